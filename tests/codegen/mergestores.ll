; Pass mergestores (ir/mergestores.c): stores of constants, one after
; another, that fill an aligned 2, 4 or 8 bytes of one base become one
; store.
;   @descriptor: Flang's array descriptor: the version (i32), the rank,
;                the type code and two attribute bytes at offset 16
;                (align 8) become one st.global.u64 of their bytes
;                (20180515 | 1 << 32 | 28 << 40); the stores of values
;                around them stay;
;   @overwrite:  a later store over an earlier one's byte wins (0x55
;                into 0x11223344 at byte 1); a half and an i16 make one
;                32-bit word (0xFFFF3C00), which is 4-aligned only, so
;                the two words stay two;
;   @kept:       no merge: a value that is no constant in the window, a
;                load between, a store through another pointer between,
;                a window whose start is only byte-aligned, a volatile
;                store.
; SM: 80
; ARGS: -O3
; CHECK: .entry descriptor(
; CHECK: st.global.u64 [%rd1], %rd2;
; CHECK: st.global.u64 [%rd1+8], 8;
; CHECK: st.global.u64 [%rd1+16], 30790640725539;
; CHECK: st.global.u64 [%rd1+24], %rd3;
; CHECK: .entry overwrite(
; CHECK: st.global.u32 [%rd1], 287462724;
; CHECK: st.global.u32 [%rd1+4], -50176;
; CHECK: .entry kept(
; CHECK: st.global.u8 [%rd1], 1;
; CHECK: st.global.u8 [%rd1+1], %rs1;
; CHECK: st.global.u8 [%rd1+4], 2;
; CHECK: ld.global.u8 %rs2, [%rd2];
; CHECK: st.global.u8 [%rd1+5], 3;
; CHECK: st.global.u8 [%rd1+8], 4;
; CHECK: st.global.u8 [%rd4], %rs2;
; CHECK: st.global.u8 [%rd1+9], 5;
; CHECK: st.global.u8 [%rd1+13], 6;
; CHECK: st.global.u8 [%rd1+14], 7;
; CHECK: st.volatile.global.u8 [%rd1+16], 8;
; CHECK: st.global.u8 [%rd1+17], 9;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @descriptor(ptr addrspace(1) %d, ptr addrspace(1) %base, i64 %n) {
  store ptr addrspace(1) %base, ptr addrspace(1) %d, align 8
  %f1 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 8
  store i64 8, ptr addrspace(1) %f1, align 8
  %f2 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 16
  store i32 20180515, ptr addrspace(1) %f2, align 8
  %f3 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 20
  store i8 1, ptr addrspace(1) %f3, align 4
  %f4 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 21
  store i8 28, ptr addrspace(1) %f4, align 1
  %f5 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 22
  store i8 0, ptr addrspace(1) %f5, align 2
  %f6 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 23
  store i8 0, ptr addrspace(1) %f6, align 1
  %f7 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 24
  store i64 %n, ptr addrspace(1) %f7, align 8
  ret void
}

define ptx_kernel void @overwrite(ptr addrspace(1) %p) {
  store i32 287454020, ptr addrspace(1) %p, align 4
  %b1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1
  store i8 85, ptr addrspace(1) %b1, align 1
  %h = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  store half 0xH3C00, ptr addrspace(1) %h, align 4
  %f = getelementptr inbounds i8, ptr addrspace(1) %p, i64 6
  store i16 -1, ptr addrspace(1) %f, align 2
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %p, ptr addrspace(1) %q, i8 zeroext %x, i64 %i) {
  ; a value that is no constant inside the window
  store i8 1, ptr addrspace(1) %p, align 4
  %a1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1
  store i8 %x, ptr addrspace(1) %a1, align 1
  ; a load between
  %b0 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  store i8 2, ptr addrspace(1) %b0, align 4
  %l = load i8, ptr addrspace(1) %q, align 1
  %b1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 5
  store i8 3, ptr addrspace(1) %b1, align 1
  ; a store through another pointer between
  %c0 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  store i8 4, ptr addrspace(1) %c0, align 4
  %qi = getelementptr inbounds i8, ptr addrspace(1) %q, i64 %i
  store i8 %l, ptr addrspace(1) %qi, align 1
  %c1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 9
  store i8 5, ptr addrspace(1) %c1, align 1
  ; a window that starts where only byte alignment is known
  %d1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 13
  store i8 6, ptr addrspace(1) %d1, align 1
  %d2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 14
  store i8 7, ptr addrspace(1) %d2, align 2
  ; volatile
  %e0 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  store volatile i8 8, ptr addrspace(1) %e0, align 2
  %e1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 17
  store i8 9, ptr addrspace(1) %e1, align 1
  ret void
}
