/*
 * isel/select/label.c -- the table-driven labeler: for every DAG node and every
 * nonterminal, the cheapest rule that derives the nonterminal at the node.
 *
 * The classic bottom-up dynamic programme of BURS/lburg, run over the DAG
 * in creation order (operands are always created before their users, so
 * every kid is labelled before its parent).  A rule matches at node n when
 * its pattern tree matches n's subtree: operations and types agree, and at
 * each nonterminal leaf the DAG node there can derive that nonterminal
 * (its cost is then added).  Chain rules (`reg: imm`) are closed over
 * afterwards until no cost improves.
 *
 * Roots -- nodes computed once on their own (chained nodes, values used
 * several times or in other blocks) -- cannot be folded into a parent: a
 * parent sees a root only as a register, through root_leaf costs that
 * start from {reg: 0} and add chain rules.
 *
 * A root nothing covers is an error.  When a rule would cover it but for
 * a `feat` the target lacks, the error says so ("'min.NaN.f32' requires
 * sm_80 or newer (target is sm_75)"); otherwise it is "unsupported: no
 * instruction pattern covers ...".
 *
 * Speed: this is one of the compiler's hot loops (every DAG node of every
 * block).  Chain closure asks each chain rule's own cost once per node
 * and stops as soon as another pass could not change anything, and the
 * leaf labels of roots are shared through a module-lifetime memo
 * (IselCtx.label_memo); both are explained where they are done, and
 * neither changes a label.
 *
 * Invariants: costs are saturating (cost_add/cost_mul clamp at COST_INF,
 * never wrap); COST_INF means "cannot derive"; ties go to the
 * rule first in nvptx.md, so the result is deterministic.
 */
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

int64_t cost_add(int64_t a, int64_t b)
{
    if (a == COST_INF || b == COST_INF)
        return COST_INF;
    if (b > 0 && a > COST_INF - b)
        return COST_INF;
    if (b < 0 && a < INT64_MIN - b)
        return INT64_MIN;
    return a + b;
}

int64_t cost_mul(int64_t a, int64_t b)
{
    if (a == COST_INF || b == COST_INF)
        return COST_INF;
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        return ((a < 0) != (b < 0)) ? INT64_MIN : COST_INF;
    return r;
}

unsigned root_goal(const DagNode *n)
{
    return n->vt == VT_NONE ? NT_stmt : NT_reg;
}

static void alloc_labels(IselCtx *c, DagNode *n)
{
    n->cost = arena_array(c->dag_arena, isel_nnts, sizeof *n->cost);
    n->rule = arena_array(c->dag_arena, isel_nnts, sizeof *n->rule);
    for (unsigned i = 0; i < isel_nnts; i++)
        n->cost[i] = COST_INF;
}

/* The cost of deriving nonterminal nt at kid k as seen from a parent. */
static int64_t kid_cost(const DagNode *k, unsigned nt)
{
    return k->root ? k->leaf_cost[nt] : k->cost[nt];
}

/* Cost of pattern node p matching DAG node n (top: n is the rule's own
 * node, which may be a root), not counting the rule's own cost. */
static int64_t match(const DagNode *n, uint16_t p, bool top)
{
    const PatNode *pn = &isel_pat[p];
    if (pn->op < 0)
        return kid_cost(n, pn->nt);
    if ((!top && n->root) || pn->op != (int)n->op || pn->intr != n->intr)
        return COST_INF;
    if ((pn->vt >= 0 && pn->vt != (int)n->vt) || pn->nkids != n->nkids)
        return COST_INF;
    int64_t sum = 0;
    for (unsigned i = 0; i < pn->nkids && sum != COST_INF; i++)
        sum = cost_add(sum, match(n->kids[i], pn->kids[i], false));
    return sum;
}


/* Does the target lack something rule r's instructions need at n?  The
 * answer comes from the instruction table (isel_rule_lacks), which
 * matches the modifiers against its form rows: a few string searches per
 * instruction, asked for every candidate rule at every node.  For a rule
 * whose modifiers are all fixed (no '%' filled in from the node), the
 * answer depends on the target alone, which is the same for the whole
 * module: it is computed once and kept (LabelMemo.lacks). */
enum { LACKS_UNKNOWN = -2, LACKS_BY_NODE = -3 };
static int16_t *lacks_memo(const IselCtx *c);

static bool fixed_mods(const IselRule *r)
{
    for (unsigned k = 0; k < r->nlines; k++)
        if (strchr(r->lines[k].mods, '%'))
            return false;
    return true;
}

static bool rule_lacks(const IselCtx *c, const IselRule *r, const DagNode *n)
{
    int16_t *known = &lacks_memo(c)[r - isel_rules];
    if (*known == LACKS_BY_NODE)
        return isel_rule_lacks(c, r, n) >= 0;
    if (*known == LACKS_UNKNOWN) {
        if (!fixed_mods(r)) {
            *known = LACKS_BY_NODE;
            return isel_rule_lacks(c, r, n) >= 0;
        }
        *known = (int16_t)isel_rule_lacks(c, r, n);
    }
    return *known >= 0;
}

/* A rule's own cost at n: static cost, dynamic cost, target gate. */
static int64_t rule_cost(const IselCtx *c, const IselRule *r, const DagNode *n)
{
    int64_t cost = r->cost;
    if (r->dyn)
        cost = cost_add(cost, r->dyn(c, n));
    if (cost != COST_INF && rule_lacks(c, r, n))
        return COST_INF;
    return cost;
}

static bool record(int64_t *cost, uint16_t *rule, unsigned nt, int64_t k, unsigned r)
{
    if (k >= cost[nt])
        return false;
    cost[nt] = k;
    rule[nt] = (uint16_t)r;
    return true;
}

enum { LABEL_MAX_CHAIN_RULES = 32 }; /* above nvptx.md's 13; chain_facts checks */

/* Facts of the chain rules, the same for every node (worked out once per
 * module, LabelMemo): first_reader[nt] is the first position in
 * isel_chain_rules of a rule whose right-hand side is nt, or
 * LABEL_MAX_CHAIN_RULES when no chain rule reads nt; from_reg has a bit
 * for each position whose rule can fire in a closure that starts from
 * reg alone (a leaf view): its right-hand side is reg or reachable from
 * reg through chain rules. */
typedef struct ChainFacts {
    uint8_t first_reader[NT__COUNT];
    uint32_t from_reg;
} ChainFacts;

/* The own costs of the chain rules at one node, each computed when first
 * needed (rule_cost may call a dynamic predicate; closing the chains of a
 * node and of its leaf view asks for the same ones several times).
 * known[i] says whether cost[i] holds chain rule i's rule_cost yet. */
typedef struct ChainCosts {
    const DagNode *n;
    const ChainFacts *facts;
    int64_t cost[LABEL_MAX_CHAIN_RULES];
    bool known[LABEL_MAX_CHAIN_RULES];
} ChainCosts;

static void chain_facts(ChainFacts *f)
{
    if (isel_nchain_rules > LABEL_MAX_CHAIN_RULES)
        BUG("nvptx.md has %u chain rules; LABEL_MAX_CHAIN_RULES is %d", isel_nchain_rules,
            LABEL_MAX_CHAIN_RULES);
    f->from_reg = 0;
    memset(f->first_reader, LABEL_MAX_CHAIN_RULES, isel_nnts);
    for (unsigned i = isel_nchain_rules; i-- > 0;)
        f->first_reader[isel_rules[isel_chain_rules[i]].chain_nt] = (uint8_t)i;
    bool reach[NT__COUNT] = {[NT_reg] = true};
    for (bool grew = true; grew;) {
        grew = false;
        for (unsigned i = 0; i < isel_nchain_rules; i++) {
            const IselRule *r = &isel_rules[isel_chain_rules[i]];
            if (reach[r->chain_nt] && !(f->from_reg >> i & 1)) {
                f->from_reg |= 1u << i;
                reach[r->lhs] = grew = true;
            }
        }
    }
}

static void chain_costs_init(ChainCosts *cc, const DagNode *n, const ChainFacts *f)
{
    cc->n = n;
    cc->facts = f;
    memset(cc->known, 0, sizeof cc->known);
}

static int64_t chain_cost(const IselCtx *c, ChainCosts *cc, unsigned i)
{
    if (!cc->known[i]) {
        cc->cost[i] = rule_cost(c, &isel_rules[isel_chain_rules[i]], cc->n);
        cc->known[i] = true;
    }
    return cc->cost[i];
}

/* Apply chain rules, in passes over them in nvptx.md's order, until
 * nothing improves.  Each pass either lowers some cost or stops, and
 * costs are bounded below, so this terminates.
 *
 * Two shortcuts, neither of which changes the result (which rule wins a
 * tie included): a rule whose right-hand side is not derivable
 * (COST_INF) cannot record, so its own cost is not asked for; and a
 * further pass is made only when a cost improved that a rule at or
 * before the improving one reads (first_reader).  A rule later in the
 * pass has already seen the new cost, and a rule whose right-hand side
 * did not change since its last visit computes the same sum again, which
 * cannot beat the (never rising) cost it failed to beat then -- so the
 * pass the plain loop would add records nothing. */
static void close_chains(const IselCtx *c, ChainCosts *cc, int64_t *cost, uint16_t *rule)
{
    bool again = true;
    while (again) {
        again = false;
        for (unsigned i = 0; i < isel_nchain_rules; i++) {
            const IselRule *r = &isel_rules[isel_chain_rules[i]];
            if (cost[r->chain_nt] == COST_INF)
                continue;
            int64_t k = cost_add(cost[r->chain_nt], chain_cost(c, cc, i));
            if (record(cost, rule, r->lhs, k, isel_chain_rules[i]))
                again |= cc->facts->first_reader[r->lhs] <= i;
        }
    }
}

/* The rules that may match at n: rules[*lo .. *hi) -- those of the node's
 * intrinsic for an INTRIN, else those of its operation. */
static void candidate_rules(const DagNode *n, const uint16_t **rules, unsigned *lo,
                            unsigned *hi)
{
    bool intr = n->op == DOP_INTRIN;
    const uint16_t *first = intr ? isel_intr_first : isel_op_first;
    unsigned key = intr ? n->intr : (unsigned)n->op;
    *rules = intr ? isel_intr_rules : isel_op_rules;
    *lo = first[key];
    *hi = first[key + 1];
}

static void label_node(IselCtx *c, DagNode *n, ChainCosts *cc)
{
    alloc_labels(c, n);
    if (dagop_flags(n->op) & DOP_HAND)
        return; /* layer 1 selects it; its operands are roots-to-be */
    const uint16_t *rules;
    unsigned lo, hi;
    candidate_rules(n, &rules, &lo, &hi);
    for (unsigned i = lo; i < hi; i++) {
        const IselRule *r = &isel_rules[rules[i]];
        int64_t k = match(n, r->pat, true);
        if (k != COST_INF)
            k = cost_add(k, rule_cost(c, r, n));
        record(n->cost, n->rule, r->lhs, k, rules[i]);
    }
    close_chains(c, cc, n->cost, n->rule);
}

/* A root's leaf labels (below) are a function of the chain rules' own
 * costs at it and nothing else: every leaf view starts from {reg: 0}.
 * Those costs depend on little (the node's type, the target), so one
 * function has only a handful of distinct vectors -- libdevice has tens of
 * thousands of roots.  Each distinct vector's labels are computed once,
 * kept for the module (IselCtx.mod_arena) and shared by every root with
 * the same vector: nothing writes labels after label_dag (reduce.c only
 * reads them).  LEAF_MEMO_MAX bounds the list, so that a dynamic cost
 * that depends on more than the type cannot make the lookup slow. */
enum { LEAF_MEMO_MAX = 16 };
typedef struct LeafMemo {
    struct LeafMemo *next;
    int64_t key[LABEL_MAX_CHAIN_RULES];
    int64_t *cost;
    uint16_t *rule;
} LeafMemo;


/* What the labeler keeps for the module (IselCtx.label_memo, in
 * mod_arena): the chain rules' facts, the shared leaf labels
 * (label_as_leaf) and the target gates of rules (rule_lacks). */
struct LabelMemo {
    ChainFacts facts;
    LeafMemo *leaves;
    int16_t *lacks; /* by rule: rule_lacks' answer where it depends on
                       the target alone, else LACKS_UNKNOWN/_BY_NODE */
};

static int16_t *lacks_memo(const IselCtx *c) { return c->label_memo->lacks; }

static LabelMemo *label_memo(IselCtx *c)
{
    if (!c->label_memo) {
        c->label_memo = arena_alloc(c->mod_arena, sizeof *c->label_memo);
        chain_facts(&c->label_memo->facts);
        c->label_memo->lacks = arena_array(c->mod_arena, isel_nrules, sizeof(int16_t));
        for (unsigned i = 0; i < isel_nrules; i++)
            c->label_memo->lacks[i] = LACKS_UNKNOWN;
    }
    return c->label_memo;
}

static LeafMemo *leaf_memo_find(IselCtx *c, const int64_t *key, unsigned *count)
{
    size_t len = isel_nchain_rules * sizeof *key;
    *count = 0;
    for (LeafMemo *m = c->label_memo->leaves; m; m = m->next, ++*count)
        if (!memcmp(m->key, key, len))
            return m;
    return NULL;
}

/* A root seen from its users: already in a register.  The memo's key is
 * the own costs of the chain rules that can fire from reg (the others
 * are left 0 in every key: they cannot change the labels). */
static void label_as_leaf(IselCtx *c, DagNode *n, ChainCosts *cc)
{
    int64_t key[LABEL_MAX_CHAIN_RULES] = {0};
    for (unsigned i = 0; i < isel_nchain_rules; i++)
        if (cc->facts->from_reg >> i & 1)
            key[i] = chain_cost(c, cc, i);
    unsigned count;
    LeafMemo *m = leaf_memo_find(c, key, &count);
    if (m) {
        n->leaf_cost = m->cost;
        n->leaf_rule = m->rule;
        return;
    }
    bool keep = count < LEAF_MEMO_MAX;
    Arena *a = keep ? c->mod_arena : c->dag_arena;
    n->leaf_cost = arena_array(a, isel_nnts, sizeof *n->leaf_cost);
    n->leaf_rule = arena_array(a, isel_nnts, sizeof *n->leaf_rule);
    for (unsigned i = 0; i < isel_nnts; i++)
        n->leaf_cost[i] = COST_INF;
    n->leaf_cost[NT_reg] = 0;
    close_chains(c, cc, n->leaf_cost, n->leaf_rule);
    if (!keep)
        return;
    m = arena_alloc(a, sizeof *m);
    memcpy(m->key, key, sizeof key);
    m->cost = n->leaf_cost;
    m->rule = n->leaf_rule;
    m->next = c->label_memo->leaves;
    c->label_memo->leaves = m;
}

/* A kid folded into its parent's tree that derives no nonterminal. */
static bool uncovered_kid(const DagNode *k)
{
    bool any = false;
    for (unsigned nt = 1; nt < isel_nnts && !k->root; nt++)
        any |= k->cost[nt] != COST_INF;
    return !k->root && !any;
}

/* The deepest node of n's tree that nothing covers: the one to name. */
static const DagNode *culprit(const DagNode *n)
{
    for (uint32_t i = 0; i < n->nkids; i++)
        if (uncovered_kid(n->kids[i]))
            return culprit(n->kids[i]);
    return n;
}

/* A rule at n that matches but for a feature the target lacks. */
static const IselRule *gated_rule(const IselCtx *c, const DagNode *n)
{
    const uint16_t *rules;
    unsigned lo, hi;
    candidate_rules(n, &rules, &lo, &hi);
    for (unsigned i = lo; i < hi; i++) {
        const IselRule *r = &isel_rules[rules[i]];
        if (match(n, r->pat, true) != COST_INF && (!r->dyn || r->dyn(c, n) != COST_INF) &&
            isel_rule_lacks(c, r, n) >= 0)
            return r;
    }
    return NULL;
}

/* Walk from n down to the culprit, as culprit() does, and return the
 * deepest gated rule on the way (*at: its node).  Deepest first, because a
 * parent's gated pattern may only be needed because a kid is gated. */
static const IselRule *gated_cover(const IselCtx *c, const DagNode *n, const DagNode **at)
{
    for (uint32_t i = 0; i < n->nkids; i++) {
        if (uncovered_kid(n->kids[i])) {
            const IselRule *r = gated_cover(c, n->kids[i], at);
            if (r)
                return r;
            break;
        }
    }
    const IselRule *r = gated_rule(c, n);
    if (r)
        *at = n;
    return r;
}

static bool report_gated_intrinsic(IselCtx *c, const DagNode *n, Loc loc)
{
    if (n->op != DOP_INTRIN)
        return false;
    for (unsigned i = isel_intr_first[n->intr]; i < isel_intr_first[n->intr + 1]; i++) {
        const IselRule *r = &isel_rules[isel_intr_rules[i]];
        if (isel_rule_lacks(c, r, n) < 0)
            return false; /* some rule is allowed: the problem is elsewhere */
    }
    const IselRule *r = &isel_rules[isel_intr_rules[isel_intr_first[n->intr]]];
    isel_gate_error(c, loc, fn_strf(c, "'@%s'", isel_intrinsic_names[n->intr - 1]),
                    (Feature)isel_rule_lacks(c, r, n));
    return true;
}

static void report_uncovered(IselCtx *c, const DagNode *n)
{
    const DagNode *at = NULL;
    const IselRule *gated = gated_cover(c, n, &at);
    if (gated) {
        char insn[ISEL_MNEMONIC_MAX], what[ISEL_MNEMONIC_MAX + 2];
        isel_rule_mnemonic(gated, at, insn, sizeof insn);
        snprintf(what, sizeof what, "'%s'", insn);
        isel_gate_error(c, isel_node_loc(at), what, (Feature)isel_rule_lacks(c, gated, at));
        return;
    }
    n = culprit(n);
    Loc loc = n->ir ? n->ir->v.loc : (Loc){0, 0};
    if (report_gated_intrinsic(c, n, loc))
        return;
    const char *what = n->ir ? opcode_name(n->ir->op) : dagop_name(n->op);
    const char *ty = n->vt == VT_NONE && n->nkids ? vt_name(n->kids[0]->vt) : vt_name(n->vt);
    diag_error(c->diag, loc, "unsupported: no instruction pattern covers '%s' on %s "
               "(DAG node %s) for %s", what, ty, dagop_name(n->op), c->target->name);
}

/* Every root can be covered as its goal; every kid a hand-written layer
 * folds (an address, an immediate) as what that layer asks for. */
static bool covered(IselCtx *c, DagNode *n)
{
    if (!(dagop_flags(n->op) & DOP_HAND)) {
        if (n->cost[root_goal(n)] != COST_INF)
            return true;
        report_uncovered(c, n);
        return false;
    }
    for (uint32_t k = 0; k < n->nkids; k++) {
        DagNode *kid = n->kids[k];
        if (!kid->root && kid->cost[NT_reg] == COST_INF && kid->cost[NT_addr] == COST_INF &&
            kid->cost[NT_ri] == COST_INF) {
            report_uncovered(c, kid);
            return false;
        }
    }
    return true;
}

bool label_dag(IselCtx *c, Dag *d)
{
    const ChainFacts *facts = &label_memo(c)->facts;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *n = d->nodes[i];
        ChainCosts cc;
        chain_costs_init(&cc, n, facts);
        label_node(c, n, &cc);
        if (n->root)
            label_as_leaf(c, n, &cc);
    }
    for (uint32_t i = 0; i < d->n; i++)
        if (d->nodes[i]->root && !covered(c, d->nodes[i]))
            return false;
    return true;
}
