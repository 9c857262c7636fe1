/*
 * tests/unit/test_fpopts.c -- libNVVM's -fma / -prec-sqrt as
 * fast-math flags (ir/fpopts.c), checked on the module printed back.
 */
#include <criterion/criterion.h>

#include "tests/unit/parse_helper.h"

static const char *const src =
    "declare float @llvm.sqrt.f32(float)\n"
    "define float @f(float %a, float %b, double %x, double %y) {\n"
    "  %m = fmul float %a, %b\n"
    "  %s = fadd contract float %m, %a\n"
    "  %t = fsub float %s, %b\n"
    "  %q = fdiv float %t, %a\n"
    "  %dq = fdiv double %x, %y\n"
    "  %r = call float @llvm.sqrt.f32(float %q)\n"
    "  ret float %r\n"
    "}\n";

static char *apply(FpOptions o)
{
    Parsed p = parse_str(src);
    cr_assert_not_null(p.m, "parse failed: %s", p.diags);
    fp_options_apply(p.m, &o);
    char *text = NULL;
    size_t n = 0;
    FILE *mem = open_memstream(&text, &n);
    module_print(mem, p.m);
    fclose(mem);
    parsed_free(&p);
    return text;
}

Test(fpopts, fma1_contracts_every_fmul_fadd_fsub)
{
    char *t = apply((FpOptions){1, -1});
    cr_assert_not_null(strstr(t, "%m = fmul contract float %a, %b"), "%s", t);
    cr_assert_not_null(strstr(t, "%s = fadd contract float %m, %a"), "%s", t);
    cr_assert_not_null(strstr(t, "%t = fsub contract float %s, %b"), "%s", t);
    cr_assert_not_null(strstr(t, "%q = fdiv float %t, %a"), "%s", t); /* not fdiv */
    free(t);
}

Test(fpopts, fma0_removes_contract_even_where_written)
{
    char *t = apply((FpOptions){0, -1});
    cr_assert_not_null(strstr(t, "%s = fadd float %m, %a"), "%s", t);
    cr_assert_null(strstr(t, "contract"), "%s", t);
    free(t);
}

Test(fpopts, as_written_without_options)
{
    char *t = apply((FpOptions){-1, -1});
    cr_assert_not_null(strstr(t, "%m = fmul float %a, %b"), "%s", t);
    cr_assert_not_null(strstr(t, "%s = fadd contract float %m, %a"), "%s", t);
    cr_assert_null(strstr(t, "afn"), "%s", t);
    free(t);
}

/* -prec-sqrt=0 lets the f32 square root be approximate; division is not
 * touched here (-prec-div=0 is the selector's div.full, not a flag:
 * tests/codegen/prec_div0.ll) */
Test(fpopts, prec_sqrt0_makes_f32_sqrt_approximate)
{
    char *t = apply((FpOptions){-1, 0});
    cr_assert_not_null(strstr(t, "%q = fdiv float %t, %a"), "%s", t);
    cr_assert_not_null(strstr(t, "%dq = fdiv double %x, %y"), "%s", t);
    cr_assert_not_null(strstr(t, "%r = call afn float @llvm.sqrt.f32(float %q)"), "%s", t);
    free(t);
    t = apply((FpOptions){-1, 1});
    cr_assert_null(strstr(t, "afn"), "%s", t);
    free(t);
}
