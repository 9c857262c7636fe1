; ARGS: --sm 80
; LLVM's verifier: @llvm.used lists named globals, @llvm.global_ctors has { i32, ptr, ptr } elements, neither is used, appending is for arrays
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global i32 0
@llvm.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @a to ptr), ptr null], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @f], section "llvm.metadata"
@user = addrspace(1) global ptr @llvm.compiler.used
@app = appending addrspace(1) global i32 0

define void @f() {
  ret void
}
