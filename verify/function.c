/*
 * verify/function.c -- the function layer of the NVVM verifier (seed
 * 001's NVVMFunctionVerifier): attributes, parameters, CPU-only features,
 * kernels, and cluster dimensions.
 *
 * Runs for every function, definitions and declarations alike (a
 * declaration of an external device function has the same ABI), except
 * LLVM's own intrinsics (`llvm.*`), whose declarations are fixed by LLVM
 * (they take i1 and i8 operands that the PTX ABI rule does not concern).
 *
 * Invariants:
 *   - Every message is the seed's, verbatim; InReg and Nest are warnings.
 *   - Diagnostics point at the function (its `define`/`declare` line),
 *     or at the parameter itself when the parser recorded its location.
 *   - The one SM gate here (clusters) asks target_has(), never compares
 *     SM numbers: the targets table knows which targets have clusters.
 */
#include <string.h>

#include "verify/vctx.h"

/* The seed's 17 rejected function attributes: no GPU meaning.
 * X(attribute kind, spelling used in the message). */
#define REJECTED_FN_ATTRS(X)                                                \
    X(BUILTIN, "builtin")                                                   \
    X(JUMPTABLE, "jumptable")                                               \
    X(NAKED, "naked")                                                       \
    X(NOBUILTIN, "nobuiltin")                                               \
    X(NOIMPLICITFLOAT, "noimplicitfloat")                                   \
    X(NOREDZONE, "noredzone")                                               \
    X(NONLAZYBIND, "nonlazybind")                                           \
    X(RETURNS_TWICE, "returns_twice")                                       \
    X(SAFESTACK, "safestack")                                               \
    X(SANITIZE_ADDRESS, "sanitize_address")                                 \
    X(SANITIZE_MEMORY, "sanitize_memory")                                   \
    X(SANITIZE_THREAD, "sanitize_thread")                                   \
    X(SSP, "ssp")                                                           \
    X(SSPREQ, "sspreq")                                                     \
    X(SSPSTRONG, "sspstrong")                                               \
    X(ALIGNSTACK, "alignstack")                                             \
    X(UWTABLE, "uwtable")

static void check_rejected_attrs(VerifyCtx *c, Global *fn)
{
#define X(kind, name)                                                       \
    if (attr_find(c->m, &fn->attrs, ATTR_##kind))                           \
        vc_compat(c, fn->v.loc, name " function attribute is not supported.");
    REJECTED_FN_ATTRS(X)
#undef X
}

static bool is_narrow_int(const Type *t)
{
    return t && t->kind == TY_INT && t->bits < 32;
}

static bool has_ext(VerifyCtx *c, const AttrList *l)
{
    return attr_find(c->m, l, ATTR_ZEROEXT) || attr_find(c->m, l, ATTR_SIGNEXT);
}

static Loc param_loc(const Global *fn, uint32_t k)
{
    if (fn->args && k < fn->nargs && fn->args[k] && fn->args[k]->v.loc.line)
        return fn->args[k]->v.loc;
    return fn->v.loc;
}

/* PTX passes integers narrower than 32 bits in 32-bit slots, so the
 * caller and callee must agree how to widen them: zeroext or signext. */
static void check_params(VerifyCtx *c, Global *fn)
{
    const Type *ft = fn->fnty;
    for (uint32_t k = 0; ft && k < ft->nmem; k++) {
        const AttrList *al = fn->param_attrs ? &fn->param_attrs[k] : NULL;
        Loc loc = param_loc(fn, k);
        if (is_narrow_int(ft->mem[k]) && (!al || !has_ext(c, al)))
            vc_compat(c, loc, "Integer parameter less than 32-bits without sext/zext flag");
        if (al && attr_find(c->m, al, ATTR_INREG))
            vc_warning(c, loc, "InReg attribute on parameter will be ignored");
        if (al && attr_find(c->m, al, ATTR_NEST))
            vc_warning(c, loc, "Nest attribute on parameter will be ignored");
    }
    if (ft && is_narrow_int(ft->elem) && !has_ext(c, &fn->ret_attrs))
        vc_compat(c, fn->v.loc, "Integer return less than 32-bits without sext/zext flag");
}

/* clang marks C++ member functions `align 2`: the Itanium ABI tells a
 * pointer to a virtual member from a plain one by the low address bit,
 * so every member function needs an even address.  PTX function
 * addresses are opaque and never odd, so that alignment asks for
 * nothing; only a real alignment request is rejected. */
enum { ITANIUM_MEMBER_FN_ALIGN = 2 };

/* CPU features with no PTX equivalent. */
static void check_cpu_features(VerifyCtx *c, Global *fn)
{
    if (fn->section)
        vc_compat(c, fn->v.loc, "Explicit section marker %s is not allowed.", fn->section);
    if (fn->fn_align > ITANIUM_MEMBER_FN_ALIGN)
        vc_compat(c, fn->v.loc, "Explicit alignment is not allowed.");
    if (fn->prefix.val)
        vc_error(c, fn->v.loc, "Prefix data is not allowed.");
    if (fn->prologue.val)
        vc_error(c, fn->v.loc, "Prologue data is not allowed.");
    if (fn->personality.val)
        vc_compat(c, fn->v.loc, "Personality function is not allowed.");
    if (fn->gc)
        vc_error(c, fn->v.loc, "GC names are not supported.");
}

static bool any_cluster_attr(const LaunchInfo *li)
{
    return li && (li->has_cluster_dim || li->has_max_blocks || li->blocks_are_clusters);
}

/* Cluster dimensions and maximum blocks per cluster: Hopper and later,
 * kernels only, all-zero or all-non-zero, and a non-zero maximum. */
static void check_cluster(VerifyCtx *c, Global *fn, bool kernel)
{
    const LaunchInfo *li = launch_info(c, fn);
    if (!any_cluster_attr(li))
        return;
    /* The seed's "SM <= 899": exactly the targets without clusters. */
    if (!target_has(c->o->target, FEAT_CLUSTER))
        vc_error(c, fn->v.loc, "Cluster dimensions and cluster maximum blocks "
                 "are not supported on pre-Hopper Architectures");
    if (!kernel)
        vc_error(c, fn->v.loc, "Cluster dimensions and cluster maximum blocks "
                 "are only allowed for kernel functions");
    const uint64_t *d = li->cluster_dim;
    bool any_zero = d[0] == 0 || d[1] == 0 || d[2] == 0;
    bool all_zero = d[0] == 0 && d[1] == 0 && d[2] == 0;
    if (li->has_cluster_dim && any_zero && !all_zero)
        vc_error(c, fn->v.loc, "If any cluster dimension is specified as 0 then "
                 "all other dimensions must be specified as 0");
    if (li->has_max_blocks && li->max_blocks == 0)
        vc_error(c, fn->v.loc, "Cluster maximum blocks must be non-zero");
    if (li->blocks_are_clusters && (!li->has_reqntid || !li->has_cluster_dim))
        vc_error(c, fn->v.loc, "\"nvvm.blocksareclusters\" requires the "
                 "\"nvvm.reqntid\" and \"nvvm.cluster_dim\" attributes");
}

void verify_function_nvvm(VerifyCtx *c, Global *fn)
{
    if (str_starts(fn->v.name, "llvm."))
        return;
    bool kernel = is_kernel(c, fn);
    check_cluster(c, fn, kernel);
    check_params(c, fn);
    check_rejected_attrs(c, fn);
    check_cpu_features(c, fn);
    if (kernel && fn->fnty && fn->fnty->elem && fn->fnty->elem->kind != TY_VOID)
        vc_error(c, fn->v.loc, "non-void entry function.");
}
