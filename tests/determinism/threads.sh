#!/bin/sh
# tests/determinism/threads.sh -- selection on several threads gives the
# bytes of one thread, and ThreadSanitizer sees no data race on the way.
#
# tnvcc selects function bodies on worker threads while its main thread
# reflects and verifies the functions still to come (emit/ptx.c,
# "Function bodies on several threads").  Nothing a function produces may
# depend on which thread made it, and no two threads may touch the same
# memory without ordering.  For every test input (tests/**/*.ll, with its
# `; SM:` or `; ARGS:` line where it has one) and CUDA's libdevice (three
# targets), this compiles once with TNVCC --jobs=1 and once with
# TNVCC_THREADS --jobs=4 --jobs-min=1 (threads for any module of two or
# more functions), and compares the PTX, the diagnostics and the exit
# status.  TNVCC_THREADS is meant to be a ThreadSanitizer build (`make
# check-threads` makes one, tnvcc-tsan); any report of it fails the input.
#
# Usage: TNVCC=./tnvcc TNVCC_THREADS=./tnvcc-tsan tests/determinism/threads.sh
# Prints FAIL lines and "threads: N passed, M failed"; exits 1 on failure.
. "$(dirname "$0")/../lib.sh"
dir=$(dirname "$0")/..
TNVCC_THREADS=${TNVCC_THREADS:-$TNVCC}

# same FILE NAME ARGS...: both runs, compared.
same() {
    f=$1 name=$2
    shift 2
    "$TNVCC" "$@" --jobs=1 "$f" -o "$tmp/one.ptx" >/dev/null 2>"$tmp/one.err"
    rc1=$?
    TSAN_OPTIONS="halt_on_error=1 exitcode=66" \
        "$TNVCC_THREADS" "$@" --jobs=4 --jobs-min=1 "$f" -o "$tmp/four.ptx" \
        >/dev/null 2>"$tmp/four.err"
    rc2=$?
    if grep -q "ThreadSanitizer" "$tmp/four.err"; then
        bad "$name" "ThreadSanitizer: $(grep -m1 'WARNING: ThreadSanitizer' "$tmp/four.err")"
    elif [ "$rc1" -ne "$rc2" ] || ! cmp -s "$tmp/one.err" "$tmp/four.err"; then
        bad "$name" "exit status or diagnostics differ (--jobs=1: $rc1, --jobs=4: $rc2)"
    elif [ "$rc1" -eq 0 ] && ! cmp -s "$tmp/one.ptx" "$tmp/four.ptx"; then
        bad "$name" "the PTX differs between --jobs=1 and --jobs=4"
    else
        ok "$name"
    fi
    rm -f "$tmp/one.ptx" "$tmp/four.ptx"
}

for f in $(find "$dir" -name '*.ll' | sort); do
    sm=$(sed -n '1,20s/^; SM: *//p' "$f" | head -1)
    args=$(sed -n '1s/^; ARGS://p' "$f")
    # shellcheck disable=SC2086 # ARGS is a list of options
    same "$f" "${f#"$dir"/}" --sm "${sm:-90a}" $args
done

bc=${CUDA_PATH:-/usr/local/cuda}/nvvm/libdevice/libdevice.10.bc
if command -v llvm-dis-19 >/dev/null 2>&1 && [ -f "$bc" ]; then
    llvm-dis-19 "$bc" -o - |
        sed 's/^target triple = .*/target triple = "nvptx64-nvidia-cuda"/' >"$tmp/ld.ll"
    for sm in 70 80 90a; do same "$tmp/ld.ll" "libdevice sm_$sm" --sm $sm; done
else
    echo "threads: libdevice skipped (needs llvm-dis-19 and $bc)"
fi
echo "threads: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
