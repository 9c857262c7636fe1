; ARGS: --sm 80
; atomics whose types or orderings LLVM forbids
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, float %x) {
  %a = atomicrmw add ptr %p, float %x monotonic, align 4
  %c = cmpxchg ptr %p, i32 0, i32 1 monotonic release, align 4
  %d = load atomic i32, ptr %p release, align 4
  ret void
}
