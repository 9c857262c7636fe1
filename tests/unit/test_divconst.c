/*
 * tests/unit/test_divconst.c -- Criterion tests for division by a
 * constant (isel/dag/divconst.c, pass "div-const"): the multiplications,
 * shifts and masks it builds must compute exactly what udiv, urem, sdiv
 * and srem compute, for every dividend.
 *
 * How: dag_div_const builds its DAG over a REG leaf standing for the
 * dividend; a small evaluator below runs that DAG at the node's width
 * (the DAG operations' meanings: mul.hi is the high half of the double-
 * width product, shifts take an i32 amount, SEXT/ZEXT/TRUNC convert), and
 * the result is compared with C's own division of the same numbers.  The
 * divisors are every small one (where the magic-number forms switch
 * between their variants), powers of two and their neighbours, values
 * near the width's limits and pseudo-random ones; the dividends are the
 * edges (0, 1, d - 1, d, d + 1, the minimum and maximum) and pseudo-random
 * ones.  A wrong magic number, shift or sign fix-up fails here even where
 * ptxas would accept the PTX.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "isel/isel.h"

typedef struct Fixture {
    Arena arena;
    Dag dag;
    IselCtx c;
} Fixture;

static void fixture_init(Fixture *f)
{
    memset(f, 0, sizeof *f);
    arena_init(&f->arena, "test-dag");
    f->c.dag_arena = &f->arena;
    f->c.dag = &f->dag;
}

static unsigned width_of(Vt vt)
{
    switch (vt) {
    case VT_I16: return 16;
    case VT_I32: return 32;
    case VT_I64: return 64;
    default: cr_assert_fail("unexpected value type %d", (int)vt);
    }
    return 0;
}

static uint64_t mask_of(unsigned w) { return w == 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1; }

/* v (w bits) read as signed. */
static int64_t sext_of(uint64_t v, unsigned w)
{
    return w == 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

static uint64_t expected(DagOp op, unsigned w, uint64_t n, uint64_t d);

/* The value of n (its w low bits) when the REG leaf holds x. */
static uint64_t eval(const DagNode *n, uint64_t x)
{
    unsigned w = width_of(n->vt);
    uint64_t m = mask_of(w), a = 0, b = 0;
    if (n->nkids > 0)
        a = eval(n->kids[0], x);
    if (n->nkids > 1)
        b = eval(n->kids[1], x);
    unsigned aw = n->nkids > 0 ? width_of(n->kids[0]->vt) : w;
    switch (n->op) {
    case DOP_REG: return x & m;
    case DOP_CONST: return (uint64_t)n->ival & m;
    case DOP_ADD: return (a + b) & m;
    case DOP_SUB: return (a - b) & m;
    case DOP_MUL: return (a * b) & m;
    case DOP_AND: return a & b;
    case DOP_SHL: return b >= w ? 0 : (a << b) & m;
    case DOP_SRL: return b >= w ? 0 : a >> b;
    case DOP_SRA: return (uint64_t)(sext_of(a, w) >> (b >= w ? w - 1 : b)) & m;
    case DOP_MULHU:
        return (uint64_t)(((unsigned __int128)a * b) >> w) & m;
    case DOP_MULHS:
        return (uint64_t)(((__int128)sext_of(a, w) * sext_of(b, w)) >> w) & m;
    /* A division left in the DAG (the 16-bit path widens d = +-1 and
     * divides in 32 bits as written) computes what the IR does. */
    case DOP_UDIV: case DOP_UREM: case DOP_SDIV: case DOP_SREM:
        if (b == 0)
            cr_assert_fail("a division by zero in the DAG");
        return expected(n->op, w, a, b);
    case DOP_ZEXT: return a;
    case DOP_SEXT: return (uint64_t)sext_of(a, aw) & m;
    case DOP_TRUNC: return a & m;
    default: cr_assert_fail("the evaluator does not know DAG op %d", (int)n->op);
    }
    return 0;
}

/* What the IR instruction computes (d != 0, no INT_MIN / -1). */
static uint64_t expected(DagOp op, unsigned w, uint64_t n, uint64_t d)
{
    uint64_t m = mask_of(w);
    int64_t sn = sext_of(n, w), sd = sext_of(d, w);
    switch (op) {
    case DOP_UDIV: return (n / d) & m;
    case DOP_UREM: return (n % d) & m;
    case DOP_SDIV: return (uint64_t)(sn / sd) & m;
    case DOP_SREM: return (uint64_t)(sn % sd) & m;
    default: return 0;
    }
}

static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint64_t rnd(void) /* splitmix64: the same numbers on every run */
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static const DagOp ops[] = {DOP_UDIV, DOP_UREM, DOP_SDIV, DOP_SREM};

/* Check one divisor for all four operations; returns how many of them
 * were rewritten (dag_div_const did not leave them as written). */
static int check_divisor(Fixture *f, Vt vt, uint64_t d)
{
    unsigned w = width_of(vt);
    uint64_t m = mask_of(w);
    d &= m;
    int rewritten = 0;
    for (unsigned k = 0; k < 4; k++) {
        DagOp op = ops[k];
        bool sign = op == DOP_SDIV || op == DOP_SREM;
        arena_reset(&f->arena);
        memset(&f->dag, 0, sizeof f->dag);
        DagNode *n = dag_reg(&f->c, vt, 1);
        DagNode *q = dag_div_const(&f->c, op, vt, n, dag_const(&f->c, vt, (int64_t)d));
        if (!q)
            continue;
        rewritten++;
        uint64_t sd = (uint64_t)sext_of(d, w);
        uint64_t min = UINT64_C(1) << (w - 1);
        uint64_t edges[] = {0, 1, 2, d - 1, d, d + 1, 2 * d - 1, 2 * d, m, m - 1,
                            min, min - 1, min + 1, m - d, m - d + 1, sd * 3, 0 - sd};
        for (unsigned e = 0; e < sizeof edges / sizeof *edges + 200; e++) {
            uint64_t x = (e < sizeof edges / sizeof *edges ? edges[e] : rnd()) & m;
            if (sign && x == min && d == m)
                continue; /* INT_MIN / -1: undefined */
            uint64_t got = eval(q, x), want = expected(op, w, x, d);
            if (got != want)
                cr_assert_fail("%s i%u by %llu (%lld): n = %llu gives %llu, expected %llu",
                         op == DOP_UDIV   ? "udiv"
                         : op == DOP_UREM ? "urem"
                         : op == DOP_SDIV ? "sdiv"
                                          : "srem",
                         w, (unsigned long long)d, (long long)sext_of(d, w),
                         (unsigned long long)x, (unsigned long long)got,
                         (unsigned long long)want);
        }
    }
    return rewritten;
}

static void check_width(Vt vt)
{
    Fixture f;
    fixture_init(&f);
    unsigned w = width_of(vt);
    uint64_t m = mask_of(w);
    for (uint64_t d = 2; d <= 1200; d++) {
        check_divisor(&f, vt, d);
        check_divisor(&f, vt, 0 - d); /* negative, or huge unsigned */
    }
    for (unsigned k = 1; k < w; k++) {
        uint64_t p = UINT64_C(1) << k;
        check_divisor(&f, vt, p - 1);
        check_divisor(&f, vt, p);
        check_divisor(&f, vt, p + 1);
        check_divisor(&f, vt, 0 - p);
    }
    check_divisor(&f, vt, m / 3);
    check_divisor(&f, vt, m / 7);
    check_divisor(&f, vt, 1000000007);
    for (int k = 0; k < 300; k++)
        check_divisor(&f, vt, rnd() >> (rnd() % w));
    arena_free(&f.arena);
}

Test(divconst, i16_matches_c) { check_width(VT_I16); }
Test(divconst, i32_matches_c) { check_width(VT_I32); }
Test(divconst, i64_matches_c) { check_width(VT_I64); }

/* The divisors left as written: 0 (undefined) and the signed minimum
 * (whose magnitude is not a positive number of the width); and the ones
 * rewritten, so that a change that gives up on a whole class (1 and -1,
 * an unsigned power of two, 32-bit divisors) fails here too. */
Test(divconst, what_is_rewritten)
{
    Fixture f;
    fixture_init(&f);
    cr_assert_eq(check_divisor(&f, VT_I32, 0), 0);
    cr_assert_eq(check_divisor(&f, VT_I64, 0), 0);
    cr_assert_eq(check_divisor(&f, VT_I32, 1), 4, "n / 1 is n, n %% 1 is 0");
    cr_assert_eq(check_divisor(&f, VT_I64, 1), 4);
    /* -1: udiv/urem by 2^W - 1 by the multiplication, sdiv as 0 - n,
     * srem as 0 (check_divisor leaves out INT_MIN / -1, undefined) */
    cr_assert_eq(check_divisor(&f, VT_I32, UINT32_MAX), 4);
    cr_assert_eq(check_divisor(&f, VT_I64, UINT64_MAX), 4);
    /* INT_MIN: an unsigned power of two (a shift), signed as written */
    cr_assert_eq(check_divisor(&f, VT_I32, UINT32_C(1) << 31), 2);
    cr_assert_eq(check_divisor(&f, VT_I64, UINT64_C(1) << 63), 2);
    static const Vt wide[] = {VT_I32, VT_I64};
    for (unsigned k = 0; k < 2; k++) {
        Vt vt = wide[k];
        cr_assert_eq(check_divisor(&f, vt, 32), 4, "a power of two");
        cr_assert_eq(check_divisor(&f, vt, 7), 4, "a small odd divisor");
        cr_assert_eq(check_divisor(&f, vt, 1000), 4, "an even divisor");
    }
    cr_assert_eq(check_divisor(&f, VT_I16, 10), 4);
    arena_free(&f.arena);
}

/* The shapes: an unsigned power of two is one shift or one mask (no
 * multiplication), a 32-bit division is a multiplication of 32-bit
 * values (mul.hi.u32), not a 64-bit one, and an even divisor whose
 * multiplier needs the add fix-up shifts the dividend first. */
Test(divconst, shapes)
{
    Fixture f;
    fixture_init(&f);
    DagNode *n = dag_reg(&f.c, VT_I64, 1);
    DagNode *q = dag_div_const(&f.c, DOP_UDIV, VT_I64, n, dag_const(&f.c, VT_I64, 32));
    cr_assert(q && q->op == DOP_SRL && q->kids[0] == n && q->kids[1]->ival == 5);
    q = dag_div_const(&f.c, DOP_UREM, VT_I64, n, dag_const(&f.c, VT_I64, 32));
    cr_assert(q && q->op == DOP_AND && q->kids[0] == n && q->kids[1]->ival == 31);
    DagNode *r = dag_reg(&f.c, VT_I32, 2);
    q = dag_div_const(&f.c, DOP_UDIV, VT_I32, r, dag_const(&f.c, VT_I32, 10));
    /* udiv i32 by 10: mulhi.u(n, 0xCCCCCCCD) >> 3, llc's sequence too */
    cr_assert(q && q->op == DOP_SRL && q->vt == VT_I32 && q->kids[1]->ival == 3);
    cr_assert(q->kids[0]->op == DOP_MULHU && q->kids[0]->vt == VT_I32);
    cr_assert_eq((uint32_t)q->kids[0]->kids[1]->ival, 0xCCCCCCCDu);
    /* udiv i64 by 1000 = 8 * 125: mulhi.u(n >> 3, m) >> 4, no add
     * fix-up, where the multiplier for 1000 itself would need one */
    q = dag_div_const(&f.c, DOP_UDIV, VT_I64, n, dag_const(&f.c, VT_I64, 1000));
    cr_assert(q && q->op == DOP_SRL && q->kids[1]->ival == 4);
    DagNode *t = q->kids[0];
    cr_assert(t->op == DOP_MULHU && t->kids[1]->ival == INT64_C(2361183241434822607));
    cr_assert(t->kids[0]->op == DOP_SRL && t->kids[0]->kids[0] == n &&
              t->kids[0]->kids[1]->ival == 3);
    arena_free(&f.arena);
}
