/*
 * ir/byvalload.c -- pass "byvalload": a load through a phi or select of
 * pointers into byval parameters that nothing writes becomes a phi or
 * select of loads, one through each pointer.
 *
 * Why.  A function that returns the better of two structs passed by
 * value, `return better(a, b) ? a : b`, comes from clang as a phi of the
 * two parameters' addresses and one load through it.  A byval parameter
 * is an array in PTX's .param space, which a device function can read
 * with `ld.param [f_param_0+4]` but whose address it cannot take
 * (isel/lower/byval.c): a pointer that a phi chooses makes both
 * parameters "copied" -- stored into the .local frame on entry and read
 * back through a generic address.  llc-19 loads each parameter's field
 * from .param instead.  On an H200 (2026-11-28) the kernel that calls
 * such a function in its loop, structs_byval's argmaxMixed, ran 1.6x
 * llc-19's time.
 *
 * The rule.  A byval parameter is read-only here when every use of its
 * pointer, through getelementptrs with constant indices, phis and
 * selects, is a plain load (not volatile, not atomic): nothing stores
 * to it, and its address goes nowhere a store could come from.  Its
 * memory then holds the caller's bytes for the whole call, and every
 * byte of it may be read at any point.  So for a load of N bytes
 * through
 *     p = phi [a0, B0], [a1, B1], ...   or   p = select c, a0, a1
 * where each ai is such a parameter at a constant offset with the N
 * bytes inside it, the load becomes
 *     phi [load a0 (at the end of B0)], [load a1 (end of B1)], ...
 *     or  select c, (load a0), (load a1)   (the loads before the select)
 * A load at the end of a predecessor reads what the original load would
 * have read, since the memory never changes; one on a path where the
 * original did not run is harmless, since it is in bounds.  A phi or
 * select that has no use left goes.
 *
 * When: at -O1 and up, after cse and lsr (emit/ptx.c, prepare), on
 * functions with a byval parameter.  Not on `optnone` functions.
 *
 * Invariants: no block or edge changes; the function stays in SSA form
 * (each new load goes where its pointer is available: the end of the
 * incoming block for a phi's, before the select for a select's).
 */
#include <stdlib.h>

#include "ir/ir.h"

enum { DEPTH_MAX = 64 }; /* uses followed from a parameter, in a chain */

/* Are all uses of v plain loads, through constant GEPs, phis, selects
 * (as the chosen value) and bitcasts?  Each value is looked at once
 * (seen): `select c, p, p` chains would otherwise be walked once per
 * path, 2^n times, and a cycle of phis forever; a value met again is
 * either being checked further up or was found good. */
static bool only_loads(const Value *v, PtrMap *seen, unsigned depth)
{
    if (depth > DEPTH_MAX)
        return false;
    if (ptrmap_get(seen, v))
        return true;
    ptrmap_put(seen, v, (void *)1);
    for (const Use *u = v->uses; u; u = u->next) {
        if (u->user->kind != VK_INSTR)
            return false;
        const Instr *i = (const Instr *)u->user;
        if (i->op == OP_LOAD && !(i->flags & (IF_VOLATILE | IF_ATOMIC)))
            continue;
        bool through = (i->op == OP_GEP && u == &i->ops[0]) || i->op == OP_PHI ||
                       (i->op == OP_SELECT && u != &i->ops[0]) || i->op == OP_BITCAST;
        if (!through)
            return false;
        if (i->op == OP_GEP) {
            for (uint32_t k = 1; k < i->nops; k++)
                if (!value_const_int(instr_op(i, k), true, &(uint64_t){0}))
                    return false;
        }
        if (!only_loads(&i->v, seen, depth + 1))
            return false;
    }
    return true;
}

typedef struct ByvalLoad {
    Module *m;
    Global *fn;
    unsigned ptr_bits;
    uint64_t *size;   /* by argument: its byval size, or 0 = not read-only */
} ByvalLoad;

/* Is p a read-only byval parameter at a constant offset with n bytes
 * inside it? */
static bool in_param(const ByvalLoad *s, const Value *p, uint64_t n)
{
    int64_t off = 0;
    for (unsigned d = 0; d < DEPTH_MAX; d++) {
        if (p->kind == VK_ARG) {
            uint64_t size = s->size[((const Arg *)p)->index];
            return size && off >= 0 && (uint64_t)off + n <= size;
        }
        if (p->kind != VK_INSTR)
            return false;
        const Instr *i = (const Instr *)p;
        int64_t o;
        if (i->op == OP_GEP && gep_const_offset(i, s->ptr_bits, &o))
            off += o;
        else if (i->op != OP_BITCAST)
            return false;
        p = instr_op(i, 0);
    }
    return false;
}

static Instr *load_of(ByvalLoad *s, const Instr *l, Value *p, Instr *before)
{
    Instr *ld = instr_new(s->m, OP_LOAD, l->v.type, 1);
    instr_set_op(ld, 0, p);
    ld->aux_type = l->aux_type;
    ld->align = l->align;
    ld->v.loc = l->v.loc;
    instr_insert_before(before, ld);
    return ld;
}

/* Rewrite load l through phi or select p; true if it did. */
static bool split(ByvalLoad *s, Instr *l, Instr *p)
{
    uint64_t n = type_size(l->v.type, s->ptr_bits);
    if (p->op == OP_SELECT) {
        if (!in_param(s, instr_op(p, 1), n) || !in_param(s, instr_op(p, 2), n))
            return false;
        Instr *sel = instr_new(s->m, OP_SELECT, l->v.type, 3);
        instr_set_op(sel, 0, instr_op(p, 0));
        instr_set_op(sel, 1, &load_of(s, l, instr_op(p, 1), p)->v);
        instr_set_op(sel, 2, &load_of(s, l, instr_op(p, 2), p)->v);
        sel->v.loc = l->v.loc;
        instr_insert_before(p, sel);
        value_replace_all_uses(&l->v, &sel->v);
    } else {
        for (uint32_t k = 0; k < p->nops; k += 2)
            if (!in_param(s, instr_op(p, k), n))
                return false;
        Instr *phi = instr_new(s->m, OP_PHI, l->v.type, p->nops);
        phi->v.loc = l->v.loc;
        for (uint32_t k = 0; k < p->nops; k += 2) {
            Block *from = (Block *)instr_op(p, k + 1);
            Value *v = NULL;
            for (uint32_t e = 0; e < k; e += 2) /* one load per block */
                if (instr_op(p, e + 1) == &from->v && instr_op(p, e) == instr_op(p, k))
                    v = instr_op(phi, e);
            if (!v)
                v = &load_of(s, l, instr_op(p, k), from->last)->v;
            instr_set_op(phi, k, v);
            instr_set_op(phi, k + 1, &from->v);
        }
        instr_insert_before(p, phi);
        value_replace_all_uses(&l->v, &phi->v);
    }
    instr_remove(l);
    if (!p->v.uses)
        instr_remove(p);
    return true;
}

bool byvalload_function(Module *m, Global *fn)
{
    if (fn->is_decl || !fn->first || !fn->param_attrs || attr_find(m, &fn->attrs, ATTR_OPTNONE))
        return false;
    ByvalLoad s = {.m = m, .fn = fn, .ptr_bits = module_ptr_bits(m)};
    bool any = false;
    s.size = ir_calloc(fn->nargs ? fn->nargs : 1, sizeof *s.size);
    for (uint32_t a = 0; a < fn->nargs; a++) {
        const Attr *by = attr_find(m, &fn->param_attrs[a], ATTR_BYVAL);
        /* a map per parameter: one whose walk stopped at a store leaves
         * values marked that were never fully checked */
        PtrMap seen = {0};
        if (by && by->type && type_is_sized(by->type) && fn->fnty->mem[a]->kind == TY_PTR &&
            only_loads(&fn->args[a]->v, &seen, 0)) {
            s.size[a] = type_size(by->type, s.ptr_bits);
            any |= s.size[a] > 0;
        }
        ptrmap_free(&seen);
    }
    bool changed = false;
    if (any) {
        for (Block *b = fn->first; b; b = b->next) {
            for (Instr *i = b->first, *next; i; i = next) {
                next = i->next;
                if (i->op != OP_LOAD || (i->flags & (IF_VOLATILE | IF_ATOMIC)) ||
                    instr_op(i, 0)->kind != VK_INSTR)
                    continue;
                Instr *p = (Instr *)instr_op(i, 0);
                if ((p->op == OP_PHI || p->op == OP_SELECT) && type_is_sized(i->v.type))
                    changed |= split(&s, i, p);
            }
        }
    }
    free(s.size);
    if (changed) {
        cfg_changed(fn);
        cfg_ensure(m, fn);
    }
    return changed;
}
