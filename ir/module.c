/*
 * ir/module.c -- the Module: creation, destruction and simple queries.
 *
 * Duties:
 *   - module_new / module_free: a module owns one arena (every IR object),
 *     the type and constant tables, and a few malloc'ed vectors; freeing
 *     the module frees all of it.
 *   - Look-ups the other stages need: a global by name, an attribute group
 *     by number, named metadata by name, and "is this function a kernel?".
 *
 * Invariants:
 *   - The Module itself is malloc'ed (not in its own arena) so that its
 *     address, which the type and constant tables keep (&m->arena), never
 *     changes.
 *   - The *_tail pointers always point at the `next` field of the last
 *     element of their list (or at the head when the list is empty), so
 *     appending in source order is O(1).
 *   - Look-ups here are linear: they are for occasional questions, not for
 *     the parser's symbol table (which keeps its own hash).
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

Module *module_new(void)
{
    Module *m = calloc(1, sizeof *m);
    if (!m) {
        fputs("tnvcc: out of memory creating a module\n", stderr);
        abort();
    }
    arena_init(&m->arena, "module");
    types_init(&m->types, &m->arena);
    consts_init(&m->consts, &m->arena, &m->types);
    m->globals_tail = &m->globals;
    m->funcs_tail = &m->funcs;
    m->aliases_tail = &m->aliases;
    m->mds_tail = &m->mds;
    m->named_tail = &m->named_mds;
    m->attr_groups_tail = &m->attr_groups;
    m->comdats_tail = &m->comdats;
    return m;
}

void module_free(Module *m)
{
    if (!m)
        return;
    module_free(m->linked);
    consts_free(&m->consts);
    types_free(&m->types);
    vec_free(&m->module_asm);
    arena_free(&m->arena);
    free(m);
}

void module_move_func(Module *m, Global *g, bool to_end)
{
    Global **pp = &m->funcs;
    while (*pp && *pp != g)
        pp = &(*pp)->next;
    if (!*pp)
        BUG("module_move_func: '%s' is not in the function list", g->v.name ? g->v.name : "?");
    *pp = g->next;
    if (m->funcs_tail == &g->next)
        m->funcs_tail = pp;
    g->next = NULL;
    if (!to_end) {
        m->nfuncs--;
        return;
    }
    *m->funcs_tail = g;
    m->funcs_tail = &g->next;
}

static Global *find_in(Global *list, const char *name)
{
    for (Global *g = list; g; g = g->next)
        if (g->v.name && strcmp(g->v.name, name) == 0)
            return g;
    return NULL;
}

Global *module_find_global(Module *m, const char *name)
{
    Global *g = find_in(m->globals, name);
    if (!g)
        g = find_in(m->funcs, name);
    if (!g)
        g = find_in(m->aliases, name);
    return g;
}

AttrGroup *module_attr_group(const Module *m, uint32_t num)
{
    for (AttrGroup *g = m->attr_groups; g; g = g->next)
        if (g->num == num)
            return g;
    return NULL;
}

NamedMD *module_named_md(const Module *m, const char *name)
{
    for (NamedMD *n = m->named_mds; n; n = n->next)
        if (strcmp(n->name, name) == 0)
            return n;
    return NULL;
}

/* Does metadata operand `op` name the function fn?  Typed-pointer modules
 * sometimes write `void (float*)* bitcast (... @k to ...)`, so look
 * through one cast constant expression. */
static bool md_names_fn(const MDOp *op, const Global *fn)
{
    if (op->kind != MD_VALUE || !op->value)
        return false;
    const Value *v = op->value;
    if (v->kind == VK_CEXPR) {
        const Const *c = (const Const *)v;
        if ((c->opcode == OP_BITCAST || c->opcode == OP_ADDRSPACECAST) &&
            c->nops == 1)
            v = c->ops[0].val;
    }
    return v == &fn->v;
}

static bool md_is_string(const MDOp *op, const char *s)
{
    size_t n = strlen(s);
    return op->kind == MD_STRING && op->len == n && memcmp(op->str, s, n) == 0;
}

static bool md_is_one(const MDOp *op)
{
    if (op->kind != MD_VALUE || !op->value || op->value->kind != VK_CINT)
        return false;
    const Const *c = (const Const *)op->value;
    return const_int_zext(c) == 1 && const_int_fits64(c);
}

/* An nvvm.annotations tuple is !{fn, key, value, key, value, ...}. */
static bool annotation_says(const MDNode *n, const Global *fn, const char *key)
{
    if (n->spec || n->nops < 3 || !md_names_fn(&n->ops[0], fn))
        return false;
    for (uint32_t k = 1; k + 1 < n->nops; k += 2)
        if (md_is_string(&n->ops[k], key) && md_is_one(&n->ops[k + 1]))
            return true;
    return false;
}

bool module_annotation_is_one(const Module *m, const Global *g, const char *key)
{
    const NamedMD *nm = module_named_md(m, "nvvm.annotations");
    for (uint32_t i = 0; nm && i < nm->n; i++)
        if (nm->nodes[i] && annotation_says(nm->nodes[i], g, key))
            return true;
    return false;
}

/* Does the list operand `op` (an MD_NODE of i32s) hold `index`? */
static bool md_list_has(const MDOp *op, uint64_t index)
{
    if (op->kind != MD_NODE || !op->node)
        return false;
    for (uint32_t k = 0; k < op->node->nops; k++) {
        const MDOp *e = &op->node->ops[k];
        if (e->kind == MD_VALUE && e->value && e->value->kind == VK_CINT &&
            const_int_zext((const Const *)e->value) == index)
            return true;
    }
    return false;
}

bool module_param_grid_constant(const Module *m, const Global *fn, uint32_t a)
{
    if (fn->param_attrs && attr_find_str(m, &fn->param_attrs[a], "nvvm.grid_constant"))
        return true;
    const NamedMD *nm = module_named_md(m, "nvvm.annotations");
    for (uint32_t i = 0; nm && i < nm->n; i++) {
        const MDNode *n = nm->nodes[i];
        if (!n || n->spec || n->nops < 3 || !md_names_fn(&n->ops[0], fn))
            continue;
        for (uint32_t k = 1; k + 1 < n->nops; k += 2)
            if (md_is_string(&n->ops[k], "grid_constant") && md_list_has(&n->ops[k + 1], a + 1))
                return true;
    }
    return false;
}

bool module_is_kernel(const Module *m, const Global *fn)
{
    if (fn->gk == GK_FUNC && fn->cc == CC_PTX_KERNEL)
        return true;
    return module_annotation_is_one(m, fn, "kernel");
}

unsigned module_ptr_bits(const Module *m)
{
    const char *t = m->triple ? m->triple : "";
    return !strcmp(t, "nvptx") || !strncmp(t, "nvptx-", 6) ? 32 : 64;
}

/* The parser allocates a function's blocks, instructions and operand
 * lists one after another in the module arena, so the function occupies
 * (nearly) one range of memory, from its entry block to its last
 * instruction.  A large module is several times the cache, and the first
 * pass over a function after parsing walks its linked lists cold: each
 * block and instruction a miss that must come back before the next
 * pointer is known.  Prefetching the range first lets those misses
 * overlap.  Only a hint: a range that is not what it seems (the function
 * spans two arena chunks) is skipped when it looks too large, and a
 * prefetch never faults, whatever the address. */
enum { PREFETCH_MAX = 4 << 20, CACHE_LINE = 64 };

void function_prefetch(const Global *fn)
{
    if (!fn->first || !fn->last || !fn->last->last)
        return;
    uintptr_t lo = (uintptr_t)fn->first, hi = (uintptr_t)(fn->last->last + 1);
    if (hi <= lo || hi - lo > PREFETCH_MAX)
        return;
    for (uintptr_t p = lo; p < hi; p += CACHE_LINE)
        __builtin_prefetch((const void *)p);
}
