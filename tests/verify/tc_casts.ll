; ARGS: --sm 80
; casts that LLVM's rules forbid
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i8 signext %b, i32 %i, ptr %p, float %x) {
  %a = trunc i8 %b to i32
  %c = zext i32 %i to i8
  %d = bitcast i32 %i to i64
  %e = fptosi i32 %i to float
  %g = addrspacecast ptr %p to ptr
  %h = fpext float %x to half
  %k = ptrtoint i32 %i to i64
  ret void
}
