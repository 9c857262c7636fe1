/*
 * verify/intrinsics.c -- the intrinsic layer of the NVVM verifier (as
 * libNVVM's verifier has it), for calls of `llvm.*` functions.
 *
 * libNVVM's verifier switches on NVIDIA's internal intrinsic IDs.  Our
 * input names intrinsics by their public names (NVPTXUsage, LLVM's
 * IntrinsicsNVVM.td), so libNVVM's checks are mapped onto those names
 * in ONE table, NVVM_INTRINSIC_RULES below: each row is a name pattern,
 * a check and its parameters.  Every row whose pattern matches a callee
 * applies to every call of it.  Patterns are globs: `*` matches any run
 * of characters, `{a,b,c}` one of the literal alternatives.
 *
 * Besides the table:
 *   - an llvm.nvvm.* name not in verify/nvvm_names.def (LLVM 19's NVVM
 *     intrinsics, the newer ones of NVPTXUsage, libdevice's and NVVM's
 *     own) is "Unsupported intrinsic: <name>";
 *   - a parameter the declaration marks `immarg` must get a constant, as
 *     LLVM's verifier demands, unless a table row already checks it with
 *     libNVVM's own message.
 *
 * Invariants:
 *   - A callee is resolved once (name lookup and pattern matching) and
 *     the result cached in c->intrinsics; calls then cost a table walk
 *     over the few matching rows.
 *   - Of several SM gates matching one name, only the strictest failing
 *     one is reported (one call, one "needs a newer GPU" message).
 *   - SM gates never compare SM numbers: each gated row names the feature
 *     (targets/features.def) its intrinsic needs, and asks target_has().
 *     libNVVM's gates are "SM*10 <= N fails"; each row's feature starts
 *     exactly at libNVVM's threshold (where no PTX feature does, a row of
 *     features.def's "NVVM IR contract" section stands for libNVVM's
 *     rule), except for intrinsics only 'a'/'f' targets have (wgmma,
 *     setmaxnreg, tensormap.replace, tcgen05), which libNVVM's numbers
 *     cannot express.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/mma.h"
#include "verify/vctx.h"

/* ------------------------------------------------------------------ */
/* Messages and parameters the rules refer to                           */
/* ------------------------------------------------------------------ */
/* SM gates, oldest first (a later one is stricter): X(id, prefix the
 * message with the intrinsic's name?, libNVVM's message, verbatim).  libNVVM's
 * threshold, "SM*10 <= N fails", is in the comment; the feature
 * each gated row asks for starts there.  ARCH has no libNVVM message: it is
 * for intrinsics of 'a'/'f' targets only (see check_gates). */
#define SM_GATES(X)                                                         \
    X(VOLTA, true, "is not supported on pre-Volta Architectures") /* 699 */ \
    X(VOLTA72, false, "this instrinsic is only supported for Volta (sm_72)+") /* 719 */ \
    X(TURING, false, "conversion type only supported for Turing (sm_75)+") /* 749 */ \
    X(AMPERE, true, "is not supported on pre-Ampere Architectures") /* 799 */ \
    X(ADA, false, "this instrinsic is only supported for Ada (sm_89)+") /* 889 */ \
    X(HOPPER, false, "this intrinsic is only supported for Hopper+") /* 899 */ \
    X(BINDLESS, false, ".offset.bindless intrinsics are not supported on pre-Blackwell architectures") /* 1199 */ \
    X(ARCH, false, NULL)

/* Constant-argument messages: X(id, text). */
#define CONST_MESSAGES(X)                                                   \
    X(ARG0, "arg0 of intrinsic not constant")                               \
    X(OP0, "op0 of intrinsic not constant")                                 \
    X(OP1, "op1 of intrinsic not constant")                                 \
    X(FLAG, "Flag argument must be an immediate.")                          \
    X(MASK, "the mask parameter must be constant")                          \
    X(MODE, "Mode operand must be constant")

/* Address-space rules: X(id, spaces as a bit mask, mask lists the
 * forbidden spaces instead of the allowed ones?, text). */
#define ASB(n) (1u << (n))
#define SPACE_RULES(X)                                                      \
    X(GLOBAL_OR_GENERIC, ASB(0) | ASB(1), false, "pointer address space not global") \
    X(GLOBAL, ASB(1), false, "pointer address space not global")            \
    X(ARG1_GLOBAL, ASB(1), false, "arg1 invalid addrspace")                 \
    X(CONSTANT, ASB(4), false, "Operand must be in constant address space") \
    X(NOT_CONST_MEMCPY, ASB(4), true, "memmove/memcpy cannot target constant address space") \
    X(NOT_CONST_MEMSET, ASB(4), true, "memset cannot point to constant address space") \
    X(LOCAL_SAVE, ASB(5), false, "llvm.nvvm.stacksave is only supported with local address space pointers") \
    X(LOCAL_RESTORE, ASB(5), false, "llvm.nvvm.stackrestore is only supported with local address space pointers")

/* Integer widths: X(id, widths as a mask of log2(bits), text). */
#define LG(n) (1u << (n)) /* width 2^n */
#define WIDTH_RULES(X)                                                      \
    X(BSWAP, LG(4) | LG(5) | LG(6), "Invalid type for bswap, need i16, i32, or i64") \
    X(CTPOP, LG(3) | LG(4) | LG(5) | LG(6), "Invalid type for ctpop/ctlz/cttz, need i8, i16, i32, or i64") \
    X(OVERFLOW, LG(4) | LG(5) | LG(6), "Invalid type for arithmetic overflow intrinsic, need i16, i32, or i64")

typedef enum {
#define X(id, n, s) GATE_##id,
    SM_GATES(X)
#undef X
} GateId;
typedef enum {
#define X(id, s) CM_##id,
    CONST_MESSAGES(X)
#undef X
} ConstMsg;
typedef enum {
#define X(id, m, inv, s) SR_##id,
    SPACE_RULES(X)
#undef X
} SpaceRule;
typedef enum {
#define X(id, m, s) WR_##id,
    WIDTH_RULES(X)
#undef X
} WidthRule;

/* The checks a row can ask for. */
typedef enum {
    IC_GATE,      /* a: GateId, b: Feature -- needs a target with b */
    IC_PTR64,     /* needs 64-bit pointers (TMA) */
    IC_CONST,     /* a: argument (ALL_I1 = every i1 argument), b: ConstMsg */
    IC_IS_PTR,    /* a: argument that must be a pointer */
    IC_SPACE,     /* a: argument (RESULT = the result), b: SpaceRule */
    IC_WIDTH,     /* a: argument (RESULT = the result), b: WidthRule */
    IC_TEXSURF,   /* op0 wraps a texture/surface global */
    IC_CORO,      /* exactly one constant integer argument */
    IC_CONV_BR,   /* result feeds exactly one branch */
    IC_MMA,       /* matrix multiply-accumulate shapes and fragments */
} CheckKind;

enum { ALL_I1 = -1, RESULT = -1 };

/* ------------------------------------------------------------------ */
/* THE table: libNVVM's checks mapped onto public intrinsic names.   */
/* X(pattern, check, a, b).  docs/verifier.md explains each mapping.    */
/* ------------------------------------------------------------------ */
#define NVVM_INTRINSIC_RULES(X)                                             \
    /* M. convergent branches (NVVM's own names, as libNVVM spells them) */\
    X("llvm.nvvm.branch.if.all.convergent", IC_GATE, GATE_VOLTA, FEAT_NVVM_CONVERGENT_ALL) \
    X("llvm.nvvm.branch.if.all.convergent", IC_CONV_BR, 0, 0)               \
    X("llvm.nvvm.branch.if.convergent", IC_GATE, GATE_AMPERE, FEAT_NVVM_CONVERGENT) \
    X("llvm.nvvm.branch.if.convergent", IC_CONV_BR, 0, 0)                   \
    /* SM gates: Volta (sm_70) */                                           \
    X("llvm.nvvm.match.{any,all}.sync.*", IC_GATE, GATE_VOLTA, FEAT_MATCH_SYNC) \
    X("llvm.nvvm.nanosleep", IC_GATE, GATE_VOLTA, FEAT_NANOSLEEP)           \
    X("llvm.nvvm.wmma.*", IC_GATE, GATE_VOLTA, FEAT_WMMA)                   \
    X("llvm.nvvm.mma.*", IC_GATE, GATE_VOLTA, FEAT_MMA)                     \
    /* Volta sm_72: integer tensor cores */                                 \
    X("llvm.nvvm.wmma.*.{s8,u8,s32}*", IC_GATE, GATE_VOLTA72, FEAT_WMMA_INT) \
    /* Turing sm_75: bf16 / tf32 conversions (NVVM's contract; PTX: sm_80) */ \
    X("llvm.nvvm.{f2bf16,ff2bf16x2,f2tf32}.*", IC_GATE, GATE_TURING, FEAT_NVVM_CVT_BF16) \
    /* Ampere sm_80 */                                                      \
    X("llvm.nvvm.redux.sync.*", IC_GATE, GATE_AMPERE, FEAT_REDUX)           \
    X("llvm.nvvm.cp.async.{ca,cg,commit,wait,mbarrier}*", IC_GATE, GATE_AMPERE, FEAT_CP_ASYNC) \
    X("llvm.nvvm.mbarrier.*", IC_GATE, GATE_AMPERE, FEAT_MBARRIER)          \
    X("llvm.nvvm.ff2f16x2.*", IC_GATE, GATE_AMPERE, FEAT_CVT_F16X2)         \
    X("llvm.nvvm.{fmin,fmax}.*bf16*", IC_GATE, GATE_AMPERE, FEAT_BF16)      \
    /* .nan and .xorsign: min.NaN is sm_80; min.xorsign.abs is sm_86 in PTX, \
     * but libNVVM's verifier admits both from Ampere on. */        \
    X("llvm.nvvm.{fmin,fmax}.*{nan,xorsign}*", IC_GATE, GATE_AMPERE, FEAT_MINMAX_NAN) \
    X("llvm.nvvm.{abs,neg}.bf16*", IC_GATE, GATE_AMPERE, FEAT_BF16)         \
    X("llvm.nvvm.fma.rn.*{bf16,relu}*", IC_GATE, GATE_AMPERE, FEAT_BF16)    \
    X("llvm.nvvm.{wmma,mma}.*.{bf16,tf32,f64}*", IC_GATE, GATE_AMPERE, FEAT_MMA_M16N8K16) \
    X("llvm.nvvm.mma.{m16n8k16,m16n8k32,m16n8k64,m16n8k128,m16n8k256}.*", IC_GATE, GATE_AMPERE, FEAT_MMA_M16N8K16) \
    /* Ada sm_89: fp8 conversions and fp8 MMA */                            \
    X("llvm.nvvm.{ff,f16x2}.to.{e4m3x2,e5m2x2}*", IC_GATE, GATE_ADA, FEAT_FP8) \
    X("llvm.nvvm.{e4m3x2,e5m2x2}.to.f16x2*", IC_GATE, GATE_ADA, FEAT_FP8)   \
    X("llvm.nvvm.mma.*.{e4m3,e5m2}*", IC_GATE, GATE_ADA, FEAT_FP8)          \
    /* Hopper sm_90: TMA, bulk async copies, clusters */                    \
    X("llvm.nvvm.cp.async.bulk.*", IC_GATE, GATE_HOPPER, FEAT_TMA)          \
    X("llvm.nvvm.{mapa,getctarank}*", IC_GATE, GATE_HOPPER, FEAT_CLUSTER)   \
    X("llvm.nvvm.read.ptx.sreg.{cluster,clusterid,nclusterid}.*", IC_GATE, GATE_HOPPER, FEAT_CLUSTER) \
    X("llvm.nvvm.{is_explicit_cluster,isspacep.shared.cluster}", IC_GATE, GATE_HOPPER, FEAT_CLUSTER) \
    X("llvm.nvvm.barrier.cluster.*", IC_GATE, GATE_HOPPER, FEAT_CLUSTER)    \
    X("llvm.nvvm.fence.{sc.cluster,proxy.,mbarrier_init.,acquire.,release.}*", IC_GATE, GATE_HOPPER, FEAT_CLUSTER) \
    X("llvm.nvvm.mbarrier.{expect.tx,complete.tx,arrive.expect.tx,arrive.drop.expect.tx,try.wait}*", IC_GATE, GATE_HOPPER, FEAT_TMA) \
    X("llvm.nvvm.griddepcontrol.*", IC_GATE, GATE_HOPPER, FEAT_GRIDDEPCONTROL) \
    X("llvm.nvvm.stmatrix.*", IC_GATE, GATE_HOPPER, FEAT_STMATRIX)          \
    X("llvm.nvvm.elect.sync", IC_GATE, GATE_HOPPER, FEAT_ELECT)             \
    X("llvm.nvvm.prefetch.tensormap*", IC_GATE, GATE_HOPPER, FEAT_TMA)      \
    /* Hopper, but only its 'a' target (and later 'a'/'f' ones) */          \
    X("llvm.nvvm.wgmma.*", IC_GATE, GATE_HOPPER, FEAT_WGMMA)                \
    X("llvm.nvvm.setmaxnreg.*", IC_GATE, GATE_HOPPER, FEAT_SETMAXNREG)      \
    X("llvm.nvvm.tensormap.*", IC_GATE, GATE_HOPPER, FEAT_TENSORMAP_REPLACE) \
    X("llvm.nvvm.cp.async.bulk.tensor.*", IC_PTR64, 0, 0)                   \
    /* Blackwell: .offset.bindless texture/surface forms */                 \
    X("llvm.nvvm.*.offset.bindless*", IC_GATE, GATE_BINDLESS, FEAT_NVVM_BINDLESS_OFFSET) \
    /* Blackwell tensor memory: no libNVVM gate (NVIDIA gates tcgen05 in   \
     * the back end); sm_100f/sm_110f families only, never sm_12x */        \
    X("llvm.nvvm.tcgen05.*", IC_GATE, GATE_ARCH, FEAT_TCGEN05)              \
    /* A. constant arguments */                                             \
    X("llvm.nvvm.cp.async.wait.group", IC_CONST, 0, CM_ARG0)                \
    X("llvm.nvvm.wgmma.wait_group.sync.aligned", IC_CONST, 0, CM_ARG0)      \
    X("llvm.nvvm.setmaxnreg.{inc,dec}.sync.aligned.u32", IC_CONST, 0, CM_ARG0) \
    X("llvm.nvvm.cp.async.bulk.wait{_,.}group*", IC_CONST, 0, CM_OP0)       \
    X("llvm.nvvm.fence.proxy.tensormap_generic.acquire.*", IC_CONST, 1, CM_OP1) \
    X("llvm.nvvm.tensormap.replace.{global.stride,element.stride,global.dim,box.dim}*", IC_CONST, 1, CM_OP1) \
    X("llvm.nvvm.discard.*", IC_CONST, 1, CM_OP1)                           \
    X("llvm.nvvm.tensormap.replace.{elemtype,interleave.layout,swizzle.mode,swizzle.atomicity,fill.mode}*", IC_CONST, 1, CM_MODE) \
    X("llvm.nvvm.pm.event.mask", IC_CONST, 0, CM_MASK)                      \
    X("llvm.nvvm.cp.async.bulk.*", IC_CONST, ALL_I1, CM_FLAG)               \
    X("llvm.nvvm.idp2a.*", IC_CONST, 2, CM_FLAG)                            \
    /* E. address spaces */                                                 \
    X("llvm.nvvm.{ldg,ldu}.global.*", IC_IS_PTR, 0, 0)                      \
    X("llvm.nvvm.{ldg,ldu}.global.*", IC_SPACE, 0, SR_GLOBAL_OR_GENERIC)    \
    X("llvm.nvvm.{prefetch,applypriority,discard}.global.*", IC_SPACE, 0, SR_GLOBAL) \
    X("llvm.nvvm.cp.async.bulk.prefetch.L2*", IC_SPACE, 0, SR_GLOBAL)       \
    X("llvm.nvvm.cp.async.bulk.shared.cta.to.global*", IC_SPACE, 0, SR_GLOBAL) \
    X("llvm.nvvm.cp.async.bulk.global.to.shared.*", IC_SPACE, 2, SR_GLOBAL) \
    X("llvm.nvvm.cp.async.{ca,cg}.shared.global.*", IC_SPACE, 1, SR_ARG1_GLOBAL) \
    X("llvm.nvvm.ptr.global.to.gen*", IC_SPACE, 0, SR_GLOBAL)               \
    X("llvm.nvvm.ptr.constant.to.gen*", IC_SPACE, 0, SR_CONSTANT)           \
    X("llvm.nvvm.{isspacep.,ptr.,mapa,prefetch,applypriority.,discard.,getctarank}*", IC_IS_PTR, 0, 0) \
    X("llvm.mem{cpy,move}.*", IC_SPACE, 0, SR_NOT_CONST_MEMCPY)             \
    X("llvm.memset.*", IC_SPACE, 0, SR_NOT_CONST_MEMSET)                    \
    X("llvm.stacksave*", IC_SPACE, RESULT, SR_LOCAL_SAVE)                   \
    X("llvm.stackrestore*", IC_SPACE, 0, SR_LOCAL_RESTORE)                  \
    /* F. types */                                                          \
    X("llvm.bswap.*", IC_WIDTH, RESULT, WR_BSWAP)                           \
    X("llvm.{ctpop,ctlz,cttz}.*", IC_WIDTH, RESULT, WR_CTPOP)               \
    X("llvm.{s,u}{add,sub,mul}.with.overflow.*", IC_WIDTH, 0, WR_OVERFLOW)  \
    /* H. texture/surface handles; P. coroutines; N. MMA */                 \
    X("llvm.nvvm.texsurf.handle", IC_TEXSURF, 0, 0)                         \
    X("llvm.nvvm.texsurf.handle.p*", IC_TEXSURF, 0, 0)                      \
    X("llvm.nvvm.coro.create.suspend", IC_CORO, 0, 0)                       \
    X("llvm.nvvm.wmma.*", IC_MMA, 0, 0)                               \
    X("llvm.nvvm.mma.*", IC_MMA, 0, 0)

typedef struct Rule {
    const char *pattern;
    CheckKind check;
    int a, b;
} Rule;

static const Rule RULES[] = {
#define X(p, k, a, b) {p, k, a, b},
    NVVM_INTRINSIC_RULES(X)
#undef X
};
enum { NRULES = sizeof RULES / sizeof RULES[0] };

/* How many rows may match one name (a named limit; exceeding it is a
 * bug in the table, caught the first time such a name is seen). */
enum { MAX_RULES_PER_NAME = 16 };

typedef struct IntrinsicInfo {
    bool unknown;     /* an llvm.nvvm.* name that nvvm_names.def lacks */
    uint32_t immargs; /* bit k: LLVM makes parameter k immarg (LLVM_IMMARGS) */
    uint32_t nrules;
    uint16_t rules[MAX_RULES_PER_NAME];
} IntrinsicInfo;

/* LLVM's own intrinsics whose parameters are `immarg` whatever the
 * declaration in the module says (llvm/include/llvm/IR/Intrinsics.td):
 * the code generator needs these operands as numbers, not registers.
 * X(pattern, arity, bits): bit k = parameter k (from 0), for the form of
 * `arity` parameters (0: every form).  The arity tells LLVM 19's form
 * from LLVM 22's where a later LLVM dropped the immarg operand:
 * lifetime.start(i64, ptr) became lifetime.start(ptr), masked.load and
 * masked.store lost their alignment (now the pointer's align attribute).
 * Patterns as above. */
#define LLVM_IMMARGS(X)                                                     \
    X("llvm.{ctlz,cttz,abs,is.fpclass}.*", 0, 1u << 1)                      \
    X("llvm.{memcpy,memmove,memset}.p*", 0, 1u << 3)                        \
    X("llvm.{memcpy,memset}.inline.*", 0, 1u << 2 | 1u << 3)                \
    X("llvm.{memcpy,memmove,memset}.element.unordered.atomic.*", 0, 1u << 3) \
    X("llvm.objectsize.*", 0, 1u << 1 | 1u << 2 | 1u << 3)                  \
    X("llvm.prefetch*", 0, 1u << 1 | 1u << 2 | 1u << 3)                     \
    X("llvm.lifetime.{start,end}*", 2, 1u << 0)                             \
    X("llvm.invariant.start*", 0, 1u << 0)                                  \
    X("llvm.invariant.end*", 0, 1u << 1)                                    \
    X("llvm.{returnaddress,frameaddress}*", 0, 1u << 0)                     \
    X("llvm.{s,u}{mul,div}.fix*", 0, 1u << 2)                               \
    X("llvm.masked.load.*", 4, 1u << 1)                                     \
    X("llvm.masked.store.*", 4, 1u << 2)                                    \
    X("llvm.masked.gather.*", 0, 1u << 1)                                   \
    X("llvm.masked.scatter.*", 0, 1u << 2)                                  \
    X("llvm.expect.with.probability.*", 0, 1u << 2)

static const struct { const char *pattern; uint32_t arity, bits; } IMMARGS[] = {
#define X(p, n, b) {p, n, b},
    LLVM_IMMARGS(X)
#undef X
};

/* ------------------------------------------------------------------ */
/* Glob patterns                                                        */
/* ------------------------------------------------------------------ */
static bool glob(const char *p, const char *s);

/* p points at '{': try each literal alternative, then the rest. */
static bool glob_alt(const char *p, const char *s)
{
    const char *close = strchr(p, '}');
    if (!close)
        BUG("unterminated '{' in intrinsic pattern");
    const char *alt = p + 1;
    while (alt <= close) {
        const char *end = alt;
        while (*end != ',' && *end != '}')
            end++;
        size_t n = (size_t)(end - alt);
        if (strncmp(s, alt, n) == 0 && glob(close + 1, s + n))
            return true;
        alt = end + 1;
    }
    return false;
}

bool intrinsic_glob(const char *pattern, const char *name)
{
    return glob(pattern, name);
}

static bool glob(const char *p, const char *s)
{
    for (;; p++, s++) {
        if (*p == '*') {
            for (;; s++) {
                if (glob(p + 1, s))
                    return true;
                if (!*s)
                    return false;
            }
        }
        if (*p == '{')
            return glob_alt(p, s);
        if (*p != *s)
            return false;
        if (!*p)
            return true;
    }
}

/* ------------------------------------------------------------------ */
/* Known names                                                          */
/* ------------------------------------------------------------------ */
static const char *const NAMES[] = {
#define N(s) s,
#define P(s)
#include "verify/nvvm_names.def"
#undef N
#undef P
};
static const char *const PREFIXES[] = {
#define N(s)
#define P(s) s,
#include "verify/nvvm_names.def"
#undef N
#undef P
};

static int name_cmp(const void *key, const void *elem)
{
    return strcmp(key, *(const char *const *)elem);
}

static bool name_listed(const char *name)
{
    return bsearch(name, NAMES, sizeof NAMES / sizeof NAMES[0], sizeof NAMES[0],
                   name_cmp) != NULL;
}

/* A type suffix of an overloaded intrinsic, as LLVM mangles it: i32,
 * f16, bf16, v4f32, p0, p1, and typed-pointer p1f32, p0i8. */
static bool type_token(const char *s, size_t n)
{
    size_t k = 1;
    if (n == 0)
        return false;
    if (s[0] == 'p' || s[0] == 'v' || s[0] == 'i' || s[0] == 'f') {
        while (k < n && s[k] >= '0' && s[k] <= '9')
            k++;
        if (k == 1)
            return n == 4 && strncmp(s, "bf16", 4) == 0;
        if (s[0] == 'i' || s[0] == 'f')
            return k == n;
        return s[0] == 'p' ? (k == n || type_token(s + k, n - k)) : type_token(s + k, n - k);
    }
    return n == 4 && strncmp(s, "bf16", 4) == 0;
}

/* Exact name, a listed family, or a listed name plus type suffixes. */
static bool nvvm_name_known(const char *name)
{
    if (name_listed(name))
        return true;
    for (size_t k = 0; k < sizeof PREFIXES / sizeof PREFIXES[0]; k++)
        if (str_starts(name, PREFIXES[k]))
            return true;
    size_t n = strlen(name);
    char *buf = malloc(n + 1);
    if (!buf)
        BUG("out of memory");
    memcpy(buf, name, n + 1);
    bool known = false;
    for (char *dot = strrchr(buf, '.'); dot && !known; dot = strrchr(buf, '.')) {
        if (!type_token(dot + 1, strlen(dot + 1)))
            break;
        *dot = 0;
        known = name_listed(buf);
    }
    free(buf);
    return known;
}

/* The .def must stay sorted for bsearch; a cheap check each run. */
static void check_names_sorted(void)
{
    for (size_t k = 1; k < sizeof NAMES / sizeof NAMES[0]; k++)
        if (strcmp(NAMES[k - 1], NAMES[k]) >= 0)
            BUG("verify/nvvm_names.def is not sorted at \"%s\"", NAMES[k]);
}

static IntrinsicInfo *resolve(VerifyCtx *c, Global *callee)
{
    IntrinsicInfo *info = ptrmap_get(&c->intrinsics, callee);
    if (info)
        return info;
    if (c->intrinsics.len == 0)
        check_names_sorted();
    info = vc_alloc(c, sizeof *info);
    const char *name = callee->v.name;
    info->unknown = str_starts(name, "llvm.nvvm.") && !nvvm_name_known(name);
    for (uint32_t r = 0; r < NRULES; r++) {
        if (!glob(RULES[r].pattern, name))
            continue;
        if (info->nrules == MAX_RULES_PER_NAME)
            BUG("more than %d intrinsic rules match %s", MAX_RULES_PER_NAME, name);
        info->rules[info->nrules++] = (uint16_t)r;
    }
    for (size_t r = 0; r < sizeof IMMARGS / sizeof *IMMARGS; r++)
        if ((!IMMARGS[r].arity || (callee->fnty && callee->fnty->nmem == IMMARGS[r].arity)) &&
            glob(IMMARGS[r].pattern, name))
            info->immargs |= IMMARGS[r].bits;
    ptrmap_put(&c->intrinsics, callee, info);
    return info;
}

/* ------------------------------------------------------------------ */
/* The checks                                                           */
/* ------------------------------------------------------------------ */
typedef struct Call {
    VerifyCtx *c;
    Instr *i;
    Global *callee;
    const char *name;
    Loc loc;
    uint64_t const_checked; /* bit k: argument k's constness is checked */
} Call;

static Value *arg(const Call *k, int n)
{
    return n >= 0 && (uint32_t)n < k->i->nargs ? instr_op(k->i, (uint32_t)n) : NULL;
}

static bool is_immediate(const Value *v)
{
    return v && (v->kind == VK_CINT || v->kind == VK_CFP);
}

static const struct { bool named; const char *text; } GATES[] = {
#define X(id, n, s) {n, s},
    SM_GATES(X)
#undef X
};

/* The strictest failing gate among the matching rows (the later gate;
 * ties: the first row), or NULL when the target has every feature. */
static const Rule *failing_gate(const Call *k, const IntrinsicInfo *info)
{
    const Rule *worst = NULL;
    for (uint32_t r = 0; r < info->nrules; r++) {
        const Rule *rule = &RULES[info->rules[r]];
        if (rule->check != IC_GATE || target_has(k->c->o->target, (Feature)rule->b))
            continue;
        if (!worst || rule->a > worst->a)
            worst = rule;
    }
    return worst;
}

/* Report the strictest failing gate.  libNVVM's message says "too old"
 * ("only supported for Hopper+"), which is right when the target is older
 * than every target with the feature.  When it is new enough and only
 * lacks the 'a'/'f' suffix (wgmma on sm_90 or sm_100a, tcgen05 on
 * sm_120f), that message would be false, so we name the targets instead:
 * "'llvm.nvvm.wgmma.fence.sync.aligned' requires sm_90a (target is
 * sm_100a)" -- the wording of the code generator's gating errors. */
static void check_gates(Call *k, const IntrinsicInfo *info)
{
    const Rule *gate = failing_gate(k, info);
    if (!gate)
        return;
    const Target *t = k->c->o->target;
    Feature f = (Feature)gate->b;
    if (gate->a == GATE_ARCH || target_reaches(t, f)) {
        char req[96];
        vc_error(k->c, k->loc, "'%s' requires %s (target is %s)", k->name,
                 feature_requirement(f, req, sizeof req), t->name);
    } else if (GATES[gate->a].named) {
        vc_error(k->c, k->loc, "%s %s", k->name, GATES[gate->a].text);
    } else {
        vc_error(k->c, k->loc, "%s", GATES[gate->a].text);
    }
}

static void check_const(Call *k, int n, ConstMsg m)
{
    static const char *const TEXT[] = {
#define X(id, s) s,
        CONST_MESSAGES(X)
#undef X
    };
    for (uint32_t j = 0; j < k->i->nargs; j++) {
        Value *v = instr_op(k->i, j);
        bool wanted = n == ALL_I1 ? (v && type_is_int(v->type) && v->type->bits == 1)
                                  : (int)j == n;
        if (!wanted)
            continue;
        if (j < 64)
            k->const_checked |= UINT64_C(1) << j;
        if (!is_immediate(v)) {
            vc_error(k->c, k->loc, "%s", TEXT[m]);
            return;
        }
    }
}

static void check_space(Call *k, int n, SpaceRule sr)
{
    static const struct { uint32_t mask; bool forbid; const char *text; } SR[] = {
#define X(id, m, inv, s) {m, inv, s},
        SPACE_RULES(X)
#undef X
    };
    const Type *t = n == RESULT ? k->i->v.type : arg(k, n) ? arg(k, n)->type : NULL;
    if (!t || t->kind != TY_PTR)
        return;
    bool listed = t->addrspace < 32 && (SR[sr].mask & (1u << t->addrspace));
    if (listed == SR[sr].forbid)
        vc_error(k->c, k->loc, "%s", SR[sr].text);
}

static void check_width(Call *k, int n, WidthRule wr)
{
    static const struct { uint32_t lg; const char *text; } WR[] = {
#define X(id, m, s) {m, s},
        WIDTH_RULES(X)
#undef X
    };
    const Type *t = n == RESULT ? k->i->v.type : arg(k, n) ? arg(k, n)->type : NULL;
    if (t && t->kind == TY_STRUCT && t->nmem > 0) /* {iN, i1} of *.with.overflow */
        t = t->mem[0];
    bool ok = false;
    for (unsigned lg = 0; t && t->kind == TY_INT && lg < 8 && !ok; lg++)
        ok = t->bits == (1u << lg) && (WR[wr].lg & (1u << lg));
    if (!ok)
        vc_compat(k->c, k->loc, "%s", WR[wr].text);
}

static void check_is_ptr(Call *k, int n)
{
    Value *v = arg(k, n);
    if (v && !type_is_ptr(v->type))
        vc_error(k->c, k->loc, "arg0 of intrinsic not pointer");
}

/* llvm.nvvm.texsurf.handle(metadata @tex, ...): op0 must wrap a global
 * variable that !nvvm.annotations marks as a texture or surface. */
static void check_texsurf(Call *k)
{
    const Value *v = arg(k, 0);
    const Value *g = NULL;
    if (v && v->kind == VK_MDVALUE) {
        const MDOp *md = ((const MDValue *)v)->md;
        if (md && md->kind == MD_VALUE)
            g = strip_casts(md->value);
    }
    const LaunchInfo *li = g && g->kind == VK_GLOBAL ? launch_info(k->c, (const Global *)g) : NULL;
    if (!g || g->kind != VK_GLOBAL || ((const Global *)g)->gk != GK_VAR || !li || !li->is_texsurf)
        vc_error(k->c, k->loc, "Op0 of nvvm.texsurf.handle must be a metadata "
                 "wrapper around a tex/surf GlobalVariable");
}

static void check_coro(Call *k)
{
    if (k->i->nargs != 1 || !arg(k, 0) || arg(k, 0)->kind != VK_CINT)
        vc_error(k->c, k->loc, "llvm.nvvm.coro.create.suspend must have exactly "
                 "one argument, which must be a constant integer");
    k->const_checked |= 1;
}

/* The i1 result must be used by exactly one instruction, a conditional
 * branch, as its condition: the branch is what becomes convergent. */
static void check_convergent_branch(Call *k)
{
    unsigned n = 0;
    bool ok = true;
    for (const Use *u = k->i->v.uses; u; u = u->next) {
        n++;
        const Value *user = u->user;
        const Instr *br = user && user->kind == VK_INSTR ? (const Instr *)user : NULL;
        if (!br || br->op != OP_BR || br->nops != 3 || &br->ops[0] != u)
            ok = false;
    }
    if (n != 1 || !ok)
        vc_error(k->c, k->loc, "result of llvm.nvvm.branch.if.convergent and "
                 "llvm.nvvm.branch.if.all.convergent can only be used by exactly "
                 "one branch instruction");
}

/* LLVM's rule: an `immarg` parameter takes a constant, whether the
 * declaration says so or LLVM's definition of the intrinsic does. */
static void check_immargs(Call *k, const IntrinsicInfo *info)
{
    const Global *g = k->callee;
    for (uint32_t j = 0; g->fnty && j < g->fnty->nmem && j < k->i->nargs; j++) {
        if (j < 64 && (k->const_checked & (UINT64_C(1) << j)))
            continue;
        bool imm = (j < 32 && (info->immargs & (1u << j))) ||
                   (g->param_attrs && attr_find(k->c->m, &g->param_attrs[j], ATTR_IMMARG));
        if (imm && !is_immediate(instr_op(k->i, j)))
            vc_error(k->c, k->loc, "argument %u of %s must be a constant "
                     "(the parameter is immarg)", j + 1, k->name);
    }
}
/* The MMA family: the name decoded and checked as libNVVM checks it
 * (ir/mma.c), then the call's fragments against it. */
void mma_check_call(VerifyCtx *c, Instr *call, const char *name)
{
    MmaName x;
    const char *bad = NULL;
    if (!mma_parse_name(&x, name, &bad) || (bad = mma_check_name(&x)) ||
        (bad = mma_check_call_operands(&x, call)))
        vc_error(c, instr_loc(c, call), "%s", bad);
}


static void run_rule(Call *k, const Rule *r)
{
    switch (r->check) {
    case IC_GATE: break; /* all gates together, in check_gates */
    case IC_PTR64:
        if (k->c->ptr_bits < 64)
            vc_error(k->c, k->loc, "this intrinsic is only supported when "
                     "pointer size is >= 64 bits");
        break;
    case IC_CONST: check_const(k, r->a, (ConstMsg)r->b); break;
    case IC_IS_PTR: check_is_ptr(k, r->a); break;
    case IC_SPACE: check_space(k, r->a, (SpaceRule)r->b); break;
    case IC_WIDTH: check_width(k, r->a, (WidthRule)r->b); break;
    case IC_TEXSURF: check_texsurf(k); break;
    case IC_CORO: check_coro(k); break;
    case IC_CONV_BR: check_convergent_branch(k); break;
    case IC_MMA: mma_check_call(k->c, k->i, k->name); break;
    }
}

/* The known name nearest to a misspelt one, if it is close: at most a
 * tenth of the name's length in edits (three for a typical name), so a
 * made-up family is not "corrected" into an unrelated one. */
static const char *nearest_name(const char *name)
{
    const char *best = NULL;
    unsigned bestd = (unsigned)strlen(name) / 10 + 1;
    for (size_t k = 0; k < sizeof NAMES / sizeof NAMES[0]; k++) {
        unsigned d = spelling_distance(name, NAMES[k]);
        if (d < bestd)
            bestd = d, best = NAMES[k];
    }
    return best;
}

void intrinsic_check_call(VerifyCtx *c, Instr *call, Global *callee)
{
    IntrinsicInfo *info = resolve(c, callee);
    Call k = {.c = c, .i = call, .callee = callee, .name = callee->v.name,
              .loc = instr_loc(c, call)};
    check_gates(&k, info);
    for (uint32_t r = 0; r < info->nrules; r++)
        run_rule(&k, &RULES[info->rules[r]]);
    check_immargs(&k, info);
    if (info->unknown) {
        /* the contract's words verbatim; the hint is a note of its own */
        vc_compat(c, k.loc, "Unsupported intrinsic: %s", k.name);
        const char *near = nearest_name(k.name);
        if (near)
            vc_note(c, k.loc, "did you mean '%s'?", near);
    }
}
