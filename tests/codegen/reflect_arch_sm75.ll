; NVVMReflect: __nvvm_reflect("__CUDA_ARCH") is the SM number times 10;
; on sm_75 the sm_80 branch is deleted before the verifier sees it.
; SM: 75
; CHECK: max.f32
; CHECK: selp.f32
; CHECK-NOT: max.NaN
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@arch = private unnamed_addr addrspace(4) constant [12 x i8] c"__CUDA_ARCH\00"

; max with NaN propagation: min/max.NaN on sm_80 and later; the verifier
; rejects llvm.nvvm.fmax.nan.f on older targets, so the branch must go.
define float @fmax_nan(float %a, float %b) {
entry:
  %arch = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @arch to ptr))
  %new = icmp sge i32 %arch, 800
  br i1 %new, label %native, label %generic

native:
  %n = call float @llvm.nvvm.fmax.nan.f(float %a, float %b)
  br label %done

generic:
  %m = call float @llvm.maxnum.f32(float %a, float %b)
  %uno = fcmp uno float %a, %b
  %g = select i1 %uno, float 0x7FF8000000000000, float %m
  br label %done

done:
  %r = phi float [ %n, %native ], [ %g, %generic ]
  ret float %r
}

declare i32 @__nvvm_reflect(ptr)
declare float @llvm.nvvm.fmax.nan.f(float, float) nounwind memory(none)
declare float @llvm.maxnum.f32(float, float)
