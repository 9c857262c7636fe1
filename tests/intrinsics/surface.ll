; Surface loads and stores through a handle (suld.b, sust.b, sust.p):
; each geometry (1d, 2d, 3d, and the arrays .a1d/.a2d with the layer
; first; PTX's four-element coordinate vectors repeat the last one), i8
; elements in 16-bit registers, .v2/.v4 lists, the clamp/trap/zero modes.
; Compared with llc-22 (sm_75).
; SM: 75
; CHECK: suld.b.a2d.v4.b8.zero {%rs2, %rs3, %rs4, %rs5}, [%rd1, {%r4, %r1, %r2, %r2}];
; CHECK: sust.b.3d.v2.b64.clamp [%rd1, {%r1, %r2, %r3, %r3}], {%rd2, %rd3};
; CHECK: sust.p.1d.v4.b32.trap [%rd1, {%r1}], {%r5, %r5, %r5, %r5};
; CHECK: sust.b.a1d.b8.trap [%rd1, {%r4, %r1}], {%rs1};
; CHECK: suld.b.1d.b8.trap {%rs6}, [%rd1, {%r1}];
; CHECK: suld.b.3d.v2.b64.clamp {%rd5, %rd6}, [%rd1, {%r1, %r2, %r3, %r3}];
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %h, i32 %x, i32 %y, i32 %z, i32 %l, i16 zeroext %a, i16 zeroext %b, i64 %c, i64 %d, i32 %v, ptr addrspace(1) %o) {
  %r = call { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.array.v4i8.zero(i64 %h, i32 %l, i32 %x, i32 %y)
  %r0 = extractvalue { i16, i16, i16, i16 } %r, 3
  store i16 %r0, ptr addrspace(1) %o
  call void @llvm.nvvm.sust.b.3d.v2i64.clamp(i64 %h, i32 %x, i32 %y, i32 %z, i64 %c, i64 %d)
  call void @llvm.nvvm.sust.p.1d.v4i32.trap(i64 %h, i32 %x, i32 %v, i32 %v, i32 %v, i32 %v)
  call void @llvm.nvvm.sust.b.1d.array.i8.trap(i64 %h, i32 %l, i32 %x, i16 %a)
  %s = call i16 @llvm.nvvm.suld.1d.i8.trap(i64 %h, i32 %x)
  store i16 %s, ptr addrspace(1) %o
  %t = call { i64, i64 } @llvm.nvvm.suld.3d.v2i64.clamp(i64 %h, i32 %x, i32 %y, i32 %z)
  %t1 = extractvalue { i64, i64 } %t, 1
  store i64 %t1, ptr addrspace(1) %o
  ret void
}
