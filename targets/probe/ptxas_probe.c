/*
 * targets/probe/ptxas_probe.c -- check targets.def and features.def against
 * the ptxas that is installed.
 *
 * A developer tool, not part of tnvcc: the Makefile compiles the C files
 * of targets/ itself, not this directory.  Build and run it from the
 * repository root:
 *
 *     cc -std=c11 -D_POSIX_C_SOURCE=200809L -I. -o /tmp/ptxas_probe \
 *        targets/probe/ptxas_probe.c targets/targets.c targets/spelling.c \
 *        targets/list.c && /tmp/ptxas_probe
 *
 * Duties: for every target that ptxas knows,
 *   1. min_ptx is right: ptxas accepts `.target T` with `.version min_ptx`
 *      and refuses it with the PTX version just before;
 *   2. the feature mask is right: each feature's probe instruction (from
 *      features.def) assembles iff target_has(T, feature);
 *   3. the PTX version each feature needs on each target
 *      (target_required_ptx) is accepted, and the one before it refused;
 *   4. target_runs_on() matches `ptxas --gpu-name=GPU` for `.target CODE`.
 * Every disagreement is printed; the exit status is 1 if there was one.
 * Where ptxas accepts an *earlier* PTX version than the manual promises,
 * the tool prints a note but does not fail: the tables follow the manual,
 * and a later .version than strictly needed is harmless.
 * Targets ptxas does not know (sm_107 with ptxas 13.0) are skipped, and the
 * tool says so.  ptxas 13 refuses to *generate code* below sm_75, but it
 * still checks PTX for an older `.target` against that target's features, so
 * those rows are assembled with --gpu-name=sm_75.
 *
 * Invariant: nothing is left behind; the scratch directory is removed.
 */
#include <stdlib.h>
#include <string.h>

#include "targets/targets.h"

typedef struct Probe {
    char dir[64];    /* scratch directory from mkdtemp */
    unsigned failed; /* disagreements found so far */
    unsigned notes;  /* ptxas more lenient than the manual */
    unsigned runs;   /* ptxas invocations */
} Probe;

/* Write one PTX module: a kernel with registers of every class the probe
 * instructions use, a shared buffer, and `body`. */
static void write_ptx(const char *path, unsigned version, const Target *t, const char *body)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(2);
    }
    fprintf(f, ".version %u.%u\n.target %s\n.address_size 64\n", version / 10, version % 10,
            t->name);
    fputs(".visible .entry probe(.param .u64 p)\n{\n"
          "  .reg .pred %p<4>;\n  .reg .b8 %c<4>;\n  .reg .b16 %h<8>;\n"
          "  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n  .reg .f32 %f<16>;\n"
          "  .reg .f64 %fd<4>;\n",
          f);
    if (strstr(body, "%q"))
        fputs("  .reg .b128 %q<4>;\n", f);
    fprintf(f, "  .shared .align 16 .b8 smem[1024];\n  ld.param.u64 %%rd0, [p];\n"
               "  mov.u64 %%rd1, smem;\n  mov.u64 %%rd2, %%rd0;\n  %s\n  ret;\n}\n",
            body);
    fclose(f);
}

/* Does ptxas accept `body` for .target t at `version`, compiled for gpu? */
static bool assembles(Probe *p, unsigned version, const Target *t, const Target *gpu,
                      const char *body)
{
    char ptx[128], cmd[512];
    snprintf(ptx, sizeof ptx, "%s/p.ptx", p->dir);
    write_ptx(ptx, version, t, body);
    snprintf(cmd, sizeof cmd, "ptxas --gpu-name=%s %s -o %s/p.cubin >/dev/null 2>&1",
             gpu->sm >= 75 ? gpu->name : "sm_75", ptx, p->dir);
    p->runs++;
    return system(cmd) == 0;
}

/* The released PTX version just before v (0 if none). */
static void disagree(Probe *p, const char *what)
{
    printf("MISMATCH: %s\n", what);
    p->failed++;
}

static void lenient(Probe *p, const char *what)
{
    printf("note: %s (ptxas is more lenient than the manual)\n", what);
    p->notes++;
}

/* 1: min_ptx.  Returns false if ptxas does not know the target at all. */
static bool check_min_ptx(Probe *p, const Target *t)
{
    char msg[160];
    if (!assembles(p, t->min_ptx < 23 ? 23 : t->min_ptx, t, t, "")) {
        if (!assembles(p, 94, t, t, "") && !assembles(p, 90, t, t, "")) {
            printf("skipped %s: this ptxas does not know it\n", t->name);
            return false;
        }
        snprintf(msg, sizeof msg, "%s: refused at its min_ptx %u", t->name, t->min_ptx);
        disagree(p, msg);
    }
    unsigned before = ptx_version_before(t->min_ptx);
    if (before >= 23 && assembles(p, before, t, t, "")) {
        snprintf(msg, sizeof msg, "%s: accepted at PTX %u, before min_ptx %u", t->name,
                 before, t->min_ptx);
        lenient(p, msg);
    }
    return true;
}

/* The probe instruction of every feature, in Feature order. */
static const char *const probes[FEAT_COUNT] = {
#define PROBE_TEXT(e, id, nm, ats, probe) probe,
    TNV_FEATURES(PROBE_TEXT, 0)
#undef PROBE_TEXT
};

/* The PTX version to try feature f on t with: what the tables say it
 * needs there, or, if t lacks f, the newest the feature could want. */
static unsigned version_on(const Target *t, Feature f)
{
    unsigned v = target_feature_ptx(t, f);
    return v > t->min_ptx ? v : t->min_ptx;
}

static unsigned try_version(const Target *t, Feature f)
{
    unsigned v = target_has(t, f) ? version_on(t, f) : 0;
    for (unsigned i = 0; !v && feature_introduced_by(f, i); i++)
        v = version_on(feature_introduced_by(f, i), f);
    v = v > t->min_ptx ? v : t->min_ptx;
    return v < 23 ? 23 : v; /* .address_size needs PTX 2.3 */
}

/* 2 and 3: the feature mask of t, and the PTX version of each feature. */
static void check_features(Probe *p, const Target *t)
{
    char msg[200];
    for (unsigned f = 0; f < FEAT_COUNT; f++) {
        if (!probes[f][0])
            continue; /* a row of the NVVM IR contract: no PTX to try */
        unsigned v = try_version(t, (Feature)f);
        bool ok = assembles(p, v, t, t, probes[f]);
        if (ok != target_has(t, (Feature)f)) {
            snprintf(msg, sizeof msg, "%s %s %s but ptxas %s it at PTX %u", t->name,
                     ok ? "lacks" : "has", feature_name((Feature)f),
                     ok ? "accepts" : "refuses", v);
            disagree(p, msg);
        }
        unsigned before = ptx_version_before(v);
        if (ok && before >= t->min_ptx && before >= 23 &&
            assembles(p, before, t, t, probes[f])) {
            snprintf(msg, sizeof msg, "%s on %s accepted at PTX %u, before %u",
                     feature_name((Feature)f), t->name, before, v);
            lenient(p, msg);
        }
    }
}

/* 4: target_runs_on against --gpu-name, for the targets ptxas compiles for. */
static void check_runs_on(Probe *p, const bool *known)
{
    char msg[160];
    for (size_t i = 0; i < target_count(); i++) {
        for (size_t j = 0; j < target_count(); j++) {
            const Target *code = target_at(i), *gpu = target_at(j);
            if (!known[i] || !known[j] || code->sm < 75 || gpu->sm < 75)
                continue;
            unsigned v = code->min_ptx > gpu->min_ptx ? code->min_ptx : gpu->min_ptx;
            bool ok = assembles(p, v, code, gpu, "");
            if (ok != target_runs_on(code, gpu)) {
                snprintf(msg, sizeof msg, "PTX for %s %s on %s says ptxas", code->name,
                         ok ? "runs" : "does not run", gpu->name);
                disagree(p, msg);
            }
        }
    }
}

int main(void)
{
    Probe p = {.dir = "/tmp/ptxas_probe.XXXXXX"};
    bool known[64] = {0};
    if (target_count() > 64 || system("ptxas --version >/dev/null 2>&1") != 0) {
        fprintf(stderr, "ptxas_probe: needs ptxas on PATH\n");
        return 2;
    }
    if (!mkdtemp(p.dir)) {
        perror("mkdtemp");
        return 2;
    }
    for (size_t i = 0; i < target_count(); i++) {
        known[i] = check_min_ptx(&p, target_at(i));
        if (known[i])
            check_features(&p, target_at(i));
    }
    check_runs_on(&p, known);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", p.dir);
    if (system(cmd) != 0)
        fprintf(stderr, "ptxas_probe: could not remove %s\n", p.dir);
    printf("%u ptxas runs, %u mismatches, %u notes\n", p.runs, p.failed, p.notes);
    return p.failed ? 1 : 0;
}
