; PRODUCER: Numba 0.56.4 (cuda.ballot_sync: NVVM IR's llvm.nvvm.vote.sync)
; COMMAND: python3 nb.py, kernel warp_vote (module 3 of 4)
; SM: 75
; ARGS: --no-verify
; NOTE: the verifier's NVVM contract refuses the i8 parameter without zeroext/signext (libNVVM itself takes this module); codegen is checked here
; ModuleID = "ballot_sync$4"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda17intrinsic_wrapper11ballot_syncB2v4B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAE32Literal_5bint_5d_284294967295_29b" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda17intrinsic_wrapper11ballot_syncB2v4B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAE32Literal_5bint_5d_284294967295_29b"(i32* %".ret", i64 %"arg.mask", i8 %"arg.predicate")
{
entry:
  %".5" = alloca i1
  store i1 0, i1* %".5"
  %".7" = icmp eq i8 %"arg.predicate", 0
  br i1 %".7", label %"entry.if", label %"entry.else"
entry.if:
  store i1 0, i1* %".5"
  br label %"entry.endif"
entry.else:
  store i1 1, i1* %".5"
  br label %"entry.endif"
entry.endif:
  %".13" = load i1, i1* %".5"
  br label %"B0"
B0:
  %".14" = trunc i64 4294967295 to i32
  %".15" = trunc i64 3 to i32
  %".16" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".14", i32 %".15", i1 %".13")
  %".17" = extractvalue {i32, i1} %".16", 0
  store i32 %".17", i32* %".ret"
  ret i32 0
}

declare {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".1", i32 %".2", i1 %".3")

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }