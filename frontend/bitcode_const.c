/*
 * frontend/bitcode_const.c -- LLVM bitcode's CONSTANTS and METADATA
 * blocks (bitcode.h describes the reader as a whole).
 *
 * Constants.  LLVM's writer sorts a constants block by type and use count,
 * so a constant may name one written after it.  Each record is therefore
 * kept as it was read (a BcCst in the value slot) and built on first use,
 * recursively; a constant met again while it is being built is a cycle,
 * which only corrupt input has, and is reported.
 *
 * Metadata.  Strings, nodes and values share one id space.  A node may
 * name a later node (a loop's self reference), so a node is created on
 * first mention and filled when its record comes.  Debug-information
 * records (DILocation, DISubprogram ...) are not read: code generation
 * does not use them; each becomes a slot that drops out of every node,
 * attachment and named list, and the reader says so in a note.  At the
 * end the nodes reachable from the module are numbered in the order
 * llvm-dis numbers them (LLVM's SlotTracker: global attachments, named
 * metadata, then each function's attachments and intrinsic operands).
 */
#include <stdlib.h>
#include <string.h>

#include "frontend/bitcode.h"

#define OPS(c) ((uint64_t *)(c)->r.ops.data)
#define NOPS(c) ((c)->r.ops.len)

/* ================= constants ================= */

bool bcx_constants(BcCtx *c)
{
    BcEntry e;
    Type *cur = c->m->types.i32;
    uint32_t curid = 0;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        if (e.id == 1) { /* SETTYPE */
            if (NOPS(c) < 1 || !(cur = bcx_type(c, OPS(c)[0])))
                return bcx_fail(c, "bad SETTYPE");
            curid = (uint32_t)OPS(c)[0];
            continue;
        }
        BcCst *k = arena_alloc(&c->m->arena, sizeof *k);
        k->code = e.id;
        k->type = cur;
        k->tyid = curid;
        k->nops = (uint32_t)NOPS(c);
        k->ops = arena_array(&c->m->arena, NOPS(c) ? NOPS(c) : 1, sizeof(uint64_t));
        memcpy(k->ops, OPS(c), NOPS(c) * sizeof(uint64_t));
        if (c->r.blob) {
            k->blob = (const uint8_t *)arena_strndup(&c->m->arena, (const char *)c->r.blob,
                                                     c->r.blob_len);
            k->blob_len = c->r.blob_len;
        }
        if (c->next < c->vals.len) { /* a slot a forward reference made */
            if (VEC_AT(&c->vals, Value *, c->next))
                return bcx_fail(c, "constant %u used before its definition", c->next);
            VEC_AT(&c->csts, BcCst *, c->next) = k;
        } else {
            VEC_PUSH(&c->vals, Value *, NULL);
            VEC_PUSH(&c->csts, BcCst *, k);
        }
        c->next++;
    }
}

static Value *null_value(BcCtx *c, Type *t)
{
    ConstTable *ct = &c->m->consts;
    if (type_is_int(t))
        return &const_int(ct, t, 0)->v;
    if (type_is_fp(t))
        return &const_fp(ct, t, 0, 0)->v;
    if (type_is_ptr(t))
        return &const_null(ct, t)->v;
    if (t->kind == TY_TOKEN)
        return &const_none(ct, t)->v;
    return &const_zero(ct, t)->v;
}

static Value *float_value(BcCtx *c, Type *t, const BcCst *k)
{
    if (k->nops < 1 || !type_is_fp(t) || t->kind == TY_X86_FP80 || t->kind == TY_PPC_FP128) {
        bcx_fail(c, "unsupported: a floating-point constant of this type");
        return NULL;
    }
    uint64_t hi = k->nops > 1 ? k->ops[1] : 0;
    return &const_fp(&c->m->consts, t, k->ops[0], t->kind == TY_FP128 ? hi : 0)->v;
}

static Type *elem_type(Type *t, uint32_t i)
{
    if (t->kind == TY_STRUCT)
        return i < t->nmem ? t->mem[i] : NULL;
    return t->elem;
}

static uint64_t agg_count(Type *t)
{
    return t->kind == TY_STRUCT ? t->nmem : (t->kind == TY_ARRAY || t->kind == TY_VEC) ? t->count : 0;
}

static Value *aggregate(BcCtx *c, Type *t, const BcCst *k)
{
    if (agg_count(t) != k->nops || (!type_is_aggregate(t) && t->kind != TY_VEC)) {
        bcx_fail(c, "aggregate constant of %u elements for a type of %llu", k->nops,
                 (unsigned long long)agg_count(t));
        return NULL;
    }
    Value **el = arena_array(&c->m->arena, k->nops ? k->nops : 1, sizeof(Value *));
    for (uint32_t i = 0; i < k->nops; i++)
        if (!(el[i] = bcx_value(c, k->ops[i], elem_type(t, i))))
            return NULL;
    return &const_agg(&c->m->consts, t, el, k->nops)->v;
}

/* DATA / STRING / CSTRING: arrays and vectors of plain numbers. */
static Value *data(BcCtx *c, Type *t, const BcCst *k)
{
    bool cstr = k->code == 9;
    uint64_t n = k->nops + (cstr ? 1 : 0);
    if ((t->kind != TY_ARRAY && t->kind != TY_VEC) || t->count != n ||
        !(type_is_int(t->elem) || type_is_fp(t->elem))) {
        bcx_fail(c, "data constant does not match its type");
        return NULL;
    }
    if (t->kind == TY_ARRAY && t->elem == c->m->types.i8) {
        unsigned char *b = arena_alloc(&c->m->arena, n ? n : 1);
        for (uint32_t i = 0; i < k->nops; i++)
            b[i] = (unsigned char)k->ops[i];
        return &const_data(&c->m->consts, t, b, n)->v;
    }
    Value **el = arena_array(&c->m->arena, n ? n : 1, sizeof(Value *));
    for (uint32_t i = 0; i < n; i++) {
        uint64_t v = k->ops[i];
        el[i] = type_is_int(t->elem) ? &const_int(&c->m->consts, t->elem, v)->v
                                     : &const_fp(&c->m->consts, t->elem, v, 0)->v;
    }
    return &const_agg(&c->m->consts, t, el, (uint32_t)n)->v;
}

int bcx_binop(uint64_t code, bool fp)
{
    static const int ops[] = {OP_ADD, OP_SUB, OP_MUL, OP_UDIV, OP_SDIV, OP_UREM, OP_SREM,
                              OP_SHL, OP_LSHR, OP_ASHR, OP_AND, OP_OR, OP_XOR};
    if (code >= sizeof ops / sizeof *ops)
        return -1;
    if (!fp)
        return ops[code];
    switch (code) {
    case 0: return OP_FADD;
    case 1: return OP_FSUB;
    case 2: return OP_FMUL;
    case 4: return OP_FDIV;
    case 6: return OP_FREM;
    }
    return -1;
}

int bcx_cast(uint64_t code)
{
    static const int ops[] = {OP_TRUNC, OP_ZEXT, OP_SEXT, OP_FPTOUI, OP_FPTOSI, OP_UITOFP,
                              OP_SITOFP, OP_FPTRUNC, OP_FPEXT, OP_PTRTOINT, OP_INTTOPTR,
                              OP_BITCAST, OP_ADDRSPACECAST};
    return code < sizeof ops / sizeof *ops ? ops[code] : -1;
}

int bcx_pred(uint64_t p)
{
    static const int fp[] = {PRED_F_FALSE, PRED_F_OEQ, PRED_F_OGT, PRED_F_OGE,
                             PRED_F_OLT, PRED_F_OLE, PRED_F_ONE, PRED_F_ORD,
                             PRED_F_UNO, PRED_F_UEQ, PRED_F_UGT, PRED_F_UGE,
                             PRED_F_ULT, PRED_F_ULE, PRED_F_UNE, PRED_F_TRUE};
    if (p < 16)
        return fp[p];
    if (p >= 32 && p <= 41)
        return (int)(p - 32);
    return -1;
}

/* Binary-operator flags: nuw/nsw (bits 1, 0 of LLVM's record: OBO), exact. */
uint32_t bcx_binop_flags(int op, uint64_t f)
{
    switch (op) {
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_SHL:
        return (f & 1 ? IF_NUW : 0) | (f & 2 ? IF_NSW : 0);
    case OP_UDIV: case OP_SDIV: case OP_LSHR: case OP_ASHR:
        return f & 1 ? IF_EXACT : 0;
    case OP_OR:
        return f & 1 ? IF_DISJOINT : 0;
    default:
        return bcx_fmf(f);
    }
}

/* Fast-math flags: bit 0 is the old "unsafe algebra" (all of them). */
uint32_t bcx_fmf(uint64_t f)
{
    if (f & 1)
        return IF_FAST;
    return (f & 2 ? IF_NNAN : 0) | (f & 4 ? IF_NINF : 0) | (f & 8 ? IF_NSZ : 0) |
           (f & 16 ? IF_ARCP : 0) | (f & 32 ? IF_CONTRACT : 0) | (f & 64 ? IF_AFN : 0) |
           (f & 128 ? IF_REASSOC : 0);
}

uint32_t bcx_gep_flags(uint64_t f)
{
    return (f & 1 ? IF_INBOUNDS : 0) | ((f & 2) && !(f & 1) ? IF_NUSW : 0) | (f & 4 ? IF_NUW : 0);
}

/* The type a GEP gives: its base's, or a vector of pointers when an
 * index is a vector. */
Type *bcx_gep_result(BcCtx *c, Value *base, Value **idx, uint32_t n)
{
    Type *t = base->type;
    if (t->kind == TY_VEC)
        return t;
    for (uint32_t i = 0; i < n; i++)
        if (idx[i]->type->kind == TY_VEC)
            return type_vec(&c->m->types, t, idx[i]->type->count, idx[i]->type->scalable);
    return t;
}

static Value *ce_gep(BcCtx *c, const BcCst *k)
{
    uint32_t i = 0;
    Type *src = NULL;
    uint64_t flags = k->code == 20 ? 1 : 0;
    if (k->code == 32 || k->code == 24 || k->code == 31 || (k->nops & 1)) {
        if (!(src = bcx_type(c, k->ops[i++])))
            return NULL;
    }
    if (k->code == 32)
        flags = i < k->nops ? k->ops[i++] : 0;
    else if (k->code == 24 || k->code == 31) {
        bcx_fail(c, "unsupported: a getelementptr constant with inrange");
        return NULL;
    }
    uint32_t n = (k->nops - i) / 2;
    if (n < 1 || (k->nops - i) % 2) {
        bcx_fail(c, "bad getelementptr constant");
        return NULL;
    }
    Value **ops = arena_array(&c->m->arena, n, sizeof(Value *));
    for (uint32_t j = 0; j < n; j++, i += 2) {
        Type *t = bcx_type(c, k->ops[i]);
        if (!t || !(ops[j] = bcx_value(c, k->ops[i + 1], t)))
            return NULL;
        if (j == 0 && !src && type_is_ptr(t) && k->ops[i] < c->pointee.len &&
            VEC_AT(&c->pointee, uint32_t, k->ops[i]) != UINT32_MAX)
            src = bcx_type(c, VEC_AT(&c->pointee, uint32_t, k->ops[i]));
    }
    if (!src || !type_is_ptr(type_scalar(ops[0]->type))) {
        bcx_fail(c, "getelementptr constant without a source type or pointer base");
        return NULL;
    }
    Type *rt = bcx_gep_result(c, ops[0], ops + 1, n - 1);
    /* LLVM folds a constant GEP whose indices are all zero to its base
     * (with opaque pointers the two are the same pointer) */
    bool zero = rt == ops[0]->type;
    for (uint32_t j = 1; zero && j < n; j++) {
        uint64_t x;
        zero = value_const_int(ops[j], false, &x) && x == 0;
    }
    if (zero)
        return ops[0];
    return &const_expr(&c->m->consts, rt, OP_GEP, bcx_gep_flags(flags), 0, src, ops, n, -1)->v;
}

static Value *ce_cast(BcCtx *c, Type *t, const BcCst *k)
{
    int op = k->nops >= 3 ? bcx_cast(k->ops[0]) : -1;
    Type *from = op >= 0 ? bcx_type(c, k->ops[1]) : NULL;
    Value *v = from ? bcx_value(c, k->ops[2], from) : NULL;
    if (!v)
        return op < 0 ? (bcx_fail(c, "bad cast constant"), NULL) : NULL;
    if (op == OP_BITCAST && v->type == t) /* typed pointers' casts vanish */
        return v;
    if (!type_cast_ok(op, v->type, t)) {
        bcx_fail(c, "invalid cast constant");
        return NULL;
    }
    return &const_expr(&c->m->consts, t, op, 0, 0, NULL, &v, 1, -1)->v;
}

static Value *ce_binop(BcCtx *c, Type *t, const BcCst *k)
{
    int op = k->nops >= 3 ? bcx_binop(k->ops[0], type_is_fp(type_scalar(t))) : -1;
    if (op < 0) {
        bcx_fail(c, "bad binary constant");
        return NULL;
    }
    Value *ops[2] = {bcx_value(c, k->ops[1], t), NULL};
    if (!ops[0] || !(ops[1] = bcx_value(c, k->ops[2], t)))
        return NULL;
    uint32_t f = k->nops > 3 ? bcx_binop_flags(op, k->ops[3]) : 0;
    return &const_expr(&c->m->consts, t, op, f, 0, NULL, ops, 2, -1)->v;
}

static Value *ce_cmp(BcCtx *c, const BcCst *k)
{
    Type *t = k->nops >= 4 ? bcx_type(c, k->ops[0]) : NULL;
    int pred = k->nops >= 4 ? bcx_pred(k->ops[3]) : -1;
    if (!t || pred < 0) {
        bcx_fail(c, "bad comparison constant");
        return NULL;
    }
    Value *ops[2] = {bcx_value(c, k->ops[1], t), NULL};
    if (!ops[0] || !(ops[1] = bcx_value(c, k->ops[2], t)))
        return NULL;
    int op = pred >= PRED_F_FALSE ? OP_FCMP : OP_ICMP;
    Type *rt = t->kind == TY_VEC ? type_vec(&c->m->types, c->m->types.i1, t->count, t->scalable)
                                 : c->m->types.i1;
    return &const_expr(&c->m->consts, rt, op, 0, (uint8_t)pred, NULL, ops, 2, -1)->v;
}

/* INLINEASM records: [fnty (30 only), flags, size, text..., size, constraints...]. */
static Value *inline_asm(BcCtx *c, const BcCst *k)
{
    uint32_t i = 0;
    Type *fnty = NULL;
    if (k->code == 30) {
        if (k->nops < 1 || !(fnty = bcx_type(c, k->ops[i++])))
            return NULL;
    } else if (k->tyid < c->pointee.len && VEC_AT(&c->pointee, uint32_t, k->tyid) != UINT32_MAX) {
        fnty = bcx_type(c, VEC_AT(&c->pointee, uint32_t, k->tyid));
    }
    if (!fnty || fnty->kind != TY_FUNC || i + 2 > k->nops) {
        bcx_fail(c, "bad inline asm constant");
        return NULL;
    }
    uint64_t flags = k->ops[i++], n = k->ops[i++];
    if (n > k->nops - i || k->nops - i - n < 1 || k->ops[i + n] > k->nops - i - n - 1) {
        bcx_fail(c, "bad inline asm constant");
        return NULL;
    }
    InlineAsm *a = arena_alloc(&c->m->arena, sizeof *a);
    a->v.kind = VK_ASM;
    a->v.type = type_ptr(&c->m->types, 0, NULL);
    a->fnty = fnty;
    a->text = bcx_chars(c, k->ops + i, n, &a->text_len);
    i += (uint32_t)n;
    uint64_t cn = k->ops[i++];
    a->constraints = bcx_chars(c, k->ops + i, cn, &a->constraints_len);
    a->sideeffect = flags & 1;
    a->alignstack = flags & 2;
    a->inteldialect = (flags >> 2) & 1;
    a->unwind = k->code >= 28 && (flags & 8);
    return a->text && a->constraints ? &a->v : NULL;
}

static Value *build_const(BcCtx *c, BcCst *k)
{
    Type *t = k->type;
    ConstTable *ct = &c->m->consts;
    switch (k->code) {
    case 2: return null_value(c, t);
    case 3: return &const_undef(ct, t)->v;
    case 26: return &const_poison(ct, t)->v;
    case 4:
        if (!type_is_int(t) || k->nops < 1)
            break;
        return &const_int(ct, t, bcx_signed(k->ops[0]))->v;
    case 5: {
        if (!type_is_int(t) || k->nops < 1 || k->nops > (t->bits + 63) / 64)
            break;
        uint64_t *w = arena_array(&c->m->arena, k->nops, sizeof(uint64_t));
        for (uint32_t i = 0; i < k->nops; i++)
            w[i] = bcx_signed(k->ops[i]);
        return &const_int_words(ct, t, w, k->nops)->v;
    }
    case 6: return float_value(c, t, k);
    case 7: return aggregate(c, t, k);
    case 8: case 9: case 22: return data(c, t, k);
    case 10: return ce_binop(c, t, k);
    case 11: return ce_cast(c, t, k);
    case 12: case 20: case 24: case 31: case 32: return ce_gep(c, k);
    case 17: return ce_cmp(c, k);
    case 18: case 23: case 28: case 30: return inline_asm(c, k);
    default:
        bcx_fail(c, "unsupported: constant record %u", k->code);
        return NULL;
    }
    bcx_fail(c, "constant record %u does not match its type", k->code);
    return NULL;
}

Value *bcx_value(BcCtx *c, uint64_t id, Type *want)
{
    if (id >= c->vals.len || (id >= c->next && !VEC_AT(&c->vals, Value *, id))) {
        if (c->fn && want && id - c->next < bcx_room(c))
            return bcx_fwdref(c, (uint32_t)id, want);
        bcx_fail(c, "value %llu is not defined", (unsigned long long)id);
        return NULL;
    }
    Value *v = VEC_AT(&c->vals, Value *, id);
    if (!v) {
        BcCst *k = VEC_AT(&c->csts, BcCst *, id);
        if (!k || k->busy) {
            bcx_fail(c, k ? "constant %llu refers to itself" : "value %llu is not defined",
                     (unsigned long long)id);
            return NULL;
        }
        if (c->nesting >= LIMIT_NESTING) {
            bcx_fail(c, "constants nested deeper than LIMIT_NESTING (%d)", LIMIT_NESTING);
            return NULL;
        }
        k->busy = true;
        c->nesting++;
        v = build_const(c, k);
        c->nesting--;
        k->busy = false;
        if (!v)
            return NULL;
        VEC_AT(&c->vals, Value *, id) = v;
        VEC_AT(&c->csts, BcCst *, id) = NULL;
    }
    if (want && v->type != want) {
        char a[96], b[96];
        bcx_fail(c, "value %llu has type '%s' where '%s' is expected", (unsigned long long)id,
                 type_str(v->type, a, sizeof a), type_str(want, b, sizeof b));
        return NULL;
    }
    return v;
}

/* ================= metadata ================= */

static BcMd *md_slot(BcCtx *c, uint64_t id, bool grow)
{
    if (id >= c->mds.len) {
        if (!grow || id - c->mds.len >= bcx_room(c))
            return NULL;
        while (c->mds.len <= id)
            VEC_PUSH(&c->mds, BcMd, ((BcMd){0}));
    }
    return &VEC_AT(&c->mds, BcMd, id);
}

static MDNode *md_node_new(BcCtx *c)
{
    MDNode *n = arena_alloc(&c->m->arena, sizeof *n);
    n->num = UINT32_MAX - 1; /* numbered by bcx_md_finish */
    return n;
}

MDOp *bcx_md_op(BcCtx *c, uint64_t id)
{
    MDOp *op = arena_alloc(&c->m->arena, sizeof *op);
    BcMd *s = md_slot(c, id, true);
    if (!s) {
        bcx_fail(c, "metadata %llu is not defined", (unsigned long long)id);
        return NULL;
    }
    switch (s->kind) {
    case BMD_NONE: /* a forward reference: a node to come */
        s->kind = BMD_NODE;
        s->node = md_node_new(c);
        /* fall through */
    case BMD_NODE: op->kind = MD_NODE; op->node = s->node; break;
    case BMD_STRING: op->kind = MD_STRING; op->str = s->str; op->len = s->len; break;
    case BMD_VALUE: op->kind = MD_VALUE; op->value = s->value; break;
    case BMD_SKIPPED: op->kind = MD_NULL; break;
    }
    return op;
}

/* The slot a record defines: the next id. */
static BcMd *md_define(BcCtx *c, uint32_t *next)
{
    BcMd *s = md_slot(c, (*next)++, true);
    if (s && s->kind != BMD_NONE && !(s->kind == BMD_NODE && !s->node->defined)) {
        bcx_fail(c, "metadata %u defined twice", *next - 1);
        return NULL;
    }
    return s;
}

static bool md_node_record(BcCtx *c, BcMd *s, bool distinct)
{
    if (s->kind == BMD_NONE) {
        s->kind = BMD_NODE;
        s->node = md_node_new(c);
    } else if (s->kind != BMD_NODE) {
        return bcx_fail(c, "metadata node where another kind was used");
    }
    MDNode *n = s->node;
    n->distinct = distinct;
    n->defined = true;
    n->ops = arena_array(&c->m->arena, NOPS(c) ? NOPS(c) : 1, sizeof(MDOp));
    uint32_t k = 0;
    for (size_t i = 0; i < NOPS(c); i++) {
        uint64_t ref = OPS(c)[i];
        if (ref == 0) {
            n->ops[k++] = (MDOp){.kind = MD_NULL};
            continue;
        }
        MDOp *op = bcx_md_op(c, ref - 1);
        if (!op)
            return false;
        n->ops[k++] = *op;
    }
    n->nops = k;
    return true;
}

/* METADATA_STRINGS: [count, offset] + blob: VBR6 lengths, then bytes. */
static bool md_strings(BcCtx *c, uint32_t *next)
{
    if (NOPS(c) < 2 || !c->r.blob || OPS(c)[1] > c->r.blob_len)
        return bcx_fail(c, "bad METADATA_STRINGS");
    uint64_t count = OPS(c)[0], off = OPS(c)[1];
    const uint8_t *b = c->r.blob;
    uint64_t pos = 0, chars = off;
    for (uint64_t i = 0; i < count; i++) {
        uint64_t len = 0;
        for (unsigned shift = 0;; shift += 5) {
            uint64_t chunk = 0;
            for (unsigned j = 0; j < 6; j++, pos++) {
                if (pos / 8 >= off)
                    return bcx_fail(c, "METADATA_STRINGS lengths run into the characters");
                chunk |= (uint64_t)((b[pos / 8] >> (pos % 8)) & 1) << j;
            }
            if (shift > 60)
                return bcx_fail(c, "a metadata string length too wide");
            len |= (chunk & 31) << shift;
            if (!(chunk & 32))
                break;
        }
        if (len > c->r.blob_len - chars)
            return bcx_fail(c, "a metadata string runs past its record");
        BcMd *s = md_define(c, next);
        if (!s)
            return false;
        s->kind = BMD_STRING;
        s->str = arena_strndup(&c->m->arena, (const char *)b + chars, len);
        s->len = len;
        chars += len;
    }
    return true;
}

static bool md_value(BcCtx *c, BcMd *s)
{
    Type *t = NOPS(c) >= 2 ? bcx_type(c, OPS(c)[0]) : NULL;
    if (!t || t->kind == TY_METADATA || t->kind == TY_VOID)
        return bcx_fail(c, "bad metadata value");
    Value *v = bcx_value(c, OPS(c)[1], t);
    if (!v)
        return false;
    s->kind = BMD_VALUE;
    s->value = v;
    return true;
}

static bool named_md(BcCtx *c, const char *name)
{
    BcEntry e;
    if (bc_next(&c->r, &e) != BC_RECORD || e.id != 10)
        return bcx_fail(c, "METADATA_NAME without its NAMED_NODE");
    NamedMD *nm = arena_alloc(&c->m->arena, sizeof *nm);
    nm->name = name;
    nm->nodes = arena_array(&c->m->arena, NOPS(c) ? NOPS(c) : 1, sizeof(MDNode *));
    for (size_t i = 0; i < NOPS(c); i++) {
        BcMd *s = md_slot(c, OPS(c)[i], false);
        if (!s || s->kind != BMD_NODE) {
            if (s && s->kind == BMD_SKIPPED)
                continue;
            return bcx_fail(c, "named metadata '%s' lists a non-node", name);
        }
        nm->nodes[nm->n++] = s->node;
    }
    *c->m->named_tail = nm;
    c->m->named_tail = &nm->next;
    return true;
}

static const char *md_kind(BcCtx *c, uint64_t id)
{
    if (id >= c->md_kinds.len || !VEC_AT(&c->md_kinds, const char *, id)) {
        bcx_fail(c, "metadata kind %llu is not defined", (unsigned long long)id);
        return NULL;
    }
    return VEC_AT(&c->md_kinds, const char *, id);
}

static bool kind_record(BcCtx *c)
{
    if (NOPS(c) < 1 || OPS(c)[0] > 100000)
        return bcx_fail(c, "bad metadata kind");
    const char *s = bcx_chars(c, OPS(c) + 1, NOPS(c) - 1, NULL);
    if (!s)
        return false;
    while (c->md_kinds.len <= OPS(c)[0])
        VEC_PUSH(&c->md_kinds, const char *, NULL);
    VEC_AT(&c->md_kinds, const char *, OPS(c)[0]) = s;
    return true;
}

/* LLVM's fixed metadata kinds, in their id order: an instruction's
 * attachments print sorted by kind id (dbg first). */
static const char *const fixed_kinds[] = {
    "dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct", "invariant.load",
    "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access",
    "nonnull", "dereferenceable", "dereferenceable_or_null", "make.implicit",
    "unpredictable", "invariant.group", "align", "llvm.loop", "type",
    "section_prefix", "absolute_symbol", "associated", "callees", "irr_loop",
    "llvm.access.group", "callback", "llvm.preserve.access.index",
    "vcall_visibility", "noundef", "annotation", "nosanitize", "func_sanitize",
    "exclude", "memprof", "callsite", "kcfi_type", "pcsections", "DIAssignID",
    "coro.outside.frame",
};

static uint32_t kind_rank(BcCtx *c, const char *name)
{
    for (uint32_t i = 0; i < sizeof fixed_kinds / sizeof *fixed_kinds; i++)
        if (!strcmp(fixed_kinds[i], name))
            return i;
    for (size_t i = 0; i < c->md_kinds.len; i++)
        if (VEC_AT(&c->md_kinds, const char *, i) && !strcmp(VEC_AT(&c->md_kinds, const char *, i), name))
            return 1000 + (uint32_t)i;
    return UINT32_MAX;
}

/* [(kind, node)...] from ops[from..): sorted by kind id, debug dropped. */
static bool attachments(BcCtx *c, size_t from, MDAttach **out, uint32_t *nout)
{
    size_t n = (NOPS(c) - from) / 2;
    MDAttach *a = arena_array(&c->m->arena, n ? n : 1, sizeof *a);
    uint32_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const char *kind = md_kind(c, OPS(c)[from + 2 * i]);
        BcMd *s = md_slot(c, OPS(c)[from + 2 * i + 1], false);
        if (!kind)
            return false;
        if (s && s->kind == BMD_SKIPPED)
            continue;
        if (!s || s->kind != BMD_NODE)
            return bcx_fail(c, "attachment '!%s' is not a node", kind);
        uint32_t r = kind_rank(c, kind);
        uint32_t j = k++;
        for (; j > 0 && kind_rank(c, a[j - 1].kind) > r; j--)
            a[j] = a[j - 1];
        a[j] = (MDAttach){kind, s->node};
    }
    *out = a;
    *nout = k;
    return true;
}

static bool global_attachment(BcCtx *c)
{
    if (NOPS(c) < 1 || NOPS(c) % 2 == 0 || OPS(c)[0] >= c->next)
        return bcx_fail(c, "bad global metadata attachment");
    Value *v = VEC_AT(&c->vals, Value *, OPS(c)[0]);
    if (!v || v->kind != VK_GLOBAL)
        return bcx_fail(c, "metadata attached to a non-global");
    Global *g = (Global *)v;
    return attachments(c, 1, &g->md, &g->nmd);
}

/* The placeholder of a node that a debug record defined (the spelling
 * is only for dumps; the pointer marks it). */
static const char skipped_debug[] = "(debug node)";

static bool is_debug_record(uint32_t code)
{
    return code == 7 || (code >= 12 && code <= 34) || code == 37 || (code >= 40 && code <= 47);
}

static bool md_record(BcCtx *c, uint32_t code, uint32_t *next)
{
    BcMd *s;
    switch (code) {
    case 35: return md_strings(c, next);
    case 1: /* STRING_OLD */
        if (!(s = md_define(c, next)))
            return false;
        s->kind = BMD_STRING;
        s->str = bcx_chars(c, OPS(c), NOPS(c), &s->len);
        return s->str != NULL;
    case 2: return (s = md_define(c, next)) && md_value(c, s);
    case 3: case 5: return (s = md_define(c, next)) && md_node_record(c, s, code == 5);
    case 4: {
        const char *name = bcx_chars(c, OPS(c), NOPS(c), NULL);
        return name && named_md(c, name);
    }
    case 6: return kind_record(c);
    case 36: return global_attachment(c);
    case 8: case 9: return bcx_fail(c, "unsupported: pre-LLVM-3.6 metadata");
    case 10: return bcx_fail(c, "NAMED_NODE without its METADATA_NAME");
    case 38: case 39: return true; /* the lazy-loading index */
    }
    if (!is_debug_record(code))
        return bcx_fail(c, "unsupported: metadata record %u", code);
    if (!(s = md_define(c, next)))
        return false;
    if (s->kind == BMD_NODE) {
        /* Referenced before this record defined it: LLVM writes a
         * cycle's nodes in any order, and the loop metadata of code
         * built with -g lists the loop's DILocations
         * (`!7 = distinct !{!7, !8, !9}`).  The references made so far
         * point at the placeholder; the end of the block turns them into
         * `null`, as the later ones are. */
        s->node->spec = skipped_debug;
        c->debug_fwd = true;
    }
    s->kind = BMD_SKIPPED;
    c->debug_skipped = true;
    return true;
}

/* Every operand that points at a skipped debug node becomes `null`. */
static void drop_debug_refs(BcCtx *c)
{
    for (size_t i = 0; i < c->mds.len; i++) {
        BcMd *s = &VEC_AT(&c->mds, BcMd, i);
        if (s->kind != BMD_NODE)
            continue;
        for (uint32_t k = 0; k < s->node->nops; k++)
            if (s->node->ops[k].kind == MD_NODE && s->node->ops[k].node->spec == skipped_debug)
                s->node->ops[k] = (MDOp){.kind = MD_NULL};
    }
    c->debug_fwd = false;
}

bool bcx_metadata(BcCtx *c)
{
    BcEntry e;
    uint32_t next = (uint32_t)c->mds.len;
    for (;;) {
        switch (bc_next(&c->r, &e)) {
        case BC_END:
            if (c->debug_fwd)
                drop_debug_refs(c);
            for (size_t i = 0; i < c->mds.len; i++) {
                const BcMd *s = &VEC_AT(&c->mds, BcMd, i);
                if (s->kind == BMD_NONE || (s->kind == BMD_NODE && !s->node->defined))
                    return bcx_fail(c, "metadata %zu is used but never defined", i);
            }
            if (!c->fn)
                c->nmodule_mds = (uint32_t)c->mds.len;
            return true;
        case BC_BLOCK: if (!bcx_skip(c)) return false; continue;
        case BC_RECORD: break;
        default: return false;
        }
        if (!md_record(c, e.id, &next))
            return false;
    }
}

bool bcx_metadata_kinds(BcCtx *c)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        if (e.id == 6 && !kind_record(c))
            return false;
    }
}

/* METADATA_ATTACHMENT: [inst, (kind, node)...] or [(kind, node)...] for
 * the function itself. */
bool bcx_md_attachments(BcCtx *c)
{
    BcEntry e;
    for (;;) {
        int got = bcx_record(c, &e);
        if (got <= 0)
            return got == 0;
        if (e.id != 11)
            continue;
        if (NOPS(c) % 2 == 0) {
            if (!attachments(c, 0, &c->fn->md, &c->fn->nmd))
                return false;
            continue;
        }
        if (OPS(c)[0] >= c->instrs.len)
            return bcx_fail(c, "attachment to instruction %llu, which does not exist",
                            (unsigned long long)OPS(c)[0]);
        Instr *i = VEC_AT(&c->instrs, Instr *, OPS(c)[0]);
        if (!attachments(c, 1, &i->md, &i->nmd))
            return false;
    }
}

/* ---- numbering, as LLVM's SlotTracker does ---- */

typedef struct Numbering {
    Module *m;
    uint32_t next;
    MDNode **tail;
} Numbering;

static void number_node(Numbering *nb, MDNode *n)
{
    if (!n || n->num != UINT32_MAX - 1)
        return;
    n->num = nb->next++;
    *nb->tail = n;
    nb->tail = &n->next;
    for (uint32_t i = 0; i < n->nops; i++)
        if (n->ops[i].kind == MD_NODE)
            number_node(nb, n->ops[i].node);
}

static void number_attachments(Numbering *nb, MDAttach *a, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        number_node(nb, a[i].node);
}

/* A call of an intrinsic with a metadata node operand (LLVM numbers
 * those; a call of anything else cannot have one). */
static bool call_has_md_node(const Instr *i)
{
    bool any = false;
    for (uint32_t k = 0; k < i->nargs && !any; k++) {
        const Value *v = i->ops[k].val;
        any = v && v->kind == VK_MDVALUE && ((const MDValue *)v)->md->kind == MD_NODE;
    }
    if (!any)
        return false;
    const Global *g = call_callee_fn(i);
    return g && g->v.name && !strncmp(g->v.name, "llvm.", 5);
}

static void number_function(Numbering *nb, Global *f)
{
    number_attachments(nb, f->md, f->nmd);
    for (Block *b = f->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next) {
            if (i->op == OP_CALL && call_has_md_node(i))
                for (uint32_t k = 0; k < i->nops; k++) {
                    Value *v = i->ops[k].val;
                    if (v && v->kind == VK_MDVALUE && ((MDValue *)v)->md->kind == MD_NODE)
                        number_node(nb, ((MDValue *)v)->md->node);
                }
            if (i->nmd)
                number_attachments(nb, i->md, i->nmd);
        }
}

void bcx_md_finish(BcCtx *c)
{
    Module *m = c->m;
    Numbering nb = {m, 0, &m->mds};
    for (Global *g = m->globals; g; g = g->next)
        number_attachments(&nb, g->md, g->nmd);
    for (NamedMD *nm = m->named_mds; nm; nm = nm->next)
        for (uint32_t i = 0; i < nm->n; i++)
            number_node(&nb, nm->nodes[i]);
    for (Global *f = m->funcs; f; f = f->next)
        number_function(&nb, f);
    *nb.tail = NULL;
    m->mds_tail = nb.tail;
}
