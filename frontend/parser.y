/*
 * frontend/parser.y -- the skeleton of LLVM textual IR's module level:
 * which items a module has and how each begins (source_filename, target,
 * module asm, `%T = type`, comdats, `@g =`, define, declare, attribute
 * groups, named and numbered metadata).  Everything inside an item --
 * types, values, constant expressions, attributes, metadata nodes, the
 * trailing `, align 4` items, function headers and bodies -- has its
 * grammar in body.c, a parser written by hand, and only there.
 *
 * The hand-off.  Where an item's skeleton ends, a mid-rule action names
 * the construct that comes next (HANDOFF(HO_GLOBAL), ...; the HandOff
 * enum of parse.h).  When bison then asks for a token, yylex (lexer.re)
 * calls body.c's parse_handoff instead of the scanner; it parses the
 * construct, calling build.c's actions as it goes, and returns one token
 * that stands for all of it -- H_GLOBAL, H_FNHEADER, ... -- with what it
 * built as the semantic value.  A function body is handed over the same
 * way after its '{', and parse_handoff returns the '}' after it.  This
 * works because bison runs a mid-rule action whose state has nothing
 * else to do without reading a token first (parse_handoff checks that
 * the last token it returned is the one the action follows).
 *
 * bison turns this file into an LALR parser (build/frontend/parser.c).
 * The grammar is kept readable by pushing all C into build.c: each action
 * is one call.  Lists are left-recursive, built in the parse arena.
 *
 * Error handling: a syntax error stops the parse (the rest of the file
 * would only produce noise); its message names what was expected in the
 * words LLVM uses ("expected type", "expected value token", "expected
 * instruction opcode").  LAC (parse.lac) makes bison check that a token
 * can really be accepted before acting on it, so that the list of
 * expected tokens is exact; body.c words its syntax errors through the
 * same reporter (syntax_error_at, below), and checks the token after a
 * construct that has no closing bracket of its own against what may
 * follow it here, so its lists are the ones this grammar would give.
 * Semantic errors (undefined names, type mismatches) are reported by
 * build.c, which keeps going to find more.
 */
%define api.pure full
%define api.location.type {Span}
%define parse.error custom
%define parse.lac full
%define lr.type ielr
%locations
%param {ParseCtx *P}

%code requires {
#include "frontend/build.h"
}

%code provides {
int yylex(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *P);
/* body.c: parse the construct P->handoff names (see the top of this
 * file) and return its token */
int parse_handoff(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *P, HandOff k);
/* A syntax error at `at`: "expected ..., found ...", with the expected
 * tokens given by their codes (body.c's errors, in the words of bison's). */
void syntax_error_at(ParseCtx *P, Span at, const int *codes, int n);
/* lexer.re: the next token, without yylex's hand-over to parse_handoff.
 * lex_token_dfa: the same without the shortcut for common tokens (for
 * tests). */
int lex_token(ParseCtx *P, YYSTYPE *lval, YYLTYPE *lloc);
int lex_token_dfa(ParseCtx *P, YYSTYPE *lval, YYLTYPE *lloc);
}

%code {
#include <stdlib.h>
#include <string.h>

/* Spans of rules: from the first non-empty symbol's start to the last
 * one's end.  An empty rule gets an empty span at the end of what came
 * before (so a rule after an empty `mdids_opt` starts after it); its
 * line and column are those of the symbol before it. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                         \
    do {                                                                    \
        if (N) {                                                            \
            int k_ = 1; /* skip leading empty rules: they have no text */  \
            while (k_ < (N) && YYRHSLOC(Rhs, k_).start == YYRHSLOC(Rhs, k_).end) \
                k_++;                                                       \
            (Cur) = YYRHSLOC(Rhs, k_);                                      \
            (Cur).end = YYRHSLOC(Rhs, N).end;                               \
        } else {                                                            \
            (Cur).line = YYRHSLOC(Rhs, 0).line;                             \
            (Cur).col = YYRHSLOC(Rhs, 0).col;                               \
            (Cur).start = (Cur).end = YYRHSLOC(Rhs, 0).end;                 \
        }                                                                   \
    } while (0)
static void yyerror(YYLTYPE *loc, ParseCtx *P, const char *msg);
/* What comes next is body.c's to parse (the top of this file). */
#define HANDOFF(k) (P->handoff = (k))
}

%union {
    Str str;
    uint64_t num;
    int kw;
    Type *type;
    ValRef *vr;
    PList *list;
    MDNode *md;
    Global *glob;
    GlobalSpec *gspec;
}

/* Tokens with text. */
%token <str> LOCALVAR "local name" GLOBALVAR "global name"
%token <str> COMDATVAR "comdat name" MDVAR "metadata name"
%token <str> MDVAR_DEF "named metadata definition"
%token <str> LABELSTR "label" STRINGCONST "string constant"
%token <str> CSTR "c-string constant" INTLIT "integer" FPLIT "floating-point constant"
%token <str> HEXFP "hexadecimal constant" HEXINT "hexadecimal integer"
%token <str> BAREWORD "identifier"
/* Tokens with numbers. */
%token <num> LOCALID "local number" GLOBALID "global number"
%token <num> MDID "metadata number" ATTRGRPID "attribute group" INTTYPE "integer type"
/* Keywords (payloads: see keywords.h). */
%token <kw> DEFINE "define" DECLARE "declare" TARGET "target"
%token <kw> DATALAYOUT "datalayout" TRIPLE "triple" SOURCE_FILENAME "source_filename"
%token <kw> MODULE "module" ASM "asm" ATTRIBUTES "attributes" TYPE "type"
%token <kw> OPAQUE "opaque" GLOBAL "global" CONSTANT "constant" ALIAS "alias"
%token <kw> IFUNC "ifunc" COMDAT "comdat" SECTION "section" PARTITION "partition"
%token <kw> ALIGN "align" GC "gc" PREFIX "prefix" PROLOGUE "prologue"
%token <kw> PERSONALITY "personality" ADDRSPACE "addrspace"
%token <kw> EXTERNALLY_INITIALIZED "externally_initialized"
%token <kw> THREAD_LOCAL "thread_local" CODE_MODEL "code_model"
%token <kw> UNNAMED_ADDR "unnamed_addr" DISTINCT "distinct"
%token <kw> SIDEEFFECT "sideeffect" INTELDIALECT "inteldialect" X_KW "x"
%token <kw> VSCALE "vscale" TO "to" UNWIND "unwind" INRANGE "inrange"
%token <kw> SYNCSCOPE "syncscope" BLOCKADDRESS "blockaddress" CC_KW "cc"
%token <kw> CLEANUP "cleanup" CATCH "catch" FILTER "filter"
%token <kw> COMDAT_KIND "comdat kind"
%token <kw> LINKAGE "linkage" DECL_LINKAGE "declaration linkage"
%token <kw> VISIBILITY "visibility" DLLSTORAGE "DLL storage class"
%token <kw> PREEMPTION "dso_local" CALLCONV "calling convention"
%token <kw> VOID "void" PTR "ptr" PRIMTYPE "type name" LABEL "label type"
%token <kw> METADATA "metadata"
%token <kw> TRUE_KW "true" FALSE_KW "false" NULL_KW "null" UNDEF "undef"
%token <kw> POISON "poison" ZEROINITIALIZER "zeroinitializer" NONE "none"
%token <kw> BINOP "binary operator" FNEG "fneg" CASTOP "cast operator"
%token <kw> ICMP "icmp" FCMP "fcmp" PHI "phi" SELECT "select" CALL "call"
%token <kw> VA_ARG "va_arg" FREEZE "freeze" EXTRACTELEMENT "extractelement"
%token <kw> INSERTELEMENT "insertelement" SHUFFLEVECTOR "shufflevector"
%token <kw> EXTRACTVALUE "extractvalue" INSERTVALUE "insertvalue"
%token <kw> ALLOCA "alloca" LOAD "load" STORE "store" FENCE "fence"
%token <kw> CMPXCHG "cmpxchg" ATOMICRMW "atomicrmw" GETELEMENTPTR "getelementptr"
%token <kw> RET "ret" BR "br" SWITCH "switch" INDIRECTBR "indirectbr"
%token <kw> INVOKE "invoke" RESUME "resume" UNREACHABLE "unreachable"
%token <kw> LANDINGPAD "landingpad" TAILKIND "tail" SPLAT "splat"
%token <kw> FLAG "flag" VOLATILE "volatile" ATOMIC "atomic"
%token <kw> PRED "predicate" ORDERING "ordering" RMWOP "atomicrmw operation"
%token <kw> AT_FLAG "attribute" AT_PINT "attribute(N)"
%token <kw> AT_TYPE "attribute(type)" AT_RANGE "range" AT_RAW "attribute(...)"
%token DOTDOTDOT "..." LTBRACE "<{" RBRACEGT "}>"
%token <kw> DBG_RECORD "debug record"
%token LEXERROR "invalid token"
/* Punctuation, declared so that bison knows its names for body.c's
 * syntax errors (syntax_error_at), in the order of the symbol numbers
 * that orders each list of expected tokens. */
%token '=' ',' '{' '}' '!' '(' ')' ':' '[' ']' '<' '>' '*' '|'
/* What body.c's parse_handoff returns for the construct it parsed (the
 * scanner never returns these). */
%token <type> H_TYPEDEF "type definition"
%token <gspec> H_GLOBAL "global definition"
%token <glob> H_FNHEADER "function header"
%token <list> H_ATTRS "attribute list"
%token <md> H_MDDEF "metadata node"

%type <vr> gname lname
%type <list> mdids mdids_opt

%%

/* After each top-level item, its scratch allocations are dead. */
module: %empty | module item { arena_reset(&P->scratch); } ;

/* The first tokens of these items are also body.c's F_ITEM set, against
 * which it checks what follows a global, a declaration or a type
 * definition: a new kind of item adds its first token there (and a line
 * to every_item in tests/unit/test_body_syntax.c). */
item:
    SOURCE_FILENAME '=' STRINGCONST          { b_source_filename(P, $3); }
  | TARGET DATALAYOUT '=' STRINGCONST        { b_datalayout(P, $4, @1); }
  | TARGET TRIPLE '=' STRINGCONST            { b_triple(P, $4, @1); }
  | MODULE ASM STRINGCONST                   { b_module_asm(P, $3); }
  | lname '=' TYPE { HANDOFF(HO_TYPEDEF); } H_TYPEDEF
                                             { b_type_def(P, $1, $5, @1); }
  | COMDATVAR '=' COMDAT COMDAT_KIND         { b_comdat(P, $1, $4); }
  | gname '=' { HANDOFF(HO_GLOBAL); } H_GLOBAL { b_global(P, $1, $4, @1); }
  | DEFINE { HANDOFF(HO_DEFINE); } H_FNHEADER
        '{' { b_fn_begin(P, $3); HANDOFF(HO_BODY); }
        '}'                                  { b_fn_end(P, @6); }
  | DECLARE { HANDOFF(HO_DECLARE); } H_FNHEADER { (void)$3; }
  | ATTRIBUTES ATTRGRPID '=' '{' { HANDOFF(HO_ATTRS); } H_ATTRS '}'
                                             { b_attr_group(P, $2, $6, @1); }
  | MDVAR_DEF '=' '!' '{' mdids_opt '}'      { b_named_md(P, $1, $5, @1); }
  | MDID '=' { HANDOFF(HO_MDDEF); } H_MDDEF  { b_md_def(P, $1, $4->distinct, $4, @1); }
  ;

gname: GLOBALVAR { $$ = vr_str(P, VR_GLOBAL, $1, @1); }
     | GLOBALID  { $$ = vr_id(P, VR_GLOBAL_ID, $1, @1); } ;
lname: LOCALVAR  { $$ = vr_str(P, VR_LOCAL, $1, @1); }
     | LOCALID   { $$ = vr_id(P, VR_LOCAL_ID, $1, @1); } ;

/* `!name = !{!0, !1}` lists numbered nodes only. */
mdids_opt: %empty { $$ = NULL; } | mdids { $$ = $1; } ;
mdids: MDID { $$ = plist_new(P); plist_push(P, $$, b_md_ref(P, $1, @1)); }
     | mdids ',' MDID { plist_push(P, $1, b_md_ref(P, $3, @3)); $$ = $1; } ;

%%

/* ---- syntax error messages ----
 * bison tells us which tokens would have been acceptable.  A list like
 * "expected 'i1', 'i8', 'ptr', '[', '<', ..." helps nobody, so the
 * common situations get LLVM's short wording instead. */
static bool expects(const yysymbol_kind_t *exp, int n, yysymbol_kind_t k)
{
    for (int i = 0; i < n; i++)
        if (exp[i] == k)
            return true;
    return false;
}

static const char *expectation(const yysymbol_kind_t *exp, int n)
{
    if (expects(exp, n, YYSYMBOL_BINOP) && expects(exp, n, YYSYMBOL_STORE))
        return "expected instruction opcode";
    if (expects(exp, n, YYSYMBOL_LOCALVAR) && expects(exp, n, YYSYMBOL_INTLIT))
        return "expected value token";
    if (expects(exp, n, YYSYMBOL_INTTYPE) && expects(exp, n, YYSYMBOL_PTR))
        return "expected type";
    return NULL;
}

/* ---- fix-it hints ----
 * A misspelt word ("flaot", "ad", "noinlin") gets "did you mean 'float'?":
 * the candidates are exactly the words the grammar would accept at this
 * point -- the keywords whose token bison lists as expected, the integer
 * types when an integer type is, the attribute names when an attribute
 * is -- so the hint never proposes something that would not parse there.
 * The nearest by spelling_distance win, if they are close: at most 2 edits,
 * and at most half the word (so "x" is not "corrected" to "i1"). */
#include "frontend/keywords.h"
#include "targets/targets.h"

typedef struct KwSym {
    const char *word;
    yysymbol_kind_t sym;
} KwSym;

static const KwSym keyword_syms[] = {
#define X(w, t, p) {w, YYSYMBOL_##t},
    KEYWORDS(X)
#undef X
    {"i1", YYSYMBOL_INTTYPE}, {"i8", YYSYMBOL_INTTYPE}, {"i16", YYSYMBOL_INTTYPE},
    {"i32", YYSYMBOL_INTTYPE}, {"i64", YYSYMBOL_INTTYPE}, {"i128", YYSYMBOL_INTTYPE},
#define X(e, s, shape) {s, YYSYMBOL_AT_FLAG},
    ATTR_KINDS(X)
#undef X
};

enum { FIXIT_MAX = 3 }; /* names listed after "did you mean" */

/* Fill buf with "; did you mean 'a' or 'b'?" for the word at loc, or
 * leave it empty.  Attribute tokens come in several shapes (AT_FLAG,
 * AT_PINT, ...); any of them expected makes every attribute a candidate. */
static void fixit_hint(ParseCtx *P, const YYLTYPE *loc, const yysymbol_kind_t *exp, int n,
                       char *buf, size_t bufn)
{
    char typed[33];
    size_t len = loc->end > loc->start ? loc->end - loc->start : 0;
    buf[0] = 0;
    if (len < 2 || len >= sizeof typed)
        return;
    memcpy(typed, P->src->text + loc->start, len);
    typed[len] = 0;
    bool attrs = expects(exp, n, YYSYMBOL_AT_FLAG) || expects(exp, n, YYSYMBOL_AT_PINT) ||
                 expects(exp, n, YYSYMBOL_AT_TYPE) || expects(exp, n, YYSYMBOL_AT_RAW);
    unsigned best = 3, dist[sizeof keyword_syms / sizeof keyword_syms[0]];
    for (size_t i = 0; i < sizeof keyword_syms / sizeof keyword_syms[0]; i++) {
        const KwSym *k = &keyword_syms[i];
        bool ok = k->sym == YYSYMBOL_AT_FLAG ? attrs : expects(exp, n, k->sym);
        dist[i] = ok && strcmp(k->word, typed) ? spelling_distance(typed, k->word) : ~0u;
        if (dist[i] < best && 2 * dist[i] <= len)
            best = dist[i];
    }
    size_t used = 0;
    int count = 0;
    for (size_t i = 0; best < 3 && i < sizeof dist / sizeof dist[0] && count < FIXIT_MAX; i++) {
        if (dist[i] != best)
            continue;
        int k = snprintf(buf + used, bufn - used, "%s'%s'", count ? " or " : "; did you mean ",
                         keyword_syms[i].word);
        if (k < 0 || (size_t)k >= bufn - used)
            break;
        used += (size_t)k;
        count++;
    }
    if (count && used + 2 < bufn)
        memcpy(buf + used, "?", 2);
}

/* The text of the offending token, for "found 'flaot'". */
static void found_text(ParseCtx *P, const YYLTYPE *loc, char *buf, size_t n)
{
    size_t len = loc->end > loc->start ? loc->end - loc->start : 0;
    if (len == 0) {
        snprintf(buf, n, "end of file");
        return;
    }
    if (len > 40)
        len = 40;
    snprintf(buf, n, "'%.*s'", (int)len, P->src->text + loc->start);
}

/* Report a syntax error at loc, exp[0..n) being the tokens that would
 * have been accepted there, in bison's order (their symbol numbers). */
static void report_expected(ParseCtx *P, const YYLTYPE *loc, const yysymbol_kind_t *exp, int n)
{
    char found[64];
    found_text(P, loc, found, sizeof found);
    const char *what = n > 0 ? expectation(exp, n) : NULL;
    char hint[128];
    fixit_hint(P, loc, exp, n, hint, sizeof hint);
    if (what) {
        diag_error(P->diag, span_loc(*loc), "%s, found %s%s", what, found, hint);
        return;
    }
    char list[256] = "";
    for (int i = 0; i < n && i < 4; i++) {
        size_t len = strlen(list);
        snprintf(list + len, sizeof list - len, "%s%s",
                 i == 0 ? "" : (i + 1 == n || i == 3) ? " or " : ", ",
                 yysymbol_name(exp[i]));
    }
    if (n > 0)
        diag_error(P->diag, span_loc(*loc), "expected %s, found %s%s", list, found, hint);
    else
        diag_error(P->diag, span_loc(*loc), "unexpected %s", found);
}

static int yyreport_syntax_error(const yypcontext_t *ctx, ParseCtx *P)
{
    if (P->lex_error) /* the lexer already said what is wrong */
        return 0;
    yysymbol_kind_t exp[YYNTOKENS];
    int n = yypcontext_expected_tokens(ctx, exp, YYNTOKENS);
    report_expected(P, yypcontext_location(ctx), exp, n);
    return 0;
}

static int by_symbol(const void *a, const void *b)
{
    return *(const yysymbol_kind_t *)a - *(const yysymbol_kind_t *)b;
}

void syntax_error_at(ParseCtx *P, Span at, const int *codes, int n)
{
    yysymbol_kind_t exp[YYNTOKENS];
    int k = 0;
    for (int i = 0; i < n && k < YYNTOKENS; i++)
        exp[k++] = YYTRANSLATE(codes[i]);
    qsort(exp, (size_t)k, sizeof exp[0], by_symbol);
    report_expected(P, &at, exp, k);
}

/* Called by bison for what is not a syntax error.  Its stack cannot run
 * out (bison's "memory exhausted"): the items above do not nest --
 * everything that does is body.c's, within LIMIT_NESTING -- so it never
 * holds more than a few states.  Whatever bison says is still reported at
 * its location. */
static void yyerror(YYLTYPE *loc, ParseCtx *P, const char *msg)
{
    if (P->lex_error)
        return;
    diag_error(P->diag, span_loc(*loc), "%s", msg);
}
