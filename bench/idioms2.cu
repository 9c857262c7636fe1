// bench/idioms2.cu -- more CUDA idioms for bench/idioms.sh (CU=bench/idioms2.cu):
// half2 arithmetic, hashing and bit tricks, 64-bit division by constants,
// byte images, warp scans and ballots, tiled transposes and stencils with
// halos, sorting networks in registers and in local and shared memory,
// dp4a, fp64 polynomials, complex arithmetic, string search, saturation,
// GEMV/GEMM with register and shared tiles, softmax-style rows, random
// number generators, scatters, integer square roots, 3D stencils, table
// lookups, byte permutes, switch dispatch, struct returns,
// function pointers, guarded unrolled loops and early exits.  Written to
// find where tnvcc's code falls behind llc-19's on shapes the corpus does
// not have; each kernel is small and self-contained.
#include <cuda_fp16.h>
#include <stdint.h>

// ---- set 2

__global__ void half2_axpy(const __half2* x, __half2* y, __half2 a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __hfma2(a, x[i], y[i]);
}

__global__ void hash_mix(const uint32_t* in, uint32_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t h = in[i];
    h ^= h >> 16; h *= 0x85ebca6bu; h ^= h >> 13; h *= 0xc2b2ae35u; h ^= h >> 16;
    out[i] = h;
}

__global__ void bits(const uint32_t* in, uint32_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t v = in[i];
    out[i] = __popc(v) + __clz(v) + __brev(v) + __ffs(v) + (v >> 3 | v << 29);
}

__global__ void div64(const unsigned long long* in, unsigned long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long v = in[i];
    out[i] = v / 10 + v % 1000 + v / 7;
}

__global__ void rgba_gray(const uchar4* img, unsigned char* gray, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uchar4 p = img[i];
    gray[i] = (unsigned char)((77 * p.x + 150 * p.y + 29 * p.z) >> 8);
}

__global__ void warp_scan(const int* in, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int lane = threadIdx.x & 31;
    for (int d = 1; d < 32; d <<= 1) {
        int t = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= d) v += t;
    }
    if (i < n) out[i] = v;
}

__global__ void transpose_tile(const float* in, float* out, int w, int h) {
    __shared__ float tile[32][33];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x; y = blockIdx.x * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void sort8(float* d) {
    float v[8];
    float* p = d + 8 * (blockIdx.x * blockDim.x + threadIdx.x);
#pragma unroll
    for (int k = 0; k < 8; k++) v[k] = p[k];
#pragma unroll
    for (int a = 0; a < 8; a++)
#pragma unroll
        for (int b = (a & 1); b + 1 < 8; b += 2) {
            float lo = fminf(v[b], v[b + 1]), hi = fmaxf(v[b], v[b + 1]);
            v[b] = lo; v[b + 1] = hi;
        }
#pragma unroll
    for (int k = 0; k < 8; k++) p[k] = v[k];
}

__global__ void dp4a_dot(const int* a, const int* b, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int acc = 0;
    for (int k = i; k < n; k += gridDim.x * blockDim.x) acc = __dp4a(a[k], b[k], acc);
    out[i] = acc;
}

__global__ void horner64(const double* x, double* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double t = x[i];
    y[i] = ((((0.0083 * t + 0.0416) * t + 0.1666) * t + 0.5) * t + 1.0) * t + 1.0;
}

__global__ void cmul(const float2* a, const float2* b, float2* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 x = a[i], y = b[i];
    c[i] = make_float2(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}

__global__ void compact(const int* in, int* out, int* count, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool keep = i < n && in[i] > 0;
    unsigned m = __ballot_sync(0xffffffffu, keep);
    int lane = threadIdx.x & 31;
    int pos = __popc(m & ((1u << lane) - 1));
    if (keep) out[blockIdx.x * blockDim.x + (threadIdx.x & ~31) + pos] = in[i];
    if (lane == 0) count[(blockIdx.x * blockDim.x + threadIdx.x) >> 5] = __popc(m);
}

__global__ void minmax_reduce(const float* in, float* out, int n) {
    float lo = 3.0e38f, hi = -3.0e38f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float v = in[i];
        lo = fminf(lo, v);
        hi = fmaxf(hi, v);
    }
    for (int o = 16; o; o >>= 1) {
        lo = fminf(lo, __shfl_xor_sync(0xffffffffu, lo, o));
        hi = fmaxf(hi, __shfl_xor_sync(0xffffffffu, hi, o));
    }
    if ((threadIdx.x & 31) == 0) {
        out[2 * (threadIdx.x >> 5)] = lo;
        out[2 * (threadIdx.x >> 5) + 1] = hi;
    }
}

__global__ void bitpack(const int* in, unsigned* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned w = 0;
#pragma unroll
    for (int k = 0; k < 8; k++) w |= (unsigned)(in[8 * i + k] & 15) << (4 * k);
    out[i] = w;
}

__global__ void strsearch(const char* text, int len, const char* pat, int plen, int* hits) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + plen > len) return;
    int k = 0;
    while (k < plen && text[i + k] == pat[k]) k++;
    hits[i] = k == plen;
}

__global__ void clamp_u8(const float* in, unsigned char* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = in[i] * 255.0f;
    out[i] = (unsigned char)fminf(fmaxf(v, 0.0f), 255.0f);
}

__global__ void matvec2(const float2* A, const float2* x, float* y, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float s = 0;
    for (int c = 0; c < cols; c++) {
        float2 a = A[r * cols + c], v = x[c];
        s += a.x * v.x + a.y * v.y;
    }
    y[r] = s;
}

__global__ void half_relu(__half* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = __hgt(x[i], __float2half(0.0f)) ? x[i] : __float2half(0.0f);
}

__global__ void i64_minmax(const long long* a, long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    long long v = a[i];
    out[i] = max(min(v, 1000000000000LL), -1000000000000LL) + llabs(v >> 7);
}

// ---- set 3

__global__ void gemv_t(const float* __restrict__ A, const float* __restrict__ x, float* __restrict__ y, int m, int n) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col >= n) return;
    float s = 0.f;
    for (int r = 0; r < m; ++r) s += A[(size_t)r * n + col] * x[r];
    y[col] = s;
}

__global__ void block_reduce_sum(const float* in, float* out, int n) {
    __shared__ float sm[32];
    float v = 0.f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) sm[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < (blockDim.x >> 5) ? sm[threadIdx.x] : 0.f;
        for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (threadIdx.x == 0) out[blockIdx.x] = v;
    }
}

__global__ void relu_bias(float4* x, const float4* b, int n, int c4) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 v = x[i], bb = b[i % c4];
    v.x = fmaxf(v.x + bb.x, 0.f); v.y = fmaxf(v.y + bb.y, 0.f);
    v.z = fmaxf(v.z + bb.z, 0.f); v.w = fmaxf(v.w + bb.w, 0.f);
    x[i] = v;
}

__global__ void im2col(const float* img, float* col, int C, int H, int W, int K) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    int HW = H * W;
    if (idx >= C * HW) return;
    int c = idx / HW, p = idx % HW, h = p / W, w = p % W;
    for (int ky = 0; ky < K; ky++)
        for (int kx = 0; kx < K; kx++) {
            int yy = h + ky - K / 2, xx = w + kx - K / 2;
            float v = (yy >= 0 && yy < H && xx >= 0 && xx < W) ? img[(c * H + yy) * W + xx] : 0.f;
            col[((c * K + ky) * K + kx) * HW + p] = v;
        }
}

__global__ void xorshift(uint64_t* state, uint32_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint64_t s = state[i];
    uint32_t acc = 0;
    for (int k = 0; k < 16; k++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        acc += (uint32_t)(s >> 32);
    }
    state[i] = s;
    out[i] = acc;
}

__global__ void cross_entropy(const float* logits, const int* labels, float* loss, int classes) {
    int row = blockIdx.x;
    const float* l = logits + (size_t)row * classes;
    float m = -1e30f;
    for (int c = threadIdx.x; c < classes; c += 32) m = fmaxf(m, l[c]);
    for (int o = 16; o; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    float s = 0.f;
    for (int c = threadIdx.x; c < classes; c += 32) s += __expf(l[c] - m);
    for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if (threadIdx.x == 0) loss[row] = __logf(s) + m - l[labels[row]];
}

__global__ void scatter_add(const int* idx, const float* v, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) __nvvm_atom_add_gen_f(out + idx[i], v[i]);
}

__global__ void int_sqrt(const uint32_t* in, uint32_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t x = in[i], r = 0, b = 1u << 30;
    while (b > x) b >>= 2;
    while (b) {
        if (x >= r + b) { x -= r + b; r = (r >> 1) + b; } else r >>= 1;
        b >>= 2;
    }
    out[i] = r;
}

__global__ void stencil3d(const float* in, float* out, int nx, int ny, int nz) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
    size_t sxy = (size_t)nx * ny;
    for (int z = 1; z < nz - 1; z++) {
        size_t i = z * sxy + (size_t)y * nx + x;
        out[i] = 0.5f * in[i] + 0.1f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - sxy] + in[i + sxy]);
    }
}

__global__ void half_dot(const __half2* a, const __half2* b, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half2 acc = __float2half2_rn(0.f);
    for (int k = i; k < n; k += blockDim.x * gridDim.x) acc = __hfma2(a[k], b[k], acc);
    out[i] = __low2float(acc) + __high2float(acc);
}

__global__ void popcount_rows(const uint64_t* bits, int* counts, int words) {
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int c = 0;
    for (int w = 0; w < words; w++) c += __popcll(bits[(size_t)row * words + w]);
    counts[row] = c;
}

__global__ void lerp_table(const float* t, const float* table, float* out, int n, int size) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float f = t[i] * (size - 1);
    int k = (int)f;
    k = k < 0 ? 0 : (k > size - 2 ? size - 2 : k);
    float a = f - k;
    out[i] = table[k] * (1.f - a) + table[k + 1] * a;
}

__global__ void byte_swap(const uint32_t* in, uint32_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __byte_perm(in[i], 0, 0x0123) ^ __funnelshift_l(in[i], in[i], 7);
}

__global__ void normalize3(float3* v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float3 p = v[i];
    float r = rsqrtf(p.x * p.x + p.y * p.y + p.z * p.z + 1e-12f);
    v[i] = make_float3(p.x * r, p.y * r, p.z * r);
}

__global__ void u16_hist_local(const unsigned short* in, int* out, int n) {
    int local[16] = {0};
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) local[in[i] & 15]++;
    for (int k = 0; k < 16; k++) out[(blockIdx.x * blockDim.x + threadIdx.x) * 16 + k] = local[k];
}

// ---- set 4

struct Pair { float a; int b; };

__device__ __noinline__ Pair make_pair(float x, int y) { return Pair{x * 2.f, y + 1}; }

__global__ void struct_ret(const float* in, float* out, int* idx, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Pair p = make_pair(in[i], i);
    out[i] = p.a;
    idx[i] = p.b;
}

__global__ void switch_op(const int* op, const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i], y = b[i], r;
    switch (op[i]) {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x * y; break;
    case 3: r = x / y; break;
    case 4: r = fminf(x, y); break;
    default: r = 0.f;
    }
    c[i] = r;
}

__global__ void local_sort(const int* in, int* out) {
    int v[16];
    int base = (blockIdx.x * blockDim.x + threadIdx.x) * 16;
    for (int k = 0; k < 16; k++) v[k] = in[base + k];
    for (int a = 1; a < 16; a++) {
        int x = v[a], b = a - 1;
        while (b >= 0 && v[b] > x) { v[b + 1] = v[b]; b--; }
        v[b + 1] = x;
    }
    for (int k = 0; k < 16; k++) out[base + k] = v[k];
}

__global__ void vdiv(const int* a, const int* b, int* q, int* r, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    q[i] = a[i] / b[i];
    r[i] = a[i] % b[i];
}

__global__ void shifts64(const uint64_t* a, const int* s, uint64_t* o, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint64_t x = a[i];
    int k = s[i] & 63;
    o[i] = (x << k) ^ (x >> (64 - k)) ^ ((int64_t)x >> (k / 2));
}

__global__ void ldg_int4(const int4* __restrict__ a, int4* __restrict__ b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int4 v = __ldg(a + i);
    b[i] = make_int4(v.w, v.z, v.y, v.x);
}

__device__ float f_add(float a, float b) { return a + b; }
__device__ float f_mul(float a, float b) { return a * b; }

__global__ void fnptr(const float* a, float* o, int n, int which) {
    float (*f)(float, float) = which ? f_add : f_mul;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) o[i] = f(a[i], 2.f);
}

__global__ void dmath(const double* a, double* o, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = a[i];
    o[i] = fma(x, x, 1.0) / (x + 3.0) + fabs(x) * 0.5 - floor(x);
}

__global__ void count_if(const float* a, int* cnt, int n, float thr) {
    __shared__ int s;
    if (threadIdx.x == 0) s = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int c = (i < n && a[i] > thr);
    c = __syncthreads_count(c);
    if (threadIdx.x == 0) cnt[blockIdx.x] = c;
}

__global__ void u8_add_sat(const uint8_t* a, const uint8_t* b, uint8_t* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int s = a[i] + b[i];
    c[i] = s > 255 ? 255 : s;
}

__global__ void i16_mac(const short* a, const short* b, int* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int acc = 0;
    for (int k = i; k < n; k += blockDim.x * gridDim.x) acc += a[k] * b[k];
    c[i] = acc;
}

__global__ void triangle(const float* m, float* out, int n) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    float s = 0;
    for (int c = 0; c <= r; c++) s += m[r * n + c];
    out[r] = s;
}

__global__ void early_exit(const int* a, int* pos, int n, int key) {
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int found = -1;
    for (int k = 0; k < n; k++)
        if (a[row * n + k] == key) { found = k; break; }
    pos[row] = found;
}

// ---- set 5

#define TS 16
__global__ void gemm_tiled(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[TS][TS], Bs[TS][TS];
    int r = blockIdx.y * TS + threadIdx.y, c = blockIdx.x * TS + threadIdx.x;
    float acc = 0.f;
    for (int t = 0; t < K; t += TS) {
        As[threadIdx.y][threadIdx.x] = (r < M && t + threadIdx.x < K) ? A[r * K + t + threadIdx.x] : 0.f;
        Bs[threadIdx.y][threadIdx.x] = (c < N && t + threadIdx.y < K) ? B[(t + threadIdx.y) * N + c] : 0.f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TS; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (r < M && c < N) C[r * N + c] = acc;
}

__global__ void gemm_reg4(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int n) {
    int r = (blockIdx.y * blockDim.y + threadIdx.y) * 4, c = blockIdx.x * blockDim.x + threadIdx.x;
    float acc[4] = {0, 0, 0, 0};
    for (int k = 0; k < n; k++) {
        float b = B[k * n + c];
#pragma unroll
        for (int i = 0; i < 4; i++) acc[i] += A[(r + i) * n + k] * b;
    }
#pragma unroll
    for (int i = 0; i < 4; i++) C[(r + i) * n + c] = acc[i];
}

__global__ void jacobi2d(const float* in, float* out, int w, int h) {
    __shared__ float t[18][18];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
    bool inside = x < w && y < h;
    t[ly][lx] = inside ? in[y * w + x] : 0.f;
    if (threadIdx.x == 0) t[ly][0] = (x > 0 && y < h) ? in[y * w + x - 1] : 0.f;
    if (threadIdx.x == 15) t[ly][17] = (x + 1 < w && y < h) ? in[y * w + x + 1] : 0.f;
    if (threadIdx.y == 0) t[0][lx] = (y > 0 && x < w) ? in[(y - 1) * w + x] : 0.f;
    if (threadIdx.y == 15) t[17][lx] = (y + 1 < h && x < w) ? in[(y + 1) * w + x] : 0.f;
    __syncthreads();
    if (inside) out[y * w + x] = 0.25f * (t[ly][lx - 1] + t[ly][lx + 1] + t[ly - 1][lx] + t[ly + 1][lx]);
}

__global__ void warp_hist(const int* keys, int* hist, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int key = i < n ? keys[i] & 31 : -1;
    unsigned same = __match_any_sync(0xffffffffu, key);
    int leader = __ffs(same) - 1;
    if ((threadIdx.x & 31) == leader && key >= 0) __nvvm_atom_add_gen_i(&hist[key], __popc(same));
}

__global__ void f2h_loop(const float* in, __half* out, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        out[i] = __float2half_rn(in[i] * 0.5f);
}

__global__ void bitonic_shared(float* d) {
    __shared__ float s[256];
    int t = threadIdx.x;
    s[t] = d[blockIdx.x * 256 + t];
    __syncthreads();
    for (int k = 2; k <= 256; k <<= 1)
        for (int j = k >> 1; j > 0; j >>= 1) {
            int p = t ^ j;
            if (p > t) {
                bool up = (t & k) == 0;
                float a = s[t], b = s[p];
                if ((a > b) == up) { s[t] = b; s[p] = a; }
            }
            __syncthreads();
        }
    d[blockIdx.x * 256 + t] = s[t];
}

__global__ void lut_decode(const uint8_t* codes, const float* lut, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint8_t c = codes[i];
    out[2 * i] = lut[c & 15];
    out[2 * i + 1] = lut[c >> 4];
}

__global__ void complex_fft_stage(float2* data, int half, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n / 2) return;
    int grp = i / half, pos = i % half;
    int a = grp * 2 * half + pos, b = a + half;
    float ang = -3.14159265f * pos / half;
    float cs = __cosf(ang), sn = __sinf(ang);
    float2 x = data[a], y = data[b];
    float2 ty = make_float2(y.x * cs - y.y * sn, y.x * sn + y.y * cs);
    data[a] = make_float2(x.x + ty.x, x.y + ty.y);
    data[b] = make_float2(x.x - ty.x, x.y - ty.y);
}

__global__ void row_max_idx(const float* m, int* idx, int cols) {
    const float* row = m + (size_t)blockIdx.x * cols;
    float best = -1e30f;
    int bi = 0;
    for (int c = threadIdx.x; c < cols; c += 32) {
        float v = row[c];
        if (v > best) { best = v; bi = c; }
    }
    for (int o = 16; o; o >>= 1) {
        float ob = __shfl_down_sync(0xffffffffu, best, o);
        int oi = __shfl_down_sync(0xffffffffu, bi, o);
        if (ob > best || (ob == best && oi < bi)) { best = ob; bi = oi; }
    }
    if (threadIdx.x == 0) idx[blockIdx.x] = bi;
}
