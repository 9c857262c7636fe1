; An inline asm without `sideeffect` has no effect but its outputs: when
; nothing reads them and it clobbers no memory, it is not emitted (as llc
; drops it; CUDA's cooperative groups read %reserved_smem_offset_1 this
; way whether the kernel needs it or not).  A `sideeffect` asm, one that
; clobbers memory, and one whose output is read stay, in program order.
; SM: 80
; CHECK: .visible .func (.param .b32 func_retval0) f(
; CHECK: mov.u32 %r1, %laneid;
; CHECK: mov.u32 %r2, %warpid;
; CHECK: mov.u32 %r3, %nwarpid;
; CHECK: add.s32 %r4, %r1, 1;
; CHECK: add.s32 %r5, %r4, %r1;
; CHECK-NOT: %smid
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f() {
  %dead = call i32 asm "mov.u32 $0, %smid;", "=r"()
  %used = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %u1 = add i32 %used, 1
  %side = call i32 asm sideeffect "mov.u32 $0, %warpid;", "=r"()
  %mem = call i32 asm "mov.u32 $0, %nwarpid;", "=r,~{memory}"()
  %r = add i32 %u1, %used
  ret i32 %r
}
