; Inline asm operands that are vectors of two 16-bit elements under "r",
; as MLIR 19 lowers nvgpu.mma.sp.sync (<2 x half> fragments): llc keeps
; such a vector in one .b32 register; tnvcc holds its two 16-bit parts
; and packs them, element 0 in the low half (PTX ISA, "mov"), before the
; asm, and unpacks each output after it.  A tied input (the "1") is
; packed straight into its output's register.
; SM: 80
; EXPECT-WARNING: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [-Wnvvm-compat]
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: ld.global.v2.b16 {%rs1, %rs2}, [%rd1];
; CHECK: ld.global.v2.u16 {%rs3, %rs4}, [%rd1+4];
; CHECK: mov.b32 %r4, {%rs1, %rs2};
; CHECK: mov.b32 %r3, {%rs3, %rs4};
; CHECK: // begin inline asm
; CHECK: add.rn.f16x2 %r2, %r4, %r4;
; CHECK: add.s32 %r3, %r3, %r1;
; CHECK: // end inline asm
; CHECK: mov.b32 {%rs5, %rs6}, %r2;
; CHECK: mov.b32 {%rs7, %rs8}, %r3;
; CHECK: st.global.v2.b16 [%rd1+8], {%rs5, %rs6};
; CHECK: st.global.v2.u16 [%rd1+12], {%rs7, %rs8};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %m) {
  %a = load <2 x half>, ptr addrspace(1) %p, align 4
  %q = getelementptr <2 x i16>, ptr addrspace(1) %p, i64 1
  %b = load <2 x i16>, ptr addrspace(1) %q, align 4
  %r = call { <2 x half>, <2 x i16> } asm "add.rn.f16x2 $0, $2, $2;\0A\09add.s32 $1, $3, $4;", "=r,=r,r,1,r"(<2 x half> %a, <2 x i16> %b, i32 %m)
  %x = extractvalue { <2 x half>, <2 x i16> } %r, 0
  %y = extractvalue { <2 x half>, <2 x i16> } %r, 1
  %o = getelementptr <2 x half>, ptr addrspace(1) %p, i64 2
  store <2 x half> %x, ptr addrspace(1) %o, align 4
  %o2 = getelementptr <2 x i16>, ptr addrspace(1) %p, i64 3
  store <2 x i16> %y, ptr addrspace(1) %o2, align 4
  ret void
}
