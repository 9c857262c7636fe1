; The bulk-copy groups as MLIR 19 writes them: mlir-translate-19
; --mlir-to-llvmir of nvvm.cp.async.bulk.commit.group and nvvm.cp.async.bulk.wait_group
; (3, then 0 {read}) in an nvvm.kernel, with the data layout and triple added.
; SM: 90
; CHECK: .entry k(
; CHECK: cp.async.bulk.commit_group;
; CHECK: cp.async.bulk.wait_group 3;
; CHECK: cp.async.bulk.wait_group.read 0;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 3)
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #0

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #0

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #0

attributes #0 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @k, !"kernel", i32 1}
