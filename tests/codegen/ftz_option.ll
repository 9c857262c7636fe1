; -ftz=1 (libNVVM's option, and tnvcc's): a function that does not say
; its own f32 denormal mode flushes f32 subnormals, as libNVVM's code
; does; one whose attribute says ieee keeps them.  (-ftz also answers
; NVVMReflect's __CUDA_FTZ, tests/unit/test_reflect.c.)
; SM: 80
; ARGS: -ftz=1
; CHECK: .visible .entry no_attribute(
; CHECK: add.rn.ftz.f32 %f3, %f1, %f2;
; CHECK: setp.gt.ftz.f32 %p1, %f3, 0f00000000;
; CHECK: .visible .entry says_ieee(
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK: setp.gt.f32 %p1, %f3, 0f00000000;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @no_attribute(ptr addrspace(1) %p, float %a, float %b) {
  %s = fadd float %a, %b
  %c = fcmp ogt float %s, 0.0
  %r = select i1 %c, float %s, float 1.0
  store float %r, ptr addrspace(1) %p
  ret void
}

define void @says_ieee(ptr addrspace(1) %p, float %a, float %b) #0 {
  %s = fadd float %a, %b
  %c = fcmp ogt float %s, 0.0
  %r = select i1 %c, float %s, float 1.0
  store float %r, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "denormal-fp-math-f32"="ieee,ieee" }

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @no_attribute, !"kernel", i32 1}
!1 = !{ptr @says_ieee, !"kernel", i32 1}
