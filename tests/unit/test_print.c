/*
 * tests/unit/test_print.c -- the IR printer (ir/print.c) and attribute
 * printing (ir/attr.c).
 *
 * Builds a small module by hand with the builders -- a kernel with
 * arguments, an unnamed entry block, a loop with a phi, a call with
 * attributes and metadata, globals with initializers and a constant
 * expression, attribute groups, named and numbered metadata -- prints it,
 * and compares with the exact text LLVM itself would print (the expected
 * text was checked with llvm-as-19 | llvm-dis-19: identical but for
 * comments).  Smaller tests cover numbering,
 * floating-point spellings, name quoting and each attribute shape.
 */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

static Module *m;
static TypeTable *tt;
static ConstTable *ct;

static void setup(void)
{
    m = module_new();
    tt = &m->types;
    ct = &m->consts;
}
static void teardown(void) { module_free(m); }

TestSuite(print, .init = setup, .fini = teardown);

/* ---- builders for the tests ---- */

static Type *ptr0(void) { return type_ptr(tt, 0, NULL); }

static Global *new_global(const char *name, GlobalKind gk, Global ***tail)
{
    Global *g = arena_alloc(&m->arena, sizeof *g);
    g->v.kind = VK_GLOBAL;
    g->v.type = ptr0();
    g->v.name = name ? arena_strdup(&m->arena, name) : NULL;
    g->gk = gk;
    **tail = g;
    *tail = &g->next;
    return g;
}

static Global *new_var(const char *name, Type *t, Value *init)
{
    Global *g = new_global(name, GK_VAR, &m->globals_tail);
    g->value_type = t;
    if (init)
        use_set(&g->init_use, &g->v, init);
    g->init = init;
    return g;
}

static Global *new_func(const char *name, Type *fnty, bool decl)
{
    Global *g = new_global(name, GK_FUNC, &m->funcs_tail);
    g->fnty = fnty;
    g->is_decl = decl;
    g->param_attrs = arena_array(&m->arena, fnty->nmem, sizeof(AttrList));
    g->nargs = fnty->nmem;
    g->args = arena_array(&m->arena, fnty->nmem, sizeof(Arg *));
    for (uint32_t i = 0; i < fnty->nmem; i++) {
        Arg *a = arena_alloc(&m->arena, sizeof *a);
        a->v.kind = VK_ARG;
        a->v.type = fnty->mem[i];
        a->parent = g;
        a->index = i;
        g->args[i] = a;
    }
    m->nfuncs++;
    return g;
}

static Block *new_block(Global *fn, const char *name)
{
    Block *b = arena_alloc(&m->arena, sizeof *b);
    b->v.kind = VK_BLOCK;
    b->v.type = tt->label_ty;
    b->v.name = name;
    b->parent = fn;
    b->defined = true;
    b->prev = fn->last;
    if (fn->last)
        fn->last->next = b;
    else
        fn->first = b;
    fn->last = b;
    b->index = fn->nblocks++;
    return b;
}

static Instr *emit(Block *b, Opcode op, Type *t, const char *name, uint32_t n, ...)
{
    Instr *i = instr_new(m, op, t, n);
    i->v.name = name;
    va_list ap;
    va_start(ap, n);
    for (uint32_t k = 0; k < n; k++)
        instr_set_op(i, k, va_arg(ap, Value *));
    va_end(ap);
    block_append(b, i);
    return i;
}

static Attr *attrs(uint32_t n)
{
    return arena_array(&m->arena, n, sizeof(Attr));
}

static AttrList one_attr(AttrKind k, uint64_t ival)
{
    Attr *a = attrs(1);
    a->kind = k;
    a->ival = ival;
    return (AttrList){a, 1};
}

static MDNode *new_md(uint32_t num, uint32_t nops)
{
    MDNode *n = arena_alloc(&m->arena, sizeof *n);
    n->num = num;
    n->defined = true;
    n->nops = nops;
    n->ops = arena_array(&m->arena, nops ? nops : 1, sizeof(MDOp));
    if (num != MD_INLINE) {
        *m->mds_tail = n;
        m->mds_tail = &n->next;
    }
    return n;
}

static MDOp md_str(const char *s) { return (MDOp){.kind = MD_STRING, .str = s, .len = strlen(s)}; }
static MDOp md_val(void *v) { return (MDOp){.kind = MD_VALUE, .value = v}; }
static MDOp md_node(MDNode *n) { return (MDOp){.kind = MD_NODE, .node = n}; }

static char *print_module(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    module_print(f, m);
    fclose(f);
    return buf;
}

static void expect_text(char *got, const char *want)
{
    if (strcmp(got, want) != 0)
        fprintf(stderr, "---- got ----\n%s---- want ----\n%s", got, want);
    cr_expect_str_eq(got, want);
    free(got);
}

static Value *ci(Type *t, int64_t v) { return &const_int(ct, t, (uint64_t)v)->v; }

/* ---- the big one ---- */

static const char *const expected_module =
    "source_filename = \"t.cu\"\n"
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "\n"
    "%struct.S = type { i32, float }\n"
    "\n"
    "@tab = internal addrspace(1) global [2 x i32] [i32 1, i32 -2], align 4\n"
    "@p = global i64 add (i64 ptrtoint (ptr addrspace(1) @tab to i64), i64 16)\n"
    "@0 = private unnamed_addr constant [3 x i8] c\"h\\22\\00\", align 1\n"
    "@s = external global %struct.S\n"
    "\n"
    "define ptx_kernel void @k(i32 noundef %n, ptr %0) #0 {\n"
    "  %2 = icmp sgt i32 %n, 0\n"
    "  br i1 %2, label %loop, label %exit\n"
    "\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %1 ], [ %i.next, %loop ]\n"
    "  %i.next = add nuw nsw i32 %i, 1\n"
    "  %3 = tail call float @f(float 1.500000e+00, ptr nonnull %0) #1, !tnvcc.note !1\n"
    "  %c = icmp ult i32 %i.next, %n\n"
    "  br i1 %c, label %loop, label %exit\n"
    "\n"
    "exit:\n"
    "  ret void\n"
    "}\n"
    "\n"
    "declare float @f(float, ptr noundef) #1\n"
    "\n"
    "attributes #0 = { convergent \"target-cpu\"=\"sm_80\" }\n"
    "attributes #1 = { nounwind }\n"
    "\n"
    "!nvvm.annotations = !{!0}\n"
    "\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n"
    "!1 = !{!\"float\", !2, i64 0}\n"
    "!2 = distinct !{}\n";

static void build_globals(void)
{
    m->source_filename = "t.cu";
    m->datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";
    m->triple = "nvptx64-nvidia-cuda";
    Type *S = type_named_struct(tt, "struct.S", 0);
    Type **mem = arena_array(&m->arena, 2, sizeof *mem);
    mem[0] = tt->i32;
    mem[1] = tt->float_ty;
    type_set_body(S, mem, 2, false);

    Type *arr = type_array(tt, tt->i32, 2);
    Value *el[2] = {ci(tt->i32, 1), ci(tt->i32, -2)};
    Global *tab = new_var("tab", arr, &const_agg(ct, arr, el, 2)->v);
    tab->linkage = LINK_INTERNAL;
    tab->addrspace = 1;
    tab->v.type = type_ptr(tt, 1, NULL);
    tab->align = 4;
    Value *pops[1] = {&tab->v};
    Const *pti = const_expr(ct, tt->i64, OP_PTRTOINT, 0, 0, NULL, pops, 1, -1);
    Value *aops[2] = {&pti->v, ci(tt->i64, 16)};
    new_var("p", tt->i64, &const_expr(ct, tt->i64, OP_ADD, 0, 0, NULL, aops, 2, -1)->v);
    Type *s3 = type_array(tt, tt->i8, 3);
    Global *str = new_var(NULL, s3, &const_data(ct, s3, (const unsigned char *)"h\"", 3)->v);
    str->linkage = LINK_PRIVATE;
    str->unnamed_addr = UA_UNNAMED;
    str->is_constant = true;
    str->align = 1;
    new_var("s", S, NULL);
}

static void build_attr_groups(void)
{
    AttrGroup *g0 = arena_alloc(&m->arena, sizeof *g0);
    Attr *a = attrs(2);
    a[0].kind = ATTR_CONVERGENT;
    a[1].kind = ATTR_STRING;
    a[1].key = "target-cpu";
    a[1].val = "sm_80";
    g0->num = 0;
    g0->attrs = (AttrList){a, 2};
    AttrGroup *g1 = arena_alloc(&m->arena, sizeof *g1);
    g1->num = 1;
    g1->attrs = one_attr(ATTR_NOUNWIND, 0);
    *m->attr_groups_tail = g0;
    g0->next = g1;
    m->attr_groups_tail = &g1->next;
}

static Instr *build_call(Block *b, Global *f, Value *x)
{
    Instr *call = emit(b, OP_CALL, tt->float_ty, NULL, 3,
                       &const_fp_from_double(ct, tt->float_ty, 1.5)->v, x, &f->v);
    call->flags = IF_TAIL;
    call->nargs = 2;
    call->aux_type = f->fnty;
    call->call->arg_attrs = arena_array(&m->arena, 2, sizeof(AttrList));
    call->call->arg_attrs[1] = one_attr(ATTR_NONNULL, 0);
    call->call->fn_attrs = one_attr(ATTR_GROUP_REF, 1);
    return call;
}

static Global *kernel_header(void)
{
    Type *params[2] = {tt->i32, ptr0()};
    Global *k = new_func("k", type_func(tt, tt->void_ty, params, 2, false), false);
    k->cc = CC_PTX_KERNEL;
    k->args[0]->v.name = "n";
    k->param_attrs[0] = one_attr(ATTR_NOUNDEF, 0);
    k->attrs = one_attr(ATTR_GROUP_REF, 0);
    return k;
}

static Global *decl_f(void)
{
    Type *fparams[2] = {tt->float_ty, ptr0()};
    Global *f = new_func("f", type_func(tt, tt->float_ty, fparams, 2, false), true);
    f->param_attrs[1] = one_attr(ATTR_NOUNDEF, 0);
    f->attrs = one_attr(ATTR_GROUP_REF, 1);
    return f;
}

static void kernel_body(Global *k, Global *f)
{
    Block *entry = new_block(k, NULL), *loop = new_block(k, "loop");
    Block *exit = new_block(k, "exit");
    Value *n = &k->args[0]->v, *x = &k->args[1]->v;
    Instr *cmp = emit(entry, OP_ICMP, tt->i1, NULL, 2, n, ci(tt->i32, 0));
    cmp->pred = PRED_SGT;
    emit(entry, OP_BR, NULL, NULL, 3, &cmp->v, &loop->v, &exit->v);
    Instr *phi = emit(loop, OP_PHI, tt->i32, "i", 4, ci(tt->i32, 0), &entry->v,
                      ci(tt->i32, 0), &loop->v);
    Instr *inc = emit(loop, OP_ADD, tt->i32, "i.next", 2, &phi->v, ci(tt->i32, 1));
    inc->flags = IF_NUW | IF_NSW;
    instr_set_op(phi, 2, &inc->v);
    Instr *call = build_call(loop, f, x);
    MDNode *tbaa = new_md(1, 3), *root = new_md(2, 0);
    root->distinct = true;
    tbaa->ops[0] = md_str("float");
    tbaa->ops[1] = md_node(root);
    tbaa->ops[2] = md_val(ci(tt->i64, 0));
    call->md = arena_alloc(&m->arena, sizeof(MDAttach));
    call->md[0] = (MDAttach){"tnvcc.note", tbaa};
    call->nmd = 1;
    Instr *c = emit(loop, OP_ICMP, tt->i1, "c", 2, &inc->v, n);
    c->pred = PRED_ULT;
    emit(loop, OP_BR, NULL, NULL, 3, &c->v, &loop->v, &exit->v);
    emit(exit, OP_RET, NULL, NULL, 0);
}

/* !nvvm.annotations = !{!0}, !0 = !{ptr @k, !"kernel", i32 1} */
static void annotate(Global *k)
{
    MDNode *ann = new_md(0, 3);
    ann->ops[0] = md_val(k);
    ann->ops[1] = md_str("kernel");
    ann->ops[2] = md_val(ci(tt->i32, 1));
    NamedMD *nm = arena_alloc(&m->arena, sizeof *nm);
    nm->name = "nvvm.annotations";
    nm->nodes = arena_alloc(&m->arena, sizeof(MDNode *));
    nm->nodes[0] = ann;
    nm->n = 1;
    *m->named_tail = nm;
    m->named_tail = &nm->next;
}

Test(print, whole_module_matches_llvm)
{
    build_globals();
    build_attr_groups();
    Global *k = kernel_header();
    Global *f = decl_f();
    /* numbered metadata is listed out of order; the printer sorts it */
    kernel_body(k, f);
    annotate(k);
    expect_text(print_module(), expected_module);
}

Test(print, module_is_kernel_by_cc_or_annotation)
{
    Global *k = kernel_header();
    Global *f = decl_f();
    cr_assert(module_is_kernel(m, k));
    k->cc = CC_C;
    cr_assert_not(module_is_kernel(m, k));
    annotate(k);
    cr_assert(module_is_kernel(m, k));
    cr_assert_not(module_is_kernel(m, f));
    cr_assert_eq(module_find_global(m, "f"), f);
    cr_assert_null(module_find_global(m, "nope"));
    cr_assert_null(attr_find(m, &f->attrs, ATTR_NOUNWIND)); /* no groups yet */
    build_attr_groups();
    const Attr *nw = attr_find(m, &f->attrs, ATTR_NOUNWIND); /* via #1 */
    cr_assert_not_null(nw);
    cr_assert_eq(nw->kind, ATTR_NOUNWIND);
    cr_assert_null(attr_find(m, &f->attrs, ATTR_CONVERGENT)); /* that is #0 */
}

static char *operand_text(const Value *v)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    value_print_operand(f, v);
    fclose(f);
    return buf;
}

Test(print, float_spellings)
{
    struct { Type *t; double d; const char *want; } cases[] = {
        {tt->float_ty, 1.0, "float 1.000000e+00"},
        {tt->float_ty, -0.0, "float -0.000000e+00"},
        {tt->float_ty, 0.1, "float 0x3FB99999A0000000"},
        {tt->double_ty, 0.1, "double 1.000000e-01"},
        {tt->double_ty, 0.1 + 0.2, "double 0x3FD3333333333334"},
        {tt->float_ty, 16777217.0, "float 0x4170000000000000"}, /* 2^24 */
        {tt->double_ty, 2.5e-3, "double 2.500000e-03"},
        {tt->double_ty, INFINITY, "double 0x7FF0000000000000"},
        {tt->half_ty, 1.0, "half 0xH3C00"},
        {tt->bfloat_ty, -2.0, "bfloat 0xRC000"},
        {tt->fp128_ty, 1.0, "fp128 0xL00000000000000003FFF000000000000"},
        {tt->x86_fp80_ty, 1.0, "x86_fp80 0xK3FFF8000000000000000"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *got = operand_text(&const_fp_from_double(ct, cases[i].t, cases[i].d)->v);
        cr_expect_str_eq(got, cases[i].want);
        free(got);
    }
}

Test(print, constants_and_names)
{
    struct { Value *v; const char *want; } cases[] = {
        {&const_bool(ct, true)->v, "i1 true"},
        {ci(tt->i64, -5), "i64 -5"},
        {&const_null(ct, type_ptr(tt, 3, NULL))->v, "ptr addrspace(3) null"},
        {&const_zero(ct, type_array(tt, tt->i8, 4))->v, "[4 x i8] zeroinitializer"},
        {&const_poison(ct, tt->i32)->v, "i32 poison"},
        {&const_undef(ct, tt->float_ty)->v, "float undef"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *got = operand_text(cases[i].v);
        cr_expect_str_eq(got, cases[i].want);
        free(got);
    }
    Type *v2 = type_vec(tt, tt->i32, 2, false);
    Value *el[2] = {ci(tt->i32, 1), ci(tt->i32, 2)};
    char *got = operand_text(&const_agg(ct, v2, el, 2)->v);
    cr_expect_str_eq(got, "<2 x i32> <i32 1, i32 2>");
    free(got);
    Type *mem[2] = {tt->i8, tt->i32};
    Type *ps = type_struct(tt, mem, 2, true);
    Value *pe[2] = {ci(tt->i8, 1), ci(tt->i32, 2)};
    got = operand_text(&const_agg(ct, ps, pe, 2)->v);
    cr_expect_str_eq(got, "<{ i8, i32 }> <{ i8 1, i32 2 }>");
    free(got);
    Global *g = new_var("a b\\c", tt->i32, NULL);
    got = operand_text(&g->v);
    cr_expect_str_eq(got, "ptr @\"a b\\5Cc\"");
    free(got);
    Global *h = new_var("1x", tt->i32, NULL);
    got = operand_text(&h->v);
    cr_expect_str_eq(got, "ptr @\"1x\"");
    free(got);
}

Test(print, gep_constexpr_and_numbering)
{
    Type *arr = type_array(tt, tt->i32, 8);
    Global *g = new_var("g", arr, &const_zero(ct, arr)->v);
    g->addrspace = 1;
    g->v.type = type_ptr(tt, 1, NULL);
    Value *ops[3] = {&g->v, ci(tt->i64, 0), ci(tt->i64, 5)};
    Const *gep = const_expr(ct, type_ptr(tt, 1, NULL), OP_GEP, IF_INBOUNDS, 0,
                            arr, ops, 3, -1);
    Global *q = new_var(NULL, type_ptr(tt, 1, NULL), &gep->v);
    Value *cops[1] = {&g->v};
    Const *asc = const_expr(ct, ptr0(), OP_ADDRSPACECAST, 0, 0, NULL, cops, 1, -1);
    new_var(NULL, ptr0(), &asc->v);
    (void)q;
    expect_text(print_module(),
        "@g = addrspace(1) global [8 x i32] zeroinitializer\n"
        "@0 = global ptr addrspace(1) getelementptr inbounds ([8 x i32], "
        "ptr addrspace(1) @g, i64 0, i64 5)\n"
        "@1 = global ptr addrspacecast (ptr addrspace(1) @g to ptr)\n");
}

Test(print, attribute_shapes)
{
    Attr a[8] = {{0}};
    a[0].kind = ATTR_ALIGN; a[0].ival = 8;
    a[1].kind = ATTR_DEREFERENCEABLE; a[1].ival = 16;
    a[2].kind = ATTR_BYVAL; a[2].type = type_named_struct(tt, "struct.S", 0);
    a[3].kind = ATTR_BYVAL;
    a[4].kind = ATTR_RANGE; a[4].type = tt->i32;
    a[4].lo = const_int(ct, tt->i32, (uint64_t)-1);
    a[4].hi = const_int(ct, tt->i32, 10);
    a[5].kind = ATTR_MEMORY; a[5].val = "argmem: read";
    a[6].kind = ATTR_STRING; a[6].key = "k\"\n"; a[6].val = "v";
    a[7].kind = ATTR_GROUP_REF; a[7].ival = 3;
    AttrList l = {a, 8};
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    attrs_print(f, &l);
    fclose(f);
    cr_expect_str_eq(buf, "align 8 dereferenceable(16) byval(%struct.S) byval "
                          "range(i32 -1, 10) memory(argmem: read) "
                          "\"k\\22\\0A\"=\"v\" #3");
    free(buf);
    /* attr_find looks through #3 into the module's group */
    AttrGroup *g = arena_alloc(&m->arena, sizeof *g);
    g->num = 3;
    g->attrs = one_attr(ATTR_NORETURN, 0);
    *m->attr_groups_tail = g;
    m->attr_groups_tail = &g->next;
    cr_assert_eq(attr_find(m, &l, ATTR_NORETURN), &g->attrs.a[0]);
    cr_assert_eq(attr_find(m, &l, ATTR_ALIGN), &a[0]);
    cr_assert_null(attr_find(m, &l, ATTR_NOUNWIND));
    cr_assert_eq(attr_find_str(m, &l, "k\"\n"), &a[6]);
    cr_assert_null(attr_find_str(m, &l, "k"));
}

/* Only calls carry a CallInfo (ir/ir.h): instr_new makes one, zeroed, for
 * CALL and INVOKE, and none for anything else, so code that reads a
 * call's attributes needs no NULL test and nothing else pays for them. */
Test(print, call_info_only_on_calls)
{
    Instr *call = instr_new(m, OP_CALL, tt->void_ty, 1);
    Instr *invoke = instr_new(m, OP_INVOKE, tt->void_ty, 3);
    Instr *add = instr_new(m, OP_ADD, tt->i32, 2);
    Instr *load = instr_new(m, OP_LOAD, tt->i32, 1);
    cr_assert_not_null(call->call);
    cr_assert_not_null(invoke->call);
    cr_assert_neq(call->call, invoke->call);
    cr_assert_eq(call->call->fn_attrs.n, 0);
    cr_assert_null(call->call->arg_attrs);
    cr_assert_eq(call->call->nbundles, 0);
    cr_assert(!call->call->explicit_fnty && !call->call->forward_varargs);
    cr_assert_null(add->call);
    cr_assert_null(load->call);
}
