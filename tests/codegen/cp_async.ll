; cp.async (sm_80, PTX 7.0): 4/8/16-byte copies global -> shared, .ca and
; .cg, the .s forms with a source size (register or immediate), address
; arithmetic folded into both addresses, commit/wait groups and the
; cp.async.mbarrier.arrive forms.
; SM: 80
; CHECK: .version 7.0
; CHECK: cp.async.ca.shared.global [%rd5], [%rd6], 4;
; CHECK: cp.async.ca.shared.global [%rd5+64], [%rd6+64], 8;
; CHECK: cp.async.ca.shared.global [buf], [%rd1], 16, %r1;
; CHECK: cp.async.cg.shared.global [%rd5], [%rd6], 16;
; CHECK: cp.async.cg.shared.global [%rd5], [%rd6], 16, 4;
; CHECK: cp.async.commit_group;
; CHECK: cp.async.mbarrier.arrive.shared.b64 [bar];
; CHECK: cp.async.mbarrier.arrive.noinc.shared.b64 [bar];
; CHECK: cp.async.mbarrier.arrive.b64 [%rd2];
; CHECK: cp.async.wait_group 1;
; CHECK: cp.async.wait_all;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [256 x float] undef, align 16
@bar = internal addrspace(3) global i64 undef, align 8

declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)
declare void @llvm.nvvm.cp.async.wait.all()
declare void @llvm.nvvm.cp.async.mbarrier.arrive(ptr)
declare void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3))
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @stage(ptr addrspace(1) %src, ptr %genbar, i32 %bytes) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %dst = getelementptr inbounds [256 x float], ptr addrspace(3) @buf, i32 0, i32 %t
  %from = getelementptr inbounds float, ptr addrspace(1) %src, i32 %t
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %dst, ptr addrspace(1) %from)
  %d8 = getelementptr i8, ptr addrspace(3) %dst, i32 64
  %s8 = getelementptr i8, ptr addrspace(1) %from, i32 64
  call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) %d8, ptr addrspace(1) %s8)
  call void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3) @buf, ptr addrspace(1) %src, i32 %bytes)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %dst, ptr addrspace(1) %from)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %dst, ptr addrspace(1) %from, i32 4)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) @bar)
  call void @llvm.nvvm.cp.async.mbarrier.arrive(ptr %genbar)
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.cp.async.wait.all()
  ret void
}
