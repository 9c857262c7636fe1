#!/usr/bin/env bash
# bench/report.sh -- measure the figures README.md quotes, in one run on
# this machine, and print them as a table (`make report`).
#
#   make test        wall time and peak resident memory of the largest
#                    process (GNU time's "maximum resident set size" of the
#                    whole run), on the tree as built
#   front end        bench/parse-print.sh: libdevice parsed and printed,
#                    tnvcc beside llvm-as-19 (ratio of medians)
#   libdevice->PTX   bench/libdevice-ptx.sh: tnvcc beside llc-19
#   corpus->PTX      every tests/corpus file for sm_80, tnvcc and llc-19
#                    one after the other, total wall time of each
# Speed ratios are measured together, in one run, as the project's rule
# says: never compare figures taken at different times.  A tool that is
# missing (llc-19, llvm-as-19, CUDA's libdevice) leaves its row out with
# a note.  Quiet machines give steadier ratios; the table says the date and
# the machine.
#
# Usage: bench/report.sh [--no-test]   (TNVCC, default ./tnvcc)
set -u
cd "$(dirname "$0")/.."
TNVCC=${TNVCC:-./tnvcc}
export TNVCC
now() { date +%s.%N; }
# Inside the corpus loop the clock is bash's own $EPOCHREALTIME (bash 5):
# `$(now)` forks a subshell and runs date, about a millisecond that fell
# inside every timed interval -- a third of tnvcc's time on a small file.
echo "## tnvcc report, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(uname -m)"
echo
echo "| what | figure |"
echo "|---|---|"
if [ "${1:-}" != --no-test ]; then
    t0=$(now)
    /usr/bin/time -f '%M' -o /tmp/report.$$ make -s test >/tmp/report-test.$$ 2>&1
    rc=$?
    t1=$(now)
    peak=$(tail -1 /tmp/report.$$)
    echo "| make test | $(tail -1 /tmp/report-test.$$ | tr -d '\n') (exit $rc), $(echo "$t1 - $t0" | bc | cut -d. -f1) s, peak $((peak / 1024)) MB |"
    rm -f /tmp/report.$$ /tmp/report-test.$$
fi
if command -v llvm-as-19 >/dev/null 2>&1; then
    line=$(bash bench/parse-print.sh 5 2>&1 | grep -E '^(tnvcc|llvm-as-19|ratio)' | tr -s ' ' | paste -sd ';' -)
    echo "| front end (libdevice text, parse + print) | ${line:-see bench/parse-print.sh} |"
else
    echo "| front end | llvm-as-19 not installed: not measured |"
fi
if command -v llc-19 >/dev/null 2>&1; then
    line=$(bash bench/libdevice-ptx.sh 5 2>&1 | grep -E '^(tnvcc|llc)' | tr -s ' ' | paste -sd ';' -)
    echo "| libdevice to PTX | ${line:-see bench/libdevice-ptx.sh} |"
    tt=0 tl=0
    for f in tests/corpus/ll/*.ll tests/corpus/handwritten/*.ll; do
        a=${EPOCHREALTIME:-$(now)}
        "$TNVCC" --sm 80 "$f" -o /dev/null 2>/dev/null
        b=${EPOCHREALTIME:-$(now)}
        llc-19 -march=nvptx64 -mcpu=sm_80 "$f" -o /dev/null 2>/dev/null
        c=${EPOCHREALTIME:-$(now)}
        tt=$(echo "$tt + $b - $a" | bc); tl=$(echo "$tl + $c - $b" | bc)
    done 2>/dev/null # (llc-19 aborts on two corpus files; bash would say so)
    echo "| corpus to PTX (sm_80, one process per file) | tnvcc ${tt%????} s, llc-19 ${tl%????} s: $(echo "scale=1; $tl / $tt" | bc)x |"
else
    echo "| libdevice and corpus to PTX | llc-19 not installed: not measured |"
fi
