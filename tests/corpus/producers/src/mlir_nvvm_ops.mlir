// The nvvm dialect's Ampere operations in an LLVM-dialect kernel:
// cp.async to shared memory with commit/wait groups, ldmatrix, mma.sync
// m16n8k16 f16 -> f32, redux.sync and vote.ballot.sync.
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda", llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"} {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<512 x f16>
  llvm.func @mma_tile(%g: !llvm.ptr<1>, %out: !llvm.ptr<1>, %cnt: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %off = llvm.mul %tid, %tid : i32
    %dst = llvm.getelementptr %base[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<8xf16>
    %src = llvm.getelementptr %g[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<8xf16>
    nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.commit.group
    nvvm.cp.async.wait.group 0
    nvvm.barrier0
    %frag = nvvm.ldmatrix %dst {num = 4 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %a0 = llvm.extractvalue %frag[0] : !llvm.struct<(i32, i32, i32, i32)>
    %a1 = llvm.extractvalue %frag[1] : !llvm.struct<(i32, i32, i32, i32)>
    %a2 = llvm.extractvalue %frag[2] : !llvm.struct<(i32, i32, i32, i32)>
    %a3 = llvm.extractvalue %frag[3] : !llvm.struct<(i32, i32, i32, i32)>
    %h0 = llvm.bitcast %a0 : i32 to vector<2xf16>
    %h1 = llvm.bitcast %a1 : i32 to vector<2xf16>
    %h2 = llvm.bitcast %a2 : i32 to vector<2xf16>
    %h3 = llvm.bitcast %a3 : i32 to vector<2xf16>
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %d = nvvm.mma.sync A[%h0, %h1, %h2, %h3] B[%h0, %h1] C[%z, %z, %z, %z]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %o = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    llvm.store %d0, %o : f32, !llvm.ptr<1>
    %m = llvm.mlir.constant(-1 : i32) : i32
    %s = nvvm.redux.sync add %tid, %m : i32 -> i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %odd = llvm.and %tid, %one : i32
    %p = llvm.icmp "eq" %odd, %one : i32
    %b = nvvm.vote.ballot.sync %m, %p : i32
    %sb = llvm.add %s, %b : i32
    %c = llvm.atomicrmw add %cnt, %sb monotonic : !llvm.ptr<1>, i32
    llvm.return
  }
}
