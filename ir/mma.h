/*
 * ir/mma.h -- the names of the matrix multiply-accumulate intrinsics,
 * decoded once and shared by the verifier (libNVVM's MMA checks, called
 * from verify/intrinsics.c) and the code generator (isel/lower/mma.c).
 *
 *     llvm.nvvm.wmma.<shape>.mma[.<op>.popc].<alayout>.<blayout>[.<rnd>].<types>[.satfinite]
 *     llvm.nvvm.mma[.<op>.popc].<shape>.<alayout>.<blayout>[.satfinite].<types>
 *     llvm.nvvm.wmma.<shape>.{load.a,load.b,load.c,store.d}.<layout>[.stride].<type>[.p<as>]
 *
 * Keeping the decoder and its tables (element types, the shapes each type
 * has) in one place means the verifier's diagnostics and the PTX the
 * selector writes can never disagree about what a name means.
 *
 * Invariants: a decoded name is a plain value (no pointers into the
 * name); the check functions are pure and return libNVVM's exact message
 * for the first problem, or NULL.
 */
#ifndef TNVCC_IR_MMA_H
#define TNVCC_IR_MMA_H

#include <stdbool.h>

#include "ir/ir.h"

/* Element types: X(id, spelling, bits, register type of A/B fragments). */
#define MMA_TYPES(X)                                                        \
    X(F16, "f16", 16, RT_V2F16) X(BF16, "bf16", 16, RT_I32)                 \
    X(TF32, "tf32", 32, RT_I32) X(F32, "f32", 32, RT_F32)                   \
    X(F64, "f64", 64, RT_F64) X(S8, "s8", 8, RT_I32) X(U8, "u8", 8, RT_I32) \
    X(S4, "s4", 4, RT_I32) X(U4, "u4", 4, RT_I32) X(B1, "b1", 1, RT_I32)    \
    X(E4M3, "e4m3", 8, RT_I32) X(E5M2, "e5m2", 8, RT_I32)                   \
    X(S32, "s32", 32, RT_I32)

typedef enum {
    MT_NONE = -1,
#define X(id, s, b, r) MT_##id,
    MMA_TYPES(X)
#undef X
} MmaType;

/* What one name says.  Layouts, rounding and the b1 operation are kept
 * as the spellings PTX uses ("row", "rn", "xor"), empty when absent. */
typedef struct MmaName {
    bool wmma;        /* llvm.nvvm.wmma.*, else llvm.nvvm.mma.* */
    char frag;        /* 'a','b','c','d' for a fragment load/store, else 0 */
    bool store, stride;
    unsigned m, n, k;
    char shape[16];   /* "m16n16k16"; empty when the name has none */
    MmaType a, b, c, d;
    bool popc_op, rounding, satfinite;
    char layout[2][4]; /* "row"/"col" in name order (one for loads/stores) */
    int nlayouts;
    char rnd[3];      /* "rn", "rz", "rm", "rp" or "" */
    char b1op[4];     /* "and", "xor" or "" */
    int ntypes;
    MmaType types[4];
} MmaName;

/* Decode `name` (which starts with llvm.nvvm.wmma. or llvm.nvvm.mma.).
 * False, with *bad set to libNVVM's message, when a field is unknown. */
bool mma_parse_name(MmaName *x, const char *name, const char **bad);
/* libNVVM's name-level checks, in its order: libNVVM's message for
 * the first that fails, or NULL. */
const char *mma_check_name(const MmaName *x);
/* The fragments of a call: its arguments (and result) must have the
 * registers PTX gives each thread.  libNVVM's message, or NULL. */
const char *mma_check_call_operands(const MmaName *x, Instr *call);
/* Bits one thread holds of the A, B and C fragments (0 for a fragment a
 * load or store does not touch); D has C's shape with D's element type. */
void mma_fragment_bits(const MmaName *x, uint64_t bits[3]);
/* The PTX spelling and bit width of an element type. */
const char *mma_type_name(MmaType t);
unsigned mma_type_bits(MmaType t);

#endif /* TNVCC_IR_MMA_H */
