#!/bin/sh
# tests/verify/run.sh -- golden tests of the verifier (see README).
#
#   tests/verify/run.sh                    golden tests, corpus/ copies of
#                                          bad inputs, and every valid file
#                                          of tests/corpus (must be clean)
#   tests/verify/run.sh --corpus DIR       take the valid files from DIR/ll
#                                          and DIR/handwritten instead
#   tests/verify/run.sh --libdevice FILE   also: libdevice as text verifies
#                                          clean with its own triple and
#                                          with the triple made cuda
# Prints FAIL per failing case (PASS too with VERBOSE=1), "N passed,
# N failed" at the end, and exits 1 on any failure.  The binary is
# $TNVCC (default ./tnvcc).
TNVCC=${TNVCC:-./tnvcc}
DIR=$(dirname "$0")
CORPUS=$DIR/../corpus
[ -d "$CORPUS/ll" ] || CORPUS=
LIBDEVICE=
while [ $# -gt 0 ]; do
    case $1 in
    --corpus) CORPUS=$2; shift 2 ;;
    --libdevice) LIBDEVICE=$2; shift 2 ;;
    *) echo "usage: $0 [--corpus DIR] [--libdevice FILE]" >&2; exit 2 ;;
    esac
done
TMP=${TMPDIR:-/tmp}/tnvcc-verify.$$
mkdir -p "$TMP"
trap 'rm -rf "$TMP"' EXIT
pass=0
fail=0

ok() { pass=$((pass + 1)); [ -n "$VERBOSE" ] && echo "PASS $1"; return 0; }
bad() { fail=$((fail + 1)); echo "FAIL $1: $2"; sed 's/^/    | /' "$TMP/out" | head -40; }

# count LEVEL FILE: diagnostics of that level in tnvcc's output
count() { grep -c ": $1: " "$2"; }

# check_err ERRFILE OUTFILE: every expected line, in order, as a substring
# of a diagnostic line; then equal numbers of errors and of warnings.
check_err() {
    awk -v out="$2" '
    function matches(want, line,    loc, rest) {
        if (want ~ /^-: /) {                # no location
            rest = substr(want, 4)
            return index(line, ": " rest) > 0 && line !~ /:[0-9]+(:[0-9]+)?: /
        }
        loc = want; sub(/: .*/, "", loc)    # "12:5" or "12"
        rest = substr(want, length(loc) + 1) # ": error: text"
        if (loc ~ /:/) return index(line, ":" loc rest) > 0
        return line ~ (":" loc ":([0-9]+:)? ") && index(line, rest) > 0
    }
    BEGIN { n = 0; while ((getline l < out) > 0) lines[n++] = l; pos = 0 }
    /^#/ || /^[ \t]*$/ { next }
    {
        found = 0
        for (; pos < n; pos++) if (matches($0, lines[pos])) { found = 1; pos++; break }
        if (!found) { print "missing (or out of order): " $0; exit 1 }
    }' "$1" || return 1
    ee=$(grep -c ': error: ' "$1"); ew=$(grep -c ': warning: ' "$1")
    ge=$(count error "$2"); gw=$(count warning "$2")
    [ "$ee" = "$ge" ] || { echo "expected $ee errors, got $ge"; return 1; }
    [ "$ew" = "$gw" ] || { echo "expected $ew warnings, got $gw"; return 1; }
}

# Golden tests: NAME.ll (first line "; ARGS: ...") beside NAME.err.  They
# hold a module to libNVVM's contract (--ir=nvvm) unless ARGS names --ir.
for ll in "$DIR"/*.ll; do
    name=$(basename "$ll" .ll)
    args=$(sed -n '1s/^; ARGS://p' "$ll")
    case $args in *--ir=*) ;; *) args="--ir=nvvm $args" ;; esac
    # shellcheck disable=SC2086
    "$TNVCC" --verify-only $args "$ll" >"$TMP/out" 2>&1
    rc=$?
    err="$DIR/$name.err"
    if [ -f "$err" ]; then
        if ! why=$(check_err "$err" "$TMP/out" 2>&1); then bad "$name" "${why:-bad .err file}"
        elif [ $rc -ne "$( [ "$(grep -c ': error: ' "$err")" -gt 0 ] && echo 1 || echo 0)" ]; then
            bad "$name" "exit status $rc"
        else ok "$name"; fi
    elif [ $rc -ne 0 ] || grep -q -e ': error: ' -e ': warning: ' "$TMP/out"; then
        bad "$name" "expected a clean run (no .err file)"
    else ok "$name"; fi
done

# Copies of corpus/bad: "; EXPECT-ERROR: text" at "; EXPECT-LINE: N".
for ll in "$DIR"/corpus/*.ll; do
    name=corpus/$(basename "$ll" .ll)
    text=$(sed -n 's/^; EXPECT-ERROR: //p' "$ll")
    line=$(sed -n 's/^; EXPECT-LINE: //p' "$ll")
    sm=$(sed -n 's/^; CORPUS-SM: sm_//p' "$ll")
    "$TNVCC" --verify-only --ir=nvvm --sm "$sm" "$ll" >"$TMP/out" 2>&1
    rc=$?
    if [ $rc -ne 1 ]; then bad "$name" "exit status $rc"
    elif ! grep ":$line:[0-9]*: error: " "$TMP/out" | grep -q -F "$text"; then
        bad "$name" "no error '$text' at line $line"
    else ok "$name"; fi
done

# A corpus's valid files must verify with no error and no warning.
# f13 is valid LLVM that NVVM's standard mode rejects by design (fences,
# atomic loads/stores; see its CORPUS-DESC): as NVVM IR it must give only
# those errors; as LLVM IR (it has no !nvvmir.version) only those
# warnings, and -Wno-nvvm-compat must leave a clean run.
if [ -n "$CORPUS" ]; then
    for ll in "$CORPUS"/ll/*.ll "$CORPUS"/handwritten/*.ll; do
        name=valid/$(basename "$ll" .ll)
        sm=$(sed -n 's/^; CORPUS-SM: sm_//p' "$ll")
        [ -n "$sm" ] || sm=$(echo "$ll" | sed -n 's/.*\.sm\([0-9]*a\{0,1\}\)\..*/\1/p')
        "$TNVCC" --verify-only --sm "${sm:-80}" "$ll" >"$TMP/out" 2>&1
        rc=$?
        case $name in
        valid/f13_*)
            if [ $rc -eq 0 ] && ! grep ': error: ' "$TMP/out" | grep -q . &&
                ! grep ': warning: ' "$TMP/out" | grep -v -q -e 'fence is not supported \[-Wnvvm-compat\]' \
                    -e 'Atomic loads/stores are not supported \[-Wnvvm-compat\]'
            then ok "$name (LLVM IR: nvvm-compat warnings)"
            else bad "$name" "expected only fence/atomic load-store nvvm-compat warnings"; fi
            "$TNVCC" --verify-only --ir=nvvm --sm "${sm:-80}" "$ll" >"$TMP/out" 2>&1
            if [ $? -eq 1 ] && ! grep ': error: ' "$TMP/out" |
                grep -v -q -e 'fence is not supported' -e 'Atomic loads/stores are not supported'
            then ok "$name (NVVM IR: rejected, fence, atomic load/store)"
            else bad "$name" "expected only fence/atomic load-store errors"; fi
            "$TNVCC" --verify-only -Wno-nvvm-compat --sm "${sm:-80}" "$ll" >"$TMP/out" 2>&1
            if [ $? -eq 0 ] && [ ! -s "$TMP/out" ]; then ok "$name (-Wno-nvvm-compat)"
            else bad "$name" "-Wno-nvvm-compat: expected a silent run"; fi ;;
        *)
            if [ $rc -ne 0 ] || grep -q -e ': error: ' -e ': warning: ' "$TMP/out"; then
                bad "$name" "expected a clean run"
            else ok "$name"; fi ;;
        esac
    done
fi

# libdevice: verifies clean as it ships (its triple nvptx64-nvidia-gpulibs
# is libNVVM's library triple), and clean as cuda.
# Without --libdevice, make the text from CUDA's bitcode when the tools
# are there (llvm-dis-19 and a CUDA install); otherwise say it is skipped.
if [ -z "$LIBDEVICE" ]; then
    bc=${CUDA_PATH:-/usr/local/cuda}/nvvm/libdevice/libdevice.10.bc
    if command -v llvm-dis-19 >/dev/null 2>&1 && [ -f "$bc" ] &&
        llvm-dis-19 "$bc" -o "$TMP/libdevice.ll" 2>/dev/null; then
        LIBDEVICE=$TMP/libdevice.ll
    else
        echo "note: libdevice check skipped (needs llvm-dis-19 and $bc)"
    fi
fi
if [ -n "$LIBDEVICE" ]; then
    "$TNVCC" --verify-only --sm 80 "$LIBDEVICE" >"$TMP/out" 2>&1
    if [ $? -eq 0 ] && grep -q '^target triple = "nvptx64-nvidia-gpulibs"' "$LIBDEVICE" &&
        [ "$(grep -c -e ': error: ' -e ': note: ' -e ': warning: ' "$TMP/out")" = 0 ]
    then ok libdevice; else bad libdevice "expected a clean run with its own triple: $(head -c 300 "$TMP/out")"; fi
    sed 's/^target triple = .*/target triple = "nvptx64-nvidia-cuda"/' "$LIBDEVICE" >"$TMP/libdevice-cuda.ll"
    "$TNVCC" --verify-only --sm 80 "$TMP/libdevice-cuda.ll" >"$TMP/out" 2>&1
    if [ $? -eq 0 ] && ! grep -q -e ': error: ' -e ': warning: ' "$TMP/out"
    then ok libdevice-cuda; else bad libdevice-cuda "expected a clean run"; fi
fi

echo "verify: $pass passed, $fail failed"
[ $fail -eq 0 ]
