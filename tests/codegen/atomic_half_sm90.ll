; On sm_90 bfloat has its own atomic add (atom.add.noftz.bf16); fsub adds
; the negated value; an unused result uses red.
; SM: 90a
; CHECK: atom.relaxed.gpu.global.add.noftz.bf16 %rs3, [%rd1], %rs1;
; CHECK: neg.bf16 %rs4, %rs1;
; CHECK: red.release.cta.shared.add.noftz.bf16 [%rd2], %rs4;
; CHECK: red.relaxed.sys.global.add.noftz.f16 [%rd1], %rs2;
; CHECK-NOT: fma.rn.bf16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, bfloat %b, half %h) {
  %a = atomicrmw fadd ptr addrspace(1) %p, bfloat %b syncscope("device") monotonic
  %c = atomicrmw fsub ptr addrspace(3) %s, bfloat %b syncscope("block") release
  %d = atomicrmw fadd ptr addrspace(1) %p, half %h monotonic
  store bfloat %a, ptr addrspace(1) %p
  ret void
}
