#!/bin/sh
# tests/libtnvvm/run.sh -- libtnvvm (the libNVVM interface, lib/nvvm.h)
# through a C client linked with libtnvvm.so (nvvm_test.c says what it
# checks).  Every PTX it produces goes through ptxas when installed.
#
# Needs CUDA's libdevice (LIBDEVICE, default the CUDA install's: bitcode,
# which libtnvvm reads as libNVVM does); without it the suite is skipped.  Prints `libtnvvm: N passed, M failed` last.
dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$dir/../.." && pwd)
LIBDEVICE=${LIBDEVICE:-/usr/local/cuda/nvvm/libdevice/libdevice.10.bc}
PTXAS=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
CC=${CC:-cc}
if [ ! -f "$LIBDEVICE" ]; then
    echo "SKIP libtnvvm: no libdevice at $LIBDEVICE"
    echo "libtnvvm: 0 passed, 0 failed"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# SAN= : under `make check-sanitize` the parent make passes SAN=1 down;
# the library is then still built plain, since the client below is not
# linked with the sanitizer runtimes.
(cd "$root" && ${MAKE:-make} -s SAN= libtnvvm.so >"$tmp/make.log" 2>&1) || {
    cat "$tmp/make.log"
    echo "FAIL libtnvvm: make libtnvvm.so"
    echo "libtnvvm: 0 passed, 1 failed"
    exit 1
}
# The client is compiled against NVIDIA's own nvvm.h when CUDA ships it
# (the ABI test proper), else against libtnvvm's lib/nvvm.h.
inc="$root/lib"
[ -f /usr/local/cuda/nvvm/include/nvvm.h ] && inc=/usr/local/cuda/nvvm/include
$CC -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -O1 -I"$inc" -o "$tmp/nvvm_test" \
    "$dir/nvvm_test.c" -L"$root" -ltnvvm -Wl,-rpath,"$root" -lpthread || {
    echo "FAIL libtnvvm: the client does not build"
    echo "libtnvvm: 0 passed, 1 failed"
    exit 1
}
# libdevice goes in as CUDA ships it (bitcode, added lazily by the client);
# with llvm-dis the client also runs on libdevice's text form, and every
# PTX it writes must be the same as from the bitcode.
mkdir -p "$tmp/ptx"
out=$("$tmp/nvvm_test" "$dir" "$LIBDEVICE" "$tmp/ptx")
status=$?
dis=$(command -v llvm-dis-19 || command -v llvm-dis || true)
same_as_text=""
case "$LIBDEVICE" in
*.bc)
    if [ -n "$dis" ] && "$dis" "$LIBDEVICE" -o "$tmp/libdevice.ll"; then
        mkdir -p "$tmp/ptx-text"
        "$tmp/nvvm_test" "$dir" "$tmp/libdevice.ll" "$tmp/ptx-text" >/dev/null 2>&1
        same_as_text=yes
        for p in "$tmp"/ptx/*.ptx; do
            cmp -s "$p" "$tmp/ptx-text/$(basename "$p")" || same_as_text="no: $(basename "$p")"
        done
    fi ;;
esac
printf '%s\n' "$out" | grep -v '^libtnvvm:' | { [ -n "$VERBOSE" ] && cat || grep -v '^PASS'; }
pass=$(printf '%s\n' "$out" | sed -n 's/^libtnvvm: \([0-9]*\) passed.*/\1/p')
fail=$(printf '%s\n' "$out" | sed -n 's/.* \([0-9]*\) failed$/\1/p')
[ -z "$pass" ] && { pass=0; fail=1; echo "FAIL libtnvvm: the client crashed ($status)"; }
case "$same_as_text" in
"") ;;
yes) pass=$((pass + 1)); [ -n "$VERBOSE" ] && echo "PASS libdevice as bitcode and as text: the same PTX" ;;
*) fail=$((fail + 1)); echo "FAIL libtnvvm: libdevice as bitcode and as text differ ($same_as_text)" ;;
esac
if [ -x "$PTXAS" ]; then
    for p in "$tmp"/ptx/*.ptx; do
        [ -f "$p" ] || continue
        arch=$(sed -n 's/^\.target \(sm_[0-9a-z]*\).*/\1/p' "$p" | head -1)
        if "$PTXAS" -arch="$arch" -o /dev/null "$p" 2>"$tmp/ptxas.log"; then
            pass=$((pass + 1))
        else
            fail=$((fail + 1))
            echo "FAIL libtnvvm: ptxas rejects $(basename "$p"):"
            head -5 "$tmp/ptxas.log"
        fi
    done
fi
echo "libtnvvm: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
