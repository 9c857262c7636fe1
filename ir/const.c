/*
 * ir/const.c -- uniqued constants and floating-point format conversion.
 *
 * Duties:
 *   - Build constants so that equal constants are the same pointer: a
 *     hash table keyed by (kind, type pointer, payload) answers "do we have
 *     this one already?".  The payload is the integer words, the float
 *     bits, the bytes of a c"..." string, or the operand *pointers* of an
 *     aggregate / constant expression / blockaddress (operands are already
 *     uniqued, so pointer equality is value equality).
 *   - Operands of CAGG, CEXPR and CBLOCKADDR are real Uses, so a global
 *     mentioned in an initializer sees that use in its use list.
 *   - Integers of any width up to LIMIT_INT_BITS, stored as little-endian
 *     64-bit words truncated to the width.
 *   - Convert a double to half, bfloat and float with round-to-nearest-even
 *     by bit manipulation (not by the C compiler's casts, so the result does
 *     not depend on the host's rounding mode or on _Float16 support), and
 *     exactly to x86_fp80 / fp128; and back to double.
 *
 * Invariants:
 *   - const_int(t, v) takes v as a signed 64-bit value: for types wider than
 *     64 bits it is sign-extended (so const_int(i128, -1) is all ones); use
 *     const_int_words for wide unsigned values.  Narrower types truncate.
 *   - Every Const lives in ct->arena; only the bucket array is malloc'ed.
 *   - Replacing an operand of a uniqued constant (RAUW of a placeholder it
 *     uses) leaves it in its old bucket: lookups of the new contents then
 *     miss it and build a twin.  That is harmless (never wrong, just not
 *     unique); the parser fills globals and blocks in place to avoid it.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* ---- the lookup key ----------------------------------------------- */

/* What identifies a constant.  Operands come either as the caller's Value
 * array (opv, for a lookup) or as an existing constant's Uses (opu). */
typedef struct Key {
    ValueKind kind;
    Type *type;
    const uint64_t *words;
    uint32_t nwords;
    uint64_t fp_lo, fp_hi;
    const unsigned char *bytes;
    uint64_t nbytes;
    Value *const *opv;
    const Use *opu;
    uint32_t nops;
    int opcode;
    uint32_t flags;
    uint8_t pred;
    Type *src_type;
    int32_t inrange_idx;
} Key;

static Value *key_op(const Key *k, uint32_t i)
{
    return k->opv ? k->opv[i] : k->opu[i].val;
}

static uint32_t words_for(uint32_t bits) { return (bits + 63) / 64; }

/* The key describing an existing constant. */
static Key key_of(const Const *c)
{
    Key k = {.kind = c->v.kind, .type = c->v.type, .fp_lo = c->fp_lo,
             .fp_hi = c->fp_hi, .opu = c->ops, .nops = c->nops,
             .opcode = c->opcode, .flags = c->flags, .pred = c->pred,
             .src_type = c->src_type, .inrange_idx = c->inrange_idx};
    if (c->v.kind == VK_CINT) {
        k.words = c->words;
        k.nwords = words_for(c->v.type->bits);
    }
    if (c->v.kind == VK_CDATA) {
        k.bytes = c->bytes;
        k.nbytes = c->v.type->count;
    }
    return k;
}

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdull;
}

static uint64_t key_hash(const Key *k)
{
    uint64_t h = mix(k->kind, (uint64_t)(uintptr_t)k->type);
    for (uint32_t i = 0; i < k->nwords; i++)
        h = mix(h, k->words[i]);
    h = mix(mix(h, k->fp_lo), k->fp_hi);
    for (uint64_t i = 0; i < k->nbytes; i++)
        h = (h ^ k->bytes[i]) * 1099511628211ull;
    for (uint32_t i = 0; i < k->nops; i++)
        h = mix(h, (uint64_t)(uintptr_t)key_op(k, i));
    h = mix(h, ((uint64_t)(uint32_t)k->opcode << 32) | k->flags);
    h = mix(h, ((uint64_t)k->pred << 32) | (uint32_t)k->inrange_idx);
    return mix(h, (uint64_t)(uintptr_t)k->src_type);
}

static bool key_eq(const Key *a, const Key *b)
{
    if (a->kind != b->kind || a->type != b->type || a->nwords != b->nwords ||
        a->fp_lo != b->fp_lo || a->fp_hi != b->fp_hi ||
        a->nbytes != b->nbytes || a->nops != b->nops ||
        a->opcode != b->opcode || a->flags != b->flags ||
        a->pred != b->pred || a->src_type != b->src_type ||
        a->inrange_idx != b->inrange_idx)
        return false;
    if (a->nwords && memcmp(a->words, b->words, a->nwords * 8) != 0)
        return false;
    if (a->nbytes && memcmp(a->bytes, b->bytes, a->nbytes) != 0)
        return false;
    for (uint32_t i = 0; i < a->nops; i++)
        if (key_op(a, i) != key_op(b, i))
            return false;
    return true;
}

/* ---- the table ------------------------------------------------------ */

void consts_init(ConstTable *ct, Arena *a, TypeTable *tt)
{
    memset(ct, 0, sizeof *ct);
    ct->arena = a;
    ct->types = tt;
    ct->nbuckets = 256;
    ct->buckets = calloc(ct->nbuckets, sizeof *ct->buckets);
    if (!ct->buckets)
        BUG("out of memory creating the constant table");
}

void consts_free(ConstTable *ct)
{
    free(ct->buckets);
    ct->buckets = NULL;
    ct->nbuckets = ct->count = 0;
}

static void consts_rehash(ConstTable *ct)
{
    size_t n = ct->nbuckets * 2;
    Const **nb = calloc(n, sizeof *nb);
    if (!nb)
        BUG("out of memory growing the constant table");
    for (size_t i = 0; i < ct->nbuckets; i++) {
        for (Const *c = ct->buckets[i], *next; c; c = next) {
            next = c->hash_next;
            Key k = key_of(c);
            size_t b = key_hash(&k) & (n - 1);
            c->hash_next = nb[b];
            nb[b] = c;
        }
    }
    free(ct->buckets);
    ct->buckets = nb;
    ct->nbuckets = n;
}

/* Copy the key's payload into a new arena Const. */
static Const *const_create(ConstTable *ct, const Key *k)
{
    Const *c = arena_alloc(ct->arena, sizeof *c);
    c->v.kind = k->kind;
    c->v.type = k->type;
    c->fp_lo = k->fp_lo;
    c->fp_hi = k->fp_hi;
    if (k->nwords) {
        c->words = arena_array(ct->arena, k->nwords, sizeof(uint64_t));
        memcpy(c->words, k->words, k->nwords * sizeof(uint64_t));
    }
    if (k->kind == VK_CDATA) {
        unsigned char *b = arena_alloc(ct->arena, k->nbytes);
        if (k->nbytes)
            memcpy(b, k->bytes, k->nbytes);
        c->bytes = b;
    }
    c->nops = k->nops;
    c->ops = k->nops ? arena_array(ct->arena, k->nops, sizeof(Use)) : NULL;
    for (uint32_t i = 0; i < k->nops; i++)
        use_set(&c->ops[i], &c->v, key_op(k, i));
    c->opcode = k->opcode;
    c->flags = k->flags;
    c->pred = k->pred;
    c->src_type = k->src_type;
    c->inrange_idx = k->inrange_idx;
    return c;
}

/* The unique constant for key k. */
static Const *unique(ConstTable *ct, const Key *k)
{
    uint64_t h = key_hash(k);
    for (Const *c = ct->buckets[h & (ct->nbuckets - 1)]; c; c = c->hash_next) {
        /* cheap test first: most candidates differ in kind, type or fp
         * bits, and building the full key for each was a hot spot */
        if (c->v.kind != k->kind || c->v.type != k->type || c->fp_lo != k->fp_lo)
            continue;
        Key ck = key_of(c);
        if (key_eq(&ck, k))
            return c;
    }
    Const *c = const_create(ct, k);
    c->hash_next = ct->buckets[h & (ct->nbuckets - 1)];
    ct->buckets[h & (ct->nbuckets - 1)] = c;
    if (++ct->count > ct->nbuckets)
        consts_rehash(ct);
    return c;
}

/* A constant with no payload (null, undef, ...). */
static Const *bare(ConstTable *ct, ValueKind kind, Type *t)
{
    Key k = {.kind = kind, .type = t, .inrange_idx = -1};
    return unique(ct, &k);
}

/* ---- integers ------------------------------------------------------- */

/* Zero the bits of w[] above `bits` (w has words_for(bits) words). */
static void truncate_words(uint64_t *w, uint32_t bits)
{
    uint32_t rem = bits % 64;
    if (rem)
        w[words_for(bits) - 1] &= (1ull << rem) - 1;
}

Const *const_int_words(ConstTable *ct, Type *t, const uint64_t *w, uint32_t n)
{
    if (t->kind != TY_INT)
        BUG("const_int on a non-integer type");
    uint32_t nw = words_for(t->bits);
    uint64_t small[2];
    uint64_t *buf = nw <= 2 ? small : malloc(nw * sizeof(uint64_t));
    if (!buf)
        BUG("out of memory building an integer constant");
    for (uint32_t i = 0; i < nw; i++)
        buf[i] = i < n ? w[i] : 0;
    truncate_words(buf, t->bits);
    Key k = {.kind = VK_CINT, .type = t, .words = buf, .nwords = nw,
             .inrange_idx = -1};
    Const *c = unique(ct, &k);
    if (buf != small)
        free(buf);
    return c;
}

Const *const_int(ConstTable *ct, Type *t, uint64_t v)
{
    if (t->kind != TY_INT)
        BUG("const_int on a non-integer type");
    uint32_t nw = words_for(t->bits);
    if (nw == 1)
        return const_int_words(ct, t, &v, 1);
    /* wider than 64 bits: sign-extend v (see the invariants above) */
    uint64_t *w = malloc(nw * sizeof(uint64_t));
    if (!w)
        BUG("out of memory building an integer constant");
    uint64_t fill = (int64_t)v < 0 ? UINT64_MAX : 0;
    w[0] = v;
    for (uint32_t i = 1; i < nw; i++)
        w[i] = fill;
    Const *c = const_int_words(ct, t, w, nw);
    free(w);
    return c;
}

Const *const_bool(ConstTable *ct, bool b)
{
    return const_int(ct, ct->types->i1, b ? 1 : 0);
}

int64_t const_int_sext(const Const *c)
{
    uint32_t bits = c->v.type->bits;
    uint64_t w = c->words[0];
    if (bits >= 64)
        return (int64_t)w;
    uint64_t sign = 1ull << (bits - 1);
    return (int64_t)((w ^ sign) - sign); /* classic sign-extension trick */
}

int value_slot_cmp(const void *a, const void *b)
{
    const ValueSlot *x = a, *y = b;
    if (x->v != y->v)
        return (uintptr_t)x->v < (uintptr_t)y->v ? -1 : 1;
    return x->k < y->k ? -1 : x->k > y->k;
}

uint64_t const_int_zext(const Const *c) { return c->words[0]; }

bool value_const_int(const Value *v, bool sign, uint64_t *out)
{
    if (v->kind == VK_CZERO) { /* an integer zeroinitializer: no words */
        *out = 0;
        return true;
    }
    if (v->kind != VK_CINT)
        return false;
    const Const *k = (const Const *)v;
    *out = sign ? (uint64_t)const_int_sext(k) : const_int_zext(k);
    return true;
}

/* True when the whole value is recovered from its low 64 bits by either
 * extension: the signed value fits int64, or the unsigned one uint64. */
bool const_int_fits64(const Const *c)
{
    uint32_t bits = c->v.type->bits;
    if (bits <= 64)
        return true;
    uint32_t nw = words_for(bits);
    bool top_neg = (c->words[nw - 1] >> ((bits - 1) % 64)) & 1;
    bool all_zero = true, all_ones = true;
    for (uint32_t i = 1; i < nw; i++) {
        uint64_t full = i == nw - 1 && bits % 64
                            ? (1ull << (bits % 64)) - 1 : UINT64_MAX;
        all_zero &= c->words[i] == 0;
        all_ones &= c->words[i] == full;
    }
    return all_zero || (all_ones && top_neg && (c->words[0] >> 63));
}

/* ---- floating point: format conversion ------------------------------ */

static uint64_t double_bits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static double bits_double(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/* x >> s rounded to nearest, ties to even (1 <= s <= 63). */
static uint64_t shift_rne(uint64_t x, unsigned s)
{
    uint64_t q = x >> s, rem = x & ((1ull << s) - 1), half = 1ull << (s - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    return q;
}

/* Narrow a double to a binary format with `eb` exponent and `mb` fraction
 * bits (half 5/10, bfloat 8/7, float 8/23), rounding to nearest-even. */
static uint64_t narrow_double(double d, unsigned eb, unsigned mb)
{
    uint64_t b = double_bits(d), sign = b >> 63;
    int exp = (int)((b >> 52) & 0x7ff);
    uint64_t frac = b & ((1ull << 52) - 1), out;
    int bias = (1 << (eb - 1)) - 1, emax = (1 << eb) - 1;
    if (exp == 0x7ff) {                 /* inf, or NaN made quiet */
        uint64_t m = frac ? (frac >> (52 - mb)) | (1ull << (mb - 1)) : 0;
        out = ((uint64_t)emax << mb) | m;
    } else if (exp == 0) {              /* zero or double subnormal: far */
        out = 0;                        /* below half the least subnormal */
    } else {
        uint64_t sig = frac | (1ull << 52);
        int e = exp - 1023 + bias;      /* biased exponent in the target */
        if (e >= 1) {
            /* The implicit bit adds one to the exponent field, so a
             * rounding carry moves into the exponent by itself. */
            out = ((uint64_t)(e - 1) << mb) + shift_rne(sig, 52 - mb);
            if (out >= (uint64_t)emax << mb)
                out = (uint64_t)emax << mb; /* overflow: infinity */
        } else {
            unsigned s = 52 - mb + (unsigned)(1 - e);
            out = s > 60 ? 0 : shift_rne(sig, s); /* subnormal (or min normal) */
        }
    }
    return (sign << (eb + mb)) | out;
}

/* Widen a binary format (eb/mb as above) to double; exact. */
static double widen_to_double(uint64_t b, unsigned eb, unsigned mb)
{
    uint64_t sign = (b >> (eb + mb)) & 1, frac = b & ((1ull << mb) - 1);
    int exp = (int)((b >> mb) & ((1u << eb) - 1));
    int bias = (1 << (eb - 1)) - 1;
    double mag;
    if (exp == (1 << eb) - 1)
        mag = bits_double((0x7ffull << 52) | (frac << (52 - mb)));
    else if (exp == 0)
        mag = ldexp((double)frac, 1 - bias - (int)mb);
    else
        mag = bits_double(((uint64_t)(exp - bias + 1023) << 52) |
                          (frac << (52 - mb)));
    return sign ? -mag : mag;
}

/* Sign, unbiased exponent and 53-bit significand (bit 52 set) of a finite
 * nonzero double, normalising subnormals. */
static void double_parts(double d, uint64_t *sign, int *e, uint64_t *sig)
{
    uint64_t b = double_bits(d), frac = b & ((1ull << 52) - 1);
    int exp = (int)((b >> 52) & 0x7ff);
    *sign = b >> 63;
    if (exp == 0) {
        int k = 0;
        while (!(frac & (1ull << 52))) {
            frac <<= 1;
            k++;
        }
        /* frac * 2^-1074 == (frac << k) * 2^(-1074 - k) == 1.x * 2^(-1022 - k) */
        *e = -1022 - k;
        *sig = frac;
    } else {
        *e = exp - 1023;
        *sig = frac | (1ull << 52);
    }
}

/* double -> IEEE quad (exact).  hi holds sign, exponent, fraction top. */
static void double_to_fp128(double d, uint64_t *lo, uint64_t *hi)
{
    uint64_t b = double_bits(d), sign = b >> 63, frac = b & ((1ull << 52) - 1);
    int exp = (int)((b >> 52) & 0x7ff);
    uint64_t e16;
    if (exp == 0x7ff) {
        e16 = 0x7fff;
    } else if (exp == 0 && frac == 0) {
        e16 = 0;
    } else {
        int e;
        uint64_t sig;
        double_parts(d, &sign, &e, &sig);
        e16 = (uint64_t)(e + 16383);
        frac = sig & ((1ull << 52) - 1);
    }
    /* 112-bit fraction = frac << 60 */
    *lo = frac << 60;
    *hi = (sign << 63) | (e16 << 48) | (frac >> 4);
}

/* double -> x87 80-bit (exact): lo is the 64-bit significand with its
 * explicit integer bit, hi the sign and 15-bit exponent. */
static void double_to_fp80(double d, uint64_t *lo, uint64_t *hi)
{
    uint64_t b = double_bits(d), sign = b >> 63, frac = b & ((1ull << 52) - 1);
    int exp = (int)((b >> 52) & 0x7ff);
    if (exp == 0x7ff) {
        *lo = (1ull << 63) | (frac ? (1ull << 62) | (frac << 11) : 0);
        *hi = (sign << 15) | 0x7fff;
    } else if (exp == 0 && frac == 0) {
        *lo = 0;
        *hi = sign << 15;
    } else {
        int e;
        uint64_t sig;
        double_parts(d, &sign, &e, &sig);
        *lo = sig << 11;
        *hi = (sign << 15) | (uint64_t)(e + 16383);
    }
}

/* ---- floating point: constants -------------------------------------- */

Const *const_fp(ConstTable *ct, Type *t, uint64_t lo, uint64_t hi)
{
    switch (t->kind) {
    case TY_HALF: case TY_BFLOAT: lo &= 0xffff; hi = 0; break;
    case TY_FLOAT: lo &= 0xffffffffu; hi = 0; break;
    case TY_DOUBLE: hi = 0; break;
    case TY_X86_FP80: hi &= 0xffff; break;
    case TY_FP128: case TY_PPC_FP128: break;
    default: BUG("const_fp on a non-floating-point type");
    }
    Key k = {.kind = VK_CFP, .type = t, .fp_lo = lo, .fp_hi = hi,
             .inrange_idx = -1};
    return unique(ct, &k);
}

uint64_t fp_bits_from_double(const Type *t, double d, uint64_t *hi_out)
{
    uint64_t lo = 0, hi = 0;
    switch (t->kind) {
    case TY_HALF: lo = narrow_double(d, 5, 10); break;
    case TY_BFLOAT: lo = narrow_double(d, 8, 7); break;
    case TY_FLOAT: lo = narrow_double(d, 8, 23); break;
    case TY_DOUBLE: lo = double_bits(d); break;
    case TY_FP128: double_to_fp128(d, &lo, &hi); break;
    case TY_X86_FP80: double_to_fp80(d, &lo, &hi); break;
    case TY_PPC_FP128: lo = double_bits(d); break; /* (d, +0.0) */
    default: BUG("fp_bits_from_double on a non-floating-point type");
    }
    if (hi_out)
        *hi_out = hi;
    return lo;
}

Const *const_fp_from_double(ConstTable *ct, Type *t, double d)
{
    uint64_t hi;
    uint64_t lo = fp_bits_from_double(t, d, &hi);
    return const_fp(ct, t, lo, hi);
}

/* Wider formats are rounded (not exactly) to double: enough for folding
 * heuristics and messages; tnvcc never computes in them. */
double const_fp_to_double(const Const *c)
{
    uint64_t lo = c->fp_lo, hi = c->fp_hi;
    switch (c->v.type->kind) {
    case TY_HALF: return widen_to_double(lo, 5, 10);
    case TY_BFLOAT: return widen_to_double(lo, 8, 7);
    case TY_FLOAT: return widen_to_double(lo, 8, 23);
    case TY_DOUBLE: return bits_double(lo);
    case TY_PPC_FP128: return bits_double(lo) + bits_double(hi);
    case TY_X86_FP80: {
        int e = (int)(hi & 0x7fff);
        double m = e == 0x7fff ? (lo << 1 ? NAN : INFINITY)
                               : ldexp((double)lo, e - 16383 - 63);
        return (hi & 0x8000) ? -m : m;
    }
    case TY_FP128: {
        int e = (int)((hi >> 48) & 0x7fff);
        uint64_t top = ((hi & 0xffffffffffffull) << 16) | (lo >> 48);
        double m = e == 0x7fff ? (top || (lo << 16) ? NAN : INFINITY)
                   : ldexp((double)((top >> 1) | (e ? 1ull << 63 : 0)),
                           (e ? e : 1) - 16383 - 63);
        return (hi >> 63) ? -m : m;
    }
    default: BUG("const_fp_to_double on a non-floating-point constant");
    }
}

/* ---- the rest ------------------------------------------------------- */

Const *const_null(ConstTable *ct, Type *t) { return bare(ct, VK_CNULL, t); }
Const *const_undef(ConstTable *ct, Type *t) { return bare(ct, VK_CUNDEF, t); }
Const *const_poison(ConstTable *ct, Type *t) { return bare(ct, VK_CPOISON, t); }
Const *const_zero(ConstTable *ct, Type *t) { return bare(ct, VK_CZERO, t); }
Const *const_none(ConstTable *ct, Type *t) { return bare(ct, VK_CNONE, t); }

Const *const_agg(ConstTable *ct, Type *t, Value **elems, uint32_t n)
{
    Key k = {.kind = VK_CAGG, .type = t, .opv = elems, .nops = n,
             .inrange_idx = -1};
    return unique(ct, &k);
}

Const *const_data(ConstTable *ct, Type *t, const unsigned char *b, uint64_t n)
{
    if (t->kind != TY_ARRAY || t->count != n)
        BUG("const_data: %llu bytes for a type of another length",
            (unsigned long long)n);
    Key k = {.kind = VK_CDATA, .type = t, .bytes = b, .nbytes = n,
             .inrange_idx = -1};
    return unique(ct, &k);
}

Const *const_expr(ConstTable *ct, Type *t, int opcode, uint32_t flags,
                  uint8_t pred, Type *src_type, Value **ops, uint32_t nops,
                  int32_t inrange_idx)
{
    Key k = {.kind = VK_CEXPR, .type = t, .opv = ops, .nops = nops,
             .opcode = opcode, .flags = flags, .pred = pred,
             .src_type = src_type, .inrange_idx = inrange_idx};
    return unique(ct, &k);
}

Const *const_blockaddr(ConstTable *ct, Type *t, Value *fn, Value *block)
{
    Value *ops[2] = {fn, block};
    Key k = {.kind = VK_CBLOCKADDR, .type = t, .opv = ops, .nops = 2,
             .inrange_idx = -1};
    return unique(ct, &k);
}
