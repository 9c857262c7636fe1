// Texture objects: tex1Dfetch and tex2D,
// through texture objects (CUDA's bindless handles).
#include <cuda_runtime.h>

__global__ void gather(cudaTextureObject_t t, const int *idx, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch<float>(t, idx[i]);
}

__global__ void sample2d(cudaTextureObject_t t, float4 *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
        out[y * w + x] = tex2D<float4>(t, u, v);
    }
}
