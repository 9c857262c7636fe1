/*
 * frontend/meta.c -- semantic actions for attributes and metadata.
 *
 * Attributes are recorded as written (kind + argument) so the printer can
 * write them back and later stages can ask attr_find().  Metadata keeps
 * the numbers it was written with: `!7` stays `!7`.  A node may be
 * referenced before it is defined; the reference creates the node
 * (defined = false) and the definition fills it in place, so pointers to
 * it stay valid.  Specialised records such as !DILocation(line: 3, ...)
 * are kept as field lists; fields tnvcc does not interpret are raw text.
 */
#include <string.h>

#include "frontend/build.h"

#define L(s) span_loc(s)

/* ================= attributes ================= */

Attr *b_attr(ParseCtx *P, int kind, Span at)
{
    Attr *a = arena_alloc(&P->scratch, sizeof *a);
    a->kind = (AttrKind)kind;
    a->loc = L(at);
    return a;
}

Attr *b_attr_int(ParseCtx *P, int kind, Str n, Span at)
{
    Attr *a = b_attr(P, kind, at);
    a->ival = b_uint(P, n, 1ull << 32, attr_name((AttrKind)kind), at);
    if ((kind == ATTR_ALIGN || kind == ATTR_ALIGNSTACK) && (a->ival & (a->ival - 1)))
        diag_error(P->diag, L(at), "alignment is not a power of two");
    return a;
}

/* The `align N` / `align(N)` attribute: located at the attribute, its
 * number checked (at the number) as every other `align` is. */
Attr *b_attr_align(ParseCtx *P, Str n, Span at, Span n_at)
{
    Attr *a = b_attr(P, ATTR_ALIGN, at);
    a->ival = b_align(P, n, n_at);
    return a;
}

Attr *b_attr_type(ParseCtx *P, int kind, Type *t, Span at)
{
    Attr *a = b_attr(P, kind, at);
    a->type = t;
    return a;
}

Attr *b_attr_range(ParseCtx *P, int kind, Type *t, Str lo, Str hi, Span at)
{
    Attr *a = b_attr_type(P, kind, t, at);
    if (!type_is_int(type_scalar(t))) {
        diag_error(P->diag, L(at), "the range attribute requires an integer type");
        return a;
    }
    Type *st = (Type *)type_scalar(t);
    a->lo = (Const *)b_resolve(P, st, vr_str(P, VR_INT, lo, at));
    a->hi = (Const *)b_resolve(P, st, vr_str(P, VR_INT, hi, at));
    return a;
}

/* memory(argmem: read), uwtable(sync), ...: keep the text between the
 * parentheses exactly as written. */
Attr *b_attr_raw(ParseCtx *P, int kind, Span open, Span close, Span at)
{
    Attr *a = b_attr(P, kind, at);
    const char *s = P->src->text + open.end;
    size_t n = close.start - open.end;
    while (n && (*s == ' ' || *s == '\t'))
        s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    a->val = arena_strndup(&P->m->arena, s, n);
    return a;
}

Attr *b_attr_str(ParseCtx *P, Str key, Str *val, Span at)
{
    Attr *a = b_attr(P, ATTR_STRING, at);
    a->key = key.s;
    a->val = val ? val->s : NULL;
    return a;
}

Attr *b_attr_group_ref(ParseCtx *P, uint64_t n, Span at)
{
    Attr *a = b_attr(P, ATTR_GROUP_REF, at);
    a->ival = n;
    return a;
}

/* ================= metadata nodes ================= */

static MDNode *md_new(ParseCtx *P, uint32_t num, Loc at)
{
    MDNode *n = arena_alloc(&P->m->arena, sizeof *n);
    n->num = num;
    n->loc = at;
    return n;
}

/* !N: the node numbered N, created (undefined) on first mention. */
MDNode *b_md_ref(ParseCtx *P, uint64_t num, Span at)
{
    MDNode *n = nummap_get(&P->mds, (uint32_t)num);
    if (n)
        return n;
    n = md_new(P, (uint32_t)num, L(at));
    nummap_put(&P->mds, (uint32_t)num, n);
    VEC_PUSH(&P->pending_mds, MDNode *, n);
    return n;
}

static void md_fill(ParseCtx *P, MDNode *n, PList *ops)
{
    n->nops = ops ? ops->n : 0;
    n->ops = arena_array(&P->m->arena, n->nops ? n->nops : 1, sizeof(MDOp));
    for (uint32_t i = 0; i < n->nops; i++)
        n->ops[i] = *(MDOp *)ops->v[i];
    n->defined = true;
}

static bool is_local(const Value *v)
{
    return v && (v->kind == VK_INSTR || v->kind == VK_ARG || v->kind == VK_FWDREF);
}

MDNode *b_md_tuple(ParseCtx *P, PList *ops, Span at)
{
    MDNode *n = md_new(P, MD_INLINE, L(at));
    md_fill(P, n, ops);
    /* A tuple is function-independent metadata: LLVM lets a function's
     * own values (%x) appear in metadata only directly as a call's
     * `metadata i32 %x` argument (and in debug argument lists), never
     * inside a node, which could outlive the function. */
    for (uint32_t i = 0; i < n->nops; i++)
        if (n->ops[i].kind == MD_VALUE && is_local(n->ops[i].value)) {
            diag_error(P->diag, L(at), "a function's local value cannot be an "
                       "operand of a metadata node");
            break;
        }
    return n;
}

/* The specialized nodes LLVM 19's parser knows (`!DILocation(...)`,
 * ...); any other `!Name(...)` is an error. */
#define MD_SPECS(X)                                                         \
    X(DILocation) X(DIExpression) X(DIGlobalVariableExpression)             \
    X(GenericDINode) X(DISubrange) X(DIGenericSubrange) X(DIEnumerator)     \
    X(DIBasicType) X(DIStringType) X(DIDerivedType) X(DICompositeType)      \
    X(DISubroutineType) X(DIFile) X(DICompileUnit) X(DISubprogram)          \
    X(DILexicalBlock) X(DILexicalBlockFile) X(DINamespace) X(DIModule)      \
    X(DITemplateTypeParameter) X(DITemplateValueParameter)                  \
    X(DIGlobalVariable) X(DILocalVariable) X(DILabel) X(DIObjCProperty)     \
    X(DIImportedEntity) X(DIMacro) X(DIMacroFile) X(DICommonBlock)          \
    X(DIArgList) X(DIAssignID)

static bool md_spec_known(Str name)
{
    static const char *const known[] = {
#define X(n) #n,
        MD_SPECS(X)
#undef X
    };
    for (size_t k = 0; k < sizeof known / sizeof *known; k++)
        if (strlen(known[k]) == name.n && !memcmp(known[k], name.s, name.n))
            return true;
    return false;
}

MDNode *b_md_spec(ParseCtx *P, Str name, PList *fields, Span at)
{
    if (!md_spec_known(name))
        diag_error(P->diag, L(at), "unknown kind of metadata node '!%.*s'",
                   (int)(name.n > 60 ? 60 : name.n), name.s);
    MDNode *n = md_new(P, MD_INLINE, L(at));
    md_fill(P, n, fields);
    n->spec = name.s;
    return n;
}

static MDOp *mdop(ParseCtx *P, MDOpKind k)
{
    MDOp *o = arena_alloc(&P->scratch, sizeof *o);
    o->kind = k;
    return o;
}

MDOp *b_mdop_node(ParseCtx *P, MDNode *n)
{
    MDOp *o = mdop(P, MD_NODE);
    o->node = n;
    return o;
}

MDOp *b_mdop_str(ParseCtx *P, Str s)
{
    MDOp *o = mdop(P, MD_STRING);
    o->str = s.s;
    o->len = s.n;
    return o;
}

MDOp *b_mdop_value(ParseCtx *P, Value *v)
{
    MDOp *o = mdop(P, MD_VALUE);
    o->value = v;
    return o;
}

MDOp *b_mdop_null(ParseCtx *P) { return mdop(P, MD_NULL); }

/* A field value tnvcc does not interpret (DW_TAG_member, 42, A | B). */
MDOp *b_mdop_raw(ParseCtx *P, Span s)
{
    MDOp *o = mdop(P, MD_RAW);
    o->len = s.end - s.start;
    o->str = arena_strndup(&P->m->arena, P->src->text + s.start, o->len);
    return o;
}

MDOp *b_mdop_field(ParseCtx *P, Str field, MDOp *op)
{
    op->field = field.s;
    (void)P;
    return op;
}

void b_md_def(ParseCtx *P, uint64_t num, bool distinct, MDNode *body, Span at)
{
    MDNode *n = b_md_ref(P, num, at);
    if (n->defined) {
        diag_error(P->diag, L(at), "redefinition of metadata '!%llu'", (unsigned long long)num);
        return;
    }
    n->spec = body->spec;
    n->ops = body->ops;
    n->nops = body->nops;
    n->distinct = distinct;
    n->defined = true;
    n->loc = L(at);
    *P->m->mds_tail = n;
    P->m->mds_tail = &n->next;
}

void b_named_md(ParseCtx *P, Str name, PList *nodes, Span at)
{
    NamedMD *nm = arena_alloc(&P->m->arena, sizeof *nm);
    nm->name = name.s;
    nm->n = nodes ? nodes->n : 0;
    nm->nodes = arena_array(&P->m->arena, nm->n ? nm->n : 1, sizeof(MDNode *));
    for (uint32_t i = 0; i < nm->n; i++)
        nm->nodes[i] = nodes->v[i];
    nm->loc = L(at);
    *P->m->named_tail = nm;
    P->m->named_tail = &nm->next;
}
