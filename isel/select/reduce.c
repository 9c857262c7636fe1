/*
 * isel/select/reduce.c -- the reducer: walks the cover the labeler chose and
 * builds each rule's template into machine instructions (hand-written,
 * kept apart from the generated tables, as in lburg).
 *
 * reduce(n, nt) applies the rule chosen for nonterminal nt at node n:
 * first its operands (the nonterminal leaves of the pattern, left to right,
 * each reduced recursively), then the template.  Templates arrive
 * compiled by isel/select/gen.c (TmplLine, TmplOp of isel.h): each instruction an
 * opcode row, its modifiers and operand templates, so nothing here reads
 * text -- the placeholders of the modifiers (%s, %A, %C...) and of the
 * operands (%d, %0, %c, %T...) are filled in per node.  An instruction
 * template appends instructions to the current machine block and yields
 * its destination register; an operand template ("[%0+%1]", "%c") yields
 * the operand (an MOp) for the parent to use.
 *
 * A rule with `ptx NN` or `feat NAME` reports what it needs to needs.c,
 * named after the first instruction it emitted.
 *
 * Invariants: a root is reduced exactly once, when select.c reaches it in
 * program order, so its operands that are roots are already in registers
 * (their `result`, an MOp); a non-root node is reduced once per parent that uses
 * it (only cheap nodes are shared that way, see dag.c).  A root whose value
 * is used in other blocks ends in its fixed virtual register (node.vreg).
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

static const char *const cmp_int[] = {
    [PRED_EQ] = "eq", [PRED_NE] = "ne", [PRED_UGT] = "gt", [PRED_UGE] = "ge",
    [PRED_ULT] = "lt", [PRED_ULE] = "le", [PRED_SGT] = "gt", [PRED_SGE] = "ge",
    [PRED_SLT] = "lt", [PRED_SLE] = "le",
};
static const char *const cmp_fp[] = {
    [PRED_F_OEQ] = "eq", [PRED_F_OGT] = "gt", [PRED_F_OGE] = "ge",
    [PRED_F_OLT] = "lt", [PRED_F_OLE] = "le", [PRED_F_ONE] = "ne",
    [PRED_F_ORD] = "num", [PRED_F_UEQ] = "equ", [PRED_F_UGT] = "gtu",
    [PRED_F_UGE] = "geu", [PRED_F_ULT] = "ltu", [PRED_F_ULE] = "leu",
    [PRED_F_UNE] = "neu", [PRED_F_UNO] = "nan",
};

/* The operand %c stands for: the node's constant, register or symbol. */
static MOp const_op(IselCtx *c, const DagNode *n)
{
    switch (n->op) {
    case DOP_CONST: case DOP_FRAME: case DOP_LFRAME:
        return mo_imm(n->ival);
    case DOP_FCONST:
        if (n->vt == VT_F32)
            return mo_bits(c, 'f', 8, (uint32_t)n->fbits);
        if (n->vt == VT_F64)
            return mo_bits(c, 'd', 16, n->fbits);
        /* half, bfloat: PTX has no 16-bit float literal; mov.b16 takes bits */
        return mo_bits(c, 'x', 4, n->fbits & 0xffff);
    case DOP_REG:
        return mo_reg(n->vreg);
    default:
        return mo_sym(n->sym ? n->sym : "?");
    }
}

/* The temporaries of one template expansion, %T<class><n>.  A template of
 * several instructions (a fallback sequence such as "widen both operands
 * to f32, add, round back") names its intermediate values with them (the
 * class letters are gen.c's).  Each is a fresh register made on first
 * use, the same one for the rest of the template. */
enum { ISEL_MAX_TEMPS = 10 }; /* per class and template: the digits */

/* One expansion of a template at node n: its operands (%0..%9), the
 * destination once made (%d, %D), its temporaries.  Registers are made on
 * first use, left to right, so the numbering is that of the text. */
typedef struct Exp {
    IselCtx *c;
    const DagNode *n;
    const MOp *ops;
    VReg hint;
    VReg dst;
    VReg temps[RC__COUNT][ISEL_MAX_TEMPS];
} Exp;

/* The temporary t (a TMPL_TEMP). */
static VReg temp_reg(Exp *e, const TmplOp *t)
{
    VReg *v = &e->temps[t->rc][t->val];
    if (!*v)
        *v = mf_new_vreg(e->c, (RegClass)t->rc);
    return *v;
}

static VReg dst_reg(Exp *e, RegClass rc, bool hinted)
{
    if (!e->dst)
        e->dst = hinted && e->hint ? e->hint : mf_new_vreg(e->c, rc);
    return e->dst;
}

/* %z: ".ftz" where the node's function flushes f32 subnormals and the
 * operation is on f32 (its result, or its first operand: a comparison or
 * a conversion from f32), else nothing.  Only rules whose instruction
 * takes .ftz at that place write %z. */
static const char *ftz_text(const DagNode *n)
{
    const DagNode *k0 = n->nkids ? n->kids[0] : n;
    return n->ftz && (n->vt == VT_F32 || k0->vt == VT_F32) ? ".ftz" : "";
}

/* The text of a placeholder that may stand in a mnemonic (types,
 * spaces, comparisons), or NULL. */
static const char *mnemonic_text(const DagNode *n, char p)
{
    const DagNode *k0 = n->nkids ? n->kids[0] : n;
    switch (p) {
    case 'z': return ftz_text(n);
    case 'm': /* an extending load reads its memory type: ld.global.s8 %r1 */
        if (n->op == DOP_LOAD && n->evt != VT_NONE)
            return vt_suffix(n->evt, n->ext_signed ? 's' : 'u');
        return vt_suffix(n->vt, p);
    case 's': case 'u': case 'b': return vt_suffix(n->vt, p);
    case 'n': return vt_suffix(k0->vt, 'm');
    case 'S': return vt_suffix(k0->vt, 's');
    case 'U': return vt_suffix(k0->vt, 'u');
    case 'B': return vt_suffix(k0->vt, 'b');
    case 'A': return addrspace_qual(n->as) ? addrspace_qual(n->as) : "";
    case 'V': return isel_volatile_qual(n->is_volatile, n->as);
    case '%': return "%";
    default: return NULL;
    }
}

/* "lt", "gtu": the comparison alone (%K); with its operand type (%C),
 * "lt.s32", in buf, and .ftz between them for an f32 comparison in a
 * flushing function ("lt.ftz.f32", ftz_text).  NULL for a comparison PTX
 * has no name for. */
static const char *cmp_text(const DagNode *n, bool typed, char *buf, size_t cap)
{
    const char *name = n->cc < PRED_F_FALSE ? cmp_int[n->cc] : cmp_fp[n->cc];
    if (!name)
        return NULL;
    if (!typed)
        return name;
    bool is_unsigned = n->cc >= PRED_UGT && n->cc <= PRED_ULE;
    /* Joined by hand: snprintf("%s%s%s") cost ~900 instructions a call,
     * asked for every comparison the labeler considers (1% of libdevice). */
    const char *parts[3] = {name, n->kids[0]->vt == VT_F32 ? ftz_text(n) : "",
                            vt_dot(n->kids[0]->vt, is_unsigned ? 'u' : 's')};
    size_t len = 0;
    for (int k = 0; k < 3; k++) {
        size_t w = strlen(parts[k]);
        if (len + w >= cap)
            BUG("comparison mnemonic longer than %zu bytes", cap);
        memcpy(buf + len, parts[k], w);
        len += w;
    }
    buf[len] = 0;
    return buf;
}

/* The modifiers of a template line at n, its placeholders filled in,
 * into buf (size ISEL_MNEMONIC_MAX); false when a placeholder has no
 * text at n (a type without that suffix, a comparison PTX cannot name):
 * the labeler asks about rules it may not choose. */
static bool try_fill_mods(const DagNode *n, const char *mods, char *buf)
{
    size_t len = 0;
    for (const char *p = mods; *p; p++) {
        const char *t = NULL;
        char cmp[32];
        if (*p == '%') {
            t = p[1] == 'C' || p[1] == 'K' ? cmp_text(n, p[1] == 'C', cmp, sizeof cmp)
                                             : mnemonic_text(n, p[1]);
            if (!t)
                return false;
            p++;
        }
        size_t w = t ? strlen(t) : 1;
        if (len + w >= ISEL_MNEMONIC_MAX)
            return false;
        memcpy(buf + len, t ? t : p, w);
        len += w;
    }
    buf[len] = 0;
    return true;
}

/* The same where the rule was chosen: failing is a bug. */
static void fill_mods(const DagNode *n, const char *mods, char *buf)
{
    if (!try_fill_mods(n, mods, buf))
        BUG("mnemonic '%s' cannot be filled in at t%u (%s)", mods, n->id, dagop_name(n->op));
}

int isel_rule_lacks(const IselCtx *c, const IselRule *r, const DagNode *n)
{
    if (r->feature >= 0 && !target_has(c->target, (Feature)r->feature))
        return r->feature;
    int lacks = -1; /* the last one: a form row's, the most specific */
    for (unsigned k = 0; k < r->nlines; k++) {
        const TmplLine *l = &r->lines[k];
        char buf[ISEL_MNEMONIC_MAX];
        const char *mods = l->mods;
        if (strchr(mods, '%')) {
            if (!try_fill_mods(n, mods, buf))
                return -1; /* no mnemonic at n: if chosen, a bug the reducer reports */
            mods = buf;
        }
        PtxNeed nd = isel_ptxop_need(c, (PtxOp)l->op, mods);
        for (int j = 0; j < PTXOP_MAX_FEATS && nd.feat[j] >= 0; j++)
            if (!target_has(c->target, (Feature)nd.feat[j]))
                lacks = nd.feat[j];
    }
    return lacks;
}

void isel_rule_mnemonic(const IselRule *r, const DagNode *n, char *buf, size_t size)
{
    char mods[ISEL_MNEMONIC_MAX];
    if (!r->nlines) {
        snprintf(buf, size, "%s", r->text);
        return;
    }
    fill_mods(n, r->lines[0].mods, mods);
    snprintf(buf, size, "%s%s", ptxop_name((PtxOp)r->lines[0].op), mods);
}

/* ---------------- building ---------------- */

static MOp build_op(Exp *e, const TmplOp *t);

/* Operands of a group or an address list, which keep them (in the
 * function arena). */
static MOp *build_ops(Exp *e, const TmplOp *t, uint32_t n)
{
    MOp *m = n ? arena_array(e->c->fn_arena, n, sizeof *m) : NULL;
    for (uint32_t k = 0; k < n; k++)
        m[k] = build_op(e, &t[k]);
    return m;
}

static MOp placeholder(Exp *e, char p)
{
    const DagNode *n = e->n;
    switch (p) {
    case 'd': return mo_reg(dst_reg(e, vt_class(n->vt), true));
    case 'D': return mo_reg(dst_reg(e, RC_F, false));
    case 'c': return const_op(e->c, n);
    case 'L': case 'M': return mo_label(n->target[p == 'M']);
    case 'F': return mo_special("%SPL"); /* the frame, .local */
    case 'G': return mo_special("%SP");  /* the frame, generic */
    default: return e->ops[p - '0'];     /* gen.c lets only digits through */
    }
}

/* [base] or [base+off]: the base one register, special register, symbol
 * or immediate, the offset a number (the nonterminals of the rules that
 * build addresses guarantee it). */
static MOp build_addr(Exp *e, const TmplOp *t)
{
    if (t->n > 1)
        return mo_addr_list(e->c, build_ops(e, t->sub, t->n), t->n);
    MOp base = build_op(e, &t->sub[0]);
    if ((base.kind != MO_REG && base.kind != MO_SPECIAL && base.kind != MO_SYM &&
         base.kind != MO_IMM) || base.neg)
        BUG("rule template: address base of operand kind %d", base.kind);
    if (!t->has_off)
        return mo_addr(e->c, base);
    MOp off = build_op(e, &t->sub[1]);
    if (off.kind != MO_IMM || off.s)
        BUG("rule template: address offset of operand kind %d", off.kind);
    return mo_addr_off(e->c, base, off.val);
}

/* One operand of a template at the node being reduced. */
static MOp build_op(Exp *e, const TmplOp *t)
{
    MOp m;
    switch ((TmplOpKind)t->kind) {
    case TMPL_PH: return placeholder(e, t->ch);
    case TMPL_TEMP: return mo_reg(temp_reg(e, t));
    case TMPL_IMM:
        m = mo_imm(t->val);
        m.s = t->s;
        return m;
    case TMPL_SPECIAL: return mo_special(t->s);
    case TMPL_SYM: return mo_sym(t->s);
    case TMPL_ADDR: return build_addr(e, t);
    case TMPL_GROUP:
        return (MOp){.kind = MO_GROUP, .open = '{', .n = t->n, .sub = build_ops(e, t->sub, t->n)};
    }
    BUG("template operand of kind %d", t->kind);
}

/* One line of an instruction template becomes one machine instruction,
 * built in text order (guard, operands) so that registers are numbered
 * as the template reads.  A `bra` to a block (%L, %M) is a machine
 * branch the writer may drop or invert: the unconditional one, and
 * "@%p bra" without modifiers. */
static void build_line(Exp *e, const TmplLine *l)
{
    IselCtx *c = e->c;
    VReg guard = VREG_NONE;
    if (l->guard) {
        MOp g = build_op(e, l->guard);
        if (g.kind != MO_REG || g.neg || VREG_CLASS(g.reg) != RC_P)
            BUG("rule template: a guard that is not a predicate register");
        guard = g.reg;
    }
    const char *mods = l->mods;
    if (strchr(mods, '%')) {
        char buf[ISEL_MNEMONIC_MAX];
        fill_mods(e->n, mods, buf);
        mods = isel_mods_intern(c, (PtxOp)l->op, buf);
    }
    /* mi_emit copies the operands into the function arena, so they are
     * built here on the stack (a template line has a few; a longer one,
     * if ever, in the DAG's arena, which the next block reclaims). */
    MOp stack[16];
    MOp *ops = l->nops <= 16 ? stack : arena_array(c->dag_arena, l->nops, sizeof *ops);
    for (uint32_t k = 0; k < l->nops; k++)
        ops[k] = build_op(e, &l->ops[k]);
    MInstr *mi = mi_emit(c, (PtxOp)l->op, mods, l->nops, ops);
    if (l->guard)
        mi_guard(mi, guard, l->guard_neg);
    if (mi->op == PI_BRA && l->label && (!mi->guard || !mi->mods[0]))
        mi->kind = MI_BRA;
}

/* Expand rule r's template at n.  Returns the operand, or the
 * destination register (MO_NONE for a statement). */
static MOp expand(IselCtx *c, const DagNode *n, const IselRule *r, const MOp *ops, VReg hint)
{
    Exp e = {.c = c, .n = n, .ops = ops, .hint = hint};
    MOp res = {.kind = MO_NONE};
    const MInstr *before = c->cur->last;
    if (c->lines && r->insn) { /* its own source line, also inside a root's tree */
        LineLoc l = lines_of_instr(c->lines, n->ir);
        if (l.file)
            c->cur_line = l;
    }
    if (r->insn) {
        for (unsigned k = 0; k < r->nlines; k++)
            build_line(&e, &r->lines[k]);
        if (e.dst)
            res = mo_reg(e.dst);
    } else {
        res = build_op(&e, r->opnd);
    }
    const MInstr *first = before ? before->next : c->cur->first;
    if (r->ptx || r->feature >= 0) { /* an operand's gate, named after the first instruction */
        char m[ISEL_MNEMONIC_MAX];
        if (r->insn && first)
            mi_mnemonic(first, m, sizeof m);
        isel_need(c, r->insn && first ? m : mo_text(c, res), r->ptx, r->feature,
                  isel_node_loc(n));
    }
    /* What the instructions themselves need is the instruction table's
     * (the labeler chose only rules the target can have), recorded here
     * to name the IR instruction's location. */
    for (MInstr *mi = r->insn ? (MInstr *)first : NULL; mi; mi = mi->next) {
        isel_need_table(c, mi, isel_node_loc(n));
        mi->needs_done = true;
    }
    return res;
}

static MOp reduce(IselCtx *c, DagNode *n, unsigned nt, int depth, VReg hint);

static void dump_rule(IselCtx *c, const DagNode *n, unsigned nt, int depth,
                      const IselRule *r, int64_t cost, bool leaf)
{
    if (!c->opt.dump_isel)
        return;
    fprintf(c->opt.dump, "    %*s", depth * 2, "");
    dag_print_ref(c->opt.dump, n);
    fprintf(c->opt.dump, " %s%s <- rule %u (line %u) %s  [cost %lld]",
            isel_nt_names[nt], leaf ? " (computed)" : "", (unsigned)(r - isel_rules),
            r->line, r->text, (long long)cost);
    /* What the table says its instructions need here: why this cover
     * and not another on this target. */
    for (unsigned k = 0; k < r->nlines; k++) {
        char mods[ISEL_MNEMONIC_MAX];
        fill_mods(n, r->lines[k].mods, mods);
        PtxNeed nd = ptxop_need(c->target, (PtxOp)r->lines[k].op, mods);
        for (int j = 0; j < PTXOP_MAX_FEATS && nd.feat[j] >= 0; j++)
            fprintf(c->opt.dump, " [%s%s needs %s]", ptxop_name((PtxOp)r->lines[k].op), mods,
                    feature_name((Feature)nd.feat[j]));
    }
    fputc('\n', c->opt.dump);
}

/* A root used by a parent: its register, or a chain rule applied to it. */
static MOp reduce_leaf(IselCtx *c, DagNode *k, unsigned nt, int depth)
{
    if (!k->selected)
        BUG("root t%u used before it was selected", k->id);
    if (nt == NT_reg) {
        if (c->opt.dump_isel) {
            fprintf(c->opt.dump, "    %*s", depth * 2, "");
            dag_print_ref(c->opt.dump, k);
            fprintf(c->opt.dump, " reg: computed earlier, in %s  [cost 0]\n",
                    mo_text(c, k->result));
        }
        return k->result;
    }
    const IselRule *r = &isel_rules[k->leaf_rule[nt]];
    dump_rule(c, k, nt, depth, r, k->leaf_cost[nt], true);
    MOp inner = reduce_leaf(c, k, (unsigned)r->chain_nt, depth + 1);
    return expand(c, k, r, &inner, 0);
}

typedef struct Kids {
    DagNode *node[ISEL_MAX_RULE_KIDS];
    unsigned nt[ISEL_MAX_RULE_KIDS];
    unsigned n;
} Kids;

/* The DAG nodes at the pattern's nonterminal leaves, left to right. */
static void collect(DagNode *n, uint16_t p, Kids *k)
{
    const PatNode *pn = &isel_pat[p];
    if (pn->op < 0) {
        if (k->n == ISEL_MAX_RULE_KIDS)
            BUG("pattern with more than ISEL_MAX_RULE_KIDS leaves");
        k->node[k->n] = n;
        k->nt[k->n++] = pn->nt;
        return;
    }
    for (unsigned i = 0; i < pn->nkids; i++)
        collect(n->kids[i], pn->kids[i], k);
}

static MOp reduce(IselCtx *c, DagNode *n, unsigned nt, int depth, VReg hint)
{
    if (n->cost[nt] == COST_INF)
        BUG("reducing t%u as %s, which the labeler could not derive", n->id,
            isel_nt_names[nt]);
    const IselRule *r = &isel_rules[n->rule[nt]];
    dump_rule(c, n, nt, depth, r, n->cost[nt], false);
    if (r->chain_nt >= 0) {
        MOp inner = reduce(c, n, (unsigned)r->chain_nt, depth + 1, r->insn ? 0 : hint);
        return expand(c, n, r, &inner, hint);
    }
    Kids k = {.n = 0};
    MOp ops[ISEL_MAX_RULE_KIDS];
    collect(n, r->pat, &k);
    for (unsigned i = 0; i < k.n; i++) {
        DagNode *kid = k.node[i];
        ops[i] = kid->root && kid != n ? reduce_leaf(c, kid, k.nt[i], depth + 1)
                                       : reduce(c, kid, k.nt[i], depth + 1, 0);
    }
    return expand(c, n, r, ops, hint);
}

/* Select root n with the generated matcher (layer 3). */
void select_matcher(IselCtx *c, DagNode *n)
{
    unsigned goal = root_goal(n);
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "  root t%u as %s, total cost %lld:\n", n->id,
                isel_nt_names[goal], (long long)n->cost[goal]);
    MOp res = reduce(c, n, goal, 0, n->out);
    const char *mov = vt_dot(n->vt, 'b');
    if (goal == NT_reg && n->out && !(res.kind == MO_REG && !res.neg && res.reg == n->out)) {
        MI(c, MOV, mov, mo_reg(n->out), res);
        res = mo_reg(n->out);
    }
    for (const ExtraOut *e = n->extra_out; e; e = e->next)
        MI(c, MOV, mov, mo_reg(e->reg), res);
    n->result = res;
}

MOp isel_op(IselCtx *c, DagNode *k, unsigned nt)
{
    if (k->root)
        return reduce_leaf(c, k, nt, 1);
    return reduce(c, k, nt, 1, 0);
}
