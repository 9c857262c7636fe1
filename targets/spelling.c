/*
 * targets/spelling.c -- target and PTX-version names, in and out.
 *
 * Duties:
 *   - target_lookup(): turn what the user typed ("90a", "-arch=compute_90a",
 *     "sm_101a", ...) into a Target, following the aliases of targets.def.
 *   - target_closest(), target_suggest(): for a name we do not know, the
 *     closest names we do (the table's rows; the message for the driver).
 *   - PTX ISA version numbers: 78 <-> "7.8", and which versions exist.
 *
 * Invariants:
 *   - Only the spellings documented at target_lookup() in targets.h are
 *     accepted; everything else gets NULL, never a guess.  Guessing is
 *     target_suggest()'s job, and it only ever suggests.
 *   - Inputs are read, never modified or kept.  Input longer than
 *     SPELLING_MAX characters can never be a target name; lookup refuses it
 *     and suggest only looks at its first SPELLING_MAX characters.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "targets/targets.h"

enum {
    SPELLING_MAX = 32,   /* longest spelling we compare ("sm_121a" is 7) */
    DISTANCE_MAX = 160,  /* longest name spelling_distance measures whole
                            (intrinsic names reach about 90 characters) */
    MAX_SUGGESTIONS = 6, /* names listed after "did you mean" */
    MAX_SM_DISTANCE = 10 /* 91 -> sm_90 is a suggestion; 200 -> none */
};

typedef struct Alias {
    const char *alias, *canonical, *note;
} Alias;

static const Alias aliases[] = {
#define TARGET_ALIAS(a, c, why) {a, c, a " was renamed " c " " why "; tnvcc emits .target " c},
#include "targets/targets.def"
};

/* ------------------------------------------------------------------ */
/* Lookup                                                               */
/* ------------------------------------------------------------------ */

/* "-arch=sm_90a" -> "sm_90a".  Option names of nvcc, llc, clang and
 * ptxas, so that a command line copied from any of them works. */
static const char *strip_option(const char *s)
{
    static const char *const options[] = {
        "--gpu-architecture=", "--gpu-name=", "--arch=", "-arch=",
        "-march=", "--mcpu=", "-mcpu=", "--sm=", "-sm=",
    };
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
        size_t len = strlen(options[i]);
        if (strncmp(s, options[i], len) == 0)
            return s + len;
    }
    return s;
}

/* "sm_90a" or "compute_90a" -> "90a". */
static const char *strip_arch(const char *s)
{
    if (strncmp(s, "sm_", 3) == 0)
        return s + 3;
    if (strncmp(s, "compute_", 8) == 0)
        return s + 8;
    return s;
}

static const Target *find_name(const char *name)
{
    for (size_t i = 0; i < target_count(); i++)
        if (strcmp(target_at(i)->name, name) == 0)
            return target_at(i);
    return NULL;
}

const Target *target_lookup(const char *spelling, const char **note)
{
    char name[SPELLING_MAX + 4];
    if (note)
        *note = NULL;
    if (!spelling)
        return NULL;
    const char *rest = strip_arch(strip_option(spelling));
    if (!isdigit((unsigned char)rest[0]) || strlen(rest) > SPELLING_MAX)
        return NULL;
    snprintf(name, sizeof name, "sm_%s", rest);
    const Target *t = find_name(name);
    for (size_t i = 0; !t && i < sizeof aliases / sizeof aliases[0]; i++) {
        if (strcmp(aliases[i].alias, name) == 0) {
            t = find_name(aliases[i].canonical);
            if (note)
                *note = aliases[i].note;
        }
    }
    return t;
}

/* ------------------------------------------------------------------ */
/* Suggestions                                                          */
/* ------------------------------------------------------------------ */

/* Levenshtein distance: the fewest one-character insertions, deletions
 * and substitutions that turn a into b.  Two rows of the classic table
 * suffice, since row i only reads row i-1. */
unsigned spelling_distance(const char *a, const char *b)
{
    unsigned prev[DISTANCE_MAX + 1], cur[DISTANCE_MAX + 1];
    size_t la = strlen(a), lb = strlen(b);
    if (la > DISTANCE_MAX)
        la = DISTANCE_MAX;
    if (lb > DISTANCE_MAX)
        lb = DISTANCE_MAX;
    for (size_t j = 0; j <= lb; j++)
        prev[j] = (unsigned)j;
    for (size_t i = 1; i <= la; i++) {
        cur[0] = (unsigned)i;
        for (size_t j = 1; j <= lb; j++) {
            unsigned sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
            unsigned del = prev[j] + 1, ins = cur[j - 1] + 1;
            cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
        }
        memcpy(prev, cur, sizeof prev[0] * (lb + 1));
    }
    return prev[lb];
}

/* How a typed name is compared with the table's.  A number ("91",
 * "sm_91", "-arch=compute_91x") is compared as a number: to edit distance,
 * 91 is as close to 21 and 61 as to 90, which is useless advice.  But a
 * number no SM could have -- a digit lost ("9a") or doubled ("910") -- is
 * a typo, and edit distance between the digits and suffixes finds what
 * was meant (90a; 90, 110).  A number near the table but past it
 * ("sm_140") is left alone: it may well be a target newer than tnvcc.
 * Anything else (a typo in the letters, "sm90a", "sn_90a") is compared
 * by edit distance on the whole name. */
typedef enum { BY_NUMBER, BY_DIGITS, BY_NAME } Measure;

static Measure measure_for(const char *typed)
{
    const char *rest = strip_arch(strip_option(typed));
    if (!isdigit((unsigned char)rest[0]))
        return BY_NAME;
    long sm = strtol(rest, NULL, 10);
    long newest = (long)target_at(target_count() - 1)->sm;
    return sm < 10 || sm >= 2 * newest ? BY_DIGITS : BY_NUMBER;
}

/* How far row t is from what the user typed; smaller is closer. */
static unsigned distance(const Target *t, const char *typed, Measure how)
{
    const char *rest = strip_arch(strip_option(typed));
    switch (how) {
    case BY_NUMBER: {
        long diff = labs(strtol(rest, NULL, 10) - (long)t->sm);
        return diff > 100000 ? 100000u : (unsigned)diff;
    }
    case BY_DIGITS: {
        /* Twice the edit distance, plus one when the suffixes differ: of
         * 90 and 90a, both one edit from "9a", 90a is meant. */
        const char *name = t->name + 3; /* past "sm_" */
        bool letter = isalpha((unsigned char)rest[strlen(rest) - 1]);
        bool same = letter ? strchr(name, rest[strlen(rest) - 1]) != NULL
                           : !isalpha((unsigned char)name[strlen(name) - 1]);
        return 2 * spelling_distance(rest, name) + !same;
    }
    case BY_NAME:
        break;
    }
    return spelling_distance(typed, t->name);
}

/* The farthest a suggestion may be: nothing too far. */
static bool close_enough(Measure how, unsigned d)
{
    return how == BY_NUMBER ? d <= MAX_SM_DISTANCE : how == BY_DIGITS ? d <= 3 : d <= 2;
}

/* Lower-cased copy, so "SM_90A" is measured like "sm_90a". */
static void fold_case(const char *s, char *out)
{
    size_t i = 0;
    for (; s[i] && i < SPELLING_MAX; i++)
        out[i] = (char)tolower((unsigned char)s[i]);
    out[i] = 0;
}

/* Append ", name" (or the first "name") to buf without overflowing. */
static void append(char *buf, size_t n, size_t *used, const char *sep, const char *s)
{
    int k = snprintf(buf + *used, n - *used, "%s%s", sep, s);
    if (k > 0)
        *used += (size_t)k < n - *used ? (size_t)k : n - *used - 1;
}

int target_closest(const char *bad, const Target **out, int max)
{
    char typed[SPELLING_MAX + 1];
    int count = 0;
    fold_case(bad ? bad : "", typed);
    const Target *exact = target_lookup(typed, NULL); /* "SM_90A" */
    Measure how = measure_for(typed);
    unsigned best = ~0u;
    for (size_t i = 0; i < target_count(); i++) {
        unsigned d = distance(target_at(i), typed, how);
        best = d < best ? d : best;
    }
    for (size_t i = 0; close_enough(how, best) && i < target_count() && count < max; i++) {
        const Target *t = target_at(i);
        if (exact ? t == exact : distance(t, typed, how) == best)
            out[count++] = t;
    }
    return count;
}

int target_suggest(const char *bad, char *buf, size_t n)
{
    const Target *near[MAX_SUGGESTIONS];
    size_t used = 0;
    if (!buf || n == 0)
        return 0;
    int count = target_closest(bad, near, MAX_SUGGESTIONS);
    append(buf, n, &used, "", "unknown target '");
    append(buf, n, &used, "", bad ? bad : "");
    append(buf, n, &used, "", "'");
    for (int i = 0; i < count; i++)
        append(buf, n, &used, i ? ", " : "; did you mean ", near[i]->name);
    append(buf, n, &used, "", count ? "?" : "; see --list-targets for the known names");
    return count;
}

/* ------------------------------------------------------------------ */
/* PTX ISA versions                                                     */
/* ------------------------------------------------------------------ */

char *ptx_version_format(unsigned v, char *buf, size_t n)
{
    if (buf && n)
        snprintf(buf, n, "%u.%u", v / 10, v % 10);
    return buf;
}

/* "7.8" -> 78.  Exactly: one or two digits, a dot, one digit, the end.
 * A two-digit minor ("7.10") cannot be encoded as major*10+minor, and PTX
 * has never had one. */
bool ptx_version_parse(const char *s, unsigned *out)
{
    unsigned major = 0;
    size_t i = 0;
    if (!s)
        return false;
    for (; isdigit((unsigned char)s[i]) && i < 2; i++)
        major = major * 10 + (unsigned)(s[i] - '0');
    if (i == 0 || s[i] != '.' || !isdigit((unsigned char)s[i + 1]) || s[i + 2])
        return false;
    if (out)
        *out = major * 10 + (unsigned)(s[i + 1] - '0');
    return true;
}

/* Every PTX ISA version in Table 71, "PTX Release History", of the PTX ISA
 * manual (version 9.4, chapter 13 "Release Notes"). */
bool ptx_version_known(unsigned v)
{
    static const unsigned char released[] = {
        10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 30, 31, 32, 40, 41, 42, 43,
        50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78,
        80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94,
    };
    for (size_t i = 0; i < sizeof released; i++)
        if (released[i] == v)
            return true;
    return false;
}

unsigned ptx_version_before(unsigned v)
{
    for (unsigned w = v; w-- > 10;)
        if (ptx_version_known(w))
            return w;
    return 0;
}
