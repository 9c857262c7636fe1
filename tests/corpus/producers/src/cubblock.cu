// CUB block-level collectives: BlockLoad (warp-transpose), BlockRadixSort,
// BlockScan (exclusive sum), BlockHistogram (shared-memory atomics).
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_histogram.cuh>

__global__ void sort_scan(const int *in, int *out, unsigned *hist_out)
{
    using Load = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    using Sort = cub::BlockRadixSort<int, 128, 4>;
    using Scan = cub::BlockScan<int, 128>;
    using Hist = cub::BlockHistogram<unsigned char, 128, 4, 256>;
    __shared__ union {
        typename Load::TempStorage load;
        typename Sort::TempStorage sort;
        typename Scan::TempStorage scan;
        typename Hist::TempStorage hist;
    } tmp;
    __shared__ unsigned bins[256];
    int keys[4];
    Load(tmp.load).Load(in + blockIdx.x * 512, keys);
    __syncthreads();
    Sort(tmp.sort).Sort(keys);
    __syncthreads();
    Scan(tmp.scan).ExclusiveSum(keys, keys);
    __syncthreads();
    unsigned char bytes[4];
    for (int k = 0; k < 4; k++)
        bytes[k] = (unsigned char)keys[k];
    Hist(tmp.hist).Histogram(bytes, bins);
    __syncthreads();
    for (int k = 0; k < 4; k++)
        out[blockIdx.x * 512 + threadIdx.x * 4 + k] = keys[k];
    for (int b = threadIdx.x; b < 256; b += 128)
        atomicAdd(hist_out + b, bins[b]);
}
