/*
 * tests/sim/irgen.c -- random kernels for differential testing.
 *
 *     irgen SEED [SIZE] > k.ll
 *
 * writes one NVPTX kernel, `@k(ptr addrspace(1) %in, ptr addrspace(1)
 * %out, i32 %n)`, made of SIZE random operations (default 40) on values
 * loaded from %in, whose results are stored to %out.  tests/sim/difftest.sh
 * compiles it with tnvcc and with llc-19, runs both under ptxsim and
 * compares every byte of %out: a difference means one of the compilers
 * computes something else.
 *
 * Invariant: the kernel has no undefined behaviour and no poison, on any
 * input, so that any difference is a real one.  By construction:
 *   - every access is in bounds (each thread owns IN_SLOT bytes of %in and
 *     OUT_SLOT bytes of %out, indexed by its global thread number) and
 *     aligned to its size;
 *   - shift amounts are masked to the width; divisors are forced into
 *     [1, 127] (no division by zero, no INT_MIN / -1);
 *   - no nsw/nuw/exact flags, no fast-math flags (so neither compiler may
 *     contract an fmul and an fadd into an fma, which rounds differently);
 *   - float to integer conversions saturate (llvm.fpto[su]i.sat), since
 *     fptosi of an out-of-range value is poison;
 *   - intrinsics that can return poison are called with is_zero_poison /
 *     is_int_min_poison false.
 * Operations whose results are defined but left to the implementation
 * (the payload of a NaN) are avoided where PTX and LLVM disagree on them
 * (minnum/maxnum of a signalling NaN): floats come from integers
 * converted with sitofp, and NaNs can only arise from 0 * inf or inf -
 * inf, whose result both compilers produce with the same instruction.
 *
 * The random numbers come from a 64-bit xorshift seeded by SEED: the same
 * SEED gives the same kernel on every machine.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { IN_SLOT = 64, OUT_SLOT = 256, MAX_VALS = 4096 };

typedef enum Ty { I8, I16, I32, I64, F32, F64, NTY } Ty;
static const char *const tyname[NTY] = {"i8", "i16", "i32", "i64", "float", "double"};
static const int tybits[NTY] = {8, 16, 32, 64, 32, 64};

typedef struct Val {
    Ty ty;
    int id; /* %vN */
} Val;

typedef struct Gen {
    uint64_t rng;
    Val vals[MAX_VALS];
    int nvals, next_id, out_off, nlabel;
} Gen;

static uint64_t rnd(Gen *g)
{
    g->rng ^= g->rng << 13;
    g->rng ^= g->rng >> 7;
    g->rng ^= g->rng << 17;
    return g->rng;
}
static int pick(Gen *g, int n) { return (int)(rnd(g) % (uint64_t)n); }
static int is_float(Ty t) { return t >= F32; }

static Val fresh(Gen *g, Ty t)
{
    Val v = {t, g->next_id++};
    if (g->nvals < MAX_VALS)
        g->vals[g->nvals++] = v;
    return v;
}

/* A value of type t: an existing one, or a constant-free conversion of
 * one of another type when none exists yet. */
static Val any_of(Gen *g, Ty t);

static Val convert(Gen *g, Val v, Ty t)
{
    if (v.ty == t)
        return v;
    Val r = {t, g->next_id++};
    if (!is_float(v.ty) && !is_float(t)) {
        const char *op = tybits[v.ty] < tybits[t] ? (pick(g, 2) ? "sext" : "zext") : "trunc";
        printf("  %%v%d = %s %s %%v%d to %s\n", r.id, op, tyname[v.ty], v.id, tyname[t]);
    } else if (!is_float(v.ty)) {
        printf("  %%v%d = %s %s %%v%d to %s\n", r.id, pick(g, 2) ? "sitofp" : "uitofp",
               tyname[v.ty], v.id, tyname[t]);
    } else if (!is_float(t)) {
        printf("  %%v%d = call %s @llvm.%s.sat.%s.%s(%s %%v%d)\n", r.id, tyname[t],
               pick(g, 2) ? "fptosi" : "fptoui", tyname[t], v.ty == F32 ? "f32" : "f64",
               tyname[v.ty], v.id);
    } else {
        printf("  %%v%d = %s %s %%v%d to %s\n", r.id, t == F64 ? "fpext" : "fptrunc",
               tyname[v.ty], v.id, tyname[t]);
    }
    if (g->nvals < MAX_VALS)
        g->vals[g->nvals++] = r;
    return r;
}

static Val any_of(Gen *g, Ty t)
{
    int same[MAX_VALS], n = 0;
    for (int i = 0; i < g->nvals; i++)
        if (g->vals[i].ty == t)
            same[n++] = i;
    /* mostly a value of the type, sometimes a conversion, to mix widths */
    if (n && pick(g, 4))
        return g->vals[same[pick(g, n)]];
    return convert(g, g->vals[pick(g, g->nvals)], t);
}

static const char *mangle(Ty t)
{
    static const char *const m[NTY] = {"i8", "i16", "i32", "i64", "f32", "f64"};
    return m[t];
}

/* A positive divisor in [1, 127] made from v: (v & 127) | 1. */
static int divisor(Gen *g, Val v)
{
    int a = g->next_id++, b = g->next_id++;
    printf("  %%v%d = and %s %%v%d, 127\n", a, tyname[v.ty], v.id);
    printf("  %%v%d = or %s %%v%d, 1\n", b, tyname[v.ty], a);
    return b;
}

static void int_op(Gen *g, Ty t)
{
    Val a = any_of(g, t), b = any_of(g, t);
    const char *ty = tyname[t];
    int k = pick(g, 18);
    if (k < 6) {
        static const char *const ops[] = {"add", "sub", "mul", "and", "or", "xor"};
        Val r = fresh(g, t);
        printf("  %%v%d = %s %s %%v%d, %%v%d\n", r.id, ops[k], ty, a.id, b.id);
    } else if (k < 9) {
        static const char *const ops[] = {"shl", "lshr", "ashr"};
        int m = g->next_id++;
        printf("  %%v%d = and %s %%v%d, %d\n", m, ty, b.id, tybits[t] - 1);
        Val r = fresh(g, t);
        printf("  %%v%d = %s %s %%v%d, %%v%d\n", r.id, ops[k - 6], ty, a.id, m);
    } else if (k < 11) {
        static const char *const ops[] = {"udiv", "urem", "sdiv", "srem"};
        int d = divisor(g, b);
        Val r = fresh(g, t);
        printf("  %%v%d = %s %s %%v%d, %%v%d\n", r.id, ops[pick(g, 4)], ty, a.id, d);
    } else if (k < 13) {
        static const char *const preds[] = {"eq", "ne", "ult", "ule", "ugt", "uge",
                                            "slt", "sle", "sgt", "sge"};
        int c = g->next_id++;
        printf("  %%v%d = icmp %s %s %%v%d, %%v%d\n", c, preds[pick(g, 10)], ty, a.id, b.id);
        Val x = any_of(g, t);
        Val r = fresh(g, t);
        printf("  %%v%d = select i1 %%v%d, %s %%v%d, %s %%v%d\n", r.id, c, ty, b.id, ty, x.id);
    } else if (k < 15) {
        static const char *const fns[] = {"smin", "smax", "umin", "umax", "sadd.sat",
                                          "uadd.sat", "ssub.sat", "usub.sat"};
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d, %s %%v%d)\n", r.id, ty,
               fns[pick(g, 8)], mangle(t), ty, a.id, ty, b.id);
    } else if (k < 17) {
        static const char *const fns[] = {"ctpop", "ctlz", "cttz", "abs", "bitreverse", "bswap"};
        int f = pick(g, t == I8 ? 5 : 6);
        Val r = fresh(g, t);
        if (f == 1 || f == 2 || f == 3)
            printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d, i1 false)\n", r.id, ty, fns[f],
                   mangle(t), ty, a.id);
        else
            printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d)\n", r.id, ty, fns[f], mangle(t), ty,
                   a.id);
    } else {
        Val c = any_of(g, t);
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d, %s %%v%d, %s %%v%d)\n", r.id, ty,
               pick(g, 2) ? "fshl" : "fshr", mangle(t), ty, a.id, ty, b.id, ty, c.id);
    }
}

static void float_op(Gen *g, Ty t)
{
    Val a = any_of(g, t), b = any_of(g, t);
    const char *ty = tyname[t];
    int k = pick(g, 12);
    if (k < 4) {
        static const char *const ops[] = {"fadd", "fsub", "fmul", "fdiv"};
        Val r = fresh(g, t);
        printf("  %%v%d = %s %s %%v%d, %%v%d\n", r.id, ops[k], ty, a.id, b.id);
    } else if (k < 5) {
        Val r = fresh(g, t);
        printf("  %%v%d = fneg %s %%v%d\n", r.id, ty, a.id);
    } else if (k < 7) {
        static const char *const preds[] = {"oeq", "one", "olt", "ole", "ogt", "oge",
                                            "ueq", "une", "ult", "ule", "ugt", "uge", "ord", "uno"};
        int c = g->next_id++;
        printf("  %%v%d = fcmp %s %s %%v%d, %%v%d\n", c, preds[pick(g, 14)], ty, a.id, b.id);
        Val r = fresh(g, t);
        printf("  %%v%d = select i1 %%v%d, %s %%v%d, %s %%v%d\n", r.id, c, ty, a.id, ty, b.id);
    } else if (k < 10) {
        static const char *const fns[] = {"fabs", "floor", "ceil", "trunc", "rint", "sqrt"};
        int f = pick(g, 6);
        Val r = fresh(g, t);
        if (f == 5) { /* sqrt of |a|: a negative operand gives a NaN either way */
            int m = g->next_id++;
            printf("  %%v%d = call %s @llvm.fabs.%s(%s %%v%d)\n", m, ty, mangle(t), ty, a.id);
            printf("  %%v%d = call %s @llvm.sqrt.%s(%s %%v%d)\n", r.id, ty, mangle(t), ty, m);
        } else {
            printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d)\n", r.id, ty, fns[f], mangle(t), ty,
                   a.id);
        }
    } else if (k < 11) {
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.copysign.%s(%s %%v%d, %s %%v%d)\n", r.id, ty, mangle(t),
               ty, a.id, ty, b.id);
    } else {
        Val c = any_of(g, t);
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.fma.%s(%s %%v%d, %s %%v%d, %s %%v%d)\n", r.id, ty,
               mangle(t), ty, a.id, ty, b.id, ty, c.id);
    }
}

static void op(Gen *g)
{
    Ty t = (Ty)pick(g, NTY);
    if (is_float(t))
        float_op(g, t);
    else
        int_op(g, t);
}

/* if (cond) { ops } else { ops }, joined by phis of one value of each arm */
static void diamond(Gen *g, int size)
{
    Val a = any_of(g, I32), b = any_of(g, I32);
    int c = g->next_id++, l = g->nlabel;
    g->nlabel += 3;
    printf("  %%v%d = icmp slt i32 %%v%d, %%v%d\n", c, a.id, b.id);
    printf("  br i1 %%v%d, label %%L%d, label %%L%d\n", c, l, l + 1);
    Ty t = (Ty)pick(g, NTY);
    int saved = g->nvals;
    Val arm[2];
    for (int s = 0; s < 2; s++) {
        printf("L%d:\n", l + s);
        for (int i = 0; i < size; i++)
            op(g);
        arm[s] = any_of(g, t);
        g->nvals = saved; /* values of an arm do not dominate the join */
        printf("  br label %%L%d\n", l + 2);
    }
    printf("L%d:\n", l + 2);
    Val r = fresh(g, t);
    printf("  %%v%d = phi %s [ %%v%d, %%L%d ], [ %%v%d, %%L%d ]\n", r.id, tyname[t], arm[0].id, l,
           arm[1].id, l + 1);
}

/* A loop of 1 + (%n & 7) trips (%n comes from the host: a small count)
 * accumulating an i32 and a double. */
static void loop(Gen *g, int size)
{
    int l = g->nlabel, pre = g->nlabel + 2;
    g->nlabel += 3;
    Val ai = any_of(g, I32), af = any_of(g, F64);
    int trips = g->next_id++, t1 = g->next_id++;
    printf("  %%v%d = and i32 %%n, 7\n", t1);
    printf("  %%v%d = add i32 %%v%d, 1\n", trips, t1);
    printf("  br label %%L%d\nL%d:\n  br label %%L%d\n", pre, pre, l);
    printf("L%d:\n", l);
    int k = g->next_id++, ki = g->next_id++, kf = g->next_id++;
    int k2 = g->next_id++, ki2 = g->next_id++, kf2 = g->next_id++, c = g->next_id++;
    printf("  %%v%d = phi i32 [ 0, %%L%d ], [ %%v%d, %%L%d ]\n", k, pre, k2, l);
    printf("  %%v%d = phi i32 [ %%v%d, %%L%d ], [ %%v%d, %%L%d ]\n", ki, ai.id, pre, ki2, l);
    printf("  %%v%d = phi double [ %%v%d, %%L%d ], [ %%v%d, %%L%d ]\n", kf, af.id, pre, kf2, l);
    int saved = g->nvals;
    g->vals[g->nvals++] = (Val){I32, ki};
    g->vals[g->nvals++] = (Val){F64, kf};
    g->vals[g->nvals++] = (Val){I32, k};
    for (int i = 0; i < size; i++)
        op(g);
    Val ni = any_of(g, I32), nf = any_of(g, F64);
    printf("  %%v%d = add i32 %%v%d, %%v%d\n", ki2, ki, ni.id);
    printf("  %%v%d = fadd double %%v%d, %%v%d\n", kf2, kf, nf.id);
    printf("  %%v%d = add i32 %%v%d, 1\n", k2, k);
    printf("  %%v%d = icmp ult i32 %%v%d, %%v%d\n", c, k2, trips);
    printf("  br i1 %%v%d, label %%L%d, label %%L%d\n", c, l, l + 1);
    printf("L%d:\n", l + 1);
    g->nvals = saved;
    g->vals[g->nvals++] = (Val){I32, ki2};
    g->vals[g->nvals++] = (Val){F64, kf2};
}

static void store(Gen *g, Val v)
{
    int size = tybits[v.ty] / 8;
    g->out_off = (g->out_off + size - 1) / size * size;
    if (g->out_off + size > OUT_SLOT)
        return;
    int p = g->next_id++;
    printf("  %%v%d = getelementptr i8, ptr addrspace(1) %%outp, i64 %d\n", p, g->out_off);
    printf("  store %s %%v%d, ptr addrspace(1) %%v%d, align %d\n", tyname[v.ty], v.id, p, size);
    g->out_off += size;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: irgen SEED [SIZE]\n");
        return 2;
    }
    Gen g = {.rng = strtoull(argv[1], NULL, 10) * 0x9E3779B97F4A7C15ull + 1};
    int size = argc > 2 ? atoi(argv[2]) : 40;
    printf("; irgen %s %d\n", argv[1], size);
    printf("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
           "target triple = \"nvptx64-nvidia-cuda\"\n\n"
           "define ptx_kernel void @k(ptr addrspace(1) %%in, ptr addrspace(1) %%out, i32 %%n) {\n"
           "entry:\n"
           "  %%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
           "  %%ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
           "  %%ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
           "  %%base = mul i32 %%ctaid, %%ntid\n"
           "  %%gid = add i32 %%base, %%tid\n"
           "  %%gid64 = zext i32 %%gid to i64\n"
           "  %%inoff = mul i64 %%gid64, %d\n"
           "  %%outoff = mul i64 %%gid64, %d\n"
           "  %%inp = getelementptr i8, ptr addrspace(1) %%in, i64 %%inoff\n"
           "  %%outp = getelementptr i8, ptr addrspace(1) %%out, i64 %%outoff\n",
           IN_SLOT, OUT_SLOT);
    g.next_id = 0;
    /* the inputs: integers of each width from the thread's slot, and
     * floats converted from them (no NaN payloads, no denormals) */
    static const Ty loads[] = {I64, I64, I32, I32, I16, I8, I32, I64};
    int off = 0;
    for (unsigned i = 0; i < sizeof loads / sizeof *loads; i++) {
        int sz = tybits[loads[i]] / 8, p = g.next_id++;
        off = (off + sz - 1) / sz * sz;
        printf("  %%v%d = getelementptr i8, ptr addrspace(1) %%inp, i64 %d\n", p, off);
        Val v = fresh(&g, loads[i]);
        printf("  %%v%d = load %s, ptr addrspace(1) %%v%d, align %d\n", v.id, tyname[v.ty], p, sz);
        off += sz;
    }
    Val n = fresh(&g, I32);
    printf("  %%v%d = add i32 %%n, %%gid\n", n.id);
    convert(&g, g.vals[2], F32);
    convert(&g, g.vals[0], F64);
    g.nlabel = 0;
    for (int i = 0; i < size; i++) {
        int k = pick(&g, 20);
        if (k == 0)
            diamond(&g, 1 + pick(&g, 4));
        else if (k == 1)
            loop(&g, 1 + pick(&g, 4));
        else
            op(&g);
    }
    /* store the last values made, newest first, until the slot is full */
    for (int i = g.nvals - 1; i >= 0 && g.out_off < OUT_SLOT - 8; i--)
        store(&g, g.vals[i]);
    printf("  ret void\n}\n\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
    return 0;
}
