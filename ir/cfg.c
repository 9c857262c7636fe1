/*
 * ir/cfg.c -- control-flow graph and dominator tree of a function.
 *
 * Duties:
 *   - cfg_build: successors (read off each block's terminator),
 *     predecessors, a reverse post-order (RPO) numbering, and immediate
 *     dominators by the Lengauer-Tarjan algorithm ("A Fast Algorithm for
 *     Finding Dominators in a Flowgraph", 1979), in its simple form (path
 *     compression without balanced linking): O(E log N) on every graph.
 *     Why not the shorter Cooper-Harvey-Kennedy iteration: its
 *     "intersect" walks up the partial tree once per predecessor, and on a
 *     chain of N blocks that all also branch to one exit block the exit's
 *     N predecessors each walk back to the entry -- N^2/2 steps, about a
 *     minute for N = 100,000 (tests/hostile/run.sh, case pred_chain).
 *     Lengauer-Tarjan in brief: number the blocks in depth-first preorder;
 *     the semidominator of w is the smallest-numbered block from which a
 *     path reaches w through blocks numbered above w; walking the blocks
 *     in reverse preorder, a forest with path compression ("eval") finds
 *     it in near-constant amortised time, and one last forward pass turns
 *     semidominators into immediate dominators.
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
 *   - No recursion: the depth-first searches and the path compression
 *     keep explicit stacks, because a function may have 100,000 blocks in
 *     a chain (and the C stack is not ours to exhaust).
 *   - After cfg_build: entry->idom == NULL and entry->rpo == 0; for every
 *     other reachable block idom != NULL and idom->rpo < rpo; unreachable
 *     blocks have idom == NULL and rpo == UINT32_MAX.
 *   - succs/preds keep duplicates (`br i1 %c, label %a, label %a` gives %a
 *     two preds entries), as LLVM does; phis need one entry per edge.
 *   - preds/succs arrays live in m->arena; the queries need cfg_build to
 *     have been run on the function since its last CFG change.
 *     Global.cfg_current records that: cfg_build sets it, and the IR's
 *     editing functions (block_append, instr_set_op, instr_remove of a
 *     terminator) and cfg_changed clear it, so that cfg_ensure can skip a
 *     build nothing has made stale (a verifier's or selector's build
 *     after NVVMReflect's, or the selector's after the verifier's).
 *     cfg_forget_blocks keeps it current when blocks no path reached are
 *     deleted.
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

/* Iterative DFS from the entry.  Writes the blocks in post-order to
 * `post`, in preorder to `pre`, and the DFS-tree parent of the block with
 * preorder number i to parent[i]; returns how many blocks were reached.
 * Each block's preorder number is left in its `rpo` field until cfg_build
 * overwrites it with the RPO number (it saves an array indexed by block). */
static uint32_t dfs(Global *fn, uint32_t nblocks, Block **post, Block **pre,
                    uint32_t *parent)
{
    typedef struct { Block *b; uint32_t next; } Frame;
    Frame *stack = malloc((nblocks ? nblocks : 1) * sizeof *stack);
    if (!stack)
        BUG("out of memory building the CFG");
    uint32_t sp = 0, n = 0, npre = 0;
    fn->first->rpo = npre;
    parent[npre] = UNREACHED;
    pre[npre++] = fn->first;
    stack[sp++] = (Frame){fn->first, 0};
    while (sp) {
        Frame *f = &stack[sp - 1];
        if (f->next < f->b->nsuccs) {
            Block *s = f->b->succs[f->next++];
            if (s->rpo == UNREACHED) { /* build_edges reset every block */
                s->rpo = npre;
                parent[npre] = f->b->rpo;
                pre[npre++] = s;
                stack[sp++] = (Frame){s, 0};
            }
        } else {
            post[n++] = f->b;
            sp--;
        }
    }
    free(stack);
    return n;
}

/* Lengauer-Tarjan's forest, over preorder numbers.  ancestor[v] is v's
 * parent in the forest of already-processed blocks (UNREACHED for a
 * root); label[v] is the block of smallest semidominator on the path
 * compressed into v's edge. */
typedef struct LT {
    uint32_t *semi, *ancestor, *label, *stack;
} LT;

/* Path compression, iteratively: the textbook version recurses to the
 * root of v's tree first, as deep as the tree (100,000 in a chain).  Here
 * the path goes on an explicit stack and is then processed from the top
 * down, exactly in the recursion's order. */
static void compress(LT *t, uint32_t v)
{
    uint32_t sp = 0;
    for (uint32_t u = v; t->ancestor[t->ancestor[u]] != UNREACHED; u = t->ancestor[u])
        t->stack[sp++] = u;
    while (sp) {
        uint32_t x = t->stack[--sp], a = t->ancestor[x];
        if (t->semi[t->label[a]] < t->semi[t->label[x]])
            t->label[x] = t->label[a];
        t->ancestor[x] = t->ancestor[a];
    }
}

static uint32_t eval(LT *t, uint32_t v)
{
    if (t->ancestor[v] == UNREACHED)
        return v;
    compress(t, v);
    return t->label[v];
}

/* Immediate dominators of the n reached blocks pre[0..n) (pre[0] is the
 * entry; parent[] from dfs; every block's rpo field holds its preorder
 * number on entry). */
static void compute_idoms(Block **pre, const uint32_t *parent, uint32_t n)
{
    uint32_t *mem = malloc((size_t)n * 7 * sizeof *mem);
    if (!mem)
        BUG("out of memory computing dominators");
    LT t = {mem, mem + n, mem + 2 * (size_t)n, mem + 3 * (size_t)n};
    uint32_t *idom = mem + 4 * (size_t)n, *bucket = mem + 5 * (size_t)n,
             *bnext = mem + 6 * (size_t)n;
    for (uint32_t v = 0; v < n; v++) {
        t.semi[v] = t.label[v] = v;
        t.ancestor[v] = bucket[v] = UNREACHED;
    }
    for (uint32_t w = n - 1; w >= 1; w--) {
        Block *b = pre[w];
        /* semi(w) = min over preds v of semi(eval(v)); unreached preds
         * (rpo still UNREACHED) are not part of the graph */
        for (uint32_t k = 0; k < b->npreds; k++) {
            uint32_t v = b->preds[k]->rpo;
            if (v == UNREACHED)
                continue;
            uint32_t u = eval(&t, v);
            if (t.semi[u] < t.semi[w])
                t.semi[w] = t.semi[u];
        }
        bnext[w] = bucket[t.semi[w]];
        bucket[t.semi[w]] = w;
        uint32_t p = parent[w];
        t.ancestor[w] = p; /* link */
        /* every v whose semidominator is p: its idom is p, or (when a
         * block on the path p..v has a smaller semidominator) the same as
         * that block's, fixed up in the forward pass below */
        for (uint32_t v = bucket[p]; v != UNREACHED; v = bnext[v]) {
            uint32_t u = eval(&t, v);
            idom[v] = t.semi[u] < t.semi[v] ? u : p;
        }
        bucket[p] = UNREACHED;
    }
    for (uint32_t w = 1; w < n; w++) {
        if (idom[w] != t.semi[w])
            idom[w] = idom[idom[w]];
        pre[w]->idom = pre[idom[w]];
    }
    pre[0]->idom = NULL;
    free(mem);
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
    fn->npos = pos;
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
    Block **pre = malloc(nblocks * sizeof *pre);
    uint32_t *parent = malloc(nblocks * sizeof *parent);
    if (!order || !pre || !parent)
        BUG("out of memory building the CFG");
    uint32_t n = dfs(fn, nblocks, order, pre, parent);
    compute_idoms(pre, parent, n); /* reads the preorder numbers in rpo */
    /* reverse the post-order in place: order[i] gets RPO number i */
    for (uint32_t i = 0; i < n / 2; i++) {
        Block *t = order[i];
        order[i] = order[n - 1 - i];
        order[n - 1 - i] = t;
    }
    for (uint32_t i = 0; i < n; i++)
        order[i]->rpo = i;
    free(order);
    free(pre);
    free(parent);
    number_dom_tree(fn, nblocks);
    number_instrs(fn);
    fn->cfg_current = true;
}

void cfg_ensure(Module *m, Global *fn)
{
    if (!fn->cfg_current)
        cfg_build(m, fn);
}

bool *cfg_reachable(Global *fn)
{
    uint32_t nblocks = 0;
    for (Block *b = fn->first; b; b = b->next)
        b->index = nblocks++;
    bool *reach = calloc(nblocks + 1, sizeof *reach);
    Block **stack = malloc((nblocks ? nblocks : 1) * sizeof *stack);
    if (!reach || !stack)
        BUG("out of memory finding reachable blocks");
    uint32_t sp = 0;
    if (fn->first) {
        reach[fn->first->index] = true;
        stack[sp++] = fn->first;
    }
    while (sp) { /* each block is pushed once, when first marked */
        const Instr *t = terminator(stack[--sp]);
        for (uint32_t k = 0, n = term_nsuccs(t); k < n; k++) {
            Block *s = term_succ(t, k);
            if (s && s->parent == fn && !reach[s->index]) {
                reach[s->index] = true;
                stack[sp++] = s;
            }
        }
    }
    free(stack);
    return reach;
}

/* Blocks that no path from the entry reached have been unlinked from fn
 * (gone[old Block.index]), none of them a successor of a block that
 * stays, and the CFG was current before (the unlinking itself cleared
 * cfg_current; this sets it again).  What a new build would compute, without walking every block
 * and instruction again: the reached blocks keep their successors, RPO
 * numbers, dominators and dominator-tree times (the removed blocks were
 * in none of those); what changes is the index of the blocks after a
 * removed one, and the predecessor lists that named a removed block.
 * (Instruction positions keep their order, with gaps where the removed
 * instructions were.) */
void cfg_forget_blocks(Global *fn, const bool *gone)
{
    for (Block *b = fn->first; b; b = b->next) {
        uint32_t n = 0;
        for (uint32_t k = 0; k < b->npreds; k++)
            if (!gone[b->preds[k]->index])
                b->preds[n++] = b->preds[k];
        b->npreds = n;
    }
    uint32_t idx = 0;
    for (Block *b = fn->first; b; b = b->next)
        b->index = idx++;
    fn->cfg_current = true;
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

/* Natural loops (declared in ir.h).  The list is also the worklist:
 * every block enters it once, when it is marked, and is expanded (its
 * predecessors looked at) when the walk reaches it; h is never expanded,
 * since the loop is what reaches l without passing h.  Unreachable
 * predecessors are no part of it (rpo UINT32_MAX). */
bool natural_loop(Block *h, Block *l, uint32_t *stamp, uint32_t st, Block **list, uint32_t *n,
                  uint64_t *work, uint64_t max)
{
    if (stamp[h->index] != st) {
        stamp[h->index] = st;
        list[(*n)++] = h;
    }
    uint32_t next = *n;
    if (stamp[l->index] != st) {
        stamp[l->index] = st;
        list[(*n)++] = l;
    }
    for (; next < *n; next++) {
        Block *b = list[next];
        if (++*work > max)
            return false;
        for (uint32_t k = 0; k < b->npreds; k++) {
            Block *q = b->preds[k];
            if (q->rpo != UINT32_MAX && stamp[q->index] != st) {
                stamp[q->index] = st;
                list[(*n)++] = q;
            }
        }
    }
    return true;
}
