/*
 * verify/metadata.c -- LLVM's own rules for metadata (the IR verifier's,
 * llvm/lib/IR/Verifier.cpp): the shape of the module-level named
 * metadata every producer writes (!llvm.module.flags, !llvm.ident,
 * !llvm.commandline) and which instructions may carry the attachments
 * that change what an instruction means (!range, !nonnull, !align,
 * !dereferenceable, !fpmath, !invariant.group, the alias scopes,
 * !llvm.access.group, !annotation) or a global's (!associated).
 *
 * These are rules of LLVM IR, not of NVIDIA's NVVM contract: they hold
 * for every IR kind.  Metadata nodes keep their `!N = ...` location, so a
 * fault inside a node is reported at that node; an attachment has no
 * location of its own and is reported at its instruction.
 *
 * Invariants: reads the module only; every problem is reported (no
 * early exit), each once.
 */
#include <string.h>

#include "verify/vctx.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */
static bool md_is_string(const MDOp *o) { return o->kind == MD_STRING; }

static bool md_int(const MDOp *o, uint64_t *v)
{
    return o->kind == MD_VALUE && o->value && const_uint(o->value, v);
}

static Loc md_loc(const VerifyCtx *c, const MDNode *n, const NamedMD *nm)
{
    (void)c;
    return n && n->loc.line ? n->loc : nm->loc;
}

static bool md_str_eq(const MDOp *o, const MDOp *p)
{
    return o->len == p->len && memcmp(o->str, p->str, o->len) == 0;
}

/* ------------------------------------------------------------------ */
/* !llvm.module.flags                                                   */
/* ------------------------------------------------------------------ */
/* LangRef "Module Flags Metadata": the behaviours 1..8 (Error, Warning,
 * Require, Override, Append, AppendUnique, Max, Min). */
enum { MF_ERROR = 1, MF_REQUIRE = 3, MF_APPEND = 5, MF_APPEND_UNIQUE = 6,
       MF_MAX = 7, MF_MIN = 8 };

/* The value operand, by behaviour. */
static void check_flag_value(VerifyCtx *c, Loc at, uint64_t b, const MDOp *v)
{
    uint64_t x;
    if (b == MF_REQUIRE) {
        const MDNode *p = v->kind == MD_NODE ? v->node : NULL;
        if (!p || p->nops != 2)
            vc_error(c, at, "a 'require' module flag needs a pair "
                     "!{!\"flag\", value} as its value");
        else if (!md_is_string(&p->ops[0]))
            vc_error(c, at, "the pair of a 'require' module flag must start "
                     "with a string (the flag it requires)");
    } else if ((b == MF_APPEND || b == MF_APPEND_UNIQUE) && v->kind != MD_NODE) {
        vc_error(c, at, "an 'append' module flag needs a metadata node as its value");
    } else if ((b == MF_MAX || b == MF_MIN) && !md_int(v, &x)) {
        vc_error(c, at, "a '%s' module flag needs an integer constant as its value",
                 b == MF_MAX ? "max" : "min");
    }
}

/* One flag !{i32 behaviour, !"id", value}.  Returns its id operand
 * (for the uniqueness check), or NULL if malformed. */
static const MDOp *check_flag(VerifyCtx *c, const MDNode *n, Loc at)
{
    uint64_t b;
    if (n->nops != 3) {
        vc_error(c, at, "a module flag has 3 operands (behaviour, name, value), "
                 "not %u", n->nops);
        return NULL;
    }
    if (!md_int(&n->ops[0], &b)) {
        vc_error(c, at, "the behaviour of a module flag must be an integer constant");
        return NULL;
    }
    if (b < MF_ERROR || b > MF_MIN) {
        vc_error(c, at, "module flag behaviour %llu is not one of 1 to 8",
                 (unsigned long long)b);
        return NULL;
    }
    if (!md_is_string(&n->ops[1])) {
        vc_error(c, at, "the name of a module flag must be a metadata string");
        return NULL;
    }
    check_flag_value(c, at, b, &n->ops[2]);
    /* the flags whose value LLVM itself reads as a number */
    uint64_t x;
    const MDOp *id = &n->ops[1];
    if (((id->len == 10 && !memcmp(id->str, "wchar_size", 10)) ||
         (id->len == 21 && !memcmp(id->str, "SemanticInterposition", 21))) &&
        !md_int(&n->ops[2], &x))
        vc_error(c, at, "module flag \"%.*s\" needs an integer constant as its value",
                 (int)id->len, id->str);
    return b == MF_REQUIRE ? NULL : &n->ops[1];
}

static void check_module_flags(VerifyCtx *c)
{
    const NamedMD *nm = module_named_md(c->m, "llvm.module.flags");
    if (!nm)
        return;
    /* Flags are few (a dozen at most in practice): a quadratic scan for
     * repeated names costs nothing. */
    const MDOp *seen[64];
    uint32_t nseen = 0;
    for (uint32_t k = 0; k < nm->n; k++) {
        const MDNode *n = nm->nodes[k];
        Loc at = md_loc(c, n, nm);
        const MDOp *id = n ? check_flag(c, n, at) : NULL;
        if (!id)
            continue;
        for (uint32_t j = 0; j < nseen; j++)
            if (md_str_eq(seen[j], id)) {
                vc_error(c, at, "module flag \"%.*s\" is given twice (only "
                         "'require' flags may repeat a name)", (int)id->len, id->str);
                break;
            }
        if (nseen < sizeof seen / sizeof *seen)
            seen[nseen++] = id;
    }
}

/* ------------------------------------------------------------------ */
/* !llvm.ident, !llvm.commandline: each entry is !{!"one string"}       */
/* ------------------------------------------------------------------ */
static void check_string_list(VerifyCtx *c, const char *name)
{
    const NamedMD *nm = module_named_md(c->m, name);
    if (!nm)
        return;
    for (uint32_t k = 0; k < nm->n; k++) {
        const MDNode *n = nm->nodes[k];
        Loc at = md_loc(c, n, nm);
        if (!n || n->nops != 1)
            vc_error(c, at, "each !%s entry holds exactly one string, this one "
                     "has %u operands", name, n ? n->nops : 0);
        else if (!md_is_string(&n->ops[0]))
            vc_error(c, at, "the operand of a !%s entry must be a string", name);
    }
}

/* !associated on a global: one operand, a pointer constant (normally
 * another global, possibly behind a cast), and not the global itself. */
static void check_associated(VerifyCtx *c, const Global *g)
{
    for (uint32_t k = 0; k < g->nmd; k++) {
        if (strcmp(g->md[k].kind, "associated"))
            continue;
        const MDNode *n = g->md[k].node;
        const Value *v = n && n->nops == 1 && n->ops[0].kind == MD_VALUE
                             ? n->ops[0].value : NULL;
        if (!v || !type_is_ptr(v->type) || !value_is_const(v))
            vc_error(c, g->v.loc, "!associated takes one operand, a pointer "
                     "constant (normally another global)");
        else if (strip_casts(v) == &g->v)
            vc_error(c, g->v.loc, "!associated cannot name the global it is on");
    }
}

/* A function's !prof: !{!"function_entry_count" (or the synthetic
 * one), integer count, ...}. */
static void check_function_prof(VerifyCtx *c, const Global *fn)
{
    unsigned seen = 0;
    for (uint32_t k = 0; k < fn->nmd; k++) {
        if (strcmp(fn->md[k].kind, "prof"))
            continue;
        /* a count of calls belongs to a body, and there is one count */
        if (fn->is_decl)
            vc_error(c, fn->v.loc, "a function declaration cannot carry !prof");
        if (++seen == 2)
            vc_error(c, fn->v.loc, "a function carries at most one !prof");
        const MDNode *n = fn->md[k].node;
        const MDOp *name = n && n->nops >= 2 ? &n->ops[0] : NULL;
        bool named = name && name->kind == MD_STRING &&
                     ((name->len == 20 && !memcmp(name->str, "function_entry_count", 20)) ||
                      (name->len == 30 &&
                       !memcmp(name->str, "synthetic_function_entry_count", 30)));
        uint64_t x;
        if (!named || !md_int(&n->ops[1], &x))
            vc_error(c, fn->v.loc, "a function's !prof is !{!\"function_entry_count\", "
                     "<integer>, ...} (or the synthetic entry count)");
    }
}

void verify_llvm_named_metadata(VerifyCtx *c)
{
    for (Global *fn = c->m->funcs; fn; fn = fn->next)
        if (fn->nmd)
            check_function_prof(c, fn);
    for (Global *g = c->m->globals; g; g = g->next)
        if (g->nmd)
            check_associated(c, g);
    check_module_flags(c);
    check_string_list(c, "llvm.ident");
    check_string_list(c, "llvm.commandline");
}

/* ------------------------------------------------------------------ */
/* Attachments on instructions                                          */
/* ------------------------------------------------------------------ */
static bool is_load(const Instr *i) { return i->op == OP_LOAD; }
static bool is_call(const Instr *i) { return i->op == OP_CALL || i->op == OP_INVOKE; }

/* !range: loads and calls of an integer (or vector of integer) result;
 * operands are pairs of constants of that type. */
static void check_range(VerifyCtx *c, Instr *i, const MDNode *n)
{
    char a[96];
    Loc at = instr_loc(c, i);
    if (!is_load(i) && !is_call(i)) {
        vc_error(c, at, "!range may only be attached to a load or a call");
        return;
    }
    const Type *t = type_scalar(i->v.type);
    if (!t || !type_is_int(t)) {
        vc_error(c, at, "!range needs an integer result, not '%s'",
                 tystr(i->v.type, a, sizeof a));
        return;
    }
    if (n->nops == 0 || n->nops % 2) {
        vc_error(c, at, "!range needs pairs of bounds, not %u operands", n->nops);
        return;
    }
    for (uint32_t k = 0; k < n->nops; k++) {
        const MDOp *o = &n->ops[k];
        if (o->kind != MD_VALUE || !o->value || o->value->kind != VK_CINT ||
            o->value->type != t) {
            vc_error(c, at, "!range bound %u must be an integer constant of type '%s'",
                     k, tystr(t, a, sizeof a));
            return;
        }
    }
}

/* A pointer-result load (or inttoptr, where `also_inttoptr`). */
static void need_ptr_load(VerifyCtx *c, Instr *i, const char *kind, bool also_inttoptr)
{
    bool ok_op = is_load(i) || (also_inttoptr && i->op == OP_INTTOPTR);
    if (!ok_op)
        vc_error(c, instr_loc(c, i), "!%s may only be attached to a load%s", kind,
                 also_inttoptr ? " or an inttoptr" : "");
    else if (!type_is_ptr(i->v.type))
        vc_error(c, instr_loc(c, i), "!%s needs a pointer result", kind);
}

static void check_fpmath(VerifyCtx *c, Instr *i, const MDNode *n)
{
    if (!type_is_fp(type_scalar(i->v.type))) {
        vc_error(c, instr_loc(c, i), "!fpmath may only be attached to an "
                 "instruction with a floating-point result");
        return;
    }
    const MDOp *o = n->nops == 1 ? &n->ops[0] : NULL;
    if (!o || o->kind != MD_VALUE || !o->value || o->value->kind != VK_CFP)
        vc_error(c, instr_loc(c, i), "!fpmath takes one floating-point "
                 "constant (the accuracy in ULPs)");
}

/* Alias scopes (LangRef "noalias and alias.scope Metadata"): a scope
 * list is a node of scopes; a scope is !{self-or-string, domain[,
 * !"name"]}; a domain is !{self-or-string[, !"name"]}.  The
 * self-reference is what makes a scope unique, so it is checked as such. */
static bool self_or_string(const MDNode *n)
{
    return n->nops > 0 && ((n->ops[0].kind == MD_NODE && n->ops[0].node == n) ||
                           n->ops[0].kind == MD_STRING);
}

static const char *domain_problem(const MDNode *d)
{
    if (d->nops < 1 || d->nops > 2)
        return "an alias-scope domain has one or two operands";
    if (!self_or_string(d))
        return "an alias-scope domain starts with itself or a string";
    if (d->nops == 2 && !md_is_string(&d->ops[1]))
        return "the second operand of an alias-scope domain, if any, is a string";
    return NULL;
}

static const char *scope_problem(const MDNode *sc)
{
    if (sc->nops < 2 || sc->nops > 3)
        return "an alias scope has two or three operands";
    if (!self_or_string(sc))
        return "an alias scope starts with itself or a string";
    if (sc->ops[1].kind != MD_NODE)
        return "the second operand of an alias scope is its domain, a node";
    if (sc->nops == 3 && !md_is_string(&sc->ops[2]))
        return "the third operand of an alias scope, if any, is a string";
    return domain_problem(sc->ops[1].node);
}

static void check_scope_list(VerifyCtx *c, Instr *i, const char *kind, const MDNode *n)
{
    for (uint32_t k = 0; k < n->nops; k++) {
        const char *why = n->ops[k].kind != MD_NODE
                              ? "a scope list holds scope nodes only"
                              : scope_problem(n->ops[k].node);
        if (why) {
            vc_error(c, instr_loc(c, i), "!%s: %s", kind, why);
            return;
        }
    }
}

/* !llvm.access.group: a distinct empty node, or a list of them. */
static bool is_access_group(const MDNode *n)
{
    return n->distinct && n->nops == 0;
}

static void check_access_groups(VerifyCtx *c, Instr *i, const MDNode *n)
{
    if (is_access_group(n))
        return;
    for (uint32_t k = 0; k < n->nops; k++)
        if (n->ops[k].kind != MD_NODE || !is_access_group(n->ops[k].node)) {
            vc_error(c, instr_loc(c, i), "!llvm.access.group: an access group is "
                     "a distinct empty node, or a list of them");
            return;
        }
}

/* !annotation: one or more strings, or tuples of strings. */
static void check_annotation(VerifyCtx *c, Instr *i, const MDNode *n)
{
    bool ok = n->nops > 0;
    for (uint32_t k = 0; ok && k < n->nops; k++) {
        const MDOp *o = &n->ops[k];
        if (o->kind == MD_NODE)
            for (uint32_t j = 0; ok && j < o->node->nops; j++)
                ok = md_is_string(&o->node->ops[j]);
        else
            ok = md_is_string(o);
    }
    if (!ok)
        vc_error(c, instr_loc(c, i), "!annotation takes one or more strings "
                 "(or tuples of strings)");
}

void verify_llvm_attachments(VerifyCtx *c, Instr *i)
{
    MDNode *n;
    if ((n = instr_md(i, "alias.scope")))
        check_scope_list(c, i, "alias.scope", n);
    if ((n = instr_md(i, "noalias")))
        check_scope_list(c, i, "noalias", n);
    if ((n = instr_md(i, "llvm.access.group")))
        check_access_groups(c, i, n);
    if ((n = instr_md(i, "annotation")))
        check_annotation(c, i, n);
    if ((n = instr_md(i, "range")))
        check_range(c, i, n);
    if (instr_md(i, "nonnull"))
        need_ptr_load(c, i, "nonnull", false);
    if (instr_md(i, "align"))
        need_ptr_load(c, i, "align", false);
    if (instr_md(i, "dereferenceable"))
        need_ptr_load(c, i, "dereferenceable", true);
    if (instr_md(i, "dereferenceable_or_null"))
        need_ptr_load(c, i, "dereferenceable_or_null", true);
    if ((n = instr_md(i, "fpmath")))
        check_fpmath(c, i, n);
    if (instr_md(i, "invariant.group") && i->op != OP_LOAD && i->op != OP_STORE)
        vc_error(c, instr_loc(c, i), "!invariant.group may only be attached to "
                 "a load or a store");
}
