; Warp reductions (redux.sync, sm_80): the value first, the mask second,
; as in the intrinsic.  add wraps, so it is .s32; min/max carry their
; signedness, the bitwise ones are .b32.
; SM: 80
; CHECK: redux.sync.add.s32 %r2, %r1, -1;
; CHECK: redux.sync.min.s32 %r3, %r2, -1;
; CHECK: redux.sync.max.s32 %r4, %r3, -1;
; CHECK: redux.sync.min.u32 %r5, %r4, -1;
; CHECK: redux.sync.max.u32 %r6, %r5, %r1;
; CHECK: redux.sync.and.b32 %r7, %r6, -1;
; CHECK: redux.sync.or.b32 %r8, %r7, -1;
; CHECK: redux.sync.xor.b32 %r9, %r8, 65535;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %a = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 -1)
  %b = call i32 @llvm.nvvm.redux.sync.min(i32 %a, i32 -1)
  %c = call i32 @llvm.nvvm.redux.sync.max(i32 %b, i32 -1)
  %d = call i32 @llvm.nvvm.redux.sync.umin(i32 %c, i32 -1)
  %e = call i32 @llvm.nvvm.redux.sync.umax(i32 %d, i32 %x)
  %f = call i32 @llvm.nvvm.redux.sync.and(i32 %e, i32 -1)
  %g = call i32 @llvm.nvvm.redux.sync.or(i32 %f, i32 -1)
  %h = call i32 @llvm.nvvm.redux.sync.xor(i32 %g, i32 65535)
  store i32 %h, ptr addrspace(1) %out
  ret void
}
