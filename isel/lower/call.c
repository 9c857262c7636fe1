/*
 * isel/lower/call.c -- the PTX call ABI: how parameters and return values travel.
 *
 * PTX passes every argument through a `.param` variable.  We follow the
 * conventions of LLVM's NVPTX back end, so that tnvcc's functions can call,
 * and be called by, code compiled by llc, libNVVM or nvcc:
 *
 *   - integers up to 32 bits, i64, pointers, float and double are scalar
 *     params.  A device function's i1/i8/i16 travel widened to .b32 (the
 *     caller extends them: sign-extended for `signext`, else zero-
 *     extended); a kernel's keep their size (.u8, .u16), because the CUDA
 *     driver copies exactly the parameter's size from the host;
 *   - everything else -- half, bfloat, vectors, structs, arrays, i128 --
 *     is a byte array `.param .align A .b8 name[SIZE]`, with each part
 *     (isel/legal/parts.c) stored at its offset;
 *   - a `byval(T)` pointer argument passes the T it points to, by value,
 *     the same way.
 *
 * A call is one bracketed sequence (the braces scope the .param names):
 *
 *     { // callseq 0
 *     .param .b32 param0;
 *     st.param.b32 [param0], %r1;
 *     .param .align 4 .b8 retval0[12];
 *     call.uni (retval0), f, (param0);
 *     ld.param.f32 %f2, [retval0+0];
 *     } // callseq 0
 *
 * A call through a function pointer (or of a function under another
 * type) has no callee symbol: the address is a register, and the type
 * called through is spelled out in a .callprototype, as PTX requires:
 *
 *     prototype_1 : .callprototype (.param .b32 _) _ (.param .b32 _);
 *     call (retval0), %rd4, (param0), prototype_1;
 *
 * A call through an alias calls the aliasee (callee_function).
 *
 * Invariants: the same function (param_decl) writes a parameter's
 * declaration for the callee's signature, the caller's sequence and a
 * prototype, so the three always agree; a call node's kids are the parts
 * of its arguments in order (then the address, for an indirect call), and
 * its results land in node.res (dag.c reads them back through REG leaves).
 */
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

/* Does a value of type t travel as a scalar .param (else a byte array)? */
static bool param_is_scalar(const Type *t)
{
    if (t->kind == TY_INT)
        return t->bits <= 64;
    return t->kind == TY_FLOAT || t->kind == TY_DOUBLE || t->kind == TY_PTR;
}

static const char *scalar_param_type(IselCtx *c, const Type *t, bool kernel)
{
    if (t->kind == TY_FLOAT)
        return "f32";
    if (t->kind == TY_DOUBLE)
        return "f64";
    unsigned bits = t->kind == TY_PTR ? ptr_type_bits(c, t) : t->bits;
    if (bits > 32)
        return kernel ? "u64" : "b64";
    if (!kernel)
        return "b32";
    return bits <= 8 ? "u8" : bits <= 16 ? "u16" : "u32";
}

/* The alignment of the byte array a value of type t travels in: the
 * type's own, raised by a byval's `align`, and at most 128, the largest
 * alignment the .param space has (ptxas refuses `.align 256` there; llc
 * caps it the same way, as for a <64 x i32>). */
#define PARAM_MAX_ALIGN 128u
static uint32_t array_align(const IselCtx *c, const Type *t, uint32_t align)
{
    uint32_t a = type_align(t, c->ptr_bits);
    a = align > a ? align : a;
    return a > PARAM_MAX_ALIGN ? PARAM_MAX_ALIGN : a;
}

const char *param_decl(IselCtx *c, const Type *t, uint32_t align, bool kernel, const char *name)
{
    if (param_is_scalar(t))
        return fn_strf(c, ".param .%s %s", scalar_param_type(c, t, kernel), name);
    return fn_strf(c, ".param .align %u .b8 %s[%llu]", array_align(c, t, align), name,
                   (unsigned long long)type_size(t, c->ptr_bits));
}

/* The type a parameter passes by value: the pointee of a byval pointer. */
const Type *param_value_type(const IselCtx *c, const AttrList *al, const Type *t,
                             uint32_t *align)
{
    const Attr *bv = al ? attr_find(c->m, al, ATTR_BYVAL) : NULL;
    const Attr *al_attr = al ? attr_find(c->m, al, ATTR_ALIGN) : NULL;
    *align = bv && al_attr ? (uint32_t)al_attr->ival : 0;
    if (bv && bv->type)
        return bv->type;
    if (bv && t->kind == TY_PTR && t->elem) /* typed pointers: byval of T* */
        return t->elem;
    return t;
}

/* ---------------- storing and loading parts ---------------- */

/* The .param access type of one part inside a byte array. */
static const char *array_part_type(Vt vt)
{
    switch (vt) {
    case VT_I1: case VT_I8: return "b8";
    case VT_F32: return "f32";
    case VT_F64: return "f64";
    default: return vt_suffix(vt, 'b');
    }
}

/* A scalar param's value widened to the .b32 a device call passes.  A
 * constant is extended here, as llc does: `st.param.b32 [param0], -300`
 * for an i16 signext -300, where a register would cost a mov.b16 and a
 * cvt.s32.s16. */
static MOp widen32(IselCtx *c, MOp val, Vt vt, bool sign)
{
    if (val.kind == MO_IMM && !val.s) {
        unsigned bits = vt == VT_I1 ? 1 : vt_bits(vt);
        uint64_t mask = (1ull << bits) - 1, v = (uint64_t)val.val & mask;
        if (sign && vt != VT_I1 && (v >> (bits - 1)))
            v |= ~mask;
        return mo_imm((int64_t)(int32_t)(uint32_t)v);
    }
    MOp r = mo_reg(mf_new_vreg(c, RC_R));
    if (vt == VT_I1)
        MI(c, SELP, ".b32", r, mo_imm(1), mo_imm(0), val);
    else
        MI(c, CVT, fn_strf(c, "%s%s", sign ? ".s32" : ".u32", vt_dot(vt, sign ? 's' : 'u')), r,
           val);
    return r;
}

/* ---- parts not aligned to their size inside the array ----
 * A packed struct's i32 at +1 of `.param .align 1 .b8 p[7]`: .param
 * accesses must be naturally aligned like any other (PTX ISA, ld/st), so
 * such a part travels in the widest pieces its alignment allows (the
 * pieces of isel/legal/unaligned.c), little-endian, through an integer register
 * of its width (a float is moved there with mov.b32), as LLVM does. */

/* Is a part of type vt at byte `off` of an array aligned to `align` under-
 * aligned (align 0: a scalar param, never)? */
static bool part_split(Vt vt, uint64_t off, uint32_t align)
{
    return align && vt != VT_I1 && vt_bits(vt) / 8 > mem_align_at(align, off);
}

static Vt int_of_width(unsigned bits)
{
    return bits == 16 ? VT_I16 : bits == 32 ? VT_I32 : VT_I64;
}

/* ".b16", ".u32", ...: a type of `bits` bits, kind 'b' or 'u'. */
static const char *bits_type(IselCtx *c, char kind, unsigned bits)
{
    return fn_strf(c, ".%c%u", kind, bits);
}

/* [sym+off] */
static MOp param_addr(IselCtx *c, const char *sym, uint64_t off)
{
    return mo_addr_off(c, mo_sym(sym), (int64_t)off);
}

static void store_pieces(IselCtx *c, const char *sym, uint64_t off, uint32_t align, Vt vt,
                         MOp val)
{
    unsigned bits = vt_bits(vt), bytes = bits / 8, s;
    RegClass ic = vt_class(int_of_width(bits));
    MOp x = val;
    if (vt_is_float(vt)) {
        x = mo_reg(mf_new_vreg(c, ic));
        MI(c, MOV, bits_type(c, 'b', bits), x, val);
    }
    for (unsigned o = 0; o < bytes; o += s) {
        s = mem_piece_bytes(bytes - o, mem_align_at(align, off + o));
        MOp p = x;
        if (o) {
            p = mo_reg(mf_new_vreg(c, ic));
            MI(c, SHR, bits_type(c, 'u', bits), p, x, mo_imm(8 * o));
        }
        MI(c, ST, fn_strf(c, ".param.b%u", 8 * s), param_addr(c, sym, off + o), p);
    }
}

static void load_pieces(IselCtx *c, const char *sym, uint64_t off, uint32_t align, Vt vt,
                        VReg r)
{
    unsigned bits = vt_bits(vt), bytes = bits / 8, s;
    RegClass ic = vt_class(int_of_width(bits));
    MOp acc = mo_imm(0);
    for (unsigned o = 0; o < bytes; o += s) {
        s = mem_piece_bytes(bytes - o, mem_align_at(align, off + o));
        MOp p = mo_reg(mf_new_vreg(c, ic)); /* .u loads zero-extend */
        MI(c, LD, fn_strf(c, ".param.u%u", 8 * s), p, param_addr(c, sym, off + o));
        if (o) {
            MOp sh = mo_reg(mf_new_vreg(c, ic));
            MOp sum = mo_reg(mf_new_vreg(c, ic));
            MI(c, SHL, bits_type(c, 'b', bits), sh, p, mo_imm(8 * o));
            MI(c, OR, bits_type(c, 'b', bits), sum, acc, sh);
            p = sum;
        }
        acc = p;
    }
    MI(c, MOV, bits_type(c, 'b', bits), mo_reg(r), acc);
}

/* Store one part of an argument or return value into param `sym` (a byte
 * array aligned to `align`, or a scalar param: align 0). */
static void store_part(IselCtx *c, const char *sym, uint32_t align, uint64_t off, Vt vt,
                       MOp val, bool sign)
{
    bool scalar = align == 0;
    bool imm_byte = false; /* an i1 constant, already 0 or 1 */
    if (val.kind == MO_IMM && !val.s && vt_bits(vt) < 32 && !scalar) {
        /* a small constant in an array: st.param.b8/.b16 takes it as it
         * is, its bits as an unsigned number of the part's width */
        unsigned bits = vt == VT_I1 ? 1 : vt_bits(vt);
        val = mo_imm((int64_t)((uint64_t)val.val & ((1ull << bits) - 1)));
        imm_byte = vt == VT_I1;
    }
    if (part_split(vt, off, align)) {
        store_pieces(c, sym, off, align, vt, val);
        return;
    }
    if (scalar && vt_bits(vt) < 32 && vt_class(vt) != RC_F) {
        MOp w = widen32(c, val, vt, sign);
        MI(c, ST, ".param.b32", mo_addr(c, mo_sym(sym)), w);
        return;
    }
    if (!scalar && vt == VT_I1 && !imm_byte) {
        MOp b = mo_reg(mf_new_vreg(c, RC_RS));
        MI(c, SELP, ".b16", b, mo_imm(1), mo_imm(0), val);
        val = b;
    }
    const char *ty = scalar ? (vt_is_float(vt) ? vt_suffix(vt, 'u') : vt_suffix(vt, 'b'))
                            : array_part_type(vt);
    MI(c, ST, fn_strf(c, ".param.%s", ty),
       scalar ? mo_addr(c, mo_sym(sym)) : param_addr(c, sym, off), val);
}

/* Load one part from param `sym` (aligned to `align`; 0: a scalar param)
 * into register r (an i1 through a byte). */
static void load_part(IselCtx *c, const char *sym, uint32_t align, uint64_t off, Vt vt, VReg r)
{
    if (part_split(vt, off, align)) {
        load_pieces(c, sym, off, align, vt, r);
        return;
    }
    MOp dst = mo_reg(r), addr = off ? param_addr(c, sym, off) : mo_addr(c, mo_sym(sym));
    if (vt != VT_I1) {
        MI(c, LD, fn_strf(c, ".param%s", vt_dot(vt, 'm')), dst, addr);
        return;
    }
    MOp b = mo_reg(mf_new_vreg(c, RC_RS));
    MI(c, LD, ".param.u8", b, addr);
    MI(c, AND, ".b16", b, b, mo_imm(1));
    MI(c, SETP, ".ne.b16", dst, b, mo_imm(0));
}

/* How a part's value is wanted: a register or an immediate, but always a
 * register when it goes in pieces (they shift it). */
static unsigned part_nt(Vt vt, uint64_t off, uint32_t align)
{
    return part_split(vt, off, align) ? NT_reg : NT_ri;
}

/* A part's operand: an immediate where store_part takes one -- an i1
 * constant too, which the selector would put in a predicate register
 * only for widen32 to turn it back into 0 or 1. */
static MOp part_operand(IselCtx *c, DagNode *k, Vt vt, uint64_t off, uint32_t align)
{
    if (k->op == DOP_CONST && vt == VT_I1)
        return mo_imm(k->ival & 1);
    return isel_op(c, k, part_nt(vt, off, align));
}

static bool attr_signext(const IselCtx *c, const AttrList *al)
{
    return al && attr_find(c->m, al, ATTR_SIGNEXT);
}

/* ---------------- the caller ---------------- */

/* Declare and fill param<k> for argument k of the call, whose parts are
 * the node's kids [*kid, *kid + n). */
static void pass_argument(IselCtx *c, DagNode *n, uint32_t k, uint32_t *kid)
{
    const Instr *i = n->ir;
    const AttrList *al = i->call->arg_attrs ? &i->call->arg_attrs[k] : NULL;
    uint32_t align;
    const Type *t = param_value_type(c, al, instr_op(i, k)->type, &align);
    const TypeParts *tp = type_parts(c, t, NULL);
    const char *sym = fn_strf(c, "param%u", k);
    uint32_t aa = param_is_scalar(t) ? 0 : array_align(c, t, align);
    mi_text(c, fn_strf(c, "%s;", param_decl(c, t, align, false, sym))); /* a directive */
    /* `signext` on the call or on the callee's declaration (a direct
     * call of a function whose parameter says it, as LLVM reads it) */
    const Global *f = call_callee_fn(i);
    bool sign = attr_signext(c, al) ||
                (f && f->param_attrs && k < f->fnty->nmem && attr_signext(c, &f->param_attrs[k]));
    for (uint32_t p = 0; p < tp->n; p++, (*kid)++)
        store_part(c, sym, aa, tp->off[p], tp->vt[p], part_operand(c, n->kids[*kid], tp->vt[p],
                   tp->off[p], aa), sign);
}

static void read_results(IselCtx *c, const DagNode *n, const Type *rt)
{
    const TypeParts *tp = type_parts(c, rt, NULL);
    uint32_t aa = param_is_scalar(rt) ? 0 : array_align(c, rt, 0);
    for (uint32_t p = 0; p < tp->n; p++)
        load_part(c, "retval0", aa, aa ? tp->off[p] : 0, tp->vt[p], n->res[p]);
}

/* (param0, param1, ...): the argument list of a call. */
static MOp arg_list(IselCtx *c, uint32_t nargs)
{
    MOp *m = arena_array(c->fn_arena, nargs + 1, sizeof *m);
    for (uint32_t k = 0; k < nargs; k++)
        m[k] = mo_sym(fn_strf(c, "param%u", k));
    return mo_group(c, '(', m, nargs);
}

/* An indirect call names the type it calls through, in a .callprototype
 * whose parameters are declared as the callee declares them (param_decl,
 * with `_` for names):
 *     prototype_0 : .callprototype (.param .b32 _) _ (.param .b64 _);   */
static const char *prototype(IselCtx *c, const Instr *i, uint32_t seq)
{
    const Type *rt = i->v.type;
    Vec buf = {0};
    const char *head = fn_strf(c, "prototype_%u : .callprototype (%s) _ (", seq,
                               rt->kind == TY_VOID ? "" : param_decl(c, rt, 0, false, "_"));
    for (const char *p = head; *p; p++)
        VEC_PUSH(&buf, char, *p);
    for (uint32_t k = 0; k < i->nargs; k++) {
        uint32_t align;
        const AttrList *al = i->call->arg_attrs ? &i->call->arg_attrs[k] : NULL;
        const Type *t = param_value_type(c, al, instr_op(i, k)->type, &align);
        const char *d = fn_strf(c, "%s%s", k ? ", " : "", param_decl(c, t, align, false, "_"));
        for (const char *p = d; *p; p++)
            VEC_PUSH(&buf, char, *p);
    }
    VEC_PUSH(&buf, char, ')');
    VEC_PUSH(&buf, char, ';');
    VEC_PUSH(&buf, char, 0);
    const char *s = arena_strdup(c->fn_arena, buf.data);
    vec_free(&buf);
    return s;
}

static void select_call_seq(IselCtx *c, DagNode *n)
{
    const Instr *i = n->ir;
    const Type *rt = i->v.type;
    uint32_t seq = c->mf->ncalls++, kid = 0;
    mi_text(c, fn_strf(c, "{ // callseq %u", seq)); /* the sequence's own scope */
    for (uint32_t k = 0; k < i->nargs; k++)
        pass_argument(c, n, k, &kid);
    if (rt->kind != TY_VOID)
        mi_text(c, fn_strf(c, "%s;", param_decl(c, rt, 0, false, "retval0")));
    MOp ops[4];
    uint32_t nops = 0;
    if (rt->kind != TY_VOID) {
        MOp r = mo_sym("retval0");
        ops[nops++] = mo_group(c, '(', &r, 1);
    }
    if (n->sym) {
        ops[nops++] = mo_sym(n->sym);
        ops[nops++] = arg_list(c, i->nargs);
        mi_emit(c, PI_CALL, ".uni", nops, ops);
    } else { /* indirect: the address is the last kid */
        ops[nops++] = isel_op(c, n->kids[kid], NT_reg);
        mi_text(c, prototype(c, i, seq));
        ops[nops++] = arg_list(c, i->nargs);
        ops[nops++] = mo_sym(fn_strf(c, "prototype_%u", seq));
        mi_emit(c, PI_CALL, "", nops, ops);
    }
    if (rt->kind != TY_VOID)
        read_results(c, n, rt);
    mi_text(c, fn_strf(c, "} // callseq %u", seq));
}

/* Aliases and pointer casts of a function name the function itself. */
const Global *callee_function(const Value *callee)
{
    for (int depth = 0; callee && depth < 64; depth++) { /* alias chains end */
        if (callee->kind == VK_GLOBAL) {
            const Global *g = (const Global *)callee;
            if (g->gk == GK_FUNC)
                return g;
            if (g->gk != GK_ALIAS)
                return NULL;
            callee = g->init;
            continue;
        }
        const Const *k = (const Const *)callee;
        if (callee->kind != VK_CEXPR || k->nops != 1 ||
            (k->opcode != OP_BITCAST && k->opcode != OP_ADDRSPACECAST))
            return NULL;
        callee = k->ops[0].val;
    }
    return NULL;
}

/* ---------------- the callee ---------------- */

static void select_return(IselCtx *c, DagNode *n)
{
    const Type *rt = c->fn->fnty->elem;
    const TypeParts *tp = type_parts(c, rt, NULL);
    uint32_t aa = param_is_scalar(rt) ? 0 : array_align(c, rt, 0);
    for (uint32_t p = 0; p < tp->n; p++)
        store_part(c, "func_retval0", aa, tp->off[p], tp->vt[p],
                   part_operand(c, n->kids[p], tp->vt[p], tp->off[p], aa),
                   attr_signext(c, &c->fn->ret_attrs));
    MI0(c, RET, "");
}

bool select_call(IselCtx *c, DagNode *n)
{
    if (n->op == DOP_CALL)
        select_call_seq(c, n);
    else if (n->op == DOP_RETVAL)
        select_return(c, n);
    else
        return false;
    return true;
}

/* A scalar i8 parameter with `signext` is loaded with ld.param.s8, any
 * other i8 part with .u8: either reads the byte alone (the caller's
 * extension is never relied on) and fills the register's upper byte, so
 * the extension its users ask for is the register itself (arg_byte_ext). */
static bool arg_loads_signed(const IselCtx *c, const Global *fn, uint32_t a, const Type *t)
{
    return param_is_scalar(t) && fn->param_attrs && attr_signext(c, &fn->param_attrs[a]);
}

/* Load the used parameters into their registers at the function's start. */
void load_args(IselCtx *c, const Global *fn)
{
    for (uint32_t a = 0; a < fn->nargs; a++) {
        VReg *r = c->arg_vregs[a];
        if (!r)
            continue;
        const Type *t = fn->args[a]->v.type;
        const TypeParts *tp = type_parts(c, t, NULL);
        const char *sym = param_sym(c, fn, a);
        uint32_t aa = param_is_scalar(t) ? 0 : array_align(c, t, 0);
        for (uint32_t p = 0; p < tp->n; p++) {
            if (tp->vt[p] == VT_I8 && arg_loads_signed(c, fn, a, t)) {
                MI(c, LD, ".param.s8", mo_reg(r[p]), mo_addr(c, mo_sym(sym)));
                continue;
            }
            load_part(c, sym, aa, aa ? tp->off[p] : 0, tp->vt[p], r[p]);
        }
    }
}

int arg_byte_ext(const IselCtx *c, VReg v)
{
    const Global *fn = c->fn;
    if (VREG_CLASS(v) != RC_RS || !c->arg_vregs)
        return 0;
    for (uint32_t a = 0; a < fn->nargs; a++) {
        const VReg *r = c->arg_vregs[a];
        if (!r)
            continue;
        const Type *t = fn->args[a]->v.type;
        const TypeParts *tp = type_parts((IselCtx *)c, t, NULL);
        for (uint32_t p = 0; p < tp->n; p++)
            if (r[p] == v)
                return tp->vt[p] != VT_I8 ? 0 : arg_loads_signed(c, fn, a, t) ? 2 : 1;
    }
    return 0;
}
