/*
 * ir/fold.c -- folding shared by the IR passes: the value an instruction
 * has when its operands decide it, a branch on a constant made
 * unconditional, and the blocks that this leaves unreachable deleted.
 *
 * Users: NVVMReflect (ir/reflect.c), which folds what its answers decide
 * before the verifier sees the module, and pass "cse" (ir/cse.c), which
 * folds as it goes, as LLVM's EarlyCSE does.
 *
 * What folds (fold_instr):
 *   - integer operations of at most 64 bits on constants: and, or, xor,
 *     add, sub, mul, shifts by less than the width, division and
 *     remainder by a nonzero constant (not INT_MIN / -1), icmp, zext,
 *     sext, trunc; select on a constant condition; freeze of a constant;
 *   - with FOLD_IDENTITIES also an operation one constant operand
 *     decides: x + 0, x - 0, x | 0, x ^ 0, x << 0, x >> 0, x * 1, x / 1,
 *     x & -1 are x; x * 0 and x & 0 are 0, x | -1 is -1; x - x and x ^ x
 *     are 0; select c, x, x is x; a phi whose entries are all one value
 *     (or the phi itself) is that value; an extractvalue whose field
 *     can be read off an insertvalue chain is the inserted value
 *     (fold_field, which mem2reg uses too).  Reflect leaves these out: it
 *     runs before the verifier, and they rely on well-typed operands.
 * Poison needs no care here: where an operand is poison, LLVM's result
 * is poison too, and any value may stand for it (x * 0 may be 0).
 *
 * Invariants: a folded value has the instruction's type; nothing here
 * changes the module except fold_branch (the terminator and the phis of
 * the blocks it no longer reaches) and delete_dead_blocks.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

static bool int_const(const Value *v, uint32_t max_bits)
{
    return v->kind == VK_CINT && v->type->kind == TY_INT && v->type->bits <= max_bits;
}

static bool icmp_holds(Predicate p, const Const *a, const Const *b)
{
    int64_t sa = const_int_sext(a), sb = const_int_sext(b);
    uint64_t ua = const_int_zext(a), ub = const_int_zext(b);
    switch (p) {
    case PRED_EQ: return ua == ub;   case PRED_NE: return ua != ub;
    case PRED_UGT: return ua > ub;   case PRED_UGE: return ua >= ub;
    case PRED_ULT: return ua < ub;   case PRED_ULE: return ua <= ub;
    case PRED_SGT: return sa > sb;   case PRED_SGE: return sa >= sb;
    case PRED_SLT: return sa < sb;   case PRED_SLE: return sa <= sb;
    default: BUG("icmp with predicate %s", predicate_name(p));
    }
}

/* Integer arithmetic on constants of at most 64 bits; const_int truncates
 * the result to the type.  The operands are read zero- or sign-extended
 * from their width (const_int keeps the bits above it clear). */
static Value *fold_arith(Module *m, const Instr *i, const Const *a, const Const *b)
{
    unsigned bits = i->v.type->bits;
    uint64_t x = const_int_zext(a), y = const_int_zext(b), v;
    int64_t sx = const_int_sext(a), sy = const_int_sext(b);
    int64_t smin = bits == 64 ? INT64_MIN : -(INT64_C(1) << (bits - 1));
    switch (i->op) {
    case OP_AND: v = x & y; break;
    case OP_OR: v = x | y; break;
    case OP_XOR: v = x ^ y; break;
    case OP_ADD: v = x + y; break;
    case OP_SUB: v = x - y; break;
    case OP_MUL: v = x * y; break;
    case OP_SHL: if (y >= bits) return NULL; v = x << y; break;
    case OP_LSHR: if (y >= bits) return NULL; v = x >> y; break;
    case OP_ASHR: if (y >= bits) return NULL; v = (uint64_t)(sx >> y); break;
    case OP_UDIV: if (!y) return NULL; v = x / y; break;
    case OP_UREM: if (!y) return NULL; v = x % y; break;
    case OP_SDIV: if (!sy || (sx == smin && sy == -1)) return NULL; v = (uint64_t)(sx / sy); break;
    case OP_SREM: if (!sy || (sx == smin && sy == -1)) return NULL; v = (uint64_t)(sx % sy); break;
    default: return NULL;
    }
    return &const_int(&m->consts, i->v.type, v)->v;
}

static Value *fold_cast(Module *m, const Instr *i, const Const *a)
{
    uint64_t v = i->op == OP_SEXT ? (uint64_t)const_int_sext(a) : const_int_zext(a);
    if (i->v.type->kind != TY_INT || i->v.type->bits > 64)
        return NULL;
    return &const_int(&m->consts, i->v.type, v)->v;
}

/* The value of phi i when every entry is one value (or i itself). */
static Value *same_entries(const Instr *i)
{
    Value *only = NULL;
    for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
        Value *v = instr_op(i, k);
        if (v == &i->v || v == only)
            continue;
        if (only)
            return NULL;
        only = v;
    }
    return only;
}

/* What one constant operand (c, at position k) decides of i's value on
 * scalar integers: x (the other operand), a constant, or NULL. */
static Value *identity(const Instr *i, uint32_t k)
{
    const Const *c = (const Const *)instr_op(i, k);
    Value *x = instr_op(i, 1 - k);
    unsigned bits = i->v.type->bits;
    uint64_t ones = bits == 64 ? ~UINT64_C(0) : (UINT64_C(1) << bits) - 1;
    uint64_t v = const_int_zext(c);
    bool right = k == 1; /* x op c, not c op x */
    switch (i->op) {
    case OP_ADD: case OP_OR: case OP_XOR:
        return v == 0 ? x : i->op == OP_OR && v == ones ? instr_op(i, k) : NULL;
    case OP_SUB: case OP_SHL: case OP_LSHR: case OP_ASHR:
        return right && v == 0 ? x : NULL;
    case OP_MUL:
        return v == 1 ? x : v == 0 ? instr_op(i, k) : NULL;
    case OP_UDIV: case OP_SDIV:
        return right && v == 1 ? x : NULL;
    case OP_AND:
        return v == ones ? x : v == 0 ? instr_op(i, k) : NULL;
    default:
        return NULL;
    }
}

static Value *fold_identity(Module *m, const Instr *i)
{
    if (i->op == OP_PHI)
        return same_entries(i);
    if (i->op == OP_SELECT && i->nops == 3 && instr_op(i, 1) == instr_op(i, 2))
        return instr_op(i, 1);
    if (i->nops != 2 || !opcode_is_binary(i->op) || i->v.type->kind != TY_INT ||
        i->v.type->bits > 64)
        return NULL;
    if ((i->op == OP_SUB || i->op == OP_XOR) && instr_op(i, 0) == instr_op(i, 1))
        return &const_int(&m->consts, i->v.type, 0)->v;
    for (uint32_t k = 0; k < 2; k++)
        if (int_const(instr_op(i, k), 64)) {
            Value *v = identity(i, k);
            if (v)
                return v;
        }
    return NULL;
}

Value *fold_instr(Module *m, const Instr *i, unsigned how)
{
    if (i->op == OP_EXTRACTVALUE && (how & FOLD_IDENTITIES) && i->nops == 1)
        return fold_field(m, instr_op(i, 0), i->indices, i->nindices, i->v.type);
    if (i->op == OP_SELECT && int_const(instr_op(i, 0), 1))
        return instr_op(i, const_int_zext((const Const *)instr_op(i, 0)) ? 1 : 2);
    if (i->op == OP_FREEZE && int_const(instr_op(i, 0), 64))
        return instr_op(i, 0);
    if ((i->op == OP_ZEXT || i->op == OP_SEXT || i->op == OP_TRUNC) &&
        int_const(instr_op(i, 0), 64))
        return fold_cast(m, i, (const Const *)instr_op(i, 0));
    if (i->nops == 2 && int_const(instr_op(i, 0), 64) && int_const(instr_op(i, 1), 64)) {
        const Const *a = (const Const *)instr_op(i, 0), *b = (const Const *)instr_op(i, 1);
        if (i->op == OP_ICMP && i->v.type->kind == TY_INT)
            return &const_bool(&m->consts, icmp_holds((Predicate)i->pred, a, b))->v;
        if (opcode_is_binary(i->op) && i->v.type->kind == TY_INT)
            return fold_arith(m, i, a, b);
        return NULL;
    }
    return how & FOLD_IDENTITIES ? fold_identity(m, i) : NULL;
}

/* ---------------- fields of aggregates ---------------- */

/* Read agg's field off an insertvalue chain (declared in ir.h): an
 * insertvalue of exactly that field gives its value, of a disjoint field
 * leads on to its aggregate, of a field that contains ours leads into
 * the inserted value; zeroinitializer, undef and poison have fields of
 * the same kind.  At most FOLD_STEPS links are followed. */
enum { FOLD_STEPS = 64 };

Value *fold_field(Module *m, Value *agg, const uint32_t *path, uint32_t n, Type *ft)
{
    for (int step = 0; step < FOLD_STEPS && n; step++) {
        if (agg->kind == VK_CZERO) /* (an integer or pointer as its usual spelling) */
            return ft->kind == TY_INT   ? &const_int(&m->consts, ft, 0)->v
                   : ft->kind == TY_PTR ? &const_null(&m->consts, ft)->v
                                        : &const_zero(&m->consts, ft)->v;
        if (agg->kind == VK_CUNDEF)
            return &const_undef(&m->consts, ft)->v;
        if (agg->kind == VK_CPOISON)
            return &const_poison(&m->consts, ft)->v;
        if (agg->kind != VK_INSTR || ((const Instr *)agg)->op != OP_INSERTVALUE)
            return NULL;
        const Instr *iv = (const Instr *)agg;
        uint32_t common = iv->nindices < n ? iv->nindices : n;
        if (memcmp(iv->indices, path, common * sizeof *path)) {
            agg = instr_op(iv, 0); /* another field: look further down */
        } else if (iv->nindices == n) {
            return instr_op(iv, 1); /* this field */
        } else if (iv->nindices < n) {
            agg = instr_op(iv, 1); /* a field that holds ours */
            path += common, n -= common;
        } else {
            return NULL; /* a part of our field: extractvalue it */
        }
    }
    return NULL;
}

/* ---------------- branches ---------------- */

void drop_phi_entry(Block *to, const Block *from)
{
    for (Instr *phi = to->first; phi && phi->op == OP_PHI; phi = phi->next)
        for (uint32_t k = 0; k + 1 < phi->nops; k += 2) {
            if (instr_op(phi, k + 1) != &from->v)
                continue;
            for (uint32_t j = k; j + 2 < phi->nops; j++) /* shift the rest down */
                use_set(&phi->ops[j], &phi->v, phi->ops[j + 2].val);
            use_drop(&phi->ops[phi->nops - 1]);
            use_drop(&phi->ops[phi->nops - 2]);
            phi->nops -= 2;
            break;
        }
}

/* The successor a terminator on a constant takes, or NULL. */
static Block *taken_target(const Instr *t)
{
    const Value *c = instr_op(t, 0);
    if (t->op == OP_BR && t->nops == 3 && int_const(c, 1))
        return (Block *)instr_op(t, const_int_zext((const Const *)c) ? 1 : 2);
    if (t->op != OP_SWITCH || t->nops < 2 || !int_const(c, 64))
        return NULL;
    for (uint32_t k = 2; k + 1 < t->nops; k += 2)
        if (int_const(instr_op(t, k), 64) &&
            const_int_zext((const Const *)instr_op(t, k)) == const_int_zext((const Const *)c))
            return (Block *)instr_op(t, k + 1);
    return (Block *)instr_op(t, 1);
}

bool fold_branch(Instr *t)
{
    if (t->op != OP_BR && t->op != OP_SWITCH)
        return false;
    Block *keep = taken_target(t);
    if (!keep || keep->v.kind != VK_BLOCK)
        return false;
    bool kept = false;
    for (uint32_t k = 1; k < t->nops; k++) {
        Value *v = instr_op(t, k);
        if (v->kind != VK_BLOCK || (t->op == OP_SWITCH && k % 2 == 0))
            continue; /* a switch's case values */
        if (v == &keep->v && !kept)
            kept = true;
        else
            drop_phi_entry((Block *)v, t->parent);
    }
    use_set(&t->ops[0], &t->v, &keep->v);
    for (uint32_t k = 1; k < t->nops; k++)
        use_drop(&t->ops[k]);
    t->op = OP_BR;
    t->nops = 1;
    /* Branch weights (!prof) name one weight per successor; an
     * unconditional branch has none (LLVM's verifier rejects them). */
    uint32_t kept_md = 0;
    for (uint32_t k = 0; k < t->nmd; k++)
        if (strcmp(t->md[k].kind, "prof"))
            t->md[kept_md++] = t->md[k];
    t->nmd = kept_md;
    cfg_changed(t->parent->parent);
    return true;
}

/* ---------------- dead blocks ---------------- */

/* Is use u going away with the dead blocks: made by an instruction in a
 * dead block, or a live phi's entry for an edge from a dead block? */
static bool use_is_dead(const Use *u, const bool *dead)
{
    const Instr *user = u->user && u->user->kind == VK_INSTR ? (const Instr *)u->user : NULL;
    if (!user || !user->parent)
        return false;
    if (dead[user->parent->index])
        return true;
    if (user->op != OP_PHI)
        return false;
    uint32_t k = (uint32_t)(u - user->ops); /* entries are (value, block) pairs */
    const Value *from = (k | 1) < user->nops ? user->ops[k | 1].val : NULL;
    return from && from->kind == VK_BLOCK && dead[((const Block *)from)->index];
}

static bool used_only_dead(const Value *v, const bool *dead)
{
    for (const Use *u = v->uses; u; u = u->next)
        if (!use_is_dead(u, dead))
            return false;
    return true;
}

/* Every value (block or instruction) of a dead block must be used only
 * by what goes away with them -- else the input broke dominance, and we
 * keep the blocks for the verifier to report. */
static bool can_delete(const Global *fn, const bool *dead)
{
    for (const Block *b = fn->first; b; b = b->next) {
        if (!dead[b->index])
            continue;
        if (!used_only_dead(&b->v, dead))
            return false;
        for (const Instr *i = b->first; i; i = i->next)
            if (!used_only_dead(&i->v, dead))
                return false;
    }
    return true;
}

static void unlink_block(Global *fn, Block *b)
{
    cfg_changed(fn);
    while (b->last) {
        Instr *i = b->last;
        instr_remove(i);
    }
    if (b->prev)
        b->prev->next = b->next;
    else
        fn->first = b->next;
    if (b->next)
        b->next->prev = b->prev;
    else
        fn->last = b->prev;
    fn->nblocks--;
}

bool delete_dead_blocks(Global *fn, const bool *reach)
{
    bool *dead = calloc(fn->nblocks + 1, sizeof *dead);
    if (!dead)
        BUG("out of memory");
    bool any = false, deleted = false;
    for (Block *b = fn->first; b; b = b->next) {
        dead[b->index] = reach[b->index] && b != fn->first && b->rpo == UINT32_MAX;
        any |= dead[b->index];
    }
    if (any && can_delete(fn, dead)) {
        for (Block *b = fn->first; b; b = b->next)
            for (uint32_t s = 0; dead[b->index] && s < b->nsuccs; s++)
                if (!dead[b->succs[s]->index])
                    drop_phi_entry(b->succs[s], b);
        Block *next;
        for (Block *b = fn->first; b; b = next) {
            next = b->next;
            if (dead[b->index])
                unlink_block(fn, b);
        }
        cfg_forget_blocks(fn, dead); /* the CFG stays current: no rebuild */
        deleted = true;
    }
    free(dead);
    return deleted;
}
