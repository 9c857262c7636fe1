; Structs in registers: a struct return travels in a .param byte array,
; one st.param per field at its offset; extractvalue/insertvalue pick and
; replace parts without any instruction; a struct phi is one register per
; field (isel/legal/parts.c).
; SM: 80
; CHECK: .func (.param .align 4 .b8 func_retval0[12]) mk(
; CHECK: .param .b32 mk_param_2
; CHECK: .param .align 4 .b8 retval0[12];
; CHECK: call.uni (retval0), mk, (param0, param1, param2);
; CHECK: ld.param.f32 %f3, [retval0];
; CHECK: ld.param.u32 %r2, [retval0+4];
; CHECK: ld.param.u8 %rs1, [retval0+8];
; CHECK: add.rn.f32
; CHECK: st.param.f32 [func_retval0+0], %f1;
; CHECK: st.param.b32 [func_retval0+4], %r1;
; CHECK: st.param.b8 [func_retval0+8], %rs1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { float, i32, i8 }

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %s = call %S @mk(float 1.0, i32 %n, i8 3)
  br label %loop
loop:
  %acc = phi %S [ %s, %entry ], [ %acc2, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f0 = extractvalue %S %acc, 0
  %f1 = fadd float %f0, 1.0
  %acc2 = insertvalue %S %acc, float %f1, 0
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %fin = extractvalue %S %acc2, 0
  store float %fin, ptr addrspace(1) %out, align 4
  %b = extractvalue %S %acc2, 2
  %o = getelementptr i8, ptr addrspace(1) %out, i64 4
  store i8 %b, ptr addrspace(1) %o, align 1
  ret void
}

define %S @mk(float %a, i32 %b, i8 zeroext %c) noinline {
  %1 = insertvalue %S undef, float %a, 0
  %2 = insertvalue %S %1, i32 %b, 1
  %3 = insertvalue %S %2, i8 %c, 2
  ret %S %3
}
