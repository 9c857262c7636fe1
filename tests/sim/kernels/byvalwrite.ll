; tests/sim/kernels/byvalwrite.ll -- byval struct parameters that a
; function writes, run beside llc-19: mem2reg makes such a parameter a
; local variable initialised from it (ir/mem2reg.c, byval_allocas) when
; it is used as one, and each field read becomes a load from .param:
;   @normalise: swaps the struct's two bounds in place when they are out
;               of order (a store in one branch: phis of fields), then
;               counts in a loop that adds to a third field;
;   @partial:   writes one field, reads it and another back;
;   @escapes:   reads a byte of an i32 field (not a use a variable
;               allows): the struct stays a .local copy, as before.
; Each thread builds its struct from its input words and passes it by
; value.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%B = type { i32, i32, i32 }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define i32 @normalise(ptr byval(%B) align 4 %b) noinline {
entry:
  %lo.p = getelementptr inbounds %B, ptr %b, i32 0, i32 0
  %hi.p = getelementptr inbounds %B, ptr %b, i32 0, i32 1
  %acc.p = getelementptr inbounds %B, ptr %b, i32 0, i32 2
  %lo = load i32, ptr %lo.p, align 4
  %hi = load i32, ptr %hi.p, align 4
  %swap = icmp sgt i32 %lo, %hi
  br i1 %swap, label %fix, label %go
fix:
  store i32 %hi, ptr %lo.p, align 4
  store i32 %lo, ptr %hi.p, align 4
  br label %go
go:
  %l = load i32, ptr %lo.p, align 4
  %h = load i32, ptr %hi.p, align 4
  br label %loop
loop:
  %i = phi i32 [ %l, %go ], [ %i1, %loop ]
  %a = load i32, ptr %acc.p, align 4
  %a1 = mul i32 %a, 3
  %a2 = add i32 %a1, %i
  store i32 %a2, ptr %acc.p, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %h
  br i1 %more, label %loop, label %done
done:
  %r = load i32, ptr %acc.p, align 4
  %l3 = load i32, ptr %lo.p, align 4
  %r2 = xor i32 %r, %l3
  ret i32 %r2
}

define i32 @partial(ptr byval(%B) align 4 %b, i32 %k) noinline {
  %f1 = getelementptr inbounds %B, ptr %b, i32 0, i32 1
  %f2 = getelementptr inbounds %B, ptr %b, i32 0, i32 2
  %old = load i32, ptr %f1, align 4
  %new = sub i32 %old, %k
  store i32 %new, ptr %f1, align 4
  %v1 = load i32, ptr %f1, align 4
  %v2 = load i32, ptr %f2, align 4
  %r = mul i32 %v1, %v2
  ret i32 %r
}

define i32 @escapes(ptr byval(%B) align 4 %b) noinline {
  %f0 = getelementptr inbounds %B, ptr %b, i32 0, i32 0
  store i32 305419896, ptr %f0, align 4
  %byte = getelementptr inbounds i8, ptr %b, i64 1
  %v = load i8, ptr %byte, align 1
  %f2 = getelementptr inbounds %B, ptr %b, i32 0, i32 2
  %w = load i32, ptr %f2, align 4
  %vz = zext i8 %v to i32
  %r = add i32 %vz, %w
  ret i32 %r
}

define ptx_kernel void @byvalwrite(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bk = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %bk, 6
  %g = add i32 %b64, %t
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %s = alloca %B, align 4
  %x7 = and i32 %x, 7
  %g7 = and i32 %g, 7
  %p0 = getelementptr inbounds %B, ptr %s, i32 0, i32 0
  %p1 = getelementptr inbounds %B, ptr %s, i32 0, i32 1
  %p2 = getelementptr inbounds %B, ptr %s, i32 0, i32 2
  store i32 %x7, ptr %p0, align 4
  store i32 %g7, ptr %p1, align 4
  store i32 %x, ptr %p2, align 4
  %r1 = call i32 @normalise(ptr byval(%B) align 4 %s)
  %r2 = call i32 @partial(ptr byval(%B) align 4 %s, i32 %g)
  %r3 = call i32 @escapes(ptr byval(%B) align 4 %s)
  %o = mul i32 %g, 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %o
  store i32 %r1, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 1
  store i32 %r2, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 2
  store i32 %r3, ptr addrspace(1) %po2, align 4
  ret void
}
