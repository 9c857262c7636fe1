/*
 * ir/mergestores.c -- pass "mergestores": stores of constants to
 * neighbouring bytes, one after another, become one wider store.
 *
 * Why.  Flang fills an array descriptor field by field: the element
 * size, then the version (an i32), the rank, the type code and two
 * attribute bytes (four i8), each its own store, for every array it
 * passes.  Stored as written that is five stores where one 64-bit store
 * of their combined bytes does; llc's DAG combiner merges consecutive
 * stores of constants so.  OpenMP offload kernels from flang were 8 SASS
 * instructions longer than llc-19's for each descriptor.
 *
 * The rule.  In a block, a run is a sequence of plain stores (not
 * volatile, not atomic) with nothing but instructions that neither read
 * nor write memory between them.  Within a run, take the stores of an
 * integer, float or null constant whose address is one base pointer
 * plus a constant offset (through getelementptrs with constant indices
 * and pointer bitcasts).  A window of N bytes (8, 4 or 2) that starts
 * at one of those stores, whose alignment is at least N, and that the
 * stores of the run to that base cover exactly -- at least two of them,
 * each inside it, every byte written, no store of the run reaching
 * partly into it -- becomes one store of an iN constant: the bytes little-endian, a later
 * store's over an earlier one's.  It takes the place of the window's
 * last store; the others go.  Between the first and the last only
 * stores to other places ran, and none of them may alias the window:
 * a store to another base could, so any such store in between keeps
 * the window as it is.
 *
 * When: at -O1 and up, with the other IR passes (emit/ptx.c, prepare).
 * Not on `optnone` functions.
 *
 * Invariants: no block or edge changes; the new store's address is the
 * pointer of the window's first store, defined before it.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

enum { RUN_MAX = 64 }; /* stores looked at in one run */

typedef struct Slot {
    Instr *st;
    const Value *base;
    int64_t off;      /* the address is base + off bytes */
    bool constant;    /* the value is a constant we can lay out */
    uint64_t bits;    /* that constant's bits */
    uint32_t size;    /* bytes written */
} Slot;

/* The base and constant offset of pointer p: getelementptrs with
 * constant indices and pointer bitcasts (typed pointers' `bitcast i32*
 * to i8*`) are looked through, a few deep; any other pointer is its own
 * base (a getelementptr with a variable index too: a store through it
 * counts as one to another base, which may alias). */
static const Value *base_of(const Value *p, unsigned ptr_bits, int64_t *off)
{
    *off = 0;
    for (int step = 0; step < 8; step++) {
        int64_t o;
        if (p->kind == VK_INSTR && ((const Instr *)p)->op == OP_GEP &&
            gep_const_offset((const Instr *)p, ptr_bits, &o)) {
            *off += o;
            p = instr_op((const Instr *)p, 0);
        } else if (p->kind == VK_INSTR && ((const Instr *)p)->op == OP_BITCAST &&
                   instr_op((const Instr *)p, 0)->type->kind == TY_PTR) {
            p = instr_op((const Instr *)p, 0);
        } else if (p->kind == VK_CEXPR && ((const Const *)p)->opcode == OP_BITCAST &&
                   ((const Const *)p)->ops[0].val->type->kind == TY_PTR) {
            p = ((const Const *)p)->ops[0].val;
        } else {
            break;
        }
    }
    return p;
}

static bool const_bits(const Value *v, unsigned ptr_bits, uint64_t *bits, uint32_t *size)
{
    const Type *t = v->type;
    if (v->kind == VK_CINT && t->kind == TY_INT && t->bits % 8 == 0 && t->bits <= 64) {
        *bits = const_int_zext((const Const *)v), *size = t->bits / 8;
        return true;
    }
    if (v->kind == VK_CFP && (t->kind == TY_HALF || t->kind == TY_BFLOAT ||
                              t->kind == TY_FLOAT || t->kind == TY_DOUBLE)) {
        *bits = ((const Const *)v)->fp_lo; /* (in the type's own format) */
        *size = t->kind == TY_DOUBLE ? 8 : t->kind == TY_FLOAT ? 4 : 2;
        return true;
    }
    if (v->kind == VK_CNULL && t->kind == TY_PTR) {
        *bits = 0, *size = ptr_bits / 8; /* (a null of any address space is 0) */
        return true;
    }
    return false;
}

static bool plain_store(const Instr *i)
{
    return i->op == OP_STORE && !(i->flags & (IF_VOLATILE | IF_ATOMIC)) &&
           i->ordering == ORD_NOTATOMIC;
}

/* Neither reads nor writes memory, nor has another effect. */
static bool inert(const Instr *i)
{
    switch (i->op) {
    case OP_LOAD: case OP_STORE: case OP_CALL: case OP_FENCE: case OP_ATOMICRMW:
    case OP_CMPXCHG: case OP_VA_ARG: case OP_ALLOCA: case OP_LANDINGPAD:
        return false;
    default:
        return !opcode_is_terminator(i->op);
    }
}

/* Try the window [at, at + n) of base b in the run; true if it merged. */
static bool merge_window(Module *m, Slot *run, uint32_t len, uint32_t first, uint32_t n)
{
    const Slot *s0 = &run[first];
    int64_t at = s0->off;
    if (s0->st->align < n)
        return false;
    uint32_t count = 0, last = first, lo = len, hi = 0;
    uint64_t covered = 0;
    for (uint32_t k = 0; k < len; k++) {
        const Slot *s = &run[k];
        if (!s->st || s->base != s0->base)
            continue;
        int64_t end = s->off + (int64_t)s->size;
        if (end <= at || s->off >= at + (int64_t)n)
            continue;
        if (s->off < at || end > at + (int64_t)n || !s->constant)
            return false; /* reaches partly in, or not a constant */
        covered |= ((UINT64_C(1) << s->size) - 1) << (s->off - at); /* a bit a byte */
        count++;
        lo = k < lo ? k : lo;
        hi = k > hi ? k : hi;
        last = k;
    }
    uint64_t all = (UINT64_C(1) << n) - 1;
    if (count < 2 || (covered & all) != all)
        return false;
    /* A store to another base between the window's first and last could
     * alias it: keep the window then. */
    for (uint32_t k = lo; k <= hi; k++)
        if (run[k].st && run[k].base != s0->base)
            return false;
    uint64_t bits = 0;
    for (uint32_t k = lo; k <= hi; k++) { /* in program order: later wins */
        const Slot *s = &run[k];
        if (!s->st || s->off < at || s->off >= at + (int64_t)n)
            continue;
        uint64_t mask = s->size == 8 ? ~UINT64_C(0) : (UINT64_C(1) << (8 * s->size)) - 1;
        unsigned shift = (unsigned)(8 * (s->off - at));
        bits = (bits & ~(mask << shift)) | ((s->bits & mask) << shift);
    }
    Instr *st = instr_new(m, OP_STORE, m->types.void_ty, 2);
    instr_set_op(st, 0, &const_int(&m->consts, type_int(&m->types, 8 * n), bits)->v);
    instr_set_op(st, 1, instr_op(s0->st, 1));
    st->align = s0->st->align;
    st->v.loc = s0->st->v.loc;
    instr_insert_before(run[last].st, st);
    for (uint32_t k = lo; k <= hi; k++)
        if (run[k].st && run[k].base == s0->base && run[k].off >= at &&
            run[k].off < at + (int64_t)n) {
            instr_remove(run[k].st);
            run[k].st = NULL;
        }
    return true;
}

static bool merge_run(Module *m, Slot *run, uint32_t len)
{
    bool changed = false;
    for (uint32_t k = 0; k < len; k++)
        for (uint32_t n = 8; n >= 2 && run[k].st && run[k].constant; n /= 2)
            if (merge_window(m, run, len, k, n)) {
                changed = true;
                break;
            }
    return changed;
}

bool mergestores_function(Module *m, Global *fn)
{
    if (fn->is_decl || attr_find(m, &fn->attrs, ATTR_OPTNONE))
        return false;
    unsigned ptr_bits = module_ptr_bits(m);
    Slot run[RUN_MAX];
    bool changed = false;
    for (Block *b = fn->first; b; b = b->next) {
        uint32_t len = 0;
        for (Instr *i = b->first, *next; i; i = next) {
            next = i->next;
            if (inert(i))
                continue;
            if (plain_store(i) && len < RUN_MAX) {
                Slot *s = &run[len++];
                memset(s, 0, sizeof *s);
                s->st = i;
                s->base = base_of(instr_op(i, 1), ptr_bits, &s->off);
                s->constant = const_bits(instr_op(i, 0), ptr_bits, &s->bits, &s->size);
                if (!s->constant)
                    s->size = (uint32_t)type_size(instr_op(i, 0)->type, ptr_bits);
                continue;
            }
            /* anything else ends the run (a full run ends it too) */
            changed |= len > 1 && merge_run(m, run, len);
            len = 0;
            if (plain_store(i)) { /* (the run was full) start the next with it */
                next = i;
            }
        }
        changed |= len > 1 && merge_run(m, run, len);
    }
    return changed;
}
