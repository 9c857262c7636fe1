#!/bin/sh
# tests/fuzz/valgrind.sh -- tnvcc under valgrind's memcheck over every test
# input: no invalid read or write, no use of uninitialised memory, and no
# block "definitely" or "indirectly" lost when the process exits, on
# success and on error.
#
# Why valgrind beside the sanitizer build: it checks the ordinary -O2 code
# that users run (no instrumentation, so no change in inlining or layout),
# it catches reads of uninitialised heap memory (which ASan does not), and
# its leak check proves that the error paths free what they allocated --
# the arena teardown of docs/reliability.md's error contract.
#
# Why a dynamically linked binary (tnvcc-dyn, `make check-valgrind` builds
# it from the same objects as tnvcc): the shipped tnvcc is linked
# statically, and memcheck cannot see into a static binary.  Its malloc is
# glibc's own copy, which memcheck does not replace, so the heap is
# invisible ("total heap usage: 0 allocs") and no leak or uninitialised
# read could ever be found; and glibc's static start-up and exit code
# trips memcheck's checks by itself.  Linked against the shared libc, every
# malloc and free goes through memcheck's replacements.
#
# Inputs (each run with the modes that reach the most code for it):
#   tests/corpus/*/*.ll                 --emit=ptx and --emit=ir, sm_90a
#   tests/codegen/*.ll, tests/intrinsics/*.ll
#                                       --emit=ptx with the case's own
#                                       `; SM:` and `; ARGS:` lines
#   tests/verify/*.ll, tests/parse/bad/*.ll, tests/fuzz/regressions/*.ll
#                                       --emit=ptx (most stop with an error)
#   the hostile suite's cases           --emit=ptx, generated small (gen.sh)
# Under valgrind tnvcc must exit with the status it has without it (0, or
# 1 for an error).  Valgrind's own verdict is its exit status:
# --error-exitcode=99 (not 1, which is tnvcc's normal answer to a bad
# input) with definite and indirect leaks counted as errors.  Suppressions
# (tests/fuzz/valgrind.supp) are for libc noise only, each with a reason.
#
# Runs go two at a time (VG_JOBS, default 2): about a second each.
#
# Usage: tests/fuzz/valgrind.sh   (TNVCC=path/to/tnvcc-dyn, VG_JOBS=N,
#        VG_LIMIT=N for the first N runs only, VERBOSE=1 also prints PASS
#        lines).  tests/fuzz/valgrind-plant.sh shows that it can fail.
# Prints PASS/FAIL per run and "valgrind: N passed, N failed".
here=$(dirname "$0")
dir=$here/..

# ---- one run (the worker xargs calls) ---------------------------------------
# valgrind.sh --one FILE SM MODE ARGS: prints "PASS name" or "FAIL name: why".
if [ "$1" = --one ]; then
    f=$2 sm=$3 mode=$4 args=$5
    name="$(basename "$(dirname "$f")")/$(basename "$f") $mode"
    t=$(mktemp -d)
    # shellcheck disable=SC2086
    "$TNVCC" --sm "$sm" $mode $args "$f" -o "$t/out" >/dev/null 2>&1
    want=$?
    rm -f "$t/out"
    # shellcheck disable=SC2086
    valgrind -q --error-exitcode=99 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
        --suppressions="$here/valgrind.supp" --log-file="$t/vg" \
        "$TNVCC" --sm "$sm" $mode $args "$f" -o "$t/out" >/dev/null 2>"$t/err"
    rc=$?
    if [ "$rc" -eq 99 ] || [ -s "$t/vg" ]; then
        echo "FAIL $name: memcheck: $(grep -m1 -E 'Invalid|uninitialised|lost|ERROR|Mismatched' "$t/vg")"
        [ -n "$VERBOSE" ] && cat "$t/vg"
    elif [ "$rc" -ne "$want" ]; then
        echo "FAIL $name: exit status $rc under valgrind, $want without"
    else
        echo "PASS $name"
    fi
    rm -rf "$t"
    exit 0
fi

. "$here/../lib.sh"
if ! command -v valgrind >/dev/null 2>&1; then
    echo "valgrind not installed (apt-get install valgrind)"
    echo "valgrind: 0 passed, 1 failed"
    exit 1
fi
if file -L "$TNVCC" 2>/dev/null | grep -q 'statically linked'; then
    echo "valgrind: $TNVCC is linked statically: memcheck cannot see its heap" \
         "(make check-valgrind builds tnvcc-dyn)"
    echo "valgrind: 0 passed, 1 failed"
    exit 1
fi
export TNVCC

# The job list: one line per run, FILE SM MODE ARGS (ARGS quoted as one
# word for xargs).  Every file here is a committed test input.
jobs=$tmp/jobs
for f in "$dir"/corpus/*/*.ll; do
    printf '%s 90a --emit=ptx ""\n%s 90a --emit=ir ""\n' "$f" "$f"
done >"$jobs"
for f in "$dir"/codegen/*.ll "$dir"/intrinsics/*.ll; do
    [ -f "$f" ] || continue
    sm=$(sed -n 's/^; SM: //p' "$f" | head -1)
    args=$(sed -n 's/^; ARGS: //p' "$f" | head -1)
    printf '%s %s --emit=ptx "%s"\n' "$f" "${sm:-90a}" "$args"
done >>"$jobs"
for f in "$dir"/verify/*.ll "$dir"/parse/bad/*.ll "$dir"/fuzz/regressions/*.ll; do
    [ -f "$f" ] && printf '%s 90a --emit=ptx ""\n' "$f"
done >>"$jobs"
# The hostile cases, small: the sizes do not change which code runs, only
# how often (the limits themselves are tested at full size by the hostile
# suite; here a depth just past a limit is enough to take the error path).
mkdir -p "$tmp/hostile"
for c in garbage:2000 nul:0 unterminated_string:0 unterminated_name:0 \
         line_comment_at_eof:0 block_comment_at_eof:0 int_literal:5000 \
         wide_int:300 name_quoted:1000 name_plain:1000 name_local:1000 \
         type_nest:11000 cexpr_nest:11000 md_nest:11000 paren_nest:1000 \
         ptr_chain:2100 fnty_chain:2100 type_nest:300 cexpr_nest:300 \
         md_nest:300 cexpr_chain:1000 struct_chain:1000 md_chain:1000 \
         instrs:5000 funcs:500 preds:500 pred_chain:500; do
    f="$tmp/hostile/${c%%:*}_${c#*:}.ll"
    sh "$dir/hostile/gen.sh" "${c%%:*}" "${c#*:}" >"$f" 2>/dev/null &&
        printf '%s 90a --emit=ptx ""\n' "$f"
done >>"$jobs"

# VG_LIMIT=N runs only the first N jobs (tests/fuzz/valgrind-plant.sh)
[ -n "$VG_LIMIT" ] && head -n "$VG_LIMIT" "$jobs" >"$jobs.head" && mv "$jobs.head" "$jobs"
xargs -P "${VG_JOBS:-2}" -n 4 sh "$0" --one <"$jobs" >"$tmp/results"
grep '^FAIL' "$tmp/results"
[ -n "$VERBOSE" ] && grep '^PASS' "$tmp/results"
pass=$(grep -c '^PASS' "$tmp/results")
fail=$(grep -c '^FAIL' "$tmp/results")
echo "valgrind: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
