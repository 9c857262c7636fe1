/*
 * isel/lower/vecintr.c -- the intrinsics that rearrange vectors:
 * llvm.vector.reverse, llvm.vector.splice, llvm.vector.extract,
 * llvm.vector.insert (and their llvm.experimental.vector.* names of LLVM
 * 16 and before), llvm.stepvector (llvm.experimental.stepvector) and
 * llvm.get.active.lane.mask.
 *
 * A vector is one DAG part per element (several for an element wider than
 * a register: an i128 lane has two), so the first five move parts and
 * write no instruction: the selector then reads each lane where it
 * already is, as for shufflevector.  The lane mask compares:
 * lane k is `base + k < n` with the sum taken without wrapping (LangRef),
 * i.e. `base < n && n - base > k`.
 *
 * Invariants: only fixed-length vectors (a scalable one is refused where
 * the reader meets it); every index is a constant that LangRef bounds
 * (extract/insert at a multiple of the part's length, inside the vector;
 * splice's offset in [-N, N-1]): anything else is a located
 * "unsupported" error.
 */
#include <string.h>

#include "isel/isel.h"

typedef enum { VI_REVERSE, VI_SPLICE, VI_EXTRACT, VI_INSERT, VI_STEP, VI_LANEMASK } VecIntr;

static bool vec_intrinsic(const char *name, VecIntr *k)
{
    static const struct {
        const char *stem;
        VecIntr kind;
    } stems[] = {
        {"vector.reverse.", VI_REVERSE}, {"vector.splice.", VI_SPLICE},
        {"vector.extract.", VI_EXTRACT}, {"vector.insert.", VI_INSERT},
        {"stepvector.", VI_STEP},
    };
    if (!strncmp(name, "llvm.get.active.lane.mask.", 26)) {
        *k = VI_LANEMASK;
        return true;
    }
    const char *s = !strncmp(name, "llvm.experimental.", 18) ? name + 18
                    : !strncmp(name, "llvm.", 5)             ? name + 5
                                                             : NULL;
    if (!s || strstr(s, "splice.left") || strstr(s, "splice.right"))
        return false; /* LLVM 22's run-time splices: not these */
    for (size_t j = 0; j < sizeof stems / sizeof *stems; j++)
        if (!strncmp(s, stems[j].stem, strlen(stems[j].stem))) {
            *k = stems[j].kind;
            return true;
        }
    return false;
}

/* Parts per element of vector type t, or 0 where t is not one. */
static uint32_t per_lane(IselCtx *c, const Type *t)
{
    if (t->kind != TY_VEC || t->scalable || !t->count)
        return 0;
    const TypeParts *tp = type_parts(c, t, NULL);
    return tp && tp->n % t->count == 0 ? tp->n / (uint32_t)t->count : 0;
}

/* Operand k as a constant, or INT64_MIN. */
static int64_t const_op(const Instr *i, uint32_t k)
{
    const Value *v = k < i->nargs ? instr_op(i, k) : NULL;
    if (v && v->kind == VK_CZERO)
        return 0;
    return v && v->kind == VK_CINT ? const_int_sext((const Const *)v) : INT64_MIN;
}

/* Lanes [from, from + count) of `src` (w parts each) into `dst` at lane `at`. */
static void copy_lanes(DagVal dst, uint32_t at, DagVal src, uint32_t from, uint32_t count,
                       uint32_t w)
{
    for (uint32_t k = 0; k < count * w; k++)
        dst.p[at * w + k] = src.p[from * w + k];
}

static DagVal lane_mask(IselCtx *c, const Instr *i)
{
    const Type *t = instr_op(i, 0)->type;
    uint32_t lanes = (uint32_t)i->v.type->count;
    if (i->nargs != 2 || t->kind != TY_INT || (t->bits != 32 && t->bits != 64 && t->bits != 16) ||
        instr_op(i, 1)->type != t)
        return dag_unsupported_val(c, i->v.type, "'llvm.get.active.lane.mask' on other than "
                                                 "i16, i32 or i64 operands");
    DagNode *base = dag_value(c, instr_op(i, 0)), *n = dag_value(c, instr_op(i, 1));
    Vt vt = base->vt;
    DagNode *in = dag_setcc(c, PRED_ULT, base, n);
    DagNode *left = dag_node2(c, DOP_SUB, vt, n, base);
    DagVal out = dag_val_new(c, lanes);
    for (uint32_t k = 0; k < lanes; k++)
        out.p[k] = k == 0 ? in
                          : dag_node2(c, DOP_AND, VT_I1, in,
                                      dag_setcc(c, PRED_UGT, left, dag_const(c, vt, k)));
    return out;
}

static DagVal stepvector(IselCtx *c, const Instr *i)
{
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    if (per_lane(c, i->v.type) != 1 || i->v.type->elem->kind != TY_INT ||
        i->v.type->elem->bits < 8 || i->v.type->elem->bits > 64)
        return dag_unsupported_val(c, i->v.type, "'llvm.stepvector' of other than i8 to i64 "
                                                 "elements");
    DagVal out = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++)
        out.p[k] = dag_const(c, tp->vt[k], k);
    return out;
}

bool family_vector(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    VecIntr kind;
    if (!vec_intrinsic(name, &kind))
        return false;
    if (kind == VI_LANEMASK) {
        *out = per_lane(c, i->v.type) == 1 ? lane_mask(c, i)
                                           : dag_unsupported_val(c, i->v.type,
                                                                 "a lane mask of this type");
        return true;
    }
    if (kind == VI_STEP) {
        *out = stepvector(c, i);
        return true;
    }
    const Type *rt = i->v.type, *st = i->nargs ? instr_op(i, 0)->type : NULL;
    uint32_t w = per_lane(c, rt);
    if (!w || !st || per_lane(c, st) != w)
        goto bad;
    uint32_t n = (uint32_t)rt->count, sn = (uint32_t)st->count;
    DagVal src = dag_parts(c, instr_op(i, 0));
    DagVal res = dag_val_new(c, n * w);
    switch (kind) {
    case VI_REVERSE:
        for (uint32_t k = 0; k < n; k++)
            copy_lanes(res, k, src, n - 1 - k, 1, w);
        break;
    case VI_SPLICE: {
        int64_t imm = const_op(i, 2);
        if (i->nargs != 3 || instr_op(i, 1)->type != st || imm < -(int64_t)n || imm >= n)
            goto bad;
        DagVal second = dag_parts(c, instr_op(i, 1));
        uint32_t first = (uint32_t)(imm >= 0 ? imm : n + imm);
        for (uint32_t k = 0; k < n; k++) {
            uint32_t at = first + k; /* in a ++ b */
            copy_lanes(res, k, at < n ? src : second, at < n ? at : at - n, 1, w);
        }
        break;
    }
    case VI_EXTRACT: {
        int64_t idx = const_op(i, 1);
        if (i->nargs != 2 || idx < 0 || idx % n || idx + n > sn)
            goto bad;
        copy_lanes(res, 0, src, (uint32_t)idx, n, w);
        break;
    }
    case VI_INSERT: {
        int64_t idx = const_op(i, 2);
        const Type *bt = i->nargs == 3 ? instr_op(i, 1)->type : NULL;
        if (!bt || per_lane(c, bt) != w || st != rt || idx < 0 || idx % bt->count ||
            idx + bt->count > n)
            goto bad;
        DagVal sub = dag_parts(c, instr_op(i, 1));
        copy_lanes(res, 0, src, 0, n, w);
        copy_lanes(res, (uint32_t)idx, sub, 0, (uint32_t)bt->count, w);
        break;
    }
    default:
        goto bad;
    }
    *out = res;
    return true;
bad:
    *out = dag_unsupported_val(c, i->v.type,
                               fn_strf(c, "'@%s' with operands LangRef does not allow, or on "
                                          "scalable vectors",
                                       name));
    return true;
}
