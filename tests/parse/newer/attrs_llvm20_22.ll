; LLVM-AS: llvm-as-22
; Attributes added in LLVM 19-22: memory() with errnomem and target_mem0,
; noext, dead_on_return, nocreateundeforpoison, nodivergencesource and the
; new sanitizer, coroutine and profiling flags.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr dead_on_return %p, i8 noext %c) #0 {
  ret void
}

define void @g() nocreateundeforpoison sanitize_realtime nodivergencesource memory(argmem: read, target_mem0: none) {
  ret void
}

declare void @h() sanitize_realtime_blocking sanitize_type sanitize_numerical_stability sanitize_alloc_token coro_elide_safe coro_only_destroy_when_complete

attributes #0 = { optdebug skipprofile hybrid_patchable memory(read, argmem: readwrite, inaccessiblemem: none, errnomem: none, target_mem0: none) }
