; tests/sim/kernels/extload.ll -- extending loads (isel/dag/dag.c,
; dag_ext_loads): an i8 or i16 loaded and extended to i32, from global,
; shared, local and generic memory, signed and unsigned, becomes one
; ld.s8/.u8/.s16/.u16 into a 32-bit register.  Loads with a second user
; and extensions to i64 stay as they were.  Beside llc-19's code; per
; thread, from its input bytes (half of them above 127).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x i16] undef, align 2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

define ptx_kernel void @extload(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr %gen) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g4 = mul i32 %g, 4
  %p0 = getelementptr inbounds i8, ptr addrspace(1) %in, i32 %g4
  ; global: a byte signed and unsigned, a half signed
  %c0 = load i8, ptr addrspace(1) %p0, align 1
  %s0 = sext i8 %c0 to i32
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p0, i32 1
  %c1 = load i8, ptr addrspace(1) %p1, align 1
  %z1 = zext i8 %c1 to i32
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p0, i32 2
  %h2 = load i16, ptr addrspace(1) %p2, align 2
  %s2 = sext i16 %h2 to i32
  ; a byte with two users, and one extended to i64
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p0, i32 3
  %c3 = load i8, ptr addrspace(1) %p3, align 1
  %s3 = sext i8 %c3 to i32
  %x3 = xor i8 %c3, 85
  %w3 = zext i8 %x3 to i32
  %l3 = sext i8 %c1 to i64
  ; shared: write halves, read a neighbour's back signed and unsigned
  %ts = getelementptr inbounds [256 x i16], ptr addrspace(3) @tile, i32 0, i32 %t
  %h16 = trunc i32 %s0 to i16
  %hm = mul i16 %h16, 301
  store i16 %hm, ptr addrspace(3) %ts, align 2
  call void @llvm.nvvm.barrier0()
  %tn = xor i32 %t, 1
  %tsn = getelementptr inbounds [256 x i16], ptr addrspace(3) @tile, i32 0, i32 %tn
  %hs = load i16, ptr addrspace(3) %tsn, align 2
  %shs = sext i16 %hs to i32
  %hu = load i16, ptr addrspace(3) %tsn, align 2
  %zhu = zext i16 %hu to i32
  ; local: a byte through a private array indexed at run time
  %arr = alloca [4 x i8], align 1
  %a0 = getelementptr inbounds [4 x i8], ptr %arr, i32 0, i32 0
  store i8 %c0, ptr %a0, align 1
  %a1 = getelementptr inbounds [4 x i8], ptr %arr, i32 0, i32 1
  store i8 %c1, ptr %a1, align 1
  %a2 = getelementptr inbounds [4 x i8], ptr %arr, i32 0, i32 2
  store i8 %c3, ptr %a2, align 1
  %a3 = getelementptr inbounds [4 x i8], ptr %arr, i32 0, i32 3
  store i8 %x3, ptr %a3, align 1
  %ti = and i32 %t, 3
  %ai = getelementptr inbounds [4 x i8], ptr %arr, i32 0, i32 %ti
  %cl = load i8, ptr %ai, align 1
  %sl = sext i8 %cl to i32
  ; generic: through the generic pointer parameter (the same buffer)
  %pg = getelementptr inbounds i8, ptr %gen, i32 %g4
  %cg = load i8, ptr %pg, align 1
  %sg = sext i8 %cg to i32
  %pgh = getelementptr inbounds i8, ptr %pg, i32 2
  %hg = load i16, ptr %pgh, align 2
  %zg = zext i16 %hg to i32
  ; combine
  %r1 = mul i32 %s0, 3
  %r2 = add i32 %r1, %z1
  %r3 = mul i32 %s2, 5
  %r4 = add i32 %r2, %r3
  %r5 = mul i32 %s3, 7
  %r6 = add i32 %r4, %r5
  %r7 = add i32 %r6, %w3
  %r8 = mul i32 %shs, 11
  %r9 = add i32 %r7, %r8
  %r10 = add i32 %r9, %zhu
  %r11 = mul i32 %sl, 13
  %r12 = add i32 %r10, %r11
  %r13 = mul i32 %sg, 17
  %r14 = add i32 %r12, %r13
  %r15 = add i32 %r14, %zg
  %g2 = mul i32 %g, 3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g2
  store i32 %r15, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 %g
  %po2 = getelementptr inbounds i64, ptr addrspace(1) %po1, i32 128
  store i64 %l3, ptr addrspace(1) %po2, align 8
  ret void
}
