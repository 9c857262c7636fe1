; Global variables in .global, .const and .shared with integer, float and
; byte-string initializers; internal ones are not .visible; names with
; '.' are mangled; addrspacecast to generic is cvta.  A load of the
; constant @coef at a constant index is its initializer's element (2.0),
; as llc folds it (isel/dag/dag_mem.c, load_constant).
; SM: 90a
; CHECK: .visible .global .align 4 .u32 counter = 5;
; CHECK: .const .align 4 .f32 coef[3] = {0f3F800000, 0f40000000, 0f40400000};
; CHECK: .global .align 1 .b8 str_$_1[3] = {104, 105, 0};
; CHECK: .shared .align 4 .u32 buf[32];
; CHECK: st.global.f32 [%rd1], 0f40000000;
; CHECK: mov.u64 %rd2, buf;
; CHECK: cvta.shared.u64 %rd3, %rd2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counter = addrspace(1) global i32 5, align 4
@coef = internal addrspace(4) constant [3 x float] [float 1.0, float 2.0, float 3.0], align 4
@str.1 = private addrspace(1) constant [3 x i8] c"hi\00", align 1
@buf = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %c = load float, ptr addrspace(4) getelementptr ([3 x float], ptr addrspace(4) @coef, i64 0, i64 1), align 4
  store float %c, ptr addrspace(1) %out, align 4
  %g = addrspacecast ptr addrspace(3) @buf to ptr
  %gi = ptrtoint ptr %g to i64
  store i64 %gi, ptr addrspace(1) %out, align 8
  ret void
}
