/*
 * isel/dag/ldvec.c -- passes "ld-vec" and "st-vec": neighbouring scalar
 * loads (stores) of one block become one PTX vector load (store); the
 * stores' half is at the end of the file.
 *
 * Why.  clang -O3 reads a float4 or a small struct as separate scalar
 * loads -- `load float, ptr %p, align 16`, then `%p+4`, `%p+8`, `%p+12`
 * -- because LLVM's optimizer leaves the merging to the code generator
 * (its LoadStoreVectorizer runs in llc's NVPTX pipeline, not in opt).
 * One `ld.shared.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1]` moves the same 16
 * bytes in one instruction instead of four.
 *
 * When.  A scalar load L0 of 32 or 64 bits starts a group when it and
 * loads that follow it in its block read, from the same base pointer
 * plus constant offsets (getelementptr with constant indices, bitcasts),
 * 2 or 4 consecutive elements of its type -- in any order, L0 any of
 * them -- at most 16 bytes, and the first element's address is aligned
 * to the whole group (its load's `align`, or what L0's address is known
 * to have when L0 reads it).  Between L0 and the
 * last member nothing may write memory or order it: the scan stops at a
 * store, an atomic, a fence, a volatile access and any call other than
 * a special-register read (a barrier is a call) -- so reading the
 * later elements early, at L0's place, reads the same bytes.  All
 * members must agree on the non-coherent path (ld.global.nc) and none
 * may be volatile or atomic.
 *
 * How.  dag_load asks ldvec_try for L0: it builds one LOADV node at L0's
 * place in the chain whose result registers are the members' registers
 * (the registers other blocks read, when a member is used there), and
 * records each later member's register (IselCtx.ldvec_reg); when the
 * builder reaches that member, dag_load returns a REG leaf of it.
 *
 * Not at -O0, whose promise is one access per IR load.
 */
#include <string.h>

#include "isel/isel.h"

/* How far past L0 the scan looks (instructions). */
enum { LDVEC_WINDOW = 32 };

/* p as base + constant byte offset, through constant GEPs and bitcasts. */
static const Value *const_base(IselCtx *c, const Value *p, int64_t *off)
{
    *off = 0;
    for (int d = 0; d < 16 && p->kind == VK_INSTR; d++) {
        const Instr *g = (const Instr *)p;
        if (g->op == OP_GEP) {
            const Type *cur = g->aux_type;
            int64_t o = 0;
            for (uint32_t k = 1; k < g->nops; k++)
                if (!gep_index_offset(c, &cur, k == 1, instr_op(g, k), &o))
                    return p;
            *off += o;
        } else if (g->op != OP_BITCAST) {
            return p;
        }
        p = instr_op(g, 0);
    }
    return p;
}

/* Is plain (neither volatile nor atomic) access i, of a value of type t,
 * one the passes may merge: a single 32- or 64-bit scalar?  Its machine
 * type in *vt. */
static bool mergeable(IselCtx *c, const Instr *i, const Type *t, Vt *vt)
{
    if (i->flags & (IF_VOLATILE | IF_ATOMIC))
        return false;
    const TypeParts *tp = type_parts(c, t, NULL);
    if (!tp || tp->n != 1 || tp->bits[0] != vt_bits(tp->vt[0]))
        return false;
    *vt = tp->vt[0];
    return *vt == VT_I32 || *vt == VT_F32 || *vt == VT_I64 || *vt == VT_F64;
}

static bool plain_load(IselCtx *c, const Instr *i, Vt *vt)
{
    return i->op == OP_LOAD && mergeable(c, i, i->v.type, vt);
}

/* A call that neither reads nor writes memory the loads could see. */
static bool harmless_call(const Instr *i)
{
    const Value *f = instr_op(i, i->nops - 1);
    if (f->kind != VK_GLOBAL)
        return false;
    const char *n = ((const Global *)f)->v.name;
    return n && !strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24);
}

/* May instruction i write memory, or order the memory accesses around it? */
static bool barrier_like(const Instr *i)
{
    switch (i->op) {
    case OP_LOAD: return (i->flags & (IF_VOLATILE | IF_ATOMIC)) != 0;
    case OP_CALL: return !harmless_call(i);
    case OP_STORE: case OP_ATOMICRMW: case OP_CMPXCHG: case OP_FENCE: case OP_VA_ARG:
    case OP_INVOKE:
        return true;
    default: return opcode_is_terminator(i->op);
    }
}

/* The loads of L0's window that read element d (-3..3) of its type
 * relative to L0, in cand[d + 3] (L0 itself is cand[3]); the first such
 * load for each d, never one already in a group. */
static void find_candidates(IselCtx *c, const Instr *l0, Vt vt, const Instr **cand)
{
    int64_t off0, off;
    const Value *base = const_base(c, instr_op(l0, 0), &off0);
    int64_t size = vt_bits(vt) / 8;
    bool nc = load_is_nc(c, l0);
    for (int k = 0; k < 7; k++)
        cand[k] = NULL;
    cand[3] = l0;
    int n = 0;
    for (const Instr *j = l0->next; j && n < LDVEC_WINDOW; j = j->next, n++) {
        Vt jt;
        if (barrier_like(j))
            break;
        if (!plain_load(c, j, &jt) || jt != vt || (c->ldvec_reg && c->ldvec_reg[j->pos]))
            continue;
        if (const_base(c, instr_op(j, 0), &off) != base || (off - off0) % size)
            continue;
        int64_t d = (off - off0) / size;
        if (d >= -3 && d <= 3 && !cand[d + 3] && load_is_nc(c, j) == nc &&
            instr_op(j, 0)->type->addrspace == instr_op(l0, 0)->type->addrspace)
            cand[d + 3] = j;
    }
}

/* The group L0 starts, in program order (it is the first of its members
 * the block reaches): g (2 or 4) elements from element *start (-3..0,
 * relative to L0), mem[k] the load of element *start + k.  The element-0
 * load's address must be aligned to the group: L0's known alignment
 * `align` when L0 is element 0, else that load's own `align` (it runs
 * whenever L0 does: same block, nothing in between can leave it). */
static uint32_t find_group(IselCtx *c, const Instr *l0, Vt vt, uint64_t align,
                           const Instr **mem, int *start)
{
    const Instr *cand[7];
    find_candidates(c, l0, vt, cand);
    uint64_t size = vt_bits(vt) / 8;
    static const uint32_t sizes[2] = {4, 2};
    for (int t = 0; t < 2; t++) {
        uint32_t g = sizes[t];
        if (g * size > 16)
            continue;
        for (int s = 0; s > -(int)g; s--) { /* element 0 at L0 first */
            bool all = true;
            for (uint32_t k = 0; k < g; k++)
                all = all && cand[s + (int)k + 3];
            if (!all)
                continue;
            const Instr *e0 = cand[s + 3];
            uint64_t a = e0 == l0 ? align : e0->align;
            if (a < g * size)
                continue;
            for (uint32_t k = 0; k < g; k++)
                mem[k] = cand[s + (int)k + 3];
            *start = s;
            return g;
        }
    }
    return 0;
}

DagVal ldvec_member(IselCtx *c, const Instr *i)
{
    DagVal none = {0};
    if (!c->ldvec_reg || !c->ldvec_reg[i->pos])
        return none;
    Vt vt;
    plain_load(c, i, &vt);
    return dag_one(c, dag_reg(c, vt, c->ldvec_reg[i->pos]));
}

bool ldvec_try(IselCtx *c, const Instr *l0, DagNode *base, unsigned as, uint64_t align,
               DagVal *out)
{
    Vt vt;
    const Instr *mem[4];
    int start = 0;
    if (c->opt.opt_level == 0 || !plain_load(c, l0, &vt) ||
        (as != 0 && as != 1 && as != 3 && as != 4 && as != 5))
        return false;
    uint32_t g = find_group(c, l0, vt, align, mem, &start);
    if (!g)
        return false;
    int64_t size = vt_bits(vt) / 8;
    if (!c->ldvec_reg)
        c->ldvec_reg = arena_array(c->fn_arena, c->npos + 1, sizeof *c->ldvec_reg);
    VReg *regs = arena_array(c->fn_arena, g, sizeof *regs);
    for (uint32_t k = 0; k < g; k++) {
        regs[k] = dag_result_regs(c, mem[k], type_parts(c, mem[k]->v.type, NULL))[0];
        if (mem[k] != l0)
            c->ldvec_reg[mem[k]->pos] = regs[k];
    }
    DagNode *n = dag_node1(c, DOP_LOADV, VT_NONE, dag_addr_offset(c, base, start * size));
    n->nc = load_is_nc(c, l0), n->evt = vt;
    n->res = regs, n->nres = g;
    mem_node(c, n, l0, as);
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "ld-vec: %u loads from line %u as one .v%u load\n", g,
                l0->v.loc.line, g);
    *out = dag_one(c, dag_reg(c, vt, regs[-start]));
    return true;
}

/* ---------------- stores: pass "st-vec" ----------------
 *
 * The mirror image for stores (LLVM's LoadStoreVectorizer merges both):
 * a plain store S0 of element 0 starts a group when the stores after it
 * in its block write elements 1 (and 2, 3) of its type from the same
 * base, aligned to the group.  The vector store must come where the
 * last member is -- a later member's value may be computed after S0 --
 * so S0 and the members before the last emit nothing, and the last
 * member emits the one st.v2/st.v4 with every member's value.  Delaying
 * S0 that far is safe only if nothing in between reads, writes or orders
 * memory: the scan stops at any load, any other store, an atomic, a
 * fence and any call but a special-register read. */
typedef struct StVecGroup {
    DagNode *base;        /* S0's address node */
    unsigned as;
    uint32_t g;
    Vt vt;
    const Instr *mem[4];  /* by element */
    const Instr *last;    /* in program order */
} StVecGroup;

static bool plain_store(IselCtx *c, const Instr *i, Vt *vt)
{
    return i->op == OP_STORE && mergeable(c, i, instr_op(i, 0)->type, vt);
}

/* Does instruction j touch or order memory (stores' view)? */
static bool store_barrier(const Instr *j)
{
    return j->op == OP_LOAD || barrier_like(j);
}

static uint32_t find_store_group(IselCtx *c, const Instr *s0, Vt vt, StVecGroup *grp)
{
    int64_t off0, off;
    const Value *base = const_base(c, instr_op(s0, 1), &off0);
    int64_t size = vt_bits(vt) / 8;
    const Instr *mem[4] = {s0, NULL, NULL, NULL};
    const Instr *last = s0;
    int n = 0, found = 0, want = size <= 4 ? 3 : 1;
    for (const Instr *j = s0->next; j && n < LDVEC_WINDOW && found < want; j = j->next, n++) {
        Vt jt;
        if (j->op != OP_STORE) {
            if (store_barrier(j))
                break;
            continue;
        }
        if (!plain_store(c, j, &jt) || jt != vt ||
            const_base(c, instr_op(j, 1), &off) != base || (off - off0) % size ||
            instr_op(j, 1)->type->addrspace != instr_op(s0, 1)->type->addrspace)
            break; /* another store: it may overlap the group */
        int64_t m = (off - off0) / size;
        if (m < 1 || m > 3 || mem[m])
            break;
        mem[m] = j, last = j, found++;
    }
    uint32_t g = mem[1] && mem[2] && mem[3] && size <= 4 ? 4 : mem[1] && !mem[2] && !mem[3] ? 2 : 0;
    if (g == 0 && mem[1] && size <= 4) /* elements 0 and 1 only count as a pair */
        return 0;
    for (uint32_t k = 0; k < 4; k++)
        grp->mem[k] = k < g ? mem[k] : NULL;
    grp->g = g, grp->last = last;
    return g;
}

bool stvec_try(IselCtx *c, const Instr *s0, DagNode *base, unsigned as, uint64_t align)
{
    Vt vt;
    StVecGroup grp = {0};
    if (c->opt.opt_level == 0 || !plain_store(c, s0, &vt) ||
        (as != 0 && as != 1 && as != 3 && as != 5) || (c->stvec_group && c->stvec_group[s0->pos]))
        return false;
    uint32_t g = find_store_group(c, s0, vt, &grp);
    if (!g || align < g * (uint64_t)(vt_bits(vt) / 8))
        return false;
    StVecGroup *p = arena_alloc(c->fn_arena, sizeof *p);
    *p = grp;
    p->base = base, p->as = as, p->vt = vt;
    if (!c->stvec_group)
        c->stvec_group = arena_array(c->fn_arena, c->npos + 1, sizeof *c->stvec_group);
    for (uint32_t k = 0; k < g; k++)
        c->stvec_group[p->mem[k]->pos] = p;
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "st-vec: %u stores from line %u as one .v%u store\n", g,
                s0->v.loc.line, g);
    return true;
}

bool stvec_member(IselCtx *c, const Instr *i)
{
    StVecGroup *p = c->stvec_group ? c->stvec_group[i->pos] : NULL;
    if (!p)
        return false;
    if (i != p->last)
        return true; /* stored by the last member */
    DagNode *v[4];
    for (uint32_t e = 0; e < p->g; e++) /* kids first: the DAG's order */
        v[e] = dag_parts(c, instr_op(p->mem[e], 0)).p[0];
    DagNode *n = dag_node(c, DOP_STOREV, VT_NONE, p->g + 1);
    for (uint32_t e = 0; e < p->g; e++)
        dag_set_kid(n, e, v[e]);
    dag_set_kid(n, p->g, p->base);
    n->evt = p->vt;
    mem_node(c, n, p->mem[0], p->as);
    return true;
}
