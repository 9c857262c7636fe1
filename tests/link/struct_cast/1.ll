target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.U = type { i8 }
declare void @use(%struct.U*)
define void @k(%struct.U* %u) {
  call void @use(%struct.U* %u)
  ret void
}
