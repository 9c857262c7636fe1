# tests/manifest/changes.awk -- what a regenerated manifest changed, for
# the review tests/manifest/update.sh asks for.
#
#   awk -F'\t' -v name=NAME -f changes.awk OLD NEW
#
# OLD and NEW are manifests in either format (codegen.tsv's one line per
# pair, or targets.tsv's compact one, where a pair of a listed kernel with
# no line of its own is `ptx`).  Prints every pair that went from `ptx` to
# an error (a regression) and a count line:
#   NAME: R regressions (ptx -> error), P now compile (error -> ptx),
#         M other changes of message, A pairs added, D pairs removed

# load(WHICH): remember a line of file WHICH (1 old, 2 new): its kernels,
# targets and pairs
function load(which) {
    if ($0 ~ /^#/ || $0 == "") return
    if ($1 == "kernel") { kernels[which, $2] = 1; klist[which] = klist[which] "\t" $2; return }
    if ($1 == "target") { tlist[which] = tlist[which] "\t" $2; return }
    pairs[which, $1 "\t" $2] = $3
    keys[$1 "\t" $2] = 1
}
FNR == NR { load(1); next }
{ load(2) }

# outcome(WHICH, KEY): the pair's outcome in file WHICH, or "" if it has none
function outcome(which, key,   p) {
    if ((which, key) in pairs) return pairs[which, key]
    split(key, p, "\t")
    if ((which, p[1]) in kernels && index(tlist[which] "\t", "\t" p[2] "\t")) return "ptx"
    return ""
}
END {
    # the compact format: every kernel x target pair exists, listed or not
    for (w = 1; w <= 2; w++) {
        nk = split(substr(klist[w], 2), ks, "\t")
        nt = split(substr(tlist[w], 2), ts, "\t")
        for (i = 1; i <= nk; i++) for (j = 1; j <= nt; j++) keys[ks[i] "\t" ts[j]] = 1
    }
    for (key in keys) {
        a = outcome(1, key); b = outcome(2, key)
        if (a == b) continue
        shown = key; gsub(/\t/, " ", shown)
        if (a == "") added++
        else if (b == "") removed++
        else if (a == "ptx") { regress++; print "REGRESSION " shown ": ptx -> " b }
        else if (b == "ptx") progress++
        else other++
    }
    printf "%s: %d regressions (ptx -> error), %d now compile (error -> ptx), %d other changes of message, %d pairs added, %d removed\n", \
        name, regress, progress, other, added, removed
}
