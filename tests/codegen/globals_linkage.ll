; Linkage and declarations: a definition is .visible (hidden and
; protected too), internal and private nothing, weak and linkonce .weak,
; common .common; declarations, extern_weak and available_externally
; definitions are .extern (a zero-length array as name[]); unused
; declarations are left out; an externally_initialized variable is an
; ordinary definition (the host writes it before launch).
; SM: 75
; CHECK: .visible .global .align 4 .u32 g_ext = 1;
; CHECK: .global .align 4 .u32 g_int = 2;
; CHECK: .weak .global .align 4 .u32 g_weak = 3;
; CHECK: .weak .global .align 4 .u32 g_odr = 4;
; CHECK: .common .global .align 8 .f64 g_common[4];
; CHECK: .extern .global .align 4 .u32 g_decl[];
; CHECK: .extern .global .align 4 .u32 g_ew;
; CHECK: .extern .global .align 4 .u32 g_avail;
; CHECK: .visible .global .align 4 .u32 g_hidden = 5;
; CHECK: .visible .global .align 4 .u32 g_host;
; CHECK: .extern .shared .align 16 .b8 dyn[];
; CHECK: .weak .shared .align 4 .f32 tile[64];
; CHECK: .visible .const .align 4 .u32 c_vis = 6;
; CHECK-NOT: g_unused
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_ext = addrspace(1) global i32 1, align 4
@g_int = internal addrspace(1) global i32 2, align 4
@g_weak = weak addrspace(1) global i32 3, align 4
@g_odr = linkonce_odr addrspace(1) global i32 4, align 4
@g_common = common addrspace(1) global [4 x double] zeroinitializer, align 8
@g_decl = external addrspace(1) global [0 x i32], align 4
@g_ew = extern_weak addrspace(1) global i32
@g_avail = available_externally addrspace(1) global i32 9, align 4
@g_hidden = hidden addrspace(1) global i32 5, align 4
@g_host = addrspace(1) externally_initialized global i32 0, align 4
@dyn = external addrspace(3) global [0 x i8], align 16
@tile = linkonce_odr addrspace(3) global [64 x float] undef, align 4
@c_vis = addrspace(4) constant i32 6, align 4
@g_unused = external addrspace(1) global i32, align 4

define ptx_kernel void @k(ptr addrspace(1) %o, i64 %i) {
  %a = load i32, ptr addrspace(1) @g_ext
  %b = load i32, ptr addrspace(1) @g_int
  %c = load i32, ptr addrspace(1) @g_weak
  %d = load i32, ptr addrspace(1) @g_odr
  %e = getelementptr [4 x double], ptr addrspace(1) @g_common, i64 0, i64 %i
  store double 1.0, ptr addrspace(1) %e
  %f = getelementptr [0 x i32], ptr addrspace(1) @g_decl, i64 0, i64 %i
  %g = load i32, ptr addrspace(1) %f
  %h = load i32, ptr addrspace(1) @g_ew
  %j = load i32, ptr addrspace(1) @g_avail
  %k = load i32, ptr addrspace(1) @g_hidden
  %l = load i32, ptr addrspace(1) @g_host
  %m = getelementptr [0 x i8], ptr addrspace(3) @dyn, i64 0, i64 %i
  store i8 1, ptr addrspace(3) %m
  store float 1.0, ptr addrspace(3) @tile
  %n = load i32, ptr addrspace(4) @c_vis
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %g
  %s5 = add i32 %s4, %h
  %s6 = add i32 %s5, %j
  %s7 = add i32 %s6, %k
  %s8 = add i32 %s7, %l
  %s9 = add i32 %s8, %n
  store i32 %s9, ptr addrspace(1) %o
  ret void
}
