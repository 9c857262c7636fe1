; ldmatrix (sm_75, PTX 6.5): x1, x2 and x4 matrices of 8x8 b16, .trans,
; from a shared pointer (a symbol or [reg+offset] folded into the address)
; or a generic one; results are i32 registers.
; SM: 75
; CHECK: .version 6.5
; CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r2}, [tile];
; CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r3, %r4}, [%rd5+256];
; CHECK: ldmatrix.sync.aligned.m8n8.x4.b16 {%r5, %r6, %r7, %r8}, [%rd1];
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
