/*
 * tests/bitcode/walk.c -- print the structure of a bitcode file as read
 * by frontend/bitstream.c, in the shape tests/bitcode/run.sh makes of
 * `llvm-bcanalyzer -dump`: one line per block start (`B words`), block
 * end (`E`) and record (`R` and its operands; a blob is not printed).
 * On a read error: the message on stderr, exit status 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "frontend/bitstream.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: walk FILE.bc\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f)
        return 2;
    Vec buf = {0};
    int c;
    while ((c = getc(f)) != EOF)
        VEC_PUSH(&buf, uint8_t, (uint8_t)c);
    fclose(f);
    BcReader r;
    int rc = 0;
    if (!bc_open(&r, buf.data, buf.len)) {
        fprintf(stderr, "%s\n", r.error);
        rc = 1;
    }
    BcEntry e;
    while (rc == 0) {
        BcEntryKind k = bc_next(&r, &e);
        if (k == BC_EOF)
            break;
        if (k == BC_ERROR) {
            fprintf(stderr, "%s\n", r.error);
            rc = 1;
        } else if (k == BC_BLOCK) {
            printf("B %llu\n", (unsigned long long)e.num_words);
        } else if (k == BC_END) {
            printf("E\n");
        } else {
            printf("R");
            for (size_t i = 0; i < r.ops.len; i++)
                printf(" %lld", (long long)VEC_AT(&r.ops, uint64_t, i)); /* as llvm-bcanalyzer */
            printf("\n");
        }
    }
    bc_close(&r);
    vec_free(&buf);
    return rc;
}
