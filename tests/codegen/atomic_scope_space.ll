; Atomic scopes narrowed to the state space (pass "atomic-scope", isel/
; atomic.c).  A location in .shared memory can only be reached by the
; threads of its CTA before sm_90, so a seq_cst atomicrmw or cmpxchg with
; no syncscope (LLVM's system scope) is fence.sc.cta + atom.acquire.cta
; there: every access that can conflict comes from a thread the narrower
; scope includes, so it is exactly as strong (docs/codegen.md, "Atomic
; scopes and state spaces").  "device" (.gpu) narrows too; "block" stays.
; The generic pointer cast from @bins is used as .shared and narrows as
; well; the global and the generic kernel-parameter pointers keep .sys.
; SM: 80
; CHECK: fence.sc.cta;
; CHECK: atom.acquire.cta.shared.add.u32 %r3, [%rd6], 1;
; CHECK: fence.sc.cta;
; CHECK: atom.acquire.cta.shared.cas.b32 %r2, [%rd9], %r3, 7;
; CHECK: setp.eq.s32 %p1, %r2, %r3;
; CHECK: atom.acquire.cta.shared.max.s32 %r4, [%rd9], %r2;
; CHECK: atom.relaxed.cta.shared.or.b32 %r5, [%rd9], %r4;
; CHECK: fence.sc.cta;
; CHECK: atom.acquire.cta.shared.add.u32 %r6, [%rd11], %r5;
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.global.add.u32 %r7, [%rd1], %r6;
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.global.add.u32 %r8, [%rd3], %r7;
; CHECK-NOT: fence.sc.gpu
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bins = internal addrspace(3) global [256 x i32] undef, align 4
@flag = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %g, ptr %gen, i32 %i) {
  %s = getelementptr inbounds [256 x i32], ptr addrspace(3) @bins, i32 0, i32 %i
  %a = atomicrmw add ptr addrspace(3) %s, i32 1 seq_cst, align 4
  %c = cmpxchg ptr addrspace(3) @flag, i32 %a, i32 7 seq_cst seq_cst, align 4
  %o = extractvalue { i32, i1 } %c, 0
  %b = atomicrmw max ptr addrspace(3) @flag, i32 %o syncscope("device") acquire, align 4
  %d = atomicrmw or ptr addrspace(3) @flag, i32 %b syncscope("block") monotonic, align 4
  %t = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @bins to ptr), i64 0, i64 3
  %e = atomicrmw add ptr %t, i32 %d seq_cst, align 4
  %f = atomicrmw add ptr addrspace(1) %g, i32 %e seq_cst, align 4
  %h = atomicrmw add ptr %gen, i32 %f seq_cst, align 4
  store i32 %h, ptr addrspace(1) %g, align 4
  ret void
}
