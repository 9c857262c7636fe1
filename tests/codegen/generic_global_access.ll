; A variable in addrspace(0) lives in .global (as LLVM's NVPTX back end
; places it), so accesses through its address -- directly, through a
; constant getelementptr, or through a getelementptr the kernel computes
; -- are .global accesses, as llc-19 writes them: st.global [a], the
; computed address used as it is (the symbol's address is a .global
; address), st.global [a+8].
; SM: 80
; CHECK: ld.param.u32 %r1, [use_param_0];
; CHECK: ld.param.u32 %r2, [use_param_1];
; CHECK: st.global.u32 [a], %r2;
; CHECK: mov.u64 %rd1, a;
; CHECK: mul.wide.s32 %rd2, %r1, 4;
; CHECK: add.s64 %rd3, %rd1, %rd2;
; CHECK: ld.global.u32 %r3, [%rd3];
; CHECK: add.s32 %r4, %r3, %r2;
; CHECK: st.global.u32 [a+8], %r4;
; CHECK: ret;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@a = global [4 x i32] zeroinitializer, align 4
define ptx_kernel void @use(i32 %i, i32 %v) {
  store i32 %v, ptr @a
  %p = getelementptr inbounds [4 x i32], ptr @a, i32 0, i32 %i
  %x = load i32, ptr %p
  %y = add i32 %x, %v
  store i32 %y, ptr getelementptr inbounds ([4 x i32], ptr @a, i32 0, i32 2)
  ret void
}
