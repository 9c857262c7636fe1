; tests/sim/kernels/divpow2.ll -- signed division and remainder by powers
; of two, which tnvcc writes as shifts (isel/dag/divconst.c) and llc-19 too:
; the dividends are the inputs minus 0x40000025 (float ramps straddle it),
; so that both signs occur and rounding toward zero is what is checked;
; and 16-, 8-bit and odd-width division by constants, done in 32 or 64
; bits (@div16).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @sdiv_pow2(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %pi, align 4
  %n = sub i32 %v, 1073741861
  %q32 = sdiv i32 %n, 32
  %qm8 = sdiv i32 %n, -8
  %r16 = srem i32 %n, 16
  %rm4 = srem i32 %n, -4
  %n64 = sext i32 %n to i64
  %q64 = sdiv i64 %n64, 8
  %q64t = trunc i64 %q64 to i32
  %base = mul i64 %i, 5
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %q32, ptr addrspace(1) %o0, align 4
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  store i32 %qm8, ptr addrspace(1) %o1, align 4
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %r16, ptr addrspace(1) %o2, align 4
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b3
  store i32 %rm4, ptr addrspace(1) %o3, align 4
  %b4 = add i64 %base, 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b4
  store i32 %q64t, ptr addrspace(1) %o4, align 4
  ret void
}

; 16- and 8-bit division by constants, which tnvcc does in 32 bits
define ptx_kernel void @div16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %pi, align 4
  %w = mul i32 %v, 2654435761
  %h = trunc i32 %w to i16
  %b = trunc i32 %w to i8
  %q1 = udiv i16 %h, 9
  %q2 = sdiv i16 %h, -7
  %q3 = srem i16 %h, 8
  %q4 = urem i16 %h, 9
  %q5 = udiv i8 %b, 10
  %q6 = sdiv i8 %b, -3
  %e1 = zext i16 %q1 to i32
  %e2 = sext i16 %q2 to i32
  %e3 = sext i16 %q3 to i32
  %e4 = zext i16 %q4 to i32
  %e5 = zext i8 %q5 to i32
  %e6 = sext i8 %q6 to i32
  ; odd widths, divided in 32 and 64 bits (isel/legal/narrow.c)
  %x24 = trunc i32 %w to i24
  %q7 = sdiv i24 %x24, 8
  %e7 = sext i24 %q7 to i32
  %w64 = sext i32 %w to i64
  %x48 = trunc i64 %w64 to i48
  %q8 = srem i48 %x48, 1000003
  %q8t = trunc i48 %q8 to i32
  %base = mul i64 %i, 8
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %e1, ptr addrspace(1) %o0, align 4
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  store i32 %e2, ptr addrspace(1) %o1, align 4
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %e3, ptr addrspace(1) %o2, align 4
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b3
  store i32 %e4, ptr addrspace(1) %o3, align 4
  %b4 = add i64 %base, 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b4
  store i32 %e5, ptr addrspace(1) %o4, align 4
  %b5 = add i64 %base, 5
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b5
  store i32 %e6, ptr addrspace(1) %o5, align 4
  %b6 = add i64 %base, 6
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b6
  store i32 %e7, ptr addrspace(1) %o6, align 4
  %b7 = add i64 %base, 7
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b7
  store i32 %q8t, ptr addrspace(1) %o7, align 4
  ret void
}
