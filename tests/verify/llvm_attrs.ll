; ARGS: --sm 80
; LLVM's attribute rules: where each attribute may stand, the type it describes, the values of clang's string attributes; each reported at the attribute
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define noundef void @a(i32 align 4 %x, float signext %y, ptr nofpclass(nan) %z) {
  ret void
}

define void @b(ptr alwaysinline %p) #0 {
  call void @c(i32 nonnull 1)
  ret void
}

declare void @c(i32)

define void @d(ptr byval(i8) %p) {
  ret void
}

attributes #0 = { "frame-pointer"="arst" "no-jump-tables"="yes" immarg }

define void @e(i32 signext zeroext %x, i32 range(i32 5, 5) %y) alwaysinline noinline {
  call void (...) @v(ptr sret(i32) null)
  call void @c(i32 1) speculatable
  ret void
}

declare void @v(...)
define void @g() jumptable {
  ret void
}

declare ptr @m1(i64) allockind("alloc,free")
declare ptr @m2(i64, ptr) allocsize(1)
declare ptr @m3(i64) allockind("alloc,zeroed") allocsize(0)

%opq = type opaque
declare void @u(ptr byval(%opq), ptr byval([2147483648 x i16]))
