; Address-space inference through phi and select (pass "phi-space",
; isel/dag/addrspace.c), as LLVM's InferAddressSpaces does it: %cur and %nxt
; swap two .shared tiles round the loop, so every value either can hold
; comes from a cast out of addrspace(3), and each phi gets a twin
; register in .shared, copied on each edge beside the generic one (the
; entry edge copies the constant expressions' pre-cast addresses, B+16
; included; the back edge swaps the twins as it swaps the phis).  The
; store through %cur and the load through %nxt are then .shared with no
; cvta in the loop.  %mix merges a .shared pointer with a generic one: no
; single space, so it stays generic.  The select in %exit picks %cur's
; twin or @B: a .shared load.  The exit reads %cur, so %cur and its twin
; take their incoming values in registers of their own, copied into them
; at the loop's start (isel/mach/phi.c): the back edge's copies run
; before the loop's branch, and the loop ends `@%p1 bra` with no block of
; its own.  (The entry edge's copies are folded into what they copy by
; pass copy-fold, isel/mach/copyfold.c: `mov.u64 %rd19, A` writes the
; twin's incoming register itself; pass coalesce, isel/mach/coalesce.c,
; lets the other copies of B's address read %rd29 itself.)
; SM: 80
; CHECK: mov.u64 %rd29, B;
; CHECK: mov.u64 %rd19, A;
; CHECK: cvta.shared.u64 %rd9, %rd19;
; CHECK: add.s64 %rd14, %rd29, 16;
; CHECK: mov.b64 %rd11, %rd9;
; CHECK: $L__BB0_1:
; CHECK: mov.b64 %rd5, %rd11;
; CHECK: mov.b64 %rd12, %rd19;
; CHECK: add.s64 %rd22, %rd12, %rd20;
; CHECK: st.shared.f32 [%rd22], %f3;
; CHECK: bar.sync 0;
; CHECK: add.s64 %rd23, %rd14, %rd20;
; CHECK: ld.shared.f32 %f4, [%rd23];
; CHECK: ld.f32 %f5, [%rd9];
; CHECK: mov.b64 %rd9, %rd3;
; CHECK: mov.b64 %rd11, %rd7;
; CHECK: mov.b64 %rd7, %rd5;
; CHECK: mov.b64 %rd19, %rd14;
; CHECK: mov.b64 %rd14, %rd12;
; CHECK: @%p1 bra $L__BB0_1;
; CHECK: selp.b64 %rd26, %rd12, %rd29, %p2;
; CHECK: add.s64 %rd27, %rd26, %rd24;
; CHECK: ld.shared.f32 %f7, [%rd27];
; CHECK-NOT: cvta.to.shared
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@A = internal addrspace(3) global [256 x float] undef, align 4
@B = internal addrspace(3) global [256 x float] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, ptr %gen) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %cur = phi ptr [ addrspacecast (ptr addrspace(3) @A to ptr), %entry ], [ %nxt, %loop ]
  %nxt = phi ptr [ getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @B to ptr), i64 16), %entry ], [ %cur, %loop ]
  %mix = phi ptr [ addrspacecast (ptr addrspace(3) @A to ptr), %entry ], [ %gen, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %gi = getelementptr float, ptr addrspace(1) %in, i64 %t64
  %v = load float, ptr addrspace(1) %gi, align 4
  %pc = getelementptr float, ptr %cur, i64 %t64
  store float %v, ptr %pc, align 4
  call void @llvm.nvvm.barrier0()
  %pn = getelementptr float, ptr %nxt, i64 %t64
  %w = load float, ptr %pn, align 4
  %u = load float, ptr %mix, align 4
  %wu = fadd float %w, %u
  %acc1 = fadd float %acc, %wu
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %odd = icmp ugt i32 %tid, 31
  %sel = select i1 %odd, ptr %cur, ptr addrspacecast (ptr addrspace(3) @B to ptr)
  %ps = getelementptr float, ptr %sel, i64 %t64
  %z = load float, ptr %ps, align 4
  %r = fadd float %acc1, %z
  %go = getelementptr float, ptr addrspace(1) %out, i64 %t64
  store float %r, ptr addrspace(1) %go, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
