/*
 * isel/select/gen.c -- the pattern generator: reads isel/select/nvptx.md and writes the
 * selector's tables as readable C (in the spirit of LCC's lburg).
 *
 *     gen isel/select/nvptx.md build/isel/tables.c build/isel/tables.h
 *
 * It is a host tool built and run by the Makefile; it is not part of
 * libtnvcc.  The pattern language is described at the top of nvptx.md.
 *
 * What it guarantees, or else fails the build with file:line messages:
 *   - every nonterminal used in a pattern is defined by some rule;
 *   - every nonterminal defined is reachable from a %start nonterminal;
 *   - no two rules (after type expansion) have the same left side, the
 *     same pattern, the same predicate and feature, and the same cost or
 *     template (the choice between them would depend on file order; rules
 *     that differ in their template and cost are the native instruction
 *     and its fallback, chosen by what the target has -- the instruction
 *     table says what each instruction needs -- and by cost);
 *   - every DAG operation of isel/dag/dagops.def not marked DOP_HAND appears
 *     in some rule, so a legal DAG can always be covered;
 *   - operations have the operand count dagops.def gives them;
 *   - a predicate that names an operand (`if contract(1)`) names one that
 *     the pattern folds into the rule, an operation and not a leaf;
 *   - every template compiles: each instruction line names a row of
 *     targets/ptxinsn.def, its mnemonic holds only the placeholders a
 *     mnemonic may, and each operand is a form the reducer builds (a
 *     placeholder, a temporary, %%special, a number, bits, a symbol, an
 *     [address], a {group}), spelled canonically (one space after the
 *     mnemonic, ", " between operands, one final ';');
 *   - a rule's `ptx NN` / `feat NAME` is not implied, on every target, by
 *     what targets/ptxinsn.def says of its instructions (gen is linked
 *     with targets/ to ask): what an instruction needs is the table's
 *     fact alone, and a rule gates only what the table cannot see, an
 *     operand such as a special register.
 * Output: each rule table entry carries a comment with its rule number,
 * source line and the rule's text, and points at its template compiled
 * into C initializers (TmplLine: opcode, modifiers, guard, operands;
 * TmplOp: an operand), so the reducer (reduce.c) never reads template
 * text at run time.
 *
 * Invariants: the generator is deterministic (output depends only on the
 * input text); all its state lives in one Gen struct.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isel/dag/dagops.def"
#include "targets/ptxinsn.h" /* linked with targets/: the table is asked */

enum {
    MAX_RULES = 2048, MAX_PAT = 8192, MAX_NTS = 64, MAX_SETS = 32,
    MAX_SET_VTS = 8, MAX_LINE = 1024, MAX_STARTS = 8, MAX_KIDS = 10,
    MAX_INTRINSICS = 2048, MAX_NAME = 96,
};

static const char *const op_names[] = {
#define X(e, n, f) #e,
    ISEL_DAG_OPS(X)
#undef X
};
static const int op_arity[] = {
#define X(e, n, f) n,
    ISEL_DAG_OPS(X)
#undef X
};
static const unsigned op_flags[] = {
#define X(e, n, f) f,
    ISEL_DAG_OPS(X)
#undef X
};
static const char *const vt_names[] = {
#define X(e, s, bits, rc, sg, us, bs, ms) s,
    ISEL_VTS(X)
#undef X
};
static const char *const vt_enums[] = {
#define X(e, s, bits, rc, sg, us, bs, ms) "VT_" #e,
    ISEL_VTS(X)
#undef X
};
#define NOPS ((int)(sizeof op_names / sizeof *op_names))
#define NVTS ((int)(sizeof vt_names / sizeof *vt_names))

/* A parsed pattern node; `set` >= 0 means "one of the type set", bound
 * per expansion.  Nonterminal leaves have op -1.  An intrinsic (`@name`)
 * is op INTRIN with `intr` its index in Gen.intrinsics (before sorting;
 * the output numbers them in sorted order, from 1). */
typedef struct Pat {
    int op, vt, set, nt, nkids, kids[MAX_KIDS], intr;
} Pat;

typedef struct TypeSet {
    char name[64];
    int vts[MAX_SET_VTS], n;
} TypeSet;

typedef struct Rule {
    int lhs, pat, line, chain_nt, nleaves;
    long long cost;
    char tmpl[MAX_LINE], dyn[64], feat[64];
    int ptx;
    int dyn_kid; /* `if NAME(k)`: the operand the predicate looks at, or -1 */
    int tmpl_rule, nlines; /* output: the rule whose t<N>_ arrays are its
                              template, and their number of lines */
} Rule;

typedef struct Gen {
    const char *file;
    int line, errors;
    char nts[MAX_NTS][32];
    int nnts;
    bool defined[MAX_NTS], used[MAX_NTS];
    int starts[MAX_STARTS], nstarts;
    TypeSet sets[MAX_SETS];
    int nsets;
    Pat pat[MAX_PAT];
    int npat;
    Rule rules[MAX_RULES];
    int nrules;
    char intrinsics[MAX_INTRINSICS][MAX_NAME]; /* names after '@', unique */
    int nintrinsics;
    int intr_rank[MAX_INTRINSICS]; /* index -> position in sorted order */
    const char *p; /* parse position in the current line */
} Gen;

static void err(Gen *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: error: ", g->file, g->line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    g->errors++;
}

static _Noreturn void fatal(Gen *g, const char *what)
{
    fprintf(stderr, "%s:%d: error: too many %s (raise the limit in gen.c)\n",
            g->file, g->line, what);
    exit(1);
}

/* ---------------- lexing helpers ---------------- */

static void skip_ws(Gen *g)
{
    while (*g->p == ' ' || *g->p == '\t')
        g->p++;
}

static bool word(Gen *g, char *out, size_t n)
{
    skip_ws(g);
    size_t k = 0;
    while ((isalnum((unsigned char)*g->p) || *g->p == '_') && k + 1 < n)
        out[k++] = *g->p++;
    out[k] = 0;
    return k > 0;
}

static bool eat(Gen *g, char ch)
{
    skip_ws(g);
    if (*g->p != ch)
        return false;
    g->p++;
    return true;
}

static int nt_id(Gen *g, const char *name)
{
    for (int i = 0; i < g->nnts; i++)
        if (!strcmp(g->nts[i], name))
            return i;
    if (g->nnts == MAX_NTS)
        fatal(g, "nonterminals");
    snprintf(g->nts[g->nnts], sizeof g->nts[0], "%s", name);
    return g->nnts++;
}

static int find_name(const char *const *names, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(names[i], s))
            return i;
    return -1;
}

static int find_set(Gen *g, const char *s)
{
    for (int i = 0; i < g->nsets; i++)
        if (!strcmp(g->sets[i].name, s))
            return i;
    return -1;
}

/* ---------------- directives ---------------- */

static void directive(Gen *g)
{
    char w[64], v[64];
    g->p++;
    word(g, w, sizeof w);
    if (!strcmp(w, "start")) {
        while (word(g, v, sizeof v)) {
            if (g->nstarts == MAX_STARTS)
                fatal(g, "start symbols");
            g->starts[g->nstarts++] = nt_id(g, v);
        }
    } else if (!strcmp(w, "typeset")) {
        if (g->nsets == MAX_SETS || !word(g, v, sizeof v))
            return err(g, "%%typeset needs a name and types");
        TypeSet *s = &g->sets[g->nsets++];
        snprintf(s->name, sizeof s->name, "%s", v);
        while (word(g, v, sizeof v)) {
            int vt = find_name(vt_names, NVTS, v);
            if (vt < 0 || s->n == MAX_SET_VTS)
                return err(g, "bad type '%s' in %%typeset %s", v, s->name);
            s->vts[s->n++] = vt;
        }
    } else {
        err(g, "unknown directive %%%s", w);
    }
}

/* ---------------- patterns ---------------- */

static int new_pat(Gen *g)
{
    if (g->npat == MAX_PAT)
        fatal(g, "pattern nodes");
    Pat *p = &g->pat[g->npat];
    *p = (Pat){.op = -1, .vt = -1, .set = -1, .nt = -1, .intr = -1};
    return g->npat++;
}

/* OP.type or OP.set; no suffix means any type. */
static void pat_type(Gen *g, Pat *p)
{
    char t[32];
    if (!eat(g, '.'))
        return;
    if (!word(g, t, sizeof t))
        return err(g, "expected a type after '.'");
    if ((p->vt = find_name(vt_names, NVTS, t)) >= 0)
        return;
    if ((p->set = find_set(g, t)) < 0)
        err(g, "unknown type or %%typeset '%s'", t);
}

static int parse_tree(Gen *g, int *leaves);
static int parse_operands(Gen *g, int k, const char *w, int *leaves);

/* `@llvm.nvvm.fabs.d`: an intrinsic by its full name. */
static int intrinsic_id(Gen *g)
{
    char name[MAX_NAME];
    size_t k = 0;
    g->p++; /* the '@' */
    while ((isalnum((unsigned char)*g->p) || *g->p == '_' || *g->p == '.') && k + 1 < sizeof name)
        name[k++] = *g->p++;
    name[k] = 0;
    if (k == 0)
        err(g, "expected an intrinsic name after '@'");
    for (int i = 0; i < g->nintrinsics; i++)
        if (!strcmp(g->intrinsics[i], name))
            return i;
    if (g->nintrinsics == MAX_INTRINSICS)
        fatal(g, "intrinsics");
    snprintf(g->intrinsics[g->nintrinsics], MAX_NAME, "%s", name);
    return g->nintrinsics++;
}

static int parse_tree(Gen *g, int *leaves)
{
    char w[64];
    skip_ws(g);
    if (*g->p == '@') {
        int k = new_pat(g);
        g->pat[k].op = find_name(op_names, NOPS, "INTRIN");
        g->pat[k].intr = intrinsic_id(g);
        snprintf(w, sizeof w, "@%s", g->intrinsics[g->pat[k].intr]);
        return parse_operands(g, k, w, leaves);
    }
    if (!word(g, w, sizeof w)) {
        err(g, "expected a pattern");
        return new_pat(g);
    }
    int k = new_pat(g);
    if (islower((unsigned char)w[0])) {
        int nt = nt_id(g, w);
        g->pat[k].nt = nt;
        g->used[nt] = true;
        (*leaves)++;
        return k;
    }
    if ((g->pat[k].op = find_name(op_names, NOPS, w)) < 0)
        err(g, "unknown DAG operation '%s' (see isel/dag/dagops.def)", w);
    return parse_operands(g, k, w, leaves);
}

/* The rest of an operation: its optional .type and (operands). */
static int parse_operands(Gen *g, int k, const char *w, int *leaves)
{
    pat_type(g, &g->pat[k]);
    if (eat(g, '(')) {
        do {
            if (g->pat[k].nkids == MAX_KIDS)
                return err(g, "more than %d operands", MAX_KIDS), k;
            int kid = parse_tree(g, leaves);
            g->pat[k].kids[g->pat[k].nkids++] = kid;
        } while (eat(g, ','));
        if (!eat(g, ')'))
            err(g, "expected ')'");
    }
    int op = g->pat[k].op;
    if (op >= 0 && op_arity[op] >= 0 && op_arity[op] != g->pat[k].nkids)
        err(g, "%s takes %d operands, not %d", w, op_arity[op], g->pat[k].nkids);
    return k;
}

static void parse_template(Gen *g, Rule *r)
{
    skip_ws(g);
    if (*g->p != '"')
        return err(g, "expected a \"template\"");
    const char *s = ++g->p;
    while (*g->p && *g->p != '"')
        g->p += (*g->p == '\\' && g->p[1]) ? 2 : 1;
    if (*g->p != '"')
        return err(g, "unterminated template");
    snprintf(r->tmpl, sizeof r->tmpl, "%.*s", (int)(g->p - s), s);
    g->p++;
}

/* `if NAME(k)`: the predicate looks at operand k of the rule's root, an
 * operation the pattern folds into the rule (FADD(reg, FMUL(reg, reg))
 * folds operand 1).  Saying which operand in the rule, rather than letting
 * the C function guess, lets check_dyn_kids() verify it. */
static void parse_dyn_kid(Gen *g, Rule *r)
{
    char k[8];
    if (!eat(g, '('))
        return;
    if (!word(g, k, sizeof k) || !isdigit((unsigned char)k[0]) || !eat(g, ')'))
        return err(g, "expected 'if %s(N)', N an operand number", r->dyn);
    r->dyn_kid = atoi(k);
}

/* Options after the cost: `if NAME`, `if NAME(k)`, `ptx NN`, `feat NAME`. */
static void parse_options(Gen *g, Rule *r)
{
    char w[64], v[64];
    while (word(g, w, sizeof w)) {
        if (!word(g, v, sizeof v))
            return err(g, "'%s' needs an argument", w);
        if (!strcmp(w, "if")) {
            snprintf(r->dyn, sizeof r->dyn, "%s", v);
            parse_dyn_kid(g, r);
        } else if (!strcmp(w, "ptx"))
            r->ptx = atoi(v);
        else if (!strcmp(w, "feat"))
            snprintf(r->feat, sizeof r->feat, "%s", v);
        else
            return err(g, "unknown rule option '%s'", w);
    }
    skip_ws(g);
    if (*g->p && *g->p != '#')
        err(g, "unexpected text '%s'", g->p);
}

static void parse_rule(Gen *g)
{
    char lhs[64];
    if (g->nrules == MAX_RULES)
        fatal(g, "rules");
    Rule *r = &g->rules[g->nrules];
    *r = (Rule){.line = g->line, .chain_nt = -1, .dyn_kid = -1};
    if (!word(g, lhs, sizeof lhs) || !islower((unsigned char)lhs[0]) || !eat(g, ':'))
        return err(g, "expected 'nonterminal:' at the start of a rule");
    r->lhs = nt_id(g, lhs);
    g->defined[r->lhs] = true;
    r->pat = parse_tree(g, &r->nleaves);
    if (g->pat[r->pat].op < 0)
        r->chain_nt = g->pat[r->pat].nt;
    parse_template(g, r);
    skip_ws(g);
    char *end;
    r->cost = strtoll(g->p, &end, 10);
    if (end == g->p)
        return err(g, "expected a cost");
    g->p = end;
    parse_options(g, r);
    if (r->nleaves > 10)
        err(g, "more than ISEL_MAX_RULE_KIDS (10) nonterminal leaves");
    /* %0..%9 name the nonterminal leaves only (a CONST.i1 operand is not
     * one): a placeholder past them would read no operand at all.  A
     * chain rule's %0 is the inner nonterminal. */
    for (const char *t = r->tmpl; (t = strchr(t, '%')) != NULL; t += 2) {
        if (t[1] == '%' || t[1] == 0)
            continue;
        if (t[1] >= '0' && t[1] <= '9' && t[1] - '0' >= (r->chain_nt >= 0 ? 1 : r->nleaves))
            err(g, "the template names %%%c, but the pattern has %d operand%s", t[1],
                r->nleaves, r->nleaves == 1 ? "" : "s");
        if (t[1] == 'T' && t[2] && t[3])
            t += 2; /* %Tc0: a temporary, not an operand */
    }
    g->nrules++;
}

static void parse_file(Gen *g, FILE *in)
{
    char buf[MAX_LINE * 2];
    while (fgets(buf, sizeof buf, in)) {
        g->line++;
        buf[strcspn(buf, "\n")] = 0;
        g->p = buf;
        skip_ws(g);
        if (*g->p == '#' || *g->p == 0)
            continue;
        if (*g->p == '%')
            directive(g);
        else
            parse_rule(g);
    }
}

/* ---------------- type expansion ---------------- */

/* The type set a rule's pattern ranges over, or -1.  All sets in one rule
 * must be the same set: they vary together. */
static int rule_set(Gen *g, int k, int set)
{
    Pat *p = &g->pat[k];
    if (p->set >= 0) {
        if (set >= 0 && set != p->set)
            err(g, "two different type sets in one rule");
        set = p->set;
    }
    for (int i = 0; i < p->nkids; i++)
        set = rule_set(g, p->kids[i], set);
    return set;
}

static int copy_bound(Gen *g, int k, int vt)
{
    int c = new_pat(g);
    g->pat[c] = g->pat[k];
    if (g->pat[c].set >= 0)
        g->pat[c].vt = vt, g->pat[c].set = -1;
    for (int i = 0; i < g->pat[c].nkids; i++) {
        int kid = copy_bound(g, g->pat[k].kids[i], vt);
        g->pat[c].kids[i] = kid;
    }
    return c;
}

/* Replace each rule over a type set by one rule per member. */
static void expand(Gen *g, Rule *out, int *nout)
{
    for (int i = 0; i < g->nrules; i++) {
        Rule *r = &g->rules[i];
        g->line = r->line;
        int set = rule_set(g, r->pat, -1);
        if (set < 0) {
            out[(*nout)++] = *r;
            continue;
        }
        for (int j = 0; j < g->sets[set].n; j++) {
            if (*nout == MAX_RULES)
                fatal(g, "rules after type expansion");
            out[*nout] = *r;
            out[(*nout)++].pat = copy_bound(g, r->pat, g->sets[set].vts[j]);
        }
    }
}

/* ---------------- checks ---------------- */

static bool pat_equal(Gen *g, int a, int b)
{
    Pat *x = &g->pat[a], *y = &g->pat[b];
    if (x->op != y->op || x->vt != y->vt || x->nt != y->nt || x->nkids != y->nkids ||
        x->intr != y->intr)
        return false;
    for (int i = 0; i < x->nkids; i++)
        if (!pat_equal(g, x->kids[i], y->kids[i]))
            return false;
    return true;
}

static void check_duplicates(Gen *g)
{
    for (int i = 0; i < g->nrules; i++)
        for (int j = 0; j < i; j++) {
            Rule *a = &g->rules[i], *b = &g->rules[j];
            if (a->lhs == b->lhs && !strcmp(a->dyn, b->dyn) && a->dyn_kid == b->dyn_kid &&
                !strcmp(a->feat, b->feat) && pat_equal(g, a->pat, b->pat) &&
                (a->cost == b->cost || !strcmp(a->tmpl, b->tmpl))) {
                g->line = a->line;
                err(g, "rule duplicates the rule at line %d", b->line);
            }
        }
}

/* `if NAME(k)`: operand k of the pattern's root must be an operation the
 * rule folds (not a nonterminal leaf, which is computed apart and may be
 * any node), and a predicate takes an operand number in every rule that
 * names it or in none (its C signature differs). */
static void check_dyn_kids(Gen *g)
{
    for (int i = 0; i < g->nrules; i++) {
        Rule *r = &g->rules[i];
        const Pat *root = &g->pat[r->pat];
        if (i > 0 && g->rules[i - 1].line == r->line)
            continue; /* another type of the same line: said once */
        g->line = r->line;
        if (r->dyn_kid >= 0 && (r->dyn_kid >= root->nkids || g->pat[root->kids[r->dyn_kid]].op < 0))
            err(g, "'if %s(%d)': operand %d of the pattern is not an operation the rule folds",
                r->dyn, r->dyn_kid, r->dyn_kid);
        for (int j = 0; j < i && r->dyn[0]; j++)
            if (!strcmp(r->dyn, g->rules[j].dyn)) { /* the first rule naming it */
                if ((r->dyn_kid < 0) != (g->rules[j].dyn_kid < 0))
                    err(g, "'if %s' takes an operand number here but not at line %d, or "
                           "the reverse", r->dyn, g->rules[j].line);
                break;
            }
    }
}

static void mark_reachable(Gen *g, int k, bool *reach);

static void reach_nt(Gen *g, int nt, bool *reach)
{
    if (reach[nt])
        return;
    reach[nt] = true;
    for (int i = 0; i < g->nrules; i++)
        if (g->rules[i].lhs == nt)
            mark_reachable(g, g->rules[i].pat, reach);
}

static void mark_reachable(Gen *g, int k, bool *reach)
{
    if (g->pat[k].op < 0)
        reach_nt(g, g->pat[k].nt, reach);
    for (int i = 0; i < g->pat[k].nkids; i++)
        mark_reachable(g, g->pat[k].kids[i], reach);
}

static void check_nonterminals(Gen *g)
{
    bool reach[MAX_NTS] = {false};
    if (g->nstarts == 0)
        err(g, "no %%start nonterminal");
    for (int i = 0; i < g->nstarts; i++)
        reach_nt(g, g->starts[i], reach);
    for (int nt = 0; nt < g->nnts; nt++) {
        if (!g->defined[nt])
            err(g, "nonterminal '%s' is used but no rule defines it", g->nts[nt]);
        else if (!reach[nt])
            err(g, "nonterminal '%s' is unreachable from the %%start symbols", g->nts[nt]);
    }
}

static bool op_used(Gen *g, int op)
{
    for (int k = 0; k < g->npat; k++)
        if (g->pat[k].op == op)
            return true;
    return false;
}

/* ---------------- templates ---------------- */

/* The instruction table's rows (targets/ptxinsn.def): a template names an
 * instruction by its name (ptxop_lookup), the generated table by its
 * opcode. */
static const char *const insn_ids[] = {
#define ID(id, name, ptx, feat) "PI_" #id,
    PTX_INSNS(ID)
#undef ID
};

/* The classes of template temporaries, %T<letter><n>: the letters of
 * inline asm constraints (h .b16, r .b32, l .b64, f .f32, d .f64, c .b8,
 * q .b128), and p for a predicate. */
static const struct {
    char letter;
    const char *rc;
} temp_classes[] = {
    {'p', "RC_P"}, {'h', "RC_RS"}, {'r', "RC_R"}, {'l', "RC_RD"},
    {'f', "RC_F"}, {'d', "RC_FD"}, {'c', "RC_B8"}, {'q', "RC_B128"},
};

/* Placeholders that may stand in an operand, and in a mnemonic (reduce.c
 * fills both in per node; see the top of nvptx.md). */
static const char op_placeholders[] = "dDcLMFG0123456789";
static const char mnemonic_placeholders[] = "submnSUBAV%CKz";

static bool is_insn(const char *tmpl)
{
    size_t n = strlen(tmpl);
    return n > 0 && tmpl[n - 1] == ';';
}

/* What an operand template compiles to (TmplOpKind of isel/isel.h, which
 * the generated C names). */
enum { K_PH, K_TEMP, K_IMM, K_SPECIAL, K_SYM, K_ADDR, K_GROUP };

/* One template's compilation into C initializers: its sub-arrays are
 * written to f (NULL: only checked) as they are made, before the arrays
 * that point at them; names are t<rule>_<n>. */
typedef struct Tc {
    Gen *g;
    FILE *f;
    int rule, nsub;
    bool label; /* the line names %L or %M */
    int nlines; /* the lines compiled so far: opcode, modifiers */
    int line_op[MAX_KIDS];
    char line_mods[MAX_KIDS][MAX_NAME];
} Tc;

enum { INIT_MAX = 160, ARRAY_NAME_MAX = 24 };

/* The end of the operand starting at p in a list ending at end: the next
 * ',' outside brackets, or end. */
static const char *operand_end(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; p++) {
        if (*p == '[' || *p == '{' || *p == '(')
            depth++;
        else if (*p == ']' || *p == '}' || *p == ')')
            depth--;
        else if (*p == ',' && !depth)
            return p;
    }
    return end;
}

static bool is_ident(const char *s, size_t len, bool dots)
{
    if (!len || isdigit((unsigned char)s[0]))
        return false;
    for (size_t i = 0; i < len; i++)
        if (!(isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '$' || (dots && s[i] == '.')))
            return false;
    return true;
}

/* A canonical decimal: an optional '-', digits, no leading zero. */
static bool is_decimal(const char *s, size_t len)
{
    size_t i = len && s[0] == '-';
    if (i == len || len - i > 18 || (s[i] == '0' && len - i > 1))
        return false;
    for (; i < len; i++)
        if (!isdigit((unsigned char)s[i]))
            return false;
    return true;
}

/* 0f3F800000, 0d..., 0x3C00: an immediate spelled in bits. */
static bool is_bits(const char *s, size_t len)
{
    if (len < 3 || s[0] != '0' || !strchr("fdx", s[1]))
        return false;
    for (size_t i = 2; i < len; i++)
        if (!isxdigit((unsigned char)s[i]))
            return false;
    return true;
}

static bool compile_op(Tc *t, const char *p, const char *end, char *out, int *kind);

/* The operands of a list [p, end) (", " between them) into a new array;
 * out gets its name, *n their number. */
static bool compile_list(Tc *t, const char *p, const char *end, char *out, int *n)
{
    char (*init)[INIT_MAX] = calloc(MAX_KIDS * 2 + 1, INIT_MAX);
    bool ok = true;
    *n = 0;
    for (const char *q = p; q < end && ok; (*n)++) {
        const char *oe = operand_end(q, end);
        int kind;
        if (*n == MAX_KIDS * 2 || (oe < end && (oe + 1 >= end || oe[1] != ' ')))
            ok = false, err(t->g, "template operands '%.*s': at most %d, separated by \", \"",
                            (int)(end - p), p, MAX_KIDS * 2);
        else
            ok = compile_op(t, q, oe, init[*n], &kind);
        q = oe < end ? oe + 2 : end;
    }
    snprintf(out, ARRAY_NAME_MAX, "t%d_%d", t->rule, t->nsub++);
    if (ok && t->f) {
        fprintf(t->f, "static const TmplOp %s[] = {", out);
        for (int k = 0; k < *n; k++)
            fprintf(t->f, "%s%s", k ? ", " : "", init[k]);
        fputs("};\n", t->f);
    }
    free(init);
    return ok;
}

/* [base], [base+off] or a tensor's [map, {coordinates}]: [p, end) is
 * inside the brackets.  The base is one placeholder, temporary, special
 * register, symbol or immediate; the offset a placeholder or a number. */
static bool compile_addr(Tc *t, const char *p, const char *end, char *out)
{
    char name[ARRAY_NAME_MAX];
    int n, kind, okind;
    if (operand_end(p, end) < end) {
        if (!compile_list(t, p, end, name, &n))
            return false;
        snprintf(out, INIT_MAX, "{.kind = TMPL_ADDR, .n = %d, .sub = %s}", n, name);
        return true;
    }
    const char *plus = memchr(p, '+', (size_t)(end - p));
    char init[2][INIT_MAX];
    if (!compile_op(t, p, plus ? plus : end, init[0], &kind) ||
        (plus && !compile_op(t, plus + 1, end, init[1], &okind)))
        return false;
    bool off_ok = !plus || okind == K_IMM || (okind == K_PH && (isdigit((unsigned char)plus[2]) ||
                                                                plus[2] == 'c'));
    if (kind == K_ADDR || kind == K_GROUP || !off_ok) {
        err(t->g, "address '[%.*s]': the base is one operand, the offset a placeholder or a "
                  "number", (int)(end - p), p);
        return false;
    }
    snprintf(name, sizeof name, "t%d_%d", t->rule, t->nsub++);
    if (t->f)
        fprintf(t->f, "static const TmplOp %s[] = {%s%s%s};\n", name, init[0], plus ? ", " : "",
                plus ? init[1] : "");
    snprintf(out, INIT_MAX, "{.kind = TMPL_ADDR, .n = 1, .has_off = %s, .sub = %s}",
             plus ? "true" : "false", name);
    return true;
}

/* One operand [p, end) of a template into its initializer (out) and
 * kind; false, after an error, for a form the reducer does not build. */
static bool compile_op(Tc *t, const char *p, const char *end, char *out, int *kind)
{
    size_t len = (size_t)(end - p);
    char name[ARRAY_NAME_MAX];
    int n;
    *kind = K_IMM;
    if (len == 2 && p[0] == '%' && p[1] && strchr(op_placeholders, p[1])) {
        t->label |= p[1] == 'L' || p[1] == 'M';
        *kind = K_PH;
        snprintf(out, INIT_MAX, "{.kind = TMPL_PH, .ch = '%c'}", p[1]);
        return true;
    }
    if (len == 4 && p[0] == '%' && p[1] == 'T') {
        for (size_t k = 0; k < sizeof temp_classes / sizeof *temp_classes; k++)
            if (temp_classes[k].letter == p[2] && isdigit((unsigned char)p[3])) {
                *kind = K_TEMP;
                snprintf(out, INIT_MAX, "{.kind = TMPL_TEMP, .rc = %s, .val = %c}",
                         temp_classes[k].rc, p[3]);
                return true;
            }
        err(t->g, "malformed temporary '%.4s' (%%T, a class letter of phlfdcq, a digit)", p);
        return false;
    }
    if (len > 2 && p[0] == '[' && end[-1] == ']') {
        *kind = K_ADDR;
        return compile_addr(t, p + 1, end - 1, out);
    }
    if (len >= 2 && p[0] == '{' && end[-1] == '}') {
        *kind = K_GROUP;
        if (len == 2) {
            snprintf(out, INIT_MAX, "{.kind = TMPL_GROUP}");
            return true;
        }
        if (!compile_list(t, p + 1, end - 1, name, &n))
            return false;
        snprintf(out, INIT_MAX, "{.kind = TMPL_GROUP, .n = %d, .sub = %s}", n, name);
        return true;
    }
    if (len > 2 && p[0] == '%' && p[1] == '%' && is_ident(p + 2, len - 2, true) && len < 64) {
        *kind = K_SPECIAL;
        snprintf(out, INIT_MAX, "{.kind = TMPL_SPECIAL, .s = \"%.*s\"}", (int)len - 1, p + 1);
        return true;
    }
    if (is_decimal(p, len)) {
        snprintf(out, INIT_MAX, "{.kind = TMPL_IMM, .val = %.*s}", (int)len, p);
        return true;
    }
    if (is_bits(p, len) && len < 64) {
        snprintf(out, INIT_MAX, "{.kind = TMPL_IMM, .s = \"%.*s\"}", (int)len, p);
        return true;
    }
    if (is_ident(p, len, false) && len < 64) {
        *kind = K_SYM;
        snprintf(out, INIT_MAX, "{.kind = TMPL_SYM, .s = \"%.*s\"}", (int)len, p);
        return true;
    }
    err(t->g, "template operand '%.*s' is none of: a placeholder (%%d %%0 ...), a temporary "
              "(%%Tr0), %%%%special, a number, 0f/0d/0x bits, a symbol, [address], {group}",
        (int)len, p);
    return false;
}

/* The mnemonic [p, end): its name must be a row of targets/ptxinsn.def
 * (the opcode), the rest is the modifiers, whose placeholders must be
 * ones that a mnemonic may hold. */
static bool compile_mnemonic(Tc *t, const char *p, const char *end, int *insn)
{
    size_t n = 0;
    while (p + n < end && (islower((unsigned char)p[n]) || isdigit((unsigned char)p[n]) || p[n] == '_'))
        n++;
    *insn = n ? ptxop_lookup(p, n) : -1;
    if (*insn < 0) {
        err(t->g, "instruction '%.*s' is not in targets/ptxinsn.def", (int)n, p);
        return false;
    }
    for (const char *q = p + n; q < end; q++)
        if (*q == '%' && (q + 1 == end || !strchr(mnemonic_placeholders, q[1]))) {
            err(t->g, "'%%%c' cannot stand in a mnemonic ('%.*s')", q + 1 < end ? q[1] : ' ',
                (int)(end - p), p);
            return false;
        } else if (*q == '%') {
            q++;
        } else if (*q == ' ' || *q == '"' || *q == '\\') {
            err(t->g, "bad character in mnemonic '%.*s'", (int)(end - p), p);
            return false;
        }
    return true;
}

/* One instruction line [p, end) ("[@[!]%0 ]name.mods op, op;") into the
 * initializer of a TmplLine. */
static bool compile_line(Tc *t, const char *p, const char *end, char *out, size_t cap)
{
    char guard[ARRAY_NAME_MAX] = "NULL", ops[ARRAY_NAME_MAX] = "NULL", init[INIT_MAX];
    bool neg = false;
    int kind, insn, nops = 0;
    t->label = false;
    if (end == p || end[-1] != ';' || memchr(p, ';', (size_t)(end - p)) != end - 1) {
        err(t->g, "template line '%.*s' does not end in one ';'", (int)(end - p), p);
        return false;
    }
    end--;
    if (*p == '@') {
        neg = p[1] == '!';
        const char *sp = memchr(p, ' ', (size_t)(end - p));
        if (!sp || !compile_op(t, p + 1 + neg, sp, init, &kind) ||
            (kind != K_PH && kind != K_TEMP)) {
            err(t->g, "guard of '%.*s': @%%N or @!%%N (a predicate)", (int)(end - p), p);
            return false;
        }
        snprintf(guard, sizeof guard, "t%d_%d", t->rule, t->nsub++);
        if (t->f)
            fprintf(t->f, "static const TmplOp %s[] = {%s};\n", guard, init);
        p = sp + 1;
    }
    const char *mend = p;
    while (mend < end && *mend != ' ')
        mend++;
    if (!compile_mnemonic(t, p, mend, &insn))
        return false;
    if (mend < end && (mend + 1 >= end || mend[1] == ' ')) {
        err(t->g, "one space between the mnemonic and the operands ('%.*s')", (int)(end - p), p);
        return false;
    }
    if (mend < end && !compile_list(t, mend + 1, end, ops, &nops))
        return false;
    size_t n = strlen(ptxop_name((PtxOp)insn));
    t->line_op[t->nlines] = insn;
    snprintf(t->line_mods[t->nlines++], MAX_NAME, "%.*s", (int)(mend - p - n), p + n);
    snprintf(out, cap, "{%s, \"%.*s\", %s, %s, %d, %s, %s}", insn_ids[insn], (int)(mend - p - n),
             p + n, guard, neg ? "true" : "false", nops, ops, t->label ? "true" : "false");
    return true;
}

/* Rule i's template, compiled: an operand template into the TmplOp
 * t<i>_op, an instruction template into the TmplLine array t<i>_lines
 * (and each line's opcode and modifiers into *tc, when given).  Returns
 * the number of lines (0: an operand template). */
static int compile_template(Gen *g, FILE *f, int i, Tc *tc)
{
    Rule *r = &g->rules[i];
    Tc t0, *tp = tc ? tc : &t0;
    *tp = (Tc){.g = g, .f = f, .rule = i};
    const char *s = r->tmpl, *end = s + strlen(s);
    g->line = r->line;
    if (!is_insn(s) && strchr(s, ' ')) {
        err(g, "template '%s': an instruction ends in ';', an operand has no space", s);
        return 0;
    }
    if (!is_insn(s)) {
        char init[INIT_MAX];
        int kind;
        if (compile_op(tp, s, end, init, &kind) && f)
            fprintf(f, "static const TmplOp t%d_op = %s;\n", i, init);
        return 0;
    }
    char lines[MAX_KIDS][2 * INIT_MAX];
    int n = 0;
    for (const char *p = s; p < end; n++) {
        const char *nl = strstr(p, "\\n");
        nl = nl ? nl : end;
        if (n == MAX_KIDS) {
            err(g, "more than %d instructions in one template", MAX_KIDS);
            return 0;
        }
        if (!compile_line(tp, p, nl, lines[n], sizeof lines[n]))
            return 0;
        p = nl < end ? nl + 2 : end;
    }
    if (f) {
        fprintf(f, "static const TmplLine t%d_lines[] = {\n", i);
        for (int k = 0; k < n; k++)
            fprintf(f, "    %s,\n", lines[k]);
        fputs("};\n", f);
    }
    return n;
}

/* The features, by their names in nvptx.md (FEAT_<name>). */
static const char *const feat_ids[] = {
#define FEAT_ID(e, id, ...) #id,
    TNV_FEATURES(FEAT_ID, 0)
#undef FEAT_ID
};

/* Does the instruction table already give rule r's instructions (tc)
 * what its gate says, on target t?  The same availability, and, where
 * available, at least the PTX version. */
static bool table_implies(const Tc *tc, const Rule *r, int feat, const Target *t)
{
    bool rule_ok = feat < 0 || target_has(t, (Feature)feat), table_ok = true;
    unsigned rule_ptx = (unsigned)r->ptx, table_ptx = 0;
    if (feat >= 0 && target_feature_ptx(t, (Feature)feat) > rule_ptx)
        rule_ptx = target_feature_ptx(t, (Feature)feat);
    for (int k = 0; k < tc->nlines; k++) {
        PtxNeed nd = ptxop_need(t, (PtxOp)tc->line_op[k], tc->line_mods[k]);
        table_ptx = nd.ptx > table_ptx ? nd.ptx : table_ptx;
        for (int j = 0; j < PTXOP_MAX_FEATS && nd.feat[j] >= 0; j++)
            table_ok = table_ok && target_has(t, (Feature)nd.feat[j]);
    }
    return rule_ok == table_ok && (!rule_ok || rule_ptx <= table_ptx);
}

/* `ptx NN` / `feat NAME` on a rule are for what the instruction table
 * cannot see, an operand (a special register, a texture reference): one
 * that the table implies on every target repeats targets/ptxinsn.def
 * (one table per fact) and is an error.  Such a rule's modifiers must
 * be free of placeholders, so that the table can be asked here. */
static void check_gates(Gen *g)
{
    for (int i = 0; i < g->nrules; i++) {
        Rule *r = &g->rules[i];
        if ((!r->ptx && !r->feat[0]) || (i > 0 && g->rules[i - 1].line == r->line))
            continue;
        int feat = r->feat[0] ? find_name(feat_ids, FEAT_COUNT, r->feat) : -1;
        Tc tc;
        g->line = r->line;
        if (r->feat[0] && feat < 0) {
            err(g, "unknown feature '%s' (targets/features.def)", r->feat);
            continue;
        }
        if (!compile_template(g, NULL, i, &tc) || tc.nlines == 0)
            continue; /* said already, or an operand template (ungated) */
        bool placeholders = false, implied = true;
        for (int k = 0; k < tc.nlines; k++)
            placeholders |= strchr(tc.line_mods[k], '%') != NULL;
        if (placeholders) {
            err(g, "a rule with `ptx` or `feat` must spell its modifiers without "
                   "placeholders (targets/ptxinsn.def gates the instructions themselves)");
            continue;
        }
        for (size_t t = 0; t < target_count() && implied; t++)
            implied = table_implies(&tc, r, feat, target_at(t));
        char gate[96] = "";
        if (r->ptx)
            snprintf(gate, sizeof gate, "ptx %d%s", r->ptx, r->feat[0] ? " " : "");
        if (r->feat[0])
            snprintf(gate + strlen(gate), sizeof gate - strlen(gate), "feat %s", r->feat);
        if (implied)
            err(g, "'%s' repeats what targets/ptxinsn.def says of '%s%s' on every target: "
                   "drop it (a rule's gate is only for what the table cannot see, an operand)",
                gate, ptxop_name((PtxOp)tc.line_op[0]), tc.line_mods[0]);
    }
}

/* Every template compiles (before anything is written). */
static void check_templates(Gen *g)
{
    for (int i = 0; i < g->nrules; i++)
        if (i == 0 || g->rules[i - 1].line != g->rules[i].line) /* once per line */
            compile_template(g, NULL, i, NULL);
}

static void check_coverage(Gen *g)
{
    for (int op = 0; op < NOPS; op++)
        if (!(op_flags[op] & DOP_HAND) && !op_used(g, op))
            err(g, "DAG operation %s is covered by no rule (add one, or mark it "
                   "DOP_HAND in isel/dag/dagops.def)", op_names[op]);
}

/* ---------------- output ---------------- */

static void print_pat(Gen *g, FILE *f, int k)
{
    Pat *p = &g->pat[k];
    if (p->op < 0) {
        fputs(g->nts[p->nt], f);
        return;
    }
    if (p->intr >= 0)
        fprintf(f, "@%s", g->intrinsics[p->intr]);
    else
        fputs(op_names[p->op], f);
    if (p->vt >= 0)
        fprintf(f, ".%s", vt_names[p->vt]);
    if (!p->nkids)
        return;
    fputc('(', f);
    for (int i = 0; i < p->nkids; i++) {
        if (i)
            fputs(", ", f);
        print_pat(g, f, p->kids[i]);
    }
    fputc(')', f);
}

/* The rule as text, for the comment and for --dump=isel (inside a C
 * string, a template's \n stays the two characters it is in nvptx.md, so
 * that a rule of several instructions still dumps as one line). */
static void print_rule(Gen *g, FILE *f, const Rule *r, bool in_c_string)
{
    fprintf(f, "%s: ", g->nts[r->lhs]);
    print_pat(g, f, r->pat);
    fputs(in_c_string ? " \\\"" : " \"", f);
    for (const char *p = r->tmpl; *p; p++) {
        if (in_c_string && *p == '\\')
            fputc('\\', f); /* doubled: the C string keeps the backslash */
        fputc(*p, f);
    }
    fprintf(f, in_c_string ? "\\\" %lld" : "\" %lld", r->cost);
    if (r->dyn[0])
        fprintf(f, " if %s", r->dyn);
    if (r->dyn_kid >= 0)
        fprintf(f, "(%d)", r->dyn_kid);
    if (r->ptx)
        fprintf(f, " ptx %d", r->ptx);
    if (r->feat[0])
        fprintf(f, " feat %s", r->feat);
}

static void write_header(Gen *g, FILE *h)
{
    fprintf(h, "/* Generated by isel/select/gen.c from %s -- do not edit. */\n", g->file);
    fputs("#ifndef TNVCC_ISEL_TABLES_H\n#define TNVCC_ISEL_TABLES_H\n", h);
    fputs("/* Nonterminals (0 is unused). */\nenum {\n", h);
    for (int i = 0; i < g->nnts; i++)
        fprintf(h, "    NT_%s = %d,\n", g->nts[i], i + 1);
    fprintf(h, "    NT__COUNT = %d\n};\n#define ISEL_NRULES %d\n#endif\n", g->nnts + 1,
            g->nrules);
}

static void write_pats(Gen *g, FILE *c)
{
    fputs("/* Pattern trees: {op, type, nonterminal, intrinsic, #kids, {kids}}. */\n", c);
    fputs("const PatNode isel_pat[] = {\n", c);
    for (int k = 0; k < g->npat; k++) {
        Pat *p = &g->pat[k];
        fprintf(c, "    /* %4d */ {%s%s, %s, %d, %d, %d, {", k, p->op >= 0 ? "DOP_" : "",
                p->op >= 0 ? op_names[p->op] : "-1", p->vt >= 0 ? vt_enums[p->vt] : "-1",
                p->nt >= 0 ? p->nt + 1 : 0, p->intr >= 0 ? g->intr_rank[p->intr] + 1 : 0,
                p->nkids);
        for (int i = 0; i < MAX_KIDS; i++)
            fprintf(c, "%s%d", i ? ", " : "", p->kids[i]);
        fputs("}},\n", c);
    }
    fputs("};\n\n", c);
}

/* The compiled templates, once per line of nvptx.md (the rules a type
 * set expands to share theirs). */
static void write_templates(Gen *g, FILE *c)
{
    fputs("/* Templates, compiled: operands (TmplOp) and instruction lines\n"
          " * (TmplLine: opcode, modifiers, guard, negated, #operands, operands,\n"
          " * names a branch target). */\n", c);
    for (int i = 0; i < g->nrules; i++) {
        Rule *r = &g->rules[i];
        if (i > 0 && g->rules[i - 1].line == r->line) {
            r->tmpl_rule = g->rules[i - 1].tmpl_rule;
            r->nlines = g->rules[i - 1].nlines;
            continue;
        }
        r->tmpl_rule = i;
        r->nlines = compile_template(g, c, i, NULL);
    }
    fputc('\n', c);
}

static void write_rule(Gen *g, FILE *c, int i)
{
    Rule *r = &g->rules[i];
    fprintf(c, "    /* rule %d, line %d: ", i, r->line);
    print_rule(g, c, r, false);
    fputs(" */\n", c);
    char dyn[96] = "NULL";
    if (r->dyn[0] && r->dyn_kid >= 0)
        snprintf(dyn, sizeof dyn, "dyn_%s_kid%d", r->dyn, r->dyn_kid);
    else if (r->dyn[0])
        snprintf(dyn, sizeof dyn, "isel_dyn_%s", r->dyn);
    fprintf(c, "    {NT_%s, %d, %d, %lld, %s, %s%s, %d, %s,\n", g->nts[r->lhs],
            r->chain_nt >= 0 ? r->chain_nt + 1 : -1, r->pat, r->cost, dyn,
            r->feat[0] ? "FEAT_" : "-1", r->feat, r->ptx, is_insn(r->tmpl) ? "true" : "false");
    if (r->nlines)
        fprintf(c, "     t%d_lines, %d, NULL,\n     \"", r->tmpl_rule, r->nlines);
    else
        fprintf(c, "     NULL, 0, &t%d_op,\n     \"", r->tmpl_rule);
    print_rule(g, c, r, true);
    fprintf(c, "\", %d},\n", r->line);
}

/* A predicate that takes an operand number (`if NAME(k)`) gets, per k
 * used, a wrapper of the IselDynCost signature that passes k. */
static void write_dyn_protos(Gen *g, FILE *c)
{
    fputs("/* Dynamic costs and predicates (isel/select/preds.c). */\n", c);
    for (int i = 0; i < g->nrules; i++) {
        const Rule *r = &g->rules[i];
        bool first = r->dyn[0] != 0, first_kid = first;
        for (int j = 0; j < i; j++) {
            bool same = !strcmp(g->rules[j].dyn, r->dyn);
            first = first && !same;
            first_kid = first_kid && !(same && g->rules[j].dyn_kid == r->dyn_kid);
        }
        if (first)
            fprintf(c, "int64_t isel_dyn_%s(const IselCtx *c, const DagNode *n%s);\n", r->dyn,
                    r->dyn_kid >= 0 ? ", unsigned kid" : "");
        if (first_kid && r->dyn_kid >= 0)
            fprintf(c, "static int64_t dyn_%s_kid%d(const IselCtx *c, const DagNode *n)\n"
                       "{\n    return isel_dyn_%s(c, n, %d);\n}\n",
                    r->dyn, r->dyn_kid, r->dyn, r->dyn_kid);
    }
    fputc('\n', c);
}

/* Rules whose pattern root is intrinsic r (sorted number r, from 1): the
 * labeler tries only those on an INTRIN node, not every intrinsic rule. */
static void write_intr_index(Gen *g, FILE *c)
{
    fputs("};\n\n/* Rules by the intrinsic at their pattern's root. */\n"
          "const uint16_t isel_intr_rules[] = {\n", c);
    int n = 0;
    static int first[MAX_INTRINSICS + 2];
    for (int r = 0; r < g->nintrinsics; r++) {
        first[r + 1] = n;
        for (int i = 0; i < g->nrules; i++) {
            Pat *p = &g->pat[g->rules[i].pat];
            if (p->intr >= 0 && g->intr_rank[p->intr] == r)
                fprintf(c, "    %d, /* @%s */\n", i, g->intrinsics[p->intr]), n++;
        }
    }
    first[0] = 0;
    first[g->nintrinsics + 1] = n;
    fputs("    0};\nconst uint16_t isel_intr_first[] = {0", c);
    for (int r = 1; r <= g->nintrinsics + 1; r++)
        fprintf(c, ", %d", first[r]);
}

static void write_index(Gen *g, FILE *c)
{
    fputs("/* Rules by the operation at their pattern's root. */\n", c);
    fputs("const uint16_t isel_op_rules[] = {\n", c);
    int first[NOPS + 1], n = 0;
    for (int op = 0; op < NOPS; op++) {
        first[op] = n;
        for (int i = 0; i < g->nrules; i++)
            if (g->pat[g->rules[i].pat].op == op)
                fprintf(c, "    %d, /* %s */\n", i, op_names[op]), n++;
    }
    first[NOPS] = n;
    fputs("    0};\nconst uint16_t isel_op_first[] = {", c);
    for (int op = 0; op <= NOPS; op++)
        fprintf(c, "%s%d", op ? ", " : "", first[op]);
    write_intr_index(g, c);
    fputs("};\n\n/* Chain rules (nonterminal: nonterminal), in file order. */\n", c);
    fputs("const uint16_t isel_chain_rules[] = {", c);
    int nchain = 0;
    for (int i = 0; i < g->nrules; i++)
        if (g->rules[i].chain_nt >= 0)
            fprintf(c, "%s%d", nchain++ ? ", " : "", i);
    fprintf(c, "%s};\nconst unsigned isel_nchain_rules = %d;\n\n", nchain ? "" : "0", nchain);
}

/* Sort the intrinsic names (the DAG builder looks them up by binary
 * search); intr_rank maps each name's parse index to its sorted place. */
static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void rank_intrinsics(Gen *g)
{
    static const char *sorted[MAX_INTRINSICS];
    for (int i = 0; i < g->nintrinsics; i++)
        sorted[i] = g->intrinsics[i];
    qsort(sorted, (size_t)g->nintrinsics, sizeof *sorted, cmp_names);
    for (int i = 0; i < g->nintrinsics; i++)
        g->intr_rank[(sorted[i] - g->intrinsics[0]) / MAX_NAME] = i;
}

static void write_intrinsics(Gen *g, FILE *c)
{
    fputs("/* Intrinsics that patterns name (@...), sorted; a DAG node's intr is\n"
          " * its index here plus one. */\nconst char *const isel_intrinsic_names[] = {", c);
    for (int r = 0; r < g->nintrinsics; r++)
        for (int i = 0; i < g->nintrinsics; i++)
            if (g->intr_rank[i] == r)
                fprintf(c, "%s\n    \"%s\"", r ? "," : "", g->intrinsics[i]);
    fprintf(c, "%s};\nconst unsigned isel_nintrinsics = %d;\n\n", g->nintrinsics ? "" : "\"\"",
            g->nintrinsics);
}

static void write_source(Gen *g, FILE *c)
{
    fprintf(c, "/* Generated by isel/select/gen.c from %s -- do not edit.\n"
               " * Each rule entry: {lhs, chain nonterminal, pattern, cost, dynamic\n"
               " * cost, feature, min PTX, is-instruction, template lines, their\n"
               " * number, operand template, text, line}. */\n",
            g->file);
    fputs("#include \"isel/isel.h\"\n#include \"isel/tables.h\"\n\n", c);
    write_dyn_protos(g, c);
    fputs("const char *const isel_nt_names[] = {\"\"", c);
    for (int i = 0; i < g->nnts; i++)
        fprintf(c, ", \"%s\"", g->nts[i]);
    fprintf(c, "};\nconst unsigned isel_nnts = %d;\n\n", g->nnts + 1);
    write_intrinsics(g, c);
    write_pats(g, c);
    write_templates(g, c);
    fputs("const IselRule isel_rules[] = {\n", c);
    for (int i = 0; i < g->nrules; i++)
        write_rule(g, c, i);
    fprintf(c, "};\nconst unsigned isel_nrules = %d;\n\n", g->nrules);
    write_index(g, c);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: gen PATTERNS.md OUT.c OUT.h\n");
        return 2;
    }
    static Gen g; /* large; static only to keep it off the stack */
    static Rule expanded[MAX_RULES];
    g.file = argv[1];
    FILE *in = fopen(argv[1], "r");
    if (!in)
        return perror(argv[1]), 1;
    parse_file(&g, in);
    fclose(in);
    int n = 0;
    expand(&g, expanded, &n);
    memcpy(g.rules, expanded, sizeof(Rule) * (size_t)n);
    g.nrules = n;
    g.line = 0;
    check_nonterminals(&g);
    check_duplicates(&g);
    check_dyn_kids(&g);
    check_coverage(&g);
    check_templates(&g);
    check_gates(&g);
    rank_intrinsics(&g);
    if (g.errors) {
        fprintf(stderr, "%s: %d error(s); no tables written\n", g.file, g.errors);
        return 1;
    }
    FILE *c = fopen(argv[2], "w"), *h = fopen(argv[3], "w");
    if (!c || !h)
        return perror("gen: output"), 1;
    write_source(&g, c);
    write_header(&g, h);
    return (fclose(c) | fclose(h)) ? 1 : 0;
}
