/*
 * isel/lower/switch.c -- `switch`: a tree of comparisons, or a brx.idx jump
 * table, or both.
 *
 * A switch picks one of n case values and jumps to that case's block, or
 * to the default block.  Testing the cases one after the other costs up
 * to n compare-and-branch pairs; a back end does better in two ways:
 *
 *   a compare tree.  Sort the case values; compare the condition with the
 *   middle one ("x >= pivot?") and branch into the upper or the lower half.
 *   Each step halves the cases, so a case is found in about log2(n)
 *   steps.  At the leaves a few cases (SWITCH_LINEAR_MAX) are tested one
 *   by one, and then the default follows.
 *
 *   a jump table.  When the case values of a range are dense -- most
 *   values between the smallest and the largest are cases -- one indexed
 *   branch does it: PTX's brx.idx jumps to entry `index` of a list of
 *   labels given by a .branchtargets directive.  The index is x - lo as
 *   an unsigned 32-bit number, checked against the table's length first
 *   (an out-of-range index is undefined behaviour in PTX, and a value
 *   below lo wraps around to a large unsigned number, so one unsigned
 *   comparison checks both ends).  Holes in the range jump to the default.
 *
 * The two combine.  The sorted cases are first grouped, left to right,
 * into clusters: the longest dense run starting at a case becomes a
 * table (at least SWITCH_TABLE_MIN cases, SWITCH_TABLE_DENSITY percent of
 * its entries used), any other case stands alone.  The tree is then built
 * over the clusters (lower_clusters), so an outlier value or two does not
 * stop the dense part from being a table.
 * brx.idx needs PTX ISA 6.0 (feature brx-idx); on targets whose own
 * minimum PTX version is older, tables are used only when --ptx-version
 * already asks for 6.0 or newer, so that a switch alone never raises the
 * version of the output.
 *
 * All of this happens inside one machine block: the tree's inner
 * branches go to local labels (mf_local_label), only the branches to
 * case blocks are MI_BRA machine branches.  The DAG side is small: a
 * SWITCH node whose one kid is the condition, zero-extended when it is
 * narrower than its register (i8, i24).  i1 and i128 conditions, which
 * this scheme does not cover, keep a chain of BRCASE compare-and-branch
 * nodes selected by patterns.
 *
 * Invariants: cases whose block is the default's are dropped (they jump
 * there anyway); equal case values are an IR error the verifier reports,
 * and here the first of them wins, as LLVM's interpreter would.
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

enum {
    SWITCH_LINEAR_MAX = 3,     /* a range this small is tested case by case */
    SWITCH_TABLE_MIN = 8,      /* fewer cases: the tree is as short as a table */
    SWITCH_TABLE_DENSITY = 40, /* at least this percentage of a table's
                                  entries are cases, not holes */
    SWITCH_TABLE_MAX = 4096,   /* entries: tables stay a reasonable size */
};

/* ---------------- the DAG side ---------------- */

static uint64_t low_bits(uint64_t v, unsigned bits)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static uint64_t case_value(const Instr *i, uint32_t k, unsigned bits)
{
    return low_bits(const_int_zext((const Const *)instr_op(i, k)), bits);
}

static DagNode *branch_to(IselCtx *c, const Block *to)
{
    DagNode *n = dag_node(c, DOP_BR, VT_NONE, 0);
    n->target[0] = edge_target(c, c->dag->bb, to);
    return n;
}

/* A constant condition: the branch is decided now. */
static DagNode *decided(IselCtx *c, const Instr *i, uint64_t x, unsigned bits)
{
    for (uint32_t k = 2; k + 1 < i->nops; k += 2)
        if (case_value(i, k, bits) == x)
            return branch_to(c, (const Block *)instr_op(i, k + 1));
    return branch_to(c, (const Block *)instr_op(i, 1));
}

/* condition == case value, for the BRCASE chain: an i128 compares both
 * halves; an i1 is the predicate itself, or its negation. */
static DagNode *case_test(IselCtx *c, const Instr *i, uint32_t k)
{
    DagVal x = dag_parts(c, instr_op(i, 0)), v = dag_parts(c, instr_op(i, k));
    if (x.p[0]->vt == VT_I1)
        return case_value(i, k, 1) ? x.p[0]
                                   : dag_node2(c, DOP_XOR, VT_I1, x.p[0], dag_const(c, VT_I1, 1));
    DagNode *eq = NULL;
    for (uint32_t p = 0; p < x.n; p++) {
        DagNode *e = dag_setcc(c, PRED_EQ, x.p[p], v.p[p]);
        eq = eq ? dag_node2(c, DOP_AND, VT_I1, eq, e) : e;
    }
    return eq;
}

static DagNode *case_chain(IselCtx *c, const Instr *i)
{
    const Block *bb = c->dag->bb;
    for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
        DagNode *n = dag_chained(c, dag_node1(c, DOP_BRCASE, VT_NONE, case_test(c, i, k)));
        n->target[0] = edge_target(c, bb, (const Block *)instr_op(i, k + 1));
    }
    return branch_to(c, (const Block *)instr_op(i, 1));
}

DagNode *dag_switch(IselCtx *c, const Instr *i)
{
    const Block *bb = c->dag->bb;
    const Value *cond = instr_op(i, 0);
    if (bb->nsuccs <= 1) /* every case goes to one block: just branch */
        return branch_to(c, (const Block *)instr_op(i, 1));
    DagVal x = dag_parts(c, cond);
    const TypeParts *tp = type_parts(c, cond->type, NULL);
    if (x.n != 1 || x.p[0]->vt == VT_I1)
        return case_chain(c, i);
    unsigned bits = tp->bits[0];
    DagNode *a = x.p[0];
    if (narrow_int(a->vt, bits))
        a = dag_ext_in_reg(c, a, bits, false, narrow_op_vt(a->vt));
    if (a->op == DOP_CONST)
        return decided(c, i, low_bits((uint64_t)a->ival, bits), bits);
    DagNode *n = dag_node1(c, DOP_SWITCH, VT_NONE, a);
    n->ival = (i->nops - 2) / 2;
    n->target[0] = edge_target(c, bb, (const Block *)instr_op(i, 1));
    return n;
}

/* ---------------- selection: the plan ---------------- */

typedef struct Case {
    uint64_t v;      /* the value, zero-extended from the IR width */
    uint32_t target; /* machine block */
    uint32_t order;  /* position in the IR's case list */
} Case;

/* cases[lo, hi): one jump table, or (lo + 1 == hi) one case. */
typedef struct Cluster {
    uint32_t lo, hi;
    bool table;
} Cluster;

typedef struct Switch {
    const DagNode *n;
    MOp x;           /* the condition's register */
    Vt vt;           /* its machine type: I16, I32 or I64 */
    Case *cases;     /* sorted by value, distinct values */
    uint32_t ncases;
    Cluster *clusters; /* runs of cases[], in order */
    uint32_t nclusters;
    uint32_t dflt;   /* the default's machine block */
    bool tables;     /* may brx.idx be used? */
} Switch;

static int by_value(const void *pa, const void *pb)
{
    const Case *a = pa, *b = pb;
    if (a->v != b->v)
        return a->v < b->v ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

/* The cases that do not go to the default, sorted, one per value. */
static void gather_cases(IselCtx *c, Switch *sw)
{
    const Instr *i = sw->n->ir;
    const Block *bb = i->parent;
    unsigned bits = type_parts(c, instr_op(i, 0)->type, NULL)->bits[0];
    sw->cases = arena_array(c->fn_arena, i->nops / 2 + 1, sizeof *sw->cases);
    for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
        uint32_t t = edge_target(c, bb, (const Block *)instr_op(i, k + 1));
        if (t != sw->dflt)
            sw->cases[sw->ncases++] = (Case){case_value(i, k, bits), t, k};
    }
    qsort(sw->cases, sw->ncases, sizeof *sw->cases, by_value);
    uint32_t n = 0;
    for (uint32_t k = 0; k < sw->ncases; k++)
        if (n == 0 || sw->cases[k].v != sw->cases[n - 1].v)
            sw->cases[n++] = sw->cases[k];
    sw->ncases = n;
}

/* brx.idx when the target has it at the PTX version the output has
 * anyway (see the file comment). */
static bool tables_allowed(const IselCtx *c)
{
    if (!target_has(c->target, FEAT_BRX_IDX))
        return false;
    unsigned have = c->opt.force_ptx ? c->opt.force_ptx : c->target->min_ptx;
    return target_feature_ptx(c->target, FEAT_BRX_IDX) <= have;
}

/* Is cases[lo, hi) one jump table's worth? */
static bool dense(const Switch *sw, uint32_t lo, uint32_t hi)
{
    uint64_t span = sw->cases[hi - 1].v - sw->cases[lo].v; /* entries - 1 */
    return hi - lo >= SWITCH_TABLE_MIN && span < SWITCH_TABLE_MAX &&
           (uint64_t)(hi - lo) * 100 >= (span + 1) * SWITCH_TABLE_DENSITY;
}

/* The longest dense run of cases from `lo`, or lo + 1 (a single case).
 * Runs never span more than SWITCH_TABLE_MAX values, which bounds the
 * scan. */
static uint32_t cluster_end(const Switch *sw, uint32_t lo)
{
    uint32_t best = lo + 1;
    if (!sw->tables)
        return best;
    for (uint32_t hi = lo + 1; hi <= sw->ncases; hi++) {
        if (sw->cases[hi - 1].v - sw->cases[lo].v >= SWITCH_TABLE_MAX)
            break;
        if (dense(sw, lo, hi))
            best = hi;
    }
    return best;
}

/* Group the sorted cases into clusters, left to right: a dense run
 * becomes a jump table, any other case stands alone. */
static void make_clusters(IselCtx *c, Switch *sw)
{
    sw->clusters = arena_array(c->fn_arena, sw->ncases + 1, sizeof *sw->clusters);
    for (uint32_t lo = 0; lo < sw->ncases;) {
        uint32_t hi = cluster_end(sw, lo);
        sw->clusters[sw->nclusters++] = (Cluster){lo, hi, hi - lo > 1};
        lo = hi;
    }
}

/* ---------------- selection: the code ---------------- */

static VReg pred_reg(IselCtx *c) { return mf_new_vreg(c, RC_P); }

static void branch_block(IselCtx *c, VReg pred, uint32_t target)
{
    mi_branch(c, pred, false, target);
}

/* setp.OP.uN p, x, v: a fresh predicate. */
static VReg compare(IselCtx *c, const Switch *sw, const char *op, uint64_t v)
{
    VReg p = pred_reg(c);
    MI(c, SETP, fn_strf(c, ".%s%s", op, vt_dot(sw->vt, 'u')), mo_reg(p), sw->x, mo_uimm(c, v));
    return p;
}

/* A few cases, one by one, then the default. */
static void lower_linear(IselCtx *c, const Switch *sw, uint32_t lo, uint32_t hi)
{
    for (uint32_t k = lo; k < hi; k++)
        branch_block(c, compare(c, sw, "eq", sw->cases[k].v), sw->cases[k].target);
    branch_block(c, VREG_NONE, sw->dflt);
}

/* x - base as a u32 register, after a check that sends values outside
 * the table's `entries` to the default -- unless the tree above already
 * confined x to the table (`checked`).  A 64-bit x is checked before it
 * is cut to 32 bits. */
static MOp table_index(IselCtx *c, const Switch *sw, uint64_t base, uint64_t entries,
                       bool checked)
{
    MOp x = sw->x;
    Vt vt = sw->vt;
    if (vt == VT_I16) {
        VReg r = mf_new_vreg(c, RC_R);
        MI(c, CVT, ".u32.u16", mo_reg(r), x);
        x = mo_reg(r), vt = VT_I32;
    }
    if (base) {
        VReg d = mf_new_vreg(c, vt_class(vt));
        MI(c, SUB, vt_dot(vt, 'u'), mo_reg(d), x, mo_uimm(c, base));
        x = mo_reg(d);
    }
    if (!checked) {
        VReg p = pred_reg(c);
        MI(c, SETP, fn_strf(c, ".gt%s", vt_dot(vt, 'u')), mo_reg(p), x, mo_uimm(c, entries - 1));
        branch_block(c, p, sw->dflt);
    }
    if (vt == VT_I64) {
        VReg r = mf_new_vreg(c, RC_R);
        MI(c, CVT, ".u32.u64", mo_reg(r), x);
        x = mo_reg(r);
    }
    return x;
}

/* "$L: .branchtargets $L__BB0_3, ...;" -- eight labels a line. */
static const char *table_text(IselCtx *c, const char *label, const uint32_t *t, uint64_t n)
{
    size_t cap = strlen(label) + 32 + n * 40, len = 0;
    char *s = arena_alloc(c->fn_arena, cap);
    len += (size_t)snprintf(s, cap, "%s: .branchtargets", label);
    for (uint64_t e = 0; e < n; e++)
        len += (size_t)snprintf(s + len, cap - len, "%s%s$L__BB%u_%u", e ? "," : "",
                                e % 8 ? " " : "\n\t\t", c->mf->index, t[e]);
    snprintf(s + len, cap - len, ";");
    return s;
}

/* cases[lo, hi) as one brx.idx; x is known to lie in [min, max]. */
static void lower_table(IselCtx *c, const Switch *sw, uint32_t lo, uint32_t hi, uint64_t min,
                        uint64_t max)
{
    uint64_t base = sw->cases[lo].v, entries = sw->cases[hi - 1].v - base + 1;
    MOp idx = table_index(c, sw, base, entries, min >= base && max - base < entries);
    uint32_t *t = arena_array(c->fn_arena, entries, sizeof *t);
    for (uint64_t e = 0; e < entries; e++)
        t[e] = sw->dflt;
    for (uint32_t k = lo; k < hi; k++)
        t[sw->cases[k].v - base] = sw->cases[k].target;
    const char *label = mf_local_label(c);
    mi_text(c, table_text(c, label, t, entries)); /* a directive */
    c->cur->last->table = t;
    c->cur->last->ntable = (uint32_t)entries;
    MI(c, BRX, ".idx", idx, mo_sym(label)); /* its need: the table's BRX row */
}

static void dump_plan(IselCtx *c, const Switch *sw, const Cluster *k, uint32_t n,
                      const char *how)
{
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "    t%u: cases %llu..%llu (%u of them): %s\n", sw->n->id,
                (unsigned long long)sw->cases[k[0].lo].v,
                (unsigned long long)sw->cases[k[n - 1].hi - 1].v, k[n - 1].hi - k[0].lo, how);
}

/* Are clusters k[0, n) a few single cases? */
static bool few_singles(const Cluster *k, uint32_t n)
{
    if (n > SWITCH_LINEAR_MAX)
        return false;
    for (uint32_t j = 0; j < n; j++)
        if (k[j].table)
            return false;
    return true;
}

/* Clusters k[0, n), knowing that x lies in [min, max]: one table, a few
 * cases tested one by one, or a split in the middle -- "x >= the first
 * value of the middle cluster?" -- and each half the same way. */
static void lower_clusters(IselCtx *c, const Switch *sw, const Cluster *k, uint32_t n,
                           uint64_t min, uint64_t max)
{
    if (n == 1 && k[0].table) {
        dump_plan(c, sw, k, n, "a brx.idx jump table");
        lower_table(c, sw, k[0].lo, k[0].hi, min, max);
        return;
    }
    if (few_singles(k, n)) {
        dump_plan(c, sw, k, n, "tested one by one");
        lower_linear(c, sw, k[0].lo, k[n - 1].hi);
        return;
    }
    uint32_t mid = n / 2;
    uint64_t pivot = sw->cases[k[mid].lo].v;
    dump_plan(c, sw, k, n, fn_strf(c, "split at %llu", (unsigned long long)pivot));
    const char *upper = mf_local_label(c);
    VReg ge = compare(c, sw, "ge", pivot);
    mi_guard(MI(c, BRA, "", mo_sym(upper)), ge, false);
    lower_clusters(c, sw, k, mid, min, pivot - 1);
    mi_text(c, fn_strf(c, "%s:", upper)); /* the label */
    lower_clusters(c, sw, k + mid, n - mid, pivot, max);
}

static uint64_t vt_max(Vt vt)
{
    return vt == VT_I64 ? UINT64_MAX : vt == VT_I32 ? UINT32_MAX : UINT16_MAX;
}

bool select_switch(IselCtx *c, DagNode *n)
{
    if (n->op != DOP_SWITCH)
        return false;
    Switch sw = {.n = n, .x = n->kids[0]->result, .vt = n->kids[0]->vt,
                 .dflt = n->target[0], .tables = tables_allowed(c)};
    gather_cases(c, &sw);
    make_clusters(c, &sw);
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "    t%u: switch on %s, %u cases besides the default%s\n", n->id,
                mo_text(c, sw.x), sw.ncases, sw.tables ? "" : " (no brx.idx at this PTX version)");
    if (sw.ncases == 0)
        branch_block(c, VREG_NONE, sw.dflt);
    else
        lower_clusters(c, &sw, sw.clusters, sw.nclusters, 0, vt_max(sw.vt));
    return true;
}
