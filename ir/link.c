/*
 * ir/link.c -- link several modules into one.
 *
 * What it does.  The modules are linked into a fresh destination module
 * in turn, the first eager one first, then the other eager ones, then the
 * lazy ones (libNVVM's nvvmLazyAddModuleToProgram, typically
 * libdevice).  For each global of the module being linked in (the donor):
 *
 *   local (internal, private)   moved; renamed `name.N` if the name is taken
 *   no global of that name      moved
 *   a declaration               its uses go to the destination's global
 *   a definition, and the destination only declares it
 *                               moved; the declaration is replaced by it
 *   two definitions             the non-discardable one wins: an
 *                               available_externally body gives way to any
 *                               other, a weak/linkonce/common one to a strong
 *                               one (and the first of two weak ones stays);
 *                               two strong ones are an error naming both
 *                               modules (LLVM's linker rules, LangRef
 *                               "Linkage Types")
 * A lazy donor contributes only the definitions reachable from the
 * destination's declarations (through calls, initializers and constant
 * expressions), so linking all of libdevice costs only what is used.
 *
 * How.  A module owns its types and constants (interned per module:
 * equality is pointer equality), so nothing can be shared as it is.  The
 * donor's functions, variables, blocks and instructions are *moved*: they
 * stay where the donor's arena put them, and the donor module is kept
 * alive behind the destination (Module.linked) until the destination is
 * freed.  What is rewritten in place is every reference to something
 * per-module: each Type* is mapped to the destination's equal type
 * (identified structs by name: the same name with the same body is one
 * type -- typed-pointer modules each spell %struct.S, and they merge; a
 * different body gets `name.N`, and a symbol whose type thereby differs
 * is used through a bitcast), each constant is rebuilt in the
 * destination's constant table, attribute-group and metadata numbers are
 * shifted past the destination's.  Finally every use the donor's leftovers
 * (dropped bodies, its old constants) still hold is unlinked, so the use
 * lists of moved values name only live users.
 *
 * Invariant: after link_modules the result is a module like one the
 * parser builds: one type per structure, uniqued constants, use lists
 * exact.  The inputs are consumed (freed, or owned by the result).
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* ---------------- the linker's state ---------------- */

typedef enum { ACT_DROP, ACT_MOVE, ACT_MAP, ACT_REPLACE } Action;

typedef struct Linker {
    Module *dst, *src;
    const char *dst_name, *src_name;
    Diag *d;
    const Source *src_text; /* the donor's source, for its locations */
    bool ok;
    bool opaque;     /* typed and opaque pointers meet: every pointer
                        becomes `ptr` (see link_modules) */
    PtrMap origin;   /* destination Global* -> name of the module that gave
                        its definition (absent: the first module) */
    /* per donor */
    PtrMap types;    /* donor Type* -> destination Type* */
    PtrMap values;   /* donor Value* -> destination Value* (globals, consts) */
    PtrMap seen;     /* donor objects already rewritten (asm, md nodes) */
    PtrMap action;   /* donor Global* -> (Action + 1) */
    PtrMap target;   /* donor Global* -> destination Global* (MAP/REPLACE) */
    uint32_t group_off, md_off;
    unsigned renames;
} Linker;

/* A link error, located in the donor module's text. */
__attribute__((format(printf, 3, 4)))
static void link_error(Linker *L, Loc loc, const char *fmt, ...)
{
    const Source *keep = L->d->src;
    va_list ap;
    va_start(ap, fmt);
    L->d->src = L->src_text ? L->src_text : keep;
    diag_vreport(L->d, DIAG_ERROR, loc, fmt, ap);
    L->d->src = keep;
    va_end(ap);
    L->ok = false;
}

static Action act_of(Linker *L, const Global *g)
{
    uintptr_t a = (uintptr_t)ptrmap_get(&L->action, g);
    return a ? (Action)(a - 1) : ACT_DROP;
}

static void set_act(Linker *L, const Global *g, Action a)
{
    ptrmap_put(&L->action, g, (void *)(uintptr_t)(a + 1));
}

/* ---------------- types ---------------- */

static Type *map_type(Linker *L, Type *t);

static Type **map_types(Linker *L, Type **v, uint32_t n)
{
    Type **out = n ? arena_array(&L->dst->arena, n, sizeof *out) : NULL;
    for (uint32_t i = 0; i < n; i++)
        out[i] = map_type(L, v[i]);
    return out;
}

static Type *find_named(TypeTable *tt, const char *name)
{
    for (size_t i = 0; i < tt->named.len; i++)
        if (!strcmp(VEC_AT(&tt->named, Type *, i)->name, name))
            return VEC_AT(&tt->named, Type *, i);
    return NULL;
}

/* A name `base.N` no identified struct of tt has yet. */
static Type *fresh_named(Linker *L, const char *base)
{
    char name[256];
    do
        snprintf(name, sizeof name, "%.200s.%u", base, ++L->renames);
    while (find_named(&L->dst->types, name));
    return type_named_struct(&L->dst->types, name, 0);
}

/* An identified struct: the destination's of the same name when the
 * bodies agree (or one is opaque), else a fresh `name.N`.  Numbered
 * structs (%0) never merge by number: numbers are per module. */
static Type *map_named(Linker *L, Type *t)
{
    TypeTable *tt = &L->dst->types;
    Type *same = find_named(tt, t->name);
    if (same && t->numbered) {
        Type *fresh = fresh_named(L, "linked");
        ptrmap_put(&L->types, t, fresh);
        if (!t->opaque)
            type_set_body(fresh, map_types(L, t->mem, t->nmem), t->nmem, t->packed);
        return fresh;
    }
    if (!same) {
        same = type_named_struct(tt, t->name, t->numbered);
        ptrmap_put(&L->types, t, same);
        if (!t->opaque)
            type_set_body(same, map_types(L, t->mem, t->nmem), t->nmem, t->packed);
        return same;
    }
    ptrmap_put(&L->types, t, same);
    if (t->opaque)
        return same;
    Type **mem = map_types(L, t->mem, t->nmem);
    if (same->opaque) {
        type_set_body(same, mem, t->nmem, t->packed);
        return same;
    }
    bool equal = same->nmem == t->nmem && same->packed == t->packed;
    for (uint32_t i = 0; equal && i < t->nmem; i++)
        equal = same->mem[i] == mem[i];
    if (equal)
        return same;
    Type *fresh = fresh_named(L, t->name);
    type_set_body(fresh, mem, t->nmem, t->packed);
    ptrmap_put(&L->types, t, fresh);
    return fresh;
}

static Type *map_type(Linker *L, Type *t)
{
    if (!t)
        return NULL;
    Type *m = ptrmap_get(&L->types, t);
    if (m)
        return m;
    TypeTable *tt = &L->dst->types;
    switch (t->kind) {
    case TY_VOID: m = tt->void_ty; break;
    case TY_INT: m = type_int(tt, t->bits); break;
    case TY_HALF: m = tt->half_ty; break;
    case TY_BFLOAT: m = tt->bfloat_ty; break;
    case TY_FLOAT: m = tt->float_ty; break;
    case TY_DOUBLE: m = tt->double_ty; break;
    case TY_FP128: m = tt->fp128_ty; break;
    case TY_X86_FP80: m = tt->x86_fp80_ty; break;
    case TY_PPC_FP128: m = tt->ppc_fp128_ty; break;
    case TY_LABEL: m = tt->label_ty; break;
    case TY_METADATA: m = tt->metadata_ty; break;
    case TY_TOKEN: m = tt->token_ty; break;
    case TY_PTR:
        m = type_ptr(tt, t->addrspace, L->opaque ? NULL : map_type(L, t->elem));
        break;
    case TY_VEC: m = type_vec(tt, map_type(L, t->elem), t->count, t->scalable); break;
    case TY_ARRAY: m = type_array(tt, map_type(L, t->elem), t->count); break;
    case TY_FUNC:
        m = type_func(tt, map_type(L, t->elem), map_types(L, t->mem, t->nmem), t->nmem,
                      t->vararg);
        break;
    case TY_STRUCT:
        if (t->name)
            return map_named(L, t);
        m = type_struct(tt, map_types(L, t->mem, t->nmem), t->nmem, t->packed);
        break;
    case TY__COUNT: BUG("bad type kind");
    }
    ptrmap_put(&L->types, t, m);
    return m;
}

/* ---------------- values and constants ---------------- */

static Value *map_value(Linker *L, Value *v);
static void map_md_op(Linker *L, MDOp *op);

static Value **map_ops(Linker *L, const Const *c)
{
    Value **ops = c->nops ? arena_array(&L->dst->arena, c->nops, sizeof *ops) : NULL;
    for (uint32_t i = 0; i < c->nops; i++)
        ops[i] = map_value(L, c->ops[i].val);
    return ops;
}

static Value *map_const(Linker *L, Const *c)
{
    ConstTable *ct = &L->dst->consts;
    Type *t = map_type(L, c->v.type);
    switch (c->v.kind) {
    case VK_CINT: return &const_int_words(ct, t, c->words, (t->bits + 63) / 64)->v;
    case VK_CFP: return &const_fp(ct, t, c->fp_lo, c->fp_hi)->v;
    case VK_CNULL: return &const_null(ct, t)->v;
    case VK_CUNDEF: return &const_undef(ct, t)->v;
    case VK_CPOISON: return &const_poison(ct, t)->v;
    case VK_CZERO: return &const_zero(ct, t)->v;
    case VK_CNONE: return &const_none(ct, t)->v;
    case VK_CAGG: return &const_agg(ct, t, map_ops(L, c), c->nops)->v;
    case VK_CDATA: return &const_data(ct, t, c->bytes, t->count)->v;
    case VK_CEXPR:
        return &const_expr(ct, t, c->opcode, c->flags, c->pred, map_type(L, c->src_type),
                           map_ops(L, c), c->nops, c->inrange_idx)->v;
    case VK_CBLOCKADDR:
        return &const_blockaddr(ct, t, map_value(L, c->ops[0].val), c->ops[1].val)->v;
    default: BUG("not a constant");
    }
}

static const char *origin_of(Linker *L, const Global *g);

/* The global g where the donor used `want`: typed-pointer modules may
 * spell one symbol's type two ways (a struct renamed because its bodies
 * differ, or i8* against %T*); the uses then see a pointer cast of it, as
 * LLVM's linker does.  Anything but a pointer is an error naming both. */
static Value *cast_to(Linker *L, Value *g, Type *want, const Global *user)
{
    if (g->type == want)
        return g;
    if (g->type->kind == TY_PTR && want->kind == TY_PTR) {
        int op = g->type->addrspace == want->addrspace ? OP_BITCAST : OP_ADDRSPACECAST;
        return &const_expr(&L->dst->consts, want, op, 0, 0, NULL, &g, 1, -1)->v;
    }
    char a[128], b[128];
    link_error(L, user->v.loc, "'@%s' has type %s in module '%s' but %s in module '%s'",
               user->v.name, type_str(g->type, a, sizeof a), origin_of(L, (Global *)g),
               type_str(want, b, sizeof b), L->src_name);
    return g;
}

/* Arguments, instructions and blocks move with their function (their
 * types are rewritten where the function is); globals map as decided;
 * constants are rebuilt; asm and metadata values are rewritten in place. */
static Value *map_value(Linker *L, Value *v)
{
    if (!v)
        return NULL;
    switch (v->kind) {
    case VK_ARG:
    case VK_INSTR:
    case VK_BLOCK:
        return v;
    case VK_GLOBAL: {
        Value *m = ptrmap_get(&L->values, v);
        if (!m)
            BUG("link: '@%s' was dropped but is used", v->name ? v->name : "?");
        if (m != v) /* resolved to the destination's: its type may differ */
            m = cast_to(L, m, map_type(L, v->type), (Global *)v);
        return m;
    }
    case VK_ASM:
        if (!ptrmap_get(&L->seen, v)) {
            ptrmap_put(&L->seen, v, v);
            v->type = map_type(L, v->type);
            ((InlineAsm *)v)->fnty = map_type(L, ((InlineAsm *)v)->fnty);
        }
        return v;
    case VK_MDVALUE:
        if (!ptrmap_get(&L->seen, v)) {
            ptrmap_put(&L->seen, v, v);
            v->type = map_type(L, v->type);
            map_md_op(L, ((MDValue *)v)->md);
        }
        return v;
    case VK_FWDREF:
    case VK__COUNT:
        BUG("link: unexpected value kind");
    default: {
        Value *m = ptrmap_get(&L->values, v);
        if (!m) {
            m = map_const(L, (Const *)v);
            ptrmap_put(&L->values, v, m);
        }
        return m;
    }
    }
}

static void map_use(Linker *L, Use *u, Value *user)
{
    if (!u->val)
        return;
    Value *m = map_value(L, u->val);
    if (m != u->val)
        use_set(u, user, m);
}

/* ---------------- metadata ---------------- */

static void map_md_node(Linker *L, MDNode *n)
{
    if (!n || ptrmap_get(&L->seen, n))
        return;
    ptrmap_put(&L->seen, n, n);
    if (n->num != MD_INLINE)
        n->num += L->md_off;
    for (uint32_t i = 0; i < n->nops; i++)
        map_md_op(L, &n->ops[i]);
}

/* A value in metadata that names a global the link dropped (a lazy
 * module's unused function) becomes `null`, as in LLVM. */
static void map_md_op(Linker *L, MDOp *op)
{
    if (op->kind == MD_NODE)
        map_md_node(L, op->node);
    else if (op->kind == MD_VALUE && op->value) {
        if (op->value->kind == VK_GLOBAL && !ptrmap_get(&L->values, op->value))
            *op = (MDOp){.kind = MD_NULL, .field = op->field};
        else
            op->value = map_value(L, op->value);
    }
}

static void map_attachments(Linker *L, MDAttach *md, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        map_md_node(L, md[i].node);
}

/* ---------------- attributes ---------------- */

static void map_attrs(Linker *L, AttrList *l)
{
    for (uint32_t i = 0; l && i < l->n; i++) {
        Attr *a = &l->a[i];
        a->type = map_type(L, a->type);
        if (a->lo)
            a->lo = (Const *)map_value(L, &a->lo->v);
        if (a->hi)
            a->hi = (Const *)map_value(L, &a->hi->v);
        if (a->kind == ATTR_GROUP_REF)
            a->ival += L->group_off;
    }
}

/* ---------------- globals ---------------- */

static void map_instr(Linker *L, Instr *i)
{
    i->v.type = map_type(L, i->v.type);
    i->aux_type = map_type(L, i->aux_type);
    for (uint32_t k = 0; k < i->nops; k++)
        map_use(L, &i->ops[k], &i->v);
    if (i->call) {
        map_attrs(L, &i->call->fn_attrs);
        map_attrs(L, &i->call->ret_attrs);
        for (uint32_t k = 0; i->call->arg_attrs && k < i->nargs; k++)
            map_attrs(L, &i->call->arg_attrs[k]);
    }
    map_attachments(L, i->md, i->nmd);
}

static void map_global(Linker *L, Global *g)
{
    Type *old_fnty = g->fnty;
    g->v.type = map_type(L, g->v.type);
    g->value_type = map_type(L, g->value_type);
    g->fnty = map_type(L, g->fnty);
    map_attrs(L, &g->attrs);
    map_attrs(L, &g->ret_attrs);
    for (uint32_t k = 0; g->param_attrs && old_fnty && k < old_fnty->nmem; k++)
        map_attrs(L, &g->param_attrs[k]);
    map_use(L, &g->init_use, &g->v);
    g->init = g->init_use.val ? g->init_use.val : g->init;
    map_use(L, &g->prefix, &g->v);
    map_use(L, &g->prologue, &g->v);
    map_use(L, &g->personality, &g->v);
    map_attachments(L, g->md, g->nmd);
    for (uint32_t k = 0; k < g->nargs; k++)
        g->args[k]->v.type = map_type(L, g->args[k]->v.type);
    for (Block *b = g->first; b; b = b->next) {
        b->v.type = map_type(L, b->v.type);
        for (Instr *i = b->first; i; i = i->next)
            map_instr(L, i);
    }
}

static bool is_local(const Global *g)
{
    return g->linkage == LINK_PRIVATE || g->linkage == LINK_INTERNAL;
}

static bool is_definition(const Global *g)
{
    switch (g->gk) {
    case GK_FUNC: return !g->is_decl;
    case GK_VAR: return g->init != NULL;
    default: return true;
    }
}

/* May another definition take this one's place? */
static bool is_discardable(const Global *g)
{
    switch (g->linkage) {
    case LINK_WEAK: case LINK_WEAK_ODR: case LINK_LINKONCE: case LINK_LINKONCE_ODR:
    case LINK_COMMON: case LINK_AVAILABLE_EXTERNALLY:
        return true;
    default:
        return false;
    }
}

static Global *dst_lookup(Linker *L, const Global *s)
{
    if (!s->v.name || is_local(s))
        return NULL;
    Global *g = module_find_global(L->dst, s->v.name);
    return g && !is_local(g) ? g : NULL;
}

static const char *origin_of(Linker *L, const Global *g)
{
    const char *n = ptrmap_get(&L->origin, g);
    return n ? n : L->dst_name;
}

/* Two definitions of one name: which stays (LangRef "Linkage Types"). */
static Action resolve_defs(Linker *L, Global *s, Global *g)
{
    if (s->linkage == LINK_AVAILABLE_EXTERNALLY)
        return ACT_MAP;
    if (g->linkage == LINK_AVAILABLE_EXTERNALLY)
        return ACT_REPLACE;
    if (is_discardable(s))
        return ACT_MAP;
    if (is_discardable(g))
        return ACT_REPLACE;
    link_error(L, s->v.loc, "'@%s' is defined in both module '%s' and module '%s'",
               s->v.name, origin_of(L, g), L->src_name);
    return ACT_MAP;
}

static void decide(Linker *L, Global *s)
{
    Global *g = dst_lookup(L, s);
    Action a = ACT_MOVE;
    if (g && g->gk != s->gk) {
        link_error(L, s->v.loc, "'@%s' is a %s in module '%s' but a %s in module '%s'",
                   s->v.name, g->gk == GK_FUNC ? "function" : "variable", origin_of(L, g),
                   s->gk == GK_FUNC ? "function" : "variable", L->src_name);
        a = ACT_MAP;
    } else if (g) {
        a = !is_definition(s) ? ACT_MAP : !is_definition(g) ? ACT_REPLACE
                                                            : resolve_defs(L, s, g);
    }
    set_act(L, s, a);
    if (g)
        ptrmap_put(&L->target, s, g);
}

/* ---------------- lazy modules: what is reachable ---------------- */

static void mark(Linker *L, Vec *work, Global *s)
{
    if (ptrmap_get(&L->seen, s))
        return;
    ptrmap_put(&L->seen, s, s);
    VEC_PUSH(work, Global *, s);
}

static void scan_value(Linker *L, Vec *work, Value *v)
{
    if (!v)
        return;
    if (v->kind == VK_GLOBAL) {
        mark(L, work, (Global *)v);
    } else if (v->kind == VK_CAGG || v->kind == VK_CEXPR || v->kind == VK_CBLOCKADDR) {
        if (ptrmap_get(&L->seen, v))
            return;
        ptrmap_put(&L->seen, v, v);
        const Const *c = (const Const *)v;
        for (uint32_t i = 0; i < c->nops; i++)
            scan_value(L, work, c->ops[i].val);
    }
}

static void scan_global(Linker *L, Vec *work, Global *g)
{
    scan_value(L, work, g->init_use.val);
    for (Block *b = g->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next)
            for (uint32_t k = 0; k < i->nops; k++)
                scan_value(L, work, i->ops[k].val);
}

/* The donor's globals the destination needs: definitions of names the
 * destination declares, and everything those reach. */
static void mark_reachable(Linker *L, Global **lists[3])
{
    Vec work = {0};
    for (int k = 0; k < 3; k++)
        for (Global *s = *lists[k]; s; s = s->next) {
            Global *g = dst_lookup(L, s);
            if (g && !is_definition(g) && is_definition(s))
                mark(L, &work, s);
        }
    for (size_t i = 0; i < work.len; i++)
        scan_global(L, &work, VEC_AT(&work, Global *, i));
    vec_free(&work);
}

/* ---------------- moving ---------------- */

static void list_remove(Global **head, Global ***tail, Global *g)
{
    Global **pp = head, *prev = NULL;
    while (*pp && *pp != g) {
        prev = *pp;
        pp = &(*pp)->next;
    }
    if (!*pp)
        return;
    *pp = g->next;
    if (*tail == &g->next)
        *tail = prev ? &prev->next : head;
    g->next = NULL;
}

static void list_append(Global ***tail, Global *g)
{
    g->next = NULL;
    **tail = g;
    *tail = &g->next;
}

static void rename_local(Linker *L, Global *s)
{
    if (!s->v.name || !module_find_global(L->dst, s->v.name))
        return;
    char name[512];
    do
        snprintf(name, sizeof name, "%.400s.%u", s->v.name, ++L->renames);
    while (module_find_global(L->dst, name));
    s->v.name = arena_strdup(&L->dst->arena, name);
}

/* Unlink every operand of a body or initializer that is not linked. */
static void drop_global(Global *g)
{
    use_drop(&g->init_use);
    use_drop(&g->prefix);
    use_drop(&g->prologue);
    use_drop(&g->personality);
    for (Block *b = g->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next)
            for (uint32_t k = 0; k < i->nops; k++)
                use_drop(&i->ops[k]);
}

static void drop_const_uses(ConstTable *ct)
{
    for (size_t b = 0; b < ct->nbuckets; b++)
        for (Const *c = ct->buckets[b]; c; c = c->hash_next)
            for (uint32_t i = 0; c->ops && i < c->nops; i++)
                use_drop(&c->ops[i]);
}

/* In the destination, `g` gives way to the donor's `s`. */
static void replace_global(Linker *L, Global *g, Global *s, PtrMap *replaced)
{
    value_replace_all_uses(&g->v, cast_to(L, &s->v, g->v.type, s));
    drop_global(g);
    Module *m = L->dst;
    if (g->gk == GK_FUNC) {
        list_remove(&m->funcs, &m->funcs_tail, g);
        m->nfuncs--;
    } else if (g->gk == GK_VAR) {
        list_remove(&m->globals, &m->globals_tail, g);
    } else {
        list_remove(&m->aliases, &m->aliases_tail, g);
    }
    ptrmap_put(replaced, g, s);
}

/* ---------------- module-level parts ---------------- */

static uint32_t max_md_num(const Module *m)
{
    uint32_t n = 0;
    for (const MDNode *x = m->mds; x; x = x->next)
        if (x->num != MD_INLINE && x->num + 1 > n)
            n = x->num + 1;
    return n;
}

static uint32_t max_group_num(const Module *m)
{
    uint32_t n = 0;
    for (const AttrGroup *g = m->attr_groups; g; g = g->next)
        if (g->num + 1 > n)
            n = g->num + 1;
    return n;
}

static bool md_str_eq(const MDOp *a, const MDOp *b)
{
    return a->kind == MD_STRING && b->kind == MD_STRING && a->len == b->len &&
           !memcmp(a->str, b->str, a->len);
}

/* Does the destination's named node list already hold this module flag
 * (same key) or, for nvvmir.version, any version? */
static bool named_dup(const NamedMD *have, const char *name, const MDNode *n)
{
    if (!have)
        return false;
    if (!strcmp(name, "nvvmir.version") || !strcmp(name, "nvvm.reflection"))
        return have->n > 0;
    if (strcmp(name, "llvm.module.flags") || n->nops < 2)
        return false;
    for (uint32_t i = 0; i < have->n; i++)
        if (have->nodes[i] && have->nodes[i]->nops >= 2 &&
            md_str_eq(&have->nodes[i]->ops[1], &n->ops[1]))
            return true;
    return false;
}

/* An annotation (!{ptr @f, !"kernel", i32 1}) of a dropped global goes. */
static bool names_dropped(Linker *L, const MDNode *n)
{
    return n && n->nops > 0 && n->ops[0].kind == MD_VALUE && n->ops[0].value &&
           n->ops[0].value->kind == VK_GLOBAL && !ptrmap_get(&L->values, n->ops[0].value);
}

static void merge_named(Linker *L)
{
    for (NamedMD *s = L->src->named_mds; s; s = s->next) {
        NamedMD *have = module_named_md(L->dst, s->name);
        Vec keep = {0};
        for (uint32_t i = 0; have && i < have->n; i++)
            VEC_PUSH(&keep, MDNode *, have->nodes[i]);
        size_t before = keep.len;
        for (uint32_t i = 0; i < s->n; i++)
            if (!names_dropped(L, s->nodes[i]) && !named_dup(have, s->name, s->nodes[i])) {
                map_md_node(L, s->nodes[i]);
                VEC_PUSH(&keep, MDNode *, s->nodes[i]);
            }
        if (keep.len > before || !have) {
            if (!have) {
                have = arena_alloc(&L->dst->arena, sizeof *have);
                have->name = arena_strdup(&L->dst->arena, s->name);
                have->loc = s->loc;
                *L->dst->named_tail = have;
                L->dst->named_tail = &have->next;
            }
            have->nodes = arena_array(&L->dst->arena, keep.len ? keep.len : 1, sizeof(MDNode *));
            if (keep.len) /* an empty `!name = !{}` has no array to copy */
                memcpy(have->nodes, keep.data, keep.len * sizeof(MDNode *));
            have->n = (uint32_t)keep.len;
        }
        vec_free(&keep);
    }
}

static void merge_module_parts(Linker *L)
{
    Module *dst = L->dst, *src = L->src;
    for (AttrGroup *g = src->attr_groups; g; g = g->next) {
        g->num += L->group_off;
        map_attrs(L, &g->attrs);
    }
    if (src->attr_groups) {
        *dst->attr_groups_tail = src->attr_groups;
        dst->attr_groups_tail = src->attr_groups_tail;
    }
    /* Numbered metadata: all of it, renumbered (a lazy module's unused
     * nodes cost a few lines of IR and nothing in the PTX). */
    for (MDNode *n = src->mds; n; n = n->next)
        map_md_node(L, n);
    if (src->mds) {
        *dst->mds_tail = src->mds;
        dst->mds_tail = src->mds_tail;
    }
    merge_named(L);
    for (Comdat *c = src->comdats, *next; c; c = next) {
        next = c->next;
        bool have = false;
        for (Comdat *x = dst->comdats; x && !have; x = x->next)
            have = !strcmp(x->name, c->name);
        if (!have) {
            c->next = NULL;
            *dst->comdats_tail = c;
            dst->comdats_tail = &c->next;
        }
    }
    for (size_t i = 0; i < src->module_asm.len; i++)
        VEC_PUSH(&dst->module_asm, const char *, VEC_AT(&src->module_asm, const char *, i));
    dst->typed_pointers = !L->opaque && src->typed_pointers;
}

/* Metadata of the destination that named a replaced declaration. */
static void fix_md_values(Module *m, const PtrMap *replaced, PtrMap *seen, MDNode *n)
{
    if (!n || ptrmap_get(seen, n))
        return;
    ptrmap_put(seen, n, n);
    for (uint32_t i = 0; i < n->nops; i++) {
        MDOp *op = &n->ops[i];
        if (op->kind == MD_NODE)
            fix_md_values(m, replaced, seen, op->node);
        else if (op->kind == MD_VALUE && op->value && ptrmap_get(replaced, op->value))
            op->value = ptrmap_get(replaced, op->value);
    }
}

/* ---------------- one donor ---------------- */

static void link_one(Linker *L, const LinkInput *in)
{
    Module *src = in->m;
    const char *name = in->name;
    bool lazy = in->lazy;
    L->src = src;
    L->src_name = name;
    L->src_text = in->src;
    L->group_off = max_group_num(L->dst);
    L->md_off = max_md_num(L->dst);
    Global **lists[3] = {&src->globals, &src->funcs, &src->aliases};
    if (lazy)
        mark_reachable(L, lists);
    for (int k = 0; k < 3; k++)
        for (Global *s = *lists[k]; s; s = s->next)
            if (!lazy || ptrmap_get(&L->seen, s))
                decide(L, s);
    /* Where each donor global goes: itself (moved) or the destination's. */
    for (int k = 0; k < 3; k++)
        for (Global *s = *lists[k]; s; s = s->next) {
            Action a = act_of(L, s);
            if (a == ACT_MOVE || a == ACT_REPLACE)
                ptrmap_put(&L->values, s, s);
            else if (a == ACT_MAP)
                ptrmap_put(&L->values, s, ptrmap_get(&L->target, s));
        }
    ptrmap_free(&L->seen); /* from here on: objects rewritten */
    PtrMap replaced = {0};
    Global ***tails[3] = {&L->dst->globals_tail, &L->dst->funcs_tail, &L->dst->aliases_tail};
    for (int k = 0; k < 3; k++) {
        Global *s = *lists[k], *next;
        for (; s; s = next) {
            next = s->next;
            Action a = act_of(L, s);
            if (a != ACT_MOVE && a != ACT_REPLACE) {
                drop_global(s);
                continue;
            }
            if (is_local(s))
                rename_local(L, s);
            map_global(L, s);
            if (a == ACT_REPLACE)
                replace_global(L, ptrmap_get(&L->target, s), s, &replaced);
            list_append(tails[k], s);
            if (s->gk == GK_FUNC)
                L->dst->nfuncs++;
            if (is_definition(s))
                ptrmap_put(&L->origin, s, (void *)name);
        }
    }
    merge_module_parts(L);
    if (replaced.len) {
        PtrMap seen = {0};
        for (MDNode *n = L->dst->mds; n; n = n->next)
            fix_md_values(L->dst, &replaced, &seen, n);
        ptrmap_free(&seen);
    }
    ptrmap_free(&replaced);
    drop_const_uses(&src->consts);
    /* The donor's lists now belong to the destination; keep its memory. */
    src->globals = src->funcs = src->aliases = NULL;
    src->mds = NULL;
    src->named_mds = NULL;
    src->attr_groups = NULL;
    src->comdats = NULL;
    src->linked = L->dst->linked;
    L->dst->linked = src;
    ptrmap_free(&L->types);
    ptrmap_free(&L->values);
    ptrmap_free(&L->seen);
    ptrmap_free(&L->action);
    ptrmap_free(&L->target);
}

/* The result is a fresh module that every input is linked into, the
 * first eager one first (its data layout, triple and name are the
 * result's).  Typed-pointer and opaque-pointer modules may meet (a
 * typed-pointer kernel, an opaque-pointer libdevice from a recent
 * llvm-dis); then every pointer type becomes opaque, as LLVM itself reads
 * typed IR since LLVM 17.  That is sound because every instruction here
 * already carries the element types it needs (a load's type, a GEP's
 * source type, a call's function type), so no meaning hangs on pointees. */
Module *link_modules(LinkInput *in, unsigned n, Diag *d)
{
    if (n == 1)
        return in[0].m;
    unsigned first = 0;
    while (first < n && in[first].lazy)
        first++;
    if (first == n) /* only lazy modules: the first one is the program */
        first = 0;
    bool typed = false, opaque = false;
    for (unsigned i = 0; i < n; i++)
        *(in[i].m->typed_pointers ? &typed : &opaque) = true;
    Module *dst = module_new();
    dst->source_filename = in[first].m->source_filename;
    dst->datalayout = in[first].m->datalayout;
    dst->triple = in[first].m->triple;
    dst->datalayout_loc = in[first].m->datalayout_loc;
    dst->triple_loc = in[first].m->triple_loc;
    Linker L = {.dst = dst, .dst_name = in[first].name, .d = d, .ok = true,
                .opaque = typed && opaque};
    LinkInput program = in[first];
    program.lazy = false; /* a program of lazy modules only: the first is whole */
    link_one(&L, &program);
    for (int pass = 0; pass < 2; pass++)
        for (unsigned i = 0; i < n; i++)
            if (i != first && in[i].lazy == (pass == 1))
                link_one(&L, &in[i]);
    ptrmap_free(&L.origin);
    if (!L.ok) {
        module_free(dst);
        return NULL;
    }
    return dst;
}
