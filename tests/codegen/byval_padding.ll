; A byval parameter copied into the stack frame (isel/lower/byval.c) is copied
; as its whole byte range, padding included, in the widest pieces the
; alignment of its .param array allows: the callee sees exactly the
; caller's bytes, not whatever the frame held in the padding.  Words for
; a 4-aligned struct, doublewords for an 8-aligned one, bytes for a packed
; one; a byval `align` above the type's raises the pieces.
; SM: 80
; CHECK: .visible .func sink(
; CHECK: ld.param.u64 %rd1, [sink_param_0];
; CHECK: st.u8 [%rd1], 0;
; CHECK: ret;
; CHECK: .visible .func words(
; CHECK: .local .align 4 .b8 	__local_depot1[12];
; CHECK: mov.u64 %SPL, __local_depot1;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u32 %r1, [words_param_0+0];
; CHECK: st.local.u32 [%SPL+0], %r1;
; CHECK: ld.param.u32 %r2, [words_param_0+4];
; CHECK: st.local.u32 [%SPL+4], %r2;
; CHECK: ld.param.u32 %r3, [words_param_0+8];
; CHECK: st.local.u32 [%SPL+8], %r3;
; CHECK: add.u64 %rd1, %SP, 0;
; CHECK: { // callseq 0
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd1;
; CHECK: call.uni sink, (param0);
; CHECK: } // callseq 0
; CHECK: ret;
; CHECK: .visible .func dwords(
; CHECK: .local .align 8 .b8 	__local_depot2[16];
; CHECK: mov.u64 %SPL, __local_depot2;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u64 %rd1, [dwords_param_0+0];
; CHECK: st.local.u64 [%SPL+0], %rd1;
; CHECK: ld.param.u64 %rd2, [dwords_param_0+8];
; CHECK: st.local.u64 [%SPL+8], %rd2;
; CHECK: add.u64 %rd3, %SP, 0;
; CHECK: { // callseq 0
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd3;
; CHECK: call.uni sink, (param0);
; CHECK: } // callseq 0
; CHECK: ret;
; CHECK: .visible .func bytes(
; CHECK: .local .align 1 .b8 	__local_depot3[7];
; CHECK: mov.u64 %SPL, __local_depot3;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u8 %rs1, [bytes_param_0+0];
; CHECK: st.local.u8 [%SPL+0], %rs1;
; CHECK: ld.param.u8 %rs2, [bytes_param_0+1];
; CHECK: st.local.u8 [%SPL+1], %rs2;
; CHECK: ld.param.u8 %rs3, [bytes_param_0+2];
; CHECK: st.local.u8 [%SPL+2], %rs3;
; CHECK: ld.param.u8 %rs4, [bytes_param_0+3];
; CHECK: st.local.u8 [%SPL+3], %rs4;
; CHECK: ld.param.u8 %rs5, [bytes_param_0+4];
; CHECK: st.local.u8 [%SPL+4], %rs5;
; CHECK: ld.param.u8 %rs6, [bytes_param_0+5];
; CHECK: st.local.u8 [%SPL+5], %rs6;
; CHECK: ld.param.u8 %rs7, [bytes_param_0+6];
; CHECK: st.local.u8 [%SPL+6], %rs7;
; CHECK: add.u64 %rd1, %SP, 0;
; CHECK: { // callseq 0
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd1;
; CHECK: call.uni sink, (param0);
; CHECK: } // callseq 0
; CHECK: ret;
; CHECK: .visible .func raised(
; CHECK: .local .align 16 .b8 	__local_depot4[12];
; CHECK: mov.u64 %SPL, __local_depot4;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u64 %rd1, [raised_param_0+0];
; CHECK: st.local.u64 [%SPL+0], %rd1;
; CHECK: ld.param.u32 %r1, [raised_param_0+8];
; CHECK: st.local.u32 [%SPL+8], %r1;
; CHECK: add.u64 %rd2, %SP, 0;
; CHECK: { // callseq 0
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd2;
; CHECK: call.uni sink, (param0);
; CHECK: } // callseq 0
; CHECK: ret;
; CHECK-NOT: ld.param.u16
; CHECK-NOT: st.local.u16
; CHECK-NOT: ld.param.f64
; CHECK-NOT: ld.param.u32 %r1, [bytes_param_0
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i8, i32, i16 }
%D = type { i8, double }
%P = type <{ i8, i32, i16 }>

define void @sink(ptr %p) noinline {
  store i8 0, ptr %p
  ret void
}

; { i8, i32, i16 } has 3 padding bytes after the i8 and 2 at the end: the
; copy into the frame is every byte, in words (the array is 4-aligned).
define void @words(ptr byval(%S) align 4 %s) {
  call void @sink(ptr %s)
  ret void
}

; { i8, double } at align 8: two doublewords, padding included.
define void @dwords(ptr byval(%D) align 8 %s) {
  call void @sink(ptr %s)
  ret void
}

; The packed struct at align 1: seven bytes.
define void @bytes(ptr byval(%P) align 1 %s) {
  call void @sink(ptr %s)
  ret void
}

; A byval `align 16` raises the array's alignment: its 12 bytes are a
; doubleword and a word.
define void @raised(ptr byval(%S) align 16 %s) {
  call void @sink(ptr %s)
  ret void
}
