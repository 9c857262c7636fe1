/*
 * emit/insn.c -- printing one machine instruction (isel/mach/minstr.h) as PTX.
 *
 * The printer is pure: it spells what the structure says and decides
 * nothing.  The spelling is the canonical one isel/mach/minstr.c's parser
 * accepts:
 *
 *     [@[!]%pN ]name.mods[ op, op, ...];
 *
 * with registers as their class prefix and number (%rd7), block labels
 * as $L__BB<function>_<block>, addresses as [base], [base+off] or a
 * tensor's [map, {x, y}], groups as {a, b} or (a, b), a value and a
 * predicate written together as a|p.  MI_TEXT lines are printed as they are.
 *
 * Text is gathered in a small buffer and written in pieces: a module has
 * hundreds of thousands of operands, and a stdio call for each costs
 * more than the rest of the printer.
 */
#include <string.h>

#include "emit/emit.h"

typedef struct Out {
    FILE *f;
    size_t len;
    char buf[512];
} Out;

static void out_flush(Out *o)
{
    fwrite(o->buf, 1, o->len, o->f);
    o->len = 0;
}

static void out_putn(Out *o, const char *s, size_t n)
{
    if (o->len + n > sizeof o->buf) {
        out_flush(o);
        if (n > sizeof o->buf) {
            fwrite(s, 1, n, o->f);
            return;
        }
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

static void out_puts(Out *o, const char *s) { out_putn(o, s, strlen(s)); }
static void out_putc(Out *o, char ch) { out_putn(o, &ch, 1); }

static void out_int(Out *o, int64_t v)
{
    char tmp[24], *p = tmp + sizeof tmp;
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    do
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--p = '-';
    out_putn(o, p, (size_t)(tmp + sizeof tmp - p));
}

static void out_reg(Out *o, VReg r, bool neg)
{
    if (neg)
        out_putc(o, '!');
    out_puts(o, rc_prefix(VREG_CLASS(r)));
    out_int(o, VREG_NUM(r));
}

static void print_op(Out *o, const MFunc *mf, const MOp *m)
{
    switch ((MOpKind)m->kind) {
    case MO_REG:
        out_reg(o, m->reg, m->neg);
        return;
    case MO_IMM:
        if (m->s)
            out_puts(o, m->s);
        else
            out_int(o, m->val);
        return;
    case MO_SPECIAL: case MO_SYM:
        out_puts(o, m->s);
        return;
    case MO_LABEL:
        out_puts(o, "$L__BB");
        out_int(o, mf->index);
        out_putc(o, '_');
        out_int(o, m->val);
        return;
    case MO_ADDR: case MO_GROUP: /* [a+off], [map, {x, y}], {a, b}, (a, b), a|b */
        if (m->open != '|')
            out_putc(o, m->kind == MO_ADDR ? '[' : m->open);
        for (uint32_t k = 0; k < m->n; k++) {
            if (k)
                out_putn(o, m->open == '|' ? "|" : ", ", m->open == '|' ? 1 : 2);
            print_op(o, mf, &m->sub[k]);
        }
        if (m->has_off) {
            out_putc(o, '+');
            out_int(o, m->val);
        }
        if (m->open != '|')
            out_putc(o, m->kind == MO_ADDR ? ']' : m->open == '{' ? '}' : ')');
        return;
    case MO_NONE: case MO_KID: case MO_RES: /* replaced when selected (isel/select/ptxtext.c) */
        break;
    }
    BUG("machine operand of kind %d", m->kind);
}

/* An inline asm's text: each mark (minstr.h) spelled as the register
 * its operand holds now. */
static void text_out(Out *o, const MFunc *mf, const MInstr *mi)
{
    const char *s = mi->text, *run = s;
    for (; *s; s++) {
        if (*s != (char)MI_TEXT_MARK)
            continue;
        out_putn(o, run, (size_t)(s - run));
        unsigned char k = (unsigned char)*++s;
        if (k == MI_TEXT_MARK)
            out_putc(o, (char)MI_TEXT_MARK); /* the user's own byte */
        else if (k >= 2 && k - 2u < mi->nops)
            print_op(o, mf, &mi->ops[k - 2]);
        else
            BUG("inline asm text marks operand %u of %u", k - 2u, mi->nops);
        run = s + 1;
    }
    out_putn(o, run, (size_t)(s - run));
}

static void insn_out(Out *o, const MFunc *mf, const MInstr *mi)
{
    if (mi->kind == MI_TEXT) {
        if (mi->nops)
            text_out(o, mf, mi);
        else
            out_puts(o, mi->text);
        return;
    }
    if (mi->guard) {
        out_putc(o, '@');
        out_reg(o, mi->guard, mi->guard_neg);
        out_putc(o, ' ');
    }
    out_puts(o, ptxop_name(mi->op));
    out_puts(o, mi->mods);
    for (unsigned k = 0; k < mi->nops; k++) {
        out_putn(o, k ? ", " : " ", k ? 2 : 1);
        print_op(o, mf, &mi->ops[k]);
    }
    out_putc(o, ';');
}

void insn_print(FILE *out, const MFunc *mf, const MInstr *mi)
{
    Out o = {.f = out, .len = 0};
    insn_out(&o, mf, mi);
    out_flush(&o);
}

/* "\t.loc\tF L C\n" (ir/lines.c says what they are). */
static void loc_out(Out *o, LineLoc l)
{
    out_puts(o, "\t.loc\t");
    out_int(o, l.file);
    out_putc(o, ' ');
    out_int(o, l.line);
    out_putc(o, ' ');
    out_int(o, l.col);
    out_putc(o, '\n');
}

/* A block's instructions, one a line ("\t...;\n"), through one buffer:
 * three stdio calls per instruction were most of the printing time. */
void insns_print(FILE *out, const MFunc *mf, const MInstr *first, LineLoc *last)
{
    Out o = {.f = out, .len = 0};
    for (const MInstr *mi = first; mi; mi = mi->next) {
        const LineLoc *l = mf->line_marks ? mi_line(mf, mi) : NULL;
        if (l && (l->file != last->file || l->line != last->line || l->col != last->col)) {
            loc_out(&o, *l);
            *last = *l;
        }
        out_putc(&o, '\t');
        insn_out(&o, mf, mi);
        out_putc(&o, '\n');
    }
    out_flush(&o);
}
