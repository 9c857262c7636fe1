; tests/sim/kernels/callargs.ll -- calls, beside llc-19's code:
;   @consts: small constants passed and returned (i1, i8 and i16 with
;            signext, zeroext or neither; a packed struct of them):
;            call.c writes each as an immediate, extended to .b32 for
;            a scalar, its own width in an array;
;   @around: arithmetic between calls (dag.c roots_before_calls computes
;            a product of two calls' results before the next call);
;            the result bits must not change.
; Per thread, from its input words.
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

; Each parameter, extended as its type says, weighted by a prime.
define i32 @mix(i8 signext %a, i8 zeroext %b, i16 signext %c, i16 zeroext %d, i1 zeroext %e, i8 %f, i16 %h, i1 %i, i32 %x) #0 {
  %a32 = sext i8 %a to i32
  %b32 = zext i8 %b to i32
  %c32 = sext i16 %c to i32
  %d32 = zext i16 %d to i32
  %e32 = zext i1 %e to i32
  %f32 = sext i8 %f to i32
  %h32 = zext i16 %h to i32
  %i32 = sext i1 %i to i32
  %t1 = mul i32 %b32, 3
  %t2 = mul i32 %c32, 5
  %t3 = mul i32 %d32, 7
  %t4 = mul i32 %e32, 11
  %t5 = mul i32 %f32, 13
  %t6 = mul i32 %h32, 17
  %t7 = mul i32 %i32, 19
  %s1 = add i32 %a32, %t1
  %s2 = add i32 %s1, %t2
  %s3 = add i32 %s2, %t3
  %s4 = add i32 %s3, %t4
  %s5 = add i32 %s4, %t5
  %s6 = add i32 %s5, %t6
  %s7 = add i32 %s6, %t7
  %s8 = xor i32 %s7, %x
  ret i32 %s8
}

define i32 @fields(<{ i8, i16, i1, i8 }> %p, i32 %x) #0 {
  %a = extractvalue <{ i8, i16, i1, i8 }> %p, 0
  %b = extractvalue <{ i8, i16, i1, i8 }> %p, 1
  %c = extractvalue <{ i8, i16, i1, i8 }> %p, 2
  %d = extractvalue <{ i8, i16, i1, i8 }> %p, 3
  %a32 = sext i8 %a to i32
  %b32 = zext i16 %b to i32
  %c32 = zext i1 %c to i32
  %d32 = zext i8 %d to i32
  %t1 = shl i32 %b32, 8
  %t2 = shl i32 %c32, 24
  %t3 = mul i32 %d32, 3
  %s1 = add i32 %a32, %t1
  %s2 = add i32 %s1, %t2
  %s3 = add i32 %s2, %t3
  %s4 = xor i32 %s3, %x
  ret i32 %s4
}

define signext i8 @ret8(i32 %x) #0 {
  %c = icmp slt i32 %x, 100
  %r = select i1 %c, i8 -3, i8 -128
  ret i8 %r
}

define zeroext i16 @ret16() #0 {
  ret i16 -300
}

define i1 @ret1() #0 {
  ret i1 true
}

define { i8, i16 } @retpair() #0 {
  ret { i8, i16 } { i8 -1, i16 -2 }
}

define ptx_kernel void @consts(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %m1 = call i32 @mix(i8 -5, i8 -6, i16 -300, i16 -300, i1 true, i8 -128, i16 -1, i1 true, i32 %x)
  %m2 = call i32 @mix(i8 127, i8 -1, i16 32767, i16 -32768, i1 false, i8 -1, i16 1, i1 false, i32 %x)
  %f1 = call i32 @fields(<{ i8, i16, i1, i8 }> <{ i8 -7, i16 -8, i1 true, i8 -9 }>, i32 %x)
  %r8 = call i8 @ret8(i32 %x)
  %r16 = call i16 @ret16()
  %r1 = call i1 @ret1()
  %rp = call { i8, i16 } @retpair()
  %rp0 = extractvalue { i8, i16 } %rp, 0
  %rp1 = extractvalue { i8, i16 } %rp, 1
  %r8w = sext i8 %r8 to i32
  %r16w = zext i16 %r16 to i32
  %r1w = zext i1 %r1 to i32
  %rp0w = sext i8 %rp0 to i32
  %rp1w = zext i16 %rp1 to i32
  %g4 = mul i32 %g, 8
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g4
  store i32 %m1, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 1
  store i32 %m2, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 2
  store i32 %f1, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 3
  store i32 %r8w, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 4
  store i32 %r16w, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 5
  store i32 %r1w, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 6
  store i32 %rp0w, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %o0, i32 7
  store i32 %rp1w, ptr addrspace(1) %o7, align 4
  ret void
}

define float @half_of(float %x) #0 {
  %r = fmul float %x, 5.000000e-01
  ret float %r
}

define float @plus_one(float %x) #0 {
  %r = fadd float %x, 1.000000e+00
  ret float %r
}

define float @product(float %x, float %y) #0 {
  %r = fmul float %x, %y
  ret float %r
}

define float @negate(float %x) #0 {
  %r = fneg float %x
  ret float %r
}

define double @twice(double %x) #0 {
  %r = fmul double %x, 2.000000e+00
  ret double %r
}

; numba's shape: sin(x)*exp(x) before a third call, a sum after it.  A
; contracted product whose contracted add comes after a call stays fused
; (not a root): t = a*x10 - round(a*x10) is the product's rounding error
; with fma, 0 without.
define ptx_kernel void @around(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %g = call i32 @gid()
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i32 %g
  %x = load float, ptr addrspace(1) %pi, align 4
  %x10 = fmul float %x, 0x3FB99999A0000000
  %a = call float @half_of(float %x)
  %b = call float @plus_one(float %x)
  %p = fmul float %a, %b
  %q = fsub float %a, %b
  %c = call float @half_of(float %p)
  %s = fadd float %p, %c
  %pr = call float @product(float %a, float %x10)
  %pc = fmul contract float %a, %x10
  %d = call float @negate(float %pr)
  %t = fadd contract float %pc, %d
  %qd = call float @plus_one(float %q)
  %s2 = fadd float %s, %qd
  %xd = fpext float %x to double
  %sq = fmul double %xd, %xd
  %e = call double @twice(double %sq)
  %u = fadd double %sq, %e
  %uf = fptrunc double %u to float
  %g3 = mul i32 %g, 3
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %g3
  store float %s2, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds float, ptr addrspace(1) %po, i32 1
  store float %t, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds float, ptr addrspace(1) %po, i32 2
  store float %uf, ptr addrspace(1) %po2, align 4
  ret void
}

attributes #0 = { noinline }
