; ARGS: --sm 80
; cmpxchg on i8 and a pointer, and in the constant space; i128 is fine
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %g, ptr addrspace(4) %c, ptr %p) {
  %a = cmpxchg ptr addrspace(1) %g, i8 0, i8 1 monotonic monotonic, align 1
  %b = cmpxchg ptr addrspace(4) %c, i32 0, i32 1 monotonic monotonic, align 4
  %d = cmpxchg ptr %p, ptr null, ptr %p monotonic monotonic, align 8
  %e = cmpxchg ptr %p, i128 0, i128 1 seq_cst seq_cst, align 16
  ret void
}
