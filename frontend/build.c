/*
 * frontend/build.c -- semantic actions for module-level items, functions,
 * blocks and names.
 *
 * Duties:
 *   - symbol tables: @globals (module-wide) and %locals (per function),
 *     each with a by-name and a by-number table;
 *   - forward references: a local used before its definition gets a
 *     FwdRef placeholder whose uses are redirected to the real value when
 *     it arrives; a block gets a Block marked !defined; a global gets a
 *     Global of kind GK_PENDING that its definition fills in place;
 *   - numbering: unnamed values and blocks are numbered %0, %1, ... in
 *     order, and an explicit `%7 =` must be the next number (as in LLVM);
 *   - the checks that only the parser can make: redefinitions, a name
 *     used with two different types, blocks without a terminator.
 * Invariant: when a function ends without error, no Use in it points at a
 * FwdRef and every Block it references is defined.
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/build.h"

#define L(s) span_loc(s)

/* Copy a PList of Attr* into an AttrList in the module arena. */
static AttrList attr_list(ParseCtx *P, PList *l)
{
    AttrList out = {0};
    if (!l || l->n == 0)
        return out;
    out.a = arena_array(&P->m->arena, l->n, sizeof(Attr));
    for (uint32_t i = 0; i < l->n; i++)
        out.a[i] = *(Attr *)l->v[i];
    out.n = l->n;
    return out;
}

/* "%name" / "%7" / "@name" for messages. */
static const char *ref_text(ParseCtx *P, ValRef *vr, char *buf, size_t n)
{
    char sig = (vr->k == VR_GLOBAL || vr->k == VR_GLOBAL_ID) ? '@' : '%';
    if (vr->k == VR_LOCAL_ID || vr->k == VR_GLOBAL_ID)
        snprintf(buf, n, "%c%llu", sig, (unsigned long long)vr->id);
    else
        snprintf(buf, n, "%c%.*s", sig, (int)(vr->text.n > 200 ? 200 : vr->text.n), vr->text.s);
    (void)P;
    return buf;
}

/* The name a ValRef gives the value it defines, as the IR keeps it: a
 * NUL-terminated copy in the module arena, or NULL for a numbered value.
 * The lexer leaves %name and @name in the source text (lexer.re,
 * ref_token), which a module must not depend on. */
static const char *ir_name(ParseCtx *P, const ValRef *vr)
{
    if (vr->k != VR_LOCAL && vr->k != VR_GLOBAL)
        return NULL;
    return arena_strndup(&P->m->arena, vr->text.s, vr->text.n);
}

static void type_mismatch(ParseCtx *P, Loc at, const char *what, Type *def, Type *want)
{
    char a[128], b[128];
    diag_error(P->diag, at, "'%s' defined with type '%s' but expected '%s'",
               what, type_str(def, a, sizeof a), type_str(want, b, sizeof b));
}

/* ================= module-level items ================= */

void b_source_filename(ParseCtx *P, Str s) { P->m->source_filename = s.s; }

void b_datalayout(ParseCtx *P, Str s, Span at)
{
    P->m->datalayout = s.s;
    P->m->datalayout_loc = L(at);
}

void b_triple(ParseCtx *P, Str s, Span at)
{
    P->m->triple = s.s;
    P->m->triple_loc = L(at);
}

void b_module_asm(ParseCtx *P, Str s) { VEC_PUSH(&P->m->module_asm, const char *, s.s); }

void b_comdat(ParseCtx *P, Str name, int kind)
{
    static const char *const kinds[] = {"any", "exactmatch", "largest",
                                        "nodeduplicate", "samesize"};
    Comdat *c = arena_alloc(&P->m->arena, sizeof *c);
    c->name = name.s;
    c->kind = kinds[kind];
    *P->m->comdats_tail = c;
    P->m->comdats_tail = &c->next;
    symtab_put(&P->comdats, name.s, name.n, c);
}

/* The symbol-table key of a type name: the name itself (in the source
 * text: not NUL-terminated), or the decimal digits of a numbered type
 * (%0); *numbered gets N+1 for %N, else 0. */
static Str type_key(ParseCtx *P, ValRef *name, uint32_t *numbered)
{
    *numbered = 0;
    if (name->k != VR_LOCAL_ID)
        return name->text;
    char buf[32];
    int n = snprintf(buf, sizeof buf, "%llu", (unsigned long long)name->id);
    *numbered = (uint32_t)name->id + 1;
    return str_dup(P, (Str){buf, (size_t)n});
}

/* The type a name stands for, creating an opaque identified struct if
 * the name is new (a type may be used before its definition). */
static Type *type_for_name(ParseCtx *P, Str key, uint32_t numbered)
{
    Type *t = symtab_get(&P->type_names, key.s, key.n);
    if (!t) {
        t = type_named_struct(&P->m->types, str_dup(P, key).s, numbered);
        symtab_put(&P->type_names, key.s, key.n, t);
    }
    return t;
}

/* `%T = type {...}` or `%T = type opaque`.  A named struct may have been
 * referenced (and so created opaque) before this definition.  A name
 * given a non-struct type (`%T = type i32`) is an alias. */
void b_type_def(ParseCtx *P, ValRef *name, Type *body, Span at)
{
    uint32_t numbered;
    Str key = type_key(P, name, &numbered);
    symtab_put(&P->type_defs, key.s, key.n, P);
    if (body && body->kind != TY_STRUCT) {
        if (symtab_get(&P->type_names, key.s, key.n))
            diag_error(P->diag, L(at), "redefinition of type '%%%.*s'", (int)key.n, key.s);
        else
            symtab_put(&P->type_names, key.s, key.n, body);
        return;
    }
    Type *t = type_for_name(P, key, numbered);
    if (t->kind != TY_STRUCT || !t->opaque || (body == NULL && t->nmem)) {
        diag_error(P->diag, L(at), "redefinition of type '%%%.*s'", (int)key.n, key.s);
        return;
    }
    if (body)
        type_set_body(t, body->mem, body->nmem, body->packed);
}

Type *b_named_type(ParseCtx *P, ValRef *name)
{
    uint32_t numbered;
    Str key = type_key(P, name, &numbered);
    if (!symtab_get(&P->type_names, key.s, key.n)) {
        TypeUse u = {str_dup(P, key), name->loc};
        VEC_PUSH(&P->pending_types, TypeUse, u);
    }
    return type_for_name(P, key, numbered);
}

/* ================= globals ================= */

/* The type of a global's symbol: a pointer to its value type in typed
 * modules (`i32 addrspace(1)*`), the opaque `ptr addrspace(1)` otherwise. */
static Type *symbol_type(ParseCtx *P, Type *value_type, uint32_t as)
{
    return type_ptr(&P->m->types, as, P->typed_pointers ? value_type : NULL);
}

static Global *global_find(ParseCtx *P, ValRef *name)
{
    if (name->k == VR_GLOBAL_ID)
        return nummap_get(&P->global_nums, (uint32_t)name->id);
    return symtab_get(&P->globals, name->text.s, name->text.n);
}

static void global_put(ParseCtx *P, ValRef *name, Global *g)
{
    if (name->k == VR_GLOBAL_ID)
        nummap_put(&P->global_nums, (uint32_t)name->id, g);
    else
        symtab_put(&P->globals, name->text.s, name->text.n, g);
}

static Global *global_new(ParseCtx *P, ValRef *name, Type *type, Loc at)
{
    Global *g = arena_alloc(&P->m->arena, sizeof *g);
    g->v.kind = VK_GLOBAL;
    g->v.type = type;
    g->v.name = ir_name(P, name);
    g->v.loc = at;
    g->ref_loc = at;
    g->gk = GK_PENDING;
    return g;
}

/* A use of @name with type `t` (a pointer type). */
Value *b_global_ref(ParseCtx *P, Type *t, ValRef *vr);
Value *b_global_ref(ParseCtx *P, Type *t, ValRef *vr)
{
    char buf[256];
    Global *g = global_find(P, vr);
    if (!g) {
        g = global_new(P, vr, t, vr->loc);
        global_put(P, vr, g);
        VEC_PUSH(&P->pending_globals, Global *, g);
        return &g->v;
    }
    if (!g->v.type) /* first typed mention after a blockaddress */
        g->v.type = t;
    if (g->v.type != t) {
        type_mismatch(P, vr->loc, ref_text(P, vr, buf, sizeof buf), g->v.type, t);
        return &const_undef(&P->m->consts, t)->v;
    }
    return &g->v;
}

/* The Global that a definition fills: a pending forward reference, or a
 * new one.  Numbered globals come in increasing order (@0, @1, @5, ...). */
static Global *global_define(ParseCtx *P, ValRef *name, Type *type, Loc at)
{
    char buf[256];
    if (name->k == VR_GLOBAL_ID && (name->id < P->next_global_num || name->id >= UINT32_MAX)) {
        diag_error(P->diag, at, "variable expected to be numbered '@%u' or greater",
                   P->next_global_num);
        return global_new(P, name, type, at); /* detached: parsing goes on */
    }
    if (name->k == VR_GLOBAL_ID)
        P->next_global_num = (uint32_t)name->id + 1; /* LLVM 19: gaps allowed */
    Global *g = global_find(P, name);
    if (g && g->gk != GK_PENDING) {
        diag_error(P->diag, at, "redefinition of global '%s'", ref_text(P, name, buf, sizeof buf));
        diag_note(P->diag, g->v.loc, "previous definition is here");
        return global_new(P, name, type, at);
    }
    if (g && g->v.type && g->v.type != type) {
        type_mismatch(P, g->ref_loc, ref_text(P, name, buf, sizeof buf), type, g->v.type);
        return global_new(P, name, type, at);
    }
    if (!g) {
        g = global_new(P, name, type, at);
        global_put(P, name, g);
    }
    g->v.type = type;
    g->v.loc = at;
    return g;
}

/* @f by name without a type (blockaddress does not say f's type). */
Global *b_global_by_name(ParseCtx *P, ValRef *vr);
Global *b_global_by_name(ParseCtx *P, ValRef *vr)
{
    Global *g = global_find(P, vr);
    if (!g) {
        g = global_new(P, vr, NULL, vr->loc);
        global_put(P, vr, g);
        VEC_PUSH(&P->pending_globals, Global *, g);
    }
    return g;
}

/* LLVM's parser: a symbol with local linkage (private, internal) is
 * invisible outside its module, so a visibility or DLL storage class
 * other than the default contradicts it. */
static void check_local_linkage(ParseCtx *P, const Global *g, const DeclMods *m)
{
    if (m->linkage != LINK_PRIVATE && m->linkage != LINK_INTERNAL)
        return;
    if (m->vis != VIS_DEFAULT)
        diag_error(P->diag, g->v.loc, "a symbol with %s linkage must have default "
                   "visibility, not %s", linkage_name(m->linkage),
                   m->vis == VIS_HIDDEN ? "hidden" : "protected");
    if (m->dll != DLL_NONE)
        diag_error(P->diag, g->v.loc, "a symbol with %s linkage cannot have a DLL "
                   "storage class", linkage_name(m->linkage));
}

static void apply_mods(ParseCtx *P, Global *g, DeclMods *m)
{
    check_local_linkage(P, g, m);
    g->linkage = m->linkage;
    g->vis = m->vis;
    g->dll = m->dll;
    g->dso_local = m->preempt == 1;
    g->dso_preemptable = m->preempt == 0;
    g->unnamed_addr = m->ua;
    g->thread_local = m->thread_local;
    g->addrspace = m->addrspace;
}

#define LINK_LIST(P, g, list, tail)                                         \
    do {                                                                    \
        *(P)->m->tail = (g);                                                \
        (P)->m->tail = &(g)->next;                                          \
    } while (0)

/* Trailing `, align 8`, `, section "s"` ... of a global. */
static void global_opts(ParseCtx *P, Global *g, PList *opts)
{
    Vec md = {0};
    for (uint32_t i = 0; opts && i < opts->n; i++) {
        OptItem *o = opts->v[i];
        switch (o->k) {
        case OI_ALIGN: g->align = o->num; break;
        case OI_SECTION: g->section = o->str.s; break;
        case OI_PARTITION: g->partition = o->str.s; break;
        case OI_CODE_MODEL: g->code_model = o->str.s; break;
        case OI_COMDAT:
            g->has_comdat = true;
            g->comdat = o->str.s;
            break;
        case OI_MD: VEC_PUSH(&md, MDAttach, ((MDAttach){o->str.s, o->md})); break;
        default:
            diag_error(P->diag, o->loc, "unexpected item in a global definition");
        }
    }
    if (md.len) {
        g->md = arena_array(&P->m->arena, md.len, sizeof(MDAttach));
        memcpy(g->md, md.data, md.len * sizeof(MDAttach));
        g->nmd = (uint32_t)md.len;
    }
    vec_free(&md);
}

static void b_global_var(ParseCtx *P, ValRef *name, DeclMods *mods, bool is_const,
                         Type *ty, ValRef *init, PList *opts, PList *attrs, Span at)
{
    if (ty->kind == TY_VOID || ty->kind == TY_FUNC || ty->kind == TY_LABEL) {
        char b[64];
        diag_error(P->diag, L(at), "invalid type '%s' for a global variable",
                   type_str(ty, b, sizeof b));
        return;
    }
    Global *g = global_define(P, name, symbol_type(P, ty, mods->addrspace), L(at));
    apply_mods(P, g, mods);
    g->gk = GK_VAR;
    g->value_type = ty;
    g->is_constant = is_const;
    g->externally_initialized = mods->ext_init;
    if (init) {
        Value *v = b_resolve(P, ty, init);
        use_set(&g->init_use, &g->v, v);
        g->init = v;
    }
    global_opts(P, g, opts);
    g->attrs = attr_list(P, attrs);
    LINK_LIST(P, g, globals, globals_tail);
}

static void b_alias(ParseCtx *P, ValRef *name, DeclMods *mods, bool ifunc,
                    Type *ty, Value *target, PList *opts, Span at)
{
    uint32_t as = type_is_ptr(target->type) ? target->type->addrspace : 0;
    Global *g = global_define(P, name, symbol_type(P, ty, as), L(at));
    apply_mods(P, g, mods);
    g->gk = ifunc ? GK_IFUNC : GK_ALIAS;
    g->value_type = ty;
    g->addrspace = as;
    use_set(&g->init_use, &g->v, target);
    g->init = target;
    global_opts(P, g, opts);
    LINK_LIST(P, g, aliases, aliases_tail);
}

void b_global(ParseCtx *P, ValRef *name, GlobalSpec *g, Span at)
{
    if (g->kind != GK_VAR) {
        b_alias(P, name, g->mods, g->kind == GK_IFUNC, g->ty, g->target, g->opts, at);
        return;
    }
    if (g->decl_linkage >= 0) /* checked after gmods' linkages */
        b_mods_linkage(P, g->mods, g->decl_linkage, g->decl_at);
    b_global_var(P, name, g->mods, g->is_const, g->ty, g->init, g->opts,
                 g->attrs, at);
}

void b_attr_group(ParseCtx *P, uint64_t num, PList *attrs, Span at)
{
    if (module_attr_group(P->m, (uint32_t)num)) {
        diag_error(P->diag, L(at), "redefinition of attribute group #%llu",
                   (unsigned long long)num);
        return;
    }
    AttrGroup *g = arena_alloc(&P->m->arena, sizeof *g);
    g->num = (uint32_t)num;
    g->attrs = attr_list(P, attrs);
    g->loc = L(at);
    *P->m->attr_groups_tail = g;
    P->m->attr_groups_tail = &g->next;
}

/* ================= function headers ================= */

DeclMods *b_mods_new(ParseCtx *P)
{
    DeclMods *m = arena_alloc(&P->scratch, sizeof *m);
    m->preempt = -1;
    return m;
}

void b_mods_linkage(ParseCtx *P, DeclMods *m, int linkage, Span at)
{
    if (m->has_linkage)
        diag_error(P->diag, L(at), "more than one linkage given");
    m->linkage = (Linkage)linkage;
    m->has_linkage = true;
}

FnSuffix *b_suffix_new(ParseCtx *P) { return arena_alloc(&P->scratch, sizeof(FnSuffix)); }

/* `align N` after a parameter list is the function's alignment; every
 * other attribute there is a function attribute. */
void b_suffix_attr(ParseCtx *P, FnSuffix *s, Attr *a)
{
    if (a->kind == ATTR_ALIGN) {
        s->align = a->ival;
        return;
    }
    if (!s->attrs)
        s->attrs = plist_new(P);
    plist_push(P, s->attrs, a);
}

Param *b_param(ParseCtx *P, Type *t, PList *attrs, ValRef *name, Span at)
{
    Param *p = arena_alloc(&P->scratch, sizeof *p);
    p->type = t;
    p->attrs = attrs;
    p->name = name;
    p->loc = L(at);
    return p;
}

static void fn_fill_suffix(ParseCtx *P, Global *g, FnSuffix *s)
{
    g->unnamed_addr = s->ua ? s->ua : g->unnamed_addr;
    g->attrs = attr_list(P, s->attrs);
    g->section = s->section;
    g->partition = s->partition;
    g->gc = s->gc;
    g->has_comdat = s->has_comdat;
    g->comdat = s->comdat;
    g->fn_align = s->align;
    g->explicit_addrspace = s->has_addrspace;
    if (s->prefix)
        use_set(&g->prefix, &g->v, s->prefix);
    if (s->prologue)
        use_set(&g->prologue, &g->v, s->prologue);
    if (s->personality)
        use_set(&g->personality, &g->v, s->personality);
    global_opts(P, g, s->md);
}

static void fn_make_args(ParseCtx *P, Global *g, PList *params)
{
    uint32_t n = params ? params->n : 0;
    g->nargs = n;
    g->args = arena_array(&P->m->arena, n ? n : 1, sizeof(Arg *));
    g->param_attrs = arena_array(&P->m->arena, n ? n : 1, sizeof(AttrList));
    P->arg_ids = arena_array(&P->m->arena, n ? n : 1, sizeof(uint32_t));
    P->arg_ids_fn = g;
    for (uint32_t i = 0; i < n; i++) {
        Param *p = params->v[i];
        P->arg_ids[i] = p->name && p->name->k == VR_LOCAL_ID && p->name->id < UINT32_MAX
                            ? (uint32_t)p->name->id : UINT32_MAX;
        Arg *a = arena_alloc(&P->m->arena, sizeof *a);
        a->v.kind = VK_ARG;
        a->v.type = p->type;
        a->v.loc = p->loc;
        a->v.name = p->name ? ir_name(P, p->name) : NULL;
        a->parent = g;
        a->index = i;
        g->args[i] = a;
        g->param_attrs[i] = attr_list(P, p->attrs);
    }
}

Global *b_fn_header(ParseCtx *P, bool define, DeclMods *pre, Type *ret,
                    ValRef *name, PList *params, bool vararg,
                    FnSuffix *suf, Span at)
{
    (void)define;
    uint32_t n = params ? params->n : 0;
    Type **pt = arena_array(&P->scratch, n ? n : 1, sizeof(Type *));
    for (uint32_t i = 0; i < n; i++)
        pt[i] = ((Param *)params->v[i])->type;
    Type *fnty = type_func(&P->m->types, ret, pt, n, vararg);
    uint32_t as = suf->has_addrspace ? suf->addrspace : 0;
    Global *g = global_define(P, name, symbol_type(P, fnty, as), L(at));
    apply_mods(P, g, pre);
    g->gk = GK_FUNC;
    g->fnty = fnty;
    g->addrspace = as;
    g->cc = pre->cc;
    g->is_decl = true; /* b_fn_begin clears this for a definition */
    g->ret_attrs = attr_list(P, pre->attrs);
    fn_make_args(P, g, params);
    /* a declaration's attachments may come before its return type */
    if (pre->md) {
        for (uint32_t k = 0; suf->md && k < suf->md->n; k++)
            plist_push(P, pre->md, suf->md->v[k]);
        suf->md = pre->md;
    }
    fn_fill_suffix(P, g, suf);
    LINK_LIST(P, g, funcs, funcs_tail);
    P->m->nfuncs++;
    return g;
}

/* LLVM's parser accepts a call of an intrinsic that the module never
 * declares, and declares it with the call's function type (LLVM 7 and
 * later; producers that write IR by hand or by string templates rely on
 * it).  The first call's type is kept on the pending global; a `declare`
 * later in the file still takes precedence (b_fn_header overwrites it). */
void b_note_intrinsic_use(ParseCtx *P, Value *callee, Type *fnty)
{
    (void)P;
    if (!callee || callee->kind != VK_GLOBAL)
        return;
    Global *g = (Global *)callee;
    if (g->gk == GK_PENDING && !g->fnty && g->v.name && !strncmp(g->v.name, "llvm.", 5))
        g->fnty = fnty;
}

/* Make the pending @g a declaration of type fnty. */
static void declare_as(ParseCtx *P, Global *g, Type *fnty)
{
    g->fnty = fnty;
    g->gk = GK_FUNC;
    g->is_decl = true;
    g->nargs = fnty->nmem;
    g->args = arena_array(&P->m->arena, fnty->nmem ? fnty->nmem : 1, sizeof(Arg *));
    g->param_attrs = arena_array(&P->m->arena, fnty->nmem ? fnty->nmem : 1, sizeof(AttrList));
    for (uint32_t i = 0; i < fnty->nmem; i++) {
        Arg *a = arena_alloc(&P->m->arena, sizeof *a);
        a->v.kind = VK_ARG;
        a->v.type = fnty->mem[i];
        a->v.loc = g->ref_loc;
        a->parent = g;
        a->index = i;
        g->args[i] = a;
    }
    LINK_LIST(P, g, funcs, funcs_tail);
    P->m->nfuncs++;
}

/* The declaration named `name` for a call of type fnty: an existing
 * function of that name, a pending one declared now, or a new one. */
static Global *declaration_named(ParseCtx *P, const char *name, Type *fnty, Loc at)
{
    ValRef vr = {.k = VR_GLOBAL, .loc = at, .text = {name, strlen(name)}};
    Global *d = global_find(P, &vr);
    if (!d) {
        d = global_new(P, &vr, symbol_type(P, fnty, 0), at);
        vr.text.s = d->v.name; /* the table keeps the key's text: not the caller's buffer */
        global_put(P, &vr, d);
    }
    if (d->gk == GK_PENDING)
        declare_as(P, d, fnty);
    return d;
}

/* The target prefixes of LLVM 19's intrinsics (Intrinsics.td's
 * TargetPrefix values): llvm.<target>.* names that ir/intrinsic_sigs.def
 * leaves out (other targets' intrinsics, and llvm.nvvm.* names only
 * libNVVM or a newer LLVM has) are declared with the call's type. */
static bool target_intrinsic(const char *name)
{
    static const char *const TARGETS[] = {
        "aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch", "mips", "nvvm",
        "ppc", "r600", "riscv", "s390", "spv", "ve", "wasm", "x86", "xcore",
    };
    for (size_t k = 0; k < sizeof TARGETS / sizeof *TARGETS; k++) {
        size_t n = strlen(TARGETS[k]);
        if (!strncmp(name + 5, TARGETS[k], n) && name[5 + n] == '.')
            return true;
    }
    return false;
}

/* LLVM's parser (LLParser::validateEndOfModule) declares an intrinsic
 * that is called but never declared: an unknown llvm.* name stays an
 * undefined value, and each call of a known one must fit its signature
 * ("invalid intrinsic signature") and gets the declaration named for its
 * own overloaded types -- `call i8 @llvm.umax(i8 ...)` and `call i16
 * @llvm.umax(i16 ...)` call @llvm.umax.i8 and @llvm.umax.i16.  Target
 * intrinsics the table lacks (target_intrinsic) and typed-pointer
 * modules keep the call's type under the name as written. */
bool b_declare_implicit(ParseCtx *P, Global *g)
{
    if (g->gk != GK_PENDING)
        return false;
    const IntrinsicSig *s = intrinsic_sig_find(g->v.name);
    if (s && !g->fnty) { /* only used as a value: LLVM's words */
        diag_error(P->diag, g->ref_loc, "intrinsic can only be used as callee");
        return true;
    }
    if (!g->fnty || (!s && !target_intrinsic(g->v.name)))
        return false;
    if (!s || P->typed_pointers) {
        declare_as(P, g, g->fnty);
        return true;
    }
    for (Use *u = g->v.uses, *next; u; u = next) {
        next = u->next;
        Instr *call = u->user && u->user->kind == VK_INSTR ? (Instr *)u->user : NULL;
        if (!call || (call->op != OP_CALL && call->op != OP_INVOKE) ||
            call_callee(call) != &g->v) {
            diag_error(P->diag, u->user && u->user->loc.line ? u->user->loc : g->ref_loc,
                       "intrinsic can only be used as callee");
            continue;
        }
        IntrinsicSigMatch m;
        char name[256];
        if (!intrinsic_sig_match(s, call->aux_type, &m) ||
            !intrinsic_sig_mangle(s, &m, name, sizeof name)) {
            diag_error(P->diag, call->v.loc, "invalid intrinsic signature: no "
                       "form of '%s' has the call's type", s->name);
            continue;
        }
        Global *d = strcmp(name, g->v.name) ? declaration_named(P, name, call->aux_type,
                                                                g->ref_loc) : g;
        if (d == g && g->gk == GK_PENDING)
            declare_as(P, g, call->aux_type);
        if (d != g)
            instr_set_op(call, (uint32_t)(u - call->ops), &d->v);
    }
    return true; /* a name all of whose calls moved is declared nowhere */
}

/* Rename the declaration g to `name` (see b_remangle_intrinsics). */
static void remangle_one(ParseCtx *P, Global *g, const char *name)
{
    ValRef vr = {.k = VR_GLOBAL, .loc = g->v.loc, .text = {name, strlen(name)}};
    Global *d = global_find(P, &vr);
    if (d && d->gk == GK_FUNC && d->fnty == g->fnty) {
        value_replace_all_uses(&g->v, &d->v);
        module_move_func(P->m, g, false);
        return;
    }
    if (d) /* another symbol has the name: leave the declaration as written */
        return;
    g->v.name = arena_strdup(&P->m->arena, name);
    vr.text.s = g->v.name; /* the table keeps the key's text */
    global_put(P, &vr, g);
    module_move_func(P->m, g, true);
}

/* LLVM's reader renames an overloaded intrinsic's declaration whose type
 * suffix is not the one its types give (AutoUpgrade's
 * remangleIntrinsicFunction): `declare i32 @llvm.umax(i32, i32)` is
 * llvm.umax.i32, `declare i64 @llvm.smax.i32(i64, i64)` llvm.smax.i64.
 * The renamed declaration moves to the end of the function list (LLVM
 * creates a new one there); where the module already declares the wanted
 * name with the same type, the calls move to that one instead.  Code
 * generation then sees the names it knows.  Typed-pointer modules keep
 * their names: their suffixes (p0i8) follow their own LLVM's rules, and
 * so do declarations only a newer or older LLVM's signature fits. */
void b_remangle_intrinsics(ParseCtx *P)
{
    if (P->typed_pointers)
        return;
    Global *last = NULL;
    for (Global *g = P->m->funcs; g; g = g->next)
        last = g;
    for (Global *g = P->m->funcs, *next; g; g = next) {
        next = g->next;
        const IntrinsicSig *s = g->is_decl ? intrinsic_sig_find(g->v.name) : NULL;
        IntrinsicSigMatch m;
        char name[256];
        if (s && intrinsic_sig_overloaded(s) && intrinsic_sig_match(s, g->fnty, &m) &&
            m.alt == 0 && intrinsic_sig_mangle(s, &m, name, sizeof name) &&
            strcmp(name, g->v.name))
            remangle_one(P, g, name);
        if (g == last)
            break; /* the ones moved to the end are done */
    }
}

/* ================= function bodies ================= */

/* %N goes to the function's number map, %name to its name table. */
static Value *local_get(ParseCtx *P, ValRef *vr)
{
    if (vr->k == VR_LOCAL_ID)
        return nummap_get(&P->fs->nums, (uint32_t)vr->id);
    return symtab_get(&P->fs->names, vr->text.s, vr->text.n);
}

static void local_put(ParseCtx *P, ValRef *vr, Value *v)
{
    if (vr->k == VR_LOCAL_ID)
        nummap_put(&P->fs->nums, (uint32_t)vr->id, v);
    else
        symtab_put(&P->fs->names, vr->text.s, vr->text.n, v);
}

/* Define %name (or %N) as `v`, resolving a forward reference if any. */
static void local_define(ParseCtx *P, ValRef *vr, Value *v)
{
    char buf[256];
    Value *old = local_get(P, vr);
    if (old && old->kind == VK_FWDREF) {
        FwdRef *f = (FwdRef *)old;
        if (f->v.type != v->type) {
            type_mismatch(P, f->use, ref_text(P, vr, buf, sizeof buf), v->type, f->v.type);
        } else {
            f->resolved = v;
            value_replace_all_uses(&f->v, v);
        }
    } else if (old) {
        if (vr->k == VR_LOCAL_ID)
            diag_error(P->diag, vr->loc, "multiple definition of local value numbered '%llu'",
                       (unsigned long long)vr->id);
        else
            diag_error(P->diag, vr->loc, "multiple definition of local value named '%.*s'",
                       (int)vr->text.n, vr->text.s);
        return;
    }
    local_put(P, vr, v);
}

/* Numbered values must come in increasing order: %0, %1, ...  Since
 * LLVM 19 the numbers may skip (%0, %3, %4: what a tool that deletes
 * instructions without renumbering writes); an unnamed value then takes
 * the number after the last one. */
static bool check_number(ParseCtx *P, ValRef *vr, const char *what)
{
    if (vr->id >= P->fs->next_num && vr->id < UINT32_MAX) {
        P->fs->next_num = (uint32_t)vr->id + 1;
        return true;
    }
    diag_error(P->diag, vr->loc, "%s expected to be numbered '%%%u' or greater", what,
               P->fs->next_num);
    return false;
}

/* A block of @fn named by a blockaddress before @fn's body. */
Block *b_pending_block(ParseCtx *P, Global *fn, ValRef *bb);
Block *b_pending_block(ParseCtx *P, Global *fn, ValRef *bb)
{
    for (size_t i = 0; i < P->pending_ba.len; i++) {
        BlockAddrRef *r = VEC_AT(&P->pending_ba, BlockAddrRef *, i);
        if (r->fn == fn && r->bb->k == bb->k && r->bb->id == bb->id &&
            r->bb->text.n == bb->text.n && memcmp(r->bb->text.s, bb->text.s, bb->text.n) == 0)
            return r->block;
    }
    BlockAddrRef *r = arena_alloc(&P->m->arena, sizeof *r);
    r->fn = fn;
    r->bb = arena_alloc(&P->m->arena, sizeof *r->bb); /* outlives scratch */
    *r->bb = *bb;
    r->block = arena_alloc(&P->m->arena, sizeof(Block));
    r->block->v.kind = VK_BLOCK;
    r->block->v.type = P->m->types.label_ty;
    r->block->v.name = ir_name(P, bb);
    r->block->v.loc = bb->loc;
    r->block->index = (uint32_t)bb->id;
    VEC_PUSH(&P->pending_ba, BlockAddrRef *, r);
    return r->block;
}

/* Give the function being defined the blocks that blockaddress
 * constants named before its body: they become forward references. */
static void claim_pending_blocks(ParseCtx *P, Global *fn)
{
    for (size_t i = 0; i < P->pending_ba.len; i++) {
        BlockAddrRef *r = VEC_AT(&P->pending_ba, BlockAddrRef *, i);
        if (r->fn != fn || r->claimed)
            continue;
        r->claimed = true;
        r->block->parent = fn;
        local_put(P, r->bb, &r->block->v);
        VEC_PUSH(&P->fs->fwds, Value *, &r->block->v);
    }
}

void b_fn_begin(ParseCtx *P, Global *fn)
{
    if (!fn->is_decl && fn->first) {
        diag_error(P->diag, fn->v.loc, "redefinition of function body");
    }
    fn->is_decl = false;
    FnState *fs = arena_alloc(&P->fn_arena, sizeof *fs);
    fs->fn = fn;
    symtab_init(&fs->names, &P->fn_arena); /* dies with the function */
    nummap_init(&fs->nums, &P->fn_arena);
    P->fs = fs;
    for (uint32_t i = 0; i < fn->nargs; i++) {
        Arg *a = fn->args[i];
        ValRef vr = {.loc = a->v.loc};
        if (a->v.name) {
            vr.k = VR_LOCAL;
            vr.text = (Str){a->v.name, strlen(a->v.name)};
        } else {
            /* %N as written in the header (LLVM 19 allows gaps), else the
             * next number */
            vr.k = VR_LOCAL_ID;
            vr.id = fs->next_num;
            if (P->arg_ids_fn == fn && P->arg_ids[i] != UINT32_MAX)
                vr.id = P->arg_ids[i];
            if (!check_number(P, &vr, "argument"))
                continue;
        }
        local_define(P, &vr, &a->v);
    }
    claim_pending_blocks(P, fn);
}

static Block *block_new(ParseCtx *P, const char *name, Loc at)
{
    Block *b = arena_alloc(&P->m->arena, sizeof *b);
    b->v.kind = VK_BLOCK;
    b->v.type = P->m->types.label_ty;
    b->v.name = name;
    b->v.loc = at;
    b->parent = P->fs->fn;
    return b;
}

/* Put a block at the end of the function's block list. */
static void block_place(ParseCtx *P, Block *b, Loc at)
{
    Global *fn = P->fs->fn;
    b->defined = true;
    b->v.loc = at;
    b->index = fn->nblocks++;
    b->prev = fn->last;
    if (fn->last)
        fn->last->next = b;
    else
        fn->first = b;
    fn->last = b;
    P->fs->cur = b;
    P->fs->block_errors = P->diag->errors;
}

/* A reference `label %bb` before (or after) its definition. */
Value *b_block_ref(ParseCtx *P, ValRef *vr);
Value *b_block_ref(ParseCtx *P, ValRef *vr)
{
    Block *b = block_new(P, ir_name(P, vr), vr->loc);
    if (vr->k == VR_LOCAL_ID)
        b->index = (uint32_t)vr->id; /* for the message if never defined */
    local_put(P, vr, &b->v);
    VEC_PUSH(&P->fs->fwds, Value *, &b->v);
    return &b->v;
}

static void unterminated(ParseCtx *P, Block *b, Loc at, const char *where)
{
    if (P->diag->errors > P->fs->block_errors)
        return;
    if (b->v.name)
        diag_error(P->diag, at, "block '%%%s' does not end with a terminator "
                   "instruction (ret, br, switch, unreachable, ...) before %s",
                   b->v.name, where);
    else
        diag_error(P->diag, at, "block does not end with a terminator "
                   "instruction (ret, br, switch, unreachable, ...) before %s", where);
}

/* Is the label all digits (a numbered block, `7:`)?  Its value goes to
 * *id, as strtoull reads it: the largest uint64_t if it is larger. */
static bool label_number(Str label, uint64_t *id)
{
    uint64_t v = 0;
    if (label.n == 0)
        return false;
    for (size_t k = 0; k < label.n; k++) {
        unsigned d = (unsigned char)label.s[k] - '0';
        if (d > 9)
            return false;
        v = v > (UINT64_MAX - d) / 10 ? UINT64_MAX : v * 10 + d;
    }
    *id = v;
    return true;
}

void b_label(ParseCtx *P, Str label, Span at)
{
    FnState *fs = P->fs;
    uint64_t id = 0; /* set when numeric; gcc -O1 cannot see that */
    /* `3:` is block number 3; `"3":` is a block *named* "3" (LLVM) */
    bool quoted = at.start < P->src->len && P->src->text[at.start] == '"';
    bool numeric = !quoted && label_number(label, &id);
    ValRef vr = {.k = numeric ? VR_LOCAL_ID : VR_LOCAL, .loc = L(at), .text = label};
    if (fs->cur) {
        char where[280];
        snprintf(where, sizeof where, "label '%.*s'", (int)(label.n > 200 ? 200 : label.n), label.s);
        unterminated(P, fs->cur, L(at), where);
    }
    if (numeric) {
        vr.id = id;
        if (!check_number(P, &vr, "label"))
            return;
    }
    Value *old = local_get(P, &vr);
    Block *b;
    if (old && old->kind == VK_BLOCK && !((Block *)old)->defined) {
        b = (Block *)old;
    } else if (old) {
        diag_error(P->diag, L(at), "redefinition of '%%%.*s'", (int)label.n, label.s);
        return;
    } else {
        b = block_new(P, numeric ? NULL : label.s, L(at));
        local_put(P, &vr, &b->v);
    }
    if (numeric)
        b->v.name = NULL;
    block_place(P, b, L(at));
}

void b_instr(ParseCtx *P, ValRef *result, Instr *i, Span at)
{
    FnState *fs = P->fs;
    if (!i)
        return;
    if (!fs->cur) { /* an unnamed block starts implicitly */
        ValRef vr = {.k = VR_LOCAL_ID, .id = fs->next_num++, .loc = L(at)};
        /* a branch may already have named it by its number */
        Value *old = local_get(P, &vr);
        Block *b = old && old->kind == VK_BLOCK && !((Block *)old)->defined
                       ? (Block *)old : NULL;
        if (!b) {
            b = block_new(P, NULL, L(at));
            local_put(P, &vr, &b->v);
        }
        block_place(P, b, L(at));
    }
    i->v.loc = L(at);
    bool has_result = i->v.type->kind != TY_VOID;
    if (result && !has_result) {
        diag_error(P->diag, result->loc, "instructions returning void cannot have a name");
    } else if (result) {
        i->v.name = ir_name(P, result);
        if (result->k == VR_LOCAL || check_number(P, result, "instruction"))
            local_define(P, result, &i->v);
    } else if (has_result) {
        /* an unnamed result takes the next number, and may be used by it */
        ValRef vr = {.k = VR_LOCAL_ID, .id = fs->next_num++, .loc = L(at)};
        local_define(P, &vr, &i->v);
    }
    block_append(fs->cur, i);
    i->pos = ++fs->ninstrs; /* as cfg_build numbers it; the printer uses it */
    if (opcode_is_terminator(i->op))
        fs->cur = NULL;
    /* The ValRefs and lists that described this instruction are dead:
     * reuse their memory for the next one, so a function of a million
     * instructions needs no more parse scratch than a function of one. */
    arena_reset(&P->scratch);
}

static void report_undefined(ParseCtx *P)
{
    for (size_t k = 0; k < P->fs->fwds.len; k++) {
        Value *v = VEC_AT(&P->fs->fwds, Value *, k);
        bool fwd = v->kind == VK_FWDREF && !((FwdRef *)v)->resolved;
        bool block = v->kind == VK_BLOCK && !((Block *)v)->defined;
        if (!fwd && !block)
            continue; /* defined after all: the usual case, and cheap */
        char name[64];
        if (v->name)
            snprintf(name, sizeof name, "%%%.60s", v->name);
        else if (v->kind == VK_FWDREF)
            snprintf(name, sizeof name, "%%%u", ((FwdRef *)v)->num);
        else
            snprintf(name, sizeof name, "%%%u", ((Block *)v)->index);
        diag_error(P->diag, fwd ? ((FwdRef *)v)->use : v->loc,
                   "use of undefined value '%s'", name);
    }
}

void b_fn_end(ParseCtx *P, Span close)
{
    FnState *fs = P->fs;
    if (fs->cur)
        unterminated(P, fs->cur, L(close), "the end of the function");
    if (!fs->fn->first)
        diag_error(P->diag, L(close), "function body requires at least one basic block");
    report_undefined(P);
    symtab_free(&fs->names);
    nummap_free(&fs->nums);
    vec_free(&fs->fwds);
    P->fs = NULL;
    arena_reset(&P->fn_arena); /* everything the body needed is dead now */
}

/* A use of %name / %N with type `t`.  Unknown names become forward
 * references; a known name used with another type is an error (LLVM's
 * wording: "'%x' defined with type 'i64' but expected 'i32'"). */
Value *b_local_ref(ParseCtx *P, Type *t, ValRef *vr);
Value *b_local_ref(ParseCtx *P, Type *t, ValRef *vr)
{
    char buf[256];
    if (!P->fs) {
        diag_error(P->diag, vr->loc, "local value '%s' used outside a function",
                   ref_text(P, vr, buf, sizeof buf));
        return &const_undef(&P->m->consts, t)->v;
    }
    Value *v = local_get(P, vr);
    if (!v && t->kind == TY_LABEL)
        return b_block_ref(P, vr);
    if (!v) {
        FwdRef *f = arena_alloc(&P->m->arena, sizeof *f);
        f->v.kind = VK_FWDREF;
        f->v.type = t;
        f->v.name = ir_name(P, vr);
        f->use = vr->loc;
        f->numbered = vr->k == VR_LOCAL_ID;
        f->num = (uint32_t)vr->id;
        local_put(P, vr, &f->v);
        VEC_PUSH(&P->fs->fwds, Value *, &f->v);
        return &f->v;
    }
    if (v->type != t) {
        type_mismatch(P, vr->loc, ref_text(P, vr, buf, sizeof buf), v->type, t);
        return &const_undef(&P->m->consts, t)->v;
    }
    return v;
}
