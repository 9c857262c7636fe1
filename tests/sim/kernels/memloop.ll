; tests/sim/kernels/memloop.ll -- memcpy, memmove and memset of constant
; lengths over 128 bytes, which isel/lower/memintr.c writes as loops of
; four pieces a step (every load of a step before its stores), the rest
; unrolled after the loop: u64, u32, u8 and v2.u64 pieces; memmoves whose
; blocks overlap, forward (destination below the source) and backward; a
; memset of a run-time byte; and a memmove of a block onto itself, which
; is dropped.  Each thread works in its own 512 bytes of each buffer.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias, ptr addrspace(1) noalias, i64, i1 immarg)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1 immarg)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1 immarg)

define ptx_kernel void @memloop(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %out2, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bt = mul i32 %b, %nt
  %g = add i32 %bt, %t
  %g64 = zext i32 %g to i64
  %off = mul i64 %g64, 512
  %i = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %off
  %o = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %off
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %out2, i64 %off
  ; 200 bytes of u64: 6 steps of 4 pieces, then one u64
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %o, ptr addrspace(1) align 8 %i, i64 200, i1 false)
  ; 203 unaligned bytes: 50 steps of 4 bytes, then 3 bytes
  %o_200 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 200
  %i_201 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 201
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 1 %o_200, ptr addrspace(1) align 1 %i_201, i64 203, i1 false)
  ; overlapping, forward: the block moves 24 bytes down
  %o_24 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 24
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 8 %o, ptr addrspace(1) align 8 %o_24, i64 168, i1 false)
  ; overlapping, backward: 150 bytes move 32 bytes up (u32 pieces)
  %o_8 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %o_40 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 40
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %o_40, ptr addrspace(1) align 4 %o_8, i64 150, i1 false)
  ; a run-time byte replicated into 180 bytes of u32 pieces
  %byte.p = getelementptr inbounds i8, ptr addrspace(1) %i, i64 5
  %byte = load i8, ptr addrspace(1) %byte.p, align 1
  %o_420 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 420
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %o_420, i8 %byte, i64 90, i1 false)
  %o_240 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 240
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %o_240, i8 %byte, i64 180, i1 false)
  ; v2.u64 pieces: 300 bytes are 4 steps of 64, then 16 + 16 + 8 + 4
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %o2, ptr addrspace(1) align 16 %i, i64 300, i1 false)
  ; overlapping, backward by 16: the 16-byte tail first, then 4 steps
  %o2_16 = getelementptr inbounds i8, ptr addrspace(1) %o2, i64 16
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 16 %o2_16, ptr addrspace(1) align 16 %o2, i64 272, i1 false)
  ; onto itself: no byte changes
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %o2, ptr addrspace(1) %o2, i64 %n, i1 false)
  ; a constant memset over a run of 16-byte pieces
  %o2_304 = getelementptr inbounds i8, ptr addrspace(1) %o2, i64 304
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 16 %o2_304, i8 -91, i64 200, i1 false)
  ret void
}
