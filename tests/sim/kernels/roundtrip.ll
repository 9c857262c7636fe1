; tests/sim/kernels/roundtrip.ll -- integers converted to floating point
; and back, which tnvcc folds to the integer when the float holds every
; value of its type exactly (isel/dag/dag.c, int_round_trip): i16 through
; float, i8 through half, i32 through double to i64, u16 through float to
; i32; and a 24-bit value in an i32 through float, which is not folded (an
; i32 may not fit) but is exact.  Inputs are masked into the range where
; the result is defined (out of it, it is poison).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @roundtrip(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %x0 = load i32, ptr addrspace(1) %ip, align 4
  %x = xor i32 %x0, %g
  %op = getelementptr inbounds [5 x i64], ptr addrspace(1) %out, i64 %g64
  ; i16 in [0, 32767] through float
  %a0 = and i32 %x, 32767
  %a1 = trunc i32 %a0 to i16
  %a2 = zext i16 %a1 to i32
  %a3 = uitofp i32 %a2 to float
  %a4 = fptosi float %a3 to i16
  %a5 = sext i16 %a4 to i64
  store i64 %a5, ptr addrspace(1) %op, align 8
  ; i8 through half, signed
  %c0 = trunc i32 %x to i8
  %c1 = sext i8 %c0 to i16
  %c2 = sitofp i16 %c1 to half
  %c3 = fptosi half %c2 to i8
  %c4 = sext i8 %c3 to i64
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %op, i64 1
  store i64 %c4, ptr addrspace(1) %o1, align 8
  ; i32 through double to i64
  %d0 = sub i32 0, %x
  %d1 = sitofp i32 %d0 to double
  %d2 = fptosi double %d1 to i64
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %op, i64 2
  store i64 %d2, ptr addrspace(1) %o2, align 8
  ; u16 through float to i32
  %e0 = lshr i32 %x, 7
  %e1 = trunc i32 %e0 to i16
  %e2 = zext i16 %e1 to i32
  %e3 = uitofp i32 %e2 to float
  %e4 = fptoui float %e3 to i32
  %e5 = zext i32 %e4 to i64
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %op, i64 3
  store i64 %e5, ptr addrspace(1) %o3, align 8
  ; 24 bits in an i32 through float: exact, not folded
  %f0 = and i32 %x, 16777215
  %f1 = uitofp i32 %f0 to float
  %f2 = fptosi float %f1 to i32
  %f3 = sext i32 %f2 to i64
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %op, i64 4
  store i64 %f3, ptr addrspace(1) %o4, align 8
  ret void
}
