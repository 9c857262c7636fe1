/*
 * isel/lower/intrin_int.c -- the generic integer intrinsics of LLVM (llvm.ctlz,
 * llvm.fshl, llvm.smax, llvm.*.with.overflow, llvm.*.sat,
 * llvm.vector.reduce.*, llvm.scmp, ...) and the few llvm.nvvm integer
 * intrinsics that are more than one instruction (rotate.b64, swap.lo.hi).
 * The one-instruction llvm.nvvm ones (mulhi, sad, prmt, idp4a, flo, ...)
 * are single rules in nvptx.md.
 *
 * family_int owns these names (intrin.c's family table) and builds each
 * element of the result from DAG operations, the way LLVM's legalizer
 * expands them for NVPTX:
 *
 *   ctpop       popc.b32/.b64 (a u32 count), resized to the type
 *   ctlz        clz of the value zero-extended to 32 (or 64) bits, minus
 *               the extra width: an i8's clz(x) - 24
 *   cttz        clz(brev(x)); a narrow x gets bit `width` set first, so
 *               that cttz(0) is the width (clz of brev of 0 would be 32)
 *   bitreverse  brev.b32/.b64, shifted down for narrower types
 *   bswap       prmt.b32 with selector 0x0123 (0x0001 for i16); an i64
 *               permutes each half and swaps them
 *   fshl/fshr   shf.l/r.wrap.b32 for i32 where the target has shf;
 *               otherwise (a << s) | (b >> (w - s)) with s = n mod w (PTX
 *               clamps shift amounts at the width, so s = 0 needs no care)
 *   abs, smin/smax/umin/umax    abs/min/max (an i8 extended to i16 first)
 *   *.with.overflow             {value, flag}: two parts, no hand node --
 *               unsigned add: sum < a; signed add: (sum < a) != (b < 0);
 *               signed sub: (diff > a) != (b < 0); mul: the high half
 *               (mul.hi) differs from the sign (or zero) extension of the
 *               low half; narrow widths compute in a wider type and check
 *               that the result still fits
 *   *.sat       add.sat.s32/sub.sat.s32; unsigned: min(a, ~b) + b and
 *               max(a, b) - b; narrower signed types clamp in a wider
 *               type; i64 signed picks the saturated value on overflow
 *   vector.reduce.*   the scalar operation folded over the elements
 *   scmp/ucmp   selp of -1, 1, 0 from two compares
 *
 * Every builder works on one element of machine type vt holding a
 * `bits`-wide value (isel/legal/narrow.c: the upper bits are undefined), and
 * i128 elements (isel/legal/wide.c) where the operation is listed for them.
 *
 * Invariant: a combination not handled (an overflow multiply wider than
 * 32 bits of an odd width, funnel shifts of i128, ...) is a located
 * "unsupported" error naming the intrinsic and type, never wrong code.
 */
#include <string.h>

#include "isel/isel.h"

typedef enum {
    II_CTPOP, II_CTLZ, II_CTTZ, II_BITREV, II_BSWAP, II_ABS,           /* unary */
    II_SMIN, II_SMAX, II_UMIN, II_UMAX,                                /* binary */
    II_UADDSAT, II_USUBSAT, II_SADDSAT, II_SSUBSAT, II_SCMP, II_UCMP,
    II_FSHL, II_FSHR,                                                  /* funnel */
    II_SADDO, II_UADDO, II_SSUBO, II_USUBO, II_SMULO, II_UMULO,        /* {T, i1} */
    II_RADD, II_RMUL, II_RAND, II_ROR, II_RXOR,                        /* reductions */
    II_RSMAX, II_RSMIN, II_RUMAX, II_RUMIN,
    II_ROTL64, II_ROTR64, II_SWAP64, II_ROTL32,                        /* llvm.nvvm */
} IntOp;

static const struct {
    const char *prefix;
    IntOp op;
} int_intrinsics[] = {
    {"llvm.ctpop.", II_CTPOP}, {"llvm.ctlz.", II_CTLZ}, {"llvm.cttz.", II_CTTZ},
    {"llvm.bitreverse.", II_BITREV}, {"llvm.bswap.", II_BSWAP}, {"llvm.abs.", II_ABS},
    {"llvm.smin.", II_SMIN}, {"llvm.smax.", II_SMAX}, {"llvm.umin.", II_UMIN},
    {"llvm.umax.", II_UMAX}, {"llvm.uadd.sat.", II_UADDSAT}, {"llvm.usub.sat.", II_USUBSAT},
    {"llvm.sadd.sat.", II_SADDSAT}, {"llvm.ssub.sat.", II_SSUBSAT}, {"llvm.scmp.", II_SCMP},
    {"llvm.ucmp.", II_UCMP}, {"llvm.fshl.", II_FSHL}, {"llvm.fshr.", II_FSHR},
    {"llvm.sadd.with.overflow.", II_SADDO}, {"llvm.uadd.with.overflow.", II_UADDO},
    {"llvm.ssub.with.overflow.", II_SSUBO}, {"llvm.usub.with.overflow.", II_USUBO},
    {"llvm.smul.with.overflow.", II_SMULO}, {"llvm.umul.with.overflow.", II_UMULO},
    {"llvm.vector.reduce.add.", II_RADD}, {"llvm.vector.reduce.mul.", II_RMUL},
    {"llvm.vector.reduce.and.", II_RAND}, {"llvm.vector.reduce.or.", II_ROR},
    {"llvm.vector.reduce.xor.", II_RXOR}, {"llvm.vector.reduce.smax.", II_RSMAX},
    {"llvm.vector.reduce.smin.", II_RSMIN}, {"llvm.vector.reduce.umax.", II_RUMAX},
    {"llvm.vector.reduce.umin.", II_RUMIN}, {"llvm.nvvm.rotate.b64", II_ROTL64},
    {"llvm.nvvm.rotate.right.b64", II_ROTR64}, {"llvm.nvvm.swap.lo.hi.b64", II_SWAP64},
    {"llvm.nvvm.rotate.b32", II_ROTL32},
};

/* One element: its machine type and the IR width of its value. */
typedef struct Lane {
    Vt vt;
    unsigned bits;
} Lane;

/* ---------------- small builders ---------------- */

static DagNode *node2(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b)
{
    bool commutes = op == DOP_ADD || op == DOP_MUL || op == DOP_AND || op == DOP_OR ||
                    op == DOP_XOR || op == DOP_SMIN || op == DOP_SMAX || op == DOP_UMIN ||
                    op == DOP_UMAX;
    if (commutes && dag_is_const(a) && !dag_is_const(b)) {
        DagNode *t = a;
        a = b, b = t;
    }
    return dag_node2(c, op, vt, a, b);
}

static DagNode *imm(IselCtx *c, Vt vt, int64_t v) { return dag_const(c, vt, v); }

/* The 32- or 64-bit type that bit operations on a `bits`-wide value use. */
static Vt work_vt(unsigned bits) { return bits <= 32 ? VT_I32 : VT_I64; }

/* x in type `to` with its upper bits left undefined (any-extension). */
static DagNode *any_ext(IselCtx *c, DagNode *x, Vt to) { return dag_narrow_result(c, x, to); }

static DagNode *zext_lane(IselCtx *c, DagNode *x, Lane l, Vt to)
{
    return dag_ext_in_reg(c, x, l.bits, false, to);
}

/* add, mul, and, or, xor of one element: i1 maps to logic (narrow.c);
 * the rest do not read the undefined upper bits. */
static DagNode *plain_binary(IselCtx *c, DagOp op, Lane l, DagNode *a, DagNode *b)
{
    if (l.vt == VT_I1)
        return dag_narrow_binary(c, op, l.vt, l.bits, a, b);
    return node2(c, op, l.vt, a, b);
}

/* ---------------- bit counts and permutations ---------------- */

static DagNode *build_ctpop(IselCtx *c, Lane l, DagNode *x)
{
    DagNode *n = dag_node1(c, DOP_CTPOP, VT_I32, zext_lane(c, x, l, work_vt(l.bits)));
    return dag_narrow_result(c, n, l.vt);
}

static DagNode *build_ctlz(IselCtx *c, Lane l, DagNode *x)
{
    Vt w = work_vt(l.bits);
    DagNode *n = dag_node1(c, DOP_CTLZ, VT_I32, zext_lane(c, x, l, w));
    if (vt_bits(w) > l.bits) /* the leading zeros of the extension */
        n = dag_node2(c, DOP_ADD, VT_I32, n, imm(c, VT_I32, -(int64_t)(vt_bits(w) - l.bits)));
    return dag_narrow_result(c, n, l.vt);
}

static DagNode *build_cttz(IselCtx *c, Lane l, DagNode *x)
{
    Vt w = work_vt(l.bits);
    DagNode *v = any_ext(c, x, w);
    if (vt_bits(w) > l.bits) /* a stop bit: cttz(0) is the width */
        v = node2(c, DOP_OR, w, v, imm(c, w, (int64_t)(UINT64_C(1) << l.bits)));
    DagNode *n = dag_node1(c, DOP_CTLZ, VT_I32, dag_node1(c, DOP_BREV, w, v));
    return dag_narrow_result(c, n, l.vt);
}

static DagNode *build_bitrev(IselCtx *c, Lane l, DagNode *x)
{
    Vt w = work_vt(l.bits);
    DagNode *r = dag_node1(c, DOP_BREV, w, any_ext(c, x, w));
    if (vt_bits(w) > l.bits)
        r = dag_node2(c, DOP_SRL, w, r, imm(c, VT_I32, vt_bits(w) - l.bits));
    return dag_narrow_result(c, r, l.vt);
}

/* prmt.b32 x, 0, selector. */
static DagNode *prmt(IselCtx *c, DagNode *x, int64_t selector)
{
    DagNode *zero = imm(c, VT_I32, 0), *sel = imm(c, VT_I32, selector);
    DagNode *n = dag_node(c, DOP_PRMT, VT_I32, 3); /* after its kids */
    dag_set_kid(n, 0, x);
    dag_set_kid(n, 1, zero);
    dag_set_kid(n, 2, sel);
    return n;
}

static DagNode *bswap64(IselCtx *c, DagNode *x)
{
    DagNode *lo = prmt(c, dag_node1(c, DOP_LO, VT_I32, x), 0x0123);
    DagNode *hi = prmt(c, dag_node1(c, DOP_HI, VT_I32, x), 0x0123);
    return dag_node2(c, DOP_PACK, VT_I64, hi, lo);
}

static DagNode *build_bswap(IselCtx *c, Lane l, DagNode *x)
{
    if (l.bits == 16) /* bytes 1, 0 into bytes 0, 1 */
        return dag_narrow_result(c, prmt(c, any_ext(c, x, VT_I32), 0x0001), l.vt);
    Vt w = work_vt(l.bits);
    DagNode *r = w == VT_I32 ? prmt(c, any_ext(c, x, w), 0x0123) : bswap64(c, any_ext(c, x, w));
    if (vt_bits(w) > l.bits) /* i48: the swapped bytes sit at the top */
        r = dag_node2(c, DOP_SRL, w, r, imm(c, VT_I32, vt_bits(w) - l.bits));
    return dag_narrow_result(c, r, l.vt);
}

/* ---------------- abs, min, max ---------------- */

static DagNode *build_abs(IselCtx *c, Lane l, DagNode *x)
{
    if (l.vt == VT_I1)
        return x; /* |-1| is 1: the same bit */
    Vt t = narrow_op_vt(l.vt);
    DagNode *n = dag_node1(c, DOP_ABS, t, dag_ext_in_reg(c, x, l.bits, true, t));
    return dag_narrow_result(c, n, l.vt);
}

static DagNode *build_minmax(IselCtx *c, DagOp op, Lane l, DagNode *a, DagNode *b)
{
    if (l.vt == VT_I1) /* signed, true (-1) is the smaller */
        return node2(c, op == DOP_SMAX || op == DOP_UMIN ? DOP_AND : DOP_OR, VT_I1, a, b);
    bool sign = op == DOP_SMIN || op == DOP_SMAX;
    Vt t = narrow_op_vt(l.vt);
    DagNode *x = dag_ext_in_reg(c, a, l.bits, sign, t);
    DagNode *n = node2(c, op, t, x, dag_ext_in_reg(c, b, l.bits, sign, t));
    return dag_narrow_result(c, n, l.vt);
}

/* icmp of one element, narrow widths and i1 included. */
static DagNode *lane_setcc(IselCtx *c, Predicate p, Lane l, DagNode *a, DagNode *b)
{
    if (l.vt == VT_I1 || narrow_int(l.vt, l.bits))
        return dag_narrow_setcc(c, p, l.vt, l.bits, a, b);
    return dag_setcc(c, p, a, b);
}

/* scmp/ucmp: -1, 0 or 1 in the result type rvt. */
static DagNode *scmp_lane(IselCtx *c, bool sign, Lane l, DagNode *a, DagNode *b, Vt rvt)
{
    DagNode *lt = lane_setcc(c, sign ? PRED_SLT : PRED_ULT, l, a, b);
    DagNode *gt = lane_setcc(c, sign ? PRED_SGT : PRED_UGT, l, a, b);
    DagNode *one = imm(c, rvt, 1);
    one = dag_select(c, gt, one, imm(c, rvt, 0));
    DagNode *minus = imm(c, rvt, -1);
    return dag_select(c, lt, minus, one);
}

/* ---------------- saturation ---------------- */

/* A narrow (or i16 signed) saturating op, computed exactly in the wider
 * type t and clamped to the range of `bits` bits. */
static DagNode *sat_clamped(IselCtx *c, IntOp op, Lane l, Vt t, DagNode *a, DagNode *b)
{
    bool sign = op == II_SADDSAT || op == II_SSUBSAT;
    bool add = op == II_SADDSAT || op == II_UADDSAT;
    DagNode *x = dag_ext_in_reg(c, a, l.bits, sign, t);
    DagNode *r = dag_node2(c, add ? DOP_ADD : DOP_SUB, t, x, dag_ext_in_reg(c, b, l.bits, sign, t));
    int64_t top = (int64_t)((UINT64_C(1) << (l.bits - (sign ? 1 : 0))) - 1);
    if (sign) {
        r = node2(c, DOP_SMAX, t, r, imm(c, t, -top - 1));
        r = node2(c, DOP_SMIN, t, r, imm(c, t, top));
    } else {
        r = add ? node2(c, DOP_UMIN, t, r, imm(c, t, top)) : node2(c, DOP_SMAX, t, r, imm(c, t, 0));
    }
    return dag_narrow_result(c, r, l.vt);
}

/* Signed overflow of s = a + b (or a - b) at full width. */
static DagNode *signed_overflow(IselCtx *c, bool add, DagNode *s, DagNode *a, DagNode *b)
{
    DagNode *moved = dag_setcc(c, add ? PRED_SLT : PRED_SGT, s, a);
    if (b->op == DOP_CONST) /* b's sign is known: moved, or its negation */
        return b->ival < 0 ? dag_node2(c, DOP_XOR, VT_I1, moved, imm(c, VT_I1, 1)) : moved;
    return dag_node2(c, DOP_XOR, VT_I1, moved, dag_setcc(c, PRED_SLT, b, imm(c, b->vt, 0)));
}

static DagNode *build_sat(IselCtx *c, IntOp op, Lane l, DagNode *a, DagNode *b)
{
    bool sign = op == II_SADDSAT || op == II_SSUBSAT;
    bool add = op == II_SADDSAT || op == II_UADDSAT;
    if (l.vt == VT_I32 && l.bits == 32 && sign)
        return node2(c, add ? DOP_SADDSAT : DOP_SSUBSAT, VT_I32, a, b);
    if (narrow_int(l.vt, l.bits))
        return sat_clamped(c, op, l, narrow_op_vt(l.vt), a, b);
    if (!sign && add) { /* min(a, ~b) + b: b's headroom */
        DagNode *room = node2(c, DOP_XOR, l.vt, b, imm(c, l.vt, -1));
        return node2(c, DOP_ADD, l.vt, node2(c, DOP_UMIN, l.vt, a, room), b);
    }
    if (!sign) /* max(a, b) - b */
        return dag_node2(c, DOP_SUB, l.vt, node2(c, DOP_UMAX, l.vt, a, b), b);
    if (l.vt == VT_I16)
        return sat_clamped(c, op, l, VT_I32, a, b);
    DagNode *s = add ? node2(c, DOP_ADD, l.vt, a, b) : dag_node2(c, DOP_SUB, l.vt, a, b);
    DagNode *sat = dag_node2(c, DOP_SRA, l.vt, s, imm(c, VT_I32, l.bits - 1));
    sat = dag_node2(c, DOP_XOR, l.vt, sat, imm(c, l.vt, INT64_MIN)); /* s < 0 ? MAX : MIN */
    return dag_select(c, signed_overflow(c, add, s, a, b), sat, s);
}

/* ---------------- funnel shifts ---------------- */

/* The amount n modulo the width, as an i32 in [0, bits). */
static DagNode *funnel_amount(IselCtx *c, Lane l, DagNode *n)
{
    if (n->op == DOP_CONST) {
        uint64_t v = (uint64_t)n->ival;
        if (l.bits < 64)
            v &= (UINT64_C(1) << l.bits) - 1;
        return imm(c, VT_I32, (int64_t)(v % l.bits));
    }
    Vt t = narrow_op_vt(n->vt);
    DagNode *m = (l.bits & (l.bits - 1)) == 0
                     ? dag_node2(c, DOP_AND, t, n, imm(c, t, l.bits - 1))
                     : dag_node2(c, DOP_UREM, t, dag_ext_in_reg(c, n, l.bits, false, t),
                                 imm(c, t, l.bits));
    return dag_narrow_result(c, m, VT_I32);
}

static DagNode *build_funnel(IselCtx *c, bool left, Lane l, DagNode *hi, DagNode *lo,
                             DagNode *n)
{
    if (l.vt == VT_I32 && l.bits == 32 && target_has(c->target, FEAT_SHF)) {
        DagNode *f = dag_node(c, left ? DOP_FSHL : DOP_FSHR, VT_I32, 3);
        dag_set_kid(f, 0, hi);
        dag_set_kid(f, 1, lo);
        dag_set_kid(f, 2, n);
        return f;
    }
    Vt t = narrow_op_vt(l.vt);
    DagNode *s = funnel_amount(c, l, n);
    DagNode *back = s->op == DOP_CONST ? imm(c, VT_I32, l.bits - s->ival)
                                       : dag_node2(c, DOP_SUB, VT_I32, imm(c, VT_I32, l.bits), s);
    DagNode *z = dag_ext_in_reg(c, lo, l.bits, false, t); /* nothing above it */
    DagNode *up = dag_node2(c, DOP_SHL, t, hi, left ? s : back);
    DagNode *down = dag_node2(c, DOP_SRL, t, z, left ? back : s);
    return dag_narrow_result(c, dag_node2(c, DOP_OR, t, up, down), l.vt);
}

/* ---------------- overflow ---------------- */

/* {a op b, overflowed} at the full width of a machine type. */
static void overflow_full(IselCtx *c, IntOp op, Vt vt, DagNode *a, DagNode *b, DagNode **v,
                          DagNode **o)
{
    switch (op) {
    case II_UADDO: *v = node2(c, DOP_ADD, vt, a, b); *o = dag_setcc(c, PRED_ULT, *v, a); return;
    case II_SADDO:
        *v = node2(c, DOP_ADD, vt, a, b);
        *o = signed_overflow(c, true, *v, a, b);
        return;
    case II_USUBO: *v = dag_node2(c, DOP_SUB, vt, a, b); *o = dag_setcc(c, PRED_ULT, a, b); return;
    case II_SSUBO:
        *v = dag_node2(c, DOP_SUB, vt, a, b);
        *o = signed_overflow(c, false, *v, a, b);
        return;
    case II_UMULO:
        *v = node2(c, DOP_MUL, vt, a, b);
        *o = dag_setcc(c, PRED_NE, node2(c, DOP_MULHU, vt, a, b), imm(c, vt, 0));
        return;
    default: { /* smul: the high half must be the low half's sign */
        *v = node2(c, DOP_MUL, vt, a, b);
        DagNode *hi = node2(c, DOP_MULHS, vt, a, b);
        DagNode *sign = dag_node2(c, DOP_SRA, vt, *v, imm(c, VT_I32, vt_bits(vt) - 1));
        *o = dag_setcc(c, PRED_NE, hi, sign);
        return;
    }
    }
}

/* Narrow widths: exactly in a type twice as wide (or one bit wider for
 * add and sub), then "does the result still fit in `bits` bits?". */
static bool overflow_narrow(IselCtx *c, IntOp op, Lane l, DagNode *a, DagNode *b, DagNode **v,
                            DagNode **o)
{
    bool sign = op == II_SADDO || op == II_SSUBO || op == II_SMULO;
    bool mul = op == II_SMULO || op == II_UMULO;
    Vt t = narrow_op_vt(l.vt);
    if (mul && 2 * l.bits > 64)
        return false; /* no type holds the whole product */
    if (mul)
        t = 2 * l.bits <= 16 ? VT_I16 : 2 * l.bits <= 32 ? VT_I32 : VT_I64;
    DagOp dop = op == II_SADDO || op == II_UADDO ? DOP_ADD : mul ? DOP_MUL : DOP_SUB;
    DagNode *x = dag_ext_in_reg(c, a, l.bits, sign, t);
    DagNode *r = dag_node2(c, dop, t, x, dag_ext_in_reg(c, b, l.bits, sign, t));
    *o = dag_setcc(c, PRED_NE, r, dag_ext_in_reg(c, r, l.bits, sign, t));
    *v = dag_narrow_result(c, r, l.vt);
    return true;
}

/* ---------------- i128 ---------------- */

static DagNode *wide_select(IselCtx *c, DagNode *p, DagNode *a, DagNode *b)
{
    return dag_select(c, p, a, b);
}

static DagNode *cttz64(IselCtx *c, DagNode *x)
{
    return dag_node1(c, DOP_CTLZ, VT_I32, dag_node1(c, DOP_BREV, VT_I64, x));
}

/* A count (i32) as an i128. */
static WideVal count128(IselCtx *c, DagNode *n)
{
    DagNode *lo = dag_node1(c, DOP_ZEXT, VT_I64, n);
    return (WideVal){lo, imm(c, VT_I64, 0)};
}

static bool wide_unary(IselCtx *c, IntOp op, WideVal x, WideVal *r)
{
    DagNode *hz = dag_setcc(c, PRED_EQ, x.hi, imm(c, VT_I64, 0));
    DagNode *lz = dag_setcc(c, PRED_EQ, x.lo, imm(c, VT_I64, 0));
    switch (op) {
    case II_CTPOP: {
        DagNode *lo = dag_node1(c, DOP_CTPOP, VT_I32, x.lo);
        *r = count128(c, dag_node2(c, DOP_ADD, VT_I32, lo, dag_node1(c, DOP_CTPOP, VT_I32, x.hi)));
        return true;
    }
    case II_CTLZ: {
        DagNode *low = dag_node1(c, DOP_CTLZ, VT_I32, x.lo);
        low = dag_node2(c, DOP_ADD, VT_I32, low, imm(c, VT_I32, 64));
        *r = count128(c, wide_select(c, hz, low, dag_node1(c, DOP_CTLZ, VT_I32, x.hi)));
        return true;
    }
    case II_CTTZ: {
        DagNode *high = cttz64(c, x.hi);
        high = dag_node2(c, DOP_ADD, VT_I32, high, imm(c, VT_I32, 64));
        *r = count128(c, wide_select(c, lz, high, cttz64(c, x.lo)));
        return true;
    }
    case II_BITREV:
        r->lo = dag_node1(c, DOP_BREV, VT_I64, x.hi);
        r->hi = dag_node1(c, DOP_BREV, VT_I64, x.lo);
        return true;
    case II_BSWAP:
        r->lo = bswap64(c, x.hi);
        r->hi = bswap64(c, x.lo);
        return true;
    case II_ABS: {
        DagNode *zero = imm(c, VT_I64, 0);
        WideVal neg = wide_addsub(c, (WideVal){zero, imm(c, VT_I64, 0)}, x, true);
        DagNode *s = dag_setcc(c, PRED_SLT, x.hi, imm(c, VT_I64, 0));
        r->lo = wide_select(c, s, neg.lo, x.lo);
        r->hi = wide_select(c, s, neg.hi, x.hi);
        return true;
    }
    default: return false;
    }
}

static bool wide_minmax(IselCtx *c, IntOp op, WideVal a, WideVal b, WideVal *r)
{
    Predicate p = op == II_SMIN ? PRED_SLT : op == II_SMAX ? PRED_SGT
                  : op == II_UMIN ? PRED_ULT : op == II_UMAX ? PRED_UGT : PRED_EQ;
    if (p == PRED_EQ)
        return false;
    DagNode *pick_a = wide_setcc(c, p, a, b);
    r->lo = wide_select(c, pick_a, a.lo, b.lo);
    r->hi = wide_select(c, pick_a, a.hi, b.hi);
    return true;
}

/* i128 arithmetic with its overflow flag ({i128, i1}) and the saturating
 * forms, on the two 64-bit words (w1:w0):
 *   uadd  s <u a            usub  a <u b
 *   sadd  sign((a^s) & (b^s))   ssub  sign((a^b) & (a^d))   (the hi words)
 *   umul  a1 != 0 && b1 != 0, or a high word of a1*b0 or a0*b1, or a carry
 *         out of hi(a0*b0) + lo(a1*b0) + lo(a0*b1): the product's high
 *         128 bits are not all zero
 *   smul  umul of the magnitudes, or a magnitude of 2^127 or more unless
 *         it is exactly 2^127 and the product negative
 * The value is the product or sum modulo 2^128 either way. */
static DagNode *word_sign(IselCtx *c, DagNode *hi) { return dag_setcc(c, PRED_SLT, hi, imm(c, VT_I64, 0)); }

static DagNode *w64(IselCtx *c, DagOp op, DagNode *a, DagNode *b) { return dag_node2(c, op, VT_I64, a, b); }

static DagNode *or1(IselCtx *c, DagNode *a, DagNode *b) { return dag_node2(c, DOP_OR, VT_I1, a, b); }

/* a + b carries out of 64 bits: (a + b) <u a. */
static DagNode *carry64(IselCtx *c, DagNode *a, DagNode *sum) { return dag_setcc(c, PRED_ULT, sum, a); }

static WideVal wide_umulo(IselCtx *c, WideVal a, WideVal b, DagNode **o)
{
    DagNode *p0 = w64(c, DOP_MUL, a.lo, b.lo), *p0h = w64(c, DOP_MULHU, a.lo, b.lo);
    DagNode *t1 = w64(c, DOP_MUL, a.hi, b.lo), *t1h = w64(c, DOP_MULHU, a.hi, b.lo);
    DagNode *t2 = w64(c, DOP_MUL, a.lo, b.hi), *t2h = w64(c, DOP_MULHU, a.lo, b.hi);
    DagNode *m = w64(c, DOP_ADD, t1, t2);
    DagNode *hi = w64(c, DOP_ADD, m, p0h);
    DagNode *a1 = dag_setcc(c, PRED_NE, a.hi, imm(c, VT_I64, 0));
    DagNode *b1 = dag_setcc(c, PRED_NE, b.hi, imm(c, VT_I64, 0));
    DagNode *f = dag_node2(c, DOP_AND, VT_I1, a1, b1);
    f = or1(c, f, dag_setcc(c, PRED_NE, t1h, imm(c, VT_I64, 0)));
    f = or1(c, f, dag_setcc(c, PRED_NE, t2h, imm(c, VT_I64, 0)));
    f = or1(c, f, carry64(c, t1, m));
    *o = or1(c, f, carry64(c, m, hi));
    return (WideVal){p0, hi};
}

static WideVal wide_negate_if(IselCtx *c, DagNode *neg, WideVal x)
{
    WideVal n = wide_addsub(c, (WideVal){imm(c, VT_I64, 0), imm(c, VT_I64, 0)}, x, true);
    return (WideVal){wide_select(c, neg, n.lo, x.lo), wide_select(c, neg, n.hi, x.hi)};
}

static WideVal wide_smulo(IselCtx *c, WideVal a, WideVal b, DagNode **o)
{
    DagNode *sa = word_sign(c, a.hi), *sb = word_sign(c, b.hi);
    DagNode *neg = dag_node2(c, DOP_XOR, VT_I1, sa, sb);
    WideVal ma = wide_negate_if(c, sa, a), mb = wide_negate_if(c, sb, b);
    DagNode *ou;
    WideVal p = wide_umulo(c, ma, mb, &ou);
    DagNode *top = word_sign(c, p.hi); /* magnitude >= 2^127 */
    DagNode *min = dag_node2(c, DOP_AND, VT_I1,
                             dag_setcc(c, PRED_EQ, p.hi, imm(c, VT_I64, INT64_MIN)),
                             dag_setcc(c, PRED_EQ, p.lo, imm(c, VT_I64, 0)));
    DagNode *fits = dag_node2(c, DOP_AND, VT_I1, neg, min);
    DagNode *big = dag_node2(c, DOP_AND, VT_I1, top,
                             dag_node2(c, DOP_XOR, VT_I1, fits, imm(c, VT_I1, 1)));
    *o = or1(c, ou, big);
    return wide_negate_if(c, neg, p);
}

/* op on i128 a and b: the value, and in *o the overflow flag (for the
 * saturating ops, the value is saturated and *o is unused). */
static bool wide_arith(IselCtx *c, IntOp op, WideVal a, WideVal b, WideVal *r, DagNode **o)
{
    bool sub = op == II_SSUBO || op == II_USUBO || op == II_USUBSAT || op == II_SSUBSAT;
    if (op == II_UMULO) {
        *r = wide_umulo(c, a, b, o);
        return true;
    }
    if (op == II_SMULO) {
        *r = wide_smulo(c, a, b, o);
        return true;
    }
    if (op != II_SADDO && op != II_UADDO && op != II_SSUBO && op != II_USUBO &&
        op != II_UADDSAT && op != II_USUBSAT && op != II_SADDSAT && op != II_SSUBSAT)
        return false;
    WideVal s = wide_addsub(c, a, b, sub);
    bool is_signed = op == II_SADDO || op == II_SSUBO || op == II_SADDSAT || op == II_SSUBSAT;
    DagNode *f;
    if (!is_signed) {
        f = sub ? wide_setcc(c, PRED_ULT, a, b) : wide_setcc(c, PRED_ULT, s, a);
    } else {
        DagNode *x = w64(c, DOP_XOR, a.hi, sub ? b.hi : s.hi);
        DagNode *y = w64(c, DOP_XOR, sub ? a.hi : b.hi, s.hi);
        f = word_sign(c, w64(c, DOP_AND, x, y));
    }
    *r = s, *o = f;
    if (op == II_UADDSAT || op == II_USUBSAT) {
        DagNode *lim = imm(c, VT_I64, sub ? 0 : -1);
        *r = (WideVal){wide_select(c, f, lim, s.lo), wide_select(c, f, lim, s.hi)};
    } else if (op == II_SADDSAT || op == II_SSUBSAT) {
        /* toward a's sign: INT128_MIN below, INT128_MAX above */
        DagNode *na = word_sign(c, a.hi);
        DagNode *lo = wide_select(c, na, imm(c, VT_I64, 0), imm(c, VT_I64, -1));
        DagNode *hi = wide_select(c, na, imm(c, VT_I64, INT64_MIN), imm(c, VT_I64, INT64_MAX));
        *r = (WideVal){wide_select(c, f, lo, s.lo), wide_select(c, f, hi, s.hi)};
    }
    return true;
}

/* i128 funnel shifts, k = s mod 128 (LangRef):
 *   fshl(a, b, s) = (a << k) | ((b >> 1) >> (127 - k))
 *   fshr(a, b, s) = (b >> k) | ((a << 1) << (127 - k))
 * The shift by one first keeps every amount below 128, so k = 0 gives a
 * (or b) with nothing from the other word; 127 - k is k ^ 127.  A
 * constant amount folds into word moves (wide.c's shift_const). */
static WideVal wide_funnel(IselCtx *c, bool left, WideVal a, WideVal b, WideVal s)
{
    DagNode *zero = imm(c, VT_I64, 0);
    DagNode *k = dag_is_const(s.lo) ? imm(c, VT_I64, s.lo->ival & 127)
                                    : dag_node2(c, DOP_AND, VT_I64, s.lo, imm(c, VT_I64, 127));
    DagNode *rk = dag_is_const(k) ? imm(c, VT_I64, 127 - k->ival)
                                  : dag_node2(c, DOP_XOR, VT_I64, k, imm(c, VT_I64, 127));
    WideVal wk = {k, zero}, wrk = {rk, imm(c, VT_I64, 0)}, one = {imm(c, VT_I64, 1), zero};
    WideVal near = wide_binary(c, left ? DOP_SHL : DOP_SRL, left ? a : b, wk);
    WideVal step = wide_binary(c, left ? DOP_SRL : DOP_SHL, left ? b : a, one);
    WideVal far = wide_binary(c, left ? DOP_SRL : DOP_SHL, step, wrk);
    return wide_binary(c, DOP_OR, near, far);
}

/* ---------------- the family ---------------- */

static DagNode *unary_lane(IselCtx *c, IntOp op, Lane l, DagNode *x)
{
    switch (op) {
    case II_CTPOP: return build_ctpop(c, l, x);
    case II_CTLZ: return build_ctlz(c, l, x);
    case II_CTTZ: return build_cttz(c, l, x);
    case II_BITREV: return build_bitrev(c, l, x);
    case II_BSWAP: return build_bswap(c, l, x);
    default: return build_abs(c, l, x);
    }
}

static DagNode *binary_lane(IselCtx *c, IntOp op, Lane l, DagNode *a, DagNode *b)
{
    switch (op) {
    case II_SMIN: case II_RSMIN: return build_minmax(c, DOP_SMIN, l, a, b);
    case II_SMAX: case II_RSMAX: return build_minmax(c, DOP_SMAX, l, a, b);
    case II_UMIN: case II_RUMIN: return build_minmax(c, DOP_UMIN, l, a, b);
    case II_UMAX: case II_RUMAX: return build_minmax(c, DOP_UMAX, l, a, b);
    case II_RADD: return plain_binary(c, DOP_ADD, l, a, b);
    case II_RMUL: return plain_binary(c, DOP_MUL, l, a, b);
    case II_RAND: return plain_binary(c, DOP_AND, l, a, b);
    case II_ROR: return plain_binary(c, DOP_OR, l, a, b);
    case II_RXOR: return plain_binary(c, DOP_XOR, l, a, b);
    default: return build_sat(c, op, l, a, b);
    }
}

static bool is_unary(IntOp op) { return op <= II_ABS; }
static bool is_binary(IntOp op) { return op >= II_SMIN && op <= II_SSUBSAT; }
static bool is_overflow(IntOp op) { return op >= II_SADDO && op <= II_UMULO; }
static bool is_reduce(IntOp op) { return op >= II_RADD && op <= II_RUMIN; }

static DagVal unsupported_on(IselCtx *c, const Instr *i, const char *name)
{
    char buf[64];
    return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' on %s", name,
                               type_str(instr_op(i, 0)->type, buf, sizeof buf)));
}

/* The element-wise ones: unary, binary, funnel shifts, scmp/ucmp. */
static DagVal map_lanes(IselCtx *c, const Instr *i, IntOp op)
{
    const Type *t = instr_op(i, 0)->type;
    uint32_t nargs = is_unary(op) ? 1 : op == II_FSHL || op == II_FSHR ? 3 : 2;
    DagVal ops[3];
    for (uint32_t a = 0; a < nargs; a++) /* operands first: kids precede parents */
        ops[a] = dag_parts(c, instr_op(i, a));
    const TypeParts *tp = type_parts(c, t, NULL), *rp = type_parts(c, i->v.type, NULL);
    if (!tp || !rp || rp->n != tp->n) /* a call whose types are not the intrinsic's */
        return unsupported_on(c, i, call_callee_fn(i)->v.name);
    DagVal r = dag_val_new(c, rp->n);
    for (uint32_t e = 0; e < tp->n; e++) {
        Lane l = {tp->vt[e], tp->bits[e]};
        DagNode *x = ops[0].p[e], *y = nargs > 1 ? ops[1].p[e] : NULL;
        if (is_unary(op))
            r.p[e] = unary_lane(c, op, l, x);
        else if (op == II_FSHL || op == II_FSHR)
            r.p[e] = build_funnel(c, op == II_FSHL, l, x, y, ops[2].p[e]);
        else if (op == II_SCMP || op == II_UCMP)
            r.p[e] = scmp_lane(c, op == II_SCMP, l, x, y, rp->vt[e]);
        else
            r.p[e] = binary_lane(c, op, l, x, y);
    }
    return r;
}

/* {T, i1} (or {<N x T>, <N x i1>}): the values, then the flags. */
static DagVal map_overflow(IselCtx *c, const Instr *i, IntOp op, const char *name)
{
    DagVal a = dag_parts(c, instr_op(i, 0)), b = dag_parts(c, instr_op(i, 1));
    const TypeParts *tp = type_parts(c, instr_op(i, 0)->type, NULL);
    DagVal r = dag_val_new(c, 2 * tp->n);
    for (uint32_t e = 0; e < tp->n; e++) {
        Lane l = {tp->vt[e], tp->bits[e]};
        if (l.vt == VT_I1 || (narrow_int(l.vt, l.bits) &&
                              !overflow_narrow(c, op, l, a.p[e], b.p[e], &r.p[e], &r.p[tp->n + e])))
            return unsupported_on(c, i, name);
        if (!narrow_int(l.vt, l.bits))
            overflow_full(c, op, l.vt, a.p[e], b.p[e], &r.p[e], &r.p[tp->n + e]);
    }
    return r;
}

static DagVal reduce_lanes(IselCtx *c, const Instr *i, IntOp op)
{
    const Type *t = instr_op(i, 0)->type;
    DagVal v = dag_parts(c, instr_op(i, 0));
    const TypeParts *tp = type_parts(c, t, NULL);
    Lane l = {tp->vt[0], tp->bits[0]};
    DagNode *acc = v.p[0];
    for (uint32_t e = 1; e < v.n; e++)
        acc = binary_lane(c, op, l, acc, v.p[e]);
    return dag_one(c, acc);
}

/* rotate.b64(x, n), rotate.right.b64(x, n), swap.lo.hi.b64(x) and
 * rotate.b32(x, n): a rotate is a funnel shift of x with itself, so
 * rotate.b32 is shf.l.wrap where the target has it (sm_32) and shifts
 * and an or before, as in llc. */
static DagVal nvvm_lanes(IselCtx *c, const Instr *i, IntOp op)
{
    DagNode *x = dag_value(c, instr_op(i, 0));
    if (op == II_SWAP64)
        return dag_one(c, dag_node2(c, DOP_PACK, VT_I64, dag_node1(c, DOP_HI, VT_I32, x),
                                    dag_node1(c, DOP_LO, VT_I32, x)));
    DagNode *n = dag_value(c, instr_op(i, 1));
    if (op == II_ROTL32)
        return dag_one(c, build_funnel(c, true, (Lane){VT_I32, 32}, x, x, n));
    return dag_one(c, build_funnel(c, op == II_ROTL64, (Lane){VT_I64, 64}, x, x,
                                   dag_narrow_result(c, n, VT_I64)));
}

static DagVal wide_lanes(IselCtx *c, const Instr *i, IntOp op, const char *name)
{
    DagVal a = dag_parts(c, instr_op(i, 0));
    WideVal x = {a.p[0], a.p[1]}, r;
    DagNode *o = NULL;
    bool ok = false;
    if (is_unary(op)) {
        ok = a.n == 2 && wide_unary(c, op, x, &r);
    } else if ((op == II_FSHL || op == II_FSHR) && a.n == 2 && i->nargs == 3) {
        DagVal b = dag_parts(c, instr_op(i, 1)), n = dag_parts(c, instr_op(i, 2));
        if ((ok = b.n == 2 && n.n == 2))
            r = wide_funnel(c, op == II_FSHL, x, (WideVal){b.p[0], b.p[1]},
                            (WideVal){n.p[0], n.p[1]});
    } else if ((is_binary(op) || is_overflow(op)) && a.n == 2 && i->nargs >= 2) {
        DagVal b = dag_parts(c, instr_op(i, 1));
        WideVal y = {b.p[0], b.p[1]};
        ok = b.n == 2 && (wide_minmax(c, op, x, y, &r) || wide_arith(c, op, x, y, &r, &o));
    }
    if (!ok)
        return unsupported_on(c, i, name);
    DagVal v = dag_val_new(c, is_overflow(op) ? 3 : 2);
    v.p[0] = r.lo, v.p[1] = r.hi;
    if (is_overflow(op))
        v.p[2] = o;
    return v;
}

bool family_int(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    for (size_t k = 0; k < sizeof int_intrinsics / sizeof *int_intrinsics; k++) {
        const char *p = int_intrinsics[k].prefix;
        IntOp op = int_intrinsics[k].op;
        if (strncmp(name, p, strlen(p)) || (op >= II_ROTL64 && strcmp(name, p)))
            continue;
        if (i->nargs == 0 || (is_binary(op) && i->nargs < 2))
            *out = unsupported_on(c, i, name);
        else if (op >= II_ROTL64)
            *out = nvvm_lanes(c, i, op);
        else if (wide_int_type(instr_op(i, 0)->type))
            *out = is_reduce(op) ? unsupported_on(c, i, name) : wide_lanes(c, i, op, name);
        else if (is_overflow(op))
            *out = map_overflow(c, i, op, name);
        else if (is_reduce(op))
            *out = reduce_lanes(c, i, op);
        else
            *out = map_lanes(c, i, op);
        return true;
    }
    return false;
}
