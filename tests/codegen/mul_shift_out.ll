; A multiplication by a power of two becomes a shift in place
; (isel/dag/widemul.c, mul_to_shift) only when the constant is the
; multiply's alone.  Here the constant 128 is also an element of a vector
; that another block reads: it must stay 128 there (a rewrite in place
; once made it `mov.b32 %rd3, 7`, which ptxas rejects, and stored 7).
; mem2reg's promoted structs (Numba's array descriptors) made this
; common; since pass cse reads a struct's field off its insertvalue
; (ir/fold.c, fold_field), a vector element is what still shares the
; constant with the multiply.
; SM: 90
; CHECK: mov.b64 %rd3, 128;
; CHECK: mul.lo.s64 %rd4, %rd2, %rd3;
; CHECK: st.u64 [%rd1], %rd4;
; CHECK: st.u64 [%rd1], %rd3;
; CHECK-NOT: mov.b32 %rd
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i1 zeroext %c, i64 %a) {
entry:
  %s = insertelement <2 x i64> undef, i64 128, i32 0
  %y = extractelement <2 x i64> %s, i32 0
  %z = mul i64 %a, %y
  store i64 %z, ptr %p
  br i1 %c, label %t, label %e
t:
  %w = extractelement <2 x i64> %s, i32 0
  store i64 %w, ptr %p
  br label %e
e:
  ret void
}
