; Small integer constants passed to and returned from device functions
; (isel/lower/call.c): a scalar i1, i8 or i16 travels in a .b32 param
; that the caller extends -- sign-extended when the call or the callee's
; declaration says signext, else zero-extended -- so a constant is written
; as its extended immediate, as llc does, with no mov and no cvt.  In an
; array (a struct by value) each part keeps its width: st.param.b8 and
; .b16 take the constant's bits, an i1 as 0 or 1.
; SM: 80
; ARGS: -O3 -w
; CHECK: st.param.b32 [func_retval0], -3;
; CHECK: st.param.b32 [func_retval0], 65534;
; CHECK: st.param.b32 [func_retval0], 1;
; CHECK: st.param.b8 [func_retval0+0], 255;
; CHECK: st.param.b16 [func_retval0+2], 65236;
; CHECK: st.param.b32 [param0], -1;
; CHECK: st.param.b32 [param1], 255;
; CHECK: st.param.b32 [param2], -300;
; CHECK: st.param.b32 [param3], 65236;
; CHECK: st.param.b32 [param4], 1;
; CHECK: st.param.b32 [param5], 128;
; CHECK: st.param.b32 [param6], 65535;
; CHECK: st.param.b32 [param7], 0;
; CHECK: st.param.b32 [param8], -2;
; CHECK: call.uni (retval0), take, (param0, param1, param2, param3, param4, param5, param6, param7, param8);
; CHECK: st.param.b8 [param0+0], 251;
; CHECK: st.param.b16 [param0+2], 65530;
; CHECK: st.param.b8 [param0+4], 1;
; CHECK: call.uni (retval0), take_s, (param0);
; CHECK-NOT: cvt.s32.s8
; CHECK-NOT: cvt.u32.u16
; CHECK-NOT: selp.b32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The declaration says signext for params 0 and 2; the call does not
; repeat it (param 8: the call says it, the declaration does not).
declare i32 @take(i8 signext, i8 zeroext, i16 signext, i16 zeroext, i1 zeroext, i8, i16, i1, i8)
declare i32 @take_s({ i8, i16, i1 })

define signext i8 @ret_s8() {
  ret i8 -3
}
define zeroext i16 @ret_u16() {
  ret i16 -2
}
define i1 @ret_i1() {
  ret i1 true
}
define { i8, i16 } @ret_pair() {
  ret { i8, i16 } { i8 -1, i16 -300 }
}
define void @k(ptr %out) {
  %a = call i32 @take(i8 -1, i8 -1, i16 -300, i16 -300, i1 true, i8 -128, i16 -1, i1 false, i8 signext -2)
  %b = call i32 @take_s({ i8, i16, i1 } { i8 -5, i16 -6, i1 true })
  %c = add i32 %a, %b
  store i32 %c, ptr %out
  ret void
}
