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
 *   dag_agg.c    aggregates and vectors: extract/insert, shuffles,
 *                bitcasts between part layouts
 *   addrspace.c  pointers from kernel parameters point to global memory
 *                (global views); .shared/.const/.local pointers used in
 *                other blocks get a twin register in their own space
 *   divconst.c   i64 division and remainder by a constant as a multiply
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

#endif /* TNVCC_ISEL_DAG_H */
