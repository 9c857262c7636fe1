; Optimizer hints with a value (isel/lower/intrin.c): llvm.invariant.start's
; descriptor is undefined (it was an internal error when the IR passed it
; on: "value has no virtual register"); llvm.launder.invariant.group and
; llvm.strip.invariant.group return their pointer; an unresolved
; llvm.objectsize is "unknown": -1 for the maximum, 0 for the minimum.
; SM: 80
; ARGS: -O3
; CHECK: .func (.param .b64 func_retval0) start(
; CHECK: st.param.b64 [func_retval0],
; CHECK: .func (.param .b64 func_retval0) launder(
; CHECK: ld.param.u64 %rd1, [launder_param_0];
; CHECK: st.global.u32 [%rd1+4], 7;
; CHECK: st.param.b64 [func_retval0], %rd1;
; CHECK: .func (.param .b64 func_retval0) sizes(
; CHECK: st.param.b64 [func_retval0], -1;
; CHECK: .func (.param .b32 func_retval0) minsize(
; CHECK: st.param.b32 [func_retval0], 0;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptr @start(ptr %p) {
  %d = call ptr @llvm.invariant.start.p0(i64 4, ptr %p)
  call void @llvm.invariant.end.p0(ptr %d, i64 4, ptr %p)
  ret ptr %d
}

define ptr addrspace(1) @launder(ptr addrspace(1) %p) {
  %l = call ptr addrspace(1) @llvm.launder.invariant.group.p1(ptr addrspace(1) %p)
  %s = call ptr addrspace(1) @llvm.strip.invariant.group.p1(ptr addrspace(1) %l)
  %q = getelementptr inbounds i32, ptr addrspace(1) %s, i64 1
  store i32 7, ptr addrspace(1) %q, align 4
  ret ptr addrspace(1) %l
}

define i64 @sizes(ptr %p) {
  %n = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 true, i1 false)
  ret i64 %n
}

define i32 @minsize(ptr %p) {
  %n = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 true, i1 false)
  ret i32 %n
}

declare ptr @llvm.invariant.start.p0(i64, ptr)
declare void @llvm.invariant.end.p0(ptr, i64, ptr)
declare ptr addrspace(1) @llvm.launder.invariant.group.p1(ptr addrspace(1))
declare ptr addrspace(1) @llvm.strip.invariant.group.p1(ptr addrspace(1))
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
declare i32 @llvm.objectsize.i32.p0(ptr, i1, i1, i1)
