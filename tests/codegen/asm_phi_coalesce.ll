; Pass coalesce with inline asm's outputs and inputs (isel/mach/coalesce.c,
; isel/lower/asm.c): the asm's text names its registers by marks that the
; printer spells, so a register the asm writes or reads is renamed like
; any other.  The loop's accumulator goes through an asm fma: its output
; and the phi it feeds become one register, read and written by the asm
; (no copy on the back edge; cuda_fp16's __hfma2 in a loop, as llc writes
; it).  The early-clobber asm in the loop may write its output before it
; reads its input: its output keeps a register of its own, apart from
; the phi it reads, though the phi dies there (a copy on the back edge).
; SM: 80
; ARGS: -O3
; CHECK: mov.b32 %r7, 0;
; CHECK: mov.b32 %r3, 0;
; CHECK: mov.b32 %r5, %r1;
; CHECK: $L__BB0_1:				// %loop
; CHECK: add.u32 %r6, %r5, 1;
; CHECK: add.u32 %r6, %r6, %r5;
; CHECK: mul.wide.s32 %rd4, %r3, 4;
; CHECK: add.s64 %rd5, %rd1, %rd4;
; CHECK: ld.global.u32 %r9, [%rd5];
; CHECK: add.s64 %rd6, %rd2, %rd4;
; CHECK: ld.global.u32 %r10, [%rd6];
; CHECK: fma.rn.f16x2 %r7, %r9, %r10, %r7;
; CHECK: add.s32 %r3, %r3, 1;
; CHECK: setp.lt.s32 %p1, %r3, %r1;
; CHECK: mov.b32 %r5, %r6;
; CHECK: @%p1 bra $L__BB0_1;
; CHECK: mov.b32 {l, h}, %r7;
; CHECK: cvt.f32.f16 %f1, l;}
; CHECK: mov.b32 %f2, %r6;
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK: st.global.f32 [%rd3], %f3;
; CHECK: ret;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @dot(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
entry:
  %z = call i32 asm "mov.b32 $0, 0;", "=r"()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ %z, %entry ], [ %acc1, %loop ]
  %e = phi i32 [ %n, %entry ], [ %e1, %loop ]
  %e1 = call i32 asm "add.u32 $0, $1, 1;\0A\09add.u32 $0, $0, $1;", "=&r,r"(i32 %e)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %i
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %acc1 = call i32 asm "fma.rn.f16x2 $0, $1, $2, $3;", "=r,r,r,r"(i32 %va, i32 %vb, i32 %acc)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done

done:
  %lo = call float asm "{.reg .f16 l, h;\0A\09mov.b32 {l, h}, $1;\0A\09cvt.f32.f16 $0, l;}", "=f,r"(i32 %acc1)
  %ef = bitcast i32 %e1 to float
  %s = fadd float %lo, %ef
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
