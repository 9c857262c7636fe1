/*
 * tests/difftest/irgen.c -- random kernels for differential testing.
 *
 *     irgen SEED [SIZE [SM]] > k.ll
 *
 * writes one NVPTX kernel (for target sm_SM, default 80: what it avoids
 * on older targets is said where), `@k(ptr addrspace(1) %in, ptr addrspace(1)
 * %out, i32 %n)`, made of SIZE random operations (default 40) on values
 * loaded from %in, whose results are stored to %out.  tests/difftest/run.sh
 * compiles it with tnvcc and with llc-19, runs both under ptxsim and
 * compares every byte of %out: a difference means one of the compilers
 * computes something else.
 *
 * Invariant: the kernel has no undefined behaviour and no poison, on any
 * input, and computes one answer, so that any difference is a real one.
 * By construction:
 *   - every access is in bounds (each thread owns IN_SLOT bytes of %in and
 *     OUT_SLOT bytes of %out, indexed by its global thread number) and
 *     aligned to its size;
 *   - shift amounts are masked to the width or constants below it;
 *     divisors are constants other than 0 and -1, or forced into [1, 127]
 *     (no division by zero, no INT_MIN / -1);
 *   - no nsw/nuw/exact flags; fast-math flags only as `contract` on an
 *     fmul whose one use is an fadd or fsub (a pair both compilers fuse);
 *   - float to integer conversions saturate (llvm.fpto[su]i.sat), since
 *     fptosi of an out-of-range value is poison;
 *   - intrinsics that can return poison are called with is_zero_poison /
 *     is_int_min_poison false;
 *   - a NaN's sign and payload are left open by LLVM IR, so every float
 *     is stored with its NaNs replaced by one constant NaN, and the sign
 *     source of copysign is never a NaN;
 *   - shuffles are made only where the whole warp is active (not in the
 *     arm of a diamond), with the full mask.
 * The operations: integer arithmetic of every width with registers and
 * immediates (small, large, negative, powers of two), shifts, division
 * and remainder by constants and by registers, comparisons and selects,
 * min/max, saturating, bit-counting and funnel-shift intrinsics, widening
 * multiplies and multiply-adds; half, bfloat, float and double arithmetic
 * with constants (fractions, a subnormal), comparisons, rounding, square
 * root, minnum/maxnum/minimum/maximum, copysign, fma, contracted pairs
 * and NVVM's rounding-mode forms; conversions between all of them;
 * warp shuffles; local variables in allocas (stored and loaded whole
 * and by field, in any block); if/else diamonds joined by phis, and
 * counted loops, with products of the loop's counter (plus a constant)
 * by a value from before the loop (the shape pass lsr rewrites).
 * The random numbers come from a 64-bit xorshift seeded by SEED: the same
 * SEED gives the same kernel on every machine.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { IN_SLOT = 64, OUT_SLOT = 256, MAX_VALS = 4096 };

typedef enum Ty { I8, I16, I32, I64, F16, BF16, F32, F64, NTY } Ty;
static const char *const tyname[NTY] = {"i8", "i16", "i32", "i64", "half", "bfloat", "float",
                                        "double"};
static const int tybits[NTY] = {8, 16, 32, 64, 16, 16, 32, 64};

typedef struct Val {
    Ty ty;
    int id; /* %vN */
} Val;

typedef struct Gen {
    uint64_t rng;
    Val vals[MAX_VALS];
    int nvals, next_id, out_off, nlabel;
    int sm; /* the target the kernel is for (irgen's third argument) */
} Gen;

static uint64_t rnd(Gen *g)
{
    g->rng ^= g->rng << 13;
    g->rng ^= g->rng >> 7;
    g->rng ^= g->rng << 17;
    return g->rng;
}
static int pick(Gen *g, int n) { return (int)(rnd(g) % (uint64_t)n); }
static int is_float(Ty t) { return t >= F16; }

static Val fresh(Gen *g, Ty t)
{
    Val v = {t, g->next_id++};
    if (g->nvals < MAX_VALS)
        g->vals[g->nvals++] = v;
    return v;
}

/* A value of type t: mostly an existing one, sometimes a conversion of a
 * value of another type (so that widths mix). */
static Val any_of(Gen *g, Ty t);
static const char *mangle(Ty t);

static Val convert(Gen *g, Val v, Ty t)
{
    if (v.ty == t)
        return v;
    Val r = {t, g->next_id++};
    if (!is_float(v.ty) && !is_float(t)) {
        const char *op = tybits[v.ty] < tybits[t] ? (pick(g, 2) ? "sext" : "zext") : "trunc";
        printf("  %%v%d = %s %s %%v%d to %s\n", r.id, op, tyname[v.ty], v.id, tyname[t]);
    } else if (!is_float(v.ty) && t == BF16) {
        /* through float, spelt out: llc-19 converts an integer to bfloat
         * that way, rounding twice (i32 1094713345 gives 0x4E82, not the
         * nearest 0x4E83), where tnvcc rounds once; as two IR operations
         * both compilers must round twice */
        int m = g->next_id++;
        printf("  %%v%d = %s %s %%v%d to float\n", m, pick(g, 2) ? "sitofp" : "uitofp",
               tyname[v.ty], v.id);
        printf("  %%v%d = fptrunc float %%v%d to bfloat\n", r.id, m);
    } else if (!is_float(v.ty)) {
        printf("  %%v%d = %s %s %%v%d to %s\n", r.id, pick(g, 2) ? "sitofp" : "uitofp",
               tyname[v.ty], v.id, tyname[t]);
    } else if (!is_float(t)) {
        printf("  %%v%d = call %s @llvm.%s.sat.%s.%s(%s %%v%d)\n", r.id, tyname[t],
               pick(g, 2) ? "fptosi" : "fptoui", tyname[t], mangle(v.ty), tyname[v.ty], v.id);
    } else if ((v.ty == F16 && t == BF16) || (v.ty == BF16 && t == F16)) {
        /* no direct conversion between the two 16-bit formats: by float */
        int m = g->next_id++;
        printf("  %%v%d = fpext %s %%v%d to float\n", m, tyname[v.ty], v.id);
        printf("  %%v%d = fptrunc float %%v%d to %s\n", r.id, m, tyname[t]);
    } else {
        printf("  %%v%d = %s %s %%v%d to %s\n", r.id, tybits[t] > tybits[v.ty] ? "fpext" : "fptrunc",
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
    static const char *const m[NTY] = {"i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64"};
    return m[t];
}

/* A constant of integer type t, as an operand: small, large, negative,
 * powers of two and their neighbours (the immediates the selector folds,
 * and the divisors tnvcc turns into shifts and multiplications). */
static long long int_const(Gen *g, Ty t)
{
    static const long long pool[] = {0, 1, 2, 3, 5, 7, 8, 15, 16, 31, 32, 100, 127, 255, 256,
                                     1000, 4096, 65535, 65536, 0x7fffffff, -1, -2, -3, -7,
                                     -8, -16, -100, -128, -32768, 123456789};
    long long v = pick(g, 4) ? pool[pick(g, (int)(sizeof pool / sizeof *pool))]
                             : (long long)rnd(g);
    int bits = tybits[t];
    if (bits < 64) { /* wrap to the type, as a signed value */
        unsigned long long m = (1ull << bits) - 1, u = (unsigned long long)v & m;
        v = (u >> (bits - 1)) ? (long long)(u | ~m) : (long long)u;
    }
    return v;
}

/* A divisor constant: anything but 0 and -1 (INT_MIN / -1 is undefined). */
static long long div_const(Gen *g, Ty t)
{
    long long v;
    do
        v = int_const(g, t);
    while (v == 0 || v == -1);
    return v;
}

/* A positive divisor in [1, 127] made from v: (v & 127) | 1. */
static int divisor(Gen *g, Val v)
{
    int a = g->next_id++, b = g->next_id++;
    printf("  %%v%d = and %s %%v%d, 127\n", a, tyname[v.ty], v.id);
    printf("  %%v%d = or %s %%v%d, 1\n", b, tyname[v.ty], a);
    return b;
}

/* The text of operand b of an integer operation: a value, or (a third of
 * the time) a constant. */
static void int_operand(Gen *g, Ty t, Val b, char *buf, size_t n)
{
    if (pick(g, 3) == 0)
        snprintf(buf, n, "%lld", int_const(g, t));
    else
        snprintf(buf, n, "%%v%d", b.id);
}

static void int_op(Gen *g, Ty t)
{
    Val a = any_of(g, t), b = any_of(g, t);
    const char *ty = tyname[t];
    char bs[32];
    int k = pick(g, 20);
    if (k < 6) {
        static const char *const ops[] = {"add", "sub", "mul", "and", "or", "xor"};
        int_operand(g, t, b, bs, sizeof bs);
        Val r = fresh(g, t);
        if (pick(g, 4) == 0) /* constant first */
            printf("  %%v%d = %s %s %lld, %%v%d\n", r.id, ops[k], ty, int_const(g, t), a.id);
        else
            printf("  %%v%d = %s %s %%v%d, %s\n", r.id, ops[k], ty, a.id, bs);
    } else if (k < 9) {
        static const char *const ops[] = {"shl", "lshr", "ashr"};
        Val r;
        if (pick(g, 2)) {
            r = fresh(g, t);
            printf("  %%v%d = %s %s %%v%d, %d\n", r.id, ops[k - 6], ty, a.id,
                   pick(g, tybits[t]));
        } else {
            int m = g->next_id++;
            printf("  %%v%d = and %s %%v%d, %d\n", m, ty, b.id, tybits[t] - 1);
            r = fresh(g, t);
            printf("  %%v%d = %s %s %%v%d, %%v%d\n", r.id, ops[k - 6], ty, a.id, m);
        }
    } else if (k < 12) {
        static const char *const ops[] = {"udiv", "urem", "sdiv", "srem"};
        int j = pick(g, 4);
        const char *o = ops[j];
        if (pick(g, 2)) {
            Val r = fresh(g, t);
            printf("  %%v%d = %s %s %%v%d, %lld\n", r.id, o, ty, a.id, div_const(g, t));
        } else {
            int d = divisor(g, b);
            /* a third of the time the twin of the same operands first (a
             * remainder beside its division: ir/divrem.c pairs them) */
            if (pick(g, 3) == 0) {
                Val r0 = fresh(g, t);
                printf("  %%v%d = %s %s %%v%d, %%v%d\n", r0.id, ops[j ^ 1], ty, a.id, d);
            }
            Val r = fresh(g, t);
            printf("  %%v%d = %s %s %%v%d, %%v%d\n", r.id, o, ty, a.id, d);
        }
    } else if (k < 14) {
        static const char *const preds[] = {"eq", "ne", "ult", "ule", "ugt", "uge",
                                            "slt", "sle", "sgt", "sge"};
        int c = g->next_id++;
        int_operand(g, t, b, bs, sizeof bs);
        printf("  %%v%d = icmp %s %s %%v%d, %s\n", c, preds[pick(g, 10)], ty, a.id, bs);
        Val x = any_of(g, t);
        Val r = fresh(g, t);
        if (pick(g, 4) == 0) /* the i1 itself, widened */
            printf("  %%v%d = %s i1 %%v%d to %s\n", r.id, pick(g, 2) ? "zext" : "sext", c, ty);
        else if (pick(g, 3) == 0)
            printf("  %%v%d = select i1 %%v%d, %s %lld, %s %%v%d\n", r.id, c, ty,
                   int_const(g, t), ty, x.id);
        else
            printf("  %%v%d = select i1 %%v%d, %s %%v%d, %s %%v%d\n", r.id, c, ty, b.id, ty,
                   x.id);
    } else if (k < 16) {
        static const char *const fns[] = {"smin", "smax", "umin", "umax", "sadd.sat",
                                          "uadd.sat", "ssub.sat", "usub.sat"};
        int_operand(g, t, b, bs, sizeof bs);
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d, %s %s)\n", r.id, ty, fns[pick(g, 8)],
               mangle(t), ty, a.id, ty, bs);
    } else if (k < 18) {
        static const char *const fns[] = {"ctpop", "ctlz", "cttz", "abs", "bitreverse", "bswap"};
        int f = pick(g, t == I8 ? 5 : 6);
        Val r = fresh(g, t);
        if (f == 1 || f == 2 || f == 3)
            printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d, i1 false)\n", r.id, ty, fns[f],
                   mangle(t), ty, a.id);
        else
            printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d)\n", r.id, ty, fns[f], mangle(t), ty,
                   a.id);
    } else if (k < 19 && t == I64) {
        /* a widening multiply: (i64)(i32) x * C or * (i64)(i32) y, the
         * shapes of mul.wide.s32 / mul.wide.u32 */
        Val x = any_of(g, I32), y = any_of(g, I32);
        const char *ext = pick(g, 2) ? "sext" : "zext";
        int xe = g->next_id++, ye = g->next_id++;
        printf("  %%v%d = %s i32 %%v%d to i64\n", xe, ext, x.id);
        Val r;
        if (pick(g, 2)) {
            r = fresh(g, t);
            printf("  %%v%d = mul i64 %%v%d, %lld\n", r.id, xe, int_const(g, I32));
        } else {
            printf("  %%v%d = %s i32 %%v%d to i64\n", ye, ext, y.id);
            r = fresh(g, t);
            printf("  %%v%d = mul i64 %%v%d, %%v%d\n", r.id, xe, ye);
        }
    } else if (k < 19) {
        /* a multiply-add, single use: the shape of mad.lo, either order */
        Val c = any_of(g, t);
        int m = g->next_id++;
        printf("  %%v%d = mul %s %%v%d, %%v%d\n", m, ty, a.id, b.id);
        Val r = fresh(g, t);
        if (pick(g, 2))
            printf("  %%v%d = add %s %%v%d, %%v%d\n", r.id, ty, m, c.id);
        else
            printf("  %%v%d = add %s %%v%d, %%v%d\n", r.id, ty, c.id, m);
    } else {
        Val c = any_of(g, t);
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d, %s %%v%d, %s %%v%d)\n", r.id, ty,
               pick(g, 2) ? "fshl" : "fshr", mangle(t), ty, a.id, ty, b.id, ty, c.id);
    }
}

/* A floating-point constant of type t, as IR spells it: small and large
 * magnitudes, fractions, both signs, and a subnormal (for the flush-to-
 * zero forms).  float and double constants are written as the hex of a
 * double (exact), half as 0xH and bfloat as 0xR of their own bits. */
static void float_const(Gen *g, Ty t, char *buf, size_t n)
{
    static const double pool[] = {0.5, -2.5, 0.1, 3.0, 1e-3, -1e10, 0.0, -0.0, 1.0, 7.25,
                                  65504.0, 1e-6, -123.456, 1e30, 2.0, 0.333};
    double d = pool[pick(g, (int)(sizeof pool / sizeof *pool))];
    if (t == F32 || t == F64) {
        if (pick(g, 8) == 0) /* subnormal */
            d = t == F32 ? 1.0e-39 : 1.0e-310;
        if (t == F32)
            d = (double)(float)d;
        unsigned long long u;
        memcpy(&u, &d, 8);
        snprintf(buf, n, "0x%016llX", u);
        return;
    }
    /* 16-bit formats: from a float, by truncation of the mantissa
     * (bfloat) or by the half bits computed here for the values above */
    float f = (float)d;
    unsigned u32;
    memcpy(&u32, &f, 4);
    if (t == BF16) {
        snprintf(buf, n, "0xR%04X", u32 >> 16);
        return;
    }
    /* half: sign, exponent rebiased, 10 mantissa bits (truncated);
     * out of range values become the largest finite value */
    unsigned sign = (u32 >> 16) & 0x8000, exp = (u32 >> 23) & 0xff, man = u32 & 0x7fffff;
    unsigned h;
    if (exp == 0)
        h = sign;
    else if ((int)exp - 127 + 15 >= 31)
        h = sign | 0x7bff;
    else if ((int)exp - 127 + 15 <= 0)
        h = sign; /* too small for a normal half: zero */
    else
        h = sign | (unsigned)((int)exp - 127 + 15) << 10 | man >> 13;
    snprintf(buf, n, "0xH%04X", h);
}

static void float_operand(Gen *g, Ty t, Val b, char *buf, size_t n)
{
    if (pick(g, 3) == 0)
        float_const(g, t, buf, n);
    else
        snprintf(buf, n, "%%v%d", b.id);
}

/* A NaN's sign and payload are not specified by LLVM IR (LangRef,
 * "Floating-Point Semantics"): either compiler may produce any NaN.  So
 * a float is stored with every NaN replaced by one constant NaN, and the
 * sign source of copysign is never a NaN. */
static const char *const nan_bits[NTY] = {[F16] = "0xH7E00", [BF16] = "0xR7FC0",
                                          [F32] = "0x7FF8000000000000",
                                          [F64] = "0x7FF8000000000000"};

static Val not_nan(Gen *g, Val v, const char *instead)
{
    int c = g->next_id++;
    Val r = {v.ty, g->next_id++};
    printf("  %%v%d = fcmp uno %s %%v%d, %%v%d\n", c, tyname[v.ty], v.id, v.id);
    printf("  %%v%d = select i1 %%v%d, %s %s, %s %%v%d\n", r.id, c, tyname[v.ty], instead,
           tyname[v.ty], v.id);
    return r;
}

static void float_op(Gen *g, Ty t)
{
    Val a = any_of(g, t), b = any_of(g, t);
    const char *ty = tyname[t];
    char bs[40];
    int k = pick(g, 18);
    if (t == BF16 && (k == 3 || (k >= 7 && k < 10)))
        k = 0; /* bfloat: no division, rounding or square root (llc-19 has none for sm_80) */
    /* A fused multiply-add of a 16-bit format the target cannot do
     * natively (bfloat before sm_80, half before sm_53): llc-19 computes
     * it as an f32 fma and rounds again, which is not the single rounding
     * of llvm.fma (bfloat 1.25p61 * 1.140625p27 + 1.140625p27 gives
     * 0x6BB6; the nearest is 0x6BB7, which tnvcc's emulation gives), and a
     * contraction there is a choice each compiler makes its own way. */
    if ((k == 13 || k == 14) && ((t == BF16 && g->sm < 80) || (t == F16 && g->sm < 53)))
        k = 0;
    if (k < 4) {
        static const char *const ops[] = {"fadd", "fsub", "fmul", "fdiv"};
        float_operand(g, t, b, bs, sizeof bs);
        Val r = fresh(g, t);
        printf("  %%v%d = %s %s %%v%d, %s\n", r.id, ops[k], ty, a.id, bs);
    } else if (k < 5) {
        Val r = fresh(g, t);
        printf("  %%v%d = fneg %s %%v%d\n", r.id, ty, a.id);
    } else if (k < 7) {
        static const char *const preds[] = {"oeq", "one", "olt", "ole", "ogt", "oge",
                                            "ueq", "une", "ult", "ule", "ugt", "uge", "ord", "uno"};
        int c = g->next_id++;
        float_operand(g, t, b, bs, sizeof bs);
        printf("  %%v%d = fcmp %s %s %%v%d, %s\n", c, preds[pick(g, 14)], ty, a.id, bs);
        Val r = fresh(g, t);
        printf("  %%v%d = select i1 %%v%d, %s %%v%d, %s %%v%d\n", r.id, c, ty, a.id, ty, b.id);
    } else if (k < 10) {
        static const char *const fns[] = {"floor", "ceil", "trunc", "rint", "sqrt", "round"};
        int f = pick(g, 6);
        Val r = fresh(g, t);
        if (f == 4) { /* sqrt of |a|: a negative operand gives a NaN either way */
            int m = g->next_id++;
            printf("  %%v%d = call %s @llvm.fabs.%s(%s %%v%d)\n", m, ty, mangle(t), ty, a.id);
            printf("  %%v%d = call %s @llvm.sqrt.%s(%s %%v%d)\n", r.id, ty, mangle(t), ty, m);
        } else {
            printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d)\n", r.id, ty, fns[f], mangle(t), ty,
                   a.id);
        }
    } else if (k < 12) {
        static const char *const fns[] = {"minnum", "maxnum", "copysign", "minimum", "maximum"};
        int f = pick(g, 5);
        if (f == 2) { /* the sign of a NaN is not specified: no NaN as the sign source */
            char one[40];
            float_const(g, t, one, sizeof one);
            b = not_nan(g, b, one);
        }
        float_operand(g, t, b, bs, sizeof bs);
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.%s.%s(%s %%v%d, %s %s)\n", r.id, ty, fns[f], mangle(t),
               ty, a.id, ty, bs);
    } else if (k < 13) {
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.fabs.%s(%s %%v%d)\n", r.id, ty, mangle(t), ty, a.id);
    } else if (k < 14) {
        Val c = any_of(g, t);
        Val r = fresh(g, t);
        printf("  %%v%d = call %s @llvm.fma.%s(%s %%v%d, %s %%v%d, %s %%v%d)\n", r.id, ty,
               mangle(t), ty, a.id, ty, b.id, ty, c.id);
    } else if (k < 15) {
        /* an fmul whose only use is an fadd or fsub, both `contract`: the
         * pair may become one fma, in every operand order.  Contraction is
         * allowed, not required, so both compilers must see the same
         * chance: the multiplier is a constant no other operation uses
         * (1 + k/128), or llc-19 could merge this fmul with an equal one
         * without `contract` and then not fuse. */
        Val c = any_of(g, t);
        int m = g->next_id++;
        char mul[40];
        double d = 1.0 + (1 + pick(g, 96)) / 128.0;
        if (t == F16)
            snprintf(mul, sizeof mul, "0xH%04X", 0x3c00 + (unsigned)((d - 1.0) * 1024));
        else if (t == BF16)
            snprintf(mul, sizeof mul, "0xR%04X", 0x3f80 + (unsigned)((d - 1.0) * 128));
        else {
            unsigned long long u;
            memcpy(&u, &d, 8);
            snprintf(mul, sizeof mul, "0x%016llX", u);
        }
        if (pick(g, 2)) { /* a register multiplier: b plus that constant, used only here */
            int u = g->next_id++;
            printf("  %%v%d = fadd %s %%v%d, %s\n", u, ty, b.id, mul);
            snprintf(mul, sizeof mul, "%%v%d", u);
        }
        printf("  %%v%d = fmul contract %s %%v%d, %s\n", m, ty, a.id, mul);
        Val r = fresh(g, t);
        const char *op = pick(g, 2) ? "fadd" : "fsub";
        if (pick(g, 2))
            printf("  %%v%d = %s contract %s %%v%d, %%v%d\n", r.id, op, ty, m, c.id);
        else
            printf("  %%v%d = %s contract %s %%v%d, %%v%d\n", r.id, op, ty, c.id, m);
    } else if (t == F32 || t == F64) {
        /* NVVM's rounding- and flush-controlled forms */
        static const char *const f32[] = {"div.rn.f", "div.rz.f", "div.rm.f", "div.rp.f",
                                          "add.rn.ftz.f", "mul.rn.ftz.f", "add.rz.f", "mul.rp.f",
                                          "fma.rn.ftz.f", "fma.rz.f"};
        static const char *const f64[] = {"div.rn.d", "div.rz.d", "add.rm.d", "mul.rp.d",
                                          "fma.rn.d"};
        const char *fn = t == F32 ? f32[pick(g, 10)] : f64[pick(g, 5)];
        if (strstr(fn, "ftz") && pick(g, 2)) /* a subnormal, for the flush to show */
            snprintf(bs, sizeof bs, "0x%016llX", pick(g, 2) ? 0x37D5C73000000000ull
                                                              : 0xB7C5C73000000000ull);
        else
            float_operand(g, t, b, bs, sizeof bs);
        Val c = any_of(g, t); /* before r exists: r must not be its own operand */
        Val r = fresh(g, t);
        if (!strncmp(fn, "fma", 3)) {
            printf("  %%v%d = call %s @llvm.nvvm.%s(%s %%v%d, %s %s, %s %%v%d)\n", r.id, ty, fn,
                   ty, a.id, ty, bs, ty, c.id);
        } else {
            printf("  %%v%d = call %s @llvm.nvvm.%s(%s %%v%d, %s %s)\n", r.id, ty, fn, ty, a.id,
                   ty, bs);
        }
    } else {
        Val r = fresh(g, t);
        printf("  %%v%d = fadd %s %%v%d, %%v%d\n", r.id, ty, a.id, b.id);
    }
}

/* A warp shuffle, only where every thread of the warp is active (not in a
 * diamond's arm): llvm.nvvm.shfl.sync.{down,up,bfly,idx} of an i32 or
 * float with the full mask. */
static void shuffle(Gen *g)
{
    static const char *const kinds[] = {"down", "up", "bfly", "idx"};
    int k = pick(g, 4);
    Ty t = pick(g, 2) ? I32 : F32;
    Val a = any_of(g, t);
    int lane = 1 + pick(g, 16);
    Val r = fresh(g, t);
    printf("  %%v%d = call %s @llvm.nvvm.shfl.sync.%s.%s(i32 -1, %s %%v%d, i32 %d, i32 %d)\n",
           r.id, tyname[t], kinds[k], t == I32 ? "i32" : "f32", tyname[t], a.id, lane,
           k == 1 ? 0 : 31);
}

/* Local memory: the kernel's [16 x i64] alloca %locg (zeroed at entry),
 * written and read at in-bounds, aligned slots, through its generic
 * address or its local one (%loc5, an addrspacecast of it). */
static void local_op(Gen *g)
{
    Ty t = (Ty)pick(g, NTY);
    int size = tybits[t] / 8;
    int slot = pick(g, 128 / size) * size;
    int p = g->next_id++;
    const char *base = pick(g, 2) ? "%locg" : "%loc5";
    const char *as = base[4] == 'g' ? "" : " addrspace(5)";
    printf("  %%v%d = getelementptr i8, ptr%s %s, i64 %d\n", p, as, base, slot);
    if (pick(g, 2)) {
        Val v = any_of(g, t);
        printf("  store %s %%v%d, ptr%s %%v%d, align %d\n", tyname[t], v.id, as, p, size);
    } else {
        Val r = fresh(g, t);
        printf("  %%v%d = load %s, ptr%s %%v%d, align %d\n", r.id, tyname[t], as, p, size);
    }
}

/* Local variables as front ends that leave optimisation to the back end
 * write them (Numba, MLIR, clang -O0): allocas of the entry block,
 * initialised there, then stored and loaded whole or field by field
 * anywhere -- in the arms of diamonds and in loops too, so that tnvcc's
 * mem2reg (and llc's SROA) must place phis.  %var.s is
 * { i32, [2 x i64], double }. */
static const Ty var_tys[] = {I32, I64, F64};

static void var_op(Gen *g)
{
    int k = pick(g, 6);
    if (k < 2) { /* a scalar variable, whole */
        Ty t = var_tys[pick(g, 3)];
        if (k == 0) {
            Val v = any_of(g, t);
            printf("  store %s %%v%d, ptr %%var.%s, align %d\n", tyname[t], v.id, tyname[t],
                   tybits[t] / 8);
        } else {
            Val r = fresh(g, t);
            printf("  %%v%d = load %s, ptr %%var.%s, align %d\n", r.id, tyname[t], tyname[t],
                   tybits[t] / 8);
        }
        return;
    }
    /* a field of %var.s: 0 (i32), 1.0 or 1.1 (i64), 2 (double) */
    int f = pick(g, 4);
    Ty t = f == 0 ? I32 : f == 3 ? F64 : I64;
    char path[32];
    snprintf(path, sizeof path, f == 0 ? "i32 0" : f == 3 ? "i32 2" : "i32 1, i32 %d", f - 1);
    if (k < 4) {
        int p = g->next_id++;
        printf("  %%v%d = getelementptr { i32, [2 x i64], double }, ptr %%var.s, i32 0, %s\n", p,
               path);
        if (k == 2) {
            Val v = any_of(g, t);
            printf("  store %s %%v%d, ptr %%v%d, align %d\n", tyname[t], v.id, p, tybits[t] / 8);
        } else {
            Val r = fresh(g, t);
            printf("  %%v%d = load %s, ptr %%v%d, align %d\n", r.id, tyname[t], p, tybits[t] / 8);
        }
    } else if (k == 4) { /* the whole struct, then one field of it */
        int w = g->next_id++;
        printf("  %%v%d = load { i32, [2 x i64], double }, ptr %%var.s, align 8\n", w);
        Val r = fresh(g, t);
        printf("  %%v%d = extractvalue { i32, [2 x i64], double } %%v%d, %s\n", r.id, w,
               f == 0 ? "0" : f == 3 ? "2" : f == 1 ? "1, 0" : "1, 1");
    } else { /* the whole struct, rebuilt with one field replaced */
        int w = g->next_id++, x = g->next_id++;
        Val v = any_of(g, t);
        printf("  %%v%d = load { i32, [2 x i64], double }, ptr %%var.s, align 8\n", w);
        printf("  %%v%d = insertvalue { i32, [2 x i64], double } %%v%d, %s %%v%d, %s\n", x, w,
               tyname[t], v.id, f == 0 ? "0" : f == 3 ? "2" : f == 1 ? "1, 0" : "1, 1");
        printf("  store { i32, [2 x i64], double } %%v%d, ptr %%var.s, align 8\n", x);
    }
}

/* Shared memory, only where the whole block is active: every thread
 * writes its word of @sh, the block synchronizes, and each reads the word
 * of a neighbour (tid ^ k), then synchronizes again before the next
 * exchange may overwrite it. */
static void shared_exchange(Gen *g)
{
    Val v = any_of(g, I32);
    int p = g->next_id++, q = g->next_id++, x = g->next_id++, x64 = g->next_id++;
    printf("  %%v%d = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %%tid\n", p);
    printf("  store i32 %%v%d, ptr addrspace(3) %%v%d, align 4\n", v.id, p);
    printf("  call void @llvm.nvvm.barrier0()\n");
    printf("  %%v%d = xor i32 %%tid, %d\n", x, 1 + pick(g, 31));
    printf("  %%v%d = and i32 %%v%d, 63\n", x64, x);
    printf("  %%v%d = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %%v%d\n", q,
           x64);
    Val r = fresh(g, I32);
    printf("  %%v%d = load i32, ptr addrspace(3) %%v%d, align 4\n", r.id, q);
    printf("  call void @llvm.nvvm.barrier0()\n");
}

static void op(Gen *g)
{
    int k = pick(g, 12);
    if (k == 0) {
        local_op(g);
        return;
    }
    if (k <= 2) { /* often enough that the arms of a diamond share variables */
        var_op(g);
        return;
    }
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
    Val ai = any_of(g, I32), af = any_of(g, F64), inv = any_of(g, I32);
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
    /* k * inv and (k + c) * inv, inv from before the loop: ir/lsr.c
     * makes them adds of a second counter; their sum joins the i32 one */
    int s1 = g->next_id++, p1 = g->next_id++, p2 = g->next_id++, q = g->next_id++, ni2 = g->next_id++;
    printf("  %%v%d = add i32 %%v%d, %lld\n", s1, k, int_const(g, I32));
    printf("  %%v%d = mul i32 %%v%d, %%v%d\n", p1, k, inv.id);
    printf("  %%v%d = mul i32 %%v%d, %%v%d\n", p2, inv.id, s1);
    printf("  %%v%d = xor i32 %%v%d, %%v%d\n", q, p1, p2);
    printf("  %%v%d = add i32 %%v%d, %%v%d\n", ni2, ni.id, q);
    printf("  %%v%d = add i32 %%v%d, %%v%d\n", ki2, ki, ni2);
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
    if (is_float(v.ty))
        v = not_nan(g, v, nan_bits[v.ty]);
    g->out_off = (g->out_off + size - 1) / size * size;
    if (g->out_off + size > OUT_SLOT)
        return;
    int p = g->next_id++;
    printf("  %%v%d = getelementptr i8, ptr addrspace(1) %%outp, i64 %d\n", p, g->out_off);
    printf("  store %s %%v%d, ptr addrspace(1) %%v%d, align %d\n", tyname[v.ty], v.id, p, size);
    g->out_off += size;
}

/* Every value still in scope goes into one 64-bit hash (x ^ v, then
 * times an odd constant), stored at the end of the slot: a wrong value
 * that was not among the stored ones still changes the output. */
static void hash_all(Gen *g, int upto)
{
    int h = g->next_id++;
    printf("  %%v%d = add i64 0, 1469598103934665603\n", h);
    for (int i = 0; i < upto; i++) {
        Val v = g->vals[i];
        int bits = v.id, w = g->next_id++, x = g->next_id++, m = g->next_id++;
        char iname[8];
        snprintf(iname, sizeof iname, "i%d", tybits[v.ty]);
        if (is_float(v.ty)) {
            Val c = not_nan(g, v, nan_bits[v.ty]);
            bits = g->next_id++;
            printf("  %%v%d = bitcast %s %%v%d to %s\n", bits, tyname[v.ty], c.id, iname);
        }
        if (tybits[v.ty] < 64)
            printf("  %%v%d = zext %s %%v%d to i64\n", w, iname, bits);
        else
            printf("  %%v%d = add i64 %%v%d, 0\n", w, bits);
        printf("  %%v%d = xor i64 %%v%d, %%v%d\n", x, h, w);
        printf("  %%v%d = mul i64 %%v%d, 1099511628211\n", m, x);
        h = m;
    }
    int p = g->next_id++;
    printf("  %%v%d = getelementptr i8, ptr addrspace(1) %%outp, i64 %d\n", p, OUT_SLOT - 8);
    printf("  store i64 %%v%d, ptr addrspace(1) %%v%d, align 8\n", h, p);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: irgen SEED [SIZE [SM]]\n");
        return 2;
    }
    Gen g = {.rng = strtoull(argv[1], NULL, 10) * 0x9E3779B97F4A7C15ull + 1};
    int size = argc > 2 ? atoi(argv[2]) : 40;
    g.sm = argc > 3 ? atoi(argv[3]) : 80;
    printf("; irgen %s %d\n", argv[1], size);
    /* the pointer parameters: global (as most producers write them), or
     * generic (as clang does: tnvcc and llc then infer the space) */
    int generic = pick(&g, 2);
    printf("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
           "target triple = \"nvptx64-nvidia-cuda\"\n\n"
           "@sh = internal addrspace(3) global [64 x i32] undef, align 4\n\n");
    /* %in read-only and unaliased half of the time: both compilers may
     * then read it through the non-coherent cache (ld.global.nc) */
    const char *in_attrs = pick(&g, 2) ? "noalias readonly " : "";
    if (generic)
        printf("define ptx_kernel void @k(ptr %s%%in.g, ptr %%out.g, i32 %%n) {\n"
               "entry:\n"
               "  %%in = addrspacecast ptr %%in.g to ptr addrspace(1)\n"
               "  %%out = addrspacecast ptr %%out.g to ptr addrspace(1)\n", in_attrs);
    else
        printf("define ptx_kernel void @k(ptr addrspace(1) %s%%in, ptr addrspace(1) %%out, i32 %%n) {\n"
               "entry:\n", in_attrs);
    printf("  %%locg = alloca [16 x i64], align 8\n"
           "  %%loc5 = addrspacecast ptr %%locg to ptr addrspace(5)\n"
           "  call void @llvm.memset.p0.i64(ptr align 8 %%locg, i8 0, i64 128, i1 false)\n"
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
    /* the local variables (var_op), initialised from the inputs */
    printf("  %%var.i32 = alloca i32, align 4\n"
           "  %%var.i64 = alloca i64, align 8\n"
           "  %%var.double = alloca double, align 8\n"
           "  %%var.s = alloca { i32, [2 x i64], double }, align 8\n"
           "  store i32 %%v%d, ptr %%var.i32, align 4\n"
           "  store i64 %%v%d, ptr %%var.i64, align 8\n"
           "  store double 2.5, ptr %%var.double, align 8\n"
           "  store { i32, [2 x i64], double } zeroinitializer, ptr %%var.s, align 8\n",
           g.vals[2].id, g.vals[0].id);
    /* floats with fractions (integers converted are whole numbers, on
     * which floor and ceil, or the rounding modes, would agree) */
    Val f = convert(&g, g.vals[2], F32), d = convert(&g, g.vals[0], F64);
    Val fq = fresh(&g, F32), dq = fresh(&g, F64);
    printf("  %%v%d = fdiv float %%v%d, 7.0\n", fq.id, f.id);
    printf("  %%v%d = fmul double %%v%d, 0x3FD7AE147AE147AE\n", dq.id, d.id);
    g.nlabel = 0;
    for (int i = 0; i < size; i++) {
        int k = pick(&g, 20);
        if (k == 0)
            diamond(&g, 1 + pick(&g, 4));
        else if (k == 1)
            loop(&g, 1 + pick(&g, 4));
        else if (k == 2)
            shuffle(&g);
        else if (k == 3)
            shared_exchange(&g);
        else
            op(&g);
    }
    /* store the last values made, newest first, until the slot is full
     * but for the hash of all of them at its end */
    int stored_from = g.nvals;
    for (int i = g.nvals - 1; i >= 0 && g.out_off < OUT_SLOT - 24; i--) {
        store(&g, g.vals[i]);
        stored_from = i;
    }
    hash_all(&g, stored_from);
    printf("  ret void\n}\n\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
           "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
           "declare void @llvm.nvvm.barrier0()\n");
    return 0;
}
