; A name in llvm.nvvm.* that no LLVM (19 or 22) defines: the NVVM IR
; verifier's own message, "Unsupported intrinsic: NAME" (NVIDIA's NVVM IR
; contract), before any code generation -- in NVVM IR (--ir=nvvm); in LLVM
; IR code generation says "unsupported: intrinsic" at the same call.
; SM: 100a
; ARGS: --ir=nvvm
; EXPECT-ERROR: Unsupported intrinsic: llvm.nvvm.tcgen05.frobnicate
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.frobnicate()
define ptx_kernel void @k() {
  call void @llvm.nvvm.tcgen05.frobnicate() ; here
  ret void
}
