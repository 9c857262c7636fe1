; A parameter whose type has no bytes ({ [0 x float] }) would be a .param
; array of length 0, which ptxas accepts only as the last parameter
; ("Only the last input parameter can be an incomplete array"): a located
; error, as llc refuses them ("Empty parameter types are not supported").
; SM: 80
; EXPECT-ERROR: unsupported: parameter 0 of '@f' has a type of no bytes
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.A = type { [0 x float] }
define void @f(%struct.A %a, i32 %b) {
  ret void
}
