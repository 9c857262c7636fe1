module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<?xf32>, %a: f32) kernel {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %v = memref.load %buf[%i] : memref<?xf32>
      %w = arith.mulf %v, %a : f32
      %s, %p = gpu.shuffle xor %w, %c1, %c32 : f32
      %r = arith.addf %w, %s : f32
      memref.store %r, %buf[%i] : memref<?xf32>
      gpu.barrier
      gpu.return
    }
  }
}
