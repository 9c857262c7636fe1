// tests/bitcode/clang_kernel.cu -- a CUDA kernel for tests/bitcode/run.sh:
// clang-19 compiles it for the device straight to bitcode
// (-emit-llvm -c), without CUDA's headers, at -O0, -O2 and -O2 -g; tnvcc
// must read each .bc into the IR and PTX llvm-dis-19's text gives.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __device__ float __nv_sinf(float);

struct V {
    float x, y, z;
};

__device__ int counter;

__global__ void kernel(float *a, const float *b, V *v, int n)
{
    __shared__ float s[64];
    int i = __nvvm_read_ptx_sreg_tid_x() +
            __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x();
    if (i < n) {
        s[i & 63] = b[i] * 2.0f;
        __syncthreads();
        a[i] = s[(i + 1) & 63] + v[i].x * v[i].z + __nv_sinf(b[i]);
        __nvvm_atom_add_gen_i(&counter, 1);
    }
}
