/*
 * ir/ptrmap.c -- a pointer-keyed hash map (open addressing, linear
 * probing), for passes that attach facts to IR objects without adding
 * fields to them: the verifier (per-global facts) and the linker (old
 * object -> new object).
 *
 * Invariants:
 *   - The load factor stays at or below 1/2, so a probe sequence always
 *     reaches an empty slot; NULL is never a key.
 *   - A zeroed PtrMap is an empty map; ptrmap_free makes it one again.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* Pointers are aligned, so the low bits carry no information: shift
 * them out, then mix (Fibonacci hashing). */
static size_t ptr_hash(const void *p, size_t cap)
{
    uint64_t h = (uint64_t)(uintptr_t)p >> 4;
    h *= 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 17) & (cap - 1);
}

void *ptrmap_get(const PtrMap *pm, const void *key)
{
    if (pm->cap == 0)
        return NULL;
    for (size_t i = ptr_hash(key, pm->cap);; i = (i + 1) & (pm->cap - 1)) {
        if (pm->keys[i] == key)
            return pm->vals[i];
        if (!pm->keys[i])
            return NULL;
    }
}

static void ptrmap_grow(PtrMap *pm)
{
    PtrMap bigger = {.cap = pm->cap ? pm->cap * 2 : 64};
    bigger.keys = calloc(bigger.cap, sizeof *bigger.keys);
    bigger.vals = calloc(bigger.cap, sizeof *bigger.vals);
    if (!bigger.keys || !bigger.vals)
        BUG("out of memory");
    for (size_t i = 0; i < pm->cap; i++)
        if (pm->keys[i])
            ptrmap_put(&bigger, pm->keys[i], pm->vals[i]);
    ptrmap_free(pm);
    *pm = bigger;
}

void ptrmap_put(PtrMap *pm, const void *key, void *val)
{
    ASSERT(key != NULL);
    if ((pm->len + 1) * 2 > pm->cap)
        ptrmap_grow(pm);
    size_t i = ptr_hash(key, pm->cap);
    while (pm->keys[i] && pm->keys[i] != key)
        i = (i + 1) & (pm->cap - 1);
    if (!pm->keys[i])
        pm->len++;
    pm->keys[i] = key;
    pm->vals[i] = val;
}

void ptrmap_free(PtrMap *pm)
{
    free(pm->keys);
    free(pm->vals);
    memset(pm, 0, sizeof *pm);
}
