/*
 * tests/libtnvvm/nvvm_test.c -- a client of the libNVVM interface, linked
 * with libtnvvm.so, checking what the libNVVM API documentation promises:
 * result codes, logs, option handling, lazy modules, and what the options
 * do to the PTX.
 *
 * usage: nvvm_test DIR LIBDEVICE OUTDIR
 *   DIR        tests/libtnvvm (kernel.ll, fma.ll)
 *   LIBDEVICE  libdevice as text or bitcode (as bitcode, also cut short:
 *              a located error in the log)
 *   OUTDIR     where each PTX produced is written (run.sh gives them to
 *              ptxas)
 * Prints PASS/FAIL per check and `libtnvvm: N passed, M failed` last.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvvm.h"

static int passed, failed;
static const char *outdir;

static void check(int ok, const char *what, const char *detail)
{
    if (ok)
        passed++;
    else
        failed++;
    printf("%s %s%s%s\n", ok ? "PASS" : "FAIL", what, detail && !ok ? ": " : "",
           detail && !ok ? detail : "");
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
        free(b);
        b = NULL;
    }
    fclose(f);
    if (b) {
        b[n] = 0;
        *len = (size_t)n;
    }
    return b;
}

typedef struct Mod {
    const char *text;
    size_t len;
    const char *name;
    int lazy;
} Mod;

typedef struct Result {
    nvvmResult rc;
    char *ptx, *log;
} Result;

/* Build a program of `n` modules, compile it with the options, and keep
 * the result code, PTX and log. */
static Result compile(const Mod *mods, int n, int nopts, const char **opts, int verify)
{
    Result r = {0};
    nvvmProgram p;
    if (nvvmCreateProgram(&p) != NVVM_SUCCESS) {
        r.rc = NVVM_ERROR_PROGRAM_CREATION_FAILURE;
        return r;
    }
    for (int i = 0; i < n; i++) {
        nvvmResult a = mods[i].lazy
                           ? nvvmLazyAddModuleToProgram(p, mods[i].text, mods[i].len, mods[i].name)
                           : nvvmAddModuleToProgram(p, mods[i].text, mods[i].len, mods[i].name);
        if (a != NVVM_SUCCESS) {
            r.rc = a;
            nvvmDestroyProgram(&p);
            return r;
        }
    }
    r.rc = verify ? nvvmVerifyProgram(p, nopts, opts) : nvvmCompileProgram(p, nopts, opts);
    size_t sz = 0;
    if (nvvmGetProgramLogSize(p, &sz) == NVVM_SUCCESS && (r.log = malloc(sz)))
        nvvmGetProgramLog(p, r.log);
    if (r.rc == NVVM_SUCCESS && nvvmGetCompiledResultSize(p, &sz) == NVVM_SUCCESS &&
        (r.ptx = malloc(sz)))
        nvvmGetCompiledResult(p, r.ptx);
    nvvmDestroyProgram(&p);
    return r;
}

static void save(const char *name, const Result *r)
{
    if (!r->ptx)
        return;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.ptx", outdir, name);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs(r->ptx, f);
        fclose(f);
    }
}

static void result_free(Result *r)
{
    free(r->ptx);
    free(r->log);
}

static int has(const Result *r, const char *s) { return r->ptx && strstr(r->ptx, s); }

/* ---- the checks ---- */

static void check_versions(void)
{
    int a = 0, b = 0, c = 0, d = 0;
    check(nvvmIRVersion(&a, &b, &c, &d) == NVVM_SUCCESS && a == 2 && b == 0,
          "nvvmIRVersion is 2.0", NULL);
    check(nvvmVersion(&a, &b) == NVVM_SUCCESS && a >= 1, "nvvmVersion", NULL);
    check(!strcmp(nvvmGetErrorString(NVVM_ERROR_INVALID_OPTION), "NVVM_ERROR_INVALID_OPTION"),
          "nvvmGetErrorString", NULL);
}

/* Compile (or verify) and expect one result code. */
static void expect(const Mod *m, int n, const char *opt, int verify, nvvmResult want,
                   const char *what)
{
    const char *opts[] = {opt};
    Result r = compile(m, n, opt ? 1 : 0, opt ? opts : NULL, verify);
    check(r.rc == want, what, nvvmGetErrorString(r.rc));
    result_free(&r);
}

static void check_errors(const Mod *k)
{
    expect(NULL, 0, NULL, 0, NVVM_ERROR_NO_MODULE_IN_PROGRAM,
           "empty program: NO_MODULE_IN_PROGRAM");
    expect(k, 1, "-no-such-option", 0, NVVM_ERROR_INVALID_OPTION,
           "unknown option: INVALID_OPTION");
    expect(k, 1, "-ftz=2", 0, NVVM_ERROR_INVALID_OPTION, "-ftz=2: INVALID_OPTION");
    /* libNVVM takes compute_XX only */
    expect(k, 1, "-arch=sm_90", 0, NVVM_ERROR_INVALID_OPTION, "-arch=sm_90: INVALID_OPTION");
    /* ... and the log names the closest targets in libNVVM's spelling */
    static const struct { const char *opt, *log; } hints[] = {
        {"-arch=sm_90", "invalid option '-arch=sm_90'; did you mean -arch=compute_90?"},
        {"-arch=compute_9a", "invalid option '-arch=compute_9a'; did you mean -arch=compute_90a?"},
        {"-arch=compute_910", "; did you mean -arch=compute_90, -arch=compute_110?"},
    };
    for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++) {
        const char *opts[] = {hints[i].opt};
        Result r = compile(k, 1, 1, opts, 0);
        check(r.rc == NVVM_ERROR_INVALID_OPTION && r.log && strstr(r.log, hints[i].log),
              hints[i].log, r.log);
        result_free(&r);
    }

    static const char bad_text[] = "define void @f() {\n  ret i32 %x\n}\n";
    Mod bad = {bad_text, sizeof bad_text - 1, "bad.ll", 0};
    Result r = compile(&bad, 1, 0, NULL, 0);
    check(r.rc == NVVM_ERROR_COMPILATION, "bad module: COMPILATION", nvvmGetErrorString(r.rc));
    check(r.log && strstr(r.log, "bad.ll (2, "), "bad module: log says `bad.ll (2, col): ...`",
          r.log);
    result_free(&r);
    expect(&bad, 1, NULL, 1, NVVM_ERROR_INVALID_IR, "bad module, verify: INVALID_IR");

    static const char v3[] = "!nvvmir.version = !{!0}\n!0 = !{i32 3, i32 0}\n";
    Mod m3 = {v3, sizeof v3 - 1, "v3.ll", 0};
    expect(&m3, 1, NULL, 0, NVVM_ERROR_IR_VERSION_MISMATCH,
           "IR version 3.0: IR_VERSION_MISMATCH");
}

/* Bitcode cut short: the library reports where the reading stopped
 * (byte offset and block) in the log, as a compilation error. */
static void check_cut_bitcode(const Mod *k, const Mod *libdevice)
{
    if (libdevice->len < 1024 || memcmp(libdevice->text, "BC\xC0\xDE", 4) != 0)
        return;
    Mod both[2] = {*k, {libdevice->text, libdevice->len / 2, "cut.bc", 1}};
    Result r = compile(both, 2, 0, NULL, 0);
    check(r.rc == NVVM_ERROR_COMPILATION, "bitcode cut short: COMPILATION",
          nvvmGetErrorString(r.rc));
    check(r.log && strstr(r.log, "cut.bc") && strstr(r.log, "bitcode: byte "),
          "bitcode cut short: the log names the module and the byte", r.log);
    result_free(&r);
}

static void check_libdevice(const Mod *k, const Mod *libdevice)
{
    check_cut_bitcode(k, libdevice);
    Mod both[2] = {*k, *libdevice};
    Result r = compile(both, 2, 0, NULL, 0);
    check(r.rc == NVVM_SUCCESS, "kernel + lazy libdevice compiles", r.log);
    save("default", &r);
    check(has(&r, "sqrt.rn.f32") && !has(&r, "sqrt.approx"),
          "default options: __nv_sqrtf is sqrt.rn.f32", NULL);
    check(has(&r, ".visible .entry math") && has(&r, "__nv_sinf") && has(&r, "__nv_exp"),
          "the kernel and the used libdevice functions are there", NULL);
    check(!has(&r, "__nv_cosf") && !has(&r, "__nv_lgamma"),
          "unused libdevice functions are left out (lazy module)", NULL);
    result_free(&r);

    const char *fast[] = {"-prec-sqrt=0", "-arch=compute_90"};
    r = compile(both, 2, 2, fast, 0);
    check(r.rc == NVVM_SUCCESS, "-prec-sqrt=0 compiles", r.log);
    save("prec_sqrt0", &r);
    check(has(&r, "sqrt.approx") && !has(&r, "sqrt.rn.f32"), "-prec-sqrt=0: sqrt.approx",
          NULL);
    check(has(&r, ".target sm_90"), "-arch=compute_90: .target sm_90", NULL);
    result_free(&r);
}

/* Does the default compile of f write any .ftz? */
static int has_ftz_default(const Mod *f)
{
    Result r = compile(f, 1, 0, NULL, 0);
    int any = has(&r, ".ftz");
    result_free(&r);
    return any;
}

static void check_fma(const Mod *f)
{
    Result r = compile(f, 1, 0, NULL, 0);
    save("fma1", &r);
    check(has(&r, "fma.rn.f32"), "-fma=1 (default): plain fmul+fadd fuse", r.log);
    result_free(&r);
    const char *nofma[] = {"-fma=0"};
    r = compile(f, 1, 1, nofma, 0);
    save("fma0", &r);
    check(r.rc == NVVM_SUCCESS && !has(&r, "fma.rn") && has(&r, "mul.rn.f32") &&
              has(&r, "add.rn.f32"),
          "-fma=0: mul.rn.f32 and add.rn.f32, no fma", r.log);
    result_free(&r);
    /* -ftz=1: the plain f32 operations flush subnormals too, as libNVVM's
     * do (not only libdevice's reflect answer); the default keeps them */
    check(!has_ftz_default(f), "-ftz=0 (default): no .ftz", NULL);
    const char *ftz[] = {"-ftz=1"};
    r = compile(f, 1, 1, ftz, 0);
    save("ftz1", &r);
    check(r.rc == NVVM_SUCCESS && has(&r, "fma.rn.ftz.f32") && !has(&r, "fma.rn.f32"),
          "-ftz=1: fma.rn.ftz.f32", r.log);
    result_free(&r);
    /* -prec-div=0: div.full.f32, as nvcc -prec-div=false writes it (the
     * default, -prec-div=1, is the correctly rounded div.rn.f32) */
    const char *fastdiv[] = {"-prec-div=0"};
    r = compile(f, 1, 1, fastdiv, 0);
    save("prec_div0", &r);
    check(r.rc == NVVM_SUCCESS && has(&r, "div.full.f32") && !has(&r, "div.rn.f32"),
          "-prec-div=0: div.full.f32", r.log);
    result_free(&r);
    r = compile(f, 1, 0, NULL, 0);
    check(has(&r, "div.rn.f32"), "-prec-div=1 (default): div.rn.f32", r.log);
    result_free(&r);
}

/* A program of lazy modules only: the first one is the program, whole. */
static void check_only_lazy(const Mod *f, const Mod *libdevice)
{
    Mod both[2] = {*f, *libdevice};
    both[0].lazy = 1;
    Result r = compile(both, 2, 0, NULL, 0);
    check(r.rc == NVVM_SUCCESS && has(&r, ".visible .entry muladd") && !has(&r, "__nv_sinf"),
          "only lazy modules: the first is compiled whole, the second adds nothing", r.log);
    result_free(&r);
}

static void check_link_errors(void)
{
    static const char a[] = "define i32 @twice() {\n  ret i32 1\n}\n";
    static const char b[] = "define i32 @twice() {\n  ret i32 2\n}\n";
    Mod two[2] = {{a, sizeof a - 1, "first.ll", 0}, {b, sizeof b - 1, "second.ll", 0}};
    Result r = compile(two, 2, 0, NULL, 0);
    check(r.rc == NVVM_ERROR_COMPILATION && r.log && strstr(r.log, "first.ll") &&
              strstr(r.log, "second.ll"),
          "two strong definitions: an error naming both modules", r.log);
    result_free(&r);
}

/* Several threads compiling at once give what one thread gives. */
typedef struct Job {
    Mod mods[2];
    Result r;
} Job;

static void *job_run(void *arg)
{
    Job *j = arg;
    j->r = compile(j->mods, 2, 0, NULL, 0);
    return NULL;
}

static void check_threads(const Mod *k, const Mod *libdevice)
{
    enum { N = 4 };
    Job jobs[N];
    pthread_t t[N];
    Result ref = compile((Mod[2]){*k, *libdevice}, 2, 0, NULL, 0);
    int started = 1;
    for (int i = 0; i < N; i++) {
        jobs[i] = (Job){.mods = {*k, *libdevice}};
        started &= pthread_create(&t[i], NULL, job_run, &jobs[i]) == 0;
    }
    int same = started;
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], NULL);
        same &= jobs[i].r.ptx && ref.ptx && !strcmp(jobs[i].r.ptx, ref.ptx);
        result_free(&jobs[i].r);
    }
    check(same, "4 threads compile at once, each the same PTX as one thread", NULL);
    result_free(&ref);
}

/* -g and -generate-line-info: the debug information's source lines as
 * .file/.loc directives; without either, none (libNVVM's default). */
static void check_lines(const Mod *l)
{
    Result r = compile(l, 1, 0, NULL, 0);
    check(r.rc == NVVM_SUCCESS && !has(&r, ".loc") && !has(&r, ".file"),
          "no -g: no .file/.loc", r.log);
    result_free(&r);
    const char *opts[][1] = {{"-g"}, {"-generate-line-info"}};
    for (int i = 0; i < 2; i++) {
        r = compile(l, 1, 1, opts[i], 0);
        save(i ? "lines_info" : "lines_g", &r);
        check(r.rc == NVVM_SUCCESS && has(&r, "\t.file\t1 \"/src/dir/lines.cu\"") &&
                  has(&r, "\t.loc\t1 5 0\n") && has(&r, "\t.loc\t1 7 8\n\tmul.rn.f32"),
              i ? "-generate-line-info: .file and .loc" : "-g: .file and .loc", r.log);
        result_free(&r);
    }
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: nvvm_test DIR LIBDEVICE OUTDIR\n");
        return 2;
    }
    outdir = argv[3];
    char path[4096];
    size_t klen, flen, llen;
    snprintf(path, sizeof path, "%s/kernel.ll", argv[1]);
    char *ktext = slurp(path, &klen);
    snprintf(path, sizeof path, "%s/fma.ll", argv[1]);
    char *ftext = slurp(path, &flen);
    size_t lnlen;
    snprintf(path, sizeof path, "%s/lines.ll", argv[1]);
    char *lntext = slurp(path, &lnlen);
    char *ltext = slurp(argv[2], &llen);
    if (!ktext || !ftext || !ltext || !lntext) {
        fprintf(stderr, "nvvm_test: cannot read the inputs\n");
        return 2;
    }
    Mod k = {ktext, klen, "kernel.ll", 0}, f = {ftext, flen, "fma.ll", 0};
    Mod lib = {ltext, llen, "libdevice.10", 1}, ln = {lntext, lnlen, "lines.ll", 0};
    check_versions();
    check_errors(&k);
    check_libdevice(&k, &lib);
    check_fma(&f);
    check_only_lazy(&f, &lib);
    check_link_errors();
    check_threads(&k, &lib);
    check_lines(&ln);
    printf("libtnvvm: %d passed, %d failed\n", passed, failed);
    free(ktext);
    free(ftext);
    free(ltext);
    free(lntext);
    return failed != 0;
}
