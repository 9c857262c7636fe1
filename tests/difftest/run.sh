#!/bin/sh
# tests/difftest/run.sh -- differential testing on random kernels: tnvcc
# against llc-19, both run under ptxsim.
#
# For each seed, tests/difftest/irgen.c writes a kernel without undefined
# behaviour (integer and floating-point arithmetic of every width,
# conversions, comparisons and selects, bit-manipulation and saturating
# intrinsics, local variables in allocas, if/else diamonds and counted
# loops; see its header), tnvcc
# and llc-19 compile it for sm_80 (DIFF_SM=NN another target), and ptxsim runs each on the same
# inputs (2 CTAs of 64 threads; %in a buffer of small integers or of a
# float ramp, %n a small count).  Every byte of %out must agree.
#
# Outcomes per seed and input mode:
#   same      both ran and %out is identical
#   DIFFER    %out differs: one compiler computes something else (the
#             kernel has no undefined behaviour, so one of them is wrong)
#   FAULT     tnvcc's code faulted where llc-19's did not
#   REFUSED   tnvcc stopped with an error on valid IR, or wrote PTX that
#             ptxas rejects -- a failure too
#   skipped   llc-19 cannot compile it, or ptxsim does not model an
#             instruction of either (named at the end; not a pass)
# Each failure leaves its kernel in $DIFF_KEEP (default build/difftest/)
# as seed-N.ll, so that it can be rerun and reduced.
#
# Usage: tests/difftest/run.sh [FIRST [COUNT [SIZE]]]
#   seeds FIRST .. FIRST+COUNT-1 (default 1 and 25: the quick form that
#   `make test` runs; `make check-diff` runs 200), SIZE operations per
#   kernel (default 60); TNVCC, PTXSIM, IRGEN (the generator's binary,
#   default build/irgen), LLC (default llc-19).  Skips with a message
#   without llc-19.
# Prints the failures and "difftest: N passed, M failed".
dir=$(dirname "$0")
. "$dir/../lib.sh"
FIRST=${1:-1} COUNT=${2:-25} SIZE=${3:-60}
PTXSIM=${PTXSIM:-./ptxsim}
IRGEN=${IRGEN:-./build/irgen}
LLC=${LLC:-llc-19}
KEEP=${DIFF_KEEP:-build/difftest}
SM=${DIFF_SM:-80}
# llc-19's own PTX version for a target before sm_70 is too old for the
# warp shuffles' .sync forms (PTX 6.0), which tnvcc raises .version for
LLC_PTX=
[ "${SM%[af]}" -lt 70 ] && LLC_PTX=-mattr=+ptx60
command -v "$LLC" >/dev/null 2>&1 || { echo "difftest: skipped: $LLC is not installed"; exit 0; }
for b in "$PTXSIM" "$IRGEN"; do
    [ -x "$b" ] || { echo "difftest: $b not built (make $(basename "$b"))"; echo "difftest: 0 passed, 1 failed"; exit 1; }
done
mkdir -p "$KEEP"
skipped=0
: >"$tmp/unknown"

keep() { cp "$tmp/k.ll" "$KEEP/seed-$1.ll"; }

# sim PTX OUTDIR MODE: run kernel k, %out into OUTDIR/out
sim() {
    mkdir -p "$2"
    if [ "$3" = float ]; then in=ramp32f n=100; else in=small8 n=37; fi
    "$PTXSIM" "$1" k --grid 2 --block 64 "buf:65536:$in:$2/in" "buf:65536:zero:$2/out" \
        "i32:$n" >"$2.stdout" 2>"$2.err"
}

s=$FIRST
last=$((FIRST + COUNT - 1))
while [ "$s" -le "$last" ]; do
    "$IRGEN" "$s" "$SIZE" "$SM" >"$tmp/k.ll"
    if ! "$TNVCC" --sm "$SM" "$tmp/k.ll" -o "$tmp/t.ptx" 2>"$tmp/t.err"; then
        keep "$s"; bad "seed $s" "REFUSED: $(grep -m1 error: "$tmp/t.err")"; s=$((s + 1)); continue
    fi
    ptxas_check "$tmp/t.ptx" "$SM"
    if [ $? -eq 1 ]; then
        keep "$s"; bad "seed $s" "REFUSED: ptxas rejects tnvcc's PTX: $(head -1 "$tmp/ptxas.err")"
        s=$((s + 1)); continue
    fi
    if ! "$LLC" -mcpu=sm_"$SM" $LLC_PTX "$tmp/k.ll" -o "$tmp/l.ptx" 2>/dev/null; then
        skipped=$((skipped + 1)); s=$((s + 1)); continue
    fi
    for mode in float int; do
        rm -rf "$tmp/t" "$tmp/l"
        sim "$tmp/t.ptx" "$tmp/t" $mode; rt=$?
        sim "$tmp/l.ptx" "$tmp/l" $mode; rl=$?
        if grep -q 'unknown instruction' "$tmp/t.err" "$tmp/l.err"; then
            grep -ho "unknown instruction '[^']*'" "$tmp/t.err" "$tmp/l.err" >>"$tmp/unknown"
            skipped=$((skipped + 1)); continue
        fi
        if [ $rt -ne 0 ] && [ $rl -eq 0 ]; then
            keep "$s"; bad "seed $s ($mode)" "FAULT in tnvcc's code only: $(head -1 "$tmp/t.err")"
        elif [ $rt -ne 0 ] || [ $rl -ne 0 ]; then
            skipped=$((skipped + 1)) # llc-19's code faults: nothing to compare with
        elif cmp -s "$tmp/t/out" "$tmp/l/out"; then
            ok "seed $s ($mode)"
        else
            keep "$s"
            at=$(cmp "$tmp/t/out" "$tmp/l/out" | sed -n 's/.*byte \([0-9]*\).*/\1/p')
            bad "seed $s ($mode)" "DIFFER: %out differs first at byte $((at - 1)) (thread $(((at - 1) / 256)))"
        fi
    done
    s=$((s + 1))
done
[ "$skipped" -gt 0 ] && echo "difftest: $skipped runs skipped (llc-19 could not compile or faulted, or ptxsim lacks an instruction)"
[ -s "$tmp/unknown" ] && sort "$tmp/unknown" | uniq -c | sed 's/^/    /'
echo "difftest: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
