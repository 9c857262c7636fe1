; A condition is known in the blocks dominated by one edge of a branch on
; it (pass cse, ir/cse.c, edge_condition): an unrolled loop's guard
; `x < w`, tested again in each copy inside the copy before that took its
; true edge (@guards: the second test of %inx goes, so next0 falls into
; row1), and on the false edge a select and a branch on the condition
; fold (@falseedge: differ stores %a and falls into tail).  A block with
; two ways in (join) knows nothing: its test stays.
; SM: 80
; ARGS: -O3
; CHECK: setp.lt.s32 %p1, %r1, %r2;
; CHECK: @!%p1 bra $L__BB0_6;
; CHECK: // %row0
; CHECK: setp.lt.s32 %p2, %r3, %r4;
; CHECK: @!%p2 bra $L__BB0_3;
; CHECK: // %st0
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: $L__BB0_3:				// %next0
; CHECK: // %row1
; CHECK: add.s32 %r5, %r3, 8;
; CHECK: setp.lt.s32 %p3, %r5, %r4;
; CHECK: @!%p3 bra $L__BB0_6;
; CHECK: // %st1
; CHECK: st.global.u32 [%rd1+4], %r5;
; CHECK: $L__BB0_6:				// %done
; CHECK: ret;
; CHECK: setp.eq.s32 %p1, %r1, %r2;
; CHECK: @%p1 bra $L__BB1_3;
; CHECK: // %differ
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: // %tail
; CHECK: st.global.u32 [%rd1+8], 7;
; CHECK: mov.b32 %r3, 1;
; CHECK: bra.uni $L__BB1_4;
; CHECK: $L__BB1_3:				// %same
; CHECK: st.global.u32 [%rd1+4], %r2;
; CHECK: mov.b32 %r3, 2;
; CHECK: $L__BB1_4:				// %join
; CHECK: @!%p1 bra $L__BB1_6;
; CHECK: // %last
; CHECK: st.global.u32 [%rd1+12], %r3;
; CHECK: $L__BB1_6:				// %exit
; CHECK: ret;
; CHECK-NOT: selp
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @guards(ptr addrspace(1) %out, i32 %x, i32 %w, i32 %y, i32 %h) {
entry:
  %inx = icmp slt i32 %x, %w
  br i1 %inx, label %row0, label %done

row0:
  %iny0 = icmp slt i32 %y, %h
  br i1 %iny0, label %st0, label %next0

st0:
  store i32 %x, ptr addrspace(1) %out
  br label %next0

next0:
  br i1 %inx, label %row1, label %done

row1:
  %y1 = add i32 %y, 8
  %iny1 = icmp slt i32 %y1, %h
  br i1 %iny1, label %st1, label %done

st1:
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %y1, ptr addrspace(1) %p1
  br label %done

done:
  ret void
}

define void @falseedge(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  %c = icmp eq i32 %a, %b
  br i1 %c, label %same, label %differ

differ:
  %v = select i1 %c, i32 100, i32 %a
  store i32 %v, ptr addrspace(1) %out
  br i1 %c, label %same, label %tail

tail:
  %p = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 7, ptr addrspace(1) %p
  br label %join

same:
  %q = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %q
  br label %join

join:
  %k = phi i32 [ 1, %tail ], [ 2, %same ]
  br i1 %c, label %last, label %exit

last:
  %r = getelementptr i32, ptr addrspace(1) %out, i64 3
  store i32 %k, ptr addrspace(1) %r
  br label %exit

exit:
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @guards, !"kernel", i32 1}
!1 = !{ptr @falseedge, !"kernel", i32 1}
