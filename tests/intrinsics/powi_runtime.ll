; llvm.powi with an exponent known only at run time has no PTX form (llc
; stops on it too): a located error naming libdevice's functions.
; SM: 80
; EXPECT-ERROR: unsupported: intrinsic '@llvm.powi.f32.i32' with an exponent known only at run time: PTX has no pow (call libdevice's __nv_powi or __nv_powif)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, float %x, i32 %n) {
  %a = call float @llvm.powi.f32.i32(float %x, i32 %n)
  store float %a, ptr addrspace(1) %p
  ret void
}
declare float @llvm.powi.f32.i32(float, i32)
