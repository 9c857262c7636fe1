/*
 * targets/targets.h -- the map of tnvcc's target knowledge.
 *
 * Everything tnvcc knows about NVIDIA architectures lives in targets/, and
 * every question a later stage asks about the target goes through this
 * header:  "which target did the user name?", "may I use redux.sync?",
 * "which PTX .version does this need?", "will PTX for sm_100f run on a
 * sm_103a?".  Nothing outside targets/ compares SM numbers by hand; that
 * is how the 'a' and 'f' variants stay correct (sm_90a is *not* simply
 * "sm_90 or newer").  targets/ depends on nothing else in tnvcc.
 *
 * Files:
 *   targets.def     the architectures (X-macro table, one row each)
 *   features.def    the features that differ between them
 *   targets.c       the Target array, the ordering rules, feature queries
 *   spelling.c      names in and out: lookup, suggestions, PTX versions
 *   list.c          the --list-targets table
 *   probe/          a developer tool that checks the tables against ptxas
 *
 * The model in one paragraph (docs/targets.md has the long version):
 *   An architecture is named sm_XYz: generation X, version Y, suffix z.
 *   Plain targets form the "onion": sm_X1Y1 can do everything sm_X2Y2 can
 *   when X2Y2 <= X1Y1.  A family target sm_XYf adds features shared by the
 *   later members of its family (sm_100f's also work on sm_103f, but not
 *   on sm_120f).  An architecture target sm_XYa adds features of that one
 *   chip, on top of sm_XYf.  Following LLVM's NVPTXUsage we encode a target as
 *   sm*10, +2 for 'f', +2+1 for 'a' (sm_90a, which predates 'f', is 901);
 *   the family is encoding/100.
 *
 * Invariants:
 *   - Target values are static and immutable; a const Target * stays valid
 *     for the life of the process and may be compared with ==.
 *   - There is no mutable global state: any number of compilations may
 *     share these tables.
 */
#ifndef TNVCC_TARGETS_H
#define TNVCC_TARGETS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ------------------------------------------------------------------ */
/* Encodings (NVPTXUsage, "NVPTX Architecture Hierarchy and Ordering") */
/* ------------------------------------------------------------------ */
/* sm_90 -> 900, sm_100f -> 1002, sm_100a -> 1003, sm_90a -> 901.  An 'a'
 * target of the family era includes its 'f' target, hence +2+1; sm_90a
 * has no sm_90f below it, hence +1.  Odd encodings are exactly the 'a'
 * targets. */
#define TNV_SM(n) ((n) * 10u)
#define TNV_SMF(n) ((n) * 10u + 2u)
#define TNV_SMA(n) ((n) * 10u + ((n) >= 100 ? 3u : 1u))
#define TNV_ENCODE(sm, variant) \
    ((variant) == 'a' ? TNV_SMA(sm) : (variant) == 'f' ? TNV_SMF(sm) : TNV_SM(sm))

/* ------------------------------------------------------------------ */
/* Features (targets/features.def)                                      */
/* ------------------------------------------------------------------ */
#include "targets/features.def"

#define TNV_FEATURE_ENUM(e, id, ...) FEAT_##id,
typedef enum Feature {
    TNV_FEATURES(TNV_FEATURE_ENUM, 0)
    FEAT_COUNT
} Feature;
#undef TNV_FEATURE_ENUM

/* A bit of a recorded feature mask (MFunc.features, the writer's): only
 * the first 64 features have one.  The target's own sets are two words
 * (Target.features, .features_hi), so the table may hold up to 128 rows;
 * a feature past the 64th is never recorded, which loses nothing, since
 * isel_need() (isel/mach/needs.c) folds every feature's PTX version into the
 * function's needed version as it selects the instruction. */
#define TNV_FEATURE_BIT(f) ((f) < 64 ? UINT64_C(1) << ((f) & 63) : 0)

/* ------------------------------------------------------------------ */
/* Targets (targets/targets.def)                                        */
/* ------------------------------------------------------------------ */
typedef struct Target {
    const char *name;  /* "sm_90a": what .target prints */
    unsigned encoding; /* 901 (see TNV_ENCODE) */
    unsigned sm;       /* 90 */
    char variant;      /* 0, 'a' or 'f' */
    unsigned family;   /* encoding / 100: 9 for sm_90a, 10 for sm_103f */
    unsigned min_ptx;  /* 78 = PTX ISA 7.8, the first that knows it */
    bool ptxas13;      /* the CUDA 13 ptxas still assembles it */
    uint64_t features; /* TNV_FEATURE_BIT(FEAT_x) for each feature < 64 */
    uint64_t features_hi; /* bit f - 64 for each feature f >= 64 */
} Target;

/* The default target: sm_75, the oldest SM the CUDA 13 ptxas assembles
 * (and ptxas's own default).  llc defaults to sm_52, but PTX for sm_52
 * can no longer be checked by current tools, and every GPU CUDA 13
 * supports runs sm_75 PTX. */
const Target *target_default(void);

/* The table, in encoding order, for whoever needs to walk it. */
size_t target_count(void);
const Target *target_at(size_t i);

/* Look a target up by what the user typed.  Accepted, with or without an
 * option prefix:  "90a", "sm_90a", "compute_90a", "-arch=sm_90a",
 * "--arch=sm_90a", "-arch=compute_90a", "-mcpu=sm_90a", "-march=sm_90a",
 * "--sm=90a", "--gpu-name=sm_90a".  Stripping prefixes here, rather than in
 * the driver, keeps one definition of a valid spelling for the command line,
 * the library API and the tests.  compute_XY means the same as sm_XY (the
 * PTX manual, .target Notes: compute_xx targets are synonyms of sm_xx).
 * Spellings are case-sensitive, like nvcc's.
 * Returns NULL if unknown.  When the spelling is an old name (sm_101*),
 * the new target is returned and *note, if note is not NULL, is set to a
 * sentence the driver should print as a note; otherwise *note is NULL. */
const Target *target_lookup(const char *spelling, const char **note);

/* Write "unknown target 'BAD'; did you mean sm_90, sm_90a?" into buf
 * (always NUL-terminated, truncated to n bytes).  Returns the number of
 * names suggested, 0 when nothing is close (the message then points to
 * --list-targets). */
int target_suggest(const char *bad, char *buf, size_t n);

/* The targets closest to a name we do not know, as target_suggest lists
 * them: at most max rows into out; returns how many (0: nothing close).
 * For callers that spell the names their own way (libtnvvm's
 * -arch=compute_XY). */
int target_closest(const char *bad, const Target **out, int max);

/* Levenshtein distance between two names (their first 160 characters):
 * the fewest one-character insertions, deletions and substitutions that
 * turn a into b.  The one measure behind every "did you mean" of tnvcc --
 * targets here, misspelt keywords, types and attributes in the parser. */
unsigned spelling_distance(const char *a, const char *b);

/* The one place every feature gate asks. */
bool target_has(const Target *t, Feature f);

/* NVPTXUsage's partial order: does t include everything `sub` has, so that
 * PTX written for sub is valid PTX for t?  sm_103f includes sm_100f and
 * sm_90; sm_120f does not include sm_100f; an 'a' target is included
 * only in itself. */
bool target_includes(const Target *t, const Target *sub);

/* Will PTX compiled for `code` run on the GPU named by `gpu`?  This is the
 * rule ptxas applies to --gpu-name: plain sm_X runs on every sm_Y with
 * Y >= X, whatever Y's suffix; sm_XYf runs on later members of its family,
 * whatever their suffix (sm_100f runs on sm_100, sm_103a, ...); sm_XYa runs
 * only on sm_XYa.  It differs from target_includes() in one place: a
 * family target runs on the plain target of a later family member, since
 * that names the same chip. */
bool target_runs_on(const Target *code, const Target *gpu);

/* Is t at least as new as a target that introduced f, suffixes aside?  For
 * an onion feature this is target_has(); for an 'a'/'f' feature it also
 * holds where a suffix is all that is missing: wgmma (sm_90a) is reached
 * by sm_90 and sm_100a, neither of which has it, but not by sm_89.
 * Diagnostics use it to tell "too old" from "needs the 'a'/'f' variant". */
bool target_reaches(const Target *t, Feature f);

/* The PTX version feature f needs on t (the earliest AT entry t includes),
 * 0 if t lacks f.  Unlike target_required_ptx() it leaves out t's own
 * minimum, so a caller can tell which of the two raised .version. */
unsigned target_feature_ptx(const Target *t, Feature f);

/* The lowest PTX .version that can express t plus the features in `used`
 * (a mask of TNV_FEATURE_BIT()s); features t lacks are ignored, since
 * asking for them is the caller's error, reported by target_has(). */
unsigned target_required_ptx(const Target *t, uint64_t features);

/* Features by name and back.  feature_lookup returns false if unknown. */
const char *feature_name(Feature f);
bool feature_lookup(const char *name, Feature *out);
/* The first PTX version with f on any target.  What one target needs can
 * be later (fp8: 7.8 on sm_90, 8.1 on sm_89): ask target_required_ptx(). */
unsigned feature_min_ptx(Feature f);
/* The i-th target that introduced f (the AT entries of features.def),
 * NULL past the last: for messages like "setmaxnreg needs sm_90a, ...". */
const Target *feature_introduced_by(Feature f, unsigned i);

/* The targets that have f, for a message "requires <this>": "sm_80 or
 * newer" for an onion feature; the introducing 'a'/'f' targets otherwise,
 * in encoding order and leaving out any that includes another one listed
 * ("sm_90a", "sm_100f or sm_110f").  Writes into buf (always
 * NUL-terminated, truncated to n bytes) and returns it. */
char *feature_requirement(Feature f, char *buf, size_t n);

/* PTX ISA versions are written major*10+minor: 78 is "7.8".  The format
 * helper writes into buf and returns it; the parser accepts exactly
 * "<major>.<minor>" with a one-digit minor and returns false otherwise. */
char *ptx_version_format(unsigned v, char *buf, size_t n);
bool ptx_version_parse(const char *s, unsigned *out);
/* True for versions NVIDIA released (Table 71 of the PTX ISA manual). */
bool ptx_version_known(unsigned v);
/* The released version just before v (7.8 before 8.0), 0 if none. */
unsigned ptx_version_before(unsigned v);

/* The `tnvcc --list-targets` table. */
void targets_list(FILE *out);

#endif /* TNVCC_TARGETS_H */
