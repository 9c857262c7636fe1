; A kernel's generic pointer parameters point to global memory (the host
; can only pass such addresses), and so does every pointer derived from
; them through getelementptr, phi and select: accesses use ld.global /
; st.global on one cvta.to.global view of the parameter, and a noalias
; readonly one reads through the non-coherent path.  A pointer of unknown
; origin (loaded from memory) stays generic.  (isel/dag/addrspace.c)
; SM: 80
; CHECK: cvta.to.global.u64 %rd
; CHECK: ld.global.nc.f32
; CHECK: st.global.f32
; CHECK: ld.global.u64
; CHECK: st.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr noalias readonly %in, ptr %out, ptr %pp, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = phi ptr [ %out, %entry ], [ %p1, %loop ]
  %a = getelementptr float, ptr %in, i32 %i
  %v = load float, ptr %a, align 4
  store float %v, ptr %p, align 4
  %p1 = getelementptr float, ptr %p, i64 1
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %q = load ptr, ptr %pp, align 8
  store float 1.0, ptr %q, align 4
  ret void
}
