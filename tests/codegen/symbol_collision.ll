; SM: 70
; EXPECT-ERROR: unsupported: '@.str' and '@_$_str' have the same PTX name '_$_str'
; EXPECT-LINE: 10
; '.' becomes "_$_" in PTX names (as in LLVM's NVPTX backend), so @.str and
; @_$_str would define one PTX symbol twice: a located error, never PTX
; that ptxas rejects.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@_$_str = private unnamed_addr constant [2 x i8] c"b\00", align 1

define i8 @f() {
  %a = load i8, ptr @.str
  %b = load i8, ptr @_$_str
  %s = add i8 %a, %b
  ret i8 %s
}
