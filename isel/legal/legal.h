/*
 * isel/legal/legal.h -- the map of legalization.
 *
 * Duties: decide what the machine can hold and refuse, before any PTX
 * exists, what this version cannot select (a located "unsupported: ..."
 * error); then, while the DAG is built, rewrite values the machine has no
 * register or instruction for into ones it has: wide values split into
 * parts, narrow integers extended in their register, i128 as pairs of
 * 64-bit words, under-aligned accesses in aligned pieces.
 *
 * Files, in reading order:
 *   legalize.c   IR types -> machine value types (Vt) and register
 *                classes; legal_function checks a whole function first
 *   parts.c      values wider than a register (vectors, structs, arrays,
 *                i128) as lists of machine parts; constants flattened the
 *                same way
 *   narrow.c     integers narrower than their register (i8, i7, i24) and
 *                i1: in-register extension where a result needs it
 *   wide.c       i128: carry pairs, the division loop, conversions (and
 *                its layer-1 selector for the carry and division nodes)
 *   unaligned.c  a part below its alignment (or of an odd width) read and
 *                written in pieces: PTX wants aligned accesses
 *
 * May call: dag/ (narrow.c, wide.c and unaligned.c build DAG nodes), the
 * legality checks of lower/'s families (legal_atomic, legal_alloca, the
 * call ABI's parameter types), and for wide.c's selector mach/'s
 * instruction builders and select/'s reducer.  Everything else calls
 * legalize.c and parts.c.  Never emit/ or verify/.
 *
 * Declarations are in isel/isel.h (sections legalize.c, parts.c,
 * narrow.c, unaligned.c, wide.c); include that header, not this one.
 */
#ifndef TNVCC_ISEL_LEGAL_H
#define TNVCC_ISEL_LEGAL_H

#endif /* TNVCC_ISEL_LEGAL_H */
