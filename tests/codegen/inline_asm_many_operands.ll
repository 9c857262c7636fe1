; An inline asm with 133 operands, as sm_90's wgmma.mma_async writes them
; (MLIR 19's nvgpu.warpgroup.mma: m64n128k16 has 64 f32 accumulators, each
; an output tied to an input, 135 operands): 66 outputs, 66 inputs tied
; to them ("10" to "65": ties past $9 take two digits), and $132.  Each
; tied input is copied into its output's register before the asm, and
; pass coalesce then gives each pair one register (the loaded value dies
; at the asm), so the loads write the asm's registers themselves.
; SM: 80
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.f32 %f1, [k_param_1];
; CHECK: ld.global.f32 %f68, [%rd1];
; CHECK: ld.global.f32 %f78, [%rd1+40];
; CHECK: ld.global.f32 %f133, [%rd1+260];
; CHECK: // begin inline asm
; CHECK: mul.f32 %f68, %f68, %f1;
; CHECK: mul.f32 %f78, %f78, %f1;
; CHECK: mul.f32 %f133, %f133, %f1;
; CHECK: // end inline asm
; CHECK: st.global.f32 [%rd1], %f68;
; CHECK: st.global.f32 [%rd1+40], %f78;
; CHECK: st.global.f32 [%rd1+260], %f133;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %s) {
  %q0 = getelementptr float, ptr addrspace(1) %p, i64 0
  %a0 = load float, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr float, ptr addrspace(1) %p, i64 1
  %a1 = load float, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr float, ptr addrspace(1) %p, i64 2
  %a2 = load float, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr float, ptr addrspace(1) %p, i64 3
  %a3 = load float, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr float, ptr addrspace(1) %p, i64 4
  %a4 = load float, ptr addrspace(1) %q4, align 4
  %q5 = getelementptr float, ptr addrspace(1) %p, i64 5
  %a5 = load float, ptr addrspace(1) %q5, align 4
  %q6 = getelementptr float, ptr addrspace(1) %p, i64 6
  %a6 = load float, ptr addrspace(1) %q6, align 4
  %q7 = getelementptr float, ptr addrspace(1) %p, i64 7
  %a7 = load float, ptr addrspace(1) %q7, align 4
  %q8 = getelementptr float, ptr addrspace(1) %p, i64 8
  %a8 = load float, ptr addrspace(1) %q8, align 4
  %q9 = getelementptr float, ptr addrspace(1) %p, i64 9
  %a9 = load float, ptr addrspace(1) %q9, align 4
  %q10 = getelementptr float, ptr addrspace(1) %p, i64 10
  %a10 = load float, ptr addrspace(1) %q10, align 4
  %q11 = getelementptr float, ptr addrspace(1) %p, i64 11
  %a11 = load float, ptr addrspace(1) %q11, align 4
  %q12 = getelementptr float, ptr addrspace(1) %p, i64 12
  %a12 = load float, ptr addrspace(1) %q12, align 4
  %q13 = getelementptr float, ptr addrspace(1) %p, i64 13
  %a13 = load float, ptr addrspace(1) %q13, align 4
  %q14 = getelementptr float, ptr addrspace(1) %p, i64 14
  %a14 = load float, ptr addrspace(1) %q14, align 4
  %q15 = getelementptr float, ptr addrspace(1) %p, i64 15
  %a15 = load float, ptr addrspace(1) %q15, align 4
  %q16 = getelementptr float, ptr addrspace(1) %p, i64 16
  %a16 = load float, ptr addrspace(1) %q16, align 4
  %q17 = getelementptr float, ptr addrspace(1) %p, i64 17
  %a17 = load float, ptr addrspace(1) %q17, align 4
  %q18 = getelementptr float, ptr addrspace(1) %p, i64 18
  %a18 = load float, ptr addrspace(1) %q18, align 4
  %q19 = getelementptr float, ptr addrspace(1) %p, i64 19
  %a19 = load float, ptr addrspace(1) %q19, align 4
  %q20 = getelementptr float, ptr addrspace(1) %p, i64 20
  %a20 = load float, ptr addrspace(1) %q20, align 4
  %q21 = getelementptr float, ptr addrspace(1) %p, i64 21
  %a21 = load float, ptr addrspace(1) %q21, align 4
  %q22 = getelementptr float, ptr addrspace(1) %p, i64 22
  %a22 = load float, ptr addrspace(1) %q22, align 4
  %q23 = getelementptr float, ptr addrspace(1) %p, i64 23
  %a23 = load float, ptr addrspace(1) %q23, align 4
  %q24 = getelementptr float, ptr addrspace(1) %p, i64 24
  %a24 = load float, ptr addrspace(1) %q24, align 4
  %q25 = getelementptr float, ptr addrspace(1) %p, i64 25
  %a25 = load float, ptr addrspace(1) %q25, align 4
  %q26 = getelementptr float, ptr addrspace(1) %p, i64 26
  %a26 = load float, ptr addrspace(1) %q26, align 4
  %q27 = getelementptr float, ptr addrspace(1) %p, i64 27
  %a27 = load float, ptr addrspace(1) %q27, align 4
  %q28 = getelementptr float, ptr addrspace(1) %p, i64 28
  %a28 = load float, ptr addrspace(1) %q28, align 4
  %q29 = getelementptr float, ptr addrspace(1) %p, i64 29
  %a29 = load float, ptr addrspace(1) %q29, align 4
  %q30 = getelementptr float, ptr addrspace(1) %p, i64 30
  %a30 = load float, ptr addrspace(1) %q30, align 4
  %q31 = getelementptr float, ptr addrspace(1) %p, i64 31
  %a31 = load float, ptr addrspace(1) %q31, align 4
  %q32 = getelementptr float, ptr addrspace(1) %p, i64 32
  %a32 = load float, ptr addrspace(1) %q32, align 4
  %q33 = getelementptr float, ptr addrspace(1) %p, i64 33
  %a33 = load float, ptr addrspace(1) %q33, align 4
  %q34 = getelementptr float, ptr addrspace(1) %p, i64 34
  %a34 = load float, ptr addrspace(1) %q34, align 4
  %q35 = getelementptr float, ptr addrspace(1) %p, i64 35
  %a35 = load float, ptr addrspace(1) %q35, align 4
  %q36 = getelementptr float, ptr addrspace(1) %p, i64 36
  %a36 = load float, ptr addrspace(1) %q36, align 4
  %q37 = getelementptr float, ptr addrspace(1) %p, i64 37
  %a37 = load float, ptr addrspace(1) %q37, align 4
  %q38 = getelementptr float, ptr addrspace(1) %p, i64 38
  %a38 = load float, ptr addrspace(1) %q38, align 4
  %q39 = getelementptr float, ptr addrspace(1) %p, i64 39
  %a39 = load float, ptr addrspace(1) %q39, align 4
  %q40 = getelementptr float, ptr addrspace(1) %p, i64 40
  %a40 = load float, ptr addrspace(1) %q40, align 4
  %q41 = getelementptr float, ptr addrspace(1) %p, i64 41
  %a41 = load float, ptr addrspace(1) %q41, align 4
  %q42 = getelementptr float, ptr addrspace(1) %p, i64 42
  %a42 = load float, ptr addrspace(1) %q42, align 4
  %q43 = getelementptr float, ptr addrspace(1) %p, i64 43
  %a43 = load float, ptr addrspace(1) %q43, align 4
  %q44 = getelementptr float, ptr addrspace(1) %p, i64 44
  %a44 = load float, ptr addrspace(1) %q44, align 4
  %q45 = getelementptr float, ptr addrspace(1) %p, i64 45
  %a45 = load float, ptr addrspace(1) %q45, align 4
  %q46 = getelementptr float, ptr addrspace(1) %p, i64 46
  %a46 = load float, ptr addrspace(1) %q46, align 4
  %q47 = getelementptr float, ptr addrspace(1) %p, i64 47
  %a47 = load float, ptr addrspace(1) %q47, align 4
  %q48 = getelementptr float, ptr addrspace(1) %p, i64 48
  %a48 = load float, ptr addrspace(1) %q48, align 4
  %q49 = getelementptr float, ptr addrspace(1) %p, i64 49
  %a49 = load float, ptr addrspace(1) %q49, align 4
  %q50 = getelementptr float, ptr addrspace(1) %p, i64 50
  %a50 = load float, ptr addrspace(1) %q50, align 4
  %q51 = getelementptr float, ptr addrspace(1) %p, i64 51
  %a51 = load float, ptr addrspace(1) %q51, align 4
  %q52 = getelementptr float, ptr addrspace(1) %p, i64 52
  %a52 = load float, ptr addrspace(1) %q52, align 4
  %q53 = getelementptr float, ptr addrspace(1) %p, i64 53
  %a53 = load float, ptr addrspace(1) %q53, align 4
  %q54 = getelementptr float, ptr addrspace(1) %p, i64 54
  %a54 = load float, ptr addrspace(1) %q54, align 4
  %q55 = getelementptr float, ptr addrspace(1) %p, i64 55
  %a55 = load float, ptr addrspace(1) %q55, align 4
  %q56 = getelementptr float, ptr addrspace(1) %p, i64 56
  %a56 = load float, ptr addrspace(1) %q56, align 4
  %q57 = getelementptr float, ptr addrspace(1) %p, i64 57
  %a57 = load float, ptr addrspace(1) %q57, align 4
  %q58 = getelementptr float, ptr addrspace(1) %p, i64 58
  %a58 = load float, ptr addrspace(1) %q58, align 4
  %q59 = getelementptr float, ptr addrspace(1) %p, i64 59
  %a59 = load float, ptr addrspace(1) %q59, align 4
  %q60 = getelementptr float, ptr addrspace(1) %p, i64 60
  %a60 = load float, ptr addrspace(1) %q60, align 4
  %q61 = getelementptr float, ptr addrspace(1) %p, i64 61
  %a61 = load float, ptr addrspace(1) %q61, align 4
  %q62 = getelementptr float, ptr addrspace(1) %p, i64 62
  %a62 = load float, ptr addrspace(1) %q62, align 4
  %q63 = getelementptr float, ptr addrspace(1) %p, i64 63
  %a63 = load float, ptr addrspace(1) %q63, align 4
  %q64 = getelementptr float, ptr addrspace(1) %p, i64 64
  %a64 = load float, ptr addrspace(1) %q64, align 4
  %q65 = getelementptr float, ptr addrspace(1) %p, i64 65
  %a65 = load float, ptr addrspace(1) %q65, align 4
  %r = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "mul.f32 $0, $0, $132;\0Amul.f32 $10, $10, $132;\0Amul.f32 $65, $65, $132;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,f"(float %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10, float %a11, float %a12, float %a13, float %a14, float %a15, float %a16, float %a17, float %a18, float %a19, float %a20, float %a21, float %a22, float %a23, float %a24, float %a25, float %a26, float %a27, float %a28, float %a29, float %a30, float %a31, float %a32, float %a33, float %a34, float %a35, float %a36, float %a37, float %a38, float %a39, float %a40, float %a41, float %a42, float %a43, float %a44, float %a45, float %a46, float %a47, float %a48, float %a49, float %a50, float %a51, float %a52, float %a53, float %a54, float %a55, float %a56, float %a57, float %a58, float %a59, float %a60, float %a61, float %a62, float %a63, float %a64, float %a65, float %s)
  %v0 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 0
  store float %v0, ptr addrspace(1) %q0, align 4
  %v1 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 1
  store float %v1, ptr addrspace(1) %q1, align 4
  %v2 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 2
  store float %v2, ptr addrspace(1) %q2, align 4
  %v3 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 3
  store float %v3, ptr addrspace(1) %q3, align 4
  %v4 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 4
  store float %v4, ptr addrspace(1) %q4, align 4
  %v5 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 5
  store float %v5, ptr addrspace(1) %q5, align 4
  %v6 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 6
  store float %v6, ptr addrspace(1) %q6, align 4
  %v7 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 7
  store float %v7, ptr addrspace(1) %q7, align 4
  %v8 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 8
  store float %v8, ptr addrspace(1) %q8, align 4
  %v9 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 9
  store float %v9, ptr addrspace(1) %q9, align 4
  %v10 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 10
  store float %v10, ptr addrspace(1) %q10, align 4
  %v11 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 11
  store float %v11, ptr addrspace(1) %q11, align 4
  %v12 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 12
  store float %v12, ptr addrspace(1) %q12, align 4
  %v13 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 13
  store float %v13, ptr addrspace(1) %q13, align 4
  %v14 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 14
  store float %v14, ptr addrspace(1) %q14, align 4
  %v15 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 15
  store float %v15, ptr addrspace(1) %q15, align 4
  %v16 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 16
  store float %v16, ptr addrspace(1) %q16, align 4
  %v17 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 17
  store float %v17, ptr addrspace(1) %q17, align 4
  %v18 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 18
  store float %v18, ptr addrspace(1) %q18, align 4
  %v19 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 19
  store float %v19, ptr addrspace(1) %q19, align 4
  %v20 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 20
  store float %v20, ptr addrspace(1) %q20, align 4
  %v21 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 21
  store float %v21, ptr addrspace(1) %q21, align 4
  %v22 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 22
  store float %v22, ptr addrspace(1) %q22, align 4
  %v23 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 23
  store float %v23, ptr addrspace(1) %q23, align 4
  %v24 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 24
  store float %v24, ptr addrspace(1) %q24, align 4
  %v25 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 25
  store float %v25, ptr addrspace(1) %q25, align 4
  %v26 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 26
  store float %v26, ptr addrspace(1) %q26, align 4
  %v27 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 27
  store float %v27, ptr addrspace(1) %q27, align 4
  %v28 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 28
  store float %v28, ptr addrspace(1) %q28, align 4
  %v29 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 29
  store float %v29, ptr addrspace(1) %q29, align 4
  %v30 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 30
  store float %v30, ptr addrspace(1) %q30, align 4
  %v31 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 31
  store float %v31, ptr addrspace(1) %q31, align 4
  %v32 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 32
  store float %v32, ptr addrspace(1) %q32, align 4
  %v33 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 33
  store float %v33, ptr addrspace(1) %q33, align 4
  %v34 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 34
  store float %v34, ptr addrspace(1) %q34, align 4
  %v35 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 35
  store float %v35, ptr addrspace(1) %q35, align 4
  %v36 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 36
  store float %v36, ptr addrspace(1) %q36, align 4
  %v37 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 37
  store float %v37, ptr addrspace(1) %q37, align 4
  %v38 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 38
  store float %v38, ptr addrspace(1) %q38, align 4
  %v39 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 39
  store float %v39, ptr addrspace(1) %q39, align 4
  %v40 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 40
  store float %v40, ptr addrspace(1) %q40, align 4
  %v41 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 41
  store float %v41, ptr addrspace(1) %q41, align 4
  %v42 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 42
  store float %v42, ptr addrspace(1) %q42, align 4
  %v43 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 43
  store float %v43, ptr addrspace(1) %q43, align 4
  %v44 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 44
  store float %v44, ptr addrspace(1) %q44, align 4
  %v45 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 45
  store float %v45, ptr addrspace(1) %q45, align 4
  %v46 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 46
  store float %v46, ptr addrspace(1) %q46, align 4
  %v47 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 47
  store float %v47, ptr addrspace(1) %q47, align 4
  %v48 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 48
  store float %v48, ptr addrspace(1) %q48, align 4
  %v49 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 49
  store float %v49, ptr addrspace(1) %q49, align 4
  %v50 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 50
  store float %v50, ptr addrspace(1) %q50, align 4
  %v51 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 51
  store float %v51, ptr addrspace(1) %q51, align 4
  %v52 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 52
  store float %v52, ptr addrspace(1) %q52, align 4
  %v53 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 53
  store float %v53, ptr addrspace(1) %q53, align 4
  %v54 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 54
  store float %v54, ptr addrspace(1) %q54, align 4
  %v55 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 55
  store float %v55, ptr addrspace(1) %q55, align 4
  %v56 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 56
  store float %v56, ptr addrspace(1) %q56, align 4
  %v57 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 57
  store float %v57, ptr addrspace(1) %q57, align 4
  %v58 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 58
  store float %v58, ptr addrspace(1) %q58, align 4
  %v59 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 59
  store float %v59, ptr addrspace(1) %q59, align 4
  %v60 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 60
  store float %v60, ptr addrspace(1) %q60, align 4
  %v61 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 61
  store float %v61, ptr addrspace(1) %q61, align 4
  %v62 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 62
  store float %v62, ptr addrspace(1) %q62, align 4
  %v63 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 63
  store float %v63, ptr addrspace(1) %q63, align 4
  %v64 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 64
  store float %v64, ptr addrspace(1) %q64, align 4
  %v65 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %r, 65
  store float %v65, ptr addrspace(1) %q65, align 4
  ret void
}
