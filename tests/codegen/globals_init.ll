; Initializers of every shape.  Structs, vectors, half, i1 and i128 are
; byte arrays (little-endian, padding zero); arrays of one scalar type
; keep it (arr, carr).  Addresses make the variable an array of .u64 words: a symbol
; with an offset (g+12), the generic address of a variable in a specific
; space (generic(...)), a function, and numbers packed from the bytes
; between them.  The sizeof idiom and add of ptrtoint fold to numbers or
; symbol offsets.  A variable is printed after the ones its initializer
; names (first_user names later_var).
; SM: 90a
; CHECK: .global .align 4 .u32 later_var = 7;
; CHECK: .global .align 8 .u64 first_user = later_var;
; CHECK: .global .align 4 .b8 rec[12] = {1, 0, 0, 0, 0, 64, 0, 0, 9, 0, 0, 0};
; CHECK: .global .align 4 .b8 recs[16] = {1, 0, 0, 0, 0, 0, 128, 63, 2, 0, 0, 0, 0, 0, 0, 64};
; CHECK: .global .align 16 .b8 vec[16] = {1, 0, 0, 0, 255, 255, 255, 255, 2, 0, 0, 0, 3, 0, 0, 0};
; CHECK: .global .align 2 .b8 h[4] = {0, 60, 0, 192};
; CHECK: .global .align 1 .b8 flags[3] = {1, 0, 1};
; CHECK: .global .align 16 .b8 wide[16] = {2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0};
; CHECK: .global .align 4 .u32 arr[8];
; CHECK: .const .align 4 .u32 carr[4] = {1, 2, 3, 4};
; CHECK: .global .align 8 .u64 ptrs[4] = {generic(arr)+12, 5, generic(carr), fn};
; CHECK: .global .align 8 .u64 mixed[3] = {513, generic(arr)+4, 65535};
; CHECK: .const .align 8 .u64 ctab[2] = {carr, carr+8};
; CHECK: .global .align 8 .u64 size = 24;
; CHECK: .global .align 8 .u64 addr_plus = arr+16;
; CHECK: .global .align 8 .b8 nested[32] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 240, 63};
; CHECK: .visible .global .align 4 .u32 _$_odd_$_name_$2D1 = 3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%rec = type { i32, half, i32 }
%pair = type { i32, float }
%nest = type { [3 x i32], { i32, double } }

@first_user = internal addrspace(1) global ptr addrspace(1) @later_var, align 8
@later_var = internal addrspace(1) global i32 7, align 4
@rec = internal addrspace(1) global %rec { i32 1, half 2.0, i32 9 }, align 4
@recs = internal addrspace(1) global [2 x %pair] [%pair { i32 1, float 1.0 }, %pair { i32 2, float 2.0 }], align 4
@vec = internal addrspace(1) global <4 x i32> <i32 1, i32 -1, i32 2, i32 3>, align 16
@h = internal addrspace(1) global [2 x half] [half 1.0, half -2.0], align 2
@flags = internal addrspace(1) global [3 x i1] [i1 true, i1 false, i1 true], align 1
@wide = internal addrspace(1) global i128 18446744073709551618, align 16
@arr = internal addrspace(1) global [8 x i32] zeroinitializer, align 4
@ptrs = internal addrspace(1) global [4 x ptr] [ptr addrspacecast (ptr addrspace(1) getelementptr ([8 x i32], ptr addrspace(1) @arr, i64 0, i64 3) to ptr), ptr inttoptr (i64 5 to ptr), ptr addrspacecast (ptr addrspace(4) @carr to ptr), ptr @fn], align 8
@mixed = internal addrspace(1) global { i8, i8, ptr, i16 } { i8 1, i8 2, ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @arr, i64 4) to ptr), i16 -1 }, align 8
@carr = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@ctab = internal addrspace(4) constant [2 x ptr addrspace(4)] [ptr addrspace(4) @carr, ptr addrspace(4) getelementptr (i32, ptr addrspace(4) @carr, i64 2)], align 8
@size = internal addrspace(1) global i64 ptrtoint (ptr getelementptr ({ i64, i64, i32 }, ptr null, i32 1) to i64), align 8
@addr_plus = internal addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @arr to i64), i64 16), align 8
@nested = internal addrspace(1) global %nest { [3 x i32] [i32 1, i32 2, i32 3], { i32, double } { i32 0, double 1.0 } }, align 8
@.odd.name-1 = addrspace(1) global i32 3, align 4

define internal void @fn() noinline {
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %o) {
  store ptr addrspace(1) @first_user, ptr addrspace(1) %o
  store ptr addrspace(1) @rec, ptr addrspace(1) %o
  store ptr addrspace(1) @recs, ptr addrspace(1) %o
  store ptr addrspace(1) @vec, ptr addrspace(1) %o
  store ptr addrspace(1) @h, ptr addrspace(1) %o
  store ptr addrspace(1) @flags, ptr addrspace(1) %o
  store ptr addrspace(1) @wide, ptr addrspace(1) %o
  store ptr addrspace(1) @ptrs, ptr addrspace(1) %o
  store ptr addrspace(1) @mixed, ptr addrspace(1) %o
  store ptr addrspace(4) @ctab, ptr addrspace(1) %o
  store ptr addrspace(1) @size, ptr addrspace(1) %o
  store ptr addrspace(1) @addr_plus, ptr addrspace(1) %o
  store ptr addrspace(1) @nested, ptr addrspace(1) %o
  store ptr addrspace(1) @.odd.name-1, ptr addrspace(1) %o
  ret void
}
