/*
 * tests/unit/test_intrsig.c -- LLVM's intrinsic signatures (ir/intrsig.c,
 * ir/intrinsic_sigs.def).
 *
 * Checks: the table is sorted (the lookup's binary search relies on it)
 * and every signature is well formed in the notation; names are looked up
 * as LLVM does (exact, or an overloaded name plus suffixes; never a
 * non-overloaded name plus a suffix); overloaded slots must agree with
 * each other and with fixed types; mangled names are LLVM's.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "ir/ir.h"
#include "tests/unit/module_fixture.h"

MODULE_FIXTURE(intrsig);

Test(intrsig, table_sorted_and_well_formed)
{
    size_t n;
    const IntrinsicSig *t = intrinsic_sig_table(&n);
    cr_assert_gt(n, 2000);
    for (size_t k = 0; k < n; k++) {
        const char *why = intrinsic_sig_check(&t[k]);
        cr_assert_null(why, "%s \"%s\": %s", t[k].name, t[k].sig, why ? why : "");
        if (k)
            cr_assert_lt(strcmp(t[k - 1].name, t[k].name), 0, "not sorted at %s", t[k].name);
    }
}

Test(intrsig, malformed_signatures_are_caught)
{
    const IntrinsicSig bad[] = {
        {"x", "i32(i32"}, {"x", "i32(q7)"}, {"x", "anyint($1)"}, {"x", "i32($0)"},
        {"x", "{i32,i32(i32)"}, {"x", "i32"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof *bad; k++)
        cr_assert_not_null(intrinsic_sig_check(&bad[k]), "%s", bad[k].sig);
}

Test(intrsig, lookup_as_llvm_does)
{
    cr_assert_str_eq(intrinsic_sig_find("llvm.umax.i32")->name, "llvm.umax");
    cr_assert_str_eq(intrinsic_sig_find("llvm.umax")->name, "llvm.umax");
    cr_assert_str_eq(intrinsic_sig_find("llvm.memcpy.inline.p0.p0.i64")->name,
                     "llvm.memcpy.inline");
    cr_assert_str_eq(intrinsic_sig_find("llvm.nvvm.ldg.global.f.f32.p1")->name,
                     "llvm.nvvm.ldg.global.f");
    cr_assert_str_eq(intrinsic_sig_find("llvm.nvvm.fmin.f")->sig, "f32(f32,f32)");
    /* a fixed-signature intrinsic takes no suffix; unknown names are none */
    cr_assert_null(intrinsic_sig_find("llvm.nvvm.fmin.f.f32"));
    cr_assert_null(intrinsic_sig_find("llvm.foobar"));
    cr_assert_null(intrinsic_sig_find("my.umax.i32"));
}

static Type *fn(Type *ret, Type *a, Type *b, Type *c)
{
    Type *p[3] = {a, b, c};
    return type_func(tt, ret, p, c ? 3 : b ? 2 : a ? 1 : 0, false);
}

static bool fits(const char *name, Type *fnty)
{
    IntrinsicSigMatch mm;
    return intrinsic_sig_match(intrinsic_sig_find(name), fnty, &mm);
}

Test(intrsig, overloaded_slots_agree)
{
    Type *i32 = tt->i32, *i92 = type_int(tt, 92), *f = tt->float_ty;
    cr_assert(fits("llvm.smax.i32", fn(i32, i32, i32, NULL)));
    cr_assert(fits("llvm.smax.i32", fn(i92, i92, i92, NULL))); /* LLVM remangles */
    cr_assert_not(fits("llvm.smax.i32", fn(i32, i32, i92, NULL)));
    cr_assert_not(fits("llvm.smax.i32", fn(f, f, f, NULL)));   /* anyint */
    cr_assert(fits("llvm.ctlz.i64", fn(tt->i64, tt->i64, tt->i1, NULL)));
    cr_assert_not(fits("llvm.ctlz.i64", fn(tt->i64, tt->i64, i32, NULL)));
    cr_assert(fits("llvm.nvvm.fmin.f", fn(f, f, f, NULL)));
    cr_assert_not(fits("llvm.nvvm.fmin.f", fn(f, f, tt->double_ty, NULL)));
    cr_assert_not(fits("llvm.nvvm.read.ptx.sreg.tid.x", fn(tt->i64, NULL, NULL, NULL)));
}

Test(intrsig, vectors_masks_and_pointers)
{
    Type *v4f = type_vec(tt, tt->float_ty, 4, false), *m4 = type_vec(tt, tt->i1, 4, false);
    Type *m8 = type_vec(tt, tt->i1, 8, false), *p = type_ptr(tt, 0, NULL);
    Type *pf = type_ptr(tt, 1, tt->float_ty); /* typed: the pointee is ignored */
    Type *args[4] = {p, tt->i32, m4, v4f};
    IntrinsicSigMatch mm;
    const IntrinsicSig *ml = intrinsic_sig_find("llvm.masked.load.v4f32.p0");
    cr_assert(intrinsic_sig_match(ml, type_func(tt, v4f, args, 4, false), &mm));
    cr_assert_eq(mm.nov, 2);
    char name[64];
    cr_assert(intrinsic_sig_mangle(ml, &mm, name, sizeof name));
    cr_assert_str_eq(name, "llvm.masked.load.v4f32.p0");
    args[2] = m8; /* a mask of another length */
    cr_assert_not(intrinsic_sig_match(ml, type_func(tt, v4f, args, 4, false), &mm));
    cr_assert_eq(mm.slot, 2);
    cr_assert(fits("llvm.nvvm.ldg.global.f", fn(tt->float_ty, pf, tt->i32, NULL)));
    const IntrinsicSig *um = intrinsic_sig_find("llvm.umax");
    cr_assert(intrinsic_sig_match(um, fn(tt->i8, tt->i8, tt->i8, NULL), &mm));
    cr_assert(intrinsic_sig_mangle(um, &mm, name, sizeof name));
    cr_assert_str_eq(name, "llvm.umax.i8");
}

Test(intrsig, variable_arguments)
{
    Type *p[2] = {tt->i64, tt->i32};
    IntrinsicSigMatch mm;
    const IntrinsicSig *sm = intrinsic_sig_find("llvm.experimental.stackmap");
    cr_assert(intrinsic_sig_match(sm, type_func(tt, tt->void_ty, p, 2, true), &mm));
    cr_assert_not(intrinsic_sig_match(sm, type_func(tt, tt->void_ty, p, 2, false), &mm));
    cr_assert_eq(mm.slot, -2);
}
