/*
 * isel/mach/symhoist.c -- machine pass "sym-hoist": the address of a symbol
 * that several blocks materialize is computed once, in the entry block.
 *
 * Why.  Each block has its own DAG, so a global variable whose address
 * a block needs in a register gets its own `mov.u64 %rdN, sym` in every
 * block that uses it (a shared-memory tile indexed in four branches of
 * an unrolled loop has four).  The address is a constant of the whole
 * function, so one copy in the entry block serves them all; LLVM gets
 * the same effect from its IR passes (the constant is hoisted and its
 * uses share one register).  ptxas does not always do it for us: for
 * sm_90 it keeps each rematerialized 64-bit shared-window address
 * separately, and a tiled transpose came out at 168 SASS instructions
 * where one hoisted address gives 128.
 *
 * What it does, after every block of the function is selected:
 *   1. count, per symbol, the plain `mov` instructions that write its
 *      address into a register (unguarded, register destination);
 *   2. for a symbol moved in two or more places, insert one
 *      `mov %new, sym` at the entry block's anchor (after the parameter
 *      loads and the global views, select/select.c) and turn every original
 *      into the register copy `mov %old, %new`.
 * The copies keep the pass local and obviously correct (each old
 * register still gets the same value where it did before); ptxas
 * coalesces register copies, so they cost nothing in SASS.
 *
 * Not at -O0, whose promise is one PTX instruction sequence per IR
 * instruction, in its own block.
 *
 * Invariants: runs before gating (needs.c), so the table sees the same
 * instructions it prints; adds no instruction kinds (mov is mov).
 */
#include <string.h>

#include "isel/isel.h"

typedef struct SymSite {
    const char *sym;
    uint32_t count;
    VReg hoisted; /* the entry block's register, once made */
    RegClass rc;
} SymSite;

typedef struct SymHoist {
    SymSite *s;
    uint32_t n, cap;
} SymHoist;

/* A `mov REG, SYM` that the pass may redirect. */
static bool is_sym_mov(const MInstr *mi)
{
    return mi->kind == MI_INSN && mi->op == PI_MOV && mi->guard == VREG_NONE && mi->nops == 2 &&
           mi->ops[0].kind == MO_REG && !mi->ops[0].neg && mi->ops[1].kind == MO_SYM;
}

static SymSite *site_of(IselCtx *c, SymHoist *h, const char *sym, RegClass rc)
{
    for (uint32_t k = 0; k < h->n; k++)
        if (h->s[k].rc == rc && !strcmp(h->s[k].sym, sym))
            return &h->s[k];
    if (h->n == h->cap) {
        uint32_t cap = h->cap ? 2 * h->cap : 16;
        SymSite *s = arena_array(c->fn_arena, cap, sizeof *s);
        if (h->n)
            memcpy(s, h->s, h->n * sizeof *s);
        h->s = s;
        h->cap = cap;
    }
    h->s[h->n] = (SymSite){.sym = sym, .rc = rc};
    return &h->s[h->n++];
}

static void count_sites(IselCtx *c, SymHoist *h)
{
    for (uint32_t b = 0; b < c->mf->nblocks; b++)
        for (const MInstr *mi = c->mf->blocks[b]->first; mi; mi = mi->next)
            if (is_sym_mov(mi))
                site_of(c, h, mi->ops[1].s, VREG_CLASS(mi->ops[0].reg))->count++;
}

/* The entry block's register for site s, made at the anchor. */
static VReg hoisted_reg(IselCtx *c, SymSite *s, const char *mods)
{
    if (!s->hoisted) {
        s->hoisted = mf_new_vreg(c, s->rc);
        MOp ops[2] = {mo_reg(s->hoisted), mo_sym(s->sym)};
        c->addrspace.view_anchor = mi_insert_after(c, c->mf->blocks[0], c->addrspace.view_anchor,
                                         mi_new_insn(c, PI_MOV, mods, 2, ops));
    }
    return s->hoisted;
}

void sym_hoist(IselCtx *c)
{
    if (c->opt.opt_level == 0)
        return;
    SymHoist h = {0};
    count_sites(c, &h);
    bool shared = false; /* most functions move no symbol twice: no second walk */
    for (uint32_t k = 0; k < h.n && !shared; k++)
        shared = h.s[k].count >= 2;
    if (!shared)
        return;
    uint32_t moved = 0;
    for (uint32_t b = 0; b < c->mf->nblocks; b++)
        for (MInstr *mi = c->mf->blocks[b]->first; mi; mi = mi->next) {
            if (!is_sym_mov(mi))
                continue;
            SymSite *s = site_of(c, &h, mi->ops[1].s, VREG_CLASS(mi->ops[0].reg));
            if (s->count < 2 || mi->ops[0].reg == s->hoisted)
                continue;
            MOp *ops = arena_array(c->fn_arena, 2, sizeof *ops);
            ops[0] = mi->ops[0];
            ops[1] = mo_reg(hoisted_reg(c, s, mi->mods));
            mi->ops = ops;
            moved++;
        }
    if (c->opt.dump_isel && moved)
        fprintf(c->opt.dump, "sym-hoist: %u symbol address moves share entry-block registers\n",
                moved);
}
