; ARGS: --sm 80
; a function section is rejected; a global's section is fine
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@keep = internal addrspace(1) global i32 0, section "llvm.metadata", align 4

define void @f() section ".text.f" {
  ret void
}
