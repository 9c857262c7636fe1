/*
 * verify/llvm_intrinsics.c -- LLVM's rules for its generic intrinsics
 * (Verifier.cpp, visitIntrinsicCall), for every IR kind.
 *
 * The signature: every intrinsic of LLVM's table (ir/intrinsic_sigs.def,
 * generic and llvm.nvvm.* alike) that the module calls must be declared
 * with a type its signature admits -- LLVM's "Intrinsic has incorrect
 * argument type!", reported at the declaration (ir/intrsig.c matches it,
 * overloaded slots agreeing with each other).  As in LLVM, the check is
 * made for intrinsics that are called (LLVM checks at each call), and the
 * old forms LLVM 19's reader upgrades (LLVM_UPGRADED_FORMS) are left to
 * the upgrade.  The name's type suffix is not compared with the types:
 * LLVM renames such a declaration instead of refusing it.
 *
 * Beyond the types, LLVM_INTRINSIC_RULES: what LLVM's verifier demands
 * of some called intrinsics besides their signature (bswap's whole
 * bytes, scmp's 2-bit result, ptrmask's shapes); each rule returns why a
 * declaration breaks it, or NULL.  At each call: a masked operation's
 * alignment is a power of two, the strict fp intrinsics' mode strings,
 * llvm.threadlocal.address's and llvm.experimental.noalias.scope.decl's
 * operands, llvm.assume's operand bundles.
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

/*   pattern                                                  rule */
#define LLVM_INTRINSIC_RULES(X)                                             \
    X("llvm.bswap.*",                                         sig_bswap)    \
    X("llvm.{s,u}cmp.*",                                      sig_cmp3)     \
    X("llvm.ptrmask.*",                                       sig_ptrmask)

static const struct {
    const char *pattern;
    const char *(*check)(Sig);
} RULES[] = {
#define X(p, f) {p, f},
    LLVM_INTRINSIC_RULES(X)
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
    const IntrinsicSig *s = intrinsic_sig_find(fn->v.name);
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

/* LLVM gives every declaration of an intrinsic its table's attributes
 * (ir/intrattr.c), called or not; one declared with fewer parameters than
 * the table gives attributes to breaks LLVM's "Attribute after last
 * parameter!" (memset declared without its volatile flag). */
static bool check_attr_slots(VerifyCtx *c, Global *fn)
{
    int last = intrinsic_attrs_last_param(fn);
    if (last < (int)fn->fnty->nmem || !intrinsic_sig_find(fn->v.name) || upgraded_form(fn))
        return true;
    vc_error(c, fn->v.loc, "Attribute after last parameter!: LLVM's intrinsic table gives "
             "parameter %d of '%s' attributes, but it is declared with %u", last + 1,
             fn->v.name, fn->fnty->nmem);
    return false;
}

void verify_llvm_intrinsic_decl(VerifyCtx *c, Global *fn)
{
    const Type *ft = fn->fnty;
    if (!ft || !fn->v.name || !c->m || !check_attr_slots(c, fn) || !fn->v.uses ||
        !check_llvm_signature(c, fn))
        return;
    if (c->m->typed_pointers)
        return; /* typed-pointer IR (LLVM <= 14) spelled other signatures */
    Sig s = {ft->elem, ft->mem, ft->nmem};
    for (size_t k = 0; k < sizeof RULES / sizeof *RULES; k++) {
        if (!intrinsic_glob(RULES[k].pattern, fn->v.name))
            continue;
        const char *why = RULES[k].check(s);
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

/* The operand bundles of llvm.assume state facts as attributes of values
 * (LangRef, "Assume Operand Bundles"): the tag is an attribute's name
 * (or "ignore"), followed by the value it describes and, for an attribute
 * with a number, that number; "align" takes a pointer, an alignment and
 * an optional offset; "separate_storage" two pointers.  LLVM's verifier
 * words each fault as below. */
static const char *assume_bundle_fault(const Instr *call, const Bundle *b)
{
    uint32_t n = b->count;
    const Value *a0 = n > 0 ? instr_op(call, b->first) : NULL;
    const Value *a1 = n > 1 ? instr_op(call, b->first + 1) : NULL;
    if (!strcmp(b->tag, "separate_storage")) {
        if (n != 2)
            return "separate_storage assumptions should have 2 arguments";
        return type_is_ptr(a0->type) && type_is_ptr(a1->type) ? NULL
               : "arguments to separate_storage assumptions should be pointers";
    }
    AttrKind k;
    bool known = attr_lookup(b->tag, strlen(b->tag), &k);
    if (!known && strcmp(b->tag, "ignore"))
        return "tags must be valid attribute names";
    if (known && k == ATTR_ALIGN) {
        if (n < 2 || n > 3)
            return "alignment assumptions should have 2 or 3 arguments";
        if (!type_is_ptr(a0->type))
            return "first argument should be a pointer";
        if (!type_is_int(a1->type))
            return "second argument should be an integer";
        return n == 3 && !type_is_int(instr_op(call, b->first + 2)->type)
                   ? "third argument should be an integer if present" : NULL;
    }
    if (n > 2)
        return "too many arguments";
    if (!known)
        return NULL;
    AttrShape sh = attr_shape(k);
    if (sh == AS_INT || sh == AS_PINT) {
        if (n != 2)
            return "this attribute should have 2 arguments";
        return a1->kind == VK_CINT ? NULL
               : "the second argument should be a constant integral value";
    }
    if (llvm_attr_on_param(k))
        return n == 1 ? NULL : "this attribute should have one argument";
    if (llvm_attr_on_fn(k))
        return n == 0 ? NULL : "this attribute has no argument";
    return NULL;
}

static void check_assume_bundles(VerifyCtx *c, Instr *call)
{
    for (uint32_t k = 0; k < call->call->nbundles; k++) {
        const char *why = assume_bundle_fault(call, &call->call->bundles[k]);
        if (why)
            vc_error(c, instr_loc(c, call), "%s (operand bundle \"%s\" of llvm.assume)",
                     why, call->call->bundles[k].tag);
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
    if (!strcmp(n, "llvm.assume"))
        check_assume_bundles(c, call);
    /* llvm.experimental.noalias.scope.decl declares one scope: its
     * operand is a node listing exactly one (LLVM's !id.scope.list) */
    if (!strcmp(n, "llvm.experimental.noalias.scope.decl")) {
        const Value *v = call->nargs ? instr_op(call, 0) : NULL;
        const MDOp *o = v && v->kind == VK_MDVALUE ? ((const MDValue *)v)->md : NULL;
        if (!o || o->kind != MD_NODE || !o->node)
            vc_error(c, instr_loc(c, call), "!id.scope.list must point to an MDNode "
                     "(the operand of '%s' is a list of one scope)", n);
        else if (o->node->nops != 1)
            vc_error(c, instr_loc(c, call), "!id.scope.list must point to a list with "
                     "a single scope (it has %u)", o->node->nops);
    }
    int k = intrinsic_glob("llvm.masked.{load,gather}.*", n) ? 1
            : intrinsic_glob("llvm.masked.{store,scatter}.*", n) ? 2 : -1;
    uint64_t a;
    if (k >= 0 && (uint32_t)k < call->nargs && const_uint(instr_op(call, (uint32_t)k), &a) &&
        (a == 0 || (a & (a - 1))))
        vc_error(c, instr_loc(c, call), "the alignment of '%s' must be a power of two, "
                 "not %llu", n, (unsigned long long)a);
}
