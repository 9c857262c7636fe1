#!/bin/sh
# tests/fuzz/seeds.sh DIR -- fill DIR with the fuzzers' seed corpus.
#
# The seeds are the project's own test inputs: every corpus file (valid IR
# from clang-19, other producers and by hand, both pointer dialects), every
# bad input of the parse suite, the verifier's and code generator's golden
# inputs, and whatever FUZZ_EXTRA_SEEDS names.  Starting from real IR lets
# the fuzzers mutate well-formed modules instead of discovering the grammar
# from nothing.  The directory is rebuilt on every run, so it never goes
# stale and no copy of the inputs is committed.
set -e
dir=${1:?usage: seeds.sh DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$dir"
mkdir -p "$dir"
n=0
# FUZZ_EXTRA_SEEDS: more directories of .ll files to start from, such as a
# checkout of LLVM's own tests (llvm/test/CodeGen/NVPTX, llvm/test/Verifier,
# llvm/test/Assembler) or IR saved from real producers; they are read where
# they are and never copied into the repository.
extra=$(for d in $FUZZ_EXTRA_SEEDS; do find "$d" -name '*.ll' 2>/dev/null; done)
for f in "$root"/tests/corpus/*/*.ll "$root"/tests/parse/bad/*.ll \
         "$root"/tests/verify/*.ll "$root"/tests/verify/corpus/*.ll \
         "$root"/tests/codegen/*.ll "$root"/tests/intrinsics/*.ll \
         "$root"/tests/hostile/*.ll "$root"/tests/fuzz/regressions/*.ll $extra; do
    [ -f "$f" ] || continue
    # prefix with the directory so equal base names do not collide
    d=$(basename "$(dirname "$f")")
    cp "$f" "$dir/$d-$(basename "$f")"
    n=$((n + 1))
done
echo "seeds: $n files in $dir"
