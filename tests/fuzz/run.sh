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
# regressions/NAME.bc (bitcode_phi_relative_id_overflow.bc: a phi's
# relative value id of INT64_MIN overflowed `next - d` in
# frontend/bitcode_func.c, UBSan in fuzz-bitstream) must read or stop at a
# located error, with no crash or sanitizer report.  gcc folds that
# expression to 32 bits, so only clang's build saw the overflow: the
# bitstream fuzzer also starts from these files (make fuzz-seeds), which
# replays them under clang's sanitizers in every fuzz smoke.
#
# regressions/NAME.nvvm are inputs of fuzz-nvvm (the libNVVM interface:
# a script of calls, then NUL-separated modules and options, as
# tests/fuzz/fuzz_nvvm.c describes; the first module's comments say what
# the input once did).  They are replayed through that target's own code
# and checks (tests/fuzz/replay.c), linked with the library the TNVCC
# under test was built from: build/, or build-san/ with the sanitizers
# for tnvcc-san.  The replay must exit 0 with no sanitizer report.
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

# regressions/NAME.bc: bitcode the fuzz-bitstream target found (a crash or
# a sanitizer report in the reader).  Each must read to a module or stop
# at a located error (exit 0 or 1), with no crash or sanitizer report.
for f in "$dir"/regressions/*.bc; do
    [ -f "$f" ] || continue
    ${tmo:+$tmo $limit} "$TNVCC" --verify-only "$f" >/dev/null 2>"$tmp/err"
    rc=$?
    if { [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; } || crashed; then
        bad "$(basename "$f")" "exit status $rc: $(grep -m1 . "$tmp/err" | cut -c1-160)"
    else
        ok "$(basename "$f")"
    fi
done

replay_nvvm() {
    root=$(cd "$dir/../.." && pwd) b=build san=
    case $TNVCC in
    *san*) b=build-san san='-fsanitize=address,undefined -fno-sanitize-recover=all' ;;
    esac
    if [ ! -f "$root/$b/libtnvcc.a" ]; then
        echo "SKIP libNVVM regressions: no $b/libtnvcc.a"; return
    fi
    # shellcheck disable=SC2086
    if ! ${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -g $san -I"$root" \
            -o "$tmp/replay" "$dir/replay.c" "$dir/fuzz_nvvm.c" "$root/lib/nvvm.c" \
            "$root/$b/libtnvcc.a" -lm 2>"$tmp/err"; then
        bad replay.c "does not build: $(head -3 "$tmp/err")"; return
    fi
    for f in "$dir"/regressions/*.nvvm; do
        [ -f "$f" ] || continue
        ${tmo:+$tmo $limit} "$tmp/replay" "$f" >/dev/null 2>"$tmp/err"
        rc=$?
        if [ "$rc" -ne 0 ] || crashed; then
            bad "$(basename "$f")" "replay: exit status $rc: $(grep -m1 . "$tmp/err" | cut -c1-160)"
        else
            ok "$(basename "$f")"
        fi
    done
}
replay_nvvm
echo "fuzz regressions: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
