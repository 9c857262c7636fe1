; A vector of more than 128 i1 is more bits than the widest integer
; tnvcc selects (i128): its load is a located error.
; SM: 80
; EXPECT-ERROR: unsupported: load of a vector of more than 128 i1
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <129 x i1>, ptr addrspace(1) %p, align 16
  %e = extractelement <129 x i1> %v, i32 128
  %z = zext i1 %e to i32
  store i32 %z, ptr addrspace(1) %q, align 4
  ret void
}
