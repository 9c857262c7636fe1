/*
 * verify/typecheck_mem.c -- LLVM's type rules for memory instructions:
 * alloca, load, store, cmpxchg, atomicrmw, fence and getelementptr.
 * (The NVVM restrictions on the same instructions -- address spaces,
 * atomic loads, i32/i64/i128 cmpxchg -- are in verify/instr.c.)
 *
 * Invariants: as in typecheck.c -- types compare with `==`, missing
 * operands are tolerated, each message names the instruction.
 */
#include "verify/vctx.h"

static Type *op_type(const Instr *i, uint32_t k)
{
    Value *v = k < i->nops ? instr_op(i, k) : NULL;
    return v ? v->type : NULL;
}

static bool is_ptr(const Type *t) { return t && t->kind == TY_PTR; }

static void need_ptr(VerifyCtx *c, Instr *i, uint32_t k, const char *what)
{
    char a[96];
    Type *t = op_type(i, k);
    if (t && !is_ptr(t))
        vc_error(c, instr_loc(c, i), "the %s of '%s' must be a pointer, not "
                 "'%s'", what, opcode_name(i->op), tystr(t, a, sizeof a));
}

/* Loaded and stored values: sized first-class types. */
static void need_storable(VerifyCtx *c, Instr *i, const Type *t)
{
    char a[96];
    if (t && (!type_is_first_class(t) || !type_is_sized(t) || t->kind == TY_LABEL))
        vc_error(c, instr_loc(c, i), "'%s' cannot move a value of type '%s' "
                 "to or from memory", opcode_name(i->op), tystr(t, a, sizeof a));
}

static void check_alloca(VerifyCtx *c, Instr *i)
{
    char a[96];
    Type *n = op_type(i, 0);
    if (n && !type_is_int(n))
        vc_error(c, instr_loc(c, i), "the element count of 'alloca' must be "
                 "an integer, not '%s'", tystr(n, a, sizeof a));
    if (i->aux_type && !type_is_sized(i->aux_type))
        vc_error(c, instr_loc(c, i), "'alloca' of type '%s', which has no "
                 "size", tystr(i->aux_type, a, sizeof a));
    if (!is_ptr(i->v.type))
        vc_error(c, instr_loc(c, i), "the result of 'alloca' must be a pointer");
}

/* Atomic orderings: loads cannot release, stores cannot acquire. */
static void check_load_store(VerifyCtx *c, Instr *i)
{
    bool load = i->op == OP_LOAD;
    need_ptr(c, i, load ? 0 : 1, "address");
    Type *vt = load ? i->v.type : op_type(i, 0);
    need_storable(c, i, vt);
    if (!(i->flags & IF_ATOMIC))
        return;
    Ordering o = i->ordering;
    if ((load && (o == ORD_RELEASE || o == ORD_ACQ_REL)) ||
        (!load && (o == ORD_ACQUIRE || o == ORD_ACQ_REL)) || o == ORD_NOTATOMIC)
        vc_error(c, instr_loc(c, i), "an atomic %s cannot have %s ordering",
                 load ? "load" : "store", ordering_name(o));
    const Type *s = vt;
    if (s && !type_is_int(s) && !type_is_fp(s) && !type_is_ptr(s))
        vc_error(c, instr_loc(c, i), "an atomic %s must be of an integer, "
                 "floating-point or pointer type", load ? "load" : "store");
}

static void check_cmpxchg(VerifyCtx *c, Instr *i)
{
    char a[96], b[96];
    need_ptr(c, i, 0, "address");
    Type *tc = op_type(i, 1), *tn = op_type(i, 2), *r = i->v.type;
    if (!tc || !tn)
        return;
    if (tc != tn || !(type_is_int(tc) || type_is_ptr(tc)))
        vc_error(c, instr_loc(c, i), "the compare and new values of 'cmpxchg' "
                 "must be integers or pointers of one type, but they are '%s' "
                 "and '%s'", tystr(tc, a, sizeof a), tystr(tn, b, sizeof b));
    else if (!r || r->kind != TY_STRUCT || r->nmem != 2 || r->mem[0] != tc ||
             !type_is_int(r->mem[1]) || r->mem[1]->bits != 1)
        vc_error(c, instr_loc(c, i), "the result of 'cmpxchg' must be "
                 "{ %s, i1 }", tystr(tc, a, sizeof a));
    Ordering ok = i->ordering, fail = i->ordering2;
    if (ok <= ORD_UNORDERED || fail <= ORD_UNORDERED)
        vc_error(c, instr_loc(c, i), "'cmpxchg' orderings must be at least "
                 "monotonic");
    else if (fail == ORD_RELEASE || fail == ORD_ACQ_REL)
        vc_error(c, instr_loc(c, i), "the failure ordering of 'cmpxchg' cannot "
                 "be %s (a failed cmpxchg does not store)", ordering_name(fail));
}

/* Which value types each atomicrmw operation takes. */
static bool rmw_is_fp_op(RmwOp o)
{
    return o == RMW_FADD || o == RMW_FSUB || o == RMW_FMAX || o == RMW_FMIN ||
           o == RMW_FMAXIMUM || o == RMW_FMINIMUM;
}

static void check_atomicrmw(VerifyCtx *c, Instr *i)
{
    char a[96];
    need_ptr(c, i, 0, "address");
    Type *tv = op_type(i, 1);
    if (!tv)
        return;
    RmwOp o = (RmwOp)i->rmw;
    const Type *s = tv->kind == TY_VEC ? tv->elem : tv;
    /* xchg takes one scalar (LLVM refuses vectors); the fp operations
     * also take vectors of floating point */
    bool ok = o == RMW_XCHG ? (type_is_int(tv) || type_is_fp(tv) || type_is_ptr(tv))
              : rmw_is_fp_op(o) ? type_is_fp(s)
                                : (tv->kind == TY_INT);
    if (!ok)
        vc_error(c, instr_loc(c, i), "'atomicrmw %s' cannot operate on '%s'",
                 rmw_name(o), tystr(tv, a, sizeof a));
    if (i->v.type != tv)
        vc_error(c, instr_loc(c, i), "the result of 'atomicrmw' must have the "
                 "operand's type '%s'", tystr(tv, a, sizeof a));
}

static void check_fence(VerifyCtx *c, Instr *i)
{
    Ordering o = i->ordering;
    if (o != ORD_ACQUIRE && o != ORD_RELEASE && o != ORD_ACQ_REL && o != ORD_SEQ_CST)
        vc_error(c, instr_loc(c, i), "a fence must be acquire, release, "
                 "acq_rel or seq_cst");
}

/* ------------------------------------------------------------------ */
/* getelementptr                                                        */
/* ------------------------------------------------------------------ */
/* One step into `t` by index value v; NULL if `t` cannot be indexed. */
static Type *gep_step(Type *t, const Value *v, bool *bad_struct_index)
{
    uint64_t k;
    switch (t->kind) {
    case TY_ARRAY:
    case TY_VEC: return t->elem;
    case TY_STRUCT:
        if (t->opaque || !const_uint(v, &k) || k >= t->nmem) {
            *bad_struct_index = true;
            return NULL;
        }
        return t->mem[k];
    default: return NULL;
    }
}

/* Walk the indices through the source element type; false (after a
 * report) when one cannot index the type it meets. */
static bool gep_indices_ok(VerifyCtx *c, Instr *i)
{
    char a[96];
    Type *t = i->aux_type;
    for (uint32_t k = 1; k < i->nops && t; k++) {
        Value *v = instr_op(i, k);
        const Type *it = v && v->type->kind == TY_VEC ? v->type->elem : v ? v->type : NULL;
        if (!it || !type_is_int(it)) {
            vc_error(c, instr_loc(c, i), "'getelementptr' index %u is not an integer", k);
            return false;
        }
        if (k == 1)
            continue; /* the first index steps over the pointer itself */
        bool bad_struct = false;
        Type *next = gep_step(t, v, &bad_struct);
        if (!next) {
            vc_error(c, instr_loc(c, i), bad_struct
                     ? "'getelementptr' index %u into struct '%s' must be a constant member number in range"
                     : "'getelementptr' index %u indexes into '%s', which is not an array, vector or struct",
                     k, tystr(t, a, sizeof a));
            return false;
        }
        t = next;
    }
    return true;
}

static void check_gep(VerifyCtx *c, Instr *i)
{
    char a[96];
    Type *base = op_type(i, 0);
    if (!base)
        return;
    const Type *bs = base->kind == TY_VEC ? base->elem : base;
    if (!type_is_ptr(bs)) {
        vc_error(c, instr_loc(c, i), "the base of 'getelementptr' must be a "
                 "pointer, not '%s'", tystr(base, a, sizeof a));
        return;
    }
    if (!gep_indices_ok(c, i))
        return;
    const Type *rs = i->v.type && i->v.type->kind == TY_VEC ? i->v.type->elem : i->v.type;
    if (!rs || !type_is_ptr(rs) || rs->addrspace != bs->addrspace)
        vc_error(c, instr_loc(c, i), "the result of 'getelementptr' must be a "
                 "pointer in the base's address space %u", bs->addrspace);
}

void typecheck_mem(VerifyCtx *c, Instr *i)
{
    switch (i->op) {
    case OP_ALLOCA: check_alloca(c, i); break;
    case OP_LOAD: case OP_STORE: check_load_store(c, i); break;
    case OP_CMPXCHG: check_cmpxchg(c, i); break;
    case OP_ATOMICRMW: check_atomicrmw(c, i); break;
    case OP_FENCE: check_fence(c, i); break;
    case OP_GEP: check_gep(c, i); break;
    default: break;
    }
}
