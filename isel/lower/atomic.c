/*
 * isel/lower/atomic.c -- atomicrmw, cmpxchg, fence, atomic load and store, and
 * the llvm.nvvm.atomic.* intrinsics.
 *
 * Duties, in pipeline order: legal_atomic rejects (with a located
 * "unsupported") every atomic this version cannot select -- the operation,
 * type, address space, synchronization scope and target feature are all
 * checked here, so the later steps never fail; dag_atomic builds one
 * chained DOP_HAND node carrying an AtomicDesc (operation, ordering,
 * scope); select_atomic (selector layer 1) writes the PTX.
 *
 * Lowering.  An atomicrmw PTX has is one `atom` (or `red` when its result
 * is unused and the ordering allows it: red has no acquire form):
 *
 *     atom{.sem}{.scope}{.space}.op.type  d, [a], b;
 *
 *   .space  .global / .shared from the pointer's address space
 *           (.shared::cluster for addrspace(7) and mapa results), nothing
 *           for a generic pointer;
 *   .scope  from syncscope: "block" -> .cta, "cluster" -> .cluster (sm_90),
 *           "device" -> .gpu, none (LLVM's system scope) -> .sys;
 *           "singlethread" -> .cta (nothing narrower exists);
 *   .sem    with the PTX memory model (feature mem-model, sm_70):
 *           monotonic -> .relaxed, acquire, release, acq_rel as named, and
 *           seq_cst -> `fence.sc.scope` then .acquire (NVIDIA's atomics
 *           ABI, in the PTX writer's guide to interoperability: the
 *           leading fence.sc makes the atom's write a release pattern, and
 *           the pair is sequentially consistent).  Without it, `membar`
 *           before (release side) and after (acquire side).
 * `sub` is an `add` of the negated value (PTX has no atom.sub), `fsub`
 * likewise; uinc_wrap and udec_wrap are exactly atom.inc and atom.dec; a
 * half or bfloat fadd is atom.add.noftz.  Everything else (nand, fmax,
 * usub_sat, 8- and 16-bit integers, ...) is a compare-and-swap loop
 * (atomic_loop.c, which also decides, in rmw_plan, what is native).
 *
 * cmpxchg returns { T, i1 }: the old value and the success flag, `setp.eq`
 * of the old value against the compare operand, both written to result
 * registers by the hand selector.  An i8 (or an i16 without atom.cas.b16)
 * is a loop on the containing 32-bit word; an i128 is atom.cas.b128 (sm_90).
 *
 * An atomic load or store is ld/st with .relaxed (monotonic, unordered),
 * .acquire (load) or .release (store) and a scope; seq_cst adds the
 * leading fence.sc (then the load is .acquire, the store .relaxed: the
 * same ABI).  Without the memory model: ld/st.volatile and membar.
 *
 * Invariant: every node reaching select_atomic passed legal_atomic, so an
 * unexpected operation there is a BUG.
 */
#include <string.h>

#include "isel/isel.h"

/* ---------------- scopes and orderings ---------------- */

/* The PTX scope of a syncscope, or NULL if unknown. */
static const char *scope_name(const char *syncscope)
{
    if (!syncscope)
        return "sys";
    if (!strcmp(syncscope, "block") || !strcmp(syncscope, "singlethread"))
        return "cta";
    if (!strcmp(syncscope, "device"))
        return "gpu";
    if (!strcmp(syncscope, "cluster"))
        return "cluster";
    return NULL;
}

static bool is_acquire(Ordering o)
{
    return o == ORD_ACQUIRE || o == ORD_ACQ_REL || o == ORD_SEQ_CST;
}

static bool is_release(Ordering o)
{
    return o == ORD_RELEASE || o == ORD_ACQ_REL || o == ORD_SEQ_CST;
}

/* ---------------- scope narrowing (pass "atomic-scope") ----------------
 *
 * A location in shared memory can only be touched by the threads that
 * can address it: the threads of its CTA, and, on targets with thread
 * block clusters (sm_90), the threads of every CTA of the cluster (any of
 * them may reach it through the .shared::cluster window, mapa).  The
 * PTX ISA's memory consistency model makes two operations "morally
 * strong" when each one's scope includes the other's thread; every
 * operation that can conflict with ours comes from a thread in the
 * visible set, so a scope equal to that set makes exactly the same pairs
 * morally strong as .sys does: atomicity, release/acquire patterns and
 * the fence.sc of the seq_cst mapping order the same accesses.  The
 * narrower scope is therefore exactly as strong, never weaker, and
 * ptxas turns it into a cheaper fence (docs/codegen.md, "Atomic scopes
 * and state spaces", gives the full argument).  Global and generic
 * memory keep the scope they were given: other CTAs, the host and peers
 * see them. */

/* The scopes from narrow to wide; index = strength. */
static const char *const scope_rank[] = {"cta", "cluster", "gpu", "sys"};

static unsigned scope_index(const char *s)
{
    for (unsigned k = 0; k < sizeof scope_rank / sizeof *scope_rank; k++)
        if (!strcmp(s, scope_rank[k]))
            return k;
    BUG("unknown atomic scope '%s'", s);
}

/* The narrowest scope that still holds every thread able to reach a
 * location of state space `as` (3 = .shared::cta, 7 = .shared::cluster),
 * or NULL for the spaces all threads see. */
static const char *visible_scope(IselCtx *c, unsigned as)
{
    if (as == 7 || (as == 3 && target_has(c->target, FEAT_CLUSTER)))
        return "cluster";
    return as == 3 ? "cta" : NULL;
}

/* d's scope, narrowed to the visible set of the space the access uses
 * (after address-space inference: `as` is what the PTX will say). */
static void narrow_scope(IselCtx *c, AtomicDesc *d, unsigned as)
{
    const char *v = visible_scope(c, as);
    if (v && scope_index(v) < scope_index(d->scope))
        d->scope = v;
}

/* A cmpxchg has two orderings; PTX has one: the join of both. */
static Ordering cas_ordering(const Instr *i)
{
    Ordering s = (Ordering)i->ordering, f = (Ordering)i->ordering2;
    if (s == ORD_SEQ_CST || f == ORD_SEQ_CST)
        return ORD_SEQ_CST;
    if ((is_release(s) && is_acquire(f)) || (is_acquire(s) && is_release(s)))
        return s == ORD_RELEASE ? ORD_ACQ_REL : s;
    return is_acquire(f) && s == ORD_MONOTONIC ? ORD_ACQUIRE : s;
}

/* The description of an atomic instruction (legal_atomic accepted it). */
static AtomicDesc *desc_of(IselCtx *c, const Instr *i)
{
    AtomicDesc *d = arena_alloc(c->dag_arena, sizeof *d);
    d->op = (RmwOp)i->rmw;
    d->ord = i->op == OP_CMPXCHG ? cas_ordering(i) : (Ordering)i->ordering;
    if (d->ord == ORD_UNORDERED) /* atomic, but not ordered: relaxed */
        d->ord = ORD_MONOTONIC;
    d->scope = scope_name(i->syncscope);
    /* Before sm_90 every CTA is a cluster of its own, so the cluster scope
     * is the CTA's (LLVM 22 lowers it so too). */
    if (d->scope && !strcmp(d->scope, "cluster") && !target_has(c->target, FEAT_CLUSTER))
        d->scope = "cta";
    d->singlethread = i->syncscope && !strcmp(i->syncscope, "singlethread");
    d->is_volatile = (i->flags & IF_VOLATILE) != 0;
    return d;
}

/* ---------------- legality ---------------- */

/* The target has feature f, or a gating error naming `what` (needs.c's
 * one wording: "syncscope("cluster") requires sm_90 or newer (target is
 * sm_80)"). */
static bool need_feature(IselCtx *c, const Instr *i, Feature f, const char *what)
{
    return isel_require(c, f, what, i->v.loc);
}

static bool legal_scope(IselCtx *c, const Instr *i)
{
    const char *s = scope_name(i->syncscope);
    if (!s) {
        diag_error(c->diag, i->v.loc, "unsupported: synchronization scope '%s'",
                   i->syncscope);
        return false;
    }
    return true; /* "cluster" on a target without clusters is "cta": desc_of */
}

/* The pointer operand: operand 1 of a store, 0 otherwise. */
static const Value *pointer_of(const Instr *i)
{
    return instr_op(i, i->op == OP_STORE ? 1 : 0);
}

/* Atomics take global, shared or generic pointers (atom's state spaces). */
static bool legal_space(IselCtx *c, const Instr *i, const Value *p)
{
    unsigned as = p->type->kind == TY_PTR ? p->type->addrspace : 99;
    if (as == 0 || as == 1 || as == 3)
        return true;
    if (as == 7) /* another CTA's shared memory: atom.shared::cluster */
        return legal_cluster_space(c, i->v.loc, opcode_name(i->op));
    const char *what = i->op == OP_CALL ? call_callee_fn(i)->v.name : opcode_name(i->op);
    diag_error(c->diag, i->v.loc, "unsupported: %s%s through address space %u (atomics "
               "take global, shared or generic pointers)", i->op == OP_CALL ? "@" : "",
               what, as);
    return false;
}

static bool is_i128(const Type *t) { return t->kind == TY_INT && t->bits == 128; }

/* The i128 read-modify-writes a compare-and-swap loop on atom.cas.b128
 * does (select_rmw_b128_loop): the bitwise ones, add and sub (with carry),
 * the four min/max. */
static bool b128_loop_op(RmwOp op)
{
    switch (op) {
    case RMW_AND: case RMW_OR: case RMW_XOR: case RMW_NAND: case RMW_ADD: case RMW_SUB:
    case RMW_MAX: case RMW_MIN: case RMW_UMAX: case RMW_UMIN:
        return true;
    default:
        return false;
    }
}

/* A 128-bit exchange or compare-and-swap: atom .b128, sm_90; the other
 * read-modify-writes as a loop over atom.cas.b128. */
static bool legal_b128(IselCtx *c, const Instr *i)
{
    if (i->op == OP_ATOMICRMW && i->rmw != RMW_XCHG && !b128_loop_op((RmwOp)i->rmw)) {
        diag_error(c->diag, i->v.loc, "unsupported: atomicrmw %s on i128 (xchg, cmpxchg, "
                   "and, or, xor, nand, add, sub, min, max, umin and umax have 128-bit "
                   "forms)", rmw_name((RmwOp)i->rmw));
        return false;
    }
    return need_feature(c, i, FEAT_ATOM_B128, "a 128-bit atomic");
}

static bool legal_cas_type(IselCtx *c, const Instr *i, Vt vt)
{
    if (vt == VT_I8 || vt == VT_I16 || vt == VT_I32 || vt == VT_I64)
        return true;
    diag_error(c->diag, i->v.loc, "unsupported: cmpxchg of %s", vt_name(vt));
    return false;
}

static bool legal_rmw_type(IselCtx *c, const Instr *i, Vt vt)
{
    if (rmw_plan(c->target, (RmwOp)i->rmw, vt) != RMW_NONE)
        return true;
    bool fadd = i->rmw == RMW_FADD || i->rmw == RMW_FSUB;
    if (fadd && vt == VT_F16) /* native from sm_70, as is the 16-bit loop */
        return isel_require(c, FEAT_ATOM_F16, "'atom.add.noftz.f16'", i->v.loc);
    if (fadd && vt == VT_BF16) { /* before sm_90: a loop of atom.cas.b16 and fma.rn.bf16 */
        bool cas16 = target_has(c->target, FEAT_ATOM_CAS_B16);
        return isel_require(c, cas16 ? FEAT_BF16 : FEAT_ATOM_CAS_B16,
                            cas16 ? "'fma.rn.bf16'" : "'atom.cas.b16'", i->v.loc);
    }
    diag_error(c->diag, i->v.loc, "unsupported: atomicrmw %s on %s for %s",
               rmw_name((RmwOp)i->rmw), vt_name(vt), c->target->name);
    return false;
}

/* load atomic / store atomic: a scalar PTX can load and store whole. */
static bool legal_ldst_type(IselCtx *c, const Instr *i, Vt vt)
{
    if (vt != VT_I1)
        return true;
    diag_error(c->diag, i->v.loc, "unsupported: atomic %s of i1", opcode_name(i->op));
    return false;
}

static const Type *value_type(const Instr *i)
{
    switch (i->op) {
    case OP_CMPXCHG: return instr_op(i, 1)->type;
    case OP_STORE: return instr_op(i, 0)->type;
    default: return i->v.type;
    }
}

/* An atomic is one indivisible access: it cannot be split into pieces
 * as an under-aligned plain load is (isel/legal/unaligned.c), and PTX faults
 * on a misaligned one, so an `align` below the access size is refused
 * (LLVM would call a library function that does not exist on the GPU). */
static bool legal_atomic_align(IselCtx *c, const Instr *i, const Type *t)
{
    uint64_t size = type_is_sized(t) ? type_size(t, c->ptr_bits) : 0;
    if (!i->align || i->align >= size)
        return true;
    diag_error(c->diag, i->v.loc, "unsupported: %s%s of %llu bytes at align %u (an atomic "
               "access must be aligned to its size)", i->op == OP_LOAD || i->op == OP_STORE
               ? "atomic " : "", opcode_name(i->op), (unsigned long long)size, (unsigned)i->align);
    return false;
}

bool legal_atomic(IselCtx *c, const Instr *i)
{
    if (i->op == OP_FENCE)
        return legal_scope(c, i);
    const Type *t = value_type(i);
    Vt vt;
    if (!legal_space(c, i, pointer_of(i)) || !legal_scope(c, i) || !legal_atomic_align(c, i, t))
        return false;
    if (is_i128(t) && (i->op == OP_CMPXCHG || i->op == OP_ATOMICRMW))
        return legal_b128(c, i);
    if (i->op == OP_ATOMICRMW && half_pair_type(t)) /* <2 x half>: isel/lower/half.c */
        return legal_half_pair_rmw(c, i);
    bool ldst = i->op == OP_LOAD || i->op == OP_STORE;
    if (!legal_vt(c, t, i->v.loc, ldst ? "atomic access" : opcode_name(i->op), &vt))
        return false;
    switch (i->op) {
    case OP_CMPXCHG: return legal_cas_type(c, i, vt);
    case OP_ATOMICRMW: return legal_rmw_type(c, i, vt);
    default: return legal_ldst_type(c, i, vt);
    }
}

/* ---------------- DAG ---------------- */

/* A chained node over kids, for instruction i's atomic description. */
static DagNode *atomic_node(IselCtx *c, DagOp op, Vt vt, DagVal *kids, uint32_t nk,
                            const AtomicDesc *d, unsigned as)
{
    uint32_t n = 0;
    for (uint32_t k = 0; k < nk; k++)
        n += kids[k].n;
    DagNode *node = dag_node(c, op, vt, n);
    for (uint32_t k = 0, at = 0; k < nk; k++)
        for (uint32_t p = 0; p < kids[k].n; p++)
            dag_set_kid(node, at++, kids[k].p[p]);
    node->atom = d;
    node->as = as;
    return dag_chained(c, node);
}

/* A node whose results are written to registers: the parts of i's value. */
static DagVal with_results(IselCtx *c, DagNode *n, const Instr *i)
{
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    n->res = dag_result_regs(c, i, tp);
    n->nres = tp->n;
    return dag_result_parts(c, n, tp);
}

/* atomicrmw fadd on <2 x half> or <2 x bfloat>: the pair packed low
 * element first (memory order) into one .b32 ATOMIC marked by its element
 * type (node.evt), atom.add.noftz.f16x2, and the old value unpacked. */
static DagVal pair_rmw(IselCtx *c, DagVal *k, const AtomicDesc *d, unsigned as)
{
    Vt e = k[1].p[0]->vt;
    DagNode *packed = dag_node2(c, DOP_PACK, VT_I32, k[1].p[0], k[1].p[1]);
    k[1] = dag_one(c, packed);
    DagNode *n = atomic_node(c, DOP_ATOMIC, VT_I32, k, 2, d, as);
    n->evt = e;
    DagVal r = dag_val_new(c, 2);
    r.p[0] = dag_node1(c, DOP_LO, e, n);
    r.p[1] = dag_node1(c, DOP_HI, e, n);
    return r;
}

/* The address operand of an atomic through pointer p in space *as.  A
 * generic pointer known to point to global memory (a kernel's pointer
 * parameter and what is derived from it: isel/dag/addrspace.c) is used
 * through its global view, as loads and stores are; so is one whose
 * cast from .global or .shared shows in the DAG (dag_space_view).
 * `atom.global.add` needs no run-time test of which window the address
 * falls in, so ptxas emits a plain global (or shared) atomic instead of a
 * generic one. */
static DagVal atomic_address(IselCtx *c, const Value *p, unsigned *as)
{
    if (*as == 0) {
        unsigned sp;
        DagNode *twin = space_twin_use(c, p, &sp);
        if (twin && sp == 3) {
            *as = sp;
            return dag_one(c, twin);
        }
    }
    DagVal a = dag_parts(c, p);
    if (*as != 0 || a.n != 1)
        return a;
    if (ptr_known_global(c, p)) {
        *as = 1;
        return dag_one(c, dag_global_view(c, a.p[0])); /* a new DagVal: a.p may be shared */
    }
    /* a cast from .global or .shared in sight: atom's other spaces */
    DagNode *v = dag_space_view(c, a.p[0], 1u << 1 | 1u << 3, as);
    return v ? dag_one(c, v) : a;
}

DagVal dag_atomic(IselCtx *c, const Instr *i)
{
    AtomicDesc *d = desc_of(c, i);
    if (i->op == OP_FENCE) {
        atomic_node(c, DOP_FENCE, VT_NONE, NULL, 0, d, 0);
        return (DagVal){NULL, 0};
    }
    unsigned as = shared_cluster_space(c, pointer_of(i), pointer_of(i)->type->addrspace);
    DagVal k[3] = {atomic_address(c, pointer_of(i), &as)};
    narrow_scope(c, d, as);
    switch (i->op) {
    case OP_LOAD:
        return dag_one(c, atomic_node(c, DOP_ATOMIC_LOAD, dag_vt(c, i->v.type), k, 1, d, as));
    case OP_STORE:
        k[1] = k[0], k[0] = dag_parts(c, instr_op(i, 0));
        atomic_node(c, DOP_ATOMIC_STORE, VT_NONE, k, 2, d, as);
        return (DagVal){NULL, 0};
    case OP_ATOMICRMW:
        k[1] = dag_parts(c, instr_op(i, 1));
        if (half_pair_type(i->v.type))
            return pair_rmw(c, k, d, as);
        if (is_i128(i->v.type)) /* the two halves come back in registers */
            return with_results(c, atomic_node(c, DOP_ATOMIC, VT_NONE, k, 2, d, as), i);
        return dag_one(c, atomic_node(c, DOP_ATOMIC, dag_vt(c, i->v.type), k, 2, d, as));
    default: /* cmpxchg: { old, success } */
        k[1] = dag_parts(c, instr_op(i, 1));
        k[2] = dag_parts(c, instr_op(i, 2));
        return with_results(c, atomic_node(c, DOP_CMPXCHG, VT_NONE, k, 3, d, as), i);
    }
}

/* ---------------- llvm.nvvm.atomic.* ---------------- */

/* The operations of the old intrinsics: atomic.OP.gen.{i,f}.SCOPE. */
static const struct {
    const char *name;
    RmwOp op;
} nvvm_ops[] = {
    {"add", RMW_ADD}, {"exch", RMW_XCHG}, {"max", RMW_MAX}, {"min", RMW_MIN},
    {"inc", RMW_UINC_WRAP}, {"dec", RMW_UDEC_WRAP}, {"and", RMW_AND}, {"or", RMW_OR},
    {"xor", RMW_XOR}, {"cas", RMW_XCHG},
};

/* Parse the name: its operation, scope, and whether it is a cas.  The
 * types come from the call.  These intrinsics are relaxed, as LLVM's
 * NVPTX selects them (plain `atom`); the unscoped ones are .gpu, PTX's
 * default scope. */
static bool parse_nvvm_atomic(const char *name, AtomicDesc *d, bool *cas)
{
    const char *s = name + strlen("llvm.nvvm.atomic.");
    *d = (AtomicDesc){.ord = ORD_MONOTONIC, .scope = "gpu"};
    *cas = false;
    if (!strncmp(s, "load.inc.32", 11) || !strncmp(s, "load.dec.32", 11)) {
        d->op = s[5] == 'i' ? RMW_UINC_WRAP : RMW_UDEC_WRAP;
        return true;
    }
    if (!strncmp(s, "load.add.f", 10)) { /* load.add.f32 / .f64 (LLVM <= 12) */
        d->op = RMW_FADD;
        return true;
    }
    for (size_t k = 0; k < sizeof nvvm_ops / sizeof *nvvm_ops; k++) {
        size_t n = strlen(nvvm_ops[k].name);
        if (strncmp(s, nvvm_ops[k].name, n) || strncmp(s + n, ".gen.", 5))
            continue;
        const char *kind = s + n + 5; /* "i.cta.i32.p0"; only add has an f form */
        bool fp = kind[0] == 'f' && nvvm_ops[k].op == RMW_ADD;
        d->op = fp ? RMW_FADD : nvvm_ops[k].op;
        d->scope = !strncmp(kind + 1, ".cta", 4) ? "cta" : "sys";
        *cas = !strcmp(nvvm_ops[k].name, "cas");
        return (kind[0] == 'i' || fp) &&
               (!strncmp(kind + 1, ".cta", 4) || !strncmp(kind + 1, ".sys", 4));
    }
    return false;
}

static bool legal_nvvm_atomic(IselCtx *c, const Instr *i, const AtomicDesc *d, bool cas)
{
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    if (i->nargs != (cas ? 3u : 2u) || instr_op(i, 0)->type->kind != TY_PTR || !tp ||
        tp->n != 1) {
        diag_error(c->diag, i->v.loc, "unsupported: this form of '@%s'",
                   call_callee_fn(i)->v.name);
        return false;
    }
    if (!legal_space(c, i, instr_op(i, 0)))
        return false;
    /* Before sm_60 PTX's atom has no scope and acts at device scope:
     * enough for .cta (a stronger guarantee), too weak for an explicit
     * .sys, which needs atom.sys to be coherent with the host and peer
     * GPUs.  (A plain atomicrmw's default scope stays as llc treats it.) */
    if (!strcmp(d->scope, "sys") && !target_has(c->target, FEAT_ATOM_SCOPE)) {
        diag_error(c->diag, i->v.loc, "'@%s' (system scope) requires sm_60 or newer "
                   "(target is %s)", call_callee_fn(i)->v.name, c->target->name);
        return false;
    }
    if (cas ? legal_cas_type(c, i, tp->vt[0]) : rmw_plan(c->target, d->op, tp->vt[0]) != RMW_NONE)
        return true;
    diag_error(c->diag, i->v.loc, "unsupported: '@%s' on %s for %s", call_callee_fn(i)->v.name,
               vt_name(tp->vt[0]), c->target->name);
    return false;
}

bool atomic_intrinsic(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    AtomicDesc tmp;
    bool cas;
    if (!parse_nvvm_atomic(name, &tmp, &cas))
        return false;
    if (!legal_nvvm_atomic(c, i, &tmp, cas)) {
        *out = dag_unsupported_val(c, i->v.type, NULL);
        return true;
    }
    AtomicDesc *d = arena_alloc(c->dag_arena, sizeof *d);
    *d = tmp;
    unsigned as = instr_op(i, 0)->type->addrspace;
    DagVal k[3] = {atomic_address(c, instr_op(i, 0), &as)};
    narrow_scope(c, d, as);
    for (uint32_t a = 1; a < i->nargs; a++)
        k[a] = dag_parts(c, instr_op(i, a));
    Vt vt = dag_vt(c, i->v.type);
    if (!cas) {
        *out = dag_one(c, atomic_node(c, DOP_ATOMIC, vt, k, 2, d, as));
        return true;
    }
    DagNode *n = atomic_node(c, DOP_CMPXCHG, VT_NONE, k, 3, d, as);
    n->res = dag_result_regs(c, i, type_parts(c, i->v.type, NULL));
    n->nres = 1; /* the old value only: no success flag */
    *out = dag_one(c, dag_reg(c, vt, n->res[0]));
    return true;
}

/* ---------------- selection helpers ---------------- */

/* Record that the atomic being emitted uses feature f (needs.c keeps the
 * PTX version it implies, for .version and --ptx-version). */
static void use_feature(IselCtx *c, Feature f)
{
    isel_need(c, "atom", 0, (int)f, (Loc){0, 0});
}

/* membar level of a scope, for targets without the memory model. */
static const char *membar_level(const char *scope)
{
    return !strcmp(scope, "cta") ? "cta" : !strcmp(scope, "sys") ? "sys" : "gl";
}

/* membar at the level of a scope. */
static void membar(IselCtx *c, const char *scope)
{
    MI0(c, MEMBAR, fn_strf(c, ".%s", membar_level(scope)));
}

/* ".acq_rel.gpu" for the node's ordering o; also emits the fence that goes
 * before (seq_cst, or a release without the memory model). */
static const char *sem_scope(IselCtx *c, const DagNode *n, Ordering o)
{
    const char *scope = n->atom->scope;
    if (!strcmp(scope, "cluster"))
        use_feature(c, FEAT_CLUSTER);
    if (!target_has(c->target, FEAT_MEM_MODEL)) {
        if (is_release(o))
            membar(c, scope);
        if (!target_has(c->target, FEAT_ATOM_SCOPE))
            return "";
        use_feature(c, FEAT_ATOM_SCOPE);
        return fn_strf(c, ".%s", scope);
    }
    use_feature(c, FEAT_MEM_MODEL);
    if (o == ORD_SEQ_CST)
        MI0(c, FENCE, fn_strf(c, ".sc.%s", scope));
    /* seq_cst: the leading fence.sc already makes the atom's write a
     * release (a fence followed by a strong write is a release pattern),
     * so the atom itself is .acquire -- NVIDIA's atomics ABI for a
     * seq_cst read-modify-write (PTX writer's guide to interoperability)
     * and less machine code than .acq_rel */
    const char *sem = o == ORD_ACQUIRE || o == ORD_SEQ_CST ? "acquire"
                      : o == ORD_RELEASE ? "release"
                      : is_acquire(o) ? "acq_rel" : "relaxed";
    return fn_strf(c, ".%s.%s", sem, scope);
}

/* The fence after an acquire, without the memory model. */
static void acquire_after(IselCtx *c, const DagNode *n, Ordering o)
{
    if (!target_has(c->target, FEAT_MEM_MODEL) && is_acquire(o))
        membar(c, n->atom->scope);
}

/* An operand: its register, or the immediate itself (atomic_kid_folds
 * leaves constant operands as leaves), negated when asked. */
MOp atomic_operand(IselCtx *c, const DagNode *k, bool neg)
{
    if (k->root)
        return k->result;
    if (k->op == DOP_CONST)
        return mo_imm(neg ? (int64_t)(0 - (uint64_t)k->ival) : k->ival);
    if (k->op != DOP_FCONST || (k->vt != VT_F32 && k->vt != VT_F64))
        BUG("atomic operand t%u is neither a register nor a constant", k->id);
    if (k->vt == VT_F32)
        return mo_bits(c, 'f', 8, (uint32_t)(k->fbits ^ (neg ? 0x80000000u : 0)));
    return mo_bits(c, 'd', 16, k->fbits ^ (neg ? UINT64_C(1) << 63 : 0));
}

static MOp dst_reg(IselCtx *c, DagNode *n)
{
    VReg r = n->out ? n->out : mf_new_vreg(c, vt_class(n->vt));
    n->result = mo_reg(r);
    return n->result;
}

/* [a]: the address in kid k's register. */
static MOp address(IselCtx *c, const DagNode *n, uint32_t k)
{
    return mo_addr(c, n->kids[k]->result);
}

/* ---------------- atomicrmw ---------------- */

/* PTX op and type suffix of a native atomicrmw; *neg when the value is
 * negated.  Records the features the instruction needs. */
/* A pair of halves in one .b32 (pair_rmw): F16 or BF16, else NONE. */
static Vt pair_elem(const DagNode *n)
{
    return n->vt == VT_I32 && (n->evt == VT_F16 || n->evt == VT_BF16) ? n->evt : VT_NONE;
}

static const char *rmw_op(IselCtx *c, const DagNode *n, const char **ty, bool *neg)
{
    Vt vt = n->vt;
    *neg = false;
    *ty = vt_suffix(vt, 'u');
    if (pair_elem(n) != VT_NONE) { /* legal_half_pair_rmw allowed fadd only */
        bool f16 = pair_elem(n) == VT_F16;
        use_feature(c, f16 ? FEAT_ATOM_F16X2 : FEAT_ATOM_BF16);
        *ty = f16 ? "f16x2" : "bf16x2";
        return "add.noftz";
    }
    switch (n->atom->op) {
    case RMW_XCHG: *ty = vt_bits(vt) == 64 ? "b64" : "b32"; return "exch";
    case RMW_SUB: case RMW_FSUB: *neg = true; break;
    case RMW_ADD: case RMW_FADD: break;
    case RMW_AND: *ty = vt_suffix(vt, 'b'); return "and";
    case RMW_OR: *ty = vt_suffix(vt, 'b'); return "or";
    case RMW_XOR: *ty = vt_suffix(vt, 'b'); return "xor";
    case RMW_MAX: *ty = vt_suffix(vt, 's'); return "max";
    case RMW_MIN: *ty = vt_suffix(vt, 's'); return "min";
    case RMW_UMAX: return "max";
    case RMW_UMIN: return "min";
    case RMW_UINC_WRAP: return "inc";
    case RMW_UDEC_WRAP: return "dec";
    default: BUG("atomicrmw %s is not native", rmw_name(n->atom->op));
    }
    if (vt == VT_F64)
        use_feature(c, FEAT_ATOM_ADD_F64);
    if (vt == VT_F16 || vt == VT_BF16) { /* half and bfloat: add.noftz only */
        use_feature(c, vt == VT_F16 ? FEAT_ATOM_F16 : FEAT_ATOM_BF16);
        return "add.noftz";
    }
    return "add";
}

/* red: no result wanted, an op red has, and no acquire side. */
static bool use_red(const DagNode *n, const char *op, Ordering o)
{
    return n->nuses == 0 && !n->out && !n->extra_out && strcmp(op, "exch") != 0 &&
           !is_acquire(o);
}

/* The value operand of a native rmw, negated for sub/fsub. */
static MOp rmw_value(IselCtx *c, const DagNode *n, bool neg)
{
    MOp val = atomic_operand(c, n->kids[1], neg);
    if (!neg || !n->kids[1]->root)
        return val;
    VReg t = mf_new_vreg(c, vt_class(n->vt));
    MI(c, NEG, vt_dot(n->vt, 's'), mo_reg(t), val);
    return mo_reg(t);
}

static void select_native_rmw(IselCtx *c, DagNode *n)
{
    const char *ty;
    bool neg;
    const char *op = rmw_op(c, n, &ty, &neg);
    MOp val = rmw_value(c, n, neg);
    const char *ss = sem_scope(c, n, n->atom->ord);
    if (n->vt == VT_I64 && strcmp(op, "add") && strcmp(op, "exch") && strcmp(op, "inc") &&
        strcmp(op, "dec"))
        use_feature(c, FEAT_ATOM_B64_LOGIC);
    if (use_red(n, op, n->atom->ord)) {
        MI(c, RED, fn_strf(c, "%s%s.%s.%s", ss, addrspace_qual(n->as), op, ty), address(c, n, 0),
           val);
    } else {
        MOp d = dst_reg(c, n);
        MI(c, ATOM, fn_strf(c, "%s%s.%s.%s", ss, addrspace_qual(n->as), op, ty), d,
           address(c, n, 0), val);
    }
}

/* A 128-bit PTX register, scoped to a { } block: PTX has .b128 values
 * (mov.b128 packs two .b64), but tnvcc's register classes stop at 64
 * bits, so the block declares the three it needs. */
static void b128_begin(IselCtx *c)
{
    use_feature(c, FEAT_ATOM_B128);
    mi_text(c, "{");
    mi_text(c, ".reg .b128 %tnv_q<3>;");
}

/* mov.b128 q, {kids k, k+1}: a 128-bit value from its two halves. */
static void pack_b128(IselCtx *c, const char *q, const DagNode *n, uint32_t k)
{
    MOp halves[2] = {n->kids[k]->result, n->kids[k + 1]->result};
    MI(c, MOV, ".b128", mo_special(q), mo_group(c, '{', halves, 2));
}

/* mov.b128 {res0, res1}, %tnv_q2: the halves of the result. */
static void unpack_b128(IselCtx *c, const DagNode *n)
{
    MOp halves[2] = {mo_reg(n->res[0]), mo_reg(n->res[1])};
    MI(c, MOV, ".b128", mo_group(c, '{', halves, 2), mo_special("%tnv_q2"));
}

/* .sys scope on a 128-bit atom needs PTX 8.4 (ptxas 13 says so). */
static void b128_ptx(IselCtx *c, const DagNode *n)
{
    if (!strcmp(n->atom->scope, "sys"))
        isel_need(c, "atom.sys.b128", 84, -1, isel_node_loc(n));
}

/* atomicrmw xchg i128: atom.exch.b128 (sm_90). */
static void select_xchg_b128(IselCtx *c, DagNode *n, const char *ss)
{
    b128_begin(c);
    pack_b128(c, "%tnv_q0", n, 1);
    MI(c, ATOM, fn_strf(c, "%s%s.exch.b128", ss, addrspace_qual(n->as)), mo_special("%tnv_q2"),
       address(c, n, 0), mo_special("%tnv_q0"));
    unpack_b128(c, n);
    mi_text(c, "}");
    b128_ptx(c, n);
}

/* new = OP(old, v) on i128 halves (lo, hi): n[0..1] from o[0..1], v[0..1]. */
static void b128_compute(IselCtx *c, RmwOp op, const MOp *o, const MOp *v, const MOp *n)
{
    PtxOp bitwise = op == RMW_AND || op == RMW_NAND ? PI_AND : op == RMW_OR ? PI_OR
                    : op == RMW_XOR ? PI_XOR : PI__COUNT;
    if (op == RMW_ADD || op == RMW_SUB) { /* the carry runs from lo into hi */
        mi_emit(c, op == RMW_ADD ? PI_ADD : PI_SUB, ".cc.u64", 3, (MOp[]){n[0], o[0], v[0]});
        mi_emit(c, op == RMW_ADD ? PI_ADDC : PI_SUBC, ".u64", 3, (MOp[]){n[1], o[1], v[1]});
    } else if (bitwise != PI__COUNT) {
        for (int h = 0; h < 2; h++) {
            mi_emit(c, bitwise, ".b64", 3, (MOp[]){n[h], o[h], v[h]});
            if (op == RMW_NAND)
                MI(c, NOT, ".b64", n[h], n[h]);
        }
    } else { /* keep old when it wins: the high halves decide, equal ones the low */
        bool max = op == RMW_MAX || op == RMW_UMAX, sign = op == RMW_MAX || op == RMW_MIN;
        MOp hi = mo_reg(mf_new_vreg(c, RC_P)), eq = mo_reg(mf_new_vreg(c, RC_P)),
            lo = mo_reg(mf_new_vreg(c, RC_P));
        const char *cmp = max ? ".gt" : ".lt";
        MI(c, SETP, fn_strf(c, "%s.%c64", cmp, sign ? 's' : 'u'), hi, o[1], v[1]);
        MI(c, SETP, ".eq.b64", eq, o[1], v[1]);
        MI(c, SETP, fn_strf(c, "%s.u64", cmp), lo, o[0], v[0]);
        MI(c, AND, ".pred", lo, eq, lo);
        MI(c, OR, ".pred", hi, hi, lo);
        for (int h = 0; h < 2; h++)
            MI(c, SELP, ".b64", n[h], o[h], v[h], hi);
    }
}

/* {a, b} */
static MOp pair_group(IselCtx *c, MOp a, MOp b)
{
    return mo_group(c, '{', (MOp[]){a, b}, 2);
}

/* atomicrmw OP i128 (not xchg): PTX has no such atom, so a loop swaps
 * the 128-bit value with atom.cas.b128 until no other thread changed it
 * in between (isel/lower/atomic_loop.c explains the loop; it is the same loop
 * on two 64-bit halves).  The result, old, is the value replaced. */
static void select_rmw_b128_loop(IselCtx *c, DagNode *n, const char *ss)
{
    MOp o[2] = {mo_reg(n->res[0]), mo_reg(n->res[1])};
    MOp v[2] = {n->kids[1]->result, n->kids[2]->result}, nw[2], cur[2];
    for (int h = 0; h < 2; h++) {
        nw[h] = mo_reg(mf_new_vreg(c, RC_RD));
        cur[h] = mo_reg(mf_new_vreg(c, RC_RD));
    }
    MOp p = mo_reg(mf_new_vreg(c, RC_P)), q = mo_reg(mf_new_vreg(c, RC_P));
    MOp q0 = mo_special("%tnv_q0"), q1 = mo_special("%tnv_q1"), q2 = mo_special("%tnv_q2");
    b128_begin(c);
    MOp addr = address(c, n, 0);
    MI(c, LD, fn_strf(c, ".relaxed.%s%s.v2.b64", n->atom->scope, addrspace_qual(n->as)),
       pair_group(c, o[0], o[1]), addr); /* a first guess */
    const char *l = mf_local_label(c);
    mi_text(c, fn_strf(c, "%s:", l));
    b128_compute(c, n->atom->op, o, v, nw);
    MI(c, MOV, ".b128", q0, pair_group(c, o[0], o[1]));
    MI(c, MOV, ".b128", q1, pair_group(c, nw[0], nw[1]));
    MI(c, ATOM, fn_strf(c, "%s%s.cas.b128", ss, addrspace_qual(n->as)), q2, addr, q0, q1);
    MI(c, MOV, ".b128", pair_group(c, cur[0], cur[1]), q2);
    MI(c, SETP, ".ne.b64", p, cur[0], o[0]);
    MI(c, SETP, ".ne.b64", q, cur[1], o[1]);
    MI(c, OR, ".pred", p, p, q);
    MI(c, MOV, ".b64", o[0], cur[0]);
    MI(c, MOV, ".b64", o[1], cur[1]);
    mi_guard(MI(c, BRA, "", mo_sym(l)), p.reg, false);
    mi_text(c, "}");
    b128_ptx(c, n);
}

static void select_rmw(IselCtx *c, DagNode *n)
{
    Ordering o = n->atom->ord;
    if (n->nres == 2 && n->atom->op != RMW_XCHG)
        select_rmw_b128_loop(c, n, sem_scope(c, n, o));
    else if (n->nres == 2)
        select_xchg_b128(c, n, sem_scope(c, n, o));
    else if (pair_elem(n) == VT_NONE && rmw_plan(c->target, n->atom->op, n->vt) == RMW_LOOP)
        atomic_rmw_loop(c, n, sem_scope(c, n, o), dst_reg(c, n));
    else
        select_native_rmw(c, n);
    acquire_after(c, n, o);
}

/* ---------------- cmpxchg ---------------- */

/* The success flag of a native cmpxchg, when the value has one. */
static void cas_success(IselCtx *c, const DagNode *n, Vt vt)
{
    if (n->nres < 2)
        return;
    MI(c, SETP, fn_strf(c, ".eq%s", vt_dot(vt, 's')), mo_reg(n->res[1]), mo_reg(n->res[0]),
       atomic_operand(c, n->kids[1], false));
}

/* cmpxchg i128: atom.cas.b128, then both halves compared. */
static void select_cas_b128(IselCtx *c, DagNode *n, const char *ss)
{
    b128_begin(c);
    pack_b128(c, "%tnv_q0", n, 1);
    pack_b128(c, "%tnv_q1", n, 3);
    MI(c, ATOM, fn_strf(c, "%s%s.cas.b128", ss, addrspace_qual(n->as)), mo_special("%tnv_q2"),
       address(c, n, 0), mo_special("%tnv_q0"), mo_special("%tnv_q1"));
    unpack_b128(c, n);
    mi_text(c, "}");
    b128_ptx(c, n);
    MOp p = mo_reg(mf_new_vreg(c, RC_P)), q = mo_reg(mf_new_vreg(c, RC_P));
    MI(c, SETP, ".eq.b64", p, mo_reg(n->res[0]), n->kids[1]->result);
    MI(c, SETP, ".eq.b64", q, mo_reg(n->res[1]), n->kids[2]->result);
    MI(c, AND, ".pred", mo_reg(n->res[2]), p, q);
}

static void select_cas(IselCtx *c, DagNode *n)
{
    Ordering o = n->atom->ord;
    Vt vt = n->kids[1]->vt;
    const char *ss = sem_scope(c, n, o);
    if (n->nkids == 5) {
        select_cas_b128(c, n, ss);
    } else if (vt == VT_I8 || (vt == VT_I16 && !target_has(c->target, FEAT_ATOM_CAS_B16))) {
        atomic_cas_loop(c, n, ss);
    } else {
        if (vt == VT_I16)
            use_feature(c, FEAT_ATOM_CAS_B16);
        MI(c, ATOM, fn_strf(c, "%s%s.cas%s", ss, addrspace_qual(n->as), vt_dot(vt, 'b')),
           mo_reg(n->res[0]), address(c, n, 0), atomic_operand(c, n->kids[1], false),
           atomic_operand(c, n->kids[2], false));
        cas_success(c, n, vt);
    }
    acquire_after(c, n, o);
}

/* ---------------- atomic load and store ---------------- */

/* ld/st with .relaxed/.acquire/.release and a scope (mem-model), else
 * .volatile, which before sm_70 orders nothing: membar does that. */
static const char *ldst_sem(IselCtx *c, const DagNode *n, bool store)
{
    const AtomicDesc *d = n->atom;
    if (!target_has(c->target, FEAT_MEM_MODEL))
        return ".volatile";
    use_feature(c, FEAT_MEM_MODEL);
    if (!strcmp(d->scope, "cluster"))
        use_feature(c, FEAT_CLUSTER);
    if (d->ord == ORD_SEQ_CST)
        MI0(c, FENCE, fn_strf(c, ".sc.%s", d->scope));
    /* a seq_cst store after its fence.sc is .relaxed (the fence makes it a
     * release pattern; the same atomics ABI) */
    if (store ? is_release(d->ord) && d->ord != ORD_SEQ_CST : is_acquire(d->ord))
        return fn_strf(c, ".%s.%s", store ? "release" : "acquire", d->scope);
    if (d->is_volatile) /* .volatile is .relaxed.sys, and never elided */
        return ".volatile";
    return fn_strf(c, ".relaxed.%s", d->scope);
}

static void membar_if(IselCtx *c, const DagNode *n, bool cond)
{
    if (cond && !target_has(c->target, FEAT_MEM_MODEL))
        membar(c, n->atom->scope);
}

static void select_atomic_load(IselCtx *c, DagNode *n)
{
    Ordering o = n->atom->ord;
    membar_if(c, n, o == ORD_SEQ_CST);
    const char *sem = ldst_sem(c, n, false);
    MOp d = dst_reg(c, n);
    MI(c, LD, fn_strf(c, "%s%s%s", sem, addrspace_qual(n->as), vt_dot(n->vt, 'm')), d,
       address(c, n, 0));
    membar_if(c, n, is_acquire(o));
}

static void select_atomic_store(IselCtx *c, DagNode *n)
{
    Ordering o = n->atom->ord;
    membar_if(c, n, is_release(o));
    const char *sem = ldst_sem(c, n, true);
    MI(c, ST, fn_strf(c, "%s%s%s", sem, addrspace_qual(n->as), vt_dot(n->kids[0]->vt, 'm')),
       address(c, n, 1), atomic_operand(c, n->kids[0], false));
    membar_if(c, n, o == ORD_SEQ_CST);
}

/* ---------------- fence ---------------- */

/* fence: fence.sc / fence.acq_rel at the scope, or membar before sm_70.
 * A singlethread fence only orders against signal handlers: no code. */
static void select_fence(IselCtx *c, const DagNode *n)
{
    const AtomicDesc *d = n->atom;
    if (d->singlethread)
        return;
    if (!strcmp(d->scope, "cluster"))
        use_feature(c, FEAT_CLUSTER);
    if (!target_has(c->target, FEAT_MEM_MODEL)) {
        membar(c, d->scope);
        return;
    }
    use_feature(c, FEAT_MEM_MODEL);
    MI0(c, FENCE, fn_strf(c, ".%s.%s", d->ord == ORD_SEQ_CST ? "sc" : "acq_rel", d->scope));
}

bool select_atomic(IselCtx *c, DagNode *n)
{
    switch (n->op) {
    case DOP_ATOMIC: select_rmw(c, n); return true;
    case DOP_CMPXCHG: select_cas(c, n); return true;
    case DOP_FENCE: select_fence(c, n); return true;
    case DOP_ATOMIC_LOAD: select_atomic_load(c, n); return true;
    case DOP_ATOMIC_STORE: select_atomic_store(c, n); return true;
    default: return false;
    }
}

/* Constant operands stay immediates where PTX takes one: the value of an
 * atom or st (not a 16-bit float: PTX has no such literal), never the
 * address, never the halves of a 128-bit value (mov.b128 packs
 * registers). */
bool atomic_kid_folds(const DagNode *n, uint32_t k)
{
    const DagNode *kid = n->kids[k];
    bool imm = dag_is_const(kid) && kid->vt != VT_F16 && kid->vt != VT_BF16;
    switch (n->op) {
    case DOP_ATOMIC: return k > 0 && imm && n->nkids == 2;
    case DOP_CMPXCHG: return k > 0 && imm && n->nkids == 3;
    case DOP_ATOMIC_STORE: return k == 0 && imm;
    default: return false;
    }
}
