#!/bin/sh
# tests/intrinsics/run.sh -- the NVVM intrinsic coverage suite: one
# minimal kernel per intrinsic family and form (tests/intrinsics/*.ll),
# in the golden format of tests/codegen/run.sh (`; SM:`, `; CHECK:` in
# order, `; CHECK-NOT:`, `; ARGS:`, or `; EXPECT-ERROR:` with
# `; EXPECT-LINE:` for a located gating error), every PTX through ptxas
# for its SM.  The codegen script runs them, so both suites share one
# definition of a golden case.
#
# Usage: tests/intrinsics/run.sh  (TNVCC=path/to/tnvcc); prints
# "intrinsics: N passed, M failed".
GOLDEN_DIR=$(dirname "$0") SUITE=intrinsics exec sh "$(dirname "$0")/../codegen/run.sh"
