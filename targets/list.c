/*
 * targets/list.c -- the `tnvcc --list-targets` table.
 *
 * Duties:
 *   - Print one line per target: name, encoding, minimum PTX version,
 *     family, whether the CUDA 13 ptxas still takes it, and its features
 *     by short name, comma-separated (wrapped so that a terminal stays
 *     readable); then the aliases, the compatibility rules in brief, and
 *     the released PTX ISA versions.
 *
 * Invariants:
 *   - Output depends only on the tables, so tests and docs can quote it.
 *   - Lines are at most LIST_WIDTH columns unless a single feature name is
 *     longer than the space left (it never is).
 */
#include <string.h>

#include "targets/targets.h"

enum {
    LIST_WIDTH = 100, /* wrap feature lists at this column */
    FEATURE_COL = 38  /* where the feature list starts */
};

/* "sm_10x" for family 10: the PTX manual's name for a family. */
static void family_name(const Target *t, char *buf, size_t n)
{
    snprintf(buf, n, "sm_%ux", t->family);
}

/* The comma-separated feature names of t, continued on new lines indented
 * to FEATURE_COL whenever the next name (and the comma that may follow it)
 * would pass LIST_WIDTH. */
static void print_features(FILE *out, const Target *t)
{
    unsigned col = FEATURE_COL;
    bool first = true;
    for (unsigned f = 0; f < FEAT_COUNT; f++) {
        if (!target_has(t, (Feature)f))
            continue;
        const char *name = feature_name((Feature)f);
        unsigned len = (unsigned)strlen(name) + (first ? 0 : 2);
        /* +1: the comma that ends the line if the next name wraps */
        if (!first && col + len + 1 > LIST_WIDTH) {
            fprintf(out, ",\n%*s", FEATURE_COL, "");
            col = FEATURE_COL;
            len -= 2;
        } else if (!first) {
            fputs(", ", out);
        }
        fputs(name, out);
        col += len;
        first = false;
    }
    fputs(first ? "-\n" : "\n", out);
}

static void print_row(FILE *out, const Target *t)
{
    char ptx[8], fam[16];
    ptx_version_format(t->min_ptx, ptx, sizeof ptx);
    family_name(t, fam, sizeof fam);
    fprintf(out, "%-9s %5u  %-5s %-7s %-6s ", t->name, t->encoding, ptx, fam,
            t->ptxas13 ? "yes" : "no");
    print_features(out, t);
}

static void print_rules(FILE *out)
{
    fputs("\naliases (old names): ", out);
    const char *sep = "";
    static const char *const pairs[][2] = {
#define TARGET_ALIAS(a, c, why) {a, c},
#include "targets/targets.def"
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        fprintf(out, "%s%s = %s", sep, pairs[i][0], pairs[i][1]);
        sep = ", ";
    }
    fputs("\n\nPTX for sm_XY runs on every sm_ZW with ZW >= XY (any suffix);\n"
          "PTX for sm_XYf runs on later members of the same family (sm_100f on sm_103a, "
          "not on sm_120);\n"
          "PTX for sm_XYa runs only on sm_XYa.  The default target is ",
          out);
    fprintf(out, "%s.\n", target_default()->name);
}

/* The released PTX ISA versions, oldest first, each run of minors of one
 * major as a range: "1.0-1.5, 2.0-2.3, ..., 5.0, ...".  Scripts that need
 * "the version before this one" (tests/targets/run.sh) read them here
 * rather than keep a copy of the list. */
static void print_ptx_versions(FILE *out)
{
    char a[8], b[8];
    const char *sep = "";
    fputs("\nPTX ISA versions: ", out);
    for (unsigned w = 10; w < 100; w++) {
        if (!ptx_version_known(w) || (w % 10 && ptx_version_known(w - 1)))
            continue; /* not the start of a run */
        unsigned last = w;
        while (last % 10 < 9 && ptx_version_known(last + 1))
            last++;
        fprintf(out, "%s%s", sep, ptx_version_format(w, a, sizeof a));
        if (last != w)
            fprintf(out, "-%s", ptx_version_format(last, b, sizeof b));
        sep = ", ";
    }
    fputc('\n', out);
}

void targets_list(FILE *out)
{
    fprintf(out, "%-9s %5s  %-5s %-7s %-6s %s\n", "target", "enc", "ptx", "family",
            "ptxas", "features");
    for (size_t i = 0; i < target_count(); i++)
        print_row(out, target_at(i));
    print_rules(out);
    print_ptx_versions(out);
}
