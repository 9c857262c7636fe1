/*
 * isel/dag/addrspace.c -- global-memory accesses through kernel pointer
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
 * The same holds for a variable declared in addrspace(0), which NVPTX
 * places in .global: a pointer derived from its address is global too,
 * in any function (st.global.u32 [a+8], as llc-19 writes it; the
 * symbol's address needs no cvta.to, being a .global address itself).
 *
 * The analysis is optimistic, for loops: every candidate pointer starts
 * as global, and any one with an operand that is not global is dropped,
 * until nothing changes.
 *
 * Second duty (below): pointers into .shared, .const or .local that the
 * DAG of an access cannot see the cast of -- made in another block, or
 * merged by a phi or select (pass "phi-space") -- get a twin register
 * holding the address in that space.  A static alloca is such an origin
 * too: its slot is .local memory (isel/lower/frame.c).
 *
 * Invariant: only pointer values with every possible origin a kernel
 * pointer parameter or an addrspace(0) variable are marked global, and only pointers whose every
 * possible value comes from one space get a twin in it; the generic value
 * stays available for every other use (comparisons, calls, stores of the
 * pointer).
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
    return v->kind == VK_ARG && c->addrspace.arg_is_global && c->addrspace.arg_is_global[a->index];
}

/* A variable declared in addrspace(0), or a constant getelementptr or
 * bitcast of one: NVPTX places such variables in .global (as LLVM's
 * NVPTX back end does, which moves them to addrspace(1)), so an access
 * through the pointer is a .global one, as llc-19 writes it:
 * st.global.u32 [a+8], %r4.  A function's address is not data. */
enum { CEXPR_DEPTH = 8 };
static bool global_variable(const Value *v)
{
    for (int d = 0; d < CEXPR_DEPTH && v->kind == VK_CEXPR; d++) {
        const Const *k = (const Const *)v;
        if ((k->opcode != OP_GEP && k->opcode != OP_BITCAST) || !k->nops)
            return false;
        v = k->ops[0].val;
    }
    return v->kind == VK_GLOBAL && ((const Global *)v)->gk == GK_VAR &&
           ((const Global *)v)->addrspace == 0;
}

/* Is operand v of a candidate known to point to global memory? */
static bool operand_global(const IselCtx *c, const Value *v)
{
    if (global_arg(c, v) || global_variable(v))
        return true;
    if (v->kind == VK_INSTR)
        return c->addrspace.known_global[((const Instr *)v)->pos];
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
    c->addrspace.arg_is_global = arena_array(c->fn_arena, fn->nargs + 1,
            sizeof *c->addrspace.arg_is_global);
    c->addrspace.arg_global = arena_array(c->fn_arena, fn->nargs + 1,
            sizeof *c->addrspace.arg_global);
    for (uint32_t a = 0; a < fn->nargs; a++) {
        const Type *t = fn->args[a]->v.type;
        c->addrspace.arg_is_global[a] = t->kind == TY_PTR && t->addrspace == 0 &&
                                        c->arg_vregs[a] && !arg_is_byval(c, fn, a);
    }
}

/* Does the module declare a variable in addrspace(0)?  (Asked once.) */
static bool module_has_generic_vars(IselCtx *c)
{
    if (!c->generic_vars) {
        c->generic_vars = -1;
        for (const Global *g = c->m->globals; g; g = g->next)
            if (g->gk == GK_VAR && g->addrspace == 0)
                c->generic_vars = 1;
    }
    return c->generic_vars > 0;
}

void global_ptrs_analyze(IselCtx *c, const Global *fn)
{
    c->addrspace.known_global = arena_array(c->fn_arena, c->npos,
            sizeof *c->addrspace.known_global);
    c->addrspace.arg_is_global = NULL;
    c->addrspace.arg_global = NULL;
    c->addrspace.view_anchor = NULL;
    if (!c->mf->kernel && !module_has_generic_vars(c))
        return; /* nothing here can be known to be global */
    if (c->mf->kernel)
        mark_args(c, fn);
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next)
            c->addrspace.known_global[i->pos] = is_candidate(i);
    bool changed = true;
    while (changed) {
        changed = false;
        for (const Block *b = fn->first; b; b = b->next)
            for (const Instr *i = b->first; i; i = i->next)
                if (c->addrspace.known_global[i->pos] && !operands_global(c, i)) {
                    c->addrspace.known_global[i->pos] = false;
                    changed = true;
                }
    }
}

bool ptr_known_global(const IselCtx *c, const Value *p)
{
    return c->addrspace.known_global && operand_global(c, p);
}

/* Where views go: after the parameter loads of the entry block. */
void global_ptrs_mark_entry(IselCtx *c)
{
    c->addrspace.view_anchor = c->cur->last;
}

/* Insert `cvta.to.global` of parameter a right after the anchor. */
static VReg make_view(IselCtx *c, uint32_t a)
{
    VReg r = mf_new_vreg(c, vt_class(ptr_vt(c)));
    MOp ops[2] = {mo_reg(r), mo_reg(c->arg_vregs[a][0])};
    AddrSpaceState *s = &c->addrspace;
    s->view_anchor = mi_insert_after(c, c->mf->blocks[0], s->view_anchor,
                                     mi_new_insn(c, PI_CVTA,
                                                 fn_strf(c, ".to.global%s", vt_dot(ptr_vt(c), 'u')),
                                                 2, ops));
    return r;
}

/* The parameter whose generic register REG leaf n reads, or -1. */
static int64_t arg_of_reg(const IselCtx *c, const DagNode *n)
{
    for (uint32_t a = 0; n->op == DOP_REG && c->addrspace.arg_is_global && a < c->fn->nargs; a++)
        if (c->addrspace.arg_is_global[a] && c->arg_vregs[a][0] == n->vreg)
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
        if (!c->addrspace.arg_global[a])
            c->addrspace.arg_global[a] = make_view(c, (uint32_t)a);
        return dag_reg(c, addr->vt, c->addrspace.arg_global[a]);
    }
    if (addr->op == DOP_CVTA && addr->as == 1) /* addrspacecast from global */
        return addr->kids[0];
    if (addr->op == DOP_GADDR) /* a .global variable's own address */
        return addr;
    if (addr->op == DOP_ADD && addr->kids[0]->vt == ptr_vt(c))
        return dag_node2(c, DOP_ADD, addr->vt, dag_global_view(c, addr->kids[0]), addr->kids[1]);
    DagNode *n = dag_node1(c, DOP_CVTA_TO, addr->vt, addr);
    n->as = 1;
    return n;
}

/* ---------------- state-space twins across blocks ----------------
 *
 * dag_space_view (dag_mem.c) finds the state space of an access when the
 * cast is in the same DAG.  But LLVM hoists address arithmetic out of
 * loops: sgemm's tiles are addressed by
 *     %p = getelementptr ([16 x [16 x float]], ptr addrspacecast
 *                          (ptr addrspace(3) @As to ptr), i64 0, ...)
 * in the entry block and loaded from inside the loop, where the DAG sees
 * only %p's (generic) register.  So such a pointer gets a twin: a second
 * register holding the same address in its own state space, written in
 * the block that defines the pointer, which accesses in other blocks use
 * (`ld.shared.f32 [%rd9]`).  The generic register is still written for
 * any other use (ptxas drops it when nothing reads it). */

enum { SPACE_CHAIN_MAX = 16 }; /* GEPs and casts followed back, at most */

/* ---------------- through phi and select (pass "phi-space") ----------------
 *
 * A pointer merged by a phi or select -- double buffering swaps two
 * __shared__ tiles round a loop:
 *     %cur = phi ptr [ addrspacecast (ptr addrspace(3) @A to ptr), %entry ],
 *                    [ %nxt, %loop ]
 *     %nxt = phi ptr [ addrspacecast (ptr addrspace(3) @B to ptr), %entry ],
 *                    [ %cur, %loop ]
 * -- points into one state space when every value it merges does.  LLVM's
 * InferAddressSpaces rewrites such phis into that space; here the phi
 * gets a twin register in the space, copied on each edge beside the
 * generic one (phi.c), so accesses through it are `ld.shared` with no
 * cvta in the loop.  ptr_space[pos] holds the answer for each generic
 * phi/select pointer; it is computed optimistically, for loops: every
 * candidate starts as "any space" (PTR_SPACE_ANY) and meets the spaces of
 * its operands until nothing changes; a conflict or an unknown origin
 * gives 0.  undef and poison operands fit any space. */

enum { PTR_SPACE_ANY = 0xff };

static unsigned origin_space_of(const IselCtx *c, const Value *v);

static bool is_merge(const Value *v)
{
    const Instr *i = (const Instr *)v;
    return v->kind == VK_INSTR && (i->op == OP_PHI || i->op == OP_SELECT) &&
           v->type->kind == TY_PTR && v->type->addrspace == 0;
}

static bool fits_any(const Value *v)
{
    return v->kind == VK_CUNDEF || v->kind == VK_CPOISON;
}

/* The meet of the spaces of merge i's pointer operands. */
static unsigned merged_space(const IselCtx *c, const Instr *i)
{
    unsigned sp = PTR_SPACE_ANY;
    uint32_t from = i->op == OP_SELECT ? 1 : 0, step = i->op == OP_SELECT ? 1 : 2;
    for (uint32_t k = from; k < i->nops; k += step) {
        const Value *v = instr_op(i, k);
        if (fits_any(v))
            continue;
        unsigned o = origin_space_of(c, v);
        if (o == 0 || (sp != PTR_SPACE_ANY && o != PTR_SPACE_ANY && o != sp))
            return 0;
        if (o != PTR_SPACE_ANY)
            sp = o;
    }
    return sp;
}

/* The spaces a twin can be in: .shared, .const, .local. */
static bool twin_space_ok(unsigned sp) { return sp == 3 || sp == 4 || sp == 5; }

/* m[0..n): the function's merges, in program order (only they iterate). */
static void merge_spaces_analyze(IselCtx *c, const Instr *const *m, uint32_t n)
{
    c->addrspace.ptr_space = arena_array(c->fn_arena, c->npos, sizeof *c->addrspace.ptr_space);
    if (!n)
        return;
    for (uint32_t k = 0; k < n; k++)
        c->addrspace.ptr_space[m[k]->pos] = PTR_SPACE_ANY;
    bool changed = true;
    while (changed) { /* spaces only go down (ANY, one space, 0): it ends */
        changed = false;
        for (uint32_t k = 0; k < n; k++) {
            const Instr *i = m[k];
            unsigned sp = c->addrspace.ptr_space[i->pos] ? merged_space(c, i) : 0;
            if (sp != c->addrspace.ptr_space[i->pos]) {
                c->addrspace.ptr_space[i->pos] = (uint8_t)sp;
                changed = true;
            }
        }
    }
    for (uint32_t k = 0; k < n; k++) /* all undef, or a space with no twin */
        if (!twin_space_ok(c->addrspace.ptr_space[m[k]->pos]))
            c->addrspace.ptr_space[m[k]->pos] = 0;
}

/* The state space v was cast from, through GEPs and bitcasts (constant
 * expressions or instructions) and merges (phi-space), or 0 when that is
 * not known. */
static unsigned origin_space(const IselCtx *c, const Value *v)
{
    unsigned sp = origin_space_of(c, v);
    return sp == PTR_SPACE_ANY ? 0 : sp;
}

static unsigned origin_space_of(const IselCtx *c, const Value *v)
{
    for (int depth = 0; depth < SPACE_CHAIN_MAX; depth++) {
        int op;
        const Value *base;
        if (v->kind == VK_CEXPR) {
            const Const *k = (const Const *)v;
            op = k->opcode, base = k->nops ? k->ops[0].val : NULL;
        } else if (v->kind == VK_INSTR) {
            const Instr *i = (const Instr *)v;
            if (is_merge(v))
                return c->addrspace.ptr_space ? c->addrspace.ptr_space[i->pos] : 0;
            if (i->op == OP_ALLOCA) /* a slot of the frame is .local memory */
                return frame_offset(c, v) >= 0 ? 5 : 0;
            op = i->op, base = i->nops ? instr_op(i, 0) : NULL;
        } else {
            return 0;
        }
        if (!base || base->type->kind != TY_PTR)
            return 0;
        if (op == OP_ADDRSPACECAST)
            return base->type->addrspace;
        if (op != OP_GEP && op != OP_BITCAST)
            return 0;
        v = base;
    }
    return 0;
}

/* Is v the address of a load, store or (space 3) atomic user, or the
 * base of a getelementptr or bitcast that is (up to `depth` of them)?
 * Users in `skip` (i's own block, for i itself) do not count. */
enum { TWIN_ADDR_DEPTH = 3 };
static bool is_address(const Value *v, const Block *skip, unsigned space, unsigned depth)
{
    for (const Use *u = v->uses; u; u = u->next) {
        if (!u->user || u->user->kind != VK_INSTR)
            continue;
        const Instr *user = (const Instr *)u->user;
        if (user->parent == skip)
            continue;
        if ((user->op == OP_LOAD && instr_op(user, 0) == v) ||
            (user->op == OP_STORE && instr_op(user, 1) == v && instr_op(user, 0) != v))
            return true;
        if (space == 3 && (user->op == OP_ATOMICRMW || user->op == OP_CMPXCHG) &&
            instr_op(user, 0) == v)
            return true;
        if (depth > 0 && (user->op == OP_GEP || user->op == OP_BITCAST) &&
            instr_op(user, 0) == v && user->v.type->kind == TY_PTR &&
            user->v.type->addrspace == 0 && is_address(&user->v, NULL, space, depth - 1))
            return true;
    }
    return false;
}

/* Is i the address of a load, store or (space 3) atomic in another
 * block, directly or through the getelementptrs there (pass hoist leaves
 * `getelementptr i8, %base, 72` in each block that shares %base)?  Only
 * such uses are worth a twin. */
static bool accessed_elsewhere(const Instr *i, unsigned space)
{
    return is_address(&i->v, i->parent, space, TWIN_ADDR_DEPTH);
}

/* Does a merge with a known space read i?  Then i's twin is what the
 * merge's twin copies (or selects). */
static bool feeds_merge(const IselCtx *c, const Instr *i)
{
    for (const Use *u = i->v.uses; u; u = u->next)
        if (u->user && is_merge(u->user) && c->addrspace.ptr_space[((const Instr *)u->user)->pos])
            return true;
    return false;
}

static bool wants_twin(const IselCtx *c, const Instr *i, unsigned sp)
{
    if (is_merge(&i->v))
        return true; /* its own block reads it through its register */
    return accessed_elsewhere(i, sp) || feeds_merge(c, i);
}

/* A phi operand whose twin is made on the edge, not where it is defined:
 * a constant expression (a cast of a variable), or a stack slot (whose
 * address is rebuilt at each use and never has a register: frame.c). */
static bool twin_made_on_edge(const IselCtx *c, const Value *v)
{
    return v->kind == VK_CEXPR || frame_offset(c, v) >= 0;
}

/* Registers for the operands of a phi with a twin that are made on the
 * edge. */
static void phi_twin_consts(IselCtx *c, const Instr *phi)
{
    for (uint32_t k = 0; k + 1 < phi->nops; k += 2) {
        if (!twin_made_on_edge(c, instr_op(phi, k)))
            continue;
        if (!c->addrspace.phi_twin_const[phi->pos])
            c->addrspace.phi_twin_const[phi->pos] =
                arena_array(c->fn_arena, phi->nops / 2 + 1, sizeof **c->addrspace.phi_twin_const);
        c->addrspace.phi_twin_const[phi->pos][k / 2] = mf_new_vreg(c, vt_class(ptr_vt(c)));
    }
}

/* reg_twin: from the generic register of each twinned instruction. */
static void map_reg_twins(IselCtx *c, const Global *fn)
{
    RegClass rc = vt_class(ptr_vt(c));
    c->addrspace.nreg_twin = c->mf->nregs[rc] + 1;
    c->addrspace.reg_twin = arena_array(c->fn_arena, c->addrspace.nreg_twin,
            sizeof *c->addrspace.reg_twin);
    c->addrspace.reg_twin_space = arena_array(c->fn_arena, c->addrspace.nreg_twin,
            sizeof *c->addrspace.reg_twin_space);
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next)
            if (c->addrspace.twin[i->pos] && c->vregs_of[i->pos]) {
                uint32_t r = VREG_NUM(c->vregs_of[i->pos][0]);
                c->addrspace.reg_twin[r] = c->addrspace.twin[i->pos];
                c->addrspace.reg_twin_space[r] = c->addrspace.twin_space[i->pos];
            }
}

void space_twins_analyze(IselCtx *c, const Global *fn)
{
    c->addrspace.twin = NULL;
    c->addrspace.twin_space = NULL;
    c->addrspace.reg_twin = NULL;
    c->addrspace.nreg_twin = 0;
    /* One walk over the function (a long one does not fit in the cache)
     * finds both the merges and the values that may get a twin: generic
     * pointers used outside their block.  Then the merges' spaces, then
     * the twins, each in program order. */
    Vec merges = {0}, cands = {0};
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next) {
            const Type *t = i->v.type;
            if (is_merge(&i->v))
                VEC_PUSH(&merges, const Instr *, i);
            if (c->vregs_of[i->pos] && t->kind == TY_PTR && t->addrspace == 0 &&
                i->op != OP_ALLOCA) /* a slot: each use folds [%SPL+off] */
                VEC_PUSH(&cands, const Instr *, i);
        }
    merge_spaces_analyze(c, (const Instr *const *)merges.data, (uint32_t)merges.len);
    for (size_t k = 0; k < cands.len; k++) {
        const Instr *i = VEC_AT(&cands, const Instr *, k);
        unsigned sp = origin_space(c, &i->v);
        if (!twin_space_ok(sp) || !wants_twin(c, i, sp))
            continue;
        if (!c->addrspace.twin) {
            c->addrspace.twin = arena_array(c->fn_arena, c->npos, sizeof *c->addrspace.twin);
            c->addrspace.twin_space = arena_array(c->fn_arena, c->npos,
                    sizeof *c->addrspace.twin_space);
            c->addrspace.phi_twin_const = arena_array(c->fn_arena, c->npos,
                    sizeof *c->addrspace.phi_twin_const);
        }
        c->addrspace.twin[i->pos] = mf_new_vreg(c, vt_class(ptr_vt(c)));
        c->addrspace.twin_space[i->pos] = (uint8_t)sp;
        if (i->op == OP_PHI)
            phi_twin_consts(c, i);
    }
    vec_free(&merges);
    vec_free(&cands);
    if (c->addrspace.twin)
        map_reg_twins(c, fn);
}

/* The register phi's twin is copied from on the edge of its operand k
 * (phi.c), or 0 when there is no copy to make (no twin, or undef). */
VReg space_twin_incoming(IselCtx *c, const Instr *phi, uint32_t k)
{
    if (!c->addrspace.twin || !c->addrspace.twin[phi->pos])
        return 0;
    const Value *v = instr_op(phi, k);
    if (twin_made_on_edge(c, v))
        return c->addrspace.phi_twin_const[phi->pos][k / 2];
    if (v->kind == VK_INSTR && c->addrspace.twin[((const Instr *)v)->pos])
        return c->addrspace.twin[((const Instr *)v)->pos];
    if (fits_any(v))
        return 0;
    BUG("operand %u of a phi in space %u has no twin", k, c->addrspace.twin_space[phi->pos]);
}

/* In the predecessor, before its terminator: the twin of phi's constant
 * operand k, its address before the cast (dag.c's phi_const_operands). */
void space_twin_phi_const(IselCtx *c, const Instr *phi, uint32_t k)
{
    if (!c->addrspace.twin || !c->addrspace.twin[phi->pos] ||
        !twin_made_on_edge(c, instr_op(phi, k)))
        return;
    unsigned sp = c->addrspace.twin_space[phi->pos], got;
    DagNode *generic = dag_value(c, instr_op(phi, k));
    DagNode *view = dag_space_view(c, generic, 1u << sp, &got);
    if (!view) {
        view = dag_node1(c, DOP_CVTA_TO, generic->vt, generic);
        view->as = sp;
    }
    dag_bind_reg(c, view, c->addrspace.phi_twin_const[phi->pos][k / 2]);
}

/* A register leaf that holds a twinned pointer: its twin, when its space
 * is one of mask's (dag_space_view). */
DagNode *space_twin_of_reg(IselCtx *c, const DagNode *reg, unsigned mask, unsigned *space)
{
    if (!c->addrspace.reg_twin || VREG_CLASS(reg->vreg) != vt_class(ptr_vt(c)) ||
        VREG_NUM(reg->vreg) >= c->addrspace.nreg_twin)
        return NULL;
    VReg t = c->addrspace.reg_twin[VREG_NUM(reg->vreg)];
    unsigned sp = c->addrspace.reg_twin_space[VREG_NUM(reg->vreg)];
    if (!t || !(mask >> sp & 1))
        return NULL;
    *space = sp;
    return dag_reg(c, reg->vt, t);
}

/* In i's own block: write its twin, the view of its address in its state
 * space -- the address from before the cast where the DAG shows it, else
 * a cvta.to of the generic one. */
void space_twin_bind(IselCtx *c, const Instr *i, DagNode *generic)
{
    if (!c->addrspace.twin || !c->addrspace.twin[i->pos])
        return;
    unsigned sp = c->addrspace.twin_space[i->pos], got;
    DagNode *view = dag_space_view(c, generic, 1u << sp, &got);
    if (!view) {
        view = dag_node1(c, DOP_CVTA_TO, generic->vt, generic);
        view->as = sp;
    }
    dag_bind_reg(c, view, c->addrspace.twin[i->pos]);
}

/* The twin of pointer p for an access in another block than p's, and its
 * space; NULL when p has none. */
DagNode *space_twin_use(IselCtx *c, const Value *p, unsigned *space)
{
    if (!c->addrspace.twin || p->kind != VK_INSTR)
        return NULL;
    const Instr *i = (const Instr *)p;
    if (!c->addrspace.twin[i->pos] || i->parent == c->dag->bb)
        return NULL;
    *space = c->addrspace.twin_space[i->pos];
    return dag_reg(c, ptr_vt(c), c->addrspace.twin[i->pos]);
}

void addrspace_reset(AddrSpaceState *s)
{
    *s = (AddrSpaceState){0};
}
