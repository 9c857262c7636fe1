/*
 * ir/bypassdiv.c -- pass "bypassdiv": a 64-bit division or remainder
 * whose operands turn out to fit in 32 bits at run time takes a 32-bit
 * division instead.
 *
 * Why.  No NVIDIA GPU divides integers in hardware.  ptxas expands
 * `div.u32` into a sequence of about twenty instructions (a reciprocal
 * of the float approximation, then integer corrections), and `div.u64`
 * / `rem.s64` into a call to a subroutine of some ninety, several of
 * them long-latency multiplies of 64-bit halves.  Most 64-bit divisions
 * in GPU code divide small numbers: Numba computes every integer in
 * int64, so `i // w` and `i % w` of a thread index are 64-bit
 * divisions of values far below 2^32; so is C++'s `size_t` index
 * arithmetic.  llc (LLVM's BypassSlowDivision, which NVPTX asks for
 * from 64 to 32 bits) and NVIDIA's compiler both test the operands at
 * run time and take the 32-bit path when they fit.  tnvcc called the
 * 64-bit subroutine every time.
 *
 * The rule.  For each `udiv`/`sdiv`/`urem`/`srem` of two i64 values
 * whose result is used, in a function that is not `optsize`,
 * `minsize` or `optnone`, first classify each operand from the
 * instruction that computes it (a few shapes, not a general known-bits
 * analysis):
 *
 *   short   certainly below 2^32: a constant below it, a zext from 32
 *           bits or fewer, an `and` with a constant below 2^32, an `or`
 *           of two short values, an `lshr` by 32 or more, a `urem` by a
 *           short value, a `udiv` of a short value;
 *   long    certainly or probably not: a constant of 2^32 or more, an
 *           `or` with such a constant, and the values of hashing, which
 *           are spread over all 64 bits (an `xor`, a multiply by a
 *           constant wider than 32 bits, a phi of only such values);
 *   unknown anything else.
 *
 * Then:
 *   - either operand long: left alone (the test would only cost);
 *   - both short: a 32-bit `udiv`/`urem` of the truncated operands,
 *     zero-extended, in place, without a test (signed too: both are
 *     non-negative, and then signed and unsigned division agree);
 *   - a constant divisor: left alone (the selector divides by a
 *     constant with multiplies and shifts, isel/dag/divconst.c);
 *   - otherwise the block is split before the division and becomes
 *
 *         B:     ...  %hi = and i64 (or %n, %d), 0xFFFFFFFF00000000
 *                     br (icmp eq %hi, 0), %fast, %slow
 *         fast:  %q32 = udiv i32 (trunc %n), (trunc %d)
 *                %q1 = zext %q32 to i64;         br %join
 *         slow:  %q2 = the original 64-bit division;  br %join
 *         join:  %q = phi [%q1, %fast], [%q2, %slow]  ... the rest of B
 *
 *     where only the operand that is not known short is tested.  An
 *     unsigned division of a short dividend tests `n >= d` instead: if
 *     not, the quotient is 0 and the remainder n, and otherwise d <= n
 *     fits in 32 bits too -- no 64-bit division is left at all.
 *
 * Why it is exact.  When both operands are below 2^32, truncating them
 * loses nothing, the unsigned 32-bit quotient and remainder are the
 * 64-bit ones, and zero-extension gives them back; for sdiv/srem both
 * operands are non-negative there, where signed and unsigned division
 * agree.  A zero divisor takes whichever path and is undefined in both,
 * as it was.  These are llc's rules (BypassSlowDivision.cpp) with a
 * smaller operand classifier; a pair of division and remainder reaches
 * this pass as one division and `n - q * d` (ir/divrem.c).
 *
 * Two divisions of the same operands in one block (a udiv and an srem
 * of n and d, which ir/divrem.c does not pair) share one test.
 *
 * Cost.  Divisions are rewritten from the last to the first, so each
 * split moves only the instructions up to the division done before, and
 * the work is linear in the block.  Each test adds three blocks, and
 * selection pays per block, so a function gets at most BYPASS_MAX tests
 * (its first divisions; the rest stay 64-bit): a generated function of
 * 100,000 divisions would otherwise take eight times the memory.
 *
 * When: at -O1 and up, last of the IR passes (emit/ptx.c, prepare), so
 * that the passes before it see the division in its block; llc runs it
 * in CodeGenPrepare, just before selection, too.  Not in `optsize` or
 * `minsize` functions (the test is code added for speed), as in llc.
 *
 * Invariants: the values of the function are unchanged; every value is
 * defined before its uses (the new blocks lie between the split block,
 * which dominates them, and its second half, which they both reach).
 * Blocks are added, so the CFG is marked stale; it is current on return.
 */
#include <stdlib.h>

#include "ir/ir.h"

enum { DEPTH_MAX = 6,      /* instructions followed back from an operand */
       PHI_MAX = 16,       /* phis visited by one hash-likeness question */
       BYPASS_MAX = 4096 }; /* tests per function (three blocks each) */

typedef enum { RANGE_UNKNOWN, RANGE_SHORT, RANGE_LONG } Range;

static bool is_cint(const Value *v) { return v->kind == VK_CINT; }

static uint64_t cint(const Value *v) { return const_int_zext((const Const *)v); }

static Range classify(const Value *v, unsigned depth);

/* Is v certainly below 2^32? */
static bool is_short(const Value *v, unsigned depth)
{
    return classify(v, depth) == RANGE_SHORT;
}

/* Values of hashing: an xor, a multiply by a constant wider than 32
 * bits, a phi of only such values (or undef); `seen` counts the phis
 * visited, and a phi met again answers yes (nothing else was found on
 * that cycle).  LLVM's isHashLikeValue. */
static bool hash_like(const Value *v, const Value **seen, unsigned *nseen)
{
    if (v->kind != VK_INSTR)
        return false;
    const Instr *i = (const Instr *)v;
    switch (i->op) {
    case OP_XOR:
        return true;
    case OP_MUL: {
        const Value *c = is_cint(instr_op(i, 1)) ? instr_op(i, 1) : instr_op(i, 0);
        return is_cint(c) && cint(c) >> 32 && ~cint(c) >> 31;
    }
    case OP_PHI:
        for (unsigned k = 0; k < *nseen; k++)
            if (seen[k] == v)
                return true;
        if (*nseen >= PHI_MAX)
            return false;
        seen[(*nseen)++] = v;
        for (uint32_t k = 0; k < i->nops; k += 2) {
            const Value *in = instr_op(i, k);
            if (in->kind != VK_CUNDEF && in->kind != VK_CPOISON && !hash_like(in, seen, nseen))
                return false;
        }
        return true;
    default:
        return false;
    }
}

static Range classify(const Value *v, unsigned depth)
{
    if (is_cint(v))
        return cint(v) >> 32 ? RANGE_LONG : RANGE_SHORT;
    if (v->kind != VK_INSTR || depth >= DEPTH_MAX)
        return RANGE_UNKNOWN;
    const Instr *i = (const Instr *)v;
    const Value *a = i->nops > 0 ? instr_op(i, 0) : NULL;
    const Value *b = i->nops > 1 ? instr_op(i, 1) : NULL;
    switch (i->op) {
    case OP_ZEXT:
        if (a->type->kind == TY_INT && a->type->bits <= 32)
            return RANGE_SHORT;
        break;
    case OP_AND:
        if ((is_cint(b) && !(cint(b) >> 32)) || (is_cint(a) && !(cint(a) >> 32)))
            return RANGE_SHORT;
        break;
    case OP_OR:
        if ((is_cint(b) && cint(b) >> 32) || (is_cint(a) && cint(a) >> 32))
            return RANGE_LONG;
        if (is_short(a, depth + 1) && is_short(b, depth + 1))
            return RANGE_SHORT;
        break;
    case OP_LSHR:
        if (is_cint(b) && cint(b) >= 32 && cint(b) < 64)
            return RANGE_SHORT;
        break;
    case OP_UREM: /* below the divisor */
        if (is_short(b, depth + 1))
            return RANGE_SHORT;
        break;
    case OP_UDIV: /* at most the dividend */
        if (is_short(a, depth + 1))
            return RANGE_SHORT;
        break;
    default:
        break;
    }
    const Value *seen[PHI_MAX];
    unsigned nseen = 0;
    return hash_like(v, seen, &nseen) ? RANGE_LONG : RANGE_UNKNOWN;
}

static bool is_div(Opcode op) { return op == OP_UDIV || op == OP_SDIV; }

/* v's low 32 bits, for an operand the test showed to fit: the i32 a
 * zext widened, a constant, or a trunc before `pos`. */
static Value *low32(Module *m, Value *v, Instr *pos, Loc loc)
{
    Type *i32 = type_int(&m->types, 32);
    if (is_cint(v))
        return &const_int(&m->consts, i32, cint(v))->v;
    if (v->kind == VK_INSTR && ((Instr *)v)->op == OP_ZEXT && instr_op((Instr *)v, 0)->type == i32)
        return instr_op((Instr *)v, 0);
    return &instr_add_before(m, pos, OP_TRUNC, i32, v, NULL, loc)->v;
}

/* The 32-bit unsigned operation of i's kind on its operands' low halves,
 * zero-extended, inserted before `pos`. */
static Instr *narrow(Module *m, Instr *i, Instr *pos)
{
    Type *i32 = type_int(&m->types, 32), *i64 = i->v.type;
    Value *n = low32(m, instr_op(i, 0), pos, i->v.loc);
    Value *d = low32(m, instr_op(i, 1), pos, i->v.loc);
    Instr *r = instr_add_before(m, pos, is_div(i->op) ? OP_UDIV : OP_UREM, i32, n, d, i->v.loc);
    return instr_add_before(m, pos, OP_ZEXT, i64, &r->v, NULL, i->v.loc);
}

static Instr *branch(Module *m, Block *at, Value *cond, Block *t, Block *f, Loc loc)
{
    Instr *br = instr_new(m, OP_BR, NULL, cond ? 3 : 1);
    if (cond) {
        instr_set_op(br, 0, cond);
        instr_set_op(br, 1, &t->v);
        instr_set_op(br, 2, &f->v);
    } else {
        instr_set_op(br, 0, &t->v);
    }
    br->v.loc = loc;
    block_append(at, br);
    return br;
}

/* The tests made for the divisions of one block (as it was before any
 * split), which are rewritten from the last to the first: when an
 * earlier division of the same operands (an srem before a udiv of n and
 * d) gets its test, the later test is dropped and its branch takes the
 * earlier one, which dominates it.  The first TESTS_MAX are kept. */
enum { TESTS_MAX = 16 };
typedef struct Test {
    const Value *n, *d;
    Instr *cond, *top, *or; /* the icmp, the and, the or it is made of */
} Test;
typedef struct Tests {
    const Block *block;
    unsigned n;
    Test t[TESTS_MAX];
} Tests;

/* Record test t of block orig; a later one of the same operands goes. */
static void share_test(Tests *ts, const Block *orig, Test t)
{
    if (ts->block != orig)
        ts->block = orig, ts->n = 0;
    for (unsigned k = 0; k < ts->n; k++) {
        Test *old = &ts->t[k];
        if (old->n == t.n && old->d == t.d) {
            value_replace_all_uses(&old->cond->v, &t.cond->v);
            instr_remove(old->cond);
            instr_remove(old->top);
            instr_remove(old->or);
            *old = t;
            return;
        }
    }
    if (ts->n < TESTS_MAX)
        ts->t[ts->n++] = t;
}

/* The diamond of the header comment around division i, which goes. */
static void bypass(Module *m, Instr *i, const Block *orig, bool n_short, bool d_short,
                   Tests *tests)
{
    Type *i64 = i->v.type, *i1 = type_int(&m->types, 1);
    Value *n = instr_op(i, 0), *d = instr_op(i, 1);
    Loc loc = i->v.loc;
    bool is_unsigned = i->op == OP_UDIV || i->op == OP_UREM;
    Block *head = i->parent;
    Block *join = block_split_before(m, i);
    Block *fast = block_new_after(m, head, loc);
    /* The test goes at the end of the head block; a stand-in terminator
     * gives instr_add_before a position there. */
    Instr *mark = branch(m, head, NULL, fast, NULL, loc);
    Instr *cond;
    Block *slow = NULL;
    if (n_short && is_unsigned) { /* if d > n: q = 0 and r = n, no division */
        cond = instr_add_before(m, mark, OP_ICMP, i1, n, d, loc);
        cond->pred = PRED_UGE;
    } else {
        Value *x = n_short ? d : d_short ? n : NULL;
        Instr *or = x ? NULL : instr_add_before(m, mark, OP_OR, i64, n, d, loc);
        Value *hi = &const_int(&m->consts, i64, 0xFFFFFFFF00000000ull)->v;
        Instr *top = instr_add_before(m, mark, OP_AND, i64, or ? &or->v : x, hi, loc);
        cond = instr_add_before(m, mark, OP_ICMP, i1, &top->v,
                                &const_int(&m->consts, i64, 0)->v, loc);
        cond->pred = PRED_EQ;
        slow = block_new_after(m, fast, loc);
        if (or)
            share_test(tests, orig, (Test){n, d, cond, top, or});
    }
    instr_remove(mark);
    branch(m, head, &cond->v, fast, slow ? slow : join, loc);
    Instr *q1 = narrow(m, i, branch(m, fast, NULL, join, NULL, loc));
    /* What the other edge into join brings: the division in 64 bits, or
     * (an unsigned short dividend below the divisor) q = 0, r = n. */
    Value *q2;
    if (slow) {
        Instr *wide = instr_add_before(m, branch(m, slow, NULL, join, NULL, loc), i->op, i64,
                                       n, d, loc);
        wide->flags = i->flags;
        q2 = &wide->v;
    } else {
        q2 = is_div(i->op) ? &const_int(&m->consts, i64, 0)->v : n;
    }
    Instr *phi = instr_new(m, OP_PHI, i64, 4);
    phi->v.loc = loc;
    instr_set_op(phi, 0, &q1->v);
    instr_set_op(phi, 1, &fast->v);
    instr_set_op(phi, 2, q2);
    instr_set_op(phi, 3, slow ? &slow->v : &head->v);
    value_replace_all_uses(&i->v, &phi->v);
    instr_remove(i);
    instr_insert_before(join->first, phi);
}

/* What the pass does to one division (decided before any change). */
typedef enum { DO_NOTHING, DO_NARROW, DO_BYPASS } Action;

typedef struct Cand {
    Instr *i;
    const Block *block; /* before any split */
    Action act;
    bool n_short, d_short;
} Cand;

bool bypassdiv_function(Module *m, Global *fn)
{
    if (fn->is_decl || !fn->first || attr_find(m, &fn->attrs, ATTR_OPTNONE) ||
        attr_find(m, &fn->attrs, ATTR_OPTSIZE) || attr_find(m, &fn->attrs, ATTR_MINSIZE))
        return false;
    /* The decisions first, in program order, with their blocks:
     * splitting moves instructions into new blocks.  Only the first
     * BYPASS_MAX divisions that need a test get one. */
    Vec cands = {0};
    uint32_t nbypass = 0;
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next) {
            if ((i->op != OP_UDIV && i->op != OP_SDIV && i->op != OP_UREM &&
                 i->op != OP_SREM) ||
                i->v.type->kind != TY_INT || i->v.type->bits != 64 || !i->v.uses)
                continue;
            Range rn = classify(instr_op(i, 0), 0), rd = classify(instr_op(i, 1), 0);
            Cand c = {i, b, DO_NOTHING, rn == RANGE_SHORT, rd == RANGE_SHORT};
            if (rn == RANGE_LONG || rd == RANGE_LONG)
                continue;
            if (c.n_short && c.d_short)
                c.act = DO_NARROW;
            else if (!is_cint(instr_op(i, 1)) && nbypass < BYPASS_MAX)
                c.act = DO_BYPASS, nbypass++;
            if (c.act != DO_NOTHING)
                VEC_PUSH(&cands, Cand, c);
        }
    Tests tests = {0};
    /* From the last to the first: a split moves what follows the
     * division into the new block, which is then only what lies between
     * it and the next division already done -- each instruction moves at
     * most once per block it passes, not once per division. */
    for (size_t k = cands.len; k-- > 0;) {
        const Cand *c = &VEC_AT(&cands, Cand, k);
        if (c->act == DO_NARROW) {
            Instr *q = narrow(m, c->i, c->i);
            value_replace_all_uses(&c->i->v, &q->v);
            instr_remove(c->i);
        } else {
            bypass(m, c->i, c->block, c->n_short, c->d_short, &tests);
        }
    }
    bool changed = cands.len > 0;
    vec_free(&cands);
    if (changed)
        cfg_ensure(m, fn);
    return changed;
}
