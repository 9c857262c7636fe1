/*
 * isel/legal/parts.c -- IR values wider than one machine register, as lists of
 * parts.
 *
 * PTX registers hold scalars (.pred .b16 .b32 .b64 .f32 .f64).  An IR value
 * of a vector, struct, array or i128 type is therefore carried through
 * selection as several machine values -- its *parts* -- the way LLVM's
 * type legalizer splits them:
 *
 *     { float, i32, i8 }   ->  F32 @0, I32 @4, I8 @8
 *     <4 x half>           ->  F16 @0, F16 @2, F16 @4, F16 @6
 *     [2 x <2 x i32>]      ->  I32 @0, I32 @4, I32 @8, I32 @12
 *     i128                 ->  I64 @0 (low half), I64 @8 (high half)
 *     i24                  ->  I32 @0, of which 24 bits are the value
 *
 * Parts are listed in memory order with their byte offsets, so that a load
 * of a struct is one load per part at base+offset, a call passes each part
 * at its offset in a .param byte array, and `extractvalue` is only a
 * choice of parts -- no instruction at all.
 *
 * An integer of an odd width (i7, i24, i33, ... up to i64: C23's _BitInt)
 * is carried in the next machine width -- i7 in I8, i24 in I32, i48 in
 * I64 -- the way LLVM's PromoteInteger does, and TypeParts.bits records
 * its IR width.  The bits above that width are undefined between
 * operations (as an i8's upper byte is in its 16-bit register); the
 * operations whose result depends on them extend in-register first
 * (isel/legal/narrow.c).  Vectors of such elements are not split: LLVM packs
 * their elements bit by bit in memory, so they have no byte offsets.
 *
 * Constants are flattened the same way (const_parts): each part becomes its
 * bits, a global's address plus an offset, or "undefined".
 *
 * Invariants: a type's parts are computed once per compilation and cached
 * by Type.id in the module-lifetime arena (types are interned, so the id
 * names the type); type_parts never reports errors itself -- it returns
 * NULL and a reason, and legal_type turns that into a located diagnostic.
 */
#include <string.h>

#include "isel/isel.h"

/* The machine type of an integer of `bits` bits, up to 64: the smallest
 * register that holds it (i7 lives in an i8, i24 in an i32). */
static Vt int_container(unsigned bits)
{
    if (bits == 1)
        return VT_I1;
    return bits <= 8 ? VT_I8 : bits <= 16 ? VT_I16 : bits <= 32 ? VT_I32 : VT_I64;
}

/* Does aggregate t hold a pointer into tensor memory (addrspace 6)? */
static bool type_has_tmem_ptr(const Type *t)
{
    if (t->kind == TY_PTR)
        return t->addrspace == 6;
    if (t->kind == TY_STRUCT) {
        for (uint32_t k = 0; k < t->nmem; k++)
            if (type_has_tmem_ptr(t->mem[k]))
                return true;
        return false;
    }
    return (t->kind == TY_ARRAY || t->kind == TY_VEC) && type_has_tmem_ptr(t->elem);
}

/* The machine type of a scalar IR type, or false. */
static bool scalar_vt(const IselCtx *c, const Type *t, Vt *vt)
{
    switch (t->kind) {
    case TY_INT:
        if (t->bits == 0 || t->bits > 64)
            return false;
        *vt = int_container(t->bits);
        return true;
    case TY_HALF: *vt = VT_F16; return true;
    case TY_BFLOAT: *vt = VT_BF16; return true;
    case TY_FLOAT: *vt = VT_F32; return true;
    case TY_DOUBLE: *vt = VT_F64; return true;
    case TY_PTR: *vt = ptr_type_bits(c, t) == 32 ? VT_I32 : VT_I64; return true;
    default: return false;
    }
}

/* A list of parts being built (malloc'ed, copied to the arena at the end). */
typedef struct PartList {
    Vec vt, off, bits;
    const char *why; /* set when the type cannot be split */
} PartList;

/* A part of machine type vt holding a `bits`-wide value. */
static void push_part(PartList *l, Vt vt, uint64_t off, unsigned bits)
{
    if (l->vt.len >= ISEL_MAX_PARTS) {
        l->why = "it has more scalar parts than ISEL_MAX_PARTS";
        return;
    }
    VEC_PUSH(&l->vt, Vt, vt);
    VEC_PUSH(&l->off, uint64_t, off);
    VEC_PUSH(&l->bits, uint8_t, (uint8_t)bits);
}

static void flatten(const IselCtx *c, const Type *t, uint64_t off, PartList *l);

/* The fields at their offsets (the running form of struct_field_offset:
 * a struct of many fields stays linear). */
static void flatten_struct(const IselCtx *c, const Type *t, uint64_t off, PartList *l)
{
    uint64_t at = 0;
    for (uint32_t i = 0; i < t->nmem && !l->why; i++) {
        uint64_t a = t->packed ? 1 : type_align(t->mem[i], c->ptr_bits);
        at = (at + a - 1) / a * a;
        flatten(c, t->mem[i], off + at, l);
        at += type_size(t->mem[i], c->ptr_bits);
    }
}

/* Does an integer of this width fill whole machine registers (no odd
 * width)? */
static bool int_is_machine(unsigned bits)
{
    return bits == 1 || bits == 8 || bits == 16 || bits == 32 || bits == 64 || bits == 128;
}

static void flatten_elems(const IselCtx *c, const Type *t, uint64_t off, PartList *l)
{
    /* i1 vector elements are bits, not bytes: number them instead. */
    bool bits = t->kind == TY_VEC && t->elem->kind == TY_INT && t->elem->bits == 1;
    uint64_t step = bits ? 1 : type_size(t->elem, c->ptr_bits);
    if (t->kind == TY_VEC && t->elem->kind == TY_INT && !int_is_machine(t->elem->bits)) {
        l->why = "vectors of odd-width integers are packed bit by bit";
        return;
    }
    if (t->count > ISEL_MAX_PARTS) {
        l->why = "it has more scalar parts than ISEL_MAX_PARTS";
        return;
    }
    for (uint64_t k = 0; k < t->count && !l->why; k++)
        flatten(c, t->elem, off + k * step, l);
}

static void flatten(const IselCtx *c, const Type *t, uint64_t off, PartList *l)
{
    Vt vt;
    if (scalar_vt(c, t, &vt)) {
        push_part(l, vt, off, t->kind == TY_INT ? t->bits : vt_bits(vt));
    } else if (t->kind == TY_INT && t->bits == 128) {
        push_part(l, VT_I64, off, 64);
        push_part(l, VT_I64, off + 8, 64);
    } else if (t->kind == TY_INT) {
        l->why = "integers wider than 64 bits other than i128 are not selected";
    } else if (c->tmem_ptr32 && type_has_tmem_ptr(t)) {
        /* ir/type.c lays memory out with one pointer size for all spaces */
        l->why = "32-bit tensor-memory pointers (p6:32) inside an aggregate are not "
                 "selected yet";
    } else if (t->kind == TY_STRUCT && !t->opaque) {
        flatten_struct(c, t, off, l);
    } else if (t->kind == TY_ARRAY || (t->kind == TY_VEC && !t->scalable)) {
        flatten_elems(c, t, off, l);
    } else {
        l->why = "this version selects i1..i64, i128, half, bfloat, float, double, "
                 "pointers, and vectors, arrays and structs of them";
    }
}

static const TypeParts *build_parts(IselCtx *c, const Type *t, const char **why)
{
    PartList l = {{0}, {0}, {0}, NULL};
    flatten(c, t, 0, &l);
    TypeParts *tp = NULL;
    if (!l.why) {
        tp = arena_alloc(c->mod_arena, sizeof *tp);
        tp->n = (uint32_t)l.vt.len;
        Vt *vts = arena_array(c->mod_arena, tp->n + 1, sizeof *vts);
        uint64_t *offs = arena_array(c->mod_arena, tp->n + 1, sizeof *offs);
        uint8_t *bits = arena_array(c->mod_arena, tp->n + 1, sizeof *bits);
        if (tp->n) {
            memcpy(vts, l.vt.data, tp->n * sizeof *vts);
            memcpy(offs, l.off.data, tp->n * sizeof *offs);
            memcpy(bits, l.bits.data, tp->n * sizeof *bits);
        }
        tp->vt = vts, tp->off = offs, tp->bits = bits;
        tp->size = type_size(t, c->ptr_bits);
        tp->align = type_align(t, c->ptr_bits);
    }
    *why = l.why;
    vec_free(&l.vt);
    vec_free(&l.off);
    vec_free(&l.bits);
    return tp;
}

/* Cached results: a TypeParts, or this marker for "cannot be split"
 * (the reason is recomputed then: failures are rare and end the run). */
static const TypeParts no_parts;

const TypeParts *type_parts(IselCtx *c, const Type *t, const char **why)
{
    const char *dummy;
    why = why ? why : &dummy;
    *why = NULL;
    Vec *cache = &c->parts_cache;
    if (t->id < cache->len) {
        const TypeParts *hit = VEC_AT(cache, const TypeParts *, t->id);
        if (hit && hit != &no_parts)
            return hit;
        if (hit == &no_parts)
            return build_parts(c, t, why);
    }
    const TypeParts *tp = build_parts(c, t, why);
    while (cache->len <= t->id)
        VEC_PUSH(cache, const TypeParts *, NULL);
    VEC_AT(cache, const TypeParts *, t->id) = tp ? tp : &no_parts;
    return tp;
}

const TypeParts *type_parts_fresh(IselCtx *c, const Type *t)
{
    const char *why;
    return build_parts(c, t, &why);
}

void parts_free(IselCtx *c) { vec_free(&c->parts_cache); }

bool type_is_bool_vector(const Type *t)
{
    return t->kind == TY_VEC && !t->scalable && t->elem->kind == TY_INT && t->elem->bits == 1;
}

bool type_has_bool_vector(const Type *t)
{
    if (t->kind == TY_VEC)
        return t->elem->kind == TY_INT && t->elem->bits == 1;
    if (t->kind == TY_ARRAY)
        return type_has_bool_vector(t->elem);
    for (uint32_t k = 0; t->kind == TY_STRUCT && k < t->nmem; k++)
        if (type_has_bool_vector(t->mem[k]))
            return true;
    return false;
}

bool legal_type(IselCtx *c, const Type *t, Loc loc, const char *what)
{
    const char *why;
    if (type_parts(c, t, &why))
        return true;
    char buf[128];
    diag_error(c->diag, loc, "unsupported: %s of type '%s' (%s)", what,
               type_str(t, buf, sizeof buf), why);
    return false;
}

/* ---------------- member ranges ---------------- */

static uint32_t nparts(IselCtx *c, const Type *t)
{
    const TypeParts *tp = type_parts(c, t, NULL);
    if (!tp)
        BUG("member type without parts inside a legal aggregate");
    return tp->n;
}

void agg_part_range(IselCtx *c, const Type *t, const uint32_t *idx, uint32_t n,
                    uint32_t *first, uint32_t *count, const Type **sub)
{
    uint32_t at = 0;
    for (uint32_t k = 0; k < n; k++) {
        if (t->kind == TY_STRUCT) {
            for (uint32_t f = 0; f < idx[k]; f++)
                at += nparts(c, t->mem[f]);
            t = t->mem[idx[k]];
        } else {
            at += idx[k] * nparts(c, t->elem);
            t = t->elem;
        }
    }
    *first = at;
    *count = nparts(c, t);
    *sub = t;
}

/* ---------------- constants ---------------- */

static void const_fill(ConstPart *out, uint32_t n, ConstPartKind k)
{
    for (uint32_t i = 0; i < n; i++)
        out[i] = (ConstPart){.kind = k};
}

/* The type of element k of an aggregate or vector type. */
static const Type *member_type(const Type *t, uint32_t k)
{
    return t->kind == TY_STRUCT ? t->mem[k] : t->elem;
}

/* A global's address plus a constant offset, from GEPs and casts. */
static bool const_address(IselCtx *c, const Value *v, const Global **g, int64_t *addend,
                          unsigned depth);

bool gep_index_offset(const IselCtx *c, const Type **cur, bool first, const Value *ix,
                      int64_t *off)
{
    if (ix->kind != VK_CINT && ix->kind != VK_CZERO)
        return false;
    int64_t v = ix->kind == VK_CINT ? const_int_sext((const Const *)ix) : 0;
    if (!first && (*cur)->kind == TY_STRUCT) {
        *off += (int64_t)struct_field_offset(*cur, (uint32_t)v, c->ptr_bits);
        *cur = (*cur)->mem[v];
        return true;
    }
    if (!first)
        *cur = (*cur)->elem;
    *off += v * (int64_t)type_size(*cur, c->ptr_bits);
    return true;
}

bool const_gep_offset(const IselCtx *c, const Const *k, int64_t *off)
{
    const Type *cur = k->src_type;
    for (uint32_t i = 1; i < k->nops; i++)
        if (!gep_index_offset(c, &cur, i == 1, k->ops[i].val, off))
            return false;
    return true;
}

/* An alias stands for its aliasee (PTX has no variable aliases).  The
 * parser bounds the nesting of one constant (LIMIT_NESTING); the depth
 * bound here also stops a cycle of aliases, which nothing else rejects. */
enum { ALIAS_MAX_DEPTH = 4 * LIMIT_NESTING };

static bool const_address(IselCtx *c, const Value *v, const Global **g, int64_t *addend,
                          unsigned depth)
{
    if (depth > ALIAS_MAX_DEPTH)
        return false;
    if (v->kind == VK_GLOBAL) {
        const Global *a = (const Global *)v;
        int64_t before = *addend;
        if (a->gk == GK_ALIAS && a->init && const_address(c, a->init, g, addend, depth + 1))
            return true;
        *addend = before; /* an alias of no address: itself (reported by users) */
        *g = a;
        return true;
    }
    if (v->kind != VK_CEXPR)
        return false;
    const Const *k = (const Const *)v;
    switch (k->opcode) {
    /* Not addrspacecast: a shared variable's generic address is not its
     * shared one, so that needs code (cvta) or generic() in an initializer. */
    case OP_BITCAST: case OP_PTRTOINT: case OP_INTTOPTR:
        return const_address(c, k->ops[0].val, g, addend, depth + 1);
    case OP_GEP:
        return const_gep_offset(c, k, addend) && const_address(c, k->ops[0].val, g, addend, depth + 1);
    default:
        return false;
    }
}

/* One scalar constant. */
static void const_scalar(IselCtx *c, const Value *v, ConstPart *out)
{
    const Const *k = (const Const *)v;
    switch (v->kind) {
    case VK_CINT:
        *out = (ConstPart){.kind = CP_BITS, .bits = k->words[0]};
        return;
    case VK_CFP: *out = (ConstPart){.kind = CP_BITS, .bits = k->fp_lo}; return;
    case VK_CNULL: case VK_CZERO: *out = (ConstPart){.kind = CP_BITS}; return;
    default: break;
    }
    const Global *g = NULL;
    int64_t addend = 0;
    if (const_address(c, v, &g, &addend, 0))
        *out = (ConstPart){.kind = CP_SYM, .g = g, .addend = addend};
    else if (v->kind == VK_CEXPR)
        *out = (ConstPart){.kind = CP_EXPR, .expr = v};
    else
        *out = (ConstPart){.kind = CP_UNDEF};
}

static void const_rec(IselCtx *c, const Value *v, const Type *t, ConstPart *out);

static void const_members(IselCtx *c, const Value *v, const Type *t, ConstPart *out)
{
    const Const *k = (const Const *)v;
    uint32_t at = 0;
    uint32_t n = v->kind == VK_CDATA ? (uint32_t)t->count : k->nops;
    for (uint32_t e = 0; e < n; e++) {
        const Type *mt = member_type(t, e);
        if (v->kind == VK_CDATA)
            out[at] = (ConstPart){.kind = CP_BITS, .bits = k->bytes[e]};
        else
            const_rec(c, k->ops[e].val, mt, out + at);
        at += nparts(c, mt);
    }
}

static void const_rec(IselCtx *c, const Value *v, const Type *t, ConstPart *out)
{
    uint32_t n = nparts(c, t);
    if (v->kind == VK_CEXPR && n != 1) { /* a vector-typed expression */
        for (uint32_t k = 0; k < n; k++)
            out[k] = (ConstPart){.kind = CP_EXPR, .expr = v, .part = k};
        return;
    }
    switch (v->kind) {
    case VK_CUNDEF: case VK_CPOISON: const_fill(out, n, CP_UNDEF); return;
    case VK_CZERO: case VK_CNULL: const_fill(out, n, CP_BITS); return;
    case VK_CAGG: case VK_CDATA: const_members(c, v, t, out); return;
    case VK_CINT:
        if (n == 2) { /* i128: low word, then high word */
            const Const *k = (const Const *)v;
            out[0] = (ConstPart){.kind = CP_BITS, .bits = k->words[0]};
            out[1] = (ConstPart){.kind = CP_BITS, .bits = k->words[1]};
            return;
        }
        break;
    default: break;
    }
    const_scalar(c, v, out);
}

void const_parts(IselCtx *c, const Value *v, const TypeParts *tp, ConstPart *out)
{
    if (tp->n == 0)
        return;
    const_rec(c, v, v->type, out);
}
