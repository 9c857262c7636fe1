; The pre-Volta shuffles and votes warp_unsynced_sm60.ll leaves out:
; shfl.up and shfl.idx (a run-time lane), vote.any and vote.uni, each one
; instruction without .sync on sm_60 (from sm_70 on a located error:
; shfl_without_sync.ll, vote_without_sync.ll; before sm_30, shfl is a
; gating error: warp_shfl_sm20.ll).
; SM: 60
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: ld.param.f32 %f1, [k_param_2];
; CHECK: ld.param.u32 %r2, [k_param_3];
; CHECK: shfl.up.b32 %r3, %r1, 1, 0;
; CHECK: st.volatile.global.u32 [%rd1], %r3;
; CHECK: shfl.idx.b32 %f2, %f1, %r2, 31;
; CHECK: st.volatile.global.f32 [%rd1], %f2;
; CHECK: setp.gt.s32 %p1, %r1, 0;
; CHECK: vote.any.pred %p2, %p1;
; CHECK: selp.b32 %r4, 1, 0, %p2;
; CHECK: st.volatile.global.u32 [%rd1], %r4;
; CHECK: vote.uni.pred %p3, %p1;
; CHECK: selp.b32 %r5, 1, 0, %p3;
; CHECK: st.volatile.global.u32 [%rd1], %r5;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.shfl.up.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.idx.f32(float, i32, i32)
declare i1 @llvm.nvvm.vote.any(i1)
declare i1 @llvm.nvvm.vote.uni(i1)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %v, float %f, i32 %lane) {
  %u = call i32 @llvm.nvvm.shfl.up.i32(i32 %v, i32 1, i32 0)
  store volatile i32 %u, ptr addrspace(1) %out
  %x = call float @llvm.nvvm.shfl.idx.f32(float %f, i32 %lane, i32 31)
  store volatile float %x, ptr addrspace(1) %out
  %c = icmp sgt i32 %v, 0
  %any = call i1 @llvm.nvvm.vote.any(i1 %c)
  %za = zext i1 %any to i32
  store volatile i32 %za, ptr addrspace(1) %out
  %uni = call i1 @llvm.nvvm.vote.uni(i1 %c)
  %zu = zext i1 %uni to i32
  store volatile i32 %zu, ptr addrspace(1) %out
  ret void
}
