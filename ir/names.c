/*
 * ir/names.c -- PTX identifiers for IR symbols.
 *
 * PTX identifiers are [a-zA-Z][a-zA-Z0-9_$]* or [_$%][a-zA-Z0-9_$]+, while
 * LLVM names may hold '.', '-', quotes, anything.  The mapping, like
 * LLVM's NVPTXAssignValidGlobalNames: '.' becomes "_$_"; any other byte
 * outside the set becomes "_$XX" (its hex code); a leading digit gets a
 * '_' in front; unnamed globals (@0) become __unnamed_N, N counting the
 * unnamed globals in module order from 1.
 *
 * Two IR names can map to one identifier ("@.str" and "@_$_str" both give
 * "_$_str").  A symbol of local linkage (private, internal) is invisible
 * outside the module, so it may be renamed, and ptx_unique_local_names
 * renames it the way LLVM's NVPTXAssignValidGlobalNames does: in module
 * order, variables then functions, each local symbol takes its cleaned name,
 * and when another symbol already holds that name the module-wide counter
 * of LLVM's symbol table is appended (no '.' in between, which PTX would
 * not take): "@.str" next to "@_$_str" becomes "_$_str1", the next such
 * clash anywhere in the module gets 2.  Visible symbols keep their names;
 * two of them that still meet are a located error naming both
 * (ptx_symbols_distinct) rather than a symbol defined twice.
 *
 * It lives below both of its users: selection names the symbols its
 * instructions refer to (call targets, parameters, globals), the writer
 * names the definitions, and neither calls into the other for it.
 *
 * Invariant: the result depends only on the module (never on pointer
 * values), so output is deterministic.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

static bool follow_sym(unsigned char ch)
{
    return isalnum(ch) || ch == '_' || ch == '$';
}

/* N of __unnamed_N: position among the unnamed globals and functions. */
static unsigned unnamed_number(const Module *m, const Global *g)
{
    unsigned n = 0;
    for (const Global *v = m->globals; v; v = v->next)
        if (!v->v.name && (++n, v == g))
            return n;
    for (const Global *f = m->funcs; f; f = f->next)
        if (!f->v.name && (++n, f == g))
            return n;
    return n + 1;
}

char *ptx_symbol(Arena *a, const Module *m, const Global *g)
{
    char tmp[32];
    if (g->ptx_name)
        return arena_strdup(a, g->ptx_name);
    if (!g->v.name || !g->v.name[0]) {
        snprintf(tmp, sizeof tmp, "__unnamed_%u", unnamed_number(m, g));
        return arena_strdup(a, tmp);
    }
    const char *s = g->v.name;
    size_t n = strlen(s);
    char *out = arena_alloc(a, n * 4 + 3), *p = out;
    if (isdigit((unsigned char)s[0]))
        *p++ = '_';
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (follow_sym(ch))
            *p++ = (char)ch;
        else if (ch == '.')
            memcpy(p, "_$_", 3), p += 3;
        else
            p += sprintf(p, "_$%02X", ch);
    }
    if (p - out == 1 && !isalpha((unsigned char)out[0]))
        *p++ = '$'; /* a lone '_' or '$' is not an identifier */
    *p = 0;
    return out;
}

/* A set of names (open addressing, tombstones for removal): the module's
 * symbol table as LLVM's renaming sees it.  Lives in the caller's arena. */
typedef struct NameSet {
    const char **slot; /* NULL: empty; &TOMB: removed */
    size_t cap;        /* a power of two, at least twice the names */
} NameSet;
static const char TOMB[] = "";

static size_t name_hash(const char *s)
{
    size_t h = 14695981039346656037u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

/* The slot holding s, or the empty slot where it would go. */
static const char **nameset_find(NameSet *ns, const char *s)
{
    const char **tomb = NULL;
    for (size_t i = name_hash(s) & (ns->cap - 1);; i = (i + 1) & (ns->cap - 1)) {
        const char **p = &ns->slot[i];
        if (!*p)
            return tomb ? tomb : p;
        if (*p == TOMB)
            tomb = tomb ? tomb : p;
        else if (!strcmp(*p, s))
            return p;
    }
}

static bool nameset_has(NameSet *ns, const char *s)
{
    const char **p = nameset_find(ns, s);
    return *p && *p != TOMB;
}

static bool is_local(const Global *g)
{
    return g->linkage == LINK_PRIVATE || g->linkage == LINK_INTERNAL;
}

/* The name g has in PTX so far: its IR name until it is renamed. */
static const char *current_name(const Global *g)
{
    return g->ptx_name ? g->ptx_name : g->v.name;
}

/* setName of LLVM: g takes `want`, or want followed by the next number of
 * the module's counter while that name is taken. */
static void rename_local(Module *m, NameSet *ns, unsigned *last, Global *g, const char *want)
{
    *nameset_find(ns, current_name(g)) = TOMB;
    const char *name = want;
    char *buf = NULL;
    while (nameset_has(ns, name)) {
        size_t n = strlen(want) + 12;
        buf = buf ? buf : arena_alloc(&m->arena, n);
        snprintf(buf, n, "%s%u", want, ++*last);
        name = buf;
    }
    g->ptx_name = name == want ? arena_strdup(&m->arena, want) : buf;
    *nameset_find(ns, g->ptx_name) = g->ptx_name;
}

void ptx_unique_local_names(Module *m)
{
    Arena a;
    arena_init(&a, "ptx renaming");
    size_t n = 0;
    for (int k = 0; k < 3; k++)
        for (const Global *g = k == 0 ? m->globals : k == 1 ? m->funcs : m->aliases; g; g = g->next)
            n++;
    NameSet ns = {NULL, 16};
    while (ns.cap < 2 * n + 2)
        ns.cap *= 2;
    ns.slot = arena_array(&a, ns.cap, sizeof *ns.slot);
    memset(ns.slot, 0, ns.cap * sizeof *ns.slot);
    for (int k = 0; k < 3; k++)
        for (const Global *g = k == 0 ? m->globals : k == 1 ? m->funcs : m->aliases; g; g = g->next)
            if (g->v.name && g->v.name[0])
                *nameset_find(&ns, current_name(g)) = current_name(g);
    unsigned last = 0; /* LLVM's ValueSymbolTable::LastUnique */
    for (int k = 0; k < 2; k++)
        for (Global *g = k ? m->funcs : m->globals; g; g = g->next) {
            if (!is_local(g) || !g->v.name || !g->v.name[0])
                continue;
            if (g->ptx_name)
                continue; /* renamed by an earlier call */
            const char *want = ptx_symbol(&a, m, g);
            if (strcmp(want, g->v.name) != 0)
                rename_local(m, &ns, &last, g, want);
        }
    arena_free(&a);
}

typedef struct Named {
    const char *ptx;
    const Global *g;
} Named;

static int named_cmp(const void *a, const void *b)
{
    const Named *x = a, *y = b;
    int c = strcmp(x->ptx, y->ptx);
    if (c)
        return c;
    return x->g->v.loc.line != y->g->v.loc.line ? (x->g->v.loc.line < y->g->v.loc.line ? -1 : 1)
                                                : 0;
}

/* The symbols that become PTX names: variables and functions, less
 * LLVM's intrinsics (never written). */
static size_t collect_names(Arena *a, const Module *m, Named *out)
{
    size_t n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (const Global *g = pass ? m->funcs : m->globals; g; g = g->next)
            if (!g->v.name || strncmp(g->v.name, "llvm.", 5) != 0) {
                if (out)
                    out[n] = (Named){ptx_symbol(a, m, g), g};
                n++;
            }
    return n;
}

bool ptx_symbols_distinct(const Module *m, Diag *d)
{
    Arena a;
    arena_init(&a, "ptx names");
    size_t n = collect_names(&a, m, NULL);
    Named *v = arena_array(&a, n ? n : 1, sizeof *v);
    collect_names(&a, m, v);
    qsort(v, n, sizeof *v, named_cmp);
    bool ok = true;
    for (size_t k = 1; k < n; k++)
        if (!strcmp(v[k].ptx, v[k - 1].ptx)) {
            diag_error(d, v[k].g->v.loc, "unsupported: '@%s' and '@%s' have the same PTX "
                       "name '%s'", v[k - 1].g->v.name ? v[k - 1].g->v.name : "",
                       v[k].g->v.name ? v[k].g->v.name : "", v[k].ptx);
            ok = false;
        }
    arena_free(&a);
    return ok;
}
