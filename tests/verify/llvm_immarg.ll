; ARGS: --sm 80
; LLVM's own immarg parameters (Intrinsics.td), enforced even when the declaration omits `immarg`
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.ctlz.i32(i32, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare i64 @llvm.smul.fix.i64(i64, i64, i32)

define i64 @f(i32 %x, i1 zeroext %b, ptr %d, ptr %s, i32 %n) {
  %c = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
  %ok = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 %b)
  %m = call i64 @llvm.smul.fix.i64(i64 1, i64 2, i32 %n)
  ret i64 %m
}
