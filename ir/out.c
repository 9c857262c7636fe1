/*
 * ir/out.c -- the printers' buffered writer (see ir/out.h for why).
 *
 * Duties: flush the buffer to its FILE, take pieces larger than what is
 * left, and format numbers without printf.
 * Invariant: after out_flush, n == 0 and every byte written so far has
 * been handed to the FILE, in order.
 */
#include <stdarg.h>

#include "ir/out.h"

void out_init(IrOut *o, FILE *f, char *buf, size_t cap)
{
    if (!buf || cap == 0)
        BUG("IrOut needs a buffer");
    o->f = f;
    o->buf = buf;
    o->n = 0;
    o->cap = cap;
}

void out_flush(IrOut *o)
{
    if (o->n)
        fwrite(o->buf, 1, o->n, o->f);
    o->n = 0;
}

/* Fill the buffer, flush, repeat: a piece larger than the whole buffer
 * (a long string constant) goes straight to the FILE. */
void out_mem_slow(IrOut *o, const char *s, size_t n)
{
    out_flush(o);
    if (n >= o->cap) {
        fwrite(s, 1, n, o->f);
        return;
    }
    memcpy(o->buf, s, n);
    o->n = n;
}

/* Two digits per division: "00" "01" ... "99". */
static const char digit_pairs[] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "6869707172737475767778798081828384858687888990919293949596979899";

void out_u64_big(IrOut *o, uint64_t v)
{
    char tmp[20]; /* 2^64 - 1 has 20 digits */
    size_t k = sizeof tmp;
    while (v >= 100) {
        k -= 2;
        memcpy(tmp + k, digit_pairs + 2 * (v % 100), 2);
        v /= 100;
    }
    if (v >= 10) {
        k -= 2;
        memcpy(tmp + k, digit_pairs + 2 * v, 2);
    } else {
        tmp[--k] = (char)('0' + v);
    }
    out_mem(o, tmp + k, sizeof tmp - k);
}

void out_i64(IrOut *o, int64_t v)
{
    if (v < 0) {
        out_c(o, '-');
        /* negate in unsigned arithmetic: INT64_MIN has no positive twin */
        out_u64(o, 0 - (uint64_t)v);
        return;
    }
    out_u64(o, (uint64_t)v);
}

void out_hex(IrOut *o, uint64_t v, int digits)
{
    static const char hex[] = "0123456789ABCDEF";
    char tmp[16];
    if (digits < 1 || digits > 16)
        BUG("out_hex: %d digits", digits);
    for (int k = digits; k-- > 0; v >>= 4)
        tmp[k] = hex[v & 15];
    out_mem(o, tmp, (size_t)digits);
}

void out_printf(IrOut *o, const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    size_t room = o->cap - o->n;
    int len = vsnprintf(o->buf + o->n, room, fmt, ap);
    if (len < 0)
        BUG("out_printf: bad format '%s'", fmt);
    if ((size_t)len < room) {
        o->n += (size_t)len;
    } else { /* did not fit: flush, then format again */
        out_flush(o);
        if ((size_t)len < o->cap)
            o->n = (size_t)vsnprintf(o->buf, o->cap, fmt, again);
        else
            vfprintf(o->f, fmt, again);
    }
    va_end(again);
    va_end(ap);
}
