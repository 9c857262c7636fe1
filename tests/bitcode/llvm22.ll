; What LLVM 21 and 22 write that LLVM 19 did not, for tests/bitcode/run.sh's
; LLVM 22 records check: llvm-as-22 assembles it, and tnvcc must read the
; bitcode as llvm-dis-22's text of it (the same module printed back, the
; same PTX).  Attribute kinds 96-105 (captures(...) in each shape,
; dead_on_return, noext, nocreateundeforpoison, sanitize_alloc_token and
; the sanitizer and coroutine flags), a range attribute wider than 64 bits,
; an initializes(...) range list, lifetime.start without its size, and
; mapa.shared.cluster returning a .shared::cluster pointer.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef, align 4

declare void @cap(ptr captures(none), ptr captures(address), ptr captures(address_is_null),
                  ptr captures(read_provenance), ptr captures(provenance),
                  ptr captures(address, provenance), ptr captures(ret: address, provenance),
                  ptr captures(address, ret: address, provenance),
                  ptr captures(address_is_null, read_provenance))
declare void @dead(ptr dead_on_return, ptr initializes((0, 4), (8, 12)) captures(none))
declare noext i16 @ext(i16 noext, i128 range(i128 0, 18446744073709551617), i128 range(i128 -5, 5))
declare void @flags() nocreateundeforpoison sanitize_alloc_token sanitize_realtime sanitize_type nodivergencesource
declare void @flags2() sanitize_realtime_blocking coro_elide_safe
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %rank, i32 %x) {
  %a = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  %e = getelementptr [4 x i32], ptr %a, i32 0, i32 %x
  store volatile i32 %rank, ptr %e, align 4
  %r = load volatile i32, ptr %a, align 4
  call void @llvm.lifetime.end.p0(ptr %a)
  %remote = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @tile, i32 %r)
  %p = addrspacecast ptr addrspace(7) %remote to ptr addrspace(3)
  %v = load i32, ptr addrspace(3) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
