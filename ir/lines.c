/*
 * ir/lines.c -- source line information: what the .file and .loc directives say.
 *
 * A module compiled with debug information (clang -g or
 * -gline-tables-only, Numba's lineinfo, Julia) attaches a `!dbg`
 * DILocation to its instructions: a line, a column and a scope, whose
 * DIFile names the source.  PTX carries that as two directives (PTX ISA,
 * "Debugging Directives"):
 *
 *     .file 1 "/src/k.cu"          a number for each source file
 *     .loc 1 5 21                  the instructions from here on come from
 *                                  file 1, line 5, column 21
 *
 * From these ptxas builds the line table that cuda-gdb, compute-sanitizer
 * and Nsight Compute use to name the source line of an instruction (what
 * `nvcc -lineinfo` gives).  tnvcc writes the line information only, as
 * llc does for `emissionKind: LineTablesOnly` and `DebugDirectivesOnly`;
 * for `FullDebug` llc also writes DWARF sections (variables, types),
 * which tnvcc does not: such a module gets its lines, not its variables.
 * A module whose compile units all say `NoDebug`, or that has none, gets
 * nothing.
 *
 * How.  The files are numbered once per module, in the order their
 * DIFile nodes are defined, one number per distinct path, and every
 * scope of the module (DISubprogram, DILexicalBlock[File]) is mapped to
 * its file's number then too, each once, so that a location costs a
 * table lookup however deep its scope is nested (lines_make; read-only
 * afterwards, so the selection threads share it).  While a block is selected, each DAG root,
 * and each node expanded inside a root's tree (isel/select/reduce.c),
 * sets the location of the IR instruction it comes from
 * (IselCtx.cur_line, isel/select/select.c), and every machine
 * instruction made for it is recorded with that location (line_mark in
 * isel/mach/minstr.c, a table by instruction in the function arena).
 * The printer (emit/insn.c) writes a .loc before an instruction whose
 * location differs from the last one written, and the .file lines after
 * the last function (emit/ptx.c).  Instructions made
 * without one (copies between blocks, the frame's setup) keep the
 * location before them.  Nothing else of selection looks at the table,
 * so the instructions are the same with and without debug information.
 *
 * An inlined instruction's DILocation is the inlined function's line
 * (its `inlinedAt` is the call's): that is the line written, as llc-19
 * writes it.  Bitcode input keeps no debug records (docs/bitcode.md), so
 * it gets no line information.
 *
 * Invariants: file numbers start at 1; a LineLoc with file 0 is "no
 * location"; a table lives in the arena it was made in.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

struct LineTable {
    const MDNode **keys;  /* open addressing: a DIFile or a scope -> its
                             file number (0: none found) */
    uint32_t *num;
    uint32_t cap;
    const MDNode **files; /* by number - 1 */
    uint32_t nfiles;
};

/* ---------------- reading the metadata ---------------- */

static const MDOp *field(const MDNode *n, const char *name)
{
    for (uint32_t k = 0; n && k < n->nops; k++)
        if (n->ops[k].field && !strcmp(n->ops[k].field, name))
            return &n->ops[k];
    return NULL;
}

static bool is_spec(const MDNode *n, const char *spec)
{
    return n && n->spec && !strcmp(n->spec, spec);
}

/* A field holding a number (`line: 12`); 0 when absent or not one. */
static uint32_t field_uint(const MDNode *n, const char *name)
{
    const MDOp *o = field(n, name);
    if (!o || o->kind != MD_RAW || !o->str)
        return 0;
    char *end;
    unsigned long v = strtoul(o->str, &end, 10);
    return end != o->str && v <= UINT32_MAX ? (uint32_t)v : 0;
}

static const MDNode *field_node(const MDNode *n, const char *name)
{
    const MDOp *o = field(n, name);
    return o && o->kind == MD_NODE ? o->node : NULL;
}

/* Does some compile unit of !llvm.dbg.cu want line information? */
static bool module_wants_lines(const Module *m)
{
    const NamedMD *cus = module_named_md(m, "llvm.dbg.cu");
    for (uint32_t k = 0; cus && k < cus->n; k++) {
        const MDOp *kind = field(cus->nodes[k], "emissionKind");
        if (!is_spec(cus->nodes[k], "DICompileUnit"))
            continue;
        if (!kind || kind->kind != MD_RAW || strcmp(kind->str, "NoDebug") != 0)
            return true;
    }
    return false;
}

static uint32_t hash_ptr(const void *p, uint32_t cap)
{
    uint64_t h = (uint64_t)(uintptr_t)p * UINT64_C(0x9E3779B97F4A7C15);
    return (uint32_t)(h >> 32) & (cap - 1);
}

static bool same_string(const MDOp *a, const MDOp *b)
{
    bool sa = a && a->kind == MD_STRING, sb = b && b->kind == MD_STRING;
    if (!sa || !sb)
        return sa == sb;
    return a->len == b->len && !memcmp(a->str, b->str, a->len);
}

static uint64_t hash_string(uint64_t h, const MDOp *o)
{
    if (!o || o->kind != MD_STRING)
        return h * 31 + 1;
    for (size_t k = 0; k < o->len; k++)
        h = (h ^ (unsigned char)o->str[k]) * UINT64_C(0x100000001B3); /* FNV-1a */
    return h * 31;
}

/* Producers repeat a DIFile (one node per compile unit, or per use); llc
 * writes one number per path, and so does this: a second table, by the
 * hash of the name and directory, finds the first node of a path. */
typedef struct Paths {
    const MDNode **first; /* the first DIFile of each path seen */
    uint32_t *num;
    uint32_t cap;
} Paths;

static uint32_t path_number(Paths *p, const MDNode *d, uint32_t next)
{
    const MDOp *name = field(d, "filename"), *dir = field(d, "directory");
    uint64_t h = hash_string(hash_string(UINT64_C(0xCBF29CE484222325), name), dir);
    uint32_t k = (uint32_t)(h >> 32) & (p->cap - 1);
    for (; p->first[k]; k = (k + 1) & (p->cap - 1))
        if (same_string(field(p->first[k], "filename"), name) &&
            same_string(field(p->first[k], "directory"), dir))
            return p->num[k];
    p->first[k] = d;
    return p->num[k] = next;
}

/* The scopes a DILocation names (LLVM's DILocalScope kinds). */
static bool is_scope(const MDNode *n)
{
    return is_spec(n, "DISubprogram") || is_spec(n, "DILexicalBlock") ||
           is_spec(n, "DILexicalBlockFile");
}

static void put_key(LineTable *t, const MDNode *n, uint32_t num)
{
    uint32_t h = hash_ptr(n, t->cap);
    while (t->keys[h] && t->keys[h] != n)
        h = (h + 1) & (t->cap - 1);
    t->keys[h] = n;
    t->num[h] = num;
}

/* The number of a DIFile or scope the table knows; found = false for a
 * node it does not (an inline node, not in the module's list). */
static uint32_t key_number(const LineTable *t, const MDNode *n, bool *found)
{
    for (uint32_t h = hash_ptr(n, t->cap); n && t->keys[h]; h = (h + 1) & (t->cap - 1))
        if (t->keys[h] == n) {
            *found = true;
            return t->num[h];
        }
    *found = false;
    return 0;
}

/* The file number of a scope: its own `file:`, or its enclosing scope's
 * (a lexical block may name none).  Scopes the table knows end the walk
 * at once, so resolving every scope of the module in lines_make costs
 * one step per scope, however deep the nesting; the limit ends a cycle,
 * which no valid module has. */
enum { SCOPE_DEPTH_MAX = 100000 };
static uint32_t scope_number(const LineTable *t, const MDNode *scope)
{
    for (int depth = 0; scope && depth < SCOPE_DEPTH_MAX; depth++) {
        bool found;
        uint32_t num = key_number(t, scope, &found);
        if (found && (is_scope(scope) || is_spec(scope, "DIFile")))
            return num;
        const MDNode *f = field_node(scope, "file");
        if (is_spec(f, "DIFile"))
            return key_number(t, f, &found);
        if (is_spec(scope, "DIFile"))
            return num;
        scope = field_node(scope, "scope");
    }
    return 0;
}

LineTable *lines_make(const Module *m, Arena *a)
{
    if (!module_wants_lines(m))
        return NULL;
    uint32_t n = 0, nfiles = 0;
    for (const MDNode *d = m->mds; d; d = d->next) {
        nfiles += is_spec(d, "DIFile");
        n += is_spec(d, "DIFile") || is_scope(d);
    }
    LineTable *t = arena_alloc(a, sizeof *t);
    t->cap = 16;
    while (t->cap < 2 * n + 2)
        t->cap *= 2;
    t->keys = arena_array(a, t->cap, sizeof *t->keys);
    t->num = arena_array(a, t->cap, sizeof *t->num);
    t->files = arena_array(a, nfiles ? nfiles : 1, sizeof *t->files);
    Paths paths = {arena_array(a, t->cap, sizeof *paths.first),
                   arena_array(a, t->cap, sizeof *paths.num), t->cap};
    for (const MDNode *d = m->mds; d; d = d->next) { /* files, in order */
        if (!is_spec(d, "DIFile"))
            continue;
        uint32_t num = path_number(&paths, d, t->nfiles + 1);
        if (num == t->nfiles + 1)
            t->files[t->nfiles++] = d;
        put_key(t, d, num);
    }
    /* Then each scope's file, walking up from it through the scopes not
     * yet resolved: each scope is resolved once. */
    const MDNode **path = NULL;
    size_t cap = 0;
    for (const MDNode *d = m->mds; d; d = d->next) {
        if (!is_scope(d))
            continue;
        size_t len = 0;
        uint32_t num = 0;
        for (const MDNode *sc = d;;) {
            bool known;
            uint32_t v = key_number(t, sc, &known);
            if (known) { /* resolved before, with the scopes below it */
                num = v;
                break;
            }
            if (len == cap) {
                cap = cap ? 2 * cap : 64;
                const MDNode **grown = realloc(path, cap * sizeof *path);
                if (!grown)
                    BUG("out of memory");
                path = grown;
            }
            path[len++] = sc;
            const MDNode *f = field_node(sc, "file"), *up = field_node(sc, "scope");
            if (is_spec(f, "DIFile")) {
                num = key_number(t, f, &known);
                break;
            }
            if (!is_scope(up) || len >= SCOPE_DEPTH_MAX) { /* a file, a namespace */
                num = len >= SCOPE_DEPTH_MAX ? 0 : scope_number(t, up);
                break;
            }
            sc = up;
        }
        for (size_t k = 0; k < len; k++)
            put_key(t, path[k], num);
    }
    free(path);
    return t;
}

LineLoc lines_of_instr(const LineTable *t, const Instr *i)
{
    const MDNode *d = i ? instr_md(i, "dbg") : NULL;
    if (!t || !is_spec(d, "DILocation"))
        return (LineLoc){0, 0, 0};
    uint32_t file = scope_number(t, field_node(d, "scope"));
    if (!file)
        return (LineLoc){0, 0, 0};
    return (LineLoc){file, field_uint(d, "line"), field_uint(d, "column")};
}

LineLoc lines_of_function(const LineTable *t, const Global *fn)
{
    const MDNode *sp = NULL;
    for (uint32_t k = 0; t && k < fn->nmd; k++)
        if (!strcmp(fn->md[k].kind, "dbg"))
            sp = fn->md[k].node;
    if (!is_spec(sp, "DISubprogram"))
        return (LineLoc){0, 0, 0};
    uint32_t file = scope_number(t, sp);
    return file ? (LineLoc){file, field_uint(sp, "line"), 0} : (LineLoc){0, 0, 0};
}

/* ---------------- printing ---------------- */

/* One byte of a path inside PTX's quotes.  ptxas reads the string's
 * bytes as they are -- a backslash is itself, and `\"` ends the string
 * (tried with ptxas 13.0) -- so a quote or a control character, which no
 * spelling can carry, becomes '_'. */
static void put_path_byte(FILE *out, char ch)
{
    fputc(ch == '"' || (unsigned char)ch < ' ' || ch == 0x7f ? '_' : ch, out);
}

/* The path as the DIFile gives it: the directory joined to a relative
 * file name. */
static void print_path(FILE *out, const MDNode *f)
{
    const MDOp *name = field(f, "filename"), *dir = field(f, "directory");
    const char *n = name && name->kind == MD_STRING ? name->str : "";
    size_t nl = name && name->kind == MD_STRING ? name->len : 0;
    fputc('"', out);
    if (dir && dir->kind == MD_STRING && dir->len && !(nl && n[0] == '/')) {
        for (size_t k = 0; k < dir->len; k++)
            put_path_byte(out, dir->str[k]);
        if (dir->str[dir->len - 1] != '/')
            fputc('/', out);
    }
    for (size_t k = 0; k < nl; k++)
        put_path_byte(out, n[k]);
    fputc('"', out);
}

void lines_print_files(const LineTable *t, FILE *out)
{
    for (uint32_t k = 0; t && k < t->nfiles; k++) {
        fprintf(out, "\t.file\t%u ", k + 1);
        print_path(out, t->files[k]);
        fputc('\n', out);
    }
}
