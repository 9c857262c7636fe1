/*
 * ir/ir.h -- the map of tnvcc's SSA IR.
 *
 * Everything that the front end builds and every later stage reads is
 * declared here: arenas, diagnostics, types, values, instructions, blocks,
 * functions, globals, metadata and the module that owns them all.
 *
 * Design in one paragraph (read this before the code):
 *   The IR mirrors LLVM's in-memory IR closely enough that LangRef is its
 *   manual, but it is plain C: a "Value" header is embedded as the first
 *   member of every value-like struct (Instr, Block, Arg, Global, Const),
 *   so a pointer to any of them can be cast to Value* and back.  Every
 *   operand is a Use that links the user to the used value, and each value
 *   keeps the list of its Uses, so a pass can replace all uses of one value
 *   with another in time proportional to the number of uses.  Types are
 *   interned: two structurally equal literal types are the same pointer,
 *   so type equality is pointer equality.  Constants are uniqued the same
 *   way.  All memory lives in arenas with a named lifetime (see Arena);
 *   nothing in the IR is freed one object at a time.
 *
 * Invariants:
 *   - t1 == t2 iff the types are equal (identified structs compare by name).
 *   - A Const with the same kind, type and contents is the same pointer.
 *   - Use.val != NULL for every operand of a well-formed module; the parser
 *     may temporarily point a Use at a forward-reference placeholder
 *     (VK_FWDREF), which it replaces before the module is handed on.
 *   - Instructions of a block form a doubly linked list in program order.
 */
#ifndef TNVCC_IR_H
#define TNVCC_IR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ------------------------------------------------------------------ */
/* Named limits.  Every fixed limit of tnvcc has a name and, when an     */
/* input exceeds it, a diagnostic that names it.                         */
/* ------------------------------------------------------------------ */
enum {
    LIMIT_INT_BITS = 1 << 23,        /* widest iN type (LLVM's own limit) */
    LIMIT_INT_LITERAL_DIGITS = 4096, /* longest integer literal we read */
    LIMIT_NESTING = 2000,            /* types/constants/metadata nested */
    LIMIT_NAME_BYTES = 1 << 20,      /* longest identifier or string */
    LIMIT_SOURCE_BYTES = 0x7fffffff, /* largest input file (2 GiB - 1) */
};

/* ------------------------------------------------------------------ */
/* Arenas (ir/arena.c)                                                   */
/* ------------------------------------------------------------------ */
/* A bump allocator made of chunks.  Lifetimes are named by which arena
 * an object goes into: the module arena lives until the compilation ends;
 * a function arena is reset after each function is emitted; a block arena
 * holds one DAG.  arena_free releases every chunk at once; arena_reset
 * empties the arena but keeps a chunk to reuse. */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
    ArenaChunk *head;
    const char *name; /* "module", "function", "dag": shown in bug reports */
    size_t bytes;     /* total handed out, for statistics */
    bool gradual;     /* arena_init_gradual: chunks double from the first */
    /* The free part of the head chunk, [cur, end), when the head is a
     * chunk that small requests share (both NULL otherwise): the fast
     * path of arena_alloc below. */
    unsigned char *cur, *end;
} Arena;

void arena_init(Arena *a, const char *name);
/* For an arena reset per block or per function, which mostly holds little:
 * its chunks double from the first (64 KB, 128 KB, ...) instead of jumping
 * to a 2 MB huge page, whose first touch maps -- and the kernel clears --
 * all 2 MB however little of it is used. */
void arena_init_gradual(Arena *a, const char *name);
/* Zeroed, 16-byte aligned.  A compiler makes hundreds of thousands of
 * small allocations, so the common case -- a small request that fits in
 * the head chunk -- is a pointer bump inlined at the caller; the rest
 * (a new chunk, a big request, size 0) is arena_alloc_slow's. */
void *arena_alloc_slow(Arena *a, size_t size);
enum { ARENA_FAST_MAX = 4096 }; /* larger requests take the slow path */
static inline void *arena_alloc(Arena *a, size_t size)
{
    size_t n = (size + 15) & ~(size_t)15; /* no overflow: size is small */
    if (size - 1 < ARENA_FAST_MAX && n <= (size_t)(a->end - a->cur)) {
        void *p = a->cur;
        a->cur += n;
        a->bytes += n;
        return p;
    }
    return arena_alloc_slow(a, size);
}
void *arena_array(Arena *a, size_t n, size_t elem); /* overflow-checked */
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
void arena_reset(Arena *a); /* drop all objects, keep memory for reuse */
void arena_free(Arena *a);

/* A growable array whose storage is malloc'ed (for builders whose final
 * size is unknown); the final contents are usually copied into an arena.
 * Use via the VEC_* macros below. */
typedef struct Vec {
    void *data;
    size_t len, cap;
} Vec;
void vec_grow(Vec *v, size_t elem, size_t need);
/* malloc for one large buffer (the input text): release it with free().
 * On Linux a large one is aligned for transparent huge pages. */
void *ir_alloc_large(size_t size);
/* calloc for a pass's scratch arrays (at least one element; out of
 * memory is fatal, as for arenas).  Release with free(). */
void *ir_calloc(size_t n, size_t size);
#define VEC_PUSH(v, T, x)                                                   \
    do {                                                                    \
        if ((v)->len >= (v)->cap) /* the call only when it must grow */     \
            vec_grow((v), sizeof(T), (v)->len + 1);                         \
        ((T *)(v)->data)[(v)->len++] = (x);                                 \
    } while (0)
#define VEC_AT(v, T, i) (((T *)(v)->data)[i])
void vec_free(Vec *v);

/* A pointer-keyed hash map (ir/ptrmap.c); a zeroed one is empty. */
typedef struct PtrMap {
    const void **keys;
    void **vals;
    size_t cap, len; /* cap is 0 or a power of two */
} PtrMap;
void *ptrmap_get(const PtrMap *pm, const void *key);
void ptrmap_put(PtrMap *pm, const void *key, void *val); /* key != NULL */
void ptrmap_free(PtrMap *pm);

/* ------------------------------------------------------------------ */
/* Source locations and diagnostics (ir/diag.c)                          */
/* ------------------------------------------------------------------ */
/* A source file kept in memory; diagnostics quote its lines. */
typedef struct Source {
    const char *name; /* as given on the command line; "<stdin>" for - */
    const char *text; /* the whole input, followed by a NUL byte */
    size_t len;       /* bytes, not counting the terminating NUL */
    size_t mapped;    /* source_read: bytes mmap'ed (0 = malloc'ed) */
} Source;

typedef struct Loc {
    uint32_t line, col; /* 1-based; line 0 means "no location" */
} Loc;

typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } DiagLevel;

/* Named warning groups, as in clang: a grouped warning ends with
 * "[-WNAME]", `-Wno-NAME` silences that group, `-w` every warning and
 * `-Werror` turns every warning into an error.  X(ID, NAME); WG_NONE is
 * a warning outside any group (only -w and -Werror concern it).
 *   nvvm-compat  a module of LLVM IR (not NVVM IR) breaks one of
 *                libNVVM's input rules that LLVM's NVPTX backend does
 *                not have; tnvcc compiles it as llc would */
#define WARNING_GROUPS(X) X(NVVM_COMPAT, "nvvm-compat")

typedef enum {
    WG_NONE,
#define X(id, name) WG_##id,
    WARNING_GROUPS(X)
#undef X
    WG_COUNT
} WarnGroup;

/* What the -W options asked for; the driver fills it, the Diag obeys. */
typedef struct DiagFlags {
    bool no_warnings;       /* -w */
    bool werror;            /* -Werror */
    bool off[WG_COUNT];     /* -Wno-NAME */
} DiagFlags;

/* Apply one option (-w, -Werror, -Wno-error, -WNAME, -Wno-NAME) to *f.
 * Returns false if `arg` is not a warning option this version knows. */
bool diag_flag_parse(DiagFlags *f, const char *arg);

/* The diagnostic sink: one per compilation.  User errors go through it
 * (with a location, then the source line and a caret); internal bugs go
 * through BUG() instead, which aborts with the C file and line. */
/* One diagnostic kept for sorting (Diag.buffered): its text is malloc'ed;
 * `parent` is the index of the error or warning a note belongs to (its own
 * index for those). */
typedef struct DiagRecord {
    DiagLevel lvl;
    Loc loc;
    const Source *src; /* the file it is about (several are linked) */
    char *text;
    unsigned parent;
} DiagRecord;

typedef struct Diag {
    const Source *src;
    FILE *out;        /* normally stderr */
    bool color;       /* only when out is a terminal */
    /* buffered: keep every diagnostic and print them, sorted by source
     * position (each note after its error), when diag_summary runs -- so
     * that the order is the file's, whichever pass found what.  json:
     * print them as one JSON array of objects instead of text.  The
     * driver sets both; left false, a diagnostic is printed at once. */
    bool buffered, json;
    DiagRecord *recs;
    unsigned nrecs, caprecs;
    unsigned errors, warnings;
    unsigned max_errors; /* stop reporting after this many (0 = no limit) */
    bool suppressed;     /* true once max_errors was hit */
    DiagFlags flags;     /* -w, -Werror, -Wno-NAME */
    bool muted;          /* the last warning was silenced: so are its notes */
    /* libNVVM's program-log form (lib/nvvm.c): `name (line, col): message`,
     * no level word and no quoted source line. */
    bool nvvm_log;
} Diag;

void diag_init(Diag *d, const Source *src, FILE *out);
void diag_report(Diag *d, DiagLevel lvl, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void diag_vreport(Diag *d, DiagLevel lvl, Loc loc, const char *fmt, va_list ap);
/* A warning of group `g` (any level may be passed: an error or a note
 * ignores the group). */
void diag_report_group(Diag *d, DiagLevel lvl, WarnGroup g, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void diag_vreport_group(Diag *d, DiagLevel lvl, WarnGroup g, Loc loc, const char *fmt,
                        va_list ap);
/* The location is part of __VA_ARGS__ so that a compound literal such as
 * (Loc){line, col} -- which contains a comma -- can be passed directly. */
#define diag_error(d, ...) diag_report((d), DIAG_ERROR, __VA_ARGS__)
#define diag_warning(d, ...) diag_report((d), DIAG_WARNING, __VA_ARGS__)
#define diag_note(d, ...) diag_report((d), DIAG_NOTE, __VA_ARGS__)
/* Print what is buffered (sorted), then "N errors generated." like clang;
 * in JSON mode the array of diagnostics instead of that line. */
void diag_summary(Diag *d);
/* A second, buffered sink with d's settings and no diagnostics yet, for
 * work whose diagnostics are kept only if other work succeeds (main.c:
 * code generation interleaved with verification, whose failure voids
 * it); diag_join then appends the child's diagnostics and counts to d
 * (keep) or drops them, and empties the child. */
void diag_fork(const Diag *d, Diag *child);
void diag_join(Diag *d, Diag *child, bool keep);

/* Internal compiler bug: never a user's fault.  Prints file:line and aborts. */
_Noreturn void internal_bug(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#define BUG(...) internal_bug(__FILE__, __LINE__, __VA_ARGS__)
#define ASSERT(c) ((c) ? (void)0 : BUG("assertion failed: %s", #c))

/* ------------------------------------------------------------------ */
/* Types (ir/type.c)                                                     */
/* ------------------------------------------------------------------ */
#define TYPE_KINDS(X)                                                       \
    X(VOID, "void")                                                         \
    X(INT, "i")                                                             \
    X(HALF, "half")                                                         \
    X(BFLOAT, "bfloat")                                                     \
    X(FLOAT, "float")                                                       \
    X(DOUBLE, "double")                                                     \
    X(FP128, "fp128")                                                       \
    X(X86_FP80, "x86_fp80")                                                 \
    X(PPC_FP128, "ppc_fp128")                                               \
    X(PTR, "ptr")                                                           \
    X(VEC, "vector")                                                        \
    X(ARRAY, "array")                                                       \
    X(STRUCT, "struct")                                                     \
    X(FUNC, "function")                                                     \
    X(LABEL, "label")                                                       \
    X(METADATA, "metadata")                                                 \
    X(TOKEN, "token")

typedef enum {
#define X(k, s) TY_##k,
    TYPE_KINDS(X)
#undef X
        TY__COUNT
} TypeKind;

typedef struct Type Type;
struct Type {
    TypeKind kind;
    uint32_t id;        /* creation order: a deterministic sort key */
    uint32_t bits;      /* TY_INT: width in bits */
    uint32_t addrspace; /* TY_PTR */
    bool scalable;      /* TY_VEC: <vscale x N x T> */
    bool packed;        /* TY_STRUCT: <{ ... }> */
    bool vararg;        /* TY_FUNC: (..., ...) */
    bool opaque;        /* TY_STRUCT identified with no body (yet) */
    uint64_t count;     /* TY_VEC / TY_ARRAY: number of elements */
    Type *elem;         /* VEC/ARRAY: element; PTR: pointee or NULL for
                           opaque `ptr`; FUNC: return type */
    Type **mem;         /* STRUCT: members; FUNC: parameter types */
    uint32_t nmem;
    const char *name;   /* identified struct: name without '%' (else NULL) */
    uint32_t numbered;  /* identified struct named %N: N+1 (else 0) */
    Type *hash_next;    /* interning chain */
};

/* The interning table.  One per module. */
typedef struct TypeTable {
    Arena *arena;
    Type **buckets;
    size_t nbuckets, count;
    uint32_t next_id;
    Type *void_ty, *label_ty, *metadata_ty, *token_ty;
    Type *half_ty, *bfloat_ty, *float_ty, *double_ty;
    Type *fp128_ty, *x86_fp80_ty, *ppc_fp128_ty;
    Type *i1, *i8, *i16, *i32, *i64;
    Vec named;          /* Type*: identified structs in creation order */
    /* Function types asked for recently, by a hash of their parts: every
     * call instruction asks for its callee's type (see type_func). */
    Type *recent_fn[64];
} TypeTable;

void types_init(TypeTable *tt, Arena *a);
void types_free(TypeTable *tt);
Type *type_int(TypeTable *tt, uint32_t bits);
Type *type_ptr(TypeTable *tt, uint32_t addrspace, Type *pointee /*NULL=opaque*/);
Type *type_vec(TypeTable *tt, Type *elem, uint64_t n, bool scalable);
Type *type_array(TypeTable *tt, Type *elem, uint64_t n);
Type *type_struct(TypeTable *tt, Type **mem, uint32_t n, bool packed);
Type *type_func(TypeTable *tt, Type *ret, Type **params, uint32_t n, bool vararg);
/* Identified struct: returns the one named type for `name`, creating it
 * opaque if it does not exist.  type_set_body gives it members. */
Type *type_named_struct(TypeTable *tt, const char *name, uint32_t numbered);
void type_set_body(Type *t, Type **mem, uint32_t n, bool packed);

bool type_is_int(const Type *t);
bool type_is_fp(const Type *t);       /* half .. ppc_fp128 */
bool type_is_ptr(const Type *t);
bool type_is_first_class(const Type *t);
bool type_is_aggregate(const Type *t); /* struct or array */
bool type_is_sized(const Type *t);
const Type *type_scalar(const Type *t); /* element type of a vector, else t */
uint32_t type_fp_bits(const Type *t);   /* 16, 32, 64, 80, 128; 0 if not fp */
/* Is `o src to dst` a legal cast (LangRef; CastInst::castIsValid)?  o is
 * a cast opcode (OP_TRUNC ... OP_ADDRSPACECAST). */
bool type_cast_ok(int o, const Type *src, const Type *dst);
/* Size and ABI alignment under NVPTX's data layout (e-i64:64-i128:128...).
 * Pointers are 64-bit unless ptr32 is set (32-bit triple or p3:32). */
uint64_t type_size(const Type *t, unsigned ptr_bits);
uint32_t type_align(const Type *t, unsigned ptr_bits);
/* Byte offset of field `field` of struct type st under the same layout
 * (each field at its ABI alignment, none in a packed struct). */
uint64_t struct_field_offset(const Type *st, uint32_t field, unsigned ptr_bits);
/* Print a type exactly as LLVM IR spells it. */
void type_print(FILE *out, const Type *t);
/* Same, into a buffer (truncating); returns buf.  For diagnostics. */
char *type_str(const Type *t, char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Attributes (ir/attr.c)                                                */
/* ------------------------------------------------------------------ */
/* Shape of an attribute's argument, as written in the IR text:
 *   FLAG   `noundef`            INT    `align 8`
 *   PINT   `dereferenceable(8)` TYPE   `byval(%struct.S)`
 *   RANGE  `range(i32 0, 10)`   RAW    `memory(argmem: read)`, `uwtable(sync)`
 *          (RAW keeps the parenthesised text verbatim; it is optional) */
typedef enum { AS_FLAG, AS_INT, AS_PINT, AS_TYPE, AS_RANGE, AS_RAW } AttrShape;

/* Every attribute keyword tnvcc knows.  X(enum, spelling, shape). */
#define ATTR_KINDS(X)                                                       \
    X(ALIGN, "align", AS_INT)                                               \
    X(ALIGNSTACK, "alignstack", AS_PINT)                                    \
    X(ALLOCALIGN, "allocalign", AS_FLAG)                                    \
    X(ALLOCKIND, "allockind", AS_RAW)                                       \
    X(ALLOCPTR, "allocptr", AS_FLAG)                                        \
    X(ALLOCSIZE, "allocsize", AS_RAW)                                       \
    X(ALWAYSINLINE, "alwaysinline", AS_FLAG)                                \
    X(ARGMEMONLY, "argmemonly", AS_FLAG) /* LLVM <= 15 */                   \
    X(BUILTIN, "builtin", AS_FLAG)                                          \
    X(BYREF, "byref", AS_TYPE)                                              \
    X(BYVAL, "byval", AS_TYPE)                                              \
    X(CAPTURES, "captures", AS_RAW)                                         \
    X(COLD, "cold", AS_FLAG)                                                \
    X(CONVERGENT, "convergent", AS_FLAG)                                    \
    X(CORO_ELIDE_SAFE, "coro_elide_safe", AS_FLAG)                          \
    X(CORO_ONLY_DESTROY_WHEN_COMPLETE, "coro_only_destroy_when_complete", AS_FLAG) \
    X(DEAD_ON_RETURN, "dead_on_return", AS_RAW) /* LLVM 21 */               \
    X(DEAD_ON_UNWIND, "dead_on_unwind", AS_FLAG)                            \
    X(DENORMAL_FPENV, "denormal_fpenv", AS_RAW) /* LLVM 23 */               \
    X(DEREFERENCEABLE, "dereferenceable", AS_PINT)                          \
    X(DEREFERENCEABLE_OR_NULL, "dereferenceable_or_null", AS_PINT)          \
    X(DISABLE_SANITIZER_INSTRUMENTATION, "disable_sanitizer_instrumentation", AS_FLAG) \
    X(ELEMENTTYPE, "elementtype", AS_TYPE)                                  \
    X(FN_RET_THUNK_EXTERN, "fn_ret_thunk_extern", AS_FLAG)                  \
    X(HOT, "hot", AS_FLAG)                                                  \
    X(HYBRID_PATCHABLE, "hybrid_patchable", AS_FLAG)                        \
    X(IMMARG, "immarg", AS_FLAG)                                            \
    X(INACCESSIBLEMEM_OR_ARGMEMONLY, "inaccessiblemem_or_argmemonly", AS_FLAG) \
    X(INACCESSIBLEMEMONLY, "inaccessiblememonly", AS_FLAG) /* LLVM <= 15 */ \
    X(INALLOCA, "inalloca", AS_TYPE)                                        \
    X(INITIALIZES, "initializes", AS_RAW)                                   \
    X(INLINEHINT, "inlinehint", AS_FLAG)                                    \
    X(INREG, "inreg", AS_FLAG)                                              \
    X(JUMPTABLE, "jumptable", AS_FLAG)                                      \
    X(MEMORY, "memory", AS_RAW)                                             \
    X(MINSIZE, "minsize", AS_FLAG)                                          \
    X(MUSTPROGRESS, "mustprogress", AS_FLAG)                                \
    X(NAKED, "naked", AS_FLAG)                                              \
    X(NEST, "nest", AS_FLAG)                                                \
    X(NOALIAS, "noalias", AS_FLAG)                                          \
    X(NOBUILTIN, "nobuiltin", AS_FLAG)                                      \
    X(NOCALLBACK, "nocallback", AS_FLAG)                                    \
    X(NOCAPTURE, "nocapture", AS_FLAG)                                      \
    X(NOCF_CHECK, "nocf_check", AS_FLAG)                                    \
    X(NOCREATEUNDEFORPOISON, "nocreateundeforpoison", AS_FLAG) /* LLVM 22 */ \
    X(NODIVERGENCESOURCE, "nodivergencesource", AS_FLAG) /* LLVM 21 */      \
    X(NODUPLICATE, "noduplicate", AS_FLAG)                                  \
    X(NOEXT, "noext", AS_FLAG) /* LLVM 20 */                                \
    X(NOFPCLASS, "nofpclass", AS_RAW)                                       \
    X(NOFREE, "nofree", AS_FLAG)                                            \
    X(NOIMPLICITFLOAT, "noimplicitfloat", AS_FLAG)                          \
    X(NOINLINE, "noinline", AS_FLAG)                                        \
    X(NOMERGE, "nomerge", AS_FLAG)                                          \
    X(NONLAZYBIND, "nonlazybind", AS_FLAG)                                  \
    X(NONNULL, "nonnull", AS_FLAG)                                          \
    X(NOPROFILE, "noprofile", AS_FLAG)                                      \
    X(NORECURSE, "norecurse", AS_FLAG)                                      \
    X(NOREDZONE, "noredzone", AS_FLAG)                                      \
    X(NORETURN, "noreturn", AS_FLAG)                                        \
    X(NOSANITIZE_BOUNDS, "nosanitize_bounds", AS_FLAG)                      \
    X(NOSANITIZE_COVERAGE, "nosanitize_coverage", AS_FLAG)                  \
    X(NOSYNC, "nosync", AS_FLAG)                                            \
    X(NOUNDEF, "noundef", AS_FLAG)                                          \
    X(NOUNWIND, "nounwind", AS_FLAG)                                        \
    X(NULL_POINTER_IS_VALID, "null_pointer_is_valid", AS_FLAG)              \
    X(OPTDEBUG, "optdebug", AS_FLAG)                                        \
    X(OPTFORFUZZING, "optforfuzzing", AS_FLAG)                              \
    X(OPTNONE, "optnone", AS_FLAG)                                          \
    X(OPTSIZE, "optsize", AS_FLAG)                                          \
    X(PREALLOCATED, "preallocated", AS_TYPE)                                \
    X(PRESPLITCOROUTINE, "presplitcoroutine", AS_FLAG)                      \
    X(RANGE, "range", AS_RANGE)                                             \
    X(READNONE, "readnone", AS_FLAG)                                        \
    X(READONLY, "readonly", AS_FLAG)                                        \
    X(RETURNED, "returned", AS_FLAG)                                        \
    X(RETURNS_TWICE, "returns_twice", AS_FLAG)                              \
    X(SAFESTACK, "safestack", AS_FLAG)                                      \
    X(SANITIZE_ADDRESS, "sanitize_address", AS_FLAG)                        \
    X(SANITIZE_ALLOC_TOKEN, "sanitize_alloc_token", AS_FLAG) /* LLVM 22 */  \
    X(SANITIZE_HWADDRESS, "sanitize_hwaddress", AS_FLAG)                    \
    X(SANITIZE_MEMORY, "sanitize_memory", AS_FLAG)                          \
    X(SANITIZE_MEMTAG, "sanitize_memtag", AS_FLAG)                          \
    X(SANITIZE_NUMERICAL_STABILITY, "sanitize_numerical_stability", AS_FLAG) \
    X(SANITIZE_REALTIME, "sanitize_realtime", AS_FLAG) /* LLVM 20 */        \
    X(SANITIZE_REALTIME_BLOCKING, "sanitize_realtime_blocking", AS_FLAG) /* LLVM 20 */ \
    X(SANITIZE_THREAD, "sanitize_thread", AS_FLAG)                          \
    X(SANITIZE_TYPE, "sanitize_type", AS_FLAG) /* LLVM 20 */                \
    X(SHADOWCALLSTACK, "shadowcallstack", AS_FLAG)                          \
    X(SIGNEXT, "signext", AS_FLAG)                                          \
    X(SKIPPROFILE, "skipprofile", AS_FLAG)                                  \
    X(SPECULATABLE, "speculatable", AS_FLAG)                                \
    X(SPECULATIVE_LOAD_HARDENING, "speculative_load_hardening", AS_FLAG)    \
    X(SRET, "sret", AS_TYPE)                                                \
    X(SSP, "ssp", AS_FLAG)                                                  \
    X(SSPREQ, "sspreq", AS_FLAG)                                            \
    X(SSPSTRONG, "sspstrong", AS_FLAG)                                      \
    X(STRICTFP, "strictfp", AS_FLAG)                                        \
    X(SWIFTASYNC, "swiftasync", AS_FLAG)                                    \
    X(SWIFTERROR, "swifterror", AS_FLAG)                                    \
    X(SWIFTSELF, "swiftself", AS_FLAG)                                      \
    X(UWTABLE, "uwtable", AS_RAW)                                           \
    X(VSCALE_RANGE, "vscale_range", AS_RAW)                                 \
    X(WILLRETURN, "willreturn", AS_FLAG)                                    \
    X(WRITABLE, "writable", AS_FLAG)                                        \
    X(WRITEONLY, "writeonly", AS_FLAG)                                      \
    X(ZEROEXT, "zeroext", AS_FLAG)

typedef enum {
#define X(e, s, sh) ATTR_##e,
    ATTR_KINDS(X)
#undef X
    ATTR_STRING,    /* "key" or "key"="value" */
    ATTR_GROUP_REF, /* #N in a function's attribute list */
    ATTR__COUNT
} AttrKind;

typedef struct Attr {
    AttrKind kind;
    uint64_t ival;          /* INT/PINT: the number; GROUP_REF: N */
    Type *type;             /* TYPE (NULL if written without a type,
                               e.g. typed-pointer `byval`); RANGE: its type */
    struct Const *lo, *hi;  /* RANGE bounds */
    const char *key, *val;  /* STRING: key and value (val NULL if none);
                               RAW: the text between the parentheses,
                               NULL when written without parentheses */
    Loc loc;
} Attr;

typedef struct AttrList {
    Attr *a;
    uint32_t n;
} AttrList;

/* The attribute table: spelling and shape by kind, lookup by spelling. */
const char *attr_name(AttrKind k);
AttrShape attr_shape(AttrKind k);
bool attr_lookup(const char *word, size_t len, AttrKind *out);
/* Attribute groups `attributes #N = { ... }` live in the Module. */
struct Module;
/* Does the list (or a group it references) contain attribute k?
 * Returns the attribute, or NULL. */
const Attr *attr_find(const struct Module *m, const AttrList *l, AttrKind k);
/* Same for a string attribute "key". */
const Attr *attr_find_str(const struct Module *m, const AttrList *l, const char *key);
void attr_print(FILE *out, const Attr *a);
void attrs_print(FILE *out, const AttrList *l); /* space-separated */
/* ir/intrattr.c: LLVM's readers give every declaration of an intrinsic
 * the attributes of LLVM's intrinsic table, whatever was written; so do
 * tnvcc's (intrinsics the table does not cover keep theirs).  The bitcode
 * reader then numbers the attribute groups as LLVM's printer does. */
bool intrinsic_attrs_known(const char *name);
void intrinsic_attrs_apply(struct Module *m);
/* Does the sorted index intrinsic_attrs_apply searches agree with the
 * table's plain scan on every family (and names just past them)?  For
 * the unit tests. */
bool intrinsic_attrs_index_ok(void);
/* The highest parameter (from 0) the table gives attributes to, or -1
 * (for a declaration intrinsic_attrs_apply replaced: remembered there,
 * since each lookup by name scans the table). */
struct Global;
int intrinsic_attrs_last_param(const struct Global *fn);
void attr_groups_renumber(struct Module *m);
/* ir/intrsig.c: LLVM's signatures of its generic and NVVM intrinsics
 * (ir/intrinsic_sigs.def; the notation is described in intrsig.c).
 * intrinsic_sig_find: the intrinsic a name stands for as LLVM looks it up
 * (exact, or an overloaded name plus ".suffixes"), NULL if none.
 * intrinsic_sig_match: does a function type fit?  On success `ov` holds
 * the overloaded types in order; on failure `slot` says where it broke:
 * -1 the result, k >= 0 parameter k, -2 variable arguments, -3 the
 * number of parameters; `alt` says which '|' alternative fitted (0 is
 * LLVM 19's).  intrinsic_sig_mangle: LLVM's name for the
 * matched overloads (llvm.umax.i32); false if `size` is too small. */
typedef struct IntrinsicSig {
    const char *name, *sig;
} IntrinsicSig;
enum { INTRINSIC_SIG_MAX_OV = 8 };
typedef struct IntrinsicSigMatch {
    int slot;
    unsigned alt; /* which alternative matched: 0 is LLVM 19's */
    unsigned nov;
    const Type *ov[INTRINSIC_SIG_MAX_OV];
} IntrinsicSigMatch;
const IntrinsicSig *intrinsic_sig_find(const char *name);
bool intrinsic_sig_overloaded(const IntrinsicSig *s);
bool intrinsic_sig_match(const IntrinsicSig *s, const Type *fnty, IntrinsicSigMatch *out);
bool intrinsic_sig_mangle(const IntrinsicSig *s, const IntrinsicSigMatch *m, char *out,
                          size_t size);
/* For the unit test: the whole table, and why an entry is not well
 * formed in the notation (NULL if it is). */
const IntrinsicSig *intrinsic_sig_table(size_t *n);
const char *intrinsic_sig_check(const IntrinsicSig *s);

/* ------------------------------------------------------------------ */
/* Values                                                               */
/* ------------------------------------------------------------------ */
#define VALUE_KINDS(X)                                                      \
    X(ARG)       /* function argument (Arg) */                              \
    X(INSTR)     /* instruction result (Instr) */                           \
    X(BLOCK)     /* basic block used as a label operand (Block) */          \
    X(GLOBAL)    /* global variable, function or alias (Global) */          \
    X(CINT)      /* integer constant (Const) */                             \
    X(CFP)       /* floating-point constant */                              \
    X(CNULL)     /* null pointer (ptr null) */                              \
    X(CUNDEF)    /* undef */                                                \
    X(CPOISON)   /* poison */                                               \
    X(CZERO)     /* zeroinitializer */                                      \
    X(CNONE)     /* token none */                                           \
    X(CAGG)      /* array, struct or vector of constants */                 \
    X(CDATA)     /* c"..." byte string ([N x i8]) */                        \
    X(CEXPR)     /* constant expression: opcode over constant operands */   \
    X(CBLOCKADDR) /* blockaddress(@f, %bb) */                               \
    X(ASM)       /* inline asm callee (InlineAsm) */                        \
    X(MDVALUE)   /* metadata used as a call argument (MDValue) */           \
    X(FWDREF)    /* parser placeholder for a not-yet-defined value */

typedef enum {
#define X(k) VK_##k,
    VALUE_KINDS(X)
#undef X
        VK__COUNT
} ValueKind;

typedef struct Value Value;
typedef struct Use Use;

/* The common header of everything that can be an operand. */
struct Value {
    ValueKind kind;
    Type *type;
    const char *name; /* without sigil; NULL = unnamed (printed %N / @N) */
    Use *uses;        /* head of the list of uses of this value */
    Loc loc;          /* where it was defined (line 0 for constants) */
};

/* An operand slot: `user` uses `val`.  Linked into val->uses. */
struct Use {
    Value *val;
    Value *user;
    Use *next;   /* next use of the same value */
    Use **pprev; /* the pointer that points at this Use */
};

void use_set(Use *u, Value *user, Value *v); /* (re)link u to v */
void use_drop(Use *u);                       /* unlink; u->val = NULL */
void value_replace_all_uses(Value *old, Value *with);
bool value_is_const(const Value *v); /* CINT..CBLOCKADDR, and GLOBAL */

/* ------------------------------------------------------------------ */
/* Constants (ir/const.c)                                                */
/* ------------------------------------------------------------------ */
typedef struct Const {
    Value v;
    /* CINT: value as little-endian 64-bit words, ceil(bits/64) of them,
     * truncated to the type's width (upper bits of the top word zero). */
    uint64_t *words;
    /* CFP: the IEEE bits of the value in its own format (half: low 16
     * bits, float: low 32, double: 64, x86_fp80/fp128: two words,
     * fp_hi holds the upper word). */
    uint64_t fp_lo, fp_hi;
    /* CDATA: the bytes (length = array count) */
    const unsigned char *bytes;
    /* CAGG / CEXPR: operands; CBLOCKADDR: [function, block] */
    Use *ops;
    uint32_t nops;
    /* CEXPR */
    int opcode;         /* an Opcode */
    uint32_t flags;     /* IF_* */
    uint8_t pred;       /* icmp/fcmp predicate */
    Type *src_type;     /* GEP source element type */
    int32_t inrange_idx; /* GEP `inrange` index position (legacy), -1 */
    struct Const *hash_next;
} Const;

typedef struct ConstTable {
    Arena *arena;
    TypeTable *types;
    Const **buckets;
    size_t nbuckets, count;
} ConstTable;

void consts_init(ConstTable *ct, Arena *a, TypeTable *tt);
void consts_free(ConstTable *ct);
/* Integers: from a uint64, truncated to narrower widths; for types wider
 * than 64 bits v is read as signed and sign-extended (const_int(i128, -1)
 * is all ones); use const_int_words for wide unsigned values. */
Const *const_int(ConstTable *ct, Type *t, uint64_t v);
Const *const_int_words(ConstTable *ct, Type *t, const uint64_t *w, uint32_t n);
Const *const_bool(ConstTable *ct, bool b);
int64_t const_int_sext(const Const *c);  /* low 64 bits, sign-extended */
uint64_t const_int_zext(const Const *c); /* low 64 bits */
/* A value and where it was met, for finding repeats: constants are
 * uniqued, so equal values are equal pointers, and sorting slots with
 * value_slot_cmp (by pointer, then position) puts repeats side by side
 * in the order they were written.  The parser and the verifier both find
 * repeated switch cases this way. */
typedef struct ValueSlot {
    const Value *v;
    uint32_t k;
} ValueSlot;
int value_slot_cmp(const void *a, const void *b);
bool const_int_fits64(const Const *c);   /* value survives sext/zext? */
/* v as an integer constant (an integer or its zeroinitializer): its low
 * 64 bits, sign- or zero-extended; false when v is no such constant. */
bool value_const_int(const Value *v, bool sign, uint64_t *out);
/* Floats: `bits` in the type's own format (see Const.fp_lo). */
Const *const_fp(ConstTable *ct, Type *t, uint64_t lo, uint64_t hi);
/* A double converted to t's format with round-to-nearest-even. */
Const *const_fp_from_double(ConstTable *ct, Type *t, double d);
double const_fp_to_double(const Const *c); /* half/bfloat/float/double */
/* The bits const_fp_from_double would store (the low word; *hi gets the
 * upper word when hi != NULL), without creating a constant.  Added so the
 * printer can test a decimal spelling without touching the module. */
uint64_t fp_bits_from_double(const Type *t, double d, uint64_t *hi);
Const *const_null(ConstTable *ct, Type *ptr_t);
Const *const_undef(ConstTable *ct, Type *t);
Const *const_poison(ConstTable *ct, Type *t);
Const *const_zero(ConstTable *ct, Type *t);
Const *const_none(ConstTable *ct, Type *token_t);
Const *const_agg(ConstTable *ct, Type *t, Value **elems, uint32_t n);
Const *const_data(ConstTable *ct, Type *t, const unsigned char *b, uint64_t n);
/* Constant expressions are built by the caller (fields filled) and then
 * passed to const_expr, which returns the unique copy. */
Const *const_expr(ConstTable *ct, Type *t, int opcode, uint32_t flags,
                  uint8_t pred, Type *src_type, Value **ops, uint32_t nops,
                  int32_t inrange_idx);
Const *const_blockaddr(ConstTable *ct, Type *t, Value *fn, Value *block);

/* Metadata used as a value (`metadata !5`, `metadata i32 %x`, ...). */
typedef struct MDOp MDOp;
typedef struct MDValue {
    Value v;
    struct MDOp *md; /* the metadata operand */
} MDValue;

/* Inline assembly used as a call's callee. */
typedef struct InlineAsm {
    Value v;            /* type: pointer to the function type (typed) or
                           the function type's `ptr` */
    Type *fnty;         /* the call's function type */
    const char *text;   /* asm string, unescaped bytes */
    size_t text_len;
    const char *constraints;
    size_t constraints_len;
    bool sideeffect, alignstack, inteldialect, unwind;
} InlineAsm;

/* ------------------------------------------------------------------ */
/* Instructions (ir/instr.c)                                             */
/* ------------------------------------------------------------------ */
/* X(enum, spelling, class).  Class: T terminator, B binary, U unary,
 * C cast, M memory, O other. */
#define OPCODES(X)                                                          \
    X(RET, "ret", T)                                                        \
    X(BR, "br", T)                                                          \
    X(SWITCH, "switch", T)                                                  \
    X(INDIRECTBR, "indirectbr", T)                                          \
    X(INVOKE, "invoke", T)                                                  \
    X(RESUME, "resume", T)                                                  \
    X(UNREACHABLE, "unreachable", T)                                        \
    X(FNEG, "fneg", U)                                                      \
    X(ADD, "add", B)                                                        \
    X(FADD, "fadd", B)                                                      \
    X(SUB, "sub", B)                                                        \
    X(FSUB, "fsub", B)                                                      \
    X(MUL, "mul", B)                                                        \
    X(FMUL, "fmul", B)                                                      \
    X(UDIV, "udiv", B)                                                      \
    X(SDIV, "sdiv", B)                                                      \
    X(FDIV, "fdiv", B)                                                      \
    X(UREM, "urem", B)                                                      \
    X(SREM, "srem", B)                                                      \
    X(FREM, "frem", B)                                                      \
    X(SHL, "shl", B)                                                        \
    X(LSHR, "lshr", B)                                                      \
    X(ASHR, "ashr", B)                                                      \
    X(AND, "and", B)                                                        \
    X(OR, "or", B)                                                          \
    X(XOR, "xor", B)                                                        \
    X(EXTRACTELEMENT, "extractelement", O)                                  \
    X(INSERTELEMENT, "insertelement", O)                                    \
    X(SHUFFLEVECTOR, "shufflevector", O)                                    \
    X(EXTRACTVALUE, "extractvalue", O)                                      \
    X(INSERTVALUE, "insertvalue", O)                                        \
    X(ALLOCA, "alloca", M)                                                  \
    X(LOAD, "load", M)                                                      \
    X(STORE, "store", M)                                                    \
    X(FENCE, "fence", M)                                                    \
    X(CMPXCHG, "cmpxchg", M)                                                \
    X(ATOMICRMW, "atomicrmw", M)                                            \
    X(GEP, "getelementptr", O)                                              \
    X(TRUNC, "trunc", C)                                                    \
    X(ZEXT, "zext", C)                                                      \
    X(SEXT, "sext", C)                                                      \
    X(FPTRUNC, "fptrunc", C)                                                \
    X(FPEXT, "fpext", C)                                                    \
    X(FPTOUI, "fptoui", C)                                                  \
    X(FPTOSI, "fptosi", C)                                                  \
    X(UITOFP, "uitofp", C)                                                  \
    X(SITOFP, "sitofp", C)                                                  \
    X(PTRTOINT, "ptrtoint", C)                                              \
    X(INTTOPTR, "inttoptr", C)                                              \
    X(BITCAST, "bitcast", C)                                                \
    X(ADDRSPACECAST, "addrspacecast", C)                                    \
    X(ICMP, "icmp", O)                                                      \
    X(FCMP, "fcmp", O)                                                      \
    X(PHI, "phi", O)                                                        \
    X(SELECT, "select", O)                                                  \
    X(CALL, "call", O)                                                      \
    X(VA_ARG, "va_arg", O)                                                  \
    X(LANDINGPAD, "landingpad", O)                                          \
    X(FREEZE, "freeze", O)

typedef enum {
#define X(e, s, c) OP_##e,
    OPCODES(X)
#undef X
        OP__COUNT
} Opcode;

const char *opcode_name(Opcode op);
bool opcode_is_terminator(Opcode op);
bool opcode_is_binary(Opcode op);
bool opcode_is_cast(Opcode op);

/* Instruction flags (Instr.flags, Const.flags).  Fast-math flags first,
 * so that (flags & IF_FMF_MASK) is the fast-math set. */
#define INSTR_FLAGS(X)                                                      \
    X(NNAN, "nnan")                                                         \
    X(NINF, "ninf")                                                         \
    X(NSZ, "nsz")                                                           \
    X(ARCP, "arcp")                                                         \
    X(CONTRACT, "contract")                                                 \
    X(AFN, "afn")                                                           \
    X(REASSOC, "reassoc")                                                   \
    X(NUW, "nuw")                                                           \
    X(NSW, "nsw")                                                           \
    X(EXACT, "exact")                                                       \
    X(DISJOINT, "disjoint")                                                 \
    X(NNEG, "nneg")                                                         \
    X(SAMESIGN, "samesign")                                                 \
    X(INBOUNDS, "inbounds")                                                 \
    X(NUSW, "nusw")                                                         \
    X(VOLATILE, "volatile")                                                 \
    X(ATOMIC, "atomic")                                                     \
    X(WEAK, "weak")                                                         \
    X(TAIL, "tail")                                                         \
    X(MUSTTAIL, "musttail")                                                 \
    X(NOTAIL, "notail")                                                     \
    X(INALLOCA, "inalloca")                                                 \
    X(SWIFTERROR, "swifterror")                                             \
    X(CLEANUP, "cleanup")

enum {
#define X(e, s) IFB_##e,
    INSTR_FLAGS(X)
#undef X
    IFB__COUNT
};
enum {
#define X(e, s) IF_##e = 1u << IFB_##e,
    INSTR_FLAGS(X)
#undef X
    IF_FAST = IF_NNAN | IF_NINF | IF_NSZ | IF_ARCP | IF_CONTRACT | IF_AFN |
              IF_REASSOC, /* `fast` means all seven */
    IF_FMF_MASK = IF_FAST,
};
const char *instr_flag_name(unsigned bit); /* by IFB_ index */

/* Comparison predicates: integer ones then floating-point ones. */
#define PREDICATES(X)                                                       \
    X(EQ, "eq") X(NE, "ne") X(UGT, "ugt") X(UGE, "uge") X(ULT, "ult")       \
    X(ULE, "ule") X(SGT, "sgt") X(SGE, "sge") X(SLT, "slt") X(SLE, "sle")   \
    X(F_FALSE, "false") X(F_OEQ, "oeq") X(F_OGT, "ogt") X(F_OGE, "oge")     \
    X(F_OLT, "olt") X(F_OLE, "ole") X(F_ONE, "one") X(F_ORD, "ord")         \
    X(F_UEQ, "ueq") X(F_UGT, "ugt") X(F_UGE, "uge") X(F_ULT, "ult")         \
    X(F_ULE, "ule") X(F_UNE, "une") X(F_UNO, "uno") X(F_TRUE, "true")
typedef enum {
#define X(e, s) PRED_##e,
    PREDICATES(X)
#undef X
        PRED__COUNT
} Predicate;
const char *predicate_name(Predicate p);
Predicate predicate_swapped(Predicate p); /* a p b is b p' a */
Predicate predicate_inverse(Predicate p); /* integer: holds when p fails */

/* Atomic orderings in LLVM's order of strength. */
#define ORDERINGS(X)                                                        \
    X(NOTATOMIC, "") X(UNORDERED, "unordered") X(MONOTONIC, "monotonic")    \
    X(ACQUIRE, "acquire") X(RELEASE, "release") X(ACQ_REL, "acq_rel")       \
    X(SEQ_CST, "seq_cst")
typedef enum {
#define X(e, s) ORD_##e,
    ORDERINGS(X)
#undef X
        ORD__COUNT
} Ordering;
const char *ordering_name(Ordering o);

#define RMW_OPS(X)                                                          \
    X(XCHG, "xchg") X(ADD, "add") X(SUB, "sub") X(AND, "and")               \
    X(NAND, "nand") X(OR, "or") X(XOR, "xor") X(MAX, "max") X(MIN, "min")   \
    X(UMAX, "umax") X(UMIN, "umin") X(FADD, "fadd") X(FSUB, "fsub")         \
    X(FMAX, "fmax") X(FMIN, "fmin") X(FMAXIMUM, "fmaximum")                 \
    X(FMINIMUM, "fminimum") X(UINC_WRAP, "uinc_wrap")                       \
    X(UDEC_WRAP, "udec_wrap") X(USUB_COND, "usub_cond")                     \
    X(USUB_SAT, "usub_sat")
typedef enum {
#define X(e, s) RMW_##e,
    RMW_OPS(X)
#undef X
        RMW__COUNT
} RmwOp;
const char *rmw_name(RmwOp op);

/* Metadata attachment `!kind !N` on an instruction, function or global. */
typedef struct MDNode MDNode;
typedef struct MDAttach {
    const char *kind; /* "dbg", "tbaa", "llvm.loop", ... without '!' */
    MDNode *node;
} MDAttach;

/* An operand bundle `"tag"(ty %v, ...)` on a call. */
typedef struct Bundle {
    const char *tag;
    uint32_t first, count; /* a range of the call's operands */
} Bundle;

typedef struct Block Block;
typedef struct Global Global;

/* Operand layout by opcode (ops[i].val):
 *   RET            [value]  or none for `ret void`
 *   BR             [dest]  or  [cond, iftrue, iffalse]
 *   SWITCH         [cond, default, case0val, case0dest, case1val, ...]
 *   INDIRECTBR     [addr, dest0, dest1, ...]
 *   INVOKE         [args..., callee, normal, unwind]
 *   RESUME         [value]
 *   binary         [lhs, rhs];   FNEG, FREEZE, casts: [src]
 *   EXTRACTELEMENT [vec, idx];  INSERTELEMENT [vec, elt, idx]
 *   SHUFFLEVECTOR  [v1, v2, mask]  (mask is a constant vector)
 *   EXTRACTVALUE   [agg] + indices;  INSERTVALUE [agg, val] + indices
 *   ALLOCA         [count] (i32 1 when not written: see `explicit_count`)
 *   LOAD           [ptr];  STORE [value, ptr]
 *   CMPXCHG        [ptr, cmp, new];  ATOMICRMW [ptr, value]
 *   GEP            [base, idx0, idx1, ...]
 *   ICMP/FCMP      [lhs, rhs];  SELECT [cond, iftrue, iffalse]
 *   PHI            [val0, block0, val1, block1, ...]
 *   CALL           [args..., (bundle operands...), callee]
 *   VA_ARG         [valist];  LANDINGPAD: clauses [val...]
 */
/* What only a call (CALL, INVOKE) has.  instr_new makes one for those
 * opcodes, so Instr.call is never NULL there, and NULL for every other
 * instruction.  It is kept apart because most of a module's instructions
 * are not calls: in the Instr itself these fields cost 48 bytes each. */
typedef struct CallInfo {
    AttrList fn_attrs, ret_attrs;
    AttrList *arg_attrs; /* one list per argument, or NULL when no
                            argument has attributes */
    Bundle *bundles;     /* NULL when nbundles is 0 */
    uint32_t nbundles;
    bool explicit_fnty;  /* written as `call RET (ARGS) @f` */
    bool forward_varargs; /* CALL: musttail, the arguments end with `...` */
} CallInfo;

typedef struct Instr Instr;
/* The fields are ordered so that little padding is left between them
 * (three bytes, after explicit_count): a module holds tens of thousands
 * of instructions (libdevice: 36k), and a generated kernel may hold
 * millions. */
struct Instr {
    Value v;            /* v.type is the result type (void if none) */
    Opcode op;
    uint32_t nops;
    Block *parent;
    Instr *prev, *next;
    Use *ops;
    uint32_t flags;      /* IF_* */
    uint8_t pred;        /* ICMP/FCMP: Predicate */
    uint8_t ordering;    /* atomics: Ordering (success for cmpxchg) */
    uint8_t ordering2;   /* CMPXCHG: failure Ordering */
    uint8_t rmw;         /* ATOMICRMW: RmwOp */
    const char *syncscope; /* NULL = system scope */
    uint64_t align;      /* bytes; 0 = not written */
    Type *aux_type;      /* ALLOCA: allocated type; GEP: source element
                            type; CALL/INVOKE: callee's function type;
                            LOAD: loaded type (= v.type) */
    uint32_t addrspace;  /* ALLOCA: `addrspace(N)` */
    bool explicit_count; /* ALLOCA: element count was written */
    uint32_t *indices;   /* EXTRACTVALUE/INSERTVALUE */
    uint32_t nindices;
    int32_t inrange_idx; /* GEP legacy `inrange` before index k, else -1 */
    const char *inrange; /* GEP `inrange(a, b)` text, else NULL */
    unsigned cc;         /* CALL/INVOKE: calling convention (CC_*) */
    uint32_t nargs;      /* CALL/INVOKE: number of call arguments */
    CallInfo *call;      /* CALL/INVOKE: attributes, bundles; else NULL */
    uint32_t nmd;
    uint32_t pos;        /* program-order position in its function (from
                            1): set by the parser as it builds, and again
                            by cfg_build (after a pass adds or removes
                            instructions, only cfg_build's is exact) */
    MDAttach *md;
};

/* Convenience accessors. */
static inline Value *instr_op(const Instr *i, uint32_t k) { return i->ops[k].val; }
Value *call_callee(const Instr *call);
Global *call_callee_fn(const Instr *call); /* NULL if indirect/asm */
/* The byte offset getelementptr g adds to its base when every index is
 * a constant; false otherwise. */
bool gep_const_offset(const Instr *g, unsigned ptr_bits, int64_t *off);
/* Does the instruction have a result (a non-void type)?  Inline: the
 * printer asks for every instruction, twice. */
static inline bool instr_has_result(const Instr *i)
{
    return i->v.type && i->v.type->kind != TY_VOID;
}
/* Does the instruction carry the `!kind` attachment?  Returns it or NULL. */
MDNode *instr_md(const Instr *i, const char *kind);

/* ------------------------------------------------------------------ */
/* Blocks, arguments, functions, globals                                 */
/* ------------------------------------------------------------------ */
struct Block {
    Value v;            /* type: label */
    Global *parent;
    Instr *first, *last;
    Block *prev, *next;
    uint32_t index;     /* position in the function, 0 = entry */
    bool defined;       /* false while only forward-referenced */
    /* Filled by ir/cfg.c (cfg_build). */
    Block **preds, **succs;
    uint32_t npreds, nsuccs;
    Block *idom;        /* immediate dominator (NULL for entry) */
    uint32_t rpo;       /* reverse post-order number */
    uint32_t dom_in, dom_out; /* entry/exit times of a depth-first walk of
                                 the dominator tree: a dominates b iff
                                 b's interval lies inside a's */
};

typedef struct Arg {
    Value v;
    Global *parent;
    uint32_t index;
} Arg;

/* Linkage kinds, as spelled in the IR ("" = external, the default). */
#define LINKAGES(X)                                                         \
    X(EXTERNAL, "") X(PRIVATE, "private") X(INTERNAL, "internal")           \
    X(AVAILABLE_EXTERNALLY, "available_externally")                         \
    X(LINKONCE, "linkonce") X(WEAK, "weak") X(COMMON, "common")             \
    X(APPENDING, "appending") X(EXTERN_WEAK, "extern_weak")                 \
    X(LINKONCE_ODR, "linkonce_odr") X(WEAK_ODR, "weak_odr")                 \
    X(EXTERNAL_KW, "external")
typedef enum {
#define X(e, s) LINK_##e,
    LINKAGES(X)
#undef X
        LINK__COUNT
} Linkage;
const char *linkage_name(Linkage l);

typedef enum { VIS_DEFAULT, VIS_HIDDEN, VIS_PROTECTED } Visibility;
typedef enum { DLL_NONE, DLL_IMPORT, DLL_EXPORT } DLLStorage;
typedef enum { UA_NONE, UA_UNNAMED, UA_LOCAL } UnnamedAddr;

/* Calling conventions tnvcc names; any other is kept as `cc N`. */
enum {
    CC_C = 0,
    CC_FAST = 8,
    CC_COLD = 9,
    CC_PTX_KERNEL = 71,
    CC_PTX_DEVICE = 72,
};

typedef enum { GK_PENDING, GK_VAR, GK_FUNC, GK_ALIAS, GK_IFUNC } GlobalKind;

/* A global variable, function, alias or ifunc.  One struct for all four,
 * so that a forward reference `@f` can be created before the parser knows
 * which it is, and filled in place when the definition arrives (the
 * placeholder's uses then need no rewriting). */
struct Global {
    Value v;            /* type: the pointer type of the symbol */
    const char *ptx_name; /* ptx_unique_local_names: a local symbol's PTX
                             identifier where its IR name is not one, else
                             NULL (ptx_symbol reads it; the IR name stays,
                             for the verifier and for messages) */
    GlobalKind gk;
    Linkage linkage;
    Visibility vis;
    DLLStorage dll;
    UnnamedAddr unnamed_addr;
    bool dso_local, dso_preemptable;
    const char *thread_local; /* NULL, "" (plain), or the model */
    uint32_t addrspace;
    const char *section, *partition, *comdat; /* comdat: name or "" */
    bool has_comdat;
    uint64_t align;     /* 0 = not written */
    MDAttach *md;
    uint32_t nmd;
    AttrList attrs;     /* variables: attributes; functions: fn attrs */
    Loc ref_loc;        /* first forward reference, for "undefined" */
    Global *next;       /* module order of its kind's list */

    /* GK_VAR */
    Type *value_type;   /* also GK_ALIAS: the aliasee's value type */
    Value *init;        /* NULL for a declaration (also GK_ALIAS aliasee) */
    Use init_use;       /* links init into its use list */
    bool is_constant, externally_initialized;
    const char *code_model;

    /* GK_FUNC */
    Type *fnty;
    bool is_decl;
    unsigned cc;
    AttrList ret_attrs;
    AttrList *param_attrs; /* fnty->nmem lists */
    AttrList attrs_written; /* attrs_replaced: the function attributes the
                               input wrote on this intrinsic declaration
                               (groups expanded), which intrinsic_attrs_apply
                               replaced; code generation decides with them */
    bool attrs_replaced;
    int16_t attrs_last_param; /* attrs_replaced: the highest parameter the
                             table gives attributes to, or -1 */
    Arg **args;
    uint32_t nargs;
    Block *first, *last;
    uint32_t nblocks;
    bool cfg_current;   /* cfg_build's results (and Instr.pos) are exact:
                           set by cfg_build; cleared by every change to
                           the body through this API (block_append,
                           instr_set_op, instr_remove of a terminator,
                           cfg_changed), which a pass that edits blocks
                           or terminators by hand must call too.
                           cfg_ensure rebuilds only when it is clear. */
    uint32_t npos;      /* cfg_build: the largest Instr.pos (instructions
                           are numbered 1..npos in block order) */
    const char *gc;
    Use prefix, prologue, personality; /* val NULL when absent */
    uint64_t fn_align;  /* `align N` after the parameter list */
    bool explicit_addrspace;
};

static inline bool global_is_func(const Global *g) { return g->gk == GK_FUNC; }
static inline bool global_is_var(const Global *g) { return g->gk == GK_VAR; }

/* ------------------------------------------------------------------ */
/* Metadata (ir/metadata.c)                                              */
/* ------------------------------------------------------------------ */
typedef enum {
    MD_NULL,   /* `null` */
    MD_NODE,   /* !N or an inline !{...} / !DIxxx(...) */
    MD_STRING, /* !"text" */
    MD_VALUE,  /* `i32 1`, `ptr @k`, `void (...)* @k` */
    MD_RAW,    /* a specialised-record field: DW_TAG_x, 42, true, A | B */
} MDOpKind;

struct MDOp {
    MDOpKind kind;
    MDNode *node;
    const char *str; /* MD_STRING (bytes, may hold NUL) / MD_RAW text */
    size_t len;
    Value *value;    /* MD_VALUE */
    const char *field; /* specialised records: field name, else NULL */
};

struct MDNode {
    uint32_t num;      /* !N; MD_INLINE for nodes written inline */
    bool distinct;
    bool defined;      /* false while only referenced */
    const char *spec;  /* "DILocation" etc.; NULL for a tuple !{...} */
    MDOp *ops;
    uint32_t nops;
    Loc loc;
    MDNode *next;      /* module list, in order of definition */
};
#define MD_INLINE UINT32_MAX

typedef struct NamedMD {
    const char *name;  /* without '!' */
    MDNode **nodes;    /* each element is a numbered node */
    uint32_t n;
    Loc loc;
    struct NamedMD *next;
} NamedMD;

/* ------------------------------------------------------------------ */
/* Module (ir/module.c)                                                  */
/* ------------------------------------------------------------------ */
typedef struct AttrGroup {
    uint32_t num;       /* #N */
    AttrList attrs;
    Loc loc;
    struct AttrGroup *next;
} AttrGroup;

typedef struct Comdat {
    const char *name;
    const char *kind;   /* any, exactmatch, largest, nodeduplicate, samesize */
    struct Comdat *next;
} Comdat;

typedef struct Module {
    Arena arena;        /* the module lifetime */
    TypeTable types;
    ConstTable consts;
    const char *source_filename; /* NULL if absent */
    const char *datalayout;      /* NULL if absent; "" if empty */
    const char *triple;          /* NULL if absent */
    Loc datalayout_loc, triple_loc;
    bool typed_pointers;   /* the input used `T*` pointer types */
    Global *globals;       /* variables, in source order */
    Global *funcs;         /* functions (definitions and declarations) */
    Global *aliases;       /* aliases and ifuncs */
    Global **globals_tail, **funcs_tail, **aliases_tail;
    uint32_t nfuncs;
    MDNode *mds;           /* numbered metadata, in order of definition */
    MDNode **mds_tail;
    NamedMD *named_mds, **named_tail;
    AttrGroup *attr_groups, **attr_groups_tail;
    Comdat *comdats, **comdats_tail;
    Vec module_asm;        /* const char*: `module asm` lines, unescaped */
    struct Module *linked; /* modules linked into this one (ir/link.c): their
                              arenas hold the objects that moved here;
                              freed with it */
} Module;

Module *module_new(void);
void module_free(Module *m);
/* Take function g out of m's function list: to its end (to_end), or out
 * of the module (the caller has moved its uses elsewhere). */
void module_move_func(Module *m, Global *g, bool to_end);
Global *module_find_global(Module *m, const char *name); /* linear; O(n) */
AttrGroup *module_attr_group(const Module *m, uint32_t num);
NamedMD *module_named_md(const Module *m, const char *name);

/* Source lines from the debug metadata (ir/lines.c): a file number (from
 * 1; 0 is "no location"), a line and a column, as PTX's .loc writes them.
 * lines_make returns NULL when no compile unit asks for line
 * information; the table is read-only afterwards. */
typedef struct LineLoc {
    uint32_t file, line, col;
} LineLoc;
typedef struct LineTable LineTable;
LineTable *lines_make(const Module *m, Arena *a);
LineLoc lines_of_instr(const LineTable *t, const Instr *i);
LineLoc lines_of_function(const LineTable *t, const Global *fn);
void lines_print_files(const LineTable *t, FILE *out); /* the .file lines */

/* Does `fn` carry the kernel convention (ptx_kernel, or nvvm.annotations
 * "kernel" = 1)? */
bool module_is_kernel(const Module *m, const Global *fn);
/* Ask the memory system for fn's IR before a pass walks it cold (a hint;
 * ir/module.c says why it pays). */
void function_prefetch(const Global *fn);
/* 32 for the nvptx architecture ("nvptx", "nvptx-..."); any other triple,
 * or none, is compiled as a 64-bit module, as LLVM's NVPTX backend does. */
unsigned module_ptr_bits(const Module *m);
/* ir/varargs.c: variadic functions and calls to LLVM's NVPTX convention
 * (the variable arguments in a buffer passed by pointer); run before
 * code generation. */
void lower_varargs(Module *m);
/* Might lower_varargs change anything in m? */
bool lower_varargs_needed(const Module *m);
/* Does an nvvm.annotations tuple of g say `key` = 1 ("kernel",
 * "managed")? */
bool module_annotation_is_one(const Module *m, const Global *g, const char *key);
/* Is parameter a (0-based) of kernel fn a grid constant: the parameter
 * attribute "nvvm.grid_constant" (LLVM 20+), or nvvm.annotations'
 * !"grid_constant" with a list of 1-based parameter numbers (older
 * producers; CUDA's __grid_constant__)?  Such a byval parameter is never
 * written, so its address may be the .param variable's own (NVPTXUsage). */
bool module_param_grid_constant(const Module *m, const Global *fn, uint32_t a);

/* Builders used by the parser and by passes. */
Instr *instr_new(Module *m, Opcode op, Type *type, uint32_t nops);
void instr_set_op(Instr *i, uint32_t k, Value *v);
void block_append(Block *b, Instr *i);
void instr_insert_before(Instr *pos, Instr *i); /* i into pos's block */
/* A new instruction `op` of type `type` with operands a and b (each may
 * be NULL: then it has fewer), at location loc, inserted before pos: how
 * the IR passes add arithmetic, casts and getelementptrs. */
Instr *instr_add_before(Module *m, Instr *pos, Opcode op, Type *type, Value *a, Value *b,
                        Loc loc);
void instr_remove(Instr *i); /* unlinks from block, drops operand uses */
/* A new empty block of after's function, placed right after it in the
 * layout (its index is exact again after the next cfg_build). */
Block *block_new_after(Module *m, Block *after, Loc loc);
/* Split at's block before `at` (not a phi): at and everything after it
 * move to a new block placed right after the old one, and the phis of
 * the successors name the new block where they named the old.  The old
 * block is left without a terminator: the caller appends one. */
Block *block_split_before(Module *m, Instr *at);

/* ------------------------------------------------------------------ */
/* Printer (ir/print.c)                                                  */
/* ------------------------------------------------------------------ */
/* The printers write through a buffered writer, IrOut (ir/out.h, internal
 * to ir/), and hand stdio large pieces; the FILE* functions below wrap it.
 * Writes the module as LLVM IR text that tnvcc (and llvm-as, for the
 * constructs it knows) reads back.  Printing a module parsed from the
 * printer's own output yields identical text (the round-trip fixpoint). */
void module_print(FILE *out, const Module *m);
/* For diagnostics and dumps: one value as `i32 %x`, `ptr @g`, `i32 5`. */
void value_print_operand(FILE *out, const Value *v);
/* `sigil` + name, quoted as `%"a b"` with \XX escapes unless the name
 * matches [-a-zA-Z$._][-a-zA-Z$._0-9]* (LLVM's rule).  Added for type.c. */
void ir_print_name(FILE *out, char sigil, const char *name);
/* [-a-zA-Z$._0-9]: may byte c appear in an unquoted name? */
extern const bool ir_name_chars[256];
/* The bytes s[0..n) as inside an LLVM string literal (no quotes): printable
 * ASCII as is, except `"` and `\`, everything else as \XX (two upper-case
 * hex digits).  Added for attr.c and the printer. */
void ir_print_escaped(FILE *out, const char *s, size_t n);
/* An integer constant's value in signed decimal (any width; no type, and
 * i1 prints as 0/-1, not true/false).  Added for attr.c's `range(...)`. */
void const_int_print(FILE *out, const Const *c);

/* ------------------------------------------------------------------ */
/* CFG and dominators (ir/cfg.c)                                         */
/* ------------------------------------------------------------------ */
/* Fill preds/succs/rpo/idom/dom_in/dom_out of every block of fn (a
 * definition) and number its instructions (Instr.pos), so that the two
 * queries below answer in constant time. */
void cfg_build(Module *m, Global *fn);
/* cfg_build, unless nothing changed since the last one (Global.
 * cfg_current): libdevice's functions were built up to five times each
 * (NVVMReflect, the verifier, selection), and each build walks every
 * block and instruction, cold in the cache. */
void cfg_ensure(Module *m, Global *fn);
/* Which blocks a path from fn's entry reaches, read off the terminators
 * alone: a malloc'ed array by Block.index (which it numbers, as
 * cfg_build would), without the predecessors and dominators of a build.
 * NVVMReflect asks it before folding, to tell which blocks its folding
 * kills: a full build there was thrown away whenever a branch folded. */
bool *cfg_reachable(Global *fn);
/* After deleting blocks no path reached (gone: by their Block.index):
 * brings the CFG up to date in place (ir/cfg.c says what changes). */
void cfg_forget_blocks(Global *fn, const bool *gone);
/* fn's body changed outside the API above: its CFG must be rebuilt. */
static inline void cfg_changed(Global *fn)
{
    if (fn)
        fn->cfg_current = false;
}
bool block_dominates(const Block *a, const Block *b);
/* The natural loop of back edge l -> h (h dominates l): h and every
 * reachable block that reaches l without passing h.  Each block found is
 * marked stamp[index] = st and appended to list at *n (room for every
 * block of the function); a second call with the same st adds the blocks
 * of another back edge of the same loop.  *work counts the blocks
 * expanded: false once it passes max, the body then incomplete. */
bool natural_loop(Block *h, Block *l, uint32_t *stamp, uint32_t st, Block **list, uint32_t *n,
                  uint64_t *work, uint64_t max);
/* Does instruction `def` dominate the use at (user, operand k)?  Handles
 * phi uses (checked at the end of the incoming block). */
bool instr_dominates_use(const Instr *def, const Instr *user, uint32_t k);

/* ------------------------------------------------------------------ */
/* Promotion of local variables to SSA values (ir/mem2reg.c)             */
/* ------------------------------------------------------------------ */
/* Pass "mem2reg": the allocas of fn used only by whole or field loads
 * and stores become SSA values with phis, as LLVM's mem2reg/SROA make
 * them; nothing is done to a declaration or an `optnone` function.  True
 * if anything changed.  The CFG is current on return. */
bool mem2reg_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* Folding shared by the IR passes (ir/fold.c)                          */
/* ------------------------------------------------------------------ */
enum { FOLD_CONSTANTS = 0, FOLD_IDENTITIES = 1 };
/* The value i has because its operands decide it (a constant, or one of
 * its operands with FOLD_IDENTITIES: x + 0, x * 1, select c, x, x, a phi
 * of one value, ...), or NULL. */
Value *fold_instr(Module *m, const Instr *i, unsigned how);
/* A br or switch on a constant becomes `br label %taken`; the blocks it
 * no longer goes to lose their phi entries for it.  True if it did. */
bool fold_branch(Instr *t);
void drop_phi_entry(Block *to, const Block *from); /* one entry per call */
/* The field at path[0..n) (of type ft) of aggregate value agg when it
 * can be read off without an extractvalue, else NULL.  Field stores
 * through mem2reg are insertvalues, so a field read back this way is the
 * stored value itself: a constant stays a constant for the selector
 * (Numba's `range` stores its step, 1, and divides by what it loads
 * back). */
Value *fold_field(Module *m, Value *agg, const uint32_t *path, uint32_t n, Type *ft);
/* Delete the blocks that were reachable (reach[Block.index], before a
 * fold) and are not any more by the CFG just built; false (and nothing
 * deleted) if there are none, or if a value of theirs is used elsewhere.
 * The CFG stays current. */
bool delete_dead_blocks(Global *fn, const bool *reach);

/* ------------------------------------------------------------------ */
/* Common subexpressions across blocks (ir/cse.c)                       */
/* ------------------------------------------------------------------ */
/* Pass "cse": each pure instruction (arithmetic, comparison, select,
 * cast, GEP, element operation) equal to one that dominates it is
 * replaced by that one and removed.  Nothing is done to a declaration or
 * an `optnone` function.  True when an instruction went. */
bool cse_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* Loop strength reduction (ir/lsr.c)                                   */
/* ------------------------------------------------------------------ */
/* Pass "lsr": in a loop, each product (i + k) * x of an induction
 * variable i (a header phi stepped by a constant) and a value x from
 * outside the loop becomes j + k * x, j a new induction variable equal
 * to i * x.  Nothing is done to a declaration or an `optnone` function.
 * True when a product went.  The CFG is current on return. */
bool lsr_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* Signs of integer values (ir/sign.c)                                  */
/* ------------------------------------------------------------------ */
/* Is integer value v (of at most 64 bits), used in block `at`, never
 * negative: from its operations, the special registers it reads, the
 * branches that guard a phi's incoming edges, and those that dominate
 * `at` (NULL: none)?  False when not known. */
bool known_nonneg(const Value *v, const Block *at);
/* For pass cse (ir/divrem.c): each urem/srem whose udiv/sdiv of the same
 * operands (not `exact`) dominates it, or is dominated by it (and then
 * moves up to it), becomes n - q * d.  True when one changed.  Needs a
 * current CFG when fn has more than one block. */
bool divrem_pairs(Module *m, Global *fn);
/* For pass cse: a comparison its operand's sign, or its being nonzero,
 * decides gives that constant; sdiv and srem of non-negative values
 * become udiv and urem (in place; NULL is returned).  Otherwise NULL. */
Value *sign_fold(Module *m, Instr *i);

/* ------------------------------------------------------------------ */
/* Loads through a choice of byval parameters (ir/byvalload.c)          */
/* ------------------------------------------------------------------ */
/* Pass "byvalload": a load through a phi or select of pointers into
 * byval parameters that only loads read becomes a phi or select of
 * loads, so the parameters stay in .param (isel/lower/byval.c).  True
 * when a load changed.  The CFG is current on return. */
bool byvalload_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* Aggregate copies in words (ir/aggcopy.c)                             */
/* ------------------------------------------------------------------ */
/* Pass "aggcopy": a struct or array loaded only to be stored elsewhere
 * is copied as integers as wide as both alignments allow, when that
 * takes fewer accesses than its fields.  True when a copy changed. */
bool aggcopy_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* Neighbouring constant stores merged (ir/mergestores.c)               */
/* ------------------------------------------------------------------ */
/* Pass "mergestores": stores of constants, one after another, that
 * fill an aligned 2, 4 or 8 bytes of one base become one store.  True
 * when stores merged. */
bool mergestores_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* Address bases shared across blocks (ir/hoist.c)                       */
/* ------------------------------------------------------------------ */
/* Pass "hoist": getelementptrs in several blocks that differ only in
 * constants share one base address, computed in the block that
 * dominates them all; each becomes base + its constant offset.  True
 * when an address changed.  The CFG is current on return. */
bool hoist_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* 64-bit division by 32 bits where the operands fit (ir/bypassdiv.c)   */
/* ------------------------------------------------------------------ */
/* Pass "bypassdiv": a 64-bit udiv/sdiv/urem/srem by a value that is not
 * a constant takes a 32-bit division when both operands are below 2^32
 * at run time (a test and two new blocks), or always when they are known
 * to be.  True when one changed.  The CFG is current on return. */
bool bypassdiv_function(Module *m, Global *fn);

/* ------------------------------------------------------------------ */
/* NVVMReflect (ir/reflect.c)                                            */
/* ------------------------------------------------------------------ */
/* The answers to __nvvm_reflect("NAME"); every other name is 0. */
typedef struct ReflectOptions {
    unsigned cuda_arch; /* __CUDA_ARCH: the target's SM number * 10 */
    int ftz;            /* __CUDA_FTZ: 0 or 1, or -1 for the module flag
                           "nvvm-reflect-ftz" (0 when absent) */
    int prec_sqrt;      /* __CUDA_PREC_SQRT: 0 or 1, or -1 for the module
                           flag "nvvm-reflect-prec-sqrt" (0 when absent) */
    int prec_div;       /* __CUDA_PREC_DIV: 0 or 1, or -1 for 0 (LLVM has
                           no module flag for it) */
} ReflectOptions;
/* Fold every reflect call of m to its constant, fold the instructions and
 * branches that become constant, and delete the blocks that thereby
 * became unreachable.  *folded (if not NULL) gets the number of calls
 * folded.  False after a located error (a call whose argument is not a
 * constant string). */
bool nvvm_reflect(Module *m, const ReflectOptions *o, Diag *d, unsigned *folded);
/* The same for one function (nothing for a declaration): the pass looks
 * at nothing outside the function it folds, so a driver may run it
 * function by function, each just before the function is verified. */
bool nvvm_reflect_function(Module *m, const ReflectOptions *o, Diag *d, Global *fn);

/* ------------------------------------------------------------------ */
/* libNVVM's floating-point switches as fast-math flags (ir/fpopts.c)   */
/* ------------------------------------------------------------------ */
typedef struct FpOptions {
    int fma;       /* 1: contract every fmul/fadd/fsub; 0: none; -1: as written */
    int prec_sqrt; /* 0: f32 llvm.sqrt may be approximate (afn); else as written */
} FpOptions;       /* (-prec-div=0 has no flag: IselOptions.div_full) */
void fp_options_apply(Module *m, const FpOptions *o);
void fp_options_apply_function(Global *f, const FpOptions *o); /* one function's */

/* ------------------------------------------------------------------ */
/* Linking modules (ir/link.c)                                          */
/* ------------------------------------------------------------------ */
typedef struct LinkInput {
    Module *m;
    const char *name; /* for diagnostics that name the module */
    const Source *src; /* its text, for located diagnostics (may be NULL) */
    bool lazy;        /* libNVVM's lazy module: keep only what is used */
} LinkInput;
/* Link the n modules into one and return it; every input module is
 * consumed (freed or returned).  NULL after located errors through d. */
Module *link_modules(LinkInput *in, unsigned n, Diag *d);

/* ------------------------------------------------------------------ */
/* PTX identifiers (ir/names.c), shared by isel/ and emit/              */
/* ------------------------------------------------------------------ */
/* The PTX identifier for a global or function: deterministic and valid. */
char *ptx_symbol(Arena *a, const Module *m, const Global *g);
/* False (with a located error) when two symbols of the module would get
 * the same PTX identifier. */
bool ptx_symbols_distinct(const Module *m, Diag *d);
/* Gives the module's local symbols PTX identifiers, unique, as LLVM's
 * NVPTX backend renames them (its symbol table's counter), in
 * Global.ptx_name: their IR names stay. */
void ptx_unique_local_names(Module *m);

#endif /* TNVCC_IR_H */
