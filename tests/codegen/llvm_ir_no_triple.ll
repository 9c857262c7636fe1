; SM: 70
; ARGS: -Wno-nvvm-compat
; LLVM IR as LLVM's own tests write it: no triple, no data layout, narrow
; integers without signext/zeroext.  Compiled as llc does: a 64-bit CUDA
; module, i8/i16/i1 in 32-bit .param slots, zero-extended on the way out.
; CHECK: .address_size 64
; CHECK: .visible .func (.param .b32 func_retval0) add8(
; CHECK: .param .b32 add8_param_0
; CHECK: ld.param.u8 %rs1, [add8_param_0];
; CHECK: add.s16 %rs2, %rs1, 1;
; CHECK: cvt.u32.u8 %r1, %rs2;
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: .visible .func (.param .b32 func_retval0) not1(
; CHECK: selp.b32 %r1, 1, 0, %p2;
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: .visible .func (.param .b32 func_retval0) call16(
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: st.param.b32 [param0], %r1;
; CHECK: call.uni (retval0), ext16, (param0);
; CHECK: ld.param.u16 %rs2, [retval0];
; CHECK: cvt.s32.s16 %r2, %rs2;
define i8 @add8(i8 %a) {
  %r = add i8 %a, 1
  ret i8 %r
}

define i1 @not1(i1 %a) {
  %r = xor i1 %a, 1
  ret i1 %r
}

declare i16 @ext16(i16)

define i32 @call16(i16 %x) {
  %r = call i16 @ext16(i16 %x)
  %z = sext i16 %r to i32
  ret i32 %z
}
