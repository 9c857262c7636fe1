# Capture the NVVM IR numba 0.56 hands libNVVM (the text given to
# CompilationUnit.add_module, after numba's llvm_replace rewriting).
import sys
import numba.cuda.cudadrv.nvvm as nvvm
from numba import cuda, float32, void

captured = []
class Stop(Exception): pass
class FakeCU:
    def add_module(self, buf): captured.append(buf.decode())
    def lazy_add_module(self, buf): raise Stop()
class FakeLib:
    def get(self): return b""
class FakeNVVM:
    is_nvvm70 = True          # CUDA 11.2+ libNVVM: opaque-free LLVM 7 dialect
    def __new__(cls): return object.__new__(cls)
    def get_version(self): return (1, 6)
    def get_ir_version(self): return (1, 6, 3, 0)
    @property
    def data_layout(self): return nvvm._datalayout_original if hasattr(nvvm, "_datalayout_original") else None
nvvm.NVVM = FakeNVVM
nvvm.get_supported_ccs = lambda: ((5, 2), (6, 0), (7, 0), (7, 5), (8, 0), (8, 6))
import numba.cuda.compiler, numba.cuda.codegen, numba.cuda.target
for m in (numba.cuda.compiler, numba.cuda.codegen, numba.cuda.target):
    if hasattr(m, "NVVM"): m.NVVM = FakeNVVM
nvvm.CompilationUnit = FakeCU
nvvm.LibDevice = FakeLib

def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]

def reduce_sm(a, out):
    s = cuda.shared.array(128, float32)
    t = cuda.threadIdx.x
    s[t] = a[cuda.blockIdx.x * 128 + t]
    cuda.syncthreads()
    k = 64
    while k > 0:
        if t < k:
            s[t] += s[t + k]
        cuda.syncthreads()
        k //= 2
    if t == 0:
        cuda.atomic.add(out, 0, s[0])

def warp_vote(a, out):
    i = cuda.grid(1)
    v = a[i]
    b = cuda.ballot_sync(0xffffffff, v > 0)
    w = cuda.shfl_down_sync(0xffffffff, v, 1)
    out[i] = w + b

import math
from numba import int32, float64, uint32
from numba.core.types import float16

def atomics(a, hist, fsum, mx, out):
    i = cuda.grid(1)
    if i < a.size:
        v = a[i]
        cuda.atomic.add(fsum, 0, v)
        cuda.atomic.max(mx, 0, v)
        b = int32(v) & 15
        cuda.atomic.add(hist, b, 1)
        old = cuda.atomic.compare_and_swap(hist[16:], 0, 7)
        cuda.atomic.inc(out, 0, uint32(100))
        cuda.atomic.exch(hist, 17, old)

def mathk(a, out):
    i = cuda.grid(1)
    if i < a.size:
        x = a[i]
        out[i] = math.sin(x) * math.exp(x) + math.sqrt(abs(x)) + cuda.fma(x, x, 1.0) + math.pow(x, 2.5)

def local_grid2(img, out):
    x, y = cuda.grid(2)
    loc = cuda.local.array(9, float64)
    if x < img.shape[0] - 2 and y < img.shape[1] - 2:
        for k in range(9):
            loc[k] = img[x + k // 3, y + k % 3]
        s = 0.0
        for k in range(9):
            s += loc[k] * (k + 1)
        cuda.threadfence()
        out[x, y] = s

def warp_misc(a, out):
    i = cuda.grid(1)
    m = cuda.activemask()
    lt = cuda.lanemask_lt()
    cuda.syncwarp(m)
    v = a[i]
    c = cuda.popc(m & lt) + cuda.clz(v) + cuda.ffs(v) + cuda.brev(v)
    s = cuda.shfl_xor_sync(m, v, 4)
    w = cuda.all_sync(m, v > 0) + cuda.any_sync(m, v < 0)
    out[i] = c + s + w

def halfk(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = cuda.fp16.hfma(a[i], b[i], a[i]) + cuda.fp16.hmax(a[i], b[i])

for fn, sig in [(saxpy, void(float32, float32[:], float32[:], float32[:])),
                (reduce_sm, void(float32[:], float32[:])),
                (warp_vote, void(float32[:], float32[:])),
                (atomics, void(float32[:], int32[:], float32[:], float32[:], uint32[:])),
                (mathk, void(float32[:], float32[:])),
                (local_grid2, void(float64[:, :], float64[:, :])),
                (warp_misc, void(int32[:], int32[:])),
                (halfk, void(float16[:], float16[:], float16[:]))]:
    captured.clear()
    try:
        cuda.compile_ptx(fn, sig.args, cc=(7, 5))
    except Stop:
        pass
    except Exception as e:
        print(fn.__name__, "failed:", type(e).__name__, str(e)[:200])
        continue
    for k, m in enumerate(captured):
        open("%s.%d.numba.ll" % (fn.__name__, k), "w").write(m)
    print(fn.__name__, [len(m) for m in captured])
