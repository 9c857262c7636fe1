; llvm.ptrmask is an `and` of the pointer with a mask of the pointer's
; width (LangRef); llvm.readcyclecounter reads %clock64, as llc does.
; SM: 30
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: ld.param.u64 %rd3, [k_param_2];
; CHECK: mov.u64 %rd4, %clock64;
; CHECK: and.b64 %rd5, %rd2, -16;
; CHECK: ld.u32 %r1, [%rd5];
; CHECK: and.b64 %rd6, %rd1, %rd3;
; CHECK: st.global.u32 [%rd6], %r1;
; CHECK: st.global.u64 [%rd1], %rd4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)
declare i64 @llvm.readcyclecounter()
define ptx_kernel void @k(ptr addrspace(1) %out, ptr %p, i64 %m) {
  %a = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
  %b = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %out, i64 %m)
  %t = call i64 @llvm.readcyclecounter()
  %v = load i32, ptr %a
  store i32 %v, ptr addrspace(1) %b
  store i64 %t, ptr addrspace(1) %out
  ret void
}
