; Pointer operands of inline asm, as MLIR 19 lowers nvvm.stmatrix and
; nvvm.mbarrier.arrive.expect_tx: a 64-bit pointer to shared memory under
; "r" is the 32-bit offset in the shared window (cvt.u32.u64 truncates, as
; llc does), under "l" the register itself; a pointer result under "=r"
; comes back zero extended.  +ptx80 keeps .version high enough for the
; asm text (mbarrier.expect_tx, stmatrix are PTX 7.8/8.0).
; SM: 90
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: ld.param.u32 %r1, [k_param_2];
; CHECK: cvt.u32.u64 %r2, %rd2;
; CHECK: mbarrier.arrive.expect_tx.shared.b64 _, [%r2], %r1;
; CHECK: cvt.u32.u64 %r3, %rd2;
; CHECK: stmatrix.sync.aligned.x1.m8n8.shared.b16 [%r3], {%r1};
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: mov.u64 %rd4, tile;
; CHECK: cvt.u32.u64 %r5, %rd4;
; CHECK: add.u32 %r4, %r5, 16;
; CHECK: cvt.u64.u32 %rd3, %r4;
; CHECK: st.shared.u32 [%rd3], %r1;
; CHECK: mbarrier.init.shared.b64 [%rd2], %r1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %bar, i32 %x) #0 {
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r"(ptr addrspace(3) %bar, i32 %x)
  call void asm sideeffect "stmatrix.sync.aligned.x1.m8n8.shared.b16 [$0], {$1};", "r,r"(ptr addrspace(3) %bar, i32 %x)
  call void asm sideeffect "st.global.u32 [$0], $1;", "l,r"(ptr addrspace(1) %p, i32 %x)
  %r = call ptr addrspace(3) asm "add.u32 $0, $1, 16;", "=r,r"(ptr addrspace(3) @tile)
  store i32 %x, ptr addrspace(3) %r, align 4
  call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "l,r"(ptr addrspace(3) %bar, i32 %x)
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
