/*
 * frontend/scan.h -- the scanner's shortcut for the commonest tokens,
 * inline, so that the hand-written body parser (body.c) reads most
 * tokens without a call.  Part of the scanner: lexer.re includes it, and
 * its state machine reads every token the shortcut leaves alone.
 *
 * scan_token is lex_token's body: step over blanks, newlines and
 * comments; read the token if it is one of the plain shapes below;
 * otherwise call lex_slow (lexer.re), the re2c state machine.  The
 * invariant that makes the shortcut safe: for every token it takes, it
 * returns exactly what the state machine would return for the same bytes
 * (kind, value, location, where the next token starts).
 * tests/unit/test_fastpath.c checks that over the corpus.
 */
#ifndef TNVCC_SCAN_H
#define TNVCC_SCAN_H

#include <string.h>

#include "frontend/parse.h"
#include "frontend/parser.h"

/* The state machine, for a token starting at P->cur (lexer.re). */
int lex_slow(ParseCtx *P, YYSTYPE *lval, YYLTYPE *lloc);

static inline uint32_t col_of(const ParseCtx *P, const char *p)
{
    return (uint32_t)(p - P->line_start) + 1;
}

/* After a `;`: the end of the comment, i.e. the next newline or NUL (the
 * NUL rule then decides between end of file and a stray NUL).  strcspn
 * finds it at memory speed (comments are a tenth of libdevice's text). */
static inline const char *skip_comment(const char *p)
{
    return p + strcspn(p, "\n");
}

/* Step over the blanks, newlines and comments before a token, and return
 * where the token starts.  They are the commonest bytes of all, so they
 * get a tight loop on a local pointer here instead of a pass through the
 * state machine (and a fresh start of lex_token) for each run; the rules
 * for them below still handle the rarer \r \f \v. */
static inline const char *skip_space(ParseCtx *P, const char *p)
{
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (c > ' ') { /* the usual case first: a token (or a comment) */
            if (c != ';')
                return p;
            p = skip_comment(p);
        } else if (c == ' ' || c == '\t') {
            p++;
        } else if (c == '\n') {
            p++;
            P->line++;
            P->line_start = p;
        } else {
            return p; /* NUL, \r, \f, \v...: the state machine's */
        }
    }
}

/* The location of the token that starts at t and ends at P->cur.  (A
 * token never contains a newline, so P->line is still its line.)  It is
 * written with one store of the whole Span: the parsers read it back at
 * once, and a read that spans several smaller recent writes must wait
 * until they reach the cache -- on libdevice, that wait cost more than
 * the writing. */
static inline void token_span(ParseCtx *P, YYLTYPE *lloc, const char *t)
{
    *lloc = (Span){P->line, col_of(P, t), (uint32_t)(t - P->src->text),
                   (uint32_t)(P->cur - P->src->text)};
}

/* [-a-zA-Z$._0-9]: `namechar` below, as a table for the code outside the
 * state machine (the printer's table: one definition of a name's bytes). */
static inline bool is_namechar(unsigned char c) { return ir_name_chars[c]; }

static inline bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

/* %N, @N, #N with at most 9 digits (so no overflow check is needed), at
 * t: the token, or 0 when it is not that simple (the state machine then
 * decides, and reports what is wrong). */
static inline int short_number(ParseCtx *P, YYSTYPE *lval, const char *t, int tok)
{
    const char *p = t + 1;
    uint32_t v = 0;
    while (is_digit((unsigned char)*p) && p - t <= 9)
        v = v * 10 + (uint32_t)(*p++ - '0');
    if (p == t + 1 || is_digit((unsigned char)*p))
        return 0;
    lval->num = v;
    P->cur = p;
    return tok;
}

/* %name and @name at t (the name unquoted), or 0. */
static inline int short_name(ParseCtx *P, YYSTYPE *lval, const char *t, int tok)
{
    const char *p = t + 1;
    while (is_namechar((unsigned char)*p))
        p++;
    if ((size_t)(p - t - 1) > LIMIT_NAME_BYTES)
        return 0;
    lval->str = (Str){t + 1, (size_t)(p - t - 1)};
    P->cur = p;
    return tok;
}

/* iN with up to four digits, not followed by what would make it a longer
 * word or a label (`i32x`, `i32.5:`), or 0. */
static inline int short_int_type(ParseCtx *P, YYSTYPE *lval, const char *t)
{
    const char *p = t + 1;
    uint32_t bits = 0;
    while (is_digit((unsigned char)*p) && p - t <= 4)
        bits = bits * 10 + (uint32_t)(*p++ - '0');
    if (p == t + 1 || bits == 0 || is_namechar((unsigned char)*p) || *p == ':')
        return 0;
    lval->num = bits;
    P->cur = p;
    return INTTYPE;
}

/* The commonest tokens of compiler-written IR -- punctuation, %N, %name,
 * @name, #N and iN, two thirds of libdevice's -- read without the state
 * machine, whose size makes every call of it cost a dozen instructions
 * before it looks at a byte.  Each test below accepts exactly what the
 * state machine's rules would make of the same bytes (longest match
 * included: nothing else starts with these characters, and the names
 * and numbers stop where its rules stop); anything less plain returns 0
 * and goes to the state machine.  tests/unit/test_fastpath.c checks that
 * both give the same tokens over the corpus.  Nothing here reads past the
 * NUL that ends the text. */
/* %N or %name (@N or @name) at t, which is '%' (or '@'): so t[1] is
 * still inside the text (at worst its final NUL). */
static inline int short_ref(ParseCtx *P, YYSTYPE *lval, const char *t,
                            int number, int name)
{
    unsigned char c1 = (unsigned char)t[1];
    if (is_digit(c1))
        return short_number(P, lval, t, number);
    return is_namechar(c1) ? short_name(P, lval, t, name) : 0;
}

static inline int short_token(ParseCtx *P, YYSTYPE *lval, const char *t)
{
    switch (*t) {
    case ',': case '=': case '(': case ')': case '[': case ']': case '*':
        P->cur = t + 1;
        return *t;
    case '%': return short_ref(P, lval, t, LOCALID, LOCALVAR);
    case '@': return short_ref(P, lval, t, GLOBALID, GLOBALVAR);
    case '#': return short_number(P, lval, t, ATTRGRPID);
    case 'i': return short_int_type(P, lval, t);
    default: return 0;
    }
}

/* The next token (lex_token, inline). */
static inline int scan_token(ParseCtx *P, YYSTYPE *lval, YYLTYPE *lloc)
{
    const char *t = P->cur = skip_space(P, P->cur);
    int tok = short_token(P, lval, t);
    if (!tok)
        return lex_slow(P, lval, lloc);
    token_span(P, lloc, t);
    return tok;
}

#endif
