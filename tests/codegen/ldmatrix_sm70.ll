; ldmatrix came with sm_75 (Turing); Volta has none.
; SM: 70
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3' needs sm_75 or newer (target is sm_70)
; EXPECT-LINE: 15
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [1024 x i16] undef, align 16

declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p0(ptr)

define ptx_kernel void @k(ptr %gen, i32 %row, ptr addrspace(1) %out) {
  %a = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) @tile)
  %p = getelementptr inbounds [1024 x i16], ptr addrspace(3) @tile, i32 0, i32 %row
  %q = getelementptr i8, ptr addrspace(3) %p, i32 256
  %b = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %q)
  %c = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p0(ptr %gen)
  %b1 = extractvalue { i32, i32 } %b, 1
  %c3 = extractvalue { i32, i32, i32, i32 } %c, 3
  %s1 = add i32 %a, %b1
  %s2 = add i32 %s1, %c3
  store i32 %s2, ptr addrspace(1) %out
  ret void
}
