; ARGS: --sm 80
; LLVM's parser: a symbol with private or internal linkage must have default visibility, reported at its name
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = internal hidden addrspace(1) global i32 0
@b = private addrspace(1) global i32 0
@c = hidden addrspace(1) global i32 0

define private protected void @f() {
  ret void
}
