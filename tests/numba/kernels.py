# tests/numba/kernels.py -- three CUDA kernels compiled by Numba to PTX
# through the libNVVM it finds under CUDA_HOME (run.sh makes that libtnvvm).
#
# usage: python3 kernels.py OUTDIR
# Writes OUTDIR/{saxpy,reduce,trig}.ptx (and saxpy_lines.ptx, saxpy with
# lineinfo=True) and prints the library Numba
# loaded ("nvvm: PATH") first, so that run.sh can check it was libtnvvm.
import math
import sys

import numba.cuda.cudadrv.nvvm as nvvm
from numba import cuda, float32, float64
from numba.cuda.cudadrv import libs

# Numba 0.56 maps the target to the nearest architecture of the toolkit
# versions it knows, and knows none for an unknown libNVVM: ask for the
# architecture as given.
nvvm.find_closest_arch = lambda arch: arch


def saxpy(r, a, x, y):
    i = cuda.grid(1)
    if i < r.size:
        r[i] = a * x[i] + y[i]


def reduce_sum(a, out):
    # a block's tree reduction in shared memory, then one atomic add
    buf = cuda.shared.array(128, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = a[i] if i < a.size else float32(0)
    cuda.syncthreads()
    s = 64
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        cuda.atomic.add(out, 0, buf[0])


def trig(r, x, y):
    i = cuda.grid(1)
    if i < r.size:
        r[i] = (math.sin(x[i]) + math.exp(y[i]) + math.sqrt(y[i] * y[i])
                + math.atan2(y[i], x[i]))


def main():
    out = sys.argv[1]
    print("nvvm:", libs.get_cudalib("nvvm"))
    kernels = [
        ("saxpy", saxpy, (float32[:], float32, float32[:], float32[:])),
        ("reduce", reduce_sum, (float32[:], float32[:])),
        ("trig", trig, (float64[:], float64[:], float64[:])),
    ]
    for name, fn, sig in kernels:
        ptx, _ = cuda.compile_ptx(fn, sig, cc=(9, 0))
        with open("%s/%s.ptx" % (out, name), "w") as f:
            f.write(ptx)
        print("compiled", name)
    # lineinfo=True: Numba adds debug metadata and -generate-line-info
    ptx, _ = cuda.compile_ptx(saxpy, kernels[0][2], cc=(9, 0), lineinfo=True)
    with open("%s/saxpy_lines.ptx" % out, "w") as f:
        f.write(ptx)
    print("compiled saxpy_lines")


main()
