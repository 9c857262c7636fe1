/*
 * tests/unit/test_fastpath.c -- the front end's and the printer's fast
 * paths give exactly what the plain ones give.
 *
 * Each fast path stands in for a slower one that defines the behaviour:
 *   - the scanner's shortcut for common tokens (frontend/scan.h) for its
 *     state machine: the same tokens, values and locations over the corpus;
 *   - NumMap's dense array for its hash map: the same answers as a plain
 *     table, whatever order and size of keys;
 *   - the printer's numbering by position for its SlotMap: the same text
 *     when positions are stale, duplicated or missing;
 *   - the printer's quick test for floating-point spellings for printf and
 *     strtod: the same spelling for every value.
 * The generators are fixed LCGs, so a failure reproduces exactly.
 */
#include <criterion/criterion.h>
#include <dirent.h>
#include <math.h>

#include "frontend/parse.h"
#include "frontend/parser.h"
#include "tests/unit/parse_helper.h"

static uint64_t lcg(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

static char *slurp(const char *path, size_t *len)
{
    Source src;
    if (!source_read(&src, path))
        cr_assert_fail("cannot read %s", path);
    *len = src.len;
    char *copy = malloc(src.len + 1);
    memcpy(copy, src.text, src.len + 1);
    source_free(&src);
    return copy;
}

static void each_file(const char *dir, void (*fn)(const char *path, uint64_t seed))
{
    DIR *d = opendir(dir);
    cr_assert_not_null(d, "cannot open %s (run from the repository root)", dir);
    uint64_t seed = 4242;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n < 3 || strcmp(e->d_name + n - 3, ".ll") != 0)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        fn(path, seed++);
    }
    closedir(d);
}

/* ---- the scanner's shortcut ---- */

typedef struct Scanner {
    ParseCtx P;
    Source src;
    Diag diag;
    FILE *mem;
    char *out;
    size_t outlen;
} Scanner;

static void scanner_init(Scanner *s, const char *text, size_t len)
{
    memset(s, 0, sizeof *s);
    s->src = (Source){.name = "t.ll", .text = text, .len = len};
    s->mem = open_memstream(&s->out, &s->outlen);
    diag_init(&s->diag, &s->src, s->mem);
    s->P.src = &s->src;
    s->P.diag = &s->diag;
    s->P.m = module_new();
    arena_init(&s->P.scratch, "test");
    lex_init(&s->P);
}

static void scanner_free(Scanner *s)
{
    fclose(s->mem);
    free(s->out);
    module_free(s->P.m);
    arena_free(&s->P.scratch);
}

/* Do two tokens of kind t carry the same value?  (Which member holds it
 * depends on the kind; Str values compare by content.) */
static bool same_value(int t, const YYSTYPE *a, const YYSTYPE *b)
{
    switch (t) {
    case LOCALID: case GLOBALID: case MDID: case ATTRGRPID: case INTTYPE:
        return a->num == b->num;
    case LOCALVAR: case GLOBALVAR: case COMDATVAR: case MDVAR: case MDVAR_DEF:
    case LABELSTR: case STRINGCONST: case CSTR: case INTLIT: case FPLIT:
    case HEXFP: case HEXINT: case BAREWORD:
        return a->str.n == b->str.n && memcmp(a->str.s, b->str.s, a->str.n) == 0;
    default:
        return t < 256 || a->kw == b->kw; /* punctuation has no value */
    }
}

static void scan_both_ways(const char *path, uint64_t seed)
{
    (void)seed;
    size_t len;
    char *text = slurp(path, &len);
    Scanner a, b;
    scanner_init(&a, text, len);
    scanner_init(&b, text, len);
    for (int k = 0;; k++) {
        YYSTYPE va, vb;
        Span sa, sb;
        int ta = lex_token(&a.P, &va, &sa), tb = lex_token_dfa(&b.P, &vb, &sb);
        cr_assert_eq(ta, tb, "%s: token %d: kind %d with the shortcut, %d without",
                     path, k, ta, tb);
        cr_assert(same_value(ta, &va, &vb), "%s: token %d: values differ", path, k);
        cr_assert(memcmp(&sa, &sb, sizeof sa) == 0, "%s: token %d: spans differ", path, k);
        cr_assert_eq(a.P.line, b.P.line, "%s: token %d: lines differ", path, k);
        if (ta == YYEOF || ta == LEXERROR)
            break;
    }
    scanner_free(&a);
    scanner_free(&b);
    free(text);
}

Test(fastpath, scanner_shortcut_matches_state_machine)
{
    each_file("tests/corpus/ll", scan_both_ways);
    each_file("tests/corpus/handwritten", scan_both_ways);
    each_file("tests/parse/bad", scan_both_ways);
}

/* ---- NumMap ---- */

Test(fastpath, nummap_answers_like_a_table)
{
    enum { KEYS = 5000 };
    static void *want[KEYS];
    static uint32_t keys[KEYS];
    uint64_t seed = 99;
    Arena a;
    arena_init(&a, "test");
    for (int round = 0; round < 4; round++) {
        NumMap m;
        nummap_init(&m, round % 2 ? &a : NULL);
        memset(want, 0, sizeof want);
        for (int i = 0; i < KEYS; i++) /* dense, sparse, huge, repeated */
            keys[i] = round == 0 ? (uint32_t)i
                    : round == 1 ? (uint32_t)(lcg(&seed) % (2 * KEYS))
                    : round == 2 ? (uint32_t)lcg(&seed) * 977u
                                 : (uint32_t)(KEYS - 1 - i) * 3u;
        for (int i = 0; i < KEYS; i++) {
            for (int j = 0; j < i; j++) /* a key put again keeps one slot */
                if (keys[j] == keys[i])
                    want[j] = NULL;
            want[i] = &keys[i];
            nummap_put(&m, keys[i], &keys[i]);
        }
        for (int i = 0; i < KEYS; i++)
            if (want[i])
                cr_assert_eq(nummap_get(&m, keys[i]), want[i], "round %d key %u", round,
                             keys[i]);
        cr_assert_null(nummap_get(&m, 0xfffffffeu));
        nummap_free(&m);
    }
    arena_free(&a);
}

/* ---- the printer ---- */

/* Positions are only a hint to the printer: a module whose Instr.pos and
 * Block.index are all zero, all the same, or shuffled prints the same. */
Test(fastpath, numbering_ignores_wrong_positions)
{
    size_t len;
    char *text = slurp("tests/corpus/ll/reduce_shared.sm90a.O3.ll", &len);
    Parsed r = parse_text(text, len);
    cr_assert_not_null(r.m, "%s", r.diags);
    char *want = print_to_string(r.m);
    uint64_t seed = 7;
    for (int round = 0; round < 3; round++) {
        for (Global *f = r.m->funcs; f; f = f->next) {
            uint32_t k = 0;
            for (Block *b = f->first; b; b = b->next, k++) {
                b->index = round == 0 ? 0 : round == 1 ? 5 : (uint32_t)lcg(&seed) % 8;
                for (Instr *i = b->first; i; i = i->next)
                    i->pos = round == 0 ? 0 : round == 1 ? 3 : (uint32_t)lcg(&seed) % 16;
            }
        }
        char *got = print_to_string(r.m);
        cr_assert_str_eq(got, want, "round %d", round);
        free(got);
    }
    free(want);
    parsed_free(&r);
    free(text);
}

/* The printer writes a double in `%.6e` when that reads back as the same
 * double, else in hex; its quick test for "cannot" must never be wrong. */
Test(fastpath, float_spellings_round_trip)
{
    Module *m = module_new();
    uint64_t seed = 2024;
    for (int i = 0; i < 20000; i++) {
        double d;
        uint64_t bits = lcg(&seed) << 32 | lcg(&seed);
        if (i % 2) { /* a 7-digit decimal, perhaps a few ulps off */
            char s[64];
            snprintf(s, sizeof s, "%llue%d", 1000000 + (unsigned long long)(bits % 9000000),
                     (int)(bits >> 40) % 80 - 40);
            d = strtod(s, NULL);
            memcpy(&bits, &d, sizeof d);
            bits += (bits >> 20) % 3 - 1;
        }
        memcpy(&d, &bits, sizeof d);
        if (!isfinite(d))
            continue;
        Const *c = const_fp(&m->consts, m->types.double_ty, bits, 0);
        char *got = NULL;
        size_t n = 0;
        FILE *f = open_memstream(&got, &n);
        value_print_operand(f, &c->v);
        fclose(f);
        char dec[64];
        snprintf(dec, sizeof dec, "%.6e", d);
        double back = strtod(dec, NULL);
        char want[80];
        if (memcmp(&back, &d, sizeof d) == 0)
            snprintf(want, sizeof want, "double %s", dec);
        else
            snprintf(want, sizeof want, "double 0x%016llX", (unsigned long long)bits);
        cr_assert_str_eq(got, want);
        free(got);
    }
    module_free(m);
}
