#!/bin/sh
# tests/sim/tnvcc-reference.sh -- tnvcc standing in for llc-19 as the
# reference of tests/sim/run.sh (SIM_LLC=this script): for comparing two
# ways tnvcc compiles the same IR, as make check-chunks does (blocks cut
# into chunks against whole blocks).  Takes llc's command line as run.sh
# gives it (-march=... -mcpu=sm_NN [options] FILE -o OUT) and runs
# $TNVCC --sm NN $SIM_REF_FLAGS FILE -o OUT.
sm=80 file= out=
while [ $# -gt 0 ]; do
    case $1 in
    -mcpu=sm_*) sm=${1#-mcpu=sm_} ;;
    -march=*) ;;
    -o) out=$2; shift ;;
    -*) ;;
    *) file=$1 ;;
    esac
    shift
done
# shellcheck disable=SC2086
exec "${TNVCC:-./tnvcc}" --sm "$sm" $SIM_REF_FLAGS "$file" -o "$out"
