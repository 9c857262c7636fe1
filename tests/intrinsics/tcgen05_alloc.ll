; Tensor memory allocation (tcgen05, sm_100a): alloc writes the 32-bit column
; address to shared memory; it is read back and handed, as a 32-bit p6
; pointer (the "p6:32:32" data layout), to dealloc; the permit relinquished.
; cta_group 1 and 2 (one kernel each: PTX allows one per function), generic
; and .shared::cta forms.
; SM: 100a
; CHECK: .version 8.6
; CHECK: .reg .b32  %r<2>;
; CHECK: .reg .b64  %rd<3>;
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%rd1], 32;
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd2], 128;
; CHECK: ld.shared.u32 %r1, [%rd2];
; CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r1, 128;
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
; CHECK: .reg .b32  %r<2>;
; CHECK: .reg .b64  %rd<3>;
; CHECK: tcgen05.alloc.cta_group::2.sync.aligned.b32 [%rd1], 64;
; CHECK: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%rd2], 256;
; CHECK: ld.shared.u32 %r1, [%rd2];
; CHECK: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r1, 256;
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.cg2(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
define ptx_kernel void @one(ptr %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %g, i32 32)
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 128)
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 128)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  ret void
}
define ptx_kernel void @pair(ptr %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.tcgen05.alloc.cg2(ptr %g, i32 64)
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %s, i32 256)
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %t, i32 256)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
  ret void
}
