; A tensor map has five dimensions: a box-size ordinal past 4 is PTX that
; ptxas rejects, so tnvcc stops at a located error naming the range.
; SM: 90a
; EXPECT-ERROR: (the ordinal is a constant 0..4)
; EXPECT-LINE: 8
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %tm, i32 %v) {
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %tm, i32 5, i32 %v) ; here
  ret void
}
