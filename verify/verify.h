/*
 * verify/verify.h -- the IR verifier: LLVM's structural rules plus the
 * NVVM IR contract of NVIDIA's nvvm-verify pass (libNVVM's verifier).
 *
 * The driver calls verify_module() once after parsing (and `tnvcc
 * --verify-only` stops after it).  The verifier never changes the module
 * and never stops at the first problem: it reports every fault it finds,
 * sorted into source order, and returns how many errors it reported.
 * Warnings (for example "InReg attribute on parameter will be ignored")
 * are reported too but are not counted in the return value.
 *
 * Three nested layers, as in libNVVM's verifier:
 *   module   -- target triple, data layout, globals, declarations,
 *               !nvvm.annotations                      (verify/module.c)
 *   function -- attributes, parameters, cluster and launch bounds,
 *               kernels                                (verify/function.c)
 *   instr    -- structure and types  (verify/structural.c, typecheck.c),
 *               the NVVM instruction rules             (verify/instr.c),
 *               and every intrinsic call               (verify/intrinsics.c)
 * Beside the seed's layers, LLVM's own rules (errors for every IR kind):
 *   metadata   -- module flags, !llvm.ident, attachments (verify/metadata.c)
 *   functions  -- intrinsics, tokens, unique parameter roles, intrinsic
 *                 variables                            (verify/llvm_function.c)
 *   attributes -- positions, types, string values     (verify/llvm_attrs.c)
 * The rules LLVM checks while parsing (align, names, switch cases, cast
 * legality, linkage/visibility, undefined types) are the front end's.
 * docs/verifier.md has the table: each LLVM rule and where it is checked.
 */
#ifndef TNVCC_VERIFY_H
#define TNVCC_VERIFY_H

#include <stdbool.h>

#include "ir/ir.h"
#include "targets/targets.h"

/* Which input contract a module is held to (docs/verifier.md has the
 * table of checks and their severity under each).
 *   IR_NVVM  NVVM IR for libNVVM: NVIDIA's whole input contract, errors.
 *   IR_LLVM  LLVM IR for LLVM's NVPTX backend (what clang, MLIR, Triton,
 *            Rust emit): the rules that only libNVVM has are warnings of
 *            the nvvm-compat group, and code generation does what llc
 *            does (default triple and data layout, promoted narrow
 *            integers, atomic loads and stores, fences).
 *   IR_AUTO  NVVM IR when the module carries `!nvvmir.version` (as
 *            NVIDIA's NVVM IR specification asks of NVVM IR), else LLVM
 *            IR: the front end CICC itself decides from the module. */
typedef enum { IR_AUTO, IR_NVVM, IR_LLVM } IrKind;

/* The kind a module is compiled as: `asked`, or for IR_AUTO the module's. */
IrKind ir_kind_of(const Module *m, IrKind asked);

typedef struct VerifyOptions {
    /* The target.  libNVVM's SM gates compare SM*10 against thresholds;
     * ours ask target_has() for the feature each gated intrinsic needs, so
     * that 'a' and 'f' targets get their exact feature sets (wgmma is
     * sm_90a only; tcgen05 is on sm_100f but not on sm_120f). */
    const Target *target;
    /* libNVVM's mode 1 ("UnifiedNVVMIR"): exact triple whitelist, and
     * fences with acq_rel/seq_cst ordering are accepted. */
    bool unified_nvvm_ir;
    /* NVVM IR or LLVM IR; IR_AUTO is resolved with ir_kind_of(). */
    IrKind ir_kind;
} VerifyOptions;

/* Verify `m` for the target in `o`, reporting through `d`.  Returns the
 * number of errors reported (0 = the module may be compiled). */
unsigned verify_module(Module *m, const VerifyOptions *o, Diag *d);

/* verify_module in steps, for a driver that verifies each function just
 * before it selects it.  verify_begin checks the module level (and, with
 * by_function, every function's signature and attributes);
 * verify_function one function (with by_function, its body), in any
 * order; verify_errors how many
 * errors so far (warnings that -Werror makes errors count only once
 * reported); verify_end runs what had to wait for every function (with
 * by_function, the checks of declarations' uses), reports everything,
 * sorted -- or with report false, nothing -- frees the context and
 * returns the number of errors. */
typedef struct VerifyCtx VerifyCtx;
VerifyCtx *verify_begin(Module *m, const VerifyOptions *o, Diag *d, bool by_function);
void verify_function(VerifyCtx *c, Global *fn);
unsigned verify_errors(const VerifyCtx *c);
unsigned verify_end(VerifyCtx *c, bool report);

#endif /* TNVCC_VERIFY_H */
