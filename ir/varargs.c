/*
 * ir/varargs.c -- variadic functions, lowered to the convention of LLVM's
 * NVPTX backend before code generation.
 *
 * PTX has no variadic functions: a .func has a fixed parameter list.  LLVM's
 * NVPTX backend (LLVM 19, and CUDA's own `vprintf`) passes the variable
 * part as one more parameter: a generic pointer to a buffer in the
 * caller's local memory, where the extra arguments lie one after the
 * other, each at its natural alignment.  So, in the module:
 *
 *   - a variadic function type `R (A, ...)` becomes `R (A, ptr)`, for every
 *     definition and declaration (the callee side and the .extern side);
 *   - a call passing `A a, T1 x, T2 y` allocates the buffer in the entry
 *     block, stores x and y into it at their offsets, and passes its
 *     address as the last argument;
 *   - in a variadic definition, `llvm.va_start(ap)` stores that last
 *     parameter into the va_list (one pointer, as clang's NVPTX target
 *     defines it), `llvm.va_copy(d, s)` copies the pointer, `llvm.va_end`
 *     does nothing, and `va_arg ap, T` rounds the pointer up to T's
 *     alignment, loads T there and stores the pointer past it;
 *   - a musttail call that forwards the caller's variadic arguments
 *     (`call ... @g(A a, ...)`) passes the caller's own buffer pointer on.
 * A caller and a callee compiled by tnvcc or by llc agree on the layout.
 *
 * Left alone (code generation then stops with its located "unsupported"
 * error): kernels (a PTX .entry cannot take the buffer: there is no caller
 * in PTX), calls with operand bundles, invoke, and typed-pointer modules
 * (their pointer types spell the function type).
 *
 * Runs in main.c after the verifier, on modules about to become PTX; the
 * verifier has already judged the module as written.
 *
 * Invariants: every value used stays defined before its uses (new code is
 * inserted right before the instruction it replaces, or at the start of
 * the entry block for the buffers); instructions removed have no uses.
 */
#include <string.h>

#include "ir/ir.h"

typedef struct VaCtx {
    Module *m;
    unsigned ptr_bits;
    Type *ptr, *i8, *intptr;
} VaCtx;

/* ---------------- building instructions ---------------- */

static void insert_before(Instr *at, Instr *i)
{
    i->v.loc = at->v.loc;
    instr_insert_before(at, i);
}

static Instr *emit(VaCtx *c, Instr *at, Opcode op, Type *t, Value *a, Value *b)
{
    return instr_add_before(c->m, at, op, t, a, b, at->v.loc);
}

static Value *cint(VaCtx *c, Type *t, uint64_t v) { return &const_int(&c->m->consts, t, v)->v; }

static Instr *emit_load(VaCtx *c, Instr *at, Type *t, Value *p, uint64_t align)
{
    Instr *i = emit(c, at, OP_LOAD, t, p, NULL);
    i->aux_type = t;
    i->align = align;
    return i;
}

static void emit_store(VaCtx *c, Instr *at, Value *v, Value *p, uint64_t align)
{
    emit(c, at, OP_STORE, NULL, v, p)->align = align;
}

/* `getelementptr i8, ptr p, iN off` */
static Instr *emit_offset(VaCtx *c, Instr *at, Value *p, uint64_t off)
{
    Instr *i = emit(c, at, OP_GEP, c->ptr, p, cint(c, c->intptr, off));
    i->aux_type = c->i8;
    return i;
}

/* ---------------- the callee side ---------------- */

static Type *fixed_type(VaCtx *c, const Type *ft)
{
    Type *params[ft->nmem + 1];
    for (uint32_t k = 0; k < ft->nmem; k++)
        params[k] = ft->mem[k];
    params[ft->nmem] = c->ptr;
    return type_func(&c->m->types, ft->elem, params, ft->nmem + 1, false);
}

/* The function gets its buffer parameter; returns it (NULL: a
 * declaration, which has no Args to extend). */
static Value *add_buffer_param(VaCtx *c, Global *fn)
{
    uint32_t n = fn->fnty->nmem;
    AttrList *pa = arena_array(&c->m->arena, n + 1, sizeof(AttrList));
    for (uint32_t k = 0; k < n && fn->param_attrs; k++)
        pa[k] = fn->param_attrs[k];
    fn->param_attrs = pa;
    fn->fnty = fixed_type(c, fn->fnty);
    if (fn->is_decl || !fn->args)
        return NULL;
    Arg **args = arena_array(&c->m->arena, fn->nargs + 1, sizeof(Arg *));
    memcpy(args, fn->args, fn->nargs * sizeof(Arg *));
    Arg *a = arena_alloc(&c->m->arena, sizeof *a);
    a->v.kind = VK_ARG;
    a->v.type = c->ptr;
    a->v.loc = fn->v.loc;
    a->parent = fn;
    a->index = fn->nargs;
    args[fn->nargs++] = a;
    fn->args = args;
    return &a->v;
}

/* va_arg ap, T: p = (load ap + align-1) & -align; v = load T, p;
 * store p + size(T) -> ap. */
static void lower_va_arg(VaCtx *c, Instr *i)
{
    Value *ap = instr_op(i, 0);
    uint64_t a = type_align(i->v.type, c->ptr_bits), size = type_size(i->v.type, c->ptr_bits);
    a = a ? a : 1; /* an empty type: no rounding */
    Instr *cur = emit_load(c, i, c->ptr, ap, c->ptr_bits / 8);
    Instr *n = emit(c, i, OP_PTRTOINT, c->intptr, &cur->v, NULL);
    Instr *up = emit(c, i, OP_ADD, c->intptr, &n->v, cint(c, c->intptr, a - 1));
    Instr *down = emit(c, i, OP_AND, c->intptr, &up->v, cint(c, c->intptr, ~(a - 1)));
    Instr *p = emit(c, i, OP_INTTOPTR, c->ptr, &down->v, NULL);
    Instr *v = emit_load(c, i, i->v.type, &p->v, a);
    emit_store(c, i, &emit_offset(c, i, &p->v, size)->v, ap, c->ptr_bits / 8);
    value_replace_all_uses(&i->v, &v->v);
    instr_remove(i);
}

/* llvm.va_start / va_copy / va_end; true if `i` was one (now gone). */
static bool lower_va_intrinsic(VaCtx *c, Instr *i, Value *buffer)
{
    Value *callee = call_callee(i);
    const char *name = callee && callee->kind == VK_GLOBAL ? callee->name : NULL;
    if (!name || strncmp(name, "llvm.va_", 8) != 0)
        return false;
    uint64_t pa = c->ptr_bits / 8;
    if (!strncmp(name + 8, "start", 5) && i->nargs == 1 && buffer)
        emit_store(c, i, buffer, instr_op(i, 0), pa);
    else if (!strncmp(name + 8, "copy", 4) && i->nargs == 2)
        emit_store(c, i, &emit_load(c, i, c->ptr, instr_op(i, 1), pa)->v, instr_op(i, 0), pa);
    else if (strncmp(name + 8, "end", 3) != 0)
        return false;
    instr_remove(i);
    return true;
}

/* ---------------- the caller side ---------------- */

/* Offsets of the extra arguments in the buffer; returns its size and
 * *align its alignment. */
static uint64_t buffer_layout(VaCtx *c, const Instr *call, uint32_t fixed, uint64_t *off,
                              uint64_t *align)
{
    uint64_t size = 0;
    *align = 1;
    for (uint32_t k = fixed; k < call->nargs; k++) {
        Type *t = instr_op(call, k)->type;
        uint64_t a = type_align(t, c->ptr_bits);
        a = a ? a : 1;
        size = (size + a - 1) & ~(a - 1);
        off[k - fixed] = size;
        size += type_size(t, c->ptr_bits);
        *align = a > *align ? a : *align;
    }
    return size ? size : 1;
}

/* The buffer: `alloca [size x i8], align a`, first in the entry block so
 * that a call in a loop reuses one slot. */
static Value *new_buffer(VaCtx *c, Global *fn, uint64_t size, uint64_t align)
{
    Type *at = type_array(&c->m->types, c->i8, size);
    Instr *i = instr_new(c->m, OP_ALLOCA, c->ptr, 1);
    instr_set_op(i, 0, cint(c, c->m->types.i32, 1));
    i->aux_type = at;
    i->align = align;
    insert_before(fn->first->first, i);
    return &i->v;
}

/* A call of a variadic function: its extra arguments go to a new buffer,
 * or, for a musttail call that forwards the caller's own (`...`), the
 * caller's incoming buffer `incoming` is passed on as it is. */
static void lower_call(VaCtx *c, Global *fn, Instr *call, Value *incoming)
{
    const Type *ft = call->aux_type;
    uint32_t fixed = ft->nmem, extra = call->nargs - fixed;
    if (call->call->forward_varargs && (extra || !incoming))
        return; /* left alone: code generation refuses it, located */
    uint64_t off[extra + 1];
    Value *buf = incoming;
    if (!call->call->forward_varargs) {
        uint64_t align;
        uint64_t size = buffer_layout(c, call, fixed, off, &align);
        buf = new_buffer(c, fn, size, align);
    }
    for (uint32_t k = 0; k < extra; k++) {
        Value *v = instr_op(call, fixed + k);
        Value *p = off[k] ? &emit_offset(c, call, buf, off[k])->v : buf;
        emit_store(c, call, v, p, type_align(v->type, c->ptr_bits));
    }
    Instr *n = instr_new(c->m, OP_CALL, call->v.type, fixed + 2);
    for (uint32_t k = 0; k < fixed; k++)
        instr_set_op(n, k, instr_op(call, k));
    instr_set_op(n, fixed, buf);
    instr_set_op(n, fixed + 1, call_callee(call));
    n->nargs = fixed + 1;
    n->aux_type = fixed_type(c, ft);
    n->call->explicit_fnty = true;
    n->flags = call->flags;
    n->cc = call->cc;
    n->call->fn_attrs = call->call->fn_attrs;
    n->call->ret_attrs = call->call->ret_attrs;
    n->md = call->md;
    n->nmd = call->nmd;
    n->v.name = call->v.name;
    if (call->call->arg_attrs) {
        n->call->arg_attrs = arena_array(&c->m->arena, fixed + 1, sizeof(AttrList));
        memcpy(n->call->arg_attrs, call->call->arg_attrs, fixed * sizeof(AttrList));
    }
    insert_before(call, n);
    value_replace_all_uses(&call->v, &n->v);
    instr_remove(call);
}

static bool is_variadic_call(const Instr *i)
{
    const Type *ft = i->aux_type;
    return i->op == OP_CALL && ft && ft->kind == TY_FUNC && ft->vararg && i->call->nbundles == 0 &&
           call_callee(i) && call_callee(i)->kind != VK_ASM;
}

/* ---------------- the pass ---------------- */

static void lower_body(VaCtx *c, Global *fn, Value *buffer)
{
    for (Block *b = fn->first; b; b = b->next)
        for (Instr *i = b->first, *next; i; i = next) {
            next = i->next;
            if (i->op == OP_VA_ARG && buffer)
                lower_va_arg(c, i);
            else if (i->op == OP_CALL && lower_va_intrinsic(c, i, buffer))
                continue;
            else if (is_variadic_call(i))
                lower_call(c, fn, i, buffer);
        }
}

/* Kernels stay variadic: a .entry has no caller to fill the buffer. */
static bool lowerable(const Module *m, const Global *fn)
{
    return fn->gk == GK_FUNC && fn->fnty && fn->fnty->vararg && !module_is_kernel(m, fn) &&
           strncmp(fn->v.name ? fn->v.name : "", "llvm.", 5) != 0;
}

/* Could the module hold anything this pass changes?  A variadic call or
 * definition needs a variadic function type, and every type is interned
 * in m->types; the va intrinsics are declared functions.  Most modules
 * have neither, and then the walk over every instruction is skipped. */
static bool has_varargs(const Module *m)
{
    const TypeTable *tt = &m->types;
    for (size_t b = 0; b < tt->nbuckets; b++)
        for (const Type *t = tt->buckets[b]; t; t = t->hash_next)
            if (t->kind == TY_FUNC && t->vararg)
                return true;
    for (const Global *fn = m->funcs; fn; fn = fn->next)
        if (fn->v.name && !strncmp(fn->v.name, "llvm.va_", 8))
            return true;
    return false;
}

bool lower_varargs_needed(const Module *m)
{
    return !m->typed_pointers && has_varargs(m);
}

void lower_varargs(Module *m)
{
    if (m->typed_pointers || !has_varargs(m))
        return;
    unsigned ptr_bits = module_ptr_bits(m);
    TypeTable *tt = &m->types;
    VaCtx c = {.m = m, .ptr_bits = ptr_bits, .ptr = type_ptr(tt, 0, NULL), .i8 = tt->i8,
               .intptr = ptr_bits == 32 ? tt->i32 : tt->i64};
    for (Global *fn = m->funcs; fn; fn = fn->next) {
        if (fn->gk != GK_FUNC)
            continue;
        Value *buffer = lowerable(m, fn) ? add_buffer_param(&c, fn) : NULL;
        if (!fn->is_decl && fn->first)
            lower_body(&c, fn, buffer);
    }
}
