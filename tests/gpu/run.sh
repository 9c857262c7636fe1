#!/bin/sh
# tests/gpu/run.sh -- the GPU differential check's harness, tested without
# a GPU (part of `make test`; `make check-gpu` is the real run).
#
#   1. check_gpu.py --self-test: the signature parser, the launch shapes
#      (.reqntid, .maxntid, clusters), the argument plans, the comparisons
#      (bytes, words as a multiset, printf lines as a multiset, NaN
#      payloads), then the whole harness -- child processes, a restart after
#      a fault, the verdicts -- against a fake driver whose "kernels" agree,
#      reorder, differ or fault on purpose;
#   2. the real driver code path on one corpus file and two libdevice
#      functions, with the real compilers (where llc-19 and a C compiler
#      are installed), against fakecuda.c built as libcuda.so.1: ctypes
#      marshalling, kernel parameters, printf capture, timings; then
#      --dry-run's plan of the same file, and tests/gpu/lent.sh (the same
#      work in parts with deadlines, as on a GPU lent by the minute).
# Prints "gpu: N passed, M failed".
. "$(dirname "$0")/../lib.sh"
py=$(command -v python3 || true)
if [ -z "$py" ]; then
    echo "gpu: skipped (needs python3)"
    echo "gpu: 0 passed, 0 failed"
    exit 0
fi
here=$(dirname "$0")
if "$py" "$here/check_gpu.py" --self-test --work "$tmp/self" >"$tmp/self.log" 2>&1; then
    ok "check_gpu.py --self-test"
else
    bad "check_gpu.py --self-test" "$(grep -m3 -e "FAIL self-test" -e Error "$tmp/self.log")"
fi
# The real driver code (cuda.py's Driver, through ctypes) against
# fakecuda.c built as libcuda.so.1: one corpus file, two libdevice
# functions, timings; then the dry run's plan of the same file.
cc=${CC:-cc}
if command -v llc-19 >/dev/null 2>&1 && command -v "$cc" >/dev/null 2>&1; then
    mkdir -p "$tmp/lib"
    if ! "$cc" -std=c11 -Wall -Wextra -Werror -O1 -shared -fPIC -o "$tmp/lib/libcuda.so.1" \
        "$here/fakecuda.c" 2>"$tmp/cc.log"; then
        bad fakecuda.c "does not build: $(head -3 "$tmp/cc.log")"
    elif LD_LIBRARY_PATH="$tmp/lib" "$py" "$here/check_gpu.py" --tnvcc "$TNVCC" --work "$tmp/fake" \
        --only vector_add.sm80.O3 --only-math __nv_sinf,__nv_powf --math-n 4096 --time \
        >"$tmp/fake.log" 2>&1 &&
        grep -q '^check-gpu kernels: 12 exact$' "$tmp/fake.log" &&
        grep -q ': 2 bit-identical to llc-19, 2 of 2 to nvcc; 0 failed$' "$tmp/fake.log" &&
        grep -q '^check-gpu time: tnvcc/llc-19 geometric mean 1.000 over 4 kernels' "$tmp/fake.log" &&
        grep -q '"printf_lines": 1}$' "$tmp/fake/k/ll_vector_add.sm80.O3.ll/result.jsonl"; then
        ok "check_gpu.py against fakecuda.c"
    else
        bad "check_gpu.py against fakecuda.c" "$(grep -e FAIL -e Error -e check-gpu "$tmp/fake.log" | head -5)"
    fi
    # a driver with no device: the skip message, exit 0, nothing compiled
    if FAKECUDA_NO_DEVICE=1 LD_LIBRARY_PATH="$tmp/lib" "$py" "$here/check_gpu.py" --work "$tmp/nodev" \
        >"$tmp/nodev.log" 2>&1 &&
        grep -q '^check-gpu: skipped: no GPU (cuInit/cuDeviceGetCount: CUDA_ERROR_NO_DEVICE, 0 devices)' \
            "$tmp/nodev.log" && [ ! -d "$tmp/nodev/k" ]; then
        ok "check_gpu.py without a device"
    else
        bad "check_gpu.py without a device" "$(head -3 "$tmp/nodev.log")"
    fi
    # lent.sh: the same prepared directory in four parts with deadlines
    if LD_LIBRARY_PATH="$tmp/lib" MATH_N=4096 OUT="$tmp/lent" sh "$here/lent.sh" "$tmp/fake" 100 \
        >"$tmp/lent.log" 2>&1 &&
        grep -q '^check-gpu kernels: 12 exact$' "$tmp/lent/gpu-kernels.txt" &&
        grep -q '^check-gpu time: tnvcc/llc-19 geometric mean 1.000 over 4 kernels' "$tmp/lent/gpu-time.txt" &&
        grep -q ': 2 bit-identical to llc-19, 2 of 2 to nvcc; 0 failed$' "$tmp/lent/gpu-math.txt" &&
        grep -q '^== producers (deadline 14 s, exit 0)$' "$tmp/lent.log"; then
        ok "lent.sh against fakecuda.c"
    else
        bad "lent.sh against fakecuda.c" "$(grep -e '^==' -e FAIL -e Error "$tmp/lent.log" | head -5)"
    fi
    if "$py" "$here/check_gpu.py" --dry-run --from "$tmp/fake" >"$tmp/dry.log" 2>&1 &&
        grep -q '^  plan ll/vector_add.sm80.O3.ll *_Z5saxpyifPKfPf .*grid \[8, 1, 1\] block \[256, 1, 1\], 2 buffers, args vvpp$' \
            "$tmp/dry.log"; then
        ok "check_gpu.py --dry-run"
    else
        bad "check_gpu.py --dry-run" "$(tail -3 "$tmp/dry.log")"
    fi
else
    echo "gpu: llc-19 or a C compiler not found; the run against a fake driver is skipped"
fi
echo "gpu: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
