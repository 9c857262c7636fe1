/*
 * isel/dag/divconst.c -- integer division and remainder by a constant as
 * multiplications and shifts (pass "div-const").
 *
 * PTX's div and rem on integers are not one instruction.  div.u64 /
 * div.s64 / rem.u64 / rem.s64 are ptxas subroutines of 70 to 100 SASS
 * instructions; div.u16 / div.s16 another (about 30); and for div.u32 by
 * a constant ptxas writes an inline sequence, but a longer one than the
 * multiplication below: four i32 divisions by 7, 10, 1000 and 12345 came
 * to 80 SASS instructions as div.u32 (96 as div.s32) against llc-19's 40
 * (`ptxas -O3`, sm_80), and one unsigned division of an i32 by 32 to 32
 * against 24.  Dividing by a constant d needs none of that: with a
 * "magic" multiplier m (about 2^W / d, W the width) the quotient is the
 * high half of a W x W-bit product plus a fix-up and a shift, as LLVM's
 * DAG combiner does.  The forms are those of Granlund and Montgomery,
 * "Division by Invariant Integers using Multiplication" (PLDI 1994), one
 * each, valid for every dividend (no case analysis on d beyond what is
 * excluded below), for W = 32 and W = 64 alike:
 *
 *   unsigned, where some m = ceil(2^(W+s) / d) < 2^W is close enough
 *   (udiv_no_add): q = mulhi.u(m, n) >> s; for an even d = d' 2^z, the
 *   same for d' on n >> z, where that exists; else, with l = ceil(log2 d)
 *   and m = floor(2^W (2^l - d) / d) + 1:
 *       t = mulhi.u(m, n);   q = (t + ((n - t) >> 1)) >> (l - 1)
 *   signed, with the multiplier m and post-shift s of their
 *   CHOOSE_MULTIPLIER (sdiv_const): q = (mulhi.s(m, n) >>s s) -
 *   (n >>s (W-1)) when m < 2^(W-1), else with m - 2^W (negative):
 *       q = ((n + mulhi.s(m - 2^W, n)) >>s s) - (n >>s (W-1)),
 *   negated if d < 0
 *   remainder: n - q * d (exact; the sign of n for srem).
 *
 * A power of two is cheaper still: an unsigned division is a shift and
 * an unsigned remainder a mask (udiv_pow2); a signed division by +-2^k is
 * shifts after a bias that rounds negative dividends toward zero
 * (sdiv_pow2).  A 16-bit division by a constant is done in 32 bits
 * (div16_const).  A division by 1 is n and a remainder 0; sdiv by -1 is
 * 0 - n (INT_MIN / -1 is undefined in the IR, so wrapping is as good as
 * any answer) and srem 0.  An optimiser would have removed those, but
 * unoptimised producers leave them -- Numba's `range` divides by its
 * step, 1 once mem2reg has found the constant -- and div.s64 by 1 is
 * still ptxas's subroutine.  Left alone (NULL, so div/rem as written):
 * d = 0 (undefined), and a signed division by INT_MIN of the width (its
 * magnitude is not a positive number of the width; the quotient is
 * n == INT_MIN).
 * The unsigned multiplication form needs l >= 2, which d not a power of
 * two and d > 2 guarantees.
 */
#include "isel/isel.h"

static bool is_pow2(uint64_t v) { return v && !(v & (v - 1)); }

/* ceil(log2 d) for d >= 1. */
static int ceil_log2(uint64_t d)
{
    int l = 0;
    while (l < 64 && (d > (UINT64_C(1) << l)))
        l++;
    return l;
}

static int vt_width(Vt vt) { return vt == VT_I64 ? 64 : 32; }

/* A constant of the width: dag_const keeps an i32 sign-extended, so a
 * magic number above 2^31 prints as the negative number PTX reads back
 * as the same 32 bits. */
static DagNode *kv(IselCtx *c, Vt vt, uint64_t v) { return dag_const(c, vt, (int64_t)v); }
static DagNode *k32(IselCtx *c, int v) { return dag_const(c, VT_I32, v); }

static DagNode *op2(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b)
{
    return dag_node2(c, op, vt, a, b);
}

/* The cheaper unsigned form, where it exists: q = mulhi.u(m, n) >> s for
 * the smallest s with m = ceil(2^(W+s) / d) below 2^W and
 * m d - 2^(W+s) <= 2^(W+s-N), Granlund and Montgomery's condition for an
 * exact quotient of every n below 2^N (N = W: every W-bit n; fewer bits
 * when n was shifted right first, as udiv_const does for an even d).
 * W + s stays below 128. */
static bool udiv_no_add(uint64_t d, int l, int w, int nbits, uint64_t *m, int *s)
{
    for (*s = 0; *s <= l && *s < w; (*s)++) {
        unsigned __int128 p = (unsigned __int128)1 << (w + *s);
        unsigned __int128 mm = (p + d - 1) / d;
        if (!(mm >> w) && mm * d - p <= ((unsigned __int128)1 << (*s + w - nbits))) {
            *m = (uint64_t)mm;
            return true;
        }
    }
    return false;
}

static DagNode *udiv_const(IselCtx *c, Vt vt, DagNode *n, uint64_t d)
{
    int w = vt_width(vt), l = ceil_log2(d), s;
    uint64_t mm;
    if (udiv_no_add(d, l, w, w, &mm, &s)) {
        DagNode *t = op2(c, DOP_MULHU, vt, n, kv(c, vt, mm));
        return s ? op2(c, DOP_SRL, vt, t, k32(c, s)) : t;
    }
    /* An even d = d' 2^z: n / d = (n >> z) / d', and n >> z has only
     * W - z bits, so a multiplier for d' may need no fix-up where one
     * for d does (LLVM's "even divisor" step): u64 division by 1000 is a
     * shift, a mulhi and a shift instead of mulhi, sub, shift, add and
     * shift. */
    int z = 0;
    while (!((d >> z) & 1))
        z++;
    if (z && udiv_no_add(d >> z, ceil_log2(d >> z), w, w - z, &mm, &s)) {
        DagNode *t = op2(c, DOP_MULHU, vt, op2(c, DOP_SRL, vt, n, k32(c, z)), kv(c, vt, mm));
        return s ? op2(c, DOP_SRL, vt, t, k32(c, s)) : t;
    }
    unsigned __int128 num = ((unsigned __int128)1 << w) * (((unsigned __int128)1 << l) - d);
    uint64_t m = (uint64_t)(num / d) + 1;
    DagNode *t = op2(c, DOP_MULHU, vt, n, kv(c, vt, m));
    DagNode *half = op2(c, DOP_SRL, vt, op2(c, DOP_SUB, vt, n, t), k32(c, 1));
    return op2(c, DOP_SRL, vt, op2(c, DOP_ADD, vt, t, half), k32(c, l - 1));
}

/* Signed: Granlund and Montgomery's CHOOSE_MULTIPLIER with W-1 bits of
 * precision picks the smallest post-shift s whose multiplier still gives
 * every quotient; when that m is below 2^(W-1) it is a positive number of
 * the width and q = (mulhi.s(m, n) >>s s) - (n >>s (W-1)) needs no
 * add (sdiv by 3: mulhi.s(n, 0x55555556) minus n's sign, as llc writes
 * it); otherwise m - 2^W is negative and n is added back after the
 * multiplication. */
static DagNode *sdiv_const(IselCtx *c, Vt vt, DagNode *n, int64_t d)
{
    int w = vt_width(vt);
    uint64_t ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
    int l = ceil_log2(ad), s = l;
    unsigned __int128 top = (unsigned __int128)1 << (w + l);
    unsigned __int128 lo = top / ad, hi = (top + ((unsigned __int128)1 << (l + 1))) / ad;
    while (lo / 2 < hi / 2 && s > 0)
        lo /= 2, hi /= 2, s--;
    DagNode *t;
    if (hi < ((unsigned __int128)1 << (w - 1)))
        t = op2(c, DOP_MULHS, vt, n, kv(c, vt, (uint64_t)hi));
    else /* hi - 2^W: the low W bits, read as a negative number */
        t = op2(c, DOP_ADD, vt, n, op2(c, DOP_MULHS, vt, n, kv(c, vt, (uint64_t)hi)));
    DagNode *q = s ? op2(c, DOP_SRA, vt, t, k32(c, s)) : t;
    q = op2(c, DOP_SUB, vt, q, op2(c, DOP_SRA, vt, n, k32(c, w - 1)));
    return d < 0 ? op2(c, DOP_SUB, vt, kv(c, vt, 0), q) : q;
}

static int log2_exact(uint64_t v)
{
    int k = 0;
    while (v > 1)
        v >>= 1, k++;
    return k;
}

/* Signed division by +-2^k (0 < k < W-1): shifting rounds toward minus
 * infinity, so a negative n first gets 2^k - 1 added (the sign's top k
 * bits, shifted down), which makes it round toward zero as sdiv does.
 * (For 32 bits ptxas's own sequence for div.s32 by a power of two was
 * longer too: a warp index, tid / 32, came out 16 SASS instructions
 * shorter as shifts, as llc writes it.) */
static DagNode *sdiv_pow2(IselCtx *c, Vt vt, DagNode *n, int64_t d, int k)
{
    int w = vt_width(vt);
    /* For k = 1 the bias is the sign bit itself: n >> (W-1), unsigned
     * (n / 2, as llc writes it: one shift fewer). */
    DagNode *bias = k == 1 ? op2(c, DOP_SRL, vt, n, k32(c, w - 1))
                           : op2(c, DOP_SRL, vt, op2(c, DOP_SRA, vt, n, k32(c, w - 1)),
                                 k32(c, w - k));
    DagNode *q = op2(c, DOP_SRA, vt, op2(c, DOP_ADD, vt, n, bias), k32(c, k));
    return d < 0 ? op2(c, DOP_SUB, vt, kv(c, vt, 0), q) : q;
}

/* An unsigned division by 2^k is n >> k, the remainder n & (2^k - 1), at
 * any width (ptxas calls its subroutine for div.u64 by 32 as for any
 * other divisor: MLIR's warp-reduction index tid / 32, tid % 32 was
 * 304 SASS instructions against llc-19's 128). */
static DagNode *udiv_pow2(IselCtx *c, DagOp op, Vt vt, DagNode *n, uint64_t d)
{
    return op == DOP_UDIV ? op2(c, DOP_SRL, vt, n, k32(c, log2_exact(d)))
                          : op2(c, DOP_AND, vt, n, kv(c, vt, d - 1));
}

/* A 16-bit division or remainder by a constant: ptxas has no inline
 * sequence for div.u16 / rem.s16 (it calls a subroutine,
 * __cuda_sm20_div_u16, of some 30 SASS instructions), while it divides
 * 32-bit values by constants inline with a multiplication.  So both
 * operands are widened -- zero-extended for udiv/urem, sign-extended for
 * sdiv/srem, which keeps the quotient and remainder of every 16-bit pair
 * (INT16_MIN / -1 overflows either way: undefined in the IR) -- divided
 * in 32 bits and truncated back, as llc's multiply-high sequence
 * computes.  An unsigned power of two is a shift (udiv) or a mask (urem)
 * at its own width. */
static DagNode *div16_const(IselCtx *c, DagOp op, Vt vt, DagNode *n, DagNode *d)
{
    bool sign = op == DOP_SDIV || op == DOP_SREM;
    int64_t dv = sign ? (int64_t)(int16_t)d->ival : (int64_t)(uint16_t)d->ival;
    if (dv == 0)
        return NULL; /* undefined: left as written */
    if (!sign && is_pow2((uint64_t)dv)) /* n >> k, n & (2^k - 1) */
        return udiv_pow2(c, op, vt, n, (uint64_t)dv);
    DagNode *w = dag_node1(c, sign ? DOP_SEXT : DOP_ZEXT, VT_I32, n);
    DagNode *k = dag_const(c, VT_I32, dv);
    DagNode *q = dag_div_const(c, op, VT_I32, w, k);
    if (!q)
        q = dag_node2(c, op, VT_I32, w, k);
    return dag_node1(c, DOP_TRUNC, vt, q);
}

DagNode *dag_div_const(IselCtx *c, DagOp op, Vt vt, DagNode *n, DagNode *d)
{
    bool sign = op == DOP_SDIV || op == DOP_SREM;
    if (d->op != DOP_CONST || !(sign || op == DOP_UDIV || op == DOP_UREM))
        return NULL;
    if (vt == VT_I16)
        return div16_const(c, op, vt, n, d);
    if (vt != VT_I32 && vt != VT_I64)
        return NULL;
    int w = vt_width(vt);
    uint64_t mask = w == 64 ? UINT64_MAX : UINT32_MAX;
    /* The divisor as the instruction reads it: its W bits, unsigned for
     * udiv/urem, sign-extended for sdiv/srem (dag_const keeps an i32
     * sign-extended, so ival is the signed view). */
    uint64_t dv = (uint64_t)d->ival & mask;
    int64_t sv = d->ival;
    uint64_t ad = !sign ? dv : sv < 0 ? 0 - (uint64_t)sv : (uint64_t)sv;
    DagNode *q;
    if (ad == 1) /* n / 1 = n, n % 1 = 0; sdiv by -1 = 0 - n, srem 0 */
        return op == DOP_SREM || op == DOP_UREM ? kv(c, vt, 0)
               : sv < 0 && sign                 ? op2(c, DOP_SUB, vt, kv(c, vt, 0), n)
                                                : n;
    if (!sign && is_pow2(dv) && dv > 1)
        return udiv_pow2(c, op, vt, n, dv);
    if (sign && is_pow2(ad) && ad > 1 && ad < (UINT64_C(1) << (w - 1)))
        q = sdiv_pow2(c, vt, n, sv, log2_exact(ad));
    else if (ad < 3 || is_pow2(ad))
        return NULL; /* 0 (undefined), INT_MIN: as written */
    else
        q = sign ? sdiv_const(c, vt, n, sv) : udiv_const(c, vt, n, dv);
    if (op == DOP_UDIV || op == DOP_SDIV)
        return q;
    return op2(c, DOP_SUB, vt, n, op2(c, DOP_MUL, vt, q, kv(c, vt, (uint64_t)sv)));
}
