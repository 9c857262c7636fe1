; EXPECT-ERROR: unknown debug record '#dbg_values'
; EXPECT-LINE: 8
; CORPUS-SM: sm_80
; CORPUS-DESC: lexical: a misspelt debug record kind (llvm-as-19: "expected debug record type here")
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32 %a) {
  #dbg_values(i32 %a, !1, !DIExpression(), !1)
  ret void
}
!1 = !{}
