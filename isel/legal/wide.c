/*
 * isel/legal/wide.c -- i128: integers of two 64-bit registers.
 *
 * An i128 is a DagVal of two I64 parts, low word first (isel/legal/parts.c);
 * a vector of i128 is two parts per element.  Most operations are a few
 * 64-bit DAG nodes that the patterns of nvptx.md cover as usual:
 *
 *   and/or/xor     one node per word
 *   mul            lo = a.lo * b.lo
 *                  hi = mul.hi.u64(a.lo, b.lo) + a.lo * b.hi + a.hi * b.lo
 *                  (the low 128 bits of the product; mad.lo folds the adds)
 *   shifts         by a constant: words moved and two shifts or'ed; by a
 *                  run-time amount s, both cases computed and selp'ed on
 *                  s > 63, relying on PTX clamping shift amounts at 64
 *                  (shl.b64 x, 64 is 0, so s = 0 needs no special case);
 *                  an amount of 128 or more is poison, so only the low
 *                  word of the amount is read
 *   icmp           eq: both words equal; ordered: the high words decide
 *                  (signed or unsigned as the predicate), unless equal,
 *                  then the low words (always unsigned)
 *   casts          zext/sext/trunc to and from i128, ptrtoint, inttoptr
 *
 * add and sub go through the carry flag: `add.cc.u64` writes the carry of
 * the low words into the condition code, and `addc.u64` adds it into the
 * high words.  The flag is state that the DAG does not see -- nothing
 * says that no other carry instruction runs in between -- so the two
 * instructions must be emitted together.  They are therefore one
 * hand-selected node (ADDCC, SUBCC) with two results, selected by layer 1
 * (select_wide), which writes the pair back to back; the results come
 * out through REG leaves, like a call's.  Nothing else in tnvcc uses the
 * condition code, and nothing reorders instructions after selection.
 *
 * udiv/urem/sdiv/srem by a constant are a multiplication by a magic number
 * (divide_const below; a power of two is a shift, its remainder a mask).
 * By a run-time divisor they are a loop inside the block (DIVREM128): when
 * both operands fit in 64 bits, one div.u64 (the remainder N - Q*D);
 * otherwise restoring shift-subtract division, one quotient bit per step,
 * from the first step that can subtract (divrem_skip: clz(D) - clz(N) + 1
 * steps, at most 128; the remainder R and the dividend bits Q shift left
 * together; R - D is
 * computed with sub.cc/subc and taken when it does not borrow, or when a
 * bit was shifted out of R, which makes R >= 2^128 > D).  Signed division
 * divides the magnitudes and fixes the signs: the quotient is negative
 * when the signs differ, the remainder has the dividend's sign.
 *
 * Conversions with float and double are exact to the rounding rule (see
 * wide_to_fp, fp_to_wide: one cvt.rn of the normalized top 64 bits with a
 * sticky bit, scaled by a power of two; a split into two words with an
 * fma); LLVM 19 needs a library call for them and has none on NVPTX.
 * half and bfloat with i128 are a located "unsupported" error.
 *
 * Invariants: the carry flag is never live across anything but the one
 * ADDCC/SUBCC/DIVREM128 node that sets it; hand nodes write fresh
 * registers and are roots (they have no users through edges).
 */
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

bool wide_int_type(const Type *t)
{
    if (t->kind == TY_VEC)
        t = t->elem;
    return t->kind == TY_INT && t->bits == 128;
}

/* ---------------- small builders ---------------- */

static bool is_const(const DagNode *n, int64_t v) { return n->op == DOP_CONST && n->ival == v; }

/* A 64-bit binary node, constant operands of commutative ops on the right. */
static DagNode *op64(IselCtx *c, DagOp op, DagNode *a, DagNode *b)
{
    bool commutes = op == DOP_ADD || op == DOP_MUL || op == DOP_AND || op == DOP_OR ||
                    op == DOP_XOR;
    if (commutes && dag_is_const(a) && !dag_is_const(b)) {
        DagNode *t = a;
        a = b, b = t;
    }
    return dag_node2(c, op, VT_I64, a, b);
}

static DagNode *shift64(IselCtx *c, DagOp op, DagNode *x, DagNode *amount)
{
    return dag_node2(c, op, VT_I64, x, amount);
}

static DagNode *imm32(IselCtx *c, int64_t v) { return dag_const(c, VT_I32, v); }

/* The sign of a word as 0 or all ones (x >> 63, arithmetic). */
static DagNode *sign_of(IselCtx *c, DagNode *x)
{
    if (x->op == DOP_CONST)
        return dag_const(c, VT_I64, x->ival < 0 ? -1 : 0);
    return shift64(c, DOP_SRA, x, imm32(c, 63));
}

/* A hand-selected node with nres I64 results in fresh registers.  It is a
 * root of its own: its users read the results through REG leaves. */
static DagNode *hand_node(IselCtx *c, DagOp op, DagNode *const *kids, uint32_t nkids,
                          uint32_t nres)
{
    DagNode *n = dag_node(c, op, VT_NONE, nkids);
    for (uint32_t k = 0; k < nkids; k++)
        dag_set_kid(n, k, kids[k]);
    n->res = arena_array(c->fn_arena, nres + 1, sizeof *n->res);
    for (uint32_t r = 0; r < nres; r++)
        n->res[r] = mf_new_vreg(c, RC_RD);
    n->nres = nres;
    n->root = true;
    return n;
}

/* The REG leaves of results first and first + 1.  (Nodes are made in
 * statements of their own here and below, never as two arguments of one
 * call: C leaves the order of those unspecified, and creation order is
 * emission order.) */
static WideVal hand_pair(IselCtx *c, const DagNode *n, uint32_t first)
{
    DagNode *lo = dag_reg(c, VT_I64, n->res[first]);
    DagNode *hi = dag_reg(c, VT_I64, n->res[first + 1]);
    return (WideVal){lo, hi};
}

/* One word of and/or/xor; a constant word of 0 or -1 (the other half of a
 * small i128 constant) often decides it without an instruction. */
static DagNode *logic64(IselCtx *c, DagOp op, DagNode *a, DagNode *b)
{
    if (dag_is_const(a) && !dag_is_const(b)) {
        DagNode *t = a;
        a = b, b = t;
    }
    if (is_const(b, 0))
        return op == DOP_AND ? b : a;
    if (is_const(b, -1) && op != DOP_XOR)
        return op == DOP_AND ? a : b;
    return op64(c, op, a, b);
}

static WideVal wide_logic(IselCtx *c, DagOp op, WideVal a, WideVal b)
{
    DagNode *lo = logic64(c, op, a.lo, b.lo);
    DagNode *hi = logic64(c, op, a.hi, b.hi);
    return (WideVal){lo, hi};
}

/* ---------------- add, sub, mul ---------------- */

WideVal wide_addsub(IselCtx *c, WideVal a, WideVal b, bool sub)
{
    if (!sub && dag_is_const(a.lo) && dag_is_const(a.hi)) {
        WideVal t = a; /* immediates on the right, where PTX takes them */
        a = b, b = t;
    }
    DagNode *kids[4] = {a.lo, a.hi, b.lo, b.hi};
    return hand_pair(c, hand_node(c, sub ? DOP_SUBCC : DOP_ADDCC, kids, 4, 2), 0);
}

/* x * y as a term of a sum, or NULL when it is 0. */
static DagNode *mul_term(IselCtx *c, DagNode *x, DagNode *y)
{
    if (is_const(x, 0) || is_const(y, 0))
        return NULL;
    return op64(c, DOP_MUL, x, y);
}

static DagNode *add_term(IselCtx *c, DagNode *sum, DagNode *t)
{
    return t ? op64(c, DOP_ADD, sum, t) : sum;
}

static WideVal wide_mul(IselCtx *c, WideVal a, WideVal b)
{
    DagNode *hi = op64(c, DOP_MULHU, a.lo, b.lo);
    hi = add_term(c, hi, mul_term(c, a.lo, b.hi));
    hi = add_term(c, hi, mul_term(c, a.hi, b.lo));
    return (WideVal){op64(c, DOP_MUL, a.lo, b.lo), hi};
}

/* ---------------- shifts ---------------- */

/* By a constant amount s in [1, 127]. */
static WideVal shift_const(IselCtx *c, DagOp op, WideVal a, unsigned s)
{
    DagNode *fill = op == DOP_SRA ? sign_of(c, a.hi) : dag_const(c, VT_I64, 0);
    if (op == DOP_SHL) {
        if (s >= 64) {
            DagNode *hi = s == 64 ? a.lo : shift64(c, DOP_SHL, a.lo, imm32(c, s - 64));
            return (WideVal){dag_const(c, VT_I64, 0), hi};
        }
        DagNode *up = shift64(c, DOP_SHL, a.hi, imm32(c, s));
        DagNode *hi = op64(c, DOP_OR, up, shift64(c, DOP_SRL, a.lo, imm32(c, 64 - s)));
        return (WideVal){shift64(c, DOP_SHL, a.lo, imm32(c, s)), hi};
    }
    if (s >= 64)
        return (WideVal){s == 64 ? a.hi : shift64(c, op, a.hi, imm32(c, s - 64)), fill};
    DagNode *down = shift64(c, DOP_SRL, a.lo, imm32(c, s));
    DagNode *lo = op64(c, DOP_OR, down, shift64(c, DOP_SHL, a.hi, imm32(c, 64 - s)));
    return (WideVal){lo, shift64(c, op, a.hi, imm32(c, s))};
}

/* By a run-time amount s (an i32): the "small" result (s < 64, the words
 * mix) and the "big" one (s >= 64, one word moves over), chosen by selp.
 * PTX clamps amounts above 64, which makes s = 0 and the unused side of
 * each case come out right (a shift by 64 - 0 leaves nothing). */
static WideVal shift_var(IselCtx *c, DagOp op, WideVal a, DagNode *s)
{
    DagNode *back = dag_node2(c, DOP_SUB, VT_I32, imm32(c, 64), s);     /* 64 - s */
    DagNode *over = dag_node2(c, DOP_ADD, VT_I32, s, imm32(c, -64));    /* s - 64 */
    DagNode *big = dag_setcc(c, PRED_UGT, s, imm32(c, 63));
    if (op == DOP_SHL) {
        DagNode *up = shift64(c, DOP_SHL, a.hi, s);
        DagNode *small = op64(c, DOP_OR, up, shift64(c, DOP_SRL, a.lo, back));
        DagNode *hi = dag_select(c, big, shift64(c, DOP_SHL, a.lo, over), small);
        return (WideVal){shift64(c, DOP_SHL, a.lo, s), hi};
    }
    DagNode *down = shift64(c, DOP_SRL, a.lo, s);
    DagNode *small = op64(c, DOP_OR, down, shift64(c, DOP_SHL, a.hi, back));
    DagNode *lo = dag_select(c, big, shift64(c, op, a.hi, over), small);
    return (WideVal){lo, shift64(c, op, a.hi, s)};
}

static WideVal wide_shift(IselCtx *c, DagOp op, WideVal a, WideVal b)
{
    if (b.lo->op == DOP_CONST && b.hi->op == DOP_CONST) {
        uint64_t s = (uint64_t)b.lo->ival;
        if (b.hi->ival != 0 || s >= 128) { /* poison: any value */
            DagNode *zero = dag_const(c, VT_I64, 0);
            return (WideVal){zero, dag_const(c, VT_I64, 0)};
        }
        return s == 0 ? a : shift_const(c, op, a, (unsigned)s);
    }
    DagNode *s = dag_node1(c, DOP_TRUNC, VT_I32, b.lo);
    s->root = true; /* computed once: every shift and the compare read it */
    return shift_var(c, op, a, s);
}

/* ---------------- division ---------------- */

static void udivrem(IselCtx *c, WideVal n, WideVal d, WideVal *q, WideVal *r)
{
    DagNode *kids[4] = {n.lo, n.hi, d.lo, d.hi};
    DagNode *h = hand_node(c, DOP_DIVREM128, kids, 4, 4);
    *q = hand_pair(c, h, 0);
    *r = hand_pair(c, h, 2);
}

/* |x| as (x ^ s) - s, where s is x's sign word. */
static WideVal apply_sign(IselCtx *c, WideVal x, DagNode *s)
{
    WideVal sw = {s, s};
    return wide_addsub(c, wide_logic(c, DOP_XOR, x, sw), sw, true);
}

/* ---------------- division by a constant ---------------- */

/* A divisor known at compile time needs no loop: the quotient is the high
 * half of a product with a "magic" multiplier, the method of
 * isel/dag/divconst.c (Granlund and Montgomery, PLDI 1994) at W = 128,
 * in its two unsigned forms: q = mulhi(m, n) >> s where a close enough
 * m exists (udiv_no_add below), else the one valid for every divisor
 * d >= 3 that is not a power of two: with l = ceil(log2 d) and
 *
 *     m = floor(2^128 (2^l - d) / d) + 1          (m < 2^128)
 *     t = mulhi(m, n)                             (the high 128 bits of m * n)
 *     q = (t + ((n - t) >> 1)) >> (l - 1)
 *
 * (t <= n, so neither the difference nor the sum leaves 128 bits).  A
 * signed division divides the magnitudes and fixes the sign, as the loop
 * does; the remainder is n - q * d.  The cost is seven 64-bit multiplies
 * and about twenty adds and shifts, where the loop runs up to 128 steps of
 * 24 instructions: `sdiv i128 %x, 1000003` in the corpus's int_misc ran
 * 10% slower than llc-19's loop (H200), which stops early on leading
 * zero bits. */

typedef unsigned __int128 U128;

static U128 const_u128(WideVal d)
{
    return (U128)(uint64_t)d.hi->ival << 64 | (uint64_t)d.lo->ival;
}

static DagNode *word_of(IselCtx *c, U128 v, int half)
{
    return dag_const(c, VT_I64, (int64_t)(uint64_t)(v >> (64 * half)));
}

/* Long division of r * 2^steps by d, for r < d: one quotient bit per
 * step, a zero bit shifted into the remainder each time.  r < d holds
 * throughout; 2r may pass 2^128 (the carry), and then 2r - d, which is
 * below d, is what the wrapped subtraction gives.  Sets *q and *r (the
 * remainder); false when the quotient needs more than 128 bits.  Both
 * magic numbers below come from it. */
static bool shift_divide(U128 r, int steps, U128 d, U128 *q, U128 *rem)
{
    U128 qq = 0;
    for (int i = 0; i < steps; i++) {
        bool carry = (bool)(r >> 127);
        r <<= 1;
        if (qq >> 127)
            return false;
        qq <<= 1;
        if (carry || r >= d) {
            r -= d;
            qq |= 1;
        }
    }
    *q = qq, *rem = r;
    return true;
}

/* The 128-bit product of the words a and b. */
static WideVal mul_full(IselCtx *c, DagNode *a, DagNode *b)
{
    DagNode *lo = op64(c, DOP_MUL, a, b);
    DagNode *hi = op64(c, DOP_MULHU, a, b);
    return (WideVal){lo, hi};
}

static WideVal zext_word(IselCtx *c, DagNode *w) { return (WideVal){w, dag_const(c, VT_I64, 0)}; }

/* The high 128 bits of n * m, m a constant, from four word products
 * summed so that no partial sum leaves 128 bits:
 *   T = n0 m1 + hi(n0 m0)        U = n1 m0 + lo(T)
 *   result = n1 m1 + hi(T) + hi(U) */
static WideVal mulhi_const(IselCtx *c, WideVal n, U128 m)
{
    DagNode *m0 = word_of(c, m, 0), *m1 = word_of(c, m, 1);
    DagNode *h00 = op64(c, DOP_MULHU, n.lo, m0);
    WideVal p01 = mul_full(c, n.lo, m1); /* one statement each: creation */
    WideVal t = wide_addsub(c, p01, zext_word(c, h00), false); /* order is */
    WideVal p10 = mul_full(c, n.hi, m0);                       /* emission */
    WideVal u = wide_addsub(c, p10, zext_word(c, t.lo), false);  /* order */
    WideVal p11 = mul_full(c, n.hi, m1);
    WideVal r = wide_addsub(c, p11, zext_word(c, t.hi), false);
    return wide_addsub(c, r, zext_word(c, u.hi), false);
}

static int clz128(U128 v)
{
    uint64_t hi = (uint64_t)(v >> 64), lo = (uint64_t)v;
    return hi ? __builtin_clzll(hi) : 64 + __builtin_clzll(lo);
}

/* The cheaper form, where it exists (udiv_no_add in divconst.c at
 * W = 128): m = ceil(2^(128+s) / d) below 2^128 whose error m d -
 * 2^(128+s) -- that is d - r, or 0 when the division is exact -- is at
 * most 2^s.  Then q = mulhi(m, n) >> s for every n (Granlund and
 * Montgomery's theorem 4.2), with no fix-up.  d = 10 has it (s = 3). */
static bool udiv_no_add(U128 d, int l, U128 *m, int *s)
{
    for (*s = 0; *s <= l && *s < 128; (*s)++) {
        U128 q, r; /* 2^(128+s) / d: 1 < d, so r starts as 1 */
        if (!shift_divide(1, 128 + *s, d, &q, &r))
            return false; /* a larger s only makes it larger */
        U128 mm = q + (r != 0);
        if (mm == 0) /* 2^128 */
            return false;
        if (r == 0 || d - r <= (U128)1 << *s) {
            *m = mm;
            return true;
        }
    }
    return false;
}

/* n / d, both unsigned, d a constant other than 0. */
static WideVal udiv_const(IselCtx *c, WideVal n, U128 d)
{
    if (!(d & (d - 1))) { /* 2^k: a shift */
        int k = 127 - clz128(d);
        return k == 0 ? n : shift_const(c, DOP_SRL, n, (unsigned)k);
    }
    int l = 128 - clz128(d); /* ceil(log2 d), d not a power of two */
    U128 mq;
    int sq;
    if (udiv_no_add(d, l, &mq, &sq)) {
        WideVal t = mulhi_const(c, n, mq);
        return sq == 0 ? t : shift_const(c, DOP_SRL, t, (unsigned)sq);
    }
    U128 x = (l == 128 ? 0 : (U128)1 << l) - d, m = 0, rest; /* x < d */
    shift_divide(x, 128, d, &m, &rest); /* fits: x / d < 1 */
    m += 1;
    WideVal t = mulhi_const(c, n, m);
    WideVal half = shift_const(c, DOP_SRL, wide_addsub(c, n, t, true), 1);
    WideVal sum = wide_addsub(c, t, half, false);
    return shift_const(c, DOP_SRL, sum, (unsigned)(l - 1));
}

/* n - q * d: the remainder of a quotient q of n by the constant d. */
static WideVal rem_of(IselCtx *c, WideVal n, WideVal q, U128 d)
{
    DagNode *d0 = word_of(c, d, 0);
    WideVal dv = {d0, word_of(c, d, 1)};
    return wide_addsub(c, n, wide_mul(c, q, dv), true);
}

/* udiv/urem/sdiv/srem by a constant d != 0. */
static WideVal divide_const(IselCtx *c, DagOp op, WideVal n, U128 d)
{
    if (op == DOP_UREM && !(d & (d - 1))) { /* 2^k: the k low bits */
        U128 mask = d - 1;
        DagNode *mlo = word_of(c, mask, 0);
        WideVal mv = {mlo, word_of(c, mask, 1)};
        return wide_logic(c, DOP_AND, n, mv);
    }
    if (op == DOP_UDIV || op == DOP_UREM) {
        WideVal q = udiv_const(c, n, d);
        return op == DOP_UDIV ? q : rem_of(c, n, q, d);
    }
    bool neg = (bool)(d >> 127);
    U128 ud = neg ? 0 - d : d; /* INT128_MIN: 2^127, right as unsigned */
    DagNode *sn = sign_of(c, n.hi);
    WideVal un = apply_sign(c, n, sn);
    WideVal q = udiv_const(c, un, ud);
    if (op == DOP_SREM) /* the remainder takes the dividend's sign */
        return apply_sign(c, rem_of(c, un, q, ud), sn);
    DagNode *s = neg ? op64(c, DOP_XOR, sn, dag_const(c, VT_I64, -1)) : sn;
    return apply_sign(c, q, s);
}

static WideVal wide_divide(IselCtx *c, DagOp op, WideVal n, WideVal d)
{
    if (d.lo->op == DOP_CONST && d.hi->op == DOP_CONST && const_u128(d) != 0)
        return divide_const(c, op, n, const_u128(d));
    WideVal q, r;
    if (op == DOP_UDIV || op == DOP_UREM) {
        udivrem(c, n, d, &q, &r);
        return op == DOP_UDIV ? q : r;
    }
    DagNode *sn = sign_of(c, n.hi), *sd = sign_of(c, d.hi);
    WideVal un = apply_sign(c, n, sn); /* in this order: node order is */
    WideVal ud = apply_sign(c, d, sd); /* emission order */
    udivrem(c, un, ud, &q, &r);
    if (op == DOP_SREM) /* the remainder takes the dividend's sign */
        return apply_sign(c, r, sn);
    return apply_sign(c, q, op64(c, DOP_XOR, sn, sd));
}

/* ---------------- the DAG builders ---------------- */

static DagOp binary_dop(Opcode op)
{
    switch (op) {
    case OP_ADD: return DOP_ADD;   case OP_SUB: return DOP_SUB;
    case OP_MUL: return DOP_MUL;   case OP_AND: return DOP_AND;
    case OP_OR: return DOP_OR;     case OP_XOR: return DOP_XOR;
    case OP_SHL: return DOP_SHL;   case OP_LSHR: return DOP_SRL;
    case OP_ASHR: return DOP_SRA;  case OP_UDIV: return DOP_UDIV;
    case OP_SDIV: return DOP_SDIV; case OP_UREM: return DOP_UREM;
    case OP_SREM: return DOP_SREM;
    default: BUG("not an integer binary opcode: %s", opcode_name(op));
    }
}

WideVal wide_binary(IselCtx *c, DagOp op, WideVal a, WideVal b)
{
    switch (op) {
    case DOP_ADD: return wide_addsub(c, a, b, false);
    case DOP_SUB: return wide_addsub(c, a, b, true);
    case DOP_MUL: return wide_mul(c, a, b);
    case DOP_AND: case DOP_OR: case DOP_XOR: return wide_logic(c, op, a, b);
    case DOP_SHL: case DOP_SRL: case DOP_SRA: return wide_shift(c, op, a, b);
    default: return wide_divide(c, op, a, b);
    }
}

static WideVal elem(const DagVal *v, uint32_t e)
{
    return (WideVal){v->p[2 * e], v->p[2 * e + 1]};
}

DagVal dag_wide_binary(IselCtx *c, const Instr *i)
{
    DagVal a = dag_parts(c, instr_op(i, 0)), b = dag_parts(c, instr_op(i, 1));
    DagVal r = dag_val_new(c, a.n);
    for (uint32_t e = 0; e < a.n / 2; e++) {
        WideVal w = wide_binary(c, binary_dop(i->op), elem(&a, e), elem(&b, e));
        r.p[2 * e] = w.lo, r.p[2 * e + 1] = w.hi;
    }
    return r;
}

/* The strict form of an ordered predicate (for the high words) and its
 * unsigned form (for the low words). */
static Predicate strict_pred(Predicate p)
{
    switch (p) {
    case PRED_UGE: return PRED_UGT; case PRED_ULE: return PRED_ULT;
    case PRED_SGE: return PRED_SGT; case PRED_SLE: return PRED_SLT;
    default: return p;
    }
}

static Predicate unsigned_pred(Predicate p)
{
    switch (p) {
    case PRED_SGT: return PRED_UGT; case PRED_SGE: return PRED_UGE;
    case PRED_SLT: return PRED_ULT; case PRED_SLE: return PRED_ULE;
    default: return p;
    }
}

DagNode *wide_setcc(IselCtx *c, Predicate p, WideVal a, WideVal b)
{
    if (p == PRED_EQ || p == PRED_NE) {
        DagNode *lo = dag_setcc(c, p, a.lo, b.lo), *hi = dag_setcc(c, p, a.hi, b.hi);
        return dag_node2(c, p == PRED_EQ ? DOP_AND : DOP_OR, VT_I1, lo, hi);
    }
    DagNode *hi = dag_setcc(c, strict_pred(p), a.hi, b.hi);
    DagNode *same = dag_setcc(c, PRED_EQ, a.hi, b.hi);
    DagNode *lo = dag_setcc(c, unsigned_pred(p), a.lo, b.lo);
    return dag_node2(c, DOP_OR, VT_I1, hi, dag_node2(c, DOP_AND, VT_I1, same, lo));
}

DagVal dag_wide_cmp(IselCtx *c, const Instr *i)
{
    DagVal a = dag_parts(c, instr_op(i, 0)), b = dag_parts(c, instr_op(i, 1));
    DagVal r = dag_val_new(c, a.n / 2);
    for (uint32_t e = 0; e < r.n; e++)
        r.p[e] = wide_setcc(c, (Predicate)i->pred, elem(&a, e), elem(&b, e));
    return r;
}

/* One element of a cast from i128 (x) to machine type `to`. */
static DagNode *cast_from_wide(IselCtx *c, Opcode op, WideVal x, Vt to)
{
    if (to == VT_I64)
        return x.lo; /* trunc to i64, inttoptr */
    return dag_cast(c, op == OP_INTTOPTR ? OP_TRUNC : op, to, x.lo);
}

/* One element of a cast to i128 from x (IR width `bits`). */
static WideVal cast_to_wide(IselCtx *c, Opcode op, DagNode *x, unsigned bits)
{
    bool sign = op == OP_SEXT;
    DagNode *lo = x;
    if (x->vt != VT_I64 || bits != 64)
        lo = x->vt == VT_I1 ? dag_cast(c, op, VT_I64, x)
                            : dag_int_cast(c, sign ? OP_SEXT : OP_ZEXT, VT_I64, x, bits);
    return (WideVal){lo, sign ? sign_of(c, lo) : dag_const(c, VT_I64, 0)};
}

/* ---------------- conversions with floating point ---------------- */

static DagNode *fconst64(IselCtx *c, uint64_t bits) { return dag_fconst(c, VT_F64, bits); }

/* uitofp/sitofp of i128 x to f32 or f64, rounded once: the magnitude is
 * normalized so that its leading one is bit 63 of `top` (n = clz of the
 * high word; n = 64 when it is 0, which makes top the low word), the bits
 * shifted out of `top` leave a sticky 1 in its bit 0 (far below the
 * rounding position), cvt.rn rounds top, and a multiplication by
 * 2^(64 - n) -- exact, a power of two, carrying the sign -- scales back. */
static DagNode *wide_to_fp(IselCtx *c, WideVal x, bool sign, Vt to)
{
    DagNode *s = NULL;
    if (sign) {
        s = sign_of(c, x.hi);
        x = apply_sign(c, x, s);
    }
    DagNode *n = dag_node1(c, DOP_CTLZ, VT_I32, x.hi);
    DagNode *back = dag_node2(c, DOP_SUB, VT_I32, imm32(c, 64), n);
    DagNode *up = shift64(c, DOP_SHL, x.hi, n);
    DagNode *top = op64(c, DOP_OR, up, shift64(c, DOP_SRL, x.lo, back));
    DagNode *sticky = op64(c, DOP_UMIN, shift64(c, DOP_SHL, x.lo, n), dag_const(c, VT_I64, 1));
    DagNode *f = dag_node1(c, DOP_UITOFP, to, op64(c, DOP_OR, top, sticky));
    bool dbl = to == VT_F64; /* the scale's biased exponent, at the float's bit 52 or 23 */
    DagNode *e = dag_node2(c, DOP_SUB, VT_I32, imm32(c, dbl ? 1023 + 64 : 127 + 64), n);
    DagNode *scale;
    if (dbl) {
        DagNode *bits = shift64(c, DOP_SHL, dag_node1(c, DOP_ZEXT, VT_I64, e), imm32(c, 52));
        if (sign)
            bits = op64(c, DOP_OR, bits, op64(c, DOP_AND, s, dag_const(c, VT_I64, INT64_MIN)));
        scale = dag_node1(c, DOP_BITCAST, VT_F64, bits);
    } else {
        DagNode *bits = dag_node2(c, DOP_SHL, VT_I32, e, imm32(c, 23));
        if (sign) {
            DagNode *s32 = dag_node1(c, DOP_TRUNC, VT_I32, s);
            s32 = dag_node2(c, DOP_AND, VT_I32, s32, dag_const(c, VT_I32, INT32_MIN));
            bits = dag_node2(c, DOP_OR, VT_I32, bits, s32);
        }
        scale = dag_node1(c, DOP_BITCAST, VT_F32, bits);
    }
    return dag_node2(c, DOP_FMUL, to, f, scale);
}

/* fptoui/fptosi of x (f32 or f64) to i128, truncating: in double, the high
 * word is trunc(x * 2^-64) and the low word what is left, x - hi * 2^64,
 * which an fma computes exactly (both are multiples of x's last place).
 * Below 2^64 the high word is simply 0.  Signed: the magnitude, negated
 * back.  Out of range (and NaN) is poison, so it needs no care. */
static WideVal fp_to_wide(IselCtx *c, DagNode *x, bool sign)
{
    if (x->vt != VT_F64)
        x = dag_node1(c, DOP_FPEXT, VT_F64, x); /* exact */
    DagNode *neg = NULL;
    if (sign) {
        neg = dag_setcc(c, PRED_F_OLT, x, fconst64(c, 0));
        x = dag_node1(c, DOP_FABS, VT_F64, x);
    }
    DagNode *scaled = dag_node2(c, DOP_FMUL, VT_F64, x, fconst64(c, UINT64_C(0x3BF0000000000000)));
    DagNode *hd = dag_node1(c, DOP_FTRUNC, VT_F64, scaled); /* trunc(x * 2^-64) */
    DagNode *m = fconst64(c, UINT64_C(0xC3F0000000000000)); /* -2^64 */
    DagNode *fma = dag_node(c, DOP_FMA, VT_F64, 3); /* x - hd * 2^64, exactly */
    dag_set_kid(fma, 0, hd);
    dag_set_kid(fma, 1, m);
    dag_set_kid(fma, 2, x);
    DagNode *lo = dag_node1(c, DOP_FPTOUI, VT_I64, fma);
    WideVal u = {lo, dag_node1(c, DOP_FPTOUI, VT_I64, hd)};
    if (!sign)
        return u;
    return apply_sign(c, u, dag_cast(c, OP_SEXT, VT_I64, neg));
}

/* Element by element: i128 <-> f32/f64. */
static DagVal wide_fp_cast(IselCtx *c, const Instr *i, Opcode op)
{
    DagVal x = dag_parts(c, instr_op(i, 0));
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    DagVal r = dag_val_new(c, tp->n);
    bool sign = op == OP_SITOFP || op == OP_FPTOSI;
    if (op == OP_UITOFP || op == OP_SITOFP) {
        for (uint32_t e = 0; e < tp->n; e++)
            r.p[e] = wide_to_fp(c, elem(&x, e), sign, tp->vt[e]);
        return r;
    }
    for (uint32_t e = 0; e < x.n; e++) {
        WideVal w = fp_to_wide(c, x.p[e], sign);
        r.p[2 * e] = w.lo, r.p[2 * e + 1] = w.hi;
    }
    return r;
}

DagVal dag_wide_cast(IselCtx *c, const Instr *i)
{
    const Value *src = instr_op(i, 0);
    Opcode op = (Opcode)i->op;
    bool fp = op == OP_UITOFP || op == OP_SITOFP || op == OP_FPTOUI || op == OP_FPTOSI;
    Vt fvt = fp ? (op == OP_UITOFP || op == OP_SITOFP ? type_parts(c, i->v.type, NULL)->vt[0]
                                                      : type_parts(c, src->type, NULL)->vt[0])
                : VT_NONE;
    if (fp && fvt != VT_F32 && fvt != VT_F64)
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "'%s' between i128 and %s",
                                                         opcode_name(op), vt_name(fvt)));
    if (fp)
        return wide_fp_cast(c, i, op);
    DagVal x = dag_parts(c, src);
    const TypeParts *sp = type_parts(c, src->type, NULL), *tp = type_parts(c, i->v.type, NULL);
    DagVal r = dag_val_new(c, tp->n);
    bool from_wide = wide_int_type(src->type);
    uint32_t n = from_wide ? x.n / 2 : x.n;
    for (uint32_t e = 0; e < n; e++) {
        if (from_wide) {
            r.p[e] = cast_from_wide(c, op, elem(&x, e), tp->vt[e]);
            continue;
        }
        WideVal w = cast_to_wide(c, op == OP_PTRTOINT ? OP_ZEXT : op, x.p[e], sp->bits[e]);
        r.p[2 * e] = w.lo, r.p[2 * e + 1] = w.hi;
    }
    return r;
}

/* ---------------- selection (layer 1) ---------------- */

bool wide_kid_folds(const DagNode *n, uint32_t k)
{
    if (n->op != DOP_ADDCC && n->op != DOP_SUBCC)
        return false;
    /* add.cc d, a, b takes an immediate a or b, but not both */
    return n->kids[k]->op == DOP_CONST && (k >= 2 || n->kids[k + 2]->op != DOP_CONST);
}

static MOp res_op(const DagNode *n, uint32_t k) { return mo_reg(n->res[k]); }

static MOp kid_op(IselCtx *c, DagNode *n, uint32_t k) { return isel_op(c, n->kids[k], NT_ri); }

/* The carry pair, back to back: nothing may come between them. */
static void select_carry(IselCtx *c, DagNode *n, PtxOp op, PtxOp opc)
{
    MOp a0 = kid_op(c, n, 0), a1 = kid_op(c, n, 1);
    MOp b0 = kid_op(c, n, 2), b1 = kid_op(c, n, 3);
    mi_emit(c, op, ".cc.u64", 3, (MOp[]){res_op(n, 0), a0, b0});
    mi_emit(c, opc, ".u64", 3, (MOp[]){res_op(n, 1), a1, b1});
}

/* Registers of the division loop: operands, results, temporaries. */
typedef struct DivRegs {
    MOp nl, nh, dl, dh;   /* dividend N, divisor D */
    MOp ql, qh, rl, rh;   /* quotient Q, remainder R */
    MOp t, tl, th, top, bw, p, p2;
    MOp cnt, zn, k, k2, s;  /* u32: step count, clz(N), shift amounts */
} DivRegs;

static MOp new_reg(IselCtx *c, RegClass rc) { return mo_reg(mf_new_vreg(c, rc)); }

/* Instruction `mi` under the guard r->p. */
static void if_p(const DivRegs *r, MInstr *mi) { mi_guard(mi, r->p.reg, false); }

/* Both operands below 2^64: one 64-bit division; jumps to `done`.  The
 * remainder is N - Q*D (exact: Q*D <= N), not a rem.u64: PTX has no
 * 64-bit divide instruction, so ptxas would call a second subroutine as
 * long as div.u64's (measured: 72 SASS instructions more on sm_80, and
 * a second long-latency call at run time). */
static void divrem_fast(IselCtx *c, const DivRegs *r, MOp done)
{
    MI(c, OR, ".b64", r->t, r->nh, r->dh);
    MI(c, SETP, ".eq.u64", r->p, r->t, mo_imm(0));
    if_p(r, MI(c, DIV, ".u64", r->ql, r->nl, r->dl));
    if_p(r, MI(c, MUL, ".lo.u64", r->t, r->ql, r->dl));
    if_p(r, MI(c, SUB, ".u64", r->rl, r->nl, r->t));
    if_p(r, MI(c, MOV, ".u64", r->qh, mo_imm(0)));
    if_p(r, MI(c, MOV, ".u64", r->rh, mo_imm(0)));
    if_p(r, MI(c, BRA, "", done));
}

/* z = the leading zero bits of the 128-bit (h:l): clz(h), or 64 + clz(l)
 * when h is 0 (clz.b64 of 0 is 64, so 0 has 128). */
static void clz_wide(IselCtx *c, const DivRegs *r, MOp z, MOp h, MOp l)
{
    MI(c, CLZ, ".b64", z, h);
    MI(c, CLZ, ".b64", r->k, l);
    MI(c, ADD, ".u32", r->k, r->k, mo_imm(64));
    MI(c, SETP, ".eq.u64", r->p, h, mo_imm(0));
    if_p(r, MI(c, MOV, ".b32", z, r->k));
}

/* One shifted word: x << amount or x >> amount (logical). */
typedef struct ShiftTerm {
    bool left;
    MOp x, amount;
} ShiftTerm;

static void shift_term(IselCtx *c, MOp dst, ShiftTerm t)
{
    if (t.left)
        MI(c, SHL, ".b64", dst, t.x, t.amount);
    else
        MI(c, SHR, ".u64", dst, t.x, t.amount);
}

/* dst = a | b | c: one word of a 128-bit shift by a run-time amount. */
static void shift_word(IselCtx *c, const DivRegs *r, MOp dst, ShiftTerm a, ShiftTerm b,
                       ShiftTerm d)
{
    shift_term(c, dst, a);
    shift_term(c, r->t, b);
    MI(c, OR, ".b64", dst, dst, r->t);
    shift_term(c, r->t, d);
    MI(c, OR, ".b64", dst, dst, r->t);
}

/* The steps that cannot subtract, done at once.  The loop starts from
 * (R:Q) = (0:N) and shifts it left one bit per step; after j steps without
 * a subtraction R = N >> (128 - j), which has at most j - clz(N) bits,
 * and R >= D needs at least 128 - clz(D) of them.  So the first
 * s = 127 - clz(D) + clz(N) steps never subtract, and only
 * cnt = 128 - s = clz(D) - clz(N) + 1 remain (LLVM's expansion of wide
 * division skips them the same way).  cnt < 1 means D > N: Q = 0, R = N.
 * Else (R:Q) = N << s, the 256-bit shift:
 *
 *   R = N >> cnt         (cnt in [1, 128])
 *   Q = N << s           (s = 128 - cnt in [0, 127])
 *
 * Each word is three shifts or'ed, without a case split, because PTX
 * clamps a shift amount (an unsigned .u32) at 64: a "negative" amount
 * such as 64 - cnt for cnt > 64 shifts everything out.  For example
 * R.lo = (N.lo >> cnt) | (N.hi << (64 - cnt)) | (N.hi >> (cnt - 64)):
 * below 64 the third term is 0, above it the first two, at 64 the last
 * two are both N.hi. */
static void divrem_skip(IselCtx *c, const DivRegs *r, MOp done)
{
    clz_wide(c, r, r->zn, r->nh, r->nl);
    clz_wide(c, r, r->cnt, r->dh, r->dl);
    MI(c, SUB, ".s32", r->cnt, r->cnt, r->zn);
    MI(c, ADD, ".s32", r->cnt, r->cnt, mo_imm(1));
    MI(c, SETP, ".lt.s32", r->p, r->cnt, mo_imm(1));
    if_p(r, MI(c, MOV, ".b64", r->rl, r->nl));
    if_p(r, MI(c, MOV, ".b64", r->rh, r->nh));
    if_p(r, MI(c, MOV, ".u64", r->ql, mo_imm(0)));
    if_p(r, MI(c, MOV, ".u64", r->qh, mo_imm(0)));
    if_p(r, MI(c, BRA, "", done));
    MI(c, SUB, ".u32", r->k, mo_imm(64), r->cnt);  /* 64 - cnt = s - 64 */
    MI(c, SUB, ".u32", r->k2, r->cnt, mo_imm(64)); /* cnt - 64 = 64 - s */
    MI(c, SUB, ".u32", r->s, mo_imm(128), r->cnt);
    shift_word(c, r, r->rl, (ShiftTerm){false, r->nl, r->cnt}, /* R.lo */
               (ShiftTerm){true, r->nh, r->k}, (ShiftTerm){false, r->nh, r->k2});
    MI(c, SHR, ".u64", r->rh, r->nh, r->cnt);
    shift_word(c, r, r->qh, (ShiftTerm){true, r->nh, r->s}, /* Q.hi */
               (ShiftTerm){false, r->nl, r->k2}, (ShiftTerm){true, r->nl, r->k});
    MI(c, SHL, ".b64", r->ql, r->nl, r->s);
}

/* w = (w << 1) | (from >> 63): one word of the (R:Q) shift. */
static void shift_in(IselCtx *c, const DivRegs *r, MOp w, MOp from)
{
    MI(c, SHL, ".b64", w, w, mo_imm(1));
    MI(c, SHR, ".u64", r->t, from, mo_imm(63));
    MI(c, OR, ".b64", w, w, r->t);
}

/* One step: (R:Q) <<= 1, then R -= D and the new quotient bit set if R
 * was at least D (no borrow) or overflowed 128 bits (top). */
static void divrem_step(IselCtx *c, const DivRegs *r)
{
    MI(c, SHR, ".u64", r->top, r->rh, mo_imm(63));
    shift_in(c, r, r->rh, r->rl);
    shift_in(c, r, r->rl, r->qh);
    shift_in(c, r, r->qh, r->ql);
    MI(c, SHL, ".b64", r->ql, r->ql, mo_imm(1));
    MI(c, SUB, ".cc.u64", r->tl, r->rl, r->dl);
    MI(c, SUBC, ".cc.u64", r->th, r->rh, r->dh);
    MI(c, SUBC, ".u64", r->bw, mo_imm(0), mo_imm(0)); /* -borrow: 0 when R >= D */
    MI(c, SETP, ".eq.u64", r->p, r->bw, mo_imm(0));
    MI(c, SETP, ".ne.u64", r->p2, r->top, mo_imm(0));
    MI(c, OR, ".pred", r->p, r->p, r->p2);
    if_p(r, MI(c, MOV, ".b64", r->rl, r->tl));
    if_p(r, MI(c, MOV, ".b64", r->rh, r->th));
    if_p(r, MI(c, OR, ".b64", r->ql, r->ql, mo_imm(1)));
}

static void select_divrem(IselCtx *c, DagNode *n)
{
    DivRegs r; /* one statement each: registers are numbered in this order */
    r.nl = kid_op(c, n, 0), r.nh = kid_op(c, n, 1);
    r.dl = kid_op(c, n, 2), r.dh = kid_op(c, n, 3);
    r.ql = res_op(n, 0), r.qh = res_op(n, 1);
    r.rl = res_op(n, 2), r.rh = res_op(n, 3);
    r.t = new_reg(c, RC_RD), r.tl = new_reg(c, RC_RD), r.th = new_reg(c, RC_RD);
    r.top = new_reg(c, RC_RD), r.bw = new_reg(c, RC_RD);
    r.p = new_reg(c, RC_P), r.p2 = new_reg(c, RC_P), r.cnt = new_reg(c, RC_R);
    r.zn = new_reg(c, RC_R), r.k = new_reg(c, RC_R), r.k2 = new_reg(c, RC_R);
    r.s = new_reg(c, RC_R);
    const char *loop = mf_local_label(c), *done = mf_local_label(c);
    divrem_fast(c, &r, mo_sym(done));
    divrem_skip(c, &r, mo_sym(done));
    mi_text(c, fn_strf(c, "%s:", loop));
    /* Not unrolled: when the trip count was the constant 128, ptxas
     * unrolled the loop completely (measured: a lone i128 udiv, 432 SASS
     * instructions on sm_80, 184 with the pragma, llc-19's 200); the
     * loop-control overhead this keeps is 3 of 24 instructions per
     * quotient bit. */
    mi_text(c, ".pragma \"nounroll\";");
    divrem_step(c, &r);
    MI(c, SUB, ".u32", r.cnt, r.cnt, mo_imm(1));
    MI(c, SETP, ".ne.u32", r.p, r.cnt, mo_imm(0));
    if_p(&r, MI(c, BRA, "", mo_sym(loop)));
    mi_text(c, fn_strf(c, "%s:", done));
}

bool select_wide(IselCtx *c, DagNode *n)
{
    switch (n->op) {
    case DOP_ADDCC: select_carry(c, n, PI_ADD, PI_ADDC); break;
    case DOP_SUBCC: select_carry(c, n, PI_SUB, PI_SUBC); break;
    case DOP_DIVREM128: select_divrem(c, n); break;
    default: return false;
    }
    /* add.cc/addc on .u64 need PTX ISA 4.3: the instruction table's rows */
    return true;
}
