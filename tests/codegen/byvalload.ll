; Pass byvalload (ir/byvalload.c): a load through a phi or select of
; byval parameters that nothing writes becomes loads of each parameter,
; so both stay in .param (isel/lower/byval.c) instead of being copied to
; the .local frame and read through a generic pointer.
;   @choose:        clang's `better(a, b) ? a : b`: the phi's load is one
;                   ld.param from a before the branch and one from b on
;                   the other edge;
;   @select_fields: a select of a[1][2] (offset 12) and the i64 field of
;                   b (offset 16, after padding): two ld.param and selp;
;   @past_the_end:  a load that would read past the end of b: kept, with
;                   the copies;
;   @written:       both parameters written through a select before the
;                   load through a phi: kept (the store, then the load).
; SM: 80
; ARGS: -O3
; CHECK: func_retval0[8]) choose(
; CHECK: ld.param.f32 %f3, [choose_param_0+4];
; CHECK: ld.param.f32 %f2, [choose_param_1+4];
; CHECK: ld.param.u32 %r3, [choose_param_0];
; CHECK: @%p1 bra $L__BB0_2;
; CHECK: ld.param.u32 %r3, [choose_param_1];
; CHECK: st.param.b32 [func_retval0+0], %r3;
; CHECK: ld.param.u32 %r1, [select_fields_param_0+12];
; CHECK: ld.param.u32 %r2, [select_fields_param_1+16];
; CHECK: selp.b32 %r3, %r1, %r2, %p1;
; CHECK: .local .align 4 .b8 	__local_depot2[16];
; CHECK: selp.b64 %rd3, %rd1, %rd2, %p1;
; CHECK: .local .align 4 .b8 	__local_depot3[16];
; CHECK: st.u32 [%rd1], %r1;
; CHECK: ld.u32 %r6, [%rd2];
; CHECK-NOT: __local_depot0
; CHECK-NOT: __local_depot1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Pair = type { i32, float }
%Big = type { i32, [3 x i32], i64 }

define %Pair @choose(ptr byval(%Pair) align 4 %a, ptr byval(%Pair) align 4 %b) {
entry:
  %af = getelementptr inbounds i8, ptr %a, i64 4
  %x = load float, ptr %af, align 4
  %bf = getelementptr inbounds i8, ptr %b, i64 4
  %y = load float, ptr %bf, align 4
  %gt = fcmp ogt float %x, %y
  br i1 %gt, label %done, label %other
other:
  br label %done
done:
  %f = phi float [ %y, %other ], [ %x, %entry ]
  %p = phi ptr [ %b, %other ], [ %a, %entry ]
  %i = load i32, ptr %p, align 4
  %r0 = insertvalue %Pair poison, i32 %i, 0
  %r1 = insertvalue %Pair %r0, float %f, 1
  ret %Pair %r1
}

define i32 @select_fields(ptr byval(%Big) align 8 %a, ptr byval(%Big) align 8 %b, i1 zeroext %k) {
  %pa = getelementptr inbounds %Big, ptr %a, i64 0, i32 1, i64 2
  %pb = getelementptr inbounds %Big, ptr %b, i64 0, i32 2
  %p = select i1 %k, ptr %pa, ptr %pb
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @past_the_end(ptr byval(%Pair) align 4 %a, ptr byval(%Pair) align 4 %b, i1 zeroext %k) {
  %pa = getelementptr inbounds i8, ptr %a, i64 4
  %p = select i1 %k, ptr %pa, ptr %b
  %v = load i64, ptr %p, align 4
  %t = trunc i64 %v to i32
  ret i32 %t
}

; Both parameters are written through %s: the load through the phi must
; stay after the store, so nothing is split (both are copied).
define i32 @written(ptr byval(%Pair) align 4 %a, ptr byval(%Pair) align 4 %b, i1 zeroext %c, i32 %v) {
entry:
  %s = select i1 %c, ptr %a, ptr %b
  br i1 %c, label %x, label %y
x:
  br label %j
y:
  br label %j
j:
  %p = phi ptr [ %b, %x ], [ %a, %y ]
  store i32 %v, ptr %s, align 4
  %r = load i32, ptr %p, align 4
  ret i32 %r
}
