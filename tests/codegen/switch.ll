; A switch of a few cases (isel/lower/switch.c: at most three) is a chain of
; setp.eq / conditional branches, in the order of the case values read as
; unsigned numbers (-7 is 4294967289), then a branch to the default.  Two
; cases sharing a destination share its block; a destination with PHIs
; gets its copies on a split edge.  (switch_tree.ll: trees and tables.)
; SM: 80
; CHECK: setp.eq.u32 %p1, %r1, 1;
; CHECK: @%p1 bra
; CHECK: setp.eq.u32 %p2, %r1, 5;
; CHECK: @%p2 bra
; CHECK: setp.eq.u32 %p3, %r1, 4294967289;
; CHECK: @%p3 bra
; CHECK: bra.uni
; CHECK: st.global.u32
; CHECK: setp.eq.u16 %p1, %rs1, 255;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 1, label %one
    i32 5, label %join
    i32 -7, label %one
  ]
one:
  br label %join
def:
  br label %join
join:
  %v = phi i32 [ 10, %one ], [ 20, %def ], [ 30, %entry ]
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; An i8 has an undefined upper byte in its 16-bit register: it is
; compared as the zero-extended u16, against the case value's low byte.
define ptx_kernel void @k8(ptr addrspace(1) %out, i8 zeroext %c) {
entry:
  switch i8 %c, label %def [
    i8 -1, label %hit
  ]
hit:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
def:
  ret void
}
