; A kernel marked the modern way: the ptx_kernel calling convention and
; "nvvm.*" launch-bound attributes become .entry and the PTX directives.
; Names with dots are mangled to valid PTX identifiers.
; SM: 90a
; CHECK: .entry k_$_1(
; CHECK: .maxntid 128, 1, 1
; CHECK: .minnctapersm 4
; CHECK: .maxnreg 64
; CHECK: .entry tile(
; CHECK: .reqntid 16, 16
; CHECK: mov.u32 %r1, %tid.y;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

define ptx_kernel void @k.1(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @tile(ptr addrspace(1) %p) "nvvm.reqntid"="16,16" {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { "nvvm.maxntid"="128,1,1" "nvvm.minctasm"="4" "nvvm.maxnreg"="64" }
