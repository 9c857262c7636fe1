; syncscope("") is LLVM's name for the system scope, the default: the same
; as no syncscope (LLVM's printer leaves it out; LLVM 22's atomicrmw tests
; write it).  Before, it was refused as an unknown scope.
; SM: 70
; ARGS: -O3
; CHECK: .visible .func (.param .b32 func_retval0) add_sys(
; CHECK: atom.acq_rel.sys.global.add.u32 %r2, [%rd1], %r1;
; CHECK: .visible .func (.param .b32 func_retval0) load_sys(
; CHECK: ld.acquire.sys.global.u32 %r1, [%rd1];
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @add_sys(ptr addrspace(1) %p, i32 %v) {
  %r = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("") acq_rel
  ret i32 %r
}
define i32 @load_sys(ptr addrspace(1) %p) {
  %r = load atomic i32, ptr addrspace(1) %p syncscope("") acquire, align 4
  ret i32 %r
}
