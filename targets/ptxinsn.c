/*
 * targets/ptxinsn.c -- looking up the PTX instruction table
 * (ptxinsn.def): opcode by name (binary search over the sorted rows), and
 * what a form of an instruction needs on a target.
 *
 * Invariant: the tables are constant; nothing here keeps state.
 */
#include <string.h>

#include "targets/ptxinsn.h"

typedef struct InsnRow {
    const char *name;
    unsigned ptx;
    int feat; /* Feature, or -1 */
} InsnRow;

typedef struct FormRow {
    PtxOp op;
    const char *mods;
    unsigned ptx;
    int feat;
} FormRow;

/* NONE in a row: no feature (Feature has no such member). */
enum { FEAT_NONE = -1 };
#define PI_FEAT(f) FEAT_##f

static const InsnRow insn_rows[] = {
#define PI_ROW(id, name, ptx, feat) {name, ptx, (int)PI_FEAT(feat)},
    PTX_INSNS(PI_ROW)
#undef PI_ROW
};

static const FormRow form_rows[] = {
#define PI_FORM(id, mods, ptx, feat) {PI_##id, mods, ptx, (int)PI_FEAT(feat)},
    PTX_INSN_FORMS(PI_FORM)
#undef PI_FORM
    {PI__COUNT, NULL, 0, FEAT_NONE} /* keeps the array nonempty */
};

const char *ptxop_name(PtxOp op)
{
    return (unsigned)op < PI__COUNT ? insn_rows[op].name : "?";
}

int ptxop_lookup(const char *s, size_t len)
{
    size_t lo = 0, hi = PI__COUNT;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *name = insn_rows[mid].name;
        int d = strncmp(name, s, len);
        if (d == 0)
            d = name[len] ? 1 : 0;
        if (d == 0)
            return (int)mid;
        if (d < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* Do the dotted components `form` occur in `mods`, next to each other?
 * ".f16" is in ".rn.f16" but not in ".rn.f16x2". */
static bool mods_contain(const char *mods, const char *form)
{
    size_t n = strlen(form);
    for (const char *p = strstr(mods, form); p; p = strstr(p + 1, form))
        if (p[n] == 0 || p[n] == '.')
            return true;
    return false;
}

static void add_need(const Target *t, PtxNeed *nd, unsigned ptx, int feat)
{
    if (ptx > nd->ptx)
        nd->ptx = ptx;
    if (feat < 0)
        return;
    unsigned fptx = target_feature_ptx(t, (Feature)feat);
    if (fptx > nd->ptx)
        nd->ptx = fptx;
    for (int k = 0; k < PTXOP_MAX_FEATS; k++) {
        if (nd->feat[k] == feat)
            return;
        if (nd->feat[k] < 0) {
            nd->feat[k] = feat;
            return;
        }
    }
    /* More distinct features than PTXOP_MAX_FEATS in one form (no form
     * comes close): the PTX version above still counts them all. */
}

/* The first form row of op (the rows are grouped by instruction, in the
 * order of the X rows: ptxop_table_ok checks), or the end marker. */
static const FormRow *first_form(PtxOp op)
{
    size_t lo = 0, hi = sizeof form_rows / sizeof *form_rows - 1; /* the marker */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (form_rows[mid].op < op)
            lo = mid + 1;
        else
            hi = mid;
    }
    return &form_rows[lo];
}

PtxNeed ptxop_need(const Target *t, PtxOp op, const char *mods)
{
    PtxNeed nd = {.ptx = 0};
    for (int k = 0; k < PTXOP_MAX_FEATS; k++)
        nd.feat[k] = -1;
    if ((unsigned)op >= PI__COUNT)
        return nd;
    add_need(t, &nd, insn_rows[op].ptx, insn_rows[op].feat);
    for (const FormRow *f = first_form(op); f->op == op; f++)
        if (mods_contain(mods, f->mods))
            add_need(t, &nd, f->ptx, f->feat);
    return nd;
}

bool ptxop_table_ok(void)
{
    for (unsigned i = 1; i < PI__COUNT; i++)
        if (strcmp(insn_rows[i - 1].name, insn_rows[i].name) >= 0)
            return false;
    for (const FormRow *f = form_rows; f->mods; f++)
        if (f->mods[0] != '.' || (unsigned)f->op >= PI__COUNT ||
            (f != form_rows && f[-1].op > f->op)) /* grouped, in X order */
            return false;
    return true;
}
