; CUDA's printf, malloc and free are ordinary device functions the driver
; provides: vprintf(format, argument buffer), malloc(size), free(ptr).
; They are declared .extern and called with the usual .param sequence.
; SM: 80
; CHECK: .extern .func (.param .b32 func_retval0) vprintf(
; CHECK: .extern .func (.param .b64 func_retval0) malloc(
; CHECK: .extern .func free(
; CHECK: .global .align 1 .b8 fmt[4] = {37, 100, 10, 0};
; CHECK: call.uni (retval0), malloc, (param0);
; CHECK: call.uni (retval0), vprintf, (param0, param1);
; CHECK: call.uni free, (param0);
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fmt = private unnamed_addr addrspace(1) constant [4 x i8] c"%d\0A\00", align 1

declare i32 @vprintf(ptr, ptr)
declare ptr @malloc(i64)
declare void @free(ptr)

define ptx_kernel void @k(i32 %x) {
  %buf = call ptr @malloc(i64 8)
  store i32 %x, ptr %buf, align 4
  %f = addrspacecast ptr addrspace(1) @fmt to ptr
  %r = call i32 @vprintf(ptr %f, ptr %buf)
  call void @free(ptr %buf)
  ret void
}
