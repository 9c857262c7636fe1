; Vectors of half and bfloat are element-wise, one 16-bit register per
; element (isel/legal/parts.c), loaded and stored as ld/st.v2.b16 or .v4.b16.
; The packed f16x2 instructions are not used: for pairs of scalar
; operations ptxas emits the same SASS itself (measured with ptxas+cuobjdump on
; sm_80 and sm_90: the same instruction count either way).  fneg is the
; sign bit of each element; a compare gives one predicate per element.
; SM: 90a
; CHECK: ld.global.v2.b16 {%rs1, %rs2}, [%rd1];
; CHECK: mul.rn.f16 %rs5, %rs1, %rs3;
; CHECK: mul.rn.f16 %rs6, %rs2, %rs4;
; CHECK: setp.gt.f16 %p1, %rs5, %rs7;
; CHECK: xor.b16 %rs8, %rs5, -32768;
; CHECK: selp.b16 %rs9, %rs5, %rs8, %p1;
; CHECK: setp.gt.f16 %p2, %rs6, %rs10;
; CHECK: st.global.v2.b16 [%rd3], {
; CHECK: ld.global.v4.b16
; CHECK: fma.rn.bf16
; CHECK: fma.rn.bf16
; CHECK: fma.rn.bf16
; CHECK: fma.rn.bf16
; CHECK: st.global.v4.b16
; CHECK-NOT: f16x2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @h2(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %o) {
  %a = load <2 x half>, ptr addrspace(1) %p, align 4
  %b = load <2 x half>, ptr addrspace(1) %q, align 4
  %m = fmul <2 x half> %a, %b
  %c = fcmp ogt <2 x half> %m, zeroinitializer
  %n = fneg <2 x half> %m
  %r = select <2 x i1> %c, <2 x half> %m, <2 x half> %n
  store <2 x half> %r, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @b4(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %a = load <4 x bfloat>, ptr addrspace(1) %p, align 8
  %f = call <4 x bfloat> @llvm.fma.v4bf16(<4 x bfloat> %a, <4 x bfloat> %a, <4 x bfloat> %a)
  store <4 x bfloat> %f, ptr addrspace(1) %o, align 8
  ret void
}

declare <4 x bfloat> @llvm.fma.v4bf16(<4 x bfloat>, <4 x bfloat>, <4 x bfloat>)
