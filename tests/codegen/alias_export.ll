; Aliases of device functions.  A call through any alias calls the
; aliasee; an externally visible alias is also declared (with the
; aliasee's prototype under its own name) and defined with PTX's .alias
; (PTX 6.3), so other modules can link against it; an internal alias needs
; no symbol at all.  A function's address may be taken through an alias.
; SM: 75
; CHECK: .version 6.3
; CHECK: .visible .func (.param .b32 func_retval0) twice_alias(
; CHECK: .param .b32 twice_alias_param_0
; CHECK: call.uni (retval0), twice, (param0);
; CHECK: call.uni (retval0), twice, (param0);
; CHECK: mov.u64 %rd
; CHECK: .alias twice_alias, twice;
; CHECK-NOT: local_alias
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@twice_alias = alias i32 (i32), ptr @twice
@local_alias = internal alias i32 (i32), ptr @twice

define i32 @twice(i32 %x) noinline {
  %y = shl i32 %x, 1
  ret i32 %y
}

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %a = call i32 @twice_alias(i32 %x)
  %b = call i32 @local_alias(i32 %a)
  store i32 %b, ptr addrspace(1) %o, align 4
  store ptr @local_alias, ptr addrspace(1) %o, align 8
  ret void
}
