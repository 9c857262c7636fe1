; byval struct parameters (isel/lower/byval.c).  @direct only reads its struct
; through constant offsets, so the loads read the .param array itself;
; @copied stores into it and reads a byte of a field (which keeps the
; struct in memory), so the function first copies the array into its
; .local frame, every byte of it (padding too, in the widest pieces its
; alignment allows), and works on that.  @promoted stores into it only
; as a promotable local variable would be stored to: mem2reg makes it
; one (ir/mem2reg.c, byval_allocas), whose field is read once from .param
; and never goes to .local.  The caller passes the struct by value:
; one st.param per field.
; SM: 80
; CHECK: .param .align 4 .b8 param0[12];
; CHECK: st.param.f32 [param0+0],
; CHECK: st.param.b32 [param0+4],
; CHECK: call.uni (retval0), direct, (param0);
; CHECK: .func (.param .b32 func_retval0) direct(
; CHECK: .param .align 4 .b8 direct_param_0[12]
; CHECK: ld.param.u32 %r1, [direct_param_0+4];
; CHECK: .func copied(
; CHECK: .local .align 4 .b8 	__local_depot2[12];
; CHECK: ld.param.u32 %r1, [copied_param_0+0];
; CHECK: st.local.u32 [%SPL+0], %r1;
; CHECK: ld.param.u32 %r2, [copied_param_0+4];
; CHECK: st.local.u32 [%SPL+4], %r2;
; CHECK: ld.param.u32 %r3, [copied_param_0+8];
; CHECK: st.local.u32 [%SPL+8], %r3;
; CHECK: st.local.u32 [%SPL+4], 7;
; CHECK: .func promoted(
; CHECK: ld.param.u32 %r1, [promoted_param_0+4];
; CHECK: add.s32 %r2, %r1, 7;
; CHECK: st.global.u32 [%rd1], %r2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { float, i32, i8 }

define ptx_kernel void @k(ptr addrspace(1) %out, ptr byval(%S) align 4 %kp) {
  %r = call i32 @direct(ptr byval(%S) align 4 %kp)
  store i32 %r, ptr addrspace(1) %out, align 4
  call void @copied(ptr byval(%S) align 4 %kp, ptr addrspace(1) %out)
  call void @promoted(ptr byval(%S) align 4 %kp, ptr addrspace(1) %out)
  ret void
}

define i32 @direct(ptr byval(%S) align 4 %p) noinline {
  %f = getelementptr inbounds %S, ptr %p, i32 0, i32 1
  %v = load i32, ptr %f, align 4
  ret i32 %v
}

define void @copied(ptr byval(%S) align 4 %p, ptr addrspace(1) %out) noinline {
  %f = getelementptr inbounds %S, ptr %p, i32 0, i32 1
  store i32 7, ptr %f, align 4
  %v = load i32, ptr %f, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  %b = load i8, ptr %f, align 4
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 4
  store i8 %b, ptr addrspace(1) %o1, align 1
  ret void
}

define void @promoted(ptr byval(%S) align 4 %p, ptr addrspace(1) %out) noinline {
  %f = getelementptr inbounds %S, ptr %p, i32 0, i32 1
  %old = load i32, ptr %f, align 4
  %new = add i32 %old, 7
  store i32 %new, ptr %f, align 4
  %v = load i32, ptr %f, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
