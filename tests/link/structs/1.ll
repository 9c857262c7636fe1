target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.S = type { i32, float }
%struct.U = type { i8 }
declare i32 @get(%struct.S*)
define void @k(%struct.S* %s, %struct.U* %u, i32* %out) {
  %v = call i32 @get(%struct.S* %s)
  %p = getelementptr %struct.U, %struct.U* %u, i64 0, i32 0
  store i8 0, i8* %p
  store i32 %v, i32* %out
  ret void
}
