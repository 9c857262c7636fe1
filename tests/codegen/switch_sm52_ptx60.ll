; With --ptx-version 6.0, sm_52 has brx.idx: the dense switch of
; switch_sm52.ll is a jump table.
; SM: 52
; ARGS: --ptx-version 6.0
; CHECK: .version 6.0
; CHECK: sub.u32 %r2, %r1, 10;
; CHECK: brx.idx %r2,
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
