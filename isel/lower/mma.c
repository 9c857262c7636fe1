/*
 * isel/lower/mma.c -- the tensor-core family: wmma.load / wmma.store / wmma.mma
 * (sm_70 on), mma.sync (sm_70 on), ldmatrix (sm_75) and stmatrix (sm_90).
 *
 * A tensor-core instruction works on a *fragment* of a matrix spread over
 * the 32 threads of a warp: each thread holds a few registers of it, and
 * PTX writes them as a brace list:
 *
 *     wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1,...,%r8}, [%rd1], %r9;
 *     wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {d x8}, {a x8}, {b x8}, {c x8};
 *     mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {d x4}, {a x4}, {b x2}, {c x4};
 *     ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r1,...,%r4}, [%rd1];
 *
 * The IR passes a fragment as i32, float, double or <2 x half> values (a
 * call's result is a struct of them).  A <2 x half> is two f16 parts in
 * this selector (isel/legal/parts.c), but one b32 register to the tensor core:
 * it is packed on the way in (mov.b32 %r, {%rs1, %rs2}) and split on the
 * way out (mov.b32 {%rs1, %rs2}, %r).  A fragment that goes straight from
 * one instruction to the next keeps its b32 register: packing the two
 * halves just split from a word gives back the word.
 *
 * The names (llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32, ...) are
 * decoded by the decoder the verifier uses too (ir/mma.h), so the selector and
 * the verifier read them the same way and share the tables of types and
 * shapes; its checks give libNVVM's messages ("Invalid MMA MNK", ...)
 * here too when the verifier was skipped.  On top of those, this file
 * knows what PTX itself accepts -- layouts, .satfinite, accumulator types
 * per shape -- and which target and PTX version each form needs, and
 * reports anything else as a located "unsupported: intrinsic '@...'".
 *
 * Every form becomes one hand-selected node (isel/dag/dagops.def): MMA_LOAD
 * and MMA_STORE (chained: they touch memory) and MMA (pure: not chained,
 * but made a root when built, so that it is emitted where it stands).
 * node.insn holds the PTX instruction's opcode and modifiers (its
 * operands are built by select_mma), node.res the registers written,
 * node.ival the shape of the operand list (below); select_mma (selector
 * layer 1) prints the instruction.
 *
 * Invariant: a node is built only after every check passed, with the
 * target's feature and PTX version recorded in the machine function, so
 * select_mma never fails.
 */
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"
#include "ir/mma.h"

enum {
    /* The most registers in one operand list of a fragment instruction:
     * wmma.mma on f32 takes 24 and writes 8; nothing in PTX needs more
     * than 32.  A longer list is a located error, not an overflow. */
    MMA_MAX_WORDS = 64,
    /* node.ival of MMA: registers of A in bits 0-15, of B in 16-31 (C has
     * the rest); of MMA_LOAD/MMA_STORE: 1 when the last kid is a stride. */
    MMA_GROUP_BITS = 16,
};

/* ---------------- fragment registers ---------------- */

/* A pair of 16-bit floats: one b32 register to the tensor core. */
static bool is_half_pair(const Type *t)
{
    return t->kind == TY_VEC && t->count == 2 &&
           (t->elem->kind == TY_HALF || t->elem->kind == TY_BFLOAT);
}

/* One register of a fragment: i32, float, double or a half pair. */
static bool is_frag_reg(const Type *t)
{
    return is_half_pair(t) || (t->kind == TY_INT && t->bits == 32) || t->kind == TY_FLOAT ||
           t->kind == TY_DOUBLE;
}

/* The b32 word holding halves lo and hi -- the word itself when the two
 * were just split from one (a fragment passed straight on), one constant
 * when both are constants (an accumulator cleared to 0 or 1.0). */
static DagNode *pack_pair(IselCtx *c, DagNode *lo, DagNode *hi)
{
    if (lo->op == DOP_LO && hi->op == DOP_HI && lo->kids[0] == hi->kids[0])
        return lo->kids[0];
    if (lo->op == DOP_FCONST && hi->op == DOP_FCONST)
        return dag_const(c, VT_I32, (int64_t)((lo->fbits & 0xffff) | (hi->fbits & 0xffff) << 16));
    return dag_node2(c, DOP_PACK, VT_I32, lo, hi);
}

/* The registers of call arguments [from, to), appended to w[*n...]; false
 * (and nothing more appended) at an argument that is no fragment register
 * or past MMA_MAX_WORDS. */
static bool arg_words(IselCtx *c, const Instr *i, uint32_t from, uint32_t to, DagNode **w,
                      uint32_t *n)
{
    for (uint32_t k = from; k < to; k++) {
        const Value *v = instr_op(i, k);
        if (!is_frag_reg(v->type) || *n == MMA_MAX_WORDS)
            return false;
        DagVal parts = dag_parts(c, v);
        w[(*n)++] = parts.n == 2 ? pack_pair(c, parts.p[0], parts.p[1]) : parts.p[0];
    }
    return true;
}

static uint32_t members(const Type *t) { return t->kind == TY_STRUCT ? t->nmem : 1; }

static const Type *member(const Type *t, uint32_t j)
{
    return t->kind == TY_STRUCT ? t->mem[j] : t;
}

/* Is t, a call's result, a list of fragment registers? */
static bool result_ok(const Type *t)
{
    if (t->kind == TY_VOID || members(t) > MMA_MAX_WORDS)
        return false;
    for (uint32_t j = 0; j < members(t); j++)
        if (!is_frag_reg(member(t, j)))
            return false;
    return true;
}

/* Give node n one register per member of call i's result, and return the
 * result as its parts: a scalar member is its own register (the value's
 * cross-block register when it has one, so no copy is needed), a half
 * pair the two halves of a b32 register. */
static DagVal result_words(IselCtx *c, const Instr *i, DagNode *n)
{
    const Type *rt = i->v.type;
    const TypeParts *tp = type_parts(c, rt, NULL);
    const VReg *cross = c->vregs_of[i->pos];
    DagVal v = dag_val_new(c, tp->n);
    n->nres = members(rt);
    n->res = arena_array(c->fn_arena, n->nres + 1, sizeof *n->res);
    for (uint32_t j = 0, p = 0; j < n->nres; j++) {
        if (is_half_pair(member(rt, j))) {
            n->res[j] = mf_new_vreg(c, RC_R);
            DagNode *word = dag_reg(c, VT_I32, n->res[j]);
            v.p[p] = dag_node1(c, DOP_LO, tp->vt[p], word), p++;
            v.p[p] = dag_node1(c, DOP_HI, tp->vt[p], word), p++;
        } else {
            n->res[j] = cross ? cross[p] : mf_new_vreg(c, vt_class(tp->vt[p]));
            v.p[p] = dag_reg(c, tp->vt[p], n->res[j]), p++;
        }
    }
    return v;
}

/* ---------------- targets ---------------- */

bool intrinsic_gate(IselCtx *c, const Instr *i, Feature f, unsigned ptx, const char *name)
{
    if (!target_has(c->target, f)) {
        const Target *t = feature_introduced_by(f, 0);
        diag_error(c->diag, i->v.loc, "unsupported: intrinsic '@%s' needs %s or newer "
                   "(target is %s)", name, t ? t->name : "a newer target", c->target->name);
        return false;
    }
    c->mf->features |= TNV_FEATURE_BIT(f);
    if (ptx > c->mf->min_ptx)
        c->mf->min_ptx = ptx;
    return true;
}

typedef struct Gate {
    Feature feat;
    unsigned ptx;
} Gate;

static bool shape_is(const MmaName *x, const char *s) { return !strcmp(x->shape, s); }

/* The element type that decides a wmma's target.  A C or D fragment says
 * it through its shape: m8n8k32 is the s4/u4 one, m16n16k8 tf32, ... */
static MmaType wmma_kind(const MmaName *x)
{
    if (x->frag != 'c' && x->frag != 'd')
        return x->a;
    if (shape_is(x, "m16n16k8"))
        return MT_TF32;
    if (shape_is(x, "m8n8k4"))
        return MT_F64;
    if (shape_is(x, "m8n8k32"))
        return MT_S4;
    if (shape_is(x, "m8n8k128"))
        return MT_B1;
    return x->c == MT_S32 ? MT_S8 : MT_F16;
}

/* wmma: sm_70 (PTX 6.3, the first with the .aligned spelling we write);
 * integers sm_72; sub-byte sm_75; bf16, tf32, f64 and .and.popc sm_80. */
static Gate wmma_gate(const MmaName *x)
{
    switch (wmma_kind(x)) {
    case MT_S8: case MT_U8: return (Gate){FEAT_WMMA_INT, 63};
    case MT_S4: case MT_U4: return (Gate){FEAT_WMMA_SUBBYTE, 63};
    case MT_B1:
        if (!strcmp(x->b1op, "and"))
            return (Gate){FEAT_MMA_M16N8K16, 71};
        return (Gate){FEAT_WMMA_SUBBYTE, 63};
    case MT_BF16: case MT_TF32: case MT_F64: return (Gate){FEAT_MMA_M16N8K16, 70};
    default: return (Gate){FEAT_WMMA, 63};
    }
}

/* mma.sync: m8n8k4 f16 sm_70; the sm_75 shapes; everything else sm_80. */
static Gate mma_gate(const MmaName *x)
{
    if (x->a == MT_F16 && shape_is(x, "m8n8k4"))
        return (Gate){FEAT_MMA, 64};
    if (!strcmp(x->b1op, "and"))
        return (Gate){FEAT_MMA_M16N8K16, 71};
    if ((x->a == MT_F16 && shape_is(x, "m16n8k8")) || shape_is(x, "m8n8k16") ||
        shape_is(x, "m8n8k32"))
        return (Gate){FEAT_MMA_M16N8K8, 65};
    if (shape_is(x, "m8n8k128"))
        return (Gate){FEAT_MMA_M16N8K8, 70};
    return (Gate){FEAT_MMA_M16N8K16, 70};
}

/* ---------------- what PTX has, beyond libNVVM's checks ---------------- */

static bool is_subbyte(MmaType t) { return t == MT_S4 || t == MT_U4 || t == MT_B1; }

static bool is_int(MmaType t)
{
    return t == MT_S8 || t == MT_U8 || t == MT_S4 || t == MT_U4;
}

static bool row_col(const MmaName *x)
{
    return !strcmp(x->layout[0], "row") && !strcmp(x->layout[1], "col");
}

/* The shapes a wmma accumulator (C or D) of type t exists in. */
static bool wmma_acc_ok(const MmaName *x, MmaType t)
{
    if (shape_is(x, "m16n16k16") || shape_is(x, "m32n8k16") || shape_is(x, "m8n32k16"))
        return t == MT_F16 || t == MT_F32 || t == MT_S32;
    if (shape_is(x, "m16n16k8"))
        return t == MT_F32;
    if (shape_is(x, "m8n8k4"))
        return t == MT_F64;
    return (shape_is(x, "m8n8k32") || shape_is(x, "m8n8k128")) && t == MT_S32;
}

static const char *ldst_problem(const MmaName *x)
{
    if ((x->frag == 'd') != x->store)
        return "wmma loads fragments a, b and c, and stores d";
    if (x->nlayouts != 1 || x->satfinite || x->rounding || x->popc_op)
        return "a fragment load or store takes one layout and no other modifier";
    if (x->frag == 'c' || x->frag == 'd')
        return wmma_acc_ok(x, x->c) ? NULL : "no such accumulator fragment in PTX";
    if (is_subbyte(x->a) && strcmp(x->layout[0], x->frag == 'a' ? "row" : "col"))
        return "sub-byte A fragments are row-major and B fragments column-major";
    return NULL;
}

static const char *wmma_mma_problem(const MmaName *x)
{
    if (x->nlayouts != 2)
        return "wmma.mma takes two layouts";
    if (x->a != x->b)
        return "wmma.mma takes A and B of one type";
    if (is_subbyte(x->a) && !row_col(x))
        return "sub-byte wmma.mma is row.col only";
    if (x->satfinite && x->a == MT_F16)
        return ".satfinite on floating-point wmma.mma was removed in PTX ISA 6.5";
    if (x->satfinite && !is_int(x->a))
        return ".satfinite is for integer wmma.mma only";
    return NULL;
}

static const char *mma_sync_problem(const MmaName *x)
{
    bool volta = x->a == MT_F16 && shape_is(x, "m8n8k4");
    if (x->frag || x->nlayouts != 2 || x->rounding)
        return "mma.sync takes two layouts and no fragment or rounding mode";
    if (x->a == MT_E4M3 || x->a == MT_E5M2)
        return "fp8 (e4m3, e5m2) mma.sync is not supported yet";
    if (!volta && !row_col(x))
        return "this mma.sync shape is row.col only";
    if (x->satfinite && !is_int(x->a))
        return ".satfinite is for integer mma.sync only";
    if (volta && x->d == MT_F16 && x->c == MT_F32)
        return "m8n8k4 has no f16 result from an f32 accumulator";
    if (x->a == MT_F16 && !volta && x->c != x->d)
        return "this shape takes C and D of one type";
    return NULL;
}

/* ---------------- modifiers ---------------- */

static const char *opt(IselCtx *c, const char *s) { return *s ? fn_strf(c, ".%s", s) : ""; }

static const char *popc(IselCtx *c, const MmaName *x)
{
    return x->b1op[0] ? fn_strf(c, ".%s.popc", x->b1op) : "";
}

/* The PTX spelling of an element type, in the modifiers below. */
#define T(t) mma_type_name(t)

/* wmma.mma's modifiers (after "wmma"). */
static const char *wmma_mma_mods(IselCtx *c, const MmaName *x)
{
    const char *types = x->a == MT_F16 ? fn_strf(c, "%s.%s", T(x->d), T(x->c))
                        : fn_strf(c, "%s.%s.%s.%s", T(x->d), T(x->a), T(x->b), T(x->c));
    return fn_strf(c, ".mma%s.sync.aligned.%s.%s.%s%s.%s%s", popc(c, x), x->layout[0],
                   x->layout[1], x->shape, opt(c, x->rnd), types,
                   x->satfinite ? ".satfinite" : "");
}

/* mma.sync's modifiers (after "mma"). */
static const char *mma_sync_mods(IselCtx *c, const MmaName *x)
{
    return fn_strf(c, ".sync.aligned.%s.%s.%s%s.%s.%s.%s.%s%s", x->shape, x->layout[0],
                   x->layout[1], x->satfinite ? ".satfinite" : "", T(x->d), T(x->a), T(x->b),
                   T(x->c), popc(c, x));
}

/* The instruction a node stands for: opcode and modifiers, no operands. */
static const MInstr *mma_insn(IselCtx *c, PtxOp op, const char *mods)
{
    return mi_new_insn(c, op, mods, 0, NULL);
}

/* The state space of a fragment in memory, or NULL for other spaces. */
static const char *frag_space(unsigned as)
{
    return as == 0 ? "" : as == 1 ? ".global" : as == 3 ? ".shared" : NULL;
}

/* ---------------- building the nodes ---------------- */

static DagVal unsupported(IselCtx *c, const Instr *i, const char *name, const char *why)
{
    return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (%s)", name, why));
}

/* A memory node: the address, then registers, then the stride (if any). */
static DagNode *memory_node(IselCtx *c, DagOp op, PtxOp pop, const char *mods,
                            DagNode *addr, DagNode **w, uint32_t nw, DagNode *stride)
{
    DagNode *n = dag_node(c, op, VT_NONE, 1 + nw + (stride != NULL));
    dag_set_kid(n, 0, addr);
    for (uint32_t k = 0; k < nw; k++)
        dag_set_kid(n, 1 + k, w[k]);
    if (stride)
        dag_set_kid(n, 1 + nw, stride);
    n->ival = stride != NULL;
    n->insn = mma_insn(c, pop, mods);
    return dag_chained(c, n);
}

/* The operands of a fragment load or store: registers (a store's, after
 * the pointer) and the i32 stride, last when the name has one. */
static bool ldst_operands(IselCtx *c, const Instr *i, bool store, bool has_stride,
                          DagNode **w, uint32_t *nw)
{
    uint32_t end = i->nargs - has_stride;
    if (i->nargs < 1u + has_stride)
        return false;
    if (has_stride && !(instr_op(i, end)->type->kind == TY_INT &&
                        instr_op(i, end)->type->bits == 32))
        return false;
    if (!store)
        return end == 1 && result_ok(i->v.type);
    return end > 1 && arg_words(c, i, 1, end, w, nw);
}

/* wmma.load.{a,b,c}: (ptr[, stride]) -> fragment; wmma.store.d: (ptr,
 * d registers...[, stride]). */
static DagVal build_wmma_ldst(IselCtx *c, const Instr *i, const char *name, const MmaName *x)
{
    const Value *p = i->nargs ? instr_op(i, 0) : NULL;
    const char *space = p && p->type->kind == TY_PTR ? frag_space(p->type->addrspace) : NULL;
    if (!space)
        return unsupported(c, i, name, "fragments live in global, shared or generic memory");
    DagNode *addr = dag_value(c, p), *w[MMA_MAX_WORDS];
    uint32_t nw = 0;
    if (!ldst_operands(c, i, x->store, x->stride, w, &nw))
        return unsupported(c, i, name, "a fragment is a list of i32, float, double or "
                                        "<2 x half>, then an optional i32 stride");
    DagNode *stride = x->stride ? dag_value(c, instr_op(i, i->nargs - 1)) : NULL;
    MmaType t = x->frag == 'a' ? x->a : x->frag == 'b' ? x->b : x->c;
    const char *mn = fn_strf(c, ".%s.%c.sync.aligned.%s.%s%s.%s", x->store ? "store" : "load",
                             x->frag, x->layout[0], x->shape, space, T(t));
    DagNode *n = memory_node(c, x->store ? DOP_MMA_STORE : DOP_MMA_LOAD, PI_WMMA, mn, addr, w,
                             nw, stride);
    return x->store ? (DagVal){NULL, 0} : result_words(c, i, n);
}

/* Registers of A (and B) in the operand list: the fragment's bits over the
 * register width (64 for f64, else 32). */
static uint32_t frag_words(uint64_t bits, MmaType t)
{
    return (uint32_t)(bits / (t == MT_F64 ? 64 : 32));
}

/* wmma.mma and mma.sync: (A..., B..., C...) -> D, one pure node. */
static DagVal build_multiply(IselCtx *c, const Instr *i, const char *name, const MmaName *x)
{
    uint64_t bits[3];
    mma_fragment_bits(x, bits);
    uint32_t na = frag_words(bits[0], x->a), nb = frag_words(bits[1], x->b), nw = 0;
    DagNode *w[MMA_MAX_WORDS];
    if (!result_ok(i->v.type) || !arg_words(c, i, 0, i->nargs, w, &nw) || na + nb > nw)
        return unsupported(c, i, name, "fragments are lists of i32, float, double or <2 x half>");
    DagNode *n = dag_node(c, DOP_MMA, VT_NONE, nw);
    for (uint32_t k = 0; k < nw; k++)
        dag_set_kid(n, k, w[k]);
    n->ival = (int64_t)na | (int64_t)nb << MMA_GROUP_BITS;
    n->insn = x->wmma ? mma_insn(c, PI_WMMA, wmma_mma_mods(c, x))
                      : mma_insn(c, PI_MMA, mma_sync_mods(c, x));
    n->root = true; /* pure, but it must be emitted: its results are read as registers */
    return result_words(c, i, n);
}

/* What PTX lacks among the names libNVVM's checks accept, or NULL. */
static const char *ptx_problem(const MmaName *x)
{
    if (!x->wmma)
        return mma_sync_problem(x);
    return x->frag ? ldst_problem(x) : wmma_mma_problem(x);
}

/* A wmma or mma name: libNVVM's checks (as the verifier makes them), what
 * PTX accepts, the target, then the node. */
static DagVal build_mma(IselCtx *c, const Instr *i, const char *name)
{
    MmaName x;
    const char *bad = NULL, *why;
    if (!mma_parse_name(&x, name, &bad) || (bad = mma_check_name(&x)) ||
        (bad = mma_check_call_operands(&x, (Instr *)i))) {
        diag_error(c->diag, i->v.loc, "%s", bad);
        return dag_unsupported_val(c, i->v.type, NULL);
    }
    if ((why = ptx_problem(&x)))
        return unsupported(c, i, name, why);
    Gate g = x.wmma ? wmma_gate(&x) : mma_gate(&x);
    if (!intrinsic_gate(c, i, g.feat, g.ptx, name))
        return dag_unsupported_val(c, i->v.type, NULL);
    return x.frag ? build_wmma_ldst(c, i, name, &x) : build_multiply(c, i, name, &x);
}

/* ---------------- ldmatrix and stmatrix ---------------- */

/* The ldmatrix/stmatrix forms PTX has: Hopper's m8n8 .b16 matrices, and
 * Blackwell's 8-bit ones (m16n16 and m8n16 loads, with .b8x16 unpacking
 * 6- or 4-bit elements to bytes; m16n8 stores), which must or must not
 * say .trans.  `regs` is the i32 registers one matrix takes. */
static const struct MatrixForm {
    bool store;
    const char *shape, *type;
    enum { TR_NO, TR_MAY, TR_MUST } trans;
    unsigned nums; /* bit N: .xN exists */
    unsigned regs;
    bool b8;       /* Blackwell: feature ldmatrix-b8 */
} matrix_forms[] = {
    {false, "m8n8", "b16", TR_MAY, 0x16, 1, false},
    {false, "m16n16", "b8", TR_MUST, 0x6, 2, true},
    {false, "m16n16", "b8x16.b6x16_p32", TR_MUST, 0x6, 2, true},
    {false, "m16n16", "b8x16.b4x16_p64", TR_MUST, 0x6, 2, true},
    {false, "m8n16", "b8x16.b6x16_p32", TR_NO, 0x16, 1, true},
    {false, "m8n16", "b8x16.b4x16_p64", TR_NO, 0x16, 1, true},
    {true, "m8n8", "b16", TR_MAY, 0x16, 1, false},
    {true, "m16n8", "b8", TR_MUST, 0x16, 1, true},
};

/* After "llvm.nvvm.{ld,st}matrix.sync.aligned.": <shape>.x<N>[.trans].<type>,
 * then the pointer's overload suffix (.p3) if any: the form, or NULL. */
static const struct MatrixForm *parse_matrix(const char *s, bool store, unsigned *num,
                                             bool *trans)
{
    for (size_t k = 0; k < sizeof matrix_forms / sizeof *matrix_forms; k++) {
        const struct MatrixForm *f = &matrix_forms[k];
        size_t sl = strlen(f->shape), tl = strlen(f->type);
        const char *p = s + sl;
        if (f->store != store || strncmp(s, f->shape, sl) || strncmp(p, ".x", 2) ||
            p[2] < '1' || p[2] > '4' || !(f->nums & 1u << (p[2] - '0')))
            continue;
        *num = (unsigned)(p[2] - '0');
        p += 3;
        *trans = !strncmp(p, ".trans", 6);
        p += *trans ? 6 : 0;
        if (*trans ? f->trans == TR_NO : f->trans == TR_MUST)
            continue;
        if (p[0] == '.' && !strncmp(p + 1, f->type, tl) &&
            (p[1 + tl] == 0 || (p[1 + tl] == '.' && p[2 + tl] == 'p')))
            return f;
    }
    return NULL;
}

/* ldmatrix returns, stmatrix takes (after the pointer), num i32 registers. */
static bool matrix_operands(IselCtx *c, const Instr *i, bool store, unsigned num, DagNode **w,
                            uint32_t *nw)
{
    bool ok = store ? i->nargs == 1 + num && arg_words(c, i, 1, i->nargs, w, nw)
                    : i->nargs == 1 && result_ok(i->v.type) && members(i->v.type) == num;
    for (uint32_t k = 0; ok && store && k < *nw; k++)
        ok = w[k]->vt == VT_I32;
    for (uint32_t k = 0; ok && !store && k < num; k++)
        ok = member(i->v.type, k)->kind == TY_INT;
    return ok;
}

/* ldmatrix: (ptr) -> N x i32; stmatrix: (ptr, N x i32).  Shared memory,
 * by a shared or a generic pointer. */
static DagVal build_matrix(IselCtx *c, const Instr *i, const char *name, bool store)
{
    const char *rest = name + strlen("llvm.nvvm.ldmatrix.sync.aligned.");
    unsigned num;
    bool trans;
    const struct MatrixForm *f = parse_matrix(rest, store, &num, &trans);
    if (!f)
        return unsupported(c, i, name, "not a shape, count and element type of PTX's "
                                       "ldmatrix/stmatrix");
    const Value *p = i->nargs ? instr_op(i, 0) : NULL;
    unsigned as = p && p->type->kind == TY_PTR ? p->type->addrspace : 1;
    if (as != 0 && as != 3)
        return unsupported(c, i, name, "the matrix is in shared memory");
    DagNode *w[MMA_MAX_WORDS];
    uint32_t nw = 0, regs = num * f->regs;
    if (!matrix_operands(c, i, store, regs, w, &nw))
        return unsupported(c, i, name, fn_strf(c, "%s.x%u moves %u i32 register%s", f->shape,
                                               num, regs, regs > 1 ? "s" : ""));
    Feature feat = f->b8 ? FEAT_LDMATRIX_B8 : store ? FEAT_STMATRIX : FEAT_LDMATRIX;
    if (!intrinsic_gate(c, i, feat, f->b8 ? 86 : store ? 78 : 65, name))
        return dag_unsupported_val(c, i->v.type, NULL);
    const char *mn = fn_strf(c, ".sync.aligned.%s.x%u%s%s.%s", f->shape, num,
                             trans ? ".trans" : "", as == 3 ? ".shared" : "", f->type);
    DagNode *n = memory_node(c, store ? DOP_MMA_STORE : DOP_MMA_LOAD,
                             store ? PI_STMATRIX : PI_LDMATRIX, mn, dag_value(c, p), w, nw, NULL);
    return store ? (DagVal){NULL, 0} : result_words(c, i, n);
}

/* ---------------- the family ---------------- */

bool family_mma(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (!strncmp(name, "llvm.nvvm.wmma.", 15) || !strncmp(name, "llvm.nvvm.mma.", 14))
        *out = build_mma(c, i, name);
    else if (!strncmp(name, "llvm.nvvm.ldmatrix.sync.aligned.", 32))
        *out = build_matrix(c, i, name, false);
    else if (!strncmp(name, "llvm.nvvm.stmatrix.sync.aligned.", 32))
        *out = build_matrix(c, i, name, true);
    else
        return false;
    return true;
}

/* ---------------- selection (layer 1) ---------------- */

/* The address (kid 0) and an i32 stride (the last kid) stay out of
 * registers when they can: [%rd1+128] and an immediate stride. */
bool mma_kid_folds(const DagNode *n, uint32_t k)
{
    if (n->op == DOP_MMA)
        return false;
    return k == 0 || (n->ival && k + 1 == n->nkids && n->kids[k]->op == DOP_CONST);
}

/* {%r1, %r2, ...}: the registers of kids [from, from + n). */
static MOp kid_group(IselCtx *c, const DagNode *node, uint32_t from, uint32_t n)
{
    MOp m[MMA_MAX_WORDS];
    for (uint32_t k = 0; k < n; k++)
        m[k] = node->kids[from + k]->result;
    return mo_group(c, '{', m, n);
}

/* {..} of the registers the node writes. */
static MOp res_group(IselCtx *c, const DagNode *node)
{
    MOp m[MMA_MAX_WORDS];
    for (uint32_t k = 0; k < node->nres; k++)
        m[k] = mo_reg(node->res[k]);
    return mo_group(c, '{', m, node->nres);
}

/* The stride operand, when the node has one (appended to ops). */
static void add_stride(IselCtx *c, DagNode *n, MOp *ops, uint32_t *nops)
{
    if (n->ival)
        ops[(*nops)++] = isel_op(c, n->kids[n->nkids - 1], NT_ri);
}

bool select_mma(IselCtx *c, DagNode *n)
{
    uint32_t na = (uint32_t)(n->ival & 0xffff), nb = (uint32_t)(n->ival >> MMA_GROUP_BITS);
    switch (n->op) {
    case DOP_MMA_LOAD: {
        MOp ops[3] = {res_group(c, n), isel_op(c, n->kids[0], NT_addr)};
        uint32_t nops = 2;
        add_stride(c, n, ops, &nops);
        mi_emit(c, n->insn->op, n->insn->mods, nops, ops);
        break;
    }
    case DOP_MMA_STORE: {
        MOp ops[3] = {isel_op(c, n->kids[0], NT_addr),
                      kid_group(c, n, 1, n->nkids - 1 - (uint32_t)n->ival)};
        uint32_t nops = 2;
        add_stride(c, n, ops, &nops);
        mi_emit(c, n->insn->op, n->insn->mods, nops, ops);
        break;
    }
    case DOP_MMA: {
        MOp ops[4] = {res_group(c, n), kid_group(c, n, 0, na), kid_group(c, n, na, nb),
                      kid_group(c, n, na + nb, n->nkids - na - nb)};
        mi_emit(c, n->insn->op, n->insn->mods, 4, ops);
        break;
    }
    default:
        return false;
    }
    return true;
}
