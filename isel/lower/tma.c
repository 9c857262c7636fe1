/*
 * isel/lower/tma.c -- tensor-map copies (cp.async.bulk.tensor) whose operand
 * lists the pattern file cannot hold.
 *
 * The L2 prefetch (tile, im2col 3d/4d), the shared-to-global copies and
 * the reductions are rows of isel/select/nvptx.md.  The global-to-shared copies
 * are not: up to 16 operands, and three constant flags (multicast mask,
 * L2 cache hint, CTA group) that each add a qualifier *and* drop or keep
 * an operand, twelve spellings per intrinsic.  The same builder takes the
 * forms Blackwell added to every direction (im2col::w, im2col::w::128,
 * tile::gather4 and tile::scatter4) and the 5-d im2col prefetch, whose
 * operands outnumber a pattern's ten.  Each is built as the machine
 * instruction of a PTX_TEXT node (isel/select/ptxtext.c) once the name, the LLVM signature (LLVM 22's
 * IntrinsicsNVVM.td) and the flags are checked.
 *
 * The same file rewrites tensor maps in memory (tensormap.replace, below).
 *
 * Gates: the family is TMA (sm_90, PTX 8.0); the shared::cta destination,
 * .cta_group and the Blackwell modes are feature rows of their own
 * (targets/features.def), checked with ptxas 13.
 *
 * Sources: PTX ISA, "cp.async.bulk.tensor" and "cp.async.bulk.prefetch.
 * tensor" (operand order, the im2col offsets, the modes); NVPTXUsage
 * (the llvm.nvvm.cp.async.bulk.tensor.* intrinsics and their flags).
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

enum { TMA_MAX_OPS = 16 };

typedef enum { TMA_G2S, TMA_G2S_CTA, TMA_PREFETCH, TMA_S2G } TmaDir;

/* The modes: LLVM's spelling in the name, PTX's, the i16 offsets they
 * take (-1: the dimension count less 2), and whether Blackwell added them. */
static const struct {
    const char *llvm, *ptx;
    int offsets;
    bool blackwell;
} modes[] = {
    {"tile.gather4", "tile::gather4", 0, true},
    {"tile.scatter4", "tile::scatter4", 0, true},
    {"tile", "tile", 0, false},
    {"im2col.w.128", "im2col::w::128", 2, true},
    {"im2col.w", "im2col::w", 2, true},
    {"im2col", "im2col", -1, false},
};

typedef struct TmaForm {
    TmaDir dir;
    unsigned mode;    /* index in modes[] */
    uint32_t dims;    /* the tensor's dimensions (the name's Nd) */
    uint32_t coords;  /* i32 coordinates: dims, or 5 for gather4/scatter4 */
    uint32_t offsets; /* i16 im2col offsets */
} TmaForm;

static const char *const dir_names[] = {"g2s.cta.", "g2s.", "prefetch.", "s2g."};
static const TmaDir dir_of[] = {TMA_G2S_CTA, TMA_G2S, TMA_PREFETCH, TMA_S2G};

/* After "llvm.nvvm.cp.async.bulk.tensor.": <dir>.<mode>.<N>d. */
static bool parse_tma(const char *s, TmaForm *f)
{
    unsigned d = 0;
    while (d < 4 && strncmp(s, dir_names[d], strlen(dir_names[d])))
        d++;
    if (d == 4)
        return false;
    f->dir = dir_of[d];
    s += strlen(dir_names[d]);
    for (f->mode = 0; f->mode < sizeof modes / sizeof *modes; f->mode++) {
        size_t len = strlen(modes[f->mode].llvm);
        if (!strncmp(s, modes[f->mode].llvm, len) && s[len] == '.')
            break;
    }
    if (f->mode == sizeof modes / sizeof *modes)
        return false;
    s += strlen(modes[f->mode].llvm) + 1;
    if (s[0] < '1' || s[0] > '5' || strcmp(s + 1, "d"))
        return false;
    f->dims = (uint32_t)(s[0] - '0');
    bool g4 = f->mode < 2, scatter = f->mode == 1;
    f->coords = g4 ? 5 : f->dims;
    int off = modes[f->mode].offsets;
    f->offsets = (uint32_t)(off < 0 ? (int)f->dims - 2 : off);
    /* gather4/scatter4 are 2-d (five coordinates: a column and four rows);
     * the im2col modes 3-d to 5-d; a copy to global memory here is only
     * scatter4 (the rest are pattern rows). */
    if (g4)
        return f->dims == 2 && scatter == (f->dir == TMA_S2G);
    return f->dir != TMA_S2G && (f->mode == 2 || f->dims >= 3);
}

static bool is_int(const Type *t, unsigned bits) { return t->kind == TY_INT && t->bits == bits; }
static bool is_ptr(const Type *t, unsigned as) { return t->kind == TY_PTR && t->addrspace == as; }

/* The pointers that lead the list: g2s (dst in .shared::cluster, mbarrier,
 * tensor map), g2s.cta (dst in .shared::cta, ...), prefetch (tensor map),
 * s2g (source in .shared::cta, tensor map). */
static uint32_t lead_ptrs(const TmaForm *f)
{
    return f->dir == TMA_PREFETCH ? 1 : f->dir == TMA_S2G ? 2 : 3;
}

static uint32_t tma_nargs(const TmaForm *f)
{
    uint32_t n = lead_ptrs(f) + f->coords + f->offsets + 1; /* + cache hint */
    return f->dir == TMA_G2S ? n + 1 + 3 : n + 1;          /* mask; flags */
}

static bool tma_types(const Instr *i, const TmaForm *f)
{
    static const unsigned lead[4][3] = {
        [TMA_G2S] = {7, 3, 0}, [TMA_G2S_CTA] = {3, 3, 0}, [TMA_PREFETCH] = {0}, [TMA_S2G] = {3, 0}};
    uint32_t k = 0, np = lead_ptrs(f);
    bool ok = i->nargs == tma_nargs(f) && i->v.type->kind == TY_VOID;
    for (; ok && k < np; k++)
        ok = is_ptr(instr_op(i, k)->type, lead[f->dir][k]);
    for (uint32_t j = 0; ok && j < f->coords; j++)
        ok = is_int(instr_op(i, k++)->type, 32);
    for (uint32_t j = 0; ok && j < f->offsets; j++)
        ok = is_int(instr_op(i, k++)->type, 16);
    if (ok && f->dir == TMA_G2S)
        ok = is_int(instr_op(i, k++)->type, 16);
    ok = ok && is_int(instr_op(i, k++)->type, 64);
    for (uint32_t j = 0; ok && j < (f->dir == TMA_G2S ? 2u : 1u); j++)
        ok = is_int(instr_op(i, k++)->type, 1);
    return ok && (f->dir != TMA_G2S || is_int(instr_op(i, k)->type, 32));
}

/* Kids [from, from + n) of operands [k, k + n). */
static void take(IselCtx *c, const Instr *i, DagNode **kids, uint32_t *nk, uint32_t k, uint32_t n)
{
    for (uint32_t j = 0; j < n; j++)
        kids[(*nk)++] = dag_value(c, instr_op(i, k + j));
}

typedef struct TmaFlags {
    int64_t mc, ch, group;
} TmaFlags;

/* [map, {coords}] with the kids appended: the tensor map and coordinates. */
static MOp tensor_operand(IselCtx *c, const Instr *i, const TmaForm *f, DagNode **kids,
                          uint32_t *nk, uint32_t tmap)
{
    uint32_t t = *nk;
    take(c, i, kids, nk, tmap, 1 + f->coords);
    MOp m[2] = {ptx_kid(t), ptx_text_list(c, false, t + 1, f->coords)};
    return mo_addr_list(c, m, 2);
}

/* The modifiers of the copy (after "cp") and its operands ops[0..*no). */
static const char *build_ops(IselCtx *c, const Instr *i, const TmaForm *f, const TmaFlags *fl,
                             DagNode **kids, uint32_t *nk, MOp *ops, uint32_t *no)
{
    const char *mode = modes[f->mode].ptx, *ch = fl->ch ? ".L2::cache_hint" : "", *mods;
    uint32_t np = lead_ptrs(f), offs = np + f->coords;
    uint32_t hint = offs + f->offsets + (f->dir == TMA_G2S);
    if (f->dir == TMA_PREFETCH) {
        mods = fn_strf(c, ".async.bulk.prefetch.tensor.%ud.L2.global.%s%s", f->dims, mode, ch);
        ops[(*no)++] = tensor_operand(c, i, f, kids, nk, 0);
    } else if (f->dir == TMA_S2G) { /* [tensor], [source] */
        take(c, i, kids, nk, 0, 1);
        mods = fn_strf(c, ".async.bulk.tensor.%ud.global.shared::cta.%s.bulk_group%s", f->dims,
                       mode, ch);
        ops[(*no)++] = tensor_operand(c, i, f, kids, nk, 1);
        ops[(*no)++] = mo_addr(c, ptx_kid(0));
    } else { /* [destination], [tensor], [mbarrier] */
        take(c, i, kids, nk, 0, 2);
        bool cl = f->dir == TMA_G2S;
        mods = fn_strf(c, ".async.bulk.tensor.%ud.shared::%s.global.%s.mbarrier::complete_tx::bytes"
                       "%s%s%s", f->dims, cl ? "cluster" : "cta", mode,
                       fl->mc ? ".multicast::cluster" : "", ch,
                       fl->group ? fn_strf(c, ".cta_group::%lld", (long long)fl->group) : "");
        ops[(*no)++] = mo_addr(c, ptx_kid(0));
        ops[(*no)++] = tensor_operand(c, i, f, kids, nk, 2);
        ops[(*no)++] = mo_addr(c, ptx_kid(1));
    }
    if (f->offsets) {
        ops[(*no)++] = ptx_text_list(c, false, *nk, f->offsets);
        take(c, i, kids, nk, offs, f->offsets);
    }
    if (fl->mc) {
        ops[(*no)++] = ptx_kid(*nk);
        take(c, i, kids, nk, hint - 1, 1);
    }
    if (fl->ch) {
        ops[(*no)++] = ptx_kid(*nk);
        take(c, i, kids, nk, hint, 1);
    }
    return mods;
}

/* TMA itself (PTX 8.6 for a .shared::cta destination), the Blackwell
 * modes, a CTA group. */
static bool tma_gates(IselCtx *c, const Instr *i, const char *name, const TmaForm *f,
                      const TmaFlags *fl)
{
    return ptx_text_gate(c, i, name, FEAT_TMA, f->dir == TMA_G2S_CTA ? 86 : 80) &&
           (!modes[f->mode].blackwell || ptx_text_gate(c, i, name, FEAT_TMA_BLACKWELL, 86)) &&
           (!fl->group || ptx_text_gate(c, i, name, FEAT_TMA_CTA_GROUP, 86));
}

static DagVal build_tma(IselCtx *c, const Instr *i, const char *name, const TmaForm *f)
{
    if (!tma_types(i, f))
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (not its LLVM "
                                                         "signature)", name));
    uint32_t last = i->nargs - 1;
    TmaFlags fl = {0, 0, 0};
    if (f->dir == TMA_G2S) {
        fl.mc = ptx_text_flag(i, last - 2, 0, 1), fl.ch = ptx_text_flag(i, last - 1, 0, 1);
        fl.group = ptx_text_flag(i, last, 0, 2);
    } else {
        fl.ch = ptx_text_flag(i, last, 0, 1);
    }
    if (fl.mc < 0 || fl.ch < 0 || fl.group < 0)
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (its flags are "
                                   "constants: i1 multicast and cache hint, a CTA group "
                                   "0..2)", name));
    if (!tma_gates(c, i, name, f, &fl))
        return dag_unsupported_val(c, i->v.type, NULL);
    DagNode *kids[TMA_MAX_OPS];
    MOp ops[6];
    uint32_t nk = 0, no = 0;
    const char *mods = build_ops(c, i, f, &fl, kids, &nk, ops, &no);
    dag_ptx_text(c, PI_CP, mods, ops, no, kids, nk);
    return (DagVal){NULL, 0};
}

/* ---------------- tensormap.replace ---------------- */

/* The fields of a 128-byte tensor map that tensormap.replace rewrites in
 * memory (.global or .shared::cta), with the ordinal some take (the
 * dimension: ptxas checks its range) and the constant others take.  The
 * element type and the swizzle fields are left out: which of their values
 * a target takes varies (ptxas refuses some on sm_90a), which this table
 * cannot say yet. */
static const struct {
    const char *llvm, *ptx;
    unsigned ords;  /* ordinals 0..ords-1; 0: none */
    unsigned bits;  /* the new value's width */
    int imm_max;    /* a constant 0..imm_max; -1: a register */
} tmap_fields[] = {
    {"global.address", "global_address", 0, 64, -1}, {"rank", "rank", 0, 32, -1},
    {"global.stride", "global_stride", 4, 64, -1},    {"box.dim", "box_dim", 5, 32, -1},
    {"global.dim", "global_dim", 5, 32, -1},          {"element.stride", "element_stride", 5, 32, -1},
    {"interleave.layout", "interleave_layout", 0, 32, 2}, {"fill.mode", "fill_mode", 0, 32, 1},
};

/* llvm.nvvm.tensormap.replace.<field>.p<AS>(ptr, [i32 ordinal,] value). */
static DagVal build_tmap_replace(IselCtx *c, const Instr *i, const char *name, unsigned fld,
                                 unsigned as)
{
    uint32_t n = 2 + (tmap_fields[fld].ords != 0);
    const Value *p = i->nargs == n ? instr_op(i, 0) : NULL;
    const Value *v = p ? instr_op(i, n - 1) : NULL;
    if (!p || !is_ptr(p->type, as) || !is_int(v->type, tmap_fields[fld].bits) ||
        (n == 3 && !is_int(instr_op(i, 1)->type, 32)))
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (not its LLVM "
                                                         "signature)", name));
    if (as != 1 && as != 3)
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (PTX's "
                                   "tensormap.replace takes a .global or .shared::cta "
                                   "address)", name));
    int64_t ord = n == 3 ? ptx_text_flag(i, 1, 0, tmap_fields[fld].ords - 1) : 0;
    int imm = tmap_fields[fld].imm_max;
    int64_t val = imm >= 0 ? ptx_text_flag(i, n - 1, 0, imm) : 0;
    if (ord < 0 || val < 0)
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (%s is a "
                                   "constant 0..%d)", name, ord < 0 ? "the ordinal" : "the value",
                                   ord < 0 ? (int)tmap_fields[fld].ords - 1 : imm));
    if (!ptx_text_gate(c, i, name, FEAT_TENSORMAP_REPLACE, 83))
        return dag_unsupported_val(c, i->v.type, NULL);
    DagNode *kids[2] = {dag_value(c, p), imm < 0 ? dag_value(c, v) : NULL};
    MOp ops[3] = {mo_addr(c, ptx_kid(0))}; /* [map][, ordinal], value */
    uint32_t no = 1;
    if (n == 3)
        ops[no++] = mo_imm(ord);
    ops[no++] = imm < 0 ? ptx_kid(1) : mo_imm(val);
    dag_ptx_text(c, PI_TENSORMAP, fn_strf(c, ".replace.tile.%s.%s.b1024.b%u", tmap_fields[fld].ptx,
                                          as == 1 ? "global" : "shared::cta", tmap_fields[fld].bits),
                 ops, no, kids, imm < 0 ? 2 : 1);
    return (DagVal){NULL, 0};
}

static bool family_tmap_replace(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    static const char prefix[] = "llvm.nvvm.tensormap.replace.";
    if (strncmp(name, prefix, sizeof prefix - 1))
        return false;
    const char *s = name + sizeof prefix - 1;
    for (unsigned k = 0; k < sizeof tmap_fields / sizeof *tmap_fields; k++) {
        unsigned long as;
        if (!ptx_text_word_num(s, tmap_fields[k].llvm, ".p", &as))
            continue;
        *out = build_tmap_replace(c, i, name, k, (unsigned)as);
        return true;
    }
    return false;
}

bool family_tma(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    static const char prefix[] = "llvm.nvvm.cp.async.bulk.tensor.";
    TmaForm f;
    if (family_tmap_replace(c, i, name, out))
        return true;
    if (strncmp(name, prefix, sizeof prefix - 1) || !parse_tma(name + sizeof prefix - 1, &f))
        return false;
    *out = build_tma(c, i, name, &f);
    return true;
}
