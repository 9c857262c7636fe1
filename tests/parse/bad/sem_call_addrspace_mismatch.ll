; EXPECT-ERROR: '%fn42' defined with type 'ptr addrspace(42)' but expected 'ptr'
; EXPECT-LINE: 12
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: a call through a pointer outside the program address space (0) must say `call addrspace(N)`; the two calls that do are accepted, as by llvm-as-19, which reports the third at the same column
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i8 @k(ptr %fn0, ptr addrspace(42) %fn42) {
  %a = call addrspace(0) i8 %fn0(i32 0)
  %b = call addrspace(42) i8 %fn42(i32 0)
  ; without addrspace(42): the callee must be a plain ptr
  %c = call i8 %fn42(i32 0)
  ret i8 %c
}
