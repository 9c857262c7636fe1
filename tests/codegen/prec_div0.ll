; -prec-div=0 (libNVVM's option, and tnvcc's): f32 division may be the
; full-range approximation div.full.f32 (2 ulp), 1.0 / x rcp.approx.f32,
; as nvcc -prec-div=false writes them; an fdiv with `afn` is still
; div.approx (cheaper), f64 division stays div.rn, and a function whose
; denormal mode flushes gets the .ftz forms.
; SM: 80
; ARGS: -prec-div=0
; CHECK: .visible .entry k(
; CHECK: div.full.f32 %f3, %f1, %f2;
; CHECK: rcp.approx.f32 %f4, %f2;
; CHECK: div.full.f32 %f5, %f1, 0f40400000;
; CHECK: div.approx.f32 %f6, %f1, %f2;
; CHECK: div.rn.f64 %fd2, %fd1, %fd1;
; CHECK: .visible .entry flush(
; CHECK: div.full.ftz.f32 %f3, %f1, %f2;
; CHECK-NOT: div.rn.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, float %a, float %b, double %x) {
  %q = fdiv float %a, %b
  %r = fdiv float 1.0, %b
  %s = fdiv float %a, 3.0
  %t = fdiv afn float %a, %b
  %d = fdiv double %x, %x
  store float %q, ptr addrspace(1) %p
  %p1 = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %r, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p, i64 2
  store float %s, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p, i64 3
  store float %t, ptr addrspace(1) %p3
  %p4 = getelementptr double, ptr addrspace(1) %p, i64 4
  store double %d, ptr addrspace(1) %p4
  ret void
}

define void @flush(ptr addrspace(1) %p, float %a, float %b) #0 {
  %q = fdiv float %a, %b
  store float %q, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @flush, !"kernel", i32 1}
