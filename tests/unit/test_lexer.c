/*
 * tests/unit/test_lexer.c -- the re2c scanner, token by token.
 *
 * Each test scans a short string and compares the token kinds (and some
 * semantic values) with what the grammar expects.  Diagnostics go to a
 * memory stream so the tests can check their text and location.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/parse.h"
#include "frontend/parser.h"

typedef struct Lexed {
    ParseCtx P;
    Source src;
    Diag diag;
    char *out;
    size_t outlen;
    FILE *mem;
} Lexed;

static void lexed_init(Lexed *L, const char *text)
{
    memset(L, 0, sizeof *L);
    L->src = (Source){.name = "t.ll", .text = text, .len = strlen(text)};
    L->mem = open_memstream(&L->out, &L->outlen);
    diag_init(&L->diag, &L->src, L->mem);
    L->P.src = &L->src;
    L->P.diag = &L->diag;
    L->P.m = module_new();
    arena_init(&L->P.scratch, "test");
    lex_init(&L->P);
}

static void lexed_free(Lexed *L)
{
    fclose(L->mem);
    free(L->out);
    module_free(L->P.m);
    arena_free(&L->P.scratch);
}

static int next(Lexed *L, YYSTYPE *v, YYLTYPE *loc)
{
    return yylex(v, loc, &L->P);
}

/* Scan all of `text`, writing the token kinds into toks (0-terminated). */
static int scan(const char *text, int *toks, int max)
{
    Lexed L;
    YYSTYPE v;
    YYLTYPE loc;
    int n = 0, t;
    lexed_init(&L, text);
    while (n < max - 1 && (t = next(&L, &v, &loc)) != YYEOF && t != LEXERROR)
        toks[n++] = t;
    toks[n] = t == LEXERROR ? LEXERROR : 0;
    lexed_free(&L);
    return n;
}

Test(lexer, instruction_line)
{
    int t[32];
    int n = scan("%x = add nsw i32 %a, 42 ; comment\n", t, 32);
    int want[] = {LOCALVAR, '=', BINOP, FLAG, INTTYPE, LOCALVAR, ',', INTLIT, 0};
    cr_assert_eq(n, 8);
    for (int i = 0; i <= n; i++)
        cr_assert_eq(t[i], want[i], "token %d: %d != %d", i, t[i], want[i]);
}

Test(lexer, names_numbers_labels_metadata)
{
    int t[32];
    scan("@\"a b\" %12 entry: 7: !dbg !12 #3 $c !{ ... <{ }>", t, 32);
    int want[] = {GLOBALVAR, LOCALID, LABELSTR, LABELSTR, MDVAR, MDID, ATTRGRPID,
                  COMDATVAR, '!', '{', DOTDOTDOT, LTBRACE, RBRACEGT, 0};
    for (int i = 0; want[i]; i++)
        cr_assert_eq(t[i], want[i], "token %d", i);
}

Test(lexer, named_metadata_definition_is_its_own_token)
{
    int t[8];
    scan("!nvvm.annotations = !{}", t, 8);
    cr_assert_eq(t[0], MDVAR_DEF);
    scan("!nvvm.annotations !{}", t, 8);
    cr_assert_eq(t[0], MDVAR);
}

Test(lexer, literals)
{
    int t[16];
    scan("-17 1.5e+03 0x3FF0000000000000 0xH3C00 0xR3F80 s0x1F u0xff", t, 16);
    int want[] = {INTLIT, FPLIT, HEXFP, HEXFP, HEXFP, HEXINT, HEXINT, 0};
    for (int i = 0; want[i]; i++)
        cr_assert_eq(t[i], want[i], "token %d", i);
}

Test(lexer, keyword_payloads)
{
    Lexed L;
    YYSTYPE v;
    YYLTYPE loc;
    lexed_init(&L, "fadd ptx_kernel internal seq_cst i128 noundef");
    cr_assert_eq(next(&L, &v, &loc), BINOP);
    cr_assert_eq(v.kw, OP_FADD);
    cr_assert_eq(next(&L, &v, &loc), CALLCONV);
    cr_assert_eq(v.kw, CC_PTX_KERNEL);
    cr_assert_eq(next(&L, &v, &loc), LINKAGE);
    cr_assert_eq(v.kw, LINK_INTERNAL);
    cr_assert_eq(next(&L, &v, &loc), ORDERING);
    cr_assert_eq(v.kw, ORD_SEQ_CST);
    cr_assert_eq(next(&L, &v, &loc), INTTYPE);
    cr_assert_eq(v.num, 128);
    cr_assert_eq(next(&L, &v, &loc), AT_FLAG);
    cr_assert_eq(v.kw, ATTR_NOUNDEF);
    lexed_free(&L);
}

Test(lexer, quoted_strings_are_unescaped)
{
    Lexed L;
    YYSTYPE v;
    YYLTYPE loc;
    lexed_init(&L, "c\"hi\\0A\\00\" %\"x\\22y\"");
    cr_assert_eq(next(&L, &v, &loc), CSTR);
    cr_assert_eq(v.str.n, 4);
    cr_assert(memcmp(v.str.s, "hi\n\0", 4) == 0);
    cr_assert_eq(next(&L, &v, &loc), LOCALVAR);
    cr_assert_str_eq(v.str.s, "x\"y");
    lexed_free(&L);
}

Test(lexer, locations_count_lines_and_columns)
{
    Lexed L;
    YYSTYPE v;
    YYLTYPE loc;
    lexed_init(&L, "; first line\n  ret void\n\tbr");
    next(&L, &v, &loc);
    cr_assert_eq(loc.line, 2);
    cr_assert_eq(loc.col, 3);
    next(&L, &v, &loc);
    next(&L, &v, &loc);
    cr_assert_eq(loc.line, 3);
    cr_assert_eq(loc.col, 2);
    lexed_free(&L);
}

Test(lexer, errors_are_located)
{
    Lexed L;
    YYSTYPE v;
    YYLTYPE loc;
    lexed_init(&L, "ret\n  `");
    next(&L, &v, &loc);
    cr_assert_eq(next(&L, &v, &loc), LEXERROR);
    fflush(L.mem);
    cr_assert(strstr(L.out, "t.ll:2:3: error: unexpected character '`'"), "%s", L.out);
    lexed_free(&L);

    lexed_init(&L, "@\"open\n");
    cr_assert_eq(next(&L, &v, &loc), LEXERROR);
    fflush(L.mem);
    cr_assert(strstr(L.out, "t.ll:1:2: error: unterminated quoted name"), "%s", L.out);
    lexed_free(&L);
}

Test(lexer, nul_byte_inside_the_text_is_an_error)
{
    static const char text[] = "ret\0void";
    Lexed L;
    YYSTYPE v;
    YYLTYPE loc;
    lexed_init(&L, text);
    L.src.len = sizeof text - 1; /* the NUL is part of the input */
    L.P.lim = L.src.text + L.src.len;
    next(&L, &v, &loc);
    cr_assert_eq(next(&L, &v, &loc), LEXERROR);
    fflush(L.mem);
    cr_assert(strstr(L.out, "unexpected NUL byte"), "%s", L.out);
    lexed_free(&L);
}
