/*
 * ir/mma.c -- matrix multiply-accumulate calls: libNVVM's MMA checks
 * (the largest family of its intrinsic checks), for the public names
 *     llvm.nvvm.wmma.<shape>.mma[.<op>.popc].<alayout>.<blayout>[.<rnd>].<types>[.satfinite]
 *     llvm.nvvm.mma[.<op>.popc].<shape>.<alayout>.<blayout>[.satfinite].<types>
 * e.g. llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f16 or
 *      llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8.
 *
 * and the fragment loads and stores
 *     llvm.nvvm.wmma.<shape>.{load.a,load.b,load.c,store.d}.<layout>[.stride].<type>[.p<as>]
 *
 * libNVVM decodes an opcode word; here the same facts come from the
 * name: the shape MxNxK, the A/B element types, the C/D types, the
 * rounding mode and the b1 operation.  Then the call's arguments (the A,
 * B and C fragments, in that order) and its result (the D fragment) --
 * or the one fragment a load returns or a store takes -- must have the
 * sizes and element types PTX gives each thread:
 *   bits of a fragment = rows * cols * element bits / 32 threads,
 * with two historical exceptions: WMMA's f16 A/B fragments are always
 * 8 x <2 x half>, and Volta's mma.m8n8k4 f16 fragments are 4x larger
 * (it works on quad-pairs, not the whole warp).
 *
 * The decoder and the checks live below both of their users, the
 * verifier (verify/intrinsics.c) and the code generator (isel/lower/mma.c),
 * so both read a name the same way without one including the other.
 *
 * Invariants: one diagnostic per call at most per check, with libNVVM's
 * messages; a name that does not parse reports the first field it trips.
 */
#include <string.h>

#include "ir/mma.h"

typedef enum { RT_V2F16, RT_I32, RT_F32, RT_F64 } RegType;

static const struct { const char *name; unsigned bits; RegType reg; } MT[] = {
#define X(id, s, b, r) {s, b, r},
    MMA_TYPES(X)
#undef X
};

const char *mma_type_name(MmaType t) { return t == MT_NONE ? "" : MT[t].name; }
unsigned mma_type_bits(MmaType t) { return t == MT_NONE ? 0 : MT[t].bits; }

/* Valid shapes per A type: X(type, wmma shapes, mma shapes). */
#define MMA_SHAPES(X)                                                       \
    X(F16, "m16n16k16 m32n8k16 m8n32k16", "m8n8k4 m16n8k8 m16n8k16")         \
    X(BF16, "m16n16k16 m32n8k16 m8n32k16", "m16n8k8 m16n8k16")              \
    X(TF32, "m16n16k8", "m16n8k4 m16n8k8")                                  \
    X(F64, "m8n8k4", "m8n8k4")                                              \
    X(S8, "m16n16k16 m32n8k16 m8n32k16", "m8n8k16 m16n8k16 m16n8k32")       \
    X(U8, "m16n16k16 m32n8k16 m8n32k16", "m8n8k16 m16n8k16 m16n8k32")       \
    X(S4, "m8n8k32", "m8n8k32 m16n8k32 m16n8k64")                           \
    X(U4, "m8n8k32", "m8n8k32 m16n8k32 m16n8k64")                           \
    X(B1, "m8n8k128", "m8n8k128 m16n8k128 m16n8k256")                       \
    X(E4M3, "", "m16n8k32")                                                 \
    X(E5M2, "", "m16n8k32")

static MmaType type_named(const char *s, size_t len)
{
    for (size_t t = 0; t < sizeof MT / sizeof MT[0]; t++)
        if (strlen(MT[t].name) == len && strncmp(s, MT[t].name, len) == 0)
            return (MmaType)t;
    return MT_NONE;
}

static bool parse_shape(MmaName *x, const char *s, size_t len)
{
    unsigned m, n, k;
    int used = 0;
    if (len >= sizeof x->shape || sscanf(s, "m%un%uk%u%n", &m, &n, &k, &used) != 3 ||
        (size_t)used != len)
        return false;
    x->m = m, x->n = n, x->k = k;
    memcpy(x->shape, s, len);
    x->shape[len] = 0;
    return true;
}

static bool is_word(const char *s, size_t len, const char *w)
{
    return strlen(w) == len && strncmp(s, w, len) == 0;
}

/* One '.'-separated field of the name.  Returns false when it is not a
 * field an MMA name can have (reported as an invalid type). */
static bool take_field(MmaName *x, const char *s, size_t len)
{
    if (s[0] == 'm' && len > 1 && s[1] >= '0' && s[1] <= '9')
        return parse_shape(x, s, len);
    if (is_word(s, len, "and") || is_word(s, len, "xor")) {
        x->popc_op = true;
        memcpy(x->b1op, s, 3);
        return true;
    }
    if (is_word(s, len, "rn") || is_word(s, len, "rz") || is_word(s, len, "rm") ||
        is_word(s, len, "rp")) {
        x->rounding = true;
        memcpy(x->rnd, s, 2);
        return true;
    }
    if (is_word(s, len, "row") || is_word(s, len, "col")) {
        if (x->nlayouts < 2)
            memcpy(x->layout[x->nlayouts], s, 3);
        x->nlayouts++;
        return true;
    }
    if (is_word(s, len, "satfinite")) {
        x->satfinite = true;
        return true;
    }
    if (is_word(s, len, "mma") || is_word(s, len, "popc") || is_word(s, len, "load"))
        return true;
    if (is_word(s, len, "store") || is_word(s, len, "stride")) {
        if (s[2] == 'o')
            x->store = true;
        else
            x->stride = true;
        return true;
    }
    if (len == 1 && s[0] >= 'a' && s[0] <= 'd') {
        x->frag = s[0];
        return true;
    }
    if (s[0] == 'p' && len > 1 && s[1] >= '0' && s[1] <= '9')
        return true; /* the pointer's address space, e.g. .p3 */
    MmaType t = type_named(s, len);
    if (t == MT_NONE || x->ntypes == 4)
        return false;
    x->types[x->ntypes++] = t;
    return true;
}

/* The type fields to A, B, C, D (see the naming scheme above). */
static void assign_types(MmaName *x)
{
    MmaType t0 = x->types[0], t1 = x->ntypes > 1 ? x->types[1] : MT_NONE;
    bool fp_pair = (t0 == MT_F16 || t0 == MT_F32) && (t1 == MT_F16 || t1 == MT_F32);
    if (fp_pair) { /* <D type>.<C type>, A and B are f16 */
        x->a = x->b = MT_F16, x->d = t0, x->c = t1;
        return;
    }
    x->a = t0;
    x->b = t1 != MT_NONE ? t1 : t0;
    if (t0 == MT_F64)
        x->c = x->d = MT_F64;
    else if (t0 == MT_BF16 || t0 == MT_TF32 || t0 == MT_E4M3 || t0 == MT_E5M2 || t0 == MT_F16)
        x->c = x->d = MT_F32;
    else
        x->c = x->d = MT_S32;
}

bool mma_parse_name(MmaName *x, const char *name, const char **bad)
{
    memset(x, 0, sizeof *x);
    x->wmma = !strncmp(name, "llvm.nvvm.wmma.", strlen("llvm.nvvm.wmma."));
    const char *p = name + strlen(x->wmma ? "llvm.nvvm.wmma." : "llvm.nvvm.mma.");
    while (*p) {
        const char *dot = strchr(p, '.');
        size_t len = dot ? (size_t)(dot - p) : strlen(p);
        if (len == 0 || !take_field(x, p, len)) {
            *bad = "Invalid MMA AType";
            return false;
        }
        p += len + (dot ? 1 : 0);
    }
    if (x->ntypes == 0) {
        *bad = "Invalid MMA AType";
        return false;
    }
    if (x->frag == 'c' || x->frag == 'd')
        x->a = x->b = MT_NONE, x->c = x->d = x->types[0];
    else
        assign_types(x);
    return true;
}

static bool same_family(MmaType a, MmaType b)
{
    if (a == b)
        return true;
    bool i8 = (a == MT_S8 || a == MT_U8) && (b == MT_S8 || b == MT_U8);
    bool i4 = (a == MT_S4 || a == MT_U4) && (b == MT_S4 || b == MT_U4);
    bool f8 = (a == MT_E4M3 || a == MT_E5M2) && (b == MT_E4M3 || b == MT_E5M2);
    return i8 || i4 || f8;
}

static bool shape_valid(const MmaName *x)
{
    static const struct { MmaType t; const char *wmma, *mma; } SH[] = {
#define X(t, w, m) {MT_##t, w, m},
        MMA_SHAPES(X)
#undef X
    };
    for (size_t i = 0; i < sizeof SH / sizeof SH[0]; i++) {
        if (SH[i].t != x->a || !x->shape[0])
            continue;
        const char *list = x->wmma ? SH[i].wmma : SH[i].mma;
        size_t n = strlen(x->shape);
        for (const char *q = strstr(list, x->shape); q; q = strstr(q + 1, x->shape))
            if ((q == list || q[-1] == ' ') && (q[n] == 0 || q[n] == ' '))
                return true;
    }
    return false;
}

/* Name-level checks, in libNVVM's order; returns the first message. */
const char *mma_check_name(const MmaName *x)
{
    if (x->frag == 'c' || x->frag == 'd')
        return x->c == MT_F16 || x->c == MT_F32 || x->c == MT_S32 || x->c == MT_F64
                   ? NULL : "Invalid MMA AType";
    if (x->a == MT_S32 || x->a == MT_F32 || x->a == MT_NONE)
        return "Invalid MMA AType";
    if (!same_family(x->a, x->b))
        return "Mismatched MMA A B Type";
    if (!shape_valid(x))
        return "Invalid MMA MNK";
    if (x->rounding && x->a != MT_F64)
        return "Invalid MMA Rounding Mode";
    if (!x->frag && x->popc_op != (x->a == MT_B1))
        return "Invalid MMA Opcode";
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Fragments                                                            */
/* ------------------------------------------------------------------ */
static RegType acc_reg(MmaType t)
{
    return t == MT_F16 ? RT_V2F16 : t == MT_F32 ? RT_F32 : t == MT_F64 ? RT_F64 : RT_I32;
}

static bool reg_matches(const Type *t, RegType r)
{
    switch (r) {
    case RT_V2F16: return t->kind == TY_VEC && t->count == 2 && t->elem->kind == TY_HALF;
    case RT_I32: return t->kind == TY_INT && t->bits == 32;
    case RT_F32: return t->kind == TY_FLOAT;
    case RT_F64: return t->kind == TY_DOUBLE;
    }
    return false;
}

/* Bits one thread holds of each fragment (see the file comment). */
void mma_fragment_bits(const MmaName *x, uint64_t bits[3])
{
    uint64_t m = x->m, n = x->n, k = x->k;
    bits[0] = x->a == MT_NONE ? 0 : x->wmma && x->a == MT_F16 ? 256 : m * k * MT[x->a].bits / 32;
    bits[1] = x->b == MT_NONE ? 0 : x->wmma && x->b == MT_F16 ? 256 : k * n * MT[x->b].bits / 32;
    bits[2] = x->c == MT_NONE ? 0 : m * n * MT[x->c].bits / 32;
    if (!x->wmma && x->a == MT_F16 && m == 8 && n == 8 && k == 4)
        for (int f = 0; f < 3; f++)
            bits[f] *= 4;
}

static uint64_t value_bits(const Type *t)
{
    return t->kind == TY_DOUBLE ? 64 : t->kind == TY_VEC ? t->count * 16 : 32;
}

typedef struct Slice {
    uint64_t bits;    /* bits the slice covers */
    bool types_ok;    /* every register has the expected type */
} Slice;

/* Take registers from args[*pos] on until `want` bits are covered. */
static Slice take_slice(Instr *call, uint32_t *pos, uint64_t want, RegType r)
{
    Slice s = {0, true};
    while (s.bits < want && *pos < call->nargs) {
        const Type *t = instr_op(call, *pos)->type;
        s.types_ok &= reg_matches(t, r);
        s.bits += value_bits(t);
        (*pos)++;
    }
    return s;
}

static const char *wrong_acc_type(MmaType c)
{
    return c == MT_F32 || c == MT_S32 ? "op1 of intrinsic not containing f32 or i32 element"
                                      : "Mismatched fragA, fragB and fragC element type";
}

/* Bits of the run of `r`-typed registers at the end of the arguments. */
static uint64_t trailing_bits(Instr *call, RegType r)
{
    uint64_t bits = 0;
    for (uint32_t j = call->nargs; j > 0; j--) {
        const Type *t = instr_op(call, j - 1)->type;
        if (!reg_matches(t, r))
            break;
        bits += value_bits(t);
    }
    return bits;
}

/* A wrong total size: C is told apart by its register type when it has
 * its own; A and B always share one (e.g. <2 x half>, i32), so a wrong
 * A+B total is reported against A, the first of the two. */
static const char *which_size(const MmaName *x, Instr *call, const uint64_t want[3],
                              const RegType reg[3])
{
    if (reg[2] != reg[0] && trailing_bits(call, reg[2]) != want[2])
        return "Invalid MMA FragCSize";
    return "Invalid MMA FragASize";
}

static const char *check_args(const MmaName *x, Instr *call)
{
    uint64_t want[3], total = 0;
    mma_fragment_bits(x, want);
    RegType reg[3] = {MT[x->a].reg, MT[x->b].reg, acc_reg(x->c)};
    static const char *const SIZE[3] = {"Invalid MMA FragASize", "Invalid MMA FragBSize",
                                        "Invalid MMA FragCSize"};
    for (uint32_t j = 0; j < call->nargs; j++)
        total += value_bits(instr_op(call, j)->type);
    if (total != want[0] + want[1] + want[2])
        return which_size(x, call, want, reg);
    uint32_t pos = 0;
    for (int f = 0; f < 3; f++) {
        Slice s = take_slice(call, &pos, want[f], reg[f]);
        if (s.bits != want[f])
            return SIZE[f];
        if (!s.types_ok)
            return f == 0 ? "Invalid fragA type" : f == 1
                ? "Mismatched fragA, fragB and fragC element type" : wrong_acc_type(x->c);
    }
    return NULL;
}

/* The result is the D fragment: a struct of registers (or one). */
static const char *check_result(const MmaName *x, const Type *rt)
{
    uint64_t want[3], bits = 0;
    mma_fragment_bits(x, want);
    RegType r = acc_reg(x->d);
    uint32_t n = rt->kind == TY_STRUCT ? rt->nmem : 1;
    bool ok = true;
    for (uint32_t j = 0; j < n; j++) {
        const Type *t = rt->kind == TY_STRUCT ? rt->mem[j] : rt;
        ok &= reg_matches(t, r);
        bits += value_bits(t);
    }
    uint64_t want_d = want[2] / MT[x->c].bits * MT[x->d].bits;
    if (bits != want_d)
        return "Invalid MMA FragCSize";
    return ok ? NULL : wrong_acc_type(x->d);
}

/* ------------------------------------------------------------------ */
/* Fragment loads and stores                                            */
/* ------------------------------------------------------------------ */
/* The registers of the one fragment: a load's result members, or a
 * store's arguments after the pointer (and before the stride). */
static void frag_regs(const MmaName *x, Instr *call, const Type **regs, uint32_t *n)
{
    const Type *rt = call->v.type;
    *n = 0;
    if (!x->store) {
        uint32_t m = rt->kind == TY_STRUCT ? rt->nmem : 1;
        for (uint32_t j = 0; j < m && *n < 64; j++)
            regs[(*n)++] = rt->kind == TY_STRUCT ? rt->mem[j] : rt;
        return;
    }
    uint32_t end = call->nargs - (x->stride && call->nargs > 1 ? 1 : 0);
    for (uint32_t j = 1; j < end && *n < 64; j++)
        regs[(*n)++] = instr_op(call, j)->type;
}

static const char *check_fragment(const MmaName *x, Instr *call)
{
    uint64_t want[3], bits = 0;
    mma_fragment_bits(x, want);
    int f = x->frag == 'a' ? 0 : x->frag == 'b' ? 1 : 2;
    RegType r = f == 0 ? MT[x->a].reg : f == 1 ? MT[x->b].reg : acc_reg(x->c);
    const Type *regs[64];
    uint32_t n;
    bool ok = true;
    frag_regs(x, call, regs, &n);
    for (uint32_t j = 0; j < n; j++) {
        ok &= reg_matches(regs[j], r);
        bits += value_bits(regs[j]);
    }
    static const char *const SIZE[3] = {"Invalid MMA FragASize", "Invalid MMA FragBSize",
                                        "Invalid MMA FragCSize"};
    if (bits != want[f])
        return SIZE[f];
    if (!ok)
        return f == 0 ? "Invalid fragA type" : f == 1
            ? "Mismatched fragA, fragB and fragC element type" : wrong_acc_type(x->c);
    return NULL;
}

const char *mma_check_call_operands(const MmaName *x, Instr *call)
{
    const char *bad;
    if (x->frag)
        return (x->frag == 'c' || x->frag == 'd') && !x->m ? "Invalid MMA MNK"
                                                           : check_fragment(x, call);
    if ((bad = check_args(x, call)))
        return bad;
    return check_result(x, call->v.type);
}
