/*
 * isel/lower/frame.c -- the local stack frame: allocas become offsets into one
 * per-function `.local` array, as in LLVM's NVPTX back end.
 *
 *     .local .align A .b8 __local_depot<N>[SIZE];   (emit/func.c)
 *     .reg .b64 %SP;  .reg .b64 %SPL;
 *     mov.u64 %SPL, __local_depot<N>;    %SPL: the frame in .local space
 *     cvta.local.u64 %SP, %SPL;          %SP:  the same, as a generic pointer
 *
 * (.b32/.u32 in a module with 32-bit pointers, where both windows are
 * 32-bit addresses.)
 *
 * An alloca is `%SP + offset` (a generic pointer, which is what the IR
 * gives it); a load or store straight to a slot uses the cheaper
 * `ld.local [%SPL+offset]` (rules in nvptx.md, DOP_FRAME).  An access at an
 * index computed at run time is .local too: the address is rebuilt from
 * %SPL (DOP_LFRAME, dag_space_view), and a pointer into a slot that is
 * used in another block, or merged by a phi or select, gets a .local
 * twin register (isel/dag/addrspace.c), as LLVM's NVPTXLowerAlloca and
 * InferAddressSpaces do -- a generic access to local memory costs the
 * hardware a window check.  Only uses that need the generic pointer -- a
 * call's argument, a store of the pointer itself, a comparison -- take
 * %SP + offset.
 *
 * Like a constant, an alloca's address is never kept in a register across
 * blocks: each use rebuilds a FRAME leaf (dag_value asks frame_offset), so
 * every block can still fold it into [%SPL+offset].  Only a PHI operand
 * needs a register (phi.c).
 *
 * The frame holds the static allocas: a constant element count in the
 * entry block (all of clang's -O0 locals).  Any other alloca uses PTX's
 * `alloca` instruction (isel/lower/dynalloca.c).  Slots are assigned in program
 * order, each aligned to the larger of its type's and its `align`:
 * deterministic.
 */
#include "isel/isel.h"

bool alloca_is_static(const Instr *i)
{
    const Value *n = instr_op(i, 0);
    return i->parent == i->parent->parent->first && n->kind == VK_CINT;
}

bool legal_alloca(IselCtx *c, const Instr *i)
{
    if (!alloca_is_static(i)) /* PTX's alloca instruction (dynalloca.c) */
        return legal_dynamic_alloca(c, i);
    int64_t n = const_int_sext((const Const *)instr_op(i, 0));
    uint64_t size = type_size(i->aux_type, c->ptr_bits);
    if (n < 0 || n > (int64_t)ISEL_MAX_FRAME || size > ISEL_MAX_FRAME ||
        size * (uint64_t)n > ISEL_MAX_FRAME) {
        diag_error(c->diag, i->v.loc, "unsupported: alloca larger than the frame limit "
                   "(%llu bytes)", (unsigned long long)ISEL_MAX_FRAME);
        return false;
    }
    return true;
}

/* Offsets of every alloca (by Instr.pos) and the frame's size/alignment. */
void frame_layout(IselCtx *c, const Global *fn)
{
    uint64_t off = 0, align = 1;
    /* The table of offsets is made at the first static alloca: most
     * functions have none, and it has a slot for every instruction. */
    c->frame.alloca_off = NULL;
    for (const Instr *i = fn->first->first; i; i = i->next) {
        if (i->op != OP_ALLOCA || !alloca_is_static(i))
            continue;
        if (!c->frame.alloca_off) {
            c->frame.alloca_off = arena_array(c->fn_arena, c->npos, sizeof *c->frame.alloca_off);
            for (uint32_t p = 0; p < c->npos; p++)
                c->frame.alloca_off[p] = -1;
        }
        uint64_t a = type_align(i->aux_type, c->ptr_bits);
        a = i->align > a ? i->align : a;
        uint64_t n = (uint64_t)const_int_sext((const Const *)instr_op(i, 0));
        off = (off + a - 1) / a * a;
        c->frame.alloca_off[i->pos] = (int64_t)off;
        off += type_size(i->aux_type, c->ptr_bits) * n;
        align = a > align ? a : align;
        off += off == 0; /* a zero-sized slot still needs a frame to point into */
    }
    c->mf->frame_size = off;
    c->mf->frame_align = (uint32_t)align;
}

/* One more slot at the end of the frame (byval.c's copies). */
int64_t frame_alloc(IselCtx *c, uint64_t size, uint32_t align)
{
    MFunc *mf = c->mf;
    uint64_t off = (mf->frame_size + align - 1) / align * align;
    mf->frame_size = off + (size ? size : 1);
    mf->frame_align = align > mf->frame_align ? align : mf->frame_align;
    return (int64_t)off;
}

/* The frame offset of a static alloca, or -1 when v is not one (a copied
 * byval parameter has a slot too, but byval.c answers for it). */
int64_t frame_offset(const IselCtx *c, const Value *v)
{
    if (v->kind != VK_INSTR || ((const Instr *)v)->op != OP_ALLOCA || !c->frame.alloca_off)
        return -1;
    return c->frame.alloca_off[((const Instr *)v)->pos];
}

DagNode *dag_frame(IselCtx *c, int64_t off)
{
    DagNode *n = dag_node(c, DOP_FRAME, ptr_vt(c), 0);
    n->ival = off;
    return n;
}

/* %SPL and %SP, at the start of the entry block (before anything reads
 * them).  An empty frame has neither. */
void frame_prologue(IselCtx *c)
{
    if (c->mf->frame_size == 0)
        return;
    const char *u = c->ptr_bits == 64 ? ".u64" : ".u32";
    MI(c, MOV, u, mo_special("%SPL"), mo_sym(fn_strf(c, "__local_depot%u", c->mf->index)));
    MI(c, CVTA, c->ptr_bits == 64 ? ".local.u64" : ".local.u32", mo_special("%SP"),
       mo_special("%SPL"));
}

void frame_state_reset(FrameState *s)
{
    *s = (FrameState){0};
}
