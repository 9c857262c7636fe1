; A .param byte array is aligned to at most 128 bytes (ptxas refuses a
; larger .align there): a <64 x i32> return value (natural alignment 256)
; and a byval with align 256 travel in arrays declared .align 128, as llc
; writes them.
; SM: 70
; CHECK: .extern .func (.param .align 128 .b8 func_retval0[256]) test(
; CHECK: .visible .func (.param .align 128 .b8 func_retval0[256]) repro(
; CHECK: 	.param .align 128 .b8 repro_param_0[8]
; CHECK: ld.param.u32 %r65, [repro_param_0];
; CHECK: st.param.b32 [param0], %r65;
; CHECK: .param .align 128 .b8 retval0[256];
; CHECK: call.uni (retval0), test, (param0);
; CHECK: ld.param.u32 %r1, [retval0];
; CHECK: ld.param.u32 %r64, [retval0+252];
; CHECK: st.param.b32 [func_retval0+252], %r64;
; CHECK-NOT: .align 256
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare <64 x i32> @test(i32)

define <64 x i32> @repro(ptr byval({i32, i32}) align 256 %s) {
  %a = load i32, ptr %s
  %r = tail call <64 x i32> @test(i32 %a)
  ret <64 x i32> %r
}
