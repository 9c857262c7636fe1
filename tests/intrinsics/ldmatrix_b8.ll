; Blackwell's 8-bit ldmatrix/stmatrix forms (sm_100a/sm_120a PTX 8.6, the
; sm_100f/sm_110f/sm_120f families later): m16n16 loads (.trans, two
; registers per matrix), m8n16 loads unpacking 6- or 4-bit elements to
; bytes (.b8x16), m16n8 .trans stores; shared or generic addresses.
; Compared with llc-22 (sm_100a).
; SM: 100a
; CHECK: .version 8.6
; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r2, %r3}, [%rd1];
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32 {%r4, %r5, %r6, %r7}, [%rd2];
; CHECK: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64 {%r8}, [%rd1];
; CHECK: stmatrix.sync.aligned.m16n8.x2.trans.shared.b8 [%rd1], {%r1, %r8};
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(3) %s, ptr %g, i32 %v, ptr addrspace(1) %o) {
  %a = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3(ptr addrspace(3) %s)
  %a0 = extractvalue { i32, i32 } %a, 1
  store volatile i32 %a0, ptr addrspace(1) %o
  %b = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p0(ptr %g)
  %b0 = extractvalue { i32, i32, i32, i32 } %b, 3
  store volatile i32 %b0, ptr addrspace(1) %o
  %c = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3) %s)
  store volatile i32 %c, ptr addrspace(1) %o
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p3(ptr addrspace(3) %s, i32 %v, i32 %c)
  ret void
}
