; brx.idx needs PTX ISA 6.0.  sm_52's own minimum is 4.1, and a switch
; does not raise the output's version by itself: a dense switch is a
; compare tree there (switch_tree.ll has the table for sm_80, and
; switch_sm52_ptx60.ll with --ptx-version 6.0).
; SM: 52
; CHECK: .version 4.1
; CHECK: setp.ge.u32 %p1, %r1, 14;
; CHECK-NOT: brx.idx
; CHECK-NOT: .branchtargets
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @dense(ptr addrspace(1) %out, i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 10, label %a  i32 11, label %b  i32 12, label %c  i32 13, label %a
    i32 14, label %b  i32 15, label %c  i32 16, label %a  i32 17, label %b
  ]
a:
  store i32 1, ptr addrspace(1) %out
  ret void
b:
  store i32 2, ptr addrspace(1) %out
  ret void
c:
  store i32 3, ptr addrspace(1) %out
  ret void
def:
  ret void
}
