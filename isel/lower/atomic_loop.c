/*
 * isel/lower/atomic_loop.c -- the atomic read-modify-writes PTX has no
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

/* fmax, fmin, fmaximum, fminimum: a loop on every float type. */
static bool is_float_min_max(RmwOp op)
{
    return op == RMW_FMAX || op == RMW_FMIN || op == RMW_FMAXIMUM || op == RMW_FMINIMUM;
}

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
    if (is_float_min_max(op))
        return RMW_LOOP; /* in f32, on every target (half_min_max) */
    if (op != RMW_FADD && op != RMW_FSUB)
        return RMW_NONE;
    if (target_has(t, f16 ? FEAT_ATOM_F16 : FEAT_ATOM_BF16) &&
        target_has(t, f16 ? FEAT_F16 : FEAT_BF16)) /* fsub negates first */
        return RMW_NATIVE;
    if (f16 && !cas16) /* the 32-bit word loop, adding in f32 (half_word_op) */
        return RMW_LOOP;
    if (!f16) /* fma.rn.bf16 (sm_80), else in f32 (bf16_addsub) */
        return RMW_LOOP;
    return cas16 && target_has(t, FEAT_F16) ? RMW_LOOP : RMW_NONE;
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
        return is_float_min_max(op) ? RMW_LOOP : RMW_NONE;
    default:
        return RMW_NONE;
    }
}

/* ---------------- the operation ---------------- */

/* Values are machine operands: registers, or immediates where the
 * instruction takes one. */
static MOp tmp(IselCtx *c, Vt vt) { return mo_reg(mf_new_vreg(c, vt_class(vt))); }
static MOp pred(IselCtx *c) { return mo_reg(mf_new_vreg(c, RC_P)); }

/* ".b16", ".b32", ".b64": a move of `bits` bits. */
static const char *bdot(unsigned bits)
{
    return bits == 16 ? ".b16" : bits == 32 ? ".b32" : ".b64";
}

/* The modifiers `pre` and the type's suffix of kind `kind`. */
static const char *mods(IselCtx *c, const char *pre, Vt vt, char kind)
{
    return *pre ? fn_strf(c, "%s%s", pre, vt_dot(vt, kind)) : vt_dot(vt, kind);
}

/* d = a OP b with the type's suffix kind ('s' signed, 'u', 'b' bits);
 * pre: modifiers before the type (".rn"). */
static MOp op2(IselCtx *c, PtxOp op, const char *pre, char kind, Vt vt, MOp a, MOp b)
{
    MOp d = tmp(c, vt);
    mi_emit(c, op, mods(c, pre, vt, kind), 3, (MOp[]){d, a, b});
    return d;
}

/* d = p ? a : b */
static MOp selp(IselCtx *c, Vt vt, MOp p, MOp a, MOp b)
{
    MOp d = tmp(c, vt);
    MI(c, SELP, vt_dot(vt, 'b'), d, a, b, p);
    return d;
}

static MOp setp(IselCtx *c, const char *cmp, Vt vt, MOp a, MOp b)
{
    MOp p = pred(c);
    MI(c, SETP, mods(c, cmp, vt, 'u'), p, a, b);
    return p;
}

/* A 16-bit float (its bits in the low half of a 32-bit register, the
 * upper half clear) as the f32 of the same value, and back.  Both are
 * exact: every half and bfloat is an f32, and what comes back is a min
 * or max of two of them (or a NaN).  A bfloat is the upper half of an
 * f32, so it moves by shifts, which every target has (cvt.f32.bf16 needs
 * sm_90); a half is converted. */
static MOp half_bits_to_f32(IselCtx *c, Vt vt, MOp w)
{
    MOp f = tmp(c, VT_F32);
    if (vt == VT_BF16) {
        MOp s = op2(c, PI_SHL, "", 'b', VT_I32, w, mo_imm(16));
        MI(c, MOV, ".b32", f, s);
    } else {
        MOp h = tmp(c, VT_I16);
        MI(c, CVT, ".u16.u32", h, w);
        MI(c, CVT, ".f32.f16", f, h);
    }
    return f;
}

static MOp f32_to_half_bits(IselCtx *c, Vt vt, MOp f)
{
    MOp w = tmp(c, VT_I32);
    if (vt == VT_BF16) {
        MOp b = tmp(c, VT_I32);
        MI(c, MOV, ".b32", b, f);
        MI(c, SHR, ".u32", w, b, mo_imm(16));
    } else {
        MOp h = tmp(c, VT_I16);
        MI(c, CVT, ".rn.f16.f32", h, f);
        MI(c, CVT, ".u32.u16", w, h);
    }
    return w;
}

/* A 16-bit register's bits zero-extended to 32 bits, and back. */
static MOp widen16(IselCtx *c, MOp h)
{
    MOp w = tmp(c, VT_I32);
    MI(c, CVT, ".u32.u16", w, h);
    return w;
}

static MOp narrow16(IselCtx *c, MOp w)
{
    MOp h = tmp(c, VT_I16);
    MI(c, CVT, ".u16.u32", h, w);
    return h;
}

/* A bfloat fadd/fsub before sm_80, which has no bfloat arithmetic at all:
 * in f32, then rounded to bfloat by hand, as LLVM's NVPTX back end does
 * -- to nearest, ties to even: add 0x7FFF and the lowest kept bit, keep
 * the upper half; a NaN is quieted instead (bit 22 set), so that no
 * rounding carries it into an infinity.  f32's 24-bit significand is more
 * than twice bfloat's 8 plus two, so the two roundings give the one
 * rounding of the exact sum (see half_word_op).  Operands and result:
 * bits in 32-bit registers. */
static MOp bf16_addsub_bits(IselCtx *c, bool sub, MOp oldw, MOp vw)
{
    MOp a = half_bits_to_f32(c, VT_BF16, oldw), b = half_bits_to_f32(c, VT_BF16, vw);
    MOp s = op2(c, sub ? PI_SUB : PI_ADD, ".rn", 's', VT_F32, a, b);
    MOp sb = tmp(c, VT_I32), lsb = tmp(c, VT_I32), nan = pred(c);
    MI(c, MOV, ".b32", sb, s);
    MI(c, BFE, ".u32", lsb, sb, mo_imm(16), mo_imm(1));
    MOp t = op2(c, PI_ADD, "", 's', VT_I32, sb, lsb);
    t = op2(c, PI_ADD, "", 's', VT_I32, t, mo_imm(0x7FFF));
    MI(c, SETP, ".nan.f32", nan, s, s);
    MOp q = op2(c, PI_OR, "", 'b', VT_I32, sb, mo_imm(0x400000));
    MOp r = selp(c, VT_I32, nan, q, t);
    MOp w = tmp(c, VT_I32);
    MI(c, SHR, ".u32", w, r, mo_imm(16));
    return w;
}

/* Floating-point add and sub, rounded to nearest.  bfloat has no add
 * before sm_90, but fma(v, +-1.0, old) rounds once, exactly as add;
 * before sm_80 (no fma.bf16 either) bf16_addsub_bits. */
static MOp float_addsub(IselCtx *c, bool sub, Vt vt, MOp old, MOp v)
{
    if (vt != VT_BF16)
        return op2(c, sub ? PI_SUB : PI_ADD, ".rn", 's', vt, old, v);
    if (!target_has(c->target, FEAT_BF16))
        return narrow16(c, bf16_addsub_bits(c, sub, widen16(c, old), widen16(c, v)));
    c->mf->features |= TNV_FEATURE_BIT(FEAT_BF16);
    MOp one = tmp(c, vt), d = tmp(c, vt);
    MI(c, MOV, ".b16", one, mo_bits(c, 'x', 4, sub ? 0xBF80 : 0x3F80));
    MI(c, FMA, ".rn.bf16", d, v, one, old);
    return d;
}

/* llvm.maximum / llvm.minimum: NaN if either is NaN, and -0 < +0.  max.f
 * ignores a NaN and may return either zero; between equal values (the
 * two zeros included) the and (maximum) or or (minimum) of the bits
 * picks +0 / -0. */
static MOp float_maximum(IselCtx *c, bool max, Vt vt, MOp old, MOp v)
{
    Vt it = vt == VT_F64 ? VT_I64 : VT_I32;
    const char *b = bdot(vt_bits(vt));
    MOp m = op2(c, max ? PI_MAX : PI_MIN, "", 's', vt, old, v);
    MOp eq = pred(c), nan = pred(c);
    MI(c, SETP, mods(c, ".eq", vt, 's'), eq, old, v);
    MI(c, SETP, mods(c, ".nan", vt, 's'), nan, old, v);
    MOp ob = tmp(c, it), vb = tmp(c, it), mb = tmp(c, it), r = tmp(c, vt);
    MI(c, MOV, b, ob, old);
    MI(c, MOV, b, vb, v);
    MI(c, MOV, b, mb, m);
    MOp zb = op2(c, max ? PI_AND : PI_OR, "", 'b', it, ob, vb);
    MOp t = selp(c, it, eq, zb, mb);
    MOp n = selp(c, it, nan, it == VT_I64 ? mo_bits(c, 'x', 16, INT64_MAX) : mo_bits(c, 'x', 8, INT32_MAX), t);
    MI(c, MOV, b, r, n);
    return r;
}

/* fmin, fmax, fminimum, fmaximum of two 16-bit floats given as 32-bit
 * registers of their bits: computed in f32, where the operations are
 * the same (max.f32 ignores a NaN as max.f16 does; float_maximum's bit
 * tricks on the two zeros and NaN carry over), so no target needs
 * max.f16 or max.bf16 (sm_80) for it.  Returns the result's bits, in a
 * 32-bit register. */
static MOp half_min_max(IselCtx *c, RmwOp op, Vt vt, MOp oldw, MOp vw)
{
    MOp a = half_bits_to_f32(c, vt, oldw), b = half_bits_to_f32(c, vt, vw), r;
    if (op == RMW_FMAXIMUM || op == RMW_FMINIMUM)
        r = float_maximum(c, op == RMW_FMAXIMUM, VT_F32, a, b);
    else
        r = op2(c, op == RMW_FMAX ? PI_MAX : PI_MIN, "", 's', VT_F32, a, b);
    return f32_to_half_bits(c, vt, r);
}

/* uinc_wrap: old >= v ? 0 : old + 1.  udec_wrap: old == 0 || old > v ?
 * v : old - 1.  usub_cond: old >= v ? old - v : old.  usub_sat:
 * max(old, v) - v, which is old - v or 0. */
static MOp unsigned_op(IselCtx *c, RmwOp op, Vt vt, MOp old, MOp v)
{
    MOp ge, t;
    switch (op) {
    case RMW_UINC_WRAP:
        ge = setp(c, ".ge", vt, old, v);
        t = op2(c, PI_ADD, "", 's', vt, old, mo_imm(1));
        return selp(c, vt, ge, mo_imm(0), t);
    case RMW_UDEC_WRAP: {
        MOp zero = setp(c, ".eq", vt, old, mo_imm(0)), gt = setp(c, ".gt", vt, old, v);
        MOp p = pred(c);
        MI(c, OR, ".pred", p, zero, gt);
        t = op2(c, PI_SUB, "", 's', vt, old, mo_imm(1));
        return selp(c, vt, p, v, t);
    }
    case RMW_USUB_COND:
        ge = setp(c, ".ge", vt, old, v);
        t = op2(c, PI_SUB, "", 's', vt, old, v);
        return selp(c, vt, ge, t, old);
    default: /* RMW_USUB_SAT */
        t = op2(c, PI_MAX, "", 'u', vt, old, v);
        return op2(c, PI_SUB, "", 's', vt, t, v);
    }
}

/* new = OP(old, v) in type vt; returns the register (or operand) of new. */
static MOp compute(IselCtx *c, RmwOp op, Vt vt, MOp old, MOp v)
{
    switch (op) {
    case RMW_XCHG: return v;
    case RMW_ADD: return op2(c, PI_ADD, "", 's', vt, old, v);
    case RMW_SUB: return op2(c, PI_SUB, "", 's', vt, old, v);
    case RMW_AND: return op2(c, PI_AND, "", 'b', vt, old, v);
    case RMW_OR: return op2(c, PI_OR, "", 'b', vt, old, v);
    case RMW_XOR: return op2(c, PI_XOR, "", 'b', vt, old, v);
    case RMW_NAND: {
        MOp a = op2(c, PI_AND, "", 'b', vt, old, v), d = tmp(c, vt);
        MI(c, NOT, vt_dot(vt, 'b'), d, a);
        return d;
    }
    case RMW_MAX: return op2(c, PI_MAX, "", 's', vt, old, v);
    case RMW_MIN: return op2(c, PI_MIN, "", 's', vt, old, v);
    case RMW_UMAX: return op2(c, PI_MAX, "", 'u', vt, old, v);
    case RMW_UMIN: return op2(c, PI_MIN, "", 'u', vt, old, v);
    case RMW_FADD: case RMW_FSUB: return float_addsub(c, op == RMW_FSUB, vt, old, v);
    case RMW_FMAX: case RMW_FMIN: case RMW_FMAXIMUM: case RMW_FMINIMUM:
        if (vt == VT_F16 || vt == VT_BF16) /* old and v: .b16 registers, as i16's */
            return narrow16(c, half_min_max(c, op, vt, widen16(c, old), widen16(c, v)));
        if (op == RMW_FMAX || op == RMW_FMIN)
            return op2(c, op == RMW_FMAX ? PI_MAX : PI_MIN, "", 's', vt, old, v);
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
static MOp as_class(IselCtx *c, Vt to, MOp s, Vt from)
{
    if (vt_class(to) == vt_class(from))
        return s;
    MOp d = tmp(c, to);
    MI(c, MOV, bdot(vt_bits(to)), d, s);
    return d;
}

/* A value operand in a register of the loop's type (an immediate is
 * fine for every instruction of a loop but mov.b16 of a 16-bit float,
 * and those never arrive as immediates). */
static MOp value_op(IselCtx *c, const DagNode *n)
{
    return atomic_operand(c, n->kids[1], false);
}

/* Emit the label and return it; the loop's back edge branches to it. */
static MOp loop_label(IselCtx *c)
{
    const char *l = mf_local_label(c);
    mi_text(c, fn_strf(c, "%s:", l));
    return mo_sym(l);
}

/* @p bra l (to a label inside the block: not a machine branch). */
static void branch_if(IselCtx *c, MOp p, MOp l)
{
    mi_guard(MI(c, BRA, "", l), p.reg, false);
}

/* cur != old: try again from cur. */
static void loop_back(IselCtx *c, unsigned bits, MOp cur, MOp old, MOp l)
{
    MOp p = pred(c);
    MI(c, SETP, fn_strf(c, ".ne%s", bdot(bits)), p, cur, old);
    MI(c, MOV, bdot(bits), old, cur);
    branch_if(c, p, l);
}

/* ld and atom.cas with the ordering `sem` and state space `sp`. */
static const char *ld_mods(IselCtx *c, const char *sem, const char *sp, unsigned bits)
{
    return fn_strf(c, "%s%s%s", sem, sp, bdot(bits));
}

static const char *cas_mods(IselCtx *c, const char *sem, const char *sp, unsigned bits)
{
    return fn_strf(c, "%s%s.cas%s", sem, sp, bdot(bits));
}

/* ---------------- word-sized loops ---------------- */

static void direct_rmw_loop(IselCtx *c, DagNode *n, const char *sem, MOp dst)
{
    Vt vt = n->vt, it = bits_vt(vt);
    unsigned bits = vt_bits(vt);
    MOp addr = mo_addr(c, n->kids[0]->result);
    const char *sp = addrspace_qual(n->as);
    MOp v = value_op(c, n), old = tmp(c, it);
    /* The swap's result is the atomicrmw's: write dst directly if it can. */
    bool direct = vt_class(vt) == vt_class(it);
    MOp cur = direct ? dst : tmp(c, it);
    if (bits == 16)
        c->mf->features |= TNV_FEATURE_BIT(FEAT_ATOM_CAS_B16);
    MI(c, LD, ld_mods(c, guess_sem(c, n), sp, bits), old, addr);
    MOp l = loop_label(c);
    MOp nv = compute(c, n->atom->op, vt, as_class(c, vt, old, it), v);
    MOp nb = as_class(c, it, nv, vt);
    MI(c, ATOM, cas_mods(c, sem, sp, bits), cur, addr, old, nb);
    loop_back(c, bits, cur, old, l);
    if (!direct)
        MI(c, MOV, bdot(bits), dst, cur);
}

/* ---------------- sub-word loops ---------------- */

/* The word holding the field and the field's bit offset in it. */
static void word_and_shift(IselCtx *c, const DagNode *n, MOp *word, MOp *shift)
{
    Vt pv = n->kids[0]->vt;
    MOp a = n->kids[0]->result, w = tmp(c, pv), s = tmp(c, VT_I32);
    MI(c, AND, vt_dot(pv, 'b'), w, a, mo_imm(-4));
    if (pv == VT_I64)
        MI(c, CVT, ".u32.u64", s, a);
    else
        MI(c, MOV, ".b32", s, a);
    MI(c, AND, ".b32", s, s, mo_imm(3));
    MI(c, SHL, ".b32", s, s, mo_imm(3));
    *word = mo_addr(c, w);
    *shift = s;
}

/* A narrow operand widened to 32 bits: sign-extended for signed
 * comparisons, else zero-extended (an i8's upper byte is undefined in
 * its register, so even an add wants the clean value). */
static MOp widen(IselCtx *c, const DagNode *k, unsigned bits, bool sign)
{
    if (!k->root && k->op == DOP_CONST) {
        uint64_t m = (UINT64_C(1) << bits) - 1, u = (uint64_t)k->ival & m;
        int64_t half = (int64_t)(UINT64_C(1) << (bits - 1));
        int64_t s = (int64_t)(u ^ (uint64_t)half) - half; /* sign-extended */
        return mo_imm(sign ? s : (int64_t)u);
    }
    MOp d = tmp(c, VT_I32);
    MI(c, CVT, fn_strf(c, sign ? ".s32.s%u" : ".u32.u%u", bits), d, k->result);
    return d;
}

/* A half fadd/fsub on the field of a word, before the target has f16
 * arithmetic (sm_53) or atom.cas.b16 (sm_70): the half is widened to f32,
 * added there and rounded back.  f32's 24-bit significand is at least
 * twice half's 11 bits plus two, so this double rounding gives the same
 * result as one rounding of the exact sum (the classic bound for +, -, *,
 * / and sqrt); llc's NVPTX back end computes it the same way.  fv is the
 * value operand, already in f32. */
static MOp half_word_op(IselCtx *c, RmwOp op, MOp old, MOp fv)
{
    MOp h = tmp(c, VT_I16), f = tmp(c, VT_F32), r = tmp(c, VT_I16), d = tmp(c, VT_I32);
    MI(c, CVT, ".u16.u32", h, old);
    MI(c, CVT, ".f32.f16", f, h);
    MOp s = op2(c, op == RMW_FSUB ? PI_SUB : PI_ADD, ".rn", 's', VT_F32, f, fv);
    MI(c, CVT, ".rn.f16.f32", r, s);
    MI(c, CVT, ".u32.u16", d, r);
    return d;
}

/* The value operand of a masked loop: 32 bits (widen), or for a half's
 * fadd/fsub its f32 value (half_word_op). */
static MOp masked_value(IselCtx *c, const DagNode *n, bool sign)
{
    if (n->vt == VT_BF16 || (n->vt == VT_F16 && is_float_min_max(n->atom->op)))
        return widen16(c, value_op(c, n)); /* the bits: half_min_max */
    if (n->vt != VT_F16)
        return widen(c, n->kids[1], vt_bits(n->vt), sign);
    MOp fv = tmp(c, VT_F32);
    MI(c, CVT, ".f32.f16", fv, value_op(c, n));
    return fv;
}

static void masked_rmw_loop(IselCtx *c, DagNode *n, const char *sem, MOp dst)
{
    unsigned bits = vt_bits(n->vt);
    bool sign = n->atom->op == RMW_MAX || n->atom->op == RMW_MIN;
    const char *sp = addrspace_qual(n->as);
    MOp word, sh;
    word_and_shift(c, n, &word, &sh);
    MOp v = masked_value(c, n, sign);
    MOp w = tmp(c, VT_I32), old = tmp(c, VT_I32), nw = tmp(c, VT_I32), cur = tmp(c, VT_I32);
    MI(c, LD, ld_mods(c, guess_sem(c, n), sp, 32), w, word);
    MOp l = loop_label(c);
    MI(c, BFE, sign ? ".s32" : ".u32", old, w, sh, mo_imm(bits));
    RmwOp op = n->atom->op;
    MOp nv = is_float_min_max(op) ? half_min_max(c, op, n->vt, old, v)
             : n->vt == VT_BF16   ? bf16_addsub_bits(c, op == RMW_FSUB, old, v)
             : n->vt == VT_F16    ? half_word_op(c, op, old, v)
                                  : compute(c, op, VT_I32, old, v);
    MI(c, BFI, ".b32", nw, nv, w, sh, mo_imm(bits));
    MI(c, ATOM, cas_mods(c, sem, sp, 32), cur, word, w, nw);
    loop_back(c, 32, cur, w, l);
    MI(c, CVT, ".u16.u32", dst, old);
}

void atomic_rmw_loop(IselCtx *c, DagNode *n, const char *sem, MOp dst)
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
    const char *sp = addrspace_qual(n->as);
    MOp word, sh;
    word_and_shift(c, n, &word, &sh);
    MOp cmp = widen(c, n->kids[1], bits, false), nv = widen(c, n->kids[2], bits, false);
    MOp w = tmp(c, VT_I32), e = tmp(c, VT_I32), d = tmp(c, VT_I32), cur = tmp(c, VT_I32),
        old = tmp(c, VT_I32);
    MOp done = mo_sym(mf_local_label(c));
    MOp ok = pred(c), same = pred(c);
    MI(c, LD, ld_mods(c, guess_sem(c, n), sp, 32), w, word);
    MOp l = loop_label(c);
    MI(c, BFI, ".b32", e, cmp, w, sh, mo_imm(bits));
    MI(c, BFI, ".b32", d, nv, w, sh, mo_imm(bits));
    MI(c, ATOM, cas_mods(c, sem, sp, 32), cur, word, e, d);
    MI(c, SETP, ".eq.b32", ok, cur, e);
    branch_if(c, ok, done);
    MI(c, MOV, ".b32", w, cur);
    MI(c, BFE, ".u32", old, cur, sh, mo_imm(bits));
    MI(c, SETP, ".eq.b32", same, old, cmp);
    branch_if(c, same, l);
    mi_text(c, fn_strf(c, "%s:", done.s));
    MI(c, BFE, ".u32", old, cur, sh, mo_imm(bits));
    MI(c, CVT, ".u16.u32", mo_reg(n->res[0]), old);
    if (n->nres > 1)
        MI(c, SETP, ".eq.b32", mo_reg(n->res[1]), old, cmp);
}
