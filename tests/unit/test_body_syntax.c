/*
 * tests/unit/test_body_syntax.c -- syntax errors inside function bodies:
 * the exact message, line and column, and that it is the only error.
 *
 * Bodies are parsed by hand (frontend/body.c), the skeleton of the
 * module's items by bison (frontend/parser.y); both must word a syntax
 * error alike: the tokens that would have been accepted at the offending
 * one, in one order, LLVM's short forms ("expected type", "expected value
 * token", "expected instruction opcode") where they apply, and a "did
 * you mean" for a near miss.  The expected messages below are those bison
 * gave when it still parsed bodies too, so they pin the hand-written
 * parser to the grammar's exact sets of expected tokens.
 *
 * The `ret i32 0 )` case checks the order of errors: the instruction's
 * own error (a value returned from a void function) is never reported,
 * because the token after it is checked first, as bison's LAC does.
 */
#include <criterion/criterion.h>

#include "tests/unit/parse_helper.h"

typedef struct SyntaxCase {
    const char *line;  /* line 4 of the module: one statement of @f */
    const char *want;  /* the first diagnostic line */
} SyntaxCase;

static const SyntaxCase cases[] = {
    {"%x = add nsw i32 , %a", "t.ll:4:20: error: expected value token, found ','"},
    {"%x = ad i32 %a, 1",
     "t.ll:4:8: error: expected instruction opcode, found 'ad'; did you mean 'add' or 'and'?"},
    {"%b = icmp i32 %a, 1", "t.ll:4:13: error: expected flag or predicate, found 'i32'"},
    {"store i32 %a, ptr %p syncscope(\"agent\") align 4",
     "t.ll:4:43: error: expected instruction opcode, found 'align'"},
    {"call void @g(i32 %a ret void", "t.ll:4:23: error: expected ',' or ')', found 'ret'"},
    {"%v = load i32, ptr %p, align", "t.ll:5:3: error: expected integer, found 'ret'"},
    {"ret i32 0 )", "t.ll:4:13: error: expected instruction opcode, found ')'"},
    {"%x = alloca [4 x i32",
     "t.ll:5:3: error: expected addrspace, '(', ']' or '*', found 'ret'"},
    {"br i1 %c, label %entry label %entry",
     "t.ll:4:26: error: expected instruction opcode, found 'label'"},
    {"%y = fadd flaot 1.0, 1.0",
     "t.ll:4:13: error: expected type, found 'flaot'; did you mean 'float' or 'fast'?"},
    {"%s = select i1 true, i32 1 i32 2", "t.ll:4:30: error: expected ',', found 'i32'"},
    {"%z = getelementptr i8, ptr %p, i64 1 i64 2",
     "t.ll:4:40: error: expected instruction opcode, found 'i64'"},
    {"%w = phi i32 [ 0, %entry ] [ 1, %entry ]",
     "t.ll:4:30: error: expected instruction opcode, found '['"},
    {"%q = call i32 asm sideeffect \"mov.u32 $0, 1;\" \"=r\"()",
     "t.ll:4:49: error: expected ',', found '\"=r\"'"},
    {"fence syncscope(\"x\")", "t.ll:5:3: error: expected ordering, found 'ret'"},
    {"%r = atomicrmw add ptr %p, i32 1 syncscope(\"agent\")",
     "t.ll:5:3: error: expected ordering, found 'ret'"},
};

/* Parse text and check that its only error is `want` (the first line of
 * the diagnostic). */
static void check_error(const char *text, const char *want)
{
    Parsed p = parse_str(text);
    cr_assert_null(p.m, "accepted:\n%s", text);
    cr_assert_eq(p.errors, 1, "%u errors for:\n%s\ngot:\n%s", p.errors, text, p.diags);
    size_t n = strcspn(p.diags, "\n");
    cr_assert(strlen(want) == n && strncmp(p.diags, want, n) == 0,
              "for:\n%s\nwant: %s\ngot:  %.*s", text, want, (int)n, p.diags);
    parsed_free(&p);
}

Test(body_syntax, errors_name_the_expected_tokens)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text,
                 "declare void @g(i32)\n"
                 "define void @f(i32 %%a, ptr %%p, i1 %%c) {\n"
                 "entry:\n"
                 "  %s\n"
                 "  ret void\n"
                 "}\n",
                 cases[i].line);
        check_error(text, cases[i].want);
    }
}

Test(body_syntax, end_of_file_inside_a_body)
{
    check_error("define void @f() {\nentry:\n  ret void\n",
                "t.ll:4:1: error: expected instruction opcode, found end of file");
}

/* Brackets nested deeper than LIMIT_NESTING inside a body stop the parse
 * with a located error (the C stack of the recursive descent stays
 * bounded); exactly LIMIT_NESTING levels are accepted. */
static char *nested(const char *head, int depth, const char *tail)
{
    size_t cap = strlen(head) + strlen(tail) + 8 + 6 * (size_t)depth;
    char *text = malloc(cap), *p = text;
    p += sprintf(p, "%s", head);
    for (int i = 0; i < depth; i++)
        p += sprintf(p, "[1 x ");
    p += sprintf(p, "i8");
    for (int i = 0; i < depth; i++)
        *p++ = ']';
    sprintf(p, "%s", tail);
    return text;
}

static char *nested_alloca(int depth)
{
    return nested("define void @f() {\n  %x = alloca ", depth, "\n  ret void\n}\n");
}

Test(body_syntax, nesting_is_bounded)
{
    char *ok = nested_alloca(LIMIT_NESTING), *deep = nested_alloca(LIMIT_NESTING + 1);
    Parsed p = parse_str(ok);
    cr_assert_not_null(p.m, "%d levels refused: %s", LIMIT_NESTING, p.diags);
    parsed_free(&p);
    /* at the first token inside the level too many: `i8`, after the
     * 14 columns of "  %x = alloca " and LIMIT_NESTING + 1 "[1 x " */
    char want[128];
    snprintf(want, sizeof want, "t.ll:2:%d: error: input nested too deeply: more than "
             "LIMIT_NESTING (%d) levels of brackets", 15 + 5 * (LIMIT_NESTING + 1),
             LIMIT_NESTING);
    check_error(deep, want);
    free(ok);
    free(deep);
}

/* ---- the syntax bodies share with the module level ----
 * Types, values and constant expressions have one grammar, body.c's,
 * which parses them inside bodies and in module-level items alike (a
 * global's initializer is handed to it by parser.y).  Each spelling
 * below, written as a global's initializer and as a stored value, is
 * accepted in both places and prints the same, or is refused in both with
 * the same message (an error inside brackets, where the surrounding item
 * cannot change what is expected): the item's context must not change
 * what the shared routines accept. */

typedef struct Shared {
    const char *type, *value;
} Shared;

static const Shared shared[] = {
    {"[2 x i32]", "[i32 1, i32 2]"},
    {"<2 x float>", "<float 1.0, float 0x3FF0000000000000>"},
    {"{ i32, ptr }", "{ i32 1, ptr @x }"},
    {"<{ i8, i16 }>", "<{ i8 1, i16 2 }>"},
    {"{}", "{}"},
    {"[0 x i8]", "zeroinitializer"},
    {"[3 x i8]", "c\"ab\\00\""},
    {"<4 x i32>", "splat (i32 7)"},
    {"half", "0xH3C00"},
    {"i32", "-5"},
    {"ptr addrspace(1)", "null"},
    {"i32", "poison"},
    {"ptr", "getelementptr inbounds (i8, ptr @x, i64 4)"},
    {"ptr", "getelementptr inrange(0, 8) (i8, ptr @x, i64 0)"},
    {"i64", "ptrtoint (ptr @x to i64)"},
    {"i64", "sub nuw (i64 ptrtoint (ptr @x to i64), i64 1)"},
    {"i1", "icmp eq (ptr @x, ptr null)"},
    {"i32", "extractelement (<2 x i32> <i32 1, i32 2>, i32 0)"},
    {"[2 x [2 x i8]]", "[[2 x i8] c\"ab\", [2 x i8] c\"cd\"]"},
    /* refused, with the same message */
    {"[2 x i32]", "[i32 1 i32 2]"},
    {"{ i32, i32 }", "{ i32 1, }"},
    {"<2 x i32>", "<>"},
    {"ptr", "getelementptr (i8, ptr @x i64 1)"},
    {"i64", "ptrtoint (ptr @x i64)"},
    {"[2 x float]", "[float 1.0, flaot 2.0]"},
    {"<4 x i32>", "splat (7)"},
    {"[2 x [2 x i8]", "zeroinitializer"},
    {"i1", "icmp (ptr @x, ptr null)"},
};

/* The text after `from` in s, up to `to` (or the end of the line); ""
 * when s has no `from`. */
static char *between(const char *s, const char *from, const char *to)
{
    const char *a = strstr(s, from);
    if (!a)
        return strdup("");
    a += strlen(from);
    const char *b = strstr(a, to), *nl = strchr(a, '\n');
    if (!b || (nl && nl < b))
        b = nl ? nl : a + strlen(a);
    return strndup(a, (size_t)(b - a));
}

/* What a parse of text says about the shared spelling: the printed value
 * (between `from` and `to` in the printed module) or the first error's
 * message without its location. */
static char *outcome(const char *text, const char *from, const char *to)
{
    Parsed p = parse_str(text);
    char *r;
    if (p.m) {
        char *printed = print_to_string(p.m);
        r = between(printed, from, to);
        free(printed);
    } else {
        r = between(p.diags, "error: ", "\n");
    }
    parsed_free(&p);
    return r;
}

Test(body_syntax, shared_syntax_parses_alike)
{
    for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++) {
        const Shared *c = &shared[i];
        char global[512], body[512];
        snprintf(global, sizeof global, "@x = global i32 0\n@g = global %s %s\n", c->type,
                 c->value);
        snprintf(body, sizeof body,
                 "@x = global i32 0\n"
                 "define void @f(ptr %%dst) {\n"
                 "  store %s %s, ptr %%dst\n"
                 "  ret void\n"
                 "}\n",
                 c->type, c->value);
        char *a = outcome(global, "@g = global ", "\n"), *b = outcome(body, "  store ", ", ptr %dst");
        cr_assert(*a, "%s %s: nothing printed or reported at the module level", c->type, c->value);
        cr_assert_str_eq(a, b, "%s %s: the module level and a body differ", c->type, c->value);
        free(a);
        free(b);
    }
}

/* ---- module-level items ----
 * What follows an item's skeleton (`@g =`, `define`, `!0 =`, ...) is
 * parsed by body.c too (parser.y hands it over).  The messages below are
 * those bison gave when it parsed those parts itself: the hand-written
 * parser must list exactly the tokens the grammar would have expected,
 * including the ones that may follow an item that has no closing
 * bracket (the next item, or the end of the file). */
static const SyntaxCase item_cases[] = {
    {"@g = global flaot 1.0", "t.ll:1:13: error: expected type, found 'flaot'; did you mean 'float'?"},
    {"@g = internal addrspace(1) foo global i32 7",
     "t.ll:1:28: error: expected global, constant, alias or ifunc, found 'foo'"},
    {"@g = external global i32 0",
     "t.ll:1:26: error: expected end of file, local name, global name or comdat name, found '0'"},
    {"@g = global i32 0 foo",
     "t.ll:1:19: error: expected end of file, local name, global name or comdat name, found 'foo'"},
    {"@g = global i32 0, align", "t.ll:2:1: error: expected integer, found end of file"},
    {"@a = alias i32 ptr @x", "t.ll:1:16: error: expected addrspace, ',', '(' or '*', found 'ptr'"},
    {"@a = external alias i32, ptr @x",
     "t.ll:1:15: error: expected global, constant, addrspace or externally_initialized, found 'alias'"},
    {"@g = thread_local(localdynamic global i32 0", "t.ll:1:32: error: expected ')', found 'global'"},
    {"declare i32 @f(i32 foo",
     "t.ll:1:20: error: expected local name, string constant, local number or align, found 'foo'"},
    {"declare i32 @f(i32 %a, ... %b)", "t.ll:1:28: error: expected ')', found '%b'"},
    {"declare void @f() #0 bar",
     "t.ll:1:22: error: expected end of file, local name, global name or comdat name, found 'bar'"},
    {"declare flaot @f()", "t.ll:1:9: error: expected type, found 'flaot'; did you mean 'float'?"},
    {"declare void f()", "t.ll:1:14: error: expected global name, global number or '(', found 'f'"},
    {"define void @f() nounwindd {",
     "t.ll:1:18: error: expected metadata name, string constant, attribute group or comdat, found "
     "'nounwindd'; did you mean 'nounwind'?"},
    {"attributes #0 = { nounwidn }",
     "t.ll:1:19: error: expected string constant, align, attribute or attribute(N), found "
     "'nounwidn'; did you mean 'nounwind'?"},
    {"!0 = distinct foo", "t.ll:1:15: error: expected metadata name or '!', found 'foo'"},
    {"!0 = !{i32 0, !\"x\" i32 1}", "t.ll:1:20: error: expected ',' or '}', found 'i32'"},
    {"!0 = !DILocation(line: 3 column: 1)", "t.ll:1:26: error: expected ',' or ')', found 'column:'"},
    {"%T = type { i32 foo", "t.ll:1:17: error: expected addrspace, ',', '}' or '(', found 'foo'"},
    {"%T = type opaq", "t.ll:1:11: error: expected type, found 'opaq'; did you mean 'opaque'?"},
};

Test(body_syntax, item_errors_name_the_expected_tokens)
{
    for (size_t i = 0; i < sizeof item_cases / sizeof item_cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, "%s\n", item_cases[i].line);
        check_error(text, item_cases[i].want);
    }
}

/* A global's initializer nests within the same LIMIT_NESTING as a body
 * (where bison's stack used to be the bound). */
Test(body_syntax, item_nesting_is_bounded)
{
    for (int depth = LIMIT_NESTING; depth <= LIMIT_NESTING + 1; depth++) {
        char *text = nested("@g = global ", depth, " zeroinitializer\n");
        if (depth == LIMIT_NESTING) {
            Parsed ok = parse_str(text);
            cr_assert_not_null(ok.m, "%d levels refused: %s", depth, ok.diags);
            parsed_free(&ok);
        } else {
            /* at `i8`, after the 12 columns of "@g = global " */
            char want[128];
            snprintf(want, sizeof want, "t.ll:1:%d: error: input nested too deeply: more than "
                     "LIMIT_NESTING (%d) levels of brackets", 13 + 5 * depth, LIMIT_NESTING);
            check_error(text, want);
        }
        free(text);
    }
}

/* body.c checks the token after an item that has no closing bracket of
 * its own (a global, an alias, a declaration, a type definition) against
 * the tokens that start an item (F_ITEM in its starts[] table): that set
 * must be exactly what parser.y's `item` rule begins with, or a valid
 * module would be refused.  So every kind of item below follows every
 * other; a new kind of item in parser.y gets a line here (and its first
 * token in F_ITEM). */
static const char *const every_item[] = {
    "source_filename = \"x.cu\"",
    "target triple = \"nvptx64-nvidia-cuda\"",
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"",
    "module asm \"\"",
    "%T = type { i32 }",
    "%1 = type opaque",
    "$c = comdat any",
    "@g = global i32 0",
    "@2 = global i32 1",
    "@a = alias i32, ptr @base",
    "define void @f() {\n  ret void\n}",
    "declare void @d()",
    "attributes #0 = { nounwind }",
    "!n = !{}",
    "!1 = !{}",
};

Test(body_syntax, every_item_may_follow_every_item)
{
    size_t n = sizeof every_item / sizeof every_item[0];
    for (size_t a = 0; a < n; a++) {
        for (size_t b = 0; b < n; b++) {
            if (a == b)
                continue;
            char text[512];
            snprintf(text, sizeof text, "@base = global i32 0\n@0 = global i32 0\n%s\n%s\n",
                     every_item[a], every_item[b]);
            Parsed p = parse_str(text);
            cr_assert_not_null(p.m, "refused:\n%s\n%s", text, p.diags);
            parsed_free(&p);
        }
    }
}
