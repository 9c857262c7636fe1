/*
 * frontend/bitcode_func.c -- LLVM bitcode's FUNCTION_BLOCK: a function's
 * blocks and instructions (bitcode.h describes the reader as a whole).
 *
 * A body begins with DECLAREBLOCKS (how many blocks), then its constants
 * and metadata, then one record per instruction in program order; a
 * terminator ends the current block and the next record starts the next.
 * Operands name values by number: the function's arguments follow the
 * module's values, then its constants, then each instruction with a
 * result.  From module version 1 on, an operand is written relative to
 * the number the instruction being read will get (so small numbers mean
 * "recent"); a phi's operands are signed, since they may look forward.
 * An operand that looks forward (or past) the values defined so far gets
 * a placeholder of the type the record states, replaced when the value
 * arrives.
 *
 * Invariant: when the block ends without error, every placeholder has
 * been replaced, every block ends in a terminator, and the value and
 * metadata tables are back to their module-level length.
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/bitcode.h"

#define OPS(c) ((uint64_t *)(c)->r.ops.data)
#define NOPS(c) ((c)->r.ops.len)

typedef struct Rec {
    BcCtx *c;
    const uint64_t *o;
    size_t n, k;      /* operands and the cursor */
    Block *cur;
    uint32_t curbb;
} Rec;

Value *bcx_fwdref(BcCtx *c, uint32_t id, Type *t)
{
    while (c->vals.len <= id) {
        VEC_PUSH(&c->vals, Value *, NULL);
        VEC_PUSH(&c->csts, BcCst *, NULL);
    }
    Value *v = VEC_AT(&c->vals, Value *, id);
    if (v) {
        if (v->type != t) {
            bcx_fail(c, "value %u used with two types", id);
            return NULL;
        }
        return v;
    }
    v = arena_alloc(&c->m->arena, sizeof *v);
    v->kind = VK_FWDREF;
    v->type = t;
    VEC_AT(&c->vals, Value *, id) = v;
    VEC_PUSH(&c->fwds, uint32_t, id);
    return v;
}

/* The value a new instruction defines takes the next number. */
static bool define(BcCtx *c, Value *v)
{
    uint32_t id = c->next++;
    if (id < c->vals.len) {
        Value *old = VEC_AT(&c->vals, Value *, id);
        if (old && old->kind == VK_FWDREF) {
            if (old->type != v->type)
                return bcx_fail(c, "value %u was used with another type", id);
            value_replace_all_uses(old, v);
        } else if (old) {
            return bcx_fail(c, "value %u defined twice", id);
        }
        VEC_AT(&c->vals, Value *, id) = v;
        return true;
    }
    VEC_PUSH(&c->vals, Value *, v);
    VEC_PUSH(&c->csts, BcCst *, NULL);
    return true;
}

static bool more(Rec *r, size_t k)
{
    return r->k + k <= r->n || bcx_fail(r->c, "instruction record too short");
}

static uint64_t take(Rec *r) { return r->o[r->k++]; }

static uint64_t rel(Rec *r, uint64_t x)
{
    return r->c->version >= 1 ? (uint32_t)(r->c->next - (uint32_t)x) : x;
}

/* A value and (if it looks forward) its type. */
static Value *vt(Rec *r)
{
    if (!more(r, 1))
        return NULL;
    uint64_t id = rel(r, take(r));
    if (id < r->c->next)
        return bcx_value(r->c, id, NULL);
    if (!more(r, 1))
        return NULL;
    Type *t = bcx_type(r->c, take(r));
    return t ? bcx_value(r->c, id, t) : NULL;
}

static Value *md_value(BcCtx *c, uint64_t id)
{
    MDOp *op = bcx_md_op(c, id);
    if (!op)
        return NULL;
    MDValue *v = arena_alloc(&c->m->arena, sizeof *v);
    v->v.kind = VK_MDVALUE;
    v->v.type = c->m->types.metadata_ty;
    v->md = op;
    return &v->v;
}

/* A value of a known type. */
static Value *typed(Rec *r, Type *t)
{
    if (!t || !more(r, 1))
        return NULL;
    uint64_t id = rel(r, take(r));
    if (t->kind == TY_METADATA)
        return md_value(r->c, (uint32_t)id);
    return bcx_value(r->c, id, t);
}

static Block *block_at(Rec *r, uint64_t k)
{
    if (k >= r->c->nblocks) {
        bcx_fail(r->c, "block %llu is not defined", (unsigned long long)k);
        return NULL;
    }
    return r->c->blocks[k];
}

static Instr *mk(Rec *r, Opcode op, Type *t, uint32_t n, Value **ops)
{
    Instr *i = instr_new(r->c->m, op, t, n);
    for (uint32_t k = 0; k < n; k++)
        instr_set_op(i, k, ops[k]);
    return i;
}

static uint64_t align_of(uint64_t v) { return v ? UINT64_C(1) << ((v - 1) & 63) : 0; }

static uint64_t abi_align(BcCtx *c, Type *t) { return type_align(t, module_ptr_bits(c->m)); }

static const char *scope_name(BcCtx *c, uint64_t id)
{
    if (c->sync_scopes.len) {
        if (id >= c->sync_scopes.len) {
            bcx_fail(c, "sync scope %llu is not defined", (unsigned long long)id);
            return NULL;
        }
        const char *s = VEC_AT(&c->sync_scopes, const char *, id);
        return *s ? s : NULL;
    }
    return id == 0 ? "singlethread" : NULL;
}

static bool ordering_ok(BcCtx *c, uint64_t o)
{
    return o <= ORD_SEQ_CST || bcx_fail(c, "bad atomic ordering %llu", (unsigned long long)o);
}

/* ---- one function per record shape ---- */

static Instr *binop(Rec *r)
{
    Value *a = vt(r), *b = a ? typed(r, a->type) : NULL;
    if (!b || !more(r, 1))
        return NULL;
    const Type *st = type_scalar(a->type);
    int op = bcx_binop(take(r), type_is_fp(st));
    if (op < 0 || !(type_is_fp(st) || type_is_int(st)))
        return bcx_fail(r->c, "bad binary operator"), NULL;
    Value *ops[2] = {a, b};
    Instr *i = mk(r, op, a->type, 2, ops);
    if (r->k < r->n)
        i->flags = bcx_binop_flags(op, take(r));
    return i;
}

static Instr *unop(Rec *r)
{
    Value *a = vt(r);
    if (!a || !more(r, 1))
        return NULL;
    if (take(r) != 0 || !type_is_fp(type_scalar(a->type)))
        return bcx_fail(r->c, "bad unary operator"), NULL;
    Instr *i = mk(r, OP_FNEG, a->type, 1, &a);
    if (r->k < r->n)
        i->flags = bcx_fmf(take(r));
    return i;
}

static Instr *cast(Rec *r)
{
    Value *v = vt(r);
    if (!v || !more(r, 2))
        return NULL;
    Type *t = bcx_type(r->c, take(r));
    int op = bcx_cast(take(r));
    if (!t || op < 0 || !type_cast_ok(op, v->type, t))
        return bcx_fail(r->c, "bad cast"), NULL;
    Instr *i = mk(r, op, t, 1, &v);
    if (r->k < r->n) {
        uint64_t f = take(r);
        if (op == OP_ZEXT || op == OP_UITOFP)
            i->flags = f & 1 ? IF_NNEG : 0;
        else if (op == OP_TRUNC)
            i->flags = (f & 1 ? IF_NUW : 0) | (f & 2 ? IF_NSW : 0);
        else if (op == OP_FPTRUNC || op == OP_FPEXT)
            i->flags = bcx_fmf(f);
    }
    return i;
}

static Instr *gep(Rec *r)
{
    if (!more(r, 2))
        return NULL;
    uint64_t flags = take(r);
    Type *src = bcx_type(r->c, take(r));
    Vec ops = {0};
    for (Value *v; src && r->k < r->n;) {
        if (!(v = vt(r))) {
            vec_free(&ops);
            return NULL;
        }
        VEC_PUSH(&ops, Value *, v);
    }
    Instr *i = NULL;
    if (ops.len && type_is_ptr(type_scalar(((Value **)ops.data)[0]->type))) {
        Value **v = ops.data;
        i = mk(r, OP_GEP, bcx_gep_result(r->c, v[0], v + 1, (uint32_t)ops.len - 1),
               (uint32_t)ops.len, v);
        i->aux_type = src;
        i->flags = bcx_gep_flags(flags);
    } else if (src) {
        bcx_fail(r->c, "bad getelementptr");
    }
    vec_free(&ops);
    return i;
}

static Instr *cmp(Rec *r)
{
    Value *a = vt(r), *b = a ? typed(r, a->type) : NULL;
    if (!b || !more(r, 1))
        return NULL;
    int pred = bcx_pred(take(r));
    const Type *st = type_scalar(a->type);
    if (pred < 0 || (pred >= PRED_F_FALSE ? !type_is_fp(st) : !(type_is_int(st) || type_is_ptr(st))))
        return bcx_fail(r->c, "bad comparison"), NULL;
    Value *ops[2] = {a, b};
    Type *t = a->type;
    Type *rt = t->kind == TY_VEC ? type_vec(&r->c->m->types, r->c->m->types.i1, t->count,
                                            t->scalable)
                                 : r->c->m->types.i1;
    Instr *i = mk(r, pred >= PRED_F_FALSE ? OP_FCMP : OP_ICMP, rt, 2, ops);
    i->pred = (uint8_t)pred;
    if (r->k < r->n && pred >= PRED_F_FALSE)
        i->flags = bcx_fmf(take(r));
    return i;
}

static Instr *vselect(Rec *r)
{
    Value *a = vt(r), *b = a ? typed(r, a->type) : NULL, *cnd = b ? vt(r) : NULL;
    if (!cnd)
        return NULL;
    if (type_scalar(cnd->type) != r->c->m->types.i1)
        return bcx_fail(r->c, "select on a non-i1 condition"), NULL;
    Value *ops[3] = {cnd, a, b};
    Instr *i = mk(r, OP_SELECT, a->type, 3, ops);
    if (r->k < r->n)
        i->flags = bcx_fmf(take(r));
    return i;
}

static Instr *vector_op(Rec *r, Opcode op)
{
    Value *ops[3] = {vt(r), NULL, NULL};
    if (!ops[0] || ops[0]->type->kind != TY_VEC)
        return ops[0] ? bcx_fail(r->c, "vector operation on a non-vector"), NULL : NULL;
    Type *vty = ops[0]->type;
    if (op == OP_EXTRACTELEMENT) {
        if (!(ops[1] = vt(r)))
            return NULL;
        return mk(r, op, vty->elem, 2, ops);
    }
    if (op == OP_INSERTELEMENT) {
        if (!(ops[1] = typed(r, vty->elem)) || !(ops[2] = vt(r)))
            return NULL;
        return mk(r, op, vty, 3, ops);
    }
    if (!(ops[1] = typed(r, vty)) || !(ops[2] = vt(r)) || ops[2]->type->kind != TY_VEC)
        return ops[1] && ops[2] ? bcx_fail(r->c, "bad shufflevector"), NULL : NULL;
    Type *t = type_vec(&r->c->m->types, vty->elem, ops[2]->type->count, ops[2]->type->scalable);
    return mk(r, op, t, 3, ops);
}

static Instr *aggregate_op(Rec *r, Opcode op)
{
    Value *ops[2] = {vt(r), NULL};
    if (!ops[0] || (op == OP_INSERTVALUE && !(ops[1] = vt(r))))
        return NULL;
    uint32_t n = (uint32_t)(r->n - r->k);
    Type *t = ops[0]->type;
    if (n == 0)
        return bcx_fail(r->c, "%s without indices", opcode_name(op)), NULL;
    Instr *i = mk(r, op, t, op == OP_INSERTVALUE ? 2 : 1, ops);
    i->indices = arena_array(&r->c->m->arena, n, sizeof(uint32_t));
    i->nindices = n;
    for (uint32_t k = 0; k < n; k++) {
        uint64_t x = take(r);
        bool inside = (t->kind == TY_STRUCT && x < t->nmem) || (t->kind == TY_ARRAY && x < t->count);
        if (!inside)
            return bcx_fail(r->c, "index %llu outside its aggregate", (unsigned long long)x), NULL;
        i->indices[k] = (uint32_t)x;
        t = t->kind == TY_STRUCT ? t->mem[x] : t->elem;
    }
    if (op == OP_EXTRACTVALUE)
        i->v.type = t;
    else if (ops[1]->type != t)
        return bcx_fail(r->c, "insertvalue of the wrong type"), NULL;
    return i;
}

static Instr *ret(Rec *r)
{
    Type *want = r->c->fn->fnty->elem;
    Value *v = r->n ? vt(r) : NULL;
    if (r->n && !v)
        return NULL;
    if ((v ? v->type : r->c->m->types.void_ty) != want || r->k != r->n)
        return bcx_fail(r->c, "ret of the wrong type"), NULL;
    return mk(r, OP_RET, r->c->m->types.void_ty, v ? 1 : 0, &v);
}

static Instr *br(Rec *r)
{
    if (!more(r, 1))
        return NULL;
    Value *ops[3] = {NULL, NULL, NULL};
    if (r->n == 1) {
        Block *b = block_at(r, take(r));
        return b ? mk(r, OP_BR, r->c->m->types.void_ty, 1, (Value *[]){&b->v}) : NULL;
    }
    if (!more(r, 3))
        return NULL;
    Block *t = block_at(r, take(r)), *f = t ? block_at(r, take(r)) : NULL;
    if (!f || !(ops[0] = typed(r, r->c->m->types.i1)))
        return NULL;
    ops[1] = &t->v;
    ops[2] = &f->v;
    return mk(r, OP_BR, r->c->m->types.void_ty, 3, ops);
}

static Instr *sw(Rec *r)
{
    if (!more(r, 3))
        return NULL;
    if ((r->o[0] >> 16) == 0x4B5)
        return bcx_fail(r->c, "unsupported: the old switch record of wide integers"), NULL;
    Type *t = bcx_type(r->c, take(r));
    Value *cond = typed(r, t);
    Block *def = cond ? block_at(r, take(r)) : NULL;
    if (!def || !type_is_int(t) || (r->n - r->k) % 2)
        return def ? bcx_fail(r->c, "bad switch"), NULL : NULL;
    uint32_t n = (uint32_t)(r->n - r->k) / 2;
    Instr *i = instr_new(r->c->m, OP_SWITCH, r->c->m->types.void_ty, 2 + 2 * n);
    instr_set_op(i, 0, cond);
    instr_set_op(i, 1, &def->v);
    for (uint32_t k = 0; k < n; k++) {
        Value *v = bcx_value(r->c, take(r), t);
        Block *b = v ? block_at(r, take(r)) : NULL;
        if (!b)
            return NULL;
        if (v->kind != VK_CINT)
            return bcx_fail(r->c, "switch case that is not an integer constant"), NULL;
        instr_set_op(i, 2 + 2 * k, v);
        instr_set_op(i, 3 + 2 * k, &b->v);
    }
    return i;
}

static Instr *indirectbr(Rec *r)
{
    if (!more(r, 2))
        return NULL;
    Type *t = bcx_type(r->c, take(r));
    Value *a = typed(r, t);
    if (!a)
        return NULL;
    uint32_t n = (uint32_t)(r->n - r->k);
    Instr *i = instr_new(r->c->m, OP_INDIRECTBR, r->c->m->types.void_ty, 1 + n);
    instr_set_op(i, 0, a);
    for (uint32_t k = 0; k < n; k++) {
        Block *b = block_at(r, take(r));
        if (!b)
            return NULL;
        instr_set_op(i, 1 + k, &b->v);
    }
    return i;
}

static Instr *phi(Rec *r)
{
    if (!more(r, 1))
        return NULL;
    Type *t = bcx_type(r->c, take(r));
    if (!t)
        return NULL;
    uint32_t pairs = (uint32_t)(r->n - 1) / 2;
    Instr *i = instr_new(r->c->m, OP_PHI, t, 2 * pairs);
    for (uint32_t k = 0; k < pairs; k++) {
        /* a signed relative id: next - d, in unsigned arithmetic, where a
         * hostile d (INT64_MIN) wraps instead of overflowing; an id that
         * names no value is refused by bcx_value */
        uint64_t d = bcx_signed(take(r));
        uint64_t id = r->c->version >= 1 ? (uint32_t)((uint64_t)r->c->next - d) : d;
        if (t->kind == TY_METADATA || t->kind == TY_VOID || t->kind == TY_LABEL)
            return bcx_fail(r->c, "phi of type %s", t->kind == TY_VOID ? "void" : "label or metadata"), NULL;
        Value *v = bcx_value(r->c, id, t);
        Block *b = v ? block_at(r, take(r)) : NULL;
        if (!b)
            return NULL;
        instr_set_op(i, 2 * k, v);
        instr_set_op(i, 2 * k + 1, &b->v);
    }
    if (r->k < r->n)
        i->flags = bcx_fmf(take(r));
    return i;
}

static Instr *alloca_(Rec *r)
{
    if (!more(r, 4))
        return NULL;
    uint64_t rec = r->o[3];
    Type *t = bcx_type(r->c, r->o[0]), *cty = t ? bcx_type(r->c, r->o[1]) : NULL;
    if (!cty)
        return NULL;
    if (!(rec & 64)) { /* the old form names the pointer type */
        uint32_t p = r->o[0] < r->c->pointee.len ? VEC_AT(&r->c->pointee, uint32_t, r->o[0])
                                                 : UINT32_MAX;
        if (p == UINT32_MAX || !(t = bcx_type(r->c, p)))
            return bcx_fail(r->c, "alloca of a non-pointer type"), NULL;
    }
    Value *count = bcx_value(r->c, r->o[2], cty);
    if (!count)
        return NULL;
    uint32_t as = r->n > 4 ? (uint32_t)r->o[4] : 0;
    Instr *i = mk(r, OP_ALLOCA, type_ptr(&r->c->m->types, as, NULL), 1, &count);
    i->aux_type = t;
    i->addrspace = as;
    i->align = align_of((rec & 31) | ((rec >> 8) & 7) << 5);
    if (!i->align)
        i->align = abi_align(r->c, t);
    i->flags = (rec & 32 ? IF_INALLOCA : 0) | (rec & 128 ? IF_SWIFTERROR : 0);
    i->explicit_count = !(count->kind == VK_CINT && count->type == r->c->m->types.i32 &&
                          const_int_zext((Const *)count) == 1);
    r->k = r->n;
    return i;
}

/* What follows a load's or store's operands: [align, volatile] and, when
 * atomic, [ordering, sync scope].  Without an alignment LLVM takes the
 * type's ABI alignment (and prints it). */
static Instr *access_tail(Rec *r, Instr *i, Type *t, bool atomic)
{
    i->align = align_of(take(r));
    if (!i->align)
        i->align = abi_align(r->c, t);
    i->flags = take(r) ? IF_VOLATILE : 0;
    if (atomic) {
        uint64_t o = take(r);
        if (!ordering_ok(r->c, o))
            return NULL;
        i->ordering = (uint8_t)o;
        i->flags |= IF_ATOMIC;
        i->syncscope = scope_name(r->c, take(r));
    }
    return r->c->r.error[0] ? NULL : i;
}

static Instr *load(Rec *r, bool atomic)
{
    Value *p = vt(r);
    if (!p || !more(r, 3))
        return NULL;
    if (!type_is_ptr(p->type))
        return bcx_fail(r->c, "load from a non-pointer"), NULL;
    if (r->n - r->k < (atomic ? 5u : 3u))
        return bcx_fail(r->c, "unsupported: a load without its type (pre-LLVM-3.7)"), NULL;
    Type *t = bcx_type(r->c, take(r));
    if (!t)
        return NULL;
    Instr *i = mk(r, OP_LOAD, t, 1, &p);
    i->aux_type = t;
    return access_tail(r, i, t, atomic);
}

static Instr *store(Rec *r, bool atomic)
{
    Value *p = vt(r), *v = p ? vt(r) : NULL;
    if (!v || !more(r, atomic ? 4 : 2))
        return NULL;
    if (!type_is_ptr(p->type))
        return bcx_fail(r->c, "store to a non-pointer"), NULL;
    Value *ops[2] = {v, p};
    Instr *i = mk(r, OP_STORE, r->c->m->types.void_ty, 2, ops);
    return access_tail(r, i, v->type, atomic);
}

static Instr *fence(Rec *r)
{
    if (!more(r, 2) || !ordering_ok(r->c, r->o[0]))
        return NULL;
    Instr *i = mk(r, OP_FENCE, r->c->m->types.void_ty, 0, NULL);
    i->ordering = (uint8_t)r->o[0];
    i->syncscope = scope_name(r->c, r->o[1]);
    r->k = r->n;
    return r->c->r.error[0] ? NULL : i;
}

static Instr *cmpxchg(Rec *r)
{
    Value *ops[3] = {vt(r), NULL, NULL};
    if (!ops[0] || !(ops[1] = vt(r)) || !(ops[2] = typed(r, ops[1]->type)) || !more(r, 3))
        return NULL;
    uint64_t vol = take(r), succ = take(r), ssid = take(r);
    uint64_t fail = r->k < r->n ? take(r) : succ, weak = r->k < r->n ? take(r) : 0;
    if (!ordering_ok(r->c, succ) || !ordering_ok(r->c, fail))
        return NULL;
    Type *mem[2] = {ops[1]->type, r->c->m->types.i1};
    Instr *i = mk(r, OP_CMPXCHG, type_struct(&r->c->m->types, mem, 2, false), 3, ops);
    i->flags = (vol ? IF_VOLATILE : 0) | (weak ? IF_WEAK : 0);
    i->ordering = (uint8_t)succ;
    i->ordering2 = (uint8_t)fail;
    i->syncscope = scope_name(r->c, ssid);
    i->align = r->k < r->n ? align_of(take(r)) : 0;
    if (!i->align)
        i->align = type_size(ops[1]->type, module_ptr_bits(r->c->m));
    return r->c->r.error[0] ? NULL : i;
}

static Instr *atomicrmw(Rec *r)
{
    static const int ops_map[] = {RMW_XCHG, RMW_ADD, RMW_SUB, RMW_AND, RMW_NAND, RMW_OR,
                                  RMW_XOR, RMW_MAX, RMW_MIN, RMW_UMAX, RMW_UMIN, RMW_FADD,
                                  RMW_FSUB, RMW_FMAX, RMW_FMIN, RMW_UINC_WRAP, RMW_UDEC_WRAP,
                                  RMW_USUB_COND, RMW_USUB_SAT, RMW_FMAXIMUM, RMW_FMINIMUM};
    Value *ops[2] = {vt(r), NULL};
    if (!ops[0] || !(ops[1] = vt(r)) || !more(r, 4))
        return NULL;
    uint64_t op = take(r), vol = take(r), ord = take(r), ssid = take(r);
    if (op >= sizeof ops_map / sizeof *ops_map || !ordering_ok(r->c, ord))
        return bcx_fail(r->c, "bad atomicrmw"), NULL;
    Instr *i = mk(r, OP_ATOMICRMW, ops[1]->type, 2, ops);
    i->rmw = (uint8_t)ops_map[op];
    i->flags = vol ? IF_VOLATILE : 0;
    i->ordering = (uint8_t)ord;
    i->syncscope = scope_name(r->c, ssid);
    i->align = r->k < r->n ? align_of(take(r)) : 0;
    if (!i->align)
        i->align = type_size(ops[1]->type, module_ptr_bits(r->c->m));
    return r->c->r.error[0] ? NULL : i;
}

static Instr *va_arg_(Rec *r)
{
    if (!more(r, 3))
        return NULL;
    Type *lt = bcx_type(r->c, take(r));
    Value *l = typed(r, lt);
    Type *t = l ? bcx_type(r->c, take(r)) : NULL;
    return t ? mk(r, OP_VA_ARG, t, 1, &l) : NULL;
}

static Instr *freeze(Rec *r)
{
    Value *v = vt(r);
    return v ? mk(r, OP_FREEZE, v->type, 1, &v) : NULL;
}

/* OPERAND_BUNDLE: [tag, values...]: kept for the call that follows. */
static bool bundle(Rec *r)
{
    BcCtx *c = r->c;
    if (!more(r, 1))
        return false;
    uint64_t tag = take(r);
    if (tag >= c->bundle_tags.len)
        return bcx_fail(c, "operand bundle tag %llu is not defined", (unsigned long long)tag);
    size_t first = c->bundle_ops.len;
    while (r->k < r->n) {
        Value *v = vt(r);
        if (!v)
            return false;
        VEC_PUSH(&c->bundle_ops, Value *, v);
    }
    VEC_PUSH(&c->bundle_tagids, uint64_t, tag);
    VEC_PUSH(&c->bundle_tagids, uint64_t, c->bundle_ops.len - first);
    return true;
}

static void call_bundles(BcCtx *c, Instr *i, uint32_t nargs)
{
    i->call->nbundles = (uint32_t)c->bundle_tagids.len / 2;
    if (i->call->nbundles)
        i->call->bundles = arena_array(&c->m->arena, i->call->nbundles, sizeof(Bundle));
    uint32_t k = nargs;
    for (uint32_t b = 0; b < i->call->nbundles; b++) {
        uint64_t tag = VEC_AT(&c->bundle_tagids, uint64_t, 2 * b);
        uint32_t n = (uint32_t)VEC_AT(&c->bundle_tagids, uint64_t, 2 * b + 1);
        i->call->bundles[b] = (Bundle){VEC_AT(&c->bundle_tags, const char *, tag), k, n};
        for (uint32_t v = 0; v < n; v++, k++)
            instr_set_op(i, k, VEC_AT(&c->bundle_ops, Value *, k - nargs));
    }
    c->bundle_ops.len = c->bundle_tagids.len = 0;
}

static void call_attrs(BcCtx *c, Instr *i, const BcAttrSet *s, uint32_t nargs)
{
    i->call->ret_attrs = s->ret;
    i->call->fn_attrs = bcx_fn_attrs(c, &s->fn);
    bool any = false;
    for (uint32_t k = 0; k < s->nparams && k < nargs; k++)
        any |= s->params[k].n != 0;
    if (!any)
        return;
    i->call->arg_attrs = arena_array(&c->m->arena, nargs, sizeof(AttrList));
    for (uint32_t k = 0; k < s->nparams && k < nargs; k++)
        i->call->arg_attrs[k] = s->params[k];
}

/* CALL: [attrs, cc|flags, (fmf), (fnty), callee, args...] */
static Instr *call(Rec *r)
{
    BcCtx *c = r->c;
    if (!more(r, 3))
        return NULL;
    const BcAttrSet *s = bcx_attrset(c, take(r));
    uint64_t info = take(r), fmf = 0;
    Type *fnty = NULL;
    if (!s)
        return NULL;
    if ((info >> 17) & 1)
        fmf = more(r, 1) ? take(r) : 0;
    if ((info >> 15) & 1 && (!more(r, 1) || !(fnty = bcx_type(c, take(r)))))
        return NULL;
    Value *callee = vt(r);
    if (!callee)
        return NULL;
    if (!fnty || fnty->kind != TY_FUNC)
        return bcx_fail(c, "unsupported: a call without its function type (pre-LLVM-3.7)"), NULL;
    Vec args = {0};
    for (uint32_t k = 0; k < fnty->nmem; k++) {
        Value *v = typed(r, fnty->mem[k]);
        if (!v) {
            vec_free(&args);
            return NULL;
        }
        VEC_PUSH(&args, Value *, v);
    }
    while (fnty->vararg && r->k < r->n) {
        Value *v = vt(r);
        if (!v) {
            vec_free(&args);
            return NULL;
        }
        VEC_PUSH(&args, Value *, v);
    }
    if (r->k != r->n) {
        vec_free(&args);
        return bcx_fail(c, "call with more arguments than its type has"), NULL;
    }
    uint32_t nargs = (uint32_t)args.len;
    Instr *i = instr_new(c->m, OP_CALL, fnty->elem, nargs + (uint32_t)c->bundle_ops.len + 1);
    for (uint32_t k = 0; k < nargs; k++)
        instr_set_op(i, k, VEC_AT(&args, Value *, k));
    vec_free(&args);
    call_bundles(c, i, nargs);
    instr_set_op(i, i->nops - 1, callee);
    i->nargs = nargs;
    i->aux_type = fnty;
    i->call->explicit_fnty = fnty->vararg;
    i->cc = (unsigned)((info >> 1) & 0x3FF);
    /* LLVM sets the tail bit for a musttail call too (isTailCall() is
     * true for both kinds); the musttail bit decides. */
    i->flags = ((info >> 14) & 1 ? IF_MUSTTAIL : info & 1 ? IF_TAIL : 0) |
               ((info >> 16) & 1 ? IF_NOTAIL : 0) | bcx_fmf(fmf);
    /* The text's `...` is not in the record: LLVM writes it for every
     * musttail call in a variadic function (they must forward). */
    i->call->forward_varargs = (i->flags & IF_MUSTTAIL) && c->fn->fnty->vararg;
    call_attrs(c, i, s, nargs);
    return i;
}

static Instr *instruction(Rec *r, uint32_t code, bool *skip)
{
    switch (code) {
    case 2: return binop(r);
    case 3: return cast(r);
    case 43: return gep(r);
    case 6: return vector_op(r, OP_EXTRACTELEMENT);
    case 7: return vector_op(r, OP_INSERTELEMENT);
    case 8: return vector_op(r, OP_SHUFFLEVECTOR);
    case 9: case 28: return cmp(r);
    case 10: return ret(r);
    case 11: return br(r);
    case 12: return sw(r);
    case 15: return mk(r, OP_UNREACHABLE, r->c->m->types.void_ty, 0, NULL);
    case 16: return phi(r);
    case 19: return alloca_(r);
    case 20: return load(r, false);
    case 41: return load(r, true);
    case 44: return store(r, false);
    case 45: return store(r, true);
    case 23: return va_arg_(r);
    case 26: return aggregate_op(r, OP_EXTRACTVALUE);
    case 27: return aggregate_op(r, OP_INSERTVALUE);
    case 29: return vselect(r);
    case 31: return indirectbr(r);
    case 34: return call(r);
    case 36: return fence(r);
    case 46: return cmpxchg(r);
    case 56: return unop(r);
    case 58: return freeze(r);
    case 59: return atomicrmw(r);
    case 55: *skip = bundle(r); return NULL;
    case 33: case 35: case 61: case 62: case 63: case 64: case 65:
        r->c->debug_skipped = true;
        *skip = true;
        return NULL;
    case 60: *skip = true; return NULL; /* BLOCKADDR_USERS: a hint */
    }
    switch (code) {
    case 4: case 24: case 30: case 37: case 38: case 42:
        bcx_fail(r->c, "unsupported: instruction record %u (a pre-LLVM-3.7 form)", code);
        return NULL;
    case 13: case 39: case 47: case 48: case 49: case 50: case 51: case 52: case 57:
        bcx_fail(r->c, "unsupported: instruction record %u (invoke, callbr and exception "
                 "handling are not read)", code);
        return NULL;
    }
    bcx_fail(r->c, "unknown instruction record %u", code);
    return NULL;
}

static bool declare_blocks(BcCtx *c)
{
    if (NOPS(c) < 1 || OPS(c)[0] == 0 || OPS(c)[0] > (1u << 24) || c->nblocks)
        return bcx_fail(c, "bad DECLAREBLOCKS");
    uint32_t n = (uint32_t)OPS(c)[0];
    c->blocks = arena_array(&c->m->arena, n, sizeof(Block *));
    c->nblocks = n;
    Global *f = c->fn;
    for (uint32_t k = 0; k < n; k++) {
        Block *b = arena_alloc(&c->m->arena, sizeof *b);
        b->v.kind = VK_BLOCK;
        b->v.type = c->m->types.label_ty;
        b->parent = f;
        b->index = k;
        b->defined = true;
        b->prev = f->last;
        if (f->last)
            f->last->next = b;
        else
            f->first = b;
        f->last = b;
        f->nblocks++;
        c->blocks[k] = b;
    }
    return true;
}

static bool record(BcCtx *c, Rec *r, uint32_t code)
{
    if (code == 1)
        return declare_blocks(c);
    *r = (Rec){c, OPS(c), NOPS(c), 0, r->cur, r->curbb};
    if (!c->nblocks)
        return bcx_fail(c, "an instruction before DECLAREBLOCKS");
    bool skip = false;
    Instr *i = instruction(r, code, &skip);
    if (!i) {
        if (!skip && !c->r.error[0])
            bcx_fail(c, "bad instruction record %u", code);
        return skip && !c->r.error[0];
    }
    if (r->curbb >= c->nblocks)
        return bcx_fail(c, "an instruction after the last block");
    Block *b = c->blocks[r->curbb];
    block_append(b, i);
    i->pos = (uint32_t)c->instrs.len + 1;
    VEC_PUSH(&c->instrs, Instr *, i);
    if (instr_has_result(i) && !define(c, &i->v))
        return false;
    if (opcode_is_terminator(i->op))
        r->curbb++;
    return true;
}

static bool body_end(BcCtx *c, Rec *r)
{
    if (r->curbb != c->nblocks)
        return bcx_fail(c, "the function ends inside block %u of %u", r->curbb, c->nblocks);
    for (size_t k = 0; k < c->fwds.len; k++) {
        uint32_t id = VEC_AT(&c->fwds, uint32_t, k);
        Value *v = id < c->vals.len ? VEC_AT(&c->vals, Value *, id) : NULL;
        if (v && v->kind == VK_FWDREF)
            return bcx_fail(c, "value %u is used but never defined", id);
    }
    if (c->bundle_tagids.len)
        return bcx_fail(c, "operand bundles without their call");
    return true;
}

bool bcx_function_block(BcCtx *c)
{
    if (c->next_body >= c->bodies.len)
        return bcx_fail(c, "more function bodies than functions with a body");
    Global *f = VEC_AT(&c->bodies, Global *, c->next_body++);
    if (!c->nmodule_vals) /* a module without a constants block */
        c->nmodule_vals = c->next;
    c->fn = f;
    f->is_decl = false;
    c->nblocks = 0;
    c->instrs.len = c->fwds.len = 0;
    for (uint32_t k = 0; k < f->nargs; k++)
        if (!define(c, &f->args[k]->v))
            return false;
    Rec r = {c, NULL, 0, 0, NULL, 0};
    BcEntry e;
    bool ok = true;
    while (ok) {
        switch (bc_next(&c->r, &e)) {
        case BC_END:
            ok = body_end(c, &r);
            goto done;
        case BC_BLOCK:
            if (e.id == 11)
                ok = bcx_constants(c);
            else if (e.id == 15)
                ok = bcx_metadata(c);
            else if (e.id == 16)
                ok = bcx_md_attachments(c);
            else if (e.id == 14)
                ok = bcx_value_symtab(c, true);
            else
                ok = bcx_skip(c);
            continue;
        case BC_RECORD:
            ok = record(c, &r, e.id);
            continue;
        default:
            ok = false;
        }
    }
done:
    c->vals.len = c->csts.len = c->nmodule_vals;
    c->next = c->nmodule_vals;
    c->mds.len = c->nmodule_mds;
    c->fn = NULL;
    c->nblocks = 0;
    return ok;
}
