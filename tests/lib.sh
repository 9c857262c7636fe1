# tests/lib.sh -- what every suite script (tests/*/run.sh) shares; sourced
# with `. "$(dirname "$0")/../lib.sh"`.
#
# Sets TNVCC (the binary under test, default ./tnvcc), a private temporary
# directory $tmp removed on exit, the pass/fail counters, and
#   ok NAME          count a pass (and print it when VERBOSE=1)
#   bad NAME WHY     count a failure and print why
# Each suite ends with "<area>: $pass passed, $fail failed", which
# tests/run-tests.sh adds up.
TNVCC=${TNVCC:-./tnvcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); [ -n "$VERBOSE" ] && echo "PASS $1"; return 0; }
bad() { fail=$((fail + 1)); echo "FAIL $1: $2"; }

# ---- ptxas (the codegen and targets suites) -------------------------------
# PTXAS is the installed ptxas, or empty: suites then say so and check the
# PTX by other means only.
PTXAS=$(command -v ptxas || true)

# targets_listing: `tnvcc --list-targets`, computed once per suite.
targets_listing() {
    [ -s "$tmp/targets.txt" ] || "$TNVCC" --list-targets >"$tmp/targets.txt"
    cat "$tmp/targets.txt"
}

# ptxas_gpu SM: the --gpu-name that checks PTX written for sm_SM, or
# nothing when the installed ptxas cannot.  ptxas 13 no longer generates
# code below sm_75 (the "ptxas" column of --list-targets says "no"), but
# asked for sm_75 it still checks PTX for an older .target against that
# target's own rules; a newer target it does not know (sm_107 needs the
# CUDA 13.4 ptxas) cannot be checked at all.
ptxas_gpu() {
    [ -s "$tmp/ptxas-gpus" ] || "$PTXAS" --help 2>/dev/null |
        sed -n '/--gpu-name/,/Default value/p' | grep -o "'sm_[0-9]*[af]\{0,1\}'" |
        tr -d "'" >"$tmp/ptxas-gpus"
    if grep -qx "sm_$1" "$tmp/ptxas-gpus"; then echo "sm_$1"
    elif targets_listing | awk -v t="sm_$1" '$1 == t && $5 == "no" { f = 1 } END { exit !f }'
    then echo sm_75; fi
}

# ptxas_check FILE SM: 0 if ptxas accepts FILE for sm_SM, 1 if it rejects it
# (its messages in $tmp/ptxas.err), 2 if this ptxas cannot check sm_SM (or
# 32-bit PTX at all).
# (sh has no local variables: those of the helpers here start with _.)
# -c (no linking, so calls of external functions are fine) needs PTX 3.1;
# older PTX (sm_20's 2.3, sm_30's 3.0) is assembled as a whole program, and
# there a call of an external function (libdevice's __nv_*, vprintf) fails
# to link -- which ptxas only tries once the PTX itself was checked and
# found valid, so "Unresolved extern function" alone counts as accepted, as
# does "Cannot take address of function" (the address of an external
# function, in an initializer: the same missing link, also reported only
# after the PTX was checked).
ptxas_check() {
    [ -n "$PTXAS" ] || return 2
    _gpu=$(ptxas_gpu "$2")
    [ -n "$_gpu" ] || return 2
    _ver=$(sed -n 's/^\.version \([0-9]*\)\.\([0-9]\)$/\1\2/p' "$1" | head -1)
    _c=-c
    [ "${_ver:-0}" -lt 31 ] && _c=
    # shellcheck disable=SC2086
    "$PTXAS" $_c --gpu-name "$_gpu" "$1" -o /dev/null >"$tmp/ptxas.err" 2>&1 && return 0
    # ptxas 12 and newer refuse every `.address_size 32` module outright:
    # such PTX cannot be checked here, which is not a rejection of it.
    grep -q "32-Bit compilation is no longer supported" "$tmp/ptxas.err" && return 2
    [ -z "$_c" ] && ! grep -q -v -e "^ptxas fatal *: Unresolved extern function '" \
        -e "^ptxas fatal *: Cannot take address of function '" "$tmp/ptxas.err" &&
        return 0
    return 1
}

# A located error that says the target lacks something ("'x' requires
# sm_80 or newer", a verifier gate) or that this version of tnvcc cannot
# select a construct ("unsupported: ...").  FILE holds tnvcc's stderr.
located_gate_or_unsupported() {
    grep -q -E '^[^:]*:[0-9]+:[0-9]+: error: (unsupported: |.* requires (sm_|PTX ISA))' "$1"
}

# ---- expected-outcome manifests (tests/manifest/, tests/README.md) ---------
# The corpus loop of tests/codegen and the targets sweep record what each
# (file, target) pair did -- `ptx`, or tnvcc's first error -- and compare it
# with the manifest checked into tests/manifest/: any change of outcome
# fails, so that a construct that stops compiling cannot hide among the
# files that were "unsupported" all along.
#
#   outcome_error ERRFILE [PREFIX]   print the first error of tnvcc's stderr
#                                    as the manifests record it:
#                                    "LINE: error: message" (the file name
#                                    and column dropped), "error: message"
#                                    when it has no location
#   record KEY TARGET OUTCOME        append one outcome to $tmp/got
#   manifest_check NAME MODE         compare $tmp/got with the manifest
#                                    tests/manifest/NAME.tsv; MODE is
#                                    "all" (every pair, one line each), or
#                                    "sparse" / "sparse-full" (the targets
#                                    format: only the pairs that are not
#                                    `ptx`; -full: every pair was run).
#                                    With MANIFEST_UPDATE=DIR set, copies
#                                    $tmp/got to DIR/NAME.got instead
#                                    (tests/manifest/update.sh).
outcome_error() {
    _e=$(grep -m1 ': error: ' "$1" | tr '\t' ' ')
    [ -z "$_e" ] && _e="no error message: $(head -1 "$1" | tr '\t' ' ')"
    printf '%s%s\n' "$2" "$(printf '%s\n' "$_e" |
        sed -e 's/^[^:]*:\([0-9][0-9]*\):[0-9][0-9]*: error: /\1: error: /' -e t \
            -e 's/^[^:]*: error: /error: /')"
}
record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$tmp/got"; }

manifest_check() {
    _m=$(dirname "$0")/../manifest/$1.tsv
    touch "$tmp/got"
    if [ -n "$MANIFEST_UPDATE" ]; then cp "$tmp/got" "$MANIFEST_UPDATE/$1.got"; return; fi
    if [ ! -f "$_m" ]; then bad "$1 manifest" "$_m is missing (tests/manifest/update.sh)"; return; fi
    awk -F'\t' -v mode="$2" -f "$(dirname "$0")/../manifest/compare.awk" "$_m" "$tmp/got" \
        >"$tmp/manifest.out"
    # each line of compare.awk's output is "PAIR<TAB>why" for one difference
    while IFS='	' read -r _pair _why; do bad "$_pair" "$_why"; done <"$tmp/manifest.out"
    if [ -s "$tmp/manifest.out" ]; then
        echo "$1: $(wc -l <"$tmp/manifest.out") outcome(s) differ from tests/manifest/$1.tsv; if the change is" \
             "intended, run tests/manifest/update.sh and review its diff (ptx -> error is a regression)"
    else
        ok "$1 manifest ($(wc -l <"$tmp/got") outcomes as tests/manifest/$1.tsv expects)"
    fi
}
