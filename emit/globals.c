/*
 * emit/globals.c -- global variables, their initializers, and function
 * aliases.
 *
 *     .visible .global .align 4 .u32 counter = 5;
 *     .global .align 1 .b8 $str[6] = {104, 101, 108, 108, 111, 0};
 *     .shared .align 4 .f32 tile[256];
 *     .visible .const .align 8 .b8 entry[16] = {42, 0, 0, 0, 97, ...};
 *     .visible .global .align 8 .u64 table[3] = {f, g_arr+12, generic(g)};
 *     .extern .shared .align 16 .b8 dyn_smem[];
 *
 * Space: address spaces 0 and 1 are .global (as LLVM's NVPTX places
 * generic globals), 3 .shared, 4 .const.  Linkage: a definition is
 * .visible, or nothing when internal/private, .weak for the weak and
 * linkonce kinds, .common for common; a declaration (and an
 * available_externally definition, whose body lives elsewhere) is .extern.
 *
 * Type: a scalar, or an array (of arrays) of one integer, float, double
 * or pointer type, keeps its element type (.u32 x[8]); anything else --
 * structs, vectors, half, i1, i128 -- is a byte array .b8 x[SIZE], which
 * is how llc writes them.
 *
 * The initializer is first laid out as bytes (isel/legal/parts.c flattens it
 * into parts with offsets; constant expressions are evaluated here), so
 * every type prints the same way.  An initializer that holds addresses
 * of other globals or functions cannot be bytes: PTX only takes a symbol
 * as a whole .u64 (.u32 with 32-bit pointers) element, so such a variable
 * becomes an array of pointer-sized words, each either a number (the
 * bytes packed little-endian) or `sym`, `sym+OFF`, `generic(sym)+OFF`
 * (the generic address of a variable in a specific space: addrspacecast
 * to generic, or any generic pointer to an addrspace(0) variable, which
 * lives in .global).  PTX lets an initializer name only .global and
 * .const variables and device functions (a .shared address is different
 * in every block); anything else, a symbol not on a word boundary, a
 * symbol narrower than a pointer, and arithmetic PTX cannot spell are
 * located "unsupported" errors.  An all-zero initializer is left out (PTX
 * zero-fills .global and .const); .shared memory is never initialized
 * by PTX, so a .shared variable with any initializer but undef is an
 * error rather than silently uninitialized memory.
 *
 * Order: PTX wants a symbol declared before an initializer names it, so
 * variables are printed in dependency order (each after the variables its
 * initializer names; functions are all declared earlier, emit/ptx.c).  A
 * cycle of initializers is an error.
 *
 * Aliases: a call through an alias calls the aliasee (isel/lower/call.c), so an
 * internal alias needs nothing; an externally visible alias of a device
 * function is declared with the function's signature and printed as
 * `.alias name, aliasee;` (PTX 6.3) for other modules to link against.
 */
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

/* ---------------- spaces, linkage, names ---------------- */

static const char *space_of(unsigned as)
{
    switch (as) {
    case 0: case 1: return ".global";
    case 3: return ".shared";
    case 4: return ".const";
    default: return NULL;
    }
}

static const char *gname(const Global *g) { return g->v.name ? g->v.name : ""; }

/* The linkage directive (with its space after it). */
static const char *linkage_of(const Global *g)
{
    if (!g->init || g->linkage == LINK_AVAILABLE_EXTERNALLY)
        return ".extern ";
    switch (g->linkage) {
    case LINK_INTERNAL: case LINK_PRIVATE: return "";
    case LINK_WEAK: case LINK_WEAK_ODR: case LINK_LINKONCE: case LINK_LINKONCE_ODR:
        return ".weak ";
    case LINK_COMMON: return g->addrspace <= 1 ? ".common " : ".weak ";
    default: return ".visible ";
    }
}

static bool is_extern(const Global *g) { return !strcmp(linkage_of(g), ".extern "); }

/* .weak needs PTX 3.1, .common 5.0 (the PTX ISA's notes on each). */
static void linkage_needs(IselCtx *c, const Global *g)
{
    const char *l = linkage_of(g);
    if (!strcmp(l, ".weak "))
        isel_need_module(c, ".weak", 31, g->v.loc);
    else if (!strcmp(l, ".common "))
        isel_need_module(c, ".common", 50, g->v.loc);
}

/* ---------------- the element type ---------------- */

/* The PTX element type of a scalar IR type written as such, or NULL. */
static const char *typed_elem(const IselCtx *c, const Type *t)
{
    switch (t->kind) {
    case TY_INT:
        switch (t->bits) {
        case 8: return "b8";
        case 16: return "u16";
        case 32: return "u32";
        case 64: return "u64";
        default: return NULL;
        }
    case TY_FLOAT: return "f32";
    case TY_DOUBLE: return "f64";
    case TY_PTR: return c->ptr_bits == 64 ? "u64" : "u32";
    default: return NULL;
    }
}

/* The innermost element type and total element count of an array. */
static const Type *array_elem(const Type *t, uint64_t *count, bool *is_array)
{
    *count = 1;
    *is_array = t->kind == TY_ARRAY;
    while (t->kind == TY_ARRAY) {
        *count *= t->count;
        t = t->elem;
    }
    return t;
}

/* How a variable is declared: element type, element size and count. */
typedef struct Shape {
    const char *elem;   /* "u32", "b8", "u64" */
    unsigned esize;     /* bytes per element */
    uint64_t count;
    bool array;         /* written with [count] */
    bool is_float;
} Shape;

static Shape shape_of(const IselCtx *c, const Global *g)
{
    Shape s;
    const Type *e = array_elem(g->value_type, &s.count, &s.array);
    s.elem = typed_elem(c, e);
    s.is_float = e->kind == TY_FLOAT || e->kind == TY_DOUBLE;
    if (s.elem) {
        s.esize = (unsigned)type_size(e, c->ptr_bits);
    } else { /* everything else: bytes */
        s.elem = "b8", s.esize = 1, s.array = true, s.is_float = false;
        s.count = type_size(g->value_type, c->ptr_bits);
    }
    return s;
}

/* A word-array shape for an initializer holding symbols. */
static Shape word_shape(const IselCtx *c, const Global *g)
{
    unsigned w = c->ptr_bits / 8;
    uint64_t size = type_size(g->value_type, c->ptr_bits);
    Shape s = {.elem = w == 8 ? "u64" : "u32", .esize = w, .count = size / w,
               .array = g->value_type->kind != TY_PTR && g->value_type->kind != TY_INT};
    return s;
}

/* ---------------- evaluating an initializer ---------------- */

/* A constant as the linker sees it: a number, or a symbol's address (or
 * its generic address) plus a byte offset. */
typedef struct InitVal {
    const Global *sym;
    bool generic;
    int64_t off;
} InitVal;

/* A symbol slot of the byte image: a pointer-sized part at `at`. */
typedef struct SymSlot {
    uint64_t at;
    InitVal v;
} SymSlot;

typedef struct Image {
    unsigned char *bytes; /* malloc'ed, size bytes */
    uint64_t size;
    Vec slots;            /* SymSlot, in offset order */
    const char *why;      /* set when the initializer cannot be written */
} Image;

/* Nesting of constant expressions: the parser allows LIMIT_NESTING in one
 * constant; aliases can chain a few (and a cycle of them must end). */
enum { EVAL_MAX_DEPTH = 4 * LIMIT_NESTING };

static bool eval_const(IselCtx *c, const Value *v, InitVal *r, unsigned depth);

/* getelementptr: the base plus constant offsets. */
static bool eval_gep(IselCtx *c, const Const *k, InitVal *r, unsigned depth)
{
    return eval_const(c, k->ops[0].val, r, depth + 1) && const_gep_offset(c, k, &r->off);
}

/* add/sub of a symbol and a number (or of two numbers); sym - sym of the
 * same symbol is a number. */
static bool eval_arith(IselCtx *c, const Const *k, InitVal *r, unsigned depth)
{
    InitVal a, b;
    if (!eval_const(c, k->ops[0].val, &a, depth + 1) ||
        !eval_const(c, k->ops[1].val, &b, depth + 1))
        return false;
    if (k->opcode == OP_ADD && (!a.sym || !b.sym)) {
        *r = a.sym ? a : b;
        r->off = (int64_t)((uint64_t)a.off + (uint64_t)b.off);
        return true;
    }
    if (k->opcode == OP_SUB && (!b.sym || (a.sym == b.sym && a.generic == b.generic))) {
        *r = (InitVal){b.sym ? NULL : a.sym, a.generic && !b.sym,
                       (int64_t)((uint64_t)a.off - (uint64_t)b.off)};
        return true;
    }
    return false;
}

/* addrspacecast: specific -> generic marks a symbol generic(); the way
 * back undoes it.  Null stays null, as LLVM folds it. */
static bool eval_cast_space(IselCtx *c, const Const *k, InitVal *r, unsigned depth)
{
    const Value *src = k->ops[0].val;
    if (!eval_const(c, src, r, depth + 1))
        return false;
    unsigned from = src->type->addrspace, to = k->v.type->addrspace;
    if (!r->sym || from == to)
        return true;
    if (from != 0 && to == 0 && !r->generic)
        return r->generic = true;
    if (from == 0 && to != 0 && r->generic && r->sym->addrspace == to) {
        r->generic = false;
        return true;
    }
    return false;
}

static bool eval_expr(IselCtx *c, const Const *k, InitVal *r, unsigned depth)
{
    const Value *op0 = k->nops ? k->ops[0].val : NULL;
    switch (k->opcode) {
    case OP_BITCAST:
        return op0->type->kind == TY_PTR && eval_const(c, op0, r, depth + 1);
    case OP_PTRTOINT: case OP_INTTOPTR: {
        if (!eval_const(c, op0, r, depth + 1))
            return false;
        unsigned bits = k->v.type->kind == TY_PTR ? c->ptr_bits : k->v.type->bits;
        if (bits >= 64)
            return true;
        if (r->sym) /* an address does not fit a narrower integer */
            return false;
        r->off = (int64_t)((uint64_t)r->off & ((UINT64_C(1) << bits) - 1));
        return true;
    }
    case OP_ADDRSPACECAST: return eval_cast_space(c, k, r, depth);
    case OP_GEP: return eval_gep(c, k, r, depth);
    case OP_ADD: case OP_SUB: return eval_arith(c, k, r, depth);
    default: return false;
    }
}

/* A variable declared in addrspace(0) lives in .global, so its IR address
 * (a generic pointer) is generic(sym). */
static bool eval_global(IselCtx *c, const Global *g, InitVal *r, unsigned depth)
{
    if (g->gk == GK_ALIAS)
        return g->init && eval_const(c, g->init, r, depth + 1);
    if (g->gk != GK_VAR && g->gk != GK_FUNC)
        return false;
    *r = (InitVal){g, g->gk == GK_VAR && g->addrspace == 0, 0};
    return true;
}

static bool eval_const(IselCtx *c, const Value *v, InitVal *r, unsigned depth)
{
    *r = (InitVal){NULL, false, 0};
    if (depth > EVAL_MAX_DEPTH)
        return false;
    switch (v->kind) {
    case VK_CINT: r->off = const_int_sext((const Const *)v); return true;
    case VK_CNULL: case VK_CZERO: case VK_CUNDEF: case VK_CPOISON: return true;
    case VK_GLOBAL: return eval_global(c, (const Global *)v, r, depth);
    case VK_CEXPR: return eval_expr(c, (const Const *)v, r, depth);
    default: return false;
    }
}

/* ---------------- the byte image ---------------- */

static void put_bits(Image *im, uint64_t at, uint64_t bits, unsigned nbytes)
{
    for (unsigned b = 0; b < nbytes && at + b < im->size; b++)
        im->bytes[at + b] = (unsigned char)(bits >> (8 * b));
}

/* Part k of the initializer, of machine type vt at offset `at`. */
static void put_part(IselCtx *c, Image *im, Vt vt, uint64_t at, const ConstPart *cp)
{
    unsigned nbytes = vt == VT_I1 ? 1 : vt_bits(vt) / 8;
    InitVal v = {NULL, false, 0};
    if (cp->kind == CP_BITS) {
        put_bits(im, at, vt == VT_I1 ? (cp->bits & 1) : cp->bits, nbytes);
        return;
    }
    if (cp->kind == CP_UNDEF)
        return;
    if (cp->kind == CP_SYM && !eval_global(c, cp->g, &v, 0))
        im->why = "an alias or ifunc that names no variable or function";
    else if (cp->kind == CP_SYM)
        v.off += cp->addend;
    else if (cp->part != 0 || !eval_const(c, cp->expr, &v, 0))
        im->why = "a constant expression PTX cannot write as an address plus an offset";
    if (im->why)
        return;
    if (!v.sym) {
        put_bits(im, at, (uint64_t)v.off, nbytes);
        return;
    }
    if (v.sym->gk == GK_VAR && v.sym->addrspace != 0 && v.sym->addrspace != 1 &&
        v.sym->addrspace != 4) /* a .shared address differs per block */
        im->why = "the address of a variable outside .global and .const, which PTX "
                  "initializers cannot name";
    else if (module_is_kernel(c->m, v.sym))
        im->why = "the address of a kernel";
    else if (vt_bits(vt) != c->ptr_bits || at % (c->ptr_bits / 8))
        im->why = "an address that is not a whole, aligned pointer-sized element";
    else
        VEC_PUSH(&im->slots, SymSlot, ((SymSlot){at, v}));
}

/* Lay the initializer of g out as bytes and symbol slots. */
static void build_image(IselCtx *c, const Global *g, Image *im)
{
    const char *why = NULL;
    const TypeParts *tp = type_parts(c, g->value_type, &why);
    memset(im, 0, sizeof *im);
    im->size = type_size(g->value_type, c->ptr_bits);
    im->bytes = calloc(im->size ? im->size : 1, 1);
    if (!im->bytes)
        BUG("out of memory");
    const Type *t = g->value_type;
    if (!tp && t->kind == TY_INT && t->bits > 64) {
        /* An integer of an odd width the selector has no parts for (i65):
         * its value, little-endian, is the whole image.  Bytes past its
         * bits (to the alloc size) are 0, as zero, undef and poison are. */
        const Value *init = g->init;
        if (init && init->kind == VK_CINT)
            for (uint64_t k = 0; k < im->size && k < (t->bits + 7) / 8; k++)
                im->bytes[k] = (unsigned char)(((const Const *)init)->words[k / 8] >> (8 * (k % 8)));
        else if (init && init->kind != VK_CZERO && init->kind != VK_CUNDEF &&
                 init->kind != VK_CPOISON)
            im->why = why;
        return;
    }
    if (!tp || type_has_bool_vector(t)) {
        im->why = why ? why : "it holds a vector of i1";
        return;
    }
    ConstPart *cps = calloc(tp->n ? tp->n : 1, sizeof *cps);
    if (!cps)
        BUG("out of memory");
    const_parts(c, g->init, tp, cps);
    for (uint32_t k = 0; k < tp->n && !im->why; k++)
        put_part(c, im, tp->vt[k], tp->off[k], &cps[k]);
    free(cps);
    if (!im->why && im->slots.len && im->size % (c->ptr_bits / 8))
        im->why = "addresses in a variable whose size is not a whole number of pointers";
}

static void image_free(Image *im)
{
    free(im->bytes);
    vec_free(&im->slots);
}

static bool image_is_zero(const Image *im)
{
    if (im->slots.len)
        return false;
    for (uint64_t k = 0; k < im->size; k++)
        if (im->bytes[k])
            return false;
    return true;
}

/* ---------------- printing ---------------- */

static uint64_t get_bits(const Image *im, uint64_t at, unsigned nbytes)
{
    uint64_t v = 0;
    for (unsigned b = 0; b < nbytes; b++)
        v |= (uint64_t)im->bytes[at + b] << (8 * b);
    return v;
}

static const SymSlot *slot_at(const Image *im, uint64_t at)
{
    for (size_t k = 0; k < im->slots.len; k++)
        if (VEC_AT(&im->slots, SymSlot, k).at == at)
            return &VEC_AT(&im->slots, SymSlot, k);
    return NULL;
}

/* One element: a symbol expression, a float's bits, or a number. */
static void print_elem(IselCtx *c, FILE *out, const Image *im, const Shape *s, uint64_t at)
{
    const SymSlot *sl = slot_at(im, at);
    if (sl) {
        const char *name = ptx_symbol(c->fn_arena, c->m, sl->v.sym);
        fprintf(out, sl->v.generic ? "generic(%s)" : "%s", name);
        if (sl->v.generic) /* the generic() operator: PTX 3.1 */
            isel_need_module(c, "generic()", 31, sl->v.sym->v.loc);
        if (sl->v.off)
            fprintf(out, "+%lld", (long long)sl->v.off);
        return;
    }
    uint64_t v = get_bits(im, at, s->esize);
    if (s->is_float && s->esize == 4)
        fprintf(out, "0f%08X", (unsigned)v);
    else if (s->is_float)
        fprintf(out, "0d%016llX", (unsigned long long)v);
    else
        fprintf(out, "%llu", (unsigned long long)v);
}

static void print_init(IselCtx *c, FILE *out, const Image *im, const Shape *s)
{
    fputs(s->array ? " = {" : " = ", out);
    for (uint64_t k = 0; k < s->count; k++) {
        if (k)
            fputs(", ", out);
        print_elem(c, out, im, s, k * s->esize);
    }
    fputs(s->array ? "}" : "", out);
}

static bool var_error(IselCtx *c, const Global *g, const char *fmt, const char *detail)
{
    char msg[256];
    snprintf(msg, sizeof msg, fmt, gname(g), detail);
    diag_error(c->diag, g->v.loc, "unsupported: %s", msg);
    return false;
}

/* The initializer's image, or a reported error; *has is false when there
 * is nothing to write (none, undef, all zero). */
static bool var_image(IselCtx *c, const Global *g, Image *im, bool *has)
{
    *has = false;
    memset(im, 0, sizeof *im);
    if (is_extern(g) || !g->init || g->init->kind == VK_CUNDEF || g->init->kind == VK_CPOISON)
        return true;
    if (g->addrspace != 3 && (g->init->kind == VK_CZERO || g->init->kind == VK_CNULL))
        return true; /* zero-filled anyway, whatever the type's shape */
    build_image(c, g, im);
    if (g->addrspace == 3) {
        /* LLVM's NVPTX printer drops an all-zero initializer of shared
         * memory (`zeroinitializer`, `float 0.0`), which PTX cannot write;
         * say so, since a kernel relying on the zeros must clear the
         * memory itself.  Any other is an error: the values would be lost. */
        bool zero = !im->why && image_is_zero(im);
        image_free(im);
        memset(im, 0, sizeof *im);
        if (!zero)
            return var_error(c, g, "initializer of shared variable '@%s'%s (PTX does not "
                             "initialize .shared memory)", "");
        diag_warning(c->diag, g->v.loc, "zero initializer of shared variable '@%s' is "
                     "ignored: PTX does not initialize .shared memory", gname(g));
        return true;
    }
    if (im->why) {
        bool ok = var_error(c, g, "initializer of global variable '@%s' (%s)", im->why);
        image_free(im);
        return ok;
    }
    *has = !image_is_zero(im);
    return true;
}

/* A variable CUDA declares __managed__ (nvvm.annotations "managed" = 1):
 * `.attribute(.managed)` tells the driver to place it in unified memory
 * (PTX ISA: PTX 4.0, sm_30, .global only).  Leaving the attribute out
 * would be wrong code -- the host would see another copy -- so where PTX
 * cannot say it, it is a located error. */
static bool managed_ok(IselCtx *c, const Global *g)
{
    if (g->addrspace != 1)
        return var_error(c, g, "managed variable '@%s'%s (only .global variables can be "
                         "managed)", "");
    if (!target_has(c->target, FEAT_WARP_SYNC)) { /* the sm_30 row of features.def */
        diag_error(c->diag, g->v.loc, "'.attribute(.managed)' requires sm_30 or newer "
                   "(target is %s)", c->target->name);
        return false;
    }
    isel_need_module(c, ".attribute(.managed)", 40, g->v.loc);
    return true;
}

/* A variable the module annotates "texture" or "surface" (nvvm.annotations,
 * as CUDA's texture and surface references are) is not memory but an
 * opaque reference the driver binds: `.global .texref tex0;` (`.surfref`),
 * with no type, alignment or initializer.  Its handle is taken by
 * llvm.nvvm.texsurf.handle.internal (isel/select/nvptx.md). */
static bool print_texsurf_ref(IselCtx *c, FILE *out, const Global *g)
{
    bool tex = module_annotation_is_one(c->m, g, "texture");
    if (!tex && !module_annotation_is_one(c->m, g, "surface"))
        return false;
    fprintf(out, "%s.global .%s %s;\n", linkage_of(g), tex ? "texref" : "surfref",
            ptx_symbol(c->fn_arena, c->m, g));
    return true;
}

static bool print_var(IselCtx *c, FILE *out, const Global *g)
{
    if (g->addrspace == 1 && print_texsurf_ref(c, out, g))
        return true;
    const char *space = space_of(g->addrspace);
    char buf[128];
    if (!space || !type_is_sized(g->value_type))
        return var_error(c, g, "global variable '@%s' (%s)",
                         fn_strf(c, "type '%s' in address space %u",
                                 type_str(g->value_type, buf, sizeof buf), g->addrspace));
    Image im;
    bool has;
    if (!var_image(c, g, &im, &has))
        return false;
    Shape s = has && im.slots.len ? word_shape(c, g) : shape_of(c, g);
    uint32_t align = g->align ? (uint32_t)g->align : type_align(g->value_type, c->ptr_bits);
    linkage_needs(c, g);
    const char *managed = "";
    if (module_annotation_is_one(c->m, g, "managed")) {
        if (!managed_ok(c, g)) {
            image_free(&im); /* built above; valgrind found it lost here */
            return false;
        }
        managed = " .attribute(.managed)";
    }
    fprintf(out, "%s%s%s .align %u .%s %s", linkage_of(g), space, managed, align, s.elem,
            ptx_symbol(c->fn_arena, c->m, g));
    if (s.array && s.count == 0 && is_extern(g))
        fputs("[]", out);
    else if (s.array)
        fprintf(out, "[%llu]", (unsigned long long)(s.count ? s.count : 1));
    if (has)
        print_init(c, out, &im, &s);
    fputs(";\n", out);
    image_free(&im);
    return true;
}

/* ---------------- order ---------------- */

/* Is every use of v (through constant expressions) the text operand of
 * an annotation intrinsic (llvm.annotation.*, llvm.var.annotation,
 * llvm.ptr.annotation.*) or part of another annotation table
 * (llvm.global.annotations, a variable in "llvm.metadata")?  Those calls
 * produce no code, so such a variable is referenced by no PTX. */
static bool annotation_text_only(const Value *v, unsigned depth)
{
    if (depth > EVAL_MAX_DEPTH)
        return false;
    for (const Use *u = v->uses; u; u = u->next) {
        const Value *w = u->user;
        if (w->kind == VK_CEXPR || w->kind == VK_CAGG) {
            if (!annotation_text_only(w, depth + 1))
                return false;
        } else if (w->kind == VK_GLOBAL) {
            const Global *h = (const Global *)w;
            bool table = (h->v.name && !strncmp(h->v.name, "llvm.", 5)) ||
                         (h->section && !strcmp(h->section, "llvm.metadata"));
            if (!table)
                return false;
        } else {
            const Instr *i = w->kind == VK_INSTR ? (const Instr *)w : NULL;
            const Global *f = i && i->op == OP_CALL ? call_callee_fn(i) : NULL;
            if (!f || !f->v.name || strncmp(f->v.name, "llvm.", 5) ||
                !strstr(f->v.name, "annotation"))
                return false;
        }
    }
    return true;
}

static bool is_printed(const Global *g)
{
    if (g->v.name && !strncmp(g->v.name, "llvm.", 5))
        return false; /* llvm.used and friends: no storage */
    /* Annotation strings (clang puts them in section "llvm.metadata"):
     * text for tools, skipped as LLVM's NVPTX printer skips them. */
    if (g->section && !strcmp(g->section, "llvm.metadata") && annotation_text_only(&g->v, 0))
        return false;
    return g->init || g->v.uses; /* an unused declaration: nothing to say */
}

/* The variables to print, sorted by address for lookup, with a state
 * each (0 new, 1 on the path being visited, 2 printed). */
typedef struct Order {
    IselCtx *c;
    FILE *out;
    const Global **list;
    unsigned char *state;
    uint32_t n;
    bool ok;
} Order;

static int cmp_ptr(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)*(const Global *const *)a, y = (uintptr_t)*(const Global *const *)b;
    return x < y ? -1 : x > y;
}

/* g's position in o->list, or o->n when g is not printed (llvm.*). */
static uint32_t order_index(const Order *o, const Global *g)
{
    const Global **hit = bsearch(&g, o->list, o->n, sizeof *o->list, cmp_ptr);
    return hit ? (uint32_t)(hit - o->list) : o->n;
}

static void visit_var(Order *o, const Global *g, unsigned depth);

/* Print every variable v's constant names (through expressions,
 * aggregates and aliases) before returning.  A constant nested beyond
 * EVAL_MAX_DEPTH fails later, in its own variable's initializer. */
static void visit_value(Order *o, const Value *v, unsigned depth)
{
    if (depth > EVAL_MAX_DEPTH || !v)
        return;
    if (v->kind == VK_GLOBAL) {
        const Global *g = (const Global *)v;
        if (g->gk == GK_VAR)
            visit_var(o, g, depth + 1);
        else if (g->gk == GK_ALIAS)
            visit_value(o, g->init, depth + 1);
        return;
    }
    if (v->kind != VK_CEXPR && v->kind != VK_CAGG)
        return;
    const Const *k = (const Const *)v;
    for (uint32_t i = 0; i < k->nops; i++)
        visit_value(o, k->ops[i].val, depth + 1);
}

/* Print g after the variables its initializer names; a variable met
 * again while its own initializer is being visited closes a cycle. */
static void visit_var(Order *o, const Global *g, unsigned depth)
{
    uint32_t at = order_index(o, g);
    if (at == o->n || o->state[at] == 2)
        return; /* not printed (llvm.*), or done */
    if (o->state[at] == 1) {
        if (o->ok)
            diag_error(o->c->diag, g->v.loc, "unsupported: global variable '@%s' is part of "
                       "a cycle of initializers that name each other", gname(g));
        o->ok = false;
        return;
    }
    o->state[at] = 1;
    if (g->init && !is_extern(g))
        visit_value(o, g->init, depth);
    o->state[at] = 2;
    o->ok &= print_var(o->c, o->out, g);
}

/* @llvm.global_ctors / @llvm.global_dtors with entries: functions to run
 * when the module is loaded or unloaded.  PTX has no such hook, so
 * nothing would ever call them: a located error (llc: "Module has a
 * nontrivial global ctor"), not a silent drop.  An empty list is fine. */
static bool no_ctors(IselCtx *c)
{
    static const char *const lists[] = {"llvm.global_ctors", "llvm.global_dtors"};
    bool ok = true;
    for (const Global *g = c->m->globals; g; g = g->next)
        for (size_t k = 0; k < 2; k++)
            if (g->v.name && !strcmp(g->v.name, lists[k]) && g->init &&
                g->value_type->kind == TY_ARRAY && g->value_type->count > 0 &&
                g->init->kind != VK_CZERO) {
                diag_error(c->diag, g->v.loc, "unsupported: '@%s' with entries (PTX has no "
                           "module %s, so nothing would run them)", g->v.name,
                           k ? "destructors" : "constructors");
                ok = false;
            }
    return ok;
}

bool globals_print(IselCtx *c, FILE *out)
{
    if (!no_ctors(c))
        return false;
    Order o = {c, out, NULL, NULL, 0, true};
    for (const Global *g = c->m->globals; g; g = g->next)
        o.n += is_printed(g);
    o.list = calloc(o.n + 1, sizeof *o.list);
    o.state = calloc(o.n + 1, 1);
    if (!o.list || !o.state)
        BUG("out of memory");
    uint32_t k = 0;
    for (const Global *g = c->m->globals; g; g = g->next)
        if (is_printed(g))
            o.list[k++] = g;
    qsort(o.list, o.n, sizeof *o.list, cmp_ptr);
    if (o.n)
        fputc('\n', out);
    for (const Global *g = c->m->globals; g; g = g->next) /* module order */
        if (is_printed(g))
            visit_var(&o, g, 0);
    free(o.list);
    free(o.state);
    return o.ok;
}

/* ---------------- function aliases ---------------- */

/* An alias that other modules may call: visible, naming a device
 * function defined here. */
static const Global *exported_alias_target(const IselCtx *c, const Global *a)
{
    if (a->gk != GK_ALIAS || a->linkage == LINK_INTERNAL || a->linkage == LINK_PRIVATE)
        return NULL;
    const Global *f = callee_function(&a->v);
    return f && !f->is_decl && !module_is_kernel(c->m, f) ? f : NULL;
}

/* A visible alias of a function that is only declared here, or of a
 * kernel: PTX's .alias must name a device function this module defines
 * (PTX ISA, ".alias"), so other modules could not link against it -- a
 * located error, as llc gives ("aliasee must be a non-kernel function
 * definition"). */
static bool alias_exportable(IselCtx *c, const Global *a)
{
    if (a->linkage == LINK_INTERNAL || a->linkage == LINK_PRIVATE)
        return true;
    const Global *f = callee_function(&a->v);
    if (!f || (!f->is_decl && !module_is_kernel(c->m, f)))
        return true; /* a device function, or a variable (resolved at its uses) */
    diag_error(c->diag, a->v.loc, "unsupported: alias '@%s' of %s '@%s' (PTX's .alias must "
               "name a device function defined in the module)", gname(a),
               f->is_decl ? "the declaration" : "the kernel", gname(f));
    return false;
}

bool aliases_declare(IselCtx *c, FILE *out)
{
    bool ok = true;
    for (const Global *a = c->m->aliases; a; a = a->next) {
        ok &= alias_exportable(c, a);
        const Global *f = exported_alias_target(c, a);
        if (!f)
            continue;
        /* The alias's prototype is the aliasee's, under the alias's name. */
        Global copy = *f;
        copy.v.name = a->v.name;
        copy.ptx_name = a->ptx_name;
        copy.linkage = a->linkage;
        func_print_signature(c, out, &copy, false);
        fputs(";\n", out);
    }
    return ok;
}

/* .alias: PTX 6.3 and sm_30 (feature "alias"); returns how many. */
unsigned aliases_print(IselCtx *c, FILE *out)
{
    unsigned n = 0;
    for (const Global *a = c->m->aliases; a; a = a->next) {
        const Global *f = exported_alias_target(c, a);
        if (!f || !isel_require(c, FEAT_ALIAS, "'.alias'", a->v.loc))
            continue;
        isel_need_module(c, ".alias", 63, a->v.loc);
        fprintf(out, "%s.alias %s, %s;\n", n++ ? "" : "\n", ptx_symbol(c->fn_arena, c->m, a),
                ptx_symbol(c->fn_arena, c->m, f));
    }
    return n;
}
