/*
 * emit/names.c -- PTX identifiers for IR symbols.
 *
 * PTX identifiers are [a-zA-Z][a-zA-Z0-9_$]* or [_$%][a-zA-Z0-9_$]+, while
 * LLVM names may hold '.', '-', quotes, anything.  The mapping, like
 * LLVM's NVPTXAssignValidGlobalNames: '.' becomes "_$_"; any other byte
 * outside the set becomes "_$XX" (its hex code); a leading digit gets a
 * '_' in front; unnamed globals (@0) become __unnamed_N, N counting the
 * unnamed globals in module order from 1.
 *
 * Invariant: the result depends only on the module (never on pointer
 * values), so output is deterministic.
 */
#include <ctype.h>
#include <string.h>

#include "isel/isel.h"

static bool follow_sym(unsigned char ch)
{
    return isalnum(ch) || ch == '_' || ch == '$';
}

/* N of __unnamed_N: position among the unnamed globals and functions. */
static unsigned unnamed_number(const Module *m, const Global *g)
{
    unsigned n = 0;
    for (const Global *v = m->globals; v; v = v->next)
        if (!v->v.name && (++n, v == g))
            return n;
    for (const Global *f = m->funcs; f; f = f->next)
        if (!f->v.name && (++n, f == g))
            return n;
    return n + 1;
}

char *ptx_symbol(Arena *a, const Module *m, const Global *g)
{
    char tmp[32];
    if (!g->v.name || !g->v.name[0]) {
        snprintf(tmp, sizeof tmp, "__unnamed_%u", unnamed_number(m, g));
        return arena_strdup(a, tmp);
    }
    const char *s = g->v.name;
    size_t n = strlen(s);
    char *out = arena_alloc(a, n * 4 + 3), *p = out;
    if (isdigit((unsigned char)s[0]))
        *p++ = '_';
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (follow_sym(ch))
            *p++ = (char)ch;
        else if (ch == '.')
            memcpy(p, "_$_", 3), p += 3;
        else
            p += sprintf(p, "_$%02X", ch);
    }
    if (p - out == 1 && !isalpha((unsigned char)out[0]))
        *p++ = '$'; /* a lone '_' or '$' is not an identifier */
    *p = 0;
    return out;
}
