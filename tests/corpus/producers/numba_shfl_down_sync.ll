; PRODUCER: Numba 0.56.4 (cuda.shfl_down_sync: NVVM IR's llvm.nvvm.shfl.sync.i32)
; COMMAND: python3 nb.py, kernel warp_vote (module 2 of 4)
; SM: 75
; ModuleID = "shfl_down_sync$5"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda17intrinsic_wrapper14shfl_down_syncB2v5B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAE32Literal_5bint_5d_284294967295_29f23Literal_5bint_5d_281_29" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda17intrinsic_wrapper14shfl_down_syncB2v5B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAE32Literal_5bint_5d_284294967295_29f23Literal_5bint_5d_281_29"(float* %".ret", i64 %"arg.mask", float %"arg.value", i64 %"arg.delta")
{
entry:
  br label %"B0"
B0:
  %".6" = trunc i64 4294967295 to i32
  %".7" = trunc i64 2 to i32
  %".8" = trunc i64 1 to i32
  %".9" = trunc i64 31 to i32
  %".10" = bitcast float %"arg.value" to i32
  %".11" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".6", i32 %".7", i32 %".10", i32 %".8", i32 %".9")
  %".12" = extractvalue {i32, i1} %".11", 0
  %".13" = extractvalue {i32, i1} %".11", 1
  %".14" = bitcast i32 %".12" to float
  %".15" = insertvalue {float, i1} undef, float %".14", 0
  %".16" = insertvalue {float, i1} %".15", i1 %".13", 1
  %".17" = extractvalue {float, i1} %".16", 0
  store float %".17", float* %".ret"
  ret i32 0
}

declare {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".1", i32 %".2", i32 %".3", i32 %".4", i32 %".5")

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }