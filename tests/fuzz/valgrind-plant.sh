#!/bin/sh
# tests/fuzz/valgrind-plant.sh -- proof that `make check-valgrind` can fail.
#
# A check that has never failed proves little: the first version of this
# check ran memcheck on the static tnvcc, where it could not see the heap
# at all, and nobody could tell.  This script copies the committed sources
# to a scratch directory, plants a definite leak in that copy's main()
# (32 bytes malloc'ed and dropped, through a volatile pointer so that the
# optimiser keeps the call), builds tnvcc-dyn there and runs the valgrind
# suite on the first few inputs.  It passes when the suite FAILS on the
# planted copy with a "definitely lost" report -- the working tree is
# never touched.
#
# Usage: tests/fuzz/valgrind-plant.sh   (from the repository root; about a
#        minute: one build of the copy and VG_LIMIT=4 valgrind runs)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
(cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$scratch") || exit 1
awk '{ print }
     /^int main\(int argc, char \*\*argv\)$/ { inmain = 1 }
     inmain && /^\{$/ { print "    { char *volatile leak = malloc(32); if (leak) leak[0] = 1; leak = 0; } /* planted */"; inmain = 0 }' \
    "$root/main.c" >"$scratch/main.c"
grep -q planted "$scratch/main.c" || { echo "valgrind-plant: could not plant the leak"; exit 1; }
make -C "$scratch" -s -j2 tnvcc-dyn >"$scratch/build.log" 2>&1 ||
    { tail -5 "$scratch/build.log"; echo "valgrind-plant: the planted copy does not build"; exit 1; }
if (cd "$scratch" && VG_LIMIT=4 TNVCC=./tnvcc-dyn sh tests/fuzz/valgrind.sh) >"$scratch/vg.log" 2>&1; then
    cat "$scratch/vg.log"
    echo "valgrind-plant: FAIL: the suite passed on a copy with a planted leak"
    exit 1
fi
grep -m2 'definitely lost\|FAIL' "$scratch/vg.log"
echo "valgrind-plant: PASS: the planted leak made the valgrind suite fail"
