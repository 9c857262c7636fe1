; examples/saxpy.ll -- y[i] = a * x[i] + y[i], one thread per element.
;
; The smallest useful CUDA kernel, written the way clang-19 emits NVVM IR
; (opaque `ptr`, the `ptx_kernel` calling convention).  Try:
;     ./tnvcc examples/saxpy.ll --sm 90a --verify-only
;     ./tnvcc examples/saxpy.ll --emit=ir
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @saxpy(i32 %n, float %a, ptr addrspace(1) noalias readonly %x,
                              ptr addrspace(1) noalias %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %body, label %done

body:
  %idx = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idx
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %ax = fmul contract float %a, %vx
  %r = fadd contract float %ax, %vy
  store float %r, ptr addrspace(1) %py, align 4
  br label %done

done:
  ret void
}
