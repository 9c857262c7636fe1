#!/bin/sh
# tests/chunks/run.sh -- a block selected in chunks computes what it
# computes selected whole.
#
# isel/mach/phi.c selects a block longer than 4096 instructions as several
# DAGs ("chunks"); a value used in a later chunk goes through registers,
# as if it crossed blocks.  No test input has such a block, so this suite
# makes every block of the sim suite's kernels (tests/corpus, and
# tests/sim/kernels) into chunks of three instructions (--isel-chunk=3),
# runs that PTX under ptxsim, and compares every output with the PTX of
# whole blocks (tests/sim/tnvcc-reference.sh stands in for llc-19).  Both
# with -fma=0: a multiply and an add in two chunks are not fused, which
# `contract` allows, but which rounds differently.
#
# Usage: tests/chunks/run.sh   (TNVCC, PTXSIM; SIM_FULL=1 for both input
# modes, as make check-chunks runs it).  Prints the sim suite's lines as
# "chunks: ...".
dir=$(cd "$(dirname "$0")" && pwd)
rc=$(mktemp)
trap 'rm -f "$rc"' EXIT
{ SIM_LLC=$dir/../sim/tnvcc-reference.sh SIM_REF_FLAGS="-fma=0" \
      SIM_TNVCC_FLAGS="--isel-chunk=3 -fma=0" sh "$dir/../sim/run.sh"; echo $? >"$rc"; } |
    sed -e 's/^sim:/chunks:/' -e "s/llc-19's/whole blocks'/g"
exit "$(cat "$rc")"
