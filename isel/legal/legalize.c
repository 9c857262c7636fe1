/*
 * isel/legal/legalize.c -- from IR types to machine value types, and the gate
 * that keeps everything this version cannot select out of the selector.
 *
 * Types map the NVPTX way: i1 is a predicate (%p); i8 is computed in a
 * 16-bit register (%rs) whose upper byte is undefined; i16, half and
 * bfloat %rs, i32 %r, i64 %rd; float %f, double %fd; pointers are i64 (i32
 * with a 32-bit triple).  Vectors, structs, arrays and i128 are split into
 * parts of those (parts.c).  What cannot be represented (i24, fp128, ...)
 * legal_function reports as a located "error: unsupported: ..." naming
 * it, before any DAG is built, so that the selector itself never meets an
 * illegal type (it would be a BUG there, not a user error).
 *
 * Invariant: legal_function reports every problem of a function (not just
 * the first) and returns false iff it reported one.
 */
#include <string.h>

#include "isel/isel.h"

static const struct {
    const char *name;
    unsigned bits;
    RegClass rc;
    const char *s, *u, *b, *m;
    const char *ds, *du, *db, *dm; /* the same with the dot: ".s32" */
} vt_info[] = {
#define X(e, sp, bits, rc, sg, us, bs, ms)                                      \
    {sp, bits, RC_##rc, sg, us, bs, ms, "." sg, "." us, "." bs, "." ms},
    ISEL_VTS(X)
#undef X
};
static const struct {
    const char *prefix, *decl;
} rc_info[] = {
#define X(e, p, t) {p, t},
    ISEL_REG_CLASSES(X)
#undef X
};
static const struct {
    const char *name;
    unsigned flags;
} op_info[] = {
#define X(e, n, f) {#e, f},
    ISEL_DAG_OPS(X)
#undef X
};

const char *vt_name(Vt vt) { return vt_info[vt].name; }
unsigned vt_bits(Vt vt) { return vt_info[vt].bits; }
RegClass vt_class(Vt vt) { return vt_info[vt].rc; }
bool vt_is_float(Vt vt)
{
    return vt == VT_F16 || vt == VT_BF16 || vt == VT_F32 || vt == VT_F64;
}
const char *rc_prefix(RegClass rc) { return rc_info[rc].prefix; }
const char *rc_decl(RegClass rc) { return rc_info[rc].decl; }
const char *dagop_name(DagOp op) { return op_info[op].name; }
unsigned dagop_flags(DagOp op) { return op_info[op].flags; }

const char *vt_suffix(Vt vt, char kind)
{
    switch (kind) {
    case 's': return vt_info[vt].s;
    case 'u': return vt_info[vt].u;
    case 'm': return vt_info[vt].m;
    default: return vt_info[vt].b;
    }
}

const char *vt_dot(Vt vt, char kind)
{
    switch (kind) {
    case 's': return vt_info[vt].ds;
    case 'u': return vt_info[vt].du;
    case 'm': return vt_info[vt].dm;
    default: return vt_info[vt].db;
    }
}

Vt ptr_vt(const IselCtx *c) { return c->ptr_bits == 32 ? VT_I32 : VT_I64; }

unsigned ptr_type_bits(const IselCtx *c, const Type *t)
{
    return t->kind == TY_PTR && t->addrspace == 6 && c->tmem_ptr32 ? 32 : c->ptr_bits;
}

const char *addrspace_qual(unsigned as)
{
    switch (as) {
    case 0: return "";
    case 1: return ".global";
    case 3: return ".shared";
    case 4: return ".const";
    case 5: return ".local";
    case 7: return ".shared::cluster"; /* sm_90: legal_cluster_space */
    case 101: return ".param";
    default: return NULL;
    }
}

bool legal_vt(IselCtx *c, const Type *t, Loc loc, const char *what, Vt *out)
{
    const TypeParts *tp = type_parts(c, t, NULL);
    if (tp && tp->n == 1) {
        *out = tp->vt[0];
        return true;
    }
    char buf[128];
    diag_error(c->diag, loc, "unsupported: %s of type '%s' (a scalar is needed here)", what,
               type_str(t, buf, sizeof buf));
    return false;
}

/* ---------------- signatures ---------------- */

static const char *fn_name(const Global *fn) { return fn->v.name ? fn->v.name : ""; }

/* A parameter: its value type (byval: the pointee) must have parts. */
static bool legal_param(IselCtx *c, const Global *fn, uint32_t i, Loc loc)
{
    const AttrList *al = fn->param_attrs ? &fn->param_attrs[i] : NULL;
    if (al && attr_find(c->m, al, ATTR_BYREF)) {
        diag_error(c->diag, loc, "unsupported: byref parameter %u of '@%s'", i, fn_name(fn));
        return false;
    }
    uint32_t align;
    const Type *t = param_value_type(c, al, fn->fnty->mem[i], &align);
    /* A parameter of no bytes ({ [0 x float] }) would be a .param array of
     * length 0, which ptxas takes only as the last parameter; llc refuses
     * them all ("Empty parameter types are not supported"), and so do we. */
    if (type_is_sized(t) && t->kind != TY_VOID && type_size(t, c->ptr_bits) == 0) {
        diag_error(c->diag, loc, "unsupported: parameter %u of '@%s' has a type of no bytes",
                   i, fn_name(fn));
        return false;
    }
    return legal_type(c, t, loc, "parameter");
}

bool legal_signature(IselCtx *c, const Global *fn, Loc loc)
{
    bool ok = true;
    const Type *ret = fn->fnty->elem;
    if (fn->fnty->vararg) {
        diag_error(c->diag, loc, "unsupported: variadic function '@%s'", fn_name(fn));
        return false;
    }
    if (ret->kind != TY_VOID)
        ok = legal_type(c, ret, loc, "return value");
    for (uint32_t i = 0; i < fn->fnty->nmem; i++)
        ok &= legal_param(c, fn, i, loc);
    return ok;
}

/* ---------------- instructions ---------------- */

/* The opcodes this version selects (the rest are reported by name). */
static bool opcode_supported(Opcode op)
{
    switch (op) {
    case OP_RET: case OP_BR: case OP_UNREACHABLE: case OP_FNEG:
    case OP_ADD: case OP_FADD: case OP_SUB: case OP_FSUB: case OP_MUL:
    case OP_FMUL: case OP_UDIV: case OP_SDIV: case OP_FDIV: case OP_FREM: case OP_UREM:
    case OP_SREM: case OP_SHL: case OP_LSHR: case OP_ASHR: case OP_AND:
    case OP_OR: case OP_XOR: case OP_LOAD: case OP_STORE: case OP_GEP:
    case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_FPTRUNC: case OP_FPEXT:
    case OP_FPTOUI: case OP_FPTOSI: case OP_UITOFP: case OP_SITOFP:
    case OP_PTRTOINT: case OP_INTTOPTR: case OP_BITCAST: case OP_ADDRSPACECAST:
    case OP_ICMP: case OP_FCMP: case OP_PHI: case OP_SELECT: case OP_CALL:
    case OP_FREEZE: case OP_ATOMICRMW: case OP_CMPXCHG: case OP_FENCE:
    case OP_EXTRACTVALUE: case OP_INSERTVALUE: case OP_EXTRACTELEMENT:
    case OP_INSERTELEMENT: case OP_SHUFFLEVECTOR: case OP_ALLOCA: case OP_SWITCH:
        return true;
    default:
        return false;
    }
}

/* Address space 7 is .shared::cluster: the shared memory of any CTA of the
 * thread's cluster (distributed shared memory), which only sm_90 and later
 * have.  The function then needs the cluster feature for .version. */
bool legal_cluster_space(IselCtx *c, Loc loc, const char *what)
{
    if (target_has(c->target, FEAT_CLUSTER)) {
        c->mf->features |= TNV_FEATURE_BIT(FEAT_CLUSTER);
        return true;
    }
    const Target *t = feature_introduced_by(FEAT_CLUSTER, 0);
    diag_error(c->diag, loc, "unsupported: %s through address space 7 (.shared::cluster) "
               "needs %s or newer (target is %s)", what, t ? t->name : "a newer target",
               c->target->name);
    return false;
}

enum { BOOL_VECTOR_MAX = 128 }; /* bits: i128 is the widest integer */

static bool legal_memory(IselCtx *c, const Instr *i)
{
    const Value *ptr = instr_op(i, i->op == OP_LOAD ? 0 : 1);
    const Type *vt = i->op == OP_LOAD ? i->v.type : instr_op(i, 0)->type;
    const char *what = i->op == OP_LOAD ? "load" : "store";
    if (i->flags & IF_ATOMIC)
        return legal_atomic(c, i); /* load/store atomic: isel/lower/atomic.c */
    if (ptr->type->kind != TY_PTR || !addrspace_qual(ptr->type->addrspace)) {
        diag_error(c->diag, i->v.loc, "unsupported: %s through address space %u", what,
                   ptr->type->kind == TY_PTR ? ptr->type->addrspace : 0);
        return false;
    }
    if (ptr->type->addrspace == 7 && !legal_cluster_space(c, i->v.loc, what))
        return false;
    if (!legal_type(c, vt, i->v.loc, what))
        return false;
    /* A plain vector of i1 goes through the integer of its bytes
     * (dag/dag_mem.c), up to i128; inside an aggregate it has no byte
     * offsets to go to. */
    if (type_is_bool_vector(vt) && vt->count <= BOOL_VECTOR_MAX)
        return true;
    if (type_has_bool_vector(vt)) {
        diag_error(c->diag, i->v.loc, "unsupported: %s of %s", what,
                   type_is_bool_vector(vt) ? "a vector of more than 128 i1"
                                           : "an aggregate holding a vector of i1");
        return false;
    }
    return true;
}

static bool legal_operands(IselCtx *c, const Instr *i)
{
    uint32_t n = i->op == OP_CALL ? i->nargs : i->nops;
    for (uint32_t k = 0; k < n; k++) {
        const Value *v = instr_op(i, k);
        if (v->kind == VK_BLOCK || v->kind == VK_MDVALUE)
            continue;
        if ((i->op == OP_GEP || i->op == OP_EXTRACTELEMENT || i->op == OP_INSERTELEMENT) &&
            v->type->kind == TY_INT && v->type->bits <= 64)
            continue; /* any index width is fine: it is extended */
        if (!legal_type(c, v->type, i->v.loc, "operand"))
            return false;
    }
    return true;
}

/* Does another block, or a phi, read i's result?  Such a value gets its
 * registers in phi.c before any DAG is built. */
static bool read_elsewhere(const Instr *i)
{
    for (const Use *u = i->v.uses; u; u = u->next) {
        const Instr *user = u->user && u->user->kind == VK_INSTR ? (const Instr *)u->user : NULL;
        if (user && (user->parent != i->parent || user->op == OP_PHI))
            return true;
    }
    return false;
}

static bool legal_instr(IselCtx *c, const Instr *i)
{
    if (!opcode_supported(i->op)) {
        diag_error(c->diag, i->v.loc, "unsupported: the '%s' instruction", opcode_name(i->op));
        return false;
    }
    /* A call is checked when its DAG is built (intrinsics by name), but a
     * result read in another block needs registers first: its type must
     * have parts now (a `token` of llvm.experimental.convergence.* read by
     * a later block's operand bundle reached phi.c without any). */
    if (i->op == OP_CALL)
        return !instr_has_result(i) || !read_elsewhere(i) ||
               legal_type(c, i->v.type, i->v.loc, "call result");
    if (i->op == OP_LOAD || i->op == OP_STORE)
        return legal_memory(c, i);
    if (i->op == OP_ATOMICRMW || i->op == OP_CMPXCHG || i->op == OP_FENCE)
        return legal_narrow(c, i) && legal_atomic(c, i);
    if (i->op == OP_ALLOCA)
        return legal_alloca(c, i);
    if (instr_has_result(i) && !legal_type(c, i->v.type, i->v.loc, opcode_name(i->op)))
        return false;
    return legal_operands(c, i);
}

bool legal_function(IselCtx *c, const Global *fn)
{
    bool ok = legal_signature(c, fn, fn->v.loc);
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next)
            ok &= legal_instr(c, i);
    return ok;
}
