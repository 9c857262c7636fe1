; Before sm_52 PTX has no alloca instruction: an alloca of a run-time size
; is a located error naming the first target that has one.
; SM: 50
; EXPECT-ERROR: unsupported: dynamic alloca (a run-time element count, or outside the entry block) needs PTX's alloca, sm_52 or newer (target is sm_50)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @use(ptr)

define ptx_kernel void @k(i32 %n) {
  %buf = alloca float, i32 %n, align 4
  call void @use(ptr %buf)
  ret void
}
