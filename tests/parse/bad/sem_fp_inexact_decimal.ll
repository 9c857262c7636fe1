; EXPECT-ERROR: floating-point constant '0.1' is not exactly a 'float' value
; EXPECT-LINE: 10
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: a decimal constant that float cannot hold exactly (llvm-as-19: "floating point constant invalid for type"); 0.5 and 1.5 are exact and accepted
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x, half %h) {
  %a = fadd float %x, 0.5
  %b = fadd float %a, 0.1
  %c = fadd half %h, 1.5
  ret float %b
}
