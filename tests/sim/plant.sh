#!/bin/sh
# tests/sim/plant.sh -- does the ptxsim comparison catch the wrong code it
# was built to catch?  (`make check-sim-plant`)
#
# Two wrong-code bugs once sat behind a green suite until the code ran on a
# GPU (the wrong-code issue): an under-aligned access emitted as one wide
# access, which faults as misaligned, and an fma that fused a multiply
# without `contract`.  This script plants each back, one at a time, into a
# scratch copy of the tree, rebuilds tnvcc there, and runs the comparison
# step of `make check-sim` (tests/sim/run.sh, both input modes) with it:
#   under-aligned  isel/legal/unaligned.c: piece_load_needed no longer asks
#                  whether the access is wider than its alignment, so no
#                  under-aligned load or store is split
#   contract       isel/select/nvptx.md: the `if contract(1)` condition dropped
#                  from the f32/f64 rules that fuse FADD(reg, FMUL(..))
# Each plant must make the run fail (a DIFFER or FAULT line); the script
# passes only when both are caught.  tests/sim/kernels/wrongcode.ll holds
# small kernels made for this, beside the corpus.
#
# The working files are never touched: the tree (with build/, so that only
# what a plant touches is rebuilt) is copied to a temporary directory,
# removed on exit.
# Usage: tests/sim/plant.sh   (PTXSIM: the ptxsim to use, default ./ptxsim;
#        SIM_FULL=: the float mode only, faster)
# Prints, per plant, "caught" and the first failures, or "MISSED"; then
# "plant: caught K of 2"; exits 0 only when K = 2.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ptxsim=$(cd "$root" && readlink -f "${PTXSIM:-./ptxsim}")
[ -x "$ptxsim" ] || { echo "plant: $ptxsim not built (make ptxsim)"; exit 2; }

. "$root/tests/scratch.sh"
cp "$scratch/isel/legal/unaligned.c" "$scratch/unaligned.c.orig"
cp "$scratch/isel/select/nvptx.md" "$scratch/nvptx.md.orig"

# plant NAME: write the planted file from the original; fails when the
# text to change is no longer there (the source moved on: fix this script)
plant() {
    cp "$scratch/unaligned.c.orig" "$scratch/isel/legal/unaligned.c"
    cp "$scratch/nvptx.md.orig" "$scratch/isel/select/nvptx.md"
    case $1 in
    under-aligned)
        sed -i 's/return b \* 8 != vt_bits(vt) || b > align;/return b * 8 != vt_bits(vt);/' \
            "$scratch/isel/legal/unaligned.c"
        ! cmp -s "$scratch/isel/legal/unaligned.c" "$scratch/unaligned.c.orig" ;;
    contract)
        sed -i '/^reg: *FADD\.fp(reg, FMUL\.fp(reg, [a-z]*))/s/ if contract(1)//' \
            "$scratch/isel/select/nvptx.md"
        [ "$(diff "$scratch/nvptx.md.orig" "$scratch/isel/select/nvptx.md" | grep -c '^>')" -eq 2 ] ;;
    esac
}

caught=0
for p in under-aligned contract; do
    if ! plant "$p"; then
        echo "ERROR  $p: the text to plant is not in the source any more"; continue
    fi
    if ! (cd "$scratch" && nice make -s tnvcc >"$scratch/build.log" 2>&1); then
        echo "ERROR  $p: the planted tree does not build: $(grep -m1 error "$scratch/build.log")"
        continue
    fi
    TMPDIR=$scratch/tmp SIM_FULL=${SIM_FULL-1} TNVCC="$scratch/tnvcc" PTXSIM="$ptxsim" \
        nice sh "$scratch/tests/sim/run.sh" >"$scratch/run.log" 2>&1
    rc=$?
    if [ "$rc" -ne 0 ] && grep -q '^FAIL' "$scratch/run.log"; then
        caught=$((caught + 1))
        echo "caught $p: $(grep -c '^FAIL' "$scratch/run.log") failures, first:"
        grep '^FAIL' "$scratch/run.log" | head -3 | cut -c1-200 | sed 's/^/    /'
    else
        echo "MISSED $p: tests/sim/run.sh still passes: $(tail -1 "$scratch/run.log")"
    fi
done
echo "plant: caught $caught of 2"
[ "$caught" -eq 2 ]
