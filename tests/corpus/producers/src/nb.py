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

for fn, sig in [(saxpy, void(float32, float32[:], float32[:], float32[:])),
                (reduce_sm, void(float32[:], float32[:])),
                (warp_vote, void(float32[:], float32[:]))]:
    captured.clear()
    try:
        cuda.compile_ptx(fn, sig.args, cc=(7, 5))
    except Stop:
        pass
    for k, m in enumerate(captured):
        open("%s.%d.numba.ll" % (fn.__name__, k), "w").write(m)
    print(fn.__name__, [len(m) for m in captured])
