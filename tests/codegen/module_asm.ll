; `module asm` lines are the user's own module-level PTX: they are written
; verbatim right after the header, between the comments llc uses.
; SM: 80
; CHECK: .address_size 64
; CHECK: // Start of file scope inline assembly
; CHECK: .global .align 4 .u32 from_module_asm;
; CHECK: // extra text
; CHECK: // End of file scope inline assembly
; CHECK: .visible .entry k(
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

module asm ".global .align 4 .u32 from_module_asm;"
module asm "// extra text"

define ptx_kernel void @k() {
  ret void
}
