; atomicrmw fadd/fsub on half and bfloat: atom.add.noftz (the only form:
; it keeps subnormals), f16 since sm_70, bf16 since sm_90; fsub adds the
; negated value; a result nobody reads is a red.  A <2 x half> or
; <2 x bfloat> pair is one atom.add.noftz.f16x2 on the pair packed into a
; .b32 (low element first, as in memory), unpacked again for the result.
; SM: 90a
; CHECK: atom.relaxed.sys.global.add.noftz.f16 %rs7, [%rd1], %rs1;
; CHECK: neg.f16 %rs8, %rs1;
; CHECK: atom.acq_rel.cluster.shared.add.noftz.f16 %rs9, [%rd2], %rs8;
; CHECK: red.relaxed.sys.global.add.noftz.bf16 [%rd1], %rs2;
; CHECK: mov.b32 %r1, {%rs3, %rs4};
; CHECK: atom.relaxed.sys.global.add.noftz.f16x2 %r2, [%rd1], %r1;
; CHECK: mov.b32 {%rs10, _}, %r2;
; CHECK: atom.relaxed.cta.global.add.noftz.bf16x2 %r4, [%rd1], %r3;
; CHECK: mov.b32 {_, %rs12}, %r4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, half %h, bfloat %b,
                          <2 x half> %v, <2 x bfloat> %w) {
  %o1 = atomicrmw fadd ptr addrspace(1) %p, half %h monotonic, align 2
  store volatile half %o1, ptr addrspace(1) %p
  %o2 = atomicrmw fsub ptr addrspace(3) %s, half %h syncscope("device") acq_rel, align 2
  store volatile half %o2, ptr addrspace(1) %p
  atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic, align 2
  %o4 = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v monotonic, align 4
  %e = extractelement <2 x half> %o4, i32 0
  store volatile half %e, ptr addrspace(1) %p
  %o5 = atomicrmw fadd ptr addrspace(1) %p, <2 x bfloat> %w syncscope("block") monotonic, align 4
  store volatile <2 x bfloat> %o5, ptr addrspace(1) %p
  ret void
}
