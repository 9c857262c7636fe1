/*
 * verify/typecheck.c -- do each instruction's operand and result types
 * agree?  These are LLVM's own rules (LangRef, "Instruction Reference"),
 * stated in plain words when broken.
 *
 * The parser already insists that every operand has the type written
 * next to it, so most faults here come from IR that passes build, or
 * from text whose written types are themselves inconsistent, e.g.
 * `fadd i32 ...`, `trunc i8 %x to i32`, a struct GEP index out of range,
 * or a call argument whose type differs from the callee's parameter.
 *
 * Invariants:
 *   - Types are interned (ir.h): equal types are the same pointer, so
 *     "same type" is `==` throughout.
 *   - Each check reads the operand layout documented at `struct Instr`
 *     in ir.h and guards against missing operands instead of crashing.
 */
#include <string.h>

#include "verify/vctx.h"

/* ------------------------------------------------------------------ */
/* Type predicates                                                      */
/* ------------------------------------------------------------------ */
static const Type *scalar_of(const Type *t)
{
    return t && t->kind == TY_VEC ? t->elem : t;
}

static bool is_int_like(const Type *t) { return t && type_is_int(scalar_of(t)); }
static bool is_fp_like(const Type *t) { return t && type_is_fp(scalar_of(t)); }
static bool is_ptr_like(const Type *t) { return t && type_is_ptr(scalar_of(t)); }

/* Element count of a vector, 0 for a scalar. */
static uint64_t lanes(const Type *t)
{
    return t && t->kind == TY_VEC ? t->count : 0;
}

static Value *op(const Instr *i, uint32_t k)
{
    return k < i->nops ? instr_op(i, k) : NULL;
}

static Type *op_type(const Instr *i, uint32_t k)
{
    Value *v = op(i, k);
    return v ? v->type : NULL;
}

/* ------------------------------------------------------------------ */
/* Arithmetic, comparisons, select                                      */
/* ------------------------------------------------------------------ */
static bool is_fp_binop(Opcode o)
{
    return o == OP_FADD || o == OP_FSUB || o == OP_FMUL || o == OP_FDIV || o == OP_FREM;
}

static void check_binary(VerifyCtx *c, Instr *i)
{
    char a[96], b[96], r[96];
    Type *ta = op_type(i, 0), *tb = op_type(i, 1), *tr = i->v.type;
    if (!ta || !tb)
        return;
    if (ta != tr || tb != tr) {
        vc_error(c, instr_loc(c, i), "both operands of '%s' must have the "
                 "result type '%s', but they are '%s' and '%s'",
                 opcode_name(i->op), tystr(tr, r, sizeof r),
                 tystr(ta, a, sizeof a), tystr(tb, b, sizeof b));
        return;
    }
    bool fp = is_fp_binop(i->op);
    if (fp ? !is_fp_like(tr) : !is_int_like(tr))
        vc_error(c, instr_loc(c, i), "'%s' needs %s operands, not '%s'",
                 opcode_name(i->op), fp ? "floating-point" : "integer",
                 tystr(tr, r, sizeof r));
}

static void check_fneg_freeze(VerifyCtx *c, Instr *i)
{
    char a[96], r[96];
    Type *ta = op_type(i, 0);
    if (!ta)
        return;
    if (ta != i->v.type)
        vc_error(c, instr_loc(c, i), "the result of '%s' must have its "
                 "operand's type '%s', not '%s'", opcode_name(i->op),
                 tystr(ta, a, sizeof a), tystr(i->v.type, r, sizeof r));
    else if (i->op == OP_FNEG && !is_fp_like(ta))
        vc_error(c, instr_loc(c, i), "'fneg' needs a floating-point operand, "
                 "not '%s'", tystr(ta, a, sizeof a));
}

/* i1 for scalars, <N x i1> for N-element vectors. */
static bool is_bool_for(const Type *cond, const Type *shape_of)
{
    const Type *s = scalar_of(cond);
    return s && s->kind == TY_INT && s->bits == 1 &&
           (cond->kind != TY_VEC || lanes(cond) == lanes(shape_of));
}

static void check_cmp(VerifyCtx *c, Instr *i)
{
    char a[96], b[96];
    Type *ta = op_type(i, 0), *tb = op_type(i, 1);
    if (!ta || !tb)
        return;
    bool fcmp = i->op == OP_FCMP;
    if (ta != tb)
        vc_error(c, instr_loc(c, i), "both operands of '%s' must have the "
                 "same type, but they are '%s' and '%s'", opcode_name(i->op),
                 tystr(ta, a, sizeof a), tystr(tb, b, sizeof b));
    else if (fcmp ? !is_fp_like(ta) : !(is_int_like(ta) || is_ptr_like(ta)))
        vc_error(c, instr_loc(c, i), "'%s' cannot compare values of type '%s'",
                 opcode_name(i->op), tystr(ta, a, sizeof a));
    else if (!is_bool_for(i->v.type, ta) || lanes(i->v.type) != lanes(ta))
        vc_error(c, instr_loc(c, i), "the result of '%s' on '%s' must be "
                 "i1 (or a vector of i1 with one lane per operand lane)",
                 opcode_name(i->op), tystr(ta, a, sizeof a));
}

static void check_select(VerifyCtx *c, Instr *i)
{
    char a[96], b[96], r[96];
    Type *tc = op_type(i, 0), *tt = op_type(i, 1), *tf = op_type(i, 2);
    if (!tc || !tt || !tf)
        return;
    if (tt != i->v.type || tf != i->v.type)
        vc_error(c, instr_loc(c, i), "both choices of 'select' must have the "
                 "result type '%s', but they are '%s' and '%s'",
                 tystr(i->v.type, r, sizeof r), tystr(tt, a, sizeof a),
                 tystr(tf, b, sizeof b));
    else if (!is_bool_for(tc, tt) || (tc->kind == TY_VEC && tt->kind != TY_VEC))
        vc_error(c, instr_loc(c, i), "the condition of 'select' must be i1 "
                 "(or a vector of i1 as long as the choices), not '%s'",
                 tystr(tc, a, sizeof a));
}

/* ------------------------------------------------------------------ */
/* Casts                                                                */
/* ------------------------------------------------------------------ */
static void check_cast(VerifyCtx *c, Instr *i)
{
    char a[96], r[96];
    Type *ts = op_type(i, 0);
    if (ts && !type_cast_ok(i->op, ts, i->v.type))
        vc_error(c, instr_loc(c, i), "invalid cast: '%s' cannot convert '%s' "
                 "to '%s'", opcode_name(i->op), tystr(ts, a, sizeof a),
                 tystr(i->v.type, r, sizeof r));
}

/* ------------------------------------------------------------------ */
/* Vectors and aggregates                                               */
/* ------------------------------------------------------------------ */
static void check_vector_op(VerifyCtx *c, Instr *i)
{
    char a[96];
    Type *tv = op_type(i, 0);
    if (!tv)
        return;
    if (tv->kind != TY_VEC) {
        vc_error(c, instr_loc(c, i), "'%s' needs a vector operand, not '%s'",
                 opcode_name(i->op), tystr(tv, a, sizeof a));
        return;
    }
    Type *want = i->op == OP_EXTRACTELEMENT ? tv->elem : tv;
    Type *idx = op_type(i, i->op == OP_EXTRACTELEMENT ? 1 : 2);
    Type *elt = i->op == OP_INSERTELEMENT ? op_type(i, 1) : tv->elem;
    if (i->v.type != want || elt != tv->elem)
        vc_error(c, instr_loc(c, i), "'%s' element and result types do not "
                 "match the vector type '%s'", opcode_name(i->op), tystr(tv, a, sizeof a));
    if (idx && !type_is_int(idx))
        vc_error(c, instr_loc(c, i), "the index of '%s' must be an integer",
                 opcode_name(i->op));
}

static void check_shuffle(VerifyCtx *c, Instr *i)
{
    char a[96], b[96];
    Type *t1 = op_type(i, 0), *t2 = op_type(i, 1), *tm = op_type(i, 2);
    if (!t1 || !t2 || !tm)
        return;
    if (t1 != t2 || t1->kind != TY_VEC)
        vc_error(c, instr_loc(c, i), "both inputs of 'shufflevector' must be "
                 "vectors of one type, but they are '%s' and '%s'",
                 tystr(t1, a, sizeof a), tystr(t2, b, sizeof b));
    else if (tm->kind != TY_VEC || !type_is_int(tm->elem) || tm->elem->bits != 32)
        vc_error(c, instr_loc(c, i), "the mask of 'shufflevector' must be a "
                 "vector of i32");
    else if (i->v.type->kind != TY_VEC || i->v.type->elem != t1->elem ||
             i->v.type->count != tm->count)
        vc_error(c, instr_loc(c, i), "the result of 'shufflevector' must have "
                 "the inputs' element type and one lane per mask element");
}

/* Follow extractvalue/insertvalue indices; NULL if one is out of range. */
static Type *walk_indices(Type *t, const uint32_t *idx, uint32_t n)
{
    for (uint32_t k = 0; k < n && t; k++) {
        if (t->kind == TY_STRUCT && !t->opaque && idx[k] < t->nmem)
            t = t->mem[idx[k]];
        else if (t->kind == TY_ARRAY && idx[k] < t->count)
            t = t->elem;
        else
            return NULL;
    }
    return t;
}

static void check_aggregate_op(VerifyCtx *c, Instr *i)
{
    char a[96];
    Type *agg = op_type(i, 0);
    if (!agg)
        return;
    Type *t = walk_indices(agg, i->indices, i->nindices);
    if (!type_is_aggregate(agg) || !t || i->nindices == 0) {
        vc_error(c, instr_loc(c, i), "invalid indices for '%s' into '%s'",
                 opcode_name(i->op), tystr(agg, a, sizeof a));
        return;
    }
    Type *got = i->op == OP_EXTRACTVALUE ? i->v.type : op_type(i, 1);
    if (got != t || (i->op == OP_INSERTVALUE && i->v.type != agg))
        vc_error(c, instr_loc(c, i), "'%s': the indexed member has type '%s', "
                 "which does not match", opcode_name(i->op), tystr(t, a, sizeof a));
}

/* ------------------------------------------------------------------ */
/* Dispatch (memory in typecheck_mem.c, control flow typecheck_flow.c) */
/* ------------------------------------------------------------------ */

void typecheck_instr(VerifyCtx *c, Instr *i)
{
    if (opcode_is_binary(i->op))
        check_binary(c, i);
    else if (opcode_is_cast(i->op))
        check_cast(c, i);
    else
        switch (i->op) {
        case OP_FNEG: case OP_FREEZE: check_fneg_freeze(c, i); break;
        case OP_ICMP: case OP_FCMP: check_cmp(c, i); break;
        case OP_SELECT: check_select(c, i); break;
        case OP_EXTRACTELEMENT: case OP_INSERTELEMENT: check_vector_op(c, i); break;
        case OP_SHUFFLEVECTOR: check_shuffle(c, i); break;
        case OP_EXTRACTVALUE: case OP_INSERTVALUE: check_aggregate_op(c, i); break;
        default:
            typecheck_mem(c, i);
            typecheck_flow(c, i);
            break;
        }
}
