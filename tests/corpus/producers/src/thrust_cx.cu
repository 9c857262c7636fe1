#include <thrust/complex.h>
__global__ void cmul(const thrust::complex<float> *a, const thrust::complex<float> *b,
                     thrust::complex<float> *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] * b[i] + thrust::exp(a[i]);
}
