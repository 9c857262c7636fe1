/*
 * tests/unit/test_half.c -- half and bfloat code generation on targets the
 * golden suite cannot assemble, and what --dump=isel says about it.
 *
 * ptxas 13 generates code for sm_75 and newer only, so the f32 fallbacks
 * of half arithmetic (targets before sm_53) and the .version raised by
 * half atomics on sm_60/sm_70 are checked here on the PTX text, as the
 * golden tests would: each test compiles a small kernel for one target
 * and looks for the instructions that must (and must not) be there.  (The
 * same PTX was checked by hand with `ptxas --gpu-name sm_75`, which still
 * checks every instruction against the file's older .target.)  One test
 * reads --dump=isel, which must name the fallback rules it chose.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "emit/emit.h"
#include "parse_helper.h"

#define HEADER                                                                \
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"     \
    "target triple = \"nvptx64-nvidia-cuda\"\n"

/* What compiling a module produced: the PTX (or NULL), the diagnostics,
 * and the --dump=isel text when asked for. */
typedef struct Out {
    char *ptx, *diags, *dump;
} Out;

/* Everything written to stderr while f runs (the dumps go there). */
static char *capture_stderr(bool (*f)(void *), void *arg, bool *ok)
{
    FILE *tmp = tmpfile();
    cr_assert_not_null(tmp);
    fflush(stderr);
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    *ok = f(arg);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    long n = ftell(tmp);
    char *text = calloc(1, (size_t)(n > 0 ? n : 0) + 1);
    rewind(tmp);
    if (n > 0 && fread(text, 1, (size_t)n, tmp) != (size_t)n)
        cr_assert_fail("cannot read the captured stderr");
    fclose(tmp);
    return text;
}

typedef struct Job {
    Module *m;
    const Target *t;
    Diag *d;
    CodegenOptions co;
    char *text;
    size_t len;
} Job;

static bool run_job(void *arg)
{
    Job *j = arg;
    return ptx_generate(j->m, j->t, j->d, &j->co, &j->text, &j->len);
}

static Out compile(const char *body, const char *sm, bool dump)
{
    char *src = NULL;
    size_t srclen = 0;
    FILE *s = open_memstream(&src, &srclen);
    fprintf(s, "%s%s", HEADER, body);
    fclose(s);
    Parsed p = parse_str(src);
    cr_assert_not_null(p.m, "the test's IR does not parse: %s", p.diags);
    Out out = {0};
    size_t n = 0;
    FILE *diags = open_memstream(&out.diags, &n);
    Source source = {.name = "t.ll", .text = src, .len = srclen};
    Diag d;
    diag_init(&d, &source, diags);
    Job j = {.m = p.m, .t = target_lookup(sm, NULL), .d = &d, .co = {.dump_isel = dump}};
    cr_assert_not_null(j.t, "no target %s", sm);
    bool ok;
    out.dump = capture_stderr(run_job, &j, &ok);
    fclose(diags);
    out.ptx = ok ? j.text : NULL;
    if (!ok)
        free(j.text);
    parsed_free(&p);
    free(src);
    return out;
}

static void out_free(Out *o)
{
    free(o->ptx);
    free(o->diags);
    free(o->dump);
}

/* text contains each of the NULL-terminated needles, in this order. */
static void expect_in_order(const char *text, const char *const *needles)
{
    const char *at = text;
    for (; *needles; needles++) {
        const char *hit = strstr(at, *needles);
        cr_assert_not_null(hit, "'%s' not found (in order) in:\n%s", *needles, text);
        at = hit + strlen(*needles);
    }
}

static void expect_none(const char *text, const char *needle)
{
    cr_assert_null(strstr(text, needle), "'%s' must not appear in:\n%s", needle, text);
}

#define KERNEL(params, body)                                                  \
    "define ptx_kernel void @k(ptr addrspace(1) %o, " params ") {\n" body     \
    "  ret void\n}\n"

/* ------------------------------------------------------------------ */
/* half before sm_53: every operation computed in f32                   */
/* ------------------------------------------------------------------ */

Test(half, arithmetic_before_sm53_goes_through_f32)
{
    Out o = compile(KERNEL("half %a, half %b",
                           "  %s = fadd half %a, %b\n"
                           "  store volatile half %s, ptr addrspace(1) %o\n"
                           "  %m = fmul half %s, %b\n"
                           "  store volatile half %m, ptr addrspace(1) %o\n"),
                    "sm_52", false);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.ptx, (const char *const[]){
        ".target sm_52", "cvt.f32.f16", "cvt.f32.f16", "add.rn.f32", "cvt.rn.f16.f32",
        "mul.rn.f32", "cvt.rn.f16.f32", NULL});
    expect_none(o.ptx, "add.rn.f16");
    expect_none(o.ptx, "mul.rn.f16");
    out_free(&o);
}

Test(half, native_from_sm53)
{
    Out o = compile(KERNEL("half %a, half %b",
                           "  %s = fadd half %a, %b\n"
                           "  store volatile half %s, ptr addrspace(1) %o\n"),
                    "sm_53", false);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.ptx, (const char *const[]){".version 4.2", "add.rn.f16", NULL});
    expect_none(o.ptx, "add.rn.f32");
    out_free(&o);
}

/* fma through f32 must round to odd first (two roundings to nearest would
 * differ from one on some inputs: 1 + 2^-10 + 2^-11 - 2^-31). */
Test(half, fma_before_sm53_rounds_to_odd)
{
    Out o = compile(KERNEL("half %a, half %b, half %c",
                           "  %f = call half @llvm.fma.f16(half %a, half %b, half %c)\n"
                           "  store volatile half %f, ptr addrspace(1) %o\n")
                    "declare half @llvm.fma.f16(half, half, half)\n",
                    "sm_52", false);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.ptx, (const char *const[]){
        "fma.rz.f32", "fma.rm.f32", "fma.rp.f32", "setp.ne.f32", ", 1;", "selp.b32",
        "cvt.rn.f16.f32", NULL});
    expect_none(o.ptx, "fma.rn");
    out_free(&o);
}

Test(half, compare_before_sm53_in_f32)
{
    Out o = compile(KERNEL("ptr addrspace(1) %oi, half %a, half %b",
                           "  %c = fcmp ult half %a, %b\n"
                           "  %z = zext i1 %c to i32\n"
                           "  store volatile i32 %z, ptr addrspace(1) %oi\n"),
                    "sm_52", false);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.ptx, (const char *const[]){"cvt.f32.f16", "setp.ltu.f32", NULL});
    expect_none(o.ptx, "setp.ltu.f16");
    out_free(&o);
}

/* ------------------------------------------------------------------ */
/* --dump=isel names the fallback                                       */
/* ------------------------------------------------------------------ */

Test(half, dump_shows_the_fallback_rules)
{
    Out o = compile(KERNEL("bfloat %a, bfloat %b",
                           "  %s = fadd bfloat %a, %b\n"
                           "  store volatile bfloat %s, ptr addrspace(1) %o\n"),
                    "sm_75", true);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.dump, (const char *const[]){
        "reg: fround \"mov.b32 %Tr0, %0;\\nbfe.u32", "if is_bf16",
        "fround: FADD.bf16(fwide, fwide) \"add.rn.f32 %D, %0, %1;\"",
        "fwide: reg \"cvt.u32.u16 %Tr0, %0;\\nshl.b32", NULL});
    out_free(&o);

    /* on sm_80 the same add is one fma, and the dump says which feature */
    o = compile(KERNEL("bfloat %a, bfloat %b",
                       "  %s = fadd bfloat %a, %b\n"
                       "  store volatile bfloat %s, ptr addrspace(1) %o\n"),
                "sm_80", true);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.dump, (const char *const[]){
        "reg: FADD.bf16(reg, reg) \"mov.b16 %Th0, 0x3F80;\\nfma.rn.bf16",
        "[fma.rn.bf16 needs bf16]", NULL});
    expect_none(o.dump, "fround");
    out_free(&o);
}

/* ------------------------------------------------------------------ */
/* Atomics on sm_60 and sm_70: the PTX version they need                */
/* ------------------------------------------------------------------ */

Test(half, atomic_half_native_from_sm70)
{
    const char *ir = KERNEL("half %h",
                            "  atomicrmw fadd ptr addrspace(1) %o, half %h "
                            "syncscope(\"device\") monotonic, align 2\n");
    Out o = compile(ir, "sm_70", false);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.ptx, (const char *const[]){
        ".version 6.3", "red.relaxed.gpu.global.add.noftz.f16", NULL});
    out_free(&o);

    /* Before sm_70: a loop swapping the 32-bit word, adding in f32. */
    o = compile(ir, "sm_60", false);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.ptx, (const char *const[]){
        ".version 5.0", "cvt.f32.f16 %f1, %rs1;", "add.rn.f32 %f3, %f2, %f1;",
        "cvt.rn.f16.f32 %rs4, %f3;", "atom.gpu.global.cas.b32 %r5, [%rd2], %r2, %r4;", NULL});
    cr_assert_null(strstr(o.ptx, "noftz"));
    out_free(&o);
}

Test(half, atomic_half_pair_from_sm60)
{
    Out o = compile(KERNEL("<2 x half> %v",
                           "  %r = atomicrmw fadd ptr addrspace(1) %o, <2 x half> %v "
                           "syncscope(\"device\") monotonic, align 4\n"
                           "  store <2 x half> %r, ptr addrspace(1) %o\n"),
                    "sm_60", false);
    cr_assert_not_null(o.ptx, "%s", o.diags);
    expect_in_order(o.ptx, (const char *const[]){
        ".version 6.2", "mov.b32 %r1, {%rs1, %rs2};",
        "atom.gpu.global.add.noftz.f16x2 %r2, [%rd1], %r1;", "mov.b32 {%rs", NULL});
    out_free(&o);
}
