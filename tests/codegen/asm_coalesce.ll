; Passes copy-fold and coalesce in a function with inline asm
; (isel/mach/copyfold.c, coalesce.c):
; the asm text names its operands' registers and is not rewritten, so
; those registers are left alone -- and only those: the loop's phi copies
; are coalesced as in any function (before, a function with inline asm
; kept every copy; warp_coop's timedSection, which reads %laneid and
; %smid through asm, went from 80 to 72 SASS instructions, llc-19's).
; SM: 80
; ARGS: -O3
; CHECK: ld.global.f32 %f3, [%rd1];
; CHECK: mov.b32 %r2, 0;
; CHECK: fma.rn.f32 %f3, %f3, 0f3FC00000, 0f3F000000;
; CHECK: add.s32 %r2, %r2, 1;
; CHECK: setp.lt.s32 %p1, %r2, %r1;
; CHECK: @%p1 bra $L__BB0_1;
; CHECK: mov.u32 %r4, %laneid;
; CHECK: cvt.rn.f32.u32 %f4, %r4;
; CHECK: add.rn.f32 %f5, %f3, %f4;
; CHECK-NOT: mov.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %x = load float, ptr addrspace(1) %p, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = phi float [ %x, %entry ], [ %f1, %loop ]
  %f1 = call float @llvm.fma.f32(float %f, float 1.5, float 0.5)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done

done:
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %lf = uitofp i32 %lane to float
  %r = fadd float %f1, %lf
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)
