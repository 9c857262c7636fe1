/*
 * isel/dag.c -- one selection DAG per basic block.
 *
 * Each IR instruction becomes one or more DagNodes (a GEP becomes address
 * arithmetic, a truncation to i1 a test of the low bit); operands that are
 * computed in the same block are edges to their nodes, values from other
 * blocks and arguments are REG leaves naming their virtual register (the
 * CopyFromReg of LLVM), and constants are fresh leaves at every use, so that
 * each user can fold them into an immediate operand.
 *
 * Chain edges: loads, stores, calls and barriers (volatile accesses among
 * them) point to the previous such node of the block.  They are always
 * selection roots, and roots are emitted in creation order, which is
 * program order, so memory effects keep their order.  A pure node becomes a
 * root too when several nodes use it (it is computed once) or when another
 * block uses its value (it must land in its virtual register); a cheap cast
 * of a leaf is the exception: it is duplicated into each user instead, so
 * that patterns such as mul.wide.s32 can still see the sign extension.
 *
 * Invariants: kids are created before their parents (node ids increase);
 * a DAG is built only for a function legal_function accepted, so a type
 * that has no machine type here is a BUG, not a user error.
 */
#include <string.h>

#include "isel/isel.h"

DagNode *dag_node(IselCtx *c, DagOp op, Vt vt, uint32_t nkids)
{
    Dag *d = c->dag;
    DagNode *n = arena_alloc(c->dag_arena, sizeof *n);
    n->op = op;
    n->vt = vt;
    n->id = d->n;
    n->nkids = nkids;
    n->kids = nkids ? arena_array(c->dag_arena, nkids, sizeof *n->kids) : NULL;
    n->ir = d->cur_ir;
    n->flags = d->cur_ir ? d->cur_ir->flags : 0;
    if (d->n == d->cap) {
        uint32_t cap = d->cap ? d->cap * 2 : 64;
        DagNode **nodes = arena_array(c->dag_arena, cap, sizeof *nodes);
        if (d->n)
            memcpy(nodes, d->nodes, d->n * sizeof *nodes);
        d->nodes = nodes, d->cap = cap;
    }
    d->nodes[d->n++] = n;
    return n;
}

static void set_kid(DagNode *n, uint32_t i, DagNode *k)
{
    if (k->id >= n->id)
        BUG("DAG node t%u created after its user t%u", k->id, n->id);
    n->kids[i] = k;
    k->nuses++;
}

DagNode *dag_node1(IselCtx *c, DagOp op, Vt vt, DagNode *a)
{
    DagNode *n = dag_node(c, op, vt, 1);
    set_kid(n, 0, a);
    return n;
}

DagNode *dag_node2(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b)
{
    DagNode *n = dag_node(c, op, vt, 2);
    set_kid(n, 0, a);
    set_kid(n, 1, b);
    return n;
}

DagNode *dag_const(IselCtx *c, Vt vt, int64_t v)
{
    DagNode *n = dag_node(c, DOP_CONST, vt, 0);
    unsigned bits = vt_bits(vt);
    /* Keep the value sign-extended from its width: it prints as PTX wants. */
    if (bits > 1 && bits < 64)
        v = (int64_t)((uint64_t)v << (64 - bits)) >> (64 - bits);
    n->ival = bits == 1 ? (v & 1) : v;
    return n;
}

Vt dag_vt(IselCtx *c, const Type *t)
{
    Vt vt;
    if (!legal_vt(c, t, c->dag->cur_ir ? c->dag->cur_ir->v.loc : (Loc){0, 0}, "value", &vt))
        BUG("illegal type reached the DAG builder");
    return vt;
}

DagNode *dag_unsupported(IselCtx *c, const char *what)
{
    Loc loc = c->dag->cur_ir ? c->dag->cur_ir->v.loc : (Loc){0, 0};
    diag_error(c->diag, loc, "unsupported: %s", what);
    return dag_const(c, VT_I32, 0); /* keeps building; the function fails */
}


/* ---------------- constants ---------------- */

static DagNode *fconst_node(IselCtx *c, Vt vt, uint64_t bits)
{
    DagNode *n = dag_node(c, DOP_FCONST, vt, 0);
    n->fbits = bits;
    return n;
}

static DagNode *zero_of(IselCtx *c, const Type *t)
{
    Vt vt = dag_vt(c, t);
    return vt_is_float(vt) ? fconst_node(c, vt, 0) : dag_const(c, vt, 0);
}

static DagNode *gep(IselCtx *c, DagNode *base, const Type *src, const Value *const *idx,
                    uint32_t nidx);
static DagNode *addrspace_cast(IselCtx *c, DagNode *src, unsigned from, unsigned to);

static DagNode *build_const_expr(IselCtx *c, const Const *k)
{
    const Value *op0 = k->nops ? k->ops[0].val : NULL;
    switch (k->opcode) {
    case OP_BITCAST:
        return dag_value(c, op0);
    case OP_ADDRSPACECAST:
        return addrspace_cast(c, dag_value(c, op0), op0->type->addrspace, k->v.type->addrspace);
    case OP_GEP: {
        const Value *idx[64];
        if (k->nops - 1 > 64)
            return dag_unsupported(c, "constant getelementptr with more than 64 indices");
        for (uint32_t i = 1; i < k->nops; i++)
            idx[i - 1] = k->ops[i].val;
        return gep(c, dag_value(c, op0), k->src_type, idx, k->nops - 1);
    }
    default:
        return dag_unsupported(c, fn_strf(c, "constant expression '%s'",
                                      opcode_name((Opcode)k->opcode)));
    }
}

static DagNode *global_addr(IselCtx *c, const Global *g)
{
    if (g->gk != GK_VAR)
        return dag_unsupported(c, "a function or alias used as a value");
    DagNode *n = dag_node(c, DOP_GADDR, ptr_vt(c), 0);
    n->sym = ptx_symbol(c->fn_arena, c->m, g);
    return n;
}

static DagNode *reg_leaf(IselCtx *c, const Value *v, VReg r)
{
    if (!r)
        BUG("value %s has no virtual register", v->name ? v->name : "(unnamed)");
    DagNode *n = dag_node(c, DOP_REG, dag_vt(c, v->type), 0);
    n->vreg = r;
    return n;
}

DagNode *dag_value(IselCtx *c, const Value *v)
{
    const Const *k = (const Const *)v;
    switch (v->kind) {
    case VK_INSTR: {
        const Instr *i = (const Instr *)v;
        if (frame_offset(c, v) >= 0) /* a stack slot: rebuilt at each use */
            return dag_frame(c, frame_offset(c, v));
        if (i->parent == c->dag->bb && c->node_of[i->pos])
            return c->node_of[i->pos];
        return reg_leaf(c, v, c->instr_vreg[i->pos]);
    }
    case VK_ARG: return reg_leaf(c, v, c->arg_vreg[((const Arg *)v)->index]);
    case VK_CINT: return dag_const(c, dag_vt(c, v->type), const_int_sext(k));
    case VK_CFP: return fconst_node(c, dag_vt(c, v->type), k->fp_lo);
    case VK_CNULL: case VK_CZERO: case VK_CUNDEF: case VK_CPOISON:
        return zero_of(c, v->type);
    case VK_GLOBAL: return global_addr(c, (const Global *)v);
    case VK_CEXPR: return build_const_expr(c, k);
    default: return dag_unsupported(c, "this kind of operand");
    }
}

/* ---------------- address arithmetic ---------------- */

static uint64_t field_offset(const Type *st, uint32_t field, unsigned ptr_bits)
{
    uint64_t off = 0;
    for (uint32_t i = 0; i <= field; i++) {
        uint64_t a = st->packed ? 1 : type_align(st->mem[i], ptr_bits);
        off = (off + a - 1) / a * a;
        if (i < field)
            off += type_size(st->mem[i], ptr_bits);
    }
    return off;
}

/* An index widened or narrowed to pointer width (GEP indices are signed). */
static DagNode *index_node(IselCtx *c, const Value *v)
{
    DagNode *n = dag_value(c, v);
    Vt pv = ptr_vt(c);
    if (vt_bits(n->vt) < vt_bits(pv))
        return dag_node1(c, DOP_SEXT, pv, n);
    if (vt_bits(n->vt) > vt_bits(pv))
        return dag_node1(c, DOP_TRUNC, pv, n);
    return n;
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
            off += (int64_t)field_offset(cur, f, c->ptr_bits);
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
        DagNode *term = index_node(c, idx[i]);
        if (size != 1)
            term = dag_node2(c, DOP_MUL, pv, term, dag_const(c, pv, size));
        addr = dag_node2(c, DOP_ADD, pv, addr, term);
    }
    if (off && addr->op == DOP_FRAME) /* a field of a stack slot: one offset */
        return dag_frame(c, addr->ival + off);
    return off ? dag_node2(c, DOP_ADD, pv, addr, dag_const(c, pv, off)) : addr;
}

static DagNode *build_gep(IselCtx *c, const Instr *i)
{
    if (i->v.type->kind != TY_PTR)
        return dag_unsupported(c, "getelementptr on a vector of pointers");
    const Value *idx[64];
    if (i->nops - 1 > 64)
        return dag_unsupported(c, "getelementptr with more than 64 indices");
    for (uint32_t k = 1; k < i->nops; k++)
        idx[k - 1] = instr_op(i, k);
    return gep(c, dag_value(c, instr_op(i, 0)), i->aux_type, idx, i->nops - 1);
}

static DagNode *addrspace_cast(IselCtx *c, DagNode *src, unsigned from, unsigned to)
{
    bool ok_from = from == 0 || (from != 101 && addrspace_qual(from));
    bool ok_to = to == 0 || (to != 101 && addrspace_qual(to));
    if (from == to)
        return src;
    if (!ok_from || !ok_to || (from != 0 && to != 0))
        return dag_unsupported(c, fn_strf(c, "addrspacecast from %u to %u", from, to));
    DagNode *n = dag_node1(c, from == 0 ? DOP_CVTA_TO : DOP_CVTA, ptr_vt(c), src);
    n->as = from == 0 ? to : from;
    return n;
}

/* ---------------- chained nodes ---------------- */

DagNode *dag_chained(IselCtx *c, DagNode *n)
{
    n->chain = c->dag->last_chain;
    c->dag->last_chain = n;
    return n;
}

/* May this load use the read-only non-coherent path (ld.global.nc)?  When
 * the load is !invariant.load, or its pointer comes (through address
 * arithmetic) from a kernel parameter that is noalias and readonly. */
static bool load_is_nc(IselCtx *c, const Instr *i)
{
    const Value *p = instr_op(i, 0);
    if (p->type->addrspace != 1 || (i->flags & IF_VOLATILE))
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

static DagNode *build_load(IselCtx *c, const Instr *i)
{
    DagNode *n = dag_node1(c, DOP_LOAD, dag_vt(c, i->v.type), dag_value(c, instr_op(i, 0)));
    n->as = instr_op(i, 0)->type->addrspace;
    n->is_volatile = (i->flags & IF_VOLATILE) != 0;
    n->nc = load_is_nc(c, i);
    return dag_chained(c, n);
}

static DagNode *build_store(IselCtx *c, const Instr *i)
{
    DagNode *n = dag_node2(c, DOP_STORE, VT_NONE, dag_value(c, instr_op(i, 0)),
                       dag_value(c, instr_op(i, 1)));
    n->as = instr_op(i, 1)->type->addrspace;
    n->is_volatile = (i->flags & IF_VOLATILE) != 0;
    return dag_chained(c, n);
}

/* ---------------- calls and intrinsics ---------------- */

/* Special registers readable through llvm.nvvm.read.ptx.sreg.<suffix>. */
#define SREGS(X)                                                            \
    X("tid.x", "%tid.x") X("tid.y", "%tid.y") X("tid.z", "%tid.z")          \
    X("ntid.x", "%ntid.x") X("ntid.y", "%ntid.y") X("ntid.z", "%ntid.z")    \
    X("ctaid.x", "%ctaid.x") X("ctaid.y", "%ctaid.y")                       \
    X("ctaid.z", "%ctaid.z") X("nctaid.x", "%nctaid.x")                     \
    X("nctaid.y", "%nctaid.y") X("nctaid.z", "%nctaid.z")                   \
    X("laneid", "%laneid") X("warpsize", "WARP_SZ")

static const char *sreg_name(const char *suffix)
{
#define X(s, r) if (!strcmp(suffix, s)) return r;
    SREGS(X)
#undef X
    return NULL;
}

/* Intrinsics with no code: hints to the optimizer, debug information. */
static bool ignored_intrinsic(const char *name)
{
    static const char *const prefixes[] = {
        "llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.donothing",
        "llvm.experimental.noalias.scope.decl", "llvm.sideeffect",
    };
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return true;
    return false;
}

/* llvm.nvvm.ptr.gen.to.SPACE.* and llvm.nvvm.ptr.SPACE.to.gen.* (typed
 * libNVVM IR): the addrspacecasts of old, i.e. cvta.  NULL if not one. */
static DagNode *ptr_cast_intrinsic(IselCtx *c, const Instr *i, const char *name)
{
    static const struct { const char *space; unsigned as; } spaces[] = {
        {"global", 1}, {"shared", 3}, {"constant", 4}, {"local", 5},
    };
    char to_gen[48], from_gen[48];
    for (size_t k = 0; k < sizeof spaces / sizeof *spaces; k++) {
        snprintf(to_gen, sizeof to_gen, "llvm.nvvm.ptr.%s.to.gen.", spaces[k].space);
        snprintf(from_gen, sizeof from_gen, "llvm.nvvm.ptr.gen.to.%s.", spaces[k].space);
        bool up = !strncmp(name, to_gen, strlen(to_gen));
        if (up || !strncmp(name, from_gen, strlen(from_gen)))
            return addrspace_cast(c, dag_value(c, instr_op(i, 0)), up ? spaces[k].as : 0,
                                  up ? 0 : spaces[k].as);
    }
    return NULL;
}

/* The llvm.* math intrinsics that are one DAG operation on their first
 * `nargs` operands (llvm.abs's second, the poison flag, is dropped).  The
 * type comes from the name's overload; nvptx.md says which types have a
 * pattern, so an uncovered one (llvm.ctpop.i64) is a located error. */
static const struct {
    const char *prefix;
    DagOp op;
    uint32_t nargs;
} math_intrinsics[] = {
    {"llvm.fabs.", DOP_FABS, 1},     {"llvm.sqrt.", DOP_FSQRT, 1},
    {"llvm.fma.", DOP_FMA, 3},       {"llvm.fmuladd.", DOP_FMA, 3},
    {"llvm.minnum.", DOP_FMIN, 2},   {"llvm.maxnum.", DOP_FMAX, 2},
    {"llvm.rint.", DOP_FRINT, 1},    {"llvm.nearbyint.", DOP_FRINT, 1},
    {"llvm.floor.", DOP_FFLOOR, 1},  {"llvm.ceil.", DOP_FCEIL, 1},
    {"llvm.trunc.", DOP_FTRUNC, 1},  {"llvm.abs.", DOP_ABS, 1},
    {"llvm.smin.", DOP_SMIN, 2},     {"llvm.smax.", DOP_SMAX, 2},
    {"llvm.umin.", DOP_UMIN, 2},     {"llvm.umax.", DOP_UMAX, 2},
    {"llvm.ctpop.", DOP_CTPOP, 1},
    {"llvm.minimum.", DOP_FMINIMUM, 2}, {"llvm.maximum.", DOP_FMAXIMUM, 2},
    {"llvm.nvvm.tanh.approx.f32", DOP_FTANH, 1},
};

static bool is_const(const DagNode *n);

static DagNode *math_intrinsic(IselCtx *c, const Instr *i, const char *name)
{
    Vt vt;
    for (size_t k = 0; k < sizeof math_intrinsics / sizeof *math_intrinsics; k++) {
        uint32_t n = math_intrinsics[k].nargs;
        if (strncmp(name, math_intrinsics[k].prefix, strlen(math_intrinsics[k].prefix)) ||
            i->nargs < n)
            continue;
        if (!legal_vt(c, i->v.type, i->v.loc, name, &vt)) /* half, vectors: reported */
            return dag_const(c, VT_I32, 0);
        DagNode *ops[3];
        for (uint32_t a = 0; a < n; a++) /* operands first: kids precede parents */
            ops[a] = dag_value(c, instr_op(i, a));
        if (n == 2 && is_const(ops[0]) && !is_const(ops[1])) {
            DagNode *t = ops[0]; /* all binary ones commute: immediates right */
            ops[0] = ops[1], ops[1] = t;
        }
        DagNode *m = dag_node(c, math_intrinsics[k].op, vt, n);
        for (uint32_t a = 0; a < n; a++)
            set_kid(m, a, ops[a]);
        return m;
    }
    return NULL;
}

static DagNode *build_intrinsic(IselCtx *c, const Instr *i, const char *name)
{
    DagNode *math = math_intrinsic(c, i, name);
    if (math)
        return math;
    DagNode *cast = ptr_cast_intrinsic(c, i, name);
    if (cast)
        return cast;
    const char *sreg_prefix = "llvm.nvvm.read.ptx.sreg.";
    if (!strncmp(name, sreg_prefix, strlen(sreg_prefix))) {
        const char *r = sreg_name(name + strlen(sreg_prefix));
        if (!r)
            return dag_unsupported(c, fn_strf(c, "intrinsic '@%s'", name));
        DagNode *n = dag_node(c, DOP_SREG, VT_I32, 0);
        n->sym = r;
        return n;
    }
    if (!strcmp(name, "llvm.nvvm.barrier0"))
        return dag_chained(c, dag_node(c, DOP_BARRIER0, VT_NONE, 0));
    if (!strcmp(name, "llvm.nvvm.barrier.sync"))
        return dag_chained(c, dag_node1(c, DOP_BARRIER_SYNC, VT_NONE, dag_value(c, instr_op(i, 0))));
    DagNode *membar = dag_membar(c, name);
    if (membar)
        return membar;
    if (ignored_intrinsic(name))
        return NULL;
    return dag_unsupported(c, fn_strf(c, "intrinsic '@%s'", name));
}

static DagNode *build_call(IselCtx *c, const Instr *i)
{
    const Global *f = call_callee_fn(i);
    if (!f && call_callee(i)->kind == VK_ASM)
        return dag_unsupported(c, "inline asm");
    if (!f || f->gk != GK_FUNC)
        return dag_unsupported(c, "indirect call (or call through an alias)");
    if (f->v.name && !strncmp(f->v.name, "llvm.", 5))
        return build_intrinsic(c, i, f->v.name);
    if (i->aux_type != f->fnty)
        return dag_unsupported(c, "call whose type differs from the callee's");
    if (!legal_signature(c, f, i->v.loc))
        return dag_const(c, VT_I32, 0);
    Vt vt = i->v.type->kind == TY_VOID ? VT_NONE : dag_vt(c, i->v.type);
    DagNode **args = arena_array(c->dag_arena, i->nargs + 1, sizeof *args);
    for (uint32_t k = 0; k < i->nargs; k++) /* before the call: kids come first */
        args[k] = dag_value(c, instr_op(i, k));
    DagNode *n = dag_node(c, DOP_CALL, vt, i->nargs);
    for (uint32_t k = 0; k < i->nargs; k++)
        set_kid(n, k, args[k]);
    n->sym = ptx_symbol(c->fn_arena, c->m, f);
    return dag_chained(c, n);
}

/* ---------------- arithmetic, comparisons, casts ---------------- */

static DagOp binary_op(Opcode op)
{
    switch (op) {
    case OP_ADD: return DOP_ADD;   case OP_SUB: return DOP_SUB;
    case OP_MUL: return DOP_MUL;   case OP_SDIV: return DOP_SDIV;
    case OP_UDIV: return DOP_UDIV; case OP_SREM: return DOP_SREM;
    case OP_UREM: return DOP_UREM; case OP_AND: return DOP_AND;
    case OP_OR: return DOP_OR;     case OP_XOR: return DOP_XOR;
    case OP_SHL: return DOP_SHL;   case OP_LSHR: return DOP_SRL;
    case OP_ASHR: return DOP_SRA;  case OP_FADD: return DOP_FADD;
    case OP_FSUB: return DOP_FSUB; case OP_FMUL: return DOP_FMUL;
    case OP_FDIV: return DOP_FDIV;
    default: BUG("not a binary opcode: %s", opcode_name(op));
    }
}

static bool commutative(DagOp op)
{
    return op == DOP_ADD || op == DOP_MUL || op == DOP_AND || op == DOP_OR ||
           op == DOP_XOR || op == DOP_FADD || op == DOP_FMUL;
}

static bool is_const(const DagNode *n) { return n->op == DOP_CONST || n->op == DOP_FCONST; }

/* PTX shifts take a 32-bit amount whatever the operand width. */
static DagNode *shift_amount(IselCtx *c, DagNode *b)
{
    if (b->vt == VT_I32)
        return b;
    if (b->op == DOP_CONST)
        return dag_const(c, VT_I32, b->ival);
    return dag_node1(c, vt_bits(b->vt) < 32 ? DOP_ZEXT : DOP_TRUNC, VT_I32, b);
}

static DagNode *build_binary(IselCtx *c, const Instr *i)
{
    DagOp op = binary_op(i->op);
    DagNode *a = dag_value(c, instr_op(i, 0)), *b = dag_value(c, instr_op(i, 1));
    if (commutative(op) && is_const(a) && !is_const(b)) {
        DagNode *t = a; /* immediates go right, where the patterns expect them */
        a = b, b = t;
    }
    if (op == DOP_SHL || op == DOP_SRL || op == DOP_SRA)
        b = shift_amount(c, b);
    return dag_node2(c, op, dag_vt(c, i->v.type), a, b);
}

static Predicate swapped(Predicate p)
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

DagNode *dag_setcc(IselCtx *c, Predicate p, DagNode *a, DagNode *b)
{
    if (is_const(a) && !is_const(b)) {
        DagNode *t = a;
        a = b, b = t, p = swapped(p);
    }
    DagNode *n = dag_node2(c, DOP_SETCC, VT_I1, a, b);
    n->cc = (uint8_t)p;
    return n;
}

static DagNode *build_cmp(IselCtx *c, const Instr *i)
{
    if (i->pred == PRED_F_TRUE || i->pred == PRED_F_FALSE)
        return dag_const(c, VT_I1, i->pred == PRED_F_TRUE);
    return dag_setcc(c, (Predicate)i->pred, dag_value(c, instr_op(i, 0)), dag_value(c, instr_op(i, 1)));
}

/* trunc to i1 tests the low bit: (x & 1) != 0.  An i8 is masked as i16,
 * which also clears its undefined upper byte. */
static DagNode *trunc_to_i1(IselCtx *c, DagNode *x)
{
    Vt vt = x->vt == VT_I8 ? VT_I16 : x->vt;
    DagNode *bit = dag_node2(c, DOP_AND, vt, x, dag_const(c, vt, 1));
    return dag_setcc(c, PRED_NE, bit, dag_const(c, vt, 0));
}

static DagNode *int_resize(IselCtx *c, DagNode *x, Vt to)
{
    if (vt_bits(x->vt) == vt_bits(to))
        return x;
    return dag_node1(c, vt_bits(x->vt) > vt_bits(to) ? DOP_TRUNC : DOP_ZEXT, to, x);
}

static DagNode *build_cast(IselCtx *c, const Instr *i)
{
    DagNode *x = dag_value(c, instr_op(i, 0));
    Vt to = dag_vt(c, i->v.type);
    switch (i->op) {
    case OP_TRUNC: return to == VT_I1 ? trunc_to_i1(c, x) : dag_node1(c, DOP_TRUNC, to, x);
    case OP_ZEXT: return dag_node1(c, DOP_ZEXT, to, x);
    case OP_SEXT: return dag_node1(c, DOP_SEXT, to, x);
    case OP_FPTRUNC: return dag_node1(c, DOP_FPTRUNC, to, x);
    case OP_FPEXT: return dag_node1(c, DOP_FPEXT, to, x);
    case OP_FPTOUI: return dag_node1(c, DOP_FPTOUI, to, x);
    case OP_FPTOSI: return dag_node1(c, DOP_FPTOSI, to, x);
    case OP_UITOFP: return dag_node1(c, DOP_UITOFP, to, x);
    case OP_SITOFP: return dag_node1(c, DOP_SITOFP, to, x);
    case OP_PTRTOINT: case OP_INTTOPTR: return int_resize(c, x, to);
    case OP_ADDRSPACECAST:
        return addrspace_cast(c, x, instr_op(i, 0)->type->addrspace, i->v.type->addrspace);
    case OP_BITCAST:
        if (x->vt == to)
            return x;
        return dag_unsupported(c, "bitcast between integer and floating point");
    default: BUG("not a cast: %s", opcode_name(i->op));
    }
}

/* selp cannot choose between predicates: an i1 select is logic,
 * c ? a : b == (c & a) | (!c & b), with the common shortcuts. */
static DagNode *select_i1(IselCtx *c, DagNode *cond, DagNode *a, DagNode *b)
{
    if (a->op == DOP_CONST && a->ival == 1)
        return dag_node2(c, DOP_OR, VT_I1, cond, b);
    if (b->op == DOP_CONST && b->ival == 0)
        return dag_node2(c, DOP_AND, VT_I1, cond, a);
    DagNode *both = dag_node2(c, DOP_AND, VT_I1, cond, a);
    DagNode *not_c = dag_node2(c, DOP_XOR, VT_I1, cond, dag_const(c, VT_I1, 1));
    return dag_node2(c, DOP_OR, VT_I1, both, dag_node2(c, DOP_AND, VT_I1, not_c, b));
}

static DagNode *build_select(IselCtx *c, const Instr *i)
{
    DagNode *ops[3]; /* operands first: kids must precede their parent */
    for (uint32_t k = 0; k < 3; k++)
        ops[k] = dag_value(c, instr_op(i, k));
    if (ops[1]->vt == VT_I1)
        return select_i1(c, ops[0], ops[1], ops[2]);
    DagNode *n = dag_node(c, DOP_SELECT, dag_vt(c, i->v.type), 3);
    for (uint32_t k = 0; k < 3; k++)
        set_kid(n, k, ops[k]);
    return n;
}

/* ---------------- terminators ---------------- */

static DagNode *build_br(IselCtx *c, const Instr *i)
{
    const Block *bb = c->dag->bb;
    if (i->nops == 1) {
        DagNode *n = dag_node(c, DOP_BR, VT_NONE, 0);
        n->target[0] = edge_target(c, bb, (const Block *)instr_op(i, 0));
        return n;
    }
    const Block *t = (const Block *)instr_op(i, 1), *f = (const Block *)instr_op(i, 2);
    DagNode *cond = dag_value(c, instr_op(i, 0));
    if (cond->op == DOP_CONST) { /* br i1 true, ...: only one way to go */
        DagNode *n = dag_node(c, DOP_BR, VT_NONE, 0);
        n->target[0] = edge_target(c, bb, cond->ival ? t : f);
        return n;
    }
    DagNode *n = dag_node1(c, DOP_BRCOND, VT_NONE, cond);
    n->target[0] = edge_target(c, bb, t);
    n->target[1] = edge_target(c, bb, f);
    return n;
}

/* switch: a chain of compare-and-branch, one per case, in case order,
 * then the default.  The BRCASE nodes are chained so that they stay in
 * order and before the final branch.  When every case goes to one block
 * (one successor), it is a plain branch: PHI copies of that edge go at
 * the block's end, which the early exits would skip. */
static DagNode *build_switch(IselCtx *c, const Instr *i)
{
    const Block *bb = c->dag->bb;
    if (bb->nsuccs > 1) {
        for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
            DagNode *x = dag_value(c, instr_op(i, 0)), *v = dag_value(c, instr_op(i, k));
            if (x->vt == VT_I8) { /* its upper byte is undefined: compare as u16 */
                x = dag_node1(c, DOP_ZEXT, VT_I16, x);
                v = dag_const(c, VT_I16, v->ival & 0xff);
            }
            DagNode *eq = dag_setcc(c, PRED_EQ, x, v);
            DagNode *n = dag_chained(c, dag_node1(c, DOP_BRCASE, VT_NONE, eq));
            n->target[0] = edge_target(c, bb, (const Block *)instr_op(i, k + 1));
        }
    }
    DagNode *n = dag_node(c, DOP_BR, VT_NONE, 0);
    n->target[0] = edge_target(c, bb, (const Block *)instr_op(i, 1));
    return n;
}

static DagNode *build_ret(IselCtx *c, const Instr *i)
{
    if (i->nops == 0)
        return dag_node(c, DOP_RET, VT_NONE, 0);
    return dag_node1(c, DOP_RETVAL, VT_NONE, dag_value(c, instr_op(i, 0)));
}

/* ---------------- the block ---------------- */

static DagNode *build_instr(IselCtx *c, const Instr *i)
{
    if (opcode_is_binary(i->op))
        return build_binary(c, i);
    if (opcode_is_cast(i->op))
        return build_cast(c, i);
    switch (i->op) {
    case OP_FNEG: return dag_node1(c, DOP_FNEG, dag_vt(c, i->v.type), dag_value(c, instr_op(i, 0)));
    case OP_ICMP: case OP_FCMP: return build_cmp(c, i);
    case OP_SELECT: return build_select(c, i);
    case OP_GEP: return build_gep(c, i);
    case OP_LOAD: return build_load(c, i);
    case OP_STORE: return build_store(c, i);
    case OP_CALL: return build_call(c, i);
    case OP_FREEZE: return dag_value(c, instr_op(i, 0));
    case OP_ATOMICRMW: case OP_CMPXCHG: case OP_FENCE: return dag_atomic(c, i);
    case OP_EXTRACTVALUE: return dag_cmpxchg_extract(c, i);
    case OP_ALLOCA: return dag_frame(c, frame_offset(c, &i->v));
    case OP_BR: return build_br(c, i);
    case OP_SWITCH: return build_switch(c, i);
    case OP_RET: return build_ret(c, i);
    case OP_UNREACHABLE: return dag_node(c, DOP_TRAP, VT_NONE, 0);
    case OP_PHI: return NULL; /* read through its register (phi.c) */
    default:
        return dag_unsupported(c, fn_strf(c, "the '%s' instruction", opcode_name(i->op)));
    }
}

/* Remember where an instruction's value is, and where it must go. */
static void bind(IselCtx *c, const Instr *i, DagNode *n)
{
    VReg out = c->instr_vreg[i->pos];
    c->node_of[i->pos] = n;
    if (!out || !n || i->op == OP_PHI)
        return;
    if (!n->out) {
        n->out = out;
    } else if (n->out != out) {
        ExtraOut *e = arena_alloc(c->dag_arena, sizeof *e);
        *e = (ExtraOut){out, n->extra_out};
        n->extra_out = e;
    }
}

/* Cheap enough to recompute in each user instead of sharing a register. */
static bool duplicable(const DagNode *n)
{
    if (dagop_flags(n->op) & DOP_LEAF)
        return true;
    if (n->op != DOP_SEXT && n->op != DOP_ZEXT && n->op != DOP_TRUNC)
        return false;
    return (dagop_flags(n->kids[0]->op) & DOP_LEAF) && !n->kids[0]->root;
}

/* Height of n's expression tree, counting kids that are not roots (a
 * root is a register to its users).  Kids come before parents in
 * d->nodes, so their heights are already known. */
static uint32_t tree_height(const DagNode *n)
{
    uint32_t h = 0;
    for (uint32_t k = 0; k < n->nkids; k++)
        if (!n->kids[k]->root && n->kids[k]->height > h)
            h = n->kids[k]->height;
    return h + 1;
}

/* Hand-selected operations whose operands may be immediates (PTX atom
 * takes one in its value positions; the address is always a register). */
static bool hand_takes_imm(DagOp op)
{
    return op == DOP_ATOMIC || op == DOP_CMPXCHG;
}

static void mark_roots(Dag *d)
{
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *n = d->nodes[i];
        unsigned f = dagop_flags(n->op);
        n->height = tree_height(n);
        n->root = n->root || (f & (DOP_CHAIN | DOP_TERM)) || n->out ||
                  (n->nuses > 1 && !duplicable(n)) || n->height >= ISEL_MAX_TREE_HEIGHT;
        if (n->root)
            n->height = 1;
        if (f & DOP_HAND) /* the hand-written layers want registers */
            for (uint32_t k = 0; k < n->nkids; k++)
                n->kids[k]->root |= !(hand_takes_imm(n->op) && (n->kids[k]->op == DOP_CONST ||
                                                                 n->kids[k]->op == DOP_FCONST));
    }
}

Dag *dag_build(IselCtx *c, const Block *bb)
{
    Dag *d = arena_alloc(c->dag_arena, sizeof *d);
    d->bb = bb;
    c->dag = d;
    for (const Instr *i = bb->first; i; i = i->next) {
        d->cur_ir = i;
        bind(c, i, build_instr(c, i));
    }
    d->cur_ir = NULL;
    mark_roots(d);
    return d;
}

/* ---------------- --dump=dag ---------------- */

void dag_print_ref(FILE *out, const DagNode *n) { fprintf(out, "t%u", n->id); }

static void dump_payload(const IselCtx *c, FILE *out, const DagNode *n)
{
    switch (n->op) {
    case DOP_CONST: case DOP_FRAME: fprintf(out, " %lld", (long long)n->ival); break;
    case DOP_FCONST: fprintf(out, " 0x%llx", (unsigned long long)n->fbits); break;
    case DOP_REG: fprintf(out, " %s", vreg_name(c, n->vreg)); break;
    case DOP_GADDR: case DOP_SREG: case DOP_CALL: fprintf(out, " %s", n->sym); break;
    case DOP_SETCC: fprintf(out, " %s", predicate_name((Predicate)n->cc)); break;
    case DOP_LOAD: case DOP_STORE: case DOP_CVTA: case DOP_CVTA_TO:
        fprintf(out, " [as %u%s%s]", n->as, n->nc ? ", nc" : "",
                n->is_volatile ? ", volatile" : "");
        break;
    case DOP_BR: case DOP_BRCASE: fprintf(out, " -> mb%u", n->target[0]); break;
    case DOP_BRCOND: fprintf(out, " -> mb%u, mb%u", n->target[0], n->target[1]); break;
    default: break;
    }
}

void dag_dump(const IselCtx *c, FILE *out, const Dag *d)
{
    fprintf(out, "DAG of @%s, block %%%s:\n", c->fn->v.name ? c->fn->v.name : "",
            d->bb->v.name ? d->bb->v.name : "(entry)");
    for (uint32_t i = 0; i < d->n; i++) {
        const DagNode *n = d->nodes[i];
        fprintf(out, "  t%-3u %-4s = %s", n->id, vt_name(n->vt), dagop_name(n->op));
        dump_payload(c, out, n);
        for (uint32_t k = 0; k < n->nkids; k++)
            fprintf(out, "%s t%u", k ? "," : "", n->kids[k]->id);
        if (n->chain)
            fprintf(out, "  chain t%u", n->chain->id);
        if (n->out)
            fprintf(out, "  -> %s", vreg_name(c, n->out));
        if (n->root)
            fputs("  [root]", out);
        fputc('\n', out);
    }
}
