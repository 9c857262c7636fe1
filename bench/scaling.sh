#!/bin/sh
# bench/scaling.sh -- does tnvcc's cost per instruction stay flat as a
# module grows?  Compiles generated modules of about 1k, 10k, 100k and
# 1M instructions to PTX and prints the time and peak memory per
# instruction, beside llc-19 on the same module (up to LLC_MAX
# instructions, default 100000: llc needs minutes for the 1M module).
#
# Why: a pass that is quadratic in the size of a function or of a module
# (a linear search in a growing table, a rescan per instruction) hides in
# small tests and shows only here, as microseconds per instruction that
# rise with N.  The target (issue: performance) is a per-instruction cost
# within 20% from 1k to 1M.
#
# Two shapes, both generated here (never committed):
#   funcs  many small functions, each a counted loop: a load, three
#          floating-point operations, phis, a compare and a branch, and a
#          store after the loop (12 instructions): realistic kernels.
#   block  one function of N instructions in one block, each using the
#          previous result (tests/hostile/gen.sh instrs): the worst case
#          for anything per function.
#
# Each measurement is the median of R runs (default 3), in CPU seconds.
# "user us/i" is the user-mode part alone.  "net us/i" leaves out what
# any run costs before it reads an instruction: the CPU time of a module
# with no functions (starting the process, which on a virtual machine
# includes the C library probing the caches with trapping `cpuid`s, and
# the per-module setup), measured the same way first.  That fixed cost
# is most of a 1k module's time, so "us/instr" at 1k says more about
# process start than about growth; "net us/i" is the cost per
# instruction proper.  The rest is the kernel's,
# mostly clearing the pages a run touches for the first time, and it
# depends on the machine more than on tnvcc: in a virtual machine, on
# whether the host has already backed that memory (three runs of the 1M
# block in a row took 0.18 to 1.68 s of system time, 1.76-1.80 s user).
# Needs python3 (for getrusage).
# Usage: bench/scaling.sh [R]    (TNVCC, LLC, LLC_MAX, SIZES)
TNVCC=${TNVCC:-./tnvcc}
LLC=${LLC:-llc-19}
LLC_MAX=${LLC_MAX:-100000}
SIZES=${SIZES:-"1000 10000 100000 1000000"}
R=${1:-3}
case $R in
'' | *[!0-9]* | 0) echo "usage: bench/scaling.sh [R]  (R: runs per point, > 0)" >&2; exit 2 ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! command -v python3 >/dev/null 2>&1; then
    echo "bench/scaling.sh: needs python3" >&2
    exit 1
fi
have_llc=0
command -v "$LLC" >/dev/null 2>&1 && have_llc=1

# gen_funcs N: about N instructions as N/12 small loop kernels.
gen_funcs() {
    awk -v n="$1" 'BEGIN {
        print "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\""
        print "target triple = \"nvptx64-nvidia-cuda\""
        nf = int(n / 12); if (nf < 1) nf = 1
        for (k = 0; k < nf; k++) {
            printf "define void @f%d(ptr addrspace(1) %%p, i32 %%n) {\n", k
            print "entry:\n  br label %loop\nloop:"
            print "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]"
            print "  %acc = phi float [ 0.0, %entry ], [ %a3, %loop ]"
            print "  %g = getelementptr float, ptr addrspace(1) %p, i32 %i"
            print "  %v = load float, ptr addrspace(1) %g, align 4"
            printf "  %%a1 = fmul float %%v, %d.0\n", k % 7 + 2
            print "  %a2 = fadd float %a1, %acc"
            print "  %a3 = fadd float %a2, 1.0"
            print "  %i.next = add i32 %i, 1"
            print "  %c = icmp slt i32 %i.next, %n"
            print "  br i1 %c, label %loop, label %exit"
            print "exit:\n  store float %a3, ptr addrspace(1) %p, align 4\n  ret void\n}"
        }
    }'
}

# median_run OUT CMD...: run CMD R times; OUT gets "seconds kilobytes
# user-seconds" of the median run by CPU time (user + system, from getrusage: on a loaded
# machine wall time measures the other processes too, and GNU time's
# 10 ms steps are too coarse for the small modules).  Fails if any run
# fails.
median_run() {
    out=$1
    shift
    python3 - "$R" "$tmp/err" "$@" >"$out" <<'PY' || return 1
import resource, subprocess, sys
runs, err, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
res = []
for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(err, "w") as e:
        rc = subprocess.call(cmd, stdout=subprocess.DEVNULL, stderr=e)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if rc != 0:
        sys.exit(1)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    user = after.ru_utime - before.ru_utime
    res.append((cpu, after.ru_maxrss, user))  # ru_maxrss: the largest child so far, KB
res.sort()
print(res[(runs - 1) // 2][0], max(r[1] for r in res), res[(runs - 1) // 2][2])
PY
}

# The fixed cost: a module with no functions, for the same target.
printf 'target triple = "nvptx64-nvidia-cuda"\n' >"$tmp/empty.ll"
if ! median_run "$tmp/empty" "$TNVCC" --sm 90a "$tmp/empty.ll" -o "$tmp/out.ptx"; then
    echo "an empty module: tnvcc FAILED: $(head -1 "$tmp/err" | cut -c1-100)"
    exit 1
fi
read -r s0 kb0 us0 <"$tmp/empty"
echo "an empty module: $(awk -v s="$s0" 'BEGIN { printf "%.2f ms", s * 1e3 }') CPU (the fixed cost \"net us/i\" leaves out)"
printf '%-6s %9s  %10s %10s %10s %9s %9s  %10s %9s  %7s\n' shape instrs \
    "tnvcc cpu" "us/instr" "user us/i" "net us/i" "B/instr" "llc cpu" "us/instr" "llc/tnv"
for shape in funcs block; do
    for n in $SIZES; do
        if [ "$shape" = funcs ]; then
            gen_funcs "$n" >"$tmp/in.ll"
        else
            sh "$root/tests/hostile/gen.sh" instrs "$n" >"$tmp/in.ll"
        fi
        if ! median_run "$tmp/tnv" "$TNVCC" --sm 90a "$tmp/in.ll" -o "$tmp/out.ptx"; then
            echo "$shape $n: tnvcc FAILED: $(head -1 "$tmp/err" | cut -c1-100)"
            continue
        fi
        llc_s=-
        if [ "$have_llc" = 1 ] && [ "$n" -le "$LLC_MAX" ] &&
            median_run "$tmp/llc" "$LLC" -mcpu=sm_90a "$tmp/in.ll" -o "$tmp/out.llc"; then
            llc_s=$(cut -d' ' -f1 "$tmp/llc")
        fi
        read -r s kb us <"$tmp/tnv"
        awk -v shape="$shape" -v n="$n" -v s="$s" -v kb="$kb" -v us="$us" -v l="$llc_s" -v s0="$s0" 'BEGIN {
            lu = "-"; ratio = "-"
            if (l != "-") { lu = sprintf("%.3f", l * 1e6 / n); l = sprintf("%.3f", l); ratio = (s > 0 ? sprintf("%.1f", l / s) : "-") }
            printf "%-6s %9d  %10.3f %10.3f %10.3f %9.3f %9.0f  %10s %9s  %7s\n",
                   shape, n, s, s * 1e6 / n, us * 1e6 / n, (s - s0) * 1e6 / n,
                   kb * 1024 / n, l, lu, ratio
        }'
    done
done
