/*
 * tests/sim/ptxsim.c -- run PTX on the CPU, so that the test suite can
 * check what generated code computes, not only that ptxas accepts it.
 *
 *   ptxsim FILE.ptx KERNEL --grid X[,Y[,Z]] --block X[,Y[,Z]]
 *          [--shared BYTES] [--trace] ARG...
 *   ARG:  u8:V u16:V u32:V s32:V u64:V s64:V f32:V f64:V
 *         buf:BYTES:INIT[:OUT]   INIT = zero | file:PATH | a pattern
 *                                (iota32 ramp32f ramp64f small8 iota16
 *                                half13 iota64f: see init_buffer)
 *                                OUT  = a file the buffer is written to
 *         bytes:HEX              a byval parameter's bytes
 *
 * A test tool and a teaching one, not part of the compiler.  It reads the
 * PTX subset that tnvcc and llc write, and executes every CTA of the grid.
 *
 * The model, in the order the code below follows:
 *
 *  1. Parsing.  The text is cut into statements (directives, labels,
 *     instructions ending in ';', and the braces of call sequences).  Each
 *     function keeps its instructions in an array; labels map to indices;
 *     registers are numbered per function by name.
 *  2. Memory.  One 64-bit generic address space laid out in windows: the
 *     global buffers of the command line and the module's .global
 *     variables live at their own addresses; .shared (per CTA), .local
 *     (per thread) and .const each have a window, so that cvta.to.X and
 *     cvta.X are additions of the window's base.  State-space addresses
 *     (ld.shared [%r1]) are offsets into the space.  Every access is
 *     checked for bounds and natural alignment: a misaligned or
 *     out-of-bounds access is a fault naming the PTX line, the thread and
 *     the address -- the wrong code found on a GPU was exactly that.
 *  3. Threads.  Each thread has its own program counter and a stack of
 *     frames (registers, parameter space) for .func calls.  A CTA's
 *     threads run one at a time until each blocks or exits.  bar.sync /
 *     barrier.sync block until every live thread of the CTA arrived;
 *     warp collectives (shfl.sync, vote.sync, activemask, bar.warp.sync)
 *     block until every lane their member mask names arrived at the same
 *     instruction, then run for all of them at once -- warp-synchronous
 *     semantics with per-lane program counters, as the PTX ISA describes
 *     for Volta and later.  No thread can run and not all exited: a
 *     deadlock, reported as a fault.
 *  4. Arithmetic.  Integers exactly, with PTX's widths and signedness;
 *     floating point with the C library under the rounding mode the
 *     instruction names (fesetround), .ftz flushing subnormals, .sat
 *     clamping to [0, 1].  The approximate instructions (ex2.approx,
 *     lg2.approx, rcp.approx, rsqrt.approx, sin/cos.approx, tanh.approx,
 *     div.approx/full) are modelled by the correctly rounded C functions:
 *     one fixed model, the same for every compiler's code, so that two
 *     compilers' PTX for the same IR gives the same bits here.
 *  5. Warp-wide matrix and barrier objects.  wmma, mma.sync, ldmatrix and
 *     stmatrix run as warp collectives (every lane present), with the
 *     fragment layouts of the PTX ISA where it gives them and one plain
 *     layout where it leaves them open (wmma); mbarrier objects live in
 *     shared memory with a documented packing of their opaque 8 bytes,
 *     and a failed wait lets the other threads run.
 *
 * An instruction this version does not know ends the run with exit status
 * 2, naming it and its line -- never a silent no-op.  Exit status: 0 on
 * success, 2 on a simulated fault or an unknown instruction, 1 on bad
 * usage.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Limits and errors                                                    */
/* ------------------------------------------------------------------ */
enum {
    MAX_OPS = 8,            /* operands of one instruction */
    MAX_VEC = 8,            /* registers in one {a, b, c, d} operand */
    MAX_MODS = 12,          /* dot-separated parts of one opcode */
    MAX_FRAMES = 64,        /* call depth of one thread */
    MAX_STEPS = 50000000,   /* instructions of one run: an endless loop is a fault */
    WARP = 32,
};

/* Windows of the generic address space (see the model above). */
#define SHARED_BASE UINT64_C(0x0000100000000000)
#define LOCAL_BASE UINT64_C(0x0000200000000000)
#define CONST_BASE UINT64_C(0x0000300000000000)
#define PARAM_BASE UINT64_C(0x0000400000000000)
#define GLOBAL_BASE UINT64_C(0x0000000010000000)  /* the command line's buffers */
#define MODULE_BASE UINT64_C(0x0000000400000000)  /* the module's own .global data:
                                                     apart, so that two compilers'
                                                     PTX (with other string
                                                     constants) see the buffers at
                                                     the same addresses */
#define WINDOW UINT64_C(0x0000100000000000)
/* A .func's parameters have no place in the kernel's .param space; when
 * code takes one's address (mov.b64 %rd, f_param_0, as llc's -O0 code
 * does), it gets FPARAM_OFF + index * FPARAM_STEP in the .param space,
 * and accesses there reach the current frame's copy of the parameter. */
#define FPARAM_OFF UINT64_C(0x0000010000000000)
#define FPARAM_STEP UINT64_C(0x1000)

static void die(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "ptxsim: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(status);
}

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        die(1, "out of memory");
    return p;
}

static void *xrealloc(void *p, size_t size)
{
    p = realloc(p, size ? size : 1);
    if (!p)
        die(1, "out of memory");
    return p;
}

static char *xstrndup(const char *s, size_t n)
{
    char *p = xcalloc(n + 1, 1);
    memcpy(p, s, n);
    return p;
}

/* ------------------------------------------------------------------ */
/* The program                                                          */
/* ------------------------------------------------------------------ */
typedef enum { SP_GENERIC, SP_GLOBAL, SP_SHARED, SP_LOCAL, SP_CONST, SP_PARAM } Space;

typedef enum {
    OP_NONE, OP_REG, OP_IMM, OP_FIMM, OP_SYM, OP_ADDR, OP_VEC, OP_SREG, OP_SINK
} OpKind;

typedef struct Operand {
    OpKind kind;
    int reg;                  /* OP_REG, OP_ADDR with a register base */
    bool neg;                 /* !%p as a predicate operand */
    uint64_t imm;             /* OP_IMM value, OP_FIMM bits, OP_ADDR offset */
    bool fimm64;              /* OP_FIMM: 0d (double) rather than 0f */
    char *sym;                /* OP_SYM, OP_ADDR with a symbol base, OP_SREG */
    int nvec, vec[MAX_VEC];   /* OP_VEC: registers (-1 for a sink `_`) */
    uint64_t vimm[MAX_VEC];   /* OP_VEC: immediates where vec[i] == -2 */
} Operand;

typedef struct Instr {
    int line;
    int pred;                 /* guard register or -1 */
    bool pred_neg;
    char *opcode;             /* "ld.global.v2.f32" */
    char *mods[MAX_MODS];     /* the opcode cut at the dots */
    int nmods;
    int nops;
    Operand ops[MAX_OPS];
    /* call.uni (ret), fn, (args) */
    char *callee;
    int nargs, nrets;
    char *args[16], *rets[4];
    int target;               /* bra: instruction index */
    int *targets, ntargets;   /* brx.idx: from the .branchtargets list */
} Instr;

typedef struct Var {
    char *name;
    Space space;
    uint64_t size, align, addr;  /* addr: in its space (global: generic) */
    uint8_t *init;               /* initial bytes, or NULL (zero) */
} Var;

typedef struct Func {
    char *name;
    bool entry;
    int nparams, nrets;
    Var params[64], rets[4];
    Instr *code;
    int ncode, capcode;
    char **regs;                 /* register names, by number */
    int nregs, capregs;
    char **labels;               /* label name -> instruction index */
    int *label_at;
    int nlabels;
    char **tabnames;             /* .branchtargets lists */
    int **tabs, *ntabs, ntables;
    Var locals[64];              /* .local and .shared declared in the body */
    int nlocals;
    uint64_t local_size;         /* bytes of this function's own .local */
    unsigned reqntid[3];
} Func;

typedef struct Program {
    Func *funcs;
    int nfuncs;
    Var *vars;                   /* module-scope .global .shared .const */
    int nvars;
    uint64_t shared_size, const_size, global_top;
    uint8_t *const_mem;
} Program;

/* ------------------------------------------------------------------ */
/* 1. Parsing                                                           */
/* ------------------------------------------------------------------ */
typedef struct Parser {
    const char *p, *end;
    int line;
    Program *prog;
    Func *fn;                   /* the function whose body we are in */
} Parser;

static void skip_space(Parser *P)
{
    for (;;) {
        while (P->p < P->end && isspace((unsigned char)*P->p)) {
            if (*P->p == '\n')
                P->line++;
            P->p++;
        }
        if (P->p + 1 < P->end && P->p[0] == '/' && P->p[1] == '/') {
            while (P->p < P->end && *P->p != '\n')
                P->p++;
            continue;
        }
        if (P->p + 1 < P->end && P->p[0] == '/' && P->p[1] == '*') {
            P->p += 2;
            while (P->p + 1 < P->end && !(P->p[0] == '*' && P->p[1] == '/')) {
                if (*P->p == '\n')
                    P->line++;
                P->p++;
            }
            P->p += 2;
            continue;
        }
        return;
    }
}

/* The next statement's text up to ';' (excluded), '{', '}' or a label's
 * ':' -- whichever ends it.  *term says which. */
static char *next_stmt(Parser *P, char *term, int *line)
{
    skip_space(P);
    if (P->p >= P->end)
        return NULL;
    *line = P->line;
    if (*P->p == '{' || *P->p == '}') {
        *term = *P->p++;
        return xstrndup("", 0);
    }
    const char *s = P->p;
    int depth = 0;
    /* .version, .target and .address_size end at the end of their line */
    if (!strncmp(s, ".version", 8) || !strncmp(s, ".target", 7) ||
        !strncmp(s, ".address_size", 13) || !strncmp(s, ".file", 5)) {
        while (P->p < P->end && *P->p != '\n')
            P->p++;
        *term = ';';
        return xstrndup(s, (size_t)(P->p - s));
    }
    /* In an instruction (a statement not starting with '.'), braces are a
     * vector operand; after '=' they are an initializer's.  Elsewhere a
     * '{' opens a body or a call sequence and ends the statement. */
    bool init = *s != '.';
    while (P->p < P->end) {
        char c = *P->p;
        if (c == '\n')
            P->line++;
        if (c == '=')
            init = true;
        if (c == '(' || c == '[' || (init && c == '{'))
            depth++;
        if (init && c == '}' && depth > 0) {
            depth--;
            P->p++;
            continue;
        }
        if (c == ')' || c == ']')
            depth--;
        if (c == '/' && P->p + 1 < P->end && P->p[1] == '/') {
            while (P->p < P->end && *P->p != '\n')
                P->p++;
            continue;
        }
        if (depth == 0 && (c == ';' || (c == '{' && s != P->p) || c == '}')) {
            break;
        }
        /* a label: an identifier followed by ':' at the start */
        if (c == ':' && depth == 0) {
            const char *q = s;
            while (q < P->p && (isalnum((unsigned char)*q) || *q == '_' || *q == '$' || *q == '.'))
                q++;
            if (q == P->p) {
                *term = ':';
                char *r = xstrndup(s, (size_t)(P->p - s));
                P->p++;
                return r;
            }
        }
        if (c == '{' && depth == 0)
            break;
        P->p++;
    }
    *term = P->p < P->end ? *P->p : ';';
    char *r = xstrndup(s, (size_t)(P->p - s));
    if (P->p < P->end && *P->p == ';')
        P->p++;
    return r;
}

static int reg_number(Func *f, const char *name, size_t n)
{
    for (int i = 0; i < f->nregs; i++)
        if (strlen(f->regs[i]) == n && !strncmp(f->regs[i], name, n))
            return i;
    if (f->nregs == f->capregs) {
        f->capregs = f->capregs ? 2 * f->capregs : 64;
        f->regs = xrealloc(f->regs, sizeof *f->regs * (size_t)f->capregs);
    }
    f->regs[f->nregs] = xstrndup(name, n);
    return f->nregs++;
}

static bool is_sreg(const char *s)
{
    static const char *const names[] = {"%tid", "%ntid", "%ctaid", "%nctaid", "%laneid",
                                        "%warpid", "%nwarpid", "%lanemask", "%clock",
                                        "%globaltimer", "%smid", "%nsmid", "%gridid",
                                        "%dynamic_smem_size", "%total_smem_size",
                                        "%envreg", "%clusterid", "%nclusterid",
                                        "%cluster_ctaid", "%cluster_nctaid",
                                        "%cluster_ctarank", "%cluster_nctarank",
                                        "%is_explicit_cluster", "%pm",
                                        "%reserved_smem_offset"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strncmp(s, names[i], strlen(names[i])))
            return true;
    return false;
}

static uint64_t parse_int(const char *s, char **end)
{
    bool neg = *s == '-';
    if (neg)
        s++;
    uint64_t v;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        v = strtoull(s + 2, end, 16);
    else
        v = strtoull(s, end, 10);
    if (**end == 'U')
        (*end)++;
    return neg ? (uint64_t)(-(int64_t)v) : v;
}

/* One operand's text, already trimmed. */
static void parse_operand(Parser *P, const char *s, Operand *o)
{
    memset(o, 0, sizeof *o);
    Func *f = P->fn;
    size_t n = strlen(s);
    if (!strcmp(s, "_")) {
        o->kind = OP_SINK;
    } else if (s[0] == '{') {
        o->kind = OP_VEC;
        const char *q = s + 1;
        while (*q && *q != '}') {
            while (*q == ' ' || *q == ',' || *q == '\t')
                q++;
            const char *e = q;
            while (*e && *e != ',' && *e != '}' && *e != ' ')
                e++;
            if (e == q)
                break;
            if (o->nvec == MAX_VEC)
                die(2, "line %d: vector operand too long", P->line);
            if (*q == '_')
                o->vec[o->nvec++] = -1;
            else if (*q == '%')
                o->vec[o->nvec++] = reg_number(f, q, (size_t)(e - q));
            else if (q[0] == '0' && strchr("fFdD", q[1])) { /* 0f3F000000 */
                o->vimm[o->nvec] = strtoull(q + 2, NULL, 16);
                o->vec[o->nvec++] = -2;
            } else {
                char *end;
                o->vimm[o->nvec] = parse_int(q, &end);
                o->vec[o->nvec++] = -2;
            }
            q = e;
        }
    } else if (s[0] == '[') {
        o->kind = OP_ADDR;
        o->reg = -1;
        const char *q = s + 1;
        const char *e = q;
        while (*e && *e != '+' && *e != ']' && *e != '-')
            e++;
        size_t bl = (size_t)(e - q);
        while (bl && q[bl - 1] == ' ')
            bl--;
        if (*q == '%' )
            o->reg = reg_number(f, q, bl);
        else if (isdigit((unsigned char)*q)) {
            char *end;
            o->imm = parse_int(q, &end);
            return;
        } else
            o->sym = xstrndup(q, bl);
        /* the offset: a sum of constants ([%rd1+8], [%rd1+-4], [%rd1+8+1]) */
        while (*e == '+' || *e == '-') {
            char *end;
            bool neg = *e == '-';
            e++;
            while (*e == ' ')
                e++;
            uint64_t v = parse_int(e, &end);
            o->imm += neg ? (uint64_t)(-(int64_t)v) : v;
            for (e = end; *e == ' '; e++)
                ;
        }
    } else if (s[0] == '%' || (s[0] == '!' && s[1] == '%')) {
        bool neg = s[0] == '!';
        if (neg)
            s++, n--;
        if (is_sreg(s)) {
            o->kind = OP_SREG;
            o->sym = xstrndup(s, n);
        } else {
            o->kind = OP_REG;
            o->reg = reg_number(f, s, n);
            o->neg = neg;
        }
    } else if ((s[0] == '0' && (s[1] == 'f' || s[1] == 'F' || s[1] == 'd' || s[1] == 'D')) &&
               n > 2 && isxdigit((unsigned char)s[2])) {
        o->kind = OP_FIMM;
        o->fimm64 = s[1] == 'd' || s[1] == 'D';
        o->imm = strtoull(s + 2, NULL, 16);
    } else if (isdigit((unsigned char)s[0]) || (s[0] == '-' && isdigit((unsigned char)s[1]))) {
        char *end;
        o->kind = OP_IMM;
        o->imm = parse_int(s, &end);
    } else {
        o->kind = OP_SYM;
        o->sym = xstrndup(s, n);
        /* a name an inline asm block declared with .reg is a register */
        for (int i = 0; i < f->nregs; i++)
            if (!strcmp(f->regs[i], s)) {
                o->kind = OP_REG;
                o->reg = i;
            }
    }
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    return s;
}

/* Split "a, b, {c, d}, [e+4]" at the commas outside brackets. */
static int split_operands(char *s, char **out, int max)
{
    int n = 0, depth = 0;
    char *start = s;
    for (char *q = s;; q++) {
        if (*q == '{' || *q == '[' || *q == '(')
            depth++;
        else if (*q == '}' || *q == ']' || *q == ')')
            depth--;
        if ((*q == ',' && depth == 0) || *q == 0) {
            bool last = *q == 0;
            *q = 0;
            if (n < max && *trim(start))
                out[n++] = trim(start);
            if (last)
                break;
            start = q + 1;
        }
    }
    return n;
}

/* "(a, b)" -> names */
static int split_names(char *s, char **out, int max)
{
    s = trim(s);
    if (*s == '(')
        s++;
    char *e = strrchr(s, ')');
    if (e)
        *e = 0;
    return split_operands(s, out, max);
}

static Instr *new_instr(Func *f)
{
    if (f->ncode == f->capcode) {
        f->capcode = f->capcode ? 2 * f->capcode : 256;
        f->code = xrealloc(f->code, sizeof *f->code * (size_t)f->capcode);
    }
    Instr *in = &f->code[f->ncode++];
    memset(in, 0, sizeof *in);
    in->pred = -1;
    in->target = -1;
    return in;
}

static void parse_call(Parser *P, Instr *in, char *rest)
{
    /* call(.uni) (r0), fn, (a, b);  |  call fn, (a);  |  call fn;
     * the indirect form ends with a prototype name, which we ignore */
    char *s = trim(rest);
    if (*s == '(') {
        char *e = strchr(s, ')');
        *e = 0;
        in->nrets = split_names(s, in->rets, 4);
        s = trim(e + 1);
        if (*s == ',')
            s++;
    }
    s = trim(s);
    char *comma = strchr(s, ',');
    if (comma)
        *comma = 0;
    in->callee = xstrndup(trim(s), strlen(trim(s)));
    if (comma) {
        char *a = trim(comma + 1);
        if (*a == '(') {
            char *e = strchr(a, ')');
            if (e)
                e[1] = 0;
            in->nargs = split_names(a, in->args, 16);
        }
    }
    for (int i = 0; i < in->nargs; i++)
        in->args[i] = xstrndup(in->args[i], strlen(in->args[i]));
    for (int i = 0; i < in->nrets; i++)
        in->rets[i] = xstrndup(in->rets[i], strlen(in->rets[i]));
    if (in->callee[0] == '%') { /* indirect: the register holds the address */
        in->nops = 1;
        parse_operand(P, in->callee, &in->ops[0]);
    }
}

static void parse_instr(Parser *P, char *text, int line)
{
    Func *f = P->fn;
    char *s = trim(text);
    Instr *in = new_instr(f);
    in->line = line;
    if (*s == '@') {
        s++;
        bool neg = *s == '!';
        if (neg)
            s++;
        char *e = s;
        while (*e && !isspace((unsigned char)*e))
            e++;
        in->pred = reg_number(f, s, (size_t)(e - s));
        in->pred_neg = neg;
        s = trim(e);
    }
    char *e = s;
    while (*e && !isspace((unsigned char)*e))
        e++;
    in->opcode = xstrndup(s, (size_t)(e - s));
    char *rest = e;
    char *m = xstrndup(in->opcode, strlen(in->opcode));
    for (char *tok = strtok(m, "."); tok && in->nmods < MAX_MODS; tok = strtok(NULL, "."))
        in->mods[in->nmods++] = tok;
    if (!strcmp(in->mods[0], "call")) {
        parse_call(P, in, rest);
        return;
    }
    char *ops[MAX_OPS];
    int n = split_operands(rest, ops, MAX_OPS);
    for (int i = 0; i < n; i++)
        parse_operand(P, ops[i], &in->ops[i]);
    in->nops = n;
    /* the predicate output of setp may be "p|q" (also in inline asm,
     * where the registers have no '%': "r0|p") */
    if (n > 0 && in->ops[0].kind == OP_SYM && strchr(in->ops[0].sym, '|')) {
        const char *name = in->ops[0].sym, *bar = strchr(name, '|');
        in->ops[0].kind = OP_REG;
        in->ops[0].reg = reg_number(f, name, (size_t)(bar - name));
        in->ops[0].vec[0] = reg_number(f, bar + 1, strlen(bar + 1));
        in->ops[0].nvec = 1;
    } else if (n > 0 && in->ops[0].kind == OP_REG) {
        const char *name = f->regs[in->ops[0].reg];
        const char *bar = strchr(name, '|');
        if (bar) {
            in->ops[0].reg = reg_number(f, name, (size_t)(bar - name));
            /* the complement goes to a second output, kept in vec[0] */
            in->ops[0].vec[0] = reg_number(f, bar + 1, strlen(bar + 1));
            in->ops[0].nvec = 1;
        }
    }
}

static uint64_t align_up(uint64_t v, uint64_t a) { return a ? (v + a - 1) / a * a : v; }

/* ".align 4 .b8 name[16] = {1, 2}" or ".u32 name = 5" after the space */
static void parse_var(Parser *P, char *s, Var *v, Space sp)
{
    memset(v, 0, sizeof *v);
    v->space = sp;
    v->align = 1;
    uint64_t elem = 4, count = 1;
    char *init = strchr(s, '=');
    if (init)
        *init++ = 0;
    char *words[32];
    int nw = 0;
    for (char *t = strtok(s, " \t\n"); t && nw < 32; t = strtok(NULL, " \t\n"))
        words[nw++] = t;
    for (int i = 0; i < nw; i++) {
        char *w = words[i];
        if (!strcmp(w, ".align") && i + 1 < nw)
            v->align = strtoull(words[++i], NULL, 10);
        else if (w[0] == '.' && (w[1] == 'b' || w[1] == 'u' || w[1] == 's' || w[1] == 'f') &&
                 isdigit((unsigned char)w[2]))
            elem = strtoull(w + 2, NULL, 10) / 8;
        else if (w[0] == '.')
            continue; /* .visible .extern .weak .ptr ... */
        else {
            char *br = strchr(w, '[');
            if (br) {
                *br = 0;
                count = br[1] == ']' ? 0 : strtoull(br + 1, NULL, 10);
            }
            v->name = xstrndup(w, strlen(w));
        }
    }
    if (elem == 0)
        elem = 1;
    if (v->align < elem)
        v->align = elem;
    v->size = elem * count;
    if (init && v->size) {
        v->init = xcalloc(v->size, 1);
        char *q = init;
        uint64_t k = 0;
        while (*q && k < count) {
            while (*q && !(isdigit((unsigned char)*q) || *q == '-' || isalpha((unsigned char)*q) || *q == '_' || *q == '$'))
                q++;
            if (!*q)
                break;
            uint64_t val;
            if (isdigit((unsigned char)*q) || *q == '-') {
                char *end;
                if (q[0] == '0' && (q[1] == 'f' || q[1] == 'd'))
                    val = strtoull(q + 2, &end, 16);
                else
                    val = parse_int(q, &end);
                q = end;
            } else {
                /* generic(sym) or sym: the address of another variable */
                char *e = q;
                while (*e && *e != ',' && *e != '}')
                    e++;
                char name[256];
                size_t nl = (size_t)(e - q) < 255 ? (size_t)(e - q) : 255;
                memcpy(name, q, nl);
                name[nl] = 0;
                char *paren = strchr(name, '(');
                char *nm = paren ? paren + 1 : name;
                char *cl = strchr(nm, ')');
                if (cl)
                    *cl = 0;
                char *plus = strchr(nm, '+');
                uint64_t off = 0;
                if (plus) {
                    *plus = 0;
                    off = strtoull(plus + 1, NULL, 0);
                }
                val = off;
                for (int i = 0; i < P->prog->nvars; i++)
                    if (!strcmp(P->prog->vars[i].name, trim(nm)))
                        val += P->prog->vars[i].addr +
                               (P->prog->vars[i].space == SP_CONST ? CONST_BASE : 0);
                q = e;
            }
            memcpy(v->init + k * elem, &val, elem);
            k++;
        }
    }
}

static Var *add_module_var(Program *prog, Var v)
{
    prog->vars = xrealloc(prog->vars, sizeof *prog->vars * (size_t)(prog->nvars + 1));
    Var *r = &prog->vars[prog->nvars++];
    *r = v;
    switch (v.space) {
    case SP_SHARED:
        if (v.size == 0) { /* extern .shared: the dynamic part, placed last */
            r->addr = UINT64_MAX;
            break;
        }
        prog->shared_size = align_up(prog->shared_size, v.align);
        r->addr = prog->shared_size;
        prog->shared_size += v.size;
        break;
    case SP_CONST:
        prog->const_size = align_up(prog->const_size, v.align);
        r->addr = prog->const_size;
        prog->const_size += v.size;
        prog->const_mem = xrealloc(prog->const_mem, prog->const_size + 1);
        if (v.init)
            memcpy(prog->const_mem + r->addr, v.init, v.size);
        else
            memset(prog->const_mem + r->addr, 0, v.size);
        break;
    default:
        prog->global_top = align_up(prog->global_top, v.align > 16 ? v.align : 16);
        r->addr = MODULE_BASE + prog->global_top;
        prog->global_top += v.size + 16;
        break;
    }
    return r;
}

/* ".param .align 8 .b8 name[16]" or ".param .u64 .ptr .global .align 1 name" */
static void parse_param(char *s, Var *v)
{
    char *t = trim(s);
    if (!strncmp(t, ".param", 6))
        t += 6;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", t);
    parse_var(NULL, buf, v, SP_PARAM);
}

static void parse_signature(Parser *P, char *head)
{
    Func *f = P->fn;
    /* [.visible] .entry|.func [(rets)] name (params) [directives] */
    char *s = head;
    char *kw = strstr(s, ".entry");
    f->entry = kw != NULL;
    if (!kw)
        kw = strstr(s, ".func");
    s = kw + (f->entry ? 6 : 5);
    s = trim(s);
    if (*s == '(') { /* return parameters */
        char *e = strchr(s, ')');
        *e = 0;
        char *parts[4];
        int n = split_operands(s + 1, parts, 4);
        for (int i = 0; i < n; i++)
            parse_param(parts[i], &f->rets[f->nrets++]);
        s = trim(e + 1);
    }
    char *e = s;
    while (*e && !isspace((unsigned char)*e) && *e != '(')
        e++;
    f->name = xstrndup(s, (size_t)(e - s));
    s = trim(e);
    if (*s == '(') {
        char *close = strrchr(s, ')');
        if (close)
            *close = 0;
        char *parts[64];
        int n = split_operands(s + 1, parts, 64);
        for (int i = 0; i < n; i++)
            parse_param(parts[i], &f->params[f->nparams++]);
        s = close ? close + 1 : s + strlen(s);
    }
    char *r = strstr(s, ".reqntid");
    if (r) {
        sscanf(r + 8, " %u , %u , %u", &f->reqntid[0], &f->reqntid[1], &f->reqntid[2]);
    }
}

static void parse_body(Parser *P)
{
    Func *f = P->fn;
    int depth = 1, line;
    char term;
    char *s;
    char *label = NULL; /* the label just read: `$L: .branchtargets ...` names a table */
    while (depth > 0 && (s = next_stmt(P, &term, &line))) {
        char *t = trim(s);
        if (term == '{' && !*t) {
            depth++;
            continue;
        }
        if (term == '}' && !*t) {
            depth--;
            continue;
        }
        if (term == ':') {
            f->labels = xrealloc(f->labels, sizeof *f->labels * (size_t)(f->nlabels + 1));
            f->label_at = xrealloc(f->label_at, sizeof *f->label_at * (size_t)(f->nlabels + 1));
            f->labels[f->nlabels] = xstrndup(t, strlen(t));
            f->label_at[f->nlabels++] = f->ncode;
            label = f->labels[f->nlabels - 1];
            continue;
        }
        if (!*t)
            continue;
        if (!strncmp(t, ".reg", 4)) {
            /* ".reg .u32 start" or ".reg .b16 low, high" in inline asm:
             * registers without '%' (the names after the last type) */
            char *q = t + 4;
            while (*q && (isspace((unsigned char)*q) || *q == '.' || isalnum((unsigned char)*q))) {
                while (isspace((unsigned char)*q))
                    q++;
                if (*q != '.')
                    break;
                while (*q && !isspace((unsigned char)*q))
                    q++;
            }
            for (char *n = strtok(q, ", \t"); n; n = strtok(NULL, ", \t"))
                if (n[0] != '%' && !strchr(n, '<'))
                    reg_number(f, n, strlen(n));
            continue;
        }
        if (!strncmp(t, ".pragma", 7) || !strncmp(t, ".loc\t", 5) || !strncmp(t, ".loc ", 5) ||
            !strncmp(t, ".maxnreg", 8) || !strncmp(t, ".callprototype", 14) ||
            strstr(t, ".callprototype"))
            continue;
        if (!strncmp(t, ".param", 6)) /* a call sequence's parameter: per frame, by name */
            continue;
        if (!strncmp(t, ".local", 6) || !strncmp(t, ".shared", 7)) {
            Var v;
            bool sh = t[1] == 's';
            parse_var(P, t + (sh ? 7 : 6), &v, sh ? SP_SHARED : SP_LOCAL);
            if (sh) {
                add_module_var(P->prog, v);
            } else {
                f->local_size = align_up(f->local_size, v.align);
                v.addr = f->local_size;
                f->local_size += v.size;
                f->locals[f->nlocals++] = v;
            }
            continue;
        }
        if (strstr(t, ".branchtargets")) {
            char *name = t;
            char *e = name;
            while (*e && !isspace((unsigned char)*e))
                e++;
            if (*name == '.' && label) /* "$L__tnv0_1: .branchtargets ..." */
                name = label, e = label + strlen(label);
            f->tabnames = xrealloc(f->tabnames, sizeof *f->tabnames * (size_t)(f->ntables + 1));
            f->tabs = xrealloc(f->tabs, sizeof *f->tabs * (size_t)(f->ntables + 1));
            f->ntabs = xrealloc(f->ntabs, sizeof *f->ntabs * (size_t)(f->ntables + 1));
            f->tabnames[f->ntables] = xstrndup(name, (size_t)(e - name));
            char *lst = strstr(t, ".branchtargets") + 14;
            char *parts[4096];
            int n = split_operands(lst, parts, 4096);
            f->tabs[f->ntables] = xcalloc((size_t)n, sizeof(int));
            /* resolved later, by name: store label names as negative
             * placeholders via a side array */
            char **names = xcalloc((size_t)n, sizeof(char *));
            for (int i = 0; i < n; i++)
                names[i] = xstrndup(parts[i], strlen(parts[i]));
            f->tabs[f->ntables] = (int *)names;
            f->ntabs[f->ntables++] = n;
            continue;
        }
        if (t[0] == '.' && strncmp(t, ".visible", 8))
            continue; /* other directives inside a body */
        parse_instr(P, t, line);
    }
}

static int find_label(Func *f, const char *name)
{
    for (int i = 0; i < f->nlabels; i++)
        if (!strcmp(f->labels[i], name))
            return f->label_at[i];
    return -1;
}

static void resolve_labels(Func *f)
{
    for (int t = 0; t < f->ntables; t++) {
        char **names = (char **)f->tabs[t];
        int *idx = xcalloc((size_t)f->ntabs[t], sizeof(int));
        for (int i = 0; i < f->ntabs[t]; i++) {
            idx[i] = find_label(f, trim(names[i]));
            if (idx[i] < 0)
                die(2, "%s: unknown label '%s' in %s", f->name, names[i], f->tabnames[t]);
        }
        f->tabs[t] = idx;
    }
    for (int i = 0; i < f->ncode; i++) {
        Instr *in = &f->code[i];
        if (!strcmp(in->mods[0], "bra") && in->nops == 1 && in->ops[0].kind == OP_SYM) {
            in->target = find_label(f, in->ops[0].sym);
            if (in->target < 0)
                die(2, "line %d: unknown label '%s'", in->line, in->ops[0].sym);
        }
        if (!strcmp(in->mods[0], "brx") && in->nops == 2 && in->ops[1].kind == OP_SYM) {
            for (int t = 0; t < f->ntables; t++)
                if (!strcmp(f->tabnames[t], in->ops[1].sym)) {
                    in->targets = f->tabs[t];
                    in->ntargets = f->ntabs[t];
                }
            if (!in->targets)
                die(2, "line %d: unknown branch table '%s'", in->line, in->ops[1].sym);
        }
    }
}

static Program *parse_program(const char *text, size_t len)
{
    Program *prog = xcalloc(1, sizeof *prog);
    Parser P = {.p = text, .end = text + len, .line = 1, .prog = prog};
    char term;
    int line;
    char *s;
    while ((s = next_stmt(&P, &term, &line))) {
        char *t = trim(s);
        if (strstr(t, ".entry") || (strstr(t, ".func") && !strstr(t, ".callprototype"))) {
            /* a declaration ends in ';', a definition continues with '{' */
            if (term != '{')
                continue;
            prog->funcs = xrealloc(prog->funcs, sizeof *prog->funcs * (size_t)(prog->nfuncs + 1));
            Func *f = &prog->funcs[prog->nfuncs++];
            memset(f, 0, sizeof *f);
            P.fn = f;
            parse_signature(&P, t);
            skip_space(&P);
            if (P.p < P.end && *P.p == '{')
                P.p++;
            parse_body(&P);
            resolve_labels(f);
            P.fn = NULL;
            continue;
        }
        const char *sp[] = {".global", ".shared", ".const"};
        Space sps[] = {SP_GLOBAL, SP_SHARED, SP_CONST};
        for (int k = 0; k < 3; k++) {
            char *w = strstr(t, sp[k]);
            if (w && (w == t || !strncmp(t, ".visible", 8) || !strncmp(t, ".extern", 7) ||
                      !strncmp(t, ".weak", 5) || !strncmp(t, ".common", 7))) {
                Var v;
                char *rest = w + strlen(sp[k]);
                parse_var(&P, rest, &v, sps[k]);
                if (v.name)
                    add_module_var(prog, v);
                break;
            }
        }
    }
    return prog;
}

/* ------------------------------------------------------------------ */
/* 2. Memory                                                            */
/* ------------------------------------------------------------------ */
typedef struct Buffer {
    uint64_t addr, size;
    uint8_t *data;
    const char *out;          /* file the buffer is written to at the end */
} Buffer;

typedef struct Slot {         /* a named .param of a frame or call sequence */
    char name[1024];          /* mangled names run long: never cut one short */
    uint8_t bytes[512];
    uint64_t size;
} Slot;

typedef struct Frame {
    Func *fn;
    int pc;
    uint64_t *regs;
    uint64_t local_off;       /* this frame's .local, in the thread's space */
    Slot *slots;              /* grown as call sequences declare them */
    int nslots, capslots;
    Instr *call;              /* the caller's call instruction (to copy returns) */
} Frame;

typedef enum { T_RUN, T_BAR, T_WARP, T_EXIT } TState;

typedef struct Thread {
    Frame *frames;            /* grown on calls, up to MAX_FRAMES */
    int depth, capframes;
    TState state;
    unsigned tid[3], lane, warp, linear;
    unsigned bar_id;
    uint8_t *local;
    uint64_t local_size, local_cap;
    uint64_t steps;
    uint64_t spins, spin_mark;  /* failed mbarrier waits in a row, and the
                                   arrival count when they began */
} Thread;

typedef struct Sim {
    Program *prog;
    Func *kernel;
    Buffer bufs[64];
    int nbufs;
    uint8_t kparams[4096];    /* the kernel's .param space */
    uint64_t kparam_size;
    unsigned grid[3], block[3], ctaid[3];
    uint8_t *shared;
    uint64_t shared_size, dyn_shared;
    Thread *threads;
    unsigned nthreads;
    bool trace;
    uint64_t total_steps;
    FILE *out;                /* vprintf */
} Sim;

static Sim *S; /* the one simulation of this process: ptxsim is a test tool,
                  a single run per process, so a global keeps every helper's
                  signature short.  The compiler itself has no global state. */

static Thread *cur;
static Instr *cur_in;

static void fault(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "ptxsim: fault");
    if (cur_in)
        fprintf(stderr, " at PTX line %d (%s)", cur_in->line, cur_in->opcode);
    if (cur)
        fprintf(stderr, " in thread (%u,%u,%u) of CTA (%u,%u,%u)", cur->tid[0], cur->tid[1],
                cur->tid[2], S->ctaid[0], S->ctaid[1], S->ctaid[2]);
    fprintf(stderr, ": ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

static void unknown(const char *what)
{
    fprintf(stderr, "ptxsim: unknown instruction '%s' at PTX line %d (%s)\n", cur_in->opcode,
            cur_in->line, what);
    exit(2);
}

static Frame *frame(void);
static Slot *find_slot(Frame *f, const char *name, bool create);

/* The bytes at generic or state-space address a (sp), n of them; checks
 * bounds and natural alignment.  Returns a pointer into the backing store. */
static uint8_t *mem_at(Space sp, uint64_t a, uint64_t n, bool write)
{
    if (n && a % n)
        fault("misaligned %" PRIu64 "-byte %s at address 0x%" PRIx64, n,
              write ? "store" : "load", a);
    if (sp == SP_GENERIC) {
        if (a >= SHARED_BASE && a < SHARED_BASE + WINDOW)
            sp = SP_SHARED, a -= SHARED_BASE;
        else if (a >= LOCAL_BASE && a < LOCAL_BASE + WINDOW)
            sp = SP_LOCAL, a -= LOCAL_BASE;
        else if (a >= CONST_BASE && a < CONST_BASE + WINDOW)
            sp = SP_CONST, a -= CONST_BASE;
        else if (a >= PARAM_BASE && a < PARAM_BASE + WINDOW)
            sp = SP_PARAM, a -= PARAM_BASE;
        else
            sp = SP_GLOBAL;
    }
    switch (sp) {
    case SP_SHARED:
        if (a + n > S->shared_size || a + n < a)
            fault("out-of-bounds .shared access at offset 0x%" PRIx64 " (%" PRIu64
                  " bytes of shared memory)", a, S->shared_size);
        return S->shared + a;
    case SP_LOCAL:
        if (a + n > cur->local_size || a + n < a)
            fault("out-of-bounds .local access at offset 0x%" PRIx64, a);
        return cur->local + a;
    case SP_CONST:
        if (write)
            fault("store to .const memory");
        if (a + n > S->prog->const_size)
            fault("out-of-bounds .const access at offset 0x%" PRIx64, a);
        return S->prog->const_mem + a;
    case SP_PARAM:
        if (a >= FPARAM_OFF) { /* a .func parameter whose address was taken */
            Func *fn = frame()->fn;
            uint64_t i = (a - FPARAM_OFF) / FPARAM_STEP, off = (a - FPARAM_OFF) % FPARAM_STEP;
            Slot *sl = i < (uint64_t)fn->nparams ? find_slot(frame(), fn->params[i].name, false) : NULL;
            if (!sl || off + n > sizeof sl->bytes)
                fault("out-of-bounds .func parameter access at 0x%" PRIx64, a);
            return sl->bytes + off;
        }
        if (a + n > S->kparam_size)
            fault("out-of-bounds kernel .param access at offset 0x%" PRIx64, a);
        if (write)
            fault("store to the kernel's .param space");
        return S->kparams + a;
    default:
        for (int i = 0; i < S->nbufs; i++) {
            Buffer *b = &S->bufs[i];
            if (a >= b->addr && a + n <= b->addr + b->size)
                return b->data + (a - b->addr);
        }
        fault("out-of-bounds global access at address 0x%" PRIx64, a);
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Operand access                                                       */
/* ------------------------------------------------------------------ */
typedef enum {
    TY_NONE, TY_B, TY_U, TY_S, TY_F, TY_PRED, TY_F16, TY_BF16, TY_F16X2, TY_BF16X2
} TyKind;

typedef struct Ty {
    TyKind k;
    unsigned bits;
} Ty;

static Ty parse_ty(const char *m)
{
    Ty t = {TY_NONE, 0};
    if (!strcmp(m, "pred"))
        return (Ty){TY_PRED, 1};
    if (!strcmp(m, "f16"))
        return (Ty){TY_F16, 16};
    if (!strcmp(m, "bf16"))
        return (Ty){TY_BF16, 16};
    if (!strcmp(m, "f16x2"))
        return (Ty){TY_F16X2, 32};
    if (!strcmp(m, "bf16x2"))
        return (Ty){TY_BF16X2, 32};
    if (strchr("busf", m[0]) && isdigit((unsigned char)m[1])) {
        char *end;
        unsigned long b = strtoul(m + 1, &end, 10);
        if (*end || !(b == 8 || b == 16 || b == 32 || b == 64 || b == 128))
            return t;
        t.bits = (unsigned)b;
        t.k = m[0] == 'b' ? TY_B : m[0] == 'u' ? TY_U : m[0] == 's' ? TY_S : TY_F;
    }
    return t;
}

/* The instruction's types, in order (cvt has two). */
static int instr_types(const Instr *in, Ty *out, int max)
{
    int n = 0;
    for (int i = 1; i < in->nmods && n < max; i++) {
        Ty t = parse_ty(in->mods[i]);
        if (t.k != TY_NONE)
            out[n++] = t;
    }
    return n;
}

static bool has_mod(const Instr *in, const char *m)
{
    for (int i = 1; i < in->nmods; i++)
        if (!strcmp(in->mods[i], m))
            return true;
    return false;
}

static uint64_t mask_bits(uint64_t v, unsigned bits)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static int64_t sext(uint64_t v, unsigned bits)
{
    if (bits >= 64)
        return (int64_t)v;
    uint64_t m = UINT64_C(1) << (bits - 1);
    v = mask_bits(v, bits);
    return (int64_t)((v ^ m) - m);
}

static Frame *frame(void) { return &cur->frames[cur->depth - 1]; }

static Slot *find_slot(Frame *f, const char *name, bool create)
{
    for (int i = 0; i < f->nslots; i++)
        if (!strcmp(f->slots[i].name, name))
            return &f->slots[i];
    if (!create)
        return NULL;
    if (f->nslots == f->capslots) {
        f->capslots = f->capslots ? 2 * f->capslots : 8;
        f->slots = xrealloc(f->slots, sizeof *f->slots * (size_t)f->capslots);
    }
    if (strlen(name) >= sizeof f->slots[0].name)
        fault("parameter name longer than %zu bytes", sizeof f->slots[0].name - 1);
    Slot *s = &f->slots[f->nslots++];
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", name);
    s->size = sizeof s->bytes;
    return s;
}

static const Var *module_var(const char *name)
{
    for (int i = 0; i < S->prog->nvars; i++)
        if (!strcmp(S->prog->vars[i].name, name))
            return &S->prog->vars[i];
    return NULL;
}

static const Var *local_var(Func *f, const char *name)
{
    for (int i = 0; i < f->nlocals; i++)
        if (!strcmp(f->locals[i].name, name))
            return &f->locals[i];
    return NULL;
}

static uint64_t shared_var_addr(const Var *v)
{
    return v->addr == UINT64_MAX ? align_up(S->prog->shared_size, 16) : v->addr;
}

/* The value of a symbol used as an operand (mov.u64 %rd, sym): its
 * address in its own space, as PTX defines it. */
static uint64_t symbol_value(const char *name)
{
    const Var *v;
    Frame *f = frame();
    if ((v = local_var(f->fn, name)))
        return f->local_off + v->addr;
    if ((v = module_var(name)))
        return v->space == SP_SHARED ? shared_var_addr(v) : v->addr;
    for (int i = 0; i < S->kernel->nparams; i++)
        if (!strcmp(S->kernel->params[i].name, name))
            return S->kernel->params[i].addr;
    for (int i = 0; i < f->fn->nparams; i++)
        if (!strcmp(f->fn->params[i].name, name))
            return FPARAM_OFF + (uint64_t)i * FPARAM_STEP;
    for (int i = 0; i < S->prog->nfuncs; i++)
        if (!strcmp(S->prog->funcs[i].name, name))
            return (uint64_t)i + 1; /* a function's "address": its index + 1 */
    fault("unknown symbol '%s'", name);
    return 0;
}

static uint64_t sreg(const char *name)
{
    static const char *const axis = "xyz";
    const char *dot = strchr(name, '.');
    int ax = dot ? (int)(strchr(axis, dot[1]) ? strchr(axis, dot[1]) - axis : 0) : 0;
    size_t n = dot ? (size_t)(dot - name) : strlen(name);
#define IS(s) (n == strlen(s) && !strncmp(name, s, n))
    if (IS("%tid"))
        return cur->tid[ax];
    if (IS("%ntid"))
        return S->block[ax];
    if (IS("%ctaid"))
        return S->ctaid[ax];
    if (IS("%nctaid"))
        return S->grid[ax];
    if (IS("%laneid"))
        return cur->lane;
    if (IS("%warpid"))
        return cur->warp;
    if (IS("%nwarpid"))
        return (S->nthreads + WARP - 1) / WARP;
    if (IS("%lanemask_eq"))
        return UINT32_C(1) << cur->lane;
    if (IS("%lanemask_lt"))
        return (UINT32_C(1) << cur->lane) - 1;
    if (IS("%lanemask_le"))
        return (UINT64_C(2) << cur->lane) - 1;
    if (IS("%lanemask_gt"))
        return (uint32_t)~((UINT64_C(2) << cur->lane) - 1);
    if (IS("%lanemask_ge"))
        return (uint32_t)~((UINT64_C(1) << cur->lane) - 1);
    if (IS("%clock") || IS("%clock64") || IS("%globaltimer"))
        return S->total_steps; /* a clock that only moves forward */
    if (IS("%dynamic_smem_size"))
        return S->dyn_shared;
    if (IS("%total_smem_size"))
        return S->shared_size;
    if (IS("%smid") || IS("%gridid"))
        return 0;
    if (IS("%nsmid"))
        return 1;
    if (n >= 21 && !strncmp(name, "%reserved_smem_offset", 21))
        return 0; /* no shared memory is reserved below the program's */
#undef IS
    unknown(name);
    return 0;
}

static uint64_t rd(const Operand *o)
{
    switch (o->kind) {
    case OP_REG: {
        uint64_t v = frame()->regs[o->reg];
        return o->neg ? !v : v;
    }
    case OP_IMM: case OP_FIMM: return o->imm;
    case OP_SREG: return sreg(o->sym);
    case OP_SYM: return symbol_value(o->sym);
    default: fault("operand cannot be read"); return 0;
    }
}

static void wr(const Operand *o, uint64_t v, unsigned bits)
{
    if (o->kind == OP_SINK)
        return;
    if (o->kind != OP_REG)
        fault("destination is not a register");
    frame()->regs[o->reg] = mask_bits(v, bits);
}

/* The address an [..] operand names, in space sp. */
static uint64_t address(const Operand *o, Space sp, Slot **slot)
{
    *slot = NULL;
    if (o->kind != OP_ADDR)
        fault("expected an address operand");
    if (o->sym) {
        Frame *f = frame();
        const Var *v;
        if (sp == SP_PARAM || sp == SP_GENERIC) {
            Slot *s = find_slot(f, o->sym, false);
            if (s) {
                *slot = s;
                return o->imm;
            }
        }
        if (sp == SP_PARAM) {
            for (int i = 0; i < S->kernel->nparams; i++)
                if (!strcmp(S->kernel->params[i].name, o->sym) && f->fn == S->kernel)
                    return S->kernel->params[i].addr + o->imm;
            *slot = find_slot(f, o->sym, true); /* a call-sequence .param */
            return o->imm;
        }
        if ((v = local_var(f->fn, o->sym)))
            return (sp == SP_GENERIC ? LOCAL_BASE : 0) + f->local_off + v->addr + o->imm;
        if ((v = module_var(o->sym))) {
            uint64_t base = v->space == SP_SHARED ? shared_var_addr(v) : v->addr;
            if (sp == SP_GENERIC)
                base += v->space == SP_SHARED ? SHARED_BASE : v->space == SP_CONST ? CONST_BASE : 0;
            return base + o->imm;
        }
        fault("unknown symbol '%s' in an address", o->sym);
    }
    if (o->reg < 0)
        return o->imm;
    return frame()->regs[o->reg] + o->imm;
}

static uint64_t load_bits(Space sp, const Operand *o, uint64_t off, unsigned bytes)
{
    Slot *slot;
    uint64_t a = address(o, sp, &slot) + off;
    uint64_t v = 0;
    if (slot) {
        if (a + bytes > sizeof slot->bytes)
            fault("out-of-bounds .param access");
        memcpy(&v, slot->bytes + a, bytes);
        return v;
    }
    memcpy(&v, mem_at(sp, a, bytes, false), bytes);
    return v;
}

static void store_bits(Space sp, const Operand *o, uint64_t off, unsigned bytes, uint64_t v)
{
    Slot *slot;
    uint64_t a = address(o, sp, &slot) + off;
    if (slot) {
        if (a + bytes > sizeof slot->bytes)
            fault("out-of-bounds .param access");
        memcpy(slot->bytes + a, &v, bytes);
        return;
    }
    memcpy(mem_at(sp, a, bytes, true), &v, bytes);
}

static Space instr_space(const Instr *in)
{
    for (int i = 1; i < in->nmods; i++) {
        const char *m = in->mods[i];
        if (!strcmp(m, "global")) return SP_GLOBAL;
        if (!strcmp(m, "shared") || !strncmp(m, "shared::", 8))
            return SP_SHARED; /* ::cta, and ::cluster for the one-CTA cluster */
        if (!strcmp(m, "local")) return SP_LOCAL;
        if (!strcmp(m, "const")) return SP_CONST;
        if (!strcmp(m, "param")) return SP_PARAM;
    }
    return SP_GENERIC;
}

/* ------------------------------------------------------------------ */
/* 4. Arithmetic helpers                                                */
/* ------------------------------------------------------------------ */
static float f32_of(uint64_t b)
{
    uint32_t u = (uint32_t)b;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint64_t bits_f32(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static double f64_of(uint64_t b)
{
    double d;
    memcpy(&d, &b, 8);
    return d;
}

static uint64_t bits_f64(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

static float f16_to_f32(uint16_t h)
{
    _Float16 x;
    memcpy(&x, &h, 2);
    return (float)x;
}

/* float -> f16 under the current rounding mode (the conversion rounds as
 * the FPU is set). */
static uint16_t f32_to_f16(float f)
{
    _Float16 x = (_Float16)f;
    uint16_t h;
    memcpy(&h, &x, 2);
    return h;
}

static float bf16_to_f32(uint16_t h) { return f32_of((uint64_t)h << 16); }

static uint16_t f32_to_bf16(float f)
{
    uint32_t u = (uint32_t)bits_f32(f);
    if (isnan(f))
        return (uint16_t)((u >> 16) | 0x40);
    uint32_t lsb = (u >> 16) & 1;
    switch (fegetround()) {
    case FE_TOWARDZERO: return (uint16_t)(u >> 16);
    case FE_UPWARD: return (uint16_t)((u >> 16) + (!(u >> 31) && (u & 0xffff)));
    case FE_DOWNWARD: return (uint16_t)((u >> 16) + ((u >> 31) && (u & 0xffff)));
    default: return (uint16_t)((u + 0x7fff + lsb) >> 16);
    }
}

/* The rounding mode an instruction names (.rn .rz .rm .rp, or the integer
 * forms .rni .rzi .rmi .rpi); round-to-nearest when it names none. */
static int rounding(const Instr *in, bool *integral)
{
    static const struct { const char *m; int mode; bool integral; } R[] = {
        {"rn", FE_TONEAREST, false}, {"rz", FE_TOWARDZERO, false},
        {"rm", FE_DOWNWARD, false},  {"rp", FE_UPWARD, false},
        {"rni", FE_TONEAREST, true}, {"rzi", FE_TOWARDZERO, true},
        {"rmi", FE_DOWNWARD, true},  {"rpi", FE_UPWARD, true},
    };
    *integral = false;
    for (int i = 1; i < in->nmods; i++)
        for (size_t k = 0; k < sizeof R / sizeof R[0]; k++)
            if (!strcmp(in->mods[i], R[k].m)) {
                *integral = R[k].integral;
                return R[k].mode;
            }
    return FE_TONEAREST;
}

static float ftz32(float f, bool ftz)
{
    return ftz && fpclassify(f) == FP_SUBNORMAL ? copysignf(0.0f, f) : f;
}

/* A float value of type t as double (exact for every PTX float type). */
static double fval(uint64_t b, Ty t)
{
    switch (t.k) {
    case TY_F16: return f16_to_f32((uint16_t)b);
    case TY_BF16: return bf16_to_f32((uint16_t)b);
    default: return t.bits == 64 ? f64_of(b) : f32_of(b);
    }
}

/* double -> bits of float type t, rounded under the current mode. */
static uint64_t fbits(double v, Ty t)
{
    switch (t.k) {
    case TY_F16: return f32_to_f16((float)v);
    case TY_BF16: return f32_to_bf16((float)v);
    default: return t.bits == 64 ? bits_f64(v) : bits_f32((float)v);
    }
}

/* Integer value of an operand's bits as a signed or unsigned 64-bit
 * number, for a type of `bits` bits. */
static int64_t ival(uint64_t b, Ty t) { return t.k == TY_S ? sext(b, t.bits) : (int64_t)mask_bits(b, t.bits); }

/* float -> integer of type t: round as the mode says, saturate to the
 * range (PTX's cvt saturates float-to-integer conversions), NaN -> 0. */
static uint64_t f_to_int(double v, Ty t, int mode)
{
    if (isnan(v))
        return 0;
    double r;
    switch (mode) {
    case FE_TOWARDZERO: r = trunc(v); break;
    case FE_DOWNWARD: r = floor(v); break;
    case FE_UPWARD: r = ceil(v); break;
    default: r = nearbyint(v); break;
    }
    if (t.k == TY_S) {
        double lo = -ldexp(1, (int)t.bits - 1), hi = ldexp(1, (int)t.bits - 1) - 1;
        if (r <= lo) return mask_bits((uint64_t)(int64_t)lo, t.bits);
        if (r >= hi) return t.bits == 64 ? (uint64_t)INT64_MAX : mask_bits((uint64_t)(int64_t)hi, t.bits);
        return mask_bits((uint64_t)(int64_t)r, t.bits);
    }
    double hi = ldexp(1, (int)t.bits) - 1;
    if (r <= 0) return 0;
    if (r >= hi) return t.bits == 64 ? UINT64_MAX : (uint64_t)hi;
    return (uint64_t)r;
}

/* ------------------------------------------------------------------ */
/* 3. Execution                                                         */
/* ------------------------------------------------------------------ */
/* CC.CF, the carry of add.cc/addc.  One flag serves every thread: a
 * thread runs without interruption from a carry's producer to its
 * consumer (no barrier or collective comes between them). */
static bool carry;

static bool is(const Instr *in, const char *op) { return !strcmp(in->mods[0], op); }

/* Integer binary operations on type t. */
static uint64_t int_binop(const Instr *in, Ty t, uint64_t a, uint64_t b)
{
    const char *op = in->mods[0];
    unsigned w = t.bits;
    int64_t sa = sext(a, w), sb = sext(b, w);
    uint64_t ua = mask_bits(a, w), ub = mask_bits(b, w);
    bool sg = t.k == TY_S;
    if (!strcmp(op, "add")) {
        if (has_mod(in, "sat")) {
            int64_t r = sa + sb;
            if (w == 32) r = r > INT32_MAX ? INT32_MAX : r < INT32_MIN ? INT32_MIN : r;
            return (uint64_t)r;
        }
        if (has_mod(in, "cc")) {
            uint64_t r = ua + ub;
            carry = mask_bits(r, w) < ua;
            return r;
        }
        return ua + ub;
    }
    if (!strcmp(op, "addc")) {
        uint64_t r = ua + ub + carry;
        if (has_mod(in, "cc"))
            carry = mask_bits(r, w) < ua || (carry && mask_bits(r, w) == ua);
        return r;
    }
    if (!strcmp(op, "sub")) {
        if (has_mod(in, "sat")) {
            int64_t r = sa - sb;
            if (w == 32) r = r > INT32_MAX ? INT32_MAX : r < INT32_MIN ? INT32_MIN : r;
            return (uint64_t)r;
        }
        if (has_mod(in, "cc"))
            carry = ua < ub; /* borrow */
        return ua - ub;
    }
    if (!strcmp(op, "subc")) {
        uint64_t r = ua - ub - carry;
        if (has_mod(in, "cc"))
            carry = ua < ub || (carry && ua == ub);
        return r;
    }
    if (!strcmp(op, "mul")) {
        if (has_mod(in, "hi") || has_mod(in, "wide")) {
            if (w == 64) {
                __int128 r = sg ? (__int128)sa * sb : (__int128)((unsigned __int128)ua * ub);
                return (uint64_t)(r >> 64);
            }
            uint64_t r = sg ? (uint64_t)(sa * sb) : ua * ub;
            return has_mod(in, "wide") ? r : (uint64_t)(sg ? (uint64_t)((int64_t)r >> w) : r >> w);
        }
        return ua * ub;
    }
    if (!strcmp(op, "div")) {
        if (ub == 0)
            return sg ? UINT64_MAX : UINT64_MAX; /* unspecified in PTX: all ones here */
        if (sg)
            return (sa == INT64_MIN && sb == -1) ? (uint64_t)sa : (uint64_t)(sa / sb);
        return ua / ub;
    }
    if (!strcmp(op, "rem")) {
        if (ub == 0)
            return ua; /* unspecified in PTX: the dividend here */
        if (sg)
            return sb == -1 ? 0 : (uint64_t)(sa % sb);
        return ua % ub;
    }
    if (!strcmp(op, "and")) return ua & ub;
    if (!strcmp(op, "or")) return ua | ub;
    if (!strcmp(op, "xor")) return ua ^ ub;
    if (!strcmp(op, "min")) return sg ? (uint64_t)(sa < sb ? sa : sb) : (ua < ub ? ua : ub);
    if (!strcmp(op, "max")) return sg ? (uint64_t)(sa > sb ? sa : sb) : (ua > ub ? ua : ub);
    if (!strcmp(op, "shl")) return (uint32_t)b >= w ? 0 : ua << (uint32_t)b;
    if (!strcmp(op, "shr")) {
        uint32_t n = (uint32_t)b;
        if (sg)
            return (uint64_t)(n >= w ? (sa < 0 ? -1 : 0) : sa >> n);
        return n >= w ? 0 : ua >> n;
    }
    unknown("integer operation");
    return 0;
}

/* min/max as PTX defines them: a NaN operand yields the other one (or NaN
 * with .NaN), and -0 is below +0.  Exact in double for every float type. */
static double fminmax(double a, double b, bool min, bool nan)
{
    if (nan && (isnan(a) || isnan(b)))
        return NAN;
    if (isnan(a))
        return b;
    if (isnan(b))
        return a;
    if (a == b && a == 0)
        return min ? (signbit(a) ? a : b) : (signbit(a) ? b : a);
    return min ? (a < b ? a : b) : (a > b ? a : b);
}

/* A float operation on scalars of type t (f32, f64, f16, bf16).  f32 and
 * f64 compute in their own precision under the instruction's rounding
 * mode; f16 and bf16 compute in float and round once to their width. */
static uint64_t float_op(const Instr *in, Ty t, uint64_t ab, uint64_t bb, uint64_t cb)
{
    const char *op = in->mods[0];
    bool ftz = has_mod(in, "ftz"), sat = has_mod(in, "sat"), integral;
    int mode = rounding(in, &integral);
    fesetround(mode);
    double r;
    if (t.bits == 32 && t.k == TY_F) {
        float a = ftz32(f32_of(ab), ftz), b = ftz32(f32_of(bb), ftz), c = ftz32(f32_of(cb), ftz), x;
        if (!strcmp(op, "add")) x = a + b;
        else if (!strcmp(op, "sub")) x = a - b;
        else if (!strcmp(op, "mul")) x = a * b;
        else if (!strcmp(op, "fma") || !strcmp(op, "mad")) x = fmaf(a, b, c);
        else if (!strcmp(op, "div")) x = a / b;
        else if (!strcmp(op, "rcp")) x = 1.0f / a;
        else if (!strcmp(op, "sqrt")) x = sqrtf(a);
        else if (!strcmp(op, "rsqrt")) x = 1.0f / sqrtf(a);
        else if (!strcmp(op, "ex2")) x = exp2f(a);
        else if (!strcmp(op, "lg2")) x = log2f(a);
        else if (!strcmp(op, "sin")) x = sinf(a);
        else if (!strcmp(op, "cos")) x = cosf(a);
        else if (!strcmp(op, "tanh")) x = tanhf(a);
        else if (!strcmp(op, "abs")) x = fabsf(a);
        else if (!strcmp(op, "neg")) x = -a;
        else if (!strcmp(op, "copysign")) x = copysignf(b, a);
        else if (!strcmp(op, "min") || !strcmp(op, "max"))
            x = (float)fminmax(a, b, op[1] == 'i', has_mod(in, "NaN"));
        else { unknown("f32 operation"); x = 0; }
        x = ftz32(x, ftz);
        if (sat) x = isnan(x) ? 0.0f : x < 0 ? 0.0f : x > 1 ? 1.0f : x;
        fesetround(FE_TONEAREST);
        return bits_f32(x);
    }
    double a = fval(ab, t), b = fval(bb, t), c = fval(cb, t);
    if (!strcmp(op, "add")) r = a + b;
    else if (!strcmp(op, "sub")) r = a - b;
    else if (!strcmp(op, "mul")) r = a * b;
    else if (!strcmp(op, "fma") || !strcmp(op, "mad")) r = fma(a, b, c);
    else if (!strcmp(op, "div")) r = a / b;
    else if (!strcmp(op, "rcp")) r = 1.0 / a;
    else if (!strcmp(op, "sqrt")) r = sqrt(a);
    else if (!strcmp(op, "rsqrt")) r = 1.0 / sqrt(a);
    else if (!strcmp(op, "ex2")) r = exp2(a);
    else if (!strcmp(op, "tanh")) r = tanh(a);
    else if (!strcmp(op, "abs")) r = fabs(a);
    else if (!strcmp(op, "neg")) r = -a;
    else if (!strcmp(op, "copysign")) r = copysign(b, a);
    else if (!strcmp(op, "min") || !strcmp(op, "max"))
        r = fminmax(a, b, op[1] == 'i', has_mod(in, "NaN"));
    else { unknown("floating-point operation"); r = 0; }
    if (sat) r = isnan(r) ? 0.0 : r < 0 ? 0.0 : r > 1 ? 1.0 : r;
    uint64_t out = fbits(r, t);
    fesetround(FE_TONEAREST);
    return out;
}

static bool compare(const char *cmp, Ty t, uint64_t ab, uint64_t bb)
{
    if (t.k == TY_F || t.k == TY_F16 || t.k == TY_BF16) {
        double a = fval(ab, t), b = fval(bb, t);
        bool un = isnan(a) || isnan(b);
        if (!strcmp(cmp, "eq")) return !un && a == b;
        if (!strcmp(cmp, "ne")) return !un && a != b;
        if (!strcmp(cmp, "lt")) return !un && a < b;
        if (!strcmp(cmp, "le")) return !un && a <= b;
        if (!strcmp(cmp, "gt")) return !un && a > b;
        if (!strcmp(cmp, "ge")) return !un && a >= b;
        if (!strcmp(cmp, "equ")) return un || a == b;
        if (!strcmp(cmp, "neu")) return un || a != b;
        if (!strcmp(cmp, "ltu")) return un || a < b;
        if (!strcmp(cmp, "leu")) return un || a <= b;
        if (!strcmp(cmp, "gtu")) return un || a > b;
        if (!strcmp(cmp, "geu")) return un || a >= b;
        if (!strcmp(cmp, "num")) return !un;
        if (!strcmp(cmp, "nan")) return un;
        unknown("float comparison");
    }
    bool sg = t.k == TY_S;
    int64_t sa = sext(ab, t.bits), sb = sext(bb, t.bits);
    uint64_t ua = mask_bits(ab, t.bits), ub = mask_bits(bb, t.bits);
    if (!strcmp(cmp, "eq")) return ua == ub;
    if (!strcmp(cmp, "ne")) return ua != ub;
    if (!strcmp(cmp, "lt")) return sg ? sa < sb : ua < ub;
    if (!strcmp(cmp, "le")) return sg ? sa <= sb : ua <= ub;
    if (!strcmp(cmp, "gt")) return sg ? sa > sb : ua > ub;
    if (!strcmp(cmp, "ge")) return sg ? sa >= sb : ua >= ub;
    if (!strcmp(cmp, "lo")) return ua < ub;
    if (!strcmp(cmp, "ls")) return ua <= ub;
    if (!strcmp(cmp, "hi")) return ua > ub;
    if (!strcmp(cmp, "hs")) return ua >= ub;
    unknown("integer comparison");
    return false;
}

static bool is_float(Ty t) { return t.k == TY_F || t.k == TY_F16 || t.k == TY_BF16; }

/* f16x2 / bf16x2: the scalar operation on each half. */
static uint64_t pair_op(const Instr *in, Ty t, uint64_t a, uint64_t b, uint64_t c)
{
    Ty h = {t.k == TY_F16X2 ? TY_F16 : TY_BF16, 16};
    uint64_t lo = float_op(in, h, a & 0xffff, b & 0xffff, c & 0xffff);
    uint64_t hi = float_op(in, h, (a >> 16) & 0xffff, (b >> 16) & 0xffff, (c >> 16) & 0xffff);
    return (lo & 0xffff) | (hi & 0xffff) << 16;
}

static uint64_t cvt(const Instr *in, Ty dt, Ty st, uint64_t v)
{
    bool integral;
    int mode = rounding(in, &integral);
    bool sat = has_mod(in, "sat"), ftz = has_mod(in, "ftz");
    if (is_float(dt) && is_float(st)) {
        double x = fval(v, st);
        if (st.bits == 32 && st.k == TY_F)
            x = ftz32((float)x, ftz);
        if (integral) {
            switch (mode) {
            case FE_TOWARDZERO: x = trunc(x); break;
            case FE_DOWNWARD: x = floor(x); break;
            case FE_UPWARD: x = ceil(x); break;
            default: x = nearbyint(x); break;
            }
        }
        if (sat) x = isnan(x) ? 0 : x < 0 ? 0 : x > 1 ? 1 : x;
        fesetround(integral ? FE_TONEAREST : mode);
        uint64_t r = fbits(x, dt);
        if (dt.k == TY_F && dt.bits == 32 && ftz)
            r = bits_f32(ftz32(f32_of(r), true));
        fesetround(FE_TONEAREST);
        return r;
    }
    if (is_float(dt)) { /* integer -> float */
        fesetround(mode);
        uint64_t r;
        if (st.k == TY_S) {
            int64_t x = sext(v, st.bits);
            r = dt.bits == 64 && dt.k == TY_F ? bits_f64((double)x) : fbits((double)(float)x, dt);
            if (dt.k == TY_F && dt.bits == 32) r = bits_f32((float)x);
        } else {
            uint64_t x = mask_bits(v, st.bits);
            r = dt.bits == 64 && dt.k == TY_F ? bits_f64((double)x) : fbits((double)(float)x, dt);
            if (dt.k == TY_F && dt.bits == 32) r = bits_f32((float)x);
        }
        fesetround(FE_TONEAREST);
        return r;
    }
    if (is_float(st)) { /* float -> integer */
        double x = fval(v, st);
        if (st.k == TY_F && st.bits == 32)
            x = ftz32((float)x, ftz);
        return f_to_int(x, dt, integral ? mode : FE_TOWARDZERO);
    }
    /* integer -> integer: extend from the source, then cut to the
     * destination; .sat clamps to the destination's range */
    int64_t x = ival(v, st);
    if (sat) {
        if (dt.k == TY_S) {
            int64_t lo = -(INT64_C(1) << (dt.bits - 1)), hi = (INT64_C(1) << (dt.bits - 1)) - 1;
            if (st.k != TY_S && (uint64_t)x > (uint64_t)hi) x = hi;
            else if (x < lo) x = lo;
            else if (x > hi) x = hi;
        } else if (dt.bits < 64) {
            int64_t hi = (INT64_C(1) << dt.bits) - 1;
            if (st.k == TY_S && x < 0) x = 0;
            else if ((uint64_t)x > (uint64_t)hi) x = hi;
        }
    }
    return mask_bits((uint64_t)x, dt.bits);
}

/* dp4a.atype.btype d, a, b, c: c plus the four products of the bytes of a
 * and b in the same positions.  dp2a.mode.atype.btype: a holds two 16-bit
 * values, multiplied by bytes 0 and 1 of b (.lo) or 2 and 3 (.hi).  Each
 * part is sign- or zero-extended as its type says; the sum wraps at 32
 * bits (PTX ISA, "Integer Arithmetic Instructions: dp4a / dp2a"). */
static uint64_t dot_accumulate(const Instr *in, const Ty *ty, int nty, uint64_t a, uint64_t b,
                               uint64_t c)
{
    if (nty != 2)
        unknown("dp4a/dp2a without .atype.btype");
    bool as = ty[0].k == TY_S, bs = ty[1].k == TY_S, two = is(in, "dp2a");
    unsigned aw = two ? 16 : 8, first = two && has_mod(in, "hi") ? 2 : 0;
    uint64_t d = c;
    for (unsigned i = 0; i < (two ? 2u : 4u); i++) {
        uint64_t ap = (a >> (aw * i)) & ((UINT64_C(1) << aw) - 1);
        uint64_t bp = (b >> (8 * (first + i))) & 0xff;
        int64_t x = as ? sext(ap, aw) : (int64_t)ap, y = bs ? sext(bp, 8) : (int64_t)bp;
        d += (uint64_t)(x * y);
    }
    return mask_bits(d, 32);
}

static const char *cmp_mod(const Instr *in)
{
    static const char *const cmps[] = {"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi",
                                       "hs", "equ", "neu", "ltu", "leu", "gtu", "geu",
                                       "num", "nan"};
    for (int i = 1; i < in->nmods; i++)
        for (size_t k = 0; k < sizeof cmps / sizeof cmps[0]; k++)
            if (!strcmp(in->mods[i], cmps[k]))
                return cmps[k];
    unknown("comparison");
    return NULL;
}

/* vprintf(fmt, args): the format string in global memory, the arguments
 * packed in a buffer, each aligned to its own size (as CUDA lays them). */
static void do_vprintf(uint64_t fmt, uint64_t args)
{
    char out[4096];
    size_t n = 0;
    uint64_t off = 0;
    for (uint64_t i = 0;; i++) {
        char c = (char)*mem_at(SP_GENERIC, fmt + i, 1, false);
        if (!c)
            break;
        if (c != '%') {
            if (n < sizeof out - 1)
                out[n++] = c;
            continue;
        }
        char spec[32] = "%";
        size_t k = 1;
        for (;;) {
            c = (char)*mem_at(SP_GENERIC, fmt + ++i, 1, false);
            if (k < sizeof spec - 2)
                spec[k++] = c;
            if (strchr("diouxXfFeEgGaAcspn%", c) || !c)
                break;
        }
        spec[k] = 0;
        bool is_long = strstr(spec, "l") != NULL;
        char buf[512];
        int w = 0;
        if (c == '%')
            w = snprintf(buf, sizeof buf, "%%");
        else if (strchr("fFeEgGaA", c)) {
            off = align_up(off, 8);
            double d = f64_of(*(uint64_t *)mem_at(SP_GENERIC, args + off, 8, false));
            off += 8;
            w = snprintf(buf, sizeof buf, spec, d);
        } else if (c == 's') {
            off = align_up(off, 8);
            uint64_t p = *(uint64_t *)mem_at(SP_GENERIC, args + off, 8, false);
            off += 8;
            char str[256];
            size_t j = 0;
            for (; j < sizeof str - 1; j++)
                if (!(str[j] = (char)*mem_at(SP_GENERIC, p + j, 1, false)))
                    break;
            str[j] = 0;
            w = snprintf(buf, sizeof buf, spec, str);
        } else if (c == 'p' || is_long) {
            off = align_up(off, 8);
            uint64_t v = *(uint64_t *)mem_at(SP_GENERIC, args + off, 8, false);
            off += 8;
            w = c == 'p' ? snprintf(buf, sizeof buf, "0x%" PRIx64, v) : snprintf(buf, sizeof buf, spec, v);
        } else {
            off = align_up(off, 4);
            uint32_t v = *(uint32_t *)mem_at(SP_GENERIC, args + off, 4, false);
            off += 4;
            w = snprintf(buf, sizeof buf, spec, v);
        }
        for (int j = 0; j < w && n < sizeof out - 1; j++)
            out[n++] = buf[j];
    }
    fwrite(out, 1, n, S->out);
}

static Func *find_func(const char *name)
{
    for (int i = 0; i < S->prog->nfuncs; i++)
        if (!strcmp(S->prog->funcs[i].name, name))
            return &S->prog->funcs[i];
    return NULL;
}

static void push_frame(Func *f, Instr *call)
{
    if (cur->depth == MAX_FRAMES)
        fault("call depth over %d", MAX_FRAMES);
    if (cur->depth == cur->capframes) {
        cur->capframes = cur->capframes ? 2 * cur->capframes : 4;
        cur->frames = xrealloc(cur->frames, sizeof *cur->frames * (size_t)cur->capframes);
    }
    Frame *caller = cur->depth ? frame() : NULL;
    Frame *fr = &cur->frames[cur->depth++];
    memset(fr, 0, sizeof *fr);
    fr->fn = f;
    fr->regs = xcalloc((size_t)f->nregs + 1, sizeof(uint64_t));
    fr->local_off = align_up(cur->local_size, 16);
    cur->local_size = fr->local_off + f->local_size;
    if (cur->local_size > cur->local_cap) {
        cur->local_cap = cur->local_size * 2 + 256;
        cur->local = xrealloc(cur->local, cur->local_cap);
    }
    memset(cur->local + fr->local_off, 0, f->local_size);
    fr->call = call;
    if (call) { /* the callee's parameters get the caller's argument bytes */
        for (int i = 0; i < f->nparams && i < call->nargs; i++) {
            Slot *from = find_slot(caller, call->args[i], false);
            Slot *to = find_slot(fr, f->params[i].name, true);
            if (from)
                memcpy(to->bytes, from->bytes, sizeof to->bytes);
        }
        for (int i = 0; i < f->nrets; i++)
            find_slot(fr, f->rets[i].name, true);
    }
}

static void pop_frame(void)
{
    Frame *fr = frame();
    Instr *call = fr->call;
    if (call && cur->depth > 1) {
        Frame *caller = &cur->frames[cur->depth - 2];
        for (int i = 0; i < fr->fn->nrets && i < call->nrets; i++) {
            Slot *from = find_slot(fr, fr->fn->rets[i].name, false);
            Slot *to = find_slot(caller, call->rets[i], true);
            if (from)
                memcpy(to->bytes, from->bytes, sizeof to->bytes);
        }
    }
    cur->local_size = fr->local_off;
    free(fr->regs);
    free(fr->slots);
    cur->depth--;
    if (cur->depth == 0)
        cur->state = T_EXIT;
    else
        frame()->pc++;
}

static bool matrix_op(const Instr *in);

static bool warp_collective(const Instr *in)
{
    return matrix_op(in) || ((is(in, "shfl") || is(in, "vote") || is(in, "match") || is(in, "redux")) &&
            has_mod(in, "sync")) ||
           is(in, "activemask") || (is(in, "bar") && has_mod(in, "warp"));
}

/* libdevice.  A corpus kernel calls __nv_* functions whose bodies are in
 * libdevice, which is not linked into the PTX here.  Each is modelled by
 * the PTX instruction it amounts to (one table), run through the same
 * code as that instruction; the approximate ones (exp, log, ...) by the
 * correctly rounded C function, the same fixed model as the .approx
 * instructions.  Both compilers' code calls the same function with the
 * same arguments, so the comparison still checks everything the kernel
 * itself computes; libdevice's own code is compared elsewhere (on a GPU).
 * Pseudo-opcodes for what no single instruction does: ffs (1 + the index
 * of the lowest set bit, 0 for 0), exp, log, sin, cos, tan, pow, exp10,
 * log10 (C's, in the type's precision), round (halves away from zero),
 * hiint/loint (a double's words), hilo (a double from two words), csign
 * (C's copysign), sad (|a - b| + c). */
#define NV_FUNCS(X) \
    X("__nv_max", "max.s32") X("__nv_min", "min.s32") X("__nv_umax", "max.u32") \
    X("__nv_umin", "min.u32") X("__nv_llmax", "max.s64") X("__nv_llmin", "min.s64") \
    X("__nv_ullmax", "max.u64") X("__nv_ullmin", "min.u64") X("__nv_abs", "abs.s32") \
    X("__nv_llabs", "abs.s64") X("__nv_umulhi", "mul.hi.u32") X("__nv_mulhi", "mul.hi.s32") \
    X("__nv_umul64hi", "mul.hi.u64") X("__nv_mul64hi", "mul.hi.s64") \
    X("__nv_popc", "popc.b32") X("__nv_popcll", "popc.b64") X("__nv_clz", "clz.b32") \
    X("__nv_clzll", "clz.b64") X("__nv_brev", "brev.b32") X("__nv_brevll", "brev.b64") \
    X("__nv_ffs", "ffs.b32") X("__nv_ffsll", "ffs.b64") \
    X("__nv_fmaxf", "max.f32") X("__nv_fminf", "min.f32") X("__nv_fmax", "max.f64") \
    X("__nv_fmin", "min.f64") X("__nv_fabsf", "abs.f32") X("__nv_fabs", "abs.f64") \
    X("__nv_fmaf", "fma.rn.f32") X("__nv_fma", "fma.rn.f64") X("__nv_sqrtf", "sqrt.rn.f32") \
    X("__nv_sqrt", "sqrt.rn.f64") X("__nv_rsqrtf", "rsqrt.approx.f32") \
    X("__nv_rsqrt", "rsqrt.approx.f64") X("__nv_fdividef", "div.approx.f32") \
    X("__nv_floorf", "cvt.rmi.f32.f32") X("__nv_floor", "cvt.rmi.f64.f64") \
    X("__nv_ceilf", "cvt.rpi.f32.f32") X("__nv_ceil", "cvt.rpi.f64.f64") \
    X("__nv_truncf", "cvt.rzi.f32.f32") X("__nv_trunc", "cvt.rzi.f64.f64") \
    X("__nv_rintf", "cvt.rni.f32.f32") X("__nv_rint", "cvt.rni.f64.f64") \
    X("__nv_int2float_rn", "cvt.rn.f32.s32") X("__nv_int2float_rz", "cvt.rz.f32.s32") \
    X("__nv_int2float_rd", "cvt.rm.f32.s32") X("__nv_int2float_ru", "cvt.rp.f32.s32") \
    X("__nv_uint2float_rn", "cvt.rn.f32.u32") X("__nv_int2double_rn", "cvt.rn.f64.s32") \
    X("__nv_float2int_rn", "cvt.rni.s32.f32") X("__nv_float2int_rz", "cvt.rzi.s32.f32") \
    X("__nv_float2int_rd", "cvt.rmi.s32.f32") X("__nv_float2int_ru", "cvt.rpi.s32.f32") \
    X("__nv_float2uint_rz", "cvt.rzi.u32.f32") X("__nv_double2int_rz", "cvt.rzi.s32.f64") \
    X("__nv_double2float_rn", "cvt.rn.f32.f64") X("__nv_double2float_rz", "cvt.rz.f32.f64") \
    X("__nv_double2float_rd", "cvt.rm.f32.f64") X("__nv_double2float_ru", "cvt.rp.f32.f64") \
    X("__nv_int_as_float", "mov.b32") X("__nv_float_as_int", "mov.b32") \
    X("__nv_uint_as_float", "mov.b32") X("__nv_float_as_uint", "mov.b32") \
    X("__nv_double_as_longlong", "mov.b64") X("__nv_longlong_as_double", "mov.b64") \
    X("__nv_expf", "exp.f32") X("__nv_fast_expf", "exp.f32") X("__nv_exp", "exp.f64") \
    X("__nv_logf", "log.f32") X("__nv_fast_logf", "log.f32") X("__nv_log", "log.f64") \
    X("__nv_sinf", "sin.f32") X("__nv_cosf", "cos.f32") X("__nv_tanf", "tan.f32") \
    X("__nv_sin", "sin.f64") X("__nv_cos", "cos.f64") X("__nv_powf", "pow.f32") \
    X("__nv_pow", "pow.f64") X("__nv_exp2f", "ex2.approx.f32") X("__nv_log2f", "lg2.approx.f32") \
    X("__nv_exp10f", "exp10.f32") X("__nv_log10f", "log10.f32") X("__nv_tanhf", "tanh.approx.f32") \
    X("__nv_fast_sinf", "sin.f32") X("__nv_fast_cosf", "cos.f32") X("__nv_roundf", "round.f32") \
    X("__nv_round", "round.f64") X("__nv_uint2float_ru", "cvt.rp.f32.u32") \
    X("__nv_uint2float_rd", "cvt.rm.f32.u32") X("__nv_uint2float_rz", "cvt.rz.f32.u32") \
    X("__nv_float2uint_rn", "cvt.rni.u32.f32") X("__nv_float2ll_rd", "cvt.rmi.s64.f32") \
    X("__nv_float2ll_rn", "cvt.rni.s64.f32") X("__nv_float2ll_rz", "cvt.rzi.s64.f32") \
    X("__nv_ll2float_rn", "cvt.rn.f32.s64") X("__nv_ll2double_rn", "cvt.rn.f64.s64") \
    X("__nv_double2ll_rz", "cvt.rzi.s64.f64") X("__nv_double2int_rn", "cvt.rni.s32.f64") \
    X("__nv_dmul_rz", "mul.rz.f64") X("__nv_dmul_rn", "mul.rn.f64") X("__nv_dadd_rz", "add.rz.f64") \
    X("__nv_dadd_rn", "add.rn.f64") X("__nv_fmul_rz", "mul.rz.f32") X("__nv_fadd_rz", "add.rz.f32") \
    X("__nv_fmul_rn", "mul.rn.f32") X("__nv_fadd_rn", "add.rn.f32") X("__nv_fdiv_rn", "div.rn.f32") \
    X("__nv_frcp_rn", "rcp.rn.f32") X("__nv_double2hiint", "hiint.s32.f64") \
    X("__nv_double2loint", "loint.s32.f64") X("__nv_byte_perm", "prmt.b32") \
    X("__nv_sad", "sad.s32") X("__nv_usad", "sad.u32") X("__nv_ull2float_rn", "cvt.rn.f32.u64") \
    X("__nv_hiloint2double", "hilo.f64.s32") X("__nv_fast_powf", "pow.f32") \
    X("__nv_drcp_rn", "rcp.rn.f64") X("__nv_copysignf", "csign.f32") X("__nv_copysign", "csign.f64")

static const struct { const char *name, *ptx; } nv_funcs[] = {
#define X(n, p) {n, p},
    NV_FUNCS(X)
#undef X
};

/* libm's function for a pseudo-opcode, in double or float precision */
static bool nv_libm(const char *op, Ty t, uint64_t a, uint64_t b, uint64_t *r)
{
    static const struct { const char *op; double (*d)(double); float (*f)(float); } M[] = {
        {"exp", exp, expf}, {"log", log, logf}, {"sin", sin, sinf}, {"cos", cos, cosf},
        {"tan", tan, tanf}, {"exp10", exp10, exp10f}, {"log10", log10, log10f},
    };
    bool f64 = t.bits == 64;
    if (!strcmp(op, "pow")) {
        *r = f64 ? bits_f64(pow(f64_of(a), f64_of(b))) : bits_f32(powf(f32_of(a), f32_of(b)));
        return true;
    }
    for (size_t i = 0; i < sizeof M / sizeof M[0]; i++)
        if (!strcmp(op, M[i].op)) {
            *r = f64 ? bits_f64(M[i].d(f64_of(a))) : bits_f32(M[i].f(f32_of(a)));
            return true;
        }
    return false;
}

/* Run a body-less libdevice call as the instruction of its table entry;
 * false when the name is not in the table. */
static bool exec_libdevice(Instr *in)
{
    const char *ptx = NULL;
    for (size_t i = 0; i < sizeof nv_funcs / sizeof nv_funcs[0] && !ptx; i++)
        if (!strcmp(nv_funcs[i].name, in->callee))
            ptx = nv_funcs[i].ptx;
    if (!ptx || in->nrets != 1)
        return false;
    Instr fake = {.line = in->line, .pred = -1, .opcode = (char *)ptx};
    char buf[64];
    snprintf(buf, sizeof buf, "%s", ptx);
    for (char *tok = strtok(buf, "."); tok && fake.nmods < MAX_MODS; tok = strtok(NULL, "."))
        fake.mods[fake.nmods++] = tok;
    Ty ty[2] = {{TY_B, 32}, {TY_B, 32}};
    int nty = instr_types(&fake, ty, 2);
    Ty dt = ty[0], st = nty > 1 ? ty[1] : ty[0];
    uint64_t a[3] = {0, 0, 0}, r;
    Frame *fr = frame();
    for (int i = 0; i < in->nargs && i < 3; i++) {
        Slot *sl = find_slot(fr, in->args[i], false);
        if (sl)
            memcpy(&a[i], sl->bytes, st.bits / 8);
    }
    const char *op = fake.mods[0];
    if (nv_libm(op, dt, a[0], a[1], &r))
        ;
    else if (!strcmp(op, "cvt"))
        r = cvt(&fake, dt, st, a[0]);
    else if (!strcmp(op, "mov"))
        r = a[0];
    else if (!strcmp(op, "hilo")) /* a double from its high and low words */
        r = (a[0] & 0xffffffff) << 32 | (a[1] & 0xffffffff);
    else if (!strcmp(op, "csign")) /* C's copysign(x, y): PTX's operands the other way */
        r = dt.bits == 64 ? bits_f64(copysign(f64_of(a[0]), f64_of(a[1])))
                          : bits_f32(copysignf(f32_of(a[0]), f32_of(a[1])));
    else if (!strcmp(op, "hiint") || !strcmp(op, "loint"))
        r = op[0] == 'h' ? a[0] >> 32 : a[0] & 0xffffffff;
    else if (!strcmp(op, "round")) /* halves away from zero */
        r = dt.bits == 64 ? bits_f64(round(f64_of(a[0]))) : bits_f32(roundf(f32_of(a[0])));
    else if (!strcmp(op, "prmt")) { /* the default mode of prmt: selector nibbles */
        uint64_t bytes = (a[0] & 0xffffffff) | (a[1] & 0xffffffff) << 32;
        r = 0;
        for (int i = 0; i < 4; i++) {
            unsigned sel = (unsigned)(a[2] >> (4 * i)) & 0xf;
            uint64_t byte = (bytes >> (8 * (sel & 7))) & 0xff;
            r |= (sel & 8 ? (byte & 0x80 ? 0xff : 0) : byte) << (8 * i);
        }
    } else if (!strcmp(op, "sad")) { /* |a - b| + c */
        int64_t x = ival(a[0], dt), y = ival(a[1], dt);
        r = (uint64_t)(x > y ? x - y : y - x) + a[2];
    }
    else if (!strcmp(op, "popc"))
        r = (uint64_t)__builtin_popcountll(mask_bits(a[0], st.bits));
    else if (!strcmp(op, "clz"))
        r = a[0] ? (uint64_t)(__builtin_clzll(mask_bits(a[0], st.bits)) - (64 - (int)st.bits)) : st.bits;
    else if (!strcmp(op, "ffs"))
        r = mask_bits(a[0], st.bits) ? (uint64_t)__builtin_ctzll(mask_bits(a[0], st.bits)) + 1 : 0;
    else if (!strcmp(op, "brev")) {
        r = 0;
        for (unsigned i = 0; i < st.bits; i++)
            r |= ((a[0] >> i) & 1) << (st.bits - 1 - i);
    } else if (!strcmp(op, "abs") && !is_float(dt)) {
        int64_t v = sext(a[0], dt.bits);
        r = (uint64_t)(v < 0 ? -v : v);
    } else if (is_float(dt))
        r = float_op(&fake, dt, a[0], a[1], a[2]);
    else
        r = int_binop(&fake, dt, a[0], a[1]);
    /* popc, clz and ffs return an int whatever the argument's width */
    unsigned rbytes = strchr("pcf", op[0]) && !is_float(dt) && strcmp(op, "cvt") ? 4 : dt.bits / 8;
    Slot *ret = find_slot(fr, in->rets[0], true);
    r = mask_bits(r, 8 * rbytes);
    memcpy(ret->bytes, &r, rbytes);
    fr->pc++;
    return true;
}

static void exec_call(Instr *in)
{
    const char *name = in->callee;
    Func *f = NULL;
    if (in->nops == 1) { /* indirect: the register holds a function's index + 1 */
        uint64_t v = rd(&in->ops[0]);
        if (v == 0 || v > (uint64_t)S->prog->nfuncs)
            fault("indirect call through 0x%" PRIx64 ", not a function", v);
        f = &S->prog->funcs[v - 1];
    } else if (!strcmp(name, "vprintf")) {
        Frame *fr = frame();
        Slot *a0 = in->nargs > 0 ? find_slot(fr, in->args[0], false) : NULL;
        Slot *a1 = in->nargs > 1 ? find_slot(fr, in->args[1], false) : NULL;
        uint64_t fmt = 0, args = 0;
        if (a0) memcpy(&fmt, a0->bytes, 8);
        if (a1) memcpy(&args, a1->bytes, 8);
        do_vprintf(fmt, args);
        if (in->nrets) {
            Slot *r = find_slot(fr, in->rets[0], true);
            memset(r->bytes, 0, 4);
        }
        fr->pc++;
        return;
    } else if (!(f = find_func(name))) {
        if (!strncmp(name, "__nv_", 5) && exec_libdevice(in))
            return;
        fault("call of '%s', which has no body in this PTX", name);
    }
    push_frame(f, in);
}

/* atom and red: read, operate, write -- atomic because one thread runs at
 * a time; the order between threads is the scheduler's fixed order. */
static void exec_atomic(Instr *in, Ty t)
{
    const Operand *o = in->ops;
    static const char *const ops[] = {"add", "min", "max", "inc", "dec", "and", "or",
                                      "xor", "exch", "cas"};
    const char *aop = NULL;
    for (int i = 1; i < in->nmods && !aop; i++)
        for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
            if (!strcmp(in->mods[i], ops[k]))
                aop = ops[k];
    if (!aop || t.k == TY_F16X2 || t.k == TY_BF16X2 || t.bits == 128)
        unknown("atomic operation");
    Space sp = instr_space(in);
    bool isred = is(in, "red");
    const Operand *addr = &o[isred ? 0 : 1];
    unsigned bytes = t.bits / 8;
    uint64_t old = load_bits(sp, addr, 0, bytes), b = rd(&o[isred ? 1 : 2]), nv;
    if (!strcmp(aop, "cas"))
        nv = mask_bits(old, t.bits) == mask_bits(b, t.bits) ? rd(&o[3]) : old;
    else if (!strcmp(aop, "exch"))
        nv = b;
    else if (!strcmp(aop, "inc"))
        nv = mask_bits(old, 32) >= mask_bits(b, 32) ? 0 : old + 1;
    else if (!strcmp(aop, "dec"))
        nv = (mask_bits(old, 32) == 0 || mask_bits(old, 32) > mask_bits(b, 32)) ? b : old - 1;
    else if (is_float(t)) {
        Instr fake = *in;
        fake.mods[0] = (char *)aop;
        fake.nmods = 1;
        nv = float_op(&fake, t, old, b, 0);
    } else {
        Instr fake = *in;
        fake.mods[0] = (char *)aop;
        nv = int_binop(&fake, t.k == TY_B ? (Ty){TY_U, t.bits} : t, old, b);
    }
    store_bits(sp, addr, 0, bytes, nv);
    if (!isred)
        wr(&o[0], old, t.bits);
}

/* mbarrier: the PTX ISA leaves the 8-byte object opaque; this model packs
 * it as
 *     bits  0..20  arrivals still pending in the current phase
 *     bits 21..41  the expected arrival count (init; arrive_drop lowers it)
 *     bits 42..62  the transaction count still pending (expect_tx adds,
 *                  complete_tx subtracts; 21-bit two's complement)
 *     bit  63      the phase's parity
 * A phase completes when its pending arrivals and transaction count are
 * both zero: the parity flips and the pending count is reset to the
 * expected count.  The state an arrive returns is the parity of the phase
 * it arrived in (bit 63) and the arrivals still pending (the low bits, for
 * mbarrier.pending_count).  test_wait/try_wait with a state: complete
 * when the parity moved on from the state's; the .parity forms: complete
 * when the current parity differs from the operand.  cp.async.bulk's
 * transactions complete at once (it copies at once), so nothing here
 * waits on memory.  A failed wait makes the thread yield, so that the
 * threads that will arrive run; MBAR_SPINS failed waits in a row with no
 * arrival anywhere is a deadlock. */
enum { MB_FIELD = 21, MBAR_SPINS = 20000 };
#define MB_MASK ((UINT64_C(1) << MB_FIELD) - 1)

static uint64_t mbar_arrivals; /* arrivals so far: waits that see it move are not stuck */

static uint64_t mb_pending(uint64_t m) { return m & MB_MASK; }
static uint64_t mb_expected(uint64_t m) { return (m >> MB_FIELD) & MB_MASK; }
static uint64_t mb_tx(uint64_t m) { return (m >> (2 * MB_FIELD)) & MB_MASK; }
static uint64_t mb_pack(uint64_t pend, uint64_t exp, uint64_t tx, uint64_t phase)
{
    return (pend & MB_MASK) | (exp & MB_MASK) << MB_FIELD | (tx & MB_MASK) << (2 * MB_FIELD) |
           (phase & 1) << 63;
}

/* complete the phase if nothing is pending */
static uint64_t mb_settle(uint64_t m)
{
    if (mb_pending(m) == 0 && mb_tx(m) == 0)
        return mb_pack(mb_expected(m), mb_expected(m), 0, (m >> 63) ^ 1);
    return m;
}

/* Returns false when the thread yields (a wait that is not complete). */
static bool exec_mbarrier(Instr *in)
{
    const Operand *o = in->ops;
    Space sp = instr_space(in);
    const char *what = in->mods[1];
    if (!strcmp(what, "init")) {
        uint64_t n = rd(&o[1]);
        if (n == 0 || n > MB_MASK)
            fault("mbarrier.init with count %" PRIu64, n);
        store_bits(sp, &o[0], 0, 8, mb_pack(n, n, 0, 0));
    } else if (!strcmp(what, "inval")) {
        store_bits(sp, &o[0], 0, 8, 0);
    } else if (!strcmp(what, "expect_tx") || !strcmp(what, "complete_tx")) {
        uint64_t m = load_bits(sp, &o[0], 0, 8), n = rd(&o[1]);
        uint64_t tx = what[0] == 'e' ? mb_tx(m) + n : mb_tx(m) - n;
        m = mb_pack(mb_pending(m), mb_expected(m), tx, m >> 63);
        store_bits(sp, &o[0], 0, 8, mb_settle(m));
        mbar_arrivals++;
    } else if (!strcmp(what, "arrive") || !strcmp(what, "arrive_drop")) {
        /* [state,] [addr] [, count | txcount]: the state is absent in the
         * .shared::cluster form, a sink `_` in others */
        int a = o[0].kind == OP_ADDR ? 0 : 1;
        uint64_t m = load_bits(sp, &o[a], 0, 8);
        uint64_t count = 1, tx = mb_tx(m), exp = mb_expected(m);
        if (has_mod(in, "expect_tx"))
            tx += rd(&o[a + 1]);
        else if (in->nops > a + 1)
            count = rd(&o[a + 1]);
        if (count > mb_pending(m))
            fault("mbarrier arrive of %" PRIu64 " with %" PRIu64 " arrivals pending", count,
                  mb_pending(m));
        if (!strcmp(what, "arrive_drop"))
            exp -= count;
        uint64_t phase = m >> 63, pend = mb_pending(m) - count;
        if (has_mod(in, "noComplete") && pend == 0)
            fault("mbarrier.arrive.noComplete would complete the phase");
        store_bits(sp, &o[a], 0, 8, mb_settle(mb_pack(pend, exp, tx, phase)));
        if (a)
            wr(&o[0], phase << 63 | pend, 64);
        mbar_arrivals++;
    } else if (!strcmp(what, "test_wait") || !strcmp(what, "try_wait")) {
        uint64_t m = load_bits(sp, &o[1], 0, 8), s = rd(&o[2]);
        uint64_t want = has_mod(in, "parity") ? s & 1 : s >> 63;
        bool done = (m >> 63) != want;
        wr(&o[0], done, 1);
        if (!done) {
            if (cur->spin_mark != mbar_arrivals)
                cur->spins = 0;
            cur->spin_mark = mbar_arrivals;
            if (++cur->spins > MBAR_SPINS)
                fault("deadlock: an mbarrier wait never completes (no thread arrives)");
            frame()->pc++;
            return false;
        }
    } else if (!strcmp(what, "pending_count")) {
        wr(&o[0], rd(&o[1]) & MB_MASK, 32);
    } else {
        unknown("mbarrier operation");
    }
    frame()->pc++;
    return true;
}

/* Execute the current thread's instruction; false when the thread blocks
 * (a barrier or a warp collective) or ends. */
static bool step(void)
{
    Frame *fr = frame();
    if (fr->pc >= fr->fn->ncode) {
        pop_frame();
        return cur->state == T_RUN;
    }
    Instr *in = &fr->fn->code[fr->pc];
    cur_in = in;
    if (++cur->steps > MAX_STEPS)
        fault("more than %d instructions: an endless loop?", MAX_STEPS);
    S->total_steps++;
    if (S->trace)
        fprintf(stderr, "[%u,%u,%u] %4d: %s\n", cur->tid[0], cur->tid[1], cur->tid[2], in->line,
                in->opcode);
    if (in->pred >= 0 && !warp_collective(in)) {
        bool p = fr->regs[in->pred] & 1;
        if (p == in->pred_neg) {
            fr->pc++;
            return true;
        }
    }
    Ty ty[3];
    int nty = instr_types(in, ty, 3);
    Ty t = nty ? ty[0] : (Ty){TY_B, 64};
    const Operand *o = in->ops;
    const char *op = in->mods[0];

    if (is(in, "bra")) {
        fr->pc = in->target;
        return true;
    }
    if (is(in, "brx")) {
        uint64_t i = rd(&o[0]);
        if (i >= (uint64_t)in->ntargets)
            fault("brx.idx index %" PRIu64 " outside its %d targets", i, in->ntargets);
        fr->pc = in->targets[i];
        return true;
    }
    if (is(in, "ret")) {
        pop_frame();
        return cur->state == T_RUN;
    }
    if (is(in, "exit")) {
        while (cur->depth)
            pop_frame();
        cur->state = T_EXIT;
        return false;
    }
    if (is(in, "trap"))
        fault("trap");
    if (is(in, "call")) {
        exec_call(in);
        return true;
    }
    if ((is(in, "bar") && !has_mod(in, "warp")) || is(in, "barrier")) {
        if (has_mod(in, "arrive") || has_mod(in, "red"))
            unknown("barrier form");
        cur->bar_id = in->nops ? (unsigned)rd(&o[0]) : 0;
        cur->state = T_BAR;
        return false;
    }
    if (warp_collective(in)) {
        cur->state = T_WARP;
        return false;
    }
    if (is(in, "membar") || is(in, "fence") || is(in, "nanosleep") || is(in, "pmevent") ||
        is(in, "prefetch") || is(in, "prefetchu") || (is(in, "cp") && has_mod(in, "commit_group")) ||
        (is(in, "cp") && has_mod(in, "wait_group")) || (is(in, "cp") && has_mod(in, "wait_all"))) {
        fr->pc++;
        return true;
    }
    if (is(in, "cp") && has_mod(in, "async") && in->nops >= 3) { /* done at once */
        uint64_t n = rd(&o[2]), src = in->nops > 3 ? rd(&o[3]) : n;
        for (uint64_t i = 0; i < n; i++)
            store_bits(SP_SHARED, &o[0], i, 1, i < src ? load_bits(SP_GLOBAL, &o[1], i, 1) : 0);
        fr->pc++;
        return true;
    }

    if (is(in, "mbarrier"))
        return exec_mbarrier(in);

    if (is(in, "mov")) {
        if (o[0].kind == OP_VEC) { /* unpack */
            uint64_t v = rd(&o[1]);
            unsigned w = t.bits / (unsigned)o[0].nvec;
            for (int i = 0; i < o[0].nvec; i++)
                if (o[0].vec[i] >= 0)
                    fr->regs[o[0].vec[i]] = mask_bits(v >> (w * (unsigned)i), w);
        } else if (o[1].kind == OP_VEC) { /* pack */
            uint64_t v = 0;
            unsigned w = t.bits / (unsigned)o[1].nvec;
            for (int i = 0; i < o[1].nvec; i++) {
                uint64_t x = o[1].vec[i] >= 0 ? fr->regs[o[1].vec[i]] : o[1].vimm[i];
                v |= mask_bits(x, w) << (w * (unsigned)i);
            }
            wr(&o[0], v, t.bits);
        } else {
            wr(&o[0], rd(&o[1]), t.k == TY_PRED ? 1 : t.bits);
        }
    } else if (is(in, "ld") || is(in, "ldu")) {
        Space sp = instr_space(in);
        unsigned bytes = t.bits / 8;
        if (o[0].kind == OP_VEC) {
            for (int i = 0; i < o[0].nvec; i++) {
                uint64_t v = load_bits(sp, &o[1], (uint64_t)i * bytes, bytes);
                if (o[0].vec[i] >= 0)
                    fr->regs[o[0].vec[i]] = t.k == TY_S ? (uint64_t)sext(v, t.bits) : v;
            }
        } else {
            uint64_t v = load_bits(sp, &o[1], 0, bytes);
            fr->regs[o[0].reg] = t.k == TY_S ? (uint64_t)sext(v, t.bits) : v;
        }
    } else if (is(in, "st")) {
        Space sp = instr_space(in);
        unsigned bytes = t.bits / 8;
        if (o[1].kind == OP_VEC) {
            for (int i = 0; i < o[1].nvec; i++) {
                uint64_t v = o[1].vec[i] >= 0 ? fr->regs[o[1].vec[i]] : o[1].vimm[i];
                store_bits(sp, &o[0], (uint64_t)i * bytes, bytes, v);
            }
        } else {
            store_bits(sp, &o[0], 0, bytes, rd(&o[1]));
        }
    } else if (is(in, "cvta")) {
        bool to = has_mod(in, "to");
        Space sp = instr_space(in);
        uint64_t base = sp == SP_SHARED ? SHARED_BASE : sp == SP_LOCAL ? LOCAL_BASE
                      : sp == SP_CONST ? CONST_BASE : sp == SP_PARAM ? PARAM_BASE : 0;
        uint64_t v = rd(&o[1]);
        if (to && base && (v < base || v >= base + WINDOW))
            fault("cvta.to: 0x%" PRIx64 " is not in that state space's window", v);
        wr(&o[0], to ? v - base : v + base, t.bits);
    } else if (is(in, "setp") && (t.k == TY_F16X2 || t.k == TY_BF16X2)) {
        /* setp.CMP.f16x2 p|q, a, b: p for the low halves, q for the high */
        Ty h = {t.k == TY_F16X2 ? TY_F16 : TY_BF16, 16};
        const char *c = cmp_mod(in);
        uint64_t a = rd(&o[1]), b = rd(&o[2]);
        wr(&o[0], compare(c, h, a & 0xffff, b & 0xffff), 1);
        if (o[0].nvec)
            fr->regs[o[0].vec[0]] = compare(c, h, (a >> 16) & 0xffff, (b >> 16) & 0xffff);
    } else if (is(in, "setp")) {
        const char *c = cmp_mod(in);
        bool r = compare(c, t, rd(&o[1]), rd(&o[2]));
        if (in->nops > 3) { /* setp.CMP.BOOL.type p, a, b, q */
            bool q = rd(&o[3]) & 1;
            if (has_mod(in, "and")) r = r && q;
            else if (has_mod(in, "or")) r = r || q;
            else if (has_mod(in, "xor")) r = r != q;
        }
        wr(&o[0], r, 1);
        if (o[0].nvec)
            fr->regs[o[0].vec[0]] = !r;
    } else if (is(in, "selp")) {
        wr(&o[0], (rd(&o[3]) & 1) ? rd(&o[1]) : rd(&o[2]), t.bits);
    } else if (is(in, "cvt")) {
        if (nty < 2)
            unknown("cvt without two types");
        /* a signed destination narrower than its register (cvt.s8.s64
         * into a 16-bit register) is sign-extended to the register, as
         * the PTX ISA says of sub-word destinations */
        uint64_t r = cvt(in, ty[0], ty[1], rd(&o[1]));
        wr(&o[0], ty[0].k == TY_S ? (uint64_t)sext(r, ty[0].bits) : r, 64);
    } else if (t.k == TY_PRED && (is(in, "and") || is(in, "or") || is(in, "xor") || is(in, "not"))) {
        bool a = rd(&o[1]) & 1, b = in->nops > 2 ? rd(&o[2]) & 1 : 0;
        bool r = op[0] == 'a' ? a && b : op[0] == 'o' ? a || b : op[0] == 'x' ? a != b : !a;
        wr(&o[0], r, 1);
    } else if (is(in, "atom") || is(in, "red")) {
        exec_atomic(in, t);
    } else if (t.k == TY_F16X2 || t.k == TY_BF16X2) {
        if (is(in, "setp"))
            unknown("paired comparison");
        wr(&o[0], pair_op(in, t, rd(&o[1]), in->nops > 2 ? rd(&o[2]) : 0,
                          in->nops > 3 ? rd(&o[3]) : 0), 32);
    } else if (is_float(t) && !is(in, "testp")) {
        wr(&o[0], float_op(in, t, rd(&o[1]), in->nops > 2 ? rd(&o[2]) : 0,
                           in->nops > 3 ? rd(&o[3]) : 0), t.bits);
    } else if (is(in, "testp")) {
        double x = fval(rd(&o[1]), t);
        bool r = has_mod(in, "finite") ? isfinite(x) : has_mod(in, "infinite") ? isinf(x)
               : has_mod(in, "number") ? !isnan(x) : has_mod(in, "notanumber") ? isnan(x)
               : has_mod(in, "normal") ? isnormal(x) : fpclassify(x) == FP_SUBNORMAL;
        wr(&o[0], r, 1);
    } else if (is(in, "mad")) {
        Instr mul = *in;
        mul.mods[0] = "mul";
        uint64_t p = int_binop(&mul, t, rd(&o[1]), rd(&o[2]));
        unsigned w = has_mod(in, "wide") ? 2 * t.bits : t.bits;
        wr(&o[0], p + rd(&o[3]), w);
    } else if (is(in, "mul") && has_mod(in, "wide")) {
        int64_t a = ival(rd(&o[1]), t), b = ival(rd(&o[2]), t);
        wr(&o[0], (uint64_t)(t.k == TY_S ? a * b : (int64_t)((uint64_t)a * (uint64_t)b)), 2 * t.bits);
    } else if (is(in, "add") || is(in, "sub") || is(in, "mul") || is(in, "div") || is(in, "rem") ||
               is(in, "and") || is(in, "or") || is(in, "xor") || is(in, "min") ||
               is(in, "max") || is(in, "shl") || is(in, "shr") || is(in, "addc") || is(in, "subc")) {
        wr(&o[0], int_binop(in, t, rd(&o[1]), rd(&o[2])), t.bits);
    } else if (is(in, "not")) {
        wr(&o[0], ~rd(&o[1]), t.bits);
    } else if (is(in, "cnot")) {
        wr(&o[0], mask_bits(rd(&o[1]), t.bits) == 0, t.bits);
    } else if (is(in, "neg")) {
        wr(&o[0], (uint64_t)(-(int64_t)rd(&o[1])), t.bits);
    } else if (is(in, "abs")) {
        int64_t v = sext(rd(&o[1]), t.bits);
        wr(&o[0], (uint64_t)(v < 0 ? -v : v), t.bits);
    } else if (is(in, "popc")) {
        wr(&o[0], (uint64_t)__builtin_popcountll(mask_bits(rd(&o[1]), t.bits)), 32);
    } else if (is(in, "clz")) {
        uint64_t v = mask_bits(rd(&o[1]), t.bits);
        wr(&o[0], v ? (uint64_t)(__builtin_clzll(v) - (64 - (int)t.bits)) : t.bits, 32);
    } else if (is(in, "bfind")) {
        uint64_t v = t.k == TY_S && sext(rd(&o[1]), t.bits) < 0 ? ~rd(&o[1]) : rd(&o[1]);
        v = mask_bits(v, t.bits);
        uint64_t r = v ? (uint64_t)(63 - __builtin_clzll(v)) : UINT32_MAX;
        if (has_mod(in, "shiftamt") && v)
            r = t.bits - 1 - r;
        wr(&o[0], r, 32);
    } else if (is(in, "brev")) {
        uint64_t v = rd(&o[1]), r = 0;
        for (unsigned i = 0; i < t.bits; i++)
            r |= ((v >> i) & 1) << (t.bits - 1 - i);
        wr(&o[0], r, t.bits);
    } else if (is(in, "isspacep")) {
        /* isspacep.SPACE p, a: is generic address a in SPACE's window?
         * Global is whatever no other window holds (the buffers). */
        Space sp = instr_space(in);
        uint64_t v = rd(&o[1]);
        bool in_win = false;
        for (uint64_t b = SHARED_BASE; b <= PARAM_BASE; b += WINDOW)
            in_win |= v >= b && v < b + WINDOW;
        uint64_t base = sp == SP_SHARED ? SHARED_BASE : sp == SP_LOCAL ? LOCAL_BASE
                      : sp == SP_CONST ? CONST_BASE : sp == SP_PARAM ? PARAM_BASE : 0;
        wr(&o[0], base ? v >= base && v < base + WINDOW : !in_win, 1);
    } else if (is(in, "bmsk")) {
        /* bmsk.MODE.b32 d, a, b: a mask of b one-bits from bit a, by the
         * PTX ISA's definition: positions and widths are taken mod 32;
         * a field running past bit 31 is cut there; .clamp makes a >= 32
         * an empty mask and b >= 32 a mask to the top; width 0 is empty. */
        uint32_t a = (uint32_t)rd(&o[1]), b = (uint32_t)rd(&o[2]);
        uint32_t a1 = a & 31, b1 = b & 31, sum = a1 + b1;
        uint32_t mask0 = UINT32_MAX << a1, mask1 = sum >= 32 ? 0 : UINT32_MAX << sum;
        bool clamp = has_mod(in, "clamp");
        if (clamp && a >= 32)
            mask0 = 0;
        if (clamp && b >= 32)
            mask1 = 0;
        else if (sum < 32 && b1 == 0)
            mask1 = UINT32_MAX;
        wr(&o[0], mask0 & ~mask1, 32);
    } else if (is(in, "bfe")) {
        uint64_t v = mask_bits(rd(&o[1]), t.bits);
        unsigned pos = (unsigned)rd(&o[2]) & 0xff, len = (unsigned)rd(&o[3]) & 0xff;
        uint64_t r = 0;
        bool sbit = t.k == TY_S ? (pos + len - 1 >= t.bits ? (v >> (t.bits - 1)) & 1
                                                            : len ? (v >> (pos + len - 1)) & 1 : 0)
                                : 0;
        for (unsigned i = 0; i < t.bits; i++)
            r |= (i < len && pos + i < t.bits ? (v >> (pos + i)) & 1 : sbit) << i;
        wr(&o[0], r, t.bits);
    } else if (is(in, "bfi")) {
        uint64_t a = rd(&o[1]), b = rd(&o[2]);
        unsigned pos = (unsigned)rd(&o[3]) & 0xff, len = (unsigned)rd(&o[4]) & 0xff;
        uint64_t r = b;
        for (unsigned i = 0; i < len && pos + i < t.bits; i++)
            r = (r & ~(UINT64_C(1) << (pos + i))) | (((a >> i) & 1) << (pos + i));
        wr(&o[0], r, t.bits);
    } else if (is(in, "prmt")) {
        uint64_t a = rd(&o[1]) & 0xffffffff, b = rd(&o[2]) & 0xffffffff;
        uint32_t sel = (uint32_t)rd(&o[3]);
        uint64_t bytes = a | b << 32, r = 0;
        if (in->nmods > 2)
            unknown("prmt mode");
        for (int i = 0; i < 4; i++) {
            unsigned s = (sel >> (4 * i)) & 0xf;
            uint64_t byte = (bytes >> (8 * (s & 7))) & 0xff;
            if (s & 8)
                byte = (byte & 0x80) ? 0xff : 0;
            r |= byte << (8 * i);
        }
        wr(&o[0], r, 32);
    } else if (is(in, "dp4a") || is(in, "dp2a")) {
        wr(&o[0], dot_accumulate(in, ty, nty, rd(&o[1]), rd(&o[2]), rd(&o[3])), 32);
    } else if (is(in, "shf")) {
        uint64_t lo = rd(&o[1]) & 0xffffffff, hi = rd(&o[2]) & 0xffffffff;
        unsigned n = (unsigned)rd(&o[3]);
        n = has_mod(in, "wrap") ? n & 31 : (n > 32 ? 32 : n);
        uint64_t both = lo | hi << 32;
        wr(&o[0], has_mod(in, "l") ? (both << n) >> 32 : both >> n, 32);
    } else {
        unknown("not modelled");
    }
    fr->pc++;
    return true;
}

/* ------------------------------------------------------------------ */
/* Matrix operations: wmma, mma, ldmatrix, stmatrix                      */
/* ------------------------------------------------------------------ */
/* These are warp-wide (.sync.aligned): they run in collective() below,
 * once every lane of the warp reached them.  Each operand is a matrix
 * spread over the lanes' registers, a "fragment".  Values travel as
 * doubles: every element type here (f16, bf16, tf32, f32, f64, s8/u8,
 * s4/u4, b1, s32) is exact in a double.
 *
 * Element types: one table (bits per element; float or integer; signed). */
typedef enum { EK_FLOAT, EK_INT } ElemKind;
typedef struct MType {
    const char *name;
    unsigned bits;     /* in a register and in memory */
    ElemKind kind;
    bool is_signed;
} MType;

#define MTYPES(X) \
    X("f16", 16, EK_FLOAT, true) X("bf16", 16, EK_FLOAT, true) X("tf32", 32, EK_FLOAT, true) \
    X("f32", 32, EK_FLOAT, true) X("f64", 64, EK_FLOAT, true) X("s32", 32, EK_INT, true) \
    X("s8", 8, EK_INT, true) X("u8", 8, EK_INT, false) X("s4", 4, EK_INT, true) \
    X("u4", 4, EK_INT, false) X("b1", 1, EK_INT, false) X("b16", 16, EK_INT, false)
static const MType mtypes[] = {
#define X(n, b, k, s) {n, b, k, s},
    MTYPES(X)
#undef X
};

static const MType *mtype(const char *name)
{
    for (size_t i = 0; i < sizeof mtypes / sizeof mtypes[0]; i++)
        if (!strcmp(mtypes[i].name, name))
            return &mtypes[i];
    return NULL;
}

/* The instruction's element types, in order, and its mMnNkK shape. */
static int matrix_types(const Instr *in, const MType **out, int max)
{
    int n = 0;
    for (int i = 1; i < in->nmods && n < max; i++)
        if (mtype(in->mods[i]))
            out[n++] = mtype(in->mods[i]);
    return n;
}

static bool matrix_shape(const Instr *in, unsigned *m, unsigned *n, unsigned *k)
{
    for (int i = 1; i < in->nmods; i++)
        if (sscanf(in->mods[i], "m%un%uk%u", m, n, k) == 3)
            return true;
    return false;
}

/* Bits <-> value of one element.  tf32 uses the f32 register's sign,
 * exponent and top 10 mantissa bits: this model truncates the other 13
 * (the PTX ISA leaves their treatment to the implementation; one fixed
 * model serves both compilers' code). */
static double elem_value(uint64_t bits, const MType *t)
{
    bits = mask_bits(bits, t->bits);
    if (!strcmp(t->name, "f16")) return f16_to_f32((uint16_t)bits);
    if (!strcmp(t->name, "bf16")) return bf16_to_f32((uint16_t)bits);
    if (!strcmp(t->name, "tf32")) return f32_of(bits & ~UINT64_C(0x1fff));
    if (!strcmp(t->name, "f32")) return f32_of(bits);
    if (!strcmp(t->name, "f64")) return f64_of(bits);
    return t->is_signed ? (double)sext(bits, t->bits) : (double)bits;
}

/* A result element rounded (to nearest even) to type t; .satfinite
 * clamps: integers to the s32 range, floats' infinities to the largest
 * finite value. */
static uint64_t elem_bits(double v, const MType *t, bool satfinite)
{
    if (!strcmp(t->name, "f16")) {
        _Float16 h = (_Float16)v;
        if (satfinite && isinf((double)h))
            h = (_Float16)copysign(65504.0, v);
        uint16_t u;
        memcpy(&u, &h, 2);
        return u;
    }
    if (!strcmp(t->name, "f32")) {
        float f = (float)v;
        if (satfinite && isinf(f))
            f = copysignf(FLT_MAX, f);
        return bits_f32(f);
    }
    if (!strcmp(t->name, "f64"))
        return bits_f64(v);
    if (!strcmp(t->name, "s32")) {
        if (satfinite)
            v = v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : v;
        return mask_bits((uint64_t)(int64_t)v, 32);
    }
    fault("cannot write a matrix element of type .%s", t->name);
    return 0;
}

/* A fragment: the registers one lane holds of one operand, and how many
 * elements each holds (two f16 in a .b32 register, four s8, ...). */
typedef struct Frag {
    const Operand *op;        /* the {r0, r1, ...} operand */
    const MType *t;
    unsigned per_reg;
} Frag;

static Frag frag_of(const Operand *o, const MType *t)
{
    if (o->kind != OP_VEC)
        fault("a matrix operand must be a register vector {...}");
    Frag f = {o, t, t->bits >= 32 ? 1 : 32 / t->bits};
    return f;
}

static unsigned frag_len(const Frag *f) { return (unsigned)f->op->nvec * f->per_reg; }

/* the bits of element e of a lane's fragment */
static uint64_t frag_raw(Thread *lane, const Frag *f, unsigned e)
{
    int r = f->op->vec[e / f->per_reg];
    uint64_t v = r >= 0 ? lane->frames[lane->depth - 1].regs[r] : f->op->vimm[e / f->per_reg];
    unsigned w = f->t->bits >= 32 ? 0 : f->t->bits;
    return mask_bits(w ? v >> (w * (e % f->per_reg)) : v, f->t->bits);
}

static double frag_get(Thread *lane, const Frag *f, unsigned e)
{
    return elem_value(frag_raw(lane, f, e), f->t);
}

static void frag_set(Thread *lane, const Frag *f, unsigned e, uint64_t bits)
{
    int r = f->op->vec[e / f->per_reg];
    if (r < 0)
        return;
    uint64_t *reg = &lane->frames[lane->depth - 1].regs[r];
    unsigned w = f->t->bits >= 32 ? 0 : f->t->bits;
    if (!w) {
        *reg = bits;
        return;
    }
    unsigned sh = w * (e % f->per_reg);
    uint64_t m = ((UINT64_C(1) << w) - 1) << sh;
    *reg = (*reg & ~m) | ((bits << sh) & m);
}

/* Where element e of lane l's fragment lies in its rows x cols matrix.
 *
 * wmma: the PTX ISA leaves the distribution of a wmma fragment over the
 * lanes unspecified (only wmma.load, wmma.mma and wmma.store of the same
 * shape and type understand it), so this model picks the plainest one:
 * lane l holds the elements l*E .. l*E+E-1 of the matrix in row-major
 * order (E elements per lane), whatever layout the memory has; where the
 * fragment holds more elements than the matrix (f16 A and B of m16n16k16
 * hold every element twice), the count wraps around.
 *
 * mma.sync: the layouts the PTX ISA gives ("Matrix Fragments for
 * mma.m16n8k*" and "mma.m8n8k*"): with g = l / 4 (the group) and
 * t = l % 4 (the thread in the group), P elements per register,
 *   A (M x K):  register j, element i:  row g (+8 for odd j when M = 16),
 *               column t*P + i + 4*P*(j / 2) (M = 16) or t*P + i (M = 8)
 *   B (K x N):  row t*P + i + 4*P*j, column g
 *   C, D:       element e: row g + 8*(e / 2), column t*2 + e % 2
 * -- which gives, e.g. for m16n8k16 .f16, a0..a7 at rows g, g, g+8, g+8,
 * g, g, g+8, g+8 and columns 2t, 2t+1 (+8 for a4..a7). */
typedef enum { FR_WMMA, FR_MMA_A, FR_MMA_B, FR_MMA_C } FragLayout;

static void frag_pos(FragLayout lay, const Frag *f, unsigned lane, unsigned e, unsigned rows,
                     unsigned cols, unsigned *r, unsigned *c)
{
    unsigned g = lane / 4, t = lane % 4, P = f->per_reg, j = e / P, i = e % P;
    switch (lay) {
    case FR_WMMA: {
        unsigned idx = (lane * frag_len(f) + e) % (rows * cols);
        *r = idx / cols, *c = idx % cols;
        return;
    }
    case FR_MMA_A:
        if (rows == 16)
            *r = g + 8 * (j & 1), *c = t * P + i + 4 * P * (j / 2);
        else
            *r = g, *c = t * P + i + 4 * P * j;
        return;
    case FR_MMA_B:
        *r = t * P + i + 4 * P * j, *c = g;
        return;
    case FR_MMA_C:
        *r = g + 8 * (e / 2), *c = t * 2 + e % 2;
        return;
    }
}

/* Gather a whole matrix from the warp's fragments (each element from the
 * first lane/element that holds it), or fault if the fragment does not
 * cover it. */
static void gather(Thread **by_lane, const Operand *o, const MType *t, FragLayout lay,
                   unsigned rows, unsigned cols, double *mat)
{
    Frag f = frag_of(o, t);
    static bool seen[256 * 256];
    if (rows * cols > 256 * 256)
        fault("matrix too large");
    memset(seen, 0, rows * cols * sizeof *seen);
    for (unsigned l = 0; l < WARP; l++)
        for (unsigned e = 0; e < frag_len(&f); e++) {
            unsigned r, c;
            frag_pos(lay, &f, l, e, rows, cols, &r, &c);
            if (r >= rows || c >= cols)
                fault("%s: fragment element %u of lane %u outside the %ux%u matrix "
                      "(the operand has the wrong number of registers)", cur_in->opcode, e, l,
                      rows, cols);
            if (!seen[r * cols + c]) {
                seen[r * cols + c] = true;
                mat[r * cols + c] = frag_get(by_lane[l], &f, e);
            }
        }
    for (unsigned i = 0; i < rows * cols; i++)
        if (!seen[i])
            fault("%s: the fragments do not cover the %ux%u matrix (wrong number of "
                  "registers)", cur_in->opcode, rows, cols);
}

static void scatter(Thread **by_lane, const Operand *o, const MType *t, FragLayout lay,
                    unsigned rows, unsigned cols, const double *mat, bool satfinite)
{
    Frag f = frag_of(o, t);
    for (unsigned l = 0; l < WARP; l++)
        for (unsigned e = 0; e < frag_len(&f); e++) {
            unsigned r, c;
            frag_pos(lay, &f, l, e, rows, cols, &r, &c);
            if (r >= rows || c >= cols)
                fault("%s: fragment element %u of lane %u outside the %ux%u matrix",
                      cur_in->opcode, e, l, rows, cols);
            frag_set(by_lane[l], &f, e, elem_bits(mat[r * cols + c], t, satfinite));
        }
}

/* D = A x B + C.  The model of the arithmetic (the PTX ISA leaves the
 * order and the precision of the inner sums to the implementation):
 * floating point -- the products summed in order of k in a double
 * (exact for f16, bf16 and tf32 products), C added, one rounding to the
 * type of D; f64 -- a chain of fused multiply-adds from C in order of k;
 * integers -- exact, then wrapped to 32 bits or, with .satfinite,
 * clamped; b1 -- the population count of A AND/XOR B per row and column. */
static void matmul(unsigned M, unsigned N, unsigned K, const double *A, const double *B,
                   const double *C, double *D, const MType *at, const char *bop)
{
    for (unsigned m = 0; m < M; m++)
        for (unsigned n = 0; n < N; n++) {
            double acc = 0;
            if (!strcmp(at->name, "f64")) {
                acc = C[m * N + n];
                for (unsigned k = 0; k < K; k++)
                    acc = fma(A[m * K + k], B[k * N + n], acc);
                D[m * N + n] = acc;
                continue;
            }
            for (unsigned k = 0; k < K; k++) {
                double a = A[m * K + k], b = B[k * N + n];
                if (bop)
                    acc += !strcmp(bop, "xor") ? (double)((int)a ^ (int)b) : (double)((int)a & (int)b);
                else
                    acc += a * b;
            }
            D[m * N + n] = acc + C[m * N + n];
        }
}

static void exec_matrix_mma(Thread **by_lane, const Instr *in, bool wmma)
{
    const Operand *o = in->ops;
    const MType *ty[4];
    int nt = matrix_types(in, ty, 4);
    unsigned M, N, K;
    if (!matrix_shape(in, &M, &N, &K) || in->nops != 4)
        unknown("matrix multiply without a shape or with other operands");
    const MType *dt, *at, *bt, *ct;
    if (nt == 2) /* wmma .f16/.f32 forms: dtype.ctype, A and B are f16 */
        dt = ty[0], ct = ty[1], at = bt = mtype("f16");
    else if (nt == 4)
        dt = ty[0], at = ty[1], bt = ty[2], ct = ty[3];
    else {
        unknown("matrix multiply types");
        return;
    }
    const char *bop = !strcmp(at->name, "b1") ? (has_mod(in, "and") ? "and" : "xor") : NULL;
    if (!wmma && M == 8 && N == 8 && K == 4 && strcmp(at->name, "f64"))
        unknown("mma.m8n8k4 with .f16 (quad-pair layout not modelled)");
    if (!wmma && (M != 16 && M != 8))
        unknown("mma shape");
    static double A[256 * 256], B[256 * 256], C[256 * 256], D[256 * 256];
    if (M * K > 256 * 256 || K * N > 256 * 256 || M * N > 256 * 256)
        unknown("matrix shape");
    gather(by_lane, &o[1], at, wmma ? FR_WMMA : FR_MMA_A, M, K, A);
    gather(by_lane, &o[2], bt, wmma ? FR_WMMA : FR_MMA_B, K, N, B);
    gather(by_lane, &o[3], ct, wmma ? FR_WMMA : FR_MMA_C, M, N, C);
    matmul(M, N, K, A, B, C, D, at, bop);
    scatter(by_lane, &o[0], dt, wmma ? FR_WMMA : FR_MMA_C, M, N, D, has_mod(in, "satfinite"));
}

/* The address of element (r, c) of a matrix in memory: row-major rows
 * `stride` elements apart, or column-major columns `stride` apart; in
 * bits, for the sub-byte types. */
static uint64_t elem_bitoff(bool col_major, uint64_t stride, unsigned r, unsigned c, unsigned bits)
{
    return (col_major ? (uint64_t)c * stride + r : (uint64_t)r * stride + c) * bits;
}

static double load_elem(Space sp, const Operand *addr, uint64_t bitoff, const MType *t)
{
    unsigned bytes = t->bits < 8 ? 1 : t->bits / 8;
    uint64_t v = load_bits(sp, addr, bitoff / 8 / bytes * bytes, bytes);
    if (t->bits < 8)
        v >>= bitoff % 8;
    return elem_value(v, t);
}

static void store_elem(Space sp, const Operand *addr, uint64_t bitoff, const MType *t,
                       uint64_t bits)
{
    if (t->bits < 8)
        fault("wmma.store of a sub-byte type");
    store_bits(sp, addr, bitoff / 8, t->bits / 8, bits);
}

/* wmma.load.{a,b,c}.sync.aligned.LAYOUT.SHAPE[.SPACE].TYPE {r..}, [p] [, stride]
 * wmma.store.d.sync.aligned.LAYOUT.SHAPE[.SPACE].TYPE [p], {r..} [, stride]
 * Each lane moves the elements its fragment holds (see frag_pos), from
 * or to its own address; stride in elements, by default the matrix's
 * row length (row) or column length (col). */
static void exec_wmma_move(Thread **by_lane, int n, const Instr *in)
{
    const MType *ty[2];
    unsigned M, N, K;
    if (matrix_types(in, ty, 2) != 1 || !matrix_shape(in, &M, &N, &K) || in->nmods < 3)
        unknown("wmma load/store form");
    bool store = !strcmp(in->mods[1], "store");
    char which = in->mods[2][0];
    unsigned rows = which == 'b' ? K : M, cols = which == 'a' ? K : N;
    bool col_major = has_mod(in, "col");
    Space sp = instr_space(in);
    const Operand *vec = &in->ops[store ? 1 : 0], *addr = &in->ops[store ? 0 : 1];
    for (int i = 0; i < n; i++) {
        cur = by_lane[i];
        uint64_t stride = in->nops > 2 ? rd(&in->ops[2]) : col_major ? rows : cols;
        Frag f = frag_of(vec, ty[0]);
        if (frag_len(&f) * WARP < rows * cols)
            fault("%s: %u registers do not hold a %ux%u matrix", in->opcode, vec->nvec, rows, cols);
        for (unsigned e = 0; e < frag_len(&f); e++) {
            unsigned r, c;
            frag_pos(FR_WMMA, &f, cur->lane, e, rows, cols, &r, &c);
            uint64_t off = elem_bitoff(col_major, stride, r, c, ty[0]->bits);
            if (store)
                store_elem(sp, addr, off, ty[0], frag_raw(cur, &f, e));
            else
                frag_set(cur, &f, e, elem_bits(load_elem(sp, addr, off, ty[0]), ty[0], false));
        }
    }
}

/* ldmatrix.sync.aligned.m8n8.xN[.trans][.shared].b16 d, [p] and
 * stmatrix.sync.aligned.m8n8.xN[.trans][.shared].b16 [p], r (PTX ISA,
 * "Warp-level matrix load/store instructions"): N 8x8 matrices of 16-bit
 * elements, each row 16 contiguous bytes; lanes 8m..8m+7 give the
 * addresses of the rows 0..7 of matrix m.  Register m of lane l holds
 * row l/4, columns 2*(l%4) and 2*(l%4)+1 of matrix m (the low half the
 * first); .trans holds the transpose: rows 2*(l%4) and 2*(l%4)+1 of
 * column l/4. */
static void exec_ldst_matrix(Thread **by_lane, const Instr *in)
{
    bool store = is(in, "stmatrix"), trans = has_mod(in, "trans");
    unsigned nmat = has_mod(in, "x4") ? 4 : has_mod(in, "x2") ? 2 : has_mod(in, "x1") ? 1 : 0;
    if (!nmat || !has_mod(in, "m8n8") || !has_mod(in, "b16"))
        unknown("ldmatrix/stmatrix form");
    Space sp = instr_space(in);
    const Operand *vec = &in->ops[store ? 1 : 0], *addr = &in->ops[store ? 0 : 1];
    if (vec->kind != OP_VEC || vec->nvec != (int)nmat)
        fault("%s: want %u registers", in->opcode, nmat);
    for (unsigned m = 0; m < nmat; m++)
        for (unsigned l = 0; l < WARP; l++)
            for (unsigned i = 0; i < 2; i++) {
                unsigned r = l / 4, c = 2 * (l % 4) + i;
                if (trans) {
                    unsigned x = r;
                    r = c, c = x;
                }
                cur = by_lane[8 * m + r]; /* the lane that holds row r's address */
                Slot *slot;
                uint64_t row = address(addr, sp, &slot);
                if (row % 16)
                    fault("%s: row address 0x%" PRIx64 " is not 16-byte aligned", in->opcode, row);
                uint64_t *reg = &by_lane[l]->frames[by_lane[l]->depth - 1].regs[vec->vec[m]];
                if (store)
                    store_bits(sp, addr, 2 * c, 2, (*reg >> (16 * i)) & 0xffff);
                else
                    *reg = (*reg & ~(UINT64_C(0xffff) << (16 * i))) |
                           load_bits(sp, addr, 2 * c, 2) << (16 * i);
            }
}

static bool matrix_op(const Instr *in)
{
    return is(in, "wmma") || (is(in, "mma") && has_mod(in, "sync")) || is(in, "ldmatrix") ||
           is(in, "stmatrix");
}

static void exec_matrix(Thread **by_lane, Thread **lanes, int n, const Instr *in)
{
    for (unsigned l = 0; l < WARP; l++)
        if (!by_lane[l])
            fault("%s needs every lane of the warp; lane %u is not there (exited, or at "
                  "another instruction)", in->opcode, l);
    if (is(in, "ldmatrix") || is(in, "stmatrix"))
        exec_ldst_matrix(by_lane, in);
    else if (is(in, "mma"))
        exec_matrix_mma(by_lane, in, false);
    else if (in->nmods > 1 && !strcmp(in->mods[1], "mma"))
        exec_matrix_mma(by_lane, in, true);
    else if (in->nmods > 1 && (!strcmp(in->mods[1], "load") || !strcmp(in->mods[1], "store")))
        exec_wmma_move(by_lane, n, in);
    else
        unknown("wmma form");
    (void)lanes;
}

/* ------------------------------------------------------------------ */
/* Warp collectives: run for a group of lanes at one instruction        */
/* ------------------------------------------------------------------ */
static void collective(Thread **lanes, int n)
{
    Instr *in = &lanes[0]->frames[lanes[0]->depth - 1].fn->code[lanes[0]->frames[lanes[0]->depth - 1].pc];
    cur_in = in;
    Ty ty[2];
    int nty = instr_types(in, ty, 2);
    Ty t = nty ? ty[0] : (Ty){TY_B, 32};
    uint32_t group = 0;
    uint64_t val[WARP] = {0}, val2[WARP] = {0};
    bool guard[WARP];
    Thread *by_lane[WARP] = {0};
    for (int i = 0; i < n; i++) {
        cur = lanes[i];
        group |= UINT32_C(1) << cur->lane;
        by_lane[cur->lane] = cur;
        Frame *fr = frame();
        guard[cur->lane] = in->pred < 0 || ((fr->regs[in->pred] & 1) != in->pred_neg);
    }
    const Operand *o = in->ops;
    int nops = in->nops;
    /* the member mask is the last operand (activemask has none) */
    for (int i = 0; i < n; i++) {
        cur = lanes[i];
        if (is(in, "activemask") || matrix_op(in))
            continue;
        uint32_t mask = (uint32_t)rd(&o[nops - 1]);
        if (is(in, "bar"))
            mask = (uint32_t)rd(&o[0]);
        for (unsigned l = 0; l < WARP; l++) {
            if (!(mask >> l & 1) || (group >> l & 1))
                continue;
            unsigned linear = cur->warp * WARP + l;
            if (linear < S->nthreads && S->threads[linear].state != T_EXIT)
                fault("%s: the member mask names lane %u, which is at another instruction",
                      in->opcode, l);
        }
    }
    if (matrix_op(in)) {
        exec_matrix(by_lane, lanes, n, in);
    } else if (is(in, "shfl")) {
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            val[cur->lane] = rd(&o[1]);
        }
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            unsigned lane = cur->lane, bval = (unsigned)rd(&o[2]) & 31;
            unsigned c = (unsigned)rd(&o[3]), cval = c & 31, seg = (c >> 8) & 31;
            unsigned maxl = (lane & seg) | (cval & ~seg), minl = lane & seg;
            int j;
            bool p;
            if (has_mod(in, "up")) j = (int)lane - (int)bval, p = j >= (int)maxl;
            else if (has_mod(in, "down")) j = (int)(lane + bval), p = j <= (int)maxl;
            else if (has_mod(in, "bfly")) j = (int)(lane ^ bval), p = j <= (int)maxl;
            else j = (int)(minl | (bval & ~seg)), p = j <= (int)maxl;
            if (!p || j < 0 || j >= WARP)
                j = (int)lane;
            if (!(group >> j & 1))
                fault("shfl.sync reads lane %d, which is not taking part", j);
            wr(&o[0], val[j], 32);
            if (o[0].nvec)
                frame()->regs[o[0].vec[0]] = p;
        }
    } else if (is(in, "vote")) {
        uint32_t ballot = 0;
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            if (rd(&o[1]) & 1)
                ballot |= UINT32_C(1) << cur->lane;
        }
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            uint64_t r = has_mod(in, "ballot") ? ballot
                       : has_mod(in, "all") ? ballot == group
                       : has_mod(in, "any") ? ballot != 0
                       : (ballot == group || ballot == 0); /* uni */
            wr(&o[0], r, has_mod(in, "ballot") ? 32 : 1);
        }
    } else if (is(in, "activemask")) {
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            wr(&o[0], group, 32);
        }
    } else if (is(in, "match")) {
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            val[cur->lane] = mask_bits(rd(&o[1]), t.bits);
        }
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            uint32_t same = 0;
            for (int k = 0; k < n; k++)
                if (val[lanes[k]->lane] == val[cur->lane])
                    same |= UINT32_C(1) << lanes[k]->lane;
            bool all = same == group;
            wr(&o[0], has_mod(in, "all") ? (all ? group : 0) : same, 32);
            if (o[0].nvec)
                frame()->regs[o[0].vec[0]] = all;
        }
    } else if (is(in, "redux")) {
        /* redux.sync.OP.TYPE d, a, membermask: OP over the lanes of the
         * group, every lane gets the result.  add wraps at 32 bits; and,
         * or, xor take .b32; min and max compare as .s32 or .u32. */
        static const char *const rops[] = {"add", "min", "max", "and", "or", "xor"};
        const char *rop = NULL;
        for (size_t k = 0; k < sizeof rops / sizeof rops[0]; k++)
            if (in->nmods > 2 && !strcmp(in->mods[2], rops[k]))
                rop = rops[k];
        if (!rop || is_float(t) || t.bits != 32)
            unknown("redux form");
        Ty it = t.k == TY_B ? (Ty){TY_U, 32} : t;
        uint64_t acc = 0;
        Instr fake = *in;
        fake.mods[0] = (char *)rop;
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            val2[i] = rd(&o[1]);
        }
        acc = val2[0];
        for (int i = 1; i < n; i++)
            acc = int_binop(&fake, it, acc, val2[i]);
        for (int i = 0; i < n; i++) {
            cur = lanes[i];
            wr(&o[0], acc, 32);
        }
    } /* bar.warp.sync: nothing but the meeting itself */
    (void)guard;
    (void)by_lane;
    for (int i = 0; i < n; i++) {
        lanes[i]->state = T_RUN;
        lanes[i]->frames[lanes[i]->depth - 1].pc++;
    }
}

/* ------------------------------------------------------------------ */
/* The scheduler: every CTA, each thread until it blocks                */
/* ------------------------------------------------------------------ */
static int cur_pc(Thread *t) { return t->frames[t->depth - 1].pc; }
static Func *cur_fn(Thread *t) { return t->frames[t->depth - 1].fn; }

/* Warps whose every live lane is blocked: run their collectives, one
 * group (lanes at one instruction) at a time.  True if any ran. */
static bool release_warps(void)
{
    bool any = false;
    for (unsigned w = 0; w * WARP < S->nthreads; w++) {
        Thread *lanes[WARP];
        int nwait = 0;
        bool all_blocked = true;
        for (unsigned l = 0; l < WARP && w * WARP + l < S->nthreads; l++) {
            Thread *t = &S->threads[w * WARP + l];
            if (t->state == T_RUN)
                all_blocked = false;
            if (t->state == T_WARP)
                lanes[nwait++] = t;
        }
        if (!all_blocked || !nwait)
            continue;
        /* the group of the first waiting lane: every lane at its instruction */
        Thread *group[WARP];
        int ng = 0;
        for (int i = 0; i < nwait; i++)
            if (cur_pc(lanes[i]) == cur_pc(lanes[0]) && cur_fn(lanes[i]) == cur_fn(lanes[0]) &&
                lanes[i]->depth == lanes[0]->depth)
                group[ng++] = lanes[i];
        collective(group, ng);
        any = true;
    }
    return any;
}

static bool release_barrier(void)
{
    unsigned live = 0, waiting = 0;
    for (unsigned i = 0; i < S->nthreads; i++) {
        Thread *t = &S->threads[i];
        if (t->state != T_EXIT)
            live++;
        if (t->state == T_BAR)
            waiting++;
        if (t->state == T_RUN || t->state == T_WARP)
            return false;
    }
    if (!waiting || waiting != live)
        return false;
    for (unsigned i = 0; i < S->nthreads; i++) {
        Thread *t = &S->threads[i];
        if (t->state == T_BAR) {
            t->state = T_RUN;
            t->frames[t->depth - 1].pc++;
        }
    }
    return true;
}

static void run_cta(void)
{
    memset(S->shared, 0, S->shared_size);
    for (unsigned i = 0; i < S->nthreads; i++) {
        Thread *t = &S->threads[i];
        memset(t, 0, sizeof *t);
        t->linear = i;
        t->tid[0] = i % S->block[0];
        t->tid[1] = (i / S->block[0]) % S->block[1];
        t->tid[2] = i / (S->block[0] * S->block[1]);
        t->lane = i % WARP;
        t->warp = i / WARP;
        cur = t;
        push_frame(S->kernel, NULL);
        t->state = T_RUN;
    }
    for (;;) {
        bool ran = false;
        for (unsigned i = 0; i < S->nthreads; i++) {
            cur = &S->threads[i];
            while (cur->state == T_RUN && step())
                ran = true;
            ran = true;
        }
        cur = NULL;
        cur_in = NULL;
        if (release_warps() || release_barrier())
            continue;
        unsigned live = 0;
        for (unsigned i = 0; i < S->nthreads; i++)
            live += S->threads[i].state != T_EXIT;
        if (!live)
            break;
        (void)ran;
        for (unsigned i = 0; i < S->nthreads; i++)
            if (S->threads[i].state == T_BAR || S->threads[i].state == T_WARP) {
                cur = &S->threads[i];
                Frame *fr = frame();
                cur_in = &fr->fn->code[fr->pc];
                fault("deadlock: this thread waits, and no thread of its CTA can run "
                      "(a barrier or warp collective not every thread reaches)");
            }
    }
    for (unsigned i = 0; i < S->nthreads; i++) {
        free(S->threads[i].local);
        free(S->threads[i].frames);
    }
}

/* ------------------------------------------------------------------ */
/* The command line                                                     */
/* ------------------------------------------------------------------ */
static void parse_dims(const char *s, unsigned d[3])
{
    d[0] = d[1] = d[2] = 1;
    if (sscanf(s, "%u,%u,%u", &d[0], &d[1], &d[2]) < 1 || !d[0] || !d[1] || !d[2])
        die(1, "bad dimensions '%s' (want X[,Y[,Z]])", s);
}

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die(1, "cannot read '%s': %s", path, strerror(errno));
    size_t cap = 1 << 16, n = 0;
    uint8_t *buf = xcalloc(cap, 1);
    size_t k;
    while ((k = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += k;
        if (n + 1 >= cap)
            buf = xrealloc(buf, cap *= 2);
    }
    fclose(f);
    buf[n] = 0;
    *len = n;
    return buf;
}

/* INIT of a buffer: zero, file:PATH, or one of the generated patterns
 * (the same bytes on every run): iota32 (0, 1, 2, ... as u32), ramp32f
 * (1.0, 1.1, 1.2, ... 7.3 as f32, repeating), ramp64f (as f64), small8
 * (bytes i % 7); for the matrix tests, iota16 (0, 1, 2, ... as u16),
 * half13 (element i is (i % 13) - 6 as f16) and iota64f (element i is
 * (i % 11) - 5 as f64): small integers, so that products and sums are
 * exact and a test can state them.  The ramps' steps are not powers of two, so products and
 * sums round: a fused multiply-add gives other bits than a multiply and an
 * add, and a test sees which one the code did. */
static void init_buffer(Buffer *b, const char *init)
{
    if (!strcmp(init, "zero"))
        return;
    if (!strncmp(init, "file:", 5)) {
        size_t n;
        uint8_t *d = read_file(init + 5, &n);
        memcpy(b->data, d, n < b->size ? n : b->size);
        free(d);
        return;
    }
    for (uint64_t i = 0; i < b->size; i++) {
        if (!strcmp(init, "iota32") && i % 4 == 0 && i + 4 <= b->size) {
            uint32_t v = (uint32_t)(i / 4);
            memcpy(b->data + i, &v, 4);
        } else if (!strcmp(init, "ramp32f") && i % 4 == 0 && i + 4 <= b->size) {
            float v = 1.0f + 0.1f * (float)(i / 4 % 64);
            memcpy(b->data + i, &v, 4);
        } else if (!strcmp(init, "ramp64f") && i % 8 == 0 && i + 8 <= b->size) {
            double v = 1.0 + 0.1 * (double)(i / 8 % 64);
            memcpy(b->data + i, &v, 8);
        } else if (!strcmp(init, "small8")) {
            b->data[i] = (uint8_t)(i % 7);
        } else if (!strcmp(init, "iota16") && i % 2 == 0 && i + 2 <= b->size) {
            uint16_t v = (uint16_t)(i / 2);
            memcpy(b->data + i, &v, 2);
        } else if (!strcmp(init, "half13") && i % 2 == 0 && i + 2 <= b->size) {
            uint16_t v = f32_to_f16((float)((int)(i / 2 % 13) - 6));
            memcpy(b->data + i, &v, 2);
        } else if (!strcmp(init, "iota64f") && i % 8 == 0 && i + 8 <= b->size) {
            double v = (double)(i / 8 % 11) - 5;
            memcpy(b->data + i, &v, 8);
        } else if (strcmp(init, "iota32") && strcmp(init, "ramp32f") && strcmp(init, "ramp64f") &&
                   strcmp(init, "iota16") && strcmp(init, "half13") && strcmp(init, "iota64f")) {
            die(1, "unknown buffer initializer '%s'", init);
        }
    }
}

/* Lay out the kernel's parameters in its .param space and fill them from
 * the ARG words, in order. */
static void bind_args(int argc, char **argv)
{
    Func *k = S->kernel;
    if (argc != k->nparams)
        die(1, "kernel '%s' has %d parameters, %d given", k->name, k->nparams, argc);
    uint64_t top = 0;
    for (int i = 0; i < k->nparams; i++) {
        Var *p = &k->params[i];
        S->kparam_size = align_up(S->kparam_size, p->align ? p->align : 1);
        p->addr = S->kparam_size;
        S->kparam_size += p->size;
        if (S->kparam_size > sizeof S->kparams)
            die(1, "kernel parameters larger than %zu bytes", sizeof S->kparams);
        char *a = argv[i], *colon = strchr(a, ':');
        if (!colon)
            die(1, "argument '%s': want TYPE:VALUE", a);
        uint8_t *dst = S->kparams + p->addr;
        uint64_t v = 0;
        if (!strncmp(a, "buf:", 4)) {
            char *spec = xstrndup(a + 4, strlen(a + 4));
            char *size = strtok(spec, ":"), *init = strtok(NULL, ":"), *out = strtok(NULL, "");
            if (!size || !init)
                die(1, "argument '%s': want buf:BYTES:INIT[:OUT]", a);
            if (S->nbufs == (int)(sizeof S->bufs / sizeof S->bufs[0]))
                die(1, "too many buffers");
            Buffer *b = &S->bufs[S->nbufs++];
            b->size = strtoull(size, NULL, 0);
            b->addr = GLOBAL_BASE + top;
            top = align_up(top + b->size + 256, 256);
            b->data = xcalloc(b->size, 1);
            b->out = out;
            init_buffer(b, init);
            v = b->addr;
            memcpy(dst, &v, p->size < 8 ? p->size : 8);
        } else if (!strncmp(a, "bytes:", 6)) {
            const char *h = a + 6;
            for (uint64_t j = 0; j < p->size && h[0] && h[1]; j++, h += 2) {
                unsigned byte;
                sscanf(h, "%2x", &byte);
                dst[j] = (uint8_t)byte;
            }
        } else if (!strncmp(a, "f32:", 4)) {
            float f = strtof(colon + 1, NULL);
            memcpy(dst, &f, 4);
        } else if (!strncmp(a, "f64:", 4)) {
            double d = strtod(colon + 1, NULL);
            memcpy(dst, &d, 8);
        } else {
            v = (uint64_t)strtoll(colon + 1, NULL, 0);
            /* u8 s8 i8, u16 s16 i16, u32 s32 i32, u64 s64 i64 */
            unsigned bits = (unsigned)strtoul(a + 1, NULL, 10);
            if (!strchr("usi", a[0]) || !(bits == 8 || bits == 16 || bits == 32 || bits == 64))
                die(1, "argument '%s': unknown type", a);
            unsigned bytes = bits / 8;
            memcpy(dst, &v, bytes < p->size ? bytes : p->size);
        }
    }
    /* the module's own .global variables are buffers too */
    for (int i = 0; i < S->prog->nvars; i++) {
        Var *gv = &S->prog->vars[i];
        if (gv->space != SP_GLOBAL || !gv->size)
            continue;
        Buffer *b = &S->bufs[S->nbufs++];
        b->addr = gv->addr;
        b->size = gv->size;
        b->data = xcalloc(gv->size, 1);
        if (gv->init)
            memcpy(b->data, gv->init, gv->size);
    }
}

int main(int argc, char **argv)
{
    static Sim sim;
    S = &sim;
    S->out = stdout;
    const char *file = NULL, *kname = NULL;
    char **args = xcalloc((size_t)argc, sizeof *args);
    int nargs = 0;
    S->grid[0] = S->grid[1] = S->grid[2] = 1;
    S->block[0] = S->block[1] = S->block[2] = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--grid") && i + 1 < argc)
            parse_dims(argv[++i], S->grid);
        else if (!strcmp(argv[i], "--block") && i + 1 < argc)
            parse_dims(argv[++i], S->block);
        else if (!strcmp(argv[i], "--shared") && i + 1 < argc)
            S->dyn_shared = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--trace"))
            S->trace = true;
        else if (!strcmp(argv[i], "--help")) {
            printf("usage: ptxsim FILE.ptx KERNEL --grid X[,Y[,Z]] --block X[,Y[,Z]] "
                   "[--shared BYTES] [--trace] ARG...\n");
            return 0;
        } else if (!file)
            file = argv[i];
        else if (!kname)
            kname = argv[i];
        else
            args[nargs++] = argv[i];
    }
    if (!file || !kname)
        die(1, "usage: ptxsim FILE.ptx KERNEL --grid X --block X ARG... (--help)");
    size_t len;
    char *text = (char *)read_file(file, &len);
    S->prog = parse_program(text, len);
    for (int i = 0; i < S->prog->nfuncs; i++)
        if (S->prog->funcs[i].entry && !strcmp(S->prog->funcs[i].name, kname))
            S->kernel = &S->prog->funcs[i];
    if (!S->kernel)
        die(1, "no kernel '%s' in %s", kname, file);
    bind_args(nargs, args);
    S->nthreads = S->block[0] * S->block[1] * S->block[2];
    if (S->nthreads > 1024)
        die(1, "a CTA has at most 1024 threads");
    S->shared_size = align_up(S->prog->shared_size, 16) + S->dyn_shared;
    S->shared = xcalloc(S->shared_size + 1, 1);
    S->threads = xcalloc(S->nthreads, sizeof *S->threads);
    for (S->ctaid[2] = 0; S->ctaid[2] < S->grid[2]; S->ctaid[2]++)
        for (S->ctaid[1] = 0; S->ctaid[1] < S->grid[1]; S->ctaid[1]++)
            for (S->ctaid[0] = 0; S->ctaid[0] < S->grid[0]; S->ctaid[0]++)
                run_cta();
    for (int i = 0; i < S->nbufs; i++) {
        Buffer *b = &S->bufs[i];
        if (!b->out)
            continue;
        FILE *f = fopen(b->out, "wb");
        if (!f || fwrite(b->data, 1, b->size, f) != b->size || fclose(f))
            die(1, "cannot write '%s'", b->out);
    }
    return 0;
}
