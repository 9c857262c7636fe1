; ARGS: --sm 80
; shared -> global is illegal; via generic is fine
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(3) %s, ptr addrspace(1) %g) {
  %a = addrspacecast ptr addrspace(3) %s to ptr addrspace(1)
  %b = addrspacecast ptr addrspace(1) %g to ptr
  %c = addrspacecast ptr %b to ptr addrspace(3)
  ret void
}
