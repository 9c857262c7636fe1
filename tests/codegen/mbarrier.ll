; mbarrier (sm_80, PTX 7.0) with the LLVM 19 names: init, inval, arrive
; (also .noComplete with a count, .drop), test_wait in a spin loop,
; pending_count; .shared pointers (here a symbol) and generic ones.
; SM: 80
; CHECK: .version 7.0
; CHECK: mbarrier.init.shared.b64 [bar], 128;
; CHECK: mbarrier.init.b64 [%rd1], %r1;
; CHECK: mbarrier.arrive.shared.b64 %rd3, [bar];
; CHECK: mbarrier.arrive.b64 %rd4, [%rd1];
; CHECK: mbarrier.arrive.noComplete.shared.b64 %rd5, [bar], 2;
; CHECK: mbarrier.arrive_drop.shared.b64 %rd6, [bar];
; CHECK: mbarrier.arrive_drop.noComplete.b64 %rd7, [%rd1], %r1;
; CHECK: mbarrier.pending_count.b64 %r2, %rd5;
; CHECK: mbarrier.test_wait.shared.b64 %p1, [bar], %rd3;
; CHECK: mbarrier.test_wait.b64 %p2, [%rd1], %rd4;
; CHECK: mbarrier.inval.shared.b64 [bar];
; CHECK: mbarrier.inval.b64 [%rd1];
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef, align 8

declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.init(ptr, i32)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))
declare void @llvm.nvvm.mbarrier.inval(ptr)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive(ptr)
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr, i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait(ptr, i64)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64)

; Wait, by spinning on test_wait, until every thread of the block arrived.
define ptx_kernel void @phase(ptr %genbar, i32 %n, ptr addrspace(1) %out) {
entry:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 128)
  call void @llvm.nvvm.mbarrier.init(ptr %genbar, i32 %n)
  %st = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  %st2 = call i64 @llvm.nvvm.mbarrier.arrive(ptr %genbar)
  %st3 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) @bar, i32 2)
  %st4 = call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) @bar)
  %st5 = call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr %genbar, i32 %n)
  %pc = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %st3)
  store i32 %pc, ptr addrspace(1) %out
  br label %spin

spin:
  %done = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) @bar, i64 %st)
  br i1 %done, label %next, label %spin

next:
  %done2 = call i1 @llvm.nvvm.mbarrier.test.wait(ptr %genbar, i64 %st2)
  br i1 %done2, label %exit, label %next

exit:
  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) @bar)
  call void @llvm.nvvm.mbarrier.inval(ptr %genbar)
  ret void
}
