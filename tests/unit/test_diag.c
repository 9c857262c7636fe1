/*
 * tests/unit/test_diag.c -- diagnostics (ir/diag.c).
 *
 * Checks the clang-style layout (location, level, message, source line,
 * caret under the column with tabs kept), the no-location form, the
 * max_errors cut-off with its single note, and clang's summary wording.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* Run `fn` against a Diag writing to memory; return what it wrote. */
__attribute__((noinline)) /* gcc 12 misreads the memstream buffer once inlined */
static char *capture(const Source *src, void (*fn)(Diag *))
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Diag d;
    diag_init(&d, src, f);
    fn(&d);
    fclose(f);
    return buf;
}

/* A Loc (a helper from before the diag macros took the location inside
 * __VA_ARGS__; kept for brevity). */
static Loc at(uint32_t line, uint32_t col)
{
    Loc l = {line, col};
    return l;
}

static const Source src = {.name = "in.ll", .text = "line one\n\tx = bad\nlast", .len = 23};

static void one_error(Diag *d)
{
    diag_error(d, at(2, 6), "unknown %s '%s'", "word", "bad");
    cr_assert_eq(d->errors, 1);
}

Test(diag, error_with_caret_keeps_tabs)
{
    char *out = capture(&src, one_error);
    cr_assert_str_eq(out, "in.ll:2:6: error: unknown word 'bad'\n"
                          "\tx = bad\n"
                          "\t    ^\n");
    free(out);
}

static void no_location(Diag *d)
{
    diag_warning(d, at(0, 0), "no triple");
    diag_note(d, at(3, 1), "here");
    diag_summary(d);
}

Test(diag, no_location_note_and_summary)
{
    char *out = capture(&src, no_location);
    cr_assert_str_eq(out, "in.ll: warning: no triple\n"
                          "in.ll:3:1: note: here\n"
                          "last\n"
                          "^\n"
                          "1 warning generated.\n");
    free(out);
}

static void too_many(Diag *d)
{
    d->max_errors = 2;
    for (int i = 0; i < 5; i++)
        diag_error(d, at(0, 0), "e%d", i);
    cr_assert(d->suppressed);
    diag_warning(d, at(0, 0), "w");
    d->warnings = 1; /* pretend one came earlier, to test the wording */
    diag_summary(d);
}

Test(diag, max_errors_and_summary_wording)
{
    char *out = capture(&src, too_many);
    cr_assert_str_eq(out, "in.ll: error: e0\n"
                          "in.ll: error: e1\n"
                          "in.ll: note: too many errors emitted, stopping now\n"
                          "1 warning and 2 errors generated.\n");
    free(out);
}

static void colored(Diag *d)
{
    d->color = true;
    diag_error(d, at(0, 0), "x");
}

Test(diag, colour_only_when_asked)
{
    char *out = capture(&src, colored);
    cr_assert(strstr(out, "\033[1;31merror") != NULL);
    free(out);
    out = capture(&src, one_error);
    cr_assert_null(strchr(out, '\033'));
    free(out);
}

/* A line of 1,000 bytes with the error at column 700: only a window
 * around the column is quoted, so one error never prints megabytes. */
static char long_text[1001];
static Source long_src = {.name = "long.ll", .text = long_text, .len = 1000};

static void long_line_error(Diag *d)
{
    memset(long_text, 'a', 1000);
    long_text[699] = 'X';
    diag_error(d, at(1, 700), "bad");
}

Test(diag, long_line_is_quoted_around_the_column)
{
    char *out = capture(&long_src, long_line_error);
    char *quote = strchr(out, '\n') + 1;
    char *caret = strchr(quote, '\n') + 1;
    size_t qlen = (size_t)(caret - quote) - 1;
    cr_assert_lt(qlen, 200, "quoted %zu bytes", qlen);
    cr_assert(strncmp(quote, "...", 3) == 0);
    cr_assert(strstr(quote, "X") != NULL);
    /* the caret sits under the X */
    cr_assert_eq(strchr(caret, '^') - caret, strchr(quote, 'X') - quote);
    free(out);
}

/* Warning groups: "[-Wname]" after the message; -Wno-name silences the
 * warning and its note; -Werror makes it an error tagged as clang does;
 * -w silences ungrouped warnings too; unknown options are refused. */
static void grouped(Diag *d)
{
    diag_report_group(d, DIAG_WARNING, WG_NVVM_COMPAT, at(0, 0), "no triple");
    diag_note(d, at(0, 0), "compiled as 64-bit");
    diag_warning(d, at(0, 0), "plain");
}

static char *capture_flags(const char *const *args, int n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Diag d;
    diag_init(&d, &src, f);
    for (int k = 0; k < n; k++)
        cr_assert(diag_flag_parse(&d.flags, args[k]), "%s", args[k]);
    grouped(&d);
    fprintf(f, "%u errors, %u warnings\n", d.errors, d.warnings);
    fclose(f);
    return buf;
}

Test(diag, warning_groups)
{
    char *out = capture_flags(NULL, 0);
    cr_assert_str_eq(out, "in.ll: warning: no triple [-Wnvvm-compat]\n"
                          "in.ll: note: compiled as 64-bit\n"
                          "in.ll: warning: plain\n0 errors, 2 warnings\n");
    free(out);
    const char *no[] = {"-Wno-nvvm-compat"};
    out = capture_flags(no, 1);
    cr_assert_str_eq(out, "in.ll: warning: plain\n0 errors, 1 warnings\n");
    free(out);
    const char *werror[] = {"-Werror"};
    out = capture_flags(werror, 1);
    cr_assert_str_eq(out, "in.ll: error: no triple [-Werror,-Wnvvm-compat]\n"
                          "in.ll: note: compiled as 64-bit\n"
                          "in.ll: error: plain [-Werror]\n2 errors, 0 warnings\n");
    free(out);
    const char *w[] = {"-Werror", "-w"};
    out = capture_flags(w, 2);
    cr_assert_str_eq(out, "0 errors, 0 warnings\n");
    free(out);
    DiagFlags fl = {0};
    cr_assert(!diag_flag_parse(&fl, "-Wno-such-group"));
    cr_assert(!diag_flag_parse(&fl, "-Wall"));
    cr_assert(diag_flag_parse(&fl, "-Wno-error") && !fl.werror);
}

/* The same three "functions'" diagnostics, reported straight to one
 * buffered sink, or each to a fork joined back in order (emit/ptx.c's
 * threads): the same text and counts, --max-errors included -- the
 * forks do not know how many errors came before them. */
static void report_part(Diag *d, int part)
{
    diag_error(d, at(part + 1, 1), "error %d", part);
    diag_note(d, at(part + 1, 2), "note of %d", part);
    diag_warning(d, at(part + 1, 3), "warning %d", part);
}

static void straight(Diag *d)
{
    d->buffered = true;
    d->max_errors = 2;
    for (int part = 0; part < 3; part++)
        report_part(d, part);
    diag_summary(d);
}

static void joined(Diag *d)
{
    d->buffered = true;
    d->max_errors = 2;
    Diag child[3];
    for (int part = 2; part >= 0; part--) { /* made in any order */
        diag_fork(d, &child[part]);
        report_part(&child[part], part);
    }
    for (int part = 0; part < 3; part++) /* joined in module order */
        diag_join(d, &child[part], true);
    diag_summary(d);
}

Test(diag, forks_joined_in_order_obey_max_errors)
{
    char *a = capture(&src, straight), *b = capture(&src, joined);
    cr_assert(strstr(a, "warning 1") && !strstr(a, "error 2") && !strstr(a, "note of 2"),
              "%s", a);
    cr_assert_str_eq(b, a);
    free(a);
    free(b);
}
