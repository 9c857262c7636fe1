; 128-bit inline asm operands ("q", PTX 8.3's .b128 registers, sm_70): the
; asm gets a block of its own declaring %rq0.., each i128 input packed
; from its two 64-bit halves (low first) with mov.b128, each output
; unpacked after -- what llc writes, with block-local registers.  The
; NVVM contract refuses i128 asm operands (libNVVM's input rule), hence
; -Wno-nvvm-compat: libNVVM's contract has no i128 asm operand; LLVM IR may.
; SM: 90
; ARGS: -Wno-nvvm-compat
; CHECK: .version 8.3
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: ld.param.u64 %rd3, [k_param_1+8];
; CHECK: ld.param.u32 %r1, [k_param_2];
; CHECK: .reg .b128 %rq<2>;
; CHECK: mov.b128 %rq1, {%rd2, %rd3};
; CHECK: mov.b128 %rq0, %rq1;
; CHECK: mov.b128 {%rd4, %rd5}, %rq0;
; CHECK: }
; CHECK: st.global.u64 [%rd1], %rd4;
; CHECK: st.global.u64 [%rd1+8], %rd5;
; CHECK: .reg .b128 %rq<2>;
; CHECK: mov.b128 %rq1, {%rd4, %rd5};
; CHECK: { mov.b128 %rq0, %rq1; add.s32 %r2, %r1, 1; }
; CHECK: mov.b128 {%rd6, %rd7}, %rq0;
; CHECK: st.global.u64 [%rd1+16], %rd6;
; CHECK: st.global.u64 [%rd1+24], %rd7;
; CHECK: st.global.u32 [%rd1+32], %r2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i128 %w, i32 %x) {
  %q = call i128 asm "mov.b128 $0, $1;", "=q,q"(i128 %w)
  store i128 %q, ptr addrspace(1) %p, align 16
  %s = call { i128, i32 } asm "{ mov.b128 $0, $2; add.s32 $1, $3, 1; }", "=q,=r,q,r"(i128 %q, i32 %x)
  %a = extractvalue { i128, i32 } %s, 0
  %b = extractvalue { i128, i32 } %s, 1
  %p1 = getelementptr inbounds i128, ptr addrspace(1) %p, i64 1
  store i128 %a, ptr addrspace(1) %p1, align 16
  %p2 = getelementptr inbounds i128, ptr addrspace(1) %p, i64 2
  store i32 %b, ptr addrspace(1) %p2, align 4
  ret void
}
