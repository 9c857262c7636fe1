; llvm.masked.load/store/gather/scatter (isel/lower/masked.c): each lane is
; one access guarded by its mask bit, the pass-through chosen by selp.
; @load_store: LLVM 19's form (an i32 alignment operand); lanes at the
; element offsets.  @const_lanes: lane 0 is constant on (a plain access),
; lane 1 constant off (no access at all), lane 2 from the argument; the
; pass-through is poison, so no selp.  @gather_scatter: a pointer per
; lane, 16-bit elements.
; SM: 80
; ARGS: -O3
; CHECK: .entry load_store(
; CHECK: setp.ne.b16 %p1, %rs1, 0;
; CHECK: setp.ne.b16 %p2, %rs2, 0;
; CHECK: @%p1 ld.global.f32 %f1, [%rd1];
; CHECK: selp.f32 %f3, %f1, 0f3F800000, %p1;
; CHECK: @%p2 ld.global.f32 %f2, [%rd1+4];
; CHECK: selp.f32 %f4, %f2, 0f40000000, %p2;
; CHECK: @%p1 st.global.f32 [%rd2], %f3;
; CHECK: @%p2 st.global.f32 [%rd2+4], %f4;
; CHECK: .entry const_lanes(
; CHECK: ld.shared.u32 %r1, [%rd1];
; CHECK: @%p1 ld.shared.u32 %r2, [%rd1+8];
; CHECK: st.global.u32 [%rd2], %r1;
; CHECK: @%p1 st.global.u32 [%rd2+8], %r2;
; CHECK: .entry gather_scatter(
; CHECK: @%p1 ld.b16 %rs3, [%rd1];
; CHECK: selp.b16 %rs6, %rs3, %rs5, %p1;
; CHECK: @%p2 ld.b16 %rs4, [%rd2];
; CHECK: selp.b16 %rs8, %rs4, %rs7, %p2;
; CHECK: @%p1 st.b16 [%rd3], %rs6;
; CHECK: @%p2 st.b16 [%rd4], %rs8;
; CHECK-NOT: st.global.u32 [%rd2+4]
; CHECK-NOT: ld.shared.u32 %r3
; CHECK-NOT: selp.b32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; LLVM 19's form, with the i32 alignment operand.
define ptx_kernel void @load_store(ptr addrspace(1) %p, ptr addrspace(1) %q, <2 x i1> %m) {
  %v = call <2 x float> @llvm.masked.load.v2f32.p1(ptr addrspace(1) %p, i32 4, <2 x i1> %m, <2 x float> <float 1.0, float 2.0>)
  call void @llvm.masked.store.v2f32.p1(<2 x float> %v, ptr addrspace(1) %q, i32 8, <2 x i1> %m)
  ret void
}

; Constant lanes: lane 0 on (a plain access), lane 1 off (no access; the
; pass-through), lane 2 from the mask argument; the pass-through is poison.
define ptx_kernel void @const_lanes(ptr addrspace(3) %s, ptr addrspace(1) %q, i1 zeroext %b) {
  %m0 = insertelement <3 x i1> <i1 true, i1 false, i1 poison>, i1 %b, i32 2
  %v = call <3 x i32> @llvm.masked.load.v3i32.p3(ptr addrspace(3) %s, i32 4, <3 x i1> %m0, <3 x i32> poison)
  call void @llvm.masked.store.v3i32.p1(<3 x i32> %v, ptr addrspace(1) %q, i32 4, <3 x i1> %m0)
  ret void
}

; Gather and scatter: one pointer per lane; 16-bit elements.
define ptx_kernel void @gather_scatter(<2 x ptr> %ps, <2 x ptr> %qs, <2 x i1> %m) {
  %v = call <2 x half> @llvm.masked.gather.v2f16.v2p0(<2 x ptr> %ps, i32 2, <2 x i1> %m, <2 x half> zeroinitializer)
  call void @llvm.masked.scatter.v2f16.v2p0(<2 x half> %v, <2 x ptr> %qs, i32 2, <2 x i1> %m)
  ret void
}

declare <2 x float> @llvm.masked.load.v2f32.p1(ptr addrspace(1), i32, <2 x i1>, <2 x float>)
declare void @llvm.masked.store.v2f32.p1(<2 x float>, ptr addrspace(1), i32, <2 x i1>)
declare <3 x i32> @llvm.masked.load.v3i32.p3(ptr addrspace(3), i32, <3 x i1>, <3 x i32>)
declare void @llvm.masked.store.v3i32.p1(<3 x i32>, ptr addrspace(1), i32, <3 x i1>)
declare <2 x half> @llvm.masked.gather.v2f16.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x half>)
declare void @llvm.masked.scatter.v2f16.v2p0(<2 x half>, <2 x ptr>, i32, <2 x i1>)
