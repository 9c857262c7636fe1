/*
 * frontend/keywords.h -- every reserved word of the IR text, as an X-macro.
 *
 * The Makefile runs this list through the C preprocessor to make one re2c
 * rule per keyword (build/frontend/keywords.re), which lexer.re includes:
 * the scanner recognises keywords in the same pass as everything else.
 * Each entry names the bison token the word becomes and a small
 * integer payload that the grammar reads as the token's semantic value:
 * which opcode a BINOP is, which linkage a LINKAGE is, and so on.  Grouping
 * words into a few payload-carrying tokens keeps the grammar short: the
 * grammar says "a binary operator", the action looks at which one.
 *
 * Other words (and not iN types) become BAREWORD tokens,
 * which only debug-info records accept (DW_TAG_member, DIFlagPrototyped).
 * Attribute names are not listed here: the lexer asks ir/attr.c's table
 * (ATTR_KINDS in ir/ir.h) after this one, so there is one list of them.
 *
 * X(spelling, TOKEN, payload)
 */
#define KEYWORDS(X)                                                         \
    /* module structure */                                                  \
    X("define", DEFINE, 0) X("declare", DECLARE, 0)                         \
    X("target", TARGET, 0) X("datalayout", DATALAYOUT, 0)                   \
    X("triple", TRIPLE, 0) X("source_filename", SOURCE_FILENAME, 0)         \
    X("module", MODULE, 0) X("asm", ASM, 0)                                 \
    X("attributes", ATTRIBUTES, 0) X("type", TYPE, 0)                       \
    X("opaque", OPAQUE, 0) X("global", GLOBAL, 0)                           \
    X("constant", CONSTANT, 0) X("alias", ALIAS, 0) X("ifunc", IFUNC, 0)    \
    X("comdat", COMDAT, 0) X("section", SECTION, 0)                         \
    X("partition", PARTITION, 0) X("align", ALIGN, 0) X("gc", GC, 0)        \
    X("prefix", PREFIX, 0) X("prologue", PROLOGUE, 0)                       \
    X("personality", PERSONALITY, 0) X("addrspace", ADDRSPACE, 0)           \
    X("externally_initialized", EXTERNALLY_INITIALIZED, 0)                  \
    X("thread_local", THREAD_LOCAL, 0) X("code_model", CODE_MODEL, 0)       \
    X("unnamed_addr", UNNAMED_ADDR, UA_UNNAMED)                             \
    X("local_unnamed_addr", UNNAMED_ADDR, UA_LOCAL)                         \
    X("distinct", DISTINCT, 0) X("sideeffect", SIDEEFFECT, 0)               \
    X("inteldialect", INTELDIALECT, 0) X("x", X_KW, 0)                      \
    X("vscale", VSCALE, 0) X("to", TO, 0) X("unwind", UNWIND, 0)            \
    X("inrange", INRANGE, 0) X("syncscope", SYNCSCOPE, 0)                   \
    X("blockaddress", BLOCKADDRESS, 0) X("cc", CC_KW, 0)                    \
    X("cleanup", CLEANUP, 0) X("catch", CATCH, 0) X("filter", FILTER, 0)    \
    X("any", COMDAT_KIND, 0) X("exactmatch", COMDAT_KIND, 1)                \
    X("largest", COMDAT_KIND, 2) X("nodeduplicate", COMDAT_KIND, 3)         \
    X("samesize", COMDAT_KIND, 4)                                           \
    /* linkage, visibility, storage, preemption */                          \
    X("private", LINKAGE, LINK_PRIVATE)                                     \
    X("internal", LINKAGE, LINK_INTERNAL)                                   \
    X("available_externally", LINKAGE, LINK_AVAILABLE_EXTERNALLY)           \
    X("linkonce", LINKAGE, LINK_LINKONCE) X("weak", LINKAGE, LINK_WEAK)     \
    X("common", LINKAGE, LINK_COMMON)                                       \
    X("appending", LINKAGE, LINK_APPENDING)                                 \
    X("extern_weak", DECL_LINKAGE, LINK_EXTERN_WEAK)                             \
    X("linkonce_odr", LINKAGE, LINK_LINKONCE_ODR)                           \
    X("weak_odr", LINKAGE, LINK_WEAK_ODR)                                   \
    X("external", DECL_LINKAGE, LINK_EXTERNAL_KW)                                \
    X("default", VISIBILITY, VIS_DEFAULT)                                   \
    X("hidden", VISIBILITY, VIS_HIDDEN)                                     \
    X("protected", VISIBILITY, VIS_PROTECTED)                               \
    X("dllimport", DLLSTORAGE, DLL_IMPORT)                                  \
    X("dllexport", DLLSTORAGE, DLL_EXPORT)                                  \
    X("dso_local", PREEMPTION, 1) X("dso_preemptable", PREEMPTION, 0)       \
    /* calling conventions */                                               \
    X("ccc", CALLCONV, CC_C) X("fastcc", CALLCONV, CC_FAST)                 \
    X("coldcc", CALLCONV, CC_COLD)                                          \
    X("ptx_kernel", CALLCONV, CC_PTX_KERNEL)                                \
    X("ptx_device", CALLCONV, CC_PTX_DEVICE)                                \
    /* types */                                                             \
    X("void", VOID, 0) X("ptr", PTR, 0)                                     \
    X("half", PRIMTYPE, TY_HALF) X("bfloat", PRIMTYPE, TY_BFLOAT)           \
    X("float", PRIMTYPE, TY_FLOAT) X("double", PRIMTYPE, TY_DOUBLE)         \
    X("fp128", PRIMTYPE, TY_FP128) X("x86_fp80", PRIMTYPE, TY_X86_FP80)     \
    X("ppc_fp128", PRIMTYPE, TY_PPC_FP128)                                  \
    X("label", LABEL, 0) X("metadata", METADATA, 0)                         \
    X("token", PRIMTYPE, TY_TOKEN)                                          \
    /* constants */                                                         \
    X("true", TRUE_KW, 1) X("false", FALSE_KW, 0) X("null", NULL_KW, 0)     \
    X("undef", UNDEF, 0) X("poison", POISON, 0)                             \
    X("zeroinitializer", ZEROINITIALIZER, 0) X("none", NONE, 0)             \
    /* instruction opcodes */                                               \
    X("add", BINOP, OP_ADD) X("sub", BINOP, OP_SUB) X("mul", BINOP, OP_MUL) \
    X("shl", BINOP, OP_SHL) X("udiv", BINOP, OP_UDIV)                       \
    X("sdiv", BINOP, OP_SDIV) X("lshr", BINOP, OP_LSHR)                     \
    X("ashr", BINOP, OP_ASHR) X("urem", BINOP, OP_UREM)                     \
    X("srem", BINOP, OP_SREM) X("and", BINOP, OP_AND)                       \
    X("or", BINOP, OP_OR) X("xor", BINOP, OP_XOR)                           \
    X("fadd", BINOP, OP_FADD) X("fsub", BINOP, OP_FSUB)                     \
    X("fmul", BINOP, OP_FMUL) X("fdiv", BINOP, OP_FDIV)                     \
    X("frem", BINOP, OP_FREM) X("fneg", FNEG, OP_FNEG)                      \
    X("trunc", CASTOP, OP_TRUNC) X("zext", CASTOP, OP_ZEXT)                 \
    X("sext", CASTOP, OP_SEXT) X("fptrunc", CASTOP, OP_FPTRUNC)             \
    X("fpext", CASTOP, OP_FPEXT) X("fptoui", CASTOP, OP_FPTOUI)             \
    X("fptosi", CASTOP, OP_FPTOSI) X("uitofp", CASTOP, OP_UITOFP)           \
    X("sitofp", CASTOP, OP_SITOFP) X("ptrtoint", CASTOP, OP_PTRTOINT)       \
    X("inttoptr", CASTOP, OP_INTTOPTR) X("bitcast", CASTOP, OP_BITCAST)     \
    X("addrspacecast", CASTOP, OP_ADDRSPACECAST)                            \
    X("icmp", ICMP, OP_ICMP) X("fcmp", FCMP, OP_FCMP)                       \
    X("phi", PHI, OP_PHI) X("select", SELECT, OP_SELECT)                    \
    X("call", CALL, OP_CALL) X("va_arg", VA_ARG, OP_VA_ARG)                 \
    X("freeze", FREEZE, OP_FREEZE)                                          \
    X("extractelement", EXTRACTELEMENT, OP_EXTRACTELEMENT)                  \
    X("insertelement", INSERTELEMENT, OP_INSERTELEMENT)                     \
    X("shufflevector", SHUFFLEVECTOR, OP_SHUFFLEVECTOR)                     \
    X("extractvalue", EXTRACTVALUE, OP_EXTRACTVALUE)                        \
    X("insertvalue", INSERTVALUE, OP_INSERTVALUE)                           \
    X("alloca", ALLOCA, OP_ALLOCA) X("load", LOAD, OP_LOAD)                 \
    X("store", STORE, OP_STORE) X("fence", FENCE, OP_FENCE)                 \
    X("cmpxchg", CMPXCHG, OP_CMPXCHG)                                       \
    X("atomicrmw", ATOMICRMW, OP_ATOMICRMW)                                 \
    X("getelementptr", GETELEMENTPTR, OP_GEP)                               \
    X("ret", RET, OP_RET) X("br", BR, OP_BR) X("switch", SWITCH, OP_SWITCH) \
    X("indirectbr", INDIRECTBR, OP_INDIRECTBR)                              \
    X("invoke", INVOKE, OP_INVOKE) X("resume", RESUME, OP_RESUME)           \
    X("unreachable", UNREACHABLE, OP_UNREACHABLE)                           \
    X("landingpad", LANDINGPAD, OP_LANDINGPAD)                              \
    X("tail", TAILKIND, IFB_TAIL) X("musttail", TAILKIND, IFB_MUSTTAIL)     \
    X("notail", TAILKIND, IFB_NOTAIL) X("splat", SPLAT, 0)                  \
    /* instruction flags (payload: IFB_ bit index) */                       \
    X("nuw", FLAG, IFB_NUW) X("nsw", FLAG, IFB_NSW)                         \
    X("exact", FLAG, IFB_EXACT) X("disjoint", FLAG, IFB_DISJOINT)           \
    X("nneg", FLAG, IFB_NNEG) X("samesign", FLAG, IFB_SAMESIGN)             \
    X("inbounds", FLAG, IFB_INBOUNDS) X("nusw", FLAG, IFB_NUSW)             \
    X("nnan", FLAG, IFB_NNAN) X("ninf", FLAG, IFB_NINF)                     \
    X("nsz", FLAG, IFB_NSZ) X("arcp", FLAG, IFB_ARCP)                       \
    X("contract", FLAG, IFB_CONTRACT) X("afn", FLAG, IFB_AFN)               \
    X("reassoc", FLAG, IFB_REASSOC) X("fast", FLAG, IFB__COUNT)             \
    X("volatile", VOLATILE, 0) X("atomic", ATOMIC, 0)                       \
    /* comparison predicates (fcmp maps ugt.. to its own in the action) */  \
    X("eq", PRED, PRED_EQ) X("ne", PRED, PRED_NE) X("ugt", PRED, PRED_UGT)  \
    X("uge", PRED, PRED_UGE) X("ult", PRED, PRED_ULT)                       \
    X("ule", PRED, PRED_ULE) X("sgt", PRED, PRED_SGT)                       \
    X("sge", PRED, PRED_SGE) X("slt", PRED, PRED_SLT)                       \
    X("sle", PRED, PRED_SLE) X("oeq", PRED, PRED_F_OEQ)                     \
    X("ogt", PRED, PRED_F_OGT) X("oge", PRED, PRED_F_OGE)                   \
    X("olt", PRED, PRED_F_OLT) X("ole", PRED, PRED_F_OLE)                   \
    X("one", PRED, PRED_F_ONE) X("ord", PRED, PRED_F_ORD)                   \
    X("ueq", PRED, PRED_F_UEQ) X("une", PRED, PRED_F_UNE)                   \
    X("uno", PRED, PRED_F_UNO)                                              \
    /* atomic orderings and read-modify-write operations */                 \
    X("unordered", ORDERING, ORD_UNORDERED)                                 \
    X("monotonic", ORDERING, ORD_MONOTONIC)                                 \
    X("acquire", ORDERING, ORD_ACQUIRE) X("release", ORDERING, ORD_RELEASE) \
    X("acq_rel", ORDERING, ORD_ACQ_REL) X("seq_cst", ORDERING, ORD_SEQ_CST) \
    X("xchg", RMWOP, RMW_XCHG) X("nand", RMWOP, RMW_NAND)                   \
    X("max", RMWOP, RMW_MAX) X("min", RMWOP, RMW_MIN)                       \
    X("umax", RMWOP, RMW_UMAX) X("umin", RMWOP, RMW_UMIN)                   \
    X("fmax", RMWOP, RMW_FMAX) X("fmin", RMWOP, RMW_FMIN)                   \
    X("fmaximum", RMWOP, RMW_FMAXIMUM) X("fminimum", RMWOP, RMW_FMINIMUM)   \
    X("uinc_wrap", RMWOP, RMW_UINC_WRAP)                                    \
    X("udec_wrap", RMWOP, RMW_UDEC_WRAP)                                    \
    X("usub_cond", RMWOP, RMW_USUB_COND) X("usub_sat", RMWOP, RMW_USUB_SAT)
