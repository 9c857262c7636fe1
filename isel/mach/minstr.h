/*
 * isel/mach/minstr.h -- machine instructions: what selection produces and the
 * writer prints (included by isel/isel.h).
 *
 * A machine instruction is structured, never text: an opcode (a row of
 * the PTX instruction table, targets/ptxinsn.def), the rest of its
 * mnemonic (modifiers and types: ".global.nc.v4.f32"), an optional guard
 * predicate (@%p1, @!%p1) and typed operands:
 *
 *   MO_NONE     no operand: the value of a DAG node that has none (a
 *               statement); never in an instruction
 *   MO_REG      a virtual register (%r5), or a negated predicate (!%p2)
 *   MO_IMM      an immediate: an integer, or a float spelled in bits
 *               (0f3F800000, 0d..., 0x3C00 for half)
 *   MO_SPECIAL  a special register (%tid.x, %laneid), the frame
 *               registers %SP and %SPL, or a register that a { } block
 *               declares by name (the .b128 %rqN of inline asm,
 *               atomic.c's %tnv_qN)
 *   MO_SYM      a symbol: a global, a parameter, a local label
 *   MO_LABEL    a machine block of this function ($L__BB2_7)
 *   MO_ADDR     an address expression [base] or [base+off]; the base is
 *               one register, special register, symbol or immediate; or
 *               a tensor's [map, {coordinates}] (n members)
 *   MO_GROUP    a vector group {a, b}, a call's list (a, b), or the two
 *               results a|p of shfl.sync (open '|')
 *   MO_KID      only in a PTX_TEXT node's operand template (ptxtext.c):
 *   MO_RES      the register of the node's kid `val`, or its result
 *               `val`; replaced when the node is selected, never printed
 *
 * Besides instructions, a block holds MI_TEXT lines printed as they are:
 * directives that live among instructions (the `{` `}` and .param
 * declarations of a call sequence, local loop labels, jump tables,
 * .pragma) and inline asm, which is the user's own text.  An inline
 * asm's line lists the operands its text names (ops, nops; the outputs
 * first, text_outs of them), and the text refers to each register
 * operand by a mark (MI_TEXT_MARK, then the operand's number plus 2; a
 * literal MI_TEXT_MARK byte of the user's is the mark twice), so that
 * the printer spells the register it holds when the function is
 * printed: pass coalesce may have renamed it.
 *
 * Nothing is parsed back from text: no operand is text (a DAG node's
 * value is an MOp, DagNode.result), and MI_TEXT is only for the lines
 * above, which are not instructions.
 *
 * Builders: hand-written expansions use mi_emit() (the MI() macro) with
 * the mo_*() operand makers; the nvptx.md templates arrive compiled by
 * isel/select/gen.c (opcode row, modifiers, operand templates: TmplLine and
 * TmplOp of isel.h), and isel/select/reduce.c builds the same representation
 * from them.  mo_text() spells an operand the way the printer does, for
 * what is text by nature: the user's inline asm (asm.c substitutes its
 * operands) and messages.
 *
 * Lifetime: everything is in the function arena (IselCtx.fn_arena).
 */
#ifndef TNVCC_MINSTR_H
#define TNVCC_MINSTR_H

#include "targets/ptxinsn.h"

typedef enum {
    MO_NONE, MO_REG, MO_IMM, MO_SPECIAL, MO_SYM, MO_LABEL, MO_ADDR, MO_GROUP,
    MO_KID, MO_RES
} MOpKind;

typedef struct MOp MOp;
struct MOp {
    uint8_t kind;     /* MOpKind */
    bool neg;         /* MO_REG: !%p */
    bool has_off;     /* MO_ADDR: "+off" is written (also for +0) */
    char open;        /* MO_GROUP: '{', '(' or '|' */
    /* No kind uses both members of a union, so they share their bytes:
     * an operand is 24 bytes instead of 40, which counts because every
     * machine instruction of a function, operands and all, is kept until
     * the function is printed. */
    union {
        uint32_t n;   /* MO_GROUP, MO_ADDR: members (an address: 1, or
                         more for a tensor's) */
        VReg reg;     /* MO_REG */
    };
    int64_t val;      /* MO_IMM (decimal), MO_LABEL block, MO_ADDR offset */
    union {
        const char *s;    /* MO_SPECIAL, MO_SYM; MO_IMM in bits */
        const MOp *sub;   /* MO_ADDR, MO_GROUP: the members */
    };
};

typedef enum {
    MI_INSN,  /* an instruction */
    MI_BRA,   /* bra to a machine block (its last operand, a MO_LABEL):
                 dropped when it falls through, inverted by the writer */
    MI_TEXT,  /* a line printed as it is (see above) */
} MIKind;

typedef struct MInstr MInstr;
struct MInstr {
    /* Ordered so that nothing is padded (56 bytes): a function keeps
     * all of its machine instructions until it is printed. */
    uint8_t kind;         /* MIKind */
    bool guard_neg;       /* @!%p */
    bool needs_done;      /* its table needs are recorded (needs.c), at
                             its IR instruction's location */
    uint8_t nops;
    PtxOp op;             /* MI_INSN, MI_BRA */
    const char *mods;     /* the mnemonic after the name: ".s32", "" */
    VReg guard;           /* the guard predicate, or VREG_NONE */
    union {
        uint32_t ntable;  /* the blocks a .branchtargets line lists */
        struct {          /* an inline asm's text line (asm.c) */
            uint8_t text_outs; /* ops[0, text_outs) are its outputs */
            bool text_early;   /* some output is early-clobber: written
                                  before the inputs are all read */
        };
    };
    const MOp *ops;
    const char *text;     /* MI_TEXT */
    const uint32_t *table; /* a .branchtargets line: the machine blocks
                             it lists (switch.c), else NULL */
    MInstr *next;
};

/* The byte that marks an operand in an inline asm's text (see above). */
enum { MI_TEXT_MARK = 1, MI_TEXT_MAX_OPS = 253 };

typedef struct IselCtx IselCtx;

/* Operands. */
MOp mo_reg(VReg r);
MOp mo_not(VReg p);                 /* !%p */
MOp mo_imm(int64_t v);
MOp mo_uimm(IselCtx *c, uint64_t v);   /* printed unsigned */
/* An immediate spelled in bits: 0<kind> and `digits` upper-case hex
 * digits (kind 'f' 0f3F800000, 'd' 0d..., 'x' 0x3C00). */
MOp mo_bits(IselCtx *c, char kind, unsigned digits, uint64_t bits);
MOp mo_special(const char *name);   /* "%tid.x", "%SP" */
MOp mo_sym(const char *name);
MOp mo_label(uint32_t block);
/* [base] and [base+off] (the base is copied into the arena). */
MOp mo_addr(IselCtx *c, MOp base);
MOp mo_addr_off(IselCtx *c, MOp base, int64_t off);
/* [m0, m1, ...]: a tensor's or a texture's [map, {coordinates}]. */
MOp mo_addr_list(IselCtx *c, const MOp *m, uint32_t n);
/* {m0, m1, ...} (open '{'), (m0, ...) (open '(') or m0|m1 (open '|'),
 * members copied. */
MOp mo_group(IselCtx *c, char open, const MOp *m, uint32_t n);
/* m spelled as the printer spells it: for inline asm's text and dumps. */
const char *mo_text(IselCtx *c, MOp m);

/* A new instruction, in no block yet (ops copied). */
MInstr *mi_new_insn(IselCtx *c, PtxOp op, const char *mods, uint32_t nops, const MOp *ops);
/* Insert mi into block b after `after` (NULL: at its start). */
struct MBlock;
MInstr *mi_insert_after(IselCtx *c, struct MBlock *b, MInstr *after, MInstr *mi);
/* Append an instruction to the current block (ops copied). */
MInstr *mi_emit(IselCtx *c, PtxOp op, const char *mods, uint32_t nops, const MOp *ops);
#define MI(c, op, mods, ...)                                                   \
    mi_emit((c), PI_##op, (mods), sizeof((MOp[]){__VA_ARGS__}) / sizeof(MOp),  \
            (MOp[]){__VA_ARGS__})
#define MI0(c, op, mods) mi_emit((c), PI_##op, (mods), 0, NULL)
/* Give mi the guard @p (or @!p when neg); returns mi. */
MInstr *mi_guard(MInstr *mi, VReg p, bool neg);
/* A branch to machine block `block` (bra.uni, or @p bra / @!p bra). */
MInstr *mi_branch(IselCtx *c, VReg p, bool neg, uint32_t block);
/* An MI_TEXT line appended to the current block. */
MInstr *mi_text(IselCtx *c, const char *text);
/* The mnemonic of mi ("ld.global.nc.v4.f32"; an MI_TEXT line's first
 * word) into buf. */
void mi_mnemonic(const MInstr *mi, char *buf, size_t n);
/* The machine block a branch goes to (its label operand), or UINT32_MAX. */
uint32_t mi_branch_target(const MInstr *mi);

/* Source lines (ir/lines.c): while the module has line information,
 * every instruction appended is recorded with IselCtx.cur_line, in a
 * table of the function (MFunc.line_marks); mi_line finds it (NULL: not
 * recorded, the instruction keeps the location before it).  A table
 * apart, not a field, so that selection and the passes after it see
 * the same instructions with and without debug information. */
struct MFunc;
const LineLoc *mi_line(const struct MFunc *mf, const MInstr *mi);
/* Every register of operand m, inside addresses and groups too, to fn. */
void mo_each_reg(const MOp *m, void (*fn)(void *, VReg), void *arg);
/* Does mi write its first operand, a register or a group of them (not an
 * address, symbol or immediate)?  Every PTX instruction tnvcc writes puts
 * what it writes first; the machine passes rely on it. */
bool mi_writes_first(const MInstr *mi);
/* Is mi an unguarded `mov P, X` between two registers of one class? */
bool mi_is_reg_copy(const MInstr *mi);

#endif /* TNVCC_MINSTR_H */
