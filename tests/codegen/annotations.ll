; llvm.annotation.*, llvm.ptr.annotation.* and llvm.var.annotation (what
; clang emits for __attribute__((annotate))): LangRef says the first two
; return their first operand and all three are text for tools, so no code;
; the annotated value flows on unchanged.  The strings (section
; "llvm.metadata") are referenced by nothing else and are not printed,
; as LLVM's NVPTX printer skips them.
; SM: 80
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: add.s32 %r2, %r1, 5;
; CHECK: st.global.u32 [%rd1+8], %r2;
; CHECK-NOT: _$_str
; CHECK-NOT: annotation
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [4 x i8] c"hot\00", section "llvm.metadata"
@.file = private unnamed_addr constant [4 x i8] c"k.c\00", section "llvm.metadata"

declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1), ptr, ptr, i32, ptr)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %l = alloca i32, align 4
  call void @llvm.var.annotation.p0.p0(ptr %l, ptr @.str, ptr @.file, i32 3, ptr null)
  %a = call i32 @llvm.annotation.i32.p0(i32 %x, ptr @.str, ptr @.file, i32 4)
  %b = add i32 %a, 5
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %p, ptr @.str, ptr @.file, i32 5, ptr null)
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 2
  store i32 %b, ptr addrspace(1) %q2, align 4
  ret void
}
