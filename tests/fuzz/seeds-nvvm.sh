#!/bin/sh
# tests/fuzz/seeds-nvvm.sh IN OUT -- seeds for fuzz-nvvm (the libNVVM
# interface) from the IR seeds in IN (tests/fuzz/seeds.sh made them).
#
# A fuzz-nvvm input is a script of calls, a NUL, then NUL-separated
# segments (tests/fuzz/fuzz_nvvm.c).  Each IR file becomes one input with
# one of the scripts below, taken in turn, so that every kind of call
# sequence starts from real modules: compile with the defaults; verify
# then compile; an -arch and the log; -opt=0; a raw option segment;
# two modules linked, the second lazily (the next seed file); a new
# program between two compilations; the NULL-argument calls.
set -e
in=${1:?usage: seeds-nvvm.sh IN OUT}
out=${2:?usage: seeds-nvvm.sh IN OUT}
rm -rf "$out"
mkdir -p "$out"
set -- "$in"/*
n=0
for f; do
    shift
    next=${1:-$f}
    case $((n % 8)) in
    0) { printf 'acrg\0'; cat "$f"; } ;;
    1) { printf 'avcrg\0'; cat "$f"; } ;;
    2) { printf 'o\001acgr\0'; cat "$f"; } ;;    # -arch=compute_90a
    3) { printf 'o\011o\015acr\0'; cat "$f"; } ;; # -opt=0 -ftz=1
    4) { printf 'sacg\0-prec-div=0\0'; cat "$f"; } ;;
    5) { printf 'alcrg\0'; cat "$f"; printf '\0'; cat "$next"; } ;;
    6) { printf 'acnavg\0'; cat "$f"; printf '\0'; cat "$f"; } ;;
    7) { printf 'eacge\0'; cat "$f"; } ;;
    esac >"$out/$n.nvvm"
    n=$((n + 1))
done
echo "seeds-nvvm: $n files in $out"
