#!/bin/sh
# tests/llvm-suite/run-verifier.sh -- score tnvcc's parser and verifier on
# LLVM's own regression tests of its IR parser and verifier.
#
#   tests/llvm-suite/run-verifier.sh DIR [DIR...]
#
# DIR is LLVM's llvm/test directory (its Verifier/ and Assembler/ are
# scored) or any directory of .ll files.  The LLVM tests are not part of
# this repository (and must never be committed): fetch llvm/llvm-project
# and point the script at it.  This is a yardstick, not a pass/fail suite,
# which is why it is not named run.sh (tests/run-tests.sh runs those).
#
# What each file expects is read from its RUN and CHECK lines:
#   - a RUN line that expects llvm-as, opt or llvm-dis to fail (`not
#     llvm-as`, `not opt`, ...) makes it an expected REJECTION: tnvcc must
#     exit 1 with an error; where a CHECK line that matches an error names
#     a line ([[@LINE+N]], <stdin>:N:), one error must be on that line;
#   - any other file is an expected ACCEPTANCE: tnvcc must report no error
#     (beyond the target refusals set aside, below).
# Files about features outside the NVPTX subset are listed once, with the
# reason, in verifier-exclude.txt beside this script, and not run.
#
# Knobs (environment):
#   TNVCC    the binary (default ./tnvcc)
#   IRMODE   the option that makes tnvcc read plain LLVM IR rather than
#            NVVM IR (default: --ir=llvm when `tnvcc --help` lists it).
# In either mode, errors that refuse a module as outside the NVPTX target
# rather than as invalid LLVM IR -- another target's triple or layout,
# NVIDIA's libNVVM input contract (attributes NVVM refuses, allocas
# outside the generic space, ...) -- are set aside by their message text:
# LLVM's tests are written for other targets, and those refusals are not
# rules of LLVM IR.  (With --ir=llvm most of them are warnings anyway.)
#   SM       target (default 75)
#   VERBOSE  1: also list every file that passed
# Prints one line per failing file (FAIL-REJECT / FAIL-ACCEPT, the file,
# the cause), then the failures grouped by cause and the counts.
TNVCC=${TNVCC:-./tnvcc}
SM=${SM:-75}
HERE=$(dirname "$0")
EXCLUDE=$HERE/verifier-exclude.txt
if [ -z "${IRMODE+set}" ]; then
    if "$TNVCC" --help 2>/dev/null | grep -q -- '--ir='; then IRMODE=--ir=llvm; else IRMODE=; fi
fi
[ $# -gt 0 ] || { echo "usage: $0 LLVM-TEST-DIR..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The target's and the libNVVM contract's messages (verify/module.c,
# function.c, instr.c, intrinsics.c).  A data layout LLVM itself cannot
# parse stays an error: only the NVPTX-fit reasons are set aside.
CONTRACT='Invalid target triple|Empty target data layout|NVPTX is little-endian|generic pointers must be 32 or 64|the triple asks for|function attribute is not supported|Explicit section marker|Explicit alignment is not allowed|Prefix data is not allowed|Prologue data is not allowed|Personality function is not allowed|GC names are not supported|non-void entry function|less than 32-bits without sext/zext|Atomic loads/stores are not supported|fence is not supported|fence .* is not supported: only|Allocas are not supported on address|Alloca alignment must be|Cannot cast non-generic pointer|Atomic operations on non-i32|pointer operand must point to generic|(indirectbr|invoke|resume|landingpad) is not supported|Tensor Memory loads|Invalid type in inline assembly|Invalid type for |Unsupported intrinsic: llvm.nvvm|scope mode not a valid value|ordering mode not a valid value|GC names are not supported|Alloca alignment must be'

# The files to score, as "SUBDIR/NAME.ll" paths relative to their root.
list_files() {
    for d in "$@"; do
        if [ -d "$d/Verifier" ] || [ -d "$d/Assembler" ]; then
            for s in Verifier Assembler; do
                [ -d "$d/$s" ] && for f in "$d/$s"/*.ll; do echo "$d|$s/$(basename "$f")"; done
            done
        else
            for f in "$d"/*.ll; do echo "$(dirname "$d")|$(basename "$d")/$(basename "$f")"; done
        fi
    done
}

# classify FILE: prints "reject LINE" (LINE 0 = any line) or "accept".
# A reject RUN line: `not` before llvm-as/opt/llvm-dis/llvm-link.
# The line: the first non-NOT CHECK line with "error" and a location.
classify() {
    awk '
    /RUN:/ && /(^|[|;&(] *|RUN: *)not +(--crash +)?(llvm-as|opt|llvm-dis|llvm-link|llc)( |$)/ { rej = 1 }
    !want && /(CHECK|[A-Z0-9]):/ && !/-NOT:/ && /error/ {
        s = $0
        if (match(s, /\[\[#?@LINE[-+]?[0-9]*\]\]/)) {
            t = substr(s, RSTART, RLENGTH); gsub(/[^-+0-9]/, "", t)
            want = NR + t
        } else if (match(s, /(<stdin>|\.ll):[0-9]+:/)) {
            t = substr(s, RSTART, RLENGTH); sub(/^[^:]*:/, "", t); sub(/:$/, "", t)
            want = t + 0
        }
    }
    END { if (rej) print "reject", want + 0; else print "accept" }' "$1"
}

# cause OUT: the first error message with names and numbers blanked, the
# key failures are grouped by.
cause() {
    grep ': error: ' "$1" | head -1 | sed -e 's/^.*: error: //' \
        -e "s/'[^']*'/'_'/g" -e 's/"[^"]*"/"_"/g' -e 's/[%@][-A-Za-z0-9_.$]*/%_/g' \
        -e 's/[0-9][0-9]*/N/g' | cut -c1-90
}

# errors OUT: the error lines that count (target refusals set aside).
errors() {
    grep ': error: ' "$1" | grep -v -E "$CONTRACT"
}

rej_ok=0 rej_n=0 acc_ok=0 acc_n=0 excl=0
: >"$tmp/causes"
for entry in $(list_files "$@"); do
    root=${entry%%|*} rel=${entry#*|}
    f=$root/$rel
    if grep -q "^$rel[ 	]" "$EXCLUDE" 2>/dev/null; then excl=$((excl + 1)); continue; fi
    set -- $(classify "$f")
    kind=$1 want=${2:-0}
    # shellcheck disable=SC2086
    "$TNVCC" --verify-only $IRMODE --sm "$SM" "$f" >"$tmp/out" 2>&1
    rc=$?
    errors "$tmp/out" >"$tmp/err"
    why=
    if [ $rc -gt 1 ]; then why="crash or abort (exit $rc)"
    elif [ "$kind" = reject ]; then
        rej_n=$((rej_n + 1))
        if [ ! -s "$tmp/err" ]; then why="accepted"
        elif [ "$want" -gt 0 ] && ! grep -q -E ":$want:([0-9]+:)? error: " "$tmp/err"; then
            why="error on another line (want $want)"
        fi
        [ -z "$why" ] && rej_ok=$((rej_ok + 1))
    else
        acc_n=$((acc_n + 1))
        # accepted: no error but the set-aside target refusals
        if [ -s "$tmp/err" ]; then why=$(cause "$tmp/err"); fi
        [ -z "$why" ] && acc_ok=$((acc_ok + 1))
    fi
    if [ -n "$why" ]; then
        tag=FAIL-ACCEPT; [ "$kind" = reject ] && tag=FAIL-REJECT
        echo "$tag $rel: $why"
        [ "$kind" = reject ] && [ -s "$tmp/err" ] && sed -n '1s/^/    | /p' "$tmp/err"
        echo "$tag: $why" >>"$tmp/causes"
    elif [ -n "$VERBOSE" ]; then echo "PASS $rel ($kind)"; fi
done
echo
echo "failures by cause:"
sed 's/: \(error on another line\) (want [0-9]*)/: \1/' "$tmp/causes" | sort | uniq -c | sort -rn
echo
echo "mode: ${IRMODE:-(no --ir option: NVVM IR rules)}, sm_$SM; target and libNVVM-contract refusals set aside"
echo "rejected as expected: $rej_ok / $rej_n"
echo "accepted as expected: $acc_ok / $acc_n"
echo "excluded: $excl (see $EXCLUDE)"
