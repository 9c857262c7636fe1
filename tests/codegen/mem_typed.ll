; Typed-pointer IR names the memory intrinsics by their pointee types
; (llvm.memcpy.p0i8.p1i8.i64), and the old form passes the alignment as a
; fourth operand instead of an `align` attribute: 24 bytes aligned to 8
; are three u64 copies; the memset.p0i8 of 12 bytes aligned to 4 three
; u32 stores of the replicated byte.
; SM: 75
; CHECK: ld.global.u64 %rd3, [%rd2];
; CHECK: st.u64 [%rd1], %rd3;
; CHECK: ld.global.u64 %rd4, [%rd2+8];
; CHECK: st.u64 [%rd1+16], %rd5;
; CHECK: st.u32 [%rd1], 168430090;
; CHECK: st.u32 [%rd1+8], 168430090;
target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0i8.p1i8.i64(i8*, i8 addrspace(1)*, i64, i32, i1)
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)

define void @k(i8* %d, i8 addrspace(1)* %s) {
  call void @llvm.memcpy.p0i8.p1i8.i64(i8* %d, i8 addrspace(1)* %s, i64 24, i32 8, i1 false)
  call void @llvm.memset.p0i8.i64(i8* align 4 %d, i8 10, i64 12, i1 false)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i8*, i8 addrspace(1)*)* @k, !"kernel", i32 1}
