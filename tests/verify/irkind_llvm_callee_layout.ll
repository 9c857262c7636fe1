; ARGS: --sm 80 --ir=llvm
; LLVM IR: a call whose type differs from the callee's only by struct
; wrappers of the same layout is compiled (llc does); another layout stays
; an error
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%wrap = type { half }
%pair = type { %wrap, %wrap }
%flat = type { half, half }

declare %flat @g(i32, ptr byval(%pair))

define void @f(ptr %p) {
  %a = call %pair @g(i32 0, ptr byval(%pair) %p)
  %b = call i64 @g(i32 0, ptr byval(%pair) %p)
  ret void
}
