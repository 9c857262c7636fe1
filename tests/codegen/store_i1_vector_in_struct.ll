; A vector of i1 inside an aggregate has no byte offset of its own (its
; bits would share a byte with nothing else): the store is a located
; error, as before plain vectors of i1 were supported.
; SM: 80
; EXPECT-ERROR: unsupported: store of an aggregate holding a vector of i1
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %q, <2 x i1> %m) {
  %a = insertvalue { i32, <2 x i1> } { i32 1, <2 x i1> zeroinitializer }, <2 x i1> %m, 1
  store { i32, <2 x i1> } %a, ptr addrspace(1) %q, align 4
  ret void
}
