; NVVM IR's llvm.nvvm.match.all.sync.i32 / .i64 (Numba's match_all_sync)
; return the {mask, all-equal} pair that LLVM calls .i32p / .i64p: one
; match.all.sync.bN d|p each (sm_70).
; SM: 80
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: ld.param.u64 %rd2, [k_param_2];
; CHECK: match.all.sync.b32 %r2|%p1, %r1, -1;
; CHECK: st.global.u32 [%rd1], %r2;
; CHECK: match.all.sync.b64 %r3|%p2, %rd2, -1;
; CHECK: selp.b32 %r4, 1, 0, %p2;
; CHECK: st.global.u32 [%rd1+4], %r4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.nvvm.match.all.sync.i32(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64(i32, i64)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, i64 %y) {
  %a = call { i32, i1 } @llvm.nvvm.match.all.sync.i32(i32 -1, i32 %x)
  %m = extractvalue { i32, i1 } %a, 0
  store i32 %m, ptr addrspace(1) %p, align 4
  %b = call { i32, i1 } @llvm.nvvm.match.all.sync.i64(i32 -1, i64 %y)
  %e = extractvalue { i32, i1 } %b, 1
  %ez = zext i1 %e to i32
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %ez, ptr addrspace(1) %p1, align 4
  ret void
}
