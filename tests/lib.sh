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
