; ARGS: --sm 90 --ir=auto
; MLIR's gpu-module-to-binary (like clang's -mlink-builtin-bitcode) links
; libdevice into a module written for llc: !nvvmir.version comes with it,
; beside libdevice's !llvm.ident, and the module stays LLVM IR
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @main_kernel(ptr %out, i1 %pred) {
  %v = zext i1 %pred to i32
  store atomic i32 %v, ptr %out release, align 4
  ret void
}

!nvvm.annotations = !{!0}
!llvm.ident = !{!1}
!nvvmir.version = !{!2}

!0 = !{ptr @main_kernel, !"kernel", i32 1}
!1 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!2 = !{i32 2, i32 0}
