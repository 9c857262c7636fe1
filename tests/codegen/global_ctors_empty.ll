; An empty @llvm.global_ctors list asks for nothing: the module compiles,
; and the list itself has no storage.
; SM: 80
; CHECK: .visible .global .align 4 .u32 g;
; CHECK: st.global.u32 [g], %r1;
; CHECK-NOT: global_ctors
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@g = addrspace(1) global i32 0, align 4

define ptx_kernel void @k(i32 %x) {
  store i32 %x, ptr addrspace(1) @g, align 4
  ret void
}
