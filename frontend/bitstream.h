/*
 * frontend/bitstream.h -- LLVM's bitstream container: the layer under
 * LLVM bitcode (LLVM's "LLVM Bitcode File Format" document, sections
 * "Bitstream Format" and "Bitcode Wrapper Format").
 *
 * A bitstream is a sequence of bit fields packed little-endian: nested
 * blocks (each with an id, an abbreviation-id width and a length in 32-bit
 * words) holding records (a code and a list of unsigned operands, or a
 * blob).  Records are written either plainly (every operand a 6-bit VBR)
 * or through an abbreviation that says how each operand is encoded
 * (literal, fixed width, VBR, array, 6-bit character, blob).
 * Abbreviations are defined in the block that uses them, or for every
 * block of one id in the BLOCKINFO block, which this reader applies
 * itself and never hands to the caller.
 *
 * The cursor below walks one bitstream entry by entry.  It checks every
 * length against what is left of the input and of the enclosing block,
 * so a truncated or corrupt file gives an error that names the byte
 * offset and the block ("bitcode: byte 1234 in FUNCTION_BLOCK: ..."),
 * never a read out of bounds.
 *
 * The blocks' meanings (module, types, constants, functions, metadata)
 * are read by frontend/bitcode*.c on top of this cursor.
 */
#ifndef TNVCC_BITSTREAM_H
#define TNVCC_BITSTREAM_H

#include "ir/ir.h"

typedef enum { BC_RECORD, BC_BLOCK, BC_END, BC_EOF, BC_ERROR } BcEntryKind;

typedef struct BcEntry {
    BcEntryKind kind;
    uint32_t id;        /* BC_BLOCK: the block id; BC_RECORD: the record code */
    uint32_t abbrev;    /* BC_RECORD: the abbreviation id used (3 = none) */
    uint64_t num_words; /* BC_BLOCK: its length in 32-bit words */
} BcEntry;

typedef struct BcReader {
    const uint8_t *buf; /* the bitstream proper (after any wrapper) */
    size_t size;        /* its bytes */
    size_t base;        /* its offset in the file, for messages */
    uint64_t pos;       /* the next bit to read */
    Arena arena;        /* abbreviations */
    Vec scopes;         /* BcScope: the blocks entered, innermost last */
    Vec infos;          /* BcInfo: BLOCKINFO's abbreviations per block id */
    /* The last record read. */
    Vec ops;            /* uint64_t: its operands, the code not included */
    const uint8_t *blob;
    size_t blob_len;
    char error[256];    /* set with BC_ERROR */
} BcReader;

/* Check the magic ('B' 'C' 0xC0 0xDE, after a wrapper header if there
 * is one) and set up the cursor.  False with r->error set if it is not
 * bitcode or the wrapper is inconsistent. */
bool bc_open(BcReader *r, const uint8_t *buf, size_t size);
/* The next entry of the current block (or of the top level). */
BcEntryKind bc_next(BcReader *r, BcEntry *e);
/* Skip the rest of the block just entered (bc_next returned BC_BLOCK). */
bool bc_skip_block(BcReader *r);
void bc_close(BcReader *r);
/* Report an error of the layer above (a record that makes no sense) in
 * the cursor's form, "bitcode: byte N in BLOCK: ..."; returns false.  Only
 * the first error is kept. */
bool bc_fail(BcReader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "MODULE_BLOCK" and so on; NULL for an id LLVM does not define. */
const char *bc_block_name(uint32_t id);

#endif
