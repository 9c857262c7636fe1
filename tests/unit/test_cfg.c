/*
 * tests/unit/test_cfg.c -- CFG, RPO and dominators (ir/cfg.c).
 *
 * Checks on hand-built functions: a diamond (the join's idom is the
 * entry, not either arm), a loop (the header dominates the body, the body
 * does not dominate the header), an unreachable block (idom NULL, rpo
 * UINT32_MAX, dominated by everything), the phi rule (a phi's use is
 * checked at the end of the incoming block), same-block ordering, and a
 * 100,000-block chain (no recursion, no quadratic blow-up).
 */
#include <criterion/criterion.h>
#include <stdarg.h>

#include "ir/ir.h"
#include "tests/unit/module_fixture.h"

MODULE_FIXTURE(cfg);

static Global *new_fn(void)
{
    Global *g = arena_alloc(&m->arena, sizeof *g);
    g->v.kind = VK_GLOBAL;
    g->v.type = type_ptr(tt, 0, NULL);
    g->v.name = "f";
    g->gk = GK_FUNC;
    Type *params[1] = {tt->i1};
    g->fnty = type_func(tt, tt->void_ty, params, 1, false);
    g->nargs = 1;
    g->args = arena_alloc(&m->arena, sizeof(Arg *));
    g->args[0] = arena_alloc(&m->arena, sizeof(Arg));
    g->args[0]->v.kind = VK_ARG;
    g->args[0]->v.type = tt->i1;
    g->args[0]->parent = g;
    return g;
}

static Block *blk(Global *fn)
{
    Block *b = arena_alloc(&m->arena, sizeof *b);
    b->v.kind = VK_BLOCK;
    b->v.type = tt->label_ty;
    b->parent = fn;
    b->prev = fn->last;
    if (fn->last)
        fn->last->next = b;
    else
        fn->first = b;
    fn->last = b;
    fn->nblocks++;
    return b;
}

static Instr *emit(Block *b, Opcode op, Type *t, uint32_t n, ...)
{
    Instr *i = instr_new(m, op, t, n);
    va_list ap;
    va_start(ap, n);
    for (uint32_t k = 0; k < n; k++)
        instr_set_op(i, k, va_arg(ap, Value *));
    va_end(ap);
    block_append(b, i);
    return i;
}

static Value *cond(Global *fn) { return &fn->args[0]->v; }
static void br(Block *from, Block *to) { emit(from, OP_BR, NULL, 1, &to->v); }
static void cbr(Global *fn, Block *from, Block *t, Block *f)
{
    emit(from, OP_BR, NULL, 3, cond(fn), &t->v, &f->v);
}
static Value *i32(int v) { return &const_int(&m->consts, tt->i32, (uint64_t)v)->v; }

Test(cfg, diamond)
{
    Global *fn = new_fn();
    Block *e = blk(fn), *a = blk(fn), *b = blk(fn), *j = blk(fn);
    cbr(fn, e, a, b);
    Instr *x = emit(a, OP_ADD, tt->i32, 2, i32(1), i32(2));
    br(a, j);
    br(b, j);
    Instr *phi = emit(j, OP_PHI, tt->i32, 4, &x->v, &a->v, i32(0), &b->v);
    Instr *use = emit(j, OP_ADD, tt->i32, 2, &x->v, i32(1));
    emit(j, OP_RET, NULL, 0);
    cfg_build(m, fn);
    cr_assert_eq(e->nsuccs, 2);
    cr_assert_eq(j->npreds, 2);
    cr_assert_eq(e->rpo, 0);
    cr_assert_null(e->idom);
    cr_assert_eq(a->idom, e);
    cr_assert_eq(b->idom, e);
    cr_assert_eq(j->idom, e);
    cr_assert_gt(j->rpo, a->rpo);
    cr_assert_gt(j->rpo, b->rpo);
    cr_assert(block_dominates(e, j));
    cr_assert_not(block_dominates(a, j));
    cr_assert(block_dominates(j, j));
    /* x reaches the phi along a->j (fine) but not the plain use in j */
    cr_assert(instr_dominates_use(x, phi, 0));
    cr_assert_not(instr_dominates_use(x, use, 0));
}

Test(cfg, loop_and_phi_rule)
{
    Global *fn = new_fn();
    Block *e = blk(fn), *h = blk(fn), *body = blk(fn), *exit = blk(fn);
    br(e, h);
    Instr *phi = emit(h, OP_PHI, tt->i32, 4, i32(0), &e->v, i32(0), &body->v);
    Instr *hu = emit(h, OP_ADD, tt->i32, 2, &phi->v, i32(0));
    cbr(fn, h, body, exit);
    Instr *next = emit(body, OP_ADD, tt->i32, 2, &phi->v, i32(1));
    br(body, h);
    instr_set_op(phi, 2, &next->v);
    instr_set_op(hu, 1, &next->v); /* a bad use: next is defined later */
    emit(exit, OP_RET, NULL, 0);
    cfg_build(m, fn);
    cr_assert_eq(h->npreds, 2);
    cr_assert_eq(h->idom, e);
    cr_assert_eq(body->idom, h);
    cr_assert_eq(exit->idom, h);
    cr_assert(block_dominates(h, body));
    cr_assert_not(block_dominates(body, h));
    cr_assert(instr_dominates_use(next, phi, 2));   /* via the back edge */
    cr_assert_not(instr_dominates_use(next, hu, 1)); /* header use: no */
    cr_assert(instr_dominates_use(phi, next, 0));
    cr_assert(instr_dominates_use(phi, hu, 0));      /* same block, before */
    cr_assert_not(instr_dominates_use(hu, phi, 0));  /* same block, after */
    cr_assert_not(instr_dominates_use(hu, hu, 0));
}

Test(cfg, unreachable_blocks)
{
    Global *fn = new_fn();
    Block *e = blk(fn), *dead = blk(fn), *x = blk(fn);
    br(e, x);
    Instr *d = emit(dead, OP_ADD, tt->i32, 2, i32(1), i32(1));
    br(dead, x);
    Instr *use = emit(x, OP_ADD, tt->i32, 2, i32(1), i32(1));
    emit(x, OP_RET, NULL, 0);
    cfg_build(m, fn);
    cr_assert_eq(dead->rpo, UINT32_MAX);
    cr_assert_null(dead->idom);
    cr_assert_eq(x->idom, e); /* the dead pred does not count */
    cr_assert_eq(x->npreds, 2);
    cr_assert(block_dominates(x, dead));
    cr_assert_not(block_dominates(dead, x));
    cr_assert_not(instr_dominates_use(d, use, 0));
    cr_assert(instr_dominates_use(use, d, 0)); /* user unreachable */
}

Test(cfg, switch_edges_keep_duplicates)
{
    Global *fn = new_fn();
    Block *e = blk(fn), *a = blk(fn), *b = blk(fn);
    emit(e, OP_SWITCH, NULL, 6, i32(0), &b->v, i32(1), &a->v, i32(2), &a->v);
    br(a, b);
    emit(b, OP_RET, NULL, 0);
    cfg_build(m, fn);
    cr_assert_eq(e->nsuccs, 3);
    cr_assert_eq(a->npreds, 2);
    cr_assert_eq(b->npreds, 2);
    cr_assert_eq(b->idom, e);
}

Test(cfg, long_chain_without_recursion)
{
    Global *fn = new_fn();
    enum { N = 100000 };
    Block *prev = blk(fn), *first = prev;
    for (int i = 1; i < N; i++) {
        Block *b = blk(fn);
        br(prev, b);
        prev = b;
    }
    emit(prev, OP_RET, NULL, 0);
    cfg_build(m, fn);
    cr_assert_eq(prev->rpo, N - 1);
    cr_assert_eq(prev->idom->rpo, N - 2);
    cr_assert(block_dominates(first, prev));
    cr_assert_not(block_dominates(prev, first));
}

/* cfg_ensure rebuilds exactly when the body changed through the API: a
 * new terminator operand (instr_set_op) or a removed terminator makes
 * the CFG stale; removing a plain instruction does not. */
Test(cfg, ensure_tracks_changes)
{
    Global *fn = new_fn();
    Block *e = blk(fn), *a = blk(fn), *b = blk(fn);
    Instr *t = emit(e, OP_BR, NULL, 1, &a->v);
    Instr *x = emit(a, OP_ADD, tt->i32, 2, i32(1), i32(2));
    emit(a, OP_RET, NULL, 0);
    emit(b, OP_RET, NULL, 0);
    cr_assert_not(fn->cfg_current);
    cfg_ensure(m, fn);
    cr_assert(fn->cfg_current);
    cr_assert_eq(b->rpo, UINT32_MAX);
    instr_remove(x); /* not a terminator: the CFG stands */
    cr_assert(fn->cfg_current);
    instr_set_op(t, 0, &b->v); /* now e -> b */
    cr_assert_not(fn->cfg_current);
    cfg_ensure(m, fn);
    cr_assert_eq(e->succs[0], b);
    cr_assert_eq(b->idom, e);
    cr_assert_eq(a->rpo, UINT32_MAX);
    instr_remove(t);
    cr_assert_not(fn->cfg_current);
}

/* After blocks that became unreachable are unlinked, cfg_forget_blocks
 * leaves what a fresh cfg_build computes: the same indices, predecessor
 * lists, RPO numbers, dominators and dominator-tree times. */
Test(cfg, forget_blocks_matches_a_rebuild)
{
    Global *fn = new_fn();
    /* e -> j; d1 -> d2 -> j (d1, d2 unreachable); u -> j (unreachable, kept) */
    Block *e = blk(fn), *d1 = blk(fn), *u = blk(fn), *d2 = blk(fn), *j = blk(fn);
    br(e, j);
    br(d1, d2);
    br(u, j);
    br(d2, j);
    emit(j, OP_RET, NULL, 0);
    cfg_build(m, fn);
    bool gone[5] = {false, true, false, true, false};
    for (Block *b = fn->first, *next; b; b = next) {
        next = b->next;
        if (gone[b->index]) {
            while (b->last)
                instr_remove(b->last);
            if (b->prev)
                b->prev->next = b->next;
            if (b->next)
                b->next->prev = b->prev;
            fn->nblocks--;
        }
    }
    cfg_forget_blocks(fn, gone);
    cr_assert(fn->cfg_current);
    Block *blocks[3] = {e, u, j};
    typedef struct {
        uint32_t index, npreds, rpo, dom_in, dom_out;
        Block *idom, *pred0, *pred1;
    } Seen;
    Seen got[3];
    for (int k = 0; k < 3; k++)
        got[k] = (Seen){blocks[k]->index, blocks[k]->npreds, blocks[k]->rpo,
                                  blocks[k]->dom_in, blocks[k]->dom_out, blocks[k]->idom,
                                  blocks[k]->npreds > 0 ? blocks[k]->preds[0] : NULL,
                                  blocks[k]->npreds > 1 ? blocks[k]->preds[1] : NULL};
    cr_assert_eq(j->npreds, 2); /* e and u; d2 is gone */
    cfg_build(m, fn);
    for (int k = 0; k < 3; k++) {
        Block *b = blocks[k];
        cr_assert_eq(got[k].index, b->index, "block %d", k);
        cr_assert_eq(got[k].npreds, b->npreds, "block %d", k);
        cr_assert_eq(got[k].rpo, b->rpo, "block %d", k);
        cr_assert_eq(got[k].idom, b->idom, "block %d", k);
        cr_assert_eq(got[k].pred0, b->npreds > 0 ? b->preds[0] : NULL, "block %d", k);
        cr_assert_eq(got[k].pred1, b->npreds > 1 ? b->preds[1] : NULL, "block %d", k);
        if (b->rpo != UINT32_MAX) {
            cr_assert_eq(got[k].dom_in, b->dom_in, "block %d", k);
            cr_assert_eq(got[k].dom_out, b->dom_out, "block %d", k);
        }
    }
}
