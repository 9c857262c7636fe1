; NVVM IR's own warp intrinsics (NVIDIA's NVVM IR specification, "Warp
; Shuffle" and "Warp Vote"), as Numba emits them: the operation is the
; second operand.  shfl.sync.i32 mode 2 is shfl.sync.down, writing the
; value and the in-range predicate; vote.sync mode 3 is the ballot (the
; i32 half), mode 0 the all-vote (the i1 half).  A mode seen through a
; cast of a constant is still a constant.
; SM: 80
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: ld.param.u32 %r2, [k_param_2];
; CHECK: shfl.sync.down.b32 %r3|%p1, %r1, 1, 31, %r2;
; CHECK: st.global.u32 [%rd1], %r3;
; CHECK: selp.b32 %r4, 1, 0, %p1;
; CHECK: st.global.u32 [%rd1+4], %r4;
; CHECK: setp.ne.s32 %p2, %r1, 0;
; CHECK: vote.sync.ballot.b32 %r5, %p2, %r2;
; CHECK: st.global.u32 [%rd1+8], %r5;
; CHECK: vote.sync.all.pred %p3, %p2, %r2;
; CHECK: selp.b32 %r6, 1, 0, %p3;
; CHECK: st.global.u32 [%rd1+12], %r6;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.vote.sync(i32, i32, i1)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, i32 %mask) {
  %mode = trunc i64 2 to i32
  %s = call { i32, i1 } @llvm.nvvm.shfl.sync.i32(i32 %mask, i32 %mode, i32 %x, i32 1, i32 31)
  %v = extractvalue { i32, i1 } %s, 0
  %ok = extractvalue { i32, i1 } %s, 1
  store i32 %v, ptr addrspace(1) %p, align 4
  %okz = zext i1 %ok to i32
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %okz, ptr addrspace(1) %p1, align 4
  %c = icmp ne i32 %x, 0
  %b = call { i32, i1 } @llvm.nvvm.vote.sync(i32 %mask, i32 3, i1 %c)
  %ballot = extractvalue { i32, i1 } %b, 0
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 2
  store i32 %ballot, ptr addrspace(1) %p2, align 4
  %a = call { i32, i1 } @llvm.nvvm.vote.sync(i32 %mask, i32 0, i1 %c)
  %all = extractvalue { i32, i1 } %a, 1
  %allz = zext i1 %all to i32
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 3
  store i32 %allz, ptr addrspace(1) %p3, align 4
  ret void
}
