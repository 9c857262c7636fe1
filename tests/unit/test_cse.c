/*
 * tests/unit/test_cse.c -- Criterion tests for pass "cse" (ir/cse.c) and
 * the folding it shares with NVVMReflect (ir/fold.c): each case parses a
 * function, runs the pass, and compares the printed IR with the expected
 * text in full -- which repeats are merged into which dominating
 * instruction, what must not merge (a sibling block's value, a load, a
 * freeze, an fdiv with !fpmath), which constants and identities fold,
 * which branches fold and which blocks go, and where comparisons are
 * computed again.  The expected texts were checked by hand against the
 * rules in the file's opening comment.  tests/sim/kernels/cse.ll runs
 * the result beside llc-19's.
 */
#include <criterion/criterion.h>

#include "tests/unit/parse_helper.h"

static char *run(const char *in)
{
    Parsed p = parse_str(in);
    cr_assert_not_null(p.m, "parse failed: %s", p.diags);
    for (Global *fn = p.m->funcs; fn; fn = fn->next)
        if (!fn->is_decl)
            cse_function(p.m, fn);
    char *s = print_to_string(p.m);
    parsed_free(&p);
    return s;
}

static void check(const char *in, const char *want)
{
    char *got = run(in);
    cr_assert_str_eq(got, want, "got:\n%s\nwant:\n%s", got, want);
    free(got);
}

/* The same sext and add in a dominated block are the dominator's; the
 * commuted add too.  The other arm of the diamond is not dominated by
 * its sibling: its copy stays, and the join's copy is the entry's. */
Test(cse, dominated)
{
    check("define i64 @f(i1 %c, i32 %x, i64 %n) {\n"
          "entry:\n"
          "  %a = sext i32 %x to i64\n"
          "  %b = add i64 %a, %n\n"
          "  br i1 %c, label %l, label %r\n"
          "l:\n"
          "  %a1 = sext i32 %x to i64\n"
          "  %b1 = add i64 %n, %a1\n"
          "  %m1 = mul i64 %b1, 3\n"
          "  br label %j\n"
          "r:\n"
          "  %m2 = mul i64 %b, 3\n"
          "  br label %j\n"
          "j:\n"
          "  %p = phi i64 [ %m1, %l ], [ %m2, %r ]\n"
          "  %m3 = mul i64 %b, 3\n"
          "  %s = add i64 %p, %m3\n"
          "  ret i64 %s\n"
          "}\n",
          "define i64 @f(i1 %c, i32 %x, i64 %n) {\n"
          "entry:\n"
          "  %a = sext i32 %x to i64\n"
          "  %b = add i64 %a, %n\n"
          "  br i1 %c, label %l, label %r\n"
          "\n"
          "l:\n"
          "  %m1 = mul i64 %b, 3\n"
          "  br label %j\n"
          "\n"
          "r:\n"
          "  %m2 = mul i64 %b, 3\n"
          "  br label %j\n"
          "\n"
          "j:\n"
          "  %p = phi i64 [ %m1, %l ], [ %m2, %r ]\n"
          "  %m3 = mul i64 %b, 3\n"
          "  %s = add i64 %p, %m3\n"
          "  ret i64 %s\n"
          "}\n");
}

/* Loads (memory may change between them), freezes, calls, instructions
 * with other flags or another !fpmath are not merged; the second fdiv
 * without metadata is the first's. */
Test(cse, not_merged)
{
    check("define float @g(ptr %p, i32 %x, float %f) {\n"
          "entry:\n"
          "  br label %b\n"
          "b:\n"
          "  %l1 = load i32, ptr %p, align 4\n"
          "  store i32 0, ptr %p, align 4\n"
          "  %l2 = load i32, ptr %p, align 4\n"
          "  %z1 = freeze i32 %x\n"
          "  %z2 = freeze i32 %x\n"
          "  %a1 = add nsw i32 %l1, %l2\n"
          "  %a2 = add i32 %l1, %l2\n"
          "  %s = add i32 %a1, %a2\n"
          "  %t = add i32 %z1, %z2\n"
          "  %u = add i32 %s, %t\n"
          "  store i32 %u, ptr %p, align 4\n"
          "  %d1 = fdiv float %f, 3.0, !fpmath !0\n"
          "  %d2 = fdiv float %f, 3.0\n"
          "  %d3 = fdiv float %f, 3.0\n"
          "  %e = fadd float %d1, %d2\n"
          "  %e2 = fadd float %e, %d3\n"
          "  ret float %e2\n"
          "}\n"
          "!0 = !{float 2.5}\n",
          "define float @g(ptr %p, i32 %x, float %f) {\n"
          "entry:\n"
          "  br label %b\n"
          "\n"
          "b:\n"
          "  %l1 = load i32, ptr %p, align 4\n"
          "  store i32 0, ptr %p, align 4\n"
          "  %l2 = load i32, ptr %p, align 4\n"
          "  %z1 = freeze i32 %x\n"
          "  %z2 = freeze i32 %x\n"
          "  %a1 = add nsw i32 %l1, %l2\n"
          "  %a2 = add i32 %l1, %l2\n"
          "  %s = add i32 %a1, %a2\n"
          "  %t = add i32 %z1, %z2\n"
          "  %u = add i32 %s, %t\n"
          "  store i32 %u, ptr %p, align 4\n"
          "  %d1 = fdiv float %f, 3.000000e+00, !fpmath !0\n"
          "  %d2 = fdiv float %f, 3.000000e+00\n"
          "  %e = fadd float %d1, %d2\n"
          "  %e2 = fadd float %e, %d2\n"
          "  ret float %e2\n"
          "}\n"
          "\n"
          "!0 = !{float 2.500000e+00}\n");
}

/* Constants and identities fold on the way, and what they leave unused
 * goes: Numba's `mul i64 1, %n`, `add i64 0, %i`, a field read off an
 * insertvalue, shifts and divisions of constants (not by zero, not
 * INT_MIN / -1), x - x. */
Test(cse, folds)
{
    check("define i64 @h(i64 %i, i64 %n) {\n"
          "entry:\n"
          "  br label %b\n"
          "b:\n"
          "  %s = mul nsw i64 1, %n\n"
          "  %t = add i64 0, %i\n"
          "  %u = add i64 %t, %s\n"
          "  %agg = insertvalue [2 x i64] undef, i64 128, 1\n"
          "  %f = extractvalue [2 x i64] %agg, 1\n"
          "  %v = add i64 %u, %f\n"
          "  %sh = shl i64 3, 4\n"
          "  %dv = sdiv i64 -7, 2\n"
          "  %d0 = udiv i64 7, 0\n"
          "  %ov = sdiv i8 -128, -1\n"
          "  %ox = sext i8 %ov to i64\n"
          "  %z = sub i64 %n, %n\n"
          "  %w1 = add i64 %v, %sh\n"
          "  %w2 = add i64 %w1, %dv\n"
          "  %w3 = add i64 %w2, %d0\n"
          "  %w4 = add i64 %w3, %ox\n"
          "  %w5 = or i64 %w4, %z\n"
          "  ret i64 %w5\n"
          "}\n",
          "define i64 @h(i64 %i, i64 %n) {\n"
          "entry:\n"
          "  br label %b\n"
          "\n"
          "b:\n"
          "  %u = add i64 %i, %n\n"
          "  %v = add i64 %u, 128\n"
          "  %d0 = udiv i64 7, 0\n"
          "  %ov = sdiv i8 -128, -1\n"
          "  %ox = sext i8 %ov to i64\n"
          "  %w1 = add i64 %v, 48\n"
          "  %w2 = add i64 %w1, -3\n"
          "  %w3 = add i64 %w2, %d0\n"
          "  %w4 = add i64 %w3, %ox\n"
          "  ret i64 %w4\n"
          "}\n");
}

/* A branch on a folded comparison becomes unconditional, without its
 * branch weights (one per successor: LLVM rejects them on an
 * unconditional branch); the block it no longer reaches goes, the join's phi loses that entry and, left
 * with one value, is that value.  Blocks unreachable in the input stay. */
Test(cse, branches)
{
    check("define i32 @k(i32 %x) {\n"
          "entry:\n"
          "  %c = icmp sgt i64 64, 0\n"
          "  br i1 %c, label %yes, label %no, !prof !0\n"
          "yes:\n"
          "  %a = add i32 %x, 1\n"
          "  br label %j\n"
          "no:\n"
          "  %b = add i32 %x, 2\n"
          "  br label %j\n"
          "j:\n"
          "  %p = phi i32 [ %a, %yes ], [ %b, %no ]\n"
          "  ret i32 %p\n"
          "dead:\n"
          "  %d = add i32 %x, 0\n"
          "  ret i32 %d\n"
          "}\n"
          "!0 = !{!\"branch_weights\", i32 1, i32 99}\n",
          "define i32 @k(i32 %x) {\n"
          "entry:\n"
          "  br label %yes\n"
          "\n"
          "yes:\n"
          "  %a = add i32 %x, 1\n"
          "  br label %j\n"
          "\n"
          "j:\n"
          "  ret i32 %a\n"
          "\n"
          "dead:\n"
          "  %d = add i32 %x, 0\n"
          "  ret i32 %d\n"
          "}\n"
          "\n"
          "!0 = !{!\"branch_weights\", i32 1, i32 99}\n");
}

/* Two equal comparisons merge (so the selects on them merge too), and a
 * comparison used in another block is computed again there, at the
 * block's start after its phis; a phi's use keeps the original. */
Test(cse, compares)
{
    check("define i64 @m(i64 %i, i64 %n, i1 %c) {\n"
          "entry:\n"
          "  %lt = icmp slt i64 %i, 0\n"
          "  %w = add i64 %i, %n\n"
          "  %s = select i1 %lt, i64 %w, i64 %i\n"
          "  br i1 %c, label %b, label %j\n"
          "b:\n"
          "  %lt2 = icmp slt i64 %i, 0\n"
          "  %s2 = select i1 %lt2, i64 %w, i64 %i\n"
          "  %z = zext i1 %lt2 to i64\n"
          "  %t = add i64 %s2, %z\n"
          "  br label %j\n"
          "j:\n"
          "  %p = phi i64 [ %t, %b ], [ 0, %entry ]\n"
          "  %q = phi i1 [ %lt, %entry ], [ false, %b ]\n"
          "  %r = add i64 %p, %s\n"
          "  %y = zext i1 %q to i64\n"
          "  %r2 = add i64 %r, %y\n"
          "  ret i64 %r2\n"
          "}\n",
          "define i64 @m(i64 %i, i64 %n, i1 %c) {\n"
          "entry:\n"
          "  %lt = icmp slt i64 %i, 0\n"
          "  %w = add i64 %i, %n\n"
          "  %s = select i1 %lt, i64 %w, i64 %i\n"
          "  br i1 %c, label %b, label %j\n"
          "\n"
          "b:\n"
          "  %0 = icmp slt i64 %i, 0\n"
          "  %z = zext i1 %0 to i64\n"
          "  %t = add i64 %s, %z\n"
          "  br label %j\n"
          "\n"
          "j:\n"
          "  %p = phi i64 [ %t, %b ], [ 0, %entry ]\n"
          "  %q = phi i1 [ %lt, %entry ], [ false, %b ]\n"
          "  %r = add i64 %p, %s\n"
          "  %y = zext i1 %q to i64\n"
          "  %r2 = add i64 %r, %y\n"
          "  ret i64 %r2\n"
          "}\n");
}

/* Scopes close: a value seen in one loop's body is not offered to the
 * code after the loop, which that body does not dominate. */
Test(cse, scopes)
{
    check("define i32 @n(i32 %x, i32 %k) {\n"
          "entry:\n"
          "  br label %h\n"
          "h:\n"
          "  %i = phi i32 [ 0, %entry ], [ %i1, %body ]\n"
          "  %c = icmp slt i32 %i, %k\n"
          "  br i1 %c, label %body, label %out\n"
          "body:\n"
          "  %m = mul i32 %x, 7\n"
          "  %i1 = add i32 %i, %m\n"
          "  br label %h\n"
          "out:\n"
          "  %m2 = mul i32 %x, 7\n"
          "  %r = add i32 %i, %m2\n"
          "  ret i32 %r\n"
          "}\n",
          "define i32 @n(i32 %x, i32 %k) {\n"
          "entry:\n"
          "  br label %h\n"
          "\n"
          "h:\n"
          "  %i = phi i32 [ 0, %entry ], [ %i1, %body ]\n"
          "  %c = icmp slt i32 %i, %k\n"
          "  br i1 %c, label %body, label %out\n"
          "\n"
          "body:\n"
          "  %m = mul i32 %x, 7\n"
          "  %i1 = add i32 %i, %m\n"
          "  br label %h\n"
          "\n"
          "out:\n"
          "  %m2 = mul i32 %x, 7\n"
          "  %r = add i32 %i, %m2\n"
          "  ret i32 %r\n"
          "}\n");
}

/* A function of one block gets the folds but no merging (its DAG is the
 * whole block and merges repeats itself): x * 1 and a select of one value
 * go, the two equal adds stay for the DAG. */
Test(cse, one_block_folds)
{
    check("define i32 @s(i32 %x, i1 %c) {\n"
          "entry:\n"
          "  %a = mul i32 %x, 1\n"
          "  %b = select i1 %c, i32 %a, i32 %a\n"
          "  %d = add i32 %b, 7\n"
          "  %e = add i32 %b, 7\n"
          "  %f = mul i32 %d, %e\n"
          "  ret i32 %f\n"
          "}\n",
          "define i32 @s(i32 %x, i1 %c) {\n"
          "entry:\n"
          "  %d = add i32 %x, 7\n"
          "  %e = add i32 %x, 7\n"
          "  %f = mul i32 %d, %e\n"
          "  ret i32 %f\n"
          "}\n");
}

/* optnone: nothing happens. */
Test(cse, optnone)
{
    const char *in = "define i32 @o(i32 %x) #0 {\n"
                     "entry:\n"
                     "  %a = add i32 %x, 0\n"
                     "  %b = add i32 %x, 0\n"
                     "  %c = add i32 %a, %b\n"
                     "  ret i32 %c\n"
                     "}\n"
                     "\n"
                     "attributes #0 = { noinline optnone }\n";
    check(in, in);
}

/* Only a commutative operation merges with its operands swapped: a - b
 * is not b - a, nor a < b b < a; a + b is b + a. */
Test(cse, operand_order)
{
    check("define i32 @q(i32 %a, i32 %b) {\n"
          "entry:\n"
          "  br label %body\n"
          "body:\n"
          "  %s1 = sub i32 %a, %b\n"
          "  %s2 = sub i32 %b, %a\n"
          "  %c1 = icmp slt i32 %a, %b\n"
          "  %c2 = icmp slt i32 %b, %a\n"
          "  %x = select i1 %c1, i32 %s1, i32 %s2\n"
          "  %y = select i1 %c2, i32 %s1, i32 %s2\n"
          "  %p1 = add i32 %x, %y\n"
          "  %p2 = add i32 %y, %x\n"
          "  %r = mul i32 %p1, %p2\n"
          "  ret i32 %r\n"
          "}\n",
          "define i32 @q(i32 %a, i32 %b) {\n"
          "entry:\n"
          "  br label %body\n"
          "\n"
          "body:\n"
          "  %s1 = sub i32 %a, %b\n"
          "  %s2 = sub i32 %b, %a\n"
          "  %c1 = icmp slt i32 %a, %b\n"
          "  %c2 = icmp slt i32 %b, %a\n"
          "  %x = select i1 %c1, i32 %s1, i32 %s2\n"
          "  %y = select i1 %c2, i32 %s1, i32 %s2\n"
          "  %p1 = add i32 %x, %y\n"
          "  %r = mul i32 %p1, %p1\n"
          "  ret i32 %r\n"
          "}\n");
}

/* A condition is known in the blocks its branch's one edge dominates:
 * in %a (entered only on %c's true edge) a select and a branch on %c
 * fold; once %a no longer branches to %b, %b has one way in, the false
 * edge, and the next walk folds its select too.  %j, with two ways in,
 * keeps its branch. */
Test(cse, known_conditions)
{
    check("define i32 @k(i32 %x, i32 %y) {\n"
          "entry:\n"
          "  %c = icmp slt i32 %x, %y\n"
          "  br i1 %c, label %a, label %b\n"
          "a:\n"
          "  %s = select i1 %c, i32 1, i32 2\n"
          "  br i1 %c, label %a2, label %b\n"
          "a2:\n"
          "  ret i32 %s\n"
          "b:\n"
          "  %t = select i1 %c, i32 3, i32 4\n"
          "  ret i32 %t\n"
          "}\n"
          "define i32 @j(i32 %x, i32 %y) {\n"
          "entry:\n"
          "  %c = icmp slt i32 %x, %y\n"
          "  br i1 %c, label %a, label %j\n"
          "a:\n"
          "  br label %j\n"
          "j:\n"
          "  br i1 %c, label %r1, label %r2\n"
          "r1:\n"
          "  ret i32 1\n"
          "r2:\n"
          "  ret i32 2\n"
          "}\n",
          "define i32 @k(i32 %x, i32 %y) {\n"
          "entry:\n"
          "  %c = icmp slt i32 %x, %y\n"
          "  br i1 %c, label %a, label %b\n"
          "\n"
          "a:\n"
          "  br label %a2\n"
          "\n"
          "a2:\n"
          "  ret i32 1\n"
          "\n"
          "b:\n"
          "  ret i32 4\n"
          "}\n"
          "\n"
          "define i32 @j(i32 %x, i32 %y) {\n"
          "entry:\n"
          "  %c = icmp slt i32 %x, %y\n"
          "  br i1 %c, label %a, label %j\n"
          "\n"
          "a:\n"
          "  br label %j\n"
          "\n"
          "j:\n"
          "  br i1 %c, label %r1, label %r2\n"
          "\n"
          "r1:\n"
          "  ret i32 1\n"
          "\n"
          "r2:\n"
          "  ret i32 2\n"
          "}\n");
}
