/*
 * main.c -- the tnvcc driver: the command line, then a straight list of
 * stages.
 *
 *   read the input  ->  parse (frontend/)  ->  verify (verify/)
 *       ->  [code generation: isel/ + emit/, not in this version]
 *       ->  write the output
 *
 * Everything one compilation needs lives in one Compilation struct (no
 * global mutable state), so a library user could run two at once.
 *
 * Output is written to a temporary file next to the destination and
 * renamed over it only when the compilation succeeded: a failed run never
 * leaves a half-written or truncated file behind.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
    EmitKind emit;
    const char *dump;           /* --dump=STAGE, or NULL */
    unsigned max_errors;
} Options;

typedef struct Compilation {
    Options opt;
    const Target *target;
    Source src;
    Diag diag;
    Module *m;
} Compilation;

static const char usage[] =
    "usage: tnvcc [options] <input.ll | ->\n"
    "\n"
    "Compiles NVVM IR (LLVM IR text for NVIDIA GPUs, typed-pointer or opaque\n"
    "`ptr` dialect) to PTX.\n"
    "\n"
    "options:\n"
    "  -o FILE            output file ('-' = stdout); default: <input>.ptx,\n"
    "                     or stdout for --emit=ir\n"
    "  --sm 90a           target GPU; also sm_90a, compute_90a, -arch=sm_90a,\n"
    "                     -mcpu=sm_90a (default: sm_75, see --list-targets)\n"
    "  --ptx-version X.Y  force the PTX ISA version written in .version\n"
    "  -O0 .. -O3         optimization level (default -O3)\n"
    "  --verify-only      parse and verify, write nothing\n"
    "  --emit=ptx|ir      what to write: PTX (default) or the parsed module\n"
    "                     printed back as LLVM IR\n"
    "  --dump=ir          print the module after parsing to stderr\n"
    "  --unified-nvvm-ir  verify in NVVM's UnifiedNVVMIR mode\n"
    "  --no-verify        skip the NVVM verifier (not recommended)\n"
    "  --max-errors=N     stop after N errors (default 50, 0 = no limit)\n"
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

/* An option that takes a value: `--sm 90a` or `--sm=90a`. */
static const char *option_value(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) != 0)
        return NULL;
    if (argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (argv[*i][n] == '\0' && *i + 1 < argc)
        return argv[++*i];
    return NULL;
}

static bool is_target_option(const char *a)
{
    return strncmp(a, "-arch=", 6) == 0 || strncmp(a, "--arch=", 7) == 0 ||
           strncmp(a, "-mcpu=", 6) == 0 || strncmp(a, "-march=", 7) == 0 ||
           strncmp(a, "--gpu-name=", 11) == 0;
}

/* Returns -1 to go on compiling, else the exit status. */
static int parse_flag(Options *o, int argc, char **argv, int *i)
{
    const char *a = argv[*i], *v;
    if (!strcmp(a, "--help") || !strcmp(a, "-h"))
        return fputs(usage, stdout), 0;
    if (!strcmp(a, "--version"))
        return printf("tnvcc %s (NVVM IR to PTX)\n", TNVCC_VERSION), 0;
    if (!strcmp(a, "--list-targets"))
        return targets_list(stdout), 0;
    if ((v = option_value(argc, argv, i, "-o")))
        o->output = v;
    else if ((v = option_value(argc, argv, i, "--sm")))
        o->target_spelling = v;
    else if (is_target_option(a))
        o->target_spelling = a;
    else if ((v = option_value(argc, argv, i, "--ptx-version")))
        o->ptx_version = v;
    else if ((v = option_value(argc, argv, i, "--emit"))) {
        if (strcmp(v, "ptx") && strcmp(v, "ir"))
            return fail_usage("--emit takes 'ptx' or 'ir', not '%s'", v);
        o->emit = strcmp(v, "ir") == 0 ? EMIT_IR : EMIT_PTX;
    } else if ((v = option_value(argc, argv, i, "--dump")))
        o->dump = v;
    else if ((v = option_value(argc, argv, i, "--max-errors")))
        o->max_errors = (unsigned)strtoul(v, NULL, 10);
    else if (!strcmp(a, "--verify-only"))
        o->verify_only = true;
    else if (!strcmp(a, "--unified-nvvm-ir"))
        o->unified_nvvm_ir = true;
    else if (!strcmp(a, "--no-verify"))
        o->no_verify = true;
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3])
        o->opt_level = a[2] - '0';
    else
        return fail_usage("unknown option '%s'", a);
    return -1;
}

static int parse_args(Options *o, int argc, char **argv)
{
    *o = (Options){.opt_level = 3, .max_errors = 50};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] == '-' && a[1] != '\0') {
            int rc = parse_flag(o, argc, argv, &i);
            if (rc >= 0)
                return rc;
        } else if (o->input) {
            return fail_usage("more than one input file ('%s')", a);
        } else {
            o->input = a;
        }
    }
    if (!o->input)
        return fail_usage("%s", "no input file (use '-' for standard input)");
    if (o->dump && strcmp(o->dump, "ir") != 0)
        return fail_usage("--dump=%s: that stage does not exist in this version "
                          "(available: ir)", o->dump);
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

/* Write through a temporary file and rename: never a partial output. */
static bool write_output(const char *path, Writer w, const Compilation *c)
{
    if (!strcmp(path, "-")) {
        w(stdout, c);
        return fflush(stdout) == 0;
    }
    size_t n = strlen(path);
    char *tmp = malloc(n + 16);
    if (!tmp)
        BUG("out of memory");
    snprintf(tmp, n + 16, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    bool ok = f != NULL;
    if (ok) {
        w(f, c);
        ok = !ferror(f);
        ok = (fclose(f) == 0) && ok;
        ok = ok && rename(tmp, path) == 0;
    }
    if (!ok) {
        fprintf(stderr, "tnvcc: error: cannot write '%s': %s\n", path, strerror(errno));
        unlink(tmp);
    }
    free(tmp);
    return ok;
}

static void write_ir(FILE *out, const Compilation *c) { module_print(out, c->m); }

/* ---------------- the pipeline ---------------- */

static bool stage_parse(Compilation *c)
{
    if (!source_read(&c->src, c->opt.input)) {
        fprintf(stderr, "tnvcc: error: cannot read '%s': %s\n", c->opt.input, strerror(errno));
        return false;
    }
    diag_init(&c->diag, &c->src, stderr);
    c->diag.max_errors = c->opt.max_errors;
    c->m = parse_module(&c->src, &c->diag);
    if (c->m && c->opt.dump)
        module_print(stderr, c->m);
    return c->m != NULL;
}

static bool stage_verify(Compilation *c)
{
    if (c->opt.no_verify)
        return true;
    VerifyOptions vo = {
        .sm = c->target->sm * 10,
        .arch_specific = c->target->variant == 'a',
        .unified_nvvm_ir = c->opt.unified_nvvm_ir,
    };
    return verify_module(c->m, &vo, &c->diag) == 0;
}

static bool stage_emit(Compilation *c)
{
    if (c->opt.verify_only)
        return true;
    if (c->opt.emit == EMIT_IR)
        return write_output(c->opt.output ? c->opt.output : "-", write_ir, c);
    Loc nowhere = {0, 0};
    diag_error(&c->diag, nowhere, "unsupported: PTX code generation is not "
               "part of this version of tnvcc yet; use --emit=ir or --verify-only");
    return false;
}

static int run(Compilation *c)
{
    bool ok = resolve_target(c) && stage_parse(c) && stage_verify(c) && stage_emit(c);
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
    source_free(&c.src);
    return rc;
}
