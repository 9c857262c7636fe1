; tests/bitcode/instrs.ll -- the instruction and constant forms the corpus
; lacks, for the bitcode reader (tests/bitcode/run.sh assembles it with
; llvm-as-19; tnvcc must read the .bc into the IR and PTX of its text):
; atomics with orderings and sync scopes, fences, volatile accesses,
; fast-math flags on every kind that takes them, exact/disjoint/nneg,
; constant expressions, vector and wide-integer constants, phi looking
; forward, switch, unreachable, operand bundles, an alias, call-site
; attributes, a tail call, musttail calls (one forwarding `...`), inline
; asm.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [4 x i32] [i32 1, i32 -2, i32 3, i32 2147483647], align 16
@wide = internal addrspace(1) global i128 -170141183460469231731687303715884105728, align 16
@v = internal addrspace(1) global <4 x float> <float 1.0, float -0.0, float 0x7FF8000000000000, float 0x36A0000000000000>, align 16
@p = internal addrspace(1) global ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @g, i64 0, i64 2), align 8
@n = internal addrspace(1) global i64 ptrtoint (ptr addrspace(1) @g to i64), align 8
@s = private unnamed_addr addrspace(1) constant [6 x i8] c"hi\00\FF\0A\00", align 1
@a = internal alias i32, ptr addrspace(1) @g

declare float @llvm.fma.f32(float, float, float)
declare float @llvm.sqrt.f32(float)
declare void @llvm.assume(i1)

define internal float @helper(float %x, float %y) {
  %r = call nnan ninf nsz arcp contract afn reassoc float @llvm.fma.f32(float %x, float %y, float 1.0)
  %q = call fast float @llvm.sqrt.f32(float %r)
  ret float %q
}

define void @k(ptr addrspace(1) %out, i32 %n, float %f, <2 x float> %vf, i1 %c) {
entry:
  %old = atomicrmw add ptr addrspace(1) @g, i32 1 syncscope("block") monotonic, align 4
  %x = atomicrmw volatile xchg ptr addrspace(1) @g, i32 %old seq_cst, align 4
  %fa = atomicrmw fadd ptr addrspace(1) %out, float %f syncscope("device") acq_rel, align 4
  %pair = cmpxchg weak ptr addrspace(1) @g, i32 %x, i32 7 syncscope("block") acquire monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  fence syncscope("device") release
  fence seq_cst
  %la = load atomic i32, ptr addrspace(1) @g syncscope("block") acquire, align 4
  store atomic i32 %la, ptr addrspace(1) @g release, align 4
  %lv = load volatile float, ptr addrspace(1) %out, align 4
  store volatile float %lv, ptr addrspace(1) %out, align 4
  %d = udiv exact i32 %n, 4
  %o = or disjoint i32 %d, 1
  %z = zext nneg i32 %o to i64
  %t = trunc nuw nsw i64 %z to i16
  %e = uitofp nneg i16 %t to float
  %m = fmul nnan ninf float %e, %f
  %fn = fneg nsz float %m
  %fc = fcmp fast olt float %fn, 0.0
  %sel = select nnan i1 %fc, float %fn, float %m
  %pe = fpext float %sel to double
  %pt = fptrunc double %pe to float
  %h = call float @helper(float %pt, float %f) #0
  %ve = fmul contract <2 x float> %vf, <float 2.0, float 0.5>
  %ex = extractelement <2 x float> %ve, i32 1
  %in = insertelement <2 x float> %ve, float %h, i64 0
  %sh = shufflevector <2 x float> %in, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %sum = fadd float %ex, %h
  %ip = inttoptr i64 %z to ptr addrspace(1)
  %gp = getelementptr inbounds nuw float, ptr addrspace(1) %ip, i64 1
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %out, i64 4) ]
  %fr = freeze i32 %old
  br i1 %ok, label %loop, label %other

loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ], [ 1, %other ]
  %acc = phi fast float [ %sum, %entry ], [ %acc2, %loop ], [ %f, %other ]
  %acc2 = fadd float %acc, 1.0
  %inext = add nuw nsw i32 %i, 1
  %done = icmp sge i32 %inext, %fr
  br i1 %done, label %exit, label %loop

other:
  switch i32 %n, label %exit [
    i32 0, label %dead
    i32 -5, label %loop
    i32 100, label %exit
  ]

dead:
  unreachable

exit:
  %r = phi float [ %acc2, %loop ], [ %f, %other ], [ %f, %other ]
  %asm = call float asm sideeffect "add.f32 $0, $1, $1;", "=f,f"(float %r)
  store float %asm, ptr addrspace(1) %gp, align 4
  %lw = load i128, ptr addrspace(1) @wide, align 16
  %lw2 = add i128 %lw, 18446744073709551617
  store i128 %lw2, ptr addrspace(1) @wide, align 16
  %vv = load <4 x float>, ptr addrspace(1) @v, align 16
  store <4 x float> %vv, ptr addrspace(1) %out, align 16
  %al = load i32, ptr addrspace(1) @a, align 4
  %pp = load ptr addrspace(1), ptr addrspace(1) @p, align 8
  store i32 %al, ptr addrspace(1) %pp, align 4
  %nn = load i64, ptr addrspace(1) @n, align 8
  %sb = load i8, ptr addrspace(1) getelementptr inbounds ([6 x i8], ptr addrspace(1) @s, i64 0, i64 3), align 1
  %sbz = zext i8 %sb to i64
  %nsum = add i64 %nn, %sbz
  store i64 %nsum, ptr addrspace(1) @n, align 8
  ret void
}

; musttail: the record sets the tail bit too; in a variadic function
; the call forwards `...`, which the record does not spell.
declare i32 @vf(i32, ...)

define i32 @fwd(i32 %n, ...) {
  %r = musttail call i32 (i32, ...) @vf(i32 %n, ...)
  ret i32 %r
}

define i32 @mt(i32 %n) {
  %a = notail call i32 (i32, ...) @vf(i32 %n, i32 1)
  %r = musttail call i32 @mt(i32 %a)
  ret i32 %r
}

attributes #0 = { nounwind "an-attribute"="a value" }

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
