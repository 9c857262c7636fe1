/*
 * verify/util.c -- small helpers the verifier's files share: a pointer
 * hash map, names and types for messages, constant and string tests.
 *
 * Invariants:
 *   - PtrMap keeps its load factor at or below 1/2, so a probe sequence
 *     always reaches an empty slot; NULL is never a key.
 *   - The message helpers write into caller-owned buffers and always
 *     NUL-terminate (truncating long names).
 */
#include <stdlib.h>
#include <string.h>

#include "verify/vctx.h"

/* ------------------------------------------------------------------ */
/* PtrMap                                                               */
/* ------------------------------------------------------------------ */
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

/* ------------------------------------------------------------------ */
/* Messages                                                             */
/* ------------------------------------------------------------------ */
const char *value_label(const Value *v, char *buf, size_t size)
{
    if (!v)
        snprintf(buf, size, "a missing value");
    else if (v->name)
        snprintf(buf, size, "'%c%s'", v->kind == VK_GLOBAL ? '@' : '%', v->name);
    else
        snprintf(buf, size, "an unnamed value");
    return buf;
}

const char *tystr(const Type *t, char *buf, size_t size)
{
    if (!t)
        snprintf(buf, size, "<no type>");
    else
        type_str(t, buf, size);
    return buf;
}

/* ------------------------------------------------------------------ */
/* Values                                                               */
/* ------------------------------------------------------------------ */
bool const_uint(const Value *v, uint64_t *out)
{
    if (!v || v->kind != VK_CINT)
        return false;
    *out = const_int_zext((const Const *)v);
    return true;
}

const Value *strip_casts(const Value *v)
{
    while (v && v->kind == VK_CEXPR) {
        const Const *ce = (const Const *)v;
        if ((ce->opcode != OP_BITCAST && ce->opcode != OP_ADDRSPACECAST) ||
            ce->nops < 1)
            break;
        v = ce->ops[0].val;
    }
    return v;
}

Loc instr_loc(const VerifyCtx *c, const Instr *i)
{
    if (i->v.loc.line)
        return i->v.loc;
    return c->fn ? c->fn->v.loc : (Loc){0, 0};
}

bool str_starts(const char *s, const char *prefix)
{
    return s && strncmp(s, prefix, strlen(prefix)) == 0;
}

bool str_ends(const char *s, const char *suffix)
{
    if (!s)
        return false;
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && memcmp(s + n - k, suffix, k) == 0;
}
