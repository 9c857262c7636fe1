; The same intrinsics in the typed-pointer dialect of libNVVM (LLVM 7):
; their names carry the pointee type (.p1i32, .p0f32) and their pointers
; are typed; isspacep takes an i8*.
; SM: 80
; CHECK: atom.relaxed.gpu.global.inc.u32 %r
; CHECK: atom.relaxed.cta.shared.add.f32 %f
; CHECK: ld.global.nc.f32 %f
; CHECK: isspacep.global %p
; CHECK: shfl.sync.down.b32 %f
target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)*, i32)
declare float @llvm.nvvm.atomic.add.gen.f.cta.f32.p3f32(float addrspace(3)*, float)
declare float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)*, i32)
declare i1 @llvm.nvvm.isspacep.global(i8*)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)

define void @k(i32 addrspace(1)* %p, float addrspace(3)* %s, float addrspace(1)* %f, i8* %g) {
  %a = call i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)* %p, i32 100)
  %b = call float @llvm.nvvm.atomic.add.gen.f.cta.f32.p3f32(float addrspace(3)* %s, float 1.0)
  %c = call float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)* %f, i32 4)
  %d = call i1 @llvm.nvvm.isspacep.global(i8* %g)
  %e = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %c, i32 1, i32 31)
  %x = fadd float %b, %e
  store float %x, float addrspace(1)* %f
  %z = zext i1 %d to i32
  %y = add i32 %a, %z
  store i32 %y, i32 addrspace(1)* %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, float addrspace(3)*, float addrspace(1)*, i8*)* @k, !"kernel", i32 1}
