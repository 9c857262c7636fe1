# tests/manifest/compare.awk -- compare the outcomes a suite got with the
# expected-outcome manifest (tests/lib.sh, manifest_check, runs it).
#
#   awk -F'\t' -v mode=MODE -f compare.awk MANIFEST GOT
#
# GOT has one line per pair run, "KEY<TAB>TARGET<TAB>OUTCOME", where OUTCOME
# is `ptx` or tnvcc's first error ("12: error: unsupported: ..."); the
# targets sweep adds "kernel<TAB>PATH<TAB>" for each kernel it found.
# MANIFEST has the same pair lines after '#' comments.  MODE:
#   all          the manifest lists every pair (tests/manifest/codegen.tsv):
#                every pair run must be there with the same outcome, and
#                every pair there must have been run;
#   sparse       the targets format (tests/manifest/targets.tsv): "kernel"
#                lines name the kernels, "target" lines count the `ptx`
#                pairs of each target, and pair lines are listed only for
#                the pairs that are not `ptx` -- a pair of a listed kernel
#                that has no line is expected to be `ptx`; the set of
#                kernels found must be the manifest's;
#   sparse-full  the same, when every pair was run (make check-targets):
#                every listed pair must have been run, and the counts of
#                `ptx` per target must match.
# Prints one line per difference, "PAIR<TAB>why", and nothing when all agree.

function report(what, why) { print what "\t" why }
function show(key) { gsub(/\t/, " ", key); return key }
function differ(key, want, got,   why) {
    why = "expected '" want "', got '" got "'"
    if (want == "ptx") why = why " -- a regression: it compiled before"
    else if (got == "ptx") why = why " -- it compiles now: update the manifest"
    report(show(key), why)
}

FNR == NR {
    if ($0 ~ /^#/ || $0 == "") next
    if (mode != "all" && $1 == "kernel") { mkernel[$2] = 1; next }
    if (mode != "all" && $1 == "target") { mcount[$2] = $3 + 0; next }
    want[$1 "\t" $2] = $3
    next
}
$1 == "kernel" { gkernel[$2] = 1; next }
{
    key = $1 "\t" $2
    ran[key] = 1
    if (mode == "sparse-full" && $3 == "ptx") nptx[$2]++
    if (key in want) w = want[key]
    else if (mode != "all" && ($1 in mkernel)) w = "ptx"
    else { report(show(key), "not in the manifest (got '" $3 "')"); next }
    if ($3 != w) differ(key, w, $3)
}
END {
    if (mode != "all") {
        for (k in mkernel) if (!(k in gkernel))
            report(k, "a kernel of the manifest no longer compiles for sm_90a")
        for (k in gkernel) if (!(k in mkernel))
            report(k, "compiles for sm_90a but is not a kernel of the manifest")
    }
    if (mode == "all" || mode == "sparse-full")
        for (k in want) if (!(k in ran) && (mode == "all" || split(k, p, "\t") && (p[1] in gkernel)))
            report(show(k), "expected '" want[k] "', but the pair was not run")
    if (mode == "sparse-full")
        for (t in mcount) if (nptx[t] + 0 != mcount[t])
            report(t, "expected " mcount[t] " kernels to compile to ptx, got " nptx[t] + 0)
}
