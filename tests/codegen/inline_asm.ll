; Inline asm: operands substituted into the text ($N, ${N}, $$ for a
; literal '$'), the text copied verbatim between "begin/end inline asm"
; comments, as llc writes it.  Constraint letters pick register classes:
; h (.b16), r (.b32), l (.b64), f (.f32), d (.f64), b (.pred), c (an i8 in
; .b16); n is an immediate written into the text.  A float passed as "r"
; is moved into a .b32 register first; a tied input ("0") is copied into
; its output's register; several outputs come back as a struct.
; SM: 80
; CHECK: // begin inline asm
; CHECK: {add.f16 %rs3,%rs1,%rs2;
; CHECK: // end inline asm
; CHECK: { .reg .pred __$temp3;
; CHECK: setp.lt.f16  __$temp3, %rs1, %rs2;
; CHECK: selp.u16 %rs4, 1, 0, __$temp3;}
; CHECK: mov.b32 %r7, %f1;
; CHECK: shf.l.wrap.b32 %r2, %r7, %r1, 8;
; CHECK: mov.b32 %r3, %r1;
; CHECK: add.u32 %r3, %r3, 1;
; CHECK: mad.lo.cc.u32   %r4, %r1, %r2, %r3;
; CHECK: madc.hi.u32     %r5, %r1, %r2,  0;
; CHECK: mov.u64 %rd3, %rd2;
; CHECK: add.f64 %fd2, %fd1, %fd1;
; CHECK: setp.ne.b32 %p1, %r1, 0;
; CHECK: mov.u32 %r6, %laneid;
; CHECK: add.s32 %r9, %r4, %r5;
; CHECK: selp.b32 %r12, %r11, 0, %p1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i16 signext %a, i16 signext %b, i32 %x, float %f, double %d, ptr %p) {
  %s = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %a, i16 %b)
  %lt = call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %a, i16 %b)
  %sh = call i32 asm "shf.l.wrap.b32 $0, ${1}, $2, $3;", "=r,r,r,n"(float %f, i32 %x, i32 8)
  %inc = call i32 asm "add.u32 $0, $0, 1;", "=r,0"(i32 %x)
  %pair = call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %x, i32 %sh, i32 %inc)
  %lo = extractvalue { i32, i32 } %pair, 0
  %hi = extractvalue { i32, i32 } %pair, 1
  %sum = add i32 %lo, %hi
  %q = call ptr asm "mov.u64 $0, $1;", "=l,l"(ptr %p)
  %dd = call double asm "add.f64 $0, $1, $1;", "=d,d"(double %d)
  %nz = call i1 asm "setp.ne.b32 $0, $1, 0;", "=b,r"(i32 %x)
  %lane = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r,~{memory}"()
  %t1 = add i16 %s, %lt
  %t1e = sext i16 %t1 to i32
  %t2 = add i32 %t1e, %sum
  %t3 = add i32 %t2, %lane
  %t4 = select i1 %nz, i32 %t3, i32 0
  store i32 %t4, ptr addrspace(1) %out, align 4
  store ptr %q, ptr addrspace(1) %out, align 8
  store double %dd, ptr addrspace(1) %out, align 8
  ret void
}
