/*
 * ir/arena.c -- arenas (bump allocators) and growable vectors.
 *
 * Duties:
 *   - Arena: hand out zeroed, 16-byte-aligned memory from big chunks and
 *     free all of it at once.  Compilers create millions of small objects
 *     (types, values, uses) that all die together; allocating them one by
 *     one with malloc costs time and makes "who frees this?" a question on
 *     every line.  An arena answers it once: the arena's owner does.
 *   - Vec: a malloc'ed growable array for builders that do not know their
 *     final size (the parser collecting operands, for instance).
 *
 * Invariants:
 *   - Every pointer arena_alloc returns is 16-byte aligned and zeroed, and
 *     stays valid until arena_free(a).
 *   - arena_alloc's common case is inline (ir.h): a small request bumps
 *     a->cur within [cur, end), the free part of the head chunk.  So a
 *     chunk's `used` is only exact after sync_used; everything here that
 *     reads it calls that first, and everything that changes the head
 *     chunk or its `used` resets cur and end (set_fast_path).
 *   - The free part of every chunk (bytes [used, cap)) is all zeros.  A
 *     chunk is zeroed once, when it is obtained (a fresh mapping on
 *     Linux: memory the kernel clears page by page as it is first
 *     touched; calloc elsewhere, or if mmap fails), and arena_reset
 *     re-zeroes the part that was used; so arena_alloc never clears
 *     memory itself.  Clearing each object as it was handed out used to
 *     touch every byte twice (kernel, then memset).
 *   - Normal chunks grow geometrically (CHUNK_MIN, then HUGE_PAGE,
 *     doubling up to CHUNK_MAX): a small module costs one small chunk, a
 *     large one a handful of allocations instead of hundreds.
 *   - A request larger than BIG_REQUEST gets a chunk of its own, so one
 *     big array does not waste the tail of a chunk.
 *   - Sizes are checked for overflow; a request that would overflow size_t
 *     is an internal bug (callers must check user-controlled counts first).
 *   - Running out of memory is fatal: we print a message and abort, since a
 *     compiler cannot do anything useful without memory.
 *
 * Huge pages (Linux only).  A parsed module of a few MB (libdevice's is
 * ~16 MB: 176-byte instructions, 32-byte uses) first-touches thousands of
 * 4 KiB pages, and each first touch is a page fault.  Chunks of at least
 * HUGE_PAGE bytes are therefore mapped 2 MiB-aligned and marked
 * MADV_HUGEPAGE, so that where transparent huge pages are enabled (even
 * in "madvise" mode) one fault maps 2 MiB.  Elsewhere, or if the advice is
 * refused, they are ordinary zeroed memory and everything still works.
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#endif
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "ir/ir.h"

enum {
    ARENA_ALIGN = 16,
    CHUNK_MIN = 64 * 1024,        /* the first chunk of an arena */
    CHUNK_MAX = 8 * 1024 * 1024,  /* normal chunks stop doubling here */
    BIG_REQUEST = CHUNK_MIN / 4,  /* larger requests get their own chunk */
    HUGE_PAGE = 2 * 1024 * 1024,  /* x86-64/arm64 transparent huge page */
};

struct ArenaChunk {
    ArenaChunk *next;
    size_t used, cap;  /* bytes of data in use / available */
    bool own;          /* holds one big request (never a bump chunk) */
    void *map;         /* start of the mapping to munmap, or NULL when the
                          chunk came from calloc */
    size_t map_len;
    /* The data follows the header, starting at the next multiple of 16
     * (see chunk_data). */
};

/* Print why and stop: used when malloc fails. */
static _Noreturn void out_of_memory(size_t size)
{
    fprintf(stderr, "tnvcc: out of memory (requested %zu bytes)\n", size);
    abort();
}

void arena_init(Arena *a, const char *name)
{
    a->head = NULL;
    a->name = name;
    a->bytes = 0;
    a->cur = a->end = NULL;
    a->gradual = false;
}

void arena_init_gradual(Arena *a, const char *name)
{
    arena_init(a, name);
    a->gradual = true;
}

/* Round n up to a multiple of ARENA_ALIGN, checking for overflow. */
static size_t round_up(size_t n)
{
    if (n > SIZE_MAX - (ARENA_ALIGN - 1))
        BUG("arena request of %zu bytes overflows", n);
    return (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
}

/* The header is padded so that data starts 16-byte aligned. */
static size_t header_size(void) { return round_up(sizeof(ArenaChunk)); }

#if defined(__linux__)
/* `total` zeroed bytes at a HUGE_PAGE boundary, advised to use huge pages;
 * NULL if the system says no (the caller falls back to calloc).  mmap only
 * promises page alignment, so map one huge page more and unmap the
 * misaligned head and the unused tail. */
static ArenaChunk *chunk_map_huge(size_t total)
{
    size_t len = (total + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
    if (len < total || len > SIZE_MAX - HUGE_PAGE)
        return NULL;
    unsigned char *raw = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE,
                              MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return NULL;
    size_t head = (size_t)(-(uintptr_t)raw & (HUGE_PAGE - 1));
    if (head)
        munmap(raw, head);
    if (HUGE_PAGE - head)
        munmap(raw + head + len, HUGE_PAGE - head);
    madvise(raw + head, len, MADV_HUGEPAGE); /* advice: failure is fine */
    ArenaChunk *c = (ArenaChunk *)(raw + head);
    c->map = c;
    c->map_len = len;
    return c;
}

/* `total` zeroed bytes straight from the kernel, or NULL.  calloc would
 * clear a chunk it carves from the heap with memset, touching (and so
 * faulting in) every page of it at once; a fresh mapping is zero by
 * definition, and a page costs a fault only when the arena first uses
 * it.  A small module uses a few KB of each of its arenas' first 64 KB
 * chunks: compiling a one-store kernel took 80 page faults this way
 * against 122 with calloc. */
static ArenaChunk *chunk_map(size_t total)
{
    void *p = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    ArenaChunk *c = p;
    c->map = c;
    c->map_len = total;
    return c;
}
#endif

/* A fresh, zeroed chunk with room for at least `cap` bytes of data. */
static ArenaChunk *chunk_new(size_t cap, bool own)
{
    size_t hdr = header_size();
    if (cap > SIZE_MAX - hdr)
        BUG("arena chunk of %zu bytes overflows", cap);
    ArenaChunk *c = NULL;
#if defined(__linux__)
    if (hdr + cap >= HUGE_PAGE)
        c = chunk_map_huge(hdr + cap);
    else
        c = chunk_map(hdr + cap);
#endif
    if (!c) {
        c = calloc(1, hdr + cap); /* zeroed: see the invariants */
        if (!c)
            out_of_memory(hdr + cap);
    }
    c->next = NULL;
    c->used = 0;
    c->cap = cap;
    c->own = own;
    return c;
}

static void chunk_free(ArenaChunk *c)
{
#if defined(__linux__)
    if (c->map) {
        munmap(c->map, c->map_len);
        return;
    }
#endif
    free(c);
}

/* Start of a chunk's data, 16-byte aligned (calloc returns at least
 * 16-byte aligned blocks on the platforms we support; mappings are
 * page-aligned). */
static unsigned char *chunk_data(ArenaChunk *c)
{
    return (unsigned char *)c + header_size();
}

/* A request too big to share a chunk: a private chunk, linked behind the
 * current head so the head's free space stays usable for small requests. */
static void *alloc_own(Arena *a, size_t n)
{
    ArenaChunk *big = chunk_new(n, true);
    big->used = n;
    if (a->head) {
        big->next = a->head->next;
        a->head->next = big;
    } else {
        a->head = big;
    }
    return chunk_data(big);
}

/* The data capacity of the next normal chunk.  Sizes count the header,
 * so that a chunk fills whole huge pages exactly.  The first is small, so
 * that a small module costs little; an arena that outgrows it is holding
 * a large one, so the second jumps to a huge page and later ones double
 * (a gradual arena's double from the first: arena_init_gradual). */
static size_t next_chunk_size(const Arena *a)
{
    const ArenaChunk *c = a->head;
    size_t total = CHUNK_MIN;
    if (c && !c->own) {
        size_t cur = c->cap + header_size();
        if (cur < HUGE_PAGE)
            total = a->gradual ? 2 * cur : HUGE_PAGE;
        else if (cur >= CHUNK_MAX / 2)
            total = CHUNK_MAX;
        else
            total = 2 * cur;
    }
    return total - header_size();
}

/* The inline fast path (ir.h) bumps a->cur without touching the head
 * chunk's `used`; bring it up to date before anything reads it. */
static void sync_used(Arena *a)
{
    if (a->cur)
        a->head->used = (size_t)(a->cur - chunk_data(a->head));
}

/* Make c the head of a's shared chunks' fast path. */
static void set_fast_path(Arena *a, ArenaChunk *c)
{
    a->cur = chunk_data(c) + c->used;
    a->end = chunk_data(c) + c->cap;
}

void *arena_alloc_slow(Arena *a, size_t size)
{
    size_t n = round_up(size ? size : 1);
    a->bytes += n;
    sync_used(a);
    if (n > BIG_REQUEST)
        return alloc_own(a, n);
    ArenaChunk *c = a->head;
    if (!c || c->own || c->cap - c->used < n) {
        c = chunk_new(next_chunk_size(a), false);
        c->next = a->head;
        a->head = c;
    }
    unsigned char *p = chunk_data(c) + c->used;
    c->used += n; /* already zero: the free part of a chunk always is */
    set_fast_path(a, c);
    return p;
}

void *arena_array(Arena *a, size_t n, size_t elem)
{
    if (elem && n > SIZE_MAX / elem)
        BUG("arena_array(%zu x %zu) overflows size_t (arena %s)", n, elem,
            a->name ? a->name : "?");
    return arena_alloc(a, n * elem);
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    if (n == SIZE_MAX)
        BUG("arena_strndup length overflows");
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(Arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

/* Forget everything allocated, but keep the largest normal chunk for the
 * next round: an arena reset once per function (or per instruction) then
 * reuses the same cache-warm, already faulted-in memory instead of
 * growing.  Only the bytes that were handed out need clearing. */
void arena_reset(Arena *a)
{
    sync_used(a);
    ArenaChunk *keep = NULL, *c = a->head;
    if (c && !c->next && !c->own) { /* one chunk: the usual case */
        memset(chunk_data(c), 0, c->used);
        c->used = 0;
        set_fast_path(a, c);
        a->bytes = 0;
        return;
    }
    for (; c; c = c->next)
        if (!c->own && (!keep || c->cap > keep->cap))
            keep = c;
    for (c = a->head; c;) {
        ArenaChunk *next = c->next;
        if (c != keep)
            chunk_free(c);
        c = next;
    }
    a->cur = a->end = NULL;
    if (keep) {
        memset(chunk_data(keep), 0, keep->used);
        keep->next = NULL;
        keep->used = 0;
        set_fast_path(a, keep);
    }
    a->head = keep;
    a->bytes = 0;
}

void arena_free(Arena *a)
{
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *next = c->next;
        chunk_free(c);
        c = next;
    }
    a->head = NULL;
    a->bytes = 0;
    a->cur = a->end = NULL;
}

/* A buffer for large, short-lived data (the input text) that free() can
 * release: with a size of HUGE_PAGE or more it is aligned and advised like
 * the arena's big chunks, so filling it costs a few faults, not one per
 * 4 KiB page.  Not zeroed. */
void *ir_alloc_large(size_t size)
{
#if defined(__linux__)
    if (size >= HUGE_PAGE && size <= SIZE_MAX - HUGE_PAGE) {
        size_t len = (size + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
        void *p = NULL;
        if (posix_memalign(&p, HUGE_PAGE, len) == 0) {
            madvise(p, len, MADV_HUGEPAGE); /* advice: failure is fine */
            return p;
        }
    }
#endif
    void *p = malloc(size ? size : 1);
    if (!p)
        out_of_memory(size);
    return p;
}

void *ir_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p)
        out_of_memory(n * size);
    return p;
}

/* Grow v so that it can hold `need` elements of `elem` bytes.  Capacity
 * doubles, so pushing n elements costs O(n) copies in total. */
void vec_grow(Vec *v, size_t elem, size_t need)
{
    if (need <= v->cap)
        return;
    size_t cap = v->cap ? v->cap : 8;
    while (cap < need) {
        if (cap > SIZE_MAX / 2)
            out_of_memory(SIZE_MAX);
        cap *= 2;
    }
    if (elem && cap > SIZE_MAX / elem)
        out_of_memory(SIZE_MAX);
    void *p = realloc(v->data, cap * elem);
    if (!p)
        out_of_memory(cap * elem);
    v->data = p;
    v->cap = cap;
}

void vec_free(Vec *v)
{
    free(v->data);
    v->data = NULL;
    v->len = v->cap = 0;
}
