; tests/sim/kernels/byvalload.ll -- loads through a phi or a select of
; byval parameters (ir/byvalload.c makes them loads of each parameter
; from .param), beside llc-19's code:
;   @better: clang's `return better(a, b) ? a : b` for a struct {i32,
;            float}: a phi of the two parameters' addresses, reached from
;            three blocks, and one load through it;
;   @pick:   a select of fields at different offsets of two parameters,
;            and a parameter whose address is stored and written through
;            (it must stay a copy in the frame, and the load through the
;            select reads what was written).
; Per thread, from its input words.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Pair = type { i32, float }
%Big = type { i32, [3 x i32], i64 }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define i32 @gid() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  ret i32 %g
}

define %Pair @choose(ptr byval(%Pair) align 4 %a, ptr byval(%Pair) align 4 %b) #0 {
entry:
  %af = getelementptr inbounds i8, ptr %a, i64 4
  %x = load float, ptr %af, align 4
  %bf = getelementptr inbounds i8, ptr %b, i64 4
  %y = load float, ptr %bf, align 4
  %gt = fcmp ogt float %x, %y
  br i1 %gt, label %done, label %tie
tie:
  %eq = fcmp oeq float %x, %y
  br i1 %eq, label %idx, label %other
idx:
  %ai = load i32, ptr %a, align 4
  %bi = load i32, ptr %b, align 4
  %lt = icmp slt i32 %ai, %bi
  br i1 %lt, label %done, label %other
other:
  br label %done
done:
  %f = phi float [ %y, %other ], [ %x, %idx ], [ %x, %entry ]
  %p = phi ptr [ %b, %other ], [ %a, %idx ], [ %a, %entry ]
  %i = load i32, ptr %p, align 4
  %r0 = insertvalue %Pair poison, i32 %i, 0
  %r1 = insertvalue %Pair %r0, float %f, 1
  ret %Pair %r1
}

define i64 @select_fields(ptr byval(%Big) align 8 %a, ptr byval(%Big) align 8 %b, i32 %c, ptr %sink) #0 {
  %k = icmp ugt i32 %c, 40
  %pa = getelementptr inbounds %Big, ptr %a, i64 0, i32 1, i64 2
  %pb = getelementptr inbounds %Big, ptr %b, i64 0, i32 2
  %p = select i1 %k, ptr %pa, ptr %pb
  %v = load i32, ptr %p, align 4
  %w = zext i32 %v to i64
  %q = select i1 %k, ptr %a, ptr %b
  %u = load i64, ptr %q, align 8
  %r = add i64 %w, %u
  ret i64 %r
}

define i32 @escapes(ptr byval(%Pair) align 4 %a, ptr byval(%Pair) align 4 %b, i32 %c, ptr %sink) #0 {
  %k = icmp ugt i32 %c, 40
  %q = select i1 %k, ptr %a, ptr %b
  store ptr %a, ptr %sink, align 8
  %pp = load ptr, ptr %sink, align 8
  store i32 %c, ptr %pp, align 4
  %u = load i32, ptr %q, align 4
  ret i32 %u
}

define ptx_kernel void @better(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %g = call i32 @gid()
  %a = alloca %Pair, align 4
  %b = alloca %Pair, align 4
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %g1 = add i32 %g, 1
  %pj = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g1
  %y = load i32, ptr addrspace(1) %pj, align 4
  %xs = and i32 %x, 3
  %ys = and i32 %y, 3
  %xf = sitofp i32 %xs to float
  %yf = sitofp i32 %ys to float
  store i32 %x, ptr %a, align 4
  %af = getelementptr inbounds i8, ptr %a, i64 4
  store float %xf, ptr %af, align 4
  store i32 %y, ptr %b, align 4
  %bf = getelementptr inbounds i8, ptr %b, i64 4
  store float %yf, ptr %bf, align 4
  %r = call %Pair @choose(ptr byval(%Pair) align 4 %a, ptr byval(%Pair) align 4 %b)
  %ri = extractvalue %Pair %r, 0
  %rf = extractvalue %Pair %r, 1
  %rb = bitcast float %rf to i32
  %s = xor i32 %ri, %rb
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %s, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @pick(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %g = call i32 @gid()
  %a = alloca %Big, align 8
  %b = alloca %Big, align 8
  %sink = alloca ptr, align 8
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %c = and i32 %x, 127
  call void @llvm.memset.p0.i64(ptr %a, i8 7, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 9, i64 32, i1 false)
  %a2 = getelementptr inbounds i8, ptr %a, i64 12
  store i32 %x, ptr %a2, align 4
  %b3 = getelementptr inbounds i8, ptr %b, i64 16
  store i32 %c, ptr %b3, align 8
  %v = call i64 @select_fields(ptr byval(%Big) align 8 %a, ptr byval(%Big) align 8 %b, i32 %c, ptr %sink)
  %e = call i32 @escapes(ptr byval(%Pair) align 4 %a, ptr byval(%Pair) align 4 %b, i32 %c, ptr %sink)
  %v32 = trunc i64 %v to i32
  %s = add i32 %v32, %e
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %s, ptr addrspace(1) %po, align 4
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
attributes #0 = { noinline }
