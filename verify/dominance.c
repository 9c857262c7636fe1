/*
 * verify/dominance.c -- constant-time dominance queries for the verifier.
 *
 * ir/cfg.c computes the dominator tree (each block's idom) and answers
 * "does def dominate this use?" by walking: up the idom chain for two
 * blocks, along the instruction list for two instructions of one block.
 * Each walk is short in ordinary code, but the verifier asks once per
 * operand, so a function with one very long block or a long chain of
 * blocks costs time quadratic in its size (50,000 instructions: seconds).
 *
 * The classic fix, used by LLVM too, numbers things once and then
 * answers each query by comparing numbers:
 *   - blocks: a depth-first walk of the dominator tree gives each block
 *     an entry time `din` and an exit time `dout`; A dominates B exactly
 *     when B's interval lies inside A's: din[A] <= din[B] && dout[B] <= dout[A].
 *   - instructions of one block: their position in program order.
 * The rules themselves are instr_dominates_use's (ir/cfg.c): a phi uses
 * its operand at the end of the incoming block; a block no path reaches
 * is dominated by everything and dominates only itself.
 *
 * Invariants:
 *   - dom_build() runs after cfg_build() on the same function and before
 *     any query; its tables live in the VerifyCtx until the next build.
 *   - Tables are indexed by Block.index, which cfg_build numbers 0..n-1.
 */
#include <stdlib.h>

#include "verify/vctx.h"

#define UNREACHED UINT32_MAX

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p)
        BUG("out of memory");
    return p;
}

/* Children of each block in the dominator tree, as one array sliced by
 * `first` (counting sort by parent). */
typedef struct DomTree {
    uint32_t *first; /* n + 1 offsets into kids */
    Block **kids;
} DomTree;

static DomTree build_tree(Global *fn, uint32_t n)
{
    DomTree t = {xcalloc(n + 1, sizeof *t.first), xcalloc(n, sizeof *t.kids)};
    for (Block *b = fn->first; b; b = b->next)
        if (b->idom)
            t.first[b->idom->index + 1]++;
    for (uint32_t i = 0; i < n; i++)
        t.first[i + 1] += t.first[i];
    uint32_t *fill = xcalloc(n, sizeof *fill);
    for (Block *b = fn->first; b; b = b->next)
        if (b->idom) {
            uint32_t p = b->idom->index;
            t.kids[t.first[p] + fill[p]++] = b;
        }
    free(fill);
    return t;
}

/* Iterative depth-first walk of the tree from the entry (no recursion:
 * a chain of 100,000 blocks must not overflow the C stack). */
static void number_tree(VerifyCtx *c, Global *fn, const DomTree *t, uint32_t n)
{
    typedef struct { Block *b; uint32_t next; } Frame;
    Frame *stack = xcalloc(n, sizeof *stack);
    uint32_t sp = 0, clock = 0;
    c->din[fn->first->index] = clock++;
    stack[sp++] = (Frame){fn->first, t->first[fn->first->index]};
    while (sp) {
        Frame *f = &stack[sp - 1];
        if (f->next < t->first[f->b->index + 1]) {
            Block *k = t->kids[f->next++];
            c->din[k->index] = clock++;
            stack[sp++] = (Frame){k, t->first[k->index]};
        } else {
            c->dout[f->b->index] = clock++;
            sp--;
        }
    }
    free(stack);
}

void dom_build(VerifyCtx *c, Global *fn)
{
    uint32_t n = 0, pos = 0;
    for (Block *b = fn->first; b; b = b->next)
        n = b->index + 1 > n ? b->index + 1 : n;
    free(c->din);
    free(c->dout);
    c->din = xcalloc(n, sizeof *c->din);
    c->dout = xcalloc(n, sizeof *c->dout);
    for (uint32_t i = 0; i < n; i++)
        c->din[i] = c->dout[i] = UNREACHED;
    if (fn->first) {
        DomTree t = build_tree(fn, n);
        number_tree(c, fn, &t, n);
        free(t.first);
        free(t.kids);
    }
    ptrmap_free(&c->order);
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next)
            ptrmap_put(&c->order, i, (void *)(uintptr_t)++pos);
}

static bool dom_blocks(const VerifyCtx *c, const Block *a, const Block *b)
{
    if (a == b || c->din[b->index] == UNREACHED)
        return true;
    if (c->din[a->index] == UNREACHED)
        return false;
    return c->din[a->index] <= c->din[b->index] && c->dout[b->index] <= c->dout[a->index];
}

/* An invoke's result exists only on its normal edge (as in ir/cfg.c). */
static const Block *def_block(const Instr *def)
{
    if (def->op == OP_INVOKE && def->nops >= 2 && instr_op(def, def->nops - 2) &&
        instr_op(def, def->nops - 2)->kind == VK_BLOCK)
        return (const Block *)instr_op(def, def->nops - 2);
    return def->parent;
}

bool dom_instr_dominates_use(const VerifyCtx *c, const Instr *def, const Instr *user,
                             uint32_t k)
{
    if (user->op == OP_PHI) {
        const Block *in = (const Block *)instr_op(user, k + 1);
        if (def->op == OP_INVOKE && in == def->parent)
            return user->parent == def_block(def);
        return dom_blocks(c, def_block(def), in);
    }
    if (c->din[user->parent->index] == UNREACHED)
        return true;
    if (def == user)
        return false;
    if (def->parent == user->parent && def->op != OP_INVOKE)
        return (uintptr_t)ptrmap_get(&c->order, def) < (uintptr_t)ptrmap_get(&c->order, user);
    return dom_blocks(c, def_block(def), user->parent);
}
