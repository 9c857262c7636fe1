; A packed struct passed and returned by value (isel/lower/call.c): its .param
; arrays are `.align 1`, and .param accesses must be aligned like any
; other, so the float at +1 and the i16 at +5 are stored and loaded in
; bytes -- through an integer register (mov.b32 %r, %f), shifted out for
; a store, shifted in and or-ed for a load.  A byval argument's fields
; are read from its 1-aligned memory in bytes the same way.
; SM: 80
; CHECK: .visible .func (.param .align 1 .b8 func_retval0[7]) bump(
; CHECK: ld.param.u8 %rs1, [bump_param_0];
; CHECK: ld.param.u8 %r1, [bump_param_0+1];
; CHECK: ld.param.u8 %r2, [bump_param_0+2];
; CHECK: shl.b32 %r3, %r2, 8;
; CHECK: or.b32 %r4, %r1, %r3;
; CHECK: ld.param.u8 %r5, [bump_param_0+3];
; CHECK: shl.b32 %r6, %r5, 16;
; CHECK: or.b32 %r7, %r4, %r6;
; CHECK: ld.param.u8 %r8, [bump_param_0+4];
; CHECK: shl.b32 %r9, %r8, 24;
; CHECK: or.b32 %r10, %r7, %r9;
; CHECK: mov.b32 %f1, %r10;
; CHECK: ld.param.u8 %rs3, [bump_param_0+5];
; CHECK: ld.param.u8 %rs4, [bump_param_0+6];
; CHECK: shl.b16 %rs5, %rs4, 8;
; CHECK: or.b16 %rs2, %rs3, %rs5;
; CHECK: add.rn.f32 %f2, %f1, 0f3F800000;
; CHECK: st.param.b8 [func_retval0+0], %rs1;
; CHECK: mov.b32 %r11, %f2;
; CHECK: st.param.b8 [func_retval0+1], %r11;
; CHECK: shr.u32 %r12, %r11, 8;
; CHECK: st.param.b8 [func_retval0+2], %r12;
; CHECK: shr.u32 %r13, %r11, 16;
; CHECK: st.param.b8 [func_retval0+3], %r13;
; CHECK: shr.u32 %r14, %r11, 24;
; CHECK: st.param.b8 [func_retval0+4], %r14;
; CHECK: st.param.b8 [func_retval0+5], %rs2;
; CHECK: shr.u16 %rs7, %rs2, 8;
; CHECK: st.param.b8 [func_retval0+6], %rs7;
; CHECK: ret;
; CHECK: .visible .func caller(
; CHECK: ld.param.u64 %rd1, [caller_param_0];
; CHECK: ld.param.f32 %f1, [caller_param_1];
; CHECK: ld.param.u16 %rs1, [caller_param_2];
; CHECK: { // callseq 0
; CHECK: .param .align 1 .b8 param0[7];
; CHECK: st.param.b8 [param0+0], 7;
; CHECK: mov.b32 %r1, %f1;
; CHECK: st.param.b8 [param0+1], %r1;
; CHECK: shr.u32 %r2, %r1, 8;
; CHECK: st.param.b8 [param0+2], %r2;
; CHECK: shr.u32 %r3, %r1, 16;
; CHECK: st.param.b8 [param0+3], %r3;
; CHECK: shr.u32 %r4, %r1, 24;
; CHECK: st.param.b8 [param0+4], %r4;
; CHECK: st.param.b8 [param0+5], %rs1;
; CHECK: shr.u16 %rs4, %rs1, 8;
; CHECK: st.param.b8 [param0+6], %rs4;
; CHECK: .param .align 1 .b8 retval0[7];
; CHECK: call.uni (retval0), bump, (param0);
; CHECK: ld.param.u8 %rs2, [retval0];
; CHECK: ld.param.u8 %r5, [retval0+1];
; CHECK: ld.param.u8 %r6, [retval0+2];
; CHECK: shl.b32 %r7, %r6, 8;
; CHECK: or.b32 %r8, %r5, %r7;
; CHECK: ld.param.u8 %r9, [retval0+3];
; CHECK: shl.b32 %r10, %r9, 16;
; CHECK: or.b32 %r11, %r8, %r10;
; CHECK: ld.param.u8 %r12, [retval0+4];
; CHECK: shl.b32 %r13, %r12, 24;
; CHECK: or.b32 %r14, %r11, %r13;
; CHECK: mov.b32 %f2, %r14;
; CHECK: ld.param.u8 %rs5, [retval0+5];
; CHECK: ld.param.u8 %rs6, [retval0+6];
; CHECK: shl.b16 %rs7, %rs6, 8;
; CHECK: or.b16 %rs3, %rs5, %rs7;
; CHECK: } // callseq 0
; CHECK: st.global.f32 [%rd1], %f2;
; CHECK: ret;
; CHECK: .visible .func takes(
; CHECK: ret;
; CHECK: .visible .func pass(
; CHECK: ld.param.u64 %rd1, [pass_param_0];
; CHECK: cvta.global.u64 %rd2, %rd1;
; CHECK: ld.u8 %rs1, [%rd2];
; CHECK: ld.u8 %rs2, [%rd2+1];
; CHECK: ld.u8 %rs3, [%rd2+2];
; CHECK: ld.u8 %rs4, [%rd2+3];
; CHECK: ld.u8 %rs5, [%rd2+4];
; CHECK: mov.b32 %r1, {%rs2, %rs3};
; CHECK: mov.b32 %r2, {%rs4, %rs5};
; CHECK: prmt.b32 %r3, %r1, %r2, 25632;
; CHECK: mov.b32 %f1, %r3;
; CHECK: ld.u8 %rs6, [%rd2+5];
; CHECK: ld.u8 %rs7, [%rd2+6];
; CHECK: shl.b16 %rs8, %rs7, 8;
; CHECK: or.b16 %rs9, %rs6, %rs8;
; CHECK: { // callseq 0
; CHECK: .param .align 1 .b8 param0[7];
; CHECK: st.param.b8 [param0+0], %rs1;
; CHECK: mov.b32 %r4, %f1;
; CHECK: st.param.b8 [param0+1], %r4;
; CHECK: shr.u32 %r5, %r4, 8;
; CHECK: st.param.b8 [param0+2], %r5;
; CHECK: shr.u32 %r6, %r4, 16;
; CHECK: st.param.b8 [param0+3], %r6;
; CHECK: shr.u32 %r7, %r4, 24;
; CHECK: st.param.b8 [param0+4], %r7;
; CHECK: st.param.b8 [param0+5], %rs9;
; CHECK: shr.u16 %rs10, %rs9, 8;
; CHECK: st.param.b8 [param0+6], %rs10;
; CHECK: call.uni takes, (param0);
; CHECK: } // callseq 0
; CHECK: ret;
; CHECK-NOT: st.param.f32 [param0+1]
; CHECK-NOT: st.param.b32 [param0+1]
; CHECK-NOT: st.param.b16 [param0+5]
; CHECK-NOT: st.param.b32 [func_retval0+1]
; CHECK-NOT: st.param.f32 [func_retval0+1]
; CHECK-NOT: ld.param.f32 %f1, [bump_param_0+1]
; CHECK-NOT: ld.param.u16 %rs2, [bump_param_0+5]
; CHECK-NOT: ld.param.f32 %f2, [retval0+1]
; CHECK-NOT: ld.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%P = type <{ i8, float, i16 }>

; A packed struct passed and returned by value: its .param arrays are
; `.align 1`, so the float at +1 and the i16 at +5 go in bytes, through
; integer registers.
define %P @bump(%P %x) noinline {
  %f = extractvalue %P %x, 1
  %g = fadd float %f, 1.0
  %r = insertvalue %P %x, float %g, 1
  ret %P %r
}

define void @caller(ptr addrspace(1) %out, float %v, i16 signext %h) {
  %s0 = insertvalue %P undef, i8 7, 0
  %s1 = insertvalue %P %s0, float %v, 1
  %s2 = insertvalue %P %s1, i16 %h, 2
  %r = call %P @bump(%P %s2)
  %f = extractvalue %P %r, 1
  store float %f, ptr addrspace(1) %out, align 4
  ret void
}

; A byval argument of the packed type, from memory that is only 1-aligned.
define void @takes(ptr byval(%P) align 1 %s) noinline {
  ret void
}
define void @pass(ptr addrspace(1) %src) {
  %g = addrspacecast ptr addrspace(1) %src to ptr
  call void @takes(ptr byval(%P) align 1 %g)
  ret void
}
