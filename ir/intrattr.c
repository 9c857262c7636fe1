/*
 * ir/intrattr.c -- the attributes LLVM gives an intrinsic's declaration,
 * and the renumbering of attribute groups the way LLVM's printer does.
 *
 * LLVM does not trust the attributes written on a declaration of an
 * intrinsic: both its IR parser and its bitcode reader replace the whole
 * attribute list (function, return and parameter attributes) with the one
 * its intrinsic table (Intrinsics.td, IntrinsicsNVVM.td) states.  libdevice,
 * written by an old LLVM, declares llvm.nvvm.ex2.approx.f `nounwind
 * readnone`; LLVM 19 reads it as `nocallback nofree nosync nounwind
 * willreturn memory(none)`.  So that `tnvcc --emit=ir x.bc` prints what it
 * prints for llvm-dis-19's text of x.bc, both readers call
 * intrinsic_attrs_apply() (the bitcode reader then attr_groups_renumber()).
 *
 * The table, INTRINSIC_ATTRS, states LLVM 19's properties per family of
 * names.  A family "a.b" (written without the "llvm." every name starts
 * with) covers llvm.a.b and every llvm.a.b.* (the overloaded forms, and
 * the longer names of the family); the longest family that covers a name
 * decides.  The properties are those of LLVM 19's definitions:
 *   DEF       DefaultAttrsIntrinsic: nocallback nofree nosync willreturn
 *   NOCB ...  one of them alone (IntrNoCallback, IntrNoFree, IntrNoSync,
 *             IntrWillReturn), for an intrinsic that is not DefaultAttrs
 *   M_*       the memory effects: IntrNoMem = M_NONE, IntrReadMem =
 *             M_READ, IntrWriteMem = M_WRITE, with IntrArgMemOnly the argmem
 *             forms (M_ARGR, M_ARGW, M_ARGRW), IntrInaccessibleMemOnly
 *             M_INACC (M_INACCW with IntrWriteMem), both M_ARGINACC; no M_*
 *             is LLVM's default (may read and write anything)
 *   SPEC, CONV, NORET, COLD, NODUP, NOMERGE, STRICTFP  IntrSpeculatable,
 *             IntrConvergent, IntrNoReturn, IntrCold, IntrNoDuplicate,
 *             IntrNoMerge, IntrStrictFP
 * and every intrinsic is nounwind (none here throws).  The second column
 * lists the parameter attributes, "N:attr,attr" for parameter N from 0
 * and "r:attr" for the result (NoCapture<ArgIndex<N>>, ReadOnly, WriteOnly,
 * ImmArg, NoAlias, NoUndef<RetIndex>, NonNull, Returned), each list in
 * the order LLVM prints.  KEEP marks names inside a family that LLVM 19
 * does not have (newer NVVM intrinsics tnvcc knows): like an intrinsic the
 * table does not cover at all, they keep the attributes written on them --
 * LLVM 19 has no table entry for them either.
 *
 * The table was checked against LLVM 19 itself: one declaration of each
 * intrinsic LLVM 19 defines (and tnvcc knows, for llvm.nvvm.*) run through
 * llvm-as-19 | llvm-dis-19 (docs/bitcode.md gives the numbers).  Families
 * not covered (coroutines, Objective-C ARC, profiling, GC statepoints,
 * vector predication, sanitizer checks, ...) keep their written attributes.
 *
 * The attributes the input wrote stay behind in Global.attrs_written
 * (groups expanded), and code generation decides with them (isel's
 * intrinsic_is_pure): the PTX does not change with the table, only what
 * --emit=ir prints and what the verifier's immarg rule sees (which LLVM's
 * definition gives anyway).
 *
 * Invariants: a declaration the table covers ends with one group
 * reference for its function attributes (an existing group with the same
 * attributes in the same order, or a new one numbered after the highest),
 * and exactly the table's return and parameter attributes; definitions
 * and calls are not touched (LLVM keeps call-site attributes too).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

enum {
    COLD = 1u << 0, CONV = 1u << 1, NOCB = 1u << 2, NODUP = 1u << 3, NOFREE = 1u << 4,
    NOMERGE = 1u << 5, NORET = 1u << 6, NOSYNC = 1u << 7, SPEC = 1u << 8,
    STRICTFP = 1u << 9, WILLRET = 1u << 10,
    DEF = NOCB | NOFREE | NOSYNC | WILLRET,
    KEEP = 1u << 11,
    M_SHIFT = 16, /* the memory effects: an index into mem_text[] */
    M_NONE = 1u << M_SHIFT, M_READ = 2u << M_SHIFT, M_WRITE = 3u << M_SHIFT,
    M_ARGR = 4u << M_SHIFT, M_ARGW = 5u << M_SHIFT, M_ARGRW = 6u << M_SHIFT,
    M_INACC = 7u << M_SHIFT, M_INACCW = 8u << M_SHIFT, M_ARGINACC = 9u << M_SHIFT,
};

static const char *const mem_text[] = {
    NULL, "none", "read", "write", "argmem: read", "argmem: write", "argmem: readwrite",
    "inaccessiblemem: readwrite", "inaccessiblemem: write",
    "argmem: readwrite, inaccessiblemem: readwrite",
};

/* The function attributes a flag stands for, in the order LLVM sorts an
 * attribute set (by the name of its attribute kind); nounwind, which
 * every entry has, takes its place in that order. */
#define FN_FLAGS(X)                                                         \
    X(COLD, COLD) X(CONV, CONVERGENT) X(NOCB, NOCALLBACK) X(NODUP, NODUPLICATE) \
    X(NOFREE, NOFREE) X(NOMERGE, NOMERGE) X(NORET, NORETURN) X(NOSYNC, NOSYNC) \
    X(0, NOUNWIND) X(SPEC, SPECULATABLE) X(STRICTFP, STRICTFP) X(WILLRET, WILLRETURN)

/* X(properties, return and parameter attributes, families) */
#define INTRINSIC_ATTRS(X) \
    X(0, "", \
      "debugtrap nvvm.compiler nvvm.cp.async.bulk.commit.group " \
      "nvvm.cp.async.commit.group nvvm.cp.async.wait.all nvvm.suld " \
      "nvvm.sust nvvm.tex nvvm.tld4 swift.async.context.addr") \
    X(COLD|NORET, "0:immarg", \
      "ubsantrap") \
    X(COLD|NORET|M_INACCW, "", \
      "trap") \
    X(DEF, "", \
      "pcmarker readcyclecounter readsteadycounter stackrestore " \
      "stacksave va_copy va_end va_start") \
    X(DEF|CONV|M_NONE, "", \
      "experimental.convergence is.constant") \
    X(DEF|M_ARGINACC, "0:nocapture,readonly 1:immarg 2:immarg 3:immarg", \
      "prefetch") \
    X(DEF|M_ARGR, "=4 0:nocapture 1:immarg", \
      "masked.load") \
    X(DEF|M_ARGRW, "=2 0:immarg 1:nocapture", \
      "invariant.start lifetime") \
    X(DEF|M_ARGRW, "1:immarg 2:nocapture", \
      "invariant.end") \
    X(DEF|M_ARGW, "1:nocapture", \
      "masked.compressstore") \
    X(DEF|M_ARGW, "=4 1:nocapture 2:immarg", \
      "masked.store") \
    X(DEF|M_INACC, "", \
      "annotation experimental.noalias.scope.decl get.fpenv get.fpmode " \
      "get.rounding ptr.annotation reset set sideeffect var.annotation") \
    X(DEF|M_INACCW, "0:noundef", \
      "assume") \
    X(DEF|M_NONE, "", \
      "convert donothing expect experimental.stepvector " \
      "experimental.vector.compress vscale " \
      "localaddress nvvm.abs.bf16 nvvm.abs.bf16x2 nvvm.cos.approx " \
      "nvvm.div nvvm.ex2.approx nvvm.fns nvvm.lg2.approx nvvm.neg " \
      "nvvm.rcp nvvm.rsqrt.approx nvvm.sin.approx nvvm.sqrt vector") \
    X(DEF|M_NONE, "2:immarg", \
      "expect.with.probability sdiv.fix udiv.fix vector.splice") \
    X(DEF|M_READ, "0:nocapture", \
      "masked.expandload") \
    X(DEF|M_READ, "1:immarg", \
      "masked.gather") \
    X(DEF|M_WRITE, "2:immarg", \
      "masked.scatter") \
    X(DEF|SPEC|M_INACC, "", \
      "launder.invariant.group") \
    X(DEF|SPEC|M_NONE, "", \
      "acos arithmetic.fence asin atan bitreverse bswap canonicalize " \
      "ceil copysign cos cosh ctpop exp exp10 exp2 fabs floor fma " \
      "fmuladd fptosi.sat fptoui.sat fptrunc.round frexp fshl fshr " \
      "ldexp llrint llround log log10 log2 lrint lround maximum " \
      "maxnum minimum minnum nearbyint nvvm.add nvvm.bf2h.rn " \
      "nvvm.bitcast nvvm.ceil nvvm.d2f nvvm.d2i nvvm.d2ll nvvm.d2ui " \
      "nvvm.d2ull nvvm.f2h.rn nvvm.f2i nvvm.f2ll nvvm.f2ui nvvm.f2ull " \
      "nvvm.fabs.d nvvm.fabs.f nvvm.fabs.ftz.f nvvm.floor nvvm.fma " \
      "nvvm.fmax nvvm.fmin nvvm.i2d nvvm.i2f nvvm.ll2d nvvm.ll2f " \
      "nvvm.lohi.i2d nvvm.mul nvvm.mul24 nvvm.mulhi nvvm.prmt " \
      "nvvm.ptr nvvm.rotate nvvm.round nvvm.sad nvvm.saturate " \
      "nvvm.swap.lo.hi.b64 nvvm.trunc nvvm.ui2d nvvm.ui2f nvvm.ull2d " \
      "nvvm.ull2f pow powi ptrmask rint round roundeven sadd scmp sin " \
      "sinh smax smin smul.with.overflow sqrt sshl.sat ssub " \
      "strip.invariant.group tan tanh trunc uadd ucmp umax umin " \
      "umul.with.overflow ushl.sat usub") \
    X(DEF|SPEC|M_NONE, "1:immarg", \
      "abs ctlz cttz vector.extract") \
    X(DEF|SPEC|M_NONE, "1:immarg 2:immarg 3:immarg", \
      "objectsize") \
    X(DEF|SPEC|M_NONE, "2:immarg", \
      "smul.fix umul.fix vector.insert") \
    X(DEF|SPEC|M_NONE, "r:nonnull 0:nonnull", \
      "threadlocal.address") \
    X(DEF|STRICTFP|M_INACC, "", \
      "experimental.constrained") \
    X(NOCB|NOFREE|WILLRET|M_ARGRW, "0:noalias,nocapture,writeonly 1:noalias,nocapture,readonly 3:immarg", \
      "memcpy memcpy.inline") \
    X(NOCB|NOFREE|WILLRET|M_ARGRW, "0:nocapture,writeonly 1:nocapture,readonly 3:immarg", \
      "memmove") \
    X(NOCB|NOFREE|WILLRET|M_ARGW, "0:nocapture,writeonly 3:immarg", \
      "memset memset.inline") \
    X(NOSYNC|WILLRET|M_ARGRW, "0:nocapture,writeonly 1:nocapture,readonly 3:immarg", \
      "memcpy.element.unordered.atomic memmove.element.unordered.atomic") \
    X(NOSYNC|WILLRET|M_ARGW, "0:nocapture,writeonly 3:immarg", \
      "memset.element.unordered.atomic") \
    X(0, "0:immarg", \
      "nvvm.cp.async.bulk.wait.group nvvm.cp.async.wait.group") \
    X(CONV|NOCB, "", \
      "nvvm.bar nvvm.barrier nvvm.barrier0 " \
      "nvvm.cp.async.mbarrier.arrive nvvm.mbarrier.arrive " \
      "nvvm.mbarrier.init nvvm.mbarrier.test.wait") \
    X(CONV|NOCB|M_ARGW, "0:nocapture,writeonly", \
      "nvvm.mbarrier.inval") \
    X(CONV|NOCB|M_INACC, "", \
      "nvvm.activemask nvvm.match.all.sync.i32p " \
      "nvvm.match.all.sync.i64p nvvm.match.any.sync nvvm.redux.sync " \
      "nvvm.shfl nvvm.vote") \
    X(CONV|NOCB|M_NONE, "", \
      "nvvm.mbarrier.pending.count") \
    X(CONV|NORET|M_INACC, "", \
      "nvvm.exit") \
    X(DEF|CONV, "", \
      "nvvm.nanosleep") \
    X(DEF|CONV, "0:immarg", \
      "nvvm.setmaxnreg") \
    X(DEF|SPEC|M_NONE, "0:nocapture", \
      "nvvm.getctarank nvvm.isspacep nvvm.mapa") \
    X(DEF|SPEC|M_NONE, "r:noundef", \
      "nvvm.is_explicit_cluster nvvm.read.ptx.sreg") \
    X(M_NONE, "", \
      "nvvm.ff2bf16x2.rz.relu nvvm.istypep nvvm.move nvvm.reflect " \
      "nvvm.suq nvvm.texsurf.handle nvvm.txq") \
    X(M_NONE, "0:nocapture", \
      "nvvm.move.ptr") \
    X(NOCB, "", \
      "nvvm.fence.sc.cluster nvvm.membar") \
    X(NOCB|M_ARGR, "0:nocapture", \
      "nvvm.ldg.global nvvm.ldu.global") \
    X(NOCB|M_ARGR, "0:nocapture,readonly", \
      "nvvm.ldmatrix.sync.aligned.m8n8 nvvm.wmma") \
    X(NOCB|M_ARGRW, "0:noalias,writeonly 1:noalias,readonly", \
      "nvvm.cp.async.ca.shared.global " \
      "nvvm.cp.async.cg.shared.global.16") \
    X(NOCB|M_ARGRW, "0:nocapture", \
      "nvvm.atomic") \
    X(NOCB|M_ARGW, "0:nocapture,writeonly", \
      "nvvm.wmma.m16n16k16.store.d nvvm.wmma.m16n16k8.store.d " \
      "nvvm.wmma.m32n8k16.store.d nvvm.wmma.m8n32k16.store.d " \
      "nvvm.wmma.m8n8k128.store.d nvvm.wmma.m8n8k32.store.d " \
      "nvvm.wmma.m8n8k4.store.d") \
    X(NOCB|M_INACC, "r:noundef", \
      "nvvm.read.ptx.sreg.clock nvvm.read.ptx.sreg.clock64 " \
      "nvvm.read.ptx.sreg.globaltimer nvvm.read.ptx.sreg.pm0 " \
      "nvvm.read.ptx.sreg.pm1 nvvm.read.ptx.sreg.pm2 " \
      "nvvm.read.ptx.sreg.pm3") \
    X(NOCB|M_NONE, "", \
      "nvvm.f2bf16 nvvm.f2tf32.rna nvvm.ff2bf16x2.rn " \
      "nvvm.ff2bf16x2.rz nvvm.ff2f16x2.rn nvvm.ff2f16x2.rz nvvm.mma " \
      "nvvm.wmma.m16n16k16.mma nvvm.wmma.m16n16k8.mma " \
      "nvvm.wmma.m32n8k16.mma nvvm.wmma.m8n32k16.mma " \
      "nvvm.wmma.m8n8k128.mma nvvm.wmma.m8n8k32.mma.row.col " \
      "nvvm.wmma.m8n8k4.mma") \
    X(NOCB|SPEC|M_NONE, "", \
      "nvvm.ptr.gen.to.param") \
    X(KEEP, "", \
      "nvvm.add.rm.ftz.sat.f nvvm.add.rm.sat.f nvvm.add.rn.ftz.sat " \
      "nvvm.add.rn.sat nvvm.add.rp.ftz.sat.f nvvm.add.rp.sat.f " \
      "nvvm.add.rz.ftz.sat.f nvvm.add.rz.sat.f nvvm.atomic.load.add " \
      "nvvm.barrier.cta nvvm.div.full nvvm.f2bf16.rn.relu.satfinite " \
      "nvvm.f2bf16.rn.satfinite nvvm.f2bf16.rz.relu.satfinite " \
      "nvvm.f2bf16.rz.satfinite nvvm.f2tf32.rna.satfinite " \
      "nvvm.ff2bf16x2.rn.relu.satfinite nvvm.ff2bf16x2.rn.satfinite " \
      "nvvm.ff2bf16x2.rz.relu.satfinite nvvm.ff2bf16x2.rz.satfinite " \
      "nvvm.ff2f16x2.rn.relu.satfinite nvvm.ff2f16x2.rn.satfinite " \
      "nvvm.ff2f16x2.rz.relu.satfinite nvvm.ff2f16x2.rz.satfinite " \
      "nvvm.fma.rm.ftz.sat.f nvvm.fma.rm.sat.f nvvm.fma.rn.ftz.sat.f " \
      "nvvm.fma.rn.oob nvvm.fma.rn.sat.f nvvm.fma.rp.ftz.sat.f " \
      "nvvm.fma.rp.sat.f nvvm.fma.rz.ftz.sat.f nvvm.fma.rz.sat.f " \
      "nvvm.mbarrier.arrive.drop.expect.tx " \
      "nvvm.mbarrier.arrive.drop.relaxed.scope " \
      "nvvm.mbarrier.arrive.drop.scope nvvm.mbarrier.arrive.expect.tx " \
      "nvvm.mbarrier.arrive.relaxed.scope nvvm.mbarrier.arrive.scope " \
      "nvvm.mbarrier.test.wait.parity " \
      "nvvm.mbarrier.test.wait.relaxed.scope " \
      "nvvm.mbarrier.test.wait.scope nvvm.mma.block.scale " \
      "nvvm.mma.m16n8k16.row.col.f16.e4m3 " \
      "nvvm.mma.m16n8k16.row.col.f16.e5m2 " \
      "nvvm.mma.m16n8k16.row.col.f32.e4m3 " \
      "nvvm.mma.m16n8k16.row.col.f32.e5m2 " \
      "nvvm.mma.m16n8k16.row.col.f64 nvvm.mma.m16n8k32.row.col.f16 " \
      "nvvm.mma.m16n8k32.row.col.f32 " \
      "nvvm.mma.m16n8k32.row.col.kind.f8f6f4 " \
      "nvvm.mma.m16n8k4.row.col.f64 nvvm.mma.m16n8k8.row.col.f64 " \
      "nvvm.mma.sp nvvm.mul.rn.ftz.sat nvvm.mul.rn.sat nvvm.prmt.b4e " \
      "nvvm.prmt.ecl nvvm.prmt.ecr nvvm.prmt.f4e nvvm.prmt.rc16 " \
      "nvvm.prmt.rc8 nvvm.read.ptx.sreg.aggr_smem_size " \
      "nvvm.read.ptx.sreg.dynamic_smem_size " \
      "nvvm.read.ptx.sreg.globaltimer.lo " \
      "nvvm.read.ptx.sreg.reserved_smem_offset_ " \
      "nvvm.read.ptx.sreg.reserved_smem_offset_0 " \
      "nvvm.read.ptx.sreg.reserved_smem_offset_1 " \
      "nvvm.read.ptx.sreg.reserved_smem_offset_begin " \
      "nvvm.read.ptx.sreg.reserved_smem_offset_cap " \
      "nvvm.read.ptx.sreg.reserved_smem_offset_end " \
      "nvvm.read.ptx.sreg.total_smem_size nvvm.redux.sync.fmax " \
      "nvvm.redux.sync.fmin nvvm.shfl.sync.i32 nvvm.vote.sync " \
      "set.loop.iterations")

static const struct {
    uint32_t props;
    const char *params;
    const char *families;
} TABLE[] = {
#define X(p, a, f) {p, a, f},
    INTRINSIC_ATTRS(X)
#undef X
};

/* The length of the longest family of `families` (space-separated) that
 * covers `name` (after its "llvm."), or 0. */
static size_t family_match(const char *families, const char *name)
{
    size_t best = 0;
    for (const char *f = families; *f;) {
        size_t n = strcspn(f, " ");
        if (n > best && !strncmp(name, f, n) && (name[n] == 0 || name[n] == '.'))
            best = n;
        f += n;
        f += *f == ' ';
    }
    return best;
}

/* The table entry that decides `name`, or -1 when none covers it. */
static int lookup(const char *name)
{
    if (!name || strncmp(name, "llvm.", 5))
        return -1;
    int best = -1;
    size_t best_len = 0;
    for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++) {
        size_t n = family_match(TABLE[i].families, name + 5);
        if (n > best_len) {
            best_len = n;
            best = (int)i;
        }
    }
    return best >= 0 && !(TABLE[best].props & KEEP) ? best : -1;
}

/* lookup() scans the whole table's text for every name: fine for one
 * name, slow for a module's hundreds of declarations (libdevice: 215,
 * some 32k instructions each).  For those, every family goes into an
 * array sorted by its text, once per module; a name's candidates are
 * then its prefixes that end at a '.' or at its end, longest first, each
 * found by bisection -- the first one found is the longest family that
 * covers the name, as lookup() decides.  Equal families of several rows
 * sort by row, and the first row wins, as in lookup(). */
typedef struct FamilyRef {
    const char *s; /* into TABLE[row].families, not NUL-terminated */
    uint32_t len, row;
} FamilyRef;

typedef struct FamilyIndex {
    FamilyRef *refs;
    size_t n;
} FamilyIndex;

static int text_cmp(const char *a, size_t alen, const char *b, size_t blen)
{
    int c = memcmp(a, b, alen < blen ? alen : blen);
    return c ? c : (alen > blen) - (alen < blen);
}

static int ref_cmp(const void *x, const void *y)
{
    const FamilyRef *a = x, *b = y;
    int c = text_cmp(a->s, a->len, b->s, b->len);
    return c ? c : (a->row > b->row) - (a->row < b->row);
}

static FamilyIndex index_build(void)
{
    FamilyIndex ix = {0};
    for (int pass = 0; pass < 2; pass++) { /* count, then fill */
        size_t n = 0;
        for (size_t row = 0; row < sizeof TABLE / sizeof TABLE[0]; row++)
            for (const char *f = TABLE[row].families; *f;) {
                size_t len = strcspn(f, " ");
                if (pass)
                    ix.refs[n] = (FamilyRef){f, (uint32_t)len, (uint32_t)row};
                n++;
                f += len;
                f += *f == ' ';
            }
        if (!pass && !(ix.refs = malloc((n ? n : 1) * sizeof *ix.refs)))
            BUG("out of memory");
        ix.n = n;
    }
    qsort(ix.refs, ix.n, sizeof *ix.refs, ref_cmp);
    return ix;
}

/* The row of the first family equal to name[0..len), or -1. */
static int index_find(const FamilyIndex *ix, const char *name, size_t len)
{
    size_t lo = 0, hi = ix->n;
    while (lo < hi) { /* the first ref not below the text */
        size_t mid = lo + (hi - lo) / 2;
        if (text_cmp(ix->refs[mid].s, ix->refs[mid].len, name, len) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < ix->n && !text_cmp(ix->refs[lo].s, ix->refs[lo].len, name, len))
        return (int)ix->refs[lo].row;
    return -1;
}

static int index_lookup(const FamilyIndex *ix, const char *name)
{
    if (!name || strncmp(name, "llvm.", 5))
        return -1;
    const char *rest = name + 5;
    for (size_t len = strlen(rest); len > 0;) {
        int row = index_find(ix, rest, len);
        if (row >= 0)
            return !(TABLE[row].props & KEEP) ? row : -1;
        while (len > 0 && rest[--len] != '.')
            ; /* the next shorter prefix that ends at a '.' */
    }
    return -1;
}

bool intrinsic_attrs_known(const char *name) { return lookup(name) >= 0; }

/* "=N" at the start of a row's parameter attributes: they describe the
 * N-parameter form of its intrinsics, and a declaration of another
 * arity -- LLVM 22's lifetime.start(ptr), masked.load(ptr, mask,
 * passthru), which dropped LLVM 19's size and alignment operands -- gets
 * the function attributes alone (slot k of one form is not slot k of the
 * other).  -1: the row fits every arity. */
static int row_arity(int e)
{
    return e >= 0 && TABLE[e].params[0] == '=' ? atoi(TABLE[e].params + 1) : -1;
}

static bool row_fits(int e, const Global *g)
{
    int n = row_arity(e);
    return n < 0 || (g->fnty && (int)g->fnty->nmem == n);
}

static int row_last_param(int e)
{
    int last = -1;
    for (const char *s = e >= 0 ? TABLE[e].params : ""; *s;) {
        if (*s >= '0' && *s <= '9' && atoi(s) > last)
            last = atoi(s);
        s += strcspn(s, " ");
        s += *s == ' ';
    }
    return last;
}

int intrinsic_attrs_last_param(const Global *fn)
{
    if (fn->attrs_replaced)
        return fn->attrs_last_param;
    int e = lookup(fn->v.name);
    return row_fits(e, fn) ? row_last_param(e) : -1;
}

static Attr *push(Module *m, AttrList *l, AttrKind k)
{
    Attr *a = arena_alloc(&m->arena, (l->n + 1) * sizeof *a);
    if (l->n)
        memcpy(a, l->a, l->n * sizeof *a);
    l->a = a;
    a = &l->a[l->n++];
    memset(a, 0, sizeof *a);
    a->kind = k;
    return a;
}

static AttrList fn_list(Module *m, uint32_t props)
{
    AttrList l = {0};
#define X(flag, kind)                                                       \
    if ((flag) == 0 || (props & (uint32_t)(flag)))                          \
        push(m, &l, ATTR_##kind);
    FN_FLAGS(X)
#undef X
    uint32_t mem = props >> M_SHIFT;
    if (mem)
        push(m, &l, ATTR_MEMORY)->val = mem_text[mem];
    return l;
}

/* "r:noundef 0:nocapture,readonly": the list for slot `slot` (-1 for
 * the result). */
static AttrList param_list(Module *m, const char *spec, int slot)
{
    AttrList l = {0};
    char want[16];
    if (slot < 0)
        snprintf(want, sizeof want, "r:");
    else
        snprintf(want, sizeof want, "%d:", slot);
    for (const char *s = spec; *s;) {
        size_t n = strcspn(s, " ");
        if (!strncmp(s, want, strlen(want))) {
            for (const char *w = s + strlen(want); w < s + n;) {
                size_t k = strcspn(w, ", ");
                AttrKind kind;
                if (!attr_lookup(w, k, &kind))
                    BUG("intrinsic table names an unknown attribute");
                push(m, &l, kind);
                w += k + (w[k] == ',');
            }
        }
        s += n;
        s += *s == ' ';
    }
    return l;
}

static bool same_list(const AttrList *a, const AttrList *b)
{
    if (a->n != b->n)
        return false;
    for (uint32_t i = 0; i < a->n; i++) {
        const Attr *x = &a->a[i], *y = &b->a[i];
        if (x->kind != y->kind || x->ival != y->ival || x->type || y->type)
            return false;
        if ((x->val == NULL) != (y->val == NULL) || (x->val && strcmp(x->val, y->val)))
            return false;
        if (x->kind == ATTR_STRING)
            return false;
    }
    return true;
}

/* A reference to a group holding exactly `l`: an existing one, or a new
 * one numbered after the highest. */
static AttrList group_ref(Module *m, AttrList l)
{
    uint32_t top = 0;
    AttrGroup *g = NULL;
    for (AttrGroup *h = m->attr_groups; h && !g; h = h->next) {
        if (same_list(&h->attrs, &l))
            g = h;
        top = h->num + 1 > top ? h->num + 1 : top;
    }
    for (AttrGroup *h = g ? NULL : m->attr_groups; h; h = h->next)
        top = h->num + 1 > top ? h->num + 1 : top;
    if (!g) {
        g = arena_alloc(&m->arena, sizeof *g);
        g->num = top;
        g->attrs = l;
        *m->attr_groups_tail = g;
        m->attr_groups_tail = &g->next;
    }
    AttrList out = {0};
    push(m, &out, ATTR_GROUP_REF)->ival = g->num;
    return out;
}

/* `l` with its group references replaced by the groups' attributes. */
static AttrList expanded(Module *m, const AttrList *l)
{
    AttrList out = {0};
    for (uint32_t i = 0; i < l->n; i++) {
        const AttrGroup *g =
            l->a[i].kind == ATTR_GROUP_REF ? module_attr_group(m, (uint32_t)l->a[i].ival) : NULL;
        const Attr *from = g ? g->attrs.a : &l->a[i];
        for (uint32_t k = 0, n = g ? g->attrs.n : l->a[i].kind != ATTR_GROUP_REF; k < n; k++)
            *push(m, &out, from[k].kind) = from[k];
    }
    return out;
}

/* Attributes that only describe a pointer (LLVM's table puts them on
 * parameters that are pointers; typed-pointer IR may still pass an
 * integer there, where they cannot stand). */
static AttrList fitting(Module *m, AttrList l, const Type *t)
{
    AttrList out = {0};
    for (uint32_t i = 0; i < l.n; i++) {
        AttrKind k = l.a[i].kind;
        bool ptr_only = k == ATTR_NOCAPTURE || k == ATTR_READONLY || k == ATTR_WRITEONLY ||
                        k == ATTR_NOALIAS || k == ATTR_NONNULL || k == ATTR_READNONE;
        if (!ptr_only || (t && t->kind == TY_PTR))
            push(m, &out, k);
    }
    return out;
}

/* Declarations up to which scanning the table once per name costs less
 * than sorting it: a scan costs about a fifth of the sort (callgrind:
 * some 48k instructions against 230k), and the sort was a quarter of
 * the instructions of compiling a kernel that declares no intrinsic. */
enum { SCAN_MAX = 4 };

void intrinsic_attrs_apply(Module *m)
{
    uint32_t ndecl = 0;
    for (const Global *g = m->funcs; g && ndecl <= SCAN_MAX; g = g->next)
        ndecl += g->is_decl && !g->attrs_replaced && g->v.name && !strncmp(g->v.name, "llvm.", 5);
    FamilyIndex ix = ndecl > SCAN_MAX ? index_build() : (FamilyIndex){0};
    for (Global *g = m->funcs; g; g = g->next) {
        int e = !g->is_decl || g->attrs_replaced ? -1
                : ix.refs                        ? index_lookup(&ix, g->v.name)
                                                 : lookup(g->v.name);
        if (e < 0)
            continue;
        g->attrs_written = expanded(m, &g->attrs);
        g->attrs_replaced = true;
        const char *params = row_fits(e, g) ? TABLE[e].params : "";
        g->attrs_last_param = (int16_t)(row_fits(e, g) ? row_last_param(e) : -1);
        g->attrs = group_ref(m, fn_list(m, TABLE[e].props));
        g->ret_attrs = fitting(m, param_list(m, params, -1), g->fnty->elem);
        uint32_t n = g->fnty->nmem;
        if (!g->param_attrs)
            g->param_attrs = arena_array(&m->arena, n ? n : 1, sizeof(AttrList));
        for (uint32_t k = 0; k < n; k++)
            g->param_attrs[k] = fitting(m, param_list(m, params, (int)k), g->fnty->mem[k]);
    }
    free(ix.refs);
}

bool intrinsic_attrs_index_ok(void)
{
    FamilyIndex ix = index_build();
    bool ok = true;
    char name[256];
    for (size_t k = 0; k < ix.n && ok; k++) {
        static const char *const tails[] = {"", ".x", "x", ".a.b"};
        for (size_t t = 0; t < sizeof tails / sizeof *tails; t++) {
            snprintf(name, sizeof name, "llvm.%.*s%s", (int)ix.refs[k].len, ix.refs[k].s,
                     tails[t]);
            ok &= index_lookup(&ix, name) == lookup(name);
        }
    }
    free(ix.refs);
    return ok;
}

/* ---------------- renumbering ---------------- */

typedef struct Renum {
    Module *m;
    uint32_t *map;   /* old number -> new number + 1 (0: not seen yet) */
    uint32_t nmap, next;
} Renum;

static void renum_list(Renum *r, AttrList *l)
{
    for (uint32_t i = 0; i < l->n; i++) {
        Attr *a = &l->a[i];
        if (a->kind != ATTR_GROUP_REF || a->ival >= r->nmap)
            continue;
        if (!r->map[a->ival])
            r->map[a->ival] = ++r->next;
        a->ival = r->map[a->ival] - 1;
    }
}

/* LLVM's printer numbers attribute groups in the order it meets them:
 * the global variables' attributes, then each function's attributes in
 * module order, then the call sites' function attributes, function by
 * function (its SlotTracker).  A group nothing refers to any more is not
 * printed.  The bitcode reader calls this after intrinsic_attrs_apply,
 * whose replacements can leave groups unused or out of that order. */
void attr_groups_renumber(Module *m)
{
    Renum r = {m, NULL, 0, 0};
    for (AttrGroup *g = m->attr_groups; g; g = g->next)
        r.nmap = g->num + 1 > r.nmap ? g->num + 1 : r.nmap;
    if (!r.nmap)
        return;
    r.map = calloc(r.nmap, sizeof *r.map);
    if (!r.map)
        BUG("out of memory");
    for (Global *g = m->globals; g; g = g->next)
        renum_list(&r, &g->attrs);
    for (Global *f = m->funcs; f; f = f->next)
        renum_list(&r, &f->attrs);
    for (Global *f = m->funcs; f; f = f->next)
        for (Block *b = f->first; b; b = b->next)
            for (Instr *i = b->first; i; i = i->next)
                if (i->op == OP_CALL || i->op == OP_INVOKE)
                    renum_list(&r, &i->call->fn_attrs);
    /* the list in the new order, without the unused groups */
    AttrGroup **by_new = calloc(r.next + 1, sizeof *by_new);
    if (!by_new)
        BUG("out of memory");
    for (AttrGroup *g = m->attr_groups; g; g = g->next)
        if (g->num < r.nmap && r.map[g->num]) {
            by_new[r.map[g->num] - 1] = g;
            g->num = r.map[g->num] - 1;
        }
    m->attr_groups = NULL;
    m->attr_groups_tail = &m->attr_groups;
    for (uint32_t k = 0; k < r.next; k++) {
        if (!by_new[k])
            continue;
        by_new[k]->next = NULL;
        *m->attr_groups_tail = by_new[k];
        m->attr_groups_tail = &by_new[k]->next;
    }
    free(by_new);
    free(r.map);
}
