/*
 * isel/mach/minstr.c -- building machine instructions (minstr.h): the operand
 * makers, mi_emit and the other builders, and mo_text, which spells an
 * operand as the printer does.
 *
 * There is no parser: instructions are built from structure only (the
 * templates of nvptx.md arrive compiled, see isel/select/gen.c), so what is
 * printed is exactly what was built.  mo_text exists for text that is
 * text by nature -- the user's inline asm, whose $N operands asm.c
 * substitutes, and messages -- and must agree with emit/insn.c's
 * print_op byte for byte (the unit tests print both).
 */
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

/* 0dXXXXXXXXXXXXXXXX, 0fXXXXXXXX, 0xXXXX: the bits in upper-case hex,
 * `digits` of them (the low ones: `bits` fits).  Spelled here rather
 * than by printf: libdevice's polynomials make thousands of these, and
 * vsnprintf with a "%0*llX" cost some 1,200 instructions each, 2% of
 * compiling libdevice. */
MOp mo_bits(IselCtx *c, char kind, unsigned digits, uint64_t bits)
{
    static const char hex[] = "0123456789ABCDEF";
    if (digits > 16)
        BUG("mo_bits: %u hex digits", digits);
    char *s = arena_alloc(c->fn_arena, digits + 3);
    s[0] = '0';
    s[1] = kind;
    for (unsigned k = 0; k < digits; k++)
        s[2 + k] = hex[(bits >> (4 * (digits - 1 - k))) & 15];
    s[2 + digits] = '\0'; /* (the arena's memory is zeroed; said anyway) */
    MOp m = mo_imm(0);
    m.s = s;
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

/* ---------------- source lines ---------------- */

/* Instruction -> location, open addressing, at most half full; in the
 * function arena. */
struct LineMarks {
    const MInstr **keys;
    LineLoc *loc;
    uint32_t cap, n;
};

static uint32_t mark_slot(const LineMarks *lm, const MInstr *mi)
{
    uint64_t h = (uint64_t)(uintptr_t)mi * UINT64_C(0x9E3779B97F4A7C15);
    uint32_t k = (uint32_t)(h >> 32) & (lm->cap - 1);
    while (lm->keys[k] && lm->keys[k] != mi)
        k = (k + 1) & (lm->cap - 1);
    return k;
}

static void mark_put(LineMarks *lm, const MInstr *mi, LineLoc l)
{
    uint32_t k = mark_slot(lm, mi);
    lm->n += !lm->keys[k];
    lm->keys[k] = mi;
    lm->loc[k] = l;
}

static void line_mark(IselCtx *c, const MInstr *mi)
{
    LineMarks *lm = c->mf->line_marks;
    if (!lm || 2 * (lm->n + 1) > lm->cap) { /* grow */
        LineMarks *g = arena_alloc(c->fn_arena, sizeof *g);
        g->cap = lm ? 2 * lm->cap : 256;
        g->n = 0;
        g->keys = arena_array(c->fn_arena, g->cap, sizeof *g->keys);
        g->loc = arena_array(c->fn_arena, g->cap, sizeof *g->loc);
        for (uint32_t k = 0; lm && k < lm->cap; k++)
            if (lm->keys[k])
                mark_put(g, lm->keys[k], lm->loc[k]);
        c->mf->line_marks = lm = g;
    }
    mark_put(lm, mi, c->cur_line);
}

const LineLoc *mi_line(const MFunc *mf, const MInstr *mi)
{
    const LineMarks *lm = mf->line_marks;
    if (!lm)
        return NULL;
    uint32_t k = mark_slot(lm, mi);
    return lm->keys[k] ? &lm->loc[k] : NULL;
}

static MInstr *append(IselCtx *c, MInstr *mi)
{
    if (c->cur_line.file)
        line_mark(c, mi);
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

void mo_each_reg(const MOp *m, void (*fn)(void *, VReg), void *arg)
{
    if (m->kind == MO_REG)
        fn(arg, m->reg);
    if (m->kind == MO_ADDR || m->kind == MO_GROUP)
        for (uint32_t k = 0; k < m->n; k++)
            mo_each_reg(&m->sub[k], fn, arg);
}

bool mi_writes_first(const MInstr *mi)
{
    return mi->kind == MI_INSN && mi->nops > 0 &&
           (mi->ops[0].kind == MO_REG || mi->ops[0].kind == MO_GROUP);
}

bool mi_is_reg_copy(const MInstr *mi)
{
    return mi->kind == MI_INSN && mi->op == PI_MOV && mi->guard == VREG_NONE && mi->nops == 2 &&
           mi->ops[0].kind == MO_REG && mi->ops[1].kind == MO_REG && !mi->ops[1].neg &&
           mi->ops[0].reg != mi->ops[1].reg &&
           VREG_CLASS(mi->ops[0].reg) == VREG_CLASS(mi->ops[1].reg);
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

/* ---------------- operands as text ---------------- */

/* Inline asm (asm.c) and messages take operands as text; this spells
 * one the way the printer does. */
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
    case MO_SPECIAL: case MO_SYM:
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
    if (m.kind == MO_SPECIAL || m.kind == MO_SYM)
        return m.s;
    char probe[1];
    size_t n = spell(c, &m, probe, 0);
    char *s = arena_alloc(c->fn_arena, n + 1);
    spell(c, &m, s, n + 1);
    return s;
}
