; PHI elimination (isel/mach/phi.c): a phi read only in its own block and
; after is not live where its block is entered from.  `v = i < n ? *p : 0`
; has a critical edge from the entry to the join carrying the copy of 0;
; the load's block does not read v, so the copy runs before the entry's
; branch (the load then overwrites it), as llc writes it, where the edge
; had a block of its own and the skip path a `bra.uni`.
; SM: 80
; ARGS: -O3
; CHECK: setp.lt.s32 %p1, %r2, %r1;
; CHECK: mov.b32 %r4, 0;
; CHECK: @!%p1 bra $L__BB0_2;
; CHECK: // %ld
; CHECK: ld.global.u32 %r4, [%rd1];
; CHECK: $L__BB0_2:				// %join
; CHECK: add.s32 %r5, %r4, 7;
; CHECK: @!%p1 bra $L__BB0_4;
; CHECK: // %st
; CHECK: st.global.u32 [%rd2], %r5;
; CHECK: $L__BB0_4:				// %end
; CHECK: ret;
; CHECK-NOT: bra.uni
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %n, i32 %i) {
  %c = icmp slt i32 %i, %n
  br i1 %c, label %ld, label %join
ld:
  %v0 = load i32, ptr addrspace(1) %p
  br label %join
join:
  %v = phi i32 [ %v0, %ld ], [ 0, %0 ]
  %w = add i32 %v, 7
  br i1 %c, label %st, label %end
st:
  store i32 %w, ptr addrspace(1) %q
  br label %end
end:
  ret void
}
