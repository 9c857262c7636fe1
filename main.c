/*
 * main.c -- the tnvcc driver: the command line, then a straight list of
 * stages.
 *
 *   read the input  ->  parse (frontend/)  ->  NVVMReflect (ir/reflect.c)
 *       ->  verify (verify/)  ->  code generation (isel/ selects, emit/
 *       writes PTX)  ->  write the output
 *
 * For PTX output the three middle stages run function by function,
 * with the same result (stage_fused says how and why).
 *
 * Everything one compilation needs lives in one Compilation struct (no
 * global mutable state), so a library user could run two at once.
 *
 * Output is written to a temporary file next to the destination and
 * renamed over it only when the compilation succeeded: a failed run never
 * leaves a half-written or truncated file behind.
 */
/* realpath() is an XSI function: ask for it on top of the Makefile's
 * _POSIX_C_SOURCE (XSI 700 includes POSIX 2008). */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "emit/emit.h"
#include "frontend/frontend.h"
#include "ir/ir.h"
#include "targets/targets.h"
#include "verify/verify.h"

#define TNVCC_VERSION "0.1.0"

typedef enum { EMIT_PTX, EMIT_IR } EmitKind;

typedef struct Options {
    const char *input, *output; /* output NULL: derived from the input */
    const char *target_spelling;
    const char *ptx_version;
    int opt_level;
    bool verify_only, unified_nvvm_ir, no_verify;
    bool no_line_info;          /* -g0: no .file/.loc from debug metadata */
    EmitKind emit;
    const char *dump;           /* --dump=STAGE, or NULL */
    unsigned max_errors;
    unsigned isel_chunk;        /* --isel-chunk=N (a testing aid) */
    unsigned jobs;              /* --jobs=N; 0: one per CPU (up to JOBS_MAX) */
    unsigned jobs_min;          /* --jobs-min=N (a testing aid) */
    int ftz;                    /* -ftz: __CUDA_FTZ, or -1 (module flag) */
    IrKind ir_kind;             /* --ir=auto|nvvm|llvm */
    DiagFlags wflags;           /* -w, -Werror, -Wno-nvvm-compat, ... */
    int prec_sqrt, prec_div, fma; /* -prec-sqrt= -prec-div= -fma=, or -1 */
    const char **more;          /* inputs after the first, linked into it */
    unsigned nmore;
    bool json_diags;            /* -fdiagnostics-format=json */
    int color;                  /* -f[no-]color-diagnostics; -1: a terminal */
} Options;

typedef struct Compilation {
    Options opt;
    const Target *target;
    Source src;
    Diag diag;
    Module *m;
    Source *more_src;           /* the inputs after the first (opt.more) */
    PtxText ptx;                /* the generated PTX (head, then bodies) */
} Compilation;

static const char usage[] =
    "usage: tnvcc [options] [--] <input.ll | -> [more.ll ...]\n"
    "\n"
    "Compiles NVVM IR (LLVM IR text for NVIDIA GPUs, typed-pointer or opaque\n"
    "`ptr` dialect) to PTX.  Several inputs are linked into one module\n"
    "(docs/libtnvvm.md, \"Linking\").  An input may be LLVM bitcode\n"
    "(.bc; docs/bitcode.md).\n"
    "\n"
    "options:\n"
    "  -o FILE            output file ('-' = stdout); default: <input>.ptx,\n"
    "                     or stdout for --emit=ir\n"
    "  --sm 90a           target GPU; also sm_90a, compute_90a, -arch=sm_90a,\n"
    "                     -mcpu=sm_90a (default: sm_75, see --list-targets)\n"
    "  --ptx-version X.Y  force the PTX ISA version written in .version (an\n"
    "                     error if older than the target or the code needs)\n"
    "  -O0 .. -O3         optimization level (default -O3; -O is -O2): -O0\n"
    "                     selects every IR instruction on its own (no\n"
    "                     folding, no common subexpressions), so the PTX\n"
    "                     maps one-to-one onto the IR; -O1 .. -O3 select\n"
    "                     the cheapest covers (the same code today)\n"
    "  --verify-only      parse and verify, write nothing\n"
    "  --emit=ptx|ir      what to write: PTX (default) or the parsed module\n"
    "                     printed back as LLVM IR\n"
    "  --dump=STAGE       print a stage's result to stderr: ir (the module\n"
    "                     after NVVMReflect), mem2reg (the module after its\n"
    "                     local variables became SSA values, -O1 and up;\n"
    "                     the PTX is then made without cse), cse (the\n"
    "                     module after repeated values were merged and\n"
    "                     constants folded, -O1 and up; the PTX is then\n"
    "                     made without the later IR passes), lsr (the\n"
    "                     module after loop strength reduction; the PTX\n"
    "                     is then made without the later IR passes),\n"
    "                     aggcopy (after struct copies became word copies;\n"
    "                     the PTX then lacks mergestores), mergestores\n"
    "                     (after neighbouring constant stores merged; the\n"
    "                     PTX then lacks hoist), hoist (after address\n"
    "                     bases were shared across blocks; the PTX then\n"
    "                     lacks bypassdiv), bypassdiv (the module after\n"
    "                     all IR passes, 64-bit divisions given a 32-bit\n"
    "                     path the last), dag (the\n"
    "                     selection DAG of each block), isel (the chosen\n"
    "                     patterns, rules and costs)\n"
    "  -ftz[=0|1]         answer __nvvm_reflect(\"__CUDA_FTZ\") with 1 (or 0),\n"
    "                     overriding the module flag nvvm-reflect-ftz: the\n"
    "                     flush-to-zero paths of libdevice; with 1 also the\n"
    "                     f32 operations of functions that do not say their\n"
    "                     mode (\"denormal-fp-math[-f32]\") flush (.ftz)\n"
    "  -prec-sqrt=0|1     __CUDA_PREC_SQRT, and 0 lets llvm.sqrt.f32 be\n"
    "                     approximate (default: the module flag, as llc)\n"
    "  -prec-div=0|1      __CUDA_PREC_DIV, and 0 makes f32 fdiv div.full (the\n"
    "                     full-range approximation, as nvcc -prec-div=false)\n"
    "                     (default: 0 for the reflect, fdiv as written)\n"
    "  -fma=0|1           contract every fmul+fadd pair (1) or none (0)\n"
    "                     (default: only those carrying `contract`, as llc;\n"
    "                     libtnvvm's defaults differ: docs/libtnvvm.md)\n"
    "  --unified-nvvm-ir  verify in NVVM's UnifiedNVVMIR mode\n"
    "  --ir=auto|nvvm|llvm  the input contract: NVVM IR (libNVVM's rules, all\n"
    "                     errors) or LLVM IR for the NVPTX backend (libNVVM-only\n"
    "                     rules are -Wnvvm-compat warnings); auto (default):\n"
    "                     NVVM IR when the module has !nvvmir.version (not\n"
    "                     one that came with a linked libdevice)\n"
    "  -w, -Werror, -Wno-nvvm-compat  silence all warnings, make them errors,\n"
    "                     silence one group\n"
    "  --no-verify        skip the NVVM verifier (not recommended)\n"
    "  -g0                no source line directives (.file, .loc), which are\n"
    "                     written by default when the module's debug\n"
    "                     information asks for them, as llc does\n"
    "  --max-errors=N     stop after N errors (default 50, 0 = no limit)\n"
    "  --jobs=N           select function bodies on N threads (default 0: one\n"
    "                     per CPU, at most 8; small modules use one); the\n"
    "                     PTX is the same for every N\n"
    "  --jobs-min=N       use threads for modules of N basic blocks or more\n"
    "                     (default 256; a testing aid)\n"
    "  --isel-chunk=N     select blocks longer than N instructions in chunks\n"
    "                     of about N (default 4096; a testing aid)\n"
    "  -fdiagnostics-format=text|json\n"
    "                     diagnostics as text (default) or as one JSON array\n"
    "                     of {file, line, column, severity, message, notes}\n"
    "  -fcolor-diagnostics, -fno-color-diagnostics\n"
    "                     colour on or off (default: on for a terminal)\n"
    "  --list-targets     print the known GPU targets and their features\n"
    "  --help, --version\n";

/* ---------------- command line ---------------- */

static int fail_usage(const char *fmt, const char *arg)
{
    fprintf(stderr, "tnvcc: error: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n(run 'tnvcc --help' for the options)\n");
    return 1;
}

static int fail_usage_2(const char *fmt, const char *a, const char *b)
{
    fprintf(stderr, "tnvcc: error: ");
    fprintf(stderr, fmt, a, b);
    fprintf(stderr, "\n(run 'tnvcc --help' for the options)\n");
    return 1;
}

/* The values an option takes, one table each: the parser checks against
 * them and the error message lists them, so the two cannot drift. */
static const char *const emit_values[] = {"ptx", "ir", NULL};
static const char *const ir_values[] = {"auto", "nvvm", "llvm", NULL};
static const char *const format_values[] = {"text", "json", NULL};
static const char *const dump_values[] = {"ir",    "mem2reg",   "cse", "lsr",  "aggcopy", "mergestores",
                                          "hoist", "bypassdiv", "dag", "isel", NULL};
static const char *const ftz_values[] = {"0", "1", "true", "false", NULL};

static bool one_of(const char *v, const char *const *values)
{
    for (; *values; values++)
        if (!strcmp(v, *values))
            return true;
    return false;
}

/* The value a misspelt `v` most likely meant: the one value closest to it
 * by edit distance (targets/spelling.c), if that is at most two edits and
 * fewer edits than the value has letters ("x" is not a typo of "ir"), and
 * no other value is as close.  NULL when there is no such value. */
static const char *closest_value(const char *v, const char *const *values)
{
    const char *best = NULL;
    unsigned bestd = ~0u;
    bool tie = false;
    for (; *values; values++) {
        unsigned d = spelling_distance(v, *values);
        tie = d == bestd || (d > bestd && tie);
        if (d < bestd)
            best = *values, bestd = d, tie = false;
    }
    return best && !tie && bestd <= 2 && bestd < strlen(best) ? best : NULL;
}

/* "OPT takes 'a', 'b' or 'c', not 'V'; did you mean 'b'?" (the hint only
 * when one value is close), as a usage error. */
static int fail_value(const char *opt, const char *v, const char *const *values)
{
    fprintf(stderr, "tnvcc: error: %s takes ", opt);
    for (size_t i = 0; values[i]; i++)
        fprintf(stderr, "%s'%s'", i == 0 ? "" : values[i + 1] ? ", " : " or ", values[i]);
    fprintf(stderr, ", not '%s'", v);
    const char *hint = closest_value(v, values);
    if (hint)
        fprintf(stderr, "; did you mean '%s'?", hint);
    fprintf(stderr, "\n(run 'tnvcc --help' for the options)\n");
    return 1;
}

/* The value of an option that takes one, spelt `--sm 90a` or `--sm=90a`.
 * Returns NULL when argv[*i] is not that option.  When it is, but the
 * value is missing -- the option ends the command line, or the next word
 * is another option ("--sm -o x.ptx") -- *missing is set to the option's
 * name, so the caller reports "missing argument to '--sm'" instead of
 * taking the next option, or worse the input file, as the value.  A lone
 * "-" is a value (standard input or output), not an option. */
static const char *option_value(int argc, char **argv, int *i, const char *name,
                                const char **missing)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) != 0)
        return NULL;
    if (argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (argv[*i][n] != '\0')
        return NULL;
    if (*i + 1 < argc && !(argv[*i + 1][0] == '-' && argv[*i + 1][1] != '\0'))
        return argv[++*i];
    *missing = name;
    return NULL;
}

/* A whole decimal number for an option; false (and an error naming the
 * option) for "x", "", "12x" or a value too large for unsigned. */
static bool option_number(const char *name, const char *v, unsigned *out)
{
    char *end;
    errno = 0;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || errno || n > 0xffffffffUL || v[0] == '-') {
        fail_usage_2("invalid number '%s' for '%s'", v, name);
        return false;
    }
    *out = (unsigned)n;
    return true;
}

static bool is_target_option(const char *a)
{
    return strncmp(a, "-arch=", 6) == 0 || strncmp(a, "--arch=", 7) == 0 ||
           strncmp(a, "-mcpu=", 6) == 0 || strncmp(a, "-march=", 7) == 0 ||
           strncmp(a, "--gpu-name=", 11) == 0;
}

/* -ftz, -ftz=1, -ftz=true: __CUDA_FTZ is 1; -ftz=0, -ftz=false: 0. */
static int parse_ftz(Options *o, const char *a)
{
    const char *v = a[4] ? a + 5 : "1";
    if (!one_of(v, ftz_values))
        return fail_value("-ftz", v, ftz_values);
    o->ftz = !strcmp(v, "1") || !strcmp(v, "true");
    return -1;
}

/* -prec-sqrt=0|1, -prec-div=0|1, -fma=0|1: libNVVM's switches. */
static int parse_switch(const char *a, int *out)
{
    const char *v = strchr(a, '=');
    if (!v || (v[1] != '0' && v[1] != '1') || v[2])
        return fail_usage("%s: the value must be 0 or 1", a);
    *out = v[1] - '0';
    return -1;
}

/* --version: the release, then what it can target, both read from the
 * targets table (so the line cannot drift from what --list-targets says):
 * the oldest and newest SM, and the PTX ISA versions those need. */
static void print_version(void)
{
    const Target *lo = target_at(0), *hi = target_at(target_count() - 1);
    unsigned pmin = lo->min_ptx, pmax = lo->min_ptx;
    for (size_t i = 0; i < target_count(); i++) {
        unsigned p = target_at(i)->min_ptx;
        pmin = p < pmin ? p : pmin;
        pmax = p > pmax ? p : pmax;
    }
    printf("tnvcc %s (NVVM IR and LLVM IR to PTX)\n", TNVCC_VERSION);
    printf("targets: %s ... %s (%zu targets; tnvcc --list-targets)\n", lo->name, hi->name,
           target_count());
    printf("PTX ISA: %u.%u ... %u.%u (the lowest each kernel needs is written)\n",
           pmin / 10, pmin % 10, pmax / 10, pmax % 10);
}

/* Returns -1 to go on compiling, else the exit status. */
static int parse_flag(Options *o, int argc, char **argv, int *i)
{
    const char *a = argv[*i], *v, *miss = NULL;
    if (!strcmp(a, "--help") || !strcmp(a, "-h"))
        return fputs(usage, stdout), 0;
    if (!strcmp(a, "--version"))
        return print_version(), 0;
    if (!strcmp(a, "--list-targets"))
        return targets_list(stdout), 0;
    if ((v = option_value(argc, argv, i, "-o", &miss)))
        o->output = v;
    else if ((v = option_value(argc, argv, i, "--sm", &miss)))
        o->target_spelling = v;
    else if (is_target_option(a))
        o->target_spelling = a;
    else if ((v = option_value(argc, argv, i, "--ptx-version", &miss)))
        o->ptx_version = v;
    else if ((v = option_value(argc, argv, i, "--emit", &miss))) {
        if (!one_of(v, emit_values))
            return fail_value("--emit", v, emit_values);
        o->emit = strcmp(v, "ir") == 0 ? EMIT_IR : EMIT_PTX;
    } else if ((v = option_value(argc, argv, i, "--dump", &miss)))
        o->dump = v;
    else if ((v = option_value(argc, argv, i, "--max-errors", &miss))) {
        if (!option_number("--max-errors", v, &o->max_errors))
            return 1;
    } else if ((v = option_value(argc, argv, i, "--jobs", &miss))) {
        if (!option_number("--jobs", v, &o->jobs))
            return 1;
    } else if ((v = option_value(argc, argv, i, "--jobs-min", &miss))) {
        if (!option_number("--jobs-min", v, &o->jobs_min))
            return 1;
    } else if ((v = option_value(argc, argv, i, "--isel-chunk", &miss))) {
        if (!option_number("--isel-chunk", v, &o->isel_chunk))
            return 1;
    } else if ((v = option_value(argc, argv, i, "--ir", &miss))) {
        if (!one_of(v, ir_values))
            return fail_value("--ir", v, ir_values);
        o->ir_kind = !strcmp(v, "nvvm") ? IR_NVVM : !strcmp(v, "llvm") ? IR_LLVM : IR_AUTO;
    } else if (miss)
        return fail_usage("missing argument to '%s'", miss);
    else if (!strncmp(a, "-fdiagnostics-format=", 21)) {
        if (!one_of(a + 21, format_values))
            return fail_value("-fdiagnostics-format", a + 21, format_values);
        o->json_diags = a[21] == 'j';
    }
    else if (!strcmp(a, "-fcolor-diagnostics") || !strcmp(a, "-fno-color-diagnostics"))
        o->color = a[2] == 'c';
    else if (!strcmp(a, "--verify-only"))
        o->verify_only = true;
    else if (!strcmp(a, "--unified-nvvm-ir"))
        o->unified_nvvm_ir = true;
    else if (!strcmp(a, "--no-verify"))
        o->no_verify = true;
    else if (!strcmp(a, "-g0"))
        o->no_line_info = true;
    else if (a[1] == 'W' || !strcmp(a, "-w")) {
        if (!diag_flag_parse(&o->wflags, a))
            return fail_usage("unknown warning option '%s'", a);
    } else if (!strncmp(a, "-ftz", 4) && (a[4] == 0 || a[4] == '='))
        return parse_ftz(o, a);
    else if (!strncmp(a, "-prec-sqrt=", 11))
        return parse_switch(a, &o->prec_sqrt);
    else if (!strncmp(a, "-prec-div=", 10))
        return parse_switch(a, &o->prec_div);
    else if (!strncmp(a, "-fma=", 5))
        return parse_switch(a, &o->fma);
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3])
        o->opt_level = a[2] - '0';
    else if (!strcmp(a, "-O"))
        o->opt_level = 2;
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '9' &&
             strspn(a + 2, "0123456789") == strlen(a + 2))
        /* -O4 and up: clang takes them as its highest level, -O3 */
        return fail_usage("unknown optimization level '%s' (use -O0, -O1, -O2 or -O3); "
                          "did you mean '-O3'?", a);
    else if (a[0] == '-' && a[1] == 'O')
        return fail_usage("unknown optimization level '%s' (use -O0, -O1, -O2 or -O3)", a);
    else
        return fail_usage("unknown option '%s'", a);
    return -1;
}

static int parse_args(Options *o, int argc, char **argv)
{
    *o = (Options){.opt_level = 3, .max_errors = 50, .ftz = -1, .prec_sqrt = -1,
                   .prec_div = -1, .fma = -1, .color = -1};
    bool options_end = false; /* after "--" every word is an input */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!options_end && !strcmp(a, "--")) {
            options_end = true;
        } else if (!options_end && a[0] == '-' && a[1] != '\0') {
            int rc = parse_flag(o, argc, argv, &i);
            if (rc >= 0)
                return rc;
        } else if (o->input) {
            o->more = realloc(o->more, (o->nmore + 1) * sizeof *o->more);
            if (!o->more)
                BUG("out of memory");
            o->more[o->nmore++] = a;
        } else {
            o->input = a;
        }
    }
    if (!o->input)
        return fail_usage("%s", "no input file (use '-' for standard input)");
    if (o->dump && !one_of(o->dump, dump_values))
        return fail_value("--dump", o->dump, dump_values);
    return -1;
}

static bool resolve_target(Compilation *c)
{
    if (!c->opt.target_spelling) {
        c->target = target_default();
        return true;
    }
    const char *note = NULL;
    c->target = target_lookup(c->opt.target_spelling, &note);
    if (!c->target) {
        char msg[512];
        target_suggest(c->opt.target_spelling, msg, sizeof msg);
        fprintf(stderr, "tnvcc: error: %s\n", msg);
        return false;
    }
    if (note)
        fprintf(stderr, "tnvcc: note: %s\n", note);
    return true;
}

/* ---------------- output ---------------- */

typedef void (*Writer)(FILE *out, const Compilation *c);

/* Write straight into `path` (stdout for "-").  Only for destinations
 * that are not regular files, see write_output. */
static bool write_direct(const char *path, Writer w, const Compilation *c)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;
    bool ok = f != NULL;
    if (ok) {
        w(f, c);
        ok = !ferror(f);
        ok = (f == stdout ? fflush(f) == 0 : fclose(f) == 0) && ok;
    }
    if (!ok)
        fprintf(stderr, "tnvcc: error: cannot write '%s': %s\n", path, strerror(errno));
    return ok;
}

/* Write through a temporary file and rename: never a partial output.
 *
 * Only a regular file (or a name that does not exist yet) can be replaced
 * that way.  `-o /dev/null` or a named pipe must be written in place:
 * renaming over them would put a regular file where the device node was
 * (as root, that breaks /dev/null for the whole machine).  A symbolic link
 * is followed, so that the file it points to is replaced, not the link.
 * mkstemp creates the temporary with mode 0600; it gets the mode a plain
 * fopen would have given (0666 less the umask), or the replaced file's. */
static bool write_output(const char *path, Writer w, const Compilation *c)
{
    struct stat st;
    bool exists = stat(path, &st) == 0;
    if (!strcmp(path, "-") || (exists && !S_ISREG(st.st_mode)))
        return write_direct(path, w, c);
    char *real = exists ? realpath(path, NULL) : NULL;
    const char *dest = real ? real : path;
    mode_t mask = umask(0);
    umask(mask);
    mode_t mode = exists ? (st.st_mode & 07777) : (0666 & ~mask);
    size_t n = strlen(dest);
    char *tmp = malloc(n + 16);
    if (!tmp)
        BUG("out of memory");
    snprintf(tmp, n + 16, "%s.tmpXXXXXX", dest);
    int fd = mkstemp(tmp);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    bool ok = f != NULL;
    if (ok) {
        w(f, c);
        ok = !ferror(f);
        ok = fchmod(fd, mode) == 0 && ok;
        ok = (fclose(f) == 0) && ok;
        ok = ok && rename(tmp, dest) == 0;
    }
    if (!ok) {
        fprintf(stderr, "tnvcc: error: cannot write '%s': %s\n", path, strerror(errno));
        unlink(tmp);
    }
    free(tmp);
    free(real);
    return ok;
}

static void write_ir(FILE *out, const Compilation *c) { module_print(out, c->m); }
/* (the stage-by-stage path fills the PtxText's body alone) */
static void write_ptx(FILE *out, const Compilation *c) { ptx_text_write(out, &c->ptx); }

/* The default output: <input-stem>.ptx next to the input; stdout for '-'. */
static char *default_ptx_path(const char *input)
{
    if (!strcmp(input, "-"))
        return NULL;
    size_t n = strlen(input);
    const char *slash = strrchr(input, '/'), *dot = strrchr(input, '.');
    if (dot && (!slash || dot > slash + 1))
        n = (size_t)(dot - input);
    char *p = malloc(n + 5);
    if (!p)
        BUG("out of memory");
    memcpy(p, input, n);
    memcpy(p + n, ".ptx", 5);
    return p;
}

/* ---------------- the pipeline ---------------- */

/* Several inputs: each parsed (its diagnostics naming it), then linked
 * into the first (ir/link.c). */
static bool stage_parse_more(Compilation *c)
{
    unsigned n = c->opt.nmore + 1;
    LinkInput *in = calloc(n, sizeof *in);
    c->more_src = calloc(c->opt.nmore, sizeof *c->more_src);
    if (!in || !c->more_src)
        BUG("out of memory");
    in[0] = (LinkInput){.m = c->m, .name = c->src.name, .src = &c->src};
    bool ok = true;
    for (unsigned i = 1; i < n; i++) {
        Source *s = &c->more_src[i - 1];
        const char *path = c->opt.more[i - 1];
        if (!source_read(s, path)) {
            fprintf(stderr, "tnvcc: error: cannot read '%s': %s\n", path, strerror(errno));
            ok = false;
            continue;
        }
        c->diag.src = s;
        in[i] = (LinkInput){.m = parse_module(s, &c->diag), .name = s->name, .src = s};
        ok = ok && in[i].m;
    }
    c->diag.src = &c->src;
    c->m = ok ? link_modules(in, n, &c->diag) : NULL;
    for (unsigned i = 0; !ok && i < n; i++)
        module_free(in[i].m);
    free(in);
    return c->m != NULL;
}

static bool stage_parse(Compilation *c)
{
    if (!source_read(&c->src, c->opt.input)) {
        fprintf(stderr, "tnvcc: error: cannot read '%s': %s\n", c->opt.input, strerror(errno));
        return false;
    }
    diag_init(&c->diag, &c->src, stderr);
    /* Kept and printed in source order at the end, whichever pass found
     * them; colour only on a terminal that is not "dumb" (or when asked). */
    c->diag.buffered = true;
    c->diag.json = c->opt.json_diags;
    const char *term = getenv("TERM");
    c->diag.color = !c->opt.json_diags &&
                    (c->opt.color >= 0 ? c->opt.color
                                       : isatty(2) && term && strcmp(term, "dumb") != 0);
    c->diag.max_errors = c->opt.max_errors;
    c->diag.flags = c->opt.wflags;
    c->m = parse_module(&c->src, &c->diag);
    /* --ir=auto takes the contract of the module the user wrote, before
     * the other inputs are linked into it: a linked libdevice would bring
     * its !nvvmir.version to an LLVM IR module (docs/verifier.md). */
    if (c->m)
        c->opt.ir_kind = ir_kind_of(c->m, c->opt.ir_kind);
    if (c->m && c->opt.nmore)
        return stage_parse_more(c);
    return c->m != NULL;
}

/* NVVMReflect folds __nvvm_reflect("__CUDA_ARCH") and friends and deletes
 * the branches they rule out.  It runs before the verifier: code for
 * another architecture behind such a branch may be invalid for this
 * target, and should not be judged (ir/reflect.c says more).  --emit=ir
 * prints the module as parsed, so it skips the pass. */
static bool stage_reflect(Compilation *c)
{
    bool ok = true;
    if (c->opt.emit != EMIT_IR) {
        ReflectOptions ro = {.cuda_arch = c->target->sm * 10, .ftz = c->opt.ftz,
                             .prec_sqrt = c->opt.prec_sqrt, .prec_div = c->opt.prec_div};
        ok = nvvm_reflect(c->m, &ro, &c->diag, NULL);
        FpOptions fo = {c->opt.fma, c->opt.prec_sqrt};
        fp_options_apply(c->m, &fo);
    }
    if (c->opt.dump && !strcmp(c->opt.dump, "ir"))
        module_print(stderr, c->m);
    return ok;
}

static bool stage_verify(Compilation *c)
{
    if (c->opt.no_verify)
        return true;
    VerifyOptions vo = {
        .target = c->target,
        .unified_nvvm_ir = c->opt.unified_nvvm_ir,
        .ir_kind = c->opt.ir_kind,
    };
    /* -Werror turns warnings into errors that verify_module does not count. */
    return verify_module(c->m, &vo, &c->diag) == 0 && c->diag.errors == 0;
}

/* Threads for selection: --jobs=N, or one per online CPU, at most
 * JOBS_MAX (past that, the serial parts -- reading the module, verifying
 * it, writing the PTX -- leave nothing for more threads to win). */
enum { JOBS_MAX = 8 };
static unsigned jobs_wanted(unsigned asked)
{
    if (asked)
        return asked;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus < 1 ? 1 : cpus > JOBS_MAX ? JOBS_MAX : (unsigned)cpus;
}

/* The code generator's options; false (after a message) for a bad
 * --ptx-version. */
static bool codegen_options(Compilation *c, CodegenOptions *co, bool quiet)
{
    *co = (CodegenOptions){
        .dump_dag = c->opt.dump && !strcmp(c->opt.dump, "dag"),
        .dump_isel = c->opt.dump && !strcmp(c->opt.dump, "isel"),
        .opt_level = (unsigned)c->opt.opt_level,
        .isel_chunk = c->opt.isel_chunk,
        .jobs = jobs_wanted(c->opt.jobs),
        .jobs_min = c->opt.jobs_min,
        /* the module --dump=mem2reg prints is mem2reg's alone,
         * --dump=cse's is without lsr, --dump=lsr's without aggcopy,
         * --dump=aggcopy's without mergestores, --dump=mergestores's
         * without hoist, --dump=hoist's without bypassdiv */
        .ir_passes = !c->opt.dump ? 0
                     : !strcmp(c->opt.dump, "mem2reg") ? IR_PASS_MEM2REG
                     : !strcmp(c->opt.dump, "cse")     ? IR_PASS_MEM2REG | IR_PASS_CSE
                     : !strcmp(c->opt.dump, "lsr")
                         ? IR_PASS_MEM2REG | IR_PASS_CSE | IR_PASS_BYVALLOAD | IR_PASS_LSR
                     : !strcmp(c->opt.dump, "aggcopy")
                         ? IR_PASS_MEM2REG | IR_PASS_CSE | IR_PASS_BYVALLOAD | IR_PASS_LSR |
                               IR_PASS_AGGCOPY
                     : !strcmp(c->opt.dump, "mergestores")
                         ? IR_PASS_MEM2REG | IR_PASS_CSE | IR_PASS_BYVALLOAD | IR_PASS_LSR |
                               IR_PASS_AGGCOPY | IR_PASS_MERGESTORES
                     : !strcmp(c->opt.dump, "hoist")
                         ? IR_PASS_MEM2REG | IR_PASS_CSE | IR_PASS_BYVALLOAD | IR_PASS_LSR |
                               IR_PASS_AGGCOPY | IR_PASS_MERGESTORES | IR_PASS_HOIST
                         : 0,
        .ftz = c->opt.ftz == 1,
        .div_full = c->opt.prec_div == 0,
        .line_info = !c->opt.no_line_info,
    };
    if (c->opt.ptx_version && !ptx_version_parse(c->opt.ptx_version, &co->force_ptx)) {
        if (!quiet)
            fprintf(stderr, "tnvcc: error: bad --ptx-version '%s' (expected X.Y)\n",
                c->opt.ptx_version);
        return false;
    }
    /* No ptxas takes a version NVIDIA never released (7.9, 8.9). */
    if (co->force_ptx && !ptx_version_known(co->force_ptx)) {
        if (!quiet)
            fprintf(stderr, "tnvcc: error: --ptx-version %s: no such PTX ISA version (see the "
                "list at the end of --list-targets)\n", c->opt.ptx_version);
        return false;
    }
    return true;
}

static bool write_ptx_output(Compilation *c)
{
    char *path = c->opt.output ? NULL : default_ptx_path(c->opt.input);
    bool ok = write_output(c->opt.output ? c->opt.output : path ? path : "-", write_ptx, c);
    free(path);
    return ok;
}

static bool stage_emit(Compilation *c)
{
    if (c->opt.verify_only)
        return true;
    if (c->opt.emit == EMIT_IR)
        return write_output(c->opt.output ? c->opt.output : "-", write_ir, c);
    CodegenOptions co;
    if (!codegen_options(c, &co, false))
        return false;
    lower_varargs(c->m); /* variadic calls: LLVM's NVPTX buffer convention */
    /* (c->diag.errors: a code generation warning that -Werror promoted) */
    bool generated = ptx_generate(c->m, c->target, &c->diag, &co, &c->ptx.body,
                                  &c->ptx.body_len);
    /* The IR passes run function by function just before selection
     * (emit/ptx.c, prepare), so the module they leave is whole only now. */
    if (c->opt.dump && (!strcmp(c->opt.dump, "mem2reg") || !strcmp(c->opt.dump, "cse") ||
                        !strcmp(c->opt.dump, "lsr") || !strcmp(c->opt.dump, "aggcopy") ||
                        !strcmp(c->opt.dump, "mergestores") || !strcmp(c->opt.dump, "hoist") ||
                        !strcmp(c->opt.dump, "bypassdiv")))
        module_print(stderr, c->m);
    if (!generated || c->diag.errors)
        return false;
    return write_ptx_output(c);
}

/* NVVMReflect, verification and code generation, function by function.
 *
 * Why.  A large module (libdevice: 15 MB of IR) is many times the size
 * of the cache, so each stage that walks the whole module reads it again
 * from memory: the reflect pass, the verifier and the selector each
 * paid for that.  Done one function at a time, the function is read once
 * and stays in the cache for all three.
 *
 * What stays as the stages had it.  Each function is reflected before
 * it is verified, and verified before it is selected.  Everything but
 * the bodies (the module, the globals, every function's signature and
 * attributes) is verified before any function (verify_begin), and the
 * checks of declarations' uses once every function is reflected
 * (verify_end).  Once anything has failed -- a reflect error, a
 * verifier error -- no further function is selected, and whatever the
 * code generator said is dropped: its diagnostics go to a forked sink
 * (diag_fork), kept only when the verifier passed, so the messages and
 * the exit status are those of the stage-by-stage run.  Reflect errors,
 * as before, void the verifier's report too.
 *
 * With --jobs, each function the verifier passed goes to a pool instead
 * (ptx_pool_add): other threads select it while this loop reflects and
 * verifies the next, and ptx_pool_end merges their work in module order
 * (emit/ptx.c says why the result is the same bytes).
 *
 * When.  For PTX output only, and not where the stages' order is
 * visible or needed whole: --dump (it prints between stages), variadic
 * functions (their lowering rewrites calls across the module before
 * selection), a bad --ptx-version (said after verification),
 * --no-verify.  (Code generation's renaming of local symbols, which
 * begins before the last function is verified, leaves the IR names the
 * verifier checks and quotes: ir/names.c.) */
static bool can_fuse(Compilation *c)
{
    CodegenOptions co;
    return c->opt.emit != EMIT_IR && !c->opt.verify_only && !c->opt.no_verify && !c->opt.dump &&
           c->diag.buffered && !lower_varargs_needed(c->m) &&
           codegen_options(c, &co, true);
}

static bool stage_fused(Compilation *c)
{
    ReflectOptions ro = {.cuda_arch = c->target->sm * 10, .ftz = c->opt.ftz,
                         .prec_sqrt = c->opt.prec_sqrt, .prec_div = c->opt.prec_div};
    FpOptions fo = {c->opt.fma, c->opt.prec_sqrt};
    VerifyOptions vo = {.target = c->target, .unified_nvvm_ir = c->opt.unified_nvvm_ir,
                        .ir_kind = c->opt.ir_kind};
    CodegenOptions co;
    codegen_options(c, &co, true); /* can_fuse checked it */
    unsigned errors_before = c->diag.errors;
    VerifyCtx *v = verify_begin(c->m, &vo, &c->diag, true);
    Diag cd;
    diag_fork(&c->diag, &cd);
    PtxWriter *w = NULL;
    PtxPool *pool = NULL; /* with --jobs: other threads select */
    bool reflect_ok = true, began = false;
    for (Global *fn = c->m->funcs; fn; fn = fn->next) {
        function_prefetch(fn); /* its first touch since the parser's */
        reflect_ok &= nvvm_reflect_function(c->m, &ro, &c->diag, fn);
        if (!reflect_ok)
            continue; /* reflect the rest, for their errors; nothing more */
        fp_options_apply_function(fn, &fo);
        verify_function(v, fn);
        if (verify_errors(v) || c->diag.errors != errors_before)
            continue;
        if (!began) { /* the first function the verifier passed */
            began = true;
            w = ptx_begin(c->m, c->target, &cd, &co);
            if (w && co.jobs > 1)
                pool = ptx_pool_begin(w, co.jobs);
        }
        if (pool)
            ptx_pool_add(pool, fn);
        else if (w)
            ptx_function(w, fn);
    }
    if (pool)
        ptx_pool_end(pool);
    bool verified = verify_end(v, reflect_ok) == 0 && reflect_ok &&
                    c->diag.errors == errors_before;
    if (verified && !began)
        w = ptx_begin(c->m, c->target, &cd, &co);
    bool generated = false;
    if (verified && w)
        generated = ptx_end_text(w, &c->ptx);
    else if (w) { /* the verifier failed after code generation began */
        PtxText dropped;
        if (ptx_end_text(w, &dropped))
            ptx_text_free(&dropped);
    }
    diag_join(&c->diag, &cd, verified);
    if (!verified || !generated || c->diag.errors)
        return false;
    return write_ptx_output(c);
}

static int run(Compilation *c)
{
    bool ok = resolve_target(c) && stage_parse(c) &&
              (can_fuse(c) ? stage_fused(c)
                           : stage_reflect(c) && stage_verify(c) && stage_emit(c));
    if (c->src.text)
        diag_summary(&c->diag);
    return ok && c->diag.errors == 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    Compilation c = {0};
    int rc = parse_args(&c.opt, argc, argv);
    if (rc >= 0)
        return rc;
    rc = run(&c);
    if (c.m)
        module_free(c.m);
    ptx_text_free(&c.ptx);
    source_free(&c.src);
    for (unsigned i = 0; c.more_src && i < c.opt.nmore; i++)
        source_free(&c.more_src[i]);
    free(c.more_src);
    free(c.opt.more);
    return rc;
}
