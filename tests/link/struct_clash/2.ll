%struct.U = type { i64 }
define void @use(%struct.U* %u) {
  ret void
}
