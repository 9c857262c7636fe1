; An inline asm string that runs over lines, as Numba 0.56 writes its half
; comparisons: LLVM's lexer takes newlines inside a string, and the asm
; text keeps them ("$$" is a literal '$').
; SM: 75
; CHECK: // begin inline asm
; CHECK: {
; CHECK: .reg .pred __$cmp;
; CHECK: setp.gt.f16 __$cmp, %rs1, %rs2;
; CHECK: selp.u16 %rs3, 1, 0, __$cmp;
; CHECK: }
; CHECK: // end inline asm
; CHECK: st.global.u16 [%rd1], %rs3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, half %a, half %b) {
  %ai = bitcast half %a to i16
  %bi = bitcast half %b to i16
  %r = call i16 asm "{
          .reg .pred __$$cmp;
          setp.gt.f16 __$$cmp, $1, $2;
          selp.u16 $0, 1, 0, __$$cmp;
        }", "=h,h,h"(i16 %ai, i16 %bi)
  store i16 %r, ptr addrspace(1) %out
  ret void
}
