; Accesses through a generic pointer whose cast from a specific state
; space is in sight (clang -O3 writes every __shared__ access this way)
; use that space: ld.shared/st.shared/atom.shared on the address from
; before the cast.  A pointer made in one block and accessed in another
; (%p, used in %next) gets a twin register holding its .shared address,
; written where %p is defined; the load beside it in that block uses the
; same register (one address, merged).  Atomics through a kernel's pointer
; parameter use its global view, as loads and stores do.  In a device
; function a plain generic pointer stays generic.
; SM: 90a
; CHECK: .entry k(
; CHECK: cvta.to.global.u64 %rd4, %rd1;
; CHECK: st.shared.f32 [tile], 0f00000000;
; CHECK: mul.wide.u32 %rd5, %r1, 4;
; CHECK: add.s64 %rd3, %rd9, %rd5;
; CHECK: ld.shared.f32 %f3, [%rd3];
; CHECK: ld.shared.f32 %f1, [tile+12];
; CHECK: atom.relaxed.cluster.shared.add.f32 %f2, [%rd10], %f3;
; CHECK: atom.relaxed.gpu.global.add.u32 %r2, [%rd4], 1;
; CHECK: red.relaxed.gpu.global.add.u32 [%rd11], %r1;
; CHECK: // %next
; CHECK: ld.shared.f32 %f4, [%rd3];
; CHECK: st.global.u32 [%rd4], %r4;
; CHECK: .func f(
; CHECK: atom.relaxed.gpu.add.u32 %r1, [%rd1], 1;
; CHECK: ld.u32 %r2, [%rd1+4];
; CHECK: st.u32 [%rd1], %r3;
; CHECK-NOT: ld.f32 %f3
; CHECK-NOT: ld.f32 %f1
; CHECK-NOT: ld.f32 %f4
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define ptx_kernel void @k(ptr %out, i32 %i, i1 zeroext %c) {
entry:
  store float 0.0, ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 4
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %idx
  %v = load float, ptr %p, align 4
  %q = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 3
  %w = load float, ptr %q, align 4
  %a = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 1
  %old = atomicrmw fadd ptr %a, float %v syncscope("device") monotonic, align 4
  %n = atomicrmw add ptr %out, i32 1 syncscope("device") monotonic, align 4
  %o2 = getelementptr inbounds i32, ptr %out, i64 2
  %un = atomicrmw add ptr %o2, i32 %i syncscope("device") monotonic, align 4
  br i1 %c, label %next, label %done

next:
  ; %p was made in the entry block: here its .shared twin is used
  %x = load float, ptr %p, align 4
  %s = fadd float %x, %w
  %s2 = fadd float %s, %old
  %f = bitcast float %s2 to i32
  %t = add i32 %f, %n
  store i32 %t, ptr %out, align 4
  br label %done

done:
  ret void
}

define void @f(ptr %g) {
  %n = atomicrmw add ptr %g, i32 1 syncscope("device") monotonic, align 4
  %q = getelementptr inbounds i32, ptr %g, i64 1
  %v = load i32, ptr %q, align 4
  %s = add i32 %n, %v
  store i32 %s, ptr %g, align 4
  ret void
}
