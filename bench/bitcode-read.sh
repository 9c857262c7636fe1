#!/usr/bin/env bash
# bench/bitcode-read.sh -- reading CUDA's libdevice as bitcode against
# reading its text form, both by tnvcc.
#
# Timed, N times each (default 15), alternating so that both see the same
# machine load, after one untimed warm-up of each:
#   bitcode: tnvcc --ir=llvm -w --verify-only --no-verify libdevice.10.bc
#   text:    the same command on llvm-dis-19's text of it (made in
#            build/bench/, never committed)
# --verify-only --no-verify stops after reading (and the module-level
# passes both paths share), so the difference is the reader's.  Prints the
# median wall time of each and their ratio; the requirement: reading the
# bitcode is no slower than parsing the text.
#
# Usage: bench/bitcode-read.sh [N]   (TNVCC, LLVM_DIS, CUDA_HOME)
set -u
N=${1:-15}
TNVCC=${TNVCC:-./tnvcc}
LLVM_DIS=${LLVM_DIS:-llvm-dis-19}
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
BC=$CUDA_HOME/nvvm/libdevice/libdevice.10.bc
DIR=build/bench
TEXT=$DIR/libdevice-dis.ll
if [ ! -f "$BC" ] || ! command -v "$LLVM_DIS" >/dev/null 2>&1; then
    echo "bench/bitcode-read.sh: skipped: needs $BC and $LLVM_DIS"
    exit 0
fi
mkdir -p "$DIR"
[ -f "$TEXT" ] || "$LLVM_DIS" "$BC" -o "$TEXT" || exit 1

run() { "$TNVCC" --ir=llvm -w --verify-only --no-verify "$1" || exit 1; }
ms() { # one run of $1, in milliseconds
    local s e
    s=$(date +%s%N)
    run "$1"
    e=$(date +%s%N)
    echo $(((e - s) / 1000))
}
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f", (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) / 1000 }'; }

run "$BC"
run "$TEXT"
: >"$DIR/t_bc"
: >"$DIR/t_text"
for _ in $(seq "$N"); do
    ms "$BC" >>"$DIR/t_bc"
    ms "$TEXT" >>"$DIR/t_text"
done
b=$(median <"$DIR/t_bc")
t=$(median <"$DIR/t_text")
echo "libdevice, median of $N runs: bitcode $b ms ($(wc -c <"$BC") bytes), text $t ms ($(wc -c <"$TEXT") bytes), text/bitcode $(awk -v b="$b" -v t="$t" 'BEGIN { printf "%.2f", t / b }')x"
