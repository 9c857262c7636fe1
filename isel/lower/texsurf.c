/*
 * isel/lower/texsurf.c -- textures and surfaces through handles (CUDA's unified
 * texture mode): the intrinsics
 *
 *   llvm.nvvm.tex.unified.GEOM[.level|.grad].v4{f32,s32,u32}.{s32,f32}
 *   llvm.nvvm.tld4.unified.{r,g,b,a}.2d.v4{f32,s32,u32}.f32
 *   llvm.nvvm.suld.GEOM.TYPE.{clamp,trap,zero}
 *   llvm.nvvm.sust.{b,p}.GEOM.TYPE.{clamp,trap,zero}
 *
 * each become one PTX instruction whose texture or surface is a 64-bit
 * handle in a register (a texture object's value, or `mov.u64 %rd1, tex0`
 * of a `.texref` variable, made by llvm.nvvm.texsurf.handle.internal: see
 * nvptx.md, which also has the one-result queries txq and suq; NVVM IR's
 * llvm.nvvm.texsurf.handle with its metadata operand is here):
 *
 *   tex.level.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6}], %f7;
 *   suld.b.2d.v2.b32.trap {%r1, %r2}, [%rd1, {%r3, %r4}];
 *   sust.b.1d.b16.zero [%rd1, {%r1}], {%rs1};
 *
 * PTX's operand vectors have 1, 2 or 4 elements, so the three coordinates
 * of a 3d, cube or 2d-array access (array index first) and the three
 * components of a 3d gradient are padded with a repeat of the last, as
 * llc pads them (PTX ignores the fourth).  A register handle is what PTX
 * calls indirect texture access: PTX ISA 3.1 or later (ptxas says so).
 *
 * The independent-mode forms (llvm.nvvm.tex.1d.v4f32.s32 with a separate
 * sampler, OpenCL's), the .offset.bindless ones, and sust.p on 8- and
 * 16-bit data (PTX's formatted store is .b32 only; LLVM declares them,
 * ptxas refuses them) are not taken: a located "unsupported: intrinsic".
 *
 * One chained TEXSURF node per call (textures and surfaces are memory):
 * node.insn the opcode and modifiers, kids the handle then the operand groups,
 * node.ival the group sizes (TS_GROUP_BITS each, TS_SCALAR_LAST when the
 * last group is a scalar such as the level), results in node.res.
 */
#include <string.h>

#include "isel/isel.h"

enum {
    TS_GROUP_BITS = 4,  /* a group has at most 4 registers */
    TS_MAX_GROUPS = 3,  /* coordinates, then level or two gradients */
    TS_SCALAR_LAST = 1 << (TS_GROUP_BITS * TS_MAX_GROUPS),
    TS_INDIRECT_PTX = 31, /* indirect texture access: PTX ISA 3.1 */
    TS_CUBE_GRAD_PTX = 43, /* tex.grad on cube and acube: PTX ISA 4.3 */
};

/* A geometry: its spelling in the intrinsic name and in PTX, how many
 * coordinates the IR passes (array index included) and how many
 * gradient components, and whether surfaces have it. */
typedef struct Geom {
    const char *ir, *ptx;
    uint8_t ncoord, ngrad;
    bool surface;
} Geom;

/* Longer spellings first: "1d.array" before "1d". */
static const Geom geoms[] = {
    {"1d.array", "a1d", 2, 1, true},  {"2d.array", "a2d", 3, 2, true},
    {"cube.array", "acube", 4, 3, false}, {"1d", "1d", 1, 1, true},
    {"2d", "2d", 2, 2, true},         {"3d", "3d", 3, 3, true},
    {"cube", "cube", 3, 3, false},
};

/* PTX's vector length for n elements: 1, 2 or 4. */
static unsigned vec_len(unsigned n) { return n <= 2 ? n : 4; }

static const char *eat(const char *s, const char *word)
{
    size_t n = strlen(word);
    return s && !strncmp(s, word, n) ? s + n : NULL;
}

static const Geom *eat_geom(const char **s, bool surface)
{
    for (size_t k = 0; k < sizeof geoms / sizeof *geoms; k++) {
        const char *r = eat(*s, geoms[k].ir);
        if (r && *r == '.' && (!surface || geoms[k].surface)) {
            *s = r + 1;
            return &geoms[k];
        }
    }
    return NULL;
}

/* What the operands and results must be: one letter per value. */
typedef struct Shape {
    PtxOp op;          /* PI_TEX, PI_TLD4, PI_SULD or PI_SUST */
    const char *mods;  /* the rest of the mnemonic: ".2d.v4.f32.f32" */
    char args[24]; /* after the handle: i i32, f float, h i16, l i64 */
    char res[5];   /* the result's members, in the same letters */
    uint8_t group[TS_MAX_GROUPS]; /* IR operands per group */
    uint8_t width[TS_MAX_GROUPS]; /* PTX vector length per group */
    bool scalar_last;
} Shape;

static bool type_is(const Type *t, char want)
{
    switch (want) {
    case 'i': return t->kind == TY_INT && t->bits == 32;
    case 'h': return t->kind == TY_INT && t->bits == 16;
    case 'l': return t->kind == TY_INT && t->bits == 64;
    case 'f': return t->kind == TY_FLOAT;
    default: return false;
    }
}

static void put_group(Shape *s, int g, char letter, unsigned n, unsigned width)
{
    size_t at = strlen(s->args);
    for (unsigned k = 0; k < n; k++)
        s->args[at + k] = letter;
    s->args[at + n] = 0;
    s->group[g] += (uint8_t)n;
    s->width[g] = (uint8_t)width;
}

/* "v4f32.s32" (tex's result and coordinate types) -> letters, suffixes. */
static bool eat_tex_types(IselCtx *c, const char *s, Shape *sh, const char **ptx_types)
{
    static const struct { const char *ir, *ptx; char r; } rt[] = {
        {"v4f32.", "v4.f32", 'f'}, {"v4s32.", "v4.s32", 'i'}, {"v4u32.", "v4.u32", 'i'},
    };
    for (size_t k = 0; k < 3; k++) {
        const char *r = eat(s, rt[k].ir);
        if (!r || (strcmp(r, "s32") && strcmp(r, "f32")))
            continue;
        memset(sh->res, rt[k].r, 4);
        *ptx_types = fn_strf(c, "%s.%s", rt[k].ptx, r);
        return true;
    }
    return false;
}

/* tex.unified and tld4.unified. */
static bool decode_tex(IselCtx *c, const char *name, Shape *sh)
{
    const char *s = eat(name, "llvm.nvvm.tex.unified."), *gather = NULL;
    if (!s) {
        s = eat(name, "llvm.nvvm.tld4.unified.");
        if (!s || !strchr("rgba", s[0]) || s[1] != '.')
            return false;
        gather = fn_strf(c, ".%c", s[0]);
        s += 2;
    }
    const Geom *g = eat_geom(&s, false);
    if (!g || (gather && strcmp(g->ir, "2d")))
        return false;
    const char *level = gather ? NULL : eat(s, "level.");
    const char *grad = gather || level ? NULL : eat(s, "grad.");
    s = level ? level : grad ? grad : s;
    const char *types;
    if (!eat_tex_types(c, s, sh, &types))
        return false;
    bool fcoord = !strcmp(types + strlen(types) - 3, "f32");
    if ((level || grad || gather) && !fcoord) /* PTX: only float coordinates */
        return false;
    bool array = strstr(g->ir, "array") != NULL;
    if (array)
        put_group(sh, 0, 'i', 1, 0);
    put_group(sh, 0, fcoord ? 'f' : 'i', g->ncoord - array, vec_len(g->ncoord));
    if (level)
        put_group(sh, 1, 'f', 1, 1), sh->scalar_last = true;
    if (grad) {
        put_group(sh, 1, 'f', g->ngrad, vec_len(g->ngrad));
        put_group(sh, 2, 'f', g->ngrad, vec_len(g->ngrad));
    }
    sh->op = gather ? PI_TLD4 : PI_TEX;
    sh->mods = fn_strf(c, "%s%s.%s.%s", gather ? gather : "",
                       level ? ".level" : grad ? ".grad" : "", g->ptx, types);
    return true;
}

/* suld.GEOM.TYPE.MODE and sust.{b,p}.GEOM.TYPE.MODE. */
static bool decode_surf(IselCtx *c, const char *name, Shape *sh)
{
    const char *s = eat(name, "llvm.nvvm.suld."), *kind = "b";
    bool store = !s;
    if (store) {
        s = eat(name, "llvm.nvvm.sust.");
        if (!s || (s[0] != 'b' && s[0] != 'p') || s[1] != '.')
            return false;
        kind = s[0] == 'b' ? "b" : "p";
        s += 2;
    }
    const Geom *g = eat_geom(&s, true);
    if (!g)
        return false;
    unsigned n = 1;
    if (s[0] == 'v' && (s[1] == '2' || s[1] == '4'))
        n = (unsigned)(s[1] - '0'), s += 2;
    static const struct { const char *ir; unsigned bits; char r; } et[] = {
        {"i8.", 8, 'h'}, {"i16.", 16, 'h'}, {"i32.", 32, 'i'}, {"i64.", 64, 'l'},
    };
    for (size_t k = 0; k < 4; k++) {
        const char *mode = eat(s, et[k].ir);
        if (!mode || (strcmp(mode, "clamp") && strcmp(mode, "trap") && strcmp(mode, "zero")) ||
            (n == 4 && et[k].bits == 64) || (kind[0] == 'p' && et[k].bits != 32))
            continue; /* sust.p (formatted) stores .b32 only: ptxas refuses the rest */
        put_group(sh, 0, 'i', g->ncoord, vec_len(g->ncoord));
        if (store)
            put_group(sh, 1, et[k].r, n, n);
        else
            memset(sh->res, et[k].r, n);
        sh->op = store ? PI_SUST : PI_SULD;
        sh->mods = fn_strf(c, ".%s.%s%s.b%u.%s", kind, g->ptx,
                           n > 1 ? (n == 2 ? ".v2" : ".v4") : "", et[k].bits, mode);
        return true;
    }
    return false;
}

/* Do the call's operands and result have the shape's types? */
static bool shape_fits(const Instr *i, const Shape *sh)
{
    size_t na = strlen(sh->args), nr = strlen(sh->res);
    if (i->nargs != na + 1 || !type_is(instr_op(i, 0)->type, 'l'))
        return false;
    for (size_t k = 0; k < na; k++)
        if (!type_is(instr_op(i, (uint32_t)k + 1)->type, sh->args[k]))
            return false;
    const Type *t = i->v.type;
    if (nr == 0)
        return t->kind == TY_VOID;
    if (nr == 1)
        return type_is(t, sh->res[0]);
    if (t->kind != TY_STRUCT || t->nmem != nr)
        return false;
    for (size_t k = 0; k < nr; k++)
        if (!type_is(t->mem[k], sh->res[k]))
            return false;
    return true;
}

/* llvm.nvvm.texsurf.handle.p1(metadata @tex, ptr addrspace(1) @tex), NVVM
 * IR's form (the verifier checks that the metadata wraps a variable
 * annotated texture or surface): the handle is the variable's address,
 * `mov.u64 %rd1, tex0`, as for the .internal form (nvptx.md).  llc-19
 * cannot select it at all. */
static bool texsurf_handle(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (strncmp(name, "llvm.nvvm.texsurf.handle.p", 26) || i->nargs != 2 ||
        instr_op(i, 1)->kind != VK_GLOBAL || !type_is(i->v.type, 'l') || c->ptr_bits != 64)
        return false;
    const Global *g = (const Global *)instr_op(i, 1);
    if (!module_annotation_is_one(c->m, g, "texture") &&
        !module_annotation_is_one(c->m, g, "surface"))
        return false; /* --no-verify: not a handle, a located "unsupported" */
    *out = dag_one(c, dag_value(c, instr_op(i, 1)));
    isel_need(c, "mov.u64", TS_INDIRECT_PTX, -1, i->v.loc);
    return true;
}

/* Why a well-formed name of this family is not taken, for the two kinds a
 * user meets (NULL: a malformed name, the generic message). */
static const char *refusal_reason(const char *name)
{
    if (!strncmp(name, "llvm.nvvm.sust.p.", 17) &&
        (strstr(name, ".i8.") || strstr(name, ".i16.")))
        return "a formatted surface store, sust.p, takes 32-bit elements only";
    if ((!strncmp(name, "llvm.nvvm.tex.", 14) && strncmp(name, "llvm.nvvm.tex.unified.", 22)) ||
        (!strncmp(name, "llvm.nvvm.tld4.", 15) && strncmp(name, "llvm.nvvm.tld4.unified.", 23)))
        return "a texture with a separate sampler needs PTX's independent texture mode, "
               "which tnvcc does not write; use the .unified form";
    return NULL;
}

bool family_texsurf(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    if (texsurf_handle(c, i, name, out))
        return true;
    if (strncmp(name, "llvm.nvvm.tex.", 14) && strncmp(name, "llvm.nvvm.tld4.", 15) &&
        strncmp(name, "llvm.nvvm.suld.", 15) && strncmp(name, "llvm.nvvm.sust.", 15))
        return false;
    Shape sh = {0};
    if (!(decode_tex(c, name, &sh) || decode_surf(c, name, &sh)) || !shape_fits(i, &sh)) {
        const char *why = refusal_reason(name);
        if (!why)
            return false; /* a located "unsupported: intrinsic" (intrin.c) */
        *out = dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (%s)", name, why));
        return true;
    }
    uint32_t nkids = 1, ival = sh.scalar_last ? TS_SCALAR_LAST : 0;
    for (int g = 0; g < TS_MAX_GROUPS; g++) {
        nkids += sh.width[g];
        ival |= (uint32_t)sh.width[g] << (TS_GROUP_BITS * g);
    }
    DagVal *args = arena_array(c->dag_arena, i->nargs, sizeof *args);
    for (uint32_t k = 0; k < i->nargs; k++) /* operands first: kids precede parents */
        args[k] = dag_parts(c, instr_op(i, k));
    DagNode *n = dag_node(c, DOP_TEXSURF, VT_NONE, nkids);
    dag_set_kid(n, 0, args[0].p[0]);
    uint32_t at = 1, arg = 1;
    for (int g = 0; g < TS_MAX_GROUPS; g++) { /* each group padded with its last */
        for (uint32_t k = 0; k < sh.width[g]; k++)
            dag_set_kid(n, at++, args[arg + (k < sh.group[g] ? k : sh.group[g] - 1u)].p[0]);
        arg += sh.group[g];
    }
    n->insn = mi_new_insn(c, sh.op, sh.mods, 0, NULL);
    n->ival = ival;
    dag_chained(c, n);
    isel_need(c, fn_strf(c, "%s%s", ptxop_name(sh.op), sh.mods),
              strstr(sh.mods, "grad.acube") || strstr(sh.mods, "grad.cube") ? TS_CUBE_GRAD_PTX
                                                                            : TS_INDIRECT_PTX,
              -1, i->v.loc);
    if (i->v.type->kind == TY_VOID) {
        *out = (DagVal){NULL, 0};
        return true;
    }
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    n->res = dag_result_regs(c, i, tp);
    n->nres = tp->n;
    *out = dag_result_parts(c, n, tp);
    return true;
}

/* Group g of n's operands after kid *at: {a, b}, or a bare operand for
 * a scalar last group. */
static MOp texsurf_group(IselCtx *c, const DagNode *n, int g, uint32_t w, uint32_t *at)
{
    MOp m[4];
    if (w > 4)
        BUG("texture or surface group of %u operands", w);
    for (uint32_t k = 0; k < w; k++)
        m[k] = n->kids[(*at)++]->result;
    if ((n->ival & TS_SCALAR_LAST) && g > 0 && w == 1)
        return m[0];
    return mo_group(c, '{', m, w);
}

bool select_texsurf(IselCtx *c, DagNode *n)
{
    if (n->op != DOP_TEXSURF)
        return false;
    MOp ops[1 + TS_MAX_GROUPS], m[4];
    uint32_t nops = 0, at = 1;
    if (n->nres) {
        if (n->nres > 4)
            BUG("texture or surface instruction with %u results", n->nres);
        for (uint32_t k = 0; k < n->nres; k++)
            m[k] = mo_reg(n->res[k]);
        ops[nops++] = mo_group(c, '{', m, n->nres);
    }
    /* [handle, {coordinates}], then sust's values (its group 1) */
    for (int g = 0; g < TS_MAX_GROUPS; g++) {
        uint32_t w = (uint32_t)(n->ival >> (TS_GROUP_BITS * g)) & 0xfu;
        if (g == 0) {
            MOp a[2] = {n->kids[0]->result, texsurf_group(c, n, g, w, &at)};
            ops[nops++] = mo_addr_list(c, a, 2);
        } else if (w) {
            ops[nops++] = texsurf_group(c, n, g, w, &at);
        }
    }
    mi_emit(c, n->insn->op, n->insn->mods, nops, ops);
    return true;
}
