/*
 * targets/targets.c -- the target table, its partial order, feature queries.
 *
 * Duties:
 *   - Build the Target array from targets.def.  Each row's encoding,
 *     family and feature mask are computed here by the C compiler, as
 *     constant expressions, from the row's SM number and suffix and from
 *     features.def -- so a row cannot contradict the rules below.
 *   - Answer the ordering questions: target_includes() (NVPTXUsage's partial
 *     order) and target_runs_on() (what ptxas accepts for a GPU name).
 *   - Answer feature questions: target_has(), target_reaches(),
 *     target_feature_ptx(), target_required_ptx(), the feature_* lookups,
 *     and feature_requirement(), the "requires sm_80 or newer" text every
 *     gating diagnostic uses.
 *
 * Invariants:
 *   - ENC_LE below is the only statement of the ordering rules; the feature
 *     masks, target_includes() and target_runs_on() all use it.
 *   - Everything here is const; no function keeps state between calls.
 */
#include <string.h>

#include "targets/targets.h"

/* ENC_LE(a, b): "b includes a" for encodings a and b -- every feature PTX
 * for a may use, b may use too.  NVPTXUsage's three rules:
 *   plain a (a % 10 == 0): the onion -- compare the SM numbers, a/10 and
 *     b/10, whatever b's suffix (sm_90 <= sm_103f);
 *   'a' a (odd encoding): only a itself (sm_90a <= sm_90a, nothing else);
 *   'f' a: b must be an 'f' or 'a' target (b % 10 >= 2) of the same family
 *     (encoding / 100), and not older (sm_100f <= sm_103a; sm_100f is not
 *     <= sm_120f, another family; sm_100f is not <= sm_103, which lacks the
 *     family features).
 * a == 0 means "no target" (an unused FeatureInfo.at slot) and is never
 * included.  It is a macro so that the static table can use it. */
#define ENC_LE(a, b)                                                        \
    ((a) != 0 &&                                                            \
     ((a) % 10 == 0 ? (a) / 10 <= (b) / 10                                  \
      : (a) % 2 == 1 ? (a) == (b)                                           \
                     : ((b) % 10 >= 2 && (a) / 100 == (b) / 100 && (a) <= (b))))

/* A target with encoding e has a feature iff e includes one of the targets
 * that introduced it (the AT entries of features.def).  Inside FEATURE_IF,
 * AT(e, at, ptx) becomes "|| ENC_LE(at, e)", so the whole row folds into
 * one constant expression. */
#define AT(e, at, ptx) || ENC_LE(at, e)
#define FEATURE_IF(e, id, name, ats, probe) \
    | ((0 ats) ? TNV_FEATURE_BIT(FEAT_##id) : 0)
#define FEATURES_OF(e) (UINT64_C(0) TNV_FEATURES(FEATURE_IF, e))
/* The second word: features 64..127 (the shift is masked so that the
 * unused arm of a low feature's ?: stays a valid constant expression). */
#define FEATURE_IF_HI(e, id, name, ats, probe) \
    | ((0 ats) && FEAT_##id >= 64 ? UINT64_C(1) << ((FEAT_##id - 64) & 63) : 0)
#define FEATURES_HI_OF(e) (UINT64_C(0) TNV_FEATURES(FEATURE_IF_HI, e))

_Static_assert(FEAT_COUNT <= 128, "target feature sets are two uint64_t: at most 128 features");

static const Target targets[] = {
#define TARGET(nm, s, v, ptx, p13)                                          \
    {nm, TNV_ENCODE(s, v), s, v, TNV_ENCODE(s, v) / 100, ptx, p13,          \
     FEATURES_OF(TNV_ENCODE(s, v)), FEATURES_HI_OF(TNV_ENCODE(s, v))},
#include "targets/targets.def"
};
#undef AT

enum {
    NTARGETS = sizeof targets / sizeof targets[0],
    MAX_AT = 6 /* AT entries per feature; raise it if a row needs more */
};

/* One static assertion per feature: its AT list fits in FeatureInfo.at. */
#define AT(e, at, ptx) +1
#define CHECK_ATS(e, id, name, ats, probe) \
    _Static_assert((0 ats) <= MAX_AT, "feature " name ": too many AT entries");
TNV_FEATURES(CHECK_ATS, 0)
#undef CHECK_ATS
#undef AT

typedef struct Introduced {
    unsigned encoding; /* the target that got the feature */
    unsigned ptx;      /* in this PTX ISA version */
} Introduced;

typedef struct FeatureInfo {
    const char *name;
    Introduced at[MAX_AT]; /* unused entries are {0, 0} */
} FeatureInfo;

static const FeatureInfo features[FEAT_COUNT] = {
#define AT(e, at, ptx) {at, ptx},
#define FEATURE_INFO(e, id, nm, ats, probe) {nm, {ats}},
    TNV_FEATURES(FEATURE_INFO, 0)
#undef FEATURE_INFO
#undef AT
};

/* ------------------------------------------------------------------ */
/* The table                                                            */
/* ------------------------------------------------------------------ */

size_t target_count(void)
{
    return NTARGETS;
}

const Target *target_at(size_t i)
{
    return i < NTARGETS ? &targets[i] : NULL;
}

static const Target *find_encoding(unsigned enc)
{
    for (size_t i = 0; i < NTARGETS; i++)
        if (targets[i].encoding == enc)
            return &targets[i];
    return NULL;
}

/* sm_75: the oldest target the CUDA 13 ptxas still assembles (ptxas 13
 * also uses it as its default --gpu-name).  Choosing it means that our
 * default output can always be checked by the ptxas people have, and it
 * runs on every GPU CUDA 13 supports.  llc's default, sm_52, would give
 * PTX that current ptxas refuses. */
const Target *target_default(void)
{
    return find_encoding(TNV_SM(75));
}

/* ------------------------------------------------------------------ */
/* Ordering                                                             */
/* ------------------------------------------------------------------ */

static bool enc_le(unsigned a, unsigned b)
{
    return ENC_LE(a, b);
}

bool target_includes(const Target *t, const Target *sub)
{
    return t && sub && enc_le(sub->encoding, t->encoding);
}

/* A GPU name names a chip; the chip sm_XY runs everything its family
 * target sm_XYf may contain.  So apart from 'a' code, which ptxas only
 * compiles for the identical name, "runs on" is "is included in the family
 * target of the GPU's SM".  For chips older than the family era (say
 * sm_89) the made-up encoding 892 still compares right: no 'f' code has
 * family 8, and plain code only looks at the SM number. */
bool target_runs_on(const Target *code, const Target *gpu)
{
    if (!code || !gpu)
        return false;
    if (code->variant == 'a')
        return code->encoding == gpu->encoding;
    return enc_le(code->encoding, TNV_SMF(gpu->sm));
}

/* ------------------------------------------------------------------ */
/* Features                                                             */
/* ------------------------------------------------------------------ */

bool target_has(const Target *t, Feature f)
{
    if (!t || (unsigned)f >= FEAT_COUNT)
        return false;
    return f < 64 ? (t->features & TNV_FEATURE_BIT(f)) != 0
                  : (t->features_hi & (UINT64_C(1) << ((unsigned)f - 64))) != 0;
}

/* The PTX version feature f needs on t: the earliest among the AT entries
 * that t includes.  0 if t does not have f at all. */
static unsigned feature_ptx_on(Feature f, const Target *t)
{
    unsigned best = 0;
    for (unsigned i = 0; i < MAX_AT && features[f].at[i].encoding; i++) {
        const Introduced *at = &features[f].at[i];
        if (enc_le(at->encoding, t->encoding) && (best == 0 || at->ptx < best))
            best = at->ptx;
    }
    return best;
}

unsigned target_feature_ptx(const Target *t, Feature f)
{
    return t && (unsigned)f < FEAT_COUNT ? feature_ptx_on(f, t) : 0;
}

/* The plain target of an introducer's SM (sm_90a -> sm_90) is included in
 * every target with that SM number or a later one, whatever its suffix:
 * exactly "at least as new, suffixes aside". */
bool target_reaches(const Target *t, Feature f)
{
    for (unsigned i = 0; t && (unsigned)f < FEAT_COUNT && i < MAX_AT; i++) {
        unsigned at = features[f].at[i].encoding;
        if (at && enc_le(at / 10 * 10, t->encoding))
            return true;
    }
    return false;
}

unsigned target_required_ptx(const Target *t, uint64_t used)
{
    if (!t)
        return 0;
    unsigned v = t->min_ptx;
    for (unsigned f = 0; f < FEAT_COUNT && f < 64; f++) { /* only these are recorded */
        unsigned need = (used & TNV_FEATURE_BIT(f)) ? feature_ptx_on((Feature)f, t) : 0;
        v = need > v ? need : v;
    }
    return v;
}

const char *feature_name(Feature f)
{
    return (unsigned)f < FEAT_COUNT ? features[f].name : "?";
}

bool feature_lookup(const char *name, Feature *out)
{
    for (unsigned f = 0; name && f < FEAT_COUNT; f++) {
        if (strcmp(features[f].name, name) == 0) {
            if (out)
                *out = (Feature)f;
            return true;
        }
    }
    return false;
}

/* The earliest PTX version that has f on any target. */
unsigned feature_min_ptx(Feature f)
{
    unsigned best = 0;
    for (unsigned i = 0; (unsigned)f < FEAT_COUNT && i < MAX_AT; i++) {
        unsigned v = features[f].at[i].ptx;
        if (v && (best == 0 || v < best))
            best = v;
    }
    return best;
}

const Target *feature_introduced_by(Feature f, unsigned i)
{
    if ((unsigned)f >= FEAT_COUNT || i >= MAX_AT || features[f].at[i].encoding == 0)
        return NULL;
    return find_encoding(features[f].at[i].encoding);
}

/* Is introducer i of f redundant in a list of what has f, because it
 * includes another introducer (sm_100a includes sm_100f; sm_90 includes
 * sm_89)?  Whoever has the one it includes is already named. */
static bool introducer_redundant(Feature f, unsigned i)
{
    for (unsigned j = 0; j < MAX_AT && features[f].at[j].encoding; j++)
        if (j != i && features[f].at[j].encoding != features[f].at[i].encoding &&
            enc_le(features[f].at[j].encoding, features[f].at[i].encoding))
            return true;
    return false;
}

/* The introducers of f that a list of "what has f" must name, in
 * encoding order (the order of targets[]); returns how many. */
static unsigned list_introducers(Feature f, const Target **out)
{
    unsigned k = 0;
    for (size_t t = 0; t < NTARGETS; t++)
        for (unsigned i = 0; i < MAX_AT && k < MAX_AT; i++)
            if (features[f].at[i].encoding == targets[t].encoding &&
                !introducer_redundant(f, i))
                out[k++] = &targets[t];
    return k;
}

/* "sm_90a", "sm_100f or sm_110f", "sm_90a, sm_100f or sm_120f"; a plain
 * target, which sorts last once redundant ones are gone (any 'a'/'f'
 * target of the same or a later SM includes it), reads "sm_80 or newer". */
char *feature_requirement(Feature f, char *buf, size_t n)
{
    const Target *names[MAX_AT];
    unsigned k = (unsigned)f < FEAT_COUNT ? list_introducers(f, names) : 0;
    size_t len = 0;
    if (!buf || n == 0)
        return buf;
    buf[0] = 0;
    for (unsigned i = 0; i < k && len < n; i++) {
        const char *sep = i == 0 ? "" : i + 1 < k ? ", " : " or ";
        int w = snprintf(buf + len, n - len, "%s%s%s", sep, names[i]->name,
                         names[i]->variant == 0 ? " or newer" : "");
        len += w > 0 ? (size_t)w : 0;
    }
    return buf;
}
