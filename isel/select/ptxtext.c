/*
 * isel/select/ptxtext.c -- one hand-selected node for instructions whose operand
 * list no pattern of isel/select/nvptx.md can spell.
 *
 * Most intrinsics are one rule of the pattern file.  A few families have
 * operand lists that vary with the name and with constant flags in ways a
 * tree pattern cannot follow: tcgen05.ld returns up to 128 registers in a
 * brace list, tcgen05.mma has a dozen forms with optional operands in the
 * middle of the list, a TMA copy has up to 16 operands.  Their builders
 * (tcgen05.c, tma.c) build the whole machine instruction once the name
 * and flags are checked -- opcode, modifiers and operands -- and hand over
 * the operands that must be registers as the kids of one PTX_TEXT node.
 * In the instruction's operands (and inside its groups and addresses)
 *
 *   ptx_kid(K)   stands for the register of kid K
 *   ptx_res(K)   stands for result register K (node.res, chosen when the
 *                DAG is built)
 *
 * and selection replaces them; a node given ptx_text_guard(K)
is guarded by kid K's predicate register (masked.c's lanes).  No kid is
folded into an immediate: what
 * may be an immediate (an offset, a scale) is a constant operand of the
 * intrinsic that the builder puts in the operand list itself (mo_imm).
 *
 * Invariant: a placeholder names an existing kid or result (a builder bug
 * otherwise, caught here as an internal error).
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

DagNode *dag_ptx_text(IselCtx *c, PtxOp op, const char *mods, const MOp *ops, uint32_t nops,
                      DagNode *const *kids, uint32_t nkids)
{
    DagNode *n = dag_node(c, DOP_PTX_TEXT, VT_NONE, nkids);
    for (uint32_t k = 0; k < nkids; k++)
        dag_set_kid(n, k, kids[k]);
    n->insn = mi_new_insn(c, op, mods, nops, ops);
    return dag_chained(c, n);
}

MOp ptx_kid(uint32_t k) { return (MOp){.kind = MO_KID, .val = k}; }
MOp ptx_res(uint32_t k) { return (MOp){.kind = MO_RES, .val = k}; }

/* A guard placeholder: register class 0xff is no class, so the template's
 * guard cannot be mistaken for a register. */
enum { GUARD_KID_CLASS = 0xff };

void ptx_text_guard(DagNode *n, uint32_t k)
{
    ((MInstr *)n->insn)->guard = VREG(GUARD_KID_CLASS, k); /* the template is ours */
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

/* {kid A, ..., kid A+n-1} (or results): a brace list of registers. */
MOp ptx_text_list(IselCtx *c, bool results, uint32_t from, uint32_t n)
{
    MOp *m = arena_array(c->fn_arena, n, sizeof *m);
    for (uint32_t k = 0; k < n; k++)
        m[k] = results ? ptx_res(from + k) : ptx_kid(from + k);
    return (MOp){.kind = MO_GROUP, .open = '{', .n = n, .sub = m};
}

/* m with its placeholders replaced by n's registers. */
static MOp fill(IselCtx *c, const DagNode *n, MOp m)
{
    switch ((MOpKind)m.kind) {
    case MO_KID:
        if (m.val < 0 || (uint64_t)m.val >= n->nkids)
            BUG("PTX_TEXT operand names kid %lld of %u", (long long)m.val, n->nkids);
        return n->kids[m.val]->result;
    case MO_RES:
        if (m.val < 0 || (uint64_t)m.val >= n->nres)
            BUG("PTX_TEXT operand names result %lld of %u", (long long)m.val, n->nres);
        return mo_reg(n->res[m.val]);
    case MO_ADDR: case MO_GROUP: {
        MOp *sub = arena_array(c->fn_arena, m.n, sizeof *sub);
        for (uint32_t k = 0; k < m.n; k++)
            sub[k] = fill(c, n, m.sub[k]);
        m.sub = sub;
        return m;
    }
    default:
        return m;
    }
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
    const MInstr *t = n->insn;
    MOp *ops = arena_array(c->fn_arena, t->nops, sizeof *ops);
    for (uint32_t k = 0; k < t->nops; k++)
        ops[k] = fill(c, n, t->ops[k]);
    MInstr *mi = mi_emit(c, t->op, t->mods, t->nops, ops);
    if (t->guard != VREG_NONE) {
        uint32_t k = VREG_NUM(t->guard);
        if ((t->guard >> 24) != GUARD_KID_CLASS || k >= n->nkids ||
            n->kids[k]->result.kind != MO_REG)
            BUG("PTX_TEXT guard is not a kid's predicate register");
        mi_guard(mi, n->kids[k]->result.reg, t->guard_neg);
    }
    return true;
}
