/*
 * frontend/build.h -- the semantic actions the grammar calls.
 *
 * Each b_* function is called from one rule of the grammar -- one rule
 * of parser.y's item skeleton, or one rd_* routine of body.c, which
 * parses everything else -- and builds a piece of IR.  Keeping the
 * actions here (and the parsers nearly free of IR building) lets a
 * student read the grammar as a grammar.
 * Functions that can fail report through P->diag and return something
 * harmless (an undef value, NULL instruction) so parsing can go on and
 * find further semantic errors.
 */
#ifndef TNVCC_BUILD_H
#define TNVCC_BUILD_H

#include "frontend/parse.h"

/* Function header suffix: everything after the parameter list. */
typedef struct FnSuffix {
    UnnamedAddr ua;
    uint32_t addrspace;
    bool has_addrspace;
    PList *attrs;       /* Attr* (function attributes, #N refs) */
    const char *section, *partition, *gc, *comdat;
    bool has_comdat;
    uint64_t align;
    Value *prefix, *prologue, *personality;
    PList *md;          /* OptItem* of kind OI_MD */
} FnSuffix;

/* ---- module-level items ---- */
void b_source_filename(ParseCtx *P, Str s);
void b_datalayout(ParseCtx *P, Str s, Span at);
void b_triple(ParseCtx *P, Str s, Span at);
void b_module_asm(ParseCtx *P, Str s);
void b_type_def(ParseCtx *P, ValRef *name, Type *body, Span at);
void b_comdat(ParseCtx *P, Str name, int kind);
void b_attr_group(ParseCtx *P, uint64_t num, PList *attrs, Span at);
/* What follows `@g =` (body.c's rd_global): a variable, alias or ifunc,
 * which b_global builds with b_global_var or b_alias. */
typedef struct GlobalSpec {
    int decl_linkage;   /* extern_weak or external written first, or -1 */
    Span decl_at;
    DeclMods *mods;
    GlobalKind kind;    /* GK_VAR, GK_ALIAS or GK_IFUNC */
    bool is_const;      /* a variable written `constant` */
    Type *ty;
    ValRef *init;       /* a variable's initializer; NULL after decl_linkage */
    Value *target;      /* an alias's or ifunc's */
    PList *opts;        /* OptItem* */
    PList *attrs;       /* a variable's Attr* */
} GlobalSpec;
void b_global(ParseCtx *P, ValRef *name, GlobalSpec *g, Span at);

/* ---- functions ---- */
DeclMods *b_mods_new(ParseCtx *P);
void b_mods_linkage(ParseCtx *P, DeclMods *m, int linkage, Span at);
FnSuffix *b_suffix_new(ParseCtx *P);
void b_suffix_attr(ParseCtx *P, FnSuffix *s, Attr *a);
Param *b_param(ParseCtx *P, Type *t, PList *attrs, ValRef *name, Span at);
/* Intrinsics called without a `declare` (LLVM's parser declares them):
 * b_call notes the call's function type on a not yet defined @llvm.*,
 * and at the end of the module b_declare_implicit makes it a declaration
 * of that type; it returns false for any other undefined name. */
void b_note_intrinsic_use(ParseCtx *P, Value *callee, Type *fnty);
bool b_declare_implicit(ParseCtx *P, Global *g);
/* At the end of the module, after b_declare_implicit: an overloaded
 * intrinsic declared under another name than its types give (no suffix,
 * a wrong one) is renamed to LLVM's name, as LLVM's reader does. */
void b_remangle_intrinsics(ParseCtx *P);
Global *b_fn_header(ParseCtx *P, bool define, DeclMods *pre, Type *ret,
                    ValRef *name, PList *params, bool vararg,
                    FnSuffix *suf, Span at);
void b_fn_begin(ParseCtx *P, Global *fn);
void b_fn_end(ParseCtx *P, Span close);
void b_label(ParseCtx *P, Str label, Span at);
/* Attach a finished instruction to the current block, naming its result. */
void b_instr(ParseCtx *P, ValRef *result, Instr *i, Span at);

/* ---- types ---- */
Type *b_ptr_type(ParseCtx *P, uint64_t as, Span at);
Type *b_typed_ptr(ParseCtx *P, Type *pointee, uint64_t as, Span at);
Type *b_array_type(ParseCtx *P, Str n, Type *elem, bool vec, bool scalable, Span at);
Type *b_struct_type(ParseCtx *P, PList *mem, bool packed);
Type *b_named_type(ParseCtx *P, ValRef *name);
Type *b_func_type(ParseCtx *P, Type *ret, PList *params, bool vararg, Span at);
Type *b_prim_type(ParseCtx *P, int kind);

/* ---- values ---- */
ValRef *vr_new(ParseCtx *P, ValRefKind k, Span at);
ValRef *vr_str(ParseCtx *P, ValRefKind k, Str s, Span at);
ValRef *vr_id(ParseCtx *P, ValRefKind k, uint64_t id, Span at);
/* Give a written value its type: the heart of the one-pass parser. */
Value *b_resolve(ParseCtx *P, Type *t, ValRef *vr);
/* `metadata ...` operand of a call. */
Value *b_md_value(ParseCtx *P, MDOp *op, Span at);

/* ---- constant expressions ---- */
Value *b_ce_cast(ParseCtx *P, int op, Value *v, Type *to, Span at);
Value *b_ce_binop(ParseCtx *P, int op, uint32_t flags, Value *a, Value *b, Span at);
Value *b_ce_cmp(ParseCtx *P, int op, int pred, Value *a, Value *b, Span at);
Value *b_ce_gep(ParseCtx *P, uint32_t flags, Type *src, Value *base,
                PList *idx, Span at);
Value *b_ce_other(ParseCtx *P, int op, PList *ops, Span at);
Value *b_blockaddress(ParseCtx *P, ValRef *fn, ValRef *bb, Span at);

/* ---- instructions ---- */
/* Consume trailing `, align N` (if allowed) and `, !kind !N` items;
 * NULL (after an error) if anything else is left. */
Instr *b_finish(ParseCtx *P, Instr *i, PList *opts, bool allow_align);
uint32_t b_flag(ParseCtx *P, uint32_t flags, int bit);
OptItem *b_opt(ParseCtx *P, OptKind k, Span at);
PList *b_opts_push(ParseCtx *P, PList *l, OptItem *o);
Instr *b_binop(ParseCtx *P, int op, uint32_t flags, Type *t, ValRef *a,
               ValRef *b, PList *opts, Span at);
Instr *b_fneg(ParseCtx *P, uint32_t flags, Value *a, PList *opts, Span at);
Instr *b_cast(ParseCtx *P, int op, uint32_t flags, Value *v, Type *to,
              PList *opts, Span at);
Instr *b_cmp(ParseCtx *P, int op, uint32_t flags, int pred, Type *t,
             ValRef *a, ValRef *b, PList *opts, Span at);
Instr *b_select(ParseCtx *P, uint32_t flags, Value *c, Value *a, Value *b,
                PList *opts, Span at);
Instr *b_phi(ParseCtx *P, uint32_t flags, Type *t, ValRef *v0, ValRef *b0,
             PList *opts, Span at);
Instr *b_simple(ParseCtx *P, int op, Value *first, PList *opts, Span at);
Instr *b_va_arg(ParseCtx *P, Value *list, Type *t, PList *opts, Span at);
Instr *b_alloca(ParseCtx *P, uint32_t mods, Type *t, PList *opts, Span at);
Instr *b_load(ParseCtx *P, uint32_t mods, Type *t, Value *ptr,
              Str scope, int ord, PList *opts, Span at);
Instr *b_store(ParseCtx *P, uint32_t mods, Value *v, Value *ptr,
               Str scope, int ord, PList *opts, Span at);
Instr *b_fence(ParseCtx *P, Str scope, int ord, PList *opts, Span at);
Instr *b_cmpxchg(ParseCtx *P, uint32_t mods, Value *ptr, Value *cmp,
                 Value *nv, Str scope, int succ, int fail, PList *opts,
                 Span at);
Instr *b_atomicrmw(ParseCtx *P, uint32_t mods, int rmw, Value *ptr,
                   Value *v, Str scope, int ord, PList *opts, Span at);
Instr *b_gep(ParseCtx *P, uint32_t flags, Str inrange, Type *src,
             Value *base, PList *opts, Span at);
Instr *b_ret(ParseCtx *P, Value *v, PList *opts, Span at);
Instr *b_br(ParseCtx *P, Value *first, PList *opts, Span at);
PList *b_case(ParseCtx *P, PList *cases, Value *v, Value *dest, Span at);
Instr *b_switch(ParseCtx *P, Value *cond, Value *def, PList *cases,
                PList *opts, Span at);
Instr *b_indirectbr(ParseCtx *P, Value *addr, PList *dests, PList *opts,
                    Span at);
Instr *b_unreachable(ParseCtx *P, PList *opts, Span at);
/* A call (or invoke when `normal` is set). */
typedef struct CallSpec {
    uint32_t flags;     /* tail kind + fast-math */
    unsigned cc;
    PList *ret_attrs;
    uint32_t as;        /* `addrspace(N)` before the type: the callee's */
    Type *ret;          /* return type or full function type */
    ValRef *callee;
    PList *args;        /* Param* */
    PList *fn_attrs;    /* Attr* */
    PList *bundles;     /* Bundle-building items: BundleSpec* */
    Value *normal, *unwind; /* invoke */
    Span callee_at, args_at;
    bool ellipsis;      /* the arguments end with `...` (musttail forwarding) */
    Span ellipsis_at, close_at; /* the `...`, and the `)` after the arguments */
} CallSpec;
typedef struct BundleSpec {
    Str tag;
    PList *vals;        /* Value* */
} BundleSpec;
CallSpec *b_callspec(ParseCtx *P);
/* Debug records (`#dbg_value(...)` and friends, body.c): the kind, the
 * name of the llvm.dbg.* intrinsic whose call says the same, and the
 * number of operands before the record's location. */
#define DBG_RECORD_KINDS(X) \
    X(DBG_VALUE, "value") X(DBG_DECLARE, "declare") X(DBG_ASSIGN, "assign") X(DBG_LABEL, "label")
typedef enum DbgRecordKind {
#define X(e, name) e,
    DBG_RECORD_KINDS(X)
#undef X
} DbgRecordKind;
Instr *b_call(ParseCtx *P, CallSpec *cs, PList *opts, Span at);
Instr *b_landingpad(ParseCtx *P, Type *t, PList *clauses, PList *opts, Span at);

/* ---- attributes ---- */
Attr *b_attr(ParseCtx *P, int kind, Span at);
Attr *b_attr_int(ParseCtx *P, int kind, Str n, Span at);
Attr *b_attr_type(ParseCtx *P, int kind, Type *t, Span at);
Attr *b_attr_range(ParseCtx *P, int kind, Type *t, Str lo, Str hi, Span at);
Attr *b_attr_raw(ParseCtx *P, int kind, Span open, Span close, Span at);
Attr *b_attr_str(ParseCtx *P, Str key, Str *val, Span at);
Attr *b_attr_group_ref(ParseCtx *P, uint64_t n, Span at);
uint64_t b_uint(ParseCtx *P, Str digits, uint64_t max, const char *what, Span at);
/* `align N`: a power of two, at most LLVM_MAX_ALIGN (reported at `at`). */
#define LLVM_MAX_ALIGN (1ull << 32)
uint64_t b_align(ParseCtx *P, Str digits, Span at);
Attr *b_attr_align(ParseCtx *P, Str n, Span at, Span n_at);

/* ---- metadata ---- */
MDNode *b_md_ref(ParseCtx *P, uint64_t num, Span at);
MDNode *b_md_tuple(ParseCtx *P, PList *ops, Span at);
MDNode *b_md_spec(ParseCtx *P, Str name, PList *fields, Span at);
MDOp *b_mdop_node(ParseCtx *P, MDNode *n);
MDOp *b_mdop_str(ParseCtx *P, Str s);
MDOp *b_mdop_value(ParseCtx *P, Value *v);
MDOp *b_mdop_null(ParseCtx *P);
MDOp *b_mdop_raw(ParseCtx *P, Span s);
MDOp *b_mdop_field(ParseCtx *P, Str field, MDOp *op);
void b_md_def(ParseCtx *P, uint64_t num, bool distinct, MDNode *body, Span at);
void b_named_md(ParseCtx *P, Str name, PList *nodes, Span at);

#endif
