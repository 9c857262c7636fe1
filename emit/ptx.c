/*
 * emit/ptx.c -- the module: code generation for every function, then the
 * PTX text in its fixed order (see emit.h).
 *
 * Functions are selected and printed one at a time into a memory buffer;
 * the function arena is reset after each one, so memory stays bounded by
 * the largest function.  With several threads (a PtxPool, "Function
 * bodies on several threads" below) each thread has a writer of its own
 * and the results are put back in module order, so the text is the same.
 * A function that cannot be generated reports its errors and the loop
 * goes on with the next, so one run shows every unsupported construct of
 * the module, not just the first.
 *
 * .version is the highest of: the target's first PTX version, PTX 2.3 for
 * the .address_size directive, and what each selected instruction needs on
 * this target (its rule's `ptx`, its features: isel/mach/needs.c).  The writer
 * keeps the instruction that needed the most, so that a --ptx-version
 * too old for it is an error naming it (and where it comes from), as is
 * one older than the target itself: PTX that ptxas would reject is never
 * written.
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* fopencookie (glibc, musl) */
#endif
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <stdio_ext.h> /* __fsetlocking */
#endif

#include "emit/emit.h"

struct PtxWriter {
    IselCtx isel;
    Arena fn_arena, dag_arena, mod_arena;
    FILE *body;
    char *body_text;
    size_t body_len;
    uint64_t features;
    unsigned min_ptx;                  /* the most any instruction needs */
    char need_insn[ISEL_MNEMONIC_MAX]; /* which one: its mnemonic */
    Loc need_loc;                      /* and its IR instruction */
    uint32_t index;                    /* functions generated so far */
    unsigned force_ptx;                /* --ptx-version (CodegenOptions) */
    unsigned jobs_min;                 /* CodegenOptions.jobs_min */
    unsigned ir_passes;                /* CodegenOptions.ir_passes, 0 made all */
    /* The text in order, once a pool has run (merge): spans of the
     * buffers in `bufs` (the workers', handed over) and of `body`, whose
     * text from body_from on follows the last span. */
    Vec spans;                         /* Span */
    Vec bufs;                          /* char *: the workers' texts */
    size_t body_from;
    bool ok;
};
typedef struct PtxWriter Writer;

/* Part of a buffer: bufs[buf], or the writer's own body for BODY_BUF. */
typedef struct Span {
    uint32_t buf;
    size_t off, len;
} Span;
enum { BODY_BUF = UINT32_MAX };

/* The .address_size directive (always written) came with PTX ISA 2.3
 * (the manual's .address_size "PTX ISA Notes"; ptxas 13.0 refuses it at
 * 2.2), so sm_20 and sm_21, whose own minimum is PTX 2.0, get 2.3. */
enum { PTX_ADDRESS_SIZE = 23, PTX_WEAK = 31 /* the .weak directive */ };

/* From the triple (module_ptr_bits); without one, 64-bit as llc (the
 * verifier has said so with a note). */
static unsigned pointer_bits(const Module *m) { return module_ptr_bits(m); }

/* Is the "-pN:..." entry at p of a data layout a 32-bit pointer size for
 * a non-generic address space ("-p6:32:32")? */
static bool narrow_space(const char *p)
{
    return p[2] >= '1' && p[2] <= '9' && strstr(p, ":32") == strchr(p, ':');
}

/* "p6:32": tensor memory is addressed with 32 bits (LLVM 21+'s nvptx64
 * layout; PTX's tcgen05 instructions take a .b32 taddr). */
static bool tmem_ptr32(const Module *m)
{
    const char *dl = m->datalayout;
    return dl && pointer_bits(m) == 64 && strstr(dl, "-p6:32") != NULL;
}

static void writer_init(Writer *w, const Module *m, const Target *t, Diag *d,
                        const CodegenOptions *o)
{
    memset(w, 0, sizeof *w);
    arena_init_gradual(&w->fn_arena, "function");
    arena_init_gradual(&w->dag_arena, "dag");
    arena_init(&w->mod_arena, "module");
    w->isel = (IselCtx){
        .m = m, .target = t, .diag = d, .fn_arena = &w->fn_arena,
        .dag_arena = &w->dag_arena, .mod_arena = &w->mod_arena, .ptr_bits = pointer_bits(m),
        .tmem_ptr32 = tmem_ptr32(m),
        .opt = {.dump_dag = o->dump_dag, .dump_isel = o->dump_isel, .dump = stderr,
                .force_ptx = o->force_ptx, .opt_level = o->opt_level,
                .chunk = o->isel_chunk, .ftz_default = o->ftz,
                .div_full = o->div_full},
    };
    if (o->line_info) /* ir/lines.c: NULL when the module asks for none */
        w->isel.lines = lines_make(m, &w->mod_arena);
    w->ok = true;
    w->ir_passes = o->ir_passes ? o->ir_passes
                                  : IR_PASS_MEM2REG | IR_PASS_CSE | IR_PASS_BYVALLOAD |
                                        IR_PASS_LSR | IR_PASS_AGGCOPY | IR_PASS_MERGESTORES |
                                        IR_PASS_HOIST | IR_PASS_BYPASSDIV;
    w->min_ptx = PTX_ADDRESS_SIZE;
    snprintf(w->need_insn, sizeof w->need_insn, ".address_size");
}

/* What writer_init made: the selector's caches and the three arenas (the
 * body text is the caller's to keep or free). */
static void writer_release(Writer *w)
{
    parts_free(&w->isel);
    arena_free(&w->fn_arena);
    arena_free(&w->dag_arena);
    arena_free(&w->mod_arena);
}

/* The PTX is written into memory through a FILE.  open_memstream grows
 * its buffer by doubling, and each step clears the new memory and copies
 * the old: for libdevice's 2.3 MB of PTX, written twice (the body, then
 * the whole), those fresh pages were a sizeable part of the run's page
 * faults.  On Linux the FILE is a cookie stream over a buffer that grows
 * by realloc, which moves a large block by remapping its pages: no
 * clearing, no copy.  Either way *text is NUL-terminated and *len its
 * length once the FILE is closed; free(*text) releases it. */
#if defined(__linux__)
typedef struct GrowBuf {
    char **text;
    size_t *len, cap;
} GrowBuf;

enum { GROW_FIRST = 64 * 1024 };

static ssize_t grow_write(void *cookie, const char *buf, size_t n)
{
    GrowBuf *g = cookie;
    if (*g->len + n + 1 > g->cap) {
        size_t cap = g->cap ? g->cap : GROW_FIRST;
        while (cap < *g->len + n + 1)
            cap *= 2;
        char *p = realloc(*g->text, cap);
        if (!p)
            BUG("out of memory writing PTX (%zu bytes)", cap);
        *g->text = p;
        g->cap = cap;
    }
    memcpy(*g->text + *g->len, buf, n);
    *g->len += n;
    (*g->text)[*g->len] = '\0';
    return (ssize_t)n;
}

static int grow_close(void *cookie)
{
    GrowBuf *g = cookie;
    if (!*g->text && !(*g->text = calloc(1, 1))) /* nothing written: "" */
        BUG("out of memory writing PTX");
    free(g);
    return 0;
}

static bool open_buffer(FILE **f, char **text, size_t *len)
{
    GrowBuf *g = malloc(sizeof *g);
    if (!g)
        BUG("out of memory writing PTX");
    *g = (GrowBuf){text, len, 0};
    *text = NULL;
    *len = 0;
    *f = fopencookie(g, "w", (cookie_io_functions_t){.write = grow_write, .close = grow_close});
    if (!*f)
        BUG("fopencookie failed");
    /* One thread writes each buffer (emit's threads have one each), so
     * stdio need not lock it around every call -- which it starts doing,
     * on every FILE, once a second thread exists. */
    __fsetlocking(*f, FSETLOCKING_BYCALLER);
    return true;
}
#else
static bool open_buffer(FILE **f, char **text, size_t *len)
{
    *f = open_memstream(text, len);
    if (!*f)
        BUG("open_memstream failed");
    return true;
}
#endif

/* Directive or instruction `what` at loc needs PTX version ptx. */
static void writer_need(Writer *w, const char *what, unsigned ptx, Loc loc)
{
    if (ptx <= w->min_ptx)
        return;
    w->min_ptx = ptx;
    w->need_loc = loc;
    snprintf(w->need_insn, sizeof w->need_insn, "%s", what);
}

/* Does fn get a body in the PTX? */
static bool has_body(const Global *fn)
{
    return func_is_emitted(fn) && !fn->is_decl;
}

/* Select fn (the index-th body of the module) and print it to w->body. */
static void generate(Writer *w, const Global *fn, uint32_t index)
{
    MFunc *mf = isel_function(&w->isel, fn, index);
    if (func_is_weak(fn))
        writer_need(w, ".weak", PTX_WEAK, fn->v.loc);
    if (mf) {
        func_print(&w->isel, w->body, mf);
        w->ok &= !isel_failed(&w->isel); /* a directive it cannot print */
        w->features |= mf->features;
        writer_need(w, mf->need_insn, mf->min_ptx, mf->need_loc);
    } else {
        w->ok = false;
    }
    arena_reset(&w->fn_arena); /* the function lifetime ends here */
}

/* The IR passes that run just before selection, on the driver's thread
 * (they add instructions and constants to the module, which a worker
 * must never do), at -O1 and up: mem2reg (ir/mem2reg.c) turns the
 * function's local variables into SSA values, as llc's SROA does; then
 * cse (ir/cse.c) merges what dominating blocks already computed and
 * folds what constants decide, as llc's EarlyCSE does; byvalload (ir/
 * byvalload.c) turns a load through a phi or select of byval
 * parameters into loads of each, so they stay in .param; then lsr (ir/
 * lsr.c) turns the multiplies of an induction variable in a loop into
 * adds, as llc's LoopStrengthReduce does; aggcopy (ir/aggcopy.c)
 * copies a struct loaded only to be stored in words, not fields;
 * mergestores (ir/mergestores.c) makes neighbouring stores of constants
 * one store, as llc's DAG combiner does; hoist (ir/hoist.c) gives
 * addresses in several blocks that differ only in a constant one base,
 * computed where it dominates them all; last, bypassdiv (ir/
 * bypassdiv.c) gives a 64-bit division a 32-bit path for operands that
 * fit, as llc's CodeGenPrepare does. */
static void prepare(Writer *w, const Global *fn)
{
    if (w->isel.opt.opt_level == 0)
        return;
    if (w->ir_passes & IR_PASS_MEM2REG)
        mem2reg_function((Module *)w->isel.m, (Global *)fn);
    if (w->ir_passes & IR_PASS_CSE)
        cse_function((Module *)w->isel.m, (Global *)fn);
    if (w->ir_passes & IR_PASS_BYVALLOAD)
        byvalload_function((Module *)w->isel.m, (Global *)fn);
    if (w->ir_passes & IR_PASS_LSR)
        lsr_function((Module *)w->isel.m, (Global *)fn);
    if (w->ir_passes & IR_PASS_AGGCOPY)
        aggcopy_function((Module *)w->isel.m, (Global *)fn);
    if (w->ir_passes & IR_PASS_MERGESTORES)
        mergestores_function((Module *)w->isel.m, (Global *)fn);
    if (w->ir_passes & IR_PASS_HOIST)
        hoist_function((Module *)w->isel.m, (Global *)fn);
    if (w->ir_passes & IR_PASS_BYPASSDIV)
        bypassdiv_function((Module *)w->isel.m, (Global *)fn);
}

void ptx_function(PtxWriter *w, const Global *fn)
{
    if (has_body(fn)) {
        prepare(w, fn);
        generate(w, fn, w->index++);
    }
}

/* ------------------------------------------------------------------ */
/* Function bodies on several threads                                   */
/* ------------------------------------------------------------------ */
/*
 * A pool (PtxPool) takes the module's function bodies one by one, in
 * module order, as the driver finishes verifying each (ptx_pool_add);
 * worker threads select and print them while the driver goes on
 * reflecting and verifying the next ones; ptx_pool_end selects what is
 * left on the caller's thread too, waits for the workers, and puts the
 * results into the writer in module order.
 *
 * Why it is safe.  Selecting a function reads the module and writes only
 * into its IselCtx: the arenas, the per-function tables and the
 * module-lifetime caches (parts, label and need memos) are the worker's
 * own (worker_init), and those caches hold answers that depend on their
 * key alone.  Selection adds nothing to the module (dag_mem.c makes the
 * one type it once asked the type table for), and the CFG, which it would
 * build if it were stale, is made current before a function is handed
 * over.  The driver, meanwhile, changes only functions not yet handed
 * over: NVVMReflect rewrites a function's own instructions.  What that
 * does to shared objects -- a constant or type interned, a use added to
 * or unlinked from a constant's or a global's use list (which writes the
 * `next` and `pprev` fields of its neighbours, Use nodes that may sit in
 * a handed-over function) -- touches nothing selection reads: selection
 * reads an operand's `val`, never walks a constant's or a global's uses,
 * and never looks up the tables NVVMReflect adds to (constants, types).
 * (The writer walks globals' uses only after the pool has ended:
 * print_declarations, globals_print.)  A function is handed over under
 * the pool's mutex, so everything the driver did to it happens before a
 * worker reads it.
 *
 * Why the output is the same as one thread's.  Nothing in a function's
 * result depends on which thread made it or what that thread made
 * before: its index (which names its labels) is its position among the
 * bodies; its text, diagnostics, features and PTX needs are kept per
 * function (FnResult) and merged in module order afterwards, as the
 * one-thread loop would have accumulated them -- writer_need keeps the
 * first function of the highest need, diag_join applies --max-errors
 * record by record.  tests/determinism checks it on every test input.
 *
 * Threads start only for a module of jobs_min basic blocks or more
 * (--jobs-min): below that, starting them costs more than they save (a
 * new thread may take a millisecond to run on a virtual machine, while a
 * block is a few microseconds of work), and a pool without threads
 * selects everything at ptx_pool_end, on the writer itself, exactly as
 * ptx_function would.  They start at ptx_pool_begin, before the first
 * body comes, so that their start overlaps the driver's verifying.
 */
enum {
    PARALLEL_MIN_BLOCKS = 256,  /* the default jobs_min */
    JOBS_LIMIT = 64,            /* whatever --jobs says */
    WORKER_STACK = 64 << 20,    /* more than a main thread's usual 8 MB:
                                   the labeller recurses on deep
                                   expressions */
};

typedef struct FnResult {
    const Global *fn;
    uint32_t index;         /* among the bodies: names its labels */
    unsigned worker;        /* whose body buffer holds its text */
    size_t off, len;        /* where */
    Diag diag;              /* its diagnostics, a fork of the writer's */
    uint64_t features;
    unsigned min_ptx;       /* writer_need's state for it alone */
    char need_insn[ISEL_MNEMONIC_MAX];
    Loc need_loc;
    bool ok;
} FnResult;

struct PtxPool {
    Writer *main;           /* the writer the results go to */
    unsigned jobs;          /* threads wanted, the caller's included */
    Diag proto;             /* a fork of main's sink: each result's starts so */
    FnResult *res;          /* one per body of the module */
    uint32_t cap;
    /* Under `lock`: */
    uint32_t n;             /* bodies handed over */
    uint32_t next;          /* the next one to select */
    bool closed;            /* no more will come */
    pthread_mutex_t lock;
    pthread_cond_t more;    /* n grew, or closed */
    /* The workers, once started: */
    Writer *workers;        /* [0] is the caller's thread */
    pthread_t *tid;
    unsigned started;       /* threads running, the caller's counted */
};
typedef struct PtxPool Pool;

typedef struct WorkerArg {
    Pool *p;
    unsigned id;
} WorkerArg;

static void worker_init(Pool *p, Writer *wk)
{
    const Writer *w = p->main;
    writer_init(wk, w->isel.m, w->isel.target, w->isel.diag,
                &(CodegenOptions){.force_ptx = w->isel.opt.force_ptx,
                                  .opt_level = w->isel.opt.opt_level,
                                  .isel_chunk = w->isel.opt.chunk,
                                  .ftz = w->isel.opt.ftz_default,
                                  .div_full = w->isel.opt.div_full});
    wk->isel.lines = w->isel.lines; /* read-only: shared */
    open_buffer(&wk->body, &wk->body_text, &wk->body_len);
}

/* Free a worker, its text excepted, which is returned. */
static char *worker_free(Writer *wk)
{
    fclose(wk->body);
    writer_release(wk);
    return wk->body_text;
}

/* The next body to select, waiting for one; NULL once there is none
 * and none will come. */
static FnResult *take(Pool *p)
{
    FnResult *r = NULL;
    pthread_mutex_lock(&p->lock);
    while (p->next >= p->n && !p->closed)
        pthread_cond_wait(&p->more, &p->lock);
    if (p->next < p->n)
        r = &p->res[p->next++];
    pthread_mutex_unlock(&p->lock);
    return r;
}

/* Select bodies until none is left. */
static void work(Pool *p, unsigned id)
{
    Writer *wk = &p->workers[id];
    FnResult *r;
    while ((r = take(p))) {
        r->diag = p->proto;
        wk->isel.diag = &r->diag;
        wk->ok = true, wk->features = 0;
        wk->min_ptx = 0, wk->need_insn[0] = '\0', wk->need_loc = (Loc){0, 0};
        fflush(wk->body);
        r->off = wk->body_len;
        function_prefetch(r->fn); /* last read on the driver's core */
        generate(wk, r->fn, r->index);
        fflush(wk->body);
        r->worker = id, r->len = wk->body_len - r->off;
        r->ok = wk->ok, r->features = wk->features;
        r->min_ptx = wk->min_ptx, r->need_loc = wk->need_loc;
        memcpy(r->need_insn, wk->need_insn, sizeof r->need_insn);
    }
}

static void *worker_main(void *arg)
{
    WorkerArg *a = arg;
    work(a->p, a->id);
    free(a);
    return NULL;
}

/* Start the worker threads (all but the caller's); if none starts, the
 * pool goes on as if it never tried. */
static void start_workers(Pool *p)
{
    p->workers = calloc(p->jobs, sizeof *p->workers);
    p->tid = calloc(p->jobs, sizeof *p->tid);
    if (!p->workers || !p->tid)
        BUG("out of memory");
    for (unsigned id = 0; id < p->jobs; id++)
        worker_init(p, &p->workers[id]);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, WORKER_STACK);
    p->started = 1;
    for (unsigned id = 1; id < p->jobs; id++) {
        WorkerArg *a = malloc(sizeof *a);
        if (!a)
            BUG("out of memory");
        *a = (WorkerArg){p, id};
        if (pthread_create(&p->tid[p->started], &attr, worker_main, a) != 0) {
            free(a);
            break; /* fewer threads; the work is shared out all the same */
        }
        p->started++;
    }
    pthread_attr_destroy(&attr);
}

/* Append a span to the writer's order, joined to the last one where it
 * continues it. */
static void add_span(Writer *w, uint32_t buf, size_t off, size_t len)
{
    if (!len)
        return;
    Span *last = w->spans.len ? &VEC_AT(&w->spans, Span, w->spans.len - 1) : NULL;
    if (last && last->buf == buf && last->off + last->len == off)
        last->len += len;
    else
        VEC_PUSH(&w->spans, Span, ((Span){buf, off, len}));
}

/* Fold the results into the writer, in module order: their text stays in
 * the workers' buffers, which the writer takes over (stop_workers). */
static void merge(Pool *p)
{
    Writer *w = p->main;
    fflush(w->body); /* what the writer printed itself comes first */
    add_span(w, BODY_BUF, w->body_from, w->body_len - w->body_from);
    w->body_from = w->body_len;
    uint32_t base = (uint32_t)w->bufs.len; /* worker id's buffer: base + id */
    for (uint32_t k = 0; k < p->n; k++) {
        FnResult *r = &p->res[k];
        add_span(w, base + r->worker, r->off, r->len);
        w->ok &= r->ok;
        w->features |= r->features;
        if (r->min_ptx)
            writer_need(w, r->need_insn, r->min_ptx, r->need_loc);
        diag_join(w->isel.diag, &r->diag, true);
    }
}

/* Wait for the workers, merge, free them. */
static void stop_workers(Pool *p)
{
    for (unsigned id = 1; id < p->started; id++)
        pthread_join(p->tid[id], NULL);
    merge(p);
    for (unsigned id = 0; id < p->jobs; id++)
        VEC_PUSH(&p->main->bufs, char *, worker_free(&p->workers[id]));
    free(p->workers);
    free(p->tid);
}

PtxPool *ptx_pool_begin(PtxWriter *w, unsigned jobs)
{
    Pool *p = calloc(1, sizeof *p);
    if (!p)
        BUG("out of memory");
    p->main = w;
    /* The results' diagnostics are merged by diag_join, which needs a sink
     * that keeps them; one that prints at once gets no threads, nor does
     * a --dump, which prints as selection goes. */
    const Diag *d = w->isel.diag;
    bool dumps = w->isel.opt.dump_dag || w->isel.opt.dump_isel;
    p->jobs = d->buffered && !d->nvvm_log && !dumps && jobs > 1 ? jobs : 1;
    if (p->jobs > 1)
        diag_fork(d, &p->proto);
    uint64_t blocks = 0;
    for (const Global *fn = w->isel.m->funcs; fn; fn = fn->next)
        if (has_body(fn))
            p->cap++, blocks += fn->nblocks;
    p->res = calloc(p->cap ? p->cap : 1, sizeof *p->res);
    if (!p->res)
        BUG("out of memory");
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->more, NULL);
    /* No more threads than bodies, nor than JOBS_LIMIT. */
    p->jobs = p->jobs < p->cap ? p->jobs : p->cap ? p->cap : 1;
    p->jobs = p->jobs < JOBS_LIMIT ? p->jobs : JOBS_LIMIT;
    /* Started now, not at the first body: a new thread can take a
     * millisecond or more to run, which the driver's verifying hides. */
    if (p->jobs > 1 && blocks >= w->jobs_min)
        start_workers(p);
    return p;
}

void ptx_pool_add(PtxPool *p, Global *fn)
{
    if (!has_body(fn))
        return;
    if (p->n == p->cap)
        BUG("ptx_pool_add: more bodies than the module has");
    prepare(p->main, fn);
    cfg_ensure((Module *)p->main->isel.m, fn); /* no worker may build it */
    pthread_mutex_lock(&p->lock);
    p->res[p->n] = (FnResult){.fn = fn, .index = p->main->index + p->n};
    p->n++;
    pthread_cond_signal(&p->more);
    pthread_mutex_unlock(&p->lock);
}

void ptx_pool_end(PtxPool *p)
{
    Writer *w = p->main;
    if (p->started) {
        pthread_mutex_lock(&p->lock);
        p->closed = true;
        pthread_cond_broadcast(&p->more);
        pthread_mutex_unlock(&p->lock);
        work(p, 0); /* the caller's thread helps */
        stop_workers(p);
    } else { /* no threads: select on the writer itself, as ptx_function */
        for (uint32_t k = 0; k < p->n; k++)
            generate(w, p->res[k].fn, p->res[k].index);
    }
    w->index += p->n;
    pthread_mutex_destroy(&p->lock);
    pthread_cond_destroy(&p->more);
    free(p->res);
    free(p);
}

void ptx_functions(PtxWriter *w, unsigned jobs)
{
    Pool *p = ptx_pool_begin(w, jobs);
    for (Global *fn = (Global *)w->isel.m->funcs; fn; fn = fn->next)
        ptx_pool_add(p, fn);
    ptx_pool_end(p);
}

/* Is fn named anywhere in the module -- called, or its address taken in
 * code or in an initializer?  Then PTX needs it declared. */
static bool is_referenced(const Global *fn)
{
    return fn->v.uses != NULL;
}

static void print_declarations(Writer *w, FILE *out)
{
    bool any = false;
    for (const Global *fn = w->isel.m->funcs; fn; fn = fn->next) {
        if (!func_is_emitted(fn) || module_is_kernel(w->isel.m, fn))
            continue;
        if (fn->is_decl && !is_referenced(fn))
            continue;
        if (!legal_signature(&w->isel, fn, fn->v.loc)) {
            w->ok = false;
            continue;
        }
        if (!any)
            fputc('\n', out), any = true;
        func_print_signature(&w->isel, out, fn, false);
        fputs(";\n", out);
    }
    aliases_declare(&w->isel, out);
    arena_reset(&w->fn_arena);
}

/* `module asm` lines, verbatim, right after the header, as llc writes
 * them: the user's own module-level PTX (extra declarations, say). */
static void print_module_asm(const Module *m, FILE *out)
{
    if (!m->module_asm.len)
        return;
    fputs("\n// Start of file scope inline assembly\n", out);
    for (size_t k = 0; k < m->module_asm.len; k++)
        fprintf(out, "%s\n", VEC_AT(&m->module_asm, const char *, k));
    fputs("// End of file scope inline assembly\n", out);
}

/* The lowest .version for what was generated.  target_required_ptx() of
 * the features adds nothing to what needs.c recorded; it is asked anyway,
 * so that a feature recorded without an instruction is still covered. */
static unsigned needed_ptx(const Writer *w)
{
    const Target *t = w->isel.target;
    unsigned v = target_required_ptx(t, w->features);
    v = v > t->min_ptx ? v : t->min_ptx;
    return w->min_ptx > v ? w->min_ptx : v;
}

/* --ptx-version older than the target: nothing could be generated. */
static bool forced_fits_target(const Target *t, Diag *d, unsigned force)
{
    char need[8], given[8];
    if (!force || force >= t->min_ptx)
        return true;
    diag_error(d, (Loc){0, 0}, "%s requires PTX ISA %s (--ptx-version %s was given)", t->name,
               ptx_version_format(t->min_ptx, need, sizeof need),
               ptx_version_format(force, given, sizeof given));
    return false;
}

/* --ptx-version older than what an instruction needs: name it. */
static bool forced_fits_code(Writer *w, Diag *d, unsigned force)
{
    char need[8], given[8];
    if (!force || force >= needed_ptx(w))
        return true;
    diag_error(d, w->need_loc, "'%s' requires PTX ISA %s (--ptx-version %s was given)",
               w->need_insn, ptx_version_format(needed_ptx(w), need, sizeof need),
               ptx_version_format(force, given, sizeof given));
    return false;
}

static void print_header(Writer *w, FILE *out, unsigned force_ptx)
{
    const Target *t = w->isel.target;
    unsigned v = force_ptx ? force_ptx : needed_ptx(w);
    char ver[16];
    fputs("//\n// Generated by tnvcc (NVVM IR to PTX)\n//\n\n", out);
    fprintf(out, ".version %s\n.target %s\n.address_size %u\n",
            ptx_version_format(v, ver, sizeof ver), t->name, w->isel.ptr_bits);
}

/* Other pointers narrower than the triple's (the "p3:32" data layout:
 * 32-bit shared pointers in a 64-bit module) would need their own machine
 * type, which this version has for tensor memory (p6) only. */
static bool check_datalayout(const Module *m, Diag *d)
{
    const char *dl = m->datalayout;
    if (!dl || pointer_bits(m) != 64)
        return true;
    for (const char *p = dl; (p = strstr(p, "-p")); p++)
        if (narrow_space(p) && strncmp(p, "-p6:", 4) != 0) {
            diag_error(d, m->datalayout_loc, "unsupported: 32-bit pointers in an address "
                       "space of a 64-bit module (data layout '%s')", dl);
            return false;
        }
    return true;
}

/* A 32-bit module (the "nvptx" triple, `.address_size 32`) runs on targets
 * before sm_90 only: NVIDIA dropped the 32-bit ABI from the Hopper
 * generation on (ptxas: "32-Bit ABI ... is not supported on sm_90 or
 * higher architectures").  A located error at the triple, rather than
 * PTX that no tool can assemble. */
enum { ADDR32_LAST_SM = 89 };
static bool check_address_size(const Module *m, const Target *t, Diag *d)
{
    if (pointer_bits(m) != 32 || t->sm <= ADDR32_LAST_SM)
        return true;
    diag_error(d, m->triple_loc, "unsupported: a 32-bit module (triple '%s', .address_size 32) "
               "for %s: 32-bit addressing exists before sm_90 only", m->triple ? m->triple : "",
               t->name);
    return false;
}

PtxWriter *ptx_begin(Module *m, const Target *t, Diag *d, const CodegenOptions *o)
{
    ptx_unique_local_names(m);
    if (!check_datalayout(m, d) || !check_address_size(m, t, d) ||
        !forced_fits_target(t, d, o->force_ptx) ||
        !ptx_symbols_distinct(m, d))
        return NULL;
    Writer *w = malloc(sizeof *w);
    if (!w)
        BUG("out of memory");
    writer_init(w, m, t, d, o);
    w->force_ptx = o->force_ptx;
    w->jobs_min = o->jobs_min ? o->jobs_min : PARALLEL_MIN_BLOCKS;
    open_buffer(&w->body, &w->body_text, &w->body_len);
    return w;
}

bool ptx_end_text(PtxWriter *w, PtxText *t)
{
    Diag *d = w->isel.diag;
    aliases_print(&w->isel, w->body);
    lines_print_files(w->isel.lines, w->body); /* after their .loc, as llc */
    arena_reset(&w->fn_arena);
    fclose(w->body);
    FILE *head;
    open_buffer(&head, &t->head, &t->head_len);
    FILE *decls;
    char *decl_text;
    size_t decl_len;
    open_buffer(&decls, &decl_text, &decl_len);
    print_declarations(w, decls);
    w->ok &= globals_print(&w->isel, decls);
    w->ok &= w->isel.diag->errors == 0;
    writer_need(w, w->isel.mod_needs.what, w->isel.mod_needs.ptx, w->isel.mod_needs.loc);
    fclose(decls);
    w->ok = w->ok && forced_fits_code(w, d, w->force_ptx);
    print_header(w, head, w->force_ptx);
    print_module_asm(w->isel.m, head);
    fwrite(decl_text, 1, decl_len, head);
    fclose(head);
    free(decl_text);
    /* The bodies as pieces: the spans of a pool, then the rest of the
     * writer's own text (all of it, when no pool ran). */
    add_span(w, BODY_BUF, w->body_from, w->body_len - w->body_from);
    t->body = NULL, t->body_len = 0;
    t->npieces = w->spans.len;
    t->pieces = calloc(t->npieces ? t->npieces : 1, sizeof *t->pieces);
    t->nbufs = (unsigned)w->bufs.len + 1;
    t->bufs = calloc(t->nbufs, sizeof *t->bufs);
    if (!t->pieces || !t->bufs)
        BUG("out of memory");
    for (size_t k = 0; k < w->bufs.len; k++)
        t->bufs[k] = VEC_AT(&w->bufs, char *, k);
    t->bufs[w->bufs.len] = w->body_text;
    for (size_t k = 0; k < t->npieces; k++) {
        const Span *sp = &VEC_AT(&w->spans, Span, k);
        const char *text = sp->buf == BODY_BUF ? w->body_text : t->bufs[sp->buf];
        t->pieces[k] = (PtxPiece){text + sp->off, sp->len};
    }
    vec_free(&w->spans);
    vec_free(&w->bufs);
    writer_release(w);
    bool ok = w->ok;
    free(w);
    if (!ok) {
        ptx_text_free(t);
    }
    return ok;
}

void ptx_text_free(PtxText *t)
{
    free(t->head);
    free(t->body);
    for (unsigned k = 0; k < t->nbufs; k++)
        free(t->bufs[k]);
    free(t->bufs);
    free(t->pieces);
    *t = (PtxText){0};
}

void ptx_text_write(FILE *out, const PtxText *t)
{
    if (t->head_len)
        fwrite(t->head, 1, t->head_len, out);
    for (size_t k = 0; k < t->npieces; k++)
        fwrite(t->pieces[k].text, 1, t->pieces[k].len, out);
    if (t->body_len)
        fwrite(t->body, 1, t->body_len, out);
}

bool ptx_end(PtxWriter *w, char **text, size_t *len)
{
    PtxText t;
    *text = NULL, *len = 0;
    if (!ptx_end_text(w, &t))
        return false;
    *len = t.head_len + t.body_len;
    for (size_t k = 0; k < t.npieces; k++)
        *len += t.pieces[k].len;
    if (!(*text = malloc(*len + 1)))
        BUG("out of memory writing PTX");
    char *at = *text;
    memcpy(at, t.head, t.head_len), at += t.head_len;
    for (size_t k = 0; k < t.npieces; k++)
        memcpy(at, t.pieces[k].text, t.pieces[k].len), at += t.pieces[k].len;
    if (t.body_len) /* (NULL when ptx_end_text made pieces of everything) */
        memcpy(at, t.body, t.body_len);
    (*text)[*len] = '\0';
    ptx_text_free(&t);
    return true;
}

bool ptx_generate(Module *m, const Target *t, Diag *d, const CodegenOptions *o,
                  char **text, size_t *len)
{
    *text = NULL, *len = 0;
    PtxWriter *w = ptx_begin(m, t, d, o);
    if (!w)
        return false;
    ptx_functions(w, o->jobs);
    return ptx_end(w, text, len);
}
