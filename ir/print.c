/*
 * ir/print.c -- write a Module back out as LLVM IR text.
 *
 * Duties:
 *   - module_print: the whole module, in LLVM's section order (header,
 *     module asm, struct types, comdats, globals, aliases, functions,
 *     attribute groups, named metadata, numbered metadata), in a form that
 *     tnvcc's parser (and llvm-as, for what it knows) reads back.
 *   - value_print_operand: one value as `TYPE value`, for diagnostics.
 *   - Small shared helpers: name quoting, string escaping, wide integers.
 *
 * Speed.  Everything goes through an IrOut (ir/out.h): a buffer handed to
 * stdio in 64 KiB pieces, with numbers formatted by hand, because printing
 * a large module is millions of tiny pieces.  The other costs that matter
 * on a module like libdevice (2.3 MB of text) are noted where they are
 * paid: the numbering cursor, the cache of float spellings.
 *
 * The test that matters is the round-trip fixpoint:
 *     print(parse(print(parse(x)))) == print(parse(x))
 * so everything the parser keeps must be printed, and printed in one
 * canonical way (the parser's freedom of spelling ends here).
 *
 * Numbering.  Values without a name print as %N / @N.  Like LLVM, we
 * number them in print order: for a function, unnamed arguments first,
 * then for each block the block itself (if unnamed) and its unnamed
 * instructions with results.  The unnamed entry block takes a number but
 * gets no label line.  Unnamed globals are numbered over variables, then
 * aliases, then functions.  Numbers live in the printer (a SlotMap, a
 * small pointer hash table, and for a function's instructions and blocks
 * arrays indexed by their positions: see LocalSlots), never in the IR, so
 * printing changes nothing; a function's are handed out by a cursor just
 * ahead of the printing (see Numbering).
 *
 * Invariants:
 *   - Printing does not modify the module (all arguments are const).
 *   - Legacy GEP `inrange` (Instr/Const.inrange_idx = k) is printed before
 *     operand ops[k] (k >= 1; ops[0] is the base pointer).
 *   - No global mutable state: the Printer context lives on the stack.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ir/out.h"

/* ---- slot maps: Value* -> number ----------------------------------- */

/* Open addressing with linear probing, at most half full.  An entry is in
 * use when its `gen` is the map's current generation, so emptying the map
 * for the next function is one increment, whatever its size; the map
 * keeps the capacity the largest function needed.  Key, number and
 * generation share 16 bytes, so a probe touches one cache line. */
typedef struct SlotEntry {
    const void *key;
    uint32_t val;
    uint32_t gen;
} SlotEntry;

typedef struct SlotMap {
    SlotEntry *e;
    size_t cap, n;
    uint32_t gen;       /* entries with this generation are in use */
} SlotMap;

enum {
    SLOTS_MIN = 64,         /* capacity of a new map */
    SLOTS_KEEP_MAX = 1024,  /* slots_clear keeps a map up to this size */
};

static size_t slot_hash(const void *p, size_t cap)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x & (cap - 1);
}

/* The entry for k, or the empty one where k would go. */
static SlotEntry *slot_find(const SlotMap *s, const void *k)
{
    size_t i = slot_hash(k, s->cap);
    while (s->e[i].gen == s->gen && s->e[i].key != k)
        i = (i + 1) & (s->cap - 1);
    return &s->e[i];
}

static void slots_grow(SlotMap *s)
{
    SlotMap old = *s;
    s->cap = old.cap ? old.cap * 2 : SLOTS_MIN;
    s->e = calloc(s->cap, sizeof *s->e); /* generation 0: all empty */
    s->gen = 1;
    if (!s->e)
        BUG("out of memory numbering values");
    for (size_t i = 0; i < old.cap; i++)
        if (old.e[i].gen == old.gen) {
            SlotEntry *e = slot_find(s, old.e[i].key);
            *e = old.e[i];
            e->gen = s->gen;
        }
    free(old.e);
}

static void slots_put(SlotMap *s, const void *k, uint32_t v)
{
    if (2 * (s->n + 1) > s->cap)
        slots_grow(s);
    SlotEntry *e = slot_find(s, k);
    if (e->gen != s->gen)
        s->n++;
    *e = (SlotEntry){k, v, s->gen};
}

static bool slots_get(const SlotMap *s, const void *k, uint32_t *v)
{
    if (!s->cap)
        return false;
    const SlotEntry *e = slot_find(s, k);
    if (e->gen != s->gen)
        return false;
    *v = e->val;
    return true;
}

static void slots_free(SlotMap *s)
{
    free(s->e);
    memset(s, 0, sizeof *s);
}

/* Empty the map for the next function, keeping its memory -- unless a
 * big function left it much larger than the usual one needs: probing a
 * sparse table that size would miss the cache on every lookup. */
static void slots_clear(SlotMap *s)
{
    if (s->cap > SLOTS_KEEP_MAX) {
        slots_free(s);
        return;
    }
    s->n = 0;
    if (++s->gen == 0) { /* after 2^32 clears: start the count again */
        if (s->e)
            memset(s->e, 0, s->cap * sizeof *s->e);
        s->gen = 1;
    }
}

static bool has_name(const Value *v) { return v->name && v->name[0]; }

/* ---- a function's numbers: by position, else in a SlotMap ------------- */

/* The parser gives every instruction its position in the function
 * (Instr.pos) and every block its index, in print order.  So a function's
 * numbers can live in arrays indexed by those, where finding one is a
 * load instead of a hash probe into a table much larger than the cache
 * lines it needs.  Positions are only a hint here -- a pass may have
 * added instructions without one, or left two with the same -- so an
 * entry also records whose number it is and for which function (`gen`);
 * a value whose entry is not its own goes to the SlotMap, as all values
 * did before. */
typedef struct PosSlot {
    const void *owner;  /* the value numbered here */
    uint32_t n;         /* its number */
    uint32_t gen;       /* the function it was numbered for */
} PosSlot;

typedef struct PosSlots {
    PosSlot *e;
    size_t cap;
} PosSlots;

typedef struct LocalSlots {
    SlotMap map;        /* arguments, and what the arrays cannot take */
    PosSlots instrs;    /* by Instr.pos */
    PosSlots blocks;    /* by Block.index */
    uint32_t gen;       /* the function being numbered (never 0) */
} LocalSlots;

/* A position is taken into the array if it is below twice its size (plus
 * a little): the array grows by doubling, so its size stays within a
 * small factor of the largest function's, whatever positions it meets. */
enum { POS_MIN = 256 };

static PosSlot *pos_entry(PosSlots *a, uint32_t key)
{
    if (key >= a->cap) {
        if ((uint64_t)key >= 2 * (uint64_t)a->cap + POS_MIN)
            return NULL;
        size_t ncap = a->cap ? a->cap : POS_MIN;
        while (ncap <= key)
            ncap *= 2;
        PosSlot *ne = realloc(a->e, ncap * sizeof *ne);
        if (!ne)
            BUG("out of memory numbering values");
        memset(ne + a->cap, 0, (ncap - a->cap) * sizeof *ne);
        a->e = ne;
        a->cap = ncap;
    }
    return &a->e[key];
}

/* v (an instruction or block at `key`) gets number n. */
static void pos_put(LocalSlots *ls, PosSlots *a, uint32_t key, const void *v, uint32_t n)
{
    PosSlot *e = pos_entry(a, key);
    if (e && e->gen != ls->gen)
        *e = (PosSlot){v, n, ls->gen};
    else /* out of range, or the place is taken in this function */
        slots_put(&ls->map, v, n);
}

static inline bool pos_get(const LocalSlots *ls, const PosSlots *a, uint32_t key,
                    const void *v, uint32_t *n)
{
    if (key < a->cap && a->e[key].owner == v && a->e[key].gen == ls->gen) {
        *n = a->e[key].n;
        return true;
    }
    return slots_get(&ls->map, v, n);
}

static void locals_put(LocalSlots *ls, const Value *v, uint32_t n)
{
    if (v->kind == VK_INSTR)
        pos_put(ls, &ls->instrs, ((const Instr *)v)->pos, v, n);
    else if (v->kind == VK_BLOCK)
        pos_put(ls, &ls->blocks, ((const Block *)v)->index, v, n);
    else
        slots_put(&ls->map, v, n);
}

static inline bool locals_get(const LocalSlots *ls, const Value *v, uint32_t *n)
{
    if (v->kind == VK_INSTR)
        return pos_get(ls, &ls->instrs, ((const Instr *)v)->pos, v, n);
    if (v->kind == VK_BLOCK)
        return pos_get(ls, &ls->blocks, ((const Block *)v)->index, v, n);
    return slots_get(&ls->map, v, n);
}

/* Forget the numbers for the next function: a new generation. */
static void locals_clear(LocalSlots *ls)
{
    slots_clear(&ls->map);
    if (++ls->gen == 0) { /* wrapped: no stale entry may look current */
        if (ls->instrs.e)
            memset(ls->instrs.e, 0, ls->instrs.cap * sizeof(PosSlot));
        if (ls->blocks.e)
            memset(ls->blocks.e, 0, ls->blocks.cap * sizeof(PosSlot));
        ls->gen = 1;
    }
}

static void locals_free(LocalSlots *ls)
{
    slots_free(&ls->map);
    free(ls->instrs.e);
    free(ls->blocks.e);
    memset(ls, 0, sizeof *ls);
}

/* The numbering cursor.  It walks a function in print order -- unnamed
 * arguments, then each block's label and its instructions -- and gives
 * every unnamed value the next number.  The printer moves it only as far
 * as the values it has to print: normally just up to the instruction being
 * printed, further ahead for a forward reference (a phi operand, a branch
 * to a later block).  So each instruction is read while it is being
 * printed, instead of in a separate pass over the whole function first
 * (which, on a module larger than the cache, read everything twice). */
typedef struct Numbering {
    const Global *fn;   /* the function being numbered; NULL = none */
    const Block *b;     /* the cursor's block; NULL once past the end */
    const Instr *i;     /* b's next instruction (after b's label) */
    bool label_done;    /* b's label has been numbered */
    uint32_t next;      /* the number the next unnamed value gets */
} Numbering;

static void numbering_start(Numbering *c, LocalSlots *s, const Global *fn)
{
    *c = (Numbering){.fn = fn, .b = fn->first};
    for (uint32_t k = 0; k < fn->nargs; k++)
        if (!has_name(&fn->args[k]->v))
            locals_put(s, &fn->args[k]->v, c->next++);
}

/* The arena lays out a function's instructions, each followed by its
 * operand array, in program order, so the memory just past the
 * instruction being numbered holds the next few.  Reaching them through
 * the `next` pointers would wait for memory at every step (by the time a
 * large module is printed, it is no longer in the cache); asking early
 * for the bytes PREFETCH_AHEAD further on, PREFETCH_SPAN (about one
 * instruction's worth) per step, keeps the walk supplied.  A hint only:
 * a wrong guess costs some bandwidth, never correctness. */
enum { PREFETCH_AHEAD = 2048, PREFETCH_SPAN = 512, CACHE_LINE = 64 };

static void prefetch_stream(const void *at)
{
#if defined(__GNUC__)
    const char *p = (const char *)at + PREFETCH_AHEAD;
    for (int k = 0; k < PREFETCH_SPAN; k += CACHE_LINE)
        __builtin_prefetch(p + k);
#else
    (void)at;
#endif
}

/* Number the next block label or instruction; return it, or NULL when the
 * function has no more. */
static const void *numbering_step(Numbering *c, LocalSlots *s)
{
    while (c->b) {
        if (!c->label_done) {
            c->label_done = true;
            c->i = c->b->first;
            if (!has_name(&c->b->v))
                locals_put(s, &c->b->v, c->next++);
            return c->b;
        }
        if (c->i) {
            const Instr *i = c->i;
            c->i = i->next;
            prefetch_stream(i);
            if (instr_has_result(i) && !has_name(&i->v))
                locals_put(s, &i->v, c->next++);
            return i;
        }
        c->b = c->b->next;
        c->label_done = false;
    }
    return NULL;
}

/* Move the cursor until it has passed v (or the function ends). */
static void numbering_reach(Numbering *c, LocalSlots *s, const Value *v)
{
    const void *seen;
    while ((seen = numbering_step(c, s)) && seen != (const void *)v)
        ;
}

/* Number all of fn at once (for a value of another function). */
static void number_function(LocalSlots *s, const Global *fn)
{
    Numbering c;
    numbering_start(&c, s, fn);
    while (numbering_step(&c, s))
        ;
}

static void number_globals(SlotMap *s, const Module *m)
{
    uint32_t n = 0;
    const Global *lists[3] = {m->globals, m->aliases, m->funcs};
    for (int l = 0; l < 3; l++)
        for (const Global *g = lists[l]; g; g = g->next)
            if (!has_name(&g->v))
                slots_put(s, g, n++);
}

/* The printer's context. */
typedef struct Printer {
    IrOut *o;
    const Module *m;     /* NULL when printing one value for a message */
    SlotMap globals;     /* unnamed globals */
    LocalSlots locals;   /* unnamed values of the current function */
    Numbering num;       /* the cursor filling `locals` */
    SlotMap fp_index;    /* float/double Const -> index into fp_texts */
    Vec fp_texts;        /* FpText: each constant's spelling, decided once */
    struct NameSeen *names; /* NAMES_SEEN entries, or NULL (see print_name) */
} Printer;

static void printer_free(Printer *p)
{
    free(p->names);
    slots_free(&p->globals);
    locals_free(&p->locals);
    slots_free(&p->fp_index);
    vec_free(&p->fp_texts);
}

/* ---- small pieces of text ------------------------------------------ */

/* `\XX`: a byte as LLVM escapes it in strings and names. */
static void write_hex_escape(IrOut *o, unsigned char c)
{
    out_c(o, '\\');
    out_hex(o, c, 2);
}

/* `%N`, `@N`, `!N`: a sigil and a number. */
static void write_slot(IrOut *o, char sigil, uint32_t n)
{
    out_c(o, sigil);
    out_u64(o, n);
}

static void write_word(IrOut *o, const char *pre, const char *word)
{
    out_s(o, pre);
    out_s(o, word);
}

static void write_between(IrOut *o, const char *pre, const char *word,
                          const char *post)
{
    out_s(o, pre);
    out_s(o, word);
    out_s(o, post);
}

/* `prefix` and then `digits` upper-case hex digits: 0x3FF0000000000000,
 * 0xH3C00 (half). */
static void write_hex_const(IrOut *o, const char *prefix, uint64_t v,
                            int digits)
{
    out_s(o, prefix);
    out_hex(o, v, digits);
}

/* Nine decimal digits, zero-padded: wide integers print in base 10^9. */
static void write_9_digits(IrOut *o, uint32_t v)
{
    char tmp[9];
    for (int k = 9; k-- > 0; v /= 10)
        tmp[k] = (char)('0' + v % 10);
    out_mem(o, tmp, sizeof tmp);
}

/* ---- names and strings --------------------------------------------- */

/* [-a-zA-Z$._0-9]: the bytes of a name LLVM writes without quotes, as a
 * table (the test runs on every byte of every name printed, and of every
 * name the lexer's shortcut reads: frontend/scan.h). */
const bool ir_name_chars[256] = {
    ['-'] = true, ['$'] = true, ['.'] = true, ['_'] = true,
    ['0'] = true, ['1'] = true, ['2'] = true, ['3'] = true, ['4'] = true,
    ['5'] = true, ['6'] = true, ['7'] = true, ['8'] = true, ['9'] = true,
    ['a'] = true, ['b'] = true, ['c'] = true, ['d'] = true, ['e'] = true,
    ['f'] = true, ['g'] = true, ['h'] = true, ['i'] = true, ['j'] = true,
    ['k'] = true, ['l'] = true, ['m'] = true, ['n'] = true, ['o'] = true,
    ['p'] = true, ['q'] = true, ['r'] = true, ['s'] = true, ['t'] = true,
    ['u'] = true, ['v'] = true, ['w'] = true, ['x'] = true, ['y'] = true,
    ['z'] = true,
    ['A'] = true, ['B'] = true, ['C'] = true, ['D'] = true, ['E'] = true,
    ['F'] = true, ['G'] = true, ['H'] = true, ['I'] = true, ['J'] = true,
    ['K'] = true, ['L'] = true, ['M'] = true, ['N'] = true, ['O'] = true,
    ['P'] = true, ['Q'] = true, ['R'] = true, ['S'] = true, ['T'] = true,
    ['U'] = true, ['V'] = true, ['W'] = true, ['X'] = true, ['Y'] = true,
    ['Z'] = true,
};

static bool ident_char(unsigned char c) { return ir_name_chars[c]; }

void ir_write_escaped(IrOut *out, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            out_c(out, (char)c);
        else
            write_hex_escape(out, c);
    }
}

/* A name is bare when it matches [-a-zA-Z$._][-a-zA-Z$._0-9]*.  Returns
 * whether it is, and its length in *len: one pass over the name serves
 * both the test and the copy (names are a large part of the output). */
static bool name_is_bare(const char *name, size_t *len)
{
    bool bare = name[0] && !(name[0] >= '0' && name[0] <= '9');
    const char *p = name;
    for (; *p; p++)
        bare = bare && ident_char((unsigned char)*p);
    *len = (size_t)(p - name);
    return bare;
}

static void print_name_body(IrOut *out, const char *name)
{
    size_t len;
    if (name_is_bare(name, &len)) {
        out_mem(out, name, len);
        return;
    }
    out_c(out, '"');
    ir_write_escaped(out, name, len);
    out_c(out, '"');
}

void ir_write_name(IrOut *out, char sigil, const char *name)
{
    out_c(out, sigil);
    print_name_body(out, name);
}

/* What print_name_body found out about a name, kept by the name's
 * address: a value's name is printed at its definition and again at every
 * use, and testing each byte each time was a tenth of the printing.  A
 * direct-mapped cache: a clash just replaces the entry. */
typedef struct NameSeen {
    const char *name;
    size_t len;
    bool bare;
} NameSeen;

enum { NAMES_SEEN = 1024 }; /* a power of two */

/* `sigil` + name, as ir_write_name, for the printer's many values (only
 * a whole module's printer has the cache). */
static void print_name(Printer *p, char sigil, const char *name)
{
    if (!p->names) {
        ir_write_name(p->o, sigil, name);
        return;
    }
    uint64_t h = (uint64_t)(uintptr_t)name * 0x9e3779b97f4a7c15ull;
    NameSeen *e = &p->names[(h >> 32) & (NAMES_SEEN - 1)];
    if (e->name != name) {
        e->name = name;
        e->bare = name_is_bare(name, &e->len);
    }
    out_c(p->o, sigil);
    if (e->bare) {
        out_mem(p->o, name, e->len);
        return;
    }
    out_c(p->o, '"');
    ir_write_escaped(p->o, name, e->len);
    out_c(p->o, '"');
}


/* The FILE* forms of ir.h, each a small IrOut around its writer form. */
void ir_print_escaped(FILE *out, const char *s, size_t n)
{
    char buf[IR_OUT_SMALL];
    IrOut o;
    out_init(&o, out, buf, sizeof buf);
    ir_write_escaped(&o, s, n);
    out_flush(&o);
}

void ir_print_name(FILE *out, char sigil, const char *name)
{
    char buf[IR_OUT_SMALL];
    IrOut o;
    out_init(&o, out, buf, sizeof buf);
    ir_write_name(&o, sigil, name);
    out_flush(&o);
}

static void print_quoted(IrOut *out, const char *s, size_t n)
{
    out_c(out, '"');
    ir_write_escaped(out, s, n);
    out_c(out, '"');
}

/* ---- integers ------------------------------------------------------- */

/* Divide the little-endian number w[0..n) by 10^9 in place; return the
 * remainder.  Works on 32-bit halves so every step fits in 64 bits. */
static uint32_t div_1e9(uint64_t *w, size_t n)
{
    uint64_t rem = 0;
    for (size_t i = n; i-- > 0;) {
        uint64_t hi = (rem << 32) | (w[i] >> 32);
        rem = hi % 1000000000u;
        uint64_t lo = (rem << 32) | (w[i] & 0xffffffffu);
        rem = lo % 1000000000u;
        w[i] = ((hi / 1000000000u) << 32) | (lo / 1000000000u);
    }
    return (uint32_t)rem;
}

/* Signed decimal of a two's-complement integer wider than 64 bits. */
static void print_wide_int(IrOut *out, const uint64_t *words, uint32_t bits)
{
    size_t n = (bits + 63) / 64;
    uint64_t *w = malloc(n * sizeof *w);
    uint32_t *chunks = malloc((n * 20 / 9 + 2) * sizeof *chunks);
    if (!w || !chunks)
        BUG("out of memory printing a wide integer");
    memcpy(w, words, n * sizeof *w);
    bool neg = (w[n - 1] >> ((bits - 1) % 64)) & 1;
    if (neg) { /* negate within the width: ~w + 1, then mask */
        uint64_t carry = 1;
        for (size_t i = 0; i < n; i++) {
            w[i] = ~w[i] + carry;
            carry = carry && w[i] == 0;
        }
        if (bits % 64)
            w[n - 1] &= (1ull << (bits % 64)) - 1;
    }
    size_t nc = 0, top = n;
    do {
        chunks[nc++] = div_1e9(w, top);
        while (top > 0 && w[top - 1] == 0)
            top--;
    } while (top > 0);
    if (neg)
        out_c(out, '-');
    out_u64(out, chunks[nc - 1]);
    while (nc-- > 1)
        write_9_digits(out, chunks[nc - 1]);
    free(w);
    free(chunks);
}

void const_int_write(IrOut *out, const Const *c)
{
    if (c->v.type->bits <= 64)
        out_i64(out, const_int_sext(c));
    else
        print_wide_int(out, c->words, c->v.type->bits);
}

void const_int_print(FILE *out, const Const *c)
{
    char buf[IR_OUT_SMALL];
    IrOut o;
    out_init(&o, out, buf, sizeof buf);
    const_int_write(&o, c);
    out_flush(&o);
}

/* ---- floating point -------------------------------------------------- */

static uint64_t dbits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

/* float/double: `%e` with six digits when that string, read back as a
 * double, is exactly the value; otherwise the value as a double in hex.
 * This is LLVM's rule, also for float (whose values are all exact
 * doubles): 0.1f prints as 0x3FB99999A0000000, since "1.000000e-01" reads
 * back as the double 0.1, not as 0.1f widened.
 * The decimal text (or "" for hex) goes into `text`; a finite double's
 * `%.6e` is at most 14 characters ("-1.797693e+308"). */
typedef struct FpText {
    char s[16];
} FpText;

/* Can d surely not be spelled exactly by `%.6e`?  A test without printf
 * and strtod (a thousand instructions each), for most constants of
 * numeric code.  `%.6e` writes N * 10^q, the 7-digit decimal nearest d;
 * strtod reads back the double nearest that, which is d only if d lies
 * within half a unit in the last place (d * 2^-53, about 10^(q-9)) of it.
 * Scaled by 10^-q, d is x in [10^6, 10^7) and N is the integer nearest
 * x; x as computed here is off by a few 10^-9 at most.  So when x is
 * more than 10^-6 away from every integer, d is a thousand times too far
 * from N to read back as d: it prints in hex.  Anything else (x near an
 * integer, or d outside the range where this reasoning is plain) gets
 * the full test. */
static bool surely_not_decimal(double d)
{
    double a = fabs(d);
    if (!(a >= 1e-300 && a <= 1e300)) /* zero, tiny, huge, inf, NaN */
        return false;
    int q = (int)floor(log10(a)) - 6;
    double x = a / pow(10.0, q);
    if (x < 1e6 || x >= 1e7) /* log10 rounded across a power of ten */
        return false;
    return fabs(x - floor(x + 0.5)) > 1e-6;
}

static void decide_fp_text(const Const *c, FpText *t)
{
    double d = const_fp_to_double(c);
    if (surely_not_decimal(d)) {
        t->s[0] = '\0';
        return;
    }
    char buf[64];
    snprintf(buf, sizeof buf, "%.6e", d);
    bool finite = d == d && d - d == 0;
    bool exact = finite && dbits(strtod(buf, NULL)) == dbits(d);
    if (exact && strlen(buf) >= sizeof t->s)
        BUG("decimal spelling '%s' longer than FpText", buf);
    memcpy(t->s, exact ? buf : "", exact ? strlen(buf) + 1 : 1);
}

/* Deciding costs a printf and a strtod, and a module uses the same few
 * constants over and over (libdevice: tens of thousands of uses of a few
 * hundred); constants are uniqued, so the answer is kept per pointer. */
static void print_fp_decimal_or_hex(Printer *p, const Const *c)
{
    uint32_t k;
    if (!slots_get(&p->fp_index, c, &k)) {
        FpText t;
        decide_fp_text(c, &t);
        k = (uint32_t)p->fp_texts.len;
        VEC_PUSH(&p->fp_texts, FpText, t);
        slots_put(&p->fp_index, c, k);
    }
    const char *text = VEC_AT(&p->fp_texts, FpText, k).s;
    if (text[0])
        out_s(p->o, text);
    else
        write_hex_const(p->o, "0x", dbits(const_fp_to_double(c)), 16);
}

static void print_fp(Printer *p, const Const *c)
{
    switch (c->v.type->kind) {
    case TY_HALF: write_hex_const(p->o, "0xH", c->fp_lo, 4); break;
    case TY_BFLOAT: write_hex_const(p->o, "0xR", c->fp_lo, 4); break;
    case TY_X86_FP80:
        write_hex_const(p->o, "0xK", c->fp_hi, 4);
        out_hex(p->o, c->fp_lo, 16);
        break;
    case TY_FP128:
        write_hex_const(p->o, "0xL", c->fp_lo, 16);
        out_hex(p->o, c->fp_hi, 16);
        break;
    case TY_PPC_FP128:
        write_hex_const(p->o, "0xM", c->fp_lo, 16);
        out_hex(p->o, c->fp_hi, 16);
        break;
    default: print_fp_decimal_or_hex(p, c); break;
    }
}

/* ---- values ---------------------------------------------------------- */

static void print_value(Printer *p, const Value *v);
static void print_md_op(Printer *p, const MDOp *op, bool in_spec);
static void print_md_node(Printer *p, const MDNode *n);

/* `TYPE value` */
static void print_typed(Printer *p, const Value *v)
{
    if (v->kind == VK_MDVALUE) { /* its type is `metadata` */
        print_value(p, v);
        return;
    }
    type_write(p->o, v->type);
    out_c(p->o, ' ');
    print_value(p, v);
}

/* The function a local value belongs to (NULL for non-locals). */
static const Global *local_parent(const Value *v)
{
    switch (v->kind) {
    case VK_ARG: return ((const Arg *)v)->parent;
    case VK_BLOCK: return ((const Block *)v)->parent;
    case VK_INSTR: {
        const Block *b = ((const Instr *)v)->parent;
        return b ? b->parent : NULL;
    }
    default: return NULL;
    }
}

/* Slot of an unnamed local: from the current function's map (moving the
 * numbering cursor up to it if need be), or, for a blockaddress into
 * another function or a lone diagnostic, by numbering its function on the
 * spot. */
static bool local_slot(Printer *p, const Value *v, uint32_t *n)
{
    if (locals_get(&p->locals, v, n))
        return true;
    const Global *fn = local_parent(v);
    if (!fn)
        return false;
    if (fn == p->num.fn) {
        numbering_reach(&p->num, &p->locals, v);
        return locals_get(&p->locals, v, n);
    }
    LocalSlots tmp = {.gen = 1};
    number_function(&tmp, fn);
    bool ok = locals_get(&tmp, v, n);
    locals_free(&tmp);
    return ok;
}

static void print_local_ref(Printer *p, const Value *v)
{
    uint32_t n;
    if (has_name(v))
        print_name(p, '%', v->name);
    else if (local_slot(p, v, &n))
        write_slot(p->o, '%', n);
    else
        out_s(p->o, "%<badref>");
}

static void print_global_ref(Printer *p, const Value *v)
{
    uint32_t n;
    if (has_name(v))
        print_name(p, '@', v->name);
    else if (slots_get(&p->globals, v, &n))
        write_slot(p->o, '@', n);
    else
        out_s(p->o, "@<unnamed>");
}

/* Elements of an aggregate constant, each as `TYPE value`. */
static void print_elems(Printer *p, const Const *c, const char *open,
                        const char *close)
{
    if (c->nops == 0 && c->v.type->kind == TY_STRUCT) {
        out_s(p->o, c->v.type->packed ? "<{}>" : "{}");
        return;
    }
    out_s(p->o, open);
    for (uint32_t i = 0; i < c->nops; i++) {
        if (i)
            out_s(p->o, ", ");
        print_typed(p, c->ops[i].val);
    }
    out_s(p->o, close);
}

static void print_agg(Printer *p, const Const *c)
{
    const Type *t = c->v.type;
    if (t->kind == TY_ARRAY)
        print_elems(p, c, "[", "]");
    else if (t->kind == TY_VEC)
        print_elems(p, c, "<", ">");
    else if (t->packed)
        print_elems(p, c, "<{ ", " }>");
    else
        print_elems(p, c, "{ ", " }");
}

/* Fast-math flags in LLVM's order, each preceded by a space. */
static void print_fmf(IrOut *o, uint32_t f)
{
    if (!(f & IF_FMF_MASK)) /* the usual case: none */
        return;
    if ((f & IF_FAST) == IF_FAST) {
        out_s(o, " fast");
        return;
    }
    static const uint32_t order[] = {IF_REASSOC, IF_NNAN, IF_NINF, IF_NSZ,
                                     IF_ARCP, IF_CONTRACT, IF_AFN};
    static const char *const names[] = {"reassoc", "nnan", "ninf", "nsz",
                                        "arcp", "contract", "afn"};
    for (int i = 0; i < 7; i++)
        if (f & order[i])
            write_word(o, " ", names[i]);
}

/* Integer wrap/exactness flags, each preceded by a space. */
static void print_int_flags(IrOut *o, uint32_t f)
{
    static const uint32_t order[] = {IF_NUW, IF_NSW, IF_EXACT, IF_DISJOINT,
                                     IF_NNEG, IF_SAMESIGN};
    if (!(f & (IF_NUW | IF_NSW | IF_EXACT | IF_DISJOINT | IF_NNEG | IF_SAMESIGN)))
        return;
    static const char *const names[] = {"nuw", "nsw", "exact", "disjoint",
                                        "nneg", "samesign"};
    for (int i = 0; i < 6; i++)
        if (f & order[i])
            write_word(o, " ", names[i]);
}

/* GEP flags: `inbounds` (which implies nusw) or `nusw`, then `nuw`. */
static void print_gep_flags(IrOut *o, uint32_t f)
{
    if (f & IF_INBOUNDS)
        out_s(o, " inbounds");
    else if (f & IF_NUSW)
        out_s(o, " nusw");
    if (f & IF_NUW)
        out_s(o, " nuw");
}

/* `(SrcTy, T base, T idx, ...)` with legacy `inrange` before ops[k]. */
static void print_gep_operands(Printer *p, const Type *src, const Use *ops,
                               uint32_t n, int32_t inrange_idx)
{
    type_write(p->o, src);
    for (uint32_t i = 0; i < n; i++) {
        out_s(p->o, ", ");
        if ((int64_t)i == inrange_idx)
            out_s(p->o, "inrange ");
        print_typed(p, ops[i].val);
    }
}

static void print_cexpr(Printer *p, const Const *c)
{
    Opcode op = (Opcode)c->opcode;
    out_s(p->o, opcode_name(op));
    if (op == OP_GEP)
        print_gep_flags(p->o, c->flags);
    else
        print_int_flags(p->o, c->flags);
    print_fmf(p->o, c->flags);
    if (op == OP_ICMP || op == OP_FCMP)
        write_word(p->o, " ", predicate_name((Predicate)c->pred));
    out_s(p->o, " (");
    if (op == OP_GEP) {
        print_gep_operands(p, c->src_type, c->ops, c->nops, c->inrange_idx);
    } else {
        for (uint32_t i = 0; i < c->nops; i++) {
            if (i)
                out_s(p->o, ", ");
            print_typed(p, c->ops[i].val);
        }
        if (opcode_is_cast(op)) {
            out_s(p->o, " to ");
            type_write(p->o, c->v.type);
        }
    }
    out_c(p->o, ')');
}

static void print_asm(Printer *p, const InlineAsm *a)
{
    out_s(p->o, "asm ");
    if (a->sideeffect)
        out_s(p->o, "sideeffect ");
    if (a->alignstack)
        out_s(p->o, "alignstack ");
    if (a->inteldialect)
        out_s(p->o, "inteldialect ");
    if (a->unwind)
        out_s(p->o, "unwind ");
    print_quoted(p->o, a->text, a->text_len);
    out_s(p->o, ", ");
    print_quoted(p->o, a->constraints, a->constraints_len);
}

static void print_const(Printer *p, const Const *c)
{
    IrOut *o = p->o;
    switch (c->v.kind) {
    case VK_CINT:
        if (c->v.type->bits == 1)
            out_s(o, c->words[0] ? "true" : "false");
        else
            const_int_write(o, c);
        break;
    case VK_CFP: print_fp(p, c); break;
    case VK_CNULL: out_s(o, "null"); break;
    case VK_CUNDEF: out_s(o, "undef"); break;
    case VK_CPOISON: out_s(o, "poison"); break;
    case VK_CZERO: out_s(o, "zeroinitializer"); break;
    case VK_CNONE: out_s(o, "none"); break;
    case VK_CAGG: print_agg(p, c); break;
    case VK_CDATA:
        out_s(o, "c");
        print_quoted(o, (const char *)c->bytes, c->v.type->count);
        break;
    case VK_CEXPR: print_cexpr(p, c); break;
    case VK_CBLOCKADDR:
        out_s(o, "blockaddress(");
        print_value(p, c->ops[0].val);
        out_s(o, ", ");
        print_value(p, c->ops[1].val);
        out_c(o, ')');
        break;
    default: BUG("print_const on value kind %d", (int)c->v.kind);
    }
}

/* A value without its type: `%x`, `@g`, `5`, `zeroinitializer`, ... */
static void print_value(Printer *p, const Value *v)
{
    switch (v->kind) {
    case VK_ARG: case VK_INSTR: case VK_BLOCK: print_local_ref(p, v); break;
    case VK_GLOBAL: print_global_ref(p, v); break;
    case VK_ASM: print_asm(p, (const InlineAsm *)v); break;
    case VK_MDVALUE:
        out_s(p->o, "metadata ");
        print_md_op(p, ((const MDValue *)v)->md, false);
        break;
    case VK_FWDREF:
        if (has_name(v))
            ir_write_name(p->o, '%', v->name);
        else
            out_s(p->o, "<fwdref>");
        break;
    default: print_const(p, (const Const *)v); break;
    }
}

/* ---- metadata -------------------------------------------------------- */

static void print_md_ref(Printer *p, const MDNode *n)
{
    if (n->num == MD_INLINE)
        print_md_node(p, n);
    else
        write_slot(p->o, '!', n->num);
}

/* One operand; in a specialised record (`!DILocation(line: 3, ...)`) the
 * field name comes first and strings lose their `!`. */
static void print_md_op(Printer *p, const MDOp *op, bool in_spec)
{
    if (op->field) {
        out_s(p->o, op->field);
        out_s(p->o, ": ");
    }
    switch (op->kind) {
    case MD_NULL: out_s(p->o, "null"); break;
    case MD_NODE: print_md_ref(p, op->node); break;
    case MD_STRING:
        if (!in_spec)
            out_c(p->o, '!');
        print_quoted(p->o, op->str, op->len);
        break;
    case MD_VALUE: print_typed(p, op->value); break;
    case MD_RAW: out_mem(p->o, op->str, op->len); break;
    }
}

/* `[distinct ]!{...}` or `[distinct ]!Spec(...)`, without `!N = `. */
static void print_md_node(Printer *p, const MDNode *n)
{
    if (n->distinct)
        out_s(p->o, "distinct ");
    if (n->spec) {
        write_word(p->o, "!", n->spec);
        out_c(p->o, '(');
    } else {
        out_s(p->o, "!{");
    }
    for (uint32_t i = 0; i < n->nops; i++) {
        if (i)
            out_s(p->o, ", ");
        print_md_op(p, &n->ops[i], n->spec != NULL);
    }
    out_c(p->o, n->spec ? ')' : '}');
}

/* A metadata name (after `!`): identifier characters as they are, any
 * other byte (and a leading digit) as \XX, which LLVM's lexer accepts. */
static void print_md_name(IrOut *o, const char *name)
{
    for (const char *c = name; *c; c++) {
        unsigned char u = (unsigned char)*c;
        if (ident_char(u) && !(c == name && u >= '0' && u <= '9'))
            out_c(o, u);
        else
            write_hex_escape(o, u);
    }
}

/* Attachments: `sep!kind !N` for each (sep is ", " or " "). */
static void print_attachments(Printer *p, const MDAttach *md, uint32_t n,
                              const char *sep)
{
    for (uint32_t i = 0; i < n; i++) {
        out_s(p->o, sep);
        out_c(p->o, '!');
        print_md_name(p->o, md[i].kind);
        out_c(p->o, ' ');
        print_md_ref(p, md[i].node);
    }
}

/* ---- instructions ---------------------------------------------------- */

static void print_label_ref(Printer *p, const Value *b)
{
    out_s(p->o, "label ");
    print_value(p, b);
}

/* `T a, T b, ...` over ops[from..to) */
static void print_typed_list(Printer *p, const Instr *i, uint32_t from,
                             uint32_t to)
{
    for (uint32_t k = from; k < to; k++) {
        if (k > from)
            out_s(p->o, ", ");
        print_typed(p, i->ops[k].val);
    }
}

/* The calling convention between `pre` and `post` (nothing for C). */
static void print_cc(IrOut *o, unsigned cc, const char *pre, const char *post)
{
    switch (cc) {
    case CC_C: return;
    case CC_FAST: write_between(o, pre, "fastcc", post); return;
    case CC_COLD: write_between(o, pre, "coldcc", post); return;
    case CC_PTX_KERNEL: write_between(o, pre, "ptx_kernel", post); return;
    case CC_PTX_DEVICE: write_between(o, pre, "ptx_device", post); return;
    default:
        write_word(o, pre, "cc ");
        out_u64(o, cc);
        out_s(o, post);
        return;
    }
}

static void print_attrs_sp(IrOut *o, const AttrList *l)
{
    if (l && l->n) {
        out_c(o, ' ');
        attrs_write(o, l);
    }
}

static void print_syncscope(IrOut *o, const char *ss)
{
    if (ss) {
        out_s(o, " syncscope(");
        print_quoted(o, ss, strlen(ss));
        out_c(o, ')');
    }
}

static void print_align(IrOut *o, uint64_t align)
{
    if (align) {
        out_s(o, ", align ");
        out_u64(o, align);
    }
}

static void print_br(Printer *p, const Instr *i)
{
    out_s(p->o, "br ");
    if (i->nops == 1) {
        print_label_ref(p, i->ops[0].val);
        return;
    }
    print_typed(p, i->ops[0].val);
    out_s(p->o, ", ");
    print_label_ref(p, i->ops[1].val);
    out_s(p->o, ", ");
    print_label_ref(p, i->ops[2].val);
}

static void print_switch(Printer *p, const Instr *i)
{
    out_s(p->o, "switch ");
    print_typed(p, i->ops[0].val);
    out_s(p->o, ", ");
    print_label_ref(p, i->ops[1].val);
    out_s(p->o, " [");
    for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
        out_s(p->o, "\n    ");
        print_typed(p, i->ops[k].val);
        out_s(p->o, ", ");
        print_label_ref(p, i->ops[k + 1].val);
    }
    out_s(p->o, "\n  ]");
}

static void print_indirectbr(Printer *p, const Instr *i)
{
    out_s(p->o, "indirectbr ");
    print_typed(p, i->ops[0].val);
    out_s(p->o, ", [");
    for (uint32_t k = 1; k < i->nops; k++) {
        if (k > 1)
            out_s(p->o, ", ");
        print_label_ref(p, i->ops[k].val);
    }
    out_c(p->o, ']');
}

/* ` [ "tag"(T v, ...), ... ]` */
static void print_bundles(Printer *p, const Instr *i)
{
    if (!i->call->nbundles)
        return;
    out_s(p->o, " [ ");
    for (uint32_t b = 0; b < i->call->nbundles; b++) {
        const Bundle *bd = &i->call->bundles[b];
        if (b)
            out_s(p->o, ", ");
        print_quoted(p->o, bd->tag, strlen(bd->tag));
        out_c(p->o, '(');
        print_typed_list(p, i, bd->first, bd->first + bd->count);
        out_c(p->o, ')');
    }
    out_s(p->o, " ]");
}

/* The part shared by call and invoke, from the calling convention on:
 * `[cc] [retattrs] RET[ (PARAMS)] callee(args) [fnattrs] [bundles]`. */
static void print_call_site(Printer *p, const Instr *i)
{
    const Type *fnty = i->aux_type;
    print_cc(p->o, i->cc, " ", "");
    print_attrs_sp(p->o, &i->call->ret_attrs);
    const Type *cty = call_callee(i)->type;
    if (cty && cty->kind == TY_PTR && cty->addrspace) { /* `call addrspace(N)` */
        out_s(p->o, " addrspace(");
        out_u64(p->o, cty->addrspace);
        out_c(p->o, ')');
    }
    out_c(p->o, ' ');
    if (fnty && (i->call->explicit_fnty || fnty->vararg))
        type_write(p->o, fnty);
    else
        type_write(p->o, fnty ? fnty->elem : i->v.type);
    out_c(p->o, ' ');
    print_value(p, call_callee(i));
    out_c(p->o, '(');
    for (uint32_t k = 0; k < i->nargs; k++) {
        const Value *a = i->ops[k].val;
        if (k)
            out_s(p->o, ", ");
        if (a->kind != VK_MDVALUE) {
            type_write(p->o, a->type);
            print_attrs_sp(p->o, i->call->arg_attrs ? &i->call->arg_attrs[k] : NULL);
            out_c(p->o, ' ');
        }
        print_value(p, a);
    }
    if (i->call->forward_varargs)
        out_s(p->o, i->nargs ? ", ..." : "...");
    out_c(p->o, ')');
    print_attrs_sp(p->o, &i->call->fn_attrs);
    print_bundles(p, i);
}

static void print_call(Printer *p, const Instr *i)
{
    if (i->flags & IF_TAIL)
        out_s(p->o, "tail ");
    else if (i->flags & IF_MUSTTAIL)
        out_s(p->o, "musttail ");
    else if (i->flags & IF_NOTAIL)
        out_s(p->o, "notail ");
    out_s(p->o, "call");
    print_fmf(p->o, i->flags);
    print_call_site(p, i);
}

static void print_invoke(Printer *p, const Instr *i)
{
    out_s(p->o, "invoke");
    print_call_site(p, i);
    out_s(p->o, "\n          to ");
    print_label_ref(p, i->ops[i->nops - 2].val);
    out_s(p->o, " unwind ");
    print_label_ref(p, i->ops[i->nops - 1].val);
}

static void print_alloca(Printer *p, const Instr *i)
{
    out_s(p->o, "alloca");
    if (i->flags & IF_INALLOCA)
        out_s(p->o, " inalloca");
    if (i->flags & IF_SWIFTERROR)
        out_s(p->o, " swifterror");
    out_c(p->o, ' ');
    type_write(p->o, i->aux_type);
    if (i->explicit_count && i->nops >= 1) {
        out_s(p->o, ", ");
        print_typed(p, i->ops[0].val);
    }
    print_align(p->o, i->align);
    if (i->addrspace) {
        out_s(p->o, ", addrspace(");
        out_u64(p->o, i->addrspace);
        out_c(p->o, ')');
    }
}

/* `load [atomic] [volatile] T, ptr %p [syncscope] [ordering], align N` */
static void print_load_store(Printer *p, const Instr *i)
{
    out_s(p->o, opcode_name(i->op));
    if (i->flags & IF_ATOMIC)
        out_s(p->o, " atomic");
    if (i->flags & IF_VOLATILE)
        out_s(p->o, " volatile");
    out_c(p->o, ' ');
    if (i->op == OP_LOAD) {
        type_write(p->o, i->v.type);
        out_s(p->o, ", ");
        print_typed(p, i->ops[0].val);
    } else {
        print_typed_list(p, i, 0, 2);
    }
    if (i->flags & IF_ATOMIC) {
        print_syncscope(p->o, i->syncscope);
        write_word(p->o, " ", ordering_name((Ordering)i->ordering));
    }
    print_align(p->o, i->align);
}

static void print_cmpxchg(Printer *p, const Instr *i)
{
    out_s(p->o, "cmpxchg");
    if (i->flags & IF_WEAK)
        out_s(p->o, " weak");
    if (i->flags & IF_VOLATILE)
        out_s(p->o, " volatile");
    out_c(p->o, ' ');
    print_typed_list(p, i, 0, 3);
    print_syncscope(p->o, i->syncscope);
    write_word(p->o, " ", ordering_name((Ordering)i->ordering));
    write_word(p->o, " ", ordering_name((Ordering)i->ordering2));
    print_align(p->o, i->align);
}

static void print_atomicrmw(Printer *p, const Instr *i)
{
    out_s(p->o, "atomicrmw");
    if (i->flags & IF_VOLATILE)
        out_s(p->o, " volatile");
    write_between(p->o, " ", rmw_name((RmwOp)i->rmw), " ");
    print_typed_list(p, i, 0, 2);
    print_syncscope(p->o, i->syncscope);
    write_word(p->o, " ", ordering_name((Ordering)i->ordering));
    print_align(p->o, i->align);
}

static void print_gep(Printer *p, const Instr *i)
{
    out_s(p->o, "getelementptr");
    print_gep_flags(p->o, i->flags);
    if (i->inrange)
        write_between(p->o, " inrange(", i->inrange, ")");
    out_c(p->o, ' ');
    print_gep_operands(p, i->aux_type, i->ops, i->nops, i->inrange_idx);
}

static void print_phi(Printer *p, const Instr *i)
{
    out_s(p->o, "phi");
    print_fmf(p->o, i->flags);
    out_c(p->o, ' ');
    type_write(p->o, i->v.type);
    for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
        out_s(p->o, k ? ", [ " : " [ ");
        print_value(p, i->ops[k].val);
        out_s(p->o, ", ");
        print_value(p, i->ops[k + 1].val);
        out_s(p->o, " ]");
    }
}

static void print_cmp(Printer *p, const Instr *i)
{
    out_s(p->o, opcode_name(i->op));
    print_int_flags(p->o, i->flags); /* samesign */
    print_fmf(p->o, i->flags);
    write_between(p->o, " ", predicate_name((Predicate)i->pred), " ");
    print_typed(p, i->ops[0].val);
    out_s(p->o, ", ");
    print_value(p, i->ops[1].val);
}

/* Binary operators print the second operand without its type. */
static void print_binary(Printer *p, const Instr *i)
{
    out_s(p->o, opcode_name(i->op));
    print_int_flags(p->o, i->flags);
    print_fmf(p->o, i->flags);
    out_c(p->o, ' ');
    print_typed(p, i->ops[0].val);
    out_s(p->o, ", ");
    print_value(p, i->ops[1].val);
}

static void print_cast(Printer *p, const Instr *i)
{
    out_s(p->o, opcode_name(i->op));
    print_int_flags(p->o, i->flags);
    print_fmf(p->o, i->flags);
    out_c(p->o, ' ');
    print_typed(p, i->ops[0].val);
    out_s(p->o, " to ");
    type_write(p->o, i->v.type);
}

/* extractvalue / insertvalue: typed operands, then the constant indices. */
static void print_aggop(Printer *p, const Instr *i)
{
    write_between(p->o, "", opcode_name(i->op), " ");
    print_typed_list(p, i, 0, i->nops);
    for (uint32_t k = 0; k < i->nindices; k++) {
        out_s(p->o, ", ");
        out_u64(p->o, i->indices[k]);
    }
}

static void print_landingpad(Printer *p, const Instr *i)
{
    out_s(p->o, "landingpad ");
    type_write(p->o, i->v.type);
    if (i->flags & IF_CLEANUP)
        out_s(p->o, "\n          cleanup");
    for (uint32_t k = 0; k < i->nops; k++) {
        /* filter clauses are arrays, catch clauses are not */
        bool filter = i->ops[k].val->type->kind == TY_ARRAY;
        out_s(p->o, filter ? "\n          filter " : "\n          catch ");
        print_typed(p, i->ops[k].val);
    }
}

/* Opcodes whose text is `op[flags] T a, T b, ...`. */
static void print_generic(Printer *p, const Instr *i)
{
    out_s(p->o, opcode_name(i->op));
    print_fmf(p->o, i->flags);
    out_c(p->o, ' ');
    print_typed_list(p, i, 0, i->nops);
}

static void print_other(Printer *p, const Instr *i)
{
    switch (i->op) {
    case OP_EXTRACTVALUE: case OP_INSERTVALUE: print_aggop(p, i); break;
    case OP_ALLOCA: print_alloca(p, i); break;
    case OP_LOAD: case OP_STORE: print_load_store(p, i); break;
    case OP_FENCE:
        out_s(p->o, "fence");
        print_syncscope(p->o, i->syncscope);
        write_word(p->o, " ", ordering_name((Ordering)i->ordering));
        break;
    case OP_CMPXCHG: print_cmpxchg(p, i); break;
    case OP_ATOMICRMW: print_atomicrmw(p, i); break;
    case OP_GEP: print_gep(p, i); break;
    case OP_ICMP: case OP_FCMP: print_cmp(p, i); break;
    case OP_PHI: print_phi(p, i); break;
    case OP_CALL: print_call(p, i); break;
    case OP_VA_ARG:
        out_s(p->o, "va_arg ");
        print_typed(p, i->ops[0].val);
        out_s(p->o, ", ");
        type_write(p->o, i->v.type);
        break;
    case OP_LANDINGPAD: print_landingpad(p, i); break;
    default: print_generic(p, i); break;
    }
}

static void print_terminator(Printer *p, const Instr *i)
{
    switch (i->op) {
    case OP_RET:
        out_s(p->o, "ret ");
        if (i->nops)
            print_typed(p, i->ops[0].val);
        else
            out_s(p->o, "void");
        break;
    case OP_BR: print_br(p, i); break;
    case OP_SWITCH: print_switch(p, i); break;
    case OP_INDIRECTBR: print_indirectbr(p, i); break;
    case OP_INVOKE: print_invoke(p, i); break;
    case OP_RESUME: print_generic(p, i); break;
    default: out_s(p->o, opcode_name(i->op)); break; /* unreachable */
    }
}

static void print_instr(Printer *p, const Instr *i)
{
    out_s(p->o, "  ");
    if (instr_has_result(i)) {
        print_local_ref(p, &i->v);
        out_s(p->o, " = ");
    }
    if (opcode_is_terminator(i->op))
        print_terminator(p, i);
    else if (opcode_is_binary(i->op))
        print_binary(p, i);
    else if (opcode_is_cast(i->op))
        print_cast(p, i);
    else
        print_other(p, i);
    print_attachments(p, i->md, i->nmd, ", ");
    out_c(p->o, '\n');
}

/* ---- globals and functions ------------------------------------------- */

/* Linkage word with its trailing space.  A variable with no initializer
 * must say `external` (LLVM reads `@g = global i32` as an error). */
static void print_linkage(IrOut *o, const Global *g, bool var_decl)
{
    if (g->linkage == LINK_EXTERNAL)
        out_s(o, var_decl ? "external " : "");
    else
        write_between(o, "", linkage_name(g->linkage), " ");
}

/* `[dso_local] [visibility] [dll]` each with a trailing space. */
static void print_preemption_vis(IrOut *o, const Global *g)
{
    static const char *const vis[] = {"", "hidden ", "protected "};
    static const char *const dll[] = {"", "dllimport ", "dllexport "};
    if (g->dso_local)
        out_s(o, "dso_local ");
    out_s(o, vis[g->vis]);
    out_s(o, dll[g->dll]);
}

static void print_thread_local(IrOut *o, const Global *g)
{
    if (!g->thread_local)
        return;
    if (g->thread_local[0])
        write_between(o, "thread_local(", g->thread_local, ") ");
    else
        out_s(o, "thread_local ");
}

static void print_unnamed_addr(IrOut *o, UnnamedAddr ua, const char *pre,
                               const char *post)
{
    if (ua == UA_UNNAMED)
        write_between(o, pre, "unnamed_addr", post);
    else if (ua == UA_LOCAL)
        write_between(o, pre, "local_unnamed_addr", post);
}

/* `comdat` when the comdat is named after the global, else `comdat($c)`. */
static void print_comdat(IrOut *o, const Global *g, const char *pre)
{
    if (!g->has_comdat)
        return;
    write_word(o, pre, "comdat");
    if (g->comdat && g->comdat[0] &&
        !(g->v.name && strcmp(g->comdat, g->v.name) == 0)) {
        out_c(o, '(');
        ir_write_name(o, '$', g->comdat);
        out_c(o, ')');
    }
}

static void print_section_partition(IrOut *o, const Global *g, const char *pre)
{
    if (g->section) {
        write_word(o, pre, "section ");
        print_quoted(o, g->section, strlen(g->section));
    }
    if (g->partition) {
        write_word(o, pre, "partition ");
        print_quoted(o, g->partition, strlen(g->partition));
    }
}

static void print_global_var(Printer *p, const Global *g)
{
    IrOut *o = p->o;
    print_global_ref(p, &g->v);
    out_s(o, " = ");
    print_linkage(o, g, g->init == NULL);
    print_preemption_vis(o, g);
    print_thread_local(o, g);
    print_unnamed_addr(o, g->unnamed_addr, "", " ");
    if (g->addrspace) {
        out_s(o, "addrspace(");
        out_u64(o, g->addrspace);
        out_s(o, ") ");
    }
    if (g->externally_initialized)
        out_s(o, "externally_initialized ");
    out_s(o, g->is_constant ? "constant " : "global ");
    type_write(o, g->value_type);
    if (g->init) {
        out_c(o, ' ');
        print_value(p, g->init);
    }
    print_section_partition(o, g, ", ");
    if (g->code_model) {
        out_s(o, ", code_model ");
        print_quoted(o, g->code_model, strlen(g->code_model));
    }
    print_comdat(o, g, ", ");
    print_align(o, g->align);
    print_attachments(p, g->md, g->nmd, ", ");
    print_attrs_sp(o, &g->attrs);
    out_c(o, '\n');
}

static void print_alias(Printer *p, const Global *g)
{
    IrOut *o = p->o;
    print_global_ref(p, &g->v);
    out_s(o, " = ");
    print_linkage(o, g, false);
    print_preemption_vis(o, g);
    print_thread_local(o, g);
    print_unnamed_addr(o, g->unnamed_addr, "", " ");
    out_s(o, g->gk == GK_IFUNC ? "ifunc " : "alias ");
    type_write(o, g->value_type);
    out_s(o, ", ");
    if (g->init)
        print_typed(p, g->init);
    print_section_partition(o, g, ", ");
    out_c(o, '\n');
}

/* `(T [attrs] %a, ...)`; declarations leave the names out. */
static void print_params(Printer *p, const Global *fn)
{
    const Type *ft = fn->fnty;
    out_c(p->o, '(');
    for (uint32_t k = 0; k < ft->nmem; k++) {
        if (k)
            out_s(p->o, ", ");
        type_write(p->o, ft->mem[k]);
        print_attrs_sp(p->o, fn->param_attrs ? &fn->param_attrs[k] : NULL);
        if (!fn->is_decl && k < fn->nargs) {
            out_c(p->o, ' ');
            print_local_ref(p, &fn->args[k]->v);
        }
    }
    if (ft->vararg)
        out_s(p->o, ft->nmem ? ", ..." : "...");
    out_c(p->o, ')');
}

static void print_fn_use(Printer *p, const char *word, const Use *u)
{
    if (!u->val)
        return;
    write_between(p->o, " ", word, " ");
    print_typed(p, u->val);
}

/* Everything after the parameter list, up to (not including) `{`. */
static void print_fn_trailer(Printer *p, const Global *fn)
{
    IrOut *o = p->o;
    print_unnamed_addr(o, fn->unnamed_addr, " ", "");
    if (fn->explicit_addrspace) {
        out_s(o, " addrspace(");
        out_u64(o, fn->addrspace);
        out_c(o, ')');
    }
    print_attrs_sp(o, &fn->attrs);
    print_section_partition(o, fn, " ");
    print_comdat(o, fn, " ");
    if (fn->fn_align) {
        out_s(o, " align ");
        out_u64(o, fn->fn_align);
    }
    if (fn->gc) {
        out_s(o, " gc ");
        print_quoted(o, fn->gc, strlen(fn->gc));
    }
    print_fn_use(p, "prefix", &fn->prefix);
    print_fn_use(p, "prologue", &fn->prologue);
    print_fn_use(p, "personality", &fn->personality);
    if (!fn->is_decl)
        print_attachments(p, fn->md, fn->nmd, " ");
}

static void print_fn_header(Printer *p, const Global *fn)
{
    IrOut *o = p->o;
    if (fn->is_decl) {
        out_s(o, "declare");
        print_attachments(p, fn->md, fn->nmd, " ");
        out_c(o, ' ');
    } else {
        out_s(o, "define ");
    }
    print_linkage(o, fn, false);
    print_preemption_vis(o, fn);
    print_cc(o, fn->cc, "", " ");
    if (fn->ret_attrs.n) {
        attrs_write(o, &fn->ret_attrs);
        out_c(o, ' ');
    }
    type_write(o, fn->fnty->elem);
    out_c(o, ' ');
    print_global_ref(p, &fn->v);
    print_params(p, fn);
    print_fn_trailer(p, fn);
}

/* Block label: none for an unnamed entry block (LLVM's habit). */
static void print_block(Printer *p, const Block *b, bool entry)
{
    if (!entry)
        out_c(p->o, '\n');
    if (has_name(&b->v)) {
        print_name_body(p->o, b->v.name);
        out_s(p->o, ":\n");
    } else if (!entry) {
        uint32_t n;
        if (!local_slot(p, &b->v, &n))
            BUG("unnumbered block");
        out_u64(p->o, n);
        out_s(p->o, ":\n");
    }
    for (const Instr *i = b->first; i; i = i->next)
        print_instr(p, i);
}

static void print_function(Printer *p, const Global *fn)
{
    locals_clear(&p->locals);
    p->num.fn = NULL;
    if (!fn->is_decl)
        numbering_start(&p->num, &p->locals, fn);
    print_fn_header(p, fn);
    if (fn->is_decl) {
        out_c(p->o, '\n');
        return;
    }
    out_s(p->o, " {\n");
    for (const Block *b = fn->first; b; b = b->next)
        print_block(p, b, b == fn->first);
    out_s(p->o, "}\n");
    locals_clear(&p->locals);
    p->num.fn = NULL;
}

/* ---- the module ------------------------------------------------------- */

/* An identified struct's definition: `%T = type { ... }` or `opaque`. */
static void print_struct_def(IrOut *o, const Type *t)
{
    type_write(o, t);
    out_s(o, " = type ");
    if (t->opaque)
        out_s(o, "opaque");
    else
        type_write_members(o, t);
    out_s(o, "\n");
}

static void print_header(Printer *p)
{
    const Module *m = p->m;
    if (m->source_filename) {
        out_s(p->o, "source_filename = ");
        print_quoted(p->o, m->source_filename, strlen(m->source_filename));
        out_c(p->o, '\n');
    }
    if (m->datalayout) {
        out_s(p->o, "target datalayout = ");
        print_quoted(p->o, m->datalayout, strlen(m->datalayout));
        out_c(p->o, '\n');
    }
    if (m->triple) {
        out_s(p->o, "target triple = ");
        print_quoted(p->o, m->triple, strlen(m->triple));
        out_c(p->o, '\n');
    }
}

/* Print a blank line before a section if anything came before it. */
static void section(Printer *p, bool *any)
{
    if (*any)
        out_c(p->o, '\n');
    *any = true;
}

/* Identified structs print sorted (numbered ones by number, then the
 * named ones by name).  Creation order would depend on where a type is
 * first mentioned, which changes when the printed text is read again;
 * a sorted order makes print(parse(print(x))) == print(x). */
static int struct_order(const void *a, const void *b)
{
    const Type *x = *(const Type *const *)a, *y = *(const Type *const *)b;
    if (x->numbered || y->numbered) {
        if (!x->numbered || !y->numbered)
            return x->numbered ? -1 : 1;
        return x->numbered < y->numbered ? -1 : x->numbered > y->numbered;
    }
    return strcmp(x->name, y->name);
}

static void print_struct_defs(Printer *p, const Vec *named)
{
    Type **sorted = malloc(named->len * sizeof *sorted);
    if (!sorted)
        BUG("out of memory");
    memcpy(sorted, named->data, named->len * sizeof *sorted);
    qsort(sorted, named->len, sizeof *sorted, struct_order);
    for (size_t i = 0; i < named->len; i++)
        print_struct_def(p->o, sorted[i]);
    free(sorted);
}

static void print_types_and_comdats(Printer *p, bool *any)
{
    const Vec *named = &p->m->types.named;
    if (p->m->module_asm.len) {
        section(p, any);
        for (size_t i = 0; i < p->m->module_asm.len; i++) {
            const char *s = VEC_AT(&p->m->module_asm, const char *, i);
            out_s(p->o, "module asm ");
            print_quoted(p->o, s, strlen(s));
            out_c(p->o, '\n');
        }
    }
    if (named->len) {
        section(p, any);
        print_struct_defs(p, named);
    }
    if (p->m->comdats) {
        section(p, any);
        for (const Comdat *c = p->m->comdats; c; c = c->next) {
            ir_write_name(p->o, '$', c->name);
            write_between(p->o, " = comdat ", c->kind ? c->kind : "any", "\n");
        }
    }
}

static void print_globals(Printer *p, bool *any)
{
    if (p->m->globals) {
        section(p, any);
        for (const Global *g = p->m->globals; g; g = g->next)
            print_global_var(p, g);
    }
    if (p->m->aliases) {
        section(p, any);
        for (const Global *g = p->m->aliases; g; g = g->next)
            print_alias(p, g);
    }
    for (const Global *g = p->m->funcs; g; g = g->next) {
        section(p, any);
        print_function(p, g);
    }
}

static int cmp_md_num(const void *a, const void *b)
{
    uint32_t x = (*(const MDNode *const *)a)->num;
    uint32_t y = (*(const MDNode *const *)b)->num;
    return x < y ? -1 : x > y;
}

static void print_numbered_md(Printer *p)
{
    size_t n = 0, k = 0;
    for (const MDNode *x = p->m->mds; x; x = x->next)
        n++;
    const MDNode **v = malloc((n ? n : 1) * sizeof *v);
    if (!v)
        BUG("out of memory printing metadata");
    for (const MDNode *x = p->m->mds; x; x = x->next)
        v[k++] = x;
    qsort(v, n, sizeof *v, cmp_md_num);
    for (size_t i = 0; i < n; i++) {
        write_slot(p->o, '!', v[i]->num);
        out_s(p->o, " = ");
        print_md_node(p, v[i]);
        out_c(p->o, '\n');
    }
    free(v);
}

static void print_metadata(Printer *p, bool *any)
{
    if (p->m->attr_groups) {
        section(p, any);
        for (const AttrGroup *g = p->m->attr_groups; g; g = g->next) {
            out_s(p->o, "attributes #");
            out_u64(p->o, g->num);
            out_s(p->o, " = { ");
            attrs_write(p->o, &g->attrs);
            out_s(p->o, " }\n");
        }
    }
    if (p->m->named_mds) {
        section(p, any);
        for (const NamedMD *nm = p->m->named_mds; nm; nm = nm->next) {
            out_c(p->o, '!');
            print_md_name(p->o, nm->name);
            out_s(p->o, " = !{");
            for (uint32_t i = 0; i < nm->n; i++) {
                out_s(p->o, i ? ", " : "");
                write_slot(p->o, '!', nm->nodes[i]->num);
            }
            out_s(p->o, "}\n");
        }
    }
    if (p->m->mds) {
        section(p, any);
        print_numbered_md(p);
    }
}

/* Big enough that stdio sees a few dozen writes for a large module. */
enum { PRINT_BUFFER = 64 * 1024 };

void module_print(FILE *out, const Module *m)
{
    char *buf = malloc(PRINT_BUFFER);
    if (!buf)
        BUG("out of memory printing the module");
    IrOut o;
    out_init(&o, out, buf, PRINT_BUFFER);
    Printer p = {.o = &o, .m = m};
    p.names = calloc(NAMES_SEEN, sizeof *p.names);
    if (!p.names)
        BUG("out of memory printing the module");
    number_globals(&p.globals, m);
    bool any = false;
    print_header(&p);
    any = m->source_filename || m->datalayout || m->triple;
    print_types_and_comdats(&p, &any);
    print_globals(&p, &any);
    print_metadata(&p, &any);
    printer_free(&p);
    out_flush(&o);
    free(buf);
}

void value_print_operand(FILE *out, const Value *v)
{
    char buf[IR_OUT_SMALL];
    IrOut o;
    out_init(&o, out, buf, sizeof buf);
    Printer p = {.o = &o};
    print_typed(&p, v);
    printer_free(&p);
    out_flush(&o);
}
