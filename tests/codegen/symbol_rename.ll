; SM: 70
; Local symbols whose PTX names would meet are renamed as LLVM's NVPTX
; backend renames them (NVPTXAssignValidGlobalNames, then the symbol
; table's uniquing): in module order, variables before functions, a local
; symbol whose cleaned name is taken gets the next number of one module-wide
; counter.  @.str meets the existing @_$_str and becomes _$_str1, @.s.t
; meets @_$_s_$_t and becomes _$_s_$_t2, the function @.f. meets @_$_f_$_
; and becomes _$_f_$_3 (the counter goes on; llc-19 gives the same names).
; Visible symbols are never renamed (symbol_collision.ll).  (The strings
; are `global`, not `constant`: loads of a constant's initializer are
; folded, and the names must stay in the code.)
; CHECK: .func (.param .b32 func_retval0) _$_f_$_3();
; CHECK: .func (.param .b32 func_retval0) _$_f_$_();
; CHECK: .global .align 1 .b8 _$_str1[2] = {97, 0};
; CHECK: .global .align 1 .b8 _$_str[2] = {98, 0};
; CHECK: .global .align 1 .b8 _$_s_$_t2[2] = {99, 0};
; CHECK: .global .align 1 .b8 _$_s_$_t[2] = {100, 0};
; CHECK: .func (.param .b32 func_retval0) _$_f_$_3()
; CHECK: ld.global.u8 %rs1, [_$_str1];
; CHECK: ld.global.u8 %rs2, [_$_str];
; CHECK: .func (.param .b32 func_retval0) _$_f_$_()
; CHECK: ld.global.u8 %rs1, [_$_s_$_t2];
; CHECK: ld.global.u8 %rs2, [_$_s_$_t];
; CHECK: .visible .entry k(
; CHECK: call.uni (retval0), _$_f_$_3, ();
; CHECK: call.uni (retval0), _$_f_$_, ();
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@.str = private addrspace(1) global [2 x i8] c"a\00", align 1
@_$_str = private addrspace(1) global [2 x i8] c"b\00", align 1
@.s.t = internal addrspace(1) global [2 x i8] c"c\00", align 1
@_$_s_$_t = internal addrspace(1) global [2 x i8] c"d\00", align 1

define internal i32 @.f.() {
  %a = load i8, ptr addrspace(1) @.str
  %b = load i8, ptr addrspace(1) @_$_str
  %s = add i8 %a, %b
  %r = zext i8 %s to i32
  ret i32 %r
}
define internal i32 @_$_f_$_() {
  %a = load i8, ptr addrspace(1) @.s.t
  %b = load i8, ptr addrspace(1) @_$_s_$_t
  %s = sub i8 %a, %b
  %r = zext i8 %s to i32
  ret i32 %r
}
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = call i32 @.f.()
  %b = call i32 @_$_f_$_()
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
