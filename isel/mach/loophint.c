/*
 * isel/mach/loophint.c -- loop-unrolling hints: `.pragma "nounroll";`.
 *
 * ptxas unrolls loops on its own.  A loop the source asked to keep rolled
 * (`#pragma unroll 1` in CUDA, `#pragma nounroll`), and the remainder loop
 * LLVM's unroller leaves behind an unrolled loop, carry the metadata
 *
 *     br i1 %done, label %exit, label %header, !llvm.loop !13
 *     !13 = distinct !{!13, !14}
 *     !14 = !{!"llvm.loop.unroll.disable"}
 *
 * on the branch that closes the loop.  PTX passes the request on with a
 * statement-level pragma at the start of the loop's header block:
 *
 *     $L__BB0_8:
 *         .pragma "nounroll";
 *
 * Without it, ptxas may unroll the remainder loop again: more code (the
 * corpus's sgemm grew by 3.7x in SASS) for a loop that runs at most a few
 * times.  llc does the same (NVPTXAsmPrinter), for `unroll.disable` and
 * for `llvm.loop.unroll.count` 1.
 *
 * A header is a block with a back edge: a predecessor it dominates (the
 * latch).  The hint is read off the latch's terminator, since that is
 * where LLVM keeps a loop's metadata.  Needs cfg_build's dominator
 * numbering, which isel_function has just computed.
 */
#include <string.h>

#include "isel/isel.h"

/* Is operand op the string s? */
static bool md_is(const MDOp *op, const char *s)
{
    size_t n = strlen(s);
    return op->kind == MD_STRING && op->len == n && memcmp(op->str, s, n) == 0;
}

/* An integer metadata operand equal to one (`i32 1`). */
static bool md_is_one(const MDOp *op)
{
    return op->kind == MD_VALUE && op->value && op->value->kind == VK_CINT &&
           const_int_zext((const Const *)op->value) == 1;
}

/* Does loop ID node id ask for no unrolling?  Its operands after the
 * self-reference are option nodes !{!"name", values...}. */
static bool asks_nounroll(const MDNode *id)
{
    for (uint32_t k = 0; id && k < id->nops; k++) {
        const MDNode *opt = id->ops[k].kind == MD_NODE ? id->ops[k].node : NULL;
        if (!opt || opt == id || opt->nops == 0)
            continue;
        if (md_is(&opt->ops[0], "llvm.loop.unroll.disable"))
            return true;
        if (md_is(&opt->ops[0], "llvm.loop.unroll.count") && opt->nops == 2 &&
            md_is_one(&opt->ops[1]))
            return true;
    }
    return false;
}

bool loop_header_nounroll(const Block *bb)
{
    if (bb->rpo == UINT32_MAX)
        return false;
    for (uint32_t k = 0; k < bb->npreds; k++) {
        const Block *latch = bb->preds[k];
        if (latch->rpo == UINT32_MAX || !block_dominates(bb, latch) || !latch->last)
            continue;
        if (asks_nounroll(instr_md(latch->last, "llvm.loop")))
            return true;
    }
    return false;
}
