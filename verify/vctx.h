/*
 * verify/vctx.h -- what the verifier's files share: the context struct
 * that every check receives, the diagnostic buffer, and small helpers.
 *
 * Invariants:
 *   - There is no global mutable state: everything a run needs (options,
 *     caches, the buffered diagnostics) lives in one VerifyCtx on the
 *     stack of verify_module(), so two runs never interfere.
 *   - Diagnostics are buffered (vc_error/vc_warning/vc_note) and flushed
 *     sorted by source location at the end, so the user reads them in
 *     file order whatever order the walk found them in.  A note belongs
 *     to the error or warning reported just before it and stays with it.
 *   - The verifier reads the module and never changes it, except that it
 *     (re)builds the CFG fields of blocks with cfg_build().
 */
#ifndef TNVCC_VERIFY_VCTX_H
#define TNVCC_VERIFY_VCTX_H

#include "verify/verify.h"

/* ------------------------------------------------------------------ */
/* Launch and cluster facts about one function, gathered from both the  */
/* "nvvm.*" string attributes and !nvvm.annotations (verify/launch.c).  */
/* ------------------------------------------------------------------ */
typedef struct LaunchInfo {
    bool kernel;             /* any of the three kernel conventions */
    bool has_cluster_dim;    /* "nvvm.cluster_dim" or cluster_dim_x/y/z */
    uint64_t cluster_dim[3]; /* unspecified dimensions read as 1 */
    bool has_max_blocks;     /* "nvvm.maxclusterrank" / maxclusterrank */
    uint64_t max_blocks;
    bool blocks_are_clusters; /* "nvvm.blocksareclusters" */
    bool has_reqntid;        /* "nvvm.reqntid" or reqntidx/y/z */
    bool is_texsurf;         /* a global annotated texture/surface */
} LaunchInfo;

/* ------------------------------------------------------------------ */
/* Buffered diagnostics.                                                */
/* ------------------------------------------------------------------ */
typedef struct PendingDiag {
    DiagLevel lvl;
    Loc loc;       /* where it points */
    Loc key;       /* sort key: the loc of the error a note belongs to */
    uint32_t seq;  /* report order, breaks ties (keeps notes in place) */
    uint32_t head; /* seq of the error/warning this entry belongs to */
    WarnGroup group; /* of a warning; WG_NONE otherwise */
    char *msg;     /* malloc'ed */
} PendingDiag;

/* ------------------------------------------------------------------ */
/* The verifier's context.                                              */
/* ------------------------------------------------------------------ */
typedef struct VerifyCtx {
    Module *m;
    const VerifyOptions *o;
    IrKind kind;        /* IR_NVVM or IR_LLVM (never IR_AUTO) */
    Diag *d;
    Vec pending;        /* PendingDiag */
    uint32_t seq;
    uint32_t last_head; /* seq of the latest error/warning */
    Loc last_key;
    unsigned errors;
    unsigned ptr_bits;  /* 32 or 64: from the triple / data layout */
    PtrMap launch;      /* Global* -> LaunchInfo* (annotated/attributed) */
    PtrMap intrinsics;  /* Global* -> IntrinsicInfo* (resolved once) */
    Vec owned;          /* void*: blocks to free at the end */
    /* Per function being verified. */
    Global *fn;
    /* verify_begin(by_function): declarations are verified at the start,
     * and the checks of their uses wait for verify_end (while
     * defer_uses is set, they are skipped where they would run). */
    bool by_function;
    bool defer_uses;
} VerifyCtx;

/* Report into the buffer.  Errors count toward verify_module's result. */
void vc_error(VerifyCtx *c, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void vc_warning(VerifyCtx *c, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A rule that only libNVVM's input contract has (docs/verifier.md): an
 * error in NVVM IR, a warning of the nvvm-compat group in LLVM IR, whose
 * code generation then does what LLVM's NVPTX backend does. */
void vc_compat(VerifyCtx *c, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A note for the latest error or warning (e.g. "defined here"). */
void vc_note(VerifyCtx *c, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Sort the buffer by location and hand it to the Diag. */
void vc_flush(VerifyCtx *c);
/* Drop the buffer unreported (the run failed before the verifier's turn). */
void vc_discard(VerifyCtx *c);
/* Memory that lives until the end of the run. */
void *vc_alloc(VerifyCtx *c, size_t size);

/* ------------------------------------------------------------------ */
/* Helpers (verify/util.c).                                             */
/* ------------------------------------------------------------------ */
/* "%name", "@name" or "an unnamed value", for messages. */
const char *value_label(const Value *v, char *buf, size_t size);
/* The type spelled as in IR, into a buffer, for messages. */
const char *tystr(const Type *t, char *buf, size_t size);
/* Is v a plain integer constant?  Then *out is its zero-extended value. */
bool const_uint(const Value *v, uint64_t *out);
/* Strip `bitcast`/`addrspacecast` constant expressions (typed-pointer
 * annotations wrap functions in them). */
const Value *strip_casts(const Value *v);
/* Location of an instruction, falling back to its function's. */
Loc instr_loc(const VerifyCtx *c, const Instr *i);
/* Does the string start with / end with the given text? */
bool str_starts(const char *s, const char *prefix);
bool str_ends(const char *s, const char *suffix);

/* ------------------------------------------------------------------ */
/* The layers.                                                          */
/* ------------------------------------------------------------------ */
/* verify/module.c: triple, layout, globals, declarations, metadata. */
void verify_module_level(VerifyCtx *c);
/* verify/datalayout.c: NULL if `dl` is a valid NVPTX layout, else why. */
const char *datalayout_problem(const char *dl, unsigned want_ptr_bits,
                               unsigned *ptr_bits, char *why, size_t size);
/* verify/metadata.c: LLVM's rules for named metadata and attachments. */
void verify_llvm_named_metadata(VerifyCtx *c);
void verify_llvm_attachments(VerifyCtx *c, Instr *i);
/* verify/llvm_function.c: LLVM's rules for functions and variables. */
void verify_llvm_function(VerifyCtx *c, Global *fn);
void verify_llvm_global_var(VerifyCtx *c, Global *g);
void verify_llvm_deferred_uses(VerifyCtx *c); /* see verify_begin */
void verify_llvm_call(VerifyCtx *c, Instr *call);
/* verify/llvm_attrs.c: LLVM's attribute positions, types and values. */
void verify_llvm_fn_attrs(VerifyCtx *c, Global *fn);
void verify_llvm_call_attrs(VerifyCtx *c, Instr *call);
/* May attribute k stand on a parameter / on a function (LLVM_ATTR_RULES)? */
bool llvm_attr_on_param(AttrKind k);
bool llvm_attr_on_fn(AttrKind k);
/* verify/launch.c: gather kernels and launch attributes. */
void launch_collect(VerifyCtx *c);
const LaunchInfo *launch_info(VerifyCtx *c, const Global *g);
bool is_kernel(VerifyCtx *c, const Global *fn);
/* verify/function.c: libNVVM's function-level checks. */
void verify_function_nvvm(VerifyCtx *c, Global *fn);
/* verify/structural.c: blocks, terminators, phis, dominance. */
void verify_structure(VerifyCtx *c, Global *fn);
bool block_reachable(const VerifyCtx *c, const Block *b);
/* verify/typecheck.c: operand and result types of one instruction. */
void typecheck_instr(VerifyCtx *c, Instr *i);
void typecheck_mem(VerifyCtx *c, Instr *i);  /* typecheck_mem.c */
void typecheck_flow(VerifyCtx *c, Instr *i); /* typecheck_flow.c */
void typecheck_global_init(VerifyCtx *c, Global *g);
/* verify/instr.c: the NVVM rules for one instruction. */
void nvvm_check_instr(VerifyCtx *c, Instr *i);
void nvvm_check_const(VerifyCtx *c, const Value *v, Loc loc, unsigned depth);
/* verify/intrinsics.c: does an intrinsic name match a table pattern
 * (`*` any text, `{a,b}` one of the literals)? */
bool intrinsic_glob(const char *pattern, const char *name);
/* verify/llvm_intrinsics.c: LLVM's signatures of its generic intrinsics
 * (per declaration) and their operand rules (per call). */
void verify_llvm_intrinsic_decl(VerifyCtx *c, Global *fn);
void verify_llvm_intrinsic_call(VerifyCtx *c, Instr *call, Global *callee);
/* verify/intrinsics.c: one call of an intrinsic (callee named llvm.*). */
void intrinsic_check_call(VerifyCtx *c, Instr *call, Global *callee);
/* verify/intrinsics.c: the MMA family (wmma/mma names), with the decoder
 * and libNVVM's checks of ir/mma.h. */
void mma_check_call(VerifyCtx *c, Instr *call, const char *name);

#endif /* TNVCC_VERIFY_VCTX_H */
