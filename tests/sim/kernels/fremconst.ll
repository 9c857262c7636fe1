; tests/sim/kernels/fremconst.ll -- frem of two constants, which tnvcc
; folds with the host's fmod (isel/lower/fpmath.c, frem_const) and llc-19
; folds too: both must give libm's exact remainder, also where a - trunc(a
; / b) * b at run time would not (about 1e30 rem 3.3 in float, 1e300 rem
; 0.7: tnvcc's run-time expansion differed from llc-19 here).  Each result
; is combined with a value read per thread, so the stores differ.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @fremconst(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %t64
  %x = load float, ptr addrspace(1) %ip, align 4
  %xd = fpext float %x to double
  %op = getelementptr inbounds [6 x double], ptr addrspace(1) %out, i64 %t64
  %a = frem double 1.0e+10, 7.0
  %a1 = fadd double %a, %xd
  store double %a1, ptr addrspace(1) %op, align 8
  %b = frem float -7.0, 3.0
  %b1 = fadd float %b, %x
  %b2 = fpext float %b1 to double
  %o1 = getelementptr inbounds double, ptr addrspace(1) %op, i64 1
  store double %b2, ptr addrspace(1) %o1, align 8
  %c = frem float 5.5, -2.0
  %c1 = fmul float %c, %x
  %c2 = fpext float %c1 to double
  %o2 = getelementptr inbounds double, ptr addrspace(1) %op, i64 2
  store double %c2, ptr addrspace(1) %o2, align 8
  %d = frem float 0x46293E5940000000, 0x400A666660000000
  %d1 = fadd float %d, %x
  %d2 = fpext float %d1 to double
  %o3 = getelementptr inbounds double, ptr addrspace(1) %op, i64 3
  store double %d2, ptr addrspace(1) %o3, align 8
  %e = frem double 1.0e+300, 0.7
  %e1 = fadd double %e, %xd
  %o4 = getelementptr inbounds double, ptr addrspace(1) %op, i64 4
  store double %e1, ptr addrspace(1) %o4, align 8
  %f = frem double -0.0, 5.0
  %f1 = fmul double %f, %xd
  %o5 = getelementptr inbounds double, ptr addrspace(1) %op, i64 5
  store double %f1, ptr addrspace(1) %o5, align 8
  ret void
}
