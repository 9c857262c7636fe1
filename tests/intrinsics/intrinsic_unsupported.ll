; An intrinsic LLVM 22 has but tnvcc does not select yet: the code
; generator's one wording, "unsupported: intrinsic '@NAME'".
; SM: 100a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.tcgen05.ld.16x64b.x1'
; EXPECT-LINE: 12
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.tcgen05.ld.16x64b.x1(ptr addrspace(6), i1 immarg)
define ptx_kernel void @k(ptr addrspace(3) %s, ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  %v = call i32 @llvm.nvvm.tcgen05.ld.16x64b.x1(ptr addrspace(6) %t, i1 false) ; here
  store i32 %v, ptr addrspace(1) %out
  ret void
}
