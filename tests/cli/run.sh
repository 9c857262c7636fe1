#!/bin/sh
# tests/cli/run.sh -- the command line: every error names the option at
# fault, an option's value is never taken for an input file (or another
# option), `--` ends the options, `-` is standard input, and --version and
# --help answer.  Each case checks the exit status and the exact message.
#
# Usage: tests/cli/run.sh   (TNVCC=path/to/tnvcc, default ./tnvcc)
# Prints FAIL lines (PASS too with VERBOSE=1) and "cli: N passed, M failed".
dir=$(dirname "$0")
. "$dir/../lib.sh"
saxpy=$dir/../../examples/saxpy.ll

# expect NAME STATUS TEXT ARGS...: tnvcc ARGS exits STATUS and its output
# (stdout and stderr) contains TEXT.
expect() {
    name=$1 want=$2 text=$3
    shift 3
    "$TNVCC" "$@" >"$tmp/out" 2>&1
    rc=$?
    if [ "$rc" -ne "$want" ]; then
        bad "$name" "exit status $rc, want $want: $(head -1 "$tmp/out")"
    elif ! grep -qF -- "$text" "$tmp/out"; then
        bad "$name" "want '$text', got: $(head -1 "$tmp/out")"
    else
        ok "$name"
    fi
}

# dump_lines NAME STAGE FILE PATTERN N: --dump=STAGE of FILE prints N
# lines that match PATTERN (a basic regular expression).
dump_lines() {
    "$TNVCC" --dump="$2" -o /dev/null "$3" 2>"$tmp/out"
    if [ "$(grep -c -- "$4" "$tmp/out")" = "$5" ]; then
        ok "$1"
    else
        bad "$1" "want $5 lines of '$4': $(head -20 "$tmp/out")"
    fi
}

expect missing_sm 1 "missing argument to '--sm'" --sm
expect missing_o 1 "missing argument to '-o'" "$saxpy" -o
expect sm_value_is_option 1 "missing argument to '--sm'" --sm -o "$tmp/x.ptx" "$saxpy"
expect missing_ptx_version 1 "missing argument to '--ptx-version'" "$saxpy" --ptx-version
expect bad_number 1 "invalid number 'x' for '--max-errors'" --max-errors=x "$saxpy"
expect bad_number_suffix 1 "invalid number '12x' for '--max-errors'" --max-errors 12x "$saxpy"
expect bad_opt_level 1 "unknown optimization level '-O5'" -O5 "$saxpy"
expect bad_isel_chunk 1 "invalid number 'x' for '--isel-chunk'" --isel-chunk=x "$saxpy"
expect unknown_option 1 "unknown option '--frobnicate'" --frobnicate "$saxpy"
# several inputs are linked into one module: the same definition twice is
# an error that names both modules
expect two_inputs 1 "'@saxpy' is defined in both module" "$saxpy" "$saxpy"
expect no_input 1 "no input file" --sm 90a
expect bad_emit 1 "--emit takes 'ptx' or 'ir', not 'asm'" --emit=asm "$saxpy"
expect bad_target 1 "unknown target" --sm 91z "$saxpy"
# fix-it hints for option values: the closest value by edit distance, only
# when one is close (a digit lost or doubled in a target is a typo too)
expect hint_sm_digit_lost 1 "unknown target '9a'; did you mean sm_90a?" --sm 9a "$saxpy"
expect hint_sm_digit_added 1 "unknown target '910'; did you mean sm_90, sm_110?" --sm 910 "$saxpy"
expect hint_arch 1 "unknown target '-arch=compute_9a'; did you mean sm_90a?" -arch=compute_9a "$saxpy"
expect hint_sm_future 1 "unknown target 'sm_140'; see --list-targets" --sm sm_140 "$saxpy"
expect hint_ir 1 "--ir takes 'auto', 'nvvm' or 'llvm', not 'nvv'; did you mean 'nvvm'?" --ir=nvv "$saxpy"
expect hint_format 1 "-fdiagnostics-format takes 'text' or 'json', not 'jsn'; did you mean 'json'?" \
    -fdiagnostics-format=jsn "$saxpy"
expect hint_emit 1 "--emit takes 'ptx' or 'ir', not 'pxt'; did you mean 'ptx'?" --emit=pxt "$saxpy"
expect hint_dump 1 "--dump takes 'ir', 'mem2reg', 'cse', 'lsr', 'aggcopy', 'mergestores', 'hoist', 'bypassdiv', 'dag' or 'isel', not 'dga'; did you mean 'dag'?" --dump=dga "$saxpy"
expect hint_ftz 1 "-ftz takes '0', '1', 'true' or 'false', not 'ture'; did you mean 'true'?" -ftz=ture "$saxpy"
expect hint_opt_level 1 "unknown optimization level '-O5' (use -O0, -O1, -O2 or -O3); did you mean '-O3'?" -O5 "$saxpy"
# no hint when nothing is close, or two values are equally close
# --dump=mem2reg: the module after pass mem2reg -- a variable stored in a
# loop becomes a phi, no alloca left; at -O0 the pass does not run
cat >"$tmp/m2r.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @f(i32 %n) {
entry:
  %i = alloca i32, align 4
  store i32 0, ptr %i, align 4
  br label %head
head:
  %v = load i32, ptr %i, align 4
  %c = icmp slt i32 %v, %n
  %w = add i32 %v, 1
  store i32 %w, ptr %i, align 4
  br i1 %c, label %head, label %exit
exit:
  ret i32 %v
}
EOF
"$TNVCC" --dump=mem2reg -o /dev/null "$tmp/m2r.ll" 2>"$tmp/out"
if grep -q '%0 = phi i32 \[ 0, %entry \], \[ %w, %head \]' "$tmp/out" && ! grep -q alloca "$tmp/out"; then
    ok dump_mem2reg
else
    bad dump_mem2reg "$(head -12 "$tmp/out")"
fi
"$TNVCC" -O0 --dump=mem2reg -o /dev/null "$tmp/m2r.ll" 2>"$tmp/out"
if grep -q '%i = alloca i32' "$tmp/out" && ! grep -q phi "$tmp/out"; then
    ok dump_mem2reg_O0
else
    bad dump_mem2reg_O0 "$(head -12 "$tmp/out")"
fi
# --dump=cse: the module after mem2reg and cse (the repeated mul merged
# into the entry's, the + 0 folded); --dump=mem2reg stops before cse.
cat >"$tmp/cse.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @g(i32 %x, i1 zeroext %c) {
entry:
  %a = mul i32 %x, 3
  br i1 %c, label %t, label %e
t:
  %b = mul i32 %x, 3
  %s = add i32 %b, 0
  ret i32 %s
e:
  ret i32 %a
}
EOF
"$TNVCC" --dump=cse -o /dev/null "$tmp/cse.ll" 2>"$tmp/out"
if [ "$(grep -c 'mul i32 %x, 3' "$tmp/out")" = 1 ] && [ "$(grep -c 'ret i32 %a' "$tmp/out")" = 2 ]; then
    ok dump_cse
else
    bad dump_cse "$(head -16 "$tmp/out")"
fi
"$TNVCC" --dump=mem2reg -o /dev/null "$tmp/cse.ll" 2>"$tmp/out"
if [ "$(grep -c 'mul i32 %x, 3' "$tmp/out")" = 2 ] && grep -q 'add i32 %b, 0' "$tmp/out"; then
    ok dump_mem2reg_alone
else
    bad dump_mem2reg_alone "$(head -16 "$tmp/out")"
fi
# --dump=lsr: the loop's `mul i32 %i, %x` is an add of a new phi stepped
# by %x; --dump=cse stops before lsr and still has the multiply.
cat >"$tmp/lsr.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @g(i32 %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %m = mul i32 %i, %x
  %s1 = xor i32 %s, %m
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %s1
}
EOF
"$TNVCC" --dump=lsr -o /dev/null "$tmp/lsr.ll" 2>"$tmp/out"
if ! grep -q 'mul i32 %i, %x' "$tmp/out" && grep -q '= phi i32 \[ 0, %entry \], \[ %[0-9]*, %loop \]' "$tmp/out" &&
   grep -q '= add i32 %[0-9]*, %x' "$tmp/out"; then
    ok dump_lsr
else
    bad dump_lsr "$(head -20 "$tmp/out")"
fi
dump_lines dump_cse_before_lsr cse "$tmp/lsr.ll" 'mul i32 %i, %x' 1
# --dump=aggcopy: a struct copied by value is a copy of one i32; --dump=lsr
# stops before aggcopy and still copies the struct.
cat >"$tmp/agg.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @c(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load { i8, i8, i8, i8 }, ptr addrspace(1) %p, align 4
  store { i8, i8, i8, i8 } %v, ptr addrspace(1) %q, align 4
  ret void
}
EOF
"$TNVCC" --dump=aggcopy -o /dev/null "$tmp/agg.ll" 2>"$tmp/out"
if grep -q '%v = load i32, ptr addrspace(1) %p, align 4' "$tmp/out" &&
   grep -q 'store i32 %v, ptr addrspace(1) %q, align 4' "$tmp/out"; then
    ok dump_aggcopy
else
    bad dump_aggcopy "$(head -20 "$tmp/out")"
fi
dump_lines dump_lsr_before_aggcopy lsr "$tmp/agg.ll" \
    '%v = load { i8, i8, i8, i8 }, ptr addrspace(1) %p, align 4' 1
# --dump=mergestores: two constant bytes at an aligned pair are one i16
# store; --dump=aggcopy stops before mergestores and keeps both.
cat >"$tmp/ms.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @s(ptr addrspace(1) %p) {
  store i8 1, ptr addrspace(1) %p, align 2
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1
  store i8 2, ptr addrspace(1) %q, align 1
  ret void
}
EOF
"$TNVCC" --dump=mergestores -o /dev/null "$tmp/ms.ll" 2>"$tmp/out"
if grep -q 'store i16 513, ptr addrspace(1) %p, align 2' "$tmp/out" &&
   ! grep -q 'store i8' "$tmp/out"; then
    ok dump_mergestores
else
    bad dump_mergestores "$(head -20 "$tmp/out")"
fi
dump_lines dump_aggcopy_before_mergestores aggcopy "$tmp/ms.ll" 'store i8' 2
# --dump=hoist: two addresses x + 1 and x + 2, in a guarded block and the
# block after it, share one base in the entry block, each adding its
# offset; --dump=mergestores stops before hoist and keeps both whole.
cat >"$tmp/ho.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @h(ptr addrspace(1) %p, i64 %x, i1 zeroext %c) {
  br i1 %c, label %a, label %b
a:
  %x1 = add i64 %x, 1
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %x1
  store i32 1, ptr addrspace(1) %p1, align 4
  br label %b
b:
  %x2 = add i64 %x, 2
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %x2
  store i32 2, ptr addrspace(1) %p2, align 4
  ret void
}
EOF
"$TNVCC" --dump=hoist -o /dev/null "$tmp/ho.ll" 2>"$tmp/out"
if grep -q '^  %1 = getelementptr i32, ptr addrspace(1) %p, i64 %x$' "$tmp/out" &&
   grep -q 'getelementptr i8, ptr addrspace(1) %1, i64 4$' "$tmp/out" &&
   grep -q 'getelementptr i8, ptr addrspace(1) %1, i64 8$' "$tmp/out" &&
   [ "$(grep -n '%1 = getelementptr\|^a:' "$tmp/out" | head -1 | grep -c getelementptr)" = 1 ]; then
    ok dump_hoist
else
    bad dump_hoist "$(head -20 "$tmp/out")"
fi
dump_lines dump_mergestores_before_hoist mergestores "$tmp/ho.ll" \
    'getelementptr inbounds i32, ptr addrspace(1) %p, i64 %x[12]$' 2
# --dump=bypassdiv: a 64-bit division by a parameter becomes a test of
# both operands' high halves, a 32-bit udiv and the 64-bit one, joined by
# a phi; --dump=hoist stops before bypassdiv and keeps the one udiv.
cat >"$tmp/bd.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @q(ptr addrspace(1) %p, i64 %n, i64 %d) {
  %q = udiv i64 %n, %d
  store i64 %q, ptr addrspace(1) %p, align 8
  ret void
}
EOF
"$TNVCC" --dump=bypassdiv -o /dev/null "$tmp/bd.ll" 2>"$tmp/out"
if grep -q '^  %1 = or i64 %n, %d$' "$tmp/out" &&
   grep -q '^  %2 = and i64 %1, -4294967296$' "$tmp/out" &&
   grep -q '^  %7 = udiv i32 %5, %6$' "$tmp/out" &&
   grep -q '^  %10 = udiv i64 %n, %d$' "$tmp/out" &&
   grep -q '^  %12 = phi i64 \[ %8, %4 \], \[ %10, %9 \]$' "$tmp/out"; then
    ok dump_bypassdiv
else
    bad dump_bypassdiv "$(head -30 "$tmp/out")"
fi
dump_lines dump_hoist_before_bypassdiv hoist "$tmp/bd.ll" 'udiv' 1
"$TNVCC" --emit=asm "$saxpy" >"$tmp/out" 2>&1
if head -1 "$tmp/out" | grep -q "not 'asm'\$"; then ok hint_none_far; else bad hint_none_far "$(head -1 "$tmp/out")"; fi
"$TNVCC" -ftz=2 "$saxpy" >"$tmp/out" 2>&1
if head -1 "$tmp/out" | grep -q "not '2'\$"; then ok hint_none_tie; else bad hint_none_tie "$(head -1 "$tmp/out")"; fi
# `--` ends the options: a file named like an option is an input.
cp "$saxpy" "$tmp/-k.ll"
expect double_dash 0 ".entry" --sm 90a -o - -- "$tmp/-k.ll"
# `-` reads standard input; `-o -` writes standard output.
"$TNVCC" --sm 90a -o - - <"$saxpy" >"$tmp/out" 2>&1
if grep -q '\.entry saxpy(' "$tmp/out"; then ok stdin; else bad stdin "$(head -1 "$tmp/out")"; fi
# the accepted spellings of a target and of a value
for spelling in "--sm 90a" "--sm=90a" "--sm sm_90a" "-arch=sm_90a" "-arch=compute_90a" "-mcpu=sm_90a"; do
    # shellcheck disable=SC2086
    expect "spelling $spelling" 0 ".target sm_90a" $spelling -o - "$saxpy"
done
# A word far from every candidate gets no "did you mean" at all (the parse
# suite checks the hints that are given).
printf 'define void @f(zzzzz %%a) {\n  ret void\n}\n' >"$tmp/far.ll"
"$TNVCC" --verify-only "$tmp/far.ll" >"$tmp/out" 2>&1
if head -1 "$tmp/out" | grep -q "error: expected type, found 'zzzzz'\$"; then ok fixit_none
else bad fixit_none "$(head -1 "$tmp/out")"; fi
# Diagnostics come out sorted by position, whichever pass found them: code
# generation reports this file's global initializers (lines 24, 25) after
# its function (47 ...), the output must not.
lines=$("$TNVCC" --sm 90a "$dir/../corpus/handwritten/f14_llc19_gaps.ll" -o "$tmp/x.ptx" 2>&1 |
        sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: error:.*/\1/p' | tr '\n' ' ')
if [ -n "$lines" ] && [ "$(printf '%s\n' $lines | sort -n | tr '\n' ' ')" = "$lines" ] &&
   [ "${lines%% *}" = 24 ]; then ok sorted_diagnostics
else bad sorted_diagnostics "error lines in this order: $lines"; fi
# -fdiagnostics-format=json: one array; each object has the fields, and a
# note travels inside its error's "notes".
"$TNVCC" --verify-only -fdiagnostics-format=json "$dir/../verify/multi_fault.ll" >"$tmp/out" 2>"$tmp/json"
if command -v python3 >/dev/null 2>&1; then
    if python3 - "$tmp/json" <<'PY' >"$tmp/py" 2>&1; then ok json_diagnostics; else bad json_diagnostics "$(tail -1 "$tmp/py")"; fi
import json, sys
d = json.load(open(sys.argv[1]))
assert isinstance(d, list) and d, "not a non-empty array"
for o in d:
    assert set(o) == {"file", "line", "column", "severity", "message", "notes"}, o
    assert o["severity"] in ("error", "warning", "note"), o
    for n in o["notes"]:
        assert n["severity"] == "note", n
lines = [o["line"] for o in d]
assert lines == sorted(lines), lines
PY
else
    echo "cli: python3 not found; the JSON check is skipped"
fi
# colour: forced on, escape codes appear; forced off (and by default into
# a file), none do
"$TNVCC" --verify-only -fcolor-diagnostics "$tmp/far.ll" 2>"$tmp/c1"
"$TNVCC" --verify-only "$tmp/far.ll" 2>"$tmp/c2"
if grep -q "$(printf '\033')\[" "$tmp/c1" && ! grep -q "$(printf '\033')" "$tmp/c2"; then ok colour
else bad colour "escape codes: forced $(grep -c "$(printf '\033')" "$tmp/c1"), default $(grep -c "$(printf '\033')" "$tmp/c2")"; fi
# NVVMReflect, verification and selection run function by function
# (main.c, stage_fused); what a run reports must be what the stages, one
# after the other, report.  (1) A verifier error in a later function voids
# what code generation said about an earlier one: here @first's <129 x i1>
# load, which selection does not support, is not reported.
cat >"$tmp/fused1.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @first(ptr %p, ptr %q) {
  %v = load <129 x i1>, ptr %p
  store <129 x i1> %v, ptr %q
  ret void
}

define void @second(i32 %c) {
entry:
  %b = icmp eq i32 %c, 0
  br i1 %b, label %x, label %y
x:
  %v = add i32 %c, 2
  br label %y
y:
  %w = add i32 %v, 1
  ret void
}
EOF
rm -f "$tmp/x.ptx"
"$TNVCC" --sm 90a "$tmp/fused1.ll" -o "$tmp/x.ptx" >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q ':18:3: error: Instruction does not dominate all uses' "$tmp/out" &&
   [ "$(grep -c ': error: ' "$tmp/out")" = 1 ] && [ ! -e "$tmp/x.ptx" ]; then ok fused_verifier_voids_codegen
else bad fused_verifier_voids_codegen "exit $rc: $(grep ': error: ' "$tmp/out" | head -2)"; fi
# ... and without the verifier error, the same function's error is said.
sed -n '1,9p' "$tmp/fused1.ll" >"$tmp/fused2.ll"
"$TNVCC" --sm 90a "$tmp/fused2.ll" -o "$tmp/x.ptx" >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q ':5:.*error: unsupported' "$tmp/out"; then ok fused_codegen_error
else bad fused_codegen_error "exit $rc: $(head -1 "$tmp/out")"; fi
# (2) An intrinsic may only be called.  Whether it is used as a value is
# decided after NVVMReflect has run on every function: a use in a branch
# that __CUDA_ARCH rules out is gone by then, a use in the branch kept is
# an error -- reported although @k itself was verified, and selected,
# before the check could be made.
cat >"$tmp/fused3.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private constant [12 x i8] c"__CUDA_ARCH\00"

declare i32 @__nvvm_reflect(ptr)
declare float @llvm.sqrt.f32(float)

define void @k(ptr %out) {
  %arch = call i32 @__nvvm_reflect(ptr @.str)
  %old = icmp slt i32 %arch, 500
  br i1 %old, label %pre, label %done
pre:
  store ptr @llvm.sqrt.f32, ptr %out
  br label %done
done:
  ret void
}
EOF
expect fused_reflect_removes_use 0 ".func k(" --sm 90a "$tmp/fused3.ll" -o -
sed 's/icmp slt i32 %arch, 500/icmp sge i32 %arch, 500/' "$tmp/fused3.ll" >"$tmp/fused4.ll"
expect fused_use_checked_at_end 1 ":14:3: error: the intrinsic 'llvm.sqrt.f32' may only be called" \
    --sm 90a "$tmp/fused4.ll" -o "$tmp/x.ptx"
# (3) Local symbols get PTX names (@.str is _$_str) without losing their
# IR names, which messages quote.
"$TNVCC" --sm 90a "$tmp/fused3.ll" -o - >"$tmp/out" 2>&1
if grep -q '^.global .align 1 .b8 _\$_str\[12\]' "$tmp/out"; then ok fused_ptx_name
else bad fused_ptx_name "$(grep -m1 '_str' "$tmp/out")"; fi
sed -e 's/^@.str = .*/@.sh = private addrspace(3) global i32 5/' \
    -e 's/store ptr @llvm.sqrt.f32, ptr %out/store i32 0, ptr addrspace(3) @.sh/' "$tmp/fused3.ll" |
    grep -v __nvvm_reflect | sed 's/icmp slt i32 %arch, 500/icmp eq ptr %out, null/' >"$tmp/fused5.ll"
expect fused_message_ir_name 1 ":4:1: error: unsupported: initializer of shared variable '@.sh'" \
    --sm 90a "$tmp/fused5.ll" -o "$tmp/x.ptx"
# (4) Every function's signature is verified before any body is selected:
# @a's call is selected trusting @b's, which the verifier refuses.
cat >"$tmp/fused6.ll" <<'EOF'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @a(i32 %v) {
  call void @b(i32 %v)
  ret void
}

define void @b(i32 byval(i32) %x) {
  ret void
}
EOF
expect fused_signatures_first 1 ":9:20: error: the attribute 'byval' cannot describe a value of type 'i32'" \
    --sm 90a "$tmp/fused6.ll" -o "$tmp/x.ptx"
expect version 0 "targets: sm_20 ..." --version
expect help 0 "usage: tnvcc" --help
expect help_o0 0 "-O0" --help
echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
