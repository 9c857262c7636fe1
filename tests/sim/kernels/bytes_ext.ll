; tests/sim/kernels/bytes_ext.ll -- unsigned and signed operations on i8
; values whose registers are already extended (isel/select/preds.c,
; byte_extended): loaded bytes (ld.u8 zero-extends into the 16-bit
; register, PTX ISA "Operand Size Exceeding Instruction-Type Size"),
; i8 parameters (ld.param.u8, or ld.param.s8 for signext), selects of
; them and of constants; beside them, bytes whose upper half is not
; defined (a sum, a constant above 127 in a select) or not what a signed
; use needs (a loaded byte), which still need their cvt.  Beside llc-19's code; per thread, from its input bytes.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define i32 @gid() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  ret i32 %g
}

; Signed and unsigned uses of a zeroext and a signext byte parameter.
define i32 @params(i8 zeroext %u, i8 signext %s, i8 %n) #0 {
  %c1 = icmp ult i8 %u, 200
  %c2 = icmp slt i8 %s, -3
  %q = udiv i8 %u, 3
  %r = sdiv i8 %s, 3
  %h = lshr i8 %s, 1
  %a = ashr i8 %u, 1
  %m = icmp ugt i8 %n, %s
  %sx = xor i8 %s, -3
  %sxd = sdiv i8 %sx, 5
  %ux = and i8 %u, %n
  %uxd = udiv i8 %ux, 3
  %x1 = zext i8 %q to i32
  %x2 = sext i8 %r to i32
  %x3 = zext i8 %h to i32
  %x4 = sext i8 %a to i32
  %b1 = zext i1 %c1 to i32
  %b2 = zext i1 %c2 to i32
  %b3 = zext i1 %m to i32
  %y1 = mul i32 %x1, 7
  %y2 = mul i32 %x2, 11
  %y3 = shl i32 %x3, 8
  %y4 = shl i32 %x4, 16
  %z1 = add i32 %y1, %y2
  %z2 = add i32 %z1, %y3
  %z3 = add i32 %z2, %y4
  %w1 = shl i32 %b1, 24
  %w2 = shl i32 %b2, 25
  %w3 = shl i32 %b3, 26
  %z4 = add i32 %z3, %w1
  %z5 = add i32 %z4, %w2
  %z6 = add i32 %z5, %w3
  %q1 = sext i8 %sxd to i32
  %q2 = zext i8 %uxd to i32
  %q3 = shl i32 %q2, 4
  %z7 = xor i32 %z6, %q1
  %z8 = add i32 %z7, %q3
  ret i32 %z8
}

define ptx_kernel void @bytes_ext(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %g = call i32 @gid()
  %g3 = mul i32 %g, 3
  %pa = getelementptr inbounds i8, ptr addrspace(1) %in, i32 %g3
  %a0 = load i8, ptr addrspace(1) %pa, align 1
  %pb = getelementptr inbounds i8, ptr addrspace(1) %pa, i32 1
  %b0 = load i8, ptr addrspace(1) %pb, align 1
  %pc = getelementptr inbounds i8, ptr addrspace(1) %pa, i32 2
  %c0 = load i8, ptr addrspace(1) %pc, align 1
  ; spread the small input bytes over the whole range
  %a = mul i8 %a0, 37
  %b = xor i8 %b0, -86
  %sa = add i8 %a, %b
  ; loaded bytes: umin by compare and select, udiv, lshr
  %lt = icmp ult i8 %b0, %c0
  %mn = select i1 %lt, i8 %b0, i8 %c0
  %dv = udiv i8 %mn, 5
  %sh = lshr i8 %b0, 3
  ; loaded bytes used signed: their registers are not sign-extended
  %sd = sdiv i8 %c0, 3
  %sg = icmp slt i8 %b0, 5
  %sgd = select i1 %sg, i8 %sd, i8 %sh
  ; a select with a constant above 127, then udiv
  %big = icmp ult i8 %c0, 4
  %sb = select i1 %big, i8 %c0, i8 200
  %d2 = udiv i8 %sb, 7
  %sneg = select i1 %big, i8 %b0, i8 -100
  %d3 = sdiv i8 %sneg, 9
  ; bitwise operations of loaded bytes, sums and constants, divided
  %o1 = or i8 %b0, 1
  %o2 = or i8 %c0, -128
  %x1 = xor i8 %b0, %c0
  %a1 = and i8 %sa, %c0
  %a2 = and i8 %sa, -16
  %x2 = xor i8 %b0, -3
  %o3 = or i8 %b0, %sa
  %x3 = xor i8 %sa, %c0
  %od3 = udiv i8 %o3, 3
  %xd3 = udiv i8 %x3, 5
  %od1 = udiv i8 %o1, 3
  %od2 = udiv i8 %o2, 5
  %xd1 = udiv i8 %x1, 7
  %ad1 = udiv i8 %a1, 3
  %ad2 = udiv i8 %a2, 5
  %xd2 = sdiv i8 %x2, 3
  %bw1 = add i8 %od1, %od2
  %bw2 = add i8 %bw1, %xd1
  %bw3 = add i8 %bw2, %ad1
  %bw4 = add i8 %bw3, %ad2
  %bw5a = xor i8 %bw4, %xd2
  %bw5b = add i8 %bw5a, %od3
  %bw5 = xor i8 %bw5b, %xd3
  %bw = zext i8 %bw5 to i32
  ; a sum (upper byte undefined) compared unsigned and divided
  %lt2 = icmp ult i8 %sa, %b0
  %d4 = udiv i8 %sa, 3
  ; the parameters: varying bytes through the call
  %p = call i32 @params(i8 zeroext %a, i8 signext %b, i8 %sa)
  %w1 = zext i8 %dv to i32
  %w2 = zext i8 %sgd to i32
  %w3 = zext i8 %d2 to i32
  %w4 = sext i8 %d3 to i32
  %w5 = zext i1 %lt2 to i32
  %w6 = zext i8 %d4 to i32
  %v2 = shl i32 %w2, 8
  %v3 = shl i32 %w3, 16
  %v5 = shl i32 %w5, 24
  %v6 = shl i32 %w6, 25
  %s1 = or i32 %w1, %v2
  %s2 = or i32 %s1, %v3
  %s3 = xor i32 %s2, %w4
  %s4 = add i32 %s3, %v5
  %s5a = add i32 %s4, %v6
  %s5 = xor i32 %s5a, %bw
  %g2 = mul i32 %g, 2
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g2
  store i32 %s5, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 1
  store i32 %p, ptr addrspace(1) %po1, align 4
  ret void
}

attributes #0 = { noinline }
