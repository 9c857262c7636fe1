; A direct call of a variadic function (printf itself, rather than the
; vprintf that CUDA's printf lowers to) is a located error at the call.
; SM: 80
; EXPECT-ERROR: unsupported: variadic function '@printf'
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fmt = internal addrspace(1) constant [4 x i8] c"%d\0A\00", align 1
declare i32 @printf(ptr, ...)

define void @f(i32 %x) {
  %r = call i32 (ptr, ...) @printf(ptr addrspacecast (ptr addrspace(1) @fmt to ptr), i32 %x)
  ret void
}
