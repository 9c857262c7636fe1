; A half fadd/fsub before sm_70 (no atom.add.noftz.f16, no atom.cas.b16):
; a compare-and-swap loop on the aligned 32-bit word that holds the half,
; the addition done in f32 and rounded back to half (exact: f32 carries
; more than twice half's precision), as llc does for sm_32.
; SM: 32
; CHECK: ld.param.b16 %rs1, [k_param_2];
; CHECK: membar.sys;
; CHECK: and.b64 %rd3, %rd2, -4;
; CHECK: cvt.u32.u64 %r1, %rd2;
; CHECK: and.b32 %r1, %r1, 3;
; CHECK: shl.b32 %r1, %r1, 3;
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: ld.volatile.global.b32 %r2, [%rd3];
; CHECK: $L__tnv0_1:
; CHECK: bfe.u32 %r3, %r2, %r1, 16;
; CHECK: cvt.u16.u32 %rs3, %r3;
; CHECK: cvt.f32.f16 %f2, %rs3;
; CHECK: add.rn.f32 %f3, %f2, %f1;
; CHECK: cvt.rn.f16.f32 %rs4, %f3;
; CHECK: cvt.u32.u16 %r6, %rs4;
; CHECK: bfi.b32 %r4, %r6, %r2, %r1, 16;
; CHECK: atom.global.cas.b32 %r5, [%rd3], %r2, %r4;
; CHECK: setp.ne.b32 %p1, %r5, %r2;
; CHECK: mov.b32 %r2, %r5;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: cvt.u16.u32 %rs2, %r3;
; CHECK: membar.sys;
; CHECK: st.global.b16 [%rd1], %rs2;
; CHECK: sub.rn.f32 %f6, %f5, %f4;
; CHECK: atom.global.cas.b32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %p, half %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, half %v seq_cst
  store half %r, ptr addrspace(1) %out
  %s = atomicrmw fsub ptr addrspace(1) %p, half %v monotonic
  ret void
}
