#!/bin/sh
# bench/hostile-memory.sh -- peak memory of tnvcc on the largest hostile
# input of tests/hostile: one function of N instructions (default
# 1,000,000), in one block, each using the previous one's result.
#
# Why measure it: the front end keeps every instruction of a function in
# memory until the function ends, so a function's size bounds what one
# compilation needs.  The number to watch is bytes per instruction (peak
# resident set size over N), which should stay constant as N grows -- a
# rising figure means memory that grows faster than the input.  The input
# is the one tests/hostile/gen.sh makes (case `instrs`); it is generated
# into a temporary directory, never committed.
#
# Prints one line per stage: wall time, peak RSS, bytes per instruction;
# and the same for llvm-as-19 on the same file when it is installed.
# Needs GNU time (/usr/bin/time) for the peak RSS.
#
# Usage: bench/hostile-memory.sh [N]   (TNVCC=path/to/tnvcc, default ./tnvcc)
TNVCC=${TNVCC:-./tnvcc}
n=${1:-1000000}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ ! -x /usr/bin/time ]; then
    echo "bench/hostile-memory.sh: needs GNU time in /usr/bin/time" >&2
    exit 1
fi
sh "$root/tests/hostile/gen.sh" instrs "$n" >"$tmp/in.ll"
echo "input: one function of $n instructions, $(wc -c <"$tmp/in.ll") bytes"

# measure LABEL CMD...: run, then print time, peak RSS and bytes/instr.
measure() {
    label=$1
    shift
    /usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err"
    rc=$?
    if [ "$rc" -ne 0 ]; then
        echo "$label: FAILED (exit status $rc): $(grep -v '^Command' "$tmp/err" | head -1 | cut -c1-120)"
        return
    fi
    awk -v label="$label" -v n="$n" '{
        printf "%-28s %6.2f s  peak RSS %7.1f MB  %6.0f bytes/instruction\n",
               label, $1, $2 / 1024, $2 * 1024 / n
    }' "$tmp/time"
}

measure "tnvcc parse only" "$TNVCC" --no-verify --verify-only "$tmp/in.ll"
measure "tnvcc --verify-only" "$TNVCC" --sm 90a --verify-only "$tmp/in.ll"
measure "tnvcc --emit=ir" "$TNVCC" --sm 90a --emit=ir "$tmp/in.ll" -o "$tmp/out.ll"
# PTX once code generation exists (a located "unsupported" error shows as
# FAILED with its message, a crash as FAILED with the signal's status)
if "$TNVCC" --sm 90a "$root/examples/saxpy.ll" -o - >/dev/null 2>&1; then
    measure "tnvcc --emit=ptx" "$TNVCC" --sm 90a "$tmp/in.ll" -o "$tmp/out.ptx"
fi
if command -v llvm-as-19 >/dev/null 2>&1; then
    measure "llvm-as-19 (for scale)" llvm-as-19 "$tmp/in.ll" -o "$tmp/out.bc"
fi
