/*
 * frontend/values.c -- types and values as written: building types,
 * turning a (Type, ValRef) pair into a Value, literals, aggregates and
 * constant expressions.
 *
 * The central function is b_resolve().  In LLVM IR a literal has no type
 * of its own: `1` is an i32 after `i32` and a double's... no, an error
 * after `double` (floating constants need a decimal point or hex form).
 * So the grammar hands over the written form and the type separately,
 * and b_resolve checks that they fit and builds the uniqued constant.
 *
 * Every check reports a located error and returns an undef of the wanted
 * type, so the caller always gets a Value of the type it asked for.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/build.h"

#define L(s) span_loc(s)

Value *b_local_ref(ParseCtx *P, Type *t, ValRef *vr);
Value *b_global_ref(ParseCtx *P, Type *t, ValRef *vr);

static Value *undef(ParseCtx *P, Type *t) { return &const_undef(&P->m->consts, t)->v; }

static const char *tstr(Type *t, char *buf, size_t n) { return type_str(t, buf, n); }

/* ================= types ================= */

Type *b_prim_type(ParseCtx *P, int kind)
{
    TypeTable *tt = &P->m->types;
    switch ((TypeKind)kind) {
    case TY_HALF: return tt->half_ty;
    case TY_BFLOAT: return tt->bfloat_ty;
    case TY_FLOAT: return tt->float_ty;
    case TY_DOUBLE: return tt->double_ty;
    case TY_FP128: return tt->fp128_ty;
    case TY_X86_FP80: return tt->x86_fp80_ty;
    case TY_PPC_FP128: return tt->ppc_fp128_ty;
    case TY_TOKEN: return tt->token_ty;
    default: BUG("not a primitive type keyword: %d", kind);
    }
}

Type *b_ptr_type(ParseCtx *P, uint64_t as, Span at)
{
    (void)at;
    if (as == 0) { /* plain `ptr`: common enough to skip the type table */
        if (!P->ptr_ty)
            P->ptr_ty = type_ptr(&P->m->types, 0, NULL);
        return P->ptr_ty;
    }
    return type_ptr(&P->m->types, (uint32_t)as, NULL);
}

/* The postfix type forms, `T*` and `R (params)`, nest without nesting
 * brackets in the text, so the parser's bracket depth (body.c's
 * rd_enter) does not bound them: `i8` followed by a million `*` is a type
 * a million levels deep, and the type printer, which recurses on the
 * element type, would overflow the C stack on it.  So the chain of element and return types
 * under a new type is bounded by LIMIT_NESTING here, where the type is
 * built.  At most LIMIT_NESTING links are walked per new type, so even a
 * million stars cost linear time.  Bracketed nesting ([, <, {, () is
 * bounded by the parser (LIMIT_NESTING levels of brackets) and only adds
 * to this depth a bounded amount. */
static bool type_too_deep(ParseCtx *P, const Type *t, Span at)
{
    uint32_t depth = 1; /* the type being built */
    for (const Type *u = t; u; depth++) {
        if (depth > LIMIT_NESTING) {
            diag_error(P->diag, L(at), "type nested more than LIMIT_NESTING (%d) "
                       "levels deep", LIMIT_NESTING);
            return true;
        }
        switch (u->kind) {
        case TY_PTR: case TY_ARRAY: case TY_VEC: case TY_FUNC: u = u->elem; break;
        default: u = NULL; break;
        }
    }
    return false;
}

/* Returns NULL (after the error) when the type is too deep: the grammar
 * then stops the parse, as it does when its own stack overflows -- going
 * on would report the same error again for every further `*`. */
Type *b_typed_ptr(ParseCtx *P, Type *pointee, uint64_t as, Span at)
{
    if (type_too_deep(P, pointee, at))
        return NULL;
    if (pointee->kind == TY_VOID || pointee->kind == TY_LABEL ||
        pointee->kind == TY_METADATA || pointee->kind == TY_TOKEN) {
        char b[64];
        diag_error(P->diag, L(at), "pointer to '%s' is invalid; use i8* instead",
                   tstr(pointee, b, sizeof b));
    }
    return type_ptr(&P->m->types, (uint32_t)as, pointee);
}

static bool vector_elem_ok(Type *t)
{
    return type_is_int(t) || type_is_fp(t) || type_is_ptr(t);
}

Type *b_array_type(ParseCtx *P, Str n, Type *elem, bool vec, bool scalable, Span at)
{
    uint64_t count = b_uint(P, n, UINT64_MAX >> 1, "element count", at);
    if (vec && (!vector_elem_ok(elem) || count == 0)) {
        char b[64];
        diag_error(P->diag, L(at), count == 0 ? "zero-element vectors are invalid"
                   : "invalid vector element type '%s'", tstr(elem, b, sizeof b));
        return type_vec(&P->m->types, P->m->types.i32, count ? count : 1, scalable);
    }
    if (!vec && (elem->kind == TY_VOID || elem->kind == TY_LABEL ||
                 elem->kind == TY_FUNC || elem->kind == TY_METADATA)) {
        char b[64];
        diag_error(P->diag, L(at), "invalid array element type '%s'", tstr(elem, b, sizeof b));
        elem = P->m->types.i8;
    }
    return vec ? type_vec(&P->m->types, elem, count, scalable)
               : type_array(&P->m->types, elem, count);
}

Type *b_struct_type(ParseCtx *P, PList *mem, bool packed)
{
    uint32_t n = mem ? mem->n : 0;
    return type_struct(&P->m->types, n ? (Type **)mem->v : NULL, n, packed);
}

/* NULL when too deep, as b_typed_ptr. */
Type *b_func_type(ParseCtx *P, Type *ret, PList *params, bool vararg, Span at)
{
    uint32_t n = params ? params->n : 0;
    if (type_too_deep(P, ret, at))
        return NULL;
    return type_func(&P->m->types, ret, n ? (Type **)params->v : NULL, n, vararg);
}

/* ================= ValRef constructors ================= */

ValRef *vr_new(ParseCtx *P, ValRefKind k, Span at)
{
    ValRef *v = arena_alloc(&P->scratch, sizeof *v);
    v->k = k;
    v->loc = L(at);
    return v;
}

ValRef *vr_str(ParseCtx *P, ValRefKind k, Str s, Span at)
{
    ValRef *v = vr_new(P, k, at);
    v->text = s;
    return v;
}

ValRef *vr_id(ParseCtx *P, ValRefKind k, uint64_t id, Span at)
{
    ValRef *v = vr_new(P, k, at);
    v->id = id;
    return v;
}

/* ================= integer literals ================= */

/* words = words * mul + add, over `n` words; returns the carry out. */
static uint64_t words_muladd(uint64_t *w, uint32_t n, uint64_t mul, uint64_t add)
{
    unsigned __int128 carry = add;
    for (uint32_t i = 0; i < n; i++) {
        unsigned __int128 x = (unsigned __int128)w[i] * mul + carry;
        w[i] = (uint64_t)x;
        carry = x >> 64;
    }
    return (uint64_t)carry;
}

static void words_negate(uint64_t *w, uint32_t n)
{
    unsigned carry = 1;
    for (uint32_t i = 0; i < n; i++) {
        w[i] = ~w[i] + carry;
        carry = carry && w[i] == 0;
    }
}

/* Is the magnitude in w (one spare word beyond the type's) representable
 * in `bits` bits, as unsigned (neg = false) or as -magnitude (neg)? */
static bool magnitude_fits(const uint64_t *w, uint32_t n, uint32_t bits, bool neg)
{
    /* the highest set bit of the magnitude */
    int64_t top = -1;
    for (int64_t i = (int64_t)n - 1; i >= 0 && top < 0; i--)
        if (w[i])
            top = i * 64 + 63 - __builtin_clzll(w[i]);
    if (!neg)
        return top < (int64_t)bits;
    if (top < (int64_t)bits - 1)
        return true;
    if (top > (int64_t)bits - 1)
        return false;
    for (int64_t i = 0; i < top; i++) /* exactly 2^(bits-1) is fine */
        if (w[i / 64] >> (i % 64) & 1)
            return false;
    return true;
}

static Value *int_literal(ParseCtx *P, Type *t, ValRef *vr)
{
    uint32_t bits = t->bits, n = (bits + 63) / 64 + 1;
    uint64_t *w = arena_array(&P->scratch, n, sizeof(uint64_t));
    const char *s = vr->text.s, *e = s + vr->text.n;
    bool neg = *s == '-';
    if (*s == 's' || *s == 'u') { /* s0x.. / u0x..: hex, width 4*digits */
        uint32_t width = (uint32_t)(e - s - 3) * 4;
        bool sgn = *s == 's';
        for (s += 3; s < e; s++)
            if (words_muladd(w, n, 16, (uint64_t)(*s <= '9' ? *s - '0' : (*s | 32) - 'a' + 10)))
                break;
        if (s < e || width > bits + 63) {
            diag_error(P->diag, vr->loc, "hexadecimal integer does not fit in type 'i%u'", bits);
            return undef(P, t);
        }
        /* s0x: the top written bit is a sign bit; copy it upwards */
        if (sgn && width > 0 && width < bits && (w[(width - 1) / 64] >> ((width - 1) % 64) & 1))
            for (uint32_t b = width; b < bits; b++)
                w[b / 64] |= 1ull << (b % 64);
        return &const_int_words(&P->m->consts, t, w, n - 1)->v;
    }
    for (s += neg; s < e; s++)
        if (words_muladd(w, n, 10, (uint64_t)(*s - '0')))
            break;
    if (s < e || !magnitude_fits(w, n, bits, neg)) {
        diag_error(P->diag, vr->loc, "integer constant '%.*s' does not fit in type 'i%u'",
                   (int)(vr->text.n > 60 ? 60 : vr->text.n), vr->text.s, bits);
        return undef(P, t);
    }
    if (neg)
        words_negate(w, n);
    return &const_int_words(&P->m->consts, t, w, n - 1)->v;
}

uint64_t b_uint(ParseCtx *P, Str digits, uint64_t max, const char *what, Span at)
{
    uint64_t v = 0;
    bool bad = digits.n == 0 || digits.s[0] == '-';
    for (size_t i = 0; !bad && i < digits.n; i++) {
        if (v > (max - (uint64_t)(digits.s[i] - '0')) / 10)
            bad = true;
        else
            v = v * 10 + (uint64_t)(digits.s[i] - '0');
    }
    if (bad) {
        diag_error(P->diag, L(at), "invalid %s '%.*s' (must be 0 to %llu)", what,
                   (int)(digits.n > 40 ? 40 : digits.n), digits.s, (unsigned long long)max);
        return 0;
    }
    return v;
}

/* `align N` (instructions, globals, functions, the align attribute).
 * LLVM's parser takes any 64-bit number here and then insists on a power
 * of two no larger than 2^32 (LLVM 19's Value::MaximumAlignment), and so
 * do we: an alignment that is not a power of two means nothing to the
 * memory system, and code generation would silently drop it. */
uint64_t b_align(ParseCtx *P, Str digits, Span at)
{
    uint64_t v = b_uint(P, digits, UINT64_MAX, "alignment", at);
    if (v > LLVM_MAX_ALIGN)
        diag_error(P->diag, L(at), "alignment %llu is larger than the "
                   "largest LLVM allows (2^32)", (unsigned long long)v);
    else if (v == 0 || (v & (v - 1)))
        diag_error(P->diag, L(at), "alignment %llu is not a power of two",
                   (unsigned long long)v);
    else
        return v;
    return 1;
}

/* ================= floating-point literals ================= */

static uint64_t hex_digits(const char *s, size_t n)
{
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++)
        v = v << 4 | (uint64_t)(s[i] <= '9' ? s[i] - '0' : (s[i] | 32) - 'a' + 10);
    return v;
}

/* A constant written as a double (in decimal, or as a double's 16 hex
 * digits) for a narrower type must be exactly a value of that type: LLVM
 * refuses `float 0.1` ("floating point constant invalid for type") rather
 * than round it, since the text would then not say the value the module
 * holds.  NaNs must keep their payload (its low bits beyond the type's
 * are zero).  On a refusal the message proposes the nearest value, in
 * the double-hex form LLVM prints. */
static bool fp_exact(ParseCtx *P, Type *t, double d, ValRef *vr)
{
    if (t->kind != TY_FLOAT && t->kind != TY_HALF && t->kind != TY_BFLOAT)
        return true;
    unsigned frac = t->kind == TY_FLOAT ? 23 : t->kind == TY_HALF ? 10 : 7;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    bool exact;
    if (isnan(d))
        exact = (bits & ((1ull << (52 - frac)) - 1)) == 0;
    else
        exact = const_fp_to_double(const_fp_from_double(&P->m->consts, t, d)) == d;
    if (exact)
        return true;
    double nearest = const_fp_to_double(const_fp_from_double(&P->m->consts, t, d));
    uint64_t nb;
    memcpy(&nb, &nearest, sizeof nb);
    char b[64];
    diag_error(P->diag, vr->loc, "floating-point constant '%.*s' is not exactly a '%s' value "
               "(LLVM refuses it rather than round it); the nearest is 0x%016llX",
               (int)(vr->text.n > 40 ? 40 : vr->text.n), vr->text.s, tstr(t, b, sizeof b),
               (unsigned long long)nb);
    return false;
}

/* 0x<16 hex> is a double's bits whatever the type; 0xH half, 0xR bfloat,
 * 0xK x86_fp80 (4 + 16 digits), 0xL fp128 and 0xM ppc_fp128 (16 + 16,
 * low word first). */
static Value *hex_fp(ParseCtx *P, Type *t, ValRef *vr)
{
    const char *s = vr->text.s + 2;
    size_t n = vr->text.n - 2;
    char kind = (*s && strchr("KLMHR", *s)) ? *s : 0;
    TypeKind want = kind == 'H' ? TY_HALF : kind == 'R' ? TY_BFLOAT : kind == 'K' ? TY_X86_FP80
                  : kind == 'L' ? TY_FP128 : kind == 'M' ? TY_PPC_FP128 : TY_DOUBLE;
    s += kind != 0;
    n -= kind != 0;
    bool ok = kind ? (t->kind == want) : (type_is_fp(t) && type_fp_bits(t) <= 64);
    size_t need = kind == 'H' || kind == 'R' ? 4 : kind == 'K' ? 20 : kind ? 32 : 16;
    if (!ok || n > need) {
        char b[64];
        diag_error(P->diag, vr->loc, "hexadecimal constant '%.*s' is invalid for type '%s'",
                   (int)(vr->text.n > 40 ? 40 : vr->text.n), vr->text.s, tstr(t, b, sizeof b));
        return undef(P, t);
    }
    ConstTable *ct = &P->m->consts;
    if (kind == 'K')
        return &const_fp(ct, t, hex_digits(s + (n > 16 ? n - 16 : 0), n > 16 ? 16 : n),
                         n > 16 ? hex_digits(s, n - 16) : 0)->v;
    if (kind == 'L' || kind == 'M')
        return &const_fp(ct, t, hex_digits(s, n > 16 ? 16 : n),
                         n > 16 ? hex_digits(s + 16, n - 16) : 0)->v;
    if (kind)
        return &const_fp(ct, t, hex_digits(s, n), 0)->v;
    uint64_t bits = hex_digits(s, n);
    if (t->kind == TY_DOUBLE)
        return &const_fp(ct, t, bits, 0)->v;
    double d;
    memcpy(&d, &bits, sizeof d);
    if (!fp_exact(P, t, d, vr))
        return undef(P, t);
    return &const_fp_from_double(ct, t, d)->v;
}

static Value *dec_fp(ParseCtx *P, Type *t, ValRef *vr)
{
    char buf[512];
    if (!type_is_fp(t) || type_fp_bits(t) > 64 || vr->text.n >= sizeof buf) {
        char b[64];
        diag_error(P->diag, vr->loc, type_is_fp(t)
                   ? "decimal constant for '%s' is not supported; write it in hexadecimal"
                   : "floating-point constant is invalid for type '%s'", tstr(t, b, sizeof b));
        return undef(P, t);
    }
    memcpy(buf, vr->text.s, vr->text.n);
    buf[vr->text.n] = '\0';
    double d = strtod(buf, NULL);
    if (!fp_exact(P, t, d, vr))
        return undef(P, t);
    if (t->kind == TY_DOUBLE) {
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        return &const_fp(&P->m->consts, t, bits, 0)->v;
    }
    return &const_fp_from_double(&P->m->consts, t, d)->v;
}

/* ================= aggregates ================= */

static bool elems_match(ParseCtx *P, Type *t, ValRef *vr)
{
    uint32_t n = vr->elems ? vr->elems->n : 0;
    bool is_struct = t->kind == TY_STRUCT;
    uint64_t want = is_struct ? t->nmem : t->count;
    char b[96];
    if (want != n) {
        diag_error(P->diag, vr->loc, "constant has %u elements but type '%s' has %llu",
                   n, tstr(t, b, sizeof b), (unsigned long long)want);
        return false;
    }
    for (uint32_t i = 0; i < n; i++) {
        Value *e = vr->elems->v[i];
        Type *et = is_struct ? t->mem[i] : t->elem;
        if (e->type != et) {
            char c[96];
            diag_error(P->diag, vr->loc, "element %u has type '%s' but '%s' was expected",
                       i, tstr(e->type, b, sizeof b), tstr(et, c, sizeof c));
            return false;
        }
        if (!value_is_const(e)) {
            diag_error(P->diag, vr->loc, "elements of a constant aggregate must be constants");
            return false;
        }
    }
    return true;
}

static Value *aggregate(ParseCtx *P, Type *t, ValRef *vr)
{
    TypeKind need = vr->k == VR_ARRAY ? TY_ARRAY : vr->k == VR_VECTOR ? TY_VEC : TY_STRUCT;
    bool packed = vr->k == VR_PSTRUCT;
    char b[96];
    if (t->kind != need || (need == TY_STRUCT && t->packed != packed)) {
        static const char *const what[] = {"array", "structure", "packed structure", "vector"};
        diag_error(P->diag, vr->loc, "%s constant is invalid for type '%s'",
                   what[vr->k - VR_ARRAY], tstr(t, b, sizeof b));
        return undef(P, t);
    }
    if (!elems_match(P, t, vr))
        return undef(P, t);
    uint32_t n = vr->elems ? vr->elems->n : 0;
    return &const_agg(&P->m->consts, t, n ? (Value **)vr->elems->v : NULL, n)->v;
}

static Value *cstring(ParseCtx *P, Type *t, ValRef *vr)
{
    if (t->kind != TY_ARRAY || t->elem != P->m->types.i8 || t->count != vr->text.n) {
        char b[96];
        diag_error(P->diag, vr->loc, "c-string of %zu bytes is invalid for type '%s'",
                   vr->text.n, tstr(t, b, sizeof b));
        return undef(P, t);
    }
    return &const_data(&P->m->consts, t, (const unsigned char *)vr->text.s, vr->text.n)->v;
}

/* splat (i8 64) of type <4 x i8>: kept as the explicit vector, which is
 * what it means and what every later stage already understands. */
static Value *splat(ParseCtx *P, Type *t, ValRef *vr)
{
    Value *e = vr->elems->v[0];
    char b[96];
    if (t->kind != TY_VEC || t->scalable || t->elem != e->type || !value_is_const(e) ||
        t->count > 65536) {
        diag_error(P->diag, vr->loc, "splat is invalid for type '%s'", tstr(t, b, sizeof b));
        return undef(P, t);
    }
    Value **v = arena_array(&P->scratch, t->count, sizeof(Value *));
    for (uint64_t i = 0; i < t->count; i++)
        v[i] = e;
    return &const_agg(&P->m->consts, t, v, (uint32_t)t->count)->v;
}

/* ================= resolution ================= */

static Value *simple_const(ParseCtx *P, Type *t, ValRef *vr, bool ok, const char *what)
{
    char b[96];
    if (!ok) {
        diag_error(P->diag, vr->loc, "'%s' is invalid for type '%s'", what, tstr(t, b, sizeof b));
        return undef(P, t);
    }
    ConstTable *ct = &P->m->consts;
    switch (vr->k) {
    case VR_BOOL: return &const_int(ct, t, vr->id)->v;
    case VR_NULL: return &const_null(ct, t)->v;
    case VR_UNDEF: return &const_undef(ct, t)->v;
    case VR_POISON: return &const_poison(ct, t)->v;
    case VR_ZERO: return &const_zero(ct, t)->v;
    case VR_NONE: return &const_none(ct, t)->v;
    default: BUG("not a simple constant");
    }
}

static bool valueless(Type *t)
{
    return t->kind == TY_VOID || t->kind == TY_LABEL || t->kind == TY_FUNC ||
           t->kind == TY_METADATA;
}

/* ================= a cache of literal constants ================= */

/* Compiler-written IR repeats its numbers: libdevice spells the same few
 * hundred constants (`i32 0`, `double 0x3FF0000000000000`) over ten
 * thousand times.  Reading the digits and finding the constant in the
 * constant table costs far more than remembering, per (type, spelling),
 * the constant it gave last time.  The cache is direct-mapped on a hash of
 * the spelling, and a clash simply replaces the slot (a cache, not a
 * table).  Only literals that became a constant without a diagnostic are
 * remembered, so an error is still reported at every occurrence. */
struct LiteralSlot {
    Type *type;
    const char *text; /* the spelling, in the source text */
    size_t len;
    Value *val;
};

/* The cache is sized by the source: a slot per LITERAL_CACHE_BYTES of
 * text, within [LITERAL_CACHE_MIN, LITERAL_CACHE_MAX].  Its slots are hit
 * at random, so every 4 KiB page of it is soon touched, and the first
 * touch of a page is a page fault (a few microseconds on a virtual
 * machine): the full 128 KB cost a one-kernel file 32 of its 155 faults,
 * more than the constants it saved, while libdevice's 2.6 MB fill it. */
static LiteralSlot *literal_slot(ParseCtx *P, Type *t, Str text)
{
    if (!P->literals) {
        uint32_t n = LITERAL_CACHE_MIN;
        while (n < LITERAL_CACHE_MAX && (size_t)n * LITERAL_CACHE_BYTES < P->src->len)
            n *= 2;
        P->literals = calloc(n, sizeof *P->literals);
        if (!P->literals)
            BUG("out of memory");
        P->nliterals = n;
    }
    uint64_t h = hash_bytes(text.s, text.n) ^ (uint64_t)(uintptr_t)t;
    h *= 0xff51afd7ed558ccdull;
    return &P->literals[(h ^ (h >> 32)) & (P->nliterals - 1)];
}

typedef Value *LiteralFn(ParseCtx *P, Type *t, ValRef *vr);

/* The cache keeps pointers to spellings, so it only takes spellings that
 * lie in the source text, which outlives the parse (the lexer hands out
 * number literals that way). */
static bool in_source(const ParseCtx *P, Str s)
{
    uintptr_t lo = (uintptr_t)P->src->text, hi = lo + P->src->len;
    uintptr_t at = (uintptr_t)s.s;
    return at >= lo && at <= hi && s.n <= hi - at;
}

static Value *cached_literal(ParseCtx *P, Type *t, ValRef *vr, LiteralFn *make)
{
    if (!in_source(P, vr->text))
        return make(P, t, vr);
    LiteralSlot *slot = literal_slot(P, t, vr->text);
    if (slot->type == t && slot->len == vr->text.n &&
        same_bytes(slot->text, vr->text.s, vr->text.n))
        return slot->val;
    unsigned errors = P->diag->errors;
    Value *v = make(P, t, vr);
    if (P->diag->errors == errors)
        *slot = (LiteralSlot){t, vr->text.s, vr->text.n, v};
    return v;
}

Value *b_resolve(ParseCtx *P, Type *t, ValRef *vr)
{
    char b[96];
    switch (vr->k) {
    case VR_LOCAL:
    case VR_LOCAL_ID: return b_local_ref(P, t, vr);
    case VR_GLOBAL:
    case VR_GLOBAL_ID:
        if (!type_is_ptr(t)) {
            diag_error(P->diag, vr->loc, "global variable reference must have pointer type");
            return undef(P, t);
        }
        return b_global_ref(P, t, vr);
    case VR_INT:
        if (!type_is_int(t)) {
            diag_error(P->diag, vr->loc, "integer constant must have integer type, not '%s'",
                       tstr(t, b, sizeof b));
            return undef(P, t);
        }
        return cached_literal(P, t, vr, int_literal);
    case VR_FP: return cached_literal(P, t, vr, dec_fp);
    case VR_HEXFP: return cached_literal(P, t, vr, hex_fp);
    case VR_BOOL: return simple_const(P, t, vr, t->kind == TY_INT && t->bits == 1, vr->id ? "true" : "false");
    case VR_NULL: return simple_const(P, t, vr, type_is_ptr(t), "null");
    case VR_UNDEF: return simple_const(P, t, vr, !valueless(t), "undef");
    case VR_POISON: return simple_const(P, t, vr, !valueless(t), "poison");
    case VR_ZERO: return simple_const(P, t, vr, !valueless(t) && t->kind != TY_TOKEN, "zeroinitializer");
    case VR_NONE: return simple_const(P, t, vr, t->kind == TY_TOKEN, "none");
    case VR_ARRAY:
    case VR_STRUCT:
    case VR_PSTRUCT:
    case VR_VECTOR: return aggregate(P, t, vr);
    case VR_CSTR: return cstring(P, t, vr);
    case VR_SPLAT: return splat(P, t, vr);
    case VR_VALUE:
        if (vr->val->type != t) {
            char c[96];
            diag_error(P->diag, vr->loc, "constant expression has type '%s' but '%s' was expected",
                       tstr(vr->val->type, b, sizeof b), tstr(t, c, sizeof c));
            return undef(P, t);
        }
        return vr->val;
    case VR_ASM:
        diag_error(P->diag, vr->loc, "inline asm is only valid as the callee of a call");
        return undef(P, t);
    }
    BUG("unknown ValRef kind %d", vr->k);
}

/* ================= constant expressions ================= */

static bool all_const(ParseCtx *P, Value **v, uint32_t n, Loc at)
{
    for (uint32_t i = 0; i < n; i++)
        if (!value_is_const(v[i])) {
            diag_error(P->diag, at, "operands of a constant expression must be constants");
            return false;
        }
    return true;
}

Value *b_ce_cast(ParseCtx *P, int op, Value *v, Type *to, Span at)
{
    if (!all_const(P, &v, 1, L(at)))
        return undef(P, to);
    if (!type_cast_ok(op, v->type, to)) {
        /* LLVM's parser refuses these at once (a constant bitcast between
         * address spaces, say): later stages assume a cast is legal. */
        char a[96], b[96];
        diag_error(P->diag, L(at), "invalid cast: '%s' cannot convert '%s' to '%s'",
                   opcode_name((Opcode)op), tstr(v->type, a, sizeof a), tstr(to, b, sizeof b));
        return undef(P, to);
    }
    return &const_expr(&P->m->consts, to, op, 0, 0, NULL, &v, 1, -1)->v;
}

Value *b_ce_binop(ParseCtx *P, int op, uint32_t flags, Value *a, Value *b, Span at)
{
    Value *ops[2] = {a, b};
    if (a->type != b->type) {
        diag_error(P->diag, L(at), "operands of a constant expression must have the same type");
        return undef(P, a->type);
    }
    if (!all_const(P, ops, 2, L(at)))
        return undef(P, a->type);
    return &const_expr(&P->m->consts, a->type, op, flags, 0, NULL, ops, 2, -1)->v;
}

/* The i1 (or <N x i1>) result type of a comparison of values of type t. */
Type *b_cmp_type(ParseCtx *P, Type *t);
Type *b_cmp_type(ParseCtx *P, Type *t)
{
    if (t->kind == TY_VEC)
        return type_vec(&P->m->types, P->m->types.i1, t->count, t->scalable);
    return P->m->types.i1;
}

/* fcmp shares ugt/uge/ult/ule with icmp in the keyword table. */
int b_fcmp_pred(int pred);
int b_fcmp_pred(int pred)
{
    switch (pred) {
    case PRED_UGT: return PRED_F_UGT;
    case PRED_UGE: return PRED_F_UGE;
    case PRED_ULT: return PRED_F_ULT;
    case PRED_ULE: return PRED_F_ULE;
    default: return pred >= PRED_F_FALSE ? pred : -1;
    }
}

Value *b_ce_cmp(ParseCtx *P, int op, int pred, Value *a, Value *b, Span at)
{
    Value *ops[2] = {a, b};
    Type *rt = b_cmp_type(P, a->type);
    if (op == OP_FCMP)
        pred = b_fcmp_pred(pred);
    if (pred < 0 || (op == OP_ICMP && pred >= PRED_F_FALSE)) {
        diag_error(P->diag, L(at), "invalid predicate for %s", op == OP_ICMP ? "icmp" : "fcmp");
        return undef(P, rt);
    }
    if (a->type != b->type || !all_const(P, ops, 2, L(at)))
        return undef(P, rt);
    return &const_expr(&P->m->consts, rt, op, 0, (uint8_t)pred, NULL, ops, 2, -1)->v;
}

/* LLVM numbers struct fields with i32 constants only -- in a vector GEP,
 * a splat of one (every lane the same field). */
static bool struct_index(const Value *v, uint64_t *field)
{
    if (v->kind == VK_CINT && v->type->bits == 32) {
        *field = const_int_zext((const Const *)v);
        return true;
    }
    const Type *t = v->type;
    if (t->kind != TY_VEC || !type_is_int(t->elem) || t->elem->bits != 32)
        return false;
    if (v->kind == VK_CZERO) {
        *field = 0;
        return true;
    }
    const Const *c = (const Const *)v;
    if (v->kind != VK_CAGG || c->nops == 0)
        return false;
    const Value *first = c->ops[0].val;
    for (uint32_t k = 1; k < c->nops; k++)
        if (c->ops[k].val != first)
            return false;
    return struct_index(first, field);
}

/* The type a GEP's indices select inside `src` (indices after the first),
 * or NULL after reporting an error. */
Type *b_gep_indexed(ParseCtx *P, Type *src, Value **idx, uint32_t n, Loc at);
Type *b_gep_indexed(ParseCtx *P, Type *src, Value **idx, uint32_t n, Loc at)
{
    Type *cur = src;
    for (uint32_t i = 1; i < n; i++) {
        if (cur->kind == TY_STRUCT) {
            uint64_t field;
            if (!struct_index(idx[i], &field) || field >= cur->nmem) {
                diag_error(P->diag, at, "invalid getelementptr index into a structure "
                           "(must be an i32 constant within its %u fields)", cur->nmem);
                return NULL;
            }
            cur = cur->mem[field];
        } else if (cur->kind == TY_ARRAY || cur->kind == TY_VEC) {
            cur = cur->elem;
        } else {
            char b[96];
            diag_error(P->diag, at, "invalid getelementptr indices: cannot index into '%s'",
                       tstr(cur, b, sizeof b));
            return NULL;
        }
    }
    return cur;
}

/* Result type of a GEP: a pointer (to the selected type in typed
 * modules), or a vector of them when the base or an index is a vector. */
Type *b_gep_type(ParseCtx *P, Type *src, Value *base, Value **idx, uint32_t n, Loc at);
Type *b_gep_type(ParseCtx *P, Type *src, Value *base, Value **idx, uint32_t n, Loc at)
{
    Type *bt = base->type;
    Type *pt = bt->kind == TY_VEC ? bt->elem : bt;
    if (!type_is_ptr(pt)) {
        diag_error(P->diag, at, "base of getelementptr must be a pointer");
        return NULL;
    }
    for (uint32_t i = 0; i < n; i++)
        if (!type_is_int(type_scalar(idx[i]->type))) {
            diag_error(P->diag, at, "getelementptr index must be an integer");
            return NULL;
        }
    if (!type_is_sized(src)) {
        diag_error(P->diag, at, "the source element type of getelementptr must be sized");
        return NULL;
    }
    Type *sel = b_gep_indexed(P, src, idx, n, at);
    if (!sel)
        return NULL;
    Type *rt = type_ptr(&P->m->types, pt->addrspace, P->typed_pointers ? sel : NULL);
    /* a vector GEP: the base and every vector index agree on the lane count */
    uint64_t lanes = bt->kind == TY_VEC ? bt->count : 0;
    for (uint32_t i = 0; i < n; i++) {
        if (idx[i]->type->kind != TY_VEC)
            continue;
        if (lanes && idx[i]->type->count != lanes) {
            diag_error(P->diag, at, "getelementptr vector index %u has %llu lanes, "
                       "not %llu", i, (unsigned long long)idx[i]->type->count,
                       (unsigned long long)lanes);
            return NULL;
        }
        lanes = idx[i]->type->count;
    }
    return lanes ? type_vec(&P->m->types, rt, lanes, false) : rt;
}

Value *b_ce_gep(ParseCtx *P, uint32_t flags, Type *src, Value *base, PList *idx, Span at)
{
    uint32_t n = idx ? idx->n : 0;
    Value **ops = arena_array(&P->scratch, n + 1, sizeof(Value *));
    ops[0] = base;
    for (uint32_t i = 0; i < n; i++)
        ops[i + 1] = idx->v[i];
    Type *rt = b_gep_type(P, src, base, ops + 1, n, L(at));
    if (!rt || !all_const(P, ops, n + 1, L(at)))
        return undef(P, rt ? rt : base->type);
    return &const_expr(&P->m->consts, rt, OP_GEP, flags, 0, src, ops, n + 1, -1)->v;
}

Value *b_ce_other(ParseCtx *P, int op, PList *ops, Span at)
{
    Value **v = (Value **)ops->v;
    uint32_t n = ops->n;
    uint32_t need = (op == OP_EXTRACTELEMENT) ? 2 : 3;
    if (n != need) {
        diag_error(P->diag, L(at), "%s constant expression takes %u operands", opcode_name(op), need);
        return undef(P, v[0]->type);
    }
    Type *rt = v[0]->type;
    if (op == OP_SELECT)
        rt = v[1]->type;
    else if (op == OP_EXTRACTELEMENT && rt->kind == TY_VEC)
        rt = rt->elem;
    else if (op == OP_SHUFFLEVECTOR && rt->kind == TY_VEC && v[2]->type->kind == TY_VEC)
        rt = type_vec(&P->m->types, rt->elem, v[2]->type->count, false);
    if (!all_const(P, v, n, L(at)))
        return undef(P, rt);
    return &const_expr(&P->m->consts, rt, op, 0, 0, NULL, v, n, -1)->v;
}

Global *b_global_by_name(ParseCtx *P, ValRef *vr);
Block *b_pending_block(ParseCtx *P, Global *fn, ValRef *bb);

/* blockaddress(@f, %bb): the address of a block, for indirectbr.  When
 * @f's body is being parsed the block is an ordinary local reference;
 * otherwise (a global initializer, usually) the block is created now and
 * claimed by @f's body later. */
Value *b_blockaddress(ParseCtx *P, ValRef *fn, ValRef *bb, Span at)
{
    Type *pt = type_ptr(&P->m->types, 0, P->typed_pointers ? P->m->types.i8 : NULL);
    if (fn->k != VR_GLOBAL && fn->k != VR_GLOBAL_ID) {
        diag_error(P->diag, L(at), "blockaddress needs a function name as its first operand");
        return undef(P, pt);
    }
    if (bb->k != VR_LOCAL && bb->k != VR_LOCAL_ID) {
        diag_error(P->diag, L(at), "blockaddress needs a block name as its second operand");
        return undef(P, pt);
    }
    Global *g = b_global_by_name(P, fn);
    Value *b;
    if (P->fs && P->fs->fn == g)
        b = b_local_ref(P, P->m->types.label_ty, bb);
    else if (g->gk == GK_PENDING || (g->gk == GK_FUNC && g->is_decl && !g->first))
        b = &b_pending_block(P, g, bb)->v;
    else {
        diag_error(P->diag, L(at), "blockaddress of a function whose body has already been "
                   "parsed must be written inside that body");
        return undef(P, pt);
    }
    return &const_blockaddr(&P->m->consts, pt, &g->v, b)->v;
}

Value *b_md_value(ParseCtx *P, MDOp *op, Span at)
{
    MDValue *v = arena_alloc(&P->m->arena, sizeof *v);
    v->v.kind = VK_MDVALUE;
    v->v.type = P->m->types.metadata_ty;
    v->v.loc = L(at);
    v->md = arena_alloc(&P->m->arena, sizeof *op); /* op is in scratch */
    *v->md = *op;
    return &v->v;
}
