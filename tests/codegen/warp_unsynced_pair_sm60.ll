; shfl.MODE.{i32,f32}p without .sync (before sm_70): the shuffled value
; and the in-range predicate from one shfl.MODE.b32 d|p.
; SM: 60
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: shfl.down.b32 %r2|%p1, %r1, 1, 31;
; CHECK: st.global.u32 [%rd1], %r2;
; CHECK: selp.b32 %r3, 1, 0, %p1;
; CHECK: st.global.u32 [%rd1+4], %r3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.nvvm.shfl.down.i32p(i32, i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %s = call { i32, i1 } @llvm.nvvm.shfl.down.i32p(i32 %x, i32 1, i32 31)
  %v = extractvalue { i32, i1 } %s, 0
  %ok = extractvalue { i32, i1 } %s, 1
  store i32 %v, ptr addrspace(1) %p, align 4
  %okz = zext i1 %ok to i32
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %okz, ptr addrspace(1) %p1, align 4
  ret void
}
