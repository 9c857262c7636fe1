/*
 * tests/fuzz/fuzz_bitstream.c -- libFuzzer target: the bitcode container
 * reader (frontend/bitstream.c) alone.
 *
 * Walks arbitrary bytes entry by entry, skipping every other block (so
 * both bc_next and bc_skip_block are exercised).  The contract: the walk
 * ends in BC_EOF or in BC_ERROR with a message that names a byte offset,
 * with no memory error, leak or hang.  Seeds: any .bc file (the fuzzer
 * also finds the magic by itself from the dictionary-less start).
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/bitstream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    BcReader r;
    if (bc_open(&r, data, size)) {
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
    return 0;
}
