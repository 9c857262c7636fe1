/*
 * frontend/instrs.c -- semantic actions that build instructions.
 *
 * One function per instruction shape of parser.y.  Each receives its
 * operands already typed (or as ValRefs where LLVM writes one type for
 * several operands, as in `add i32 %a, %b`), checks what a reader of
 * LangRef would expect the parser to check (flag placement, operand
 * types, operand counts), and returns the Instr.  The trailing items list
 * (see OptItem in parse.h) is consumed with the small Items cursor below.
 * Deeper semantic rules (dominance, NVVM's contract) are the verifier's.
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/build.h"

#define L(s) span_loc(s)

Type *b_cmp_type(ParseCtx *P, Type *t);
int b_fcmp_pred(int pred);
Type *b_gep_type(ParseCtx *P, Type *src, Value *base, Value **idx, uint32_t n, Loc at);

static const char *tstr(Type *t, char *buf, size_t n) { return type_str(t, buf, n); }

/* ================= trailing items ================= */

typedef struct Items {
    PList *l;
    uint32_t k;
} Items;

static OptItem *peek(Items *it) { return it->l && it->k < it->l->n ? it->l->v[it->k] : NULL; }

/* The next item if it is a typed value, else NULL. */
static Value *next_value(Items *it)
{
    OptItem *o = peek(it);
    if (!o || o->k != OI_VALUE)
        return NULL;
    it->k++;
    return o->val;
}

OptItem *b_opt(ParseCtx *P, OptKind k, Span at)
{
    OptItem *o = arena_alloc(&P->scratch, sizeof *o);
    o->k = k;
    o->loc = L(at);
    return o;
}

PList *b_opts_push(ParseCtx *P, PList *l, OptItem *o)
{
    if (!l)
        l = plist_new(P);
    plist_push(P, l, o);
    return l;
}

/* What is left must be `, align N` (where allowed) and `, !kind !N`. */
static bool finish_items(ParseCtx *P, Instr *i, Items *it, bool allow_align)
{
    if (!peek(it)) /* the usual case: nothing left */
        return true;
    Vec md = {0};
    bool ok = true;
    for (OptItem *o; ok && (o = peek(it)); it->k++) {
        if (o->k == OI_MD)
            VEC_PUSH(&md, MDAttach, ((MDAttach){o->str.s, o->md}));
        else if (o->k == OI_ALIGN && allow_align && !i->align)
            i->align = o->num;
        else {
            diag_error(P->diag, o->loc, "unexpected operand for '%s'", opcode_name(i->op));
            ok = false;
        }
    }
    if (md.len) {
        i->md = arena_array(&P->m->arena, md.len, sizeof(MDAttach));
        memcpy(i->md, md.data, md.len * sizeof(MDAttach));
        i->nmd = (uint32_t)md.len;
    }
    vec_free(&md);
    return ok;
}

static Instr *mk(ParseCtx *P, Opcode op, Type *t, Value **ops, uint32_t n)
{
    Instr *i = instr_new(P->m, op, t, n);
    for (uint32_t k = 0; k < n; k++)
        instr_set_op(i, k, ops[k]);
    return i;
}

Instr *b_finish(ParseCtx *P, Instr *i, PList *opts, bool allow_align)
{
    Items it = {opts, 0};
    return finish_items(P, i, &it, allow_align) ? i : NULL;
}

/* ================= flags ================= */

uint32_t b_flag(ParseCtx *P, uint32_t flags, int bit)
{
    (void)P;
    return flags | (bit == IFB__COUNT ? (uint32_t)IF_FAST : 1u << bit);
}

static bool flags_ok(ParseCtx *P, uint32_t flags, uint32_t allowed, Opcode op, Span at)
{
    uint32_t bad = flags & ~allowed;
    if (!bad)
        return true;
    diag_error(P->diag, L(at), "'%s' is not valid on '%s'",
               instr_flag_name((unsigned)__builtin_ctz(bad)), opcode_name(op));
    return false;
}

static uint32_t binop_flags(Opcode op)
{
    switch (op) {
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_SHL: return IF_NUW | IF_NSW;
    case OP_UDIV: case OP_SDIV: case OP_LSHR: case OP_ASHR: return IF_EXACT;
    case OP_OR: return IF_DISJOINT;
    case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV: case OP_FREM: return IF_FMF_MASK;
    default: return 0;
    }
}

static bool is_fp_op(Opcode op)
{
    return op == OP_FADD || op == OP_FSUB || op == OP_FMUL || op == OP_FDIV ||
           op == OP_FREM || op == OP_FNEG;
}

static bool operand_type_ok(ParseCtx *P, Opcode op, Type *t, Span at)
{
    const Type *s = type_scalar(t);
    bool ok = is_fp_op(op) ? type_is_fp(s) : type_is_int(s);
    if (!ok) {
        char b[96];
        diag_error(P->diag, L(at), "invalid operand type '%s' for '%s'",
                   tstr(t, b, sizeof b), opcode_name(op));
    }
    return ok;
}

/* ================= arithmetic, casts, comparisons ================= */

Instr *b_binop(ParseCtx *P, int op, uint32_t flags, Type *t, ValRef *a,
               ValRef *b, PList *opts, Span at)
{
    Value *ops[2] = {b_resolve(P, t, a), b_resolve(P, t, b)};
    if (!flags_ok(P, flags, binop_flags(op), op, at) || !operand_type_ok(P, op, t, at))
        return NULL;
    Instr *i = mk(P, op, t, ops, 2);
    i->flags = flags;
    return b_finish(P, i, opts, false);
}

Instr *b_fneg(ParseCtx *P, uint32_t flags, Value *a, PList *opts, Span at)
{
    if (!flags_ok(P, flags, IF_FMF_MASK, OP_FNEG, at) ||
        !operand_type_ok(P, OP_FNEG, a->type, at))
        return NULL;
    Instr *i = mk(P, OP_FNEG, a->type, &a, 1);
    i->flags = flags;
    return b_finish(P, i, opts, false);
}

static uint32_t cast_flags(Opcode op)
{
    switch (op) {
    case OP_TRUNC: return IF_NUW | IF_NSW;
    case OP_ZEXT: case OP_UITOFP: return IF_NNEG;
    case OP_FPTRUNC: case OP_FPEXT: return IF_FMF_MASK;
    default: return 0;
    }
}

Instr *b_cast(ParseCtx *P, int op, uint32_t flags, Value *v, Type *to,
              PList *opts, Span at)
{
    if (!flags_ok(P, flags, cast_flags(op), op, at))
        return NULL;
    Instr *i = mk(P, op, to, &v, 1);
    i->flags = flags;
    return b_finish(P, i, opts, false);
}

Instr *b_cmp(ParseCtx *P, int op, uint32_t flags, int pred, Type *t,
             ValRef *a, ValRef *b, PList *opts, Span at)
{
    Value *ops[2] = {b_resolve(P, t, a), b_resolve(P, t, b)};
    uint32_t allowed = op == OP_ICMP ? IF_SAMESIGN : IF_FMF_MASK;
    if (op == OP_FCMP)
        pred = b_fcmp_pred(pred);
    if (pred < 0 || (op == OP_ICMP && pred >= PRED_F_FALSE)) {
        diag_error(P->diag, L(at), "invalid predicate for '%s'", opcode_name(op));
        return NULL;
    }
    const Type *s = type_scalar(t);
    if (!flags_ok(P, flags, allowed, op, at))
        return NULL;
    if (op == OP_ICMP ? !(type_is_int(s) || type_is_ptr(s)) : !type_is_fp(s)) {
        char c[96];
        diag_error(P->diag, L(at), "invalid operand type '%s' for '%s'", tstr(t, c, sizeof c),
                   opcode_name(op));
        return NULL;
    }
    Instr *i = mk(P, op, b_cmp_type(P, t), ops, 2);
    i->flags = flags;
    i->pred = (uint8_t)pred;
    return b_finish(P, i, opts, false);
}

Instr *b_select(ParseCtx *P, uint32_t flags, Value *c, Value *a, Value *b,
                PList *opts, Span at)
{
    Value *ops[3] = {c, a, b};
    if (!flags_ok(P, flags, IF_FMF_MASK, OP_SELECT, at))
        return NULL;
    if (type_scalar(c->type) != P->m->types.i1 || a->type != b->type) {
        diag_error(P->diag, L(at), "select needs an i1 condition and two operands of one type");
        return NULL;
    }
    Instr *i = mk(P, OP_SELECT, a->type, ops, 3);
    i->flags = flags;
    return b_finish(P, i, opts, false);
}

/* phi T [v0, %b0], [v1, %b1] ...: the first pair is in the grammar, the
 * rest arrive as OI_PHI items. */
Instr *b_phi(ParseCtx *P, uint32_t flags, Type *t, ValRef *v0, ValRef *b0,
             PList *opts, Span at)
{
    Items it = {opts, 0};
    if (!type_is_first_class(t) || t->kind == TY_VOID) {
        diag_error(P->diag, L(at), "a phi's type must be a first-class type");
        return NULL;
    }
    if (!v0) { /* `phi i32` with no entries: LLVM allows it in a block
                  without predecessors */
        if (!flags_ok(P, flags, IF_FMF_MASK, OP_PHI, at))
            return NULL;
        Instr *i = instr_new(P->m, OP_PHI, t, 0);
        i->flags = flags;
        return finish_items(P, i, &it, false) ? i : NULL;
    }
    uint32_t pairs = 1;
    while (peek(&it) && peek(&it)->k == OI_PHI) {
        pairs++;
        it.k++;
    }
    if (!flags_ok(P, flags, IF_FMF_MASK, OP_PHI, at))
        return NULL;
    Instr *i = instr_new(P->m, OP_PHI, t, 2 * pairs);
    i->flags = flags;
    instr_set_op(i, 0, b_resolve(P, t, v0));
    instr_set_op(i, 1, b_resolve(P, P->m->types.label_ty, b0));
    for (uint32_t k = 1; k < pairs; k++) {
        OptItem *o = opts->v[k - 1];
        instr_set_op(i, 2 * k, b_resolve(P, t, o->phi_val));
        instr_set_op(i, 2 * k + 1, b_resolve(P, P->m->types.label_ty, o->phi_block));
    }
    return finish_items(P, i, &it, false) ? i : NULL;
}

/* ================= vectors and aggregates ================= */

/* extractvalue/insertvalue: the type at a list of constant indices. */
static Type *indexed_type(ParseCtx *P, Type *t, Items *it, Instr *i, Span at)
{
    Vec idx = {0};
    for (OptItem *o; (o = peek(it)) && o->k == OI_INT; it->k++) {
        bool inside = (t->kind == TY_STRUCT && o->num < t->nmem) ||
                      (t->kind == TY_ARRAY && o->num < t->count);
        if (!inside) {
            diag_error(P->diag, o->loc, "invalid index %llu for this aggregate",
                       (unsigned long long)o->num);
            vec_free(&idx);
            return NULL;
        }
        t = t->kind == TY_STRUCT ? t->mem[o->num] : t->elem;
        VEC_PUSH(&idx, uint32_t, (uint32_t)o->num);
    }
    if (idx.len == 0) {
        diag_error(P->diag, L(at), "expected an index list after the aggregate operand");
        return NULL;
    }
    i->indices = arena_array(&P->m->arena, idx.len, sizeof(uint32_t));
    memcpy(i->indices, idx.data, idx.len * sizeof(uint32_t));
    i->nindices = (uint32_t)idx.len;
    vec_free(&idx);
    return t;
}

static Instr *aggregate_op(ParseCtx *P, int op, Value *agg, Items *it, Span at)
{
    Value *val = op == OP_INSERTVALUE ? next_value(it) : NULL;
    if (!type_is_aggregate(agg->type) || (op == OP_INSERTVALUE && !val)) {
        diag_error(P->diag, L(at), "%s needs an aggregate operand%s", opcode_name(op),
                   op == OP_INSERTVALUE ? " and a value to insert" : "");
        return NULL;
    }
    Value *ops[2] = {agg, val};
    Instr *i = mk(P, op, agg->type, ops, val ? 2 : 1);
    Type *t = indexed_type(P, agg->type, it, i, at);
    if (!t)
        return NULL;
    if (val && val->type != t) {
        char b[96];
        diag_error(P->diag, L(at), "inserted value must have type '%s'", tstr(t, b, sizeof b));
        return NULL;
    }
    if (op == OP_EXTRACTVALUE)
        i->v.type = t;
    return i;
}

static Instr *vector_op(ParseCtx *P, int op, Value *first, Items *it, Span at)
{
    Value *ops[3] = {first, next_value(it), NULL};
    uint32_t n = op == OP_EXTRACTELEMENT ? 2 : 3;
    if (n == 3)
        ops[2] = next_value(it);
    if (first->type->kind != TY_VEC || !ops[1] || !ops[n - 1]) {
        diag_error(P->diag, L(at), "%s needs a vector and %u more operands",
                   opcode_name(op), n - 1);
        return NULL;
    }
    Type *t = first->type;
    if (op == OP_EXTRACTELEMENT)
        t = t->elem;
    else if (op == OP_SHUFFLEVECTOR && ops[2]->type->kind == TY_VEC)
        t = type_vec(&P->m->types, t->elem, ops[2]->type->count, ops[2]->type->scalable);
    return mk(P, op, t, ops, n);
}

Instr *b_simple(ParseCtx *P, int op, Value *first, PList *opts, Span at)
{
    Items it = {opts, 0};
    Instr *i;
    switch (op) {
    case OP_FREEZE: i = mk(P, op, first->type, &first, 1); break;
    case OP_RESUME: i = mk(P, op, P->m->types.void_ty, &first, 1); break;
    case OP_EXTRACTVALUE:
    case OP_INSERTVALUE: i = aggregate_op(P, op, first, &it, at); break;
    default: i = vector_op(P, op, first, &it, at); break;
    }
    return i && finish_items(P, i, &it, false) ? i : NULL;
}

Instr *b_va_arg(ParseCtx *P, Value *list, Type *t, PList *opts, Span at)
{
    (void)at;
    return b_finish(P, mk(P, OP_VA_ARG, t, &list, 1), opts, false);
}

/* ================= memory ================= */

static Type *pointer_to(ParseCtx *P, Type *pointee, uint32_t as)
{
    return type_ptr(&P->m->types, as, P->typed_pointers ? pointee : NULL);
}

Instr *b_alloca(ParseCtx *P, uint32_t mods, Type *t, PList *opts, Span at)
{
    Items it = {opts, 0};
    Value *count = next_value(&it);
    if (mods & (1u << 31)) {
        diag_error(P->diag, L(at), "only 'inalloca' and 'swifterror' may follow 'alloca'");
        return NULL;
    }
    /* `, addrspace(N)` ends the operands (LLParser::parseAlloc: the count,
     * then `align`, then the address space); only attachments follow it.
     * Take the address space out, leave the rest to finish_items. */
    uint32_t as = 0;
    bool seen_as = false;
    PList *rest = plist_new(P);
    for (OptItem *o; (o = peek(&it)); it.k++) {
        if (seen_as && o->k != OI_MD) {
            diag_error(P->diag, o->loc, "expected metadata after comma");
            return NULL;
        }
        if (o->k == OI_ADDRSPACE) {
            as = (uint32_t)o->num;
            seen_as = true;
        } else {
            plist_push(P, rest, o);
        }
    }
    Value *n = count ? count : &const_int(&P->m->consts, P->m->types.i32, 1)->v;
    Instr *i = mk(P, OP_ALLOCA, pointer_to(P, t, as), &n, 1);
    i->aux_type = t;
    i->flags = mods;
    i->addrspace = as;
    i->explicit_count = count != NULL;
    return b_finish(P, i, rest, true);
}

/* `load T, ptr %p` in a typed module: T must be what %p points to. */
static bool pointer_ok(ParseCtx *P, Value *ptr, Type *t, const char *what, Span at)
{
    char b[96];
    if (!type_is_ptr(ptr->type)) {
        diag_error(P->diag, L(at), "%s operand must be a pointer, not '%s'", what,
                   tstr(ptr->type, b, sizeof b));
        return false;
    }
    if (ptr->type->elem && t && ptr->type->elem != t) {
        diag_error(P->diag, L(at), "explicit pointee type doesn't match operand's pointee type");
        return false;
    }
    return true;
}

static bool atomic_ok(ParseCtx *P, uint32_t mods, int ord, const char *what, Span at)
{
    if ((mods & IF_ATOMIC) && ord < 0) {
        diag_error(P->diag, L(at), "atomic %s must have an ordering", what);
        return false;
    }
    if (!(mods & IF_ATOMIC) && ord >= 0) {
        diag_error(P->diag, L(at), "a non-atomic %s cannot have an ordering", what);
        return false;
    }
    return true;
}

/* syncscope("") is LLVM's name for the system scope, the default (its
 * printer leaves it out, and bitcode's scope table names it so): the
 * same as no syncscope at all. */
static const char *scope_of(Str s) { return s.s && s.n ? s.s : NULL; }

Instr *b_load(ParseCtx *P, uint32_t mods, Type *t, Value *ptr,
              Str scope, int ord, PList *opts, Span at)
{
    if (!pointer_ok(P, ptr, t, "load", at) || !atomic_ok(P, mods, ord, "load", at))
        return NULL;
    Instr *i = mk(P, OP_LOAD, t, &ptr, 1);
    i->aux_type = t;
    i->flags = mods;
    i->ordering = (uint8_t)(ord < 0 ? ORD_NOTATOMIC : ord);
    i->syncscope = scope_of(scope);
    return b_finish(P, i, opts, true);
}

Instr *b_store(ParseCtx *P, uint32_t mods, Value *v, Value *ptr,
               Str scope, int ord, PList *opts, Span at)
{
    Value *ops[2] = {v, ptr};
    if (!pointer_ok(P, ptr, v->type, "store", at) || !atomic_ok(P, mods, ord, "store", at))
        return NULL;
    Instr *i = mk(P, OP_STORE, P->m->types.void_ty, ops, 2);
    i->flags = mods;
    i->ordering = (uint8_t)(ord < 0 ? ORD_NOTATOMIC : ord);
    i->syncscope = scope_of(scope);
    return b_finish(P, i, opts, true);
}

Instr *b_fence(ParseCtx *P, Str scope, int ord, PList *opts, Span at)
{
    (void)at;
    Instr *i = mk(P, OP_FENCE, P->m->types.void_ty, NULL, 0);
    i->ordering = (uint8_t)ord;
    i->syncscope = scope_of(scope);
    return b_finish(P, i, opts, false);
}

Instr *b_cmpxchg(ParseCtx *P, uint32_t mods, Value *ptr, Value *cmp,
                 Value *nv, Str scope, int succ, int fail, PList *opts, Span at)
{
    Value *ops[3] = {ptr, cmp, nv};
    if (mods & (1u << 31)) {
        diag_error(P->diag, L(at), "only 'weak' and 'volatile' may follow 'cmpxchg'");
        return NULL;
    }
    if (!pointer_ok(P, ptr, cmp->type, "cmpxchg", at))
        return NULL;
    if (cmp->type != nv->type) {
        diag_error(P->diag, L(at), "compare value and new value type do not match");
        return NULL;
    }
    Type *mem[2] = {cmp->type, P->m->types.i1};
    Instr *i = mk(P, OP_CMPXCHG, type_struct(&P->m->types, mem, 2, false), ops, 3);
    i->flags = mods;
    i->ordering = (uint8_t)succ;
    i->ordering2 = (uint8_t)fail;
    i->syncscope = scope_of(scope);
    return b_finish(P, i, opts, true);
}

static int rmw_from_binop(int op)
{
    switch (op) {
    case OP_ADD: return RMW_ADD;
    case OP_SUB: return RMW_SUB;
    case OP_AND: return RMW_AND;
    case OP_OR: return RMW_OR;
    case OP_XOR: return RMW_XOR;
    case OP_FADD: return RMW_FADD;
    case OP_FSUB: return RMW_FSUB;
    default: return -1;
    }
}

Instr *b_atomicrmw(ParseCtx *P, uint32_t mods, int rmw, Value *ptr,
                   Value *v, Str scope, int ord, PList *opts, Span at)
{
    Value *ops[2] = {ptr, v};
    if (rmw < 0)
        rmw = rmw_from_binop(-1 - rmw);
    if (rmw < 0 || (mods & IF_ATOMIC)) {
        diag_error(P->diag, L(at), "expected an atomicrmw operation (xchg, add, fadd, max, ...)");
        return NULL;
    }
    if (!pointer_ok(P, ptr, v->type, "atomicrmw", at))
        return NULL;
    Instr *i = mk(P, OP_ATOMICRMW, v->type, ops, 2);
    i->flags = mods;
    i->rmw = (uint8_t)rmw;
    i->ordering = (uint8_t)ord;
    i->syncscope = scope_of(scope);
    return b_finish(P, i, opts, true);
}

Instr *b_gep(ParseCtx *P, uint32_t flags, Str inrange, Type *src,
             Value *base, PList *opts, Span at)
{
    Items it = {opts, 0};
    Vec ops = {0};
    VEC_PUSH(&ops, Value *, base);
    for (Value *v; (v = next_value(&it));)
        VEC_PUSH(&ops, Value *, v);
    Instr *i = NULL;
    Type *rt = NULL;
    if (flags_ok(P, flags, IF_INBOUNDS | IF_NUW | IF_NUSW, OP_GEP, at))
        rt = b_gep_type(P, src, base, (Value **)ops.data + 1, (uint32_t)ops.len - 1, L(at));
    if (rt) {
        i = mk(P, OP_GEP, rt, ops.data, (uint32_t)ops.len);
        i->aux_type = src;
        i->flags = flags;
        i->inrange = inrange.s ? arena_strndup(&P->m->arena, inrange.s, inrange.n) : NULL;
        if (!finish_items(P, i, &it, false))
            i = NULL;
    }
    vec_free(&ops);
    return i;
}

/* ================= terminators ================= */

Instr *b_ret(ParseCtx *P, Value *v, PList *opts, Span at)
{
    Type *want = P->fs->fn->fnty->elem;
    Type *got = v ? v->type : P->m->types.void_ty;
    if (got != want) {
        char b[96];
        diag_error(P->diag, L(at), "value doesn't match function result type '%s'",
                   tstr(want, b, sizeof b));
        return NULL;
    }
    return b_finish(P, mk(P, OP_RET, P->m->types.void_ty, &v, v ? 1 : 0), opts, false);
}

Instr *b_br(ParseCtx *P, Value *first, PList *opts, Span at)
{
    Items it = {opts, 0};
    Type *label = P->m->types.label_ty;
    if (first->type == label)
        return b_finish(P, mk(P, OP_BR, P->m->types.void_ty, &first, 1), opts, false);
    Value *ops[3] = {first, next_value(&it), next_value(&it)};
    if (first->type != P->m->types.i1 || !ops[1] || !ops[2] || ops[1]->type != label ||
        ops[2]->type != label) {
        diag_error(P->diag, L(at), "expected 'br label %%dest' or "
                   "'br i1 %%cond, label %%iftrue, label %%iffalse'");
        return NULL;
    }
    Instr *i = mk(P, OP_BR, P->m->types.void_ty, ops, 3);
    return finish_items(P, i, &it, false) ? i : NULL;
}

/* One `type value, label %dest` pair of a switch, with where its value
 * was written, so that a duplicate is reported at the case itself. */
PList *b_case(ParseCtx *P, PList *cases, Value *v, Value *dest, Span at)
{
    Loc *loc = arena_alloc(&P->scratch, sizeof *loc);
    *loc = L(at);
    if (!cases)
        cases = plist_new(P);
    plist_push(P, cases, v);
    plist_push(P, cases, dest);
    plist_push(P, cases, loc);
    return cases;
}

/* LLVM's parser refuses a switch that lists one value twice.  Sorting
 * (value, index) pairs finds the repeats in O(n log n) (switches from
 * generated code can have thousands of cases); each repeat is reported at
 * its own case, with a note at the first case of that value.  Returns
 * false if there was one. */
static bool switch_cases_unique(ParseCtx *P, PList *cases, uint32_t n)
{
    if (n < 2)
        return true;
    ValueSlot *s = arena_alloc(&P->scratch, n * sizeof *s); /* k: case index */
    for (uint32_t k = 0; k < n; k++)
        s[k] = (ValueSlot){cases->v[3 * k], k};
    qsort(s, n, sizeof *s, value_slot_cmp);
    bool ok = true;
    for (uint32_t j = 1, first = 0; j < n; j++) {
        if (s[j].v != s[j - 1].v) {
            first = j;
            continue;
        }
        const Loc *at = cases->v[3 * s[j].k + 2], *was = cases->v[3 * s[first].k + 2];
        diag_error(P->diag, *at, "duplicate case value %lld in 'switch'",
                   (long long)const_int_sext((const Const *)s[j].v));
        diag_note(P->diag, *was, "the first case with this value is here");
        ok = false;
    }
    return ok;
}

Instr *b_switch(ParseCtx *P, Value *cond, Value *def, PList *cases,
                PList *opts, Span at)
{
    uint32_t n = cases ? cases->n / 3 : 0;
    if (!type_is_int(cond->type) || def->type != P->m->types.label_ty) {
        diag_error(P->diag, L(at), "switch needs an integer condition and a default label");
        return NULL;
    }
    Instr *i = instr_new(P->m, OP_SWITCH, P->m->types.void_ty, 2 + 2 * n);
    instr_set_op(i, 0, cond);
    instr_set_op(i, 1, def);
    for (uint32_t k = 0; k < n; k++) {
        Value *cv = cases->v[3 * k], *dest = cases->v[3 * k + 1];
        if (cv->type != cond->type || cv->kind != VK_CINT || dest->type != P->m->types.label_ty) {
            diag_error(P->diag, *(Loc *)cases->v[3 * k + 2], "switch case %u must be a "
                       "constant of the condition's type and a label", k);
            return NULL;
        }
        instr_set_op(i, 2 + 2 * k, cv);
        instr_set_op(i, 3 + 2 * k, dest);
    }
    if (!switch_cases_unique(P, cases, n))
        return NULL;
    return b_finish(P, i, opts, false);
}

Instr *b_indirectbr(ParseCtx *P, Value *addr, PList *dests, PList *opts, Span at)
{
    (void)at;
    uint32_t n = dests ? dests->n : 0;
    Instr *i = instr_new(P->m, OP_INDIRECTBR, P->m->types.void_ty, 1 + n);
    instr_set_op(i, 0, addr);
    for (uint32_t k = 0; k < n; k++)
        instr_set_op(i, 1 + k, dests->v[k]);
    return b_finish(P, i, opts, false);
}

Instr *b_unreachable(ParseCtx *P, PList *opts, Span at)
{
    (void)at;
    return b_finish(P, mk(P, OP_UNREACHABLE, P->m->types.void_ty, NULL, 0), opts, false);
}

Instr *b_landingpad(ParseCtx *P, Type *t, PList *clauses, PList *opts, Span at)
{
    (void)at;
    uint32_t n = 0;
    for (uint32_t k = 0; clauses && k < clauses->n; k++)
        n += clauses->v[k] != NULL;
    Instr *i = instr_new(P->m, OP_LANDINGPAD, t, n);
    for (uint32_t k = 0, j = 0; clauses && k < clauses->n; k++) {
        if (clauses->v[k])
            instr_set_op(i, j++, clauses->v[k]);
        else
            i->flags |= IF_CLEANUP;
    }
    return b_finish(P, i, opts, false);
}
