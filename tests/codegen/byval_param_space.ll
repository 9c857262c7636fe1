; A kernel's byval parameter read at a run-time index, and through
; `addrspacecast ... to ptr addrspace(101)` (what LLVM's NVPTXLowerArgs
; writes, and LLVM's lower-byval-args.ll keeps): both read the .param array
; in place, through its address (`mov` of the parameter's name, which PTX
; allows for kernel parameters), with no .local copy.  A device function's
; parameter has no address, so there a run-time index still copies it (and
; reads the copy with ld.local).
; SM: 70
; CHECK: .func (.param .b32 func_retval0) dev(
; CHECK: ld.param.u32 %r2, [dev_param_0+0];
; CHECK: st.local.u32 [%SPL+0], %r2;
; CHECK: ld.param.u32 %r5, [dev_param_0+12];
; CHECK: st.local.u32 [%SPL+12], %r5;
; CHECK: ld.param.u32 %r1, [dev_param_1];
; CHECK: add.u64 %rd1, %SPL, 0;
; CHECK: mul.wide.s32 %rd2, %r1, 4;
; CHECK: add.s64 %rd3, %rd1, %rd2;
; CHECK: ld.local.u32 %r6, [%rd3];
; CHECK: .visible .entry k(
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u32 %r1, [k_param_2];
; CHECK: mov.u64 %rd3, k_param_1;
; CHECK: mul.wide.s32 %rd4, %r1, 4;
; CHECK: add.s64 %rd5, %rd3, %rd4;
; CHECK: ld.param.u32 %r2, [%rd5];
; CHECK: ld.param.u32 %r3, [k_param_1+12];
; CHECK: add.s32 %r4, %r2, %r3;
; CHECK: st.global.u32 [%rd2], %r4;
; CHECK-NOT: __local_depot1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.ham = type { [4 x i32] }

define i32 @dev(ptr byval(%struct.ham) align 4 %in, i32 %n) {
  %g = getelementptr inbounds %struct.ham, ptr %in, i64 0, i32 0, i32 %n
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr %out, ptr byval(%struct.ham) align 4 %in, i32 %n) {
  %n64 = sext i32 %n to i64
  %g = getelementptr inbounds %struct.ham, ptr %in, i64 0, i32 0, i64 %n64
  %a = addrspacecast ptr %g to ptr addrspace(101)
  %x = load i32, ptr addrspace(101) %a, align 4
  %g3 = getelementptr inbounds i8, ptr %in, i64 12
  %a3 = addrspacecast ptr %g3 to ptr addrspace(101)
  %y = load i32, ptr addrspace(101) %a3, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr %out, align 4
  ret void
}
