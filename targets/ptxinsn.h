/*
 * targets/ptxinsn.h -- the PTX instruction table (targets/ptxinsn.def):
 * opcodes, their names, and what a form of one needs from the target.
 *
 * An opcode is the index of an instruction's row; a machine instruction
 * (isel/mach/minstr.h) is an opcode plus the rest of its mnemonic (modifiers
 * and types, ".global.nc.v4.f32"), so the printer never spells a name
 * itself and gating never parses text.  Lives below isel/ and emit/:
 * both ask it, and it asks only targets/.
 */
#ifndef TNVCC_PTXINSN_H
#define TNVCC_PTXINSN_H

#include <stdbool.h>
#include <stddef.h>

#include "targets/ptxinsn.def"
#include "targets/targets.h"

typedef enum PtxOp {
#define PI_ENUM(id, name, ptx, feat) PI_##id,
    PTX_INSNS(PI_ENUM)
#undef PI_ENUM
    PI__COUNT
} PtxOp;

/* The name of opcode op ("ld"). */
const char *ptxop_name(PtxOp op);
/* The opcode whose name is the first `len` bytes of s, or -1. */
int ptxop_lookup(const char *s, size_t len);

/* What one form of an instruction needs: the highest PTX version of its
 * rows on target t (features at the version they need there), and the
 * features its rows name (up to PTXOP_MAX_FEATS; unused entries -1). */
enum { PTXOP_MAX_FEATS = 8 };
typedef struct PtxNeed {
    unsigned ptx;
    int feat[PTXOP_MAX_FEATS];
} PtxNeed;
/* mods: the modifiers after the name, with their leading dot ("" for
 * none). */
PtxNeed ptxop_need(const Target *t, PtxOp op, const char *mods);
/* Is the table sorted and are its form rows well formed?  (Unit test.) */
bool ptxop_table_ok(void);

#endif /* TNVCC_PTXINSN_H */
