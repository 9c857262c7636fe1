/*
 * emit/func.c -- printing one machine function as PTX.
 *
 *     .visible .entry k(.param .u64 k_param_0, ...)      kernels
 *     .visible .func (.param .b32 func_retval0) f(...)   device functions
 *     .maxntid 128, 1, 1                                 launch bounds
 *     {
 *         .reg .b32 %r<6>;                               per class used
 *         ...instructions, labels $L__BB<fn>_<block>...
 *     }
 *
 * Launch bounds come from the modern "nvvm.maxntid"="x,y,z" style
 * attributes or from !nvvm.annotations entries (maxntidx/y/z, reqntidx/y/z,
 * minctasm, maxnreg), whichever the input uses; so do the thread-block
 * cluster directives of sm_90 (below).
 *
 * Invariant: an unconditional branch to the next block in layout is not
 * printed (it falls through); only blocks some branch targets get a label.
 */
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

bool func_is_emitted(const Global *g)
{
    return g->gk == GK_FUNC && !(g->v.name && !strncmp(g->v.name, "llvm.", 5));
}

bool func_is_weak(const Global *fn)
{
    switch (fn->linkage) {
    case LINK_WEAK: case LINK_WEAK_ODR: case LINK_LINKONCE: case LINK_LINKONCE_ODR:
    case LINK_COMMON:
        return !fn->is_decl;
    default: return false;
    }
}

static const char *linkage_prefix(const Global *fn)
{
    if (fn->is_decl)
        return ".extern ";
    if (func_is_weak(fn))
        return ".weak ";
    /* available_externally: the real definition is in another module, so
     * this copy (equivalent, by the IR's contract) must not be exported
     * beside it: a local copy keeps calls working without a link. */
    if (fn->linkage == LINK_INTERNAL || fn->linkage == LINK_PRIVATE ||
        fn->linkage == LINK_AVAILABLE_EXTERNALLY)
        return "";
    return ".visible ";
}

/* Lines are put together from pieces with fputs rather than fprintf:
 * parsing a format costs more than writing the piece, and a module has a
 * line per block and per parameter. */
static void put_uint(FILE *out, unsigned v)
{
    char tmp[12], *p = tmp + sizeof tmp;
    *--p = '\0';
    do
        *--p = (char)('0' + v % 10);
    while (v /= 10);
    fputs(p, out);
}

/* The signature: parameters and return as isel/lower/call.c passes them. */
void func_print_signature(IselCtx *c, FILE *out, const Global *fn, bool kernel)
{
    const Type *ret = fn->fnty->elem;
    const char *name = ptx_symbol(c->fn_arena, c->m, fn);
    fputs(linkage_prefix(fn), out);
    fputs(kernel ? ".entry " : ".func ", out);
    if (!kernel && ret->kind != TY_VOID) {
        fputc('(', out);
        fputs(param_decl(c, ret, 0, false, "func_retval0"), out);
        fputs(") ", out);
    }
    fputs(name, out);
    fputc('(', out);
    for (uint32_t i = 0; i < fn->fnty->nmem; i++) {
        uint32_t align;
        const AttrList *al = fn->param_attrs ? &fn->param_attrs[i] : NULL;
        const Type *t = param_value_type(c, al, fn->fnty->mem[i], &align);
        fputs(i ? ",\n\t" : "\n\t", out);
        fputs(param_decl(c, t, align, kernel, param_sym(c, fn, i)), out);
    }
    fputs(fn->fnty->nmem ? "\n)" : ")", out);
}

/* ---------------- launch bounds ---------------- */

typedef struct Bounds {
    unsigned maxntid[3], reqntid[3], minctasm, maxnreg;
    /* Clusters (sm_90): "nvvm.cluster_dim" / cluster_dim_x,y,z (all zero:
     * the shape is given at launch), "nvvm.maxclusterrank" /
     * cluster_max_blocks, "nvvm.blocksareclusters". */
    bool has_cluster_dim, blocks_are_clusters;
    unsigned cluster_dim[3], maxclusterrank;
} Bounds;

static void parse_dims(const char *s, unsigned *dims)
{
    for (int k = 0; k < 3 && s && *s; k++) {
        dims[k] = (unsigned)strtoul(s, (char **)&s, 10);
        s = *s == ',' ? s + 1 : NULL;
    }
}

static void bounds_from_attrs(const Module *m, const Global *fn, Bounds *b)
{
    const Attr *a;
    if ((a = attr_find_str(m, &fn->attrs, "nvvm.maxntid")) && a->val)
        parse_dims(a->val, b->maxntid);
    if ((a = attr_find_str(m, &fn->attrs, "nvvm.reqntid")) && a->val)
        parse_dims(a->val, b->reqntid);
    if ((a = attr_find_str(m, &fn->attrs, "nvvm.minctasm")) && a->val)
        b->minctasm = (unsigned)strtoul(a->val, NULL, 10);
    if ((a = attr_find_str(m, &fn->attrs, "nvvm.maxnreg")) && a->val)
        b->maxnreg = (unsigned)strtoul(a->val, NULL, 10);
    if ((a = attr_find_str(m, &fn->attrs, "nvvm.cluster_dim")) && a->val) {
        b->has_cluster_dim = true;
        parse_dims(a->val, b->cluster_dim);
    }
    if ((a = attr_find_str(m, &fn->attrs, "nvvm.maxclusterrank")) && a->val)
        b->maxclusterrank = (unsigned)strtoul(a->val, NULL, 10);
    b->blocks_are_clusters = attr_find_str(m, &fn->attrs, "nvvm.blocksareclusters") != NULL;
}

static void bound_key(Bounds *b, const MDOp *key, unsigned v)
{
    static const char *const names[] = {
        "maxntidx", "maxntidy", "maxntidz", "reqntidx", "reqntidy", "reqntidz", "minctasm",
        "maxnreg", "cluster_dim_x", "cluster_dim_y", "cluster_dim_z", "cluster_max_blocks",
        "maxclusterrank"};
    unsigned *slots[] = {&b->maxntid[0], &b->maxntid[1], &b->maxntid[2], &b->reqntid[0],
                         &b->reqntid[1], &b->reqntid[2], &b->minctasm, &b->maxnreg,
                         &b->cluster_dim[0], &b->cluster_dim[1], &b->cluster_dim[2],
                         &b->maxclusterrank, &b->maxclusterrank};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (key->len == strlen(names[i]) && !memcmp(key->str, names[i], key->len)) {
            *slots[i] = v;
            b->has_cluster_dim |= slots[i] >= &b->cluster_dim[0] && slots[i] <= &b->cluster_dim[2];
        }
}

static const Value *strip_casts(const Value *v)
{
    while (v && v->kind == VK_CEXPR && ((const Const *)v)->nops)
        v = ((const Const *)v)->ops[0].val;
    return v;
}

static void bounds_from_annotations(const Module *m, const Global *fn, Bounds *b)
{
    const NamedMD *nm = module_named_md(m, "nvvm.annotations");
    for (uint32_t i = 0; nm && i < nm->n; i++) {
        const MDNode *node = nm->nodes[i];
        if (!node || node->nops < 3 || node->ops[0].kind != MD_VALUE ||
            strip_casts(node->ops[0].value) != &fn->v)
            continue;
        for (uint32_t k = 1; k + 1 < node->nops; k += 2) {
            const MDOp *key = &node->ops[k], *val = &node->ops[k + 1];
            if (key->kind == MD_STRING && val->kind == MD_VALUE && val->value &&
                val->value->kind == VK_CINT)
                bound_key(b, key, (unsigned)const_int_zext((const Const *)val->value));
        }
    }
}

static void print_dims(FILE *out, const char *dir, const unsigned *d)
{
    if (!d[0] && !d[1] && !d[2])
        return;
    int n = d[2] ? 3 : d[1] ? 2 : 1;
    fprintf(out, "%s %u", dir, d[0] ? d[0] : 1);
    for (int k = 1; k < n; k++)
        fprintf(out, ", %u", d[k] ? d[k] : 1);
    fputc('\n', out);
}

static bool wants_cluster(const Bounds *b)
{
    return b->has_cluster_dim || b->maxclusterrank || b->blocks_are_clusters;
}

/* What PTX allows of the cluster directives, or why not. */
static const char *cluster_problem(const IselCtx *c, const Bounds *b)
{
    bool shape = b->cluster_dim[0] || b->cluster_dim[1] || b->cluster_dim[2];
    if (!target_has(c->target, FEAT_CLUSTER))
        return "thread-block clusters need sm_90 or newer";
    if (shape && b->maxclusterrank)
        return "a cluster shape and a maximum cluster rank cannot both be given";
    if (b->blocks_are_clusters && (!shape || !(b->reqntid[0] || b->reqntid[1] || b->reqntid[2])))
        return "\"nvvm.blocksareclusters\" needs a cluster shape and \"nvvm.reqntid\"";
    return NULL;
}

/* .explicitcluster (or .blocksareclusters: the grid counts clusters, PTX
 * 9.0), .reqnctapercluster X, Y, Z and .maxclusterrank N, as LLVM writes
 * them. */
static void print_cluster(IselCtx *c, FILE *out, MFunc *mf, const Bounds *b)
{
    const char *why = cluster_problem(c, b);
    if (why) {
        diag_error(c->diag, mf->fn->v.loc, "unsupported: cluster launch directives of kernel "
                   "'@%s': %s", mf->fn->v.name ? mf->fn->v.name : "", why);
        return;
    }
    mf->features |= TNV_FEATURE_BIT(FEAT_CLUSTER);
    if (b->blocks_are_clusters) {
        fputs(".blocksareclusters\n", out);
        mf->min_ptx = mf->min_ptx > 90 ? mf->min_ptx : 90;
    } else if (b->has_cluster_dim) {
        fputs(".explicitcluster\n", out);
    }
    print_dims(out, ".reqnctapercluster", b->cluster_dim);
    if (b->maxclusterrank)
        fprintf(out, ".maxclusterrank %u\n", b->maxclusterrank);
}

static void print_bounds(IselCtx *c, FILE *out, MFunc *mf)
{
    Bounds b;
    memset(&b, 0, sizeof b);
    bounds_from_attrs(c->m, mf->fn, &b);
    bounds_from_annotations(c->m, mf->fn, &b);
    print_dims(out, ".maxntid", b.maxntid);
    print_dims(out, ".reqntid", b.reqntid);
    if (b.minctasm)
        fprintf(out, ".minnctapersm %u\n", b.minctasm);
    if (b.maxnreg)
        fprintf(out, ".maxnreg %u\n", b.maxnreg);
    if (wants_cluster(&b))
        print_cluster(c, out, mf, &b);
}

/* ---------------- the body ---------------- */

/* A block that ends `@%p bra NEXT; bra OTHER;` becomes `@!%p bra OTHER;`
 * and falls through to NEXT: one branch fewer on the common path.  The
 * guard is negated and the label operand replaced: no text is rewritten. */
static void invert_branch(IselCtx *c, MBlock *b)
{
    MInstr *cond = NULL, *last = b->first;
    for (; last && last->next; last = last->next)
        cond = last;
    if (!cond || cond->kind != MI_BRA || !cond->guard || last->kind != MI_BRA || last->guard ||
        mi_branch_target(cond) != b->num + 1 || mi_branch_target(last) == b->num + 1)
        return;
    MOp *ops = arena_array(c->fn_arena, cond->nops, sizeof *ops);
    memcpy(ops, cond->ops, cond->nops * sizeof *ops);
    ops[cond->nops - 1] = mo_label(mi_branch_target(last));
    cond->ops = ops;
    cond->guard_neg = !cond->guard_neg;
    cond->next = NULL;
    b->last = cond;
}

/* The blocks an instruction names: its label operands and jump table. */
static void mark_targets(const MFunc *mf, const MInstr *mi)
{
    for (unsigned k = 0; k < mi->nops; k++)
        if (mi->ops[k].kind == MO_LABEL)
            mf->blocks[mi->ops[k].val]->is_target = true;
    for (uint32_t k = 0; mi->table && k < mi->ntable; k++) /* a jump table */
        mf->blocks[mi->table[k]]->is_target = true;
}

/* Drop branches to the next block, then mark the blocks still targeted. */
static void fix_branches(IselCtx *c, const MFunc *mf)
{
    for (uint32_t i = 0; i < mf->nblocks; i++) {
        MBlock *b = mf->blocks[i];
        invert_branch(c, b);
        MInstr **pp = &b->first;
        b->last = NULL;
        for (MInstr *mi = b->first; mi; mi = mi->next) {
            if (mi->kind == MI_BRA && !mi->guard && mi_branch_target(mi) == i + 1 && !mi->next) {
                *pp = NULL;
                break;
            }
            pp = &mi->next;
            b->last = mi;
        }
    }
    for (uint32_t i = 0; i < mf->nblocks; i++)
        for (MInstr *mi = mf->blocks[i]->first; mi; mi = mi->next)
            mark_targets(mf, mi);
}

static void print_regs(FILE *out, const MFunc *mf)
{
    for (int rc = 0; rc < RC__COUNT; rc++)
        if (mf->nregs[rc])
            fprintf(out, "\t.reg %-5s %s<%u>;\n", rc_decl((RegClass)rc),
                    rc_prefix((RegClass)rc), mf->nregs[rc] + 1);
}

static void print_block(FILE *out, const MFunc *mf, const MBlock *b, LineLoc *line)
{
    if (b->is_target) {
        fputs("$L__BB", out);
        put_uint(out, mf->index);
        fputc('_', out);
        put_uint(out, b->num);
        fputc(':', out);
    }
    if (b->num > 0 || b->is_target) {
        fputs(b->is_target ? "\t\t\t\t// " : "\t// ", out);
        if (b->split_edge) {
            fputs("split edge", out);
        } else if (b->name) {
            fputc('%', out);
            fputs(b->name, out);
        } else {
            fputs("block ", out);
            put_uint(out, b->num);
        }
        fputc('\n', out);
    }
    insns_print(out, mf, b->first, line);
}

void func_print(IselCtx *c, FILE *out, MFunc *mf)
{
    fprintf(out, "\n\t// .globl\t%s\n", ptx_symbol(c->fn_arena, c->m, mf->fn));
    func_print_signature(c, out, mf->fn, mf->kernel);
    fputc('\n', out);
    if (mf->kernel)
        print_bounds(c, out, mf);
    fputs("{\n", out);
    if (mf->frame_size) /* the stack frame: isel/lower/frame.c */
        fprintf(out, "\t.local .align %u .b8 \t__local_depot%u[%llu];\n"
                "\t.reg .b%u \t%%SP;\n\t.reg .b%u \t%%SPL;\n", mf->frame_align, mf->index,
                (unsigned long long)mf->frame_size, c->ptr_bits, c->ptr_bits);
    print_regs(out, mf);
    fputc('\n', out);
    /* With line information, the function's own line first (its
     * DISubprogram's, column 0), as llc writes it: the code before the
     * first instruction with a location of its own belongs to it. */
    LineLoc line = lines_of_function(c->lines, mf->fn);
    if (line.file)
        fprintf(out, "\t.loc\t%u %u %u\n", line.file, line.line, line.col);
    fix_branches(c, mf);
    for (uint32_t i = 0; i < mf->nblocks; i++)
        print_block(out, mf, mf->blocks[i], &line);
    fputs("}\n", out);
}
