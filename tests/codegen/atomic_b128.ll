; 128-bit cmpxchg and xchg: atom.cas.b128 / atom.exch.b128 (sm_90).
; tnvcc's registers stop at 64 bits, so each is a { } block declaring
; .b128 registers that mov.b128 packs from and unpacks into the two
; halves; success compares both halves.  The .sys scope needs PTX 8.4.
; SM: 90a
; ARGS: --no-verify
; CHECK: .version 8.4
; CHECK: fence.sc.sys;
; CHECK: {
; CHECK: .reg .b128 %tnv_q<3>;
; CHECK: mov.b128 %tnv_q0, {%rd3, %rd4};
; CHECK: mov.b128 %tnv_q1, {%rd5, %rd6};
; CHECK: atom.acquire.sys.global.cas.b128 %tnv_q2, [%rd1], %tnv_q0, %tnv_q1;
; CHECK: mov.b128 {%rd7, %rd8}, %tnv_q2;
; CHECK: }
; CHECK: setp.eq.b64 %p2, %rd7, %rd3;
; CHECK: setp.eq.b64 %p3, %rd8, %rd4;
; CHECK: and.pred %p1, %p2, %p3;
; CHECK: mov.b128 %tnv_q0, {%rd7, %rd8};
; CHECK: atom.acquire.gpu.global.exch.b128 %tnv_q2, [%rd9], %tnv_q0;
; CHECK: mov.b128 {%rd10, %rd11}, %tnv_q2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr %g, i128 %c, i128 %n) {
  %x = cmpxchg ptr addrspace(1) %p, i128 %c, i128 %n seq_cst seq_cst
  %x0 = extractvalue {i128, i1} %x, 0
  %x1 = extractvalue {i128, i1} %x, 1
  %y = atomicrmw xchg ptr %g, i128 %x0 syncscope("device") acquire
  store i128 %y, ptr addrspace(1) %p
  %z = zext i1 %x1 to i32
  store i32 %z, ptr addrspace(1) %p
  ret void
}
