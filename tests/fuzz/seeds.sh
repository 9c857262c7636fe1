#!/bin/sh
# tests/fuzz/seeds.sh DIR -- fill DIR with the fuzzers' seed corpus.
#
# The seeds are every IR input the tests know: every .ll under tests/
# (the corpus -- clang-19, the real producers' output, hand-written IR,
# both pointer dialects --, the parse suite's bad and newer inputs, the
# verifier's, code generator's, intrinsics', linker's and library's
# inputs, the fuzz regressions), IR made now by the real producers this
# machine has (clang-19 on the CUDA and OpenMP sources of
# tests/corpus/producers/src at -O0 and -O3: other shapes than the
# committed -O2 files), and whatever FUZZ_EXTRA_SEEDS names.  Starting
# from real IR lets the fuzzers mutate well-formed modules instead of
# discovering the grammar from nothing.  The directory is rebuilt on every
# run, so it never goes stale and no copy of the inputs is committed.
#
# FUZZ_EXTRA_SEEDS: more directories of .ll files, such as LLVM's own
# tests (llvm/test/CodeGen/NVPTX, llvm/test/Verifier, llvm/test/Assembler
# of an LLVM source tree) or IR saved from other producers; they are read
# where they are and never copied into the repository.
# FUZZ_PRODUCERS=0 skips running the producers (fuzz-smoke does: it must
# stay short).
# clang-19 as a producer: CUDA (CUDA's headers from /usr/local/cuda; an
# empty texture_fetch_functions.h, which CUDA 13 no longer ships, as the
# committed files' headers say) and OpenMP offload, each at -O0 and -O3.
producers() {
    [ "${FUZZ_PRODUCERS:-1}" != 0 ] && command -v clang-19 >/dev/null || return 0
    src=$root/tests/corpus/producers/src
    tmp=$(mktemp -d)
    mkdir "$tmp/inc" && : >"$tmp/inc/texture_fetch_functions.h"
    for o in 0 3; do
        for f in "$src"/*.cu; do
            clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -O$o \
                -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl \
                -I"$tmp/inc" "$f" -o "$tmp/$(basename "$f" .cu).O$o.ll" 2>/dev/null || :
        done
        clang-19 -O$o -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_80 \
            --offload-device-only -nogpulib -S -emit-llvm "$src/omp_saxpy.c" \
            -o "$tmp/omp_saxpy.O$o.ll" 2>/dev/null || :
    done
    for f in "$tmp"/*.ll; do
        [ -f "$f" ] && add "$f" clang19
    done
    rm -rf "$tmp"
}
set -e
dir=${1:?usage: seeds.sh DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$dir"
mkdir -p "$dir"
n=0
add() { # FILE PREFIX: copy one seed, the prefix keeps equal names apart
    cp "$1" "$dir/$2-$(basename "$1")"
    n=$((n + 1))
}
for f in $(find "$root/tests" -name '*.ll' | sort); do
    add "$f" "$(basename "$(dirname "$f")")"
done
for d in $FUZZ_EXTRA_SEEDS; do
    for f in $(find "$d" -name '*.ll' 2>/dev/null | sort); do
        add "$f" "extra-$(basename "$(dirname "$f")")"
    done
done
producers "$dir"
echo "seeds: $n files in $dir"
