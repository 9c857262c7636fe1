#!/bin/sh
# tests/targets/run.sh -- corpus kernels on every target, checked by ptxas.
#
# usage: tests/targets/run.sh [--full]     (TNVCC=path, default ./tnvcc)
#
# The kernels are the files of tests/corpus/ll and tests/corpus/handwritten
# that compile for sm_90a, found afresh on each run: as the code generator
# learns more, more kernels take part, and no list is kept here.  The
# golden cases of tests/codegen that compile for sm_90a join them (not
# those with ARGS or EXPECT-ERROR): they hold the instructions that need a
# feature or a PTX version above some target's minimum (tanh.approx,
# min.NaN, barrier.sync), which the corpus does not reach yet.  The
# targets are the rows of `tnvcc --list-targets`, sm_20 ... sm_121a.
#
# For each pair (kernel, target):
#   - tnvcc either compiles it, or stops (exit 1) with a located error: a
#     gating error ("'x' requires sm_80 or newer"), "unsupported: ...", or
#     one of the verifier's SM gates.  Never a crash, never another exit.
#   - Compiled PTX says `.target <target>` and a released `.version` no
#     lower than the target's own minimum, and ptxas accepts it.  For the
#     targets ptxas 13 still generates code for (sm_75 and newer) that is
#     `ptxas -c --gpu-name <target>`; for older ones ptxas is asked for
#     sm_75, which still checks PTX written for an older .target against
#     that target's own rules (and, below PTX 3.1, without -c).  A target
#     the installed ptxas does not know (sm_107 needs CUDA 13.4) is
#     compiled and checked by tnvcc alone, and counted apart.
#   - The outcome (`ptx`, or the first error) is the one the manifest
#     tests/manifest/targets.tsv records for the pair (tests/README.md):
#     a kernel that stops compiling on some target fails the sweep.
#   - The .version is the lowest that works: either it is the target's own
#     minimum, or with it lowered to the previous released version (8.0 ->
#     7.8, from the list --list-targets ends with) ptxas rejects the file --
#     unless the PTX holds inline asm, which keeps the PTX version its
#     producer declared ("target-features": isel/lower/asm.c).
#     And `tnvcc --ptx-version <that lower one>` must refuse, naming the
#     target or the instruction that needs more.
#
# Without --full (what `make test` runs) every kernel runs on the oldest
# target (sm_20: gating errors, .version raised for .address_size, PTX
# assembled as a whole program) and on the default one (sm_75), and every
# other target gets two kernels, taken in turn from the list so that
# neighbouring targets see different ones; --full (`make check-targets`)
# runs every pair.  Prints FAIL lines
# (PASS too with VERBOSE=1), the counts, and "targets: N passed, M failed".
dir=$(dirname "$0")
. "$dir/../lib.sh"
full=
case $1 in
--full) full=1 ;;
"") ;;
*) echo "usage: $0 [--full]" >&2; exit 2 ;;
esac
[ -z "$PTXAS" ] && echo "targets: ptxas not found; PTX is checked by tnvcc's own rules only"

# ---- the tables, from tnvcc itself -------------------------------------
targets_listing | awk '/^sm_[0-9]/ { sub(/\./, "", $3); print $1, $3, $5 }' >"$tmp/targets"
# "1.0-1.5, 2.0-2.3, 5.0, ..." -> 10 11 ... 15 20 ... (one per line)
targets_listing | sed -n 's/^PTX ISA versions: //p' | tr ',' '\n' | awk -F- '
    { gsub(/ /, ""); a = $1; b = NF > 1 ? $2 : $1; sub(/\./, "", a); sub(/\./, "", b)
      for (v = a + 0; v <= b + 0; v++) print v }' >"$tmp/versions"
[ -s "$tmp/targets" ] && [ -s "$tmp/versions" ] || { bad listing "cannot read --list-targets"; }

# version_before V: the released version before V (both as 78), or nothing.
version_before() { awk -v v="$1" '$1 < v { p = $1 } END { if (p != "") print p }' "$tmp/versions"; }
dotted() { echo "$1" | sed 's/\(.\)$/.\1/'; }

# ---- the kernels ---------------------------------------------------------
# A golden with inline asm is left out: its asm text was written for its own
# target, and nothing tells tnvcc which.  So is corpus output with inline
# asm whose "target-features" name its SM: tnvcc compiles it for another
# target with a warning, and only ptxas can judge the text there.
for f in "$dir"/../corpus/ll/*.ll "$dir"/../corpus/handwritten/*.ll "$dir"/../codegen/*.ll; do
    grep -q -e '^; ARGS:' -e '^; EXPECT-ERROR:' "$f" && continue
    case $f in */codegen/*) grep -q ' asm ' "$f" && continue ;; esac
    grep -q ' asm ' "$f" && grep -q '"target-features"="[^"]*+sm_' "$f" && continue
    "$TNVCC" --sm 90a "$f" -o /dev/null 2>/dev/null && echo "$f"
done >"$tmp/kernels"
nk=$(wc -l <"$tmp/kernels")
while read -r k; do record kernel "${k#"$dir"/../}" ""; done <"$tmp/kernels"
[ "$nk" -gt 0 ] || bad kernels "no kernel compiles for sm_90a"

compiled=0 unchecked=0 gated=0 unsupported=0 verifier=0 raised=0

# lowest NAME PTX TARGET MIN: the .version of PTX is the lowest that works.
lowest() {
    v=$(sed -n 's/^\.version \([0-9]*\)\.\([0-9]\)$/\1\2/p' "$2" | head -1)
    before=$(version_before "$v")
    # tnvcc must refuse the version below: the target or an instruction
    if "$TNVCC" --sm "$3" --ptx-version "$(dotted "$before")" "$kernel" -o /dev/null \
        2>"$tmp/low.err" || ! grep -q "requires PTX ISA $(dotted "$v") (--ptx-version" "$tmp/low.err"
    then
        bad "$1" "--ptx-version $(dotted "$before") not refused as below $(dotted "$v")"; return
    fi
    [ "$v" = "$4" ] && return 0 # the target's own minimum (probe-checked)
    # inline asm keeps the PTX version its producer wrote it for (asm.c)
    grep -q '// begin inline asm' "$2" && return 0
    sed "s/^\.version .*/.version $(dotted "$before")/" "$2" >"$tmp/lower.ptx"
    ptxas_check "$tmp/lower.ptx" "$3"
    case $? in
    0) bad "$1" ".version $(dotted "$v") is not the lowest: ptxas accepts $(dotted "$before")"
       return ;;
    1) raised=$((raised + 1)) ;;
    esac
    return 0
}

# compiled_ok NAME PTX TARGET MIN: the header, ptxas, the lowest version.
compiled_ok() {
    v=$(sed -n 's/^\.version \([0-9]*\)\.\([0-9]\)$/\1\2/p' "$2" | head -1)
    if ! grep -qx "\.target sm_$3" "$2"; then
        bad "$1" "no '.target sm_$3' line"; record "$key" "sm_$3" "wrong .target"; return
    fi
    if [ -z "$v" ] || ! grep -qx "$v" "$tmp/versions" || [ "$v" -lt "$4" ]; then
        bad "$1" ".version $(dotted "${v:-0}") is not a released version >= $(dotted "$4")"
        record "$key" "sm_$3" "wrong .version"; return
    fi
    ptxas_check "$2" "$3"
    case $? in
    1) bad "$1" "ptxas rejects the PTX: $(grep -m1 error "$tmp/ptxas.err")"
       record "$key" "sm_$3" "ptxas rejects the PTX"; return ;;
    2) unchecked=$((unchecked + 1)) ;;
    *) compiled=$((compiled + 1)) ;;
    esac
    record "$key" "sm_$3" ptx
    lowest "$1" "$2" "$3" "$4" && ok "$1"
}

# failed_ok NAME ERR RC: a located gating/unsupported error, nothing else.
failed_ok() {
    _x=; [ "$3" -ne 1 ] && _x="exit $3: "
    record "$key" "sm_$sm" "$(outcome_error "$2" "$_x")"
    if [ "$3" -ne 1 ] || ! located_gate_or_unsupported "$2"; then
        bad "$1" "exit $3 without a located gating or unsupported error: $(head -1 "$2")"
    elif grep -q ': error: .* requires sm_' "$2"; then gated=$((gated + 1)); ok "$1"
    else unsupported=$((unsupported + 1)); ok "$1"; fi
}

# pair KERNEL TARGET MIN
pair() {
    kernel=$1 sm=${2#sm_} name="$(basename "$1") $2" key=${1#"$dir"/../}
    "$TNVCC" --verify-only --sm "$sm" "$kernel" 2>"$tmp/err"
    rc=$?
    if [ $rc -ne 0 ]; then
        record "$key" "$2" "$(outcome_error "$tmp/err" 'verify: ')"
        # the verifier's SM gates: a located error, exit 1
        if [ $rc -eq 1 ] && grep -q '^[^:]*:[0-9]*:[0-9]*: error: ' "$tmp/err"; then
            verifier=$((verifier + 1)); ok "$name (verifier)"
        else bad "$name" "the verifier failed without a located error: $(head -1 "$tmp/err")"; fi
        return
    fi
    "$TNVCC" --sm "$sm" "$kernel" -o "$tmp/out.ptx" 2>"$tmp/err"
    rc=$?
    if [ $rc -eq 0 ]; then compiled_ok "$name" "$tmp/out.ptx" "$sm" "$3"
    else failed_ok "$name" "$tmp/err" "$rc"; fi
}

default=$(targets_listing | sed -n 's/.*The default target is \(sm_[0-9a-z]*\)\..*/\1/p')
i=0
while read -r target min _; do
    if [ -n "$full" ] || [ $i -eq 0 ] || [ "$target" = "$default" ]; then
        while read -r k; do pair "$k" "$target" "$min"; done <"$tmp/kernels"
    else
        for j in 0 1; do
            pair "$(sed -n "$(((2 * i + j) % nk + 1))p" "$tmp/kernels")" "$target" "$min"
        done
    fi
    i=$((i + 1))
done <"$tmp/targets"

echo "targets$( [ -n "$full" ] && echo ' (full)'): $nk kernels compile for sm_90a; over" \
     "$i targets: $compiled compiled and passed ptxas, $unchecked compiled for a target" \
     "this ptxas does not know, $gated gating errors, $unsupported unsupported," \
     "$verifier rejected by the verifier's SM gates; $raised with .version above the" \
     "target's minimum, each confirmed lowest by ptxas"
# every outcome must be the one tests/manifest/targets.tsv records
manifest_check targets "sparse${full:+-full}"
echo "targets: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
