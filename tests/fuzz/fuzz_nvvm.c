/*
 * tests/fuzz/fuzz_nvvm.c -- libFuzzer target: the libNVVM interface
 * (lib/nvvm.c) driven by a sequence of calls decoded from the input.
 *
 * The input is a script and its data, separated by NUL bytes:
 *
 *     SCRIPT \0 SEGMENT \0 SEGMENT \0 ...
 *
 * Each byte of SCRIPT is one step (other bytes are skipped):
 *     a  nvvmAddModuleToProgram with the next segment as the module
 *     l  nvvmLazyAddModuleToProgram, the same
 *     o  append an option from the table below (the next script byte
 *        picks it)
 *     s  append the next segment as an option, whatever its bytes
 *     x  forget the options
 *     c  nvvmCompileProgram with the options
 *     v  nvvmVerifyProgram with the options
 *     r  nvvmGetCompiledResultSize and nvvmGetCompiledResult
 *     g  nvvmGetProgramLogSize and nvvmGetProgramLog
 *     n  destroy the program and create a new one
 *     e  every call with a NULL program, buffer or size pointer
 * A script without `c` or `v` gets "ac" run after it (add the first
 * segment, compile), so a seed of "\0" plus an IR file compiles it.
 * Segments never contain NUL, which suits both: the lexer rejects a NUL
 * in IR text and an option is a C string.  Why NUL as the separator: a
 * length field would be shifted by every insertion the fuzzer makes,
 * while a separator keeps a mutated module a module.
 *
 * The contract under test, beyond "no crash, leak, or memory error":
 *   - every call returns one of the documented result codes;
 *   - sizes count the NUL, and the copied text is exactly that long;
 *   - no result after a failed compilation; a successful one has PTX;
 *   - a failed compilation or verification of IR, and a rejected option,
 *     say why in the log (lib/nvvm.c's duty: every problem in the log);
 *   - when verification fails, compilation with the same modules and
 *     options fails too (both run the same checks before code generation).
 * Limits per input (modules, options, compilations) keep one execution
 * short; the fuzzer explores sequences, not volume.
 *
 * Build and run: `make fuzz FUZZ_SECONDS=60` (see docs/reliability.md).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/nvvm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_OPTS = 16, MAX_MODULES = 8, MAX_RUNS = 4 };

/* Options a script picks by number: every option libNVVM documents, with
 * valid and invalid values, and near misses of each. */
static const char *const option_table[] = {
    "-arch=compute_75", "-arch=compute_90a", "-arch=compute_100f", "-arch=compute_20",
    "-arch=compute_52", "-arch=compute_121f", "-arch=compute_9", "-arch=compute_",
    "-arch=sm_90", "-opt=0", "-opt=3", "-opt=2", "-ftz=0", "-ftz=1", "-ftz=2",
    "-prec-sqrt=0", "-prec-sqrt=1", "-prec-div=0", "-prec-div=1", "-fma=0", "-fma=1",
    "-fma=", "-g", "-generate-line-info", "-jump-table-density=0",
    "-jump-table-density=101", "-jump-table-density=x", "", "-", "-ftz",
};
#define NOPTIONS (sizeof option_table / sizeof option_table[0])

/* The decoded input and the program under test. */
typedef struct Fuzz {
    const uint8_t *script, *end; /* script bytes */
    const char *seg, *seg_end;   /* segments not yet used */
    nvvmProgram prog;
    const char *opts[MAX_OPTS];
    char *owned[MAX_OPTS];       /* copies of `s` options, freed at the end */
    int nopts, nowned, nmodules, nruns;
    nvvmResult last_verify;      /* of the current modules and options, or -1 */
} Fuzz;

static void check_code(nvvmResult rc)
{
    if ((unsigned)rc > NVVM_ERROR_CANCELLED || !nvvmGetErrorString(rc))
        abort();
}

/* The next segment, NUL-terminated in the input copy; NULL when none. */
static const char *next_segment(Fuzz *f, size_t *len)
{
    if (f->seg >= f->seg_end)
        return NULL;
    const char *s = f->seg;
    *len = strlen(s);
    f->seg += *len + 1;
    return s;
}

/* Size then copy, with the checks every text result must pass: size
 * counts the NUL, the copy is exactly size - 1 bytes and terminated. */
static size_t get_text(nvvmProgram p, nvvmResult (*size_fn)(nvvmProgram, size_t *),
                       nvvmResult (*copy_fn)(nvvmProgram, char *))
{
    size_t n = 0;
    nvvmResult rc = size_fn(p, &n);
    check_code(rc);
    if (rc != NVVM_SUCCESS || n == 0)
        abort();
    char *buf = malloc(n);
    if (!buf)
        abort();
    memset(buf, 'X', n);
    if (copy_fn(p, buf) != NVVM_SUCCESS || buf[n - 1] != '\0' || strlen(buf) != n - 1)
        abort();
    free(buf);
    return n;
}

static size_t log_size(Fuzz *f)
{
    return get_text(f->prog, nvvmGetProgramLogSize, nvvmGetProgramLog);
}

static size_t result_size(Fuzz *f)
{
    return get_text(f->prog, nvvmGetCompiledResultSize, nvvmGetCompiledResult);
}

/* Result codes after which the log must say what went wrong. */
static bool needs_log(nvvmResult rc)
{
    return rc == NVVM_ERROR_COMPILATION || rc == NVVM_ERROR_INVALID_IR ||
           rc == NVVM_ERROR_IR_VERSION_MISMATCH || rc == NVVM_ERROR_INVALID_OPTION;
}

static void add(Fuzz *f, bool lazy)
{
    size_t len;
    const char *text = next_segment(f, &len);
    if (!text || f->nmodules >= MAX_MODULES)
        return;
    char name[16];
    snprintf(name, sizeof name, "m%d.ll", f->nmodules);
    nvvmResult rc = (lazy ? nvvmLazyAddModuleToProgram : nvvmAddModuleToProgram)(
        f->prog, text, len, f->nmodules & 1 ? NULL : name);
    check_code(rc);
    if (rc != (len ? NVVM_SUCCESS : NVVM_ERROR_INVALID_INPUT))
        abort();
    f->nmodules += len != 0;
    f->last_verify = (nvvmResult)-1;
}

static void compile_or_verify(Fuzz *f, bool generate)
{
    if (f->nruns++ >= MAX_RUNS)
        return;
    nvvmResult rc = (generate ? nvvmCompileProgram : nvvmVerifyProgram)(
        f->prog, f->nopts, f->opts);
    check_code(rc);
    if (needs_log(rc) && log_size(f) <= 1)
        abort(); /* failed without a word in the log */
    if (rc == NVVM_SUCCESS && f->nmodules == 0)
        abort();
    if (generate) {
        size_t n = result_size(f);
        if ((rc == NVVM_SUCCESS) != (n > 1))
            abort(); /* PTX after a failure, or none after success */
        if (rc == NVVM_SUCCESS && f->last_verify != (nvvmResult)-1 &&
            f->last_verify != NVVM_SUCCESS)
            abort(); /* compiled what verification refused */
    } else {
        f->last_verify = rc;
    }
}

/* The documented answers to NULL arguments; none may crash. */
static void null_calls(Fuzz *f)
{
    size_t n;
    char c;
    int a, b, x;
    if (nvvmCompileProgram(NULL, 0, NULL) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmVerifyProgram(NULL, 0, NULL) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmAddModuleToProgram(NULL, "x", 1, NULL) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmAddModuleToProgram(f->prog, NULL, 1, NULL) != NVVM_ERROR_INVALID_INPUT ||
        nvvmLazyAddModuleToProgram(f->prog, "x", 0, NULL) != NVVM_ERROR_INVALID_INPUT ||
        nvvmGetCompiledResultSize(NULL, &n) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmGetCompiledResultSize(f->prog, NULL) != NVVM_ERROR_INVALID_INPUT ||
        nvvmGetCompiledResult(NULL, &c) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmGetProgramLog(f->prog, NULL) != NVVM_ERROR_INVALID_INPUT ||
        nvvmGetProgramLogSize(NULL, &n) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmDestroyProgram(NULL) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmCreateProgram(NULL) != NVVM_ERROR_INVALID_PROGRAM ||
        nvvmVersion(NULL, &a) != NVVM_ERROR_INVALID_INPUT ||
        nvvmIRVersion(&a, &b, &x, NULL) != NVVM_ERROR_INVALID_INPUT ||
        nvvmCompileProgram(f->prog, -1, NULL) != NVVM_ERROR_INVALID_OPTION ||
        strcmp(nvvmGetErrorString((nvvmResult)99), "NVVM_ERROR_UNKNOWN") != 0)
        abort();
}

static void renew(Fuzz *f)
{
    if (nvvmDestroyProgram(&f->prog) != NVVM_SUCCESS || f->prog ||
        nvvmCreateProgram(&f->prog) != NVVM_SUCCESS || !f->prog)
        abort();
    f->nmodules = 0;
    f->last_verify = (nvvmResult)-1;
}

static void option(Fuzz *f, const char *opt)
{
    if (f->nopts < MAX_OPTS)
        f->opts[f->nopts++] = opt;
    f->last_verify = (nvvmResult)-1;
}

static void step(Fuzz *f, uint8_t op)
{
    size_t len;
    const char *s;
    switch (op) {
    case 'a': add(f, false); break;
    case 'l': add(f, true); break;
    case 'o':
        if (f->script < f->end)
            option(f, option_table[*f->script++ % NOPTIONS]);
        break;
    case 's':
        if ((s = next_segment(f, &len)) && f->nowned < MAX_OPTS &&
            (f->owned[f->nowned] = strdup(s)))
            option(f, f->owned[f->nowned++]);
        break;
    case 'x': f->nopts = 0; f->last_verify = (nvvmResult)-1; break;
    case 'c': compile_or_verify(f, true); break;
    case 'v': compile_or_verify(f, false); break;
    case 'r': result_size(f); break;
    case 'g': log_size(f); break;
    case 'n': renew(f); break;
    case 'e': null_calls(f); break;
    default: break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* A copy with a NUL after it, so the last segment is terminated. */
    char *copy = malloc(size + 1);
    if (!copy)
        abort();
    if (size)
        memcpy(copy, data, size);
    copy[size] = '\0';
    size_t slen = strlen(copy);
    Fuzz f = {.script = (const uint8_t *)copy, .end = (const uint8_t *)copy + slen,
              .seg = copy + slen + 1, .seg_end = copy + size + 1,
              .last_verify = (nvvmResult)-1};
    if (nvvmCreateProgram(&f.prog) != NVVM_SUCCESS)
        abort();
    bool ran = memchr(copy, 'c', slen) || memchr(copy, 'v', slen);
    while (f.script < f.end)
        step(&f, *f.script++);
    if (!ran) {
        step(&f, 'a');
        step(&f, 'c');
    }
    if (nvvmDestroyProgram(&f.prog) != NVVM_SUCCESS)
        abort();
    for (int i = 0; i < f.nowned; i++)
        free(f.owned[i]);
    free(copy);
    return 0;
}
