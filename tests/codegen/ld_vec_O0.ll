; At -O0 pass "ld-vec" does not run: one access per IR load (ld_vec.ll is
; the -O3 form).
; SM: 80
; ARGS: -O0
; CHECK: .visible .entry two64(
; CHECK: ld.global.u64 %rd
; CHECK: ld.global.u64 %rd
; CHECK-NOT: .v2.u64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @two64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 1
  %a = load i64, ptr addrspace(1) %in, align 16
  %b = load i64, ptr addrspace(1) %p1, align 8
  %s = sub i64 %a, %b
  store i64 %s, ptr addrspace(1) %out, align 8
  ret void
}
