; tests/sim/kernels/lsr_pointers.ll -- loops whose addresses pass lsr
; (ir/lsr.c) turns into pointers that step, run beside llc-19:
;   @steps: i = 0, 3, 6, ... (nuw nsw) indexing an i32 view and an i16
;           view of the thread's input through zext nneg; a second loop
;           from -8 by 2 (sext, nsw) around the middle of the input; an
;           i64 variable from 5 by 7 indexing i32 words.
; Each thread reads its own 256 bytes of the input and writes 4 words.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @steps(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bk = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %bk, 6
  %g = add i32 %b64, %t
  %o = mul i32 %g, 256
  %base = getelementptr inbounds i8, ptr addrspace(1) %in, i32 %o
  %x = load i32, ptr addrspace(1) %base, align 4
  %n0 = and i32 %x, 31
  %n = add i32 %n0, 20
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %w = zext nneg i32 %i to i64
  %p32 = getelementptr inbounds i32, ptr addrspace(1) %base, i64 %w
  %p16 = getelementptr inbounds i16, ptr addrspace(1) %base, i64 %w
  %v32 = load i32, ptr addrspace(1) %p32, align 4
  %v16 = load i16, ptr addrspace(1) %p16, align 2
  %v16z = zext i16 %v16 to i32
  %s = xor i32 %v32, %v16z
  %acc1 = mul i32 %acc, 31
  %acc2 = add i32 %acc1, %s
  %i.next = add nuw nsw i32 %i, 3
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %mid
mid:
  %center = getelementptr inbounds i8, ptr addrspace(1) %base, i32 128
  br label %loop2
loop2:
  %k = phi i32 [ -8, %mid ], [ %k.next, %loop2 ]
  %acc3 = phi i32 [ %acc2, %mid ], [ %acc4, %loop2 ]
  %y = sext i32 %k to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %center, i64 %y
  %vq = load i32, ptr addrspace(1) %q, align 4
  %acc3m = mul i32 %acc3, 7
  %acc4 = sub i32 %acc3m, %vq
  %k.next = add nsw i32 %k, 2
  %c2 = icmp slt i32 %k.next, 9
  br i1 %c2, label %loop2, label %wide
wide:
  br label %loop3
loop3:
  %l = phi i64 [ 5, %wide ], [ %l.next, %loop3 ]
  %acc5 = phi i32 [ %acc4, %wide ], [ %acc6, %loop3 ]
  %r = getelementptr inbounds i32, ptr addrspace(1) %base, i64 %l
  %vr = load i32, ptr addrspace(1) %r, align 4
  %acc6 = xor i32 %acc5, %vr
  %l.next = add i64 %l, 7
  %c3 = icmp ult i64 %l.next, 60
  br i1 %c3, label %loop3, label %done
done:
  %oo = mul i32 %g, 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %oo
  store i32 %acc2, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 1
  store i32 %acc4, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 2
  store i32 %acc6, ptr addrspace(1) %po2, align 4
  ret void
}
