; Without afn a half sin is refused like the f32 one, named as written.
; SM: 80
; EXPECT-ERROR: unsupported: 'llvm.sin.f16' without the 'afn' flag
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare half @llvm.sin.f16(half)
define half @s(half %a) {
  %r = call half @llvm.sin.f16(half %a)
  ret half %r
}
