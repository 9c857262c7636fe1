; Machine pass "sym-hoist" (isel/symhoist.c): a symbol whose address two
; blocks need in a register is moved once, in the entry block after the
; parameter loads, and each block copies that register (pass coalesce,
; isel/mach/coalesce.c, then reads the register itself: the copies go;
; for sm_90 ptxas does not merge the rematerialized addresses itself).
; The two blocks index the tile by different values (%i and %n), so the
; IR pass hoist (ir/hoist.c) has no base address to share.  At -O0 each block keeps its own mov (sym_hoist_O0.ll).
; SM: 80
; CHECK: ld.param.u32 %r2, [k_param_2];
; CHECK: mov.u64 %rd9, tile;
; CHECK: setp.lt.s32 %p1, %r2, %r1;
; CHECK: // %a
; CHECK: add.s64 %rd5, %rd9, %rd4;
; CHECK: st.shared.f32 [%rd5], 0f3F800000;
; CHECK: // %b
; CHECK: add.s64 %rd8, %rd9, %rd7;
; CHECK: ld.shared.f32 %f1, [%rd8+12];
; CHECK-NOT: mov.u64 %rd3, tile;
; CHECK-NOT: mov.u64 %rd6, tile;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i32 %i) {
entry:
  %c = icmp slt i32 %i, %n
  %idx = zext i32 %i to i64
  br i1 %c, label %a, label %b
a:
  %pa = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %idx
  store float 1.0, ptr addrspace(3) %pa, align 4
  br label %b
b:
  %kn = zext i32 %n to i64
  %j = add i64 %kn, 3
  %pb = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %j
  %v = load float, ptr addrspace(3) %pb, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}
