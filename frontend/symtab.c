/*
 * frontend/symtab.c -- a string-keyed hash map for the parser's symbol
 * tables (local and global names, keywords, metadata numbers).
 *
 * Open addressing with linear probing; the table doubles when it is more
 * than half full, so a lookup touches one or two slots on average.  Keys
 * are (pointer, length) pairs and are NOT copied: the caller keeps them
 * alive for as long as the table (they normally live in an arena).
 * Iteration order is never used by the parser, so the hash function
 * cannot leak into the output (determinism).
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/parse.h"

/* FNV-1a: simple, and good enough for identifiers. */
static size_t hash_bytes(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ull;
    }
    return (size_t)(h ^ (h >> 32));
}

void symtab_init(SymTab *t)
{
    t->cap = 64;
    t->count = 0;
    t->slots = calloc(t->cap, sizeof(SymEntry));
    if (!t->slots)
        BUG("out of memory");
}

void symtab_free(SymTab *t)
{
    free(t->slots);
    t->slots = NULL;
    t->cap = t->count = 0;
}

static SymEntry *find_slot(SymEntry *slots, size_t cap, const char *key, size_t len)
{
    size_t i = hash_bytes(key, len) & (cap - 1);
    while (slots[i].key) {
        if (slots[i].len == len && memcmp(slots[i].key, key, len) == 0)
            return &slots[i];
        i = (i + 1) & (cap - 1);
    }
    return &slots[i];
}

static void grow(SymTab *t)
{
    size_t ncap = t->cap * 2;
    SymEntry *ns = calloc(ncap, sizeof(SymEntry));
    if (!ns)
        BUG("out of memory");
    for (size_t i = 0; i < t->cap; i++)
        if (t->slots[i].key)
            *find_slot(ns, ncap, t->slots[i].key, t->slots[i].len) = t->slots[i];
    free(t->slots);
    t->slots = ns;
    t->cap = ncap;
}

void *symtab_get(const SymTab *t, const char *key, size_t len)
{
    SymEntry *e = find_slot(t->slots, t->cap, key, len);
    return e->key ? e->val : NULL;
}

void symtab_put(SymTab *t, const char *key, size_t len, void *val)
{
    if (2 * (t->count + 1) > t->cap)
        grow(t);
    SymEntry *e = find_slot(t->slots, t->cap, key, len);
    if (!e->key) {
        e->key = key ? key : "";
        e->len = len;
        t->count++;
    }
    e->val = val;
}
