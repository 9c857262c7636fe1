; %envreg0..%envreg31, one read each, in order (PTX 2.1, every target).
; SM: 75
; CHECK: mov.u32 %r1, %envreg0;
; CHECK: mov.u32 %r2, %envreg1;
; CHECK: mov.u32 %r3, %envreg2;
; CHECK: mov.u32 %r4, %envreg3;
; CHECK: mov.u32 %r5, %envreg4;
; CHECK: mov.u32 %r6, %envreg5;
; CHECK: mov.u32 %r7, %envreg6;
; CHECK: mov.u32 %r8, %envreg7;
; CHECK: mov.u32 %r9, %envreg8;
; CHECK: mov.u32 %r10, %envreg9;
; CHECK: mov.u32 %r11, %envreg10;
; CHECK: mov.u32 %r12, %envreg11;
; CHECK: mov.u32 %r13, %envreg12;
; CHECK: mov.u32 %r14, %envreg13;
; CHECK: mov.u32 %r15, %envreg14;
; CHECK: mov.u32 %r16, %envreg15;
; CHECK: mov.u32 %r17, %envreg16;
; CHECK: mov.u32 %r18, %envreg17;
; CHECK: mov.u32 %r19, %envreg18;
; CHECK: mov.u32 %r20, %envreg19;
; CHECK: mov.u32 %r21, %envreg20;
; CHECK: mov.u32 %r22, %envreg21;
; CHECK: mov.u32 %r23, %envreg22;
; CHECK: mov.u32 %r24, %envreg23;
; CHECK: mov.u32 %r25, %envreg24;
; CHECK: mov.u32 %r26, %envreg25;
; CHECK: mov.u32 %r27, %envreg26;
; CHECK: mov.u32 %r28, %envreg27;
; CHECK: mov.u32 %r29, %envreg28;
; CHECK: mov.u32 %r30, %envreg29;
; CHECK: mov.u32 %r31, %envreg30;
; CHECK: mov.u32 %r32, %envreg31;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.envreg0()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg1()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg2()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg3()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg4()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg5()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg6()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg7()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg8()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg9()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg10()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg11()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg12()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg13()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg14()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg15()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg16()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg17()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg18()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg19()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg20()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg21()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg22()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg23()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg24()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg25()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg26()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg27()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg28()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg29()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg30()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg31()
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %e0 = call i32 @llvm.nvvm.read.ptx.sreg.envreg0()
  store volatile i32 %e0, ptr addrspace(1) %p
  %e1 = call i32 @llvm.nvvm.read.ptx.sreg.envreg1()
  store volatile i32 %e1, ptr addrspace(1) %p
  %e2 = call i32 @llvm.nvvm.read.ptx.sreg.envreg2()
  store volatile i32 %e2, ptr addrspace(1) %p
  %e3 = call i32 @llvm.nvvm.read.ptx.sreg.envreg3()
  store volatile i32 %e3, ptr addrspace(1) %p
  %e4 = call i32 @llvm.nvvm.read.ptx.sreg.envreg4()
  store volatile i32 %e4, ptr addrspace(1) %p
  %e5 = call i32 @llvm.nvvm.read.ptx.sreg.envreg5()
  store volatile i32 %e5, ptr addrspace(1) %p
  %e6 = call i32 @llvm.nvvm.read.ptx.sreg.envreg6()
  store volatile i32 %e6, ptr addrspace(1) %p
  %e7 = call i32 @llvm.nvvm.read.ptx.sreg.envreg7()
  store volatile i32 %e7, ptr addrspace(1) %p
  %e8 = call i32 @llvm.nvvm.read.ptx.sreg.envreg8()
  store volatile i32 %e8, ptr addrspace(1) %p
  %e9 = call i32 @llvm.nvvm.read.ptx.sreg.envreg9()
  store volatile i32 %e9, ptr addrspace(1) %p
  %e10 = call i32 @llvm.nvvm.read.ptx.sreg.envreg10()
  store volatile i32 %e10, ptr addrspace(1) %p
  %e11 = call i32 @llvm.nvvm.read.ptx.sreg.envreg11()
  store volatile i32 %e11, ptr addrspace(1) %p
  %e12 = call i32 @llvm.nvvm.read.ptx.sreg.envreg12()
  store volatile i32 %e12, ptr addrspace(1) %p
  %e13 = call i32 @llvm.nvvm.read.ptx.sreg.envreg13()
  store volatile i32 %e13, ptr addrspace(1) %p
  %e14 = call i32 @llvm.nvvm.read.ptx.sreg.envreg14()
  store volatile i32 %e14, ptr addrspace(1) %p
  %e15 = call i32 @llvm.nvvm.read.ptx.sreg.envreg15()
  store volatile i32 %e15, ptr addrspace(1) %p
  %e16 = call i32 @llvm.nvvm.read.ptx.sreg.envreg16()
  store volatile i32 %e16, ptr addrspace(1) %p
  %e17 = call i32 @llvm.nvvm.read.ptx.sreg.envreg17()
  store volatile i32 %e17, ptr addrspace(1) %p
  %e18 = call i32 @llvm.nvvm.read.ptx.sreg.envreg18()
  store volatile i32 %e18, ptr addrspace(1) %p
  %e19 = call i32 @llvm.nvvm.read.ptx.sreg.envreg19()
  store volatile i32 %e19, ptr addrspace(1) %p
  %e20 = call i32 @llvm.nvvm.read.ptx.sreg.envreg20()
  store volatile i32 %e20, ptr addrspace(1) %p
  %e21 = call i32 @llvm.nvvm.read.ptx.sreg.envreg21()
  store volatile i32 %e21, ptr addrspace(1) %p
  %e22 = call i32 @llvm.nvvm.read.ptx.sreg.envreg22()
  store volatile i32 %e22, ptr addrspace(1) %p
  %e23 = call i32 @llvm.nvvm.read.ptx.sreg.envreg23()
  store volatile i32 %e23, ptr addrspace(1) %p
  %e24 = call i32 @llvm.nvvm.read.ptx.sreg.envreg24()
  store volatile i32 %e24, ptr addrspace(1) %p
  %e25 = call i32 @llvm.nvvm.read.ptx.sreg.envreg25()
  store volatile i32 %e25, ptr addrspace(1) %p
  %e26 = call i32 @llvm.nvvm.read.ptx.sreg.envreg26()
  store volatile i32 %e26, ptr addrspace(1) %p
  %e27 = call i32 @llvm.nvvm.read.ptx.sreg.envreg27()
  store volatile i32 %e27, ptr addrspace(1) %p
  %e28 = call i32 @llvm.nvvm.read.ptx.sreg.envreg28()
  store volatile i32 %e28, ptr addrspace(1) %p
  %e29 = call i32 @llvm.nvvm.read.ptx.sreg.envreg29()
  store volatile i32 %e29, ptr addrspace(1) %p
  %e30 = call i32 @llvm.nvvm.read.ptx.sreg.envreg30()
  store volatile i32 %e30, ptr addrspace(1) %p
  %e31 = call i32 @llvm.nvvm.read.ptx.sreg.envreg31()
  store volatile i32 %e31, ptr addrspace(1) %p
  ret void
}
