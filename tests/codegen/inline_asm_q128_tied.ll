; An i128 input tied to a 128-bit output ("=q,l,0", LLVM's b128 tests):
; it is packed straight into the output's .b128 register, which the asm
; reads and writes, then unpacked.
; SM: 80
; ARGS: -Wno-nvvm-compat
; (the NVVM contract refuses i128 asm operands: a -Wnvvm-compat warning in LLVM IR)
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: ld.param.u64 %rd3, [k_param_1+8];
; CHECK: ld.param.u64 %rd4, [k_param_2];
; CHECK: .reg .b128 %rq<2>;
; CHECK: mov.b128 %rq0, {%rd2, %rd3};
; CHECK: mov.b128 {lo, hi}, %rq0;
; CHECK: add.cc.u64 lo, lo, %rd4;
; CHECK: mov.b128 %rq0, {lo, hi};
; CHECK: mov.b128 {%rd5, %rd6}, %rq0;
; CHECK: st.global.u64 [%rd1], %rd5;
; CHECK: st.global.u64 [%rd1+8], %rd6;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i128 %w, i64 %d) {
  %r = call i128 asm "{\0A\09.reg .b64 lo;\0A\09.reg .b64 hi;\0A\09mov.b128 {lo, hi}, $0;\0A\09add.cc.u64 lo, lo, $1;\0A\09mov.b128 $0, {lo, hi};\0A\09}", "=q,l,0"(i64 %d, i128 %w)
  store i128 %r, ptr addrspace(1) %p, align 16
  ret void
}
