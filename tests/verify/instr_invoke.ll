; ARGS: --sm 80
; invoke, landingpad, resume and the personality they need
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @pers(...)

define void @f() personality ptr @pers {
entry:
  invoke void @g() to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
