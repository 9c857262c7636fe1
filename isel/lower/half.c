/*
 * isel/lower/half.c -- half (f16) and bfloat (bf16): the part of their selection
 * that is not one pattern per operation.
 *
 * Most of half and bfloat is in the "half and bfloat" section of
 * isel/select/nvptx.md: one native rule per operation, gated by the feature that
 * brought it, and an f32 fallback for the older targets (the fwide and
 * fround nonterminals; the section's header explains why those fallbacks
 * give the native result bit for bit).  This file has the rest:
 *
 *   - the `if NAME` predicates of those rules (operand and result types);
 *   - family_half, a family of intrin.c's table, which owns
 *       llvm.minimum/maximum  min.NaN on sm_80, an expansion before;
 *       llvm.copysign         sign-bit logic on the 16-bit pattern;
 *       llvm.round            half away from zero, which cvt has no mode
 *                             for: LLVM's expansion, computed in f32;
 *       llvm.roundeven        cvt.rni (FRINT);
 *     on half and bfloat and on vectors of them (element by element), and
 *     the vector forms of the llvm.nvvm half intrinsics (fmin.f16x2,
 *     fma.rn.bf16x2, ff2f16x2.rn, ...), split into the scalar intrinsic
 *     that nvptx.md names, one per element.
 *
 * Invariants: family_half builds only operations that nvptx.md covers for
 * half and bfloat on every target (native rule or fallback), except the
 * INTRIN nodes of llvm.nvvm intrinsics, whose rules are gated like the PTX
 * instruction they name (on an older target: a located "no pattern").
 * Nodes of an expansion carry no fast-math flags: an expansion is exact as
 * written, and a `contract` on the call must not fuse its inner steps.
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

/* ---------------- the predicates of the half rules ---------------- */

static bool is_h16(Vt vt) { return vt == VT_F16 || vt == VT_BF16; }
static Vt src_vt(const DagNode *n) { return n->kids[0]->vt; }

/* The type of the node itself (for chain rules at a half/bfloat value). */
int64_t isel_dyn_is_f16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->vt == VT_F16 ? 0 : COST_INF;
}

int64_t isel_dyn_is_bf16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->vt == VT_BF16 ? 0 : COST_INF;
}

/* The type of the first operand (conversions, bitcasts). */
int64_t isel_dyn_src_f16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return src_vt(n) == VT_F16 ? 0 : COST_INF;
}

int64_t isel_dyn_src_bf16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return src_vt(n) == VT_BF16 ? 0 : COST_INF;
}

int64_t isel_dyn_src_h16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return is_h16(src_vt(n)) ? 0 : COST_INF;
}

int64_t isel_dyn_src_i16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return src_vt(n) == VT_I16 ? 0 : COST_INF;
}

/* Integers that an f32 holds exactly (i8, i16), and the wider ones. */
int64_t isel_dyn_src_narrow(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return src_vt(n) == VT_I8 || src_vt(n) == VT_I16 ? 0 : COST_INF;
}

int64_t isel_dyn_src_i16_up(const IselCtx *c, const DagNode *n)
{
    (void)c;
    Vt s = src_vt(n);
    return s == VT_I16 || s == VT_I32 || s == VT_I64 ? 0 : COST_INF;
}

int64_t isel_dyn_src_i32(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return src_vt(n) == VT_I32 ? 0 : COST_INF;
}

int64_t isel_dyn_src_i64(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return src_vt(n) == VT_I64 ? 0 : COST_INF;
}

/* A floating-point comparison of two halves, or bfloats, or either. */
static int64_t setcc_of(const DagNode *n, bool f16, bool bf16)
{
    Vt t = src_vt(n);
    if (n->cc < PRED_F_FALSE || !((f16 && t == VT_F16) || (bf16 && t == VT_BF16)))
        return COST_INF;
    return 0;
}

int64_t isel_dyn_setcc_f16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return setcc_of(n, true, false);
}

int64_t isel_dyn_setcc_bf16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return setcc_of(n, false, true);
}

int64_t isel_dyn_setcc_h16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return setcc_of(n, true, true);
}

/* ---------------- small builders ---------------- */

static DagNode *setcc(IselCtx *c, Predicate p, DagNode *a, DagNode *b)
{
    return dag_exact(dag_setcc(c, p, a, b));
}

static DagNode *select3(IselCtx *c, DagNode *cond, DagNode *a, DagNode *b)
{
    return dag_exact(dag_select(c, cond, a, b));
}

/* The 16 bits of a half or bfloat as an i16, and back. */
static DagNode *bits16(IselCtx *c, DagNode *x) { return dag_exact1(c, DOP_BITCAST, VT_I16, x); }

static DagNode *f32_const(IselCtx *c, float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return dag_fconst(c, VT_F32, bits);
}

/* The IEEE bits of a few constants in each 16-bit format. */
static uint16_t nan16(Vt vt) { return vt == VT_F16 ? 0x7e00 : 0x7fc0; }

/* An INTRIN node for an intrinsic that nvptx.md names, over ops. */
static int cmp_name(const void *key, const void *elem)
{
    return strcmp((const char *)key, *(const char *const *)elem);
}

static int intrinsic_number(const char *name)
{
    const char *const *hit = bsearch(name, isel_intrinsic_names, isel_nintrinsics,
                                      sizeof *isel_intrinsic_names, cmp_name);
    return hit ? (int)(hit - isel_intrinsic_names) + 1 : 0;
}

static DagNode *intrin_node(IselCtx *c, int number, Vt vt, DagNode **ops, uint32_t n)
{
    DagNode *x = dag_node(c, DOP_INTRIN, vt, n);
    for (uint32_t k = 0; k < n; k++)
        dag_set_kid(x, k, ops[k]);
    x->intr = (uint16_t)number;
    return x;
}

/* ---------------- copysign, round, minimum, maximum ---------------- */

/* copysign(a, b): a's magnitude bits, b's sign bit. */
static DagNode *h_copysign(IselCtx *c, Vt vt, DagNode *a, DagNode *b)
{
    DagNode *mag = dag_exact2(c, DOP_AND, VT_I16, bits16(c, a), dag_const(c, VT_I16, 0x7fff));
    DagNode *sign = dag_exact2(c, DOP_AND, VT_I16, bits16(c, b), dag_const(c, VT_I16, 0x8000));
    return dag_exact1(c, DOP_BITCAST, vt, dag_exact2(c, DOP_OR, VT_I16, mag, sign));
}

/* llvm.round: halves away from zero.  LLVM's expansion, on the magnitude
 * in f32 (where every half and bfloat is exact):
 *     t = trunc(|x| + 0.5)      exact for 0.5 <= |x| <= 2^23
 *     t = |x| < 0.5 ? 0 : t     (|x| + 0.5 could round up to 1)
 *     t = |x| > 2^23 ? |x| : t  (already integral, and |x| + 0.5 could round
 *                                an odd value up; inf too)
 * then back to 16 bits (exact: t is integral and no larger than |x|) with
 * x's sign.  A NaN fails both compares and stays a NaN. */
static DagNode *h_round(IselCtx *c, Vt vt, DagNode *x)
{
    DagNode *ax = dag_exact1(c, DOP_FABS, VT_F32, dag_exact1(c, DOP_FPEXT, VT_F32, x));
    DagNode *t = dag_exact1(c, DOP_FTRUNC, VT_F32, dag_exact2(c, DOP_FADD, VT_F32, ax, f32_const(c, 0.5f)));
    t = select3(c, setcc(c, PRED_F_OLT, ax, f32_const(c, 0.5f)), f32_const(c, 0.0f), t);
    t = select3(c, setcc(c, PRED_F_OGT, ax, f32_const(c, 8388608.0f)), ax, t);
    return h_copysign(c, vt, dag_exact1(c, DOP_FPTRUNC, vt, t), x);
}

/* Is x exactly the zero that wins: -0 for minimum, +0 for maximum? */
static DagNode *is_zero_bits(IselCtx *c, DagNode *x, bool is_max)
{
    return setcc(c, PRED_EQ, bits16(c, x), dag_const(c, VT_I16, is_max ? 0 : 0x8000));
}

/* llvm.minimum/maximum: NaN if either is NaN, and -0 below +0.  With
 * min.NaN/max.NaN (sm_80) one instruction; before, LLVM's expansion over
 * minnum/maxnum (which nvptx.md computes in f32 there):
 *     r = isnan(a) || isnan(b) ? NaN : min(a, b)
 *     if r == 0: the winning zero, if a or b is that zero, else r */
static DagNode *h_min_max(IselCtx *c, Vt vt, DagNode *a, DagNode *b, bool is_max)
{
    if (target_has(c->target, FEAT_MINMAX_NAN)) {
        char name[40];
        snprintf(name, sizeof name, "llvm.nvvm.f%s.nan.%s", is_max ? "max" : "min",
                 vt == VT_F16 ? "f16" : "bf16");
        DagNode *ops[2] = {a, b};
        int number = intrinsic_number(name);
        if (!number)
            BUG("nvptx.md has no rule for @%s", name);
        return dag_exact(intrin_node(c, number, vt, ops, 2));
    }
    DagNode *m = dag_exact2(c, is_max ? DOP_FMAX : DOP_FMIN, vt, a, b);
    DagNode *r = select3(c, setcc(c, PRED_F_UNO, a, b), dag_fconst(c, vt, nan16(vt)), m);
    DagNode *z = select3(c, is_zero_bits(c, a, is_max), a, r);
    z = select3(c, is_zero_bits(c, b, is_max), b, z);
    return select3(c, setcc(c, PRED_F_OEQ, r, dag_fconst(c, vt, 0)), z, r);
}

/* ---------------- the llvm.* intrinsics on half and bfloat ---------------- */

typedef enum { H_MINIMUM, H_MAXIMUM, H_COPYSIGN, H_ROUND, H_ROUNDEVEN } HalfOp;

static const struct {
    const char *prefix;
    HalfOp op;
    uint32_t nargs;
} half_ops[] = {
    {"llvm.minimum.", H_MINIMUM, 2},   {"llvm.maximum.", H_MAXIMUM, 2},
    {"llvm.copysign.", H_COPYSIGN, 2}, {"llvm.round.", H_ROUND, 1},
    {"llvm.roundeven.", H_ROUNDEVEN, 1},
};

static DagNode *half_lane(IselCtx *c, HalfOp op, Vt vt, DagNode **x)
{
    switch (op) {
    case H_MINIMUM: return h_min_max(c, vt, x[0], x[1], false);
    case H_MAXIMUM: return h_min_max(c, vt, x[0], x[1], true);
    case H_COPYSIGN: return h_copysign(c, vt, x[0], x[1]);
    case H_ROUND: return h_round(c, vt, x[0]);
    case H_ROUNDEVEN: return dag_exact1(c, DOP_FRINT, vt, x[0]);
    }
    BUG("half op %d", (int)op);
}

/* Is t half or bfloat, or a vector of them? */
static bool is_half_type(const Type *t)
{
    const Type *s = type_scalar(t);
    return s->kind == TY_HALF || s->kind == TY_BFLOAT;
}

static bool half_math(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    for (size_t k = 0; k < sizeof half_ops / sizeof *half_ops; k++) {
        uint32_t n = half_ops[k].nargs;
        if (strncmp(name, half_ops[k].prefix, strlen(half_ops[k].prefix)) || i->nargs != n)
            continue;
        DagVal ops[2]; /* operands first: kids precede parents */
        for (uint32_t a = 0; a < n; a++)
            ops[a] = dag_parts(c, instr_op(i, a));
        const TypeParts *tp = type_parts(c, i->v.type, NULL);
        *out = dag_val_new(c, tp->n);
        for (uint32_t e = 0; e < tp->n; e++) {
            DagNode *lane[2] = {ops[0].p[e], n > 1 ? ops[1].p[e] : NULL};
            out->p[e] = half_lane(c, half_ops[k].op, tp->vt[e], lane);
        }
        return true;
    }
    return false;
}

/* ---------------- vector forms of the llvm.nvvm intrinsics ---------------- */

/* The scalar intrinsic of a vector llvm.nvvm name: "fmin.f16x2" ->
 * "fmin.f16", "fabs.v2bf16" -> "fabs.bf16"; "" when it is not one. */
static void scalar_name(const char *name, char *out, size_t size)
{
    static const struct { const char *vec, *scalar; } suffixes[] = {
        {".f16x2", ".f16"}, {".bf16x2", ".bf16"}, {".v2f16", ".f16"}, {".v2bf16", ".bf16"},
    };
    size_t len = strlen(name);
    out[0] = 0;
    for (size_t k = 0; k < sizeof suffixes / sizeof *suffixes; k++) {
        size_t vl = strlen(suffixes[k].vec);
        if (len > vl && !strcmp(name + len - vl, suffixes[k].vec) && len < size) {
            snprintf(out, size, "%.*s%s", (int)(len - vl), name, suffixes[k].scalar);
            return;
        }
    }
}

/* ff2f16x2.rn(a, b) and the like pack two floats: PTX's cvt.f16x2.f32
 * puts its first operand in the upper half, so element 0 is b's and
 * element 1 is a's.  As scalars: f2f16.rn(b), f2f16.rn(a). */
static bool pair_name(const char *name, char *out, size_t size)
{
    static const struct { const char *vec, *scalar; } pairs[] = {
        {"llvm.nvvm.ff2f16x2.", "llvm.nvvm.f2f16."},
        {"llvm.nvvm.ff2bf16x2.", "llvm.nvvm.f2bf16."},
    };
    for (size_t k = 0; k < sizeof pairs / sizeof *pairs; k++) {
        size_t vl = strlen(pairs[k].vec);
        if (!strncmp(name, pairs[k].vec, vl)) {
            snprintf(out, size, "%s%s", pairs[k].scalar, name + vl);
            return true;
        }
    }
    return false;
}

/* Element e's operand k: its part e, or the scalar itself (ff2f16x2's
 * floats, reversed: see pair_name). */
static DagNode *lane_operand(const DagVal *ops, uint32_t k, uint32_t e, uint32_t nargs,
                             bool pair)
{
    if (pair)
        return ops[nargs - 1 - e].p[0];
    return ops[k].n == 1 ? ops[k].p[0] : ops[k].p[e];
}

enum { HALF_MAX_ARGS = 4 }; /* the most operands of an intrinsic split here */

static bool is_i32(const Type *t) { return t->kind == TY_INT && t->bits == 32; }

/* LLVM's older signatures of the bf16x2 intrinsics (abs.bf16x2(i32),
 * fmin.bf16x2(i32, i32), ...) carry the pair in an i32, element 0 in the
 * low half: each i32 is split into its halves, the scalar intrinsic runs
 * on each, and the results are packed back. */
static bool nvvm_i32_pair(IselCtx *c, const Instr *i, int number, DagVal *out)
{
    if (!is_i32(i->v.type) || i->nargs == 0 || i->nargs > HALF_MAX_ARGS)
        return false;
    for (uint32_t k = 0; k < i->nargs; k++)
        if (!is_i32(instr_op(i, k)->type))
            return false;
    DagNode *lane[2][HALF_MAX_ARGS], *r[2];
    for (uint32_t k = 0; k < i->nargs; k++) {
        DagNode *v = dag_value(c, instr_op(i, k));
        lane[0][k] = dag_node1(c, DOP_LO, VT_I16, v);
        lane[1][k] = dag_node1(c, DOP_HI, VT_I16, v);
    }
    for (uint32_t e = 0; e < 2; e++) {
        r[e] = intrin_node(c, number, VT_I16, lane[e], i->nargs);
        if (!intrinsic_is_pure(c, i)) {
            r[e]->chained = true;
            dag_chained(c, r[e]);
        }
    }
    *out = dag_one(c, dag_node2(c, DOP_PACK, VT_I32, r[0], r[1]));
    return true;
}

static bool nvvm_vector(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    char scalar[128];
    bool pair = pair_name(name, scalar, sizeof scalar);
    if (!pair)
        scalar_name(name, scalar, sizeof scalar);
    int number = scalar[0] ? intrinsic_number(scalar) : 0;
    if (number && !pair && nvvm_i32_pair(c, i, number, out))
        return true;
    if (!number || !half_pair_type(i->v.type) || i->nargs > HALF_MAX_ARGS ||
        (pair && i->nargs != 2))
        return false;
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    DagVal ops[HALF_MAX_ARGS];
    for (uint32_t k = 0; k < i->nargs; k++)
        ops[k] = dag_parts(c, instr_op(i, k));
    *out = dag_val_new(c, 2);
    for (uint32_t e = 0; e < 2; e++) {
        DagNode *lane[HALF_MAX_ARGS];
        uint32_t n = pair ? 1 : i->nargs;
        for (uint32_t k = 0; k < n; k++)
            lane[k] = lane_operand(ops, k, e, i->nargs, pair);
        DagNode *x = intrin_node(c, number, tp->vt[e], lane, n);
        if (!intrinsic_is_pure(c, i)) {
            x->chained = true;
            dag_chained(c, x);
        }
        out->p[e] = x;
    }
    return true;
}

/* ---------------- atomicrmw fadd on a pair ---------------- */

/* <2 x half> or <2 x bfloat>: the pair PTX's atom adds in one .b32. */
bool half_pair_type(const Type *t)
{
    return t->kind == TY_VEC && !t->scalable && t->count == 2 && is_half_type(t);
}

/* Only fadd: atom.add.noftz.f16x2 (sm_60) and .bf16x2 (sm_90). */
bool legal_half_pair_rmw(IselCtx *c, const Instr *i)
{
    bool is_bf16 = type_scalar(i->v.type)->kind == TY_BFLOAT;
    const char *what = is_bf16 ? "<2 x bfloat>" : "<2 x half>";
    if ((RmwOp)i->rmw != RMW_FADD) {
        diag_error(c->diag, i->v.loc, "unsupported: atomicrmw %s on %s (PTX adds pairs only)",
                   rmw_name((RmwOp)i->rmw), what);
        return false;
    }
    Feature f = is_bf16 ? FEAT_ATOM_BF16 : FEAT_ATOM_F16X2;
    return isel_require(c, f, is_bf16 ? "'atom.add.noftz.bf16x2'" : "'atom.add.noftz.f16x2'",
                        i->v.loc);
}

/* ---------------- the family ---------------- */

bool family_half(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (!strncmp(name, "llvm.nvvm.", 10))
        return nvvm_vector(c, i, name, out);
    if (i->v.type->kind == TY_VOID || !is_half_type(i->v.type))
        return false;
    return half_math(c, i, name, out);
}
