; ARGS: --sm 80
; LLVM's verifier: intrinsics are never defined nor used as values, tokens are for intrinsics only, one sret parameter at most, va_start only in variadic functions
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@t = addrspace(1) global token none

define void @llvm.nvvm.barrier0() {
  ret void
}

declare token @tok()

define void @two(ptr sret(i32) %a, ptr sret(i32) %b) {
  ret void
}

declare i32 @llvm.umax.i32(i32, i32)
@fp = addrspace(1) global ptr @llvm.umax.i32

declare void @llvm.va_start.p0(ptr)

define void @nv(ptr %ap) {
  call void @llvm.va_start.p0(ptr %ap)
  %t = call token @tok()
  ret void
}
