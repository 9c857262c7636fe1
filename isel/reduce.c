/*
 * isel/reduce.c -- the reducer: walks the cover the labeler chose and
 * expands each rule's template into machine instructions (hand-written,
 * kept apart from the generated tables, as in lburg).
 *
 * reduce(n, nt) applies the rule chosen for nonterminal nt at node n:
 * first its operands (the nonterminal leaves of the pattern, left to right,
 * each reduced recursively), then the template.  An instruction template
 * appends instructions to the current machine block and yields its
 * destination register; an operand template ("[%0+%1]", "%c") yields text
 * for the parent to splice in.
 *
 * A rule with `ptx NN` or `feat NAME` reports what it needs to needs.c,
 * named after the first instruction it emitted.
 *
 * Invariants: a root is reduced exactly once, when select.c reaches it in
 * program order, so its operands that are roots are already in registers
 * (their `result`); a non-root node is reduced once per parent that uses
 * it (only cheap nodes are shared that way, see dag.c).  A root whose value
 * is used in other blocks ends in its fixed virtual register (node.vreg).
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

/* A growable string (malloc'ed while built, then copied to the arena). */
typedef struct SBuf {
    char *s;
    size_t len, cap;
} SBuf;

static void sb_putn(SBuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s)
            BUG("out of memory");
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

static void sb_puts(SBuf *b, const char *s) { sb_putn(b, s, strlen(s)); }

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
    MOp m;
    switch (n->op) {
    case DOP_CONST: case DOP_FRAME:
        return mo_imm(n->ival);
    case DOP_FCONST:
        m = mo_imm(0);
        if (n->vt == VT_F32)
            m.s = fn_strf(c, "0f%08X", (unsigned)n->fbits);
        else if (n->vt == VT_F64)
            m.s = fn_strf(c, "0d%016llX", (unsigned long long)n->fbits);
        else /* half, bfloat: PTX has no 16-bit float literal; mov.b16 takes bits */
            m.s = fn_strf(c, "0x%04X", (unsigned)(n->fbits & 0xffff));
        return m;
    case DOP_REG:
        return mo_reg(n->vreg);
    default:
        return mo_sym(n->sym ? n->sym : "?");
    }
}

/* The temporaries of one template expansion, %T<class><n>.  A template of
 * several instructions (a fallback sequence such as "widen both operands
 * to f32, add, round back") names its intermediate values with them: the
 * class letter is that of inline asm constraints (h .b16, r .b32, l .b64,
 * f .f32, d .f64, c .b8, q .b128) or p for a predicate, n a digit.  Each is a fresh
 * register made on first use, the same one for the rest of the template. */
enum { ISEL_MAX_TEMPS = 10 }; /* per class and template: the digits */

static int temp_class(char k)
{
    switch (k) {
    case 'p': return RC_P;
    case 'h': return RC_RS;
    case 'r': return RC_R;
    case 'l': return RC_RD;
    case 'f': return RC_F;
    case 'd': return RC_FD;
    case 'c': return RC_B8;
    case 'q': return RC_B128;
    default: return -1;
    }
}

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

/* "%T<class><n>" at p: the temporary.  A malformed one is a bug in
 * nvptx.md. */
static VReg temp_reg(Exp *e, const char *p)
{
    int rc = temp_class(p[2]);
    if (rc < 0 || p[3] < '0' || p[3] > '9')
        BUG("malformed temporary '%.4s' in an nvptx.md template", p);
    VReg *v = &e->temps[rc][p[3] - '0'];
    if (!*v)
        *v = mf_new_vreg(e->c, (RegClass)rc);
    return *v;
}

static VReg dst_reg(Exp *e, RegClass rc, bool hinted)
{
    if (!e->dst)
        e->dst = hinted && e->hint ? e->hint : mf_new_vreg(e->c, rc);
    return e->dst;
}

/* The text of a placeholder that may stand in a mnemonic (types,
 * spaces, comparisons), or NULL. */
static const char *mnemonic_text(const DagNode *n, char p)
{
    const DagNode *k0 = n->nkids ? n->kids[0] : n;
    switch (p) {
    case 's': case 'u': case 'b': case 'm': return vt_suffix(n->vt, p);
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

/* "lt", "gtu": the comparison alone (%K); with its operand type (%C). */
static const char *cmp_text(IselCtx *c, const DagNode *n, bool typed)
{
    const char *name = n->cc < PRED_F_FALSE ? cmp_int[n->cc] : cmp_fp[n->cc];
    if (!name)
        BUG("comparison %s reached the reducer", predicate_name((Predicate)n->cc));
    if (!typed)
        return name;
    bool is_unsigned = n->cc >= PRED_UGT && n->cc <= PRED_ULE;
    return fn_strf(c, "%s%s", name, vt_dot(n->kids[0]->vt, is_unsigned ? 'u' : 's'));
}

/* ---------------- the text path ---------------- */

/* Expand one placeholder letter into text; false if it is not one. */
static bool put_placeholder(Exp *e, SBuf *b, char p)
{
    IselCtx *c = e->c;
    const DagNode *n = e->n;
    const char *t = mnemonic_text(n, p);
    if (t) {
        sb_puts(b, t);
        return true;
    }
    switch (p) {
    case 'd': sb_puts(b, vreg_name(c, dst_reg(e, vt_class(n->vt), true))); return true;
    case 'D': sb_puts(b, vreg_name(c, dst_reg(e, RC_F, false))); return true;
    case 'c': sb_puts(b, mo_text(c, const_op(c, n))); return true;
    case 'C': case 'K': sb_puts(b, cmp_text(c, n, p == 'C')); return true;
    case 'F': sb_puts(b, "%SPL"); return true; /* the frame, .local */
    case 'G': sb_puts(b, "%SP"); return true;  /* the frame, generic */
    case 'L': case 'M': sb_puts(b, mo_text(c, mo_label(n->target[p == 'M']))); return true;
    default:
        if (p >= '0' && p <= '9') {
            sb_puts(b, mo_text(c, e->ops[p - '0']));
            return true;
        }
        return false;
    }
}

/* Template text [p, end) with its placeholders filled in. */
static const char *expand_text(Exp *e, const char *p, const char *end)
{
    SBuf b = {0};
    for (; p < end; p++) {
        if (*p == '%' && p[1] == 'T') {
            sb_puts(&b, vreg_name(e->c, temp_reg(e, p)));
            p += 3;
        } else if (*p == '%' && p + 1 < end && put_placeholder(e, &b, p[1])) {
            p++;
        } else {
            sb_putn(&b, p, 1);
        }
    }
    const char *s = arena_strdup(e->c->fn_arena, b.s ? b.s : "");
    free(b.s);
    return s;
}

/* ---------------- the structured path ---------------- */

/* The end of the operand starting at p in a list ending at end: the next
 * ", " outside brackets, or end. */
static const char *operand_end(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; p++) {
        if (*p == '[' || *p == '{' || *p == '(')
            depth++;
        else if (*p == ']' || *p == '}' || *p == ')')
            depth--;
        else if (*p == ',' && !depth)
            return p;
    }
    return end;
}

static bool expand_operand(Exp *e, const char *p, const char *end, MOp *out);

/* {a, b, ...} between p and end (the braces excluded). */
static bool expand_group(Exp *e, char open, const char *p, const char *end, MOp *out)
{
    uint32_t n = 0;
    for (const char *q = p; q < end; n++) {
        q = operand_end(q, end);
        if (q < end && (q + 1 >= end || q[1] != ' '))
            return false;
        q = q < end ? q + 2 : end;
    }
    MOp *m = n ? arena_array(e->c->fn_arena, n, sizeof *m) : NULL;
    uint32_t k = 0;
    for (const char *q = p; q < end; k++) {
        const char *oe = operand_end(q, end);
        if (!expand_operand(e, q, oe, &m[k]))
            return false;
        q = oe < end ? oe + 2 : end;
    }
    *out = (MOp){.kind = MO_GROUP, .open = open, .n = n, .sub = m};
    return true;
}

/* [base], [base+off] or a tensor's [map, {coordinates}] between p and
 * end (the brackets excluded). */
static bool expand_address(Exp *e, const char *p, const char *end, MOp *out)
{
    if (operand_end(p, end) < end) {
        if (!expand_group(e, '[', p, end, out))
            return false;
        out->kind = MO_ADDR;
        return true;
    }
    const char *plus = memchr(p, '+', (size_t)(end - p));
    MOp base, off;
    if (!expand_operand(e, p, plus ? plus : end, &base) ||
        (base.kind != MO_REG && base.kind != MO_SPECIAL && base.kind != MO_SYM &&
         base.kind != MO_IMM) || base.neg)
        return false;
    if (!plus) {
        *out = mo_addr(e->c, base);
        return true;
    }
    if (!expand_operand(e, plus + 1, end, &off) || off.kind != MO_IMM || off.s)
        return false;
    *out = mo_addr_off(e->c, base, off.val);
    return true;
}

/* One operand of a template, [p, end), as a machine operand; false when
 * it is not in a form the structured path knows (then the line is
 * expanded as text). */
static bool expand_operand(Exp *e, const char *p, const char *end, MOp *out)
{
    IselCtx *c = e->c;
    size_t len = (size_t)(end - p);
    if (len == 2 && p[0] == '%') {
        switch (p[1]) {
        case 'd': *out = mo_reg(dst_reg(e, vt_class(e->n->vt), true)); return true;
        case 'D': *out = mo_reg(dst_reg(e, RC_F, false)); return true;
        case 'c': *out = const_op(c, e->n); return true;
        case 'L': case 'M': *out = mo_label(e->n->target[p[1] == 'M']); return true;
        case 'F': *out = mo_special("%SPL"); return true;
        case 'G': *out = mo_special("%SP"); return true;
        default:
            if (p[1] >= '0' && p[1] <= '9') {
                *out = e->ops[p[1] - '0'];
                return true;
            }
            return false;
        }
    }
    if (len == 4 && p[0] == '%' && p[1] == 'T') {
        *out = mo_reg(temp_reg(e, p));
        return true;
    }
    if (len > 2 && p[0] == '[' && end[-1] == ']')
        return expand_address(e, p + 1, end - 1, out);
    if (len >= 2 && p[0] == '{' && end[-1] == '}')
        return expand_group(e, '{', p + 1, end - 1, out);
    if (len > 2 && p[0] == '%' && p[1] == '%' && !memchr(p + 2, '%', len - 2)) {
        *out = mo_parse(c, arena_strndup(c->fn_arena, p + 1, len - 1));
        return out->kind == MO_SPECIAL;
    }
    if (memchr(p, '%', len) || memchr(p, ' ', len))
        return false;
    *out = mo_parse(c, arena_strndup(c->fn_arena, p, len));
    return out->kind != MO_TEXT;
}

/* The mnemonic [p, end) with its placeholders filled in: the opcode and
 * the modifiers; false when its name is not in the table. */
static bool expand_mnemonic(Exp *e, const char *p, const char *end, MInstr *mi)
{
    char buf[ISEL_MNEMONIC_MAX * 2];
    size_t len = 0;
    for (; p < end; p++) {
        const char *t = NULL;
        if (*p == '%' && p + 1 < end) {
            t = p[1] == 'C' || p[1] == 'K' ? cmp_text(e->c, e->n, p[1] == 'C')
                                             : mnemonic_text(e->n, p[1]);
            if (!t)
                return false;
            p++;
        }
        size_t w = t ? strlen(t) : 1;
        if (len + w >= sizeof buf)
            return false;
        memcpy(buf + len, t ? t : p, w);
        len += w;
    }
    buf[len] = 0;
    size_t name = strcspn(buf, ".");
    int op = ptxop_lookup(buf, name);
    if (op < 0)
        return false;
    mi->op = (PtxOp)op;
    mi->mods = arena_strndup(e->c->fn_arena, buf + name, len - name);
    return true;
}

/* One instruction line [p, end) ("...;") into mi; false when some part
 * is not in a form the structured path knows. */
static bool expand_structured(Exp *e, const char *p, const char *end, MInstr *mi)
{
    if (end == p || end[-1] != ';')
        return false;
    end--;
    if (*p == '@') {
        bool neg = p[1] == '!';
        const char *sp = memchr(p, ' ', (size_t)(end - p));
        MOp g;
        if (!sp || !expand_operand(e, p + 1 + neg, sp, &g) || g.kind != MO_REG || g.neg ||
            VREG_CLASS(g.reg) != RC_P)
            return false;
        mi_guard(mi, g.reg, neg);
        p = sp + 1;
    }
    const char *mend = p;
    while (mend < end && *mend != ' ')
        mend++;
    if (!expand_mnemonic(e, p, mend, mi))
        return false;
    if (mend == end)
        return true;
    MOp grp;
    if (mend + 1 >= end || mend[1] == ' ' || !expand_group(e, 0, mend + 1, end, &grp) ||
        grp.n > UINT8_MAX)
        return false;
    mi->ops = grp.sub;
    mi->nops = (uint8_t)grp.n;
    return true;
}

/* One line of an instruction template becomes one machine instruction.
 * A `bra` to a block (%L, %M) is a machine branch the writer may drop or
 * invert: the unconditional one, and "@%p bra" without modifiers. */
static void expand_line(Exp *e, const char *p, const char *end)
{
    IselCtx *c = e->c;
    MInstr *mi = mi_emit(c, PI_BRA, "", 0, NULL);
    if (!expand_structured(e, p, end, mi)) {
        MInstr *t = mi_parse(c, expand_text(e, p, end));
        t->next = NULL;
        *mi = *t;
    }
    bool label = false;
    for (const char *q = p; q + 1 < end && !label; q++)
        label = q[0] == '%' && (q[1] == 'L' || q[1] == 'M');
    if (mi->kind == MI_INSN && mi->op == PI_BRA && label && (!mi->guard || !mi->mods[0]))
        mi->kind = MI_BRA;
}

/* Expand rule r's template at n.  Returns the operand, or the
 * destination register (MO_NONE for a statement). */
static MOp expand(IselCtx *c, const DagNode *n, const IselRule *r, const MOp *ops, VReg hint)
{
    Exp e = {.c = c, .n = n, .ops = ops, .hint = hint};
    MOp res = {.kind = MO_NONE};
    const MInstr *before = c->cur->last;
    const char *t = r->tmpl, *tend = t + strlen(t);
    if (r->insn) {
        for (const char *p = t; p < tend;) {
            const char *nl = memchr(p, '\n', (size_t)(tend - p));
            expand_line(&e, p, nl ? nl : tend);
            p = nl ? nl + 1 : tend;
        }
        if (e.dst)
            res = mo_reg(e.dst);
    } else if (!expand_operand(&e, t, tend, &res)) {
        res = mo_parse(c, expand_text(&e, t, tend));
    }
    if (r->ptx || r->feature >= 0) { /* named after its first instruction */
        const MInstr *first = before ? before->next : c->cur->first;
        char m[ISEL_MNEMONIC_MAX];
        if (r->insn && first)
            mi_mnemonic(first, m, sizeof m);
        isel_need(c, r->insn && first ? m : mo_text(c, res), r->ptx, r->feature,
                  isel_node_loc(n));
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
    fprintf(c->opt.dump, " %s%s <- rule %u (line %u) %s  [cost %lld]\n",
            isel_nt_names[nt], leaf ? " (computed)" : "", (unsigned)(r - isel_rules),
            r->line, r->text, (long long)cost);
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
