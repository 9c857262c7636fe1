/*
 * tests/unit/test_targets.c -- Criterion tests for targets/.
 *
 * What is tested, and where the expected values come from:
 *   - the table's invariants (sorted, names match numbers, encodings);
 *   - encodings and minimum PTX versions of well-known rows, from the PTX
 *     ISA manual 9.4 (.target, "PTX ISA Notes") and LLVM's NVPTXUsage;
 *   - spellings accepted and refused, aliases, and the suggestions for
 *     unknown names;
 *   - the ordering: NVPTXUsage's examples and counter-examples, the partial
 *     order's laws over every triple of rows, and a runs-on matrix that
 *     was recorded from the CUDA 13.0 ptxas (--gpu-name vs .target);
 *   - features of a few rows, and the PTX versions they need;
 *   - PTX version helpers and the --list-targets text.
 * Each test compares against a literal or a law, so a wrong table entry or
 * a broken rule makes some assertion fail.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "targets/targets.h"

/* The row named `name`; the test fails if there is none. */
static const Target *T(const char *name)
{
    const Target *t = target_lookup(name, NULL);
    cr_assert_not_null(t, "no target %s", name);
    return t;
}

static bool has(const char *target, Feature f)
{
    return target_has(T(target), f);
}

/* ------------------------------------------------------------------ */
/* The table                                                            */
/* ------------------------------------------------------------------ */

Test(targets_table, sorted_by_encoding_and_names_match_numbers)
{
    cr_assert_geq(target_count(), 40);
    for (size_t i = 0; i < target_count(); i++) {
        const Target *t = target_at(i);
        char name[16];
        snprintf(name, sizeof name, "sm_%u%s", t->sm,
                 t->variant == 'a' ? "a" : t->variant == 'f' ? "f" : "");
        cr_expect_str_eq(t->name, name);
        cr_expect_eq(t->encoding, TNV_ENCODE(t->sm, t->variant), "%s", t->name);
        cr_expect_eq(t->family, t->encoding / 100, "%s", t->name);
        cr_expect_eq(t->ptxas13, t->sm >= 75, "%s", t->name);
        cr_expect(ptx_version_known(t->min_ptx), "%s: min_ptx %u", t->name, t->min_ptx);
        if (i > 0)
            cr_expect_gt(t->encoding, target_at(i - 1)->encoding, "%s out of order", t->name);
    }
    cr_expect_null(target_at(target_count()));
}

Test(targets_table, every_architecture_of_the_brief_is_there)
{
    static const char *const names[] = {
        "sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50", "sm_52",
        "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80",
        "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a",
        "sm_100f", "sm_101", "sm_101a", "sm_101f", "sm_103", "sm_103a", "sm_103f",
        "sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121",
        "sm_121a", "sm_121f",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        cr_expect_not_null(target_lookup(names[i], NULL), "%s", names[i]);
}

Test(targets_table, encodings_follow_nvptxusage)
{
    cr_expect_eq(T("sm_20")->encoding, 200);
    cr_expect_eq(T("sm_90")->encoding, 900);
    cr_expect_eq(T("sm_90a")->encoding, 901);   /* no sm_90f below it */
    cr_expect_eq(T("sm_100f")->encoding, 1002);
    cr_expect_eq(T("sm_100a")->encoding, 1003); /* +2 for f, +1 for a */
    cr_expect_eq(T("sm_103f")->encoding, 1032); /* NVPTXUsage's example */
    cr_expect_eq(T("sm_103a")->encoding, 1033); /* NVPTXUsage's example */
    cr_expect_eq(T("sm_121a")->encoding, 1213);
    cr_expect_eq(T("sm_90a")->sm, 90);
    cr_expect_eq(T("sm_90a")->variant, 'a');
    cr_expect_eq(T("sm_100f")->variant, 'f');
    cr_expect_eq(T("sm_100")->variant, 0);
    cr_expect_eq(T("sm_103f")->family, 10);
    cr_expect_eq(T("sm_110")->family, 11);
    cr_expect_eq(T("sm_121")->family, 12);
}

/* PTX ISA 9.4, 11.1.2 .target, PTX ISA Notes: "Target string sm_XY
 * introduced in PTX ISA version A.B". */
Test(targets_table, minimum_ptx_versions_from_the_manual)
{
    cr_expect_eq(T("sm_20")->min_ptx, 20);
    cr_expect_eq(T("sm_35")->min_ptx, 31);
    cr_expect_eq(T("sm_32")->min_ptx, 40); /* later than sm_35 */
    cr_expect_eq(T("sm_53")->min_ptx, 42);
    cr_expect_eq(T("sm_70")->min_ptx, 60);
    cr_expect_eq(T("sm_75")->min_ptx, 63);
    cr_expect_eq(T("sm_80")->min_ptx, 70);
    cr_expect_eq(T("sm_88")->min_ptx, 90);
    cr_expect_eq(T("sm_89")->min_ptx, 78);
    cr_expect_eq(T("sm_90")->min_ptx, 78);
    cr_expect_eq(T("sm_90a")->min_ptx, 80);
    cr_expect_eq(T("sm_100")->min_ptx, 86);
    cr_expect_eq(T("sm_100a")->min_ptx, 86);
    cr_expect_eq(T("sm_100f")->min_ptx, 88);
    cr_expect_eq(T("sm_103")->min_ptx, 88);
    cr_expect_eq(T("sm_110")->min_ptx, 90);
    cr_expect_eq(T("sm_120")->min_ptx, 87);
    cr_expect_eq(T("sm_120f")->min_ptx, 88);
    cr_expect_eq(T("sm_121")->min_ptx, 88);
}

Test(targets_table, default_is_the_oldest_target_ptxas13_takes)
{
    const Target *d = target_default();
    cr_assert_not_null(d);
    cr_expect_str_eq(d->name, "sm_75");
    cr_expect(d->ptxas13);
    for (size_t i = 0; i < target_count(); i++)
        if (target_at(i)->ptxas13)
            cr_expect_geq(target_at(i)->encoding, d->encoding, "%s", target_at(i)->name);
}

/* ------------------------------------------------------------------ */
/* Spellings                                                            */
/* ------------------------------------------------------------------ */

Test(targets_lookup, every_documented_spelling)
{
    static const char *const spellings[] = {
        "90a", "sm_90a", "compute_90a", "-arch=sm_90a", "--arch=sm_90a",
        "-arch=compute_90a", "-mcpu=sm_90a", "--mcpu=sm_90a", "-march=sm_90a",
        "--sm=90a", "-sm=90a", "--gpu-name=sm_90a", "--gpu-architecture=compute_90a",
    };
    const Target *want = T("sm_90a");
    for (size_t i = 0; i < sizeof spellings / sizeof spellings[0]; i++) {
        const char *note = "not touched";
        cr_expect_eq(target_lookup(spellings[i], &note), want, "%s", spellings[i]);
        cr_expect_null(note, "%s: unexpected note", spellings[i]);
    }
    cr_expect_eq(target_lookup("75", NULL), T("sm_75"));
    cr_expect_eq(target_lookup("-mcpu=sm_100f", NULL)->encoding, 1002);
}

Test(targets_lookup, refuses_everything_else)
{
    static const char *const bad[] = {
        "", "sm_", "sm_91", "sm90a", "SM_90A", "sm_90A", "sm_90a ", " sm_90a",
        "sm_090", "sm_90b", "sm_90af", "sm_sm_90", "compute_sm_90", "lto_90",
        "-arch=", "-arch=-mcpu=sm_90", "--sm 90a", "hopper", "sm_1000000000000",
        "sm_107x", "sm_10", "sm_13",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_expect_null(target_lookup(bad[i], NULL), "'%s' was accepted", bad[i]);
    cr_expect_null(target_lookup(NULL, NULL));
}

/* PTX ISA 9.0 renamed sm_101{,f,a} to sm_110{,f,a}. */
Test(targets_lookup, sm_101_is_an_alias_of_sm_110_with_a_note)
{
    const char *note = NULL;
    cr_expect_eq(target_lookup("sm_101", &note), T("sm_110"));
    cr_assert_not_null(note);
    cr_expect(strstr(note, "sm_101") && strstr(note, "sm_110") && strstr(note, "9.0"), "%s", note);
    cr_expect_eq(target_lookup("-arch=compute_101a", &note), T("sm_110a"));
    cr_expect(note && strstr(note, "sm_110a"));
    cr_expect_eq(target_lookup("101f", NULL), T("sm_110f"));
    cr_expect_null(target_lookup("sm_101b", &note));
    cr_expect_null(note, "note must be reset on failure");
}

/* Every TARGET_ALIAS of targets.def leads to its canonical row. */
Test(targets_lookup, every_alias_names_a_row)
{
    static const char *const pairs[][2] = {
#define TARGET_ALIAS(a, c, why) {a, c},
#include "targets/targets.def"
    };
    cr_expect_eq(sizeof pairs / sizeof pairs[0], 3);
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        const char *note = NULL;
        const Target *t = target_lookup(pairs[i][0], &note);
        cr_expect(t && strcmp(t->name, pairs[i][1]) == 0, "%s", pairs[i][0]);
        cr_expect_not_null(note, "%s", pairs[i][0]);
        bool row = false;
        for (size_t j = 0; j < target_count(); j++)
            row |= strcmp(target_at(j)->name, pairs[i][0]) == 0;
        cr_expect_not(row, "%s is both an alias and a row", pairs[i][0]);
    }
}

Test(targets_suggest, nearest_sm_numbers)
{
    char buf[256];
    cr_expect_eq(target_suggest("sm_91", buf, sizeof buf), 2);
    cr_expect_str_eq(buf, "unknown target 'sm_91'; did you mean sm_90, sm_90a?");
    cr_expect_eq(target_suggest("-arch=sm_89a", buf, sizeof buf), 1);
    cr_expect_str_eq(buf, "unknown target '-arch=sm_89a'; did you mean sm_89?");
    cr_expect_eq(target_suggest("102", buf, sizeof buf), 3);
    cr_expect_str_eq(buf, "unknown target '102'; did you mean sm_103, sm_103f, sm_103a?");
}

Test(targets_suggest, typos_in_letters_and_case)
{
    char buf[256];
    cr_expect_eq(target_suggest("sm90a", buf, sizeof buf), 1);
    cr_expect_str_eq(buf, "unknown target 'sm90a'; did you mean sm_90a?");
    cr_expect_eq(target_suggest("SM_100F", buf, sizeof buf), 1);
    cr_expect_str_eq(buf, "unknown target 'SM_100F'; did you mean sm_100f?");
    cr_expect_eq(target_suggest("sn_120a", buf, sizeof buf), 1);
    cr_expect_str_eq(buf, "unknown target 'sn_120a'; did you mean sm_120a?");
}

Test(targets_suggest, digit_lost_or_doubled)
{
    /* no SM is 9 or 910: a typo, measured by edit distance on the digits,
     * the suffix breaking ties (90a, not 90, for "9a") */
    char buf[256];
    cr_expect_eq(target_suggest("9a", buf, sizeof buf), 1);
    cr_expect_str_eq(buf, "unknown target '9a'; did you mean sm_90a?");
    cr_expect_eq(target_suggest("910", buf, sizeof buf), 2);
    cr_expect_str_eq(buf, "unknown target '910'; did you mean sm_90, sm_110?");
    cr_expect_eq(target_suggest("compute_9", buf, sizeof buf), 2);
    cr_expect_str_eq(buf, "unknown target 'compute_9'; did you mean sm_89, sm_90?");
    const Target *near[4];
    cr_expect_eq(target_closest("-arch=sm_9a", near, 4), 1);
    cr_expect_str_eq(near[0]->name, "sm_90a");
    cr_expect_eq(target_closest("sm_90a", near, 4), 1); /* a known name: itself */
    cr_expect_eq(near[0], target_lookup("sm_90a", NULL));
    cr_expect_eq(target_closest("hopper", near, 4), 0);
}

Test(targets_suggest, nothing_close)
{
    char buf[256];
    cr_expect_eq(target_suggest("hopper", buf, sizeof buf), 0);
    cr_expect_str_eq(buf, "unknown target 'hopper'; see --list-targets for the known names");
    cr_expect_eq(target_suggest("sm_140", buf, sizeof buf), 0); /* 19 from sm_121 */
    cr_expect_eq(target_suggest("sm_130", buf, sizeof buf), 3); /* 9 from sm_121 */
    cr_expect_eq(target_suggest(NULL, buf, sizeof buf), 0);
    cr_expect_str_eq(buf, "unknown target ''; see --list-targets for the known names");
}

Test(targets_suggest, truncates_safely)
{
    char buf[12];
    memset(buf, 'x', sizeof buf);
    target_suggest("sm_91", buf, sizeof buf);
    cr_expect_eq(strlen(buf), sizeof buf - 1);
    cr_expect_str_eq(buf, "unknown tar");
    char one = 'x';
    target_suggest("sm_91", &one, 1);
    cr_expect_eq(one, 0);
    cr_expect_eq(target_suggest("sm_91", NULL, 0), 0);
}

/* ------------------------------------------------------------------ */
/* Ordering                                                             */
/* ------------------------------------------------------------------ */

/* NVPTXUsage, "NVPTX Architecture Hierarchy and Ordering": the examples. */
Test(targets_order, nvptxusage_examples)
{
    cr_expect(target_includes(T("sm_103"), T("sm_90")));    /* 90 <= 103 */
    cr_expect(target_includes(T("sm_103f"), T("sm_100f"))); /* same family */
    cr_expect(target_includes(T("sm_103f"), T("sm_90")));   /* f > plain */
    cr_expect(target_includes(T("sm_103a"), T("sm_103")));  /* a > f > plain */
    cr_expect(target_includes(T("sm_103a"), T("sm_103f")));
    cr_expect(target_includes(T("sm_103f"), T("sm_103")));
}

/* ... and the counter-examples. */
Test(targets_order, nvptxusage_counter_examples)
{
    cr_expect_not(target_includes(T("sm_120f"), T("sm_100f"))); /* other family */
    cr_expect_not(target_includes(T("sm_100f"), T("sm_120f")));
    cr_expect_not(target_includes(T("sm_103"), T("sm_103f")));
    cr_expect_not(target_includes(T("sm_103f"), T("sm_103a")));
    cr_expect_not(target_includes(T("sm_100a"), T("sm_103f"))); /* older */
    cr_expect_not(target_includes(T("sm_90"), T("sm_100")));
    cr_expect_not(target_includes(T("sm_110f"), T("sm_100f"))); /* 11x != 10x */
    cr_expect_not(target_includes(NULL, T("sm_90")));
}

/* An 'a' target is included only in itself. */
Test(targets_order, arch_specific_targets_stand_alone)
{
    static const char *const a[] = {"sm_90a", "sm_100a", "sm_103a", "sm_110a", "sm_120a"};
    for (size_t k = 0; k < sizeof a / sizeof a[0]; k++)
        for (size_t i = 0; i < target_count(); i++)
            cr_expect_eq(target_includes(target_at(i), T(a[k])), target_at(i) == T(a[k]),
                         "%s includes %s?", target_at(i)->name, a[k]);
}

/* The laws of a partial order, over every pair and triple of rows; and
 * a bigger target never has fewer features. */
Test(targets_order, is_a_partial_order_and_features_grow_with_it)
{
    size_t n = target_count();
    for (size_t i = 0; i < n; i++) {
        const Target *a = target_at(i);
        cr_expect(target_includes(a, a), "%s not reflexive", a->name);
        for (size_t j = 0; j < n; j++) {
            const Target *b = target_at(j);
            if (i != j)
                cr_expect_not(target_includes(a, b) && target_includes(b, a), "%s %s", a->name,
                              b->name);
            if (target_includes(a, b))
                cr_expect_eq((b->features & ~a->features) | (b->features_hi & ~a->features_hi),
                             0, "%s lacks features of %s", a->name, b->name);
            for (size_t k = 0; target_includes(a, b) && k < n; k++)
                if (target_includes(b, target_at(k)))
                    cr_expect(target_includes(a, target_at(k)), "not transitive: %s %s %s",
                              a->name, b->name, target_at(k)->name);
        }
    }
}

/* The brief's examples for target_runs_on. */
Test(targets_runs_on, examples_and_counter_examples)
{
    static const char *const on[] = {"sm_100", "sm_100a", "sm_100f",
                                     "sm_103", "sm_103a", "sm_103f"};
    for (size_t i = 0; i < sizeof on / sizeof on[0]; i++)
        cr_expect(target_runs_on(T("sm_100f"), T(on[i])), "sm_100f on %s", on[i]);
    cr_expect_not(target_runs_on(T("sm_100f"), T("sm_120f")));
    cr_expect_not(target_runs_on(T("sm_100f"), T("sm_110")));
    cr_expect_not(target_runs_on(T("sm_100f"), T("sm_90")));
    cr_expect(target_runs_on(T("sm_90"), T("sm_103f")));
    cr_expect(target_runs_on(T("sm_75"), T("sm_121a")));
    cr_expect_not(target_runs_on(T("sm_80"), T("sm_75")));
    cr_expect(target_runs_on(T("sm_90a"), T("sm_90a")));
    cr_expect_not(target_runs_on(T("sm_90a"), T("sm_90")));
    cr_expect_not(target_runs_on(T("sm_90a"), T("sm_100a")));
    cr_expect_not(target_runs_on(T("sm_100a"), T("sm_103a")));
    cr_expect_not(target_runs_on(NULL, T("sm_90")));
}

/* Recorded with the CUDA 13.0 ptxas: `.target CODE` assembled with
 * `--gpu-name=GPU`; Y where ptxas accepted it.  Columns in row order. */
Test(targets_runs_on, matches_ptxas_13)
{
    static const struct {
        const char *code, *gpus;
    } m[] = {
        {"sm_75", "YYYYYYYYYYYYYYYYYYYYYYY"},   {"sm_80", ".YYYYYYYYYYYYYYYYYYYYYY"},
        {"sm_86", "..YYYYYYYYYYYYYYYYYYYYY"},   {"sm_87", "...YYYYYYYYYYYYYYYYYYYY"},
        {"sm_88", "....YYYYYYYYYYYYYYYYYYY"},   {"sm_89", ".....YYYYYYYYYYYYYYYYYY"},
        {"sm_90", "......YYYYYYYYYYYYYYYYY"},   {"sm_90a", ".......Y..............."},
        {"sm_100", "........YYYYYYYYYYYYYYY"},  {"sm_100f", "........YYYYYY........."},
        {"sm_100a", "..........Y............"}, {"sm_103", "...........YYYYYYYYYYYY"},
        {"sm_103f", "...........YYY........."}, {"sm_103a", ".............Y........."},
        {"sm_110", "..............YYYYYYYYY"},  {"sm_110f", "..............YYY......"},
        {"sm_110a", "................Y......"}, {"sm_120", ".................YYYYYY"},
        {"sm_120f", ".................YYYYYY"}, {"sm_120a", "...................Y..."},
        {"sm_121", "....................YYY"},  {"sm_121f", "....................YYY"},
        {"sm_121a", "......................Y"},
    };
    const size_t n = sizeof m / sizeof m[0];
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            cr_expect_eq(target_runs_on(T(m[i].code), T(m[j].code)), m[i].gpus[j] == 'Y',
                         "PTX for %s on %s", m[i].code, m[j].code);
}

/* ------------------------------------------------------------------ */
/* Features                                                             */
/* ------------------------------------------------------------------ */

Test(targets_features, onion_layer_features)
{
    cr_expect(has("sm_32", FEAT_LD_NC));
    cr_expect_not(has("sm_30", FEAT_LD_NC));
    cr_expect(has("sm_30", FEAT_WARP_SYNC));
    cr_expect_not(has("sm_21", FEAT_WARP_SYNC));
    cr_expect(has("sm_53", FEAT_F16));
    cr_expect_not(has("sm_52", FEAT_F16));
    cr_expect(has("sm_60", FEAT_ATOM_ADD_F64));
    cr_expect(has("sm_60", FEAT_ATOM_SCOPE));
    cr_expect_not(has("sm_53", FEAT_ATOM_ADD_F64));
    cr_expect(has("sm_70", FEAT_MEM_MODEL));
    cr_expect_not(has("sm_62", FEAT_MEM_MODEL));
    cr_expect(has("sm_75", FEAT_LDMATRIX));
    cr_expect_not(has("sm_75", FEAT_REDUX));
    cr_expect(has("sm_80", FEAT_REDUX));
    cr_expect(has("sm_80", FEAT_CP_ASYNC));
    cr_expect(has("sm_80", FEAT_BF16));
    cr_expect_not(has("sm_80", FEAT_BF16_ARITH));
    cr_expect(has("sm_89", FEAT_FP8));
    cr_expect_not(has("sm_88", FEAT_FP8));
    cr_expect(has("sm_90", FEAT_BF16_ARITH));
    cr_expect(has("sm_90", FEAT_ELECT));
    cr_expect(has("sm_90", FEAT_CLUSTER));
    cr_expect(has("sm_90", FEAT_TMA));
    cr_expect(has("sm_90", FEAT_ATOM_B128));
    cr_expect(has("sm_121", FEAT_REDUX)); /* the onion reaches every family */
}

Test(targets_features, arch_and_family_features)
{
    cr_expect_not(has("sm_90", FEAT_WGMMA));
    cr_expect(has("sm_90a", FEAT_WGMMA));
    cr_expect_not(has("sm_100a", FEAT_WGMMA)); /* wgmma is sm_90a only */
    cr_expect(has("sm_90a", FEAT_SETMAXNREG));
    cr_expect_not(has("sm_100", FEAT_SETMAXNREG));
    cr_expect(has("sm_100f", FEAT_SETMAXNREG));
    cr_expect(has("sm_121f", FEAT_SETMAXNREG));
    static const char *const tmem[] = {"sm_100a", "sm_100f", "sm_103a",
                                       "sm_103f", "sm_110a", "sm_110f"};
    for (size_t i = 0; i < sizeof tmem / sizeof tmem[0]; i++)
        cr_expect(has(tmem[i], FEAT_TCGEN05), "%s", tmem[i]);
    static const char *const no_tmem[] = {"sm_90a", "sm_100", "sm_103", "sm_110",
                                          "sm_120a", "sm_120f", "sm_121a"};
    for (size_t i = 0; i < sizeof no_tmem / sizeof no_tmem[0]; i++)
        cr_expect_not(has(no_tmem[i], FEAT_TCGEN05), "%s", no_tmem[i]);
    cr_expect(has("sm_120a", FEAT_FP6_FP4));
    cr_expect(has("sm_103f", FEAT_FP6_FP4));
    cr_expect_not(has("sm_120", FEAT_FP6_FP4));
    cr_expect_not(target_has(NULL, FEAT_F16));
    cr_expect_not(target_has(T("sm_121a"), FEAT_COUNT));
}

/* The rows added for the verifier's gates (libNVVM's) and their PTX. */
Test(targets_features, verifier_gate_features)
{
    cr_expect_not(has("sm_70", FEAT_WMMA_INT)); /* integer wmma: sm_72 */
    cr_expect(has("sm_72", FEAT_WMMA_INT));
    cr_expect_not(has("sm_75", FEAT_CVT_F16X2));
    cr_expect(has("sm_80", FEAT_CVT_F16X2));
    static const char *const replace[] = {"sm_90a", "sm_100a", "sm_100f", "sm_103f",
                                          "sm_110f", "sm_120a", "sm_120f", "sm_121f"};
    for (size_t i = 0; i < sizeof replace / sizeof replace[0]; i++)
        cr_expect(has(replace[i], FEAT_TENSORMAP_REPLACE), "%s", replace[i]);
    static const char *const no_replace[] = {"sm_90", "sm_100", "sm_103", "sm_110", "sm_120"};
    for (size_t i = 0; i < sizeof no_replace / sizeof no_replace[0]; i++)
        cr_expect_not(has(no_replace[i], FEAT_TENSORMAP_REPLACE), "%s", no_replace[i]);
    cr_expect_eq(target_required_ptx(T("sm_90a"), TNV_FEATURE_BIT(FEAT_TENSORMAP_REPLACE)), 83);
    /* The NVVM contract rows follow libNVVM's thresholds exactly. */
    cr_expect_not(has("sm_62", FEAT_NVVM_CONVERGENT_ALL));
    cr_expect(has("sm_70", FEAT_NVVM_CONVERGENT_ALL));
    cr_expect_not(has("sm_75", FEAT_NVVM_CONVERGENT));
    cr_expect(has("sm_80", FEAT_NVVM_CONVERGENT));
    cr_expect_not(has("sm_72", FEAT_NVVM_CVT_BF16));
    cr_expect(has("sm_75", FEAT_NVVM_CVT_BF16));
    cr_expect_not(has("sm_110a", FEAT_NVVM_BINDLESS_OFFSET)); /* SM*10 <= 1199 */
    cr_expect(has("sm_120", FEAT_NVVM_BINDLESS_OFFSET));
}

/* target_reaches: new enough, suffixes aside. */
Test(targets_features, reaches_ignores_suffixes)
{
    cr_expect_not(target_reaches(T("sm_89"), FEAT_WGMMA));
    cr_expect(target_reaches(T("sm_90"), FEAT_WGMMA));   /* lacks only the 'a' */
    cr_expect(target_reaches(T("sm_100a"), FEAT_WGMMA)); /* newer, still lacks it */
    cr_expect(target_reaches(T("sm_120f"), FEAT_TCGEN05));
    cr_expect_not(target_reaches(T("sm_90a"), FEAT_TCGEN05));
    cr_expect_not(target_reaches(T("sm_75"), FEAT_REDUX));
    cr_expect(target_reaches(T("sm_80"), FEAT_REDUX));
    cr_expect_not(target_reaches(NULL, FEAT_REDUX));
}

/* The PTX a feature needs on a target, without the target's own minimum. */
Test(targets_features, feature_ptx_on_a_target)
{
    cr_expect_eq(target_feature_ptx(T("sm_75"), FEAT_TANH), 70);
    cr_expect_eq(target_feature_ptx(T("sm_89"), FEAT_FP8), 81);
    cr_expect_eq(target_feature_ptx(T("sm_100"), FEAT_LD_NC), 31); /* below sm_100's 8.6 */
    cr_expect_eq(target_feature_ptx(T("sm_75"), FEAT_REDUX), 0);   /* lacks it */
    cr_expect_eq(target_feature_ptx(NULL, FEAT_REDUX), 0);
}

/* The text of "requires ..." in gating diagnostics. */
Test(targets_features, requirement_text)
{
    char buf[96];
    cr_expect_str_eq(feature_requirement(FEAT_BF16, buf, sizeof buf), "sm_80 or newer");
    cr_expect_str_eq(feature_requirement(FEAT_FP8, buf, sizeof buf), "sm_89 or newer");
    cr_expect_str_eq(feature_requirement(FEAT_WGMMA, buf, sizeof buf), "sm_90a");
    cr_expect_str_eq(feature_requirement(FEAT_TCGEN05, buf, sizeof buf), "sm_100f or sm_110f");
    cr_expect_str_eq(feature_requirement(FEAT_SETMAXNREG, buf, sizeof buf),
                     "sm_90a, sm_100f, sm_110f or sm_120f");
    cr_expect_str_eq(feature_requirement(FEAT_COUNT, buf, sizeof buf), "");
    cr_expect_str_eq(feature_requirement(FEAT_SETMAXNREG, buf, 8), "sm_90a,");
}

Test(targets_features, required_ptx_versions)
{
    uint64_t fp8 = TNV_FEATURE_BIT(FEAT_FP8), smnr = TNV_FEATURE_BIT(FEAT_SETMAXNREG);
    cr_expect_eq(target_required_ptx(T("sm_89"), fp8), 81); /* cvt PTX ISA Notes */
    cr_expect_eq(target_required_ptx(T("sm_90"), fp8), 78);
    cr_expect_eq(target_required_ptx(T("sm_90a"), smnr), 80); /* Table 72 */
    cr_expect_eq(target_required_ptx(T("sm_100a"), smnr), 86);
    cr_expect_eq(target_required_ptx(T("sm_120f"), smnr), 88);
    cr_expect_eq(target_required_ptx(T("sm_110a"), smnr), 90);
    cr_expect_eq(target_required_ptx(T("sm_75"), 0), 63);
    cr_expect_eq(target_required_ptx(T("sm_75"), TNV_FEATURE_BIT(FEAT_LDST_B128)), 83);
    cr_expect_eq(target_required_ptx(T("sm_90"), TNV_FEATURE_BIT(FEAT_REDUX) |
                                                     TNV_FEATURE_BIT(FEAT_ELECT)),
                 80);
    cr_expect_eq(target_required_ptx(T("sm_70"), TNV_FEATURE_BIT(FEAT_ALLOCA)), 73);
    cr_expect_eq(target_required_ptx(NULL, fp8), 0);
}

Test(targets_features, names_and_introductions)
{
    for (unsigned f = 0; f < FEAT_COUNT; f++) {
        Feature back = FEAT_COUNT;
        cr_expect(feature_lookup(feature_name((Feature)f), &back), "%u", f);
        cr_expect_eq(back, (Feature)f, "%s", feature_name((Feature)f));
        cr_expect(ptx_version_known(feature_min_ptx((Feature)f)), "%s", feature_name((Feature)f));
        cr_expect_not_null(feature_introduced_by((Feature)f, 0), "%s", feature_name((Feature)f));
    }
    Feature f;
    cr_expect(feature_lookup("redux", &f) && f == FEAT_REDUX);
    cr_expect_not(feature_lookup("Redux", &f));
    cr_expect_not(feature_lookup(NULL, &f));
    cr_expect_str_eq(feature_name(FEAT_TCGEN05), "tcgen05");
    cr_expect_str_eq(feature_name(FEAT_COUNT), "?");
    cr_expect_eq(feature_min_ptx(FEAT_FP8), 78);
    cr_expect_eq(feature_introduced_by(FEAT_SETMAXNREG, 0), T("sm_90a"));
    cr_expect_eq(feature_introduced_by(FEAT_REDUX, 0), T("sm_80"));
    cr_expect_null(feature_introduced_by(FEAT_REDUX, 1));
    cr_expect_null(feature_introduced_by(FEAT_REDUX, 99));
}

/* Every AT entry of features.def names a row of targets.def. */
Test(targets_features, introductions_name_real_targets)
{
    static const unsigned at[] = {
#define AT(e, enc, ptx) enc,
#define EACH_AT(e, id, name, ats, probe) ats
        TNV_FEATURES(EACH_AT, 0)
#undef EACH_AT
#undef AT
    };
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        bool found = false;
        for (size_t j = 0; j < target_count(); j++)
            found |= target_at(j)->encoding == at[i];
        cr_expect(found, "no target with encoding %u", at[i]);
    }
}

/* ------------------------------------------------------------------ */
/* PTX versions and the listing                                         */
/* ------------------------------------------------------------------ */

Test(targets_ptx_version, format_and_parse)
{
    char buf[8];
    cr_expect_str_eq(ptx_version_format(78, buf, sizeof buf), "7.8");
    cr_expect_str_eq(ptx_version_format(90, buf, sizeof buf), "9.0");
    cr_expect_str_eq(ptx_version_format(100, buf, sizeof buf), "10.0");
    unsigned v = 0;
    cr_expect(ptx_version_parse("7.8", &v) && v == 78);
    cr_expect(ptx_version_parse("9.0", &v) && v == 90);
    cr_expect(ptx_version_parse("10.1", &v) && v == 101);
    static const char *const bad[] = {"", "7", "7.", ".8", "78", "7.10", "7.8.1",
                                      "a.b", " 7.8", "7.8 ", "-7.8", "123.4", "7,8"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_expect_not(ptx_version_parse(bad[i], &v), "'%s' parsed", bad[i]);
    cr_expect_not(ptx_version_parse(NULL, &v));
    cr_expect(ptx_version_known(78));
    cr_expect(ptx_version_known(94));
    cr_expect_not(ptx_version_known(79));
    cr_expect_not(ptx_version_known(89));
    cr_expect_not(ptx_version_known(51));
    cr_expect_eq(ptx_version_before(80), 78);
    cr_expect_eq(ptx_version_before(70), 65);
    cr_expect_eq(ptx_version_before(60), 50);
    cr_expect_eq(ptx_version_before(79), 78); /* from an unknown version too */
    cr_expect_eq(ptx_version_before(10), 0);
}

/* The --list-targets text, captured in memory. */
static char *listing(void)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    cr_assert_not_null(out);
    targets_list(out);
    fclose(out);
    return text;
}

Test(targets_list, one_line_per_target_with_its_facts)
{
    char *text = listing();
    cr_expect(strstr(text, "\nsm_90a      901  8.0   sm_9x   yes    warp-sync, "), "%s", text);
    cr_expect(strstr(text, "\nsm_20       200  2.0   sm_2x   no     -\n"));
    cr_expect(strstr(text, "sm_101 = sm_110"));
    cr_expect(strstr(text, "default target is sm_75"));
    cr_expect(strstr(text, "\nPTX ISA versions: 1.0-1.5, 2.0-2.3, 3.0-3.2, 4.0-4.3, 5.0, "
                           "6.0-6.5, 7.0-7.8, 8.0-8.8, 9.0-9.4\n"));
    for (size_t i = 0; i < target_count(); i++) {
        char start[16];
        snprintf(start, sizeof start, "\n%s ", target_at(i)->name);
        cr_expect(strstr(text, start), "%s missing", target_at(i)->name);
    }
    /* tcgen05 is listed for sm_100a but not for sm_120a */
    const char *a100 = strstr(text, "\nsm_100a "), *a103 = strstr(text, "\nsm_103 ");
    const char *a120 = strstr(text, "\nsm_120a "), *a121 = strstr(text, "\nsm_121 ");
    cr_assert(a100 && a103 && a120 && a121);
    const char *t = strstr(a100, "tcgen05");
    cr_expect(t && t < a103);
    t = strstr(a120, "tcgen05");
    cr_expect(!t || t > a121);
    free(text);
}

/* Wrapped lines: at most 100 columns, continued under the feature column. */
Test(targets_list, wraps_feature_lists)
{
    char *text = listing();
    for (const char *line = text; *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        cr_expect_leq(n, 100, "%.*s", (int)n, line);
        if (line[0] == ' ')
            cr_expect(strspn(line, " ") == 38 && line[38] != ' ', "%.*s", (int)n, line);
        line += n + (end != NULL);
    }
    cr_expect(strstr(text, "brx-idx,\n                                      globaltimer, ld-nc, shf, "
                           "atom-b64-logic, lop3, alloca\n"));
    free(text);
}
