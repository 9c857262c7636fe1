; Calls of the hand-built families (tcgen05, surfaces, textures, tensor
; copies, tensor-map edits) with fewer operands than LLVM's signature: a
; located error for each, never a read past the operand list.  The
; verifier refuses these declarations first (LLVM's "Intrinsic has
; incorrect argument type!", tests/verify/llvm_intrinsic_sigs_nvvm.ll):
; --no-verify hands them to instruction selection, whose own guard this is.
; SM: 100a
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.tcgen05.st.16x32bx2.x2' (not its LLVM signature)
; EXPECT-LINE: 19
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6))
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6))
declare void @llvm.nvvm.suld.1d.i32.clamp()
declare i32 @llvm.nvvm.tex.unified.1d.v4f32.s32(i64)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr)
define ptx_kernel void @k(ptr addrspace(6) %t, ptr %g) {
  call void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6) %t) ; here
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t)
  call void @llvm.nvvm.suld.1d.i32.clamp()
  %x = call i32 @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr %g)
  ret void
}
