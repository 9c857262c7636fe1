/*
 * verify/typecheck_flow.c -- LLVM's type rules for control flow and
 * calls: ret against the function's return type, br and switch
 * conditions, unique switch cases, call arguments against the callee's
 * function type, va_arg, and global variable initializers.
 *
 * Invariants: as in typecheck.c.
 */
#include <stdlib.h>

#include "verify/vctx.h"

static Value *op(const Instr *i, uint32_t k)
{
    return k < i->nops ? instr_op(i, k) : NULL;
}

static void check_ret(VerifyCtx *c, Instr *i)
{
    char a[96], b[96];
    Type *want = c->fn && c->fn->fnty ? c->fn->fnty->elem : NULL;
    Value *v = op(i, 0);
    if (!want)
        return;
    if (!v && want->kind != TY_VOID)
        vc_error(c, instr_loc(c, i), "'ret void' in a function that returns "
                 "'%s'", tystr(want, a, sizeof a));
    else if (v && v->type != want)
        vc_error(c, instr_loc(c, i), "'ret' of a '%s' value in a function that "
                 "returns '%s'", tystr(v->type, a, sizeof a), tystr(want, b, sizeof b));
}

static bool is_i1(const Type *t)
{
    return t && t->kind == TY_INT && t->bits == 1;
}

static bool is_block(const Value *v)
{
    return v && v->kind == VK_BLOCK;
}

static void check_br(VerifyCtx *c, Instr *i)
{
    char a[96];
    if (i->nops == 1 && is_block(op(i, 0)))
        return;
    if (i->nops != 3 || !is_block(op(i, 1)) || !is_block(op(i, 2)))
        vc_error(c, instr_loc(c, i), "'br' takes a label, or an i1 condition "
                 "and two labels");
    else if (op(i, 0) && !is_i1(op(i, 0)->type))
        vc_error(c, instr_loc(c, i), "the condition of 'br' must be i1, not "
                 "'%s'", tystr(op(i, 0)->type, a, sizeof a));
}

/* Case values: integer constants of the condition's type, no repeats.
 * Constants are uniqued, so equal values are equal pointers: sorting the
 * case slots by pointer puts repeats next to each other (n log n, so a
 * switch of 100,000 cases costs nothing).  Repeats are then reported in
 * the order they were written, which does not depend on the pointers. */
static int u32_cmp(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void report_duplicate_cases(VerifyCtx *c, Instr *i)
{
    uint32_t n = (i->nops - 2) / 2, ndup = 0;
    ValueSlot *s = malloc((n ? n : 1) * sizeof *s); /* k: operand index */
    uint32_t *dup = malloc((n ? n : 1) * sizeof *dup);
    if (!s || !dup)
        BUG("out of memory");
    for (uint32_t j = 0; j < n; j++)
        s[j] = (ValueSlot){op(i, 2 + 2 * j), 2 + 2 * j};
    qsort(s, n, sizeof *s, value_slot_cmp);
    for (uint32_t j = 1; j < n; j++)
        if (s[j].v == s[j - 1].v)
            dup[ndup++] = s[j].k;
    qsort(dup, ndup, sizeof *dup, u32_cmp);
    for (uint32_t j = 0; j < ndup; j++)
        vc_error(c, instr_loc(c, i), "duplicate case value %llu in 'switch'",
                 (unsigned long long)const_int_zext((const Const *)op(i, dup[j])));
    free(s);
    free(dup);
}

static void check_switch(VerifyCtx *c, Instr *i)
{
    char a[96];
    Value *cond = op(i, 0);
    if (!cond || !type_is_int(cond->type)) {
        vc_error(c, instr_loc(c, i), "the condition of 'switch' must be an integer");
        return;
    }
    for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
        Value *v = op(i, k);
        if (!v || v->kind != VK_CINT || v->type != cond->type) {
            vc_error(c, instr_loc(c, i), "'switch' case values must be integer "
                     "constants of type '%s'", tystr(cond->type, a, sizeof a));
            return;
        }
    }
    report_duplicate_cases(c, i);
}

/* ------------------------------------------------------------------ */
/* Calls                                                                */
/* ------------------------------------------------------------------ */
static void check_call_args(VerifyCtx *c, Instr *i, const Type *ft)
{
    char a[96], b[96];
    if (i->nargs < ft->nmem || (!ft->vararg && i->nargs > ft->nmem)) {
        vc_error(c, instr_loc(c, i), "the call passes %u arguments, but the "
                 "callee's type takes %s%u", i->nargs, ft->vararg ? "at least " : "",
                 ft->nmem);
        return;
    }
    for (uint32_t k = 0; k < ft->nmem; k++) {
        Value *v = op(i, k);
        if (v && v->type != ft->mem[k])
            vc_error(c, instr_loc(c, i), "call argument %u has type '%s', but "
                     "the callee's parameter has type '%s'", k + 1,
                     tystr(v->type, a, sizeof a), tystr(ft->mem[k], b, sizeof b));
    }
}

/* With opaque pointers a call carries its own function type, which LLVM
 * lets differ from the callee's.  PTX does not: a call's parameter list
 * must match the .func prototype exactly (ptxas rejects it otherwise),
 * so a direct call through another type is an error here. */
/* Do two types lay out the same bytes in the same scalars?  A struct of
 * one member is that member (SYCL wraps `half` in a class), and
 * aggregates compare member by member: `{ {half}, {half} }` is `{half,
 * half}`.  A packed struct is only itself (its alignment is 1). */
static bool same_layout(const Type *a, const Type *b, unsigned depth)
{
    if (depth > LIMIT_NESTING)
        return false;
    while (a->kind == TY_STRUCT && a->nmem == 1 && !a->packed)
        a = a->mem[0];
    while (b->kind == TY_STRUCT && b->nmem == 1 && !b->packed)
        b = b->mem[0];
    if (a == b)
        return true;
    if (a->kind != b->kind || a->nmem != b->nmem || a->count != b->count ||
        a->packed != b->packed || a->vararg != b->vararg)
        return false;
    if (a->kind == TY_ARRAY || a->kind == TY_VEC)
        return same_layout(a->elem, b->elem, depth + 1);
    if (a->kind == TY_FUNC && !same_layout(a->elem, b->elem, depth + 1))
        return false;
    if (a->kind != TY_STRUCT && a->kind != TY_FUNC)
        return false;
    for (uint32_t k = 0; k < a->nmem; k++)
        if (!same_layout(a->mem[k], b->mem[k], depth + 1))
            return false;
    return true;
}

static void check_callee_type(VerifyCtx *c, Instr *i, const Type *ft)
{
    char a[160], b[160], n[160];
    Global *g = call_callee_fn(i);
    /* LLVM IR: llc calls with the call's own type; where both types give
     * the same .param layout, the PTX call matches the declaration. */
    if (c->kind == IR_LLVM && g && g->fnty && same_layout(g->fnty, ft, 0))
        return;
    if (g && g->gk == GK_FUNC && g->fnty && g->fnty != ft)
        vc_error(c, instr_loc(c, i), "the call's function type '%s' differs "
                 "from the type '%s' of the callee %s", tystr(ft, a, sizeof a),
                 tystr(g->fnty, b, sizeof b), value_label(&g->v, n, sizeof n));
}

static void check_call(VerifyCtx *c, Instr *i)
{
    char a[96], b[96];
    const Type *ft = i->aux_type;
    if (!ft || ft->kind != TY_FUNC) {
        vc_error(c, instr_loc(c, i), "the callee of this call has no function type");
        return;
    }
    Value *callee = call_callee(i);
    if (callee && callee->kind != VK_ASM && !type_is_ptr(callee->type))
        vc_error(c, instr_loc(c, i), "the callee must be a pointer to a "
                 "function, not '%s'", tystr(callee->type, a, sizeof a));
    check_call_args(c, i, ft);
    if (i->v.type != ft->elem)
        vc_error(c, instr_loc(c, i), "the call's result type '%s' differs "
                 "from the callee's return type '%s'",
                 tystr(i->v.type, a, sizeof a), tystr(ft->elem, b, sizeof b));
    check_callee_type(c, i, ft);
}

void typecheck_flow(VerifyCtx *c, Instr *i)
{
    switch (i->op) {
    case OP_RET: check_ret(c, i); break;
    case OP_BR: check_br(c, i); break;
    case OP_SWITCH: check_switch(c, i); break;
    case OP_INDIRECTBR:
    case OP_VA_ARG:
        if (op(i, 0) && !type_is_ptr(op(i, 0)->type))
            vc_error(c, instr_loc(c, i), "the address operand of '%s' must be "
                     "a pointer", opcode_name(i->op));
        break;
    case OP_CALL: check_call(c, i); break;
    default: break;
    }
}

/* ------------------------------------------------------------------ */
/* Global initializers                                                  */
/* ------------------------------------------------------------------ */
void typecheck_global_init(VerifyCtx *c, Global *g)
{
    char a[96], b[96], n[160];
    if (g->init && g->value_type && g->init->type != g->value_type)
        vc_error(c, g->v.loc, "the initializer of %s has type '%s', but the "
                 "variable has type '%s'", value_label(&g->v, n, sizeof n),
                 tystr(g->init->type, a, sizeof a), tystr(g->value_type, b, sizeof b));
}
