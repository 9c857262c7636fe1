; ARGS: --sm 80
; stacksave/stackrestore want local (addrspace 5) pointers
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare ptr addrspace(5) @llvm.stacksave.p5()
declare void @llvm.stackrestore.p5(ptr addrspace(5))

define void @f() {
  %s = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %s)
  %t = call ptr addrspace(5) @llvm.stacksave.p5()
  call void @llvm.stackrestore.p5(ptr addrspace(5) %t)
  ret void
}
