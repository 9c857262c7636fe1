; EXPECT-ERROR: expected metadata after comma
; EXPECT-LINE: 12
; CORPUS-SM: sm_80
; CORPUS-DESC: syntax: an alloca's address space comes last (after the count and the alignment); only attachments may follow it, as llvm-as-19 says at the same column
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out) {
  %ok1 = alloca i32, i32 2, align 4, addrspace(5), !annotation !0
  %ok2 = alloca i32, align 8, addrspace(5)
  %ok3 = alloca i32, i32 3, addrspace(5)
  %bad = alloca i32, addrspace(5), align 4
  ret void
}

!0 = !{!"x"}
