#!/usr/bin/env bash
# bench/libdevice-ptx.sh -- how fast tnvcc compiles CUDA's libdevice to
# PTX, next to llc-19 compiling the same functions.
#
# The input is libdevice as text (llvm-dis-19 of nvvm/libdevice/
# libdevice.10.bc, triple made nvptx64-nvidia-cuda, in build/bench/).  Both
# compilers get the same module, with any function tnvcc cannot compile
# turned into a declaration (tests/libdevice/run.sh says which and why):
# the subset tnvcc compiles, today all 352 functions.
#
# Timed, each N times (default 10), alternating, after one warm-up each:
#   tnvcc:  tnvcc --sm 90a subset.ll -o /dev/null     (parse, NVVMReflect,
#           verify, select, write PTX)
#   llc:    llc-19 -mcpu=sm_90a subset.ll -o /dev/null (its default -O2;
#           NVVMReflect is part of its pipeline too)
# Prints the median wall time of each and their ratio.  llc-19's PTX is
# not assembled: it turns llvm.nvvm.tanh.approx.f32, which it does not
# know, into a call of an undefined function.
#
# LEVELS="-O3 -O0" times tnvcc at each of those levels (default: -O3
# alone), and BASE=path a second tnvcc binary beside it (an older build,
# to measure a change), all in the same alternating loop as llc-19, so
# that the machine's load falls on every figure alike.
#
# Usage: bench/libdevice-ptx.sh [N]   (TNVCC, LLC, LLVM_DIS, CUDA_HOME,
#                                      LEVELS, BASE)
set -u
N=${1:-10}
case $N in
'' | *[!0-9]* | 0) echo "usage: bench/libdevice-ptx.sh [N]  (N: runs of each, > 0)" >&2; exit 2 ;;
esac
TNVCC=${TNVCC:-./tnvcc}
LLC=${LLC:-llc-19}
LLVM_DIS=${LLVM_DIS:-llvm-dis-19}
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
BC=$CUDA_HOME/nvvm/libdevice/libdevice.10.bc
DIR=build/bench
FULL=$DIR/libdevice-cuda.ll
SUBSET=$DIR/libdevice-subset.ll

skip() {
    echo "bench/libdevice-ptx.sh: skipped: $*"
    exit 0
}
have() { command -v "$1" >/dev/null 2>&1; }

have "$LLVM_DIS" || skip "$LLVM_DIS is not installed"
have "$LLC" || skip "$LLC is not installed"
[ -f "$BC" ] || skip "no libdevice at $BC (set CUDA_HOME)"
mkdir -p "$DIR"
"$LLVM_DIS" "$BC" -o - | sed 's/^target triple = .*/target triple = "nvptx64-nvidia-cuda"/' >"$FULL"

# The functions tnvcc reports errors in become declarations (the same
# awk as tests/libdevice/run.sh).  The list file is told apart by name,
# not by awk's usual NR == FNR: when tnvcc compiles every function the
# list is empty, and NR == FNR would then hold for the module's lines too.
"$TNVCC" --sm 90a --max-errors=0 "$FULL" -o /dev/null 2>"$DIR/libdevice.err"
sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: error: .*/\1/p' "$DIR/libdevice.err" | sort -n | uniq >"$DIR/lines"
awk 'FILENAME == ARGV[1] { bad[$1] = 1; next }
     /^define / { name = $0; sub(/\(.*/, "", name); sub(/.*@/, "", name) }
     name != "" && bad[FNR] { print name }
     /^}/ { name = "" }' "$DIR/lines" "$FULL" | sort -u >"$DIR/failing"
awk 'FILENAME == ARGV[1] { drop[$1] = 1; next }
     /^define / { name = $0; sub(/\(.*/, "", name); sub(/.*@/, "", name)
                  if (drop[name]) { skip = 1; sub(/^define (internal )?/, "declare ")
                                    sub(/ *\{$/, ""); print; next } }
     skip { if ($0 ~ /^}/) skip = 0; next }
     { print }' "$DIR/failing" "$FULL" >"$SUBSET"
"$TNVCC" --sm 90a "$SUBSET" -o /dev/null || skip "tnvcc fails on the subset"
echo "functions: $(grep -c '^define ' "$SUBSET") of $(grep -c '^define ' "$FULL")"

# Wall time of one run, in microseconds.
time_us() {
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000))
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

LEVELS=${LEVELS:--O3}
BASE=${BASE:-}
# The runs: a name (for the timing file) and a command line each.
runs=""
for lv in $LEVELS; do
    runs="$runs tnvcc$lv"
    [ -n "$BASE" ] && runs="$runs base$lv"
done
cmd_of() {
    case $1 in
    tnvcc*) echo "$TNVCC --sm 90a ${1#tnvcc} $SUBSET -o /dev/null" ;;
    base*) echo "$BASE --sm 90a ${1#base} $SUBSET -o /dev/null" ;;
    llc) echo "$LLC -mcpu=sm_90a $SUBSET -o /dev/null" ;;
    esac
}
for r in $runs llc; do
    $(cmd_of "$r") 2>/dev/null # warm-up
    : >"$DIR/t.$r"
done
for _ in $(seq "$N"); do
    for r in $runs llc; do
        time_us $(cmd_of "$r") >>"$DIR/t.$r"
    done
done
l=$(median <"$DIR/t.llc")
for r in $runs; do
    t=$(median <"$DIR/t.$r")
    awk -v r="$r" -v t="$t" -v l="$l" 'BEGIN {
        printf "%-12s %8.1f ms   llc/tnvcc %.1fx\n", r, t / 1000, l / t }'
done
awk -v l="$l" -v n="$N" 'BEGIN {
    printf "%-12s %8.1f ms   (median of %d runs each, alternating)\n", "llc-19 -O2", l / 1000, n }'
