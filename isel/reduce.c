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

/* "lt", "gtu": the comparison alone (%K). */
static void put_cmp_name(SBuf *b, const DagNode *n)
{
    const char *name = n->cc < PRED_F_FALSE ? cmp_int[n->cc] : cmp_fp[n->cc];
    if (!name)
        BUG("comparison %s reached the reducer", predicate_name((Predicate)n->cc));
    sb_puts(b, name);
}

/* "lt.s32", "gtu.f32": the comparison and the operand type (%C). */
static void put_cmp(SBuf *b, const DagNode *n)
{
    Vt t = n->kids[0]->vt;
    bool is_unsigned = n->cc >= PRED_UGT && n->cc <= PRED_ULE;
    put_cmp_name(b, n);
    sb_puts(b, ".");
    sb_puts(b, vt_suffix(t, is_unsigned ? 'u' : 's'));
}

static void put_const(IselCtx *c, SBuf *b, const DagNode *n)
{
    char tmp[40];
    switch (n->op) {
    case DOP_CONST: case DOP_FRAME:
        snprintf(tmp, sizeof tmp, "%lld", (long long)n->ival);
        break;
    case DOP_FCONST:
        if (n->vt == VT_F32)
            snprintf(tmp, sizeof tmp, "0f%08X", (unsigned)n->fbits);
        else if (n->vt == VT_F64)
            snprintf(tmp, sizeof tmp, "0d%016llX", (unsigned long long)n->fbits);
        else /* half, bfloat: PTX has no 16-bit float literal; mov.b16 takes bits */
            snprintf(tmp, sizeof tmp, "0x%04X", (unsigned)(n->fbits & 0xffff));
        break;
    case DOP_REG:
        return sb_puts(b, vreg_name(c, n->vreg));
    default:
        return sb_puts(b, n->sym ? n->sym : "?");
    }
    sb_puts(b, tmp);
}

static const char *label_name(IselCtx *c, uint32_t block)
{
    return fn_strf(c, "$L__BB%u_%u", c->mf->index, block);
}

/* The temporaries of one template expansion, %T<class><n>.  A template of
 * several instructions (a fallback sequence such as "widen both operands
 * to f32, add, round back") names its intermediate values with them: the
 * class letter is that of inline asm constraints (h .b16, r .b32, l .b64,
 * f .f32, d .f64, c .b8, q .b128) or p for a predicate, n a digit.  Each is a fresh
 * register made on first use, the same one for the rest of the template. */
enum { ISEL_MAX_TEMPS = 10 }; /* per class and template: the digits */
typedef struct Temps {
    VReg r[RC__COUNT][ISEL_MAX_TEMPS];
} Temps;

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

/* "%T<class><n>" at p (the '%'): the temporary's name; returns the length
 * of the placeholder.  A malformed one is a bug in nvptx.md. */
static int put_temp(IselCtx *c, SBuf *b, Temps *t, const char *p)
{
    int rc = temp_class(p[2]);
    if (rc < 0 || p[3] < '0' || p[3] > '9')
        BUG("malformed temporary '%.4s' in an nvptx.md template", p);
    VReg *v = &t->r[rc][p[3] - '0'];
    if (!*v)
        *v = mf_new_vreg(c, (RegClass)rc);
    sb_puts(b, vreg_name(c, *v));
    return 4;
}

/* Expand one placeholder letter; returns false if it is not one. */
static bool put_placeholder(IselCtx *c, SBuf *b, const DagNode *n, char p,
                            const char *const *ops, const char **dst, VReg hint)
{
    const DagNode *k0 = n->nkids ? n->kids[0] : n;
    switch (p) {
    case 'd':
        if (!*dst)
            *dst = vreg_name(c, hint ? hint : mf_new_vreg(c, vt_class(n->vt)));
        sb_puts(b, *dst);
        return true;
    case 's': case 'u': case 'b': sb_puts(b, vt_suffix(n->vt, p)); return true;
    case 'm': sb_puts(b, vt_suffix(n->vt, 'm')); return true;
    case 'n': sb_puts(b, vt_suffix(k0->vt, 'm')); return true;
    case 'S': sb_puts(b, vt_suffix(k0->vt, 's')); return true;
    case 'U': sb_puts(b, vt_suffix(k0->vt, 'u')); return true;
    case 'B': sb_puts(b, vt_suffix(k0->vt, 'b')); return true;
    case 'c': put_const(c, b, n); return true;
    case 'A': sb_puts(b, addrspace_qual(n->as)); return true;
    case 'V': sb_puts(b, isel_volatile_qual(n->is_volatile, n->as)); return true;
    case 'C': put_cmp(b, n); return true;
    case 'K': put_cmp_name(b, n); return true;
    case 'D': /* the result computed in a new f32 register (fallbacks) */
        if (!*dst)
            *dst = vreg_name(c, mf_new_vreg(c, RC_F));
        sb_puts(b, *dst);
        return true;
    case 'F': sb_puts(b, "%SPL"); return true; /* the frame, .local */
    case 'G': sb_puts(b, "%SP"); return true;  /* the frame, generic */
    case 'L': case 'M': sb_puts(b, label_name(c, n->target[p == 'M'])); return true;
    case '%': sb_puts(b, "%"); return true;
    default:
        if (p >= '0' && p <= '9') {
            sb_puts(b, ops[p - '0']);
            return true;
        }
        return false;
    }
}

/* One line of an instruction template becomes one machine instruction.
 * A `bra` to a block (%L, %M) is a machine branch the writer may drop or
 * invert: the unconditional one, and "@%p bra" without modifiers. */
static void emit_line(IselCtx *c, const char *text, const char *line)
{
    mf_emit(c, text);
    MInstr *mi = c->cur->last;
    if (mi->kind == MI_INSN && mi->op == PI_BRA && (strstr(line, "%L") || strstr(line, "%M")) &&
        (!mi->guard || !mi->mods[0]))
        mi->kind = MI_BRA;
}

/* Expand rule r's template at n.  Returns the operand text or the
 * destination register. */
static const char *expand(IselCtx *c, const DagNode *n, const IselRule *r,
                          const char *const *ops, VReg hint)
{
    SBuf b = {0};
    Temps temps = {{{0}}};
    const char *dst = NULL, *line = r->tmpl;
    const MInstr *before = c->cur->last;
    for (const char *p = r->tmpl;; p++) {
        if (*p == '%' && p[1] == 'T') {
            p += put_temp(c, &b, &temps, p) - 1;
        } else if (*p == '%' && p[1] && put_placeholder(c, &b, n, p[1], ops, &dst, hint)) {
            p++;
        } else if (*p == '\n' || *p == 0) {
            if (r->insn)
                emit_line(c, b.s ? b.s : "", line);
            if (*p == 0)
                break;
            b.len = 0;
            line = p + 1;
        } else {
            sb_putn(&b, p, 1);
        }
    }
    const char *res = r->insn ? dst : arena_strdup(c->fn_arena, b.s ? b.s : "");
    if (r->ptx || r->feature >= 0) { /* named after its first instruction */
        const MInstr *first = before ? before->next : c->cur->first;
        char m[ISEL_MNEMONIC_MAX];
        if (r->insn && first)
            mi_mnemonic(first, m, sizeof m);
        isel_need(c, r->insn && first ? m : res, r->ptx, r->feature, isel_node_loc(n));
    }
    free(b.s);
    return res ? res : "";
}

static const char *reduce(IselCtx *c, DagNode *n, unsigned nt, int depth, VReg hint);

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
static const char *reduce_leaf(IselCtx *c, DagNode *k, unsigned nt, int depth)
{
    if (!k->selected)
        BUG("root t%u used before it was selected", k->id);
    if (nt == NT_reg) {
        if (c->opt.dump_isel) {
            fprintf(c->opt.dump, "    %*s", depth * 2, "");
            dag_print_ref(c->opt.dump, k);
            fprintf(c->opt.dump, " reg: computed earlier, in %s  [cost 0]\n", k->result);
        }
        return k->result;
    }
    const IselRule *r = &isel_rules[k->leaf_rule[nt]];
    dump_rule(c, k, nt, depth, r, k->leaf_cost[nt], true);
    const char *inner = reduce_leaf(c, k, (unsigned)r->chain_nt, depth + 1);
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

static const char *reduce(IselCtx *c, DagNode *n, unsigned nt, int depth, VReg hint)
{
    if (n->cost[nt] == COST_INF)
        BUG("reducing t%u as %s, which the labeler could not derive", n->id,
            isel_nt_names[nt]);
    const IselRule *r = &isel_rules[n->rule[nt]];
    dump_rule(c, n, nt, depth, r, n->cost[nt], false);
    if (r->chain_nt >= 0) {
        const char *inner = reduce(c, n, (unsigned)r->chain_nt, depth + 1, r->insn ? 0 : hint);
        return expand(c, n, r, &inner, hint);
    }
    Kids k = {.n = 0};
    const char *ops[ISEL_MAX_RULE_KIDS];
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
    const char *res = reduce(c, n, goal, 0, n->out);
    if (goal == NT_reg && n->out && strcmp(res, vreg_name(c, n->out)) != 0) {
        mf_emitf(c, "mov.%s %s, %s;", vt_suffix(n->vt, 'b'), vreg_name(c, n->out), res);
        res = vreg_name(c, n->out);
    }
    for (const ExtraOut *e = n->extra_out; e; e = e->next)
        mf_emitf(c, "mov.%s %s, %s;", vt_suffix(n->vt, 'b'), vreg_name(c, e->reg), res);
    n->result = res;
}

const char *isel_operand(IselCtx *c, DagNode *k, unsigned nt)
{
    if (k->root)
        return reduce_leaf(c, k, nt, 1);
    return reduce(c, k, nt, 1, 0);
}
