%struct.S = type { i32, float }
%struct.U = type { i64 }
define i32 @get(%struct.S* %s) {
  %p = getelementptr %struct.S, %struct.S* %s, i64 0, i32 0
  %a = load i32, i32* %p
  %b = call i32 @wide(%struct.U* null)
  %r = add i32 %a, %b
  ret i32 %r
}
define internal i32 @wide(%struct.U* %u) {
  ret i32 0
}
