; The llvm.nvvm.atomic.* intrinsics of older LLVM and libNVVM: relaxed
; atomics, .gpu scope unless the name says .cta or .sys (atom's default
; scope is .gpu); inc/dec are atom.inc/dec, max/min signed, cas returns
; only the old value.  An unused result becomes red.
; SM: 80
; CHECK: atom.relaxed.gpu.global.inc.u32 %r
; CHECK: atom.relaxed.gpu.global.dec.u32 %r
; CHECK: atom.relaxed.cta.global.add.u32 %r
; CHECK: atom.relaxed.sys.global.add.u64 %rd
; CHECK: atom.relaxed.sys.global.cas.b32 %r
; CHECK: atom.relaxed.cta.global.exch.b32 %r
; CHECK: atom.relaxed.sys.global.add.f32 %f
; CHECK: atom.relaxed.cta.shared.max.s64 %rd
; CHECK: atom.relaxed.sys.global.min.s32 %r
; CHECK: atom.relaxed.cta.global.and.b32 %r
; CHECK: red.relaxed.sys.global.or.b32 [%rd1], 8;
; CHECK: atom.relaxed.cta.global.xor.b32 %r
; CHECK: atom.relaxed.sys.global.inc.u32 %r
; CHECK: atom.relaxed.cta.global.dec.u32 %r
; CHECK-NOT: setp.eq
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr, i32, i32)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr, i32)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p1(ptr addrspace(1), float)
declare i64 @llvm.nvvm.atomic.max.gen.i.cta.i64.p3(ptr addrspace(3), i64)
declare i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.atomic.or.gen.i.sys.i32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.atomic.dec.gen.i.cta.i32.p1(ptr addrspace(1), i32)

define ptx_kernel void @k(ptr addrspace(1) %p, ptr %g, ptr addrspace(3) %s, i32 %a, i64 %w) {
  %1 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %g, i32 %a)
  %2 = call i32 @llvm.nvvm.atomic.load.dec.32.p1(ptr addrspace(1) %p, i32 %1)
  %3 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %g, i32 %2)
  %4 = call i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0(ptr %g, i64 %w)
  %5 = call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr %g, i32 %3, i32 7)
  %6 = call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %g, i32 %5)
  %7 = call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p1(ptr addrspace(1) %p, float 1.0)
  %8 = call i64 @llvm.nvvm.atomic.max.gen.i.cta.i64.p3(ptr addrspace(3) %s, i64 %4)
  %9 = call i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p1(ptr addrspace(1) %p, i32 %6)
  %10 = call i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p1(ptr addrspace(1) %p, i32 %9)
  %11 = call i32 @llvm.nvvm.atomic.or.gen.i.sys.i32.p1(ptr addrspace(1) %p, i32 8)
  %12 = call i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p1(ptr addrspace(1) %p, i32 %10)
  %13 = call i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p1(ptr addrspace(1) %p, i32 %12)
  %14 = call i32 @llvm.nvvm.atomic.dec.gen.i.cta.i32.p1(ptr addrspace(1) %p, i32 %13)
  store i32 %14, ptr addrspace(1) %p
  store float %7, ptr addrspace(1) %p
  store i64 %8, ptr addrspace(1) %p
  ret void
}
