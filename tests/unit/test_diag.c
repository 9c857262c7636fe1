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

/* A Loc; a function, because a compound literal's comma would split the
 * diag_error macro's arguments. */
static Loc at(uint32_t line, uint32_t col)
{
    Loc l = {line, col};
    return l;
}

static const Source src = {"in.ll", "line one\n\tx = bad\nlast", 23};

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
