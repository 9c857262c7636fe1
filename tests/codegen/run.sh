#!/bin/sh
# tests/codegen/run.sh -- code generation golden tests.
#
#  1. Golden cases: each tests/codegen/*.ll names its target and what the
#     PTX must contain, in its header comments:
#         ; SM: 90a                 target (required: every case is explicit)
#         ; CHECK: fma.rn.f32       lines that must appear in this order
#         ; CHECK-NOT: mul.rn.f32   text that must appear nowhere
#         ; ARGS: --ptx-version 8.3 extra tnvcc options (optional; error
#                                   cases too)
#         ; EXPECT-WARNING: text    a located warning the compile must give
#     A case whose header has `; EXPECT-ERROR: text` and `; EXPECT-LINE: N`
#     must instead fail with that located error (no EXPECT-LINE: an error
#     with no location, such as "sm_90a requires PTX ISA 8.0").  Every PTX
#     produced is assembled with `ptxas -c --gpu-name sm_XX` when ptxas is
#     installed (for targets ptxas 13 no longer generates code for, with
#     --gpu-name sm_75, which still checks the PTX against its .target).
#  2. Corpus: every tests/corpus file, for sm_80 and sm_90a, must either
#     compile to PTX that ptxas accepts, or exit 1 with a located
#     "error: unsupported: ..." or gating error ("... requires sm_90 or
#     newer") -- never crash, never write PTX that ptxas rejects.  Files
#     the verifier rejects for that target are not compiled.  Each
#     outcome (`ptx`, or the first error) must be the one the manifest
#     tests/manifest/codegen.tsv records (tests/README.md).
#
# Usage: tests/codegen/run.sh   (TNVCC=path/to/tnvcc, default ./tnvcc)
# Another suite of golden cases in this format runs them through this
# script with GOLDEN_DIR=its directory and SUITE=its name (no corpus pass):
# tests/intrinsics/run.sh.
# Prints FAIL lines (PASS too with VERBOSE=1), the corpus counts, and
# "codegen: N passed, M failed"; exits 1 on failure.
dir=${GOLDEN_DIR:-$(dirname "$0")}
. "$(dirname "$0")/../lib.sh"
[ -z "$PTXAS" ] && echo "codegen: ptxas not found; PTX is checked by CHECK lines only"

# assemble FILE SM: true when ptxas accepts it (or cannot check it)
assemble() {
    ptxas_check "$1" "$2"
    [ $? -ne 1 ]
}

# check_in_order PTX CASE: every CHECK line appears, in order.  i and n
# start as numbers: an unset i would index c[""] (an empty string, which
# index() finds in any line), and the first CHECK line would be skipped.
check_in_order() {
    awk -v want="$2" '
        BEGIN { i = 0; n = 0
                while ((getline l < want) > 0) if (sub(/^; CHECK: /, "", l)) c[n++] = l }
        i < n && index($0, c[i]) { i++ }
        END { if (i < n) { print c[i]; exit 1 } }' "$1"
}

golden_error() {
    f=$1 name=$2 sm=$3 args=$4
    want=$(sed -n 's/^; EXPECT-ERROR: //p' "$f")
    line=$(sed -n 's/^; EXPECT-LINE: //p' "$f")
    where="^[^:]*:$line:[0-9]*: error:"
    [ -z "$line" ] && where="^[^:]*: error:"
    # shellcheck disable=SC2086
    if "$TNVCC" --sm "$sm" $args "$f" -o "$tmp/out.ptx" 2>"$tmp/err"; then
        bad "$name" "compiled, but should fail with '$want'"; return
    fi
    if grep -F -- "$want" "$tmp/err" | grep -q "$where"; then
        ok "$name"
    else
        bad "$name" "expected '$want' at line $line, got: $(grep error: "$tmp/err" | head -1)"
    fi
}

golden() {
    f=$1 name=$(basename "$1")
    sm=$(sed -n 's/^; SM: //p' "$f")
    args=$(sed -n 's/^; ARGS: //p' "$f")
    [ -z "$sm" ] && { bad "$name" "no '; SM:' line"; return; }
    if grep -q '^; EXPECT-ERROR: ' "$f"; then golden_error "$f" "$name" "$sm" "$args"; return; fi
    # shellcheck disable=SC2086
    if ! "$TNVCC" --sm "$sm" $args "$f" -o "$tmp/out.ptx" 2>"$tmp/err"; then
        bad "$name" "does not compile: $(grep error: "$tmp/err" | head -1)"; return
    fi
    if missing=$(check_in_order "$tmp/out.ptx" "$f"); then :; else
        bad "$name" "CHECK not found (in order): $missing"; return
    fi
    # `; EXPECT-WARNING: text`: a warning tnvcc must give while compiling
    warn=$(sed -n 's/^; EXPECT-WARNING: //p' "$f")
    if [ -n "$warn" ] && ! grep -F -- "$warn" "$tmp/err" | grep -q '^[^:]*:[0-9]*:[0-9]*: warning:'; then
        bad "$name" "no located warning '$warn'"; return
    fi
    for no in $(sed -n 's/^; CHECK-NOT: //p' "$f" | tr ' ' '\001'); do
        no=$(printf '%s' "$no" | tr '\001' ' ')
        if grep -qF -- "$no" "$tmp/out.ptx"; then bad "$name" "CHECK-NOT found: $no"; return; fi
    done
    if ! assemble "$tmp/out.ptx" "$sm"; then
        bad "$name" "ptxas rejects the PTX: $(head -1 "$tmp/ptxas.err")"; return
    fi
    ok "$name"
}

# corpus FILE SM: PTX that assembles, or a located "unsupported" error;
# either way the outcome is recorded for tests/manifest/codegen.tsv.
corpus() {
    f=$1 sm=$2 name="$(basename "$1") sm_$2" key=corpus/${1#"$dir"/../corpus/}
    if ! "$TNVCC" --verify-only --sm "$sm" "$f" 2>"$tmp/err"; then
        skipped=$((skipped + 1)); record "$key" "sm_$sm" "$(outcome_error "$tmp/err" 'verify: ')"
        return
    fi
    "$TNVCC" --sm "$sm" "$f" -o "$tmp/c.ptx" 2>"$tmp/err"
    rc=$?
    # asm written for a newer target: tnvcc warns, and ptxas alone can
    # judge the text (a rejection there is the input's, not tnvcc's)
    if [ $rc -eq 0 ] && grep -q 'warning: inline asm in a function written for' "$tmp/err" &&
        ! assemble "$tmp/c.ptx" "$sm"; then
        skipped=$((skipped + 1)); return
    fi
    if [ $rc -eq 0 ]; then
        if assemble "$tmp/c.ptx" "$sm"; then
            compiled=$((compiled + 1)); ok "$name (compiles)"; record "$key" "sm_$sm" ptx
        else
            bad "$name" "ptxas rejects the PTX: $(head -1 "$tmp/ptxas.err")"
            record "$key" "sm_$sm" "ptxas rejects the PTX"
        fi
    elif [ $rc -eq 1 ] && located_gate_or_unsupported "$tmp/err"; then
        unsupported=$((unsupported + 1)); ok "$name (unsupported)"
        record "$key" "sm_$sm" "$(outcome_error "$tmp/err")"
    else
        bad "$name" "exit $rc without a located 'unsupported' or gating error: $(head -1 "$tmp/err")"
        record "$key" "sm_$sm" "exit $rc: $(outcome_error "$tmp/err")"
    fi
}

for f in "$dir"/*.ll; do golden "$f"; done
# GOLDENS_ONLY=1: the golden cases alone (make check-mutants runs them once
# per mutant; the corpus part adds nothing there but time).
if [ -n "$GOLDENS_ONLY" ]; then
    echo "${SUITE:-codegen}: $pass passed, $fail failed (goldens only)"
    [ "$fail" -eq 0 ]; exit
fi
[ -n "$GOLDEN_DIR" ] || for sm in 80 90a; do
    compiled=0 unsupported=0 skipped=0
    for f in "$dir"/../corpus/ll/*.ll "$dir"/../corpus/handwritten/*.ll; do corpus "$f" "$sm"; done
    echo "codegen corpus sm_$sm: $compiled compile to PTX ptxas accepts, $unsupported stop at" \
         "a located unsupported or gating error, $skipped rejected by the verifier for" \
         "sm_$sm or with inline asm written for a newer target"
done
# every outcome, ptx or error, must be the one tests/manifest/codegen.tsv records
[ -z "$SUITE" ] && manifest_check codegen all
echo "${SUITE:-codegen}: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
