# tests/llvm-suite/lib.sh -- what the LLVM-suite yardsticks share (sourced
# after tests/lib.sh): reading a test file's RUN lines the way LLVM's lit
# does, and turning one `llc` invocation into tnvcc's terms.
#
# These scripts score folders of LLVM's own tests (llvm/llvm-project,
# llvm/test/...), which are never copied into this repository: the user
# points the script at a checkout.
#
#   run_lines FILE       every RUN: command of FILE, one per line, with
#                        lit's trailing-backslash continuations joined
#   first_llc_line FILE  the first of them that runs llc (or `not llc`)
#   llc_flag LINE NAME   the value of -NAME=V or -NAME V in LINE (first)
#   llc_triple LINE FILE the triple llc would compile for: -mtriple, else
#                        -march (nvptx = 32-bit, nvptx64 = 64-bit, CUDA),
#                        else the module's `target triple`, else nvptx64
#   group_errors FILE    FILE holds "test<TAB>first error" lines: print the
#                        errors grouped by message (location stripped),
#                        most frequent first, with up to three test names

run_lines() {
    sed -n 's/^[[:space:]]*\(;\|\/\/\|#\)[[:space:]]*RUN:[[:space:]]*//p' "$1" |
        awk '{ if (sub(/\\[[:space:]]*$/, "")) { acc = acc $0 " "; next }
               print acc $0; acc = "" }'
}

first_llc_line() {
    run_lines "$1" | grep -E '(^|[|;&(%{ ])(not[[:space:]]+)?llc([[:space:]]|$)' | head -1
}

llc_flag() {
    printf '%s\n' "$1" | tr ' ' '\n' | awk -v n="-$2" -v m="--$2" '
        want { print; exit }
        $0 == n || $0 == m { want = 1; next }
        index($0, n "=") == 1 { print substr($0, length(n) + 2); exit }
        index($0, m "=") == 1 { print substr($0, length(m) + 2); exit }'
}

llc_triple() {
    _t=$(llc_flag "$1" mtriple)
    [ -n "$_t" ] && { printf '%s\n' "$_t"; return; }
    case $(llc_flag "$1" march) in
    nvptx) echo nvptx-nvidia-cuda; return ;;
    nvptx64) echo nvptx64-nvidia-cuda; return ;;
    esac
    _t=$(sed -n 's/^target triple *= *"\([^"]*\)".*/\1/p' "$2" | head -1)
    printf '%s\n' "${_t:-nvptx64-nvidia-cuda}"
}

group_errors() {
    awk -F '\t' '{
        msg = $2
        sub(/^[^ ]*: /, "", msg)   # file:line:col:
        sub(/^tnvcc: /, "", msg)
        n[msg]++
        if (n[msg] <= 3) ex[msg] = ex[msg] (n[msg] > 1 ? ", " : "") $1
    } END { for (m in n) printf "%5d  %s\n         (%s)\n", n[m], m, ex[m] }' "$1" |
        awk 'NR % 2 { c = $0; next } { print c "\t" $0 }' | sort -t '	' -k1,1nr |
        tr '\t' '\n'
}
