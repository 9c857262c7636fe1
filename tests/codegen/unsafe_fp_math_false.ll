; "unsafe-fp-math"="false" allows nothing: llvm.sin.f32 without afn stays
; refused (PTX has only the approximate sin).
; SM: 30
; EXPECT-ERROR: unsupported: 'llvm.sin.f32' without the 'afn' flag
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.sin.f32(float)
define float @s(float %a) #0 {
  %r = call float @llvm.sin.f32(float %a)
  ret float %r
}
attributes #0 = { "unsafe-fp-math"="false" }
