#!/bin/sh
# tests/intrinsics/coverage.sh -- count what tnvcc does with every
# intrinsic of an LLVM IntrinsicsNVVM.td: supported, gated or refused.
#
# TableGen expands the .td (its foreach loops and multiclasses make most
# of the names), so the script asks llvm-tblgen (llvm-tblgen-22, or
# $TBLGEN) to print the records of the Intrinsics.td that includes it,
# and reads from each `int_nvvm_*` record its name and its result and
# parameter types.  For each intrinsic it writes one device function that
# passes its parameters to the intrinsic and returns the result (an
# `immarg` parameter gets a constant: false for an i1, 0 otherwise; an
# overloaded type its first usual choice -- ptr, i32, float -- with the
# name mangled as LLVM does; an immarg with a Range<> its lower bound),
# compiles it for sm_100a, then sm_90a, then sm_120a, and classifies it:
#
#   supported  PTX for one of them, which ptxas accepts (when installed);
#              counted apart: those the default target, sm_75, refuses
#              with a located gating error
#   gated      a located gating error ("requires sm_...", "needs sm_...",
#              the verifier's "only supported for ..." / "pre-...")
#              on all three
#   refused    another located error: counted by its message, with the
#              intrinsic's name taken out, so that the reasons add up
#   skipped    no kernel can be written for it (a metadata parameter)
#   BAD        PTX that ptxas rejects, or no located error: a bug
#
# The constant picked for an immarg can be one the intrinsic refuses (a
# wait count, a CTA group of 0), which shows as "refused"; the counts are
# a measure, not a golden test (run.sh's kernels are those).
#
# Usage: tests/intrinsics/coverage.sh [path/to/IntrinsicsNVVM.td] [out.tsv]
#   default /usr/lib/llvm-22/include/llvm/IR/IntrinsicsNVVM.td; the data
#   layout of the kernels is $DATALAYOUT, by default nvptx64's of LLVM 21+
#   (with 32-bit tensor-memory pointers, "p6:32:32"); prints
#   the counts, and with out.tsv one line per intrinsic (name, class,
#   target or reason).  Skips (exit 0) when the .td or llvm-tblgen is
#   missing.  TNVCC=path/to/tnvcc (default ./tnvcc).
td=${1:-/usr/lib/llvm-22/include/llvm/IR/IntrinsicsNVVM.td}
out=${2:-}
TBLGEN=${TBLGEN:-llvm-tblgen-22}
DATALAYOUT=${DATALAYOUT:-e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64}
. "$(dirname "$0")/../lib.sh"
if [ ! -f "$td" ] || ! command -v "$TBLGEN" >/dev/null 2>&1; then
    echo "coverage: skipped ($td or $TBLGEN not found)"
    exit 0
fi
inc=$(dirname "$(dirname "$(dirname "$td")")") # .../include for llvm/IR/Intrinsics.td
"$TBLGEN" -print-records -I "$inc" "$inc/llvm/IR/Intrinsics.td" >"$tmp/recs" 2>"$tmp/tblgen.err" ||
    { echo "coverage: $TBLGEN failed: $(head -1 "$tmp/tblgen.err")"; exit 1; }

# One line per intrinsic, '|'-separated (a tab would merge empty fields
# in `read`): name, return types, parameter types, immarg argument
# numbers counted from 1 as LLVM's ArgNo does (each list ';'-separated).
awk '
/^def anonymous_[0-9]+ / {
    anon = $2; kind = $0; sub(/.*\/\/ /, "", kind)
}
anon != "" && /^  int ArgNo = / { v = $4; sub(/;/, "", v); if (kind ~ /ImmArg/) immarg[anon] = v; if (kind ~ /Range/) rarg[anon] = v }
anon != "" && /^  int Lower = / { v = $4; sub(/;/, "", v); if (kind ~ /Range/) lower[anon] = v }
anon != "" && /^  int Number = / { v = $4; sub(/;/, "", v); if (kind ~ /LLVMMatchType/) match_[anon] = v }
/^}/ { anon = "" }
/^def int_nvvm_/ { rec = $2; name[rec] = ""; n++; order[n] = rec }
rec != "" && /^  string LLVMName = / { v = $0; sub(/^[^"]*"/, "", v); sub(/".*/, "", v); name[rec] = v }
rec != "" && /^  list<LLVMType> RetTypes = / { ret[rec] = list($0) }
rec != "" && /^  list<LLVMType> ParamTypes = / { par[rec] = list($0) }
rec != "" && /^  list<IntrinsicProperty> IntrProperties = / { props[rec] = list($0) }
rec != "" && /^}/ { rec = "" }
function list(s) { sub(/^[^[]*\[/, "", s); sub(/\].*/, "", s); gsub(/ /, "", s); gsub(/,/, ";", s); return s }
END {
    for (i = 1; i <= n; i++) {
        r = order[i]; nm = name[r]
        if (nm == "") { nm = r; sub(/^int_/, "llvm.", nm); gsub(/_/, ".", nm) }
        np = split(props[r], p, ";"); imm = ""
        for (k = 1; k <= np; k++) if (p[k] in immarg) imm = imm ";" immarg[p[k]]
        # Range<ArgIndex, lo, hi> of an immarg: its constant is lo.
        for (k = 1; k <= np; k++) if (p[k] in lower) imm = imm ";" rarg[p[k]] "=" lower[p[k]]
        # LLVMMatchType<N>: the N-th overloaded type, written M<N>.
        rt = ret[r]; pt = par[r]
        for (a in match_) { gsub(a "(;|$)", "M" match_[a] ";", rt); gsub(a "(;|$)", "M" match_[a] ";", pt) }
        sub(/;$/, "", rt); sub(/;$/, "", pt)
        print nm "|" rt "|" pt "|" imm ";"
    }
}' "$tmp/recs" >"$tmp/list"

# ty() and the type table (shared with attrs.sh)
llvm_types=$(cat "$(dirname "$0")/llvm_types.awk")

# kernel NAME RET PARAMS IMMARGS: the device function of one intrinsic on
# stdout, or nothing when it cannot be written.
kernel() {
    awk -F'\t' -v nm="$1" -v rt="$2" -v pt="$3" -v imm="$4" -v dl="$DATALAYOUT" "$llvm_types"'
    # NVVM IR wants the ABI extension of a narrow integer spelled out.
    function ext(t) { return t == "i1" || t == "i8" || t == "i16" ? " zeroext" : "" }
    BEGIN {
        llvm_types_init()
        nr = rt == "" ? 0 : split(rt, R, ";"); np = pt == "" ? 0 : split(pt, P, ";")
        rts = "void"
        if (nr == 1) rts = ty(R[1])
        else if (nr > 1) { rts = "{ "; for (k = 1; k <= nr; k++) rts = rts (k > 1 ? ", " : "") ty(R[k]); rts = rts " }" }
        for (k = 1; k <= np; k++) PT[k] = ty(P[k])
        if (bad) exit
        decl = ""; args = ""; params = ""
        for (k = 1; k <= np; k++) {
            decl = decl (k > 1 ? ", " : "") PT[k] (index(imm, ";" k ";") ? " immarg" : "")
            lo = index(imm, ";" k "=") ? substr(imm, index(imm, ";" k "=") + length(k) + 2) : ""
            sub(/;.*/, "", lo)
            if (index(imm, ";" k ";")) a = PT[k] " " (PT[k] == "i1" ? "false" : lo != "" ? lo : "0")
            else { a = PT[k] " %a" k; params = params (params != "" ? ", " : "") PT[k] ext(PT[k]) " %a" k }
            args = args (k > 1 ? ", " : "") a
        }
        full = nm sfx
        print "target datalayout = \"" dl "\""
        print "target triple = \"nvptx64-nvidia-cuda\""
        print "declare " rts " @" full "(" decl ")"
        print "define" ext(rts) " " rts " @f(" params ") {"
        if (rts == "void") { print "  call void @" full "(" args ")"; print "  ret void" }
        else { print "  %r = call " rts " @" full "(" args ")"; print "  ret " rts " %r" }
        print "}"
    }' </dev/null
}

gate_re='requires sm_|needs sm_|requires PTX|only supported for|on pre-|supported on sm_|requires the'
supported=0 gated=0 refused=0 skipped=0 broken=0 gated75=0
: >"$tmp/reasons"
[ -n "$out" ] && : >"$out"
while IFS='|' read -r nm rt pt imm; do
    kernel "$nm" "$rt" "$pt" "$imm" >"$tmp/k.ll"
    if [ ! -s "$tmp/k.ll" ]; then
        skipped=$((skipped + 1)); [ -n "$out" ] && printf '%s\tskipped\t%s\n' "$nm" "$rt:$pt" >>"$out"
        continue
    fi
    class= why=
    for sm in 100a 90a 120a; do
        if "$TNVCC" --sm "$sm" "$tmp/k.ll" -o "$tmp/k.ptx" 2>"$tmp/k.err"; then
            ptxas_check "$tmp/k.ptx" "$sm"
            if [ $? -eq 1 ]; then class=BAD why="ptxas: $(head -1 "$tmp/ptxas.err")"
            else class=supported why=sm_$sm; fi
            # The same kernel for the default target: a located gating
            # error there means the family is gated, not just selected.
            if ! "$TNVCC" --sm 75 "$tmp/k.ll" -o "$tmp/k75.ptx" 2>"$tmp/k75.err" &&
               grep -m1 ': error: ' "$tmp/k75.err" | grep -qE "$gate_re"; then
                gated75=$((gated75 + 1)); why="$why, gated on sm_75"
            fi
            break
        fi
        err=$(grep -m1 ': error: ' "$tmp/k.err")
        if [ -z "$err" ] || ! printf '%s' "$err" | grep -q '^[^:]*:[0-9]*:[0-9]*: error: '; then
            class=BAD why="no located error: $(head -1 "$tmp/k.err")"; break
        fi
        if printf '%s' "$err" | grep -qE "$gate_re"; then
            class=gated why=$(printf '%s' "$err" | sed 's/^[^:]*:[0-9]*:[0-9]*: error: //')
        else
            class=refused
            why=$(printf '%s' "$err" | sed "s/^[^:]*:[0-9]*:[0-9]*: error: //; s/@\{0,1\}$nm[.a-z0-9]*/X/g")
            break
        fi
    done
    case $class in
    supported) supported=$((supported + 1)) ;;
    gated) gated=$((gated + 1)) ;;
    refused) refused=$((refused + 1)); printf '%s\n' "$why" | cut -c1-90 >>"$tmp/reasons" ;;
    BAD) broken=$((broken + 1)); echo "BAD $nm: $why" ;;
    esac
    [ -n "$out" ] && printf '%s\t%s\t%s\n' "$nm" "$class" "$why" >>"$out"
done <"$tmp/list"
total=$(wc -l <"$tmp/list")
echo "refused, by reason:"
sort "$tmp/reasons" | uniq -c | sort -rn | head -25
echo "coverage of $td: $total intrinsics: $supported supported ($gated75 of them" \
     "with a gating error on sm_75), $gated gated on sm_100a, sm_90a and sm_120a," \
     "$refused refused, $skipped skipped, $broken BAD"
[ "$broken" -eq 0 ]
