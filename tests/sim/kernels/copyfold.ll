; tests/sim/kernels/copyfold.ll -- loops whose phi copies pass copy-fold
; (isel/mach/copyfold.c) folds or must leave alone: a rotation of three
; phis (each copy reads a register the next one writes), a counter and a
; running sum read after the loop (through a split edge), and a swap of
; two pointers.  Per thread, from its input word.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @copyfold(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %x = load i32, ptr addrspace(1) %ip, align 4
  %trips = and i32 %x, 15
  %m = add i32 %trips, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i32 [ %x, %entry ], [ %bb, %loop ]
  %bb = phi i32 [ 7, %entry ], [ %c, %loop ]
  %c = phi i32 [ %g, %entry ], [ %d, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %d = add i32 %a, %c
  %s1 = xor i32 %s, %d
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %m
  br i1 %more, label %loop, label %exit

exit:
  %op = getelementptr inbounds [4 x i32], ptr addrspace(1) %out, i64 %g64
  store i32 %a, ptr addrspace(1) %op, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 1
  store i32 %bb, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 2
  store i32 %s1, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 3
  store i32 %i1, ptr addrspace(1) %o3, align 4
  br label %swap

swap:
  %j = phi i32 [ 0, %exit ], [ %j1, %swap ]
  %p = phi ptr addrspace(1) [ %ip, %exit ], [ %q, %swap ]
  %q = phi ptr addrspace(1) [ %op, %exit ], [ %p, %swap ]
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = add i32 %v, %j
  store i32 %w, ptr addrspace(1) %q, align 4
  %j1 = add i32 %j, 1
  %again = icmp slt i32 %j1, %trips
  br i1 %again, label %swap, label %done

done:
  ret void
}
