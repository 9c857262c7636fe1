/*
 * ir/cfg.c -- control-flow graph and dominator tree of a function.
 *
 * Duties:
 *   - cfg_build: successors (read off each block's terminator),
 *     predecessors, a reverse post-order (RPO) numbering, and immediate
 *     dominators by the Cooper-Harvey-Kennedy algorithm ("A Simple, Fast
 *     Dominance Algorithm", 2001).  CHK iterates
 *         idom(b) = intersect of the already-known idoms of b's preds
 *     in RPO until nothing changes; "intersect" walks two blocks up the
 *     tree (always moving the one with the larger RPO number, which is the
 *     deeper one) until they meet.  For the reducible CFGs compilers see it
 *     converges in two or three passes and is faster in practice than
 *     Lengauer-Tarjan, with a fraction of the code.
 *   - Dominance queries in constant time: block_dominates and
 *     instr_dominates_use (with the phi rule).  The classic trick (LLVM
 *     uses it too): a depth-first walk of the dominator tree gives each
 *     block an entry time dom_in and an exit time dom_out, and A dominates
 *     B exactly when B's interval lies inside A's.  Within one block,
 *     program order is a comparison of Instr.pos numbers.  Without these,
 *     a verifier asking once per operand would spend quadratic time on a
 *     long block or a long chain of blocks.
 *
 * Invariants:
 *   - No recursion: the depth-first search keeps an explicit stack, because
 *     a function may have 100,000 blocks in a chain.
 *   - After cfg_build: entry->idom == NULL and entry->rpo == 0; for every
 *     other reachable block idom != NULL and idom->rpo < rpo; unreachable
 *     blocks have idom == NULL and rpo == UINT32_MAX.
 *   - succs/preds keep duplicates (`br i1 %c, label %a, label %a` gives %a
 *     two preds entries), as LLVM does; phis need one entry per edge.
 *   - preds/succs arrays live in m->arena; the queries need cfg_build to
 *     have been run on the function since its last CFG change.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

#define UNREACHED UINT32_MAX

/* How many successors does terminator t have, and which is the k-th? */
static uint32_t term_nsuccs(const Instr *t)
{
    if (!t)
        return 0;
    switch (t->op) {
    case OP_BR: return t->nops == 1 ? 1 : t->nops == 3 ? 2 : 0;
    case OP_SWITCH: return t->nops >= 2 ? 1 + (t->nops - 2) / 2 : 0;
    case OP_INDIRECTBR: return t->nops ? t->nops - 1 : 0;
    case OP_INVOKE: return t->nops >= 3 ? 2 : 0;
    default: return 0;
    }
}

/* The k-th successor, or NULL when that operand is not a block (a
 * malformed terminator the verifier reports; the CFG just skips it). */
static Block *term_succ(const Instr *t, uint32_t k)
{
    const Value *v;
    switch (t->op) {
    case OP_BR: v = t->ops[t->nops == 1 ? 0 : 1 + k].val; break;
    case OP_SWITCH: v = t->ops[k == 0 ? 1 : 1 + 2 * k].val; break;
    case OP_INDIRECTBR: v = t->ops[1 + k].val; break;
    case OP_INVOKE: v = t->ops[t->nops - 2 + k].val; break;
    default: BUG("term_succ on %s", opcode_name(t->op));
    }
    return v && v->kind == VK_BLOCK ? (Block *)v : NULL;
}

/* The block's terminator, or NULL if the last instruction is not one. */
static const Instr *terminator(const Block *b)
{
    return b->last && opcode_is_terminator(b->last->op) ? b->last : NULL;
}

/* Fill succs, count preds, then fill preds. */
static void build_edges(Module *m, Global *fn)
{
    uint32_t idx = 0;
    for (Block *b = fn->first; b; b = b->next) {
        b->index = idx++;
        b->npreds = 0;
        b->idom = NULL;
        b->rpo = UNREACHED;
    }
    for (Block *b = fn->first; b; b = b->next) {
        const Instr *t = terminator(b);
        uint32_t n = term_nsuccs(t);
        b->succs = arena_array(&m->arena, n, sizeof(Block *));
        b->nsuccs = 0;
        for (uint32_t k = 0; k < n; k++) {
            Block *s = term_succ(t, k);
            if (s && s->parent == fn) {
                b->succs[b->nsuccs++] = s;
                s->npreds++;
            }
        }
    }
    for (Block *b = fn->first; b; b = b->next) {
        b->preds = arena_array(&m->arena, b->npreds, sizeof(Block *));
        b->npreds = 0; /* refilled below */
    }
    for (Block *b = fn->first; b; b = b->next)
        for (uint32_t k = 0; k < b->nsuccs; k++) {
            Block *s = b->succs[k];
            s->preds[s->npreds++] = b;
        }
}

/* Iterative DFS from the entry; writes the blocks in post-order to
 * `post` and returns how many were reached. */
static uint32_t postorder(Global *fn, uint32_t nblocks, Block **post)
{
    typedef struct { Block *b; uint32_t next; } Frame;
    Frame *stack = malloc((nblocks ? nblocks : 1) * sizeof *stack);
    bool *seen = calloc(nblocks ? nblocks : 1, sizeof *seen);
    if (!stack || !seen)
        BUG("out of memory building the CFG");
    uint32_t sp = 0, n = 0;
    stack[sp++] = (Frame){fn->first, 0};
    seen[fn->first->index] = true;
    while (sp) {
        Frame *f = &stack[sp - 1];
        if (f->next < f->b->nsuccs) {
            Block *s = f->b->succs[f->next++];
            if (!seen[s->index]) {
                seen[s->index] = true;
                stack[sp++] = (Frame){s, 0};
            }
        } else {
            post[n++] = f->b;
            sp--;
        }
    }
    free(stack);
    free(seen);
    return n;
}

/* Walk a and b up the (partial) tree until they meet. */
static Block *intersect(Block *a, Block *b)
{
    while (a != b) {
        while (a->rpo > b->rpo)
            a = a->idom;
        while (b->rpo > a->rpo)
            b = b->idom;
    }
    return a;
}

/* Cooper-Harvey-Kennedy over the blocks in RPO (rpo[0] is the entry). */
static void compute_idoms(Block **rpo, uint32_t n)
{
    rpo[0]->idom = rpo[0]; /* a sentinel during the iteration */
    bool changed = true;
    while (changed) {
        changed = false;
        for (uint32_t i = 1; i < n; i++) {
            Block *b = rpo[i], *nd = NULL;
            for (uint32_t k = 0; k < b->npreds; k++) {
                Block *p = b->preds[k];
                if (!p->idom) /* unreachable or not processed yet */
                    continue;
                nd = nd ? intersect(p, nd) : p;
            }
            if (nd != b->idom) {
                b->idom = nd;
                changed = true;
            }
        }
    }
    rpo[0]->idom = NULL;
}

/* Children of each block in the dominator tree, as one array sliced by
 * `first` (a counting sort by parent index). */
typedef struct DomTree {
    uint32_t *first; /* nblocks + 1 offsets into kids */
    Block **kids;
} DomTree;

static DomTree dom_tree(Global *fn, uint32_t nblocks)
{
    DomTree t = {calloc(nblocks + 1, sizeof *t.first),
                 malloc((nblocks ? nblocks : 1) * sizeof *t.kids)};
    uint32_t *fill = calloc(nblocks ? nblocks : 1, sizeof *fill);
    if (!t.first || !t.kids || !fill)
        BUG("out of memory building the dominator tree");
    for (Block *b = fn->first; b; b = b->next)
        if (b->idom)
            t.first[b->idom->index + 1]++;
    for (uint32_t i = 0; i < nblocks; i++)
        t.first[i + 1] += t.first[i];
    for (Block *b = fn->first; b; b = b->next)
        if (b->idom) {
            uint32_t p = b->idom->index;
            t.kids[t.first[p] + fill[p]++] = b;
        }
    free(fill);
    return t;
}

/* Iterative depth-first walk of the dominator tree from the entry (no
 * recursion: a chain of 100,000 blocks must not overflow the C stack). */
static void number_dom_tree(Global *fn, uint32_t nblocks)
{
    typedef struct { Block *b; uint32_t next; } Frame;
    DomTree t = dom_tree(fn, nblocks);
    Frame *stack = malloc((nblocks ? nblocks : 1) * sizeof *stack);
    if (!stack)
        BUG("out of memory building the dominator tree");
    uint32_t sp = 0, clock = 0;
    fn->first->dom_in = clock++;
    stack[sp++] = (Frame){fn->first, t.first[fn->first->index]};
    while (sp) {
        Frame *f = &stack[sp - 1];
        if (f->next < t.first[f->b->index + 1]) {
            Block *k = t.kids[f->next++];
            k->dom_in = clock++;
            stack[sp++] = (Frame){k, t.first[k->index]};
        } else {
            f->b->dom_out = clock++;
            sp--;
        }
    }
    free(stack);
    free(t.first);
    free(t.kids);
}

static void number_instrs(Global *fn)
{
    uint32_t pos = 0;
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next)
            i->pos = ++pos;
}

void cfg_build(Module *m, Global *fn)
{
    if (fn->is_decl || !fn->first)
        return;
    build_edges(m, fn);
    uint32_t nblocks = 0;
    for (Block *b = fn->first; b; b = b->next)
        nblocks++;
    Block **order = malloc(nblocks * sizeof *order);
    if (!order)
        BUG("out of memory building the CFG");
    uint32_t n = postorder(fn, nblocks, order);
    /* reverse the post-order in place: order[i] gets RPO number i */
    for (uint32_t i = 0; i < n / 2; i++) {
        Block *t = order[i];
        order[i] = order[n - 1 - i];
        order[n - 1 - i] = t;
    }
    for (uint32_t i = 0; i < n; i++)
        order[i]->rpo = i;
    compute_idoms(order, n);
    free(order);
    number_dom_tree(fn, nblocks);
    number_instrs(fn);
}

/* LLVM's convention: every block dominates an unreachable block, and an
 * unreachable block dominates only itself. */
bool block_dominates(const Block *a, const Block *b)
{
    if (a == b || b->rpo == UNREACHED)
        return true;
    if (a->rpo == UNREACHED)
        return false;
    return a->dom_in <= b->dom_in && b->dom_out <= a->dom_out;
}

/* An invoke's result exists only on its normal edge; we approximate the
 * edge by its destination block. */
static const Block *def_block(const Instr *def)
{
    if (def->op == OP_INVOKE)
        return (const Block *)def->ops[def->nops - 2].val;
    return def->parent;
}

bool instr_dominates_use(const Instr *def, const Instr *user, uint32_t k)
{
    if (user->op == OP_PHI) {
        /* a phi uses its value at the end of the incoming block */
        const Block *in = (const Block *)user->ops[k + 1].val;
        if (def->op == OP_INVOKE && in == def->parent)
            return user->parent == def_block(def);
        return block_dominates(def_block(def), in);
    }
    if (user->parent->rpo == UNREACHED)
        return true;
    if (def == user)
        return false;
    if (def->parent == user->parent && def->op != OP_INVOKE)
        return def->pos < user->pos;
    return block_dominates(def_block(def), user->parent);
}
