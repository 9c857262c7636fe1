/*
 * isel/ptxtext.c -- one hand-selected node for instructions whose operand
 * list no pattern of isel/nvptx.md can spell.
 *
 * Most intrinsics are one rule of the pattern file.  A few families have
 * operand lists that vary with the name and with constant flags in ways a
 * tree pattern cannot follow: tcgen05.ld returns up to 128 registers in a
 * brace list, tcgen05.mma has a dozen forms with optional operands in the
 * middle of the list, a TMA copy has up to 16 operands.  Their builders
 * (tcgen05.c, tma.c) write the whole PTX instruction as a template once
 * the name and flags are checked, and hand over the operands that must be
 * registers as the kids of one PTX_TEXT node:
 *
 *   %K    the register of kid K (decimal K)
 *   %dK   result register K (node.res, chosen when the DAG is built)
 *
 * Every other character is copied.  No kid is folded into an immediate:
 * what may be an immediate (an offset, a scale) is a constant operand of
 * the intrinsic that the builder writes into the text itself.
 *
 * Invariant: a placeholder names an existing kid or result (a builder bug
 * otherwise, caught here as an internal error).
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

DagNode *dag_ptx_text(IselCtx *c, const char *text, DagNode *const *kids, uint32_t nkids)
{
    DagNode *n = dag_node(c, DOP_PTX_TEXT, VT_NONE, nkids);
    for (uint32_t k = 0; k < nkids; k++)
        dag_set_kid(n, k, kids[k]);
    n->sym = text;
    return dag_chained(c, n);
}

/* The node's results are instruction i's value: registers for its parts
 * (node.res), and the parts that read them. */
DagVal ptx_text_results(IselCtx *c, const Instr *i, DagNode *n)
{
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    n->res = dag_result_regs(c, i, tp);
    n->nres = tp->n;
    return dag_result_parts(c, n, tp);
}

/* "{%A, %A+1, ..., %A+n-1}" (or the %d form): the template text of a
 * brace list of n kids or results. */
const char *ptx_text_list(IselCtx *c, bool results, uint32_t from, uint32_t n)
{
    size_t cap = (size_t)n * 8 + 3, len = 0;
    char *s = arena_alloc(c->fn_arena, cap);
    s[len++] = '{';
    for (uint32_t k = 0; k < n; k++)
        len += (size_t)snprintf(s + len, cap - len, "%s%%%s%u", k ? ", " : "",
                                results ? "d" : "", from + k);
    snprintf(s + len, cap - len, "}");
    return s;
}

/* The text of placeholder at *p (just past '%'); advances *p. */
static const char *placeholder(IselCtx *c, const DagNode *n, const char **p)
{
    bool res = **p == 'd';
    char *end;
    unsigned long k = strtoul(*p + res, &end, 10);
    if (end == *p + res)
        return "%"; /* not a placeholder: a literal '%' */
    *p = end;
    if (res) {
        if (k >= n->nres)
            BUG("PTX_TEXT template '%s' names result %lu of %u", n->sym, k, n->nres);
        return vreg_name(c, n->res[k]);
    }
    if (k >= n->nkids)
        BUG("PTX_TEXT template '%s' names operand %lu of %u", n->sym, k, n->nkids);
    return n->kids[k]->result;
}

/* Helpers the builders share for parsing names and flags. */

bool ptx_text_eat(const char **s, const char *w)
{
    size_t len = strlen(w);
    if (strncmp(*s, w, len) || ((*s)[len] && (*s)[len] != '.'))
        return false;
    *s += len + ((*s)[len] == '.');
    return true;
}

bool ptx_text_word_num(const char *s, const char *w, const char *sep, unsigned long *n)
{
    size_t len = strlen(w), sl = strlen(sep);
    if (strncmp(s, w, len) || strncmp(s + len, sep, sl))
        return false;
    char *end;
    *n = strtoul(s + len + sl, &end, 10);
    return end != s + len + sl && !*end;
}

int64_t ptx_text_flag(const Instr *i, uint32_t k, int64_t lo, int64_t hi)
{
    const Value *v = k < i->nargs ? instr_op(i, k) : NULL;
    if (!v || v->kind != VK_CINT)
        return -1;
    int64_t x = (int64_t)const_int_zext((const Const *)v);
    return x >= lo && x <= hi ? x : -1;
}

/* Does the target have feature f?  Then record it (and PTX version ptx);
 * else a located error naming the targets that have it -- the forms these
 * builders gate are often narrower than "sm_X or newer" (tcgen05's
 * .kind::i8 is sm_100a and sm_110a only). */
bool ptx_text_gate(IselCtx *c, const Instr *i, const char *name, Feature f, unsigned ptx)
{
    if (!target_has(c->target, f)) {
        isel_gate_error(c, i->v.loc, fn_strf(c, "'@%s'", name), f);
        return false;
    }
    return intrinsic_gate(c, i, f, ptx, name);
}

bool select_ptx_text(IselCtx *c, DagNode *n)
{
    if (n->op != DOP_PTX_TEXT)
        return false;
    size_t cap = strlen(n->sym) + 16 * (n->nkids + n->nres) + 1, len = 0;
    char *s = arena_alloc(c->fn_arena, cap);
    for (const char *p = n->sym; *p;) {
        if (*p != '%') {
            s[len++] = *p++;
            continue;
        }
        p++;
        const char *t = placeholder(c, n, &p);
        size_t tl = strlen(t);
        if (len + tl + 1 > cap)
            BUG("PTX_TEXT expansion of '%s' overflows", n->sym);
        memcpy(s + len, t, tl);
        len += tl;
    }
    s[len] = 0;
    mf_emit(c, s);
    n->result = "";
    return true;
}
