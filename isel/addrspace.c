/*
 * isel/addrspace.c -- global-memory accesses through kernel pointer
 * parameters.
 *
 * clang gives a kernel's pointer parameters the generic address space
 * (`ptr %in`), so a plain translation loads with `ld.f32 [%rd]`, which
 * the hardware must first classify as global, shared or local.  But a
 * kernel's pointer arguments come from the host, and the host can only
 * hand a kernel addresses of global memory (device, managed or mapped
 * host memory all live in the global window).  So, as LLVM's
 * NVPTXLowerArgs + InferAddressSpaces do, every pointer that is derived
 * from a kernel's pointer parameter -- through getelementptr, bitcast,
 * phi and select -- is known to point to global memory, and accesses
 * through it use `ld.global` / `st.global` (and `ld.global.nc` for
 * read-only data), and atomics `atom.global` / `red.global`, on the
 * global view of the parameter:
 *
 *     ld.param.u64 %rd1, [k_param_0];
 *     cvta.to.global.u64 %rd2, %rd1;     once, at the kernel's start
 *     ld.global.f32 %f1, [%rd2+16];
 *
 * The view is made the first time an access asks for it and its cvta is
 * placed right after the parameter loads, so a parameter that is only
 * passed on (to a call, or stored) costs nothing.
 *
 * The analysis is optimistic, for loops: every candidate pointer starts
 * as global, and any one with an operand that is not global is dropped,
 * until nothing changes.
 *
 * Invariant: only pointer values with every possible origin a kernel
 * pointer parameter are marked; the generic value stays available for
 * every other use (comparisons, calls, stores of the pointer).
 */
#include "isel/isel.h"

static bool is_candidate(const Instr *i)
{
    if (i->v.type->kind != TY_PTR || i->v.type->addrspace != 0)
        return false;
    switch (i->op) {
    case OP_GEP: case OP_BITCAST: case OP_PHI: case OP_SELECT: return true;
    case OP_ADDRSPACECAST: return instr_op(i, 0)->type->addrspace == 1;
    default: return false;
    }
}

static bool global_arg(const IselCtx *c, const Value *v)
{
    const Arg *a = (const Arg *)v;
    return v->kind == VK_ARG && c->arg_is_global && c->arg_is_global[a->index];
}

/* Is operand v of a candidate known to point to global memory? */
static bool operand_global(const IselCtx *c, const Value *v)
{
    if (global_arg(c, v))
        return true;
    if (v->kind == VK_INSTR)
        return c->known_global[((const Instr *)v)->pos];
    return false;
}

/* The pointer operands that decide a candidate (not GEP indices, not a
 * select's condition, not a phi's blocks). */
static bool operands_global(const IselCtx *c, const Instr *i)
{
    switch (i->op) {
    case OP_ADDRSPACECAST: return true;
    case OP_GEP: case OP_BITCAST: return operand_global(c, instr_op(i, 0));
    case OP_SELECT: return operand_global(c, instr_op(i, 1)) && operand_global(c, instr_op(i, 2));
    default:
        for (uint32_t k = 0; k + 1 < i->nops; k += 2)
            if (!operand_global(c, instr_op(i, k)))
                return false;
        return true;
    }
}

static void mark_args(IselCtx *c, const Global *fn)
{
    c->arg_is_global = arena_array(c->fn_arena, fn->nargs + 1, sizeof *c->arg_is_global);
    c->arg_global = arena_array(c->fn_arena, fn->nargs + 1, sizeof *c->arg_global);
    for (uint32_t a = 0; a < fn->nargs; a++) {
        const Type *t = fn->args[a]->v.type;
        c->arg_is_global[a] = t->kind == TY_PTR && t->addrspace == 0 && c->arg_vregs[a] &&
                              !arg_is_byval(c, fn, a);
    }
}

void global_ptrs_analyze(IselCtx *c, const Global *fn)
{
    c->known_global = arena_array(c->fn_arena, c->npos, sizeof *c->known_global);
    c->arg_is_global = NULL;
    c->arg_global = NULL;
    c->view_anchor = NULL;
    if (!c->mf->kernel)
        return;
    mark_args(c, fn);
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next)
            c->known_global[i->pos] = is_candidate(i);
    bool changed = true;
    while (changed) {
        changed = false;
        for (const Block *b = fn->first; b; b = b->next)
            for (const Instr *i = b->first; i; i = i->next)
                if (c->known_global[i->pos] && !operands_global(c, i)) {
                    c->known_global[i->pos] = false;
                    changed = true;
                }
    }
}

bool ptr_known_global(const IselCtx *c, const Value *p)
{
    return c->known_global && operand_global(c, p);
}

/* Where views go: after the parameter loads of the entry block. */
void global_ptrs_mark_entry(IselCtx *c)
{
    c->view_anchor = c->cur->last;
}

/* Insert `cvta.to.global` of parameter a right after the anchor. */
static VReg make_view(IselCtx *c, uint32_t a)
{
    VReg r = mf_new_vreg(c, vt_class(ptr_vt(c)));
    c->view_anchor = mf_insert_after(c, c->mf->blocks[0], c->view_anchor,
                                     fn_strf(c, "cvta.to.global.%s %s, %s;",
                                             vt_suffix(ptr_vt(c), 'u'), vreg_name(c, r),
                                             vreg_name(c, c->arg_vregs[a][0])));
    return r;
}

/* The parameter whose generic register REG leaf n reads, or -1. */
static int64_t arg_of_reg(const IselCtx *c, const DagNode *n)
{
    for (uint32_t a = 0; n->op == DOP_REG && a < c->fn->nargs; a++)
        if (c->arg_is_global[a] && c->arg_vregs[a][0] == n->vreg)
            return a;
    return -1;
}

/* The global address of generic address `addr`, which points to global
 * memory: the parameter's global view plus the same offsets (the global
 * window is contiguous, so cvta commutes with adding offsets). */
DagNode *dag_global_view(IselCtx *c, DagNode *addr)
{
    int64_t a = arg_of_reg(c, addr);
    if (a >= 0) {
        if (!c->arg_global[a])
            c->arg_global[a] = make_view(c, (uint32_t)a);
        return dag_reg(c, addr->vt, c->arg_global[a]);
    }
    if (addr->op == DOP_CVTA && addr->as == 1) /* addrspacecast from global */
        return addr->kids[0];
    if (addr->op == DOP_ADD && addr->kids[0]->vt == ptr_vt(c))
        return dag_node2(c, DOP_ADD, addr->vt, dag_global_view(c, addr->kids[0]), addr->kids[1]);
    DagNode *n = dag_node1(c, DOP_CVTA_TO, addr->vt, addr);
    n->as = 1;
    return n;
}
