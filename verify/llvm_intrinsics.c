/*
 * verify/llvm_intrinsics.c -- LLVM's signatures of the generic intrinsics
 * NVPTX producers call (bswap, saturating arithmetic, vector reductions, masked
 * memory operations, ptrmask, the memory intrinsics), as LLVM's
 * Intrinsics.td defines them and its verifier checks them ("Intrinsic has
 * incorrect argument type").
 *
 * An overloaded intrinsic's declaration may be written with any types;
 * LLVM checks them against the definition, whose overloaded slots must
 * agree with each other (the two operands of sadd.sat are one type, a
 * reduction's result is its vector's element).  One table,
 * LLVM_INTRINSIC_SIGS, maps a name pattern to the function that states
 * the signature; each returns why a declaration does not fit, or NULL.
 *
 * Declarations are checked once, at the declaration; the per-call rules
 * (a masked operation's alignment is a power of two, the strict fp
 * intrinsics' mode strings) at the call.
 */
#include <string.h>

#include "verify/vctx.h"

typedef struct Sig {
    const Type *ret;
    Type *const *p;
    uint32_t n;
} Sig;

static const Type *elem_of(const Type *t) { return t->kind == TY_VEC ? t->elem : t; }
static bool is_vec(const Type *t) { return t && t->kind == TY_VEC; }
/* same lane count, fixed or scalable alike */
static bool same_lanes(const Type *a, const Type *b)
{
    return is_vec(a) && is_vec(b) && a->count == b->count && a->scalable == b->scalable;
}
static bool int_like(const Type *t) { return t && type_is_int(elem_of(t)); }
static bool is_mask_for(const Type *m, const Type *v)
{
    return same_lanes(m, v) && type_is_int(m->elem) && m->elem->bits == 1;
}

/* (T) -> T, T an integer (vector) of a whole number of 16-bit halves:
 * bswap reverses bytes in pairs from the ends */
static const char *sig_bswap(Sig s)
{
    if (s.n != 1 || !int_like(s.ret) || s.p[0] != s.ret)
        return "takes an integer (or integer vector) and returns its type";
    if (elem_of(s.ret)->bits % 16)
        return "needs a width that is a multiple of 16 bits";
    return NULL;
}

/* scmp/ucmp: (T, T) -> R, integers (or vectors of one length), R at
 * least 2 bits (it holds -1, 0 or 1) */
static const char *sig_cmp3(Sig s)
{
    if (s.n != 2 || !int_like(s.p[0]) || s.p[1] != s.p[0] || !int_like(s.ret))
        return "takes two integers of one type (or vectors) and returns an integer";
    if (is_vec(s.ret) != is_vec(s.p[0]) || (is_vec(s.ret) && !same_lanes(s.ret, s.p[0])))
        return "returns a scalar for scalars and a vector of the same length for vectors";
    if (elem_of(s.ret)->bits < 2)
        return "returns an integer of at least 2 bits";
    return NULL;
}

/* (T, T) -> T, T an integer or a vector of integers */
static const char *sig_sat(Sig s)
{
    if (s.n != 2 || !int_like(s.ret))
        return "takes two integers (or integer vectors) and returns their type";
    if (s.p[0] != s.ret || s.p[1] != s.ret)
        return "takes two operands of its result type";
    return NULL;
}

/* (<N x T>) -> T, T an integer / a floating-point type */
static const char *sig_reduce(Sig s, bool fp)
{
    if (s.n != 1 || !is_vec(s.p[0]))
        return "takes one vector";
    if (fp ? !type_is_fp(s.p[0]->elem) : !type_is_int(s.p[0]->elem))
        return fp ? "reduces a vector of floating point" : "reduces a vector of integers";
    if (s.ret != s.p[0]->elem)
        return "returns the element type of its vector";
    return NULL;
}
static const char *sig_reduce_int(Sig s) { return sig_reduce(s, false); }
static const char *sig_reduce_fp(Sig s) { return sig_reduce(s, true); }

/* (T start, <N x T>) -> T, T floating point */
static const char *sig_reduce_fp_start(Sig s)
{
    if (s.n != 2 || !is_vec(s.p[1]) || !type_is_fp(s.p[1]->elem))
        return "takes a start value and a vector of floating point";
    if (s.ret != s.p[1]->elem)
        return "returns the element type of its vector";
    if (s.p[0] != s.ret)
        return "takes a start value of the vector's element type";
    return NULL;
}

static bool is_i32(const Type *t) { return t && t->kind == TY_INT && t->bits == 32; }

/* (ptr, i32 align, <N x i1>, <N x T> passthru) -> <N x T> */
static const char *sig_masked_load(Sig s)
{
    if (s.n != 4 || !is_vec(s.ret) || !type_is_ptr(s.p[0]) || !is_i32(s.p[1]))
        return "is (ptr, i32 alignment, <N x i1> mask, <N x T> passthru) -> <N x T>";
    if (!is_mask_for(s.p[2], s.ret) || s.p[3] != s.ret)
        return "needs a mask and a passthru with the result's lanes";
    return NULL;
}

/* (<N x T>, ptr, i32 align, <N x i1>) -> void */
static const char *sig_masked_store(Sig s)
{
    if (s.n != 4 || s.ret->kind != TY_VOID || !is_vec(s.p[0]) || !type_is_ptr(s.p[1]) ||
        !is_i32(s.p[2]))
        return "is (<N x T> value, ptr, i32 alignment, <N x i1> mask) -> void";
    if (!is_mask_for(s.p[3], s.p[0]))
        return "needs a mask with the value's lanes";
    return NULL;
}

static bool ptr_vec_for(const Type *p, const Type *v)
{
    return same_lanes(p, v) && type_is_ptr(p->elem);
}

/* (<N x ptr>, i32 align, <N x i1>, <N x T>) -> <N x T> */
static const char *sig_gather(Sig s)
{
    if (s.n != 4 || !is_vec(s.ret) || !is_i32(s.p[1]))
        return "is (<N x ptr>, i32 alignment, <N x i1> mask, <N x T> passthru) -> <N x T>";
    if (!ptr_vec_for(s.p[0], s.ret) || !is_mask_for(s.p[2], s.ret) || s.p[3] != s.ret)
        return "needs pointers, a mask and a passthru with the result's lanes";
    return NULL;
}

/* (<N x T>, <N x ptr>, i32 align, <N x i1>) -> void */
static const char *sig_scatter(Sig s)
{
    if (s.n != 4 || s.ret->kind != TY_VOID || !is_vec(s.p[0]) || !is_i32(s.p[2]))
        return "is (<N x T> value, <N x ptr>, i32 alignment, <N x i1> mask) -> void";
    if (!ptr_vec_for(s.p[1], s.p[0]) || !is_mask_for(s.p[3], s.p[0]))
        return "needs pointers and a mask with the value's lanes";
    return NULL;
}

/* (P, I) -> P: a pointer (vector) and an integer mask of the same shape */
static const char *sig_ptrmask(Sig s)
{
    if (s.n != 2 || !s.p[0] || !type_is_ptr(elem_of(s.p[0])) || s.ret != s.p[0])
        return "takes a pointer (or a vector of pointers) and returns its type";
    if (!int_like(s.p[1]))
        return "takes an integer mask";
    if (is_vec(s.p[0]) != is_vec(s.p[1]) || (is_vec(s.p[0]) && !same_lanes(s.p[0], s.p[1])))
        return "takes a pointer and a mask that are both scalars or both vectors of "
               "one length";
    return NULL;
}

/* memcpy/memmove (ptr, ptr, iN, i1); memset (ptr, i8, iN, i1) */
static const char *sig_mem(Sig s, bool set)
{
    if (s.n != 4 || s.ret->kind != TY_VOID || !type_is_ptr(s.p[0]) ||
        (set ? !(type_is_int(s.p[1]) && s.p[1]->bits == 8) : !type_is_ptr(s.p[1])) ||
        !type_is_int(s.p[2]) || !(type_is_int(s.p[3]) && s.p[3]->bits == 1))
        return set ? "is (ptr, i8, iN length, i1 volatile) -> void"
                   : "is (ptr, ptr, iN length, i1 volatile) -> void";
    return NULL;
}
/* llvm.sideeffect, llvm.donothing: () -> void (the fuzzer gave one a
 * result and an operand, which code generation then had no value for) */
static const char *sig_void0(Sig s)
{
    return s.n != 0 || s.ret->kind != TY_VOID ? "takes nothing and returns void" : NULL;
}
static const char *sig_memcpy(Sig s) { return sig_mem(s, false); }
static const char *sig_memset(Sig s) { return sig_mem(s, true); }

/*   pattern                                                  signature */
#define LLVM_INTRINSIC_SIGS(X)                                              \
    X("llvm.sideeffect",                                      sig_void0)    \
    X("llvm.donothing",                                       sig_void0)    \
    X("llvm.bswap.*",                                         sig_bswap)    \
    X("llvm.{s,u}{add,sub,shl}.sat.*",                        sig_sat)      \
    X("llvm.{s,u}cmp.*",                                      sig_cmp3)     \
    X("llvm.vector.reduce.{add,mul,and,or,xor,smax,smin,umax,umin}.*",      \
                                                              sig_reduce_int) \
    X("llvm.vector.reduce.{fmax,fmin,fmaximum,fminimum}.*",   sig_reduce_fp) \
    X("llvm.vector.reduce.{fadd,fmul}.*",                     sig_reduce_fp_start) \
    X("llvm.masked.load.*",                                   sig_masked_load) \
    X("llvm.masked.store.*",                                  sig_masked_store) \
    X("llvm.masked.gather.*",                                 sig_gather)   \
    X("llvm.masked.scatter.*",                                sig_scatter)  \
    X("llvm.ptrmask.*",                                       sig_ptrmask)  \
    X("llvm.{memcpy,memmove}.{i,p}*",                         sig_memcpy)   \
    X("llvm.memset.{i,p}*",                                   sig_memset)

static const struct {
    const char *pattern;
    const char *(*check)(Sig);
} SIGS[] = {
#define X(p, f) {p, f},
    LLVM_INTRINSIC_SIGS(X)
#undef X
};

/* Old forms of intrinsics that LLVM 19's reader rewrites into the current
 * ones (llvm/lib/IR/AutoUpgrade.cpp, upgradeIntrinsicFunction1) instead
 * of refusing them: producers of older LLVMs write them, and tnvcc
 * compiles them as they are.  X(pattern, number of parameters or -1 for
 * any, only when the result is not bfloat).  The bf16 rows are the NVVM
 * bf16 intrinsics of LLVM <= 16, whose bf16 values were i16. */
#define LLVM_UPGRADED_FORMS(X)                                              \
    X("llvm.{ctlz,cttz}.*", 1, false)                                       \
    X("llvm.coro.end", 2, false)                                            \
    X("llvm.dbg.*", -1, false)                                              \
    X("llvm.{memcpy,memmove,memset}.*", 5, false)                           \
    X("llvm.objectsize.*", 2, false)                                        \
    X("llvm.objectsize.*", 3, false)                                        \
    X("llvm.{ptr.annotation.,var.annotation}*", 4, false)                   \
    X("llvm.nvvm.{brev32,brev64,clz.i,popc.i}", 1, false)                   \
    X("llvm.nvvm.{abs,fma.rn,fmax,fmin,neg}.*bf16*", -1, true)

static bool upgraded_form(const Global *fn)
{
    static const struct { const char *pattern; int nparams; bool not_bf16; } UP[] = {
#define X(p, n, b) {p, n, b},
        LLVM_UPGRADED_FORMS(X)
#undef X
    };
    const Type *ft = fn->fnty;
    const Type *r = ft->elem->kind == TY_VEC ? ft->elem->elem : ft->elem;
    for (size_t k = 0; k < sizeof UP / sizeof *UP; k++)
        if (intrinsic_glob(UP[k].pattern, fn->v.name) &&
            (UP[k].nparams < 0 || (uint32_t)UP[k].nparams == ft->nmem) &&
            (!UP[k].not_bf16 || r->kind != TY_BFLOAT))
            return true;
    return false;
}

/* LLVM's signature (ir/intrsig.c) against the declaration: the
 * verifier's "Intrinsic has incorrect return/argument type!", reported at
 * the declaration.  LLVM checks it at each call (Verifier.cpp,
 * visitIntrinsicCall), so a declaration nothing calls is not checked: it
 * is accepted as LLVM accepts it.  Returns false when it reported. */
static bool check_llvm_signature(VerifyCtx *c, Global *fn)
{
    const IntrinsicSig *s = fn->v.uses ? intrinsic_sig_find(fn->v.name) : NULL;
    IntrinsicSigMatch m;
    if (!s || intrinsic_sig_match(s, fn->fnty, &m) || upgraded_form(fn))
        return true;
    char tb[128];
    const Type *ft = fn->fnty;
    if (m.slot == -2) {
        vc_error(c, fn->v.loc, "%s ('%s' is declared %swith '...'; LLVM's signature is %s)",
                 ft->vararg ? "Intrinsic was not defined with variable arguments!"
                            : "Callsite was not defined with variable arguments!",
                 fn->v.name, ft->vararg ? "" : "without ", s->sig);
        return false;
    }
    if (m.slot == -1)
        vc_error(c, fn->v.loc, "Intrinsic has incorrect return type!: '%s' returns '%s'",
                 fn->v.name, tystr(ft->elem, tb, sizeof tb));
    else if (m.slot >= 0 && (uint32_t)m.slot < ft->nmem)
        vc_error(c, fn->v.loc, "Intrinsic has incorrect argument type!: parameter %d of "
                 "'%s' has type '%s'", m.slot + 1, fn->v.name,
                 tystr(ft->mem[m.slot], tb, sizeof tb));
    else
        vc_error(c, fn->v.loc, "Intrinsic has incorrect argument type!: '%s' takes %s "
                 "parameters than LLVM's signature", fn->v.name,
                 m.slot >= 0 ? "fewer" : "more");
    vc_note(c, fn->v.loc, "LLVM's signature of %s is %s%s", s->name, s->sig,
            strchr(s->sig, '$') ? " ($N: the type of the N-th overloaded 'any' slot)" : "");
    return false;
}

void verify_llvm_intrinsic_decl(VerifyCtx *c, Global *fn)
{
    const Type *ft = fn->fnty;
    if (!ft || !fn->v.name || !c->m || !check_llvm_signature(c, fn))
        return;
    if (c->m->typed_pointers)
        return; /* typed-pointer IR (LLVM <= 14) spelled other signatures */
    Sig s = {ft->elem, ft->mem, ft->nmem};
    for (size_t k = 0; k < sizeof SIGS / sizeof *SIGS; k++) {
        if (!intrinsic_glob(SIGS[k].pattern, fn->v.name))
            continue;
        const char *why = SIGS[k].check(s);
        if (why)
            vc_error(c, fn->v.loc, "'%s' has the wrong signature: LLVM's intrinsic %s",
                     fn->v.name, why);
        return;
    }
}

/* The strict floating-point intrinsics name their rounding mode and
 * exception behaviour in metadata strings (LangRef "Constrained
 * Floating-Point Intrinsics"); llvm.fptrunc.round takes a static mode. */
static const char *const ROUNDING[] = {
    "round.dynamic", "round.tonearest", "round.downward", "round.upward",
    "round.towardzero", "round.tonearestaway",
};
static const char *const FPEXCEPT[] = {"fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"};

static bool one_of(const MDOp *o, const char *const *list, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (strlen(list[k]) == o->len && !memcmp(list[k], o->str, o->len))
            return true;
    return false;
}

static const MDOp *md_string_arg(const Instr *call, uint32_t k)
{
    const Value *v = k < call->nargs ? instr_op(call, k) : NULL;
    const MDOp *o = v && v->kind == VK_MDVALUE ? ((const MDValue *)v)->md : NULL;
    return o && o->kind == MD_STRING ? o : NULL;
}

static void check_fp_modes(VerifyCtx *c, Instr *call, const char *n)
{
    size_t nr = sizeof ROUNDING / sizeof *ROUNDING;
    if (str_starts(n, "llvm.fptrunc.round")) {
        const MDOp *o = md_string_arg(call, 1);
        if (!o || !one_of(o, ROUNDING + 1, nr - 1))
            vc_error(c, instr_loc(c, call), "the rounding mode of '%s' must be a "
                     "static mode string (round.tonearest, round.downward, ...)", n);
        return;
    }
    if (!str_starts(n, "llvm.experimental.constrained."))
        return;
    for (uint32_t k = 0; k < call->nargs; k++) {
        const MDOp *o = md_string_arg(call, k);
        if (o && o->len >= 6 && !memcmp(o->str, "round.", 6) && !one_of(o, ROUNDING, nr))
            vc_error(c, instr_loc(c, call), "'%.*s' is not a rounding mode",
                     (int)o->len, o->str);
        if (o && o->len >= 9 && !memcmp(o->str, "fpexcept.", 9) &&
            !one_of(o, FPEXCEPT, sizeof FPEXCEPT / sizeof *FPEXCEPT))
            vc_error(c, instr_loc(c, call), "'%.*s' is not an exception behaviour",
                     (int)o->len, o->str);
    }
}

/* A masked operation's alignment operand (immarg, see LLVM_IMMARGS) is a
 * power of two: it is an alignment. */
void verify_llvm_intrinsic_call(VerifyCtx *c, Instr *call, Global *callee)
{
    const char *n = callee->v.name;
    check_fp_modes(c, call, n);
    /* llvm.threadlocal.address names the variable itself (not a cast of
     * it): the back end resolves that symbol's per-thread address */
    if (str_starts(n, "llvm.threadlocal.address")) {
        const Value *v = call->nargs ? instr_op(call, 0) : NULL;
        if (!v || v->kind != VK_GLOBAL || !((const Global *)v)->thread_local)
            vc_error(c, instr_loc(c, call), "the argument of '%s' must be a "
                     "thread_local global itself", n);
    }
    int k = intrinsic_glob("llvm.masked.{load,gather}.*", n) ? 1
            : intrinsic_glob("llvm.masked.{store,scatter}.*", n) ? 2 : -1;
    uint64_t a;
    if (k >= 0 && (uint32_t)k < call->nargs && const_uint(instr_op(call, (uint32_t)k), &a) &&
        (a == 0 || (a & (a - 1))))
        vc_error(c, instr_loc(c, call), "the alignment of '%s' must be a power of two, "
                 "not %llu", n, (unsigned long long)a);
}
