#!/bin/sh
# tests/parse/run.sh -- the front end's golden tests.
#
#  1. Round trip: every tests/corpus file parses, `--emit=ir` prints it, and
#     printing the printed text again gives the identical bytes (the
#     printer's fixpoint).  Typed-pointer inputs must stay typed.  When
#     llvm-as-19 is installed, LLVM must accept the printed text too.
#     The same for the inputs of tests/codegen (1b, roundtrip_codegen).
#  2. Bad input: each tests/parse/bad/*.ll names, in its header, the error
#     text (`; EXPECT-ERROR:`) and line (`; EXPECT-LINE:`) that tnvcc must
#     report; the run must fail with that diagnostic at that line.
#  3. Newer syntax (LLVM 19-23): tests/parse/newer, see newer() below.
#
# Usage: tests/parse/run.sh   (TNVCC=path/to/tnvcc, default ./tnvcc)
# Prints PASS/FAIL per case and "N passed, N failed"; exits 1 on failure.
dir=$(dirname "$0")
. "$(dirname "$0")/../lib.sh"
llvm_as=$(command -v llvm-as-19 || true)

roundtrip() {
    f=$1 name=$(basename "$1")
    if ! "$TNVCC" --emit=ir --no-verify "$f" -o "$tmp/a.ll" 2>"$tmp/err"; then
        bad "$name" "does not parse: $(head -1 "$tmp/err")"; return
    fi
    if ! "$TNVCC" --emit=ir --no-verify "$tmp/a.ll" -o "$tmp/b.ll" 2>"$tmp/err"; then
        bad "$name" "printed IR does not parse: $(head -1 "$tmp/err")"; return
    fi
    if ! cmp -s "$tmp/a.ll" "$tmp/b.ll"; then
        bad "$name" "print(parse(print(x))) differs from print(x)"; return
    fi
    case $name in typed_*)
        if ! grep -q '\*' "$tmp/a.ll" || grep -q ' ptr ' "$tmp/a.ll"; then
            bad "$name" "typed-pointer input was not printed with typed pointers"; return
        fi;;
    esac
    if [ -n "$llvm_as" ] && ! "$llvm_as" "$tmp/a.ll" -o /dev/null 2>"$tmp/err"; then
        bad "$name" "llvm-as-19 rejects the printed IR: $(head -1 "$tmp/err")"; return
    fi
    ok "$name (round trip)"
}

# 1b. The inputs of the code generation tests (tests/codegen) that parse:
#     the same fixpoint; where llvm-as-19 accepts the input (some are NVVM
#     IR that only libNVVM takes), it must accept the printed IR too.
roundtrip_codegen() {
    f=$1 name=codegen/$(basename "$1")
    "$TNVCC" --emit=ir --no-verify "$f" -o "$tmp/a.ll" 2>/dev/null || return 0
    if ! "$TNVCC" --emit=ir --no-verify "$tmp/a.ll" -o "$tmp/b.ll" 2>"$tmp/err"; then
        bad "$name" "printed IR does not parse: $(head -1 "$tmp/err")"; return
    fi
    if ! cmp -s "$tmp/a.ll" "$tmp/b.ll"; then
        bad "$name" "print(parse(print(x))) differs from print(x)"; return
    fi
    if [ -n "$llvm_as" ] && "$llvm_as" "$f" -o /dev/null 2>/dev/null &&
            ! "$llvm_as" "$tmp/a.ll" -o /dev/null 2>"$tmp/err"; then
        bad "$name" "llvm-as-19 takes the input but rejects the printed IR: $(head -1 "$tmp/err")"
        return
    fi
    ok "$name (round trip)"
}

expect_error() {
    f=$1 name=$(basename "$1")
    want=$(sed -n 's/^; EXPECT-ERROR: //p' "$f")
    line=$(sed -n 's/^; EXPECT-LINE: //p' "$f")
    if "$TNVCC" --verify-only --sm 80 "$f" 2>"$tmp/err"; then
        bad "$name" "accepted, but should fail with '$want'"; return
    fi
    if grep -F -- "$want" "$tmp/err" | grep -q "^[^:]*:$line:[0-9]*: error:"; then
        ok "$name"
    else
        bad "$name" "expected '$want' at line $line, got: $(grep error: "$tmp/err" | head -1)"
    fi
}

# 3. Newer syntax: each tests/parse/newer/NAME.ll prints (--emit=ir) exactly
#    as NAME.out, which parses back to itself; its header `; LLVM-AS: tool`
#    names the LLVM assembler that must accept the input too, when it is
#    installed (the syntax is LLVM's, not made up here); empty: none yet.
newer() {
    f=$1 name=newer/$(basename "$1" .ll)
    as=$(sed -n '1s/^; LLVM-AS: *//p' "$f")
    if ! "$TNVCC" --emit=ir --no-verify "$f" -o "$tmp/a.ll" 2>"$tmp/err"; then
        bad "$name" "does not parse: $(head -1 "$tmp/err")"; return
    fi
    if ! cmp -s "$tmp/a.ll" "${f%.ll}.out"; then
        bad "$name" "printed IR differs from $(basename "${f%.ll}.out")"; return
    fi
    "$TNVCC" --emit=ir --no-verify "$tmp/a.ll" -o "$tmp/b.ll" 2>"$tmp/err"
    if ! cmp -s "$tmp/a.ll" "$tmp/b.ll"; then
        bad "$name" "print(parse(print(x))) differs from print(x)"; return
    fi
    if [ -n "$as" ] && command -v "$as" >/dev/null 2>&1 && ! "$as" "$f" -o /dev/null 2>"$tmp/err"; then
        bad "$name" "$as rejects the input: $(head -1 "$tmp/err")"; return
    fi
    ok "$name"
}

for f in "$dir"/../corpus/ll/*.ll "$dir"/../corpus/handwritten/*.ll; do roundtrip "$f"; done
for f in "$dir"/../codegen/*.ll; do roundtrip_codegen "$f"; done
for f in "$dir"/newer/*.ll; do newer "$f"; done
for f in "$dir"/bad/*.ll; do expect_error "$f"; done
[ -z "$llvm_as" ] && echo "note: llvm-as-19 not installed; printed IR not checked by LLVM"
echo "parse: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
