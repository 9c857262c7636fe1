; atomicrmw on i128 other than xchg (PTX has no 128-bit atom for them):
; a compare-and-swap loop on atom.cas.b128 (sm_90, PTX 8.3) over the two
; 64-bit halves.  A relaxed first guess, the operation on the halves (and
; per half; add with the carry, add.cc/addc; max: the high halves compared
; signed decide, equal ones leave it to the low halves compared unsigned),
; the swap with the ordering and scope, and a retry from what another
; thread left while either half differs.  The result is the value the
; swap replaced.  seq_cst puts fence.sc before, as for every atomic.
; SM: 90
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: ld.param.u64 %rd3, [k_param_1+8];
; CHECK: ld.param.u64 %rd4, [k_param_2];
; CHECK: {
; CHECK: .reg .b128 %tnv_q<3>;
; CHECK: ld.relaxed.sys.global.v2.b64 {%rd5, %rd6}, [%rd1];
; CHECK: $L__tnv0_1:
; CHECK: and.b64 %rd15, %rd5, %rd2;
; CHECK: and.b64 %rd17, %rd6, %rd3;
; CHECK: mov.b128 %tnv_q0, {%rd5, %rd6};
; CHECK: mov.b128 %tnv_q1, {%rd15, %rd17};
; CHECK: atom.relaxed.sys.global.cas.b128 %tnv_q2, [%rd1], %tnv_q0, %tnv_q1;
; CHECK: mov.b128 {%rd16, %rd18}, %tnv_q2;
; CHECK: setp.ne.b64 %p1, %rd16, %rd5;
; CHECK: setp.ne.b64 %p2, %rd18, %rd6;
; CHECK: or.pred %p1, %p1, %p2;
; CHECK: mov.b64 %rd5, %rd16;
; CHECK: mov.b64 %rd6, %rd18;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: }
; CHECK: st.global.u64 [%rd4], %rd5;
; CHECK: st.global.u64 [%rd4+8], %rd6;
; CHECK: fence.sc.sys;
; CHECK: {
; CHECK: .reg .b128 %tnv_q<3>;
; CHECK: ld.relaxed.sys.global.v2.b64 {%rd7, %rd8}, [%rd1];
; CHECK: $L__tnv0_2:
; CHECK: add.cc.u64 %rd19, %rd7, %rd2;
; CHECK: addc.u64 %rd21, %rd8, %rd3;
; CHECK: mov.b128 %tnv_q0, {%rd7, %rd8};
; CHECK: mov.b128 %tnv_q1, {%rd19, %rd21};
; CHECK: atom.acquire.sys.global.cas.b128 %tnv_q2, [%rd1], %tnv_q0, %tnv_q1;
; CHECK: mov.b128 {%rd20, %rd22}, %tnv_q2;
; CHECK: setp.ne.b64 %p3, %rd20, %rd7;
; CHECK: setp.ne.b64 %p4, %rd22, %rd8;
; CHECK: or.pred %p3, %p3, %p4;
; CHECK: mov.b64 %rd7, %rd20;
; CHECK: mov.b64 %rd8, %rd22;
; CHECK: @%p3 bra $L__tnv0_2;
; CHECK: }
; CHECK: st.global.u64 [%rd4+16], %rd7;
; CHECK: st.global.u64 [%rd4+24], %rd8;
; CHECK: {
; CHECK: .reg .b128 %tnv_q<3>;
; CHECK: ld.relaxed.cta.global.v2.b64 {%rd9, %rd10}, [%rd1];
; CHECK: $L__tnv0_3:
; CHECK: setp.gt.s64 %p7, %rd10, %rd3;
; CHECK: setp.eq.b64 %p8, %rd10, %rd3;
; CHECK: setp.gt.u64 %p9, %rd9, %rd2;
; CHECK: and.pred %p9, %p8, %p9;
; CHECK: or.pred %p7, %p7, %p9;
; CHECK: selp.b64 %rd23, %rd9, %rd2, %p7;
; CHECK: selp.b64 %rd25, %rd10, %rd3, %p7;
; CHECK: mov.b128 %tnv_q0, {%rd9, %rd10};
; CHECK: mov.b128 %tnv_q1, {%rd23, %rd25};
; CHECK: atom.acq_rel.cta.global.cas.b128 %tnv_q2, [%rd1], %tnv_q0, %tnv_q1;
; CHECK: mov.b128 {%rd24, %rd26}, %tnv_q2;
; CHECK: setp.ne.b64 %p5, %rd24, %rd9;
; CHECK: setp.ne.b64 %p6, %rd26, %rd10;
; CHECK: or.pred %p5, %p5, %p6;
; CHECK: mov.b64 %rd9, %rd24;
; CHECK: mov.b64 %rd10, %rd26;
; CHECK: @%p5 bra $L__tnv0_3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i128 %v, ptr addrspace(1) %out) {
  %a = atomicrmw and ptr addrspace(1) %p, i128 %v monotonic, align 16
  store i128 %a, ptr addrspace(1) %out
  %b = atomicrmw add ptr addrspace(1) %p, i128 %v seq_cst, align 16
  %o1 = getelementptr i128, ptr addrspace(1) %out, i64 1
  store i128 %b, ptr addrspace(1) %o1
  %c = atomicrmw max ptr addrspace(1) %p, i128 %v syncscope("block") acq_rel, align 16
  %o2 = getelementptr i128, ptr addrspace(1) %out, i64 2
  store i128 %c, ptr addrspace(1) %o2
  %d = atomicrmw umin ptr addrspace(1) %p, i128 %v monotonic, align 16
  %o3 = getelementptr i128, ptr addrspace(1) %out, i64 3
  store i128 %d, ptr addrspace(1) %o3
  %e = atomicrmw nand ptr addrspace(1) %p, i128 %v monotonic, align 16
  %o4 = getelementptr i128, ptr addrspace(1) %out, i64 4
  store i128 %e, ptr addrspace(1) %o4
  ret void
}
