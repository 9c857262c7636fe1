; Inline asm in a function written for sm_90a (its "target-features") may
; use instructions an older target lacks (mul.bf16 is sm_90), and tnvcc
; cannot read the text: compiling it for sm_80 is a located error, once
; per function, instead of PTX that ptxas may reject.
; SM: 80
; EXPECT-ERROR: unsupported: inline asm in a function written for sm_90a
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i16 signext %a, i16 signext %b) #0 {
  %m = call i16 asm "{ mul.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %a, i16 %b)
  %n = call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %m, i16 %b)
  store i16 %n, ptr addrspace(1) %out, align 2
  ret void
}

attributes #0 = { "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
