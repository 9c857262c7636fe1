; EXPECT-ERROR: use of undefined type '%struct.none'
; EXPECT-LINE: 11
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: a named struct type used (here as a parameter) but never defined; %struct.late is defined after its use and is fine
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { %struct.late, i32 }
%struct.late = type { float }

define void @f(ptr %p, %struct.none %n) {
  ret void
}
