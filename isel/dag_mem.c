/*
 * isel/dag_mem.c -- memory in the DAG: address arithmetic (getelementptr,
 * addrspacecast), loads and stores, and selector layer 2 (vector loads and
 * stores).
 *
 * A GEP is plain integer arithmetic on the pointer: constant indices fold
 * into one byte offset, each variable index adds `index * element size`.
 * Patterns then fold `base + constant` into the address operand
 * ([%rd1+16]) and `sext(i) * 4` into mul.wide.s32 (nvptx.md).
 *
 * A load or store of a value with several parts (isel/parts.c) is one
 * access per part at its offset -- except a vector of 2 or 4 elements of
 * at most 16 bytes whose alignment allows it, which is one PTX vector
 * access (ld.global.v4.f32), as LLVM's NVPTX does.  Those are LOADV/STOREV
 * nodes, selected by layer 2 (select_vector_load/store), in the fixed
 * layer order of seeds/002.
 *
 * i1 lives in memory as a byte: a load reads u8 and tests the low bit, a
 * store writes 0 or 1.
 *
 * Invariant: every access is chained, in program order; the parts of one
 * value are accessed in memory order.
 */
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

/* ---------------- address arithmetic ---------------- */

DagNode *dag_addr_offset(IselCtx *c, DagNode *base, int64_t off)
{
    if (off == 0)
        return base;
    if (base->op == DOP_FRAME) /* a field of a stack slot: one offset */
        return dag_frame(c, base->ival + off);
    int64_t sum;
    if (base->op == DOP_ADD && base->kids[1]->op == DOP_CONST && base->vt == ptr_vt(c) &&
        !__builtin_add_overflow(base->kids[1]->ival, off, &sum)) /* (p + a) + b = p + (a+b) */
        return dag_addr_offset(c, base->kids[0], sum);
    return dag_node2(c, DOP_ADD, ptr_vt(c), base, dag_const(c, ptr_vt(c), off));
}

/* An index widened or narrowed to pointer width (GEP indices are signed;
 * an odd width is sign-extended in its register first: narrow.c). */
static DagNode *index_node(IselCtx *c, const Value *v)
{
    DagNode *n = dag_int_operand(c, v, true);
    Vt pv = ptr_vt(c);
    if (vt_bits(n->vt) < vt_bits(pv))
        return dag_node1(c, DOP_SEXT, pv, n);
    if (vt_bits(n->vt) > vt_bits(pv))
        return dag_node1(c, DOP_TRUNC, pv, n);
    return n;
}

static DagNode *gep(IselCtx *c, DagNode *base, const Type *src, const Value *const *idx,
                    uint32_t nidx)
{
    Vt pv = ptr_vt(c);
    int64_t off = 0;
    const Type *cur = src;
    DagNode *addr = base;
    for (uint32_t i = 0; i < nidx; i++) {
        if (i > 0 && cur->kind == TY_STRUCT) {
            uint32_t f = (uint32_t)const_int_zext((const Const *)idx[i]);
            off += (int64_t)struct_field_offset(cur, f, c->ptr_bits);
            cur = cur->mem[f];
            continue;
        }
        if (i > 0)
            cur = cur->elem;
        int64_t size = (int64_t)type_size(cur, c->ptr_bits);
        if (idx[i]->kind == VK_CINT || idx[i]->kind == VK_CZERO) {
            off += idx[i]->kind == VK_CINT ? const_int_sext((const Const *)idx[i]) * size : 0;
            continue;
        }
        DagNode *term = index_node(c, idx[i]);
        if (size != 1)
            term = dag_node2(c, DOP_MUL, pv, term, dag_const(c, pv, size));
        addr = dag_node2(c, DOP_ADD, pv, addr, term);
    }
    return dag_addr_offset(c, addr, off);
}

enum { GEP_MAX_INDICES = 64 };

DagNode *dag_gep(IselCtx *c, const Instr *i)
{
    if (i->v.type->kind != TY_PTR)
        return dag_unsupported(c, "getelementptr on a vector of pointers");
    const Value *idx[GEP_MAX_INDICES];
    if (i->nops - 1 > GEP_MAX_INDICES)
        return dag_unsupported(c, "getelementptr with more than 64 indices");
    for (uint32_t k = 1; k < i->nops; k++)
        idx[k - 1] = instr_op(i, k);
    return gep(c, dag_value(c, instr_op(i, 0)), i->aux_type, idx, i->nops - 1);
}

DagNode *dag_gep_const(IselCtx *c, const Const *k)
{
    const Value *idx[GEP_MAX_INDICES];
    if (k->nops - 1 > GEP_MAX_INDICES)
        return dag_unsupported(c, "constant getelementptr with more than 64 indices");
    for (uint32_t i = 1; i < k->nops; i++)
        idx[i - 1] = k->ops[i].val;
    return gep(c, dag_value(c, k->ops[0].val), k->src_type, idx, k->nops - 1);
}

/* Between .shared (3) and .shared::cluster (7) a cast goes through the
 * generic space: cvta.shared then cvta.to.shared::cluster, and back. */
static bool shared_pair(unsigned from, unsigned to)
{
    return (from == 3 && to == 7) || (from == 7 && to == 3);
}

DagNode *dag_addrspace_cast(IselCtx *c, DagNode *src, unsigned from, unsigned to)
{
    bool ok_from = from == 0 || (from != 101 && addrspace_qual(from));
    bool ok_to = to == 0 || (to != 101 && addrspace_qual(to));
    if (from == to)
        return src;
    if (!ok_from || !ok_to || (from != 0 && to != 0 && !shared_pair(from, to)))
        return dag_unsupported(c, fn_strf(c, "addrspacecast from %u to %u", from, to));
    if ((from == 7 || to == 7) &&
        !legal_cluster_space(c, c->dag->cur_ir ? c->dag->cur_ir->v.loc : (Loc){0, 0},
                             "addrspacecast"))
        return dag_const(c, ptr_vt(c), 0);
    if (from != 0 && to != 0)
        return dag_addrspace_cast(c, dag_addrspace_cast(c, src, from, 0), 0, to);
    DagNode *n = dag_node1(c, from == 0 ? DOP_CVTA_TO : DOP_CVTA, ptr_vt(c), src);
    n->as = from == 0 ? to : from;
    return n;
}

/* ---------------- the address of an access ---------------- */

/* How deep dag_space_view looks through offsets: a getelementptr adds one
 * ADD per index, and real code has a few. */
enum { SPACE_VIEW_DEPTH = 8 };

static DagNode *space_view(IselCtx *c, DagNode *addr, unsigned mask, unsigned *space,
                           int depth)
{
    if (addr->op == DOP_CVTA && addr->as < 32 && (mask >> addr->as & 1) &&
        addr->kids[0]->vt == addr->vt) {
        *space = addr->as;
        return addr->kids[0];
    }
    if (addr->op != DOP_ADD || depth >= SPACE_VIEW_DEPTH)
        return NULL;
    for (int k = 0; k < 2; k++) {
        DagNode *v = space_view(c, addr->kids[k], mask, space, depth + 1);
        if (v)
            return dag_node2(c, DOP_ADD, addr->vt, k ? addr->kids[0] : v, k ? v : addr->kids[1]);
    }
    return NULL;
}

/* What LLVM's InferAddressSpaces does across a function, done here on one
 * DAG: clang -O3 writes an access to a __shared__ array as
 *     load float, ptr getelementptr (ptr addrspacecast
 *                                     (ptr addrspace(3) @tile to ptr), ...)
 * and a plain translation converts the address to generic (cvta.shared)
 * and loads through it, which the hardware must classify again at run
 * time.  But the cast is visible in the DAG -- a CVTA node under the
 * offsets -- so the access can use the address from before the cast and
 * the cast's state space: `ld.shared.f32 [tile+16]`.  Adding offsets
 * commutes with cvta, because each window is contiguous.  A new ADD chain
 * is built; the generic nodes stay as they are for their other users. */
DagNode *dag_space_view(IselCtx *c, DagNode *addr, unsigned mask, unsigned *space)
{
    return space_view(c, addr, mask, space, 0);
}

/* The state spaces ld/st take besides generic: global, shared, const,
 * local. */
#define LDST_SPACES (1u << 1 | 1u << 3 | 1u << 4 | 1u << 5)

/* The address node of an access through IR pointer p, and its state
 * space: a pointer known to point to global memory is accessed through
 * its global view (addrspace.c), a direct byval parameter in .param space
 * (byval.c), a generic pointer whose cast from a specific space shows in
 * the DAG in that space (dag_space_view), or made in another block with a
 * twin register in its space (addrspace.c), anything else in its own
 * address space. */
static DagNode *access_address(IselCtx *c, const Value *p, unsigned *as)
{
    DagNode *twin = space_twin_use(c, p, as);
    if (twin)
        return twin;
    DagNode *base = dag_value(c, p);
    *as = byval_space(c, p);
    if (*as != 0)
        return base;
    if (ptr_known_global(c, p)) {
        *as = 1;
        return dag_global_view(c, base);
    }
    DagNode *v = dag_space_view(c, base, LDST_SPACES, as);
    return v ? v : base;
}

/* ---------------- loads ---------------- */

/* May this load use the read-only non-coherent path (ld.global.nc)?  When
 * the load is !invariant.load, or its pointer comes (through address
 * arithmetic) from a kernel parameter that is noalias and readonly. */
static bool load_is_nc(IselCtx *c, const Instr *i)
{
    const Value *p = instr_op(i, 0);
    if ((p->type->addrspace != 1 && !ptr_known_global(c, p)) || (i->flags & IF_VOLATILE))
        return false;
    if (instr_md(i, "invariant.load"))
        return true;
    while (p->kind == VK_INSTR && (((const Instr *)p)->op == OP_GEP ||
                                   ((const Instr *)p)->op == OP_BITCAST ||
                                   ((const Instr *)p)->op == OP_ADDRSPACECAST))
        p = instr_op((const Instr *)p, 0);
    if (p->kind != VK_ARG || !c->mf->kernel)
        return false;
    const Arg *a = (const Arg *)p;
    const AttrList *al = &c->fn->param_attrs[a->index];
    return attr_find(c->m, al, ATTR_NOALIAS) && attr_find(c->m, al, ATTR_READONLY);
}

/* Copy the access properties of instruction i onto memory node n. */
static DagNode *mem_node(IselCtx *c, DagNode *n, const Instr *i, unsigned as)
{
    /* A shared pointer from mapa.shared.cluster reaches other CTAs: the
     * .shared::cluster window (isel/async.c). */
    n->as = shared_cluster_space(c, instr_op(i, i->op == OP_STORE), as);
    n->is_volatile = (i->flags & IF_VOLATILE) != 0;
    return dag_chained(c, n);
}

/* One scalar load of type vt at addr in space as (an i1 through a byte). */
static DagNode *load_scalar(IselCtx *c, const Instr *i, Vt vt, DagNode *addr, unsigned as,
                            bool nc)
{
    DagNode *n = dag_node1(c, DOP_LOAD, vt == VT_I1 ? VT_I8 : vt, addr);
    n->nc = nc;
    mem_node(c, n, i, as);
    return vt == VT_I1 ? dag_cast(c, OP_TRUNC, VT_I1, n) : n;
}

/* Can a vector of type t at this alignment be one ld/st.v2 or .v4? */
static bool vector_access_ok(IselCtx *c, const Type *t, const TypeParts *tp, uint64_t align)
{
    if (t->kind != TY_VEC || (tp->n != 2 && tp->n != 4) || tp->vt[0] == VT_I1)
        return false;
    uint64_t bytes = (uint64_t)tp->n * (vt_bits(tp->vt[0]) / 8);
    return bytes <= 16 && align >= bytes;
}

static uint64_t access_align(IselCtx *c, const Instr *i, const Type *t)
{
    return i->align ? i->align : type_align(t, c->ptr_bits);
}

DagVal dag_load(IselCtx *c, const Instr *i)
{
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    unsigned as;
    DagNode *base = access_address(c, instr_op(i, 0), &as);
    bool nc = load_is_nc(c, i);
    if (vector_access_ok(c, i->v.type, tp, access_align(c, i, i->v.type))) {
        DagNode *n = dag_node1(c, DOP_LOADV, VT_NONE, base);
        n->nc = nc, n->evt = tp->vt[0];
        n->res = dag_result_regs(c, i, tp), n->nres = tp->n;
        mem_node(c, n, i, as);
        return dag_result_parts(c, n, tp);
    }
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++) {
        NarrowAccess a = {base, tp->off[k], access_align(c, i, i->v.type), tp->bits[k],
                          tp->vt[k], as};
        if (narrow_mem_split(tp->vt[k], tp->bits[k])) /* an i24: 2 + 1 bytes */
            r.p[k] = narrow_load(c, i, &a);
        else
            r.p[k] = load_scalar(c, i, tp->vt[k],
                                 dag_addr_offset(c, base, (int64_t)tp->off[k]), as, nc);
    }
    return r;
}

/* ---------------- stores ---------------- */

static void store_scalar(IselCtx *c, const Instr *i, DagNode *v, DagNode *addr, unsigned as)
{
    if (v->vt == VT_I1) /* memory holds a byte: 0 or 1 */
        v = dag_node1(c, DOP_ZEXT, VT_I8, v);
    DagNode *n = dag_node2(c, DOP_STORE, VT_NONE, v, addr);
    mem_node(c, n, i, as);
}

void dag_store(IselCtx *c, const Instr *i)
{
    const Type *t = instr_op(i, 0)->type;
    const TypeParts *tp = type_parts(c, t, NULL);
    DagVal v = dag_parts(c, instr_op(i, 0));
    unsigned as;
    DagNode *base = access_address(c, instr_op(i, 1), &as);
    if (vector_access_ok(c, t, tp, access_align(c, i, t))) {
        DagNode *n = dag_node(c, DOP_STOREV, VT_NONE, tp->n + 1);
        for (uint32_t k = 0; k < tp->n; k++)
            dag_set_kid(n, k, v.p[k]);
        dag_set_kid(n, tp->n, base);
        n->evt = tp->vt[0];
        mem_node(c, n, i, as);
        return;
    }
    for (uint32_t k = 0; k < tp->n; k++) {
        NarrowAccess a = {base, tp->off[k], access_align(c, i, t), tp->bits[k], tp->vt[k], as};
        if (narrow_mem_store(tp->vt[k], tp->bits[k])) /* an i24, an i7: narrow.c */
            narrow_store(c, i, v.p[k], &a);
        else
            store_scalar(c, i, v.p[k], dag_addr_offset(c, base, (int64_t)tp->off[k]), as);
    }
}

/* ---------------- layer 2: vector loads and stores ---------------- */

/* "{%f1, %f2, %f3, %f4}" */
static const char *reg_list(IselCtx *c, const char *const *regs, uint32_t n)
{
    char buf[256];
    size_t len = 0;
    for (uint32_t k = 0; k < n; k++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", k ? ", " : "{", regs[k]);
    snprintf(buf + len, sizeof buf - len, "}");
    return fn_strf(c, "%s", buf);
}

/* ".volatile" for a volatile access through address space `as`, except
 * .local: the PTX ISA allows .volatile only on generic, .global and
 * .shared accesses (ptxas: "Modifier '.volatile' cannot be applied to
 * '.local' space"), and local memory is private to the thread, so no
 * other observer can tell -- LLVM's NVPTX back end drops it there too. */
const char *isel_volatile_qual(bool is_volatile, unsigned as)
{
    return is_volatile && as != 5 ? ".volatile" : "";
}

static const char *vector_space(IselCtx *c, const DagNode *n)
{
    if (n->op == DOP_LOADV && n->nc && n->as == 1 && target_has(c->target, FEAT_LD_NC)) {
        c->mf->features |= TNV_FEATURE_BIT(FEAT_LD_NC);
        return ".global.nc";
    }
    return addrspace_qual(n->as);
}

bool select_vector_load(IselCtx *c, DagNode *n)
{
    const char *regs[4];
    for (uint32_t k = 0; k < n->nres; k++)
        regs[k] = vreg_name(c, n->res[k]);
    const char *addr = isel_operand(c, n->kids[0], NT_addr);
    mf_emitf(c, "ld%s%s.v%u.%s %s, %s;", isel_volatile_qual(n->is_volatile, n->as),
             vector_space(c, n), n->nres, vt_suffix(n->evt, 'm'), reg_list(c, regs, n->nres),
             addr);
    n->result = "";
    return true;
}

bool select_vector_store(IselCtx *c, DagNode *n)
{
    const char *regs[4];
    uint32_t nv = n->nkids - 1;
    for (uint32_t k = 0; k < nv; k++)
        regs[k] = n->kids[k]->result;
    const char *addr = isel_operand(c, n->kids[nv], NT_addr);
    mf_emitf(c, "st%s%s.v%u.%s %s, %s;", isel_volatile_qual(n->is_volatile, n->as),
             vector_space(c, n), nv, vt_suffix(n->evt, 'm'), addr, reg_list(c, regs, nv));
    n->result = "";
    return true;
}
