target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.S = type { i32, float }
@v = external global i32
@c = common global i32 0, align 4
declare i32 @f(i32)
define internal i32 @h() {
  ret i32 1
}
define weak i32 @w() {
  ret i32 1
}
define linkonce_odr i32 @o() {
  ret i32 7
}
define available_externally i32 @ae() {
  ret i32 1
}
define void @k(i32* %p, %struct.S* %s) {
  %a = call i32 @f(i32 3)
  %b = call i32 @h()
  %c = call i32 @w()
  %d = call i32 @o()
  %e = call i32 @ae()
  %v = load i32, i32* @v
  %g = getelementptr %struct.S, %struct.S* %s, i64 0, i32 0
  %x = load i32, i32* %g
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %v
  %s6 = add i32 %s5, %x
  store i32 %s6, i32* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, %struct.S*)* @k, !"kernel", i32 1}
