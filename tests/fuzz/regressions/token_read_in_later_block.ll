; fuzz-pipeline (2026-11-26), from LLVM's test of convergence control
; tokens: a call's `token` result read by an operand bundle in a later
; block.  isel/mach/phi.c gives such a value registers before any DAG is
; built, and a token has none: a NULL dereference in vregs_for
; (isel/mach/phi.c:177, SIGSEGV in the plain build).  Now the call is refused
; by legal_function, at its line, as "unsupported: call result of type
; 'token'" (and the printer and verifier take the module as it is).
; EXPECT: ok
define void @k() convergent {
a:
  %t = call token @llvm.experimental.convergence.entry()
  br label %b

b:
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.entry()
