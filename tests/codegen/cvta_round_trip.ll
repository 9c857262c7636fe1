; A generic address cast back to the state space it came from
; (__cvta_generic_to_shared(&buf[i]) as clang writes it: a cast of a GEP
; of a cast out of addrspace(3)) is the .shared address plus the offset:
; no cvta.shared / cvta.to.shared round trip (isel/dag_mem.c,
; dag_addrspace_cast; the windows are contiguous).  -O0 keeps both casts.
; SM: 80
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: mov.u64 %rd3, buf;
; CHECK: shl.b64 %rd4, %rd2, 2;
; CHECK: add.s64 %rd5, %rd3, %rd4;
; CHECK: cvt.u32.u64 %r1, %rd5;
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK-NOT: cvta
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out, i64 %i) {
  %g = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %i
  %s = addrspacecast ptr %g to ptr addrspace(3)
  %a = ptrtoint ptr addrspace(3) %s to i64
  %t = trunc i64 %a to i32
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}
