/*
 * ir/divrem.c -- a remainder whose division is computed too becomes
 * n - (n / d) * d (part of pass "cse", which calls it first).
 *
 * Why.  PTX's integer div and rem are not instructions of the machine:
 * div.s64 and rem.s64 are ptxas subroutines of some 90 SASS instructions
 * each, and the 32-bit forms inline sequences of about twenty.  Code
 * that wants both the quotient and the remainder of the same operands
 * -- a row and a column from a flat index, `i / w` and `i % w`, and
 * Numba's floor division and modulo, which compute both to correct the
 * sign -- pays for two divisions where one and a multiply-subtract do:
 *     q = n / d;  r = n - q * d
 * llc-19's DAG combiner rewrites a remainder so when the division of the
 * same operands exists (and an optimiser's DivRemPairs pass does the
 * same at the IR level); tnvcc computed both.
 *
 * The rule.  For each `urem n, d` (`srem n, d`) of an integer of at most
 * 64 bits and a divisor that is not a constant (the selector turns a
 * division or remainder by a constant into multiplies, shifts and masks
 * of its own, isel/dag/divconst.c: `n % 32` is one `and`), find a `udiv n, d` (`sdiv n, d`) of the same operands without
 * `exact` (an exact division is poison when d does not divide n, so its
 * quotient says nothing about the remainder):
 *   - a division that dominates the remainder: the remainder becomes
 *     `sub n, (mul q, d)`, in place;
 *   - a division the remainder dominates: the division moves up to just
 *     before the remainder (a copy there takes its uses), and then the
 *     same.  Moving it is safe: where the remainder runs, the division
 *     of the same operands is undefined exactly when the remainder is
 *     (d = 0, or the most negative value divided by -1 for the signed
 *     pair), so it adds no undefined behaviour.  Nor does any path run
 *     more divisions than before: every path to the division passes the
 *     remainder (which dominates it), and a path through the remainder
 *     that never reached the division paid for the remainder's own.
 * Exact in two's complement: q * d + r = n for udiv/urem and for
 * sdiv/srem (truncating division) whenever both are defined, so r = n -
 * q * d modulo 2^W.
 *
 * Invariants: no block changes; every new or moved value is defined
 * before its uses (the moved division's operands are the remainder's,
 * defined before it).  Dominance comes from the CFG, which the caller
 * keeps current (a one-block function needs none).
 */
#include "ir/ir.h"

enum { SCAN_MAX = 4096 }; /* instructions walked to order two in a block */

/* Does a come before b in their common block?  False also when the
 * block is too long to tell cheaply (the pair is then left alone). */
static bool before_in_block(const Instr *a, const Instr *b)
{
    uint32_t n = 0;
    for (const Instr *x = a->next; x && n < SCAN_MAX; x = x->next, n++)
        if (x == b)
            return true;
    return false;
}

static bool dominates(const Instr *a, const Instr *b)
{
    if (a->parent == b->parent)
        return before_in_block(a, b);
    return block_dominates(a->parent, b->parent);
}

/* The division twin of remainder r, found among the uses of its dividend:
 * one that dominates r if there is one (*above = true), else one r
 * dominates, else NULL. */
static Instr *find_division(Instr *r, bool *above)
{
    Opcode want = r->op == OP_UREM ? OP_UDIV : OP_SDIV;
    Value *n = instr_op(r, 0), *d = instr_op(r, 1);
    /* the uses of an operand local to the function: a constant's list
     * spans the module */
    Value *local = n->kind == VK_INSTR || n->kind == VK_ARG   ? n
                   : d->kind == VK_INSTR || d->kind == VK_ARG ? d
                                                              : NULL;
    Instr *below = NULL;
    *above = false;
    for (Use *u = local ? local->uses : NULL; u; u = u->next) {
        Instr *q = (Instr *)u->user;
        if (q->v.kind != VK_INSTR || q->op != want || !q->parent || (q->flags & IF_EXACT) ||
            instr_op(q, 0) != n || instr_op(q, 1) != d || q->v.type != r->v.type)
            continue;
        if (dominates(q, r)) {
            *above = true;
            return q;
        }
        if (!below && dominates(r, q))
            below = q;
    }
    return below;
}

/* r = n - q * d, in place (r keeps its uses and position). */
static void rewrite(Module *m, Instr *r, Instr *q)
{
    Value *n = instr_op(r, 0), *d = instr_op(r, 1);
    Instr *mul = instr_add_before(m, r, OP_MUL, r->v.type, &q->v, d, r->v.loc);
    r->op = OP_SUB;
    r->flags = 0;
    instr_set_op(r, 0, n);
    instr_set_op(r, 1, &mul->v);
}

bool divrem_pairs(Module *m, Global *fn)
{
    bool changed = false;
    for (Block *b = fn->first; b; b = b->next) {
        if (b->rpo == UINT32_MAX && b != fn->first)
            continue; /* unreachable: no dominance to speak of */
        for (Instr *r = b->first; r; r = r->next) {
            if ((r->op != OP_UREM && r->op != OP_SREM) || r->v.type->kind != TY_INT ||
                r->v.type->bits > 64 || instr_op(r, 1)->kind == VK_CINT)
                continue;
            bool above;
            Instr *q = find_division(r, &above);
            if (!q)
                continue;
            if (!above) { /* move the division up to just before r */
                Instr *q2 = instr_add_before(m, r, q->op, q->v.type, instr_op(q, 0),
                                             instr_op(q, 1), q->v.loc);
                value_replace_all_uses(&q->v, &q2->v);
                instr_remove(q);
                q = q2;
            }
            rewrite(m, r, q);
            changed = true;
        }
    }
    return changed;
}
