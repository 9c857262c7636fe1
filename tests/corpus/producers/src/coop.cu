#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void warp_sum(const float *in, float *out) {
  cg::thread_block blk = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(blk);
  float v = in[blk.thread_rank()];
  float s = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0) atomicAdd(out, s);
  blk.sync();
}
