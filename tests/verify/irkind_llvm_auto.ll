; ARGS: --sm 80 --ir=auto
; LLVM IR (no !nvvmir.version): libNVVM-only rules are nvvm-compat warnings
define i8 @narrow(i8 %a, i1 %b, ptr addrspace(1) %g) uwtable section ".text.x" align 16 {
  %x = alloca i32, addrspace(5)
  store i32 1, ptr addrspace(5) %x
  %v = load atomic i32, ptr addrspace(1) %g acquire, align 4
  fence syncscope("block") release
  %c = cmpxchg ptr addrspace(5) %x, i32 %v, i32 2 monotonic monotonic
  ret i8 %a
}

define void @cas16(ptr addrspace(1) %p, i16 zeroext %a) {
  %r = cmpxchg ptr addrspace(1) %p, i16 %a, i16 0 seq_cst seq_cst
  store atomic i16 %a, ptr addrspace(1) %p release, align 2
  ret void
}
