; LLVM 22's griddepcontrol.launch.dependents, the tensormap prefetch (a generic
; and a .const tensormap, sm_90), and pmevent.mask (every target, PTX 3.0).
; SM: 90
; CHECK: .version 8.0
; CHECK: griddepcontrol.launch_dependents;
; CHECK: griddepcontrol.wait;
; CHECK: prefetch.tensormap [%rd1];
; CHECK: prefetch.const.tensormap [%rd2];
; CHECK: pmevent.mask 5;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.griddepcontrol.launch.dependents()
declare void @llvm.nvvm.griddepcontrol.wait()
declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)
declare void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4))
declare void @llvm.nvvm.pm.event.mask(i16 immarg)
define ptx_kernel void @k(ptr %t, ptr addrspace(4) %c) {
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  call void @llvm.nvvm.griddepcontrol.wait()
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %t)
  call void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) %c)
  call void @llvm.nvvm.pm.event.mask(i16 5)
  ret void
}
