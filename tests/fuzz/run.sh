#!/bin/sh
# tests/fuzz/run.sh -- the fuzzers' regression suite: every input in
# tests/fuzz/regressions/ once made tnvcc crash, hang or misbehave, and
# must never again.
#
# Each regressions/NAME.ll says in its header what it once did (which
# fuzzer or test found it, the file and line that failed) and what tnvcc
# must do now:
#     ; EXPECT: ok               every stage succeeds (for PTX: or a located
#                                "unsupported" error, while code generation
#                                does not cover the input)
#     ; EXPECT-ERROR: text       every stage fails with exit status 1 and a
#                                located error containing `text`
# Stages: --verify-only, --emit=ir, and --emit=ptx once code generation
# exists.  Whatever the expectation, a crash (internal compiler error,
# sanitizer report, signal) or a run over 60 s fails the case.
#
# Adding a crash the fuzzers found: reduce it (libFuzzer's -minimize_crash=1
# or by hand) to a few lines, write the header, drop it in regressions/.
# The fuzzers also start from these files (tests/fuzz/seeds.sh).
#
# Usage: tests/fuzz/run.sh   (TNVCC=path/to/tnvcc, default ./tnvcc;
#        VERBOSE=1 also prints PASS lines)
# Prints PASS/FAIL per file and "fuzz regressions: N passed, M failed".
dir=$(dirname "$0")
. "$(dirname "$0")/../lib.sh"
tmo=$(command -v timeout || true)
case $TNVCC in *san*) limit=300 ;; *) limit=60 ;; esac
stages="--verify-only --emit=ir"
"$TNVCC" --sm 90a "$dir/../../examples/saxpy.ll" -o - >/dev/null 2>&1 &&
    stages="$stages --emit=ptx"

crashed() {
    grep -q -e 'internal compiler error' -e 'Sanitizer' -e 'runtime error:' "$tmp/err"
}
first_error() { grep -m1 -e 'error' "$tmp/err" | cut -c1-160; }

check() {
    f=$1 name=$(basename "$1")
    want_err=$(sed -n 's/^; EXPECT-ERROR: //p' "$f")
    if [ -z "$want_err" ] && ! grep -q '^; EXPECT: ok' "$f"; then
        bad "$name" "no '; EXPECT: ok' or '; EXPECT-ERROR:' line in its header"; return
    fi
    for stage in $stages; do
        ${tmo:+$tmo $limit} "$TNVCC" --sm 90a "$stage" "$f" -o "$tmp/out" \
            >/dev/null 2>"$tmp/err"
        rc=$?
        rm -f "$tmp/out"
        if crashed || { [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; }; then
            bad "$name" "$stage: exit status $rc: $(first_error)"; return
        fi
        if [ -n "$want_err" ]; then
            if [ "$rc" -ne 1 ] || ! grep -F -- "$want_err" "$tmp/err" |
                    grep -q ':[0-9][0-9]*:[0-9][0-9]*: error:'; then
                bad "$name" "$stage: want a located '$want_err', got exit $rc: $(first_error)"
                return
            fi
        elif [ "$rc" -ne 0 ] && ! { [ "$stage" = --emit=ptx ] &&
                grep -q ':[0-9][0-9]*:[0-9][0-9]*: error: unsupported' "$tmp/err"; }; then
            bad "$name" "$stage: want success, got exit $rc: $(first_error)"; return
        fi
    done
    ok "$name"
}

for f in "$dir"/regressions/*.ll; do
    [ -f "$f" ] && check "$f"
done
echo "fuzz regressions: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
