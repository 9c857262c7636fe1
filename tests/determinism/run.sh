#!/bin/sh
# tests/determinism/run.sh -- the same input and options give the same
# bytes on every run.
#
# A compiler whose output depends on where malloc put things (a pointer
# hashed into a name, a hash table walked in bucket order to print
# globals or number registers) passes every golden test on the machine
# that wrote it and fails somewhere else.  Address-space layout
# randomisation moves the heap and stack on every run, so two processes
# are enough to expose such a leak -- given a test that compares them.
#
# For every test input (tests/corpus, the bad inputs of tests/parse, the
# verifier's golden inputs with their `; ARGS:` options), tnvcc runs twice,
# in two processes with different environments, for each stage:
#   --emit=ir      the printed module (run 1 writes it with -o FILE, run 2
#                  to stdout: both output paths must give the same bytes),
#                  its diagnostics and exit status;
#   --verify-only  the diagnostics (their order included) and exit status.
#   --emit=ptx     the same for the PTX (while code generation does not
#                  support an input, the "unsupported" diagnostics are
#                  compared instead -- they must be stable too).
# Run 2 also gets a padded environment (which shifts the initial stack)
# and MALLOC_PERTURB_ (glibc then fills fresh allocations with a byte
# pattern, so output that depends on uninitialised heap memory changes).
# For PTX, run 1 selects on one thread and run 2 on three, whatever the
# module's size (--jobs=1, then --jobs=3 --jobs-min=1): the output must
# not depend on which thread selected which function (emit/ptx.c).
#
# Usage: tests/determinism/run.sh   (TNVCC=path/to/tnvcc, default ./tnvcc;
#        VERBOSE=1 also prints PASS lines)
# Prints PASS/FAIL per input and "determinism: N passed, M failed"; exits 1
# on failure.
dir=$(dirname "$0")/..
. "$(dirname "$0")/../lib.sh"
pad=$(awk 'BEGIN { for (i = 0; i < 4000; i++) printf "x" }')
[ "$(cat /proc/sys/kernel/randomize_va_space 2>/dev/null || echo 2)" = 0 ] &&
    echo "note: ASLR is off here; only the environment differs between runs"

# emit FILE STAGE ARGS...: one stage twice, compared; false (after the
# FAIL line) when the runs differ.
emit() {
    f=$1 stage=$2
    shift 2
    jobs1= jobs2=
    [ "$stage" = --emit=ptx ] && jobs1=--jobs=1 jobs2="--jobs=3 --jobs-min=1"
    rm -f "$tmp/out1"
    # shellcheck disable=SC2086 # jobs1 and jobs2 are lists of options
    "$TNVCC" "$@" $jobs1 "$stage" "$f" -o "$tmp/out1" >/dev/null 2>"$tmp/err1"
    rc1=$?
    # shellcheck disable=SC2086
    TNVCC_PAD=$pad MALLOC_PERTURB_=165 \
        "$TNVCC" "$@" $jobs2 "$stage" "$f" -o - >"$tmp/out2" 2>"$tmp/err2"
    rc2=$?
    [ -e "$tmp/out1" ] || : >"$tmp/out1" # a failed run writes no file
    if [ "$rc1" -ne "$rc2" ]; then
        bad "$name" "$stage: exit status $rc1, then $rc2"; return 1
    fi
    if ! cmp -s "$tmp/out1" "$tmp/out2"; then
        bad "$name" "$stage: the output differs between two runs"; return 1
    fi
    if ! cmp -s "$tmp/err1" "$tmp/err2"; then
        bad "$name" "$stage: the diagnostics differ between two runs"; return 1
    fi
}

# check FILE ARGS...: every stage twice, compared.
check() {
    f=$1 name=$(basename "$(dirname "$1")")/$(basename "$1")
    shift
    for stage in $stages; do
        emit "$f" "$stage" "$@" || return
    done
    "$TNVCC" "$@" --verify-only "$f" >/dev/null 2>"$tmp/err1"
    rc1=$?
    TNVCC_PAD=$pad MALLOC_PERTURB_=90 "$TNVCC" "$@" --verify-only "$f" >/dev/null 2>"$tmp/err2"
    rc2=$?
    if [ "$rc1" -ne "$rc2" ] || ! cmp -s "$tmp/err1" "$tmp/err2"; then
        bad "$name" "--verify-only: exit status or diagnostics differ between two runs"
        return
    fi
    ok "$name"
}

# PTX only once code generation exists (before, --emit=ptx is a clean
# "unsupported" error on every input, which proves nothing).
stages=--emit=ir
"$TNVCC" --sm 90a "$dir/../examples/saxpy.ll" -o - >/dev/null 2>&1 && stages="$stages --emit=ptx"
[ -n "$VERBOSE" ] && echo "stages: $stages"
for f in "$dir"/corpus/*/*.ll "$dir"/parse/bad/*.ll "$dir"/verify/corpus/*.ll; do
    check "$f" --sm 90a
done
for f in "$dir"/verify/*.ll; do
    # shellcheck disable=SC2046 # the ARGS line is a list of options
    check "$f" $(sed -n '1s/^; ARGS://p' "$f")
done
echo "determinism: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
