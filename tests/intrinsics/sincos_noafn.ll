; llvm.sincos without `afn`: PTX has only approximations, so a located
; error says so and names libdevice's function.  (On double the message
; names __nv_sincos.)
; SM: 80
; EXPECT-ERROR: unsupported: 'llvm.sincos' without the 'afn' flag: PTX has only an approximate sine and cosine (add 'afn', or call libdevice's __nv_sincosf)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, float %x) {
  %r = call { float, float } @llvm.sincos.f32(float %x)
  %s = extractvalue { float, float } %r, 0
  store float %s, ptr addrspace(1) %p
  ret void
}
declare { float, float } @llvm.sincos.f32(float)
