%struct.S = type { i32, float }
%struct.T = type { i64 }
@v = global i32 5, align 4
@c = common global i32 0, align 4
define internal i32 @h() {
  ret i32 2
}
define i32 @w() {
  ret i32 2
}
define linkonce_odr i32 @o() {
  ret i32 7
}
define i32 @ae() {
  ret i32 2
}
define i32 @f(i32 %x) {
  %y = call i32 @h()
  %z = add i32 %x, %y
  ret i32 %z
}
