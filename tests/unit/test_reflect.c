/*
 * tests/unit/test_reflect.c -- NVVMReflect (ir/reflect.c) at the IR level.
 *
 * Each test parses a small module, runs the pass and inspects the module
 * printed back: the reflect calls are gone, the branches they decided are
 * unconditional, the blocks that became dead are deleted with their phi
 * entries, and what the pass must not touch (blocks dead in the input, a
 * module that breaks dominance) is left alone.
 */
#include <criterion/criterion.h>

#include "tests/unit/parse_helper.h"

#define HEAD                                                                 \
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"    \
    "target triple = \"nvptx64-nvidia-cuda\"\n"                              \
    "@arch = private constant [12 x i8] c\"__CUDA_ARCH\\00\"\n"              \
    "@ftz = private constant [11 x i8] c\"__CUDA_FTZ\\00\"\n"                \
    "declare i32 @__nvvm_reflect(ptr)\n"

typedef struct Run {
    Parsed p;
    bool ok;
    unsigned folded;
    char *text;  /* the module printed after the pass */
    char *diags; /* what the pass reported */
} Run;

static Run run_with(const char *src, ReflectOptions o)
{
    Run r = {.p = parse_str(src)};
    cr_assert_not_null(r.p.m, "parse failed: %s", r.p.diags);
    size_t n = 0, nd = 0;
    FILE *dmem = open_memstream(&r.diags, &nd);
    Source s = {.name = "t.ll", .text = src, .len = strlen(src)};
    Diag d;
    diag_init(&d, &s, dmem);
    r.ok = nvvm_reflect(r.p.m, &o, &d, &r.folded);
    fclose(dmem);
    FILE *mem = open_memstream(&r.text, &n);
    module_print(mem, r.p.m);
    fclose(mem);
    return r;
}

static Run run(const char *src, unsigned arch, int ftz)
{
    return run_with(src, (ReflectOptions){.cuda_arch = arch, .ftz = ftz, .prec_sqrt = -1,
                                          .prec_div = -1});
}

static void done(Run *r)
{
    free(r->text);
    free(r->diags);
    parsed_free(&r->p);
}

static const char *const diamond =
    HEAD "define i32 @f(i32 %x) {\n"
    "  %a = call i32 @__nvvm_reflect(ptr @arch)\n"
    "  %c = icmp sge i32 %a, 800\n"
    "  br i1 %c, label %new, label %old\n"
    "new:\n"
    "  %n = add i32 %x, 1\n"
    "  br label %join\n"
    "old:\n"
    "  %o = add i32 %x, 2\n"
    "  br label %join\n"
    "join:\n"
    "  %r = phi i32 [ %n, %new ], [ %o, %old ]\n"
    "  ret i32 %r\n"
    "}\n";

Test(reflect, arch_folds_the_branch_and_deletes_the_dead_side)
{
    Run r = run(diamond, 900, -1);
    cr_assert(r.ok);
    cr_assert_eq(r.folded, 1);
    cr_assert_null(strstr(r.text, "call i32 @__nvvm_reflect"), "%s", r.text);
    cr_assert_not_null(strstr(r.text, "br label %new"), "%s", r.text);
    cr_assert_null(strstr(r.text, "old:"), "%s", r.text);
    cr_assert_not_null(strstr(r.text, "%r = phi i32 [ %n, %new ]\n"), "%s", r.text);
    done(&r);
}

Test(reflect, older_arch_takes_the_other_side)
{
    Run r = run(diamond, 750, -1);
    cr_assert_not_null(strstr(r.text, "br label %old"), "%s", r.text);
    cr_assert_null(strstr(r.text, "new:"), "%s", r.text);
    cr_assert_not_null(strstr(r.text, "%r = phi i32 [ %o, %old ]\n"), "%s", r.text);
    done(&r);
}

static const char *const ftz_src =
    HEAD "define i32 @f() {\n"
    "  %v = call i32 @__nvvm_reflect(ptr @ftz)\n"
    "  ret i32 %v\n"
    "}\n"
    "!llvm.module.flags = !{!0}\n"
    "!0 = !{i32 4, !\"nvvm-reflect-ftz\", i32 1}\n";

Test(reflect, ftz_from_the_module_flag_or_the_option)
{
    Run r = run(ftz_src, 800, -1);
    cr_assert_not_null(strstr(r.text, "ret i32 1"), "%s", r.text);
    done(&r);
    r = run(ftz_src, 800, 0); /* -ftz=0 overrides the flag */
    cr_assert_not_null(strstr(r.text, "ret i32 0"), "%s", r.text);
    done(&r);
}

/* libNVVM's -prec-sqrt / -prec-div (lib/nvvm.c): the options override the
 * module flag; without them __CUDA_PREC_SQRT is the flag and
 * __CUDA_PREC_DIV is 0, LLVM's answers. */
static const char *const prec_src =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "@sq = private constant [17 x i8] c\"__CUDA_PREC_SQRT\\00\"\n"
    "@dv = private constant [16 x i8] c\"__CUDA_PREC_DIV\\00\"\n"
    "declare i32 @__nvvm_reflect(ptr)\n"
    "define i32 @f() {\n"
    "  %a = call i32 @__nvvm_reflect(ptr @sq)\n"
    "  %b = call i32 @__nvvm_reflect(ptr @dv)\n"
    "  %c = mul i32 %a, 10\n"
    "  %d = add i32 %c, %b\n"
    "  ret i32 %d\n"
    "}\n"
    "!llvm.module.flags = !{!0}\n"
    "!0 = !{i32 4, !\"nvvm-reflect-prec-sqrt\", i32 1}\n";

Test(reflect, prec_sqrt_and_prec_div_from_the_options)
{
    Run r = run_with(prec_src, (ReflectOptions){800, -1, -1, -1});
    cr_assert_not_null(strstr(r.text, "ret i32 10\n"), "%s", r.text); /* flag 1, div 0 */
    done(&r);
    r = run_with(prec_src, (ReflectOptions){800, -1, 0, 1});
    cr_assert_not_null(strstr(r.text, "ret i32 1\n"), "%s", r.text); /* sqrt 0, div 1 */
    done(&r);
    r = run_with(prec_src, (ReflectOptions){800, -1, 1, 1});
    cr_assert_not_null(strstr(r.text, "ret i32 11\n"), "%s", r.text);
    done(&r);
}

/* A switch with two edges to the block it takes: one phi entry stays. */
Test(reflect, switch_keeps_one_entry_per_remaining_edge)
{
    Run r = run(HEAD "define i32 @f() {\n"
                     "entry:\n"
                     "  %a = call i32 @__nvvm_reflect(ptr @arch)\n"
                     "  switch i32 %a, label %d [ i32 900, label %t\n"
                     "                            i32 901, label %t ]\n"
                     "t:\n"
                     "  %p = phi i32 [ 1, %entry ], [ 1, %entry ]\n"
                     "  ret i32 %p\n"
                     "d:\n"
                     "  ret i32 0\n"
                     "}\n",
                900, -1);
    cr_assert_not_null(strstr(r.text, "br label %t"), "%s", r.text);
    cr_assert_not_null(strstr(r.text, "%p = phi i32 [ 1, %entry ]\n"), "%s", r.text);
    cr_assert_null(strstr(r.text, "d:"), "%s", r.text);
    done(&r);
}

/* A block already unreachable in the input is not the pass's business. */
Test(reflect, input_dead_blocks_stay)
{
    Run r = run(HEAD "define i32 @f() {\n"
                     "  %a = call i32 @__nvvm_reflect(ptr @arch)\n"
                     "  ret i32 %a\n"
                     "orphan:\n"
                     "  ret i32 5\n"
                     "}\n",
                800, -1);
    cr_assert_not_null(strstr(r.text, "orphan:"), "%s", r.text);
    cr_assert_not_null(strstr(r.text, "ret i32 800"), "%s", r.text);
    done(&r);
}

/* A value of the dead side used where it does not dominate (invalid IR,
 * for the verifier to report): the branch folds, the blocks stay. */
Test(reflect, broken_dominance_keeps_the_blocks)
{
    Run r = run(HEAD "define i32 @f() {\n"
                     "  %a = call i32 @__nvvm_reflect(ptr @arch)\n"
                     "  %c = icmp eq i32 %a, 0\n"
                     "  br i1 %c, label %dead, label %live\n"
                     "dead:\n"
                     "  %v = add i32 1, 2\n"
                     "  br label %live\n"
                     "live:\n"
                     "  ret i32 %v\n"
                     "}\n",
                800, -1);
    cr_assert_not_null(strstr(r.text, "br label %live"), "%s", r.text);
    cr_assert_not_null(strstr(r.text, "dead:"), "%s", r.text);
    done(&r);
}

Test(reflect, unknown_names_are_zero_and_bad_arguments_an_error)
{
    Run r = run(HEAD "@q = private constant [4 x i8] c\"FOO\\00\"\n"
                     "define i32 @f(ptr %s) {\n"
                     "  %a = call i32 @__nvvm_reflect(ptr @q)\n"
                     "  %b = call i32 @__nvvm_reflect(ptr %s)\n"
                     "  %c = add i32 %a, %b\n"
                     "  ret i32 %c\n"
                     "}\n",
                800, -1);
    cr_assert_not(r.ok);
    cr_assert_eq(r.folded, 1);
    cr_assert_not_null(strstr(r.diags, "t.ll:9:3: error: __nvvm_reflect takes one constant"),
                       "%s", r.diags);
    cr_assert_not_null(strstr(r.text, "%c = add i32 0, %b"), "%s", r.text);
    done(&r);
}
