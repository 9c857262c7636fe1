/*
 * tests/unit/test_types.c -- the type table (ir/type.c) and attribute
 * table (ir/attr.c).
 *
 * Checks: interning (equal types are one pointer, types that differ in any
 * one field are different pointers), identified structs by name, sizes and
 * alignments under NVPTX's data layout, and LLVM's exact spelling of types
 * in both pointer dialects.  Also that ATTR_KINDS stays sorted, which the
 * attribute lookup's binary search relies on.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "ir/ir.h"
#include "tests/unit/module_fixture.h"

MODULE_FIXTURE(types);

static const char *str(const Type *t)
{
    static char buf[256]; /* test-only scratch */
    return type_str(t, buf, sizeof buf);
}

Test(types, ints_are_interned)
{
    cr_assert_eq(type_int(tt, 32), tt->i32);
    cr_assert_eq(type_int(tt, 1), tt->i1);
    cr_assert_eq(type_int(tt, 17), type_int(tt, 17));
    cr_assert_neq(type_int(tt, 17), type_int(tt, 18));
}

Test(types, pointers_differ_by_addrspace_and_pointee)
{
    Type *p0 = type_ptr(tt, 0, NULL), *p3 = type_ptr(tt, 3, NULL);
    cr_assert_eq(p0, type_ptr(tt, 0, NULL));
    cr_assert_neq(p0, p3);
    Type *fp = type_ptr(tt, 0, tt->float_ty);
    cr_assert_eq(fp, type_ptr(tt, 0, tt->float_ty));
    cr_assert_neq(fp, p0);
    cr_assert_neq(fp, type_ptr(tt, 1, tt->float_ty));
}

Test(types, aggregates_are_interned_structurally)
{
    Type *mem[2] = {tt->i32, tt->float_ty};
    Type *s = type_struct(tt, mem, 2, false);
    mem[0] = tt->i64; /* the table must have copied the array */
    Type *mem2[2] = {tt->i32, tt->float_ty};
    cr_assert_eq(s, type_struct(tt, mem2, 2, false));
    cr_assert_neq(s, type_struct(tt, mem2, 2, true));
    cr_assert_neq(s, type_struct(tt, mem, 2, false));
    cr_assert_eq(type_array(tt, tt->i32, 8), type_array(tt, tt->i32, 8));
    cr_assert_neq(type_array(tt, tt->i32, 8), type_array(tt, tt->i32, 9));
    cr_assert_neq(type_vec(tt, tt->i32, 2, false), type_vec(tt, tt->i32, 2, true));
    cr_assert_neq((void *)type_vec(tt, tt->i32, 2, false),
                  (void *)type_array(tt, tt->i32, 2));
    Type *f1 = type_func(tt, tt->i32, mem2, 2, false);
    cr_assert_eq(f1, type_func(tt, tt->i32, mem2, 2, false));
    cr_assert_neq(f1, type_func(tt, tt->i32, mem2, 2, true));
    cr_assert_neq(f1, type_func(tt, tt->void_ty, mem2, 2, false));
}

Test(types, many_types_survive_rehash)
{
    Type *first[600];
    for (uint32_t i = 0; i < 600; i++)
        first[i] = type_array(tt, tt->i8, i);
    for (uint32_t i = 0; i < 600; i++)
        cr_assert_eq(type_array(tt, tt->i8, i), first[i]);
}

Test(types, identified_structs_by_name)
{
    Type *a = type_named_struct(tt, "struct.A", 0);
    cr_assert(a->opaque);
    cr_assert_eq(type_named_struct(tt, "struct.A", 0), a);
    Type *b = type_named_struct(tt, "struct.B", 0);
    cr_assert_neq(a, b);
    Type **mem = arena_array(&m->arena, 1, sizeof *mem);
    mem[0] = tt->i32;
    type_set_body(a, mem, 1, false);
    cr_assert_not(a->opaque);
    /* a literal struct with the same body is a different type */
    cr_assert_neq(type_struct(tt, mem, 1, false), a);
    cr_assert_eq(tt->named.len, 2);
    cr_assert_eq(VEC_AT(&tt->named, Type *, 0), a);
    cr_assert_eq(VEC_AT(&tt->named, Type *, 1), b);
}

Test(types, scalar_sizes_and_alignments)
{
    struct { Type *t; uint64_t size; uint32_t align; } cases[] = {
        {tt->i1, 1, 1}, {tt->i8, 1, 1}, {tt->i16, 2, 2}, {tt->i32, 4, 4},
        {tt->i64, 8, 8}, {type_int(tt, 128), 16, 16},
        {type_int(tt, 24), 4, 4}, {type_int(tt, 48), 8, 8},
        {type_int(tt, 96), 16, 16}, {type_int(tt, 256), 32, 16},
        {tt->half_ty, 2, 2}, {tt->bfloat_ty, 2, 2}, {tt->float_ty, 4, 4},
        {tt->double_ty, 8, 8}, {tt->fp128_ty, 16, 16},
        {tt->x86_fp80_ty, 16, 16}, {type_ptr(tt, 3, NULL), 8, 8},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_expect_eq(type_size(cases[i].t, 64), cases[i].size, "size of %s",
                     str(cases[i].t));
        cr_expect_eq(type_align(cases[i].t, 64), cases[i].align,
                     "align of %s", str(cases[i].t));
    }
    cr_assert_eq(type_size(type_ptr(tt, 0, NULL), 32), 4);
}

Test(types, aggregate_layout)
{
    Type *v3f = type_vec(tt, tt->float_ty, 3, false);
    cr_assert_eq(type_size(v3f, 64), 16);
    cr_assert_eq(type_align(v3f, 64), 16);
    Type *v2h = type_vec(tt, tt->half_ty, 2, false);
    cr_assert_eq(type_size(v2h, 64), 4);
    cr_assert_eq(type_align(v2h, 64), 4);
    Type *mem[3] = {tt->i8, tt->i32, tt->i8};
    Type *s = type_struct(tt, mem, 3, false);
    cr_assert_eq(type_size(s, 64), 12);
    cr_assert_eq(type_align(s, 64), 4);
    Type *ps = type_struct(tt, mem, 3, true);
    cr_assert_eq(type_size(ps, 64), 6);
    cr_assert_eq(type_align(ps, 64), 1);
    cr_assert_eq(type_size(type_array(tt, s, 10), 64), 120);
    cr_assert_eq(type_size(type_struct(tt, NULL, 0, false), 64), 0);
    cr_assert_eq(type_align(type_array(tt, tt->double_ty, 0), 64), 8);
}

Test(types, predicates)
{
    cr_assert(type_is_fp(tt->half_ty));
    cr_assert(type_is_fp(tt->ppc_fp128_ty));
    cr_assert_not(type_is_fp(tt->i32));
    cr_assert(type_is_sized(type_array(tt, tt->i32, 4)));
    cr_assert_not(type_is_sized(type_named_struct(tt, "opaque.T", 0)));
    cr_assert_not(type_is_first_class(tt->void_ty));
    cr_assert_eq(type_fp_bits(tt->x86_fp80_ty), 80);
    Type *v = type_vec(tt, tt->i16, 4, false);
    cr_assert_eq(type_scalar(v), tt->i16);
    cr_assert(type_is_aggregate(type_array(tt, tt->i8, 1)));
    cr_assert_not(type_is_aggregate(v));
}

Test(types, spellings_opaque_pointers)
{
    Type *p = type_ptr(tt, 0, NULL);
    cr_assert_str_eq(str(tt->i32), "i32");
    cr_assert_str_eq(str(p), "ptr");
    cr_assert_str_eq(str(type_ptr(tt, 3, NULL)), "ptr addrspace(3)");
    cr_assert_str_eq(str(type_vec(tt, tt->float_ty, 4, false)), "<4 x float>");
    cr_assert_str_eq(str(type_vec(tt, tt->i32, 2, true)), "<vscale x 2 x i32>");
    cr_assert_str_eq(str(type_array(tt, tt->i32, 8)), "[8 x i32]");
    Type *mem[2] = {tt->i32, tt->float_ty};
    cr_assert_str_eq(str(type_struct(tt, mem, 2, false)), "{ i32, float }");
    Type *pm[2] = {tt->i8, tt->i32};
    cr_assert_str_eq(str(type_struct(tt, pm, 2, true)), "<{ i8, i32 }>");
    cr_assert_str_eq(str(type_struct(tt, NULL, 0, false)), "{}");
    Type *params[1] = {p};
    cr_assert_str_eq(str(type_func(tt, tt->i32, params, 1, true)), "i32 (ptr, ...)");
    cr_assert_str_eq(str(type_func(tt, tt->void_ty, NULL, 0, false)), "void ()");
    cr_assert_str_eq(str(type_func(tt, tt->void_ty, NULL, 0, true)), "void (...)");
    cr_assert_str_eq(str(tt->x86_fp80_ty), "x86_fp80");
    cr_assert_str_eq(str(tt->metadata_ty), "metadata");
}

Test(types, spellings_typed_pointers_and_names)
{
    cr_assert_str_eq(str(type_ptr(tt, 1, tt->float_ty)), "float addrspace(1)*");
    cr_assert_str_eq(str(type_ptr(tt, 0, tt->i8)), "i8*");
    Type *params[1] = {type_ptr(tt, 0, tt->float_ty)};
    Type *fn = type_func(tt, tt->void_ty, params, 1, false);
    cr_assert_str_eq(str(type_ptr(tt, 0, fn)), "void (float*)*");
    cr_assert_str_eq(str(type_ptr(tt, 0, type_ptr(tt, 0, tt->i8))), "i8**");
    cr_assert_str_eq(str(type_named_struct(tt, "struct.S", 0)), "%struct.S");
    cr_assert_str_eq(str(type_named_struct(tt, "0", 1)), "%0");
    cr_assert_str_eq(str(type_named_struct(tt, "struct.a b", 0)), "%\"struct.a b\"");
}

Test(types, type_str_truncates)
{
    char buf[5];
    type_str(type_array(tt, tt->i32, 8), buf, sizeof buf);
    cr_assert_str_eq(buf, "[8 x");
}

Test(attrs, table_is_sorted_and_lookup_works)
{
    for (int k = 1; k < ATTR_STRING; k++)
        cr_assert_lt(strcmp(attr_name(k - 1), attr_name(k)), 0,
                     "%s before %s", attr_name(k - 1), attr_name(k));
    AttrKind k;
    cr_assert(attr_lookup("noundef", 7, &k));
    cr_assert_eq(k, ATTR_NOUNDEF);
    cr_assert(attr_lookup("alignxyz", 5, &k));
    cr_assert_eq(k, ATTR_ALIGN);
    cr_assert(attr_lookup("zeroext", 7, &k));
    cr_assert_eq(k, ATTR_ZEROEXT);
    cr_assert_not(attr_lookup("noundefx", 8, &k));
    cr_assert_not(attr_lookup("", 0, &k));
    cr_assert_eq(attr_shape(ATTR_DEREFERENCEABLE), AS_PINT);
}
