#!/bin/sh
# tests/run-tests.sh -- run every golden-test suite and add up the results.
#
# Each suite is a script tests/<area>/run.sh that prints PASS/FAIL lines
# for failures (all of them with VERBOSE=1) and ends with
# "<area>: N passed, M failed".  This runner adds those up and prints the
# total as its last line, "N passed, M failed", and exits 1 if anything
# failed.  The Criterion unit tests are run separately by `make test`.
#
# Usage: TNVCC=./tnvcc tests/run-tests.sh
TNVCC=${TNVCC:-./tnvcc}
export TNVCC
total_pass=0 total_fail=0 status=0
log=$(mktemp)
trap 'rm -f "$log" "$log.rc"' EXIT
for suite in tests/*/run.sh; do
    # Each suite's lines appear as it prints them (a FAIL is seen at once,
    # not after minutes), then its time; the summary is read from the log.
    echo "== $suite"
    t0=$(date +%s)
    { sh "$suite" 2>&1; echo $? >"$log.rc"; } | tee "$log"
    [ "$(cat "$log.rc")" = 0 ] || status=1
    echo "   ($(($(date +%s) - t0)) s)"
    out=$(cat "$log")
    summary=$(printf '%s\n' "$out" | grep -E '[0-9]+ passed, [0-9]+ failed' | tail -1)
    if [ -z "$summary" ]; then
        echo "FAIL $suite: printed no summary line"
        total_fail=$((total_fail + 1)); status=1; continue
    fi
    p=$(printf '%s' "$summary" | sed -E 's/.* ([0-9]+) passed.*/\1/; s/^([0-9]+) passed.*/\1/')
    f=$(printf '%s' "$summary" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
done
echo "$total_pass passed, $total_fail failed"
exit $status
