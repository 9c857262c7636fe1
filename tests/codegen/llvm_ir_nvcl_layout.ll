; SM: 80
; ARGS: --ir=llvm -w
; An nvcl triple and a data layout with 32-bit pointers: llc compiles for
; the triple's 64-bit CUDA target and replaces the layout, so pointers
; are 64-bit registers and fences and atomic accesses are plain PTX.
; CHECK: .address_size 64
; CHECK: ld.param.u64 %rd1, [f_param_0];
; CHECK: ld.acquire.gpu.global.u32 %r1, [%rd1];
; CHECK: fence.acq_rel.cta;
; CHECK: add.s64 %rd2, %rd1, 4;
; CHECK: st.relaxed.sys.global.u32 [%rd2], %r1;
target triple = "nvptx64-nvidia-nvcl"
target datalayout = "e-p:32:32:32-i64:64:64-f32:32:32-f64:64:64-n16:32:64"

define void @f(ptr addrspace(1) %p) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("device") acquire, align 4
  fence syncscope("block") release
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store atomic i32 %v, ptr addrspace(1) %q monotonic, align 4
  ret void
}
