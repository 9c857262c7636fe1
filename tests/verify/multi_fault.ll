; ARGS: --sm 75
; several faults of different layers in one module: all are reported, in source order
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "x86_64-unknown-linux-gnu"

@s = internal addrspace(3) global i32 0, align 4

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

define internal i8 @narrow(i32 %x) noinline {
  %b = trunc i32 %x to i8
  ret i8 %b
}

define void @k(ptr addrspace(1) %out, i32 %n) uwtable {
entry:
  %g = addrspacecast ptr addrspace(3) @s to ptr addrspace(1)
  %c = icmp slt i32 %n, 0
  br i1 %c, label %a, label %b
a:
  %v = call i32 @llvm.nvvm.redux.sync.add(i32 %n, i32 -1)
  br label %b
b:
  store i32 %v, ptr addrspace(1) %out, align 4
  %l = load atomic i32, ptr addrspace(1) %out monotonic, align 4
  fence seq_cst
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"cluster_dim_x", i32 2}
