"""cuda -- the few CUDA driver API calls check_gpu.py makes, through ctypes
on libcuda.so.1 (no toolkit, no Python package beyond the standard library),
and a fake driver with the same methods for the self-test.

Modules are loaded from PTX text: the driver's JIT turns the PTX into code
for the GPU at hand, so the machine with the GPU needs no ptxas.  Every call
is checked; a failure raises CudaError naming the call and the driver's
error name (CUDA_ERROR_MISALIGNED_ADDRESS, ...).  After a fault in a kernel
the context is unusable: the caller runs each kernel in a child process and
starts a fresh one after a fault.
"""
import ctypes as C
import os
import re


class CudaError(RuntimeError):
    pass


class NoGpu(Exception):
    """Why the check cannot run here: no driver, or no device."""


# enum values from the CUDA driver API (cuda.h)
ATTR_CC_MAJOR, ATTR_CC_MINOR = 75, 76
JIT_ERROR_LOG_BUFFER, JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 5, 6


class Driver:
    def __init__(self):
        try:
            self.lib = C.CDLL("libcuda.so.1")
        except OSError as e:
            raise NoGpu("no CUDA driver (libcuda.so.1 cannot be loaded: %s)" % e)
        self.lib.cuGetErrorName.argtypes = [C.c_int, C.POINTER(C.c_char_p)]
        rc = self.lib.cuInit(0)
        count = C.c_int(0)
        if rc == 0:
            rc = self.lib.cuDeviceGetCount(C.byref(count))
        if rc or count.value == 0:
            raise NoGpu("no GPU (cuInit/cuDeviceGetCount: %s, %d devices)"
                        % (self.error_name(rc) if rc else "ok", count.value))
        dev, ctx = C.c_int(), C.c_void_p()
        self.check(self.lib.cuDeviceGet(C.byref(dev), 0), "cuDeviceGet")
        self.check(self.lib.cuDevicePrimaryCtxRetain(C.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
        self.check(self.lib.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
        major, minor, name = C.c_int(), C.c_int(), C.create_string_buffer(256)
        self.check(self.lib.cuDeviceGetAttribute(C.byref(major), ATTR_CC_MAJOR, dev), "attribute")
        self.check(self.lib.cuDeviceGetAttribute(C.byref(minor), ATTR_CC_MINOR, dev), "attribute")
        self.check(self.lib.cuDeviceGetName(name, 256, dev), "cuDeviceGetName")
        self.cc = major.value * 10 + minor.value
        self.name = name.value.decode(errors="replace")
        self.libc = C.CDLL(None)

    def error_name(self, rc):
        s = C.c_char_p()
        self.lib.cuGetErrorName(rc, C.byref(s))
        return s.value.decode() if s.value else "CUresult %d" % rc

    def check(self, rc, what):
        if rc:
            raise CudaError("%s: %s" % (what, self.error_name(rc)))

    def alloc(self, nbytes):
        p = C.c_uint64()
        self.check(self.lib.cuMemAlloc_v2(C.byref(p), C.c_size_t(nbytes)), "cuMemAlloc")
        return p.value

    def free(self, ptr):
        self.lib.cuMemFree_v2(C.c_uint64(ptr))

    def h2d(self, ptr, data):
        self.check(self.lib.cuMemcpyHtoD_v2(C.c_uint64(ptr), C.c_char_p(data), C.c_size_t(len(data))),
                   "cuMemcpyHtoD")

    def d2h(self, ptr, nbytes):
        buf = C.create_string_buffer(nbytes)
        self.check(self.lib.cuMemcpyDtoH_v2(buf, C.c_uint64(ptr), C.c_size_t(nbytes)), "cuMemcpyDtoH")
        return buf.raw

    def load(self, ptx_text):
        """A module JIT-compiled from PTX; the JIT's error log on failure."""
        mod, log = C.c_void_p(), C.create_string_buffer(8192)
        opts = (C.c_int * 2)(JIT_ERROR_LOG_BUFFER, JIT_ERROR_LOG_BUFFER_SIZE_BYTES)
        vals = (C.c_void_p * 2)(C.cast(log, C.c_void_p), C.c_void_p(8192))
        rc = self.lib.cuModuleLoadDataEx(C.byref(mod), C.c_char_p(ptx_text.encode() + b"\0"), 2, opts, vals)
        if rc:
            raise CudaError("cuModuleLoadDataEx: %s: %s" % (self.error_name(rc),
                                                          log.value.decode(errors="replace")[:300]))
        return mod

    def unload(self, mod):
        self.lib.cuModuleUnload(mod)

    def function(self, mod, name):
        fn = C.c_void_p()
        self.check(self.lib.cuModuleGetFunction(C.byref(fn), mod, name.encode()), "function " + name)
        return fn

    def _params(self, args):
        """void*[] for cuLaunchKernel: each element points at one argument's
        bytes (a device pointer is 8 bytes like any other value)."""
        holders = [C.create_string_buffer(a, len(a)) for a in args]
        arr = (C.c_void_p * max(1, len(args)))(*[C.cast(h, C.c_void_p) for h in holders])
        return arr, holders

    def launch(self, fn, grid, block, dyn, args):
        arr, _keep = self._params(args)
        self.check(self.lib.cuLaunchKernel(fn, *grid, *block, dyn, None, arr, None), "cuLaunchKernel")
        self.check(self.lib.cuCtxSynchronize(), "kernel")
        self.libc.fflush(None)      # device printf goes to C's stdout

    def time(self, fn, grid, block, dyn, args, reps):
        """Milliseconds of each of REPS launches (CUDA events), after one
        launch not counted (the first pays for loading the code).  A kernel
        whose first launch takes over a second is timed 3 times at most:
        such launches vary little, and GPU time is lent by the minute."""
        arr, _keep = self._params(args)
        ev0, ev1, ms = C.c_void_p(), C.c_void_p(), C.c_float()
        self.check(self.lib.cuEventCreate(C.byref(ev0), 0), "cuEventCreate")
        self.check(self.lib.cuEventCreate(C.byref(ev1), 0), "cuEventCreate")
        out, i = [], 0
        while i <= reps:
            self.check(self.lib.cuEventRecord(ev0, None), "cuEventRecord")
            self.check(self.lib.cuLaunchKernel(fn, *grid, *block, dyn, None, arr, None), "cuLaunchKernel")
            self.check(self.lib.cuEventRecord(ev1, None), "cuEventRecord")
            self.check(self.lib.cuEventSynchronize(ev1), "kernel")
            self.check(self.lib.cuEventElapsedTime(C.byref(ms), ev0, ev1), "cuEventElapsedTime")
            if i:
                out.append(ms.value)
            elif ms.value > 1000.0:
                reps = min(reps, 3)
            i += 1
        self.libc.fflush(None)
        return out


class FakeDriver:
    """The self-test's stand-in: memory is host bytes, and a "launch" writes
    into each buffer a pattern made from the kernel's name and its inputs
    -- the same for both compilers -- except where the module's PTX text
    holds a marker comment: "// fake: reorder" swaps two words (what an
    atomic slot taken in another order looks like), "// fake: wrong" flips
    a bit, "// fake: fault" raises a misaligned-address fault, "// fake:
    print" prints two lines, in the reverse order with "reorder".  A marker
    followed by a kernel's name ("// fake: wrong k1") applies to that kernel
    only."""

    cc, name = 90, "fake GPU (self-test)"

    def __init__(self):
        self.mem, self.next = {}, 1 << 32

    def alloc(self, nbytes):
        p = self.next
        self.next += nbytes + 4096
        self.mem[p] = bytearray(nbytes)
        return p

    def free(self, ptr):
        self.mem.pop(ptr, None)

    def h2d(self, ptr, data):
        self.mem[ptr][:len(data)] = data

    def d2h(self, ptr, nbytes):
        return bytes(self.mem[ptr][:nbytes])

    def load(self, ptx_text):
        return {"ptx": ptx_text}

    def unload(self, mod):
        pass

    def function(self, mod, name):
        if ".entry " + name not in mod["ptx"]:
            raise CudaError("function %s: CUDA_ERROR_NOT_FOUND" % name)
        return (mod["ptx"], name)

    def launch(self, fn, grid, block, dyn, args):
        ptx, name = fn

        def marked(what):
            return re.search(r"// fake: %s( %s)?$" % (what, re.escape(name)), ptx, re.M) is not None
        if marked("fault"):
            raise CudaError("kernel: CUDA_ERROR_MISALIGNED_ADDRESS")
        seed = sum(name.encode()) + sum(len(a) for a in args)
        for a in args:
            ptr = int.from_bytes(a, "little") if len(a) == 8 else None
            if ptr in self.mem:
                m = self.mem[ptr]
                for i in range(16):
                    m[4 * i:4 * i + 4] = (seed * (i + 1)).to_bytes(4, "little")
                if marked("reorder"):
                    m[0:4], m[8:12] = m[8:12], m[0:4]
                if marked("wrong"):
                    m[20] ^= 1
        if marked("print"):
            lines = ["warp 0 says %d\n" % seed, "warp 1 says %d\n" % seed]
            if marked("reorder"):
                lines.reverse()
            os.write(1, "".join(lines).encode())

    def time(self, fn, grid, block, dyn, args, reps):
        self.launch(fn, grid, block, dyn, args)
        return [0.5] * reps
