/*
 * verify/llvm_attrs.c -- LLVM's rules for attributes: where each one may
 * be written and what type of value it may describe (LLVM's
 * Attributes.td positions, AttributeFuncs::typeIncompatible, and the
 * value checks of Verifier::verifyFunctionAttrs for the string
 * attributes clang writes on every function).
 *
 * Why here and not in the parser: a function's attributes may come from
 * attribute groups (`#0`), which are defined after their first use, so
 * only the finished module can say what a function carries.  LLVM too
 * checks group contents in its verifier.
 *
 * One table, LLVM_ATTR_RULES, states for each attribute that is *not*
 * function-only where it may stand (F function, P parameter, R return
 * value) and what it asks of the type it describes; every attribute the
 * table does not name is a function attribute and nothing else.
 *
 * Every fault is reported at the attribute (its own location), falling
 * back to the function or call when the attribute came without one.
 * Reads the module only.
 */
#include <stdio.h>
#include <string.h>

#include "verify/vctx.h"

enum { AT_F = 1, AT_P = 2, AT_R = 4 };

/* The type an attribute asks of the parameter or return value it marks. */
typedef enum {
    NEED_ANY,     /* no constraint */
    NEED_PTR,     /* pointer or vector of pointers */
    NEED_INT,     /* integer or vector of integers */
    NEED_FP,      /* floating point, or vectors/arrays of it */
    NEED_NONVOID, /* a value at all (not a void return) */
} TypeNeed;

/*   kind                      where          type */
#define LLVM_ATTR_RULES(X)                                                  \
    X(ALIGN,                   AT_P | AT_R,   NEED_PTR)                     \
    X(ALIGNSTACK,              AT_F | AT_P,   NEED_ANY)                     \
    X(ALLOCALIGN,              AT_P,          NEED_INT)                     \
    X(ALLOCPTR,                AT_P,          NEED_PTR)                     \
    X(BYREF,                   AT_P,          NEED_PTR)                     \
    X(BYVAL,                   AT_P,          NEED_PTR)                     \
    X(CAPTURES,                AT_P,          NEED_PTR)                     \
    X(DEAD_ON_RETURN,          AT_P,          NEED_PTR)                     \
    X(DEAD_ON_UNWIND,          AT_P,          NEED_PTR)                     \
    X(DEREFERENCEABLE,         AT_P | AT_R,   NEED_PTR)                     \
    X(DEREFERENCEABLE_OR_NULL, AT_P | AT_R,   NEED_PTR)                     \
    X(ELEMENTTYPE,             AT_P,          NEED_PTR)                     \
    X(IMMARG,                  AT_P,          NEED_ANY)                     \
    X(INALLOCA,                AT_P,          NEED_PTR)                     \
    X(INITIALIZES,             AT_P,          NEED_PTR)                     \
    X(INREG,                   AT_P | AT_R,   NEED_ANY)                     \
    X(NEST,                    AT_P,          NEED_PTR)                     \
    X(NOALIAS,                 AT_P | AT_R,   NEED_PTR)                     \
    X(NOCAPTURE,               AT_P,          NEED_PTR)                     \
    X(NOEXT,                   AT_P | AT_R,   NEED_ANY)                     \
    X(NOFPCLASS,               AT_P | AT_R,   NEED_FP)                      \
    X(NOFREE,                  AT_F | AT_P,   NEED_ANY)                     \
    X(NONNULL,                 AT_P | AT_R,   NEED_PTR)                     \
    X(NOUNDEF,                 AT_P | AT_R,   NEED_NONVOID)                 \
    X(PREALLOCATED,            AT_F | AT_P,   NEED_PTR)                     \
    X(RANGE,                   AT_P | AT_R,   NEED_INT)                     \
    X(READNONE,                AT_F | AT_P,   NEED_PTR)                     \
    X(READONLY,                AT_F | AT_P,   NEED_PTR)                     \
    X(RETURNED,                AT_P,          NEED_ANY)                     \
    X(SIGNEXT,                 AT_P | AT_R,   NEED_INT)                     \
    X(SRET,                    AT_P,          NEED_PTR)                     \
    X(SWIFTASYNC,              AT_P,          NEED_ANY)                     \
    X(SWIFTERROR,              AT_P,          NEED_ANY)                     \
    X(SWIFTSELF,               AT_P,          NEED_ANY)                     \
    X(WRITABLE,                AT_P,          NEED_PTR)                     \
    X(WRITEONLY,               AT_F | AT_P,   NEED_PTR)                     \
    X(ZEROEXT,                 AT_P | AT_R,   NEED_INT)

typedef struct AttrRule {
    unsigned where;
    TypeNeed need;
} AttrRule;

static AttrRule rule_of(AttrKind k)
{
    switch (k) {
#define X(kind, where, need) case ATTR_##kind: return (AttrRule){where, need};
        LLVM_ATTR_RULES(X)
#undef X
    case ATTR_STRING:
    case ATTR_GROUP_REF: return (AttrRule){AT_F | AT_P | AT_R, NEED_ANY};
    default: return (AttrRule){AT_F, NEED_ANY};
    }
}

bool llvm_attr_on_param(AttrKind k) { return rule_of(k).where & AT_P; }
bool llvm_attr_on_fn(AttrKind k) { return rule_of(k).where & AT_F; }

static bool type_fits(const Type *t, TypeNeed need)
{
    while (t && need == NEED_FP && t->kind == TY_ARRAY)
        t = t->elem;
    const Type *s = t ? type_scalar(t) : NULL;
    switch (need) {
    case NEED_ANY: return true;
    case NEED_PTR: return s && type_is_ptr(s);
    case NEED_INT: return s && type_is_int(s);
    case NEED_FP: return s && type_is_fp(s);
    case NEED_NONVOID: return t && t->kind != TY_VOID;
    }
    return true;
}

static const char *where_name(unsigned where)
{
    return where == AT_F ? "functions" : where == AT_P ? "parameters" : "return values";
}

/* One attribute at position `where` (one of AT_F/P/R) describing a value
 * of type `t` (NULL for a function attribute). */
static void check_attr(VerifyCtx *c, const Attr *a, unsigned where,
                       const Type *t, Loc fallback)
{
    char buf[96];
    AttrRule r = rule_of(a->kind);
    Loc at = a->loc.line ? a->loc : fallback;
    const char *name = a->kind == ATTR_STRING ? a->key : attr_name(a->kind);
    if (!(r.where & where)) {
        vc_error(c, at, "the attribute '%s' does not apply to %s", name,
                 where_name(where));
        return;
    }
    if (where != AT_F && !type_fits(t, r.need))
        vc_error(c, at, "the attribute '%s' cannot describe a value of type '%s'",
                 name, tystr(t, buf, sizeof buf));
    /* the memory these describe must have a size, below 4 GiB for byval
     * (LLVM's limit on a by-value copy) */
    if (a->type && (a->kind == ATTR_BYVAL || a->kind == ATTR_BYREF || a->kind == ATTR_SRET ||
                    a->kind == ATTR_INALLOCA || a->kind == ATTR_PREALLOCATED)) {
        if (!type_is_sized(a->type))
            vc_error(c, at, "the type of '%s' must have a size", name);
        else if (a->kind == ATTR_BYVAL && type_size(a->type, c->ptr_bits) >= (1ull << 32))
            vc_error(c, at, "a 'byval' argument must be smaller than 4 GiB");
    }
    /* LLVM 19's text format spells the pointee type of these; only the
     * typed-pointer dialect (LLVM <= 14) may leave it out.  The text
     * parser already refuses the bare form (rd_attr_parens, as LLParser
     * does); this keeps the rule for modules built another way (bitcode,
     * libtnvvm). */
    if ((a->kind == ATTR_BYVAL || a->kind == ATTR_BYREF || a->kind == ATTR_SRET ||
         a->kind == ATTR_INALLOCA || a->kind == ATTR_PREALLOCATED ||
         a->kind == ATTR_ELEMENTTYPE) && !a->type && !c->m->typed_pointers)
        vc_error(c, at, "the attribute '%s' needs its type: %s(<type>)", name, name);
}

/* ---- pairs that contradict each other (Verifier::verifyAttributeTypes,
 * verifyParameterAttrs): both on one function or one value is an error. */
#define LLVM_ATTR_CONFLICTS(X)                                              \
    X(ALWAYSINLINE, NOINLINE) X(READNONE, READONLY) X(READNONE, WRITEONLY)  \
    X(READONLY, WRITEONLY) X(SIGNEXT, ZEROEXT) X(NOALIAS, RETURNED)         \
    X(BYVAL, INALLOCA) X(BYVAL, SRET) X(BYVAL, BYREF) X(INALLOCA, SRET)

/* Which kinds l holds, its groups' included (one level, as attr_find
 * looks): one walk of the list, where asking attr_find for each kind of
 * every pair walked it (and its function's groups, dozens of attributes)
 * a dozen times -- a twentieth of a small kernel's compile time, spent on
 * declarations' lists that hold none of these kinds. */
static void kinds_present(const Module *m, const AttrList *l, bool has[ATTR__COUNT])
{
    memset(has, 0, ATTR__COUNT * sizeof *has);
    for (uint32_t i = 0; l && i < l->n; i++) {
        const Attr *a = &l->a[i];
        const AttrGroup *g = a->kind == ATTR_GROUP_REF
                                 ? module_attr_group(m, (uint32_t)a->ival) : NULL;
        for (uint32_t k = 0; g && k < g->attrs.n; k++)
            has[g->attrs.a[k].kind] = true;
        has[a->kind] = true;
    }
}

static void check_conflicts(VerifyCtx *c, const AttrList *l, Loc fallback)
{
    const Attr *a, *b;
    bool has[ATTR__COUNT];
    kinds_present(c->m, l, has);
#define X(k1, k2)                                                           \
    if (has[ATTR_##k1] && has[ATTR_##k2] &&                                 \
        (a = attr_find(c->m, l, ATTR_##k1)) && (b = attr_find(c->m, l, ATTR_##k2))) \
        vc_error(c, b->loc.line ? b->loc : fallback, "the attributes '%s' and '%s' "   \
                 "contradict each other", attr_name(ATTR_##k1), attr_name(ATTR_##k2));
    LLVM_ATTR_CONFLICTS(X)
#undef X
    /* immarg says "a constant the code generator reads": it describes the
     * operand fully, so LLVM 19 (and libNVVM's LLVM) allow nothing beside
     * it.  LLVM 22 dropped the rule -- its own intrinsic table now writes
     * `i32 immarg range(i32 0, 3)` -- so an LLVM IR module (--ir=llvm, or
     * one without !nvvmir.version) may have company there; NVVM IR may
     * not. */
    if (c->kind != IR_LLVM && has[ATTR_IMMARG] && (a = attr_find(c->m, l, ATTR_IMMARG)))
        for (uint32_t k = 0; k < l->n; k++)
            if (l->a[k].kind != ATTR_IMMARG && l->a[k].kind != ATTR_GROUP_REF) {
                vc_error(c, a->loc.line ? a->loc : fallback, "the attribute 'immarg' "
                         "allows no other attribute on its parameter");
                break;
            }
}

/* A range attribute with equal bounds says "every value" or "no value":
 * LLVM refuses both. */
static void check_range_bounds(VerifyCtx *c, const AttrList *l, Loc fallback)
{
    const Attr *a = attr_find(c->m, l, ATTR_RANGE);
    if (a && a->lo && a->hi && a->lo == a->hi)
        vc_error(c, a->loc.line ? a->loc : fallback, "a range attribute with equal "
                 "bounds is the full or the empty set");
}

/* ---- attributes whose parenthesised text has a grammar ---------------
 * uwtable(sync|async); allockind("kind,modifier,..."): exactly one of
 * alloc/realloc/free, free without modifiers, not both zeroed and
 * uninitialized; allocsize(size[, count]): integer parameters, in range,
 * not the same one twice. */
static bool word_in(const char *w, size_t n, const char *list)
{
    for (const char *p = list; *p;) {
        size_t m = strcspn(p, ",");
        if (m == n && !memcmp(p, w, n))
            return true;
        p += m + (p[m] == ',');
    }
    return false;
}

static const char *allockind_problem(const char *v)
{
    size_t len = v ? strlen(v) : 0;
    if (len < 2 || v[0] != '"' || v[len - 1] != '"' || len == 2)
        return "allockind needs a quoted, non-empty list of kinds";
    unsigned kinds = 0, mods = 0;
    bool zeroed = false, uninit = false, is_free = false;
    for (const char *p = v + 1, *e = v + len - 1; p < e;) {
        size_t n = strcspn(p, ",\"");
        if (word_in(p, n, "alloc,realloc,free")) {
            kinds++;
            is_free |= n == 4 && !memcmp(p, "free", 4);
        } else if (word_in(p, n, "uninitialized,zeroed,aligned")) {
            mods++;
            zeroed |= n == 6 && !memcmp(p, "zeroed", 6);
            uninit |= n == 13;
        } else {
            return "allockind knows alloc, realloc, free, uninitialized, zeroed "
                   "and aligned only";
        }
        p += n + (p[n] == ',');
    }
    if (kinds != 1)
        return "allockind needs exactly one of alloc, realloc and free";
    if (is_free && mods)
        return "allockind(\"free\") takes no modifier";
    if (zeroed && uninit)
        return "allockind cannot be both zeroed and uninitialized";
    return NULL;
}

static const char *allocsize_problem(const char *v, const Type *fnty)
{
    unsigned long a, b = 0;
    int n = v ? sscanf(v, " %lu , %lu", &a, &b) : 0;
    if (n < 1)
        return "allocsize takes one or two parameter numbers";
    for (int k = 0; k < n; k++) {
        unsigned long p = k ? b : a;
        if (fnty && (p >= fnty->nmem || !type_is_int(fnty->mem[p])))
            return "allocsize names a parameter that is not an integer parameter "
                   "of the function";
    }
    if (n == 2 && a == b)
        return "allocsize names the same parameter twice";
    return NULL;
}

static void check_fn_raw_values(VerifyCtx *c, const AttrList *l, const Type *fnty,
                                Loc fallback)
{
    const Attr *a;
    const char *why = NULL;
    if ((a = attr_find(c->m, l, ATTR_UWTABLE)) && a->val &&
        strcmp(a->val, "sync") && strcmp(a->val, "async"))
        vc_error(c, a->loc.line ? a->loc : fallback, "uwtable takes sync or async, "
                 "not '%s'", a->val);
    if ((a = attr_find(c->m, l, ATTR_ALLOCKIND)) && (why = allockind_problem(a->val)))
        vc_error(c, a->loc.line ? a->loc : fallback, "%s", why);
    if ((a = attr_find(c->m, l, ATTR_ALLOCSIZE)) && (why = allocsize_problem(a->val, fnty)))
        vc_error(c, a->loc.line ? a->loc : fallback, "%s", why);
}

/* ---- string attributes with a meaning (verifyFunctionAttrs) --------- */
#define BOOL_STRING_ATTRS(X)                                                \
    X("no-jump-tables") X("less-precise-fpmad") X("no-infs-fp-math")        \
    X("no-nans-fp-math") X("no-signed-zeros-fp-math") X("unsafe-fp-math")   \
    X("approx-func-fp-math") X("no-inline-line-tables")                     \
    X("use-sample-profile") X("profile-sample-accurate")
#define UINT_STRING_ATTRS(X)                                                \
    X("patchable-function-entry") X("patchable-function-prefix")            \
    X("warn-stack-size")

static bool is_uint(const char *s)
{
    if (!s || !*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

static void check_string_attr(VerifyCtx *c, const Attr *a, Loc fallback)
{
    Loc at = a->loc.line ? a->loc : fallback;
    const char *v = a->val ? a->val : "";
#define X(k) if (!strcmp(a->key, k) && strcmp(v, "true") && strcmp(v, "false"))   \
        vc_error(c, at, "the attribute \"%s\" takes \"true\" or \"false\", not \"%s\"", k, v);
    BOOL_STRING_ATTRS(X)
#undef X
#define X(k) if (!strcmp(a->key, k) && !is_uint(v))                                \
        vc_error(c, at, "the attribute \"%s\" takes an unsigned integer, not \"%s\"", k, v);
    UINT_STRING_ATTRS(X)
#undef X
    if (!strcmp(a->key, "frame-pointer") && strcmp(v, "all") &&
        strcmp(v, "non-leaf") && strcmp(v, "none"))
        vc_error(c, at, "the attribute \"frame-pointer\" takes \"all\", \"non-leaf\" "
                 "or \"none\", not \"%s\"", v);
}

/* Every attribute of a list, groups included (a group is written once
 * but applies wherever it is referenced: report at the attribute). */
static void check_list(VerifyCtx *c, const AttrList *l, unsigned where,
                       const Type *t, Loc fallback, int depth)
{
    if (!l)
        return;
    for (uint32_t k = 0; k < l->n; k++) {
        const Attr *a = &l->a[k];
        if (a->kind == ATTR_GROUP_REF) {
            const AttrGroup *g = depth == 0 ? module_attr_group(c->m, (uint32_t)a->ival) : NULL;
            if (g)
                check_list(c, &g->attrs, where, t, fallback, depth + 1);
            continue;
        }
        check_attr(c, a, where, t, fallback);
        if (a->kind == ATTR_STRING && a->key && where == AT_F)
            check_string_attr(c, a, fallback);
    }
}

void verify_llvm_fn_attrs(VerifyCtx *c, Global *fn)
{
    if (!fn->fnty)
        return;
    Loc at = fn->v.loc;
    const Attr *a;
    check_list(c, &fn->attrs, AT_F, NULL, at, 0);
    check_conflicts(c, &fn->attrs, at);
    check_fn_raw_values(c, &fn->attrs, fn->fnty, at);
    check_list(c, &fn->ret_attrs, AT_R, fn->fnty->elem, at, 0);
    check_conflicts(c, &fn->ret_attrs, at);
    check_range_bounds(c, &fn->ret_attrs, at);
    if (fn->param_attrs)
        for (uint32_t p = 0; p < fn->fnty->nmem; p++) {
            check_list(c, &fn->param_attrs[p], AT_P, fn->fnty->mem[p], at, 0);
            check_conflicts(c, &fn->param_attrs[p], at);
            check_range_bounds(c, &fn->param_attrs[p], at);
        }
    /* `builtin` marks a call to a library function as the library one;
     * on the function itself it means nothing */
    if ((a = attr_find(c->m, &fn->attrs, ATTR_BUILTIN)))
        vc_error(c, a->loc.line ? a->loc : at, "the attribute 'builtin' belongs on "
                 "calls, not on functions");
    /* a jump-table entry replaces the function's address */
    if ((a = attr_find(c->m, &fn->attrs, ATTR_JUMPTABLE)) && fn->unnamed_addr != UA_UNNAMED)
        vc_error(c, a->loc.line ? a->loc : at, "the attribute 'jumptable' needs "
                 "'unnamed_addr' on the function");
}

/* A call's own attributes: the same rules, against the call's types. */
/* The attributes that name a parameter's role in the callee's signature
 * make no sense on an argument passed through `...`. */
#define NOT_ON_VARARGS(X) X(SRET) X(NEST) X(RETURNED) X(INALLOCA) X(PREALLOCATED)

static void check_vararg_args(VerifyCtx *c, Instr *call, Loc at)
{
    Value *callee = call_callee(call);
    const Type *ft = NULL;
    Global *g = call_callee_fn(call);
    if (g && g->fnty)
        ft = g->fnty;
    (void)callee;
    if (!ft || !ft->vararg || !call->call->arg_attrs)
        return;
    for (uint32_t k = ft->nmem; k < call->nargs; k++) {
        const Attr *a;
#define X(kind)                                                             \
        if ((a = attr_find(c->m, &call->call->arg_attrs[k], ATTR_##kind)))  \
            vc_error(c, a->loc.line ? a->loc : at, "the attribute '%s' cannot "   \
                     "mark an argument passed through '...'", attr_name(ATTR_##kind));
        NOT_ON_VARARGS(X)
#undef X
    }
}

void verify_llvm_call_attrs(VerifyCtx *c, Instr *call)
{
    Loc at = instr_loc(c, call);
    const Attr *a;
    check_list(c, &call->call->fn_attrs, AT_F, NULL, at, 0);
    if ((a = attr_find(c->m, &call->call->fn_attrs, ATTR_SPECULATABLE)))
        vc_error(c, a->loc.line ? a->loc : at, "the attribute 'speculatable' "
                 "belongs on functions, not on calls");
    check_vararg_args(c, call, at);
    check_list(c, &call->call->ret_attrs, AT_R, call->v.type, at, 0);
    if (call->call->arg_attrs)
        for (uint32_t k = 0; k < call->nargs; k++) {
            Value *v = instr_op(call, k);
            check_list(c, &call->call->arg_attrs[k], AT_P, v ? v->type : NULL, at, 0);
        }
}
