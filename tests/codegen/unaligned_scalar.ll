; Under-aligned scalar loads and stores (isel/legal/unaligned.c).  PTX wants
; every access aligned to its size, so a part whose `align` is smaller is
; read and written in the widest pieces the alignment allows at each
; piece's own address -- bytes at align 1, halves at align 2, words at
; align 4 -- little-endian: the lowest address holds the lowest bits.
; Two halves are one mov.b32/mov.b64 {lo, hi}; other mixes are cvt, shl
; and or.  Floats travel through integer registers (mov.b32 %f, ...).
; An i32 at offset 1 of a 4-aligned base is a byte, a half and a byte; a
; constant is stored as constant pieces; an access its alignment covers
; (or with no `align`: the type's ABI alignment) stays one instruction.
; Odd widths take their store size in pieces (i24: three bytes, i48:
; three halves), and a volatile access is volatile in every piece.
; An under-aligned atomic cannot be split: atomic_underaligned.ll.
; SM: 80
; CHECK: .visible .func i32_a1(
; CHECK: ld.param.u64 %rd1, [i32_a1_param_0];
; CHECK: ld.param.u64 %rd2, [i32_a1_param_1];
; CHECK: ld.global.u8 %rs1, [%rd1];
; CHECK: ld.global.u8 %rs2, [%rd1+1];
; CHECK: ld.global.u8 %rs3, [%rd1+2];
; CHECK: ld.global.u8 %rs4, [%rd1+3];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 %r2, {%rs3, %rs4};
; CHECK: prmt.b32 %r3, %r1, %r2, 25632;
; CHECK: cvt.u16.u32 %rs5, %r3;
; CHECK: st.global.u8 [%rd2], %rs5;
; CHECK: shr.u32 %r4, %r3, 8;
; CHECK: cvt.u16.u32 %rs6, %r4;
; CHECK: st.global.u8 [%rd2+1], %rs6;
; CHECK: shr.u32 %r5, %r3, 16;
; CHECK: cvt.u16.u32 %rs7, %r5;
; CHECK: st.global.u8 [%rd2+2], %rs7;
; CHECK: shr.u32 %r6, %r3, 24;
; CHECK: cvt.u16.u32 %rs8, %r6;
; CHECK: st.global.u8 [%rd2+3], %rs8;
; CHECK: ret;
; CHECK: .visible .func i32_a2(
; CHECK: ld.param.u64 %rd1, [i32_a2_param_0];
; CHECK: ld.param.u64 %rd2, [i32_a2_param_1];
; CHECK: ld.global.u16 %rs1, [%rd1];
; CHECK: ld.global.u16 %rs2, [%rd1+2];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 {%rs3, _}, %r1;
; CHECK: st.global.u16 [%rd2], %rs3;
; CHECK: mov.b32 {_, %rs4}, %r1;
; CHECK: st.global.u16 [%rd2+2], %rs4;
; CHECK: ret;
; CHECK: .visible .func i64_a4(
; CHECK: ld.param.u64 %rd1, [i64_a4_param_0];
; CHECK: ld.param.u64 %rd2, [i64_a4_param_1];
; CHECK: ld.global.u32 %r1, [%rd1];
; CHECK: ld.global.u32 %r2, [%rd1+4];
; CHECK: mov.b64 %rd3, {%r1, %r2};
; CHECK: mov.b64 {%r3, _}, %rd3;
; CHECK: mov.b64 {_, %r4}, %rd3;
; CHECK: mov.b32 {%rs1, _}, %r3;
; CHECK: st.global.u16 [%rd2], %rs1;
; CHECK: mov.b32 {_, %rs2}, %r3;
; CHECK: st.global.u16 [%rd2+2], %rs2;
; CHECK: mov.b32 {%rs3, _}, %r4;
; CHECK: st.global.u16 [%rd2+4], %rs3;
; CHECK: mov.b32 {_, %rs4}, %r4;
; CHECK: st.global.u16 [%rd2+6], %rs4;
; CHECK: ret;
; CHECK: .visible .func floats(
; CHECK: ld.param.u64 %rd1, [floats_param_0];
; CHECK: ld.param.u64 %rd2, [floats_param_1];
; CHECK: ld.global.u16 %rs1, [%rd1];
; CHECK: ld.global.u16 %rs2, [%rd1+2];
; CHECK: ld.global.u32 %r1, [%rd1+8];
; CHECK: ld.global.u32 %r2, [%rd1+12];
; CHECK: mov.b64 %fd1, {%r1, %r2};
; CHECK: add.rn.f64 %fd2, %fd1, 0d3FF0000000000000;
; CHECK: mov.b32 %f1, {%rs1, %rs2};
; CHECK: add.rn.f32 %f2, %f1, 0f3F800000;
; CHECK: mov.b32 %r3, %f2;
; CHECK: cvt.u16.u32 %rs3, %r3;
; CHECK: st.global.u8 [%rd2], %rs3;
; CHECK: shr.u32 %r4, %r3, 8;
; CHECK: cvt.u16.u32 %rs4, %r4;
; CHECK: st.global.u8 [%rd2+1], %rs4;
; CHECK: shr.u32 %r5, %r3, 16;
; CHECK: cvt.u16.u32 %rs5, %r5;
; CHECK: st.global.u8 [%rd2+2], %rs5;
; CHECK: shr.u32 %r6, %r3, 24;
; CHECK: cvt.u16.u32 %rs6, %r6;
; CHECK: st.global.u8 [%rd2+3], %rs6;
; CHECK: mov.b64 {%r7, _}, %fd2;
; CHECK: st.global.u32 [%rd2+8], %r7;
; CHECK: mov.b64 {_, %r8}, %fd2;
; CHECK: st.global.u32 [%rd2+12], %r8;
; CHECK: ret;
; CHECK: .visible .func halves(
; CHECK: ld.param.u64 %rd1, [halves_param_0];
; CHECK: ld.param.u64 %rd2, [halves_param_1];
; CHECK: ld.global.u8 %rs1, [%rd1];
; CHECK: ld.global.u8 %rs2, [%rd1+1];
; CHECK: ld.global.u8 %rs3, [%rd1+4];
; CHECK: ld.global.u8 %rs4, [%rd1+5];
; CHECK: shl.b16 %rs5, %rs2, 8;
; CHECK: or.b16 %rs6, %rs1, %rs5;
; CHECK: st.global.u8 [%rd2], %rs6;
; CHECK: shr.u16 %rs7, %rs6, 8;
; CHECK: st.global.u8 [%rd2+1], %rs7;
; CHECK: shl.b16 %rs8, %rs4, 8;
; CHECK: or.b16 %rs9, %rs3, %rs8;
; CHECK: st.global.u8 [%rd2+4], %rs9;
; CHECK: shr.u16 %rs10, %rs9, 8;
; CHECK: st.global.u8 [%rd2+5], %rs10;
; CHECK: ret;
; CHECK: .visible .func i128_a4(
; CHECK: ld.param.u64 %rd1, [i128_a4_param_0];
; CHECK: ld.param.u64 %rd2, [i128_a4_param_1];
; CHECK: ld.global.u32 %r1, [%rd1];
; CHECK: ld.global.u32 %r2, [%rd1+4];
; CHECK: mov.b64 %rd3, {%r1, %r2};
; CHECK: ld.global.u32 %r3, [%rd1+8];
; CHECK: ld.global.u32 %r4, [%rd1+12];
; CHECK: mov.b64 %rd4, {%r3, %r4};
; CHECK: mov.b64 {%r5, _}, %rd3;
; CHECK: st.global.u32 [%rd2], %r5;
; CHECK: mov.b64 {_, %r6}, %rd3;
; CHECK: st.global.u32 [%rd2+4], %r6;
; CHECK: mov.b64 {%r7, _}, %rd4;
; CHECK: st.global.u32 [%rd2+8], %r7;
; CHECK: mov.b64 {_, %r8}, %rd4;
; CHECK: st.global.u32 [%rd2+12], %r8;
; CHECK: ret;
; CHECK: .visible .func const_a1(
; CHECK: ld.param.u64 %rd1, [const_a1_param_0];
; CHECK: st.global.u8 [%rd1], 120;
; CHECK: st.global.u8 [%rd1+1], 86;
; CHECK: st.global.u8 [%rd1+2], 52;
; CHECK: st.global.u8 [%rd1+3], 18;
; CHECK: st.global.u16 [%rd1+4], 0;
; CHECK: st.global.u16 [%rd1+6], 16256;
; CHECK: ret;
; CHECK: .visible .func mixed(
; CHECK: ld.param.u64 %rd1, [mixed_param_0];
; CHECK: ld.param.u64 %rd2, [mixed_param_1];
; CHECK: ld.global.u8 %rs1, [%rd1];
; CHECK: ld.global.u8 %r1, [%rd1+1];
; CHECK: ld.global.u16 %r2, [%rd1+2];
; CHECK: ld.global.u8 %r3, [%rd1+4];
; CHECK: shl.b32 %r4, %r2, 8;
; CHECK: or.b32 %r5, %r1, %r4;
; CHECK: shl.b32 %r6, %r3, 24;
; CHECK: or.b32 %r7, %r5, %r6;
; CHECK: st.global.u8 [%rd2], %rs1;
; CHECK: cvt.u16.u32 %rs2, %r7;
; CHECK: st.global.u8 [%rd2+1], %rs2;
; CHECK: shr.u32 %r8, %r7, 8;
; CHECK: cvt.u16.u32 %rs3, %r8;
; CHECK: st.global.u16 [%rd2+2], %rs3;
; CHECK: shr.u32 %r9, %r7, 24;
; CHECK: cvt.u16.u32 %rs4, %r9;
; CHECK: st.global.u8 [%rd2+4], %rs4;
; CHECK: ret;
; CHECK: .visible .func aligned(
; CHECK: ld.param.u64 %rd1, [aligned_param_0];
; CHECK: ld.param.u64 %rd2, [aligned_param_1];
; CHECK: ld.global.u32 %r1, [%rd1];
; CHECK: st.global.u32 [%rd2], %r1;
; CHECK: ld.global.u64 %rd3, [%rd1+8];
; CHECK: st.global.u64 [%rd2+8], %rd3;
; CHECK: ret;
; CHECK: .visible .func odd_widths(
; CHECK: ld.param.u64 %rd1, [odd_widths_param_0];
; CHECK: ld.param.u64 %rd2, [odd_widths_param_1];
; CHECK: ld.global.u8 %r1, [%rd1];
; CHECK: ld.global.u8 %r2, [%rd1+1];
; CHECK: ld.global.u8 %r3, [%rd1+2];
; CHECK: shl.b32 %r4, %r2, 8;
; CHECK: or.b32 %r5, %r1, %r4;
; CHECK: shl.b32 %r6, %r3, 16;
; CHECK: or.b32 %r7, %r5, %r6;
; CHECK: cvt.u16.u32 %rs1, %r7;
; CHECK: st.global.u8 [%rd2], %rs1;
; CHECK: shr.u32 %r8, %r7, 8;
; CHECK: cvt.u16.u32 %rs2, %r8;
; CHECK: st.global.u8 [%rd2+1], %rs2;
; CHECK: shr.u32 %r9, %r7, 16;
; CHECK: cvt.u16.u32 %rs3, %r9;
; CHECK: st.global.u8 [%rd2+2], %rs3;
; CHECK: ld.global.u16 %rs4, [%rd1+8];
; CHECK: ld.global.u16 %rs5, [%rd1+10];
; CHECK: ld.global.u16 %rs6, [%rd1+12];
; CHECK: cvt.u64.u16 %rd3, %rs4;
; CHECK: cvt.u64.u16 %rd4, %rs5;
; CHECK: shl.b64 %rd5, %rd4, 16;
; CHECK: or.b64 %rd6, %rd3, %rd5;
; CHECK: cvt.u64.u16 %rd7, %rs6;
; CHECK: shl.b64 %rd8, %rd7, 32;
; CHECK: or.b64 %rd9, %rd6, %rd8;
; CHECK: cvt.u16.u64 %rs7, %rd9;
; CHECK: st.global.u16 [%rd2+8], %rs7;
; CHECK: shr.u64 %rd10, %rd9, 16;
; CHECK: cvt.u16.u64 %rs8, %rd10;
; CHECK: st.global.u16 [%rd2+10], %rs8;
; CHECK: shr.u64 %rd11, %rd9, 32;
; CHECK: cvt.u16.u64 %rs9, %rd11;
; CHECK: st.global.u16 [%rd2+12], %rs9;
; CHECK: ret;
; CHECK: .visible .func volatile_a2(
; CHECK: ld.param.u64 %rd1, [volatile_a2_param_0];
; CHECK: ld.param.u64 %rd2, [volatile_a2_param_1];
; CHECK: ld.volatile.global.u16 %rs1, [%rd1];
; CHECK: ld.volatile.global.u16 %rs2, [%rd1+2];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 {%rs3, _}, %r1;
; CHECK: st.volatile.global.u16 [%rd2], %rs3;
; CHECK: mov.b32 {_, %rs4}, %r1;
; CHECK: st.volatile.global.u16 [%rd2+2], %rs4;
; CHECK: ret;
; CHECK-NOT: ld.global.f32
; CHECK-NOT: ld.global.f64
; CHECK-NOT: st.global.f32
; CHECK-NOT: st.global.f64
; CHECK-NOT: ld.global.u32 %r1, [%rd1+1]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; i32 at align 1: four bytes, little-endian.
define void @i32_a1(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i32, ptr addrspace(1) %p, align 1
  store i32 %v, ptr addrspace(1) %q, align 1
  ret void
}

; i32 at align 2: two halves packed with one mov.
define void @i32_a2(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i32, ptr addrspace(1) %p, align 2
  store i32 %v, ptr addrspace(1) %q, align 2
  ret void
}

; i64 at align 4 (two words), stored at align 2 (four halves).
define void @i64_a4(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i64, ptr addrspace(1) %p, align 4
  store i64 %v, ptr addrspace(1) %q, align 2
  ret void
}

; float at align 2 and double at align 4: the bits travel in integer
; registers, then mov.b32 / mov.b64 to the float register.
define void @floats(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %f = load float, ptr addrspace(1) %p, align 2
  %d8 = getelementptr i8, ptr addrspace(1) %p, i64 8
  %d = load double, ptr addrspace(1) %d8, align 4
  %f2 = fadd float %f, 1.0
  %d2 = fadd double %d, 1.0
  store float %f2, ptr addrspace(1) %q, align 1
  %q8 = getelementptr i8, ptr addrspace(1) %q, i64 8
  store double %d2, ptr addrspace(1) %q8, align 4
  ret void
}

; half and bfloat at align 1.
define void @halves(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %h = load half, ptr addrspace(1) %p, align 1
  %b4 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %b = load bfloat, ptr addrspace(1) %b4, align 1
  store half %h, ptr addrspace(1) %q, align 1
  %q4 = getelementptr i8, ptr addrspace(1) %q, i64 4
  store bfloat %b, ptr addrspace(1) %q4, align 1
  ret void
}

; i128 at align 4: each 64-bit half in two words.
define void @i128_a4(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i128, ptr addrspace(1) %p, align 4
  store i128 %v, ptr addrspace(1) %q, align 4
  ret void
}

; A constant stored under-aligned: constant pieces, no shifts.
define void @const_a1(ptr addrspace(1) %q) {
  store i32 305419896, ptr addrspace(1) %q, align 1
  %q4 = getelementptr i8, ptr addrspace(1) %q, i64 4
  store float 1.0, ptr addrspace(1) %q4, align 2
  ret void
}

; The alignment of each piece is that of its own address: an i32 at
; offset 1 of a 4-aligned base is a byte, a half and a byte.
define void @mixed(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %p1 = getelementptr i8, ptr addrspace(1) %p, i64 1
  %v = load <{ i8, i32 }>, ptr addrspace(1) %p, align 4
  store <{ i8, i32 }> %v, ptr addrspace(1) %q, align 4
  ret void
}

; No split where the alignment covers the access (absent: the ABI one).
define void @aligned(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %q, align 4
  %p8 = getelementptr i8, ptr addrspace(1) %p, i64 8
  %w = load i64, ptr addrspace(1) %p8, align 8
  %q8 = getelementptr i8, ptr addrspace(1) %q, i64 8
  store i64 %w, ptr addrspace(1) %q8
  ret void
}

; Odd widths under-aligned: an i24 at align 1 is three bytes (its store
; size, zero-extended), an i48 at align 2 three halves.
define void @odd_widths(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load i24, ptr addrspace(1) %p, align 1
  store i24 %a, ptr addrspace(1) %q, align 1
  %p8 = getelementptr i8, ptr addrspace(1) %p, i64 8
  %b = load i48, ptr addrspace(1) %p8, align 2
  %q8 = getelementptr i8, ptr addrspace(1) %q, i64 8
  store i48 %b, ptr addrspace(1) %q8, align 2
  ret void
}

; A volatile access stays volatile in every piece.
define void @volatile_a2(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load volatile i32, ptr addrspace(1) %p, align 2
  store volatile i32 %v, ptr addrspace(1) %q, align 2
  ret void
}
