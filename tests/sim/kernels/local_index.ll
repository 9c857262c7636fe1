; tests/sim/kernels/local_index.ll -- local arrays (allocas) read and
; written at indices computed at run time, which tnvcc accesses in .local
; space (ld.local/st.local on %SPL+off+index), as llc-19 does: a
; depth-first walk with an explicit stack in a local array (what the
; corpus's rangeCount does), two local buffers swapped round a loop by
; phis (double buffering), a select between two local arrays, and a
; pointer into a local array made in one block and used in others.  Each
; thread writes what it computed to its slot of the output.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; Counts the nodes of an implicit binary tree of depth 5 whose value
; (from %in) is at least %lo, walking it with a stack of 32 entries.
define internal i32 @walk(ptr addrspace(1) %in, i32 %lo) noinline {
entry:
  %stack = alloca [32 x i32], align 4
  store i32 1, ptr %stack, align 4
  br label %loop
loop:
  %sp = phi i32 [ 1, %entry ], [ %sp.next, %next ]
  %cnt = phi i32 [ 0, %entry ], [ %cnt.next, %next ]
  %top = add nsw i32 %sp, -1
  %topz = zext nneg i32 %top to i64
  %slot = getelementptr inbounds [32 x i32], ptr %stack, i64 0, i64 %topz
  %node = load i32, ptr %slot, align 4
  %nz = zext nneg i32 %node to i64
  %vp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %nz
  %v = load i32, ptr addrspace(1) %vp, align 4
  %ge = icmp sge i32 %v, %lo
  %inc = zext i1 %ge to i32
  %cnt.next = add i32 %cnt, %inc
  %leaf = icmp uge i32 %node, 32
  br i1 %leaf, label %pop, label %push
push:
  %l = shl i32 %node, 1
  store i32 %l, ptr %slot, align 4
  %spz = zext nneg i32 %sp to i64
  %slot2 = getelementptr inbounds [32 x i32], ptr %stack, i64 0, i64 %spz
  %r = or i32 %l, 1
  store i32 %r, ptr %slot2, align 4
  %sp.push = add nsw i32 %sp, 1
  br label %next
pop:
  br label %next
next:
  %sp.next = phi i32 [ %sp.push, %push ], [ %top, %pop ]
  %more = icmp ne i32 %sp.next, 0
  br i1 %more, label %loop, label %done
done:
  ret i32 %cnt.next
}

; Two local buffers of 8 values, swapped round the loop: each round
; writes cur[i] = prev[i] + prev[(i + 1) % 8] + round.
define internal i32 @rounds(i32 %seed, i32 %n, i1 zeroext %pick) noinline {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca [8 x i32], align 4
  br label %init
init:
  %k = phi i32 [ 0, %entry ], [ %k1, %init ]
  %kz = zext nneg i32 %k to i64
  %ap = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 %kz
  %sv = add i32 %seed, %k
  store i32 %sv, ptr %ap, align 4
  %k1 = add nuw nsw i32 %k, 1
  %kc = icmp ult i32 %k1, 8
  br i1 %kc, label %init, label %outer
outer:
  %prev = phi ptr [ %a, %init ], [ %cur, %outer.latch ]
  %cur = phi ptr [ %b, %init ], [ %prev, %outer.latch ]
  %rd = phi i32 [ 0, %init ], [ %rd1, %outer.latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i1, %inner ]
  %iz = zext nneg i32 %i to i64
  %pp = getelementptr inbounds i32, ptr %prev, i64 %iz
  %x = load i32, ptr %pp, align 4
  %i1 = add nuw nsw i32 %i, 1
  %j = and i32 %i1, 7
  %jz = zext nneg i32 %j to i64
  %pq = getelementptr inbounds i32, ptr %prev, i64 %jz
  %y = load i32, ptr %pq, align 4
  %s = add i32 %x, %y
  %s2 = add i32 %s, %rd
  %cp = getelementptr inbounds i32, ptr %cur, i64 %iz
  store i32 %s2, ptr %cp, align 4
  %ic = icmp ult i32 %i1, 8
  br i1 %ic, label %inner, label %outer.latch
outer.latch:
  %rd1 = add nuw nsw i32 %rd, 1
  %oc = icmp ult i32 %rd1, %n
  br i1 %oc, label %outer, label %fin
fin:
  %which = select i1 %pick, ptr %prev, ptr %cur
  %w3 = getelementptr inbounds i32, ptr %which, i64 3
  %r3 = load i32, ptr %w3, align 4
  %w5 = getelementptr inbounds i32, ptr %cur, i64 5
  %r5 = load i32, ptr %w5, align 4
  %r = xor i32 %r3, %r5
  ret i32 %r
}

define ptx_kernel void @local_index(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %w = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cw = mul i32 %c, %w
  %g = add i32 %cw, %t
  %lo = and i32 %g, 15
  %c1 = call i32 @walk(ptr addrspace(1) %in, i32 %lo)
  %nr = and i32 %g, 7
  %odd = trunc i32 %g to i1
  %c2 = call i32 @rounds(i32 %g, i32 %nr, i1 %odd)
  %gz = zext i32 %g to i64
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gz
  store i32 %c1, ptr addrspace(1) %o1, align 4
  %g2 = add i32 %g, 128
  %gz2 = zext i32 %g2 to i64
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gz2
  store i32 %c2, ptr addrspace(1) %o2, align 4
  ret void
}
