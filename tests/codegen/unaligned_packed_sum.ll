; The packed struct of f06_aggregates.ll's @packed_sum, for sm_80:
; <{ i8, i32, i16 }> has its i32 at offset 1 and its i16 at 5, and the
; IR says align 1 everywhere, so every load and store is a byte (as llc
; emits): no 16- or 32-bit access at an odd offset, which the GPU would
; stop with a misaligned-address error.  The field loads, the whole
; aggregate load and the aggregate store at offset 7 are all split.
; SM: 80
; CHECK: .visible .func (.param .b32 func_retval0) packed_sum(
; CHECK: ld.param.u64 %rd1, [packed_sum_param_0];
; CHECK: ld.global.u8 %r1, [%rd1];
; CHECK: ld.global.u8 %rs1, [%rd1+1];
; CHECK: ld.global.u8 %rs2, [%rd1+2];
; CHECK: ld.global.u8 %rs3, [%rd1+3];
; CHECK: ld.global.u8 %rs4, [%rd1+4];
; CHECK: ld.global.u8 %rs5, [%rd1+5];
; CHECK: ld.global.u8 %rs6, [%rd1+6];
; CHECK: ld.global.u8 %rs7, [%rd1];
; CHECK: ld.global.u8 %rs8, [%rd1+1];
; CHECK: ld.global.u8 %rs9, [%rd1+2];
; CHECK: ld.global.u8 %rs10, [%rd1+3];
; CHECK: ld.global.u8 %rs11, [%rd1+4];
; CHECK: ld.global.u8 %rs12, [%rd1+5];
; CHECK: ld.global.u8 %rs13, [%rd1+6];
; CHECK: shl.b16 %rs14, %rs13, 8;
; CHECK: or.b16 %rs15, %rs12, %rs14;
; CHECK: mov.b32 %r2, {%rs1, %rs2};
; CHECK: mov.b32 %r3, {%rs3, %rs4};
; CHECK: prmt.b32 %r4, %r2, %r3, 25632;
; CHECK: add.s32 %r5, %r1, %r4;
; CHECK: shl.b16 %rs16, %rs6, 8;
; CHECK: or.b16 %rs17, %rs5, %rs16;
; CHECK: cvt.s32.s16 %r6, %rs17;
; CHECK: add.s32 %r7, %r5, %r6;
; CHECK: mov.b32 %r8, {%rs8, %rs9};
; CHECK: mov.b32 %r9, {%rs10, %rs11};
; CHECK: prmt.b32 %r10, %r8, %r9, 25632;
; CHECK: xor.b32 %r11, %r7, %r10;
; CHECK: st.global.u8 [%rd1+7], %rs7;
; CHECK: cvt.u16.u32 %rs18, %r11;
; CHECK: st.global.u8 [%rd1+8], %rs18;
; CHECK: shr.u32 %r12, %r11, 8;
; CHECK: cvt.u16.u32 %rs19, %r12;
; CHECK: st.global.u8 [%rd1+9], %rs19;
; CHECK: shr.u32 %r13, %r11, 16;
; CHECK: cvt.u16.u32 %rs20, %r13;
; CHECK: st.global.u8 [%rd1+10], %rs20;
; CHECK: shr.u32 %r14, %r11, 24;
; CHECK: cvt.u16.u32 %rs21, %r14;
; CHECK: st.global.u8 [%rd1+11], %rs21;
; CHECK: st.global.u8 [%rd1+12], %rs15;
; CHECK: shr.u16 %rs22, %rs15, 8;
; CHECK: st.global.u8 [%rd1+13], %rs22;
; CHECK: st.param.b32 [func_retval0], %r11;
; CHECK: ret;
; CHECK-NOT: ld.global.u16
; CHECK-NOT: ld.global.u32
; CHECK-NOT: st.global.u16
; CHECK-NOT: st.global.u32
; CHECK-NOT: ld.global.b16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%P = type <{ i8, i32, i16 }>

; packed_sum of f06_aggregates.ll: fields of a packed struct at offsets 1
; and 5, loaded one by one and as a whole aggregate, and the struct stored
; at offset 7.  Every access is a byte: nothing wider sits at an odd
; offset.
define i32 @packed_sum(ptr addrspace(1) %p) noinline {
  %a = getelementptr inbounds %P, ptr addrspace(1) %p, i64 0, i32 0
  %b = getelementptr inbounds %P, ptr addrspace(1) %p, i64 0, i32 1
  %c = getelementptr inbounds %P, ptr addrspace(1) %p, i64 0, i32 2
  %va = load i8, ptr addrspace(1) %a, align 1
  %vb = load i32, ptr addrspace(1) %b, align 1
  %vc = load i16, ptr addrspace(1) %c, align 1
  %whole = load %P, ptr addrspace(1) %p, align 1
  %wb = extractvalue %P %whole, 1
  %za = zext i8 %va to i32
  %zc = sext i16 %vc to i32
  %s = add i32 %za, %vb
  %s2 = add i32 %s, %zc
  %s3 = xor i32 %s2, %wb
  %nw = insertvalue %P %whole, i32 %s3, 1
  %next = getelementptr inbounds %P, ptr addrspace(1) %p, i64 1
  store %P %nw, ptr addrspace(1) %next, align 1
  ret i32 %s3
}
