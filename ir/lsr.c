/*
 * ir/lsr.c -- pass "lsr": loop strength reduction of the products of an
 * induction variable by a loop-invariant value.  A multiply in the loop
 * becomes an add of a second induction variable that steps by the
 * product of the step, as LLVM's LoopStrengthReduce does it for llc.
 *
 * Why.  clang unrolls `for (i = 0; i < n; i++) s += i * x;` by eight
 * into `(i | 1) * x`, `(i | 2) * x`, ... `(i | 7) * x`: eight multiplies
 * and eight ORs in each trip.  llc-19 keeps j = i * x as a variable of
 * its own, stepped by 8 * x, and writes j, j + x, j + 2x, ...: eight adds
 * of values computed once before the loop.  On an H200 that kernel
 * (vote_ballot's skipIdleWarps, half a second a launch) ran 1.29x llc's
 * time with the multiplies.
 *
 * The rule.  In a loop whose header H has exactly two predecessors, P
 * outside the loop and the latch L inside (H dominates L), a phi
 *     i = phi [i0, P], [i + C, L]          (C a constant, not 0)
 * is an induction variable.  For a value x defined outside the loop
 * (an argument, or an instruction whose block H does not dominate) and
 * a constant k, every product (i + k) * x -- the sum written `add i, k`
 * or `or disjoint i, k`, or i itself for k = 0 -- inside the loop is
 *     j + k * x,   with   j = phi [i0 * x, P], [j + C * x, L]
 * and i0 * x, C * x and k * x computed at the end of P.  This is exact
 * in two's complement: j equals i * x (mod 2^w) on every trip, by
 * induction over the trips, and (i + k) * x = i * x + k * x.  A wrap of
 * the original `nsw`/`nuw` arithmetic was poison, so any value then is
 * right; an `or disjoint` whose operands share a bit is poison too.
 *
 * Why the values are there.  P is the only way into the loop, so P
 * dominates H and everything H dominates.  x dominates the multiply in
 * the loop and H does not dominate x, so x's block dominates H, hence
 * the end of P (a path to P's end followed by P -> H is a path to H).
 * i0, the phi's value from P, is available at P's end by SSA's rule for
 * phis.  The step j + C * x goes right after i + C, which dominates L's
 * end.  Every replaced multiply uses i, so H dominates it, and with it
 * the new phi j.
 *
 * When it pays.  Each product replaced turns a multiply (and the add or
 * or before it) into one add; it costs a register for j, one for each
 * k * x, and one add per trip.  So only multiplies inside the loop are
 * replaced (one after it runs once), x must not be a constant (a
 * multiply by a constant is a shift or a multiply by an immediate, as
 * cheap as the add), and a group with more than KS_MAX different k is
 * left alone (each k * x holds a register through the loop).  A loop
 * gets at most REGS_MAX such registers in all (j, C * x and the k * x
 * of each group): llc's LoopStrengthReduce weighs the registers a
 * formula costs; this is the blunt form of that, so that a loop with
 * many invariants does not trade its multiplies for spills.
 *
 * Addresses (reduce_addresses).  When i starts at a constant and its
 * only uses besides its step are addresses `getelementptr T, base,
 * ext(i)` in the loop (base from outside it; ext a zext or sext to i64,
 * or none for an i64 i), each address becomes a pointer variable that
 * starts at base + ext(i0) * sizeof T and steps by C * sizeof T, and i
 * is left to count the trips.  Exact when ext(i + C) = ext(i) + C: the
 * step is `nuw` (zext), or `nsw` with i known non-negative, or `nsw`
 * (sext).  Where i has another use, the multiply stays and the
 * pointers would only add registers; where the start is not a constant,
 * finding the first addresses costs a multiply before a loop that may
 * run a few times (the remainder loops after an unrolled one): both are
 * left alone.
 *
 * When: at -O1 and up, after cse (emit/ptx.c, prepare), which has
 * merged repeats of i + k, so one product is one multiply.  Not on
 * declarations, `optnone` functions or one-block functions.
 *
 * Invariants: the CFG is never changed (instructions are added to
 * existing blocks), and is current again on return; the function stays
 * in SSA form (see "Why the values are there").
 */
#include <stdlib.h>

#include "ir/ir.h"

enum {
    KS_MAX = 8,          /* distinct k * x kept through one loop */
    REGS_MAX = 24,       /* registers the new values of one loop hold */
    CANDS_MAX = 64,      /* products looked at per induction variable */
    WORK_MAX = 1 << 22,  /* blocks visited finding loop bodies, in all */
};

/* One product (i + k) * x found in the loop. */
typedef struct Cand {
    Instr *mul;
    Instr *sum;       /* i + k, or NULL for k = 0 */
    Value *x;
    uint64_t k;
    bool done;
} Cand;

typedef struct Lsr {
    Module *m;
    uint32_t *body;   /* by Block.index: the stamp of the loop that holds it */
    uint32_t stamp;
    Block **stack;
    uint64_t work;
    uint32_t regs_left;  /* of REGS_MAX, for the loop being reduced */
} Lsr;

/* Mark the body of the loop of back edge L -> H with a new stamp: H and
 * every block that reaches L without passing H.  False when the work
 * budget is spent (the loop is then left alone). */
static bool mark_body(Lsr *s, Block *h, Block *l)
{
    uint32_t n = 0;
    return natural_loop(h, l, s->body, ++s->stamp, s->stack, &n, &s->work, WORK_MAX);
}

/* Is v the same at every point of the loop, and not a constant? */
static bool invariant(const Lsr *s, const Value *v)
{
    if (v->kind == VK_ARG)
        return true;
    if (v->kind != VK_INSTR)
        return false;
    const Block *b = ((const Instr *)v)->parent;
    return b && s->body[b->index] != s->stamp;
}

/* The other operand of binary instruction u, given one of them is v. */
static Value *other(const Instr *u, const Value *v)
{
    return instr_op(u, 0) == v ? instr_op(u, 1) : instr_op(u, 0);
}

/* Record the multiplies of y (= i + k) by an invariant inside the loop. */
static uint32_t find_products(const Lsr *s, Value *y, Instr *sum, uint64_t k, Cand *c, uint32_t n)
{
    for (Use *u = y->uses; u && n < CANDS_MAX; u = u->next) {
        if (u->user->kind != VK_INSTR)
            continue;
        Instr *mul = (Instr *)u->user;
        if (mul->op != OP_MUL || !mul->parent || s->body[mul->parent->index] != s->stamp)
            continue;
        Value *x = other(mul, y);
        if (x == y || !invariant(s, x))
            continue;
        c[n++] = (Cand){mul, sum, x, k, false};
    }
    return n;
}

/* a * b at the end of block p (before its terminator), folded where an
 * operand is the constant 0 or 1. */
static Value *product_in(Lsr *s, Block *p, Value *a, Value *x, Loc loc)
{
    uint64_t v;
    if (value_const_int(a, false, &v) && v == 0)
        return &const_int(&s->m->consts, x->type, 0)->v;
    if (value_const_int(a, false, &v) && v == 1)
        return x;
    return &instr_add_before(s->m, p->last, OP_MUL, x->type, a, x, loc)->v;
}

static Instr *add_before(Lsr *s, Instr *pos, Value *a, Value *b)
{
    return instr_add_before(s->m, pos, OP_ADD, a->type, a, b, pos->v.loc);
}

/* Rewrite the group of candidates c[first..n) that multiply by c[first].x. */
static void reduce_group(Lsr *s, Instr *phi, Block *p, Block *l, Value *i0, Instr *inext,
                         Value *step, Cand *c, uint32_t first, uint32_t n)
{
    Value *x = c[first].x;
    uint64_t ks[KS_MAX];
    uint32_t nks = 0;
    for (uint32_t a = first; a < n; a++) {
        if (c[a].x != x || c[a].done)
            continue;
        uint32_t q = 0;
        while (q < nks && ks[q] != c[a].k)
            q++;
        if (q == nks) {
            if (nks == KS_MAX)
                return; /* too many values to keep through the loop */
            ks[nks++] = c[a].k;
        }
    }
    /* j and C * x, and each k * x but x itself (k = 1) and 0 */
    uint32_t regs = 2;
    for (uint32_t q = 0; q < nks; q++)
        regs += ks[q] > 1;
    if (regs > s->regs_left)
        return;
    s->regs_left -= regs;
    /* A common addend z: when every product is used only by one add of
     * the same invariant z (sgemm's b[(k | 1) * n + col]), j starts at
     * i0 * x + z and stands for the sums: one add per product, not two. */
    Value *z = NULL;
    for (uint32_t a = first; a < n; a++) {
        if (c[a].x != x || c[a].done)
            continue;
        Use *u = c[a].mul->v.uses;
        Instr *add = u && !u->next && u->user->kind == VK_INSTR ? (Instr *)u->user : NULL;
        Value *zz = add && add->op == OP_ADD ? other(add, &c[a].mul->v) : NULL;
        if (!zz || zz == &c[a].mul->v || !invariant(s, zz) || (z && zz != z)) {
            z = NULL;
            break;
        }
        z = zz;
    }
    Loc loc = c[first].mul->v.loc;
    Value *j0 = product_in(s, p, i0, x, loc);
    uint64_t j0v;
    if (z && value_const_int(j0, false, &j0v) && j0v == 0) {
        j0 = z; /* 0 + z */
    } else if (z) {
        j0 = &instr_add_before(s->m, p->last, OP_ADD, x->type, j0, z, loc)->v;
    }
    Value *cx = product_in(s, p, step, x, loc);
    Instr *j = instr_new(s->m, OP_PHI, x->type, 4);
    j->v.loc = loc;
    instr_set_op(j, 0, j0);
    instr_set_op(j, 1, &p->v);
    instr_insert_before(phi->parent->first, j);
    Instr *jn = add_before(s, inext->next, &j->v, cx);
    instr_set_op(j, 2, &jn->v);
    instr_set_op(j, 3, &l->v);
    Value *kx[KS_MAX] = {0};
    for (uint32_t a = first; a < n; a++) {
        if (c[a].x != x || c[a].done)
            continue;
        c[a].done = true;
        Instr *mul = c[a].mul;
        Instr *gone = z ? (Instr *)mul->v.uses->user : mul; /* the add of z */
        Value *with = &j->v;
        if (c[a].k) {
            uint32_t q = 0;
            while (ks[q] != c[a].k)
                q++;
            if (!kx[q])
                kx[q] = product_in(s, p, &const_int(&s->m->consts, x->type, c[a].k)->v, x, loc);
            with = &add_before(s, gone, &j->v, kx[q])->v;
        }
        value_replace_all_uses(&gone->v, with);
        instr_remove(gone);
        if (gone != mul)
            instr_remove(mul);
        /* i + k, if nothing else uses it (clang's `or disjoint i, 1`
         * has no other use), goes too: the selector would drop it, but
         * --dump=lsr shows the loop as it is */
        if (c[a].sum && !c[a].sum->v.uses && c[a].sum != inext)
            instr_remove(c[a].sum);
    }
}

/* ---- addresses: a pointer that steps ------------------------------- */

/* Does ext(i + C) equal ext(i) + C for extension e of i, whose step is
 * inext?  For a zext, i + C must not wrap as unsigned: `nuw` says so, or
 * `nsw` with i known non-negative (`zext nneg`) and C positive; for a
 * sext, `nsw`.  (A wrap would be poison in the IR: any value is right.)
 * An i64 variable needs no extension. */
static bool steps_exactly(const Instr *e, const Instr *inext, int64_t c)
{
    if (!e)
        return true;
    if (e->op == OP_SEXT)
        return inext->flags & IF_NSW;
    return (inext->flags & IF_NUW) ||
           ((e->flags & IF_NNEG) && (inext->flags & IF_NSW) && c > 0);
}

/* In the loop, each address `getelementptr T, base, ext(i)` with base
 * invariant becomes a pointer variable of its own,
 *     q = phi [getelementptr T, base, ext(i0), P], [q + C * sizeof T, L]
 * (one per base and T): an add per trip where each address was a
 * multiply (mul.wide) and an add, as llc's LoopStrengthReduce makes
 * them.  clang's wmma GEMM steps its two tile pointers so.  Exact when
 * the extension steps exactly (steps_exactly); the step goes right after
 * i's own.  At most one register of the loop's REGS_MAX each. */
static bool reduce_addresses(Lsr *s, Instr *phi, Block *p, Block *l, Value *i0, Instr *inext,
                             int64_t c)
{
    /* First the addresses, then the rewriting: removing a GEP changes
     * the use lists walked here (for an i64 variable, phi's own). */
    Instr *geps[CANDS_MAX];
    Instr *exts[CANDS_MAX]; /* the extension each GEP's index is, or NULL */
    uint32_t n = 0;
    /* Only a variable whose every use but its own step is an address
     * this makes a pointer of (directly, or through one extension each
     * use of which is such an address): then every multiply of i in the
     * loop goes, and i is left to count the trips.  Where another use
     * keeps i * size alive (the unrolled `(i + 4) * 4` of a dot product,
     * a remainder loop), the pointers only add registers and adds -- the
     * corpus's dot products and local arrays grew by up to 32 SASS
     * instructions when any such address was taken. */
    unsigned ptr_bits = module_ptr_bits(s->m);
    /* A start that is no constant needs a multiply to find each first
     * address before the loop: the remainder loops after an unrolled one
     * (a few trips each) grew by it, so only constant starts. */
    uint64_t start;
    if (!value_const_int(i0, true, &start))
        return false;
    for (Use *u = phi->v.uses; u; u = u->next) {
        Instr *e = (Instr *)u->user;
        if (e == inext)
            continue;
        Value *idx = &phi->v;
        if (e->v.kind != VK_INSTR)
            return false;
        if (phi->v.type->bits == 64) {
            if (!(e->op == OP_GEP && e->nops == 2 && u == &e->ops[1]))
                return false;
            idx = NULL; /* checked below, as a use of phi */
        } else if ((e->op != OP_ZEXT && e->op != OP_SEXT) || e->v.type->bits != 64 ||
                   !steps_exactly(e, inext, c)) {
            return false;
        } else {
            idx = &e->v;
        }
        for (Use *gu = idx ? idx->uses : u; gu; gu = idx ? gu->next : NULL) {
            Instr *g = (Instr *)gu->user;
            if (!(g->v.kind == VK_INSTR && g->op == OP_GEP && g->nops == 2 &&
                  gu == &g->ops[1] && g->parent && s->body[g->parent->index] == s->stamp &&
                  invariant(s, instr_op(g, 0)) && g->v.type->kind == TY_PTR &&
                  type_is_sized(g->aux_type) && type_size(g->aux_type, ptr_bits) > 1))
                return false;
            if (n == CANDS_MAX)
                return false;
            geps[n] = g;
            exts[n++] = idx ? e : NULL;
        }
    }
    Type *i64 = type_int(&s->m->types, 64), *i8 = type_int(&s->m->types, 8);
    bool changed = false;
    for (uint32_t a = 0; a < n && s->regs_left; a++) {
        Instr *g = geps[a], *e = exts[a];
        if (!g)
            continue;
        Value *base = instr_op(g, 0);
        uint64_t size = type_size(g->aux_type, ptr_bits);
        s->regs_left--;
        /* q0 = getelementptr T, base, ext(i0), at the end of P */
        Value *q0 = base;
        uint64_t zero;
        if (!value_const_int(i0, false, &zero) || zero != 0) {
            Value *x0 = i0;
            if (e) {
                Instr *x = instr_add_before(s->m, p->last, e->op, i64, i0, NULL, g->v.loc);
                x->flags = e->flags;
                x0 = &x->v;
            }
            Instr *g0 = instr_add_before(s->m, p->last, OP_GEP, g->v.type, base, x0, g->v.loc);
            g0->aux_type = g->aux_type;
            q0 = &g0->v;
        }
        Instr *q = instr_new(s->m, OP_PHI, g->v.type, 4);
        q->v.loc = g->v.loc;
        instr_set_op(q, 0, q0);
        instr_set_op(q, 1, &p->v);
        instr_insert_before(phi->parent->first, q);
        Instr *qn = instr_add_before(s->m, inext->next, OP_GEP, g->v.type, &q->v,
                                     &const_int(&s->m->consts, i64, (uint64_t)c * size)->v,
                                     g->v.loc);
        qn->aux_type = i8;
        instr_set_op(q, 2, &qn->v);
        instr_set_op(q, 3, &l->v);
        /* every address of the same base, T and index in the loop is q */
        Value *idx = instr_op(g, 1);
        for (uint32_t b = a; b < n; b++) {
            Instr *g2 = geps[b];
            if (!g2 || instr_op(g2, 0) != base || g2->aux_type != g->aux_type ||
                instr_op(g2, 1) != idx)
                continue;
            value_replace_all_uses(&g2->v, &q->v);
            instr_remove(g2);
            geps[b] = NULL;
        }
        changed = true;
    }
    return changed;
}

/* The induction variables of header h (back edge from l, entry from p). */
static bool reduce_loop(Lsr *s, Block *h, Block *p, Block *l)
{
    bool changed = false;
    s->regs_left = REGS_MAX;
    for (Instr *phi = h->first; phi && phi->op == OP_PHI; phi = phi->next) {
        Type *t = phi->v.type;
        if (t->kind != TY_INT || t->bits < 8 || t->bits > 64 || phi->nops != 4)
            continue;
        uint32_t from_p = instr_op(phi, 1) == &p->v ? 0 : 2;
        if (instr_op(phi, from_p + 1) != &p->v || instr_op(phi, (2 - from_p) + 1) != &l->v)
            continue;
        Value *i0 = instr_op(phi, from_p), *nv = instr_op(phi, 2 - from_p);
        if (i0->kind == VK_CUNDEF || i0->kind == VK_CPOISON || nv->kind != VK_INSTR)
            continue;
        Instr *inext = (Instr *)nv;
        uint64_t cv;
        if (inext->op != OP_ADD || !inext->parent || !value_const_int(other(inext, &phi->v), false, &cv) ||
            (instr_op(inext, 0) != &phi->v && instr_op(inext, 1) != &phi->v) || cv == 0)
            continue;
        Value *step = other(inext, &phi->v);
        Cand c[CANDS_MAX];
        uint32_t n = find_products(s, &phi->v, NULL, 0, c, 0);
        for (Use *u = phi->v.uses; u && n < CANDS_MAX; u = u->next) {
            if (u->user->kind != VK_INSTR)
                continue;
            Instr *y = (Instr *)u->user;
            uint64_t k;
            bool sum = y->op == OP_ADD || (y->op == OP_OR && (y->flags & IF_DISJOINT));
            if (sum && value_const_int(other(y, &phi->v), false, &k) && k)
                n = find_products(s, &y->v, y, k, c, n);
        }
        for (uint32_t a = 0; a < n; a++)
            if (!c[a].done) {
                reduce_group(s, phi, p, l, i0, inext, step, c, a, n);
                changed |= c[a].done;
                c[a].done = true; /* a group left alone is not tried again */
            }
        changed |= reduce_addresses(s, phi, p, l, i0, inext, (int64_t)cv);
    }
    return changed;
}

bool lsr_function(Module *m, Global *fn)
{
    if (fn->is_decl || !fn->first || fn->first == fn->last ||
        attr_find(m, &fn->attrs, ATTR_OPTNONE))
        return false;
    cfg_ensure(m, fn);
    uint32_t nblocks = 0;
    for (Block *b = fn->first; b; b = b->next)
        nblocks++;
    Lsr s = {.m = m};
    s.body = ir_calloc(nblocks, sizeof *s.body);
    s.stack = ir_calloc(nblocks, sizeof *s.stack);
    bool changed = false;
    for (Block *h = fn->first; h; h = h->next) {
        /* (an unreachable block's rpo is UINT32_MAX: ir/cfg.c) */
        if (h->npreds != 2 || !h->first || h->first->op != OP_PHI || h->rpo == UINT32_MAX)
            continue;
        Block *a = h->preds[0], *b = h->preds[1];
        Block *l = block_dominates(h, a) ? a : b, *p = l == a ? b : a;
        if (a == b || !block_dominates(h, l) || block_dominates(h, p) || !p->last ||
            (p->last->op != OP_BR && p->last->op != OP_SWITCH))
            continue;
        if (!mark_body(&s, h, l))
            break;
        changed |= reduce_loop(&s, h, p, l);
    }
    free(s.stack);
    free(s.body);
    if (changed) {
        cfg_changed(fn);
        cfg_ensure(m, fn);
    }
    return changed;
}
