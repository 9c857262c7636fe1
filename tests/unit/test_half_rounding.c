/*
 * tests/unit/test_half_rounding.c -- the arithmetic behind the f32
 * fallbacks of half and bfloat (isel/select/nvptx.md, "half and bfloat").
 *
 * The fallbacks rest on claims about rounding; this file checks them on
 * the CPU, with the same steps as the PTX sequences, against exactly
 * rounded results (computed in binary128, which holds every product and
 * sum of the operands used here exactly):
 *   - one f32 operation then one rounding to half or bfloat is exact for
 *     add, mul and div (p' = 24 >= 2p + 2);
 *   - for fma it is not (the naive sequence is wrong on a known input),
 *     and rounding to odd in f32 first (fma.rz, plus the last bit when
 *     fma.rm and fma.rp differ) makes it exact;
 *   - the sm_75 round-to-nearest-even of f32 bits to bfloat (add 0x7fff
 *     plus the lowest kept bit, quiet NaN) is cvt.rn.bf16.f32;
 *   - integers and doubles reach bfloat exactly through f32 rounded to
 *     odd (cvt.rz, plus the last bit when inexact), but not through f32
 *     rounded to nearest (2^24 + 2^16 + 1).
 * The CPU's rounding modes stand in for PTX's .rz/.rm/.rp; a helper that
 * the compiler cannot fold keeps them apart.
 */
#include <criterion/criterion.h>
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

typedef __float128 quad; /* exact enough: see the header */

static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float bitsf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static float bf2f(uint16_t b) { return bitsf((uint32_t)b << 16); }
static float h2f(uint16_t h) { _Float16 x; memcpy(&x, &h, 2); return (float)x; }
static uint16_t q2h(quad q) { _Float16 x = (_Float16)q; uint16_t h; memcpy(&h, &x, 2); return h; }

/* fmaf under one rounding mode, kept out of the optimizer's reach. */
__attribute__((noinline)) static float fma_mode(float a, float b, float c, int mode)
{
    volatile float va = a, vb = b, vc = c;
    fesetround(mode);
    volatile float r = fmaf(va, vb, vc);
    fesetround(FE_TONEAREST);
    return r;
}

/* The fallback: fma rounded to odd in f32. */
static float fma_odd(float a, float b, float c)
{
    float z = fma_mode(a, b, c, FE_TOWARDZERO);
    float m = fma_mode(a, b, c, FE_DOWNWARD), p = fma_mode(a, b, c, FE_UPWARD);
    return m != p ? bitsf(fbits(z) | 1) : z; /* setp.ne.f32: NaN is "exact" */
}

/* The sm_75 sequence: f32 bits to bfloat, to nearest even, NaN quiet. */
static uint16_t rne_bf16(float f)
{
    uint32_t u = fbits(f);
    uint32_t r = isnan(f) ? (u | 0x400000) : u + ((u >> 16) & 1) + 0x7fff;
    return (uint16_t)(r >> 16);
}

/* The bfloat nearest to exact x, ties to even: by bisection over the
 * (monotonic) magnitudes of the bfloat patterns. */
static uint16_t exact_bf16(quad x)
{
    uint16_t sign = x < 0 || (x == 0 && 1 / (double)x < 0) ? 0x8000 : 0;
    quad a = x < 0 ? -x : x;
    uint32_t lo = 0, hi = 0x7f80;
    if (a >= (quad)bf2f(0x7f7f) + (quad)ldexp(1.0, 119)) /* max + ulp/2 */
        return sign | 0x7f80;
    while (hi - lo > 1) {
        uint32_t mid = (lo + hi) / 2;
        if ((quad)bf2f((uint16_t)mid) <= a)
            lo = mid;
        else
            hi = mid;
    }
    quad dl = a - (quad)bf2f((uint16_t)lo), dh = (quad)bf2f((uint16_t)hi) - a;
    return sign | (uint16_t)(dl < dh || (dl == dh && !(lo & 1)) ? lo : hi);
}

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

/* A finite half, or a bfloat with a moderate exponent (so that products
 * and sums stay exact in binary128). */
static uint16_t any_half(void)
{
    uint16_t h;
    do h = (uint16_t)next(); while ((h & 0x7c00) == 0x7c00);
    return h;
}

static uint16_t some_bf16(void)
{
    unsigned e = 127 - 30 + (unsigned)(next() % 61);
    return (uint16_t)((next() & 1) << 15 | e << 7 | (next() & 0x7f));
}

enum { SAMPLES = 200000 };

Test(half_rounding, one_f32_op_then_one_rounding_is_exact)
{
    for (int i = 0; i < SAMPLES; i++) {
        uint16_t a = any_half(), b = any_half();
        float fa = h2f(a), fb = h2f(b);
        cr_assert_eq(q2h((quad)(fa + fb)), q2h((quad)fa + (quad)fb), "%04x + %04x", a, b);
        cr_assert_eq(q2h((quad)(fa * fb)), q2h((quad)fa * (quad)fb), "%04x * %04x", a, b);
        if (fb != 0)
            cr_assert_eq(q2h((quad)(fa / fb)), q2h((quad)fa / (quad)fb), "%04x / %04x", a, b);
        uint16_t c = some_bf16(), d = some_bf16();
        float fc = bf2f(c), fd = bf2f(d);
        cr_assert_eq(rne_bf16(fc + fd), exact_bf16((quad)fc + (quad)fd), "%04x + %04x", c, d);
        cr_assert_eq(rne_bf16(fc * fd), exact_bf16((quad)fc * (quad)fd), "%04x * %04x", c, d);
    }
}

Test(half_rounding, fma_needs_round_to_odd)
{
    /* (2^-11)(1 - 2^-10)(1 + 2^-10) + (1 + 2^-10) = 1 + 2^-10 + 2^-11 - 2^-31:
     * to nearest in f32 it is the tie 1 + 2^-10 + 2^-11, which rounds up to
     * 1 + 2^-9 in half; the exact value rounds down to 1 + 2^-10. */
    float a = ldexpf(1.0f - 0x1p-10f, -11), b = 1.0f + 0x1p-10f, c = 1.0f + 0x1p-10f;
    quad exact = (quad)a * (quad)b + (quad)c;
    cr_assert_neq(q2h((quad)fmaf(a, b, c)), q2h(exact), "the naive way should fail here");
    cr_assert_eq(q2h((quad)fma_odd(a, b, c)), q2h(exact));
    for (int i = 0; i < SAMPLES; i++) {
        float x = h2f(any_half()), y = h2f(any_half()), z = h2f(any_half());
        quad e = (quad)x * (quad)y + (quad)z;
        if (e != e)
            continue; /* inf - inf: any NaN */
        cr_assert_eq(q2h((quad)fma_odd(x, y, z)), q2h(e), "%a * %a + %a", x, y, z);
        uint16_t u = some_bf16(), v = some_bf16(), w = some_bf16();
        e = (quad)bf2f(u) * (quad)bf2f(v) + (quad)bf2f(w);
        cr_assert_eq(rne_bf16(fma_odd(bf2f(u), bf2f(v), bf2f(w))), exact_bf16(e),
                     "bf16 %04x * %04x + %04x", u, v, w);
    }
}

Test(half_rounding, rne_sequence_is_cvt_rn_bf16)
{
    for (uint64_t u = 0; u <= 0xffffffffu; u += 0x10001) { /* every sign/exponent */
        for (uint32_t low = 0x7ffe; low <= 0x8002; low++) {  /* ties and neighbours */
            float f = bitsf((uint32_t)((u & 0xffff0000u) | low));
            if (isnan(f)) {
                uint16_t r = rne_bf16(f);
                cr_assert((r & 0x7f80) == 0x7f80 && (r & 0x7f), "NaN %08x", fbits(f));
                continue;
            }
            cr_assert_eq(rne_bf16(f), exact_bf16((quad)f), "%08x", fbits(f));
        }
    }
}

/* cvt.rz.f32.s64, back with cvt.rzi.s64.f32, last bit if they differ. */
static uint16_t int_to_bf16(int64_t v)
{
    fesetround(FE_TOWARDZERO);
    volatile float z = (float)v;
    fesetround(FE_TONEAREST);
    return rne_bf16((int64_t)z == v ? z : bitsf(fbits(z) | 1));
}

Test(half_rounding, integers_and_doubles_through_odd)
{
    int64_t v = (1 << 24) + (1 << 16) + 1;
    cr_assert_eq(exact_bf16((quad)v), 0x4b81);
    cr_assert_eq(rne_bf16((float)v), 0x4b80, "two roundings to nearest should fail here");
    cr_assert_eq(int_to_bf16(v), 0x4b81);
    for (int i = 0; i < SAMPLES; i++) {
        int64_t x = (int64_t)next() >> (next() % 63);
        cr_assert_eq(int_to_bf16(x), exact_bf16((quad)x), "%lld", (long long)x);
        double d = ldexp((double)(int64_t)next(), -(int)(next() % 120));
        fesetround(FE_TOWARDZERO);
        volatile float z = (float)d;
        fesetround(FE_TONEAREST);
        float odd = (double)z == d ? z : bitsf(fbits(z) | 1);
        cr_assert_eq(rne_bf16(odd), exact_bf16((quad)d), "%a", d);
    }
}
