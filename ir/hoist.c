/*
 * ir/hoist.c -- pass "hoist": address arithmetic that accesses in
 * several blocks share is computed once, in the block that dominates
 * them all, and each access adds its own constant to it.
 *
 * Why.  clang fully unrolls a guarded loop such as the tile load of a
 * matrix transpose,
 *     for (j = 0; j < 32; j += 8)
 *         if (y + j < h) tile[ty + j][tx] = in[...];
 * into four blocks, each behind its own bound check, each with its own
 * `getelementptr [32 x [33 x float]], @tile, 0, zext(ty + j), tx`.  No
 * block dominates another, so cse cannot merge them, and the selector
 * sees one block at a time: each block computes tile + ty * 132 + tx * 4
 * again (a multiply, a shift and two adds).  llc-19 computes that base
 * once, before the first check, and each block stores to [base + 1056],
 * [base + 2112], ...: on the transpose kernel 96 SASS instructions
 * against 120.
 *
 * The rule.  Each getelementptr is read as a base address plus a
 * constant: every index is split into a variable part and a constant,
 *     C                      ->  (none)        + C
 *     x + C  (at pointer width, modular) -> x  + C
 *     zext (x + C)  (add nuw, or `or disjoint`) -> zext x + zext C
 *     sext (x + C)  (add nsw, or `or disjoint`) -> sext x + sext C
 * (and a sum at pointer width of such a cast and a constant, the two
 * constants added), and anything else is all variable.  The constants, times the size of
 * what each index steps over, give the byte offset; struct field
 * numbers stay as they are (they pick the types below them).  The
 * splits hold in two's complement for every x the original computes a
 * non-poison result for: nuw means x + C does not wrap, so zext(x + C) =
 * zext x + zext C; nsw likewise for sext; a disjoint `or` is an add
 * without carries, which neither wraps nor overflows.  Address
 * arithmetic itself wraps (a getelementptr without inbounds), so
 *     gep T, p, i + C  =  (gep T, p, i) + C * sizeof T      (bytes).
 * getelementptrs with the same base, source type and variable parts
 * form a group.  A group with members in at least two blocks gets one
 * new `getelementptr` of the variable parts (the constants left out)
 * in the nearest block D that dominates every member, and each member
 * becomes `getelementptr i8, base, offset` (or the base itself, offset
 * 0), which the selector folds into the access as [reg+offset].
 *
 * Why it stays right.  The new base and the casts it needs go in D
 * before its first member (or before D's terminator when D has none),
 * and only where every value they read is defined there: a constant,
 * an argument, or an instruction whose block dominates D (or that
 * comes before that point in D).  D dominates every member, so the new
 * values dominate every use of the ones they replace.  The new
 * instructions carry no flags: `inbounds` held for the original
 * address, not for base without its constant (the base may lie outside
 * the object when the constant brings it back in), and a flag that
 * failed would make the base poison.  `nneg` goes on a new zext only
 * when every member's zext had it and its sum was `nuw` (then x <= x +
 * C < 2^(w-1), unsigned).  Computing the base where no member runs is
 * harmless: arithmetic cannot trap.
 *
 * When it pays.  A run that passes two members computes one base where
 * it computed two; what it costs is one address register live from D to
 * the members.  So two members must lie on one path that does not pass
 * D again (two_on_a_path): the arms of an if/else or the cases of a
 * switch each compute their address once per run anyway, and hoisting
 * from them would only hold registers (a switch of thousands of cases,
 * thousands of them).  D must not lie in a loop that some member is
 * outside of (that would compute on every trip what ran once); one
 * block takes at most BASES_MAX bases; and a group whose members all sit
 * in one block is left to the selector, which already splits constant
 * offsets off within a block (isel/dag/dag_mem.c).  Groups with no variable
 * part at all (a base plus constants) are already one register plus an
 * offset each.
 *
 * When: at -O1 and up, last of the IR passes (emit/ptx.c, prepare),
 * after lsr has made its pointer variables; on functions of more than
 * one block, not on `optnone` functions.
 *
 * Invariants: no block or edge changes; the function stays in SSA form
 * (see "Why it stays right"); the CFG is current on return.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

enum {
    PARTS_MAX = 8,      /* indices of one getelementptr looked at */
    GROUP_MAX = 64,     /* members of one group */
    BASES_MAX = 32,     /* bases one block computes for others */
    WORK_MAX = 1 << 22, /* blocks visited finding loops and dominators */
};

/* How one index of a getelementptr splits into variable part and constant. */
enum { P_CONST, P_PLAIN, P_ZEXT, P_SEXT, P_FIELD };

typedef struct Part {
    uint8_t mode;   /* P_*: P_CONST has no variable part */
    bool nneg;      /* P_ZEXT: the cast may say nneg */
    Value *x;       /* P_PLAIN: the index less its constant; P_ZEXT,
                       P_SEXT: the value cast */
    Type *to;       /* the index's type */
    Value *field;   /* P_FIELD: the struct field number, as written */
    uint64_t bytes; /* what the index adds to the offset: its constant
                       times the size stepped over, or the field's offset */
} Part;

typedef struct Cand {
    Instr *g;
    Value *base;
    uint64_t h;
    uint64_t off; /* bytes, modulo 2^64 */
    uint32_t nparts; /* indices the base keeps (up to the last variable one) */
    Part *p;         /* one per index, in the pass's pool */
} Cand;

typedef struct Hoist {
    Module *m;
    unsigned ptr_bits;
    Block **inner;  /* by Block.index: header of the innermost loop, or NULL */
    Block **outer;  /* by header's Block.index: the loop around it, or NULL */
    uint32_t *member; /* by Block.index: the stamp of the group with a
                         member there */
    uint32_t *seen;   /* by Block.index: the stamp of the last search */
    uint32_t *bases;  /* by Block.index: the bases put there */
    Block **stack;
    uint32_t stamp;
    uint64_t work;
} Hoist;

/* ---- the split of an index ---- */

/* v = y + k with k a constant: an add (or sub) carrying the flags in
 * `need`, or a disjoint or (which satisfies any).  k as the low bits. */
static bool sum_with_constant(Value *v, uint32_t need, Value **y, uint64_t *k)
{
    if (v->kind != VK_INSTR)
        return false;
    Instr *i = (Instr *)v;
    if (i->nops != 2)
        return false;
    Value *a = instr_op(i, 0), *b = instr_op(i, 1);
    uint64_t raw;
    if (i->op == OP_OR && (i->flags & IF_DISJOINT) && value_const_int(b, false, &raw)) {
        *y = a, *k = raw;
        return a->kind != VK_CINT;
    }
    if (i->op == OP_SUB && need == 0 && value_const_int(b, false, &raw)) {
        *y = a, *k = -raw;
        return a->kind != VK_CINT;
    }
    if (i->op != OP_ADD || (i->flags & need) != need)
        return false;
    if (value_const_int(b, false, &raw))
        *y = a;
    else if (value_const_int(a, false, &raw))
        *y = b;
    else
        return false;
    *k = raw;
    return true;
}

static uint64_t extend(uint64_t v, uint32_t bits, bool sign)
{
    if (bits >= 64)
        return v;
    v &= (1ull << bits) - 1;
    if (sign && (v >> (bits - 1) & 1))
        v |= ~0ull << bits;
    return v;
}

/* Split index v into *p and the constant *c it adds (as a count of the
 * elements it steps over, modulo 2^64). */
static void peel(const Hoist *s, Value *v, Part *p, uint64_t *c)
{
    uint64_t raw, k;
    Value *y;
    *c = 0;
    p->to = v->type;
    if (value_const_int(v, true, &raw)) {
        p->mode = P_CONST;
        *c = raw;
        return;
    }
    p->mode = P_PLAIN;
    p->x = v;
    if (v->kind != VK_INSTR || v->type->bits != s->ptr_bits)
        return; /* a narrower index is sign-extended by the getelementptr */
    if (sum_with_constant(v, 0, &y, &k)) {
        p->x = v = y;
        *c = k;
    }
    /* a cast, after the sum or without one: (zext x) + C reads as zext x
     * plus C, as zext(x) alone does, so that both find one base */
    Instr *i = (Instr *)v;
    if (v->kind != VK_INSTR || (i->op != OP_ZEXT && i->op != OP_SEXT))
        return;
    Value *in = instr_op(i, 0);
    bool z = i->op == OP_ZEXT;
    p->mode = z ? P_ZEXT : P_SEXT;
    p->x = in;
    p->nneg = z && (i->flags & IF_NNEG);
    if (sum_with_constant(in, z ? IF_NUW : IF_NSW, &y, &k)) {
        p->x = y;
        *c += extend(k, in->type->bits, !z);
    }
}

static uint64_t mix(uint64_t h, uint64_t x)
{
    return (h ^ x) * 0x100000001B3u;
}

/* Read getelementptr g as base + offset; false when it is not one this
 * pass handles, or has no variable part.  The base keeps the indices up
 * to the last one with a variable part; the constants of those and all
 * of the indices after them (struct fields included) make the offset. */
static bool decompose(const Hoist *s, Instr *g, Cand *c)
{
    if (g->nops < 2 || g->nops - 1 > PARTS_MAX || g->v.type->kind != TY_PTR ||
        g->v.type->addrspace == 6 || g->inrange || g->inrange_idx >= 0 ||
        !type_is_sized(g->aux_type) || instr_op(g, 0)->type->kind != TY_PTR)
        return false;
    for (uint32_t k = 0; k < g->nmd; k++)
        if (strcmp(g->md[k].kind, "dbg"))
            return false;
    const Type *t = g->aux_type;
    uint32_t keep = 0;
    for (uint32_t k = 1; k < g->nops; k++) {
        Value *v = instr_op(g, k);
        Part *p = &c->p[k - 1];
        memset(p, 0, sizeof *p);
        if (v->type->kind != TY_INT || v->type->bits > 64)
            return false;
        uint64_t stride, n;
        if (k == 1) {
            stride = type_size(t, s->ptr_bits);
        } else if (t->kind == TY_STRUCT) {
            if (!value_const_int(v, false, &n) || n >= t->nmem)
                return false;
            p->mode = P_FIELD;
            p->field = v;
            p->to = v->type;
            p->bytes = struct_field_offset(t, (uint32_t)n, s->ptr_bits);
            t = t->mem[n];
            continue;
        } else if (t->kind == TY_ARRAY || t->kind == TY_VEC) {
            t = t->elem;
            stride = type_size(t, s->ptr_bits);
        } else {
            return false;
        }
        peel(s, v, p, &n);
        p->bytes = n * stride;
        if (p->mode != P_CONST)
            keep = k;
    }
    if (!keep)
        return false;
    c->g = g;
    c->base = instr_op(g, 0);
    c->nparts = keep;
    c->off = 0;
    c->h = mix(mix(0xCBF29CE484222325u, (uintptr_t)c->base), (uintptr_t)g->aux_type);
    for (uint32_t k = 0; k + 1 < g->nops; k++) {
        const Part *p = &c->p[k];
        if (k >= keep || p->mode != P_FIELD)
            c->off += p->bytes; /* a field the base keeps adds nothing more */
        if (k >= keep)
            continue;
        c->h = mix(c->h, p->mode);
        if (p->mode == P_FIELD)
            c->h = mix(c->h, (uintptr_t)p->field);
        else if (p->mode != P_CONST)
            c->h = mix(mix(c->h, (uintptr_t)p->x), (uintptr_t)p->to);
    }
    c->off = extend(c->off, s->ptr_bits, true);
    return true;
}

/* Do a and b have the same base, source type and variable parts? */
static bool same_key(const Cand *a, const Cand *b)
{
    if (a->h != b->h || a->base != b->base || a->g->aux_type != b->g->aux_type ||
        a->g->v.type != b->g->v.type || a->nparts != b->nparts)
        return false;
    for (uint32_t k = 0; k < a->nparts; k++) {
        const Part *p = &a->p[k], *q = &b->p[k];
        if (p->mode != q->mode)
            return false;
        if (p->mode == P_FIELD && p->field != q->field)
            return false;
        if (p->mode != P_CONST && p->mode != P_FIELD && (p->x != q->x || p->to != q->to))
            return false;
    }
    return true;
}

/* ---- loops and dominators ---- */

/* Fill s->inner and s->outer: natural loops (a back edge goes to a block
 * that dominates its source), headers in reverse post-order, so that an
 * enclosing loop is marked before the loops inside it, which then
 * overwrite their blocks' entries.  False when the work budget is spent. */
static bool find_loops(Hoist *s, Global *fn, uint32_t nblocks)
{
    Block **by_rpo = ir_calloc(nblocks, sizeof *by_rpo);
    Block **list = ir_calloc(nblocks, sizeof *list);
    uint32_t *stamp = ir_calloc(nblocks, sizeof *stamp);
    bool ok = true;
    for (Block *b = fn->first; b; b = b->next)
        if (b->rpo < nblocks)
            by_rpo[b->rpo] = b;
    for (uint32_t r = 0; r < nblocks && ok; r++) {
        Block *h = by_rpo[r];
        bool header = false;
        for (uint32_t k = 0; h && k < h->npreds && !header; k++)
            header = block_dominates(h, h->preds[k]);
        if (!header)
            continue;
        uint32_t n = 0;
        s->outer[h->index] = s->inner[h->index];
        for (uint32_t k = 0; k < h->npreds && ok; k++)
            if (block_dominates(h, h->preds[k]))
                ok = natural_loop(h, h->preds[k], stamp, r + 1, list, &n, &s->work, WORK_MAX);
        for (uint32_t k = 0; k < n; k++)
            s->inner[list[k]->index] = h;
    }
    free(stamp);
    free(list);
    free(by_rpo);
    return ok;
}

/* Is block b inside the loop of header l? */
static bool in_loop(const Hoist *s, const Block *l, const Block *b)
{
    for (const Block *x = s->inner[b->index]; x; x = s->outer[x->index])
        if (x == l)
            return true;
    return false;
}

/* The nearest block that dominates both a and b, or NULL. */
static Block *common_dominator(Hoist *s, Block *a, Block *b)
{
    while (a && !block_dominates(a, b))
        a = ++s->work <= WORK_MAX ? a->idom : NULL;
    return a;
}

/* Can one run pass two members of the group (in different blocks)?
 * Otherwise -- the arms of an if/else, the cases of a switch -- each run
 * computes one address either way, and a shared base would only hold a
 * register from d to the arms (a switch of thousands of cases would keep
 * thousands of them live).  A path from member block a to member block b
 * that does not pass d again stays among the blocks d dominates (b's
 * every path from the entry passes d), so a search from each member's
 * block through those blocks, d excluded, answers exactly.  Reaching d's
 * own block counts, as does a member in d (d reaches every other).  False
 * when the work budget is spent. */
static bool two_on_a_path(Hoist *s, Cand **c, uint32_t n, Block *d)
{
    uint32_t group = ++s->stamp;
    for (uint32_t k = 0; k < n; k++) {
        if (c[k]->g->parent == d)
            return true;
        s->member[c[k]->g->parent->index] = group;
    }
    for (uint32_t k = 0; k < n; k++) {
        Block *a = c[k]->g->parent;
        if (k && a == c[k - 1]->g->parent)
            continue; /* (members come in program order: a block's together) */
        uint32_t search = ++s->stamp, depth = 0;
        s->seen[a->index] = search;
        s->stack[depth++] = a;
        while (depth) {
            Block *b = s->stack[--depth];
            if (++s->work > WORK_MAX)
                return false;
            for (uint32_t j = 0; j < b->nsuccs; j++) {
                Block *x = b->succs[j];
                if (x == d || s->seen[x->index] == search || !block_dominates(d, x))
                    continue;
                if (x != a && s->member[x->index] == group)
                    return true;
                s->seen[x->index] = search;
                s->stack[depth++] = x;
            }
        }
    }
    return false;
}

/* ---- rewriting ---- */

/* Is v defined before `at`, an instruction of block d?  Within d the
 * positions cfg_build gave the function's instructions tell (they keep
 * their order as instructions are added; one added by this pass has
 * none, and counts as not before): walking d instead would cost a
 * block's length per question, quadratic on a long block. */
static bool available(const Value *v, Block *d, const Instr *at)
{
    if (v->kind != VK_INSTR)
        return true;
    const Instr *i = (const Instr *)v;
    if (!i->parent)
        return false;
    if (i->parent != d)
        return block_dominates(i->parent, d);
    return i->pos && at->pos && i->pos < at->pos;
}

/* A cast `op x to t` (flags `flags`) defined before `at` in d or in a
 * block dominating d; a new one before `at` when there is none. */
static Value *cast_at(Hoist *s, Opcode op, Value *x, Type *t, uint32_t flags, Block *d, Instr *at)
{
    for (Use *u = x->uses; u; u = u->next) {
        Instr *c = (Instr *)u->user;
        if (c->v.kind == VK_INSTR && c->op == op && c->v.type == t && c->flags == flags &&
            c->parent && available(&c->v, d, at))
            return &c->v;
    }
    Instr *c = instr_add_before(s->m, at, op, t, x, NULL, at->v.loc);
    c->flags = flags;
    return &c->v;
}

/* Delete v and what only it used, while they are casts and sums nothing
 * uses any more (the index arithmetic a rewritten member leaves); a
 * worklist, since such a chain may be long. */
static void drop_dead(Value *v)
{
    Vec work = {0};
    VEC_PUSH(&work, Value *, v);
    while (work.len) {
        v = VEC_AT(&work, Value *, --work.len);
        Instr *i = (Instr *)v;
        if (v->kind != VK_INSTR || v->uses || !i->parent ||
            !(i->op == OP_ZEXT || i->op == OP_SEXT || i->op == OP_ADD || i->op == OP_SUB ||
              i->op == OP_OR))
            continue;
        for (uint32_t k = 0; k < i->nops; k++)
            VEC_PUSH(&work, Value *, instr_op(i, k));
        instr_remove(i); /* drops its uses: the operands may be dead now */
    }
    vec_free(&work);
}

/* Rewrite group c[0..n) (the same key, still intact) around one base. */
static bool hoist_group(Hoist *s, Cand **c, uint32_t n)
{
    Block *d = c[0]->g->parent;
    bool spread = false;
    for (uint32_t k = 1; k < n && d; k++) {
        spread |= c[k]->g->parent != c[0]->g->parent;
        d = common_dominator(s, d, c[k]->g->parent);
    }
    if (!spread || !d || !d->last)
        return false;
    Block *l = s->inner[d->index];
    for (uint32_t k = 0; k < n && l; k++)
        if (!in_loop(s, l, c[k]->g->parent))
            return false;
    if (s->bases[d->index] >= BASES_MAX || !two_on_a_path(s, c, n, d))
        return false;
    /* the insertion point: D's first member (by position: members are
     * the function's own instructions), else its terminator */
    Instr *at = d->last;
    for (uint32_t k = 0; k < n; k++)
        if (c[k]->g->parent == d && (at == d->last || c[k]->g->pos < at->pos))
            at = c[k]->g;
    const Cand *c0 = c[0];
    if (!available(c0->base, d, at))
        return false;
    bool nneg[PARTS_MAX];
    for (uint32_t p = 0; p < c0->nparts; p++) {
        nneg[p] = true;
        for (uint32_t k = 0; k < n; k++)
            nneg[p] &= c[k]->p[p].nneg;
        if (c0->p[p].x && !available(c0->p[p].x, d, at))
            return false;
    }
    Instr *base = instr_new(s->m, OP_GEP, c0->g->v.type, c0->nparts + 1);
    instr_set_op(base, 0, c0->base);
    for (uint32_t p = 0; p < c0->nparts; p++) {
        const Part *q = &c0->p[p];
        Value *ix = q->mode == P_CONST   ? &const_int(&s->m->consts, q->to, 0)->v
                    : q->mode == P_FIELD ? q->field
                    : q->mode == P_PLAIN ? q->x
                                         : cast_at(s, q->mode == P_ZEXT ? OP_ZEXT : OP_SEXT, q->x,
                                                   q->to, nneg[p] ? IF_NNEG : 0, d, at);
        instr_set_op(base, p + 1, ix);
    }
    base->aux_type = c0->g->aux_type;
    base->v.loc = c0->g->v.loc;
    instr_insert_before(at, base);
    s->bases[d->index]++;
    Type *i8 = type_int(&s->m->types, 8), *iptr = type_int(&s->m->types, s->ptr_bits);
    for (uint32_t k = 0; k < n; k++) {
        Instr *g = c[k]->g;
        Value *with = &base->v;
        if (c[k]->off) {
            Instr *a = instr_add_before(s->m, g, OP_GEP, g->v.type, &base->v,
                                        &const_int(&s->m->consts, iptr, c[k]->off)->v, g->v.loc);
            a->aux_type = i8;
            with = &a->v;
        }
        Value *old[PARTS_MAX];
        uint32_t nold = g->nops - 1;
        for (uint32_t p = 0; p < nold; p++)
            old[p] = instr_op(g, p + 1);
        value_replace_all_uses(&g->v, with);
        instr_remove(g);
        for (uint32_t p = 0; p < nold; p++)
            drop_dead(old[p]);
    }
    return true;
}

typedef struct Group {
    uint32_t first, n; /* its members: member[first .. first + n) */
    uint32_t pos;      /* its first member's position */
} Group;

static int by_position(const void *pa, const void *pb)
{
    const Group *a = pa, *b = pb;
    return a->pos < b->pos ? -1 : a->pos > b->pos;
}

static int by_key(const void *pa, const void *pb)
{
    const Cand *a = pa, *b = pb;
    if (a->h != b->h)
        return a->h < b->h ? -1 : 1;
    return a->g->pos < b->g->pos ? -1 : a->g->pos > b->g->pos;
}

bool hoist_function(Module *m, Global *fn)
{
    if (fn->is_decl || !fn->first || fn->first == fn->last ||
        attr_find(m, &fn->attrs, ATTR_OPTNONE))
        return false;
    cfg_ensure(m, fn);
    uint32_t nblocks = 0, ngeps = 0;
    size_t nindices = 0;
    for (Block *b = fn->first; b; b = b->next, nblocks++)
        for (Instr *i = b->first; i; i = i->next)
            if (i->op == OP_GEP) {
                ngeps++;
                nindices += i->nops - 1;
            }
    if (ngeps < 2)
        return false;
    Hoist s = {.m = m, .ptr_bits = module_ptr_bits(m)};
    s.inner = ir_calloc(nblocks, sizeof *s.inner);
    s.outer = ir_calloc(nblocks, sizeof *s.outer);
    s.member = ir_calloc(nblocks, sizeof *s.member);
    s.seen = ir_calloc(nblocks, sizeof *s.seen);
    s.bases = ir_calloc(nblocks, sizeof *s.bases);
    s.stack = ir_calloc(nblocks, sizeof *s.stack);
    Cand *cands = ir_calloc(ngeps, sizeof *cands);
    Part *pool = ir_calloc(nindices + 1, sizeof *pool), *next = pool;
    uint32_t n = 0;
    bool changed = false;
    if (!find_loops(&s, fn, nblocks))
        goto done;
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first; i && b->rpo != UINT32_MAX; i = i->next)
            if (i->op == OP_GEP) {
                cands[n].p = next;
                if (decompose(&s, i, &cands[n]))
                    next += i->nops - 1, n++;
            }
    qsort(cands, n, sizeof *cands, by_key);
    /* Runs of one hash; within a run, groups of one key.  Hashes mix
     * addresses, which differ from run to run, so the groups are then
     * rewritten in the order of their first members: the output must
     * not depend on where the allocator put things. */
    Cand **member = ir_calloc(n + 1, sizeof *member);
    Group *groups = ir_calloc(n + 1, sizeof *groups);
    bool *taken = ir_calloc(n + 1, sizeof *taken);
    uint32_t nmember = 0, ngroups = 0;
    for (uint32_t a = 0, e; a < n; a = e) {
        for (e = a + 1; e < n && cands[e].h == cands[a].h; e++)
            ;
        for (uint32_t k = a; k < e && e - a <= 4 * GROUP_MAX; k++) {
            if (taken[k])
                continue;
            Group gr = {.first = nmember, .pos = cands[k].g->pos};
            for (uint32_t j = k; j < e && gr.n < GROUP_MAX; j++)
                if (!taken[j] && same_key(&cands[k], &cands[j])) {
                    taken[j] = true;
                    member[nmember + gr.n++] = &cands[j];
                }
            nmember += gr.n;
            if (gr.n >= 2)
                groups[ngroups++] = gr;
        }
    }
    qsort(groups, ngroups, sizeof *groups, by_position);
    for (uint32_t k = 0; k < ngroups; k++) {
        Cand *group[GROUP_MAX];
        uint32_t g = 0;
        for (uint32_t j = 0; j < groups[k].n; j++) {
            Cand *c = member[groups[k].first + j];
            /* a member an earlier group rewrote is gone, or its base is */
            if (c->g->parent && instr_op(c->g, 0) == c->base)
                group[g++] = c;
        }
        if (g >= 2)
            changed |= hoist_group(&s, group, g);
    }
    free(taken);
    free(groups);
    free(member);
done:
    free(pool);
    free(cands);
    free(s.stack);
    free(s.bases);
    free(s.seen);
    free(s.member);
    free(s.outer);
    free(s.inner);
    if (changed) {
        cfg_changed(fn);
        cfg_ensure(m, fn);
    }
    return changed;
}
