/*
 * isel/lower/memintr.c -- the memory intrinsics: llvm.memcpy, llvm.memmove,
 * llvm.memset and their `.inline` forms, in every address-space
 * combination (typed names such as llvm.memcpy.p0i8.p1i8.i64 too, and
 * the old five-operand form with an explicit alignment operand).
 *
 * PTX has no block-copy instruction, so a call becomes loads and stores.
 * Two shapes, as in LLVM's NVPTX back end (NVPTXLowerAggrCopies):
 *
 *   unrolled  a constant length of at most MEMINTR_MAX_UNROLL bytes is
 *             one access per piece, each piece as wide as the alignment
 *             and the remaining length allow: u8, u16, u32, u64, or
 *             v2.u64 for 16 aligned bytes.  These are ordinary chained
 *             LOAD/STORE (and LOADV/STOREV) nodes, so the patterns fold
 *             addresses ([%rd1+8], [%SPL+16], [smem+4]) as for any access;
 *   loop      a longer or run-time length is one hand-selected MEMLOOP
 *             node, written by select_memintr as a loop inside its block:
 *             a counter register, a predicate, a local label
 *             (mf_local_label) and `@%p bra`.
 *
 * memmove may overlap: unrolled, every piece is loaded before the first
 * store; as a loop, the direction is chosen at run time (forward when the
 * destination is below the source, else backward).  Two pointers in
 * different specific spaces (global and shared) cannot overlap, so such a
 * memmove is a memcpy.  A volatile call makes every access volatile.
 *
 * memset stores its byte replicated to the piece width: a constant is
 * replicated here; a run-time byte is zero-extended and multiplied by
 * 0x0101..01 (computed once per width and reused by every piece).
 *
 * Invariants: mem_plan is a pure function of the call (the DAG builder and
 * the selector both ask it, and they must agree); every access is chained,
 * so memory effects stay in program order; the widths chosen never exceed
 * the alignment the IR promises for both pointers.
 */
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

/* ---------------- the plan of one call ---------------- */

typedef enum { MEM_COPY, MEM_MOVE, MEM_SET } MemKind;

typedef struct MemPlan {
    MemKind kind;
    const Value *dst;
    const Value *src;     /* MEM_SET: the byte value */
    const Value *len;
    unsigned dst_as, src_as;
    uint32_t align;       /* known for every pointer: a power of two <= 16 */
    bool is_const;        /* constant length, in `size` */
    uint64_t size;
    bool is_volatile;
} MemPlan;

/* The widest access, and the most bytes an unrolled copy may have (LLVM's
 * NVPTX limit: longer copies become loops). */
enum { MEMINTR_MAX_WIDTH = 16, MEMINTR_MAX_UNROLL = 128 };

static bool const_u64(const Value *v, uint64_t *out)
{
    if (v->kind == VK_CZERO || v->kind == VK_CNULL) {
        *out = 0;
        return true;
    }
    if (v->kind != VK_CINT)
        return false;
    *out = const_int_zext((const Const *)v);
    return true;
}

/* The largest power of two not above x (x > 0). */
static uint64_t pow2_floor(uint64_t x)
{
    uint64_t p = 1;
    while (p * 2 <= x && p < (UINT64_C(1) << 62))
        p *= 2;
    return p;
}

/* What the IR says about a pointer's alignment: the call's `align`
 * attribute on argument k, else the alignment of the alloca or global it
 * names directly, else 1. */
static uint64_t pointer_align(IselCtx *c, const Instr *i, uint32_t k)
{
    const Attr *a = i->call->arg_attrs ? attr_find(c->m, &i->call->arg_attrs[k], ATTR_ALIGN) : NULL;
    if (a && a->ival)
        return a->ival;
    const Value *v = instr_op(i, k);
    if (v->kind == VK_INSTR && ((const Instr *)v)->op == OP_ALLOCA) {
        const Instr *al = (const Instr *)v;
        uint64_t t = type_align(al->aux_type, c->ptr_bits);
        return al->align > t ? al->align : t;
    }
    if (v->kind == VK_GLOBAL && ((const Global *)v)->gk == GK_VAR) {
        const Global *g = (const Global *)v;
        return g->align ? g->align : type_align(g->value_type, c->ptr_bits);
    }
    return 1;
}

static unsigned space_of(const Value *p)
{
    return p->type->kind == TY_PTR ? p->type->addrspace : 0;
}

/* May a pointer of space `as` be accessed with ld/st?  Constant memory
 * (4) is read-only. */
static bool space_ok(unsigned as, bool write)
{
    return as == 0 || as == 1 || as == 3 || as == 5 || (as == 4 && !write);
}

/* The operand types LLVM's declaration of the intrinsic has (nothing else
 * checks the signature of a declared intrinsic). */
static bool operands_ok(const MemPlan *p, const Instr *i)
{
    const Type *st = p->src->type, *lt = p->len->type, *vt = instr_op(i, i->nargs - 1)->type;
    bool src_ok = p->kind == MEM_SET ? st->kind == TY_INT && st->bits == 8 : st->kind == TY_PTR;
    bool align_ok = i->nargs == 4 || instr_op(i, 3)->type->kind == TY_INT;
    return p->dst->type->kind == TY_PTR && src_ok && lt->kind == TY_INT && lt->bits <= 64 &&
           vt->kind == TY_INT && vt->bits == 1 && align_ok;
}

/* The alignment both pointers are known to have, capped at the widest
 * access: the old form's operand, else the smaller of the two. */
static uint32_t plan_align(IselCtx *c, const Instr *i, MemKind kind, uint64_t legacy)
{
    uint64_t a = legacy ? legacy : pointer_align(c, i, 0);
    if (kind != MEM_SET && !legacy) {
        uint64_t b = pointer_align(c, i, 1);
        a = b < a ? b : a;
    }
    a = pow2_floor(a ? a : 1);
    return (uint32_t)(a > MEMINTR_MAX_WIDTH ? MEMINTR_MAX_WIDTH : a);
}

/* The plan of memory intrinsic call i named `name`; NULL, or what is not
 * supported (for a located error). */
static const char *mem_plan(IselCtx *c, const Instr *i, const char *name, MemPlan *p)
{
    memset(p, 0, sizeof *p);
    p->kind = !strncmp(name, "llvm.memset.", 12) ? MEM_SET
              : !strncmp(name, "llvm.memmove.", 13) ? MEM_MOVE : MEM_COPY;
    if (i->nargs != 4 && i->nargs != 5)
        return fn_strf(c, "'@%s' with %u operands", name, i->nargs);
    p->dst = instr_op(i, 0), p->src = instr_op(i, 1), p->len = instr_op(i, 2);
    if (!operands_ok(p, i))
        return fn_strf(c, "'@%s' whose operands are not (pointer, %s, integer length%s, i1)",
                       name, p->kind == MEM_SET ? "i8" : "pointer",
                       i->nargs == 5 ? ", i32 alignment" : "");
    uint64_t vol = 1, legacy_align = 0;
    const_u64(instr_op(i, i->nargs - 1), &vol); /* a run-time flag: be safe */
    p->is_volatile = vol != 0;
    if (i->nargs == 5) /* the old form: (dst, src, len, i32 align, i1 volatile) */
        const_u64(instr_op(i, 3), &legacy_align);
    p->dst_as = space_of(p->dst);
    p->src_as = p->kind == MEM_SET ? p->dst_as : space_of(p->src);
    if (!space_ok(p->dst_as, true))
        return fn_strf(c, "'@%s' writing address space %u", name, p->dst_as);
    if (!space_ok(p->src_as, false))
        return fn_strf(c, "'@%s' reading address space %u", name, p->src_as);
    p->align = plan_align(c, i, p->kind, legacy_align);
    p->is_const = const_u64(p->len, &p->size);
    if (p->is_const && c->ptr_bits == 32 && p->size > UINT32_MAX)
        return fn_strf(c, "'@%s' of more than 4 GiB with 32-bit pointers", name);
    /* Different specific spaces never overlap; nor does constant memory
     * with anything writable. */
    if (p->kind == MEM_MOVE && p->dst_as != p->src_as &&
        ((p->dst_as != 0 && p->src_as != 0) || p->src_as == 4))
        p->kind = MEM_COPY;
    return NULL;
}

/* The width of the piece at byte offset `off` with `left` bytes to go. */
static unsigned piece_width(const MemPlan *p, uint64_t off, uint64_t left)
{
    uint64_t w = p->align;
    while (w > 1 && ((off & (w - 1)) || w > left))
        w /= 2;
    return (unsigned)w;
}

static Vt width_vt(unsigned w)
{
    switch (w) {
    case 1: return VT_I8;
    case 2: return VT_I16;
    case 4: return VT_I32;
    default: return VT_I64;
    }
}

/* ---------------- unrolled: DAG nodes ---------------- */

static DagNode *mem_access(IselCtx *c, DagNode *n, const MemPlan *p, unsigned as)
{
    n->as = as;
    n->is_volatile = p->is_volatile;
    return dag_chained(c, n);
}

/* Load one piece: a DagVal of one part (two I64 parts for 16 bytes). */
static DagVal load_piece(IselCtx *c, const MemPlan *p, DagNode *base, uint64_t off, unsigned w)
{
    DagNode *addr = dag_addr_offset(c, base, (int64_t)off);
    if (w < MEMINTR_MAX_WIDTH)
        return dag_one(c, mem_access(c, dag_node1(c, DOP_LOAD, width_vt(w), addr), p, p->src_as));
    DagNode *n = dag_node1(c, DOP_LOADV, VT_NONE, addr);
    n->evt = VT_I64, n->nres = 2;
    n->res = arena_array(c->fn_arena, 3, sizeof *n->res);
    n->res[0] = mf_new_vreg(c, RC_RD), n->res[1] = mf_new_vreg(c, RC_RD);
    mem_access(c, n, p, p->src_as);
    DagVal v = dag_val_new(c, 2);
    v.p[0] = dag_reg(c, VT_I64, n->res[0]);
    v.p[1] = dag_reg(c, VT_I64, n->res[1]);
    return v;
}

static void store_piece(IselCtx *c, const MemPlan *p, DagNode *base, uint64_t off, DagVal v)
{
    DagNode *addr = dag_addr_offset(c, base, (int64_t)off);
    if (v.n == 1) {
        mem_access(c, dag_node2(c, DOP_STORE, VT_NONE, v.p[0], addr), p, p->dst_as);
        return;
    }
    DagNode *n = dag_node(c, DOP_STOREV, VT_NONE, v.n + 1);
    for (uint32_t k = 0; k < v.n; k++)
        dag_set_kid(n, k, v.p[k]);
    dag_set_kid(n, v.n, addr);
    n->evt = v.p[0]->vt;
    mem_access(c, n, p, p->dst_as);
}

/* memcpy interleaves each piece's load and store; memmove loads every
 * piece before storing any, which is right whatever the overlap. */
static void unrolled_copy(IselCtx *c, const MemPlan *p, DagNode *dst, DagNode *src)
{
    DagVal vals[MEMINTR_MAX_UNROLL];
    uint64_t offs[MEMINTR_MAX_UNROLL];
    uint32_t n = 0;
    for (uint64_t off = 0; off < p->size; n++) {
        unsigned w = piece_width(p, off, p->size - off);
        vals[n] = load_piece(c, p, src, off, w);
        offs[n] = off;
        if (p->kind == MEM_COPY)
            store_piece(c, p, dst, off, vals[n]);
        off += w;
    }
    for (uint32_t k = 0; p->kind == MEM_MOVE && k < n; k++)
        store_piece(c, p, dst, offs[k], vals[k]);
}

/* The byte replicated to width w: 0x0101..01 * byte. */
static DagNode *splat(IselCtx *c, DagNode *byte, unsigned w)
{
    static const uint64_t ones[] = {0, 1, 0x0101, 0, 0x01010101, 0, 0, 0,
                                    UINT64_C(0x0101010101010101)};
    Vt vt = width_vt(w);
    if (w == 1)
        return byte;
    if (byte->op == DOP_CONST)
        return dag_const(c, vt, (int64_t)(((uint64_t)byte->ival & 0xff) * ones[w]));
    DagNode *x = dag_node1(c, DOP_ZEXT, vt, byte);
    return dag_node2(c, DOP_MUL, vt, x, dag_const(c, vt, (int64_t)ones[w]));
}

static void unrolled_set(IselCtx *c, const MemPlan *p, DagNode *dst, DagNode *byte)
{
    DagNode *by_width[MEMINTR_MAX_WIDTH + 1] = {NULL};
    for (uint64_t off = 0; off < p->size;) {
        unsigned w = piece_width(p, off, p->size - off), vw = w < 16 ? w : 8;
        if (!by_width[vw] || byte->op == DOP_CONST) /* constants: a leaf per use */
            by_width[vw] = splat(c, byte, vw);
        DagVal v = dag_val_new(c, w < 16 ? 1 : 2);
        for (uint32_t k = 0; k < v.n; k++)
            v.p[k] = by_width[vw];
        store_piece(c, p, dst, off, v);
        off += w;
    }
}

/* ---------------- the loop node ---------------- */

/* The widest access a loop uses for every full step. */
static unsigned loop_width(const MemPlan *p)
{
    return p->is_const ? p->align : 1;
}

/* Pieces per step of a loop: a constant length's loop does LOOP_PIECES
 * (it covers at least 2 steps: the length is over MEMINTR_MAX_UNROLL =
 * 128 bytes, a step at most 4 * 16 = 64); the rest, under a step, is
 * unrolled after it.  A run-time length goes a byte at a time. */
enum { LOOP_PIECES = 4 };

static unsigned loop_pieces(const MemPlan *p)
{
    return p->is_const ? LOOP_PIECES : 1;
}

/* MEMLOOP kids: [dst, src or the replicated value, length (run time)]. */
static void loop_node(IselCtx *c, const MemPlan *p, DagNode *dst, DagNode *second)
{
    DagNode *len = NULL;
    if (!p->is_const) {
        len = dag_value(c, p->len);
        Vt pv = ptr_vt(c);
        if (vt_bits(len->vt) != vt_bits(pv)) /* the length is unsigned */
            len = dag_node1(c, vt_bits(len->vt) < vt_bits(pv) ? DOP_ZEXT : DOP_TRUNC, pv, len);
    }
    DagNode *n = dag_node(c, DOP_MEMLOOP, VT_NONE, len ? 3 : 2);
    dag_set_kid(n, 0, dst);
    dag_set_kid(n, 1, second);
    if (len)
        dag_set_kid(n, 2, len);
    dag_chained(c, n);
}

/* ---------------- the family ---------------- */

static bool is_mem_intrinsic(const char *name)
{
    static const char *const prefixes[] = {"llvm.memcpy.", "llvm.memmove.", "llvm.memset."};
    if (strstr(name, ".element.")) /* element-wise atomic forms: not ours */
        return false;
    for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++)
        if (!strncmp(name, prefixes[k], strlen(prefixes[k])))
            return true;
    return false;
}

bool family_mem(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (!is_mem_intrinsic(name))
        return false;
    *out = (DagVal){NULL, 0};
    MemPlan p;
    const char *why = mem_plan(c, i, name, &p);
    if (why) {
        dag_unsupported(c, why);
        return true;
    }
    if (p.is_const && p.size == 0)
        return true;
    /* A copy of a block onto itself changes no byte (LangRef allows
     * memcpy's operands to be equal, and memmove's to overlap): nothing
     * to do, unless volatile accesses must happen. */
    if (p.kind != MEM_SET && p.dst == p.src && !p.is_volatile && c->opt.opt_level > 0)
        return true;
    DagNode *dst = dag_value(c, p.dst), *second = dag_value(c, p.src);
    if (p.is_const && p.size <= MEMINTR_MAX_UNROLL) {
        if (p.kind == MEM_SET)
            unrolled_set(c, &p, dst, second);
        else
            unrolled_copy(c, &p, dst, second);
    } else {
        unsigned w = loop_width(&p);
        loop_node(c, &p, dst, p.kind == MEM_SET ? splat(c, second, w < 16 ? w : 8) : second);
    }
    return true;
}

/* ---------------- selecting the loop ---------------- */

typedef struct LoopCtx {
    const MemPlan *p;
    MOp dst, src;           /* address registers */
    MOp val;                /* memset: the replicated value (width w) */
    MOp end;                /* bytes covered by the loop: register or immediate */
    const char *ps, *pu;    /* pointer-width types: .s64/.u64 or .s32/.u32 */
    RegClass prc;
} LoopCtx;

static MOp new_reg(IselCtx *c, RegClass rc) { return mo_reg(mf_new_vreg(c, rc)); }

static const char *piece_type(unsigned w)
{
    switch (w) {
    case 1: return ".u8";
    case 2: return ".u16";
    case 4: return ".u32";
    case 8: return ".u64";
    default: return ".v2.u64";
    }
}

static RegClass piece_class(unsigned w)
{
    return w <= 2 ? RC_RS : w == 4 ? RC_R : RC_RD;
}

/* %rd5 or {%rd5, %rd6} for a value of width w; `one` (when given) in
 * every place. */
static MOp piece_regs(IselCtx *c, unsigned w, const MOp *one)
{
    if (w < 16)
        return one ? *one : new_reg(c, piece_class(w));
    MOp ab[2];
    ab[0] = one ? *one : new_reg(c, RC_RD);
    ab[1] = one ? *one : new_reg(c, RC_RD);
    return mo_group(c, '{', ab, 2);
}

/* The memset value narrowed to width w (the low bytes of the wide
 * replicated value are the same byte). */
static MOp value_for(IselCtx *c, const LoopCtx *l, unsigned w, unsigned wide)
{
    unsigned vw = w < 16 ? w : 8, ww = wide < 16 ? wide : 8;
    if (vw == ww)
        return l->val;
    MOp r = new_reg(c, piece_class(vw));
    MI(c, CVT, fn_strf(c, ".u%u.u%u", vw == 1 ? 16 : vw * 8, ww == 1 ? 16 : ww * 8), r, l->val);
    return r;
}

/* The value register(s) of one piece: memset's replicated value, else
 * the piece loaded from [src+off]. */
static MOp piece_value(IselCtx *c, const LoopCtx *l, unsigned w, MOp src, uint64_t off,
                       unsigned wide)
{
    const MemPlan *p = l->p;
    if (p->kind == MEM_SET) {
        MOp one = value_for(c, l, w, wide);
        return piece_regs(c, w, &one);
    }
    /* PTX allows .volatile on no .local access (see isel_volatile_qual) */
    const char *vs = isel_volatile_qual(p->is_volatile, p->src_as);
    MOp val = piece_regs(c, w, NULL);
    MI(c, LD, fn_strf(c, "%s%s%s", vs, addrspace_qual(p->src_as), piece_type(w)), val,
       mo_addr_off(c, src, (int64_t)off));
    return val;
}

static void store_value(IselCtx *c, const LoopCtx *l, unsigned w, MOp dst, uint64_t off, MOp val)
{
    const MemPlan *p = l->p;
    const char *v = isel_volatile_qual(p->is_volatile, p->dst_as);
    MI(c, ST, fn_strf(c, "%s%s%s", v, addrspace_qual(p->dst_as), piece_type(w)),
       mo_addr_off(c, dst, (int64_t)off), val);
}

/* One piece at [dst+off] (from [src+off]); off is a register or a
 * constant written into the address. */
static void copy_piece(IselCtx *c, const LoopCtx *l, unsigned w, MOp dst, MOp src, uint64_t off,
                       unsigned wide)
{
    store_value(c, l, w, dst, off, piece_value(c, l, w, src, off, wide));
}

/* The pieces after the loop: [from, size), constant lengths only. */
static void tail_pieces(IselCtx *c, const LoopCtx *l, uint64_t from, unsigned wide)
{
    const MemPlan *p = l->p;
    for (uint64_t off = from; p->is_const && off < p->size;) {
        unsigned w = piece_width(p, off, p->size - off);
        copy_piece(c, l, w, l->dst, l->src, off, wide);
        off += w;
    }
}

/* A label (a directive line) and its name as an operand. */
static void put_label(IselCtx *c, const char *name) { mi_text(c, fn_strf(c, "%s:", name)); }

/* @pr bra label (inside the block: not a machine branch). */
static void branch_if(IselCtx *c, MOp pr, const char *label)
{
    mi_guard(MI(c, BRA, "", mo_sym(label)), pr.reg, false);
}

/* The body of one step: `per` pieces of width w at [d], [d+w], ...
 * (from [s], [s+w], ...), every load before the first store.  Loads
 * issued together overlap their latencies; a store waiting on its load
 * right behind it would stall each piece in turn.  Loading the step's
 * pieces first is right for memmove too: a forward step (destination
 * below the source) stores below the bytes later steps read, a backward
 * one above them. */
static void loop_body(IselCtx *c, const LoopCtx *l, unsigned w, unsigned per, MOp d, MOp s)
{
    MOp vals[LOOP_PIECES];
    for (unsigned k = 0; k < per; k++)
        vals[k] = piece_value(c, l, w, s, (uint64_t)k * w, w);
    for (unsigned k = 0; k < per; k++)
        store_value(c, l, w, d, (uint64_t)k * w, vals[k]);
}

/* The loop over [0, end) in steps of w * per, forward or backward:
 *     forward:  i = 0;   L: pieces at i; i += step; if (i < end) goto L;
 *     backward: i = end; L: i -= step; pieces at i; if (i != 0) goto L;
 * A run-time length may be 0: the loop is skipped then.  A constant
 * trip count would have ptxas unroll the loop completely (measured: a
 * 1024-byte shared memset, 64 v2.u64 stores, 80 SASS instructions on
 * sm_80, a 4096-byte one 272); the loop already does LOOP_PIECES pieces
 * a step, so it asks ptxas to keep it rolled, as wide.c's division loop
 * does.  A run-time trip count is left to ptxas, which unrolls it by
 * four as it does llc's byte loops. */
static void loop(IselCtx *c, const LoopCtx *l, unsigned w, unsigned per, bool backward)
{
    MOp i = new_reg(c, l->prc), pr = new_reg(c, RC_P);
    const char *top = mf_local_label(c), *done = mf_local_label(c);
    MOp d = new_reg(c, l->prc);
    MOp s = l->p->kind == MEM_SET ? mo_imm(0) : new_reg(c, l->prc);
    MI(c, MOV, l->pu, i, backward ? l->end : mo_imm(0));
    if (!l->p->is_const) {
        MI(c, SETP, fn_strf(c, ".eq%s", l->pu), pr, l->end, mo_imm(0));
        branch_if(c, pr, done);
    }
    put_label(c, top);
    if (l->p->is_const)
        mi_text(c, ".pragma \"nounroll\";");
    if (backward)
        MI(c, SUB, l->ps, i, i, mo_imm(w * per));
    MI(c, ADD, l->ps, d, l->dst, i);
    if (l->p->kind != MEM_SET)
        MI(c, ADD, l->ps, s, l->src, i);
    loop_body(c, l, w, per, d, s);
    if (!backward)
        MI(c, ADD, l->ps, i, i, mo_imm(w * per));
    if (backward)
        MI(c, SETP, fn_strf(c, ".ne%s", l->pu), pr, i, mo_imm(0));
    else
        MI(c, SETP, fn_strf(c, ".lt%s", l->pu), pr, i, l->end);
    branch_if(c, pr, top);
    put_label(c, done);
}

/* A pointer as a generic address, for comparing with one that is. */
static MOp as_generic(IselCtx *c, const LoopCtx *l, MOp r, unsigned as)
{
    if (as == 0)
        return r;
    MOp g = new_reg(c, l->prc);
    MI(c, CVTA, fn_strf(c, "%s%s", addrspace_qual(as), l->pu), g, r);
    return g;
}

/* memmove: forward when dst < src, else backward (tail first). */
static void move_both_ways(IselCtx *c, const LoopCtx *l, unsigned w, unsigned per,
                           uint64_t full)
{
    const MemPlan *p = l->p;
    bool same = p->dst_as == p->src_as;
    MOp a = same ? l->dst : as_generic(c, l, l->dst, p->dst_as);
    MOp b = same ? l->src : as_generic(c, l, l->src, p->src_as);
    MOp pr = new_reg(c, RC_P);
    const char *fwd = mf_local_label(c), *done = mf_local_label(c);
    MI(c, SETP, fn_strf(c, ".lt%s", l->pu), pr, a, b);
    branch_if(c, pr, fwd);
    tail_pieces(c, l, full, w);
    loop(c, l, w, per, true);
    MI(c, BRA, ".uni", mo_sym(done));
    put_label(c, fwd);
    loop(c, l, w, per, false);
    tail_pieces(c, l, full, w);
    put_label(c, done);
}

bool select_memintr(IselCtx *c, DagNode *n)
{
    if (n->op != DOP_MEMLOOP)
        return false;
    const Global *f = call_callee_fn(n->ir);
    MemPlan p;
    if (!f || mem_plan(c, n->ir, f->v.name, &p))
        BUG("a MEMLOOP node whose call has no plan");
    unsigned w = loop_width(&p), per = loop_pieces(&p);
    uint64_t full = p.is_const ? p.size / (w * per) * (w * per) : 0;
    MOp none = mo_imm(0);
    LoopCtx l = {.p = &p, .dst = n->kids[0]->result,
                 .src = p.kind == MEM_SET ? none : n->kids[1]->result,
                 .val = p.kind == MEM_SET ? n->kids[1]->result : none,
                 .end = p.is_const ? mo_uimm(c, full) : n->kids[2]->result,
                 .ps = c->ptr_bits == 64 ? ".s64" : ".s32",
                 .pu = c->ptr_bits == 64 ? ".u64" : ".u32",
                 .prc = c->ptr_bits == 64 ? RC_RD : RC_R};
    if (p.kind == MEM_MOVE) {
        move_both_ways(c, &l, w, per, full);
    } else {
        loop(c, &l, w, per, false);
        tail_pieces(c, &l, full, w);
    }
    return true;
}
