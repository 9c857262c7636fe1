#!/bin/sh
# tests/fuzz/seeds.sh DIR -- fill DIR with the fuzzers' seed corpus.
#
# The seeds are the project's own test inputs: every corpus file (valid IR
# from clang-19 and by hand, both pointer dialects), every bad input of the
# parse suite and the verifier's golden inputs.  Starting from real IR lets
# the fuzzers mutate well-formed modules instead of discovering the grammar
# from nothing.  The directory is rebuilt on every run, so it never goes
# stale and no copy of the inputs is committed.
set -e
dir=${1:?usage: seeds.sh DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$dir"
mkdir -p "$dir"
n=0
for f in "$root"/tests/corpus/*/*.ll "$root"/tests/parse/bad/*.ll \
         "$root"/tests/verify/*.ll "$root"/tests/verify/corpus/*.ll \
         "$root"/tests/hostile/*.ll "$root"/tests/fuzz/regressions/*.ll; do
    [ -f "$f" ] || continue
    # prefix with the directory so equal base names do not collide
    d=$(basename "$(dirname "$f")")
    cp "$f" "$dir/$d-$(basename "$f")"
    n=$((n + 1))
done
echo "seeds: $n files in $dir"
