; tests/sim/kernels/aggcopy.ll -- struct and array copies that pass
; aggcopy (ir/aggcopy.c) turns into word copies, run beside llc-19:
; four bytes at align 4 (one 32-bit word), { i8, i8, i16, i32 } at
; align 8 (one 64-bit word), [8 x i16] at align 16 (two 64-bit words),
; [6 x i8] at align 2 and at align 4 (three 16-bit words: a 32-bit one
; would not divide 6 bytes), a palette entry read from
; .const by index, and beside them copies it leaves (align 1, a second
; use of the value).  Each thread copies from its own 128 bytes of the
; input to its own 128 bytes of the output.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%rgba = type { i8, i8, i8, i8 }
%mixed = type { i8, i8, i16, i32 }

@palette = internal addrspace(4) constant [4 x %rgba] [%rgba { i8 1, i8 2, i8 3, i8 4 }, %rgba { i8 5, i8 6, i8 7, i8 8 }, %rgba { i8 -1, i8 0, i8 127, i8 -128 }, %rgba { i8 9, i8 10, i8 11, i8 12 }], align 4

@six = internal addrspace(4) constant [6 x i8] c"\01\02\03\04\05\06", align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @copies(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %o = mul i32 %g, 128
  %src = getelementptr inbounds i8, ptr addrspace(1) %in, i32 %o
  %dst = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %o
  ; four bytes, align 4
  %c = load %rgba, ptr addrspace(1) %src, align 4
  store %rgba %c, ptr addrspace(1) %dst, align 4
  ; { i8, i8, i16, i32 } at align 8
  %s8 = getelementptr inbounds i8, ptr addrspace(1) %src, i32 8
  %d8 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 8
  %m = load %mixed, ptr addrspace(1) %s8, align 8
  store %mixed %m, ptr addrspace(1) %d8, align 8
  ; [8 x i16] at align 16
  %s16 = getelementptr inbounds i8, ptr addrspace(1) %src, i32 16
  %d16 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 16
  %h = load [8 x i16], ptr addrspace(1) %s16, align 16
  store [8 x i16] %h, ptr addrspace(1) %d16, align 16
  ; [6 x i8] at align 2
  %s34 = getelementptr inbounds i8, ptr addrspace(1) %src, i32 34
  %d34 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 34
  %six = load [6 x i8], ptr addrspace(1) %s34, align 2
  store [6 x i8] %six, ptr addrspace(1) %d34, align 2
  ; a palette entry picked by the thread
  %k = and i32 %g, 3
  %pe = getelementptr inbounds [4 x %rgba], ptr addrspace(4) @palette, i32 0, i32 %k
  %pc = load %rgba, ptr addrspace(4) %pe, align 4
  %d40 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 40
  store %rgba %pc, ptr addrspace(1) %d40, align 4
  ; kept: byte-aligned store (at an odd offset), and a second use
  %s44 = getelementptr inbounds i8, ptr addrspace(1) %src, i32 44
  %d45 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 45
  %u = load %rgba, ptr addrspace(1) %s44, align 4
  store %rgba %u, ptr addrspace(1) %d45, align 1
  %s48 = getelementptr inbounds i8, ptr addrspace(1) %src, i32 48
  %d52 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 52
  %w = load %rgba, ptr addrspace(1) %s48, align 4
  store %rgba %w, ptr addrspace(1) %d52, align 4
  %w2 = extractvalue %rgba %w, 2
  %d60 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 60
  store i8 %w2, ptr addrspace(1) %d60, align 1
  ; [6 x i8] at align 4, from .const (the input's low bytes are often 0)
  %d64 = getelementptr inbounds i8, ptr addrspace(1) %dst, i32 64
  %six4 = load [6 x i8], ptr addrspace(4) @six, align 4
  store [6 x i8] %six4, ptr addrspace(1) %d64, align 4
  ret void
}
