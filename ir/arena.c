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
 *   - A request larger than a quarter of the normal chunk size gets a chunk
 *     of its own, so one big array does not waste the tail of a chunk.
 *   - Sizes are checked for overflow; a request that would overflow size_t
 *     is an internal bug (callers must check user-controlled counts first).
 *   - Running out of memory is fatal: we print a message and abort, since a
 *     compiler cannot do anything useful without memory.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* The default chunk holds 64 KiB of objects. */
enum { CHUNK_SIZE = 64 * 1024, ARENA_ALIGN = 16 };

struct ArenaChunk {
    ArenaChunk *next;
    size_t used, cap; /* bytes of data in use / available */
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
}

/* Round n up to a multiple of ARENA_ALIGN, checking for overflow. */
static size_t round_up(size_t n)
{
    if (n > SIZE_MAX - (ARENA_ALIGN - 1))
        BUG("arena request of %zu bytes overflows", n);
    return (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
}

/* A fresh chunk with room for at least `cap` bytes of data. */
static ArenaChunk *chunk_new(size_t cap)
{
    if (cap > SIZE_MAX - sizeof(ArenaChunk) - ARENA_ALIGN)
        BUG("arena chunk of %zu bytes overflows", cap);
    /* The header is padded so that data starts 16-byte aligned. */
    size_t hdr = round_up(sizeof(ArenaChunk));
    ArenaChunk *c = malloc(hdr + cap);
    if (!c)
        out_of_memory(hdr + cap);
    c->next = NULL;
    c->used = 0;
    c->cap = cap;
    return c;
}

/* Start of a chunk's data, 16-byte aligned (malloc returns at least
 * 16-byte aligned blocks on the platforms we support). */
static unsigned char *chunk_data(ArenaChunk *c)
{
    return (unsigned char *)c + round_up(sizeof(ArenaChunk));
}

void *arena_alloc(Arena *a, size_t size)
{
    size_t n = round_up(size ? size : 1);
    ArenaChunk *c = a->head;
    if (n > CHUNK_SIZE / 4) {
        /* Big request: a private chunk, linked behind the current head so
         * the head's free space stays usable for small requests. */
        ArenaChunk *big = chunk_new(n);
        big->used = n;
        if (c) {
            big->next = c->next;
            c->next = big;
        } else {
            a->head = big;
        }
        a->bytes += n;
        memset(chunk_data(big), 0, n);
        return chunk_data(big);
    }
    if (!c || c->cap - c->used < n) {
        c = chunk_new(CHUNK_SIZE);
        c->next = a->head;
        a->head = c;
    }
    unsigned char *p = chunk_data(c) + c->used;
    c->used += n;
    a->bytes += n;
    memset(p, 0, n);
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

/* Forget everything allocated, but keep one normal-sized chunk for the
 * next round: an arena reset once per function then reuses the same
 * (cache-warm, already faulted-in) memory instead of growing. */
void arena_reset(Arena *a)
{
    ArenaChunk *keep = NULL, *c = a->head;
    while (c) {
        ArenaChunk *next = c->next;
        if (!keep && c->cap == CHUNK_SIZE)
            keep = c;
        else
            free(c);
        c = next;
    }
    if (keep) {
        keep->next = NULL;
        keep->used = 0;
    }
    a->head = keep;
    a->bytes = 0;
}

void arena_free(Arena *a)
{
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *next = c->next;
        free(c);
        c = next;
    }
    a->head = NULL;
    a->bytes = 0;
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
