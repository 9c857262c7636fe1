/*
 * emit/emit.h -- the map of the PTX writer.
 *
 * The writer drives code generation for a whole module and prints PTX in a
 * fixed order decided up front (no reordering after the fact):
 *
 *     header (.version .target .address_size)
 *     `module asm` text, verbatim
 *     function declarations (every .func defined or called, so that a
 *         call may precede the callee's body)
 *     global variables (.global / .shared / .const)
 *     function bodies (.entry for kernels, .func for device functions)
 *     .alias lines of exported function aliases
 *
 * Files:
 *   ptx.c      the module: header, declarations, the per-function loop
 *   func.c     one function: signature, launch bounds, registers, blocks
 *   globals.c  global variables and their initializers; function aliases
 *   insn.c     one machine instruction (isel/mach/minstr.h), printed as PTX
 * (PTX identifiers for IR names come from ir/names.c, which isel/ uses
 * too.)
 *
 * The function bodies are selected first (isel/), into a memory buffer,
 * because .version can only be written once the instructions used are
 * known.  The function arena is reset after each function is printed.
 */
#ifndef TNVCC_EMIT_H
#define TNVCC_EMIT_H

#include "ir/ir.h"
#include "isel/isel.h"
#include "targets/targets.h"

typedef struct CodegenOptions {
    bool dump_dag, dump_isel;  /* --dump=dag, --dump=isel (to stderr) */
    unsigned force_ptx;        /* --ptx-version, 0 = the lowest that works;
                                  older than the target or the code needs
                                  is an error (ptx.c) */
    unsigned opt_level;        /* -O0..-O3 (IselOptions.opt_level says what
                                  -O0 leaves out) */
    unsigned isel_chunk;       /* --isel-chunk (IselOptions.chunk) */
    unsigned jobs;             /* threads selecting function bodies (--jobs);
                                  0 or 1: the caller's thread alone */
    unsigned jobs_min;         /* the fewest basic blocks (in the bodies)
                                  worth threads (--jobs-min; 0: ptx.c's
                                  default) */
    unsigned ir_passes;        /* the IR passes run before selection at -O1
                                  and up (IR_PASS_* bits; 0: all of them);
                                  --dump=mem2reg stops after mem2reg,
                                  --dump=cse after cse */
    bool ftz;                  /* -ftz=1: IselOptions.ftz_default */
    bool div_full;             /* -prec-div=0: IselOptions.div_full */
    bool line_info;            /* write .file/.loc when the module's debug
                                  information asks for them (lines.c) */
} CodegenOptions;
enum { IR_PASS_MEM2REG = 1, IR_PASS_CSE = 2, IR_PASS_LSR = 4, IR_PASS_BYVALLOAD = 8,
       IR_PASS_AGGCOPY = 16, IR_PASS_MERGESTORES = 32,
       IR_PASS_HOIST = 64, IR_PASS_BYPASSDIV = 128 };

/* Generate the PTX for module m into a malloc'ed buffer (*text, *len; the
 * caller frees it).  Returns false after reporting errors through d (a
 * located "unsupported: ..." for what this version cannot generate). */
/* (ptx_generate renames the module's local symbols: ir/names.c.) */
bool ptx_generate(Module *m, const Target *t, Diag *d, const CodegenOptions *o,
                  char **text, size_t *len);
/* ptx_generate in three steps, for a driver that generates each function
 * as soon as it is ready (main.c: while it is still in the cache):
 * ptx_begin checks the module and renames its local symbols (NULL after
 * a located error); ptx_function selects and prints one function (a
 * declaration is skipped), in module order; ptx_end writes the module
 * and frees the writer, returning what ptx_generate returns. */
typedef struct PtxWriter PtxWriter;
PtxWriter *ptx_begin(Module *m, const Target *t, Diag *d, const CodegenOptions *o);
void ptx_function(PtxWriter *w, const Global *fn);
/* The same on up to `jobs` threads (ptx.c, "Function bodies on several
 * threads"): ptx_pool_begin makes a pool for the writer; ptx_pool_add
 * hands it the next function in module order (a declaration is
 * skipped), which must not change from then on -- a worker thread may
 * select it at once; ptx_pool_end selects what is left, waits for the
 * workers and puts everything into the writer, in module order.  The
 * text, diagnostics and exit status are those of ptx_function's loop,
 * byte for byte, whatever `jobs` is.  Threads start only for a module
 * large enough to gain from them (CodegenOptions.jobs_min), and only when
 * the writer's diagnostics are buffered (Diag.buffered). */
typedef struct PtxPool PtxPool;
PtxPool *ptx_pool_begin(PtxWriter *w, unsigned jobs);
void ptx_pool_add(PtxPool *p, Global *fn);
void ptx_pool_end(PtxPool *p);
/* Every function of the module through a pool. */
void ptx_functions(PtxWriter *w, unsigned jobs);
bool ptx_end(PtxWriter *w, char **text, size_t *len);
/* ptx_end without joining the text: the head (.version, .target, module
 * asm, declarations, globals) and the function bodies, in that order -- a
 * driver that writes them to a file saves copying the bodies (libdevice:
 * 2.3 MB) into another buffer.  Empty after errors; ptx_text_free frees
 * everything. */
typedef struct PtxPiece {
    const char *text;
    size_t len;
} PtxPiece;
typedef struct PtxText {
    char *head, *body;
    size_t head_len, body_len;
    /* ptx_end_text leaves body empty and puts the bodies in pieces
     * instead: with threads they lie in the buffers each thread wrote
     * (bufs, owned), in whatever order the threads took them, and the
     * pieces say which part comes next -- so that they are written out
     * without first being copied into one buffer (libdevice: 2.3 MB). */
    PtxPiece *pieces;
    size_t npieces;
    char **bufs;
    unsigned nbufs;
} PtxText;
bool ptx_end_text(PtxWriter *w, PtxText *t);
void ptx_text_free(PtxText *t);
/* All of t to out: head, pieces, body. */
void ptx_text_write(FILE *out, const PtxText *t);

/* func.c */
bool func_is_emitted(const Global *g);  /* a body or declaration we print */
bool func_is_weak(const Global *fn);    /* defined .weak (needs PTX 3.1) */
void func_print_signature(IselCtx *c, FILE *out, const Global *fn, bool kernel);
void func_print(IselCtx *c, FILE *out, MFunc *mf);

/* insn.c: mi in PTX, without indentation or newline. */
void insn_print(FILE *out, const MFunc *mf, const MInstr *mi);
/* Every instruction from first on, each as a line: tab, insn_print's
 * text, newline; before an instruction whose source line (mi_line)
 * differs from *last, a .loc line, and *last becomes it. */
void insns_print(FILE *out, const MFunc *mf, const MInstr *first, LineLoc *last);

/* globals.c: false after reporting an unsupported global. */
bool globals_print(IselCtx *c, FILE *out);
/* Exported function aliases: their declarations (with the functions'),
 * and the `.alias` lines after the bodies (returns how many). */
bool aliases_declare(IselCtx *c, FILE *out);
unsigned aliases_print(IselCtx *c, FILE *out);

#endif /* TNVCC_EMIT_H */
