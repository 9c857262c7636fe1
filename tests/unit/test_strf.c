/*
 * tests/unit/test_strf.c -- fn_strf (isel/select/select.c) writes the plainest
 * printf conversions itself; its text must be snprintf's, byte for byte,
 * for every format it takes on and for those it hands to vsnprintf.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "isel/isel.h"

static Arena arena;
static IselCtx ctx;

static void setup(void)
{
    arena_init(&arena, "strf");
    memset(&ctx, 0, sizeof ctx);
    ctx.fn_arena = &arena;
}
static void teardown(void) { arena_free(&arena); }

TestSuite(strf, .init = setup, .fini = teardown);

#define SAME(...)                                                                  \
    do {                                                                           \
        char want[512];                                                            \
        snprintf(want, sizeof want, __VA_ARGS__);                                  \
        const char *got = fn_strf(&ctx, __VA_ARGS__);                             \
        cr_assert_str_eq(got, want, "format %s", #__VA_ARGS__);                    \
    } while (0)

Test(strf, integers)
{
    SAME("%d %d %d %i", 0, 7, -42, INT_MAX);
    SAME("%d", INT_MIN);
    SAME("%u %u", 0u, UINT_MAX);
    SAME("%ld %lu", LONG_MIN, ULONG_MAX);
    SAME("%lld %llu", LLONG_MIN, ULLONG_MAX);
    SAME("%lld", 1234567890123ll);
    SAME("%zu %zx", (size_t)0, SIZE_MAX);
    SAME("%x %X %x", 0u, 0xdeadbeefu, 255u);
}

Test(strf, widths_and_padding)
{
    SAME("0f%08X", 0x3f800000u);
    SAME("0f%08X", 0x1u);
    SAME("0d%016llX", 0x3ff0000000000000ull);
    SAME("0x%04X", 0xabu);
    SAME("[%5d] [%05d] [%5d] [%05d]", 42, 42, -42, -42);
    SAME("[%2d] [%02d]", 12345, -12345);
    SAME("[%8s] [%1s]", "abc", "abcdef");
    SAME("%3u|%03u", 7u, 7u);
}

Test(strf, strings_chars_percent)
{
    SAME("%s_param_%u", "_Z3fooPf", 12u);
    SAME("%%rq%u", 3u);
    SAME("%s%s%s", "", "a", "");
    SAME("%c%c", 'x', '%');
    SAME("100%% of %s", "it");
    SAME("no conversions at all");
    SAME("%s", "");
}

/* What strf_plain gives up on goes to vsnprintf: the same text. */
Test(strf, handed_to_vsnprintf)
{
    SAME("%.3s|%-5d|%+d|%g", "abcdef", 7, 7, 1.5);
    SAME("%p", (void *)0);
    char longer[300];
    memset(longer, 'x', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    SAME("%s/%s", longer, "end"); /* past the 128-byte buffer */
    SAME("%zd", (size_t)5);
}
