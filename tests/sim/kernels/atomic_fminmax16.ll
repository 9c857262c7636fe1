; tests/sim/kernels/atomic_fminmax16.ll -- atomicrmw fmin and fmax on half
; and bfloat, which tnvcc computes in f32 inside a compare-and-swap loop
; (isel/lower/atomic_loop.c, half_min_max): every thread folds a value of
; its own into shared slots -- ramps with both zeros, negatives, and a NaN
; that fmin/fmax ignore -- and the slots' final values, which do not
; depend on the order the threads win their swaps in, must be llc-19's.
; Two 16-bit slots share each 32-bit word, so the loops also meet each
; other's swaps of the neighbouring half.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

@slots = internal addrspace(3) global [8 x i16] undef, align 4

define ptx_kernel void @fminmax16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go
init:
  ; +inf / -inf / qNaN starting points: a half's and a bfloat's
  store i16 u0x7C00, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 0), align 2
  store i16 u0xFC00, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 1), align 2
  store i16 u0x7F80, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 2), align 2
  store i16 u0xFF80, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 3), align 2
  store i16 u0x7E00, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 4), align 2
  store i16 u0x7FC0, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 5), align 2
  store i16 0, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 6), align 2
  store i16 u0x8000, ptr addrspace(3) getelementptr ([8 x i16], ptr addrspace(3) @slots, i32 0, i32 7), align 2
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %f = load float, ptr addrspace(1) %pi, align 4
  %c = fsub float %f, 20.0
  %h = fptrunc float %c to half
  %b = fptrunc float %c to bfloat
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  %nan = select i1 %isodd, half 0xH7E00, half %h
  %s0 = getelementptr [8 x i16], ptr addrspace(3) @slots, i32 0, i32 0
  %r0 = atomicrmw fmin ptr addrspace(3) %s0, half %h monotonic
  %s1 = getelementptr [8 x i16], ptr addrspace(3) @slots, i32 0, i32 1
  %r1 = atomicrmw fmax ptr addrspace(3) %s1, half %h monotonic
  %s2 = getelementptr [8 x i16], ptr addrspace(3) @slots, i32 0, i32 2
  %r2 = atomicrmw fmin ptr addrspace(3) %s2, bfloat %b monotonic
  %s3 = getelementptr [8 x i16], ptr addrspace(3) @slots, i32 0, i32 3
  %r3 = atomicrmw fmax ptr addrspace(3) %s3, bfloat %b seq_cst
  %s4 = getelementptr [8 x i16], ptr addrspace(3) @slots, i32 0, i32 4
  %r4 = atomicrmw fmin ptr addrspace(3) %s4, half %nan monotonic
  %s5 = getelementptr [8 x i16], ptr addrspace(3) @slots, i32 0, i32 5
  %bz = select i1 %isodd, bfloat 0xR8000, bfloat 0xR0000
  %r5 = atomicrmw fmax ptr addrspace(3) %s5, bfloat %bz monotonic
  %s6 = getelementptr [8 x i16], ptr addrspace(3) @slots, i32 0, i32 6
  %hz = select i1 %isodd, half 0xH8000, half 0xH0000
  %r6 = atomicrmw fmin ptr addrspace(3) %s6, half %hz monotonic
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %dump, label %done
dump:
  %w = load <4 x i32>, ptr addrspace(3) @slots, align 4
  store <4 x i32> %w, ptr addrspace(1) %out, align 16
  br label %done
done:
  ret void
}
