; stmatrix (sm_90, PTX 7.8): the inverse of ldmatrix; x4 is allowed (the
; PTX ISA has it, whatever NVIDIA's back end does about register pressure); a
; constant register is moved into a register first.
; SM: 90a
; CHECK: .version 8.0
; CHECK: stmatrix.sync.aligned.m8n8.x1.shared.b16 [%rd1], {%r1};
; CHECK: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%rd1+512], {%r1, %r2};
; CHECK: mov.b32 %r3, 7;
; CHECK: stmatrix.sync.aligned.m8n8.x4.b16 [%rd2], {%r1, %r2, %r3, %r1};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p0(ptr, i32, i32, i32, i32)

define ptx_kernel void @k(ptr addrspace(3) %s, ptr %g, i32 %a, i32 %b) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %s, i32 %a)
  %s2 = getelementptr i8, ptr addrspace(3) %s, i64 512
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %s2, i32 %a, i32 %b)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p0(ptr %g, i32 %a, i32 %b, i32 7, i32 %a)
  ret void
}
