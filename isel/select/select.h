/*
 * isel/select/select.h -- the map of the selector.
 *
 * Duties: drive selection of one function, and cover each block's DAG
 * with PTX instructions.  Every root goes through three layers in fixed
 * order: 1. intrinsic-with-chain (the hand-written select_* of lower/ and
 * legal/wide.c), 2. vector load/store (dag/dag_mem.c), 3. the generated
 * matcher: minimum-cost covers from the rules of nvptx.md, expanded into
 * machine instructions.
 *
 * Files, in reading order:
 *   select.c     the per-function driver (isel_function: legality, phi
 *                registers, block layout, frame, argument loads, then per
 *                block DAG, labelling and the three layers) and the
 *                register, label and operand helpers the others share
 *   nvptx.md     the pattern rules: tree patterns over DAG operations,
 *                costs, dynamic conditions, PTX templates
 *   gen.c        a build tool (its own main): checks nvptx.md, compiles
 *                each template into an opcode row, modifiers and operand
 *                templates, and writes the labeler's tables
 *                (build/isel/tables.{c,h})
 *   preds.c      the dynamic costs and predicates rules name (`if NAME`)
 *   label.c      the labeler: minimum-cost covers, bottom-up, with
 *                saturating int64 costs
 *   reduce.c     walks the chosen cover and builds machine instructions
 *                from the compiled templates
 *   ptxtext.c    PTX_TEXT nodes: a whole instruction built with the DAG,
 *                for operand lists no pattern can spell (lower/tcgen05.c,
 *                lower/tma.c)
 *
 * May call: everything below it -- dag/, legal/, lower/'s layer-1
 * selectors, mach/ (instruction builders, phi copies, loop hints, needs).
 * Never emit/ or verify/; emit/ calls isel_function and the helpers
 * named in isel/isel.h.
 *
 * Declarations are in isel/isel.h (sections select.c, needs.c and
 * "Patterns, labeler and reducer"); include that header, not this one.
 */
#ifndef TNVCC_ISEL_SELECT_H
#define TNVCC_ISEL_SELECT_H

#endif /* TNVCC_ISEL_SELECT_H */
