/*
 * isel/legal/narrow.c -- integers narrower than the register that carries them:
 * i8 (in a 16-bit %rs), the odd widths of C23's _BitInt (i7 in an i8, i24
 * in an i32, i48 in an i64: isel/legal/parts.c), and i1 arithmetic.
 *
 * The rule, as in LLVM's PromoteInteger: between operations the bits above
 * a value's IR width are *undefined*.  Most operations do not care -- the
 * low bits of a sum, product, and/or/xor or left shift depend only on the
 * low bits of the operands -- so they run on the whole register as they
 * are.  The operations whose result depends on the upper bits first
 * extend their operands in-register, zero- or sign- as the operation
 * reads them:
 *
 *     udiv urem lshr, icmp eq/ne/unsigned, zext, uitofp    zero-extend
 *     sdiv srem ashr, icmp signed, sext, sitofp            sign-extend
 *     any shift amount                                     zero-extend
 *     a store                        zero-extend, then the type's store
 *                                    size only: an i24 writes 3 bytes
 *
 * An i8 is extended with cvt (cvt.u16.u8, cvt.s16.s8) and then computed on
 * as an i16, since PTX has no 8-bit arithmetic; an odd width is extended
 * with `and` (zero) or `shl` + `shr.s` (sign) inside its register.  The
 * result goes back to the value's machine type: i16 -> i8 is free (the
 * same register), anything else a cvt.
 *
 * i1 is a predicate: add and sub are xor, mul is and, a division returns
 * the dividend (the only valid divisor is 1, or -1 for sdiv), a remainder
 * is 0, and a shift returns its operand (any amount but 0 is poison);
 * comparisons are logic (signed, true is -1: less than false).
 *
 * Memory: an odd width is stored with its store size, the way LLVM does
 * -- the value zero-extended to whole bytes, then split into pieces of 1,
 * 2, 4 bytes that its alignment allows (i24 at align 4: st.u16 + st.u8) --
 * and loaded the same way (isel/legal/unaligned.c), so that no access touches a
 * byte outside the value.  LLVM's own loads assume the extra bits of the
 * last byte are zero; storing them as zero keeps tnvcc's stores readable
 * by its code.
 *
 * Invariants: every function here returns a node whose value's low `bits`
 * bits are the IR value; "extended" nodes (dag_ext_in_reg) have every
 * bit of their register defined.  Constants are extended at compile time.
 */
#include <string.h>

#include "isel/isel.h"

/* ---------------- widths ---------------- */

bool narrow_int(Vt vt, unsigned bits)
{
    return vt == VT_I8 || (vt != VT_I1 && !vt_is_float(vt) && bits < vt_bits(vt));
}

Vt narrow_op_vt(Vt vt)
{
    return vt == VT_I8 ? VT_I16 : vt;
}

/* v's low `bits` bits, zero- or sign-extended to 64. */
static int64_t ext_const(int64_t v, unsigned bits, bool sign)
{
    if (bits >= 64)
        return v;
    uint64_t u = (uint64_t)v & ((UINT64_C(1) << bits) - 1);
    if (sign && (u >> (bits - 1)) & 1)
        u |= ~((UINT64_C(1) << bits) - 1);
    return (int64_t)u;
}

/* ---------------- extension in-register ---------------- */

/* An odd width inside x's register (or an i8 register seen as i16),
 * extended to `to`: a mask, or a shift up and an arithmetic shift down. */
static DagNode *ext_odd(IselCtx *c, DagNode *x, unsigned bits, bool sign, Vt to)
{
    unsigned tb = vt_bits(to);
    if (vt_bits(narrow_op_vt(x->vt)) < tb) /* i24 into i64: widen first */
        x = dag_node1(c, DOP_ZEXT, to, x);
    if (!sign)
        return dag_node2(c, DOP_AND, to, x, dag_const(c, to, ext_const(-1, bits, false)));
    DagNode *up = dag_node2(c, DOP_SHL, to, x, dag_const(c, VT_I32, tb - bits));
    return dag_node2(c, DOP_SRA, to, up, dag_const(c, VT_I32, tb - bits));
}

/* Whether integer node y (a full-width type: every bit of its value
 * defined) is known to be zero in every bit from `bits` up.  A short
 * look at how y was made, enough for the chains the byte operations
 * build: an i8 computed as an i16, shifted right, masked, compared with
 * max/min, and so on.  Only the nodes' values are reasoned about, never
 * the upper byte of an i8's register (which is undefined), so the answer
 * holds whatever rule selects each node. */
static bool zero_above(const DagNode *y, unsigned bits, int depth)
{
    unsigned w = vt_bits(y->vt);
    if (bits >= w)
        return true;
    if (depth > 8 || vt_is_float(y->vt) || y->vt == VT_I8 || y->vt == VT_I1)
        return false;
    DagNode *const *k = y->kids;
    switch (y->op) {
    case DOP_CONST: return ((uint64_t)y->ival & (w == 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1)) >> bits == 0;
    case DOP_ZEXT: /* zero from the source's width up */
        if (k[0]->vt == VT_I1 || k[0]->vt == VT_I8)
            return (k[0]->vt == VT_I1 ? 1u : 8u) <= bits;
        return zero_above(k[0], bits, depth + 1);
    case DOP_SRL:
        if (k[1]->op == DOP_CONST && (uint64_t)k[1]->ival >= w - bits && (uint64_t)k[1]->ival < w)
            return true;
        return zero_above(k[0], bits, depth + 1);
    case DOP_AND: case DOP_UMIN:
        return zero_above(k[0], bits, depth + 1) || zero_above(k[1], bits, depth + 1);
    case DOP_OR: case DOP_XOR: case DOP_UMAX:
        return zero_above(k[0], bits, depth + 1) && zero_above(k[1], bits, depth + 1);
    case DOP_SELECT:
        return zero_above(k[1], bits, depth + 1) && zero_above(k[2], bits, depth + 1);
    case DOP_UDIV: /* a quotient is at most the dividend, a remainder too */
        return zero_above(k[0], bits, depth + 1);
    case DOP_UREM:
        return zero_above(k[0], bits, depth + 1) || zero_above(k[1], bits, depth + 1);
    default:
        return false;
    }
}

DagNode *dag_ext_in_reg(IselCtx *c, DagNode *x, unsigned bits, bool sign, Vt to)
{
    if (x->op == DOP_CONST)
        return dag_const(c, to, ext_const(x->ival, bits, sign));
    /* An i8 that an earlier operation computed as an i16 already zero
     * above its byte (a shift right of a zero-extended byte, a max of
     * two): that i16 is the extension, and no cvt.u16.u8 is needed. */
    if (!sign && x->vt == VT_I8 && bits == 8 && x->op == DOP_TRUNC && x->kids[0]->vt == to &&
        zero_above(x->kids[0], 8, 0))
        return x->kids[0];
    if (x->vt == VT_I1 || bits == vt_bits(x->vt)) { /* whole: a plain cvt */
        if (x->vt == to)
            return x;
        return dag_node1(c, sign ? DOP_SEXT : DOP_ZEXT, to, x);
    }
    return ext_odd(c, x, bits, sign, to);
}

DagNode *dag_narrow_result(IselCtx *c, DagNode *x, Vt vt)
{
    if (x->vt == vt)
        return x;
    if (x->op == DOP_CONST)
        return dag_const(c, vt, x->ival);
    if (vt == VT_I1) /* a predicate: the low bit tested */
        return dag_cast(c, OP_TRUNC, VT_I1, x);
    return dag_node1(c, vt_bits(x->vt) > vt_bits(vt) ? DOP_TRUNC : DOP_ZEXT, vt, x);
}

DagNode *dag_int_operand(IselCtx *c, const Value *v, bool sign)
{
    const TypeParts *tp = type_parts(c, v->type, NULL);
    DagNode *x = dag_value(c, v);
    if (tp->bits[0] == vt_bits(tp->vt[0])) /* i8..i64: a cvt reads exactly it */
        return x;
    return dag_ext_in_reg(c, x, tp->bits[0], sign, narrow_op_vt(tp->vt[0]));
}

/* A shift amount of a narrow type, as the i32 PTX wants: the bits above
 * the type's width cleared (an amount of the width or more is poison, so
 * the bits above 32 of a wider amount may simply go). */
static DagNode *shift_amount(IselCtx *c, DagNode *b, unsigned bits)
{
    if (b->op == DOP_CONST)
        return dag_const(c, VT_I32, ext_const(b->ival, bits, false));
    if (bits >= 32)
        return b->vt == VT_I32 ? b : dag_node1(c, DOP_TRUNC, VT_I32, b);
    return dag_ext_in_reg(c, b, bits, false, VT_I32);
}

/* ---------------- i1 ---------------- */

static DagNode *not_i1(IselCtx *c, DagNode *x)
{
    return dag_node2(c, DOP_XOR, VT_I1, x, dag_const(c, VT_I1, 1));
}

static DagNode *i1_binary(IselCtx *c, DagOp op, DagNode *a, DagNode *b)
{
    if (dag_is_const(a) && !dag_is_const(b)) {
        DagNode *t = a; /* every i1 operation used here commutes */
        a = b, b = t;
    }
    switch (op) {
    case DOP_ADD: case DOP_SUB: case DOP_XOR: return dag_node2(c, DOP_XOR, VT_I1, a, b);
    case DOP_MUL: case DOP_AND: return dag_node2(c, DOP_AND, VT_I1, a, b);
    case DOP_OR: return dag_node2(c, DOP_OR, VT_I1, a, b);
    case DOP_UREM: case DOP_SREM: return dag_const(c, VT_I1, 0);
    default: return a; /* udiv, sdiv, shifts: see the header */
    }
}

/* Comparisons of predicates.  Unsigned, true (1) is above false; signed,
 * true (-1) is below it, so sgt is ult and so on. */
static DagNode *i1_setcc(IselCtx *c, Predicate p, DagNode *a, DagNode *b)
{
    switch (p) {
    case PRED_EQ: return not_i1(c, dag_node2(c, DOP_XOR, VT_I1, a, b));
    case PRED_NE: return dag_node2(c, DOP_XOR, VT_I1, a, b);
    case PRED_UGT: case PRED_SLT: return dag_node2(c, DOP_AND, VT_I1, a, not_i1(c, b));
    case PRED_UGE: case PRED_SLE: return dag_node2(c, DOP_OR, VT_I1, a, not_i1(c, b));
    case PRED_ULT: case PRED_SGT: return dag_node2(c, DOP_AND, VT_I1, b, not_i1(c, a));
    case PRED_ULE: case PRED_SGE: return dag_node2(c, DOP_OR, VT_I1, b, not_i1(c, a));
    default: BUG("icmp predicate %s on i1", predicate_name(p));
    }
}

/* ---------------- operations ---------------- */

bool narrow_binary_op(DagOp op, Vt vt, unsigned bits)
{
    if (vt == VT_I1)
        return true;
    if (!narrow_int(vt, bits))
        return false;
    switch (op) {
    case DOP_SHL: return vt != VT_I8 || bits != 8; /* an i8 amount: dag.c's cvt */
    case DOP_SRL: case DOP_SRA: case DOP_UDIV: case DOP_SDIV: case DOP_UREM: case DOP_SREM:
        return true;
    default: return false;
    }
}

DagNode *dag_narrow_binary(IselCtx *c, DagOp op, Vt vt, unsigned bits, DagNode *a, DagNode *b)
{
    if (vt == VT_I1)
        return i1_binary(c, op, a, b);
    if (op == DOP_SHL) /* the value's upper bits only shift further up */
        return dag_node2(c, DOP_SHL, vt, a, shift_amount(c, b, bits));
    bool sign = op == DOP_SRA || op == DOP_SDIV || op == DOP_SREM;
    Vt t = narrow_op_vt(vt);
    DagNode *x = dag_ext_in_reg(c, a, bits, sign, t);
    if (op == DOP_SRL || op == DOP_SRA)
        b = shift_amount(c, b, bits);
    else
        b = dag_ext_in_reg(c, b, bits, sign, t);
    DagNode *bydiv = dag_div_const(c, op, t, x, b); /* by a constant: divconst.c */
    return dag_narrow_result(c, bydiv ? bydiv : dag_node2(c, op, t, x, b), vt);
}

DagNode *dag_narrow_setcc(IselCtx *c, Predicate p, Vt vt, unsigned bits, DagNode *a, DagNode *b)
{
    if (vt == VT_I1)
        return i1_setcc(c, p, a, b);
    bool sign = p >= PRED_SGT && p <= PRED_SLE;
    Vt t = narrow_op_vt(vt);
    DagNode *x = dag_ext_in_reg(c, a, bits, sign, t);
    return dag_setcc(c, p, x, dag_ext_in_reg(c, b, bits, sign, t));
}

/* The IEEE bits of +1.0 (or -1.0) in float type vt. */
static uint64_t fp_one(Vt vt, bool neg)
{
    switch (vt) {
    case VT_F16: return neg ? 0xbc00 : 0x3c00;
    case VT_BF16: return neg ? 0xbf80 : 0x3f80;
    case VT_F32: return neg ? 0xbf800000u : 0x3f800000u;
    default: return neg ? UINT64_C(0xbff0000000000000) : UINT64_C(0x3ff0000000000000);
    }
}

DagNode *dag_int_cast(IselCtx *c, Opcode op, Vt to, DagNode *x, unsigned from_bits)
{
    bool narrow = narrow_int(x->vt, from_bits);
    switch (op) {
    case OP_ZEXT: case OP_SEXT:
        if (narrow)
            return dag_narrow_result(
                c, dag_ext_in_reg(c, x, from_bits, op == OP_SEXT, narrow_op_vt(to)), to);
        break;
    case OP_TRUNC: /* to a narrower type in the same register: nothing */
        if (to == x->vt && to != VT_I1)
            return x;
        break;
    case OP_UITOFP: case OP_SITOFP:
        if (x->vt == VT_I1 && to != VT_F16 && to != VT_BF16) {
            /* selp of 1.0 (or -1.0 for sitofp: true is -1); half and
             * bfloat have rules selecting the bits directly */
            DagNode *one = dag_fconst(c, to, fp_one(to, op == OP_SITOFP));
            return dag_select(c, x, one, dag_fconst(c, to, 0));
        }
        /* cvt from .u8/.s8 reads only the low byte: an i8 needs nothing */
        if (narrow && !(x->vt == VT_I8 && from_bits == 8))
            x = dag_ext_in_reg(c, x, from_bits, op == OP_SITOFP, narrow_op_vt(x->vt));
        break;
    case OP_INTTOPTR:
        if (narrow)
            x = dag_ext_in_reg(c, x, from_bits, false, narrow_op_vt(x->vt));
        break;
    default: break;
    }
    return dag_cast(c, op, to, x);
}

/* ---------------- legality ---------------- */

bool legal_narrow(IselCtx *c, const Instr *i)
{
    if (i->op != OP_ATOMICRMW && i->op != OP_CMPXCHG)
        return true;
    const Type *t = instr_op(i, 1)->type;
    if (t->kind != TY_INT || (t->bits >= 8 && (t->bits & (t->bits - 1)) == 0))
        return true;
    /* PTX atomics access 1, 2, 4, 8 or 16 bytes, as LLVM requires: an i24
     * in its 32-bit register would be a 4-byte atom, writing a byte more. */
    diag_error(c->diag, i->v.loc, "unsupported: %s on i%u (atomics need a power-of-two "
               "number of bytes)", opcode_name(i->op), t->bits);
    return false;
}

/* ---------------- the call ABI ---------------- */

DagVal narrow_abi_extend(IselCtx *c, DagVal v, const Type *t, const AttrList *al)
{
    bool sext = al && attr_find(c->m, al, ATTR_SIGNEXT);
    bool zext = al && attr_find(c->m, al, ATTR_ZEROEXT);
    if (t->kind != TY_INT || v.n != 1 || (!sext && !zext))
        return v;
    Vt vt = v.p[0]->vt;
    if (!narrow_int(vt, t->bits) || t->bits == vt_bits(vt))
        return v; /* i8, i16: call.c's cvt.s32.s8 / cvt.u32.u16 does it */
    DagVal r = dag_val_new(c, 1);
    r.p[0] = dag_narrow_result(c, dag_ext_in_reg(c, v.p[0], t->bits, sext, narrow_op_vt(vt)), vt);
    return r;
}
