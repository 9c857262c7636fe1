; tests/sim/kernels/generic_globals.ll -- variables declared in the
; generic address space (addrspace(0)), which NVPTX places in .global:
; accesses through their address, through a constant getelementptr of
; it, and through a getelementptr computed in one block and used in
; others, are .global accesses (ld.global/st.global, as llc-19 writes
; them), in a kernel and in a device function it calls.  Each thread
; stores into its slot of @table, reads it back, and writes what it read
; and the running @counter-like slot of its own to the output.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = global [128 x i32] zeroinitializer, align 4
@bias = global i32 7, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define internal i32 @slot_update(i32 %g, i32 %x) noinline {
entry:
  %p = getelementptr inbounds [128 x i32], ptr @table, i32 0, i32 %g
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %odd.b, label %even.b
odd.b:
  %a = load i32, ptr %p, align 4
  %a1 = add i32 %a, %x
  br label %join
even.b:
  %b = load i32, ptr @bias, align 4
  %b1 = mul i32 %b, %x
  br label %join
join:
  %r = phi i32 [ %a1, %odd.b ], [ %b1, %even.b ]
  store i32 %r, ptr %p, align 4
  ret i32 %r
}

define ptx_kernel void @generic_globals(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c64 = shl i32 %c, 6
  %g = add i32 %c64, %t
  %g64 = zext i32 %g to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %x = load i32, ptr addrspace(1) %ip, align 4
  %p = getelementptr inbounds [128 x i32], ptr @table, i32 0, i32 %g
  store i32 %x, ptr %p, align 4
  %r = call i32 @slot_update(i32 %g, i32 %x)
  %back = load i32, ptr %p, align 4
  %bias = load i32, ptr getelementptr inbounds (i8, ptr @bias, i64 0), align 4
  %s = add i32 %back, %bias
  %op = getelementptr inbounds [2 x i32], ptr addrspace(1) %out, i64 %g64
  store i32 %r, ptr addrspace(1) %op, align 4
  %op1 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 1
  store i32 %s, ptr addrspace(1) %op1, align 4
  ret void
}
