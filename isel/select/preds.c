/*
 * isel/select/preds.c -- the dynamic costs of nvptx.md (`if NAME` in a rule).
 *
 * Each isel_dyn_NAME(c, n) looks at the node where the rule would apply
 * and returns an extra cost (usually 0) or COST_INF for "this rule does not
 * apply here".  They are the place for conditions a tree pattern cannot
 * express: immediate ranges, fast-math flags, operand types, address
 * spaces, target features (always through target_has()).
 *
 * Invariant: pure functions of the node and the target; no side effects
 * (the labeler may call them any number of times, in any order).
 */
#include "isel/isel.h"

static bool fits_s32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }
static bool fits_u32(int64_t v) { return v >= 0 && v <= (int64_t)UINT32_MAX; }

/* fmul+fadd (or fsub) -> fma: both operations must allow contraction
 * (LangRef: `contract`, which `fast` includes).  The fmul is the one the
 * rule folds, operand `kid` as the rule says (`if contract(1)`): the other
 * operand may be an fmul too, computed apart, whose flags say nothing
 * about this fusion.  (llvm.fmuladd is an FMA node: fused always.) */
int64_t isel_dyn_contract(const IselCtx *c, const DagNode *n, unsigned kid)
{
    (void)c;
    const DagNode *mul = n->kids[kid];
    ASSERT(mul->op == DOP_FMUL); /* the pattern matched before the predicate runs */
    return (n->flags & IF_CONTRACT) && (mul->flags & IF_CONTRACT) ? 0 : COST_INF;
}

/* The operand of the extension at kid k is 32-bit (and, for an immediate
 * second operand, it fits the narrow type). */
static bool wide_kid(const DagNode *n, unsigned k, Vt narrow, bool is_signed)
{
    const DagNode *x = n->kids[k];
    if (x->op == DOP_CONST)
        return narrow == VT_I32 && (is_signed ? fits_s32(x->ival) : fits_u32(x->ival));
    return x->kids[0]->vt == narrow;
}

int64_t isel_dyn_wide_s32(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return wide_kid(n, 0, VT_I32, true) && wide_kid(n, 1, VT_I32, true) ? 0 : COST_INF;
}

int64_t isel_dyn_wide_u32(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return wide_kid(n, 0, VT_I32, false) && wide_kid(n, 1, VT_I32, false) ? 0 : COST_INF;
}

int64_t isel_dyn_wide_s16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return wide_kid(n, 0, VT_I16, true) && wide_kid(n, 1, VT_I16, true) ? 0 : COST_INF;
}

/* [reg+imm]: PTX address offsets are 32-bit signed. */
int64_t isel_dyn_off32(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return fits_s32(n->kids[1]->ival) ? 0 : COST_INF;
}

/* ld.global.nc: the DAG builder decided the memory is read-only. */
int64_t isel_dyn_load_nc(const IselCtx *c, const DagNode *n)
{
    return n->nc && n->as == 1 && !n->is_volatile && target_has(c->target, FEAT_LD_NC)
               ? 0 : COST_INF;
}

/* Integer conversions from a real integer (i1 has its own rules). */
int64_t isel_dyn_src_int(const IselCtx *c, const DagNode *n)
{
    (void)c;
    Vt s = n->kids[0]->vt;
    return s != VT_I1 && !vt_is_float(s) ? 0 : COST_INF;
}

/* cvt from f32 or f64 (half and bfloat sources have rules of their own,
 * in the half section of nvptx.md: bfloat's cvt needs sm_90). */
int64_t isel_dyn_src_f32_f64(const IselCtx *c, const DagNode *n)
{
    (void)c;
    Vt s = n->kids[0]->vt;
    return s == VT_F32 || s == VT_F64 ? 0 : COST_INF;
}

int64_t isel_dyn_src_i1(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->kids[0]->vt == VT_I1 ? 0 : COST_INF;
}

/* An i16 back to the i8 it holds: the same register (isel/legal/narrow.c). */
int64_t isel_dyn_from_i16(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->kids[0]->vt == VT_I16 ? 0 : COST_INF;
}

/* An i8 whose register is already extended to 16 bits as the extension
 * at n asks: a load (every i8 load is ld.*.u8, and PTX zero-extends a
 * .u8 load into a wider register), a parameter's register, which
 * load_args filled with ld.param.u8 or, for a signext one, .s8, and
 * selects and bitwise and/or/xor of such values and of constants in
 * range (an and with one zero-extended operand is zero-extended).  The
 * extension is then that register (isel/legal/narrow.c asks for a
 * cvt.u16.u8 or cvt.s16.s8 before an unsigned or signed operation).  Only these node
 * kinds count: whatever rule selects them, their register holds the
 * extended byte; any other i8's upper byte is undefined. */
static bool byte_clean(const IselCtx *c, const DagNode *x, int how, int depth)
{
    if (depth > 4)
        return false;
    switch (x->op) {
    case DOP_LOAD: return how == 1;
    case DOP_REG: return arg_byte_ext(c, x->vreg) == how;
    case DOP_CONST: /* an immediate, written as its value: 200 is 0x00c8 */
        return how == 1 ? x->ival >= 0 && x->ival < 256 : x->ival >= -128 && x->ival < 128;
    case DOP_SELECT: /* selp.b16 copies all 16 bits of the one it picks */
        return byte_clean(c, x->kids[1], how, depth + 1) &&
               byte_clean(c, x->kids[2], how, depth + 1);
    case DOP_AND: case DOP_OR: case DOP_XOR: /* and/or/xor.b16: all 16 bits */
        /* an and with one operand zero above the byte is; otherwise both
         * operands must be extended alike (sign-extended ones give a
         * sign-extended result: each upper bit is bit 7's combination) */
        if (x->op == DOP_AND && how == 1 &&
            (byte_clean(c, x->kids[0], 1, depth + 1) || byte_clean(c, x->kids[1], 1, depth + 1)))
            return true;
        return byte_clean(c, x->kids[0], how, depth + 1) &&
               byte_clean(c, x->kids[1], how, depth + 1);
    default: return false;
    }
}

static int64_t byte_extended(const IselCtx *c, const DagNode *n, int how)
{
    const DagNode *x = n->kids[0];
    if (n->vt != VT_I16 || x->vt != VT_I8 || x->op == DOP_CONST)
        return COST_INF;
    return byte_clean(c, x, how, 0) ? 0 : COST_INF;
}

int64_t isel_dyn_zext_done(const IselCtx *c, const DagNode *n) { return byte_extended(c, n, 1); }
int64_t isel_dyn_sext_done(const IselCtx *c, const DagNode *n) { return byte_extended(c, n, 2); }

/* An intrinsic's constant i1 argument k (flo's .shiftamt, idp2a's .hi). */
static int64_t arg_is(const DagNode *n, uint32_t k, int64_t v)
{
    return n->nkids > k && n->kids[k]->op == DOP_CONST && n->kids[k]->ival == v ? 0 : COST_INF;
}

int64_t isel_dyn_arg1_true(const IselCtx *c, const DagNode *n) { (void)c; return arg_is(n, 1, 1); }
int64_t isel_dyn_arg1_false(const IselCtx *c, const DagNode *n) { (void)c; return arg_is(n, 1, 0); }
int64_t isel_dyn_arg2_true(const IselCtx *c, const DagNode *n) { (void)c; return arg_is(n, 2, 1); }
int64_t isel_dyn_arg2_false(const IselCtx *c, const DagNode *n) { (void)c; return arg_is(n, 2, 0); }

/* The constant i1 flags of the bulk-copy intrinsics (cp.async.bulk.*,
 * llvm.nvvm.cp.async.bulk.*): "use the L2 cache hint operand", "multicast
 * to these CTAs".  Each form of the PTX instruction is one rule, picked by
 * the flags: argK_{true,false} for one flag at operand K, args67_XY for
 * the two of the global-to-cluster copy (multicast X, cache hint Y). */
#define ARG_FLAG(k)                                                                      \
    int64_t isel_dyn_arg##k##_true(const IselCtx *c, const DagNode *n)                   \
    {                                                                                    \
        (void)c;                                                                         \
        return arg_is(n, k, 1);                                                          \
    }                                                                                    \
    int64_t isel_dyn_arg##k##_false(const IselCtx *c, const DagNode *n)                  \
    {                                                                                    \
        (void)c;                                                                         \
        return arg_is(n, k, 0);                                                          \
    }
ARG_FLAG(3)
ARG_FLAG(4)
ARG_FLAG(5)
#undef ARG_FLAG
/* The flag is the last operand (the tensor copies: after 1..5 coordinates). */
int64_t isel_dyn_last_true(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->nkids ? arg_is(n, n->nkids - 1u, 1) : COST_INF;
}
int64_t isel_dyn_last_false(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->nkids ? arg_is(n, n->nkids - 1u, 0) : COST_INF;
}
#define ARGS67(x, y)                                                                     \
    int64_t isel_dyn_args67_##x##y(const IselCtx *c, const DagNode *n)                   \
    {                                                                                    \
        (void)c;                                                                         \
        return arg_is(n, 6, x) == 0 ? arg_is(n, 7, y) : COST_INF;                        \
    }
ARGS67(0, 0)
ARGS67(0, 1)
ARGS67(1, 0)
ARGS67(1, 1)
#undef ARGS67

/* setp compares i16..i64, f32 and f64; an i8 would need its undefined
 * upper byte cleared first, and predicates cannot be compared this way.
 * (half and bfloat compares have rules of their own: setp.f16 needs sm_53,
 * setp.bf16 sm_90.) */

int64_t isel_dyn_setcc_ok(const IselCtx *c, const DagNode *n)
{
    (void)c;
    Vt t = n->kids[0]->vt;
    bool is_fp_pred = n->cc >= PRED_F_FALSE;
    if (t == VT_I1 || t == VT_I8 || t == VT_F16 || t == VT_BF16 || vt_is_float(t) != is_fp_pred)
        return COST_INF;
    return 0;
}

/* x ^ true, x & true, x | false: the constant operand (kid 1). */
int64_t isel_dyn_const_true(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->kids[1]->ival == 1 ? 0 : COST_INF;
}

int64_t isel_dyn_const_false(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->kids[1]->ival == 0 ? 0 : COST_INF;
}

/* ld/st through a generic pointer (the IR's view of a stack slot), to be
 * made through the .local window.  Not a volatile one: PTX allows
 * .volatile on .global and .shared (and generic) accesses only, so a
 * volatile access keeps the generic address and its .volatile, as llc
 * does. */
int64_t isel_dyn_generic_as(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->as == 0 && !n->is_volatile ? 0 : COST_INF;
}

/* cvta to or from .const (PTX 3.1), or another space. */
int64_t isel_dyn_const_as(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->as == 4 ? 0 : COST_INF;
}

int64_t isel_dyn_not_const_as(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->as != 4 ? 0 : COST_INF;
}

/* The operand is float (double): conversions written per source type. */
int64_t isel_dyn_src_f32(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->kids[0]->vt == VT_F32 ? 0 : COST_INF;
}

int64_t isel_dyn_src_f64(const IselCtx *c, const DagNode *n)
{
    (void)c;
    return n->kids[0]->vt == VT_F64 ? 0 : COST_INF;
}
