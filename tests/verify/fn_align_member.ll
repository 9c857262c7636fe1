; ARGS: --sm 80
; clang's `align 2` on C++ member functions (the Itanium ABI's even-address rule) is accepted
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define linkonce_odr void @_ZN1S1fEv(ptr %this) align 2 {
  ret void
}
