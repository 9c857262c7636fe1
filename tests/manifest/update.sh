#!/bin/sh
# tests/manifest/update.sh -- regenerate the expected-outcome manifests from
# the compiler as it is now.
#
# usage: tests/manifest/update.sh [codegen|targets]...   (TNVCC, default ./tnvcc;
#        both when none is named; `make update-manifest` runs both)
#
#   codegen  tests/manifest/codegen.tsv: the corpus loop of
#            tests/codegen/run.sh (every corpus file for sm_80 and sm_90a);
#            about 15 seconds
#   targets  tests/manifest/targets.tsv: the full sweep of
#            tests/targets/run.sh --full (every kernel on every target,
#            what `make check-targets` runs); several minutes
#
# The suites run as usual, but with MANIFEST_UPDATE set they hand over the
# outcomes they got instead of comparing them; this script then writes the
# manifests, each under the header below, and lists what changed: each
# pair that went from `ptx` to an error by name ("REGRESSION ..."), and
# the counts of the other changes.  A suite that still fails here
# fails for a reason a manifest cannot excuse (ptxas rejects the PTX, a
# crash, an unlocated error): the script says so and exits 1.
#
# Never commit a regenerated manifest unread: `git diff tests/manifest`
# shows every pair whose outcome changed.  A pair going from `ptx` to an
# error is a regression to fix, not to record; an error going to `ptx` is
# progress (check the new PTX is right: the golden tests, make check-gpu).
cd "$(dirname "$0")/../.." || exit 2
TNVCC=${TNVCC:-./tnvcc}
export TNVCC
what=${*:-codegen targets}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

header() {
    cat <<HEAD
# tests/manifest/$1 -- expected outcome of each $2
# Written by tests/manifest/update.sh ($3), never by hand:
# regenerate it after a change of the compiler and REVIEW the diff before
# committing it.  A pair that goes from \`ptx\` to an error is a regression.
# Outcomes: \`ptx\` = tnvcc compiles it and ptxas accepts the PTX (where
# ptxas is installed and knows the target); otherwise tnvcc's first error,
# "LINE: error: message" ("verify: ..." when the verifier rejects it).
HEAD
}

# changes NAME: install $work/new.tsv as tests/manifest/NAME, and list
# what changed (every regression by name, the rest counted)
changes() {
    touch "tests/manifest/$1"
    awk -F'\t' -v name="$1" -f tests/manifest/changes.awk "tests/manifest/$1" "$work/new.tsv"
    mv "$work/new.tsv" "tests/manifest/$1"
}

for w in $what; do
    case $w in
    codegen)
        echo "update.sh: tests/codegen/run.sh (the corpus on sm_80 and sm_90a)"
        MANIFEST_UPDATE=$work sh tests/codegen/run.sh >"$work/codegen.log" 2>&1 || status=1
        [ -s "$work/codegen.got" ] || { echo "update.sh: codegen recorded nothing"; exit 1; }
        { header codegen.tsv "corpus file for sm_80 and sm_90a" \
                 "the corpus loop of tests/codegen/run.sh"
          echo "# One line per pair: FILE<TAB>TARGET<TAB>OUTCOME."
          LC_ALL=C sort -s -t'	' -k1,1 "$work/codegen.got"
        } >"$work/new.tsv"
        changes codegen.tsv
        awk -F'\t' '{ n[$2]++; if ($3 == "ptx") p[$2]++ }
            END { for (t in n) printf "codegen.tsv %s: %d ptx, %d error\n", t, p[t], n[t] - p[t] }' \
            "$work/codegen.got" | sort
        grep '^FAIL' "$work/codegen.log" ;;
    targets)
        echo "update.sh: tests/targets/run.sh --full (every kernel on every target; minutes)"
        MANIFEST_UPDATE=$work sh tests/targets/run.sh --full >"$work/targets.log" 2>&1 || status=1
        [ -s "$work/targets.got" ] || { echo "update.sh: targets recorded nothing"; exit 1; }
        { header targets.tsv "kernel on each target" "tests/targets/run.sh --full"
          cat <<'HEAD'
# Compact form: "kernel<TAB>PATH" names each kernel of the sweep (the files
# that compile for sm_90a); "target<TAB>sm_XX<TAB>N" says how many of them
# compile to ptx there; then one line "PATH<TAB>TARGET<TAB>OUTCOME" only for
# each pair that does NOT compile: every pair not listed is expected `ptx`.
HEAD
          awk -F'\t' '$1 == "kernel" { print "kernel\t" $2 }' "$work/targets.got" | LC_ALL=C sort
          awk -F'\t' '$1 == "kernel" { next }
              !($2 in n) { order[++k] = $2 } { n[$2]++; if ($3 == "ptx") p[$2]++ }
              END { for (i = 1; i <= k; i++) print "target\t" order[i] "\t" p[order[i]] + 0 }' \
              "$work/targets.got"
          awk -F'\t' '$1 != "kernel" && $3 != "ptx"' "$work/targets.got" |
              LC_ALL=C sort -s -t'	' -k1,1
        } >"$work/new.tsv"
        changes targets.tsv
        awk -F'\t' '$1 == "kernel" { next }
            !($2 in n) { order[++k] = $2 } { n[$2]++; if ($3 == "ptx") p[$2]++ }
            END { for (i = 1; i <= k; i++)
                      printf "targets.tsv %s: %d ptx, %d error\n", order[i], p[order[i]], n[order[i]] - p[order[i]] }' \
            "$work/targets.got"
        grep '^FAIL' "$work/targets.log" ;;
    *) echo "usage: $0 [codegen|targets]..." >&2; exit 2 ;;
    esac
done
[ $status -eq 0 ] || echo "update.sh: a suite failed for a reason the manifest cannot excuse (FAIL lines above)"
git diff --stat -- tests/manifest 2>/dev/null
exit $status
