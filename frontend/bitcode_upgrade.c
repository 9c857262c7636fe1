/*
 * frontend/bitcode_upgrade.c -- the intrinsic upgrades LLVM applies when
 * it reads old bitcode, so that a module read here is the module
 * llvm-dis-19 prints (bitcode.h describes the reader as a whole).
 *
 * Bitcode keeps intrinsic names as the producer wrote them.  CUDA's
 * libdevice was written by an old LLVM and calls NVVM intrinsics that
 * LLVM has since retired (llvm.nvvm.abs.i, .max.*, .min.*, .clz.*,
 * .popc.*, .brev*, .h2f) and typed-pointer manglings
 * (llvm.memcpy.p0i8.p0i8.i64).  LLVM's reader rewrites them: the min/max/
 * abs family into compare-and-select instructions, the others into the
 * generic intrinsic (llvm.ctlz, llvm.ctpop, llvm.bitreverse,
 * llvm.convert.from.fp16), with a trunc where the old one returned i32 for
 * an i64 operand.  This file does the same, with the value names LLVM's
 * rewrite gives (neg, abs.cond, max.cond ...; a repeated name gets the
 * function's next number, as LLVM's symbol table does).
 *
 * Invariant: after bcx_upgrade no call names a retired intrinsic, and the
 * retired declarations are gone from the module.
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/bitcode.h"

typedef struct Up {
    BcCtx *c;
    Global *fn;
    uint32_t last_unique;
} Up;

static bool name_used(Global *f, const char *s)
{
    for (uint32_t k = 0; k < f->nargs; k++)
        if (f->args[k]->v.name && !strcmp(f->args[k]->v.name, s))
            return true;
    for (Block *b = f->first; b; b = b->next) {
        if (b->v.name && !strcmp(b->v.name, s))
            return true;
        for (Instr *i = b->first; i; i = i->next)
            if (i->v.name && !strcmp(i->v.name, s))
                return true;
    }
    return false;
}

static const char *unique(Up *u, const char *base)
{
    if (!name_used(u->fn, base))
        return arena_strdup(&u->c->m->arena, base);
    for (;;) {
        char buf[128];
        snprintf(buf, sizeof buf, "%s%u", base, ++u->last_unique);
        if (!name_used(u->fn, buf))
            return arena_strdup(&u->c->m->arena, buf);
    }
}

static Instr *add(Up *u, Instr *at, Opcode op, Type *t, Value *a, Value *b, Value *x,
                  const char *name)
{
    Value *ops[3] = {a, b, x};
    uint32_t n = x ? 3 : b ? 2 : 1;
    Instr *i = instr_new(u->c->m, op, t, n);
    for (uint32_t k = 0; k < n; k++)
        instr_set_op(i, k, ops[k]);
    instr_insert_before(at, i);
    if (name)
        i->v.name = unique(u, name);
    return i;
}

/* A declaration of a generic intrinsic, made once and kept at the end
 * of the function list (where LLVM's getDeclaration puts it). */
static Global *intrinsic(BcCtx *c, const char *name, Type *ret, Type **params, uint32_t n)
{
    for (Global *g = c->m->funcs; g; g = g->next)
        if (g->v.name && !strcmp(g->v.name, name))
            return g;
    Global *g = arena_alloc(&c->m->arena, sizeof *g);
    g->v.kind = VK_GLOBAL;
    g->v.name = arena_strdup(&c->m->arena, name);
    g->v.type = type_ptr(&c->m->types, 0, NULL);
    g->gk = GK_FUNC;
    g->is_decl = true;
    g->fnty = type_func(&c->m->types, ret, params, n, false);
    g->nargs = n;
    g->args = arena_array(&c->m->arena, n ? n : 1, sizeof(Arg *));
    g->param_attrs = arena_array(&c->m->arena, n ? n : 1, sizeof(AttrList));
    for (uint32_t k = 0; k < n; k++) {
        Arg *a = arena_alloc(&c->m->arena, sizeof *a);
        a->v.kind = VK_ARG;
        a->v.type = params[k];
        a->parent = g;
        a->index = k;
        g->args[k] = a;
    }
    *c->m->funcs_tail = g;
    c->m->funcs_tail = &g->next;
    c->m->nfuncs++;
    return g;
}

/* call @new(x [, i1 false]) in place of the old call (which keeps its name). */
static Value *generic_call(Up *u, Instr *old, const char *base, Type *t, bool zero_undef,
                           bool named)
{
    BcCtx *c = u->c;
    char name[64];
    snprintf(name, sizeof name, "llvm.%s.%s", base, type_scalar(t)->kind == TY_INT
             ? (t->bits == 64 ? "i64" : t->bits == 16 ? "i16" : "i32") : "f32");
    Type *params[2] = {t, c->m->types.i1};
    Global *g = intrinsic(c, name, t, params, zero_undef ? 2 : 1);
    Instr *i = instr_new(c->m, OP_CALL, t, zero_undef ? 3 : 2);
    instr_set_op(i, 0, instr_op(old, 0));
    if (zero_undef)
        instr_set_op(i, 1, &const_bool(&c->m->consts, false)->v);
    instr_set_op(i, i->nops - 1, &g->v);
    i->nargs = zero_undef ? 2 : 1;
    i->aux_type = g->fnty;
    instr_insert_before(old, i);
    if (named)
        i->v.name = unique(u, base);
    return &i->v;
}

/* llvm.nvvm.clz.ll / popc.ll: i64 operation, i32 result. */
static Value *narrowed(Up *u, Instr *old, const char *base, bool zero_undef)
{
    Value *x = instr_op(old, 0);
    Value *w = generic_call(u, old, base, x->type, zero_undef, true);
    char name[64];
    snprintf(name, sizeof name, "%s.trunc", base);
    return &add(u, old, OP_TRUNC, old->v.type, w, NULL, NULL, name)->v;
}

static Value *min_max(Up *u, Instr *old, int pred, const char *base)
{
    BcCtx *c = u->c;
    Value *a = instr_op(old, 0), *b = instr_op(old, 1);
    char name[64];
    snprintf(name, sizeof name, "%s.cond", base);
    Instr *cmp = add(u, old, OP_ICMP, c->m->types.i1, a, b, NULL, name);
    cmp->pred = (uint8_t)pred;
    return &add(u, old, OP_SELECT, a->type, &cmp->v, a, b, base)->v;
}

static Value *absolute(Up *u, Instr *old)
{
    BcCtx *c = u->c;
    Value *x = instr_op(old, 0);
    Value *zero = &const_int(&c->m->consts, x->type, 0)->v;
    Instr *neg = add(u, old, OP_SUB, x->type, zero, x, NULL, "neg");
    Instr *cmp = add(u, old, OP_ICMP, c->m->types.i1, x, zero, NULL, "abs.cond");
    cmp->pred = PRED_SGE;
    return &add(u, old, OP_SELECT, x->type, &cmp->v, x, &neg->v, "abs")->v;
}

/* The replacement of one retired call, or NULL if `name` is current. */
static Value *upgrade_call(Up *u, Instr *i, const char *name)
{
    static const struct { const char *name; int pred; const char *base; } mm[] = {
        {"max.i", PRED_SGE, "max"}, {"max.ll", PRED_SGE, "max"},
        {"max.ui", PRED_UGE, "max"}, {"max.ull", PRED_UGE, "max"},
        {"min.i", PRED_SLE, "min"}, {"min.ll", PRED_SLE, "min"},
        {"min.ui", PRED_ULE, "min"}, {"min.ull", PRED_ULE, "min"},
    };
    if (strncmp(name, "llvm.nvvm.", 10))
        return NULL;
    const char *s = name + 10;
    for (size_t k = 0; k < sizeof mm / sizeof *mm; k++)
        if (!strcmp(s, mm[k].name) && i->nargs == 2)
            return min_max(u, i, mm[k].pred, mm[k].base);
    if ((!strcmp(s, "abs.i") || !strcmp(s, "abs.ll")) && i->nargs == 1)
        return absolute(u, i);
    if (i->nargs != 1)
        return NULL;
    if (!strcmp(s, "clz.i"))
        return generic_call(u, i, "ctlz", instr_op(i, 0)->type, true, false);
    if (!strcmp(s, "clz.ll"))
        return narrowed(u, i, "ctlz", true);
    if (!strcmp(s, "popc.i"))
        return generic_call(u, i, "ctpop", instr_op(i, 0)->type, false, false);
    if (!strcmp(s, "popc.ll"))
        return narrowed(u, i, "ctpop", false);
    if (!strcmp(s, "brev32") || !strcmp(s, "brev64"))
        return generic_call(u, i, "bitreverse", instr_op(i, 0)->type, false, false);
    if (!strcmp(s, "h2f")) {
        Type *params[1] = {u->c->m->types.i16};
        Global *g = intrinsic(u->c, "llvm.convert.from.fp16.f32", u->c->m->types.float_ty,
                              params, 1);
        Instr *n = instr_new(u->c->m, OP_CALL, g->fnty->elem, 2);
        instr_set_op(n, 0, instr_op(i, 0));
        instr_set_op(n, 1, &g->v);
        n->nargs = 1;
        n->aux_type = g->fnty;
        instr_insert_before(i, n);
        n->v.name = unique(u, "h2f");
        return &n->v;
    }
    return NULL;
}

static bool retired(const char *n)
{
    static const char *const names[] = {"abs.i", "abs.ll", "max.i", "max.ll", "max.ui",
        "max.ull", "min.i", "min.ll", "min.ui", "min.ull", "clz.i", "clz.ll", "popc.i",
        "popc.ll", "brev32", "brev64", "h2f"};
    if (!n || strncmp(n, "llvm.nvvm.", 10))
        return false;
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (!strcmp(n + 10, names[k]))
            return true;
    return false;
}

/* LLVM rewrites the calls of one function walking each retired
 * intrinsic's use list, newest use first: in reverse program order, which
 * decides who gets `min` and who `min2`. */
static void upgrade_function(BcCtx *c, Global *f)
{
    Up u = {c, f, 0};
    uint32_t pos = 0;
    for (Block *b = f->last; b; b = b->prev)
        for (Instr *i = b->last, *prev; i; i = prev) {
            prev = i->prev;
            Value *callee = i->op == OP_CALL ? call_callee(i) : NULL;
            Global *g = callee && callee->kind == VK_GLOBAL ? (Global *)callee : NULL;
            Value *rep = g && g->gk == GK_FUNC && g->is_decl && retired(g->v.name)
                             ? upgrade_call(&u, i, g->v.name) : NULL;
            if (rep) {
                /* a renamed call keeps the old one's name */
                if (!rep->name && i->v.name)
                    rep->name = i->v.name;
                value_replace_all_uses(&i->v, rep);
                instr_remove(i);
            }
        }
    for (Block *b = f->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next)
            i->pos = ++pos;
}

/* llvm.memcpy.p0i8.p0i8.i64 -> llvm.memcpy.p0.p0.i64: the pointer types
 * of an intrinsic's name lose their element type. */
static bool remangle(BcCtx *c, Global *g)
{
    const char *n = g->v.name;
    if (!n || strncmp(n, "llvm.mem", 8))
        return false;
    char out[256];
    size_t o = 0;
    bool changed = false;
    for (const char *p = n; *p && o + 1 < sizeof out;) {
        if (p[0] == '.' && p[1] == 'p' && p[2] >= '0' && p[2] <= '9') {
            out[o++] = *p++;
            out[o++] = *p++;
            while (*p >= '0' && *p <= '9' && o + 1 < sizeof out)
                out[o++] = *p++;
            if (*p && *p != '.') { /* an element type follows: drop it */
                while (*p && *p != '.')
                    p++;
                changed = true;
            }
            continue;
        }
        out[o++] = *p++;
    }
    out[o] = 0;
    if (changed)
        g->v.name = arena_strdup(&c->m->arena, out);
    return changed;
}

/* LLVM's reader replaces, in module order, each declaration of an
 * intrinsic that maps onto one generic intrinsic (clz.i, popc.i, brev32,
 * brev64) with a new declaration, and each remangled one (memcpy.p0i8...)
 * with a renamed copy, both added at the end of the function list; the
 * declarations it makes later, while it rewrites calls (ctlz.i64 for
 * clz.ll, ...), come after them.  Doing the same here gives llvm-dis-19's
 * order of declarations. */
static void renamed_declarations(BcCtx *c)
{
    static const struct { const char *old, *base; } one[] = {
        {"clz.i", "ctlz"}, {"popc.i", "ctpop"}, {"brev32", "bitreverse"}, {"brev64", "bitreverse"},
    };
    Module *m = c->m;
    Vec moved = {0};
    for (Global *g = m->funcs; g; g = g->next) {
        if (remangle(c, g))
            VEC_PUSH(&moved, Global *, g);
        for (size_t k = 0; g->v.name && g->fnty->nmem == 1 && k < sizeof one / sizeof *one; k++)
            if (!strncmp(g->v.name, "llvm.nvvm.", 10) && !strcmp(g->v.name + 10, one[k].old))
                VEC_PUSH(&moved, Global *, g);
    }
    for (size_t i = 0; i < moved.len; i++) {
        Global *g = VEC_AT(&moved, Global *, i);
        if (strncmp(g->v.name, "llvm.nvvm.", 10)) {
            module_move_func(m, g, true);
            continue;
        }
        for (size_t k = 0; k < sizeof one / sizeof *one; k++) {
            if (strcmp(g->v.name + 10, one[k].old))
                continue;
            Type *t = g->fnty->elem, *params[2] = {t, c->m->types.i1};
            char name[64];
            snprintf(name, sizeof name, "llvm.%s.%s", one[k].base, t->bits == 64 ? "i64" : "i32");
            /* ctlz has the is-zero-poison flag the old clz lacked */
            intrinsic(c, name, t, params, strcmp(one[k].base, "ctlz") ? 1 : 2);
        }
    }
    vec_free(&moved);
}

/* LLVM 7 moved memcpy's and memmove's alignment from an i32 operand to
 * attributes: a declaration of the old five-operand form loses it (a
 * call of it would need its operand moved too: not read). */
static void old_memcpy(BcCtx *c, Global *g)
{
    const char *n = g->v.name;
    Type *t = g->fnty;
    if (!n || (strncmp(n, "llvm.memcpy.", 12) && strncmp(n, "llvm.memmove.", 13)) ||
        t->nmem != 5 || t->mem[3] != c->m->types.i32)
        return;
    if (g->v.uses) {
        bcx_fail(c, "unsupported: a call of the pre-LLVM-7 '%s'", n);
        return;
    }
    Type *p[4] = {t->mem[0], t->mem[1], t->mem[2], t->mem[4]};
    g->fnty = type_func(&c->m->types, t->elem, p, 4, false);
    g->args[3] = g->args[4];
    g->args[3]->index = 3;
    g->param_attrs[3] = g->param_attrs[4];
    g->nargs = 4;
}

/* Calls of llvm.dbg.value/declare/label/assign carry only debug
 * information, which the reader does not read (bitcode_const.c): they go,
 * with their declarations. */
static void drop_debug_calls(BcCtx *c)
{
    Module *m = c->m;
    Global **pp = &m->funcs;
    m->funcs_tail = &m->funcs;
    for (Global *g = m->funcs, *next; g; g = next) {
        next = g->next;
        if (g->v.name && !strncmp(g->v.name, "llvm.dbg.", 9) && g->is_decl) {
            while (g->v.uses && g->v.uses->user->kind == VK_INSTR) {
                Instr *i = (Instr *)g->v.uses->user;
                if (i->op != OP_CALL || instr_has_result(i))
                    break;
                instr_remove(i);
            }
            if (!g->v.uses) {
                c->debug_skipped = true;
                m->nfuncs--;
                continue;
            }
        }
        *pp = g;
        pp = &g->next;
        m->funcs_tail = pp;
    }
    *pp = NULL;
}

bool bcx_upgrade(BcCtx *c)
{
    Module *m = c->m;
    bool any = false;
    drop_debug_calls(c);
    for (Global *f = m->funcs; f; f = f->next) { /* positions without gaps */
        uint32_t pos = 0;
        for (Block *b = f->first; b; b = b->next)
            for (Instr *i = b->first; i; i = i->next)
                i->pos = ++pos;
    }
    for (Global *g = m->funcs; g; g = g->next) {
        any |= retired(g->v.name);
        old_memcpy(c, g);
    }
    renamed_declarations(c);
    if (c->r.error[0])
        return false;
    if (!any)
        return true;
    /* only the functions that call a retired intrinsic: found through its
     * uses, so a large module costs nothing more */
    PtrMap todo = {0};
    for (Global *g = m->funcs; g; g = g->next) {
        if (!retired(g->v.name))
            continue;
        for (Use *use = g->v.uses; use; use = use->next)
            if (use->user && use->user->kind == VK_INSTR && ((Instr *)use->user)->parent)
                ptrmap_put(&todo, ((Instr *)use->user)->parent->parent, g);
    }
    for (Global *g = m->funcs; g; g = g->next)
        if (!g->is_decl && ptrmap_get(&todo, g))
            upgrade_function(c, g);
    ptrmap_free(&todo);
    Global **pp = &m->funcs;
    m->funcs_tail = &m->funcs;
    for (Global *g = m->funcs; g; g = g->next) {
        if (retired(g->v.name) && !g->v.uses) {
            m->nfuncs--;
            continue;
        }
        *pp = g;
        pp = &g->next;
        m->funcs_tail = pp;
    }
    *pp = NULL;
    return true;
}
