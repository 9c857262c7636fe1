; A getelementptr on a 32-bit tensor-memory pointer is refused with a located
; error (its offsets would be computed in 64 bits).
; SM: 100a
; EXPECT-ERROR: getelementptr on a 32-bit tensor-memory pointer
; EXPECT-LINE: 9
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %u = getelementptr i8, ptr addrspace(6) %t, i32 16 ; here
  %v = ptrtoint ptr addrspace(6) %u to i32
  store i32 %v, ptr addrspace(1) %out
  ret void
}
