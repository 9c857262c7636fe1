/*
 * isel/mach/copyfold.c -- machine pass "copy-fold": a value computed only
 * to be copied is computed into the copy's register.
 *
 * A block's DAG writes an instruction's result into a register of its
 * own; the value then travels by register copies: to the register other
 * blocks read (mach/phi.c hands those out), then, at the end of a loop
 * body, to a phi's register.  The wmma loop of the corpus's wmma_gemm:
 *
 *     wmma.mma... {%f25, ..., %f32}, {...}, {...}, {%f10, ..., %f9};
 *     mov.f32 %f17, %f25;   ...           (the values other blocks read)
 *     add.s32 %r7, %r6, 16;
 *     mov.b32 %r6, %r7;                   (phi copies, back edge)
 *     mov.f32 %f16, %f23;   ...
 *
 * ptxas keeps many of these copies (that loop: 248 SASS instructions,
 * 232 with the accumulator updated in place as llc writes it).  For
 *
 *     i:  ... X ...      (the only instruction that writes X)
 *     j:  mov P, X
 *
 * in one block, instruction i writes P instead, every read of X reads P,
 * and the copy goes -- when that cannot change a value anyone reads:
 *
 *   - X is written once, by instruction i, as (part of) its first
 *     operand, the one PTX instructions write; i has no guard and is
 *     not wgmma (whose accumulators are read and written);
 *   - nothing between i and j mentions P (so P's old value is not read
 *     after i, and nothing else writes it first), and nothing between
 *     them branches or is a text line (a local loop label, a call
 *     sequence's scope);
 *   - X is read only in this block after i (not before it, as a loop's
 *     previous trip would), or in the split-edge blocks
 *     laid out right after it (the phi copies of its critical edges,
 *     which run right after it), and P is written nowhere after j there:
 *     every read of X then finds the same value in P;
 *   - neither X nor P is a register inline asm names (its text carries
 *     them as operands, asm.c: the text is not rewritten), and the
 *     function has no text line that names registers without listing
 *     them.
 *
 * Reading P in instruction i itself is fine: a PTX instruction reads its
 * sources before it writes its destinations (how llc writes the wmma
 * accumulator: `{%f1..%f8}` both as d and as c).
 *
 * Runs after selection of the whole function (after sym-hoist); not at
 * -O0.  Keeps the counts it decides on up to date as it folds, so that
 * chains fold in one walk (the wmma result into %f17, then into the phi
 * register %f16).
 */
#include <string.h>

#include "isel/isel.h"

/* What the function does with one register. */
typedef struct RegUse {
    uint32_t defs;       /* instructions that write it (first operand) */
    MInstr *def;         /* the last of them */
    uint32_t def_block;
    uint32_t lo, hi;     /* the first and last block that mention it */
    bool seen;
    bool pinned;         /* mentioned where the pass cannot follow it */
} RegUse;

typedef struct CopyFold {
    IselCtx *c;
    uint32_t base[RC__COUNT + 1]; /* dense index of each class's registers */
    RegUse *u;
} CopyFold;

static RegUse *use_of(CopyFold *f, VReg r)
{
    return &f->u[f->base[VREG_CLASS(r)] + VREG_NUM(r)];
}

static void mention(CopyFold *f, VReg r, uint32_t b)
{
    RegUse *u = use_of(f, r);
    if (!u->seen || b < u->lo)
        u->lo = b;
    if (!u->seen || b > u->hi)
        u->hi = b;
    u->seen = true;
}

typedef struct Visit {
    CopyFold *f;
    uint32_t b;
    MInstr *mi;
    bool def;
} Visit;

static void visit_reg(void *arg, VReg r)
{
    Visit *v = arg;
    mention(v->f, r, v->b);
    if (!v->def)
        return;
    RegUse *u = use_of(v->f, r);
    u->defs++;
    u->def = v->mi, u->def_block = v->b;
    if (v->mi->op == PI_WGMMA || v->mi->guard != VREG_NONE)
        u->pinned = true;
}

/* A register inline asm names (its text carries it as an operand): the
 * text is not rewritten, so the register keeps its name and its value. */
static void pin_reg(void *arg, VReg r)
{
    Visit *v = arg;
    mention(v->f, r, v->b);
    use_of(v->f, r)->pinned = true;
}

bool mf_text_names_registers(const MFunc *mf)
{
    for (uint32_t b = 0; b < mf->nblocks; b++)
        for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
            if (mi->kind == MI_TEXT && !mi->nops && strchr(mi->text, '%'))
                return true;
    return false;
}

static void count(CopyFold *f)
{
    const MFunc *mf = f->c->mf;
    for (uint32_t b = 0; b < mf->nblocks; b++)
        for (MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next) {
            Visit v = {f, b, mi, false};
            if (mi->kind == MI_TEXT) {
                for (uint32_t k = 0; k < mi->nops; k++)
                    mo_each_reg(&mi->ops[k], pin_reg, &v);
                continue;
            }
            if (mi->guard != VREG_NONE)
                mention(f, mi->guard, b);
            for (uint32_t k = 0; k < mi->nops; k++) {
                v.def = k == 0 && mi_writes_first(mi);
                mo_each_reg(&mi->ops[k], visit_reg, &v);
            }
        }
}

/* Does operand m mention register r? */
static bool op_has(const MOp *m, VReg r)
{
    if (m->kind == MO_REG)
        return m->reg == r;
    if (m->kind == MO_ADDR || m->kind == MO_GROUP)
        for (uint32_t k = 0; k < m->n; k++)
            if (op_has(&m->sub[k], r))
                return true;
    return false;
}

static bool mentions(const MInstr *mi, VReg r)
{
    if (mi->guard == r)
        return true;
    for (uint32_t k = 0; k < mi->nops; k++)
        if (op_has(&mi->ops[k], r))
            return true;
    return false;
}

/* The last block of b's run: b and the split-edge blocks after it. */
static uint32_t run_end(const MFunc *mf, uint32_t b)
{
    while (b + 1 < mf->nblocks && mf->blocks[b + 1]->split_edge)
        b++;
    return b;
}

/* From i (exclusive) to j (exclusive): no mention of p, no branch, no
 * text line.  j must follow i in the block. */
static bool quiet_between(const MInstr *i, const MInstr *j, VReg p)
{
    for (const MInstr *mi = i->next; mi != j; mi = mi->next) {
        if (!mi)
            return false;
        if (mi->kind != MI_INSN || mi->op == PI_BRA || mentions(mi, p))
            return false;
    }
    return true;
}

/* Is x read before instruction i in block bb (a loop's previous trip)? */
static bool read_before(const MBlock *bb, const MInstr *i, VReg x)
{
    for (const MInstr *mi = bb->first; mi != i; mi = mi->next)
        if (mentions(mi, x))
            return true;
    return false;
}

/* Is p written after j in blocks [from, to] (j's block first)? */
static bool written_after(const MFunc *mf, const MInstr *j, uint32_t from, uint32_t to, VReg p)
{
    for (uint32_t b = from; b <= to; b++)
        for (const MInstr *mi = b == from ? j->next : mf->blocks[b]->first; mi; mi = mi->next)
            if (mi_writes_first(mi) && op_has(&mi->ops[0], p))
                return true;
    return false;
}

/* Operand m with register x read as p (a copy when it changes). */
static MOp renamed(IselCtx *c, const MOp *m, VReg x, VReg p)
{
    MOp r = *m;
    if (m->kind == MO_REG && m->reg == x)
        r.reg = p;
    if ((m->kind == MO_ADDR || m->kind == MO_GROUP) && op_has(m, x)) {
        MOp *sub = arena_array(c->fn_arena, m->n, sizeof *sub);
        for (uint32_t k = 0; k < m->n; k++)
            sub[k] = renamed(c, &m->sub[k], x, p);
        r.sub = sub;
    }
    return r;
}

static void rename_in(IselCtx *c, MInstr *mi, VReg x, VReg p)
{
    if (mi->kind != MI_INSN && mi->kind != MI_BRA)
        return;
    if (mi->guard == x)
        mi->guard = p;
    bool any = false;
    for (uint32_t k = 0; k < mi->nops; k++)
        any |= op_has(&mi->ops[k], x);
    if (!any)
        return;
    MOp *ops = arena_array(c->fn_arena, mi->nops, sizeof *ops);
    for (uint32_t k = 0; k < mi->nops; k++)
        ops[k] = renamed(c, &mi->ops[k], x, p);
    mi->ops = ops;
}

/* Fold copy j (after prev in block b) if the rules above allow. */
static bool fold(CopyFold *f, uint32_t b, MInstr *prev, MInstr *j)
{
    const MFunc *mf = f->c->mf;
    VReg p = j->ops[0].reg, x = j->ops[1].reg;
    RegUse *ux = use_of(f, x), *up = use_of(f, p);
    uint32_t end = run_end(mf, b);
    if (ux->defs != 1 || ux->pinned || up->pinned || ux->def_block != b || ux->lo != b ||
        ux->hi > end)
        return false;
    MInstr *i = ux->def;
    if (op_has(&i->ops[0], p) || read_before(mf->blocks[b], i, x) || !quiet_between(i, j, p) ||
        written_after(mf, j, b, end, p))
        return false;
    for (uint32_t k = b; k <= end; k++)
        for (MInstr *mi = k == b ? i : mf->blocks[k]->first; mi; mi = mi->next)
            rename_in(f->c, mi, x, p);
    prev->next = j->next; /* i comes first: j is never the block's first */
    if (mf->blocks[b]->last == j)
        mf->blocks[b]->last = prev;
    /* P is now written by i where j wrote it, and read wherever X was */
    up->def = i, up->def_block = b;
    up->lo = up->lo < b ? up->lo : b;
    up->hi = up->hi > ux->hi ? up->hi : ux->hi;
    ux->defs = 0, ux->seen = false;
    return true;
}

void copy_fold(IselCtx *c)
{
    MFunc *mf = c->mf;
    if (c->opt.opt_level == 0 || mf_text_names_registers(mf))
        return;
    CopyFold f = {.c = c};
    for (unsigned rc = 0; rc < RC__COUNT; rc++)
        f.base[rc + 1] = f.base[rc] + mf->nregs[rc] + 1;
    f.u = arena_array(c->fn_arena, f.base[RC__COUNT] ? f.base[RC__COUNT] : 1, sizeof *f.u);
    memset(f.u, 0, (f.base[RC__COUNT] ? f.base[RC__COUNT] : 1) * sizeof *f.u);
    count(&f);
    uint32_t folded = 0;
    for (uint32_t b = 0; b < mf->nblocks; b++) {
        MInstr *prev = NULL;
        for (MInstr *mi = mf->blocks[b]->first; mi;) {
            MInstr *next = mi->next;
            if (prev && mi_is_reg_copy(mi) && fold(&f, b, prev, mi)) {
                folded++;
            } else {
                prev = mi;
            }
            mi = next;
        }
    }
    if (c->opt.dump_isel && folded)
        fprintf(c->opt.dump, "copy-fold: %u register copies folded into what they copy\n",
                folded);
}
