#!/bin/sh
# bench/idioms.sh -- code quality on common CUDA idioms: bench/idioms.cu
# compiled by clang-19 to LLVM IR (-O3, device side only), then to PTX by
# tnvcc and by llc-19 for the same target, each through ptxas -O3; per
# kernel the SASS instructions (the function's .text bytes / 16, as the
# corpus figures count them) and registers (ptxas -v), and the geometric
# means of tnvcc/llc-19.  The IR is made at run time, never committed.
# ptxas compiles without linking (-c): the few libdevice functions clang
# calls (__nv_fmaxf) stay calls in both compilers' code alike.
#
# Usage: bench/idioms.sh [SM]   (default 80; TNVCC, default ./tnvcc;
#        CU=bench/idioms2.cu for the second set of kernels)
# Needs clang-19, llc-19, ptxas and python3; says which is missing and
# exits 0 without them.
#
# clang-19's CUDA mode includes texture_fetch_functions.h and
# texture_indirect_functions.h from the CUDA installation, which CUDA 13
# no longer ships; the kernels here use no textures, so empty stand-ins
# in a scratch folder are enough.
set -u
cd "$(dirname "$0")/.."
SM=${1:-80}
CU=${CU:-bench/idioms.cu}
TNVCC=${TNVCC:-./tnvcc}
for t in clang-19 llc-19 ptxas python3; do
    command -v "$t" >/dev/null 2>&1 || { echo "idioms: $t not found, skipped"; exit 0; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/stub"
: >"$tmp/stub/texture_fetch_functions.h"
: >"$tmp/stub/texture_indirect_functions.h"
if ! clang-19 --cuda-device-only -O3 --cuda-gpu-arch=sm_"$SM" -nocudalib -Wno-unknown-cuda-version \
        -I"$tmp/stub" -emit-llvm -S "$CU" -o "$tmp/idioms.ll" 2>"$tmp/clang.err"; then
    echo "idioms: clang-19 could not compile $CU (no CUDA installation?):"
    head -3 "$tmp/clang.err"
    exit 0
fi
"$TNVCC" --sm "$SM" "$tmp/idioms.ll" -o "$tmp/t.ptx" || { echo "idioms: tnvcc failed"; exit 1; }
llc-19 -mcpu=sm_"$SM" "$tmp/idioms.ll" -o "$tmp/l.ptx" || { echo "idioms: llc-19 failed"; exit 1; }
for w in t l; do
    ptxas -c -O3 -v -arch=sm_"$SM" "$tmp/$w.ptx" -o "$tmp/$w.cubin" 2>"$tmp/$w.v" ||
        { echo "idioms: ptxas rejected the $w PTX"; cat "$tmp/$w.v"; exit 1; }
done
python3 - "$tmp" <<'PY'
import math, re, struct, sys
tmp = sys.argv[1]

def sass(path):
    """Instructions per function: the size of each .text.<name> section / 16."""
    d = open(path, 'rb').read()
    shoff = struct.unpack_from('<Q', d, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', d, 0x3A)
    secs = [struct.unpack_from('<IIQQQQIIQQ', d, shoff + i * shentsize) for i in range(shnum)]
    names = secs[shstrndx][4]
    out = {}
    for s in secs:
        name = d[names + s[0]:d.index(b'\0', names + s[0])].decode()
        if name.startswith('.text.'):
            out[name[6:]] = s[5] // 16
    return out

def regs(path):
    """Registers per function, from ptxas -v."""
    out, fn = {}, None
    for line in open(path):
        m = re.search(r"Compiling entry function '([^']+)'|Function properties for (\S+)", line)
        if m:
            fn = m.group(1) or m.group(2)
        m = re.search(r'Used (\d+) registers', line)
        if m and fn:
            out[fn] = int(m.group(1))
    return out

st, sl = sass(tmp + '/t.cubin'), sass(tmp + '/l.cubin')
rt, rl = regs(tmp + '/t.v'), regs(tmp + '/l.v')
rows = []
print('| kernel | SASS tnvcc/llc-19 | ratio | registers |')
print('|---|---:|---:|---:|')
for k in sorted(st):
    if k not in sl or k.startswith('__cuda_'):
        continue  # ptxas's own subroutines are counted with no kernel
    rows.append((st[k] / sl[k], rt.get(k, 0) / max(rl.get(k, 1), 1)))
    print('| %s | %d/%d | %.2f | %s/%s |' % (k, st[k], sl[k], st[k] / sl[k],
                                           rt.get(k, '?'), rl.get(k, '?')))
g = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float('nan')
print()
print('idioms: %d kernels, SASS tnvcc/llc-19 %.3f, registers %.3f (geomeans)'
      % (len(rows), g([r[0] for r in rows]), g([r[1] for r in rows if r[1] > 0])))
PY
