; Constant address arithmetic folds into the memory operand: a field or
; element at a constant offset is [%rd+16], and a global's element is
; [name+8]; an immediate operand of add is used as is.
; SM: 80
; CHECK: ld.global.f32 %f1, [%rd1+16];
; CHECK: add.s32 %r2, %r1, 7;
; CHECK: st.global.u32 [table+8],
; CHECK: ld.shared.u32 %r3, [tile+20];
; CHECK-NOT: mov.u64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(1) global [4 x i32] zeroinitializer, align 4
@tile = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %v) {
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 4
  %f = load float, ptr addrspace(1) %q, align 4
  %i = fptosi float %f to i32
  %j = add i32 %i, 7
  store i32 %j, ptr addrspace(1) getelementptr ([4 x i32], ptr addrspace(1) @table, i64 0, i64 2), align 4
  %s = load i32, ptr addrspace(3) getelementptr ([64 x i32], ptr addrspace(3) @tile, i64 0, i64 5), align 4
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}
