; @llvm.global_ctors with an entry asks for @init to run when the module
; loads; PTX has no such hook, so it is a located error naming the list
; rather than a constructor that silently never runs (llc: "Module has a
; nontrivial global ctor").
; SM: 80
; EXPECT-ERROR: unsupported: '@llvm.global_ctors' with entries (PTX has no module constructors, so nothing would run them)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@g = addrspace(1) global i32 0, align 4

define internal void @init() {
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}
