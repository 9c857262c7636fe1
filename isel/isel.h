/*
 * isel/isel.h -- the map of instruction selection.
 *
 * Selection turns one IR function into a machine function (MFunc): a list
 * of machine blocks holding PTX instructions over virtual registers, one
 * register class per machine value type (%p %rs %r %rd %f %fd).  An
 * instruction is structured (minstr.h): an opcode of the PTX instruction
 * table, modifiers, a guard and typed operands; emit/ prints it.
 *
 * The parts, in pipeline order (each directory's header is its map: its
 * duties, its files in reading order, what it may call):
 *
 *   select/select.c  isel_function, the driver: it runs the parts below
 *                    for one function, in this order
 *   legal/    (legal/legal.h) IR types -> machine value types and
 *             register classes; every construct this version cannot
 *             select reported as a located "unsupported: ..." error
 *             before any PTX exists; parts of wide values; later, the
 *             narrow, i128 and unaligned expansions the DAG builders ask
 *   mach/phi.c  registers for values that cross blocks, the PHI copy
 *             plan (then select.c lays out the blocks, lower/frame.c and
 *             lower/byval.c the stack frame, dag/addrspace.c the state
 *             space of pointers)
 *   dag/      (dag/dag.h) per block: one DAG, chain edges in program
 *             order; it hands calls, intrinsics, atomics, switch, allocas
 *             to ...
 *   lower/    (lower/lower.h) ... one instruction family per file: their
 *             nodes, gating, and the hand-written (layer-1) selection of
 *             what no pattern can express
 *   select/   (select/select.h) per root, the three selector layers:
 *             intrinsic-with-chain, vector load/store, and the matcher
 *             generated from nvptx.md by gen.c (label.c covers, reduce.c
 *             expands the templates)
 *   mach/     (mach/mach.h) machine instructions (minstr.h), PHI copies
 *             on edges, loop hints, and after selection what every
 *             instruction needs of the target (needs.c)
 *
 * Dependencies point down to ir/ and targets/ only: nothing here includes
 * or calls emit/ or verify/ (facts shared with them live in ir/ or
 * targets/).  The declarations of every part are below, one section per
 * file; a source file includes this header only.
 *
 * Lifetimes: an MFunc and everything in it live in the function arena
 * (IselCtx.fn_arena), reset by the writer after each function is printed;
 * a DAG lives in the block arena (IselCtx.dag_arena), reset per block.
 * Nothing here is global or static-mutable: two compilations may run at
 * once.
 */
#ifndef TNVCC_ISEL_H
#define TNVCC_ISEL_H

#include "ir/ir.h"
#include "targets/targets.h"

#include "isel/dag/dagops.def"

/* ------------------------------------------------------------------ */
/* Value types and register classes                                     */
/* ------------------------------------------------------------------ */
typedef enum {
#define X(e, p, t) RC_##e,
    ISEL_REG_CLASSES(X)
#undef X
        RC__COUNT
} RegClass;

typedef enum {
#define X(e, s, bits, rc, sg, us, bs, ms) VT_##e,
    ISEL_VTS(X)
#undef X
        VT__COUNT
} Vt;

typedef enum {
#define X(e, n, f) DOP_##e,
    ISEL_DAG_OPS(X)
#undef X
        DOP__COUNT
} DagOp;

const char *vt_name(Vt vt);
unsigned vt_bits(Vt vt);
RegClass vt_class(Vt vt);
/* kind 's' signed, 'u' unsigned, 'b' register move, 'm' memory access */
const char *vt_suffix(Vt vt, char kind);
const char *vt_dot(Vt vt, char kind); /* the same with a dot: ".s32" */
bool vt_is_float(Vt vt); /* f16, bf16, f32, f64 */
const char *rc_prefix(RegClass rc);
const char *rc_decl(RegClass rc);
const char *dagop_name(DagOp op);
unsigned dagop_flags(DagOp op);

/* Named limits (house rule: every limit has a name and a diagnostic). */
enum {
    ISEL_MAX_REGS = 1u << 24,  /* virtual registers per class and function */
    ISEL_MAX_RULE_KIDS = 10,   /* nonterminal leaves in one pattern (%0..%9) */
    /* A node whose expression tree would be taller than this is made a
     * root (computed into a register).  The reducer walks trees
     * recursively, so this bounds its depth: a chain of a million
     * dependent adds must not overflow the C stack.  Real expressions
     * are far shallower, so covers are unaffected in practice. */
    ISEL_MAX_TREE_HEIGHT = 64,
    /* The most machine parts one IR value may have (a struct or array
     * passed around as a value, not through memory).  Real code stays
     * far below; a larger value is a located "unsupported" error. */
    ISEL_MAX_PARTS = 4096,
    ISEL_MAX_PAT_KIDS = 10,    /* operands of one pattern node */
    /* Bytes kept of the mnemonic that raised .version the most (needs.c):
     * the longest PTX mnemonics are over 100 characters (clusterlaunchcontrol
     * .try_cancel with its qualifiers). */
    ISEL_MNEMONIC_MAX = 128,
};
/* The largest local stack frame, in bytes: far beyond what a thread can
 * have (512 KiB of local memory per thread on current GPUs), and small
 * enough that offsets never overflow. */
#define ISEL_MAX_FRAME (UINT64_C(1) << 31)

/* A virtual register: class in the top byte, number below. */
typedef uint32_t VReg;
#define VREG(rc, n) (((uint32_t)(rc) << 24) | (n))
#define VREG_CLASS(v) ((RegClass)((v) >> 24))
#define VREG_NUM(v) ((v)&0xffffffu)
#define VREG_NONE 0u /* number 0 is never handed out */

/* ------------------------------------------------------------------ */
/* Machine functions                                                    */
/* ------------------------------------------------------------------ */
#include "isel/mach/minstr.h" /* MInstr: structured machine instructions */

typedef struct MBlock {
    uint32_t num;      /* index in MFunc.blocks (layout order) */
    const char *name;  /* IR block name for the comment, or NULL */
    MInstr *first, *last;
    bool is_target;    /* some branch jumps here: print a label */
    bool split_edge;   /* made for the PHI copies of a critical edge */
} MBlock;

typedef struct LineMarks LineMarks; /* a function's instruction locations
                                       (mach/minstr.c, ir/lines.c) */

typedef struct MFunc {
    const Global *fn;
    uint32_t index;       /* function number in the module: labels */
    bool kernel;
    MBlock **blocks;      /* layout order: IR order, split edges after
                             their source block */
    uint32_t nblocks;
    uint32_t nregs[RC__COUNT]; /* highest number handed out per class */
    uint64_t features;    /* TNV_FEATURE_BIT()s the selected rules used */
    unsigned min_ptx;     /* highest PTX version a selected instruction
                             needs on this target (0: none above the
                             target's own minimum); needs.c keeps it */
    char need_insn[ISEL_MNEMONIC_MAX]; /* the mnemonic that needed it */
    Loc need_loc;         /* and where its IR instruction is */
    uint32_t ncalls;      /* call sequences, numbered for comments */
    uint64_t frame_size;  /* bytes of the .local frame (frame.c), 0: none */
    uint32_t frame_align;
    uint32_t nlabels;     /* local labels made by hand-written layers
                             (loops inside one block), for unique names */
    unsigned cta_group;   /* tcgen05's .cta_group::N so far (0: none yet):
                             ptxas takes only one of 1 and 2 per function */
    LineMarks *line_marks; /* each machine instruction's source line, when
                             the module has line information (ir/lines.c) */
} MFunc;

/* ------------------------------------------------------------------ */
/* Parts: IR values wider than one register (parts.c)                   */
/* ------------------------------------------------------------------ */
/* An IR type as a list of machine parts, in memory order: a struct's
 * fields, an array's or vector's elements (recursively), an i128's low
 * then high 64 bits.  A scalar type has one part at offset 0.  Vectors of
 * i1 have one I1 part per element (their offsets are element numbers; such
 * vectors never go to memory as they are). */
typedef struct TypeParts {
    uint32_t n;
    const Vt *vt;
    const uint64_t *off;  /* byte offset of each part in memory */
    const uint8_t *bits;  /* the IR width of each part's value: vt_bits(vt),
                             except for integers of an odd width (an i24
                             is an I32 part of 24 bits; the bits above are
                             undefined, isel/legal/narrow.c) and i1 (1) */
    uint64_t size;        /* store size of the whole type */
    uint32_t align;       /* ABI alignment */
} TypeParts;

/* A constant flattened the same way: each part is an integer or float
 * (its bits), the address of a global plus an offset, a constant
 * expression that needs code (an addrspacecast, pointer arithmetic
 * between symbols), or undefined. */
typedef enum { CP_BITS, CP_SYM, CP_EXPR, CP_UNDEF } ConstPartKind;
typedef struct ConstPart {
    ConstPartKind kind;
    uint64_t bits;        /* CP_BITS: the value in the part's type */
    const Global *g;      /* CP_SYM */
    int64_t addend;       /* CP_SYM: byte offset from the symbol */
    const Value *expr;    /* CP_EXPR: the expression, and which of its */
    uint32_t part;        /* parts this is */
} ConstPart;

/* ------------------------------------------------------------------ */
/* The DAG (dag.c)                                                      */
/* ------------------------------------------------------------------ */
typedef struct DagNode DagNode;
typedef struct ExtraOut {
    VReg reg;
    struct ExtraOut *next;
} ExtraOut;
struct DagNode {
    DagOp op;
    Vt vt;
    uint32_t id;          /* creation order in the block: t0, t1, ... */
    DagNode **kids;
    uint32_t nkids;
    DagNode *chain;       /* previous chained node of the block, or NULL */
    uint32_t nuses;       /* operand uses by other nodes of the DAG */
    const Instr *ir;      /* the instruction it comes from (loc, flags) */
    uint32_t flags;       /* IF_* copied from the instruction */
    int64_t ival;         /* CONST; MMA*: operand-list shape (mma.c) */
    uint64_t fbits;       /* FCONST: IEEE bits in the vt's format */
    const char *sym;      /* GADDR: PTX symbol;
                             CALL: callee symbol;
                             MMA*: the PTX mnemonic */
    uint8_t cc;           /* SETCC: Predicate */
    uint32_t as;          /* LOAD/STORE/CVTA/CVTA_TO: address space */
    bool nc;              /* LOAD: may use ld.global.nc */
    bool is_volatile;     /* LOAD/STORE */
    bool ftz;             /* built in a function whose f32 operations flush
                             subnormals (IselCtx.ftz32): %z of a template */
    VReg vreg;            /* REG: the register it reads */
    VReg out;             /* the register the value must end up in, because
                             other blocks (or phis) use it; else 0 */
    struct ExtraOut *extra_out; /* more such registers (a pass-through
                             instruction such as freeze shares its node) */
    uint32_t target[2];   /* BR/BRCOND: machine block numbers */
    uint16_t intr;        /* INTRIN: index+1 in isel_intrinsic_names */
    bool chained;         /* an INTRIN ordered by the chain (side effects) */
    VReg *res;            /* hand-selected nodes with several results
                             (calls, vector loads): the registers they
                             write, read back through REG leaves */
    uint32_t nres;
    Vt evt;               /* LOADV/STOREV/LDU: the element type; ATOMIC of
                             type i32: F16/BF16 for a packed pair; LOAD:
                             the type in memory of an extending load
                             (dag_ext_loads), VT_NONE for a plain one */
    bool ext_signed;      /* LOAD with evt: sign- (not zero-) extending */
    const struct AtomicDesc *atom; /* atomics and fences (atomic.c) */
    const MInstr *insn;   /* hand-selected nodes whose instruction is
                             chosen when the DAG is built: PTX_TEXT (with
                             ptx_kid/ptx_res operands, ptxtext.c); MMA*,
                             PRED_PAIR and TEXSURF (opcode and modifiers
                             only) */
    /* Labeler state (label.c): per nonterminal, the best cost and rule;
     * leaf_* is the same when the node is used as an already computed
     * register by a parent (roots). */
    int64_t *cost, *leaf_cost;
    uint16_t *rule, *leaf_rule;
    uint32_t height;      /* height of its expression tree (mark_roots) */
    bool root;            /* selected on its own, in program order */
    bool selected;        /* root already reduced */
    MOp result;           /* root: its value as an operand (its register);
                             MO_NONE for a statement */
};

/* An IR value in the DAG: one node per part (a scalar has one). */
typedef struct DagVal {
    DagNode **p;
    uint32_t n;
} DagVal;

typedef struct Dag {
    DagNode **nodes;      /* in creation order; kids come before parents */
    uint32_t n, cap;
    DagNode *last_chain;
    const Block *bb;
    const Instr *first;   /* its first instruction: a block is built as one
                             DAG, or a very long one as several (chunks) */
    const Instr *cur_ir;  /* instruction being translated: node locations */
} Dag;

/* ------------------------------------------------------------------ */
/* The selection context                                                */
/* ------------------------------------------------------------------ */
/* The parts' maps (and, in their headers, each family's own state). */
#include "isel/dag/dag.h"
#include "isel/legal/legal.h"
#include "isel/lower/lower.h"
#include "isel/select/select.h"
#include "isel/mach/mach.h"

typedef struct IselOptions {
    bool dump_dag, dump_isel;
    FILE *dump;           /* where dumps go (stderr) */
    unsigned force_ptx;   /* --ptx-version, or 0: optional instructions
                             that need a newer PTX are avoided */
    /* -O0: selection without the optional DAG work -- no common
     * subexpressions merged, no extension operands shared, and every
     * IR instruction's value computed into its own register (no folding
     * of one instruction into another's pattern: no mad from mul + add,
     * no fma from fmul + fadd, no address arithmetic folded into [r+imm]).
     * The PTX then maps one-to-one onto the IR, for a student or a
     * debugger, and selection does the least work.  -O1..-O3 select as
     * well as tnvcc can. */
    unsigned opt_level;
    /* A block longer than this many instructions is selected in chunks
     * of about this size (mach/phi.c); 0: the default, 4096.  Tests make
     * it small, to put chunk edges everywhere (--isel-chunk). */
    unsigned chunk;
    /* -ftz=1 (tnvcc's and libNVVM's option): f32 operations of a function
     * that does not say its own denormal mode (the attributes
     * "denormal-fp-math-f32", "denormal-fp-math") flush subnormals, as
     * libNVVM's do (isel_fn_ftz32). */
    bool ftz_default;
    /* -prec-div=0 (libNVVM's option, and tnvcc's): an f32 fdiv may be
     * div.full.f32, the full-range approximation (2 ulp), and 1.0 / x
     * rcp.approx.f32, as NVIDIA's compilers write them.  No fast-math
     * flag says this (`afn` allows div.approx, which is not accurate for
     * divisors beyond 2^126), hence an option of the selector. */
    bool div_full;
} IselOptions;

/* What the module-level directives written (.weak, .common, generic() in
 * an initializer, .alias) need of the PTX version (needs.c). */
typedef struct ModuleNeeds {
    unsigned ptx;
    char what[ISEL_MNEMONIC_MAX];
    Loc loc;
} ModuleNeeds;

typedef struct LabelMemo LabelMemo;
typedef struct NeedMemo NeedMemo;
typedef struct IselCtx {
    const Module *m;
    const Target *target;
    Diag *diag;
    IselOptions opt;
    Arena *fn_arena;      /* function lifetime: the MFunc, names */
    Arena *dag_arena;     /* block lifetime: the DAG */
    unsigned ptr_bits;    /* 64 or 32, from the triple */
    bool tmem_ptr32;      /* "p6:32" in a 64-bit data layout: tensor-memory
                             (addrspace 6) pointers are 32 bits (LLVM 21+) */
    /* Per function (reset by isel_function): */
    const Global *fn;
    bool ftz32;           /* its f32 operations flush subnormals to zero
                             (isel_fn_ftz32): every node it builds says so */
    MFunc *mf;
    VReg **vregs_of;      /* by Instr.pos: registers (one per part) of a
                             value used outside its block or by a phi,
                             else NULL */
    VReg **arg_vregs;     /* by Arg.index, likewise for used arguments */
    uint32_t npos;
    MBlock *cur;          /* block receiving instructions */
    Dag *dag;             /* DAG of the block being built */
    DagVal *val_of;       /* by Instr.pos: the nodes of a same-block value */
    VReg *ldvec_reg;      /* by Instr.pos: a load merged into an earlier
                             one's vector load, its register (dag/ldvec.c),
                             or 0; NULL until a group is found */
    struct StVecGroup **stvec_group; /* by Instr.pos: the store group a
                             store belongs to (dag/ldvec.c), or NULL */
    Vec parts_cache;      /* const TypeParts *, by Type.id (parts.c);
                             lives as long as the context (module) */
    Arena *mod_arena;     /* module lifetime: the parts cache */
    ModuleNeeds mod_needs; /* of module-level directives (emit/globals.c) */
    uint32_t errors_before;
    struct Layout *layout; /* select.c's block layout of the function */
    /* Each family's own per-function tables (their headers say what is
     * in them; isel_function resets them before and after a function): */
    PhiState phi;         /* mach/phi.c */
    FrameState frame;     /* lower/frame.c, lower/byval.c */
    AddrSpaceState addrspace; /* dag/addrspace.c */
    LabelMemo *label_memo; /* select/label.c: facts of the chain rules and
                             shared leaf labels, module lifetime
                             (mod_arena) */
    NeedMemo *need_memo;  /* mach/needs.c: ptxop_need's answer per
                             (instruction, modifiers), module lifetime */
    int8_t generic_vars;  /* dag/addrspace.c: does the module declare
                             addrspace(0) variables (1 yes, -1 no, 0 not
                             asked yet)? */
    uint32_t *chunk_of;   /* by Instr.pos: the position of the first
                             instruction of its chunk (mach/phi.c); NULL
                             when every block is one chunk */
    const TypeParts *bool_memory[17]; /* dag/dag_mem.c: the memory form of
                             an i1 vector of N bytes, by N (module
                             lifetime, mod_arena) */
    const LineTable *lines; /* the module's source files when it has line
                             information (ir/lines.c), else NULL */
    LineLoc cur_line;     /* the source line of the DAG node being
                             selected (its root's, or its own when it has
                             one): what mach/minstr.c records for each
                             machine instruction made now */
} IselCtx;

/* Has selection reported an error in the current function? */
bool isel_failed(const IselCtx *c);

/* legalize.c */
/* The machine type of an IR type, or false after a located "unsupported"
 * error naming `what` (the construct) when there is none. */
bool legal_vt(IselCtx *c, const Type *t, Loc loc, const char *what, Vt *out);
Vt ptr_vt(const IselCtx *c);
/* The bits of a pointer of type t: ptr_bits, or 32 for a tensor-memory
 * pointer of a "p6:32" module. */
unsigned ptr_type_bits(const IselCtx *c, const Type *t);
/* Is every part of t a machine type?  Else a located "unsupported: WHAT
 * of type T" error, and false. */
bool legal_type(IselCtx *c, const Type *t, Loc loc, const char *what);
/* Check a whole function before selection: parameter and return types,
 * instructions this version knows.  Reports every problem; true if none. */
bool legal_function(IselCtx *c, const Global *fn);
/* The signature of a function that is defined or called. */
bool legal_signature(IselCtx *c, const Global *fn, Loc loc);
/* The PTX state-space qualifier of an address space (".global", "" for
 * generic), or NULL if this version does not handle it. */
const char *addrspace_qual(unsigned as);
/* ".volatile" for a volatile access through `as`, "" for .local (PTX
 * has no volatile local access) or a plain one (dag_mem.c). */
const char *isel_volatile_qual(bool is_volatile, unsigned as);
/* Address space 7 (.shared::cluster) on this target?  Else a located
 * "unsupported: WHAT through address space 7 ..." and false. */
bool legal_cluster_space(IselCtx *c, Loc loc, const char *what);

/* parts.c */
/* The parts of t, or NULL when some part has no machine type (or there
 * are more than ISEL_MAX_PARTS); *why then says what, for a message. */
const TypeParts *type_parts(IselCtx *c, const Type *t, const char **why);
/* type_parts for a type made on the spot, not in the module's table (its
 * id means nothing): built each time, never cached; NULL as above. */
const TypeParts *type_parts_fresh(IselCtx *c, const Type *t);
/* Parts [*first, *first + *count) of aggregate type t hold the member at
 * the index path idx[0..n); *sub is that member's type. */
void agg_part_range(IselCtx *c, const Type *t, const uint32_t *idx, uint32_t n,
                    uint32_t *first, uint32_t *count, const Type **sub);
/* The constant v of type t, flattened into tp->n parts (out has room). */
void const_parts(IselCtx *c, const Value *v, const TypeParts *tp, ConstPart *out);
/* Add to *off the byte offset of constant getelementptr k's indices
 * (not its base); false when an index is not a constant integer. */
bool const_gep_offset(const IselCtx *c, const Const *k, int64_t *off);
/* One index ix of such a walk over type *cur (first: the pointer's own
 * index): adds its offset to *off and steps *cur into the member; false
 * when ix is not a constant integer. */
bool gep_index_offset(const IselCtx *c, const Type **cur, bool first, const Value *ix,
                      int64_t *off);
void parts_free(IselCtx *c);
/* Does t hold a vector of i1 (anywhere inside)?  Such vectors are bits in
 * memory, not bytes, so their parts have no byte offsets. */
bool type_has_bool_vector(const Type *t);
/* Is t itself a (fixed) vector of i1?  Such a load or store is the
 * integer of its bytes (dag/dag_mem.c). */
bool type_is_bool_vector(const Type *t);

/* phi.c */
void phi_assign_vregs(IselCtx *c, const Global *fn);
/* Emit into c->cur the copies for the edge from -> to (parallel-copy
 * semantics: a swap cycle goes through a temporary). */
void phi_emit_copies(IselCtx *c, const Block *from, const Block *to);
/* Emit into c->cur, at bb's start, the copies of the phis that
 * phi_plan_copies gave registers of their own for their incoming values
 * into the phis' registers. */
void phi_emit_entry_copies(IselCtx *c, const Block *bb);
/* The operand number of phi's (first) incoming value from `from`. */
uint32_t phi_incoming_slot(IselCtx *c, const Instr *phi, const Block *from);
/* Does the edge need a block of its own (critical and carrying copies)? */
bool phi_edge_needs_split(const Block *from, const Block *to);
/* Decide, per block ending in a conditional branch, whether one of its
 * critical edges can have its copies before the branch (c->phi.end_edge). */
void phi_plan_copies(IselCtx *c, const Global *fn);
bool block_has_phis(const Block *b);

/* dag.c */
/* The DAG of bb's instructions from `first` to the end of its chunk
 * (isel_chunk_next); *next gets the first instruction after it, or NULL
 * at the end of the block. */
/* mach/phi.c: the first instruction of the chunk after i's when the next
 * instruction starts one, else NULL (most blocks are one chunk). */
const Instr *isel_chunk_next(const IselCtx *c, const Instr *i);
Dag *dag_build(IselCtx *c, const Block *bb, const Instr *first, const Instr **next);
DagVal dag_parts(IselCtx *c, const Value *v);    /* every part of a value */
DagVal dag_one(IselCtx *c, DagNode *n);          /* a one-part value */
DagVal dag_val_new(IselCtx *c, uint32_t n);      /* n parts to fill in */
/* Registers for the results of a hand-selected node made for instruction
 * i (its cross-block registers when it has them, so no copy is needed),
 * and the REG leaves that read them as i's value. */
VReg *dag_result_regs(IselCtx *c, const Instr *i, const TypeParts *tp);
DagVal dag_result_parts(IselCtx *c, DagNode *n, const TypeParts *tp);
DagNode *dag_reg(IselCtx *c, Vt vt, VReg r);     /* a REG leaf */
/* n's value must also land in register r (a root writing r). */
void dag_bind_reg(IselCtx *c, DagNode *n, VReg r);
void dag_set_kid(DagNode *n, uint32_t i, DagNode *k);
DagNode *dag_fconst(IselCtx *c, Vt vt, uint64_t bits);
/* A leaf for one flattened constant part. */
DagNode *dag_const_part(IselCtx *c, Vt vt, const ConstPart *cp);
DagNode *dag_cast(IselCtx *c, Opcode op, Vt to, DagNode *x);
DagNode *dag_select(IselCtx *c, DagNode *cond, DagNode *a, DagNode *b);
bool dag_is_const(const DagNode *n);
DagNode *dag_node(IselCtx *c, DagOp op, Vt vt, uint32_t nkids);
/* Builders shared with the per-topic DAG code (atomic.c, frame.c, ...). */
DagNode *dag_node1(IselCtx *c, DagOp op, Vt vt, DagNode *a);
DagNode *dag_node2(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b);
DagNode *dag_const(IselCtx *c, Vt vt, int64_t v);
/* Nodes of an exact expansion: fast-math flags cleared (dag.c). */
DagNode *dag_exact(DagNode *n);
DagNode *dag_exact1(IselCtx *c, DagOp op, Vt vt, DagNode *a);
DagNode *dag_exact2(IselCtx *c, DagOp op, Vt vt, DagNode *a, DagNode *b);
DagNode *dag_value(IselCtx *c, const Value *v);  /* an IR operand's node */
DagNode *dag_chained(IselCtx *c, DagNode *n);    /* append to the chain */
DagNode *dag_setcc(IselCtx *c, Predicate p, DagNode *a, DagNode *b);
Vt dag_vt(IselCtx *c, const Type *t);            /* BUG if illegal */
/* A located "unsupported: WHAT" at the current instruction; returns a
 * placeholder node so that building can go on (the function fails). */
DagNode *dag_unsupported(IselCtx *c, const char *what);
/* The same for a value of type t: placeholders for every part (void: none),
 * so that later instructions of the block can still pick its parts. */
DagVal dag_unsupported_val(IselCtx *c, const Type *t, const char *what);
void dag_dump(const IselCtx *c, FILE *out, const Dag *d);
void dag_print_ref(FILE *out, const DagNode *n);

/* dag/widemul.c, pass "wide-mul": a 64-bit multiply of a 32-bit value's
 * extension that other blocks also read gets its own copy of the
 * extension, so that the multiply is mul.wide; another multiply by a
 * power of two becomes a shift (not at -O0). */
void dag_wide_mul(IselCtx *c, Dag *d);
/* A narrow integer load whose one user is an extension becomes an
 * extending load of the wider type (dag.c). */
void dag_ext_loads(IselCtx *c, Dag *d);
/* dag_mem.c */
DagVal dag_load(IselCtx *c, const Instr *i);
/* May load i use the non-coherent path (ld.global.nc)?  Copy i's access
 * properties onto memory node n and chain it (dag_mem.c). */
bool load_is_nc(IselCtx *c, const Instr *i);
DagNode *mem_node(IselCtx *c, DagNode *n, const Instr *i, unsigned as);
/* dag/ldvec.c, pass "ld-vec": if scalar load l0 starts a group of 2 or 4
 * neighbouring loads of its block, build one vector load at l0's place
 * and set *out to l0's value; ldvec_member gives a later member's value
 * (p NULL for a load in no group). */
bool ldvec_try(IselCtx *c, const Instr *l0, DagNode *base, unsigned as, uint64_t align,
               DagVal *out);
DagVal ldvec_member(IselCtx *c, const Instr *i);
/* ... and pass "st-vec", the same for stores: stvec_try records a group
 * that store s0 starts; stvec_member says whether store i belongs to one
 * (then it is done: the group's last member emits the vector store). */
bool stvec_try(IselCtx *c, const Instr *s0, DagNode *base, unsigned as, uint64_t align);
bool stvec_member(IselCtx *c, const Instr *i);
void dag_store(IselCtx *c, const Instr *i);
DagNode *dag_gep(IselCtx *c, const Instr *i);
DagVal dag_gep_parts(IselCtx *c, const Instr *i); /* a vector GEP lane by lane */
DagNode *dag_gep_const(IselCtx *c, const Const *k);
DagNode *dag_addrspace_cast(IselCtx *c, DagNode *src, unsigned from, unsigned to);
/* addr (generic) as an address in the state space it was cast from, when
 * that shows in the DAG (a cvta, under offsets), and that space is in the
 * mask (bit N for space N); NULL otherwise.  *space gets the space. */
DagNode *dag_space_view(IselCtx *c, DagNode *addr, unsigned mask, unsigned *space);
/* base + off, folding into a stack-slot offset where base is one. */
DagNode *dag_addr_offset(IselCtx *c, DagNode *base, int64_t off);
bool select_vector_load(IselCtx *c, DagNode *n);  /* layer 2 */
bool select_vector_store(IselCtx *c, DagNode *n); /* layer 2 */

/* dag_agg.c */
DagVal dag_extractvalue(IselCtx *c, const Instr *i);
DagVal dag_insertvalue(IselCtx *c, const Instr *i);
DagVal dag_extractelement(IselCtx *c, const Instr *i);
DagVal dag_insertelement(IselCtx *c, const Instr *i);
DagVal dag_shufflevector(IselCtx *c, const Instr *i);
DagVal dag_bitcast(IselCtx *c, const Instr *i);
/* The bits of value s (parts sp) reinterpreted as parts dp. */
DagVal dag_bitcast_parts(IselCtx *c, DagVal s, const TypeParts *sp, const TypeParts *dp);

/* intrin.c: calls and intrinsics.  A family handler returns true when it
 * owns the intrinsic `name` (having built its nodes into *out, or reported
 * a located error), false to let the next family look. */
typedef bool (*IntrinsicFamily)(IselCtx *c, const Instr *i, const char *name, DagVal *out);
DagVal dag_call(IselCtx *c, const Instr *i);
/* Is the intrinsic called by i free of side effects (memory(none) or
 * readnone on the call or the declaration)? */
bool intrinsic_is_pure(IselCtx *c, const Instr *i);

/* narrow.c: integers narrower than their register -- i8 in a 16-bit
 * register, odd widths (i7, i24, i48) in the next machine width -- and
 * i1 arithmetic.  The bits above a value's IR width are undefined; the
 * operations that read them extend in-register first. */
/* Does a `bits`-wide integer in machine type vt leave bits of its register
 * undefined (i8 always: it lives in 16 bits)? */
bool narrow_int(Vt vt, unsigned bits);
/* The machine type operations on such a value run in: i16 for an i8. */
Vt narrow_op_vt(Vt vt);
/* The low `bits` bits of x, zero- or sign-extended to the whole of `to`
 * (at least x's register; i16 or wider).  Constants fold. */
DagNode *dag_ext_in_reg(IselCtx *c, DagNode *x, unsigned bits, bool sign, Vt to);
/* x, computed in a wider type, as machine type vt again (i16 -> i8 is
 * free: the same register). */
DagNode *dag_narrow_result(IselCtx *c, DagNode *x, Vt vt);
/* Integer scalar operand v as a node that conversions (cvt) can read: an
 * odd width zero- or sign-extended in-register (i7 comes back as i16,
 * i24 as i32); i8..i64 as they are (cvt from .u8/.s8 reads 8 bits). */
DagNode *dag_int_operand(IselCtx *c, const Value *v, bool sign);
/* Binary operations and compares of one element whose IR width is `bits`:
 * does op need this file (i1, or it reads the undefined upper bits)? */
bool narrow_binary_op(DagOp op, Vt vt, unsigned bits);
DagNode *dag_narrow_binary(IselCtx *c, DagOp op, Vt vt, unsigned bits, DagNode *a, DagNode *b);
DagNode *dag_narrow_setcc(IselCtx *c, Predicate p, Vt vt, unsigned bits, DagNode *a, DagNode *b);
/* What legalization must refuse on odd widths (atomics on i24). */
bool legal_narrow(IselCtx *c, const Instr *i);
/* One element of a cast (dag_cast), extending a narrow source first. */
DagNode *dag_int_cast(IselCtx *c, Opcode op, Vt to, DagNode *x, unsigned from_bits);
/* A scalar argument or return value of an odd width with signext/zeroext:
 * extended as the attribute promises the callee. */
DagVal narrow_abi_extend(IselCtx *c, DagVal v, const Type *t, const AttrList *al);
/* unaligned.c: one memory part accessed in pieces of 1, 2, 4 or 8 bytes,
 * each as wide as the alignment at its address allows: a part whose
 * alignment is below its size (PTX wants every access naturally aligned),
 * or an integer of an odd width (an i24: 2 + 1 bytes, its store size). */
typedef struct PieceAccess {
    DagNode *base;        /* the access's address */
    uint64_t off;         /* the part's byte offset from it */
    uint64_t align;       /* the alignment of base */
    unsigned bits;        /* the part's IR width */
    Vt vt;                /* its machine type */
    unsigned as;          /* state space (after shared_cluster_space) */
    bool is_volatile;
    bool nc;              /* loads: may use ld.global.nc */
} PieceAccess;
/* The alignment of base+off when base is `align`-aligned. */
uint64_t mem_align_at(uint64_t align, uint64_t off);
/* The widest piece (1, 2, 4 or 8 bytes) that fits in `left` bytes at an
 * address of alignment `align`. */
unsigned mem_piece_bytes(unsigned left, uint64_t align);
/* Must a part of machine type vt and IR width bits whose address has
 * alignment `align` be loaded (stored) in pieces? */
bool piece_load_needed(Vt vt, unsigned bits, uint64_t align);
bool piece_store_needed(Vt vt, unsigned bits, uint64_t align);
DagNode *piece_load(IselCtx *c, const PieceAccess *a);
void piece_store(IselCtx *c, DagNode *v, const PieceAccess *a);

/* wide.c: i128, two I64 parts (low word first) per element.  add and sub
 * are one ADDCC/SUBCC node (the carry pair stays together), division a
 * DIVREM128 loop; the rest is 64-bit DAG nodes. */
typedef struct WideVal {
    DagNode *lo, *hi;
} WideVal;
bool wide_int_type(const Type *t);  /* i128, or a vector of i128 */
DagVal dag_wide_binary(IselCtx *c, const Instr *i);
DagVal dag_wide_cmp(IselCtx *c, const Instr *i);
DagVal dag_wide_cast(IselCtx *c, const Instr *i);
/* Building blocks (intrin_int.c): op is a binary DagOp (ADD, UDIV, ...). */
WideVal wide_binary(IselCtx *c, DagOp op, WideVal a, WideVal b);
WideVal wide_addsub(IselCtx *c, WideVal a, WideVal b, bool sub);
DagNode *wide_setcc(IselCtx *c, Predicate p, WideVal a, WideVal b);
bool wide_kid_folds(const DagNode *n, uint32_t k);
bool select_wide(IselCtx *c, DagNode *n);         /* layer 1 */

/* intrin_int.c: the integer intrinsics family (llvm.ctlz, llvm.fshl,
 * llvm.smax, llvm.*.with.overflow, llvm.*.sat, llvm.vector.reduce.*,
 * llvm.nvvm.rotate.b64, ...), element by element on every width. */
bool family_int(IselCtx *c, const Instr *i, const char *name, DagVal *out);
/* fpmath.c: floating-point math that is not one instruction.  The family
 * owns the generic llvm.* fp intrinsics on float and double (copysign,
 * round, roundeven, minimum/maximum, canonicalize, is.fpclass, fptosi.sat,
 * fptoui.sat, vector.reduce.f*, and exp2/log2/sin/cos/... under `afn`);
 * dag_frem lowers `frem`. */
bool family_fpmath(IselCtx *c, const Instr *i, const char *name, DagVal *out);
bool family_fpmath_half(IselCtx *c, const Instr *i, const char *name, DagVal *out);
DagVal dag_frem(IselCtx *c, const Instr *i);
/* Do fn's f32 operations flush subnormal inputs and results to zero
 * (PTX .ftz)?  Its attribute "denormal-fp-math-f32" (else
 * "denormal-fp-math") says so with the output mode "preserve-sign", as
 * llc reads it; a function with neither follows -ftz=1. */
bool isel_fn_ftz32(const IselCtx *c, const Global *fn);

/* call.c: the PTX call ABI. */
/* The .param declaration of a parameter or return value of type t named
 * `name`: ".param .b32 f_param_0", ".param .align 4 .b8 f_param_1[12]";
 * align raises the array's alignment (0: the type's own). */
const char *param_decl(IselCtx *c, const Type *t, uint32_t align, bool kernel,
                       const char *name);
/* The type a parameter with attributes al passes by value: for a
 * `byval(T)` pointer T (and *align its `align`, else 0), otherwise t. */
const Type *param_value_type(const IselCtx *c, const AttrList *al, const Type *t,
                             uint32_t *align);
bool select_call(IselCtx *c, DagNode *n);         /* CALL, RETVAL */
void load_args(IselCtx *c, const Global *fn);
/* How load_args filled an i8 parameter's register v above its byte: 1
 * zero-extended (ld.param.u8), 2 sign-extended (.s8); 0: v is not an i8
 * parameter's register. */
int arg_byte_ext(const IselCtx *c, VReg v);

/* atomic.c: atomicrmw, cmpxchg, fence, atomic load and store, and the
 * llvm.nvvm.atomic.* intrinsics.  legal_atomic reports what cannot be
 * selected; the builders make chained DOP_HAND nodes that select_atomic
 * emits (atomic_loop.c writes the compare-and-swap loops). */
typedef struct AtomicDesc {
    RmwOp op;            /* ATOMIC: the read-modify-write operation */
    Ordering ord;        /* the ordering PTX gets (cmpxchg: both joined) */
    const char *scope;   /* "cta", "cluster", "gpu", "sys" */
    bool singlethread;   /* syncscope("singlethread"): a fence needs no code */
    bool is_volatile;
} AtomicDesc;
bool legal_atomic(IselCtx *c, const Instr *i);
DagVal dag_atomic(IselCtx *c, const Instr *i);
/* The llvm.nvvm.atomic.* family (called by warp.c's family_warp). */
bool atomic_intrinsic(IselCtx *c, const Instr *i, const char *name, DagVal *out);
bool select_atomic(IselCtx *c, DagNode *n);
bool atomic_kid_folds(const DagNode *n, uint32_t k);

/* atomic_loop.c: atomics PTX has no instruction for, as compare-and-swap
 * loops inside one machine block. */
typedef enum { RMW_NATIVE, RMW_LOOP, RMW_NONE } RmwPlan;
RmwPlan rmw_plan(const Target *t, RmwOp op, Vt vt);
/* sem: ".relaxed.gpu" or ""; space: ".global" or ""; dst: result reg. */
void atomic_rmw_loop(IselCtx *c, DagNode *n, const char *sem, MOp dst);
/* cmpxchg of an i8 (and of an i16 without atom.cas.b16). */
void atomic_cas_loop(IselCtx *c, DagNode *n, const char *sem);
/* A value kid of an atomic: its register, or the immediate itself
 * (negated when neg). */
MOp atomic_operand(IselCtx *c, const DagNode *k, bool neg);

/* warp.c: shuffles, votes, matches, barriers, ldg/ldu (see its header). */
bool family_warp(IselCtx *c, const Instr *i, const char *name, DagVal *out);
/* The warp family's signature table is kept in strcmp order (tested). */
size_t warp_signatures_unsorted_at(void);
size_t warp_signatures_count(void);
bool select_warp(IselCtx *c, DagNode *n);
bool warp_kid_folds(const DagNode *n, uint32_t k);

/* half.c: half and bfloat beyond one pattern per operation -- the family
 * of llvm.minimum/maximum/copysign/round/roundeven on them and of the
 * vector forms of the llvm.nvvm half intrinsics (the predicates of the
 * half rules of nvptx.md live there too). */
bool family_half(IselCtx *c, const Instr *i, const char *name, DagVal *out);
/* atomicrmw fadd on <2 x half> or <2 x bfloat>: one atom.add.noftz.f16x2
 * on the pair packed into a .b32 (atomic.c asks these first and builds
 * the node). */
bool half_pair_type(const Type *t);
bool legal_half_pair_rmw(IselCtx *c, const Instr *i);

/* mma.c: the tensor-core family -- wmma.{load,store,mma}, mma.sync,
 * ldmatrix, stmatrix -- as hand-selected MMA_LOAD, MMA_STORE and MMA
 * nodes (their mnemonic in node.sym, registers written in node.res). */
bool family_mma(IselCtx *c, const Instr *i, const char *name, DagVal *out);
bool select_mma(IselCtx *c, DagNode *n);
bool mma_kid_folds(const DagNode *n, uint32_t k);
/* Does the target have feature f?  Then record it and PTX version `ptx`
 * for .version and return true; else a located "unsupported: intrinsic
 * '@name' needs sm_XX or newer" and false. */
bool intrinsic_gate(IselCtx *c, const Instr *i, Feature f, unsigned ptx, const char *name);

/* async.c: elect.sync (an ELECT node), and distributed shared memory: the
 * space of a shared access, 7 (.shared::cluster) when its pointer comes
 * from llvm.nvvm.mapa.shared.cluster (LLVM 19 types it addrspace(3)). */
bool family_async(IselCtx *c, const Instr *i, const char *name, DagVal *out);
bool select_async(IselCtx *c, DagNode *n);
unsigned shared_cluster_space(IselCtx *c, const Value *p, unsigned as);

/* texsurf.c: tex, tld4, suld and sust through a texture or surface handle
 * (a TEXSURF node, layer 1). */
bool family_texsurf(IselCtx *c, const Instr *i, const char *name, DagVal *out);
bool select_texsurf(IselCtx *c, DagNode *n);
/* ptxtext.c: a PTX_TEXT node -- the whole instruction (opcode, modifiers,
 * operands) built once, ptx_kid(K) standing for the register of kid K
 * and ptx_res(K) for result K (callers set node.res) -- for operand lists
 * no pattern can spell (tcgen05.c, tma.c, masked.c).
 * ptx_text_list: the group {kid F, ..., kid F+n-1} (or of results). */
DagNode *dag_ptx_text(IselCtx *c, PtxOp op, const char *mods, const MOp *ops, uint32_t nops,
                      DagNode *const *kids, uint32_t nkids);
MOp ptx_kid(uint32_t k);
MOp ptx_res(uint32_t k);
void ptx_text_guard(DagNode *n, uint32_t k); /* the instruction is @kid K */
MOp ptx_text_list(IselCtx *c, bool results, uint32_t from, uint32_t n);
DagVal ptx_text_results(IselCtx *c, const Instr *i, DagNode *n); /* i's value */
bool select_ptx_text(IselCtx *c, DagNode *n);
/* For the builders' name parsing: eat `w` and the '.' after it (or the
 * end) from *s; operand k as a constant in [lo, hi], else -1. */
bool ptx_text_eat(const char **s, const char *w);
int64_t ptx_text_flag(const Instr *i, uint32_t k, int64_t lo, int64_t hi);
/* s is `w`, then `sep`, then a decimal number (all of s): *n. */
bool ptx_text_word_num(const char *s, const char *w, const char *sep, unsigned long *n);
/* A gate naming the targets that have feature f (false after the error). */
bool ptx_text_gate(IselCtx *c, const Instr *i, const char *name, Feature f, unsigned ptx);
/* tcgen05.c: tcgen05.ld, .st and .mma (every form); the one-.cta_group-
 * per-function check (true and a located error on a clash). */
bool family_tcgen05(IselCtx *c, const Instr *i, const char *name, DagVal *out);
bool tcgen05_group_clash(IselCtx *c, const Instr *i, const char *name, unsigned g);
/* tma.c: cp.async.bulk.tensor forms with more operands than a pattern
 * (global to shared in every mode, Blackwell's im2col::w, gather4,
 * scatter4, the 5-d im2col prefetch). */
bool family_tma(IselCtx *c, const Instr *i, const char *name, DagVal *out);

/* switch.c: `switch` as a compare tree with brx.idx jump tables for
 * dense ranges (a SWITCH node, layer 1); i1 and i128 conditions as a
 * BRCASE chain. */
DagNode *dag_switch(IselCtx *c, const Instr *i);
bool select_switch(IselCtx *c, DagNode *n);

/* frame.c: the .local stack frame of static allocas. */
bool legal_alloca(IselCtx *c, const Instr *i);
/* A constant count in the entry block: a slot of the frame. */
bool alloca_is_static(const Instr *i);
void frame_layout(IselCtx *c, const Global *fn);
int64_t frame_offset(const IselCtx *c, const Value *v);
DagNode *dag_frame(IselCtx *c, int64_t off);
void frame_prologue(IselCtx *c);
int64_t frame_alloc(IselCtx *c, uint64_t size, uint32_t align);

/* addrspace.c: accesses through kernel pointer parameters are global. */
void global_ptrs_analyze(IselCtx *c, const Global *fn);
void global_ptrs_mark_entry(IselCtx *c);

/* mach/symhoist.c: after a function's blocks are selected, one entry-block
 * register per symbol whose address several places move into a register
 * (pass "sym-hoist"; not at -O0). */
void sym_hoist(IselCtx *c);
/* mach/copyfold.c, pass "copy-fold": `mov P, X` where X is written once,
 * just to be copied, becomes X's instruction writing P (not at -O0). */
void copy_fold(IselCtx *c);
/* Does a text line of mf name a register without carrying it as an
 * operand?  Inline asm substitutes registers into its text, which the
 * machine passes do not read or rewrite; its text line lists them
 * (asm.c), and the passes leave those alone -- a line that does not (an
 * asm of more than 255 operands, the .b128 registers an asm block
 * declares) leaves its whole function alone.  copyfold.c. */
bool mf_text_names_registers(const MFunc *mf);
/* mach/coalesce.c, pass "coalesce": `mov P, X` where P and X are never
 * live at once: one register for both, and the copy goes (not at -O0). */
void coalesce(IselCtx *c);
bool ptr_known_global(const IselCtx *c, const Value *p);
DagNode *dag_global_view(IselCtx *c, DagNode *addr);
/* ... and pointers into .shared/.const/.local used in other blocks get a
 * twin register in that space (addrspace.c). */
void space_twins_analyze(IselCtx *c, const Global *fn);
void space_twin_bind(IselCtx *c, const Instr *i, DagNode *generic);
DagNode *space_twin_use(IselCtx *c, const Value *p, unsigned *space);
/* divconst.c: i64 division and remainder by a constant as a multiply,
 * or NULL where that does not apply. */
DagNode *dag_div_const(IselCtx *c, DagOp op, Vt vt, DagNode *n, DagNode *d);
/* ... phis whose values all come from one space carry a twin too: its
 * copy on each edge (phi.c), its constant operands (dag.c), and the
 * view of a register that holds a twinned pointer (dag_space_view). */
VReg space_twin_incoming(IselCtx *c, const Instr *phi, uint32_t k);
void space_twin_phi_const(IselCtx *c, const Instr *phi, uint32_t k);
DagNode *space_twin_of_reg(IselCtx *c, const DagNode *reg, unsigned mask, unsigned *space);

/* byval.c: byval pointer parameters (read in .param space, or copied). */
enum { BYVAL_NONE = -1, BYVAL_DIRECT = -2, BYVAL_GRID = -3 };
bool arg_is_byval(const IselCtx *c, const Global *fn, uint32_t a);
void byval_layout(IselCtx *c, const Global *fn);
DagNode *byval_value(IselCtx *c, const Arg *a);
unsigned byval_space(const IselCtx *c, const Value *p);
bool byval_param_view(const IselCtx *c, const Instr *i);
void byval_prologue(IselCtx *c, const Global *fn);

/* needs.c: what selected instructions need from the target. */
Loc isel_node_loc(const DagNode *n); /* its IR instruction's, or none */
/* Record that instruction `insn` (text; its first word is kept) needs PTX
 * version ptx (0: none of its own) and feature `feature` (-1: none) on the
 * target; `loc` is its IR instruction.  Raises mf->min_ptx and remembers
 * the instruction that raised it. */
void isel_need(IselCtx *c, const char *insn, unsigned ptx, int feature, Loc loc);
/* The same for the instruction last emitted into the current block. */
void isel_need_last(IselCtx *c, unsigned ptx, int feature, Loc loc);
/* "WHAT requires sm_80 or newer (target is sm_75)" at loc; WHAT is given
 * as it should read, quotes included ("'atom.add.f64'"). */
void isel_gate_error(IselCtx *c, Loc loc, const char *what, Feature f);
/* A module-level directive `what` (".weak") at loc needs PTX version ptx. */
void isel_need_module(IselCtx *c, const char *what, unsigned ptx, Loc loc);
/* True if the target has f; otherwise the gating error, and false. */
bool isel_require(IselCtx *c, Feature f, const char *what, Loc loc);
/* The first word of an instruction, guard predicate skipped. */
void isel_mnemonic(const char *insn, char *buf, size_t n);
/* After selection: what every selected instruction needs, from the PTX
 * instruction table (targets/ptxinsn.def), recorded as isel_need does;
 * a feature the target lacks is a gating error naming the instruction. */
void isel_needs_from_table(IselCtx *c);
/* The same for one instruction, at loc (reduce.c: the IR instruction a
 * template was expanded for). */
void isel_need_table(IselCtx *c, const MInstr *mi, Loc loc);
/* ptxop_need (targets/ptxinsn.h) remembered for the module: the same
 * few hundred (instruction, modifiers) pairs are asked about for every
 * instruction selected, and each answer costs a scan of the form rows. */
PtxNeed isel_ptxop_need(const IselCtx *c, PtxOp op, const char *mods);
/* The memo's own copy of mods (module lifetime), for op's instructions. */
const char *isel_mods_intern(const IselCtx *c, PtxOp op, const char *mods);
void isel_need_memo_init(IselCtx *c); /* once, before the first function */

/* memintr.c: llvm.memcpy/memmove/memset.  family_mem is an intrinsic
 * family (intrin.c's table); loops are MEMLOOP nodes for layer 1. */
bool family_mem(IselCtx *c, const Instr *i, const char *name, DagVal *out);
/* masked.c: llvm.masked.load/store/gather/scatter, one access per lane
 * guarded by its mask bit (PTX_TEXT nodes). */
bool family_masked(IselCtx *c, const Instr *i, const char *name, DagVal *out);
/* vecintr.c: llvm.vector.reverse, splice, extract, insert, stepvector
 * (parts moved, no code) and llvm.get.active.lane.mask. */
bool family_vector(IselCtx *c, const Instr *i, const char *name, DagVal *out);
bool select_memintr(IselCtx *c, DagNode *n);

/* asm.c: inline asm calls (an ASM node, layer 1). */
DagVal dag_inline_asm(IselCtx *c, const Instr *i);
bool select_inline_asm(IselCtx *c, DagNode *n);

/* dynalloca.c: allocas of a run-time size (PTX alloca, feature ALLOCA);
 * frame.c's static allocas are the rest. */
bool legal_dynamic_alloca(IselCtx *c, const Instr *i);
DagNode *dag_dynamic_alloca(IselCtx *c, const Instr *i);

/* call.c: indirect calls and calls through aliases.  The function a
 * callee value names once aliases and pointer casts are looked through,
 * or NULL (a pointer computed at run time). */
const Global *callee_function(const Value *callee);

/* Machine instruction builders (select.c). */
/* The machine block that a branch from `from` to `to` jumps to: `to`'s own,
 * or the block made for the edge when it is split. */
uint32_t edge_target(IselCtx *c, const Block *from, const Block *to);
VReg mf_new_vreg(IselCtx *c, RegClass rc);
const char *vreg_name(const IselCtx *c, VReg v);
void mf_branch(IselCtx *c, const char *pred, uint32_t target);
char *fn_strf(const IselCtx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ------------------------------------------------------------------ */
/* Patterns, labeler and reducer                                        */
/* ------------------------------------------------------------------ */
/* Costs are saturating int64: COST_INF means "no match", and adding or
 * multiplying clamps at COST_INF instead of wrapping. */
#define COST_INF INT64_MAX
int64_t cost_add(int64_t a, int64_t b);
int64_t cost_mul(int64_t a, int64_t b);

/* A dynamic cost: extra cost of a rule at node n, or COST_INF to reject. */
typedef int64_t (*IselDynCost)(const IselCtx *c, const DagNode *n);

/* One node of a pattern tree (flattened into isel_pat[]). */
typedef struct PatNode {
    int16_t op;           /* DagOp, or -1 for a nonterminal leaf */
    int16_t vt;           /* Vt, or -1 for "any type" */
    uint16_t nt;          /* nonterminal of a leaf */
    uint16_t intr;        /* INTRIN: index+1 in isel_intrinsic_names */
    uint8_t nkids;
    uint16_t kids[ISEL_MAX_PAT_KIDS]; /* indices into isel_pat[] */
} PatNode;

/* A rule's template, compiled by isel/select/gen.c from its text in nvptx.md:
 * the reducer builds machine instructions from these, and never reads
 * template text.  An operand: */
typedef enum {
    TMPL_PH,      /* placeholder ch: d D c L M F G, or '0'..'9' an operand */
    TMPL_TEMP,    /* %T<class><n>: temporary val of register class rc */
    TMPL_IMM,     /* a number: val, or spelled in bits (s: 0f3F800000) */
    TMPL_SPECIAL, /* %%tid.x: the special register s ("%tid.x") */
    TMPL_SYM,     /* a symbol s (_ the sink, WARP_SZ) */
    TMPL_ADDR,    /* [sub[0]] or [sub[0]+sub[1]] (has_off), or a
                     tensor's [sub[0], ..., sub[n-1]] */
    TMPL_GROUP,   /* {sub[0], ..., sub[n-1]} */
} TmplOpKind;

typedef struct TmplOp {
    uint8_t kind;          /* TmplOpKind */
    char ch;               /* TMPL_PH */
    uint8_t rc;            /* TMPL_TEMP: RegClass */
    bool has_off;          /* TMPL_ADDR */
    uint8_t n;             /* TMPL_ADDR, TMPL_GROUP: members */
    int64_t val;           /* TMPL_IMM; TMPL_TEMP: its number */
    const char *s;         /* TMPL_IMM in bits, TMPL_SPECIAL, TMPL_SYM */
    const struct TmplOp *sub;
} TmplOp;

/* One instruction of a template. */
typedef struct TmplLine {
    uint16_t op;           /* PtxOp: a row of targets/ptxinsn.def */
    const char *mods;      /* the modifiers; placeholders (%s, %A, %C...)
                              filled in per node by the reducer */
    const TmplOp *guard;   /* @%0 / @!%0, or NULL */
    bool guard_neg;
    uint8_t nops;
    const TmplOp *ops;
    bool label;            /* names %L or %M: a bra there may be MI_BRA */
} TmplLine;

typedef struct IselRule {
    uint16_t lhs;         /* nonterminal */
    int16_t chain_nt;     /* chain rule `lhs: nt`: the nt, else -1 */
    uint16_t pat;         /* root of the pattern in isel_pat[] */
    int64_t cost;
    IselDynCost dyn;      /* NULL or a preds.c function */
    int16_t feature;      /* Feature the rule needs, or -1 */
    uint16_t ptx;         /* minimum PTX version (major*10+minor), or 0 */
    bool insn;            /* the template is an instruction (ends in ';') */
    const TmplLine *lines; /* insn: its instructions, */
    uint8_t nlines;
    const TmplOp *opnd;   /* else the operand it yields */
    const char *text;     /* the rule as written in nvptx.md */
    uint16_t line;        /* its line in nvptx.md */
} IselRule;

extern const IselRule isel_rules[];
extern const unsigned isel_nrules;
extern const PatNode isel_pat[];
extern const char *const isel_nt_names[];
extern const unsigned isel_nnts;
/* Rules whose pattern root is operation op: isel_op_rules[first[op] ..
 * first[op+1]). */
extern const uint16_t isel_op_first[];
extern const uint16_t isel_op_rules[];
extern const uint16_t isel_chain_rules[];
extern const unsigned isel_nchain_rules;
/* Intrinsics named by patterns (@llvm...), sorted by name; the rules of
 * intrinsic number r (from 1) are isel_intr_rules[first[r] .. first[r+1]). */
extern const char *const isel_intrinsic_names[];
extern const unsigned isel_nintrinsics;
extern const uint16_t isel_intr_first[];
extern const uint16_t isel_intr_rules[];

/* label.c: label every node of the DAG; false after a located
 * "unsupported" error when a root has no cover. */
bool label_dag(IselCtx *c, Dag *d);
/* The goal of a root: the stmt or reg nonterminal. */
unsigned root_goal(const DagNode *n);
/* The mnemonic of rule r's (first) instruction at node n, type
 * placeholders filled in ("min.NaN.f32" from "min.NaN.%s %d, %0, %1;"):
 * reduce.c. */
void isel_rule_mnemonic(const IselRule *r, const DagNode *n, char *buf, size_t size);
/* A feature rule r needs at node n that the target lacks, or -1: the
 * rule's own `feat` (what an operand needs, a special register), then
 * what the instruction table (targets/ptxinsn.def) says each of its
 * instructions needs, modifiers filled in at n (reduce.c). */
int isel_rule_lacks(const IselCtx *c, const IselRule *r, const DagNode *n);


/* loophint.c: is bb the header of a loop whose latch's llvm.loop
 * metadata says not to unroll it?  (Needs cfg_build.) */
bool loop_header_nounroll(const Block *bb);

/* select.c */
MFunc *isel_function(IselCtx *c, const Global *fn, uint32_t index);
/* The three layers for one root, in fixed order. */
bool select_chained_intrinsic(IselCtx *c, DagNode *n); /* layer 1 */
bool select_vector_memory(IselCtx *c, DagNode *n);     /* layer 2 */
void select_matcher(IselCtx *c, DagNode *n);           /* layer 3 */
/* An operand of a hand-selected node: a root's register, or the
 * cheapest cover of kid k as nonterminal nt (an address [%rd1+8], an
 * immediate) emitted now. */
MOp isel_op(IselCtx *c, DagNode *k, unsigned nt);
/* Does the hand-selected node n take its kid k as a nonterminal other
 * than a register (so dag.c must not force the kid into one)? */
bool hand_kid_folds(const DagNode *n, uint32_t k);
/* A fresh local label for a loop inside one machine block ("$L__tnv3_1"). */
const char *mf_local_label(IselCtx *c);
/* Names shared with the writer. */
char *param_sym(IselCtx *c, const Global *fn, uint32_t i);
/* Symbol names: ptx_symbol (ir/names.c, below isel/ and emit/). */

#endif /* TNVCC_ISEL_H */
