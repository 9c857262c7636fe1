/*
 * isel/dag/divconst.c -- 64-bit division and remainder by a constant as a
 * multiplication (pass "div-const").
 *
 * PTX's div.u64 / div.s64 / rem.u64 / rem.s64 are not instructions: ptxas
 * calls a subroutine of 70 to 100 SASS instructions for each.  Dividing by
 * a constant d needs none of it: with a "magic" multiplier m (about 2^64
 * / d) the quotient is the high half of a 64x64-bit product plus a fix-up
 * and a shift, as LLVM's DAG combiner and ptxas itself (for 32 bits) do.
 * The forms are those of Granlund and Montgomery, "Division by Invariant
 * Integers using Multiplication" (PLDI 1994), one each, valid for every
 * dividend (no case analysis on d beyond what is excluded below):
 *
 *   unsigned, where some m = ceil(2^(64+s) / d) < 2^64 is close enough
 *   (udiv_no_add): q = mulhi.u(m, n) >> s; else, with l = ceil(log2 d)
 *   and m = floor(2^64 (2^l - d) / d) + 1:
 *       t = mulhi.u(m, n);   q = (t + ((n - t) >> 1)) >> (l - 1)
 *   signed, l = max(ceil(log2 |d|), 1), m = floor(2^(63+l) / |d|) + 1
 *   taken modulo 2^64 (a negative i64):
 *       q = ((n + mulhi.s(m, n)) >>s (l - 1)) - (n >>s 63),  negated if d < 0
 *   remainder: n - q * d (exact; the sign of n for srem).
 *
 * A signed division by +-2^k is shifts (sdiv_pow2), for 64 and 32 bits;
 * a 16-bit division by a constant is done in 32 bits (div16_const).
 * Left alone (NULL): d = 0 (undefined), 1, -1, an unsigned power of two
 * and INT64_MIN (the existing lowering: shifts, masks, the subroutine),
 * and every other 32-bit or narrower constant (ptxas divides those by
 * constants itself; only its power-of-two sequence is longer than ours).  The unsigned form
 * needs l >= 2, which d not a power of two and d > 2 guarantees.
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

static DagNode *k64(IselCtx *c, uint64_t v) { return dag_const(c, VT_I64, (int64_t)v); }
static DagNode *k32(IselCtx *c, int v) { return dag_const(c, VT_I32, v); }

static DagNode *op2(IselCtx *c, DagOp op, DagNode *a, DagNode *b)
{
    return dag_node2(c, op, VT_I64, a, b);
}

/* The cheaper unsigned form, where it exists: q = mulhi.u(m, n) >> s for
 * the smallest s with m = ceil(2^(64+s) / d) below 2^64 and
 * m d - 2^(64+s) <= 2^s (Granlund and Montgomery's condition for an
 * exact quotient of every 64-bit n). */
static bool udiv_no_add(uint64_t d, int l, uint64_t *m, int *s)
{
    for (*s = 0; *s <= l && *s < 64; (*s)++) {
        unsigned __int128 p = (unsigned __int128)1 << (64 + *s);
        unsigned __int128 mm = (p + d - 1) / d;
        if (!(mm >> 64) && mm * d - p <= ((unsigned __int128)1 << *s)) {
            *m = (uint64_t)mm;
            return true;
        }
    }
    return false;
}

static DagNode *udiv_const(IselCtx *c, DagNode *n, uint64_t d)
{
    int l = ceil_log2(d), s;
    uint64_t mm;
    if (udiv_no_add(d, l, &mm, &s)) {
        DagNode *t = op2(c, DOP_MULHU, n, k64(c, mm));
        return s ? op2(c, DOP_SRL, t, k32(c, s)) : t;
    }
    unsigned __int128 num = ((unsigned __int128)1 << 64) * (((unsigned __int128)1 << l) - d);
    uint64_t m = (uint64_t)(num / d) + 1;
    DagNode *t = op2(c, DOP_MULHU, n, k64(c, m));
    DagNode *half = op2(c, DOP_SRL, op2(c, DOP_SUB, n, t), k32(c, 1));
    return op2(c, DOP_SRL, op2(c, DOP_ADD, t, half), k32(c, l - 1));
}

static DagNode *sdiv_const(IselCtx *c, DagNode *n, int64_t d)
{
    uint64_t ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
    int l = ceil_log2(ad);
    unsigned __int128 m = ((unsigned __int128)1 << (63 + l)) / ad + 1;
    DagNode *hi = op2(c, DOP_MULHS, n, k64(c, (uint64_t)m));
    DagNode *q = op2(c, DOP_SRA, op2(c, DOP_ADD, n, hi), k32(c, l - 1));
    q = op2(c, DOP_SUB, q, op2(c, DOP_SRA, n, k32(c, 63)));
    return d < 0 ? op2(c, DOP_SUB, k64(c, 0), q) : q;
}

/* Signed division by +-2^k (0 < k < 63): shifting rounds toward minus
 * infinity, so a negative n first gets 2^k - 1 added (the sign's top k
 * bits, shifted down), which makes it round toward zero as sdiv does. */
static int log2_exact(uint64_t v);

static DagNode *sdiv_pow2(IselCtx *c, Vt vt, DagNode *n, int64_t d, int k)
{
    int bits = vt == VT_I64 ? 64 : 32;
    DagNode *sign = dag_node2(c, DOP_SRA, vt, n, k32(c, bits - 1));
    DagNode *bias = dag_node2(c, DOP_SRL, vt, sign, k32(c, bits - k));
    DagNode *q = dag_node2(c, DOP_SRA, vt, dag_node2(c, DOP_ADD, vt, n, bias), k32(c, k));
    return d < 0 ? dag_node2(c, DOP_SUB, vt, dag_const(c, vt, 0), q) : q;
}

/* A 32-bit signed division (or remainder) by +-2^k: ptxas expands
 * div.s32 by a constant itself, but for a power of two its sequence is
 * longer than the shifts (a warp-index computation, tid / 32, came out
 * 16 SASS instructions shorter written as shifts, as llc writes it). */
static DagNode *sdiv32_pow2(IselCtx *c, DagOp op, DagNode *n, int64_t dv)
{
    uint64_t ad = dv < 0 ? 0 - (uint64_t)dv : (uint64_t)dv;
    if (op != DOP_SDIV && op != DOP_SREM)
        return NULL;
    if (!is_pow2(ad) || ad < 2 || ad > (UINT64_C(1) << 30))
        return NULL;
    DagNode *q = sdiv_pow2(c, VT_I32, n, dv, log2_exact(ad));
    if (op == DOP_SDIV)
        return q;
    return dag_node2(c, DOP_SUB, VT_I32, n,
                     dag_node2(c, DOP_MUL, VT_I32, q, dag_const(c, VT_I32, dv)));
}

static int log2_exact(uint64_t v)
{
    int k = 0;
    while (v > 1)
        v >>= 1, k++;
    return k;
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
        return op == DOP_UDIV
                   ? dag_node2(c, DOP_SRL, vt, n, k32(c, log2_exact((uint64_t)dv)))
                   : dag_node2(c, DOP_AND, vt, n, dag_const(c, vt, dv - 1));
    DagNode *w = dag_node1(c, sign ? DOP_SEXT : DOP_ZEXT, VT_I32, n);
    DagNode *q = sdiv32_pow2(c, op, w, dv);
    if (!q)
        q = dag_node2(c, op, VT_I32, w, dag_const(c, VT_I32, dv));
    return dag_node1(c, DOP_TRUNC, vt, q);
}

DagNode *dag_div_const(IselCtx *c, DagOp op, Vt vt, DagNode *n, DagNode *d)
{
    bool sign = op == DOP_SDIV || op == DOP_SREM;
    if (vt == VT_I16 && d->op == DOP_CONST &&
        (sign || op == DOP_UDIV || op == DOP_UREM))
        return div16_const(c, op, vt, n, d);
    if (vt == VT_I32 && d->op == DOP_CONST)
        return sdiv32_pow2(c, op, n, (int32_t)d->ival);
    if (vt != VT_I64 || d->op != DOP_CONST ||
        (op != DOP_UDIV && op != DOP_UREM && !sign))
        return NULL;
    uint64_t dv = (uint64_t)d->ival;
    uint64_t ad = sign && (int64_t)dv < 0 ? 0 - dv : dv;
    DagNode *q;
    if (sign && is_pow2(ad) && ad > 1 && ad < (UINT64_C(1) << 63))
        q = sdiv_pow2(c, VT_I64, n, (int64_t)dv, log2_exact(ad));
    else if (ad < 3 || is_pow2(ad))
        return NULL;
    else
        q = sign ? sdiv_const(c, n, (int64_t)dv) : udiv_const(c, n, dv);
    if (op == DOP_UDIV || op == DOP_SDIV)
        return q;
    return op2(c, DOP_SUB, n, op2(c, DOP_MUL, q, k64(c, dv)));
}
