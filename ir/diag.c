/*
 * ir/diag.c -- user-facing diagnostics and internal-bug reports.
 *
 * Duties:
 *   - Print errors, warnings and notes the way clang does:
 *         file:line:col: error: message
 *           <the source line>
 *               ^
 *     so that editors can jump to the spot and the user sees it at once.
 *     Line 0 means "no location": then only `file: error: message`.
 *   - Count errors and warnings, stop printing after max_errors (with one
 *     note saying so), and print the closing "N errors generated." line.
 *   - Warning groups (WARNING_GROUPS in ir/ir.h): "[-Wname]" after the
 *     message, and the -w / -Werror / -Wno-name options of DiagFlags.
 *   - Buffered mode (the driver's): every diagnostic is kept and printed by
 *     diag_summary in source order, notes after their error, as text or as
 *     a JSON array (-fdiagnostics-format=json) for tools.
 *   - internal_bug(): a tnvcc bug, never the user's fault: name the C file
 *     and line, ask for a report, abort.
 *
 * Invariants:
 *   - All state lives in the Diag the caller owns; there is no global state,
 *     so two compilations in one process keep separate counts.
 *   - Colour escape codes are written only when d->color is set.
 *   - The caret line copies tabs from the source line, so the caret lines
 *     up under the column whatever the terminal's tab width is.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* ANSI escapes, used only when d->color. */
#define C_BOLD "\033[1m"
#define C_RED "\033[1;31m"
#define C_MAGENTA "\033[1;35m"
#define C_CYAN "\033[1;36m"
#define C_GREEN "\033[1;32m"
#define C_RESET "\033[0m"

void diag_init(Diag *d, const Source *src, FILE *out)
{
    memset(d, 0, sizeof *d);
    d->src = src;
    d->out = out ? out : stderr;
}

static const char *level_word(DiagLevel lvl)
{
    switch (lvl) {
    case DIAG_ERROR: return "error";
    case DIAG_WARNING: return "warning";
    case DIAG_NOTE: return "note";
    }
    return "?";
}

static const char *level_color(DiagLevel lvl)
{
    switch (lvl) {
    case DIAG_ERROR: return C_RED;
    case DIAG_WARNING: return C_MAGENTA;
    case DIAG_NOTE: return C_CYAN;
    }
    return "";
}

/* Find the start of 1-based line `line` in the source, or NULL. */
static const char *find_line(const Source *src, uint32_t line, size_t *len)
{
    if (!src || !src->text || line == 0)
        return NULL;
    const char *p = src->text, *end = src->text + src->len;
    for (uint32_t l = 1; l < line; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl)
            return NULL;
        p = nl + 1;
    }
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    if (n > 0 && p[n - 1] == '\r')
        n--;
    *len = n;
    return p;
}

/* Quote the source line and put a caret under column `col`. */
/* Quote the source line and put a caret under the column.  A very long
 * line (generated code, a hostile input) is cut to a window of
 * CARET_WINDOW bytes around the column, marked with "...", so one error
 * never prints megabytes. */
enum { CARET_WINDOW = 160 };

static void print_caret(Diag *d, Loc loc)
{
    size_t len;
    const char *line = find_line(d->src, loc.line, &len);
    if (!line)
        return;
    size_t col = loc.col ? loc.col - 1 : 0; /* 0-based */
    size_t from = 0, to = len;
    if (len > CARET_WINDOW) {
        from = col > CARET_WINDOW / 2 ? col - CARET_WINDOW / 2 : 0;
        from = from > len ? len : from;
        to = from + CARET_WINDOW < len ? from + CARET_WINDOW : len;
    }
    const char *pre = from ? "..." : "", *post = to < len ? "..." : "";
    fprintf(d->out, "%s%.*s%s\n", pre, (int)(to - from), line + from, post);
    /* Pad with spaces, but copy tabs so the caret stays aligned. */
    fputs(from ? "   " : "", d->out);
    for (size_t i = from; i < col; i++)
        fputc(i < to && line[i] == '\t' ? '\t' : ' ', d->out);
    fprintf(d->out, "%s^%s\n", d->color ? C_GREEN : "", d->color ? C_RESET : "");
}

/* The `file:line:col: level: ` prefix. */
static void print_prefix(Diag *d, DiagLevel lvl, Loc loc)
{
    const char *file = d->src && d->src->name ? d->src->name : "tnvcc";
    if (d->color)
        fputs(C_BOLD, d->out);
    if (loc.line == 0)
        fprintf(d->out, "%s: ", file);
    else if (loc.col == 0)
        fprintf(d->out, "%s:%u: ", file, loc.line);
    else
        fprintf(d->out, "%s:%u:%u: ", file, loc.line, loc.col);
    if (d->color)
        fprintf(d->out, "%s%s: " C_RESET C_BOLD, level_color(lvl), level_word(lvl));
    else
        fprintf(d->out, "%s: ", level_word(lvl));
}

/* libNVVM's log lines: `name (line, col): message`; the level word only
 * for warnings and notes (an error is the line's default reading). */
static void print_nvvm_log(Diag *d, DiagLevel lvl, Loc loc, const char *fmt, va_list ap)
{
    const char *file = d->src && d->src->name ? d->src->name : "<unnamed>";
    if (loc.line)
        fprintf(d->out, "%s (%u, %u): ", file, loc.line, loc.col);
    else
        fprintf(d->out, "%s: ", file);
    if (lvl != DIAG_ERROR)
        fprintf(d->out, "%s: ", level_word(lvl));
    vfprintf(d->out, fmt, ap);
    fputc('\n', d->out);
}

/* After max_errors errors, say so once and report nothing further. */
static bool over_limit(Diag *d, DiagLevel lvl)
{
    if (d->suppressed)
        return true;
    if (lvl != DIAG_ERROR || d->max_errors == 0 || d->errors < d->max_errors)
        return false;
    d->suppressed = true;
    if (d->buffered) /* said at the end, after the sorted diagnostics */
        return true;
    print_prefix(d, DIAG_NOTE, (Loc){0, 0});
    fprintf(d->out, "too many errors emitted, stopping now%s\n",
            d->color ? C_RESET : "");
    return true;
}

/* ------------------------------------------------------------------ */
/* Warning groups                                                       */
/* ------------------------------------------------------------------ */
static const char *const GROUP_NAMES[WG_COUNT] = {
    [WG_NONE] = "",
#define X(id, name) [WG_##id] = name,
    WARNING_GROUPS(X)
#undef X
};

bool diag_flag_parse(DiagFlags *f, const char *arg)
{
    if (!strcmp(arg, "-w")) {
        f->no_warnings = true;
        return true;
    }
    if (!strcmp(arg, "-Werror") || !strcmp(arg, "-Wno-error")) {
        f->werror = arg[2] == 'e';
        return true;
    }
    if (strncmp(arg, "-W", 2) != 0)
        return false;
    bool off = !strncmp(arg + 2, "no-", 3);
    const char *name = arg + 2 + (off ? 3 : 0);
    for (int g = WG_NONE + 1; g < WG_COUNT; g++)
        if (!strcmp(name, GROUP_NAMES[g])) {
            f->off[g] = off;
            return true;
        }
    return false;
}

/* Decide what becomes of a warning: silenced (false), or printed at
 * *lvl, which -Werror makes an error.  A note follows its warning's fate,
 * so that a silenced warning leaves no orphan "note:" behind. */
static bool keep(Diag *d, DiagLevel *lvl, WarnGroup g)
{
    if (*lvl == DIAG_NOTE)
        return !d->muted;
    d->muted = false;
    if (*lvl != DIAG_WARNING)
        return true;
    if (d->flags.no_warnings || d->flags.off[g])
        return !(d->muted = true);
    if (d->flags.werror)
        *lvl = DIAG_ERROR;
    return true;
}

/* clang's suffix: " [-Wgroup]", " [-Werror,-Wgroup]" or " [-Werror]". */
static void print_group(Diag *d, DiagLevel asked, DiagLevel lvl, WarnGroup g)
{
    if (asked != DIAG_WARNING)
        return;
    if (lvl == DIAG_ERROR)
        fprintf(d->out, " [-Werror%s%s]", g ? ",-W" : "", GROUP_NAMES[g]);
    else if (g)
        fprintf(d->out, " [-W%s]", GROUP_NAMES[g]);
}

/* ------------------------------------------------------------------ */
/* Buffered diagnostics                                                 */
/* ------------------------------------------------------------------ */
static void keep_record(Diag *d, DiagLevel lvl, Loc loc, char *text)
{
    if (d->nrecs == d->caprecs) {
        d->caprecs = d->caprecs ? 2 * d->caprecs : 16;
        d->recs = realloc(d->recs, sizeof *d->recs * d->caprecs);
        if (!d->recs)
            BUG("out of memory");
    }
    unsigned i = d->nrecs++;
    d->recs[i] = (DiagRecord){lvl, loc, d->src, text, i};
    if (lvl == DIAG_NOTE && i > 0)
        d->recs[i].parent = d->recs[i - 1].parent;
}

void diag_fork(const Diag *d, Diag *child)
{
    if (!d->buffered || d->nvvm_log)
        BUG("diag_fork of a diagnostic sink that prints at once");
    *child = *d;
    child->recs = NULL;
    child->nrecs = child->caprecs = 0;
    child->errors = child->warnings = 0;
    child->suppressed = child->muted = false;
}

/* The child's records are taken one by one, as if they were being
 * reported to d now: an error past d's --max-errors is dropped, and
 * everything after it (the child's own limit is d's, counted from zero,
 * so it never cut off more than d would).  A driver that joins several
 * children in the order their work would have run in one sink therefore
 * ends with the same records and counts as that sink (emit/ptx.c's
 * threads rely on it). */
void diag_join(Diag *d, Diag *child, bool keep)
{
    for (unsigned i = 0; i < child->nrecs; i++) {
        const DiagRecord *r = &child->recs[i];
        if (keep && !over_limit(d, r->lvl)) {
            keep_record(d, r->lvl, r->loc, r->text); /* same order: notes stay */
            d->recs[d->nrecs - 1].src = r->src;
            d->errors += r->lvl == DIAG_ERROR;
            d->warnings += r->lvl == DIAG_WARNING;
        } else {
            free(r->text);
        }
    }
    if (keep)
        d->suppressed |= child->suppressed;
    free(child->recs);
    child->recs = NULL;
    child->nrecs = child->caprecs = 0;
}

/* Does record i come before record j?  By file (rank: the files in the
 * order they were first reported about), then their error's position (no
 * location first), then in the order reported -- which keeps each note
 * right after its error, since a note is reported after it. */
static bool record_before(const DiagRecord *recs, const unsigned *rank, unsigned i, unsigned j)
{
    const DiagRecord *pi = &recs[recs[i].parent], *pj = &recs[recs[j].parent];
    if (rank[i] != rank[j])
        return rank[i] < rank[j];
    if (pi->loc.line != pj->loc.line)
        return pi->loc.line < pj->loc.line;
    if (pi->loc.col != pj->loc.col)
        return pi->loc.col < pj->loc.col;
    if (recs[i].parent != recs[j].parent)
        return recs[i].parent < recs[j].parent;
    return i < j;
}

/* A stable bottom-up merge sort of the index array (qsort has no way to
 * pass the records to its comparison without a global). */
static void sort_records(const DiagRecord *recs, unsigned *a, unsigned n)
{
    unsigned *tmp = malloc(sizeof *tmp * (n ? n : 1)), *rank = malloc(sizeof *rank * (n ? n : 1));
    if (!tmp || !rank)
        BUG("out of memory");
    for (unsigned i = 0; i < n; i++) { /* few files: a scan back is enough */
        rank[i] = i;
        for (unsigned k = 0; k < i; k++)
            if (recs[k].src == recs[i].src) {
                rank[i] = rank[k];
                break;
            }
    }
    for (unsigned w = 1; w < n; w *= 2) {
        for (unsigned lo = 0; lo < n; lo += 2 * w) {
            unsigned mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            unsigned i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = record_before(recs, rank, a[j], a[i]) ? a[j++] : a[i++];
            while (i < mid)
                tmp[k++] = a[i++];
            while (j < hi)
                tmp[k++] = a[j++];
        }
        memcpy(a, tmp, sizeof *a * n);
    }
    free(tmp);
    free(rank);
}

static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void json_record(Diag *d, const DiagRecord *r)
{
    fputs("{\"file\": ", d->out);
    json_string(d->out, d->src && d->src->name ? d->src->name : "tnvcc");
    fprintf(d->out, ", \"line\": %u, \"column\": %u, \"severity\": \"%s\", \"message\": ",
            r->loc.line, r->loc.col, level_word(r->lvl));
    json_string(d->out, r->text);
}

/* Print the kept diagnostics in order and forget them.  The records'
 * order is sorted through an index array; qsort is not stable, so the
 * comparison ends with the report order. */
static void diag_flush(Diag *d)
{
    unsigned n = d->nrecs, *order = malloc(sizeof *order * (n ? n : 1));
    if (!order)
        BUG("out of memory");
    for (unsigned i = 0; i < n; i++)
        order[i] = i;
    sort_records(d->recs, order, n);
    if (d->json)
        fputs("[", d->out);
    const Source *src = d->src;
    for (unsigned k = 0; k < n; k++) {
        const DiagRecord *r = &d->recs[order[k]];
        d->src = r->src;
        if (!d->json) {
            print_prefix(d, r->lvl, r->loc);
            fprintf(d->out, "%s%s\n", r->text, d->color ? C_RESET : "");
            if (r->loc.line != 0)
                print_caret(d, r->loc);
            continue;
        }
        bool top = r->lvl != DIAG_NOTE || r->parent == order[k];
        if (top && k)
            fputs("]},", d->out);
        fputs(top ? "\n  " : (k && d->recs[order[k - 1]].lvl == DIAG_NOTE &&
                               d->recs[order[k - 1]].parent == r->parent) ? ", " : "", d->out);
        json_record(d, r);
        fputs(top ? ", \"notes\": [" : "}", d->out);
    }
    d->src = src;
    if (d->json)
        fputs(n ? "]}" : "", d->out);
    if (d->suppressed && d->json)
        fputs(n ? ",\n  {\"file\": null, \"line\": 0, \"column\": 0, \"severity\": \"note\", "
                  "\"message\": \"too many errors emitted, stopping now\", \"notes\": []}"
                : "", d->out);
    else if (d->suppressed) {
        print_prefix(d, DIAG_NOTE, (Loc){0, 0});
        fprintf(d->out, "too many errors emitted, stopping now%s\n", d->color ? C_RESET : "");
    }
    if (d->json)
        fputs("\n]\n", d->out);
    for (unsigned i = 0; i < n; i++)
        free(d->recs[i].text);
    free(d->recs);
    free(order);
    d->recs = NULL;
    d->nrecs = d->caprecs = 0;
}

void diag_vreport_group(Diag *d, DiagLevel lvl, WarnGroup g, Loc loc, const char *fmt,
                        va_list ap)
{
    DiagLevel asked = lvl;
    if (!keep(d, &lvl, g) || over_limit(d, lvl))
        return;
    if (lvl == DIAG_ERROR)
        d->errors++;
    else if (lvl == DIAG_WARNING)
        d->warnings++;
    if (d->nvvm_log) {
        print_nvvm_log(d, lvl, loc, fmt, ap);
        return;
    }
    if (d->buffered) {
        char *text = NULL;
        size_t len = 0;
        FILE *ms = open_memstream(&text, &len);
        if (!ms)
            BUG("open_memstream failed");
        FILE *out = d->out;
        d->out = ms; /* print_group writes to d->out */
        vfprintf(ms, fmt, ap);
        print_group(d, asked, lvl, g);
        d->out = out;
        fclose(ms);
        keep_record(d, lvl, loc, text);
        return;
    }
    print_prefix(d, lvl, loc);
    vfprintf(d->out, fmt, ap);
    print_group(d, asked, lvl, g);
    fprintf(d->out, "%s\n", d->color ? C_RESET : "");
    if (loc.line != 0)
        print_caret(d, loc);
}

void diag_report_group(Diag *d, DiagLevel lvl, WarnGroup g, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vreport_group(d, lvl, g, loc, fmt, ap);
    va_end(ap);
}

void diag_vreport(Diag *d, DiagLevel lvl, Loc loc, const char *fmt, va_list ap)
{
    diag_vreport_group(d, lvl, WG_NONE, loc, fmt, ap);
}

void diag_report(Diag *d, DiagLevel lvl, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vreport(d, lvl, loc, fmt, ap);
    va_end(ap);
}

/* clang's closing line: "1 warning and 2 errors generated." */
void diag_summary(Diag *d)
{
    if (d->buffered || d->json)
        diag_flush(d);
    if (d->json)
        return;
    unsigned w = d->warnings, e = d->errors;
    if (w == 0 && e == 0)
        return;
    if (w)
        fprintf(d->out, "%u warning%s", w, w == 1 ? "" : "s");
    if (w && e)
        fputs(" and ", d->out);
    if (e)
        fprintf(d->out, "%u error%s", e, e == 1 ? "" : "s");
    fputs(" generated.\n", d->out);
}

_Noreturn void internal_bug(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "tnvcc: internal compiler error at %s:%d: ", file, line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs("\ntnvcc: please report this bug\n", stderr);
    abort();
}
