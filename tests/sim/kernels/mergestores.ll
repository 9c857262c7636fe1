; tests/sim/kernels/mergestores.ll -- neighbouring stores of constants
; that pass mergestores (ir/mergestores.c) makes one store, run beside
; llc-19: Flang's descriptor bytes in one 64-bit word, a later byte over
; an earlier word, a half and an i16 in one 32-bit word, the same bytes
; through a bitcast of the base; and the stores it must keep apart: a
; store through another pointer between two constant stores, which here
; writes the very byte the first one wrote (thread by thread, the other
; pointer is made from the same buffer), a store of a value into
; the window, a load between that reads a byte of the window after it
; back, a window whose start is only 1-aligned.
; Each thread writes its own 32 bytes.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @stores(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %x8 = trunc i32 %x to i8
  %o = mul i32 %g, 32
  %p = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %o
  ; descriptor bytes: one 64-bit word at offset 0
  store i32 20180515, ptr addrspace(1) %p, align 8
  %f3 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  store i8 1, ptr addrspace(1) %f3, align 4
  %f4 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 5
  store i8 28, ptr addrspace(1) %f4, align 1
  %f5 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 6
  store i8 -3, ptr addrspace(1) %f5, align 2
  %f6 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 7
  store i8 0, ptr addrspace(1) %f6, align 1
  ; a byte over a word, then a half and an i16
  %w = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  store i32 287454020, ptr addrspace(1) %w, align 4
  %w1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 9
  store i8 85, ptr addrspace(1) %w1, align 1
  %h = getelementptr inbounds i8, ptr addrspace(1) %p, i64 12
  store half 0xH3C00, ptr addrspace(1) %h, align 4
  %hi = getelementptr inbounds i8, ptr addrspace(1) %p, i64 14
  store i16 -2, ptr addrspace(1) %hi, align 2
  ; another pointer to byte 16 (a variable index: its own base) between
  ; the constant stores to bytes 16 and 17: its value must win
  %c0 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  store i8 4, ptr addrspace(1) %c0, align 2
  %o16 = add i32 %o, 16
  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %o16
  store i8 %x8, ptr addrspace(1) %q, align 1
  %c1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 17
  store i8 5, ptr addrspace(1) %c1, align 1
  %c2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 18
  store i8 6, ptr addrspace(1) %c2, align 2
  %c3 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 19
  store i8 7, ptr addrspace(1) %c3, align 1
  ; the other pointer after a constant store to its byte: its value wins
  %d0 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 20
  store i8 8, ptr addrspace(1) %d0, align 4
  %d1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 21
  store i8 9, ptr addrspace(1) %d1, align 1
  %o21 = add i32 %o, 21
  %q2 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %o21
  store i8 %x8, ptr addrspace(1) %q2, align 1
  ; a value in the window, a load between
  %e0 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 24
  store i8 10, ptr addrspace(1) %e0, align 8
  %e1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 25
  store i8 %x8, ptr addrspace(1) %e1, align 1
  %e2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 26
  store i8 11, ptr addrspace(1) %e2, align 2
  %ld = load i8, ptr addrspace(1) %e2, align 2 ; (reads byte 26 back)
  %e3 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 27
  store i8 12, ptr addrspace(1) %e3, align 1
  ; through a bitcast of the base (typed pointers' view), and a window
  ; whose start is only 1-aligned
  %v = getelementptr inbounds i8, ptr addrspace(1) %p, i64 28
  %v16 = bitcast ptr addrspace(1) %v to ptr addrspace(1)
  store i8 15, ptr addrspace(1) %v16, align 4
  %v2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 29
  store i8 13, ptr addrspace(1) %v2, align 1
  %v3 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 30
  store i8 %ld, ptr addrspace(1) %v3, align 2
  %v4 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 31
  store i8 14, ptr addrspace(1) %v4, align 1
  ret void
}
