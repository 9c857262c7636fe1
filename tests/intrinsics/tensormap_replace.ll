; tensormap.replace rewrites one field of a 128-byte tensor map in global
; or shared memory (sm_90a PTX 8.3, the Blackwell 'a'/'f' targets later):
; the address, rank, a dimension's stride, box size, size or element
; stride (with the dimension as a constant ordinal), the interleave layout
; and fill mode (constants).  Compared with llc-22.
; SM: 90a
; CHECK: .version 8.3
; CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], %rd3;
; CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [%rd2], %r1;
; CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 [%rd1], 2, %rd3;
; CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [%rd2], 1, %r1;
; CHECK: tensormap.replace.tile.global_dim.global.b1024.b32 [%rd1], 0, %r1;
; CHECK: tensormap.replace.tile.element_stride.global.b1024.b32 [%rd1], 4, %r1;
; CHECK: tensormap.replace.tile.interleave_layout.global.b1024.b32 [%rd1], 2;
; CHECK: tensormap.replace.tile.fill_mode.global.b1024.b32 [%rd1], 1;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr %p, i64 %v, i32 %w) {
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %g, i64 %v)
  call void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3) %s, i32 %w)
  call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) %g, i32 2, i64 %v)
  call void @llvm.nvvm.tensormap.replace.box.dim.p3(ptr addrspace(3) %s, i32 1, i32 %w)
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %g, i32 0, i32 %w)
  call void @llvm.nvvm.tensormap.replace.element.stride.p1(ptr addrspace(1) %g, i32 4, i32 %w)
  call void @llvm.nvvm.tensormap.replace.interleave.layout.p1(ptr addrspace(1) %g, i32 2)
  call void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1) %g, i32 1)
  ret void
}
