#!/bin/sh
# tests/mutants/mutants.sh -- mutation testing of the code-generation goldens
# (`make check-mutants`).
#
# A golden test that only checks instruction names passes on code that
# computes the wrong thing: swap two operands of the mad.lo rule and
# saxpy computes ctaid*tid+ntid, yet "mad.lo" still appears.  This script
# measures how precise the goldens are.  It applies each mutation of
# tests/mutants/mutants.txt (a wrong operand order, opcode, type suffix,
# rounding mode, immediate or state space in one rule of isel/select/nvptx.md),
# one at a time, to a scratch copy of the tree, rebuilds tnvcc there, and
# runs the golden cases of tests/codegen/run.sh (GOLDENS_ONLY=1: the
# corpus part adds time, not precision).  A mutant is killed when the
# build rejects it (the generator's checks) or a golden fails; it
# survives when every golden still passes.
#
# The working files are never touched: the tree (sources, tests, and the
# build/ directory, so that only the pattern tables are rebuilt) is copied
# to a temporary directory removed on exit.
#
# Usage: tests/mutants/mutants.sh [MUTANTS-FILE]   (default mutants.txt beside
#        this script; MIN_KILLED=90 the percentage required; APPLY_ONLY=1
#        only shows each mutated line, without building or testing)
# (Not named run.sh: tests/run-tests.sh runs every tests/*/run.sh, and this
# takes tens of minutes.)
# Prints one line per mutant (killed/SURVIVED/ERROR and why), then
# "mutants: killed K of N (P%)".  Exits 1 when under MIN_KILLED percent,
# 2 when a mutant no longer applies (its rule line was edited: fix the
# list), 0 otherwise.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
list=${1:-$here/mutants.txt}
min=${MIN_KILLED:-90}

# The tree as it is now, in $scratch (tests/scratch.sh): make rebuilds
# only what the pattern file feeds.
. "$root/tests/scratch.sh"
orig=$scratch/nvptx.md.orig
cp "$root/isel/select/nvptx.md" "$orig"

# mutate: write the mutated pattern file, or say why it cannot.  The rule
# line is found by its text with runs of blanks counted as one (so that
# re-aligned columns do not matter); the replacement is made in its
# template, from the first '"' on (so that an intrinsic's name in the
# pattern is never what changes).
# SEL, FROM and TO come through the environment: awk -v would read the
# backslashes of the templates ("\n") as escapes.
mutate() {
    awk '
        function squeeze(s) { gsub(/[ \t]+/, " ", s); return s }
        BEGIN { sel = squeeze(ENVIRON["SEL"]); from = ENVIRON["FROM"]; to = ENVIRON["TO"] }
        { line[NR] = $0 }
        !/^[ \t]*#/ && index(squeeze($0), sel) { hits++; at = NR }
        END {
            if (hits != 1) { printf "the rule line is found %d times, not once\n", hits > "/dev/stderr"; exit 1 }
            q = index(line[at], "\"")
            k = q ? index(substr(line[at], q), from) : 0
            if (!k) { print "the text to replace is not in the rule'"'"'s template" > "/dev/stderr"; exit 1 }
            k += q - 1
            line[at] = substr(line[at], 1, k - 1) to substr(line[at], k + length(from))
            for (i = 1; i <= NR; i++) print line[i]
        }' "$orig" >"$scratch/isel/select/nvptx.md"
}

# first_fail WHAT CMD...: run CMD, a suite that prints a line per case
# (VERBOSE=1), into a fifo; print its first FAIL line and return 1 as soon
# as there is one (a killed mutant need not wait for the other cases: the
# suite dies of SIGPIPE at its next line once nobody reads), or "the WHAT
# exits RC" when it fails without one; return 0 when it passes.  Its
# temporary files go under the scratch directory (TMPDIR), removed at the
# end whatever way the suite ended.
first_fail() {
    what=$1; shift
    rm -f "$scratch/fifo"; mkfifo "$scratch/fifo"
    "$@" >"$scratch/fifo" 2>&1 &
    pid=$!
    fail=$(awk '/^FAIL/ { print; exit }' <"$scratch/fifo")
    wait "$pid"; rc=$?
    [ -z "$fail" ] && [ "$rc" -ne 0 ] && fail="the $what exits $rc"
    [ -n "$fail" ] && { echo "$fail"; return 1; }
    return 0
}

# goldens: the golden cases of tests/codegen/run.sh with the scratch tnvcc
goldens() {
    first_fail "golden suite" env TMPDIR="$scratch/tmp" GOLDENS_ONLY=1 VERBOSE=1 \
        TNVCC="$scratch/tnvcc" nice sh "$scratch/tests/codegen/run.sh"
}

# sim: the killer of MUTANT_KILLER=sim -- the ptxsim comparison of
# tests/sim/run.sh (tnvcc's PTX against llc-19's, run under ptxsim) alone,
# in its quick form (the float inputs; SIM_FULL=1 for both modes), with
# llc-19's side computed once for all mutants (SIM_CACHE).
sim() {
    first_fail "sim suite" env TMPDIR="$scratch/tmp" SIM_CACHE="$scratch/simcache" VERBOSE=1 \
        TNVCC="$scratch/tnvcc" PTXSIM="$scratch/ptxsim" nice sh "$scratch/tests/sim/run.sh"
}

# diff: the killer of MUTANT_KILLER=diff -- differential testing on random
# kernels (tests/difftest/run.sh, seeds 1..DIFF_COUNT, default 60) alone:
# how many mutants random programs find without any golden or corpus
# kernel.
diff_killer() {
    first_fail "difftest" env TMPDIR="$scratch/tmp" DIFF_KEEP="$scratch/tmp/keep" VERBOSE=1 \
        TNVCC="$scratch/tnvcc" PTXSIM="$scratch/ptxsim" IRGEN="$scratch/irgen" \
        nice sh "$scratch/tests/difftest/run.sh" 1 "${DIFF_COUNT:-60}"
}

# killer: the suite a mutant must fail -- the goldens (default) or, with
# MUTANT_KILLER=sim, the simulator's comparison alone (`make
# check-mutants-sim`: how many mutants ptxsim kills without any golden),
# or with MUTANT_KILLER=diff the random kernels alone (`make
# check-mutants-diff`)
killer() {
    case ${MUTANT_KILLER:-goldens} in
    sim) sim ;;
    diff) diff_killer ;;
    *) goldens ;;
    esac
}
case ${MUTANT_KILLER:-goldens} in sim | diff)
    [ -x "$root/ptxsim" ] || { echo "mutants: $root/ptxsim not built (make ptxsim)"; exit 2; }
    cp "$root/ptxsim" "$scratch/ptxsim" # the one of this moment, for every mutant
    mkdir -p "$scratch/simcache" "$scratch/tmp" ;;
esac
if [ "${MUTANT_KILLER:-goldens}" = diff ]; then
    [ -x "$root/build/irgen" ] || { echo "mutants: $root/build/irgen not built (make build/irgen)"; exit 2; }
    cp "$root/build/irgen" "$scratch/irgen"
fi

# The unmutated tree must build and pass, or no mutant means anything.
if [ -n "${APPLY_ONLY:-}" ]; then :
elif ! (cd "$scratch" && nice make -s tnvcc >"$scratch/build.log" 2>&1); then
    echo "mutants: the unmutated tree does not build:"; tail -5 "$scratch/build.log"; exit 2
fi
if [ -n "${APPLY_ONLY:-}" ]; then :
elif ! why=$(killer); then
    echo "mutants: the ${MUTANT_KILLER:-goldens} suite fails without any mutation: $why"; exit 2
fi

n=0 killed=0 errors=0
while IFS= read -r entry; do
    case $entry in '#'* | '') continue ;; esac
    name=$(printf '%s\n' "$entry" | awk -F ' @@ ' '{ print $1 }')
    export SEL FROM TO
    SEL=$(printf '%s\n' "$entry" | awk -F ' @@ ' '{ print $2 }')
    FROM=$(printf '%s\n' "$entry" | awk -F ' @@ ' '{ print $3 }')
    TO=$(printf '%s\n' "$entry" | awk -F ' @@ ' '{ print $4 }')
    if [ -z "$TO" ] || ! why=$(mutate 2>&1); then
        echo "ERROR    $name: ${why:-needs four fields}"; errors=$((errors + 1)); continue
    fi
    n=$((n + 1))
    if [ -n "${APPLY_ONLY:-}" ]; then
        diff "$orig" "$scratch/isel/select/nvptx.md" | sed -n 's/^> /applies  '"$name"': /p'; continue
    fi
    if ! (cd "$scratch" && nice make -s tnvcc >"$scratch/build.log" 2>&1); then
        killed=$((killed + 1))
        echo "killed   $name: the build rejects it ($(grep -m1 'error' "$scratch/build.log"))"
        continue
    fi
    if first=$(killer); then
        echo "SURVIVED $name"
    else
        killed=$((killed + 1))
        echo "killed   $name: $first" | cut -c1-160
    fi
done <"$list"
# Leave the scratch build as it was found (it is removed anyway; this keeps
# a kept scratch tree, when debugging, consistent with the sources).
cp "$orig" "$scratch/isel/select/nvptx.md"

if [ -n "${APPLY_ONLY:-}" ]; then
    echo "mutants: $n apply, $errors not applicable"; [ "$errors" -eq 0 ]; exit
fi
pct=0
[ "$n" -gt 0 ] && pct=$((killed * 100 / n))
echo "mutants: killed $killed of $n ($pct%), $errors not applicable"
[ "$errors" -eq 0 ] || exit 2
[ "$n" -gt 0 ] && [ $((killed * 100)) -ge $((min * n)) ]
