/*
 * tests/unit/test_intrattr.c -- the intrinsic attribute table's lookup
 * (ir/intrattr.c).
 *
 * Checks: the sorted index a module's declarations are looked up in
 * decides every name as the table's plain scan does -- each family, a
 * longer name of it, an overloaded form, a word that only starts like it
 * -- and a module's declaration gets the longest family's attributes.
 */
#include <criterion/criterion.h>

#include "frontend/frontend.h"
#include "ir/ir.h"

Test(intrattr, index_agrees_with_the_scan)
{
    cr_assert(intrinsic_attrs_index_ok());
}

/* llvm.nvvm.read.ptx.sreg.tid.x is covered by its own family, not by a
 * shorter one; LLVM 19 reads it as speculatable memory(none). */
Test(intrattr, longest_family_decides)
{
    const char *text = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    Source src = {.name = "t.ll", .text = text, .len = strlen(text)};
    Diag d;
    diag_init(&d, &src, stderr);
    Module *m = parse_module(&src, &d);
    cr_assert_not_null(m);
    const Global *g = m->funcs;
    cr_assert(g && g->attrs_replaced);
    cr_assert_not_null(attr_find(m, &g->attrs, ATTR_SPECULATABLE));
    const Attr *mem = attr_find(m, &g->attrs, ATTR_MEMORY);
    cr_assert(mem && mem->val && !strcmp(mem->val, "none"));
    module_free(m);
}
