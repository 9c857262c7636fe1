; tests/sim/kernels/phi_inregs.ll -- loops whose exit reads a phi of the
; loop's header (isel/mach/phi.c: such a phi takes its incoming values in
; registers of its own, copied into it at the header's start, so that the
; back edge's copies run before the loop's branch): a search loop that
; leaves with the value it tested while computing the next (int_sqrt's
; first loop), three phis rotating with the exit reading all of them, a
; loop branching on a phi of its own header, and two .shared tiles
; swapped round a loop whose exit reads one (the phi's address-space twin
; takes its incoming values the same way).  Per thread, from its input;
; every result is stored.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@A = internal addrspace(3) global [128 x i32] undef, align 4
@B = internal addrspace(3) global [128 x i32] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

define ptx_kernel void @phi_inregs(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %pi, align 4
  %x = mul i32 %v, 2654435761
  %trips = and i32 %v, 7
  %base = mul i64 %i, 8
  br label %search

search:
  %b = phi i32 [ 1073741824, %entry ], [ %b4, %search ]
  %big = icmp ugt i32 %b, %x
  %b4 = lshr i32 %b, 2
  br i1 %big, label %search, label %rot

rot:
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %b, ptr addrspace(1) %o0, align 4
  br label %rloop

rloop:
  %ra = phi i32 [ %t, %rot ], [ %rb, %rloop ]
  %rb = phi i32 [ %v, %rot ], [ %rc, %rloop ]
  %rc = phi i32 [ %x, %rot ], [ %ra1, %rloop ]
  %k = phi i32 [ 0, %rot ], [ %k1, %rloop ]
  %ra1 = add i32 %ra, 3
  %k1 = add i32 %k, 1
  %again = icmp ule i32 %k1, %trips
  br i1 %again, label %rloop, label %cond

cond:
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  %r1 = mul i32 %ra, 1000
  %r2 = add i32 %r1, %rb
  %r3 = xor i32 %r2, %rc
  store i32 %r3, ptr addrspace(1) %o1, align 4
  br label %cloop

cloop:
  %go = phi i1 [ true, %cond ], [ %go1, %cloop ]
  %m = phi i32 [ %v, %cond ], [ %m1, %cloop ]
  %m1 = lshr i32 %m, 1
  %go1 = icmp ne i32 %m1, 0
  br i1 %go, label %cloop, label %tiles

tiles:
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %m, ptr addrspace(1) %o2, align 4
  br label %tloop

tloop:
  %j = phi i32 [ 0, %tiles ], [ %j1, %tloop ]
  %cur = phi ptr [ addrspacecast (ptr addrspace(3) @A to ptr), %tiles ], [ %nxt, %tloop ]
  %nxt = phi ptr [ addrspacecast (ptr addrspace(3) @B to ptr), %tiles ], [ %cur, %tloop ]
  %pc = getelementptr i32, ptr %cur, i64 %i
  %val = add i32 %v, %j
  store i32 %val, ptr %pc, align 4
  call void @llvm.nvvm.barrier0()
  %j1 = add i32 %j, 1
  %tl = icmp ult i32 %j1, 3
  br i1 %tl, label %tloop, label %done

done:
  %back = getelementptr i32, ptr %cur, i64 %i
  %w = load i32, ptr %back, align 4
  %pn = getelementptr i32, ptr %nxt, i64 %i
  %w2 = load i32, ptr %pn, align 4
  %ww = mul i32 %w, 7
  %wr = add i32 %ww, %w2
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b3
  store i32 %wr, ptr addrspace(1) %o3, align 4
  ret void
}
