#!/bin/sh
# tests/link/run.sh -- linking several modules (ir/link.c) through the
# command line: `tnvcc DIR/1.ll DIR/2.ll ...` for each case directory.
#
# DIR/CHECK says what must come out:
#   CHECK: text       a line containing text, after the previous match
#   CHECK-NEXT: text  the line right after the previous match contains it
#   CHECK-NOT: text   no line of the whole output contains it
#   ERROR: text       the link fails, and its diagnostics contain text
# A case that links must also print IR that reads back to the same text,
# and compile to PTX that ptxas (when installed) accepts.
. "$(dirname "$0")/../lib.sh"
dir=tests/link

# check_lines CHECKFILE OUTPUT: exit 0 when every CHECK line holds.
check_lines() {
    awk -v out="$2" '
        BEGIN { n = 0; while ((getline l < out) > 0) line[++n] = l; at = 0 }
        /^CHECK: / { t = substr($0, 8); found = 0
            for (i = at + 1; i <= n; i++) if (index(line[i], t)) { at = i; found = 1; break }
            if (!found) { print "missing: " t; bad = 1 } }
        /^CHECK-NEXT: / { t = substr($0, 13)
            if (!index(line[at + 1], t)) { print "not next: " t; bad = 1 } else at++ }
        /^CHECK-NOT: / { t = substr($0, 12)
            for (i = 1; i <= n; i++) if (index(line[i], t)) { print "present: " t; bad = 1; break } }
        END { exit bad }' "$1"
}

for c in "$dir"/*/; do
    c=${c%/}
    name=$(basename "$c")
    want_err=$(sed -n 's/^ERROR: //p' "$c/CHECK")
    "$TNVCC" "$c"/*.ll --emit=ir -o "$tmp/$name.ll" 2>"$tmp/$name.err"
    rc=$?
    if [ -n "$want_err" ]; then
        if [ $rc -ne 0 ] && grep -qF "$want_err" "$tmp/$name.err"; then ok "$name"
        else bad "$name" "expected the error '$want_err', got rc $rc: $(head -3 "$tmp/$name.err")"; fi
        continue
    fi
    if [ $rc -ne 0 ]; then bad "$name" "link failed: $(head -3 "$tmp/$name.err")"; continue; fi
    if ! why=$(check_lines "$c/CHECK" "$tmp/$name.ll"); then bad "$name" "$why"; continue; fi
    "$TNVCC" "$tmp/$name.ll" --emit=ir -o "$tmp/$name.again.ll" 2>"$tmp/$name.err2"
    if ! cmp -s "$tmp/$name.ll" "$tmp/$name.again.ll"; then
        bad "$name" "the linked IR does not read back to itself"; continue
    fi
    if ! "$TNVCC" "$c"/*.ll --sm 75 -o "$tmp/$name.ptx" 2>"$tmp/$name.err3"; then
        bad "$name" "no PTX: $(head -3 "$tmp/$name.err3")"; continue
    fi
    if [ -n "$PTXAS" ] && ! "$PTXAS" -arch=sm_75 -o /dev/null "$tmp/$name.ptx" 2>"$tmp/$name.px"; then
        bad "$name" "ptxas: $(head -3 "$tmp/$name.px")"; continue
    fi
    ok "$name"
done
echo "link: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
