define i32 @twice() {
  ret i32 2
}
