/*
 * isel/legal/unaligned.c -- one memory part accessed in pieces: under-aligned
 * parts and integers of an odd width.
 *
 * PTX requires every ld/st to be naturally aligned: an ld.u32 reads an
 * address that is a multiple of 4, or the GPU stops the kernel with a
 * misaligned-address error (PTX ISA, "Memory consistency" and the ld/st
 * pages: addresses must be aligned to the access size).  The IR, though,
 * may promise less: a field of a packed struct `<{ i8, i32, i16 }>` sits
 * at offset 1, `load i32, ptr %p, align 1` reads any address, and a
 * `<4 x float>` at `align 8` is not 16-aligned.  Such a part is read and
 * written in pieces, as LLVM's NVPTX back end does (its "expand unaligned
 * load/store"): each piece is the widest of 1, 2, 4 or 8 bytes that the
 * alignment at its own offset allows and that fits what is left,
 *
 *     i32 at align 1        u8 u8 u8 u8
 *     i32 at align 2        u16 u16
 *     double at align 4     u32 u32
 *     i32 at offset 1 of an align-4 base   u8 (@1) u16 (@2) u8 (@4)
 *
 * little-endian: the piece at the lowest address holds the lowest bits.
 * The value is put together -- or taken apart, for a store -- as a bitcast
 * between the part and the piece layout (dag_bitcast_parts), level by
 * level where the pieces are alike halves or words (halves into words
 * into a doubleword): two of them are one mov.b32/mov.b64 {lo, hi};
 * bytes and mixed pieces zero-extend, shift and or in the part's width
 * (ptxas makes no better code of bytes paired first: it was measured
 * worse); floats travel through integer registers (mov.b32 %f1, %r4).
 *
 * The same machinery stores integers of an odd width (C23 _BitInt, held
 * in the next machine width: isel/legal/narrow.c) with exactly their store
 * size -- an i24 writes 3 bytes -- zero-extended to whole bytes first, so
 * that no access touches a byte outside the value, and loads them back.
 *
 * Invariants: every piece is chained in address order (a volatile part
 * makes every piece volatile); a piece never crosses the part's bytes and
 * never exceeds the alignment known at its address.
 */
#include "isel/isel.h"

uint64_t mem_align_at(uint64_t align, uint64_t off)
{
    uint64_t low = off ? off & (~off + 1) : align;
    return low < align ? low : align;
}

/* Bytes that a part of IR width `bits` occupies in memory. */
static unsigned store_bytes(Vt vt, unsigned bits)
{
    return vt == VT_I1 ? 1 : (bits + 7) / 8;
}

/* The largest piece (1, 2, 4 or 8 bytes) that fits in `left` bytes at an
 * address of alignment `align`. */
unsigned mem_piece_bytes(unsigned left, uint64_t align)
{
    unsigned s = 8;
    while (s > left || s > align)
        s /= 2;
    return s;
}

static Vt int_of_bytes(unsigned bytes)
{
    return bytes == 1 ? VT_I8 : bytes == 2 ? VT_I16 : bytes == 4 ? VT_I32 : VT_I64;
}

bool piece_load_needed(Vt vt, unsigned bits, uint64_t align)
{
    if (vt == VT_I1)
        return false; /* a byte */
    unsigned b = store_bytes(vt, bits);
    return b * 8 != vt_bits(vt) || b > align;
}

bool piece_store_needed(Vt vt, unsigned bits, uint64_t align)
{
    return piece_load_needed(vt, bits, align) || (vt != VT_I1 && bits % 8);
}

/* The part as a layout of its own (one part of vt at offset 0), and the
 * pieces it is accessed in, both in the block's arena. */
static TypeParts *layout(IselCtx *c, uint32_t n)
{
    TypeParts *tp = arena_alloc(c->dag_arena, sizeof *tp);
    tp->n = n;
    tp->vt = arena_array(c->dag_arena, n, sizeof *tp->vt);
    tp->off = arena_array(c->dag_arena, n, sizeof *tp->off);
    tp->bits = arena_array(c->dag_arena, n, sizeof *tp->bits);
    return tp;
}

static const TypeParts *whole_layout(IselCtx *c, const PieceAccess *a)
{
    TypeParts *tp = layout(c, 1);
    ((Vt *)tp->vt)[0] = a->vt;
    ((uint8_t *)tp->bits)[0] = (uint8_t)a->bits;
    tp->size = store_bytes(a->vt, a->bits);
    tp->align = (uint32_t)a->align;
    return tp;
}

static const TypeParts *piece_layout(IselCtx *c, const PieceAccess *a)
{
    unsigned bytes = store_bytes(a->vt, a->bits), n = 0, s;
    for (unsigned o = 0; o < bytes; o += s, n++)
        s = mem_piece_bytes(bytes - o, mem_align_at(a->align, a->off + o));
    TypeParts *tp = layout(c, n);
    n = 0;
    for (unsigned o = 0; o < bytes; o += s, n++) {
        s = mem_piece_bytes(bytes - o, mem_align_at(a->align, a->off + o));
        ((Vt *)tp->vt)[n] = int_of_bytes(s);
        ((uint64_t *)tp->off)[n] = o;
        ((uint8_t *)tp->bits)[n] = (uint8_t)(8 * s);
    }
    tp->size = bytes;
    tp->align = 1;
    return tp;
}

/* n parts of `bytes` bytes each, one after the other. */
static const TypeParts *uniform_layout(IselCtx *c, uint32_t n, unsigned bytes)
{
    TypeParts *tp = layout(c, n);
    for (uint32_t k = 0; k < n; k++) {
        ((Vt *)tp->vt)[k] = int_of_bytes(bytes);
        ((uint64_t *)tp->off)[k] = (uint64_t)k * bytes;
        ((uint8_t *)tp->bits)[k] = (uint8_t)(8 * bytes);
    }
    tp->size = (uint64_t)n * bytes;
    tp->align = 1;
    return tp;
}

/* Halves or words, a power of two of them (two or more), pair up level
 * by level -- halves into words, words into a doubleword -- so that each
 * pair joins with one mov {lo, hi} instead of a shift and an or per
 * piece.  The layouts from the pieces (levels[0]) up to a single part
 * (levels[*n - 1]); false for bytes and for mixed pieces (an i32 at
 * offset 1: byte, half, byte), which take the shifts. */
enum { PIECE_LEVELS = 4 }; /* 8 bytes: bytes, halves, words, one */

static bool piece_levels(IselCtx *c, const TypeParts *pp, const TypeParts **levels,
                         uint32_t *n)
{
    if (pp->n < 2 || (pp->n & (pp->n - 1)) || pp->vt[0] == VT_I8)
        return false;
    for (uint32_t k = 1; k < pp->n; k++)
        if (pp->vt[k] != pp->vt[0])
            return false;
    unsigned bytes = vt_bits(pp->vt[0]) / 8;
    levels[0] = pp, *n = 1;
    for (uint32_t parts = pp->n; parts > 1; parts /= 2, (*n)++) {
        bytes *= 2;
        levels[*n] = uniform_layout(c, parts / 2, bytes);
    }
    return true;
}

static DagNode *piece_chain(IselCtx *c, DagNode *n, const PieceAccess *a)
{
    n->as = a->as;
    n->is_volatile = a->is_volatile;
    return dag_chained(c, n);
}

DagNode *piece_load(IselCtx *c, const PieceAccess *a)
{
    const TypeParts *pp = piece_layout(c, a);
    DagVal pieces = dag_val_new(c, pp->n);
    for (uint32_t k = 0; k < pp->n; k++) {
        DagNode *addr = dag_addr_offset(c, a->base, (int64_t)(a->off + pp->off[k]));
        DagNode *ld = dag_node1(c, DOP_LOAD, pp->vt[k], addr);
        ld->nc = a->nc;
        pieces.p[k] = piece_chain(c, ld, a);
    }
    if (pp->n == 1 && pp->vt[0] == a->vt)
        return pieces.p[0];
    const TypeParts *levels[PIECE_LEVELS], *from = pp;
    uint32_t nl;
    if (piece_levels(c, pp, levels, &nl)) { /* the last level is the whole itself */
        for (uint32_t l = 1; l + 1 < nl; l++)
            pieces = dag_bitcast_parts(c, pieces, levels[l - 1], levels[l]);
        from = levels[nl - 2];
    }
    return dag_bitcast_parts(c, pieces, from, whole_layout(c, a)).p[0];
}

/* A constant's pieces are constants: no shifts at run time. */
static bool const_bits(const DagNode *v, uint64_t *bits)
{
    if (v->op == DOP_CONST)
        *bits = (uint64_t)v->ival;
    else if (v->op == DOP_FCONST)
        *bits = v->fbits;
    else
        return false;
    return true;
}

void piece_store(IselCtx *c, DagNode *v, const PieceAccess *a)
{
    if (a->bits % 8 && a->vt != VT_I1) /* the last byte's extra bits are stored as zero */
        v = dag_narrow_result(c, dag_ext_in_reg(c, v, a->bits, false, narrow_op_vt(a->vt)),
                              a->vt);
    const TypeParts *pp = piece_layout(c, a);
    DagVal one = {&v, 1}, pieces;
    uint64_t bits;
    if (pp->n == 1 && pp->vt[0] == a->vt) {
        pieces = one;
    } else if (const_bits(v, &bits)) {
        pieces = dag_val_new(c, pp->n);
        for (uint32_t k = 0; k < pp->n; k++) {
            uint64_t w = pp->bits[k], x = bits >> (8 * pp->off[k]);
            pieces.p[k] = dag_const(c, pp->vt[k], (int64_t)(w < 64 ? x & ((UINT64_C(1) << w) - 1) : x));
        }
    } else {
        const TypeParts *levels[PIECE_LEVELS], *whole = whole_layout(c, a);
        uint32_t nl;
        if (piece_levels(c, pp, levels, &nl)) { /* from the whole down, level by level */
            pieces = dag_bitcast_parts(c, one, whole, levels[nl - 2]);
            for (uint32_t l = nl - 2; l > 0; l--)
                pieces = dag_bitcast_parts(c, pieces, levels[l], levels[l - 1]);
        } else {
            pieces = dag_bitcast_parts(c, one, whole, pp);
        }
    }
    for (uint32_t k = 0; k < pp->n; k++) {
        DagNode *addr = dag_addr_offset(c, a->base, (int64_t)(a->off + pp->off[k]));
        piece_chain(c, dag_node2(c, DOP_STORE, VT_NONE, pieces.p[k], addr), a);
    }
}
