#!/bin/sh
# tests/producers/run.sh -- what real producers emit compiles to valid PTX.
#
# tests/corpus/producers/*.ll are small outputs of real front ends run on
# the programs of tests/corpus/producers/src/ (clang CUDA with CUB, Thrust
# and cooperative groups; MLIR's gpu and nvvm dialects; Numba's input to
# libNVVM; LDC's DCompute; clang and flang OpenMP offload; Halide), kept
# as the producer wrote them under a header that says how they were made:
#     ; PRODUCER: name and version (required)
#     ; COMMAND: the command that produced the file (required)
#     ; SM: target (required)
#     ; ARGS: extra tnvcc options (optional)
#     ; NOTE: why ARGS are needed (required with ARGS)
#     ; EXPECT-ERROR: text  (optional: the file must instead stop with
#                      this located error)
# Every file must compile for its SM to PTX that ptxas accepts (when
# ptxas is installed and knows the target), or, with EXPECT-ERROR, exit 1
# with that error at a line of the file.
#
# Usage: tests/producers/run.sh   (TNVCC=path/to/tnvcc, default ./tnvcc)
# Prints FAIL lines (PASS too with VERBOSE=1), the counts, and
# "producers: N passed, M failed"; exits 1 on failure.
dir=$(dirname "$0")
. "$dir/../lib.sh"
[ -z "$PTXAS" ] && echo "producers: ptxas not found; only tnvcc's exit status is checked"
compiled=0 checked=0 refused=0

header() { sed -n "s/^; $1: //p" "$2" | head -1; }

expect_error() {
    f=$1 name=$2 sm=$3 args=$4 want=$5
    # shellcheck disable=SC2086
    if "$TNVCC" --sm "$sm" $args "$f" -o "$tmp/out.ptx" 2>"$tmp/err"; then
        bad "$name" "compiled, but should fail with '$want'"; return
    fi
    if grep -F -- "$want" "$tmp/err" | grep -q '^[^:]*:[0-9]*:[0-9]*: error:'; then
        refused=$((refused + 1)); ok "$name"
    else
        bad "$name" "expected '$want', got: $(grep error: "$tmp/err" | head -1)"
    fi
}

one() {
    f=$1 name=$(basename "$1")
    sm=$(header SM "$f") args=$(header ARGS "$f") want=$(header EXPECT-ERROR "$f")
    if [ -z "$(header PRODUCER "$f")" ] || [ -z "$(header COMMAND "$f")" ] || [ -z "$sm" ]; then
        bad "$name" "the header lacks PRODUCER, COMMAND or SM"; return
    fi
    if [ -n "$args" ] && [ -z "$(header NOTE "$f")" ]; then
        bad "$name" "ARGS without a NOTE saying why"; return
    fi
    if [ -n "$want" ]; then expect_error "$f" "$name" "$sm" "$args" "$want"; return; fi
    # shellcheck disable=SC2086
    if ! "$TNVCC" --sm "$sm" $args "$f" -o "$tmp/out.ptx" 2>"$tmp/err"; then
        bad "$name" "does not compile: $(grep error: "$tmp/err" | head -1)"; return
    fi
    compiled=$((compiled + 1))
    ptxas_check "$tmp/out.ptx" "$sm"
    case $? in
    0) checked=$((checked + 1)); ok "$name" ;;
    1) bad "$name" "ptxas rejects the PTX: $(grep -m1 -i error "$tmp/ptxas.err")" ;;
    *) ok "$name" ;;
    esac
}

n=0
for f in "$dir"/../corpus/producers/*.ll; do one "$f"; n=$((n + 1)); done
[ "$n" -gt 0 ] || bad corpus "no files in tests/corpus/producers"
echo "producers: $n files: $compiled compile ($checked of them ptxas-valid, the rest for" \
     "targets this ptxas cannot check), $refused stop with their expected error"
echo "producers: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
