/*
 * isel/atomic.c -- atomicrmw, cmpxchg and fence.
 *
 * Duties, in pipeline order: legal_atomic rejects (with a located
 * "unsupported") every atomic this version cannot select -- the operation,
 * type, address space, synchronization scope and target feature are all
 * checked here, so the later steps never fail; dag_atomic builds one
 * chained DOP_HAND node; select_atomic (selector layer 1) writes the PTX.
 *
 * Lowering.  An atomicrmw is one `atom` (or `red` when its result is
 * unused and the ordering allows it: red has no acquire form):
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
 *           seq_cst -> `fence.sc.scope` then .acq_rel (the mapping of the
 *           PTX ISA's memory-consistency chapter).  Without it, `membar`
 *           before (release side) and after (acquire side).
 * `sub` is an `add` of the negated value (PTX has no atom.sub), `fsub`
 * likewise; uinc_wrap and udec_wrap are exactly atom.inc and atom.dec.
 *
 * cmpxchg returns { T, i1 }: two parts (isel/parts.c), the old T (the
 * atom.cas node) and the success flag, `setp.eq` of the old value against
 * the compare operand.
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

/* ---------------- legality ---------------- */

static bool need_feature(IselCtx *c, const Instr *i, Feature f, const char *what)
{
    if (target_has(c->target, f))
        return true;
    const Target *t = feature_introduced_by(f, 0);
    diag_error(c->diag, i->v.loc, "unsupported: %s needs %s or newer (target is %s)", what,
               t ? t->name : "a newer target", c->target->name);
    return false;
}

static bool legal_scope(IselCtx *c, const Instr *i)
{
    const char *s = scope_name(i->syncscope);
    if (!s) {
        diag_error(c->diag, i->v.loc, "unsupported: synchronization scope '%s'",
                   i->syncscope);
        return false;
    }
    if (!strcmp(s, "cluster") && !need_feature(c, i, FEAT_CLUSTER, "syncscope(\"cluster\")"))
        return false;
    return true;
}

/* Which (operation, type) pairs PTX's atom has. */
static bool legal_rmw_type(IselCtx *c, const Instr *i, Vt vt)
{
    RmwOp op = (RmwOp)i->rmw;
    switch (op) {
    case RMW_XCHG: return vt == VT_I32 || vt == VT_I64 || vt == VT_F32 || vt == VT_F64;
    case RMW_ADD: case RMW_SUB: return vt == VT_I32 || vt == VT_I64;
    case RMW_AND: case RMW_OR: case RMW_XOR: case RMW_MAX: case RMW_MIN:
    case RMW_UMAX: case RMW_UMIN:
        if (vt == VT_I64)
            return need_feature(c, i, FEAT_ATOM_B64_LOGIC, "64-bit atomic logic/min/max");
        return vt == VT_I32;
    case RMW_UINC_WRAP: case RMW_UDEC_WRAP: return vt == VT_I32;
    case RMW_FADD: case RMW_FSUB:
        if (vt == VT_F64)
            return need_feature(c, i, FEAT_ATOM_ADD_F64, "atomic fadd on double");
        return vt == VT_F32;
    default: return false;
    }
}

static bool legal_space(IselCtx *c, const Instr *i)
{
    const Type *pt = instr_op(i, 0)->type;
    unsigned as = pt->kind == TY_PTR ? pt->addrspace : 99;
    if (as == 0 || as == 1 || as == 3)
        return true;
    if (as == 7) /* another CTA's shared memory: atom.shared::cluster */
        return legal_cluster_space(c, i->v.loc, opcode_name(i->op));
    diag_error(c->diag, i->v.loc, "unsupported: %s through address space %u (atomics "
               "take global, shared or generic pointers)", opcode_name(i->op), as);
    return false;
}

static bool legal_rmw_or_cas(IselCtx *c, const Instr *i)
{
    const Type *t = i->op == OP_CMPXCHG ? instr_op(i, 1)->type : i->v.type;
    Vt vt;
    if (!legal_space(c, i) || !legal_scope(c, i) || !legal_vt(c, t, i->v.loc, opcode_name(i->op), &vt))
        return false;
    if (i->op == OP_CMPXCHG) {
        if (vt != VT_I32 && vt != VT_I64) {
            diag_error(c->diag, i->v.loc, "unsupported: cmpxchg of %s (i32 and i64 only)",
                       vt_name(vt));
            return false;
        }
        return true;
    }
    if (legal_rmw_type(c, i, vt))
        return true;
    if (!isel_failed(c))
        diag_error(c->diag, i->v.loc, "unsupported: atomicrmw %s on %s", rmw_name((RmwOp)i->rmw),
                   vt_name(vt));
    return false;
}

bool legal_atomic(IselCtx *c, const Instr *i)
{
    if (i->op == OP_FENCE) {
        if (!legal_scope(c, i))
            return false;
        return true;
    }
    return legal_rmw_or_cas(c, i);
}

/* ---------------- DAG ---------------- */

DagVal dag_atomic(IselCtx *c, const Instr *i)
{
    if (i->op == OP_FENCE) {
        dag_chained(c, dag_node(c, DOP_FENCE, VT_NONE, 0));
        return (DagVal){NULL, 0};
    }
    DagNode *ptr = dag_value(c, instr_op(i, 0)), *a = dag_value(c, instr_op(i, 1));
    if (i->op == OP_ATOMICRMW) {
        DagNode *n = dag_node2(c, DOP_ATOMIC, dag_vt(c, i->v.type), ptr, a);
        n->as = shared_cluster_space(c, instr_op(i, 0), instr_op(i, 0)->type->addrspace);
        return dag_one(c, dag_chained(c, n));
    }
    DagNode *b = dag_value(c, instr_op(i, 2));
    DagNode *n = dag_node(c, DOP_CMPXCHG, a->vt, 3);
    dag_set_kid(n, 0, ptr);
    dag_set_kid(n, 1, a);
    dag_set_kid(n, 2, b);
    n->as = shared_cluster_space(c, instr_op(i, 0), instr_op(i, 0)->type->addrspace);
    DagVal r = dag_val_new(c, 2); /* { old value, success } */
    r.p[0] = dag_chained(c, n);
    r.p[1] = dag_setcc(c, PRED_EQ, n, dag_value(c, instr_op(i, 1)));
    return r;
}

/* ---------------- selection ---------------- */

static void use_feature(IselCtx *c, Feature f)
{
    c->mf->features |= TNV_FEATURE_BIT(f);
}

/* membar level of a scope, for targets without the memory model. */
static const char *membar_level(const char *scope)
{
    return !strcmp(scope, "cta") ? "cta" : !strcmp(scope, "sys") ? "sys" : "gl";
}

/* ".acq_rel.gpu" for the node's instruction; also emits the fence that
 * goes before (seq_cst, or a release without the memory model). */
static const char *sem_scope(IselCtx *c, const DagNode *n, Ordering o)
{
    const char *scope = scope_name(n->ir->syncscope);
    if (!strcmp(scope, "cluster"))
        use_feature(c, FEAT_CLUSTER);
    if (!target_has(c->target, FEAT_MEM_MODEL)) {
        if (is_release(o))
            mf_emitf(c, "membar.%s;", membar_level(scope));
        if (!target_has(c->target, FEAT_ATOM_SCOPE))
            return "";
        use_feature(c, FEAT_ATOM_SCOPE);
        return fn_strf(c, ".%s", scope);
    }
    use_feature(c, FEAT_MEM_MODEL);
    if (o == ORD_SEQ_CST)
        mf_emitf(c, "fence.sc.%s;", scope);
    const char *sem = o == ORD_ACQUIRE ? "acquire" : o == ORD_RELEASE ? "release"
                      : is_acquire(o) ? "acq_rel" : "relaxed";
    return fn_strf(c, ".%s.%s", sem, scope);
}

/* The fence after an acquire, without the memory model. */
static void acquire_after(IselCtx *c, const DagNode *n, Ordering o)
{
    if (!target_has(c->target, FEAT_MEM_MODEL) && is_acquire(o))
        mf_emitf(c, "membar.%s;", membar_level(scope_name(n->ir->syncscope)));
}

/* An operand: its register, or the immediate itself (dag.c leaves
 * constant operands of atomics as leaves), negated when asked. */
static const char *operand(IselCtx *c, const DagNode *k, bool neg)
{
    if (k->root)
        return k->result;
    if (k->op == DOP_CONST)
        return fn_strf(c, "%lld", (long long)(neg ? (int64_t)(0 - (uint64_t)k->ival) : k->ival));
    if (k->op != DOP_FCONST)
        BUG("atomic operand t%u is neither a register nor a constant", k->id);
    if (k->vt == VT_F32)
        return fn_strf(c, "0f%08X", (unsigned)(k->fbits ^ (neg ? 0x80000000u : 0)));
    return fn_strf(c, "0d%016llX",
                   (unsigned long long)(k->fbits ^ (neg ? UINT64_C(1) << 63 : 0)));
}

static const char *dst_reg(IselCtx *c, DagNode *n)
{
    VReg r = n->out ? n->out : mf_new_vreg(c, vt_class(n->vt));
    n->result = vreg_name(c, r);
    return n->result;
}

/* PTX op and type suffix of an atomicrmw; *neg when the value is negated. */
static const char *rmw_op(const DagNode *n, const char **ty, bool *neg)
{
    Vt vt = n->vt;
    *neg = false;
    *ty = vt_suffix(vt, 'u');
    switch ((RmwOp)n->ir->rmw) {
    case RMW_XCHG: *ty = vt_bits(vt) == 64 ? "b64" : "b32"; return "exch";
    case RMW_SUB: case RMW_FSUB: *neg = true; return "add";
    case RMW_ADD: case RMW_FADD: return "add";
    case RMW_AND: *ty = vt_suffix(vt, 'b'); return "and";
    case RMW_OR: *ty = vt_suffix(vt, 'b'); return "or";
    case RMW_XOR: *ty = vt_suffix(vt, 'b'); return "xor";
    case RMW_MAX: *ty = vt_suffix(vt, 's'); return "max";
    case RMW_MIN: *ty = vt_suffix(vt, 's'); return "min";
    case RMW_UMAX: return "max";
    case RMW_UMIN: return "min";
    case RMW_UINC_WRAP: return "inc";
    case RMW_UDEC_WRAP: return "dec";
    default: BUG("atomicrmw %s passed legalization", rmw_name((RmwOp)n->ir->rmw));
    }
}

/* red: no result wanted, an op red has, and no acquire side. */
static bool use_red(const DagNode *n, const char *op, Ordering o)
{
    return n->nuses == 0 && !n->out && !n->extra_out && strcmp(op, "exch") != 0 &&
           !is_acquire(o);
}

static void select_rmw(IselCtx *c, DagNode *n)
{
    Ordering o = (Ordering)n->ir->ordering;
    const char *ty, *val;
    bool neg;
    const char *op = rmw_op(n, &ty, &neg);
    val = operand(c, n->kids[1], neg);
    if (neg && n->kids[1]->root) {
        const char *t = vreg_name(c, mf_new_vreg(c, vt_class(n->vt)));
        mf_emitf(c, "neg.%s %s, %s;", vt_suffix(n->vt, 's'), t, val);
        val = t;
    }
    const char *ss = sem_scope(c, n, o);
    if (use_red(n, op, o)) {
        mf_emitf(c, "red%s%s.%s.%s [%s], %s;", ss, addrspace_qual(n->as), op, ty,
                 n->kids[0]->result, val);
        n->result = "";
    } else {
        mf_emitf(c, "atom%s%s.%s.%s %s, [%s], %s;", ss, addrspace_qual(n->as), op, ty,
                 dst_reg(c, n), n->kids[0]->result, val);
    }
    acquire_after(c, n, o);
}

static void select_cas(IselCtx *c, DagNode *n)
{
    Ordering o = cas_ordering(n->ir);
    const char *ss = sem_scope(c, n, o);
    mf_emitf(c, "atom%s%s.cas.%s %s, [%s], %s, %s;", ss, addrspace_qual(n->as),
             vt_suffix(n->vt, 'b'), dst_reg(c, n), n->kids[0]->result,
             operand(c, n->kids[1], false), operand(c, n->kids[2], false));
    acquire_after(c, n, o);
}

/* fence: fence.sc / fence.acq_rel at the scope, or membar before sm_70.
 * A singlethread fence only orders against signal handlers: no code. */
static void select_fence(IselCtx *c, const DagNode *n)
{
    const char *sync = n->ir->syncscope;
    if (sync && !strcmp(sync, "singlethread"))
        return;
    const char *scope = scope_name(sync);
    if (!strcmp(scope, "cluster"))
        use_feature(c, FEAT_CLUSTER);
    if (!target_has(c->target, FEAT_MEM_MODEL)) {
        mf_emitf(c, "membar.%s;", membar_level(scope));
        return;
    }
    use_feature(c, FEAT_MEM_MODEL);
    mf_emitf(c, "fence.%s.%s;", n->ir->ordering == ORD_SEQ_CST ? "sc" : "acq_rel", scope);
}

bool select_atomic(IselCtx *c, DagNode *n)
{
    switch (n->op) {
    case DOP_ATOMIC: select_rmw(c, n); return true;
    case DOP_CMPXCHG: select_cas(c, n); return true;
    case DOP_FENCE: select_fence(c, n); return true;
    default: return false;
    }
}
