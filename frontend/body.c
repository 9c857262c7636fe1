/*
 * frontend/body.c -- the grammar of everything inside a module's items,
 * and its parser: recursive descent by hand.  Function bodies, function
 * headers, global definitions, and every type, value, constant
 * expression, attribute, metadata node and trailing item (`, align 4`)
 * are parsed here and nowhere else; parser.y parses only the skeleton of
 * the module's items around them (`@g =`, `define`, `!7 =`, ...).
 *
 * Why by hand.  Bodies are nearly all of a module's text (libdevice: 36k
 * instructions in 56k lines).  bison's table-driven loop spends more time
 * per token than everything else in the parse -- an instruction takes a
 * dozen reductions, many for rules that match nothing (no flags, no
 * attributes, no trailing items) -- while recursive descent does the same
 * work with ordinary calls and a switch on the next token, several times
 * faster.  The constructs items share with bodies are parsed here too, so
 * that each has one grammar.
 *
 * How it fits in.  Where an item's skeleton ends, a mid-rule action of
 * parser.y sets P->handoff to the construct that follows (HO_BODY after
 * `define ... {`, HO_GLOBAL after `@g =`, ...); when bison then asks for
 * the next token, yylex (lexer.re) calls parse_handoff, which parses the
 * construct, calling the b_* actions of build.c as it completes each
 * part, and returns one token for all of it: the closing '}' of a body,
 * or a hand-off token (H_GLOBAL, H_FNHEADER, ...) carrying what was
 * built, after giving the token that follows back to the scanner.
 *
 * The grammar.  One function per nonterminal, named after it (rd_op for
 * op, rd_opt_items for opt_items, ...).  Upper-case words are tokens
 * (their %token names in parser.y; lexer.re and keywords.h spell them),
 * quoted ones punctuation; {x} is any number of x, [x] at most one.
 *
 *   body        = { LABELSTR | [ (LOCALVAR | LOCALID) "=" ] op } "}"
 *   op          = BINOP flags type value "," value opt_items
 *               | ICMP flags PRED type value "," value opt_items
 *               | FCMP flags fpred type value "," value opt_items
 *               | FNEG flags typed_value opt_items
 *               | CASTOP flags typed_value TO type opt_items
 *               | VA_ARG typed_value "," type opt_items
 *               | (FREEZE | RESUME | EXTRACTELEMENT | INSERTELEMENT
 *                  | SHUFFLEVECTOR | EXTRACTVALUE | INSERTVALUE)
 *                   typed_value opt_items
 *               | SELECT flags typed_value "," typed_value ","
 *                   typed_value opt_items
 *               | PHI flags type [ "[" value "," value "]" ] opt_items
 *               | ALLOCA { AT_TYPE | AT_FLAG } type opt_items
 *               | LOAD load_mods type "," typed_value scope [ ORDERING ]
 *                   opt_items
 *               | STORE load_mods typed_value "," typed_value scope
 *                   [ ORDERING ] opt_items
 *               | FENCE scope ORDERING opt_items
 *               | CMPXCHG { LINKAGE | VOLATILE } typed_value ","
 *                   typed_value "," typed_value scope ORDERING ORDERING
 *                   opt_items
 *               | ATOMICRMW load_mods (RMWOP | BINOP) typed_value ","
 *                   typed_value scope ORDERING opt_items
 *               | GETELEMENTPTR flags [ INRANGE "(" INTLIT "," INTLIT ")" ]
 *                   type "," typed_value opt_items
 *               | RET (VOID | typed_value) opt_items
 *               | BR typed_value opt_items
 *               | SWITCH typed_value "," typed_value
 *                   "[" { typed_value "," typed_value } "]" opt_items
 *               | INDIRECTBR typed_value "," "[" [ typed_values ] "]"
 *                   opt_items
 *               | LANDINGPAD type { CLEANUP | (CATCH | FILTER) typed_value }
 *                   opt_items
 *               | UNREACHABLE opt_items
 *               | [ TAILKIND ] CALL flags call_site opt_items
 *               | INVOKE call_site TO typed_value UNWIND typed_value
 *                   opt_items
 *   flags       = { FLAG }            load_mods = { ATOMIC | VOLATILE }
 *   fpred       = PRED | TRUE_KW | FALSE_KW
 *   scope       = [ SYNCSCOPE "(" STRINGCONST ")" ]
 *   call_site   = [ CALLCONV | CC_KW INTLIT ] { attr_item }
 *                 [ ADDRSPACE "(" INTLIT ")" ] ret_type value
 *                 "(" [ call_arg { "," call_arg } [ "," DOTDOTDOT ]
 *                     | DOTDOTDOT ] ")" fn_attrs
 *                 [ "[" bundle { "," bundle } "]" ]
 *   call_arg    = type { attr_item } value | METADATA md_op
 *   bundle      = STRINGCONST "(" [ typed_values ] ")"
 *   opt_items   = { "," opt_item }
 *   opt_item    = typed_value | INRANGE typed_value | INTLIT
 *               | ALIGN INTLIT | ADDRSPACE "(" INTLIT ")" | MDVAR md_ref
 *               | "[" value "," value "]" | COMDAT [ "(" COMDATVAR ")" ]
 *               | (SECTION | PARTITION | CODE_MODEL) STRINGCONST
 *
 *   type        = base_type { postfix }
 *               | PTR [ ADDRSPACE "(" INTLIT ")" ] [ params { postfix } ]
 *               | VOID params { postfix }
 *   ret_type    = type | VOID
 *   base_type   = INTTYPE | PRIMTYPE | LABEL | LOCALVAR | LOCALID
 *               | "[" INTLIT X_KW type "]"
 *               | "<" [ VSCALE X_KW ] INTLIT X_KW type ">"
 *               | "{" [ type { "," type } ] "}"
 *               | LTBRACE [ type { "," type } ] RBRACEGT
 *   postfix     = "*" | ADDRSPACE "(" INTLIT ")" "*" | params
 *   params      = "(" [ type { "," type } [ "," DOTDOTDOT ] | DOTDOTDOT ] ")"
 *   typed_value = type value          typed_values = typed_value { "," typed_value }
 *   value       = LOCALVAR | LOCALID | GLOBALVAR | GLOBALID | INTLIT
 *               | HEXINT | FPLIT | HEXFP | CSTR | TRUE_KW | FALSE_KW
 *               | NULL_KW | UNDEF | POISON | ZEROINITIALIZER | NONE
 *               | "[" [ typed_values ] "]" | "{" [ typed_values ] "}"
 *               | LTBRACE [ typed_values ] RBRACEGT | "<" typed_values ">"
 *               | SPLAT "(" typed_value ")" | const_expr
 *               | BLOCKADDRESS "(" value "," value ")"
 *               | ASM { SIDEEFFECT | INTELDIALECT | AT_PINT }
 *                   STRINGCONST "," STRINGCONST
 *   const_expr  = CASTOP "(" typed_value TO type ")"
 *               | BINOP flags "(" typed_value "," typed_value ")"
 *               | (ICMP PRED | FCMP fpred) "(" typed_value "," typed_value ")"
 *               | GETELEMENTPTR flags [ INRANGE "(" INTLIT "," INTLIT ")" ]
 *                   "(" type "," typed_value { "," [ INRANGE ] typed_value } ")"
 *               | (SELECT | EXTRACTELEMENT | INSERTELEMENT | SHUFFLEVECTOR)
 *                   "(" typed_values ")"
 *
 *   md_ref      = MDID | "!" "{" [ md_op { "," md_op } ] "}"
 *               | MDVAR "(" [ spec_field { "," spec_field } ] ")"
 *   md_op       = md_ref | "!" STRINGCONST | NULL_KW | typed_value
 *   spec_field  = [ LABELSTR ] spec_val
 *   spec_val    = md_ref | STRINGCONST | NULL_KW | INTLIT | TRUE_KW
 *               | FALSE_KW | BAREWORD { "|" BAREWORD } | typed_value
 *   md_def      = [ DISTINCT ] md_body          (after "!N =")
 *   attr_item   = AT_FLAG | AT_RAW [ "(" soup ")" ] | AT_TYPE [ "(" type ")" ]
 *               | AT_PINT "(" INTLIT ")" | AT_RANGE "(" type INTLIT "," INTLIT ")"
 *               | ALIGN (INTLIT | "(" INTLIT ")") | STRINGCONST [ "=" STRINGCONST ]
 *   fn_attrs    = { attr_item | ATTRGRPID }
 *   attr_group  = { attr_item }                 (after "attributes #N = {")
 *   soup        = any tokens, with balanced parentheses (memory(...) and
 *                 the like, which tnvcc only prints back)
 *
 * Module-level items, after the skeleton parser.y parses (shown in
 * parentheses); item_end is the FIRST set of an item, or end of file:
 *
 *   type_body   = type | OPAQUE                 ("%T = type") item_end
 *   global      = ("@g =")
 *                   DECL_LINKAGE gmods (GLOBAL | CONSTANT) type opt_items
 *                     fn_attrs item_end
 *                 | gmods (GLOBAL | CONSTANT) type value opt_items
 *                     fn_attrs item_end
 *                 | gmods (ALIAS | IFUNC) type "," typed_value opt_items
 *                     item_end
 *   decl_mod    = LINKAGE | VISIBILITY | DLLSTORAGE | PREEMPTION
 *   gmods       = { decl_mod | THREAD_LOCAL [ "(" BAREWORD ")" ]
 *                 | UNNAMED_ADDR | ADDRSPACE "(" INTLIT ")"
 *                 | EXTERNALLY_INITIALIZED }
 *   fn_header   = ("define" | "declare") fn_pre ret_type (GLOBALVAR | GLOBALID)
 *                   "(" [ param { "," param } [ "," DOTDOTDOT ] | DOTDOTDOT ] ")"
 *                   fn_suffix ("{" after define, item_end after declare)
 *   fn_pre      = { decl_mod | DECL_LINKAGE | CALLCONV | CC_KW INTLIT
 *                 | attr_item | MDVAR md_ref }
 *   param       = (type | METADATA) { attr_item } [ LOCALVAR | LOCALID ]
 *   fn_suffix   = { UNNAMED_ADDR | ADDRSPACE "(" INTLIT ")" | attr_item
 *                 | ATTRGRPID | (SECTION | PARTITION | GC) STRINGCONST
 *                 | COMDAT [ "(" COMDATVAR ")" ]
 *                 | (PREFIX | PROLOGUE | PERSONALITY) typed_value
 *                 | MDVAR md_ref }
 *
 * Two places need more than the next token, both in opt_item: a '[' may
 * begin a phi pair or an array type (`[4 x i32] ...`), told apart by the
 * token after the integer (X_KW or ','); and every item begins with the
 * same ',', which is why trailing items are collected generically and the
 * instruction's action decides which it accepts (build.c).
 *
 * Syntax errors.  A syntax error stops the parse.  Its message lists the
 * tokens that would have been accepted at the offending one -- in the
 * same words, order and short forms as bison's errors in the item
 * skeleton (syntax_error_at, in parser.y) -- so the parser records each token it
 * tests the lookahead against (rd_is, rd_starts; Rd.seen).  Two details
 * make the record exact: a switch on the lookahead records its whole
 * FIRST set (starts[]) before failing; and an instruction's action runs
 * only once the token after it is known to be acceptable (rd_opt_items;
 * item_end and the '{' of a definition for module-level items), so a
 * syntax error is reported before any error the action would find, as
 * bison's LAC check does.  Nesting deeper than LIMIT_NESTING levels of
 * brackets is an error too, so the C stack stays bounded.  After an
 * error, parse_handoff hands bison a LEXERROR with P->lex_error set,
 * which stops bison without a second message.
 */
#include <setjmp.h>

#include "frontend/scan.h"

/* The codes of the tokens the scanner returns run from 0 (end of file)
 * to LEXERROR (parser.y declares only the hand-off tokens after it);
 * one-character tokens are their own code. */
enum { RD_CODES = LEXERROR + 1 };

/* The tokens that can start a construct: FIRST sets of the grammar's
 * larger alternatives, one bit per set (starts[], below).  A switch on
 * the lookahead tests them all at once; a syntax error lists the sets
 * tested at its token. */
enum {
    F_TYPE = 1,    /* type */
    F_VALUE = 2,   /* value */
    F_OP = 4,      /* op: every instruction */
    F_BODY = 8,    /* body item other than an instruction, and '}' */
    F_ATTR = 16,   /* attr_item */
    F_SOUP = 32,   /* what may stand inside the raw argument of an attribute */
    F_OPT = 64,    /* opt_item forms that start with their own token */
    F_SPEC = 128,  /* spec_val forms other than a typed value */
    F_POSTFIX = 256, /* what extends a type: T*, T addrspace(N)*, T (...) */
    F_ITEM = 512,  /* a module-level item (parser.y's `item`), and the
                      end of the file */
};

/* The parser's state: one token of lookahead, as bison has. */
typedef struct Rd {
    ParseCtx *P;
    int t;          /* the next token */
    YYSTYPE v;      /* its semantic value */
    Span s;         /* its location */
    unsigned depth; /* nesting of the construct being parsed */
    /* What a syntax error lists as expected: every token the parser has
     * tested the lookahead against, in vain, since it last moved on.
     * Tests are stamped with the lookahead's end offset, unique to it
     * (and never 0: a hand-off starts after a token): seen[c] == s.end
     * means token c was tested at the current token.  Moving on forgets them all, at no cost; the
     * record costs one store per failed test. */
    uint32_t seen[RD_CODES];
    uint32_t sets_at;  /* sets_at == s.end: the FIRST sets in `sets` were */
    unsigned sets;     /* tested at the current token too (rd_mark_set) */
    jmp_buf fail;   /* where stopping returns to (parse_handoff) */
} Rd;

static const uint16_t starts[RD_CODES] = {
    [INTTYPE] = F_TYPE, [PRIMTYPE] = F_TYPE, [LABEL] = F_TYPE, [PTR] = F_TYPE,
    [VOID] = F_TYPE, ['['] = F_TYPE | F_VALUE | F_OPT, ['*'] = F_POSTFIX, ['<'] = F_TYPE | F_VALUE,
    ['{'] = F_TYPE | F_VALUE, [LTBRACE] = F_TYPE | F_VALUE,
    [LOCALVAR] = F_TYPE | F_VALUE | F_BODY | F_ITEM,
    [LOCALID] = F_TYPE | F_VALUE | F_BODY | F_ITEM,
    [GLOBALVAR] = F_VALUE | F_ITEM, [GLOBALID] = F_VALUE | F_ITEM,
    [INTLIT] = F_VALUE | F_SOUP | F_OPT | F_SPEC, [HEXINT] = F_VALUE,
    [FPLIT] = F_VALUE, [HEXFP] = F_VALUE, [CSTR] = F_VALUE,
    [TRUE_KW] = F_VALUE | F_SPEC, [FALSE_KW] = F_VALUE | F_SPEC,
    [NULL_KW] = F_VALUE | F_SPEC, [UNDEF] = F_VALUE, [POISON] = F_VALUE,
    [ZEROINITIALIZER] = F_VALUE, [NONE] = F_VALUE | F_SOUP, [SPLAT] = F_VALUE,
    [BLOCKADDRESS] = F_VALUE, [ASM] = F_VALUE,
    [BINOP] = F_VALUE | F_OP | F_SOUP, [CASTOP] = F_VALUE | F_OP,
    [ICMP] = F_VALUE | F_OP, [FCMP] = F_VALUE | F_OP,
    [GETELEMENTPTR] = F_VALUE | F_OP, [SELECT] = F_VALUE | F_OP,
    [EXTRACTELEMENT] = F_VALUE | F_OP, [INSERTELEMENT] = F_VALUE | F_OP,
    [SHUFFLEVECTOR] = F_VALUE | F_OP,
    [FNEG] = F_OP, [VA_ARG] = F_OP, [FREEZE] = F_OP, [RESUME] = F_OP,
    [EXTRACTVALUE] = F_OP, [INSERTVALUE] = F_OP, [PHI] = F_OP, [ALLOCA] = F_OP,
    [LOAD] = F_OP, [STORE] = F_OP, [CMPXCHG] = F_OP, [ATOMICRMW] = F_OP,
    [FENCE] = F_OP, [RET] = F_OP, [BR] = F_OP, [SWITCH] = F_OP,
    [INDIRECTBR] = F_OP, [LANDINGPAD] = F_OP, [UNREACHABLE] = F_OP,
    [INVOKE] = F_OP, [TAILKIND] = F_OP, [CALL] = F_OP,
    ['}'] = F_BODY, [LABELSTR] = F_BODY | F_SOUP, [DBG_RECORD] = F_BODY,
    [AT_FLAG] = F_ATTR | F_SOUP, [AT_RAW] = F_ATTR | F_SOUP, [AT_TYPE] = F_ATTR,
    [AT_PINT] = F_ATTR, [AT_RANGE] = F_ATTR, [ALIGN] = F_ATTR | F_SOUP | F_OPT,
    [STRINGCONST] = F_ATTR | F_SOUP | F_SPEC,
    [BAREWORD] = F_SOUP | F_SPEC, [','] = F_SOUP, [':'] = F_SOUP, [TYPE] = F_SOUP,
    [FLAG] = F_SOUP, ['('] = F_SOUP | F_POSTFIX, [')'] = F_SOUP,
    [MDVAR] = F_OPT | F_SPEC, [MDID] = F_SPEC | F_ITEM, ['!'] = F_SPEC,
    [INRANGE] = F_OPT, [ADDRSPACE] = F_OPT | F_POSTFIX, [COMDAT] = F_OPT, [SECTION] = F_OPT,
    [PARTITION] = F_OPT, [CODE_MODEL] = F_OPT,
    [YYEOF] = F_ITEM, [SOURCE_FILENAME] = F_ITEM, [TARGET] = F_ITEM, [MODULE] = F_ITEM,
    [COMDATVAR] = F_ITEM, [DEFINE] = F_ITEM, [DECLARE] = F_ITEM, [ATTRIBUTES] = F_ITEM,
    [MDVAR_DEF] = F_ITEM,
};

static Type *rd_type(Rd *r);
static void rd_value(Rd *r, ValRef *out);
static Value *rd_typed_value(Rd *r);
static MDNode *rd_md_ref(Rd *r);

/* ---- tokens ---- */

/* Stop the parse: the diagnostic, if any, has been reported.  lex_error
 * keeps bison quiet about the LEXERROR parse_handoff then hands it. */
static _Noreturn void rd_stop(Rd *r)
{
    r->P->lex_error = true;
    longjmp(r->fail, 1);
}

/* A syntax error at the lookahead: "expected ..., found ...", listing the
 * tokens tested there, in the words parser.y's reporter uses for bison's
 * own errors (syntax_error_at).  After a lexical error the lexer has
 * already said what is wrong. */
static _Noreturn void rd_fail(Rd *r)
{
    if (!r->P->lex_error) {
        unsigned sets = r->sets_at == r->s.end ? r->sets : 0;
        int codes[RD_CODES], n = 0;
        for (int c = 0; c < RD_CODES; c++)
            if (r->seen[c] == r->s.end || (starts[c] & sets))
                codes[n++] = c;
        syntax_error_at(r->P, r->s, codes, n);
    }
    rd_stop(r);
}

static void rd_next(Rd *r)
{
    r->t = scan_token(r->P, &r->v, &r->s);
}

/* Is the lookahead token t?  Every test of the lookahead goes through
 * here (or rd_starts), so that a syntax error can say what was expected. */
static inline bool rd_is(Rd *r, int t)
{
    if (r->t == t) /* (it will be consumed: no error can list it) */
        return true;
    r->seen[t] = r->s.end;
    return false;
}

/* Record the tokens of FIRST sets (F_*) as tested. */
static void rd_mark_set(Rd *r, unsigned sets)
{
    if (r->sets_at != r->s.end) {
        r->sets_at = r->s.end;
        r->sets = 0;
    }
    r->sets |= sets;
}

/* Can the lookahead start one of `sets`?  (If not, they are recorded as
 * tested, for the syntax error that usually follows.) */
static inline bool rd_starts(Rd *r, unsigned sets)
{
    if (starts[r->t] & sets)
        return true;
    rd_mark_set(r, sets);
    return false;
}

static void rd_expect(Rd *r, int t)
{
    if (!rd_is(r, t))
        rd_fail(r);
    rd_next(r);
}

/* The text of a token that must be of kind t (INTLIT, STRINGCONST, ...);
 * *at (if given) gets its location. */
static Str rd_text(Rd *r, int t, Span *at)
{
    if (!rd_is(r, t))
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
    if (!rd_is(r, t))
        rd_fail(r);
    int kw = r->v.kw;
    rd_next(r);
    return kw;
}

/* Entering a bracketed construct; rd_leave when it is done. */
static void rd_enter(Rd *r)
{
    if (++r->depth > LIMIT_NESTING) {
        diag_error(r->P->diag, span_loc(r->s), "input nested too deeply: more than "
                   "LIMIT_NESTING (%d) levels of brackets", LIMIT_NESTING);
        rd_stop(r);
    }
}

static void rd_leave(Rd *r) { r->depth--; }

/* A list of one item, and an item added to a list that may be NULL. */
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

/* '(' INTLIT ')' after ADDRSPACE: an address space number. */
static uint32_t rd_addrspace(Rd *r)
{
    Span n_at;
    rd_expect(r, '(');
    Str n = rd_text(r, INTLIT, &n_at);
    rd_expect(r, ')');
    return (uint32_t)b_uint(r->P, n, 0xffffff, "address space", n_at);
}

/* ---- types ---- */

/* A ValRef of kind k at `at`, everything else zero: what vr_new and its
 * siblings (values.c) build in the parse arena.  This parser builds
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
    while (rd_is(r, ',')) {
        rd_next(r);
        plist_push(r->P, l, rd_type(r));
    }
    return l;
}

/* params: '(' [ item { ',' item } [ ',' DOTDOTDOT ] | DOTDOTDOT ] ')',
 * the parameter list of a function type (item: a type) or of a function
 * header (item: a param); *vararg tells whether it ends with `...`. */
static PList *rd_params(Rd *r, void *(*item)(Rd *), bool *vararg)
{
    PList *l = NULL;
    *vararg = false;
    rd_expect(r, '(');
    rd_enter(r);
    if (rd_is(r, DOTDOTDOT)) {
        rd_next(r);
        *vararg = true;
    } else if (!rd_is(r, ')')) {
        l = list_one(r->P, item(r));
        while (!*vararg && rd_is(r, ',')) {
            rd_next(r);
            if (rd_is(r, DOTDOTDOT)) {
                rd_next(r);
                *vararg = true;
            } else {
                plist_push(r->P, l, item(r));
            }
        }
    }
    rd_expect(r, ')');
    rd_leave(r);
    return l;
}

static void *rd_type_item(Rd *r) { return rd_type(r); }

/* The params after a return type: a function type. */
static Type *rd_fn_type(Rd *r, Type *ret)
{
    Span at = r->s;
    bool vararg;
    PList *l = rd_params(r, rd_type_item, &vararg);
    Type *t = b_func_type(r->P, ret, l, vararg, at);
    if (!t) /* nested too deeply (reported): the grammar's YYABORT */
        rd_stop(r);
    return t;
}

/* The postfix forms of btype: T*, T addrspace(N)*, T (params). */
static Type *rd_postfix(Rd *r, Type *t)
{
    for (;;) {
        Span at = r->s;
        if (!rd_starts(r, F_POSTFIX))
            return t;
        if (r->t == '*') {
            rd_next(r);
            t = b_typed_ptr(r->P, t, 0, at);
        } else if (r->t == ADDRSPACE) {
            rd_next(r);
            uint32_t as = rd_addrspace(r);
            rd_expect(r, '*');
            t = b_typed_ptr(r->P, t, as, at);
        } else {
            t = rd_fn_type(r, t);
        }
        if (!t) /* as above */
            rd_stop(r);
    }
}

/* ptr_type: PTR | PTR ADDRSPACE '(' INTLIT ')' */
static Type *rd_ptr_type(Rd *r)
{
    Span at = r->s;
    rd_next(r); /* PTR: the caller saw it */
    if (!rd_is(r, ADDRSPACE))
        return b_ptr_type(r->P, 0, at);
    rd_next(r);
    return b_ptr_type(r->P, rd_addrspace(r), at);
}

/* X_KW type `close`: the element type of an array or vector type. */
static Type *rd_elem_type(Rd *r, int close)
{
    rd_expect(r, X_KW);
    rd_enter(r);
    Type *elem = rd_type(r);
    rd_leave(r);
    rd_expect(r, close);
    return elem;
}

/* '[' INTLIT X_KW type ']' after the '[' (at) and the count (n). */
static Type *rd_array_rest(Rd *r, Span at, Str n)
{
    return b_array_type(r->P, n, rd_elem_type(r, ']'), false, false, at);
}

/* '<' INTLIT X_KW type '>'  |  '<' VSCALE X_KW INTLIT X_KW type '>' */
static Type *rd_vector_type(Rd *r, Span at)
{
    bool scalable = rd_is(r, VSCALE);
    if (scalable) {
        rd_next(r);
        rd_expect(r, X_KW);
    }
    Str n = rd_text(r, INTLIT, NULL);
    return b_array_type(r->P, n, rd_elem_type(r, '>'), true, scalable, at);
}

/* '{' '}' | '{' type_list '}' | LTBRACE RBRACEGT | LTBRACE type_list RBRACEGT */
static Type *rd_struct_type(Rd *r, bool packed)
{
    int close = packed ? RBRACEGT : '}';
    PList *l = NULL;
    rd_enter(r);
    if (!rd_is(r, close))
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
    if (!rd_starts(r, F_TYPE))
        rd_fail(r);
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
    default: BUG("rd_base_type: token %d", t); /* ptr, void: rd_type_ex */
    }
}

/* A type, or (void_ok: ret_type) also a bare `void`.  `ptr` and `void`
 * become btypes (which take postfixes) only through a parameter list. */
static Type *rd_type_ex(Rd *r, bool void_ok)
{
    Type *t;
    if (r->t == PTR) { /* (no rd_is: F_TYPE has ptr and void) */
        t = rd_ptr_type(r);
        if (!rd_is(r, '('))
            return t;
    } else if (r->t == VOID) {
        rd_next(r);
        t = r->P->m->types.void_ty;
        if (!rd_is(r, '(')) {
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
    while (rd_is(r, ',')) {
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
    if (!rd_is(r, close) || k == VR_VECTOR)
        l = rd_typed_values(r);
    rd_leave(r);
    rd_expect(r, close);
    vr_init(out, k, at);
    out->elems = l;
}

/* fpred: PRED | TRUE_KW | FALSE_KW */
static int rd_fpred(Rd *r)
{
    int kw = r->v.kw, pred;
    if (rd_is(r, PRED))
        pred = kw;
    else if (rd_is(r, TRUE_KW))
        pred = PRED_F_TRUE;
    else if (rd_is(r, FALSE_KW))
        pred = PRED_F_FALSE;
    else
        rd_fail(r);
    rd_next(r);
    return pred;
}

/* flags: FLAG* */
static uint32_t rd_flags(Rd *r)
{
    uint32_t f = 0;
    while (rd_is(r, FLAG)) {
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
    if (rd_is(r, INRANGE)) {
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
    while (rd_is(r, ',')) { /* ce_indices */
        rd_next(r);
        if (rd_is(r, INRANGE))
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
        if (rd_is(r, SIDEEFFECT))
            flags |= 1;
        else if (rd_is(r, INTELDIALECT))
            flags |= 2;
        else if (rd_is(r, AT_PINT))
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
    default: BUG("rd_compound_value: token %d", t); /* rd_value checked it */
    }
}

/* value: the value as written, into *out (b_resolve types it). */
static void rd_value(Rd *r, ValRef *out)
{
    Span at = r->s;
    YYSTYPE v = r->v;
    int t = r->t;
    switch (t) {
    case LOCALVAR: vr_init(out, VR_LOCAL, at); out->text = v.str; break;
    case LOCALID: vr_init(out, VR_LOCAL_ID, at); out->id = v.num; break;
    case GLOBALVAR: vr_init(out, VR_GLOBAL, at); out->text = v.str; break;
    case GLOBALID: vr_init(out, VR_GLOBAL_ID, at); out->id = v.num; break;
    case INTLIT:
    case HEXINT: vr_init(out, VR_INT, at); out->text = v.str; break;
    case FPLIT: vr_init(out, VR_FP, at); out->text = v.str; break;
    case HEXFP: vr_init(out, VR_HEXFP, at); out->text = v.str; break;
    case CSTR: vr_init(out, VR_CSTR, at); out->text = v.str; break;
    case TRUE_KW: vr_init(out, VR_BOOL, at); out->id = 1; break;
    case FALSE_KW: vr_init(out, VR_BOOL, at); break;
    case NULL_KW: vr_init(out, VR_NULL, at); break;
    case UNDEF: vr_init(out, VR_UNDEF, at); break;
    case POISON: vr_init(out, VR_POISON, at); break;
    case ZEROINITIALIZER: vr_init(out, VR_ZERO, at); break;
    case NONE: vr_init(out, VR_NONE, at); break;
    default: /* checked before the token is consumed: an error names it */
        if (!rd_starts(r, F_VALUE))
            rd_fail(r);
        rd_next(r);
        rd_compound_value(r, out, t, v.kw, at);
        return;
    }
    rd_next(r);
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

/* `open` [ item { ',' item } ] `close`: the operands of a metadata
 * tuple or the fields of a specialized node (NULL when there are none). */
static PList *rd_md_list(Rd *r, int open, int close, MDOp *(*item)(Rd *))
{
    PList *l = NULL;
    rd_expect(r, open);
    rd_enter(r);
    if (!rd_is(r, close)) {
        l = list_one(r->P, item(r));
        while (rd_is(r, ',')) {
            rd_next(r);
            plist_push(r->P, l, item(r));
        }
    }
    rd_leave(r);
    rd_expect(r, close);
    return l;
}

/* '!' '{' md_ops_opt '}', after the '!' (at `at`): an inline tuple. */
static MDNode *rd_md_tuple(Rd *r, Span at)
{
    return b_md_tuple(r->P, rd_md_list(r, '{', '}', rd_md_op), at);
}

/* md_op: md_ref | '!' STRINGCONST | NULL_KW | typed_value */
static MDOp *rd_md_op(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    if (rd_is(r, MDID) || rd_is(r, MDVAR))
        return b_mdop_node(P, rd_md_ref(r));
    if (rd_is(r, NULL_KW)) {
        rd_next(r);
        return b_mdop_null(P);
    }
    if (!rd_is(r, '!'))
        return b_mdop_value(P, rd_typed_value(r));
    rd_next(r);
    if (rd_is(r, STRINGCONST))
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
    case MDID: case MDVAR: return b_mdop_node(P, rd_md_ref(r));
    case '!': /* '!' STRINGCONST (an MDString field: `value: !"x"`, kept as
                 written) or a tuple '!' '{' ... '}' */
        rd_next(r);
        if (rd_is(r, STRINGCONST)) {
            Span str;
            rd_text(r, STRINGCONST, &str);
            at.end = str.end;
            return b_mdop_raw(P, at);
        }
        return b_mdop_node(P, rd_md_tuple(r, at));
    case STRINGCONST: return b_mdop_str(P, rd_text(r, STRINGCONST, NULL));
    case NULL_KW: rd_next(r); return b_mdop_null(P);
    case INTLIT: case TRUE_KW: case FALSE_KW: rd_next(r); return b_mdop_raw(P, at);
    case BAREWORD: /* bare_or: BAREWORD ('|' BAREWORD)*, as one raw span */
        rd_next(r);
        while (rd_is(r, '|')) {
            rd_next(r);
            Span last;
            rd_text(r, BAREWORD, &last);
            at.end = last.end;
        }
        return b_mdop_raw(P, at);
    default:
        rd_mark_set(r, F_SPEC);
        return b_mdop_value(P, rd_typed_value(r));
    }
}

/* spec_field: LABELSTR spec_val | spec_val */
static MDOp *rd_spec_field(Rd *r)
{
    if (!rd_is(r, LABELSTR))
        return rd_spec_val(r);
    Str field = rd_text(r, LABELSTR, NULL);
    return b_mdop_field(r->P, field, rd_spec_val(r));
}

/* md_body: '!' '{' md_ops_opt '}' | MDVAR '(' spec_fields_opt ')' */
static MDNode *rd_md_body(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    if (rd_is(r, '!')) {
        rd_next(r);
        return rd_md_tuple(r, at);
    }
    Str name = rd_text(r, MDVAR, NULL);
    return b_md_spec(P, name, rd_md_list(r, '(', ')', rd_spec_field), at);
}

/* md_ref: MDID | md_body */
static MDNode *rd_md_ref(Rd *r)
{
    if (!rd_is(r, MDID))
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
        /* BINOP and FLAG: nofpclass(ninf sub), keywords elsewhere */
        if (!rd_starts(r, F_SOUP))
            rd_fail(r);
        if (r->t == '(') {
            rd_enter(r);
            open++;
        } else if (r->t == ')') {
            if (open == 0)
                return;
            rd_leave(r);
            open--;
        }
        rd_next(r);
    }
}

/* AT_RAW [ '(' soup_opt ')' ] and AT_TYPE [ '(' type ')' ], after the
 * keyword (kind kw, at `at`). */
static Attr *rd_attr_parens(Rd *r, int t, int kw, Span at)
{
    /* A type attribute's type became required with opaque pointers (LLVM
     * 19 takes no bare `byval` or `sret`); IR with typed pointers comes
     * from an LLVM that inferred it from the pointer, and keeps the form. */
    bool required = t == AT_TYPE && !r->P->typed_pointers;
    if (!required && !rd_is(r, '('))
        return b_attr(r->P, kw, at);
    Span open = r->s;
    rd_expect(r, '(');
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

/* attr_item (its eleven forms: see the grammar above). */
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
        if (!rd_is(r, '(')) {
            n = rd_text(r, INTLIT, &n_at);
            return b_attr_align(P, n, at, n_at);
        }
        rd_next(r);
        n = rd_text(r, INTLIT, &n_at);
        rd_expect(r, ')');
        return b_attr_align(P, n, at, n_at);
    default: /* STRINGCONST [ '=' STRINGCONST ] */
        if (!rd_is(r, '='))
            return b_attr_str(P, key, NULL, at);
        rd_next(r);
        n = rd_text(r, STRINGCONST, NULL);
        return b_attr_str(P, key, &n, at);
    }
}


/* attr_items: attr_item* (NULL when there are none) */
static PList *rd_attr_items(Rd *r)
{
    PList *l = NULL;
    while (rd_starts(r, F_ATTR))
        l = list_add(r->P, l, rd_attr_item(r));
    return l;
}

/* fn_attrs: (attr_item | ATTRGRPID)* */
static PList *rd_fn_attrs(Rd *r)
{
    PList *l = NULL;
    for (;;) {
        if (rd_is(r, ATTRGRPID)) {
            Span at = r->s;
            uint64_t n = r->v.num;
            rd_next(r);
            l = list_add(r->P, l, b_attr_group_ref(r->P, n, at));
        } else if (rd_starts(r, F_ATTR)) {
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
    if (rd_is(r, INTLIT)) {
        Span n_at;
        Str n = rd_text(r, INTLIT, &n_at);
        if (rd_is(r, X_KW)) {
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

/* [ '(' t ')' ]: the word in parentheses after `comdat` (t: COMDATVAR)
 * or `thread_local` (BAREWORD), or nothing ({0}). */
static Str rd_opt_paren(Rd *r, int t)
{
    if (!rd_is(r, '('))
        return (Str){0};
    rd_next(r);
    Str s = rd_text(r, t, NULL);
    rd_expect(r, ')');
    return s;
}

/* MDVAR md_ref: a metadata attachment (`!dbg !7`), as an opt_item. */
static OptItem *rd_md_attachment(Rd *r)
{
    Span at = r->s;
    Str kind = rd_text(r, MDVAR, NULL);
    MDNode *md = rd_md_ref(r);
    OptItem *o = b_opt(r->P, OI_MD, at);
    o->str = kind;
    o->md = md;
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
        o = b_opt(P, OI_ADDRSPACE, at);
        o->num = rd_addrspace(r);
        return o;
    case COMDAT:
        n = rd_opt_paren(r, COMDATVAR);
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
    case MDVAR: return rd_md_attachment(r);
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
        rd_mark_set(r, F_OPT);
        return rd_value_item(r, at, false);
    }
}

/* opt_items: (',' opt_item)* */
static PList *rd_opt_list(Rd *r)
{
    PList *l = NULL;
    while (rd_is(r, ',')) {
        rd_next(r);
        l = b_opts_push(r->P, l, rd_opt_item(r));
    }
    return l;
}

/* opt_items at the end of an instruction.  What comes next must be able
 * to follow an instruction (the next one, a label, the '}') before the
 * instruction's action runs: a syntax error there is reported before any
 * error the action would find, as bison reports it (its LAC check comes
 * before the reduction). */
static PList *rd_opt_items(Rd *r)
{
    PList *l = rd_opt_list(r);
    if (!rd_starts(r, F_BODY | F_OP))
        rd_fail(r);
    return l;
}

/* ---- calls ---- */

/* call_cc: %empty | CALLCONV | CC_KW INTLIT */
static unsigned rd_call_cc(Rd *r)
{
    if (rd_is(r, CALLCONV))
        return (unsigned)rd_kw(r, CALLCONV);
    if (!rd_is(r, CC_KW))
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
    if (rd_is(r, METADATA)) {
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
static PList *rd_call_args(Rd *r, CallSpec *cs)
{
    PList *l = NULL;
    rd_expect(r, '(');
    for (bool first = true; !rd_is(r, ')'); first = false) {
        if (!first)
            rd_expect(r, ',');
        if (rd_is(r, DOTDOTDOT)) { /* `...` ends the list (b_call checks where) */
            cs->ellipsis = true;
            cs->ellipsis_at = r->s;
            rd_next(r);
            break;
        }
        if (first)
            l = list_one(r->P, rd_call_arg(r));
        else
            plist_push(r->P, l, rd_call_arg(r));
    }
    cs->close_at = r->s;
    rd_expect(r, ')');
    return l;
}

/* bundles: %empty | '[' bundle (',' bundle)* ']', where
 * bundle: STRINGCONST '(' typed_values_opt ')' */
static PList *rd_bundles(Rd *r)
{
    PList *l = NULL;
    if (!rd_is(r, '['))
        return NULL;
    do {
        rd_next(r); /* '[' or ',' */
        Str tag = rd_text(r, STRINGCONST, NULL);
        rd_expect(r, '(');
        PList *vals = rd_is(r, ')') ? NULL : rd_typed_values(r);
        rd_expect(r, ')');
        BundleSpec *b = arena_alloc(&r->P->scratch, sizeof(BundleSpec));
        b->tag = tag;
        b->vals = vals;
        l = list_add(r->P, l, b);
    } while (rd_is(r, ','));
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
    if (rd_is(r, ADDRSPACE)) {
        rd_next(r);
        cs->as = rd_addrspace(r);
    }
    cs->ret = rd_type_ex(r, true);
    cs->callee_at = r->s;
    rd_value(r, callee);
    cs->callee = callee;
    cs->args_at = r->s;
    cs->args = rd_call_args(r, cs);
    cs->fn_attrs = rd_fn_attrs(r);
    cs->bundles = rd_bundles(r);
}

/* call_head CALL flags call_site opt_items, where call_head: [TAILKIND] */
static Instr *rd_call(Rd *r)
{
    CallSpec *cs = b_callspec(r->P);
    if (rd_is(r, TAILKIND))
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
    if (!rd_is(r, '[')) /* no entries */
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
        if (rd_is(r, AT_TYPE))
            mods |= r->v.kw == ATTR_INALLOCA ? IF_INALLOCA : 1u << 31;
        else if (rd_is(r, AT_FLAG))
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
        if (rd_is(r, ATOMIC))
            mods |= IF_ATOMIC;
        else if (rd_is(r, VOLATILE))
            mods |= IF_VOLATILE;
        else
            return mods;
    }
}

/* scope: %empty | SYNCSCOPE '(' STRINGCONST ')' */
static Str rd_scope(Rd *r)
{
    if (!rd_is(r, SYNCSCOPE))
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
    int ord = rd_is(r, ORDERING) ? rd_kw(r, ORDERING) : -1;
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
        if (rd_is(r, LINKAGE))
            mods |= r->v.kw == LINK_WEAK ? IF_WEAK : 1u << 31;
        else if (rd_is(r, VOLATILE))
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
    if (rd_is(r, RMWOP))
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
    if (rd_is(r, INRANGE)) {
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
    if (rd_is(r, VOID)) {
        rd_next(r);
        if (!rd_is(r, '('))
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
    while (!rd_is(r, ']')) {
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
        if (!rd_is(r, ']'))
            l = rd_typed_values(r);
        rd_expect(r, ']');
        return b_indirectbr(P, addr, l, rd_opt_items(r), at);
    }
    Type *ty = rd_type(r);
    for (;;) {
        bool cleanup = rd_is(r, CLEANUP);
        if (!cleanup && !rd_is(r, CATCH) && !rd_is(r, FILTER))
            break;
        rd_next(r);
        l = list_add(P, l, cleanup ? NULL : rd_typed_value(r));
    }
    return b_landingpad(P, ty, l, rd_opt_items(r), at);
}

/* op: every instruction */
static Instr *rd_op(Rd *r)
{
    Span at = r->s;
    int t = r->t, kw = r->v.kw;
    if (!rd_starts(r, F_OP))
        rd_fail(r);
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
    default: BUG("rd_op: token %d", t); /* F_OP lists only the cases above */
    }
}

/* ---- debug records ----
 * Since LLVM 19, textual IR carries the debug information of a function
 * body as records between its instructions instead of calls of
 * llvm.dbg.* intrinsics (LangRef, "Debug Records"):
 *     #dbg_declare(ptr %x, !12, !DIExpression(), !15)
 * says exactly what
 *     call void @llvm.dbg.declare(metadata ptr %x, metadata !12,
 *                                 metadata !DIExpression()), !dbg !15
 * says, at the same point, and LLVM converts between the two forms.  The
 * record is read as that call (the intrinsic is declared implicitly,
 * as for any llvm.* called without a `declare`), so that everything after
 * the parser -- the verifier, the printer, code generation, which drops
 * debug intrinsics -- has one form to know.
 *
 * debug_record: DBG_RECORD '(' md_op (',' md_op)* ',' md_ref ')', with
 * 3 operands before the location (the last) for value and declare, 6 for
 * assign and 1 for label. */
static Instr *rd_dbg_record(Rd *r)
{
    static const char *const callee[] = {
#define X(e, name) "llvm.dbg." name,
        DBG_RECORD_KINDS(X)
#undef X
    };
    static const unsigned nops[] = {[DBG_VALUE] = 3, [DBG_DECLARE] = 3, [DBG_ASSIGN] = 6,
                                    [DBG_LABEL] = 1};
    ParseCtx *P = r->P;
    Span at = r->s;
    int kind = rd_kw(r, DBG_RECORD);
    CallSpec *cs = b_callspec(P);
    cs->ret = P->m->types.void_ty;
    cs->callee_at = at;
    cs->callee = vr_str(P, VR_GLOBAL, (Str){callee[kind], strlen(callee[kind])}, at);
    rd_expect(r, '(');
    cs->args_at = r->s;
    for (unsigned k = 0; k < nops[kind]; k++) {
        Span op_at = r->s;
        Param *p = b_param(P, P->m->types.metadata_ty, NULL, NULL, op_at);
        p->val = b_md_value(P, rd_md_op(r), op_at);
        cs->args = list_add(P, cs->args, p);
        rd_expect(r, ',');
    }
    OptItem *loc = b_opt(P, OI_MD, r->s);
    loc->str = (Str){"dbg", 3};
    loc->md = rd_md_ref(r);
    rd_expect(r, ')');
    return b_call(P, cs, list_one(P, loc), at);
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
        case DBG_RECORD:
            b_instr(P, NULL, rd_dbg_record(r), at);
            break;
        default:
            rd_mark_set(r, F_BODY);
            b_instr(P, NULL, rd_op(r), at);
        }
    }
}

/* ---- module-level items ----
 * What follows each item's skeleton in parser.y: the grammar's mid-rule
 * action names the part (P->handoff), and parse_handoff below parses it
 * and returns its hand-off token (H_GLOBAL, ...) with what it built. */

/* The end of an item that does not end in a bracket of its own: what
 * follows must start the next item (or end the file).  It is checked
 * before the item's action runs, as for an instruction (rd_opt_items). */
static void rd_item_end(Rd *r)
{
    if (!rd_starts(r, F_ITEM))
        rd_fail(r);
}

/* The modifiers of globals and functions alike: LINKAGE | VISIBILITY |
 * DLLSTORAGE | PREEMPTION, stored into m; false if the lookahead is none
 * of them. */
static bool rd_decl_mod(Rd *r, DeclMods *m)
{
    int kw = r->v.kw;
    if (rd_is(r, LINKAGE))
        b_mods_linkage(r->P, m, kw, r->s);
    else if (rd_is(r, VISIBILITY))
        m->vis = (Visibility)kw;
    else if (rd_is(r, DLLSTORAGE))
        m->dll = (DLLStorage)kw;
    else if (rd_is(r, PREEMPTION))
        m->preempt = kw;
    else
        return false;
    rd_next(r);
    return true;
}

/* UNNAMED_ADDR | ADDRSPACE '(' INTLIT ')', which globals and functions
 * share, stored through ua or as (and has_as); false if the lookahead is
 * neither. */
static bool rd_placement(Rd *r, UnnamedAddr *ua, uint32_t *as, bool *has_as)
{
    int kw = r->v.kw;
    if (rd_is(r, UNNAMED_ADDR)) {
        rd_next(r);
        *ua = (UnnamedAddr)kw;
    } else if (rd_is(r, ADDRSPACE)) {
        rd_next(r);
        *as = rd_addrspace(r);
        *has_as = true;
    } else {
        return false;
    }
    return true;
}

/* gmods: { decl_mod | THREAD_LOCAL [ '(' BAREWORD ')' ] | UNNAMED_ADDR
 *        | ADDRSPACE '(' INTLIT ')' | EXTERNALLY_INITIALIZED } */
static DeclMods *rd_gmods(Rd *r)
{
    DeclMods *m = b_mods_new(r->P);
    for (;;) {
        if (rd_decl_mod(r, m))
            continue;
        if (rd_placement(r, &m->ua, &m->addrspace, &m->has_addrspace))
            continue;
        if (rd_is(r, THREAD_LOCAL)) {
            rd_next(r);
            const char *model = rd_opt_paren(r, BAREWORD).s;
            m->thread_local = model ? model : "";
        } else if (rd_is(r, EXTERNALLY_INITIALIZED)) {
            rd_next(r);
            m->ext_init = true;
        } else {
            return m;
        }
    }
}

/* global: after `@g =`,
 *     DECL_LINKAGE gmods (GLOBAL | CONSTANT) type opt_items fn_attrs
 *   | gmods (GLOBAL | CONSTANT) type value opt_items fn_attrs
 *   | gmods (ALIAS | IFUNC) type ',' typed_value opt_items
 * (a declaration -- extern_weak, external -- has no initializer). */
static GlobalSpec *rd_global(Rd *r)
{
    ParseCtx *P = r->P;
    GlobalSpec *g = arena_alloc(&P->scratch, sizeof *g);
    g->decl_linkage = -1;
    if (rd_is(r, DECL_LINKAGE)) {
        g->decl_linkage = r->v.kw;
        g->decl_at = r->s;
        rd_next(r);
    }
    g->mods = rd_gmods(r);
    if (g->decl_linkage < 0 && (rd_is(r, ALIAS) || rd_is(r, IFUNC))) {
        g->kind = r->t == ALIAS ? GK_ALIAS : GK_IFUNC;
        rd_next(r);
        g->ty = rd_type(r);
        rd_expect(r, ',');
        g->target = rd_typed_value(r);
        g->opts = rd_opt_list(r);
        return g;
    }
    g->kind = GK_VAR;
    g->is_const = rd_is(r, CONSTANT);
    if (!g->is_const && !rd_is(r, GLOBAL))
        rd_fail(r);
    rd_next(r);
    g->ty = rd_type(r);
    if (g->decl_linkage < 0)
        g->init = rd_value_kept(r);
    g->opts = rd_opt_list(r);
    g->attrs = rd_fn_attrs(r);
    return g;
}

/* A name token -- GLOBALVAR or GLOBALID (t = GLOBALVAR), LOCALVAR or
 * LOCALID (t = LOCALVAR) -- as a ValRef kept in the parse arena. */
static ValRef *rd_name(Rd *r, int t)
{
    if (!rd_is(r, t) && !rd_is(r, t == GLOBALVAR ? GLOBALID : LOCALID))
        rd_fail(r);
    return rd_value_kept(r);
}

/* param: (type | METADATA) attr_items [ LOCALVAR | LOCALID ]; `metadata`
 * is a type only here (llvm.dbg.value(metadata, ...)). */
static void *rd_param(Rd *r)
{
    ParseCtx *P = r->P;
    Span at = r->s;
    Type *t = P->m->types.metadata_ty;
    if (rd_is(r, METADATA))
        rd_next(r);
    else
        t = rd_type(r);
    PList *attrs = rd_attr_items(r);
    ValRef *name = NULL;
    if (rd_is(r, LOCALVAR) || rd_is(r, LOCALID))
        name = rd_name(r, LOCALVAR);
    return b_param(P, t, attrs, name, at);
}

/* fn_pre: { decl_mod | DECL_LINKAGE | CALLCONV | CC_KW INTLIT | attr_item
 *         | MDVAR md_ref }, before a function's return type */
static DeclMods *rd_fn_pre(Rd *r)
{
    ParseCtx *P = r->P;
    DeclMods *m = b_mods_new(P);
    for (;;) {
        if (rd_decl_mod(r, m))
            continue;
        if (rd_is(r, DECL_LINKAGE)) {
            b_mods_linkage(P, m, r->v.kw, r->s);
            rd_next(r);
        } else if (rd_is(r, CALLCONV) || rd_is(r, CC_KW)) {
            m->cc = rd_call_cc(r);
        } else if (rd_starts(r, F_ATTR)) {
            m->attrs = list_add(P, m->attrs, rd_attr_item(r));
        } else if (rd_is(r, MDVAR)) {
            m->md = list_add(P, m->md, rd_md_attachment(r));
        } else {
            return m;
        }
    }
}

/* A keyword's STRINGCONST operand, as a C string. */
static const char *rd_string_of(Rd *r)
{
    rd_next(r); /* the keyword */
    return rd_text(r, STRINGCONST, NULL).s;
}

/* fn_suffix: { UNNAMED_ADDR | ADDRSPACE '(' INTLIT ')' | attr_item
 *   | ATTRGRPID | (SECTION | PARTITION | GC) STRINGCONST
 *   | COMDAT [ '(' COMDATVAR ')' ] | (PREFIX | PROLOGUE | PERSONALITY)
 *     typed_value | MDVAR md_ref }, after a function's parameters */
static FnSuffix *rd_fn_suffix(Rd *r)
{
    ParseCtx *P = r->P;
    FnSuffix *s = b_suffix_new(P);
    for (;;) {
        if (rd_placement(r, &s->ua, &s->addrspace, &s->has_addrspace))
            continue;
        if (rd_starts(r, F_ATTR)) {
            b_suffix_attr(P, s, rd_attr_item(r));
        } else if (rd_is(r, ATTRGRPID)) {
            b_suffix_attr(P, s, b_attr_group_ref(P, r->v.num, r->s));
            rd_next(r);
        } else if (rd_is(r, SECTION)) {
            s->section = rd_string_of(r);
        } else if (rd_is(r, PARTITION)) {
            s->partition = rd_string_of(r);
        } else if (rd_is(r, GC)) {
            s->gc = rd_string_of(r);
        } else if (rd_is(r, COMDAT)) {
            rd_next(r);
            s->has_comdat = true;
            s->comdat = rd_opt_paren(r, COMDATVAR).s;
        } else if (rd_is(r, PREFIX)) {
            rd_next(r);
            s->prefix = rd_typed_value(r);
        } else if (rd_is(r, PROLOGUE)) {
            rd_next(r);
            s->prologue = rd_typed_value(r);
        } else if (rd_is(r, PERSONALITY)) {
            rd_next(r);
            s->personality = rd_typed_value(r);
        } else if (rd_is(r, MDVAR)) {
            s->md = list_add(P, s->md, rd_md_attachment(r));
        } else {
            return s;
        }
    }
}

/* fn_header: fn_pre ret_type (GLOBALVAR | GLOBALID) params fn_suffix,
 * after `define` (followed by the body's '{') or `declare`. */
static Global *rd_fn_header(Rd *r, bool define)
{
    DeclMods *pre = rd_fn_pre(r);
    Type *ret = rd_type_ex(r, true);
    Span at = r->s;
    ValRef *name = rd_name(r, GLOBALVAR);
    bool vararg;
    PList *params = rd_params(r, rd_param, &vararg);
    FnSuffix *suf = rd_fn_suffix(r);
    if (define ? !rd_is(r, '{') : !rd_starts(r, F_ITEM))
        rd_fail(r);
    return b_fn_header(r->P, true, pre, ret, name, params, vararg, suf, at);
}

/* type_body: type | OPAQUE (NULL), after `%T = type` */
static Type *rd_type_body(Rd *r)
{
    if (!rd_is(r, OPAQUE))
        return rd_type(r);
    rd_next(r);
    return NULL;
}

/* md_def: [ DISTINCT ] md_body, after `!N =`: the node, with its
 * distinct flag set (b_md_def copies both into !N). */
static MDNode *rd_md_def(Rd *r)
{
    bool distinct = rd_is(r, DISTINCT);
    if (distinct)
        rd_next(r);
    MDNode *n = rd_md_body(r);
    n->distinct = distinct;
    return n;
}

/* The token each hand-off follows (what yylex returned last), which
 * parse_handoff checks: bison must have run the mid-rule action that asks
 * for it without reading a token past it, or the two would disagree on
 * where the construct starts. */
static const int handoff_after[] = {
    [HO_BODY] = '{', [HO_TYPEDEF] = TYPE, [HO_GLOBAL] = '=', [HO_DEFINE] = DEFINE,
    [HO_DECLARE] = DECLARE, [HO_ATTRS] = '{', [HO_MDDEF] = '=',
};

/* Give the lookahead back to the scanner, which reads it again for
 * bison: a hand-off returns its own token, and the construct's end was
 * found by reading one more. */
static void rd_unread(Rd *r)
{
    ParseCtx *P = r->P;
    P->cur = P->src->text + r->s.start;
    P->line = r->s.line;
    P->line_start = P->cur - (r->s.col - 1);
}

/* Parse the construct P->handoff names (yylex calls this).  A function
 * body is parsed up to its '}', which is returned as the next token; any
 * other construct is returned as its hand-off token, with what was built
 * in *lval, and the token after it is given back to the scanner.  After
 * a syntax error, LEXERROR (with P->lex_error set) stops bison quietly. */
int parse_handoff(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *P, HandOff k)
{
    Rd r = {.P = P};
    ASSERT(k > HO_NONE && k < sizeof handoff_after / sizeof handoff_after[0] &&
           P->last_tok == handoff_after[k]);
    if (setjmp(r.fail)) /* stopped: bison stops quietly too (P->lex_error) */
        return LEXERROR;
    rd_next(&r);
    Span at = r.s;
    int tok;
    switch (k) {
    case HO_BODY:
        rd_body(&r);
        *lval = r.v;
        *lloc = r.s;
        P->last_tok = r.t;
        return r.t;
    case HO_TYPEDEF:
        lval->type = rd_type_body(&r);
        rd_item_end(&r);
        tok = H_TYPEDEF;
        break;
    case HO_GLOBAL:
        lval->gspec = rd_global(&r);
        rd_item_end(&r);
        tok = H_GLOBAL;
        break;
    case HO_DEFINE:
    case HO_DECLARE:
        lval->glob = rd_fn_header(&r, k == HO_DEFINE);
        tok = H_FNHEADER;
        break;
    case HO_ATTRS:
        lval->list = rd_attr_items(&r);
        if (!rd_is(&r, '}'))
            rd_fail(&r);
        tok = H_ATTRS;
        break;
    case HO_MDDEF:
        lval->md = rd_md_def(&r);
        tok = H_MDDEF;
        break;
    default: BUG("parse_handoff: %d", k);
    }
    if (r.t == LEXERROR) /* reported by the scanner */
        rd_stop(&r);
    rd_unread(&r);
    *lloc = at;
    P->last_tok = tok;
    return tok;
}
