; The address of a function that is only declared, in a global's
; initializer: PTX 2.3 (sm_20) writes it as the symbol, as llc does.  The
; function must come from another module at link time; ptxas below PTX 3.1
; assembles a whole program, where the missing function is a link error,
; not an error in this PTX.
; SM: 20
; CHECK: .version 2.3
; CHECK: .extern .func func(
; CHECK: 	.param .b64 func_param_0
; CHECK: .visible .global .align 8 .u64 Funcs[2] = {func, 0};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@Funcs = addrspace(1) externally_initialized global [2 x ptr] [ptr @func, ptr null], align 8

declare void @func(ptr)
