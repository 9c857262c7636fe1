/*
 * tests/unit/test_isel_tables.c -- invariants of isel's hand-written
 * lookup tables.
 *
 * The warp family's intrinsic signature table (isel/lower/warp.c) is searched
 * by bisection, which silently misses a name placed out of order: a new
 * row in the wrong place would make its intrinsic "unsupported" (or fall
 * to another family) with no other symptom.  This test fails instead, and
 * names the first row out of order.
 */
#include <criterion/criterion.h>

#include "isel/isel.h"

Test(isel_tables, warp_signatures_strictly_sorted)
{
    size_t n = warp_signatures_count();
    cr_assert_gt(n, 100, "the signature table lost its rows");
    cr_expect_eq(warp_signatures_unsorted_at(), n,
                 "isel/lower/warp.c: signatures[] row %zu is out of strcmp order "
                 "(or a duplicate)", warp_signatures_unsorted_at());
}
