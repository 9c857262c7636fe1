; Address space 7 is .shared::cluster, which only sm_90 and later have.
; SM: 80
; EXPECT-ERROR: unsupported: load through address space 7 (.shared::cluster) needs sm_90 or newer (target is sm_80)
; EXPECT-LINE: 8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(7) %q, ptr addrspace(1) %o) {
  %v = load i32, ptr addrspace(7) %q, align 4
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
