/*
 * isel/lower/byval.c -- parameters passed by value through a pointer:
 * `ptr byval(%struct.S) align 4 %p`.
 *
 * In the IR such a parameter is a pointer to the callee's own copy of the
 * struct; in PTX the struct *is* the parameter, a byte array in the .param
 * state space (`.param .align 4 .b8 f_param_0[12]`, call.c).  A .param
 * variable can be read with `ld.param [f_param_0+4]` but not written, and
 * its address cannot be taken in a device function.  So, as LLVM's
 * NVPTXLowerArgs does, each byval parameter is one of two kinds:
 *
 *   direct  every use is a load through constant offsets (getelementptr
 *           with constant indices, bitcasts, an addrspacecast to the param
 *           space 101): each load reads the .param array itself,
 *           `ld.param.f32 %f1, [k_param_0+8]`;
 *   copied  anything else (a store, a run-time index, the pointer passed
 *           on or compared): the function starts by copying the array into
 *           a slot of its .local stack frame (frame.c), and the pointer is
 *           that slot's address, so every use works unchanged.  The copy
 *           is of every byte, padding too, so the callee sees exactly
 *           the caller's bytes;
 *   grid    a kernel's grid-constant parameter (CUDA's __grid_constant__:
 *           the "nvvm.grid_constant" attribute or annotation) whose
 *           address escapes: the kernel promises never to write it, so
 *           no copy is needed -- the pointer is the .param variable's
 *           generic address, `cvta.param.u64` (PTX ISA 7.7, sm_70; only
 *           where the output's PTX version has it anyway, else copied).
 *
 * Invariant: a byval parameter never gets a virtual register; like an
 * alloca, its address is rebuilt at each use (dag.c asks byval_value).
 */
#include "isel/isel.h"

bool arg_is_byval(const IselCtx *c, const Global *fn, uint32_t a)
{
    return fn->param_attrs && attr_find(c->m, &fn->param_attrs[a], ATTR_BYVAL) &&
           fn->fnty->mem[a]->kind == TY_PTR;
}

/* A GEP whose indices are all constants (a fixed byte offset). */
static bool constant_gep(const Instr *i)
{
    for (uint32_t k = 1; k < i->nops; k++)
        if (instr_op(i, k)->kind != VK_CINT && instr_op(i, k)->kind != VK_CZERO)
            return false;
    return true;
}

/* `addrspacecast ptr %p to ptr addrspace(101)`: LLVM's NVPTXLowerArgs
 * writes one for each use of a kernel's byval parameter, and LLVM's tests
 * (lower-byval-args.ll) keep them.  On a pointer into a direct byval
 * parameter the cast names the address the parameter already has. */
static bool casts_to_param(const Instr *i)
{
    return i->op == OP_ADDRSPACECAST && i->v.type->kind == TY_PTR && i->v.type->addrspace == 101;
}

/* Are all uses of v loads, through constant GEPs, bitcasts and casts to
 * the param space?  In a kernel a GEP with run-time indices may come too:
 * a kernel parameter's address can be taken (`mov.b64 %rd1, k_param_1`)
 * and read through, `ld.param.u8 %rs1, [%rd2]`; a device function's
 * parameter has no address, so there only constant offsets read it. */
static bool only_loaded(const Value *v, bool kernel, unsigned depth)
{
    if (depth > 64) /* a pathological chain: copying is always correct */
        return false;
    for (const Use *u = v->uses; u; u = u->next) {
        const Instr *user = u->user && u->user->kind == VK_INSTR ? (const Instr *)u->user : NULL;
        if (!user)
            return false;
        if (user->op == OP_LOAD && !(user->flags & (IF_VOLATILE | IF_ATOMIC)))
            continue;
        bool through = (user->op == OP_GEP && u == &user->ops[0] &&
                        (kernel || constant_gep(user))) ||
                       user->op == OP_BITCAST || casts_to_param(user);
        if (!through || !only_loaded(&user->v, kernel, depth + 1))
            return false;
    }
    return true;
}

/* May a grid-constant parameter's address be taken?  cvta.param needs
 * sm_70 and PTX ISA 7.7; like other optional instructions it is used
 * only when the PTX version the output has anyway is new enough (a
 * copy is always correct). */
static bool cvta_param_allowed(const IselCtx *c)
{
    unsigned have = c->opt.force_ptx ? c->opt.force_ptx : c->target->min_ptx;
    return target_has(c->target, FEAT_MEM_MODEL) && have >= 77;
}

/* Decide each byval parameter's kind; copied ones get a frame slot. */
void byval_layout(IselCtx *c, const Global *fn)
{
    c->frame.byval_off = arena_array(c->fn_arena, fn->nargs + 1, sizeof *c->frame.byval_off);
    for (uint32_t a = 0; a < fn->nargs; a++) {
        c->frame.byval_off[a] = BYVAL_NONE;
        if (!arg_is_byval(c, fn, a))
            continue;
        if (only_loaded(&fn->args[a]->v, module_is_kernel(c->m, fn), 0)) {
            c->frame.byval_off[a] = BYVAL_DIRECT;
            continue;
        }
        if (module_is_kernel(c->m, fn) && module_param_grid_constant(c->m, fn, a) &&
            cvta_param_allowed(c)) {
            c->frame.byval_off[a] = BYVAL_GRID;
            continue;
        }
        uint32_t align;
        const Type *t = param_value_type(c, &fn->param_attrs[a], fn->fnty->mem[a], &align);
        uint32_t ta = type_align(t, c->ptr_bits);
        c->frame.byval_off[a] = frame_alloc(c, type_size(t, c->ptr_bits), align > ta ? align : ta);
    }
}

/* The address a byval parameter stands for, or NULL if `a` is not one. */
DagNode *byval_value(IselCtx *c, const Arg *a)
{
    int64_t off = c->frame.byval_off ? c->frame.byval_off[a->index] : BYVAL_NONE;
    if (off == BYVAL_NONE)
        return NULL;
    if (off >= 0)
        return dag_frame(c, off);
    DagNode *n = dag_node(c, DOP_GADDR, ptr_vt(c), 0);
    n->sym = param_sym(c, c->fn, a->index);
    if (off == BYVAL_GRID) { /* its generic address: cvta.param */
        n = dag_node1(c, DOP_CVTA, ptr_vt(c), n);
        n->as = 101;
    }
    return n;
}

/* The state space a load through pointer p reads: .param when p is (an
 * offset from) a direct byval parameter, else p's own address space. */
unsigned byval_space(const IselCtx *c, const Value *p)
{
    const Value *base = p;
    while (base->kind == VK_INSTR && (((const Instr *)base)->op == OP_GEP ||
                                      ((const Instr *)base)->op == OP_BITCAST ||
                                      casts_to_param((const Instr *)base)))
        base = instr_op((const Instr *)base, 0);
    if (base->kind == VK_ARG && c->frame.byval_off &&
        c->frame.byval_off[((const Arg *)base)->index] == BYVAL_DIRECT)
        return 101;
    return p->type->kind == TY_PTR ? p->type->addrspace : 0;
}

/* Is i an addrspacecast to the param space of a pointer into a direct
 * byval parameter?  Then its value is its operand's: both are the .param
 * address `k_param_0+off` (any other cast to 101 stays unsupported: a
 * generic pointer cannot be turned into a .param one). */
bool byval_param_view(const IselCtx *c, const Instr *i)
{
    const Value *src = instr_op(i, 0);
    return casts_to_param(i) && src->type->kind == TY_PTR && src->type->addrspace == 0 &&
           byval_space(c, src) == 101;
}

/* The register class and suffix of a copy piece of w bytes. */
static RegClass piece_class(unsigned w)
{
    return w <= 2 ? RC_RS : w == 4 ? RC_R : RC_RD;
}

/* At the function's start: copy each copied byval array into its slot --
 * the whole byte range, padding included, in the widest pieces the
 * alignment of the array (and of the slot, at least as aligned) allows.
 * Copying field by field would leave the padding bytes holding whatever
 * the frame held before, and the callee may read them (a memcpy of the
 * struct, a compare of its bytes): the caller's bytes must arrive. */
void byval_prologue(IselCtx *c, const Global *fn)
{
    for (uint32_t a = 0; a < fn->nargs; a++) {
        if (c->frame.byval_off[a] < 0)
            continue;
        uint32_t align;
        const Type *t = param_value_type(c, &fn->param_attrs[a], fn->fnty->mem[a], &align);
        uint32_t ta = type_align(t, c->ptr_bits);
        uint64_t size = type_size(t, c->ptr_bits), w;
        const char *sym = param_sym(c, fn, a);
        for (uint64_t off = 0; off < size; off += w) {
            w = mem_piece_bytes((unsigned)(size - off < 8 ? size - off : 8),
                                mem_align_at(align > ta ? align : ta, off));
            MOp r = mo_reg(mf_new_vreg(c, piece_class((unsigned)w)));
            MI(c, LD, fn_strf(c, ".param.u%u", (unsigned)(8 * w)), r,
               mo_addr_off(c, mo_sym(sym), (int64_t)off));
            MI(c, ST, fn_strf(c, ".local.u%u", (unsigned)(8 * w)),
               mo_addr_off(c, mo_special("%SPL"), c->frame.byval_off[a] + (int64_t)off), r);
        }
    }
}
