/*
 * tests/fuzz/fuzz_bitstream.c -- libFuzzer target: the bitcode reader,
 * its container layer (frontend/bitstream.c) and its record layer
 * (frontend/bitcode*.c).
 *
 * Walks arbitrary bytes entry by entry, skipping every other block (so
 * both bc_next and bc_skip_block are exercised); the contract: the walk
 * ends in BC_EOF or in BC_ERROR with a message that names a byte offset.
 * Then reads the same bytes (when they open as bitcode) as a module
 * through parse_module, which hands
 * bitcode to the record layer; the contract: a module exactly when no
 * error was reported.  Both with no memory error, leak or hang.  Seeds:
 * any .bc file (the fuzzer also finds the magic by itself from the
 * dictionary-less start).
 */
#include "tests/fuzz/fuzz_common.h"
#include "frontend/bitstream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    BcReader r;
    bool opened = bc_open(&r, data, size);
    if (opened) {
        BcEntry e;
        unsigned blocks = 0;
        for (;;) {
            BcEntryKind k = bc_next(&r, &e);
            if (k == BC_EOF || k == BC_ERROR)
                break;
            if (k == BC_BLOCK && (++blocks & 1) && !bc_skip_block(&r))
                break;
        }
    }
    if (r.error[0] && strncmp(r.error, "bitcode: byte ", 14) != 0)
        abort();
    bc_close(&r);

    if (!opened) /* not bitcode: the text parser's target covers it */
        return 0;
    FuzzRun run;
    fuzz_parse(&run, data, size);
    if ((run.m == NULL) != (run.d.errors > 0))
        abort();
    fuzz_done(&run);
    return 0;
}
