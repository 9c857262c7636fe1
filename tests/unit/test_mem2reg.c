/*
 * tests/unit/test_mem2reg.c -- Criterion tests for pass "mem2reg"
 * (ir/mem2reg.c): each case parses a function, promotes it, and compares
 * the printed IR with the expected text in full -- where the phis go and
 * what feeds them, which accesses become extractvalue / insertvalue, and
 * that what must stay in memory is left untouched.  The expected texts
 * were checked by hand against the SSA construction rules (Cytron et al.,
 * TOPLAS 1991) and agree with what LLVM's mem2reg makes of the same input
 * up to value names.  tests/sim/kernels/mem2reg.ll runs promoted code
 * beside llc-19's.
 */
#include <criterion/criterion.h>

#include "tests/unit/parse_helper.h"

/* in promoted by mem2reg_function, printed. */
static char *promoted(const char *in)
{
    Parsed p = parse_str(in);
    cr_assert_not_null(p.m, "parse failed: %s", p.diags);
    for (Global *fn = p.m->funcs; fn; fn = fn->next)
        if (!fn->is_decl)
            mem2reg_function(p.m, fn);
    char *s = print_to_string(p.m);
    parsed_free(&p);
    return s;
}

static void check(const char *in, const char *want)
{
    char *got = promoted(in);
    cr_assert_str_eq(got, want, "got:\n%s\nwant:\n%s", got, want);
    free(got);
}

/* A variable stored on one arm of a diamond: one phi at the join,
 * the entry's value from the entry, the arm's from the arm. */
Test(mem2reg, diamond)
{
    check("define i32 @diamond(i1 %c, i32 %x) {\n"
          "entry:\n"
          "  %v = alloca i32, align 4\n"
          "  store i32 %x, ptr %v, align 4\n"
          "  br i1 %c, label %then, label %join\n"
          "then:\n"
          "  %d = add i32 %x, 1\n"
          "  store i32 %d, ptr %v, align 4\n"
          "  br label %join\n"
          "join:\n"
          "  %r = load i32, ptr %v, align 4\n"
          "  ret i32 %r\n"
          "}\n",
          "define i32 @diamond(i1 %c, i32 %x) {\n"
          "entry:\n"
          "  br i1 %c, label %then, label %join\n"
          "\n"
          "then:\n"
          "  %d = add i32 %x, 1\n"
          "  br label %join\n"
          "\n"
          "join:\n"
          "  %0 = phi i32 [ %x, %entry ], [ %d, %then ]\n"
          "  ret i32 %0\n"
          "}\n");
}

/* Two loop variables: phis at the header (the frontier of the
 * body's stores), read after the loop from the header's phi. */
Test(mem2reg, loop)
{
    check("define i32 @loop(i32 %n) {\n"
          "entry:\n"
          "  %i = alloca i32, align 4\n"
          "  %s = alloca i32, align 4\n"
          "  store i32 0, ptr %i, align 4\n"
          "  store i32 0, ptr %s, align 4\n"
          "  br label %head\n"
          "head:\n"
          "  %iv = load i32, ptr %i, align 4\n"
          "  %c = icmp slt i32 %iv, %n\n"
          "  br i1 %c, label %body, label %exit\n"
          "body:\n"
          "  %sv = load i32, ptr %s, align 4\n"
          "  %s2 = add i32 %sv, %iv\n"
          "  store i32 %s2, ptr %s, align 4\n"
          "  %i2 = add i32 %iv, 1\n"
          "  store i32 %i2, ptr %i, align 4\n"
          "  br label %head\n"
          "exit:\n"
          "  %r = load i32, ptr %s, align 4\n"
          "  ret i32 %r\n"
          "}\n",
          "define i32 @loop(i32 %n) {\n"
          "entry:\n"
          "  br label %head\n"
          "\n"
          "head:\n"
          "  %0 = phi i32 [ 0, %entry ], [ %s2, %body ]\n"
          "  %1 = phi i32 [ 0, %entry ], [ %i2, %body ]\n"
          "  %c = icmp slt i32 %1, %n\n"
          "  br i1 %c, label %body, label %exit\n"
          "\n"
          "body:\n"
          "  %s2 = add i32 %0, %1\n"
          "  %i2 = add i32 %1, 1\n"
          "  br label %head\n"
          "\n"
          "exit:\n"
          "  ret i32 %0\n"
          "}\n");
}

/* A struct written field by field through nested GEPs and read by
 * field: insertvalues into undef, and the field read back is the value
 * stored (fold_field reads it off the insertvalue chain, past the store
 * of another field), no memory.  The insertvalues nothing reads select
 * to nothing. */
Test(mem2reg, fields)
{
    check("define i64 @fields(i64 %a, i32 %b) {\n"
          "entry:\n"
          "  %p = alloca { i32, [2 x i64] }, align 8\n"
          "  %f1 = getelementptr inbounds { i32, [2 x i64] }, ptr %p, i32 0, i32 1\n"
          "  %f11 = getelementptr inbounds [2 x i64], ptr %f1, i64 0, i64 1\n"
          "  store i64 %a, ptr %f11, align 8\n"
          "  %f0 = getelementptr inbounds { i32, [2 x i64] }, ptr %p, i32 0, i32 0\n"
          "  store i32 %b, ptr %f0, align 4\n"
          "  %r = load i64, ptr %f11, align 8\n"
          "  ret i64 %r\n"
          "}\n",
          "define i64 @fields(i64 %a, i32 %b) {\n"
          "entry:\n"
          "  %0 = insertvalue { i32, [2 x i64] } undef, i64 %a, 1, 1\n"
          "  %1 = insertvalue { i32, [2 x i64] } %0, i32 %b, 0\n"
          "  ret i64 %a\n"
          "}\n");
}

/* A load before any store reads undef; in a block no path reaches,
 * the store defines nothing and the load reads undef too. */
Test(mem2reg, uninit_and_unreachable)
{
    check("define i32 @uninit_and_unreachable() {\n"
          "entry:\n"
          "  %u = alloca i32, align 4\n"
          "  %r = load i32, ptr %u, align 4\n"
          "  ret i32 %r\n"
          "dead:\n"
          "  store i32 1, ptr %u, align 4\n"
          "  %d = load i32, ptr %u, align 4\n"
          "  ret i32 %d\n"
          "}\n",
          "define i32 @uninit_and_unreachable() {\n"
          "entry:\n"
          "  ret i32 undef\n"
          "\n"
          "dead:\n"
          "  ret i32 undef\n"
          "}\n");
}

/* Variables that must stay in memory are left exactly as written: a
 * volatile access, an address passed to a call or stored, a load of
 * another type than stored, an index known only at run time.  (The
 * input is written as the printer spells it, so the text after the pass
 * is the same text.) */
static const char stays_src[] =
    "declare void @g(ptr)\n"
    "\n"
    "define i32 @stays(ptr %q) {\n"
    "entry:\n"
    "  %vol = alloca i32, align 4\n"
    "  %esc = alloca i32, align 4\n"
    "  %pun = alloca float, align 4\n"
    "  %idx = alloca [2 x i32], align 4\n"
    "  store volatile i32 1, ptr %vol, align 4\n"
    "  call void @g(ptr %esc)\n"
    "  store float 1.000000e+00, ptr %pun, align 4\n"
    "  %b = load i32, ptr %pun, align 4\n"
    "  %e = getelementptr [2 x i32], ptr %idx, i32 0, i32 %b\n"
    "  store i32 2, ptr %e, align 4\n"
    "  store ptr %esc, ptr %q, align 8\n"
    "  ret i32 %b\n"
    "}\n";

Test(mem2reg, stays)
{
    check(stays_src, stays_src);
}

/* optnone: nothing is promoted (llc's SROA skips such functions). */
Test(mem2reg, skipped)
{
    check("define i32 @skipped(i32 %x) noinline optnone {\n"
          "entry:\n"
          "  %v = alloca i32, align 4\n"
          "  store i32 %x, ptr %v, align 4\n"
          "  %r = load i32, ptr %v, align 4\n"
          "  ret i32 %r\n"
          "}\n",
          "define i32 @skipped(i32 %x) noinline optnone {\n"
          "entry:\n"
          "  %v = alloca i32, align 4\n"
          "  store i32 %x, ptr %v, align 4\n"
          "  %r = load i32, ptr %v, align 4\n"
          "  ret i32 %r\n"
          "}\n");
}

/* llvm.dbg.declare names the variable in metadata, which is not a use:
 * once the alloca is gone it would name nothing, so it goes too (and a
 * dbg.declare of a variable that stays in memory stays). */
Test(mem2reg, debug_declare_goes_with_the_variable)
{
    char *got = promoted(
        "define i32 @f(i32 %x, ptr %q) {\n"
        "entry:\n"
        "  %v = alloca i32, align 4\n"
        "  %w = alloca i32, align 4\n"
        "  call void @llvm.dbg.declare(metadata ptr %v, metadata !1, metadata !DIExpression())\n"
        "  call void @llvm.dbg.declare(metadata ptr %w, metadata !1, metadata !DIExpression())\n"
        "  store i32 %x, ptr %v, align 4\n"
        "  store ptr %w, ptr %q, align 8\n"
        "  %r = load i32, ptr %v, align 4\n"
        "  ret i32 %r\n"
        "}\n"
        "declare void @llvm.dbg.declare(metadata, metadata, metadata)\n"
        "!0 = !DIFile(filename: \"a.c\", directory: \"/\")\n"
        "!1 = !DILocalVariable(name: \"v\", file: !0, line: 2)\n");
    cr_assert_null(strstr(got, "metadata ptr %v"), "got:\n%s", got);
    cr_assert_null(strstr(got, "%v = alloca"), "got:\n%s", got);
    cr_assert_not_null(strstr(got, "call void @llvm.dbg.declare(metadata ptr %w"), "got:\n%s", got);
    cr_assert_not_null(strstr(got, "ret i32 %x"), "got:\n%s", got);
    free(got);
}

/* The text of a function whose variable is reached through a chain of
 * `depth` GEPs that add no index (only their leading 0), then a field. */
static char *gep_chain(unsigned depth)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    fprintf(f, "define i32 @f(i32 %%x) {\nentry:\n  %%g0 = alloca { i32, i32 }, align 4\n");
    for (unsigned k = 1; k <= depth; k++)
        fprintf(f, "  %%g%u = getelementptr { i32, i32 }, ptr %%g%u, i32 0\n", k, k - 1);
    fprintf(f, "  %%p = getelementptr { i32, i32 }, ptr %%g%u, i32 0, i32 1\n", depth);
    fprintf(f, "  store i32 %%x, ptr %%p, align 4\n  %%r = load i32, ptr %%p, align 4\n"
               "  ret i32 %%r\n}\n");
    fclose(f);
    return buf;
}

/* A chain of GEPs is followed up to MAX_PATH (16) of them; a longer one
 * leaves the variable in memory.  (A GEP with only its leading 0 adds no
 * index, so the path's length did not bound the chain: 17 such GEPs once
 * promoted the variable but left the load through them unrewritten, and
 * selection stopped with an internal error.) */
Test(mem2reg, gep_chains_are_bounded)
{
    char *in = gep_chain(15), *got = promoted(in);
    cr_assert_null(strstr(got, "alloca"), "15 GEPs and a field: promoted\n%s", got);
    cr_assert_not_null(strstr(got, "insertvalue { i32, i32 } undef, i32 %x, 1"), "got:\n%s", got);
    free(in), free(got);
    in = gep_chain(20), got = promoted(in);
    cr_assert_not_null(strstr(got, "%g0 = alloca"), "21 GEPs: in memory\n%s", got);
    cr_assert_not_null(strstr(got, "load i32, ptr %p"), "got:\n%s", got);
    free(in), free(got);
}

/* Field reads off the insertvalue chain (fold_field): a field of the
 * zeroinitializer stored first reads as 0; under a stored array field,
 * an element of it is still an extractvalue (the array came in whole);
 * the array field after one of its elements was stored is an
 * extractvalue of the struct (the insert is inside the field read). */
Test(mem2reg, field_reads_fold_where_they_can)
{
    check("define i64 @g(i64 %a, [2 x i64] %arr) {\n"
          "entry:\n"
          "  %p = alloca { i32, [2 x i64] }, align 8\n"
          "  store { i32, [2 x i64] } zeroinitializer, ptr %p, align 8\n"
          "  %f0 = getelementptr { i32, [2 x i64] }, ptr %p, i32 0, i32 0\n"
          "  %z = load i32, ptr %f0, align 4\n"
          "  %f1 = getelementptr { i32, [2 x i64] }, ptr %p, i32 0, i32 1\n"
          "  store [2 x i64] %arr, ptr %f1, align 8\n"
          "  %e = getelementptr [2 x i64], ptr %f1, i64 0, i64 1\n"
          "  %x = load i64, ptr %e, align 8\n"
          "  store i64 %a, ptr %e, align 8\n"
          "  %w = load [2 x i64], ptr %f1, align 8\n"
          "  %w0 = extractvalue [2 x i64] %w, 0\n"
          "  %zz = zext i32 %z to i64\n"
          "  %s = add i64 %x, %zz\n"
          "  %t = add i64 %s, %w0\n"
          "  ret i64 %t\n"
          "}\n",
          "define i64 @g(i64 %a, [2 x i64] %arr) {\n"
          "entry:\n"
          "  %0 = insertvalue { i32, [2 x i64] } zeroinitializer, [2 x i64] %arr, 1\n"
          "  %1 = extractvalue { i32, [2 x i64] } %0, 1, 1\n"
          "  %2 = insertvalue { i32, [2 x i64] } %0, i64 %a, 1, 1\n"
          "  %3 = extractvalue { i32, [2 x i64] } %2, 1\n"
          "  %w0 = extractvalue [2 x i64] %3, 0\n"
          "  %zz = zext i32 0 to i64\n"
          "  %s = add i64 %1, %zz\n"
          "  %t = add i64 %s, %w0\n"
          "  ret i64 %t\n"
          "}\n");
}
