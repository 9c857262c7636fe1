/*
 * frontend/parse.c -- the front end's entry point: read a file, run the
 * bison parser over it, check what only the end of the file can tell
 * (names used but never defined), and hand back the Module.
 *
 * Lifetimes: the Module's arena holds everything the IR keeps (names,
 * types, values); P.scratch holds what only the parse needs (ValRefs,
 * lists) and dies with the ParseCtx.  On any error the Module is freed
 * too, so a failed parse leaks nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/parse.h"
#include "frontend/parser.h"

/* ---- list helpers used by the grammar and build.c ---- */

PList *plist_new(ParseCtx *P)
{
    return arena_alloc(&P->scratch, sizeof(PList));
}

void plist_push(ParseCtx *P, PList *l, void *x)
{
    if (l->n == l->cap) {
        uint32_t ncap = l->cap ? l->cap * 2 : 4;
        void **nv = arena_array(&P->scratch, ncap, sizeof(void *));
        if (l->n)
            memcpy(nv, l->v, l->n * sizeof(void *));
        l->v = nv;
        l->cap = ncap;
    }
    l->v[l->n++] = x;
}

Str str_dup(ParseCtx *P, Str s)
{
    return (Str){arena_strndup(&P->m->arena, s.s, s.n), s.n};
}

/* ---- reading the input ---- */

bool source_read(Source *src, const char *path)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    memset(src, 0, sizeof *src);
    if (!f)
        return false;
    Vec buf = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        vec_grow(&buf, 1, buf.len + n + 1);
        memcpy((char *)buf.data + buf.len, chunk, n);
        buf.len += n;
    }
    bool ok = !ferror(f);
    if (f != stdin)
        fclose(f);
    vec_grow(&buf, 1, buf.len + 1);
    ((char *)buf.data)[buf.len] = '\0';
    src->name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    src->text = buf.data;
    src->len = buf.len;
    return ok;
}

void source_free(Source *src)
{
    free((void *)src->text);
    src->text = NULL;
}

/* Typed pointers (`float*`) and opaque ones (`ptr`) give a global's own
 * type different spellings, and a global may be defined before the first
 * pointer type appears.  So look once, before parsing: a '*' outside
 * comments and strings can only be part of a typed pointer type. */
static bool prescan_typed_pointers(const Source *src)
{
    const char *p = src->text, *end = src->text + src->len;
    while (p < end) {
        if (*p == ';') {
            while (p < end && *p != '\n')
                p++;
        } else if (*p == '"') {
            p++;
            while (p < end && *p != '"' && *p != '\n')
                p++;
            p++;
        } else if (*p == '*') {
            return true;
        } else {
            p++;
        }
    }
    return false;
}

/* Names used but never defined: reported at their first use. */
static void check_undefined(ParseCtx *P)
{
    for (size_t i = 0; i < P->pending_globals.len; i++) {
        Global *g = VEC_AT(&P->pending_globals, Global *, i);
        if (g->gk == GK_PENDING)
            diag_error(P->diag, g->ref_loc, "use of undefined value '@%s'",
                       g->v.name ? g->v.name : "?");
    }
    for (size_t i = 0; i < P->pending_ba.len; i++) {
        BlockAddrRef *r = VEC_AT(&P->pending_ba, BlockAddrRef *, i);
        if (!r->claimed && r->fn->gk != GK_PENDING)
            diag_error(P->diag, r->bb->loc, "blockaddress refers to a block of '@%s', "
                       "which has no body", r->fn->v.name ? r->fn->v.name : "?");
    }
    for (size_t i = 0; i < P->pending_mds.len; i++) {
        MDNode *n = VEC_AT(&P->pending_mds, MDNode *, i);
        if (!n->defined)
            diag_error(P->diag, n->loc, "use of undefined metadata '!%u'", n->num);
    }
}

static void ctx_init(ParseCtx *P, const Source *src, Diag *d)
{
    memset(P, 0, sizeof *P);
    P->src = src;
    P->diag = d;
    P->m = module_new();
    arena_init(&P->scratch, "parse scratch");
    arena_init(&P->fn_arena, "parse function");
    symtab_init(&P->globals);
    symtab_init(&P->global_nums);
    symtab_init(&P->comdats);
    symtab_init(&P->type_names);
    symtab_init(&P->mds);
    lex_init(P);
    P->typed_pointers = prescan_typed_pointers(src);
    P->m->typed_pointers = P->typed_pointers;
}

static void fn_state_free(FnState *fs)
{
    if (!fs)
        return;
    symtab_free(&fs->names);
    symtab_free(&fs->nums);
    vec_free(&fs->fwds);
}

static void ctx_free(ParseCtx *P)
{
    fn_state_free(P->fs);
    symtab_free(&P->globals);
    symtab_free(&P->global_nums);
    symtab_free(&P->comdats);
    symtab_free(&P->type_names);
    symtab_free(&P->mds);
    vec_free(&P->pending_globals);
    vec_free(&P->pending_mds);
    vec_free(&P->pending_ba);
    arena_free(&P->scratch);
    arena_free(&P->fn_arena);
}

Module *parse_module(const Source *src, Diag *d)
{
    ParseCtx P;
    ctx_init(&P, src, d);
    unsigned errors_before = d->errors;
    int rc = yyparse(&P);
    if (rc == 0)
        check_undefined(&P);
    Module *m = P.m;
    ctx_free(&P);
    if (rc != 0 || d->errors > errors_before) {
        module_free(m);
        return NULL;
    }
    return m;
}
