; switch lowering (isel/lower/switch.c).  Sorted case values are grouped into
; clusters -- a dense run of at least 8 cases becomes a brx.idx jump
; table, other cases stand alone -- and a compare tree ("x >= pivot?")
; is built over the clusters, with a few cases tested one by one at the
; leaves.  A table's index is x - lo, range-checked with one unsigned
; compare; a 64-bit condition is checked before it is cut to 32 bits.
; SM: 80
; @dense: one table, holes go to the default
; CHECK: sub.u32 %r2, %r1, 10;
; CHECK: setp.gt.u32 %p1, %r2, 11;
; CHECK: @%p1 bra $L__BB0_4;
; CHECK: .branchtargets
; CHECK: $L__BB0_1, $L__BB0_2, $L__BB0_3, $L__BB0_1, $L__BB0_4, $L__BB0_2, $L__BB0_3, $L__BB0_1,
; CHECK: brx.idx %r2, $L__tnv0_1;
; @sparse: a tree over eight single cases, split in the middle
; CHECK: setp.ge.u64 %p1, %rd2, 10000;
; CHECK: setp.ge.u64 %p2, %rd2, 100;
; CHECK: setp.eq.u64 %p3, %rd2, 1;
; CHECK: setp.ge.u64 %p7, %rd2, 18446744073709551516;
; @mixed: outliers do not stop the dense run 0..9 from being a table
; CHECK: setp.ge.u16 %p1, %rs1, 300;
; CHECK: cvt.u32.u16 %r2, %rs1;
; CHECK: setp.gt.u32 %p2, %r2, 9;
; CHECK: brx.idx %r2,
; CHECK: setp.eq.u16 %p3, %rs1, 300;
; CHECK: // split edge
; @narrow: i8 values -8..-1 are 248..255 zero-extended; an i64 table
; CHECK: sub.u32 %r2, %r1, 248;
; CHECK: sub.u64 %rd3, %rd2, 4294967296;
; CHECK: setp.gt.u64 %p2, %rd3, 7;
; CHECK: cvt.u32.u64 %r3, %rd3;
; CHECK: brx.idx %r3,
; @odd: a constant condition is a plain branch; i1 is its predicate;
; i128 compares both halves
; CHECK: bra.uni $L__BB4_2;
; CHECK: @%p1 bra $L__BB4_1;
; CHECK: and.pred %p4, %p2, %p3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; dense: 10..21 with two holes -> one table
define ptx_kernel void @dense(ptr addrspace(1) %out, i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 10, label %a  i32 11, label %b  i32 12, label %c  i32 13, label %a
    i32 15, label %b  i32 16, label %c  i32 17, label %a  i32 18, label %b
    i32 20, label %c  i32 21, label %a
  ]
a:
  store i32 1, ptr addrspace(1) %out
  ret void
b:
  store i32 2, ptr addrspace(1) %out
  ret void
c:
  store i32 3, ptr addrspace(1) %out
  ret void
def:
  ret void
}

; sparse: a tree
define ptx_kernel void @sparse(ptr addrspace(1) %out, i64 %x) {
entry:
  switch i64 %x, label %def [
    i64 1, label %a  i64 10, label %b  i64 100, label %c  i64 1000, label %a
    i64 10000, label %b  i64 100000, label %c  i64 -1, label %a  i64 -100, label %b
  ]
a:
  store i32 1, ptr addrspace(1) %out
  ret void
b:
  store i32 2, ptr addrspace(1) %out
  ret void
c:
  store i32 3, ptr addrspace(1) %out
  ret void
def:
  ret void
}

; mixed: a dense run and outliers, with phis on the edges
define ptx_kernel void @mixed(ptr addrspace(1) %out, i16 zeroext %x) {
entry:
  switch i16 %x, label %join [
    i16 0, label %a  i16 1, label %b  i16 2, label %a  i16 3, label %b
    i16 4, label %a  i16 5, label %b  i16 6, label %a  i16 7, label %join
    i16 9, label %a  i16 -5, label %b  i16 300, label %a
  ]
a:
  br label %join
b:
  br label %join
join:
  %v = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %entry ], [ 3, %entry ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; i8 dense, i64 dense with a large base
define ptx_kernel void @narrow(ptr addrspace(1) %out, i8 signext %x, i64 %y) {
entry:
  switch i8 %x, label %next [
    i8 -8, label %a i8 -7, label %b i8 -6, label %a i8 -5, label %b
    i8 -4, label %a i8 -3, label %b i8 -2, label %a i8 -1, label %b
  ]
a:
  store i32 1, ptr addrspace(1) %out
  br label %next
b:
  store i32 2, ptr addrspace(1) %out
  br label %next
next:
  switch i64 %y, label %def [
    i64 4294967296, label %c i64 4294967297, label %d i64 4294967298, label %c
    i64 4294967299, label %d i64 4294967300, label %c i64 4294967301, label %d
    i64 4294967302, label %c i64 4294967303, label %d
  ]
c:
  store i32 3, ptr addrspace(1) %out
  ret void
d:
  store i32 4, ptr addrspace(1) %out
  ret void
def:
  ret void
}

; a constant condition, an i1 and an i128 switch
define ptx_kernel void @odd(ptr addrspace(1) %out, i1 zeroext %b, i128 %w) {
entry:
  switch i32 7, label %x [ i32 7, label %y ]
x:
  store i32 1, ptr addrspace(1) %out
  ret void
y:
  switch i1 %b, label %z [ i1 true, label %x ]
z:
  switch i128 %w, label %x [ i128 5, label %q i128 18446744073709551617, label %y ]
q:
  ret void
}
