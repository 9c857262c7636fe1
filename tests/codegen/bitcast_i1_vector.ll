; Bitcasts between vectors of i1 and integers (LangRef: element 0 is the
; least significant bit).  i8 -> <8 x i1>, element 5: bit 5 tested;
; <4 x i1> (a compare of two <4 x i32>) -> i4: element k shifted to bit
; k and or-ed together; the i4 then zero extended for the store.
; SM: 80
; CHECK: ld.param.u8 %rs1, [k_param_1];
; CHECK: and.b16 %rs2, %rs1, 32;
; CHECK: setp.ne.s16 %p1, %rs2, 0;
; CHECK: selp.b32 %r9, 1, 0, %p1;
; CHECK: st.global.u32 [%rd1], %r9;
; CHECK: setp.lt.s32 %p2, %r1, %r5;
; CHECK: selp.b16 %rs3, 1, 0, %p2;
; CHECK: setp.lt.s32 %p3, %r2, %r6;
; CHECK: selp.b16 %rs4, 1, 0, %p3;
; CHECK: shl.b16 %rs5, %rs4, 1;
; CHECK: or.b16 %rs6, %rs3, %rs5;
; CHECK: setp.lt.s32 %p4, %r3, %r7;
; CHECK: selp.b16 %rs7, 1, 0, %p4;
; CHECK: shl.b16 %rs8, %rs7, 2;
; CHECK: or.b16 %rs9, %rs6, %rs8;
; CHECK: setp.lt.s32 %p5, %r4, %r8;
; CHECK: selp.b16 %rs10, 1, 0, %p5;
; CHECK: shl.b16 %rs11, %rs10, 3;
; CHECK: or.b16 %rs12, %rs9, %rs11;
; CHECK: cvt.u32.u8 %r10, %rs12;
; CHECK: and.b32 %r11, %r10, 15;
; CHECK: st.global.u32 [%rd1+4], %r11;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i8 zeroext %a, <4 x i32> %x, <4 x i32> %y) {
  %v = bitcast i8 %a to <8 x i1>
  %e = extractelement <8 x i1> %v, i32 5
  %z = zext i1 %e to i32
  store i32 %z, ptr addrspace(1) %p, align 4
  %lt = icmp slt <4 x i32> %x, %y
  %m = bitcast <4 x i1> %lt to i4
  %mz = zext i4 %m to i32
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %mz, ptr addrspace(1) %p1, align 4
  ret void
}
