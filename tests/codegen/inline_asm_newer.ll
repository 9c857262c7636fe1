; Asm written for plain sm_90 may run on any later target: compiled for
; sm_120a it is accepted (sm_120a includes sm_90), and .version is the
; higher of the function's "+ptx80" and the target's own first version.
; SM: 120a
; CHECK: .version 8.7
; CHECK: mul.rn.bf16 %rs3, %rs1, %rs2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i16 signext %a, i16 signext %b) #0 {
  %m = call i16 asm "mul.rn.bf16 $0, $1, $2;", "=h,h,h"(i16 %a, i16 %b)
  store i16 %m, ptr addrspace(1) %out, align 2
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
