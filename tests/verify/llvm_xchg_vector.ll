; ARGS: --sm 80
; LLVM: atomicrmw xchg takes a scalar (integer, floating point or pointer); fadd may take a vector of floating point
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define <2 x half> @f(ptr addrspace(1) %x, <2 x half> %v) {
  %a = atomicrmw xchg ptr addrspace(1) %x, <2 x half> %v seq_cst
  %b = atomicrmw fadd ptr addrspace(1) %x, <2 x half> %a seq_cst
  ret <2 x half> %b
}
