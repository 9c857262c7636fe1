; The m16n16k8 accumulator fragment belongs to tf32 wmma, an sm_80 form:
; on sm_75 the selector names the first target that has it.
; SM: 75
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.wmma.m16n16k8.load.c.row.f32.p1' needs sm_80 or newer (target is sm_75)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k8.load.c.row.f32.p1(ptr addrspace(1))

define {float, float, float, float, float, float, float, float} @f(ptr addrspace(1) %p) {
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k8.load.c.row.f32.p1(ptr addrspace(1) %p)
  ret {float, float, float, float, float, float, float, float} %r
}
