#!/usr/bin/env bash
# bench/parse-print.sh -- how fast tnvcc reads LLVM IR and prints it back,
# next to llvm-as-19 reading the same file.
#
# The input is CUDA's libdevice as text (~56k lines, 2.6 MB): the largest
# real NVVM IR module everyone has.  It is made with llvm-dis-19 from
# nvvm/libdevice/libdevice.10.bc of the CUDA install the first time (into
# build/bench/, never committed); without llvm-dis-19, llvm-as-19 or CUDA
# the script says so and exits 0.
#
# Timed, each N times (default 10), alternating so that both see the same
# machine load, after one untimed warm-up run of each:
#   tnvcc:   tnvcc --emit=ir --no-verify libdevice.ll -o /dev/null
#            (parse + print the whole module as text)
#   llvm-as: llvm-as-19 libdevice.ll -o /dev/null             (parse + verify
#            + bitcode writer; the nearest thing LLVM has to parse alone)
# Both write their output to /dev/null, so neither is timed creating a
# file on disk (with -o FILE, tnvcc writes a temporary file and renames it
# over FILE, which costs about 2 ms on ext4; DETAIL=1 shows that case).
# Prints the median wall time of each, their ratio, and the peak resident
# set size of one run of each (GNU time's %M).  The requirement this checks:
# tnvcc at least 5x faster than llvm-as-19, and smaller at its peak.
#
# With DETAIL=1 it also times tnvcc parsing only (--verify-only
# --no-verify) and printing to a discarded stdout (-o - >/dev/null), which
# splits the total into parse, print, and writing the output file.
#
# Usage: bench/parse-print.sh [N]
#   TNVCC=path (default ./tnvcc), LLVM_AS, LLVM_DIS, CUDA_HOME (default
#   /usr/local/cuda), INPUT=path (any .ll instead of libdevice), DETAIL=1.
set -u
N=${1:-${N:-10}}
DETAIL=${DETAIL:-0}
case $N in
'' | *[!0-9]* | 0) echo "usage: bench/parse-print.sh [N]  (N: runs of each, > 0)" >&2; exit 2 ;;
esac
TNVCC=${TNVCC:-./tnvcc}
LLVM_AS=${LLVM_AS:-llvm-as-19}
LLVM_DIS=${LLVM_DIS:-llvm-dis-19}
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
BC=$CUDA_HOME/nvvm/libdevice/libdevice.10.bc
DIR=build/bench
INPUT=${INPUT:-$DIR/libdevice.ll}
OUT=$DIR/parse-print.out.ll

skip() {
    echo "bench/parse-print.sh: skipped: $*"
    exit 0
}

have() { command -v "$1" >/dev/null 2>&1; }

# The input: libdevice as text, made once.
make_input() {
    [ -s "$INPUT" ] && return
    [ "$INPUT" = "$DIR/libdevice.ll" ] || skip "no input file $INPUT"
    have "$LLVM_DIS" || skip "$LLVM_DIS is not installed (needed to make libdevice.ll)"
    [ -f "$BC" ] || skip "no libdevice at $BC (set CUDA_HOME)"
    mkdir -p "$DIR"
    "$LLVM_DIS" "$BC" -o "$INPUT" || skip "$LLVM_DIS failed on $BC"
}

# Microseconds since some fixed point: bash's EPOCHREALTIME when it has
# it (no extra process), else date (GNU, %N).
now_us() {
    if [ -n "${EPOCHREALTIME:-}" ]; then
        local t=${EPOCHREALTIME/[.,]/}
        echo "$t"
    else
        echo $(($(date +%s%N) / 1000))
    fi
}

# Wall time of one run of the command, in microseconds; a failure stops
# the benchmark (timing a failing run would be meaningless).
# Read the clock without a command substitution where bash allows it:
# $(now_us) forks a subshell, and that fork would be timed too, adding the
# same ~1 ms to both programs and so understating the faster one's lead.
time_us() {
    local t0 t1
    if [ -n "${EPOCHREALTIME:-}" ]; then
        t0=${EPOCHREALTIME/[.,]/}
    else
        t0=$(now_us)
    fi
    "$@" >/dev/null 2>"$DIR/err" || {
        echo "bench/parse-print.sh: failed: $*" >&2
        head -5 "$DIR/err" >&2
        exit 1
    }
    if [ -n "${EPOCHREALTIME:-}" ]; then
        t1=${EPOCHREALTIME/[.,]/}
    else
        t1=$(now_us)
    fi
    echo $((t1 - t0))
}

# Median of the numbers on stdin.
median() {
    sort -n | awk '{ v[NR] = $1 }
        END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Peak resident set size of one run, in KiB ("?" without GNU time).
peak_kib() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f %M -o "$DIR/rss" "$@" >/dev/null 2>&1 && cat "$DIR/rss" || echo "?"
    else
        echo "?"
    fi
}

have "$LLVM_AS" || skip "$LLVM_AS is not installed"
# llvm-as writes to /dev/null; if something has replaced the device with a
# regular file, llvm-as would be timed writing a file and look slower.
[ -c /dev/null ] || echo "bench/parse-print.sh: warning: /dev/null is not a" \
    "character device; llvm-as-19's time includes writing a file" >&2
[ -x "$TNVCC" ] || skip "no tnvcc at $TNVCC (run make first)"
make_input

tnvcc_cmd=("$TNVCC" --emit=ir --no-verify "$INPUT" -o /dev/null)
llvm_cmd=("$LLVM_AS" "$INPUT" -o /dev/null)

# Warm up: the input and both programs into the page cache.
cat "$INPUT" >/dev/null
time_us "${tnvcc_cmd[@]}" >/dev/null
time_us "${llvm_cmd[@]}" >/dev/null

: >"$DIR/tnvcc.us"
: >"$DIR/llvm-as.us"
for _ in $(seq "$N"); do
    time_us "${tnvcc_cmd[@]}" >>"$DIR/tnvcc.us"
    time_us "${llvm_cmd[@]}" >>"$DIR/llvm-as.us"
done
t_tnvcc=$(median <"$DIR/tnvcc.us")
t_llvm=$(median <"$DIR/llvm-as.us")
if [ "$DETAIL" = 1 ]; then
    : >"$DIR/parse.us"
    : >"$DIR/file.us"
    for _ in $(seq "$N"); do
        time_us "$TNVCC" --verify-only --no-verify "$INPUT" >>"$DIR/parse.us"
        time_us "$TNVCC" --emit=ir --no-verify "$INPUT" -o "$OUT" >>"$DIR/file.us"
    done
    t_parse=$(median <"$DIR/parse.us")
    t_file=$(median <"$DIR/file.us")
fi
rss_tnvcc=$(peak_kib "${tnvcc_cmd[@]}")
rss_llvm=$(peak_kib "${llvm_cmd[@]}")

echo "input: $INPUT ($(wc -l <"$INPUT") lines, $(wc -c <"$INPUT") bytes), median of $N runs each"
awk -v a="$t_tnvcc" -v b="$t_llvm" -v ra="$rss_tnvcc" -v rb="$rss_llvm" 'BEGIN {
    printf "tnvcc --emit=ir --no-verify  %8.1f ms   peak RSS %s KiB\n", a / 1000, ra
    printf "llvm-as-19                   %8.1f ms   peak RSS %s KiB\n", b / 1000, rb
    printf "ratio llvm-as-19 / tnvcc     %8.2f x   (requirement: >= 5)\n", b / a
}'
if [ "$DETAIL" = 1 ]; then
    awk -v p="$t_parse" -v f="$t_file" -v a="$t_tnvcc" 'BEGIN {
        printf "  of which: parse only (--verify-only)   %8.1f ms\n", p / 1000
        printf "            + print to /dev/null         %8.1f ms\n", (a - p) / 1000
        printf "  with -o FILE instead (temp + rename)   %8.1f ms\n", f / 1000
    }'
fi
