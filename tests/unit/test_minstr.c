/*
 * tests/unit/test_minstr.c -- Criterion tests for machine instructions:
 * the PTX instruction table (targets/ptxinsn.def), the parser that turns
 * an instruction's canonical text into structure (isel/mach/minstr.c), the
 * builders, and the printer (emit/insn.c).
 *
 * What is tested, and where the expected values come from:
 *   - the table's invariants (sorted names, lookups of known names);
 *   - that canonical instruction text parses into the operands it spells
 *     (checked field by field) and prints back byte for byte;
 *   - that text in any other spelling stays a verbatim line;
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

Test(minstr, parse_structure)
{
    Fixture f;
    fixture_init(&f);
    MInstr *mi = mi_parse(&f.c, "@!%p2 ld.global.nc.v2.f32 {%f1, %f2}, [%rd7+-8];");
    cr_assert_eq(mi->kind, MI_INSN);
    cr_assert_eq(mi->op, PI_LD);
    cr_assert_str_eq(mi->mods, ".global.nc.v2.f32");
    cr_assert_eq(mi->guard, VREG(RC_P, 2));
    cr_assert(mi->guard_neg);
    cr_assert_eq(mi->nops, 2);
    cr_assert_eq(mi->ops[0].kind, MO_GROUP);
    cr_assert_eq(mi->ops[0].n, 2);
    cr_assert_eq(mi->ops[0].sub[1].reg, VREG(RC_F, 2));
    cr_assert_eq(mi->ops[1].kind, MO_ADDR);
    cr_assert_eq(mi->ops[1].sub->reg, VREG(RC_RD, 7));
    cr_assert_eq(mi->ops[1].val, -8);
    mi = mi_parse(&f.c, "bra.uni $L__BB3_12;");
    cr_assert_eq(mi->op, PI_BRA);
    cr_assert_eq(mi_branch_target(mi), 12);
    mi = mi_parse(&f.c, "mov.u32 %r1, %tid.x;");
    cr_assert_eq(mi->ops[1].kind, MO_SPECIAL);
    mi = mi_parse(&f.c, "mov.f32 %f1, 0f3F800000;");
    cr_assert_eq(mi->ops[1].kind, MO_IMM);
    mi = mi_parse(&f.c, "shfl.sync.idx.b32 %r3|%p1, %r1, 0, 31, -1;");
    cr_assert_eq(mi->ops[0].kind, MO_GROUP);
    cr_assert_eq(mi->ops[0].open, '|');
    cr_assert_eq(mi->ops[0].sub[1].reg, VREG(RC_P, 1));
    mi = mi_parse(&f.c, "st.param.b32 [param0+4], -17;");
    cr_assert_eq(mi->ops[0].sub->kind, MO_SYM);
    cr_assert_eq(mi->ops[1].val, -17);
    arena_free(&f.arena);
}

Test(minstr, canonical_text_round_trips)
{
    static const char *const texts[] = {
        "add.s32 %r3, %r1, %r2;", "ret;", "bar.sync 0;",
        "@%p1 bra $L__BB3_2;", "ld.local.u32 %r1, [%SPL+0];",
        "ld.param.u64 %rd1, [k_param_0];", "st.global.v4.f32 [%rd1], {%f1, %f2, %f3, %f4};",
        "call.uni (retval0), f, (param0, param1);", "mov.b16 %rs1, 0x3C00;",
        "selp.b32 %r1, 1, 0, !%p3;", "ld.u8 %rs1, [0];", "mov.u64 %rd1, $L__BB4_1;",
        "cvta.to.global.u64 %rd2, %rd1;", "mov.b64 %rd1, {%r1, %r2};",
        "shfl.sync.down.b32 %r3|%p1, %r1, 1, 31, -1;",
        "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd1, {%r1, %r2}], [%r3];",
        "mov.u64 %rd1, -9223372036854775808;",
    };
    Fixture f;
    fixture_init(&f);
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        MInstr *mi = mi_parse(&f.c, texts[i]);
        cr_assert_neq(mi->kind, MI_TEXT, "%s stayed text", texts[i]);
        cr_assert_str_eq(printed(&f, mi), texts[i]);
    }
    arena_free(&f.arena);
}

Test(minstr, other_spellings_stay_text)
{
    static const char *const texts[] = {
        "add.s32 %r3,%r1,%r2;", "add.s32  %r3, %r1, %r2;", "{ // callseq 1",
        ".param .b32 param0;", "$L__tnv0_1:", "add.s32 %r03, %r1, %r2;",
        "nosuchop.b32 %r1;", "add.s32 %r3, %r1, %r2; ", "vadd4.u32.u32.u32 %r1,%r2,%r3,%r4;",
    };
    Fixture f;
    fixture_init(&f);
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        MInstr *mi = mi_parse(&f.c, texts[i]);
        /* a register in another spelling is kept as its text, not read
         * as a register or a special register */
        if (mi->kind != MI_TEXT && strstr(texts[i], "%r03"))
            cr_assert_eq(mi->ops[0].kind, MO_TEXT);
        cr_assert_str_eq(printed(&f, mi), texts[i]);
    }
    arena_free(&f.arena);
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
