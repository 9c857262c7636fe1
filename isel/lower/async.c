/*
 * isel/lower/async.c -- the hand-written parts of the asynchronous and cluster
 * intrinsics.  Most of the family (cp.async, mbarrier, barrier.cluster,
 * mapa, getctarank, fences, griddepcontrol, setmaxnreg) is one line each in
 * the "matrix and asynchronous operations" section of isel/select/nvptx.md; this
 * file holds what a pattern cannot say:
 *
 *   elect.sync   returns { i32, i1 } -- the elected lane and "am I the
 *                leader" -- from one instruction, `elect.sync %r|%p, mask;`:
 *                a hand-selected ELECT node with two result registers.
 *
 *   distributed shared memory.  A thread of a cluster (sm_90) reaches the
 *   shared memory of the other CTAs of its cluster through the
 *   .shared::cluster window: `mapa` maps a shared address of this CTA to
 *   the same variable in CTA `rank`, and loads and stores through the
 *   result must say ld.shared::cluster.  LLVM 20 and later type such
 *   pointers addrspace(7); LLVM 19 typed the result of
 *   llvm.nvvm.mapa.shared.cluster addrspace(3), like an ordinary shared
 *   pointer, and its back end then wrote ld.shared -- the .shared::cta
 *   window, where another CTA's address is undefined.  So an addrspace(3)
 *   access whose pointer comes (through address arithmetic, selects and
 *   PHIs in the function) from that intrinsic uses .shared::cluster here.
 *   That is safe when in doubt: an address of the executing CTA's shared
 *   memory is a valid .shared::cluster address too (the .shared::cta
 *   window lies inside the .shared::cluster one).
 *
 * Invariant: nodes are built only after the target check passed.
 */
#include <string.h>

#include "isel/isel.h"

enum {
    /* Values looked at when tracing where a shared pointer comes from.
     * Past it the answer is "maybe another CTA's", which is always
     * correct on a cluster target (see above). */
    CLUSTER_TRACE_MAX = 64,
};

/* ---------------- elect.sync ---------------- */

static bool is_elect_result(const Type *t)
{
    return t->kind == TY_STRUCT && t->nmem == 2 && t->mem[0]->kind == TY_INT &&
           t->mem[0]->bits == 32 && t->mem[1]->kind == TY_INT && t->mem[1]->bits == 1;
}

/* llvm.nvvm.elect.sync(i32 mask) -> { i32 lane, i1 leader } */
static DagVal build_elect(IselCtx *c, const Instr *i, const char *name)
{
    const Value *mask = i->nargs == 1 ? instr_op(i, 0) : NULL;
    if (!mask || mask->type->kind != TY_INT || mask->type->bits != 32 ||
        !is_elect_result(i->v.type))
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (it takes an i32 "
                                                         "mask and returns { i32, i1 })", name));
    if (!intrinsic_gate(c, i, FEAT_ELECT, 80, name))
        return dag_unsupported_val(c, i->v.type, NULL);
    DagNode *n = dag_node1(c, DOP_ELECT, VT_NONE, dag_value(c, mask));
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    n->res = dag_result_regs(c, i, tp);
    n->nres = tp->n;
    dag_chained(c, n); /* convergent: it stays where the program put it */
    return dag_result_parts(c, n, tp);
}

bool family_async(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (strcmp(name, "llvm.nvvm.elect.sync"))
        return false;
    *out = build_elect(c, i, name);
    return true;
}

bool select_async(IselCtx *c, DagNode *n)
{
    if (n->op != DOP_ELECT)
        return false;
    DagNode *mask = n->kids[0];
    MOp m = mask->root ? mask->result : mo_imm(mask->ival);
    MOp pair[2] = {mo_reg(n->res[0]), mo_reg(n->res[1])};
    MI(c, ELECT, ".sync", mo_group(c, '|', pair, 2), m);
    return true;
}

/* ---------------- distributed shared memory ---------------- */

typedef struct Trace {
    const Value *seen[CLUSTER_TRACE_MAX];
    uint32_t n;
} Trace;

static bool is_mapa_cluster(const Instr *i)
{
    const Global *f = i->op == OP_CALL ? call_callee_fn(i) : NULL;
    return f && f->v.name && !strcmp(f->v.name, "llvm.nvvm.mapa.shared.cluster");
}

/* May v hold an address that llvm.nvvm.mapa.shared.cluster produced? */
static bool from_mapa(Trace *t, const Value *v)
{
    for (uint32_t k = 0; k < t->n; k++)
        if (t->seen[k] == v)
            return false; /* a PHI cycle: nothing new on this path */
    if (t->n == CLUSTER_TRACE_MAX)
        return true;
    t->seen[t->n++] = v;
    if (v->kind != VK_INSTR)
        return false;
    const Instr *i = (const Instr *)v;
    switch (i->op) {
    case OP_CALL: return is_mapa_cluster(i);
    case OP_GEP: case OP_BITCAST: case OP_ADDRSPACECAST: case OP_FREEZE:
        return from_mapa(t, instr_op(i, 0));
    case OP_SELECT: return from_mapa(t, instr_op(i, 1)) || from_mapa(t, instr_op(i, 2));
    case OP_PHI:
        for (uint32_t k = 0; k < i->nops; k += 2)
            if (from_mapa(t, instr_op(i, k)))
                return true;
        return false;
    default: return false;
    }
}

unsigned shared_cluster_space(IselCtx *c, const Value *p, unsigned as)
{
    if (as != 3 || !target_has(c->target, FEAT_CLUSTER))
        return as;
    Trace t = {.n = 0};
    if (!from_mapa(&t, p))
        return as;
    c->mf->features |= TNV_FEATURE_BIT(FEAT_CLUSTER);
    return 7;
}
