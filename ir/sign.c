/*
 * ir/sign.c -- which integer values are known not to be negative, and
 * what pass "cse" folds with that knowledge.
 *
 * Why.  Numba writes Python's floor division `s //= 2` as `sdiv` and
 * `srem`, then corrects the quotient by one when the remainder is
 * negative (`rem != 0 && (2 ^ rem) < 0`), and indexes every array with
 * the wrap-around `i < 0 ? i + n : i`.  Where s is a loop counter that
 * only runs while it is positive, or i a thread index, the correction
 * and the wrap can never happen.  llc removes them because LLVM's value
 * tracking knows the sign bits of phis from the branches that guard
 * their incoming edges; on Numba's block reduction, keeping them cost
 * tnvcc 8 SASS instructions more than llc-19 in a 17-instruction loop.
 *
 * The facts (known_nonneg), for an integer value of at most 64 bits:
 *   - a constant whose sign bit is clear;
 *   - zext from a narrower type (its top bit is 0), sext or ashr of a
 *     non-negative value, lshr by a constant of at least 1, or of a
 *     non-negative value;
 *   - and with a non-negative operand; or and xor of two; add, mul and
 *     shl `nsw` of non-negative values (without nsw they may wrap past
 *     the sign bit; with it, a wrap is poison, and any fact holds of
 *     poison);
 *   - udiv of a non-negative value or by a constant of at least 2; urem
 *     of or by a non-negative value; sdiv of two non-negative values;
 *     srem of a non-negative value (its sign is the dividend's);
 *   - select of two non-negative values;
 *   - a phi each of whose entries is non-negative, or is known to be on
 *     its edge: the edge's branch tested it against a constant (`icmp
 *     sgt v, -1` and the like taken, `icmp slt v, 0` not taken).  A phi
 *     may depend on itself around a loop; inside its own proof it is
 *     taken as non-negative, which is induction over the run: each value
 *     it receives is computed from earlier ones, all non-negative.  At
 *     most PHIS_MAX phis are assumed at once and nothing proved under an
 *     assumption is remembered, so no fact outlives its proof;
 *   - a value that a branch dominating its use tested (`if (n > 0)`
 *     around the use: dominated_by, below);
 *   - the PTX special registers that count threads, blocks, lanes and
 *     warps (llvm.nvvm.read.ptx.sreg.tid.x and its kin: all below 2^31),
 *     ctpop/ctlz/cttz, `llvm.abs(x, true)`, umin with a non-negative
 *     operand, smax with one, smin and umax of two.
 * Anything else, or a chain deeper than DEPTH_MAX, is not known.
 *
 * Beside the sign, known_nonzero-style facts (nonzero): a constant other
 * than 0, zext or sext of a nonzero value, shl and mul with nuw or nsw
 * (a wrap to 0 would be poison), or with one nonzero operand, add nuw
 * with one, select of two, or a value a dominating branch found `!= 0`,
 * `== C` (C not 0) or `> C` (C >= 0).  Halide's memset loop, under
 * `if (n > 0)`, tests its length (zext n) << 2 against 0 once more.
 *
 * The folds (sign_fold), applied by pass cse where fold_instr finds
 * nothing:
 *   - a comparison of a non-negative value with a constant that its
 *     sign decides: `icmp slt x, 0` is false, `icmp sgt x, -1` true,
 *     `icmp eq x, INT_MIN` false, and the mirrored forms; a comparison
 *     of a nonzero value with 0 (`== 0`, `<u 1`, ...);
 *   - sdiv and srem of two non-negative values become udiv and urem,
 *     which are the same there and cost less (a power of two is a shift
 *     or a mask, without the rounding correction of the signed forms).
 *
 * Invariants: known_nonneg changes nothing; sign_fold changes at most
 * the opcode of the instruction it is given.
 */
#include <string.h>

#include "ir/ir.h"

enum { DEPTH_MAX = 8, PHIS_MAX = 4, DOM_STEPS = 8 };

typedef struct Proof {
    const Instr *assumed[PHIS_MAX]; /* phis taken as non-negative */
    unsigned nassumed;
    const Block *at; /* where the value is used: the branches that
                        dominate it tell facts; NULL = none known */
} Proof;

/* What a branch may tell of a value on one of its edges. */
typedef enum { FACT_NONNEG, FACT_NONZERO } Fact;

static bool nonneg(Proof *p, const Value *v, unsigned depth);

/* A constant integer of at most 64 bits: its value sign-extended. */
static bool small_const(const Value *v, int64_t *out)
{
    if (v->kind != VK_CINT || v->type->kind != TY_INT || v->type->bits > 64)
        return false;
    *out = const_int_sext((const Const *)v);
    return true;
}

/* Special registers that hold counts or indices of threads, blocks,
 * lanes, warps and SMs: PTX defines them all below 2^31. */
static bool counting_sreg(const char *name)
{
    static const char *const regs[] = {
        "tid.",       "ntid.",         "ctaid.",         "nctaid.",
        "laneid",     "warpid",        "nwarpid",        "warpsize",
        "smid",       "nsmid",         "cluster.ctaid.", "cluster.nctaid.",
        "clusterid.", "nclusterid.",   "cluster.ctarank", "cluster.nctarank",
    };
    const char *prefix = "llvm.nvvm.read.ptx.sreg.";
    size_t n = strlen(prefix);
    if (strncmp(name, prefix, n))
        return false;
    for (size_t k = 0; k < sizeof regs / sizeof *regs; k++)
        if (!strncmp(name + n, regs[k], strlen(regs[k])))
            return true;
    return false;
}

static bool nonneg_call(Proof *p, const Instr *i, unsigned depth)
{
    const Global *f = call_callee_fn(i);
    if (!f || !f->v.name)
        return false;
    const char *name = f->v.name;
    if (counting_sreg(name))
        return true;
    if (!strncmp(name, "llvm.ctpop.", 11) || !strncmp(name, "llvm.ctlz.", 10) ||
        !strncmp(name, "llvm.cttz.", 10))
        return i->v.type->bits >= 2; /* at most the width: below 2^(bits-1) */
    if (i->nargs < 2)
        return false;
    const Value *a = instr_op(i, 0), *b = instr_op(i, 1);
    int64_t c;
    if (!strncmp(name, "llvm.abs.", 9))
        return small_const(b, &c) && c != 0; /* INT_MIN gives poison */
    if (!strncmp(name, "llvm.umin.", 10) || !strncmp(name, "llvm.smax.", 10))
        return nonneg(p, a, depth) || nonneg(p, b, depth);
    if (!strncmp(name, "llvm.smin.", 10) || !strncmp(name, "llvm.umax.", 10))
        return nonneg(p, a, depth) && nonneg(p, b, depth);
    return false;
}

/* Does the branch ending `from` show fact f of v on its edge to `to`? */
static bool edge_says(const Block *from, const Block *to, const Value *v, Fact f)
{
    const Instr *t = from->last;
    if (!t || t->op != OP_BR || t->nops != 3 || instr_op(t, 1) == instr_op(t, 2))
        return false;
    bool taken = instr_op(t, 1) == &to->v;
    const Value *cv = instr_op(t, 0);
    if (cv->kind != VK_INSTR || ((const Instr *)cv)->op != OP_ICMP)
        return false;
    const Instr *cmp = (const Instr *)cv;
    Predicate pred = (Predicate)cmp->pred;
    int64_t c;
    if (instr_op(cmp, 0) == v && small_const(instr_op(cmp, 1), &c))
        ; /* v pred c */
    else if (instr_op(cmp, 1) == v && small_const(instr_op(cmp, 0), &c))
        pred = predicate_swapped(pred); /* c pred v is v pred' c */
    else
        return false;
    if (!taken)
        pred = predicate_inverse(pred);
    if (f == FACT_NONZERO)
        switch (pred) {
        case PRED_NE: return c == 0;
        case PRED_EQ: return c != 0;
        case PRED_SGT: case PRED_UGT: return c >= 0; /* above 0 or more */
        default: return false;
        }
    switch (pred) {
    case PRED_SGT: return c >= -1;
    case PRED_SGE: case PRED_EQ: return c >= 0;
    case PRED_ULT: case PRED_ULE: return c >= 0; /* unsigned below a non-negative */
    default: return false;
    }
}

/* Is fact f of v known where it is used, at block b: does a block that
 * dominates b (b itself included) have one predecessor, whose branch to
 * it says f?  Every path to b takes that edge, and takes it again after
 * each new definition of v (v is defined before the branch, so not in a
 * block that edge dominates), so the fact holds of the value b sees. */
static bool dominated_by(const Block *b, const Value *v, Fact f)
{
    for (unsigned steps = 0; b && steps < DOM_STEPS; steps++, b = b->idom)
        if (b->npreds == 1 && edge_says(b->preds[0], b, v, f))
            return true;
    return false;
}

static bool nonneg_phi(Proof *p, const Instr *phi, unsigned depth)
{
    for (unsigned k = 0; k < p->nassumed; k++)
        if (p->assumed[k] == phi)
            return true;
    if (p->nassumed == PHIS_MAX)
        return false;
    p->assumed[p->nassumed++] = phi;
    bool all = true;
    const Block *at = p->at;
    for (uint32_t k = 0; all && k + 1 < phi->nops; k += 2) {
        const Value *v = instr_op(phi, k);
        const Block *from = (const Block *)instr_op(phi, k + 1);
        p->at = from; /* the value leaves the predecessor's end */
        all = v == &phi->v || edge_says(from, phi->parent, v, FACT_NONNEG) ||
              nonneg(p, v, depth);
    }
    p->at = at;
    p->nassumed--;
    return all;
}

/* The start both analyses share: a constant, a value too wide or too
 * deep, or one a dominating branch settles is decided here (NULL is
 * returned and *known says how); otherwise v's instruction, for the
 * caller's rules (NULL with *known false for an argument). */
static const Instr *settle(const Value *v, const Block *at, Fact f, unsigned *depth,
                           bool *known)
{
    int64_t c;
    *known = false;
    if (small_const(v, &c)) {
        *known = f == FACT_NONNEG ? c >= 0 : c != 0;
        return NULL;
    }
    if (v->type->kind != TY_INT || v->type->bits > 64 || ++*depth > DEPTH_MAX)
        return NULL;
    if (at && dominated_by(at, v, f)) {
        *known = true;
        return NULL;
    }
    return v->kind == VK_INSTR ? (const Instr *)v : NULL;
}

static bool nonneg(Proof *p, const Value *v, unsigned depth)
{
    int64_t c;
    bool known;
    const Instr *i = settle(v, p->at, FACT_NONNEG, &depth, &known);
    if (!i)
        return known;
    const Value *a = i->nops > 0 ? instr_op(i, 0) : NULL;
    const Value *b = i->nops > 1 ? instr_op(i, 1) : NULL;
    bool nsw = i->flags & IF_NSW;
    switch (i->op) {
    case OP_ZEXT: return a->type->kind == TY_INT && a->type->bits < v->type->bits;
    case OP_SEXT: case OP_ASHR: return nonneg(p, a, depth);
    case OP_LSHR: return (small_const(b, &c) && c >= 1) || nonneg(p, a, depth);
    case OP_AND: return nonneg(p, a, depth) || nonneg(p, b, depth);
    case OP_OR: case OP_XOR: return nonneg(p, a, depth) && nonneg(p, b, depth);
    case OP_ADD: case OP_MUL: return nsw && nonneg(p, a, depth) && nonneg(p, b, depth);
    case OP_SHL: return nsw && nonneg(p, a, depth);
    case OP_UDIV:
        return (small_const(b, &c) && (c >= 2 || c < 0)) || nonneg(p, a, depth);
    case OP_UREM: return nonneg(p, b, depth) || nonneg(p, a, depth);
    case OP_SDIV: return nonneg(p, a, depth) && nonneg(p, b, depth);
    case OP_SREM: return nonneg(p, a, depth);
    case OP_SELECT:
        return nonneg(p, instr_op(i, 1), depth) && nonneg(p, instr_op(i, 2), depth);
    case OP_PHI: return nonneg_phi(p, i, depth);
    case OP_CALL: return nonneg_call(p, i, depth);
    default: return false;
    }
}

bool known_nonneg(const Value *v, const Block *at)
{
    Proof p = {.at = at};
    return nonneg(&p, v, 0);
}

/* Is integer value v, used at block `at`, never 0? */
static bool nonzero(const Value *v, const Block *at, unsigned depth)
{
    bool known;
    const Instr *i = settle(v, at, FACT_NONZERO, &depth, &known);
    if (!i)
        return known;
    const Value *a = i->nops > 0 ? instr_op(i, 0) : NULL;
    const Value *b = i->nops > 1 ? instr_op(i, 1) : NULL;
    bool nw = i->flags & (IF_NUW | IF_NSW); /* a wrap to 0 would be poison */
    switch (i->op) {
    case OP_ZEXT: case OP_SEXT: return nonzero(a, at, depth);
    case OP_SHL: return nw && nonzero(a, at, depth);
    case OP_MUL: return nw && nonzero(a, at, depth) && nonzero(b, at, depth);
    case OP_OR: return nonzero(a, at, depth) || nonzero(b, at, depth);
    case OP_ADD: /* x + y >= x without unsigned wrap */
        return (i->flags & IF_NUW) && (nonzero(a, at, depth) || nonzero(b, at, depth));
    case OP_SELECT:
        return nonzero(instr_op(i, 1), at, depth) && nonzero(instr_op(i, 2), at, depth);
    default: return false;
    }
}

/* The value `x pred c` has for every x other than 0, as 0 or 1; -1 when
 * that does not decide it. */
static int decided_nonzero(Predicate pred, int64_t c)
{
    switch (pred) {
    case PRED_EQ: case PRED_ULE: return c == 0 ? 0 : -1;  /* x == 0, x <= 0 */
    case PRED_NE: case PRED_UGT: return c == 0 ? 1 : -1;
    case PRED_ULT: return c == 1 ? 0 : -1;                /* x < 1 */
    case PRED_UGE: return c == 1 ? 1 : -1;
    default: return -1;
    }
}

/* The value `x pred c` has for every non-negative x, as 0 or 1; -1 when
 * the sign does not decide it. */
static int decided(Predicate pred, int64_t c)
{
    switch (pred) {
    case PRED_SLT: return c <= 0 ? 0 : -1;  /* x < c <= 0 */
    case PRED_SLE: return c < 0 ? 0 : -1;
    case PRED_SGT: return c < 0 ? 1 : -1;   /* x >= 0 > c */
    case PRED_SGE: return c <= 0 ? 1 : -1;
    case PRED_EQ: return c < 0 ? 0 : -1;
    case PRED_NE: return c < 0 ? 1 : -1;
    default: return -1;
    }
}

Value *sign_fold(Module *m, Instr *i)
{
    int64_t c;
    if (i->op == OP_ICMP && i->nops == 2 && i->v.type->kind == TY_INT) {
        Value *x = instr_op(i, 0);
        Predicate pred = (Predicate)i->pred;
        if (small_const(instr_op(i, 1), &c))
            ;
        else if (small_const(x, &c))
            x = instr_op(i, 1), pred = predicate_swapped(pred);
        else
            return NULL;
        int r = decided(pred, c);
        if (r >= 0 && known_nonneg(x, i->parent))
            return &const_bool(&m->consts, r)->v;
        r = decided_nonzero(pred, c);
        if (r >= 0 && nonzero(x, i->parent, 0))
            return &const_bool(&m->consts, r)->v;
        return NULL;
    }
    if ((i->op == OP_SDIV || i->op == OP_SREM) && i->nops == 2 &&
        i->v.type->kind == TY_INT && i->v.type->bits <= 64 &&
        known_nonneg(instr_op(i, 0), i->parent) && known_nonneg(instr_op(i, 1), i->parent))
        i->op = i->op == OP_SDIV ? OP_UDIV : OP_UREM;
    return NULL;
}
