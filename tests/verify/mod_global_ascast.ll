; ARGS: --sm 80
; an addrspacecast between two specific spaces inside a global's initializer
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global i32 0, align 4
@p = internal addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(3) @s to ptr addrspace(1)), align 8

define void @f() {
  ret void
}
