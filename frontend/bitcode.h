/*
 * frontend/bitcode.h -- what the files of the bitcode reader share (the
 * record layer over frontend/bitstream.h).  Not used outside frontend/.
 *
 * The reader turns LLVM bitcode into the same ir/ Module the text parser
 * builds, through the same IR constructors (type_*, const_*, instr_new),
 * so every later stage sees no difference.  The files:
 *   bitcode.c        the module: identification, types, attributes,
 *                    globals and functions, value and string tables,
 *                    operand-bundle tags, sync-scope names; the entry
 *                    point bitcode_read
 *   bitcode_const.c  constants (read as records first, built on first use,
 *                    so a constant may refer to a later one) and metadata
 *   bitcode_func.c   function bodies: every instruction record
 *   bitcode_upgrade.c  the rewrites LLVM's reader makes of retired
 *                    intrinsics (old libdevice's llvm.nvvm.max.i ...)
 *
 * The meanings of the records are those of LLVM's "LLVM Bitcode File
 * Format" document and its LLVMBitCodes.h; the module is what LLVM 19's
 * reader (llvm-dis-19) makes of the same file: typed pointers become
 * opaque `ptr`, old memory attributes (readnone ...) become memory(...),
 * attribute groups and metadata are numbered as llvm-dis numbers them.
 *
 * Errors: every problem is reported as "bitcode: byte N in BLOCK: ..."
 * through the cursor (bc_fail) and the read stops; nothing past a failed
 * check is used, so corrupt input never reaches the IR.
 */
#ifndef TNVCC_BITCODE_H
#define TNVCC_BITCODE_H

#include "frontend/bitstream.h"
#include "frontend/frontend.h"

/* A constant record kept until its value is first needed. */
typedef struct BcCst {
    uint32_t code;
    Type *type;        /* the SETTYPE in force */
    uint32_t tyid;
    uint64_t *ops;
    uint32_t nops;
    const uint8_t *blob;
    size_t blob_len;
    bool busy;         /* being built: a cycle if met again */
} BcCst;

/* One metadata slot (ids are shared by strings, nodes and values). */
typedef enum { BMD_NONE, BMD_STRING, BMD_NODE, BMD_VALUE, BMD_SKIPPED } BcMdKind;
typedef struct BcMd {
    BcMdKind kind;
    const char *str;   /* BMD_STRING */
    size_t len;
    MDNode *node;      /* BMD_NODE (possibly not yet defined) */
    Value *value;      /* BMD_VALUE */
} BcMd;

/* One attribute-group entry of PARAMATTR_GROUP_BLOCK. */
typedef struct BcGroup {
    uint64_t id;
    uint32_t index;    /* 0xFFFFFFFF function, 0 return, k parameter k-1 */
    AttrList attrs;
} BcGroup;

/* One PARAMATTR_BLOCK entry: the lists of a function or call. */
typedef struct BcAttrSet {
    AttrList fn, ret;
    AttrList *params;  /* nparams lists */
    uint32_t nparams;
} BcAttrSet;

typedef struct BcCtx {
    BcReader r;
    const Source *src;
    Diag *diag;
    Module *m;
    unsigned version;      /* MODULE_CODE_VERSION: 0 absolute ids, 1+ relative */
    Vec types;             /* Type*: by type id */
    Vec pointee;           /* uint32_t: a typed pointer's element type id */
    Vec vals;              /* Value*: by value id (NULL: not built yet) */
    Vec csts;              /* BcCst*: a constant not built yet, by value id */
    uint32_t next;         /* the next value id to define */
    uint32_t nmodule_vals; /* ids below this are module-level */
    Vec groups;            /* BcGroup */
    Vec attrsets;          /* BcAttrSet */
    Vec sections, gcs;     /* const char* */
    Vec comdats;           /* Comdat* by comdat id - 1 */
    Vec mds;               /* BcMd: by metadata id */
    uint32_t nmodule_mds;  /* ids below this are module-level */
    Vec md_kinds;          /* const char*: kind name by kind id (NULL: none) */
    Vec bundle_tags;       /* const char* */
    Vec sync_scopes;       /* const char* */
    Vec bodies;            /* Global*: functions with a body, in order */
    uint32_t next_body;
    Vec inits;             /* (Global*, uint64_t id) pairs: initializers */
    Vec strtab_names;      /* (Value*, off, len): names from the STRTAB */
    const uint8_t *strtab;
    size_t strtab_len;
    uint32_t unnamed_structs; /* %N numbering of unnamed identified structs */
    const char *pending_struct_name;
    bool debug_skipped;    /* debug-info records were dropped */
    bool debug_fwd;        /* a node referenced before a debug record
                              defined it: mds_drop_debug_refs() runs */
    unsigned nesting;      /* constants being built inside each other */
    /* the function being read */
    Global *fn;
    Block **blocks;
    uint32_t nblocks;
    Vec instrs;            /* Instr*: every instruction, for attachments */
    Vec fwds;              /* uint32_t: value ids with a placeholder */
    Vec bundles;           /* pending operand bundles: Value* lists */
    Vec bundle_ops;        /* Value*: their operands */
    Vec bundle_tagids;     /* uint32_t per pending bundle; then counts */
    Vec attr_groups;       /* AttrGroup*: interned function attribute sets */
} BcCtx;

/* bitcode.c */
bool bcx_fail(BcCtx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
Type *bcx_type(BcCtx *c, uint64_t id);          /* NULL after an error */
uint64_t bcx_room(BcCtx *c);
const char *bcx_chars(BcCtx *c, const uint64_t *ops, size_t n, size_t *len);
const BcAttrSet *bcx_attrset(BcCtx *c, uint64_t id); /* id 0: none */
/* The attribute group (numbered as llvm-dis numbers them) for a set of
 * function attributes, as one `#N` reference list; {0} when empty. */
AttrList bcx_fn_attrs(BcCtx *c, const AttrList *fn);
Global *bcx_new_function(BcCtx *c);
bool bcx_value_symtab(BcCtx *c, bool in_function);
bool bcx_skip(BcCtx *c);
int bcx_record(BcCtx *c, BcEntry *e); /* 1 record, 0 end, -1 error */
uint64_t bcx_signed(uint64_t v); /* LLVM's sign-rotated VBR value */
/* bitcode_const.c */
bool bcx_constants(BcCtx *c);
Value *bcx_value(BcCtx *c, uint64_t id, Type *want); /* NULL after an error */
bool bcx_metadata(BcCtx *c);
bool bcx_metadata_kinds(BcCtx *c);
bool bcx_md_attachments(BcCtx *c);
MDOp *bcx_md_op(BcCtx *c, uint64_t id);   /* id: the metadata id itself */
void bcx_md_finish(BcCtx *c);              /* number the nodes as llvm-dis */
/* LLVM's operation codes and flag words -> tnvcc's (-1: not one). */
int bcx_binop(uint64_t code, bool fp);
int bcx_cast(uint64_t code);
int bcx_pred(uint64_t code);
uint32_t bcx_binop_flags(int op, uint64_t f);
uint32_t bcx_fmf(uint64_t f);
uint32_t bcx_gep_flags(uint64_t f);
Type *bcx_gep_result(BcCtx *c, Value *base, Value **idx, uint32_t n);
/* bitcode_upgrade.c: LLVM's upgrades of retired intrinsics */
bool bcx_upgrade(BcCtx *c);
/* bitcode_func.c */
bool bcx_function_block(BcCtx *c);
/* Placeholders for values used before their definition. */
Value *bcx_fwdref(BcCtx *c, uint32_t id, Type *t);

#endif
