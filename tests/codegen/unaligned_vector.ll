; Under-aligned vectors.  One ld.v4/st.v4 only where the alignment covers
; the whole vector; at a smaller alignment the widest group of 2 or 4
; elements that it covers (a <4 x float> at align 8 is two ld.v2.f32, as
; LLVM's NVPTX does), else element by element, and an element its
; alignment does not cover in pieces (a float at align 1: four bytes);
; a <4 x i8> at align 2 is two ld.v2.u8.
; SM: 80
; CHECK: .visible .func v4f32(
; CHECK: ld.param.u64 %rd1, [v4f32_param_0];
; CHECK: ld.param.u64 %rd2, [v4f32_param_1];
; CHECK: ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];
; CHECK: ld.global.v2.f32 {%f5, %f6}, [%rd1+16];
; CHECK: ld.global.v2.f32 {%f7, %f8}, [%rd1+24];
; CHECK: ld.global.f32 %f9, [%rd1+32];
; CHECK: ld.global.f32 %f10, [%rd1+36];
; CHECK: ld.global.f32 %f11, [%rd1+40];
; CHECK: ld.global.f32 %f12, [%rd1+44];
; CHECK: add.rn.f32 %f13, %f1, %f5;
; CHECK: add.rn.f32 %f14, %f13, %f9;
; CHECK: add.rn.f32 %f15, %f2, %f6;
; CHECK: add.rn.f32 %f16, %f15, %f10;
; CHECK: add.rn.f32 %f17, %f3, %f7;
; CHECK: add.rn.f32 %f18, %f17, %f11;
; CHECK: add.rn.f32 %f19, %f4, %f8;
; CHECK: add.rn.f32 %f20, %f19, %f12;
; CHECK: st.global.v2.f32 [%rd2], {%f14, %f16};
; CHECK: st.global.v2.f32 [%rd2+8], {%f18, %f20};
; CHECK: st.global.f32 [%rd2+16], %f14;
; CHECK: st.global.f32 [%rd2+20], %f16;
; CHECK: st.global.f32 [%rd2+24], %f18;
; CHECK: st.global.f32 [%rd2+28], %f20;
; CHECK: ret;
; CHECK: .visible .func v2f32_a1(
; CHECK: ld.param.u64 %rd1, [v2f32_a1_param_0];
; CHECK: ld.param.u64 %rd2, [v2f32_a1_param_1];
; CHECK: ld.global.u8 %rs1, [%rd1];
; CHECK: ld.global.u8 %rs2, [%rd1+1];
; CHECK: ld.global.u8 %rs3, [%rd1+2];
; CHECK: ld.global.u8 %rs4, [%rd1+3];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 %r2, {%rs3, %rs4};
; CHECK: prmt.b32 %r3, %r1, %r2, 25632;
; CHECK: mov.b32 %f1, %r3;
; CHECK: ld.global.u8 %rs5, [%rd1+4];
; CHECK: ld.global.u8 %rs6, [%rd1+5];
; CHECK: ld.global.u8 %rs7, [%rd1+6];
; CHECK: ld.global.u8 %rs8, [%rd1+7];
; CHECK: mov.b32 %r4, {%rs5, %rs6};
; CHECK: mov.b32 %r5, {%rs7, %rs8};
; CHECK: prmt.b32 %r6, %r4, %r5, 25632;
; CHECK: mov.b32 %f2, %r6;
; CHECK: mov.b32 {%rs9, _}, %f1;
; CHECK: st.global.u16 [%rd2], %rs9;
; CHECK: mov.b32 {_, %rs10}, %f1;
; CHECK: st.global.u16 [%rd2+2], %rs10;
; CHECK: mov.b32 {%rs11, _}, %f2;
; CHECK: st.global.u16 [%rd2+4], %rs11;
; CHECK: mov.b32 {_, %rs12}, %f2;
; CHECK: st.global.u16 [%rd2+6], %rs12;
; CHECK: ret;
; CHECK: .visible .func halfs(
; CHECK: ld.param.u64 %rd1, [halfs_param_0];
; CHECK: ld.param.u64 %rd2, [halfs_param_1];
; CHECK: ld.global.b16 %rs5, [%rd1];
; CHECK: ld.global.b16 %rs6, [%rd1+2];
; CHECK: st.global.b16 [%rd2], %rs5;
; CHECK: st.global.b16 [%rd2+2], %rs6;
; CHECK: ld.global.v2.u16 {%rs1, %rs2}, [%rd1+8];
; CHECK: ld.global.v2.u16 {%rs3, %rs4}, [%rd1+12];
; CHECK: st.global.v2.u16 [%rd2+8], {%rs1, %rs2};
; CHECK: st.global.v2.u16 [%rd2+12], {%rs3, %rs4};
; CHECK: ret;
; CHECK: .visible .func bytes(
; CHECK: ld.param.u64 %rd1, [bytes_param_0];
; CHECK: ld.param.u64 %rd2, [bytes_param_1];
; CHECK: ld.global.v2.u8 {%rs1, %rs2}, [%rd1];
; CHECK: ld.global.v2.u8 {%rs3, %rs4}, [%rd1+2];
; CHECK: st.global.u8 [%rd2], %rs1;
; CHECK: st.global.u8 [%rd2+1], %rs2;
; CHECK: st.global.u8 [%rd2+2], %rs3;
; CHECK: st.global.u8 [%rd2+3], %rs4;
; CHECK: ret;
; CHECK-NOT: ld.global.v4.f32 {%f5
; CHECK-NOT: st.global.v4.f32
; CHECK-NOT: ld.global.v2.f32 {%f9
; CHECK-NOT: ld.global.f32 %f1,
; CHECK-NOT: ld.global.b32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; <4 x float>: one ld.v4 at align 16, two ld.v2 at align 8, four scalar
; loads at align 4, words put together from bytes at align 1.
define void @v4f32(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load <4 x float>, ptr addrspace(1) %p, align 16
  %p16 = getelementptr i8, ptr addrspace(1) %p, i64 16
  %b = load <4 x float>, ptr addrspace(1) %p16, align 8
  %p32 = getelementptr i8, ptr addrspace(1) %p, i64 32
  %c = load <4 x float>, ptr addrspace(1) %p32, align 4
  %s1 = fadd <4 x float> %a, %b
  %s2 = fadd <4 x float> %s1, %c
  store <4 x float> %s2, ptr addrspace(1) %q, align 8
  %q16 = getelementptr i8, ptr addrspace(1) %q, i64 16
  store <4 x float> %s2, ptr addrspace(1) %q16, align 4
  ret void
}

define void @v2f32_a1(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <2 x float>, ptr addrspace(1) %p, align 1
  store <2 x float> %v, ptr addrspace(1) %q, align 2
  ret void
}

; <2 x half> at align 2: each element on its own; <4 x i16> at align 4:
; two ld.v2.
define void @halfs(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <2 x half>, ptr addrspace(1) %p, align 2
  store <2 x half> %v, ptr addrspace(1) %q, align 2
  %p8 = getelementptr i8, ptr addrspace(1) %p, i64 8
  %w = load <4 x i16>, ptr addrspace(1) %p8, align 4
  %q8 = getelementptr i8, ptr addrspace(1) %q, i64 8
  store <4 x i16> %w, ptr addrspace(1) %q8, align 4
  ret void
}

; <4 x i8> at align 2: two ld.v2.u8; at align 1: four bytes.
define void @bytes(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <4 x i8>, ptr addrspace(1) %p, align 2
  store <4 x i8> %v, ptr addrspace(1) %q, align 1
  ret void
}
