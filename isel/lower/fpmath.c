/*
 * isel/lower/fpmath.c -- floating-point operations that are not one PTX
 * instruction: the generic llvm.* math intrinsics PTX lacks (copysign is
 * one instruction, but round, minimum/maximum before sm_80, canonicalize,
 * is.fpclass, frexp, the saturating conversions, the vector reductions
 * are not),
 * `frem`, llvm.powi with a constant exponent (repeated squaring), and the
 * approximate math an `afn` flag allows (llvm.sincos among it); and the
 * f32 denormal mode of a function (isel_fn_ftz32), which every DAG node
 * records for the rules' .ftz.
 *
 * Duties:
 *   - family_fpmath (a family of intrin.c's table) owns the llvm.* fp
 *     intrinsics listed in fp_ops[] when their type is float or double
 *     (half and bfloat belong to the half family, so it declines them) and
 *     builds their DAG nodes, one lane at a time for vectors;
 *   - dag_frem lowers the `frem` instruction;
 *   - the `if NAME` predicates of the fp rules of nvptx.md (afn, one_over,
 *     ...) live here, next to the code that relies on them (the source-
 *     type ones several families share, src_f32 and src_f64, in preds.c).
 *
 * How an expansion is written: with the ordinary DAG operations (FADD,
 * FTRUNC, SETCC, SELECT, BITCAST, ...), which nvptx.md already covers; a
 * node used twice becomes a root by itself, so nothing is computed twice.
 * Every node built here has its fast-math flags cleared (dag_exact): an
 * expansion is exact as written, and a `contract` or `afn` on the call
 * must not let the matcher fuse or approximate its inner steps.  Nodes
 * are made one per statement (never two in the arguments of one call,
 * whose evaluation order C leaves open), so that the node order, and so
 * the PTX, is the same whichever compiler built tnvcc.
 *
 * Where LLVM 19 expands an operation, the expansion follows its shape
 * (round, frem, minimum/maximum, the saturating conversions); where llc-19
 * fails (canonicalize, exp2 without afn) we either give a sound lowering
 * or a located "unsupported" naming the reason.
 *
 * Invariants: the lanes built here are f32 or f64 (or the integer types
 * of a conversion); every operation this file emits has a rule in
 * nvptx.md for those types on every target, except FMINIMUM/FMAXIMUM,
 * which are built only when target_has(FEAT_MINMAX_NAN).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

/* ---------------- small builders ---------------- */

/* The constant d as an f32 or f64 leaf (the constants used here are all
 * exact in both formats). */
static DagNode *fconst(IselCtx *c, Vt vt, double d)
{
    uint64_t bits = 0;
    if (vt == VT_F32) {
        float f = (float)d;
        uint32_t b32;
        memcpy(&b32, &f, sizeof b32);
        bits = b32;
    } else {
        memcpy(&bits, &d, sizeof bits);
    }
    return dag_fconst(c, vt, bits);
}

/* The integer type of the same width as an f32/f64. */
static Vt int_of(Vt fp) { return fp == VT_F32 ? VT_I32 : VT_I64; }

/* The IEEE bits of x, in an integer register. */
static DagNode *bits_of(IselCtx *c, DagNode *x)
{
    return dag_node1(c, DOP_BITCAST, int_of(x->vt), x);
}

static DagNode *fcmp(IselCtx *c, Predicate p, DagNode *a, DagNode *b)
{
    return dag_exact(dag_setcc(c, p, a, b));
}

/* An INTRIN node for an intrinsic nvptx.md names (its rule selects it):
 * the approximate functions reuse llvm.nvvm.ex2.approx.f and friends. */
static int cmp_name(const void *key, const void *elem)
{
    return strcmp((const char *)key, *(const char *const *)elem);
}

static DagNode *nvvm1(IselCtx *c, const char *name, DagNode *x)
{
    const char *const *hit = bsearch(name, isel_intrinsic_names, isel_nintrinsics,
                                      sizeof *isel_intrinsic_names, cmp_name);
    if (!hit)
        BUG("fpmath: nvptx.md has no rule for @%s", name);
    DagNode *n = dag_exact1(c, DOP_INTRIN, x->vt, x);
    n->intr = (uint16_t)(hit - isel_intrinsic_names + 1);
    return n;
}

/* ---------------- copysign, round, roundeven ---------------- */

/* One lane of an intrinsic: the operands (same lane of each argument),
 * the lane's result type, and the call (flags, diagnostics). */
typedef DagNode *(*LaneFn)(IselCtx *c, const Instr *i, DagNode **x, Vt rvt);

static DagNode *lane_copysign(IselCtx *c, const Instr *i, DagNode **x, Vt rvt)
{
    (void)i;
    return dag_exact2(c, DOP_FCOPYSIGN, rvt, x[0], x[1]);
}

static DagNode *lane_roundeven(IselCtx *c, const Instr *i, DagNode **x, Vt rvt)
{
    (void)i;
    return dag_exact1(c, DOP_FRINT, rvt, x[0]);
}

/* llvm.round: halves away from zero, a mode cvt lacks.  LLVM's expansion:
 *     t = trunc(|x| + 0.5)          exact for 0.5 <= |x| <= 2^p
 *     t = |x| < 0.5 ? 0 : t         (0.49999997 + 0.5 would round up to 1)
 *     r = copysign(t, x)
 *     r = |x| > 2^p ? x : r         (already integral; adding 0.5 could
 *                                    round an odd value up; also inf)
 * with p the mantissa width (23 or 52).  A NaN fails both compares and
 * comes out of the add as a NaN. */
static DagNode *lane_round(IselCtx *c, const Instr *i, DagNode **x, Vt vt)
{
    (void)i;
    DagNode *ax = dag_exact1(c, DOP_FABS, vt, x[0]);
    DagNode *t = dag_exact1(c, DOP_FTRUNC, vt, dag_exact2(c, DOP_FADD, vt, ax, fconst(c, vt, 0.5)));
    DagNode *small = fcmp(c, PRED_F_OLT, ax, fconst(c, vt, 0.5));
    t = dag_select(c, small, fconst(c, vt, 0.0), t);
    DagNode *r = dag_exact2(c, DOP_FCOPYSIGN, vt, t, x[0]);
    double big = vt == VT_F32 ? 8388608.0 : 4503599627370496.0; /* 2^23, 2^52 */
    return dag_select(c, fcmp(c, PRED_F_OGT, ax, fconst(c, vt, big)), x[0], r);
}

/* ---------------- minimum, maximum, canonicalize ---------------- */

/* Is x exactly the zero that wins (+0 for maximum, -0 for minimum)? */
static DagNode *is_zero_bits(IselCtx *c, DagNode *x, bool negative)
{
    Vt it = int_of(x->vt);
    int64_t want = !negative ? 0 : it == VT_I32 ? INT32_MIN : INT64_MIN;
    DagNode *b = bits_of(c, x);
    return dag_setcc(c, PRED_EQ, b, dag_const(c, it, want));
}

/* llvm.minimum/maximum propagate NaN and order -0 below +0.  With min.NaN
 * (sm_80, f32) that is one instruction; elsewhere LLVM's expansion:
 *     r = isnan(a) || isnan(b) ? NaN : min(a, b)
 *     if r == 0: the zero that wins, if a or b is that zero, else r */
static DagNode *min_max(IselCtx *c, DagNode *a, DagNode *b, Vt vt, bool is_max)
{
    if (dag_is_const(a) && !dag_is_const(b)) { /* both commute: immediates right */
        DagNode *t = a;
        a = b, b = t;
    }
    if (vt == VT_F32 && target_has(c->target, FEAT_MINMAX_NAN))
        return dag_exact2(c, is_max ? DOP_FMAXIMUM : DOP_FMINIMUM, vt, a, b);
    DagNode *m = dag_exact2(c, is_max ? DOP_FMAX : DOP_FMIN, vt, a, b);
    DagNode *uno = fcmp(c, PRED_F_UNO, a, b);
    DagNode *r = dag_select(c, uno, fconst(c, vt, __builtin_nan("")), m);
    DagNode *z = dag_select(c, is_zero_bits(c, a, !is_max), a, r);
    z = dag_select(c, is_zero_bits(c, b, !is_max), b, z);
    return dag_select(c, fcmp(c, PRED_F_OEQ, r, fconst(c, vt, 0.0)), z, r);
}

static DagNode *lane_minimum(IselCtx *c, const Instr *i, DagNode **x, Vt vt)
{
    (void)i;
    return min_max(c, x[0], x[1], vt, false);
}

static DagNode *lane_maximum(IselCtx *c, const Instr *i, DagNode **x, Vt vt)
{
    (void)i;
    return min_max(c, x[0], x[1], vt, true);
}

/* llvm.canonicalize: the same value, with any NaN (a signalling one in
 * particular) replaced by the canonical quiet NaN.  Subnormals stay: PTX
 * arithmetic without .ftz preserves them, so they are canonical.  A
 * select cannot be optimized away by ptxas the way x * 1.0 could. */
static DagNode *lane_canonicalize(IselCtx *c, const Instr *i, DagNode **x, Vt vt)
{
    (void)i;
    uint64_t qnan = vt == VT_F32 ? 0x7fffffffu : UINT64_C(0x7ff8000000000000);
    DagNode *isnan = fcmp(c, PRED_F_UNO, x[0], x[0]);
    return dag_select(c, isnan, dag_fconst(c, vt, qnan), x[0]);
}

/* ---------------- is.fpclass ---------------- */

/* The classes of llvm.is.fpclass's mask, as ranges of |bits| (the bits
 * without the sign): [lo, hi] unsigned, for the positive and the
 * negative bit of the mask. */
typedef struct FpClass {
    unsigned neg_bit, pos_bit;
    uint64_t lo32, hi32, lo64, hi64;
} FpClass;

static const FpClass fp_classes[] = {
    /* signalling NaN: exponent all ones, quiet bit clear, mantissa != 0 */
    {0, 0, 0x7f800001u, 0x7fbfffffu, UINT64_C(0x7ff0000000000001), UINT64_C(0x7ff7ffffffffffff)},
    /* quiet NaN */
    {1, 1, 0x7fc00000u, 0x7fffffffu, UINT64_C(0x7ff8000000000000), UINT64_C(0x7fffffffffffffff)},
    /* infinity */
    {2, 9, 0x7f800000u, 0x7f800000u, UINT64_C(0x7ff0000000000000), UINT64_C(0x7ff0000000000000)},
    /* normal */
    {3, 8, 0x00800000u, 0x7f7fffffu, UINT64_C(0x0010000000000000), UINT64_C(0x7fefffffffffffff)},
    /* subnormal */
    {4, 7, 0x00000001u, 0x007fffffu, UINT64_C(0x0000000000000001), UINT64_C(0x000fffffffffffff)},
    /* zero */
    {5, 6, 0, 0, 0, 0},
};

/* lo <= mag <= hi, as one unsigned compare: mag - lo <= hi - lo. */
static DagNode *in_range(IselCtx *c, DagNode *mag, uint64_t lo, uint64_t hi)
{
    Vt it = mag->vt;
    if (lo == hi)
        return dag_setcc(c, PRED_EQ, mag, dag_const(c, it, (int64_t)lo));
    DagNode *d = lo ? dag_node2(c, DOP_SUB, it, mag, dag_const(c, it, (int64_t)lo)) : mag;
    return dag_setcc(c, PRED_ULE, d, dag_const(c, it, (int64_t)(hi - lo)));
}

static DagNode *or_i1(IselCtx *c, DagNode *acc, DagNode *t)
{
    return acc ? dag_node2(c, DOP_OR, VT_I1, acc, t) : t;
}

/* One class of the mask: its range, and the sign when only one of its
 * two bits is set (the NaN classes have a single bit for both signs). */
static DagNode *fpclass_term(IselCtx *c, const FpClass *k, unsigned mask, DagNode *mag,
                             DagNode *neg, bool f32)
{
    bool want_neg = mask >> k->neg_bit & 1, want_pos = mask >> k->pos_bit & 1;
    if (!want_neg && !want_pos)
        return NULL;
    DagNode *t = in_range(c, mag, f32 ? k->lo32 : k->lo64, f32 ? k->hi32 : k->hi64);
    if (want_neg && want_pos)
        return t;
    DagNode *sign = want_neg ? neg : dag_node2(c, DOP_XOR, VT_I1, neg, dag_const(c, VT_I1, 1));
    return dag_node2(c, DOP_AND, VT_I1, t, sign);
}

/* llvm.is.fpclass(x, mask): the mask is a constant (immarg).  The test
 * works on the bits: magnitude ranges per class, plus the sign bit. */
static DagNode *lane_fpclass(IselCtx *c, const Instr *i, DagNode **x, Vt rvt)
{
    (void)rvt;
    unsigned mask = (unsigned)const_int_zext((const Const *)instr_op(i, 1)) & 0x3ff;
    if (mask == 0 || mask == 0x3ff)
        return dag_const(c, VT_I1, mask != 0);
    if (mask == 3) /* any NaN: the usual isnan */
        return fcmp(c, PRED_F_UNO, x[0], x[0]);
    bool f32 = x[0]->vt == VT_F32;
    DagNode *b = bits_of(c, x[0]);
    Vt it = b->vt;
    int64_t all = f32 ? INT32_MAX : INT64_MAX;
    DagNode *mag = dag_node2(c, DOP_AND, it, b, dag_const(c, it, all));
    DagNode *neg = dag_setcc(c, PRED_SLT, b, dag_const(c, it, 0));
    DagNode *acc = NULL;
    for (size_t k = 0; k < sizeof fp_classes / sizeof *fp_classes; k++) {
        DagNode *t = fpclass_term(c, &fp_classes[k], mask, mag, neg, f32);
        if (t)
            acc = or_i1(c, acc, t);
    }
    return acc;
}

/* ---------------- ldexp ---------------- */

/* The parameters of a format: largest and smallest normal exponent,
 * precision (mantissa bits + 1). */
typedef struct FpFormat {
    int emax, emin, prec;
} FpFormat;

static FpFormat format_of(Vt vt)
{
    return vt == VT_F32 ? (FpFormat){127, -126, 24} : (FpFormat){1023, -1022, 53};
}

/* 2^k for emin <= k <= emax, built from its bits: (k + bias) << (prec-1). */
static DagNode *pow2_of(IselCtx *c, DagNode *k, Vt vt)
{
    FpFormat f = format_of(vt);
    DagNode *e = dag_node2(c, DOP_ADD, VT_I32, k, dag_const(c, VT_I32, f.emax));
    if (vt == VT_F64)
        e = dag_node1(c, DOP_ZEXT, VT_I64, e);
    DagNode *b = dag_node2(c, DOP_SHL, int_of(vt), e, dag_const(c, VT_I32, f.prec - 1));
    return dag_node1(c, DOP_BITCAST, vt, b);
}

/* One side of ldexp's pre-scaling: when n is past the threshold t1, x is
 * multiplied by 2^s once (twice past t2, unsigned compare) and n reduced
 * to match, so that the last multiply by 2^n has n in range.  *xs and *ns
 * get the scaled x and n for that side. */
static void ldexp_side(IselCtx *c, DagNode *x, DagNode *n, int s, int t2, int clamp,
                       DagNode **xs, DagNode **ns)
{
    Vt vt = x->vt;
    DagNode *twice = dag_setcc(c, s > 0 ? PRED_UGT : PRED_ULT, n, dag_const(c, VT_I32, t2));
    DagNode *x1 = dag_exact2(c, DOP_FMUL, vt, x, fconst(c, vt, __builtin_ldexp(1.0, s)));
    DagNode *x2 = dag_exact2(c, DOP_FMUL, vt, x1, fconst(c, vt, __builtin_ldexp(1.0, s)));
    *xs = dag_select(c, twice, x2, x1);
    DagNode *n1 = dag_node2(c, DOP_ADD, VT_I32, n, dag_const(c, VT_I32, -s));
    DagNode *nc = dag_node2(c, s > 0 ? DOP_SMIN : DOP_SMAX, VT_I32, n, dag_const(c, VT_I32, clamp));
    DagNode *n2 = dag_node2(c, DOP_ADD, VT_I32, nc, dag_const(c, VT_I32, -2 * s));
    *ns = dag_select(c, twice, n2, n1);
}

/* llvm.ldexp(x, n) = x * 2^n, rounded once, as LLVM expands it (musl's
 * scalbn): 2^n itself may not be a number of the format (n = 200 with a
 * tiny x), so x is first scaled towards the result by up to two factors
 * of 2^emax, or of 2^(emin+prec) downwards -- a factor that keeps the
 * intermediate normal, so that only the final multiply rounds. */
static DagNode *lane_ldexp(IselCtx *c, const Instr *i, DagNode **x, Vt vt)
{
    (void)i;
    FpFormat f = format_of(vt);
    DagNode *n = x[1], *xp, *np, *xm, *nm;
    int down = f.emin + f.prec; /* -102, -969 */
    ldexp_side(c, x[0], n, f.emax, 2 * f.emax, 3 * f.emax, &xp, &np);
    ldexp_side(c, x[0], n, down, f.emin + down, 2 * down + f.emin, &xm, &nm);
    DagNode *lo = dag_setcc(c, PRED_SLT, n, dag_const(c, VT_I32, f.emin));
    DagNode *hi = dag_setcc(c, PRED_SGT, n, dag_const(c, VT_I32, f.emax));
    DagNode *xs = dag_select(c, hi, xp, dag_select(c, lo, xm, x[0]));
    DagNode *ns = dag_select(c, hi, np, dag_select(c, lo, nm, n));
    return dag_exact2(c, DOP_FMUL, vt, xs, pow2_of(c, ns, vt));
}

/* ---------------- saturating conversions ---------------- */

/* llvm.fptosi.sat / fptoui.sat: out-of-range values give the type's
 * minimum or maximum, NaN gives 0.  PTX's cvt.rzi clamps too, but the
 * NaN result and the clamping of narrow types are not spelled out for
 * every width in the PTX ISA, so, as LLVM does, the bounds are explicit:
 *     r = cvt.rzi(x)
 *     r = x < MIN ? MIN : r;  r = x >= MAX+1 ? MAX : r;  r = isnan(x) ? 0 : r
 * MIN and MAX+1 are powers of two (or 0), hence exact in any format. */
static DagNode *fp_to_int_sat(IselCtx *c, DagNode *x, Vt rvt, bool is_signed)
{
    Vt vt = x->vt;
    unsigned w = vt_bits(rvt);
    double lim = is_signed ? __builtin_ldexp(1.0, (int)w - 1) : __builtin_ldexp(1.0, (int)w);
    int64_t min = is_signed ? (int64_t)(UINT64_MAX << (w - 1)) : 0;
    int64_t max = is_signed ? (int64_t)(UINT64_MAX >> (65 - w)) : (int64_t)(UINT64_MAX >> (64 - w));
    DagNode *r = dag_exact1(c, is_signed ? DOP_FPTOSI : DOP_FPTOUI, rvt, x);
    DagNode *below = fcmp(c, PRED_F_OLT, x, fconst(c, vt, is_signed ? -lim : 0.0));
    r = dag_select(c, below, dag_const(c, rvt, min), r);
    DagNode *above = fcmp(c, PRED_F_OGE, x, fconst(c, vt, lim));
    r = dag_select(c, above, dag_const(c, rvt, max), r);
    DagNode *nan = fcmp(c, PRED_F_UNO, x, x);
    return dag_select(c, nan, dag_const(c, rvt, 0), r);
}

/* An i1 result has the range [-1, 0] (signed) or [0, 1]: true exactly
 * when x <= -1, or x >= 1; NaN compares false. */
static DagNode *lane_fptosi_sat(IselCtx *c, const Instr *i, DagNode **x, Vt rvt)
{
    (void)i;
    if (rvt == VT_I1)
        return fcmp(c, PRED_F_OLE, x[0], fconst(c, x[0]->vt, -1.0));
    return fp_to_int_sat(c, x[0], rvt, true);
}

static DagNode *lane_fptoui_sat(IselCtx *c, const Instr *i, DagNode **x, Vt rvt)
{
    (void)i;
    if (rvt == VT_I1)
        return fcmp(c, PRED_F_OGE, x[0], fconst(c, x[0]->vt, 1.0));
    return fp_to_int_sat(c, x[0], rvt, false);
}

/* From half or bfloat: widened to f32 first, which is exact (f32 holds
 * every half and bfloat value), so the bounds of fp_to_int_sat apply
 * unchanged -- LLVM's NVPTX back end promotes these the same way. */
static DagNode *lane_fptosi_sat16(IselCtx *c, const Instr *i, DagNode **x, Vt rvt)
{
    DagNode *w = dag_exact1(c, DOP_FPEXT, VT_F32, x[0]);
    return lane_fptosi_sat(c, i, &w, rvt);
}

static DagNode *lane_fptoui_sat16(IselCtx *c, const Instr *i, DagNode **x, Vt rvt)
{
    DagNode *w = dag_exact1(c, DOP_FPEXT, VT_F32, x[0]);
    return lane_fptoui_sat(c, i, &w, rvt);
}

/* ---------------- approximate functions (afn) ---------------- */

/* exp2, log2, sin, cos, tanh have PTX instructions only as f32
 * approximations, so they are used only when the call carries `afn`
 * (what CUDA's __expf family does).  exp/exp10 scale the argument into
 * ex2, log/log10 scale lg2's result. */
static const struct {
    const char *name;     /* after "llvm.", before the type; also libdevice's */
    const char *nvvm;     /* the approximate instruction's intrinsic */
    const char *nvvm_ftz; /* the same flushing subnormals (isel_fn_ftz32) */
    double pre, post;     /* ex2(x * pre), lg2(x) * post; 0: none */
} approx_fns[] = {
    {"exp2", "llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.ftz.f", 0, 0},
    {"exp", "llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.ftz.f", 1.4426950408889634, 0},
    {"exp10", "llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.ftz.f", 3.3219280948873622, 0},
    {"log2", "llvm.nvvm.lg2.approx.f", "llvm.nvvm.lg2.approx.ftz.f", 0, 0},
    {"log", "llvm.nvvm.lg2.approx.f", "llvm.nvvm.lg2.approx.ftz.f", 0, 0.6931471805599453},
    {"log10", "llvm.nvvm.lg2.approx.f", "llvm.nvvm.lg2.approx.ftz.f", 0, 0.30102999566398120},
    {"sin", "llvm.nvvm.sin.approx.f", "llvm.nvvm.sin.approx.ftz.f", 0, 0},
    {"cos", "llvm.nvvm.cos.approx.f", "llvm.nvvm.cos.approx.ftz.f", 0, 0},
    {"tanh", "llvm.nvvm.tanh.approx.f32", "llvm.nvvm.tanh.approx.f32", 0, 0}, /* no .ftz form */
};  /* exp: log2(e); exp10: log2(10); log: ln(2); log10: log10(2) */

static DagNode *approx_lane(IselCtx *c, size_t k, DagNode *x)
{
    Vt vt = x->vt;
    if (approx_fns[k].pre != 0)
        x = dag_exact2(c, DOP_FMUL, vt, x, fconst(c, vt, approx_fns[k].pre));
    DagNode *r = nvvm1(c, c->ftz32 && vt == VT_F32 ? approx_fns[k].nvvm_ftz : approx_fns[k].nvvm, x);
    if (approx_fns[k].post != 0)
        r = dag_exact2(c, DOP_FMUL, vt, r, fconst(c, vt, approx_fns[k].post));
    return r;
}

/* The function allows approximate math everywhere: the string attributes
 * "unsafe-fp-math"="true" or "approx-func-fp-math"="true" (LLVM's
 * function-wide forms of the instruction flag `afn`, which clang writes
 * for -ffast-math and llc honours). */
static bool fn_allows_afn(const IselCtx *c)
{
    static const char *const keys[] = {"unsafe-fp-math", "approx-func-fp-math"};
    for (size_t k = 0; k < sizeof keys / sizeof *keys; k++) {
        const Attr *a = attr_find_str(c->m, &c->fn->attrs, keys[k]);
        if (a && a->val && !strcmp(a->val, "true"))
            return true;
    }
    return false;
}

/* The denormal mode of f32 operations.  clang writes the attribute for
 * -fgpu-flush-denormals-to-zero (and nvcc's -ftz=true means the same):
 * "denormal-fp-math-f32"="preserve-sign,preserve-sign", the mode of
 * results, then of inputs.  LangRef lets such a function's operations
 * flush subnormals to a zero of the same sign; PTX's .ftz does exactly
 * that, to inputs and results alike.  "positive-zero" has no PTX form
 * and "dynamic" means whatever the hardware is set to, which for PTX is
 * no flushing: neither flushes (llc's reading too). */
bool isel_fn_ftz32(const IselCtx *c, const Global *fn)
{
    static const char *const keys[] = {"denormal-fp-math-f32", "denormal-fp-math"};
    for (size_t k = 0; k < sizeof keys / sizeof *keys; k++) {
        const Attr *a = attr_find_str(c->m, &fn->attrs, keys[k]);
        if (a && a->val) {
            size_t n = strcspn(a->val, ",");
            return n == strlen("preserve-sign") && !strncmp(a->val, "preserve-sign", n);
        }
    }
    return c->opt.ftz_default;
}

/* Why an approximate function cannot be selected, or NULL if it can. */
static const char *approx_refusal(IselCtx *c, const Instr *i, size_t k, bool f32,
                                  const char *name)
{
    const char *fn = approx_fns[k].name;
    if (!f32)
        return fn_strf(c, "'llvm.%s' on double: PTX has no double-precision %s "
                       "(call libdevice's __nv_%s)", fn, fn, fn);
    /* f32 (vectors too) as 'llvm.sin.f32'; half and bfloat by their name */
    const char *shown = type_scalar(i->v.type)->kind == TY_FLOAT
                            ? fn_strf(c, "llvm.%s.f32", fn) : name;
    if (!(i->flags & IF_AFN) && !fn_allows_afn(c))
        return fn_strf(c, "'%s' without the 'afn' flag: PTX has only an "
                       "approximate %s (add 'afn', or call libdevice's __nv_%sf)", shown, fn, fn);
    if (!strcmp(fn, "tanh") && !target_has(c->target, FEAT_TANH)) {
        const Target *t = feature_introduced_by(FEAT_TANH, 0);
        return fn_strf(c, "'llvm.tanh.f32' needs tanh.approx.f32 (%s or newer; target "
                       "is %s)", t ? t->name : "a newer target", c->target->name);
    }
    return NULL;
}

/* The approximate functions: llvm.exp2.* and friends.  True if `name`
 * is one of them (then *out is built, or an error reported). */
/* Approximate function k of one value: f32 directly; half and bfloat
 * widened to f32 and rounded back (llc's way). */
static DagNode *approx_value(IselCtx *c, size_t k, DagNode *x)
{
    if (x->vt == VT_F32)
        return approx_lane(c, k, x);
    DagNode *w = approx_lane(c, k, dag_exact1(c, DOP_FPEXT, VT_F32, x));
    return dag_exact1(c, DOP_FPTRUNC, x->vt, w);
}

static bool approx_family(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    for (size_t k = 0; k < sizeof approx_fns / sizeof *approx_fns; k++) {
        size_t n = strlen(approx_fns[k].name);
        if (strncmp(name + 5, approx_fns[k].name, n) || name[5 + n] != '.')
            continue;
        /* half and bfloat: approximated in f32, rounded back (llc's way). */
        TypeKind tk = type_scalar(i->v.type)->kind;
        bool f32 = tk == TY_FLOAT || tk == TY_HALF || tk == TY_BFLOAT;
        const char *why = approx_refusal(c, i, k, f32, name);
        if (why) {
            *out = dag_unsupported_val(c, i->v.type, why);
            return true;
        }
        DagVal x = dag_parts(c, instr_op(i, 0));
        *out = dag_val_new(c, x.n);
        for (uint32_t e = 0; e < x.n; e++)
            out->p[e] = approx_value(c, k, x.p[e]);
        return true;
    }
    return false;
}

static size_t approx_index(const char *fn)
{
    for (size_t k = 0; k < sizeof approx_fns / sizeof *approx_fns; k++)
        if (!strcmp(approx_fns[k].name, fn))
            return k;
    BUG("no approximate function '%s'", fn);
}

/* llvm.sincos(x) = { sin x, cos x }: under `afn`, the two approximations
 * (as llc-22 writes it), per lane: the result's parts are the sines, then
 * the cosines.  On double, or without afn, a located error names
 * libdevice's __nv_sincos(f). */
static bool sincos_family(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (strncmp(name, "llvm.sincos.", 12))
        return false;
    TypeKind tk = type_scalar(instr_op(i, 0)->type)->kind;
    DagVal x = dag_parts(c, instr_op(i, 0));
    const char *why = NULL;
    if (tk == TY_DOUBLE)
        why = "'llvm.sincos' on double: PTX has no double-precision sine or cosine "
              "(call libdevice's __nv_sincos)";
    else if (!(i->flags & IF_AFN) && !fn_allows_afn(c))
        why = "'llvm.sincos' without the 'afn' flag: PTX has only an approximate sine "
              "and cosine (add 'afn', or call libdevice's __nv_sincosf)";
    else if (type_parts(c, i->v.type, NULL)->n != 2 * x.n) /* packed half pairs */
        why = fn_strf(c, "'@%s' on a vector whose elements are packed in pairs", name);
    if (why) {
        *out = dag_unsupported_val(c, i->v.type, why);
        return true;
    }
    size_t ks = approx_index("sin"), kc = approx_index("cos");
    *out = dag_val_new(c, 2 * x.n);
    for (uint32_t e = 0; e < x.n; e++) {
        out->p[e] = approx_value(c, ks, x.p[e]);
        out->p[x.n + e] = approx_value(c, kc, x.p[e]);
    }
    return true;
}

/* ---------------- frexp ---------------- */

/* llvm.frexp(x) = {m, e} with x = m * 2^e and 0.5 <= |m| < 1 (LangRef):
 * for a normal x, e is the biased exponent field less (bias - 1), and m
 * is x with that field replaced by bias - 1.  A subnormal x is first
 * scaled up by 2^64 (f32) or 2^128 (f64), exact and into the normal
 * range, and e corrected by as much.  Zero, infinity and NaN give
 * {x, 0} (LangRef leaves e unspecified for the last two).  Under .ftz a
 * subnormal x compares equal to zero, so it is {x, 0} too. */
static void frexp_lane(IselCtx *c, DagNode *x, DagNode **mant, DagNode **expo)
{
    Vt vt = x->vt, it = int_of(vt);
    FpFormat f = format_of(vt);
    int scale = vt == VT_F32 ? 64 : 128, mbits = f.prec - 1;
    DagNode *a = dag_exact1(c, DOP_FABS, vt, x);
    DagNode *sub = fcmp(c, PRED_F_OLT, a, fconst(c, vt, __builtin_ldexp(1.0, f.emin)));
    DagNode *up = dag_exact2(c, DOP_FMUL, vt, x, fconst(c, vt, __builtin_ldexp(1.0, scale)));
    DagNode *xs = dag_select(c, sub, up, x);
    DagNode *b = bits_of(c, xs);
    DagNode *field = dag_node2(c, DOP_SRL, it, b, dag_const(c, VT_I32, mbits));
    if (it == VT_I64)
        field = dag_node1(c, DOP_TRUNC, VT_I32, field);
    field = dag_node2(c, DOP_AND, VT_I32, field, dag_const(c, VT_I32, 2 * f.emax + 1));
    DagNode *e0 = dag_node2(c, DOP_ADD, VT_I32, field, dag_const(c, VT_I32, 1 - f.emax));
    DagNode *fix = dag_select(c, sub, dag_const(c, VT_I32, -scale), dag_const(c, VT_I32, 0));
    DagNode *e = dag_node2(c, DOP_ADD, VT_I32, e0, fix);
    uint64_t field_mask = (uint64_t)(2 * f.emax + 1) << mbits;
    uint64_t half_exp = (uint64_t)(f.emax - 1) << mbits;
    int64_t keep = it == VT_I32 ? (int32_t)~(uint32_t)field_mask : (int64_t)~field_mask;
    DagNode *kept = dag_node2(c, DOP_AND, it, b, dag_const(c, it, keep));
    DagNode *mb = dag_node2(c, DOP_OR, it, kept, dag_const(c, it, (int64_t)half_exp));
    DagNode *m = dag_node1(c, DOP_BITCAST, vt, mb);
    DagNode *zero = fcmp(c, PRED_F_OEQ, x, fconst(c, vt, 0.0));
    DagNode *big = fcmp(c, PRED_F_UGE, a, fconst(c, vt, __builtin_inf())); /* inf, NaN */
    DagNode *special = dag_node2(c, DOP_OR, VT_I1, zero, big);
    *mant = dag_select(c, special, x, m);
    *expo = dag_select(c, special, dag_const(c, VT_I32, 0), e);
}

static bool frexp_family(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (strncmp(name, "llvm.frexp.", 11))
        return false;
    const Type *rt = i->v.type;
    DagVal x = dag_parts(c, instr_op(i, 0));
    if (rt->kind != TY_STRUCT || rt->nmem != 2 || type_scalar(rt->mem[1])->kind != TY_INT ||
        type_scalar(rt->mem[1])->bits != 32 || type_parts(c, rt, NULL)->n != 2 * x.n) {
        *out = dag_unsupported_val(c, rt, "'llvm.frexp' with an exponent that is not i32");
        return true;
    }
    *out = dag_val_new(c, 2 * x.n);
    for (uint32_t k = 0; k < x.n; k++)
        frexp_lane(c, x.p[k], &out->p[k], &out->p[x.n + k]);
    return true;
}

/* ---------------- vector reductions ---------------- */

typedef enum { RED_FADD, RED_FMUL, RED_FMAX, RED_FMIN, RED_FMAXIMUM, RED_FMINIMUM } RedKind;

static DagNode *combine(IselCtx *c, RedKind k, DagNode *a, DagNode *b)
{
    if (dag_is_const(a)) { /* all commute: an immediate goes right */
        DagNode *t = a;
        a = b, b = t;
    }
    switch (k) {
    case RED_FADD: return dag_exact2(c, DOP_FADD, a->vt, a, b);
    case RED_FMUL: return dag_exact2(c, DOP_FMUL, a->vt, a, b);
    case RED_FMAX: return dag_exact2(c, DOP_FMAX, a->vt, a, b); /* maxnum, as PTX max */
    case RED_FMIN: return dag_exact2(c, DOP_FMIN, a->vt, a, b);
    case RED_FMAXIMUM: return min_max(c, a, b, a->vt, true);
    case RED_FMINIMUM: return min_max(c, a, b, a->vt, false);
    }
    BUG("bad reduction kind %d", (int)k);
}

/* Pairwise: v[0] op v[1], v[2] op v[3], ... then again, as llc does
 * (a shallower tree than a chain).  v is scratch. */
static DagNode *reduce_tree(IselCtx *c, RedKind k, DagNode **v, uint32_t n)
{
    while (n > 1) {
        uint32_t m = 0;
        for (uint32_t j = 0; j + 1 < n; j += 2)
            v[m++] = combine(c, k, v[j], v[j + 1]);
        if (n & 1)
            v[m++] = v[n - 1];
        n = m;
    }
    return v[0];
}

/* llvm.vector.reduce.{fadd,fmul}(start, v) add in element order, from
 * the start value, unless the call allows reassociation; fmax, fmin,
 * fmaximum, fminimum(v) are order-free and use the tree. */
static bool reduce_family(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    static const struct { const char *name; RedKind k; } kinds[] = {
        {"fadd.", RED_FADD}, {"fmul.", RED_FMUL}, {"fmax.", RED_FMAX},
        {"fmin.", RED_FMIN}, {"fmaximum.", RED_FMAXIMUM}, {"fminimum.", RED_FMINIMUM},
    };
    const char *p = "llvm.vector.reduce.";
    if (strncmp(name, p, strlen(p)))
        return false;
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
        if (strncmp(name + strlen(p), kinds[k].name, strlen(kinds[k].name)))
            continue;
        bool ordered = kinds[k].k <= RED_FMUL;
        DagNode *start = ordered ? dag_value(c, instr_op(i, 0)) : NULL;
        DagVal v = dag_parts(c, instr_op(i, ordered ? 1 : 0));
        DagNode **lanes = arena_array(c->dag_arena, v.n + 1, sizeof *lanes);
        memcpy(lanes, v.p, v.n * sizeof *lanes); /* v may be a cached value */
        DagNode *r;
        if (!ordered || (i->flags & IF_REASSOC)) {
            r = reduce_tree(c, kinds[k].k, lanes, v.n);
            r = start ? combine(c, kinds[k].k, start, r) : r;
        } else {
            r = start;
            for (uint32_t e = 0; e < v.n; e++)
                r = combine(c, kinds[k].k, r, lanes[e]);
        }
        *out = dag_one(c, r);
        return true;
    }
    return false;
}

/* ---------------- the family ---------------- */

/* The intrinsics built lane by lane: prefix, operands taken per lane. */
static const struct {
    const char *prefix;
    uint32_t nlanes;
    LaneFn fn;
} fp_ops[] = {
    {"llvm.copysign.", 2, lane_copysign},
    {"llvm.round.", 1, lane_round},
    {"llvm.roundeven.", 1, lane_roundeven},
    {"llvm.minimum.", 2, lane_minimum},
    {"llvm.maximum.", 2, lane_maximum},
    {"llvm.canonicalize.", 1, lane_canonicalize},
    {"llvm.is.fpclass.", 1, lane_fpclass},
    {"llvm.fptosi.sat.", 1, lane_fptosi_sat},
    {"llvm.fptoui.sat.", 1, lane_fptoui_sat},
    {"llvm.ldexp.", 2, lane_ldexp},
};

static DagVal build_lanes(IselCtx *c, const Instr *i, uint32_t n, LaneFn fn)
{
    DagVal ops[2];
    for (uint32_t a = 0; a < n; a++) /* operands first: kids precede parents */
        ops[a] = dag_parts(c, instr_op(i, a));
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t e = 0; e < tp->n; e++) {
        DagNode *x[2];
        for (uint32_t a = 0; a < n; a++)
            x[a] = ops[a].p[e];
        r.p[e] = fn(c, i, x, tp->vt[e]);
    }
    return r;
}

static bool lane_family(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    for (size_t k = 0; k < sizeof fp_ops / sizeof *fp_ops; k++) {
        if (strncmp(name, fp_ops[k].prefix, strlen(fp_ops[k].prefix)))
            continue;
        if (fp_ops[k].fn == lane_fpclass && instr_op(i, 1)->kind != VK_CINT)
            *out = dag_unsupported_val(c, i->v.type, "llvm.is.fpclass with a mask that "
                                       "is not a constant");
        else if (fp_ops[k].fn == lane_ldexp && type_scalar(instr_op(i, 1)->type)->bits != 32)
            *out = dag_unsupported_val(c, i->v.type, "llvm.ldexp with an exponent that is "
                                       "not i32");
        else
            *out = build_lanes(c, i, fp_ops[k].nlanes, fp_ops[k].fn);
        return true;
    }
    return false;
}

/* Is t (a vector's element) float or double?  Those are this family's;
 * half and bfloat are the half family's. */
static bool f32_or_f64(const Type *t)
{
    t = type_scalar(t);
    return t->kind == TY_FLOAT || t->kind == TY_DOUBLE;
}

/* llvm.fptosi.sat / fptoui.sat from half or bfloat (the half family
 * leaves them here). */
static bool sat16_family(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    const Type *t = type_scalar(instr_op(i, 0)->type);
    bool sgn = !strncmp(name, "llvm.fptosi.sat.", 16);
    if ((t->kind != TY_HALF && t->kind != TY_BFLOAT) ||
        (!sgn && strncmp(name, "llvm.fptoui.sat.", 16)))
        return false;
    *out = build_lanes(c, i, 1, sgn ? lane_fptosi_sat16 : lane_fptoui_sat16);
    return true;
}

/* The approximate functions on half and bfloat (the half family leaves
 * them here): in f32, as LLVM's NVPTX back end promotes them. */
static bool approx16_family(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    TypeKind tk = type_scalar(instr_op(i, 0)->type)->kind;
    return (tk == TY_HALF || tk == TY_BFLOAT) && approx_family(c, i, name, out);
}

/* llvm.powi(x, n) with a constant n: multiplications by repeated
 * squaring, then 1/r for a negative n, as LLVM's SelectionDAG expands it
 * (the same products in the same order, so the same rounding as llc's
 * code; LangRef leaves the order open).  x^5 is x * (x^2)^2, three
 * multiplications; x^0 is 1.0.  The products are exact nodes: nothing
 * fuses them. */
static DagNode *powi_lane(IselCtx *c, DagNode *x, int64_t n)
{
    Vt vt = x->vt;
    uint64_t m = n < 0 ? (uint64_t)0 - (uint64_t)n : (uint64_t)n;
    DagNode *r = NULL, *square = x;
    while (m) {
        if (m & 1)
            r = r ? dag_exact2(c, DOP_FMUL, vt, r, square) : square;
        m >>= 1;
        if (m) /* the next square only if a later bit needs it */
            square = dag_exact2(c, DOP_FMUL, vt, square, square);
    }
    if (!r)
        return fconst(c, vt, 1.0);
    return n < 0 ? dag_exact2(c, DOP_FDIV, vt, fconst(c, vt, 1.0), r) : r;
}

bool family_fpmath(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (i->nargs == 1 && (sat16_family(c, i, name, out) || approx16_family(c, i, name, out)))
        return true;
    if (i->nargs == 0 || !f32_or_f64(instr_op(i, 0)->type))
        return false;
    if (sincos_family(c, i, name, out) || frexp_family(c, i, name, out))
        return true;
    const Value *e = i->nargs == 2 ? instr_op(i, 1) : NULL;
    if (!strncmp(name, "llvm.powi.", 10) && e && e->kind == VK_CINT) {
        DagVal x = dag_parts(c, instr_op(i, 0));
        *out = dag_val_new(c, x.n);
        for (uint32_t k = 0; k < x.n; k++)
            out->p[k] = powi_lane(c, x.p[k], const_int_sext((const Const *)e));
        return true;
    }
    if (!strncmp(name, "llvm.pow.", 9)) {
        *out = dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s': PTX has "
                                   "no pow (call libdevice's __nv_pow or __nv_powf)", name));
        return true;
    }
    if (!strncmp(name, "llvm.powi.", 10)) {
        *out = dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' with an exponent "
                                   "known only at run time: PTX has no pow (call libdevice's "
                                   "__nv_powi or __nv_powif)", name));
        return true;
    }
    return lane_family(c, i, name, out) || reduce_family(c, i, name, out) ||
           approx_family(c, i, name, out);
}

/* The approximate functions on half and bfloat (llvm.sin.f16, ...),
 * asked after family_half has had its say about 16-bit floats. */
bool family_fpmath_half(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (i->nargs == 0)
        return false;
    TypeKind tk = type_scalar(instr_op(i, 0)->type)->kind;
    return (tk == TY_HALF || tk == TY_BFLOAT) &&
           (sincos_family(c, i, name, out) || approx_family(c, i, name, out));
}

/* ---------------- frem ---------------- */

/* frem a, b: LLVM's expansion, a - trunc(a / b) * b, with the multiply
 * and subtract fused (one rounding instead of two), and a when b is
 * infinite (the quotient 0 times inf would be NaN).  Like LLVM's, it is
 * not the exact fmod when a / b is large or rounds across an integer. */
static DagNode *frem_lane(IselCtx *c, DagNode *a, DagNode *b)
{
    Vt vt = a->vt;
    DagNode *q = dag_exact1(c, DOP_FTRUNC, vt, dag_exact2(c, DOP_FDIV, vt, a, b));
    DagNode *nq = dag_exact1(c, DOP_FNEG, vt, q); /* kids before their user */
    DagNode *r = dag_exact(dag_node(c, DOP_FMA, vt, 3));
    dag_set_kid(r, 0, nq);
    dag_set_kid(r, 1, b);
    dag_set_kid(r, 2, a);
    DagNode *ab = dag_exact1(c, DOP_FABS, vt, b);
    DagNode *inf = fcmp(c, PRED_F_OEQ, ab, fconst(c, vt, __builtin_inf()));
    return dag_select(c, inf, a, r);
}

/* A half or bfloat frem is computed in f32 (both operands are exact there)
 * and rounded back to the 16-bit type once at the end, as llc does. */
static DagNode *frem_half_lane(IselCtx *c, DagNode *a, DagNode *b)
{
    DagNode *fa = dag_exact1(c, DOP_FPEXT, VT_F32, a), *fb = dag_exact1(c, DOP_FPEXT, VT_F32, b);
    return dag_exact1(c, DOP_FPTRUNC, a->vt, frem_lane(c, fa, fb));
}

/* The value of an f32 or f64 constant node. */
static double fconst_value(const DagNode *n)
{
    if (n->vt == VT_F32) {
        uint32_t b32 = (uint32_t)n->fbits;
        float f;
        memcpy(&f, &b32, sizeof f);
        return f;
    }
    double d;
    memcpy(&d, &n->fbits, sizeof d);
    return d;
}

/* frem of two f32 or f64 constants is folded: LangRef defines frem as
 * libm's fmod, which is exact (the remainder is representable in the
 * operands' format), so the host's fmod gives the one right answer --
 * where the run-time expansion above is only close for a large quotient
 * (llc folds it the same way).  A NaN result is LangRef's preferred NaN,
 * whatever bits the host's fmod made (they differ between x86 and Arm).
 * NULL otherwise; not at -O0. */
static DagNode *frem_const(IselCtx *c, DagNode *a, DagNode *b)
{
    if (c->opt.opt_level == 0 || a->op != DOP_FCONST || b->op != DOP_FCONST ||
        (a->vt != VT_F32 && a->vt != VT_F64) || b->vt != a->vt)
        return NULL;
    double r = fmod(fconst_value(a), fconst_value(b));
    if (isnan(r)) /* a NaN operand, a zero divisor, an infinite dividend: */
        return dag_fconst(c, a->vt, a->vt == VT_F32 ? UINT64_C(0x7fc00000)   /* the */
                                                     : UINT64_C(0x7ff8000000000000)); /* preferred NaN */
    return fconst(c, a->vt, r);
}

DagVal dag_frem(IselCtx *c, const Instr *i)
{
    DagVal a = dag_parts(c, instr_op(i, 0)), b = dag_parts(c, instr_op(i, 1));
    DagVal r = dag_val_new(c, a.n);
    for (uint32_t e = 0; e < a.n; e++) {
        Vt vt = a.p[e]->vt;
        if (vt != VT_F16 && vt != VT_BF16 && vt != VT_F32 && vt != VT_F64)
            return dag_unsupported_val(c, i->v.type, "'frem' on this type");
        DagNode *k = frem_const(c, a.p[e], b.p[e]);
        r.p[e] = k                                     ? k
                 : vt == VT_F16 || vt == VT_BF16 ? frem_half_lane(c, a.p[e], b.p[e])
                                                 : frem_lane(c, a.p[e], b.p[e]);
    }
    return r;
}

/* ---------------- predicates of the fp rules (nvptx.md `if NAME`) ---------------- */

/* The instruction allows an approximation (fdiv afn, sqrt afn). */
int64_t isel_dyn_afn(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->flags & IF_AFN ? 0 : COST_INF;
}

static bool is_one(const DagNode *k)
{
    if (k->op != DOP_FCONST)
        return false;
    return k->vt == VT_F32 ? k->fbits == 0x3f800000u : k->fbits == UINT64_C(0x3ff0000000000000);
}

/* 1.0 / x: a reciprocal, exact in rcp.rn. */
int64_t isel_dyn_one_over(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return is_one(n->kids[0]) ? 0 : COST_INF;
}

int64_t isel_dyn_one_over_afn(const IselCtx *c, const DagNode *n)
{
    return isel_dyn_one_over(c, n) == 0 ? isel_dyn_afn(c, n) : COST_INF;
}

/* -prec-div=0: f32 division may be div.full (IselOptions.div_full). */
int64_t isel_dyn_div_full(const IselCtx *c, const DagNode *n)
{
    (void)n;
    return c->opt.div_full ? 0 : COST_INF;
}

int64_t isel_dyn_one_over_full(const IselCtx *c, const DagNode *n)
{
    return isel_dyn_one_over(c, n) == 0 ? isel_dyn_div_full(c, n) : COST_INF;
}

/* 1.0 / sqrt(x) as one rsqrt.approx: the square root (operand `kid`, the
 * one the rule folds) may be approximate (`afn`, or -prec-sqrt=0, which
 * fpopts.c writes as afn), and so may the reciprocal (`afn` or `arcp` on
 * the fdiv, or -prec-div=0).  Both approximations then become one, as
 * llc writes it (rsqrt.approx: 2^-22.9 relative error, about what
 * sqrt.approx followed by rcp.approx gives in two instructions). */
int64_t isel_dyn_rsqrt_approx(const IselCtx *c, const DagNode *n, unsigned kid)
{
    const DagNode *sq = n->kids[kid];
    ASSERT(sq->op == DOP_FSQRT); /* the pattern matched before the predicate runs */
    bool div_ok = (n->flags & (IF_AFN | IF_ARCP)) || c->opt.div_full;
    return is_one(n->kids[0]) && div_ok && (sq->flags & IF_AFN) ? 0 : COST_INF;
}

