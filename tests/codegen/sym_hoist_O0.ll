; At -O0 the machine pass "sym-hoist" does not run: each block moves the
; symbol's address itself, as the IR spells it (sym_hoist.ll is -O3).
; SM: 80
; ARGS: -O0
; CHECK: // %a
; CHECK: mov.u64 %rd4, tile;
; CHECK: // %b
; CHECK: mov.u64 %rd8, tile;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i32 %i) {
entry:
  %c = icmp slt i32 %i, %n
  %idx = zext i32 %i to i64
  br i1 %c, label %a, label %b
a:
  %pa = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %idx
  store float 1.0, ptr addrspace(3) %pa, align 4
  br label %b
b:
  %j = add i64 %idx, 3
  %pb = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %j
  %v = load float, ptr addrspace(3) %pb, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}
