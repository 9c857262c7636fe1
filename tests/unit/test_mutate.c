/*
 * tests/unit/test_mutate.c -- bad input never crashes the front end.
 *
 * Every corpus file is parsed truncated at 50 pseudo-random points and
 * with 50 pseudo-random single-byte changes (any byte value, NUL
 * included).  Each parse must end either with a module or with at least
 * one error that has a line and column.  Run under `make check-sanitize`
 * (ASan + UBSan) this also proves the absence of memory errors and
 * undefined behaviour on those inputs.  The generator is a fixed LCG, so
 * a failure reproduces exactly.
 */
#include <criterion/criterion.h>
#include <dirent.h>

#include "tests/unit/parse_helper.h"

enum { POINTS = 50 };

static uint64_t lcg(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

/* A private, writable copy of the file (source_read may map it
 * read-only). */
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

/* Parse text[0..len) (NUL-terminated copy) and check the outcome. */
static void check_parse(const char *text, size_t len, const char *what)
{
    char *copy = malloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = '\0';
    Parsed r = parse_text(copy, len);
    if (!r.m) {
        cr_assert_gt(r.errors, 0, "%s: failed without an error", what);
        const char *at = strstr(r.diags, "t.ll:");
        cr_assert(at && at[5] >= '1' && at[5] <= '9', "%s: unlocated error: %.200s", what,
                  r.diags);
    }
    parsed_free(&r);
    free(copy);
}

static void mutate_file(const char *path, uint64_t seed)
{
    size_t len;
    char *text = slurp(path, &len);
    char what[1200];
    for (int i = 0; i < POINTS && len; i++) {
        size_t cut = (size_t)(lcg(&seed) % len);
        snprintf(what, sizeof what, "%s truncated at %zu", path, cut);
        check_parse(text, cut, what);
    }
    for (int i = 0; i < POINTS && len; i++) {
        size_t at = (size_t)(lcg(&seed) % len);
        char old = text[at];
        text[at] = (char)lcg(&seed);
        snprintf(what, sizeof what, "%s with byte %zu = 0x%02x", path, at,
                 (unsigned char)text[at]);
        check_parse(text, len, what);
        text[at] = old;
    }
    free(text);
}

static void mutate_dir(const char *dir)
{
    DIR *d = opendir(dir);
    cr_assert_not_null(d, "cannot open %s (run from the repository root)", dir);
    uint64_t seed = 12345;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n < 3 || strcmp(e->d_name + n - 3, ".ll") != 0)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        mutate_file(path, seed++);
    }
    closedir(d);
}

Test(mutate, clang_output, .timeout = 600) { mutate_dir("tests/corpus/ll"); }
Test(mutate, handwritten, .timeout = 600) { mutate_dir("tests/corpus/handwritten"); }
Test(mutate, bad_inputs, .timeout = 600) { mutate_dir("tests/parse/bad"); }
