; LLVM-AS:
; denormal_fpenv (LLVM 23, the first-class form of "denormal-fp-math"):
; its argument is kept as written.  No installed llvm-as knows it yet.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x) denormal_fpenv(preservesign,preservesign) {
  ret float %x
}

define float @g(float %x) #0 {
  ret float %x
}

attributes #0 = { denormal_fpenv(dynamic,dynamic float: preservesign,preservesign) }
