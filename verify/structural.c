/*
 * verify/structural.c -- LLVM's structural rules for one function body:
 * terminators, the entry block, phi placement and entries, and SSA
 * dominance ("every use is dominated by its definition").
 *
 * SSA in one paragraph: each value has exactly one definition, and the
 * definition must come before every use on every path from the entry.
 * "Before on every path" is dominance: block A dominates block B when
 * every path from the entry to B passes through A.  A phi is the one
 * exception to "use after def in the same block": its operand for
 * incoming block P is used on the edge P -> here, so it only has to be
 * available at the end of P.  instr_dominates_use (ir/cfg.c) states these
 * rules and answers each query in constant time.
 *
 * Blocks that no path reaches are not checked for dominance (nothing in
 * them ever runs; LLVM makes the same exception).
 *
 * Invariants:
 *   - cfg_ensure() runs once per function here, before anything reads
 *     preds/succs/idom (a build, unless NVVMReflect's is still current);
 *     its numbering (and with it reachability) is valid until the next
 *     function.
 *   - The parser already rejects a block without a terminator; the
 *     checks here still hold for modules that passes construct, and
 *     never crash on a partial module.
 */
#include <stdlib.h>
#include <string.h>

#include "verify/vctx.h"

/* ------------------------------------------------------------------ */
/* Reachability                                                         */
/* ------------------------------------------------------------------ */
/* cfg_build gives an RPO number exactly to the blocks a path from the
 * entry reaches. */
bool block_reachable(const VerifyCtx *c, const Block *b)
{
    (void)c;
    return b && b->rpo != UINT32_MAX; /* cfg_build's mark for unreached */
}

/* ------------------------------------------------------------------ */
/* Blocks and terminators                                               */
/* ------------------------------------------------------------------ */
static void check_terminators(VerifyCtx *c, Block *b)
{
    char name[160];
    if (!b->first) {
        vc_error(c, b->v.loc, "block %s is empty; every block must end in "
                 "a terminator", value_label(&b->v, name, sizeof name));
        return;
    }
    for (Instr *i = b->first; i != b->last; i = i->next)
        if (opcode_is_terminator(i->op))
            vc_error(c, instr_loc(c, i), "terminator '%s' in the middle of "
                     "a block; only the last instruction may be a terminator",
                     opcode_name(i->op));
    if (!opcode_is_terminator(b->last->op))
        vc_error(c, instr_loc(c, b->last), "block %s does not end in a "
                 "terminator", value_label(&b->v, name, sizeof name));
}

static void check_entry(VerifyCtx *c, Global *fn)
{
    Block *e = fn->first;
    if (e && e->npreds > 0) {
        Block *p = e->preds[0];
        Loc loc = p && p->last ? instr_loc(c, p->last) : e->v.loc;
        vc_error(c, loc, "the entry block of a function cannot be a branch "
                 "target (it must have no predecessors)");
    }
}

/* ------------------------------------------------------------------ */
/* Phis                                                                 */
/* ------------------------------------------------------------------ */
/* Marks for checking a phi against its block's predecessors in time
 * linear in the phi's size (a block may have 100,000 predecessors).
 * Slots are indexed by Block.index; a slot counts as set only while it
 * holds the current stamp, so nothing is cleared between phis. */
typedef struct PhiMarks {
    uint32_t n, stamp;
    uint32_t *pred;        /* == stamp: the block is a predecessor */
    uint32_t *entry;       /* == stamp: the phi has an entry for it */
    Value **entry_val;     /* ... with this incoming value */
} PhiMarks;

static void marks_init(PhiMarks *m, const Global *fn)
{
    m->n = 0;
    for (const Block *b = fn->first; b; b = b->next)
        m->n++; /* cfg_build numbered them 0 .. n-1 */
    m->stamp = 0;
    m->pred = calloc(m->n ? m->n : 1, sizeof *m->pred);
    m->entry = calloc(m->n ? m->n : 1, sizeof *m->entry);
    m->entry_val = calloc(m->n ? m->n : 1, sizeof *m->entry_val);
    if (!m->pred || !m->entry || !m->entry_val)
        BUG("out of memory");
}

static void marks_free(PhiMarks *m)
{
    free(m->pred);
    free(m->entry);
    free(m->entry_val);
}

/* The mark slot of a block of this function, or -1 for anything else. */
static int64_t slot(const PhiMarks *m, const VerifyCtx *c, const Value *v)
{
    const Block *b = (const Block *)v;
    if (!v || v->kind != VK_BLOCK || b->parent != c->fn || b->index >= m->n)
        return -1;
    return b->index;
}

static void check_phi_entry(VerifyCtx *c, PhiMarks *m, Instr *phi, uint32_t k)
{
    char v1[160], t1[96], t2[96];
    Value *val = instr_op(phi, k), *blk = instr_op(phi, k + 1);
    Loc loc = instr_loc(c, phi);
    if (val && val->type != phi->v.type)
        vc_error(c, loc, "PHI node entry %s has type '%s', but the PHI node "
                 "has type '%s'", value_label(val, v1, sizeof v1),
                 tystr(val->type, t1, sizeof t1), tystr(phi->v.type, t2, sizeof t2));
    if (!blk || blk->kind != VK_BLOCK) {
        vc_error(c, loc, "PHI node entry %u does not name a block", k / 2);
        return;
    }
    int64_t s = slot(m, c, blk);
    if (s < 0 || m->pred[s] != m->stamp) {
        vc_error(c, loc, "PHI node has an entry for block %s, which is not "
                 "a predecessor of its block", value_label(blk, v1, sizeof v1));
        return;
    }
    if (m->entry[s] == m->stamp && m->entry_val[s] != val)
        vc_error(c, loc, "PHI node has multiple entries for block %s with "
                 "different incoming values", value_label(blk, v1, sizeof v1));
    m->entry[s] = m->stamp;
    m->entry_val[s] = val;
}

static void check_phi(VerifyCtx *c, PhiMarks *m, Block *b, Instr *phi)
{
    char name[160];
    if (phi->nops % 2) {
        vc_error(c, instr_loc(c, phi), "malformed PHI node: operands must "
                 "come in [value, block] pairs");
        return;
    }
    m->stamp++;
    for (uint32_t p = 0; p < b->npreds; p++) {
        int64_t s = slot(m, c, &b->preds[p]->v);
        if (s >= 0)
            m->pred[s] = m->stamp;
    }
    for (uint32_t k = 0; k < phi->nops; k += 2)
        check_phi_entry(c, m, phi, k);
    for (uint32_t p = 0; p < b->npreds; p++) {
        int64_t s = slot(m, c, &b->preds[p]->v);
        if (s >= 0 && m->entry[s] != m->stamp) {
            m->entry[s] = m->stamp; /* report a repeated predecessor once */
            vc_error(c, instr_loc(c, phi), "PHI node should have one entry for "
                     "each predecessor of its block, but has none for %s",
                     value_label(&b->preds[p]->v, name, sizeof name));
        }
    }
}

/* Phis come first in their block: a phi chooses a value on block entry,
 * before anything else in the block runs. */
static void check_phis(VerifyCtx *c, PhiMarks *m, Block *b)
{
    bool seen_other = false;
    for (Instr *i = b->first; i; i = i->next) {
        if (i->op != OP_PHI) {
            seen_other = true;
            continue;
        }
        if (seen_other)
            vc_error(c, instr_loc(c, i), "PHI nodes not grouped at top of basic block");
        check_phi(c, m, b, i);
    }
}

/* ------------------------------------------------------------------ */
/* Dominance                                                            */
/* ------------------------------------------------------------------ */
static void report_not_dominating(VerifyCtx *c, Instr *def, Instr *user)
{
    char name[160];
    value_label(&def->v, name, sizeof name);
    vc_error(c, instr_loc(c, user), "Instruction does not dominate all uses: "
             "%s is used here, but its definition does not come before this "
             "use on every path", name);
    vc_note(c, instr_loc(c, def), "%s is defined here", name);
}

static void check_uses_of_operands(VerifyCtx *c, Instr *user)
{
    for (uint32_t k = 0; k < user->nops; k++) {
        Value *v = instr_op(user, k);
        if (!v || v->kind != VK_INSTR)
            continue;
        Instr *def = (Instr *)v;
        if (!def->parent || def->parent->parent != c->fn)
            continue; /* the parser rejects cross-function uses */
        if (user->op == OP_PHI) {
            Value *in = k + 1 < user->nops ? instr_op(user, k + 1) : NULL;
            if (k % 2 || !in || in->kind != VK_BLOCK || !block_reachable(c, (Block *)in))
                continue;
        }
        if (!instr_dominates_use(def, user, k))
            report_not_dominating(c, def, user);
    }
}

void verify_structure(VerifyCtx *c, Global *fn)
{
    PhiMarks marks;
    cfg_ensure(c->m, fn);
    marks_init(&marks, fn);
    check_entry(c, fn);
    for (Block *b = fn->first; b; b = b->next) {
        check_terminators(c, b);
        check_phis(c, &marks, b);
        if (!block_reachable(c, b))
            continue;
        for (Instr *i = b->first; i; i = i->next)
            check_uses_of_operands(c, i);
    }
    marks_free(&marks);
}
