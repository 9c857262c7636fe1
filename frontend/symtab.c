/*
 * frontend/symtab.c -- the hash maps behind the parser's symbol tables.
 *
 * SymTab: string keys (local and global names, type names, comdats).
 * NumMap: 32-bit number keys (%N, @N, !N), which are most of the lookups
 *         in compiler-written IR: a number needs no string to hash, copy
 *         or compare, and the usual numbers 0, 1, 2, ... index an array.
 *
 * Both use open addressing with linear probing and double when more than
 * half full, so a lookup touches one or two slots on average.  A table
 * takes its slots from an arena when given one (see table_alloc), else
 * from calloc.
 *
 * SymTab keys are (pointer, length) pairs and are NOT copied: the caller
 * keeps them alive for as long as the table (they normally live in an
 * arena).  Entries do not keep their hash: 24 bytes rather than 32 matters
 * for a function of a million named values, and growing (which rehashes
 * every key) is rare.
 *
 * Iteration order is never used by the parser, so the hash functions
 * cannot leak into the output (determinism).
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/parse.h"

enum { TABLE_MIN = 64 }; /* slots in a new table (a power of two) */

static const uint64_t MIX = 0xff51afd7ed558ccdull; /* odd 64-bit constant */

/* Eight bytes at a time: names in NVVM IR are long (`llvm.nvvm.fma.rn.f`,
 * `__nv_fmaf_rn.exit.i.i`), so a byte-at-a-time hash was a hot spot.  The
 * last (partial) group is read as the string's last eight bytes, which
 * overlap the group before (the length is in the hash, so this is no
 * weaker); a string shorter than eight bytes is read in two overlapping
 * halves, or, below four, as its first, middle and last byte. */
uint64_t hash_bytes(const char *s, size_t n)
{
    uint64_t h = 0x9e3779b97f4a7c15ull ^ n, w = 0;
    const char *end = s + n;
    if (n >= 8) {
        for (; end - s > 8; s += 8) {
            memcpy(&w, s, 8);
            h = (h ^ w) * MIX;
            h ^= h >> 32;
        }
        memcpy(&w, end - 8, 8);
    } else if (n >= 4) {
        uint32_t lo, hi;
        memcpy(&lo, s, 4);
        memcpy(&hi, end - 4, 4);
        w = lo | (uint64_t)hi << 32;
    } else if (n > 0) {
        w = (uint64_t)(unsigned char)s[0] | (uint64_t)(unsigned char)s[n / 2] << 8 |
            (uint64_t)(unsigned char)end[-1] << 16;
    }
    /* a full finalizer (MurmurHash3's): the tables index by the low
     * bits, and one multiply leaves those depending on the first bytes
     * only -- `%v1` ... `%v99999` then all met in a few slots */
    h ^= w;
    h = (h ^ (h >> 33)) * MIX;
    h = (h ^ (h >> 33)) * 0xc4ceb9fe1a85ec53ull;
    return h ^ (h >> 33);
}

/* Zeroed slots from the table's arena, or from calloc.  A function's
 * tables live in the function arena while they are small (most are): they
 * die with it, and the next function reuses that memory, already faulted
 * in, instead of going back to malloc hundreds of times per module.  A
 * table larger than TABLE_IN_ARENA_MAX is malloc'ed even then, so that
 * when it grows its old slots are given back at once (in an arena they
 * would stay until the function ends: twice the memory for a function of
 * a million values). */
enum { TABLE_IN_ARENA_MAX = 16 * 1024 };

static bool in_arena(Arena *a, size_t cap, size_t elem)
{
    return a && cap * elem <= TABLE_IN_ARENA_MAX;
}

static void *table_alloc(Arena *a, size_t cap, size_t elem)
{
    if (in_arena(a, cap, elem))
        return arena_array(a, cap, elem);
    void *p = calloc(cap, elem);
    if (!p)
        BUG("out of memory");
    return p;
}

static void table_release(Arena *a, void *slots, size_t cap, size_t elem)
{
    if (!in_arena(a, cap, elem))
        free(slots);
}

/* ---- SymTab ---- */

void symtab_init(SymTab *t, Arena *a)
{
    t->arena = a;
    t->cap = TABLE_MIN;
    t->count = 0;
    t->slots = table_alloc(a, t->cap, sizeof(SymEntry));
}

void symtab_free(SymTab *t)
{
    table_release(t->arena, t->slots, t->cap, sizeof(SymEntry));
    t->slots = NULL;
    t->cap = t->count = 0;
}

static SymEntry *find_slot(SymEntry *slots, size_t cap, const char *key,
                           size_t len, uint64_t h)
{
    size_t i = (size_t)h & (cap - 1);
    while (slots[i].key) {
        /* the stored hash first: a mismatch then costs no read of the
         * other key, which in a large module is a cache miss */
        if (slots[i].hash == h && slots[i].len == len &&
            same_bytes(slots[i].key, key, len))
            return &slots[i];
        i = (i + 1) & (cap - 1);
    }
    return &slots[i];
}

/* Move every entry to a table twice the size.  Keys in one table are
 * distinct, so each goes to the first empty slot of its probe sequence. */
static void grow(SymTab *t)
{
    size_t ncap = t->cap * 2;
    SymEntry *ns = table_alloc(t->arena, ncap, sizeof(SymEntry));
    for (size_t i = 0; i < t->cap; i++) {
        if (!t->slots[i].key)
            continue;
        const SymEntry *e = &t->slots[i];
        size_t j = (size_t)e->hash & (ncap - 1);
        while (ns[j].key)
            j = (j + 1) & (ncap - 1);
        ns[j] = *e;
    }
    table_release(t->arena, t->slots, t->cap, sizeof(SymEntry));
    t->slots = ns;
    t->cap = ncap;
}

void *symtab_get(const SymTab *t, const char *key, size_t len)
{
    SymEntry *e = find_slot(t->slots, t->cap, key, len, hash_bytes(key, len));
    return e->key ? e->val : NULL;
}

void symtab_put(SymTab *t, const char *key, size_t len, void *val)
{
    if (2 * (t->count + 1) > t->cap)
        grow(t);
    uint64_t h = hash_bytes(key, len);
    SymEntry *e = find_slot(t->slots, t->cap, key, len, h);
    if (!e->key) {
        e->key = key ? key : "";
        e->len = len;
        e->hash = h;
        t->count++;
    }
    e->val = val;
}

/* ---- NumMap ---- */

/* Fibonacci hashing: the top bits of key * 2^64/phi.  Consecutive numbers
 * (the common case: %0, %1, %2, ...) land far apart and never collide in
 * runs, and a hostile set of keys gets no help from a simple pattern. */
static size_t num_slot(uint32_t key, size_t cap)
{
    uint64_t h = ((uint64_t)key + 1) * 0x9e3779b97f4a7c15ull;
    return (size_t)(h >> 32) & (cap - 1);
}

void nummap_init(NumMap *t, Arena *a)
{
    t->arena = a;
    t->cap = TABLE_MIN;
    t->count = 0;
    t->slots = table_alloc(a, t->cap, sizeof(NumEntry));
    t->dense = NULL;
    t->ndense = 0;
}

void nummap_free(NumMap *t)
{
    table_release(t->arena, t->slots, t->cap, sizeof(NumEntry));
    if (t->dense)
        table_release(t->arena, t->dense, t->ndense, sizeof(void *));
    t->slots = NULL;
    t->dense = NULL;
    t->cap = t->count = 0;
    t->ndense = 0;
}

static NumEntry *num_find(NumEntry *slots, size_t cap, uint32_t key)
{
    size_t i = num_slot(key, cap);
    while (slots[i].val && slots[i].key != key)
        i = (i + 1) & (cap - 1);
    return &slots[i];
}

static void num_grow(NumMap *t)
{
    size_t ncap = t->cap * 2;
    NumEntry *ns = table_alloc(t->arena, ncap, sizeof(NumEntry));
    for (size_t i = 0; i < t->cap; i++)
        if (t->slots[i].val)
            *num_find(ns, ncap, t->slots[i].key) = t->slots[i];
    table_release(t->arena, t->slots, t->cap, sizeof(NumEntry));
    t->slots = ns;
    t->cap = ncap;
}

/* A key goes to the dense array when it is below twice the array's size
 * (plus a little): growing the array then at least halves the share of
 * it that is empty, so its size stays proportional to the number of keys
 * put, however they come. */
enum { DENSE_MIN = 64 };

static bool dense_key(const NumMap *t, uint32_t key)
{
    return (uint64_t)key < 2 * (uint64_t)t->ndense + DENSE_MIN;
}

/* Make the dense array cover `key`.  Keys already in the hash map stay
 * there: nummap_get looks there when the array has nothing. */
static void dense_grow(NumMap *t, uint32_t key)
{
    uint32_t n = t->ndense ? t->ndense : DENSE_MIN;
    while (n <= key)
        n *= 2;
    void **d = table_alloc(t->arena, n, sizeof(void *));
    if (t->ndense) {
        memcpy(d, t->dense, t->ndense * sizeof(void *));
        table_release(t->arena, t->dense, t->ndense, sizeof(void *));
    }
    t->dense = d;
    t->ndense = n;
}

void *nummap_get(const NumMap *t, uint32_t key)
{
    if (key < t->ndense && t->dense[key])
        return t->dense[key];
    return num_find(t->slots, t->cap, key)->val;
}

/* A key below ndense always goes to the array, which nummap_get reads
 * first: a stale entry for it left in the hash map is never seen. */
void nummap_put(NumMap *t, uint32_t key, void *val)
{
    if (!val)
        BUG("nummap_put: NULL marks an empty slot");
    if (key >= t->ndense && dense_key(t, key))
        dense_grow(t, key);
    if (key < t->ndense) {
        t->dense[key] = val;
        return;
    }
    if (2 * (t->count + 1) > t->cap)
        num_grow(t);
    NumEntry *e = num_find(t->slots, t->cap, key);
    if (!e->val)
        t->count++;
    e->key = key;
    e->val = val;
}
