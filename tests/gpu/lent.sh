#!/bin/sh
# tests/gpu/lent.sh -- `make check-gpu` on a GPU lent by the minute, as one
# command that fits the time it is given.
#
# Usage: sh tests/gpu/lent.sh DIR [SECONDS]
#   DIR      prepared beforehand, where the compilers are:
#              python3 tests/gpu/check_gpu.py --prepare-only --work DIR --math-sm 90
#            (the GPU machine needs only Python and the driver; carry DIR)
#   SECONDS  what the whole command may take (default 540).
#
# Why parts.  One check_gpu.py run does the kernels, then the libdevice
# functions, then the timings, so a deadline that falls early leaves the
# later parts with nothing: on the first GPU the timings never ran.  Here
# each part is its own run with its own --deadline, a share of SECONDS:
#
#   kernels    every kernel of tests/corpus/ll and handwritten, and the
#              ptxsim kernels of tests/sim/kernels, three input modes,
#              against llc-19's code                                 36%
#   time       the corpus kernels' timings (--time)                  36%
#   math       each libdevice function on 2^18 inputs, bit for bit
#              against llc-19 and nvcc, with timings                 14%
#   producers  the real producers' kernels (tests/corpus/producers)  14%
#
# A part that a hang holds (a child is killed after 120 s, 60 s in the
# timing part, where llc-19's own code for one kernel has run past that)
# can overrun its share by that much; leave room for it in SECONDS.  What a deadline cut
# off is reported as not run (check_gpu.py: INCOMPLETE, exit 2), never as
# a pass.  Each part's report goes to $OUT/gpu-PART.txt when $OUT is set
# (the device tool brings $OUT back), else to DIR/gpu-PART.txt; the last
# lines of each are printed.  Exit status: 1 if a part failed, 2 if one was
# incomplete, else 0.
set -u
dir=${1:?usage: sh tests/gpu/lent.sh DIR [SECONDS]}
total=${2:-540}
case $total in '' | *[!0-9]*) echo "lent.sh: SECONDS must be a whole number" >&2; exit 2 ;; esac
[ -f "$dir/jobs.json" ] || { echo "lent.sh: $dir is not prepared (no jobs.json)" >&2; exit 2; }
here=$(dirname "$0")
out=${OUT:-$dir}
mkdir -p "$out"
py=${PYTHON:-python3}
math_n=${MATH_N:-262144}
status=0

part() { # NAME SHARE(%) ARGS...: one check_gpu.py run with its deadline
    name=$1 share=$2
    shift 2
    deadline=$((total * share / 100))
    "$py" "$here/check_gpu.py" --from "$dir" --deadline "$deadline" "$@" >"$out/gpu-$name.txt" 2>&1
    rc=$?
    echo "== $name (deadline $deadline s, exit $rc)"
    grep -v -e '^  ok  ' -e '^  time ' "$out/gpu-$name.txt" | tail -25
    if [ "$rc" -eq 1 ] || { [ "$rc" -ne 0 ] && [ "$rc" -ne 2 ]; }; then
        status=1
    elif [ "$rc" -eq 2 ] && [ "$status" -eq 0 ]; then
        status=2
    fi
}

part kernels 36 --no-math --only ll/,handwritten/,sim/
part time 36 --no-kernels --no-math --time --child-timeout 60 --only ll/,handwritten/
part math 14 --no-kernels --time --math-n "$math_n"
part producers 14 --no-math --only producers/
exit "$status"
