/*
 * emit/globals.c -- global variables.
 *
 *     .visible .global .align 4 .u32 counter = 5;
 *     .global .align 1 .b8 $str[6] = {104, 101, 108, 108, 111, 0};
 *     .shared .align 4 .f32 tile[256];
 *
 * Address space 0 and 1 go to .global (as LLVM's NVPTX does for generic
 * globals), 3 to .shared, 4 to .const.  Scalars and (nested) arrays of
 * integers, floats and pointers are written with their element type; zero
 * initializers are left out (PTX zero-fills .global and .const), and
 * .shared variables cannot have one.  Everything else -- structs, pointers
 * to other globals in an initializer, other address spaces -- is a located
 * "unsupported" error for now.
 */
#include <string.h>

#include "emit/emit.h"

static const char *space_of(unsigned as)
{
    switch (as) {
    case 0: case 1: return ".global";
    case 3: return ".shared";
    case 4: return ".const";
    default: return NULL;
    }
}

/* The innermost element type and total element count of an array. */
static const Type *flatten(const Type *t, uint64_t *count)
{
    *count = 1;
    while (t->kind == TY_ARRAY) {
        *count *= t->count;
        t = t->elem;
    }
    return t;
}

static const char *elem_type(const IselCtx *c, const Type *t)
{
    switch (t->kind) {
    case TY_INT:
        switch (t->bits) {
        case 8: return "b8";
        case 16: return "u16";
        case 32: return "u32";
        case 64: return "u64";
        default: return NULL;
        }
    case TY_FLOAT: return "f32";
    case TY_DOUBLE: return "f64";
    case TY_PTR: return c->ptr_bits == 64 ? "u64" : "u32";
    default: return NULL;
    }
}

static bool is_zero(const Value *v)
{
    if (v->kind == VK_CZERO || v->kind == VK_CNULL || v->kind == VK_CUNDEF ||
        v->kind == VK_CPOISON)
        return true;
    if (v->kind == VK_CINT)
        return const_int_zext((const Const *)v) == 0;
    if (v->kind == VK_CFP)
        return ((const Const *)v)->fp_lo == 0;
    if (v->kind == VK_CAGG) {
        const Const *k = (const Const *)v;
        for (uint32_t i = 0; i < k->nops; i++)
            if (!is_zero(k->ops[i].val))
                return false;
        return true;
    }
    if (v->kind == VK_CDATA) {
        const Const *k = (const Const *)v;
        for (uint64_t i = 0; i < v->type->count; i++)
            if (k->bytes[i])
                return false;
        return true;
    }
    return false;
}

static void put_sep(FILE *out, uint64_t *n)
{
    if ((*n)++)
        fputs(", ", out);
}

/* Print the elements of an initializer, flattened, comma-separated; *n
 * counts the elements printed so far. */
static bool print_elems(FILE *out, const Value *v, uint64_t *n)
{
    const Const *k = (const Const *)v;
    uint64_t count;
    const Type *e;
    switch (v->kind) {
    case VK_CINT: put_sep(out, n); fprintf(out, "%lld", (long long)const_int_sext(k)); return true;
    case VK_CFP:
        put_sep(out, n);
        if (v->type->kind == TY_FLOAT)
            fprintf(out, "0f%08X", (unsigned)k->fp_lo);
        else
            fprintf(out, "0d%016llX", (unsigned long long)k->fp_lo);
        return true;
    case VK_CDATA:
        for (uint64_t i = 0; i < v->type->count; i++)
            put_sep(out, n), fprintf(out, "%u", k->bytes[i]);
        return true;
    case VK_CAGG:
        for (uint32_t i = 0; i < k->nops; i++)
            if (!print_elems(out, k->ops[i].val, n))
                return false;
        return true;
    default:
        if (!is_zero(v))
            return false;
        e = flatten(v->type, &count);
        for (uint64_t i = 0; i < count; i++)
            put_sep(out, n), fputs(e->kind == TY_FLOAT ? "0f00000000" : e->kind == TY_DOUBLE
                                   ? "0d0000000000000000" : "0", out);
        return true;
    }
}

static bool print_var(IselCtx *c, FILE *out, const Global *g)
{
    const char *space = space_of(g->addrspace), *name = ptx_symbol(c->fn_arena, c->m, g);
    uint64_t count;
    const Type *elem = flatten(g->value_type, &count);
    const char *et = elem_type(c, elem);
    Loc loc = g->v.loc;
    if (!space || !et) {
        char buf[128];
        diag_error(c->diag, loc, "unsupported: global variable '@%s' (type '%s' in address "
                   "space %u)", g->v.name ? g->v.name : "", type_str(g->value_type, buf,
                   sizeof buf), g->addrspace);
        return false;
    }
    bool local = g->linkage == LINK_INTERNAL || g->linkage == LINK_PRIVATE;
    fprintf(out, "%s%s .align %u .%s %s", !g->init ? ".extern " : local ? "" : ".visible ",
            space, g->align ? (unsigned)g->align : type_align(g->value_type, c->ptr_bits), et, name);
    if (g->value_type->kind == TY_ARRAY)
        fprintf(out, "[%llu]", (unsigned long long)count);
    if (g->init && g->addrspace != 3 && !is_zero(g->init)) {
        uint64_t n = 0;
        bool is_array = g->value_type->kind == TY_ARRAY;
        fputs(is_array ? " = {" : " = ", out);
        if (!print_elems(out, g->init, &n)) {
            fputs(";\n", out);
            diag_error(c->diag, loc, "unsupported: initializer of global variable '@%s' "
                       "(only integer and floating-point constants)", g->v.name ? g->v.name : "");
            return false;
        }
        fputs(is_array ? "}" : "", out);
    }
    fputs(";\n", out);
    return true;
}

bool globals_print(IselCtx *c, FILE *out)
{
    bool ok = true, any = false;
    for (const Global *g = c->m->globals; g; g = g->next) {
        if (g->v.name && !strncmp(g->v.name, "llvm.", 5))
            continue; /* llvm.used and friends: no storage */
        if (!g->init && !g->v.uses)
            continue; /* an unused declaration (e.g. threadIdx): nothing to say */
        if (!any)
            fputc('\n', out), any = true;
        ok &= print_var(c, out, g);
    }
    return ok;
}
