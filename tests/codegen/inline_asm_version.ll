; tnvcc cannot read inside inline asm text, so the PTX version the
; producer wrote it for (clang's "target-features" = "+ptx85,...") is the
; least .version of the module: cvt.f32.bf16 needs PTX 7.1, more than
; sm_80's first version (7.0).
; SM: 80
; CHECK: .version 8.5
; CHECK: cvt.f32.bf16 %f1, %rs1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i16 signext %h) #0 {
  %f = call float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %h)
  store float %f, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
