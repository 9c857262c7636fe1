/*
 * emit/ptx.c -- the module: code generation for every function, then the
 * PTX text in its fixed order (see emit.h).
 *
 * Functions are selected and printed one at a time into a memory buffer;
 * the function arena is reset after each one, so memory stays bounded by
 * the largest function.  A function that cannot be generated reports its
 * errors and the loop goes on with the next, so one run shows every
 * unsupported construct of the module, not just the first.
 *
 * .version is the highest of: the target's first PTX version, PTX 2.3 for
 * the .address_size directive, and what each selected instruction needs on
 * this target (its rule's `ptx`, its features: isel/mach/needs.c).  The writer
 * keeps the instruction that needed the most, so that a --ptx-version
 * too old for it is an error naming it (and where it comes from), as is
 * one older than the target itself: PTX that ptxas would reject is never
 * written.
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* fopencookie (glibc, musl) */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

struct PtxWriter {
    IselCtx isel;
    Arena fn_arena, dag_arena, mod_arena;
    FILE *body;
    char *body_text;
    size_t body_len;
    uint64_t features;
    unsigned min_ptx;                  /* the most any instruction needs */
    char need_insn[ISEL_MNEMONIC_MAX]; /* which one: its mnemonic */
    Loc need_loc;                      /* and its IR instruction */
    uint32_t index;                    /* functions generated so far */
    unsigned force_ptx;                /* --ptx-version (CodegenOptions) */
    bool ok;
};
typedef struct PtxWriter Writer;

/* The .address_size directive (always written) came with PTX ISA 2.3
 * (the manual's .address_size "PTX ISA Notes"; ptxas 13.0 refuses it at
 * 2.2), so sm_20 and sm_21, whose own minimum is PTX 2.0, get 2.3. */
enum { PTX_ADDRESS_SIZE = 23, PTX_WEAK = 31 /* the .weak directive */ };

/* From the triple (module_ptr_bits); without one, 64-bit as llc (the
 * verifier has said so with a note). */
static unsigned pointer_bits(const Module *m) { return module_ptr_bits(m); }

/* Is the "-pN:..." entry at p of a data layout a 32-bit pointer size for
 * a non-generic address space ("-p6:32:32")? */
static bool narrow_space(const char *p)
{
    return p[2] >= '1' && p[2] <= '9' && strstr(p, ":32") == strchr(p, ':');
}

/* "p6:32": tensor memory is addressed with 32 bits (LLVM 21+'s nvptx64
 * layout; PTX's tcgen05 instructions take a .b32 taddr). */
static bool tmem_ptr32(const Module *m)
{
    const char *dl = m->datalayout;
    return dl && pointer_bits(m) == 64 && strstr(dl, "-p6:32") != NULL;
}

static void writer_init(Writer *w, const Module *m, const Target *t, Diag *d,
                        const CodegenOptions *o)
{
    memset(w, 0, sizeof *w);
    arena_init_gradual(&w->fn_arena, "function");
    arena_init_gradual(&w->dag_arena, "dag");
    arena_init(&w->mod_arena, "module");
    w->isel = (IselCtx){
        .m = m, .target = t, .diag = d, .fn_arena = &w->fn_arena,
        .dag_arena = &w->dag_arena, .mod_arena = &w->mod_arena, .ptr_bits = pointer_bits(m),
        .tmem_ptr32 = tmem_ptr32(m),
        .opt = {.dump_dag = o->dump_dag, .dump_isel = o->dump_isel, .dump = stderr,
                .force_ptx = o->force_ptx, .opt_level = o->opt_level,
                .chunk = o->isel_chunk},
    };
    w->ok = true;
    w->min_ptx = PTX_ADDRESS_SIZE;
    snprintf(w->need_insn, sizeof w->need_insn, ".address_size");
}

/* The PTX is written into memory through a FILE.  open_memstream grows
 * its buffer by doubling, and each step clears the new memory and copies
 * the old: for libdevice's 2.3 MB of PTX, written twice (the body, then
 * the whole), those fresh pages were a sizeable part of the run's page
 * faults.  On Linux the FILE is a cookie stream over a buffer that grows
 * by realloc, which moves a large block by remapping its pages: no
 * clearing, no copy.  Either way *text is NUL-terminated and *len its
 * length once the FILE is closed; free(*text) releases it. */
#if defined(__linux__)
typedef struct GrowBuf {
    char **text;
    size_t *len, cap;
} GrowBuf;

enum { GROW_FIRST = 64 * 1024 };

static ssize_t grow_write(void *cookie, const char *buf, size_t n)
{
    GrowBuf *g = cookie;
    if (*g->len + n + 1 > g->cap) {
        size_t cap = g->cap ? g->cap : GROW_FIRST;
        while (cap < *g->len + n + 1)
            cap *= 2;
        char *p = realloc(*g->text, cap);
        if (!p)
            BUG("out of memory writing PTX (%zu bytes)", cap);
        *g->text = p;
        g->cap = cap;
    }
    memcpy(*g->text + *g->len, buf, n);
    *g->len += n;
    (*g->text)[*g->len] = '\0';
    return (ssize_t)n;
}

static int grow_close(void *cookie)
{
    GrowBuf *g = cookie;
    if (!*g->text && !(*g->text = calloc(1, 1))) /* nothing written: "" */
        BUG("out of memory writing PTX");
    free(g);
    return 0;
}

static bool open_buffer(FILE **f, char **text, size_t *len)
{
    GrowBuf *g = malloc(sizeof *g);
    if (!g)
        BUG("out of memory writing PTX");
    *g = (GrowBuf){text, len, 0};
    *text = NULL;
    *len = 0;
    *f = fopencookie(g, "w", (cookie_io_functions_t){.write = grow_write, .close = grow_close});
    if (!*f)
        BUG("fopencookie failed");
    return true;
}
#else
static bool open_buffer(FILE **f, char **text, size_t *len)
{
    *f = open_memstream(text, len);
    if (!*f)
        BUG("open_memstream failed");
    return true;
}
#endif

/* Directive or instruction `what` at loc needs PTX version ptx. */
static void writer_need(Writer *w, const char *what, unsigned ptx, Loc loc)
{
    if (ptx <= w->min_ptx)
        return;
    w->min_ptx = ptx;
    w->need_loc = loc;
    snprintf(w->need_insn, sizeof w->need_insn, "%s", what);
}

void ptx_function(PtxWriter *w, const Global *fn)
{
    if (!func_is_emitted(fn) || fn->is_decl)
        return;
    MFunc *mf = isel_function(&w->isel, fn, w->index++);
    if (func_is_weak(fn))
        writer_need(w, ".weak", PTX_WEAK, fn->v.loc);
    if (mf) {
        func_print(&w->isel, w->body, mf);
        w->ok &= !isel_failed(&w->isel); /* a directive it cannot print */
        w->features |= mf->features;
        writer_need(w, mf->need_insn, mf->min_ptx, mf->need_loc);
    } else {
        w->ok = false;
    }
    arena_reset(&w->fn_arena); /* the function lifetime ends here */
}

/* Is fn named anywhere in the module -- called, or its address taken in
 * code or in an initializer?  Then PTX needs it declared. */
static bool is_referenced(const Global *fn)
{
    return fn->v.uses != NULL;
}

static void print_declarations(Writer *w, FILE *out)
{
    bool any = false;
    for (const Global *fn = w->isel.m->funcs; fn; fn = fn->next) {
        if (!func_is_emitted(fn) || module_is_kernel(w->isel.m, fn))
            continue;
        if (fn->is_decl && !is_referenced(fn))
            continue;
        if (!legal_signature(&w->isel, fn, fn->v.loc)) {
            w->ok = false;
            continue;
        }
        if (!any)
            fputc('\n', out), any = true;
        func_print_signature(&w->isel, out, fn, false);
        fputs(";\n", out);
    }
    aliases_declare(&w->isel, out);
    arena_reset(&w->fn_arena);
}

/* `module asm` lines, verbatim, right after the header, as llc writes
 * them: the user's own module-level PTX (extra declarations, say). */
static void print_module_asm(const Module *m, FILE *out)
{
    if (!m->module_asm.len)
        return;
    fputs("\n// Start of file scope inline assembly\n", out);
    for (size_t k = 0; k < m->module_asm.len; k++)
        fprintf(out, "%s\n", VEC_AT(&m->module_asm, const char *, k));
    fputs("// End of file scope inline assembly\n", out);
}

/* The lowest .version for what was generated.  target_required_ptx() of
 * the features adds nothing to what needs.c recorded; it is asked anyway,
 * so that a feature recorded without an instruction is still covered. */
static unsigned needed_ptx(const Writer *w)
{
    const Target *t = w->isel.target;
    unsigned v = target_required_ptx(t, w->features);
    v = v > t->min_ptx ? v : t->min_ptx;
    return w->min_ptx > v ? w->min_ptx : v;
}

/* --ptx-version older than the target: nothing could be generated. */
static bool forced_fits_target(const Target *t, Diag *d, unsigned force)
{
    char need[8], given[8];
    if (!force || force >= t->min_ptx)
        return true;
    diag_error(d, (Loc){0, 0}, "%s requires PTX ISA %s (--ptx-version %s was given)", t->name,
               ptx_version_format(t->min_ptx, need, sizeof need),
               ptx_version_format(force, given, sizeof given));
    return false;
}

/* --ptx-version older than what an instruction needs: name it. */
static bool forced_fits_code(Writer *w, Diag *d, unsigned force)
{
    char need[8], given[8];
    if (!force || force >= needed_ptx(w))
        return true;
    diag_error(d, w->need_loc, "'%s' requires PTX ISA %s (--ptx-version %s was given)",
               w->need_insn, ptx_version_format(needed_ptx(w), need, sizeof need),
               ptx_version_format(force, given, sizeof given));
    return false;
}

static void print_header(Writer *w, FILE *out, unsigned force_ptx)
{
    const Target *t = w->isel.target;
    unsigned v = force_ptx ? force_ptx : needed_ptx(w);
    char ver[16];
    fputs("//\n// Generated by tnvcc (NVVM IR to PTX)\n//\n\n", out);
    fprintf(out, ".version %s\n.target %s\n.address_size %u\n",
            ptx_version_format(v, ver, sizeof ver), t->name, w->isel.ptr_bits);
}

/* Other pointers narrower than the triple's (the "p3:32" data layout:
 * 32-bit shared pointers in a 64-bit module) would need their own machine
 * type, which this version has for tensor memory (p6) only. */
static bool check_datalayout(const Module *m, Diag *d)
{
    const char *dl = m->datalayout;
    if (!dl || pointer_bits(m) != 64)
        return true;
    for (const char *p = dl; (p = strstr(p, "-p")); p++)
        if (narrow_space(p) && strncmp(p, "-p6:", 4) != 0) {
            diag_error(d, m->datalayout_loc, "unsupported: 32-bit pointers in an address "
                       "space of a 64-bit module (data layout '%s')", dl);
            return false;
        }
    return true;
}

/* A 32-bit module (the "nvptx" triple, `.address_size 32`) runs on targets
 * before sm_90 only: NVIDIA dropped the 32-bit ABI from the Hopper
 * generation on (ptxas: "32-Bit ABI ... is not supported on sm_90 or
 * higher architectures").  A located error at the triple, rather than
 * PTX that no tool can assemble. */
enum { ADDR32_LAST_SM = 89 };
static bool check_address_size(const Module *m, const Target *t, Diag *d)
{
    if (pointer_bits(m) != 32 || t->sm <= ADDR32_LAST_SM)
        return true;
    diag_error(d, m->triple_loc, "unsupported: a 32-bit module (triple '%s', .address_size 32) "
               "for %s: 32-bit addressing exists before sm_90 only", m->triple ? m->triple : "",
               t->name);
    return false;
}

PtxWriter *ptx_begin(Module *m, const Target *t, Diag *d, const CodegenOptions *o)
{
    ptx_unique_local_names(m);
    if (!check_datalayout(m, d) || !check_address_size(m, t, d) ||
        !forced_fits_target(t, d, o->force_ptx) ||
        !ptx_symbols_distinct(m, d))
        return NULL;
    Writer *w = malloc(sizeof *w);
    if (!w)
        BUG("out of memory");
    writer_init(w, m, t, d, o);
    w->force_ptx = o->force_ptx;
    open_buffer(&w->body, &w->body_text, &w->body_len);
    return w;
}

bool ptx_end_text(PtxWriter *w, PtxText *t)
{
    Diag *d = w->isel.diag;
    aliases_print(&w->isel, w->body);
    arena_reset(&w->fn_arena);
    fclose(w->body);
    FILE *head;
    open_buffer(&head, &t->head, &t->head_len);
    FILE *decls;
    char *decl_text;
    size_t decl_len;
    open_buffer(&decls, &decl_text, &decl_len);
    print_declarations(w, decls);
    w->ok &= globals_print(&w->isel, decls);
    w->ok &= w->isel.diag->errors == 0;
    writer_need(w, w->isel.mod_needs.what, w->isel.mod_needs.ptx, w->isel.mod_needs.loc);
    fclose(decls);
    w->ok = w->ok && forced_fits_code(w, d, w->force_ptx);
    print_header(w, head, w->force_ptx);
    print_module_asm(w->isel.m, head);
    fwrite(decl_text, 1, decl_len, head);
    fclose(head);
    free(decl_text);
    t->body = w->body_text, t->body_len = w->body_len;
    parts_free(&w->isel);
    arena_free(&w->fn_arena);
    arena_free(&w->dag_arena);
    arena_free(&w->mod_arena);
    bool ok = w->ok;
    free(w);
    if (!ok) {
        ptx_text_free(t);
    }
    return ok;
}

void ptx_text_free(PtxText *t)
{
    free(t->head);
    free(t->body);
    *t = (PtxText){0};
}

bool ptx_end(PtxWriter *w, char **text, size_t *len)
{
    PtxText t;
    *text = NULL, *len = 0;
    if (!ptx_end_text(w, &t))
        return false;
    *len = t.head_len + t.body_len;
    if (!(*text = malloc(*len + 1)))
        BUG("out of memory writing PTX");
    memcpy(*text, t.head, t.head_len);
    memcpy(*text + t.head_len, t.body, t.body_len);
    (*text)[*len] = '\0';
    ptx_text_free(&t);
    return true;
}

bool ptx_generate(Module *m, const Target *t, Diag *d, const CodegenOptions *o,
                  char **text, size_t *len)
{
    *text = NULL, *len = 0;
    PtxWriter *w = ptx_begin(m, t, d, o);
    if (!w)
        return false;
    for (const Global *fn = m->funcs; fn; fn = fn->next)
        ptx_function(w, fn);
    return ptx_end(w, text, len);
}
