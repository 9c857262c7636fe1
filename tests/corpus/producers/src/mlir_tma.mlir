module attributes {llvm.target_triple = "nvptx64-nvidia-cuda", llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"} {
  llvm.mlir.global internal @bar() {addr_space = 3 : i32} : i64
  llvm.func @tma_kernel(%tile: !llvm.ptr<3>, %v0: i32, %v1: i32, %v2: i32, %v3: i32, %n: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %b = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %c1 = llvm.mlir.constant(1 : i32) : i32
    nvvm.mbarrier.init.shared %b, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.arrive.expect_tx.shared %b, %n : !llvm.ptr<3>, i32
    nvvm.stmatrix %tile, %v0, %v1, %v2, %v3 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier0
    llvm.return
  }
}
