/*
 * ir/type.c -- the type table: interning, predicates, layout, printing.
 *
 * Duties:
 *   - Intern every literal type, so that two structurally equal types are
 *     the same pointer and type equality is a pointer comparison.  A type is
 *     looked up in a hash table keyed by its structure (kind, width, address
 *     space, element/member *pointers*, count, packed/vararg/scalable): its
 *     parts are already interned, so comparing their pointers is enough and
 *     hashing never recurses.
 *   - Identified structs (`%struct.S = type {...}`) are equal by name, not
 *     by structure: they live in the same bucket array but are hashed by
 *     name and never match a structural lookup.  tt->named lists them in
 *     creation order, which is the order the printer writes them in.
 *   - Predicates, size and alignment under NVPTX's data layout
 *     "e-i64:64-i128:128-v16:16-v32:32-n16:32:64", and printing a type with
 *     exactly LLVM's spelling (both the opaque `ptr` and the typed `i8*`
 *     dialects).
 *
 * Invariants:
 *   - Every Type is allocated in tt->arena and is never freed on its own.
 *   - Member arrays given to type_struct/type_func are copied into the
 *     arena; the array given to type_set_body is NOT copied (there is no
 *     table argument), so it must live in the module arena as well.
 *   - type_int accepts 1..LIMIT_INT_BITS; the parser diagnoses anything else
 *     before asking, so a bad width here is an internal bug.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/out.h"

/* ---- hashing -------------------------------------------------------- */

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdull;
}

static uint64_t hash_ptr(uint64_t h, const void *p)
{
    return mix(h, (uint64_t)(uintptr_t)p);
}

/* Structural hash of a literal type described by `k` (not yet interned). */
static uint64_t type_hash(const Type *k)
{
    uint64_t h = mix(0, (uint64_t)k->kind);
    h = mix(h, k->bits);
    h = mix(h, k->addrspace);
    h = mix(h, ((uint64_t)k->scalable << 2) | ((uint64_t)k->packed << 1) |
                   (uint64_t)k->vararg);
    h = mix(h, k->count);
    h = hash_ptr(h, k->elem);
    for (uint32_t i = 0; i < k->nmem; i++)
        h = hash_ptr(h, k->mem[i]);
    return h;
}

static uint64_t name_hash(const char *name)
{
    uint64_t h = 1469598103934665603ull; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        h = (h ^ *p) * 1099511628211ull;
    return mix(h, 0x5eed);
}

/* Are the literal types a and b structurally the same? */
static bool type_same(const Type *a, const Type *b)
{
    if (a->kind != b->kind || a->bits != b->bits ||
        a->addrspace != b->addrspace || a->scalable != b->scalable ||
        a->packed != b->packed || a->vararg != b->vararg ||
        a->count != b->count || a->elem != b->elem || a->nmem != b->nmem)
        return false;
    for (uint32_t i = 0; i < a->nmem; i++)
        if (a->mem[i] != b->mem[i])
            return false;
    return true;
}

/* Double the bucket array when the load factor passes 1. */
static void types_rehash(TypeTable *tt)
{
    size_t n = tt->nbuckets * 2;
    Type **nb = calloc(n, sizeof *nb);
    if (!nb)
        BUG("out of memory growing the type table");
    for (size_t i = 0; i < tt->nbuckets; i++) {
        Type *t = tt->buckets[i];
        while (t) {
            Type *next = t->hash_next;
            uint64_t h = t->name ? name_hash(t->name) : type_hash(t);
            t->hash_next = nb[h & (n - 1)];
            nb[h & (n - 1)] = t;
            t = next;
        }
    }
    free(tt->buckets);
    tt->buckets = nb;
    tt->nbuckets = n;
}

/* Link a new type into the table. */
static void types_insert(TypeTable *tt, Type *t, uint64_t h)
{
    t->id = tt->next_id++;
    t->hash_next = tt->buckets[h & (tt->nbuckets - 1)];
    tt->buckets[h & (tt->nbuckets - 1)] = t;
    if (++tt->count > tt->nbuckets)
        types_rehash(tt);
}

/* Return the interned copy of the literal type `k`, creating it if new.
 * The member array of k is copied into the arena on creation. */
static Type *intern(TypeTable *tt, const Type *k)
{
    uint64_t h = type_hash(k);
    for (Type *t = tt->buckets[h & (tt->nbuckets - 1)]; t; t = t->hash_next)
        if (!t->name && type_same(t, k))
            return t;
    Type *t = arena_alloc(tt->arena, sizeof *t);
    *t = *k;
    if (k->nmem) {
        t->mem = arena_array(tt->arena, k->nmem, sizeof(Type *));
        memcpy(t->mem, k->mem, k->nmem * sizeof(Type *));
    }
    types_insert(tt, t, h);
    return t;
}

static Type *simple(TypeTable *tt, TypeKind k)
{
    Type key = {.kind = k};
    return intern(tt, &key);
}

void types_init(TypeTable *tt, Arena *a)
{
    memset(tt, 0, sizeof *tt);
    tt->arena = a;
    tt->nbuckets = 256;
    tt->buckets = calloc(tt->nbuckets, sizeof *tt->buckets);
    if (!tt->buckets)
        BUG("out of memory creating the type table");
    tt->void_ty = simple(tt, TY_VOID);
    tt->label_ty = simple(tt, TY_LABEL);
    tt->metadata_ty = simple(tt, TY_METADATA);
    tt->token_ty = simple(tt, TY_TOKEN);
    tt->half_ty = simple(tt, TY_HALF);
    tt->bfloat_ty = simple(tt, TY_BFLOAT);
    tt->float_ty = simple(tt, TY_FLOAT);
    tt->double_ty = simple(tt, TY_DOUBLE);
    tt->fp128_ty = simple(tt, TY_FP128);
    tt->x86_fp80_ty = simple(tt, TY_X86_FP80);
    tt->ppc_fp128_ty = simple(tt, TY_PPC_FP128);
    tt->i1 = type_int(tt, 1);
    tt->i8 = type_int(tt, 8);
    tt->i16 = type_int(tt, 16);
    tt->i32 = type_int(tt, 32);
    tt->i64 = type_int(tt, 64);
}

/* The types themselves live in the arena; only the tables are malloc'ed. */
void types_free(TypeTable *tt)
{
    free(tt->buckets);
    tt->buckets = NULL;
    tt->nbuckets = tt->count = 0;
    vec_free(&tt->named);
}

/* ---- constructors --------------------------------------------------- */

Type *type_int(TypeTable *tt, uint32_t bits)
{
    if (bits == 0 || bits > LIMIT_INT_BITS)
        BUG("integer width %u out of range", bits);
    /* The common widths are kept in the table by types_init: no lookup.
     * (While types_init makes them, the fields are still NULL.) */
    Type *known = NULL;
    switch (bits) {
    case 1: known = tt->i1; break;
    case 8: known = tt->i8; break;
    case 16: known = tt->i16; break;
    case 32: known = tt->i32; break;
    case 64: known = tt->i64; break;
    }
    if (known)
        return known;
    Type key = {.kind = TY_INT, .bits = bits};
    return intern(tt, &key);
}

Type *type_ptr(TypeTable *tt, uint32_t addrspace, Type *pointee)
{
    Type key = {.kind = TY_PTR, .addrspace = addrspace, .elem = pointee};
    return intern(tt, &key);
}

Type *type_vec(TypeTable *tt, Type *elem, uint64_t n, bool scalable)
{
    Type key = {.kind = TY_VEC, .elem = elem, .count = n, .scalable = scalable};
    return intern(tt, &key);
}

Type *type_array(TypeTable *tt, Type *elem, uint64_t n)
{
    Type key = {.kind = TY_ARRAY, .elem = elem, .count = n};
    return intern(tt, &key);
}

Type *type_struct(TypeTable *tt, Type **mem, uint32_t n, bool packed)
{
    Type key = {.kind = TY_STRUCT, .mem = mem, .nmem = n, .packed = packed};
    return intern(tt, &key);
}

/* A module's calls ask for the same few function types over and over
 * (libdevice: 11k calls), and interning builds a key and hashes every
 * field.  So the last function type seen per hash of (return type, first
 * and last parameter, count) is kept, and compared part by part first. */
static bool fn_is(const Type *t, const Type *ret, Type *const *params,
                  uint32_t n, bool vararg)
{
    if (!t || t->elem != ret || t->nmem != n || t->vararg != vararg)
        return false;
    for (uint32_t i = 0; i < n; i++)
        if (t->mem[i] != params[i])
            return false;
    return true;
}

Type *type_func(TypeTable *tt, Type *ret, Type **params, uint32_t n, bool vararg)
{
    uint64_t h = (uint64_t)(uintptr_t)ret ^ ((uint64_t)n << 1 | vararg);
    if (n)
        h ^= (uint64_t)(uintptr_t)params[0] * 3 ^ (uint64_t)(uintptr_t)params[n - 1] * 5;
    h *= 0x9e3779b97f4a7c15ull;
    Type **slot = &tt->recent_fn[h >> 58];
    if (fn_is(*slot, ret, params, n, vararg))
        return *slot;
    Type key = {.kind = TY_FUNC, .elem = ret, .mem = params, .nmem = n,
                .vararg = vararg};
    return *slot = intern(tt, &key);
}

Type *type_named_struct(TypeTable *tt, const char *name, uint32_t numbered)
{
    uint64_t h = name_hash(name);
    for (Type *t = tt->buckets[h & (tt->nbuckets - 1)]; t; t = t->hash_next)
        if (t->name && strcmp(t->name, name) == 0)
            return t;
    Type *t = arena_alloc(tt->arena, sizeof *t);
    t->kind = TY_STRUCT;
    t->opaque = true;
    t->name = arena_strdup(tt->arena, name);
    t->numbered = numbered;
    types_insert(tt, t, h);
    VEC_PUSH(&tt->named, Type *, t);
    return t;
}

void type_set_body(Type *t, Type **mem, uint32_t n, bool packed)
{
    if (t->kind != TY_STRUCT || !t->name)
        BUG("type_set_body on a type that is not an identified struct");
    t->mem = mem;
    t->nmem = n;
    t->packed = packed;
    t->opaque = false;
}

/* ---- predicates ----------------------------------------------------- */

bool type_is_int(const Type *t) { return t->kind == TY_INT; }
bool type_is_ptr(const Type *t) { return t->kind == TY_PTR; }

bool type_is_fp(const Type *t)
{
    return t->kind >= TY_HALF && t->kind <= TY_PPC_FP128;
}

bool type_is_first_class(const Type *t)
{
    return t->kind != TY_VOID && t->kind != TY_FUNC;
}

bool type_is_aggregate(const Type *t)
{
    return t->kind == TY_STRUCT || t->kind == TY_ARRAY;
}

/* For type_cast_ok: a vector's lane count (0 for a scalar), matching
 * shapes, and the bits of a non-pointer first-class type. */
static uint64_t cast_lanes(const Type *t)
{
    return t->kind == TY_VEC ? t->count : 0;
}

static bool same_shape(const Type *a, const Type *b)
{
    return cast_lanes(a) == cast_lanes(b) && (a->kind == TY_VEC) == (b->kind == TY_VEC) &&
           (a->kind != TY_VEC || a->scalable == b->scalable);
}

static uint64_t scalar_bits(const Type *t)
{
    return t->kind == TY_INT ? t->bits : type_fp_bits(t);
}

static uint64_t total_bits(const Type *t)
{
    if (t->kind == TY_VEC)
        return t->count * scalar_bits(t->elem);
    return scalar_bits(t);
}

/* LangRef's legality of `op src to dst` (LLVM's CastInst::castIsValid):
 * the one statement of the rule, asked by the parser for constant
 * expressions and by the verifier for instructions. */
bool type_cast_ok(int o, const Type *src, const Type *dst)
{
    const Type *s = type_scalar(src), *d = type_scalar(dst);
    bool shaped = same_shape(src, dst);
    switch ((Opcode)o) {
    case OP_TRUNC: return shaped && type_is_int(s) && type_is_int(d) && s->bits > d->bits;
    case OP_ZEXT:
    case OP_SEXT: return shaped && type_is_int(s) && type_is_int(d) && s->bits < d->bits;
    case OP_FPTRUNC: return shaped && type_is_fp(s) && type_is_fp(d) && type_fp_bits(s) > type_fp_bits(d);
    case OP_FPEXT: return shaped && type_is_fp(s) && type_is_fp(d) && type_fp_bits(s) < type_fp_bits(d);
    case OP_FPTOUI:
    case OP_FPTOSI: return shaped && type_is_fp(s) && type_is_int(d);
    case OP_UITOFP:
    case OP_SITOFP: return shaped && type_is_int(s) && type_is_fp(d);
    case OP_PTRTOINT: return shaped && type_is_ptr(s) && type_is_int(d);
    case OP_INTTOPTR: return shaped && type_is_int(s) && type_is_ptr(d);
    case OP_ADDRSPACECAST: return shaped && type_is_ptr(s) && type_is_ptr(d) && s->addrspace != d->addrspace;
    case OP_BITCAST:
        /* pointers to pointers in one address space, lane for lane; a
         * single pointer and a <1 x ptr> count as the same shape */
        if (type_is_ptr(s) || type_is_ptr(d))
            return (shaped || cast_lanes(src) + cast_lanes(dst) == 1) && type_is_ptr(s) &&
                   type_is_ptr(d) && s->addrspace == d->addrspace;
        if (type_is_aggregate(src) || type_is_aggregate(dst) ||
            !type_is_first_class(src) || !type_is_first_class(dst))
            return false;
        return total_bits(src) != 0 && total_bits(src) == total_bits(dst);
    default: return false;
    }
}

/* Sizedness recurses through arrays, vectors and struct members; the
 * depth guard stops on a struct that (invalidly) contains itself. */
static bool sized_rec(const Type *t, unsigned depth)
{
    if (depth > LIMIT_NESTING)
        return false;
    switch (t->kind) {
    case TY_INT: case TY_HALF: case TY_BFLOAT: case TY_FLOAT: case TY_DOUBLE:
    case TY_FP128: case TY_X86_FP80: case TY_PPC_FP128: case TY_PTR:
        return true;
    case TY_VEC: case TY_ARRAY:
        return sized_rec(t->elem, depth + 1);
    case TY_STRUCT:
        if (t->opaque)
            return false;
        for (uint32_t i = 0; i < t->nmem; i++)
            if (!sized_rec(t->mem[i], depth + 1))
                return false;
        return true;
    default:
        return false;
    }
}

bool type_is_sized(const Type *t) { return sized_rec(t, 0); }

const Type *type_scalar(const Type *t)
{
    return t->kind == TY_VEC ? t->elem : t;
}

uint32_t type_fp_bits(const Type *t)
{
    switch (t->kind) {
    case TY_HALF: case TY_BFLOAT: return 16;
    case TY_FLOAT: return 32;
    case TY_DOUBLE: return 64;
    case TY_X86_FP80: return 80;
    case TY_FP128: case TY_PPC_FP128: return 128;
    default: return 0;
    }
}

/* ---- layout --------------------------------------------------------- */
/* Sizes are "alloc sizes" (what an array element occupies).  Products
 * saturate at UINT64_MAX instead of wrapping; the verifier rejects such
 * types before anything relies on their size. */

static uint64_t sat_mul(uint64_t a, uint64_t b)
{
    return (b && a > UINT64_MAX / b) ? UINT64_MAX : a * b;
}

static uint64_t align_to(uint64_t n, uint64_t a)
{
    if (n > UINT64_MAX - (a - 1))
        return UINT64_MAX;
    return (n + a - 1) / a * a;
}

static uint64_t pow2_ceil(uint64_t n)
{
    uint64_t p = 1;
    while (p < n && p < (1ull << 63))
        p <<= 1;
    return p;
}

/* LLVM picks the alignment of the smallest integer width in the data
 * layout that is at least as wide (i8 i16 i32 i64 i128), else the widest. */
static uint32_t int_align(uint32_t bits)
{
    if (bits <= 8) return 1;
    if (bits <= 16) return 2;
    if (bits <= 32) return 4;
    if (bits <= 64) return 8;
    return 16;
}

/* A vector's store size in bytes: its elements packed bit by bit. */
static uint64_t vec_store_size(const Type *t, unsigned ptr_bits)
{
    const Type *e = t->elem;
    uint64_t ebits = e->kind == TY_INT ? e->bits
                     : e->kind == TY_PTR ? ptr_bits
                                         : 8 * type_size(e, ptr_bits);
    uint64_t bits = sat_mul(ebits, t->count);
    return bits == UINT64_MAX ? bits : (bits + 7) / 8;
}

static uint64_t size_rec(const Type *t, unsigned pb, unsigned depth);
static uint32_t align_rec(const Type *t, unsigned pb, unsigned depth);

static uint64_t struct_size(const Type *t, unsigned pb, unsigned depth)
{
    uint64_t off = 0;
    for (uint32_t i = 0; i < t->nmem; i++) {
        if (!t->packed)
            off = align_to(off, align_rec(t->mem[i], pb, depth + 1));
        uint64_t s = size_rec(t->mem[i], pb, depth + 1);
        off = off > UINT64_MAX - s ? UINT64_MAX : off + s;
    }
    return align_to(off, align_rec(t, pb, depth));
}

static uint64_t size_rec(const Type *t, unsigned pb, unsigned depth)
{
    if (depth > LIMIT_NESTING)
        return 0;
    switch (t->kind) {
    case TY_INT: return align_to((t->bits + 7ull) / 8, int_align(t->bits));
    case TY_HALF: case TY_BFLOAT: return 2;
    case TY_FLOAT: return 4;
    case TY_DOUBLE: return 8;
    case TY_FP128: case TY_X86_FP80: case TY_PPC_FP128: return 16;
    case TY_PTR: return pb / 8;
    case TY_VEC: return align_to(vec_store_size(t, pb), align_rec(t, pb, depth));
    case TY_ARRAY: return sat_mul(size_rec(t->elem, pb, depth + 1), t->count);
    case TY_STRUCT: return t->opaque ? 0 : struct_size(t, pb, depth);
    default: return 0;
    }
}

static uint32_t align_rec(const Type *t, unsigned pb, unsigned depth)
{
    if (depth > LIMIT_NESTING)
        return 1;
    switch (t->kind) {
    case TY_INT: return int_align(t->bits);
    case TY_HALF: case TY_BFLOAT: return 2;
    case TY_FLOAT: return 4;
    case TY_DOUBLE: return 8;
    case TY_FP128: case TY_X86_FP80: case TY_PPC_FP128: return 16;
    case TY_PTR: return pb / 8;
    case TY_VEC: {
        /* natural alignment: the store size rounded up to a power of 2 */
        uint64_t a = pow2_ceil(vec_store_size(t, pb));
        return a > (1u << 31) ? (1u << 31) : (uint32_t)a;
    }
    case TY_ARRAY: return align_rec(t->elem, pb, depth + 1);
    case TY_STRUCT: {
        uint32_t a = 1;
        for (uint32_t i = 0; !t->packed && i < t->nmem; i++) {
            uint32_t m = align_rec(t->mem[i], pb, depth + 1);
            a = m > a ? m : a;
        }
        return a;
    }
    default: return 1;
    }
}

uint64_t type_size(const Type *t, unsigned ptr_bits)
{
    return size_rec(t, ptr_bits ? ptr_bits : 64, 0);
}

uint32_t type_align(const Type *t, unsigned ptr_bits)
{
    return align_rec(t, ptr_bits ? ptr_bits : 64, 0);
}

uint64_t struct_field_offset(const Type *st, uint32_t field, unsigned ptr_bits)
{
    uint64_t off = 0;
    for (uint32_t i = 0; i <= field; i++) {
        uint64_t a = st->packed ? 1 : type_align(st->mem[i], ptr_bits);
        off = (off + a - 1) / a * a;
        if (i < field)
            off += type_size(st->mem[i], ptr_bits);
    }
    return off;
}

/* ---- printing ------------------------------------------------------- */

/* `{ i32, float }` / `<{ i8 }>`: a struct's member list, also used by the
 * printer for the body of an identified struct's definition. */
void type_write_members(IrOut *o, const Type *t)
{
    if (t->nmem == 0) {
        out_s(o, t->packed ? "<{}>" : "{}");
        return;
    }
    out_s(o, t->packed ? "<{ " : "{ ");
    for (uint32_t i = 0; i < t->nmem; i++) {
        if (i)
            out_s(o, ", ");
        type_write(o, t->mem[i]);
    }
    out_s(o, t->packed ? " }>" : " }");
}

static void write_func(IrOut *o, const Type *t)
{
    type_write(o, t->elem);
    out_s(o, " (");
    for (uint32_t i = 0; i < t->nmem; i++) {
        if (i)
            out_s(o, ", ");
        type_write(o, t->mem[i]);
    }
    if (t->vararg)
        out_s(o, t->nmem ? ", ..." : "...");
    out_c(o, ')');
}

static void write_addrspace(IrOut *o, uint32_t as)
{
    if (as) {
        out_s(o, " addrspace(");
        out_u64(o, as);
        out_c(o, ')');
    }
}

static void write_ptr(IrOut *o, const Type *t)
{
    if (!t->elem) {
        out_s(o, "ptr");
        write_addrspace(o, t->addrspace);
        return;
    }
    type_write(o, t->elem); /* typed pointer: `float addrspace(1)*` */
    write_addrspace(o, t->addrspace);
    out_c(o, '*');
}

void type_write(IrOut *o, const Type *t)
{
    switch (t->kind) {
    case TY_INT: out_c(o, 'i'); out_u64(o, t->bits); return;
    case TY_PTR: write_ptr(o, t); return;
    case TY_VEC:
        out_s(o, t->scalable ? "<vscale x " : "<");
        out_u64(o, t->count);
        out_s(o, " x ");
        type_write(o, t->elem);
        out_c(o, '>');
        return;
    case TY_ARRAY:
        out_c(o, '[');
        out_u64(o, t->count);
        out_s(o, " x ");
        type_write(o, t->elem);
        out_c(o, ']');
        return;
    case TY_STRUCT:
        if (t->numbered) { /* `%0` is not quoted */
            out_c(o, '%');
            out_u64(o, t->numbered - 1);
        } else if (t->name) {
            ir_write_name(o, '%', t->name);
        } else {
            type_write_members(o, t);
        }
        return;
    case TY_FUNC: write_func(o, t); return;
    default: break;
    }
    /* The other kinds are one word each.  Kept as 16-byte arrays with
     * their lengths, so that writing one (`double`, `float`, after nearly
     * every operand) is one fixed-size copy rather than strlen and memcpy
     * calls (out_word). */
    static const OutWord names[] = {
#define X(k, s) {s, sizeof s - 1},
        TYPE_KINDS(X)
#undef X
    };
    out_word(o, &names[t->kind]);
}

void type_print(FILE *out, const Type *t)
{
    char buf[IR_OUT_SMALL];
    IrOut o;
    out_init(&o, out, buf, sizeof buf);
    type_write(&o, t);
    out_flush(&o);
}

/* Print into a memory stream, then copy what fits into buf. */
char *type_str(const Type *t, char *buf, size_t size)
{
    char *mem = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&mem, &len);
    if (!f)
        BUG("open_memstream failed");
    type_print(f, t);
    fclose(f);
    if (size) {
        size_t n = len < size - 1 ? len : size - 1;
        memcpy(buf, mem, n);
        buf[n] = '\0';
    }
    free(mem);
    return buf;
}
