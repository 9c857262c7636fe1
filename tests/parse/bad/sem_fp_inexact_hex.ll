; EXPECT-ERROR: floating-point constant '0x3FB999999999999A' is not exactly a 'float' value
; EXPECT-LINE: 10
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: a double's hex digits (0.1 as a double) for a float, which float cannot hold exactly (llvm-as-19: "floating point constant invalid for type"); 0x3FB99999A0000000, the float nearest 0.1, is accepted
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x) {
  %a = fadd float %x, 0x3FB99999A0000000
  %b = fadd float %a, 0x3FB999999999999A
  ret float %b
}
