; tests/sim/kernels/mem2reg.ll -- local variables kept in allocas, as
; front ends that leave optimisation to the back end write them (Numba,
; MLIR, clang -O0 without optnone), which tnvcc promotes to registers
; (pass mem2reg, ir/mem2reg.c) and llc-19 too (SROA).  Each kernel runs
; beside llc-19's code on every thread's input: counted loops with an
; accumulator and an early exit, if/else diamonds, a switch whose cases
; share a target (two edges from one block), a struct variable written
; field by field (through nested GEPs into an array member) and read
; whole and by field, a variable read again after a loop, lifetime
; markers, a store in a block no path reaches, and next to them variables
; that must stay in memory: one indexed at run time, one whose address
; is passed to a function, one read with another type than written.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define internal void @bump(ptr %p) noinline {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 3
  store i32 %w, ptr %p, align 4
  ret void
}

define ptx_kernel void @loops(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %acc = alloca i32, align 4
  %i = alloca i32, align 4
  %f = alloca float, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ti
  %v = load i32, ptr addrspace(1) %pi, align 4
  %n = and i32 %v, 15
  call void @llvm.lifetime.start.p0(i64 4, ptr %acc)
  store i32 %t, ptr %acc, align 4
  store i32 0, ptr %i, align 4
  store float 1.5, ptr %f, align 4
  br label %head

head:
  %iv = load i32, ptr %i, align 4
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %done

body:
  %a = load i32, ptr %acc, align 4
  %odd = and i32 %iv, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %odd.b, label %even.b

odd.b:
  %a1 = mul i32 %a, 3
  store i32 %a1, ptr %acc, align 4
  %big = icmp ugt i32 %a1, 100000
  br i1 %big, label %done, label %latch

even.b:
  %a2 = add i32 %a, %iv
  store i32 %a2, ptr %acc, align 4
  %fv = load float, ptr %f, align 4
  %fm = fmul float %fv, 1.25
  store float %fm, ptr %f, align 4
  br label %latch

latch:
  %iv2 = load i32, ptr %i, align 4
  %inc = add i32 %iv2, 1
  store i32 %inc, ptr %i, align 4
  br label %head

done:
  %r = load i32, ptr %acc, align 4
  %ri = load i32, ptr %i, align 4
  %rf = load float, ptr %f, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %acc)
  %rfi = fptosi float %rf to i32
  %base = mul i64 %ti, 3
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %r, ptr addrspace(1) %o0, align 4
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  store i32 %ri, ptr addrspace(1) %o1, align 4
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %rfi, ptr addrspace(1) %o2, align 4
  ret void
}

%rec = type { i32, [3 x i64], { i16, float } }

define ptx_kernel void @fields(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %s = alloca %rec, align 8
  %sel = alloca i32, align 4
  %arr = alloca [4 x i32], align 4
  %esc = alloca i32, align 4
  %pun = alloca float, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ti
  %v = load i32, ptr addrspace(1) %pi, align 4
  store %rec zeroinitializer, ptr %s, align 8
  store [4 x i32] zeroinitializer, ptr %arr, align 4
  %f0 = getelementptr inbounds %rec, ptr %s, i32 0, i32 0
  store i32 %v, ptr %f0, align 4
  %f1 = getelementptr inbounds %rec, ptr %s, i32 0, i32 1
  %f12 = getelementptr inbounds [3 x i64], ptr %f1, i32 0, i32 2
  %w = zext i32 %t to i64
  store i64 %w, ptr %f12, align 8
  %f2 = getelementptr inbounds %rec, ptr %s, i64 0, i32 2, i32 1
  store float 2.5, ptr %f2, align 4
  %k = and i32 %v, 3
  switch i32 %k, label %dflt [ i32 0, label %c0
                               i32 1, label %c1
                               i32 2, label %c1 ]
c0:
  store i32 10, ptr %sel, align 4
  %a0 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 0
  store i32 5, ptr %a0, align 4
  br label %join
c1:
  store i32 20, ptr %sel, align 4
  %whole = load %rec, ptr %s, align 8
  %x1 = extractvalue %rec %whole, 1, 2
  %x1t = trunc i64 %x1 to i32
  %f0b = getelementptr inbounds %rec, ptr %s, i32 0, i32 0
  store i32 %x1t, ptr %f0b, align 4
  br label %join
dflt:
  store i32 30, ptr %sel, align 4
  br label %join
never:
  store i32 99, ptr %sel, align 4
  %nv = load i32, ptr %sel, align 4
  br label %join
join:
  %sv = load i32, ptr %sel, align 4
  %g0 = load i32, ptr %f0, align 4
  %g2 = load float, ptr %f2, align 4
  %g2i = fptosi float %g2 to i32
  store i32 %sv, ptr %esc, align 4
  call void @bump(ptr %esc)
  %e = load i32, ptr %esc, align 4
  store float 1.0, ptr %pun, align 4
  %bits = load i32, ptr %pun, align 4
  %ai = and i32 %v, 3
  %aidx = zext i32 %ai to i64
  %ap = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 %aidx
  store i32 %t, ptr %ap, align 4
  %a0r = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 0
  %av = load i32, ptr %a0r, align 4
  %base = mul i64 %ti, 6
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %sv, ptr addrspace(1) %o0, align 4
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  store i32 %g0, ptr addrspace(1) %o1, align 4
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %g2i, ptr addrspace(1) %o2, align 4
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b3
  store i32 %e, ptr addrspace(1) %o3, align 4
  %b4 = add i64 %base, 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b4
  store i32 %bits, ptr addrspace(1) %o4, align 4
  %b5 = add i64 %base, 5
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b5
  store i32 %av, ptr addrspace(1) %o5, align 4
  ret void
}
