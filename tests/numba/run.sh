#!/bin/sh
# tests/numba/run.sh -- Numba compiles through libtnvvm (issue: "Numba runs
# on it").
#
# Numba finds libNVVM and libdevice under CUDA_HOME
# (nvvm/lib64/libnvvm.so.N, nvvm/libdevice/libdevice.10.bc).  This suite
# makes such a folder whose libnvvm is libtnvvm.so and whose libdevice is
# CUDA's (bitcode, which libtnvvm reads), points CUDA_HOME at it, and has
# Numba 0.56 compile three kernels for compute capability 9.0
# (kernels.py): a saxpy, a shared-memory reduction ending in an atomic
# add, and a float64 kernel calling math.sin/exp/sqrt/atan2.  Checked:
# Numba loaded libtnvvm; each PTX has its kernel and what the kernel
# asks for (an fma; a 128-float shared array and a global f32 atomic add;
# libdevice's __nv_sin, __nv_exp, __nv_sqrt and __nv_atan2 compiled in);
# and ptxas accepts each.
# Skipped with a message without Numba (python3-numba) or CUDA's libdevice.
. "$(dirname "$0")/../lib.sh"
CUDA=${CUDA_PATH:-/usr/local/cuda}
LIBDEVICE=$CUDA/nvvm/libdevice/libdevice.10.bc
py=""
for p in ${PYTHON:-} /usr/bin/python3 python3; do
    if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import numba.cuda' >/dev/null 2>&1; then
        py=$p
        break
    fi
done
if [ -z "$py" ] || [ ! -f "$LIBDEVICE" ]; then
    echo "SKIP numba: needs Numba (python3-numba) and CUDA's $LIBDEVICE"
    echo "numba: 0 passed, 0 failed"
    exit 0
fi
root=$(pwd)
if ! ${MAKE:-make} -s SAN= libtnvvm.so >"$tmp/make.log" 2>&1; then
    bad "make libtnvvm.so" "$(tail -3 "$tmp/make.log")"
    echo "numba: $pass passed, $fail failed"
    exit 1
fi
home=$tmp/cuda
mkdir -p "$home/nvvm/lib64" "$home/nvvm/libdevice" "$tmp/out"
ln -s "$root/libtnvvm.so" "$home/nvvm/lib64/libnvvm.so"
ln -s "$root/libtnvvm.so" "$home/nvvm/lib64/libnvvm.so.4" # the name Numba looks for
ln -s "$LIBDEVICE" "$home/nvvm/libdevice/libdevice.10.bc"

if ! CUDA_HOME=$home NUMBA_CACHE_DIR=$tmp/cache "$py" tests/numba/kernels.py "$tmp/out" \
    >"$tmp/log" 2>&1; then
    bad "numba compiles the kernels" "$(tail -5 "$tmp/log")"
fi
if grep -q "^nvvm: $home/nvvm/lib64/libnvvm" "$tmp/log"; then ok "numba loads libtnvvm"
else bad "numba loads libtnvvm" "$(grep '^nvvm:' "$tmp/log")"; fi

# has FILE PATTERN WHAT: the PTX contains the pattern
has() {
    if grep -q -e "$2" "$tmp/out/$1.ptx" 2>/dev/null; then ok "$1: $3"
    else bad "$1: $3" "no '$2' in its PTX"; fi
}
for k in saxpy reduce trig; do
    [ -f "$tmp/out/$k.ptx" ] || { bad "$k" "no PTX"; continue; }
    has $k '^\.visible \.entry ' "a kernel entry"
    has $k '^\.target sm_90' ".target sm_90"
done
has saxpy 'fma\.rn\.f32' "a * x + y fused"
# lineinfo=True: .file names this script, and .loc lines point into it
# (ir/lines.c); without it, none
has saxpy_lines '^	\.file	1 ".*kernels\.py"$' "lineinfo: .file names kernels.py"
has saxpy_lines '^	\.loc	1 [0-9]* [0-9]*$' "lineinfo: .loc lines"
if grep -q '^	\.loc	' "$tmp/out/saxpy.ptx" 2>/dev/null; then bad "saxpy: no .loc without lineinfo" "found one"
else ok "saxpy: no .loc without lineinfo"; fi
has reduce '\.shared \.align 4 \.f32 [_a-zA-Z0-9]*\[128\]' "the shared array of 128 floats"
has reduce '\(red\|atom\)\.[a-z.]*add\.f32' "the atomic add"
for f in __nv_sin __nv_exp __nv_sqrt __nv_atan2; do
    has trig "^\.visible \.func (\.param \.f64 func_retval0) $f(" "libdevice's $f compiled in"
done
if command -v ptxas >/dev/null 2>&1 || [ -x "$CUDA/bin/ptxas" ]; then
    px=$(command -v ptxas || echo "$CUDA/bin/ptxas")
    for k in saxpy reduce trig saxpy_lines; do
        [ -f "$tmp/out/$k.ptx" ] || continue
        if "$px" -arch=sm_90 -o /dev/null "$tmp/out/$k.ptx" 2>"$tmp/ptxas.log"; then ok "$k: ptxas"
        else bad "$k: ptxas" "$(head -3 "$tmp/ptxas.log")"; fi
    done
else
    echo "numba: ptxas not found; the PTX is not assembled"
fi
echo "numba: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
