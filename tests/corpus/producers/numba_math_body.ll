; PRODUCER: Numba 0.56.4 (math.sin/exp/sqrt/pow, cuda.fma: calls of libdevice's __nv_* functions)
; COMMAND: python3 nb.py, kernel mathk (module 1 of 2)
; SM: 75
; ModuleID = "mathk$7"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__5mathkB2v7B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__5mathkB2v7B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8** %".ret", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", float* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0", i8* %"arg.out.0", i8* %"arg.out.1", i64 %"arg.out.2", i64 %"arg.out.3", float* %"arg.out.4", i64 %"arg.out.5.0", i64 %"arg.out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"arg.a.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"arg.out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"arg.out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"arg.out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"arg.out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"arg.out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"arg.out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i32
  store i32 0, i32* %"i"
  %".35" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".35"
  %".48" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48"
  %".97" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".25" = trunc i64 1 to i32
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".27" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".29" = mul i32 %".27", %".28"
  %".30" = add i32 %".29", %".26"
  %".32" = load i32, i32* %"i"
  store i32 %".30", i32* %"i"
  %".34" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".35"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".34", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".35"
  %".39" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".35", i32 0, i32 2
  %".40" = load i64, i64* %".39"
  %".41" = load i32, i32* %"i"
  %".42" = sext i32 %".41" to i64
  %".43" = icmp slt i64 %".42", %".40"
  br i1 %".43", label %"B66", label %"B332"
B66:
  %".45" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".46" = load i32, i32* %"i"
  %".47" = sext i32 %".46" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".45", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48"
  %".52" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48", i32 0, i32 5
  %".53" = getelementptr inbounds [1 x i64], [1 x i64]* %".52", i32 0, i32 0
  %".54" = load i64, i64* %".53", !range !1
  %".55" = insertvalue [1 x i64] undef, i64 %".54", 0
  %".56" = extractvalue [1 x i64] %".55", 0
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48", i32 0, i32 6
  %".58" = load [1 x i64], [1 x i64]* %".57"
  %".59" = extractvalue [1 x i64] %".58", 0
  %".60" = icmp slt i64 %".47", 0
  %".61" = add i64 %".47", %".56"
  %".62" = select  i1 %".60", i64 %".61", i64 %".47"
  %".63" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48", i32 0, i32 5
  %".64" = getelementptr inbounds [1 x i64], [1 x i64]* %".63", i32 0, i32 0
  %".65" = load i64, i64* %".64", !range !1
  %".66" = insertvalue [1 x i64] undef, i64 %".65", 0
  %".67" = extractvalue [1 x i64] %".66", 0
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48", i32 0, i32 6
  %".69" = load [1 x i64], [1 x i64]* %".68"
  %".70" = extractvalue [1 x i64] %".69", 0
  %".71" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".48", i32 0, i32 4
  %".72" = load float*, float** %".71"
  %".73" = mul i64 %".70", %".62"
  %".74" = ptrtoint float* %".72" to i64
  %".75" = add i64 %".74", %".73"
  %".76" = inttoptr i64 %".75" to float*
  %".77" = load float, float* %".76"
  %".78" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".80" = call float @"__nv_sinf"(float %".77")
  %".81" = call float @"__nv_expf"(float %".77")
  %".82" = fmul float %".80", %".81"
  %".83" = call float @"__nv_fabsf"(float %".77")
  %".84" = call float @"__nv_sqrtf"(float %".83")
  %".85" = fadd float %".82", %".84"
  %".86" = fpext float %".77" to double
  %".87" = fpext float %".77" to double
  %".88" = call double @"llvm.fma.f64"(double %".86", double %".87", double 0x3ff0000000000000)
  %".89" = fpext float %".85" to double
  %".90" = fadd double %".89", %".88"
  %".91" = fpext float %".77" to double
  %".92" = call double @"__nv_pow"(double %".91", double 0x4004000000000000)
  %".93" = fadd double %".90", %".92"
  %".94" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".95" = load i32, i32* %"i"
  %".96" = sext i32 %".95" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".94", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97"
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 5
  %".102" = getelementptr inbounds [1 x i64], [1 x i64]* %".101", i32 0, i32 0
  %".103" = load i64, i64* %".102", !range !1
  %".104" = insertvalue [1 x i64] undef, i64 %".103", 0
  %".105" = extractvalue [1 x i64] %".104", 0
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 6
  %".107" = load [1 x i64], [1 x i64]* %".106"
  %".108" = extractvalue [1 x i64] %".107", 0
  %".109" = icmp slt i64 %".96", 0
  %".110" = add i64 %".96", %".105"
  %".111" = select  i1 %".109", i64 %".110", i64 %".96"
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 5
  %".113" = getelementptr inbounds [1 x i64], [1 x i64]* %".112", i32 0, i32 0
  %".114" = load i64, i64* %".113", !range !1
  %".115" = insertvalue [1 x i64] undef, i64 %".114", 0
  %".116" = extractvalue [1 x i64] %".115", 0
  %".117" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 6
  %".118" = load [1 x i64], [1 x i64]* %".117"
  %".119" = extractvalue [1 x i64] %".118", 0
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 4
  %".121" = load float*, float** %".120"
  %".122" = mul i64 %".119", %".111"
  %".123" = ptrtoint float* %".121" to i64
  %".124" = add i64 %".123", %".122"
  %".125" = inttoptr i64 %".124" to float*
  %".126" = fptrunc double %".93" to float
  store float %".126", float* %".125"
  %".128" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".130" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  store i8* null, i8** %".ret"
  ret i32 0
B332:
  %".134" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".136" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".138" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store i8* null, i8** %".ret"
  ret i32 0
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_sinf"(float %".1")

declare float @"__nv_expf"(float %".1")

declare float @"__nv_fabsf"(float %".1")

declare float @"__nv_sqrtf"(float %".1")

declare double @"llvm.fma.f64"(double %".1", double %".2", double %".3")

declare double @"__nv_pow"(double %".1", double %".2")

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ i64 0, i64 9223372036854775807 }