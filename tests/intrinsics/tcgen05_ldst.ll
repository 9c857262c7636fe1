; tcgen05.ld / tcgen05.st: tensor memory to registers and back, one brace
; list of 1 to 128 .b32 registers (16x128b moves two per .x1, 16x256b
; four); .pack::16b / .unpack::16b from the i1 flag; the 16x32bx2 shape's
; constant offset after the address.  Compared with llc-22 (sm_100a).
; SM: 100a
; CHECK: .version 8.6
; CHECK: tcgen05.ld.sync.aligned.32x32b.x4.pack::16b.b32 {%r2, %r3, %r4, %r5}, [%r1];
; CHECK: tcgen05.ld.sync.aligned.16x32bx2.x2.b32 {%r6, %r7}, [%r1], 8;
; CHECK: tcgen05.st.sync.aligned.16x32bx2.x2.unpack::16b.b32 [%r1], 16, {%r6, %r7};
; CHECK: tcgen05.st.sync.aligned.16x128b.x1.b32 [%r1], {%r6, %r7};
; CHECK: tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r8}, [%r1];
; CHECK: tcgen05.ld.sync.aligned.16x256b.x2.b32 {%r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16}, [%r1];
; CHECK: tcgen05.st.sync.aligned.16x64b.x8.unpack::16b.b32 [%r1], {%r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16};
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6), i64, i1)
declare <8 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x2(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6), i64, <2 x i32>, i1)
declare void @llvm.nvvm.tcgen05.st.16x128b.x1(ptr addrspace(6), <2 x i32>, i1)
declare void @llvm.nvvm.tcgen05.st.16x64b.x8(ptr addrspace(6), <8 x i32>, i1)
define ptx_kernel void @k(ptr addrspace(6) %t, ptr addrspace(1) %o) {
  %a = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 true)
  store <4 x i32> %a, ptr addrspace(1) %o
  %b = call <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6) %t, i64 8, i1 false)
  call void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6) %t, i64 16, <2 x i32> %b, i1 true)
  call void @llvm.nvvm.tcgen05.st.16x128b.x1(ptr addrspace(6) %t, <2 x i32> %b, i1 false)
  %c = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  store i32 %c, ptr addrspace(1) %o
  %d = call <8 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x2(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.st.16x64b.x8(ptr addrspace(6) %t, <8 x i32> %d, i1 true)
  ret void
}
