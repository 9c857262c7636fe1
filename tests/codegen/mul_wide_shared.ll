; One sign extension, two users: the index of a float and of a double
; array.  The extended value is shared as its 32-bit operand, so each
; address folds the extension into mul.wide.s32 (no cvt.s64.s32 and no
; 64-bit mul.lo).
; SM: 80
; CHECK: mad.lo.s32 %r4, %r1, %r2, %r3;
; CHECK: mul.wide.s32 %rd
; CHECK: ld.global.f32
; CHECK: mul.wide.s32 %rd
; CHECK: ld.global.f64
; CHECK-NOT: cvt.s64.s32
; CHECK-NOT: mul.lo.s64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %f, ptr %d, ptr %out) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bn = mul i32 %b, %n
  %i = add i32 %bn, %t
  %w = sext i32 %i to i64
  %pf = getelementptr inbounds float, ptr %f, i64 %w
  %x = load float, ptr %pf, align 4
  %pd = getelementptr inbounds double, ptr %d, i64 %w
  %y = load double, ptr %pd, align 8
  %xe = fpext float %x to double
  %s = fadd double %xe, %y
  store double %s, ptr %out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
