/*
 * tests/unit/test_consts.c -- uniqued constants (ir/const.c).
 *
 * Checks: equal constants are one pointer; integers are truncated to their
 * width and extended correctly; wide (i128) values keep all their words
 * and print in full decimal; double -> half/bfloat/float conversion rounds
 * to nearest-even, including ties, overflow to infinity, subnormals, NaN
 * and signed zero; operands of aggregates are real uses.
 */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

static Module *m;
static ConstTable *ct;
static TypeTable *tt;

static void setup(void)
{
    m = module_new();
    ct = &m->consts;
    tt = &m->types;
}
static void teardown(void) { module_free(m); }

TestSuite(consts, .init = setup, .fini = teardown);

/* const_int_print into a malloc'ed string (caller frees). */
static char *int_text(const Const *c)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const_int_print(f, c);
    fclose(f);
    return buf;
}

static void expect_int_text(const Const *c, const char *want)
{
    char *got = int_text(c);
    cr_expect_str_eq(got, want);
    free(got);
}

Test(consts, integers_are_uniqued)
{
    cr_assert_eq(const_int(ct, tt->i32, 5), const_int(ct, tt->i32, 5));
    cr_assert_neq(const_int(ct, tt->i32, 5), const_int(ct, tt->i32, 6));
    cr_assert_neq(const_int(ct, tt->i32, 5), const_int(ct, tt->i64, 5));
    cr_assert_eq(const_bool(ct, true), const_int(ct, tt->i1, 1));
    for (uint64_t i = 0; i < 2000; i++) /* across several rehashes */
        cr_assert_eq(const_int(ct, tt->i64, i)->words[0], i);
    cr_assert_eq(const_int(ct, tt->i64, 7), const_int(ct, tt->i64, 7));
}

Test(consts, truncation_and_extension)
{
    Const *c = const_int(ct, tt->i8, 300);
    cr_assert_eq(const_int_zext(c), 44);
    cr_assert_eq(const_int(ct, tt->i8, (uint64_t)-1), const_int(ct, tt->i8, 255));
    Const *m1 = const_int(ct, tt->i8, 255);
    cr_assert_eq(const_int_sext(m1), -1);
    cr_assert_eq(const_int_zext(m1), 255);
    cr_assert_eq(const_int_zext(const_int(ct, tt->i1, 3)), 1);
    cr_assert_eq(const_int_sext(const_int(ct, tt->i1, 1)), -1);
    Type *i17 = type_int(tt, 17);
    cr_assert_eq(const_int_sext(const_int(ct, i17, 0x10000)), -65536);
    cr_assert_eq(const_int_sext(const_int(ct, tt->i64, 1ull << 63)), INT64_MIN);
    cr_assert(const_int_fits64(m1));
}

Test(consts, i128_values)
{
    Type *i128 = type_int(tt, 128);
    Const *m1 = const_int(ct, i128, (uint64_t)-1);
    cr_assert_eq(m1->words[0], UINT64_MAX);
    cr_assert_eq(m1->words[1], UINT64_MAX);
    cr_assert_eq(const_int_sext(m1), -1);
    cr_assert(const_int_fits64(m1));
    expect_int_text(m1, "-1");

    uint64_t w[2] = {0, 1};
    Const *big = const_int_words(ct, i128, w, 2);
    cr_assert_not(const_int_fits64(big));
    expect_int_text(big, "18446744073709551616");
    cr_assert_eq(big, const_int_words(ct, i128, w, 2));

    uint64_t neg[2] = {0, UINT64_MAX};
    expect_int_text(const_int_words(ct, i128, neg, 2), "-18446744073709551616");
    uint64_t min[2] = {0, 1ull << 63};
    expect_int_text(const_int_words(ct, i128, min, 2),
                    "-170141183460469231731687303715884105728");
    uint64_t max[2] = {UINT64_MAX, UINT64_MAX >> 1};
    expect_int_text(const_int_words(ct, i128, max, 2),
                    "170141183460469231731687303715884105727");
    uint64_t u64max[2] = {UINT64_MAX, 0};
    Const *u = const_int_words(ct, i128, u64max, 2);
    cr_assert(const_int_fits64(u));
    expect_int_text(u, "18446744073709551615");
    /* extra words beyond the width are dropped */
    Type *i65 = type_int(tt, 65);
    uint64_t over[2] = {1, 6};
    cr_assert_eq(const_int_words(ct, i65, over, 2)->words[1], 0);
    expect_int_text(const_int(ct, tt->i32, (uint64_t)-7), "-7");
}

static uint64_t half_of(double d) { return const_fp_from_double(ct, tt->half_ty, d)->fp_lo; }
static uint64_t bf_of(double d) { return const_fp_from_double(ct, tt->bfloat_ty, d)->fp_lo; }

Test(consts, double_to_half)
{
    cr_expect_eq(half_of(1.0), 0x3C00);
    cr_expect_eq(half_of(-2.0), 0xC000);
    cr_expect_eq(half_of(65504.0), 0x7BFF);
    cr_expect_eq(half_of(65519.0), 0x7BFF);
    cr_expect_eq(half_of(65520.0), 0x7C00);        /* tie rounds to inf */
    cr_expect_eq(half_of(1.0 + ldexp(1, -11)), 0x3C00);   /* tie -> even */
    cr_expect_eq(half_of(1.0 + 3 * ldexp(1, -11)), 0x3C02); /* tie -> even */
    cr_expect_eq(half_of(1.0 + ldexp(1, -11) + ldexp(1, -30)), 0x3C01);
    cr_expect_eq(half_of(ldexp(1, -24)), 0x0001);  /* least subnormal */
    cr_expect_eq(half_of(ldexp(1, -25)), 0x0000);  /* tie -> even (0) */
    cr_expect_eq(half_of(ldexp(1.5, -25)), 0x0001);
    cr_expect_eq(half_of(ldexp(1023, -24)), 0x03FF);
    cr_expect_eq(half_of(ldexp(1023.5, -24)), 0x0400); /* rounds to normal */
    cr_expect_eq(half_of(ldexp(1, -14)), 0x0400);
    cr_expect_eq(half_of(1e-30), 0x0000);
    cr_expect_eq(half_of(-0.0), 0x8000);
    cr_expect_eq(half_of(INFINITY), 0x7C00);
    cr_expect_eq(half_of(-INFINITY), 0xFC00);
    cr_expect_eq(half_of(1e10), 0x7C00);
    cr_expect_eq(half_of(NAN) & 0x7E00, 0x7E00); /* a quiet NaN */
}

Test(consts, double_to_bfloat)
{
    cr_expect_eq(bf_of(1.0), 0x3F80);
    cr_expect_eq(bf_of(3.0), 0x4040);
    cr_expect_eq(bf_of(1.0 + ldexp(1, -8)), 0x3F80);
    cr_expect_eq(bf_of(1.0 + 3 * ldexp(1, -8)), 0x3F82);
    cr_expect_eq(bf_of(ldexp(1, -133)), 0x0001);
    cr_expect_eq(bf_of(INFINITY), 0x7F80);
    cr_expect_eq(bf_of(NAN) & 0x7FC0, 0x7FC0);
    cr_expect_eq(bf_of(-0.0), 0x8000);
}

/* float conversion must agree with the host's (round-to-nearest) cast. */
Test(consts, double_to_float_matches_host)
{
    double samples[] = {0.1, -1.0 / 3, 3.4028235677973366e38, 3.5e38,
                        1e-40, 1.4e-45, 7e-46, 2.8e-45, 123456789.0,
                        ldexp(1, -149), ldexp(1.5, -150), ldexp(1, -150)};
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        float f = (float)samples[i];
        uint32_t want;
        memcpy(&want, &f, 4);
        uint64_t got = const_fp_from_double(ct, tt->float_ty, samples[i])->fp_lo;
        cr_expect_eq(got, want, "%.17g: got %#llx want %#x", samples[i],
                     (unsigned long long)got, want);
    }
    srand(1);
    for (int i = 0; i < 10000; i++) {
        uint64_t b = ((uint64_t)rand() << 40) ^ ((uint64_t)rand() << 20) ^ rand();
        double d;
        memcpy(&d, &b, 8);
        if (d != d)
            continue;
        float f = (float)d;
        uint32_t want;
        memcpy(&want, &f, 4);
        cr_assert_eq(fp_bits_from_double(tt->float_ty, d, NULL), want);
    }
}

Test(consts, fp_back_to_double_and_uniquing)
{
    cr_assert_eq(const_fp_to_double(const_fp(ct, tt->half_ty, 0x3555, 0)),
                 0.333251953125);
    cr_assert_eq(const_fp_to_double(const_fp(ct, tt->half_ty, 0x0001, 0)),
                 ldexp(1, -24));
    cr_assert(isinf(const_fp_to_double(const_fp(ct, tt->half_ty, 0xFC00, 0))));
    cr_assert(isnan(const_fp_to_double(const_fp(ct, tt->bfloat_ty, 0x7FC1, 0))));
    cr_assert_eq(const_fp_to_double(const_fp(ct, tt->bfloat_ty, 0x4040, 0)), 3.0);
    cr_assert_eq(const_fp_to_double(const_fp_from_double(ct, tt->fp128_ty, 0.75)), 0.75);
    cr_assert_eq(const_fp_to_double(const_fp_from_double(ct, tt->x86_fp80_ty, -1e-310)), -1e-310);
    Const *one = const_fp_from_double(ct, tt->fp128_ty, 1.0);
    cr_assert_eq(one->fp_hi, 0x3FFF000000000000ull);
    cr_assert_eq(one->fp_lo, 0);
    Const *k = const_fp_from_double(ct, tt->x86_fp80_ty, 1.0);
    cr_assert_eq(k->fp_hi, 0x3FFF);
    cr_assert_eq(k->fp_lo, 0x8000000000000000ull);
    cr_assert_eq(const_fp(ct, tt->float_ty, 0x3F800000, 0),
                 const_fp_from_double(ct, tt->float_ty, 1.0));
    cr_assert_neq(const_fp(ct, tt->float_ty, 0x80000000, 0),
                  const_fp(ct, tt->float_ty, 0, 0));
}

Test(consts, others_are_uniqued_and_linked)
{
    Type *ptr = type_ptr(tt, 0, NULL);
    cr_assert_eq(const_null(ct, ptr), const_null(ct, ptr));
    cr_assert_neq((void *)const_null(ct, ptr), (void *)const_zero(ct, ptr));
    cr_assert_neq(const_undef(ct, tt->i32), const_poison(ct, tt->i32));
    Type *arr = type_array(tt, tt->i32, 2);
    Value *el[2] = {&const_int(ct, tt->i32, 1)->v, &const_int(ct, tt->i32, 2)->v};
    Const *a = const_agg(ct, arr, el, 2);
    cr_assert_eq(a, const_agg(ct, arr, el, 2));
    Value *el2[2] = {el[1], el[0]};
    cr_assert_neq(a, const_agg(ct, arr, el2, 2));
    cr_assert_eq(a->ops[0].user, &a->v);
    Type *s3 = type_array(tt, tt->i8, 3);
    cr_assert_eq(const_data(ct, s3, (const unsigned char *)"hi", 3),
                 const_data(ct, s3, (const unsigned char *)"hi", 3));
    cr_assert_neq(const_data(ct, s3, (const unsigned char *)"hi", 3),
                  const_data(ct, s3, (const unsigned char *)"ho", 3));

    /* a global referenced from a constant expression sees the use */
    Global *g = arena_alloc(&m->arena, sizeof *g);
    g->v.kind = VK_GLOBAL;
    g->v.type = ptr;
    g->gk = GK_VAR;
    Value *ops[1] = {&g->v};
    Const *e = const_expr(ct, tt->i64, OP_PTRTOINT, 0, 0, NULL, ops, 1, -1);
    cr_assert_eq(e, const_expr(ct, tt->i64, OP_PTRTOINT, 0, 0, NULL, ops, 1, -1));
    cr_assert_neq(e, const_expr(ct, tt->i32, OP_PTRTOINT, 0, 0, NULL, ops, 1, -1));
    cr_assert_not_null(g->v.uses);
    cr_assert_eq(g->v.uses->user->kind, VK_CEXPR);
    int n = 0;
    for (Use *u = g->v.uses; u; u = u->next)
        n++;
    cr_assert_eq(n, 2);
}
