; A global integer of a width the selector has no parts for (i65, i100)
; is written as its bytes, little-endian, to its alloc size (16: LLVM
; aligns such an integer as the next wider one it knows, i128); zero and
; undef initializers leave the bytes 0.  LLVM's own test globals_init.ll
; holds such an i65.
; SM: 80
; ARGS: -O3
; CHECK: .visible .global .align 16 .b8 g65[16] = {255, 255, 255, 255, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 0};
; CHECK: .visible .global .align 16 .b8 z65[16];
; CHECK: .visible .global .align 16 .b8 u100[16] = {254, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 15, 0, 0, 0};
; CHECK: .visible .global .align 16 .b8 small[16] = {42, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g65 = addrspace(1) global i65 u0x1FFFFFFFFFFFFFFFF
@z65 = addrspace(1) global i65 undef
@u100 = addrspace(1) global i100 -2
@small = addrspace(1) global i72 42
