#!/bin/sh
# tests/fuzz/valgrind.sh -- tnvcc under valgrind's memcheck over every test
# input: no invalid read or write, no use of uninitialised memory, and no
# block "definitely lost" when the process exits, on success and on error.
#
# Why valgrind beside the sanitizer build: it checks the ordinary -O2
# binary that users run (no instrumentation, so no change in inlining or
# layout), it catches reads of uninitialised heap memory (which ASan does
# not), and its leak check proves that the error paths free what they
# allocated -- the arena teardown of docs/reliability.md's error contract.
# It is about 50x slower than a plain run, so it is not part of
# `make test`; run it with `make check-valgrind` (about five minutes).
#
# Inputs: tests/corpus/*/*.ll, tests/parse/bad/*.ll and the fuzzers'
# regressions (tests/fuzz/regressions/*.ll), each with
# --verify-only and with --emit=ir, for sm_90a (a few corpus files fail to
# verify there, which exercises more error paths).  Under valgrind tnvcc
# must exit with the same status as without it (0, or 1 for an error), and
# bad inputs must fail.  Valgrind's
# own verdict is its exit status: --error-exitcode=99 (not 1, because 1 is
# tnvcc's normal answer to a bad input, and the two must not be confused)
# with definite leaks counted as errors (--errors-for-leak-kinds=definite).
#
# Usage: tests/fuzz/valgrind.sh   (TNVCC=path/to/tnvcc, default ./tnvcc;
#        VERBOSE=1 also prints PASS lines)
# Prints PASS/FAIL per run and "valgrind: N passed, N failed".
dir=$(dirname "$0")/..
. "$(dirname "$0")/../lib.sh"
if ! command -v valgrind >/dev/null 2>&1; then
    echo "valgrind not installed (apt-get install valgrind)"
    echo "valgrind: 0 passed, 1 failed"
    exit 1
fi

# vg FILE [WANT]: both modes under memcheck; tnvcc must exit as it does
# without valgrind (and with WANT, when given).
vg() {
    name=$(basename "$(dirname "$1")")/$(basename "$1")
    for mode in --verify-only --emit=ir; do
        "$TNVCC" --sm 90a "$mode" "$1" -o "$tmp/out.ll" >/dev/null 2>&1
        want=${2:-$?}
        valgrind -q --error-exitcode=99 --leak-check=full \
            --errors-for-leak-kinds=definite --log-file="$tmp/vg" \
            "$TNVCC" --sm 90a "$mode" "$1" -o "$tmp/out.ll" >/dev/null 2>"$tmp/err"
        rc=$?
        rm -f "$tmp/out.ll"
        if [ "$rc" -eq 99 ] || [ -s "$tmp/vg" ]; then
            bad "$name $mode" "memcheck: $(grep -m1 -E 'Invalid|uninitialised|definitely|ERROR' "$tmp/vg")"
            [ -n "$VERBOSE" ] && cat "$tmp/vg"
            return
        fi
        if [ "$rc" -ne "$want" ]; then
            bad "$name $mode" "exit status $rc, want $want: $(grep -m1 error: "$tmp/err")"
            return
        fi
    done
    ok "$name"
}

for f in "$dir"/corpus/*/*.ll; do vg "$f"; done
for f in "$dir"/parse/bad/*.ll; do vg "$f" 1; done
for f in "$dir"/fuzz/regressions/*.ll; do [ -f "$f" ] && vg "$f"; done
echo "valgrind: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
