; Inline asm outputs whose IR type is in another register class than the
; constraint letter asks for, but of the same size: the asm writes a
; register of the letter's class, then mov.b32/mov.b64 moves the bits into
; the value's own (an "=r" float, an "=l" double, an "=f" i32).  An i8
; travels in .b16 for "c".
; SM: 75
; CHECK: mov.b32 %r3, %r1;
; CHECK: mov.b32 %f1, %r3;
; CHECK: mov.b64 %rd2, 4607182418800017408;
; CHECK: mov.b64 %fd1, %rd2;
; CHECK: mov.b32 %f2, 0f3F800000;
; CHECK: mov.b32 %r2, %f2;
; CHECK: and.b16 %rs2, %rs1, 15;
; CHECK: st.global.u8 [%rd1], %rs2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i8 zeroext %c) {
  %f = call float asm "mov.b32 $0, $1;", "=r,r"(i32 %x)
  %d = call double asm "mov.b64 $0, 4607182418800017408;", "=l"()
  %i = call i32 asm "mov.b32 $0, 0f3F800000;", "=f"()
  %m = call i8 asm "and.b16 $0, $1, 15;", "=c,c"(i8 %c)
  store float %f, ptr addrspace(1) %out, align 4
  store double %d, ptr addrspace(1) %out, align 8
  store i32 %i, ptr addrspace(1) %out, align 4
  store i8 %m, ptr addrspace(1) %out, align 1
  ret void
}
