; The older signatures of the bf16x2 intrinsics pass the pair in an i32
; (element 0 in the low half): split into halves, the bf16 instruction on
; each, packed back -- llc's min.bf16x2 / and.b32 in meaning.
; SM: 80
; CHECK: ld.param.u32 %r1, [a_param_0];
; CHECK: mov.b32 {%rs1, _}, %r1;
; CHECK: and.b16 %rs2, %rs1, 32767;
; CHECK: mov.b32 {_, %rs3}, %r1;
; CHECK: and.b16 %rs4, %rs3, 32767;
; CHECK: mov.b32 %r2, {%rs2, %rs4};
; CHECK: st.param.b32 [func_retval0], %r2;
; CHECK: ld.param.u32 %r1, [m_param_0];
; CHECK: ld.param.u32 %r2, [m_param_1];
; CHECK: mov.b32 {%rs1, _}, %r1;
; CHECK: mov.b32 {%rs2, _}, %r2;
; CHECK: max.NaN.bf16 %rs3, %rs1, %rs2;
; CHECK: mov.b32 {_, %rs4}, %r1;
; CHECK: mov.b32 {_, %rs5}, %r2;
; CHECK: max.NaN.bf16 %rs6, %rs4, %rs5;
; CHECK: mov.b32 %r3, {%rs3, %rs6};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.abs.bf16x2(i32)
declare i32 @llvm.nvvm.fmax.nan.bf16x2(i32, i32)

define i32 @a(i32 %x) {
  %r = call i32 @llvm.nvvm.abs.bf16x2(i32 %x)
  ret i32 %r
}

define i32 @m(i32 %x, i32 %y) {
  %r = call i32 @llvm.nvvm.fmax.nan.bf16x2(i32 %x, i32 %y)
  ret i32 %r
}
