// bench/idioms.cu -- kernels in the shapes CUDA code is commonly written
// in, for bench/idioms.sh: clang-19 compiles them to LLVM IR (-O3), and
// tnvcc's PTX is set beside llc-19's for the same IR.  A yardstick beside
// the corpus: the corpus is a sample, and these are the idioms a user's
// kernels are made of -- a stencil, a tiled matrix multiply, warp and
// block reductions, a scan, softmax and layernorm rows, 64-bit index
// arithmetic, vector loads in a grid-stride loop, a bitonic step, a
// convolution through __constant__ memory, a gather, a CSR sparse
// matrix-vector product, a 2D convolution through a shared tile with its
// halo, an n-body force loop, a radix sort's digit count (atomicAdd into
// shared memory, which clang-19 writes as seq_cst), a Mandelbrot loop.  Written for this
// project; plain CUDA, no headers beyond what clang's CUDA mode brings.
__global__ void stencil5(const float* __restrict__ in, float* __restrict__ out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  int i = y * w + x;
  out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
}
#define T 16
__global__ void matmul(const float* A, const float* B, float* C, int n) {
  __shared__ float As[T][T], Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.f;
  for (int k0 = 0; k0 < n; k0 += T) {
    As[ty][tx] = (row < n && k0 + tx < n) ? A[row * n + k0 + tx] : 0.f;
    Bs[ty][tx] = (col < n && k0 + ty < n) ? B[(k0 + ty) * n + col] : 0.f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; k++) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < n && col < n) C[row * n + col] = acc;
}
__global__ void warpreduce(const float* in, float* out, int n) {
  float s = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) s += in[i];
  for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o);
  __shared__ float ws[32];
  if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = s;
  __syncthreads();
  if (threadIdx.x < 32) {
    s = threadIdx.x < (blockDim.x >> 5) ? ws[threadIdx.x] : 0.f;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o);
    if (threadIdx.x == 0) out[blockIdx.x] = s;
  }
}
__global__ void scan(const int* in, int* out, int n) {
  __shared__ int t[512];
  int i = threadIdx.x;
  t[i] = i < n ? in[i] : 0;
  __syncthreads();
  for (int off = 1; off < 512; off <<= 1) {
    int v = i >= off ? t[i - off] : 0;
    __syncthreads();
    t[i] += v;
    __syncthreads();
  }
  if (i < n) out[i] = t[i];
}
__global__ void softmax(const float* in, float* out, int cols) {
  const float* r = in + (size_t)blockIdx.x * cols; float* o = out + (size_t)blockIdx.x * cols;
  float m = -1e30f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, r[c]);
  for (int s = 16; s; s >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, s));
  float sum = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) sum += __expf(r[c] - m);
  for (int s = 16; s; s >>= 1) sum += __shfl_xor_sync(0xffffffff, sum, s);
  for (int c = threadIdx.x; c < cols; c += blockDim.x) o[c] = __expf(r[c] - m) / sum;
}
__global__ void index64(const double* in, double* out, long w, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long row = i / w, col = i % w;
  out[col * (n / w) + row] = in[i];
}
__global__ void saxpy4(const float4* x, float4* y, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float4 v = x[i], u = y[i];
    u.x += a * v.x; u.y += a * v.y; u.z += a * v.z; u.w += a * v.w;
    y[i] = u;
  }
}
__global__ void bitonic(float* d, int j, int k) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x, ij = i ^ j;
  if (ij > i) {
    float a = d[i], b = d[ij];
    bool up = (i & k) == 0;
    if ((a > b) == up) { d[i] = b; d[ij] = a; }
  }
}
__constant__ float filt[9];
__global__ void conv1d(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 4 || i >= n - 4) return;
  float s = 0.f;
#pragma unroll
  for (int k = -4; k <= 4; k++) s += filt[k + 4] * in[i + k];
  out[i] = s;
}
__global__ void layernorm(const float* x, float* y, const float* g, const float* b, int d) {
  const float* r = x + (size_t)blockIdx.x * d; float* o = y + (size_t)blockIdx.x * d;
  float s = 0.f, s2 = 0.f;
  for (int c = threadIdx.x; c < d; c += 32) { float v = r[c]; s += v; s2 += v * v; }
  for (int m = 16; m; m >>= 1) { s += __shfl_xor_sync(~0u, s, m); s2 += __shfl_xor_sync(~0u, s2, m); }
  float mu = s / d, inv = rsqrtf(s2 / d - mu * mu + 1e-5f);
  for (int c = threadIdx.x; c < d; c += 32) o[c] = (r[c] - mu) * inv * g[c] + b[c];
}
__global__ void gather(const int* idx, const float* src, float* dst, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[idx[i]] * 2.0f + __ldg(&src[i]);
}
__global__ void spmv_csr(const int* __restrict__ rowptr, const int* __restrict__ col, const float* __restrict__ val,
                         const float* __restrict__ x, float* __restrict__ y, int n) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= n) return;
  float s = 0.f;
  for (int j = rowptr[r]; j < rowptr[r + 1]; j++) s += val[j] * x[col[j]];
  y[r] = s;
}
#define R 2
#define TS 16
__global__ void conv2d(const float* __restrict__ in, float* __restrict__ out, const float* __restrict__ k, int w, int h) {
  __shared__ float tile[TS + 2 * R][TS + 2 * R];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * TS + tx, y = blockIdx.y * TS + ty;
  for (int dy = ty; dy < TS + 2 * R; dy += TS)
    for (int dx = tx; dx < TS + 2 * R; dx += TS) {
      int gx = blockIdx.x * TS + dx - R, gy = blockIdx.y * TS + dy - R;
      tile[dy][dx] = (gx >= 0 && gy >= 0 && gx < w && gy < h) ? in[gy * w + gx] : 0.f;
    }
  __syncthreads();
  if (x >= w || y >= h) return;
  float s = 0.f;
#pragma unroll
  for (int i = 0; i <= 2 * R; i++)
#pragma unroll
    for (int j = 0; j <= 2 * R; j++) s += k[i * (2 * R + 1) + j] * tile[ty + i][tx + j];
  out[y * w + x] = s;
}
__global__ void nbody(const float4* p, float4* a, int n, float eps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 pi = p[i]; float ax = 0, ay = 0, az = 0;
  for (int j = 0; j < n; j++) {
    float4 pj = p[j];
    float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
    float d2 = dx * dx + dy * dy + dz * dz + eps;
    float inv = rsqrtf(d2); float s = pj.w * inv * inv * inv;
    ax += dx * s; ay += dy * s; az += dz * s;
  }
  a[i] = make_float4(ax, ay, az, 0.f);
}
__global__ void radix_count(const unsigned* keys, unsigned* counts, int n, int shift) {
  __shared__ unsigned c[16];
  if (threadIdx.x < 16) c[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&c[(keys[i] >> shift) & 15], 1u);
  __syncthreads();
  if (threadIdx.x < 16) atomicAdd(&counts[blockIdx.x * 16 + threadIdx.x], c[threadIdx.x]);
}
__global__ void mandel(unsigned char* img, int w, int h, int iters) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  float cx = -2.f + 3.f * px / w, cy = -1.5f + 3.f * py / h, zx = 0, zy = 0; int k = 0;
  while (k < iters && zx * zx + zy * zy < 4.f) { float t = zx * zx - zy * zy + cx; zy = 2 * zx * zy + cy; zx = t; k++; }
  img[py * w + px] = (unsigned char)(k * 255 / iters);
}
