/* tests/gpu/fakecuda.c -- a stand-in for the CUDA driver (libcuda.so.1),
 * so that the self-test drives check_gpu.py's real ctypes code (cuda.py's
 * Driver) on a machine with no GPU: argument marshalling, kernel
 * parameters, memory copies, JIT options, events, and the capture of
 * device printf output through C's stdout.
 *
 * "Device memory" is host memory: a device pointer is the address malloc
 * returned.  A module is its PTX text; a function is an .entry of it, with
 * its parameter sizes read from the text.  A launch writes, into the first
 * 64 bytes of every buffer passed to it, words made from the kernel's name
 * and its scalar arguments (so that both compilers' code, given the same
 * arguments, writes the same), and prints one line through printf()
 * without flushing it, as the real driver leaves device printf output in
 * stdout's buffer.  Only what check_gpu.py calls exists; every function
 * returns 0 (CUDA_SUCCESS) or 1 (CUDA_ERROR_INVALID_VALUE), and cuInit
 * 100 (CUDA_ERROR_NO_DEVICE) when FAKECUDA_NO_DEVICE=1.
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long long CUdeviceptr;

struct alloc { CUdeviceptr p; size_t n; };
struct func { const char *ptx; char name[256]; int nparams; int size[64]; };

/* A test double's state: one process, one fake device, never freed. */
static struct alloc allocs[1024];
static int nallocs;

static struct alloc *find(CUdeviceptr p)
{
    for (int i = 0; i < nallocs; i++)
        if (allocs[i].p == p) return &allocs[i];
    return NULL;
}

/* FAKECUDA_NO_DEVICE=1: a driver without a GPU (CUDA_ERROR_NO_DEVICE) */
int cuInit(unsigned flags)
{
    (void)flags;
    const char *e = getenv("FAKECUDA_NO_DEVICE");
    return e && *e == '1' ? 100 : 0;
}
int cuDeviceGetCount(int *n) { *n = 1; return 0; }
int cuDeviceGet(int *d, int ordinal) { *d = ordinal; return 0; }
int cuDevicePrimaryCtxRetain(void **ctx, int dev) { (void)dev; *ctx = (void *)1; return 0; }
int cuCtxSetCurrent(void *ctx) { (void)ctx; return 0; }
int cuCtxSynchronize(void) { return 0; }

int cuDeviceGetAttribute(int *v, int attr, int dev)
{
    (void)dev;
    *v = attr == 75 ? 9 : 0;            /* compute capability 9.0 */
    return 0;
}

int cuDeviceGetName(char *name, int len, int dev)
{
    (void)dev;
    snprintf(name, (size_t)len, "fake libcuda (self-test)");
    return 0;
}

int cuGetErrorName(int rc, const char **s)
{
    *s = rc == 100 ? "CUDA_ERROR_NO_DEVICE" : rc ? "CUDA_ERROR_INVALID_VALUE" : "CUDA_SUCCESS";
    return 0;
}

int cuMemAlloc_v2(CUdeviceptr *p, size_t n)
{
    if (nallocs == 1024) return 1;
    void *m = calloc(1, n);
    if (!m) return 1;
    allocs[nallocs].p = (CUdeviceptr)(uintptr_t)m;
    allocs[nallocs++].n = n;
    *p = (CUdeviceptr)(uintptr_t)m;
    return 0;
}

int cuMemFree_v2(CUdeviceptr p)
{
    struct alloc *a = find(p);
    if (!a) return 1;
    free((void *)(uintptr_t)p);
    *a = allocs[--nallocs];
    return 0;
}

int cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t n)
{
    struct alloc *a = find(dst);
    if (!a || n > a->n) return 1;
    memcpy((void *)(uintptr_t)dst, src, n);
    return 0;
}

int cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t n)
{
    struct alloc *a = find(src);
    if (!a || n > a->n) return 1;
    memcpy(dst, (void *)(uintptr_t)src, n);
    return 0;
}

/* The options must be the error-log pair check_gpu.py passes (5, 6). */
int cuModuleLoadDataEx(void **mod, const void *image, unsigned nopt, int *opts, void **vals)
{
    if (nopt != 2 || opts[0] != 5 || opts[1] != 6 || !vals[0] || (uintptr_t)vals[1] != 8192)
        return 1;
    if (!strstr(image, ".entry")) {
        snprintf(vals[0], 8192, "fake JIT: no .entry");
        return 1;
    }
    *mod = strdup(image);
    return 0;
}

int cuModuleUnload(void *mod) { free(mod); return 0; }

/* The .entry NAME of the module, with its parameter sizes. */
int cuModuleGetFunction(void **fn, void *mod, const char *name)
{
    char key[300];
    snprintf(key, sizeof key, ".entry %s(", name);
    const char *p = strstr(mod, key);
    if (!p) return 1;
    struct func *f = calloc(1, sizeof *f);
    f->ptx = mod;
    snprintf(f->name, sizeof f->name, "%s", name);
    const char *end = strchr(p, ')');
    for (p = strstr(p, ".param"); p && p < end && f->nparams < 64; p = strstr(p + 1, ".param")) {
        const char *comma = strpbrk(p, ",)");
        const char *arr = memchr(p, '[', (size_t)(comma - p));
        int bits = 64;
        for (const char *t = p; t < comma; t++)
            if (t[0] == '.' && strchr("usbf", t[1]) && t[2] >= '0' && t[2] <= '9') bits = atoi(t + 2);
        f->size[f->nparams++] = arr ? atoi(arr + 1) : bits / 8;
    }
    *fn = f;
    return 0;
}

int cuLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                   unsigned bz, unsigned shared, void *stream, void **params, void **extra)
{
    (void)stream; (void)extra; (void)shared;
    struct func *f = fn;
    if (!gx || !gy || !gz || !bx || !by || !bz || (unsigned long)bx * by * bz > 1024) return 1;
    uint32_t seed = 0;
    for (const char *c = f->name; *c; c++) seed = seed * 31 + (unsigned char)*c;
    for (int i = 0; i < f->nparams; i++) {          /* the scalars, as bytes */
        unsigned char *v = params[i];
        if (f->size[i] == 8 && find(*(CUdeviceptr *)v)) continue;
        for (int b = 0; b < f->size[i]; b++) seed = seed * 33 + v[b];
    }
    for (int i = 0; i < f->nparams; i++) {
        if (f->size[i] != 8) continue;
        struct alloc *a = find(*(CUdeviceptr *)params[i]);
        if (!a) continue;
        uint32_t *w = (uint32_t *)(uintptr_t)a->p;
        for (unsigned k = 0; k < 16 && 4 * k < a->n; k++) w[k] = seed * (k + 1);
    }
    printf("fake printf from %s: %u\n", f->name, seed);
    return 0;
}

int cuEventCreate(void **ev, unsigned flags) { (void)flags; *ev = malloc(1); return 0; }
int cuEventRecord(void *ev, void *stream) { (void)ev; (void)stream; return 0; }
int cuEventSynchronize(void *ev) { (void)ev; return 0; }
int cuEventElapsedTime(float *ms, void *a, void *b) { (void)a; (void)b; *ms = 0.25f; return 0; }
