#!/bin/sh
# tests/deps.sh build|test -- make sure the Debian packages tnvcc needs are here.
#
# "build" needs re2c and bison; "test" also needs Criterion.  As root the
# missing packages are installed with apt-get; otherwise the exact command
# to run is printed and the script fails, so `make` stops with a clear why.
set -e
need=""
command -v re2c  >/dev/null 2>&1 || need="$need re2c"
command -v bison >/dev/null 2>&1 || need="$need bison"
if [ "$1" = test ] && [ ! -f /usr/include/criterion/criterion.h ]; then
    need="$need libcriterion-dev"
fi
[ -z "$need" ] && exit 0
if [ "$(id -u)" = 0 ]; then
    echo "tnvcc: installing missing packages:$need"
    apt-get update -qq >/dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
else
    echo "tnvcc: missing packages:$need"
    echo "  run: sudo apt-get install -y$need"
    exit 1
fi
