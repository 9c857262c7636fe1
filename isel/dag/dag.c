/*
 * isel/dag/dag.c -- one selection DAG per basic block.
 *
 * Each IR instruction becomes one or more DagNodes (a GEP becomes address
 * arithmetic, a truncation to i1 a test of the low bit); operands that are
 * computed in the same block are edges to their nodes, values from other
 * blocks and arguments are REG leaves naming their virtual register (the
 * CopyFromReg of LLVM), and constants are fresh leaves at every use, so that
 * each user can fold them into an immediate operand.
 *
 * An IR value wider than a register (a vector, struct, array or i128) is a
 * DagVal: one node per part (isel/legal/parts.c).  Element-wise operations on
 * vectors become one node per element; aggregates need no nodes at all,
 * since `extractvalue` only picks parts (dag_agg.c).
 *
 * Chain edges: loads, stores, calls, barriers and intrinsics with side
 * effects point to the previous such node of the block.  They are always
 * selection roots, and roots are emitted in creation order, which is
 * program order, so memory effects keep their order.  A pure node becomes
 * a root too when several nodes use it (it is computed once) or when
 * another block uses its value (it must land in its virtual register); a
 * cheap cast of a leaf is the exception: it is duplicated into each user
 * instead, so that patterns such as mul.wide.s32 can still see the sign
 * extension -- and an extension of anything else with several users
 * makes its operand the root and is duplicated the same way.
 *
 * Invariants: kids are created before their parents (node ids increase);
 * a DAG is built only for a function legal_function accepted, so a type
 * that has no parts here is a BUG, not a user error.
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
    n->ftz = c->ftz32;
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

void dag_set_kid(DagNode *n, uint32_t i, DagNode *k)
{
    if (k->id >= n->id)
        BUG("DAG node t%u created after its user t%u", k->id, n->id);
    n->kids[i] = k;
    k->nuses++;
}

DagNode *dag_node1(IselCtx *c, DagOp op, Vt vt, DagNode *a)
{
    DagNode *n = dag_node(c, op, vt, 1);
    dag_set_kid(n, 0, a);
    return n;
}

DagNode *dag_node2(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b)
{
    DagNode *n = dag_node(c, op, vt, 2);
    dag_set_kid(n, 0, a);
    dag_set_kid(n, 1, b);
    return n;
}

/* Nodes of an expansion (a sequence standing for one IR operation): their
 * fast-math flags are cleared, so that no rule fuses or approximates what
 * the expansion spells out exactly (fpmath.c, half.c). */
DagNode *dag_exact(DagNode *n)
{
    n->flags &= ~(uint32_t)IF_FMF_MASK;
    return n;
}

DagNode *dag_exact1(IselCtx *c, DagOp op, Vt vt, DagNode *a)
{
    return dag_exact(dag_node1(c, op, vt, a));
}

DagNode *dag_exact2(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b)
{
    return dag_exact(dag_node2(c, op, vt, a, b));
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

DagNode *dag_fconst(IselCtx *c, Vt vt, uint64_t bits)
{
    DagNode *n = dag_node(c, DOP_FCONST, vt, 0);
    n->fbits = bits;
    return n;
}

DagNode *dag_reg(IselCtx *c, Vt vt, VReg r)
{
    if (!r)
        BUG("REG leaf without a register");
    DagNode *n = dag_node(c, DOP_REG, vt, 0);
    n->vreg = r;
    return n;
}

bool dag_is_const(const DagNode *n) { return n->op == DOP_CONST || n->op == DOP_FCONST; }

Vt dag_vt(IselCtx *c, const Type *t)
{
    const TypeParts *tp = type_parts(c, t, NULL);
    if (!tp || tp->n != 1)
        BUG("a type without one machine part reached the DAG builder");
    return tp->vt[0];
}

DagNode *dag_unsupported(IselCtx *c, const char *what)
{
    Loc loc = c->dag->cur_ir ? c->dag->cur_ir->v.loc : (Loc){0, 0};
    diag_error(c->diag, loc, "unsupported: %s", what);
    return dag_const(c, VT_I32, 0); /* keeps building; the function fails */
}

/* ---------------- values as parts ---------------- */

DagVal dag_val_new(IselCtx *c, uint32_t n)
{
    DagVal v = {arena_array(c->dag_arena, n + 1, sizeof(DagNode *)), n};
    return v;
}

DagVal dag_one(IselCtx *c, DagNode *n)
{
    DagVal v = dag_val_new(c, 1);
    v.p[0] = n;
    return v;
}

/* A failed value: as many placeholder parts as the type has, so that the
 * builders can go on (the function has already failed). */
DagVal dag_unsupported_val(IselCtx *c, const Type *t, const char *what)
{
    DagNode *z = what ? dag_unsupported(c, what) : dag_const(c, VT_I32, 0);
    const TypeParts *tp = t->kind == TY_VOID ? NULL : type_parts(c, t, NULL);
    DagVal v = dag_val_new(c, tp ? tp->n : t->kind != TY_VOID);
    for (uint32_t k = 0; k < v.n; k++)
        v.p[k] = z;
    return v;
}

static DagNode *int_resize(IselCtx *c, DagNode *x, Vt to);

DagNode *dag_const_part(IselCtx *c, Vt vt, const ConstPart *cp)
{
    if (cp->kind == CP_SYM) {
        /* A device function's address is a value too (mov.u64 %rd1, f):
         * indirect calls go through it.  A kernel has no callable address. */
        if (cp->g->gk == GK_FUNC && module_is_kernel(c->m, cp->g))
            return dag_unsupported(c, "the address of a kernel used as a value");
        if (cp->g->gk != GK_VAR && cp->g->gk != GK_FUNC)
            return dag_unsupported(c, "an alias or ifunc used as a value");
        DagNode *g = dag_node(c, DOP_GADDR, ptr_vt(c), 0);
        g->sym = ptx_symbol(c->fn_arena, c->m, cp->g);
        if (cp->addend)
            g = dag_node2(c, DOP_ADD, ptr_vt(c), g, dag_const(c, ptr_vt(c), cp->addend));
        return int_resize(c, g, vt); /* ptrtoint to a narrower integer */
    }
    uint64_t bits = cp->kind == CP_BITS ? cp->bits : 0; /* undef: any value */
    return vt_is_float(vt) ? dag_fconst(c, vt, bits) : dag_const(c, vt, (int64_t)bits);
}

static DagVal const_expr_val(IselCtx *c, const Const *k);

/* A constant: its parts flattened (parts.c), each a leaf, except parts of
 * constant expressions, which need nodes of their own. */
static DagVal const_val(IselCtx *c, const Value *v)
{
    if (v->kind == VK_CEXPR)
        return const_expr_val(c, (const Const *)v);
    const TypeParts *tp = type_parts(c, v->type, NULL);
    if (!tp) { /* a type no machine part holds: legal_function checks the
                  types instructions compute, not an intrinsic's operands
                  (`call i32 @llvm.smax.i32(i32 %a, i92 0)`) */
        char b[64];
        return dag_unsupported_val(c, v->type, fn_strf(c, "a constant of type '%s'",
                                                        type_str(v->type, b, sizeof b)));
    }
    ConstPart *cps = arena_array(c->dag_arena, tp->n + 1, sizeof *cps);
    const_parts(c, v, tp, cps);
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++) {
        if (cps[k].kind == CP_EXPR)
            r.p[k] = const_expr_val(c, (const Const *)cps[k].expr).p[cps[k].part];
        else
            r.p[k] = dag_const_part(c, tp->vt[k], &cps[k]);
    }
    return r;
}

/* A constant expression: the addresses of globals (plus offsets) are
 * leaves; casts and address arithmetic build nodes like instructions. */
static DagVal const_expr_val(IselCtx *c, const Const *k)
{
    const Value *op0 = k->nops ? k->ops[0].val : NULL;
    const TypeParts *to = type_parts(c, k->v.type, NULL);
    const TypeParts *from = op0 ? type_parts(c, op0->type, NULL) : NULL;
    bool scalars = to && from && to->n == 1 && from->n == 1;
    switch (k->opcode) {
    case OP_BITCAST:
        return dag_bitcast_parts(c, dag_parts(c, op0), from, to);
    case OP_PTRTOINT: case OP_INTTOPTR:
        if (scalars)
            return dag_one(c, int_resize(c, dag_value(c, op0), to->vt[0]));
        break;
    case OP_ADDRSPACECAST:
        if (scalars)
            return dag_one(c, dag_addrspace_cast(c, dag_value(c, op0), op0->type->addrspace,
                                                 k->v.type->addrspace));
        break;
    case OP_GEP:
        if (to && to->n == 1)
            return dag_one(c, dag_gep_const(c, k));
        break;
    default: break;
    }
    return dag_unsupported_val(c, k->v.type, fn_strf(c, "constant expression '%s'",
                                                      opcode_name((Opcode)k->opcode)));
}

/* The REG leaves of registers regs, one per part of type t. */
static DagVal reg_leaves(IselCtx *c, const Value *v, VReg *regs)
{
    if (!regs)
        BUG("value %s has no virtual register", v->name ? v->name : "(unnamed)");
    const TypeParts *tp = type_parts(c, v->type, NULL);
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++)
        r.p[k] = dag_reg(c, tp->vt[k], regs[k]);
    return r;
}

DagVal dag_parts(IselCtx *c, const Value *v)
{
    switch (v->kind) {
    case VK_INSTR: {
        const Instr *i = (const Instr *)v;
        if (frame_offset(c, v) >= 0) /* a stack slot: rebuilt at each use */
            return dag_one(c, dag_frame(c, frame_offset(c, v)));
        if (i->parent == c->dag->bb && i->pos >= c->dag->first->pos && c->val_of[i->pos].p)
            return c->val_of[i->pos]; /* this DAG's (an earlier chunk's is gone) */
        return reg_leaves(c, v, c->vregs_of[i->pos]);
    }
    case VK_ARG: {
        DagNode *bv = byval_value(c, (const Arg *)v);
        if (bv) /* a byval parameter: an address rebuilt at each use */
            return dag_one(c, bv);
        return reg_leaves(c, v, c->arg_vregs[((const Arg *)v)->index]);
    }
    case VK_GLOBAL: case VK_CINT: case VK_CFP: case VK_CNULL: case VK_CZERO: case VK_CUNDEF:
    case VK_CPOISON: case VK_CAGG: case VK_CDATA: case VK_CEXPR:
        return const_val(c, v);
    default: return dag_unsupported_val(c, v->type, "this kind of operand");
    }
}

DagNode *dag_value(IselCtx *c, const Value *v)
{
    DagVal r = dag_parts(c, v);
    if (r.n != 1)
        BUG("a value of %u parts used as a scalar", r.n);
    return r.p[0];
}

VReg *dag_result_regs(IselCtx *c, const Instr *i, const TypeParts *tp)
{
    if (c->vregs_of[i->pos])
        return c->vregs_of[i->pos];
    VReg *r = arena_array(c->fn_arena, tp->n + 1, sizeof *r);
    for (uint32_t k = 0; k < tp->n; k++)
        r[k] = mf_new_vreg(c, vt_class(tp->vt[k]));
    return r;
}

DagVal dag_result_parts(IselCtx *c, DagNode *n, const TypeParts *tp)
{
    DagVal v = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++)
        v.p[k] = dag_reg(c, tp->vt[k], n->res[k]);
    return v;
}

/* ---------------- chained nodes ---------------- */

DagNode *dag_chained(IselCtx *c, DagNode *n)
{
    n->chain = c->dag->last_chain;
    c->dag->last_chain = n;
    return n;
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

/* PTX shifts take a 32-bit amount whatever the operand width. */
static DagNode *shift_amount(IselCtx *c, DagNode *b)
{
    if (b->vt == VT_I32)
        return b;
    if (b->op == DOP_CONST)
        return dag_const(c, VT_I32, b->ival);
    return dag_node1(c, vt_bits(b->vt) < 32 ? DOP_ZEXT : DOP_TRUNC, VT_I32, b);
}

static DagNode *binary_node(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b)
{
    if (commutative(op) && dag_is_const(a) && !dag_is_const(b)) {
        DagNode *t = a; /* immediates go right, where the patterns expect them */
        a = b, b = t;
    }
    /* fsub -0.0, x is x negated: the two differ only in a NaN's sign,
     * which LangRef leaves open for fsub.  A neg (a sign flip) is what
     * ptxas folds into the fma or add that uses it, as an operand
     * modifier; sub.rn from a -0.0 kept in a register costs its own
     * instruction.  libdevice's Bessel recurrences (ynf, jnf) write
     * their `- y[i-1]` this way, once per iteration.  LLVM's DAG
     * combiner makes the same rewrite, so NaN signs also match llc's. */
    if (op == DOP_FSUB && a->op == DOP_FCONST && vt_is_float(vt) &&
        a->fbits == (uint64_t)1 << (vt_bits(vt) - 1))
        return dag_node1(c, DOP_FNEG, vt, b);
    if (op == DOP_SHL || op == DOP_SRL || op == DOP_SRA)
        b = shift_amount(c, b);
    DagNode *bydiv = dag_div_const(c, op, vt, a, b); /* divconst.c */
    return bydiv ? bydiv : dag_node2(c, op, vt, a, b);
}

static DagVal build_binary(IselCtx *c, const Instr *i)
{
    if (wide_int_type(i->v.type)) /* i128: isel/legal/wide.c */
        return dag_wide_binary(c, i);
    DagVal a = dag_parts(c, instr_op(i, 0)), b = dag_parts(c, instr_op(i, 1));
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    DagOp op = binary_op(i->op);
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++) /* i1, i8, odd widths: isel/legal/narrow.c */
        r.p[k] = narrow_binary_op(op, tp->vt[k], tp->bits[k])
                     ? dag_narrow_binary(c, op, tp->vt[k], tp->bits[k], a.p[k], b.p[k])
                     : binary_node(c, op, tp->vt[k], a.p[k], b.p[k]);
    return r;
}

DagNode *dag_setcc(IselCtx *c, Predicate p, DagNode *a, DagNode *b)
{
    if (dag_is_const(a) && !dag_is_const(b)) {
        DagNode *t = a;
        a = b, b = t, p = predicate_swapped(p);
    }
    DagNode *n = dag_node2(c, DOP_SETCC, VT_I1, a, b);
    n->cc = (uint8_t)p;
    return n;
}

static DagVal build_cmp(IselCtx *c, const Instr *i)
{
    const Value *x = instr_op(i, 0);
    if (wide_int_type(x->type)) /* i128: isel/legal/wide.c */
        return dag_wide_cmp(c, i);
    DagVal a = dag_parts(c, x), b = dag_parts(c, instr_op(i, 1));
    const TypeParts *tp = type_parts(c, x->type, NULL);
    DagVal r = dag_val_new(c, a.n);
    for (uint32_t k = 0; k < a.n; k++) {
        Vt vt = tp->vt[k];
        if (i->pred == PRED_F_TRUE || i->pred == PRED_F_FALSE)
            r.p[k] = dag_const(c, VT_I1, i->pred == PRED_F_TRUE);
        else if (i->op == OP_ICMP && (vt == VT_I1 || narrow_int(vt, tp->bits[k])))
            r.p[k] = dag_narrow_setcc(c, (Predicate)i->pred, vt, tp->bits[k], a.p[k], b.p[k]);
        else
            r.p[k] = dag_setcc(c, (Predicate)i->pred, a.p[k], b.p[k]);
    }
    return r;
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

/* Bits of precision (the significand's, the implicit one included). */
static unsigned fp_precision(Vt vt)
{
    switch (vt) {
    case VT_BF16: return 8;
    case VT_F16: return 11;
    case VT_F32: return 24;
    case VT_F64: return 53;
    default: return 0;
    }
}

/* fptosi/fptoui of uitofp/sitofp of y, when the float holds every value
 * of y's type exactly (LangRef: the conversion to floating point rounds
 * only what does not fit): the value of y itself.  Where it fits the
 * result type, the float-to-int conversion gives exactly that; where it
 * does not, the result is poison, so y resized is as good an answer.
 * Resized as the first conversion read y: sign-extended after sitofp,
 * zero-extended after uitofp, truncated when the result is narrower;
 * through a zext (or a sext under sitofp), from the narrower operand.
 * (llc folds this too; f03_vectors' i16 -> float -> i16 round trip.)
 * NULL when the rule does not apply; not at -O0. */
static DagNode *int_round_trip(IselCtx *c, Vt to, DagNode *x)
{
    if (c->opt.opt_level == 0 || (x->op != DOP_UITOFP && x->op != DOP_SITOFP))
        return NULL;
    DagNode *y = x->kids[0];
    bool is_signed = x->op == DOP_SITOFP;
    /* An extension's operand has the same value in fewer bits (zext: as
     * unsigned; sext, read as signed: as signed) */
    if ((y->op == DOP_ZEXT || (y->op == DOP_SEXT && is_signed)) && y->kids[0]->vt != VT_I1) {
        is_signed = y->op == DOP_SEXT;
        y = y->kids[0];
    }
    unsigned m = vt_bits(y->vt), n = vt_bits(to);
    if (y->vt == VT_I1 || vt_is_float(y->vt) || to == VT_I1 || vt_is_float(to) || m < 8 ||
        n < 8 || (is_signed ? m - 1 : m) > fp_precision(x->vt))
        return NULL;
    if (m == n)
        return y;
    return dag_node1(c, m > n ? DOP_TRUNC : is_signed ? DOP_SEXT : DOP_ZEXT, to, y);
}

/* One element of a cast (not bitcast, which works on the bits). */
DagNode *dag_cast(IselCtx *c, Opcode op, Vt to, DagNode *x)
{
    DagNode *same = op == OP_FPTOUI || op == OP_FPTOSI ? int_round_trip(c, to, x) : NULL;
    if (same)
        return same;
    switch (op) {
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
    default: BUG("not an element-wise cast: %s", opcode_name(op));
    }
}

static DagVal build_cast(IselCtx *c, const Instr *i)
{
    const Value *src = instr_op(i, 0);
    if (i->op == OP_BITCAST)
        return dag_bitcast(c, i);
    if (wide_int_type(src->type) || wide_int_type(i->v.type)) /* isel/legal/wide.c */
        return dag_wide_cast(c, i);
    if (byval_param_view(c, i)) /* already a .param address: byval.c */
        return dag_parts(c, src);
    DagVal x = dag_parts(c, src);
    /* LLVM 21 made llvm.nvvm.mapa.shared.cluster return a .shared::cluster
     * (7) pointer, and its AutoUpgrade casts that back to addrspace(3) for
     * modules written before: a shared pointer that, in those modules,
     * held the other CTA's address.  Loads and stores through a shared
     * pointer from mapa use the cluster window (shared_cluster_space), so
     * the address must stay the cluster address: cvta to generic and back
     * to .shared::cta would turn another CTA's address into one the CTA
     * window does not hold. */
    if (i->op == OP_ADDRSPACECAST && type_scalar(src->type)->addrspace == 7 &&
        type_scalar(i->v.type)->addrspace == 3 && shared_cluster_space(c, src, 3) == 7)
        return x;
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    const TypeParts *sp = type_parts(c, src->type, NULL);
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++) {
        if (i->op == OP_ADDRSPACECAST)
            r.p[k] = dag_addrspace_cast(c, x.p[k], type_scalar(src->type)->addrspace,
                                        type_scalar(i->v.type)->addrspace);
        else /* a narrow source is extended first: isel/legal/narrow.c */
            r.p[k] = dag_int_cast(c, i->op, tp->vt[k], x.p[k], sp->bits[k]);
    }
    return r;
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

DagNode *dag_select(IselCtx *c, DagNode *cond, DagNode *a, DagNode *b)
{
    if (a->vt == VT_I1)
        return select_i1(c, cond, a, b);
    DagNode *n = dag_node(c, DOP_SELECT, a->vt, 3);
    dag_set_kid(n, 0, cond);
    dag_set_kid(n, 1, a);
    dag_set_kid(n, 2, b);
    return n;
}

/* select on every part; a vector condition picks per element. */
static DagVal build_select(IselCtx *c, const Instr *i)
{
    DagVal cond = dag_parts(c, instr_op(i, 0));
    DagVal a = dag_parts(c, instr_op(i, 1)), b = dag_parts(c, instr_op(i, 2));
    DagVal r = dag_val_new(c, a.n);
    for (uint32_t k = 0; k < a.n; k++)
        r.p[k] = dag_select(c, cond.p[cond.n == 1 ? 0 : k], a.p[k], b.p[k]);
    return r;
}

static DagVal build_fneg(IselCtx *c, const Instr *i)
{
    DagVal x = dag_parts(c, instr_op(i, 0));
    DagVal r = dag_val_new(c, x.n);
    for (uint32_t k = 0; k < x.n; k++)
        r.p[k] = dag_node1(c, DOP_FNEG, x.p[k]->vt, x.p[k]);
    return r;
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

/* `ret`: a kernel or void function just returns; a value goes out through
 * func_retval0, one store per part (call.c), selected by layer 1.  A
 * kernel (a .entry, which has no return parameter) that returns a value
 * drops it: no caller can read it, and llc drops it too. */
static DagNode *build_ret(IselCtx *c, const Instr *i)
{
    if (i->nops == 0 || module_is_kernel(c->m, c->fn))
        return dag_node(c, DOP_RET, VT_NONE, 0);
    const Value *x = instr_op(i, 0);
    DagVal v = narrow_abi_extend(c, dag_parts(c, x), x->type, &c->fn->ret_attrs);
    DagNode *n = dag_node(c, DOP_RETVAL, VT_NONE, v.n);
    for (uint32_t k = 0; k < v.n; k++)
        dag_set_kid(n, k, v.p[k]);
    return n;
}

/* ---------------- the block ---------------- */

static DagVal none(void) { return (DagVal){NULL, 0}; }

static DagVal build_other(IselCtx *c, const Instr *i)
{
    switch (i->op) {
    case OP_FNEG: return build_fneg(c, i);
    case OP_ICMP: case OP_FCMP: return build_cmp(c, i);
    case OP_SELECT: return build_select(c, i);
    case OP_GEP: return dag_gep_parts(c, i);
    case OP_LOAD: return i->flags & IF_ATOMIC ? dag_atomic(c, i) : dag_load(c, i);
    case OP_STORE: return i->flags & IF_ATOMIC ? dag_atomic(c, i) : (dag_store(c, i), none());
    case OP_CALL: return dag_call(c, i);
    case OP_FREEZE: return dag_parts(c, instr_op(i, 0));
    case OP_ATOMICRMW: case OP_CMPXCHG: case OP_FENCE: return dag_atomic(c, i);
    case OP_EXTRACTVALUE: return dag_extractvalue(c, i);
    case OP_INSERTVALUE: return dag_insertvalue(c, i);
    case OP_EXTRACTELEMENT: return dag_extractelement(c, i);
    case OP_INSERTELEMENT: return dag_insertelement(c, i);
    case OP_SHUFFLEVECTOR: return dag_shufflevector(c, i);
    case OP_ALLOCA:
        if (frame_offset(c, &i->v) < 0) /* a run-time size (dynalloca.c) */
            return dag_one(c, dag_dynamic_alloca(c, i));
        return dag_one(c, dag_frame(c, frame_offset(c, &i->v)));
    case OP_PHI: return none(); /* read through its registers (phi.c) */
    default:
        return dag_one(c, dag_unsupported(c, fn_strf(c, "the '%s' instruction",
                                                      opcode_name(i->op))));
    }
}

static DagVal build_instr(IselCtx *c, const Instr *i)
{
    if (i->op == OP_FREM) /* an expansion, not one operation (fpmath.c) */
        return dag_frem(c, i);
    if (opcode_is_binary(i->op))
        return build_binary(c, i);
    if (opcode_is_cast(i->op))
        return build_cast(c, i);
    switch (i->op) {
    case OP_BR: return dag_one(c, build_br(c, i));
    case OP_SWITCH: return dag_one(c, dag_switch(c, i)); /* switch.c */
    case OP_RET: return dag_one(c, build_ret(c, i));
    case OP_UNREACHABLE: return dag_one(c, dag_node(c, DOP_TRAP, VT_NONE, 0));
    default: return build_other(c, i);
    }
}

/* Part k of a value must end in register out. */
static void bind_out(IselCtx *c, DagNode *n, VReg out)
{
    if (n->op == DOP_REG && n->vreg == out)
        return; /* already there (a hand node wrote it directly) */
    if (!n->out) {
        n->out = out;
    } else if (n->out != out) {
        ExtraOut *e = arena_alloc(c->dag_arena, sizeof *e);
        *e = (ExtraOut){out, n->extra_out};
        n->extra_out = e;
    }
}

void dag_bind_reg(IselCtx *c, DagNode *n, VReg r) { bind_out(c, n, r); }

/* Remember where an instruction's value is, and where it must go. */
static void bind(IselCtx *c, const Instr *i, DagVal v)
{
    VReg *out = c->vregs_of[i->pos];
    c->val_of[i->pos] = v;
    if (!out || !v.p || i->op == OP_PHI)
        return;
    for (uint32_t k = 0; k < v.n; k++)
        bind_out(c, v.p[k], out[k]);
    if (v.n == 1)
        space_twin_bind(c, i, v.p[0]); /* addrspace.c */
}

/* Cheap enough to recompute in each user instead of sharing a register. */
static bool is_leaf(const DagNode *n)
{
    return (dagop_flags(n->op) & DOP_LEAF) && !n->root;
}

/* Leaves; casts of a leaf or of a value already in a register
 * (mul.wide.s32 wants to see the sext); a leaf plus a constant, which
 * every memory access folds into its address ([%rd1+16]) for free; and
 * an fmul that every one of its users fuses into an fma (`fold`, by node
 * id: fused_products). */
static bool duplicable(const DagNode *n, const bool *fold)
{
    if (dagop_flags(n->op) & DOP_LEAF)
        return true;
    if (n->op == DOP_FMUL)
        return fold && fold[n->id];
    if (n->op == DOP_SEXT || n->op == DOP_ZEXT || n->op == DOP_TRUNC)
        return is_leaf(n->kids[0]) || n->kids[0]->root;
    return n->op == DOP_ADD && is_leaf(n->kids[0]) && n->kids[1]->op == DOP_CONST;
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

/* An extension with several users shares its operand instead of its
 * result: `sext(i*N)` used by two address computations becomes one
 * register for i*N and, in each user, mul.wide.s32 -- where sharing the
 * sext would give cvt.s64.s32 and a 64-bit mul.lo in each.  The operand
 * was marked already (kids come first), so it is made a root here. */
static void share_extension_operand(DagNode *n)
{
    if ((n->op != DOP_SEXT && n->op != DOP_ZEXT) || n->nuses < 2 || n->out || n->chained)
        return;
    DagNode *k = n->kids[0];
    if (dagop_flags(k->op) & DOP_LEAF)
        return;
    k->root = true;
    k->height = 1;
}

/* Extending loads.  PTX extends a load's value into a destination
 * register wider than the instruction's type -- zero for .u, sign for .s
 * (PTX ISA, "Operand Size Exceeding Instruction-Type Size") -- so a
 * narrow integer load whose one user is an extension becomes one
 * `ld.global.s8 %r1, [..]` instead of `ld.global.u8 %rs1` and
 * `cvt.s32.s8 %r1, %rs1`: the LOAD takes the extension's type and keeps
 * its type in memory in evt, and the extension's users read the LOAD.
 * (ptxas folds the cvt into a global load itself, not into a generic or
 * shared one: a SASS instruction less there.)  The extension must have
 * no register of its own for other blocks, and the load no other user.
 * Not to 64 bits: an index loaded as i32 and extended for an address
 * stays a 32-bit register, which mul.wide.s32 scales (a 64-bit load
 * would leave a 64-bit multiply). */
static bool int_vt(Vt v) { return v == VT_I8 || v == VT_I16 || v == VT_I32 || v == VT_I64; }

void dag_ext_loads(IselCtx *c, Dag *d)
{
    DagNode **to = NULL; /* by node id: the load an extension became */
    uint32_t max = 0;
    for (uint32_t i = 0; i < d->n; i++)
        max = d->nodes[i]->id > max ? d->nodes[i]->id : max;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *n = d->nodes[i], *x = n->nkids ? n->kids[0] : NULL;
        if ((n->op != DOP_ZEXT && n->op != DOP_SEXT) || x->op != DOP_LOAD || x->nuses != 1 ||
            x->out || x->extra_out || x->evt != VT_NONE || !int_vt(x->vt) || n->vt == VT_I64 ||
            !int_vt(n->vt) || vt_bits(n->vt) <= vt_bits(x->vt) || n->out || n->extra_out ||
            n->chained)
            continue;
        if (!to)
            to = arena_array(c->dag_arena, max + 1, sizeof *to);
        x->evt = x->vt;
        x->ext_signed = n->op == DOP_SEXT;
        x->vt = n->vt;
        x->nuses = n->nuses;
        to[n->id] = x;
    }
    if (!to)
        return;
    uint32_t k = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *u = d->nodes[i];
        if (to[u->id])
            continue; /* an extension that became its load */
        for (uint32_t j = 0; j < u->nkids; j++)
            if (to[u->kids[j]->id])
                u->kids[j] = to[u->kids[j]->id];
        d->nodes[k++] = u;
    }
    d->n = k;
}

/* Roots are the nodes computed into registers; the rest fold into their
 * users' patterns.  `literal` (-O0) makes every node that stands for an IR
 * instruction a root, so nothing folds across instructions. */
/* The fmuls to fold into every user, as llc folds them: under
 * `contract`, LLVM's DAG combiner fuses an fmul into each fadd or fsub
 * that uses it even when the product is shared (NVPTX asks for
 * aggressive fusion), so `x*y + a` and `x*y - b` are two fmas.  Shared,
 * tnvcc's product was a root -- a mul and two adds, one instruction more
 * and two roundings each, so the sums differed from llc-19's in the last
 * bit.  An f32 or f64 fmul with `contract` all of whose uses are fadds
 * or fsubs with `contract` of its type is marked: it is then not a root
 * but recomputed in each user, where the fma rules fold it (isel_dyn_
 * contract checks the same flags).  Any other use -- a store of the
 * product, a use in another block -- keeps it a root: llc would compute
 * it once for that use too.  NULL when nothing qualifies. */
static bool *fused_products(IselCtx *c, Dag *d)
{
    uint32_t max = 0, nmul = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        max = d->nodes[i]->id > max ? d->nodes[i]->id : max;
        nmul += d->nodes[i]->op == DOP_FMUL && d->nodes[i]->nuses > 1;
    }
    if (!nmul)
        return NULL;
    uint32_t *fusing = arena_array(c->dag_arena, max + 1, sizeof *fusing);
    bool *fold = arena_array(c->dag_arena, max + 1, sizeof *fold);
    for (uint32_t i = 0; i < d->n; i++) {
        const DagNode *u = d->nodes[i];
        if ((u->op != DOP_FADD && u->op != DOP_FSUB) || (u->vt != VT_F32 && u->vt != VT_F64) ||
            !(u->flags & IF_CONTRACT))
            continue;
        for (uint32_t k = 0; k < u->nkids; k++) {
            const DagNode *m = u->kids[k];
            if (m->op == DOP_FMUL && m->vt == u->vt && (m->flags & IF_CONTRACT))
                fusing[m->id]++;
        }
    }
    for (uint32_t i = 0; i < d->n; i++) {
        const DagNode *m = d->nodes[i];
        if (m->op == DOP_FMUL && m->nuses > 1 && fusing[m->id] == m->nuses)
            fold[m->id] = true;
    }
    return fold;
}

/* Values finished before a call, computed before it.  A node folds into
 * the tree of its root, and a tree is selected where its root stands: so
 * `x = sinf(a) * expf(a)` followed by a call to sqrtf and a use of x after
 * it was selected after that last call -- with both products' operands
 * kept alive across the call instead of the one product.  Every value
 * live across a call costs the callee a saved register or a spill
 * (ptxas keeps the ABI's callee-saved registers for them), so llc's
 * schedule, which follows the IR, does better.  A node whose tree
 * crosses a call -- the node comes before a call in the block and its
 * user after it -- becomes a root when it combines two or more values
 * (so that computing it early can end their lives; an extension or an
 * add of a constant would only lengthen its operand's life) and it is not
 * a product whose user may fuse it into a multiply-add (mad, fma). */
static bool fuses_into(const DagNode *n, const DagNode *user)
{
    switch (n->op) {
    case DOP_MUL: return user->op == DOP_ADD || user->op == DOP_SUB;
    case DOP_FMUL: /* only under `contract` (isel_dyn_contract) */
        return (user->op == DOP_FADD || user->op == DOP_FSUB) && (n->flags & IF_CONTRACT) &&
               (user->flags & IF_CONTRACT);
    case DOP_SETCC: /* a compare folds into its select, branch or logic */
        return true;
    default: return false;
    }
}

static uint32_t value_kids(const DagNode *n)
{
    uint32_t v = 0;
    for (uint32_t k = 0; k < n->nkids; k++)
        v += n->kids[k]->op != DOP_CONST && n->kids[k]->op != DOP_FCONST;
    return v;
}

static void roots_before_calls(IselCtx *c, Dag *d)
{
    uint32_t ncalls = 0, max = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        ncalls += d->nodes[i]->op == DOP_CALL;
        max = d->nodes[i]->id > max ? d->nodes[i]->id : max;
    }
    if (!ncalls)
        return;
    /* calls_before[id]: calls earlier in the block than the node;
     * user[id]: a single-use node's user. */
    uint32_t *calls_before = arena_array(c->dag_arena, max + 1, sizeof *calls_before);
    DagNode **user = arena_array(c->dag_arena, max + 1, sizeof *user);
    ncalls = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *u = d->nodes[i];
        calls_before[u->id] = ncalls;
        ncalls += u->op == DOP_CALL;
        for (uint32_t k = 0; k < u->nkids; k++)
            user[u->kids[k]->id] = u;
    }
    /* Top down (users come after their kids), so that the frontier node
     * nearest its root is seen with its user's final root flag. */
    for (uint32_t i = d->n; i-- > 0;) {
        DagNode *n = d->nodes[i];
        DagNode *u = user[n->id];
        if (n->root || n->nuses != 1 || !u || (dagop_flags(n->op) & (DOP_LEAF | DOP_HAND)) ||
            n->chained || value_kids(n) < 2 || fuses_into(n, u))
            continue;
        /* the root whose tree holds u */
        const DagNode *r = u;
        while (!r->root && user[r->id] && r->nuses == 1)
            r = user[r->id];
        if (calls_before[r->id] > calls_before[n->id]) { /* a call between them */
            n->root = true;
            n->height = 1;
        }
    }
}

static void mark_roots(IselCtx *c, Dag *d, bool literal)
{
    const bool *fold = literal ? NULL : fused_products(c, d);
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *n = d->nodes[i];
        unsigned f = dagop_flags(n->op);
        if (!literal)
            share_extension_operand(n);
        n->height = tree_height(n);
        n->root = n->root || (f & (DOP_CHAIN | DOP_TERM)) || n->chained || n->out ||
                  (n->nuses > 1 && !duplicable(n, fold)) || n->height >= ISEL_MAX_TREE_HEIGHT ||
                  (literal && n->ir && !(f & DOP_LEAF));
        if (n->root)
            n->height = 1;
        if (n->op == DOP_BRCOND) /* decided before phi copies may run */
            n->kids[0]->root = true;
        if (f & DOP_HAND) /* the hand-written layers want registers ... */
            for (uint32_t k = 0; k < n->nkids; k++)
                n->kids[k]->root |= !hand_kid_folds(n, k); /* ... mostly */
    }
}

/* ---------------- common subexpressions ---------------- */

/* Two nodes compute the same value when they are pure and agree on their
 * operation, type, operands and payload.  (Chained nodes, terminators and
 * hand-selected nodes are never merged: they have effects or results
 * beyond their value.  Nor are leaves: each use has a fresh one on
 * purpose, so that every user can fold it -- a constant into an
 * immediate, a stack slot into [%SPL+8] -- even when another user, a
 * hand-written layer, wants it in a register.) */
static bool cse_candidate(const DagNode *n)
{
    return !(dagop_flags(n->op) & (DOP_CHAIN | DOP_TERM | DOP_HAND | DOP_LEAF)) && !n->chained;
}

static bool same_kid(const DagNode *a, const DagNode *b);

/* Flags that only promise something of the operands (the result is
 * poison where the promise fails): two nodes that differ in them alone
 * compute the same value, and the merged node keeps the promises both
 * made.  (A split address, dag_mem.c, rebuilds `i << 3` without the nsw
 * of the `shl nsw` the block already has.) */
#define CSE_LOOSE_FLAGS (IF_NSW | IF_NUW | IF_EXACT | IF_DISJOINT | IF_NNEG | IF_SAMESIGN)

static bool same_payload(const DagNode *a, const DagNode *b)
{
    if (a->op != b->op || a->vt != b->vt || a->nkids != b->nkids || a->ival != b->ival ||
        a->fbits != b->fbits || a->cc != b->cc || a->as != b->as || a->intr != b->intr ||
        a->vreg != b->vreg || ((a->flags ^ b->flags) & ~CSE_LOOSE_FLAGS) || a->nc != b->nc)
        return false;
    if ((a->sym == NULL) != (b->sym == NULL) || (a->sym && strcmp(a->sym, b->sym)))
        return false;
    for (uint32_t k = 0; k < a->nkids; k++)
        if (!same_kid(a->kids[k], b->kids[k]))
            return false;
    return true;
}

/* The same operand: one node, or two leaves of the same value (leaves are
 * never merged themselves, see cse_candidate). */
static bool same_kid(const DagNode *a, const DagNode *b)
{
    return a == b || ((dagop_flags(a->op) & DOP_LEAF) && same_payload(a, b));
}

static uint64_t leaf_hash(const DagNode *n)
{
    return (uint64_t)n->op * 0x9E3779B97F4A7C15u ^ n->vt ^ ((uint64_t)n->ival << 7) ^ n->fbits ^
           n->vreg;
}

static uint64_t node_hash(const DagNode *n)
{
    uint64_t h = leaf_hash(n) ^ ((uint64_t)n->cc << 40);
    for (uint32_t k = 0; k < n->nkids; k++) {
        const DagNode *kid = n->kids[k];
        uint64_t kh = dagop_flags(kid->op) & DOP_LEAF ? leaf_hash(kid) : kid->id;
        h = (h ^ kh) * 0x100000001B3u;
    }
    return h;
}

/* Redirect n's operands to their representatives, then look n up; return
 * the node that stands for it (itself if it is the first of its kind). */
static DagNode *cse_node(IselCtx *c, DagNode **table, uint32_t mask, DagNode *n, DagNode **rep)
{
    for (uint32_t k = 0; k < n->nkids; k++)
        n->kids[k] = rep[n->kids[k]->id];
    if (!cse_candidate(n))
        return n;
    for (uint32_t h = (uint32_t)node_hash(n) & mask;; h = (h + 1) & mask) {
        if (!table[h])
            return table[h] = n;
        if (same_payload(table[h], n)) {
            table[h]->flags &= n->flags | ~CSE_LOOSE_FLAGS;
            if (n->out) /* whatever registers n had to fill, its twin fills */
                bind_out(c, table[h], n->out);
            for (const ExtraOut *e = n->extra_out; e; e = e->next)
                bind_out(c, table[h], e->reg);
            return table[h];
        }
    }
}

/* Which of the n nodes some effect needs: the chained ones, terminators,
 * values other blocks read (out), roots set while building (hand nodes)
 * and, transitively, their kids.  The rest are dead.  Why it matters: a
 * GEP builds its generic address and the access then builds the same
 * address in the state space (cvta'd base); the generic one is left
 * unused.  Alone it is never selected, but once CSE merges several such
 * leftovers into one node that node has "two users", is made a root,
 * and its dead add.s64 would be written out.  Counting only live users
 * keeps it out.  Indexed by node id (ids < nid). */
static bool *mark_live(IselCtx *c, DagNode **nodes, uint32_t n, uint32_t nid)
{
    bool *live = arena_array(c->dag_arena, nid + 1, sizeof *live);
    DagNode **stack = arena_array(c->dag_arena, nid + 1, sizeof *stack);
    uint32_t sp = 0;
    for (uint32_t i = 0; i < n; i++) {
        DagNode *x = nodes[i];
        unsigned f = dagop_flags(x->op);
        if ((f & (DOP_CHAIN | DOP_TERM | DOP_HAND)) || x->chained || x->out || x->extra_out ||
            x->root) {
            live[x->id] = true;
            stack[sp++] = x;
        }
    }
    while (sp) {
        DagNode *x = stack[--sp];
        for (uint32_t k = 0; k < x->nkids; k++)
            if (!live[x->kids[k]->id]) {
                live[x->kids[k]->id] = true;
                stack[sp++] = x->kids[k];
            }
    }
    return live;
}

/* Merge identical pure nodes of the block (saxpy's two `i * 4` become
 * one), then renumber the survivors and recount their uses. */
static void dag_cse(IselCtx *c, Dag *d)
{
    uint32_t size = 64;
    while (size < d->n * 2)
        size *= 2;
    DagNode **table = arena_array(c->dag_arena, size, sizeof *table);
    DagNode **rep = arena_array(c->dag_arena, d->n + 1, sizeof *rep);
    uint32_t kept = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *n = d->nodes[i];
        rep[n->id] = cse_node(c, table, size - 1, n, rep);
        if (rep[n->id] == n)
            d->nodes[kept++] = n;
    }
    bool *live = mark_live(c, d->nodes, kept, d->n);
    for (uint32_t i = 0; i < kept; i++)
        d->nodes[i]->nuses = 0;
    for (uint32_t i = 0; i < kept; i++)
        if (live[d->nodes[i]->id])
            for (uint32_t k = 0; k < d->nodes[i]->nkids; k++)
                d->nodes[i]->kids[k]->nuses++;
    /* Drop what no live node reads -- the leaves only a merged-away node
     * used, and dead nodes -- then renumber (chained nodes are live:
     * chains stay valid). */
    d->n = 0;
    for (uint32_t i = 0; i < kept; i++) {
        DagNode *n = d->nodes[i];
        if (!live[n->id])
            continue;
        n->id = d->n;
        d->nodes[d->n++] = n;
    }
}

/* PHI operands that are constant expressions are computed at the end of
 * the predecessor, into the registers phi.c set aside, before the
 * terminator (so before the copies that read them). */
static void phi_const_operands(IselCtx *c, const Block *bb)
{
    for (uint32_t s = 0; s < bb->nsuccs; s++)
        for (const Instr *phi = bb->succs[s]->first; phi && phi->op == OP_PHI; phi = phi->next) {
            const VReg *regs = c->phi.const_regs[phi->pos];
            uint32_t np = type_parts(c, phi->v.type, NULL)->n;
            uint32_t k = regs ? phi_incoming_slot(c, phi, bb) : 0;
            space_twin_phi_const(c, phi, phi_incoming_slot(c, phi, bb)); /* addrspace.c */
            if (!regs || !regs[(k / 2) * np])
                continue;
            DagVal v = dag_parts(c, instr_op(phi, k));
            for (uint32_t p = 0; p < np; p++)
                bind_out(c, v.p[p], regs[(k / 2) * np + p]);
        }
}

Dag *dag_build(IselCtx *c, const Block *bb, const Instr *first, const Instr **next)
{
    Dag *d = arena_alloc(c->dag_arena, sizeof *d);
    d->bb = bb;
    d->first = first;
    c->dag = d;
    *next = NULL;
    for (const Instr *i = first; i; i = i->next) {
        d->cur_ir = i;
        if (opcode_is_terminator(i->op))
            phi_const_operands(c, bb);
        bind(c, i, build_instr(c, i));
        if ((*next = isel_chunk_next(c, i)))
            break;
    }
    d->cur_ir = NULL;
    if (c->opt.opt_level > 0) {
        dag_cse(c, d);
        dag_wide_mul(c, d); /* widemul.c */
        dag_ext_loads(c, d);
    }
    mark_roots(c, d, c->opt.opt_level == 0);
    if (c->opt.opt_level > 0)
        roots_before_calls(c, d);
    return d;
}

/* ---------------- --dump=dag ---------------- */

void dag_print_ref(FILE *out, const DagNode *n) { fprintf(out, "t%u", n->id); }

static void dump_payload(const IselCtx *c, FILE *out, const DagNode *n)
{
    switch (n->op) {
    case DOP_CONST: case DOP_FRAME: case DOP_LFRAME: fprintf(out, " %lld", (long long)n->ival); break;
    case DOP_FCONST: fprintf(out, " 0x%llx", (unsigned long long)n->fbits); break;
    case DOP_REG: fprintf(out, " %s", vreg_name(c, n->vreg)); break;
    case DOP_GADDR: case DOP_CALL: fprintf(out, " %s", n->sym); break;
    case DOP_INTRIN: fprintf(out, " @%s", isel_intrinsic_names[n->intr - 1]); break;
    case DOP_SETCC: fprintf(out, " %s", predicate_name((Predicate)n->cc)); break;
    case DOP_LOAD: case DOP_STORE: case DOP_LOADV: case DOP_STOREV: case DOP_CVTA:
    case DOP_CVTA_TO:
        fprintf(out, " [as %u%s%s]", n->as, n->nc ? ", nc" : "",
                n->is_volatile ? ", volatile" : "");
        break;
    case DOP_BR: case DOP_BRCASE: fprintf(out, " -> mb%u", n->target[0]); break;
    case DOP_BRCOND: fprintf(out, " -> mb%u, mb%u", n->target[0], n->target[1]); break;
    case DOP_SWITCH:
        fprintf(out, " %lld cases, default -> mb%u", (long long)n->ival, n->target[0]);
        break;
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
        for (uint32_t k = 0; k < n->nres; k++)
            fprintf(out, "%s%s", k ? ", " : "  => ", vreg_name(c, n->res[k]));
        if (n->chain)
            fprintf(out, "  chain t%u", n->chain->id);
        if (n->out)
            fprintf(out, "  -> %s", vreg_name(c, n->out));
        if (n->root)
            fputs("  [root]", out);
        fputc('\n', out);
    }
}
