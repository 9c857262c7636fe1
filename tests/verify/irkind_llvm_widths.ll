; ARGS: --sm 80 --ir=llvm
; LLVM IR: libNVVM's integer widths for bswap/ctpop/overflow are warnings
; (code generation splits and widens as llc does)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define <2 x i16> @a(<2 x i16> %x, i128 %y, i8 %z) {
  %b = call <2 x i16> @llvm.bswap.v2i16(<2 x i16> %x)
  %c = call i128 @llvm.ctlz.i128(i128 %y, i1 false)
  %o = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %z, i8 1)
  ret <2 x i16> %b
}
