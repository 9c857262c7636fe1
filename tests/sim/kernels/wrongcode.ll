; tests/sim/kernels/wrongcode.ll -- kernels that run under ptxsim beside
; the corpus (tests/sim/run.sh), written so that each of the two wrong-code
; bugs found on a GPU changes what they compute or makes them fault:
;   @underaligned  loads and stores whose alignment is below their width,
;                  at odd addresses: split into pieces they are correct;
;                  one wide access faults as misaligned (as on the GPU)
;   @fma_illegal   an fadd contract of an fmul without `contract`, in both
;                  operand orders, and of two such fmuls, one also used
;                  elsewhere (the shape of the issue's case; there the
;                  first fmul was `contract`, which makes fusing it legal
;                  and llc-19 does, so here neither is): fusing a product
;                  without `contract` rounds once instead of twice, and the
;                  ramp inputs make the bits differ
; tests/sim/plant.sh plants each bug back into a scratch tnvcc and checks
; that tests/sim/run.sh then fails.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%packed = type <{ i8, i32, i16 }>

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @underaligned(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %c, 64
  %i = add i32 %base, %t
  %i64 = zext i32 %i to i64
  ; an i32 at 4i+1 (align 1) and an i16 at 2i+1 (align 1)
  %off = mul i64 %i64, 4
  %o1 = add i64 %off, 1
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %o1
  %v = load i32, ptr addrspace(1) %p, align 1
  %h2 = mul i64 %i64, 2
  %h1 = add i64 %h2, 1
  %ph = getelementptr i8, ptr addrspace(1) %in, i64 %h1
  %h = load i16, ptr addrspace(1) %ph, align 1
  ; the i32 field of a packed struct (offset 1 in a 7-byte element)
  %ps = getelementptr %packed, ptr addrspace(1) %in, i64 %i64, i32 1
  %f = load i32, ptr addrspace(1) %ps, align 1
  %hz = zext i16 %h to i32
  %s1 = add i32 %v, %hz
  %s = xor i32 %s1, %f
  ; stored back under-aligned too, at 4i+3
  %o3 = add i64 %off, 3
  %q = getelementptr i8, ptr addrspace(1) %out, i64 %o3
  store i32 %s, ptr addrspace(1) %q, align 1
  ret void
}

define ptx_kernel void @fma_illegal(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %c, 64
  %i = add i32 %base, %t
  %i64 = zext i32 %i to i64
  %k = mul i64 %i64, 4
  %pa = getelementptr float, ptr addrspace(1) %in, i64 %k
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr float, ptr addrspace(1) %pa, i64 1
  %b = load float, ptr addrspace(1) %pb, align 4
  %pc = getelementptr float, ptr addrspace(1) %pa, i64 2
  %cc = load float, ptr addrspace(1) %pc, align 4
  %pd = getelementptr float, ptr addrspace(1) %pa, i64 3
  %d = load float, ptr addrspace(1) %pd, align 4
  ; fadd contract (plain fmul) in either operand order: no fusion allowed
  %m = fmul float %a, %b
  %s1 = fadd contract float %cc, %m
  %s2 = fadd contract float %m, %d
  ; two plain fmuls under an fadd contract, m1 used again
  %m1 = fmul float %a, %d
  %m2 = fmul float %b, %cc
  %s3 = fadd contract float %m1, %m2
  %po = getelementptr float, ptr addrspace(1) %out, i64 %k
  store float %s1, ptr addrspace(1) %po, align 4
  %po1 = getelementptr float, ptr addrspace(1) %po, i64 1
  store float %s2, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr float, ptr addrspace(1) %po, i64 2
  store float %s3, ptr addrspace(1) %po2, align 4
  %po3 = getelementptr float, ptr addrspace(1) %po, i64 3
  store float %m1, ptr addrspace(1) %po3, align 4
  ret void
}
