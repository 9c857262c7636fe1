; PRODUCER: MLIR 19 (nvvm dialect: cp.async.shared.global with commit/wait groups, ldmatrix x4, mma.sync m16n8k16 f16->f32, redux.sync, vote.ballot.sync)
; COMMAND: mlir-translate-19 --mlir-to-llvmir mlir_nvvm_ops.mlir
; SM: 80
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [512 x half] undef

define void @mma_tile(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2) {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = mul i32 %4, %4
  %6 = getelementptr <8 x half>, ptr addrspace(3) @tile, i32 %4
  %7 = getelementptr <8 x half>, ptr addrspace(1) %0, i32 %4
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %6, ptr addrspace(1) %7)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.barrier0()
  %8 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %6)
  %9 = extractvalue { i32, i32, i32, i32 } %8, 0
  %10 = extractvalue { i32, i32, i32, i32 } %8, 1
  %11 = extractvalue { i32, i32, i32, i32 } %8, 2
  %12 = extractvalue { i32, i32, i32, i32 } %8, 3
  %13 = bitcast i32 %9 to <2 x half>
  %14 = bitcast i32 %10 to <2 x half>
  %15 = bitcast i32 %11 to <2 x half>
  %16 = bitcast i32 %12 to <2 x half>
  %17 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %13, <2 x half> %14, <2 x half> %15, <2 x half> %16, <2 x half> %13, <2 x half> %14, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %18 = extractvalue { float, float, float, float } %17, 0
  %19 = getelementptr float, ptr addrspace(1) %1, i32 %4
  store float %18, ptr addrspace(1) %19, align 4
  %20 = call i32 @llvm.nvvm.redux.sync.add(i32 %4, i32 -1)
  %21 = and i32 %4, 1
  %22 = icmp eq i32 %21, 1
  %23 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %22)
  %24 = add i32 %20, %23
  %25 = atomicrmw add ptr addrspace(1) %2, i32 %24 monotonic, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nocapture readonly) #4

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: read) }
attributes #5 = { nocallback nounwind memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @mma_tile, !"kernel", i32 1}
