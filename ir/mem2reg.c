/*
 * ir/mem2reg.c -- pass "mem2reg": local variables kept in allocas become
 * SSA values (phis where control flow merges), as LLVM's mem2reg and the
 * promotion half of SROA do.
 *
 * Why.  Front ends that leave optimisation to the back end write every
 * local variable as an alloca with loads and stores: Numba's input to
 * libNVVM, MLIR without its optimisation passes, clang and flang at -O0
 * without `optnone`.  llc runs SROA on NVPTX before selecting (LLVM's
 * NVPTX pass pipeline adds it at -O1 and up), so for such input its PTX
 * keeps the variables in registers, while tnvcc's wrote them to the
 * .local frame and read them back: Numba's atomics kernel came to 800
 * SASS instructions against llc-19's 120.
 *
 * Duties:
 *   - Find the promotable allocas of a function: in the entry block, one
 *     element, and used only by loads and stores of exactly the
 *     allocated type (not volatile, not atomic), by llvm.lifetime.*
 *     calls, and by constant-index GEPs into a struct or array field
 *     whose own uses are loads and stores of exactly the field's type
 *     (Numba's `getelementptr {..}, ptr %a, i32 0, i32 2` then `load
 *     i64`).  Anything else -- the address stored, passed to a call,
 *     compared, cast, a load of another type -- leaves the alloca in
 *     memory, as it was.
 *   - Build SSA form for them by the classic method (Cytron, Ferrante,
 *     Rosen, Wegman and Zadeck, "Efficiently Computing Static Single
 *     Assignment Form and the Control Dependence Graph", TOPLAS 1991):
 *     phis at the iterated dominance frontier of the blocks that store,
 *     then one walk of the dominator tree that keeps each variable's
 *     current value, replacing every load by it and every store by a new
 *     current value.  A field load is an extractvalue of the current
 *     value (or, read off an insertvalue chain, the stored value itself:
 *     fold_field), a field store an insertvalue into it; the value before
 *     any store is undef (reading an uninitialised variable is undefined).
 *   - First, a byval parameter the function writes, used only as such
 *     an alloca would be, becomes one: an alloca in the entry block that
 *     holds a copy of the parameter's value (byval_allocas).
 *   - Delete the phis nothing needs (the method places one wherever a
 *     definition may merge, live or not), the loads, stores, GEPs,
 *     lifetime markers, the debug intrinsics that name a promoted
 *     variable in metadata, and the allocas.
 *
 * When: at -O1 and up, on functions without `optnone` (llc's rules for
 * SROA), just before selection (emit/ptx.c calls mem2reg_function on
 * the driver's thread, after the verifier has passed the function).
 *
 * Invariants:
 *   - The function's observable behaviour is unchanged: only memory no
 *     other code can see is replaced (the alloca's address never leaves
 *     the loads and stores above).
 *   - No recursion deeper than a GEP chain (at most MAX_PATH indices, or
 *     the alloca stays in memory): the dominator tree is walked with an
 *     explicit stack (a function may have 100,000 blocks in a chain).
 *   - Dominance frontiers cost O(sum of their sizes): a frontier walk
 *     stops at the first block already given that frontier block (see
 *     frontiers), so N blocks that all branch to one exit cost O(N), not
 *     O(N^2).  They are only computed when some alloca is promotable.
 *   - On return the CFG is current again (cfg_ensure); block edges never
 *     change, only instructions.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* One promotable alloca. */
typedef struct Slot {
    Instr *alloca;
    Type *type;     /* the allocated type */
    Value *cur;     /* the dominator-tree walk's current value */
} Slot;

/* A phi placed for a slot, listed per block. */
typedef struct PhiRec {
    Instr *phi;
    uint32_t slot;
    uint32_t next;  /* the block's next PhiRec, or NONE */
    bool live;
} PhiRec;

/* An edge into a block with placed phis: its entry number there. */
typedef struct Edge {
    Block *to;
    uint32_t entry;
} Edge;

/* An undo record of the walk: slot's value before a change. */
typedef struct Undo {
    uint32_t slot;
    Value *old;
} Undo;

enum { NONE = UINT32_MAX };

typedef struct M2R {
    Module *m;
    Global *fn;
    Block **blocks;     /* by Block.index */
    uint32_t nblocks;
    Slot *slots;
    uint32_t nslots;
    PtrMap slot_of;     /* alloca -> slot index + 1 */
    PtrMap phi_of;      /* a placed phi -> PhiRec index + 1 */
    PhiRec *phis;
    uint32_t nphis, capphis;
    uint32_t *first_phi; /* by block: its first PhiRec, or NONE */
    Edge *edges;        /* list_edges */
    uint32_t *edge_start;
    Undo *undo;
    uint32_t nundo, capundo;
} M2R;

static void *xrealloc(void *p, size_t n, size_t size)
{
    p = realloc(p, (n ? n : 1) * size);
    if (!p)
        BUG("mem2reg: out of memory");
    return p;
}

/* The slot a pointer operand names directly (the alloca itself), or
 * NONE. */
static uint32_t slot_of(const M2R *s, const Value *v)
{
    if (v->kind != VK_INSTR)
        return NONE;
    uintptr_t k = (uintptr_t)ptrmap_get(&s->slot_of, v);
    return k ? (uint32_t)(k - 1) : NONE;
}

static bool plain_access(const Instr *i)
{
    return !(i->flags & IF_VOLATILE) && i->ordering == ORD_NOTATOMIC;
}

static bool is_lifetime(const Instr *i)
{
    if (i->op != OP_CALL)
        return false;
    const Global *f = call_callee_fn(i);
    return f && f->v.name && !strncmp(f->v.name, "llvm.lifetime.", 14);
}

enum { MAX_PATH = 16 }; /* deeper field paths stay in memory */

/* The type a constant-index GEP g into a `t` reaches, with its indices
 * appended to path[] (*n of them so far), or NULL when g is not such a
 * field address: the first index must be 0, the others constants naming
 * a struct member or an array element.  Only the 0 leaves the type. */
static Type *gep_field(const Instr *g, Type *t, uint32_t *path, uint32_t *n)
{
    if (g->nops < 2 || g->aux_type != t || *n + (g->nops - 2) > MAX_PATH)
        return NULL;
    for (uint32_t k = 1; k < g->nops; k++) {
        const Value *x = instr_op(g, k);
        if (x->kind != VK_CINT || x->type->kind != TY_INT)
            return NULL;
        const Const *c = (const Const *)x;
        if (!const_int_fits64(c))
            return NULL;
        int64_t v = const_int_sext(c);
        if (k == 1) {
            if (v != 0)
                return NULL;
            continue;
        }
        if (t->kind == TY_STRUCT && !t->opaque && v >= 0 && (uint64_t)v < t->nmem)
            t = t->mem[v];
        else if (t->kind == TY_ARRAY && v >= 0 && (uint64_t)v < t->count && v <= UINT32_MAX)
            t = t->elem;
        else
            return NULL;
        path[(*n)++] = (uint32_t)v;
    }
    return t;
}

/* Are all uses of p -- the alloca, or a field address into it of type t
 * (path depth n so far, `depth` GEPs down) -- ones mem2reg.c lists:
 * plain loads and stores of exactly t, lifetime markers on the alloca,
 * and field GEPs whose uses are such in turn?  A chain of more than
 * MAX_PATH GEPs stays in memory (a GEP with only its leading 0 adds no
 * index, so the path's length alone would not bound it), which bounds
 * this recursion and access_slot's walk back up. */
static bool uses_ok(const Value *p, Type *t, uint32_t n, uint32_t depth)
{
    bool is_alloca = depth == 0;
    for (const Use *u = p->uses; u; u = u->next) {
        if (u->user->kind != VK_INSTR)
            return false;
        const Instr *i = (const Instr *)u->user;
        if (i->op == OP_LOAD && plain_access(i) && i->v.type == t)
            continue;
        if (i->op == OP_STORE && plain_access(i) && u == &i->ops[1] && instr_op(i, 0) != p &&
            instr_op(i, 0)->type == t)
            continue;
        if (is_alloca && is_lifetime(i))
            continue;
        uint32_t path[MAX_PATH], m = n;
        Type *ft;
        if (i->op == OP_GEP && u == &i->ops[0] && depth < MAX_PATH &&
            (ft = gep_field(i, t, path, &m)) && uses_ok(&i->v, ft, m, depth + 1))
            continue;
        return false;
    }
    return true;
}

/* Can alloca a be promoted: one element of a sized type, every use one of
 * those mem2reg.c lists? */
static bool promotable(const Instr *a)
{
    Type *t = a->aux_type;
    if (!t || t->kind == TY_VOID || (t->kind == TY_STRUCT && t->opaque) || t->scalable)
        return false;
    const Value *count = instr_op(a, 0);
    if (count->kind != VK_CINT || const_int_zext((const Const *)count) != 1)
        return false;
    return uses_ok(&a->v, t, 0, 0);
}

/* ---- byval parameters that are written ----------------------------- */

/* Does some use of p, or of a field address under it, store into it? */
static bool stored_into(const Value *p, uint32_t depth)
{
    for (const Use *u = p->uses; u; u = u->next) {
        const Instr *i = (const Instr *)u->user;
        if (i->op == OP_STORE && u == &i->ops[1])
            return true;
        if (i->op == OP_GEP && depth < MAX_PATH && stored_into(&i->v, depth + 1))
            return true;
    }
    return false;
}

/* A byval parameter is the caller's copy, which the function may write.
 * One it writes, through nothing but the loads, stores and field GEPs a
 * promotable alloca allows, becomes such an alloca: a copy of the
 * parameter's value (one load of the whole aggregate from the parameter,
 * which then stays in .param) stored into an alloca in the entry block,
 * which the alloca's users use instead.  The promotion below then makes
 * the fields SSA values, as llc's NVPTXLowerArgs and SROA do; before,
 * the parameter was copied into the .local frame and read and written
 * there through generic addresses.  Returns how many became allocas;
 * their loads of the parameter go to inits, for split_param_loads. */
static uint32_t byval_allocas(Module *m, Global *fn, Vec *inits)
{
    uint32_t n = 0;
    for (uint32_t a = 0; fn->param_attrs && a < fn->nargs; a++) {
        const Attr *by = attr_find(m, &fn->param_attrs[a], ATTR_BYVAL);
        Type *pt = fn->fnty->mem[a];
        if (!by || pt->kind != TY_PTR)
            continue;
        Type *t = by->type ? by->type : pt->elem; /* (typed pointers: the pointee) */
        Value *p = &fn->args[a]->v;
        if (!t || !type_is_sized(t) || (t->kind == TY_STRUCT && t->opaque) || t->scalable ||
            !p->uses || !stored_into(p, 0) || !uses_ok(p, t, 0, 1))
            continue;
        const Attr *al = attr_find(m, &fn->param_attrs[a], ATTR_ALIGN);
        uint64_t align = al && al->ival ? al->ival : type_align(t, module_ptr_bits(m));
        Instr *slot = instr_new(m, OP_ALLOCA, pt, 1);
        instr_set_op(slot, 0, &const_int(&m->consts, type_int(&m->types, 32), 1)->v);
        slot->aux_type = t;
        slot->align = align;
        slot->v.loc = p->loc;
        value_replace_all_uses(p, &slot->v);
        Instr *init = instr_new(m, OP_LOAD, t, 1);
        instr_set_op(init, 0, p);
        init->aux_type = t;
        init->align = align;
        init->v.loc = p->loc;
        Instr *st = instr_new(m, OP_STORE, m->types.void_ty, 2);
        instr_set_op(st, 0, &init->v);
        instr_set_op(st, 1, &slot->v);
        st->align = align;
        st->v.loc = p->loc;
        Instr *first = fn->first->first; /* (the entry block has no phis) */
        instr_insert_before(first, slot);
        instr_insert_before(first, init);
        instr_insert_before(first, st);
        VEC_PUSH(inits, Instr *, init);
        n++;
    }
    return n;
}

/* After promotion, each field read of a byval copy is an extractvalue
 * of the one load of the whole parameter (or of a value built on it).
 * Each extractvalue of that load becomes a load of the field itself
 * from the parameter: the parameter's memory never changes now (only
 * the copy was written), so the field read there is the field the
 * whole load read, and the fields nothing reads are not loaded at all.
 * The whole load goes when nothing else uses it. */
/* Remove i if nothing uses it and it only builds or takes apart an
 * aggregate, then the same for the aggregate it was built on (the
 * promotion leaves the copy's last value, an insertvalue chain on the
 * parameter's load, behind when nothing reads it). */
static void drop_dead_agg(Instr *i)
{
    while (i && !i->v.uses && (i->op == OP_INSERTVALUE || i->op == OP_EXTRACTVALUE)) {
        Value *agg = instr_op(i, 0);
        instr_remove(i);
        i = agg->kind == VK_INSTR ? (Instr *)agg : NULL;
    }
}

static void split_param_loads(Module *m, Instr *init)
{
    Value *param = instr_op(init, 0);
    Type *i32 = type_int(&m->types, 32);
    for (Use *u = init->v.uses, *next; u; u = next) {
        next = u->next;
        Instr *user = (Instr *)u->user;
        if (user->v.kind == VK_INSTR && user->op == OP_INSERTVALUE && !user->v.uses &&
            u == &user->ops[0]) {
            drop_dead_agg(user); /* (unlinks u) */
            continue;
        }
    }
    for (Use *u = init->v.uses, *next; u; u = next) {
        next = u->next;
        Instr *ev = (Instr *)u->user;
        if (ev->v.kind != VK_INSTR || ev->op != OP_EXTRACTVALUE || !ev->nindices)
            continue;
        Instr *gep = instr_new(m, OP_GEP, param->type, 2 + ev->nindices);
        instr_set_op(gep, 0, param);
        instr_set_op(gep, 1, &const_int(&m->consts, i32, 0)->v);
        for (uint32_t k = 0; k < ev->nindices; k++)
            instr_set_op(gep, 2 + k, &const_int(&m->consts, i32, ev->indices[k])->v);
        gep->aux_type = init->v.type;
        gep->flags = IF_INBOUNDS;
        gep->v.loc = ev->v.loc;
        Instr *ld = instr_new(m, OP_LOAD, ev->v.type, 1);
        instr_set_op(ld, 0, &gep->v);
        ld->aux_type = ev->v.type;
        ld->align = 1;
        ld->v.loc = ev->v.loc;
        instr_insert_before(ev, gep);
        instr_insert_before(ev, ld);
        value_replace_all_uses(&ev->v, &ld->v);
        instr_remove(ev);
    }
    if (!init->v.uses)
        instr_remove(init);
}

/* ---- placing phis -------------------------------------------------- */

/* Dominance frontiers, as arrays per block (df[b], ndf[b]).  For each
 * join block j, every block on the dominator-tree path from a
 * predecessor up to (not including) idom(j) has j in its frontier; a walk
 * stops early at a block that already has j, because the rest of its
 * path was walked with it. */
static void frontiers(M2R *s, Block ***df, uint32_t *ndf)
{
    uint32_t *cap = ir_calloc(s->nblocks, sizeof *cap);
    uint32_t *mark = ir_calloc(s->nblocks, sizeof *mark); /* j->index + 1 */
    for (uint32_t bi = 0; bi < s->nblocks; bi++) {
        Block *j = s->blocks[bi];
        if (j->npreds < 2 || (j->rpo == UINT32_MAX))
            continue;
        for (uint32_t k = 0; k < j->npreds; k++) {
            for (Block *r = j->preds[k]; r && r != j->idom; r = r->idom) {
                if (r->rpo == UINT32_MAX || mark[r->index] == j->index + 1)
                    break;
                mark[r->index] = j->index + 1;
                if (ndf[r->index] == cap[r->index]) {
                    cap[r->index] = cap[r->index] ? cap[r->index] * 2 : 4;
                    df[r->index] = xrealloc(df[r->index], cap[r->index], sizeof **df);
                }
                df[r->index][ndf[r->index]++] = j;
            }
        }
    }
    free(cap);
    free(mark);
}

/* A phi for slot k at the top of block b, one entry per incoming edge,
 * each undef until the walk fills it (an edge from a block the walk
 * never reaches keeps undef). */
static void place_phi(M2R *s, uint32_t k, Block *b)
{
    Slot *sl = &s->slots[k];
    Instr *phi = instr_new(s->m, OP_PHI, sl->type, 2 * b->npreds);
    phi->v.loc = sl->alloca->v.loc;
    Value *undef = &const_undef(&s->m->consts, sl->type)->v;
    for (uint32_t e = 0; e < b->npreds; e++) {
        use_set(&phi->ops[2 * e], &phi->v, undef);
        use_set(&phi->ops[2 * e + 1], &phi->v, &b->preds[e]->v);
    }
    /* at the very top: phis come first, in any order (a join block has
     * its terminator at least, so b->first exists) */
    instr_insert_before(b->first, phi);
    if (s->nphis == s->capphis) {
        s->capphis = s->capphis ? s->capphis * 2 : 16;
        s->phis = xrealloc(s->phis, s->capphis, sizeof *s->phis);
    }
    s->phis[s->nphis] = (PhiRec){phi, k, s->first_phi[b->index], false};
    s->first_phi[b->index] = s->nphis;
    ptrmap_put(&s->phi_of, phi, (void *)(uintptr_t)(s->nphis + 1));
    s->nphis++;
}

/* Add to work[n..] the reachable blocks that store through p (the alloca
 * or a field GEP chain on it, at most MAX_PATH deep), each once (queued
 * stamped); returns the new n. */
static uint32_t def_blocks(const Value *p, uint32_t *queued, uint32_t stamp, Block **work,
                           uint32_t n)
{
    for (const Use *u = p->uses; u; u = u->next) {
        const Instr *i = (const Instr *)u->user;
        if (i->op == OP_GEP) {
            n = def_blocks(&i->v, queued, stamp, work, n);
        } else if (i->op == OP_STORE && queued[i->parent->index] != stamp &&
                   i->parent->rpo != UINT32_MAX) {
            queued[i->parent->index] = stamp;
            work[n++] = i->parent;
        }
    }
    return n;
}

/* For each slot, phis at the iterated dominance frontier of the blocks
 * that store to it (a worklist: a block that gets a phi defines the slot
 * too). */
static void place_phis(M2R *s)
{
    Block ***df = ir_calloc(s->nblocks, sizeof *df);
    uint32_t *ndf = ir_calloc(s->nblocks, sizeof *ndf);
    frontiers(s, (Block ***)df, ndf);
    uint32_t *has_phi = ir_calloc(s->nblocks, sizeof *has_phi); /* slot + 1 */
    uint32_t *queued = ir_calloc(s->nblocks, sizeof *queued);   /* slot + 1 */
    Block **work = ir_calloc(s->nblocks, sizeof *work);
    for (uint32_t k = 0; k < s->nslots; k++) {
        uint32_t n = 0, stamp = k + 1;
        const Instr *a = s->slots[k].alloca;
        /* the defining blocks: those with a store to the slot or a field */
        n = def_blocks(&a->v, queued, stamp, work, n);
        while (n) {
            Block *b = work[--n];
            for (uint32_t f = 0; f < ndf[b->index]; f++) {
                Block *j = df[b->index][f];
                if (has_phi[j->index] == stamp)
                    continue;
                has_phi[j->index] = stamp;
                place_phi(s, k, j);
                if (queued[j->index] != stamp) {
                    queued[j->index] = stamp;
                    work[n++] = j;
                }
            }
        }
    }
    for (uint32_t b = 0; b < s->nblocks; b++)
        free(df[b]);
    free(df);
    free(ndf);
    free(has_phi);
    free(queued);
    free(work);
}

/* ---- renaming ------------------------------------------------------ */

static void set_cur(M2R *s, uint32_t k, Value *v)
{
    if (s->nundo == s->capundo) {
        s->capundo = s->capundo ? s->capundo * 2 : 64;
        s->undo = xrealloc(s->undo, s->capundo, sizeof *s->undo);
    }
    s->undo[s->nundo++] = (Undo){k, s->slots[k].cur};
    s->slots[k].cur = v;
}

/* extractvalue (load: val NULL) or insertvalue (store) of the field at
 * path[0..n), placed before `at`. */
static Instr *field_op(M2R *s, const uint32_t *path, uint32_t n, Instr *at, Value *agg,
                       Value *val, Type *ft)
{
    bool load = val == NULL;
    Instr *x = instr_new(s->m, load ? OP_EXTRACTVALUE : OP_INSERTVALUE,
                         load ? ft : agg->type, load ? 1 : 2);
    x->v.loc = at->v.loc;
    use_set(&x->ops[0], &x->v, agg);
    if (!load)
        use_set(&x->ops[1], &x->v, val);
    x->indices = arena_array(&s->m->arena, n, sizeof *x->indices);
    memcpy(x->indices, path, n * sizeof *path);
    x->nindices = n;
    instr_insert_before(at, x);
    return x;
}

/* The promoted slot that pointer p addresses, with the field path into
 * it (path[0..*n); empty for the whole variable), or NONE.  p is the
 * alloca or a chain of field GEPs on it (promotable checked the chain, so
 * it is at most MAX_PATH GEPs long; a longer chain is not a promoted
 * variable's). */
static uint32_t access_slot(const M2R *s, Value *p, uint32_t *path, uint32_t *n)
{
    const Instr *chain[MAX_PATH];
    uint32_t depth = 0;
    *n = 0;
    while (p->kind == VK_INSTR && ((Instr *)p)->op == OP_GEP && depth < MAX_PATH) {
        chain[depth++] = (const Instr *)p;
        p = instr_op((const Instr *)p, 0);
    }
    uint32_t k = slot_of(s, p);
    if (k == NONE)
        return NONE;
    Type *t = s->slots[k].type;
    while (depth) /* outermost GEP first */
        if (!(t = gep_field(chain[--depth], t, path, n)))
            BUG("mem2reg: a field GEP promotable() accepted does not resolve");
    return k;
}

/* Rewrite the accesses in block b; walk = false for a block no path
 * reaches (its loads read undef; nothing there defines anything). */
static void rewrite_block(M2R *s, Block *b, bool walk)
{
    for (uint32_t r = s->first_phi[b->index]; r != NONE; r = s->phis[r].next)
        set_cur(s, s->phis[r].slot, &s->phis[r].phi->v);
    for (Instr *i = b->first, *next; i; i = next) {
        next = i->next;
        uint32_t k, path[MAX_PATH], n;
        if (i->op == OP_LOAD && (k = access_slot(s, instr_op(i, 0), path, &n)) != NONE) {
            Value *v = walk ? s->slots[k].cur : &const_undef(&s->m->consts, s->slots[k].type)->v;
            Value *f;
            if (n && (f = fold_field(s->m, v, path, n, i->v.type)))
                v = f;
            else if (n)
                v = &field_op(s, path, n, i, v, NULL, i->v.type)->v;
            value_replace_all_uses(&i->v, v);
            instr_remove(i);
        } else if (i->op == OP_STORE && (k = access_slot(s, instr_op(i, 1), path, &n)) != NONE) {
            if (walk) { /* (a store no path reaches defines nothing) */
                Value *v = instr_op(i, 0);
                if (n)
                    v = &field_op(s, path, n, i, s->slots[k].cur, v, NULL)->v;
                set_cur(s, k, v);
            }
            instr_remove(i);
        } else if (is_lifetime(i) && i->nargs >= 1 &&
                   access_slot(s, instr_op(i, i->nargs - 1), path, &n) != NONE) {
            instr_remove(i);
        }
    }
    if (!walk)
        return;
    /* b's values leave along its edges into the successors' phis */
    for (uint32_t j = s->edge_start[b->index]; j < s->edge_start[b->index + 1]; j++) {
        const Edge *e = &s->edges[j];
        for (uint32_t r = s->first_phi[e->to->index]; r != NONE; r = s->phis[r].next)
            use_set(&s->phis[r].phi->ops[2 * e->entry], &s->phis[r].phi->v,
                    s->slots[s->phis[r].slot].cur);
    }
}

/* The edges into blocks with placed phis, grouped by the block they
 * leave (edges[edge_start[b] .. edge_start[b+1])): the walk fills phi
 * entries from the predecessor's side, and scanning each successor's
 * predecessor list for b instead would be quadratic in a block with
 * thousands of predecessors (N blocks that all branch to one exit). */
static void list_edges(M2R *s)
{
    s->edge_start = ir_calloc(s->nblocks + 1, sizeof *s->edge_start);
    uint32_t total = 0;
    for (uint32_t bi = 0; bi < s->nblocks; bi++) {
        const Block *to = s->blocks[bi];
        if (s->first_phi[bi] == NONE)
            continue;
        for (uint32_t p = 0; p < to->npreds; p++)
            s->edge_start[to->preds[p]->index + 1]++, total++;
    }
    for (uint32_t b = 0; b < s->nblocks; b++)
        s->edge_start[b + 1] += s->edge_start[b];
    s->edges = ir_calloc(total, sizeof *s->edges);
    uint32_t *fill = ir_calloc(s->nblocks, sizeof *fill);
    for (uint32_t bi = 0; bi < s->nblocks; bi++) {
        Block *to = s->blocks[bi];
        if (s->first_phi[bi] == NONE)
            continue;
        for (uint32_t p = 0; p < to->npreds; p++) {
            uint32_t from = to->preds[p]->index;
            s->edges[s->edge_start[from] + fill[from]++] = (Edge){to, p};
        }
    }
    free(fill);
}

/* The dominator tree in preorder, each block's accesses rewritten with
 * the values of its dominators in effect (an explicit stack: first the
 * block, then its children; the undo log restores the values on the way
 * back up). */
static void rename_walk(M2R *s)
{
    uint32_t *nkids = ir_calloc(s->nblocks + 1, sizeof *nkids);
    for (uint32_t b = 0; b < s->nblocks; b++)
        if (s->blocks[b]->idom)
            nkids[s->blocks[b]->idom->index + 1]++;
    for (uint32_t b = 0; b < s->nblocks; b++) /* prefix sums: kids' start */
        nkids[b + 1] += nkids[b];
    Block **kids = ir_calloc(s->nblocks, sizeof *kids);
    uint32_t *fill = ir_calloc(s->nblocks, sizeof *fill);
    for (uint32_t b = 0; b < s->nblocks; b++) {
        Block *d = s->blocks[b]->idom;
        if (d)
            kids[nkids[d->index] + fill[d->index]++] = s->blocks[b];
    }
    typedef struct Frame {
        Block *b;
        uint32_t undo_mark, next_kid;
    } Frame;
    Frame *stack = ir_calloc(s->nblocks, sizeof *stack);
    uint32_t depth = 0;
    stack[depth++] = (Frame){s->fn->first, s->nundo, 0};
    rewrite_block(s, s->fn->first, true);
    while (depth) {
        Frame *f = &stack[depth - 1];
        uint32_t bi = f->b->index, nk = nkids[bi + 1] - nkids[bi];
        if (f->next_kid < nk) {
            Block *c = kids[nkids[bi] + f->next_kid++];
            stack[depth++] = (Frame){c, s->nundo, 0};
            rewrite_block(s, c, true);
            continue;
        }
        while (s->nundo > f->undo_mark) { /* back to the dominator's values */
            Undo *u = &s->undo[--s->nundo];
            s->slots[u->slot].cur = u->old;
        }
        depth--;
    }
    free(stack);
    free(kids);
    free(fill);
    free(nkids);
}

/* ---- cleaning up ---------------------------------------------------- */

/* Delete the placed phis no instruction needs: live are those some other
 * instruction uses, and the placed phis a live one uses; the rest only
 * feed each other. */
static void drop_dead_phis(M2R *s)
{
    uint32_t *work = ir_calloc(s->nphis, sizeof *work), n = 0;
    for (uint32_t r = 0; r < s->nphis; r++)
        for (const Use *u = s->phis[r].phi->v.uses; u; u = u->next)
            if (!ptrmap_get(&s->phi_of, u->user)) {
                s->phis[r].live = true;
                work[n++] = r;
                break;
            }
    while (n) {
        const Instr *phi = s->phis[work[--n]].phi;
        for (uint32_t k = 0; k < phi->nops; k += 2) {
            uintptr_t q = (uintptr_t)ptrmap_get(&s->phi_of, instr_op(phi, k));
            if (q && !s->phis[q - 1].live) {
                s->phis[q - 1].live = true;
                work[n++] = (uint32_t)(q - 1);
            }
        }
    }
    for (uint32_t r = 0; r < s->nphis; r++)
        if (!s->phis[r].live)
            instr_remove(s->phis[r].phi);
    free(work);
}

/* The GEP chains and lifetime markers left on p, which nothing else uses
 * now (their loads and stores are gone; one in a block no path reaches
 * too), then p itself. */
static void drop_unused(Instr *p)
{
    for (Use *u = p->v.uses, *next; u; u = next) {
        next = u->next;
        Instr *i = (Instr *)u->user;
        if (i->op == OP_GEP)
            drop_unused(i); /* (removing it unlinks u) */
        else
            instr_remove(i); /* a lifetime marker */
    }
    if (p->v.uses)
        BUG("mem2reg: %s still used after promotion", opcode_name(p->op));
    instr_remove(p);
}

/* Debug intrinsics naming a promoted variable (llvm.dbg.declare(metadata
 * ptr %v, ...)) hold it in metadata, which is not a use: they would name
 * a value that no longer exists.  They go, as the variable's memory does
 * (LLVM turns them into dbg.value records; tnvcc writes no debug
 * information for variables, so nothing is lost). */
static void drop_debug_refs(M2R *s)
{
    for (Block *b = s->fn->first; b; b = b->next)
        for (Instr *i = b->first, *next; i; i = next) {
            next = i->next;
            if (i->op != OP_CALL)
                continue;
            const Global *f = call_callee_fn(i);
            if (!f || !f->v.name || strncmp(f->v.name, "llvm.dbg.", 9))
                continue;
            for (uint32_t k = 0; k < i->nargs; k++) {
                const Value *a = instr_op(i, k);
                const MDValue *mv = (const MDValue *)a;
                if (a->kind == VK_MDVALUE && mv->md && mv->md->kind == MD_VALUE &&
                    mv->md->value && slot_of(s, mv->md->value) != NONE) {
                    instr_remove(i);
                    break;
                }
            }
        }
}

bool mem2reg_function(Module *m, Global *fn)
{
    if (fn->is_decl || !fn->first || attr_find(m, &fn->attrs, ATTR_OPTNONE))
        return false;
    M2R s = {.m = m, .fn = fn};
    Vec inits = {0}; /* Instr *: the loads of byval parameters made allocas */
    byval_allocas(m, fn, &inits);
    for (Instr *i = fn->first->first; i; i = i->next)
        if (i->op == OP_ALLOCA && promotable(i))
            s.nslots++;
    if (!s.nslots) {
        vec_free(&inits);
        return false;
    }
    cfg_ensure(m, fn);
    s.slots = ir_calloc(s.nslots, sizeof *s.slots);
    uint32_t k = 0;
    for (Instr *i = fn->first->first; i; i = i->next)
        if (i->op == OP_ALLOCA && promotable(i)) {
            Type *t = i->aux_type;
            s.slots[k] = (Slot){i, t, &const_undef(&m->consts, t)->v};
            ptrmap_put(&s.slot_of, i, (void *)(uintptr_t)(k + 1));
            k++;
        }
    for (const Block *b = fn->first; b; b = b->next) /* (cfg_build numbered them) */
        s.nblocks++;
    s.blocks = ir_calloc(s.nblocks, sizeof *s.blocks);
    for (Block *b = fn->first; b; b = b->next) {
        if (b->index >= s.nblocks || s.blocks[b->index])
            BUG("mem2reg: block numbers are not 0..nblocks-1");
        s.blocks[b->index] = b;
    }
    s.first_phi = ir_calloc(s.nblocks, sizeof *s.first_phi);
    for (uint32_t b = 0; b < s.nblocks; b++)
        s.first_phi[b] = NONE;
    for (uint32_t b = 0; b < s.nblocks; b++) /* blocks no path reaches */
        if (s.blocks[b]->rpo == UINT32_MAX)
            rewrite_block(&s, s.blocks[b], false);
    place_phis(&s);
    list_edges(&s);
    rename_walk(&s);
    drop_dead_phis(&s);
    drop_debug_refs(&s);
    for (k = 0; k < s.nslots; k++)
        drop_unused(s.slots[k].alloca);
    for (size_t j = 0; j < inits.len; j++)
        split_param_loads(m, VEC_AT(&inits, Instr *, j));
    vec_free(&inits);
    ptrmap_free(&s.slot_of);
    ptrmap_free(&s.phi_of);
    free(s.phis);
    free(s.undo);
    free(s.edges);
    free(s.edge_start);
    free(s.first_phi);
    free(s.blocks);
    free(s.slots);
    cfg_changed(fn);
    cfg_ensure(m, fn);
    return true;
}
