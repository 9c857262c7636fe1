/*
 * isel/lower/dynalloca.c -- allocas that the stack frame cannot hold: a
 * run-time element count, or an alloca outside the entry block (which
 * allocates anew each time it runs, in a loop say).
 *
 * frame.c gives every static alloca a fixed slot of the function's .local
 * array.  The others use PTX's `alloca` instruction (PTX 7.3, sm_52:
 * feature ALLOCA), which grows the stack by a run-time number of bytes and
 * returns a .local address; the IR's alloca is a generic pointer, so
 * cvta.local follows, as LLVM's NVPTX writes it:
 *
 *     mul.wide.u32   %rd1, %r1, 4;         count * sizeof(T)
 *     alloca.u64     %rd2, %rd1, 16;       size, alignment
 *     cvta.local.u64 %rd3, %rd2;
 *
 * The count is unsigned (zero-extended to pointer width, as LLVM does).
 * The alignment is the larger of the alloca's `align` and its type's.
 * llvm.stacksave / llvm.stackrestore, which bracket such allocas in
 * loops, are PTX's stacksave/stackrestore (rules in nvptx.md).
 *
 * Invariant: the DYN_ALLOCA node is chained, so allocations stay in
 * program order with the stack saves and restores around them.
 */
#include "isel/isel.h"

/* PTX's bound on alloca's alignment operand. */
#define DYNALLOCA_MAX_ALIGN (UINT64_C(1) << 23)

static uint64_t alloca_align(const IselCtx *c, const Instr *i)
{
    uint64_t a = type_align(i->aux_type, c->ptr_bits);
    return i->align > a ? i->align : a;
}

bool legal_dynamic_alloca(IselCtx *c, const Instr *i)
{
    if (!target_has(c->target, FEAT_ALLOCA)) {
        const Target *t = feature_introduced_by(FEAT_ALLOCA, 0);
        diag_error(c->diag, i->v.loc, "unsupported: dynamic alloca (a run-time element count, "
                   "or outside the entry block) needs PTX's alloca, %s or newer (target is %s)",
                   t ? t->name : "a newer target", c->target->name);
        return false;
    }
    if (i->v.type->addrspace != 0 && i->v.type->addrspace != 5) {
        diag_error(c->diag, i->v.loc, "unsupported: alloca in address space %u",
                   i->v.type->addrspace);
        return false;
    }
    if (alloca_align(c, i) > DYNALLOCA_MAX_ALIGN) {
        diag_error(c->diag, i->v.loc, "unsupported: alloca aligned to more than 2^23 bytes");
        return false;
    }
    return legal_type(c, instr_op(i, 0)->type, i->v.loc, "alloca count");
}

DagNode *dag_dynamic_alloca(IselCtx *c, const Instr *i)
{
    Vt pv = ptr_vt(c);
    int64_t size = (int64_t)type_size(i->aux_type, c->ptr_bits);
    DagNode *count = dag_value(c, instr_op(i, 0)), *bytes;
    if (count->op == DOP_CONST) { /* constants are kept sign-extended */
        uint64_t n = (uint64_t)count->ival;
        if (vt_bits(count->vt) < 64)
            n &= (UINT64_C(1) << vt_bits(count->vt)) - 1;
        bytes = dag_const(c, pv, (int64_t)(n * (uint64_t)size));
    } else {
        if (vt_bits(count->vt) != vt_bits(pv))
            count = dag_node1(c, vt_bits(count->vt) < vt_bits(pv) ? DOP_ZEXT : DOP_TRUNC, pv,
                              count);
        bytes = size == 1 ? count : dag_node2(c, DOP_MUL, pv, count, dag_const(c, pv, size));
    }
    DagNode *n = dag_node2(c, DOP_DYN_ALLOCA, pv, bytes,
                           dag_const(c, VT_I32, (int64_t)alloca_align(c, i)));
    dag_chained(c, n);
    if (i->v.type->addrspace == 5) /* already the .local address */
        return n;
    DagNode *g = dag_node1(c, DOP_CVTA, pv, n);
    g->as = 5;
    return g;
}
