/*
 * tests/fuzz/replay.c -- runs a libFuzzer target's entry point on files,
 * without libFuzzer: `replay FILE...` calls LLVMFuzzerTestOneInput once
 * per file, so a target's regression inputs can be replayed by any C
 * compiler, in the plain and the sanitizer build alike (tests/fuzz/run.sh
 * does so for the libNVVM target's regressions/NAME.nvvm).  A contract
 * violation aborts, as it does under the fuzzer; exit status 0 means every
 * file passed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The whole file, malloc'ed; NULL after a read error. */
static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            uint8_t *bigger = realloc(buf, cap *= 2);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    if (ferror(f)) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        size_t len;
        uint8_t *data = slurp(argv[i], &len);
        if (!data) {
            perror(argv[i]);
            return 2;
        }
        LLVMFuzzerTestOneInput(data, len);
        free(data);
    }
    return 0;
}
