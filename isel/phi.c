/*
 * isel/phi.c -- values that cross blocks, and PHI elimination.
 *
 * A DAG covers one block, so a value used in another block (or by a PHI)
 * must live in a virtual register: phi_assign_vregs gives one to every such
 * instruction, to every PHI and to every used argument, in program order
 * (so numbering is deterministic).
 *
 * A PHI becomes copies into its register on each incoming edge.  The copies
 * of one edge happen "at the same time" (parallel-copy semantics): with
 *     %a = phi [%b, %loop] ; %b = phi [%a, %loop]
 * the naive sequence a=b; b=a loses a.  phi_emit_copies orders them so that
 * no register is overwritten before every copy reading it has been done,
 * and breaks a cycle (a swap) by saving one register in a temporary.  One
 * source copied to several PHIs needs nothing special.
 *
 * Where the copies of edge P->S go (decided by select.c with the helpers
 * here): at the end of P when P has one successor; at the start of S when
 * S has one predecessor; otherwise the edge is critical and gets a block
 * of its own, so the copies run only when that edge is taken.
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

bool block_has_phis(const Block *b)
{
    return b->first && b->first->op == OP_PHI;
}

bool phi_edge_needs_split(const Block *from, const Block *to)
{
    return from->nsuccs > 1 && to->npreds > 1 && block_has_phis(to);
}

static bool used_outside(const Instr *i)
{
    for (const Use *u = i->v.uses; u; u = u->next) {
        if (!u->user || u->user->kind != VK_INSTR)
            continue;
        const Instr *user = (const Instr *)u->user;
        if (i->op == OP_ALLOCA && user->op != OP_PHI)
            continue; /* a stack slot is rebuilt at each use (frame.c) */
        if (user->parent != i->parent || user->op == OP_PHI)
            return true;
    }
    return false;
}

static VReg vreg_for(IselCtx *c, const Type *t)
{
    Vt vt = VT_I32;
    legal_vt(c, t, (Loc){0, 0}, "value", &vt); /* checked by legal_function */
    return mf_new_vreg(c, vt_class(vt));
}

void phi_assign_vregs(IselCtx *c, const Global *fn)
{
    uint32_t npos = 1;
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next)
            npos = i->pos + 1 > npos ? i->pos + 1 : npos;
    c->npos = npos;
    c->instr_vreg = arena_array(c->fn_arena, npos, sizeof *c->instr_vreg);
    c->node_of = arena_array(c->fn_arena, npos, sizeof *c->node_of);
    c->arg_vreg = arena_array(c->fn_arena, fn->nargs + 1, sizeof *c->arg_vreg);
    for (uint32_t a = 0; a < fn->nargs; a++)
        if (fn->args[a]->v.uses)
            c->arg_vreg[a] = vreg_for(c, fn->args[a]->v.type);
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next)
            if (instr_has_result(i) && (i->op == OP_PHI || used_outside(i)))
                c->instr_vreg[i->pos] = vreg_for(c, i->v.type);
}

/* ---------------- parallel copies ---------------- */

typedef struct Copy {
    VReg dst;
    VReg src;          /* 0 when the source is an immediate or symbol */
    const char *text;  /* the source operand as written */
    Vt vt;
} Copy;

static const Value *incoming(const Instr *phi, const Block *from)
{
    for (uint32_t k = 0; k + 1 < phi->nops; k += 2)
        if ((const Block *)instr_op(phi, k + 1) == from)
            return instr_op(phi, k);
    BUG("phi without an incoming value for its predecessor");
}

/* The source of a copy: a register, or a constant written inline.  Returns
 * false for undef/poison (no copy is needed: any value will do). */
static bool copy_source(IselCtx *c, const Value *v, Vt vt, Copy *cp)
{
    const Const *k = (const Const *)v;
    switch (v->kind) {
    case VK_INSTR: cp->src = c->instr_vreg[((const Instr *)v)->pos]; break;
    case VK_ARG: cp->src = c->arg_vreg[((const Arg *)v)->index]; break;
    case VK_CUNDEF: case VK_CPOISON: return false;
    case VK_CINT:
        cp->text = fn_strf(c, "%lld", vt == VT_I1 ? (long long)const_int_zext(k)
                                                  : (long long)const_int_sext(k));
        return true;
    case VK_CFP:
        cp->text = vt == VT_F32 ? fn_strf(c, "0f%08X", (unsigned)k->fp_lo)
                                : fn_strf(c, "0d%016llX", (unsigned long long)k->fp_lo);
        return true;
    case VK_CNULL: case VK_CZERO:
        cp->text = vt_is_float(vt) ? (vt == VT_F32 ? "0f00000000" : "0d0000000000000000") : "0";
        return true;
    case VK_GLOBAL:
        cp->text = ptx_symbol(c->fn_arena, c->m, (const Global *)v);
        return true;
    default:
        BUG("phi operand kind %d passed legalization", (int)v->kind);
    }
    if (!cp->src)
        BUG("phi source without a register");
    cp->text = vreg_name(c, cp->src);
    return true;
}

static void emit_copy(IselCtx *c, const Copy *cp)
{
    mf_emitf(c, "mov.%s %s, %s;", vt_suffix(cp->vt, 'b'), vreg_name(c, cp->dst), cp->text);
}

/* Is register r still read by a pending copy other than `self`? */
static bool still_read(const Copy *cps, uint32_t n, uint32_t self, VReg r)
{
    for (uint32_t j = 0; j < n; j++)
        if (j != self && cps[j].src == r)
            return true;
    return false;
}

/* Emit the pending copies cps[0..n) in a safe order. */
static void sequentialize(IselCtx *c, Copy *cps, uint32_t n)
{
    while (n > 0) {
        bool progress = false;
        for (uint32_t i = 0; i < n; i++) {
            if (cps[i].src == cps[i].dst) { /* a no-op copy */
                cps[i--] = cps[--n];
                progress = true;
            } else if (!still_read(cps, n, i, cps[i].dst)) {
                emit_copy(c, &cps[i]);
                cps[i--] = cps[--n];
                progress = true;
            }
        }
        if (progress || n == 0)
            continue;
        /* Every destination is still read: a cycle.  Save cps[0].dst in a
         * temporary and let its readers read the temporary instead. */
        VReg d = cps[0].dst, t = mf_new_vreg(c, VREG_CLASS(d));
        mf_emitf(c, "mov.%s %s, %s;", vt_suffix(cps[0].vt, 'b'), vreg_name(c, t), vreg_name(c, d));
        for (uint32_t j = 0; j < n; j++)
            if (cps[j].src == d)
                cps[j].src = t, cps[j].text = vreg_name(c, t);
    }
}

void phi_emit_copies(IselCtx *c, const Block *from, const Block *to)
{
    uint32_t n = 0, cap = 0;
    for (const Instr *i = to->first; i && i->op == OP_PHI; i = i->next)
        cap++;
    Copy *cps = arena_array(c->fn_arena, cap + 1, sizeof *cps);
    for (const Instr *i = to->first; i && i->op == OP_PHI; i = i->next) {
        Copy cp = {.dst = c->instr_vreg[i->pos]};
        legal_vt(c, i->v.type, i->v.loc, "phi", &cp.vt);
        if (copy_source(c, incoming(i, from), cp.vt, &cp))
            cps[n++] = cp;
    }
    sequentialize(c, cps, n);
}
