/*
 * verify/module.c -- the module layer of the NVVM verifier (as in
 * libNVVM's verifier): target triple, data layout, global variables and
 * the !nvvm.annotations named metadata.
 *
 * Function declarations and definitions are checked by verify/function.c,
 * which verify_module() calls for every function after this layer.
 *
 * Invariants:
 *   - c->ptr_bits is set here (from the triple, else the data layout) and
 *     read by later layers (the TMA "pointer size >= 64 bits" gate).
 *   - Every message of libNVVM's is reproduced verbatim; the triple list
 *     follows "must be one of:" on the same line.
 */
#include <string.h>

#include "verify/vctx.h"

/* ------------------------------------------------------------------ */
/* Target triple                                                        */
/* ------------------------------------------------------------------ */
/* UnifiedNVVMIR mode (libNVVM's mode 1) accepts exactly these. */
#define UNIFIED_TRIPLES(X)                                                  \
    X("nvptx-nvidia-cuda") X("nvptx64-nvidia-cuda")                         \
    X("nvptx-nvidia-nvcl") X("nvptx64-nvidia-nvcl")                         \
    X("nvsass-nvidia-cuda") X("nvsass-nvidia-nvcl")                         \
    X("nvsass-nvidia-directx") X("nvsass-nvidia-spirv")

static bool unified_triple_ok(const char *t)
{
#define X(s) if (strcmp(t, s) == 0) return true;
    UNIFIED_TRIPLES(X)
#undef X
    return false;
}

/* Standard mode: "nvptx-" or "nvptx64-" prefix and "-cuda" suffix, the
 * middle (vendor) component wildcarded.  Also the triple of NVIDIA's
 * own math library: libdevice (CUDA's nvvm/libdevice/libdevice.10.bc)
 * is NVVM IR that carries "nvptx64-nvidia-gpulibs", and libNVVM takes it
 * as a module of a program like any other; so tnvcc compiles it as it
 * ships (`tnvcc libdevice.10.bc`), alone or linked with a kernel. */
static bool standard_triple_ok(const char *t)
{
    if (!strcmp(t, "nvptx64-nvidia-gpulibs") || !strcmp(t, "nvptx-nvidia-gpulibs"))
        return true;
    size_t n = strlen(t);
    if (str_starts(t, "nvptx-"))
        return n >= strlen("nvptx-") + strlen("cuda") && str_ends(t, "-cuda");
    if (str_starts(t, "nvptx64-"))
        return n >= strlen("nvptx64-") + strlen("cuda") && str_ends(t, "-cuda");
    return false;
}

/* The architecture part of a triple: "nvptx", "nvptx64", or other. */
static bool is_nvptx32(const char *t) { return !strcmp(t, "nvptx") || str_starts(t, "nvptx-"); }
static bool is_nvptx64(const char *t) { return !strcmp(t, "nvptx64") || str_starts(t, "nvptx64-"); }

/* LLVM's NVPTX backend compiles any nvptx/nvptx64 triple, and a module
 * with none, as CUDA (the vendor and OS parts change nothing in the PTX):
 * in LLVM IR only another architecture is an error. */
static void check_triple(VerifyCtx *c)
{
    const char *t = c->m->triple ? c->m->triple : "";
    Loc loc = c->m->triple_loc;
    if (c->o->unified_nvvm_ir && c->kind == IR_NVVM) {
        if (!unified_triple_ok(t))
            vc_error(c, loc, "Invalid target triple");
    } else if (!standard_triple_ok(t)) {
        bool nvptx = is_nvptx32(t) || is_nvptx64(t);
        if (c->kind == IR_LLVM && (nvptx || !*t)) {
            vc_compat(c, loc, "Invalid target triple (%s), must be one of: "
                      "nvptx-*-cuda, nvptx64-*-cuda", t);
            vc_note(c, loc, "compiled as a %s CUDA module, as LLVM's NVPTX backend does",
                    is_nvptx32(t) ? "32-bit (nvptx-nvidia-cuda)" : "64-bit (nvptx64-nvidia-cuda)");
        } else {
            vc_error(c, loc, "Invalid target triple (%s), must be one of: "
                     "nvptx-*-cuda, nvptx64-*-cuda", t);
        }
    }
    if (is_nvptx32(t))
        c->ptr_bits = 32;
}

/* ------------------------------------------------------------------ */
/* Data layout                                                          */
/* ------------------------------------------------------------------ */
/* libNVVM's three reference layouts, in today's NVPTX spelling. */
#define EXAMPLE_LAYOUTS(X)                                                  \
    X("32-bit", "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64")         \
    X("64-bit", "e-i64:64-i128:128-v16:16-v32:32-n16:32:64")                \
    X("64-bit with 32-bit shared pointers",                                 \
      "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64")

static void example_layouts(VerifyCtx *c)
{
    vc_note(c, (Loc){0, 0}, "Example valid data layout:");
#define X(what, s) vc_note(c, (Loc){0, 0}, "  \"%s\" (%s)", s, what);
    EXAMPLE_LAYOUTS(X)
#undef X
}

/* LLVM's NVPTX default layouts (NVPTXTargetMachine), for LLVM IR. */
#define NVPTX_DEFAULT_LAYOUT_64 "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
#define NVPTX_DEFAULT_LAYOUT_32 "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"

/* In LLVM IR, llc replaces whatever layout the module has with its
 * target's (llc's data-layout callback): a missing layout, or one whose
 * pointers do not match the triple, is a warning; the triple decides. */
static bool layout_compat(VerifyCtx *c, const char *dl, unsigned want, Loc loc)
{
    char why[160];
    unsigned bits = 64;
    if (c->kind != IR_LLVM)
        return false;
    /* A malformed layout stays an error: it may be a typo for another. */
    if (dl && *dl && (datalayout_problem(dl, 0, &bits, why, sizeof why) || bits == want))
        return false;
    if (!dl || !*dl) {
        vc_compat(c, loc, "Empty target data layout, must exist");
    } else {
        datalayout_problem(dl, want, &bits, why, sizeof why);
        vc_compat(c, loc, "Invalid target data layout \"%s\": %s", dl, why);
    }
    vc_note(c, loc, "using the NVPTX default data layout \"%s\"",
            c->ptr_bits == 32 ? NVPTX_DEFAULT_LAYOUT_32 : NVPTX_DEFAULT_LAYOUT_64);
    return true;
}

static void check_datalayout(VerifyCtx *c)
{
    const char *dl = c->m->datalayout;
    Loc loc = c->m->datalayout_loc;
    const char *t = c->m->triple ? c->m->triple : "";
    unsigned want = str_starts(t, "nvptx64-") ? 64 : str_starts(t, "nvptx-") ? 32 : 0;
    if (c->kind == IR_LLVM) /* any other triple is compiled as llc does */
        want = is_nvptx32(t) ? 32 : 64;
    if (layout_compat(c, dl, want, loc))
        return;
    if (!dl || !*dl) {
        vc_error(c, loc, "Empty target data layout, must exist");
        example_layouts(c);
        return;
    }
    char why[160];
    unsigned bits = 64;
    if (datalayout_problem(dl, want, &bits, why, sizeof why)) {
        vc_error(c, loc, "Invalid target data layout \"%s\": %s", dl, why);
        example_layouts(c);
        return;
    }
    if (!want)
        c->ptr_bits = bits;
}

/* ------------------------------------------------------------------ */
/* Global variables                                                     */
/* ------------------------------------------------------------------ */
/* Globals may carry `section` (clang puts @llvm.used in "llvm.metadata")
 * and live in address space 0 (clang's @.str): both are normal, and the
 * section rule of libNVVM is about functions only. */
static void check_globals(VerifyCtx *c)
{
    for (Global *g = c->m->globals; g; g = g->next) {
        if (g->gk != GK_VAR || !g->init)
            continue;
        typecheck_global_init(c, g);
        nvvm_check_const(c, g->init, g->v.loc, 0);
    }
}

/* ------------------------------------------------------------------ */
/* !nvvm.annotations                                                    */
/* ------------------------------------------------------------------ */
/* Each entry is !{<symbol>, !"key", <value>, ...}: the symbol first,
 * then key/value pairs. launch.c reads the meaning; here we check shape. */
static void check_annotation(VerifyCtx *c, const MDNode *n)
{
    char name[160];
    if (n->nops == 0 || n->ops[0].kind != MD_VALUE ||
        !n->ops[0].value || strip_casts(n->ops[0].value)->kind != VK_GLOBAL) {
        if (n->nops == 0 || n->ops[0].kind != MD_NULL)
            vc_error(c, n->loc, "!nvvm.annotations entry does not start with "
                     "a function or global variable");
        return;
    }
    const Global *g = (const Global *)strip_casts(n->ops[0].value);
    for (uint32_t k = 1; k < n->nops; k += 2) {
        const MDOp *key = &n->ops[k];
        if (key->kind != MD_STRING) {
            vc_error(c, n->loc, "!nvvm.annotations entry for %s: operand %u "
                     "should be a string key", value_label(&g->v, name, sizeof name), k);
            return;
        }
        if (k + 1 >= n->nops) {
            vc_error(c, n->loc, "!nvvm.annotations entry for %s: key \"%.*s\" "
                     "has no value", value_label(&g->v, name, sizeof name),
                     (int)key->len, key->str);
            return;
        }
        if (key->len == 6 && memcmp(key->str, "kernel", 6) == 0 && g->gk != GK_FUNC)
            vc_error(c, n->loc, "!nvvm.annotations marks %s as a kernel, but it "
                     "is not a function", value_label(&g->v, name, sizeof name));
    }
}

static void check_named_metadata(VerifyCtx *c)
{
    const NamedMD *nm = module_named_md(c->m, "nvvm.annotations");
    for (uint32_t i = 0; nm && i < nm->n; i++)
        if (nm->nodes[i])
            check_annotation(c, nm->nodes[i]);
}

void verify_module_level(VerifyCtx *c)
{
    check_triple(c);
    check_datalayout(c);
    check_globals(c);
    check_named_metadata(c);
}
