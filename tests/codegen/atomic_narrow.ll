; 8- and 16-bit atomics.  An i16 swaps itself with atom.cas.b16 (sm_70)
; and computes in 16 bits; an i8 lives in an aligned 32-bit word: bfe
; takes the byte out (sign-extended for max/min), the operation runs on
; 32 bits, bfi puts it back, and the whole word is swapped, so a
; concurrent change of a neighbouring byte makes the swap retry rather
; than be lost.  cmpxchg on a byte retries only while its own byte still
; matches (NVVM's verifier rejects an i8/i16 cmpxchg; LLVM and --no-verify
; accept it).  half fadd/fsub is atom.add.noftz.f16; bfloat has
; atom.add.noftz.bf16 only from sm_90: before, a loop whose add is an fma
; by 1.0 (one rounding, so exactly an add).
; SM: 80
; ARGS: --no-verify
; CHECK: and.b64 %rd3, %rd1, -4;
; CHECK: cvt.u32.u64 %r1, %rd1;
; CHECK: and.b32 %r1, %r1, 3;
; CHECK: shl.b32 %r1, %r1, 3;
; CHECK: cvt.u32.u8 %r2, %rs1;
; CHECK: ld.relaxed.sys.global.b32 %r3, [%rd3];
; CHECK: $L__tnv0_1:
; CHECK: bfe.u32 %r4, %r3, %r1, 8;
; CHECK: add.s32 %r7, %r4, %r2;
; CHECK: bfi.b32 %r5, %r7, %r3, %r1, 8;
; CHECK: atom.relaxed.sys.global.cas.b32 %r6, [%rd3], %r3, %r5;
; CHECK: setp.ne.b32 %p3, %r6, %r3;
; CHECK: mov.b32 %r3, %r6;
; CHECK: @%p3 bra $L__tnv0_1;
; CHECK: cvt.u16.u32 %rs7, %r4;
; CHECK: bfe.s32 %r10, %r9, %r8, 8;
; CHECK: max.s32 %r13, %r10, -3;
; CHECK: bfi.b32 %r11, %r13, %r9, %r8, 8;
; CHECK: ld.relaxed.cta.shared.b16 %rs10, [%rd2];
; CHECK: min.u16 %rs11, %rs10, %rs2;
; CHECK: atom.relaxed.cta.shared.cas.b16 %rs9, [%rd2], %rs10, %rs11;
; CHECK: setp.ne.b16 %p5, %rs9, %rs10;
; CHECK: fence.sc.sys;
; CHECK: sub.s16 %rs14, %rs13, 5;
; CHECK: atom.acquire.sys.global.cas.b16 %rs12, [%rd1], %rs13, %rs14;
; CHECK: atom.relaxed.sys.global.add.noftz.f16 %rs15, [%rd1], %rs3;
; CHECK: neg.f16 %rs16, %rs3;
; CHECK: atom.relaxed.sys.global.add.noftz.f16 %rs17, [%rd1], %rs16;
; CHECK: mov.b16 %rs20, 0x3F80;
; CHECK: fma.rn.bf16 %rs21, %rs4, %rs20, %rs19;
; CHECK: atom.relaxed.sys.global.cas.b16 %rs18, [%rd1], %rs19, %rs21;
; CHECK: bfi.b32 %r17, %r15, %r16, %r14, 8;
; CHECK: bfi.b32 %r18, 9, %r16, %r14, 8;
; CHECK: atom.acq_rel.sys.global.cas.b32 %r19, [%rd5], %r17, %r18;
; CHECK: setp.eq.b32 %p8, %r19, %r17;
; CHECK: @%p8 bra $L__tnv0_6;
; CHECK: mov.b32 %r16, %r19;
; CHECK: bfe.u32 %r20, %r19, %r14, 8;
; CHECK: setp.eq.b32 %p9, %r20, %r15;
; CHECK: @%p9 bra $L__tnv0_7;
; CHECK: $L__tnv0_6:
; CHECK: cvt.u16.u32 %rs5, %r20;
; CHECK: atom.relaxed.cta.shared.cas.b16 %rs6, [%rd2], %rs2, 3;
; CHECK: setp.eq.s16 %p2, %rs6, %rs2;
; CHECK-NOT: atom.relaxed.sys.global.add.noftz.bf16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, i8 zeroext %b, i16 zeroext %h,
                          half %hf, bfloat %bf) {
  %b1 = atomicrmw add ptr addrspace(1) %p, i8 %b monotonic
  %b2 = atomicrmw max ptr addrspace(1) %p, i8 -3 monotonic
  %h1 = atomicrmw umin ptr addrspace(3) %s, i16 %h syncscope("block") monotonic
  %h2 = atomicrmw sub ptr addrspace(1) %p, i16 5 seq_cst
  %f1 = atomicrmw fadd ptr addrspace(1) %p, half %hf monotonic
  %f2 = atomicrmw fsub ptr addrspace(1) %p, half %hf monotonic
  %f3 = atomicrmw fadd ptr addrspace(1) %p, bfloat %bf monotonic
  %c1 = cmpxchg ptr addrspace(1) %p, i8 %b, i8 9 acq_rel monotonic
  %c2 = cmpxchg ptr addrspace(3) %s, i16 %h, i16 3 monotonic monotonic
  %c1v = extractvalue {i8, i1} %c1, 0
  %c2s = extractvalue {i16, i1} %c2, 1
  store volatile i8 %b1, ptr addrspace(1) %p
  store volatile i8 %b2, ptr addrspace(1) %p
  store volatile i16 %h1, ptr addrspace(1) %p
  store volatile i16 %h2, ptr addrspace(1) %p
  store volatile half %f1, ptr addrspace(1) %p
  store volatile half %f2, ptr addrspace(1) %p
  store volatile bfloat %f3, ptr addrspace(1) %p
  store volatile i8 %c1v, ptr addrspace(1) %p
  %z = zext i1 %c2s to i32
  store volatile i32 %z, ptr addrspace(1) %p
  ret void
}
