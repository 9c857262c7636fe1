/*
 * isel/dag/widemul.c -- pass "wide-mul", the block's 64-bit multiplies
 * (mul_to_shift below: by a power of two, a shift; shift_to_wide_mul:
 * a shift of a 32-bit extension, a mul.wide).
 *
 * A 64-bit multiply of a 32-bit value extended to 64 bits is one
 * mul.wide.s32 (mul.wide.u32), by the
 * rules of nvptx.md that see the extension node under the MUL:
 *
 *     reg:  MUL.i64(ZEXT.i64(reg), imm)    "mul.wide.u32 %d, %0, %1;"
 *
 * An extension whose value other blocks use as well (it has an `out`
 * register: `%11 = zext i32 %tid to i64`, a GEP index in the loop) is a
 * root: it is computed into that register, and its users in the block
 * see only the register.  A GEP's `%11 * 16` there became
 *
 *     cvt.u64.u32 %rd5, %r2;
 *     mul.lo.s64  %rd8, %rd5, 16;
 *
 * and a 64-bit multiply is more machine code than mul.wide (measured on
 * the corpus's cp_async doubleBufferedSum: 8 SASS instructions more for
 * one such multiply).  This pass gives every such multiply a copy of its
 * own of the extension, which the rule folds: mul.wide.u32 %rd8, %r2, 16.
 * The original still fills the register the other blocks read.  Only
 * when the rule will match: the other operand a constant in the 32-bit
 * range of the extension's signedness, or an extension of the same kind
 * from 32 bits (isel_dyn_wide_s32/u32).
 *
 * Runs after the block's CSE (which would merge the copy back into the
 * original) and before its roots are marked; not at -O0, where every
 * instruction is its own root.  Keeps the DAG's order (kids before
 * parents: each copy goes just before its multiply) and renumbers.
 */
#include <string.h>

#include "isel/isel.h"

/* Does constant or extension o suit a mul.wide of signedness `sext`? */
static bool wide_partner(const DagNode *o, bool sext)
{
    if (o->op == DOP_CONST)
        return sext ? o->ival >= INT32_MIN && o->ival <= INT32_MAX
                    : o->ival >= 0 && o->ival <= (int64_t)UINT32_MAX;
    return o->op == (sext ? DOP_SEXT : DOP_ZEXT) && o->kids[0]->vt == VT_I32;
}

/* Kid k of multiply m: an extension from 32 bits kept in a register for
 * other blocks, whose multiply would be mul.wide with a copy of it. */
static bool wants_copy(const DagNode *m, unsigned k)
{
    const DagNode *x = m->kids[k];
    if ((x->op != DOP_SEXT && x->op != DOP_ZEXT) || x->vt != VT_I64 ||
        x->kids[0]->vt != VT_I32 || (!x->out && !x->extra_out))
        return false;
    return wide_partner(m->kids[1 - k], x->op == DOP_SEXT);
}

/* A fresh, single-use copy of extension x (same operand, no registers
 * to fill). */
static DagNode *copy_of(IselCtx *c, const DagNode *x)
{
    DagNode *n = arena_alloc(c->dag_arena, sizeof *n);
    *n = *x;
    n->kids = arena_array(c->dag_arena, 1, sizeof *n->kids);
    n->kids[0] = x->kids[0];
    n->kids[0]->nuses++;
    n->nuses = 1;
    n->out = 0;
    n->extra_out = NULL;
    n->root = false;
    return n;
}

/* A power of two's exponent, else -1. */
static int log2_exact(int64_t v)
{
    uint64_t u = (uint64_t)v;
    if (u < 2 || (u & (u - 1)))
        return -1;
    int k = 0;
    while (u >>= 1)
        k++;
    return k;
}

/* MUL.i64(x, 2^k) that mul.wide will not take (x is not an extension
 * from 32 bits, or 2^k is outside its 32-bit range) becomes SHL.i64(x, k), in place: when the constant is a leaf
 * of this multiply alone, it is rewritten into the shift amount (i32, as
 * every shift's is).  A constant that is also a value leaving the block
 * (`out`: a part of an aggregate another block reads -- mem2reg's
 * promoted structs made that common) is left alone: rewriting it would
 * change that value too (it came out as `mov.b32 %rd, 7`).  ptxas makes more
 * machine code of mul.lo.s64 by a power of two than of shl.b64 (the
 * corpus's vote_ballot skipIdleWarps: 96 SASS instructions, 88 with the
 * shift); llc turns such multiplies into shifts as well. */
static uint32_t mul_to_shift(Dag *d)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *m = d->nodes[i];
        if (m->op != DOP_MUL || m->vt != VT_I64 || m->kids[1]->op != DOP_CONST ||
            m->kids[1]->nuses != 1 || m->kids[1]->out || m->kids[1]->extra_out)
            continue;
        const DagNode *x = m->kids[0];
        int k = log2_exact(m->kids[1]->ival);
        if (k < 0 || ((x->op == DOP_SEXT || x->op == DOP_ZEXT) && x->kids[0]->vt == VT_I32 &&
                      wide_partner(m->kids[1], x->op == DOP_SEXT)))
            continue;
        m->op = DOP_SHL;
        m->kids[1]->vt = VT_I32;
        m->kids[1]->ival = k;
        n++;
    }
    return n;
}

/* The other way round: SHL.i64(ext x, k) of a 32-bit x extended to 64
 * bits becomes MUL.i64(ext x, 2^k), which the mul.wide rules take: one
 * mul.wide.u32 (an IMAD.WIDE) where a cvt and a 64-bit shift are two or
 * three SASS instructions.  Halide's memset loop bound, (zext n) << 2,
 * cost 8 more SASS instructions than llc-19's mul.wide.u32 (LLVM's
 * NVPTX DAG combiner makes the same rewrite).  Only where 2^k is in the
 * extension's 32-bit range (k <= 31 for zext, 30 for sext), and, as
 * above, only a shift amount that is this shift's alone is rewritten. */
static uint32_t shift_to_wide_mul(Dag *d)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *m = d->nodes[i];
        if (m->op != DOP_SHL || m->vt != VT_I64 || m->kids[1]->op != DOP_CONST ||
            m->kids[1]->nuses != 1 || m->kids[1]->out || m->kids[1]->extra_out)
            continue;
        const DagNode *x = m->kids[0];
        int64_t k = m->kids[1]->ival;
        bool sext = x->op == DOP_SEXT;
        if ((x->op != DOP_SEXT && x->op != DOP_ZEXT) || x->kids[0]->vt != VT_I32 || k < 1 ||
            k > (sext ? 30 : 31))
            continue;
        m->op = DOP_MUL;
        m->kids[1]->vt = VT_I64;
        m->kids[1]->ival = (int64_t)1 << k;
        n++;
    }
    return n;
}

void dag_wide_mul(IselCtx *c, Dag *d)
{
    uint32_t muls = shift_to_wide_mul(d);
    if (muls && c->opt.dump_isel)
        fprintf(c->opt.dump, "wide-mul: %u shifts of 32-bit extensions as mul.wide in block %%%s\n",
                muls, d->bb->v.name ? d->bb->v.name : "(entry)");
    uint32_t shifts = mul_to_shift(d);
    if (shifts && c->opt.dump_isel)
        fprintf(c->opt.dump, "wide-mul: %u multiplies by a power of two as shifts in block %%%s\n",
                shifts, d->bb->v.name ? d->bb->v.name : "(entry)");
    uint32_t copies = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        const DagNode *m = d->nodes[i];
        if (m->op == DOP_MUL && m->vt == VT_I64)
            copies += wants_copy(m, 0) + wants_copy(m, 1);
    }
    if (!copies)
        return;
    DagNode **nodes = arena_array(c->dag_arena, d->n + copies, sizeof *nodes);
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *m = d->nodes[i];
        for (unsigned k = 0; m->op == DOP_MUL && m->vt == VT_I64 && k < 2; k++) {
            if (!wants_copy(m, k))
                continue;
            m->kids[k]->nuses--;
            m->kids[k] = nodes[n++] = copy_of(c, m->kids[k]);
        }
        nodes[n++] = m;
    }
    for (uint32_t i = 0; i < n; i++)
        nodes[i]->id = i;
    d->nodes = nodes, d->n = n, d->cap = n;
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "wide-mul: %u extensions copied into 64-bit multiplies in block %%%s\n",
                copies, d->bb->v.name ? d->bb->v.name : "(entry)");
}
