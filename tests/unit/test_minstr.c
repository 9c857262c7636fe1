/*
 * tests/unit/test_minstr.c -- Criterion tests for machine instructions:
 * the PTX instruction table (targets/ptxinsn.def), the builders
 * (isel/mach/minstr.c), the templates isel/select/gen.c compiles, and the printer
 * (emit/insn.c).
 *
 * What is tested, and where the expected values come from:
 *   - the table's invariants (sorted names, lookups of known names);
 *   - that every operand form, built structurally, prints in the
 *     canonical PTX spelling (the PTX ISA manual's syntax);
 *   - that a template of nvptx.md arrives as opcode, modifiers and
 *     operand templates (the rule's own text says which);
 *   - that the builders print the PTX their operands say.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

typedef struct Fixture {
    Arena arena;
    IselCtx c;
    MFunc mf;
    MBlock b;
} Fixture;

static void fixture_init(Fixture *f)
{
    memset(f, 0, sizeof *f);
    f->c.fn_arena = &f->arena;
    f->mf.index = 3;
    f->c.mf = &f->mf;
    f->c.cur = &f->b;
}

/* mi printed, in a buffer that lives until the next call. */
static const char *printed(const Fixture *f, const MInstr *mi)
{
    static char buf[512];
    FILE *out = fmemopen(buf, sizeof buf, "w");
    cr_assert_not_null(out);
    insn_print(out, &f->mf, mi);
    fclose(out);
    return buf;
}

Test(ptxinsn, table_sorted_and_found)
{
    cr_assert(ptxop_table_ok());
    cr_assert_eq(ptxop_lookup("ld", 2), PI_LD);
    cr_assert_eq(ptxop_lookup("ldu", 3), PI_LDU);
    cr_assert_eq(ptxop_lookup("ld.global", 2), PI_LD);
    cr_assert_eq(ptxop_lookup("l", 1), -1);
    cr_assert_eq(ptxop_lookup("zzz", 3), -1);
    cr_assert_str_eq(ptxop_name(PI_SETP), "setp");
}

/* mi spelled with mo_text (isel/mach/minstr.c), which inline asm's operands
 * go through: it must agree with the printer. */
static void spelled_as_printed(Fixture *f, const MInstr *mi)
{
    char buf[512];
    size_t n = 0;
    if (mi->guard)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "@%s%s ", mi->guard_neg ? "!" : "",
                              mo_text(&f->c, mo_reg(mi->guard)));
    n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", ptxop_name(mi->op), mi->mods);
    for (unsigned k = 0; k < mi->nops; k++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", k ? ", " : " ",
                              mo_text(&f->c, mi->ops[k]));
    snprintf(buf + n, sizeof buf - n, ";");
    cr_assert_str_eq(buf, printed(f, mi));
}

/* Every operand form the printer knows, built structurally, prints in
 * the canonical spelling (one space after the mnemonic, ", " between
 * operands, a final ';'). */
Test(minstr, operand_forms_print)
{
    Fixture f;
    fixture_init(&f);
    IselCtx *c = &f.c;
    VReg f1 = VREG(RC_F, 1), f2 = VREG(RC_F, 2), rd7 = VREG(RC_RD, 7), r1 = VREG(RC_R, 1),
         r3 = VREG(RC_R, 3), p1 = VREG(RC_P, 1);
    MOp v2[] = {mo_reg(f1), mo_reg(f2)};
    MInstr *mi = mi_guard(MI(c, LD, ".global.nc.v2.f32", mo_group(c, '{', v2, 2),
                             mo_addr_off(c, mo_reg(rd7), -8)),
                          VREG(RC_P, 2), true);
    cr_assert_str_eq(printed(&f, mi), "@!%p2 ld.global.nc.v2.f32 {%f1, %f2}, [%rd7+-8];");
    spelled_as_printed(&f, mi);
    mi = MI(c, MOV, ".u32", mo_reg(r1), mo_special("%tid.x"));
    cr_assert_str_eq(printed(&f, mi), "mov.u32 %r1, %tid.x;");
    spelled_as_printed(&f, mi);
    mi = MI(c, MOV, ".f32", mo_reg(f1), mo_bits(c, 'f', 8, 0x3F800000));
    cr_assert_str_eq(printed(&f, mi), "mov.f32 %f1, 0f3F800000;");
    spelled_as_printed(&f, mi);
    mi = MI(c, MOV, ".b16", mo_reg(VREG(RC_RS, 1)), mo_bits(c, 'x', 4, 0x3C00));
    cr_assert_str_eq(printed(&f, mi), "mov.b16 %rs1, 0x3C00;");
    spelled_as_printed(&f, mi);
    MOp pair[] = {mo_reg(r3), mo_reg(p1)};
    mi = MI(c, SHFL, ".sync.idx.b32", mo_group(c, '|', pair, 2), mo_reg(r1), mo_imm(0),
            mo_imm(31), mo_imm(-1));
    cr_assert_str_eq(printed(&f, mi), "shfl.sync.idx.b32 %r3|%p1, %r1, 0, 31, -1;");
    spelled_as_printed(&f, mi);
    mi = MI(c, ST, ".param.b32", mo_addr_off(c, mo_sym("param0"), 4), mo_imm(-17));
    cr_assert_str_eq(printed(&f, mi), "st.param.b32 [param0+4], -17;");
    spelled_as_printed(&f, mi);
    mi = MI(c, SELP, ".b32", mo_reg(r1), mo_imm(1), mo_imm(0), mo_not(VREG(RC_P, 3)));
    cr_assert_str_eq(printed(&f, mi), "selp.b32 %r1, 1, 0, !%p3;");
    spelled_as_printed(&f, mi);
    mi = MI(c, LD, ".local.u32", mo_reg(r1), mo_addr_off(c, mo_special("%SPL"), 0));
    cr_assert_str_eq(printed(&f, mi), "ld.local.u32 %r1, [%SPL+0];");
    spelled_as_printed(&f, mi);
    mi = MI(c, LD, ".u8", mo_reg(VREG(RC_RS, 1)), mo_addr(c, mo_imm(0)));
    cr_assert_str_eq(printed(&f, mi), "ld.u8 %rs1, [0];");
    spelled_as_printed(&f, mi);
    mi = MI(c, MOV, ".u64", mo_reg(VREG(RC_RD, 1)), mo_label(1));
    cr_assert_str_eq(printed(&f, mi), "mov.u64 %rd1, $L__BB3_1;");
    spelled_as_printed(&f, mi);
    mi = MI(c, MOV, ".u64", mo_reg(VREG(RC_RD, 1)), mo_imm(INT64_MIN));
    cr_assert_str_eq(printed(&f, mi), "mov.u64 %rd1, -9223372036854775808;");
    spelled_as_printed(&f, mi);
    MOp ret[] = {mo_sym("retval0")}, args[] = {mo_sym("param0"), mo_sym("param1")};
    mi = MI(c, CALL, ".uni", mo_group(c, '(', ret, 1), mo_sym("f"), mo_group(c, '(', args, 2));
    cr_assert_str_eq(printed(&f, mi), "call.uni (retval0), f, (param0, param1);");
    spelled_as_printed(&f, mi);
    MOp xy[] = {mo_reg(r1), mo_reg(VREG(RC_R, 2))};
    MOp map[] = {mo_reg(VREG(RC_RD, 1)), mo_group(c, '{', xy, 2)};
    mi = MI(c, CP, ".async.bulk.tensor.2d.global.shared::cta.tile.bulk_group",
            mo_addr_list(c, map, 2), mo_addr(c, mo_reg(r3)));
    cr_assert_str_eq(printed(&f, mi), "cp.async.bulk.tensor.2d.global.shared::cta.tile."
                                      "bulk_group [%rd1, {%r1, %r2}], [%r3];");
    spelled_as_printed(&f, mi);
    mi = MI0(c, RET, "");
    cr_assert_str_eq(printed(&f, mi), "ret;");
    spelled_as_printed(&f, mi);
    arena_free(&f.arena);
}

/* The templates of nvptx.md arrive compiled (isel/select/gen.c): the opcode
 * row, the modifiers with their placeholders, and operand templates --
 * here those of "add.%s %d, %0, %1;" and "[%0+%1]". */
Test(minstr, templates_compiled)
{
    bool add = false, addr = false;
    for (unsigned i = 0; i < isel_nrules; i++) {
        const IselRule *r = &isel_rules[i];
        if (strstr(r->text, "reg: ADD.i32(reg, reg) \"add.%s %d, %0, %1;\"")) {
            add = true;
            cr_assert(r->insn);
            cr_assert_eq(r->nlines, 1);
            cr_assert_eq(r->lines[0].op, PI_ADD);
            cr_assert_str_eq(r->lines[0].mods, ".%s");
            cr_assert_null(r->lines[0].guard);
            cr_assert_eq(r->lines[0].nops, 3);
            cr_assert_eq(r->lines[0].ops[0].kind, TMPL_PH);
            cr_assert_eq(r->lines[0].ops[0].ch, 'd');
            cr_assert_eq(r->lines[0].ops[2].ch, '1');
        }
        if (strstr(r->text, "\"[%0+%1]\"")) {
            addr = true;
            cr_assert(!r->insn);
            cr_assert_eq(r->opnd->kind, TMPL_ADDR);
            cr_assert(r->opnd->has_off);
            cr_assert_eq(r->opnd->sub[0].ch, '0');
            cr_assert_eq(r->opnd->sub[1].ch, '1');
        }
    }
    cr_assert(add && addr, "the rules this test reads are gone from nvptx.md");
}

Test(minstr, builders)
{
    Fixture f;
    fixture_init(&f);
    VReg r1 = VREG(RC_R, 1), r2 = VREG(RC_R, 2), rd = VREG(RC_RD, 4), p = VREG(RC_P, 1);
    MInstr *mi = MI(&f.c, ADD, ".s32", mo_reg(r1), mo_reg(r2), mo_imm(-5));
    cr_assert_str_eq(printed(&f, mi), "add.s32 %r1, %r2, -5;");
    mi = MI(&f.c, ATOM, ".global.cas.b32", mo_reg(r1), mo_addr_off(&f.c, mo_reg(rd), 8),
            mo_reg(r2), mo_reg(r1));
    cr_assert_str_eq(printed(&f, mi), "atom.global.cas.b32 %r1, [%rd4+8], %r2, %r1;");
    mi = mi_branch(&f.c, p, true, 7);
    cr_assert_eq(mi->kind, MI_BRA);
    cr_assert_str_eq(printed(&f, mi), "@!%p1 bra $L__BB3_7;");
    cr_assert_eq(f.b.last, mi);
    MOp g[] = {mo_reg(r1), mo_reg(r2)};
    mi = MI(&f.c, MOV, ".b64", mo_reg(rd), mo_group(&f.c, '{', g, 2));
    cr_assert_str_eq(printed(&f, mi), "mov.b64 %rd4, {%r1, %r2};");
    arena_free(&f.arena);
}

/* What a form needs: the rows of ptxinsn.def, with a feature's PTX version
 * on the target at hand (features.def: min.NaN is sm_80 at PTX 7.0,
 * add.cc.u64 PTX 4.3 on every target). */
Test(ptxinsn, needs_of_forms)
{
    const Target *t = target_lookup("sm_80", NULL);
    cr_assert_not_null(t);
    PtxNeed nd = ptxop_need(t, PI_MIN, ".NaN.f32");
    cr_assert_eq(nd.ptx, 70);
    cr_assert_eq(nd.feat[0], FEAT_MINMAX_NAN);
    cr_assert_eq(nd.feat[1], -1);
    nd = ptxop_need(t, PI_MIN, ".s32"); /* the plain form needs nothing */
    cr_assert_eq(nd.ptx, 0);
    cr_assert_eq(nd.feat[0], -1);
    nd = ptxop_need(t, PI_ADD, ".rn.f16x2"); /* .f16 is a whole component */
    cr_assert_eq(nd.feat[0], -1);
    nd = ptxop_need(t, PI_ADD, ".rn.f16");
    cr_assert_eq(nd.feat[0], FEAT_F16);
    nd = ptxop_need(t, PI_ADDC, ".cc.u64");
    cr_assert_eq(nd.ptx, 43);
    nd = ptxop_need(t, PI_ATOM, ".relaxed.sys.global.add.f64");
    cr_assert_eq(nd.feat[0], FEAT_ATOM_SCOPE);
    cr_assert_eq(nd.feat[1], FEAT_MEM_MODEL);
    cr_assert_eq(nd.feat[2], FEAT_ATOM_ADD_F64);
    cr_assert_eq(nd.ptx, target_feature_ptx(t, FEAT_MEM_MODEL) > target_feature_ptx(t, FEAT_ATOM_ADD_F64)
                             ? target_feature_ptx(t, FEAT_MEM_MODEL)
                             : target_feature_ptx(t, FEAT_ATOM_ADD_F64));
}

/* The needs memo's copy of an instruction's modifiers (isel/mach/needs.c),
 * which selected instructions point at instead of a copy each: it must be
 * the memo's own copy (the caller's buffer is reused for the next node),
 * one per (instruction, modifiers) pair, and carry the same needs that
 * isel_ptxop_need answers. */
Test(ptxinsn, modifiers_interned_per_module)
{
    Fixture f;
    fixture_init(&f);
    Arena mod;
    arena_init(&mod, "module");
    f.c.mod_arena = &mod;
    f.c.target = target_lookup("sm_80", NULL);
    cr_assert_not_null(f.c.target);
    isel_need_memo_init(&f.c);

    char buf[32];
    strcpy(buf, ".NaN.f32");
    const char *a = isel_mods_intern(&f.c, PI_MIN, buf);
    cr_assert_neq(a, buf);
    strcpy(buf, ".s32"); /* the buffer reused: the interned text stays */
    cr_assert_str_eq(a, ".NaN.f32");
    const char *b = isel_mods_intern(&f.c, PI_MIN, buf);
    cr_assert_str_eq(b, ".s32");
    cr_assert_neq(a, b);
    strcpy(buf, ".NaN.f32");
    cr_assert_eq(isel_mods_intern(&f.c, PI_MIN, buf), a); /* one copy per pair */
    cr_assert_neq(isel_mods_intern(&f.c, PI_MAX, buf), a); /* another instruction */
    cr_assert_eq(isel_ptxop_need(&f.c, PI_MIN, a).feat[0], FEAT_MINMAX_NAN);
    cr_assert_eq(isel_ptxop_need(&f.c, PI_MIN, b).feat[0], -1);
    /* enough pairs to grow the memo past its first 256 slots: the copies
     * handed out before keep their text */
    for (int k = 0; k < 400; k++) {
        snprintf(buf, sizeof buf, ".x%d", k);
        isel_mods_intern(&f.c, PI_MOV, buf);
    }
    cr_assert_str_eq(a, ".NaN.f32");
    strcpy(buf, ".NaN.f32");
    cr_assert_eq(isel_mods_intern(&f.c, PI_MIN, buf), a);
    arena_free(&mod);
    arena_free(&f.arena);
}
