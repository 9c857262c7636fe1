; Texture and surface queries (txq, suq) and handle-kind tests (istypep)
; on an i64 handle (txq.num_samples is not taken: it needs sm_30, and
; tnvcc writes sm_20 too); the mip-level and array-size queries need
; PTX 4.3, so sm_52 (least PTX 4.1) gets .version 4.3.  Compared with
; llc-22.
; SM: 52
; CHECK: .version 4.3
; CHECK: txq.width.b32 %r1, [%rd1];
; CHECK: txq.height.b32 %r2, [%rd1];
; CHECK: txq.depth.b32 %r3, [%rd1];
; CHECK: txq.channel_data_type.b32 %r4, [%rd1];
; CHECK: txq.channel_order.b32 %r5, [%rd1];
; CHECK: txq.num_mipmap_levels.b32 %r6, [%rd1];
; CHECK: txq.array_size.b32 %r7, [%rd1];
; CHECK: suq.width.b32 %r8, [%rd1];
; CHECK: suq.height.b32 %r9, [%rd1];
; CHECK: suq.depth.b32 %r10, [%rd1];
; CHECK: suq.channel_data_type.b32 %r11, [%rd1];
; CHECK: suq.channel_order.b32 %r12, [%rd1];
; CHECK: suq.array_size.b32 %r13, [%rd1];
; CHECK: istypep.samplerref %p1, %rd1;
; CHECK: istypep.surfref %p2, %rd1;
; CHECK: istypep.texref %p3, %rd1;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %h, ptr addrspace(1) %o) {
  %r1 = call i32 @llvm.nvvm.txq.width(i64 %h)
  store volatile i32 %r1, ptr addrspace(1) %o
  %r2 = call i32 @llvm.nvvm.txq.height(i64 %h)
  store volatile i32 %r2, ptr addrspace(1) %o
  %r3 = call i32 @llvm.nvvm.txq.depth(i64 %h)
  store volatile i32 %r3, ptr addrspace(1) %o
  %r4 = call i32 @llvm.nvvm.txq.channel.data.type(i64 %h)
  store volatile i32 %r4, ptr addrspace(1) %o
  %r5 = call i32 @llvm.nvvm.txq.channel.order(i64 %h)
  store volatile i32 %r5, ptr addrspace(1) %o
  %r6 = call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %h)
  store volatile i32 %r6, ptr addrspace(1) %o
  %r8 = call i32 @llvm.nvvm.txq.array.size(i64 %h)
  store volatile i32 %r8, ptr addrspace(1) %o
  %r9 = call i32 @llvm.nvvm.suq.width(i64 %h)
  store volatile i32 %r9, ptr addrspace(1) %o
  %r10 = call i32 @llvm.nvvm.suq.height(i64 %h)
  store volatile i32 %r10, ptr addrspace(1) %o
  %r11 = call i32 @llvm.nvvm.suq.depth(i64 %h)
  store volatile i32 %r11, ptr addrspace(1) %o
  %r12 = call i32 @llvm.nvvm.suq.channel.data.type(i64 %h)
  store volatile i32 %r12, ptr addrspace(1) %o
  %r13 = call i32 @llvm.nvvm.suq.channel.order(i64 %h)
  store volatile i32 %r13, ptr addrspace(1) %o
  %r14 = call i32 @llvm.nvvm.suq.array.size(i64 %h)
  store volatile i32 %r14, ptr addrspace(1) %o
  %r15 = call i1 @llvm.nvvm.istypep.sampler(i64 %h)
  %z15 = zext i1 %r15 to i32
  store volatile i32 %z15, ptr addrspace(1) %o
  %r16 = call i1 @llvm.nvvm.istypep.surface(i64 %h)
  %z16 = zext i1 %r16 to i32
  store volatile i32 %z16, ptr addrspace(1) %o
  %r17 = call i1 @llvm.nvvm.istypep.texture(i64 %h)
  %z17 = zext i1 %r17 to i32
  store volatile i32 %z17, ptr addrspace(1) %o
  ret void
}
