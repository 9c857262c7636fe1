# tests/intrinsics/llvm_types.awk -- the LLVM IR spelling of the types of
# an intrinsic's TableGen record (llvm_i32_ty, llvm_anyptr_ty, LLVMMatchType
# written M<N>), shared by coverage.sh and attrs.sh, which paste this text
# before their own awk program.
#
# ty(t): the type, or "?" with bad = 1 when it has no spelling here.  An
# overloaded type takes its first usual choice (ptr, i32, float; with
# any_types = 1 also llvm_any_ty as i32 and a vector as <4 x i32>),
# remembered in ov[] for the M<N> that match it and mangled into sfx as
# LLVM mangles an overloaded name.  The caller resets no, sfx and bad.
function llvm_types_init(    tw, tk) {
    T["llvm_i1_ty"] = "i1"; T["llvm_i8_ty"] = "i8"; T["llvm_i16_ty"] = "i16"
    T["llvm_i32_ty"] = "i32"; T["llvm_i64_ty"] = "i64"; T["llvm_i128_ty"] = "i128"
    T["llvm_float_ty"] = "float"; T["llvm_double_ty"] = "double"
    T["llvm_half_ty"] = "half"; T["llvm_bfloat_ty"] = "bfloat"
    T["llvm_ptr_ty"] = "ptr"; T["llvm_global_ptr_ty"] = "ptr addrspace(1)"
    T["llvm_shared_ptr_ty"] = "ptr addrspace(3)"; T["llvm_local_ptr_ty"] = "ptr addrspace(5)"
    T["llvm_tmem_ptr_ty"] = "ptr addrspace(6)"; T["llvm_shared_cluster_ptr_ty"] = "ptr addrspace(7)"
    T["llvm_v2f16_ty"] = "<2 x half>"; T["llvm_v2bf16_ty"] = "<2 x bfloat>"
    T["llvm_v4f32_ty"] = "<4 x float>"; T["llvm_v4i8_ty"] = "<4 x i8>"
    T["llvm_v2i32_ty"] = "<2 x i32>"; T["llvm_v4i32_ty"] = "<4 x i32>"
    T["llvm_v2i16_ty"] = "<2 x i16>"; T["llvm_v2f32_ty"] = "<2 x float>"
    T["llvm_v2i64_ty"] = "<2 x i64>"
    split("8 16 32 64 128", tw, " ")
    for (tk in tw) T["llvm_v" tw[tk] "i32_ty"] = "<" tw[tk] " x i32>"
}
function ty(t,    j) { # j is local: the callers loop on k
    if (t ~ /^M[0-9]+$/) { j = substr(t, 2) + 1; return ov[j] }
    if (t == "llvm_anyptr_ty") { ov[++no] = "ptr"; sfx = sfx ".p0"; return "ptr" }
    if (t == "llvm_anyint_ty" || (any_types && t == "llvm_any_ty")) { ov[++no] = "i32"; sfx = sfx ".i32"; return "i32" }
    if (t == "llvm_anyfloat_ty") { ov[++no] = "float"; sfx = sfx ".f32"; return "float" }
    if (any_types && t == "llvm_anyvector_ty") { ov[++no] = "<4 x i32>"; sfx = sfx ".v4i32"; return "<4 x i32>" }
    if (t in T) return T[t]
    bad = 1; return "?"
}
