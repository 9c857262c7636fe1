; atom.add.noftz.bf16 arrived with sm_90: on sm_80 a located error names
; the target that has it.
; SM: 80
; EXPECT-ERROR: unsupported: atomic fadd on bfloat needs sm_90 or newer (target is sm_80)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, bfloat %b) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic, align 2
  ret void
}
