/*
 * isel/mach/phi.c -- values that cross blocks, and PHI elimination.
 *
 * A DAG covers one block, so a value used in another block (or by a PHI)
 * must live in a virtual register: phi_assign_vregs gives one to every such
 * instruction, to every PHI and to every used argument, in program order
 * (so numbering is deterministic).
 *
 * A PHI becomes copies into its register on each incoming edge.  The copies
 * of one edge happen "at the same time" (parallel-copy semantics): with
 *     %a = phi [%b, %loop] ; %b = phi [%a, %loop]
 * the naive sequence a=b; b=a loses a.  phi_emit_copies orders them so that
 * no register is overwritten before every copy reading it has been done,
 * and breaks a cycle (a swap) by saving one register in a temporary.  One
 * source copied to several PHIs needs nothing special.
 *
 * Where the copies of edge P->S go (decided by select.c with the helpers
 * here): at the end of P when P has one successor; at the start of S when
 * S has one predecessor; otherwise the edge is critical.  A critical edge
 * normally gets a block of its own, so the copies run only when that edge
 * is taken -- but that block costs a branch on every trip round a loop.
 * So when P ends in a conditional branch and none of S's phi values is
 * live where the other edge leads (the loop's exit does not read the
 * loop's counters), the copies go at the end of P, before the branch:
 * running them on the other path too is then harmless (phi_plan_copies).
 *
 * A loop whose exit reads a phi of its header (a search loop that leaves
 * with the value it tested, while computing the next) cannot have its
 * back edge's copies before the branch that way: they would overwrite
 * the value the exit reads.  Such a phi gets registers of its own for
 * its incoming values, as LLVM's PHI elimination gives every phi: each
 * edge's copies write those (nothing else reads them, so they may run
 * before a branch), and the header's start copies them into the phi's
 * registers (phi_emit_entry_copies).  The back edge then needs no block:
 * `mov %r24, %r23; ...; shr.u32 %r23, %r24, 2; @%p bra` instead of a
 * branch out of the loop and a block of copies and `bra.uni` back.  Pass
 * coalesce merges the incoming registers with what is copied into them
 * where it can.
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

bool block_has_phis(const Block *b)
{
    return b->first && b->first->op == OP_PHI;
}

bool phi_edge_needs_split(const Block *from, const Block *to)
{
    return from->nsuccs > 1 && to->npreds > 1 && block_has_phis(to);
}

/* ---------------- copies before a conditional branch ---------------- */

/* Live-in sets of phi values, one bitset per block (bit = phi number). */
typedef struct PhiLive {
    uint32_t *num;     /* by Instr.pos: phi number + 1, or 0 */
    uint32_t words;    /* 64-bit words per set */
    uint64_t *in;      /* live-in sets, block after block */
} PhiLive;

enum { PHI_LIVE_MAX_BITS = 1 << 24 }; /* beyond this, just split edges */

static void use_phi(const PhiLive *l, uint64_t *set, const Value *v)
{
    uint32_t n = v->kind == VK_INSTR ? l->num[((const Instr *)v)->pos] : 0;
    if (n)
        set[(n - 1) / 64] |= UINT64_C(1) << ((n - 1) % 64);
}

/* Phi values read in b before b writes them (a phi's incoming values
 * count as read at b's start: its copies may run there).  b's own phis
 * are written at its start, so its other instructions' reads of them are
 * not reads of a value from before b: a phi read only in its own block
 * and after is not live where its block is entered from, and the edge
 * that skips a guarded load (`v = i < n ? p[i] : 0`) may have its copy
 * before the branch. */
static void block_uses(const PhiLive *l, const Block *b, uint64_t *set)
{
    for (const Instr *i = b->first; i; i = i->next)
        for (uint32_t k = 0; k < i->nops; k++) {
            const Value *v = instr_op(i, k);
            if (i->op != OP_PHI && v->kind == VK_INSTR && ((const Instr *)v)->parent == b &&
                ((const Instr *)v)->op == OP_PHI)
                continue;
            use_phi(l, set, v);
        }
}

static bool live_step(const PhiLive *l, const Block *b, const uint64_t *use)
{
    uint64_t *in = l->in + (size_t)b->index * l->words;
    bool changed = false;
    for (uint32_t w = 0; w < l->words; w++) {
        uint64_t out = 0, def = 0;
        for (uint32_t s = 0; s < b->nsuccs; s++)
            out |= l->in[(size_t)b->succs[s]->index * l->words + w];
        for (const Instr *i = b->first; i && i->op == OP_PHI; i = i->next)
            if ((l->num[i->pos] - 1) / 64 == w)
                def |= UINT64_C(1) << ((l->num[i->pos] - 1) % 64);
        uint64_t v = use[(size_t)b->index * l->words + w] | (out & ~def);
        changed |= v != in[w];
        in[w] = v;
    }
    return changed;
}

/* Backward data flow until nothing changes; false when too large. */
static bool phi_liveness(IselCtx *c, const Global *fn, PhiLive *l)
{
    uint32_t nphi = 0;
    l->num = arena_array(c->fn_arena, c->npos, sizeof *l->num);
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i && i->op == OP_PHI; i = i->next)
            l->num[i->pos] = ++nphi;
    l->words = (nphi + 63) / 64;
    if (!nphi || (uint64_t)l->words * 64 * fn->nblocks > PHI_LIVE_MAX_BITS)
        return false;
    size_t n = (size_t)l->words * fn->nblocks;
    l->in = arena_array(c->fn_arena, n, sizeof *l->in);
    uint64_t *use = arena_array(c->fn_arena, n, sizeof *use);
    for (const Block *b = fn->first; b; b = b->next)
        block_uses(l, b, use + (size_t)b->index * l->words);
    bool changed = true;
    while (changed) {
        changed = false;
        for (const Block *b = fn->last; b; b = b->prev)
            changed |= live_step(l, b, use);
    }
    return true;
}

static VReg *vregs_for(IselCtx *c, const Type *t);

/* Must phi i of b's successor s keep its register unwritten until b's
 * branch has gone s's way?  When it is live on the other edge (to t), or
 * when the branch reads it. */
static bool needed_past_branch(const PhiLive *l, const Block *b, const Block *t,
                               const Instr *i)
{
    const uint64_t *live = l->in + (size_t)t->index * l->words;
    uint32_t n = l->num[i->pos] - 1;
    return (live[n / 64] >> (n % 64) & 1) || instr_op(b->last, 0) == &i->v;
}

/* May the copies of edge b -> succs[k] run at the end of b, before its
 * conditional branch?  Not when a phi of that successor without
 * registers of its own for its incoming values is needed past it. */
static bool fits_before_branch(IselCtx *c, const PhiLive *l, const Block *b, uint32_t k)
{
    const Block *s = b->succs[k], *t = b->succs[1 - k];
    if (s == t || !phi_edge_needs_split(b, s))
        return false;
    for (const Instr *i = s->first; i && i->op == OP_PHI; i = i->next)
        if (!c->phi.in_regs[i->pos] && needed_past_branch(l, b, t, i))
            return false;
    return true;
}

/* b -> s is a loop's back edge whose copies do not fit before b's
 * branch: the phis of s needed past it get registers of their own for
 * their incoming values, and then they do. */
static void give_in_regs(IselCtx *c, const PhiLive *l, const Block *b, uint32_t k)
{
    const Block *s = b->succs[k], *t = b->succs[1 - k];
    for (const Instr *i = s->first; i && i->op == OP_PHI; i = i->next)
        if (!c->phi.in_regs[i->pos] && needed_past_branch(l, b, t, i))
            c->phi.in_regs[i->pos] = vregs_for(c, i->v.type);
}

void phi_plan_copies(IselCtx *c, const Global *fn)
{
    c->phi.end_edge = arena_array(c->fn_arena, fn->nblocks + 1, sizeof *c->phi.end_edge);
    for (uint32_t b = 0; b <= fn->nblocks; b++)
        c->phi.end_edge[b] = -1;
    c->phi.in_regs = arena_array(c->fn_arena, c->npos + 1, sizeof *c->phi.in_regs);
    memset(c->phi.in_regs, 0, (c->npos + 1) * sizeof *c->phi.in_regs);
    c->phi.in_twin = arena_array(c->fn_arena, c->npos + 1, sizeof *c->phi.in_twin);
    memset(c->phi.in_twin, 0, (c->npos + 1) * sizeof *c->phi.in_twin);
    PhiLive l;
    if (!phi_liveness(c, fn, &l))
        return;
    for (const Block *b = fn->first; b; b = b->next) {
        if (!b->last || b->last->op != OP_BR || b->last->nops != 3 || b->nsuccs != 2)
            continue;
        /* A back edge first: it is taken on every trip round the loop,
         * the exit once, so the exit is the edge to pay for a block of
         * its own.  The loop then ends `@%p bra header` -- the shape
         * ptxas expects of a loop (with the copies on an exit-edge-first
         * layout, sgemm's SASS was 3.7 times llc's). */
        uint32_t first = block_dominates(b->succs[1], b) && !block_dominates(b->succs[0], b);
        bool back = block_dominates(b->succs[first], b);
        if (back && c->opt.opt_level > 0 && !fits_before_branch(c, &l, b, first) &&
            b->succs[0] != b->succs[1] && phi_edge_needs_split(b, b->succs[first]))
            give_in_regs(c, &l, b, first);
        for (uint32_t n = 0; n < 2 && c->phi.end_edge[b->index] < 0; n++) {
            uint32_t k = n ^ first;
            if (fits_before_branch(c, &l, b, k))
                c->phi.end_edge[b->index] = (int32_t)k;
        }
    }
}

/* ---------------- chunks of very long blocks ----------------
 *
 * A block is selected as one DAG, which lives until the block is done:
 * some 1.5 KB per instruction (nodes, labels).  A block of a million
 * instructions (generated code, a fully unrolled loop) then needs
 * gigabytes, and the time goes into fresh pages and cache misses.  So a
 * block longer than ISEL_CHUNK instructions is selected in chunks of
 * about that many, each its own DAG: a value used in a later chunk gets
 * registers as if it were used in another block.  A chunk may not start
 * within LDVEC_WINDOW instructions after a store -- stores grouped into
 * one vector store (dag/ldvec.c) share their first member's DAG -- nor
 * at a phi.  No block of the corpus or of libdevice comes near the size
 * (the longest has about a thousand instructions), so their code is
 * what it was; in a giant block, only patterns that would fold across a
 * chunk's edge are lost. */
enum { ISEL_CHUNK = 4096, CHUNK_STORE_GAP = 32 /* = ldvec.c's window */ };

static void plan_chunks(IselCtx *c, const Global *fn)
{
    c->chunk_of = NULL;
    uint32_t size = c->opt.chunk ? c->opt.chunk : ISEL_CHUNK;
    for (const Block *b = fn->first; b; b = b->next) {
        uint32_t n = 0, since_store = CHUNK_STORE_GAP, start = 0;
        for (const Instr *i = b->first; i; i = i->next, n++) {
            if (n >= size && since_store >= CHUNK_STORE_GAP && i->op != OP_PHI) {
                if (!c->chunk_of)
                    c->chunk_of = arena_array(c->fn_arena, c->npos, sizeof *c->chunk_of);
                start = i->pos, n = 0;
            }
            if (c->chunk_of)
                c->chunk_of[i->pos] = start ? start : b->first->pos;
            since_store = i->op == OP_STORE ? 0 : since_store + 1;
        }
    }
    /* blocks before the first long one: each its own single chunk */
    for (const Block *b = fn->first; c->chunk_of && b; b = b->next)
        for (const Instr *i = b->first; i && !c->chunk_of[i->pos]; i = i->next)
            c->chunk_of[i->pos] = b->first->pos;
}

const Instr *isel_chunk_next(const IselCtx *c, const Instr *i)
{
    if (!c->chunk_of)
        return NULL;
    return i->next && c->chunk_of[i->next->pos] != c->chunk_of[i->pos] ? i->next : NULL;
}

static bool used_outside(const IselCtx *c, const Instr *i)
{
    for (const Use *u = i->v.uses; u; u = u->next) {
        if (!u->user || u->user->kind != VK_INSTR)
            continue;
        const Instr *user = (const Instr *)u->user;
        if (i->op == OP_ALLOCA && alloca_is_static(i) && user->op != OP_PHI)
            continue; /* a stack slot is rebuilt at each use (frame.c) */
        if (user->parent != i->parent || user->op == OP_PHI)
            return true;
        if (c->chunk_of && c->chunk_of[user->pos] != c->chunk_of[i->pos])
            return true; /* a later chunk of the block */
    }
    return false;
}

/* One register per part of a value of type t. */
static VReg *vregs_for(IselCtx *c, const Type *t)
{
    const TypeParts *tp = type_parts(c, t, NULL); /* legal_function checked it */
    VReg *r = arena_array(c->fn_arena, tp->n + 1, sizeof *r);
    for (uint32_t k = 0; k < tp->n; k++)
        r[k] = mf_new_vreg(c, vt_class(tp->vt[k]));
    return r;
}

/* Does a phi operand need code in its predecessor (a constant expression,
 * an aggregate constant holding one, a byval parameter's address)? */
static bool needs_code(IselCtx *c, const Value *v)
{
    if (v->kind == VK_CEXPR)
        return true;
    if (v->kind == VK_ARG) /* a byval parameter's address (byval.c) */
        return arg_is_byval(c, c->fn, ((const Arg *)v)->index);
    if (v->kind != VK_CAGG)
        return false;
    const Const *k = (const Const *)v;
    for (uint32_t i = 0; i < k->nops; i++)
        if (needs_code(c, k->ops[i].val))
            return true;
    return false;
}

/* Registers for phi operands that are computed in their predecessor:
 * regs[(k / 2) * nparts + p] for part p of operand k (0: none). */
static void phi_const_regs(IselCtx *c, const Instr *phi)
{
    VReg *regs = NULL;
    uint32_t np = type_parts(c, phi->v.type, NULL)->n;
    for (uint32_t k = 0; k + 1 < phi->nops; k += 2) {
        const Value *v = instr_op(phi, k);
        if (!needs_code(c, v))
            continue;
        if (!regs)
            regs = arena_array(c->fn_arena, (phi->nops / 2) * np + 1, sizeof *regs);
        VReg *r = vregs_for(c, v->type);
        for (uint32_t p = 0; p < np; p++)
            regs[(k / 2) * np + p] = r[p];
    }
    c->phi.const_regs[phi->pos] = regs;
}

void phi_assign_vregs(IselCtx *c, const Global *fn)
{
    /* positions are 1..fn->npos: isel_function made the CFG current (a
     * walk of every instruction to find the largest is a cache miss per
     * instruction in a big function) */
    if (!fn->cfg_current)
        BUG("phi_assign_vregs: the CFG of @%s is not current", fn->v.name ? fn->v.name : "");
    uint32_t npos = fn->npos + 1;
    c->npos = npos;
    c->vregs_of = arena_array(c->fn_arena, npos, sizeof *c->vregs_of);
    c->val_of = arena_array(c->fn_arena, npos, sizeof *c->val_of);
    c->arg_vregs = arena_array(c->fn_arena, fn->nargs + 1, sizeof *c->arg_vregs);
    plan_chunks(c, fn);
    for (uint32_t a = 0; a < fn->nargs; a++)
        if (fn->args[a]->v.uses && !arg_is_byval(c, fn, a))
            c->arg_vregs[a] = vregs_for(c, fn->args[a]->v.type);
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next) {
            if (instr_has_result(i) && (i->op == OP_PHI || used_outside(c, i)))
                c->vregs_of[i->pos] = vregs_for(c, i->v.type);
            if (i->op != OP_PHI)
                continue;
            /* the tables by phi are made at the first phi: a function
             * without any (all of -O0 code) saves 16 bytes an
             * instruction */
            if (!c->phi.const_regs) {
                c->phi.const_regs = arena_array(c->fn_arena, npos, sizeof *c->phi.const_regs);
                c->phi.slots = arena_array(c->fn_arena, npos, sizeof *c->phi.slots);
            }
            phi_const_regs(c, i);
        }
}

/* ---------------- parallel copies ---------------- */

typedef struct Copy {
    VReg dst;
    VReg src;          /* 0 when the source is an immediate or symbol */
    MOp op;            /* the source operand */
    Vt vt;
} Copy;

/* ---------------- finding an edge's incoming value ---------------- */

enum { PHI_SCAN_MAX = 16 }; /* incoming blocks scanned; more: an index */

/* A phi's (block, operand) pairs sorted by block, built the first time a
 * phi with many predecessors is asked: looking up each of its n edges by
 * a scan would take n^2 steps (a switch of 100,000 cases feeding one
 * phi), a binary search takes n log n. */
typedef struct InSlot {
    uint32_t block; /* Block.index */
    uint32_t k;     /* operand number of the value */
} InSlot;

static int by_block(const void *pa, const void *pb)
{
    const InSlot *a = pa, *b = pb;
    if (a->block != b->block)
        return a->block < b->block ? -1 : 1;
    return a->k < b->k ? -1 : a->k > b->k;
}

static InSlot *phi_slots(IselCtx *c, const Instr *phi)
{
    InSlot *s = c->phi.slots[phi->pos];
    if (s)
        return s;
    uint32_t n = phi->nops / 2;
    s = arena_array(c->fn_arena, n, sizeof *s);
    for (uint32_t j = 0; j < n; j++)
        s[j] = (InSlot){((const Block *)instr_op(phi, 2 * j + 1))->index, 2 * j};
    qsort(s, n, sizeof *s, by_block);
    return c->phi.slots[phi->pos] = s;
}

uint32_t phi_incoming_slot(IselCtx *c, const Instr *phi, const Block *from)
{
    uint32_t n = phi->nops / 2;
    if (n <= PHI_SCAN_MAX) {
        for (uint32_t k = 0; k + 1 < phi->nops; k += 2)
            if ((const Block *)instr_op(phi, k + 1) == from)
                return k;
    } else {
        const InSlot *s = phi_slots(c, phi);
        uint32_t lo = 0, hi = n; /* the first slot with block >= from */
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo) / 2;
            if (s[mid].block < from->index)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo < n && s[lo].block == from->index)
            return s[lo].k;
    }
    BUG("phi without an incoming value for its predecessor");
}

/* The incoming value of phi from block `from`, and its operand number. */
static const Value *incoming(IselCtx *c, const Instr *phi, const Block *from, uint32_t *k)
{
    *k = phi_incoming_slot(c, phi, from);
    return instr_op(phi, *k);
}

/* A constant part written inline; false for undef (no copy needed: any
 * value will do). */
static bool const_text(IselCtx *c, const ConstPart *cp, Vt vt, Copy *out)
{
    switch (cp->kind) {
    case CP_UNDEF: return false;
    case CP_SYM: out->op = mo_sym(ptx_symbol(c->fn_arena, c->m, cp->g)); return true;
    case CP_EXPR: BUG("phi constant expression without a register");
    default: break;
    }
    if (vt == VT_F32)
        out->op = mo_bits(c, 'f', 8, (uint32_t)cp->bits);
    else if (vt == VT_F64)
        out->op = mo_bits(c, 'd', 16, cp->bits);
    else if (vt == VT_F16 || vt == VT_BF16)
        out->op = mo_bits(c, 'x', 4, cp->bits & 0xffff);
    else if (vt == VT_I1)
        out->op = mo_imm(cp->bits & 1);
    else
        out->op = mo_imm((int64_t)cp->bits);
    return true;
}

/* The registers phi takes its incoming values in when they are its own
 * (phi_plan_copies), else NULL. */
static VReg *in_regs_of(const IselCtx *c, const Instr *phi)
{
    return c->phi.in_regs ? c->phi.in_regs[phi->pos] : NULL;
}

/* The register that a phi with registers of its own for its incoming
 * values (phi_plan_copies) takes its address twin's incoming value in. */
static VReg in_twin(IselCtx *c, const Instr *phi)
{
    if (!c->phi.in_twin[phi->pos])
        c->phi.in_twin[phi->pos] = mf_new_vreg(c, VREG_CLASS(c->addrspace.twin[phi->pos]));
    return c->phi.in_twin[phi->pos];
}

/* The copies into phi's registers for the edge from -> its block. */
static uint32_t phi_copies(IselCtx *c, const Instr *phi, const Block *from, Copy *out)
{
    uint32_t k, n = 0;
    const Value *v = incoming(c, phi, from, &k);
    const TypeParts *tp = type_parts(c, phi->v.type, NULL);
    VReg *dst = in_regs_of(c, phi) ? in_regs_of(c, phi) : c->vregs_of[phi->pos];
    VReg *src = NULL;
    if (c->phi.const_regs[phi->pos] && c->phi.const_regs[phi->pos][(k / 2) * tp->n])
        src = &c->phi.const_regs[phi->pos][(k / 2) * tp->n];
    else if (v->kind == VK_INSTR)
        src = c->vregs_of[((const Instr *)v)->pos];
    else if (v->kind == VK_ARG)
        src = c->arg_vregs[((const Arg *)v)->index];
    ConstPart *cps = NULL;
    if (!src) {
        cps = arena_array(c->fn_arena, tp->n + 1, sizeof *cps);
        const_parts(c, v, tp, cps);
    }
    for (uint32_t p = 0; p < tp->n; p++) {
        Copy cp = {.dst = dst[p], .vt = tp->vt[p]};
        if (src) {
            cp.src = src[p];
            cp.op = mo_reg(cp.src);
        } else if (!const_text(c, &cps[p], cp.vt, &cp)) {
            continue;
        }
        out[n++] = cp;
    }
    VReg twin = space_twin_incoming(c, phi, k); /* its address in its space */
    if (twin)
        out[n++] = (Copy){.dst = in_regs_of(c, phi) ? in_twin(c, phi)
                                                          : c->addrspace.twin[phi->pos],
                          .src = twin, .op = mo_reg(twin), .vt = ptr_vt(c)};
    return n;
}

static void emit_copy(IselCtx *c, const Copy *cp)
{
    MI(c, MOV, vt_dot(cp->vt, 'b'), mo_reg(cp->dst), cp->op);
}

/* Is register r still read by a pending copy other than `self`? */
static bool still_read(const Copy *cps, uint32_t n, uint32_t self, VReg r)
{
    for (uint32_t j = 0; j < n; j++)
        if (j != self && cps[j].src == r)
            return true;
    return false;
}

/* Emit the pending copies cps[0..n) in a safe order. */
static void sequentialize(IselCtx *c, Copy *cps, uint32_t n)
{
    while (n > 0) {
        bool progress = false;
        for (uint32_t i = 0; i < n; i++) {
            if (cps[i].src == cps[i].dst) { /* a no-op copy */
                cps[i--] = cps[--n];
                progress = true;
            } else if (!still_read(cps, n, i, cps[i].dst)) {
                emit_copy(c, &cps[i]);
                cps[i--] = cps[--n];
                progress = true;
            }
        }
        if (progress || n == 0)
            continue;
        /* Every destination is still read: a cycle.  Save cps[0].dst in a
         * temporary and let its readers read the temporary instead. */
        VReg d = cps[0].dst, t = mf_new_vreg(c, VREG_CLASS(d));
        MI(c, MOV, vt_dot(cps[0].vt, 'b'), mo_reg(t), mo_reg(d));
        for (uint32_t j = 0; j < n; j++)
            if (cps[j].src == d)
                cps[j].src = t, cps[j].op = mo_reg(t);
    }
}

void phi_emit_entry_copies(IselCtx *c, const Block *bb)
{
    for (const Instr *i = bb->first; i && i->op == OP_PHI; i = i->next) {
        const VReg *in = in_regs_of(c, i);
        if (!in)
            continue;
        const TypeParts *tp = type_parts(c, i->v.type, NULL);
        for (uint32_t p = 0; p < tp->n; p++)
            emit_copy(c, &(Copy){.dst = c->vregs_of[i->pos][p], .src = in[p],
                                 .op = mo_reg(in[p]), .vt = tp->vt[p]});
        if (c->addrspace.twin && c->addrspace.twin[i->pos])
            emit_copy(c, &(Copy){.dst = c->addrspace.twin[i->pos], .src = in_twin(c, i),
                                 .op = mo_reg(in_twin(c, i)), .vt = ptr_vt(c)});
    }
}

void phi_emit_copies(IselCtx *c, const Block *from, const Block *to)
{
    uint32_t n = 0, cap = 0;
    for (const Instr *i = to->first; i && i->op == OP_PHI; i = i->next)
        cap += type_parts(c, i->v.type, NULL)->n + 1; /* + a twin (addrspace.c) */
    Copy *cps = arena_array(c->fn_arena, cap + 1, sizeof *cps);
    for (const Instr *i = to->first; i && i->op == OP_PHI; i = i->next)
        n += phi_copies(c, i, from, cps + n);
    sequentialize(c, cps, n);
}

void phi_state_reset(PhiState *s)
{
    *s = (PhiState){0};
}
