; llvm.memset stores its byte replicated to each piece's width: a constant
; is replicated at compile time (0xAB... as an immediate); a run-time byte
; is zero-extended and multiplied by 0x0101..01, once per width.  A long
; memset is a loop of the widest stores, four a step (st.shared.v2.u64
; for 1024 bytes aligned to 16: 16 steps of 64 bytes), a run-time length
; a loop of bytes that is skipped when the length is 0.  volatile stays
; on every store.
; SM: 80
; CHECK: st.global.u64 [%rd1], -6076574518398440533;
; CHECK: st.global.u32 [%rd1+8], -1414812757;
; CHECK: st.global.u8 [%rd1+12], -85;
; CHECK: cvt.u32.u8 %r1, %rs1;
; CHECK: mul.lo.s32 %r2, %r1, 16843009;
; CHECK: st.global.u32 [%rd1+16], %r2;
; CHECK: mul.lo.s16 %rs2, %rs1, 257;
; CHECK: st.global.u16 [%rd1+20], %rs2;
; CHECK: mov.b64 %rd4, 0;
; CHECK: .pragma "nounroll";
; CHECK: add.s64 %rd6, %rd3, %rd5;
; CHECK: st.shared.v2.u64 [%rd6+0], {%rd4, %rd4};
; CHECK: st.shared.v2.u64 [%rd6+16], {%rd4, %rd4};
; CHECK: st.shared.v2.u64 [%rd6+32], {%rd4, %rd4};
; CHECK: st.shared.v2.u64 [%rd6+48], {%rd4, %rd4};
; CHECK: add.s64 %rd5, %rd5, 64;
; CHECK: setp.lt.u64 %p1, %rd5, 1024;
; CHECK: setp.eq.u64 %p2, %rd2, 0;
; CHECK: st.volatile.global.u8 [%rd8+0], %rs1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [1024 x i8] undef, align 16

declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1 immarg)
declare void @llvm.memset.p3.i32(ptr addrspace(3), i8, i32, i1 immarg)
declare void @llvm.memset.inline.p1.i64(ptr addrspace(1), i8, i64 immarg, i1 immarg)

define ptx_kernel void @k(ptr addrspace(1) align 16 %p, i8 zeroext %v, i64 %n) {
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 16 %p, i8 -85, i64 13, i1 false)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 16
  call void @llvm.memset.inline.p1.i64(ptr addrspace(1) align 16 %q, i8 %v, i64 6, i1 false)
  call void @llvm.memset.p3.i32(ptr addrspace(3) align 16 @sh, i8 0, i32 1024, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 %v, i64 %n, i1 true)
  ret void
}
