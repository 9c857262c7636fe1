; The LLVM 7 integer intrinsic names of typed-pointer IR (libNVVM era),
; which later LLVMs upgrade on reading: brev32/64, clz.i/.ll and
; popc.i/.ll (an i32 count even for the .ll forms), abs, min and max.
; One PTX instruction each.
; SM: 120a
; CHECK: brev.b32 %r2, %r1;
; CHECK: brev.b64 %rd2, %rd1;
; CHECK: clz.b32 %r3, %r2;
; CHECK: clz.b64 %r4, %rd2;
; CHECK: popc.b32 %r5, %r1;
; CHECK: popc.b64 %r6, %rd1;
; CHECK: abs.s32 %r7, %r1;
; CHECK: abs.s64 %rd3, %rd1;
; CHECK: min.u32 %r8, %r3, %r4;
; CHECK: max.s64 %rd4, %rd3, -5;
target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.brev32(i32)
declare i64 @llvm.nvvm.brev64(i64)
declare i32 @llvm.nvvm.clz.i(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.popc.ll(i64)
declare i32 @llvm.nvvm.abs.i(i32)
declare i64 @llvm.nvvm.abs.ll(i64)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare i64 @llvm.nvvm.max.ll(i64, i64)

define i64 @legacy(i32 %a, i64 %b) {
  %r1 = call i32 @llvm.nvvm.brev32(i32 %a)
  %r2 = call i64 @llvm.nvvm.brev64(i64 %b)
  %r3 = call i32 @llvm.nvvm.clz.i(i32 %r1)
  %r4 = call i32 @llvm.nvvm.clz.ll(i64 %r2)
  %r5 = call i32 @llvm.nvvm.popc.i(i32 %a)
  %r6 = call i32 @llvm.nvvm.popc.ll(i64 %b)
  %r7 = call i32 @llvm.nvvm.abs.i(i32 %a)
  %r8 = call i64 @llvm.nvvm.abs.ll(i64 %b)
  %r9 = call i32 @llvm.nvvm.min.ui(i32 %r3, i32 %r4)
  %r10 = call i64 @llvm.nvvm.max.ll(i64 %r8, i64 -5)
  %x1 = xor i32 %r9, %r5
  %x2 = xor i32 %x1, %r6
  %x3 = xor i32 %x2, %r7
  %z = zext i32 %x3 to i64
  %s = add i64 %z, %r10
  ret i64 %s
}
