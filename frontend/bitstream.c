/*
 * frontend/bitstream.c -- a cursor over LLVM's bitstream container (the
 * format, and this reader's duties, are described in bitstream.h).
 *
 * Invariants:
 *   - No read goes past r->size bytes, and no entry of a block is read
 *     past that block's end: every field width and count is checked
 *     against the bits that remain before it is used.
 *   - Once an error is reported, every later bc_next returns BC_ERROR
 *     again (the message stays in r->error).
 *   - Abbreviations live in r->arena; each scope holds pointers to its
 *     own and to the BLOCKINFO ones of its block id, in LLVM's order (the
 *     BLOCKINFO ones first, so the first local one has id 4 + their count).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/bitstream.h"

/* The abbreviation ids every block has (BitCodeFormat, "Abbreviation IDs"). */
enum { ID_END_BLOCK = 0, ID_ENTER_SUBBLOCK = 1, ID_DEFINE_ABBREV = 2, ID_UNABBREV = 3 };
/* The encodings of an abbreviation operand. */
enum { ENC_LITERAL = 0, ENC_FIXED = 1, ENC_VBR = 2, ENC_ARRAY = 3, ENC_CHAR6 = 4, ENC_BLOB = 5 };
/* BLOCKINFO's records. */
enum { BLOCKINFO_ID = 0, BLOCKINFO_SETBID = 1 };

typedef struct BcOp {
    uint8_t enc;
    uint64_t val; /* LITERAL: the value; FIXED/VBR: the width */
} BcOp;

typedef struct BcAbbrev {
    BcOp *ops;
    uint32_t nops;
} BcAbbrev;

typedef struct BcScope {
    uint32_t id;
    unsigned width;   /* abbreviation-id width */
    uint64_t end;     /* bit position of the block's end */
    Vec abbrevs;      /* BcAbbrev* */
} BcScope;

typedef struct BcInfo {
    uint32_t id;
    Vec abbrevs;      /* BcAbbrev* */
} BcInfo;

/* Block ids LLVM defines (llvm/Bitcode/LLVMBitCodes.h, as the format
 * document lists them). */
#define BC_BLOCKS(X)                                                        \
    X(0, "BLOCKINFO_BLOCK") X(8, "MODULE_BLOCK") X(9, "PARAMATTR_BLOCK")    \
    X(10, "PARAMATTR_GROUP_BLOCK") X(11, "CONSTANTS_BLOCK")                 \
    X(12, "FUNCTION_BLOCK") X(13, "IDENTIFICATION_BLOCK")                   \
    X(14, "VALUE_SYMTAB_BLOCK") X(15, "METADATA_BLOCK")                     \
    X(16, "METADATA_ATTACHMENT_BLOCK") X(17, "TYPE_BLOCK")                  \
    X(18, "USELIST_BLOCK") X(19, "MODULE_STRTAB_BLOCK")                     \
    X(20, "GLOBALVAL_SUMMARY_BLOCK") X(21, "OPERAND_BUNDLE_TAGS_BLOCK")     \
    X(22, "METADATA_KIND_BLOCK") X(23, "STRTAB_BLOCK")                      \
    X(24, "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK") X(25, "SYMTAB_BLOCK")         \
    X(26, "SYNC_SCOPE_NAMES_BLOCK")

const char *bc_block_name(uint32_t id)
{
    switch (id) {
#define X(n, s) case n: return s;
        BC_BLOCKS(X)
#undef X
    }
    return NULL;
}

/* ---------------- errors ---------------- */

static BcScope *scope(BcReader *r)
{
    return r->scopes.len ? &VEC_AT(&r->scopes, BcScope, r->scopes.len - 1) : NULL;
}

static bool vfail(BcReader *r, const char *fmt, va_list ap)
{
    if (r->error[0])
        return false;
    char where[64], msg[160];
    const BcScope *s = scope(r);
    if (!s)
        snprintf(where, sizeof where, "at the top level");
    else if (bc_block_name(s->id))
        snprintf(where, sizeof where, "in %s", bc_block_name(s->id));
    else
        snprintf(where, sizeof where, "in block %u", s->id);
    vsnprintf(msg, sizeof msg, fmt, ap);
    snprintf(r->error, sizeof r->error, "bitcode: byte %zu %s: %s",
             r->base + (size_t)(r->pos / 8), where, msg);
    return false;
}

__attribute__((format(printf, 2, 3)))
static bool fail(BcReader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, fmt, ap);
    va_end(ap);
    return false;
}

/* The record layer's errors take the same form, at the position of the
 * record just read (frontend/bitcode.c). */
bool bc_fail(BcReader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, fmt, ap);
    va_end(ap);
    return false;
}

/* ---------------- bits ---------------- */

static uint64_t bits_left(const BcReader *r) { return (uint64_t)r->size * 8 - r->pos; }

/* n <= 64 bits, least significant first (fields are packed from the low
 * bit of each little-endian byte upward). */
static bool fixed(BcReader *r, unsigned n, uint64_t *out)
{
    /* the common case: a field of at most 56 bits with eight whole bytes
     * left from its first byte -- one unaligned little-endian load */
    size_t at = (size_t)(r->pos >> 3);
    if (n <= 56 && at + 8 <= r->size) {
        uint64_t w;
        memcpy(&w, r->buf + at, 8);
        if (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) {
            *out = (w >> (r->pos & 7)) & ((UINT64_C(1) << n) - 1);
            r->pos += n;
            return true;
        }
    }
    if (n > 64)
        return fail(r, "a field of %u bits (at most 64)", n);
    if (n > bits_left(r))
        return fail(r, "the input ends inside a field");
    uint64_t v = 0;
    for (unsigned i = 0; i < n;) {
        unsigned off = (unsigned)(r->pos & 7), take = 8 - off;
        if (take > n - i)
            take = n - i;
        uint64_t byte = (r->buf[r->pos >> 3] >> off) & ((1u << take) - 1);
        v |= byte << i;
        i += take;
        r->pos += take;
    }
    *out = v;
    return true;
}

/* A variable-width number: chunks of n bits whose top bit says "more". */
static bool vbr(BcReader *r, unsigned n, uint64_t *out)
{
    if (n < 2 || n > 32)
        return fail(r, "a VBR field of width %u (2 to 32)", n);
    uint64_t v = 0, chunk, hi = UINT64_C(1) << (n - 1);
    for (unsigned shift = 0;; shift += n - 1) {
        if (!fixed(r, n, &chunk))
            return false;
        if (shift >= 64 || (shift && ((chunk & (hi - 1)) >> (64 - shift)) != 0))
            return fail(r, "a VBR number wider than 64 bits");
        v |= (chunk & (hi - 1)) << shift;
        if (!(chunk & hi))
            break;
    }
    *out = v;
    return true;
}

static uint32_t vbr32(BcReader *r, unsigned n, bool *ok)
{
    uint64_t v = 0;
    *ok = *ok && vbr(r, n, &v);
    if (*ok && v > UINT32_MAX)
        *ok = fail(r, "a count of %llu (more than 32 bits)", (unsigned long long)v);
    return (uint32_t)v;
}

static bool align32(BcReader *r)
{
    uint64_t to = (r->pos + 31) & ~(uint64_t)31;
    if (to > (uint64_t)r->size * 8)
        return fail(r, "the input ends before a 32-bit boundary");
    r->pos = to;
    return true;
}

/* ---------------- opening ---------------- */

static uint32_t le32(const uint8_t *p)
{
    return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* The wrapper header: magic 0x0B17C0DE, version, offset, size, cpu type
 * (five little-endian 32-bit words); the bitcode lies at [offset, +size). */
bool bc_open(BcReader *r, const uint8_t *buf, size_t size)
{
    memset(r, 0, sizeof *r);
    arena_init(&r->arena, "bitstream");
    r->buf = buf;
    r->size = size;
    if (size >= 20 && le32(buf) == 0x0B17C0DEu) {
        uint32_t off = le32(buf + 8), len = le32(buf + 12);
        if (off > size || len > size - off)
            return fail(r, "the wrapper header places the bitcode (bytes %u..%llu) outside "
                        "the file of %zu bytes", off, (unsigned long long)off + len, size);
        r->buf = buf + off;
        r->size = len;
        r->base = off;
    }
    if (r->size < 4 || memcmp(r->buf, "BC\xC0\xDE", 4) != 0)
        return fail(r, "no bitcode magic ('BC' 0xC0DE)");
    r->pos = 32;
    return true;
}

void bc_close(BcReader *r)
{
    for (size_t i = 0; i < r->scopes.len; i++)
        vec_free(&VEC_AT(&r->scopes, BcScope, i).abbrevs);
    for (size_t i = 0; i < r->infos.len; i++)
        vec_free(&VEC_AT(&r->infos, BcInfo, i).abbrevs);
    vec_free(&r->scopes);
    vec_free(&r->infos);
    vec_free(&r->ops);
    arena_free(&r->arena);
}

/* ---------------- blocks ---------------- */

static BcInfo *info_for(BcReader *r, uint32_t id, bool create)
{
    for (size_t i = 0; i < r->infos.len; i++)
        if (VEC_AT(&r->infos, BcInfo, i).id == id)
            return &VEC_AT(&r->infos, BcInfo, i);
    if (!create)
        return NULL;
    VEC_PUSH(&r->infos, BcInfo, ((BcInfo){.id = id}));
    return &VEC_AT(&r->infos, BcInfo, r->infos.len - 1);
}

/* ENTER_SUBBLOCK: [vbr8 id, vbr4 width, align32, fixed32 words]. */
static bool enter(BcReader *r, BcEntry *e)
{
    bool ok = true;
    uint32_t id = vbr32(r, 8, &ok);
    uint32_t width = vbr32(r, 4, &ok);
    uint64_t words = 0;
    if (!ok || !align32(r) || !fixed(r, 32, &words))
        return false;
    if (width < 1 || width > 32)
        return fail(r, "block %u has an abbreviation width of %u (1 to 32)", id, width);
    if (words * 32 > bits_left(r))
        return fail(r, "block %u (%s) of %llu words runs past the end of the input", id,
                    bc_block_name(id) ? bc_block_name(id) : "unknown",
                    (unsigned long long)words);
    if (r->scopes.len >= LIMIT_NESTING)
        return fail(r, "blocks nested deeper than LIMIT_NESTING (%d)", LIMIT_NESTING);
    BcScope s = {.id = id, .width = width, .end = r->pos + words * 32};
    const BcScope *outer = scope(r);
    if (outer && s.end > outer->end)
        return fail(r, "block %u ends after the block that holds it", id);
    const BcInfo *info = info_for(r, id, false);
    for (size_t i = 0; info && i < info->abbrevs.len; i++)
        VEC_PUSH(&s.abbrevs, BcAbbrev *, VEC_AT(&info->abbrevs, BcAbbrev *, i));
    VEC_PUSH(&r->scopes, BcScope, s);
    *e = (BcEntry){.kind = BC_BLOCK, .id = id, .num_words = words};
    return true;
}

static void leave(BcReader *r)
{
    BcScope *s = scope(r);
    vec_free(&s->abbrevs);
    r->scopes.len--;
}

bool bc_skip_block(BcReader *r)
{
    BcScope *s = scope(r);
    if (!s)
        return fail(r, "no block to skip");
    r->pos = s->end;
    leave(r);
    return true;
}

/* DEFINE_ABBREV: [vbr5 count, ops...]; each op [fixed1 literal?] then
 * vbr8 value, or fixed3 encoding (+ vbr5 width for fixed and VBR). */
static BcAbbrev *define_abbrev(BcReader *r)
{
    bool ok = true;
    uint32_t n = vbr32(r, 5, &ok);
    if (!ok)
        return NULL;
    if (n == 0 || n > bits_left(r))
        return fail(r, "an abbreviation of %u operands", n), NULL;
    BcAbbrev *a = arena_alloc(&r->arena, sizeof *a);
    a->ops = arena_array(&r->arena, n, sizeof *a->ops);
    for (uint32_t i = 0; i < n; i++) {
        uint64_t lit, enc, w = 0;
        if (!fixed(r, 1, &lit))
            return NULL;
        if (lit) {
            if (!vbr(r, 8, &w))
                return NULL;
            a->ops[a->nops++] = (BcOp){ENC_LITERAL, w};
            continue;
        }
        if (!fixed(r, 3, &enc))
            return NULL;
        if (enc == ENC_FIXED || enc == ENC_VBR) {
            if (!vbr(r, 5, &w))
                return NULL;
            if (w > (enc == ENC_FIXED ? 64u : 32u))
                return fail(r, "an abbreviation operand %s(%llu) is too wide",
                            enc == ENC_FIXED ? "Fixed" : "VBR", (unsigned long long)w), NULL;
            if (w == 0) { /* LLVM reads a zero-width field as the literal 0 */
                a->ops[a->nops++] = (BcOp){ENC_LITERAL, 0};
                continue;
            }
            if (enc == ENC_VBR && w < 2)
                return fail(r, "an abbreviation operand VBR(1)"), NULL;
        } else if (enc != ENC_ARRAY && enc != ENC_CHAR6 && enc != ENC_BLOB) {
            return fail(r, "an abbreviation operand of encoding %llu (1 to 5)",
                        (unsigned long long)enc), NULL;
        }
        if (enc == ENC_ARRAY && i != n - 2)
            return fail(r, "an Array operand that is not second to last"), NULL;
        if (enc == ENC_BLOB && i != n - 1)
            return fail(r, "a Blob operand that is not last"), NULL;
        a->ops[a->nops++] = (BcOp){(uint8_t)enc, w};
    }
    BcOp *last = &a->ops[a->nops - 1];
    if (a->nops >= 2 && a->ops[a->nops - 2].enc == ENC_ARRAY &&
        (last->enc == ENC_ARRAY || last->enc == ENC_BLOB))
        return fail(r, "an Array of Arrays or Blobs"), NULL;
    return a;
}

/* ---------------- records ---------------- */

static bool scalar(BcReader *r, const BcOp *op, uint64_t *v)
{
    switch (op->enc) {
    case ENC_LITERAL: *v = op->val; return true;
    case ENC_FIXED: return fixed(r, (unsigned)op->val, v);
    case ENC_VBR: return vbr(r, (unsigned)op->val, v);
    case ENC_CHAR6: {
        static const char six[] =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";
        uint64_t c;
        if (!fixed(r, 6, &c))
            return false;
        *v = (unsigned char)six[c];
        return true;
    }
    default: return fail(r, "an Array or Blob where a single value belongs");
    }
}

static bool blob(BcReader *r)
{
    bool ok = true;
    uint32_t len = vbr32(r, 6, &ok);
    if (!ok || !align32(r))
        return false;
    if ((uint64_t)len * 8 > bits_left(r))
        return fail(r, "a blob of %u bytes runs past the end of the input", len);
    r->blob = r->buf + r->pos / 8;
    r->blob_len = len;
    r->pos += (uint64_t)len * 8;
    return align32(r);
}

static bool abbreviated(BcReader *r, const BcAbbrev *a, BcEntry *e)
{
    uint64_t code = 0, v = 0;
    if (!scalar(r, &a->ops[0], &code))
        return false;
    if (code > UINT32_MAX)
        return fail(r, "a record code of more than 32 bits");
    e->id = (uint32_t)code;
    for (uint32_t i = 1; i < a->nops; i++) {
        const BcOp *op = &a->ops[i];
        if (op->enc == ENC_BLOB) {
            if (!blob(r))
                return false;
        } else if (op->enc == ENC_ARRAY) {
            bool ok = true;
            uint32_t n = vbr32(r, 6, &ok);
            if (!ok)
                return false;
            if (n > bits_left(r))
                return fail(r, "an array of %u elements runs past the end of the input", n);
            for (uint32_t k = 0; k < n; k++) {
                if (!scalar(r, &a->ops[i + 1], &v))
                    return false;
                VEC_PUSH(&r->ops, uint64_t, v);
            }
            i++; /* the element operand */
        } else {
            if (!scalar(r, op, &v))
                return false;
            VEC_PUSH(&r->ops, uint64_t, v);
        }
    }
    return true;
}

/* UNABBREV_RECORD: [vbr6 code, vbr6 count, vbr6 op...]. */
static bool unabbreviated(BcReader *r, BcEntry *e)
{
    bool ok = true;
    e->id = vbr32(r, 6, &ok);
    uint32_t n = vbr32(r, 6, &ok);
    if (!ok)
        return false;
    if ((uint64_t)n * 6 > bits_left(r))
        return fail(r, "a record of %u operands runs past the end of the input", n);
    for (uint32_t k = 0; k < n; k++) {
        uint64_t v = 0;
        if (!vbr(r, 6, &v))
            return false;
        VEC_PUSH(&r->ops, uint64_t, v);
    }
    return true;
}

/* ---------------- BLOCKINFO ---------------- */

/* Read the BLOCKINFO block just entered: SETBID picks the block id that
 * the following DEFINE_ABBREVs are for; names are ignored. */
static bool blockinfo(BcReader *r)
{
    BcInfo *cur = NULL;
    uint32_t cur_id = 0;
    bool have = false;
    for (;;) {
        BcEntry e = {0};
        BcScope *s = scope(r);
        if (r->pos >= s->end)
            return fail(r, "BLOCKINFO has no END_BLOCK");
        uint64_t id;
        if (!fixed(r, s->width, &id))
            return false;
        if (id == ID_END_BLOCK) {
            leave(r);
            return align32(r);
        }
        if (id == ID_DEFINE_ABBREV) {
            if (!have)
                return fail(r, "an abbreviation in BLOCKINFO before any SETBID");
            BcAbbrev *a = define_abbrev(r);
            if (!a)
                return false;
            cur = info_for(r, cur_id, true);
            VEC_PUSH(&cur->abbrevs, BcAbbrev *, a);
            continue;
        }
        if (id == ID_ENTER_SUBBLOCK)
            return fail(r, "a block inside BLOCKINFO");
        r->ops.len = 0;
        if (id == ID_UNABBREV ? !unabbreviated(r, &e)
                              : id - 4 < s->abbrevs.len
                                    ? !abbreviated(r, VEC_AT(&s->abbrevs, BcAbbrev *, id - 4), &e)
                                    : !fail(r, "abbreviation id %llu is not defined",
                                            (unsigned long long)id))
            return false;
        if (e.id == BLOCKINFO_SETBID) {
            if (r->ops.len < 1 || VEC_AT(&r->ops, uint64_t, 0) > UINT32_MAX)
                return fail(r, "a SETBID record without a block id");
            cur_id = (uint32_t)VEC_AT(&r->ops, uint64_t, 0);
            have = true;
        }
    }
}

/* ---------------- the cursor ---------------- */

BcEntryKind bc_next(BcReader *r, BcEntry *e)
{
    for (;;) {
        *e = (BcEntry){.kind = BC_ERROR};
        r->ops.len = 0;
        r->blob = NULL;
        r->blob_len = 0;
        if (r->error[0])
            return BC_ERROR;
        BcScope *s = scope(r);
        /* The top level holds only blocks; what follows the last one may
         * be padding to a multiple of four bytes. */
        if (!s && bits_left(r) < 32)
            return e->kind = BC_EOF;
        if (s && r->pos >= s->end)
            return fail(r, "the block has no END_BLOCK"), BC_ERROR;
        uint64_t id;
        if (!fixed(r, s ? s->width : 2, &id))
            return BC_ERROR;
        if (!s && id != ID_ENTER_SUBBLOCK) {
            if (id == 0 && bits_left(r) < 32)
                return e->kind = BC_EOF;
            return fail(r, "abbreviation id %llu where a block must begin",
                        (unsigned long long)id), BC_ERROR;
        }
        switch (id) {
        case ID_END_BLOCK:
            if (!align32(r))
                return BC_ERROR;
            /* LLVM's writer records each block's exact length, so an end
             * anywhere else means the bits in between were misread. */
            if (r->pos != s->end)
                return fail(r, "END_BLOCK at byte %zu, but the block's length says %zu",
                            r->base + (size_t)(r->pos / 8), r->base + (size_t)(s->end / 8)),
                       BC_ERROR;
            leave(r);
            return e->kind = BC_END;
        case ID_ENTER_SUBBLOCK:
            if (!enter(r, e))
                return e->kind = BC_ERROR;
            if (e->id == BLOCKINFO_ID) { /* applied here, not handed on */
                if (!blockinfo(r))
                    return e->kind = BC_ERROR;
                continue;
            }
            return BC_BLOCK;
        case ID_DEFINE_ABBREV: {
            BcAbbrev *a = define_abbrev(r);
            if (!a)
                return BC_ERROR;
            VEC_PUSH(&scope(r)->abbrevs, BcAbbrev *, a);
            continue;
        }
        case ID_UNABBREV:
            e->abbrev = ID_UNABBREV;
            if (!unabbreviated(r, e))
                return e->kind = BC_ERROR;
            break;
        default:
            if (id - 4 >= s->abbrevs.len)
                return fail(r, "abbreviation id %llu is not defined", (unsigned long long)id),
                       BC_ERROR;
            e->abbrev = (uint32_t)id;
            if (!abbreviated(r, VEC_AT(&s->abbrevs, BcAbbrev *, id - 4), e))
                return e->kind = BC_ERROR;
        }
        if (r->pos > scope(r)->end)
            return fail(r, "a record runs past the end of its block"), e->kind = BC_ERROR;
        return e->kind = BC_RECORD;
    }
}
