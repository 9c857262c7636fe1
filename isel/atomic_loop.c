/*
 * isel/atomic_loop.c -- the atomic read-modify-writes PTX has no
 * instruction for, as compare-and-swap loops; and which ones those are.
 *
 * rmw_plan says, for an operation, a type and a target, whether `atom`
 * does it (RMW_NATIVE), a loop does (RMW_LOOP), or nothing (RMW_NONE:
 * legal_atomic reports it).  A loop, inside one machine block:
 *
 *         ld.relaxed.SCOPE.SPACE.bN  old, [a];   // a first guess
 *     L:  new = OP(old, v)                       // the operation
 *         atom.SEM.SPACE.cas.bN      cur, [a], old, new;
 *         setp.ne.bN  p, cur, old;               // someone was faster:
 *         mov.bN      old, cur;                  // retry from what
 *         @p bra L;                              // they left
 *
 * The loop exits when the swap succeeded, so `old` is the value the
 * operation replaced: the atomicrmw's result.  Only the successful swap
 * matters to the memory model, so it carries the ordering (SEM) and the
 * first guess may be relaxed.  A float is compared as its bits (NaN !=
 * NaN as a float would loop forever; -0 == +0 would stop too early).
 *
 * A value narrower than atom.cas's smallest size (an i8, or an i16 or a
 * half where atom.cas.b16 is missing) is swapped inside its aligned 32-bit word:
 * bfe extracts the field, the operation runs on 32 bits (sign- or zero-
 * extended, as the operation's comparisons need), bfi puts the result
 * back, and a change anywhere in the word makes the swap fail and retry
 * (so the other bytes never lose a concurrent update).  The byte offset
 * comes from the address's low bits (PTX is little-endian).
 *
 * Invariant: nodes arrive here only when rmw_plan said RMW_LOOP (or, for
 * cmpxchg, for an i8 / an i16 without atom.cas.b16); the labels come from
 * mf_local_label, so several loops may share a block.
 */
#include <string.h>

#include "isel/isel.h"

/* ---------------- the plan ---------------- */

static RmwPlan plan_int(const Target *t, RmwOp op, Vt vt)
{
    bool narrow = vt == VT_I8 || vt == VT_I16;
    switch (op) {
    case RMW_XCHG: case RMW_ADD: case RMW_SUB:
        return narrow ? RMW_LOOP : RMW_NATIVE;
    case RMW_AND: case RMW_OR: case RMW_XOR: case RMW_MAX: case RMW_MIN:
    case RMW_UMAX: case RMW_UMIN:
        if (vt == VT_I64)
            return target_has(t, FEAT_ATOM_B64_LOGIC) ? RMW_NATIVE : RMW_LOOP;
        return narrow ? RMW_LOOP : RMW_NATIVE;
    case RMW_UINC_WRAP: case RMW_UDEC_WRAP:
        return vt == VT_I32 ? RMW_NATIVE : RMW_LOOP;
    case RMW_NAND: case RMW_USUB_COND: case RMW_USUB_SAT:
        return RMW_LOOP;
    default:
        return RMW_NONE; /* a float operation on an integer */
    }
}

/* half and bfloat: atom.add.noftz, or a 16-bit loop with their own
 * arithmetic (add.rn.f16; fma.rn.bf16 by 1.0 before sm_90's add.bf16). */
static RmwPlan plan_half(const Target *t, RmwOp op, Vt vt)
{
    bool f16 = vt == VT_F16;
    bool cas16 = target_has(t, FEAT_ATOM_CAS_B16);
    if (op == RMW_XCHG)
        return cas16 ? RMW_LOOP : RMW_NONE;
    if (op != RMW_FADD && op != RMW_FSUB)
        return RMW_NONE; /* min/max on 16-bit floats: not yet */
    if (target_has(t, f16 ? FEAT_ATOM_F16 : FEAT_ATOM_BF16) &&
        target_has(t, f16 ? FEAT_F16 : FEAT_BF16)) /* fsub negates first */
        return RMW_NATIVE;
    if (f16 && !cas16) /* the 32-bit word loop, adding in f32 (half_word_op) */
        return RMW_LOOP;
    return cas16 && target_has(t, f16 ? FEAT_F16 : FEAT_BF16) ? RMW_LOOP : RMW_NONE;
}

RmwPlan rmw_plan(const Target *t, RmwOp op, Vt vt)
{
    switch (vt) {
    case VT_I8: case VT_I16: case VT_I32: case VT_I64:
        return plan_int(t, op, vt);
    case VT_F16: case VT_BF16:
        return plan_half(t, op, vt);
    case VT_F32: case VT_F64:
        if (op == RMW_XCHG)
            return RMW_NATIVE;
        if (op == RMW_FADD || op == RMW_FSUB) /* atom.add.f64: sm_60 */
            return vt == VT_F32 || target_has(t, FEAT_ATOM_ADD_F64) ? RMW_NATIVE : RMW_LOOP;
        return op == RMW_FMAX || op == RMW_FMIN || op == RMW_FMAXIMUM || op == RMW_FMINIMUM
                   ? RMW_LOOP : RMW_NONE;
    default:
        return RMW_NONE;
    }
}

/* ---------------- the operation ---------------- */

static const char *tmp(IselCtx *c, Vt vt) { return vreg_name(c, mf_new_vreg(c, vt_class(vt))); }

/* d = a OP b with the type's suffix kind ('s' signed, 'u', 'b' bits). */
static const char *op2(IselCtx *c, const char *op, char kind, Vt vt, const char *a,
                       const char *b)
{
    const char *d = tmp(c, vt);
    mf_emitf(c, "%s.%s %s, %s, %s;", op, vt_suffix(vt, kind), d, a, b);
    return d;
}

/* d = p ? a : b */
static const char *selp(IselCtx *c, Vt vt, const char *p, const char *a, const char *b)
{
    const char *d = tmp(c, vt);
    mf_emitf(c, "selp.%s %s, %s, %s, %s;", vt_suffix(vt, 'b'), d, a, b, p);
    return d;
}

static const char *setp(IselCtx *c, const char *cmp, Vt vt, const char *a, const char *b)
{
    const char *p = vreg_name(c, mf_new_vreg(c, RC_P));
    mf_emitf(c, "setp.%s.%s %s, %s, %s;", cmp, vt_suffix(vt, 'u'), p, a, b);
    return p;
}

/* Floating-point add and sub, rounded to nearest.  bfloat has no add
 * before sm_90, but fma(v, +-1.0, old) rounds once, exactly as add. */
static const char *float_addsub(IselCtx *c, bool sub, Vt vt, const char *old, const char *v)
{
    if (vt != VT_BF16)
        return op2(c, sub ? "sub.rn" : "add.rn", 's', vt, old, v);
    c->mf->features |= TNV_FEATURE_BIT(FEAT_BF16);
    const char *one = tmp(c, vt), *d = tmp(c, vt);
    mf_emitf(c, "mov.b16 %s, %s;", one, sub ? "0xBF80" : "0x3F80");
    mf_emitf(c, "fma.rn.bf16 %s, %s, %s, %s;", d, v, one, old);
    return d;
}

/* llvm.maximum / llvm.minimum: NaN if either is NaN, and -0 < +0.  max.f
 * ignores a NaN and may return either zero; between equal values (the
 * two zeros included) the and (maximum) or or (minimum) of the bits
 * picks +0 / -0. */
static const char *float_maximum(IselCtx *c, bool max, Vt vt, const char *old, const char *v)
{
    Vt it = vt == VT_F64 ? VT_I64 : VT_I32;
    unsigned bits = vt_bits(vt);
    const char *m = op2(c, max ? "max" : "min", 's', vt, old, v);
    const char *eq = vreg_name(c, mf_new_vreg(c, RC_P)), *nan = vreg_name(c, mf_new_vreg(c, RC_P));
    mf_emitf(c, "setp.eq.%s %s, %s, %s;", vt_suffix(vt, 's'), eq, old, v);
    mf_emitf(c, "setp.nan.%s %s, %s, %s;", vt_suffix(vt, 's'), nan, old, v);
    const char *ob = tmp(c, it), *vb = tmp(c, it), *mb = tmp(c, it), *r = tmp(c, vt);
    mf_emitf(c, "mov.b%u %s, %s;", bits, ob, old);
    mf_emitf(c, "mov.b%u %s, %s;", bits, vb, v);
    mf_emitf(c, "mov.b%u %s, %s;", bits, mb, m);
    const char *zb = op2(c, max ? "and" : "or", 'b', it, ob, vb);
    const char *t = selp(c, it, eq, zb, mb);
    const char *n = selp(c, it, nan, bits == 64 ? "0x7FFFFFFFFFFFFFFF" : "0x7FFFFFFF", t);
    mf_emitf(c, "mov.b%u %s, %s;", bits, r, n);
    return r;
}

/* uinc_wrap: old >= v ? 0 : old + 1.  udec_wrap: old == 0 || old > v ?
 * v : old - 1.  usub_cond: old >= v ? old - v : old.  usub_sat:
 * max(old, v) - v, which is old - v or 0. */
static const char *unsigned_op(IselCtx *c, RmwOp op, Vt vt, const char *old, const char *v)
{
    const char *ge, *t;
    switch (op) {
    case RMW_UINC_WRAP:
        ge = setp(c, "ge", vt, old, v);
        t = op2(c, "add", 's', vt, old, "1");
        return selp(c, vt, ge, "0", t);
    case RMW_UDEC_WRAP: {
        const char *zero = setp(c, "eq", vt, old, "0"), *gt = setp(c, "gt", vt, old, v);
        const char *p = vreg_name(c, mf_new_vreg(c, RC_P));
        mf_emitf(c, "or.pred %s, %s, %s;", p, zero, gt);
        t = op2(c, "sub", 's', vt, old, "1");
        return selp(c, vt, p, v, t);
    }
    case RMW_USUB_COND:
        ge = setp(c, "ge", vt, old, v);
        t = op2(c, "sub", 's', vt, old, v);
        return selp(c, vt, ge, t, old);
    default: /* RMW_USUB_SAT */
        t = op2(c, "max", 'u', vt, old, v);
        return op2(c, "sub", 's', vt, t, v);
    }
}

/* new = OP(old, v) in type vt; returns the register (or operand) of new. */
static const char *compute(IselCtx *c, RmwOp op, Vt vt, const char *old, const char *v)
{
    switch (op) {
    case RMW_XCHG: return v;
    case RMW_ADD: return op2(c, "add", 's', vt, old, v);
    case RMW_SUB: return op2(c, "sub", 's', vt, old, v);
    case RMW_AND: return op2(c, "and", 'b', vt, old, v);
    case RMW_OR: return op2(c, "or", 'b', vt, old, v);
    case RMW_XOR: return op2(c, "xor", 'b', vt, old, v);
    case RMW_NAND: {
        const char *a = op2(c, "and", 'b', vt, old, v), *d = tmp(c, vt);
        mf_emitf(c, "not.%s %s, %s;", vt_suffix(vt, 'b'), d, a);
        return d;
    }
    case RMW_MAX: return op2(c, "max", 's', vt, old, v);
    case RMW_MIN: return op2(c, "min", 's', vt, old, v);
    case RMW_UMAX: return op2(c, "max", 'u', vt, old, v);
    case RMW_UMIN: return op2(c, "min", 'u', vt, old, v);
    case RMW_FADD: case RMW_FSUB: return float_addsub(c, op == RMW_FSUB, vt, old, v);
    case RMW_FMAX: return op2(c, "max", 's', vt, old, v);
    case RMW_FMIN: return op2(c, "min", 's', vt, old, v);
    case RMW_FMAXIMUM: case RMW_FMINIMUM:
        return float_maximum(c, op == RMW_FMAXIMUM, vt, old, v);
    default: return unsigned_op(c, op, vt, old, v);
    }
}

/* ---------------- pieces of a loop ---------------- */

/* The relaxed first read: ld.relaxed.SCOPE (ld.volatile before sm_70). */
static const char *guess_sem(IselCtx *c, const DagNode *n)
{
    if (!target_has(c->target, FEAT_MEM_MODEL))
        return ".volatile";
    return fn_strf(c, ".relaxed.%s", n->atom->scope);
}

/* The integer type of a value's bits, which atom.cas compares. */
static Vt bits_vt(Vt vt)
{
    switch (vt_bits(vt)) {
    case 16: return VT_I16;
    case 32: return VT_I32;
    default: return VT_I64;
    }
}

/* `mov.bN d, s` between register classes of one size, when they differ. */
static const char *as_class(IselCtx *c, Vt to, const char *s, Vt from)
{
    if (vt_class(to) == vt_class(from))
        return s;
    const char *d = tmp(c, to);
    mf_emitf(c, "mov.b%u %s, %s;", vt_bits(to), d, s);
    return d;
}

/* A value operand in a register of the loop's type (an immediate is
 * fine for every instruction of a loop but mov.b16 of a 16-bit float,
 * and those never arrive as immediates). */
static const char *value_text(IselCtx *c, const DagNode *n)
{
    return atomic_operand(c, n->kids[1], false);
}

/* Emit the label and return it; the loop's back edge branches to it. */
static const char *loop_label(IselCtx *c)
{
    const char *l = mf_local_label(c);
    mf_emitf(c, "%s:", l);
    return l;
}

/* cur != old: try again from cur. */
static void loop_back(IselCtx *c, unsigned bits, const char *cur, const char *old, const char *l)
{
    const char *p = vreg_name(c, mf_new_vreg(c, RC_P));
    mf_emitf(c, "setp.ne.b%u %s, %s, %s;", bits, p, cur, old);
    mf_emitf(c, "mov.b%u %s, %s;", bits, old, cur);
    mf_emitf(c, "@%s bra %s;", p, l);
}

/* ---------------- word-sized loops ---------------- */

static void direct_rmw_loop(IselCtx *c, DagNode *n, const char *sem, const char *dst)
{
    Vt vt = n->vt, it = bits_vt(vt);
    unsigned bits = vt_bits(vt);
    const char *addr = fn_strf(c, "[%s]", n->kids[0]->result), *sp = addrspace_qual(n->as);
    const char *v = value_text(c, n), *old = tmp(c, it);
    /* The swap's result is the atomicrmw's: write dst directly if it can. */
    const char *cur = vt_class(vt) == vt_class(it) ? dst : tmp(c, it);
    if (bits == 16)
        c->mf->features |= TNV_FEATURE_BIT(FEAT_ATOM_CAS_B16);
    mf_emitf(c, "ld%s%s.b%u %s, %s;", guess_sem(c, n), sp, bits, old, addr);
    const char *l = loop_label(c);
    const char *nv = compute(c, n->atom->op, vt, as_class(c, vt, old, it), v);
    mf_emitf(c, "atom%s%s.cas.b%u %s, %s, %s, %s;", sem, sp, bits, cur, addr, old,
             as_class(c, it, nv, vt));
    loop_back(c, bits, cur, old, l);
    if (cur != dst)
        mf_emitf(c, "mov.b%u %s, %s;", bits, dst, cur);
}

/* ---------------- sub-word loops ---------------- */

/* The word holding the field and the field's bit offset in it. */
static void word_and_shift(IselCtx *c, const DagNode *n, const char **word, const char **shift)
{
    Vt pv = n->kids[0]->vt;
    const char *a = n->kids[0]->result, *w = tmp(c, pv), *s = tmp(c, VT_I32);
    mf_emitf(c, "and.%s %s, %s, -4;", vt_suffix(pv, 'b'), w, a);
    if (pv == VT_I64)
        mf_emitf(c, "cvt.u32.u64 %s, %s;", s, a);
    else
        mf_emitf(c, "mov.b32 %s, %s;", s, a);
    mf_emitf(c, "and.b32 %s, %s, 3;", s, s);
    mf_emitf(c, "shl.b32 %s, %s, 3;", s, s);
    *word = fn_strf(c, "[%s]", w);
    *shift = s;
}

/* A narrow operand widened to 32 bits: sign-extended for signed
 * comparisons, else zero-extended (an i8's upper byte is undefined in
 * its register, so even an add wants the clean value). */
static const char *widen(IselCtx *c, const DagNode *k, unsigned bits, bool sign)
{
    if (!k->root && k->op == DOP_CONST) {
        uint64_t m = (UINT64_C(1) << bits) - 1, u = (uint64_t)k->ival & m;
        int64_t half = (int64_t)(UINT64_C(1) << (bits - 1));
        int64_t s = (int64_t)(u ^ (uint64_t)half) - half; /* sign-extended */
        return fn_strf(c, "%lld", sign ? (long long)s : (long long)u);
    }
    const char *d = tmp(c, VT_I32);
    mf_emitf(c, "cvt.%s32.%s%u %s, %s;", sign ? "s" : "u", sign ? "s" : "u", bits, d, k->result);
    return d;
}

/* A half fadd/fsub on the field of a word, before the target has f16
 * arithmetic (sm_53) or atom.cas.b16 (sm_70): the half is widened to f32,
 * added there and rounded back.  f32's 24-bit significand is at least
 * twice half's 11 bits plus two, so this double rounding gives the same
 * result as one rounding of the exact sum (the classic bound for +, -, *,
 * / and sqrt); llc's NVPTX back end computes it the same way.  fv is the
 * value operand, already in f32. */
static const char *half_word_op(IselCtx *c, RmwOp op, const char *old, const char *fv)
{
    const char *h = tmp(c, VT_I16), *f = tmp(c, VT_F32), *r = tmp(c, VT_I16),
               *d = tmp(c, VT_I32);
    mf_emitf(c, "cvt.u16.u32 %s, %s;", h, old);
    mf_emitf(c, "cvt.f32.f16 %s, %s;", f, h);
    const char *s = op2(c, op == RMW_FSUB ? "sub.rn" : "add.rn", 's', VT_F32, f, fv);
    mf_emitf(c, "cvt.rn.f16.f32 %s, %s;", r, s);
    mf_emitf(c, "cvt.u32.u16 %s, %s;", d, r);
    return d;
}

/* The value operand of a masked loop: 32 bits (widen), or for a half its
 * f32 value (half_word_op). */
static const char *masked_value(IselCtx *c, const DagNode *n, bool sign)
{
    if (n->vt != VT_F16)
        return widen(c, n->kids[1], vt_bits(n->vt), sign);
    const char *fv = tmp(c, VT_F32);
    mf_emitf(c, "cvt.f32.f16 %s, %s;", fv, value_text(c, n));
    return fv;
}

static void masked_rmw_loop(IselCtx *c, DagNode *n, const char *sem, const char *dst)
{
    unsigned bits = vt_bits(n->vt);
    bool sign = n->atom->op == RMW_MAX || n->atom->op == RMW_MIN;
    const char *word, *sh, *sp = addrspace_qual(n->as);
    word_and_shift(c, n, &word, &sh);
    const char *v = masked_value(c, n, sign);
    const char *w = tmp(c, VT_I32), *old = tmp(c, VT_I32), *nw = tmp(c, VT_I32),
               *cur = tmp(c, VT_I32);
    mf_emitf(c, "ld%s%s.b32 %s, %s;", guess_sem(c, n), sp, w, word);
    const char *l = loop_label(c);
    mf_emitf(c, "bfe.%s32 %s, %s, %s, %u;", sign ? "s" : "u", old, w, sh, bits);
    const char *nv = n->vt == VT_F16 ? half_word_op(c, n->atom->op, old, v)
                                      : compute(c, n->atom->op, VT_I32, old, v);
    mf_emitf(c, "bfi.b32 %s, %s, %s, %s, %u;", nw, nv, w, sh, bits);
    mf_emitf(c, "atom%s%s.cas.b32 %s, %s, %s, %s;", sem, sp, cur, word, w, nw);
    loop_back(c, 32, cur, w, l);
    mf_emitf(c, "cvt.u16.u32 %s, %s;", dst, old);
}

void atomic_rmw_loop(IselCtx *c, DagNode *n, const char *sem, const char *dst)
{
    Vt vt = n->vt;
    if (c->opt.dump_isel) /* say why there is a loop: the target lacks the atom */
        fprintf(c->opt.dump, "    t%u: atomicrmw %s on %s for %s: a compare-and-swap loop "
                "(no single PTX atom does it here)\n", n->id, rmw_name(n->atom->op),
                vt_name(vt), c->target->name);
    if (vt == VT_I8 || (vt_bits(vt) == 16 && !target_has(c->target, FEAT_ATOM_CAS_B16)))
        masked_rmw_loop(c, n, sem, dst);
    else
        direct_rmw_loop(c, n, sem, dst);
}

/* cmpxchg on a field of a word.  The swap of the whole word fails when
 * any byte changed; only a change of the field itself is a real failure,
 * otherwise retry with the word as it is now:
 *
 *     L:  e = bfi(cmp, w);  d = bfi(new, w);
 *         cur = atom.cas.b32 [word], e, d;
 *         if (cur == e) goto done;            // swapped
 *         w = cur;
 *         if (bfe(cur) == cmp) goto L;        // only other bytes moved
 *     done: old = bfe(cur); success = old == cmp;
 */
void atomic_cas_loop(IselCtx *c, DagNode *n, const char *sem)
{
    unsigned bits = vt_bits(n->kids[1]->vt);
    const char *word, *sh, *sp = addrspace_qual(n->as);
    word_and_shift(c, n, &word, &sh);
    const char *cmp = widen(c, n->kids[1], bits, false), *nv = widen(c, n->kids[2], bits, false);
    const char *w = tmp(c, VT_I32), *e = tmp(c, VT_I32), *d = tmp(c, VT_I32),
               *cur = tmp(c, VT_I32), *old = tmp(c, VT_I32), *done = mf_local_label(c);
    const char *ok = vreg_name(c, mf_new_vreg(c, RC_P)), *same = vreg_name(c, mf_new_vreg(c, RC_P));
    mf_emitf(c, "ld%s%s.b32 %s, %s;", guess_sem(c, n), sp, w, word);
    const char *l = loop_label(c);
    mf_emitf(c, "bfi.b32 %s, %s, %s, %s, %u;", e, cmp, w, sh, bits);
    mf_emitf(c, "bfi.b32 %s, %s, %s, %s, %u;", d, nv, w, sh, bits);
    mf_emitf(c, "atom%s%s.cas.b32 %s, %s, %s, %s;", sem, sp, cur, word, e, d);
    mf_emitf(c, "setp.eq.b32 %s, %s, %s;", ok, cur, e);
    mf_emitf(c, "@%s bra %s;", ok, done);
    mf_emitf(c, "mov.b32 %s, %s;", w, cur);
    mf_emitf(c, "bfe.u32 %s, %s, %s, %u;", old, cur, sh, bits);
    mf_emitf(c, "setp.eq.b32 %s, %s, %s;", same, old, cmp);
    mf_emitf(c, "@%s bra %s;", same, l);
    mf_emitf(c, "%s:", done);
    mf_emitf(c, "bfe.u32 %s, %s, %s, %u;", old, cur, sh, bits);
    mf_emitf(c, "cvt.u16.u32 %s, %s;", vreg_name(c, n->res[0]), old);
    if (n->nres > 1)
        mf_emitf(c, "setp.eq.b32 %s, %s, %s;", vreg_name(c, n->res[1]), old, cmp);
}
