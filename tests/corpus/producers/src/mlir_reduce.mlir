// A block reduction in the gpu dialect: workgroup (shared) memory, a
// subgroup shuffle tree, gpu.barrier, an atomic add through memref.atomic_rmw,
// and math.exp / math.sqrt lowered to libdevice calls.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%in: memref<?xf32>, %out: memref<1xf32>) workgroup(%smem: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %w = arith.constant 32 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %v0 = memref.load %in[%i] : memref<?xf32>
      %e = math.exp %v0 : f32
      %v = math.sqrt %e : f32
      %c16 = arith.constant 16 : i32
      %c8 = arith.constant 8 : i32
      %c4 = arith.constant 4 : i32
      %c2 = arith.constant 2 : i32
      %c1 = arith.constant 1 : i32
      %s1, %p1 = gpu.shuffle down %v, %c16, %w : f32
      %a1 = arith.addf %v, %s1 : f32
      %s2, %p2 = gpu.shuffle down %a1, %c8, %w : f32
      %a2 = arith.addf %a1, %s2 : f32
      %s3, %p3 = gpu.shuffle down %a2, %c4, %w : f32
      %a3 = arith.addf %a2, %s3 : f32
      %s4, %p4 = gpu.shuffle down %a3, %c2, %w : f32
      %a4 = arith.addf %a3, %s4 : f32
      %s5, %p5 = gpu.shuffle down %a4, %c1, %w : f32
      %a5 = arith.addf %a4, %s5 : f32
      %lane = arith.remui %tid, %c32 : index
      %warp = arith.divui %tid, %c32 : index
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        memref.store %a5, %smem[%warp] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %x = memref.load %smem[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %old = memref.atomic_rmw addf %x, %out[%c0] : (f32, memref<1xf32>) -> f32
      }
      gpu.return
    }
  }
}
