; ARGS: --sm 80 --unified-nvvm-ir
; UnifiedNVVMIR mode wants one of eight exact triples
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-gpulibs"

define void @f() {
  ret void
}
