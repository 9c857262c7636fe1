/*
 * ir/out.h -- the buffered writer behind the IR printers (print.c,
 * type.c, attr.c).  Not used outside ir/.
 *
 * Why it exists: printing a large module is a stream of tiny pieces ("i32",
 * " ", "%12", ", ").  Through stdio every piece is a call that takes the
 * FILE's lock, and every fprintf also parses its format string; for
 * libdevice (2.3 MB of text, in pieces of a few bytes) that was most of
 * the printing time.  An
 * IrOut collects the text in a caller-provided buffer and gives it to
 * stdio with one fwrite whenever the buffer fills, and at the end.  Numbers
 * are formatted by hand (out_u64, out_hex) instead of by printf.
 *
 * Invariants:
 *   - 0 <= n <= cap; buf[0..n) is text not yet handed to f.
 *   - Whoever starts an IrOut calls out_flush before the FILE is written
 *     any other way (and before returning to its caller), so text always
 *     reaches the FILE in order.
 *   - Write errors are left on the FILE (ferror), where stdio users look.
 */
#ifndef TNVCC_IR_OUT_H
#define TNVCC_IR_OUT_H

#include <string.h>

#include "ir/ir.h"

typedef struct IrOut {
    FILE *f;
    char *buf;
    size_t n, cap;
} IrOut;

/* The buffer size the public FILE* entry points put on their stack. */
enum { IR_OUT_SMALL = 512 };

void out_init(IrOut *o, FILE *f, char *buf, size_t cap);
void out_flush(IrOut *o);
/* A piece that does not fit in what is left of the buffer. */
void out_mem_slow(IrOut *o, const char *s, size_t n);

static inline void out_c(IrOut *o, char c)
{
    if (o->n == o->cap)
        out_flush(o);
    o->buf[o->n++] = c;
}

static inline void out_mem(IrOut *o, const char *s, size_t n)
{
    if (n > o->cap - o->n) {
        out_mem_slow(o, s, n);
        return;
    }
    memcpy(o->buf + o->n, s, n);
    o->n += n;
}

/* A short word (up to 15 bytes) kept in a 16-byte array: written with a
 * copy of the whole array when the buffer has room, which needs no call. */
typedef struct OutWord {
    char s[16];
    size_t len;
} OutWord;

static inline void out_word(IrOut *o, const OutWord *w)
{
    if (o->cap - o->n >= sizeof w->s) {
        memcpy(o->buf + o->n, w->s, sizeof w->s);
        o->n += w->len;
    } else {
        out_mem(o, w->s, w->len);
    }
}

/* With a string literal the strlen is folded at compile time. */
static inline void out_s(IrOut *o, const char *s) { out_mem(o, s, strlen(s)); }

/* Decimal.  Most numbers printed are small (%3, i32, align 4, !12), so
 * those are written here, inline; larger ones by out_u64_big. */
void out_u64_big(IrOut *o, uint64_t v);
static inline void out_u64(IrOut *o, uint64_t v)
{
    if (v < 10) {
        out_c(o, (char)('0' + v));
    } else if (v < 100 && o->cap - o->n >= 2) {
        o->buf[o->n] = (char)('0' + v / 10);
        o->buf[o->n + 1] = (char)('0' + v % 10);
        o->n += 2;
    } else {
        out_u64_big(o, v);
    }
}
void out_i64(IrOut *o, int64_t v);              /* signed decimal */
void out_hex(IrOut *o, uint64_t v, int digits); /* upper-case, zero-padded
                                                   to `digits` (<= 16) */
/* printf into the buffer: for rare, irregular pieces only. */
void out_printf(IrOut *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The writer forms of ir.h's FILE* printing functions, for printers that
 * already hold an IrOut (each FILE* form wraps its writer form). */
void type_write(IrOut *o, const Type *t);          /* type.c */
void type_write_members(IrOut *o, const Type *t);  /* type.c: { a, b } */
void attr_write(IrOut *o, const Attr *a);          /* attr.c */
void attrs_write(IrOut *o, const AttrList *l);     /* attr.c */
void ir_write_name(IrOut *o, char sigil, const char *name); /* print.c */
void ir_write_escaped(IrOut *o, const char *s, size_t n);   /* print.c */
void const_int_write(IrOut *o, const Const *c);    /* print.c */

#endif /* TNVCC_IR_OUT_H */
