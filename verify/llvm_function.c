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
 *     *the* parameter with that role;
 *   - appending linkage is for arrays, and the intrinsic variables
 *     (@llvm.used, @llvm.global_ctors, ...) have the shapes LangRef gives.
 *
 * Each fault is reported at the construct at fault: the function's name,
 * the parameter's attribute, the variable's name.
 */
#include <string.h>

#include "verify/vctx.h"

static bool is_token(const Type *t) { return t && t->kind == TY_TOKEN; }

/* Calls: an indirect call cannot produce a token (only an intrinsic can),
 * and va_start only makes sense in a function with a `...`. */
void verify_llvm_call(VerifyCtx *c, Instr *call)
{
    Global *callee = call_callee_fn(call);
    bool intrinsic = callee && callee->v.name && str_starts(callee->v.name, "llvm.");
    if (!intrinsic && is_token(call->v.type))
        vc_error(c, instr_loc(c, call), "only an intrinsic may return a token; "
                 "this call's callee is not one");
    if (intrinsic)
        verify_llvm_intrinsic_call(c, call, callee);
    if (intrinsic && str_starts(callee->v.name, "llvm.va_start") && c->fn &&
        c->fn->fnty && !c->fn->fnty->vararg)
        vc_error(c, instr_loc(c, call), "va_start in '%s', which takes no "
                 "variable arguments", c->fn->v.name);
}

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

/* An intrinsic has no address: it stands for an operation the compiler
 * expands, so its one use is as the callee of a call. */
static void check_intrinsic_uses(VerifyCtx *c, Global *fn)
{
    if (c->defer_uses)
        return; /* verify_llvm_deferred_uses */
    for (const Use *u = fn->v.uses; u; u = u->next) {
        const Value *user = u->user;
        if (user && user->kind == VK_INSTR) {
            const Instr *i = (const Instr *)user;
            if ((i->op == OP_CALL || i->op == OP_INVOKE) && call_callee(i) == &fn->v &&
                u == &i->ops[i->nops - (i->op == OP_CALL ? 1 : 3)])
                continue;
            vc_error(c, instr_loc(c, i), "the intrinsic '%s' may only be called, "
                     "not used as a value", fn->v.name);
        } else {
            vc_error(c, user && user->loc.line ? user->loc : fn->v.loc, "the intrinsic "
                     "'%s' may only be called, not used as a value", fn->v.name);
        }
    }
}

void verify_llvm_function(VerifyCtx *c, Global *fn)
{
    if (str_starts(fn->v.name, "llvm.")) {
        verify_llvm_fn_attrs(c, fn);
        check_intrinsic_uses(c, fn);
        verify_llvm_intrinsic_decl(c, fn);
        if (!fn->is_decl)
            vc_error(c, fn->v.loc, "'%s' is an intrinsic name: intrinsics may be "
                     "declared but not defined", fn->v.name);
        return;
    }
    check_tokens(c, fn);
    check_unique_param_attrs(c, fn);
    verify_llvm_fn_attrs(c, fn);
}

/* ---- the "intrinsic" variables (LangRef: Intrinsic Global Variables) -
 * @llvm.used / @llvm.compiler.used list symbols to keep: an array of
 * pointers, each a named global (possibly behind a cast).
 * @llvm.global_ctors / @llvm.global_dtors: an array of
 * { i32 priority, ptr function, ptr data }.  None of them may be used by
 * anything: they are read by name, and a use would make them ordinary. */
static bool is_ptr_array(const Type *t)
{
    return t && t->kind == TY_ARRAY && t->elem && type_is_ptr(t->elem);
}

static bool is_ctor_array(const Type *t)
{
    const Type *e = t && t->kind == TY_ARRAY ? t->elem : NULL;
    return e && e->kind == TY_STRUCT && e->nmem == 3 && type_is_int(e->mem[0]) &&
           e->mem[0]->bits == 32 && type_is_ptr(e->mem[1]) && type_is_ptr(e->mem[2]);
}

static void check_used_members(VerifyCtx *c, Global *g)
{
    const Const *init = (const Const *)g->init;
    if (!init || init->v.kind != VK_CAGG) {
        vc_error(c, g->v.loc, "the initializer of @%s must list its symbols "
                 "(an array of pointers)", g->v.name);
        return;
    }
    for (uint32_t k = 0; k < init->nops; k++) {
        const Value *m = strip_casts(init->ops[k].val);
        if (!m || m->kind != VK_GLOBAL || !m->name)
            vc_error(c, g->v.loc, "member %u of @%s is not a named global", k,
                     g->v.name);
    }
}

static bool is_used_var(const char *n)
{
    return !strcmp(n, "llvm.used") || !strcmp(n, "llvm.compiler.used");
}

static bool is_ctors_var(const char *n)
{
    return !strcmp(n, "llvm.global_ctors") || !strcmp(n, "llvm.global_dtors");
}

/* Is g checked as an intrinsic variable (verify_llvm_global_var)? */
static bool checked_as_intrinsic_var(const Global *g)
{
    return !(g->linkage == LINK_APPENDING && g->value_type && g->value_type->kind != TY_ARRAY) &&
           g->v.name && str_starts(g->v.name, "llvm.") &&
           (is_used_var(g->v.name) || is_ctors_var(g->v.name));
}

static void check_var_unused(VerifyCtx *c, const Global *g)
{
    if (g->v.uses)
        vc_error(c, g->v.loc, "@%s is read by name only and may not be used", g->v.name);
}

static void check_intrinsic_var(VerifyCtx *c, Global *g)
{
    const char *n = g->v.name;
    bool used = is_used_var(n);
    bool ctors = is_ctors_var(n);
    if (!used && !ctors)
        return;
    if (!c->defer_uses) /* else verify_llvm_deferred_uses */
        check_var_unused(c, g);
    const Type *t = g->value_type;
    if (ctors && t && t->kind == TY_ARRAY && t->elem && t->elem->kind == TY_STRUCT &&
        t->elem->nmem == 2)
        vc_error(c, g->v.loc, "the elements of @%s need a third field (the "
                 "associated data, ptr null if none)", n);
    else if ((used && !is_ptr_array(t)) || (ctors && !is_ctor_array(t)))
        vc_error(c, g->v.loc, "@%s has the wrong type: it must be an array of %s", n,
                 used ? "pointers" : "{ i32, ptr, ptr }");
    else if (used && g->init)
        check_used_members(c, g);
}

void verify_llvm_global_var(VerifyCtx *c, Global *g)
{
    if (is_token(g->value_type))
        vc_error(c, g->v.loc, "a global variable cannot hold a token");
    if (g->linkage == LINK_APPENDING && g->value_type && g->value_type->kind != TY_ARRAY)
        vc_error(c, g->v.loc, "only an array variable may have appending linkage");
    else if (g->v.name && str_starts(g->v.name, "llvm."))
        check_intrinsic_var(c, g);
}

/* What verify_begin(by_function) deferred: the checks that read the uses
 * of intrinsics and of the intrinsic variables, once NVVMReflect has run
 * on every function (it deletes code, and with it uses). */
void verify_llvm_deferred_uses(VerifyCtx *c)
{
    for (Global *fn = c->m->funcs; fn; fn = fn->next)
        if (fn->gk == GK_FUNC && str_starts(fn->v.name, "llvm."))
            check_intrinsic_uses(c, fn);
    for (Global *g = c->m->globals; g; g = g->next)
        if (checked_as_intrinsic_var(g))
            check_var_unused(c, g);
}
