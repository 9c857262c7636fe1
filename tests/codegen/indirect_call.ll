; Calls through function pointers: the address is a register (a function
; as a value is mov.u64 %rd, f), and the type called through is spelled
; out in a .callprototype whose parameters match the callee's own
; declaration (.f32 for float, byte arrays for structs and half, a byval
; struct by value, .b32 for a widened i8).  A call through an alias calls
; the aliasee directly.  Function addresses initialize a table in global
; memory (.u64 words naming the functions).
; SM: 90a
; CHECK: .global .align 8 .u64 ops[2] = {op_add, op_mul};
; CHECK: ld.global.u64 %rd5, [%rd4];
; CHECK: .param .f32 param0;
; CHECK: prototype_0 : .callprototype (.param .f32 _) _ (.param .f32 _, .param .f32 _);
; CHECK: call (retval0), %rd5, (param0, param1), prototype_0;
; CHECK: ld.param.f32 %f1, [retval0];
; CHECK: mov.u64 %rd6, mix;
; CHECK: selp.b64 %rd7, %rd6, 0, %p1;
; CHECK: st.param.b32 [param1], 7;
; CHECK: prototype_1 : .callprototype (.param .align 4 .b8 _[8]) _ (.param .align 4 .b8 _[12], .param .b32 _, .param .align 2 .b8 _[2]);
; CHECK: call (retval0), %rd7, (param0, param1, param2), prototype_1;
; CHECK: ld.param.f32 %f2, [retval0+4];
; CHECK: mov.u64 %rd8, nothing;
; CHECK: prototype_2 : .callprototype () _ ();
; CHECK: call %rd9, (), prototype_2;
; CHECK: call.uni (retval0), op_add, (param0, param1);
; CHECK-NOT: add_alias
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, float, i8 }

@ops = internal addrspace(1) global [2 x ptr] [ptr @op_add, ptr @op_mul], align 8
@add_alias = internal alias float (float, float), ptr @op_add

define internal float @op_add(float %a, float %b) noinline {
  %r = fadd float %a, %b
  ret float %r
}
define internal float @op_mul(float %a, float %b) noinline {
  %r = fmul float %a, %b
  ret float %r
}
define internal { i32, float } @mix(ptr byval(%S) align 4 %s, i8 signext %c, half %h) noinline {
  %p = getelementptr %S, ptr %s, i32 0, i32 1
  %f = load float, ptr %p, align 4
  %r = insertvalue { i32, float } undef, float %f, 1
  ret { i32, float } %r
}
define internal void @nothing() noinline {
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %slot = getelementptr [2 x ptr], ptr addrspace(1) @ops, i32 0, i32 %i
  %fp = load ptr, ptr addrspace(1) %slot, align 8
  %r1 = call float %fp(float 1.0, float 2.0)
  %odd = trunc i32 %i to i1
  %mp = select i1 %odd, ptr @mix, ptr null
  %s = alloca %S, align 4
  %r2 = call { i32, float } %mp(ptr byval(%S) align 4 %s, i8 signext 7, half 1.0)
  %f2 = extractvalue { i32, float } %r2, 1
  %np = select i1 %odd, ptr @nothing, ptr null
  call void %np()
  %r3 = call float @add_alias(float %r1, float %f2)
  store float %r3, ptr addrspace(1) %out, align 4
  ret void
}
