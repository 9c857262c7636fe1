; tests/sim/kernels/frexp.ll -- llvm.frexp on f32 and f64
; (isel/lower/fpmath.c, frexp_lane) beside llc-19: each thread's value is
; a hash of its index read as float bits (normal and subnormal numbers of
; both signs, infinities and NaNs among them), and the low bits of the
; index pick zero, -0, the smallest subnormal and the largest normal.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)

define ptx_kernel void @frexp(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %h = mul i32 %g, -1640531535
  %lo = and i32 %g, 7
  %h1 = select i1 true, i32 %h, i32 0
  %is0 = icmp eq i32 %lo, 0
  %v0 = select i1 %is0, i32 0, i32 %h1
  %is1 = icmp eq i32 %lo, 1
  %v1 = select i1 %is1, i32 -2147483648, i32 %v0
  %is2 = icmp eq i32 %lo, 2
  %v2 = select i1 %is2, i32 1, i32 %v1
  %is3 = icmp eq i32 %lo, 3
  %v3 = select i1 %is3, i32 2139095039, i32 %v2
  %is4 = icmp eq i32 %lo, 4
  %small = lshr i32 %h, 9
  %v4 = select i1 %is4, i32 %small, i32 %v3
  %x = bitcast i32 %v4 to float
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %m = extractvalue { float, i32 } %r, 0
  %e = extractvalue { float, i32 } %r, 1
  %o = getelementptr inbounds [8 x i32], ptr addrspace(1) %out, i64 %g64
  store float %m, ptr addrspace(1) %o, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %e, ptr addrspace(1) %o1, align 4
  %w = zext i32 %v4 to i64
  %wh = mul i64 %w, -7046029254386353131
  %wsel = select i1 %is4, i64 %w, i64 %wh
  %d = bitcast i64 %wsel to double
  %rd = call { double, i32 } @llvm.frexp.f64.i32(double %d)
  %md = extractvalue { double, i32 } %rd, 0
  %ed = extractvalue { double, i32 } %rd, 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  store double %md, ptr addrspace(1) %o2, align 8
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 4
  store i32 %ed, ptr addrspace(1) %o4, align 4
  %vx = insertelement <2 x float> <float poison, float 0xB7F0556400000000>, float %x, i32 0
  %rv = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %vx)
  %mv = extractvalue { <2 x float>, <2 x i32> } %rv, 0
  %ev = extractvalue { <2 x float>, <2 x i32> } %rv, 1
  %m1 = extractelement <2 x float> %mv, i32 1
  %e1 = extractelement <2 x i32> %ev, i32 1
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 5
  store float %m1, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 6
  store i32 %e1, ptr addrspace(1) %o6, align 4
  ret void
}
