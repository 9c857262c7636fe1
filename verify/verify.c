/*
 * verify/verify.c -- the verifier's entry point and its diagnostic buffer.
 *
 * Duties:
 *   - verify_module(): set up one VerifyCtx, run the three layers in the
 *     order of libNVVM's verifier (module, then per function: function-level checks,
 *     then every instruction), flush the diagnostics, clean up.
 *   - verify_begin/verify_function/verify_end: the same in steps, for a
 *     driver that runs NVVMReflect, the verifier and selection function
 *     by function (main.c).  Then everything but the bodies is verified
 *     first, and the checks that read a declaration's uses -- which
 *     NVVMReflect may still delete in a later function -- wait for
 *     verify_end.
 *   - Buffer diagnostics and flush them sorted by source location.
 *
 * Why buffer?  The walk visits things in an order that suits the checks
 * (module facts first, then function by function, and a function's
 * attributes before its body), but a user reads the file top to bottom.
 * So every report goes into a buffer with a sort key and is printed at
 * the end in file order; notes carry the key of the error they explain
 * and so stay right behind it.
 *
 * Invariants:
 *   - The verifier accumulates and continues: no check stops the run.
 *   - verify_module returns the number of errors, never counting warnings.
 */
#include <stdlib.h>
#include <string.h>

#include "verify/vctx.h"

/* ------------------------------------------------------------------ */
/* The diagnostic buffer                                                */
/* ------------------------------------------------------------------ */
static void vc_push(VerifyCtx *c, DiagLevel lvl, WarnGroup group, Loc loc,
                    const char *fmt, va_list ap)
{
    char small[512];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    char *msg = malloc((size_t)(n < 0 ? 1 : n + 1));
    if (!msg)
        BUG("out of memory");
    if (n < 0)
        msg[0] = 0;
    else
        vsnprintf(msg, (size_t)n + 1, fmt, ap2);
    va_end(ap2);

    PendingDiag p = {.lvl = lvl, .loc = loc, .seq = c->seq++, .group = group, .msg = msg};
    if (lvl == DIAG_NOTE) {
        p.key = c->last_key; /* stay with the error we explain */
        p.head = c->last_head;
    } else {
        p.key = loc;
        p.head = p.seq;
        c->last_key = loc;
        c->last_head = p.seq;
    }
    if (lvl == DIAG_ERROR)
        c->errors++;
    VEC_PUSH(&c->pending, PendingDiag, p);
}

#define VC_REPORT(lvl, group)                                               \
    do {                                                                    \
        va_list ap;                                                         \
        va_start(ap, fmt);                                                  \
        vc_push(c, (lvl), (group), loc, fmt, ap);                           \
        va_end(ap);                                                         \
    } while (0)

void vc_error(VerifyCtx *c, Loc loc, const char *fmt, ...) { VC_REPORT(DIAG_ERROR, WG_NONE); }
void vc_warning(VerifyCtx *c, Loc loc, const char *fmt, ...) { VC_REPORT(DIAG_WARNING, WG_NONE); }
void vc_note(VerifyCtx *c, Loc loc, const char *fmt, ...) { VC_REPORT(DIAG_NOTE, WG_NONE); }

void vc_compat(VerifyCtx *c, Loc loc, const char *fmt, ...)
{
    if (c->kind == IR_NVVM)
        VC_REPORT(DIAG_ERROR, WG_NONE);
    else
        VC_REPORT(DIAG_WARNING, WG_NVVM_COMPAT);
}

/* File order: line, then column, then the order of reporting.  A note
 * sorts by its error's key and then by seq, so it follows its error. */
static int pending_cmp(const void *a, const void *b)
{
    const PendingDiag *x = a, *y = b;
    if (x->key.line != y->key.line)
        return x->key.line < y->key.line ? -1 : 1;
    if (x->key.col != y->key.col)
        return x->key.col < y->key.col ? -1 : 1;
    if (x->head != y->head)
        return x->head < y->head ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

void vc_flush(VerifyCtx *c)
{
    PendingDiag *p = c->pending.data;
    if (c->pending.len > 1)
        qsort(p, c->pending.len, sizeof *p, pending_cmp);
    for (size_t k = 0; k < c->pending.len; k++) {
        diag_report_group(c->d, p[k].lvl, p[k].group, p[k].loc, "%s", p[k].msg);
        free(p[k].msg);
    }
    c->pending.len = 0;
}

void vc_discard(VerifyCtx *c)
{
    PendingDiag *p = c->pending.data;
    for (size_t k = 0; k < c->pending.len; k++)
        free(p[k].msg);
    c->pending.len = 0;
}

void *vc_alloc(VerifyCtx *c, size_t size)
{
    void *p = calloc(1, size ? size : 1);
    if (!p)
        BUG("out of memory");
    VEC_PUSH(&c->owned, void *, p);
    return p;
}

/* ------------------------------------------------------------------ */
/* The walk                                                             */
/* ------------------------------------------------------------------ */
/* The instruction layer: structure first (it builds the CFG the other
 * checks rely on), then each instruction's types and NVVM rules. */
static void verify_body(VerifyCtx *c, Global *fn)
{
    c->fn = fn;
    verify_structure(c, fn);
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next) {
            typecheck_instr(c, i);
            if (i->nmd)
                verify_llvm_attachments(c, i);
            if (i->op == OP_CALL || i->op == OP_INVOKE) {
                verify_llvm_call_attrs(c, i);
                verify_llvm_call(c, i);
            }
            nvvm_check_instr(c, i);
        }
    c->fn = NULL;
}

static void vc_cleanup(VerifyCtx *c)
{
    for (size_t k = 0; k < c->owned.len; k++)
        free(VEC_AT(&c->owned, void *, k));
    vec_free(&c->owned);
    vec_free(&c->pending);
    ptrmap_free(&c->launch);
    ptrmap_free(&c->intrinsics);
}

/* The `!llvm.ident` of the bitcode libraries that carry `!nvvmir.version`
 * themselves: libdevice (every CUDA release since 7.0 has shipped it
 * built by this clang).  An LLVM tool that links libdevice into a module
 * meant for llc -- MLIR's gpu-module-to-binary, clang's
 * -mlink-builtin-bitcode, llvm-link -- merges the named metadata, so the
 * module then carries libdevice's version node and ident beside its own
 * code, which was written for the NVPTX backend, not for libNVVM. */
#define NVVM_LIBRARY_IDENTS(X) X("clang version 3.8.0 (tags/RELEASE_380/final)")

static bool is_library_ident(const MDOp *op)
{
#define X(s)                                                                \
    if (op->kind == MD_STRING && op->len == sizeof s - 1 && !memcmp(op->str, s, op->len)) \
        return true;
    NVVM_LIBRARY_IDENTS(X)
#undef X
    return false;
}

/* Did !nvvmir.version come with a linked library (see above)?  Its ident
 * is then among the module's; a module for libNVVM (Numba's, NVRTC's)
 * has libdevice linked by libNVVM itself and never carries that ident. */
static bool version_from_library(const Module *m)
{
    const NamedMD *id = module_named_md(m, "llvm.ident");
    for (uint32_t k = 0; id && k < id->n; k++)
        for (uint32_t j = 0; id->nodes[k] && j < id->nodes[k]->nops; j++)
            if (is_library_ident(&id->nodes[k]->ops[j]))
                return true;
    return false;
}

IrKind ir_kind_of(const Module *m, IrKind asked)
{
    if (asked != IR_AUTO)
        return asked;
    return module_named_md(m, "nvvmir.version") && !version_from_library(m) ? IR_NVVM : IR_LLVM;
}

/* A declaration (or a function with no blocks): everything about it but
 * a body. */
static bool has_body(const Global *fn) { return !fn->is_decl && fn->first; }

VerifyCtx *verify_begin(Module *m, const VerifyOptions *o, Diag *d, bool by_function)
{
    if (!m || !o || !d)
        BUG("verify_begin: missing module, options or diagnostics");
    VerifyCtx *c = malloc(sizeof *c);
    if (!c)
        BUG("out of memory");
    *c = (VerifyCtx){.m = m, .o = o, .kind = ir_kind_of(m, o->ir_kind), .d = d, .ptr_bits = 64,
                     .by_function = by_function, .defer_uses = by_function};
    launch_collect(c);
    verify_module_level(c);
    verify_llvm_named_metadata(c);
    for (Global *g = m->globals; g; g = g->next)
        verify_llvm_global_var(c, g);
    /* By function: every function's own checks (signature, attributes;
     * none reads a body) now, before any body is selected -- selecting a
     * call trusts its callee's signature -- and the bodies one by one. */
    for (Global *fn = m->funcs; by_function && fn; fn = fn->next)
        if (fn->gk == GK_FUNC) {
            verify_llvm_function(c, fn);
            verify_function_nvvm(c, fn);
        }
    return c;
}

void verify_function(VerifyCtx *c, Global *fn)
{
    if (fn->gk != GK_FUNC)
        return;
    if (!c->by_function) { /* else verify_begin did these */
        verify_llvm_function(c, fn);
        verify_function_nvvm(c, fn);
    }
    if (has_body(fn))
        verify_body(c, fn);
}

unsigned verify_errors(const VerifyCtx *c) { return c->errors; }

unsigned verify_end(VerifyCtx *c, bool report)
{
    if (c->defer_uses) {
        c->defer_uses = false;
        verify_llvm_deferred_uses(c);
    }
    unsigned errors = c->errors;
    if (report)
        vc_flush(c);
    else
        vc_discard(c);
    vc_cleanup(c);
    free(c);
    return errors;
}

unsigned verify_module(Module *m, const VerifyOptions *o, Diag *d)
{
    if (!m || !o || !d)
        BUG("verify_module: missing module, options or diagnostics");
    VerifyCtx *c = verify_begin(m, o, d, false);
    for (Global *fn = m->funcs; fn; fn = fn->next)
        verify_function(c, fn);
    return verify_end(c, true);
}
