/*
 * frontend/parse.c -- the front end's entry point: read a file, run the
 * parser over it once (bison for the module level, parser.y, which hands
 * function bodies to body.c), check what only the end of the file can
 * tell (names used but never defined), and hand back the Module.
 *
 * Lifetimes: the Module's arena holds everything the IR keeps (names,
 * types, values); P.scratch holds what only the parse needs (ValRefs,
 * lists) and dies with the ParseCtx.  On any error the Module is freed
 * too, so a failed parse leaks nothing.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "frontend/parse.h"
#include "frontend/parser.h"

/* Below this many bytes of text, the module arena grows gradually (ctx_init). */
enum { SMALL_SOURCE_BYTES = 256 * 1024 };

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

/* Append all of fd to buf, then a NUL.  A regular file's size is known up
 * front (fstat), so it takes one allocation and one read (plus the read
 * that sees end-of-file); a pipe's is not, so the buffer doubles as it
 * fills.  No stdio: the text goes straight from the kernel into the
 * buffer the lexer reads. */
static bool read_all(int fd, Vec *buf)
{
    struct stat st;
    size_t want = 64 * 1024;
    /* +2: a byte of room for the read that sees end-of-file, and the NUL */
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < SIZE_MAX - 2)
        want = (size_t)st.st_size + 2;
    buf->data = ir_alloc_large(want);
    buf->cap = want;
    for (;;) {
        if (buf->cap - buf->len < 2) /* room for a byte and the NUL */
            vec_grow(buf, 1, buf->cap + 1);
        ssize_t n = read(fd, (char *)buf->data + buf->len, buf->cap - buf->len - 1);
        if (n == 0)
            break;
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        buf->len += (size_t)n;
    }
    return true;
}

/* A regular file whose size is not a multiple of the page size can be
 * mapped instead of read: the kernel fills the rest of the last page with
 * zeros, so the NUL the lexer needs after the text is already there, and
 * no byte is copied (LLVM's MemoryBuffer plays the same trick).  Returns
 * false when the file does not qualify; the caller then reads it. */
static bool map_file(int fd, Source *src)
{
    struct stat st;
    long page = sysconf(_SC_PAGESIZE);
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 || page <= 0 ||
        st.st_size % page == 0 || (uintmax_t)st.st_size > LIMIT_SOURCE_BYTES)
        return false;
    void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED)
        return false;
    src->text = p;
    src->len = (size_t)st.st_size;
    src->mapped = (size_t)st.st_size;
    return true;
}

bool source_read(Source *src, const char *path)
{
    bool is_stdin = strcmp(path, "-") == 0;
    int fd = is_stdin ? STDIN_FILENO : open(path, O_RDONLY);
    memset(src, 0, sizeof *src);
    if (fd < 0)
        return false;
    src->name = is_stdin ? "<stdin>" : path;
    if (!is_stdin && map_file(fd, src)) {
        close(fd);
        return true;
    }
    Vec buf = {0};
    bool ok = read_all(fd, &buf);
    if (!is_stdin)
        close(fd);
    vec_grow(&buf, 1, buf.len + 1);
    ((char *)buf.data)[buf.len] = '\0';
    src->name = is_stdin ? "<stdin>" : path;
    src->text = buf.data;
    src->len = buf.len;
    return ok;
}

void source_free(Source *src)
{
    if (src->mapped)
        munmap((void *)src->text, src->mapped);
    else
        free((void *)src->text);
    src->text = NULL;
    src->mapped = 0;
}

/* Typed pointers (`float*`) and opaque ones (`ptr`) give a global's own
 * type different spellings, and a global may be defined before the first
 * pointer type appears.  So look once, before parsing: a '*' outside
 * comments and strings can only be part of a typed pointer type. */
static bool prescan_typed_pointers(const Source *src)
{
    const char *p = src->text, *end = src->text + src->len;
    /* No '*' at all -- every opaque-pointer module -- is answered at
     * memchr's speed; only a file that has one needs the careful walk. */
    if (!memchr(p, '*', src->len))
        return false;
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
        if (g->gk == GK_PENDING && !b_declare_implicit(P, g))
            diag_error(P->diag, g->ref_loc, "use of undefined value '@%s'",
                       g->v.name ? g->v.name : "?");
    }
    for (size_t i = 0; i < P->pending_ba.len; i++) {
        BlockAddrRef *r = VEC_AT(&P->pending_ba, BlockAddrRef *, i);
        if (!r->claimed && r->fn->gk != GK_PENDING)
            diag_error(P->diag, r->bb->loc, "blockaddress refers to a block of '@%s', "
                       "which has no body", r->fn->v.name ? r->fn->v.name : "?");
    }
    for (size_t i = 0; i < P->pending_types.len; i++) {
        const TypeUse *u = &VEC_AT(&P->pending_types, TypeUse, i);
        if (!symtab_get(&P->type_defs, u->key.s, u->key.n))
            diag_error(P->diag, u->loc, "use of undefined type '%%%.*s'",
                       (int)u->key.n, u->key.s);
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
    /* A module takes about six times its text in memory, so a small input
     * never needs the 2 MB huge page that the module arena's second chunk
     * would be: its first touch has the kernel clear all of it (see
     * ir/arena.c).  Its chunks double from 64 KB instead. */
    P->m->arena.gradual = src->len < SMALL_SOURCE_BYTES;
    arena_init(&P->scratch, "parse scratch");
    arena_init(&P->fn_arena, "parse function");
    symtab_init(&P->globals, NULL);
    nummap_init(&P->global_nums, NULL);
    symtab_init(&P->comdats, NULL);
    symtab_init(&P->type_names, NULL);
    symtab_init(&P->type_defs, NULL);
    nummap_init(&P->mds, NULL);
    lex_init(P);
    P->typed_pointers = prescan_typed_pointers(src);
    P->m->typed_pointers = P->typed_pointers;
}

static void fn_state_free(FnState *fs)
{
    if (!fs)
        return;
    symtab_free(&fs->names);
    nummap_free(&fs->nums);
    vec_free(&fs->fwds);
}

static void ctx_free(ParseCtx *P)
{
    fn_state_free(P->fs);
    symtab_free(&P->globals);
    nummap_free(&P->global_nums);
    symtab_free(&P->comdats);
    symtab_free(&P->type_names);
    symtab_free(&P->type_defs);
    vec_free(&P->pending_types);
    nummap_free(&P->mds);
    vec_free(&P->pending_globals);
    vec_free(&P->pending_mds);
    vec_free(&P->pending_ba);
    arena_free(&P->scratch);
    arena_free(&P->fn_arena);
    free(P->literals);
}

/* One whole parse.  Returns the module, or NULL when any error was
 * reported. */
static Module *run_parser(const Source *src, Diag *d)
{
    ParseCtx P;
    ctx_init(&P, src, d);
    unsigned errors_before = d->errors;
    int rc = yyparse(&P);
    if (rc == 0)
        check_undefined(&P);
    if (rc == 0 && d->errors == errors_before) {
        b_remangle_intrinsics(&P);  /* as LLVM's reader does */
        intrinsic_attrs_apply(P.m); /* as LLVM's parser does */
    }
    Module *m = P.m;
    ctx_free(&P);
    if (rc != 0 || d->errors > errors_before) {
        module_free(m);
        m = NULL;
    }
    return m;
}

/* LLVM bitcode starts with 'B' 'C' 0xC0 0xDE, or with the wrapper
 * header's magic 0x0B17C0DE (little-endian); LLVM's BitCodeFormat
 * document describes both. */
static bool is_bitcode(const Source *src)
{
    const unsigned char *p = (const unsigned char *)src->text;
    return src->len >= 4 && ((p[0] == 'B' && p[1] == 'C' && p[2] == 0xC0 && p[3] == 0xDE) ||
                             (p[0] == 0xDE && p[1] == 0xC0 && p[2] == 0x17 && p[3] == 0x0B));
}

Module *parse_module(const Source *src, Diag *d)
{
    if (is_bitcode(src))
        return bitcode_read(src, d);
    if (src->len > LIMIT_SOURCE_BYTES) { /* locations are 32-bit offsets */
        Loc start = {1, 1};
        diag_error(d, start, "input of %zu bytes is larger than LIMIT_SOURCE_BYTES "
                   "(%d bytes)", src->len, LIMIT_SOURCE_BYTES);
        return NULL;
    }
    return run_parser(src, d);
}
