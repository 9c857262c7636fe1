; The implicitly warp-synchronous shuffles and votes (no member mask), as
; pre-CUDA-9 code and LLVM's old tests use them: PTX has them before
; sm_70 (shfl from sm_30), so on sm_60 each is one instruction.  From
; sm_70 on they are a located error (shfl_without_sync.ll, vote_without_sync.ll).
; SM: 60
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: ld.param.f32 %f1, [k_param_2];
; CHECK: shfl.down.b32 %r2, %r1, 1, 31;
; CHECK: st.volatile.global.u32 [%rd1], %r2;
; CHECK: shfl.bfly.b32 %f2, %f1, 2, 31;
; CHECK: st.volatile.global.f32 [%rd1], %f2;
; CHECK: setp.eq.s32 %p1, %r1, 0;
; CHECK: vote.all.pred %p2, %p1;
; CHECK: selp.b32 %r3, 1, 0, %p2;
; CHECK: st.volatile.global.u32 [%rd1], %r3;
; CHECK: vote.ballot.b32 %r4, %p1;
; CHECK: st.volatile.global.u32 [%rd1], %r4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.bfly.f32(float, i32, i32)
declare i1 @llvm.nvvm.vote.all(i1)
declare i32 @llvm.nvvm.vote.ballot(i1)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, float %f) {
  %a = call i32 @llvm.nvvm.shfl.down.i32(i32 %x, i32 1, i32 31)
  store volatile i32 %a, ptr addrspace(1) %p
  %b = call float @llvm.nvvm.shfl.bfly.f32(float %f, i32 2, i32 31)
  store volatile float %b, ptr addrspace(1) %p
  %c = icmp eq i32 %x, 0
  %v = call i1 @llvm.nvvm.vote.all(i1 %c)
  %vz = zext i1 %v to i32
  store volatile i32 %vz, ptr addrspace(1) %p
  %bal = call i32 @llvm.nvvm.vote.ballot(i1 %c)
  store volatile i32 %bal, ptr addrspace(1) %p
  ret void
}
