; ARGS: --sm 80 --ir=llvm
; vectors that fill one .b32 register are inline asm operands to llc
; (MLIR's mma.sp fragments): libNVVM's rule is a warning in LLVM IR; a
; <2 x float> fits no PTX register, an error in both kinds
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(<2 x half> %a, <4 x i8> %b, <2 x float> %c) {
  %x = call <2 x half> asm "mov.b32 $0, $1;", "=r,r"(<2 x half> %a)
  %y = call i32 asm "mov.b32 $0, $1;", "=r,r"(<4 x i8> %b)
  %z = call i64 asm "mov.b64 $0, $1;", "=l,l"(<2 x float> %c)
  ret void
}
