/*
 * verify/instr.c -- the NVVM rules for individual instructions (the
 * per-instruction checks of libNVVM's verifier).
 *
 *   indirectbr, invoke, resume, landingpad   "<name> is not supported"
 *   fence            rejected (standard mode); acq_rel/seq_cst only
 *                    (UnifiedNVVMIR mode); LLVM IR: any (nvvm-compat)
 *   alloca           generic address space only, alignment <= 2^23
 *   load, store      no atomics, nothing in tensor memory (addrspace 6)
 *   cmpxchg          i32/i64/i128 only, generic/global/shared pointers
 *   atomicrmw        generic/global/shared pointers, a valid ordering
 *   atomics, fences  a syncscope PTX has
 *   addrspacecast    one side generic (also inside constant expressions)
 *   call             inline asm operand types; intrinsics go to
 *                    verify/intrinsics.c
 *   any              !pragma "unroll" metadata
 *
 * Invariants: messages are libNVVM's, verbatim; each is reported at the
 * instruction's own location.  vc_compat marks the rules that only
 * libNVVM has: errors in NVVM IR, -Wnvvm-compat warnings in LLVM IR,
 * where code generation handles the construct as llc does.
 */
#include <string.h>

#include "verify/vctx.h"

/* CPU exception handling has no GPU equivalent. */
#define REJECTED_INSTRS(X) X(INDIRECTBR) X(INVOKE) X(RESUME) X(LANDINGPAD)

/* Address spaces (NVPTXUsage, "Address Spaces"). */
enum { AS_GENERIC = 0, AS_GLOBAL = 1, AS_SHARED = 3, AS_LOCAL = 5, AS_TENSOR = 6 };

/* The largest alloca alignment NVVM accepts: 2^23 bytes. */
#define MAX_ALLOCA_ALIGN (UINT64_C(1) << 23)

/* The syncscopes NVPTX gives meaning to ("" = system). */
#define SYNCSCOPES(X) X("singlethread") X("block") X("cluster") X("device")

static Type *op_type(const Instr *i, uint32_t k)
{
    Value *v = k < i->nops ? instr_op(i, k) : NULL;
    return v ? v->type : NULL;
}

static bool ptr_space(const Type *t, uint32_t *as)
{
    if (t && t->kind == TY_VEC)
        t = t->elem;
    if (!t || t->kind != TY_PTR)
        return false;
    *as = t->addrspace;
    return true;
}

static bool atomic_space_ok(uint32_t as)
{
    return as == AS_GENERIC || as == AS_GLOBAL || as == AS_SHARED;
}

/* libNVVM's rule: atomics on generic, global or shared memory only.  An
 * LLVM IR module may also use .shared::cluster (7): LLVM 20 and later
 * accept it, and the selector writes atom.shared::cluster; there the
 * rule is NVVM IR's alone (-Wnvvm-compat).  Other spaces stay errors. */
static void check_atomic_space(VerifyCtx *c, Instr *i, const char *what)
{
    uint32_t as;
    if (!ptr_space(op_type(i, 0), &as) || atomic_space_ok(as))
        return;
    if (as == 7)
        vc_compat(c, instr_loc(c, i), "%s pointer operand must point to generic, global, "
                  "or shared address space", what);
    else
        vc_error(c, instr_loc(c, i), "%s pointer operand must point to generic, global, "
                 "or shared address space", what);
}

static void check_fence(VerifyCtx *c, Instr *i)
{
    if (c->kind == IR_LLVM || !c->o->unified_nvvm_ir)
        vc_compat(c, instr_loc(c, i), "fence is not supported");
    else if (i->ordering != ORD_ACQ_REL && i->ordering != ORD_SEQ_CST)
        vc_error(c, instr_loc(c, i), "fence %s is not supported: only acq_rel "
                 "and seq_cst fences are allowed", ordering_name(i->ordering));
}

static void check_alloca(VerifyCtx *c, Instr *i)
{
    uint32_t as = i->addrspace;
    if (as == 0)
        ptr_space(i->v.type, &as);
    if (i->align > MAX_ALLOCA_ALIGN)
        vc_error(c, instr_loc(c, i), "Alloca alignment must be <= 2^23");
    /* An alloca in the local space is what it always is underneath:
     * llc compiles it; any other space has no stack to live on. */
    if (as == AS_LOCAL)
        vc_compat(c, instr_loc(c, i), "Allocas are not supported on address "
                  "spaces except Generic");
    else if (as != AS_GENERIC)
        vc_error(c, instr_loc(c, i), "Allocas are not supported on address "
                 "spaces except Generic");
}

static void check_load_store(VerifyCtx *c, Instr *i)
{
    uint32_t as = 0;
    if (i->flags & IF_ATOMIC)
        vc_compat(c, instr_loc(c, i), "Atomic loads/stores are not supported");
    if (ptr_space(op_type(i, i->op == OP_LOAD ? 0 : 1), &as) && as == AS_TENSOR)
        vc_error(c, instr_loc(c, i), "Tensor Memory loads/stores are not supported");
}

static void check_cmpxchg(VerifyCtx *c, Instr *i)
{
    const Type *t = op_type(i, 1);
    if (t && !(t->kind == TY_INT && (t->bits == 32 || t->bits == 64 || t->bits == 128)))
        vc_compat(c, instr_loc(c, i), "Atomic operations on non-i32/i64/i128 "
                  "types are not supported");
    check_atomic_space(c, i, "cmpxchg");
}

static void check_atomicrmw(VerifyCtx *c, Instr *i)
{
    if (i->ordering <= ORD_UNORDERED)
        vc_error(c, instr_loc(c, i), "ordering mode not a valid value");
    check_atomic_space(c, i, "atomicrmw");
}

static void check_syncscope(VerifyCtx *c, Instr *i)
{
    const char *s = i->syncscope;
    if (!s || !*s)
        return;
#define X(name) if (strcmp(s, name) == 0) return;
    SYNCSCOPES(X)
#undef X
    vc_error(c, instr_loc(c, i), "scope mode not a valid value");
}

/* At least one side of an address space cast must be generic: PTX's
 * cvta converts between generic and one specific space, never between
 * two specific ones.  One pair is the exception: .shared (3) and
 * .shared::cluster (7), which LLVM 21 added for sm_90's clusters.  The
 * CTA's shared window lies inside the cluster's (PTX ISA, "State
 * spaces"), so a cast between them names the same memory, and LLVM's
 * own AutoUpgrade writes one behind every llvm.nvvm.mapa.shared.cluster
 * of an older module (the intrinsic now returns an addrspace(7)
 * pointer).  The code generator goes through the generic space for it
 * (isel/dag/dag_mem.c). */
static bool cast_between_specific(uint32_t from, uint32_t to)
{
    bool shared_pair = (from == 3 && to == 7) || (from == 7 && to == 3);
    return from != AS_GENERIC && to != AS_GENERIC && from != to && !shared_pair;
}

static void check_addrspacecast(VerifyCtx *c, Type *from, Type *to, Loc loc)
{
    uint32_t a, b;
    if (ptr_space(from, &a) && ptr_space(to, &b) && cast_between_specific(a, b))
        vc_error(c, loc, "Cannot cast non-generic pointer to different "
                 "non-generic pointer");
}

/* Constant expressions can hide the same cast: look inside them. */
void nvvm_check_const(VerifyCtx *c, const Value *v, Loc loc, unsigned depth)
{
    if (!v || depth > LIMIT_NESTING || (v->kind != VK_CEXPR && v->kind != VK_CAGG))
        return;
    const Const *k = (const Const *)v;
    if (v->kind == VK_CEXPR && k->opcode == OP_ADDRSPACECAST && k->nops == 1 && k->ops[0].val)
        check_addrspacecast(c, k->ops[0].val->type, v->type, loc);
    for (uint32_t j = 0; j < k->nops; j++)
        nvvm_check_const(c, k->ops[j].val, loc, depth + 1);
}

/* ------------------------------------------------------------------ */
/* Calls: inline assembly and metadata                                  */
/* ------------------------------------------------------------------ */
/* PTX registers hold 1, 8, 16, 32 or 64 bits; pointers are 32- or
 * 64-bit integers to PTX, so they are accepted as well. */
static bool asm_type_ok(const Type *t)
{
    if (t->kind == TY_INT)
        return t->bits == 1 || t->bits == 8 || t->bits == 16 || t->bits == 32 || t->bits == 64;
    return t->kind == TY_FLOAT || t->kind == TY_DOUBLE || t->kind == TY_PTR;
}

static bool asm_result_ok(const Type *t)
{
    if (t->kind == TY_VOID)
        return true;
    if (t->kind != TY_STRUCT)
        return asm_type_ok(t);
    for (uint32_t k = 0; k < t->nmem; k++)
        if (!asm_type_ok(t->mem[k]))
            return false;
    return true;
}

/* Operands libNVVM's contract has not, but LLVM's NVPTX backend takes,
 * so that in LLVM IR they are only a compatibility warning: an i128 (a
 * .b128 register, "q", sm_70 and PTX 8.3; code generation gates it), and
 * a vector that fills one .b32 register -- <2 x half>, <2 x bfloat>,
 * <2 x i16>, <4 x i8> -- under "r" (MLIR passes mma.sp's fragments so;
 * code generation packs the two 16-bit kinds and names the rest). */
static bool asm_is_llvm_only(const Type *t)
{
    if (t->kind == TY_INT)
        return t->bits == 128;
    if (t->kind != TY_VEC || t->scalable)
        return false;
    const Type *e = t->elem;
    unsigned eb = e->kind == TY_INT ? e->bits : e->kind == TY_HALF || e->kind == TY_BFLOAT ? 16 : 0;
    return (eb == 8 || eb == 16) && eb * t->count == 32;
}

static void check_inline_asm(VerifyCtx *c, Instr *i)
{
    bool ok = true, wide = false;
    const Type *r = i->v.type;
    for (uint32_t k = 0; r->kind == TY_STRUCT && k < r->nmem; k++)
        wide |= asm_is_llvm_only(r->mem[k]), ok &= asm_type_ok(r->mem[k]) || asm_is_llvm_only(r->mem[k]);
    if (r->kind != TY_STRUCT)
        wide |= asm_is_llvm_only(r), ok &= asm_result_ok(r) || asm_is_llvm_only(r);
    for (uint32_t k = 0; k < i->nargs; k++) {
        const Type *t = op_type(i, k);
        wide |= asm_is_llvm_only(t), ok &= asm_type_ok(t) || asm_is_llvm_only(t);
    }
    if (!ok)
        vc_error(c, instr_loc(c, i), "Invalid type in inline assembly, must be "
                 "i1, i8, i16, i32, i64, float, or double");
    else if (wide)
        vc_compat(c, instr_loc(c, i), "Invalid type in inline assembly, must be "
                  "i1, i8, i16, i32, i64, float, or double");
}

/* NVVM's old `!pragma !{!"unroll", i32 N}` attachment is rejected in
 * favour of the standard llvm.loop metadata. */
static void check_pragma(VerifyCtx *c, Instr *i)
{
    const MDNode *n = instr_md(i, "pragma");
    for (uint32_t k = 0; n && k < n->nops; k++)
        if (n->ops[k].kind == MD_STRING && n->ops[k].len == 6 &&
            memcmp(n->ops[k].str, "unroll", 6) == 0) {
            vc_compat(c, instr_loc(c, i), "pragma unroll is not supported. "
                     "Please use llvm.loop.unroll.count instead");
            return;
        }
}

static void check_call(VerifyCtx *c, Instr *i)
{
    Value *callee = call_callee(i);
    Global *g = call_callee_fn(i);
    if (callee && callee->kind == VK_ASM)
        check_inline_asm(c, i);
    else if (g && str_starts(g->v.name, "llvm."))
        intrinsic_check_call(c, i, g);
}

static void check_const_operands(VerifyCtx *c, Instr *i)
{
    for (uint32_t k = 0; k < i->nops; k++) {
        Value *v = instr_op(i, k);
        if (v && (v->kind == VK_CEXPR || v->kind == VK_CAGG))
            nvvm_check_const(c, v, instr_loc(c, i), 0);
    }
}

void nvvm_check_instr(VerifyCtx *c, Instr *i)
{
    switch (i->op) {
#define X(op) case OP_##op:
    REJECTED_INSTRS(X)
#undef X
        vc_error(c, instr_loc(c, i), "%s is not supported", opcode_name(i->op));
        break;
    case OP_FENCE: check_fence(c, i); break;
    case OP_ALLOCA: check_alloca(c, i); break;
    case OP_LOAD: case OP_STORE: check_load_store(c, i); break;
    case OP_CMPXCHG: check_cmpxchg(c, i); break;
    case OP_ATOMICRMW: check_atomicrmw(c, i); break;
    case OP_ADDRSPACECAST: check_addrspacecast(c, op_type(i, 0), i->v.type, instr_loc(c, i)); break;
    case OP_CALL: check_call(c, i); break;
    default: break;
    }
    if (i->syncscope)
        check_syncscope(c, i);
    if (i->nmd)
        check_pragma(c, i);
    check_const_operands(c, i);
}
