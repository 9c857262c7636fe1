; ARGS: --sm 90
; atomicrmw on local memory; an unknown syncscope
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(5) %l, ptr %p) {
  %a = atomicrmw add ptr addrspace(5) %l, i32 1 monotonic, align 4
  %b = atomicrmw add ptr %p, i32 1 syncscope("agent") monotonic, align 4
  %c = atomicrmw add ptr %p, i32 1 syncscope("cluster") acq_rel, align 4
  %d = atomicrmw xchg ptr %p, i32 1 unordered, align 4
  ret void
}
