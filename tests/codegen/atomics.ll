; atomicrmw, cmpxchg and fence.  The state space comes from the pointer
; (.global, .shared, generic), the scope from syncscope (none = LLVM's
; system scope -> .sys, "device" -> .gpu, "block" -> .cta, "cluster" ->
; .cluster), the semantics from the ordering (seq_cst = fence.sc, then
; .acquire; on .shared memory the scope narrows to the threads that can
; reach it: .cluster on sm_90).  sub is an add of the negated value (folded for constants);
; an unused result with no acquire side uses red.  cmpxchg's success bit
; is setp.eq of the old value against the compare value.
; SM: 90a
; ARGS: --unified-nvvm-ir
; CHECK: atom.relaxed.sys.global.add.u32 %r2, [%rd1], 1;
; CHECK: neg.s32
; CHECK: fence.sc.cluster;
; CHECK: atom.acquire.cluster.shared.add.u32 %r4, [%rd2], %r3;
; CHECK: atom.acquire.gpu.global.and.b32
; CHECK: atom.release.cta.global.max.s32
; CHECK: atom.acq_rel.sys.global.min.u32
; CHECK: atom.relaxed.sys.global.inc.u32
; CHECK: atom.relaxed.cluster.global.dec.u32
; CHECK: atom.relaxed.sys.global.exch.b64
; CHECK: red.relaxed.sys.global.add.u64 [%rd4], -5;
; CHECK: atom.relaxed.sys.global.exch.b32 %f
; CHECK: atom.relaxed.gpu.global.add.f64
; CHECK: atom.acq_rel.sys.global.cas.b32 %r
; CHECK: setp.eq.s32
; CHECK: fence.acq_rel.cta;
; CHECK: fence.sc.sys;
; CHECK: fence.acq_rel.cluster;
; CHECK: membar.gl;
; CHECK: red.relaxed.sys.global.add.u32 [%rd1], 1;
; CHECK: red.release.cta.shared.add.f32 [%rd2], 0fC0000000;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g,
                          ptr addrspace(1) %q, ptr addrspace(1) %f, ptr addrspace(1) %d) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  %b = atomicrmw sub ptr addrspace(3) %s, i32 %a seq_cst
  %c = atomicrmw and ptr %g, i32 %b syncscope("device") acquire
  %e = atomicrmw max ptr addrspace(1) %p, i32 %c syncscope("block") release
  %e2 = atomicrmw umin ptr addrspace(1) %p, i32 %e acq_rel
  %e3 = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %e2 monotonic
  %e3b = atomicrmw udec_wrap ptr addrspace(1) %p, i32 %e3 syncscope("cluster") monotonic
  %e4 = atomicrmw xchg ptr addrspace(1) %q, i64 5 monotonic
  %e6 = atomicrmw sub ptr addrspace(1) %q, i64 5 monotonic
  %e5 = atomicrmw xchg ptr addrspace(1) %f, float 5.0 monotonic
  %dd = atomicrmw fadd ptr addrspace(1) %d, double 1.0 syncscope("device") monotonic
  %x = cmpxchg ptr addrspace(1) %p, i32 %e3b, i32 7 acq_rel monotonic
  %x0 = extractvalue { i32, i1 } %x, 0
  %x1 = extractvalue { i32, i1 } %x, 1
  %z = zext i1 %x1 to i32
  %y = add i32 %x0, %z
  store i32 %y, ptr addrspace(1) %p
  %ei = fptosi float %e5 to i64
  %ed = fptosi double %dd to i64
  %es = add i64 %ei, %ed
  %et = add i64 %es, %e4
  store i64 %et, ptr addrspace(1) %q
  fence syncscope("block") acq_rel
  fence seq_cst
  fence syncscope("cluster") acq_rel
  call void @llvm.nvvm.membar.gl()
  %unused = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  %u2 = atomicrmw fsub ptr addrspace(3) %s, float 2.0 syncscope("block") release
  ret void
}
declare void @llvm.nvvm.membar.gl()
