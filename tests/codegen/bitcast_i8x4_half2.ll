; A <4 x i8> bitcast to <2 x half> (LLVM's i8x4 tests): each half is two
; bytes, low byte first.  Two i8 are no .b8 registers (they live in %rs),
; so mov.b16 {a, b} cannot pack them: the high byte is shifted up and
; or-ed in (this was an uncovered PACK on f16).
; SM: 90
; ARGS: --no-verify
; (--no-verify: the NVVM contract wants zeroext on the i8 parameter.)
; CHECK: ld.param.u8 %rs1, [f_param_0];
; CHECK: mov.b16 %rs2, 5;
; CHECK: cvt.u16.u8 %rs3, %rs2;
; CHECK: shl.b16 %rs4, %rs3, 8;
; CHECK: or.b16 %rs5, %rs1, %rs4;
; CHECK: mov.b16 %rs6, 6;
; CHECK: cvt.u16.u8 %rs7, %rs6;
; CHECK: mov.b16 %rs8, 7;
; CHECK: cvt.u16.u8 %rs9, %rs8;
; CHECK: shl.b16 %rs10, %rs9, 8;
; CHECK: or.b16 %rs11, %rs7, %rs10;
; CHECK: st.param.b16 [func_retval0+0], %rs5;
; CHECK: st.param.b16 [func_retval0+2], %rs11;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define <2 x half> @f(i8 %a) {
  %ins.0 = insertelement <4 x i8> undef, i8 %a, i32 0
  %ins.1 = insertelement <4 x i8> %ins.0, i8 5, i32 1
  %ins.2 = insertelement <4 x i8> %ins.1, i8 6, i32 2
  %ins.3 = insertelement <4 x i8> %ins.2, i8 7, i32 3
  %r = bitcast <4 x i8> %ins.3 to <2 x half>
  ret <2 x half> %r
}
