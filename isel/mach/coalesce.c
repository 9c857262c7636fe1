/*
 * isel/mach/coalesce.c -- machine pass "coalesce": the two registers of a
 * copy become one register where they are never live at the same time,
 * and the copy goes.
 *
 * Why.  PHI elimination (phi.c) gives every phi a register of its own and
 * copies each incoming value into it on the incoming edge.  copy-fold
 * (copyfold.c) removes the copies it can prove locally, inside one block;
 * the rest cross blocks.  The corpus's wmma loop ends with
 *
 *     @%p5 bra $L__BB0_5;          (the loop's back edge)
 *     // split edge
 *     mov.f32 %f1, %f16;  ...      (eight copies: the exit phi's registers
 *     bra.uni $L__BB0_4;            take the accumulators)
 *
 * %f16 is the loop's accumulator and %f1 the value after the loop: %f16
 * is dead once %f1 is written, and %f1 is not written until the loop is
 * over.  One register can hold both, and the copies disappear (llc writes
 * the loop this way; ptxas keeps such copies, two SASS blocks here).
 *
 * The rule (Chaitin's coalescing test, on virtual registers): `mov P, X`
 * goes, with P and X renamed to one register, when at every instruction
 * that writes P, X is not live after it, and at every instruction that
 * writes X, P is not live after it -- except the copies between them,
 * after which both hold the same value.  Then no point holds two
 * different values that the one register would have to keep.  Merged
 * registers form a class (union-find); the test runs on classes, so
 * chains of copies (an exit phi taking a loop phi taking an entry value)
 * merge step by step.  A register that some path reads before writing
 * it holds garbage there already; sharing it does not change a value
 * the program may rely on.
 *
 * Liveness is the textbook backward dataflow over machine blocks, for
 * the registers that some copy mentions only (liveness of one register
 * does not depend on the others).  It is conservative wherever the
 * machine code is not fully known, which can only keep a copy:
 *
 *   - an instruction writes its first operand (the convention of
 *     copyfold.c and of every PTX instruction tnvcc writes); the write
 *     ends a live range only for the instructions of `pure_dest` below,
 *     without a guard; any other instruction that writes its first
 *     operand (wgmma's accumulators, mbarrier's state) is taken to read it
 *     too;
 *   - a guarded branch adds its target's live-in at its place in the
 *     block (phi copies run before a block's conditional branch); a jump
 *     table adds every target; a block falls through to the next block
 *     in layout unless it ends in an unguarded bra, ret, exit or brx;
 *   - a block with a local label (a loop that one hand-written layer,
 *     like memset's or a CAS loop, builds inside a block) is read as
 *     straight-line code, and no register it mentions is coalesced;
 *   - inline asm's outputs are written and its inputs read, as for an
 *     instruction (its text line lists them, asm.c, and names them by
 *     marks that the printer spells, so renaming them renames them in
 *     the text); in an asm with an early-clobber output, no output may
 *     share a register with an input (it may write before it reads); a
 *     function with a text line that names registers without listing
 *     them (an asm of more operands than marks can number) is left
 *     alone.
 *
 * Cost: a copy's test scans forward from each write of the two classes
 * to the end of its block (at most SCAN_MAX instructions, past which the
 * registers are taken to interfere), and each merge ORs one live-in bit
 * set per block; a function whose bit sets would pass LIVE_WORDS_MAX
 * words, or whose tests pass WORK_MAX steps, keeps its remaining copies.
 * Both limits make the output depend on the input alone.
 *
 * Runs after copy-fold, before the needs of the instructions are read;
 * not at -O0.  Invariant kept: the function's instructions compute the
 * same values; only register names change, and copies of a register
 * into itself go.
 */
#include <string.h>

#include "isel/isel.h"

enum {
    SCAN_MAX = 512,              /* instructions one liveness query walks */
    WORK_MAX = 1 << 22,          /* instructions all queries walk */
    LIVE_WORDS_MAX = 1 << 20,    /* 64-bit words of live-in sets (8 MB) */
};

/* One instruction that writes a candidate register. */
typedef struct Def {
    MInstr *mi;
    uint32_t block;
    uint32_t next;               /* the class's next write, or UINT32_MAX */
} Def;

typedef struct Coal {
    IselCtx *c;
    MFunc *mf;
    uint32_t base[RC__COUNT + 1]; /* dense index of each class's registers */
    int32_t *cand;               /* by dense index: candidate number, or -1 */
    uint32_t ncand, words;
    uint32_t *parent;            /* union-find over candidates */
    uint64_t *live;              /* live-in: block * words, by class root */
    int32_t *fall;               /* by block: the block it falls into, or -1 */
    Def *defs;
    uint32_t ndefs;
    uint32_t *head, *tail;       /* by class root: its writes */
    uint64_t work;
} Coal;

/* ---- registers and operands ------------------------------------------ */

static uint32_t dense(const Coal *k, VReg r)
{
    return k->base[VREG_CLASS(r)] + VREG_NUM(r);
}

static uint32_t find(Coal *k, uint32_t x)
{
    while (k->parent[x] != x)
        x = k->parent[x] = k->parent[k->parent[x]];
    return x;
}

/* The class of register r, or -1 where r is no candidate. */
static int32_t class_of(Coal *k, VReg r)
{
    int32_t n = k->cand[dense(k, r)];
    return n < 0 ? -1 : (int32_t)find(k, (uint32_t)n);
}

/* Instructions whose first operand is only written, never read: a write
 * by one of them (unguarded) ends the live range of what it writes.
 * Any other instruction is taken to read what it writes, which can only
 * make registers live longer, never shorter. */
static bool pure_dest(PtxOp op)
{
    switch (op) {
    case PI_ABS: case PI_ACTIVEMASK: case PI_ADD: case PI_AND: case PI_ATOM:
    case PI_BFE: case PI_BFI: case PI_BFIND: case PI_BMSK: case PI_BREV:
    case PI_CLZ: case PI_CNOT: case PI_COPYSIGN: case PI_COS: case PI_CVT:
    case PI_CVTA: case PI_DIV: case PI_DP2A: case PI_DP4A: case PI_EX2:
    case PI_FMA: case PI_FNS: case PI_GETCTARANK: case PI_ISSPACEP: case PI_LD:
    case PI_LDMATRIX: case PI_LDU: case PI_LG2: case PI_LOP3: case PI_MAD:
    case PI_MAD24: case PI_MAPA: case PI_MAX: case PI_MIN: case PI_MMA:
    case PI_MOV: case PI_MUL: case PI_MUL24: case PI_NEG: case PI_NOT:
    case PI_OR: case PI_POPC: case PI_PRMT: case PI_RCP: case PI_REM:
    case PI_RSQRT: case PI_SAD: case PI_SELP: case PI_SET: case PI_SETP:
    case PI_SHF: case PI_SHFL: case PI_SHL: case PI_SHR: case PI_SIN:
    case PI_SLCT: case PI_SQRT: case PI_SUB: case PI_SZEXT: case PI_TANH:
    case PI_TESTP: case PI_VOTE: case PI_WMMA: case PI_XOR:
        return true;
    default:
        return false;
    }
}

static bool kills(const MInstr *mi)
{
    return mi_writes_first(mi) && mi->guard == VREG_NONE && pure_dest(mi->op);
}

/* An inline asm's text line with its operands (asm.c): its outputs are
 * ops[0, text_outs), written and not read (the asm contract: an input
 * tied to an output is its own operand, the same register), its inputs
 * the rest.  (An early-clobber output may share no register with an
 * input, live after the asm or not: meets.) */
static bool asm_line(const MInstr *mi)
{
    return mi->kind == MI_TEXT && mi->nops;
}

/* Does mi write operand k (and, unless it also reads it, end the live
 * range of what it writes there: see kills)? */
static bool writes_op(const MInstr *mi, uint32_t k)
{
    return asm_line(mi) ? k < mi->text_outs : k == 0 && mi_writes_first(mi);
}

/* Does operand k of mi read its registers? */
static bool reads_op(const MInstr *mi, uint32_t k)
{
    if (asm_line(mi))
        return k >= mi->text_outs;
    return k > 0 || !mi_writes_first(mi) || !pure_dest(mi->op);
}

/* Does instruction mi end its block's straight-line flow? */
static bool ends_flow(const MInstr *mi)
{
    if (mi->guard != VREG_NONE)
        return false;
    return mi->kind == MI_BRA ||
           (mi->kind == MI_INSN && (mi->op == PI_RET || mi->op == PI_EXIT || mi->op == PI_BRX));
}

static bool local_label(const MInstr *mi)
{
    if (mi->kind != MI_TEXT)
        return false;
    size_t n = strlen(mi->text);
    return n && mi->text[n - 1] == ':';
}

/* ---- candidates ---------------------------------------------------------- */

static void mark(void *arg, VReg r)
{
    Coal *k = arg;
    k->cand[dense(k, r)] = 0;
}

static void unmark(void *arg, VReg r)
{
    Coal *k = arg;
    k->cand[dense(k, r)] = -1;
}

/* Number the registers that copies mention, less those of blocks with a
 * local label.  Returns their count. */
static uint32_t candidates(Coal *k)
{
    const MFunc *mf = k->mf;
    for (uint32_t b = 0; b < mf->nblocks; b++)
        for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
            if (mi_is_reg_copy(mi)) {
                mark(k, mi->ops[0].reg);
                mark(k, mi->ops[1].reg);
            }
    for (uint32_t b = 0; b < mf->nblocks; b++) {
        bool opaque = false;
        for (const MInstr *mi = mf->blocks[b]->first; mi && !opaque; mi = mi->next)
            opaque = local_label(mi);
        if (!opaque)
            continue;
        for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next) {
            if (mi->guard != VREG_NONE)
                unmark(k, mi->guard);
            for (uint32_t o = 0; o < mi->nops; o++)
                mo_each_reg(&mi->ops[o], unmark, k);
        }
    }
    uint32_t n = 0;
    for (uint32_t d = 0; d < k->base[RC__COUNT]; d++)
        if (k->cand[d] == 0)
            k->cand[d] = (int32_t)n++;
    return n;
}

/* ---- liveness ------------------------------------------------------------- */

static uint64_t *live_in(Coal *k, uint32_t b) { return &k->live[(size_t)b * k->words]; }

static bool live_bit(Coal *k, uint32_t b, uint32_t cls)
{
    return (live_in(k, b)[cls / 64] >> (cls % 64)) & 1;
}

typedef struct Scan {
    Coal *k;
    uint64_t *set;
} Scan;

static void gen(void *arg, VReg r)
{
    Scan *s = arg;
    int32_t n = s->k->cand[dense(s->k, r)];
    if (n >= 0)
        s->set[n / 64] |= 1ull << (n % 64);
}

static void kill(void *arg, VReg r)
{
    Scan *s = arg;
    int32_t n = s->k->cand[dense(s->k, r)];
    if (n >= 0)
        s->set[n / 64] &= ~(1ull << (n % 64));
}

static void or_into(uint64_t *to, const uint64_t *from, uint32_t words)
{
    for (uint32_t w = 0; w < words; w++)
        to[w] |= from[w];
}

/* Where block b's flow goes when it runs off its end. */
static int32_t fall_of(const MFunc *mf, uint32_t b)
{
    bool ends = false;
    for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
        if (mi->kind != MI_TEXT)
            ends = ends_flow(mi);
    return ends || b + 1 >= mf->nblocks ? -1 : (int32_t)b + 1;
}

/* One backward walk over block b from what its end needs; `at` holds
 * the block's instructions in order. */
static void transfer(Coal *k, uint32_t b, MInstr **at, uint32_t n, uint64_t *set)
{
    memset(set, 0, k->words * sizeof *set);
    if (k->fall[b] >= 0)
        or_into(set, live_in(k, (uint32_t)k->fall[b]), k->words);
    Scan s = {k, set};
    for (uint32_t j = n; j-- > 0;) {
        const MInstr *mi = at[j];
        if (ends_flow(mi) && mi->kind != MI_BRA)
            memset(set, 0, k->words * sizeof *set); /* nothing after it runs */
        if (mi->kind == MI_BRA) {
            uint32_t t = mi_branch_target(mi);
            if (t < k->mf->nblocks)
                or_into(set, live_in(k, t), k->words);
        }
        for (uint32_t e = 0; mi->table && e < mi->ntable; e++)
            or_into(set, live_in(k, mi->table[e]), k->words);
        if (kills(mi))
            mo_each_reg(&mi->ops[0], kill, &s);
        for (uint32_t o = 0; asm_line(mi) && o < mi->text_outs; o++)
            mo_each_reg(&mi->ops[o], kill, &s);
        if (mi->guard != VREG_NONE)
            gen(&s, mi->guard);
        for (uint32_t o = 0; o < mi->nops; o++)
            if (reads_op(mi, o))
                mo_each_reg(&mi->ops[o], gen, &s);
    }
}

static void liveness(Coal *k)
{
    const MFunc *mf = k->mf;
    uint32_t longest = 0;
    for (uint32_t b = 0; b < mf->nblocks; b++) {
        uint32_t n = 0;
        for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
            n++;
        longest = n > longest ? n : longest;
    }
    MInstr **at = arena_array(k->c->fn_arena, longest ? longest : 1, sizeof *at);
    uint64_t *set = arena_array(k->c->fn_arena, k->words, sizeof *set);
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t b = mf->nblocks; b-- > 0;) {
            uint32_t n = 0;
            for (MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
                at[n++] = mi;
            transfer(k, b, at, n, set);
            if (memcmp(set, live_in(k, b), k->words * sizeof *set)) {
                memcpy(live_in(k, b), set, k->words * sizeof *set);
                changed = true;
            }
        }
    }
}

/* ---- the writes of each candidate ----------------------------------------- */

typedef struct Record {
    Coal *k;
    MInstr *mi;
    uint32_t block;
} Record;

static void record(void *arg, VReg r)
{
    Record *rec = arg;
    Coal *k = rec->k;
    int32_t n = k->cand[dense(k, r)];
    if (n < 0)
        return;
    uint32_t d = k->ndefs++;
    k->defs[d] = (Def){rec->mi, rec->block, UINT32_MAX};
    if (k->head[n] == UINT32_MAX)
        k->head[n] = d;
    else
        k->defs[k->tail[n]].next = d;
    k->tail[n] = d;
}

static void count_write(void *arg, VReg r)
{
    Coal *k = arg;
    if (k->cand[dense(k, r)] >= 0)
        k->ndefs++;
}

static void writes(Coal *k)
{
    const MFunc *mf = k->mf;
    for (uint32_t b = 0; b < mf->nblocks; b++)
        for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
            for (uint32_t o = 0; o < mi->nops; o++)
                if (writes_op(mi, o))
                    mo_each_reg(&mi->ops[o], count_write, k);
    k->defs = arena_array(k->c->fn_arena, k->ndefs ? k->ndefs : 1, sizeof *k->defs);
    k->ndefs = 0;
    for (uint32_t b = 0; b < mf->nblocks; b++)
        for (MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next)
            for (uint32_t o = 0; o < mi->nops; o++)
                if (writes_op(mi, o)) {
                    Record rec = {k, mi, b};
                    mo_each_reg(&mi->ops[o], record, &rec);
                }
}

/* ---- the test ---------------------------------------------------------------- */

typedef struct Has {
    Coal *k;
    int32_t cls;
    bool found;
} Has;

static void has_reg(void *arg, VReg r)
{
    Has *h = arg;
    if (!h->found && class_of(h->k, r) == h->cls)
        h->found = true;
}

static bool op_in_class(Coal *k, const MOp *m, int32_t cls)
{
    Has h = {k, cls, false};
    mo_each_reg(m, has_reg, &h);
    return h.found;
}

static bool reads_class(Coal *k, const MInstr *mi, int32_t cls)
{
    if (mi->guard != VREG_NONE && class_of(k, mi->guard) == cls)
        return true;
    for (uint32_t o = 0; o < mi->nops; o++)
        if (reads_op(mi, o) && op_in_class(k, &mi->ops[o], cls))
            return true;
    return false;
}

/* Is class cls live right after instruction `from` of block b? */
static bool live_after(Coal *k, const MInstr *from, uint32_t b, int32_t cls)
{
    uint32_t steps = 0;
    for (const MInstr *mi = from->next; mi; mi = mi->next) {
        if (++steps > SCAN_MAX)
            return true; /* too far to look: assume so */
        k->work++; /* every step counts, also of scans that stop early */
        if (reads_class(k, mi, cls))
            return true;
        if (mi->kind == MI_BRA) {
            uint32_t t = mi_branch_target(mi);
            if (t < k->mf->nblocks && live_bit(k, t, (uint32_t)cls))
                return true;
        }
        for (uint32_t e = 0; mi->table && e < mi->ntable; e++)
            if (live_bit(k, mi->table[e], (uint32_t)cls))
                return true;
        if (ends_flow(mi))
            return false;
        if (kills(mi) && op_in_class(k, &mi->ops[0], cls))
            return false;
        for (uint32_t o = 0; asm_line(mi) && o < mi->text_outs; o++)
            if (op_in_class(k, &mi->ops[o], cls))
                return false;
    }
    return k->fall[b] >= 0 && live_bit(k, (uint32_t)k->fall[b], (uint32_t)cls);
}

/* Is mi a copy between classes a and b (in either direction)? */
static bool copy_between(Coal *k, const MInstr *mi, int32_t a, int32_t b)
{
    if (!mi_is_reg_copy(mi))
        return false;
    int32_t d = class_of(k, mi->ops[0].reg), s = class_of(k, mi->ops[1].reg);
    return (d == a && s == b) || (d == b && s == a);
}

/* Does some write of class a meet class b live? */
static bool meets(Coal *k, int32_t a, int32_t b)
{
    for (uint32_t d = k->head[a]; d != UINT32_MAX; d = k->defs[d].next) {
        const Def *w = &k->defs[d];
        if (copy_between(k, w->mi, a, b))
            continue;
        for (uint32_t o = 0; o < w->mi->nops; o++)
            if (writes_op(w->mi, o) && op_in_class(k, &w->mi->ops[o], b))
                return true; /* one instruction writes both */
        if (asm_line(w->mi) && w->mi->text_early && reads_class(k, w->mi, b))
            return true; /* an early-clobber write and an input (any output
                            of such an asm is taken to be early) */
        if (live_after(k, w->mi, w->block, b))
            return true;
        if (k->work > WORK_MAX)
            return true;
    }
    return false;
}

static void merge(Coal *k, uint32_t a, uint32_t b)
{
    k->parent[a] = b;
    for (uint32_t blk = 0; blk < k->mf->nblocks; blk++)
        if (live_bit(k, blk, a))
            live_in(k, blk)[b / 64] |= 1ull << (b % 64);
    if (k->head[a] != UINT32_MAX) {
        if (k->head[b] == UINT32_MAX)
            k->head[b] = k->head[a];
        else
            k->defs[k->tail[b]].next = k->head[a];
        k->tail[b] = k->tail[a];
    }
}

/* ---- renaming ------------------------------------------------------------------ */

/* The register each candidate's class is renamed to. */
static VReg root_reg(Coal *k, const VReg *reg_of, VReg r)
{
    int32_t n = class_of(k, r);
    return n < 0 ? r : reg_of[n];
}

static bool op_changes(Coal *k, const VReg *reg_of, const MOp *m)
{
    if (m->kind == MO_REG)
        return root_reg(k, reg_of, m->reg) != m->reg;
    if (m->kind == MO_ADDR || m->kind == MO_GROUP)
        for (uint32_t j = 0; j < m->n; j++)
            if (op_changes(k, reg_of, &m->sub[j]))
                return true;
    return false;
}

static MOp renamed(Coal *k, const VReg *reg_of, const MOp *m)
{
    MOp r = *m;
    if (m->kind == MO_REG)
        r.reg = root_reg(k, reg_of, m->reg);
    if ((m->kind == MO_ADDR || m->kind == MO_GROUP) && op_changes(k, reg_of, m)) {
        MOp *sub = arena_array(k->c->fn_arena, m->n, sizeof *sub);
        for (uint32_t j = 0; j < m->n; j++)
            sub[j] = renamed(k, reg_of, &m->sub[j]);
        r.sub = sub;
    }
    return r;
}

static void rename_all(Coal *k, const VReg *reg_of)
{
    MFunc *mf = k->mf;
    for (uint32_t b = 0; b < mf->nblocks; b++) {
        MBlock *bb = mf->blocks[b];
        MInstr *prev = NULL;
        for (MInstr *mi = bb->first; mi; mi = mi->next) {
            if (mi->kind == MI_TEXT && !asm_line(mi))
                goto keep;
            if (mi->guard != VREG_NONE)
                mi->guard = root_reg(k, reg_of, mi->guard);
            bool any = false;
            for (uint32_t o = 0; o < mi->nops; o++)
                any |= op_changes(k, reg_of, &mi->ops[o]);
            if (any) {
                MOp *ops = arena_array(k->c->fn_arena, mi->nops, sizeof *ops);
                for (uint32_t o = 0; o < mi->nops; o++)
                    ops[o] = renamed(k, reg_of, &mi->ops[o]);
                mi->ops = ops;
            }
            if (mi->kind == MI_INSN && mi->op == PI_MOV && mi->guard == VREG_NONE &&
                mi->nops == 2 && mi->ops[0].kind == MO_REG && mi->ops[1].kind == MO_REG &&
                !mi->ops[1].neg && mi->ops[0].reg == mi->ops[1].reg) {
                /* a copy into itself: unlink it */
                if (prev)
                    prev->next = mi->next;
                else
                    bb->first = mi->next;
                if (bb->last == mi)
                    bb->last = prev;
                continue;
            }
        keep:
            prev = mi;
        }
    }
}

/* ---- the pass -------------------------------------------------------------------- */


void coalesce(IselCtx *c)
{
    MFunc *mf = c->mf;
    if (c->opt.opt_level == 0 || mf_text_names_registers(mf))
        return;
    Coal k = {.c = c, .mf = mf};
    for (unsigned rc = 0; rc < RC__COUNT; rc++)
        k.base[rc + 1] = k.base[rc] + mf->nregs[rc] + 1;
    uint32_t nd = k.base[RC__COUNT] ? k.base[RC__COUNT] : 1;
    k.cand = arena_array(c->fn_arena, nd, sizeof *k.cand);
    for (uint32_t d = 0; d < nd; d++)
        k.cand[d] = -1;
    k.ncand = candidates(&k);
    if (!k.ncand)
        return;
    k.words = (k.ncand + 63) / 64;
    if ((uint64_t)k.words * mf->nblocks > LIVE_WORDS_MAX) {
        if (c->opt.dump_isel)
            fprintf(c->opt.dump, "coalesce: skipped (%u blocks, %u registers in copies)\n",
                    mf->nblocks, k.ncand);
        return;
    }
    k.parent = arena_array(c->fn_arena, k.ncand, sizeof *k.parent);
    k.head = arena_array(c->fn_arena, k.ncand, sizeof *k.head);
    k.tail = arena_array(c->fn_arena, k.ncand, sizeof *k.tail);
    for (uint32_t n = 0; n < k.ncand; n++)
        k.parent[n] = n, k.head[n] = k.tail[n] = UINT32_MAX;
    k.fall = arena_array(c->fn_arena, mf->nblocks, sizeof *k.fall);
    for (uint32_t b = 0; b < mf->nblocks; b++)
        k.fall[b] = fall_of(mf, b);
    k.live = arena_array(c->fn_arena, (size_t)k.words * mf->nblocks, sizeof *k.live);
    memset(k.live, 0, (size_t)k.words * mf->nblocks * sizeof *k.live);
    liveness(&k);
    writes(&k);

    uint32_t merged = 0;
    for (uint32_t b = 0; b < mf->nblocks; b++)
        for (const MInstr *mi = mf->blocks[b]->first; mi; mi = mi->next) {
            if (!mi_is_reg_copy(mi) || k.work > WORK_MAX)
                continue;
            int32_t p = class_of(&k, mi->ops[0].reg), x = class_of(&k, mi->ops[1].reg);
            if (p < 0 || x < 0 || p == x || meets(&k, p, x) || meets(&k, x, p))
                continue;
            merge(&k, (uint32_t)p, (uint32_t)x); /* X's class keeps its root */
            merged++;
        }
    if (!merged)
        return;
    /* Each class is renamed to its root's register (class_of() answers
     * roots). */
    VReg *reg_of = arena_array(c->fn_arena, k.ncand, sizeof *reg_of);
    for (unsigned rc = 0; rc < RC__COUNT; rc++)
        for (uint32_t num = 0; num <= mf->nregs[rc]; num++) {
            int32_t n = k.cand[k.base[rc] + num];
            if (n >= 0)
                reg_of[n] = VREG(rc, num);
        }
    rename_all(&k, reg_of);
    if (c->opt.dump_isel)
        fprintf(c->opt.dump, "coalesce: %u register copies coalesced\n", merged);
}
