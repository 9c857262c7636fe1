; Inline asm in a function written for sm_90a (its "target-cpu" and
; "target-features") compiled for sm_80: tnvcc cannot read the asm text,
; so, as llc does, it compiles the function for the requested target and
; warns once (ptxas judges whether the text suits sm_80).  The PTX version
; the function asks for (+ptx80) is kept.
; SM: 80
; EXPECT-WARNING: inline asm in a function written for sm_90a (by its "target-cpu" or "target-features"), compiled for sm_80
; CHECK: .version 8.0
; CHECK: .target sm_80
; CHECK: { add.s32 %r3,%r1,%r2; }
; CHECK: { mul.lo.s32 %r4,%r3,%r2; }
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) #0 {
  %m = call i32 asm "{ add.s32 $0,$1,$2; }\0A", "=r,r,r"(i32 %a, i32 %b)
  %n = call i32 asm "{ mul.lo.s32 $0,$1,$2; }\0A", "=r,r,r"(i32 %m, i32 %b)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
