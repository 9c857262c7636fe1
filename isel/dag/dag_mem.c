/*
 * isel/dag/dag_mem.c -- memory in the DAG: address arithmetic (getelementptr,
 * addrspacecast), loads and stores, and selector layer 2 (vector loads and
 * stores).
 *
 * A GEP is plain integer arithmetic on the pointer: constant indices fold
 * into one byte offset, each variable index adds `index * element size`.
 * Patterns then fold `base + constant` into the address operand
 * ([%rd1+16]) and `sext(i) * 4` into mul.wide.s32 (nvptx.md).
 *
 * A load or store of a value with several parts (isel/legal/parts.c) is one
 * access per part at its offset -- except a vector of 2 or 4 elements of
 * at most 16 bytes whose alignment allows it, which is one PTX vector
 * access (ld.global.v4.f32), as LLVM's NVPTX does, and a vector whose
 * alignment covers groups of 2 or 4 of its elements, one such access per
 * group.  Those are LOADV/STOREV nodes, selected by layer 2
 * (select_vector_load/store), in the fixed layer order of select.c.  A
 * part whose alignment is below its size goes in pieces
 * (isel/legal/unaligned.c); the alignment is the access's `align`, raised to
 * what its address is known to have (known_align).
 *
 * i1 lives in memory as a byte: a load reads u8 and tests the low bit, a
 * store writes 0 or 1.
 *
 * Invariant: every access is chained, in program order; the parts of one
 * value are accessed in memory order.
 */
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

/* ---------------- address arithmetic ---------------- */

DagNode *dag_addr_offset(IselCtx *c, DagNode *base, int64_t off)
{
    if (off == 0)
        return base;
    if (base->op == DOP_FRAME || base->op == DOP_LFRAME) { /* a field of a slot: one offset */
        DagNode *n = dag_frame(c, base->ival + off);
        n->op = base->op;
        return n;
    }
    int64_t sum;
    if (base->op == DOP_ADD && base->kids[1]->op == DOP_CONST && base->vt == ptr_vt(c) &&
        !__builtin_add_overflow(base->kids[1]->ival, off, &sum)) /* (p + a) + b = p + (a+b) */
        return dag_addr_offset(c, base->kids[0], sum);
    return dag_node2(c, DOP_ADD, ptr_vt(c), base, dag_const(c, ptr_vt(c), off));
}

/* An index widened or narrowed to pointer width (GEP indices are signed;
 * an odd width is sign-extended in its register first: narrow.c). */
static DagNode *index_node(IselCtx *c, const Value *v)
{
    DagNode *n = dag_int_operand(c, v, true);
    Vt pv = ptr_vt(c);
    if (vt_bits(n->vt) < vt_bits(pv))
        return dag_node1(c, DOP_SEXT, pv, n);
    if (vt_bits(n->vt) > vt_bits(pv))
        return dag_node1(c, DOP_TRUNC, pv, n);
    return n;
}

/* Is node x the value of IR instruction `op` on its own type (not part
 * of a wider expansion), with flags f?  The flags come from the IR. */
static bool is_ir_op(const DagNode *x, Opcode op, uint32_t f)
{
    const Instr *i = x->ir;
    return i && i->op == op && (i->flags & f) == f && i->v.type->kind == TY_INT &&
           i->v.type->bits == vt_bits(x->vt) && x->nkids == 2 &&
           x->kids[1]->op == DOP_CONST;
}

/* An index that is x + C with C a constant, as the address can use it:
 * x scaled, and C * size added to the access's constant offset
 * ([%rd15+4] for a[8*i + 1], where clang writes `or disjoint`).
 *   - at pointer width, add is modular like the address: always;
 *     or only when disjoint (then it is an add);
 *   - through a sext: add nsw or or disjoint (sext(x + C) = sext(x) +
 *     sext(C) when the narrow sum does not overflow, and a disjoint or
 *     never carries); through a zext: add nuw or or disjoint.
 * A flag that does not hold makes the index poison, which any address
 * may stand for.  Returns x's term and adds to *off, or returns NULL. */
static DagNode *peel_constant(IselCtx *c, DagNode *term, int64_t size, int64_t *off)
{
    Vt pv = ptr_vt(c);
    DagNode *x = term, *ext = NULL;
    if (term->op == DOP_SEXT || term->op == DOP_ZEXT)
        ext = term, x = term->kids[0];
    bool sx = ext && ext->op == DOP_SEXT;
    uint32_t add_flag = !ext ? 0 : sx ? IF_NSW : IF_NUW;
    bool is_add = x->op == DOP_ADD && is_ir_op(x, OP_ADD, add_flag);
    bool is_or = x->op == DOP_OR && is_ir_op(x, OP_OR, IF_DISJOINT);
    if (c->opt.opt_level == 0 || (!is_add && !is_or))
        return NULL;
    unsigned bits = vt_bits(x->vt);
    int64_t k = x->kids[1]->ival;
    if (bits < 64) { /* the constant as the extension reads it */
        uint64_t m = (UINT64_C(1) << bits) - 1, u = (uint64_t)k & m;
        k = sx && (u >> (bits - 1)) ? (int64_t)(u | ~m) : (int64_t)u;
    }
    int64_t scaled, sum;
    if (__builtin_mul_overflow(k, size, &scaled) || __builtin_add_overflow(*off, scaled, &sum))
        return NULL;
    *off = sum;
    if (!ext)
        return x->kids[0];
    DagNode *n = dag_node1(c, ext->op, pv, x->kids[0]);
    n->flags = ext->flags; /* a twin of an extension of x the block has: CSE merges them */
    return n;
}

/* Is x the node the block built for IR instruction x->ir, an integer
 * `op` with flags f on x's own width, whose only use is the one being
 * looked at from here (so rebuilding it leaves no copy to compute)? */
static bool own_node(IselCtx *c, const DagNode *x, Opcode op, uint32_t f)
{
    const Instr *i = x->ir;
    if (!i || i->op != op || (i->flags & f) != f || x->nkids != 2 ||
        i->v.type->kind != TY_INT || i->v.type->bits != vt_bits(x->vt))
        return false;
    DagVal v = c->val_of[i->pos];
    return v.n == 1 && v.p[0] == x;
}

static bool one_use(IselCtx *c, const DagNode *x)
{
    const Use *u = x->ir->v.uses;
    return u && !u->next && !c->vregs_of[x->ir->pos];
}

enum { SPLIT_DEPTH = 6 };
#define SPLIT_LIMIT (INT64_C(1) << 40) /* offsets beyond: not worth a split */

/* A narrow term X + C, an `add nuw` or a disjoint `or` with a constant:
 * returns X and sets *cv to C as zext reads it, or returns NULL. */
static DagNode *narrow_constant(const DagNode *a, int64_t *cv)
{
    bool add = a->op == DOP_ADD && is_ir_op(a, OP_ADD, IF_NUW);
    bool dor = a->op == DOP_OR && is_ir_op(a, OP_OR, IF_DISJOINT);
    if (!add && !dor)
        return NULL;
    unsigned bits = vt_bits(a->vt);
    uint64_t u = (uint64_t)a->kids[1]->ival;
    if (bits < 64)
        u &= (UINT64_C(1) << bits) - 1;
    *cv = (int64_t)u;
    return a->kids[0];
}

/* Through a zext of a narrow sum: clang's unrolled loops index
 * a[zext((i | 1) + row)], a[zext((i | 2) + row)], ... with `add nuw` and
 * `or disjoint`.  The constant sits one level inside the sum, where
 * peel_constant cannot see it, and each access would compute its own
 * 64-bit address.  When (X + C) + b does not wrap (nuw; a disjoint or is
 * an add that never carries), neither does X + b, and
 *     zext((X + C) + b) = zext(X + b) + C
 * so the unrolled accesses share zext(i + row) -- the block's CSE merges
 * the rebuilt sums with the one the first access already has -- at byte
 * offsets 4, 8, 12 (LLVM gets there with SeparateConstOffsetFromGEP).
 * The sum is rebuilt, so it must have no other use (one_use).  sext is
 * split_sext's: sext((X + C) + b) with nsw does not bound X + b. */
static DagNode *split_zext(IselCtx *c, DagNode *x, int64_t *k)
{
    DagNode *in = x->kids[0];
    bool add = in->op == DOP_ADD && own_node(c, in, OP_ADD, IF_NUW);
    bool dor = in->op == DOP_OR && own_node(c, in, OP_OR, IF_DISJOINT);
    if ((!add && !dor) || in->kids[1]->op == DOP_CONST || !one_use(c, in))
        return x;
    DagNode *a = in->kids[0], *b = in->kids[1], *y;
    int64_t cv = 0, sum;
    if ((y = narrow_constant(a, &cv)))
        a = y;
    else if ((y = narrow_constant(b, &cv)))
        b = y;
    else
        return x;
    if (__builtin_add_overflow(*k, cv, &sum) || sum >= SPLIT_LIMIT)
        return x;
    *k = sum;
    DagNode *sum_node = dag_node2(c, DOP_ADD, in->vt, a, b);
    sum_node->flags = IF_NUW; /* what holds for X + b; the twin's CSE key */
    DagNode *n = dag_node1(c, DOP_ZEXT, x->vt, sum_node);
    n->flags = x->flags; /* zext nneg, as the twin the block may have */
    return n;
}

/* The same through a sext, where nsw bounds (X + C) + b and X + C but
 * not X + b (X + b may fall below the minimum where X + C + b does not),
 * so the narrow sum cannot be kept: with both adds nsw (a disjoint or
 * never overflows),
 *     sext((X + C) + b) = sext(X) + C + sext(b)
 * exactly, at pointer width.  clang's unrolled loops over a signed index
 * (a[(i | 1) + row], a[(i | 2) + row], ... with `add nsw`) then share
 * sext(i) + sext(row) at byte offsets 4, 8, 12 instead of computing an
 * or, an add, a mul.wide and an add for each access.  That 64-bit sum
 * costs two cvts, an add, a shift and an add where one access alone
 * needs a mul.wide and an add, so it is made only when the block has a
 * sibling: another sext((X + C') + b) of the same X and b (sibling). */
enum { SIBLING_USES = 32 }; /* uses of X and of each X + C' looked at */

static bool is_const_step(const Instr *u, const Value *x)
{
    return ((u->op == OP_ADD && (u->flags & IF_NSW)) ||
            (u->op == OP_OR && (u->flags & IF_DISJOINT))) &&
           instr_op(u, 0) == x && instr_op(u, 1)->kind == VK_CINT;
}

static bool sibling(const Instr *sum, const Instr *step, const Value *b)
{
    const Value *x = instr_op(step, 0);
    unsigned n = 0;
    for (const Use *u = x->uses; u && n++ < SIBLING_USES; u = u->next) {
        const Instr *s2 = (const Instr *)u->user;
        if (u->user->kind != VK_INSTR || s2 == step || s2->parent != sum->parent ||
            !is_const_step(s2, x))
            continue;
        unsigned m = 0;
        for (const Use *w = s2->v.uses; w && m++ < SIBLING_USES; w = w->next) {
            const Instr *a2 = (const Instr *)w->user;
            if (w->user->kind != VK_INSTR || a2 == sum || a2->parent != sum->parent ||
                a2->op != OP_ADD || !(a2->flags & IF_NSW) ||
                (instr_op(a2, 0) != b && instr_op(a2, 1) != b))
                continue;
            for (const Use *e = a2->v.uses; e; e = e->next)
                if (e->user->kind == VK_INSTR && ((const Instr *)e->user)->op == OP_SEXT)
                    return true;
        }
    }
    return false;
}

static DagNode *split_sext(IselCtx *c, DagNode *x, int64_t *k)
{
    DagNode *in = x->kids[0];
    if (in->op != DOP_ADD || !own_node(c, in, OP_ADD, IF_NSW) || in->kids[1]->op == DOP_CONST ||
        !one_use(c, in))
        return x;
    /* X (the term the constant comes off) first, whichever side it was
     * on, so that a[(i | 1) + row] and a[row + (i | 5)] build the same
     * sum and the block's CSE merges them. */
    DagNode *y = NULL, *other = NULL, *stepn = NULL;
    int64_t cv = 0, sum;
    for (unsigned side = 0; side < 2 && !y; side++) {
        DagNode *t = in->kids[side];
        bool add = t->op == DOP_ADD && is_ir_op(t, OP_ADD, IF_NSW);
        bool dor = t->op == DOP_OR && is_ir_op(t, OP_OR, IF_DISJOINT);
        if (!add && !dor)
            continue;
        unsigned bits = vt_bits(t->vt);
        uint64_t u = (uint64_t)t->kids[1]->ival, m = bits < 64 ? (UINT64_C(1) << bits) - 1 : ~0ull;
        cv = (u & m) >> (bits - 1) & 1 ? (int64_t)(u | ~m) : (int64_t)(u & m); /* as sext reads it */
        y = t->kids[0];
        stepn = t;
        other = in->kids[1 - side];
    }
    if (!y || !cv || __builtin_add_overflow(*k, cv, &sum) || sum <= -SPLIT_LIMIT ||
        sum >= SPLIT_LIMIT)
        return x;
    /* b as the IR names it: the sum's operand that is not X + C */
    const Value *bv = instr_op(in->ir, 0) == &stepn->ir->v ? instr_op(in->ir, 1)
                                                          : instr_op(in->ir, 0);
    if (!sibling(in->ir, stepn->ir, bv))
        return x;
    *k = sum;
    DagNode *sy = dag_node1(c, DOP_SEXT, x->vt, y), *so = dag_node1(c, DOP_SEXT, x->vt, other);
    return dag_node2(c, DOP_ADD, x->vt, sy, so);
}

/* An index at pointer width as y + *k, with *k a constant, so that *k can
 * join the access's constant offset (LLVM's NVPTX pipeline runs its
 * SeparateConstOffsetFromGEP pass for this).  MLIR's mma.sync kernel
 * indexes a tile at ((i|1) << 3 | j), ((i+8) << 3 | j), ...: split, each
 * index is the same (i << 3) + j plus 8, 64 or 72, the block's CSE merges
 * the four, and four loads share one address register at offsets 0, 16,
 * 128 and 144.
 *
 * Address arithmetic is modular, like the address itself, so at pointer
 * width these hold for every a, b and constant C (no flag needed):
 *     (a + C) + b  = (a + b) + C        a disjoint `or` is an add
 *     (a + C) << s = (a << s) + (C << s)
 *     (a + C) * M  = a * M + C * M
 * A node is taken apart only where it is the block's node of its IR
 * instruction (own_node); one that is rebuilt must also have no other
 * use (one_use), or the split would compute it twice.  A disjoint `or`
 * of two non-constant terms is rebuilt as an add even when no constant
 * comes out of it, and so is a sum over it, so that it can merge with a
 * split twin.  Rebuilt nodes carry no flags: nsw and the like held for
 * the old operands, not for the new ones. */
static DagNode *split_offset(IselCtx *c, DagNode *x, int64_t *k, unsigned depth)
{
    Vt pv = ptr_vt(c);
    if (depth > 0 && x->op == DOP_ZEXT && x->vt == pv && x->kids[0]->nkids == 2)
        return split_zext(c, x, k);
    if (depth > 0 && x->op == DOP_SEXT && x->vt == pv && x->kids[0]->nkids == 2)
        return split_sext(c, x, k);
    if (depth == 0 || x->vt != pv || x->nkids != 2)
        return x;
    DagNode *a = x->kids[0], *b = x->kids[1];
    bool add = x->op == DOP_ADD && own_node(c, x, OP_ADD, 0);
    bool dor = x->op == DOP_OR && own_node(c, x, OP_OR, IF_DISJOINT);
    int64_t sum;
    if ((add || dor) && b->op == DOP_CONST) { /* skipped, not rebuilt */
        if (b->ival <= -SPLIT_LIMIT || b->ival >= SPLIT_LIMIT ||
            __builtin_add_overflow(*k, b->ival, &sum) || sum <= -SPLIT_LIMIT ||
            sum >= SPLIT_LIMIT)
            return x;
        *k = sum;
        return split_offset(c, a, k, depth - 1);
    }
    if ((add || dor) && one_use(c, x)) {
        int64_t ka = 0, kb = 0;
        DagNode *ya = split_offset(c, a, &ka, depth - 1);
        DagNode *yb = split_offset(c, b, &kb, depth - 1);
        if ((!ka && !kb && !dor && ya == a && yb == b) || __builtin_add_overflow(ka, kb, &sum) ||
            __builtin_add_overflow(*k, sum, &sum) || sum <= -SPLIT_LIMIT ||
            sum >= SPLIT_LIMIT)
            return x;
        *k = sum;
        return dag_node2(c, DOP_ADD, pv, ya, yb);
    }
    bool shl = x->op == DOP_SHL && own_node(c, x, OP_SHL, 0);
    bool mul = x->op == DOP_MUL && own_node(c, x, OP_MUL, 0);
    if ((!shl && !mul) || b->op != DOP_CONST || !one_use(c, x))
        return x;
    int64_t ka = 0, scaled;
    DagNode *ya = split_offset(c, a, &ka, depth - 1);
    if (!ka)
        return x;
    if (shl) {
        if (b->ival < 0 || b->ival > 40 ||
            __builtin_mul_overflow(ka, INT64_C(1) << b->ival, &scaled))
            return x;
    } else if (__builtin_mul_overflow(ka, b->ival, &scaled)) {
        return x;
    }
    if (__builtin_add_overflow(*k, scaled, &sum) || sum <= -SPLIT_LIMIT || sum >= SPLIT_LIMIT)
        return x;
    *k = sum;
    return dag_node2(c, x->op, pv, ya, dag_const(c, b->vt, b->ival));
}

/* An index from another block, ext(X + C) with C a constant (the add
 * with nsw for sext, nuw for zext, or a disjoint or), where the same
 * block also computed ext(X) into a register: returns that value and
 * sets *k to C as the extension reads it, so the access adds C * size
 * to its constant offset instead of scaling a register of its own.
 * clang's unrolled loops do this with loop-invariant indices: the
 * preheader computes zext(4t), zext(4t | 1), zext(4t | 2), zext(4t | 3)
 * and the loop body scales each (shl by 2, add) in every iteration;
 * through the twin the four accesses share zext(4t) * 4 at +4, +8, +12.
 * Within the block, peel_constant sees the same shape in the DAG.  The
 * twin must live in ext(X + C)'s block and have a register (be used
 * outside it): that block dominates this one, so its registers hold. */
enum { EXT_TWIN_USES = 64 }; /* X's uses looked through for the twin */

static const Value *ext_twin(IselCtx *c, const Value *v, int64_t *k)
{
    if (c->opt.opt_level == 0 || v->kind != VK_INSTR)
        return NULL;
    const Instr *e = (const Instr *)v;
    if ((e->op != OP_ZEXT && e->op != OP_SEXT) || e->parent == c->dag->bb)
        return NULL;
    const Value *inner = instr_op(e, 0);
    if (inner->kind != VK_INSTR)
        return NULL;
    const Instr *in = (const Instr *)inner;
    bool sx = e->op == OP_SEXT;
    bool add = in->op == OP_ADD && (in->flags & (sx ? IF_NSW : IF_NUW));
    bool dor = in->op == OP_OR && (in->flags & IF_DISJOINT);
    if ((!add && !dor) || instr_op(in, 1)->kind != VK_CINT || in->v.type->kind != TY_INT ||
        in->v.type->bits > 64)
        return NULL;
    const Const *kc = (const Const *)instr_op(in, 1);
    int64_t kv = sx ? const_int_sext(kc) : (int64_t)const_int_zext(kc);
    const Value *x = instr_op(in, 0);
    if (x->kind != VK_INSTR && x->kind != VK_ARG)
        return NULL; /* a constant's uses may span the module */
    unsigned looked = 0;
    for (const Use *u = x->uses; u && looked++ < EXT_TWIN_USES; u = u->next) {
        const Instr *w = (const Instr *)u->user;
        if (u->user->kind == VK_INSTR && w->op == e->op && w->parent == e->parent &&
            w->v.type == e->v.type && c->vregs_of[w->pos]) {
            *k = kv;
            return &w->v;
        }
    }
    return NULL;
}

static DagNode *gep(IselCtx *c, DagNode *base, const Type *src, const Value *const *idx,
                    uint32_t nidx)
{
    Vt pv = ptr_vt(c);
    int64_t off = 0;
    const Type *cur = src;
    DagNode *addr = base;
    for (uint32_t i = 0; i < nidx; i++) {
        if (i > 0 && cur->kind == TY_STRUCT) {
            uint32_t f = (uint32_t)const_int_zext((const Const *)idx[i]);
            off += (int64_t)struct_field_offset(cur, f, c->ptr_bits);
            cur = cur->mem[f];
            continue;
        }
        if (i > 0)
            cur = cur->elem;
        int64_t size = (int64_t)type_size(cur, c->ptr_bits);
        if (idx[i]->kind == VK_CINT || idx[i]->kind == VK_CZERO) {
            off += idx[i]->kind == VK_CINT ? const_int_sext((const Const *)idx[i]) * size : 0;
            continue;
        }
        const Value *iv = idx[i];
        int64_t kt = 0, kts;
        const Value *twin = ext_twin(c, iv, &kt);
        if (twin && !__builtin_mul_overflow(kt, size, &kts) &&
            !__builtin_add_overflow(off, kts, &kts) && kts > -SPLIT_LIMIT && kts < SPLIT_LIMIT)
            iv = twin, off = kts;
        DagNode *term = index_node(c, iv), *peeled;
        while ((peeled = peel_constant(c, term, size, &off)))
            term = peeled;
        int64_t k = 0, scaled, sum;
        if (c->opt.opt_level > 0) {
            DagNode *y = split_offset(c, term, &k, SPLIT_DEPTH);
            if (k && !__builtin_mul_overflow(k, size, &scaled) &&
                !__builtin_add_overflow(off, scaled, &sum))
                off = sum, term = y;
            else if (k) /* the split's nodes are built: add its constant back */
                term = dag_node2(c, DOP_ADD, pv, y, dag_const(c, pv, k));
            else
                term = y;
        }
        if (size != 1)
            term = dag_node2(c, DOP_MUL, pv, term, dag_const(c, pv, size));
        addr = dag_node2(c, DOP_ADD, pv, addr, term);
    }
    return dag_addr_offset(c, addr, off);
}

enum { GEP_MAX_INDICES = 64 };

/* Lane k of a GEP operand: the operand itself when it is a scalar (every
 * lane uses it), else its part k. */
static DagNode *gep_lane(IselCtx *c, const Value *v, uint32_t k)
{
    if (v->type->kind != TY_VEC)
        return dag_value(c, v);
    DagVal parts = dag_parts(c, v);
    return k < parts.n ? parts.p[k] : NULL;
}

/* getelementptr whose result is a vector of pointers (the base, or some
 * index, is a vector; the vectorizers and gather/scatter write it): lane
 * by lane, the scalar address arithmetic.  A struct's field number is a
 * constant (in vector form, the same in every lane). */
static DagVal gep_vector(IselCtx *c, const Instr *i)
{
    Vt pv = ptr_vt(c);
    uint32_t lanes = (uint32_t)i->v.type->count;
    DagVal out = dag_val_new(c, lanes);
    for (uint32_t k = 0; k < lanes; k++) {
        DagNode *addr = gep_lane(c, instr_op(i, 0), k);
        int64_t off = 0;
        const Type *cur = i->aux_type;
        for (uint32_t x = 1; x < i->nops && addr; x++) {
            DagNode *ix = gep_lane(c, instr_op(i, x), k);
            if (!ix)
                return dag_unsupported_val(c, i->v.type, "a malformed vector getelementptr");
            if (x > 1 && cur->kind == TY_STRUCT) {
                if (ix->op != DOP_CONST)
                    return dag_unsupported_val(c, i->v.type,
                                               "a struct field number that is not a constant");
                uint32_t f = (uint32_t)ix->ival;
                off += (int64_t)struct_field_offset(cur, f, c->ptr_bits);
                cur = cur->mem[f];
                continue;
            }
            if (x > 1)
                cur = cur->elem;
            int64_t size = (int64_t)type_size(cur, c->ptr_bits);
            if (ix->op == DOP_CONST) {
                off += ix->ival * size; /* ival is sign-extended from its width */
                continue;
            }
            if (vt_bits(ix->vt) < vt_bits(pv))
                ix = dag_node1(c, DOP_SEXT, pv, ix);
            else if (vt_bits(ix->vt) > vt_bits(pv))
                ix = dag_node1(c, DOP_TRUNC, pv, ix);
            if (size != 1)
                ix = dag_node2(c, DOP_MUL, pv, ix, dag_const(c, pv, size));
            addr = dag_node2(c, DOP_ADD, pv, addr, ix);
        }
        if (!addr)
            return dag_unsupported_val(c, i->v.type, "a malformed vector getelementptr");
        out.p[k] = dag_addr_offset(c, addr, off);
    }
    return out;
}

DagVal dag_gep_parts(IselCtx *c, const Instr *i)
{
    if (i->v.type->kind == TY_VEC) {
        for (uint32_t k = 1; k < i->nops; k++) {
            const Type *t = instr_op(i, k)->type;
            const TypeParts *tp = type_parts(c, t, NULL);
            if (t->kind == TY_VEC && tp->bits[0] != vt_bits(tp->vt[0]))
                return dag_unsupported_val(c, i->v.type, "a vector getelementptr with indices "
                                                         "of an odd width");
        }
        if (ptr_type_bits(c, i->v.type->elem) != c->ptr_bits)
            return dag_unsupported_val(c, i->v.type, "a vector getelementptr on 32-bit pointers");
        return gep_vector(c, i);
    }
    return dag_one(c, dag_gep(c, i));
}

DagNode *dag_gep(IselCtx *c, const Instr *i)
{
    if (i->v.type->kind != TY_PTR)
        BUG("dag_gep on a vector of pointers");
    if (ptr_type_bits(c, i->v.type) != c->ptr_bits) /* offsets are ptr_bits wide */
        return dag_unsupported(c, "getelementptr on a 32-bit tensor-memory pointer (use "
                                  "ptrtoint/add/inttoptr)");
    const Value *idx[GEP_MAX_INDICES];
    if (i->nops - 1 > GEP_MAX_INDICES)
        return dag_unsupported(c, "getelementptr with more than 64 indices");
    for (uint32_t k = 1; k < i->nops; k++)
        idx[k - 1] = instr_op(i, k);
    return gep(c, dag_value(c, instr_op(i, 0)), i->aux_type, idx, i->nops - 1);
}

DagNode *dag_gep_const(IselCtx *c, const Const *k)
{
    const Value *idx[GEP_MAX_INDICES];
    if (k->nops - 1 > GEP_MAX_INDICES)
        return dag_unsupported(c, "constant getelementptr with more than 64 indices");
    for (uint32_t i = 1; i < k->nops; i++)
        idx[i - 1] = k->ops[i].val;
    return gep(c, dag_value(c, k->ops[0].val), k->src_type, idx, k->nops - 1);
}

/* Between .shared (3) and .shared::cluster (7) a cast goes through the
 * generic space: cvta.shared then cvta.to.shared::cluster, and back. */
static bool shared_pair(unsigned from, unsigned to)
{
    return (from == 3 && to == 7) || (from == 7 && to == 3);
}

DagNode *dag_addrspace_cast(IselCtx *c, DagNode *src, unsigned from, unsigned to)
{
    bool ok_from = from == 0 || (from != 101 && addrspace_qual(from));
    bool ok_to = to == 0 || (to != 101 && addrspace_qual(to));
    if (from == to)
        return src;
    if (!ok_from || !ok_to || (from != 0 && to != 0 && !shared_pair(from, to)))
        return dag_unsupported(c, fn_strf(c, "addrspacecast from %u to %u", from, to));
    if ((from == 7 || to == 7) &&
        !legal_cluster_space(c, c->dag->cur_ir ? c->dag->cur_ir->v.loc : (Loc){0, 0},
                             "addrspacecast"))
        return dag_const(c, ptr_vt(c), 0);
    if (from != 0 && to != 0)
        return dag_addrspace_cast(c, dag_addrspace_cast(c, src, from, 0), 0, to);
    if (from == 0 && to < 32 && c->opt.opt_level > 0) {
        /* Back to the space a generic address came from: clang writes
         * __cvta_generic_to_shared(&tile[i]) as a cast of a GEP of a cast
         * out of addrspace(3).  cvta.to(cvta(x) + off) is x + off, as each
         * window is contiguous (dag_space_view), so no round trip. */
        unsigned got;
        DagNode *v = dag_space_view(c, src, 1u << to, &got);
        if (v && v->vt == ptr_vt(c))
            return v;
    }
    DagNode *n = dag_node1(c, from == 0 ? DOP_CVTA_TO : DOP_CVTA, ptr_vt(c), src);
    n->as = from == 0 ? to : from;
    return n;
}

/* ---------------- the address of an access ---------------- */

/* How deep dag_space_view looks through offsets: a getelementptr adds one
 * ADD per index, and real code has a few. */
enum { SPACE_VIEW_DEPTH = 8 };

static DagNode *space_view(IselCtx *c, DagNode *addr, unsigned mask, unsigned *space,
                           int depth)
{
    if (addr->op == DOP_CVTA && addr->as < 32 && (mask >> addr->as & 1) &&
        addr->kids[0]->vt == addr->vt) {
        *space = addr->as;
        return addr->kids[0];
    }
    if (addr->op == DOP_REG) { /* a pointer from another block, or a phi */
        DagNode *t = space_twin_of_reg(c, addr, mask, space);
        if (t)
            t->flags = addr->flags; /* for CSE, as below */
        return t;
    }
    if (addr->op == DOP_FRAME && (mask >> 5 & 1)) { /* a stack slot: .local */
        DagNode *n = dag_frame(c, addr->ival);
        n->op = DOP_LFRAME;
        n->flags = addr->flags;
        *space = 5;
        return n;
    }
    if (addr->op == DOP_SELECT && depth < SPACE_VIEW_DEPTH) { /* both arms, one space */
        unsigned s1, s2;
        DagNode *a = space_view(c, addr->kids[1], mask, &s1, depth + 1);
        DagNode *b = a ? space_view(c, addr->kids[2], 1u << s1, &s2, depth + 1) : NULL;
        if (!b)
            return NULL;
        DagNode *n = dag_node(c, DOP_SELECT, addr->vt, 3);
        dag_set_kid(n, 0, addr->kids[0]);
        dag_set_kid(n, 1, a);
        dag_set_kid(n, 2, b);
        *space = s1;
        return n;
    }
    if (addr->op != DOP_ADD || depth >= SPACE_VIEW_DEPTH)
        return NULL;
    for (int k = 0; k < 2; k++) {
        DagNode *v = space_view(c, addr->kids[k], mask, space, depth + 1);
        if (v) {
            DagNode *n = dag_node2(c, DOP_ADD, addr->vt, k ? addr->kids[0] : v,
                                   k ? v : addr->kids[1]);
            /* the generic ADD's flags, not the access's: two views of one
             * address (a twin's and a load's) are then merged by CSE */
            n->flags = addr->flags;
            return n;
        }
    }
    return NULL;
}

/* What LLVM's InferAddressSpaces does across a function, done here on one
 * DAG: clang -O3 writes an access to a __shared__ array as
 *     load float, ptr getelementptr (ptr addrspacecast
 *                                     (ptr addrspace(3) @tile to ptr), ...)
 * and a plain translation converts the address to generic (cvta.shared)
 * and loads through it, which the hardware must classify again at run
 * time.  But the cast is visible in the DAG -- a CVTA node under the
 * offsets -- so the access can use the address from before the cast and
 * the cast's state space: `ld.shared.f32 [tile+16]`.  Adding offsets
 * commutes with cvta, because each window is contiguous.  A new ADD chain
 * is built; the generic nodes stay as they are for their other users. */
DagNode *dag_space_view(IselCtx *c, DagNode *addr, unsigned mask, unsigned *space)
{
    return space_view(c, addr, mask, space, 0);
}

/* The state spaces ld/st take besides generic: global, shared, const,
 * local. */
#define LDST_SPACES (1u << 1 | 1u << 3 | 1u << 4 | 1u << 5)

/* The address node of an access through IR pointer p, and its state
 * space: a pointer known to point to global memory is accessed through
 * its global view (addrspace.c), a direct byval parameter in .param space
 * (byval.c), a generic pointer whose cast from a specific space shows in
 * the DAG in that space (dag_space_view), or made in another block with a
 * twin register in its space (addrspace.c), anything else in its own
 * address space.  A volatile access keeps a generic pointer into local
 * memory generic: PTX has no ld.volatile.local, and LLVM's
 * InferAddressSpaces leaves such accesses alone for the same reason. */
static DagNode *access_address(IselCtx *c, const Instr *i, const Value *p, unsigned *as)
{
    unsigned spaces = i->flags & IF_VOLATILE ? LDST_SPACES & ~(1u << 5) : LDST_SPACES;
    DagNode *twin = space_twin_use(c, p, as);
    if (twin && (spaces >> *as & 1))
        return twin;
    DagNode *base = dag_value(c, p);
    *as = byval_space(c, p);
    if (*as != 0)
        return base;
    if (ptr_known_global(c, p)) {
        *as = 1;
        return dag_global_view(c, base);
    }
    if (base->op == DOP_FRAME) /* straight to a slot: [%SPL+8] (nvptx.md) */
        return base;
    DagNode *v = dag_space_view(c, base, spaces, as);
    return v ? v : base;
}

/* ---------------- loads ---------------- */

/* May this load use the read-only non-coherent path (ld.global.nc)?  When
 * the load is !invariant.load, or its pointer comes (through address
 * arithmetic) from a kernel parameter that is noalias and readonly. */
bool load_is_nc(IselCtx *c, const Instr *i)
{
    const Value *p = instr_op(i, 0);
    if ((p->type->addrspace != 1 && !ptr_known_global(c, p)) || (i->flags & IF_VOLATILE))
        return false;
    if (instr_md(i, "invariant.load"))
        return true;
    while (p->kind == VK_INSTR && (((const Instr *)p)->op == OP_GEP ||
                                   ((const Instr *)p)->op == OP_BITCAST ||
                                   ((const Instr *)p)->op == OP_ADDRSPACECAST))
        p = instr_op((const Instr *)p, 0);
    if (p->kind != VK_ARG || !c->mf->kernel)
        return false;
    const Arg *a = (const Arg *)p;
    const AttrList *al = &c->fn->param_attrs[a->index];
    return attr_find(c->m, al, ATTR_NOALIAS) && attr_find(c->m, al, ATTR_READONLY);
}

/* Copy the access properties of instruction i onto memory node n. */
DagNode *mem_node(IselCtx *c, DagNode *n, const Instr *i, unsigned as)
{
    /* A shared pointer from mapa.shared.cluster reaches other CTAs: the
     * .shared::cluster window (isel/lower/async.c). */
    n->as = shared_cluster_space(c, instr_op(i, i->op == OP_STORE), as);
    n->is_volatile = (i->flags & IF_VOLATILE) != 0;
    return dag_chained(c, n);
}

/* One scalar load of type vt at addr in space as (an i1 through a byte). */
static DagNode *load_scalar(IselCtx *c, const Instr *i, Vt vt, DagNode *addr, unsigned as,
                            bool nc)
{
    DagNode *n = dag_node1(c, DOP_LOAD, vt == VT_I1 ? VT_I8 : vt, addr);
    n->nc = nc;
    mem_node(c, n, i, as);
    return vt == VT_I1 ? dag_cast(c, OP_TRUNC, VT_I1, n) : n;
}

/* How many elements of vector t one ld/st.v2 or .v4 takes at this
 * alignment: the whole vector (2 or 4 elements, at most 16 bytes) when
 * the alignment covers it, else the widest group of 2 or 4 that it does
 * cover (a <4 x float> at align 8 is two ld.v2.f32, as in LLVM); 0 when
 * no group fits (then each element on its own, maybe in pieces). */
static uint32_t vector_group(const Type *t, const TypeParts *tp, uint64_t align)
{
    if (t->kind != TY_VEC || tp->n < 2 || tp->vt[0] == VT_I1)
        return 0;
    uint64_t es = vt_bits(tp->vt[0]) / 8;
    if (tp->n == 2 || tp->n == 4) {
        if (tp->n * es <= 16 && align >= tp->n * es)
            return tp->n;
    }
    for (uint32_t g = 4; g >= 2; g /= 2)
        if (tp->n % g == 0 && g < tp->n && g * es <= 16 && align >= g * es)
            return g;
    return 0;
}

/* How many getelementptrs and bitcasts known_align looks through. */
enum { KNOWN_ALIGN_DEPTH = 16 };

/* The alignment of the object an address points into, and the address's
 * constant offset in it: a global variable (as emit/globals.c declares
 * it), a direct byval parameter's .param array (as call.c declares it). */
static uint64_t object_align(IselCtx *c, const Value *p, int64_t *off)
{
    if (p->kind == VK_ARG) {
        const Arg *a = (const Arg *)p;
        if (!c->frame.byval_off || c->frame.byval_off[a->index] != BYVAL_DIRECT)
            return 1;
        uint32_t al;
        const Type *t = param_value_type(c, &c->fn->param_attrs[a->index],
                                         c->fn->fnty->mem[a->index], &al);
        uint64_t ta = type_align(t, c->ptr_bits);
        return al > ta ? al : ta;
    }
    if (p->kind != VK_GLOBAL && p->kind != VK_CEXPR)
        return 1;
    const TypeParts *tp = type_parts(c, p->type, NULL);
    ConstPart cp;
    if (!tp || tp->n != 1)
        return 1;
    const_parts(c, p, tp, &cp);
    if (cp.kind != CP_SYM || cp.g->gk != GK_VAR)
        return 1;
    *off += cp.addend;
    return cp.g->align ? cp.g->align : type_align(cp.g->value_type, c->ptr_bits);
}

/* The alignment that the address of an access through pointer p (whose
 * node is base) is known to have, whatever the access's `align` says --
 * what LLVM's DAG combiner infers for loads and stores (InferPtrAlign): a
 * stack slot's from the frame's alignment and the slot's offset, a global
 * variable's or a byval .param array's from its own, at the constant
 * offset of the getelementptrs in between.  A packed struct in an aligned
 * slot then needs no pieces where its fields happen to be aligned. */
static uint64_t known_align(IselCtx *c, const Value *p, const DagNode *base)
{
    if (base->op == DOP_FRAME || base->op == DOP_LFRAME)
        return mem_align_at(c->mf->frame_align, (uint64_t)base->ival);
    int64_t off = 0;
    for (int d = 0; d < KNOWN_ALIGN_DEPTH && p->kind == VK_INSTR; d++) {
        const Instr *i = (const Instr *)p;
        if (i->op == OP_GEP) {
            const Type *cur = i->aux_type;
            for (uint32_t k = 1; k < i->nops; k++)
                if (!gep_index_offset(c, &cur, k == 1, instr_op(i, k), &off))
                    return 1;
        } else if (i->op != OP_BITCAST) {
            return 1;
        }
        p = instr_op(i, 0);
    }
    return mem_align_at(object_align(c, p, &off), (uint64_t)off);
}

/* The alignment of an access: its `align` (absent: the ABI alignment of
 * its type, as LangRef says), raised to what the address is known to
 * have. */
static uint64_t access_align(IselCtx *c, const Instr *i, const Type *t, const Value *p,
                             const DagNode *base)
{
    uint64_t a = i->align ? i->align : type_align(t, c->ptr_bits);
    uint64_t k = known_align(c, p, base);
    return k > a ? k : a;
}

/* Part k of an access, to go in pieces: where, how aligned, in which
 * space. */
static PieceAccess part_access(const Instr *i, DagNode *base, const TypeParts *tp, uint32_t k,
                               uint64_t align, unsigned as)
{
    return (PieceAccess){.base = base, .off = tp->off[k], .align = align, .bits = tp->bits[k],
                         .vt = tp->vt[k], .as = as,
                         .is_volatile = (i->flags & IF_VOLATILE) != 0};
}

/* Each part of a load of type tp, one load (or, under-aligned, pieces)
 * at its offset from base. */
static DagVal load_each_part(IselCtx *c, const Instr *i, const TypeParts *tp, DagNode *base,
                             unsigned as, uint64_t align, bool nc)
{
    DagVal r = dag_val_new(c, tp->n);
    unsigned space = shared_cluster_space(c, instr_op(i, 0), as);
    for (uint32_t k = 0; k < tp->n; k++) {
        if (piece_load_needed(tp->vt[k], tp->bits[k], mem_align_at(align, tp->off[k]))) {
            PieceAccess a = part_access(i, base, tp, k, align, space);
            a.nc = nc;
            r.p[k] = piece_load(c, &a); /* under-aligned, or an i24: 2 + 1 bytes */
        } else {
            r.p[k] = load_scalar(c, i, tp->vt[k],
                                 dag_addr_offset(c, base, (int64_t)tp->off[k]), as, nc);
        }
    }
    return r;
}

/* A vector of i1 in memory is bits, not bytes (LangRef: the vector is
 * packed, element 0 in the least significant bit of the first byte; it
 * takes its store size, whole bytes).  So it is loaded as the integer of
 * those bytes and taken apart into its bits, and stored as the integer
 * its bits make, the bits past the last element zero -- as LLVM's NVPTX
 * back end does.  The integer: i8 for <3 x i1>, i16 for <16 x i1>, i40
 * (two pieces) for <33 x i1>; between 64 and 128 bits, where only i128
 * has machine parts, an i64 and the rest after it, as a packed struct
 * <{ i64, i8 }> for <72 x i1>.  (legalize.c allows a plain vector of i1
 * up to 128 elements.) */
static const TypeParts *bool_vector_memory(IselCtx *c, const Type *t)
{
    /* its store size, not its size in an array: <17 x i1> writes 3 bytes */
    uint32_t bytes = (uint32_t)((t->count + 7) / 8), bits = bytes * 8;
    /* The integer (or struct) is not asked of the module's type table,
     * which may not have it: selection adds nothing to the module, which
     * other threads may be reading (emit/ptx.c).  It is made here, for
     * type_parts_fresh, and its parts kept per size. */
    if (bytes < sizeof c->bool_memory / sizeof *c->bool_memory && c->bool_memory[bytes])
        return c->bool_memory[bytes];
    Type whole = {.kind = TY_INT, .bits = bits}, high = {.kind = TY_INT, .bits = bits - 64};
    Type *mem[2] = {c->m->types.i64, &high};
    Type pair = {.kind = TY_STRUCT, .packed = true, .mem = mem, .nmem = 2};
    const TypeParts *tp = type_parts_fresh(c, bits <= 64 || bits == 128 ? &whole : &pair);
    if (bytes < sizeof c->bool_memory / sizeof *c->bool_memory)
        c->bool_memory[bytes] = tp;
    return tp;
}

static DagVal load_bool_vector(IselCtx *c, const Instr *i)
{
    const TypeParts *mp = bool_vector_memory(c, i->v.type);
    unsigned as;
    DagNode *base = access_address(c, i, instr_op(i, 0), &as);
    uint64_t align = access_align(c, i, i->v.type, instr_op(i, 0), base);
    DagVal w = load_each_part(c, i, mp, base, as, align, load_is_nc(c, i));
    return dag_bitcast_parts(c, w, mp, type_parts(c, i->v.type, NULL));
}

/* ---------------- loads of constants ---------------- */

/* p as a global variable plus a constant byte offset, through getelementptr
 * with constant indices, bitcasts and address-space casts (instructions
 * or constant expressions); NULL where p is not one. */
enum { FOLD_DEPTH = 16, FOLD_MAX_PARTS = 4096 };

static const Global *global_at(IselCtx *c, const Value *p, int64_t *off)
{
    *off = 0;
    for (int d = 0; d < FOLD_DEPTH; d++) {
        if (p->kind == VK_GLOBAL)
            return ((const Global *)p)->gk == GK_VAR ? (const Global *)p : NULL;
        const Type *cur;
        const Value *base, *const *idx = NULL;
        uint32_t nidx = 0;
        const Value *ixbuf[GEP_MAX_INDICES];
        int op;
        if (p->kind == VK_INSTR) {
            const Instr *g = (const Instr *)p;
            op = g->op, base = instr_op(g, 0), cur = g->aux_type;
            if (op == OP_GEP) {
                if (g->nops - 1 > GEP_MAX_INDICES)
                    return NULL;
                for (uint32_t k = 1; k < g->nops; k++)
                    ixbuf[nidx++] = instr_op(g, k);
                idx = ixbuf;
            }
        } else if (p->kind == VK_CEXPR) {
            const Const *k = (const Const *)p;
            op = k->opcode, base = k->ops[0].val, cur = k->src_type;
            if (op == OP_GEP) {
                if (k->nops - 1 > GEP_MAX_INDICES)
                    return NULL;
                for (uint32_t j = 1; j < k->nops; j++)
                    ixbuf[nidx++] = k->ops[j].val;
                idx = ixbuf;
            }
        } else {
            return NULL;
        }
        if (op == OP_GEP) {
            int64_t o = 0;
            for (uint32_t k = 0; k < nidx; k++)
                if (!gep_index_offset(c, &cur, k == 0, idx[k], &o))
                    return NULL;
            if (__builtin_add_overflow(*off, o, off))
                return NULL;
        } else if (op != OP_BITCAST && op != OP_ADDRSPACECAST) {
            return NULL;
        }
        p = base;
    }
    return NULL;
}

/* The load's value when it reads a `constant` global whose initializer is
 * final -- not replaceable at link time (weak, linkonce, common,
 * extern_weak) nor written by the host (externally_initialized: CUDA's
 * __constant__ variables) -- at a constant offset where each part of the
 * loaded type is exactly a part of the initializer (same offset, same
 * width): those bits, as llc folds them (a lookup table's entry, a string's
 * character, a pointer to another global).  A part the initializer does
 * not cover exactly (half a word, the padding of a struct) leaves the
 * load alone, as do volatile and atomic loads and -O0. */
static bool load_constant(IselCtx *c, const Instr *i, const TypeParts *tp, DagVal *out)
{
    if (c->opt.opt_level == 0 || (i->flags & IF_VOLATILE) || i->ordering)
        return false;
    int64_t off;
    const Global *g = global_at(c, instr_op(i, 0), &off);
    if (!g || !g->is_constant || g->externally_initialized || !g->init ||
        g->linkage == LINK_WEAK || g->linkage == LINK_LINKONCE || g->linkage == LINK_COMMON ||
        g->linkage == LINK_EXTERN_WEAK || off < 0)
        return false;
    const TypeParts *gp = type_parts(c, g->value_type, NULL);
    if (!gp || gp->n > FOLD_MAX_PARTS || (uint64_t)off + tp->size > gp->size)
        return false;
    ConstPart *cps = arena_array(c->dag_arena, gp->n, sizeof *cps);
    const_parts(c, g->init, gp, cps);
    uint32_t *at = arena_array(c->dag_arena, tp->n ? tp->n : 1, sizeof *at);
    for (uint32_t k = 0; k < tp->n; k++) {
        uint64_t want = (uint64_t)off + tp->off[k];
        uint32_t j = 0;
        while (j < gp->n && gp->off[j] != want)
            j++;
        if (j == gp->n || vt_bits(gp->vt[j]) != vt_bits(tp->vt[k]) ||
            gp->bits[j] != tp->bits[k] || tp->vt[k] == VT_I1 ||
            (cps[j].kind != CP_BITS && cps[j].kind != CP_UNDEF &&
             vt_class(gp->vt[j]) != vt_class(tp->vt[k])))
            return false;
        at[k] = j;
    }
    *out = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++)
        out->p[k] = dag_const_part(c, tp->vt[k], &cps[at[k]]);
    return true;
}

DagVal dag_load(IselCtx *c, const Instr *i)
{
    if (type_is_bool_vector(i->v.type))
        return load_bool_vector(c, i);
    DagVal grouped = ldvec_member(c, i); /* loaded with an earlier one (ldvec.c) */
    if (grouped.p)
        return grouped;
    DagVal folded;
    if (load_constant(c, i, type_parts(c, i->v.type, NULL), &folded))
        return folded;
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    unsigned as;
    DagNode *base = access_address(c, i, instr_op(i, 0), &as);
    bool nc = load_is_nc(c, i);
    uint64_t align = access_align(c, i, i->v.type, instr_op(i, 0), base);
    if (tp->n == 1 && ldvec_try(c, i, base, as, align, &grouped))
        return grouped;
    uint32_t g = vector_group(i->v.type, tp, align);
    if (g) {
        VReg *regs = dag_result_regs(c, i, tp);
        for (uint32_t k = 0; k < tp->n; k += g) {
            DagNode *n = dag_node1(c, DOP_LOADV, VT_NONE,
                                   dag_addr_offset(c, base, (int64_t)tp->off[k]));
            n->nc = nc, n->evt = tp->vt[0];
            n->res = regs + k, n->nres = g;
            mem_node(c, n, i, as);
        }
        DagVal r = dag_val_new(c, tp->n);
        for (uint32_t k = 0; k < tp->n; k++)
            r.p[k] = dag_reg(c, tp->vt[k], regs[k]);
        return r;
    }
    return load_each_part(c, i, tp, base, as, align, nc);
}

/* ---------------- stores ---------------- */

static void store_scalar(IselCtx *c, const Instr *i, DagNode *v, DagNode *addr, unsigned as)
{
    if (v->vt == VT_I1) /* memory holds a byte: 0 or 1 */
        v = dag_node1(c, DOP_ZEXT, VT_I8, v);
    DagNode *n = dag_node2(c, DOP_STORE, VT_NONE, v, addr);
    mem_node(c, n, i, as);
}

/* Each part of v (of type tp) stored at its offset from base. */
static void store_each_part(IselCtx *c, const Instr *i, const TypeParts *tp, DagVal v,
                            DagNode *base, unsigned as, uint64_t align)
{
    unsigned space = shared_cluster_space(c, instr_op(i, 1), as);
    for (uint32_t k = 0; k < tp->n; k++) {
        if (piece_store_needed(tp->vt[k], tp->bits[k], mem_align_at(align, tp->off[k]))) {
            PieceAccess a = part_access(i, base, tp, k, align, space);
            piece_store(c, v.p[k], &a); /* under-aligned, or an i24, an i7 */
        } else {
            store_scalar(c, i, v.p[k], dag_addr_offset(c, base, (int64_t)tp->off[k]), as);
        }
    }
}

static void store_bool_vector(IselCtx *c, const Instr *i)
{
    const Type *t = instr_op(i, 0)->type;
    const TypeParts *mp = bool_vector_memory(c, t);
    DagVal w = dag_bitcast_parts(c, dag_parts(c, instr_op(i, 0)), type_parts(c, t, NULL), mp);
    unsigned as;
    DagNode *base = access_address(c, i, instr_op(i, 1), &as);
    store_each_part(c, i, mp, w, base, as, access_align(c, i, t, instr_op(i, 1), base));
}

void dag_store(IselCtx *c, const Instr *i)
{
    if (type_is_bool_vector(instr_op(i, 0)->type)) {
        store_bool_vector(c, i);
        return;
    }
    if (stvec_member(c, i)) /* stored with its group's last member (ldvec.c) */
        return;
    const Type *t = instr_op(i, 0)->type;
    const TypeParts *tp = type_parts(c, t, NULL);
    DagVal v = dag_parts(c, instr_op(i, 0));
    unsigned as;
    DagNode *base = access_address(c, i, instr_op(i, 1), &as);
    uint64_t align = access_align(c, i, t, instr_op(i, 1), base);
    if (tp->n == 1 && stvec_try(c, i, base, as, align) && stvec_member(c, i))
        return;
    uint32_t g = vector_group(t, tp, align);
    for (uint32_t k = 0; g && k < tp->n; k += g) {
        DagNode *addr = dag_addr_offset(c, base, (int64_t)tp->off[k]); /* kids first */
        DagNode *n = dag_node(c, DOP_STOREV, VT_NONE, g + 1);
        for (uint32_t e = 0; e < g; e++)
            dag_set_kid(n, e, v.p[k + e]);
        dag_set_kid(n, g, addr);
        n->evt = tp->vt[0];
        mem_node(c, n, i, as);
    }
    if (g)
        return;
    store_each_part(c, i, tp, v, base, as, align);
}

/* ---------------- layer 2: vector loads and stores ---------------- */

/* "{%f1, %f2, %f3, %f4}" */
/* ".volatile" for a volatile access through address space `as`, except
 * .local: the PTX ISA allows .volatile only on generic, .global and
 * .shared accesses (ptxas: "Modifier '.volatile' cannot be applied to
 * '.local' space"), and local memory is private to the thread, so no
 * other observer can tell -- LLVM's NVPTX back end drops it there too. */
const char *isel_volatile_qual(bool is_volatile, unsigned as)
{
    return is_volatile && as != 5 ? ".volatile" : "";
}

static const char *vector_space(IselCtx *c, const DagNode *n)
{
    if (n->op == DOP_LOADV && n->nc && n->as == 1 && target_has(c->target, FEAT_LD_NC)) {
        c->mf->features |= TNV_FEATURE_BIT(FEAT_LD_NC);
        return ".global.nc";
    }
    return addrspace_qual(n->as);
}

/* ".volatile.global.v4.f32": the modifiers of a vector access. */
static const char *vector_mods(IselCtx *c, const DagNode *n, uint32_t nv)
{
    const char *vol = isel_volatile_qual(n->is_volatile, n->as);
    return fn_strf(c, "%s%s.v%u%s", vol, vector_space(c, n), nv, vt_dot(n->evt, 'm'));
}

bool select_vector_load(IselCtx *c, DagNode *n)
{
    MOp regs[4];
    for (uint32_t k = 0; k < n->nres; k++)
        regs[k] = mo_reg(n->res[k]);
    MOp addr = isel_op(c, n->kids[0], NT_addr);
    MI(c, LD, vector_mods(c, n, n->nres), mo_group(c, '{', regs, n->nres), addr);
    return true;
}

bool select_vector_store(IselCtx *c, DagNode *n)
{
    MOp regs[4];
    uint32_t nv = n->nkids - 1;
    for (uint32_t k = 0; k < nv; k++)
        regs[k] = n->kids[k]->result;
    MOp addr = isel_op(c, n->kids[nv], NT_addr);
    MI(c, ST, vector_mods(c, n, nv), addr, mo_group(c, '{', regs, nv));
    return true;
}
