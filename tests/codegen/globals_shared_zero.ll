; A shared variable with a zero initializer (LLVM's own tests and some
; producers write `zeroinitializer` for workgroup memory): LLVM's NVPTX
; back end drops the initializer, since PTX cannot initialize .shared
; memory; tnvcc does the same with a located warning.  The declaration
; has no initializer, and the variable is used as usual.  An all-zero
; value written otherwise (`float 0.0`, as LLVM's tests write) is zero too.
; SM: 80
; EXPECT-WARNING: zero initializer of shared variable '@counts' is ignored: PTX does not initialize .shared memory
; CHECK: .shared .align 4 .u32 counts[4];
; CHECK: .shared .align 4 .f32 sum;
; CHECK: ld.param.u32 %r1, [k_param_0];
; CHECK: st.shared.u32 [counts+8], %r1;
; CHECK: st.shared.f32 [sum], 0f3F800000;
; CHECK-NOT: counts[4] =
; CHECK-NOT: sum =
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counts = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
@sum = internal addrspace(3) global float 0.000000e+00, align 4

define ptx_kernel void @k(i32 %x) {
  %p = getelementptr inbounds [4 x i32], ptr addrspace(3) @counts, i64 0, i64 2
  store i32 %x, ptr addrspace(3) %p, align 4
  store float 1.0, ptr addrspace(3) @sum, align 4
  ret void
}
