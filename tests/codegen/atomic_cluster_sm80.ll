; A cluster-scope atomic needs thread-block clusters (sm_90): on sm_80 it
; is a located error naming the first target that has them.
; SM: 80
; EXPECT-ERROR: syncscope("cluster") requires sm_90 or newer (target is sm_80)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("cluster") monotonic
  store i32 %old, ptr addrspace(1) %p
  ret void
}
