declare void @x()
