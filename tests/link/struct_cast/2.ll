%struct.U = type { i64 }
declare void @k(%struct.U*)
define void @use(%struct.U* %u) {
  ret void
}
define void @k2(%struct.U* %u) {
  call void @k(%struct.U* %u)
  ret void
}
