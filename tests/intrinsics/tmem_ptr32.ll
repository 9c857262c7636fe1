; A 64-bit module whose data layout makes tensor-memory pointers 32 bits
; (p6:32:32, what clang and LLVM 21+ write for nvptx64): p6 values live in
; .b32 registers through select, ptrtoint and inttoptr.
; SM: 100a
; CHECK: .reg .pred %p<2>;
; CHECK: .reg .b16  %rs<2>;
; CHECK: .reg .b32  %r<5>;
; CHECK: .reg .b64  %rd<3>;
; CHECK: add.s32 %r3, %r2, 16;
; CHECK: selp.b32 %r4, %r1, %r3, %p1;
; CHECK: st.global.u32 [%rd2], %r4;
; CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r4, 32;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
define ptx_kernel void @k(ptr addrspace(3) %s, i1 zeroext %c, ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) %s, align 4
  %b = load i32, ptr addrspace(3) %s, align 4
  %ta = inttoptr i32 %a to ptr addrspace(6)
  %bb = add i32 %b, 16
  %tb = inttoptr i32 %bb to ptr addrspace(6)
  %t = select i1 %c, ptr addrspace(6) %ta, ptr addrspace(6) %tb
  %v = ptrtoint ptr addrspace(6) %t to i32
  store i32 %v, ptr addrspace(1) %out
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  ret void
}
