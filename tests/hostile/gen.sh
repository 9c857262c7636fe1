#!/bin/sh
# tests/hostile/gen.sh CASE N -- write one hostile input to stdout.
#
# The hostile suite (tests/hostile/run.sh) needs inputs of megabytes that
# must never be committed, so they are generated at test time, here, by
# awk (POSIX; about a second for the largest).  N is the size of the case
# (a depth, a count, a number of bytes); run.sh picks it, and scales it
# down under the sanitizer build.  Every generator is deterministic: the
# same CASE and N always give the same bytes, so a failure reproduces.
#
# Valid cases start with the NVPTX target header, so that they verify
# cleanly and the whole pipeline runs on them, not just the parser.
set -e
case=${1:?usage: gen.sh CASE N}
n=${2:-100000}
export LC_ALL=C # awk's printf "%c" must write bytes, not UTF-8 characters

header() {
    echo 'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"'
    echo 'target triple = "nvptx64-nvidia-cuda"'
}

case $case in
# ---- bytes that are not IR --------------------------------------------
garbage) # n pseudo-random bytes 1..255 (a NUL has its own case)
    awk -v n="$n" 'BEGIN {
        s = 12345
        for (i = 0; i < n; i++) {
            s = (s * 1103515245 + 12345) % 2147483648
            printf "%c", 1 + int(s / 65536) % 255
        }
    }' ;;
nul) # a NUL byte inside a function body, line 3 of the file
    header
    printf 'define void @f() {\000\n  ret void\n}\n' ;;
unterminated_string) # a c"..." string cut off by the end of the file
    header
    printf '@s = constant [3 x i8] c"ab' ;;
unterminated_name) # a quoted global name cut off by the end of the file
    header
    printf '@"abc' ;;
line_comment_at_eof) # valid: a `;` comment ends the file without a newline
    header
    printf 'define void @f() {\n  ret void\n}\n; the end, no newline' ;;
block_comment_at_eof) # LLVM IR has no /* */ comments (llvm-as rejects them)
    header
    printf 'define void @f() {\n  ret void\n}\n/* never closed' ;;
# ---- one huge token ---------------------------------------------------
int_literal) # an integer literal of n digits
    header
    printf '@g = global i32 1'
    awk -v n="$n" 'BEGIN { for (i = 1; i < n; i++) printf "0"; print "" }' ;;
wide_int) # valid: n nines in an integer type wide enough to hold them
    header
    bits=$(( n * 34 / 10 + 8 ))  # log2(10) < 3.4
    printf '@g = global i%d ' "$bits"
    awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "9"; print "" }' ;;
name_quoted) # a quoted global name of n bytes
    header
    printf '@"'
    awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "n"; }'
    printf '" = global i32 0\n' ;;
name_plain) # an unquoted global name of n bytes
    header
    printf '@'
    awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "n"; }'
    printf ' = global i32 0\n' ;;
name_local) # an unquoted local name of n bytes, defined and used
    header
    # (built by printing, not by awk string concatenation, which is
    # quadratic in some awks)
    name() { awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "v" }'; }
    echo 'define i32 @f(i32 %a) {'
    printf '  %%'; name; echo ' = add i32 %a, 1'
    printf '  ret i32 %%'; name; echo
    echo '}' ;;
# ---- deep nesting -----------------------------------------------------
type_nest) # [1 x [1 x ... i8 ...]] nested n deep
    header
    awk -v n="$n" 'BEGIN {
        printf "@g = global "
        for (i = 0; i < n; i++) printf "[1 x "
        printf "i8"
        for (i = 0; i < n; i++) printf "]"
        print " zeroinitializer"
    }' ;;
cexpr_nest) # getelementptr (i8, ptr getelementptr (... @g ...)) n deep
    header
    awk -v n="$n" 'BEGIN {
        print "@g = global i32 0"
        printf "@p = global ptr "
        for (i = 0; i < n; i++) printf "getelementptr (i8, ptr "
        printf "@g"
        for (i = 0; i < n; i++) printf ", i64 1)"
        print ""
    }' ;;
md_nest) # !{!{!{...}}} nested n deep
    header
    awk -v n="$n" 'BEGIN {
        printf "!named = !{!0}\n!0 = "
        for (i = 0; i < n; i++) printf "!{"
        printf "i32 0"
        for (i = 0; i < n; i++) printf "}"
        print ""
    }' ;;
ptr_chain) # typed pointers: i8 followed by n stars (postfix: no brackets)
    header
    awk -v n="$n" 'BEGIN { printf "@g = global i8"; for (i = 0; i < n; i++) printf "*"; print " null" }' ;;
fnty_chain) # function types returning pointers to function types, n deep
    header
    awk -v n="$n" 'BEGIN { printf "@g = global i8"; for (i = 0; i < n; i++) printf " (i8)*"; print " null" }' ;;
paren_nest) # not IR at all: n open parentheses
    header
    awk -v n="$n" 'BEGIN { printf "@g = global i32 "; for (i = 0; i < n; i++) printf "("; print "" }' ;;
# ---- long chains without nesting in the text --------------------------
cexpr_chain) # valid: n globals, each a constant expression on the previous
    header
    awk -v n="$n" 'BEGIN {
        print "@g0 = global i32 0"
        for (i = 1; i <= n; i++)
            printf "@g%d = global ptr getelementptr (i8, ptr @g%d, i64 1)\n", i, i - 1
    }' ;;
struct_chain) # n named structs, each holding the previous; a global of the last
    header
    awk -v n="$n" 'BEGIN {
        print "%t0 = type { i32 }"
        for (i = 1; i < n; i++) printf "%%t%d = type { %%t%d }\n", i, i - 1
        printf "@g = global %%t%d zeroinitializer\n", n - 1
    }' ;;
md_chain) # valid: n numbered metadata nodes, each pointing at the next
    header
    awk -v n="$n" 'BEGIN {
        print "!named = !{!0}"
        for (i = 0; i < n - 1; i++) printf "!%d = !{!%d}\n", i, i + 1
        printf "!%d = !{}\n", n - 1
    }' ;;
# ---- big but ordinary -------------------------------------------------
instrs) # valid: one function, one block, n instructions in a use-def chain
    header
    awk -v n="$n" 'BEGIN {
        print "define i32 @f(i32 %a) {"
        print "  %v0 = add i32 %a, 1"
        for (i = 1; i < n - 1; i++) printf "  %%v%d = add i32 %%v%d, 1\n", i, i - 1
        printf "  ret i32 %%v%d\n}\n", n - 2
    }' ;;
funcs) # valid: n functions, each calling the previous
    header
    awk -v n="$n" 'BEGIN {
        print "define i32 @f0(i32 %a) {\n  ret i32 %a\n}"
        for (i = 1; i < n; i++)
            printf "define i32 @f%d(i32 %%a) {\n  %%r = call i32 @f%d(i32 %%a)\n  ret i32 %%r\n}\n", i, i - 1
    }' ;;
preds) # valid: a block with n predecessors (a switch fans out) and a phi
    header
    awk -v n="$n" 'BEGIN {
        print "define i32 @f(i32 %x) {\nentry:\n  switch i32 %x, label %join ["
        for (i = 0; i < n - 1; i++) printf "    i32 %d, label %%b%d\n", i, i
        print "  ]"
        for (i = 0; i < n - 1; i++) printf "b%d:\n  br label %%join\n", i
        print "join:"
        printf "  %%r = phi i32 [ -1, %%entry ]"
        for (i = 0; i < n - 1; i++) printf ", [ %d, %%b%d ]", i, i
        print "\n  ret i32 %r\n}"
    }' ;;
pred_chain) # valid: n blocks in a chain, each also branching to one exit
    header    # (the dominator tree is a path n deep; CHK's worst case)
    awk -v n="$n" 'BEGIN {
        print "define i32 @f(i1 zeroext %c) {\nb0:\n  br i1 %c, label %exit, label %b1"
        for (i = 1; i < n; i++) printf "b%d:\n  br i1 %%c, label %%exit, label %%b%d\n", i, i + 1
        printf "b%d:\n  br label %%exit\n", n
        print "exit:\n  ret i32 0\n}"
    }' ;;
var_chain) # valid: pred_chain with a local variable (an alloca) stored in
    header    # every block and read at the exit: mem2reg's phi there has
    awk -v n="$n" 'BEGIN { # n entries, its frontiers n blocks
        print "define i32 @f(i32 %x) {\nentry:\n  %v = alloca i32, align 4"
        print "  store i32 0, ptr %v, align 4\n  br label %b0"
        for (i = 0; i < n; i++) {
            printf "b%d:\n  %%l%d = load i32, ptr %%v, align 4\n", i, i
            printf "  %%a%d = add i32 %%l%d, %d\n  store i32 %%a%d, ptr %%v, align 4\n", i, i, i, i
            printf "  %%c%d = icmp eq i32 %%a%d, %%x\n", i, i
            printf "  br i1 %%c%d, label %%exit, label %%b%d\n", i, i + 1
        }
        printf "b%d:\n  br label %%exit\n", n
        print "exit:\n  %r = load i32, ptr %v, align 4\n  ret i32 %r\n}"
    }' ;;
gep_fanout) # valid: an entry block of n/2 sums, then a switch to n/4
    header     # pairs of blocks that each address p[x_k + 1], p[x_k + 2]: pass
    awk -v n="$n" 'BEGIN { # hoist gives every pair a base in the entry
        print "define void @f(ptr addrspace(1) %p, i64 %i) {\nentry:"
        for (k = 0; k < n / 2; k++) printf "  %%x%d = add i64 %%i, %d\n", k, k
        print "  switch i64 %i, label %exit ["
        for (k = 0; k < n / 4; k++) printf "    i64 %d, label %%a%d\n    i64 %d, label %%b%d\n", 2 * k, k, 2 * k + 1, k
        print "  ]"
        for (k = 0; k < n / 4; k++) {
            printf "a%d:\n  %%ya%d = add i64 %%x%d, 1\n", k, k, k
            printf "  %%pa%d = getelementptr i32, ptr addrspace(1) %%p, i64 %%ya%d\n", k, k
            printf "  store i32 1, ptr addrspace(1) %%pa%d, align 4\n  br label %%exit\n", k
            printf "b%d:\n  %%yb%d = add i64 %%x%d, 2\n", k, k, k
            printf "  %%pb%d = getelementptr i32, ptr addrspace(1) %%p, i64 %%yb%d\n", k, k
            printf "  store i32 2, ptr addrspace(1) %%pb%d, align 4\n  br label %%exit\n", k
        }
        print "exit:\n  ret void\n}"
    }' ;;
divs) # valid: one block of n/2 64-bit divisions by a parameter, chained:
    header  # pass bypassdiv's worst case (a test and three blocks each)
    awk -v n="$n" 'BEGIN {
        print "define i64 @f(i64 %a, i64 %d) {\n  %x0 = add i64 %a, 0"
        for (k = 0; k < n / 2; k++)
            printf "  %%q%d = udiv i64 %%x%d, %%d\n  %%x%d = add i64 %%q%d, %%a\n", k, k, k + 1, k
        printf "  ret i64 %%x%d\n}\n", int(n / 2)
    }' ;;
lines) # valid: n/4 instructions, each with its own DILocation; n/8 DIFiles
    header  # (every path twice) each the file of a lexical block; and a
    # chain of n/8 nested lexical blocks naming no file (ir/lines.c's worst
    # case: every odd instruction's scope is the innermost of them)
    awk -v n="$n" 'BEGIN {
        ni = int(n / 4); nf = int(n / 8); nc = int(n / 8)
        fb = 10; bb = fb + nf; cb = bb + nf; lb = cb + nc
        print "define void @f(ptr addrspace(1) %p, i32 %a) !dbg !2 {\n  %x0 = add i32 %a, 0"
        for (k = 0; k < ni; k++)
            printf "  %%x%d = add i32 %%x%d, %d, !dbg !%d\n", k + 1, k, k, lb + k
        printf "  store i32 %%x%d, ptr addrspace(1) %%p, align 4\n  ret void\n}\n", ni
        print "!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}"
        printf "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !%d, emissionKind: LineTablesOnly)\n", fb
        printf "!2 = distinct !DISubprogram(name: \"f\", scope: !%d, file: !%d, line: 1, spFlags: DISPFlagDefinition, unit: !0)\n", fb, fb
        print "!3 = !{i32 2, !\"Debug Info Version\", i32 3}"
        for (k = 0; k < nf; k++)
            printf "!%d = !DIFile(filename: \"f%d.cu\", directory: \"/src\")\n", fb + k, int(k / 2)
        for (k = 0; k < nf; k++)
            printf "!%d = distinct !DILexicalBlock(scope: !2, file: !%d, line: %d)\n", bb + k, fb + k, k + 1
        for (k = 0; k < nc; k++)
            printf "!%d = distinct !DILexicalBlock(scope: !%d, line: %d)\n", cb + k, k ? cb + k - 1 : 2, k + 1
        for (k = 0; k < ni; k++)
            printf "!%d = !DILocation(line: %d, column: 1, scope: !%d)\n", lb + k, k + 1, k % 2 ? lb - 1 : bb + k % nf
    }' ;;
*)
    echo "gen.sh: unknown case '$case'" >&2
    exit 2 ;;
esac
