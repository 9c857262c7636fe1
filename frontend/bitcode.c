/*
 * frontend/bitcode.c -- LLVM bitcode's module level: the entry point
 * bitcode_read, the identification, module, type, attribute, value-symbol,
 * string-table, operand-bundle-tag and sync-scope blocks.  (bitcode.h
 * describes the reader as a whole.)
 *
 * Order of work.  LLVM writes a module as: IDENTIFICATION, then MODULE
 * (version, BLOCKINFO, PARAMATTR_GROUP, PARAMATTR, TYPE, triple and data
 * layout, global variable and function records, CONSTANTS, METADATA_KIND,
 * METADATA, OPERAND_BUNDLE_TAGS, SYNC_SCOPE_NAMES, the FUNCTION blocks,
 * a VALUE_SYMTAB), then STRTAB and SYMTAB at the top level.  Names may
 * thus arrive last (the STRTAB), so values are built unnamed and named at
 * the end; global initializers wait for the constants they name.
 *
 * Invariants:
 *   - every id read from a record (type, value, attribute, metadata,
 *     section, comdat, string-table range) is checked before use;
 *   - a typed-pointer type id gives the opaque `ptr` of its address space
 *     (what LLVM 19 makes of it), and c->pointee keeps its element type id
 *     for the few old records that need it;
 *   - function attribute sets are interned into `attributes #N` groups
 *     numbered in the order llvm-dis numbers them (global variables,
 *     functions, then call sites in body order).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/bitcode.h"

enum {
    BLK_MODULE = 8, BLK_PARAMATTR = 9, BLK_PARAMATTR_GROUP = 10, BLK_CONSTANTS = 11,
    BLK_FUNCTION = 12, BLK_IDENTIFICATION = 13, BLK_VALUE_SYMTAB = 14, BLK_METADATA = 15,
    BLK_TYPE = 17, BLK_OPERAND_BUNDLE_TAGS = 21, BLK_METADATA_KIND = 22, BLK_STRTAB = 23,
    BLK_SYNC_SCOPE_NAMES = 26,
};

bool bcx_fail(BcCtx *c, const char *fmt, ...)
{
    char msg[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return bc_fail(&c->r, "%s", msg);
}

#define OPS(c) ((uint64_t *)(c)->r.ops.data)
#define NOPS(c) ((c)->r.ops.len)

/* Record operands holding one character each (names, triples). */
/* How many more values or metadata an input can still define: a bound
 * on forward references, so that a hostile id cannot make the tables
 * grow beyond what the rest of the file could fill. */
uint64_t bcx_room(BcCtx *c) { return ((uint64_t)c->r.size * 8 - c->r.pos) / 2 + 16; }

const char *bcx_chars(BcCtx *c, const uint64_t *ops, size_t n, size_t *len)
{
    char *s = arena_alloc(&c->m->arena, n + 1);
    for (size_t i = 0; i < n; i++) {
        if (ops[i] > 255) {
            bcx_fail(c, "character %llu in a string", (unsigned long long)ops[i]);
            return NULL;
        }
        s[i] = (char)ops[i];
    }
    s[n] = 0;
    if (len)
        *len = n;
    return s;
}

static const char *record_string(BcCtx *c, size_t from)
{
    if (c->r.blob)
        return arena_strndup(&c->m->arena, (const char *)c->r.blob, c->r.blob_len);
    return NOPS(c) >= from ? bcx_chars(c, OPS(c) + from, NOPS(c) - from, NULL) : NULL;
}

bool bcx_skip(BcCtx *c) { return bc_skip_block(&c->r) || bcx_fail(c, "cannot skip"); }

/* The next record of a block whose sub-blocks mean nothing here (they
 * are skipped): 1 with *e set, 0 at the block's end, -1 after an error. */
int bcx_record(BcCtx *c, BcEntry *e)
{
    for (;;) {
        switch (bc_next(&c->r, e)) {
        case BC_END: return 0;
        case BC_BLOCK:
            if (!bcx_skip(c))
                return -1;
            continue;
        case BC_RECORD: return 1;
        default: return -1;
        }
    }
}

/* ================= types ================= */

Type *bcx_type(BcCtx *c, uint64_t id)
{
    if (id >= c->types.len || !VEC_AT(&c->types, Type *, id)) {
        bcx_fail(c, "type id %llu is not defined", (unsigned long long)id);
        return NULL;
    }
    return VEC_AT(&c->types, Type *, id);
}

static bool fp_type(TypeTable *tt, uint32_t code, Type **t)
{
    switch (code) {
    case 3: *t = tt->float_ty; return true;
    case 4: *t = tt->double_ty; return true;
    case 10: *t = tt->half_ty; return true;
    case 13: *t = tt->x86_fp80_ty; return true;
    case 14: *t = tt->fp128_ty; return true;
    case 15: *t = tt->ppc_fp128_ty; return true;
    case 23: *t = tt->bfloat_ty; return true;
    }
    return false;
}

/* Member types ops[from..) of a struct or function type record. */
static Type **member_types(BcCtx *c, size_t from, uint32_t *n)
{
    size_t k = NOPS(c) > from ? NOPS(c) - from : 0;
    Type **mem = arena_array(&c->m->arena, k ? k : 1, sizeof(Type *));
    for (size_t i = 0; i < k; i++)
        if (!(mem[i] = bcx_type(c, OPS(c)[from + i])))
            return NULL;
    *n = (uint32_t)k;
    return mem;
}

/* STRUCT_NAMED / OPAQUE: an identified struct, named by the STRUCT_NAME
 * record before it or numbered %0, %1, ... as LLVM numbers unnamed ones. */
static Type *identified_struct(BcCtx *c)
{
    const char *name = c->pending_struct_name;
    c->pending_struct_name = NULL;
    if (name)
        return type_named_struct(&c->m->types, name, 0);
    char buf[24];
    snprintf(buf, sizeof buf, "%u", c->unnamed_structs);
    return type_named_struct(&c->m->types, arena_strdup(&c->m->arena, buf), ++c->unnamed_structs);
}

static Type *type_record(BcCtx *c, uint32_t code, uint32_t *pointee)
{
    TypeTable *tt = &c->m->types;
    uint64_t *o = OPS(c);
    size_t n = NOPS(c);
    uint32_t nm;
    Type *t = NULL, **mem;
    if (fp_type(tt, code, &t))
        return t;
    switch (code) {
    case 2: return tt->void_ty;
    case 5: return tt->label_ty;
    case 16: return tt->metadata_ty;
    case 22: return tt->token_ty;
    case 7:
        if (n < 1 || o[0] < 1 || o[0] > LIMIT_INT_BITS)
            return bcx_fail(c, "integer type of a bad width"), NULL;
        return type_int(tt, (uint32_t)o[0]);
    case 8: /* POINTER: [pointee, addrspace] -- typed; read as opaque.
             * The pointee may come later in the table (a struct that
             * points to itself): it is checked where it is used. */
        if (n < 1 || o[0] >= UINT32_MAX || (n > 1 && o[1] > 0xFFFFFF))
            return bcx_fail(c, "bad pointer type"), NULL;
        *pointee = (uint32_t)o[0];
        return type_ptr(tt, n > 1 ? (uint32_t)o[1] : 0, NULL);
    case 25:
        if (n < 1 || o[0] > 0xFFFFFF)
            return bcx_fail(c, "bad pointer type"), NULL;
        return type_ptr(tt, (uint32_t)o[0], NULL);
    case 11: case 12: /* ARRAY / VECTOR: [count, element, (scalable)] */
        if (n < 2 || !(t = bcx_type(c, o[1])))
            return bcx_fail(c, "bad array or vector type"), NULL;
        if (code == 11)
            return type_array(tt, t, o[0]);
        if (o[0] == 0 || o[0] > UINT32_MAX)
            return bcx_fail(c, "vector of %llu elements", (unsigned long long)o[0]), NULL;
        return type_vec(tt, t, o[0], n > 2 && o[2]);
    case 21: /* FUNCTION: [vararg, ret, params...] */
    case 9:  /* FUNCTION_OLD: [vararg, attrid, ret, params...] */
        if (n < (code == 9 ? 3u : 2u) || !(t = bcx_type(c, o[code == 9 ? 2 : 1])))
            return bcx_fail(c, "bad function type"), NULL;
        if (!(mem = member_types(c, code == 9 ? 3 : 2, &nm)))
            return NULL;
        return type_func(tt, t, mem, nm, o[0] != 0);
    case 18: /* STRUCT_ANON: [packed, members...] */
        if (n < 1 || !(mem = member_types(c, 1, &nm)))
            return bcx_fail(c, "bad struct type"), NULL;
        return type_struct(tt, mem, nm, o[0] != 0);
    case 20: /* STRUCT_NAMED */
        if (n < 1 || !(mem = member_types(c, 1, &nm)))
            return bcx_fail(c, "bad struct type"), NULL;
        t = identified_struct(c);
        if (!t->opaque)
            return bcx_fail(c, "struct type defined twice"), NULL;
        type_set_body(t, mem, nm, o[0] != 0);
        return t;
    case 6: /* OPAQUE */
        return identified_struct(c);
    }
    bcx_fail(c, "unsupported: type code %u", code);
    return NULL;
}

static bool type_block(BcCtx *c)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        if (e.id == 1) /* NUMENTRY: a size hint */
            continue;
        if (e.id == 19) { /* STRUCT_NAME */
            if (!(c->pending_struct_name = record_string(c, 0)))
                return false;
            continue;
        }
        uint32_t pointee = UINT32_MAX;
        Type *t = type_record(c, e.id, &pointee);
        if (!t)
            return false;
        VEC_PUSH(&c->types, Type *, t);
        VEC_PUSH(&c->pointee, uint32_t, pointee);
    }
}

/* ================= attributes ================= */

/* Bitcode attribute kind -> tnvcc's kind, and LLVM's name for it (the
 * TableGen record, whose order is the order LLVM prints attributes in). */
#define BC_ATTRS(X) \
    X(1, ATTR_ALIGN, "Alignment") \
    X(2, ATTR_ALWAYSINLINE, "AlwaysInline") \
    X(3, ATTR_BYVAL, "ByVal") \
    X(4, ATTR_INLINEHINT, "InlineHint") \
    X(5, ATTR_INREG, "InReg") \
    X(6, ATTR_MINSIZE, "MinSize") \
    X(7, ATTR_NAKED, "Naked") \
    X(8, ATTR_NEST, "Nest") \
    X(9, ATTR_NOALIAS, "NoAlias") \
    X(10, ATTR_NOBUILTIN, "NoBuiltin") \
    X(11, ATTR_NOCAPTURE, "NoCapture") \
    X(12, ATTR_NODUPLICATE, "NoDuplicate") \
    X(13, ATTR_NOIMPLICITFLOAT, "NoImplicitFloat") \
    X(14, ATTR_NOINLINE, "NoInline") \
    X(15, ATTR_NONLAZYBIND, "NonLazyBind") \
    X(16, ATTR_NOREDZONE, "NoRedZone") \
    X(17, ATTR_NORETURN, "NoReturn") \
    X(18, ATTR_NOUNWIND, "NoUnwind") \
    X(19, ATTR_OPTSIZE, "OptimizeForSize") \
    X(20, ATTR_READNONE, "ReadNone") \
    X(21, ATTR_READONLY, "ReadOnly") \
    X(22, ATTR_RETURNED, "Returned") \
    X(23, ATTR_RETURNS_TWICE, "ReturnsTwice") \
    X(24, ATTR_SIGNEXT, "SExt") \
    X(25, ATTR_ALIGNSTACK, "StackAlignment") \
    X(26, ATTR_SSP, "StackProtect") \
    X(27, ATTR_SSPREQ, "StackProtectReq") \
    X(28, ATTR_SSPSTRONG, "StackProtectStrong") \
    X(29, ATTR_SRET, "StructRet") \
    X(30, ATTR_SANITIZE_ADDRESS, "SanitizeAddress") \
    X(31, ATTR_SANITIZE_THREAD, "SanitizeThread") \
    X(32, ATTR_SANITIZE_MEMORY, "SanitizeMemory") \
    X(33, ATTR_UWTABLE, "UWTable") \
    X(34, ATTR_ZEROEXT, "ZExt") \
    X(35, ATTR_BUILTIN, "Builtin") \
    X(36, ATTR_COLD, "Cold") \
    X(37, ATTR_OPTNONE, "OptimizeNone") \
    X(38, ATTR_INALLOCA, "InAlloca") \
    X(39, ATTR_NONNULL, "NonNull") \
    X(40, ATTR_JUMPTABLE, "JumpTable") \
    X(41, ATTR_DEREFERENCEABLE, "Dereferenceable") \
    X(42, ATTR_DEREFERENCEABLE_OR_NULL, "DereferenceableOrNull") \
    X(43, ATTR_CONVERGENT, "Convergent") \
    X(44, ATTR_SAFESTACK, "SafeStack") \
    X(45, ATTR_ARGMEMONLY, "ArgMemOnly") \
    X(46, ATTR_SWIFTSELF, "SwiftSelf") \
    X(47, ATTR_SWIFTERROR, "SwiftError") \
    X(48, ATTR_NORECURSE, "NoRecurse") \
    X(49, ATTR_INACCESSIBLEMEMONLY, "InaccessibleMemOnly") \
    X(50, ATTR_INACCESSIBLEMEM_OR_ARGMEMONLY, "InaccessibleMemOrArgMemOnly") \
    X(51, ATTR_ALLOCSIZE, "AllocSize") \
    X(52, ATTR_WRITEONLY, "WriteOnly") \
    X(53, ATTR_SPECULATABLE, "Speculatable") \
    X(54, ATTR_STRICTFP, "StrictFP") \
    X(55, ATTR_SANITIZE_HWADDRESS, "SanitizeHWAddress") \
    X(56, ATTR_NOCF_CHECK, "NoCfCheck") \
    X(57, ATTR_OPTFORFUZZING, "OptForFuzzing") \
    X(58, ATTR_SHADOWCALLSTACK, "ShadowCallStack") \
    X(59, ATTR_SPECULATIVE_LOAD_HARDENING, "SpeculativeLoadHardening") \
    X(60, ATTR_IMMARG, "ImmArg") \
    X(61, ATTR_WILLRETURN, "WillReturn") \
    X(62, ATTR_NOFREE, "NoFree") \
    X(63, ATTR_NOSYNC, "NoSync") \
    X(64, ATTR_SANITIZE_MEMTAG, "SanitizeMemTag") \
    X(65, ATTR_PREALLOCATED, "Preallocated") \
    X(66, ATTR_NOMERGE, "NoMerge") \
    X(67, ATTR_NULL_POINTER_IS_VALID, "NullPointerIsValid") \
    X(68, ATTR_NOUNDEF, "NoUndef") \
    X(69, ATTR_BYREF, "ByRef") \
    X(70, ATTR_MUSTPROGRESS, "MustProgress") \
    X(71, ATTR_NOCALLBACK, "NoCallback") \
    X(72, ATTR_HOT, "Hot") \
    X(73, ATTR_NOPROFILE, "NoProfile") \
    X(74, ATTR_VSCALE_RANGE, "VScaleRange") \
    X(75, ATTR_SWIFTASYNC, "SwiftAsync") \
    X(76, ATTR_NOSANITIZE_COVERAGE, "NoSanitizeCoverage") \
    X(77, ATTR_ELEMENTTYPE, "ElementType") \
    X(78, ATTR_DISABLE_SANITIZER_INSTRUMENTATION, "DisableSanitizerInstrumentation") \
    X(79, ATTR_NOSANITIZE_BOUNDS, "NoSanitizeBounds") \
    X(80, ATTR_ALLOCALIGN, "AllocAlign") \
    X(81, ATTR_ALLOCPTR, "AllocatedPointer") \
    X(82, ATTR_ALLOCKIND, "AllocKind") \
    X(83, ATTR_PRESPLITCOROUTINE, "PresplitCoroutine") \
    X(84, ATTR_FN_RET_THUNK_EXTERN, "FnRetThunkExtern") \
    X(85, ATTR_SKIPPROFILE, "SkipProfile") \
    X(86, ATTR_MEMORY, "Memory") \
    X(87, ATTR_NOFPCLASS, "NoFPClass") \
    X(88, ATTR_OPTDEBUG, "OptimizeForDebugging") \
    X(89, ATTR_WRITABLE, "Writable") \
    X(90, ATTR_CORO_ONLY_DESTROY_WHEN_COMPLETE, "CoroDestroyOnlyWhenComplete") \
    X(91, ATTR_DEAD_ON_UNWIND, "DeadOnUnwind") \
    X(92, ATTR_RANGE, "Range") \
    X(93, ATTR_SANITIZE_NUMERICAL_STABILITY, "SanitizeNumericalStability") \
    X(94, ATTR_INITIALIZES, "Initializes") \
    X(95, ATTR_HYBRID_PATCHABLE, "HybridPatchable") \
    X(96, ATTR_SANITIZE_REALTIME, "SanitizeRealtime") \
    X(97, ATTR_SANITIZE_REALTIME_BLOCKING, "SanitizeRealtimeBlocking") \
    X(98, ATTR_CORO_ELIDE_SAFE, "CoroElideSafe") \
    X(99, ATTR_NOEXT, "NoExt") \
    X(100, ATTR_NODIVERGENCESOURCE, "NoDivergenceSource") \
    X(101, ATTR_SANITIZE_TYPE, "SanitizeType") \
    X(102, ATTR_CAPTURES, "Captures") \
    X(103, ATTR_DEAD_ON_RETURN, "DeadOnReturn") \
    X(104, ATTR_SANITIZE_ALLOC_TOKEN, "SanitizeAllocToken") \
    X(105, ATTR_NOCREATEUNDEFORPOISON, "NoCreateUndefOrPoison")

typedef struct BcAttrKind {
    uint8_t code;      /* LLVM's ATTR_KIND_* number */
    int kind;          /* AttrKind */
    const char *order; /* LLVM's record name: the order it prints in */
} BcAttrKind;

static const BcAttrKind attr_table[] = {
#define X(n, k, name) {n, k, name},
    BC_ATTRS(X)
#undef X
};

static const BcAttrKind *attr_kind(uint64_t code)
{
    for (size_t i = 0; i < sizeof attr_table / sizeof *attr_table; i++)
        if (attr_table[i].code == code)
            return &attr_table[i];
    return NULL;
}

/* LLVM sorts an attribute set: enum (flag) attributes, then type,
 * integer, range and range-list ones, each group by record name; then the
 * string attributes by key. */
static int attr_group_rank(const Attr *a)
{
    if (a->kind == ATTR_STRING)
        return 5;
    switch (a->kind) {
    case ATTR_ALIGN: case ATTR_ALIGNSTACK: case ATTR_ALLOCSIZE: case ATTR_DEREFERENCEABLE:
    case ATTR_DEREFERENCEABLE_OR_NULL: case ATTR_MEMORY: case ATTR_NOFPCLASS:
    case ATTR_UWTABLE: case ATTR_VSCALE_RANGE: case ATTR_ALLOCKIND: case ATTR_CAPTURES:
        return 2;
    case ATTR_DEAD_ON_RETURN: return a->val ? 2 : 0; /* dead_on_return(N) is an integer */
    case ATTR_BYVAL: case ATTR_BYREF: case ATTR_ELEMENTTYPE: case ATTR_INALLOCA:
    case ATTR_PREALLOCATED: case ATTR_SRET:
        return 1;
    case ATTR_RANGE: return 3;
    case ATTR_INITIALIZES: return 4;
    default: return 0;
    }
}

static const char *attr_order_name(const Attr *a)
{
    for (size_t i = 0; i < sizeof attr_table / sizeof *attr_table; i++)
        if (attr_table[i].kind == (int)a->kind)
            return attr_table[i].order;
    return attr_name(a->kind);
}

static int attr_cmp(const void *pa, const void *pb)
{
    const Attr *a = pa, *b = pb;
    int ra = attr_group_rank(a), rb = attr_group_rank(b);
    if (ra != rb)
        return ra - rb;
    if (ra == 5)
        return strcmp(a->key, b->key);
    return strcmp(attr_order_name(a), attr_order_name(b));
}

/* MemoryEffects: two bits (read 1, write 2) for each of argmem,
 * inaccessiblemem and other memory, printed as LLVM prints them. */
static const char *memory_text(BcCtx *c, uint64_t me)
{
    static const char *const mr[] = {"none", "read", "write", "readwrite"};
    static const char *const loc[] = {"argmem: ", "inaccessiblemem: "};
    unsigned other = (me >> 4) & 3, all = (me & 3) | ((me >> 2) & 3) | other;
    char buf[96];
    size_t n = 0;
    bool first = true;
    if (other != 0 || all == other) {
        n += snprintf(buf + n, sizeof buf - n, "%s", mr[other]);
        first = false;
    }
    for (unsigned l = 0; l < 2; l++) {
        unsigned v = (me >> (2 * l)) & 3;
        if (v == other)
            continue;
        n += snprintf(buf + n, sizeof buf - n, "%s%s%s", first ? "" : ", ", loc[l], mr[v]);
        first = false;
    }
    return arena_strdup(&c->m->arena, buf);
}

/* Old memory attributes of a function narrow the effects (LLVM 16 turned
 * them into memory(...)); true if `code` was one. */
static bool old_memory_attr(uint64_t code, uint64_t *me)
{
    switch (code) {
    case 20: *me = 0; return true;                       /* readnone */
    case 21: *me &= 0x15; return true;                   /* readonly */
    case 52: *me &= 0x2A; return true;                   /* writeonly */
    case 45: *me &= 0x03; return true;                   /* argmemonly */
    case 49: *me &= 0x0C; return true;                   /* inaccessiblememonly */
    case 50: *me &= 0x0F; return true;                   /* inaccessiblemem_or_argmemonly */
    }
    return false;
}

/* LLVM's signed VBR: the sign in the low bit ("1" alone is INT64_MIN). */
uint64_t bcx_signed(uint64_t v)
{
    if (!(v & 1))
        return v >> 1;
    return v == 1 ? UINT64_C(1) << 63 : (uint64_t)0 - (v >> 1);
}

/* captures(...) as LLVM 21+ prints it, from its integer: the capture
 * components of the pointer's uses other than returning it in bits 4-7,
 * those of returning it in bits 0-3 (LLVM's CaptureInfo).  A component
 * set is "none", or a list of: address (bits 0-1; bit 0 alone is
 * address_is_null), provenance (bits 2-3; bit 2 alone is
 * read_provenance).  The return part is written, after "ret: ", only
 * where it differs from the other. */
static size_t capture_components(char *buf, size_t cap, unsigned cc)
{
    const char *part[2] = {NULL, NULL};
    if ((cc & 3) == 1)
        part[0] = "address_is_null";
    else if ((cc & 3) == 3)
        part[0] = "address";
    if ((cc & 12) == 4)
        part[1] = "read_provenance";
    else if ((cc & 12) == 12)
        part[1] = "provenance";
    if (!part[0] && !part[1])
        return (size_t)snprintf(buf, cap, "none");
    return (size_t)snprintf(buf, cap, "%s%s%s", part[0] ? part[0] : "",
                            part[0] && part[1] ? ", " : "", part[1] ? part[1] : "");
}

static const char *captures_text(BcCtx *c, uint64_t v)
{
    unsigned other = (unsigned)(v >> 4) & 15, ret = (unsigned)v & 15;
    char buf[96];
    size_t n = 0;
    if (other != 0 || other == ret)
        n += capture_components(buf, sizeof buf, other);
    if (other != ret) {
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%sret: ", n ? ", " : "");
        capture_components(buf + n, sizeof buf - n, ret);
    }
    return arena_strdup(&c->m->arena, buf);
}

static bool int_attr(BcCtx *c, Attr *a, uint64_t v)
{
    char num[24];
    switch (a->kind) {
    case ATTR_CAPTURES:
        a->val = captures_text(c, v);
        return true;
    case ATTR_DEAD_ON_RETURN: /* dead_on_return(<bytes>), LLVM 22's sized form */
        snprintf(num, sizeof num, "%llu", (unsigned long long)v);
        a->val = arena_strdup(&c->m->arena, num);
        return true;
    case ATTR_ALIGN: case ATTR_ALIGNSTACK: case ATTR_DEREFERENCEABLE:
    case ATTR_DEREFERENCEABLE_OR_NULL:
        a->ival = v;
        return true;
    case ATTR_MEMORY:
        a->val = memory_text(c, v);
        return true;
    case ATTR_UWTABLE:
        a->val = v == 1 ? "sync" : NULL;
        return true;
    default:
        return bcx_fail(c, "unsupported: attribute '%s' in bitcode", attr_name(a->kind));
    }
}

/* A range's two bounds at ops[*k], of integer type t (LLVM's
 * emitConstantRange): up to 64 bits, each a signed VBR; wider, first
 * the number of 64-bit words of each (the lower's in bits 0-31, the
 * upper's in bits 32-63), then the words, least significant first, each
 * a signed VBR. */
static bool range_bounds(BcCtx *c, Type *t, size_t *k, Const **lo, Const **hi)
{
    uint64_t *o = OPS(c);
    size_t n = NOPS(c);
    if (t->bits <= 64) {
        if (*k + 2 > n)
            return bcx_fail(c, "range attribute record ends early");
        *lo = const_int(&c->m->consts, t, bcx_signed(o[*k]));
        *hi = const_int(&c->m->consts, t, bcx_signed(o[*k + 1]));
        *k += 2;
        return true;
    }
    if (*k >= n)
        return bcx_fail(c, "range attribute record ends early");
    uint32_t nw[2] = {(uint32_t)o[*k], (uint32_t)(o[*k] >> 32)};
    uint32_t max = (t->bits + 63) / 64;
    (*k)++;
    if (!nw[0] || !nw[1] || nw[0] > max || nw[1] > max || *k + nw[0] + nw[1] > n)
        return bcx_fail(c, "a wide range attribute with bad word counts");
    Const **out[2] = {lo, hi};
    for (int b = 0; b < 2; b++) {
        uint64_t *w = arena_array(&c->m->arena, nw[b], sizeof *w);
        for (uint32_t i = 0; i < nw[b]; i++)
            w[i] = bcx_signed(o[(*k)++]);
        *out[b] = const_int_words(&c->m->consts, t, w, nw[b]);
    }
    return true;
}

/* One attribute of a group record at ops[*k]; *k moves past it. */
static bool group_attr(BcCtx *c, uint32_t index, size_t *k, Vec *out, uint64_t *me)
{
    uint64_t *o = OPS(c);
    size_t n = NOPS(c);
    uint64_t form = o[(*k)++];
    Attr a = {0};
    if (form == 3 || form == 4) { /* "key" or "key"="value" */
        size_t s = *k;
        while (*k < n && o[*k])
            (*k)++;
        a.kind = ATTR_STRING;
        a.key = bcx_chars(c, o + s, *k - s, NULL);
        if (*k < n)
            (*k)++;
        if (form == 4) {
            s = *k;
            while (*k < n && o[*k])
                (*k)++;
            a.val = bcx_chars(c, o + s, *k - s, NULL);
            if (*k < n)
                (*k)++;
        }
        if (!a.key || (form == 4 && !a.val))
            return false;
        VEC_PUSH(out, Attr, a);
        return true;
    }
    if (*k >= n)
        return bcx_fail(c, "attribute record ends early");
    uint64_t code = o[(*k)++];
    if (form == 0 && index == 0xFFFFFFFFu && old_memory_attr(code, me))
        return true;
    const BcAttrKind *ak = attr_kind(code);
    if (!ak || ak->kind < 0)
        return bcx_fail(c, "unsupported: attribute kind %llu", (unsigned long long)code);
    a.kind = (AttrKind)ak->kind;
    switch (form) {
    case 0:
        if (a.kind == ATTR_UWTABLE || a.kind == ATTR_DEAD_ON_RETURN) /* bare forms */
            break;
        if (attr_shape(a.kind) != AS_FLAG && attr_shape(a.kind) != AS_TYPE)
            return bcx_fail(c, "attribute '%s' without its value", attr_name(a.kind));
        break;
    case 1:
        if (*k >= n || !int_attr(c, &a, o[(*k)++]))
            return bcx_fail(c, "bad integer attribute");
        break;
    case 5: break; /* a type attribute without its type (typed pointers) */
    case 6:
        if (*k >= n || !(a.type = bcx_type(c, o[(*k)++])))
            return false;
        break;
    case 7: /* range: [bitwidth, bounds] */
        if (*k >= n || o[*k] == 0 || o[*k] > LIMIT_INT_BITS)
            return bcx_fail(c, "a range attribute of a bad width");
        a.type = type_int(&c->m->types, (uint32_t)o[(*k)++]);
        if (!range_bounds(c, a.type, k, &a.lo, &a.hi))
            return false;
        break;
    case 8: { /* a list of ranges (initializes): [n, bitwidth, n x bounds] */
        if (*k + 2 > n || o[*k] == 0 || o[*k] > 64 || o[*k + 1] != 64)
            return bcx_fail(c, "unsupported: a range list that is not of 64-bit offsets");
        uint64_t nr = o[*k];
        *k += 2;
        Type *i64 = type_int(&c->m->types, 64);
        char buf[64 * 48];
        size_t len = 0;
        for (uint64_t r = 0; r < nr; r++) {
            Const *lo, *hi;
            if (!range_bounds(c, i64, k, &lo, &hi))
                return false;
            len += (size_t)snprintf(buf + len, sizeof buf - len, "%s(%lld, %lld)",
                                    r ? ", " : "", (long long)const_int_sext(lo),
                                    (long long)const_int_sext(hi));
        }
        a.val = arena_strdup(&c->m->arena, buf);
        break;
    }
    default:
        return bcx_fail(c, "unsupported: attribute form %llu", (unsigned long long)form);
    }
    VEC_PUSH(out, Attr, a);
    return true;
}

static AttrList attrs_copy(BcCtx *c, Vec *v)
{
    AttrList l = {0};
    if (!v->len)
        return l;
    qsort(v->data, v->len, sizeof(Attr), attr_cmp);
    l.a = arena_array(&c->m->arena, v->len, sizeof(Attr));
    memcpy(l.a, v->data, v->len * sizeof(Attr));
    l.n = (uint32_t)v->len;
    return l;
}

static Attr *string_attr(Vec *v, const char *key)
{
    for (size_t i = 0; i < v->len; i++) {
        Attr *a = &VEC_AT(v, Attr, i);
        if (a->kind == ATTR_STRING && !strcmp(a->key, key))
            return a;
    }
    return NULL;
}

static void drop_attr(Vec *v, Attr *a)
{
    size_t i = (size_t)(a - (Attr *)v->data);
    memmove(a, a + 1, (v->len - i - 1) * sizeof(Attr));
    v->len--;
}

/* LLVM 8 replaced "no-frame-pointer-elim"="true|false" and
 * "no-frame-pointer-elim-non-leaf" by "frame-pointer"="all|none|non-leaf",
 * and LLVM 7 "null-pointer-is-valid"="true" by null_pointer_is_valid; its
 * reader rewrites the old spellings. */
static void old_string_attrs(Vec *v)
{
    const char *fp = NULL;
    Attr *a = string_attr(v, "no-frame-pointer-elim");
    if (a) {
        fp = a->val && !strcmp(a->val, "true") ? "all" : "none";
        drop_attr(v, a);
    }
    if ((a = string_attr(v, "no-frame-pointer-elim-non-leaf"))) {
        if (!fp || strcmp(fp, "all"))
            fp = "non-leaf";
        drop_attr(v, string_attr(v, "no-frame-pointer-elim-non-leaf"));
    }
    if (fp)
        VEC_PUSH(v, Attr, ((Attr){.kind = ATTR_STRING, .key = "frame-pointer", .val = fp}));
    if ((a = string_attr(v, "null-pointer-is-valid"))) {
        bool on = a->val && !strcmp(a->val, "true");
        drop_attr(v, a);
        if (on)
            VEC_PUSH(v, Attr, ((Attr){.kind = ATTR_NULL_POINTER_IS_VALID}));
    }
}

/* ENTRY: [grpid, index, attributes...] */
static bool group_record(BcCtx *c)
{
    if (NOPS(c) < 2)
        return bcx_fail(c, "bad attribute group");
    BcGroup g = {.id = OPS(c)[0], .index = (uint32_t)OPS(c)[1]};
    Vec v = {0};
    uint64_t me = 0x3F;
    bool ok = true;
    for (size_t k = 2; ok && k < NOPS(c);)
        ok = group_attr(c, g.index, &k, &v, &me);
    if (ok && me != 0x3F)
        VEC_PUSH(&v, Attr, ((Attr){.kind = ATTR_MEMORY, .val = memory_text(c, me)}));
    if (ok) {
        old_string_attrs(&v);
        g.attrs = attrs_copy(c, &v);
        VEC_PUSH(&c->groups, BcGroup, g);
    }
    vec_free(&v);
    return ok;
}

static const BcGroup *group_by_id(BcCtx *c, uint64_t id)
{
    for (size_t i = 0; i < c->groups.len; i++)
        if (VEC_AT(&c->groups, BcGroup, i).id == id)
            return &VEC_AT(&c->groups, BcGroup, i);
    return NULL;
}

/* PARAMATTR ENTRY: [grpid...]: the groups of one function or call. */
static bool attrset_record(BcCtx *c)
{
    BcAttrSet s = {0};
    for (size_t k = 0; k < NOPS(c); k++) {
        const BcGroup *g = group_by_id(c, OPS(c)[k]);
        if (!g)
            return bcx_fail(c, "attribute group %llu is not defined",
                            (unsigned long long)OPS(c)[k]);
        if (g->index == 0xFFFFFFFFu)
            s.fn = g->attrs;
        else if (g->index == 0)
            s.ret = g->attrs;
        else {
            if (g->index > 100000)
                return bcx_fail(c, "attribute index %u", g->index);
            if (g->index > s.nparams) {
                AttrList *p = arena_array(&c->m->arena, g->index, sizeof(AttrList));
                if (s.nparams)
                    memcpy(p, s.params, s.nparams * sizeof(AttrList));
                s.params = p;
                s.nparams = g->index;
            }
            s.params[g->index - 1] = g->attrs;
        }
    }
    VEC_PUSH(&c->attrsets, BcAttrSet, s);
    return true;
}

static bool attr_block(BcCtx *c, bool groups)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        if (e.id == 1)
            return bcx_fail(c, "unsupported: pre-LLVM-3.3 attribute records");
        if (e.id == 3 && groups && !group_record(c))
            return false;
        if (e.id == 2 && !groups && !attrset_record(c))
            return false;
    }
}

const BcAttrSet *bcx_attrset(BcCtx *c, uint64_t id)
{
    static const BcAttrSet none;
    if (id == 0)
        return &none;
    if (id > c->attrsets.len) {
        bcx_fail(c, "attribute list %llu is not defined", (unsigned long long)id);
        return NULL;
    }
    return &VEC_AT(&c->attrsets, BcAttrSet, id - 1);
}

static bool same_attr(const Attr *a, const Attr *b)
{
    if (a->kind != b->kind || a->ival != b->ival || a->type != b->type || a->lo != b->lo ||
        a->hi != b->hi)
        return false;
    if ((a->key == NULL) != (b->key == NULL) || (a->key && strcmp(a->key, b->key)))
        return false;
    return (a->val == NULL) == (b->val == NULL) && (!a->val || !strcmp(a->val, b->val));
}

AttrList bcx_fn_attrs(BcCtx *c, const AttrList *fn)
{
    AttrList out = {0};
    if (!fn || !fn->n)
        return out;
    AttrGroup *g = NULL;
    for (size_t i = 0; i < c->attr_groups.len && !g; i++) {
        AttrGroup *h = VEC_AT(&c->attr_groups, AttrGroup *, i);
        bool same = h->attrs.n == fn->n;
        for (uint32_t k = 0; same && k < fn->n; k++)
            same = same_attr(&h->attrs.a[k], &fn->a[k]);
        if (same)
            g = h;
    }
    if (!g) {
        g = arena_alloc(&c->m->arena, sizeof *g);
        g->num = (uint32_t)c->attr_groups.len;
        g->attrs = *fn;
        *c->m->attr_groups_tail = g;
        c->m->attr_groups_tail = &g->next;
        VEC_PUSH(&c->attr_groups, AttrGroup *, g);
    }
    out.a = arena_alloc(&c->m->arena, sizeof(Attr));
    out.a->kind = ATTR_GROUP_REF;
    out.a->ival = g->num;
    out.n = 1;
    return out;
}

/* ================= globals ================= */

static Linkage linkage(uint64_t v)
{
    switch (v) {
    case 2: return LINK_APPENDING;
    case 3: return LINK_INTERNAL;
    case 7: return LINK_EXTERN_WEAK;
    case 8: return LINK_COMMON;
    case 9: case 13: case 14: return LINK_PRIVATE;
    case 12: return LINK_AVAILABLE_EXTERNALLY;
    case 1: case 16: return LINK_WEAK;
    case 10: case 17: return LINK_WEAK_ODR;
    case 4: case 18: return LINK_LINKONCE;
    case 11: case 19: return LINK_LINKONCE_ODR;
    default: return LINK_EXTERNAL;
    }
}

static bool is_local(Linkage l) { return l == LINK_PRIVATE || l == LINK_INTERNAL; }

/* The name fields of a version-2 record: [strtab offset, size, ...]. */
static size_t strtab_name(BcCtx *c, Value *v)
{
    if (c->version < 2)
        return 0;
    if (NOPS(c) < 2) {
        bcx_fail(c, "record too short for its name");
        return 0;
    }
    VEC_PUSH(&c->strtab_names, uint64_t, (uint64_t)(uintptr_t)v);
    VEC_PUSH(&c->strtab_names, uint64_t, OPS(c)[0]);
    VEC_PUSH(&c->strtab_names, uint64_t, OPS(c)[1]);
    return 2;
}

static Global *global_new(BcCtx *c, GlobalKind gk)
{
    Global *g = arena_alloc(&c->m->arena, sizeof *g);
    g->v.kind = VK_GLOBAL;
    g->gk = gk;
    VEC_PUSH(&c->vals, Value *, &g->v);
    VEC_PUSH(&c->csts, BcCst *, NULL);
    c->next++;
    return g;
}

static uint64_t align_of(uint64_t v) { return v ? UINT64_C(1) << ((v - 1) & 63) : 0; }

static bool section_of(BcCtx *c, uint64_t v, const char **out)
{
    if (v == 0)
        return true;
    if (v > c->sections.len)
        return bcx_fail(c, "section %llu is not defined", (unsigned long long)v);
    *out = VEC_AT(&c->sections, const char *, v - 1);
    return true;
}

static bool comdat_of(BcCtx *c, Global *g, uint64_t v)
{
    if (v == 0)
        return true;
    if (v > c->comdats.len)
        return bcx_fail(c, "comdat %llu is not defined", (unsigned long long)v);
    g->has_comdat = true;
    /* the comdat's index until its name is known (apply_strtab) */
    g->comdat = (const char *)(uintptr_t)v;
    return true;
}

static void visibility(Global *g, uint64_t v)
{
    if (!is_local(g->linkage))
        g->vis = v == 1 ? VIS_HIDDEN : v == 2 ? VIS_PROTECTED : VIS_DEFAULT;
}

/* LLVM prints dso_local only where it is not implied by the linkage or
 * the visibility. */
static void dso_local(Global *g, uint64_t v)
{
    bool implied = is_local(g->linkage) ||
                   (g->vis != VIS_DEFAULT && g->linkage != LINK_EXTERN_WEAK);
    g->dso_local = v && !implied;
}

static const char *const tls_models[] = {NULL, "", "localdynamic", "initialexec", "localexec"};

/* GLOBALVAR: [type, const|explicit<<1|as<<2, init+1, linkage, align,
 * section, visibility, tls, unnamed_addr, ext_init, dll, comdat, attrs,
 * dso_local, ...] */
static bool globalvar_record(BcCtx *c)
{
    Global *g = global_new(c, GK_VAR);
    size_t b = strtab_name(c, &g->v);
    uint64_t *o = OPS(c) + b;
    size_t n = NOPS(c) - b;
    if (c->r.error[0] || n < 6)
        return bcx_fail(c, "bad global variable record");
    Type *t = bcx_type(c, o[0]);
    if (!t)
        return false;
    uint32_t as;
    if (o[1] & 2) {
        as = (uint32_t)(o[1] >> 2);
    } else {
        if (!type_is_ptr(t) || o[0] >= c->pointee.len ||
            VEC_AT(&c->pointee, uint32_t, o[0]) == UINT32_MAX)
            return bcx_fail(c, "global variable of a non-pointer type");
        as = t->addrspace;
        t = bcx_type(c, VEC_AT(&c->pointee, uint32_t, o[0]));
    }
    g->v.type = type_ptr(&c->m->types, as, NULL);
    g->value_type = t;
    g->addrspace = as;
    g->is_constant = o[1] & 1;
    g->linkage = linkage(o[3]);
    g->align = align_of(o[4]);
    if (!section_of(c, o[5], &g->section))
        return false;
    if (n > 6)
        visibility(g, o[6]);
    if (n > 7 && o[7] < 5)
        g->thread_local = tls_models[o[7]];
    if (n > 8)
        g->unnamed_addr = o[8] == 1 ? UA_UNNAMED : o[8] == 2 ? UA_LOCAL : UA_NONE;
    g->externally_initialized = n > 9 && o[9];
    if (n > 10 && !is_local(g->linkage))
        g->dll = o[10] == 1 ? DLL_IMPORT : o[10] == 2 ? DLL_EXPORT : DLL_NONE;
    if (n > 11 && !comdat_of(c, g, o[11]))
        return false;
    if (n > 12 && o[12]) {
        const BcAttrSet *s = bcx_attrset(c, o[12]);
        if (!s)
            return false;
        g->attrs = s->fn;
    }
    dso_local(g, n > 13 ? o[13] : 0);
    if (o[2]) {
        VEC_PUSH(&c->inits, uint64_t, (uint64_t)(uintptr_t)g);
        VEC_PUSH(&c->inits, uint64_t, o[2] - 1);
    } else if (g->linkage == LINK_EXTERNAL) {
        g->linkage = LINK_EXTERNAL_KW; /* printed `external global` */
    }
    *c->m->globals_tail = g;
    c->m->globals_tail = &g->next;
    return true;
}

Global *bcx_new_function(BcCtx *c) { return global_new(c, GK_FUNC); }

static void make_args(BcCtx *c, Global *g, const BcAttrSet *s)
{
    Type *fnty = g->fnty;
    uint32_t n = fnty->nmem;
    g->nargs = n;
    g->args = arena_array(&c->m->arena, n ? n : 1, sizeof(Arg *));
    g->param_attrs = arena_array(&c->m->arena, n ? n : 1, sizeof(AttrList));
    for (uint32_t i = 0; i < n; i++) {
        Arg *a = arena_alloc(&c->m->arena, sizeof *a);
        a->v.kind = VK_ARG;
        a->v.type = fnty->mem[i];
        a->parent = g;
        a->index = i;
        g->args[i] = a;
        if (i < s->nparams)
            g->param_attrs[i] = s->params[i];
    }
}

/* FUNCTION: [type, cc, isproto, linkage, attrs, align, section,
 * visibility, gc, unnamed_addr, prologue, dll, comdat, prefix,
 * personality, dso_local, addrspace] */
static bool function_record(BcCtx *c)
{
    Global *g = bcx_new_function(c);
    size_t b = strtab_name(c, &g->v);
    uint64_t *o = OPS(c) + b;
    size_t n = NOPS(c) - b;
    if (c->r.error[0] || n < 8)
        return bcx_fail(c, "bad function record");
    uint64_t tid = o[0];
    Type *t = bcx_type(c, tid);
    if (t && type_is_ptr(t) && tid < c->pointee.len)
        t = bcx_type(c, VEC_AT(&c->pointee, uint32_t, tid));
    if (!t || t->kind != TY_FUNC)
        return bcx_fail(c, "function of a non-function type");
    g->fnty = t;
    g->addrspace = n > 16 ? (uint32_t)o[16] : 0;
    g->explicit_addrspace = g->addrspace != 0;
    g->v.type = type_ptr(&c->m->types, g->addrspace, NULL);
    g->cc = (unsigned)o[1];
    g->is_decl = true;
    g->linkage = linkage(o[3]);
    const BcAttrSet *s = bcx_attrset(c, o[4]);
    if (!s)
        return false;
    g->ret_attrs = s->ret;
    make_args(c, g, s);
    g->attrs = bcx_fn_attrs(c, &s->fn);
    g->fn_align = align_of(o[5]);
    if (!section_of(c, o[6], &g->section))
        return false;
    visibility(g, o[7]);
    if (n > 8 && o[8]) {
        if (o[8] > c->gcs.len)
            return bcx_fail(c, "gc %llu is not defined", (unsigned long long)o[8]);
        g->gc = VEC_AT(&c->gcs, const char *, o[8] - 1);
    }
    if (n > 9)
        g->unnamed_addr = o[9] == 1 ? UA_UNNAMED : o[9] == 2 ? UA_LOCAL : UA_NONE;
    if ((n > 10 && o[10]) || (n > 13 && o[13]) || (n > 14 && o[14]))
        return bcx_fail(c, "unsupported: prologue, prefix or personality data");
    if (n > 11 && !is_local(g->linkage))
        g->dll = o[11] == 1 ? DLL_IMPORT : o[11] == 2 ? DLL_EXPORT : DLL_NONE;
    if (n > 12 && !comdat_of(c, g, o[12]))
        return false;
    dso_local(g, n > 15 ? o[15] : 0);
    if (!o[2])
        VEC_PUSH(&c->bodies, Global *, g);
    *c->m->funcs_tail = g;
    c->m->funcs_tail = &g->next;
    c->m->nfuncs++;
    return true;
}

/* ALIAS: [type, addrspace, aliasee, linkage, visibility, dll, tls,
 * unnamed_addr, dso_local] */
static bool alias_record(BcCtx *c)
{
    Global *g = global_new(c, GK_ALIAS);
    size_t b = strtab_name(c, &g->v);
    uint64_t *o = OPS(c) + b;
    size_t n = NOPS(c) - b;
    if (c->r.error[0] || n < 4)
        return bcx_fail(c, "bad alias record");
    if (!(g->value_type = bcx_type(c, o[0])))
        return false;
    g->addrspace = (uint32_t)o[1];
    g->v.type = type_ptr(&c->m->types, g->addrspace, NULL);
    g->linkage = linkage(o[3]);
    if (n > 4)
        visibility(g, o[4]);
    if (n > 7)
        g->unnamed_addr = o[7] == 1 ? UA_UNNAMED : o[7] == 2 ? UA_LOCAL : UA_NONE;
    dso_local(g, n > 8 ? o[8] : 0);
    VEC_PUSH(&c->inits, uint64_t, (uint64_t)(uintptr_t)g);
    VEC_PUSH(&c->inits, uint64_t, o[2]);
    *c->m->aliases_tail = g;
    c->m->aliases_tail = &g->next;
    return true;
}

/* COMDAT: [strtab offset, size, kind] (v2) or [kind, size, chars...]. */
static bool comdat_record(BcCtx *c)
{
    static const char *const kinds[] = {"any", "any", "exactmatch", "largest",
                                        "nodeduplicate", "samesize"};
    uint64_t *o = OPS(c);
    Comdat *cd = arena_alloc(&c->m->arena, sizeof *cd);
    if (c->version >= 2) { /* named from the STRTAB, at the end */
        if (NOPS(c) < 3 || o[2] > 5)
            return bcx_fail(c, "bad comdat record");
        cd->name = "";
        cd->kind = kinds[o[2]];
        VEC_PUSH(&c->strtab_names, uint64_t, (uint64_t)(uintptr_t)cd | 1);
        VEC_PUSH(&c->strtab_names, uint64_t, o[0]);
        VEC_PUSH(&c->strtab_names, uint64_t, o[1]);
    } else {
        if (NOPS(c) < 2 || o[1] > NOPS(c) - 2 || o[0] > 5)
            return bcx_fail(c, "bad comdat record");
        cd->name = bcx_chars(c, o + 2, o[1], NULL);
        cd->kind = kinds[o[0]];
    }
    *c->m->comdats_tail = cd;
    c->m->comdats_tail = &cd->next;
    VEC_PUSH(&c->comdats, Comdat *, cd);
    return cd->name != NULL;
}

/* ================= value symbol tables ================= */

static void name_value(BcCtx *c, Value *v, const char *s, size_t n)
{
    v->name = arena_strndup(&c->m->arena, s, n);
}

/* ENTRY [id, chars], BBENTRY [bb, chars], FNENTRY [id, offset, chars]. */
bool bcx_value_symtab(BcCtx *c, bool in_function)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        uint64_t *o = OPS(c);
        size_t n = NOPS(c), from = e.id == 3 ? 2 : 1;
        if (e.id < 1 || e.id > 3)
            continue;
        if (n < from)
            return bcx_fail(c, "bad symbol table entry");
        size_t len;
        const char *s = c->r.blob ? (const char *)c->r.blob : bcx_chars(c, o + from, n - from, &len);
        if (c->r.blob)
            len = c->r.blob_len;
        if (!s)
            return false;
        if (e.id == 2) {
            if (!in_function || o[0] >= c->nblocks)
                return bcx_fail(c, "block %llu is not defined", (unsigned long long)o[0]);
            name_value(c, &c->blocks[o[0]]->v, s, len);
            continue;
        }
        if (o[0] >= c->next || !VEC_AT(&c->vals, Value *, o[0]))
            return bcx_fail(c, "value %llu is not defined", (unsigned long long)o[0]);
        Value *v = VEC_AT(&c->vals, Value *, o[0]);
        if (v->kind == VK_GLOBAL || v->kind == VK_ARG || v->kind == VK_INSTR)
            name_value(c, v, s, len);
    }
}

/* ================= small blocks ================= */

/* OPERAND_BUNDLE_TAGS and SYNC_SCOPE_NAMES: one string per record. */
static bool string_list_block(BcCtx *c, Vec *out)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        const char *s = record_string(c, 0);
        if (!s)
            return false;
        VEC_PUSH(out, const char *, s);
    }
}

static bool strtab_block(BcCtx *c)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        if (e.id == 1 && c->r.blob) {
            c->strtab = c->r.blob;
            c->strtab_len = c->r.blob_len;
        }
    }
}

static bool identification_block(BcCtx *c)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        if (e.id == 2 && (NOPS(c) < 1 || OPS(c)[0] != 0))
            return bcx_fail(c, "unsupported: bitcode epoch %llu (this reader knows epoch 0)",
                            NOPS(c) ? (unsigned long long)OPS(c)[0] : 0ull);
    }
}

/* ================= the module ================= */

static bool module_record(BcCtx *c, uint32_t code)
{
    switch (code) {
    case 1:
        if (NOPS(c) < 1 || OPS(c)[0] > 2)
            return bcx_fail(c, "unsupported: module version %llu",
                            NOPS(c) ? (unsigned long long)OPS(c)[0] : 0ull);
        c->version = (unsigned)OPS(c)[0];
        return true;
    case 2: return (c->m->triple = record_string(c, 0)) != NULL;
    case 3: return (c->m->datalayout = record_string(c, 0)) != NULL;
    case 4: {
        const char *s = record_string(c, 0);
        if (!s)
            return false;
        /* one record holds every line, separated by newlines */
        for (const char *p = s;;) {
            const char *nl = strchr(p, '\n');
            size_t n = nl ? (size_t)(nl - p) : strlen(p);
            VEC_PUSH(&c->m->module_asm, const char *, arena_strndup(&c->m->arena, p, n));
            if (!nl)
                break;
            p = nl + 1;
        }
        return true;
    }
    case 5: {
        const char *s = record_string(c, 0);
        VEC_PUSH(&c->sections, const char *, s);
        return s != NULL;
    }
    case 11: {
        const char *s = record_string(c, 0);
        VEC_PUSH(&c->gcs, const char *, s);
        return s != NULL;
    }
    case 7: return globalvar_record(c);
    case 8: return function_record(c);
    case 12: return comdat_record(c);
    case 14: return alias_record(c);
    case 9: case 18: return bcx_fail(c, "unsupported: old-style alias or ifunc");
    case 16: return (c->m->source_filename = record_string(c, 0)) != NULL;
    default: return true; /* VSTOFFSET, HASH, DEPLIB, ...: nothing to build */
    }
}

/* Global initializers and aliasees, once the module's constants exist. */
static bool resolve_inits(BcCtx *c)
{
    for (size_t i = 0; i + 1 < c->inits.len; i += 2) {
        Global *g = (Global *)(uintptr_t)VEC_AT(&c->inits, uint64_t, i);
        uint64_t id = VEC_AT(&c->inits, uint64_t, i + 1);
        Value *v = bcx_value(c, id, NULL);
        if (!v)
            return false;
        if (g->gk == GK_VAR && v->type != g->value_type)
            return bcx_fail(c, "initializer of the wrong type");
        use_set(&g->init_use, &g->v, v);
        g->init = v;
    }
    c->inits.len = 0;
    return true;
}

static bool module_sub_block(BcCtx *c, uint32_t id, bool *inits_done)
{
    if (id == BLK_FUNCTION || id == BLK_METADATA) {
        if (!*inits_done && !resolve_inits(c))
            return false;
        *inits_done = true;
    }
    switch (id) {
    case BLK_PARAMATTR_GROUP: return attr_block(c, true);
    case BLK_PARAMATTR: return attr_block(c, false);
    case BLK_TYPE: return type_block(c);
    case BLK_CONSTANTS:
        if (!bcx_constants(c))
            return false;
        c->nmodule_vals = c->next;
        return true;
    case BLK_METADATA: return bcx_metadata(c);
    case BLK_METADATA_KIND: return bcx_metadata_kinds(c);
    case BLK_FUNCTION: return bcx_function_block(c);
    case BLK_VALUE_SYMTAB: return bcx_value_symtab(c, false);
    case BLK_OPERAND_BUNDLE_TAGS: return string_list_block(c, &c->bundle_tags);
    case BLK_SYNC_SCOPE_NAMES: return string_list_block(c, &c->sync_scopes);
    default: return bcx_skip(c); /* USELIST, summaries: no meaning here */
    }
}

static bool module_block(BcCtx *c)
{
    BcEntry e;
    bool inits_done = false;
    for (;;) {
        switch (bc_next(&c->r, &e)) {
        case BC_END:
            c->nmodule_vals = c->nmodule_vals ? c->nmodule_vals : c->next;
            return inits_done || resolve_inits(c);
        case BC_BLOCK:
            if (!module_sub_block(c, e.id, &inits_done))
                return false;
            continue;
        case BC_RECORD:
            if (!module_record(c, e.id))
                return false;
            continue;
        default: return false;
        }
    }
}

static bool apply_strtab(BcCtx *c)
{
    for (size_t i = 0; i + 2 < c->strtab_names.len + 1 && i < c->strtab_names.len; i += 3) {
        uint64_t p = VEC_AT(&c->strtab_names, uint64_t, i);
        uint64_t off = VEC_AT(&c->strtab_names, uint64_t, i + 1);
        uint64_t len = VEC_AT(&c->strtab_names, uint64_t, i + 2);
        if (!c->strtab || off > c->strtab_len || len > c->strtab_len - off)
            return bcx_fail(c, "a name outside the string table");
        if (p & 1) /* a comdat (objects are 16-byte aligned) */
            ((Comdat *)(uintptr_t)(p & ~(uint64_t)1))->name =
                arena_strndup(&c->m->arena, (const char *)c->strtab + off, len);
        else if (len)
            name_value(c, (Value *)(uintptr_t)p, (const char *)c->strtab + off, len);
    }
    /* llvm-dis lists the comdats in the order functions, then variables
     * first use them (and drops unused ones) */
    c->m->comdats = NULL;
    c->m->comdats_tail = &c->m->comdats;
    for (size_t k = 0; k < c->comdats.len; k++)
        VEC_AT(&c->comdats, Comdat *, k)->next = NULL;
    Global *lists[] = {c->m->funcs, c->m->globals, c->m->aliases};
    for (int k = 0; k < 3; k++)
        for (Global *g = lists[k]; g; g = g->next)
            if (g->has_comdat) {
                Comdat *cd = VEC_AT(&c->comdats, Comdat *, (uintptr_t)g->comdat - 1);
                bool placed = false;
                for (Comdat *x = c->m->comdats; x && !placed; x = x->next)
                    placed = x == cd;
                if (!placed) {
                    *c->m->comdats_tail = cd;
                    c->m->comdats_tail = &cd->next;
                }
                g->comdat = cd->name;
            }
    return true;
}

static bool read_top(BcCtx *c)
{
    BcEntry e;
    bool module = false;
    for (;;) {
        switch (bc_next(&c->r, &e)) {
        case BC_EOF:
            if (!module)
                return bcx_fail(c, "no MODULE_BLOCK");
            return apply_strtab(c);
        case BC_BLOCK:
            break;
        default:
            return false;
        }
        bool ok;
        if (e.id == BLK_IDENTIFICATION)
            ok = identification_block(c);
        else if (e.id == BLK_MODULE && !module)
            ok = module = module_block(c);
        else if (e.id == BLK_STRTAB)
            ok = strtab_block(c);
        else
            ok = bcx_skip(c);
        if (!ok)
            return false;
    }
}

static void ctx_free(BcCtx *c)
{
    Vec *vs[] = {&c->types, &c->pointee, &c->vals, &c->csts, &c->groups, &c->attrsets,
                 &c->sections, &c->gcs, &c->comdats, &c->mds, &c->md_kinds, &c->bundle_tags,
                 &c->sync_scopes, &c->bodies, &c->inits, &c->strtab_names, &c->instrs,
                 &c->fwds, &c->bundles, &c->bundle_ops, &c->bundle_tagids, &c->attr_groups};
    for (size_t i = 0; i < sizeof vs / sizeof *vs; i++)
        vec_free(vs[i]);
    bc_close(&c->r);
}

Module *bitcode_read(const Source *src, Diag *d)
{
    BcCtx c = {.src = src, .diag = d};
    c.m = module_new();
    bool ok = bc_open(&c.r, (const uint8_t *)src->text, src->len) && read_top(&c);
    if (ok && c.next_body != c.bodies.len)
        ok = bcx_fail(&c, "%zu of the functions declared with a body have none in the file",
                      c.bodies.len - c.next_body);
    if (ok && (ok = bcx_upgrade(&c))) {
        bcx_md_finish(&c);
        intrinsic_attrs_apply(c.m); /* as LLVM's reader does */
        attr_groups_renumber(c.m);
    }
    /* LLVM names a module without a SOURCE_FILENAME record after its file */
    if (ok && !c.m->source_filename)
        c.m->source_filename = arena_strdup(&c.m->arena, src->name);
    if (!ok) {
        diag_error(d, (Loc){0, 0}, "%s", c.r.error[0] ? c.r.error : "bitcode: unreadable");
        module_free(c.m);
        c.m = NULL;
    } else if (c.debug_skipped) {
        diag_note(d, (Loc){0, 0}, "bitcode: debug information is not read (dropped)");
    }
    ctx_free(&c);
    return c.m;
}
