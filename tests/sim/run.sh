#!/bin/sh
# tests/sim/run.sh -- run every corpus kernel under ptxsim, tnvcc's PTX
# beside llc-19's for the same IR, and compare what they compute.
#
# For each kernel of each tests/corpus file and of tests/sim/kernels (sm_80): both compilers' PTX
# runs under tests/sim/ptxsim on the same inputs, made from the kernel's IR
# signature -- every pointer gets a 64 KiB buffer, every integer a small
# count, every float 1.5 -- in two modes: "float" (buffers of ramps of
# floats) and "int" (buffers of small integers).  The grid is 2 CTAs of 64
# threads, or the kernel's .reqntid / .maxntid.  Every buffer is compared afterwards,
# byte for byte, and printf's lines as a multiset (warps may print in
# another order); a buffer that differs only in the order of its 32-bit
# words (atomic slots handed out in another order) is equal as a multiset
# and counted so.
#
# Outcomes per kernel and mode:
#   identical   both ran and every output agrees (exact or as multisets)
#   DIFFER      both ran and an output differs: one of them computes
#               something else -- a failure
#   FAULT       tnvcc's code faulted (misaligned, out of bounds, deadlock)
#               where llc's did not -- a failure
#   both-fault  both faulted the same way on these inputs (an input the
#               kernel does not expect; not a failure)
#   unknown     ptxsim does not model an instruction (listed at the end;
#               not a pass: the kernel is not checked)
#   known       an output differs, and tests/sim/known-differences.txt
#               says why the IR allows both (a read of %clock, poison);
#               or, for a kernel llc-19 cannot compile, tnvcc's code
#               faults and the list says why the harness's inputs make
#               it (a kernel written for fewer threads); not a pass either
# Kernels llc-19 cannot compile, or whose llc-19 code faults under ptxsim,
# are run from tnvcc's PTX alone and checked for faults only.
#
# First, the unit tests of ptxsim's own models (tests/sim/unit/*.ptx, each
# with the bytes it must compute; see below).
#
# SIM_TNVCC_FLAGS, SIM_LLC_FLAGS: more options for tnvcc and for the
# reference; SIM_LLC: another reference compiler than llc-19, such as
# tests/sim/tnvcc-reference.sh (tnvcc itself with SIM_REF_FLAGS).  make
# check-chunks compares tnvcc --isel-chunk=3 (every block cut into DAGs
# of three instructions) with tnvcc selecting whole blocks, both with
# -fma=0 (a multiply and an add in two chunks are not fused, which
# `contract` allows but which rounds differently).
# Usage: tests/sim/run.sh   (TNVCC, PTXSIM=path to ptxsim; SIM_CACHE=DIR
#   keeps llc-19's PTX and runs, and the first run's tnvcc PTX of each
#   file that passed, there for the next runs, which skip a file whose
#   PTX is unchanged (the mutation loop's mode); SIM_FULL=1 for
#   both input modes, as `make check-sim` runs it; without it, the float
#   mode only, as `make test` runs it)
# Prints DIFFER/FAULT lines and "sim: N passed, M failed" (passes are the
# identical and checked-alone kernels).
dir=$(dirname "$0")
. "$dir/../lib.sh"
PTXSIM=${PTXSIM:-./ptxsim}
LLC=${SIM_LLC:-$(command -v llc-19 || true)}
modes=float
[ -n "$SIM_FULL" ] && modes="float int"
[ -x "$PTXSIM" ] || { echo "sim: $PTXSIM not built (make ptxsim)"; echo "sim: 0 passed, 1 failed"; exit 1; }
[ -z "$LLC" ] && echo "sim: llc-19 not found: tnvcc's PTX is checked for faults only"

identical=0 alone=0 differ=0 faults=0 bothfault=0 unknowns=0 known=0
# known_reason NAME: the reason tests/sim/known-differences.txt gives, or nothing
known_reason() {
    awk -F '\t' -v k="$1" '$1 == k { print $2; exit }' "$dir/known-differences.txt"
}
: >"$tmp/unknown"

# args IR KERNEL MODE OUTDIR: the ptxsim ARG words for KERNEL's parameters,
# from its `define` line in IR (typed or opaque pointers).
args() {
    awk -v k="$2" -v mode="$3" -v out="$4" '
    function flush(p,   t) {
        gsub(/^[ \t]+|[ \t]+$/, "", p)
        if (p == "") return
        n++
        if (p ~ /byval|sret/) { s = s " bytes:00"; return }
        if (p ~ /(^| )ptr( |$)|\*/) {
            s = s " buf:65536:" (mode == "float" ? "ramp32f" : "small8") ":" out "/b" n; return }
        if (p ~ /^double/) { s = s " f64:1.5"; return }
        if (p ~ /^(float|half|bfloat)/) { s = s (p ~ /^float/ ? " f32:1.5" : " u16:15872"); return }
        if (p ~ /^i64/) { s = s " i64:" (mode == "float" ? 100 : 37); return }
        if (p ~ /^i32/) { s = s " i32:" (mode == "float" ? 100 : 37); return }
        if (p ~ /^i16/) { s = s " i16:7"; return }
        if (p ~ /^i8/) { s = s " i8:3"; return }
        if (p ~ /^i1/) { s = s " i8:1"; return }
        s = s " bytes:00"
    }
    index($0, "@" k "(") && /^define/ {
        line = substr($0, index($0, "@" k "(") + length(k) + 2)
        depth = 0; cur = ""
        for (i = 1; i <= length(line); i++) {
            c = substr(line, i, 1)
            if (c == "(" || c == "[" || c == "{" || c == "<") depth++
            if (c == ")" && depth == 0) { flush(cur); print s; exit }
            if (c == ")" || c == "]" || c == "}" || c == ">") depth--
            if (c == "," && depth == 0) { flush(cur); cur = ""; continue }
            cur = cur c
        }
    }' "$1"
}

# block PTX KERNEL: the CTA shape, from the kernel's .reqntid or .maxntid
# in tnvcc's PTX (llc-19 does not write every spelling of them); else
# 16x16 for a kernel that reads %tid.y (a 2-D tile: run as 64x1, its rows
# of 16 would overlap, and it would index past its shared tiles, whose
# layout is each compiler's own) -- 32x4 if it also uses a warp-wide
# matrix operation (a warp must then be one row of x), else 64
block() {
    awk -v k="$2" '$0 ~ "\\.entry " k "\\(" { f = 1 }
        f && /\.(reqntid|maxntid)/ && !b { b = $0; sub(/.*\.(reqntid|maxntid)[ \t]*/, "", b); gsub(/[ \t]/, "", b) }
        f && /%tid\.y/ { y = 1 }
        f && /wmma|mma\.sync/ { m = 1 }
        f && /^}/ { exit }
        END { print b != "" ? b : m && y ? "32,4" : y ? "16,16" : 64 }' "$1"
}

# run PTX KERNEL ARGS OUT: ptxsim's exit status, stdout in OUT.stdout
run() {
    mkdir -p "$4"
    # shellcheck disable=SC2086
    "$PTXSIM" "$1" "$2" --grid 2 --block "$blk" $3 >"$4.stdout" 2>"$4.err"
}

# unmodelled STATUS ERR WHO: did the run of WHO's PTX (t: tnvcc, l:
# llc-19) stop at an instruction ptxsim does not model?  Then count it and
# remember the instruction for the closing list.  Counts every run of
# each compiler's PTX, and its faults, for the closing figures.
unmodelled() {
    eval "runs_$3=\$((runs_$3 + 1))"
    [ "$1" -ne 0 ] && ! grep -q 'unknown instruction' "$2" && eval "faults_$3=\$((faults_$3 + 1))"
    [ "$1" -eq 2 ] && grep -q 'unknown instruction' "$2" || return 1
    unknowns=$((unknowns + 1))
    sed -n "s/.*unknown instruction '\([^']*\)'.*/$3 \1/p" "$2" >>"$tmp/unknown"
}
runs_t=0 runs_l=0 faults_t=0 faults_l=0

# same A B: the output directories agree, exactly or as multisets
same() {
    for f in "$1"/b*; do
        [ -f "$f" ] || continue
        g=$2/$(basename "$f")
        cmp -s "$f" "$g" && continue
        [ "$(od -An -v -tx4 "$f" | tr -s ' ' '\n' | sort)" = \
          "$(od -An -v -tx4 "$g" | tr -s ' ' '\n' | sort)" ] && continue
        echo "buffer $(basename "$f")"
        return 1
    done
    [ "$(sort "$1.stdout")" = "$(sort "$2.stdout")" ] || { echo "printf output"; return 1; }
    return 0
}

# ---- unit tests of ptxsim's own models (tests/sim/unit/*.ptx) -----------
# Each file is a kernel with its own expectations, in comments:
#   // RUN: KERNEL --grid .. --block .. ARG...   (OUTn: buffer n's output file)
#   // EXPECT: N TYPE = V V V ...       buffer N's first elements, as TYPE
#                                       (u16 u32 s32 f32 f64, compared as numbers)
#   // EXPECT: N TYPE COUNT : AWK       element i (from 0) of COUNT must equal
#                                       v, as the awk statements AWK compute it
#   // EXPECT-FAULT: TEXT               ptxsim must stop with a fault saying TEXT
# The values are worked out from the PTX ISA's definition of the
# instruction (by hand, or by the formula in the awk statements), never
# taken from ptxsim's own output.
# expect_ok FILE LINE: does buffer N match one EXPECT line?
expect_ok() {
    set -f  # the awk statements hold * and ?; no globbing of them
    set -- $2
    n=$1 ty=$2; shift 2
    case $ty in u16) odt=u2 ;; u32) odt=u4 ;; s32) odt=d4 ;; f32) odt=f4 ;; f64) odt=f8 ;;
        *) echo "unknown EXPECT type $ty"; return 1 ;; esac
    [ -f "$tmp/u/b$n" ] || { echo "no output buffer $n"; return 1; }
    if [ "$1" = "=" ]; then
        shift
        od -An -v -t$odt "$tmp/u/b$n" | tr -s ' ' '\n' | grep . |
            awk -v want="$*" 'BEGIN { cnt = split(want, w, " ") }
                NR > cnt { exit }
                $1 != w[NR] + 0 { printf "element %d is %s, not %s\n", NR - 1, $1, w[NR]; bad = 1; exit }
                END { if (!bad && NR < cnt) { print "buffer too short"; bad = 1 } exit bad }'
    else
        cnt=$1; shift 2
        od -An -v -t$odt "$tmp/u/b$n" | tr -s ' ' '\n' | grep . |
            awk -v cnt="$cnt" "NR > cnt { exit }
                { i = NR - 1; $*
                  if (\$1 != v) { printf \"element %d is %s, not %s\\n\", i, \$1, v; bad = 1; exit } }
                END { exit bad }"
    fi
}

for u in "$dir"/unit/*.ptx; do
    [ -f "$u" ] || continue
    name=unit/$(basename "$u")
    rm -rf "$tmp/u"; mkdir -p "$tmp/u"
    ptxas_check "$u" 90
    [ $? -eq 1 ] && { bad "$name" "ptxas rejects it: $(head -1 "$tmp/ptxas.err")"; continue; }
    runargs=$(sed -n 's|^// RUN: ||p' "$u" | sed "s|OUT\([0-9]\)|$tmp/u/b\1|g")
    # shellcheck disable=SC2086
    "$PTXSIM" "$u" $runargs >"$tmp/u/stdout" 2>"$tmp/u/err"
    rc=$?
    want=$(sed -n 's|^// EXPECT-FAULT: ||p' "$u")
    if [ -n "$want" ]; then
        if [ $rc -eq 2 ] && grep -qF "$want" "$tmp/u/err"; then ok "$name"
        else bad "$name" "want a fault saying '$want'; ptxsim exits $rc: $(head -1 "$tmp/u/err")"; fi
        continue
    fi
    [ $rc -eq 0 ] || { bad "$name" "ptxsim exits $rc: $(head -1 "$tmp/u/err")"; continue; }
    sed -n 's|^// EXPECT: ||p' "$u" >"$tmp/u/expect"
    [ -s "$tmp/u/expect" ] || { bad "$name" "no EXPECT line"; continue; }
    why=
    while IFS= read -r line; do
        why=$(expect_ok "$u" "$line") || { why="buffer ${line%% *}: $why"; break; }
        why=
    done <"$tmp/u/expect"
    set +f
    if [ -z "$why" ]; then ok "$name"; else bad "$name" "$why"; fi
done
units=$pass

for f in "$dir"/../corpus/*/*.ll "$dir"/kernels/*.ll; do
    base=$(basename "$f" .ll)
    # shellcheck disable=SC2086
    "$TNVCC" --sm 80 $SIM_TNVCC_FLAGS "$f" -o "$tmp/t.ptx" 2>"$tmp/t.err"
    rc=$?
    if [ $rc -ne 0 ]; then
        # A corpus file may stop at a located error for sm_80 (the codegen
        # suite checks which); a kernel written for this suite must compile,
        # and nothing may crash.
        case $f in
        */kernels/*) bad "$base" "tnvcc exits $rc: $(head -1 "$tmp/t.err")" ;;
        *) [ $rc -eq 1 ] || bad "$base" "tnvcc exits $rc: $(head -1 "$tmp/t.err")" ;;
        esac
        continue
    fi
    # with SIM_CACHE, a file whose PTX is the one of the first (passing)
    # run computes what it computed then: nothing to run again
    [ -n "$SIM_CACHE" ] && cmp -s "$tmp/t.ptx" "$SIM_CACHE/$base.t.ptx" 2>/dev/null && continue
    fail_before=$fail
    llc_ok=
    if [ -n "$LLC" ] && [ -n "$SIM_CACHE" ]; then
        # llc-19's side does not change from run to run (the mutation
        # loop runs this suite once per mutant of tnvcc): kept in SIM_CACHE
        c=$SIM_CACHE/$base
        # shellcheck disable=SC2086
        [ -e "$c.done" ] || { "$LLC" -march=nvptx64 -mcpu=sm_80 $SIM_LLC_FLAGS "$f" -o "$c.ptx" 2>/dev/null &&
                              touch "$c.ok"; touch "$c.done"; }
        [ -e "$c.ok" ] && cp "$c.ptx" "$tmp/l.ptx" && llc_ok=1
    elif [ -n "$LLC" ]; then
        # shellcheck disable=SC2086
        "$LLC" -march=nvptx64 -mcpu=sm_80 $SIM_LLC_FLAGS "$f" -o "$tmp/l.ptx" 2>/dev/null && llc_ok=1
    fi
    for k in $(sed -n 's/^\.visible \.entry \([A-Za-z0-9_$]*\)(.*/\1/p; s/^\.entry \([A-Za-z0-9_$]*\)(.*/\1/p' "$tmp/t.ptx"); do
        blk=$(block "$tmp/t.ptx" "$k")
        for mode in $modes; do
            name="$base:$k ($mode)"
            rm -rf "$tmp/t" "$tmp/l"
            # with SIM_CACHE, a kernel whose llc-19 run faulted is skipped:
            # no outcome of tnvcc's code could fail it
            [ -n "$SIM_CACHE" ] && [ -n "$llc_ok" ] && [ -e "$SIM_CACHE/$base.$k.$mode.rc" ] &&
                [ "$(cat "$SIM_CACHE/$base.$k.$mode.rc")" -ne 0 ] && continue
            a=$(args "$f" "$k" "$mode" "$tmp/t")
            run "$tmp/t.ptx" "$k" "$a" "$tmp/t"
            rt=$?
            unmodelled $rt "$tmp/t.err" t && continue
            if [ -z "$llc_ok" ]; then
                if [ $rt -eq 0 ]; then alone=$((alone + 1)); ok "$name"
                elif why=$(known_reason "$base:$k") && [ -n "$why" ]; then
                    # no reference, and the listed reason says why the
                    # harness's inputs make this kernel fault (not a pass)
                    known=$((known + 1))
                    [ -n "$VERBOSE" ] && echo "known fault $name: $why"
                else faults=$((faults + 1)); bad "$name" "FAULT (tnvcc alone): $(head -1 "$tmp/t.err")"; fi
                continue
            fi
            a=$(args "$f" "$k" "$mode" "$tmp/l")
            lc=${SIM_CACHE:-}/$base.$k.$mode
            if [ -n "$SIM_CACHE" ] && [ -e "$lc.rc" ]; then
                cp -r "$lc.d" "$tmp/l"; cp "$lc.stdout" "$tmp/l.stdout"; cp "$lc.err" "$tmp/l.err"
                rl=$(cat "$lc.rc")
            else
                run "$tmp/l.ptx" "$k" "$a" "$tmp/l"
                rl=$?
                [ -n "$SIM_CACHE" ] && { cp -r "$tmp/l" "$lc.d"; cp "$tmp/l.stdout" "$lc.stdout"
                                         cp "$tmp/l.err" "$lc.err"; echo "$rl" >"$lc.rc"; }
            fi
            unmodelled $rl "$tmp/l.err" l && continue
            if [ $rt -ne 0 ] && [ $rl -ne 0 ]; then
                bothfault=$((bothfault + 1)); [ -n "$VERBOSE" ] && echo "both-fault $name: $(head -1 "$tmp/t.err")"
            elif [ $rt -ne 0 ]; then
                faults=$((faults + 1)); bad "$name" "FAULT in tnvcc's code only: $(head -1 "$tmp/t.err")"
            elif [ $rl -ne 0 ]; then
                alone=$((alone + 1)); ok "$name"
                [ -n "$VERBOSE" ] && echo "note $name: llc's code faults: $(head -1 "$tmp/l.err")"
            elif what=$(same "$tmp/t" "$tmp/l"); then
                identical=$((identical + 1)); ok "$name"
            elif why=$(known_reason "$base:$k") && [ -n "$why" ]; then
                known=$((known + 1))
                [ -n "$VERBOSE" ] && echo "known difference $name ($what): $why"
            else
                differ=$((differ + 1)); bad "$name" "DIFFER from llc-19's code: $what"
            fi
        done
    done
    [ -n "$SIM_CACHE" ] && [ ! -e "$SIM_CACHE/$base.t.ptx" ] && [ "$fail" -eq "$fail_before" ] &&
        cp "$tmp/t.ptx" "$SIM_CACHE/$base.t.ptx"
done
echo "sim: $units unit tests of ptxsim passed"
echo "sim: $identical identical to llc-19's, $alone run alone without a fault," \
     "$differ differ, $known differ as known-differences.txt allows, $faults fault," \
     "$bothfault fault in both, $unknowns not modelled"
for who in t l; do
    eval "r=\$runs_$who f=\$faults_$who"
    u=$(awk -v w=$who '$1 == w' "$tmp/unknown" | wc -l)
    list=$(awk -v w=$who '$1 == w { print $2 }' "$tmp/unknown" | sort | uniq -c | sort -rn |
           awk '{printf "%s%s (%s)", s, $2, $1; s = ", "}')
    echo "sim: $( [ $who = t ] && echo "tnvcc's" || echo "llc-19's") PTX: $r runs, $f faulted," \
         "$u stopped at an instruction not modelled${list:+: $list}"
done
echo "sim: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
