#!/bin/sh
# tests/intrinsics/attrs.sh -- measure ir/intrattr.c's table against LLVM:
# does a declaration of each intrinsic get the attributes LLVM 19 gives it?
#
# llvm-tblgen (llvm-tblgen-19, or $TBLGEN) prints the records of LLVM's
# Intrinsics.td; every intrinsic of no target or of NVVM (for llvm.nvvm.*
# only the names tnvcc knows, verify/nvvm_names.def) gets one declaration
# with no attributes (an overloaded type takes its first usual choice --
# ptr, i32, float, <4 x i32> -- mangled into the name as LLVM does; a type
# the script cannot spell skips the intrinsic).  LLVM's answer is
# `llvm-as-19 | llvm-dis-19` of the file (LLVM's parser gives each
# declaration its table's attributes), tnvcc's `--emit=ir`; per
# declaration the return, parameter and function attributes (the group
# resolved) are compared.
#
# Prints, for the intrinsics tnvcc's table covers, how many agree, and
# the ones that do not; for the others (families the table leaves alone:
# coroutines, GC, vector predication, ...) only their number: they keep
# their written attributes, here none.  A measure, not a golden test
# (tests/parse/newer/intrinsic_attrs.ll is that); exits 1 when a covered
# one disagrees.  Skips (exit 0) when the tools or the .td are missing.
# Usage: tests/intrinsics/attrs.sh [Intrinsics.td]  (TNVCC=./tnvcc)
td=${1:-/usr/lib/llvm-19/include/llvm/IR/Intrinsics.td}
TBLGEN=${TBLGEN:-llvm-tblgen-19}
. "$(dirname "$0")/../lib.sh"
for t in "$TBLGEN" llvm-as-19 llvm-dis-19; do
    command -v "$t" >/dev/null 2>&1 || { echo "attrs: skipped ($t not found)"; exit 0; }
done
[ -f "$td" ] || { echo "attrs: skipped ($td not found)"; exit 0; }
inc=$(dirname "$(dirname "$(dirname "$td")")")
"$TBLGEN" -print-records -I "$inc" "$td" >"$tmp/recs" 2>"$tmp/err" ||
    { echo "attrs: $TBLGEN failed: $(head -1 "$tmp/err")"; exit 1; }

# name|return types|parameter types of each intrinsic of no target or NVVM
awk '
/^def anonymous_[0-9]+ / { anon = $2 }
anon != "" && /^  int Number = / { v = $4; sub(/;/, "", v); match_[anon] = v }
/^}/ { anon = "" }
/^def int_/ { rec = $2; n++; order[n] = rec }
rec != "" && /^  string LLVMName = / { v = $0; sub(/^[^"]*"/, "", v); sub(/".*/, "", v); name[rec] = v }
rec != "" && /^  string TargetPrefix = / { v = $0; sub(/^[^"]*"/, "", v); sub(/".*/, "", v); tp[rec] = v }
rec != "" && /^  list<LLVMType> RetTypes = / { ret[rec] = list($0) }
rec != "" && /^  list<LLVMType> ParamTypes = / { par[rec] = list($0) }
rec != "" && /^}/ { rec = "" }
function list(s) { sub(/^[^[]*\[/, "", s); sub(/\].*/, "", s); gsub(/ /, "", s); gsub(/,/, ";", s); return s }
END {
    for (i = 1; i <= n; i++) {
        r = order[i]; nm = name[r]
        if (tp[r] != "" && tp[r] != "nvvm") continue
        if (nm == "") { nm = r; sub(/^int_/, "llvm.", nm); gsub(/_/, ".", nm) }
        rt = ret[r]; pt = par[r]
        for (a in match_) { gsub(a "(;|$)", "M" match_[a] ";", rt); gsub(a "(;|$)", "M" match_[a] ";", pt) }
        sub(/;$/, "", rt); sub(/;$/, "", pt)
        print nm "|" rt "|" pt
    }
}' "$tmp/recs" >"$tmp/list"

# the llvm.nvvm.* names tnvcc knows
sed -n 's/^N("\(.*\)")$/N \1/p; s/^P("\(.*\)")$/P \1/p' verify/nvvm_names.def >"$tmp/known"

llvm_types=$(cat "$(dirname "$0")/llvm_types.awk")
awk -F'|' -v known="$tmp/known" -v any_types=1 "$llvm_types"'
BEGIN {
    while ((getline l < known) > 0) { split(l, w, " "); if (w[1] == "N") N[w[2]] = 1; else P[++np] = w[2] }
    llvm_types_init()
    T["llvm_metadata_ty"] = "metadata"; T["llvm_token_ty"] = "token"
}
# is a llvm.nvvm.* name (possibly with overload suffixes) one tnvcc knows?
function nvvm_known(nm,    s, k) {
    for (s = nm; s != ""; ) {
        if (s in N) return 1
        if (!sub(/\.[^.]*$/, "", s)) break
    }
    for (k = 1; k <= np; k++) if (index(nm, P[k]) == 1) return 1
    return 0
}
{
    nm = $1; bad = 0; no = 0; sfx = ""; delete ov
    if (nm ~ /^llvm\.nvvm\./ && !nvvm_known(nm)) next
    nr = $2 == "" ? 0 : split($2, R, ";"); n = $3 == "" ? 0 : split($3, A, ";")
    rts = "void"
    if (nr == 1) rts = ty(R[1])
    else if (nr > 1) { rts = "{ "; for (k = 1; k <= nr; k++) rts = rts (k > 1 ? ", " : "") ty(R[k]); rts = rts " }" }
    d = ""
    for (k = 1; k <= n; k++) d = d (k > 1 ? ", " : "") ty(A[k])
    if (bad || rts == "" || d ~ /(^|, )(, |$)/) next
    print "declare " rts " @" nm sfx "(" d ")"
}' "$tmp/list" >"$tmp/all.ll"

# llvm-as-19 refuses some (a signature it checks that the script cannot
# spell): drop them one at a time, by the line it names
for i in $(seq 1 500); do
    llvm-as-19 "$tmp/all.ll" -o "$tmp/all.bc" 2>"$tmp/err" && break
    ln=$(sed -n '1s/.*all\.ll:\([0-9]*\):.*/\1/p' "$tmp/err")
    [ -n "$ln" ] || { echo "attrs: llvm-as-19: $(head -1 "$tmp/err")"; exit 1; }
    sed -i "${ln}d" "$tmp/all.ll"
done
llvm-dis-19 "$tmp/all.bc" -o "$tmp/llvm.ll" || exit 1
"$TNVCC" --emit=ir --no-verify -w "$tmp/all.ll" -o "$tmp/tnvcc.ll" || exit 1

# name <tab> the declaration with its group's attributes spelled out
flat() {
    awk '/^attributes #/ { n = $2; s = $0; sub(/^[^{]*\{ /, "", s); sub(/ \}$/, "", s); G[n] = s; next }
         /^declare / { D[++k] = $0 }
         END { for (i = 1; i <= k; i++) { d = D[i]; g = ""
                   if (match(d, / #[0-9]+$/)) { g = G[substr(d, RSTART + 1)]; d = substr(d, 1, RSTART - 1) }
                   nm = d; sub(/^[^@]*@/, "", nm); sub(/\(.*/, "", nm)
                   print nm "\t" d " { " g " }" } }' "$1" | sort
}
flat "$tmp/llvm.ll" >"$tmp/want"
flat "$tmp/tnvcc.ll" >"$tmp/got"
# which names the table covers: the ones tnvcc gave an attribute group
# that the input did not have
agree=0 differ=0 other=0
while IFS='	' read -r nm want; do
    got=$(grep -m1 "^$nm	" "$tmp/got" | cut -f2)
    case $got in
    *' {  }') other=$((other + 1)) ;;
    "$want") agree=$((agree + 1)) ;;
    *) differ=$((differ + 1)); echo "DIFFER $nm"; echo "  llvm:  $want"; echo "  tnvcc: $got" ;;
    esac
done <"$tmp/want"
echo "attrs: $(wc -l <"$tmp/want") declarations (LLVM 19, $td): the table covers" \
     "$((agree + differ)), $agree agree with llvm-as-19 | llvm-dis-19, $differ differ;" \
     "$other not covered (they keep their written attributes)"
nv=$(grep -c "^llvm\.nvvm\." "$tmp/want")
echo "attrs: of them llvm.nvvm.*: $nv declarations, $(grep "^llvm\.nvvm\." "$tmp/got" | grep -vc " {  }$") covered"
[ "$differ" -eq 0 ]
