; Address-space tests, prefetches, nanosleep and traps.  isspacep takes
; the generic address; a prefetch takes any address form, so address
; arithmetic folds into it; llvm.trap is `trap`, llvm.debugtrap `brkpt`.
; SM: 80
; CHECK: isspacep.global %p1, %rd2;
; CHECK: isspacep.shared %p2, %rd2;
; CHECK: isspacep.local %p3, %rd2;
; CHECK: isspacep.const %p4, %rd2;
; CHECK: prefetch.L1 [%rd2];
; CHECK: prefetch.L2 [%rd2+64];
; CHECK: prefetch.global.L1 [%rd1];
; CHECK: prefetch.global.L2 [%rd1+256];
; CHECK: prefetch.local.L1 [%rd3];
; CHECK: prefetch.local.L2 [%rd3];
; CHECK: prefetch.global.L2::evict_last [%rd1];
; CHECK: prefetch.global.L2::evict_normal [%rd1];
; CHECK: prefetchu.L1 [%rd2];
; CHECK: nanosleep.u32 %r1;
; CHECK: nanosleep.u32 1000;
; CHECK: brkpt;
; CHECK: trap;
; CHECK: exit;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.const(ptr)
declare void @llvm.nvvm.prefetch.L1(ptr)
declare void @llvm.nvvm.prefetch.L2(ptr)
declare void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.local.L1(ptr addrspace(5))
declare void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5))
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1))
declare void @llvm.nvvm.prefetchu.L1(ptr)
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.debugtrap()
declare void @llvm.trap()
declare void @llvm.nvvm.exit()

define ptx_kernel void @k(ptr addrspace(1) %out, ptr %g, ptr addrspace(5) %l, i32 %t) {
  %a = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  %b = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  %c = call i1 @llvm.nvvm.isspacep.local(ptr %g)
  %d = call i1 @llvm.nvvm.isspacep.const(ptr %g)
  call void @llvm.nvvm.prefetch.L1(ptr %g)
  %g64 = getelementptr i8, ptr %g, i64 64
  call void @llvm.nvvm.prefetch.L2(ptr %g64)
  call void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) %out)
  %o256 = getelementptr i8, ptr addrspace(1) %out, i64 256
  call void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %o256)
  call void @llvm.nvvm.prefetch.local.L1(ptr addrspace(5) %l)
  call void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5) %l)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %out)
  call void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1) %out)
  call void @llvm.nvvm.prefetchu.L1(ptr %g)
  call void @llvm.nvvm.nanosleep(i32 %t)
  call void @llvm.nvvm.nanosleep(i32 1000)
  %ab = and i1 %a, %b
  %cd = and i1 %c, %d
  %x = or i1 %ab, %cd
  br i1 %x, label %bad, label %ok
bad:
  call void @llvm.debugtrap()
  call void @llvm.trap()
  unreachable
ok:
  store i32 1, ptr addrspace(1) %out
  call void @llvm.nvvm.exit()
  ret void
}
