/*
 * isel/lower/asm.c -- inline assembly: `call T asm sideeffect "text", "cons"(args)`.
 *
 * The asm text is PTX written by the user (CUDA's headers are full of it:
 * cuda_fp16.h's `{add.f16 $0,$1,$2;}`).  Selection only has to put the
 * operands in registers, substitute them into the text, and copy the text
 * out verbatim, bracketed the way LLVM's NVPTX back end does:
 *
 *     // begin inline asm
 *     {add.f16 %rs3,%rs1,%rs2;
 *     }
 *     // end inline asm
 *
 * No braces are added: LLVM adds none, and the headers write their own
 * `{ }` around the asm that declares registers (a scope of its own is the
 * writer's choice, and an asm that meant to declare something for a later
 * asm would break if we added one).
 *
 * The constraint string, one code per operand, comma-separated, outputs
 * first (LLVM's numbering: $0.. the outputs, then the inputs in order):
 *
 *   =X  an output (=&X, early clobber: every output gets a fresh virtual
 *       register anyway, never shared with an input)
 *   X   an input;  N (a digit) an input tied to output N: it is copied
 *       into that output's register before the asm, which names both
 *   ~{..}  a clobber: ignored (every asm is ordered anyway, see below)
 *
 * where X is the register class, NVPTX's letters: b .pred, c (an i8) and
 * h .b16, r .b32, l and N .b64, f .f32, d .f64; n and i an immediate
 * (a constant argument written into the text).  A value whose register
 * class differs from the letter's but has its size (a float for "r") is
 * moved with mov.bN; a pointer to a 32-bit window (shared, const, local)
 * under "r" is truncated with cvt, a 32-bit pointer under "l" widened.
 * q is an i128 in a .b128 register (PTX 8.3, sm_70): the asm then gets a
 * block of its own declaring %rq0.., packed with mov.b128 from the i128's
 * two %rd parts (an input tied to a q output into that output's) and
 * unpacked after.  A vector of two 16-bit elements (<2 x half>,
 * <2 x bfloat>, <2 x i16>) under "r" is one .b32 register to LLVM's
 * NVPTX backend (MLIR passes mma.sp's f16 fragments so); tnvcc holds it
 * as two 16-bit parts, packed with mov.b32 %r, {lo, hi} before the asm
 * and unpacked with mov.b32 {lo, hi}, %r after (PTX ISA, "mov": the
 * first element is the low half, as element 0 of the vector is in
 * LLVM's layout).  Anything else -- memory operands (m, *m), explicit
 * registers ({r1}), alternatives -- is a located "unsupported" error
 * naming the constraint.
 *
 * In the text, $N and ${N} name operand N, ${N:r} and ${N:c} the same,
 * ${N:n} a negated immediate, and $$ is a literal '$'.
 *
 * The text may use any instruction of the PTX version and target its
 * producer wrote it for, which tnvcc cannot see into: the function's
 * "target-features" (clang's "+ptx85,+sm_90a") sets the least .version of
 * a module with inline asm.  Asm in a function written for a target that
 * ours does not include ("target-cpu" or "+sm_XX") gets a located warning
 * and is compiled as llc compiles it: whether the text suits our target
 * is for ptxas to say.
 *
 * Several outputs come back as a struct: one part per output (parts.c).
 * Every inline asm that is emitted is a chained node (kept in program
 * order): that is what `sideeffect` and a memory clobber require, and
 * for a pure asm it only gives up reordering, never correctness.  A pure
 * asm (no `sideeffect`, no memory clobber) whose outputs nothing reads
 * is not emitted at all (dag_inline_asm).
 *
 * Invariant: asm_parse is a pure function of the instruction; the DAG
 * builder (which reports problems) and the selector (which trusts them
 * solved) both call it.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"

/* ---------------- constraints ---------------- */

typedef struct AsmOperand {
    bool output;
    bool early;     /* =&X: written before the inputs are all read */
    bool imm;       /* n or i: a constant written into the text */
    int tied;       /* input tied to output N, else -1 */
    RegClass rc;    /* register operands (tied: the output's) */
    char letter;
    bool q128;      /* q: an i128 in a .b128 register, two %rd parts */
    bool pair16;    /* a vector of two 16-bit elements in one .b32 */
} AsmOperand;

/* As many operands as the constraint string has codes: no fixed limit,
 * for sm_90's wgmma.mma_async m64n256k16 takes 128 outputs and as many
 * tied inputs (MLIR's nvgpu.warpgroup.mma writes such asm). */
typedef struct AsmInfo {
    AsmOperand *op; /* in the arena asm_parse was given */
    uint32_t nops, nouts;
} AsmInfo;

/* The register class of a constraint letter, or false. */
static bool letter_class(char l, RegClass *rc)
{
    switch (l) {
    case 'b': *rc = RC_P; return true;
    case 'c': case 'h': *rc = RC_RS; return true;
    case 'r': *rc = RC_R; return true;
    case 'l': case 'N': *rc = RC_RD; return true;
    case 'f': *rc = RC_F; return true;
    case 'd': *rc = RC_FD; return true;
    default: return false;
    }
}

/* One code [s, s+len) (not a clobber) into *op; NULL or the reason. */
static const char *parse_code(const char *s, size_t len, const AsmInfo *ai, AsmOperand *op)
{
    *op = (AsmOperand){.tied = -1};
    size_t k = 0;
    if (k < len && s[k] == '=')
        op->output = true, k++;
    if (op->output && k < len && s[k] == '&')
        op->early = true, k++;
    if (k < len && s[k] == '*')
        return "memory operands are not supported; pass the address in an \"l\" register";
    if (k < len && s[k] == '{')
        return "explicit registers are not supported";
    if (!op->output && k < len && isdigit((unsigned char)s[k])) {
        uint32_t n = 0; /* the output's number: more than one digit past $9 */
        for (; k < len && isdigit((unsigned char)s[k]) && n < ai->nouts; k++)
            n = n * 10 + (uint32_t)(s[k] - '0');
        if (k != len || n >= ai->nouts)
            return "it ties an input to an output that does not exist";
        op->letter = ai->op[n].letter;
        op->tied = (int)n;
        op->rc = ai->op[op->tied].rc;
        op->q128 = ai->op[op->tied].q128; /* packed into the output's %rq */
        return NULL;
    }
    if (k + 1 != len)
        return "one register letter per operand is supported, not alternatives";
    op->letter = s[k];
    if (!op->output && (s[k] == 'n' || s[k] == 'i')) {
        op->imm = true;
        return NULL;
    }
    if (s[k] == 'q') { /* PTX 8.3's .b128: an i128, carried in two %rd parts */
        op->q128 = true, op->rc = RC_RD;
        return NULL;
    }
    if (!letter_class(s[k], &op->rc))
        return "NVPTX has no such register class";
    return NULL;
}

/* Parse i's constraints into ai (its operands in arena a); NULL, or a
 * message naming the bad one. */
static const char *asm_parse(IselCtx *c, Arena *a, const InlineAsm *ia, AsmInfo *ai)
{
    const char *s = ia->constraints ? ia->constraints : "", *end = s + ia->constraints_len;
    size_t codes = 1;
    for (const char *p = s; p < end; p++)
        codes += *p == ',';
    ai->op = arena_array(a, codes, sizeof *ai->op);
    ai->nops = ai->nouts = 0;
    while (s < end) {
        const char *comma = memchr(s, ',', (size_t)(end - s));
        size_t len = (size_t)((comma ? comma : end) - s);
        if (len && s[0] != '~') {
            AsmOperand *op = &ai->op[ai->nops];
            const char *why = parse_code(s, len, ai, op);
            if (why)
                return fn_strf(c, "inline asm constraint '%.*s' (%s)", (int)len, s, why);
            if (op->output && ai->nouts != ai->nops)
                return fn_strf(c, "inline asm constraint '%.*s' (an output after an input)",
                               (int)len, s);
            ai->nouts += op->output;
            ai->nops++;
        }
        s += len + (comma != NULL);
    }
    return NULL;
}

static unsigned class_bits(RegClass rc)
{
    switch (rc) {
    case RC_P: return 1;
    case RC_RS: return 16;
    case RC_R: case RC_F: return 32;
    default: return 64;
    }
}

/* Can a value of type vt travel in a register of class rc? */
static bool fits_class(Vt vt, RegClass rc)
{
    return vt_class(vt) == rc || (vt_bits(vt) == class_bits(rc) && rc != RC_P);
}

/* Address spaces whose addresses are offsets in a window below 4 GiB
 * (PTX ISA, "State Spaces": .shared, .const, .local, tensor memory and
 * the cluster's shared window), so that a 64-bit pointer to them loses
 * nothing in a 32-bit register.  MLIR lowers stmatrix and
 * mbarrier.expect_tx with such pointers under "r"; llc truncates them. */
static bool window_space(uint32_t as)
{
    return as == 3 || as == 4 || as == 5 || as == 6 || as == 7;
}

/* A pointer of type t (machine type vt) under a letter of class rc whose
 * size differs: "r" holds a 32-bit window address (truncated in, zero
 * extended out), "l" any pointer (a 32-bit one zero extended in).  A
 * generic or global pointer cut to 32 bits would be a wrong address. */
static bool ptr_resizes(const Type *t, Vt vt, RegClass rc)
{
    if (t->kind != TY_PTR || fits_class(vt, rc))
        return false;
    if (rc == RC_RD)
        return vt_bits(vt) == 32;
    return rc == RC_R && vt_bits(vt) == 64 && window_space(t->addrspace);
}

static bool const_int_value(const Value *v, int64_t *out)
{
    uint64_t bits;
    if (!value_const_int(v, true, &bits))
        return false;
    *out = (int64_t)bits;
    return true;
}

/* The IR type of output k: the result, or member k of the struct that
 * several outputs come back in. */
static const Type *output_type(const Type *rt, uint32_t k)
{
    return rt->kind == TY_STRUCT && k < rt->nmem ? rt->mem[k] : rt;
}

/* How many machine parts operand k takes: two for q (an i128) and for a
 * pair of 16-bit elements. */
static uint32_t op_parts(const AsmOperand *op) { return op->q128 || op->pair16 ? 2 : 1; }

/* The first result part of output k. */
static uint32_t out_part(const AsmInfo *ai, uint32_t k)
{
    uint32_t p = 0;
    for (uint32_t j = 0; j < k; j++)
        p += op_parts(&ai->op[j]);
    return p;
}

/* A vector of two 16-bit elements, which "r" carries in one .b32. */
static bool is_pair16(const Type *t)
{
    const Type *e = t->kind == TY_VEC && !t->scalable && t->count == 2 ? t->elem : NULL;
    return e && (e->kind == TY_HALF || e->kind == TY_BFLOAT ||
                 (e->kind == TY_INT && e->bits == 16));
}

/* Mark the operands whose IR type is such a pair under a .b32 letter:
 * they take two parts (see op_parts).  A tied input follows its output. */
static void mark_pairs(const Instr *i, AsmInfo *ai)
{
    for (uint32_t k = 0; k < ai->nops; k++) {
        AsmOperand *op = &ai->op[k];
        const Type *t = k < ai->nouts ? (ai->nouts == 1 ? i->v.type : output_type(i->v.type, k))
                                      : (k - ai->nouts < i->nargs ? instr_op(i, k - ai->nouts)->type
                                                                  : NULL);
        op->pair16 = op->rc == RC_R && !op->imm && !op->q128 && t && is_pair16(t);
    }
}

/* Is t an i128, the one type a q operand takes? */
static bool is_i128_type(const Type *t) { return t->kind == TY_INT && t->bits == 128; }

static bool any_q(const AsmInfo *ai)
{
    for (uint32_t k = 0; k < ai->nops; k++)
        if (ai->op[k].q128)
            return true;
    return false;
}

/* Do the call's operands and result agree with the constraints?  NULL, or
 * what does not. */
static const char *asm_check(IselCtx *c, const Instr *i, const AsmInfo *ai,
                             const TypeParts *rp)
{
    char buf[64];
    if (ai->nops - ai->nouts != i->nargs)
        return fn_strf(c, "inline asm with %u inputs in its constraints but %u arguments",
                       ai->nops - ai->nouts, i->nargs);
    for (uint32_t k = 0; k < ai->nops; k++) { /* vectors: only the packed pairs */
        const Type *t = k < ai->nouts ? (ai->nouts == 1 ? i->v.type : output_type(i->v.type, k))
                                      : instr_op(i, k - ai->nouts)->type;
        if (t->kind == TY_VEC && !ai->op[k].pair16)
            return fn_strf(c, "inline asm operand %u of type '%s' in constraint '%c' (a vector "
                           "is taken only as two 16-bit elements in one .b32 register, \"r\": "
                           "<2 x half>, <2 x bfloat>, <2 x i16>)", k,
                           type_str(t, buf, sizeof buf), ai->op[k].letter);
    }
    if ((rp ? rp->n : 0) != out_part(ai, ai->nouts) ||
        (ai->nouts > 1 && i->v.type->kind == TY_STRUCT && i->v.type->nmem != ai->nouts))
        return fn_strf(c, "inline asm with %u outputs returning '%s'", ai->nouts,
                       type_str(i->v.type, buf, sizeof buf));
    for (uint32_t k = 0; k < ai->nouts; k++) {
        const AsmOperand *op = &ai->op[k];
        uint32_t p = out_part(ai, k);
        const Type *ot = ai->nouts == 1 ? i->v.type : output_type(i->v.type, k);
        if (op->pair16)
            continue; /* two 16-bit parts: is_pair16 chose them */
        if (op->q128 ? !is_i128_type(ot)
                     : (!fits_class(rp->vt[p], op->rc) && !ptr_resizes(ot, rp->vt[p], op->rc)))
            return fn_strf(c, "inline asm output %u of type %s in constraint '%c'", k,
                           op->q128 ? type_str(ot, buf, sizeof buf) : vt_name(rp->vt[p]),
                           op->letter);
    }
    for (uint32_t k = 0; k < i->nargs; k++) {
        const AsmOperand *op = &ai->op[ai->nouts + k];
        const Value *a = instr_op(i, k);
        const TypeParts *tp = type_parts(c, a->type, NULL);
        int64_t v;
        if (op->imm && !const_int_value(a, &v))
            return fn_strf(c, "inline asm operand %u: constraint '%c' needs a constant integer",
                           ai->nouts + k, op->letter);
        if (op->tied >= 0 && op->pair16 != ai->op[op->tied].pair16)
            return fn_strf(c, "inline asm operand %u of type '%s' tied to output %d of "
                           "another type", ai->nouts + k, type_str(a->type, buf, sizeof buf),
                           op->tied);
        if (op->pair16)
            continue;
        if (op->q128 && !is_i128_type(a->type))
            return fn_strf(c, "inline asm operand %u of type '%s' in constraint 'q' (an i128 "
                           "is needed)", ai->nouts + k, type_str(a->type, buf, sizeof buf));
        if (!op->imm && !op->q128 && (!tp || tp->n != 1 ||
                         (!fits_class(tp->vt[0], op->rc) && !ptr_resizes(a->type, tp->vt[0], op->rc))))
            return fn_strf(c, "inline asm operand %u of type '%s' in constraint '%c'",
                           ai->nouts + k, type_str(a->type, buf, sizeof buf), op->letter);
    }
    return NULL;
}

/* ---------------- the producer's target ---------------- */

/* The value of feature `+KEY...` in the function's "target-features"
 * (clang writes "+ptx85,+sm_90a"), or NULL. */
static const char *feature_value(const IselCtx *c, const char *key)
{
    const Attr *a = attr_find_str(c->m, &c->fn->attrs, "target-features");
    const char *p = a && a->val ? strstr(a->val, key) : NULL;
    return p ? p + strlen(key) : NULL;
}

/* The PTX version the function was written for ("+ptx85"), or 0.  The asm
 * text may use any instruction of that version, and tnvcc cannot read
 * the text, so .version must cover it (llc honours the same attribute). */
static unsigned requested_ptx(const IselCtx *c)
{
    const char *v = feature_value(c, "+ptx");
    return v ? (unsigned)strtoul(v, NULL, 10) : 0;
}

/* The target the function was written for ("+sm_90a" in its
 * "target-features", else its "target-cpu"), or NULL. */
static const Target *written_for(const IselCtx *c)
{
    const char *v = feature_value(c, "+sm_");
    char name[24];
    size_t n = 0;
    if (!v) {
        const Attr *cpu = attr_find_str(c->m, &c->fn->attrs, "target-cpu");
        return cpu && cpu->val ? target_lookup(cpu->val, NULL) : NULL;
    }
    n = (size_t)snprintf(name, sizeof name, "sm_");
    while (*v && *v != ',' && n + 1 < sizeof name)
        name[n++] = *v++;
    name[n] = 0;
    return target_lookup(name, NULL);
}

/* ---------------- the DAG ---------------- */

static const char *substitute(IselCtx *c, const InlineAsm *ia, const MOp *txt, uint32_t nops,
                              bool marks);

/* Does every '$' of the text name an operand?  Checked with stand-ins:
 * "0" for immediates (so ${N:n} works), "%r" for registers. */
static bool text_ok(IselCtx *c, const InlineAsm *ia, const AsmInfo *ai)
{
    MOp *txt = arena_array(c->dag_arena, ai->nops + 1, sizeof *txt);
    for (uint32_t k = 0; k < ai->nops; k++)
        txt[k] = ai->op[k].imm ? mo_imm(0) : mo_special("%r");
    return substitute(c, ia, txt, ai->nops, false) != NULL;
}

/* The function's first inline asm call (where its warnings go). */
static const Instr *first_asm(const Global *fn)
{
    for (const Block *b = fn->first; b; b = b->next)
        for (const Instr *i = b->first; i; i = i->next)
            if (i->op == OP_CALL && call_callee(i)->kind == VK_ASM)
                return i;
    return NULL;
}

/* A function written for a target ours does not include (its "target-cpu"
 * or "target-features" name another SM): its asm text may use what our
 * target lacks, which only ptxas can judge by reading the text.  llc
 * compiles it for the requested target; so do we, with a warning at the
 * function's first asm. */
static void warn_written_for(IselCtx *c, const Instr *i)
{
    const Target *wf = written_for(c);
    if (wf && !target_includes(c->target, wf) && first_asm(c->fn) == i)
        diag_warning(c->diag, i->v.loc, "inline asm in a function written for %s (by its "
                     "\"target-cpu\" or \"target-features\"), compiled for %s: ptxas "
                     "judges whether the asm text suits %s", wf->name, c->target->name,
                     c->target->name);
}

/* What keeps call i from being selected, or NULL. */
static const char *asm_problem(IselCtx *c, const Instr *i, AsmInfo *ai, const TypeParts *rp,
                               bool *quiet)
{
    const InlineAsm *ia = (const InlineAsm *)call_callee(i);
    const char *why = asm_parse(c, c->dag_arena, ia, ai);
    *quiet = false;
    if (!why)
        mark_pairs(i, ai);
    if (!why && i->v.type->kind != TY_VOID && !rp)
        why = "inline asm returning a type without machine parts";
    if (!why)
        why = asm_check(c, i, ai, rp);
    if (!why && any_q(ai) && !target_has(c->target, FEAT_LDST_B128))
        why = fn_strf(c, "128-bit inline asm operands ('q': .b128 registers, PTX 8.3) on %s "
                      "(sm_70 or newer is needed)", c->target->name);
    if (!why)
        warn_written_for(c, i);
    if (!why && !text_ok(c, ia, ai))
        why = "inline asm text with a '$' that names no operand ($N, ${N}, ${N:r}, "
              "${N:c}, ${N:n} for an immediate, and $$ are known)";
    return why;
}

/* Does the asm clobber memory (`~{memory}` among its constraints)? */
static bool clobbers_memory(const InlineAsm *ia)
{
    static const char mem[] = "~{memory}";
    size_t n = sizeof mem - 1;
    for (size_t k = 0; k + n <= ia->constraints_len; k++)
        if (!memcmp(ia->constraints + k, mem, n))
            return true;
    return false;
}

DagVal dag_inline_asm(IselCtx *c, const Instr *i)
{
    const Type *rt = i->v.type;
    const TypeParts *rp = rt->kind == TY_VOID ? NULL : type_parts(c, rt, NULL);
    AsmInfo ai;
    bool quiet;
    const char *why = asm_problem(c, i, &ai, rp, &quiet);
    if (why)
        return dag_unsupported_val(c, rt, quiet ? NULL : why);
    /* An asm without `sideeffect` has no effect but its outputs (LangRef,
     * "Inline Assembler Expressions"); when nothing reads them and it
     * clobbers no memory, there is nothing to compute, and llc drops it
     * too (CUDA's cooperative groups read %reserved_smem_offset_1 this
     * way in every kernel that includes them, used or not).  Nothing
     * reads the value, so no part of it is ever asked for. */
    const InlineAsm *ia = (const InlineAsm *)call_callee(i);
    if (rp && !ia->sideeffect && !i->v.uses && !clobbers_memory(ia))
        return (DagVal){NULL, 0};
    DagNode **kids = arena_array(c->dag_arena, 2 * (size_t)i->nargs + 1, sizeof *kids);
    uint32_t nk = 0;
    for (uint32_t k = 0; k < i->nargs; k++) { /* operands first: kids precede parents */
        const AsmOperand *op = &ai.op[ai.nouts + k];
        if (op->q128 || op->pair16) { /* low part, then high */
            DagVal v = dag_parts(c, instr_op(i, k));
            kids[nk++] = v.p[0], kids[nk++] = v.p[1];
        } else if (!op->imm) {
            kids[nk++] = dag_value(c, instr_op(i, k));
        }
    }
    DagNode *n = dag_node(c, DOP_ASM, VT_NONE, nk);
    for (uint32_t k = 0; k < nk; k++)
        dag_set_kid(n, k, kids[k]);
    dag_chained(c, n);
    if (!rp)
        return (DagVal){NULL, 0};
    n->res = dag_result_regs(c, i, rp);
    n->nres = rp->n;
    return dag_result_parts(c, n, rp);
}

/* ---------------- selection ---------------- */

/* "mov.b32 %f1, %r2" between classes of one size; same class: "mov.b32".
 * From a register of class `from` of another size (a pointer, see
 * ptr_resizes): cvt truncates or zero extends. */
static void move_from(IselCtx *c, RegClass rc, RegClass from, MOp d, MOp s)
{
    unsigned bits = class_bits(rc);
    if (from != RC_P && rc != RC_P && class_bits(from) != bits) {
        MI(c, CVT, fn_strf(c, ".u%u.u%u", bits, class_bits(from)), d, s);
        return;
    }
    MI(c, MOV, rc == RC_P ? ".pred" : fn_strf(c, ".b%u", bits), d, s);
}

/* A .b128 register %rqN of the asm's own block: declared there by name,
 * not one of the function's register classes. */
static MOp q128_reg(IselCtx *c, uint32_t k)
{
    return mo_special(fn_strf(c, "%%rq%u", k));
}

/* Each operand, with the copies around the asm: inputs moved into the
 * class their letter asks for, tied inputs into their output.  A q
 * operand is a .b128 register %rqN of the block select_inline_asm
 * opens, packed from (or unpacked to) its two %rd parts. */
static void operand_texts(IselCtx *c, DagNode *n, const AsmInfo *ai, MOp *txt, MOp *out_reg)
{
    const Instr *i = n->ir;
    uint32_t nq = 0;
    for (uint32_t k = 0; k < ai->nouts; k++) {
        uint32_t p = out_part(ai, k);
        out_reg[k] = mo_reg(n->res[p]);
        if (ai->op[k].q128) {
            txt[k] = q128_reg(c, nq++);
            continue;
        }
        bool same = !ai->op[k].pair16 && VREG_CLASS(n->res[p]) == ai->op[k].rc;
        txt[k] = same ? out_reg[k] : mo_reg(mf_new_vreg(c, ai->op[k].rc));
    }
    for (uint32_t k = 0, kid = 0; k < i->nargs; k++) {
        const AsmOperand *op = &ai->op[ai->nouts + k];
        int64_t v = 0;
        if (op->imm) {
            const_int_value(instr_op(i, k), &v);
            txt[ai->nouts + k] = mo_imm(v);
            continue;
        }
        if (op->q128) { /* tied: into its output's %rq; else one of its own */
            txt[ai->nouts + k] = op->tied >= 0 ? txt[op->tied] : q128_reg(c, nq++);
            MOp pair[2] = {n->kids[kid]->result, n->kids[kid + 1]->result};
            MI(c, MOV, ".b128", txt[ai->nouts + k], mo_group(c, '{', pair, 2));
            kid += 2;
            continue;
        }
        if (op->pair16) { /* the two 16-bit parts into one .b32 */
            MOp r = op->tied >= 0 ? txt[op->tied] : mo_reg(mf_new_vreg(c, RC_R));
            MOp pair[2] = {n->kids[kid]->result, n->kids[kid + 1]->result};
            MI(c, MOV, ".b32", r, mo_group(c, '{', pair, 2));
            txt[ai->nouts + k] = r;
            kid += 2;
            continue;
        }
        const DagNode *d = n->kids[kid++];
        MOp val = d->result;
        if (op->tied >= 0) {
            move_from(c, op->rc, vt_class(d->vt), txt[op->tied], val);
            val = txt[op->tied];
        } else if (vt_class(d->vt) != op->rc) {
            MOp r = mo_reg(mf_new_vreg(c, op->rc));
            move_from(c, op->rc, vt_class(d->vt), r, val);
            val = r;
        }
        txt[ai->nouts + k] = val;
    }
}

static void put(Vec *b, const char *s, size_t n)
{
    for (size_t k = 0; k < n; k++)
        VEC_PUSH(b, char, s[k]);
}

/* ${N}, ${N:r}, ${N:c} or ${N:n} at *pp (just past the '$'): appends the
 * operand and advances; false if it is none of these.  With `marks`, a
 * register operand is appended as its mark (minstr.h), for the printer
 * to spell; anything else is spelled now. */
static bool put_operand(IselCtx *c, Vec *b, const char **pp, const char *end,
                        const MOp *txt, uint32_t nops, bool marks)
{
    const char *p = *pp;
    bool brace = p < end && *p == '{';
    p += brace;
    char *stop;
    if (p >= end || !isdigit((unsigned char)*p))
        return false;
    unsigned long k = strtoul(p, &stop, 10);
    char mod = 0;
    if (brace && stop < end && *stop == ':' && stop + 1 < end)
        mod = stop[1], stop += 2;
    if ((brace && (stop >= end || *stop != '}')) || k >= nops ||
        (mod && mod != 'r' && mod != 'c' && mod != 'n'))
        return false;
    MOp m = txt[k];
    if (mod == 'n') {
        if (m.kind != MO_IMM || m.s)
            return false; /* only immediates can be negated */
        m.val = (int64_t)(0 - (uint64_t)m.val);
    }
    *pp = stop + brace;
    if (marks && m.kind == MO_REG) {
        VEC_PUSH(b, char, (char)MI_TEXT_MARK);
        VEC_PUSH(b, char, (char)(k + 2));
        return true;
    }
    const char *t = mo_text(c, m); /* spelled into the user's text */
    put(b, t, strlen(t));
    return true;
}

/* The asm text with its operands substituted; NULL on a bad '$'.  With
 * `marks` (at most MI_TEXT_MAX_OPS operands), registers are marks and a
 * mark byte of the user's is doubled (minstr.h). */
static const char *substitute(IselCtx *c, const InlineAsm *ia, const MOp *txt, uint32_t nops,
                              bool marks)
{
    Vec b = {0};
    const char *p = ia->text ? ia->text : "", *end = p + ia->text_len;
    while (p < end) {
        if (*p != '$') {
            if (marks && *p == (char)MI_TEXT_MARK)
                VEC_PUSH(&b, char, *p);
            VEC_PUSH(&b, char, *p++);
            continue;
        }
        p++;
        if (p < end && *p == '$') {
            VEC_PUSH(&b, char, '$');
            p++;
        } else if (!put_operand(c, &b, &p, end, txt, nops, marks)) {
            vec_free(&b);
            return NULL;
        }
    }
    VEC_PUSH(&b, char, 0);
    const char *s = arena_strdup(c->fn_arena, b.data);
    vec_free(&b);
    return s;
}

bool select_inline_asm(IselCtx *c, DagNode *n)
{
    if (n->op != DOP_ASM)
        return false;
    const InlineAsm *ia = (const InlineAsm *)call_callee(n->ir);
    AsmInfo ai;
    if (asm_parse(c, c->fn_arena, ia, &ai))
        BUG("inline asm whose constraints the DAG builder accepted fails to parse");
    mark_pairs(n->ir, &ai);
    MOp *txt = arena_array(c->fn_arena, ai.nops + 1, sizeof *txt);
    MOp *out_reg = arena_array(c->fn_arena, ai.nouts + 1, sizeof *out_reg);
    uint32_t nq = 0;
    for (uint32_t k = 0; k < ai.nops; k++)
        nq += ai.op[k].q128;
    if (nq) { /* a block of its own declares the .b128 registers (PTX 8.3) */
        c->mf->features |= TNV_FEATURE_BIT(FEAT_LDST_B128);
        mi_text(c, "{");
        mi_text(c, fn_strf(c, ".reg .b128 %%rq<%u>;", nq));
    }
    operand_texts(c, n, &ai, txt, out_reg);
    /* The user's text: never read as our instructions.  It carries the
     * operands it names (when they fit the count), and names registers
     * by marks, so that pass coalesce can rename them as it renames
     * those of instructions (the printer spells them); with more
     * operands than marks can number, the text spells them and no pass
     * renames registers in the function. */
    bool marks = ai.nops <= MI_TEXT_MAX_OPS;
    const char *text = substitute(c, ia, txt, ai.nops, marks);
    if (!text)
        BUG("inline asm text that the DAG builder accepted fails to substitute");
    isel_need(c, "inline asm", requested_ptx(c), -1, isel_node_loc(n));
    mi_text(c, "// begin inline asm");
    MInstr *t = mi_text(c, text);
    if (marks) {
        t->ops = txt;
        t->nops = (uint8_t)ai.nops;
        t->text_outs = (uint8_t)ai.nouts;
        for (uint32_t k = 0; k < ai.nouts; k++)
            t->text_early |= ai.op[k].early;
    }
    mi_text(c, "// end inline asm");
    for (uint32_t k = 0; k < ai.nouts; k++) { /* outputs in a class of their own */
        uint32_t p = out_part(&ai, k);
        if (ai.op[k].q128 || ai.op[k].pair16) {
            MOp pair[2] = {out_reg[k], mo_reg(n->res[p + 1])};
            MI(c, MOV, ai.op[k].q128 ? ".b128" : ".b32", mo_group(c, '{', pair, 2), txt[k]);
        } else if (txt[k].reg != out_reg[k].reg)
            move_from(c, VREG_CLASS(n->res[p]), ai.op[k].rc, out_reg[k], txt[k]);
    }
    if (nq)
        mi_text(c, "}");
    return true;
}
