; Found by fuzz-verify (the fuzz smoke of a CI run, 2026-11-27): a call
; of an overloaded intrinsic with no declaration (@llvm.umin, called as
; i32) made the parser declare @llvm.umin.i32, and the name table kept
; the key's text in the caller's stack buffer.  Renaming the declarations
; that follow (@llvm.umax to @llvm.umax.i32) looked names up in that
; table and read the dead buffer (ASan: stack-use-after-return in
; frontend/symtab.c).  The table's key is now the declaration's own copy
; of its name (frontend/build.c, declaration_named).
; EXPECT: ok
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.umax(i32, i32)
declare i64 @llvm.smax.i32(i64, i64)
declare i32 @llvm.ctpop.distincti64(i32)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i64 %b) {
  %x = call i32 @llvm.umax(i32 %a, i32 7)
  store i32 %x, ptr addrspace(1) %p
  %y = call i64 @llvm.smax.i32(i64 %b, i64 -3)
  store i64 %y, ptr addrspace(1) %p
  %z = call i32 @llvm.ctpop.i64(i32 %a)
  store i32 %z, ptr addrspace(1) %p
  %n = call i32 @llvm.umin(i32 %a, i32 9)
  store i32 %n, ptr addrspace(1) %p
  %m = call i16 @llvm.umin(i16 7, i16 9)
  %q = call i64 @llvm.smin(i64 %b, i64 9)
  store i64 %q, ptr addrspace(1) %p
  ret void
}
