/*
 * isel/mach/mach.h -- the map of machine instructions and the passes on
 * them.
 *
 * Duties: the machine function's instructions (structured: opcode of the
 * PTX instruction table, modifiers, guard, typed operands; emit/ prints
 * them), and the work done on machine code around the DAG: registers for
 * values that cross blocks and the PHI copies on edges, loop hints, and
 * what the selected instructions need of the target.
 *
 * Files, in reading order:
 *   minstr.h     MInstr and MOp, and the builders' interface
 *   minstr.c     the builders of instructions and operands (nothing is
 *                parsed from text: select/gen.c compiles the templates)
 *   phi.c        PHI elimination: virtual registers for values that
 *                cross blocks, parallel copies on incoming edges, which
 *                critical edges need a block of their own
 *   loophint.c   `.pragma "nounroll"` at the head of a loop whose
 *                llvm.loop metadata asks that it not be unrolled
 *   symhoist.c   pass "sym-hoist": a symbol address that several places
 *                move into a register is moved once, in the entry block
 *   copyfold.c   pass "copy-fold": a value written once only to be copied
 *                is written into the copy's register
 *   coalesce.c   pass "coalesce": the two registers of a copy that are
 *                never live at once become one, and the copy goes
 *   needs.c      what selected instructions need (PTX version, features)
 *                and the gating errors; after selection, every
 *                instruction's rows of targets/ptxinsn.def
 *
 * May call: legal/ (types, parts), select/select.c's register helpers,
 * dag/ only where phi.c asks addrspace.c for a twin register and needs.c
 * for a memory access's qualifiers, lower/ only where phi.c asks frame.c
 * and byval.c which values are rebuilt rather than kept in registers.
 * Never emit/ or verify/.
 *
 * Declarations are in isel/isel.h (sections phi.c, needs.c, loophint.c)
 * and isel/mach/minstr.h; include isel/isel.h.
 */
#ifndef TNVCC_ISEL_MACH_H
#define TNVCC_ISEL_MACH_H
#ifndef TNVCC_ISEL_H
#error "include isel/isel.h: it includes this header before IselCtx"
#endif

/* phi.c's state, per function (IselCtx.phi), in the function arena. */
typedef struct PhiState {
    VReg **const_regs;    /* by Instr.pos of a phi: for incoming operands
                             that are constant expressions, the registers
                             their predecessor computes them into,
                             [(operand / 2) * nparts + part] */
    struct InSlot **slots; /* by Instr.pos of a phi with many
                             predecessors: its incoming blocks sorted,
                             built when first needed */
    int32_t *end_edge;    /* by Block.index: the successor number whose phi
                             copies run before the block's conditional
                             branch, or -1 (phi_plan_copies) */
    VReg **in_regs;       /* by Instr.pos of a phi: the registers its copies
                             write instead of the phi's own, which its
                             block's start copies into the phi's; NULL
                             for most phis (phi_plan_copies) */
    VReg *in_twin;        /* by Instr.pos: the same for the phi's address
                             twin (dag/addrspace.c), made when first needed */
} PhiState;
/* Forget every table (isel_function, before and after each function). */
void phi_state_reset(PhiState *s);
#endif /* TNVCC_ISEL_MACH_H */
