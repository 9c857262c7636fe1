/*
 * isel/mach/needs.c -- what the selected instructions need from the target, and
 * the errors when the target cannot give it.
 *
 * Duties:
 *   - isel_need(): every place that emits an instruction needing a PTX
 *     version or a target feature (a rule's instructions, from the table,
 *     and its `ptx NN` / `feat NAME` for an operand, in reduce.c; the
 *     hand-written layers such as atomic.c) records it here.
 *     The function remembers the highest PTX version any instruction
 *     needs on this target, and *which* instruction (its mnemonic and
 *     source location) needed it, so that `--ptx-version 6.5` can be
 *     refused with "'tanh.approx.f32' requires PTX ISA 7.0" rather than
 *     with PTX that ptxas rejects.
 *   - isel_require() and isel_gate_error(): the one wording of a gating
 *     error, "'min.NaN.f32' requires sm_80 or newer (target is sm_75)",
 *     for the labeler (a rule the target cannot have) and the hand-written
 *     layers.
 *   - Mnemonics: the first word of a line of text (inline asm's, for
 *     a message).
 *   - isel_need_table(): one instruction's rows of the table, recorded at
 *     a location (the reducer's: the IR instruction a template was
 *     expanded for).
 *   - isel_needs_from_table(): after selection, every instruction of the
 *     function the reducer did not already record (MInstr.needs_done) is
 *     looked up in the PTX instruction table
 *     (targets/ptxinsn.def) and its needs recorded the same way -- so an
 *     instruction counts toward .version whichever path emitted it, and
 *     one whose feature the target lacks is a gating error rather than
 *     PTX ptxas rejects (a path that forgot to ask cannot slip through).
 *
 * Invariants:
 *   - A feature's PTX version is the one it needs on *this* target
 *     (target_feature_ptx: fp8 is 8.1 on sm_89, 7.8 on sm_90); the
 *     target's own minimum is not an instruction's need and is left to the
 *     writer, so the recorded instruction is always one that raised
 *     .version above the target's minimum.
 *   - Ties keep the first instruction (program order): deterministic.
 *   - Nothing here compares SM numbers; targets/ answers every question.
 */
#include <stdio.h>
#include <string.h>

#include "isel/isel.h"

Loc isel_node_loc(const DagNode *n)
{
    return n && n->ir ? n->ir->v.loc : (Loc){0, 0};
}

/* Copy the first word of an instruction, without a guard predicate
 * ("@%p1 bra $L1;" -> "bra"), into buf.  A word ends at white space, ';'
 * or ','. */
void isel_mnemonic(const char *insn, char *buf, size_t n)
{
    const char *p = insn ? insn : "";
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p == '@') { /* skip "@%p1 " or "@!%p1 " */
        while (*p && *p != ' ' && *p != '\t')
            p++;
        while (*p == ' ' || *p == '\t')
            p++;
    }
    size_t len = strcspn(p, " \t;,");
    if (n == 0)
        return;
    len = len < n - 1 ? len : n - 1;
    memcpy(buf, p, len);
    buf[len] = 0;
}

void isel_need(IselCtx *c, const char *insn, unsigned ptx, int feature, Loc loc)
{
    MFunc *mf = c->mf;
    unsigned need = ptx;
    if (feature >= 0 && feature < FEAT_COUNT) {
        mf->features |= TNV_FEATURE_BIT(feature); /* 0 past the 64th: see targets.h */
        unsigned fptx = target_feature_ptx(c->target, (Feature)feature);
        need = fptx > need ? fptx : need;
    }
    if (need <= mf->min_ptx)
        return;
    mf->min_ptx = need;
    mf->need_loc = loc;
    isel_mnemonic(insn, mf->need_insn, sizeof mf->need_insn);
}

void isel_need_last(IselCtx *c, unsigned ptx, int feature, Loc loc)
{
    if (!c->cur->last)
        BUG("isel_need_last with no instruction emitted");
    char m[ISEL_MNEMONIC_MAX];
    mi_mnemonic(c->cur->last, m, sizeof m);
    isel_need(c, m, ptx, feature, loc);
}

void isel_gate_error(IselCtx *c, Loc loc, const char *what, Feature f)
{
    char req[96];
    diag_error(c->diag, loc, "%s requires %s (target is %s)", what,
               feature_requirement(f, req, sizeof req), c->target->name);
}

void isel_need_module(IselCtx *c, const char *what, unsigned ptx, Loc loc)
{
    ModuleNeeds *m = &c->mod_needs;
    if (ptx <= m->ptx)
        return;
    m->ptx = ptx;
    m->loc = loc;
    snprintf(m->what, sizeof m->what, "%s", what);
}

bool isel_require(IselCtx *c, Feature f, const char *what, Loc loc)
{
    if (target_has(c->target, f))
        return true;
    isel_gate_error(c, loc, what, f);
    return false;
}

/* The memo behind isel_ptxop_need: open addressing on a hash of the
 * instruction and its modifier string, which is copied into the module
 * arena (the asker's string dies with its function or block).  It only
 * grows; libdevice asks about some 600 distinct pairs. */
typedef struct NeedSlot {
    const char *mods; /* NULL: empty slot */
    uint32_t hash;
    PtxOp op;
    PtxNeed need;
} NeedSlot;

struct NeedMemo {
    NeedSlot *slots;
    uint32_t cap, used; /* cap a power of two, used < cap / 2 */
};

static uint32_t need_hash(PtxOp op, const char *mods)
{
    uint32_t h = 2166136261u ^ (uint32_t)op; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)mods; *p; p++)
        h = (h ^ *p) * 16777619u;
    return h;
}

static NeedSlot *need_find(NeedMemo *m, PtxOp op, const char *mods, uint32_t h)
{
    for (uint32_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        NeedSlot *s = &m->slots[i];
        if (!s->mods || (s->hash == h && s->op == op && !strcmp(s->mods, mods)))
            return s;
    }
}

static void need_grow(const IselCtx *c, NeedMemo *m)
{
    NeedMemo old = *m;
    m->cap = old.cap ? old.cap * 2 : 256;
    m->slots = arena_array(c->mod_arena, m->cap, sizeof *m->slots);
    for (uint32_t i = 0; i < old.cap; i++)
        if (old.slots[i].mods)
            *need_find(m, old.slots[i].op, old.slots[i].mods, old.slots[i].hash) = old.slots[i];
}

void isel_need_memo_init(IselCtx *c)
{
    if (!c->need_memo) {
        c->need_memo = arena_alloc(c->mod_arena, sizeof *c->need_memo);
        need_grow(c, c->need_memo);
    }
}

/* The memo's slot of (op, mods), made on the first question. */
static const NeedSlot *need_slot(const IselCtx *c, PtxOp op, const char *mods)
{
    NeedMemo *m = c->need_memo;
    if (!m)
        BUG("isel_ptxop_need before isel_need_memo_init");
    uint32_t h = need_hash(op, mods);
    NeedSlot *s = need_find(m, op, mods, h);
    if (s->mods)
        return s;
    if (2 * (m->used + 1) >= m->cap) {
        need_grow(c, m);
        s = need_find(m, op, mods, h);
    }
    *s = (NeedSlot){arena_strdup(c->mod_arena, mods), h, op, ptxop_need(c->target, op, mods)};
    m->used++;
    return s;
}

PtxNeed isel_ptxop_need(const IselCtx *c, PtxOp op, const char *mods)
{
    return need_slot(c, op, mods)->need;
}

/* The memo keeps one copy of each (instruction, modifiers) pair for the
 * whole module, so an instruction whose modifiers were filled in per
 * node (".s32" from "%t") points at that copy instead of a copy of its
 * own: 16 bytes less per instruction in the function arena, and the
 * table's needs of the instruction are then already known. */
const char *isel_mods_intern(const IselCtx *c, PtxOp op, const char *mods)
{
    return need_slot(c, op, mods)->mods;
}

/* The table's needs of one instruction.  The mnemonic (a string built
 * with snprintf) is only made when it is reported: when the target
 * lacks a feature, or when the instruction raises the function's PTX
 * version -- rarely, since most instructions need nothing new. */
void isel_need_table(IselCtx *c, const MInstr *mi, Loc loc)
{
    PtxNeed nd = isel_ptxop_need(c, mi->op, mi->mods);
    if (!nd.ptx && nd.feat[0] < 0)
        return;
    char m[ISEL_MNEMONIC_MAX];
    for (int k = 0; k < PTXOP_MAX_FEATS && nd.feat[k] >= 0; k++) {
        Feature f = (Feature)nd.feat[k];
        if (target_has(c->target, f))
            continue;
        /* A path selected an instruction the target lacks without asking
         * first: refuse, rather than write PTX ptxas rejects. */
        char what[ISEL_MNEMONIC_MAX + 2];
        mi_mnemonic(mi, m, sizeof m);
        snprintf(what, sizeof what, "'%s'", m);
        isel_gate_error(c, loc, what, f);
        return;
    }
    for (int k = 0; k < PTXOP_MAX_FEATS && nd.feat[k] >= 0; k++)
        if (nd.feat[k] < FEAT_COUNT) /* as isel_need records it */
            c->mf->features |= TNV_FEATURE_BIT(nd.feat[k]);
    /* nd.ptx already counts each feature's PTX version on this target
     * (ptxop_need adds target_feature_ptx), so one call records all. */
    if (nd.ptx <= c->mf->min_ptx)
        return;
    mi_mnemonic(mi, m, sizeof m);
    isel_need(c, m, nd.ptx, -1, loc);
}

void isel_needs_from_table(IselCtx *c)
{
    const MFunc *mf = c->mf;
    for (uint32_t b = 0; b < mf->nblocks; b++)
        for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
            if (mi->kind != MI_TEXT && !mi->needs_done) /* the reducer's are */
                isel_need_table(c, mi, c->fn->v.loc); /* at the function's location */
}
