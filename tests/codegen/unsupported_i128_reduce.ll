; The integer intrinsics that isel/lower/intrin_int.c has no i128 form for
; (the vector reductions, scmp/ucmp) are a located error naming the
; intrinsic and the type.  (Saturating and overflow arithmetic and funnel
; shifts on i128 are selected: wide_overflow.ll.)
; SM: 90a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.vector.reduce.add.v2i128' on <2 x i128>
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i128 @llvm.vector.reduce.add.v2i128(<2 x i128>)
define i128 @k(<2 x i128> %a) {
  %s = call i128 @llvm.vector.reduce.add.v2i128(<2 x i128> %a)
  ret i128 %s
}
