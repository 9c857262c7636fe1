/*
 * verify/launch.c -- which functions are kernels, and their cluster and
 * launch-bound attributes, read from every convention that says so.
 *
 * The same facts can be written three ways, and the verifier must see
 * them all the same:
 *   1. the `ptx_kernel` calling convention and "nvvm.*" string attributes
 *      (the newest NVPTX convention):
 *          define ptx_kernel void @k() "nvvm.cluster_dim"="2,1,1" { ... }
 *   2. !nvvm.annotations tuples (LLVM up to 19, clang's output):
 *          !0 = !{ptr @k, !"kernel", i32 1, !"cluster_dim_x", i32 2}
 *   3. the same tuples in the typed-pointer dialect of LLVM 7 (libNVVM,
 *      Numba), where the function is written with its pointer type and
 *      sometimes behind a constant bitcast:
 *          !0 = !{void (float*)* @k, !"kernel", i32 1}
 * launch_collect() reads all of them once, up front, into one LaunchInfo
 * per function (kept in a PtrMap), so the function verifier can ask
 * "is this a kernel?" or "does it ask for clusters?" in O(1).
 *
 * Invariants:
 *   - launch_info() returns NULL for a function nothing was said about;
 *     callers treat that as "all fields zero".
 *   - A malformed attribute value is reported once, here, at the
 *     function's location; its LaunchInfo fields keep their defaults.
 */
#include <stdlib.h>
#include <string.h>

#include "verify/vctx.h"

static LaunchInfo *info_for(VerifyCtx *c, const Global *g)
{
    LaunchInfo *li = ptrmap_get(&c->launch, g);
    if (!li) {
        li = vc_alloc(c, sizeof *li);
        li->cluster_dim[0] = li->cluster_dim[1] = li->cluster_dim[2] = 1;
        ptrmap_put(&c->launch, g, li);
    }
    return li;
}

const LaunchInfo *launch_info(VerifyCtx *c, const Global *g)
{
    return ptrmap_get(&c->launch, g);
}

bool is_kernel(VerifyCtx *c, const Global *fn)
{
    if (fn->gk == GK_FUNC && fn->cc == CC_PTX_KERNEL)
        return true;
    const LaunchInfo *li = launch_info(c, fn);
    return li && li->kernel;
}

/* ------------------------------------------------------------------ */
/* !nvvm.annotations                                                    */
/* ------------------------------------------------------------------ */
/* What each annotation key means to the verifier.  Keys not listed
 * (maxntidx, minctasm, maxnreg, grid_constant, align, managed, ...) are
 * valid but carry nothing the verifier checks. */
#define ANNOTATION_KEYS(X)                                                  \
    X("kernel", AK_KERNEL, 0)                                               \
    X("cluster_dim_x", AK_CLUSTER_DIM, 0)                                   \
    X("cluster_dim_y", AK_CLUSTER_DIM, 1)                                   \
    X("cluster_dim_z", AK_CLUSTER_DIM, 2)                                   \
    X("maxclusterrank", AK_MAX_BLOCKS, 0)                                   \
    X("cluster_max_blocks", AK_MAX_BLOCKS, 0)                               \
    X("reqntidx", AK_REQNTID, 0)                                            \
    X("reqntidy", AK_REQNTID, 1)                                            \
    X("reqntidz", AK_REQNTID, 2)                                            \
    X("texture", AK_TEXSURF, 0)                                             \
    X("surface", AK_TEXSURF, 0)

typedef enum { AK_NONE, AK_KERNEL, AK_CLUSTER_DIM, AK_MAX_BLOCKS, AK_REQNTID, AK_TEXSURF } AnnotKind;

static AnnotKind annot_kind(const MDOp *key, int *dim)
{
    static const struct { const char *name; AnnotKind kind; int dim; } keys[] = {
#define X(s, k, d) {s, k, d},
        ANNOTATION_KEYS(X)
#undef X
    };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (key->len == strlen(keys[i].name) &&
            memcmp(key->str, keys[i].name, key->len) == 0) {
            *dim = keys[i].dim;
            return keys[i].kind;
        }
    return AK_NONE;
}

static void apply_annotation(LaunchInfo *li, AnnotKind k, int dim, uint64_t v)
{
    switch (k) {
    case AK_KERNEL: li->kernel |= v != 0; break;
    case AK_CLUSTER_DIM: li->has_cluster_dim = true; li->cluster_dim[dim] = v; break;
    case AK_MAX_BLOCKS: li->has_max_blocks = true; li->max_blocks = v; break;
    case AK_REQNTID: li->has_reqntid = true; break;
    case AK_TEXSURF: li->is_texsurf |= v != 0; break;
    case AK_NONE: break;
    }
}

/* One tuple: !{<global>, !"key", <value>, !"key", <value>, ...}. */
static void read_annotation(VerifyCtx *c, const MDNode *n)
{
    if (!n || n->nops == 0 || n->ops[0].kind != MD_VALUE)
        return; /* not about a symbol; module.c reports malformed tuples */
    const Value *v = strip_casts(n->ops[0].value);
    if (!v || v->kind != VK_GLOBAL)
        return;
    LaunchInfo *li = NULL;
    for (uint32_t k = 1; k + 1 < n->nops; k += 2) {
        const MDOp *key = &n->ops[k], *val = &n->ops[k + 1];
        int dim = 0;
        uint64_t x;
        if (key->kind != MD_STRING || val->kind != MD_VALUE ||
            !const_uint(val->value, &x))
            continue;
        AnnotKind ak = annot_kind(key, &dim);
        if (ak == AK_NONE)
            continue;
        if (!li)
            li = info_for(c, (const Global *)v);
        apply_annotation(li, ak, dim, x);
    }
}

/* ------------------------------------------------------------------ */
/* "nvvm.*" string attributes                                           */
/* ------------------------------------------------------------------ */
/* X(key, shape, field): DIMS is "<x>[,<y>[,<z>]]", INT one integer,
 * FLAG no value. */
#define NVVM_FN_ATTRS(X)                                                    \
    X("nvvm.cluster_dim", FA_DIMS, FF_CLUSTER_DIM)                          \
    X("nvvm.maxclusterrank", FA_INT, FF_MAX_BLOCKS)                         \
    X("nvvm.blocksareclusters", FA_FLAG, FF_BLOCKS_ARE_CLUSTERS)            \
    X("nvvm.reqntid", FA_DIMS, FF_REQNTID)                                  \
    X("nvvm.maxntid", FA_DIMS, FF_NONE)                                     \
    X("nvvm.minctasm", FA_INT, FF_NONE)                                     \
    X("nvvm.maxnreg", FA_INT, FF_NONE)

typedef enum { FA_DIMS, FA_INT, FA_FLAG } FnAttrShape;
typedef enum { FF_NONE, FF_CLUSTER_DIM, FF_MAX_BLOCKS, FF_BLOCKS_ARE_CLUSTERS, FF_REQNTID } FnAttrField;

/* Parse "<n>[,<n>[,<n>]]" (at most `max` numbers) into out[], leaving
 * unwritten entries alone.  Returns false on anything else. */
static bool parse_dims(const char *s, uint64_t *out, int max)
{
    int k = 0;
    if (!s || !*s)
        return false;
    for (;;) {
        if (k == max || *s < '0' || *s > '9')
            return false;
        uint64_t v = 0;
        while (*s >= '0' && *s <= '9') {
            if (v > (UINT64_MAX - 9) / 10)
                return false;
            v = v * 10 + (uint64_t)(*s++ - '0');
        }
        out[k++] = v;
        if (*s == 0)
            return true;
        if (*s++ != ',')
            return false;
    }
}

static void apply_fn_attr(LaunchInfo *li, FnAttrField f, const uint64_t *v)
{
    switch (f) {
    case FF_CLUSTER_DIM:
        li->has_cluster_dim = true;
        memcpy(li->cluster_dim, v, 3 * sizeof *v);
        break;
    case FF_MAX_BLOCKS: li->has_max_blocks = true; li->max_blocks = v[0]; break;
    case FF_BLOCKS_ARE_CLUSTERS: li->blocks_are_clusters = true; break;
    case FF_REQNTID: li->has_reqntid = true; break;
    case FF_NONE: break;
    }
}

static void read_fn_attr(VerifyCtx *c, Global *fn, const char *key,
                         FnAttrShape shape, FnAttrField field)
{
    const Attr *a = attr_find_str(c->m, &fn->attrs, key);
    if (!a)
        return;
    uint64_t v[3] = {1, 1, 1};
    bool ok = shape == FA_FLAG ? true
              : shape == FA_INT ? parse_dims(a->val, v, 1)
                                : parse_dims(a->val, v, 3);
    if (!ok) {
        vc_error(c, fn->v.loc, "invalid value \"%s\" for attribute \"%s\": "
                 "expected %s", a->val ? a->val : "", key,
                 shape == FA_INT ? "an integer"
                                 : "one to three comma-separated integers");
        return;
    }
    apply_fn_attr(info_for(c, fn), field, v);
}

static void read_fn_attrs(VerifyCtx *c, Global *fn)
{
#define X(key, shape, field) read_fn_attr(c, fn, key, shape, field);
    NVVM_FN_ATTRS(X)
#undef X
    if (fn->cc == CC_PTX_KERNEL)
        info_for(c, fn)->kernel = true;
}

void launch_collect(VerifyCtx *c)
{
    const NamedMD *nm = module_named_md(c->m, "nvvm.annotations");
    for (uint32_t i = 0; nm && i < nm->n; i++)
        read_annotation(c, nm->nodes[i]);
    for (Global *fn = c->m->funcs; fn; fn = fn->next)
        if (fn->gk == GK_FUNC)
            read_fn_attrs(c, fn);
}
