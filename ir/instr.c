/*
 * ir/instr.c -- instructions, uses, and the name tables of the IR.
 *
 * Duties:
 *   - Spellings of opcodes, flags, predicates, orderings, atomicrmw
 *     operations and linkages (all generated from the X-macros in ir.h, so
 *     a new entry cannot be forgotten here).
 *   - Use lists: use_set / use_drop / value_replace_all_uses.  Each value
 *     keeps a doubly linked list of the Uses that point at it.  A Use keeps
 *     `pprev`, the address of the pointer that points at it (either the
 *     value's `uses` head or the previous Use's `next`), so unlinking is
 *     O(1) without a special case for the head of the list.
 *   - Building instructions and linking them into blocks.
 *
 * Invariants:
 *   - u->val != NULL  <=>  u is linked into u->val->uses.
 *   - Use arrays never move once linked (they live in the module arena),
 *     because other Uses' pprev fields point into them.
 *   - A block's instructions form a doubly linked list first..last, and
 *     every instruction in it has parent == that block.
 */
#include <string.h>

#include "ir/ir.h"

/* ---- name tables ---------------------------------------------------- */

/* Bounds-checked lookup in a name table. */
#define NAME_IN(table, i)                                                   \
    ((size_t)(i) < sizeof(table) / sizeof(table[0]) ? table[(size_t)(i)] : "?")

static const char *const opcode_names[] = {
#define X(e, s, c) s,
    OPCODES(X)
#undef X
};
static const char opcode_classes[] = {
#define X(e, s, c) #c[0],
    OPCODES(X)
#undef X
};
static const char *const flag_names[] = {
#define X(e, s) s,
    INSTR_FLAGS(X)
#undef X
};
static const char *const pred_names[] = {
#define X(e, s) s,
    PREDICATES(X)
#undef X
};
static const char *const ordering_names[] = {
#define X(e, s) s,
    ORDERINGS(X)
#undef X
};
static const char *const rmw_names[] = {
#define X(e, s) s,
    RMW_OPS(X)
#undef X
};
static const char *const linkage_names[] = {
#define X(e, s) s,
    LINKAGES(X)
#undef X
};

const char *opcode_name(Opcode op) { return NAME_IN(opcode_names, op); }
const char *instr_flag_name(unsigned bit) { return NAME_IN(flag_names, bit); }
const char *predicate_name(Predicate p) { return NAME_IN(pred_names, p); }

/* The predicate of the comparison with its operands swapped: a < b is
 * b > a. */
Predicate predicate_swapped(Predicate p)
{
    switch (p) {
    case PRED_UGT: return PRED_ULT; case PRED_ULT: return PRED_UGT;
    case PRED_UGE: return PRED_ULE; case PRED_ULE: return PRED_UGE;
    case PRED_SGT: return PRED_SLT; case PRED_SLT: return PRED_SGT;
    case PRED_SGE: return PRED_SLE; case PRED_SLE: return PRED_SGE;
    case PRED_F_OGT: return PRED_F_OLT; case PRED_F_OLT: return PRED_F_OGT;
    case PRED_F_OGE: return PRED_F_OLE; case PRED_F_OLE: return PRED_F_OGE;
    case PRED_F_UGT: return PRED_F_ULT; case PRED_F_ULT: return PRED_F_UGT;
    case PRED_F_UGE: return PRED_F_ULE; case PRED_F_ULE: return PRED_F_UGE;
    default: return p; /* eq, ne, ord, uno, ... are symmetric */
    }
}

/* The integer predicate that holds exactly when p does not: a < b fails
 * when a >= b. */
Predicate predicate_inverse(Predicate p)
{
    switch (p) {
    case PRED_EQ: return PRED_NE;   case PRED_NE: return PRED_EQ;
    case PRED_UGT: return PRED_ULE; case PRED_ULE: return PRED_UGT;
    case PRED_UGE: return PRED_ULT; case PRED_ULT: return PRED_UGE;
    case PRED_SGT: return PRED_SLE; case PRED_SLE: return PRED_SGT;
    case PRED_SGE: return PRED_SLT; case PRED_SLT: return PRED_SGE;
    default: BUG("predicate_inverse of %s", predicate_name(p));
    }
}
const char *ordering_name(Ordering o) { return NAME_IN(ordering_names, o); }
const char *rmw_name(RmwOp op) { return NAME_IN(rmw_names, op); }
const char *linkage_name(Linkage l) { return NAME_IN(linkage_names, l); }

static char opcode_class(Opcode op)
{
    return (size_t)op < sizeof opcode_classes ? opcode_classes[op] : '?';
}

bool opcode_is_terminator(Opcode op) { return opcode_class(op) == 'T'; }
bool opcode_is_binary(Opcode op) { return opcode_class(op) == 'B'; }
bool opcode_is_cast(Opcode op) { return opcode_class(op) == 'C'; }

/* ---- uses ----------------------------------------------------------- */

void use_drop(Use *u)
{
    if (!u->val)
        return;
    *u->pprev = u->next;
    if (u->next)
        u->next->pprev = u->pprev;
    u->val = NULL;
    u->next = NULL;
    u->pprev = NULL;
}

void use_set(Use *u, Value *user, Value *v)
{
    use_drop(u);
    u->user = user;
    u->val = v;
    if (!v)
        return;
    /* push at the head of v's use list */
    u->next = v->uses;
    if (v->uses)
        v->uses->pprev = &u->next;
    v->uses = u;
    u->pprev = &v->uses;
}

void value_replace_all_uses(Value *old, Value *with)
{
    if (old == with)
        return;
    while (old->uses) {
        Use *u = old->uses;
        use_set(u, u->user, with); /* unlinks u from old's list */
    }
}

bool value_is_const(const Value *v)
{
    return (v->kind >= VK_CINT && v->kind <= VK_CBLOCKADDR) ||
           v->kind == VK_GLOBAL;
}

/* ---- instructions --------------------------------------------------- */

Instr *instr_new(Module *m, Opcode op, Type *type, uint32_t nops)
{
    Instr *i = arena_alloc(&m->arena, sizeof *i);
    i->v.kind = VK_INSTR;
    i->v.type = type ? type : m->types.void_ty;
    i->op = op;
    i->nops = nops;
    i->ops = nops ? arena_array(&m->arena, nops, sizeof(Use)) : NULL;
    i->inrange_idx = -1;
    if (op == OP_CALL || op == OP_INVOKE)
        i->call = arena_alloc(&m->arena, sizeof *i->call);
    return i;
}

void instr_set_op(Instr *i, uint32_t k, Value *v)
{
    if (k >= i->nops)
        BUG("instr_set_op: operand %u of a %u-operand %s", k, i->nops,
            opcode_name(i->op));
    use_set(&i->ops[k], &i->v, v);
    if (i->parent)
        cfg_changed(i->parent->parent);
}

void block_append(Block *b, Instr *i)
{
    if (i->parent)
        BUG("block_append: instruction is already in a block");
    i->parent = b;
    cfg_changed(b->parent);
    i->next = NULL;
    i->prev = b->last;
    if (b->last)
        b->last->next = i;
    else
        b->first = i;
    b->last = i;
}

Block *block_new_after(Module *m, Block *after, Loc loc)
{
    Global *fn = after->parent;
    Block *b = arena_alloc(&m->arena, sizeof *b);
    b->v.kind = VK_BLOCK;
    b->v.type = m->types.label_ty;
    b->v.loc = loc;
    b->parent = fn;
    b->defined = true;
    b->index = after->index + 1; /* exact again after the next cfg_build */
    b->prev = after;
    b->next = after->next;
    if (after->next)
        after->next->prev = b;
    else
        fn->last = b;
    after->next = b;
    fn->nblocks++;
    cfg_changed(fn);
    return b;
}

Block *block_split_before(Module *m, Instr *at)
{
    Block *old = at->parent;
    if (at->op == OP_PHI)
        BUG("block_split_before: a phi cannot start a split-off block");
    Block *nb = block_new_after(m, old, at->v.loc);
    nb->first = at;
    nb->last = old->last;
    old->last = at->prev;
    if (at->prev)
        at->prev->next = NULL;
    else
        old->first = NULL;
    at->prev = NULL;
    for (Instr *i = at; i; i = i->next)
        i->parent = nb;
    /* The edges out of `old` now leave from nb: the phis at their ends
     * must name nb as the block they come from. */
    const Instr *t = nb->last;
    for (uint32_t k = 0; t && opcode_is_terminator(t->op) && k < t->nops; k++) {
        Value *s = instr_op(t, k);
        if (!s || s->kind != VK_BLOCK)
            continue;
        for (Instr *p = ((Block *)s)->first; p && p->op == OP_PHI; p = p->next)
            for (uint32_t e = 1; e < p->nops; e += 2)
                if (instr_op(p, e) == &old->v)
                    instr_set_op(p, e, &nb->v);
    }
    return nb;
}

void instr_insert_before(Instr *pos, Instr *i)
{
    if (i->parent)
        BUG("instr_insert_before: instruction is already in a block");
    Block *b = pos->parent;
    i->parent = b;
    cfg_changed(b->parent); /* (its Instr.pos is not yet numbered) */
    i->next = pos;
    i->prev = pos->prev;
    if (pos->prev)
        pos->prev->next = i;
    else
        b->first = i;
    pos->prev = i;
}

Instr *instr_add_before(Module *m, Instr *pos, Opcode op, Type *type, Value *a, Value *b,
                        Loc loc)
{
    Instr *i = instr_new(m, op, type, b ? 2 : a ? 1 : 0);
    if (a)
        instr_set_op(i, 0, a);
    if (b)
        instr_set_op(i, 1, b);
    i->v.loc = loc;
    instr_insert_before(pos, i);
    return i;
}

void instr_remove(Instr *i)
{
    Block *b = i->parent;
    if (b) {
        /* Only a terminator carries edges.  Removing anything else keeps
         * the CFG, and the positions left keep their order (a gap is no
         * harm: Instr.pos users index arrays sized by the largest). */
        if (opcode_is_terminator(i->op))
            cfg_changed(b->parent);
        if (i->prev)
            i->prev->next = i->next;
        else
            b->first = i->next;
        if (i->next)
            i->next->prev = i->prev;
        else
            b->last = i->prev;
    }
    i->parent = NULL;
    i->prev = i->next = NULL;
    for (uint32_t k = 0; k < i->nops; k++)
        use_drop(&i->ops[k]);
}

Value *call_callee(const Instr *call)
{
    if (call->op == OP_CALL && call->nops >= 1)
        return call->ops[call->nops - 1].val;
    if (call->op == OP_INVOKE && call->nops >= 3)
        return call->ops[call->nops - 3].val;
    BUG("call_callee on %s", opcode_name(call->op));
}

/* Like LLVM's getCalledFunction: only a direct call of a function names
 * one; a call through a bitcast, a pointer or inline asm gives NULL. */
Global *call_callee_fn(const Instr *call)
{
    Value *v = call_callee(call);
    if (!v || v->kind != VK_GLOBAL)
        return NULL;
    Global *g = (Global *)v;
    return g->gk == GK_FUNC ? g : NULL;
}

MDNode *instr_md(const Instr *i, const char *kind)
{
    for (uint32_t k = 0; k < i->nmd; k++)
        if (strcmp(i->md[k].kind, kind) == 0)
            return i->md[k].node;
    return NULL;
}

/* The byte offset of a getelementptr with constant indices, or false
 * (declared in ir.h). */
bool gep_const_offset(const Instr *g, unsigned ptr_bits, int64_t *off)
{
    const Type *t = g->aux_type;
    int64_t o = 0;
    for (uint32_t k = 1; k < g->nops; k++) {
        uint64_t raw;
        if (!value_const_int(instr_op(g, k), true, &raw))
            return false;
        int64_t ix = (int64_t)raw;
        if (k == 1) {
            o += ix * (int64_t)type_size(t, ptr_bits);
        } else if (t->kind == TY_STRUCT) {
            if (ix < 0 || (uint64_t)ix >= t->nmem)
                return false;
            o += (int64_t)struct_field_offset(t, (uint32_t)ix, ptr_bits);
            t = t->mem[ix];
        } else if (t->kind == TY_ARRAY || t->kind == TY_VEC) {
            t = t->elem;
            o += ix * (int64_t)type_size(t, ptr_bits);
        } else {
            return false;
        }
    }
    *off = o;
    return true;
}
