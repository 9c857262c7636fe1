/*
 * isel/lower/tcgen05.c -- the tensor-memory moves and matrix multiplies of
 * Blackwell (tcgen05.ld, tcgen05.st, tcgen05.mma and its forms).
 *
 * The rest of the family (alloc, dealloc, commit, fence, wait, shift, cp)
 * is one rule each in isel/select/nvptx.md.  These three are not: tcgen05.ld and
 * .st move 1 to 128 registers in one brace list, and tcgen05.mma's
 * operand list grows and shrinks with the name (.sp adds a metadata
 * address, .disable_output_lane a mask vector, .block_scale two scale
 * addresses, .scale_d and .zero_col_mask a trailing operand) while its
 * qualifiers come from constant flag operands (kind, CTA group, collector
 * usage).  So the builders below check the name, the LLVM signature
 * (LLVM 22's IntrinsicsNVVM.td) and the flags, then build the machine
 * instruction of a PTX_TEXT node (isel/select/ptxtext.c).  What PTX lacks -- a flag out of
 * range, a kind that .scale_d or .ashift cannot take -- is a located
 * error, never PTX that ptxas rejects.
 *
 * Tensor memory is addressed by 32-bit pointers in addrspace(6) (the "p6:32"
 * of LLVM 21+'s nvptx64 layout); a 64-bit one is refused, like the rest of
 * the family (isel/lower/warp.c).  A function keeps one .cta_group (ptxas
 * refuses a mix): tcgen05_group_clash() is shared with the rules' check.
 *
 * Sources: PTX ISA, "Tensor Core 5th Generation Family Instructions"
 * (tcgen05.ld, tcgen05.st, tcgen05.mma, tcgen05.mma.sp, tcgen05.mma.ws);
 * NVPTXUsage (the llvm.nvvm.tcgen05.* intrinsics and their flags).
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

enum {
    TC_MAX_VEC = 128, /* registers of the widest tcgen05.ld/st */
    TC_MAX_OPS = 16,  /* register operands of a tcgen05.mma */
};

/* ---------------- shared checks ---------------- */

bool tcgen05_group_clash(IselCtx *c, const Instr *i, const char *name, unsigned g)
{
    if (!c->mf->cta_group)
        c->mf->cta_group = g;
    if (c->mf->cta_group == g)
        return false;
    diag_error(c->diag, i->v.loc, "unsupported: '@%s' (.cta_group::%u) in a function that "
               "already uses .cta_group::%u: PTX allows one of them per function", name, g,
               c->mf->cta_group);
    return true;
}

static DagVal refuse(IselCtx *c, const Instr *i, const char *name, const char *why)
{
    return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (%s)", name, why));
}

static bool is_int(const Type *t, unsigned bits) { return t->kind == TY_INT && t->bits == bits; }
static bool is_tmem(const Type *t) { return t->kind == TY_PTR && t->addrspace == 6; }

/* i32 or <n x i32> of exactly n words. */
static bool is_words(const Type *t, uint32_t n)
{
    if (n == 1)
        return is_int(t, 32);
    return t->kind == TY_VEC && !t->scalable && t->count == n && is_int(t->elem, 32);
}

/* The target check every form shares, and the tensor-memory pointer width. */
static bool tmem_ok(IselCtx *c, const Instr *i, const char *name)
{
    if (!c->tmem_ptr32) {
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' on a 64-bit tensor-memory pointer: "
                   "PTX addresses tensor memory with 32 bits (the data layout's \"p6:32:32\", "
                   "as LLVM 21 and later write it)", name);
        return false;
    }
    return ptx_text_gate(c, i, name, FEAT_TCGEN05, 86);
}

/* ---------------- tcgen05.ld and tcgen05.st ---------------- */

/* The shapes, and how many registers one .x1 moves (16x128b two, 16x256b
 * four; the others one). */
static const struct { const char *name; unsigned shift; } ldst_shapes[] = {
    {"16x64b", 0}, {"16x128b", 1}, {"16x256b", 2}, {"32x32b", 0}, {"16x32bx2", 0},
};

/* "<shape>.x<N>" after "llvm.nvvm.tcgen05.ld.": the shape's index and the
 * registers moved, or false. */
static bool parse_ldst(const char *s, unsigned *shape, uint32_t *words, unsigned *num)
{
    for (unsigned k = 0; k < sizeof ldst_shapes / sizeof *ldst_shapes; k++) {
        unsigned long n;
        if (!ptx_text_word_num(s, ldst_shapes[k].name, ".x", &n))
            continue;
        if (n == 0 || (n & (n - 1)) || (n << ldst_shapes[k].shift) > TC_MAX_VEC)
            return false;
        *shape = k, *num = (unsigned)n;
        *words = (uint32_t)(n << ldst_shapes[k].shift);
        return true;
    }
    return false;
}

/* ld: (tmem, [i64 offset,] i1 pack) -> i32 or <N x i32>;
 * st: (tmem, [i64 offset,] value, i1 unpack).  The 16x32bx2 shape's
 * offset (the second half's column) and the pack flag are constants. */
static DagVal build_ldst(IselCtx *c, const Instr *i, const char *name, bool st)
{
    unsigned shape, num;
    uint32_t words;
    if (!parse_ldst(name + strlen("llvm.nvvm.tcgen05.ld."), &shape, &words, &num))
        return refuse(c, i, name, "not a shape and count of LLVM's tcgen05.ld/st");
    bool half = !strcmp(ldst_shapes[shape].name, "16x32bx2");
    uint32_t nargs = 2u + half + st;
    const Value *val = st && i->nargs == nargs ? instr_op(i, 1 + half) : NULL;
    if (i->nargs != nargs || !is_tmem(instr_op(i, 0)->type) ||
        !(st ? is_words(val->type, words) && i->v.type->kind == TY_VOID
             : is_words(i->v.type, words)) ||
        !is_int(instr_op(i, nargs - 1)->type, 1) || (half && !is_int(instr_op(i, 1)->type, 64)))
        return refuse(c, i, name, "not its LLVM signature");
    int64_t pack = ptx_text_flag(i, nargs - 1, 0, 1), off = half ? ptx_text_flag(i, 1, 0, INT64_MAX) : 0;
    if (pack < 0 || off < 0)
        return refuse(c, i, name, "the pack flag and the 16x32bx2 offset are constants");
    if (!tmem_ok(c, i, name))
        return dag_unsupported_val(c, i->v.type, NULL);
    const char *qual = fn_strf(c, "%s.x%u%s.b32", ldst_shapes[shape].name, num,
                               !pack ? "" : st ? ".unpack::16b" : ".pack::16b");
    MOp ops[3], tmem = mo_addr(c, ptx_kid(0));
    uint32_t nops = 0;
    DagNode *kids[1 + TC_MAX_VEC];
    kids[0] = dag_value(c, instr_op(i, 0));
    if (st) { /* [tmem][, offset], {values} */
        DagVal v = dag_parts(c, val);
        for (uint32_t k = 0; k < words; k++)
            kids[1 + k] = v.p[k];
        ops[nops++] = tmem;
        if (half)
            ops[nops++] = mo_imm(off);
        ops[nops++] = ptx_text_list(c, false, 1, words);
        dag_ptx_text(c, PI_TCGEN05, fn_strf(c, ".st.sync.aligned.%s", qual), ops, nops, kids,
                     1 + words);
        return (DagVal){NULL, 0};
    }
    ops[nops++] = ptx_text_list(c, true, 0, words); /* {results}, [tmem][, offset] */
    ops[nops++] = tmem;
    if (half)
        ops[nops++] = mo_imm(off);
    DagNode *n = dag_ptx_text(c, PI_TCGEN05, fn_strf(c, ".ld.sync.aligned.%s", qual), ops, nops,
                              kids, 1);
    return ptx_text_results(c, i, n);
}

/* ---------------- tcgen05.mma ---------------- */

/* What the name says, after "llvm.nvvm.tcgen05.mma". */
typedef struct MmaForm {
    bool ws, sp, tensor, scale_d, ashift, zero_col;
    unsigned lanes_group;  /* .disable_output_lane.cgN: N, else 0 */
    const char *block;     /* .<kind>.block_scale[.blockNN]: the kind and the rest */
    const char *block_vec; /* "", ".block16", ".block32" */
} MmaForm;

/* Eat ".<word>" from *s when it is next. */
static bool eat(const char **s, const char *word)
{
    size_t len = strlen(word);
    if ((*s)[0] != '.' || strncmp(*s + 1, word, len) || ((*s)[len + 1] && (*s)[len + 1] != '.'))
        return false;
    *s += len + 1;
    return true;
}

static const char *const block_kinds[] = {"mxf8f6f4", "mxf4nvf4", "mxf4"};

static bool parse_mma(const char *s, MmaForm *f)
{
    *f = (MmaForm){.block_vec = ""};
    f->ws = eat(&s, "ws");
    f->sp = eat(&s, "sp");
    f->tensor = eat(&s, "tensor");
    if (!f->tensor && !eat(&s, "shared"))
        return false;
    for (unsigned k = 0; k < 3 && !f->ws; k++)
        if (eat(&s, block_kinds[k])) {
            f->block = block_kinds[k];
            if (!eat(&s, "block_scale"))
                return false;
            f->block_vec = eat(&s, "block16") ? ".block16" : eat(&s, "block32") ? ".block32" : "";
            return !*s;
        }
    if (f->ws) {
        f->zero_col = eat(&s, "zero_col_mask");
        return !*s;
    }
    f->scale_d = eat(&s, "scale_d");
    if (eat(&s, "disable_output_lane"))
        f->lanes_group = eat(&s, "cg1") ? 1 : eat(&s, "cg2") ? 2 : 0;
    f->ashift = f->tensor && eat(&s, "ashift");
    return !*s;
}

static const char *const mma_kinds[] = {"f16", "tf32", "f8f6f4", "i8"};
static const char *const collector_uses[] = {"discard", "lastuse", "fill", "use"};

/* The operands after the common five (d, a, b, idesc, enable_input_d):
 * their count, then the number of constant flags that end the list. */
static uint32_t mma_nargs(const MmaForm *f)
{
    uint32_t n = 5 + f->sp;
    if (f->block)
        return n + 2 + 2; /* scale_a, scale_b; cta_group, collector */
    if (f->ws)
        return n + f->zero_col + 3; /* kind, collector buffer, usage */
    n += f->scale_d + (f->lanes_group != 0);
    return n + (f->lanes_group ? 2 : 3); /* kind[, cta_group], collector */
}

/* Types of the operands before the flags, in order. */
static bool mma_types(const Instr *i, const MmaForm *f, uint32_t nflags)
{
    uint32_t k = 0, end = i->nargs - nflags;
    bool ok = is_tmem(instr_op(i, k++)->type);
    ok = ok && (f->tensor ? is_tmem(instr_op(i, k)->type) : is_int(instr_op(i, k)->type, 64));
    k++;
    ok = ok && is_int(instr_op(i, k++)->type, 64) && is_int(instr_op(i, k++)->type, 32) &&
         is_int(instr_op(i, k++)->type, 1);
    if (f->sp)
        ok = ok && is_tmem(instr_op(i, k++)->type);
    if (f->block)
        ok = ok && is_tmem(instr_op(i, k)->type) && is_tmem(instr_op(i, k + 1)->type), k += 2;
    if (f->scale_d || f->zero_col)
        ok = ok && is_int(instr_op(i, k++)->type, 64);
    if (f->lanes_group)
        ok = ok && is_words(instr_op(i, k++)->type, f->lanes_group == 1 ? 4 : 8);
    ok = ok && k == end;
    for (; ok && k < i->nargs; k++)
        ok = is_int(instr_op(i, k)->type, 32);
    return ok;
}

typedef struct MmaText {
    const char *qual;     /* after "tcgen05.mma" */
    unsigned group;
    int64_t kind;         /* index in mma_kinds (0 for .block_scale) */
} MmaText;

/* The qualifiers from the flags, or a reason to refuse. */
static const char *mma_qualifiers(IselCtx *c, const Instr *i, const MmaForm *f, MmaText *t)
{
    uint32_t fl = i->nargs - (f->block ? 2 : f->ws ? 3 : f->lanes_group ? 2 : 3);
    int64_t kind = f->block ? 0 : ptx_text_flag(i, fl, 0, f->scale_d ? 1 : 3);
    if (kind < 0)
        return f->scale_d ? "the kind flag is a constant: 0 (f16) or 1 (tf32) with .scale_d"
                          : "the kind flag is a constant 0..3 (f16, tf32, f8f6f4, i8)";
    uint32_t next = fl + !f->block;
    int64_t group = f->ws ? 1 : f->lanes_group ? f->lanes_group : ptx_text_flag(i, next++, 1, 2);
    if (group < 0)
        return "the CTA group flag is a constant 1 or 2";
    const char *kq = f->block ? fn_strf(c, "kind::%s.block_scale%s", f->block, f->block_vec)
                              : fn_strf(c, "kind::%s", mma_kinds[kind]);
    int64_t buf = f->ws ? ptx_text_flag(i, next++, 0, 3) : 0;
    int64_t use = ptx_text_flag(i, next, 0, f->ashift ? 1 : 3);
    if (buf < 0 || use < 0)
        return f->ashift ? "the collector usage is a constant: 0 (discard) or 1 (lastuse) "
                           "with .ashift"
                         : "the collector flags are constants 0..3";
    const char *coll = f->ws ? fn_strf(c, "collector::b%lld::%s", (long long)buf,
                                       collector_uses[use])
                             : fn_strf(c, "collector::a::%s", collector_uses[use]);
    t->group = (unsigned)group;
    t->kind = kind;
    t->qual = fn_strf(c, "%s%s.cta_group::%u.%s%s.%s", f->ws ? ".ws" : "", f->sp ? ".sp" : "",
                      t->group, kq, f->ashift ? ".ashift" : "", coll);
    return NULL;
}

/* The register operands in PTX's order and the operands that name them. */
static DagVal emit_mma(IselCtx *c, const Instr *i, const MmaForm *f, const MmaText *t)
{
    DagNode *kids[TC_MAX_OPS];
    MOp ops[TC_MAX_OPS];
    uint32_t nk = 0, no = 0, k = 5;
    for (uint32_t j = 0; j < 4; j++) /* d, a, b, idesc */
        kids[nk++] = dag_value(c, instr_op(i, j));
    ops[no++] = mo_addr(c, ptx_kid(0));
    ops[no++] = f->tensor ? mo_addr(c, ptx_kid(1)) : ptx_kid(1);
    ops[no++] = ptx_kid(2);
    if (f->sp) {
        kids[nk] = dag_value(c, instr_op(i, k++));
        ops[no++] = mo_addr(c, ptx_kid(nk++));
    }
    ops[no++] = ptx_kid(3);
    if (f->block) {
        for (int s = 0; s < 2; s++) {
            kids[nk] = dag_value(c, instr_op(i, k++));
            ops[no++] = mo_addr(c, ptx_kid(nk++));
        }
    }
    MOp tail = {.kind = MO_NONE}; /* after enable_input_d (.scale_d or .zero_col_mask) */
    if (f->scale_d)
        tail = mo_imm(ptx_text_flag(i, k++, 0, INT64_MAX));
    if (f->zero_col) {
        kids[nk] = dag_value(c, instr_op(i, k++));
        tail = ptx_kid(nk++);
    }
    if (f->lanes_group) {
        DagVal v = dag_parts(c, instr_op(i, k++));
        ops[no++] = ptx_text_list(c, false, nk, v.n);
        for (uint32_t j = 0; j < v.n; j++)
            kids[nk++] = v.p[j];
    }
    kids[nk] = dag_value(c, instr_op(i, 4)); /* enable_input_d, a predicate */
    ops[no++] = ptx_kid(nk++);
    if (tail.kind != MO_NONE)
        ops[no++] = tail;
    dag_ptx_text(c, PI_TCGEN05, fn_strf(c, ".mma%s", t->qual), ops, no, kids, nk);
    return (DagVal){NULL, 0};
}

/* The forms narrower than the family (targets/features.def says which
 * targets have them, and why); every .block_scale needs PTX 8.8. */
static bool mma_gates(IselCtx *c, const Instr *i, const char *name, const MmaForm *f,
                      const MmaText *t)
{
    if (t->kind == 3 && !ptx_text_gate(c, i, name, FEAT_TCGEN05_I8, 86))
        return false;
    if (f->scale_d && !ptx_text_gate(c, i, name, FEAT_TCGEN05_SCALE_D, 86))
        return false;
    if (f->block && f->sp && strcmp(f->block, "mxf8f6f4") &&
        !ptx_text_gate(c, i, name, FEAT_TCGEN05_SP_MXF4, 88))
        return false;
    return !f->block || ptx_text_gate(c, i, name, FEAT_TCGEN05, 88);
}

static DagVal build_mma(IselCtx *c, const Instr *i, const char *name)
{
    MmaForm f;
    MmaText t;
    const char *why;
    if (!parse_mma(name + strlen("llvm.nvvm.tcgen05.mma"), &f))
        return refuse(c, i, name, "not a form of LLVM's tcgen05.mma");
    uint32_t nflags = f.block ? 2 : f.ws ? 3 : f.lanes_group ? 2 : 3;
    if (i->nargs != mma_nargs(&f) || i->v.type->kind != TY_VOID || !mma_types(i, &f, nflags))
        return refuse(c, i, name, "not its LLVM signature");
    if (f.scale_d && ptx_text_flag(i, i->nargs - nflags - (f.lanes_group != 0) - 1, 0, 15) < 0)
        return refuse(c, i, name, "the .scale_d operand is a constant 0..15");
    if ((why = mma_qualifiers(c, i, &f, &t)))
        return refuse(c, i, name, why);
    if (tcgen05_group_clash(c, i, name, t.group) || !tmem_ok(c, i, name) ||
        !mma_gates(c, i, name, &f, &t))
        return dag_unsupported_val(c, i->v.type, NULL);
    return emit_mma(c, i, &f, &t);
}

/* ---------------- the family ---------------- */

bool family_tcgen05(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (!strncmp(name, "llvm.nvvm.tcgen05.ld.", 21))
        *out = build_ldst(c, i, name, false);
    else if (!strncmp(name, "llvm.nvvm.tcgen05.st.", 21))
        *out = build_ldst(c, i, name, true);
    else if (!strncmp(name, "llvm.nvvm.tcgen05.mma", 21) &&
             (name[21] == '.' || name[21] == 0))
        *out = build_mma(c, i, name);
    else
        return false;
    return true;
}
