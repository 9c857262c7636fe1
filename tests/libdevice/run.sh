#!/bin/sh
# tests/libdevice/run.sh -- CUDA's libdevice, function by function, through
# tnvcc and ptxas.
#
# libdevice (nvvm/libdevice/libdevice.10.bc in a CUDA install) is the
# largest real NVVM IR there is: 352 math functions, every llvm.nvvm.* math
# intrinsic, NVVMReflect branches, inline asm.  This suite makes its text at
# test time with llvm-dis-19 (the triple nvptx64-nvidia-gpulibs becomes
# nvptx64-nvidia-cuda, as tests/verify/run.sh does), then for each target
# (sm_90a, sm_100a):
#
#   1. compiles the whole module with --max-errors=0: tnvcc selects every
#      function and reports the first problem of each failing one, as a
#      located "error: unsupported: ..." -- anything else (a crash, an
#      unlocated error) fails the suite;
#   2. when the whole module compiled, ptxas must accept its PTX; else
#      turns each failing function into a declaration and compiles again:
#      that must succeed, and ptxas must accept the PTX -- every function
#      tnvcc compiles is checked by ptxas;
#   3. compiles it again on one thread and on four (--jobs): the same
#      bytes, diagnostics and exit status as the first run (default jobs);
#   4. prints how many of the 352 compiled, and why the others did not
#      (grouped by the error), and fails if fewer than LIBDEVICE_MIN did
#      (a regression).
# Without llvm-dis-19 or the CUDA install the suite says it is skipped.
# TIME=1 also prints how long tnvcc takes on the whole module.
#
# Usage: tests/libdevice/run.sh [libdevice.ll]   (TNVCC as in lib.sh)
. "$(dirname "$0")/../lib.sh"
# Every function compiles today: any that stops is a regression.
LIBDEVICE_MIN=${LIBDEVICE_MIN:-352}

if [ -n "$1" ]; then
    sed 's/^target triple = .*/target triple = "nvptx64-nvidia-cuda"/' "$1" >"$tmp/ld.ll"
else
    bc=${CUDA_PATH:-/usr/local/cuda}/nvvm/libdevice/libdevice.10.bc
    if ! command -v llvm-dis-19 >/dev/null 2>&1 || [ ! -f "$bc" ] ||
        ! llvm-dis-19 "$bc" -o - 2>/dev/null |
        sed 's/^target triple = .*/target triple = "nvptx64-nvidia-cuda"/' >"$tmp/ld.ll"; then
        echo "libdevice: skipped (needs llvm-dis-19 and $bc)"
        echo "libdevice: 0 passed, 0 failed"
        exit 0
    fi
fi
ptxas=$(command -v ptxas || true)
[ -z "$ptxas" ] && echo "libdevice: ptxas not found; the PTX is not assembled"
total=$(grep -c '^define ' "$tmp/ld.ll")

# failing_functions ERRFILE: the names of the functions the errors are in.
failing_functions() {
    sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: error: .*/\1/p' "$1" | sort -n | uniq >"$tmp/lines"
    awk 'FILENAME == ARGV[1] { bad[$1] = 1; next }
         /^define / { name = $0; sub(/\(.*/, "", name); sub(/.*@/, "", name) }
         name != "" && bad[FNR] { print name }
         /^}/ { name = "" }' "$tmp/lines" "$tmp/ld.ll" | sort -u
}

# declare_only NAMES IN OUT: the functions listed become declarations.
declare_only() {
    awk 'FILENAME == ARGV[1] { drop[$1] = 1; next }
         /^define / { name = $0; sub(/\(.*/, "", name); sub(/.*@/, "", name)
                      if (drop[name]) { skip = 1; sub(/^define (internal )?/, "declare ")
                                        sub(/ *\{$/, ""); print; next } }
         skip { if ($0 ~ /^}/) skip = 0; next }
         { print }' "$1" "$2" >"$3"
}

# Why the failing functions failed: the error text, without the location.
reasons() {
    sed -n 's/^[^:]*:[0-9]*:[0-9]*: error: unsupported: //p' "$1" |
        sed 's/ (DAG node.*//' | sort | uniq -c | sort -rn | sed 's/^/    /'
}

one_target() {
    sm=$1
    start=$(date +%s%N 2>/dev/null || echo 0)
    "$TNVCC" --sm "$sm" --max-errors=0 "$tmp/ld.ll" -o "$tmp/all.ptx" 2>"$tmp/err"
    rc=$?
    end=$(date +%s%N 2>/dev/null || echo 0)
    [ -n "$TIME" ] && echo "libdevice sm_$sm: tnvcc took $(((end - start) / 1000000)) ms"
    if [ $rc -gt 1 ] || grep ': error: ' "$tmp/err" | grep -qv ': error: unsupported: '; then
        bad "libdevice sm_$sm" "exit $rc, or an error other than 'unsupported': $(grep error: "$tmp/err" | grep -v unsupported | head -1)"
        return
    fi
    if [ $rc -eq 0 ]; then # the whole library compiled: check that PTX
        : >"$tmp/failing"
        cp "$tmp/all.ptx" "$tmp/rest.ptx"
    else
        failing_functions "$tmp/err" >"$tmp/failing"
        declare_only "$tmp/failing" "$tmp/ld.ll" "$tmp/rest.ll"
    fi
    nfail=$(wc -l <"$tmp/failing")
    if [ $rc -ne 0 ] && ! "$TNVCC" --sm "$sm" "$tmp/rest.ll" -o "$tmp/rest.ptx" 2>"$tmp/err2"; then
        bad "libdevice sm_$sm" "the functions that compiled alone fail together: $(grep error: "$tmp/err2" | head -1)"
        return
    fi
    if [ -n "$ptxas" ] && ! "$ptxas" -c --gpu-name "sm_$sm" "$tmp/rest.ptx" -o /dev/null 2>"$tmp/ptxas.err"; then
        bad "libdevice sm_$sm" "ptxas rejects the PTX: $(head -1 "$tmp/ptxas.err")"
        return
    fi
    # The PTX does not depend on the number of threads that selected it
    # (emit/ptx.c): the run above used the default (one per CPU); one
    # thread and four must give the same bytes, diagnostics and status.
    for jobs in 1 4; do
        "$TNVCC" --sm "$sm" --max-errors=0 --jobs=$jobs "$tmp/ld.ll" -o "$tmp/jobs.ptx" 2>"$tmp/jobs.err"
        if [ $? -ne $rc ] || ! cmp -s "$tmp/err" "$tmp/jobs.err" ||
            { [ $rc -eq 0 ] && ! cmp -s "$tmp/all.ptx" "$tmp/jobs.ptx"; }; then
            bad "libdevice sm_$sm" "--jobs=$jobs gives other PTX, diagnostics or exit status"
            return
        fi
    done
    n=$((total - nfail))
    echo "libdevice sm_$sm: $n of $total functions compile to PTX ptxas accepts; $nfail report unsupported constructs:"
    reasons "$tmp/err"
    if [ "$n" -lt "$LIBDEVICE_MIN" ]; then
        bad "libdevice sm_$sm" "only $n functions compile (LIBDEVICE_MIN is $LIBDEVICE_MIN)"
    else
        ok "libdevice sm_$sm"
    fi
}

for sm in 90a 100a; do one_target "$sm"; done

# ---- values: what the functions compute, beside llc-19's code ----------------
# ptxas accepting the PTX does not make it right.  Every function of one
# or two float (or double) arguments gets a kernel that calls it on 128
# inputs spread over both signs and several magnitudes (from ptxsim's
# ramp), and the kernel runs under tests/sim's ptxsim twice: compiled by
# tnvcc and by llc-19 (sm_80), from the same module.  The results must be
# the same bits: both compilers turn libdevice's IR into the same
# arithmetic.  The __nv_ prefix is renamed first, since ptxsim models a
# call of a libdevice function by name instead of running it.  A function
# whose code uses an instruction ptxsim does not model is counted apart
# (not a pass).
PTXSIM=${PTXSIM:-./ptxsim}
if ! command -v llc-19 >/dev/null 2>&1 || [ ! -x "$PTXSIM" ]; then
    echo "libdevice values: skipped (needs llc-19 and $PTXSIM)"
else
    sed 's/@__nv_/@zz_nv_/g' "$tmp/ld.ll" >"$tmp/vals.ll"
    awk '
    /^define (float|double) @zz_nv_[a-z0-9_]*\((float|double) %[a-z]*(, (float|double) %[a-z]*)?\) / {
        t = $2; name = $3; sub(/\(.*/, "", name); sub(/^@/, "", name)
        args = $0; sub(/^[^(]*\(/, "", args); sub(/\).*/, "", args)
        n = split(args, a, ", "); ok = 1
        for (i = 1; i <= n; i++) { split(a[i], w, " "); if (w[1] != t) ok = 0 }
        if (ok) fn[++nf] = name SUBSEP t SUBSEP n
    }
    END {
        print "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()"
        print "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"
        for (k = 1; k <= nf; k++) {
            split(fn[k], f, SUBSEP); name = f[1]; t = f[2]; n = f[3]
            printf "define ptx_kernel void @v_%s(ptr addrspace(1) %%in, ptr addrspace(1) %%out) {\n", name
            print "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"
            print "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"
            print "  %b64 = shl i32 %b, 6"
            print "  %g = add i32 %b64, %t"
            print "  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i32 %g"
            print "  %x0 = load float, ptr addrspace(1) %pi, align 4"
            print "  %gm = and i32 %g, 7"
            print "  %gf = uitofp i32 %gm to float"
            print "  %sc = fmul float %gf, 0x3FFB333340000000"      # 1.7
            print "  %xc = fsub float %x0, 3.5"
            print "  %xs = fmul float %xc, %sc"                     # -6..25, both signs
            print "  %ys = fadd float %sc, 0x3FD3333340000000"      # 0.3..12.2
            if (t == "double") { print "  %x = fpext float %xs to double"; print "  %y = fpext float %ys to double" }
            else { print "  %x = fadd float %xs, 0.0"; print "  %y = fadd float %ys, 0.0" }
            printf "  %%r = call %s @%s(%s %%x%s)\n", t, name, t, n == 2 ? ", " t " %y" : ""
            po = t == "double" ? "double" : "float"
            printf "  %%po = getelementptr inbounds %s, ptr addrspace(1) %%out, i32 %%g\n", po
            printf "  store %s %%r, ptr addrspace(1) %%po\n", t
            print "  ret void"
            print "}"
        }
    }' "$tmp/vals.ll" >"$tmp/vals_kernels.ll"
    cat "$tmp/vals_kernels.ll" >>"$tmp/vals.ll"
    if ! "$TNVCC" --sm 80 "$tmp/vals.ll" -o "$tmp/vals.t.ptx" 2>"$tmp/vals.err"; then
        bad "libdevice values" "tnvcc fails on the value kernels: $(grep error: "$tmp/vals.err" | head -1)"
    elif ! llc-19 -mcpu=sm_80 "$tmp/vals.ll" -o "$tmp/vals.l.ptx" 2>"$tmp/vals.err"; then
        echo "libdevice values: skipped (llc-19 fails on the module: $(head -1 "$tmp/vals.err"))"
    else
        same=0 differ=0 unmodelled=0 alone=""
        for k in $(sed -n 's/^\.visible \.entry \(v_[a-z0-9_]*\)(.*/\1/p' "$tmp/vals.t.ptx"); do
            for w in t l; do
                mkdir -p "$tmp/v$w"
                "$PTXSIM" "$tmp/vals.$w.ptx" "$k" --grid 2 --block 64 \
                    "buf:65536:ramp32f:$tmp/v$w/in" "buf:65536:ramp32f:$tmp/v$w/out" \
                    >/dev/null 2>"$tmp/v$w/err"
                echo $? >"$tmp/v$w/rc"
            done
            if grep -q 'unknown instruction' "$tmp/vt/err" "$tmp/vl/err"; then
                unmodelled=$((unmodelled + 1))
            elif [ "$(cat "$tmp/vl/rc")" != 0 ] && [ "$(cat "$tmp/vt/rc")" = 0 ]; then
                # llc-19's code does not run (fast_tanhf: LLVM 19 has no
                # llvm.nvvm.tanh.approx.f32 and calls it as a function)
                alone="$alone ${k#v_zz_nv_}"
            elif [ "$(cat "$tmp/vt/rc")" = 0 ] && [ "$(cat "$tmp/vl/rc")" = 0 ] &&
                cmp -s "$tmp/vt/out" "$tmp/vl/out"; then
                same=$((same + 1))
            else
                differ=$((differ + 1))
                bad "libdevice values ${k#v_zz_nv_}" "differs from llc-19's code under ptxsim (exit $(cat "$tmp/vt/rc"), llc-19's $(cat "$tmp/vl/rc"))"
            fi
        done
        echo "libdevice values: $same functions compute llc-19's bits on 128 inputs, $differ differ, $unmodelled use an instruction ptxsim does not model"
        [ -n "$alone" ] && echo "libdevice values: llc-19's code does not run for:$alone (not checked)"
        [ "$differ" -eq 0 ] && [ "$same" -gt 0 ] && ok "libdevice values"
    fi
fi
echo "libdevice: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
