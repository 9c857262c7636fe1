/*
 * tests/fuzz/fuzz_parse.c -- libFuzzer target: the front end alone.
 *
 * Feeds arbitrary bytes to parse_module().  The contract under test: any
 * input ends in either a module or at least one diagnostic, with no memory
 * error, no undefined behaviour, no leak (the ASan leak checker runs at
 * exit and after suspicious inputs) and no hang.  The front end is where
 * untrusted text meets the compiler, so it gets a target of its own: every
 * execution is spent there, none on later stages.
 *
 * Build and run: `make fuzz FUZZ_SECONDS=60` (see docs/reliability.md).
 */
#include "tests/fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzRun r;
    fuzz_parse(&r, data, size);
    /* parse_module's own contract: NULL exactly when it reported an error. */
    if ((r.m == NULL) != (r.d.errors > 0))
        abort();
    fuzz_done(&r);
    return 0;
}
