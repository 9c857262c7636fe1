// libcu++: cuda::atomic_ref with orders and scopes, cuda::barrier in
// shared memory (mbarrier), __ldg,
// printf and assert, atomicCAS on unsigned short, wmma.
#include <cuda/atomic>
#include <cuda/barrier>
#include <mma.h>
#include <cstdio>
#include <cassert>
using namespace nvcuda;

__global__ void refs(int *counter, float *x, unsigned short *h, int n)
{
    cuda::atomic_ref<int, cuda::thread_scope_device> c(*counter);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = __ldg(x + i);
        x[i] = v * 2.0f;
        c.fetch_add(1, cuda::memory_order_relaxed);
        int seen = c.load(cuda::memory_order_acquire);
        atomicCAS(h + (i & 7), (unsigned short)seen, (unsigned short)(seen + 1));
        if (seen < 0) printf("negative %d at %d\n", seen, i);
        assert(seen >= 0);
    }
}

__global__ void bar_sync(float *out)
{
    #pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ char storage[sizeof(cuda::barrier<cuda::thread_scope_block>)];
    auto &b = *reinterpret_cast<cuda::barrier<cuda::thread_scope_block> *>(storage);
    if (threadIdx.x == 0) init(&b, blockDim.x);
    __syncthreads();
    out[threadIdx.x] = threadIdx.x;
    b.arrive_and_wait();
    out[threadIdx.x] += out[(threadIdx.x + 1) % blockDim.x];
}

__global__ void mm(const half *a, const half *b, float *c)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::fill_fragment(fc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}
