; `call addrspace(N)` names the address space of the callee pointer
; (LangRef: call); without it the callee is a pointer in the program
; address space, 0 for NVPTX.  tnvcc reads the form, prints it back with
; --emit=ir as llvm-dis-19 does (only a non-zero space is written), and
; calls through the register as llc-19 does.
; SM: 70
; CHECK: call (retval0), %rd1, (param0), prototype_0;
; CHECK: call.uni (retval0), g, (param0);
; CHECK: call (retval0), %rd2, (param0), prototype_2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @g(i32 %x) {
  ret i32 %x
}

define i32 @test(ptr %fn0, ptr addrspace(1) %fn1, i32 %v) {
  %a = call addrspace(0) i32 %fn0(i32 %v)
  %b = call i32 @g(i32 %a)
  %c = call addrspace(1) i32 %fn1(i32 %b)
  ret i32 %c
}
