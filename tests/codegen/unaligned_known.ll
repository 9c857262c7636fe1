; An access's alignment is its `align`, raised to what its address is
; known to have (isel/dag/dag_mem.c, known_align, as LLVM's DAG combiner
; infers it): a global variable's alignment and a stack slot's (the
; frame's) or a byval .param array's, at the constant offset of the
; getelementptrs in between.  A 16-aligned shared array's float at +4
; read at align 1 is one ld.shared.f32, its <4 x float> at +16 one
; ld.v4; a packed struct's i32 at +4 of a 4- or 8-aligned object is one
; word in .global, .local and .param space.  A pointer parameter tells
; nothing: its align 1 load stays in bytes.
; SM: 80
; CHECK: .visible .func sink(
; CHECK: ret;
; CHECK: .visible .func (.param .f32 func_retval0) shared_known()
; CHECK: ld.shared.f32 %f5, [buf+4];
; CHECK: ld.shared.v4.f32 {%f1, %f2, %f3, %f4}, [buf+16];
; CHECK: add.rn.f32 %f6, %f5, %f4;
; CHECK: st.param.f32 [func_retval0], %f6;
; CHECK: ret;
; CHECK: .visible .func (.param .b32 func_retval0) global_known()
; CHECK: ld.global.u32 %r1, [tbl+4];
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: ret;
; CHECK: .visible .func (.param .b32 func_retval0) local_known(
; CHECK: .local .align 8 .b8 	__local_depot3[8];
; CHECK: mov.u64 %SPL, __local_depot3;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u32 %r1, [local_known_param_0];
; CHECK: st.local.u32 [%SPL+4], %r1;
; CHECK: add.u64 %rd1, %SP, 0;
; CHECK: { // callseq 0
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd1;
; CHECK: call.uni sink, (param0);
; CHECK: } // callseq 0
; CHECK: ld.local.u32 %r2, [%SPL+4];
; CHECK: st.param.b32 [func_retval0], %r2;
; CHECK: ret;
; CHECK: .visible .func (.param .b32 func_retval0) param_known(
; CHECK: ld.param.u32 %r1, [param_known_param_0+4];
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: ret;
; CHECK: .visible .func (.param .b32 func_retval0) unknown(
; CHECK: ld.param.u64 %rd1, [unknown_param_0];
; CHECK: ld.global.u8 %rs1, [%rd1];
; CHECK: ld.global.u8 %rs2, [%rd1+1];
; CHECK: ld.global.u8 %rs3, [%rd1+2];
; CHECK: ld.global.u8 %rs4, [%rd1+3];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 %r2, {%rs3, %rs4};
; CHECK: prmt.b32 %r3, %r1, %r2, 25632;
; CHECK: st.param.b32 [func_retval0], %r3;
; CHECK: ret;
; CHECK-NOT: ld.shared.u8
; CHECK-NOT: ld.global.u8 %rs1, [tbl
; CHECK-NOT: ld.local.u8
; CHECK-NOT: st.local.u8
; CHECK-NOT: ld.param.u8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [8 x float] undef, align 16
@tbl = internal addrspace(1) global <{ i8, i8, i8, i8, i32 }> zeroinitializer, align 4

define void @sink(ptr %p) noinline {
  ret void
}

; A 16-aligned shared array: its float at +4 read at align 1 is one
; ld.shared.f32; the <4 x float> at +16 read at align 4 is one ld.v4.
define float @shared_known() {
  %p4 = getelementptr inbounds [8 x float], ptr addrspace(3) @buf, i64 0, i64 1
  %a = load float, ptr addrspace(3) %p4, align 1
  %p16 = getelementptr inbounds [8 x float], ptr addrspace(3) @buf, i64 0, i64 4
  %v = load <4 x float>, ptr addrspace(3) %p16, align 4
  %e = extractelement <4 x float> %v, i32 3
  %s = fadd float %a, %e
  ret float %s
}

; A packed global whose i32 sits at +4 of a 4-aligned object: one word.
define i32 @global_known() {
  %p = getelementptr inbounds <{ i8, i8, i8, i8, i32 }>, ptr addrspace(1) @tbl, i64 0, i32 4
  %v = load i32, ptr addrspace(1) %p, align 1
  ret i32 %v
}

; A packed struct in an 8-aligned stack slot: its i32 at +4 is a word.
define i32 @local_known(i32 %x) {
  %s = alloca <{ i32, i32 }>, align 8
  %f = getelementptr inbounds <{ i32, i32 }>, ptr %s, i32 0, i32 1
  store i32 %x, ptr %f, align 1
  call void @sink(ptr %s)
  %v = load i32, ptr %f, align 1
  ret i32 %v
}

; A byval .param array of alignment 4: its i32 at +4 read at align 1.
define i32 @param_known(ptr byval(<{ i32, i32 }>) align 4 %s) {
  %f = getelementptr inbounds <{ i32, i32 }>, ptr %s, i32 0, i32 1
  %v = load i32, ptr %f, align 1
  ret i32 %v
}

; Nothing known of a pointer parameter: the IR's align 1 holds.
define i32 @unknown(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p, align 1
  ret i32 %v
}
