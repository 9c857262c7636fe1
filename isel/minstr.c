/*
 * isel/minstr.c -- building machine instructions (minstr.h): the operand
 * makers, mi_emit, and the parser that turns one instruction's canonical
 * text into the same structure (the template expander of isel/reduce.c
 * falls back to it for a line it cannot build directly; mo_parse reads
 * the text of a DAG node's result as an operand).
 *
 * The parser is strict on purpose: it takes only what the printer
 * (emit/insn.c) writes back identically -- a known opcode, one space
 * before the operands, ", " between them, registers with the prefixes of
 * isel/dagops.def and canonical numbers, a final ';'.  Text that is not
 * in that form stays an MI_TEXT line, so nothing is ever printed other
 * than it was emitted.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

/* ---------------- operands ---------------- */

MOp mo_reg(VReg r) { return (MOp){.kind = MO_REG, .reg = r}; }
MOp mo_not(VReg p) { return (MOp){.kind = MO_REG, .reg = p, .neg = true}; }
MOp mo_imm(int64_t v) { return (MOp){.kind = MO_IMM, .val = v}; }
MOp mo_uimm(IselCtx *c, uint64_t v)
{
    MOp m = mo_imm((int64_t)v);
    if (v > INT64_MAX) /* spelled unsigned, as written */
        m.s = fn_strf(c, "%llu", (unsigned long long)v);
    return m;
}

MOp mo_bits(IselCtx *c, char kind, unsigned digits, uint64_t bits)
{
    MOp m = mo_imm(0);
    m.s = fn_strf(c, "0%c%0*llX", kind, (int)digits, (unsigned long long)bits);
    return m;
}

MOp mo_special(const char *name) { return (MOp){.kind = MO_SPECIAL, .s = name}; }
MOp mo_sym(const char *name) { return (MOp){.kind = MO_SYM, .s = name}; }
MOp mo_label(uint32_t block) { return (MOp){.kind = MO_LABEL, .val = block}; }

static const MOp *op_copy(IselCtx *c, const MOp *m, uint32_t n)
{
    if (!n)
        return NULL;
    MOp *d = arena_array(c->fn_arena, n, sizeof *d);
    memcpy(d, m, n * sizeof *d);
    return d;
}

MOp mo_addr(IselCtx *c, MOp base)
{
    return (MOp){.kind = MO_ADDR, .n = 1, .sub = op_copy(c, &base, 1)};
}

MOp mo_addr_off(IselCtx *c, MOp base, int64_t off)
{
    MOp a = mo_addr(c, base);
    a.has_off = true;
    a.val = off;
    return a;
}

MOp mo_addr_list(IselCtx *c, const MOp *m, uint32_t n)
{
    return (MOp){.kind = MO_ADDR, .n = n, .sub = op_copy(c, m, n)};
}

MOp mo_group(IselCtx *c, char open, const MOp *m, uint32_t n)
{
    return (MOp){.kind = MO_GROUP, .open = open, .n = n, .sub = op_copy(c, m, n)};
}

/* ---------------- instructions ---------------- */

static MInstr *mi_new(IselCtx *c, MIKind kind)
{
    MInstr *mi = arena_alloc(c->fn_arena, sizeof *mi);
    memset(mi, 0, sizeof *mi);
    mi->kind = kind;
    mi->mods = "";
    return mi;
}

static MInstr *append(IselCtx *c, MInstr *mi)
{
    MBlock *b = c->cur;
    if (b->last)
        b->last->next = mi;
    else
        b->first = mi;
    b->last = mi;
    return mi;
}

MInstr *mi_new_insn(IselCtx *c, PtxOp op, const char *mods, uint32_t nops, const MOp *ops)
{
    if (nops > UINT8_MAX)
        BUG("a machine instruction with %u operands", nops);
    MInstr *mi = mi_new(c, MI_INSN);
    mi->op = op;
    mi->mods = mods;
    mi->nops = (uint8_t)nops;
    mi->ops = op_copy(c, ops, nops);
    return mi;
}

MInstr *mi_emit(IselCtx *c, PtxOp op, const char *mods, uint32_t nops, const MOp *ops)
{
    return append(c, mi_new_insn(c, op, mods, nops, ops));
}

MInstr *mi_insert_after(IselCtx *c, MBlock *b, MInstr *after, MInstr *mi)
{
    (void)c;
    mi->next = after ? after->next : b->first;
    if (after)
        after->next = mi;
    else
        b->first = mi;
    if (!mi->next)
        b->last = mi;
    return mi;
}

MInstr *mi_guard(MInstr *mi, VReg p, bool neg)
{
    mi->guard = p;
    mi->guard_neg = neg;
    return mi;
}

MInstr *mi_branch(IselCtx *c, VReg p, bool neg, uint32_t block)
{
    MInstr *mi = MI(c, BRA, p ? "" : ".uni", mo_label(block));
    mi->kind = MI_BRA;
    return mi_guard(mi, p, neg);
}

MInstr *mi_text(IselCtx *c, const char *text)
{
    MInstr *mi = mi_new(c, MI_TEXT);
    mi->text = arena_strdup(c->fn_arena, text);
    return append(c, mi);
}

uint32_t mi_branch_target(const MInstr *mi)
{
    for (unsigned k = mi->nops; k-- > 0;)
        if (mi->ops[k].kind == MO_LABEL)
            return (uint32_t)mi->ops[k].val;
    return UINT32_MAX;
}

void mi_mnemonic(const MInstr *mi, char *buf, size_t n)
{
    if (mi->kind == MI_TEXT) {
        isel_mnemonic(mi->text, buf, n);
        return;
    }
    if (n)
        snprintf(buf, n, "%s%s", ptxop_name(mi->op), mi->mods);
}

/* ---------------- the parser ---------------- */

/* A canonical decimal at s[0..len): an optional '-', then digits without
 * a leading zero (just "0" for zero; never "-0"), within int64_t. */
static bool parse_dec(const char *s, size_t len, int64_t *v)
{
    bool neg = len && s[0] == '-';
    size_t i = neg;
    if (i == len || len - i > 19 || (s[i] == '0' && (len - i > 1 || neg)))
        return false;
    uint64_t x = 0, max = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
    for (; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        unsigned d = (unsigned)(s[i] - '0');
        if (x > (max - d) / 10)
            return false;
        x = x * 10 + d;
    }
    *v = neg ? (int64_t)(0 - x) : (int64_t)x;
    return true;
}

static bool is_ident(const char *s, size_t len, bool special)
{
    if (!len)
        return false;
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (!(isalnum(ch) || ch == '_' || ch == '$' || (special && ch == '.')))
            return false;
        if (i == 0 && isdigit(ch))
            return false;
    }
    return true;
}

/* The register class whose prefix ("%rd") is s[0..len), or -1. */
static int class_of_prefix(const char *s, size_t len)
{
    for (int rc = 0; rc < RC__COUNT; rc++) {
        const char *pre = rc_prefix((RegClass)rc);
        if (strlen(pre) == len && !memcmp(pre, s, len))
            return rc;
    }
    return -1;
}

/* The length of "%" and the lowercase letters after it. */
static size_t prefix_len(const char *s, size_t len)
{
    size_t p = 1;
    while (p < len && islower((unsigned char)s[p]))
        p++;
    return p;
}

/* "%r5": the register, when the prefix is a class's and the number
 * canonical. */
static bool parse_reg(const char *s, size_t len, VReg *out)
{
    if (len < 3 || s[0] != '%')
        return false;
    size_t p = prefix_len(s, len);
    int rc = class_of_prefix(s, p);
    int64_t num;
    if (rc < 0 || !parse_dec(s + p, len - p, &num) || num <= 0 || num >= ISEL_MAX_REGS)
        return false;
    *out = VREG(rc, (uint32_t)num);
    return true;
}

/* "%tid.x", "%SP", "%envreg3": a special register -- not a register of a
 * class spelled otherwise than canonically ("%r03"). */
static bool is_special(const char *s, size_t len)
{
    if (len < 2 || s[0] != '%' || !is_ident(s + 1, len - 1, true))
        return false;
    size_t p = prefix_len(s, len);
    if (class_of_prefix(s, p) < 0)
        return true;
    for (size_t i = p; i < len; i++)
        if (!isdigit((unsigned char)s[i]))
            return true;
    return false;
}

/* "$L__BB<fn>_<block>" of this function. */
static bool parse_label(const IselCtx *c, const char *s, size_t len, int64_t *block)
{
    char pre[32];
    int n = snprintf(pre, sizeof pre, "$L__BB%u_", c->mf->index);
    return len > (size_t)n && !memcmp(s, pre, (size_t)n) &&
           parse_dec(s + n, len - (size_t)n, block) && *block >= 0;
}

static bool is_imm_spelling(const char *s, size_t len)
{
    if (len < 3 || s[0] != '0' || !strchr("fdx", s[1]))
        return false;
    for (size_t i = 2; i < len; i++)
        if (!isxdigit((unsigned char)s[i]))
            return false;
    return true;
}

static MOp parse_operand(IselCtx *c, const char *s, size_t len);

/* The operands of a list s[0..len), separated by ", " at the top level:
 * their number (0 when a top-level ',' is not followed by one space or
 * the brackets do not match); with out, also the operands, parsed. */
static uint32_t split_list(IselCtx *c, const char *s, size_t len, MOp *out)
{
    int depth = 0;
    size_t start = 0;
    uint32_t n = 0;
    for (size_t i = 0; i <= len; i++) {
        char ch = i < len ? s[i] : ',';
        if (ch == '[' || ch == '{' || ch == '(')
            depth++;
        else if (ch == ']' || ch == '}' || ch == ')')
            depth--;
        if (depth < 0)
            return 0;
        if (ch != ',' || depth)
            continue;
        if (i < len && (i + 1 >= len || s[i + 1] != ' '))
            return 0;
        if (out) {
            out[n] = parse_operand(c, s + start, i - start);
            if (out[n].kind == MO_TEXT && !out[n].s)
                return 0;
        }
        n++;
        start = i + 2;
    }
    return depth == 0 ? n : 0;
}

/* The operands of s[0..len) into a new arena array, or NULL. */
static MOp *parse_list(IselCtx *c, const char *s, size_t len, uint32_t *n)
{
    *n = split_list(c, s, len, NULL);
    if (!*n)
        return NULL;
    MOp *m = arena_array(c->fn_arena, *n, sizeof *m);
    return split_list(c, s, len, m) == *n ? m : NULL;
}

static MOp text_op(IselCtx *c, const char *s, size_t len)
{
    return (MOp){.kind = MO_TEXT, .s = arena_strndup(c->fn_arena, s, len)};
}

static MOp parse_group(IselCtx *c, const char *s, size_t len)
{
    MOp g = {.kind = MO_GROUP, .open = s[0]};
    if (len == 2)
        return g;
    MOp *m = parse_list(c, s + 1, len - 2, &g.n);
    if (!m)
        return text_op(c, s, len);
    g.sub = m;
    return g;
}

static MOp parse_addr(IselCtx *c, const char *s, size_t len)
{
    if (split_list(c, s + 1, len - 2, NULL) > 1) { /* [map, {coordinates}] */
        MOp a = parse_group(c, s, len);
        if (a.kind == MO_GROUP)
            a.kind = MO_ADDR;
        return a;
    }
    const char *in = s + 1, *plus = memchr(in, '+', len - 2);
    size_t blen = plus ? (size_t)(plus - in) : len - 2;
    MOp base = parse_operand(c, in, blen);
    int64_t off;
    if (base.kind == MO_TEXT || base.kind == MO_ADDR || base.kind == MO_GROUP ||
        base.kind == MO_LABEL || base.neg)
        return text_op(c, s, len);
    if (!plus)
        return mo_addr(c, base);
    if (!parse_dec(plus + 1, (size_t)(s + len - 1 - (plus + 1)), &off))
        return text_op(c, s, len);
    return mo_addr_off(c, base, off);
}

/* "%r1|%p1": the two results of shfl.sync (or of another instruction
 * that writes a value and a predicate). */
static MOp parse_pair(IselCtx *c, const char *s, size_t len, const char *bar)
{
    MOp m[2] = {parse_operand(c, s, (size_t)(bar - s)),
                parse_operand(c, bar + 1, len - (size_t)(bar - s) - 1)};
    if (m[0].kind != MO_REG || m[1].kind != MO_REG)
        return text_op(c, s, len);
    return mo_group(c, '|', m, 2);
}

static MOp parse_operand(IselCtx *c, const char *s, size_t len)
{
    MOp m;
    VReg r;
    int64_t v;
    const char *bar;
    if (!len)
        return (MOp){.kind = MO_TEXT};
    if (s[0] == '%' && (bar = memchr(s, '|', len)) != NULL)
        return parse_pair(c, s, len, bar);
    if (s[0] == '!' && parse_reg(s + 1, len - 1, &r))
        return mo_not(r);
    if (parse_reg(s, len, &r))
        return mo_reg(r);
    if (is_special(s, len))
        return mo_special(arena_strndup(c->fn_arena, s, len));
    if (parse_dec(s, len, &v))
        return mo_imm(v);
    if (is_imm_spelling(s, len)) {
        m = mo_imm(0);
        m.s = arena_strndup(c->fn_arena, s, len);
        return m;
    }
    if (s[0] == '[' && s[len - 1] == ']' && len > 2)
        return parse_addr(c, s, len);
    if ((s[0] == '{' && s[len - 1] == '}') || (s[0] == '(' && s[len - 1] == ')'))
        return parse_group(c, s, len);
    if (parse_label(c, s, len, &v))
        return mo_label((uint32_t)v);
    if (is_ident(s, len, false))
        return mo_sym(arena_strndup(c->fn_arena, s, len));
    return text_op(c, s, len);
}

/* "[@[!]%pN ]name[.mods][ op, op, ...];" */
static bool parse_insn(IselCtx *c, const char *text, MInstr *mi)
{
    const char *p = text;
    if (*p == '@') {
        const char *sp = strchr(p, ' ');
        bool neg = p[1] == '!';
        VReg g;
        if (!sp || !parse_reg(p + 1 + neg, (size_t)(sp - p - 1 - neg), &g) ||
            VREG_CLASS(g) != RC_P)
            return false;
        mi_guard(mi, g, neg);
        p = sp + 1;
    }
    size_t nlen = 0;
    while (islower((unsigned char)p[nlen]) || isdigit((unsigned char)p[nlen]) || p[nlen] == '_')
        nlen++;
    int op = ptxop_lookup(p, nlen);
    if (op < 0 || (p[nlen] != '.' && p[nlen] != ' ' && p[nlen] != ';'))
        return false;
    mi->op = (PtxOp)op;
    const char *mods = p + nlen, *end = mods + strcspn(mods, " ;");
    mi->mods = arena_strndup(c->fn_arena, mods, (size_t)(end - mods));
    size_t tlen = strlen(end);
    if (tlen == 0 || end[tlen - 1] != ';' || strchr(end, ';') != end + tlen - 1)
        return false;
    if (*end == ';')
        return true;
    if (end[1] == ' ')
        return false;
    uint32_t n;
    MOp *ops = parse_list(c, end + 1, tlen - 2, &n);
    if (!ops || n > UINT8_MAX)
        return false;
    mi->ops = ops;
    mi->nops = (uint8_t)n;
    return true;
}

MInstr *mi_parse(IselCtx *c, const char *text)
{
    MInstr *mi = mi_new(c, MI_INSN);
    if (!parse_insn(c, text, mi)) {
        memset(mi, 0, sizeof *mi);
        mi->kind = MI_TEXT;
        mi->mods = "";
        mi->text = arena_strdup(c->fn_arena, text);
    }
    return mi;
}

MOp mo_parse(IselCtx *c, const char *text)
{
    MOp m = parse_operand(c, text, strlen(text));
    if (m.kind == MO_TEXT && !m.s)
        m.s = "";
    return m;
}

/* ---------------- operands as text (transitional) ---------------- */

/* The template expander (reduce.c) and gating messages take some
 * operands as text; this spells one the way the printer does. */
static size_t spell(const IselCtx *c, const MOp *m, char *buf, size_t cap)
{
    size_t n = 0;
#define PUT(...) (n += (size_t)snprintf(buf + (n < cap ? n : cap), n < cap ? cap - n : 0, __VA_ARGS__))
    switch ((MOpKind)m->kind) {
    case MO_NONE: /* no value: a statement */
        break;
    case MO_REG:
        PUT("%s%s%u", m->neg ? "!" : "", rc_prefix(VREG_CLASS(m->reg)), VREG_NUM(m->reg));
        break;
    case MO_IMM:
        if (m->s)
            PUT("%s", m->s);
        else
            PUT("%lld", (long long)m->val);
        break;
    case MO_SPECIAL: case MO_SYM: case MO_TEXT:
        PUT("%s", m->s);
        break;
    case MO_LABEL:
        PUT("$L__BB%u_%u", c->mf->index, (unsigned)m->val);
        break;
    case MO_ADDR: case MO_GROUP:
        if (m->open != '|')
            PUT("%c", m->kind == MO_ADDR ? '[' : m->open);
        for (uint32_t k = 0; k < m->n; k++) {
            if (k)
                PUT("%s", m->open == '|' ? "|" : ", ");
            n += spell(c, &m->sub[k], buf + (n < cap ? n : cap), n < cap ? cap - n : 0);
        }
        if (m->has_off)
            PUT("+%lld", (long long)m->val);
        if (m->open != '|')
            PUT("%c", m->kind == MO_ADDR ? ']' : m->open == '{' ? '}' : ')');
        break;
    case MO_KID: case MO_RES: /* replaced when selected (ptxtext.c) */
        BUG("PTX_TEXT placeholder spelled");
    }
#undef PUT
    return n;
}

const char *mo_text(IselCtx *c, MOp m)
{
    if (m.kind == MO_REG && !m.neg)
        return vreg_name(c, m.reg);
    if (m.kind == MO_SPECIAL || m.kind == MO_SYM || m.kind == MO_TEXT)
        return m.s;
    char probe[1];
    size_t n = spell(c, &m, probe, 0);
    char *s = arena_alloc(c->fn_arena, n + 1);
    spell(c, &m, s, n + 1);
    return s;
}
