; Pass aggcopy (ir/aggcopy.c): a struct or array loaded only to be
; stored elsewhere is copied in words as wide as both alignments allow.
;   @rgba:   a palette entry of four bytes (align 4): one ld.const.u32
;            and one st.global.u32, not four byte loads and stores;
;   @mixed:  { i8, i8, i16, i32 } at align 8: one 64-bit word;
;   @halves: [8 x i16] at align 16: one ld.v2.u64 and one st.v2.u64;
;   @kept:   copies aggcopy leaves as they are: a store that promises
;            only byte alignment, a value with a second use, and a
;            volatile load.
; SM: 80
; ARGS: -O3
; CHECK: .entry rgba(
; CHECK: ld.const.u32 %r3, [%rd4];
; CHECK: st.global.u32 [%rd1], %r3;
; CHECK: .entry mixed(
; CHECK: ld.global.u64 %rd3, [%rd1];
; CHECK: st.global.u64 [%rd2], %rd3;
; CHECK: .entry halves(
; CHECK: ld.global.v2.u64 {%rd3, %rd4}, [%rd1];
; CHECK: st.global.v2.u64 [%rd2], {%rd3, %rd4};
; CHECK: .entry kept(
; CHECK: ld.global.u8 %rs4, [%rd1+3];
; CHECK: st.global.u8 [%rd2+3], %rs4;
; CHECK: ld.global.u8 %rs8, [%rd1+7];
; CHECK: st.global.u8 [%rd3+3], %rs8;
; CHECK: st.global.u8 [%rd3+8], %rs7;
; CHECK: ld.volatile.global.u8 %rs12, [%rd1+11];
; CHECK: st.global.u8 [%rd3+19], %rs12;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%rgba = type { i8, i8, i8, i8 }
%mixed = type { i8, i8, i16, i32 }

@palette = internal addrspace(4) constant [2 x %rgba] [%rgba { i8 1, i8 2, i8 3, i8 4 }, %rgba { i8 5, i8 6, i8 7, i8 8 }], align 4

define ptx_kernel void @rgba(ptr addrspace(1) %out, i32 %k) {
  %i = and i32 %k, 1
  %src = getelementptr inbounds [2 x %rgba], ptr addrspace(4) @palette, i32 0, i32 %i
  %c = load %rgba, ptr addrspace(4) %src, align 4
  store %rgba %c, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @mixed(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load %mixed, ptr addrspace(1) %in, align 8
  store %mixed %v, ptr addrspace(1) %out, align 8
  ret void
}

define ptx_kernel void @halves(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load [8 x i16], ptr addrspace(1) %in, align 16
  store [8 x i16] %v, ptr addrspace(1) %out, align 16
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
  ; the store promises only byte alignment
  %a = load %rgba, ptr addrspace(1) %in, align 4
  store %rgba %a, ptr addrspace(1) %out, align 1
  ; a second use of the value
  %p = getelementptr inbounds %rgba, ptr addrspace(1) %in, i32 1
  %b = load %rgba, ptr addrspace(1) %p, align 4
  store %rgba %b, ptr addrspace(1) %out2, align 4
  %f = extractvalue %rgba %b, 2
  %q = getelementptr inbounds i8, ptr addrspace(1) %out2, i32 8
  store i8 %f, ptr addrspace(1) %q, align 1
  ; volatile
  %r = getelementptr inbounds %rgba, ptr addrspace(1) %in, i32 2
  %c = load volatile %rgba, ptr addrspace(1) %r, align 4
  %s = getelementptr inbounds %rgba, ptr addrspace(1) %out2, i32 4
  store %rgba %c, ptr addrspace(1) %s, align 4
  ret void
}
