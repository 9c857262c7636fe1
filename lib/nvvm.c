/*
 * lib/nvvm.c -- libtnvvm: NVIDIA's libNVVM interface (lib/nvvm.h) over
 * tnvcc's pipeline.
 *
 * Duties:
 *   - Keep the modules a program is given (copies: the caller may free its
 *     buffers once the call returns) and, at compilation, run what the
 *     tnvcc driver runs -- parse, check the NVVM IR version, link, reflect,
 *     apply the floating-point switches, verify, generate PTX -- with the
 *     options libNVVM's documentation lists and libNVVM's defaults.
 *   - Report every problem in the program's log, one line per diagnostic
 *     in the `name (line, col): message` form libNVVM uses, and as the
 *     documented result code.
 *
 * Threads.  The libNVVM API documentation allows calls on different
 * programs from different threads at once.  That holds here because the
 * whole pipeline keeps its state in per-compilation structs (the Module
 * and its arenas, the Diag, the selector's context) and uses no global
 * mutable state; the only shared data are constant tables.  One program
 * must not be used by two threads at once (also the documented rule).
 *
 * Options (the libNVVM API documentation, nvvmCompileProgram), with
 * libNVVM's defaults, which differ from the tnvcc command line's:
 *   -arch=compute_XX[a|f]  target (compute_75)
 *   -opt=0|3               tnvcc's -O0 (one PTX instruction per IR one) or -O3
 *   -ftz=0|1               __CUDA_FTZ, and f32 operations' .ftz (0)
 *   -prec-sqrt=0|1         __CUDA_PREC_SQRT, and llvm.sqrt.f32 rounding (1)
 *   -prec-div=0|1          __CUDA_PREC_DIV, and f32 fdiv: div.rn or div.full (1)
 *   -fma=0|1               contract every fmul+fadd pair, or none (1)
 *   -g, -generate-line-info  the source lines of the module's debug
 *                          information as .file/.loc directives (ir/lines.c;
 *                          without either, none, as libNVVM; -g writes no
 *                          DWARF sections, only the lines)
 *   -jump-table-density=N  accepted; it changes nothing in the PTX
 * Anything else is NVVM_ERROR_INVALID_OPTION, with the option in the log.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"
#include "frontend/frontend.h"
#include "ir/ir.h"
#include "lib/nvvm.h"
#include "targets/targets.h"
#include "verify/verify.h"

/* Versions: the library follows libNVVM 2.0's interface and reads NVVM IR
 * 2.0 (and 1.x, which older producers such as Numba 0.56 write); debug
 * metadata version 3.1. */
enum { LIB_MAJOR = 2, LIB_MINOR = 0, IR_MAJOR = 2, IR_MINOR = 0, DBG_MAJOR = 3, DBG_MINOR = 1 };

typedef struct ProgModule {
    char *name; /* for the log */
    char *text; /* a copy of the buffer, NUL-terminated */
    size_t len;
    bool lazy;
} ProgModule;

struct _nvvmProgram {
    Vec mods;        /* ProgModule */
    char *result;    /* PTX of the last successful compilation, or NULL */
    size_t result_len;
    char *log;       /* the last compilation's or verification's log */
    size_t log_len;
};

/* The options of one compilation. */
typedef struct LibOptions {
    const Target *target;
    int ftz, prec_sqrt, prec_div, fma;
    unsigned opt;    /* -opt=0|3: tnvcc's -O0 or -O3 */
    bool lines;      /* -g or -generate-line-info: .file/.loc (ir/lines.c) */
} LibOptions;

/* One compilation: the options, the log it writes, the modules it reads. */
typedef struct LibCompile {
    nvvmProgram prog;
    LibOptions o;
    FILE *log;
    Source *srcs;   /* one per module, alive until the compilation ends */
    Diag diag;      /* its src is re-pointed at each module as it is read */
} LibCompile;

/* ---------------- results, versions ---------------- */

#define NVVM_RESULTS(X)                                                        \
    X(NVVM_SUCCESS, "NVVM_SUCCESS")                                            \
    X(NVVM_ERROR_OUT_OF_MEMORY, "NVVM_ERROR_OUT_OF_MEMORY")                    \
    X(NVVM_ERROR_PROGRAM_CREATION_FAILURE, "NVVM_ERROR_PROGRAM_CREATION_FAILURE") \
    X(NVVM_ERROR_IR_VERSION_MISMATCH, "NVVM_ERROR_IR_VERSION_MISMATCH")        \
    X(NVVM_ERROR_INVALID_INPUT, "NVVM_ERROR_INVALID_INPUT")                    \
    X(NVVM_ERROR_INVALID_PROGRAM, "NVVM_ERROR_INVALID_PROGRAM")                \
    X(NVVM_ERROR_INVALID_IR, "NVVM_ERROR_INVALID_IR")                          \
    X(NVVM_ERROR_INVALID_OPTION, "NVVM_ERROR_INVALID_OPTION")                  \
    X(NVVM_ERROR_NO_MODULE_IN_PROGRAM, "NVVM_ERROR_NO_MODULE_IN_PROGRAM")      \
    X(NVVM_ERROR_COMPILATION, "NVVM_ERROR_COMPILATION")                        \
    X(NVVM_ERROR_CANCELLED, "NVVM_ERROR_CANCELLED")

const char *nvvmGetErrorString(nvvmResult result)
{
    switch (result) {
#define X(e, s) case e: return s;
        NVVM_RESULTS(X)
#undef X
    }
    return "NVVM_ERROR_UNKNOWN";
}

nvvmResult nvvmVersion(int *major, int *minor)
{
    if (!major || !minor)
        return NVVM_ERROR_INVALID_INPUT;
    *major = LIB_MAJOR;
    *minor = LIB_MINOR;
    return NVVM_SUCCESS;
}

nvvmResult nvvmIRVersion(int *majorIR, int *minorIR, int *majorDbg, int *minorDbg)
{
    if (!majorIR || !minorIR || !majorDbg || !minorDbg)
        return NVVM_ERROR_INVALID_INPUT;
    *majorIR = IR_MAJOR;
    *minorIR = IR_MINOR;
    *majorDbg = DBG_MAJOR;
    *minorDbg = DBG_MINOR;
    return NVVM_SUCCESS;
}

/* ---------------- programs and modules ---------------- */

nvvmResult nvvmCreateProgram(nvvmProgram *prog)
{
    if (!prog)
        return NVVM_ERROR_INVALID_PROGRAM;
    *prog = calloc(1, sizeof **prog);
    return *prog ? NVVM_SUCCESS : NVVM_ERROR_OUT_OF_MEMORY;
}

nvvmResult nvvmDestroyProgram(nvvmProgram *prog)
{
    if (!prog || !*prog)
        return NVVM_ERROR_INVALID_PROGRAM;
    nvvmProgram p = *prog;
    for (size_t i = 0; i < p->mods.len; i++) {
        free(VEC_AT(&p->mods, ProgModule, i).name);
        free(VEC_AT(&p->mods, ProgModule, i).text);
    }
    vec_free(&p->mods);
    free(p->result);
    free(p->log);
    free(p);
    *prog = NULL;
    return NVVM_SUCCESS;
}

static nvvmResult add_module(nvvmProgram prog, const char *buffer, size_t size,
                             const char *name, bool lazy)
{
    if (!prog)
        return NVVM_ERROR_INVALID_PROGRAM;
    if (!buffer || size == 0)
        return NVVM_ERROR_INVALID_INPUT;
    ProgModule pm = {.len = size, .lazy = lazy};
    pm.name = strdup(name ? name : "<unnamed>");
    pm.text = malloc(size + 1);
    if (!pm.name || !pm.text) {
        free(pm.name);
        free(pm.text);
        return NVVM_ERROR_OUT_OF_MEMORY;
    }
    memcpy(pm.text, buffer, size);
    pm.text[size] = '\0';
    VEC_PUSH(&prog->mods, ProgModule, pm);
    return NVVM_SUCCESS;
}

nvvmResult nvvmAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
                                  const char *name)
{
    return add_module(prog, buffer, size, name, false);
}

nvvmResult nvvmLazyAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
                                      const char *name)
{
    return add_module(prog, buffer, size, name, true);
}

/* ---------------- options ---------------- */

/* "-name=0" or "-name=1" into *out; false if `opt` is not that option. */
static bool bool_option(const char *opt, const char *name, int *out, bool *bad)
{
    size_t n = strlen(name);
    if (strncmp(opt, name, n) != 0 || opt[n] != '=')
        return false;
    const char *v = opt + n + 1;
    if ((v[0] != '0' && v[0] != '1') || v[1])
        *bad = true;
    else
        *out = v[0] - '0';
    return true;
}

/* A whole number without sign, for -jump-table-density. */
static bool is_number(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

static bool parse_one(LibOptions *o, const char *opt)
{
    bool bad = false;
    if (!strncmp(opt, "-arch=compute_", 14)) {
        o->target = target_lookup(opt + 6, NULL);
        return o->target != NULL;
    }
    if (bool_option(opt, "-ftz", &o->ftz, &bad) ||
        bool_option(opt, "-prec-sqrt", &o->prec_sqrt, &bad) ||
        bool_option(opt, "-prec-div", &o->prec_div, &bad) ||
        bool_option(opt, "-fma", &o->fma, &bad))
        return !bad;
    if (!strcmp(opt, "-opt=0") || !strcmp(opt, "-opt=3")) {
        o->opt = (unsigned)(opt[5] - '0');
        return true;
    }
    if (!strcmp(opt, "-g") || !strcmp(opt, "-generate-line-info")) {
        o->lines = true;
        return true;
    }
    if (!strncmp(opt, "-jump-table-density=", 20))
        return is_number(opt + 20);
    return false;
}

/* For an -arch= value we do not know, the closest targets in libNVVM's
 * spelling: "; did you mean -arch=compute_90a?" (targets/spelling.c). */
static void log_arch_hint(FILE *log, const char *opt)
{
    const Target *near[4];
    int n = opt && !strncmp(opt, "-arch=", 6) ? target_closest(opt + 6, near, 4) : 0;
    for (int i = 0; i < n; i++)
        fprintf(log, "%s-arch=compute_%s", i ? ", " : "; did you mean ", near[i]->name + 3);
    if (n)
        fputc('?', log);
}

static nvvmResult parse_options(LibCompile *c, int n, const char **opts)
{
    c->o = (LibOptions){.target = target_lookup("compute_75", NULL),
                        .ftz = 0, .prec_sqrt = 1, .prec_div = 1, .fma = 1, .opt = 3};
    if (n < 0 || (n > 0 && !opts))
        return NVVM_ERROR_INVALID_OPTION;
    for (int i = 0; i < n; i++) {
        if (!opts[i] || !parse_one(&c->o, opts[i])) {
            fprintf(c->log, "libtnvvm: error: invalid option '%s'",
                    opts[i] ? opts[i] : "(null)");
            log_arch_hint(c->log, opts[i]);
            fputc('\n', c->log);
            return NVVM_ERROR_INVALID_OPTION;
        }
    }
    return NVVM_SUCCESS;
}

/* ---------------- the pipeline ---------------- */

/* `!nvvmir.version = !{!{i32 MAJOR, i32 MINOR, ...}}`: major 1 and 2 are
 * read (1.x differs from 2.0 in nothing tnvcc reads); a module without the
 * node is taken as it is (LLVM's producers do not write it). */
static bool ir_version_ok(LibCompile *c, const Module *m)
{
    const NamedMD *nm = module_named_md(m, "nvvmir.version");
    if (!nm || nm->n == 0 || !nm->nodes[0] || nm->nodes[0]->nops < 2)
        return true;
    const MDOp *op = &nm->nodes[0]->ops[0];
    if (op->kind != MD_VALUE || !op->value || op->value->kind != VK_CINT)
        return true;
    int64_t major = const_int_sext((const Const *)op->value);
    if (major == 1 || major == 2)
        return true;
    fprintf(c->log, "%s: error: NVVM IR version %lld is not supported (this library reads "
            "1.x and 2.x)\n", c->diag.src->name, (long long)major);
    return false;
}

/* Parse every module; NULL in mods[i] for one that failed. */
static nvvmResult read_modules(LibCompile *c, LinkInput *in)
{
    nvvmResult rc = NVVM_SUCCESS;
    for (size_t i = 0; i < c->prog->mods.len; i++) {
        ProgModule *pm = &VEC_AT(&c->prog->mods, ProgModule, i);
        c->srcs[i] = (Source){.name = pm->name, .text = pm->text, .len = pm->len};
        c->diag.src = &c->srcs[i];
        in[i] = (LinkInput){.name = pm->name, .src = &c->srcs[i], .lazy = pm->lazy};
        in[i].m = parse_module(&c->srcs[i], &c->diag);
        if (!in[i].m)
            rc = rc ? rc : NVVM_ERROR_COMPILATION;
        else if (!ir_version_ok(c, in[i].m))
            rc = NVVM_ERROR_IR_VERSION_MISMATCH;
    }
    return rc;
}

/* Reflect, floating-point switches, verifier: what both compile and
 * verify run on the linked module. */
static bool check_module(LibCompile *c, Module *m)
{
    ReflectOptions ro = {.cuda_arch = c->o.target->sm * 10, .ftz = c->o.ftz,
                         .prec_sqrt = c->o.prec_sqrt, .prec_div = c->o.prec_div};
    if (!nvvm_reflect(m, &ro, &c->diag, NULL))
        return false;
    FpOptions fo = {.fma = c->o.fma, .prec_sqrt = c->o.prec_sqrt};
    fp_options_apply(m, &fo);
    /* NVVM IR rules always: the library is libNVVM's stand-in. */
    VerifyOptions vo = {.target = c->o.target, .ir_kind = IR_NVVM};
    return verify_module(m, &vo, &c->diag) == 0;
}

static nvvmResult run(LibCompile *c, bool generate, int nopts, const char **opts)
{
    nvvmResult rc = parse_options(c, nopts, opts);
    if (rc != NVVM_SUCCESS)
        return rc;
    size_t n = c->prog->mods.len;
    if (n == 0)
        return NVVM_ERROR_NO_MODULE_IN_PROGRAM;
    LinkInput *in = calloc(n, sizeof *in);
    c->srcs = calloc(n, sizeof *c->srcs);
    if (!in || !c->srcs) {
        free(in);
        return NVVM_ERROR_OUT_OF_MEMORY;
    }
    rc = read_modules(c, in);
    Module *m = NULL;
    if (rc == NVVM_SUCCESS) {
        c->diag.src = &c->srcs[0];
        m = link_modules(in, (unsigned)n, &c->diag); /* takes every module */
    } else {
        for (size_t i = 0; i < n; i++)
            if (in[i].m)
                module_free(in[i].m);
    }
    if (rc == NVVM_SUCCESS && !m)
        rc = NVVM_ERROR_COMPILATION;
    if (rc == NVVM_ERROR_COMPILATION && !generate) /* verify names it so */
        rc = NVVM_ERROR_INVALID_IR;
    if (rc == NVVM_SUCCESS && !check_module(c, m))
        rc = generate ? NVVM_ERROR_COMPILATION : NVVM_ERROR_INVALID_IR;
    if (rc == NVVM_SUCCESS && generate) {
        CodegenOptions co = {.opt_level = c->o.opt, .ftz = c->o.ftz == 1,
                             .div_full = c->o.prec_div == 0, .line_info = c->o.lines};
        if (!ptx_generate(m, c->o.target, &c->diag, &co, &c->prog->result,
                          &c->prog->result_len))
            rc = NVVM_ERROR_COMPILATION;
    }
    if (m)
        module_free(m);
    free(in);
    return rc;
}

/* Compile or verify: a fresh log each time, kept in the program. */
static nvvmResult compile_or_verify(nvvmProgram prog, int nopts, const char **opts,
                                    bool generate)
{
    if (!prog)
        return NVVM_ERROR_INVALID_PROGRAM;
    free(prog->log);
    prog->log = NULL;
    prog->log_len = 0;
    if (generate) {
        free(prog->result);
        prog->result = NULL;
        prog->result_len = 0;
    }
    LibCompile c = {.prog = prog};
    c.log = open_memstream(&prog->log, &prog->log_len);
    if (!c.log)
        return NVVM_ERROR_OUT_OF_MEMORY;
    diag_init(&c.diag, NULL, c.log);
    c.diag.nvvm_log = true;
    nvvmResult rc = run(&c, generate, nopts, opts);
    fclose(c.log);
    free(c.srcs);
    if (rc != NVVM_SUCCESS && generate) {
        free(prog->result);
        prog->result = NULL;
        prog->result_len = 0;
    }
    return rc;
}

nvvmResult nvvmCompileProgram(nvvmProgram prog, int numOptions, const char **options)
{
    return compile_or_verify(prog, numOptions, options, true);
}

nvvmResult nvvmVerifyProgram(nvvmProgram prog, int numOptions, const char **options)
{
    return compile_or_verify(prog, numOptions, options, false);
}

/* ---------------- results and logs ---------------- */

/* A NUL-terminated copy out of (text, len); an absent text is "". */
static nvvmResult size_of(nvvmProgram prog, const char *text, size_t len, size_t *ret)
{
    if (!prog)
        return NVVM_ERROR_INVALID_PROGRAM;
    if (!ret)
        return NVVM_ERROR_INVALID_INPUT;
    *ret = (text ? len : 0) + 1;
    return NVVM_SUCCESS;
}

static nvvmResult copy_out(nvvmProgram prog, const char *text, size_t len, char *buffer)
{
    if (!prog)
        return NVVM_ERROR_INVALID_PROGRAM;
    if (!buffer)
        return NVVM_ERROR_INVALID_INPUT;
    if (text)
        memcpy(buffer, text, len);
    buffer[text ? len : 0] = '\0';
    return NVVM_SUCCESS;
}

nvvmResult nvvmGetCompiledResultSize(nvvmProgram prog, size_t *bufferSizeRet)
{
    return size_of(prog, prog ? prog->result : NULL, prog ? prog->result_len : 0,
                   bufferSizeRet);
}

nvvmResult nvvmGetCompiledResult(nvvmProgram prog, char *buffer)
{
    return copy_out(prog, prog ? prog->result : NULL, prog ? prog->result_len : 0, buffer);
}

nvvmResult nvvmGetProgramLogSize(nvvmProgram prog, size_t *bufferSizeRet)
{
    return size_of(prog, prog ? prog->log : NULL, prog ? prog->log_len : 0, bufferSizeRet);
}

nvvmResult nvvmGetProgramLog(nvvmProgram prog, char *buffer)
{
    return copy_out(prog, prog ? prog->log : NULL, prog ? prog->log_len : 0, buffer);
}
