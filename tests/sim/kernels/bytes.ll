; tests/sim/kernels/bytes.ll -- byte lanes, run beside llc-19:
;   @pack:  <4 x i8> and <8 x i8> values bitcast to i32, i64, <2 x i32>
;           and float, which tnvcc packs with mov.b32 {lo, hi} and prmt
;           (isel/dag/dag_agg.c, bytes_word).  The lanes' 16-bit
;           registers hold other bits above their byte (sums that carry
;           past 255, truncated words), which the packing must not let
;           through; a lane is a constant, an argument or poison.  Lanes
;           that are bytes of at most two words are one prmt of the
;           words (word_shuffle), or the word itself.
;   @clean: i8 values compared unsigned, whose zero-extension tnvcc
;           leaves out when the i16 that computed them is already zero
;           above the byte (isel/legal/narrow.c, zero_above): a shift
;           right of a byte, a mask, umax/umin, udiv, urem, or/xor and
;           select of such values; beside values that are not (a sum, a
;           product, a shift left, an xor with a raw byte), whose
;           extension must stay; an i16 shifted right by 8 (a byte) and
;           by 4 (not one).
; Each thread reads two words of the input and writes its own 16 words.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.vector.reduce.umax.v4i8(<4 x i8>)

define i32 @gid() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  ret i32 %g
}

; Two input words of thread g, mixed with g so that every byte varies.
define void @words(ptr addrspace(1) %in, i32 %g, ptr %pa, ptr %pb) {
  %i1 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %a0 = load i32, ptr addrspace(1) %i1, align 4
  %g1 = add i32 %g, 1
  %i2 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g1
  %b0 = load i32, ptr addrspace(1) %i2, align 4
  %m = mul i32 %g, 2654435761
  %a = xor i32 %a0, %m
  %mb = mul i32 %g, 40503
  %b = add i32 %b0, %mb
  store i32 %a, ptr %pa, align 4
  store i32 %b, ptr %pb, align 4
  ret void
}

define ptx_kernel void @pack(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %pa = alloca i32, align 4
  %pb = alloca i32, align 4
  %g = call i32 @gid()
  call void @words(ptr addrspace(1) %in, i32 %g, ptr %pa, ptr %pb)
  %a = load i32, ptr %pa, align 4
  %b = load i32, ptr %pb, align 4
  %o16 = mul i32 %g, 16
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %o16
  ; lanes whose registers carry bits above the byte
  %va = bitcast i32 %a to <4 x i8>
  %vb = bitcast i32 %b to <4 x i8>
  %s = add <4 x i8> %va, %vb
  %m = mul <4 x i8> %va, <i8 3, i8 5, i8 7, i8 9>
  %r0 = bitcast <4 x i8> %s to i32
  store i32 %r0, ptr addrspace(1) %o, align 4
  ; a constant lane and a truncated word
  %x8 = trunc i32 %b to i8
  %w1 = insertelement <4 x i8> %m, i8 7, i32 2
  %w2 = insertelement <4 x i8> %w1, i8 %x8, i32 0
  %r1 = bitcast <4 x i8> %w2 to i32
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 1
  store i32 %r1, ptr addrspace(1) %o1, align 4
  ; eight lanes into an i64, two of them poison (masked off after)
  %sh = shufflevector <4 x i8> %s, <4 x i8> %m, <8 x i32> <i32 0, i32 5, i32 poison, i32 3, i32 4, i32 1, i32 6, i32 poison>
  %r2 = bitcast <8 x i8> %sh to i64
  %r2m = and i64 %r2, 72057594021216255 ; 0x00ffffff_ff00ffff: not the poison lanes
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 2
  store i64 %r2m, ptr addrspace(1) %o2, align 8
  ; eight lanes into two words
  %cat = shufflevector <4 x i8> %m, <4 x i8> %s, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %dbl = add <8 x i8> %cat, %cat
  %r3 = bitcast <8 x i8> %dbl to <2 x i32>
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 4
  store <2 x i32> %r3, ptr addrspace(1) %o4, align 8
  ; shuffles of the words' own bytes: one prmt of two words, a byte
  ; reversal of one, the word itself, lanes from three words (not a
  ; prmt of two), the low halves of two words, and a byte of a word
  ; shifted by 4 (the low byte of that shifted word, not a byte of it)
  %vc = bitcast i32 %g to <4 x i8>
  %sw = shufflevector <4 x i8> %va, <4 x i8> %vb, <8 x i32> <i32 7, i32 0, i32 6, i32 1, i32 5, i32 2, i32 4, i32 3>
  %r4 = bitcast <8 x i8> %sw to i64
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 8
  store i64 %r4, ptr addrspace(1) %o8, align 8
  %rv = shufflevector <4 x i8> %va, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %r5 = bitcast <4 x i8> %rv to i32
  %o10 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 10
  store i32 %r5, ptr addrspace(1) %o10, align 4
  %id = shufflevector <4 x i8> %vb, <4 x i8> %va, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r6 = bitcast <4 x i8> %id to i32
  %r6x = xor i32 %r6, %a
  %o11 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 11
  store i32 %r6x, ptr addrspace(1) %o11, align 4
  %ab = shufflevector <4 x i8> %va, <4 x i8> %vb, <4 x i32> <i32 5, i32 0, i32 2, i32 7>
  %abc = shufflevector <4 x i8> %ab, <4 x i8> %vc, <4 x i32> <i32 0, i32 1, i32 6, i32 3>
  %r7 = bitcast <4 x i8> %abc to i32
  %o12 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 12
  store i32 %r7, ptr addrspace(1) %o12, align 4
  %lo = shufflevector <4 x i8> %va, <4 x i8> %vb, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %r8 = bitcast <4 x i8> %lo to i32
  %o13 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 13
  store i32 %r8, ptr addrspace(1) %o13, align 4
  %n4 = lshr i32 %a, 4
  %t4 = trunc i32 %n4 to i8
  %q4 = insertelement <4 x i8> %va, i8 %t4, i32 1
  %r9 = bitcast <4 x i8> %q4 to i32
  %o14 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 14
  store i32 %r9, ptr addrspace(1) %o14, align 4
  ; four lanes into a float's bits, added to (an exact sum of integers)
  %f = bitcast <4 x i8> %m to float
  %fi = bitcast float %f to i32
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 6
  store i32 %fi, ptr addrspace(1) %o6, align 4
  ret void
}

define ptx_kernel void @clean(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %pa = alloca i32, align 4
  %pb = alloca i32, align 4
  %g = call i32 @gid()
  call void @words(ptr addrspace(1) %in, i32 %g, ptr %pa, ptr %pb)
  %a = load i32, ptr %pa, align 4
  %b = load i32, ptr %pb, align 4
  %o16 = mul i32 %g, 16
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %o16
  %x = trunc i32 %a to i8
  %a8 = lshr i32 %a, 8
  %y = trunc i32 %a8 to i8
  %b16 = lshr i32 %b, 16
  %z = trunc i32 %b16 to i8
  %sum = add i8 %x, %y          ; carries past the byte in its register
  %prod = mul i8 %x, %z
  %shl = shl i8 %y, 3
  ; known zero above the byte
  %h = lshr i8 %sum, 1
  %hm = and i8 %prod, 100
  %mx = call i8 @llvm.umax.i8(i8 %h, i8 %hm)
  %mn = call i8 @llvm.umin.i8(i8 %sum, i8 %h)
  %z1 = or i8 %z, 1
  %q = udiv i8 %h, %z1
  %r = urem i8 %prod, %h
  %ox = xor i8 %h, %hm
  %c0 = icmp ugt i8 %h, 70
  %c1 = icmp ult i8 %mx, 40
  %c2 = icmp ugt i8 %mn, 30
  %c3 = icmp eq i8 %q, 1
  %c4 = icmp ult i8 %r, 5
  %c5 = icmp ugt i8 %ox, 60
  %sel = select i1 %c0, i8 %h, i8 %hm
  %c6 = icmp ugt i8 %sel, 50
  ; not known: the extension stays
  %c7 = icmp ugt i8 %sum, 100
  %c8 = icmp ugt i8 %prod, 100
  %c9 = icmp ult i8 %shl, 64
  %xr = xor i8 %h, %x
  %c10 = icmp ugt i8 %xr, 90
  %sel2 = select i1 %c1, i8 %h, i8 %sum
  %c11 = icmp ult i8 %sel2, 20
  %mx2 = call i8 @llvm.umax.i8(i8 %h, i8 %sum)
  %c12 = icmp ugt i8 %mx2, 200
  ; an i16 shifted right by 8 is a byte; by 4 it is not
  %w16 = trunc i32 %b to i16
  %w8 = lshr i16 %w16, 8
  %t8 = trunc i16 %w8 to i8
  %c13 = icmp ugt i8 %t8, 120
  %w4 = lshr i16 %w16, 4
  %t4 = trunc i16 %w4 to i8
  %c14 = icmp ugt i8 %t4, 120
  ; an i16 sum of two bytes is not a byte; an i16 quotient by a byte is
  ; not one either
  %e1 = zext i8 %x to i16
  %e2 = zext i8 %z to i16
  %s16 = add i16 %e1, %e2
  %ts = trunc i16 %s16 to i8
  %c15 = icmp ugt i8 %ts, 100
  %zw = or i16 %e2, 1
  %d16 = udiv i16 %w16, %zw
  %td = trunc i16 %d16 to i8
  %c16 = icmp ugt i8 %td, 100
  ; an i16 masked to 9 bits is not a byte, masked to 8 it is
  %am9 = and i16 %w16, 511
  %t9 = trunc i16 %am9 to i8
  %c17 = icmp ugt i8 %t9, 100
  %am8 = and i16 %w16, 255
  %t8b = trunc i16 %am8 to i8
  %c18 = icmp ugt i8 %t8b, 100
  %flags = insertelement <16 x i1> zeroinitializer, i1 %c0, i32 0
  %f1 = insertelement <16 x i1> %flags, i1 %c1, i32 1
  %f2 = insertelement <16 x i1> %f1, i1 %c2, i32 2
  %f3 = insertelement <16 x i1> %f2, i1 %c3, i32 3
  %f4 = insertelement <16 x i1> %f3, i1 %c4, i32 4
  %f5 = insertelement <16 x i1> %f4, i1 %c5, i32 5
  %f6 = insertelement <16 x i1> %f5, i1 %c6, i32 6
  %f7 = insertelement <16 x i1> %f6, i1 %c7, i32 7
  %f8 = insertelement <16 x i1> %f7, i1 %c8, i32 8
  %f9 = insertelement <16 x i1> %f8, i1 %c9, i32 9
  %f10 = insertelement <16 x i1> %f9, i1 %c10, i32 10
  %f11 = insertelement <16 x i1> %f10, i1 %c11, i32 11
  %f12 = insertelement <16 x i1> %f11, i1 %c12, i32 12
  %f13 = insertelement <16 x i1> %f12, i1 %c13, i32 13
  %f14 = insertelement <16 x i1> %f13, i1 %c14, i32 14
  %f15 = insertelement <16 x i1> %f14, i1 %c15, i32 15
  %bits = bitcast <16 x i1> %f15 to i16
  %bits32 = zext i16 %bits to i32
  %c16w = zext i1 %c16 to i32
  %c16s = shl i32 %c16w, 16
  %bits17 = or i32 %bits32, %c16s
  %c17w = zext i1 %c17 to i32
  %c17s = shl i32 %c17w, 17
  %bits18 = or i32 %bits17, %c17s
  %c18w = zext i1 %c18 to i32
  %c18s = shl i32 %c18w, 18
  %bitsall = or i32 %bits18, %c18s
  store i32 %bitsall, ptr addrspace(1) %o, align 4
  ; the values themselves, zero-extended
  %vh = zext i8 %h to i32
  %vmx = zext i8 %mx to i32
  %vmn = zext i8 %mn to i32
  %vq = zext i8 %q to i32
  %vr = zext i8 %r to i32
  %vsel = zext i8 %sel to i32
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 1
  store i32 %vh, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 2
  store i32 %vmx, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 3
  store i32 %vmn, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 4
  store i32 %vq, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 5
  store i32 %vr, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 6
  store i32 %vsel, ptr addrspace(1) %o6, align 4
  ; a byte vector's maximum and its packed form (the i8x4 case of llc's tests)
  %va = bitcast i32 %a to <4 x i8>
  %vb = bitcast i32 %b to <4 x i8>
  %vs = add <4 x i8> %va, %vb
  %vl = lshr <4 x i8> %vs, <i8 1, i8 2, i8 3, i8 4>
  %vc = icmp ugt <4 x i8> %vl, splat (i8 20)
  %vsel2 = select <4 x i1> %vc, <4 x i8> %vl, <4 x i8> %vb
  %vmax = call i8 @llvm.vector.reduce.umax.v4i8(<4 x i8> %vsel2)
  %vins = insertelement <4 x i8> %vsel2, i8 %vmax, i64 0
  %vout = bitcast <4 x i8> %vins to i32
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %o, i32 7
  store i32 %vout, ptr addrspace(1) %o7, align 4
  ret void
}
