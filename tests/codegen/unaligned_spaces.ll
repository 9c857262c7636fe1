; Under-aligned accesses in every state space: .shared (i32 at +1,
; float at +6 through integer halves), .const (i64 at align 2), .local (a
; packed struct on the stack), generic, and .param (a byval struct read in
; place, its packed i32 at +1).  Each piece is in the access's own space.
; SM: 80
; CHECK: .visible .func sink(
; CHECK: ret;
; CHECK: .visible .func shared(
; CHECK: ld.param.u32 %r1, [shared_param_0];
; CHECK: ld.param.f32 %f1, [shared_param_1];
; CHECK: cvt.u16.u32 %rs1, %r1;
; CHECK: st.shared.u8 [sh+1], %rs1;
; CHECK: shr.u32 %r2, %r1, 8;
; CHECK: cvt.u16.u32 %rs2, %r2;
; CHECK: st.shared.u8 [sh+2], %rs2;
; CHECK: shr.u32 %r3, %r1, 16;
; CHECK: cvt.u16.u32 %rs3, %r3;
; CHECK: st.shared.u8 [sh+3], %rs3;
; CHECK: shr.u32 %r4, %r1, 24;
; CHECK: cvt.u16.u32 %rs4, %r4;
; CHECK: st.shared.u8 [sh+4], %rs4;
; CHECK: mov.b32 {%rs5, _}, %f1;
; CHECK: st.shared.u16 [sh+6], %rs5;
; CHECK: mov.b32 {_, %rs6}, %f1;
; CHECK: st.shared.u16 [sh+8], %rs6;
; CHECK: ld.shared.u8 %rs7, [sh+1];
; CHECK: ld.shared.u8 %rs8, [sh+2];
; CHECK: ld.shared.u8 %rs9, [sh+3];
; CHECK: ld.shared.u8 %rs10, [sh+4];
; CHECK: ld.shared.u16 %rs11, [sh+6];
; CHECK: ld.shared.u16 %rs12, [sh+8];
; CHECK: mov.b32 %r5, {%rs7, %rs8};
; CHECK: mov.b32 %r6, {%rs9, %rs10};
; CHECK: prmt.b32 %r7, %r5, %r6, 25632;
; CHECK: mov.b32 %f2, {%rs11, %rs12};
; CHECK: mov.b32 %r8, %f2;
; CHECK: add.s32 %r9, %r7, %r8;
; CHECK: st.shared.u32 [sh], %r9;
; CHECK: ret;
; CHECK: .visible .func (.param .b64 func_retval0) constant()
; CHECK: ld.const.u16 %rs1, [cn+2];
; CHECK: ld.const.u16 %rs2, [cn+4];
; CHECK: ld.const.u16 %rs3, [cn+6];
; CHECK: ld.const.u16 %rs4, [cn+8];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 %r2, {%rs3, %rs4};
; CHECK: mov.b64 %rd1, {%r1, %r2};
; CHECK: st.param.b64 [func_retval0], %rd1;
; CHECK: ret;
; CHECK: .visible .func (.param .b32 func_retval0) local(
; CHECK: .local .align 4 .b8 	__local_depot3[5];
; CHECK: mov.u64 %SPL, __local_depot3;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u32 %r1, [local_param_0];
; CHECK: cvt.u16.u32 %rs1, %r1;
; CHECK: st.local.u8 [%SPL+1], %rs1;
; CHECK: shr.u32 %r2, %r1, 8;
; CHECK: cvt.u16.u32 %rs2, %r2;
; CHECK: st.local.u8 [%SPL+2], %rs2;
; CHECK: shr.u32 %r3, %r1, 16;
; CHECK: cvt.u16.u32 %rs3, %r3;
; CHECK: st.local.u8 [%SPL+3], %rs3;
; CHECK: shr.u32 %r4, %r1, 24;
; CHECK: cvt.u16.u32 %rs4, %r4;
; CHECK: st.local.u8 [%SPL+4], %rs4;
; CHECK: ld.local.u8 %rs5, [%SPL+1];
; CHECK: ld.local.u8 %rs6, [%SPL+2];
; CHECK: ld.local.u8 %rs7, [%SPL+3];
; CHECK: ld.local.u8 %rs8, [%SPL+4];
; CHECK: mov.b32 %r5, {%rs5, %rs6};
; CHECK: mov.b32 %r6, {%rs7, %rs8};
; CHECK: prmt.b32 %r7, %r5, %r6, 25632;
; CHECK: add.u64 %rd1, %SP, 0;
; CHECK: { // callseq 0
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd1;
; CHECK: call.uni sink, (param0);
; CHECK: } // callseq 0
; CHECK: st.param.b32 [func_retval0], %r7;
; CHECK: ret;
; CHECK: .visible .func generic(
; CHECK: ld.param.u64 %rd1, [generic_param_0];
; CHECK: ld.param.u64 %rd2, [generic_param_1];
; CHECK: ld.u8 %rs1, [%rd1];
; CHECK: ld.u8 %rs2, [%rd1+1];
; CHECK: shl.b16 %rs3, %rs2, 8;
; CHECK: or.b16 %rs4, %rs1, %rs3;
; CHECK: st.u8 [%rd2], %rs4;
; CHECK: shr.u16 %rs5, %rs4, 8;
; CHECK: st.u8 [%rd2+1], %rs5;
; CHECK: ret;
; CHECK: .visible .func (.param .b32 func_retval0) param(
; CHECK: ld.param.u8 %rs1, [param_param_0+1];
; CHECK: ld.param.u8 %rs2, [param_param_0+2];
; CHECK: ld.param.u8 %rs3, [param_param_0+3];
; CHECK: ld.param.u8 %rs4, [param_param_0+4];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 %r2, {%rs3, %rs4};
; CHECK: prmt.b32 %r3, %r1, %r2, 25632;
; CHECK: st.param.b32 [func_retval0], %r3;
; CHECK: ret;
; CHECK-NOT: ld.shared.u32
; CHECK-NOT: ld.shared.f32
; CHECK-NOT: st.shared.f32
; CHECK-NOT: ld.const.u64
; CHECK-NOT: ld.local.u32
; CHECK-NOT: st.local.u32
; CHECK-NOT: ld.u16 %
; CHECK-NOT: st.u16 [
; CHECK-NOT: ld.param.u32 %r1, [param_param_0+1]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x i8] undef, align 4
@cn = internal addrspace(4) global [16 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F", align 4

define void @sink(ptr %p) noinline {
  ret void
}

; .shared: an i32 at align 1 and a float at align 2, at offsets 1 and 6.
define void @shared(i32 %x, float %y) {
  %p1 = getelementptr i8, ptr addrspace(3) @sh, i64 1
  store i32 %x, ptr addrspace(3) %p1, align 1
  %p6 = getelementptr i8, ptr addrspace(3) @sh, i64 6
  store float %y, ptr addrspace(3) %p6, align 2
  %a = load i32, ptr addrspace(3) %p1, align 1
  %b = load float, ptr addrspace(3) %p6, align 2
  %bi = bitcast float %b to i32
  %s = add i32 %a, %bi
  store i32 %s, ptr addrspace(3) @sh, align 4
  ret void
}

; .const: an i64 at align 2.
define i64 @constant() {
  %p = getelementptr i8, ptr addrspace(4) @cn, i64 2
  %v = load i64, ptr addrspace(4) %p, align 2
  ret i64 %v
}

; .local: a packed struct on the stack; its i32 is at offset 1.
define i32 @local(i32 %x) {
  %s = alloca <{ i8, i32 }>, align 4
  %f = getelementptr inbounds <{ i8, i32 }>, ptr %s, i32 0, i32 1
  store i32 %x, ptr %f, align 1
  %v = load i32, ptr %f, align 1
  call void @sink(ptr %s)
  ret i32 %v
}

; generic: a pointer of no specific space, i16 at align 1.
define void @generic(ptr %p, ptr %q) {
  %v = load i16, ptr %p, align 1
  store i16 %v, ptr %q, align 1
  ret void
}

; .param: a byval struct read in place, its packed i32 at offset 1.
define i32 @param(ptr byval(<{ i8, i32 }>) align 1 %s) {
  %f = getelementptr inbounds <{ i8, i32 }>, ptr %s, i32 0, i32 1
  %v = load i32, ptr %f, align 1
  ret i32 %v
}
