; Allocas the frame cannot hold -- a run-time count, or one outside the
; entry block -- use PTX's alloca (PTX 7.3, sm_52): the size in bytes (the
; count zero-extended and scaled), the alignment, then cvta.local to the
; generic pointer the IR expects.  llvm.stacksave/stackrestore bracket
; them (stacksave.u64 / stackrestore.u64).  Static allocas keep their
; frame slots alongside.
; SM: 80
; CHECK: .version 7.3
; CHECK: __local_depot0[16];
; CHECK: stacksave.u64 %rd1;
; CHECK: mul.wide.u32 %rd2, %r1, 4;
; CHECK: alloca.u64 %rd3, %rd2, 16;
; CHECK: cvta.local.u64 %rd4, %rd3;
; CHECK: st.param.b64 [param1], %rd4;
; CHECK: stackrestore.u64 %rd1;
; CHECK: mov.b64 %rd6, 8;
; CHECK: alloca.u64 %rd7, %rd6, 8;
; CHECK: cvta.local.u64 %rd8, %rd7;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr addrspace(5) @llvm.stacksave.p5()
declare void @llvm.stackrestore.p5(ptr addrspace(5))
declare void @use(ptr, ptr)

define ptx_kernel void @k(i32 %n, i1 zeroext %again) {
entry:
  %fixed = alloca [4 x i32], align 4
  %s = call ptr addrspace(5) @llvm.stacksave.p5()
  %buf = alloca i32, i32 %n, align 16
  call void @use(ptr %fixed, ptr %buf)
  call void @llvm.stackrestore.p5(ptr addrspace(5) %s)
  br i1 %again, label %more, label %done
more:
  %late = alloca double, align 8
  call void @use(ptr %late, ptr %late)
  br label %done
done:
  ret void
}
