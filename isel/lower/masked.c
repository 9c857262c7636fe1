/*
 * isel/lower/masked.c -- llvm.masked.load, llvm.masked.store,
 * llvm.masked.gather and llvm.masked.scatter: vector accesses whose lanes
 * a vector of i1 turns on and off (MLIR's vector.maskedload and
 * vector.gather lower to them).
 *
 * A lane whose mask bit is off must not touch memory -- its address may
 * be anything, even one that faults -- and a load lane that is off yields
 * the pass-through operand's element.  PTX can guard any instruction with
 * a predicate, so each lane is one element-sized access guarded by its
 * mask bit, with a selp for the pass-through:
 *
 *     @%p2 ld.global.f32 %f5, [%rd1+4];     (lane 1 of a masked.load)
 *     selp.f32 %f6, %f5, %f2, %p2;
 *
 * where LLVM's NVPTX back end scalarizes into a branch around each lane
 * (its ScalarizeMaskedMemIntrin pass).  A lane whose mask bit is a
 * constant needs no guard: true is a plain access, false none at all (a
 * load lane is then the pass-through element); an undef or poison
 * pass-through needs no selp.  The guarded access is a PTX_TEXT node
 * (isel/select/ptxtext.c) guarded by its mask bit's kid (ptx_text_guard).
 *
 * Operands (LangRef; LLVM 22 dropped the `i32 align` operand for an
 * `align` attribute on the pointer argument, absent meaning 1; the old
 * gather and scatter took 0 for the element's ABI alignment):
 *   masked.load(ptr, [align,] <N x i1> mask, <N x T> passthru)
 *   masked.store(<N x T> value, ptr, [align,] mask)
 *   masked.gather(<N x ptr>, [align,] mask, passthru)
 *   masked.scatter(value, <N x ptr>, [align,] mask)
 * Lane k of a load or store is at the pointer plus element k's offset; of
 * a gather or scatter, at pointer k.
 *
 * Invariants: every lane is an access of exactly its element's size, so
 * the alignment must cover the element (an under-aligned access faults
 * on the GPU): a smaller one, vectors of i1 and of odd-width integers
 * (not byte-sized elements in memory), and stores to .const memory are
 * located "unsupported" errors.  Lanes are chained in lane order, so
 * the accesses stay in program order with the rest of the block.
 */
#include <string.h>

#include "isel/isel.h"

typedef enum { MK_LOAD, MK_STORE, MK_GATHER, MK_SCATTER } MaskedKind;

static bool masked_kind(const char *name, MaskedKind *k)
{
    static const struct {
        const char *prefix;
        MaskedKind kind;
    } names[] = {
        {"llvm.masked.load.", MK_LOAD},
        {"llvm.masked.store.", MK_STORE},
        {"llvm.masked.gather.", MK_GATHER},
        {"llvm.masked.scatter.", MK_SCATTER},
    };
    for (size_t j = 0; j < sizeof names / sizeof *names; j++)
        if (!strncmp(name, names[j].prefix, strlen(names[j].prefix))) {
            *k = names[j].kind;
            return true;
        }
    return false;
}

/* The type suffix of an element access, by the element's part. */
static const char *elem_suffix(Vt vt)
{
    switch (vt) {
    case VT_I8: return ".u8";
    case VT_I16: return ".u16";
    case VT_I32: return ".u32";
    case VT_I64: return ".u64";
    case VT_F16: case VT_BF16: return ".b16";
    case VT_F32: return ".f32";
    case VT_F64: return ".f64";
    default: return NULL;
    }
}

/* The state-space qualifier of ld/st for address space as, or NULL. */
static const char *space_qual(unsigned as, bool write)
{
    switch (as) {
    case 0: return "";
    case 1: return ".global";
    case 3: return ".shared";
    case 4: return write ? NULL : ".const";
    case 5: return ".local";
    default: return NULL;
    }
}

typedef struct Masked {
    MaskedKind kind;
    const Value *ptr;      /* the pointer, or the vector of pointers */
    const Value *mask;
    const Value *data;     /* the stored value, or the pass-through */
    uint64_t align;
    const TypeParts *tp;   /* the data's elements */
    const char *mods;      /* ".global.f32" */
} Masked;

static bool is_ptr_vec(const Type *t)
{
    return t->kind == TY_VEC && t->elem->kind == TY_PTR;
}

/* Read the operands of call i; NULL, or why the call is refused. */
static const char *plan(IselCtx *c, const Instr *i, MaskedKind kind, Masked *m)
{
    bool store = kind == MK_STORE || kind == MK_SCATTER;
    bool vec = kind == MK_GATHER || kind == MK_SCATTER;
    uint32_t p = store ? 1 : 0;                  /* the pointer operand */
    bool old = i->nargs == 4;                    /* with the align operand */
    if (i->nargs != 3 && i->nargs != 4)
        return "a masked load or store with other operands than LangRef's";
    m->kind = kind;
    m->ptr = instr_op(i, p);
    m->mask = instr_op(i, p + 1 + old);
    m->data = store ? instr_op(i, 0) : instr_op(i, p + 2 + old);
    const Type *dt = store ? m->data->type : i->v.type;
    if (dt->kind != TY_VEC || m->mask->type->kind != TY_VEC ||
        m->mask->type->count != dt->count || (vec ? !is_ptr_vec(m->ptr->type)
                                                   : m->ptr->type->kind != TY_PTR))
        return "a masked load or store with other operands than LangRef's";
    m->align = 1;
    if (old) {
        const Value *a = instr_op(i, p + 1);
        if (a->kind != VK_CINT)
            return "a masked load or store whose alignment is not a constant";
        m->align = const_int_zext((const Const *)a);
    } else if (i->call->arg_attrs) {
        const Attr *a = attr_find(c->m, &i->call->arg_attrs[p], ATTR_ALIGN);
        if (a && a->ival)
            m->align = a->ival;
    }
    m->tp = type_parts(c, dt, NULL);
    Vt vt = m->tp->vt[0];
    const char *suffix = elem_suffix(vt);
    if (!suffix || m->tp->n != dt->count || m->tp->bits[0] != vt_bits(vt))
        return fn_strf(c, "a masked load or store of elements that are not whole bytes or "
                          "are wider than 64 bits");
    if (old && m->align == 0 && vec) /* the old gather/scatter: the element's ABI alignment */
        m->align = vt_bits(vt) / 8;
    if (m->align < vt_bits(vt) / 8)
        return fn_strf(c, "a masked load or store aligned to %llu bytes, less than its %u-byte "
                          "elements (each lane is one access of its element)",
                       (unsigned long long)m->align, vt_bits(vt) / 8);
    unsigned as = vec ? m->ptr->type->elem->addrspace : m->ptr->type->addrspace;
    const char *space = space_qual(as, store);
    if (!space)
        return fn_strf(c, "a masked %s in address space %u", store ? "store" : "load", as);
    m->mods = fn_strf(c, "%s%s", space, suffix);
    return NULL;
}

/* Is mask lane `lane` the constant `bit` (0 or 1)? */
static bool lane_is(const DagNode *mask, int bit)
{
    return dag_is_const(mask) && (int)(mask->ival & 1) == bit;
}

/* The address of lane k: [pointer+offset] or [pointer k]. */
static MOp lane_addr(IselCtx *c, const Masked *m, uint32_t k)
{
    if (m->kind == MK_GATHER || m->kind == MK_SCATTER || !m->tp->off[k])
        return mo_addr(c, ptx_kid(0));
    return mo_addr_off(c, ptx_kid(0), (int64_t)m->tp->off[k]);
}

static DagVal load_lanes(IselCtx *c, const Masked *m)
{
    DagVal mask = dag_parts(c, m->mask), pass = dag_parts(c, m->data);
    DagVal ptrs = m->kind == MK_GATHER ? dag_parts(c, m->ptr) : (DagVal){NULL, 0};
    DagNode *base = m->kind == MK_LOAD ? dag_value(c, m->ptr) : NULL;
    bool no_pass = m->data->kind == VK_CUNDEF || m->data->kind == VK_CPOISON;
    DagVal out = dag_val_new(c, m->tp->n);
    for (uint32_t k = 0; k < m->tp->n; k++) {
        Vt vt = m->tp->vt[k];
        if (lane_is(mask.p[k], 0)) {
            out.p[k] = pass.p[k];
            continue;
        }
        bool guarded = !lane_is(mask.p[k], 1);
        DagNode *kids[2] = {base ? base : ptrs.p[k], mask.p[k]};
        MOp ops[2] = {ptx_res(0), lane_addr(c, m, k)};
        DagNode *n = dag_ptx_text(c, PI_LD, m->mods, ops, 2, kids, guarded ? 2 : 1);
        n->res = arena_array(c->fn_arena, 1, sizeof *n->res);
        n->res[0] = mf_new_vreg(c, vt_class(vt));
        n->nres = 1;
        DagNode *v = dag_reg(c, vt, n->res[0]);
        if (guarded) {
            ptx_text_guard(n, 1);
            if (!no_pass)
                v = dag_select(c, mask.p[k], v, pass.p[k]);
        }
        out.p[k] = v;
    }
    return out;
}

static void store_lanes(IselCtx *c, const Masked *m)
{
    DagVal mask = dag_parts(c, m->mask), val = dag_parts(c, m->data);
    DagVal ptrs = m->kind == MK_SCATTER ? dag_parts(c, m->ptr) : (DagVal){NULL, 0};
    DagNode *base = m->kind == MK_STORE ? dag_value(c, m->ptr) : NULL;
    for (uint32_t k = 0; k < m->tp->n; k++) {
        if (lane_is(mask.p[k], 0))
            continue;
        bool guarded = !lane_is(mask.p[k], 1);
        DagNode *kids[3] = {base ? base : ptrs.p[k], val.p[k], mask.p[k]};
        MOp ops[2] = {lane_addr(c, m, k), ptx_kid(1)};
        DagNode *n = dag_ptx_text(c, PI_ST, m->mods, ops, 2, kids, guarded ? 3 : 2);
        if (guarded)
            ptx_text_guard(n, 2);
    }
}

bool family_masked(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    MaskedKind kind;
    if (!masked_kind(name, &kind))
        return false;
    *out = (DagVal){NULL, 0};
    Masked m;
    const char *why = plan(c, i, kind, &m);
    if (why) {
        if (kind == MK_LOAD || kind == MK_GATHER)
            *out = dag_unsupported_val(c, i->v.type, why);
        else
            dag_unsupported(c, why);
        return true;
    }
    if (kind == MK_LOAD || kind == MK_GATHER)
        *out = load_lanes(c, &m);
    else
        store_lanes(c, &m);
    return true;
}
