/*
 * ir/fpopts.c -- libNVVM's floating-point options, applied to the IR as
 * fast-math flags before selection.
 *
 * Why a pass over flags.  libNVVM's -fma and -prec-sqrt (the libNVVM API
 * documentation lists them with nvvmCompileProgram) are module-wide
 * switches; the instruction selector already decides each instruction
 * from its own fast-math flags (isel/select/nvptx.md):
 *
 *     fmul + fadd/fsub -> fma.rn    when both carry `contract`
 *     llvm.sqrt.f32    -> sqrt.approx.f32  when it carries `afn`
 *
 * So the switches are expressed as those flags, and selection stays one
 * mechanism: whatever rule decides when contraction is legal sees the
 * flags this pass set, exactly as if the producer had written them.
 *
 *   fma = 1   every fmul, fadd and fsub gets `contract` (libNVVM fuses
 *             plain multiply-add pairs by default, as nvcc does)
 *   fma = 0   every fmul, fadd and fsub loses `contract` (and so never
 *             fuses, even where the producer allowed it)
 *   prec_sqrt = 0  every f32 llvm.sqrt call gets `afn`
 * A value of -1 leaves the instructions as written (tnvcc's command-line
 * default, llc's behaviour).  prec_sqrt = 1 also leaves them: a
 * producer's own `afn` is its explicit request, and libNVVM keeps it too.
 *
 * -prec-div=0 is not a flag: NVIDIA's compilers then write div.full.f32,
 * the full-range 2-ulp approximation, which no fast-math flag names
 * (`afn` allows div.approx, inaccurate for divisors beyond 2^126); it
 * reaches the selector as IselOptions.div_full.
 *
 * Invariant: only flag bits change; no instruction is added or removed.
 */
#include <string.h>

#include "ir/ir.h"

static bool is_sqrt_f32(const Instr *i)
{
    const Global *f = call_callee_fn(i);
    return f && f->v.name && !strcmp(f->v.name, "llvm.sqrt.f32");
}

static void apply(Instr *i, const FpOptions *o)
{
    switch (i->op) {
    case OP_FMUL:
    case OP_FADD:
    case OP_FSUB:
        if (o->fma == 1)
            i->flags |= IF_CONTRACT;
        else if (o->fma == 0)
            i->flags &= ~(uint32_t)IF_CONTRACT;
        break;
    case OP_CALL:
        if (o->prec_sqrt == 0 && is_sqrt_f32(i))
            i->flags |= IF_AFN;
        break;
    default:
        break;
    }
}

/* Nothing to set (tnvcc's defaults): no walk over every instruction,
 * which on a large module costs cache misses, not just time. */
static bool nothing_to_set(const FpOptions *o)
{
    return o->fma < 0 && o->prec_sqrt != 0;
}

void fp_options_apply_function(Global *f, const FpOptions *o)
{
    if (nothing_to_set(o))
        return;
    for (Block *b = f->first; b; b = b->next)
        for (Instr *i = b->first; i; i = i->next)
            apply(i, o);
}

void fp_options_apply(Module *m, const FpOptions *o)
{
    for (Global *f = m->funcs; f && !nothing_to_set(o); f = f->next)
        fp_options_apply_function(f, o);
}
