; PRODUCER: MLIR 19 (nvvm dialect: mbarrier.init, mbarrier.arrive.expect_tx, stmatrix, fence.proxy, barrier0; the last four lowered to inline asm with shared pointers under "r")
; COMMAND: mlir-opt-19 --convert-nvvm-to-llvm mlir_tma.mlir | mlir-translate-19 --mlir-to-llvmir
; SM: 90a
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef

define void @tma_kernel(ptr addrspace(3) %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5) {
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 1)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r"(ptr addrspace(3) @bar, i32 %5)
  call void asm sideeffect "stmatrix.sync.aligned.x4.m8n8.shared.b16 [$0], {$1, $2, $3, $4};", "r,r,r,r,r"(ptr addrspace(3) %0, i32 %1, i32 %2, i32 %3, i32 %4)
  call void asm sideeffect "fence.proxy.async.shared::cta;", ""()
  call void @llvm.nvvm.barrier0()
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

attributes #0 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !3, !4}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @tma_kernel, !"kernel", i32 1}
!2 = !{ptr @tma_kernel, !"maxntidx", i32 128}
!3 = !{ptr @tma_kernel, !"maxntidy", i32 1}
!4 = !{ptr @tma_kernel, !"maxntidz", i32 1}
