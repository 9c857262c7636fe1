; Loads of constants (isel/dag/dag_mem.c, load_constant): a load from a
; `constant` global whose initializer is final, at a constant offset that
; falls exactly on parts of the initializer, is the initializer's value,
; as llc folds it.  @tab[2] is 3.0; @odr (linkonce_odr: every copy is the
; same) is 9; the pointer in @r is @weak's address, used directly.  Not
; folded: @host (externally_initialized, as CUDA's __constant__ variables
; are: the host writes them), @weak itself (weak: the linker may pick
; another definition), an i32 read of @bytes (four i8 parts, not one
; i32), and a volatile load.
; SM: 80
; ARGS: -O3
; CHECK: st.global.f32 [%rd1], 0f40400000;
; CHECK: ld.const.f32 %f1, [host+8];
; CHECK: ld.global.u32 %r1, [weak];
; CHECK: ld.global.u32 %r2, [bytes];
; CHECK: ld.volatile.global.u32 %r3, [odr];
; CHECK: ld.global.u32 %r4, [weak];
; CHECK: add.s32 %r5, %r1, 9;
; CHECK-NOT: ld.const.f32 %f1, [tab
; CHECK-NOT: ld.global.u64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tab = internal addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@host = addrspace(4) externally_initialized constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@weak = weak addrspace(1) constant i32 7, align 4
@odr = linkonce_odr addrspace(1) constant i32 9, align 4
@bytes = internal addrspace(1) constant [4 x i8] c"abcd", align 4
%rec = type { i32, ptr addrspace(1) }
@r = internal addrspace(1) constant %rec { i32 3, ptr addrspace(1) @weak }, align 8

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = load float, ptr addrspace(4) getelementptr inbounds ([4 x float], ptr addrspace(4) @tab, i64 0, i64 2), align 4
  store float %a, ptr addrspace(1) %out, align 4
  %b = load float, ptr addrspace(4) getelementptr inbounds ([4 x float], ptr addrspace(4) @host, i64 0, i64 2), align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %b, ptr addrspace(1) %o1, align 4
  %c = load i32, ptr addrspace(1) @weak, align 4
  %d = load i32, ptr addrspace(1) @odr, align 4
  %e = load i32, ptr addrspace(1) @bytes, align 4
  %f = load volatile i32, ptr addrspace(1) @odr, align 4
  %p = getelementptr inbounds %rec, ptr addrspace(1) @r, i64 0, i32 1
  %q = load ptr addrspace(1), ptr addrspace(1) %p, align 8
  %g = load i32, ptr addrspace(1) %q, align 4
  %s1 = add i32 %c, %d
  %s2 = add i32 %s1, %e
  %s3 = add i32 %s2, %f
  %s4 = add i32 %s3, %g
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %s4, ptr addrspace(1) %o2, align 4
  ret void
}
