; fuzz-pipeline (2026-11-26), from LLVM's NVPTX test of lowered memory
; intrinsics with a call's name mutated: an implicitly declared
; `void @llvm.nearbyint.*` reached the math family of code generation
; (isel/lower/intrin.c family_math), which took the void result's register
; parts -- NULL -- and crashed (SIGSEGV).  LLVM's verifier says
; "Intrinsic has incorrect return type!"; tnvcc's does not check this
; family's declarations, so code generation now refuses any call that is
; not (T, ...) -> T with a located "unsupported: intrinsic".  The second
; call (operands of another type than the result) read lanes past the
; operand's parts the same way.
; The verifier now checks every called intrinsic against LLVM's signature
; (ir/intrinsic_sigs.def) and refuses it first, with LLVM's words; code
; generation keeps its guard for --no-verify.
; EXPECT-ERROR: Intrinsic has incorrect return type!
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(float %x, ptr %p) {
  call void @llvm.nearbyint.f32(float %x)
  %v = call <2 x float> @llvm.floor.v2f32(float %x)
  store <2 x float> %v, ptr %p
  ret void
}

declare void @llvm.nearbyint.f32(float)
declare <2 x float> @llvm.floor.v2f32(float)
