; ARGS: --sm 80
; bswap, ctpop and overflow intrinsics on unsupported widths
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i8 @llvm.bswap.i8(i8)
declare i128 @llvm.ctpop.i128(i128)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare i16 @llvm.ctlz.i16(i16, i1 immarg)

define void @f(i8 signext %a, i128 %b, i16 zeroext %c) {
  %x = call i8 @llvm.bswap.i8(i8 %a)
  %y = call i128 @llvm.ctpop.i128(i128 %b)
  %z = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a, i8 %a)
  %w = call i16 @llvm.ctlz.i16(i16 %c, i1 false)
  ret void
}
