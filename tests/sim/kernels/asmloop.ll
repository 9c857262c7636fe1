; tests/sim/kernels/asmloop.ll -- inline asm inside loops whose values
; pass through phis (isel/mach/coalesce.c: an asm's outputs are written
; and its inputs read, as an instruction's; the registers of an asm with
; an early-clobber output are left alone):
; asm reading a loop-carried value, asm whose output is the next trip's
; value, a two-instruction asm with two early-clobber outputs (written
; before its inputs are read), an input tied to
; an output ("0"), and an asm whose output is the next trip's value of
; a phi still read after the asm (the output is written there: the two
; may not share a register).  Beside llc-19's code; per thread, from its
; input.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @asmloop(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %m = and i32 %x, 15
  %trips = add i32 %m, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc1, %loop ]
  %lo = phi i32 [ 1, %entry ], [ %hi1, %loop ]
  %hi = phi i32 [ 2, %entry ], [ %lo1, %loop ]
  %q = phi i32 [ %x, %entry ], [ %q1, %loop ]
  %q1 = call i32 asm "add.u32 $0, $1, 7;", "=r,r"(i32 %q)
  %qq = xor i32 %q, %q1
  %s = call i32 asm "add.u32 $0, $1, $2;", "=r,r,r"(i32 %acc, i32 %i)
  %acc1 = call i32 asm "xor.b32 $0, $1, $2;", "=r,r,r"(i32 %s, i32 %x)
  %two = call { i32, i32 } asm "mul.lo.u32 $0, $2, 3;\0A\09add.u32 $1, $3, $2;", "=&r,=&r,r,r"(i32 %lo, i32 %hi)
  %lo1 = extractvalue { i32, i32 } %two, 0
  %hi1 = extractvalue { i32, i32 } %two, 1
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %trips
  br i1 %c, label %loop, label %done

done:
  %tied = call i32 asm "shl.b32 $0, $0, 1;", "=r,0"(i32 %acc1)
  %r1 = add i32 %tied, %lo1
  %r2a = xor i32 %r1, %hi1
  %r2 = add i32 %r2a, %qq
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r2, ptr addrspace(1) %po, align 4
  ret void
}
