#!/bin/sh
# tests/llvm-suite/run.sh -- a yardstick: how much of LLVM's own NVPTX
# code-generation tests tnvcc compiles, next to llc.
#
# Usage: TNVCC=./tnvcc sh tests/llvm-suite/run.sh [DIR]
#   DIR (or $LLVM_SUITE_DIR) is a folder of llvm/test/CodeGen/NVPTX/*.ll
#   from an llvm/llvm-project checkout; those files are never copied here.
#   LLC (default llc-19) is the reference compiler; absent, only tnvcc runs.
#   VERBOSE=1 prints the verdict of every file.
#
# Per file, the first RUN line that runs llc decides the target: -mcpu (llc's
# default, sm_30, when absent), -mattr=+ptxNN, the triple (-mtriple, -march
# nvptx / nvptx64, else the module's own), and whether llc must fail (`not
# llc`).  For positive files, the PTX of llc and of tnvcc each goes through
# ptxas for that target when ptxas can check it ("valid" = compiled and, when
# checkable, accepted).  A negative file is handled correctly when tnvcc exits
# 1 with a located error (file:line: error: ...).
#
# A triple from the RUN line that the module lacks is appended to a copy of
# the file as `target triple = "..."` (llc's -mtriple overrides the module's,
# tnvcc has no such option); appending keeps every line number.
#
# Prints the counts, then the first error of each positive file tnvcc failed,
# grouped by message.  Without DIR (as in `make test`) it skips and prints a
# zero summary, so the suite runner stays green on machines without LLVM.
# Its summary line counts a pass for each positive file both compilers get
# right and a failure for each that llc gets right and tnvcc does not.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib.sh"

DIR=${1:-$LLVM_SUITE_DIR}
LLC=${LLC:-llc-19}
if [ -z "$DIR" ] || [ ! -d "$DIR" ]; then
    echo "llvm-suite: skipped (no DIR of llvm/test/CodeGen/NVPTX tests given)"
    echo "llvm-suite: 0 passed, 0 failed"
    exit 0
fi
command -v "$LLC" >/dev/null 2>&1 || { echo "llvm-suite: $LLC not found, scoring tnvcc alone"; LLC=; }
[ -n "$PTXAS" ] || echo "llvm-suite: no ptxas, PTX is not checked"

files=0 nollc=0 pos=0 neg=0 llc_ok=0 tn_ok=0 both=0 neg_ok=0 neg_llc=0 unchecked=0
: >"$tmp/errors1"; : >"$tmp/errors0"

# ptx_ok PTXFILE SM: 0 when ptxas accepts it or cannot check this target
# (ptxas 12 and newer refuse all 32-bit PTX, `.address_size 32`).
ptx_ok() {
    grep -q '^\.address_size 32' "$1" && { unchecked=$((unchecked + 1)); return 0; }
    ptxas_check "$1" "$2"
    case $? in 0) return 0 ;; 2) unchecked=$((unchecked + 1)); return 0 ;; esac
    return 1
}

for f in "$DIR"/*.ll; do
    [ -f "$f" ] || continue
    files=$((files + 1))
    name=$(basename "$f")
    line=$(first_llc_line "$f")
    if [ -z "$line" ]; then nollc=$((nollc + 1)); continue; fi
    cpu=$(llc_flag "$line" mcpu)
    sm=${cpu:-sm_30}; sm=${sm#sm_}
    attr=$(llc_flag "$line" mattr)
    ptx=$(printf '%s\n' "$attr" | tr ',' '\n' | sed -n 's/^+ptx\([0-9]\)\([0-9]\)$/\1.\2/p' | tail -1)
    triple=$(llc_triple "$line" "$f")
    input=$f
    if ! grep -q '^target triple' "$f"; then
        input=$tmp/in.ll
        { cat "$f"; printf 'target triple = "%s"\n' "$triple"; } >"$input"
    fi
    set -- -mtriple="$triple" -mcpu="sm_$sm"
    [ -n "$attr" ] && set -- "$@" -mattr="$attr"
    tn_ptx=
    [ -n "$ptx" ] && case $line in *"not llc"* | *"not "*llc*) tn_ptx="--ptx-version $ptx" ;; esac

    case $line in
    not*llc* | *"| not llc"* | *" not llc"*)
        neg=$((neg + 1))
        [ -n "$LLC" ] && ! "$LLC" "$@" "$f" -o "$tmp/llc.ptx" 2>/dev/null && neg_llc=$((neg_llc + 1))
        # shellcheck disable=SC2086
        "$TNVCC" --sm "$sm" $tn_ptx "$input" -o "$tmp/tn.ptx" 2>"$tmp/tn.err"
        rc=$?
        if [ $rc -eq 1 ] && grep -q -E '^[^ ]*:[0-9]+(:[0-9]+)?: error: ' "$tmp/tn.err"; then
            neg_ok=$((neg_ok + 1)); [ -n "$VERBOSE" ] && echo "NEG-OK $name"
        else
            echo "NEG-WRONG $name: tnvcc exit $rc, $(grep -m1 'error:' "$tmp/tn.err")"
        fi
        continue ;;
    esac

    pos=$((pos + 1))
    lv=0
    if [ -n "$LLC" ] && "$LLC" "$@" "$f" -o "$tmp/llc.ptx" 2>/dev/null && ptx_ok "$tmp/llc.ptx" "$sm"; then
        lv=1; llc_ok=$((llc_ok + 1))
    fi
    tv=0 why=
    if "$TNVCC" --sm "$sm" "$input" -o "$tmp/tn.ptx" 2>"$tmp/tn.err"; then
        if ptx_ok "$tmp/tn.ptx" "$sm"; then
            tv=1; tn_ok=$((tn_ok + 1))
        else
            why="ptxas: $(grep -m1 -E 'error|fatal' "$tmp/ptxas.err" |
                sed 's/^ptxas [^:]*: *//; s/^[^ ]*, line [0-9]*; //')"
        fi
    else
        why=$(grep -m1 -E 'error:|internal compiler error' "$tmp/tn.err")
    fi
    # Failures llc gets right come first; the others are listed apart.
    [ $tv = 0 ] && printf '%s\t%s\n' "$name" "$why" >>"$tmp/errors$lv"
    if [ $lv = 1 ] && [ $tv = 1 ]; then both=$((both + 1)); ok "$name"
    elif [ $lv = 1 ]; then fail=$((fail + 1)); [ -n "$VERBOSE" ] && echo "TNVCC-FAIL $name"
    elif [ -n "$VERBOSE" ]; then echo "LLC-FAIL $name (tnvcc valid: $tv)"
    fi
done

echo "llvm-suite: $DIR"
echo "  files: $files ($nollc without an llc RUN line)"
echo "  positive: $pos   llc-valid: $llc_ok   tnvcc-valid: $tn_ok   both: $both"
echo "  negative: $neg   llc fails: $neg_llc   tnvcc located error: $neg_ok"
[ "$unchecked" -gt 0 ] && echo "  ($unchecked PTX files ptxas could not check for their target, counted valid)"
if [ -s "$tmp/errors1" ]; then
    echo "tnvcc failures on positive files that llc compiles to valid PTX, by first error:"
    group_errors "$tmp/errors1"
fi
if [ -s "$tmp/errors0" ]; then
    echo "tnvcc failures on positive files that llc fails too (or no llc), by first error:"
    group_errors "$tmp/errors0"
fi
echo "llvm-suite: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
