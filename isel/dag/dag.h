/*
 * isel/dag/dag.h -- the map of the DAG builders.
 *
 * Duties: turn one IR basic block into a DAG (isel/isel.h: DagNode, Dag):
 * one node per machine part of each value, chain edges that keep loads,
 * stores, calls and barriers in program order, and the roots that the
 * selector covers.  Values from other blocks arrive as REG leaves (the
 * registers mach/phi.c handed out); constants and allocas are rebuilt in
 * every block that uses them, so patterns can fold them.  This directory
 * also knows which state space a pointer points into, since that decides
 * the nodes of every memory access.
 *
 * Files, in reading order:
 *   dagops.def   the DAG operations (X-macro table: name, kids, flags)
 *   dag.c        the block's DAG: the dispatch of every IR instruction,
 *                operands, arithmetic, comparisons, casts, control flow
 *   dag_mem.c    loads, stores, getelementptr, addrspacecast; the vector
 *                load/store selector (layer 2 of select/select.c)
 *   ldvec.c      passes "ld-vec" and "st-vec": neighbouring scalar loads
 *                (stores) of a block as one vector load (store)
 *   dag_agg.c    aggregates and vectors: extract/insert, shuffles,
 *                bitcasts between part layouts
 *   addrspace.c  pointers from kernel parameters point to global memory
 *                (global views); .shared/.const/.local pointers used in
 *                other blocks get a twin register in their own space
 *   divconst.c   i64 division and remainder by a constant as a multiply;
 *                i32 signed division by a power of two as shifts
 *   widemul.c    pass "wide-mul": a multiply of an extension that other
 *                blocks also read gets its own copy (mul.wide); an i64
 *                multiply by a power of two is a shift
 *
 * May call: legal/ (machine types, parts, the narrow/wide/unaligned
 * expansions), lower/ (an instruction family's builder: dag_call and the
 * intrinsic families, atomics, switch, frames, byval parameters), mach/
 * (instruction builders for the entry-block views; phi registers), and
 * select/select.c's helpers (registers, branch targets, operands).  Never
 * emit/ or verify/: facts shared with them live in ir/ and targets/.
 *
 * Declarations are in isel/isel.h (sections dag.c, dag_mem.c, dag_agg.c,
 * addrspace.c, divconst.c); include that header, not this one.
 */
#ifndef TNVCC_ISEL_DAG_H
#define TNVCC_ISEL_DAG_H
#ifndef TNVCC_ISEL_H
#error "include isel/isel.h: it includes this header before IselCtx"
#endif

/* addrspace.c's state, per function (IselCtx.addrspace): which pointers
 * point to global memory, and the twins of pointers into other spaces.
 * Arrays by Instr.pos live in the function arena; NULL when the analysis
 * found nothing to record (or has not run yet). */
typedef struct AddrSpaceState {
    bool *known_global;   /* by Instr.pos: a pointer into global memory */
    VReg *twin;           /* by Instr.pos: a generic pointer's address in
                             its own state space, or 0; NULL when no
                             pointer has one */
    uint8_t *twin_space;  /* by Instr.pos: that state space */
    uint8_t *ptr_space;   /* by Instr.pos: the one state space a generic
                             phi/select pointer's values all come from,
                             or 0 (pass "phi-space") */
    VReg *reg_twin;       /* by VREG_NUM of a pointer-class register: the
                             twin of the instruction it holds, or 0 */
    uint8_t *reg_twin_space; /* by VREG_NUM: that twin's state space */
    uint32_t nreg_twin;   /* entries of reg_twin */
    VReg **phi_twin_const; /* by Instr.pos of a phi, then slot k / 2: a
                              constant-expression operand's twin, computed
                              in the predecessor, or 0 */
    bool *arg_is_global;  /* by Arg.index: a kernel's generic pointer
                             parameter, which points to global memory */
    MInstr *view_anchor;  /* the entry block's instruction after which
                             global views are inserted */
    VReg *arg_global;     /* by Arg.index: the global view of a kernel's
                             pointer parameter, or 0 */
} AddrSpaceState;
/* Forget every table (isel_function, before and after each function:
 * they point into the function arena). */
void addrspace_reset(AddrSpaceState *s);
#endif /* TNVCC_ISEL_DAG_H */
