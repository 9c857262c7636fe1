; Atomic loads and stores (NVVM's verifier rejects them; LLVM accepts them,
; and so does code generation, past --no-verify).  monotonic and unordered
; are .relaxed, acquire loads .acquire, release stores .release, each with
; the syncscope's scope; seq_cst puts fence.sc first (then an .acquire
; load, a .relaxed store), as NVIDIA's atomics ABI maps them.  A volatile relaxed access is .volatile
; (relaxed at system scope, never elided); a volatile acquire stays
; .acquire.
; SM: 90a
; ARGS: --no-verify
; CHECK: ld.relaxed.sys.global.u64 %rd5, [%rd1];
; CHECK: ld.relaxed.gpu.global.u32 %r1, [%rd1];
; CHECK: ld.acquire.gpu.global.u64 %rd6, [%rd1];
; CHECK: fence.sc.cta;
; CHECK: ld.acquire.cta.global.u64 %rd7, [%rd4];
; CHECK: ld.acquire.cta.shared.u32 %r2, [%rd3];
; CHECK: ld.volatile.shared.u16 %rs2, [%rd3];
; CHECK: ld.relaxed.cluster.global.f32 %f1, [%rd1];
; CHECK: ld.acquire.sys.global.u8 %rs3, [%rd1];
; CHECK: ld.relaxed.sys.global.u64 %rd8, [%rd4];
; CHECK: st.relaxed.sys.global.u64 [%rd1], %rd5;
; CHECK: st.relaxed.cta.global.u64 [%rd1], %rd6;
; CHECK: st.release.gpu.global.u64 [%rd1], %rd7;
; CHECK: fence.sc.sys;
; CHECK: st.relaxed.sys.global.u64 [%rd4], %rd8;
; CHECK: st.release.cta.shared.u32 [%rd3], 1;
; CHECK: st.release.cluster.global.f64 [%rd4], 0d3FF0000000000000;
; CHECK: st.volatile.global.u8 [%rd1], %rs3;
; CHECK: st.relaxed.cluster.shared.b16 [%rd3], %rs1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %g, ptr %gen, ptr addrspace(3) %s, half %h) {
  %l0 = load atomic i64, ptr addrspace(1) %g unordered, align 8
  %l1 = load atomic i32, ptr addrspace(1) %g syncscope("device") monotonic, align 4
  %l2 = load atomic i64, ptr addrspace(1) %g syncscope("device") acquire, align 8
  %l3 = load atomic i64, ptr %gen syncscope("block") seq_cst, align 8
  %l4 = load atomic volatile i32, ptr addrspace(3) %s syncscope("block") acquire, align 4
  %l5 = load atomic volatile i16, ptr addrspace(3) %s syncscope("block") monotonic, align 2
  %l6 = load atomic float, ptr addrspace(1) %g syncscope("cluster") monotonic, align 4
  %l7 = load atomic i8, ptr addrspace(1) %g acquire, align 1
  %l8 = load atomic ptr, ptr %gen monotonic, align 8
  store atomic i64 %l0, ptr addrspace(1) %g monotonic, align 8
  store atomic i64 %l2, ptr addrspace(1) %g syncscope("block") unordered, align 8
  store atomic i64 %l3, ptr addrspace(1) %g syncscope("device") release, align 8
  store atomic ptr %l8, ptr %gen seq_cst, align 8
  store atomic i32 1, ptr addrspace(3) %s syncscope("block") release, align 4
  store atomic double 1.0, ptr %gen syncscope("cluster") release, align 8
  store atomic volatile i8 %l7, ptr addrspace(1) %g monotonic, align 1
  store atomic half %h, ptr addrspace(3) %s syncscope("device") monotonic, align 2
  %x = add i32 %l1, %l4
  %y = zext i16 %l5 to i32
  %z = add i32 %x, %y
  %f = fptosi float %l6 to i32
  %w = add i32 %z, %f
  store i32 %w, ptr addrspace(1) %g
  ret void
}
