/*
 * tests/fuzz/fuzz_common.h -- what both libFuzzer targets share: turning
 * the fuzzer's bytes into a Source the lexer can read, and a diagnostic
 * sink that swallows everything.
 *
 * Why a copy: libFuzzer hands over exactly `size` bytes with no terminator,
 * but the re2c lexer stops at a NUL sentinel (see frontend/lexer.re), so it
 * must see a buffer of len + 1 bytes whose last byte is NUL.  ASan then
 * catches any read past that sentinel.
 *
 * Why /dev/null: a fuzzer runs millions of inputs and nearly all of them are
 * wrong; printing each diagnostic would make the run I/O-bound and bury
 * libFuzzer's own report.  The diagnostics are still formatted (the code
 * that quotes the source line and places the caret is fuzzed too), only
 * their bytes go nowhere.
 */
#ifndef TNVCC_FUZZ_COMMON_H
#define TNVCC_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"

/* One stream on /dev/null for the whole process (opened on first use). */
static FILE *fuzz_devnull(void)
{
    static FILE *null;
    if (!null && !(null = fopen("/dev/null", "w"))) {
        perror("/dev/null");
        abort();
    }
    return null;
}

/* A NUL-terminated malloc'ed copy of the input; free with free(). */
static char *fuzz_copy(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1);
    if (!buf)
        abort();
    if (size)
        memcpy(buf, data, size);
    buf[size] = '\0';
    return buf;
}

/* One fuzz input, parsed: the copy the lexer reads, its Source and Diag
 * (diagnostics to /dev/null), and the module (NULL after an error).  Fill
 * it in place with fuzz_parse: the Diag points at the Source. */
typedef struct FuzzRun {
    char *text;
    Source src;
    Diag d;
    Module *m;
} FuzzRun;

static void fuzz_parse(FuzzRun *r, const uint8_t *data, size_t size)
{
    r->text = fuzz_copy(data, size);
    r->src = (Source){.name = "fuzz.ll", .text = r->text, .len = size};
    diag_init(&r->d, &r->src, fuzz_devnull());
    r->m = parse_module(&r->src, &r->d);
}

static void fuzz_done(FuzzRun *r)
{
    if (r->m)
        module_free(r->m);
    free(r->text);
}

#endif
