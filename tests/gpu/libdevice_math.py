"""libdevice_math -- the libdevice half of check_gpu.py, as pure functions:
which libdevice functions are scalar, the IR and CUDA source of one test
kernel per function, the inputs they run on, and the bit-for-bit
comparison of their results.

A function takes part when its result and every parameter are float,
double, i32 or i64.  Its kernel k<F>(out, a0, ..., n) computes
out[i] = F(a0[i], ...) for each thread's global index i < n, so that one
launch evaluates it on n inputs.  Results are compared as bit patterns
(-0.0 differs from 0.0); two NaNs with different payloads are counted
apart, since the IEEE standard leaves NaN payloads unspecified.
"""
import random
import re
from array import array

TYPES = {"float": "f32", "double": "f64", "i32": "i32", "i64": "i64"}      # IR type -> short name
CTYPES = {"float": "float", "double": "double", "i32": "int", "i64": "long long"}   # IR type -> C


def math_functions(libdevice):
    """The scalar functions of libdevice: every parameter and the result a
    float, double, i32 or i64."""
    out = []
    for m in re.finditer(r"^define (?:[a-z_]+ )*(float|double|i32|i64) @(__nv_\w+)\(([^)]*)\)",
                         open(libdevice).read(), re.M):
        ret, name, params = m.groups()
        ps = [p.strip().split(" ")[0] for p in params.split(",") if p.strip()]
        if ps and all(p in TYPES for p in ps):
            out.append({"name": name, "ret": ret, "params": ps})
    return out


def math_module(funcs):
    """IR with one kernel per function: k<F>(out, a0, ..., n) does
    out[i] = F(a0[i], ...) for the thread's global index i < n."""
    L = ['target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
         'target triple = "nvptx64-nvidia-cuda"',
         "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
         "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
         "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"]
    for f in funcs:
        n, r, ps = f["name"], f["ret"], f["params"]
        L.append("declare %s @%s(%s)" % (r, n, ", ".join(ps)))
        formals = ["ptr addrspace(1) %out"] + ["ptr addrspace(1) %%a%d" % i for i in range(len(ps))] + ["i32 %n"]
        L.append("define ptx_kernel void @k%s(%s) {" % (n, ", ".join(formals)))
        L.append("entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                 "  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
                 "  %w = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
                 "  %cw = mul i32 %c, %w\n  %i = add i32 %cw, %t\n  %in = icmp slt i32 %i, %n\n"
                 "  br i1 %in, label %body, label %done\nbody:\n  %i64 = sext i32 %i to i64")
        for i, t in enumerate(ps):
            L.append("  %%p%d = getelementptr %s, ptr addrspace(1) %%a%d, i64 %%i64" % (i, t, i))
            L.append("  %%x%d = load %s, ptr addrspace(1) %%p%d" % (i, t, i))
        L.append("  %%r = call %s @%s(%s)" % (r, n, ", ".join("%s %%x%d" % (t, i) for i, t in enumerate(ps))))
        L.append("  %%po = getelementptr %s, ptr addrspace(1) %%out, i64 %%i64\n  store %s %%r, ptr addrspace(1) %%po"
                 % (r, r))
        L.append("  br label %done\ndone:\n  ret void\n}")
    return "\n".join(L) + "\n"


def math_cuda(funcs):
    """The same kernels as CUDA source, for nvcc."""
    L = []
    for f in funcs:
        r, ps = CTYPES[f["ret"]], [CTYPES[p] for p in f["params"]]
        L.append('extern "C" __device__ %s %s(%s);' % (r, f["name"], ", ".join(ps)))
        formals = ", ".join(["%s *out" % r] + ["const %s *a%d" % (p, i) for i, p in enumerate(ps)] + ["int n"])
        call = ", ".join("a%d[i]" % i for i in range(len(ps)))
        L.append('extern "C" __global__ void k%s(%s) { int i = blockIdx.x * blockDim.x + threadIdx.x;'
                 ' if (i < n) out[i] = %s(%s); }' % (f["name"], formals, f["name"], call))
    return "\n".join(L) + "\n"


# Functions whose integer argument is a loop count: the Bessel functions
# of order n run a recurrence n steps long in every thread, so a random
# 32-bit order (up to 2^31 steps) keeps the GPU busy for minutes and tests
# nothing a few hundred steps do not.  They get small integers only.
LOOP_COUNT_ARG = ("__nv_jn", "__nv_yn", "__nv_jnf", "__nv_ynf")


def math_inputs(ty, seed, n, small=False):
    """N inputs of type TY: special values first, then a quarter each of
    random bit patterns, [-10, 10), wide magnitudes, [0, 2) (integers: half
    random, half small; all small with SMALL)."""
    rng = random.Random(seed)
    if ty in ("float", "double"):
        code, ucode, bits = ("f", "I", 32) if ty == "float" else ("d", "Q", 64)
        q = n // 4
        raw = array(ucode, (rng.getrandbits(bits) for _ in range(q))).tobytes()
        vals = array(code, raw)
        vals.extend(rng.uniform(-10, 10) for _ in range(q))
        vals.extend(rng.uniform(-1, 1) * 10.0 ** rng.uniform(-30, 30) for _ in range(q))
        vals.extend(rng.uniform(0, 2) for _ in range(n - 3 * q))
        special = [0.0, -0.0, float("inf"), float("-inf"), float("nan"), 1.0, -1.0, 0.5, 2.0,
                   3.141592653589793, 1e-40, -1e-40, 1e30, 88.7, -103.9, 1e300, 5e-324, 1e-310]
        for i, v in enumerate(special):
            try:
                vals[i] = v
            except OverflowError:
                vals[i] = float("inf")
        return vals.tobytes()
    code, bits = ("i", 32) if ty == "i32" else ("q", 64)
    lo = -(1 << (bits - 1))
    nbig = 0 if small else n // 2
    vals = array(code, (lo + rng.getrandbits(bits) for _ in range(nbig)))
    vals.extend(rng.randrange(-300, 300) for _ in range(n - nbig))
    return vals.tobytes()


def count_diffs(ret, a, b):
    """(results whose bits differ, not counting NaN against NaN; results
    that are NaN on both sides with other payloads).  Bits, not values:
    -0.0 against 0.0 is a difference."""
    if a == b:
        return 0, 0
    ucode = {"float": "I", "double": "Q", "i32": "I", "i64": "Q"}[ret]
    x, y = array(ucode, a), array(ucode, b)
    fx, fy = (array({"float": "f", "double": "d"}[ret], v) for v in (a, b)) if ret in ("float", "double") \
        else (None, None)
    bad = nan = 0
    for i, (u, v) in enumerate(zip(x, y)):
        if u != v:
            if fx is not None and fx[i] != fx[i] and fy[i] != fy[i]:
                nan += 1
            else:
                bad += 1
    return bad, nan


def example(f, ins, ref, got, i):
    """Input and both results at index I, as hex bit patterns."""
    size = {"float": 4, "double": 8, "i32": 4, "i64": 8}
    hexof = lambda b, t: "0x" + b[i * size[t]:(i + 1) * size[t]][::-1].hex()  # noqa: E731
    return {"in": [hexof(a, t) for a, t in zip(ins, f["params"])],
            "ref": hexof(ref, f["ret"]), "tnv": hexof(got, f["ret"])}
