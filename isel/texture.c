/*
 * isel/texture.c -- texture fetches through handles (llvm.nvvm.tex.*,
 * llvm.nvvm.tld4.*, with or without .unified).
 *
 * LLVM names 174 of them: seven geometries, plain/.level/.grad, three
 * result types, integer or float coordinates, unified (one texture
 * handle) or independent (texture and sampler handles).  Each is one PTX
 * instruction,
 *
 *     tex{.level,.grad}.<geom>.v4.<dtype>.<ctype> {d0..d3},
 *         [tex{, sampler}, {coords}]{, lod | , {dPdx}, {dPdy}};
 *     tld4.<comp>.2d.v4.<dtype>.f32 {d0..d3}, [tex{, sampler}, {x, y}];
 *
 * whose vectors change length with the geometry, so the name is parsed
 * here and the instruction written as a PTX_TEXT template
 * (isel/ptxtext.c).
 *
 * A module is in PTX's unified texture mode (tnvcc writes no
 * .texmode_independent), where a separate sampler handle has no defined
 * meaning: ptxas 13 refuses it on .cube, .acube, 3d .level and the
 * arrays' .grad, and crashes on the other array forms -- LLVM 22's back
 * end emits that PTX all the same.  So the forms with a sampler (the
 * names without .unified) are a located error here.
 *
 * Coordinates: arrays put the layer (an i32) first; PTX's coordinate and
 * gradient vectors have 1, 2 or 4 elements, and a three-element list is
 * padded by repeating its last element (PTX ignores the fourth), as
 * LLVM's back end does.  A vector mixing the integer layer with float
 * coordinates must be one register type: every element travels as a
 * .b32 register (floats are moved into one first).
 *
 * Sources: PTX ISA, "tex" and "tld4" (geometries, vector lengths, the
 * independent and unified modes); NVPTXUsage (the texture intrinsics).
 */
#include <string.h>

#include "isel/isel.h"

enum { TEX_MAX_OPS = 2 + 4 + 8 }; /* handles, coordinates, gradients */

static const struct {
    const char *llvm, *ptx;
    unsigned dims, layered, vec, gvec; /* gvec: a gradient's PTX length */
} geoms[] = {
    {"1d.array", "a1d", 1, 1, 2, 1},  {"2d.array", "a2d", 2, 1, 4, 2},
    {"cube.array", "acube", 3, 1, 4, 4},
    {"1d", "1d", 1, 0, 1, 1},         {"2d", "2d", 2, 0, 2, 2},
    {"3d", "3d", 3, 0, 4, 4},         {"cube", "cube", 3, 0, 4, 4},
};

typedef struct TexForm {
    bool unified;
    char comp;         /* tld4: r, g, b, a; tex: 0 */
    unsigned geom;
    enum { TEX_PLAIN, TEX_LEVEL, TEX_GRAD } lod;
    const char *dtype; /* f32, s32, u32 */
    bool fcoord;       /* .f32 coordinates (else .s32) */
} TexForm;

/* "[.unified]<geom>[.level|.grad].v4<d>.<c>" after "tex."; tld4's
 * "[unified.]<comp>.2d.v4<d>.f32" after "tld4.". */
static bool parse_tex(const char *s, TexForm *f, bool tld4)
{
    f->unified = ptx_text_eat(&s, "unified");
    if (tld4) {
        if (!strchr("rgba", s[0]) || s[1] != '.')
            return false;
        f->comp = s[0], s += 2;
    }
    for (f->geom = 0; f->geom < sizeof geoms / sizeof *geoms; f->geom++)
        if (ptx_text_eat(&s, geoms[f->geom].llvm))
            break;
    if (f->geom == sizeof geoms / sizeof *geoms || (tld4 && strcmp(geoms[f->geom].llvm, "2d")))
        return false;
    f->lod = ptx_text_eat(&s, "level") ? TEX_LEVEL : ptx_text_eat(&s, "grad") ? TEX_GRAD : TEX_PLAIN;
    if (tld4 && f->lod != TEX_PLAIN)
        return false;
    f->dtype = ptx_text_eat(&s, "v4f32") ? "f32" : ptx_text_eat(&s, "v4s32") ? "s32" : ptx_text_eat(&s, "v4u32") ? "u32" : NULL;
    f->fcoord = !strcmp(s, "f32");
    return f->dtype && (f->fcoord || !strcmp(s, "s32")) && (f->fcoord || f->lod == TEX_PLAIN);
}

static bool is_int(const Type *t, unsigned bits) { return t->kind == TY_INT && t->bits == bits; }
static bool is_f32(const Type *t) { return t->kind == TY_FLOAT; }

static uint32_t handles(const TexForm *f) { return f->unified ? 1 : 2; }

static uint32_t tex_nargs(const TexForm *f)
{
    unsigned d = geoms[f->geom].dims;
    return handles(f) + geoms[f->geom].layered + d + (f->lod == TEX_LEVEL) +
           (f->lod == TEX_GRAD ? 2 * d : 0);
}

static bool tex_types(const Instr *i, const TexForm *f)
{
    uint32_t k = 0, h = handles(f);
    if (i->nargs != tex_nargs(f))
        return false;
    for (; k < h; k++)
        if (!is_int(instr_op(i, k)->type, 64))
            return false;
    if (geoms[f->geom].layered && !is_int(instr_op(i, k++)->type, 32))
        return false;
    for (unsigned j = 0; j < geoms[f->geom].dims; j++, k++)
        if (f->fcoord ? !is_f32(instr_op(i, k)->type) : !is_int(instr_op(i, k)->type, 32))
            return false;
    for (; k < i->nargs; k++)
        if (!is_f32(instr_op(i, k)->type))
            return false;
    const Type *t = i->v.type;
    if (t->kind != TY_STRUCT || t->nmem != 4)
        return false;
    for (unsigned j = 0; j < 4; j++)
        if (strcmp(f->dtype, "f32") ? !is_int(t->mem[j], 32) : !is_f32(t->mem[j]))
            return false;
    return true;
}

/* Operand k as a kid in a .b32 register: a float is moved into one (the
 * vectors of tex take one register type). */
static DagNode *b32(IselCtx *c, const Instr *i, uint32_t k)
{
    DagNode *v = dag_value(c, instr_op(i, k));
    return v->vt == VT_F32 ? dag_node1(c, DOP_BITCAST, VT_I32, v) : v;
}

/* "{%a, ..., %b}" of kids [from, from + n) padded to `len` elements by
 * repeating the last. */
static const char *padded(IselCtx *c, uint32_t from, uint32_t n, unsigned len)
{
    const char *s = "{";
    for (unsigned k = 0; k < len; k++)
        s = fn_strf(c, "%s%s%%%u", s, k ? ", " : "", from + (k < n ? k : n - 1));
    return fn_strf(c, "%s}", s);
}

static DagVal build_tex(IselCtx *c, const Instr *i, const char *name, const TexForm *f)
{
    if (!tex_types(i, f))
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (not its LLVM "
                                                         "signature)", name));
    if (!f->unified)
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (a texture "
                                   "with a separate sampler needs PTX's independent texture "
                                   "mode, which tnvcc does not write; use the .unified form)",
                                   name));
    DagNode *kids[TEX_MAX_OPS];
    uint32_t nk = 0, h = handles(f);
    for (; nk < i->nargs; nk++)
        kids[nk] = nk < h ? dag_value(c, instr_op(i, nk)) : b32(c, i, nk);
    unsigned d = geoms[f->geom].dims, nc = geoms[f->geom].layered + d;
    const char *addr = fn_strf(c, "[%%0%s, %s]", h == 2 ? ", %1" : "",
                               padded(c, h, nc, geoms[f->geom].vec));
    const char *tail = "";
    if (f->lod == TEX_LEVEL)
        tail = fn_strf(c, ", %%%u", h + nc);
    else if (f->lod == TEX_GRAD)
        tail = fn_strf(c, ", %s, %s", padded(c, h + nc, d, geoms[f->geom].gvec),
                       padded(c, h + nc + d, d, geoms[f->geom].gvec));
    const char *op = f->comp ? fn_strf(c, "tld4.%c", f->comp)
                             : fn_strf(c, "tex%s", f->lod == TEX_LEVEL ? ".level"
                                                   : f->lod == TEX_GRAD ? ".grad" : "");
    const char *text = fn_strf(c, "%s.%s.v4.%s.%s %s, %s%s;", op, geoms[f->geom].ptx, f->dtype,
                               f->fcoord ? "f32" : "s32", ptx_text_list(c, true, 0, 4), addr, tail);
    DagNode *n = dag_ptx_text(c, text, kids, nk);
    return ptx_text_results(c, i, n);
}

bool family_texture(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    TexForm f = {0};
    bool tld4 = !strncmp(name, "llvm.nvvm.tld4.", 15);
    if (!tld4 && strncmp(name, "llvm.nvvm.tex.", 14))
        return false;
    if (!parse_tex(name + (tld4 ? 15 : 14), &f, tld4))
        return false;
    *out = build_tex(c, i, name, &f);
    return true;
}
