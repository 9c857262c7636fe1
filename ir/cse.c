/*
 * ir/cse.c -- pass "cse": an instruction that computes what a dominating
 * instruction already computed is replaced by it, and one whose operands
 * decide its value is replaced by that value (LLVM's EarlyCSE, without
 * its knowledge of memory).
 *
 * Why.  Front ends that leave optimisation to the back end recompute the
 * same values in every block: Numba, unoptimised, writes `sext i32 %tid
 * to i64` and the whole wrap-around index `i < 0 ? i + n : i` again for
 * each access of an array, in each block, multiplies by a stride of 1,
 * adds offsets of 0 and tests `icmp sgt i64 64, 0`.  Once mem2reg has
 * made its variables SSA values, those repeats are identical
 * instructions and those tests constants.  The selector's DAG merges
 * repeats inside one block (isel/dag/dag.c, dag_cse), but a DAG is one
 * block.  llc runs EarlyCSE, GVN and SimplifyCFG before selecting (at -O1
 * and up).  On Numba's block reduction this pass takes tnvcc from 160
 * SASS instructions to 144 (llc-19: 136).
 *
 * Duties:
 *   - Walk the blocks in preorder of the dominator tree, keeping a table
 *     of the pure instructions seen in the blocks that dominate the
 *     current one (a scoped hash table: entering a block opens a scope,
 *     leaving its subtree closes it, and the entries it added go).
 *   - An instruction whose operands decide its value (fold_instr in
 *     ir/fold.c: constants, x + 0, x * 1, a phi of one value, ...) is
 *     replaced by that value.  A pure one equal to one in the table is
 *     replaced by it; any other pure one is added.  Equal means the same
 *     opcode, result type, flags, predicate, source type, indices and
 *     operands (the same Value, or swapped for a commutative operation).
 *     A dominating instruction runs on every path to the one it
 *     replaces, so its value is there, and being pure it is the same.
 *     The walk visits a value's definition before its uses (phis
 *     aside), so a use sees its operands already folded.
 *   - Pure: arithmetic, comparisons, select, casts, getelementptr, and
 *     the aggregate and vector element operations.  Never a load, call,
 *     phi or anything with an effect, nor `freeze` (two freezes of one
 *     undef value may pick different values), nor an instruction with
 *     metadata other than !dbg (!fpmath relaxes a division: merging an
 *     exact one into a relaxed one would change its result).
 *   - First, a remainder whose division of the same operands is computed
 *     too becomes n - q * d (divrem_pairs in ir/divrem.c): one division
 *     where there were two.
 *   - What the sign of a value decides (sign_fold in ir/sign.c): `i < 0`
 *     of a thread index or of a counter that loops only while positive
 *     is false, and sdiv and srem of non-negative values are udiv and
 *     urem.  Numba's floor division and wrap-around indices fold away.
 *   - A comparison merged into one of another block is computed again at
 *     the start of each block that uses it (sink_compares): a predicate
 *     register live across the blocks between costs ptxas more than the
 *     comparison, as LLVM's CodeGenPrepare knows.  What uses the merged
 *     comparisons (a select, say) still merges.
 *   - A condition is known in the blocks that the one edge of a branch
 *     on it dominates (edge_condition: the edge's target has no other
 *     way in): there a branch or select on it is one on a constant.
 *     Unrolled loops test a guard such as `x < w` again in every copy,
 *     inside the copy before that already took the guard's true edge.
 *   - A branch on a constant becomes unconditional, the blocks no longer
 *     reached are deleted, and the walk runs again (a phi that lost an
 *     entry may now have one value); at most ROUNDS times.
 *   - At the end, instructions without effects that nothing uses any
 *     more, phis included, are deleted (a dead phi would still cost a
 *     copy on each incoming edge).
 *
 * When: at -O1 and up, not on `optnone` functions, after mem2reg (emit/
 * ptx.c, prepare), on functions of more than one block (the DAG of a
 * one-block function sees all of it; such a function gets only the
 * division and remainder pairs and the sign folds, which its DAG cannot
 * make).  Blocks no path reaches are
 * left as they are.
 *
 * Invariants: on return the CFG is current; the function stays in SSA
 * form, since each replacement dominates every use of what it replaced.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct Entry {
    Instr *i;
    uint32_t next;   /* next entry of the same bucket; 0 = none */
    uint32_t bucket; /* the bucket whose head this entry became */
} Entry;

/* A condition whose value is known in the blocks being walked: they are
 * dominated by the one edge of a conditional branch on it. */
typedef struct Known {
    Value *cond;
    bool value;
} Known;

typedef struct Cse {
    Module *m;
    uint32_t constant_branches; /* found by the walk, folded after it */
    Known *known;    /* a stack, scoped like the table */
    uint32_t nknown;
    Vec merged_compares;        /* Instr *: twins that took another block's
                                   comparison's uses (sink_compares) */
    uint32_t *head;  /* per bucket: its newest entry; 0 = empty */
    uint32_t mask;
    Entry *e;        /* entries 1..n (0 is "none") */
    uint32_t n;
} Cse;

static bool commutative(Opcode op)
{
    return op == OP_ADD || op == OP_MUL || op == OP_AND || op == OP_OR || op == OP_XOR ||
           op == OP_FADD || op == OP_FMUL;
}

enum { ROUNDS = 3 };

static bool pure(const Instr *i)
{
    Opcode op = i->op;
    if (!(opcode_is_binary(op) || opcode_is_cast(op) || op == OP_ICMP || op == OP_FCMP ||
          op == OP_SELECT || op == OP_GEP || op == OP_FNEG || op == OP_EXTRACTVALUE ||
          op == OP_INSERTVALUE || op == OP_EXTRACTELEMENT || op == OP_INSERTELEMENT ||
          op == OP_SHUFFLEVECTOR))
        return false;
    if (op == OP_GEP && (i->inrange || i->inrange_idx >= 0))
        return false;
    for (uint32_t k = 0; k < i->nmd; k++)
        if (strcmp(i->md[k].kind, "dbg"))
            return false;
    return true;
}

static uint64_t mix(uint64_t h, uint64_t x)
{
    return (h ^ x) * 0x100000001B3u;
}

/* A commutative operation's two operands hash alike in either order. */
static uint64_t hash(const Instr *i)
{
    uint64_t h = mix(mix(mix(0xCBF29CE484222325u, i->op), (uintptr_t)i->v.type),
                     (uint64_t)i->flags << 8 | i->pred);
    h = mix(h, (uintptr_t)i->aux_type);
    for (uint32_t k = 0; k < i->nindices; k++)
        h = mix(h, i->indices[k]);
    if (commutative(i->op) && i->nops == 2)
        return mix(h, (uintptr_t)instr_op(i, 0) + (uintptr_t)instr_op(i, 1));
    for (uint32_t k = 0; k < i->nops; k++)
        h = mix(h, (uintptr_t)instr_op(i, k));
    return h;
}

static bool same(const Instr *a, const Instr *b)
{
    if (a->op != b->op || a->v.type != b->v.type || a->flags != b->flags ||
        a->pred != b->pred || a->aux_type != b->aux_type || a->nops != b->nops ||
        a->nindices != b->nindices ||
        (a->nindices && memcmp(a->indices, b->indices, a->nindices * sizeof *a->indices)))
        return false;
    bool straight = true;
    for (uint32_t k = 0; k < a->nops && straight; k++)
        straight = instr_op(a, k) == instr_op(b, k);
    return straight || (commutative(a->op) && a->nops == 2 && instr_op(a, 0) == instr_op(b, 1) &&
                        instr_op(a, 1) == instr_op(b, 0));
}

/* The dominating twin of i in the table, or NULL after adding i to it. */
static Instr *lookup_or_add(Cse *s, Instr *i)
{
    uint32_t b = (uint32_t)hash(i) & s->mask;
    for (uint32_t k = s->head[b]; k; k = s->e[k].next)
        if (same(s->e[k].i, i))
            return s->e[k].i;
    uint32_t k = ++s->n;
    s->e[k] = (Entry){i, s->head[b], b};
    s->head[b] = k;
    return NULL;
}

/* Close scopes down to `mark` entries: each entry is its bucket's head
 * when it goes, since entries leave in the reverse order they came. */
static void pop_to(Cse *s, uint32_t mark)
{
    for (; s->n > mark; s->n--)
        s->head[s->e[s->n].bucket] = s->e[s->n].next;
}

static void replace(Instr *i, Value *v)
{
    value_replace_all_uses(&i->v, v);
    instr_remove(i);
}

/* The condition b's one way in decides: b's only predecessor ends in a
 * conditional branch whose two edges go to different blocks, so
 * everything b dominates runs only after that branch went b's way, and
 * its condition has that value there (LLVM's GVN propagates such
 * equalities).  False if there is none. */
static bool edge_condition(const Block *b, Known *out)
{
    if (b->npreds != 1)
        return false;
    const Instr *t = b->preds[0]->last;
    if (!t || t->op != OP_BR || t->nops != 3)
        return false;
    Value *c = instr_op(t, 0), *yes = instr_op(t, 1), *no = instr_op(t, 2);
    if (yes == no || (c->kind != VK_INSTR && c->kind != VK_ARG))
        return false;
    *out = (Known){c, yes == &b->v};
    return true;
}

/* Operands of i that are a known condition become its value: a branch
 * on it becomes a branch on a constant (folded after the walk), and a
 * select on it, or an and, or or xor of it, folds when fold_instr sees
 * it.  Only those: an intrinsic or an asm may want its i1 in a register
 * (vote, an asm's "b" operand), and a phi's incoming value belongs to its
 * edge, not to this block. */
static void use_known(Cse *s, Instr *i)
{
    if (!s->nknown)
        return;
    uint32_t nops = i->op == OP_BR || i->op == OP_SELECT ? 1
                    : i->op == OP_AND || i->op == OP_OR || i->op == OP_XOR ? 2 : 0;
    for (uint32_t k = 0; k < nops && k < i->nops; k++) {
        Value *o = instr_op(i, k);
        if (!o || o->type != s->known[0].cond->type)
            continue; /* (every condition is an i1) */
        for (uint32_t j = s->nknown; j-- > 0;)
            if (s->known[j].cond == o) {
                use_set(&i->ops[k], &i->v, &const_bool(&s->m->consts, s->known[j].value)->v);
                break;
            }
    }
}

/* Returns how many instructions of b went. */
static uint32_t cse_block(Cse *s, Block *b)
{
    uint32_t removed = 0;
    for (Instr *i = b->first, *next; i; i = next) {
        next = i->next;
        use_known(s, i);
        if (opcode_is_terminator(i->op)) {
            s->constant_branches += (i->op == OP_BR && i->nops == 3 &&
                                     instr_op(i, 0)->kind == VK_CINT) ||
                                    (i->op == OP_SWITCH && instr_op(i, 0)->kind == VK_CINT);
            continue;
        }
        Value *v = instr_has_result(i) ? fold_instr(s->m, i, FOLD_IDENTITIES) : NULL;
        if (!v && (i->op == OP_ICMP || i->op == OP_SDIV || i->op == OP_SREM))
            v = sign_fold(s->m, i); /* (may make an sdiv a udiv instead) */
        Instr *twin = !v && pure(i) ? lookup_or_add(s, i) : NULL;
        if (twin && (i->op == OP_ICMP || i->op == OP_FCMP) && twin->parent != b)
            VEC_PUSH(&s->merged_compares, Instr *, twin);
        if (v || twin) {
            replace(i, v ? v : &twin->v);
            removed++;
        }
    }
    return removed;
}

/* One walk of the reachable blocks in preorder of the dominator tree (by
 * dom_in); the count of instructions removed. */
static uint32_t walk(Cse *s, Global *fn, uint32_t nblocks)
{
    uint32_t nclock = 2 * nblocks + 2;
    Block **by_in = ir_calloc(nclock, sizeof *by_in);
    for (Block *b = fn->first; b; b = b->next)
        if (b->rpo != UINT32_MAX && b->dom_in < nclock)
            by_in[b->dom_in] = b;
    typedef struct Scope {
        const Block *b;
        uint32_t mark, nknown;
    } Scope;
    Scope *stack = ir_calloc(nblocks + 1, sizeof *stack);
    uint32_t depth = 0, removed = 0;
    s->n = 0;
    s->nknown = 0;
    s->constant_branches = 0;
    for (uint32_t t = 0; t < nclock; t++) {
        Block *b = by_in[t];
        if (!b)
            continue;
        while (depth && !block_dominates(stack[depth - 1].b, b)) {
            depth--;
            pop_to(s, stack[depth].mark);
            s->nknown = stack[depth].nknown;
        }
        stack[depth++] = (Scope){b, s->n, s->nknown};
        if (edge_condition(b, &s->known[s->nknown]))
            s->nknown++;
        removed += cse_block(s, b);
    }
    pop_to(s, 0);
    free(stack);
    free(by_in);
    return removed;
}

/* Fold the branches on constants, delete what they leave unreachable;
 * true if a branch was folded. */
static bool fold_branches(Module *m, Global *fn)
{
    bool *reach = ir_calloc(fn->nblocks + 1, sizeof *reach);
    bool folded = false;
    for (Block *b = fn->first; b; b = b->next) {
        reach[b->index] = b->rpo != UINT32_MAX;
        if (b->last && reach[b->index])
            folded |= fold_branch(b->last);
    }
    if (folded) {
        cfg_build(m, fn);
        delete_dead_blocks(fn, reach); /* (keeps a block a live value needs) */
    }
    free(reach);
    return folded;
}

static bool no_effect(const Instr *i)
{
    return pure(i) || i->op == OP_PHI || i->op == OP_FREEZE;
}

/* Delete the effect-free instructions nothing uses, and then those only
 * they used (a worklist of the operands of each one deleted). */
static void sweep(Global *fn)
{
    Vec work = {0};
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next)
            if (!i->v.uses && no_effect(i))
                VEC_PUSH(&work, Instr *, i);
    while (work.len) {
        Instr *i = VEC_AT(&work, Instr *, --work.len);
        if (!i->parent || i->v.uses)
            continue; /* gone already, or used after all */
        for (uint32_t k = 0; k < i->nops; k++) {
            Value *o = instr_op(i, k);
            if (o && o->kind == VK_INSTR && o != &i->v && no_effect((Instr *)o))
                VEC_PUSH(&work, Instr *, (Instr *)o);
        }
        instr_remove(i); /* drops its uses: the operands pushed may be dead now */
    }
    vec_free(&work);
}

/* The first instruction of b after its phis. */
static Instr *first_non_phi(Block *b)
{
    Instr *i = b->first;
    while (i && i->op == OP_PHI)
        i = i->next;
    return i;
}

/* Each block other than its own that uses comparison c (not through a
 * phi) gets one copy of c at its start, and its uses read the copy.  c's
 * operands are there: they dominate c, and c dominates its users. */
static void sink_compare(Module *m, Instr *c)
{
    PtrMap copies = {0}; /* block -> its copy of c */
    for (Use *u = c->v.uses, *next; u; u = next) {
        next = u->next; /* (use_set below moves u to the copy's list) */
        Instr *user = (Instr *)u->user;
        if (user->v.kind != VK_INSTR || user->op == OP_PHI || user->parent == c->parent)
            continue;
        Block *b = user->parent;
        Instr *copy = ptrmap_get(&copies, b);
        if (!copy) {
            copy = instr_new(m, c->op, c->v.type, 2);
            copy->pred = c->pred;
            copy->flags = c->flags;
            copy->v.loc = c->v.loc;
            use_set(&copy->ops[0], &copy->v, instr_op(c, 0));
            use_set(&copy->ops[1], &copy->v, instr_op(c, 1));
            Instr *at = first_non_phi(b); /* a user is there: never NULL */
            instr_insert_before(at, copy);
            ptrmap_put(&copies, b, copy);
        }
        use_set(u, u->user, &copy->v);
    }
    ptrmap_free(&copies);
}

/* A comparison the walk merged with one in another block is computed
 * again in each block that uses it: a predicate register live across
 * blocks costs ptxas more than the comparison (LLVM's CodeGenPrepare
 * sinks compares the same way).  The merging still pays: what uses the
 * comparisons (a select, say) merges too.  Comparisons the input already
 * used across blocks are left as they are. */
static void sink_compares(Module *m, const Vec *merged)
{
    for (size_t k = 0; k < merged->len; k++) {
        Instr *c = VEC_AT(merged, Instr *, k);
        if (c->parent && c->nops == 2)
            sink_compare(m, c);
    }
}

/* A function of one block gets no common subexpressions merged here (its
 * one DAG merges them), only the folds of fold_instr -- constants and the
 * identities (x * 1, x / 1, x + 0, ...), which the DAG does not make --
 * and those of sign_fold, which the DAG cannot make (it does not know a
 * thread index's sign).  True if a fold was made. */
static bool sign_fold_block(Module *m, Block *b)
{
    bool changed = false;
    for (Instr *i = b->first, *next; i; i = next) {
        next = i->next;
        Value *v = NULL;
        Opcode was = i->op;
        if (instr_has_result(i))
            v = fold_instr(m, i, FOLD_IDENTITIES);
        if (!v && (i->op == OP_ICMP || i->op == OP_SDIV || i->op == OP_SREM))
            v = sign_fold(m, i);
        changed |= v || i->op != was;
        if (v)
            replace(i, v);
    }
    return changed;
}

bool cse_function(Module *m, Global *fn)
{
    if (fn->is_decl || !fn->first || attr_find(m, &fn->attrs, ATTR_OPTNONE))
        return false;
    /* One block is one DAG, whose CSE and patterns see all of it. */
    if (fn->first == fn->last) {
        bool changed = divrem_pairs(m, fn);
        changed |= sign_fold_block(m, fn->first);
        if (changed)
            sweep(fn);
        return changed;
    }
    cfg_ensure(m, fn);
    bool pairs = divrem_pairs(m, fn);
    uint32_t nblocks = 0, ninstr = 0;
    for (Block *b = fn->first; b; b = b->next, nblocks++)
        for (Instr *i = b->first; i; i = i->next)
            ninstr++;
    Cse s = {.m = m};
    uint32_t size = 64;
    while (size < 2 * ninstr)
        size *= 2;
    s.head = ir_calloc(size, sizeof *s.head);
    s.mask = size - 1;
    s.e = ir_calloc(ninstr + 1, sizeof *s.e);
    s.known = ir_calloc(nblocks + 1, sizeof *s.known); /* one per scope at most */
    bool changed = pairs;
    for (unsigned round = 0; round < ROUNDS; round++) {
        bool folded = false;
        changed |= walk(&s, fn, nblocks) > 0;
        if (s.constant_branches)
            changed |= folded = fold_branches(m, fn);
        if (!folded)
            break;
    }
    free(s.known);
    free(s.e);
    free(s.head);
    if (changed)
        sweep(fn);
    sink_compares(m, &s.merged_compares);
    vec_free(&s.merged_compares);
    cfg_ensure(m, fn);
    return changed;
}
