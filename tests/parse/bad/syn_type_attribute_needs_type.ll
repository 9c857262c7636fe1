; EXPECT-ERROR: expected '('
; EXPECT-LINE: 11
; CORPUS-SM: sm_80
; CORPUS-DESC: syntax: with opaque pointers a type attribute (byval, byref, sret, inalloca, preallocated, elementtype) must name its type, byval(<type>), since the pointer no longer says it; llvm-as-19 reports "expected '('" at the same column (IR with typed pointers keeps the bare form of the LLVM that wrote it)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @ok(ptr byval(i32) %a, ptr sret(i64) %b) {
  ret void
}
define void @bad(ptr byval(i32) %a, ptr sret %b) {
  ret void
}
