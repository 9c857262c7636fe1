/*
 * isel/surface.c -- surface loads and stores through a handle
 * (llvm.nvvm.suld.*, llvm.nvvm.sust.b.*, llvm.nvvm.sust.p.*).
 *
 * LLVM names 375 of them: five geometries times eleven element shapes
 * times three out-of-range modes.  Each is one PTX instruction,
 *
 *     suld.b.<geom>{.v2,.v4}.b<N>.<mode>  {values}, [handle, {coords}];
 *     sust.{b,p}.<geom>{.v2,.v4}.b<N>.<mode> [handle, {coords}], {values};
 *
 * whose brace lists a pattern row cannot spell for every shape, so the
 * name is parsed here and the instruction written as a PTX_TEXT template
 * (isel/ptxtext.c).  The handle is the i64 of a surface object (unified
 * mode, which is what LLVM's NVPTX back end and CUDA emit).
 *
 * Geometry and coordinates: 1d {x}, 1d.array {layer, x} (PTX .a1d),
 * 2d {x, y}, 2d.array {layer, x, y} (.a2d), 3d {x, y, z}.  PTX takes the
 * last two as four-element vectors; the fourth element is ignored, so it
 * repeats the last coordinate, as LLVM's back end does.
 *
 * Element shapes: i8 and i16 travel in 16-bit registers (LLVM types both
 * i16), i32 and i64 in their own; v2/v4 make .v2/.v4 with that many
 * values.  sust.p (formatted store: the surface's format converts the
 * value) takes 32-bit elements only -- ptxas rejects .b8/.b16 there,
 * although LLVM 22's back end emits them -- so those names are a located
 * error.  sust.p has only the .trap mode in LLVM.
 *
 * Sources: PTX ISA, "suld" and "sust" (geometries, vector forms, modes);
 * NVPTXUsage (the surface intrinsics).
 */
#include <string.h>

#include "isel/isel.h"

enum { SURF_MAX_OPS = 1 + 4 + 4 }; /* handle, coordinates, values */

static const struct {
    const char *llvm, *ptx;
    unsigned coords; /* the name's coordinates: layer first for arrays */
    unsigned vec;    /* PTX's coordinate vector: 1, 2 or 4 */
} geoms[] = {
    {"1d.array", "a1d", 2, 2}, {"2d.array", "a2d", 3, 4},
    {"1d", "1d", 1, 1},        {"2d", "2d", 2, 2},        {"3d", "3d", 3, 4},
};

typedef struct SurfForm {
    bool store, formatted; /* sust; sust.p */
    unsigned geom;
    unsigned bits;   /* 8, 16, 32, 64 */
    unsigned n;      /* values: 1, 2, 4 */
    const char *mode;
} SurfForm;

/* "<geom>.<shape>.<mode>" after "llvm.nvvm.suld." / "sust.b." / "sust.p.". */
static bool parse_surf(const char *s, SurfForm *f)
{
    for (f->geom = 0; f->geom < sizeof geoms / sizeof *geoms; f->geom++)
        if (ptx_text_eat(&s, geoms[f->geom].llvm))
            break;
    if (f->geom == sizeof geoms / sizeof *geoms)
        return false;
    f->n = 1;
    if (s[0] == 'v' && (s[1] == '2' || s[1] == '4'))
        f->n = (unsigned)(s[1] - '0'), s += 2;
    if (s[0] != 'i')
        return false;
    f->bits = 0;
    for (s++; *s >= '0' && *s <= '9'; s++)
        f->bits = f->bits * 10 + (unsigned)(*s - '0');
    if ((f->bits != 8 && f->bits != 16 && f->bits != 32 && f->bits != 64) ||
        (f->n == 4 && f->bits == 64) || *s++ != '.')
        return false;
    f->mode = s;
    return !strcmp(s, "clamp") || !strcmp(s, "trap") || !strcmp(s, "zero");
}

static bool is_int(const Type *t, unsigned bits) { return t->kind == TY_INT && t->bits == bits; }

/* The LLVM type of one value: i16 for i8 and i16 elements. */
static unsigned value_bits(const SurfForm *f) { return f->bits < 16 ? 16 : f->bits; }

static bool surf_types(const Instr *i, const SurfForm *f)
{
    unsigned nc = geoms[f->geom].coords, vb = value_bits(f);
    uint32_t want = 1 + nc + (f->store ? f->n : 0);
    if (i->nargs != want || !is_int(instr_op(i, 0)->type, 64))
        return false;
    for (unsigned k = 0; k < nc; k++)
        if (!is_int(instr_op(i, 1 + k)->type, 32))
            return false;
    if (f->store) {
        for (unsigned k = 0; k < f->n; k++)
            if (!is_int(instr_op(i, 1 + nc + k)->type, vb))
                return false;
        return i->v.type->kind == TY_VOID;
    }
    const Type *t = i->v.type;
    if (f->n == 1)
        return is_int(t, vb);
    if (t->kind != TY_STRUCT || t->nmem != f->n)
        return false;
    for (unsigned k = 0; k < f->n; k++)
        if (!is_int(t->mem[k], vb))
            return false;
    return true;
}

/* "[%0, {%1, ...}]": the handle and the coordinates, the last repeated up
 * to PTX's vector length. */
static const char *address(IselCtx *c, const SurfForm *f)
{
    unsigned nc = geoms[f->geom].coords, vec = geoms[f->geom].vec;
    const char *s = "[%0, {";
    for (unsigned k = 0; k < vec; k++)
        s = fn_strf(c, "%s%s%%%u", s, k ? ", " : "", 1 + (k < nc ? k : nc - 1));
    return fn_strf(c, "%s}]", s);
}

static DagVal build_surf(IselCtx *c, const Instr *i, const char *name, const SurfForm *f)
{
    if (!surf_types(i, f))
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (not its LLVM "
                                                         "signature)", name));
    if (f->formatted && f->bits != 32)
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "intrinsic '@%s' (a formatted "
                                   "surface store, sust.p, takes 32-bit elements only)", name));
    unsigned nc = geoms[f->geom].coords;
    DagNode *kids[SURF_MAX_OPS];
    uint32_t nk = 0;
    for (uint32_t k = 0; k < i->nargs; k++)
        kids[nk++] = dag_value(c, instr_op(i, k));
    const char *vec = f->n == 1 ? "" : f->n == 2 ? ".v2" : ".v4";
    const char *op = fn_strf(c, "%s.%s%s.b%u.%s", f->store ? (f->formatted ? "sust.p" : "sust.b")
                                                           : "suld.b",
                             geoms[f->geom].ptx, vec, f->bits, f->mode);
    if (f->store) {
        dag_ptx_text(c, fn_strf(c, "%s %s, %s;", op, address(c, f),
                                ptx_text_list(c, false, 1 + nc, f->n)), kids, nk);
        return (DagVal){NULL, 0};
    }
    DagNode *n = dag_ptx_text(c, fn_strf(c, "%s %s, %s;", op, ptx_text_list(c, true, 0, f->n),
                                         address(c, f)), kids, nk);
    return ptx_text_results(c, i, n);
}

bool family_surface(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    SurfForm f = {0};
    const char *rest;
    if (!strncmp(name, "llvm.nvvm.suld.", 15))
        rest = name + 15;
    else if (!strncmp(name, "llvm.nvvm.sust.b.", 17))
        rest = name + 17, f.store = true;
    else if (!strncmp(name, "llvm.nvvm.sust.p.", 17))
        rest = name + 17, f.store = f.formatted = true;
    else
        return false;
    if (!parse_surf(rest, &f))
        return false;
    *out = build_surf(c, i, name, &f);
    return true;
}
