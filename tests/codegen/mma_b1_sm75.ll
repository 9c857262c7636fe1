; mma.sync m16n8k128 on b1 is an sm_80 shape (sm_75 has only m8n8k128).
; SM: 75
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.mma.xor.popc.m16n8k128.row.col.b1' needs sm_80 or newer (target is sm_75)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare {i32, i32, i32, i32} @llvm.nvvm.mma.xor.popc.m16n8k128.row.col.b1(i32, i32, i32, i32, i32, i32, i32)

define {i32, i32, i32, i32} @f(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.xor.popc.m16n8k128.row.col.b1(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  ret {i32, i32, i32, i32} %r
}
