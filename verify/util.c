/*
 * verify/util.c -- small helpers the verifier's files share: names and
 * types for messages, constant and string tests.  (The pointer hash map
 * it used to hold is ir/ptrmap.c now, shared with the linker.)
 *
 * Invariants:
 *   - The message helpers write into caller-owned buffers and always
 *     NUL-terminate (truncating long names).
 */
#include <stdlib.h>
#include <string.h>

#include "verify/vctx.h"

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
