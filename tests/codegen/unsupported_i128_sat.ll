; The integer intrinsics that isel/lower/intrin_int.c has no i128 form for
; (saturating arithmetic, funnel shifts, overflow) are a located error
; naming the intrinsic and the type.
; SM: 90a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.sadd.sat.i128' on i128
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i128 @llvm.sadd.sat.i128(i128, i128)
define i128 @k(i128 %a, i128 %b) {
  %s = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %b)
  ret i128 %s
}
