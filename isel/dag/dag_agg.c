/*
 * isel/dag/dag_agg.c -- aggregates and vectors in the DAG.
 *
 * A value with several parts (isel/legal/parts.c) is a DagVal: one node per
 * part.  Most operations on such values need no instruction at all:
 *
 *   extractvalue / extractelement (constant index)   pick parts
 *   insertvalue / insertelement (constant index)     replace parts
 *   shufflevector                                    reorder parts
 *
 * A vector index known only at run time becomes a chain of selects (an
 * extract compares the index with each position; an insert chooses per
 * element), which is what LLVM does for small vectors kept in registers.
 *
 * bitcast reinterprets bits, so it has to bridge two part layouts: a
 * destination part that is a whole source part is a register move between
 * classes (mov.b32 %f1, %r1) or nothing; half of a source part is LO/HI
 * (mov.b32 {%rs1, _}, %r1); two source halves are PACK (mov.b64 %rd1,
 * {%r1, %r2}); anything else is shifts and masks on integers.
 *
 * Invariant: the result has exactly as many parts as its type, in the
 * type's memory order.
 */
#include <string.h>

#include "isel/isel.h"

/* ---------------- aggregates ---------------- */

DagVal dag_extractvalue(IselCtx *c, const Instr *i)
{
    const Value *agg = instr_op(i, 0);
    DagVal a = dag_parts(c, agg);
    uint32_t first, count;
    const Type *sub;
    agg_part_range(c, agg->type, i->indices, i->nindices, &first, &count, &sub);
    DagVal r = {a.p + first, count};
    return r;
}

DagVal dag_insertvalue(IselCtx *c, const Instr *i)
{
    const Value *agg = instr_op(i, 0);
    DagVal a = dag_parts(c, agg), v = dag_parts(c, instr_op(i, 1));
    uint32_t first, count;
    const Type *sub;
    agg_part_range(c, agg->type, i->indices, i->nindices, &first, &count, &sub);
    DagVal r = dag_val_new(c, a.n);
    memcpy(r.p, a.p, a.n * sizeof *r.p);
    memcpy(r.p + first, v.p, count * sizeof *r.p);
    return r;
}

/* ---------------- vectors ---------------- */

/* A vector index as an i32 node, for comparisons (an odd width zero-
 * extended in its register first: narrow.c). */
static DagNode *index32(IselCtx *c, const Value *idx)
{
    DagNode *n = dag_int_operand(c, idx, false);
    if (n->vt == VT_I32)
        return n;
    return dag_node1(c, vt_bits(n->vt) > 32 ? DOP_TRUNC : DOP_ZEXT, VT_I32, n);
}

static bool const_index(const Value *idx, uint64_t *k)
{
    return value_const_int(idx, false, k);
}

DagVal dag_extractelement(IselCtx *c, const Instr *i)
{
    DagVal v = dag_parts(c, instr_op(i, 0));
    uint64_t k;
    if (const_index(instr_op(i, 1), &k))
        return dag_one(c, k < v.n ? v.p[k] : v.p[0]); /* out of range: poison */
    DagNode *idx = index32(c, instr_op(i, 1)), *acc = v.p[0];
    for (uint32_t e = 1; e < v.n; e++) {
        DagNode *is_e = dag_setcc(c, PRED_EQ, idx, dag_const(c, VT_I32, e));
        acc = dag_select(c, is_e, v.p[e], acc);
    }
    return dag_one(c, acc);
}

DagVal dag_insertelement(IselCtx *c, const Instr *i)
{
    DagVal v = dag_parts(c, instr_op(i, 0));
    DagNode *elt = dag_value(c, instr_op(i, 1));
    DagVal r = dag_val_new(c, v.n);
    memcpy(r.p, v.p, v.n * sizeof *r.p);
    uint64_t k;
    if (const_index(instr_op(i, 2), &k)) {
        if (k < v.n)
            r.p[k] = elt;
        return r;
    }
    DagNode *idx = index32(c, instr_op(i, 2));
    for (uint32_t e = 0; e < v.n; e++)
        r.p[e] = dag_select(c, dag_setcc(c, PRED_EQ, idx, dag_const(c, VT_I32, e)), elt, v.p[e]);
    return r;
}

/* Element k of a shufflevector mask, or -1 for undef/poison. */
static int64_t mask_elem(const Value *mask, uint32_t k)
{
    if (mask->kind == VK_CZERO)
        return 0;
    if (mask->kind != VK_CAGG)
        return -1;
    const Value *e = ((const Const *)mask)->ops[k].val;
    if (e->kind == VK_CINT)
        return (int64_t)const_int_zext((const Const *)e);
    return e->kind == VK_CZERO ? 0 : -1;
}

DagVal dag_shufflevector(IselCtx *c, const Instr *i)
{
    DagVal a = dag_parts(c, instr_op(i, 0)), b = dag_parts(c, instr_op(i, 1));
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++) {
        int64_t m = mask_elem(instr_op(i, 2), k);
        if (m >= 0 && m < (int64_t)a.n)
            r.p[k] = a.p[m];
        else if (m >= (int64_t)a.n && m < (int64_t)(a.n + b.n))
            r.p[k] = b.p[m - a.n];
        else /* an undefined lane: any value will do */
            r.p[k] = dag_const_part(c, tp->vt[k], &(ConstPart){.kind = CP_UNDEF});
    }
    return r;
}

/* ---------------- bitcast ---------------- */

static Vt int_vt(unsigned bits)
{
    switch (bits) {
    case 8: return VT_I8;
    case 16: return VT_I16;
    case 32: return VT_I32;
    default: return VT_I64;
    }
}

/* The same bits as an integer node. */
static DagNode *as_int(IselCtx *c, DagNode *x)
{
    if (!vt_is_float(x->vt))
        return x;
    return dag_node1(c, DOP_BITCAST, int_vt(vt_bits(x->vt)), x);
}

/* Integer bits in a node of type `to` (same width). */
static DagNode *from_int(IselCtx *c, DagNode *x, Vt to)
{
    if (x->vt == to || !vt_is_float(to))
        return x;
    return dag_node1(c, DOP_BITCAST, to, x);
}

/* Bits [lo, lo + w) of source part x (w < x's width). */
static DagNode *extract_bits(IselCtx *c, DagNode *x, unsigned lo, Vt to)
{
    unsigned w = vt_bits(to), xw = vt_bits(x->vt);
    if (w * 2 == xw && w >= 16 && (lo == 0 || lo == w))
        return dag_node1(c, lo ? DOP_HI : DOP_LO, to, x);
    DagNode *v = as_int(c, x);
    if (lo)
        v = dag_node2(c, DOP_SRL, v->vt, v, dag_const(c, VT_I32, lo));
    return from_int(c, dag_node1(c, DOP_TRUNC, int_vt(w), v), to);
}

/* Whether i8 lane l is byte *bi of a 32-bit word *w: the trunc, or the
 * trunc of a shift right by 8, 16 or 24, that extract_bits makes when a
 * word is bitcast to bytes. */
static bool byte_of_word(DagNode *l, DagNode **w, unsigned *bi)
{
    if (l->op != DOP_TRUNC || l->kids[0]->vt != VT_I32)
        return false;
    DagNode *x = l->kids[0], *amt = x->op == DOP_SRL ? x->kids[1] : NULL;
    if (amt && amt->op == DOP_CONST && (amt->ival == 8 || amt->ival == 16 || amt->ival == 24)) {
        *w = x->kids[0], *bi = (unsigned)amt->ival / 8;
        return true;
    }
    *w = x, *bi = 0;
    return true;
}

/* Four lanes that are bytes of at most two words, as one prmt of those
 * words (the shuffles of uchar4 data: a byte reversal, an interleave of
 * two words' bytes), or the word itself when the lanes are its bytes in
 * order; NULL for other lanes. */
static DagNode *word_shuffle(IselCtx *c, const DagVal *s, uint32_t j)
{
    DagNode *src[2] = {NULL, NULL};
    unsigned sel = 0;
    for (unsigned k = 0; k < 4; k++) {
        DagNode *w;
        unsigned bi, slot;
        if (!byte_of_word(s->p[j + k], &w, &bi))
            return NULL;
        for (slot = 0; slot < 2 && src[slot] && src[slot] != w; slot++)
            ;
        if (slot == 2)
            return NULL;
        src[slot] = w;
        sel |= (slot * 4 + bi) << (4 * k);
    }
    if (sel == 0x3210)
        return src[0];
    DagNode *selc = dag_const(c, VT_I32, sel);
    DagNode *n = dag_node(c, DOP_PRMT, VT_I32, 3); /* after its kids */
    dag_set_kid(n, 0, src[0]);
    dag_set_kid(n, 1, src[1] ? src[1] : src[0]);
    dag_set_kid(n, 2, selc);
    return n;
}

/* Four i8 parts s[j..j+3] as one b32, lane 0 in the low byte.  Two
 * `mov.b32 {lo, hi}` put the bytes' 16-bit registers side by side, and
 * one prmt keeps the low byte of each half (selector 0x6420: bytes 0 and
 * 2 of the first word, 4 and 6 of the second).  An i8's register has an
 * undefined upper byte (dagops.def), and prmt never reads it, so no lane
 * is extended first: three instructions where zero-extending, shifting
 * and or-ing each byte take ten (ptxas keeps the difference: 8 SASS
 * instructions fewer for one word on sm_80). */
static DagNode *bytes_word(IselCtx *c, const DagVal *s, uint32_t j)
{
    DagNode *shuffle = word_shuffle(c, s, j);
    if (shuffle)
        return shuffle;
    DagNode *lo = dag_node2(c, DOP_PACK, VT_I32, s->p[j], s->p[j + 1]);
    DagNode *hi = dag_node2(c, DOP_PACK, VT_I32, s->p[j + 2], s->p[j + 3]);
    DagNode *sel = dag_const(c, VT_I32, 0x6420);
    DagNode *n = dag_node(c, DOP_PRMT, VT_I32, 3); /* after its kids */
    dag_set_kid(n, 0, lo);
    dag_set_kid(n, 1, hi);
    dag_set_kid(n, 2, sel);
    return n;
}

/* Source parts [j, j + n), consecutive, concatenated into one `to`. */
static DagNode *concat_bits(IselCtx *c, const DagVal *s, uint32_t j, uint32_t n, Vt to)
{
    unsigned w = vt_bits(to);
    if (n * 8 == w && w >= 32) { /* bytes into a word or two */
        bool bytes = true;
        for (uint32_t k = j; k < j + n; k++)
            bytes = bytes && s->p[k]->vt == VT_I8;
        if (bytes && w == 32)
            return from_int(c, bytes_word(c, s, j), to);
        if (bytes) /* mov.b64 {lo, hi} of two words */
            return from_int(c, dag_node2(c, DOP_PACK, VT_I64, bytes_word(c, s, j),
                                         bytes_word(c, s, j + 4)), to);
    }
    /* mov.b32 {lo, hi} packs two .b16 registers (or two .b32 into a .b64);
     * bytes have no 8-bit registers to pack, so fewer than four (two into
     * an i16) take the shifts */
    if (n == 2 && w >= 32 && vt_bits(s->p[j]->vt) * 2 == w && vt_bits(s->p[j + 1]->vt) * 2 == w)
        return dag_node2(c, DOP_PACK, to, s->p[j], s->p[j + 1]);
    Vt iv = int_vt(w);
    DagNode *acc = NULL;
    unsigned at = 0;
    for (uint32_t k = j; k < j + n; k++) {
        DagNode *v = dag_node1(c, DOP_ZEXT, iv, as_int(c, s->p[k]));
        if (at)
            v = dag_node2(c, DOP_SHL, iv, v, dag_const(c, VT_I32, at));
        acc = acc ? dag_node2(c, DOP_OR, iv, acc, v) : v;
        at += vt_bits(s->p[k]->vt);
    }
    return from_int(c, acc, to);
}

/* Destination part k of a bitcast whose source parts are s. */
static DagNode *bitcast_part(IselCtx *c, const DagVal *s, const TypeParts *sp, Vt to,
                             uint64_t off)
{
    uint32_t j = 0;
    while (j + 1 < sp->n && sp->off[j + 1] <= off)
        j++;
    unsigned sw = vt_bits(sp->vt[j]), w = vt_bits(to);
    if (sp->off[j] == off && sw == w)
        return s->p[j]->vt == to ? s->p[j] : from_int(c, as_int(c, s->p[j]), to);
    if (sw > w)
        return extract_bits(c, s->p[j], (unsigned)(off - sp->off[j]) * 8, to);
    uint32_t n = 0;
    for (unsigned bits = 0; bits < w && j + n < sp->n; n++)
        bits += vt_bits(sp->vt[j + n]);
    return concat_bits(c, s, j, n, to);
}

static bool has_i1_parts(const TypeParts *tp)
{
    for (uint32_t k = 0; k < tp->n; k++)
        if (tp->vt[k] == VT_I1)
            return true;
    return false;
}

DagVal dag_bitcast(IselCtx *c, const Instr *i)
{
    const Value *src = instr_op(i, 0);
    const TypeParts *sp = type_parts(c, src->type, NULL);
    const TypeParts *dp = type_parts(c, i->v.type, NULL);
    return dag_bitcast_parts(c, dag_parts(c, src), sp, dp);
}

/* Bit b of a value whose parts are s (no i1 parts), as an i1. */
static DagNode *bit_of_parts(IselCtx *c, const DagVal *s, const TypeParts *sp, unsigned b)
{
    uint32_t j = 0;
    while (j + 1 < sp->n && sp->off[j + 1] * 8 <= b)
        j++;
    DagNode *v = as_int(c, s->p[j]);
    unsigned at = b - (unsigned)sp->off[j] * 8;
    if (v->vt == VT_I8) /* PTX has no 8-bit arithmetic */
        v = dag_node1(c, DOP_ZEXT, VT_I16, v);
    DagNode *mask = dag_const(c, v->vt, (int64_t)(UINT64_C(1) << at));
    return dag_setcc(c, PRED_NE, dag_node2(c, DOP_AND, v->vt, v, mask), dag_const(c, v->vt, 0));
}

/* Bits [lo, lo + vt_bits(to)) of the bit list `bits` (n of them, i1
 * nodes) gathered into one part of type `to`: bit lo is the least
 * significant, bits past n are zero. */
static DagNode *part_of_bits(IselCtx *c, DagNode *const *bits, uint32_t n, unsigned lo, Vt to)
{
    Vt iv = int_vt(vt_bits(to)), wv = iv == VT_I8 ? VT_I16 : iv; /* no 8-bit arithmetic */
    DagNode *acc = NULL;
    for (unsigned b = lo; b < lo + vt_bits(to) && b < n; b++) {
        DagNode *v = dag_cast(c, OP_ZEXT, wv, bits[b]);
        if (b > lo)
            v = dag_node2(c, DOP_SHL, wv, v, dag_const(c, VT_I32, b - lo));
        acc = acc ? dag_node2(c, DOP_OR, wv, acc, v) : v;
    }
    acc = acc ? acc : dag_const(c, wv, 0);
    return from_int(c, wv == iv ? acc : dag_node1(c, DOP_TRUNC, iv, acc), to);
}

/* A bitcast to or from a vector of i1 (LangRef: element 0 is the least
 * significant bit of the integer; clang's ext_vector_type(bool) and
 * MLIR's vector<8xi1> masks produce these).  The value goes through its
 * list of bits: the i1 parts themselves, or each bit of the integer
 * parts shifted down and tested; then each destination part is those
 * bits, or an integer assembled from them with zext, shl and or. */
static DagVal bitcast_bits(IselCtx *c, DagVal s, const TypeParts *sp, const TypeParts *dp)
{
    uint32_t n = has_i1_parts(sp) ? sp->n : dp->n;
    DagNode **bits = arena_array(c->dag_arena, n + 1, sizeof *bits);
    for (uint32_t b = 0; b < n; b++)
        bits[b] = has_i1_parts(sp) ? s.p[b] : bit_of_parts(c, &s, sp, b);
    DagVal r = dag_val_new(c, dp->n);
    for (uint32_t k = 0; k < dp->n; k++)
        r.p[k] = has_i1_parts(dp) ? bits[k]
                                  : part_of_bits(c, bits, n, (unsigned)dp->off[k] * 8, dp->vt[k]);
    return r;
}

DagVal dag_bitcast_parts(IselCtx *c, DagVal s, const TypeParts *sp, const TypeParts *dp)
{
    if (has_i1_parts(sp) || has_i1_parts(dp))
        return bitcast_bits(c, s, sp, dp);
    DagVal r = dag_val_new(c, dp->n);
    for (uint32_t k = 0; k < dp->n; k++)
        r.p[k] = bitcast_part(c, &s, sp, dp->vt[k], dp->off[k]);
    return r;
}
