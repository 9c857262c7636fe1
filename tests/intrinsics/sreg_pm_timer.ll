; The performance-monitor counters and the low half of the global timer
; (%globaltimer_lo: PTX 3.1).
; SM: 75
; CHECK: mov.u32 %r1, %pm0;
; CHECK: mov.u32 %r2, %pm1;
; CHECK: mov.u32 %r3, %pm2;
; CHECK: mov.u32 %r4, %pm3;
; CHECK: mov.u32 %r5, %globaltimer_lo;
; CHECK: mov.u64 %rd3, %globaltimer;
; CHECK: st.volatile.global.u64 [%rd2], %rd3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.pm0()
declare i32 @llvm.nvvm.read.ptx.sreg.pm1()
declare i32 @llvm.nvvm.read.ptx.sreg.pm2()
declare i32 @llvm.nvvm.read.ptx.sreg.pm3()
declare i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.pm0()
  store volatile i32 %a, ptr addrspace(1) %p
  %b = call i32 @llvm.nvvm.read.ptx.sreg.pm1()
  store volatile i32 %b, ptr addrspace(1) %p
  %c = call i32 @llvm.nvvm.read.ptx.sreg.pm2()
  store volatile i32 %c, ptr addrspace(1) %p
  %d = call i32 @llvm.nvvm.read.ptx.sreg.pm3()
  store volatile i32 %d, ptr addrspace(1) %p
  %t = call i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
  store volatile i32 %t, ptr addrspace(1) %p
  %u = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store volatile i64 %u, ptr addrspace(1) %q
  ret void
}
