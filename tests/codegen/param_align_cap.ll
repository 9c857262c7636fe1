; A <64 x i32> return is 256-aligned by the data layout, but ptxas takes
; .param alignments up to 128 only ("illegal alignment"): the declaration
; and the call's return parameter say 128, as llc does.
; SM: 80
; CHECK: .visible .func (.param .align 128 .b8 func_retval0[256]) repro()
; CHECK: .param .align 128 .b8 retval0[256];
; CHECK: call.uni (retval0), test, (param0);
; CHECK-NOT: .align 256
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define <64 x i32> @repro() {
  %r = call <64 x i32> @test(i32 0)
  ret <64 x i32> %r
}

declare <64 x i32> @test(i32)
