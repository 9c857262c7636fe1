/*
 * frontend/fastbody.c -- a hand-written parser for function bodies: the
 * front end's fast path.
 *
 * Why it exists.  Function bodies are nearly all of a module's text
 * (libdevice: 36k instructions in 56k lines), and bison's table-driven
 * loop spends more time per token than everything else in the parse:
 * each token is a shift, each grammar rule a reduction with a location to
 * compute and stacks to pop and push, and an instruction takes a dozen
 * reductions, many of them for rules that match nothing (no flags, no
 * attributes, no trailing items).  A recursive-descent parser does the
 * same work with ordinary calls and a switch on the next token.
 *
 * How it fits in.  parser.y stays the definition of the language and
 * still parses everything outside function bodies.  After the grammar's
 * action for `define ... {` (b_fn_begin), bison asks the lexer for the
 * body's first token; yylex (lexer.re) then hands over to fast_body,
 * which parses the whole body, calling the very b_* actions that
 * parser.y's rules would call, in the same order and with the same
 * arguments, and returns the closing '}' to bison as if it were the next
 * token.  The grammar's rules for bodies are thus replaced by the
 * functions below, one per nonterminal, each named after it (rd_op for
 * `op`, rd_opt_items for `opt_items`, ...).  Reading them side by side
 * with parser.y shows the correspondence line by line.
 *
 * The contract that keeps the two parsers interchangeable:
 *   - on every input it accepts, fast_body performs exactly the actions
 *     bison would perform (LR parsers run actions bottom-up, left to
 *     right: the order a recursive-descent parser calls them in after
 *     parsing each construct's parts);
 *   - on anything else -- a syntax error, or a construct nested more
 *     deeply than RD_MAX_DEPTH -- it gives up (a longjmp back to
 *     fast_body, since the parse is abandoned anyway), sets
 *     P->fast_declined and stops the parse.  parse_module then parses
 *     the input again from the start with bison alone (parse.c), so the
 *     result, and every error message, is bison's.  Giving up is never
 *     wrong, only slower.
 *   - it runs only in the first, fast parse (P->fast_bodies), never in
 *     the careful one that reports syntax errors.
 */
#include <setjmp.h>

#include "frontend/scan.h"

/* Nesting of types, constants and metadata that the fast parser follows.
 * Far deeper than any real module; anything deeper is left to bison, so
 * that its stack limit (YYMAXDEPTH) and its message stay the only ones. */
enum { RD_MAX_DEPTH = 64 };

/* The parser's state: one token of lookahead, as bison has. */
typedef struct Rd {
    ParseCtx *P;
    int t;          /* the next token */
    YYSTYPE v;      /* its semantic value */
    Span s;         /* its location */
    unsigned depth; /* nesting of the construct being parsed */
    jmp_buf fail;   /* where giving up returns to (fast_body) */
} Rd;

static Type *rd_type(Rd *r);
static void rd_value(Rd *r, ValRef *out);
static Value *rd_typed_value(Rd *r);
static MDNode *rd_md_ref(Rd *r);

/* ---- tokens ---- */

static _Noreturn void rd_fail(Rd *r) { longjmp(r->fail, 1); }

static void rd_next(Rd *r) { r->t = scan_token(r->P, &r->v, &r->s); }

static void rd_expect(Rd *r, int t)
{
    if (r->t != t)
        rd_fail(r);
    rd_next(r);
}

/* The text of a token that must be of kind t (INTLIT, STRINGCONST, ...);
 * *at (if given) gets its location. */
static Str rd_text(Rd *r, int t, Span *at)
{
    if (r->t != t)
        rd_fail(r);
    Str s = r->v.str;
    if (at)
        *at = r->s;
    rd_next(r);
    return s;
}

/* The payload of a keyword token of kind t (ORDERING, PRED, ...). */
static int rd_kw(Rd *r, int t)
{
    if (r->t != t)
        rd_fail(r);
    int kw = r->v.kw;
    rd_next(r);
    return kw;
}

/* Entering a bracketed construct; rd_leave when it is done. */
static void rd_enter(Rd *r)
{
    if (++r->depth > RD_MAX_DEPTH)
        rd_fail(r);
}

static void rd_leave(Rd *r) { r->depth--; }

/* The grammar's LIST1 and plist_add (parser.y). */
static PList *list_one(ParseCtx *P, void *x)
{
    PList *l = plist_new(P);
    plist_push(P, l, x);
    return l;
}

static PList *list_add(ParseCtx *P, PList *l, void *x)
{
    if (!l)
        l = plist_new(P);
    plist_push(P, l, x);
    return l;
}

/* ---- types ---- */

/* A ValRef of kind k at `at`, everything else zero: what vr_new and its
 * siblings (values.c) build in the parse arena.  The fast parser builds
 * it in its own stack frame instead, which the actions allow: they read a
 * ValRef during the call and never keep the pointer.  (Only the phi pairs
 * among the trailing items outlive the call that parses them, and are
 * made with vr_*: rd_value_kept.) */
static void vr_init(ValRef *v, ValRefKind k, Span at)
{
    *v = (ValRef){.k = k, .loc = span_loc(at)};
}

/* type_list: type (',' type)* -- for structs; function parameter lists
 * have `...` to watch for and are read by rd_fn_type. */
static PList *rd_type_list(Rd *r)
{
    PList *l = list_one(r->P, rd_type(r));
    while (r->t == ',') {
        rd_next(r);
        plist_push(r->P, l, rd_type(r));
    }
    return l;
}

/* The '(' params ')' after a return type: btype '(' fparams ')',
 * btype '(' type_list ',' DOTDOTDOT ')', btype '(' DOTDOTDOT ')'. */
static Type *rd_fn_type(Rd *r, Type *ret)
{
    Span at = r->s;
    PList *l = NULL;
    bool vararg = false;
    rd_expect(r, '(');
    rd_enter(r);
    if (r->t == DOTDOTDOT) {
        rd_next(r);
        vararg = true;
    } else if (r->t != ')') {
        l = list_one(r->P, rd_type(r));
        while (!vararg && r->t == ',') {
            rd_next(r);
            if (r->t == DOTDOTDOT) {
                rd_next(r);
                vararg = true;
            } else {
                plist_push(r->P, l, rd_type(r));
            }
        }
    }
    rd_expect(r, ')');
    rd_leave(r);
    Type *t = b_func_type(r->P, ret, l, vararg, at);
    if (!t) /* nested too deeply: the grammar's YYABORT */
        rd_fail(r);
    return t;
}

/* The postfix forms of btype: T*, T addrspace(N)*, T (params). */
static Type *rd_postfix(Rd *r, Type *t)
{
    for (;;) {
        Span at = r->s, n_at;
        if (r->t == '*') {
            rd_next(r);
            t = b_typed_ptr(r->P, t, 0, at);
        } else if (r->t == ADDRSPACE) {
            rd_next(r);
            rd_expect(r, '(');
            Str n = rd_text(r, INTLIT, &n_at);
            rd_expect(r, ')');
            rd_expect(r, '*');
            t = b_typed_ptr(r->P, t, b_uint(r->P, n, 0xffffff, "address space", n_at), at);
        } else if (r->t == '(') {
            t = rd_fn_type(r, t);
        } else {
            return t;
        }
        if (!t)
            rd_fail(r);
    }
}

/* ptr_type: PTR | PTR ADDRSPACE '(' INTLIT ')' */
static Type *rd_ptr_type(Rd *r)
{
    Span at = r->s, n_at;
    rd_expect(r, PTR);
    if (r->t != ADDRSPACE)
        return b_ptr_type(r->P, 0, at);
    rd_next(r);
    rd_expect(r, '(');
    Str n = rd_text(r, INTLIT, &n_at);
    rd_expect(r, ')');
    return b_ptr_type(r->P, b_uint(r->P, n, 0xffffff, "address space", n_at), at);
}

/* '[' INTLIT X_KW type ']' after the '[' (at) and the count (n). */
static Type *rd_array_rest(Rd *r, Span at, Str n)
{
    rd_expect(r, X_KW);
    rd_enter(r);
    Type *elem = rd_type(r);
    rd_leave(r);
    rd_expect(r, ']');
    return b_array_type(r->P, n, elem, false, false, at);
}

/* '<' INTLIT X_KW type '>'  |  '<' VSCALE X_KW INTLIT X_KW type '>' */
static Type *rd_vector_type(Rd *r, Span at)
{
    bool scalable = r->t == VSCALE;
    if (scalable) {
        rd_next(r);
        rd_expect(r, X_KW);
    }
    Str n = rd_text(r, INTLIT, NULL);
    rd_expect(r, X_KW);
    rd_enter(r);
    Type *elem = rd_type(r);
    rd_leave(r);
    rd_expect(r, '>');
    return b_array_type(r->P, n, elem, true, scalable, at);
}

/* '{' '}' | '{' type_list '}' | LTBRACE RBRACEGT | LTBRACE type_list RBRACEGT */
static Type *rd_struct_type(Rd *r, bool packed)
{
    int close = packed ? RBRACEGT : '}';
    PList *l = NULL;
    rd_enter(r);
    if (r->t != close)
        l = rd_type_list(r);
    rd_leave(r);
    rd_expect(r, close);
    return b_struct_type(r->P, l, packed);
}

/* The btype alternatives that start with their own token (not the
 * postfix ones, not VOID '(' ...). */
static Type *rd_base_type(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    YYSTYPE v = r->v;
    int t = r->t;
    rd_next(r);
    switch (t) {
    case INTTYPE: return type_int(&P->m->types, (uint32_t)v.num);
    case PRIMTYPE: return b_prim_type(P, v.kw);
    case LABEL: return P->m->types.label_ty;
    case '[': return rd_array_rest(r, at, rd_text(r, INTLIT, NULL));
    case '<': return rd_vector_type(r, at);
    case '{': return rd_struct_type(r, false);
    case LTBRACE: return rd_struct_type(r, true);
    case LOCALVAR:
    case LOCALID: {
        ValRef name; /* lname */
        vr_init(&name, t == LOCALVAR ? VR_LOCAL : VR_LOCAL_ID, at);
        if (t == LOCALVAR)
            name.text = v.str;
        else
            name.id = v.num;
        return b_named_type(P, &name);
    }
    default: rd_fail(r);
    }
}

/* A type, or (void_ok: ret_type) also a bare `void`.  `ptr` and `void`
 * become btypes (which take postfixes) only through a parameter list. */
static Type *rd_type_ex(Rd *r, bool void_ok)
{
    Type *t;
    if (r->t == PTR) {
        t = rd_ptr_type(r);
        if (r->t != '(')
            return t;
    } else if (r->t == VOID) {
        rd_next(r);
        t = r->P->m->types.void_ty;
        if (r->t != '(') {
            if (!void_ok)
                rd_fail(r);
            return t;
        }
    } else {
        t = rd_base_type(r);
    }
    return rd_postfix(r, t);
}

static Type *rd_type(Rd *r) { return rd_type_ex(r, false); }

/* ---- values ---- */

/* typed_values: typed_value (',' typed_value)* */
static PList *rd_typed_values(Rd *r)
{
    PList *l = list_one(r->P, rd_typed_value(r));
    while (r->t == ',') {
        rd_next(r);
        plist_push(r->P, l, rd_typed_value(r));
    }
    return l;
}

/* An aggregate constant after its opening bracket: typed_values_opt (or
 * typed_values for a vector, which may not be empty) and the closer. */
static void rd_aggregate(Rd *r, ValRef *out, ValRefKind k, int close, Span at)
{
    PList *l = NULL;
    rd_enter(r);
    if (r->t != close || k == VR_VECTOR)
        l = rd_typed_values(r);
    rd_leave(r);
    rd_expect(r, close);
    vr_init(out, k, at);
    out->elems = l;
}

/* fpred: PRED | TRUE_KW | FALSE_KW */
static int rd_fpred(Rd *r)
{
    int t = r->t, kw = r->v.kw;
    rd_next(r);
    if (t == PRED)
        return kw;
    if (t == TRUE_KW)
        return PRED_F_TRUE;
    if (t == FALSE_KW)
        return PRED_F_FALSE;
    rd_fail(r);
}

/* flags: FLAG* */
static uint32_t rd_flags(Rd *r)
{
    uint32_t f = 0;
    while (r->t == FLAG) {
        f = b_flag(r->P, f, r->v.kw);
        rd_next(r);
    }
    return f;
}

/* '(' typed_value ',' typed_value ')' of a binary constant expression. */
static void rd_ce_pair(Rd *r, Value **a, Value **b)
{
    rd_expect(r, '(');
    *a = rd_typed_value(r);
    rd_expect(r, ',');
    *b = rd_typed_value(r);
    rd_expect(r, ')');
}

/* GETELEMENTPTR flags inrange_opt '(' type ',' typed_value ce_indices ')'.
 * A constant's `inrange(a, b)` (LLVM 19) is a hint that accesses stay in
 * that range; like the legacy `inrange` index below it is read and
 * dropped, which only forgoes an optimization. */
static Value *rd_ce_gep(Rd *r, Span at)
{
    uint32_t flags = rd_flags(r);
    if (r->t == INRANGE) {
        rd_next(r);
        rd_expect(r, '(');
        rd_text(r, INTLIT, NULL);
        rd_expect(r, ',');
        rd_text(r, INTLIT, NULL);
        rd_expect(r, ')');
    }
    rd_expect(r, '(');
    Type *src = rd_type(r);
    rd_expect(r, ',');
    Value *base = rd_typed_value(r);
    PList *idx = NULL;
    while (r->t == ',') { /* ce_indices */
        rd_next(r);
        if (r->t == INRANGE)
            rd_next(r);
        idx = list_add(r->P, idx, rd_typed_value(r));
    }
    rd_expect(r, ')');
    return b_ce_gep(r->P, flags, src, base, idx, at);
}

/* const_expr, after its opcode token (t, with payload kw, at `at`). */
static Value *rd_const_expr(Rd *r, int t, int kw, Span at)
{
    ParseCtx *P = r->P;
    Value *a, *b;
    switch (t) {
    case CASTOP:
        rd_expect(r, '(');
        a = rd_typed_value(r);
        rd_expect(r, TO);
        Type *to = rd_type(r);
        rd_expect(r, ')');
        return b_ce_cast(P, kw, a, to, at);
    case BINOP: {
        uint32_t flags = rd_flags(r);
        rd_ce_pair(r, &a, &b);
        return b_ce_binop(P, kw, flags, a, b, at);
    }
    case ICMP:
    case FCMP: {
        int pred = t == ICMP ? rd_kw(r, PRED) : rd_fpred(r);
        rd_ce_pair(r, &a, &b);
        return b_ce_cmp(P, t == ICMP ? OP_ICMP : OP_FCMP, pred, a, b, at);
    }
    case GETELEMENTPTR: return rd_ce_gep(r, at);
    default: /* select, extractelement, insertelement, shufflevector */
        rd_expect(r, '(');
        PList *l = rd_typed_values(r);
        rd_expect(r, ')');
        return b_ce_other(P, kw, l, at);
    }
}

/* BLOCKADDRESS '(' value ',' value ')' and ASM asm_flags STRINGCONST ','
 * STRINGCONST, after their first token. */
static void rd_special_value(Rd *r, ValRef *out, int t, Span at)
{
    if (t == BLOCKADDRESS) {
        ValRef fn, bb;
        rd_expect(r, '(');
        rd_value(r, &fn);
        rd_expect(r, ',');
        rd_value(r, &bb);
        rd_expect(r, ')');
        Value *v = b_blockaddress(r->P, &fn, &bb, at);
        vr_init(out, VR_VALUE, at);
        out->val = v;
        return;
    }
    uint64_t flags = 0; /* asm_flags */
    for (;; rd_next(r)) {
        if (r->t == SIDEEFFECT)
            flags |= 1;
        else if (r->t == INTELDIALECT)
            flags |= 2;
        else if (r->t == AT_PINT)
            flags |= 4;
        else
            break;
    }
    Str text = rd_text(r, STRINGCONST, NULL);
    rd_expect(r, ',');
    Str constraints = rd_text(r, STRINGCONST, NULL);
    vr_init(out, VR_ASM, at);
    out->id = flags;
    out->text = text;
    out->text2 = constraints;
}

/* The value alternatives that are brackets, expressions or keywords
 * with operands (the rest of `value`, after its first token). */
static void rd_compound_value(Rd *r, ValRef *out, int t, int kw, Span at)
{
    ParseCtx *P = r->P;
    Value *v;
    switch (t) {
    case '[': rd_aggregate(r, out, VR_ARRAY, ']', at); return;
    case '{': rd_aggregate(r, out, VR_STRUCT, '}', at); return;
    case LTBRACE: rd_aggregate(r, out, VR_PSTRUCT, RBRACEGT, at); return;
    case '<': rd_aggregate(r, out, VR_VECTOR, '>', at); return;
    case SPLAT:
        rd_expect(r, '(');
        rd_enter(r);
        v = rd_typed_value(r);
        rd_leave(r);
        rd_expect(r, ')');
        vr_init(out, VR_SPLAT, at);
        out->elems = list_one(P, v);
        return;
    case CASTOP: case BINOP: case ICMP: case FCMP: case GETELEMENTPTR:
    case SELECT: case EXTRACTELEMENT: case INSERTELEMENT: case SHUFFLEVECTOR:
        rd_enter(r);
        v = rd_const_expr(r, t, kw, at);
        rd_leave(r);
        vr_init(out, VR_VALUE, at);
        out->val = v;
        return;
    case BLOCKADDRESS:
    case ASM: rd_special_value(r, out, t, at); return;
    default: rd_fail(r);
    }
}

/* value: the value as written, into *out (b_resolve types it). */
static void rd_value(Rd *r, ValRef *out)
{
    Span at = r->s;
    YYSTYPE v = r->v;
    int t = r->t;
    rd_next(r);
    switch (t) {
    case LOCALVAR: vr_init(out, VR_LOCAL, at); out->text = v.str; return;
    case LOCALID: vr_init(out, VR_LOCAL_ID, at); out->id = v.num; return;
    case GLOBALVAR: vr_init(out, VR_GLOBAL, at); out->text = v.str; return;
    case GLOBALID: vr_init(out, VR_GLOBAL_ID, at); out->id = v.num; return;
    case INTLIT:
    case HEXINT: vr_init(out, VR_INT, at); out->text = v.str; return;
    case FPLIT: vr_init(out, VR_FP, at); out->text = v.str; return;
    case HEXFP: vr_init(out, VR_HEXFP, at); out->text = v.str; return;
    case CSTR: vr_init(out, VR_CSTR, at); out->text = v.str; return;
    case TRUE_KW: vr_init(out, VR_BOOL, at); out->id = 1; return;
    case FALSE_KW: vr_init(out, VR_BOOL, at); return;
    case NULL_KW: vr_init(out, VR_NULL, at); return;
    case UNDEF: vr_init(out, VR_UNDEF, at); return;
    case POISON: vr_init(out, VR_POISON, at); return;
    case ZEROINITIALIZER: vr_init(out, VR_ZERO, at); return;
    case NONE: vr_init(out, VR_NONE, at); return;
    default: rd_compound_value(r, out, t, v.kw, at); return;
    }
}

/* A value that must outlive the call parsing it (a phi pair's, kept in
 * an OptItem until the instruction is built): in the parse arena. */
static ValRef *rd_value_kept(Rd *r)
{
    ValRef *v = arena_alloc(&r->P->scratch, sizeof *v);
    rd_value(r, v);
    return v;
}

/* typed_value: type value */
static Value *rd_typed_value(Rd *r)
{
    ValRef v;
    Type *t = rd_type(r);
    rd_value(r, &v);
    return b_resolve(r->P, t, &v);
}

/* ---- metadata ---- */

static MDOp *rd_md_op(Rd *r);

/* '!' '{' md_ops_opt '}', after the '!' (at `at`): an inline tuple. */
static MDNode *rd_md_tuple(Rd *r, Span at)
{
    ParseCtx *P = r->P;
    PList *ops = NULL;
    rd_expect(r, '{');
    rd_enter(r);
    if (r->t != '}') {
        ops = list_one(P, rd_md_op(r));
        while (r->t == ',') {
            rd_next(r);
            plist_push(P, ops, rd_md_op(r));
        }
    }
    rd_leave(r);
    rd_expect(r, '}');
    return b_md_tuple(P, ops, at);
}

/* md_op: md_ref | '!' STRINGCONST | NULL_KW | typed_value */
static MDOp *rd_md_op(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    if (r->t == MDID || r->t == MDVAR)
        return b_mdop_node(P, rd_md_ref(r));
    if (r->t == NULL_KW) {
        rd_next(r);
        return b_mdop_null(P);
    }
    if (r->t != '!')
        return b_mdop_value(P, rd_typed_value(r));
    rd_next(r);
    if (r->t == STRINGCONST)
        return b_mdop_str(P, rd_text(r, STRINGCONST, NULL));
    return b_mdop_node(P, rd_md_tuple(r, at));
}

/* spec_val: md_ref | STRINGCONST | NULL_KW | INTLIT | TRUE_KW | FALSE_KW
 *         | bare_or | typed_value */
static MDOp *rd_spec_val(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    switch (r->t) {
    case MDID: case MDVAR: case '!': return b_mdop_node(P, rd_md_ref(r));
    case STRINGCONST: return b_mdop_str(P, rd_text(r, STRINGCONST, NULL));
    case NULL_KW: rd_next(r); return b_mdop_null(P);
    case INTLIT: case TRUE_KW: case FALSE_KW: rd_next(r); return b_mdop_raw(P, at);
    case BAREWORD: /* bare_or: BAREWORD ('|' BAREWORD)*, as one raw span */
        rd_next(r);
        while (r->t == '|') {
            rd_next(r);
            Span last;
            rd_text(r, BAREWORD, &last);
            at.end = last.end;
        }
        return b_mdop_raw(P, at);
    default: return b_mdop_value(P, rd_typed_value(r));
    }
}

/* spec_field: LABELSTR spec_val | spec_val */
static MDOp *rd_spec_field(Rd *r)
{
    if (r->t != LABELSTR)
        return rd_spec_val(r);
    Str field = rd_text(r, LABELSTR, NULL);
    return b_mdop_field(r->P, field, rd_spec_val(r));
}

/* md_body: '!' '{' md_ops_opt '}' | MDVAR '(' spec_fields_opt ')' */
static MDNode *rd_md_body(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    if (r->t == '!') {
        rd_next(r);
        return rd_md_tuple(r, at);
    }
    Str name = rd_text(r, MDVAR, NULL);
    rd_expect(r, '(');
    rd_enter(r);
    PList *fields = NULL;
    if (r->t != ')') {
        fields = list_one(P, rd_spec_field(r));
        while (r->t == ',') {
            rd_next(r);
            plist_push(P, fields, rd_spec_field(r));
        }
    }
    rd_leave(r);
    rd_expect(r, ')');
    return b_md_spec(P, name, fields, at);
}

/* md_ref: MDID | md_body */
static MDNode *rd_md_ref(Rd *r)
{
    if (r->t != MDID)
        return rd_md_body(r);
    Span at = r->s;
    uint64_t n = r->v.num;
    rd_next(r);
    return b_md_ref(r->P, n, at);
}

/* ---- attributes ---- */

/* soup_opt: the tokens between the parentheses of memory(...),
 * uwtable(...), nofpclass(...), kept by b_attr_raw as raw text. */
static void rd_soup(Rd *r)
{
    unsigned open = 0;
    for (;;) {
        switch (r->t) {
        case BAREWORD: case INTLIT: case ',': case LABELSTR: case NONE:
        case STRINGCONST: case ':': case AT_FLAG: case AT_RAW: case TYPE:
        case ALIGN: case FLAG: case BINOP: /* nofpclass(ninf sub): keywords elsewhere */
            break;
        case '(':
            if (++open > RD_MAX_DEPTH)
                rd_fail(r);
            break;
        case ')':
            if (open == 0)
                return;
            open--;
            break;
        default:
            rd_fail(r);
        }
        rd_next(r);
    }
}

/* AT_RAW [ '(' soup_opt ')' ] and AT_TYPE [ '(' type ')' ], after the
 * keyword (kind kw, at `at`). */
static Attr *rd_attr_parens(Rd *r, int t, int kw, Span at)
{
    if (r->t != '(')
        return b_attr(r->P, kw, at);
    Span open = r->s;
    rd_next(r);
    if (t == AT_TYPE) {
        Type *ty = rd_type(r);
        rd_expect(r, ')');
        return b_attr_type(r->P, kw, ty, at);
    }
    rd_soup(r);
    Span close = r->s;
    rd_expect(r, ')');
    return b_attr_raw(r->P, kw, open, close, at);
}

/* attr_item (see parser.y for its eleven forms). */
static Attr *rd_attr_item(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s, n_at;
    int t = r->t, kw = r->v.kw;
    Str n, key = r->v.str;
    rd_next(r);
    switch (t) {
    case AT_FLAG: return b_attr(P, kw, at);
    case AT_RAW:
    case AT_TYPE: return rd_attr_parens(r, t, kw, at);
    case AT_PINT:
        rd_expect(r, '(');
        n = rd_text(r, INTLIT, NULL);
        rd_expect(r, ')');
        return b_attr_int(P, kw, n, at);
    case AT_RANGE: {
        rd_expect(r, '(');
        Type *ty = rd_type(r);
        Str lo = rd_text(r, INTLIT, NULL);
        rd_expect(r, ',');
        Str hi = rd_text(r, INTLIT, NULL);
        rd_expect(r, ')');
        return b_attr_range(P, kw, ty, lo, hi, at);
    }
    case ALIGN:
        if (r->t != '(') {
            n = rd_text(r, INTLIT, &n_at);
            return b_attr_align(P, n, at, n_at);
        }
        rd_next(r);
        n = rd_text(r, INTLIT, &n_at);
        rd_expect(r, ')');
        return b_attr_align(P, n, at, n_at);
    default: /* STRINGCONST [ '=' STRINGCONST ] */
        if (r->t != '=')
            return b_attr_str(P, key, NULL, at);
        rd_next(r);
        n = rd_text(r, STRINGCONST, NULL);
        return b_attr_str(P, key, &n, at);
    }
}

static bool starts_attr(int t)
{
    return t == AT_FLAG || t == AT_RAW || t == AT_TYPE || t == AT_PINT ||
           t == AT_RANGE || t == ALIGN || t == STRINGCONST;
}

/* attr_items: attr_item* (NULL when there are none) */
static PList *rd_attr_items(Rd *r)
{
    PList *l = NULL;
    while (starts_attr(r->t))
        l = list_add(r->P, l, rd_attr_item(r));
    return l;
}

/* fn_attrs: (attr_item | ATTRGRPID)* */
static PList *rd_fn_attrs(Rd *r)
{
    PList *l = NULL;
    for (;;) {
        if (r->t == ATTRGRPID) {
            Span at = r->s;
            uint64_t n = r->v.num;
            rd_next(r);
            l = list_add(r->P, l, b_attr_group_ref(r->P, n, at));
        } else if (starts_attr(r->t)) {
            l = list_add(r->P, l, rd_attr_item(r));
        } else {
            return l;
        }
    }
}

/* ---- trailing items ---- */

/* opt_item '[' ...: a phi pair `[ value, value ]`, or a typed value whose
 * type is an array, `[4 x i32] ...`.  Both start with '[' and may go on
 * with an integer; the token after that (`x` or ',') decides. */
static OptItem *rd_bracket_item(Rd *r, Span at)
{
    ParseCtx *P = r->P;
    ValRef *first;
    if (r->t == INTLIT) {
        Span n_at;
        Str n = rd_text(r, INTLIT, &n_at);
        if (r->t == X_KW) {
            ValRef vr;
            Type *t = rd_postfix(r, rd_array_rest(r, at, n));
            rd_value(r, &vr);
            Value *v = b_resolve(P, t, &vr);
            OptItem *o = b_opt(P, OI_VALUE, at);
            o->val = v;
            return o;
        }
        first = vr_str(P, VR_INT, n, n_at);
    } else {
        first = rd_value_kept(r);
    }
    rd_expect(r, ',');
    ValRef *second = rd_value_kept(r);
    rd_expect(r, ']');
    OptItem *o = b_opt(P, OI_PHI, at);
    o->phi_val = first;
    o->phi_block = second;
    return o;
}

/* opt_item forms made of a keyword and a number or string. */
static OptItem *rd_keyword_item(Rd *r, int t, Span at)
{
    ParseCtx *P = r->P;
    Span n_at;
    Str n;
    OptItem *o;
    switch (t) {
    case ALIGN:
        n = rd_text(r, INTLIT, &n_at);
        o = b_opt(P, OI_ALIGN, at);
        o->num = b_align(P, n, n_at);
        return o;
    case ADDRSPACE:
        rd_expect(r, '(');
        n = rd_text(r, INTLIT, &n_at);
        rd_expect(r, ')');
        o = b_opt(P, OI_ADDRSPACE, at);
        o->num = b_uint(P, n, 0xffffff, "address space", n_at);
        return o;
    case COMDAT:
        if (r->t != '(')
            return b_opt(P, OI_COMDAT, at);
        rd_next(r);
        n = rd_text(r, COMDATVAR, NULL);
        rd_expect(r, ')');
        o = b_opt(P, OI_COMDAT, at);
        o->str = n;
        return o;
    default: /* SECTION, PARTITION, CODE_MODEL: a string */
        n = rd_text(r, STRINGCONST, NULL);
        o = b_opt(P, t == SECTION ? OI_SECTION : t == PARTITION ? OI_PARTITION
                                                              : OI_CODE_MODEL, at);
        o->str = n;
        return o;
    }
}

/* opt_item: [INRANGE] typed_value */
static OptItem *rd_value_item(Rd *r, Span at, bool inrange)
{
    Value *v = rd_typed_value(r);
    OptItem *o = b_opt(r->P, OI_VALUE, at);
    o->val = v;
    o->inrange = inrange;
    return o;
}

/* opt_item */
static OptItem *rd_opt_item(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    int t = r->t;
    Str text = r->v.str;
    OptItem *o;
    switch (t) {
    case INTLIT:
        rd_next(r);
        o = b_opt(P, OI_INT, at);
        o->num = b_uint(P, text, UINT32_MAX, "index", at);
        return o;
    case MDVAR: {
        rd_next(r);
        MDNode *md = rd_md_ref(r);
        o = b_opt(P, OI_MD, at);
        o->str = text;
        o->md = md;
        return o;
    }
    case '[':
        rd_next(r);
        return rd_bracket_item(r, at);
    case INRANGE:
        rd_next(r);
        return rd_value_item(r, at, true);
    case ALIGN: case ADDRSPACE: case COMDAT:
    case SECTION: case PARTITION: case CODE_MODEL:
        rd_next(r);
        return rd_keyword_item(r, t, at);
    default:
        return rd_value_item(r, at, false);
    }
}

/* opt_items: (',' opt_item)* */
static PList *rd_opt_items(Rd *r)
{
    PList *l = NULL;
    while (r->t == ',') {
        rd_next(r);
        l = b_opts_push(r->P, l, rd_opt_item(r));
    }
    return l;
}

/* ---- calls ---- */

/* call_cc: %empty | CALLCONV | CC_KW INTLIT */
static unsigned rd_call_cc(Rd *r)
{
    if (r->t == CALLCONV)
        return (unsigned)rd_kw(r, CALLCONV);
    if (r->t != CC_KW)
        return CC_C;
    rd_next(r);
    Span at;
    Str n = rd_text(r, INTLIT, &at);
    return (unsigned)(int)b_uint(r->P, n, 1023, "calling convention", at);
}

/* call_arg: type [attr_list] value | METADATA md_op */
static Param *rd_call_arg(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    if (r->t == METADATA) {
        rd_next(r);
        Span op_at = r->s;
        MDOp *op = rd_md_op(r);
        Param *p = b_param(P, P->m->types.metadata_ty, NULL, NULL, at);
        p->val = b_md_value(P, op, op_at);
        return p;
    }
    ValRef v;
    Type *t = rd_type(r);
    PList *attrs = rd_attr_items(r);
    rd_value(r, &v);
    Param *p = b_param(P, t, attrs, NULL, at);
    p->val = b_resolve(P, t, &v);
    return p;
}

/* '(' call_args_opt ')' */
static PList *rd_call_args(Rd *r)
{
    PList *l = NULL;
    rd_expect(r, '(');
    if (r->t != ')') {
        l = list_one(r->P, rd_call_arg(r));
        while (r->t == ',') {
            rd_next(r);
            plist_push(r->P, l, rd_call_arg(r));
        }
    }
    rd_expect(r, ')');
    return l;
}

/* bundles: %empty | '[' bundle (',' bundle)* ']', where
 * bundle: STRINGCONST '(' typed_values_opt ')' */
static PList *rd_bundles(Rd *r)
{
    PList *l = NULL;
    if (r->t != '[')
        return NULL;
    do {
        rd_next(r); /* '[' or ',' */
        Str tag = rd_text(r, STRINGCONST, NULL);
        rd_expect(r, '(');
        PList *vals = r->t == ')' ? NULL : rd_typed_values(r);
        rd_expect(r, ')');
        BundleSpec *b = arena_alloc(&r->P->scratch, sizeof(BundleSpec));
        b->tag = tag;
        b->vals = vals;
        l = list_add(r->P, l, b);
    } while (r->t == ',');
    rd_expect(r, ']');
    return l;
}

/* What call and invoke share, from the calling convention to the
 * bundles: call_cc attr_items ret_type value '(' call_args_opt ')'
 * fn_attrs bundles, stored into cs (the callee into *callee, which the
 * caller keeps until b_call). */
static void rd_call_site(Rd *r, CallSpec *cs, ValRef *callee)
{
    cs->cc = rd_call_cc(r);
    cs->ret_attrs = rd_attr_items(r);
    cs->ret = rd_type_ex(r, true);
    cs->callee_at = r->s;
    rd_value(r, callee);
    cs->callee = callee;
    cs->args_at = r->s;
    cs->args = rd_call_args(r);
    cs->fn_attrs = rd_fn_attrs(r);
    cs->bundles = rd_bundles(r);
}

/* call_head CALL flags call_site opt_items, where call_head: [TAILKIND] */
static Instr *rd_call(Rd *r)
{
    CallSpec *cs = b_callspec(r->P);
    if (r->t == TAILKIND)
        cs->flags = 1u << rd_kw(r, TAILKIND);
    Span at = r->s;
    rd_expect(r, CALL);
    cs->flags |= rd_flags(r);
    ValRef callee;
    rd_call_site(r, cs, &callee);
    return b_call(r->P, cs, rd_opt_items(r), at);
}

/* INVOKE call_site TO typed_value UNWIND typed_value opt_items */
static Instr *rd_invoke(Rd *r, Span at)
{
    CallSpec *cs = b_callspec(r->P);
    ValRef callee;
    rd_call_site(r, cs, &callee);
    rd_expect(r, TO);
    cs->normal = rd_typed_value(r);
    rd_expect(r, UNWIND);
    cs->unwind = rd_typed_value(r);
    return b_call(r->P, cs, rd_opt_items(r), at);
}

/* ---- instructions ---- */

/* BINOP flags type value ',' value opt_items, and the comparisons
 * ICMP flags PRED type ... and FCMP flags fpred type ... */
static Instr *rd_arith(Rd *r, int t, int kw, Span at)
{
    uint32_t flags = rd_flags(r);
    int pred = t == ICMP ? rd_kw(r, PRED) : t == FCMP ? rd_fpred(r) : 0;
    Type *ty = rd_type(r);
    ValRef a, b;
    rd_value(r, &a);
    rd_expect(r, ',');
    rd_value(r, &b);
    PList *opts = rd_opt_items(r);
    if (t == BINOP)
        return b_binop(r->P, kw, flags, ty, &a, &b, opts, at);
    return b_cmp(r->P, t == ICMP ? OP_ICMP : OP_FCMP, flags, pred, ty, &a, &b, opts, at);
}

/* The instructions with one typed operand: FNEG flags tv, CASTOP flags
 * tv TO type, VA_ARG tv ',' type, and FREEZE, RESUME, EXTRACTELEMENT,
 * INSERTELEMENT, SHUFFLEVECTOR, EXTRACTVALUE, INSERTVALUE tv (each
 * followed by opt_items). */
static Instr *rd_unary(Rd *r, int t, int kw, Span at)
{
    ParseCtx *P = r->P;
    uint32_t flags = t == FNEG || t == CASTOP ? rd_flags(r) : 0;
    Value *v = rd_typed_value(r);
    Type *to = NULL;
    if (t == CASTOP || t == VA_ARG) {
        rd_expect(r, t == CASTOP ? TO : ',');
        to = rd_type(r);
    }
    PList *opts = rd_opt_items(r);
    switch (t) {
    case FNEG: return b_fneg(P, flags, v, opts, at);
    case CASTOP: return b_cast(P, kw, flags, v, to, opts, at);
    case VA_ARG: return b_va_arg(P, v, to, opts, at);
    default: return b_simple(P, kw, v, opts, at); /* kw: the opcode */
    }
}

/* SELECT flags tv ',' tv ',' tv opt_items */
static Instr *rd_select(Rd *r, Span at)
{
    uint32_t flags = rd_flags(r);
    Value *c = rd_typed_value(r);
    rd_expect(r, ',');
    Value *a = rd_typed_value(r);
    rd_expect(r, ',');
    Value *b = rd_typed_value(r);
    return b_select(r->P, flags, c, a, b, rd_opt_items(r), at);
}

/* PHI flags type '[' value ',' value ']' opt_items (further pairs are
 * opt_items) */
static Instr *rd_phi(Rd *r, Span at)
{
    uint32_t flags = rd_flags(r);
    Type *t = rd_type(r);
    ValRef v, b;
    if (r->t != '[') /* no entries */
        return b_phi(r->P, flags, t, NULL, NULL, rd_opt_items(r), at);
    rd_expect(r, '[');
    rd_value(r, &v);
    rd_expect(r, ',');
    rd_value(r, &b);
    rd_expect(r, ']');
    return b_phi(r->P, flags, t, &v, &b, rd_opt_items(r), at);
}

/* ALLOCA alloca_mods type opt_items */
static Instr *rd_alloca(Rd *r, Span at)
{
    uint32_t mods = 0;
    for (;; rd_next(r)) {
        if (r->t == AT_TYPE)
            mods |= r->v.kw == ATTR_INALLOCA ? IF_INALLOCA : 1u << 31;
        else if (r->t == AT_FLAG)
            mods |= r->v.kw == ATTR_SWIFTERROR ? IF_SWIFTERROR : 1u << 31;
        else
            break;
    }
    Type *t = rd_type(r);
    return b_alloca(r->P, mods, t, rd_opt_items(r), at);
}

/* load_mods: (ATOMIC | VOLATILE)* */
static uint32_t rd_load_mods(Rd *r)
{
    uint32_t mods = 0;
    for (;; rd_next(r)) {
        if (r->t == ATOMIC)
            mods |= IF_ATOMIC;
        else if (r->t == VOLATILE)
            mods |= IF_VOLATILE;
        else
            return mods;
    }
}

/* scope: %empty | SYNCSCOPE '(' STRINGCONST ')' */
static Str rd_scope(Rd *r)
{
    if (r->t != SYNCSCOPE)
        return (Str){0};
    rd_next(r);
    rd_expect(r, '(');
    Str s = rd_text(r, STRINGCONST, NULL);
    rd_expect(r, ')');
    return s;
}

/* LOAD load_mods type ',' tv scope [ORDERING] opt_items and
 * STORE load_mods tv ',' tv scope [ORDERING] opt_items */
static Instr *rd_load_store(Rd *r, int t, Span at)
{
    uint32_t mods = rd_load_mods(r);
    Type *ty = NULL;
    Value *v = NULL;
    if (t == LOAD)
        ty = rd_type(r);
    else
        v = rd_typed_value(r);
    rd_expect(r, ',');
    Value *ptr = rd_typed_value(r);
    Str scope = rd_scope(r);
    int ord = r->t == ORDERING ? rd_kw(r, ORDERING) : -1;
    PList *opts = rd_opt_items(r);
    if (t == LOAD)
        return b_load(r->P, mods, ty, ptr, scope, ord, opts, at);
    return b_store(r->P, mods, v, ptr, scope, ord, opts, at);
}

/* CMPXCHG cx_mods tv ',' tv ',' tv scope ORDERING ORDERING opt_items */
static Instr *rd_cmpxchg(Rd *r, Span at)
{
    uint32_t mods = 0; /* cx_mods: (LINKAGE | VOLATILE)*, LINKAGE = weak */
    for (;; rd_next(r)) {
        if (r->t == LINKAGE)
            mods |= r->v.kw == LINK_WEAK ? IF_WEAK : 1u << 31;
        else if (r->t == VOLATILE)
            mods |= IF_VOLATILE;
        else
            break;
    }
    Value *ptr = rd_typed_value(r);
    rd_expect(r, ',');
    Value *cmp = rd_typed_value(r);
    rd_expect(r, ',');
    Value *nv = rd_typed_value(r);
    Str scope = rd_scope(r);
    int succ = rd_kw(r, ORDERING);
    int fail = rd_kw(r, ORDERING);
    return b_cmpxchg(r->P, mods, ptr, cmp, nv, scope, succ, fail, rd_opt_items(r), at);
}

/* ATOMICRMW load_mods rmw_op tv ',' tv scope ORDERING opt_items and
 * FENCE scope ORDERING opt_items */
static Instr *rd_rmw_fence(Rd *r, int t, Span at)
{
    if (t == FENCE) {
        Str scope = rd_scope(r);
        int ord = rd_kw(r, ORDERING);
        return b_fence(r->P, scope, ord, rd_opt_items(r), at);
    }
    uint32_t mods = rd_load_mods(r);
    int rmw; /* rmw_op: RMWOP, or a BINOP whose opcode b_atomicrmw maps */
    if (r->t == RMWOP)
        rmw = rd_kw(r, RMWOP);
    else
        rmw = -1 - rd_kw(r, BINOP);
    Value *ptr = rd_typed_value(r);
    rd_expect(r, ',');
    Value *v = rd_typed_value(r);
    Str scope = rd_scope(r);
    int ord = rd_kw(r, ORDERING);
    return b_atomicrmw(r->P, mods, rmw, ptr, v, scope, ord, rd_opt_items(r), at);
}

/* GETELEMENTPTR flags inrange_opt type ',' tv opt_items, where
 * inrange_opt: %empty | INRANGE '(' INTLIT ',' INTLIT ')' */
static Instr *rd_gep(Rd *r, Span at)
{
    uint32_t flags = rd_flags(r);
    Str inrange = {0};
    if (r->t == INRANGE) {
        rd_next(r);
        Span open = r->s;
        rd_expect(r, '(');
        rd_text(r, INTLIT, NULL);
        rd_expect(r, ',');
        rd_text(r, INTLIT, NULL);
        Span close = r->s;
        rd_expect(r, ')');
        inrange = (Str){r->P->src->text + open.end, close.start - open.end};
    }
    Type *src = rd_type(r);
    rd_expect(r, ',');
    Value *base = rd_typed_value(r);
    return b_gep(r->P, flags, inrange, src, base, rd_opt_items(r), at);
}

/* RET VOID opt_items | RET tv opt_items.  `void` followed by '(' is the
 * start of a function type, as in the grammar. */
static Instr *rd_ret(Rd *r, Span at)
{
    ParseCtx *P = r->P;
    Value *v;
    if (r->t == VOID) {
        rd_next(r);
        if (r->t != '(')
            return b_ret(P, NULL, rd_opt_items(r), at);
        ValRef vr;
        Type *t = rd_postfix(r, P->m->types.void_ty);
        rd_value(r, &vr);
        v = b_resolve(P, t, &vr);
    } else {
        v = rd_typed_value(r);
    }
    return b_ret(P, v, rd_opt_items(r), at);
}

/* BR tv opt_items (the labels of a conditional branch are opt_items) */
static Instr *rd_br(Rd *r, Span at)
{
    Value *first = rd_typed_value(r);
    return b_br(r->P, first, rd_opt_items(r), at);
}

/* SWITCH tv ',' tv '[' cases ']' opt_items, cases: (tv ',' tv)* */
static Instr *rd_switch(Rd *r, Span at)
{
    ParseCtx *P = r->P;
    Value *cond = rd_typed_value(r);
    rd_expect(r, ',');
    Value *def = rd_typed_value(r);
    rd_expect(r, '[');
    PList *cases = NULL;
    while (r->t != ']') {
        Span case_at = r->s;
        Value *v = rd_typed_value(r);
        rd_expect(r, ',');
        Value *dest = rd_typed_value(r);
        cases = b_case(P, cases, v, dest, case_at);
    }
    rd_next(r);
    return b_switch(P, cond, def, cases, rd_opt_items(r), at);
}

/* INDIRECTBR tv ',' '[' typed_values_opt ']' opt_items,
 * LANDINGPAD type lp_clauses opt_items,
 * lp_clauses: (CLEANUP | CATCH tv | FILTER tv)* */
static Instr *rd_rare_terminator(Rd *r, int t, Span at)
{
    ParseCtx *P = r->P;
    PList *l = NULL;
    if (t == INDIRECTBR) {
        Value *addr = rd_typed_value(r);
        rd_expect(r, ',');
        rd_expect(r, '[');
        if (r->t != ']')
            l = rd_typed_values(r);
        rd_expect(r, ']');
        return b_indirectbr(P, addr, l, rd_opt_items(r), at);
    }
    Type *ty = rd_type(r);
    for (int c; (c = r->t) == CLEANUP || c == CATCH || c == FILTER;) {
        rd_next(r);
        l = list_add(P, l, c == CLEANUP ? NULL : rd_typed_value(r));
    }
    return b_landingpad(P, ty, l, rd_opt_items(r), at);
}

/* op: every instruction (the alternatives of `op` in parser.y) */
static Instr *rd_op(Rd *r)
{
    Span at = r->s;
    int t = r->t, kw = r->v.kw;
    if (t == TAILKIND || t == CALL)
        return rd_call(r);
    rd_next(r);
    switch (t) {
    case BINOP: case ICMP: case FCMP: return rd_arith(r, t, kw, at);
    case FNEG: case CASTOP: case VA_ARG: case FREEZE: case RESUME:
    case EXTRACTELEMENT: case INSERTELEMENT: case SHUFFLEVECTOR:
    case EXTRACTVALUE: case INSERTVALUE: return rd_unary(r, t, kw, at);
    case SELECT: return rd_select(r, at);
    case PHI: return rd_phi(r, at);
    case ALLOCA: return rd_alloca(r, at);
    case LOAD: case STORE: return rd_load_store(r, t, at);
    case CMPXCHG: return rd_cmpxchg(r, at);
    case ATOMICRMW: case FENCE: return rd_rmw_fence(r, t, at);
    case GETELEMENTPTR: return rd_gep(r, at);
    case RET: return rd_ret(r, at);
    case BR: return rd_br(r, at);
    case SWITCH: return rd_switch(r, at);
    case INDIRECTBR: case LANDINGPAD: return rd_rare_terminator(r, t, at);
    case UNREACHABLE: return b_unreachable(r->P, rd_opt_items(r), at);
    case INVOKE: return rd_invoke(r, at);
    default: rd_fail(r);
    }
}

/* ---- the body ---- */

/* body: (LABELSTR | LOCALVAR '=' op | LOCALID '=' op | op)*, up to the
 * closing '}' (left as the lookahead). */
static void rd_body(Rd *r)
{
    ParseCtx *P = r->P;
    for (;;) {
        Span at = r->s;
        YYSTYPE v = r->v;
        switch (r->t) {
        case '}':
            return;
        case LABELSTR:
            rd_next(r);
            b_label(P, v.str, at);
            break;
        case LOCALVAR:
        case LOCALID: {
            ValRef name;
            vr_init(&name, r->t == LOCALVAR ? VR_LOCAL : VR_LOCAL_ID, at);
            if (r->t == LOCALVAR)
                name.text = v.str;
            else
                name.id = v.num;
            rd_next(r);
            rd_expect(r, '=');
            Instr *i = rd_op(r);
            b_instr(P, &name, i, at);
            break;
        }
        default:
            b_instr(P, NULL, rd_op(r), at);
        }
    }
}

int fast_body(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *P)
{
    Rd r = {.P = P};
    if (setjmp(r.fail)) {
        /* Stop bison quietly (lex_error silences its syntax error); the
         * caller of the parse sees fast_declined and parses again. */
        P->fast_declined = true;
        P->lex_error = true;
        return LEXERROR;
    }
    rd_next(&r);
    rd_body(&r);
    *lval = r.v;
    *lloc = r.s;
    P->last_tok = r.t;
    return r.t;
}
