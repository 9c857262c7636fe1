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
 * aliases, then functions.  Numbers live in a per-print SlotMap (a small
 * pointer hash table), never in the IR, so printing changes nothing.
 *
 * Invariants:
 *   - Printing does not modify the module (all arguments are const).
 *   - Legacy GEP `inrange` (Instr/Const.inrange_idx = k) is printed before
 *     operand ops[k] (k >= 1; ops[0] is the base pointer).
 *   - No global mutable state: the Printer context lives on the stack.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* ---- slot maps: Value* -> number ----------------------------------- */

typedef struct SlotMap {
    const void **keys;
    uint32_t *vals;
    size_t cap, n;
} SlotMap;

static size_t slot_hash(const void *p, size_t cap)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x & (cap - 1);
}

static void slots_put(SlotMap *s, const void *k, uint32_t v);

static void slots_grow(SlotMap *s)
{
    SlotMap old = *s;
    s->cap = old.cap ? old.cap * 2 : 64;
    s->n = 0;
    s->keys = calloc(s->cap, sizeof *s->keys);
    s->vals = calloc(s->cap, sizeof *s->vals);
    if (!s->keys || !s->vals)
        BUG("out of memory numbering values");
    for (size_t i = 0; i < old.cap; i++)
        if (old.keys[i])
            slots_put(s, old.keys[i], old.vals[i]);
    free(old.keys);
    free(old.vals);
}

static void slots_put(SlotMap *s, const void *k, uint32_t v)
{
    if (2 * (s->n + 1) > s->cap)
        slots_grow(s);
    size_t i = slot_hash(k, s->cap);
    while (s->keys[i] && s->keys[i] != k)
        i = (i + 1) & (s->cap - 1);
    if (!s->keys[i])
        s->n++;
    s->keys[i] = k;
    s->vals[i] = v;
}

static bool slots_get(const SlotMap *s, const void *k, uint32_t *v)
{
    if (!s->cap)
        return false;
    for (size_t i = slot_hash(k, s->cap); s->keys[i]; i = (i + 1) & (s->cap - 1))
        if (s->keys[i] == k) {
            *v = s->vals[i];
            return true;
        }
    return false;
}

static void slots_free(SlotMap *s)
{
    free(s->keys);
    free(s->vals);
    memset(s, 0, sizeof *s);
}

static bool has_name(const Value *v) { return v->name && v->name[0]; }

/* Number a function's unnamed values in print order (see the top). */
static void number_function(SlotMap *s, const Global *fn)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < fn->nargs; i++)
        if (!has_name(&fn->args[i]->v))
            slots_put(s, fn->args[i], n++);
    for (const Block *b = fn->first; b; b = b->next) {
        if (!has_name(&b->v))
            slots_put(s, b, n++);
        for (const Instr *i = b->first; i; i = i->next)
            if (instr_has_result(i) && !has_name(&i->v))
                slots_put(s, i, n++);
    }
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
    FILE *o;
    const Module *m;     /* NULL when printing one value for a message */
    SlotMap globals;     /* unnamed globals */
    SlotMap locals;      /* unnamed values of the current function */
} Printer;

/* ---- names and strings --------------------------------------------- */

static bool ident_char(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '-' || c == '$' || c == '.' ||
           c == '_';
}

void ir_print_escaped(FILE *out, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            fputc(c, out);
        else
            fprintf(out, "\\%02X", c);
    }
}

/* A name is bare when it matches [-a-zA-Z$._][-a-zA-Z$._0-9]*. */
static bool name_is_bare(const char *name)
{
    if (!name[0] || (name[0] >= '0' && name[0] <= '9'))
        return false;
    for (const char *p = name; *p; p++)
        if (!ident_char((unsigned char)*p))
            return false;
    return true;
}

static void print_name_body(FILE *out, const char *name)
{
    if (name_is_bare(name)) {
        fputs(name, out);
        return;
    }
    fputc('"', out);
    ir_print_escaped(out, name, strlen(name));
    fputc('"', out);
}

void ir_print_name(FILE *out, char sigil, const char *name)
{
    fputc(sigil, out);
    print_name_body(out, name);
}

static void print_quoted(FILE *out, const char *s, size_t n)
{
    fputc('"', out);
    ir_print_escaped(out, s, n);
    fputc('"', out);
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
static void print_wide_int(FILE *out, const uint64_t *words, uint32_t bits)
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
    fprintf(out, "%s%" PRIu32, neg ? "-" : "", chunks[nc - 1]);
    while (nc-- > 1)
        fprintf(out, "%09" PRIu32, chunks[nc - 1]);
    free(w);
    free(chunks);
}

void const_int_print(FILE *out, const Const *c)
{
    if (c->v.type->bits <= 64)
        fprintf(out, "%" PRId64, const_int_sext(c));
    else
        print_wide_int(out, c->words, c->v.type->bits);
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
 * back as the double 0.1, not as 0.1f widened. */
static void print_fp_decimal_or_hex(Printer *p, const Const *c)
{
    double d = const_fp_to_double(c);
    uint64_t want = dbits(d);
    char buf[64];
    snprintf(buf, sizeof buf, "%.6e", d);
    bool finite = d == d && d - d == 0;
    if (finite && dbits(strtod(buf, NULL)) == want)
        fputs(buf, p->o);
    else
        fprintf(p->o, "0x%016" PRIX64, want);
}

static void print_fp(Printer *p, const Const *c)
{
    switch (c->v.type->kind) {
    case TY_HALF: fprintf(p->o, "0xH%04" PRIX64, c->fp_lo & 0xffff); break;
    case TY_BFLOAT: fprintf(p->o, "0xR%04" PRIX64, c->fp_lo & 0xffff); break;
    case TY_X86_FP80:
        fprintf(p->o, "0xK%04" PRIX64 "%016" PRIX64, c->fp_hi & 0xffff, c->fp_lo);
        break;
    case TY_FP128:
        fprintf(p->o, "0xL%016" PRIX64 "%016" PRIX64, c->fp_lo, c->fp_hi);
        break;
    case TY_PPC_FP128:
        fprintf(p->o, "0xM%016" PRIX64 "%016" PRIX64, c->fp_lo, c->fp_hi);
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
    type_print(p->o, v->type);
    fputc(' ', p->o);
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

/* Slot of an unnamed local: from the current function's map, or (for a
 * blockaddress into another function, or a lone diagnostic) by numbering
 * its function on the spot. */
static bool local_slot(Printer *p, const Value *v, uint32_t *n)
{
    if (slots_get(&p->locals, v, n))
        return true;
    const Global *fn = local_parent(v);
    if (!fn)
        return false;
    SlotMap tmp = {0};
    number_function(&tmp, fn);
    bool ok = slots_get(&tmp, v, n);
    slots_free(&tmp);
    return ok;
}

static void print_local_ref(Printer *p, const Value *v)
{
    uint32_t n;
    if (has_name(v))
        ir_print_name(p->o, '%', v->name);
    else if (local_slot(p, v, &n))
        fprintf(p->o, "%%%" PRIu32, n);
    else
        fputs("%<badref>", p->o);
}

static void print_global_ref(Printer *p, const Value *v)
{
    uint32_t n;
    if (has_name(v))
        ir_print_name(p->o, '@', v->name);
    else if (slots_get(&p->globals, v, &n))
        fprintf(p->o, "@%" PRIu32, n);
    else
        fputs("@<unnamed>", p->o);
}

/* Elements of an aggregate constant, each as `TYPE value`. */
static void print_elems(Printer *p, const Const *c, const char *open,
                        const char *close)
{
    if (c->nops == 0 && c->v.type->kind == TY_STRUCT) {
        fputs(c->v.type->packed ? "<{}>" : "{}", p->o);
        return;
    }
    fputs(open, p->o);
    for (uint32_t i = 0; i < c->nops; i++) {
        if (i)
            fputs(", ", p->o);
        print_typed(p, c->ops[i].val);
    }
    fputs(close, p->o);
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
static void print_fmf(FILE *o, uint32_t f)
{
    if ((f & IF_FAST) == IF_FAST) {
        fputs(" fast", o);
        return;
    }
    static const uint32_t order[] = {IF_REASSOC, IF_NNAN, IF_NINF, IF_NSZ,
                                     IF_ARCP, IF_CONTRACT, IF_AFN};
    static const char *const names[] = {"reassoc", "nnan", "ninf", "nsz",
                                        "arcp", "contract", "afn"};
    for (int i = 0; i < 7; i++)
        if (f & order[i])
            fprintf(o, " %s", names[i]);
}

/* Integer wrap/exactness flags, each preceded by a space. */
static void print_int_flags(FILE *o, uint32_t f)
{
    static const uint32_t order[] = {IF_NUW, IF_NSW, IF_EXACT, IF_DISJOINT,
                                     IF_NNEG, IF_SAMESIGN};
    static const char *const names[] = {"nuw", "nsw", "exact", "disjoint",
                                        "nneg", "samesign"};
    for (int i = 0; i < 6; i++)
        if (f & order[i])
            fprintf(o, " %s", names[i]);
}

/* GEP flags: `inbounds` (which implies nusw) or `nusw`, then `nuw`. */
static void print_gep_flags(FILE *o, uint32_t f)
{
    if (f & IF_INBOUNDS)
        fputs(" inbounds", o);
    else if (f & IF_NUSW)
        fputs(" nusw", o);
    if (f & IF_NUW)
        fputs(" nuw", o);
}

/* `(SrcTy, T base, T idx, ...)` with legacy `inrange` before ops[k]. */
static void print_gep_operands(Printer *p, const Type *src, const Use *ops,
                               uint32_t n, int32_t inrange_idx)
{
    type_print(p->o, src);
    for (uint32_t i = 0; i < n; i++) {
        fputs(", ", p->o);
        if ((int64_t)i == inrange_idx)
            fputs("inrange ", p->o);
        print_typed(p, ops[i].val);
    }
}

static void print_cexpr(Printer *p, const Const *c)
{
    Opcode op = (Opcode)c->opcode;
    fputs(opcode_name(op), p->o);
    if (op == OP_GEP)
        print_gep_flags(p->o, c->flags);
    else
        print_int_flags(p->o, c->flags);
    print_fmf(p->o, c->flags);
    if (op == OP_ICMP || op == OP_FCMP)
        fprintf(p->o, " %s", predicate_name((Predicate)c->pred));
    fputs(" (", p->o);
    if (op == OP_GEP) {
        print_gep_operands(p, c->src_type, c->ops, c->nops, c->inrange_idx);
    } else {
        for (uint32_t i = 0; i < c->nops; i++) {
            if (i)
                fputs(", ", p->o);
            print_typed(p, c->ops[i].val);
        }
        if (opcode_is_cast(op)) {
            fputs(" to ", p->o);
            type_print(p->o, c->v.type);
        }
    }
    fputc(')', p->o);
}

static void print_asm(Printer *p, const InlineAsm *a)
{
    fputs("asm ", p->o);
    if (a->sideeffect)
        fputs("sideeffect ", p->o);
    if (a->alignstack)
        fputs("alignstack ", p->o);
    if (a->inteldialect)
        fputs("inteldialect ", p->o);
    if (a->unwind)
        fputs("unwind ", p->o);
    print_quoted(p->o, a->text, a->text_len);
    fputs(", ", p->o);
    print_quoted(p->o, a->constraints, a->constraints_len);
}

static void print_const(Printer *p, const Const *c)
{
    FILE *o = p->o;
    switch (c->v.kind) {
    case VK_CINT:
        if (c->v.type->bits == 1)
            fputs(c->words[0] ? "true" : "false", o);
        else
            const_int_print(o, c);
        break;
    case VK_CFP: print_fp(p, c); break;
    case VK_CNULL: fputs("null", o); break;
    case VK_CUNDEF: fputs("undef", o); break;
    case VK_CPOISON: fputs("poison", o); break;
    case VK_CZERO: fputs("zeroinitializer", o); break;
    case VK_CNONE: fputs("none", o); break;
    case VK_CAGG: print_agg(p, c); break;
    case VK_CDATA:
        fputs("c", o);
        print_quoted(o, (const char *)c->bytes, c->v.type->count);
        break;
    case VK_CEXPR: print_cexpr(p, c); break;
    case VK_CBLOCKADDR:
        fputs("blockaddress(", o);
        print_value(p, c->ops[0].val);
        fputs(", ", o);
        print_value(p, c->ops[1].val);
        fputc(')', o);
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
        fputs("metadata ", p->o);
        print_md_op(p, ((const MDValue *)v)->md, false);
        break;
    case VK_FWDREF:
        if (has_name(v))
            ir_print_name(p->o, '%', v->name);
        else
            fputs("<fwdref>", p->o);
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
        fprintf(p->o, "!%" PRIu32, n->num);
}

/* One operand; in a specialised record (`!DILocation(line: 3, ...)`) the
 * field name comes first and strings lose their `!`. */
static void print_md_op(Printer *p, const MDOp *op, bool in_spec)
{
    if (op->field)
        fprintf(p->o, "%s: ", op->field);
    switch (op->kind) {
    case MD_NULL: fputs("null", p->o); break;
    case MD_NODE: print_md_ref(p, op->node); break;
    case MD_STRING:
        if (!in_spec)
            fputc('!', p->o);
        print_quoted(p->o, op->str, op->len);
        break;
    case MD_VALUE: print_typed(p, op->value); break;
    case MD_RAW: fprintf(p->o, "%.*s", (int)op->len, op->str); break;
    }
}

/* `[distinct ]!{...}` or `[distinct ]!Spec(...)`, without `!N = `. */
static void print_md_node(Printer *p, const MDNode *n)
{
    if (n->distinct)
        fputs("distinct ", p->o);
    if (n->spec)
        fprintf(p->o, "!%s(", n->spec);
    else
        fputs("!{", p->o);
    for (uint32_t i = 0; i < n->nops; i++) {
        if (i)
            fputs(", ", p->o);
        print_md_op(p, &n->ops[i], n->spec != NULL);
    }
    fputc(n->spec ? ')' : '}', p->o);
}

/* A metadata name (after `!`): identifier characters as they are, any
 * other byte (and a leading digit) as \XX, which LLVM's lexer accepts. */
static void print_md_name(FILE *o, const char *name)
{
    for (const char *c = name; *c; c++) {
        unsigned char u = (unsigned char)*c;
        if (ident_char(u) && !(c == name && u >= '0' && u <= '9'))
            fputc(u, o);
        else
            fprintf(o, "\\%02X", u);
    }
}

/* Attachments: `sep!kind !N` for each (sep is ", " or " "). */
static void print_attachments(Printer *p, const MDAttach *md, uint32_t n,
                              const char *sep)
{
    for (uint32_t i = 0; i < n; i++) {
        fprintf(p->o, "%s!", sep);
        print_md_name(p->o, md[i].kind);
        fputc(' ', p->o);
        print_md_ref(p, md[i].node);
    }
}

/* ---- instructions ---------------------------------------------------- */

static void print_label_ref(Printer *p, const Value *b)
{
    fputs("label ", p->o);
    print_value(p, b);
}

/* `T a, T b, ...` over ops[from..to) */
static void print_typed_list(Printer *p, const Instr *i, uint32_t from,
                             uint32_t to)
{
    for (uint32_t k = from; k < to; k++) {
        if (k > from)
            fputs(", ", p->o);
        print_typed(p, i->ops[k].val);
    }
}

/* The calling convention between `pre` and `post` (nothing for C). */
static void print_cc(FILE *o, unsigned cc, const char *pre, const char *post)
{
    switch (cc) {
    case CC_C: return;
    case CC_FAST: fprintf(o, "%sfastcc%s", pre, post); return;
    case CC_COLD: fprintf(o, "%scoldcc%s", pre, post); return;
    case CC_PTX_KERNEL: fprintf(o, "%sptx_kernel%s", pre, post); return;
    case CC_PTX_DEVICE: fprintf(o, "%sptx_device%s", pre, post); return;
    default: fprintf(o, "%scc %u%s", pre, cc, post); return;
    }
}

static void print_attrs_sp(FILE *o, const AttrList *l)
{
    if (l && l->n) {
        fputc(' ', o);
        attrs_print(o, l);
    }
}

static void print_syncscope(FILE *o, const char *ss)
{
    if (ss) {
        fputs(" syncscope(", o);
        print_quoted(o, ss, strlen(ss));
        fputc(')', o);
    }
}

static void print_align(FILE *o, uint64_t align)
{
    if (align)
        fprintf(o, ", align %" PRIu64, align);
}

static void print_br(Printer *p, const Instr *i)
{
    fputs("br ", p->o);
    if (i->nops == 1) {
        print_label_ref(p, i->ops[0].val);
        return;
    }
    print_typed(p, i->ops[0].val);
    fputs(", ", p->o);
    print_label_ref(p, i->ops[1].val);
    fputs(", ", p->o);
    print_label_ref(p, i->ops[2].val);
}

static void print_switch(Printer *p, const Instr *i)
{
    fputs("switch ", p->o);
    print_typed(p, i->ops[0].val);
    fputs(", ", p->o);
    print_label_ref(p, i->ops[1].val);
    fputs(" [", p->o);
    for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
        fputs("\n    ", p->o);
        print_typed(p, i->ops[k].val);
        fputs(", ", p->o);
        print_label_ref(p, i->ops[k + 1].val);
    }
    fputs("\n  ]", p->o);
}

static void print_indirectbr(Printer *p, const Instr *i)
{
    fputs("indirectbr ", p->o);
    print_typed(p, i->ops[0].val);
    fputs(", [", p->o);
    for (uint32_t k = 1; k < i->nops; k++) {
        if (k > 1)
            fputs(", ", p->o);
        print_label_ref(p, i->ops[k].val);
    }
    fputc(']', p->o);
}

/* ` [ "tag"(T v, ...), ... ]` */
static void print_bundles(Printer *p, const Instr *i)
{
    if (!i->nbundles)
        return;
    fputs(" [ ", p->o);
    for (uint32_t b = 0; b < i->nbundles; b++) {
        const Bundle *bd = &i->bundles[b];
        if (b)
            fputs(", ", p->o);
        print_quoted(p->o, bd->tag, strlen(bd->tag));
        fputc('(', p->o);
        print_typed_list(p, i, bd->first, bd->first + bd->count);
        fputc(')', p->o);
    }
    fputs(" ]", p->o);
}

/* The part shared by call and invoke, from the calling convention on:
 * `[cc] [retattrs] RET[ (PARAMS)] callee(args) [fnattrs] [bundles]`. */
static void print_call_site(Printer *p, const Instr *i)
{
    const Type *fnty = i->aux_type;
    print_cc(p->o, i->cc, " ", "");
    print_attrs_sp(p->o, &i->ret_attrs);
    fputc(' ', p->o);
    if (fnty && (i->explicit_fnty || fnty->vararg))
        type_print(p->o, fnty);
    else
        type_print(p->o, fnty ? fnty->elem : i->v.type);
    fputc(' ', p->o);
    print_value(p, call_callee(i));
    fputc('(', p->o);
    for (uint32_t k = 0; k < i->nargs; k++) {
        const Value *a = i->ops[k].val;
        if (k)
            fputs(", ", p->o);
        if (a->kind != VK_MDVALUE) {
            type_print(p->o, a->type);
            print_attrs_sp(p->o, i->arg_attrs ? &i->arg_attrs[k] : NULL);
            fputc(' ', p->o);
        }
        print_value(p, a);
    }
    fputc(')', p->o);
    print_attrs_sp(p->o, &i->fn_attrs);
    print_bundles(p, i);
}

static void print_call(Printer *p, const Instr *i)
{
    if (i->flags & IF_TAIL)
        fputs("tail ", p->o);
    else if (i->flags & IF_MUSTTAIL)
        fputs("musttail ", p->o);
    else if (i->flags & IF_NOTAIL)
        fputs("notail ", p->o);
    fputs("call", p->o);
    print_fmf(p->o, i->flags);
    print_call_site(p, i);
}

static void print_invoke(Printer *p, const Instr *i)
{
    fputs("invoke", p->o);
    print_call_site(p, i);
    fputs("\n          to ", p->o);
    print_label_ref(p, i->ops[i->nops - 2].val);
    fputs(" unwind ", p->o);
    print_label_ref(p, i->ops[i->nops - 1].val);
}

static void print_alloca(Printer *p, const Instr *i)
{
    fputs("alloca", p->o);
    if (i->flags & IF_INALLOCA)
        fputs(" inalloca", p->o);
    if (i->flags & IF_SWIFTERROR)
        fputs(" swifterror", p->o);
    fputc(' ', p->o);
    type_print(p->o, i->aux_type);
    if (i->explicit_count && i->nops >= 1) {
        fputs(", ", p->o);
        print_typed(p, i->ops[0].val);
    }
    print_align(p->o, i->align);
    if (i->addrspace)
        fprintf(p->o, ", addrspace(%" PRIu32 ")", i->addrspace);
}

/* `load [atomic] [volatile] T, ptr %p [syncscope] [ordering], align N` */
static void print_load_store(Printer *p, const Instr *i)
{
    fputs(opcode_name(i->op), p->o);
    if (i->flags & IF_ATOMIC)
        fputs(" atomic", p->o);
    if (i->flags & IF_VOLATILE)
        fputs(" volatile", p->o);
    fputc(' ', p->o);
    if (i->op == OP_LOAD) {
        type_print(p->o, i->v.type);
        fputs(", ", p->o);
        print_typed(p, i->ops[0].val);
    } else {
        print_typed_list(p, i, 0, 2);
    }
    if (i->flags & IF_ATOMIC) {
        print_syncscope(p->o, i->syncscope);
        fprintf(p->o, " %s", ordering_name((Ordering)i->ordering));
    }
    print_align(p->o, i->align);
}

static void print_cmpxchg(Printer *p, const Instr *i)
{
    fputs("cmpxchg", p->o);
    if (i->flags & IF_WEAK)
        fputs(" weak", p->o);
    if (i->flags & IF_VOLATILE)
        fputs(" volatile", p->o);
    fputc(' ', p->o);
    print_typed_list(p, i, 0, 3);
    print_syncscope(p->o, i->syncscope);
    fprintf(p->o, " %s %s", ordering_name((Ordering)i->ordering),
            ordering_name((Ordering)i->ordering2));
    print_align(p->o, i->align);
}

static void print_atomicrmw(Printer *p, const Instr *i)
{
    fputs("atomicrmw", p->o);
    if (i->flags & IF_VOLATILE)
        fputs(" volatile", p->o);
    fprintf(p->o, " %s ", rmw_name((RmwOp)i->rmw));
    print_typed_list(p, i, 0, 2);
    print_syncscope(p->o, i->syncscope);
    fprintf(p->o, " %s", ordering_name((Ordering)i->ordering));
    print_align(p->o, i->align);
}

static void print_gep(Printer *p, const Instr *i)
{
    fputs("getelementptr", p->o);
    print_gep_flags(p->o, i->flags);
    if (i->inrange)
        fprintf(p->o, " inrange(%s)", i->inrange);
    fputc(' ', p->o);
    print_gep_operands(p, i->aux_type, i->ops, i->nops, i->inrange_idx);
}

static void print_phi(Printer *p, const Instr *i)
{
    fputs("phi", p->o);
    print_fmf(p->o, i->flags);
    fputc(' ', p->o);
    type_print(p->o, i->v.type);
    for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
        fputs(k ? ", [ " : " [ ", p->o);
        print_value(p, i->ops[k].val);
        fputs(", ", p->o);
        print_value(p, i->ops[k + 1].val);
        fputs(" ]", p->o);
    }
}

static void print_cmp(Printer *p, const Instr *i)
{
    fputs(opcode_name(i->op), p->o);
    print_int_flags(p->o, i->flags); /* samesign */
    print_fmf(p->o, i->flags);
    fprintf(p->o, " %s ", predicate_name((Predicate)i->pred));
    print_typed(p, i->ops[0].val);
    fputs(", ", p->o);
    print_value(p, i->ops[1].val);
}

/* Binary operators print the second operand without its type. */
static void print_binary(Printer *p, const Instr *i)
{
    fputs(opcode_name(i->op), p->o);
    print_int_flags(p->o, i->flags);
    print_fmf(p->o, i->flags);
    fputc(' ', p->o);
    print_typed(p, i->ops[0].val);
    fputs(", ", p->o);
    print_value(p, i->ops[1].val);
}

static void print_cast(Printer *p, const Instr *i)
{
    fputs(opcode_name(i->op), p->o);
    print_int_flags(p->o, i->flags);
    print_fmf(p->o, i->flags);
    fputc(' ', p->o);
    print_typed(p, i->ops[0].val);
    fputs(" to ", p->o);
    type_print(p->o, i->v.type);
}

/* extractvalue / insertvalue: typed operands, then the constant indices. */
static void print_aggop(Printer *p, const Instr *i)
{
    fprintf(p->o, "%s ", opcode_name(i->op));
    print_typed_list(p, i, 0, i->nops);
    for (uint32_t k = 0; k < i->nindices; k++)
        fprintf(p->o, ", %" PRIu32, i->indices[k]);
}

static void print_landingpad(Printer *p, const Instr *i)
{
    fputs("landingpad ", p->o);
    type_print(p->o, i->v.type);
    if (i->flags & IF_CLEANUP)
        fputs("\n          cleanup", p->o);
    for (uint32_t k = 0; k < i->nops; k++) {
        /* filter clauses are arrays, catch clauses are not */
        bool filter = i->ops[k].val->type->kind == TY_ARRAY;
        fputs(filter ? "\n          filter " : "\n          catch ", p->o);
        print_typed(p, i->ops[k].val);
    }
}

/* Opcodes whose text is `op[flags] T a, T b, ...`. */
static void print_generic(Printer *p, const Instr *i)
{
    fputs(opcode_name(i->op), p->o);
    print_fmf(p->o, i->flags);
    fputc(' ', p->o);
    print_typed_list(p, i, 0, i->nops);
}

static void print_other(Printer *p, const Instr *i)
{
    switch (i->op) {
    case OP_EXTRACTVALUE: case OP_INSERTVALUE: print_aggop(p, i); break;
    case OP_ALLOCA: print_alloca(p, i); break;
    case OP_LOAD: case OP_STORE: print_load_store(p, i); break;
    case OP_FENCE:
        fputs("fence", p->o);
        print_syncscope(p->o, i->syncscope);
        fprintf(p->o, " %s", ordering_name((Ordering)i->ordering));
        break;
    case OP_CMPXCHG: print_cmpxchg(p, i); break;
    case OP_ATOMICRMW: print_atomicrmw(p, i); break;
    case OP_GEP: print_gep(p, i); break;
    case OP_ICMP: case OP_FCMP: print_cmp(p, i); break;
    case OP_PHI: print_phi(p, i); break;
    case OP_CALL: print_call(p, i); break;
    case OP_VA_ARG:
        fputs("va_arg ", p->o);
        print_typed(p, i->ops[0].val);
        fputs(", ", p->o);
        type_print(p->o, i->v.type);
        break;
    case OP_LANDINGPAD: print_landingpad(p, i); break;
    default: print_generic(p, i); break;
    }
}

static void print_terminator(Printer *p, const Instr *i)
{
    switch (i->op) {
    case OP_RET:
        fputs("ret ", p->o);
        if (i->nops)
            print_typed(p, i->ops[0].val);
        else
            fputs("void", p->o);
        break;
    case OP_BR: print_br(p, i); break;
    case OP_SWITCH: print_switch(p, i); break;
    case OP_INDIRECTBR: print_indirectbr(p, i); break;
    case OP_INVOKE: print_invoke(p, i); break;
    case OP_RESUME: print_generic(p, i); break;
    default: fputs(opcode_name(i->op), p->o); break; /* unreachable */
    }
}

static void print_instr(Printer *p, const Instr *i)
{
    fputs("  ", p->o);
    if (instr_has_result(i)) {
        print_local_ref(p, &i->v);
        fputs(" = ", p->o);
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
    fputc('\n', p->o);
}

/* ---- globals and functions ------------------------------------------- */

/* Linkage word with its trailing space.  A variable with no initializer
 * must say `external` (LLVM reads `@g = global i32` as an error). */
static void print_linkage(FILE *o, const Global *g, bool var_decl)
{
    if (g->linkage == LINK_EXTERNAL)
        fputs(var_decl ? "external " : "", o);
    else
        fprintf(o, "%s ", linkage_name(g->linkage));
}

/* `[dso_local] [visibility] [dll]` each with a trailing space. */
static void print_preemption_vis(FILE *o, const Global *g)
{
    static const char *const vis[] = {"", "hidden ", "protected "};
    static const char *const dll[] = {"", "dllimport ", "dllexport "};
    if (g->dso_local)
        fputs("dso_local ", o);
    fputs(vis[g->vis], o);
    fputs(dll[g->dll], o);
}

static void print_thread_local(FILE *o, const Global *g)
{
    if (!g->thread_local)
        return;
    if (g->thread_local[0])
        fprintf(o, "thread_local(%s) ", g->thread_local);
    else
        fputs("thread_local ", o);
}

static void print_unnamed_addr(FILE *o, UnnamedAddr ua, const char *pre,
                               const char *post)
{
    if (ua == UA_UNNAMED)
        fprintf(o, "%sunnamed_addr%s", pre, post);
    else if (ua == UA_LOCAL)
        fprintf(o, "%slocal_unnamed_addr%s", pre, post);
}

/* `comdat` when the comdat is named after the global, else `comdat($c)`. */
static void print_comdat(FILE *o, const Global *g, const char *pre)
{
    if (!g->has_comdat)
        return;
    fprintf(o, "%scomdat", pre);
    if (g->comdat && g->comdat[0] &&
        !(g->v.name && strcmp(g->comdat, g->v.name) == 0)) {
        fputc('(', o);
        ir_print_name(o, '$', g->comdat);
        fputc(')', o);
    }
}

static void print_section_partition(FILE *o, const Global *g, const char *pre)
{
    if (g->section) {
        fprintf(o, "%ssection ", pre);
        print_quoted(o, g->section, strlen(g->section));
    }
    if (g->partition) {
        fprintf(o, "%spartition ", pre);
        print_quoted(o, g->partition, strlen(g->partition));
    }
}

static void print_global_var(Printer *p, const Global *g)
{
    FILE *o = p->o;
    print_global_ref(p, &g->v);
    fputs(" = ", o);
    print_linkage(o, g, g->init == NULL);
    print_preemption_vis(o, g);
    print_thread_local(o, g);
    print_unnamed_addr(o, g->unnamed_addr, "", " ");
    if (g->addrspace)
        fprintf(o, "addrspace(%" PRIu32 ") ", g->addrspace);
    if (g->externally_initialized)
        fputs("externally_initialized ", o);
    fputs(g->is_constant ? "constant " : "global ", o);
    type_print(o, g->value_type);
    if (g->init) {
        fputc(' ', o);
        print_value(p, g->init);
    }
    print_section_partition(o, g, ", ");
    if (g->code_model) {
        fputs(", code_model ", o);
        print_quoted(o, g->code_model, strlen(g->code_model));
    }
    print_comdat(o, g, ", ");
    print_align(o, g->align);
    print_attachments(p, g->md, g->nmd, ", ");
    print_attrs_sp(o, &g->attrs);
    fputc('\n', o);
}

static void print_alias(Printer *p, const Global *g)
{
    FILE *o = p->o;
    print_global_ref(p, &g->v);
    fputs(" = ", o);
    print_linkage(o, g, false);
    print_preemption_vis(o, g);
    print_thread_local(o, g);
    print_unnamed_addr(o, g->unnamed_addr, "", " ");
    fputs(g->gk == GK_IFUNC ? "ifunc " : "alias ", o);
    type_print(o, g->value_type);
    fputs(", ", o);
    if (g->init)
        print_typed(p, g->init);
    print_section_partition(o, g, ", ");
    fputc('\n', o);
}

/* `(T [attrs] %a, ...)`; declarations leave the names out. */
static void print_params(Printer *p, const Global *fn)
{
    const Type *ft = fn->fnty;
    fputc('(', p->o);
    for (uint32_t k = 0; k < ft->nmem; k++) {
        if (k)
            fputs(", ", p->o);
        type_print(p->o, ft->mem[k]);
        print_attrs_sp(p->o, fn->param_attrs ? &fn->param_attrs[k] : NULL);
        if (!fn->is_decl && k < fn->nargs) {
            fputc(' ', p->o);
            print_local_ref(p, &fn->args[k]->v);
        }
    }
    if (ft->vararg)
        fputs(ft->nmem ? ", ..." : "...", p->o);
    fputc(')', p->o);
}

static void print_fn_use(Printer *p, const char *word, const Use *u)
{
    if (!u->val)
        return;
    fprintf(p->o, " %s ", word);
    print_typed(p, u->val);
}

/* Everything after the parameter list, up to (not including) `{`. */
static void print_fn_trailer(Printer *p, const Global *fn)
{
    FILE *o = p->o;
    print_unnamed_addr(o, fn->unnamed_addr, " ", "");
    if (fn->explicit_addrspace)
        fprintf(o, " addrspace(%" PRIu32 ")", fn->addrspace);
    print_attrs_sp(o, &fn->attrs);
    print_section_partition(o, fn, " ");
    print_comdat(o, fn, " ");
    if (fn->fn_align)
        fprintf(o, " align %" PRIu64, fn->fn_align);
    if (fn->gc) {
        fputs(" gc ", o);
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
    FILE *o = p->o;
    if (fn->is_decl) {
        fputs("declare", o);
        print_attachments(p, fn->md, fn->nmd, " ");
        fputc(' ', o);
    } else {
        fputs("define ", o);
    }
    print_linkage(o, fn, false);
    print_preemption_vis(o, fn);
    print_cc(o, fn->cc, "", " ");
    if (fn->ret_attrs.n) {
        attrs_print(o, &fn->ret_attrs);
        fputc(' ', o);
    }
    type_print(o, fn->fnty->elem);
    fputc(' ', o);
    print_global_ref(p, &fn->v);
    print_params(p, fn);
    print_fn_trailer(p, fn);
}

/* Block label: none for an unnamed entry block (LLVM's habit). */
static void print_block(Printer *p, const Block *b, bool entry)
{
    if (!entry)
        fputc('\n', p->o);
    if (has_name(&b->v)) {
        print_name_body(p->o, b->v.name);
        fputs(":\n", p->o);
    } else if (!entry) {
        uint32_t n;
        if (!slots_get(&p->locals, b, &n))
            BUG("unnumbered block");
        fprintf(p->o, "%" PRIu32 ":\n", n);
    }
    for (const Instr *i = b->first; i; i = i->next)
        print_instr(p, i);
}

static void print_function(Printer *p, const Global *fn)
{
    slots_free(&p->locals);
    if (!fn->is_decl)
        number_function(&p->locals, fn);
    print_fn_header(p, fn);
    if (fn->is_decl) {
        fputc('\n', p->o);
        return;
    }
    fputs(" {\n", p->o);
    for (const Block *b = fn->first; b; b = b->next)
        print_block(p, b, b == fn->first);
    fputs("}\n", p->o);
    slots_free(&p->locals);
}

/* ---- the module ------------------------------------------------------- */

/* An identified struct's definition: `%T = type { ... }` or `opaque`. */
static void print_struct_def(FILE *o, const Type *t)
{
    type_print(o, t);
    fputs(" = type ", o);
    if (t->opaque) {
        fputs("opaque\n", o);
        return;
    }
    if (t->nmem == 0) {
        fputs(t->packed ? "<{}>\n" : "{}\n", o);
        return;
    }
    fputs(t->packed ? "<{ " : "{ ", o);
    for (uint32_t i = 0; i < t->nmem; i++) {
        if (i)
            fputs(", ", o);
        type_print(o, t->mem[i]);
    }
    fputs(t->packed ? " }>\n" : " }\n", o);
}

static void print_header(Printer *p)
{
    const Module *m = p->m;
    if (m->source_filename) {
        fputs("source_filename = ", p->o);
        print_quoted(p->o, m->source_filename, strlen(m->source_filename));
        fputc('\n', p->o);
    }
    if (m->datalayout) {
        fputs("target datalayout = ", p->o);
        print_quoted(p->o, m->datalayout, strlen(m->datalayout));
        fputc('\n', p->o);
    }
    if (m->triple) {
        fputs("target triple = ", p->o);
        print_quoted(p->o, m->triple, strlen(m->triple));
        fputc('\n', p->o);
    }
}

/* Print a blank line before a section if anything came before it. */
static void section(Printer *p, bool *any)
{
    if (*any)
        fputc('\n', p->o);
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
            fputs("module asm ", p->o);
            print_quoted(p->o, s, strlen(s));
            fputc('\n', p->o);
        }
    }
    if (named->len) {
        section(p, any);
        print_struct_defs(p, named);
    }
    if (p->m->comdats) {
        section(p, any);
        for (const Comdat *c = p->m->comdats; c; c = c->next) {
            ir_print_name(p->o, '$', c->name);
            fprintf(p->o, " = comdat %s\n", c->kind ? c->kind : "any");
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
        fprintf(p->o, "!%" PRIu32 " = ", v[i]->num);
        print_md_node(p, v[i]);
        fputc('\n', p->o);
    }
    free(v);
}

static void print_metadata(Printer *p, bool *any)
{
    if (p->m->attr_groups) {
        section(p, any);
        for (const AttrGroup *g = p->m->attr_groups; g; g = g->next) {
            fprintf(p->o, "attributes #%" PRIu32 " = { ", g->num);
            attrs_print(p->o, &g->attrs);
            fputs(" }\n", p->o);
        }
    }
    if (p->m->named_mds) {
        section(p, any);
        for (const NamedMD *nm = p->m->named_mds; nm; nm = nm->next) {
            fputc('!', p->o);
            print_md_name(p->o, nm->name);
            fputs(" = !{", p->o);
            for (uint32_t i = 0; i < nm->n; i++)
                fprintf(p->o, "%s!%" PRIu32, i ? ", " : "", nm->nodes[i]->num);
            fputs("}\n", p->o);
        }
    }
    if (p->m->mds) {
        section(p, any);
        print_numbered_md(p);
    }
}

void module_print(FILE *out, const Module *m)
{
    Printer p = {.o = out, .m = m};
    number_globals(&p.globals, m);
    bool any = false;
    print_header(&p);
    any = m->source_filename || m->datalayout || m->triple;
    print_types_and_comdats(&p, &any);
    print_globals(&p, &any);
    print_metadata(&p, &any);
    slots_free(&p.globals);
    slots_free(&p.locals);
}

void value_print_operand(FILE *out, const Value *v)
{
    Printer p = {.o = out};
    print_typed(&p, v);
    slots_free(&p.locals);
}
