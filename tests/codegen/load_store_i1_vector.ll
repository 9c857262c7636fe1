; Loads and stores of vectors of i1: memory holds them as bits (LangRef:
; packed, element 0 the least significant bit; the store size is whole
; bytes), as LLVM's NVPTX back end reads and writes them.  <3 x i1> is a
; byte: each element tested out of it, and the byte built again from the
; elements (0 and 2 flipped), bits 3-7 zero.  <72 x i1> is nine bytes:
; an i64 and an i8 (i72 has no machine parts); element 70 is bit 6 of
; the ninth byte.
; SM: 80
; CHECK: ld.param.u64 %rd1, [three_param_0];
; CHECK: ld.param.u64 %rd2, [three_param_1];
; CHECK: ld.global.u8 %rs1, [%rd1];
; CHECK: and.b16 %rs2, %rs1, 1;
; CHECK: setp.ne.s16 %p1, %rs2, 0;
; CHECK: not.pred %p2, %p1;
; CHECK: selp.b16 %rs3, 1, 0, %p2;
; CHECK: and.b16 %rs4, %rs1, 2;
; CHECK: setp.ne.s16 %p3, %rs4, 0;
; CHECK: mov.pred %p4, 0;
; CHECK: xor.pred %p5, %p3, %p4;
; CHECK: selp.b16 %rs5, 1, 0, %p5;
; CHECK: shl.b16 %rs6, %rs5, 1;
; CHECK: or.b16 %rs7, %rs3, %rs6;
; CHECK: and.b16 %rs8, %rs1, 4;
; CHECK: setp.ne.s16 %p6, %rs8, 0;
; CHECK: not.pred %p7, %p6;
; CHECK: selp.b16 %rs9, 1, 0, %p7;
; CHECK: shl.b16 %rs10, %rs9, 2;
; CHECK: or.b16 %rs11, %rs7, %rs10;
; CHECK: st.global.u8 [%rd2], %rs11;
; CHECK: ret;
; CHECK: ld.param.u64 %rd1, [seventytwo_param_0];
; CHECK: ld.param.u64 %rd2, [seventytwo_param_1];
; CHECK: ld.global.u64 %rd3, [%rd1];
; CHECK: ld.global.u8 %rs1, [%rd1+8];
; CHECK: and.b16 %rs2, %rs1, 64;
; CHECK: setp.ne.s16 %p1, %rs2, 0;
; CHECK: selp.b32 %r1, 1, 0, %p1;
; CHECK: st.global.u32 [%rd2], %r1;
; CHECK: ret;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; <3 x i1>: one byte; elements 0 and 2 flipped, element 1 kept; the
; store writes bits 0-2, bits 3-7 zero.
define void @three(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <3 x i1>, ptr addrspace(1) %p, align 1
  %w = xor <3 x i1> %v, <i1 true, i1 false, i1 true>
  store <3 x i1> %w, ptr addrspace(1) %q, align 1
  ret void
}

; <72 x i1>: nine bytes, and i72 has no machine parts: byte by byte;
; element 70 is bit 6 of byte 8.
define void @seventytwo(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <72 x i1>, ptr addrspace(1) %p, align 16
  %e = extractelement <72 x i1> %v, i32 70
  %z = zext i1 %e to i32
  store i32 %z, ptr addrspace(1) %q, align 4
  ret void
}
