/*
 * frontend/lexer.re -- the scanner: LLVM IR bytes to tokens.
 *
 * re2c turns the rules below into a C state machine (build/frontend/
 * lexer.c).  The input is the whole file in memory, terminated by a NUL
 * byte, so the scanner never needs to refill a buffer: reaching the NUL at
 * the end is end-of-file, and a NUL anywhere else is an error.
 *
 * Duties:
 *   - skip blanks and `;` comments, counting lines for line:col locations;
 *   - classify every token and hand bison its semantic value (a name, a
 *     number, a keyword's payload).  Keywords are re2c rules generated
 *     from frontend/keywords.h, so matching one costs nothing extra;
 *   - report lexical errors (an unexpected character, an unterminated
 *     string or quoted name, a NUL byte) with their location, then return
 *     LEXERROR so the parser stops without a second, confusing message.
 * Invariants: P->cur never passes P->lim; every token's Span covers
 * exactly its bytes.
 */
#include <string.h>

#include "frontend/scan.h"
void lex_init(ParseCtx *P)
{
    P->cur = P->line_start = P->src->text;
    P->lim = P->src->text + P->src->len;
    P->line = 1;
}


/* A lexical error at byte `at`. */
static int lex_error(ParseCtx *P, const char *at, const char *msg)
{
    Loc loc = {P->line, col_of(P, at)};
    diag_error(P->diag, loc, "%s", msg);
    P->lex_error = true;
    return LEXERROR;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* LLVM strings escape a byte as \XX (two hex digits) and a backslash as
 * \\; everything else stands for itself. */
Str lex_unescape(ParseCtx *P, const char *s, size_t n)
{
    char *out = arena_alloc(&P->m->arena, n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\\') {
            out[k++] = '\\';
            i++;
        } else if (s[i] == '\\' && i + 2 < n && hexval(s[i + 1]) >= 0 &&
                   hexval(s[i + 2]) >= 0) {
            out[k++] = (char)(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
            i += 2;
        } else {
            out[k++] = s[i];
        }
    }
    out[k] = '\0';
    return (Str){out, k};
}

/* A plain (unquoted) name: copy it into the module arena. */
static Str name_copy(ParseCtx *P, const char *s, size_t n)
{
    return (Str){arena_strndup(&P->m->arena, s, n), n};
}

/* An unquoted name: checked against LIMIT_NAME_BYTES like quoted ones. */
static int name_token(ParseCtx *P, YYSTYPE *lval, const char *s, size_t n, int tok)
{
    if (n > LIMIT_NAME_BYTES)
        return lex_error(P, s, "name longer than LIMIT_NAME_BYTES (1 MiB)");
    lval->str = name_copy(P, s, n);
    return tok;
}

/* An unquoted %name or @name: the Str points into the source text, not
 * NUL-terminated.  Most mentions of a value are uses, which only look the
 * name up; the one that defines it makes the IR's own copy (build.c,
 * ir_name).  Copying every mention, as name_token does, was a tenth of
 * the lexer's time on libdevice. */
static int ref_token(ParseCtx *P, YYSTYPE *lval, const char *s, size_t n, int tok)
{
    if (n > LIMIT_NAME_BYTES)
        return lex_error(P, s, "name longer than LIMIT_NAME_BYTES (1 MiB)");
    lval->str = (Str){s, n};
    return tok;
}

/* A bare word that is not a keyword: an attribute name, or BAREWORD. */
static int classify_word(ParseCtx *P, YYSTYPE *lval, const char *s, size_t n)
{
    AttrKind ak;
    if (attr_lookup(s, n, &ak)) {
        lval->kw = (int)ak;
        switch (attr_shape(ak)) {
        case AS_FLAG: return AT_FLAG;
        case AS_INT: return AT_FLAG; /* `align` itself is ALIGN */
        case AS_PINT: return AT_PINT;
        case AS_TYPE: return AT_TYPE;
        case AS_RANGE: return AT_RANGE;
        case AS_RAW: return AT_RAW;
        }
    }
    lval->str = name_copy(P, s, n);
    return BAREWORD;
}

/* iN: the width, checked against LIMIT_INT_BITS. */
static int int_type(ParseCtx *P, YYSTYPE *lval, const char *s, size_t n)
{
    uint64_t bits = 0;
    for (size_t i = 1; i < n && bits <= LIMIT_INT_BITS; i++)
        bits = bits * 10 + (uint64_t)(s[i] - '0');
    if (bits == 0 || bits > LIMIT_INT_BITS) {
        diag_error(P->diag, (Loc){P->line, col_of(P, s)},
                   "integer type width must be between 1 and %d bits "
                   "(LIMIT_INT_BITS)", LIMIT_INT_BITS);
        P->lex_error = true;
        return LEXERROR;
    }
    lval->num = bits;
    return INTTYPE;
}

/* A decimal number that names something (%12, !3, #0, label 7:). */
static int number_token(ParseCtx *P, YYSTYPE *lval, const char *s,
                        size_t n, int tok)
{
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (v > (UINT32_MAX - 9) / 10)
            return lex_error(P, s, "number too large (IDs must fit in 32 bits)");
        v = v * 10 + (uint64_t)(s[i] - '0');
    }
    lval->num = v;
    return tok;
}

/* After an opening quote: find the closing one -- on the same line for a
 * quoted name, anywhere before the end for a string.  LLVM's lexer lets a
 * string run over lines, and producers write such strings: Numba's inline
 * asm for half comparisons is a multi-line `asm "{ ... }"` block. */
static const char *quote_end(const ParseCtx *P, const char *p, bool multiline)
{
    while (p < P->lim && *p != '"' && (multiline || *p != '\n'))
        p++;
    return (p < P->lim && *p == '"') ? p : NULL;
}

/* After a string token that ran over lines: count its newlines, so that
 * the next token's line is right (the token's own location, taken before,
 * is where it starts). */
static void string_lines(ParseCtx *P, const char *t)
{
    for (const char *p = memchr(t, '\n', (size_t)(P->cur - t)); p;
         p = memchr(p + 1, '\n', (size_t)(P->cur - p - 1))) {
        P->line++;
        P->line_start = p + 1;
    }
}

/* A name may not contain a NUL byte (`@"a\00b"`): LLVM refuses it, since
 * symbol tables, object files and PTX all end a name at the first NUL,
 * so `a\00b` would silently become `a`.  Strings may hold NULs. */
static int nul_in_name(ParseCtx *P, const char *q)
{
    return lex_error(P, q, "a name cannot contain a NUL byte ('\\00')");
}

/* A quoted name or string starting at the quote `q`.  `what` names it in
 * the error message. */
static int quoted(ParseCtx *P, YYSTYPE *lval, const char *q, int tok,
                  const char *what)
{
    bool string = tok == STRINGCONST || tok == CSTR;
    const char *e = quote_end(P, q + 1, string);
    if (!e) {
        char msg[96];
        snprintf(msg, sizeof msg, "unterminated %s (missing closing '\"'%s)", what,
                 string ? "" : " on this line");
        P->cur = P->lim; /* nothing after this can be trusted */
        return lex_error(P, q, msg);
    }
    if ((size_t)(e - q - 1) > LIMIT_NAME_BYTES)
        return lex_error(P, q, "string longer than LIMIT_NAME_BYTES");
    lval->str = lex_unescape(P, q + 1, (size_t)(e - q - 1));
    P->cur = e + 1;
    if (tok != STRINGCONST && tok != CSTR && memchr(lval->str.s, 0, lval->str.n))
        return nul_in_name(P, q - 1); /* at the sigil */
    return tok;
}



/* `!name = ...` defines named metadata, while `!name !5` attaches metadata
 * to an instruction or function.  An LALR(1) parser cannot tell them apart
 * at `!name` (both may follow a function declaration), so the lexer peeks
 * past blanks for the '=' and returns a different token. */
static int md_name_kind(const ParseCtx *P)
{
    const char *p = P->cur;
    while (p < P->lim && (*p == ' ' || *p == '\t'))
        p++;
    return (p < P->lim && *p == '=') ? MDVAR_DEF : MDVAR;
}

/* A debug record (LLVM 19's form of debug information in function
 * bodies, LangRef "Debug Records"): `#dbg_value`, `#dbg_declare`,
 * `#dbg_assign` or `#dbg_label`, whose kind is the token's payload (a
 * DbgRecordKind); any other `#dbg_` word is a lexical error naming it. */
static int dbg_record(ParseCtx *P, YYSTYPE *lval, const char *t, size_t n)
{
    static const char *const kinds[] = {
#define X(e, name) name,
        DBG_RECORD_KINDS(X)
#undef X
    };
    for (int k = 0; k < (int)(sizeof kinds / sizeof *kinds); k++)
        if (strlen(kinds[k]) == n - 5 && !memcmp(kinds[k], t + 5, n - 5)) {
            lval->kw = k;
            return DBG_RECORD;
        }
    Loc loc = {P->line, col_of(P, t)};
    diag_error(P->diag, loc, "unknown debug record '%.*s' (LLVM's are #dbg_value, "
               "#dbg_declare, #dbg_assign and #dbg_label)", (int)n, t);
    P->lex_error = true;
    return LEXERROR;
}

/* The token bison asks for next.  Where a grammar action has asked for
 * a construct that body.c parses (P->handoff: a function body, a
 * global's definition, a function header, ...), body.c parses it and
 * returns the token that stands for it (parse_handoff).  bison runs
 * those actions without reading a token past the one before them (their
 * state has nothing else to do), so no token of the construct is in its
 * hands yet: parse_handoff checks last_tok. */
int yylex(YYSTYPE *lval, YYLTYPE *lloc, ParseCtx *P)
{
    if (P->handoff) {
        HandOff k = P->handoff;
        P->handoff = HO_NONE;
        return parse_handoff(lval, lloc, P, k);
    }
    int tok = lex_token(P, lval, lloc);
    P->last_tok = tok;
    return tok;
}

/*!re2c
    re2c:api:style = free-form;
    re2c:define:YYCTYPE = "unsigned char";
    re2c:define:YYCURSOR = "cur";
    re2c:define:YYMARKER = "mar";
    re2c:yyfill:enable = 0;
    re2c:flags:utf-8 = 0;

    namechar = [-a-zA-Z$._0-9];
    name     = [-a-zA-Z$._] namechar*;
    digits   = [0-9]+;
    hex      = [0-9a-fA-F];
    word     = [a-zA-Z_] [a-zA-Z0-9_]*;
*/

/* The next token: its kind, its value in *lval, and its location in
 * *lloc.  yylex calls it for bison; body.c inlines it (scan.h). */
int lex_token(ParseCtx *P, YYSTYPE *lval, YYLTYPE *lloc)
{
    return scan_token(P, lval, lloc);
}

/* The same as lex_token, always through the state machine (for the test
 * of the shortcut). */
int lex_token_dfa(ParseCtx *P, YYSTYPE *lval, YYLTYPE *lloc)
{
    P->cur = skip_space(P, P->cur);
    return lex_slow(P, lval, lloc);
}

/* The state machine: the token that starts at P->cur (which is not a
 * blank, newline or `;`: the callers skip those; the rules for \r \f \v
 * come back to `again`).  Each rule's action ends with TOKEN(kind), which
 * records the token's location and returns. */
int lex_slow(ParseCtx *P, YYSTYPE *lval, YYLTYPE *lloc)
{
    const unsigned char *cur, *mar;
    const char *t = P->cur;
    int tok;
    goto scan;
again:
    t = P->cur = skip_space(P, P->cur);
scan:
    cur = (const unsigned char *)t;
#define TOK_END() (P->cur = (const char *)cur)
#define LEN ((size_t)((const char *)cur - t))
#define TOKEN(x) do { tok = (x); goto done; } while (0)
    /*!re2c
    "\x00" {
        if (t >= P->lim) { P->cur = t; TOKEN(YYEOF); }
        TOK_END();
        TOKEN(lex_error(P, t, "unexpected NUL byte in the input"));
    }
    "\n"            { TOK_END(); P->line++; P->line_start = P->cur; goto again; }
    [ \t\r\f\v]+    { TOK_END(); goto again; }
    ";"             { P->cur = skip_comment(P->cur); goto again; }
    /* `uselistorder <ty> <value>, { 1, 0 }` and `uselistorder_bb @f, %bb,
     * {...}` (LLVM 3.6+, in a body or at the top level) only fix the order
     * of a value's use list, so that bitcode round trips are exact; no
     * code tnvcc writes depends on that order.  LLVM prints each on a line
     * of its own: the directive is skipped like a comment, to the line's
     * end. */
    ("uselistorder" | "uselistorder_bb") [ \t] { P->cur = skip_comment(t); goto again; }

    "%" name        { TOK_END(); TOKEN(ref_token(P, lval, t + 1, LEN - 1, LOCALVAR)); }
    "%" digits      { TOK_END(); TOKEN(number_token(P, lval, t + 1, LEN - 1, LOCALID)); }
    "%\""           { TOKEN(quoted(P, lval, t + 1, LOCALVAR, "quoted name")); }
    "@" name        { TOK_END(); TOKEN(ref_token(P, lval, t + 1, LEN - 1, GLOBALVAR)); }
    "@" digits      { TOK_END(); TOKEN(number_token(P, lval, t + 1, LEN - 1, GLOBALID)); }
    "@\""           { TOKEN(quoted(P, lval, t + 1, GLOBALVAR, "quoted name")); }
    "$" name        { TOK_END(); TOKEN(name_token(P, lval, t + 1, LEN - 1, COMDATVAR)); }
    "$\""           { TOKEN(quoted(P, lval, t + 1, COMDATVAR, "quoted name")); }
    "!" [-a-zA-Z$._\\] [-a-zA-Z$._0-9\\]* {
        /* LLVM escapes other bytes of a metadata name as \XX */
        TOK_END();
        lval->str = memchr(t + 1, '\\', LEN - 1) ? lex_unescape(P, t + 1, LEN - 1)
                                                  : name_copy(P, t + 1, LEN - 1);
        TOKEN(md_name_kind(P));
    }
    "!" digits      { TOK_END(); TOKEN(number_token(P, lval, t + 1, LEN - 1, MDID)); }
    "#" digits      { TOK_END(); TOKEN(number_token(P, lval, t + 1, LEN - 1, ATTRGRPID)); }
    "#dbg_" [a-z_]+ { TOK_END(); TOKEN(dbg_record(P, lval, t, LEN)); }

    namechar+ ":"   { TOK_END(); TOKEN(name_token(P, lval, t, LEN - 1, LABELSTR)); }
    "\"" [^"\n\x00]* "\":" {
        TOK_END(); lval->str = lex_unescape(P, t + 1, LEN - 3);
        if (memchr(lval->str.s, 0, lval->str.n)) TOKEN(nul_in_name(P, t));
        TOKEN(LABELSTR);
    }
    "\""            { TOKEN(quoted(P, lval, t, STRINGCONST, "string")); }
    "c\""           { TOKEN(quoted(P, lval, t + 1, CSTR, "string")); }

    "-"? digits     {
        TOK_END();
        if (LEN > LIMIT_INT_LITERAL_DIGITS)
            TOKEN(lex_error(P, t, "integer literal longer than "
                             "LIMIT_INT_LITERAL_DIGITS (4096) digits"));
        lval->str = (Str){t, LEN}; TOKEN(INTLIT);
    }
    [-+]? digits "." [0-9]* ([eE] [-+]? digits)? {
        TOK_END(); lval->str = (Str){t, LEN}; TOKEN(FPLIT);
    }
    "0x" [KLMHR]? hex+ { TOK_END(); lval->str = (Str){t, LEN}; TOKEN(HEXFP); }
    [su] "0x" hex+  { TOK_END(); lval->str = (Str){t, LEN}; TOKEN(HEXINT); }
    "i" digits      { TOK_END(); TOKEN(int_type(P, lval, t, LEN)); }
    /* every keyword of keywords.h, one rule each (generated: see Makefile) */
    !include "frontend/keywords.re";
    word            { TOK_END(); TOKEN(classify_word(P, lval, t, LEN)); }

    "..."           { TOK_END(); TOKEN(DOTDOTDOT); }
    "<{"            { TOK_END(); TOKEN(LTBRACE); }
    "}>"            { TOK_END(); TOKEN(RBRACEGT); }
    [=,*()[\]{}<>|:!] { TOK_END(); TOKEN(t[0]); }
    * {
        TOK_END();
        char msg[64];
        unsigned char c = (unsigned char)t[0];
        if (c >= 0x20 && c < 0x7f)
            snprintf(msg, sizeof msg, "unexpected character '%c'", c);
        else
            snprintf(msg, sizeof msg, "unexpected character (byte 0x%02x)", c);
        TOKEN(lex_error(P, t, msg));
    }
    */
#undef TOK_END
#undef LEN
#undef TOKEN
done:
    token_span(P, lloc, t);
    if (tok == STRINGCONST || tok == CSTR)
        string_lines(P, t);
    return tok;
}
