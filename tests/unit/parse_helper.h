/*
 * tests/unit/parse_helper.h -- parse IR text held in a string, for unit
 * tests.  Diagnostics are captured in a string the test can inspect.
 */
#ifndef TNVCC_TEST_PARSE_HELPER_H
#define TNVCC_TEST_PARSE_HELPER_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"

typedef struct Parsed {
    Module *m;      /* NULL when an error was reported */
    char *diags;    /* everything the parser printed */
    unsigned errors;
} Parsed;

static inline Parsed parse_text(const char *text, size_t len)
{
    Parsed r = {0};
    size_t n = 0;
    FILE *mem = open_memstream(&r.diags, &n);
    Source src = {.name = "t.ll", .text = text, .len = len};
    Diag d;
    diag_init(&d, &src, mem);
    r.m = parse_module(&src, &d);
    r.errors = d.errors;
    fclose(mem);
    return r;
}

static inline Parsed parse_str(const char *text) { return parse_text(text, strlen(text)); }

/* The module as module_print writes it ("" for NULL), malloc'ed. */
static inline char *print_to_string(const Module *m)
{
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    if (m)
        module_print(f, m);
    fclose(f);
    return out;
}

static inline void parsed_free(Parsed *r)
{
    if (r->m)
        module_free(r->m);
    free(r->diags);
}

#endif
