/*
 * ir/attr.c -- the attribute table, lookup and printing.
 *
 * Duties:
 *   - Name and shape of every attribute kind (from the ATTR_KINDS X-macro
 *     in ir.h), and lookup of a kind by its spelling.
 *   - attr_find / attr_find_str: does an attribute list contain an
 *     attribute, directly or through an `#N` group reference?
 *   - Printing an attribute exactly as LLVM writes it.
 *
 * Invariants:
 *   - The table is `static const`: no mutable global state.  Lookup is a
 *     binary search, which needs ATTR_KINDS in strcmp order; ir.h keeps it
 *     so, and a unit test (tests/unit/test_types.c) checks it.
 *   - Attribute groups do not contain group references (LLVM forbids it),
 *     so a group is searched one level deep.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/out.h"

static const char *const attr_names[] = {
#define X(e, s, sh) s,
    ATTR_KINDS(X)
#undef X
};

static const AttrShape attr_shapes[] = {
#define X(e, s, sh) sh,
    ATTR_KINDS(X)
#undef X
};

#define N_KEYWORD_ATTRS ((unsigned)(sizeof attr_names / sizeof attr_names[0]))

const char *attr_name(AttrKind k)
{
    if ((unsigned)k < N_KEYWORD_ATTRS)
        return attr_names[k];
    return k == ATTR_STRING ? "<string>" : k == ATTR_GROUP_REF ? "<group>" : "?";
}

AttrShape attr_shape(AttrKind k)
{
    return (unsigned)k < N_KEYWORD_ATTRS ? attr_shapes[k] : AS_FLAG;
}

/* Compare the spelling word[0..len) with a NUL-terminated name, in the
 * same order strcmp would use. */
static int word_cmp(const char *word, size_t len, const char *name)
{
    size_t n = strlen(name);
    int c = memcmp(word, name, len < n ? len : n);
    if (c)
        return c;
    return len < n ? -1 : len > n ? 1 : 0;
}

bool attr_lookup(const char *word, size_t len, AttrKind *out)
{
    size_t lo = 0, hi = N_KEYWORD_ATTRS;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = word_cmp(word, len, attr_names[mid]);
        if (c == 0) {
            *out = (AttrKind)mid;
            return true;
        }
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return false;
}

/* ---- searching lists ------------------------------------------------ */

/* Search l for an attribute satisfying match(a, want_kind, want_key);
 * follow group references into m's groups when m is given. */
static const Attr *search(const Module *m, const AttrList *l, AttrKind k,
                          const char *key, int depth)
{
    if (!l)
        return NULL;
    for (uint32_t i = 0; i < l->n; i++) {
        const Attr *a = &l->a[i];
        if (a->kind == ATTR_GROUP_REF) {
            const AttrGroup *g = m && depth == 0
                                     ? module_attr_group(m, (uint32_t)a->ival)
                                     : NULL;
            const Attr *r = g ? search(m, &g->attrs, k, key, depth + 1) : NULL;
            if (r)
                return r;
        } else if (a->kind == k &&
                   (k != ATTR_STRING || (a->key && strcmp(a->key, key) == 0))) {
            return a;
        }
    }
    return NULL;
}

const Attr *attr_find(const Module *m, const AttrList *l, AttrKind k)
{
    return search(m, l, k, NULL, 0);
}

const Attr *attr_find_str(const Module *m, const AttrList *l, const char *key)
{
    return search(m, l, ATTR_STRING, key, 0);
}

/* ---- printing ------------------------------------------------------- */

static void write_quoted(IrOut *o, const char *s)
{
    out_c(o, '"');
    ir_write_escaped(o, s, strlen(s));
    out_c(o, '"');
}

/* `(i32 0, 10)`: the bounds in signed decimal, as LLVM prints them. */
static void write_range(IrOut *o, const Attr *a)
{
    if (!a->type || !a->lo || !a->hi)
        BUG("range attribute without its type or bounds");
    out_c(o, '(');
    type_write(o, a->type);
    out_c(o, ' ');
    const_int_write(o, a->lo);
    out_s(o, ", ");
    const_int_write(o, a->hi);
    out_c(o, ')');
}

/* What follows the attribute's name, by its shape. */
static void write_argument(IrOut *o, const Attr *a)
{
    switch (attr_shape(a->kind)) {
    case AS_FLAG: break;
    case AS_INT: out_c(o, ' '); out_u64(o, a->ival); break;
    case AS_PINT: out_c(o, '('); out_u64(o, a->ival); out_c(o, ')'); break;
    case AS_TYPE:
        if (a->type) {
            out_c(o, '(');
            type_write(o, a->type);
            out_c(o, ')');
        }
        break;
    case AS_RANGE: write_range(o, a); break;
    case AS_RAW:
        if (a->val) {
            out_c(o, '(');
            out_s(o, a->val);
            out_c(o, ')');
        }
        break;
    }
}

void attr_write(IrOut *o, const Attr *a)
{
    if (a->kind == ATTR_STRING) {
        write_quoted(o, a->key ? a->key : "");
        if (a->val) {
            out_c(o, '=');
            write_quoted(o, a->val);
        }
        return;
    }
    if (a->kind == ATTR_GROUP_REF) {
        out_c(o, '#');
        out_u64(o, a->ival);
        return;
    }
    out_s(o, attr_name(a->kind));
    write_argument(o, a);
}

void attrs_write(IrOut *o, const AttrList *l)
{
    for (uint32_t i = 0; i < l->n; i++) {
        if (i)
            out_c(o, ' ');
        attr_write(o, &l->a[i]);
    }
}

void attr_print(FILE *out, const Attr *a)
{
    char buf[IR_OUT_SMALL];
    IrOut o;
    out_init(&o, out, buf, sizeof buf);
    attr_write(&o, a);
    out_flush(&o);
}

void attrs_print(FILE *out, const AttrList *l)
{
    char buf[IR_OUT_SMALL];
    IrOut o;
    out_init(&o, out, buf, sizeof buf);
    attrs_write(&o, l);
    out_flush(&o);
}
