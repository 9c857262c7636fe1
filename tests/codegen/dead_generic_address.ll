; A GEP builds its address in the generic space, and each access through it
; builds the same address again from the cvta'd base (the space view); the
; generic one is then dead.  Here two loads at offsets 4 and 8 from one
; base make two dead generic `base + i*4 + k` nodes, which the block's CSE
; merges into one `base + i*4` with two (dead) users.  Counting those
; users made it a root, and a dead `add.s64` from the generic %rd1 was
; written out (ptxas removes it, but the PTX said something the program
; does not do).  Uses are now counted from live nodes only
; (isel/dag/dag.c, mark_live): one add, from the global-space base.
; SM: 80
; ARGS: -O3
; CHECK: cvta.to.global.u64 %rd4, %rd1;
; CHECK: shl.b64 %rd6, %rd2, 2;
; CHECK: add.s64 %rd7, %rd4, %rd6;
; CHECK: ld.global.f32 %f1, [%rd7+4];
; CHECK: ld.global.f32 %f2, [%rd7+8];
; CHECK-NOT: %rd1, %rd6
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %i, ptr %out) {
  %a = getelementptr inbounds float, ptr %p, i64 %i
  %b = getelementptr inbounds i8, ptr %a, i64 4
  %c = getelementptr inbounds i8, ptr %a, i64 8
  %x = load float, ptr %b, align 4
  %y = load float, ptr %c, align 4
  %s = fadd float %x, %y
  store float %s, ptr %out, align 4
  ret void
}
