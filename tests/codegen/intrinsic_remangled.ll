; Overloaded intrinsics declared without their type suffix, or with one
; their types contradict, and called without a declaration: LLVM 19
; renames each to the name its types give and llc-19 compiles them; so
; does tnvcc (frontend/build.c), which selected nothing for '@llvm.umax'
; before.  The operations follow the types, not the written suffix.
; SM: 80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.umax(i32, i32)
declare i64 @llvm.smax.i32(i64, i64)
declare i32 @llvm.ctpop.i64(i32)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i64 %b) {
  %x = call i32 @llvm.umax(i32 %a, i32 7)
  store i32 %x, ptr addrspace(1) %p
  %y = call i64 @llvm.smax.i32(i64 %b, i64 -3)
  store i64 %y, ptr addrspace(1) %p
  %z = call i32 @llvm.ctpop.i64(i32 %a)
  store i32 %z, ptr addrspace(1) %p
  %n = call i32 @llvm.umin(i32 %a, i32 9)
  store i32 %n, ptr addrspace(1) %p
  ret void
}
; CHECK: max.u32 %r2, %r1, 7;
; CHECK: st.global.u32 [%rd1], %r2;
; CHECK: max.s64 %rd3, %rd2, -3;
; CHECK: st.global.u64 [%rd1], %rd3;
; CHECK: popc.b32 %r3, %r1;
; CHECK: st.global.u32 [%rd1], %r3;
; CHECK: min.u32 %r4, %r1, 9;
; CHECK: st.global.u32 [%rd1], %r4;
