/*
 * frontend/parser.y -- the grammar of LLVM textual IR as NVPTX producers
 * write it (clang, libNVVM/LLVM 7 typed pointers, Numba, Triton, MLIR):
 * the module level.  Function bodies -- instructions -- have their
 * grammar in body.c, a parser written by hand, which yylex hands the
 * tokens after a definition's '{' (see the `define` rule).  This file
 * defines everything around them: source_filename, target, module asm,
 * named types, comdats, global variables, aliases, function headers,
 * declarations, attribute groups and metadata, with the types, values,
 * constant expressions, attributes and metadata nodes they contain.
 *
 * bison turns this file into an LALR parser (build/frontend/parser.c).
 * The grammar is kept readable by pushing all C into build.c: each action
 * is one call.  A few shapes recur and are worth knowing before reading:
 *
 *   typed_value : type value    A value is written after its type
 *                               ("i32 5", "ptr %p").  `value` is only the
 *                               syntax (a ValRef); b_resolve() gives it the
 *                               type and makes the Value.
 *   opt_items   : (',' opt_item)*   Everything after a global's
 *                               initializer that starts with a comma
 *                               (`section "s"`, `align 4`, `!dbg !7`) is
 *                               collected in one list, because an LR
 *                               parser cannot tell them apart at the comma
 *                               (instructions end the same way: body.c).
 *                               The action checks the list.
 *   lists       : left-recursive, built in the parse arena (PList).
 *
 * Error handling: a syntax error stops the parse (the rest of the file
 * would only produce noise); its message names what was expected in the
 * words LLVM uses ("expected type", "expected value token", "expected
 * instruction opcode").  LAC (parse.lac) makes bison check that a token
 * can really be accepted before acting on it, so that the list of
 * expected tokens is exact; body.c words its syntax errors through the
 * same reporter (syntax_error_at).  Semantic errors (undefined names,
 * type mismatches) are reported by build.c, which keeps going to find
 * more.
 *
 * The types, values, constant expressions, metadata and attributes below
 * have the same syntax as in bodies, where body.c parses them: the two
 * must be changed together.  value and typed_value spell their
 * alternatives out rather than going through unit rules (each reduction
 * is a parser step, paid for every operand).
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
/* body.c: parse a function body by hand and return the '}' after it */
int parse_body(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *P);
/* A syntax error at `at`: "expected ..., found ...", with the expected
 * tokens given by their codes (body.c's errors, in the words of bison's). */
void syntax_error_at(ParseCtx *P, Span at, const int *codes, int n);
/* lexer.re: the next token, without yylex's hand-over to parse_body.
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
 * before (so `call` after an empty `tail` starts at `call`); its line and
 * column are those of the symbol before it. */
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
#define LIST1(x) plist_one(P, (x))
static PList *plist_one(ParseCtx *P, void *x)
{
    PList *l = plist_new(P);
    plist_push(P, l, x);
    return l;
}
static PList *plist_add(ParseCtx *P, PList *l, void *x)
{
    if (!l)
        l = plist_new(P);
    plist_push(P, l, x);
    return l;
}
}

%union {
    Str str;
    uint64_t num;
    int kw;
    Type *type;
    ValRef *vr;
    Value *val;
    PList *list;
    Attr *attr;
    OptItem *opt;
    DeclMods *mods;
    Param *param;
    FnSuffix *suffix;
    Instr *instr;
    MDNode *md;
    MDOp *mdop;
    Global *glob;
    CallSpec *call;
    BundleSpec *bundle;
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

%type <type> type ptr_type btype ret_type type_body
%type <vr> value gname lname
%type <val> typed_value const_expr
%type <list> type_list fparams typed_values typed_values_opt opt_items
%type <list> params param_list attr_items soup_opt
%type <list> fn_attrs mdids mdids_opt
%type <list> md_ops md_ops_opt spec_fields spec_fields_opt ce_indices
%type <opt> opt_item
%type <attr> attr_item
%type <mods> gmods fn_pre
%type <param> param
%type <suffix> fn_suffix
%type <glob> fn_header
%type <num> flags distinct_opt asm_flags
%type <kw> gkind fpred
%type <md> md_ref md_body
%type <mdop> md_op spec_field spec_val

%%

/* After each top-level item, its scratch allocations are dead. */
module: %empty | module item { arena_reset(&P->scratch); } ;

item:
    SOURCE_FILENAME '=' STRINGCONST          { b_source_filename(P, $3); }
  | TARGET DATALAYOUT '=' STRINGCONST        { b_datalayout(P, $4, @1); }
  | TARGET TRIPLE '=' STRINGCONST            { b_triple(P, $4, @1); }
  | MODULE ASM STRINGCONST                   { b_module_asm(P, $3); }
  | lname '=' TYPE type_body                 { b_type_def(P, $1, $4, @1); }
  | COMDATVAR '=' COMDAT COMDAT_KIND         { b_comdat(P, $1, $4); }
  | gname '=' DECL_LINKAGE gmods gkind type opt_items fn_attrs
        { b_mods_linkage(P, $4, $3, @3);
          b_global_var(P, $1, $4, $5, $6, NULL, $7, $8, @1); }
  | gname '=' gmods gkind type value opt_items fn_attrs
        { b_global_var(P, $1, $3, $4, $5, $6, $7, $8, @1); }
  | gname '=' gmods ALIAS type ',' typed_value opt_items
        { b_alias(P, $1, $3, false, $5, $7, $8, @1); }
  | gname '=' gmods IFUNC type ',' typed_value opt_items
        { b_alias(P, $1, $3, true, $5, $7, $8, @1); }
    /* the body, up to its '}', is parsed by hand (body.c): yylex hands
     * the tokens after the '{' to it, and returns the '}' */
  | DEFINE fn_header '{'                     { b_fn_begin(P, $2); }
        '}'                                  { b_fn_end(P, @5); }
  | DECLARE fn_header                        { (void)$2; }
  | ATTRIBUTES ATTRGRPID '=' '{' attr_items '}' { b_attr_group(P, $2, $5, @1); }
  | MDVAR_DEF '=' '!' '{' mdids_opt '}'      { b_named_md(P, $1, $5, @1); }
  | MDID '=' distinct_opt md_body            { b_md_def(P, $1, $3 != 0, $4, @1); }
  ;

gname: GLOBALVAR { $$ = vr_str(P, VR_GLOBAL, $1, @1); }
     | GLOBALID  { $$ = vr_id(P, VR_GLOBAL_ID, $1, @1); } ;
lname: LOCALVAR  { $$ = vr_str(P, VR_LOCAL, $1, @1); }
     | LOCALID   { $$ = vr_id(P, VR_LOCAL_ID, $1, @1); } ;

type_body: type { $$ = $1; } | OPAQUE { $$ = NULL; } ;

gkind: GLOBAL { $$ = 0; } | CONSTANT { $$ = 1; } ;

gmods:
    %empty                                   { $$ = b_mods_new(P); }
  | gmods LINKAGE                            { b_mods_linkage(P, $1, $2, @2); $$ = $1; }
  | gmods VISIBILITY                         { $1->vis = $2; $$ = $1; }
  | gmods DLLSTORAGE                         { $1->dll = $2; $$ = $1; }
  | gmods PREEMPTION                         { $1->preempt = $2; $$ = $1; }
  | gmods THREAD_LOCAL                       { $1->thread_local = ""; $$ = $1; }
  | gmods THREAD_LOCAL '(' BAREWORD ')'      { $1->thread_local = $4.s; $$ = $1; }
  | gmods UNNAMED_ADDR                       { $1->ua = $2; $$ = $1; }
  | gmods ADDRSPACE '(' INTLIT ')'
        { $1->addrspace = b_uint(P, $4, 0xffffff, "address space", @4);
          $1->has_addrspace = true; $$ = $1; }
  | gmods EXTERNALLY_INITIALIZED             { $1->ext_init = true; $$ = $1; }
  ;

/* ---- functions ---- */

fn_header:
    fn_pre ret_type gname '(' params ')' fn_suffix
        { $$ = b_fn_header(P, true, $1, $2, $3, $5, false, $7, @3); }
  | fn_pre ret_type gname '(' param_list ',' DOTDOTDOT ')' fn_suffix
        { $$ = b_fn_header(P, true, $1, $2, $3, $5, true, $9, @3); }
  | fn_pre ret_type gname '(' DOTDOTDOT ')' fn_suffix
        { $$ = b_fn_header(P, true, $1, $2, $3, NULL, true, $7, @3); }
  ;

fn_pre:
    %empty                                   { $$ = b_mods_new(P); }
  | fn_pre LINKAGE                           { b_mods_linkage(P, $1, $2, @2); $$ = $1; }
  | fn_pre DECL_LINKAGE                      { b_mods_linkage(P, $1, $2, @2); $$ = $1; }
  | fn_pre VISIBILITY                        { $1->vis = $2; $$ = $1; }
  | fn_pre DLLSTORAGE                        { $1->dll = $2; $$ = $1; }
  | fn_pre PREEMPTION                        { $1->preempt = $2; $$ = $1; }
  | fn_pre CALLCONV                          { $1->cc = (unsigned)$2; $$ = $1; }
  | fn_pre CC_KW INTLIT                      { $1->cc = (unsigned)b_uint(P, $3, 1023, "calling convention", @3); $$ = $1; }
  | fn_pre attr_item                         { $1->attrs = plist_add(P, $1->attrs, $2); $$ = $1; }
  | fn_pre MDVAR md_ref
        { OptItem *o = b_opt(P, OI_MD, @2); o->str = $2; o->md = $3;
          $1->md = plist_add(P, $1->md, o); $$ = $1; }
  ;

params: %empty { $$ = NULL; } | param_list { $$ = $1; } ;
param_list: param { $$ = LIST1($1); }
          | param_list ',' param { plist_push(P, $1, $3); $$ = $1; } ;
param:
    type attr_items                          { $$ = b_param(P, $1, $2, NULL, @1); }
  | type attr_items lname                    { $$ = b_param(P, $1, $2, $3, @1); }
    /* `metadata` is a type only here: llvm.dbg.value(metadata, ...) */
  | METADATA attr_items                      { $$ = b_param(P, P->m->types.metadata_ty, $2, NULL, @1); }
  | METADATA attr_items lname                { $$ = b_param(P, P->m->types.metadata_ty, $2, $3, @1); }
  ;

fn_suffix:
    %empty                                   { $$ = b_suffix_new(P); }
  | fn_suffix UNNAMED_ADDR                   { $1->ua = $2; $$ = $1; }
  | fn_suffix ADDRSPACE '(' INTLIT ')'
        { $1->addrspace = b_uint(P, $4, 0xffffff, "address space", @4);
          $1->has_addrspace = true; $$ = $1; }
  | fn_suffix attr_item                      { b_suffix_attr(P, $1, $2); $$ = $1; }
  | fn_suffix ATTRGRPID                      { b_suffix_attr(P, $1, b_attr_group_ref(P, $2, @2)); $$ = $1; }
  | fn_suffix SECTION STRINGCONST            { $1->section = $3.s; $$ = $1; }
  | fn_suffix PARTITION STRINGCONST          { $1->partition = $3.s; $$ = $1; }
  | fn_suffix COMDAT                         { $1->has_comdat = true; $$ = $1; }
  | fn_suffix COMDAT '(' COMDATVAR ')'       { $1->has_comdat = true; $1->comdat = $4.s; $$ = $1; }
  | fn_suffix GC STRINGCONST                 { $1->gc = $3.s; $$ = $1; }
  | fn_suffix PREFIX typed_value             { $1->prefix = $3; $$ = $1; }
  | fn_suffix PROLOGUE typed_value           { $1->prologue = $3; $$ = $1; }
  | fn_suffix PERSONALITY typed_value        { $1->personality = $3; $$ = $1; }
  | fn_suffix MDVAR md_ref
        { OptItem *o = b_opt(P, OI_MD, @2); o->str = $2; o->md = $3;
          $1->md = plist_add(P, $1->md, o); $$ = $1; }
  ;

/* ---- attributes ---- */

attr_items: %empty { $$ = NULL; }
          | attr_items attr_item { $$ = plist_add(P, $1, $2); } ;

attr_item:
    AT_FLAG                                { $$ = b_attr(P, $1, @1); }
  | AT_RAW                                 { $$ = b_attr(P, $1, @1); }
  | AT_TYPE                                { $$ = b_attr(P, $1, @1); }
  | AT_TYPE '(' type ')'                   { $$ = b_attr_type(P, $1, $3, @1); }
  | AT_PINT '(' INTLIT ')'                 { $$ = b_attr_int(P, $1, $3, @1); }
  | AT_RANGE '(' type INTLIT ',' INTLIT ')' { $$ = b_attr_range(P, $1, $3, $4, $6, @1); }
  | AT_RAW '(' soup_opt ')'                { $$ = b_attr_raw(P, $1, @2, @4, @1); }
  | ALIGN INTLIT                             { $$ = b_attr_align(P, $2, @1, @2); }
  | ALIGN '(' INTLIT ')'                     { $$ = b_attr_align(P, $3, @1, @3); }
  | STRINGCONST                              { $$ = b_attr_str(P, $1, NULL, @1); }
  | STRINGCONST '=' STRINGCONST              { $$ = b_attr_str(P, $1, &$3, @1); }
  ;

/* The argument of memory(...), uwtable(...), nofpclass(...) and friends
 * is kept as raw text: tnvcc only needs to print it back. */
soup_opt: %empty { $$ = NULL; } | soup_opt soup_tok { $$ = NULL; }
        | soup_opt '(' soup_opt ')' { $$ = NULL; } ;
soup_tok: BAREWORD | INTLIT | ',' | LABELSTR | NONE | STRINGCONST | ':'
        | AT_FLAG | AT_RAW | TYPE | ALIGN | FLAG | BINOP ;

fn_attrs: %empty { $$ = NULL; }
        | fn_attrs attr_item { $$ = plist_add(P, $1, $2); }
        | fn_attrs ATTRGRPID { $$ = plist_add(P, $1, b_attr_group_ref(P, $2, @2)); } ;

/* ---- types ---- */

type: ptr_type | btype ;

ptr_type:
    PTR                                      { $$ = b_ptr_type(P, 0, @1); }
  | PTR ADDRSPACE '(' INTLIT ')'             { $$ = b_ptr_type(P, b_uint(P, $4, 0xffffff, "address space", @4), @1); }
  ;

btype:
    INTTYPE                                  { $$ = type_int(&P->m->types, (uint32_t)$1); }
  | PRIMTYPE                                 { $$ = b_prim_type(P, $1); }
  | LABEL                                    { $$ = P->m->types.label_ty; }
  | '[' INTLIT X_KW type ']'                 { $$ = b_array_type(P, $2, $4, false, false, @1); }
  | '<' INTLIT X_KW type '>'                 { $$ = b_array_type(P, $2, $4, true, false, @1); }
  | '<' VSCALE X_KW INTLIT X_KW type '>'     { $$ = b_array_type(P, $4, $6, true, true, @1); }
  | '{' '}'                                  { $$ = b_struct_type(P, NULL, false); }
  | '{' type_list '}'                        { $$ = b_struct_type(P, $2, false); }
  | LTBRACE RBRACEGT                         { $$ = b_struct_type(P, NULL, true); }
  | LTBRACE type_list RBRACEGT               { $$ = b_struct_type(P, $2, true); }
  | lname                                    { $$ = b_named_type(P, $1); }
    /* postfix types can nest without brackets; NULL = nested deeper
       than LIMIT_NESTING (values.c, type_too_deep): stop the parse */
  | btype '*'                                { if (!($$ = b_typed_ptr(P, $1, 0, @2))) YYABORT; }
  | btype ADDRSPACE '(' INTLIT ')' '*'       { if (!($$ = b_typed_ptr(P, $1, b_uint(P, $4, 0xffffff, "address space", @4), @2))) YYABORT; }
  | btype '(' fparams ')'                    { if (!($$ = b_func_type(P, $1, $3, false, @2))) YYABORT; }
  | btype '(' type_list ',' DOTDOTDOT ')'      { if (!($$ = b_func_type(P, $1, $3, true, @2))) YYABORT; }
  | btype '(' DOTDOTDOT ')'                  { if (!($$ = b_func_type(P, $1, NULL, true, @2))) YYABORT; }
  | ptr_type '(' fparams ')'                 { if (!($$ = b_func_type(P, $1, $3, false, @2))) YYABORT; }
  | ptr_type '(' type_list ',' DOTDOTDOT ')'   { if (!($$ = b_func_type(P, $1, $3, true, @2))) YYABORT; }
  | ptr_type '(' DOTDOTDOT ')'               { if (!($$ = b_func_type(P, $1, NULL, true, @2))) YYABORT; }
  | VOID '(' fparams ')'                     { $$ = b_func_type(P, P->m->types.void_ty, $3, false, @2); }
  | VOID '(' type_list ',' DOTDOTDOT ')'       { $$ = b_func_type(P, P->m->types.void_ty, $3, true, @2); }
  | VOID '(' DOTDOTDOT ')'                   { $$ = b_func_type(P, P->m->types.void_ty, NULL, true, @2); }
  ;

fparams: %empty { $$ = NULL; } | type_list { $$ = $1; } ;
type_list: type { $$ = LIST1($1); }
         | type_list ',' type { plist_push(P, $1, $3); $$ = $1; } ;

ret_type: btype { $$ = $1; } | ptr_type { $$ = $1; } /* = type, a step shorter */
        | VOID { $$ = P->m->types.void_ty; } ;

/* ---- values ---- */

/* `type value`, with type's two alternatives written out: after a btype
 * the parser can then shift the value at once, instead of first deciding
 * (with a look at the next token) that the type is complete.  Operands
 * are most of a module, so this saves a step on most tokens. */
typed_value: btype value                     { $$ = b_resolve(P, $1, $2); }
           | ptr_type value                  { $$ = b_resolve(P, $1, $2); } ;

typed_values: typed_value { $$ = LIST1($1); }
            | typed_values ',' typed_value { plist_push(P, $1, $3); $$ = $1; } ;
typed_values_opt: %empty { $$ = NULL; } | typed_values { $$ = $1; } ;

/* Names are spelled out here rather than through lname/gname: a value
 * is the commonest thing in a module, and each unit rule is one more
 * parser step for every operand. */
value:
    LOCALVAR                                 { $$ = vr_str(P, VR_LOCAL, $1, @1); }
  | LOCALID                                  { $$ = vr_id(P, VR_LOCAL_ID, $1, @1); }
  | GLOBALVAR                                { $$ = vr_str(P, VR_GLOBAL, $1, @1); }
  | GLOBALID                                 { $$ = vr_id(P, VR_GLOBAL_ID, $1, @1); }
  | INTLIT                                   { $$ = vr_str(P, VR_INT, $1, @1); }
  | HEXINT                                   { $$ = vr_str(P, VR_INT, $1, @1); }
  | FPLIT                                    { $$ = vr_str(P, VR_FP, $1, @1); }
  | HEXFP                                    { $$ = vr_str(P, VR_HEXFP, $1, @1); }
  | TRUE_KW                                  { $$ = vr_id(P, VR_BOOL, 1, @1); }
  | FALSE_KW                                 { $$ = vr_id(P, VR_BOOL, 0, @1); }
  | NULL_KW                                  { $$ = vr_new(P, VR_NULL, @1); }
  | UNDEF                                    { $$ = vr_new(P, VR_UNDEF, @1); }
  | POISON                                   { $$ = vr_new(P, VR_POISON, @1); }
  | ZEROINITIALIZER                          { $$ = vr_new(P, VR_ZERO, @1); }
  | NONE                                     { $$ = vr_new(P, VR_NONE, @1); }
  | '[' typed_values_opt ']'                 { $$ = vr_list(P, VR_ARRAY, $2, @1); }
  | '{' typed_values_opt '}'                 { $$ = vr_list(P, VR_STRUCT, $2, @1); }
  | LTBRACE typed_values_opt RBRACEGT        { $$ = vr_list(P, VR_PSTRUCT, $2, @1); }
  | '<' typed_values '>'                     { $$ = vr_list(P, VR_VECTOR, $2, @1); }
  | CSTR                                     { $$ = vr_str(P, VR_CSTR, $1, @1); }
  | SPLAT '(' typed_value ')'                { $$ = vr_list(P, VR_SPLAT, LIST1($3), @1); }
  | const_expr                               { $$ = vr_value(P, $1, @1); }
  | BLOCKADDRESS '(' value ',' value ')'     { $$ = vr_value(P, b_blockaddress(P, $3, $5, @1), @1); }
  | ASM asm_flags STRINGCONST ',' STRINGCONST { $$ = vr_asm(P, $2, $3, $5, @1); }
  ;

asm_flags: %empty { $$ = 0; }
         | asm_flags SIDEEFFECT { $$ = $1 | 1; }
         | asm_flags INTELDIALECT { $$ = $1 | 2; }
         | asm_flags AT_PINT { $$ = $1 | 4; /* alignstack */ }
         ;

const_expr:
    CASTOP '(' typed_value TO type ')'       { $$ = b_ce_cast(P, $1, $3, $5, @1); }
  | BINOP flags '(' typed_value ',' typed_value ')' { $$ = b_ce_binop(P, $1, (uint32_t)$2, $4, $6, @1); }
  | ICMP PRED '(' typed_value ',' typed_value ')' { $$ = b_ce_cmp(P, OP_ICMP, $2, $4, $6, @1); }
  | FCMP fpred '(' typed_value ',' typed_value ')' { $$ = b_ce_cmp(P, OP_FCMP, $2, $4, $6, @1); }
  | GETELEMENTPTR flags '(' type ',' typed_value ce_indices ')'
        { $$ = b_ce_gep(P, (uint32_t)$2, $4, $6, $7, @1); }
    /* LLVM 19's inrange(a, b): a hint, read and dropped (rd_ce_gep says
     * why).  A rule of its own, not an empty-able inrange_opt: an extra
     * stack slot per nesting level would cut the nesting the parser's
     * stack allows (tests/hostile cexpr_nest). */
  | GETELEMENTPTR flags INRANGE '(' INTLIT ',' INTLIT ')' '(' type ',' typed_value ce_indices ')'
        { $$ = b_ce_gep(P, (uint32_t)$2, $10, $12, $13, @1); }
  | SELECT '(' typed_values ')'              { $$ = b_ce_other(P, OP_SELECT, $3, @1); }
  | EXTRACTELEMENT '(' typed_values ')'      { $$ = b_ce_other(P, OP_EXTRACTELEMENT, $3, @1); }
  | INSERTELEMENT '(' typed_values ')'       { $$ = b_ce_other(P, OP_INSERTELEMENT, $3, @1); }
  | SHUFFLEVECTOR '(' typed_values ')'       { $$ = b_ce_other(P, OP_SHUFFLEVECTOR, $3, @1); }
  ;

ce_indices: %empty { $$ = NULL; }
          | ce_indices ',' typed_value { $$ = plist_add(P, $1, $3); }
          | ce_indices ',' INRANGE typed_value { $$ = plist_add(P, $1, $4); }
          ;

/* ---- instructions ---- */

flags: %empty { $$ = 0; }
     | flags FLAG { $$ = b_flag(P, (uint32_t)$1, $2); } ;

fpred: PRED { $$ = $1; } | TRUE_KW { $$ = PRED_F_TRUE; } | FALSE_KW { $$ = PRED_F_FALSE; } ;

opt_items: %empty { $$ = NULL; }
         | opt_items ',' opt_item { $$ = b_opts_push(P, $1, $3); } ;

opt_item:
    typed_value                              { $$ = b_opt(P, OI_VALUE, @1); $$->val = $1; }
  | INRANGE typed_value                      { $$ = b_opt(P, OI_VALUE, @1); $$->val = $2; $$->inrange = true; }
  | INTLIT                                   { $$ = b_opt(P, OI_INT, @1); $$->num = b_uint(P, $1, UINT32_MAX, "index", @1); }
  | ALIGN INTLIT                             { $$ = b_opt(P, OI_ALIGN, @1); $$->num = b_align(P, $2, @2); }
  | ADDRSPACE '(' INTLIT ')'                 { $$ = b_opt(P, OI_ADDRSPACE, @1); $$->num = b_uint(P, $3, 0xffffff, "address space", @3); }
  | MDVAR md_ref                             { $$ = b_opt(P, OI_MD, @1); $$->str = $1; $$->md = $2; }
  | '[' value ',' value ']'                  { $$ = b_opt(P, OI_PHI, @1); $$->phi_val = $2; $$->phi_block = $4; }
  | SECTION STRINGCONST                      { $$ = b_opt(P, OI_SECTION, @1); $$->str = $2; }
  | PARTITION STRINGCONST                    { $$ = b_opt(P, OI_PARTITION, @1); $$->str = $2; }
  | COMDAT                                   { $$ = b_opt(P, OI_COMDAT, @1); }
  | COMDAT '(' COMDATVAR ')'                 { $$ = b_opt(P, OI_COMDAT, @1); $$->str = $3; }
  | CODE_MODEL STRINGCONST                   { $$ = b_opt(P, OI_CODE_MODEL, @1); $$->str = $2; }
  ;

/* ---- metadata ---- */

distinct_opt: %empty { $$ = 0; } | DISTINCT { $$ = 1; } ;

md_ref:
    MDID                                     { $$ = b_md_ref(P, $1, @1); }
  | md_body                                  { $$ = $1; }
  ;

md_body:
    '!' '{' md_ops_opt '}'                   { $$ = b_md_tuple(P, $3, @1); }
  | MDVAR '(' spec_fields_opt ')'            { $$ = b_md_spec(P, $1, $3, @1); }
  ;

md_ops_opt: %empty { $$ = NULL; } | md_ops { $$ = $1; } ;
md_ops: md_op { $$ = LIST1($1); }
      | md_ops ',' md_op { plist_push(P, $1, $3); $$ = $1; } ;

md_op:
    md_ref                                   { $$ = b_mdop_node(P, $1); }
  | '!' STRINGCONST                          { $$ = b_mdop_str(P, $2); }
  | NULL_KW                                  { $$ = b_mdop_null(P); }
  | typed_value                              { $$ = b_mdop_value(P, $1); }
  ;

spec_fields_opt: %empty { $$ = NULL; } | spec_fields { $$ = $1; } ;
spec_fields: spec_field { $$ = LIST1($1); }
           | spec_fields ',' spec_field { plist_push(P, $1, $3); $$ = $1; } ;
spec_field:
    LABELSTR spec_val                        { $$ = b_mdop_field(P, $1, $2); }
  | spec_val                                 { $$ = $1; }
  ;
spec_val:
    md_ref                                   { $$ = b_mdop_node(P, $1); }
  | STRINGCONST                              { $$ = b_mdop_str(P, $1); }
  | '!' STRINGCONST                          { $$ = b_mdop_raw(P, @$); } /* value: !"x" */
  | NULL_KW                                  { $$ = b_mdop_null(P); }
  | INTLIT                                   { $$ = b_mdop_raw(P, @1); }
  | TRUE_KW                                  { $$ = b_mdop_raw(P, @1); }
  | FALSE_KW                                 { $$ = b_mdop_raw(P, @1); }
  | bare_or                                  { $$ = b_mdop_raw(P, @1); }
  | typed_value                              { $$ = b_mdop_value(P, $1); }
  ;
bare_or: BAREWORD | bare_or '|' BAREWORD ;

mdids_opt: %empty { $$ = NULL; } | mdids { $$ = $1; } ;
mdids: MDID { $$ = LIST1(b_md_ref(P, $1, @1)); }
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

/* Called by bison for what is not a syntax error: running out of parser
 * stack, which only deeply nested input (types or constants nested
 * thousands deep) can cause. */
static void yyerror(YYLTYPE *loc, ParseCtx *P, const char *msg)
{
    if (P->lex_error)
        return;
    if (strcmp(msg, "memory exhausted") == 0)
        diag_error(P->diag, span_loc(*loc), "input nested too deeply: the "
                   "parser's stack limit (YYMAXDEPTH = %d) was reached", YYMAXDEPTH);
    else
        diag_error(P->diag, span_loc(*loc), "%s", msg);
}
