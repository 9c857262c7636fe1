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
#   2. check_gpu.py --dry-run on one corpus file and two libdevice
#      functions: both compilers, the kernel plans, the math module, with
#      the real tools (where llc-19 is installed).
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
if command -v llc-19 >/dev/null 2>&1; then
    if "$py" "$here/check_gpu.py" --dry-run --tnvcc "$TNVCC" --work "$tmp/dry" \
        --only vector_add.sm80.O3 --only-math __nv_sinf,__nv_powf >"$tmp/dry.log" 2>&1 &&
        grep -q '^  plan ll/vector_add.sm80.O3.ll *_Z5saxpyifPKfPf .*args vvpp$' "$tmp/dry.log" &&
        grep -q 'math module: prepared' "$tmp/dry.log"; then
        ok "check_gpu.py --dry-run"
    else
        bad "check_gpu.py --dry-run" "$(tail -3 "$tmp/dry.log")"
    fi
else
    echo "gpu: llc-19 not found; the dry run is skipped"
fi
echo "gpu: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
