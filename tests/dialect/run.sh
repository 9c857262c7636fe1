#!/bin/sh
# tests/dialect/run.sh -- one minimal kernel per operation of MLIR's NVVM
# dialect (the op list of MLIR's "'nvvm' Dialect" documentation: 161 ops),
# in the spellings LLVM 22 accepts for it: the LLVM IR MLIR 19 makes of
# the op (mlir-opt-19 --convert-nvvm-to-llvm, then mlir-translate-19 --
# an intrinsic call or the inline PTX MLIR writes), and where that is
# inline PTX, or MLIR 19 lacks the op, a kernel written by hand with the
# intrinsic of LLVM 22's IntrinsicsNVVM.td (file NAME.intr.ll beside
# NAME.ll).  The first line of each kernel says which.  Each is compiled
# for the first target that has the op (`; SM:`; `; ARGS:` where MLIR's
# inline PTX needs a later PTX version than the target's least, as a
# producer's "+ptxNN" would say), its CHECK lines compared in order, and
# the PTX assembled by ptxas for that target.  docs/codegen.md has the
# table (op, intrinsic, SM, result).
#
# Usage: tests/dialect/run.sh  (TNVCC=path/to/tnvcc); prints
# "dialect: N passed, M failed".
GOLDEN_DIR=$(dirname "$0") SUITE=dialect exec sh "$(dirname "$0")/../codegen/run.sh"
