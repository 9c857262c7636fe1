/*
 * tests/unit/test_literals.c -- literals become the right constants.
 *
 * A literal's meaning depends on the type written before it: the same
 * `-1` is 0xff as an i8 and all ones as an i128; `0x3FF0000000000000` is a
 * double's bits even when the type is float.  These tests parse one global
 * initializer at a time and look at the constant that comes out.
 */
#include <criterion/criterion.h>

#include "tests/unit/parse_helper.h"

/* Parse `@g = global <ty_and_init>` and return @g's initializer. */
static Const *init_of(const char *decl, Parsed *r)
{
    char text[512];
    snprintf(text, sizeof text, "@g = global %s\n", decl);
    *r = parse_str(text);
    cr_assert_not_null(r->m, "%s: %s", decl, r->diags);
    return (Const *)r->m->globals->init;
}

Test(literals, integers_take_the_width_of_their_type)
{
    Parsed r;
    Const *c = init_of("i8 -1", &r);
    cr_assert_eq(c->v.kind, VK_CINT);
    cr_assert_eq(const_int_zext(c), 0xff);
    cr_assert_eq(const_int_sext(c), -1);
    parsed_free(&r);
    c = init_of("i8 255", &r);
    cr_assert_eq(const_int_sext(c), -1);
    parsed_free(&r);
}

Test(literals, wide_integers)
{
    Parsed r;
    Const *c = init_of("i128 -170141183460469231731687303715884105728", &r);
    cr_assert_eq(c->words[0], 0);
    cr_assert_eq(c->words[1], 0x8000000000000000ull);
    parsed_free(&r);
    c = init_of("i128 18446744073709551616", &r); /* 2^64 */
    cr_assert_eq(c->words[0], 0);
    cr_assert_eq(c->words[1], 1);
    parsed_free(&r);
}

Test(literals, hex_integers_sign_extend_only_when_signed)
{
    Parsed r;
    Const *c = init_of("i32 s0xF", &r);
    cr_assert_eq(const_int_sext(c), -1);
    parsed_free(&r);
    c = init_of("i32 u0xF", &r);
    cr_assert_eq(const_int_sext(c), 15);
    parsed_free(&r);
}

Test(literals, integer_out_of_range_is_a_located_error)
{
    Parsed r = parse_str("@g = global i8 256\n");
    cr_assert_null(r.m);
    cr_assert(strstr(r.diags, "t.ll:1:16: error: integer constant '256' does not fit in type 'i8'"),
              "%s", r.diags);
    parsed_free(&r);
    r = parse_str("@g = global i8 -129\n");
    cr_assert_null(r.m);
    parsed_free(&r);
    r = parse_str("@g = global i8 -128\n");
    cr_assert_not_null(r.m, "%s", r.diags);
    parsed_free(&r);
}

Test(literals, floating_point_forms)
{
    Parsed r;
    Const *c = init_of("double 0x3FF0000000000000", &r);
    cr_assert_eq(c->fp_lo, 0x3FF0000000000000ull);
    parsed_free(&r);
    c = init_of("float 0x3FF0000000000000", &r); /* a double's bits, as float */
    cr_assert_eq(c->fp_lo, 0x3F800000u);
    parsed_free(&r);
    c = init_of("float 2.5", &r);
    cr_assert_eq(c->fp_lo, 0x40200000u);
    parsed_free(&r);
    c = init_of("half 0xH3C00", &r);
    cr_assert_eq(c->fp_lo, 0x3C00);
    parsed_free(&r);
    c = init_of("half 1.0", &r);
    cr_assert_eq(c->fp_lo, 0x3C00);
    parsed_free(&r);
    c = init_of("bfloat 0xR3F80", &r);
    cr_assert_eq(c->fp_lo, 0x3F80);
    parsed_free(&r);
    c = init_of("fp128 0xL00000000000000003FFF000000000000", &r);
    cr_assert_eq(c->fp_lo, 0);
    cr_assert_eq(c->fp_hi, 0x3FFF000000000000ull);
    parsed_free(&r);
}

Test(literals, literal_of_the_wrong_kind_is_an_error)
{
    Parsed r = parse_str("@g = global float 1\n");
    cr_assert_null(r.m);
    cr_assert(strstr(r.diags, "integer constant must have integer type"), "%s", r.diags);
    parsed_free(&r);
    r = parse_str("@g = global i32 1.0\n");
    cr_assert_null(r.m);
    parsed_free(&r);
}

Test(literals, constants_are_uniqued)
{
    Parsed r = parse_str("@a = global i32 7\n@b = global i32 7\n"
                         "@c = global [2 x i16] [i16 1, i16 2]\n"
                         "@d = global [2 x i16] [i16 1, i16 2]\n");
    cr_assert_not_null(r.m, "%s", r.diags);
    Global *a = r.m->globals, *b = a->next, *c = b->next, *d = c->next;
    cr_assert_eq(a->init, b->init);
    cr_assert_eq(c->init, d->init);
    parsed_free(&r);
}

Test(literals, aggregates_strings_and_splat)
{
    Parsed r;
    Const *c = init_of("[3 x i8] c\"a\\00b\"", &r);
    cr_assert_eq(c->v.kind, VK_CDATA);
    cr_assert(memcmp(c->bytes, "a\0b", 3) == 0);
    parsed_free(&r);
    c = init_of("<4 x i32> splat (i32 3)", &r);
    cr_assert_eq(c->v.kind, VK_CAGG);
    cr_assert_eq(c->nops, 4);
    cr_assert_eq(const_int_zext((Const *)c->ops[3].val), 3);
    parsed_free(&r);
}
