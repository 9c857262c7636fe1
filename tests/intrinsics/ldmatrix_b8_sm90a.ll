; The 8-bit ldmatrix shapes are Blackwell's: on sm_90a (which has the m8n8
; .b16 forms) a located gating error.
; SM: 90a
; EXPECT-ERROR: needs sm_100a or newer (target is sm_90a)
; EXPECT-LINE: 8
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(3) %s, ptr addrspace(1) %o) {
  %c = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3) %s) ; here
  store i32 %c, ptr addrspace(1) %o
  ret void
}
