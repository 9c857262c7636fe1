; SM: 70
; EXPECT-ERROR: unsupported: '@.str' and '@_$_str' have the same PTX name '_$_str'
; EXPECT-LINE: 11
; '.' becomes "_$_" in PTX names (as in LLVM's NVPTX backend), so @.str and
; @_$_str would define one PTX symbol twice.  Both are visible outside the
; module, so neither may be renamed (local symbols are: symbol_rename.ll):
; a located error, never PTX that ptxas rejects.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@.str = addrspace(1) constant [2 x i8] c"a\00", align 1
@_$_str = addrspace(1) constant [2 x i8] c"b\00", align 1

define i8 @f() {
  %a = load i8, ptr addrspace(1) @.str
  %b = load i8, ptr addrspace(1) @_$_str
  %s = add i8 %a, %b
  ret i8 %s
}
