; sm_90 odds and ends: elect.sync returns { lane, leader } from one
; instruction (an immediate or register mask), griddepcontrol, setmaxnreg
; (sm_90a), and the proxy fences: alias, async (whole or per space) and
; tensormap::generic release/acquire (PTX 8.3, hence the version).
; SM: 90a
; CHECK: .version 8.3
; CHECK: griddepcontrol.wait;
; CHECK: elect.sync %r2|%p1, -1;
; CHECK: elect.sync %r4|%p2, %r1;
; CHECK: setmaxnreg.inc.sync.aligned.u32 232;
; CHECK: setmaxnreg.dec.sync.aligned.u32 40;
; CHECK: fence.proxy.alias;
; CHECK: fence.proxy.async;
; CHECK: fence.proxy.async.shared::cta;
; CHECK: fence.proxy.async.shared::cluster;
; CHECK: fence.proxy.tensormap::generic.release.gpu;
; CHECK: fence.proxy.tensormap::generic.acquire.cluster [%rd2], 128;
; CHECK: griddepcontrol.launch_dependents;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.griddepcontrol.wait()
declare void @llvm.nvvm.griddepcontrol.launch_dependents()
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg)
declare void @llvm.nvvm.fence.proxy.alias()
declare void @llvm.nvvm.fence.proxy.async()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.async.shared_cluster()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr, i32 immarg)

; One elected lane of the warp writes; the others skip.
define ptx_kernel void @leader(ptr addrspace(1) %out, ptr %tmap, i32 %mask) {
entry:
  call void @llvm.nvvm.griddepcontrol.wait()
  %e = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %lane = extractvalue { i32, i1 } %e, 0
  %lead = extractvalue { i32, i1 } %e, 1
  %e2 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %mask)
  %lead2 = extractvalue { i32, i1 } %e2, 1
  %both = and i1 %lead, %lead2
  br i1 %both, label %write, label %done

write:
  store i32 %lane, ptr addrspace(1) %out, align 4
  br label %done

done:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 232)
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  call void @llvm.nvvm.fence.proxy.alias()
  call void @llvm.nvvm.fence.proxy.async()
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.fence.proxy.async.shared_cluster()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr %tmap, i32 128)
  call void @llvm.nvvm.griddepcontrol.launch_dependents()
  ret void
}
