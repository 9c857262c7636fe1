/*
 * verify/datalayout.c -- is a `target datalayout` string a valid NVPTX
 * data layout?  (libNVVM's verifier asks this too; reimplemented from LangRef.)
 *
 * A layout is a '-'-separated list of specifications, each a letter and
 * ':'-separated numbers, e.g. "e-p:64:64-i64:64-i128:128-v16:16-n16:32:64":
 *   e | E               little / big endian (NVPTX is little-endian)
 *   m:<c>               symbol mangling
 *   S<n>                natural stack alignment in bits
 *   p[<as>]:<size>:<abi>[:<pref>[:<idx>]]   pointers of an address space
 *   i<n> f<n> v<n> :<abi>[:<pref>]          integer / float / vector align
 *   a[0]:<abi>[:<pref>] aggregates
 *   n<n>[:<n>...]       native integer widths
 *   ni:<as>[:<as>...]   non-integral address spaces
 *   A<as> P<as> G<as>   alloca / program / globals address space
 *   F<i|n><abi>         function pointer alignment
 * Sizes and alignments are in bits; alignments are powers of two and
 * whole bytes, a preferred alignment is at least the ABI one.
 *
 * Invariants:
 *   - No allocation: the string is walked in place with pointer pairs.
 *   - On failure `why` says what is wrong in plain words.
 */
#include <string.h>

#include "verify/vctx.h"

typedef struct Span {
    const char *p, *end;
} Span;

/* Split off the next `sep`-separated field of *s (consuming it). */
static Span next_field(Span *s, char sep)
{
    Span f = {s->p, s->p};
    while (f.end < s->end && *f.end != sep)
        f.end++;
    s->p = f.end < s->end ? f.end + 1 : f.end;
    return f;
}

/* A decimal number below 2^24 (LLVM's limit), filling the whole span. */
static bool span_num(Span f, uint32_t *out)
{
    uint32_t v = 0;
    if (f.p == f.end)
        return false;
    for (const char *q = f.p; q < f.end; q++) {
        if (*q < '0' || *q > '9' || v >= (1u << 24) / 10)
            return false;
        v = v * 10 + (uint32_t)(*q - '0');
    }
    *out = v;
    return true;
}

static bool is_align(uint32_t a)
{
    return a != 0 && a % 8 == 0 && (a & (a - 1)) == 0;
}

/* ":<abi>[:<pref>]" after a spec's head; abi 0 only where allowed. */
static const char *parse_aligns(Span *rest, bool zero_ok)
{
    uint32_t abi, pref;
    if (rest->p >= rest->end || !span_num(next_field(rest, ':'), &abi))
        return "missing or malformed ABI alignment";
    if (!(abi == 0 && zero_ok) && !is_align(abi))
        return "alignment must be a power of two number of bytes";
    if (rest->p < rest->end) {
        if (!span_num(next_field(rest, ':'), &pref) || !is_align(pref))
            return "malformed preferred alignment";
        if (pref < abi)
            return "preferred alignment is smaller than the ABI alignment";
    }
    return rest->p < rest->end ? "too many fields" : NULL;
}

/* p[<as>]:<size>:<abi>[:<pref>[:<idx>]] */
static const char *parse_pointer(Span head, Span rest, uint32_t *gen_bits)
{
    uint32_t as = 0, size, abi, x;
    head.p++; /* skip 'p' */
    if (head.p < head.end && !span_num(head, &as))
        return "malformed address space in a pointer specification";
    if (!span_num(next_field(&rest, ':'), &size) || size == 0)
        return "malformed pointer size";
    if (!span_num(next_field(&rest, ':'), &abi) || !is_align(abi))
        return "malformed pointer ABI alignment";
    /* then the preferred alignment (a power of two, at least the ABI
     * one) and the index width (at most the pointer's) */
    for (int k = 0; k < 2 && rest.p < rest.end; k++) {
        if (!span_num(next_field(&rest, ':'), &x))
            return "malformed pointer specification";
        if (k == 0 && (!is_align(x) || x < abi))
            return "malformed pointer preferred alignment";
        if (k == 1 && (x == 0 || x > size))
            return "the index width must be between 1 and the pointer size";
    }
    if (rest.p < rest.end)
        return "too many fields in a pointer specification";
    if (as == 0)
        *gen_bits = size;
    return NULL;
}

/* n<w>[:<w>...], ni:<as>[:<as>...]: lists of numbers. */
static const char *parse_list(Span rest)
{
    uint32_t x;
    while (rest.p < rest.end)
        if (!span_num(next_field(&rest, ':'), &x) || x == 0)
            return "malformed number list (each number nonzero)";
    return NULL;
}

static const char *parse_spec(Span spec, uint32_t *gen_bits)
{
    Span rest = spec, head = next_field(&rest, ':');
    uint32_t x;
    Span tail = {head.p + 1, head.end};
    switch (*spec.p) {
    case 'e': return head.end - head.p == 1 && rest.p == rest.end ? NULL : "malformed 'e'";
    case 'E': return "NVPTX is little-endian; 'E' (big-endian) is not allowed";
    case 'm': return head.end - head.p == 1 && rest.end - rest.p == 1 &&
                     strchr("elmoxwa", *rest.p) ? NULL : "malformed mangling mode";
    case 's': return NULL; /* the old stack-object spec: LLVM still reads and ignores it */
    case 'S': return span_num(tail, &x) && (x == 0 || is_align(x)) ? NULL : "malformed stack alignment";
    case 'A': case 'P': case 'G': return span_num(tail, &x) ? NULL : "malformed address space";
    case 'F': return tail.p < tail.end && (*tail.p == 'i' || *tail.p == 'n') &&
                     span_num((Span){tail.p + 1, tail.end}, &x) && (x == 0 || is_align(x))
                     ? NULL : "malformed function pointer alignment";
    case 'p': return parse_pointer(head, rest, gen_bits);
    case 'a': return (tail.p == tail.end || (span_num(tail, &x) && x == 0)) ? parse_aligns(&rest, true) : "malformed aggregate alignment";
    case 'i': case 'f': case 'v':
        if (!span_num(tail, &x) || x == 0)
            return "malformed type size";
        /* i8 is the unit of addressing: LLVM insists it be byte-aligned */
        if (*spec.p == 'i' && x == 8) {
            Span r = rest;
            uint32_t abi;
            if (r.p < r.end && span_num(next_field(&r, ':'), &abi) && abi != 8)
                return "i8 must have an ABI alignment of 8 bits";
        }
        return parse_aligns(&rest, false);
    case 'n':
        if (head.end - head.p == 2 && head.p[1] == 'i')
            return parse_list(rest);
        return span_num(tail, &x) && x > 0 ? parse_list(rest) : "malformed native integer widths";
    default: return "unknown specification";
    }
}

const char *datalayout_problem(const char *dl, unsigned want_ptr_bits,
                               unsigned *ptr_bits, char *why, size_t size)
{
    Span s = {dl, dl + strlen(dl)};
    uint32_t gen_bits = 64; /* LLVM's default when no p: spec is given */
    while (s.p < s.end) {
        Span spec = next_field(&s, '-');
        const char *bad = spec.p == spec.end ? "empty specification"
                                             : parse_spec(spec, &gen_bits);
        if (bad) {
            snprintf(why, size, "%s in \"%.*s\"", bad, (int)(spec.end - spec.p), spec.p);
            return why;
        }
    }
    if (*dl && dl[strlen(dl) - 1] == '-') {
        snprintf(why, size, "trailing '-'");
        return why;
    }
    if (gen_bits != 32 && gen_bits != 64) {
        snprintf(why, size, "generic pointers must be 32 or 64 bits, not %u", gen_bits);
        return why;
    }
    if (want_ptr_bits && gen_bits != want_ptr_bits) {
        snprintf(why, size, "the triple asks for %u-bit pointers but the layout "
                 "gives %u-bit generic pointers", want_ptr_bits, gen_bits);
        return why;
    }
    *ptr_bits = gen_bits;
    return NULL;
}
