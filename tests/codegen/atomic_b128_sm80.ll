; 128-bit atomics need sm_90.
; SM: 80
; ARGS: --no-verify
; EXPECT-ERROR: a 128-bit atomic requires sm_90 or newer (target is sm_80)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i128 %n) {
  %y = atomicrmw xchg ptr addrspace(1) %p, i128 %n monotonic
  store i128 %y, ptr addrspace(1) %p
  ret void
}
