/*
 * isel/select/select.c -- instruction selection of one function: block layout,
 * argument loads, and per block: DAG, labelling, then every root through
 * the three selector layers in their fixed order (as in LLVM's NVPTX
 * selector):
 *
 *   1. intrinsic-with-chain: calls and returns (call.c: a call is a
 *      bracketed sequence of .param declarations, not a tree), atomics
 *      (atomic.c), the hand-built warp nodes (warp.c), the hand-selected
 *      i128 nodes (wide.c: carry pairs, the division loop), memcpy/memset
 *      loops (memintr.c) and inline asm (asm.c);
 *   2. vector load/store: ld/st.v2 and .v4 (dag_mem.c);
 *   3. the generated matcher: the cover computed by label.c, expanded by
 *      reduce.c -- everything else, intrinsics named in nvptx.md included.
 * A layer that does not handle a node returns false and the next one tries.
 *
 * Layout: machine blocks follow IR block order; a split edge's block goes
 * right after its source block.  Invariant: PHI copies of an edge run
 * after every instruction of the source block and before its branch.
 */
#include <stdarg.h>
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

/* ---------------- machine code builders ---------------- */

VReg mf_new_vreg(IselCtx *c, RegClass rc)
{
    if (c->mf->nregs[rc] + 1 >= ISEL_MAX_REGS)
        BUG("more than ISEL_MAX_REGS virtual registers in one class");
    return VREG(rc, ++c->mf->nregs[rc]);
}

/* ---------------- fn_strf ---------------- */

/* A string the selector builds (a symbol, a modifier, an operand) is
 * formatted tens of thousands of times per module, and vsnprintf costs
 * about a thousand instructions a call, whatever the format.  Every
 * format of the selector is made of text and the plainest conversions,
 * so fn_strf writes those itself: %s %c %d %i %u %x %X %%, each with an
 * optional 0 flag and width, and the length modifiers l, ll and z (z with
 * u, x, X).  Anything else (a precision, the - flag, a null %s, a result
 * longer than the buffer) makes strf_plain give up, and vsnprintf writes
 * the string; both give the same text, which tests/unit/test_strf.c
 * checks against snprintf. */
typedef struct Strf {
    char *p;
    size_t n, cap;
} Strf;

static bool strf_put(Strf *o, const char *s, size_t len)
{
    if (len >= o->cap - o->n)
        return false;
    memcpy(o->p + o->n, s, len);
    o->n += len;
    return true;
}

static bool strf_pad(Strf *o, char fill, size_t count)
{
    if (count >= o->cap - o->n)
        return false;
    memset(o->p + o->n, fill, count);
    o->n += count;
    return true;
}

/* A number: sign, then digits (base 10 or 16), padded to width. */
static bool strf_number(Strf *o, bool neg, unsigned long long v, unsigned base, bool upper,
                        bool zero, unsigned width)
{
    const char *digit = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char tmp[24];
    size_t k = sizeof tmp;
    do
        tmp[--k] = digit[v % base];
    while (v /= base);
    size_t len = sizeof tmp - k + neg;
    size_t pad = width > len ? width - len : 0;
    if (!zero && !strf_pad(o, ' ', pad))
        return false;
    if (neg && !strf_put(o, "-", 1))
        return false;
    if (zero && !strf_pad(o, '0', pad))
        return false;
    return strf_put(o, tmp + k, sizeof tmp - k);
}

static bool strf_plain(Strf *o, const char *fmt, va_list ap)
{
    for (const char *f = fmt; *f; f++) {
        const char *text = f;
        while (*f && *f != '%')
            f++;
        if (!strf_put(o, text, (size_t)(f - text)))
            return false;
        if (!*f)
            break;
        f++;
        bool zero = *f == '0';
        f += zero;
        unsigned width = 0;
        while (*f >= '0' && *f <= '9' && width < 64)
            width = width * 10 + (unsigned)(*f++ - '0');
        int len = 0; /* 1 l, 2 ll, 3 z */
        if (*f == 'l')
            len = f[1] == 'l' ? (f += 2, 2) : (f++, 1);
        else if (*f == 'z')
            len = 3, f++;
        switch (*f) {
        case 'd': case 'i': {
            if (len == 3)
                return false;
            long long v = len == 0 ? va_arg(ap, int) : len == 1 ? va_arg(ap, long)
                                                                : va_arg(ap, long long);
            unsigned long long mag = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
            if (!strf_number(o, v < 0, mag, 10, false, zero, width))
                return false;
            break;
        }
        case 'u': case 'x': case 'X': {
            unsigned long long v = len == 0   ? va_arg(ap, unsigned)
                                   : len == 1 ? va_arg(ap, unsigned long)
                                   : len == 2 ? va_arg(ap, unsigned long long)
                                              : va_arg(ap, size_t);
            if (!strf_number(o, false, v, *f == 'u' ? 10 : 16, *f == 'X', zero, width))
                return false;
            break;
        }
        case 's': case 'c': {
            char ch;
            const char *s = *f == 's' ? va_arg(ap, const char *) : &ch;
            if (*f == 'c')
                ch = (char)va_arg(ap, int);
            if (zero || len || !s)
                return false;
            size_t sl = *f == 's' ? strlen(s) : 1;
            if (!strf_pad(o, ' ', width > sl ? width - sl : 0) || !strf_put(o, s, sl))
                return false;
            break;
        }
        case '%':
            if (zero || width || len || !strf_put(o, "%", 1))
                return false;
            break;
        default: return false;
        }
    }
    o->p[o->n] = '\0';
    return true;
}

/* Formatted into the function arena: by strf_plain when it can (nearly
 * always), else by vsnprintf -- once into a buffer on the stack, a second
 * time only when the result is longer. */
char *fn_strf(const IselCtx *c, const char *fmt, ...)
{
    char buf[128];
    Strf o = {buf, 0, sizeof buf};
    va_list ap;
    va_start(ap, fmt);
    bool plain = strf_plain(&o, fmt, ap);
    va_end(ap);
    int n = (int)o.n;
    if (!plain) {
        va_start(ap, fmt);
        n = vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        if (n < 0)
            BUG("fn_strf: bad format '%s'", fmt);
    }
    char *s = arena_alloc(c->fn_arena, (size_t)n + 1);
    if ((size_t)n < sizeof buf) {
        memcpy(s, buf, (size_t)n + 1);
        return s;
    }
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

/* "%r12": written by hand, not through printf, which costs about twenty
 * times as much and is asked for tens of thousands of names. */
const char *vreg_name(const IselCtx *c, VReg v)
{
    const char *prefix = rc_prefix(VREG_CLASS(v));
    size_t len = strlen(prefix);
    char digits[10];
    unsigned num = VREG_NUM(v), k = 0;
    do
        digits[k++] = (char)('0' + num % 10);
    while (num /= 10);
    char *s = arena_alloc(c->fn_arena, len + k + 1); /* zeroed: the NUL */
    memcpy(s, prefix, len);
    while (k)
        s[len++] = digits[--k];
    return s;
}

bool isel_failed(const IselCtx *c) { return c->diag->errors > c->errors_before; }

char *param_sym(IselCtx *c, const Global *fn, uint32_t i)
{
    return fn_strf(c, "%s_param_%u", ptx_symbol(c->fn_arena, c->m, fn), i);
}

/* ---------------- layout ---------------- */

/* Machine block numbers: mb[b->index] for IR block b; the split block of
 * edge b->succs[k] is split[b->index][k] (0 if the edge is not split).
 * A block with many successors (a big switch) answers edge_target from
 * a table by successor instead of a scan of its edges: edge_mb[s->index]
 * is the split block of edge `edge_from` -> s when edge_seen[s->index]
 * is edge_from->index + 1.  The same stamps find repeated successors in
 * make_layout. */
typedef struct Layout {
    uint32_t *mb;
    uint32_t **split;
    uint32_t *edge_mb, *edge_seen;
    const Block *edge_from;
} Layout;

enum { EDGE_SCAN_MAX = 16 }; /* successors scanned; more: the table */

static MBlock *new_mblock(IselCtx *c, const char *name)
{
    MFunc *mf = c->mf;
    MBlock *b = arena_alloc(c->fn_arena, sizeof *b);
    b->num = mf->nblocks;
    b->name = name;
    mf->blocks[mf->nblocks++] = b;
    return b;
}

static uint32_t count_mblocks(const Global *fn)
{
    uint32_t n = 0;
    for (const Block *b = fn->first; b; b = b->next)
        n += 1 + b->nsuccs;
    return n;
}

static void make_layout(IselCtx *c, const Global *fn, Layout *l)
{
    l->mb = arena_array(c->fn_arena, fn->nblocks + 1, sizeof *l->mb);
    l->split = arena_array(c->fn_arena, fn->nblocks + 1, sizeof *l->split);
    c->mf->blocks = arena_array(c->fn_arena, count_mblocks(fn), sizeof *c->mf->blocks);
    l->edge_mb = arena_array(c->fn_arena, fn->nblocks + 1, sizeof *l->edge_mb);
    l->edge_seen = arena_array(c->fn_arena, fn->nblocks + 1, sizeof *l->edge_seen);
    for (const Block *b = fn->first; b; b = b->next) {
        l->mb[b->index] = new_mblock(c, b->v.name)->num;
        l->split[b->index] = arena_array(c->fn_arena, b->nsuccs + 1, sizeof(uint32_t));
        for (uint32_t k = 0; k < b->nsuccs; k++) {
            /* br %c, %s, %s: one edge, one block */
            bool dup = l->edge_seen[b->succs[k]->index] == b->index + 1;
            l->edge_seen[b->succs[k]->index] = b->index + 1;
            if (!dup && phi_edge_needs_split(b, b->succs[k]) &&
                c->phi.end_edge[b->index] != (int32_t)k) {
                MBlock *e = new_mblock(c, NULL);
                e->split_edge = true;
                l->split[b->index][k] = e->num;
            }
        }
    }
}

/* Fill the successor table for `from` (its first edge to each block). */
static void edge_table(Layout *l, const Block *from)
{
    for (uint32_t k = from->nsuccs; k-- > 0;) {
        l->edge_seen[from->succs[k]->index] = from->index + 1;
        l->edge_mb[from->succs[k]->index] = l->split[from->index][k];
    }
    l->edge_from = from;
}

uint32_t edge_target(IselCtx *c, const Block *from, const Block *to)
{
    Layout *l = (Layout *)c->layout;
    uint32_t split = 0;
    if (from->nsuccs <= EDGE_SCAN_MAX) {
        for (uint32_t k = 0; k < from->nsuccs && !split; k++)
            if (from->succs[k] == to)
                split = l->split[from->index][k];
    } else {
        if (l->edge_from != from)
            edge_table(l, from);
        if (l->edge_seen[to->index] == from->index + 1)
            split = l->edge_mb[to->index];
    }
    return split ? split : l->mb[to->index];
}

/* ---------------- layer 1: chained intrinsics and calls ---------------- */

bool select_chained_intrinsic(IselCtx *c, DagNode *n)
{
    return select_call(c, n) || select_atomic(c, n) || select_warp(c, n) ||
           select_wide(c, n) || select_memintr(c, n) || select_inline_asm(c, n) ||
           select_mma(c, n) || select_async(c, n) || select_switch(c, n) ||
           select_texsurf(c, n) || select_ptx_text(c, n);
}

/* ---------------- layer 2: vector memory ---------------- */

bool select_vector_memory(IselCtx *c, DagNode *n)
{
    switch (n->op) {
    case DOP_LOADV: return select_vector_load(c, n);
    case DOP_STOREV: return select_vector_store(c, n);
    default: return false;
    }
}

/* Which kids of hand-selected nodes may stay out of registers: an
 * immediate where PTX takes one (atom's value operands, a .param store of
 * an integer or f32/f64 constant -- call.c extends a small one itself),
 * an address folded into [%rd+off] (vector accesses). */
bool hand_kid_folds(const DagNode *n, uint32_t k)
{
    const DagNode *kid = n->kids[k];
    bool imm = dag_is_const(kid);
    switch (n->op) {
    case DOP_ATOMIC: case DOP_CMPXCHG: case DOP_ATOMIC_LOAD: case DOP_ATOMIC_STORE:
        return atomic_kid_folds(n, k);
    case DOP_PRED_PAIR: case DOP_LDU: return warp_kid_folds(n, k);
    case DOP_CALL: case DOP_RETVAL:
        return imm && kid->vt != VT_F16 && kid->vt != VT_BF16;
    case DOP_LOADV: return true;
    case DOP_MMA_LOAD: case DOP_MMA_STORE: case DOP_MMA: return mma_kid_folds(n, k);
    case DOP_ELECT: return imm;
    case DOP_STOREV: return k + 1 == n->nkids;
    case DOP_ADDCC: case DOP_SUBCC: return wide_kid_folds(n, k); /* wide.c */
    default: return false;
    }
}

const char *mf_local_label(IselCtx *c)
{
    return fn_strf(c, "$L__tnv%u_%u", c->mf->index, ++c->mf->nlabels);
}

/* ---------------- blocks ---------------- */

static void select_root(IselCtx *c, DagNode *n)
{
    if (select_chained_intrinsic(c, n) || select_vector_memory(c, n)) {
        if (c->opt.dump_isel)
            fprintf(c->opt.dump, "  root t%u: %s by the intrinsic-with-chain layer\n", n->id,
                    dagop_name(n->op));
        const char *mov = vt_dot(n->vt, 'b');
        MOp v = n->result;
        if (n->out && v.kind != MO_NONE && !(v.kind == MO_REG && !v.neg && v.reg == n->out))
            MI(c, MOV, mov, mo_reg(n->out), n->result);
        for (const ExtraOut *e = n->extra_out; e; e = e->next)
            MI(c, MOV, mov, mo_reg(e->reg), n->result);
    } else {
        select_matcher(c, n);
    }
    n->selected = true;
}

/* Copies that belong at the end of bb, before its branch: those of its
 * only successor, or of the edge phi_plan_copies chose. */
static void copies_at_end(IselCtx *c, const Block *bb)
{
    if (bb->nsuccs == 1 && block_has_phis(bb->succs[0]))
        phi_emit_copies(c, bb, bb->succs[0]);
    else if (c->phi.end_edge[bb->index] >= 0)
        phi_emit_copies(c, bb, bb->succs[c->phi.end_edge[bb->index]]);
}

/* Copies of the single incoming edge, at the start of bb. */
static void copies_at_start(IselCtx *c, const Block *bb)
{
    if (bb->npreds == 1 && bb->preds[0]->nsuccs > 1 && block_has_phis(bb))
        phi_emit_copies(c, bb->preds[0], bb);
}

/* One DAG: the whole block, or one chunk of a very long one (the phi
 * copies of the block's start go with its first, those of its end with
 * the branch, in its last). */
static bool select_dag(IselCtx *c, const Block *bb, const Instr *first, const Instr **next)
{
    arena_reset(c->dag_arena);
    Dag *d = dag_build(c, bb, first, next);
    if (isel_failed(c))
        return false;
    if (c->opt.dump_dag)
        dag_dump(c, c->opt.dump, d);
    if (!label_dag(c, d))
        return false;
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "selection of @%s, block %%%s:\n", c->fn->v.name,
                bb->v.name ? bb->v.name : "(entry)");
    if (first == bb->first) {
        copies_at_start(c, bb);
        phi_emit_entry_copies(c, bb);
    }
    for (uint32_t i = 0; i < d->n; i++) {
        DagNode *n = d->nodes[i];
        if (!n->root)
            continue;
        if (c->lines) /* the source line of what this root makes (ir/lines.c) */
            c->cur_line = lines_of_instr(c->lines, n->ir);
        if (dagop_flags(n->op) & DOP_TERM)
            copies_at_end(c, bb);
        select_root(c, n);
    }
    return true;
}

static bool select_block(IselCtx *c, const Block *bb)
{
    for (const Instr *first = bb->first, *next; first; first = next)
        if (!select_dag(c, bb, first, &next))
            return false;
    return true;
}

static void select_split_blocks(IselCtx *c, const Block *bb, const Layout *l)
{
    for (uint32_t k = 0; k < bb->nsuccs; k++) {
        uint32_t mb = l->split[bb->index][k];
        if (!mb)
            continue;
        c->cur = c->mf->blocks[mb];
        phi_emit_copies(c, bb, bb->succs[k]);
        mi_branch(c, VREG_NONE, false, l->mb[bb->succs[k]->index]);
    }
}

/* Each family's per-function tables point into the function arena, which
 * the writer resets after the function: they are forgotten before a
 * function (nothing stale from the last one is read) and after it
 * (nothing dangles). */
static void reset_function_state(IselCtx *c)
{
    c->layout = NULL;
    c->chunk_of = NULL;
    c->ldvec_reg = NULL;
    c->stvec_group = NULL;
    phi_state_reset(&c->phi);
    frame_state_reset(&c->frame);
    addrspace_reset(&c->addrspace);
    c->cur_line = (LineLoc){0, 0, 0};
}

MFunc *isel_function(IselCtx *c, const Global *fn, uint32_t index)
{
    reset_function_state(c);
    isel_need_memo_init(c);
    c->fn = fn;
    c->ftz32 = isel_fn_ftz32(c, fn);
    c->errors_before = c->diag->errors;
    c->mf = arena_alloc(c->fn_arena, sizeof *c->mf);
    *c->mf = (MFunc){.fn = fn, .index = index, .kernel = module_is_kernel(c->m, fn)};
    cfg_ensure((Module *)c->m, (Global *)fn); /* current after the verifier */
    if (!legal_function(c, fn))
        return NULL;
    Layout l = {0};
    c->layout = &l;
    phi_assign_vregs(c, fn);
    phi_plan_copies(c, fn);
    make_layout(c, fn, &l);
    frame_layout(c, fn);
    byval_layout(c, fn);
    global_ptrs_analyze(c, fn);
    space_twins_analyze(c, fn);
    c->cur = c->mf->blocks[0];
    frame_prologue(c);
    byval_prologue(c, fn);
    load_args(c, fn);
    global_ptrs_mark_entry(c);
    for (const Block *bb = fn->first; bb; bb = bb->next) {
        /* An unreachable block is not selected: its code never runs, and
         * it may use a value before (or as) defining it, since dominance
         * is not required where nothing runs (LLVM's rule). */
        if (bb != fn->first && bb->rpo == UINT32_MAX)
            continue;
        c->cur = c->mf->blocks[l.mb[bb->index]];
        if (loop_header_nounroll(bb)) /* first in the block: loophint.c */
            mi_text(c, ".pragma \"nounroll\";");
        if (!select_block(c, bb))
            break;
        select_split_blocks(c, bb, &l);
    }
    c->cur_line = (LineLoc){0, 0, 0}; /* the passes below make no line's code */
    arena_reset(c->dag_arena);
    if (!isel_failed(c))
        sym_hoist(c); /* mach/symhoist.c: one register per symbol address */
    if (!isel_failed(c))
        copy_fold(c); /* mach/copyfold.c: values computed into their copies */
    if (!isel_failed(c))
        coalesce(c); /* mach/coalesce.c: copies between registers never live at once */
    if (!isel_failed(c))
        isel_needs_from_table(c); /* needs.c: gating from the instructions */
    reset_function_state(c);
    return isel_failed(c) ? NULL : c->mf;
}
