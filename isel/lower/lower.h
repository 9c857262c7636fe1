/*
 * isel/lower/lower.h -- the map of lowering, one instruction family per
 * file.
 *
 * Duties: the IR constructs that are not one DAG operation per
 * instruction.  Each family builds its nodes while the DAG is built
 * (dag/dag.c asks it), checks what the target allows (gating errors
 * through mach/needs.c), and where no pattern can express the result --
 * several results, a loop inside one block, an operand list of variable
 * length -- writes the machine instructions itself as a layer-1 selector
 * (select_*, called by select/select.c).
 *
 * Files, in reading order:
 *   intrin.c     calls and intrinsics: the table of intrinsic families,
 *                offered each `llvm.*` name in turn
 *   call.c       the PTX call ABI: .param declarations, argument and
 *                return passing (shared with emit/func.c)
 *   byval.c      byval pointer parameters, read in .param space or copied
 *   frame.c      the .local stack frame of static allocas
 *   dynalloca.c  allocas of a run-time size (PTX alloca)
 *   switch.c     switch as a compare tree and brx.idx jump tables
 *   memintr.c    llvm.memcpy, memmove, memset: unrolled or a loop
 *   masked.c     llvm.masked.load/store/gather/scatter: a guarded access
 *                per lane (PTX_TEXT nodes)
 *   vecintr.c    vector.reverse/splice/extract/insert, stepvector, the
 *                active lane mask
 *   asm.c        inline asm calls
 *   intrin_int.c the integer intrinsics (ctlz, fshl, *.with.overflow, ...)
 *   fpmath.c     floating-point expansions (round, minimum, fpclass, frem,
 *                saturating conversions, reductions, afn approximations)
 *   half.c       half and bfloat beyond one pattern per operation
 *   atomic.c     atomicrmw, cmpxchg, fences, atomic load/store,
 *                llvm.nvvm.atomic.*; atomic_loop.c its compare-and-swap
 *                loops
 *   warp.c       shuffles, votes, matches, barriers, ldg/ldu
 *   async.c      elect.sync and distributed shared memory (.shared::cluster)
 *   mma.c        the tensor-core family: wmma, mma.sync, ldmatrix, stmatrix
 *   tcgen05.c    tcgen05.ld, .st and .mma (PTX_TEXT nodes)
 *   tma.c        cp.async.bulk.tensor forms with more operands than a
 *                pattern (PTX_TEXT nodes)
 *   texsurf.c    tex, tld4, suld, sust through texture/surface handles
 *
 * May call: dag/ (node builders), legal/ (types, parts, narrow and wide
 * helpers, unaligned pieces), mach/ (instruction builders, needs and
 * gating), select/ (operands of hand-selected nodes, the reducer, the
 * PTX_TEXT builder of ptxtext.c, the generated tables' intrinsic names).
 * Never emit/ or verify/.
 *
 * Declarations are in isel/isel.h, one section per file; include that
 * header, not this one.
 */
#ifndef TNVCC_ISEL_LOWER_H
#define TNVCC_ISEL_LOWER_H
#ifndef TNVCC_ISEL_H
#error "include isel/isel.h: it includes this header before IselCtx"
#endif

/* The stack frame's slots, per function (IselCtx.frame), in the function
 * arena: frame.c places the static allocas, byval.c the copied byval
 * parameters. */
typedef struct FrameState {
    int64_t *alloca_off;  /* by Instr.pos: an alloca's frame offset, or -1
                             (frame_layout); NULL when the function has no
                             static alloca */
    int64_t *byval_off;   /* by Arg.index: a copied byval parameter's frame
                             offset, or BYVAL_DIRECT / BYVAL_NONE
                             (byval_layout) */
} FrameState;
/* Forget both tables (isel_function, before and after each function). */
void frame_state_reset(FrameState *s);
#endif /* TNVCC_ISEL_LOWER_H */
