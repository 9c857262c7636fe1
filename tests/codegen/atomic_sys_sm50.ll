; Before sm_60 PTX's atom has no scope and acts at device scope: an
; explicit system-scope intrinsic cannot be honoured there (it would be
; silently weakened), so it is a located gating error.  The .cta form is
; fine (device scope is stronger).
; SM: 50
; EXPECT-ERROR: '@llvm.nvvm.atomic.add.gen.i.sys.i32.p0' (system scope) requires sm_60 or newer (target is sm_50)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr, i32)
define ptx_kernel void @k(ptr %p, i32 %x, ptr addrspace(1) %q) {
  %a = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %p, i32 %x)
  store i32 %a, ptr addrspace(1) %q
  ret void
}
