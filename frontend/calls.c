/*
 * frontend/calls.c -- the `call` and `invoke` instructions.
 *
 * A call is written `call RET @f(T1 %a, T2 %b)` or, when the callee's
 * type cannot be inferred from the arguments (varargs), with the whole
 * function type: `call i32 (ptr, ...) @printf(ptr %fmt, i32 %x)`.  This
 * file works out that function type, checks the arguments against it,
 * resolves the callee (a function, a pointer, or inline asm) and lays out
 * the operands as ir.h documents: arguments, bundle operands, callee
 * (then, for invoke, the normal and unwind labels).
 */
#include <string.h>

#include "frontend/build.h"

#define L(s) span_loc(s)

CallSpec *b_callspec(ParseCtx *P) { return arena_alloc(&P->scratch, sizeof(CallSpec)); }

static Type *call_fnty(ParseCtx *P, CallSpec *cs, uint32_t nargs)
{
    if (cs->ret->kind == TY_FUNC)
        return cs->ret;
    Type **pt = arena_array(&P->scratch, nargs ? nargs : 1, sizeof(Type *));
    for (uint32_t i = 0; i < nargs; i++)
        pt[i] = ((Param *)cs->args->v[i])->type;
    return type_func(&P->m->types, cs->ret, pt, nargs, false);
}

/* `...` at the end of a call's arguments forwards the caller's own
 * variadic arguments; LangRef allows it only in a musttail call from a
 * variadic function, and there requires it (LLParser's words). */
static bool ellipsis_ok(ParseCtx *P, CallSpec *cs)
{
    bool musttail = cs->flags & IF_MUSTTAIL, vararg = P->fs->fn->fnty->vararg;
    if (cs->ellipsis && !musttail) {
        diag_error(P->diag, L(cs->ellipsis_at),
                   "unexpected ellipsis in argument list for non-musttail call");
        return false;
    }
    if (cs->ellipsis && !vararg) {
        diag_error(P->diag, L(cs->ellipsis_at), "unexpected ellipsis in argument list "
                   "for musttail call in non-varargs function");
        return false;
    }
    if (musttail && vararg && !cs->ellipsis) {
        diag_error(P->diag, L(cs->close_at), "expected '...' at end of argument list for "
                   "musttail call in varargs function");
        return false;
    }
    return true;
}

static bool args_ok(ParseCtx *P, CallSpec *cs, Type *fnty, uint32_t nargs)
{
    if (nargs < fnty->nmem) {
        diag_error(P->diag, L(cs->args_at), "not enough parameters specified for call");
        return false;
    }
    if (nargs > fnty->nmem && !fnty->vararg) {
        Param *p = cs->args->v[fnty->nmem];
        diag_error(P->diag, p->loc, "too many arguments specified for call");
        return false;
    }
    for (uint32_t i = 0; i < fnty->nmem; i++) {
        Param *p = cs->args->v[i];
        if (p->type != fnty->mem[i]) {
            char b[96];
            diag_error(P->diag, p->loc, "argument is not of expected type '%s'",
                       type_str(fnty->mem[i], b, sizeof b));
            return false;
        }
    }
    return true;
}

static Value *asm_callee(ParseCtx *P, ValRef *vr, Type *fnty, Type *pty)
{
    InlineAsm *a = arena_alloc(&P->m->arena, sizeof *a);
    a->v.kind = VK_ASM;
    a->v.type = pty;
    a->v.loc = vr->loc;
    a->fnty = fnty;
    a->text = vr->text.s;
    a->text_len = vr->text.n;
    a->constraints = vr->text2.s;
    a->constraints_len = vr->text2.n;
    a->sideeffect = vr->id & 1;
    a->inteldialect = vr->id & 2;
    a->alignstack = vr->id & 4;
    return &a->v;
}

static uint32_t bundle_operands(CallSpec *cs)
{
    uint32_t n = 0;
    for (uint32_t k = 0; cs->bundles && k < cs->bundles->n; k++) {
        BundleSpec *b = cs->bundles->v[k];
        n += b->vals ? b->vals->n : 0;
    }
    return n;
}

/* Does any argument carry attributes?  (Most calls: none.) */
static bool any_arg_attrs(const CallSpec *cs, uint32_t nargs)
{
    for (uint32_t k = 0; k < nargs; k++)
        if (((Param *)cs->args->v[k])->attrs)
            return true;
    return false;
}

/* Operands: args, then bundle operands, then the callee.  The per-argument
 * attribute lists and the bundle array are only allocated when there is
 * something to put in them (ir.h: arg_attrs may be NULL): a module has
 * tens of thousands of calls, nearly all without either. */
static void call_operands(ParseCtx *P, Instr *i, CallSpec *cs, uint32_t nargs, Value *callee)
{
    uint32_t k = 0;
    if (any_arg_attrs(cs, nargs))
        i->call->arg_attrs = arena_array(&P->m->arena, nargs, sizeof(AttrList));
    for (; k < nargs; k++) {
        Param *p = cs->args->v[k];
        instr_set_op(i, k, p->val);
        for (uint32_t a = 0; p->attrs && a < p->attrs->n; a++) {
            AttrList *l = &i->call->arg_attrs[k];
            if (!l->a)
                l->a = arena_array(&P->m->arena, p->attrs->n, sizeof(Attr));
            l->a[l->n++] = *(Attr *)p->attrs->v[a];
        }
    }
    i->call->nbundles = cs->bundles ? cs->bundles->n : 0;
    if (i->call->nbundles)
        i->call->bundles = arena_array(&P->m->arena, i->call->nbundles, sizeof(Bundle));
    for (uint32_t b = 0; b < i->call->nbundles; b++) {
        BundleSpec *bs = cs->bundles->v[b];
        uint32_t n = bs->vals ? bs->vals->n : 0;
        i->call->bundles[b] = (Bundle){arena_strndup(&P->m->arena, bs->tag.s, bs->tag.n), k, n};
        for (uint32_t v = 0; v < n; v++)
            instr_set_op(i, k++, bs->vals->v[v]);
    }
    instr_set_op(i, k, callee);
}

static AttrList to_list(ParseCtx *P, PList *l)
{
    AttrList out = {0};
    if (!l || !l->n)
        return out;
    out.a = arena_array(&P->m->arena, l->n, sizeof(Attr));
    for (uint32_t k = 0; k < l->n; k++)
        out.a[k] = *(Attr *)l->v[k];
    out.n = l->n;
    return out;
}

Instr *b_call(ParseCtx *P, CallSpec *cs, PList *opts, Span at)
{
    uint32_t nargs = cs->args ? cs->args->n : 0;
    Type *fnty = call_fnty(P, cs, nargs);
    if (!ellipsis_ok(P, cs) || !args_ok(P, cs, fnty, nargs))
        return NULL;
    /* The callee is a pointer in address space 0 (the program address
     * space of NVPTX's data layout) unless the call names another. */
    Type *pty = P->typed_pointers ? type_ptr(&P->m->types, cs->as, fnty)
                                  : b_ptr_type(P, cs->as, cs->callee_at);
    Value *callee = cs->callee->k == VR_ASM ? asm_callee(P, cs->callee, fnty, pty)
                                            : b_resolve(P, pty, cs->callee);
    b_note_intrinsic_use(P, callee, fnty);
    bool invoke = cs->normal != NULL;
    uint32_t nops = nargs + bundle_operands(cs) + 1 + (invoke ? 2 : 0);
    Instr *i = instr_new(P->m, invoke ? OP_INVOKE : OP_CALL, fnty->elem, nops);
    call_operands(P, i, cs, nargs, callee);
    if (invoke) {
        instr_set_op(i, nops - 2, cs->normal);
        instr_set_op(i, nops - 1, cs->unwind);
    }
    i->nargs = nargs;
    i->aux_type = fnty;
    i->call->explicit_fnty = cs->ret->kind == TY_FUNC;
    i->call->forward_varargs = cs->ellipsis;
    i->flags = cs->flags;
    i->cc = cs->cc;
    i->call->ret_attrs = to_list(P, cs->ret_attrs);
    i->call->fn_attrs = to_list(P, cs->fn_attrs);
    (void)at;
    return b_finish(P, i, opts, false);
}
