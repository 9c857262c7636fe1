/*
 * ir/reflect.c -- NVVMReflect: fold __nvvm_reflect("NAME") to a constant,
 * then remove the branches it decides.
 *
 * Why this exists.  CUDA's libdevice is one IR file for every GPU and
 * every math mode.  Where the best code differs, it asks at run time --
 * in appearance:
 *
 *     %f = call i32 @__nvvm_reflect(ptr @"__CUDA_FTZ")
 *     %c = icmp ne i32 %f, 0
 *     br i1 %c, label %ftz, label %ieee
 *
 * and the compiler answers at compile time (LLVM's NVPTXUsage, "NVVMReflect"):
 *
 *     __CUDA_ARCH      the target's SM number times 10 (900 for sm_90a)
 *     __CUDA_FTZ       the module flag "nvvm-reflect-ftz", or tnvcc's -ftz
 *                      option, which overrides it
 *     __CUDA_PREC_SQRT the module flag "nvvm-reflect-prec-sqrt" (clang
 *                      writes it; later LLVM reads it, LLVM 19 answers 0),
 *                      or the -prec-sqrt option, which overrides it
 *     __CUDA_PREC_DIV  the -prec-div option; 0 without it (LLVM's answer)
 *     anything else    0 (LLVM's rule); so is an absent module flag
 *
 * The names of the reflect function: __nvvm_reflect, __nvvm_reflect_ocl
 * and the intrinsic llvm.nvvm.reflect, as in LLVM.
 *
 * The pass, step by step:
 *   1. every call of a reflect function is replaced by its constant;
 *   2. its users are folded in turn when all their operands are now
 *      constant (integer arithmetic, icmp, zext/sext/trunc, select,
 *      freeze: fold_instr in ir/fold.c), the users of those too, and so
 *      on (a worklist);
 *   3. a `br i1 <constant>` (or a switch on a constant) reached that way
 *      becomes `br label %taken`, and the blocks on the other side drop
 *      the phi entries of the edge that no longer exists;
 *   4. blocks that were reachable before and are not any more are deleted
 *      -- this is the point: the code for other architectures may use
 *      instructions or intrinsics this target (or tnvcc) cannot select,
 *      and it must not reach the verifier's target checks or the selector.
 * LLVM's pass does 1-3 and leaves 4 to later passes; tnvcc has no later
 * passes, so it does 4 here (only for blocks this pass made dead: code
 * that was unreachable in the input is left for the verifier to judge).
 *
 * Where it runs (main.c): after parsing, before verification.  The
 * verifier checks intrinsics against the target (an sm_80 intrinsic on
 * sm_75 is an error), and a branch guarded by __CUDA_ARCH is exactly the
 * code that may not be valid for this target; verifying after the pass
 * judges the code that will really be compiled.  The price is that the
 * pass sees unverified IR, so it checks every shape it relies on (a
 * reflect call's argument, a phi's layout, the uses of a dead block) and
 * leaves anything unexpected alone for the verifier to report.
 *
 * Invariants: the module stays well formed (every value used is
 * defined, every phi has one entry per predecessor edge) if it was
 * before; a function whose dead blocks cannot be deleted safely keeps
 * them (only its branches are folded).
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct Reflect {
    Module *m;
    const ReflectOptions *o;
    Diag *d;
    Vec work;        /* Instr *: users of folded values, to look at */
    unsigned folded; /* reflect calls replaced */
    bool changed_cfg;
} Reflect;

/* ---------------- the reflect parameters ---------------- */

static bool is_reflect_fn(const Global *f)
{
    static const char *const names[] = {"__nvvm_reflect", "__nvvm_reflect_ocl",
                                        "llvm.nvvm.reflect"};
    for (size_t k = 0; f && f->v.name && k < sizeof names / sizeof *names; k++)
        if (!strcmp(f->v.name, names[k]))
            return true;
    return false;
}

/* A module flag: !llvm.module.flags = !{!{i32 4, !"nvvm-reflect-ftz", i32 1}}
 * gives 1 for "nvvm-reflect-ftz"; 0 when the flag is absent. */
static int64_t module_flag(const Module *m, const char *key)
{
    const NamedMD *nm = module_named_md(m, "llvm.module.flags");
    size_t len = strlen(key);
    for (uint32_t k = 0; nm && k < nm->n; k++) {
        const MDNode *n = nm->nodes[k];
        if (!n || n->nops != 3 || n->ops[1].kind != MD_STRING || n->ops[2].kind != MD_VALUE)
            continue;
        const Value *v = n->ops[2].value;
        if (n->ops[1].len == len && !memcmp(n->ops[1].str, key, len) && v &&
            v->kind == VK_CINT)
            return const_int_sext((const Const *)v);
    }
    return 0;
}

/* __CUDA_PREC_SQRT: LLVM 19 answers 0 (it knows only the two names
 * above); later LLVM reads the module flag clang now writes,
 * nvvm-reflect-prec-sqrt.  Reading the flag when present serves both. */
static int64_t reflect_value(const Reflect *r, const char *name, size_t len)
{
    if (len == 11 && !memcmp(name, "__CUDA_ARCH", 11))
        return r->o->cuda_arch;
    if (len == 10 && !memcmp(name, "__CUDA_FTZ", 10))
        return r->o->ftz >= 0 ? r->o->ftz : module_flag(r->m, "nvvm-reflect-ftz");
    if (len == 16 && !memcmp(name, "__CUDA_PREC_SQRT", 16))
        return r->o->prec_sqrt >= 0 ? r->o->prec_sqrt
                                    : module_flag(r->m, "nvvm-reflect-prec-sqrt");
    if (len == 15 && !memcmp(name, "__CUDA_PREC_DIV", 15))
        return r->o->prec_div > 0;
    return 0;
}

/* The string a reflect call names: its argument, through constant casts
 * and a GEP to element 0 (typed-pointer IR), must be a global constant
 * c"...\00".  Returns false if it is not. */
static bool reflect_name(const Value *v, const char **name, size_t *len)
{
    while (v && v->kind == VK_CEXPR) {
        const Const *k = (const Const *)v;
        if (k->opcode != OP_BITCAST && k->opcode != OP_ADDRSPACECAST && k->opcode != OP_GEP)
            return false;
        v = k->nops ? k->ops[0].val : NULL;
    }
    const Global *g = v && v->kind == VK_GLOBAL ? (const Global *)v : NULL;
    if (!g || g->gk != GK_VAR || !g->init || g->init->kind != VK_CDATA)
        return false;
    const Const *s = (const Const *)g->init;
    const char *bytes = (const char *)s->bytes;
    size_t n = (size_t)s->v.type->count;
    *name = bytes;
    *len = bytes ? strnlen(bytes, n) : 0;
    return true;
}

/* ---------------- folding ---------------- */

static void push_users(Reflect *r, const Value *v)
{
    for (const Use *u = v->uses; u; u = u->next)
        if (u->user && u->user->kind == VK_INSTR)
            VEC_PUSH(&r->work, Instr *, (Instr *)u->user);
}

/* Replace instruction i (a value no longer needed) by v everywhere. */
static void replace(Reflect *r, Instr *i, Value *v)
{
    push_users(r, &i->v);
    value_replace_all_uses(&i->v, v);
    instr_remove(i);
}

/* What fold.c makes of i now that an operand may be constant (constant
 * folding alone: the module is not verified yet). */
static Value *fold(Reflect *r, const Instr *i)
{
    return fold_instr(r->m, i, FOLD_CONSTANTS);
}

/* ---------------- branches ---------------- */

/* Fold everything the worklist reaches. */
static void run_worklist(Reflect *r)
{
    while (r->work.len) {
        Instr *i = VEC_AT(&r->work, Instr *, --r->work.len);
        if (!i->parent)
            continue; /* removed meanwhile */
        if (i->op == OP_BR || i->op == OP_SWITCH) {
            r->changed_cfg |= fold_branch(i);
            continue;
        }
        Value *v = fold(r, i);
        if (v)
            replace(r, i, v);
    }
}

/* ---------------- the pass ---------------- */

/* Replace one reflect call by its value; false (after a located error)
 * when its argument is not a constant string. */
static bool fold_call(Reflect *r, Instr *call)
{
    const char *name;
    size_t len;
    if (call->nargs != 1 || !reflect_name(instr_op(call, 0), &name, &len) ||
        call->v.type->kind != TY_INT || call->v.type->bits > 64) {
        diag_error(r->d, call->v.loc, "__nvvm_reflect takes one constant string "
                   "(a global c\"...\\00\") and returns an integer");
        return false;
    }
    Const *v = const_int(&r->m->consts, call->v.type, (uint64_t)reflect_value(r, name, len));
    replace(r, call, &v->v);
    r->folded++;
    return true;
}

static bool reflect_function(Reflect *r, Global *fn)
{
    bool ok = true, any = false;
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first, *next; i; i = next) {
            next = i->next; /* fold_call may remove i */
            if (i->op == OP_CALL && is_reflect_fn(call_callee_fn(i))) {
                any = true;
                ok &= fold_call(r, i);
            }
        }
    if (!any)
        return ok;
    /* Reachability before the folding, to tell what the folding kills
     * (blocks no path reached before are the verifier's to judge).
     * Folding a reflect call replaces values, never a terminator, so it
     * is the same as before the calls were folded.  The whole CFG is
     * built only if a branch folds, after the worklist. */
    bool *reach = fn->cfg_current ? NULL : cfg_reachable(fn);
    if (!reach) { /* current (a caller built it): read it off the build */
        reach = calloc(fn->nblocks + 1, sizeof *reach);
        if (!reach)
            BUG("out of memory");
        for (Block *b = fn->first; b; b = b->next)
            reach[b->index] = b->rpo != UINT32_MAX;
    }
    r->changed_cfg = false;
    run_worklist(r);
    if (r->changed_cfg) {
        cfg_build(r->m, fn);
        delete_dead_blocks(fn, reach);
    }
    free(reach);
    return ok;
}

bool nvvm_reflect(Module *m, const ReflectOptions *o, Diag *d, unsigned *folded)
{
    Reflect r = {.m = m, .o = o, .d = d};
    bool ok = true;
    for (Global *fn = m->funcs; fn; fn = fn->next)
        if (fn->gk == GK_FUNC && !fn->is_decl)
            ok &= reflect_function(&r, fn);
    vec_free(&r.work);
    if (folded)
        *folded = r.folded;
    return ok;
}

bool nvvm_reflect_function(Module *m, const ReflectOptions *o, Diag *d, Global *fn)
{
    if (fn->gk != GK_FUNC || fn->is_decl)
        return true;
    Reflect r = {.m = m, .o = o, .d = d};
    bool ok = reflect_function(&r, fn);
    vec_free(&r.work);
    return ok;
}
