; tests/sim/kernels/ldvec.ll -- scalar loads that tnvcc merges into vector
; loads (pass "ld-vec", isel/dag/ldvec.c), read out of order and combined
; so that a value taken from the wrong element changes the result; and a
; store between two loads of the same word, which must not be merged; and
; stores merged into one vector store (@stvec).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @ldvec(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds [4 x i32], ptr addrspace(1) %in, i64 %i
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 12
  %c = load i32, ptr addrspace(1) %p2, align 8
  %a = load i32, ptr addrspace(1) %p, align 16
  %d = load i32, ptr addrspace(1) %p3, align 4
  %b = load i32, ptr addrspace(1) %p1, align 4
  %x1 = mul i32 %a, 3
  %x2 = add i32 %x1, %b
  %x3 = mul i32 %x2, 5
  %x4 = sub i32 %x3, %c
  %x5 = mul i32 %x4, 7
  %x6 = xor i32 %x5, %d
  %o = getelementptr inbounds [2 x i32], ptr addrspace(1) %out, i64 %i
  store i32 %x6, ptr addrspace(1) %o, align 8
  ; the word just stored is read back: a load merged across the store
  ; would see the old value
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 4
  %r0 = load i32, ptr addrspace(1) %o, align 8
  store i32 %a, ptr addrspace(1) %o, align 8
  %r1 = load i32, ptr addrspace(1) %o, align 8
  %r = sub i32 %r1, %r0
  store i32 %r, ptr addrspace(1) %o1, align 4
  ret void
}

; stores merged into one st.v4 (pass "st-vec"), values computed between
; them, then read back element by element
define ptx_kernel void @stvec(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %pi, align 4
  %o = getelementptr inbounds [4 x i32], ptr addrspace(1) %out, i64 %i
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 4
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 12
  store i32 %v, ptr addrspace(1) %o, align 16
  %w = mul i32 %v, 3
  store i32 %w, ptr addrspace(1) %o1, align 4
  %x = xor i32 %w, 21
  store i32 %x, ptr addrspace(1) %o2, align 8
  store i32 7, ptr addrspace(1) %o3, align 4
  ret void
}
