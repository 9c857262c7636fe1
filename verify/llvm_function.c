/*
 * verify/llvm_function.c -- LLVM's own rules for functions and global
 * variables (the IR verifier's visitFunction / visitGlobalVariable,
 * llvm/lib/IR/Verifier.cpp), as opposed to NVIDIA's NVVM contract of
 * verify/function.c: they hold for every IR kind.
 *
 *   - an intrinsic (a name starting "llvm.") is only ever declared: its
 *     meaning is the compiler's, so a body for it would be ignored;
 *   - the `token` type is for intrinsics only: an ordinary function may
 *     not take or return one, and no variable may hold one (a token's
 *     producer must stay visible to its consumer);
 *   - at most one parameter is `sret`, `nest` or `returned`: each names
 *     *the* parameter with that role.
 *
 * Each fault is reported at the construct at fault: the function's name,
 * the parameter's attribute, the variable's name.
 */
#include "verify/vctx.h"

static bool is_token(const Type *t) { return t && t->kind == TY_TOKEN; }

/* The attributes one parameter at most may carry. */
#define UNIQUE_PARAM_ATTRS(X) X(SRET) X(NEST) X(RETURNED)

static void check_unique_param_attrs(VerifyCtx *c, Global *fn)
{
    static const AttrKind kinds[] = {
#define X(k) ATTR_##k,
        UNIQUE_PARAM_ATTRS(X)
#undef X
    };
    if (!fn->param_attrs || !fn->fnty)
        return;
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
        const Attr *first = NULL;
        for (uint32_t p = 0; p < fn->fnty->nmem; p++) {
            const Attr *a = attr_find(c->m, &fn->param_attrs[p], kinds[k]);
            if (!a)
                continue;
            if (!first) {
                first = a;
                continue;
            }
            vc_error(c, a->loc.line ? a->loc : fn->v.loc, "only one parameter may "
                     "be '%s' (parameter %u is the second)", attr_name(kinds[k]), p);
            vc_note(c, first->loc.line ? first->loc : fn->v.loc, "the first is here");
        }
    }
}

static void check_tokens(VerifyCtx *c, Global *fn)
{
    if (!fn->fnty)
        return;
    if (is_token(fn->fnty->elem))
        vc_error(c, fn->v.loc, "'%s' returns a token, but only intrinsics may",
                 fn->v.name);
    for (uint32_t p = 0; p < fn->fnty->nmem; p++)
        if (is_token(fn->fnty->mem[p]))
            vc_error(c, fn->v.loc, "parameter %u of '%s' is a token, but only "
                     "intrinsics may take one", p, fn->v.name);
}

void verify_llvm_function(VerifyCtx *c, Global *fn)
{
    if (str_starts(fn->v.name, "llvm.")) {
        verify_llvm_fn_attrs(c, fn);
        if (!fn->is_decl)
            vc_error(c, fn->v.loc, "'%s' is an intrinsic name: intrinsics may be "
                     "declared but not defined", fn->v.name);
        return;
    }
    check_tokens(c, fn);
    check_unique_param_attrs(c, fn);
    verify_llvm_fn_attrs(c, fn);
}

void verify_llvm_global_var(VerifyCtx *c, Global *g)
{
    if (is_token(g->value_type))
        vc_error(c, g->v.loc, "a global variable cannot hold a token");
}
