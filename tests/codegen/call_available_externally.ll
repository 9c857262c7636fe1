; An available_externally function has its real definition in another
; module; its body here is an equivalent copy.  It is emitted as a local
; .func (no .visible), so the call works without a link and the module
; does not export a second definition of the symbol.
; SM: 80
; CHECK: .func (.param .b32 func_retval0) maybe_elsewhere(
; CHECK: call.uni (retval0), maybe_elsewhere, (param0);
; CHECK-NOT: .visible .func (.param .b32 func_retval0) maybe_elsewhere(
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define available_externally i32 @maybe_elsewhere(i32 %x) {
  %r = mul i32 %x, 5
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %r = call i32 @maybe_elsewhere(i32 %x)
  store i32 %r, ptr addrspace(1) %o
  ret void
}
