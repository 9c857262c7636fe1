/*
 * frontend/parse.h -- what the lexer, the grammar and the semantic
 * actions share.  Not used outside frontend/.
 *
 * The parser is one pass: bison (parser.y, the module level) and the
 * hand-written body parser (body.c) call the lexer for tokens, and each
 * grammar rule's action -- each completed construct, in body.c -- calls a
 * function of build.c that creates IR right away.  Two things make one
 * pass possible:
 *   - ValRef: a value as *written* ("%x", "42", "[i32 1, i32 2]") before
 *     the type that gives it meaning is known; build.c turns a (Type,
 *     ValRef) pair into a Value.  LLVM's own parser calls this a ValID.
 *   - forward references: a name used before its definition gets a
 *     placeholder (a FwdRef value, a not-yet-defined Block, or a Global of
 *     kind GK_PENDING) that the definition later replaces or fills in.
 */
#ifndef TNVCC_PARSE_H
#define TNVCC_PARSE_H

#include <string.h>

#include "frontend/frontend.h"

/* A byte string inside the source or an arena (not NUL-terminated in the
 * source; arena copies are). */
typedef struct Str {
    const char *s;
    size_t n;
} Str;

/* Source span of a token or rule, for diagnostics (line/col) and for
 * slicing raw text out of the buffer (byte offsets). */
typedef struct Span {
    uint32_t line, col;   /* where it starts */
    uint32_t start, end;  /* byte offsets [start, end): 32 bits suffice
                             since inputs are limited to LIMIT_SOURCE_BYTES,
                             and a small Span keeps bison's location stack
                             cheap to push */
} Span;

static inline Loc span_loc(Span s) { return (Loc){s.line, s.col}; }

/* A named type mentioned before (or without) its `%T = type` line: LLVM
 * refuses a module that never defines it. */
typedef struct TypeUse {
    Str key;
    Loc loc;
} TypeUse;

/* A growable list of pointers, allocated in the parse arena. */
typedef struct PList {
    void **v;
    uint32_t n, cap;
} PList;

/* ---- string-keyed hash map (symtab.c) ---- */
typedef struct SymEntry {
    const char *key;  /* NULL = empty slot */
    size_t len;
    void *val;
    uint64_t hash;    /* hash_bytes of the key: probes compare it first, and
                         growth moves entries by it, without reading the
                         key's bytes again (a cache miss in a big module) */
} SymEntry;

typedef struct SymTab {
    SymEntry *slots;
    size_t cap, count;
    Arena *arena;     /* where the slots live; NULL = malloc */
} SymTab;

void symtab_init(SymTab *t, Arena *a);
void symtab_free(SymTab *t);
void *symtab_get(const SymTab *t, const char *key, size_t len);
void symtab_put(SymTab *t, const char *key, size_t len, void *val);
/* The hash of a byte string (symtab.c; also the literal cache's). */
uint64_t hash_bytes(const char *s, size_t n);

/* Are a[0..n) and b[0..n) the same bytes?  memcmp, inline and eight bytes
 * at a time: the symbol tables compare a name on every lookup that
 * finds it, and the names are short, so the call itself was most of the
 * cost.  Only bytes inside both strings are read (the last group
 * overlaps the one before it). */
static inline bool same_bytes(const char *a, const char *b, size_t n)
{
    uint64_t x, y;
    if (n >= 8) {
        for (size_t k = 0; k + 8 < n; k += 8) {
            memcpy(&x, a + k, 8);
            memcpy(&y, b + k, 8);
            if (x != y)
                return false;
        }
        memcpy(&x, a + n - 8, 8);
        memcpy(&y, b + n - 8, 8);
        return x == y;
    }
    for (size_t k = 0; k < n; k++)
        if (a[k] != b[k])
            return false;
    return true;
}

/* ---- number-keyed map (symtab.c): %N, @N, !N ----
 * Compiler-written IR numbers its values 0, 1, 2, ... in order, so the
 * keys near 0 live in a plain array (`dense`), which grows as long as the
 * keys come densely; any other key goes to a hash map, so that a hostile
 * `%4000000000` costs nothing.  Numbers are 32-bit (the lexer rejects
 * larger IDs). */
typedef struct NumEntry {
    uint32_t key;
    void *val;        /* NULL = empty slot (values are never NULL) */
} NumEntry;

typedef struct NumMap {
    NumEntry *slots;  /* the hash map */
    size_t cap, count;
    void **dense;     /* dense[k]: the value of key k < ndense, or NULL
                         (then the hash map may hold k: see nummap_get) */
    uint32_t ndense;
    Arena *arena;     /* where slots and dense live; NULL = malloc */
} NumMap;

void nummap_init(NumMap *t, Arena *a);
void nummap_free(NumMap *t);
void *nummap_get(const NumMap *t, uint32_t key);
void nummap_put(NumMap *t, uint32_t key, void *val);

/* ---- how a value was written ---- */
typedef enum {
    VR_LOCAL, VR_LOCAL_ID, VR_GLOBAL, VR_GLOBAL_ID,
    VR_INT, VR_FP, VR_HEXFP, VR_BOOL, VR_NULL, VR_UNDEF, VR_POISON,
    VR_ZERO, VR_NONE,
    VR_ARRAY, VR_STRUCT, VR_PSTRUCT, VR_VECTOR, /* elements: `elems` */
    VR_CSTR,     /* c"..." */
    VR_VALUE,    /* already a Value (constant expression, blockaddress) */
    VR_ASM,      /* asm [sideeffect] "text", "constraints" */
    VR_SPLAT,    /* splat (T v): a vector with every element v */
} ValRefKind;

typedef struct ValRef {
    ValRefKind k;
    Loc loc;
    Str text;        /* name, literal text, or asm text */
    Str text2;       /* asm constraints */
    uint64_t id;     /* VR_*_ID number; VR_BOOL value; asm flags */
    PList *elems;    /* aggregates: Value* elements (already typed) */
    Value *val;      /* VR_VALUE */
} ValRef;

/* A trailing ", item" after an instruction's main operands.  Collecting
 * them generically keeps the grammar free of conflicts (an index of a GEP
 * and a `, !dbg !5` both start with a comma); each instruction's action
 * then says which items it accepts, in which order. */
typedef enum {
    OI_VALUE,    /* a typed value: GEP index, alloca count, br target... */
    OI_INT,      /* a bare integer: extractvalue index */
    OI_ALIGN,    /* align N */
    OI_ADDRSPACE,/* addrspace(N) */
    OI_MD,       /* !kind !N */
    OI_PHI,      /* [ value, %block ] (value still untyped) */
    OI_SECTION, OI_PARTITION, OI_COMDAT, OI_CODE_MODEL, /* globals only */
} OptKind;

typedef struct OptItem {
    OptKind k;
    Loc loc;
    Value *val;      /* OI_VALUE */
    uint64_t num;    /* OI_INT, OI_ALIGN, OI_ADDRSPACE */
    Str str;         /* OI_SECTION ..., OI_MD kind */
    MDNode *md;      /* OI_MD */
    ValRef *phi_val, *phi_block; /* OI_PHI */
    bool inrange;    /* OI_VALUE preceded by `inrange` (legacy GEP) */
} OptItem;

/* Modifiers before and after a function's name, and on globals. */
typedef struct DeclMods {
    Linkage linkage;
    bool has_linkage;
    Visibility vis;
    DLLStorage dll;
    int preempt;          /* -1 unset, 0 dso_preemptable, 1 dso_local */
    unsigned cc;
    UnnamedAddr ua;
    uint32_t addrspace;
    bool has_addrspace;
    bool ext_init;
    const char *thread_local;
    PList *attrs;          /* Attr* (return attrs for functions) */
    PList *md;             /* OptItem* OI_MD: `declare !dbg !1 void @f()` */
} DeclMods;

/* One parameter of a function definition/declaration, or a call arg. */
typedef struct Param {
    Type *type;
    PList *attrs;          /* Attr* */
    ValRef *name;          /* definitions: VR_LOCAL / VR_LOCAL_ID or NULL */
    Value *val;            /* call arguments: the typed value */
    Loc loc;
} Param;

typedef struct LiteralSlot LiteralSlot; /* values.c */
/* The literal cache's size in slots, a power of two between the bounds:
 * one slot per LITERAL_CACHE_BYTES of source (values.c says why). */
enum { LITERAL_CACHE_MIN = 256, LITERAL_CACHE_MAX = 4096, LITERAL_CACHE_BYTES = 512 };

/* Per-function parse state. */
typedef struct FnState {
    Global *fn;
    SymTab names;          /* %name -> Value* (or Block*) */
    NumMap nums;           /* %N    -> Value* (or Block*) */
    uint32_t next_num;     /* the number the next unnamed value gets */
    Block *cur;            /* the open block, NULL after a terminator */
    Vec fwds;              /* Value*: FwdRefs and undefined Blocks */
    uint32_t nblocks;
    uint32_t ninstrs;      /* instructions so far (their Instr.pos) */
    unsigned block_errors;  /* diag error count when the open block began:
                               if an instruction failed since, it may have
                               been the terminator, so don't also complain
                               that the block has none */
} FnState;

/* A placeholder for a local value used before it is defined. */
typedef struct FwdRef {
    Value v;               /* kind VK_FWDREF, type as used */
    Value *resolved;       /* set when the definition arrives */
    Loc use;               /* first use, for "use of undefined value" */
    bool numbered;
    uint32_t num;
} FwdRef;

/* blockaddress(@f, %bb) written before the body of @f: the block is
 * created now and handed to @f's body when it begins (b_fn_begin). */
typedef struct BlockAddrRef {
    Global *fn;
    ValRef *bb;
    Block *block;
    bool claimed;
} BlockAddrRef;

/* What parser.y's mid-rule actions ask body.c to parse next: each is the
 * part of a module-level item after its skeleton (see yylex, lexer.re). */
typedef enum HandOff {
    HO_NONE,
    HO_BODY,      /* a function body, after its '{' (b_fn_begin) */
    HO_TYPEDEF,   /* a type, or `opaque`, after `%T = type` */
    HO_GLOBAL,    /* a global variable, alias or ifunc after `@g =` */
    HO_DEFINE,    /* a function header after `define` */
    HO_DECLARE,   /* a function header after `declare` */
    HO_ATTRS,     /* the attributes of `attributes #N = {` */
    HO_MDDEF,     /* `distinct`? and a node after `!N =` */
} HandOff;

/* The whole parse: one per parse_module call. */
typedef struct ParseCtx {
    const Source *src;
    Diag *diag;
    Module *m;
    Arena scratch;          /* short-lived allocations (ValRefs, lists,
                               trailing items): reset after every
                               instruction and every top-level item */
    Arena fn_arena;         /* what lives for one function body: its
                               FnState and symbol-table keys */
    /* lexer state */
    const char *cur, *lim, *tok, *line_start;
    uint32_t line;
    bool lex_error;         /* a lexical error was reported */
    /* symbols */
    SymTab globals;         /* @name -> Global* */
    NumMap global_nums;     /* @N -> Global* */
    uint32_t next_global_num;
    Global *arg_ids_fn;     /* the function whose header set arg_ids */
    uint32_t *arg_ids;      /* its parameters' %N numbers (UINT32_MAX:
                               named or unnamed), for b_fn_begin */
    SymTab comdats;
    FnState *fs;            /* the function being parsed, or NULL */
    bool typed_pointers;    /* pre-scan found `T*` types */
    Type *ptr_ty;           /* `ptr` (address space 0), once looked up */
    LiteralSlot *literals;  /* values.c's cache of literal constants:
                               nliterals slots, NULL until first use */
    uint32_t nliterals;
    SymTab type_names;      /* %name -> Type* for `%T = type ...` */
    SymTab type_defs;       /* %name -> non-NULL once `%T = type` is read */
    Vec pending_types;      /* TypeUse: a named type first met in a use */
    Vec pending_globals;    /* Global* created by a forward reference */
    Vec pending_mds;        /* MDNode* created by a forward reference */
    NumMap mds;             /* !N -> MDNode* */
    Vec pending_ba;         /* BlockAddrRef*: blockaddress(@f, %bb) seen
                               before @f's body */
    /* the hand-over to the hand-written parser (body.c) */
    HandOff handoff;        /* not HO_NONE: the next token bison asks for
                               is a construct body.c parses (see yylex) */
    int last_tok;           /* the token yylex returned last */
} ParseCtx;

/* ---- the module-level parser (generated from parser.y) ---- */
int yyparse(ParseCtx *P);

/* ---- list helpers ---- */
PList *plist_new(ParseCtx *P);
void plist_push(ParseCtx *P, PList *l, void *x);
Str str_dup(ParseCtx *P, Str s); /* copy into the module arena, NUL-ended */

/* ---- lexer (lexer.re) ---- */
void lex_init(ParseCtx *P);
/* Decode the body of a quoted string (between the quotes) with LLVM's
 * \XX and \\ escapes into the module arena. */
Str lex_unescape(ParseCtx *P, const char *s, size_t n);

#endif
