/*
 * tests/fuzz/fuzz_pipeline.c -- libFuzzer target: IR text through every
 * stage tnvcc has, for one fixed target (sm_90a).
 *
 * Parses the bytes, then runs the stages of `stages[]` in order, stopping
 * at the first that fails, exactly as main.c does.  Inputs the parser
 * rejects are cheap; the interesting ones are modules the parser accepts
 * and the later stages must handle without crashing: the verifier sees
 * every shape the grammar allows, the printer and code generation every
 * module that verified.  A later stage is one more line in `stages[]`.
 *
 * The last stage generates the PTX again on one thread and on three
 * (stage_threads) and aborts if the two differ in any byte.  Each of the
 * two compiles a module of its own, parsed and verified afresh from the
 * input: code generation changes the module it is given (the IR passes
 * run on it), so a second run on the same module would compare what the
 * passes make of their own output, not one input on two thread counts.
 *
 * TNVCC_FUZZ_STAGES=N in the environment runs only the first N stages:
 * libFuzzer stops at the first crash, so while a known crash in a later
 * stage waits for its fix, the earlier stages can still be fuzzed.
 *
 * TNVCC_FUZZ_CHUNK=N selects blocks in chunks of N instructions (tnvcc's
 * --isel-chunk): the chunk boundaries, where values cross from one DAG
 * to the next through registers, are otherwise reached only by blocks of
 * thousands of instructions, which fuzzed inputs seldom are.
 *
 * Build and run: `make fuzz FUZZ_SECONDS=60` (see docs/reliability.md).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"
#include "targets/targets.h"
#include "tests/fuzz/fuzz_common.h"
#include "verify/verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* --isel-chunk's value (0: the default size), from TNVCC_FUZZ_CHUNK. */
static unsigned chunk;

/* The input of the current run, for stage_threads's fresh modules. */
static const uint8_t *input;
static size_t input_size;

/* A stage: true to go on to the next one.  `out` is /dev/null. */
typedef bool (*Stage)(Module *m, Diag *d, FILE *out);

/* sm_90a: the newest target whose `a` features the verifier gates on
 * (clusters, wgmma, setmaxnreg), so the most verifier code is reachable. */
static bool stage_verify(Module *m, Diag *d, FILE *out)
{
    VerifyOptions vo = {.target = target_lookup("sm_90a", NULL)};
    return verify_module(m, &vo, d) == 0;
}

static bool stage_print(Module *m, Diag *d, FILE *out)
{
    module_print(out, m);
    return true;
}

/* isel/ + emit/: the PTX is generated into memory, then written out. */
static bool stage_codegen(Module *m, Diag *d, FILE *out)
{
    const char *note = NULL;
    const Target *t = target_lookup("sm_90a", &note);
    CodegenOptions co = {.opt_level = 3, .isel_chunk = chunk, /* -O3: every fold */
                         .line_info = true};   /* and .loc, as the command line */
    char *ptx = NULL;
    size_t len = 0;
    if (!t)
        abort();
    bool ok = ptx_generate(m, t, d, &co, &ptx, &len);
    if (ok)
        fwrite(ptx, 1, len, out);
    free(ptx);
    return ok;
}

/* Code generation once on one thread and once on three, with threads
 * for any module of two or more functions (--jobs=3 --jobs-min=1), each
 * into a buffered sink whose diagnostics are then printed to memory:
 * the PTX, the diagnostics and the result must be the same bytes
 * (emit/ptx.c's promise); a difference aborts, which libFuzzer reports
 * as a crash with the input that shows it. */
static bool generate_into(unsigned jobs, char **ptx, size_t *len, char **diags, size_t *dlen)
{
    const Target *t = target_lookup("sm_90a", NULL);
    FuzzRun fresh;
    fuzz_parse(&fresh, input, input_size);
    VerifyOptions vo = {.target = t};
    if (!t || !fresh.m || verify_module(fresh.m, &vo, &fresh.d))
        abort(); /* (the same bytes parsed and verified before) */
    FILE *f = open_memstream(diags, dlen);
    if (!f)
        abort();
    Diag d;
    diag_init(&d, &fresh.src, f);
    d.buffered = true;
    CodegenOptions co = {.opt_level = 3, .isel_chunk = chunk, .jobs = jobs, .jobs_min = 1,
                         .line_info = true};
    bool ok = ptx_generate(fresh.m, t, &d, &co, ptx, len);
    diag_summary(&d);
    fclose(f);
    fuzz_done(&fresh);
    return ok;
}

static bool stage_threads(Module *m, Diag *d, FILE *out)
{
    (void)m, (void)d, (void)out;
    char *p1 = NULL, *p3 = NULL, *d1 = NULL, *d3 = NULL;
    size_t l1 = 0, l3 = 0, dl1 = 0, dl3 = 0;
    bool ok1 = generate_into(1, &p1, &l1, &d1, &dl1);
    bool ok3 = generate_into(3, &p3, &l3, &d3, &dl3);
    if (ok1 != ok3 || l1 != l3 || (l1 && memcmp(p1, p3, l1)) || dl1 != dl3 ||
        (dl1 && memcmp(d1, d3, dl1))) {
        fprintf(stderr, "fuzz_pipeline: one thread and three disagree\n");
        abort();
    }
    free(p1), free(p3), free(d1), free(d3);
    return ok1;
}

static const Stage stages[] = {
    stage_verify,
    stage_print,
    stage_codegen,
    stage_threads,
};

static size_t nstages = sizeof stages / sizeof stages[0];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const char *n = getenv("TNVCC_FUZZ_STAGES");
    if (n && (size_t)atoi(n) < nstages)
        nstages = (size_t)atoi(n);
    const char *k = getenv("TNVCC_FUZZ_CHUNK");
    if (k && atoi(k) > 0)
        chunk = (unsigned)atoi(k);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzRun r;
    input = data, input_size = size;
    fuzz_parse(&r, data, size);
    for (size_t i = 0; r.m && i < nstages; i++)
        if (!stages[i](r.m, &r.d, fuzz_devnull()))
            break;
    fuzz_done(&r);
    return 0;
}
