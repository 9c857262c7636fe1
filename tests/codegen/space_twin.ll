; Twins: a pointer made in one block from a cast out of .shared or .const
; and accessed in others gets a second register with its address in that
; space, written where the pointer is made.  %p and %li see their cast in
; their own block (the twin is the address from before the cast); %q is
; made from %p's register, whose twin stands in for it: %q's twin is
; %p's twin + 4.  Stores, loads and .shared atomics in other blocks use
; the twins; the phi %m merges two .shared pointers, so it has a twin
; too (phi-space), copied on each edge beside the generic register, and
; is loaded as .shared.  (Pass coalesce, isel/mach/coalesce.c, gives the
; phi's twin %p's twin register, which is dead by then: only the edge
; from %d copies.)
; SM: 90a
; CHECK: mov.u64 %rd13, buf;
; CHECK: mov.u64 %rd16, tab;
; CHECK: mul.wide.u32 %rd10, %r1, 4;
; CHECK: cvta.shared.u64 %rd12, %rd13;
; CHECK: add.s64 %rd6, %rd13, %rd10;
; CHECK: cvta.const.u64 %rd15, %rd16;
; CHECK: add.s64 %rd7, %rd16, %rd10;
; CHECK: // %b
; CHECK: add.s64 %rd8, %rd6, 4;
; CHECK: st.shared.u32 [%rd6], 7;
; CHECK: atom.relaxed.cta.shared.add.u32 %r4, [%rd6], 1;
; CHECK: ld.shared.u32 %r5, [%rd8];
; CHECK: ld.const.u32 %r6, [%rd7];
; CHECK: mov.b64 %rd6, %rd8;
; CHECK: ld.shared.u32 %r8, [%rd6];
; CHECK-NOT: cvta.to.shared
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [32 x i32] undef, align 4
@tab = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define ptx_kernel void @k(ptr %out, i32 %i, i1 zeroext %c) {
a:
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %idx
  %lg = addrspacecast ptr addrspace(4) @tab to ptr
  %li = getelementptr inbounds [4 x i32], ptr %lg, i64 0, i64 %idx
  br label %b

b:
  ; made from %p, which is a register here: its twin is %p's twin + 4
  %q = getelementptr inbounds i32, ptr %p, i64 1
  store i32 7, ptr %p, align 4
  br i1 %c, label %d, label %e

d:
  %old = atomicrmw add ptr %p, i32 1 syncscope("block") monotonic, align 4
  %v = load i32, ptr %q, align 4
  %w = load i32, ptr %li, align 4
  %s = add i32 %v, %w
  %t = add i32 %s, %old
  br label %e

e:
  %m = phi ptr [ %p, %b ], [ %q, %d ]
  %r = phi i32 [ 0, %b ], [ %t, %d ]
  %x = load i32, ptr %m, align 4
  %y = add i32 %x, %r
  store i32 %y, ptr %out, align 4
  ret void
}
