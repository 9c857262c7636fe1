/*
 * ir/aggcopy.c -- pass "aggcopy": a struct or array that is loaded only
 * to be stored somewhere else is copied in words as wide as both
 * accesses' alignment allows, not field by field.
 *
 * Why.  The selector splits an aggregate value into its fields (isel/
 * legal/parts.c), so copying a `{ i8, i8, i8, i8 }` colour from one
 * place to another is four byte loads and four byte stores.  llc's DAG
 * combiner merges consecutive stores of consecutive loads into one
 * 32-bit load and store.  On the handwritten corpus's colour map
 * (a palette entry copied into a result struct, and from there to the
 * output) the byte copies cost ptxas 8 SASS instructions in each of two
 * functions.
 *
 * The rule.  For
 *     %v = load T, ptr %p, align A
 *     store T %v, ptr %q, align B
 * where T is a struct or an array, %v has no other use, and neither
 * access is volatile or atomic: let S be T's size and C the largest
 * power of two that is at most A, B and 8 and divides S.  When S / C is
 * fewer than T's scalar fields (each vector counted as one: it is one
 * access already), the load and the store move iC*8 (S = C) or
 * <S/C x iC*8> instead.  The bytes are the same bytes -- padding
 * included, which a store of T leaves undefined anyway -- so the copy
 * is exact; and the alignment both accesses promise is the alignment of
 * the new words, so no access becomes misaligned.
 *
 * When: at -O1 and up, after the other IR passes (emit/ptx.c, prepare).
 * Not on `optnone` functions.
 *
 * Invariants: only the types of such a load and store change (the
 * load's result type, and so the store's value type); no instruction is
 * added or removed.
 */
#include "ir/ir.h"

enum { PIECES_MAX = 16 };

/* Scalar fields of t, a vector counting as one; stops counting past
 * limit (a large array need not be walked through). */
static uint64_t fields(const Type *t, uint64_t limit)
{
    switch (t->kind) {
    case TY_STRUCT: {
        uint64_t n = 0;
        for (uint32_t k = 0; k < t->nmem && n <= limit; k++)
            n += fields(t->mem[k], limit);
        return n;
    }
    case TY_ARRAY: {
        uint64_t per = fields(t->elem, limit);
        return per && t->count > limit / per ? limit + 1 : per * t->count;
    }
    default: return 1;
    }
}

static bool plain(const Instr *i)
{
    return !(i->flags & (IF_VOLATILE | IF_ATOMIC)) && i->ordering == ORD_NOTATOMIC;
}

/* The type to copy T in, or NULL to leave the pair alone. */
static Type *word_type(Module *m, const Type *t, uint64_t align)
{
    unsigned ptr_bits = module_ptr_bits(m);
    uint64_t size = type_size(t, ptr_bits);
    uint64_t c = 8;
    while (c > 1 && (c > align || size % c))
        c /= 2;
    if (!size || size / c > PIECES_MAX || size / c >= fields(t, PIECES_MAX))
        return NULL;
    Type *word = type_int(&m->types, (uint32_t)(c * 8));
    return size == c ? word : type_vec(&m->types, word, size / c, false);
}

bool aggcopy_function(Module *m, Global *fn)
{
    if (fn->is_decl || attr_find(m, &fn->attrs, ATTR_OPTNONE))
        return false;
    bool changed = false;
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *ld = b->first; ld; ld = ld->next) {
            Type *t = ld->v.type;
            if (ld->op != OP_LOAD || (t->kind != TY_STRUCT && t->kind != TY_ARRAY) ||
                !plain(ld) || !ld->v.uses || ld->v.uses->next)
                continue;
            const Use *u = ld->v.uses;
            Instr *st = (Instr *)u->user;
            if (st->v.kind != VK_INSTR || st->op != OP_STORE || u != &st->ops[0] ||
                !plain(st) || !ld->align || !st->align)
                continue;
            Type *w = word_type(m, t, ld->align < st->align ? ld->align : st->align);
            if (!w)
                continue;
            ld->v.type = w;
            ld->aux_type = w;
            changed = true;
        }
    return changed;
}
