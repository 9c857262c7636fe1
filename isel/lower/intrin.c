/*
 * isel/lower/intrin.c -- calls and intrinsics in the DAG.
 *
 * A call of a device function becomes one chained CALL node whose kids are
 * the parts of its arguments and whose results land in registers (call.c
 * writes the .param sequence).  A call of an intrinsic (`llvm.*`) is
 * offered to the intrinsic *families* below, in order; the first that owns
 * the name builds its nodes:
 *
 *   ignored     hints with no code (llvm.lifetime.*, llvm.assume, ...)
 *   annotation  llvm.annotation.*, llvm.ptr.annotation.*: the value
 *               passes through
 *   warp        warp.c: checks the signatures of nvptx.md's warp section,
 *               builds shfl/match pairs, ldg/ldu, llvm.nvvm.atomic.*
 *   patterns    every intrinsic nvptx.md names as `@llvm....`: one INTRIN
 *               node, covered by the generated matcher like any operation
 *               (this is where most intrinsics live: one line each); a
 *               packed vector operand or result (<2 x half>) is one
 *               register, a wider one (i128, <4 x float>) one kid per part
 *   integer     llvm.ctlz, llvm.fshl, llvm.smax, llvm.*.with.overflow, ...
 *               on every integer width (isel/lower/intrin_int.c)
 *   math        overloaded llvm.* math (llvm.fabs.f32, llvm.fma.f64):
 *               one DAG operation, so type-generic rules cover them
 *   ptr casts   llvm.nvvm.ptr.gen.to.* of typed-pointer IR: addrspacecasts
 *   (and after them the hand-written families of mma.c, async.c and
 *   texsurf.c: textures and surfaces through handles)
 *
 * A family that needs hand-written selection (several results, loops)
 * adds a handler to `families` and a DOP_HAND operation.  An intrinsic no
 * family owns is a located "unsupported: intrinsic '@name'".
 *
 * An INTRIN node is chained (kept in program order, always a root) unless
 * the intrinsic is declared free of side effects: memory(none) / readnone.
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

/* ---------------- purity ---------------- */

static bool attrs_pure(const Module *m, const AttrList *al)
{
    if (attr_find(m, al, ATTR_READNONE))
        return true;
    const Attr *mem = attr_find(m, al, ATTR_MEMORY);
    return mem && mem->val && !strcmp(mem->val, "none");
}

/* A declaration's attributes as the input wrote them: the reader gives
 * an intrinsic LLVM's table's (ir/intrattr.c), but the order and the
 * removal of calls here stay what they were for the input as written. */
bool intrinsic_is_pure(IselCtx *c, const Instr *i)
{
    const Global *f = call_callee_fn(i);
    const AttrList *fa = f && f->attrs_replaced ? &f->attrs_written : f ? &f->attrs : NULL;
    return attrs_pure(c->m, &i->call->fn_attrs) || (fa && attrs_pure(c->m, fa));
}

/* ---------------- families ---------------- */

/* Intrinsics with no code: hints to the optimizer, debug information.
 * llvm.invariant.start returns a descriptor that only llvm.invariant.end
 * reads (and it is ignored too): the value is undefined, but it must be
 * one, since the IR may pass it on. */
static bool family_ignored(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    static const char *const prefixes[] = {
        "llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.donothing",
        "llvm.experimental.noalias.scope.decl", "llvm.sideeffect", "llvm.invariant.",
        "llvm.var.annotation", "llvm.codeview.",
    };
    for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++)
        if (!strncmp(name, prefixes[k], strlen(prefixes[k]))) {
            *out = (DagVal){NULL, 0};
            if (i->v.type->kind != TY_VOID) {
                const TypeParts *tp = type_parts(c, i->v.type, NULL);
                *out = dag_val_new(c, tp->n);
                for (uint32_t p = 0; p < tp->n; p++)
                    out->p[p] = dag_const_part(c, tp->vt[p], &(ConstPart){.kind = CP_UNDEF});
            }
            return true;
        }
    return false;
}

/* llvm.launder.invariant.group and llvm.strip.invariant.group return
 * their pointer (LangRef: they only tell the optimizer where a group's
 * facts stop); llvm.objectsize, which the optimizer could not resolve,
 * is its "unknown" answer: 0 when asked for the minimum, -1 otherwise
 * (LLVM's lowering of an unresolved call). */
static bool family_opt_hints(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if ((!strncmp(name, "llvm.launder.invariant.group.", 29) ||
         !strncmp(name, "llvm.strip.invariant.group.", 27)) &&
        i->nargs == 1 && instr_op(i, 0)->type == i->v.type) {
        *out = dag_parts(c, instr_op(i, 0));
        return true;
    }
    if (!strncmp(name, "llvm.objectsize.", 16) && i->nargs >= 2 &&
        i->v.type->kind == TY_INT && (i->v.type->bits == 32 || i->v.type->bits == 64)) {
        const Value *min = instr_op(i, 1);
        if (min->kind != VK_CINT)
            return false;
        bool want_min = const_int_zext((const Const *)min) & 1;
        *out = dag_one(c, dag_const(c, dag_vt(c, i->v.type), want_min ? 0 : -1));
        return true;
    }
    return false;
}

/* llvm.annotation.* and llvm.ptr.annotation.* (LangRef: they return
 * their first operand, the rest is text for tools): no code, the value
 * passes through.  llvm.var.annotation returns nothing: see above. */
static bool family_annotation(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (strncmp(name, "llvm.annotation.", 16) && strncmp(name, "llvm.ptr.annotation.", 20))
        return false;
    if (i->nargs == 0 || instr_op(i, 0)->type != i->v.type)
        return false;
    *out = dag_parts(c, instr_op(i, 0));
    return true;
}

static int cmp_name(const void *key, const void *elem)
{
    return strcmp((const char *)key, *(const char *const *)elem);
}

/* Patterns cover one-register values.  A packed vector -- <2 x half>,
 * <2 x bfloat>, <4 x i8>, <2 x i32>: 16, 32 or 64 bits in all, which PTX
 * keeps in one .b16/.b32/.b64 register (cvt.rn.f16x2.e4m3x2's result,
 * cvt.rz.ue8m0x2.bf16x2's source) -- is one register too, its parts packed
 * into an integer (and the result unpacked again).  The `packed` vector
 * type of a value, or 0 when its parts are used as they are. */
static unsigned packed_bits(IselCtx *c, const Type *t)
{
    const TypeParts *tp = type_parts(c, t, NULL);
    if (t->kind != TY_VEC || !tp || tp->n < 2)
        return 0;
    uint64_t bits = tp->size * 8;
    return bits == 16 || bits == 32 || bits == 64 ? (unsigned)bits : 0;
}

/* The parts of one integer of `bits` bits (what a packed vector becomes). */
static const TypeParts *packed_parts(unsigned bits, TypeParts *tp, Vt *vt, uint64_t *off,
                                     uint8_t *b)
{
    *vt = bits == 16 ? VT_I16 : bits == 32 ? VT_I32 : VT_I64;
    *off = 0, *b = (uint8_t)bits;
    *tp = (TypeParts){.n = 1, .vt = vt, .off = off, .bits = b, .size = bits / 8,
                      .align = bits / 8};
    return tp;
}

/* The kids an intrinsic operand gives a pattern: one register (a scalar or
 * a packed vector), or each of its parts in order (an i128's two halves,
 * which clusterlaunchcontrol.query_cancel's .b128 operand is built from). */
static DagVal pattern_operand(IselCtx *c, const Value *v)
{
    unsigned bits = packed_bits(c, v->type);
    DagVal parts = dag_parts(c, v);
    if (!bits)
        return parts;
    TypeParts one;
    Vt vt;
    uint64_t off;
    uint8_t b;
    return dag_bitcast_parts(c, parts, type_parts(c, v->type, NULL),
                             packed_parts(bits, &one, &vt, &off, &b));
}

/* The result of a pattern: one register, or a packed vector (0 parts:
 * no pattern can give it). */
static bool pattern_result(IselCtx *c, const Type *t)
{
    const TypeParts *tp;
    return t->kind == TY_VOID || packed_bits(c, t) ||
           ((tp = type_parts(c, t, NULL)) && tp->n == 1);
}

/* The pattern file's intrinsics: one INTRIN node over the operands' kids. */
static bool family_patterns(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    const char *const *hit = bsearch(name, isel_intrinsic_names, isel_nintrinsics,
                                      sizeof *isel_intrinsic_names, cmp_name);
    if (!hit || !pattern_result(c, i->v.type))
        return false;
    unsigned rbits = i->v.type->kind == TY_VOID ? 0 : packed_bits(c, i->v.type);
    TypeParts one;
    Vt pvt;
    uint64_t off;
    uint8_t b;
    Vt vt = i->v.type->kind == TY_VOID ? VT_NONE
            : rbits ? packed_parts(rbits, &one, &pvt, &off, &b)->vt[0] : dag_vt(c, i->v.type);
    DagVal *args = arena_array(c->dag_arena, i->nargs + 1, sizeof *args);
    uint32_t nkids = 0;
    for (uint32_t k = 0; k < i->nargs; k++) { /* operands first: kids precede parents */
        args[k] = pattern_operand(c, instr_op(i, k));
        nkids += args[k].n;
    }
    if (nkids > ISEL_MAX_PAT_KIDS) { /* no pattern has that many operands */
        *out = dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (%u operand "
                                                         "registers)", name, nkids));
        return true;
    }
    DagNode *n = dag_node(c, DOP_INTRIN, vt, nkids);
    for (uint32_t k = 0, at = 0; k < i->nargs; k++)
        for (uint32_t p = 0; p < args[k].n; p++)
            dag_set_kid(n, at++, args[k].p[p]);
    n->intr = (uint16_t)(hit - isel_intrinsic_names + 1);
    if (vt == VT_NONE || !intrinsic_is_pure(c, i)) {
        n->chained = true;
        dag_chained(c, n);
    }
    if (vt == VT_NONE)
        *out = (DagVal){NULL, 0};
    else if (rbits)
        *out = dag_bitcast_parts(c, dag_one(c, n), &one, type_parts(c, i->v.type, NULL));
    else
        *out = dag_one(c, n);
    return true;
}

/* The llvm.* math intrinsics that are one DAG operation on their first
 * `nargs` operands.  The type comes from the name's overload; nvptx.md
 * says which types have a pattern, so an uncovered one is a located
 * error.  (The integer ones -- llvm.abs, smin, ctpop, ... -- are the
 * integer family's: isel/lower/intrin_int.c.) */
static const struct {
    const char *prefix;
    DagOp op;
    uint32_t nargs;
} math_intrinsics[] = {
    {"llvm.fabs.", DOP_FABS, 1},     {"llvm.sqrt.", DOP_FSQRT, 1},
    {"llvm.fma.", DOP_FMA, 3},       {"llvm.fmuladd.", DOP_FMA, 3},
    {"llvm.minnum.", DOP_FMIN, 2},   {"llvm.maxnum.", DOP_FMAX, 2},
    /* IEEE 754-2019 minimumNumber/maximumNumber: a NaN yields the other
     * operand and -0 is below +0, which is what PTX's min/max do */
    {"llvm.minimumnum.", DOP_FMIN, 2}, {"llvm.maximumnum.", DOP_FMAX, 2},
    {"llvm.rint.", DOP_FRINT, 1},    {"llvm.nearbyint.", DOP_FRINT, 1},
    {"llvm.floor.", DOP_FFLOOR, 1},  {"llvm.ceil.", DOP_FCEIL, 1},
    {"llvm.trunc.", DOP_FTRUNC, 1},
};

/* One element of a math intrinsic. */
static DagNode *math_node(IselCtx *c, DagOp op, Vt vt, DagNode **ops, uint32_t n)
{
    if (n == 2 && dag_is_const(ops[0]) && !dag_is_const(ops[1])) {
        DagNode *t = ops[0]; /* all binary ones commute: immediates right */
        ops[0] = ops[1], ops[1] = t;
    }
    DagNode *m = dag_node(c, op, vt, n);
    for (uint32_t a = 0; a < n; a++)
        dag_set_kid(m, a, ops[a]);
    return m;
}

static bool family_math(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    for (size_t k = 0; k < sizeof math_intrinsics / sizeof *math_intrinsics; k++) {
        uint32_t n = math_intrinsics[k].nargs;
        if (strncmp(name, math_intrinsics[k].prefix, strlen(math_intrinsics[k].prefix)) ||
            i->nargs < n)
            continue;
        /* (T, ...) -> T, lane by lane: anything else (a void result, an
         * operand of another type, in a declaration the verifier does not
         * check) is no math this family knows (fuzz-pipeline: a `void
         * @llvm.nearbyint.*` crashed here) */
        const TypeParts *tp = type_parts(c, i->v.type, NULL);
        for (uint32_t a = 0; tp && a < n; a++)
            if (instr_op(i, a)->type != i->v.type)
                tp = NULL;
        if (!tp)
            return false;
        DagVal ops[3]; /* operands first: kids precede parents */
        for (uint32_t a = 0; a < n; a++)
            ops[a] = dag_parts(c, instr_op(i, a));
        *out = dag_val_new(c, tp->n);
        for (uint32_t e = 0; e < tp->n; e++) { /* vectors: element-wise */
            DagNode *lane[3];
            for (uint32_t a = 0; a < n; a++)
                lane[a] = ops[a].p[e];
            out->p[e] = math_node(c, math_intrinsics[k].op, tp->vt[e], lane, n);
        }
        return true;
    }
    return false;
}

/* llvm.nvvm.ptr.gen.to.SPACE.* and llvm.nvvm.ptr.SPACE.to.gen.* (typed
 * libNVVM IR): the addrspacecasts of old, i.e. cvta. */
static bool family_ptr_casts(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    static const struct { const char *space; unsigned as; } spaces[] = {
        {"global", 1}, {"shared", 3}, {"constant", 4}, {"local", 5},
    };
    char to_gen[48], from_gen[48];
    for (size_t k = 0; k < sizeof spaces / sizeof *spaces; k++) {
        snprintf(to_gen, sizeof to_gen, "llvm.nvvm.ptr.%s.to.gen.", spaces[k].space);
        snprintf(from_gen, sizeof from_gen, "llvm.nvvm.ptr.gen.to.%s.", spaces[k].space);
        bool up = !strncmp(name, to_gen, strlen(to_gen));
        if (up || !strncmp(name, from_gen, strlen(from_gen))) {
            *out = dag_one(c, dag_addrspace_cast(c, dag_value(c, instr_op(i, 0)),
                                                 up ? spaces[k].as : 0, up ? 0 : spaces[k].as));
            return true;
        }
    }
    return false;
}

/* llvm.ptrmask.*(p, mask): the pointer's bits and the mask, which has the
 * pointer's index width (LangRef), so one `and` of the pointer's size.
 * Vectors of pointers are not taken. */
static bool family_ptrmask(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (strncmp(name, "llvm.ptrmask.", 13))
        return false;
    if (i->nargs != 2 || instr_op(i, 0)->type->kind != TY_PTR) {
        *out = dag_unsupported_val(c, i->v.type, "'llvm.ptrmask' on a vector of pointers");
        return true;
    }
    DagNode *p = dag_value(c, instr_op(i, 0)), *m = dag_value(c, instr_op(i, 1));
    if (m->vt != p->vt) {
        *out = dag_unsupported_val(c, i->v.type, "'llvm.ptrmask' with a mask narrower "
                                   "or wider than the pointer");
        return true;
    }
    *out = dag_one(c, dag_node2(c, DOP_AND, p->vt, p, m));
    return true;
}

/* llvm.nvvm.discard.[global.]L2 and llvm.nvvm.applypriority.[global.]L2.
 * evict.normal take a size, but PTX's discard.L2 and applypriority.L2 act
 * on one 128-byte L2 line and have no other size: another (or one known
 * only at run time) is refused here with a message that says so; 128
 * goes on to the patterns.  Only these four names: their families hold
 * others (applypriority.async.bulk.tensor.*, for sm_107f) that have no
 * size argument, and whose refusal must not talk of one. */
static bool family_l2_line(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    static const char *const names[] = {
        "llvm.nvvm.discard.L2", "llvm.nvvm.discard.global.L2",
        "llvm.nvvm.applypriority.L2.evict.normal",
        "llvm.nvvm.applypriority.global.L2.evict.normal",
    };
    bool ours = false;
    for (size_t k = 0; k < sizeof names / sizeof *names && !ours; k++)
        ours = !strcmp(name, names[k]);
    if (!ours)
        return false;
    const Value *size = i->nargs == 2 ? instr_op(i, 1) : NULL;
    if (size && size->kind == VK_CINT && const_int_sext((const Const *)size) == 128)
        return false;
    *out = dag_unsupported_val(c, i->v.type, fn_strf(c, "'@%s' with a size other than a "
                                                     "constant 128 (PTX acts on one 128-byte "
                                                     "L2 line)", name));
    return true;
}

/* In the order they are asked. */
static const IntrinsicFamily families[] = {
    family_ignored,
    family_annotation,
    family_opt_hints,
    family_warp, /* first: it checks the signatures of its patterns */
    family_l2_line,  /* before the patterns: their only size */
    family_patterns,
    family_int,      /* isel/lower/intrin_int.c */
    family_half,
    family_math,
    family_fpmath,
    family_ptr_casts,
    family_ptrmask,
    family_fpmath_half, /* after family_half: llvm.sin.f16 and kin (fpmath.c) */
    family_mem,
    family_masked,   /* llvm.masked.* (masked.c) */
    family_vector,   /* llvm.vector.reverse/splice/extract/insert... (vecintr.c) */
    family_mma,      /* wmma, mma.sync, ldmatrix, stmatrix (mma.c) */
    family_async,    /* elect.sync (async.c) */
    family_texsurf,  /* tex, tld4, suld, sust (texsurf.c) */
    family_tcgen05,  /* tcgen05.ld/st/mma (tcgen05.c) */
    family_tma,      /* cp.async.bulk.tensor g2s and Blackwell modes (tma.c) */
};

static DagVal dag_intrinsic(IselCtx *c, const Instr *i, const char *name)
{
    DagVal out;
    for (size_t k = 0; k < sizeof families / sizeof *families; k++)
        if (families[k](c, i, name, &out))
            return out;
    return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s'", name));
}

/* ---------------- calls of functions ---------------- */

/* The parts an argument passes: its value, or for a byval pointer the
 * parts of the memory it points to (the call copies them, by value). */
static DagVal argument_parts(IselCtx *c, const Instr *i, uint32_t k)
{
    const AttrList *al = i->call->arg_attrs ? &i->call->arg_attrs[k] : NULL;
    uint32_t align;
    const Value *a = instr_op(i, k);
    const Type *t = param_value_type(c, al, a->type, &align);
    if (t == a->type) /* an odd-width signext/zeroext: extended (narrow.c) */
        return narrow_abi_extend(c, dag_parts(c, a), t, al);
    /* The call's own byval type: legal_signature checked the callee's. */
    if (!legal_type(c, t, i->v.loc, "byval argument"))
        return dag_val_new(c, 0);
    const TypeParts *tp = type_parts(c, t, NULL);
    DagNode *base = dag_value(c, a);
    DagVal r = dag_val_new(c, tp->n);
    /* The memory is as aligned as `align` says, else as the type; a
     * packed struct's fields may sit below their size: in pieces. */
    uint64_t mem_align = align ? align : type_align(t, c->ptr_bits);
    for (uint32_t p = 0; p < tp->n; p++) {
        if (piece_load_needed(tp->vt[p], tp->bits[p], mem_align_at(mem_align, tp->off[p]))) {
            PieceAccess pa = {.base = base, .off = tp->off[p], .align = mem_align,
                              .bits = tp->bits[p], .vt = tp->vt[p], .as = a->type->addrspace};
            r.p[p] = piece_load(c, &pa);
            continue;
        }
        DagNode *ld = dag_node1(c, DOP_LOAD, tp->vt[p] == VT_I1 ? VT_I8 : tp->vt[p],
                                dag_addr_offset(c, base, (int64_t)tp->off[p]));
        ld->as = a->type->addrspace;
        r.p[p] = dag_chained(c, ld);
    }
    return r;
}

/* A call: one chained CALL node over the parts of the arguments, then,
 * for an indirect call, the callee address (its last kid; node.sym is
 * NULL).  Results land in node.res. */
static DagVal build_call(IselCtx *c, const Instr *i, const Global *f)
{
    DagVal *args = arena_array(c->dag_arena, i->nargs + 1, sizeof *args);
    uint32_t nparts = 0;
    for (uint32_t k = 0; k < i->nargs; k++) { /* before the call: kids come first */
        args[k] = argument_parts(c, i, k);
        nparts += args[k].n;
    }
    DagNode *target = f ? NULL : dag_value(c, call_callee(i));
    DagNode *n = dag_node(c, DOP_CALL, VT_NONE, nparts + !f);
    uint32_t at = 0;
    for (uint32_t k = 0; k < i->nargs; k++)
        for (uint32_t p = 0; p < args[k].n; p++)
            dag_set_kid(n, at++, args[k].p[p]);
    if (target)
        dag_set_kid(n, at, target);
    n->sym = f ? ptx_symbol(c->fn_arena, c->m, f) : NULL;
    dag_chained(c, n);
    if (i->v.type->kind == TY_VOID)
        return (DagVal){NULL, 0};
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    n->res = dag_result_regs(c, i, tp);
    n->nres = tp->n;
    return dag_result_parts(c, n, tp);
}

/* The call's own function type, the ABI an indirect call follows: every
 * parameter (byval: the pointee) and the result must have parts. */
static bool legal_call_type(IselCtx *c, const Instr *i)
{
    const Type *ft = i->aux_type;
    if (ft && ft->vararg && i->call->forward_varargs) { /* ir/varargs.c left it alone */
        diag_error(c->diag, i->v.loc, "unsupported: a musttail call that forwards '...' "
                   "and passes variadic arguments of its own, or from a kernel");
        return false;
    }
    if (!ft || ft->vararg) {
        diag_error(c->diag, i->v.loc, "unsupported: indirect call of a variadic function");
        return false;
    }
    bool ok = ft->elem->kind == TY_VOID || legal_type(c, ft->elem, i->v.loc, "return value");
    for (uint32_t k = 0; k < i->nargs && ok; k++) {
        uint32_t align;
        const AttrList *al = i->call->arg_attrs ? &i->call->arg_attrs[k] : NULL;
        ok = legal_type(c, param_value_type(c, al, instr_op(i, k)->type, &align), i->v.loc,
                        "argument");
    }
    return ok;
}

/* Does the call pass each argument as f's declaration takes it -- the
 * same .param declaration, byval or not?  LLVM takes the call site's
 * attributes (a `byval` on the argument only) and would call f directly,
 * through a declaration that disagrees: ptxas rejects that ("Type of
 * argument does not match formal parameter").  Where they disagree the
 * call goes through the call site's own prototype, as a call with
 * another function type does. */
static bool same_abi(IselCtx *c, const Instr *i, const Global *f)
{
    for (uint32_t k = 0; k < i->nargs && k < f->fnty->nmem; k++) {
        uint32_t a_site, a_decl;
        const AttrList *site = i->call->arg_attrs ? &i->call->arg_attrs[k] : NULL;
        const AttrList *decl = f->param_attrs ? &f->param_attrs[k] : NULL;
        const Type *t_site = param_value_type(c, site, instr_op(i, k)->type, &a_site);
        const Type *t_decl = param_value_type(c, decl, f->fnty->mem[k], &a_decl);
        if (t_site == t_decl && a_site == a_decl)
            continue;
        if (strcmp(param_decl(c, t_site, a_site, false, "_"),
                   param_decl(c, t_decl, a_decl, false, "_")))
            return false;
    }
    return true;
}

DagVal dag_call(IselCtx *c, const Instr *i)
{
    const Value *callee = call_callee(i);
    const Type *rt = i->v.type;
    if (callee->kind == VK_ASM)
        return dag_inline_asm(c, i);
    const Global *f = callee_function(callee);
    if (f && f->v.name && !strncmp(f->v.name, "llvm.", 5))
        return dag_intrinsic(c, i, f->v.name);
    if (f && module_is_kernel(c->m, f))
        return dag_unsupported_val(c, rt, fn_strf(c, "a call of kernel '@%s' (kernels are "
                                                  "launched, not called)", f->v.name));
    if (f && i->aux_type == f->fnty && same_abi(c, i, f)) { /* direct, maybe through an alias */
        if (!legal_signature(c, f, i->v.loc))
            return dag_unsupported_val(c, rt, NULL);
        return build_call(c, i, f);
    }
    /* Through a pointer, or a function called with another type or other
     * byval arguments: the call site's own prototype (call.c writes
     * .callprototype). */
    if (!legal_call_type(c, i))
        return dag_unsupported_val(c, rt, NULL);
    return build_call(c, i, NULL);
}
