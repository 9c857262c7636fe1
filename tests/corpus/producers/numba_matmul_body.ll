; PRODUCER: Numba 0.56.4 (a float64 matrix multiply: cuda.grid(2), a for loop over range(A.shape[1]); unoptimised, every local variable an alloca, as Numba hands it to libNVVM)
; COMMAND: python3: cuda.compile_ptx(matmul, (float64[:, :], float64[:, :], float64[:, :]), cc=(8, 0)) of def matmul(A, B, C): i, j = cuda.grid(2); if i < C.shape[0] and j < C.shape[1]: acc = 0.0; for k in range(A.shape[1]): acc += A[i, k] * B[k, j]; C[i, j] = acc -- with numba.cuda.cudadrv.nvvm.CompilationUnit.add_module replaced to capture its modules (module 1 of 2: the body)
; SM: 80
; ModuleID = "matmul$4"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__6matmulB2v4B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__6matmulB2v4B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE"(i8** %".ret", i8* %"arg.A.0", i8* %"arg.A.1", i64 %"arg.A.2", i64 %"arg.A.3", double* %"arg.A.4", i64 %"arg.A.5.0", i64 %"arg.A.5.1", i64 %"arg.A.6.0", i64 %"arg.A.6.1", i8* %"arg.B.0", i8* %"arg.B.1", i64 %"arg.B.2", i64 %"arg.B.3", double* %"arg.B.4", i64 %"arg.B.5.0", i64 %"arg.B.5.1", i64 %"arg.B.6.0", i64 %"arg.B.6.1", i8* %"arg.C.0", i8* %"arg.C.1", i64 %"arg.C.2", i64 %"arg.C.3", double* %"arg.C.4", i64 %"arg.C.5.0", i64 %"arg.C.5.1", i64 %"arg.C.6.0", i64 %"arg.C.6.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"arg.A.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"arg.A.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"arg.A.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"arg.A.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize", double* %"arg.A.4", 4
  %".30" = insertvalue [2 x i64] undef, i64 %"arg.A.5.0", 0
  %".31" = insertvalue [2 x i64] %".30", i64 %"arg.A.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".31", 5
  %".32" = insertvalue [2 x i64] undef, i64 %"arg.A.6.0", 0
  %".33" = insertvalue [2 x i64] %".32", i64 %"arg.A.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".33", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"arg.B.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo.1", i8* %"arg.B.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent.1", i64 %"arg.B.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems.1", i64 %"arg.B.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize.1", double* %"arg.B.4", 4
  %".34" = insertvalue [2 x i64] undef, i64 %"arg.B.5.0", 0
  %".35" = insertvalue [2 x i64] %".34", i64 %"arg.B.5.1", 1
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data.1", [2 x i64] %".35", 5
  %".36" = insertvalue [2 x i64] undef, i64 %"arg.B.6.0", 0
  %".37" = insertvalue [2 x i64] %".36", i64 %"arg.B.6.1", 1
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape.1", [2 x i64] %".37", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"arg.C.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo.2", i8* %"arg.C.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent.2", i64 %"arg.C.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems.2", i64 %"arg.C.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize.2", double* %"arg.C.4", 4
  %".38" = insertvalue [2 x i64] undef, i64 %"arg.C.5.0", 0
  %".39" = insertvalue [2 x i64] %".38", i64 %"arg.C.5.1", 1
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data.2", [2 x i64] %".39", 5
  %".40" = insertvalue [2 x i64] undef, i64 %"arg.C.6.0", 0
  %".41" = insertvalue [2 x i64] %".40", i64 %"arg.C.6.1", 1
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape.2", [2 x i64] %".41", 6
  %"A" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  %"B" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  %"C" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  %"i" = alloca i32
  store i32 0, i32* %"i"
  %"j" = alloca i32
  store i32 0, i32* %"j"
  %".70" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".70"
  %".87" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".87"
  %"acc.2" = alloca double
  store double 0.0, double* %"acc.2"
  %".107" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".107"
  %".119" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".119"
  %".129" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".129"
  %".133" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".133"
  %".142" = alloca i64
  store i64 0, i64* %".142"
  %".145" = alloca i64
  store i64 0, i64* %".145"
  %"$phi174.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi174.0"
  %".184" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".184"
  %".187" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".187"
  %".213" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".213"
  %".219" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".219"
  %"$phi176.1" = alloca i64
  store i64 0, i64* %"$phi176.1"
  %".241" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241"
  %".297" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297"
  %".376" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  %".48" = trunc i64 2 to i32
  %".49" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".50" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".51" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".52" = mul i32 %".50", %".51"
  %".53" = add i32 %".52", %".49"
  %".54" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".55" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".56" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".57" = mul i32 %".55", %".56"
  %".58" = add i32 %".57", %".54"
  %".59" = insertvalue [2 x i32] undef, i32 %".53", 0
  %".60" = insertvalue [2 x i32] %".59", i32 %".58", 1
  %".61" = extractvalue [2 x i32] %".60", 0
  %".62" = extractvalue [2 x i32] %".60", 1
  %".64" = load i32, i32* %"i"
  store i32 %".61", i32* %"i"
  %".67" = load i32, i32* %"j"
  store i32 %".62", i32* %"j"
  %".69" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".70"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".69", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".70"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".70", i32 0, i32 5
  %".75" = getelementptr inbounds [2 x i64], [2 x i64]* %".74", i32 0, i32 0
  %".76" = load i64, i64* %".75", !range !1
  %".77" = getelementptr inbounds [2 x i64], [2 x i64]* %".74", i32 0, i32 1
  %".78" = load i64, i64* %".77", !range !1
  %".79" = insertvalue [2 x i64] undef, i64 %".76", 0
  %".80" = insertvalue [2 x i64] %".79", i64 %".78", 1
  %".81" = extractvalue [2 x i64] %".80", 0
  %".82" = load i32, i32* %"i"
  %".83" = sext i32 %".82" to i64
  %".84" = icmp slt i64 %".83", %".81"
  br i1 %".84", label %"B84", label %"B246"
B84:
  %".86" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".87"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".86", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".87"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".87", i32 0, i32 5
  %".92" = getelementptr inbounds [2 x i64], [2 x i64]* %".91", i32 0, i32 0
  %".93" = load i64, i64* %".92", !range !1
  %".94" = getelementptr inbounds [2 x i64], [2 x i64]* %".91", i32 0, i32 1
  %".95" = load i64, i64* %".94", !range !1
  %".96" = insertvalue [2 x i64] undef, i64 %".93", 0
  %".97" = insertvalue [2 x i64] %".96", i64 %".95", 1
  %".98" = extractvalue [2 x i64] %".97", 1
  %".99" = load i32, i32* %"j"
  %".100" = sext i32 %".99" to i64
  %".101" = icmp slt i64 %".100", %".98"
  br i1 %".101", label %"B118", label %"B250"
B118:
  %".104" = load double, double* %"acc.2"
  store double              0x0, double* %"acc.2"
  %".106" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".107"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".106", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".107"
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".107", i32 0, i32 5
  %".112" = getelementptr inbounds [2 x i64], [2 x i64]* %".111", i32 0, i32 0
  %".113" = load i64, i64* %".112", !range !1
  %".114" = getelementptr inbounds [2 x i64], [2 x i64]* %".111", i32 0, i32 1
  %".115" = load i64, i64* %".114", !range !1
  %".116" = insertvalue [2 x i64] undef, i64 %".113", 0
  %".117" = insertvalue [2 x i64] %".116", i64 %".115", 1
  %".118" = extractvalue [2 x i64] %".117", 1
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".119"
  %".122" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".119", i32 0, i32 0
  store i64 0, i64* %".122"
  %".124" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".119", i32 0, i32 1
  store i64 %".118", i64* %".124"
  %".126" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".119", i32 0, i32 2
  store i64 1, i64* %".126"
  %".128" = load {i64, i64, i64}, {i64, i64, i64}* %".119"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".129"
  store {i64, i64, i64} %".128", {i64, i64, i64}* %".129"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".133"
  %".136" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".129", i32 0, i32 0
  %".137" = load i64, i64* %".136"
  %".138" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".129", i32 0, i32 1
  %".139" = load i64, i64* %".138"
  %".140" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".129", i32 0, i32 2
  %".141" = load i64, i64* %".140"
  store i64 %".137", i64* %".142"
  %".147" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".133", i32 0, i32 0
  store i64* %".142", i64** %".147"
  %".149" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".133", i32 0, i32 1
  store i64 %".139", i64* %".149"
  %".151" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".133", i32 0, i32 2
  store i64 %".141", i64* %".151"
  %".153" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".133", i32 0, i32 3
  store i64* %".145", i64** %".153"
  %".155" = sub i64 %".139", %".137"
  %".156" = icmp sgt i64 %".155", 0
  %".157" = icmp sgt i64 %".141", 0
  %".158" = xor i1 %".156", %".157"
  %".159" = icmp eq i64 %".141", 0
  br i1 %".159", label %"B118.if", label %"B118.endif", !prof !2
B174:
  %".183" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi174.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".184"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".187"
  store {i64*, i64, i64, i64*} %".183", {i64*, i64, i64, i64*}* %".187"
  %".191" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".187", i32 0, i32 3
  %".192" = load i64*, i64** %".191"
  %".193" = load i64, i64* %".192"
  %".194" = icmp sgt i64 %".193", 0
  %".195" = getelementptr inbounds {i64, i1}, {i64, i1}* %".184", i32 0, i32 1
  store i1 %".194", i1* %".195"
  br i1 %".194", label %"B174.if", label %"B174.endif"
B176:
  %".229" = load i64, i64* %"$phi176.1"
  %".230" = load i64, i64* %"$phi176.1"
  store i64 0, i64* %"$phi176.1"
  %".232" = load i32, i32* %"i"
  %".233" = insertvalue {i32, i64} undef, i32 %".232", 0
  %".234" = insertvalue {i32, i64} %".233", i64 %".229", 1
  %".235" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  %".236" = extractvalue {i32, i64} %".234", 0
  %".237" = extractvalue {i32, i64} %".234", 1
  %".238" = sext i32 %".236" to i64
  %".239" = insertvalue [2 x i64] undef, i64 %".238", 0
  %".240" = insertvalue [2 x i64] %".239", i64 %".237", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".235", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241"
  %".245" = extractvalue [2 x i64] %".240", 0
  %".246" = extractvalue [2 x i64] %".240", 1
  %".247" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241", i32 0, i32 5
  %".248" = getelementptr inbounds [2 x i64], [2 x i64]* %".247", i32 0, i32 0
  %".249" = load i64, i64* %".248", !range !1
  %".250" = getelementptr inbounds [2 x i64], [2 x i64]* %".247", i32 0, i32 1
  %".251" = load i64, i64* %".250", !range !1
  %".252" = insertvalue [2 x i64] undef, i64 %".249", 0
  %".253" = insertvalue [2 x i64] %".252", i64 %".251", 1
  %".254" = extractvalue [2 x i64] %".253", 0
  %".255" = extractvalue [2 x i64] %".253", 1
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241", i32 0, i32 6
  %".257" = load [2 x i64], [2 x i64]* %".256"
  %".258" = extractvalue [2 x i64] %".257", 0
  %".259" = extractvalue [2 x i64] %".257", 1
  %".260" = icmp slt i64 %".245", 0
  %".261" = add i64 %".245", %".254"
  %".262" = select  i1 %".260", i64 %".261", i64 %".245"
  %".263" = icmp slt i64 %".246", 0
  %".264" = add i64 %".246", %".255"
  %".265" = select  i1 %".263", i64 %".264", i64 %".246"
  %".266" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241", i32 0, i32 5
  %".267" = getelementptr inbounds [2 x i64], [2 x i64]* %".266", i32 0, i32 0
  %".268" = load i64, i64* %".267", !range !1
  %".269" = getelementptr inbounds [2 x i64], [2 x i64]* %".266", i32 0, i32 1
  %".270" = load i64, i64* %".269", !range !1
  %".271" = insertvalue [2 x i64] undef, i64 %".268", 0
  %".272" = insertvalue [2 x i64] %".271", i64 %".270", 1
  %".273" = extractvalue [2 x i64] %".272", 0
  %".274" = extractvalue [2 x i64] %".272", 1
  %".275" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241", i32 0, i32 6
  %".276" = load [2 x i64], [2 x i64]* %".275"
  %".277" = extractvalue [2 x i64] %".276", 0
  %".278" = extractvalue [2 x i64] %".276", 1
  %".279" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".241", i32 0, i32 4
  %".280" = load double*, double** %".279"
  %".281" = mul i64 %".277", %".262"
  %".282" = mul i64 %".278", %".265"
  %".283" = add i64 %".281", %".282"
  %".284" = ptrtoint double* %".280" to i64
  %".285" = add i64 %".284", %".283"
  %".286" = inttoptr i64 %".285" to double*
  %".287" = load double, double* %".286"
  %".288" = load i32, i32* %"j"
  %".289" = insertvalue {i64, i32} undef, i64 %".229", 0
  %".290" = insertvalue {i64, i32} %".289", i32 %".288", 1
  %".291" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  %".292" = extractvalue {i64, i32} %".290", 0
  %".293" = extractvalue {i64, i32} %".290", 1
  %".294" = sext i32 %".293" to i64
  %".295" = insertvalue [2 x i64] undef, i64 %".292", 0
  %".296" = insertvalue [2 x i64] %".295", i64 %".294", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".291", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297"
  %".301" = extractvalue [2 x i64] %".296", 0
  %".302" = extractvalue [2 x i64] %".296", 1
  %".303" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297", i32 0, i32 5
  %".304" = getelementptr inbounds [2 x i64], [2 x i64]* %".303", i32 0, i32 0
  %".305" = load i64, i64* %".304", !range !1
  %".306" = getelementptr inbounds [2 x i64], [2 x i64]* %".303", i32 0, i32 1
  %".307" = load i64, i64* %".306", !range !1
  %".308" = insertvalue [2 x i64] undef, i64 %".305", 0
  %".309" = insertvalue [2 x i64] %".308", i64 %".307", 1
  %".310" = extractvalue [2 x i64] %".309", 0
  %".311" = extractvalue [2 x i64] %".309", 1
  %".312" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297", i32 0, i32 6
  %".313" = load [2 x i64], [2 x i64]* %".312"
  %".314" = extractvalue [2 x i64] %".313", 0
  %".315" = extractvalue [2 x i64] %".313", 1
  %".316" = icmp slt i64 %".301", 0
  %".317" = add i64 %".301", %".310"
  %".318" = select  i1 %".316", i64 %".317", i64 %".301"
  %".319" = icmp slt i64 %".302", 0
  %".320" = add i64 %".302", %".311"
  %".321" = select  i1 %".319", i64 %".320", i64 %".302"
  %".322" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297", i32 0, i32 5
  %".323" = getelementptr inbounds [2 x i64], [2 x i64]* %".322", i32 0, i32 0
  %".324" = load i64, i64* %".323", !range !1
  %".325" = getelementptr inbounds [2 x i64], [2 x i64]* %".322", i32 0, i32 1
  %".326" = load i64, i64* %".325", !range !1
  %".327" = insertvalue [2 x i64] undef, i64 %".324", 0
  %".328" = insertvalue [2 x i64] %".327", i64 %".326", 1
  %".329" = extractvalue [2 x i64] %".328", 0
  %".330" = extractvalue [2 x i64] %".328", 1
  %".331" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297", i32 0, i32 6
  %".332" = load [2 x i64], [2 x i64]* %".331"
  %".333" = extractvalue [2 x i64] %".332", 0
  %".334" = extractvalue [2 x i64] %".332", 1
  %".335" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".297", i32 0, i32 4
  %".336" = load double*, double** %".335"
  %".337" = mul i64 %".333", %".318"
  %".338" = mul i64 %".334", %".321"
  %".339" = add i64 %".337", %".338"
  %".340" = ptrtoint double* %".336" to i64
  %".341" = add i64 %".340", %".339"
  %".342" = inttoptr i64 %".341" to double*
  %".343" = load double, double* %".342"
  %".344" = fmul double %".287", %".343"
  %".345" = load double, double* %"acc.2"
  %".346" = fadd double %".345", %".344"
  %".347" = load double, double* %"acc.2"
  store double %".346", double* %"acc.2"
  br label %"B174"
B228:
  %".350" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  %".352" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  %".354" = load i64, i64* %"$phi176.1"
  store i64 0, i64* %"$phi176.1"
  %".356" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi174.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi174.0"
  %".358" = load i32, i32* %"i"
  %".359" = load i32, i32* %"j"
  %".360" = insertvalue [2 x i32] undef, i32 %".358", 0
  %".361" = insertvalue [2 x i32] %".360", i32 %".359", 1
  %".362" = load i32, i32* %"j"
  store i32 0, i32* %"j"
  %".364" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".366" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  %".367" = load double, double* %"acc.2"
  %".368" = extractvalue [2 x i32] %".361", 0
  %".369" = extractvalue [2 x i32] %".361", 1
  %".370" = sext i32 %".368" to i64
  %".371" = sext i32 %".369" to i64
  %".372" = insertvalue [2 x i64] undef, i64 %".370", 0
  %".373" = insertvalue [2 x i64] %".372", i64 %".371", 1
  %".374" = extractvalue [2 x i64] %".373", 0
  %".375" = extractvalue [2 x i64] %".373", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".366", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376"
  %".380" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376", i32 0, i32 5
  %".381" = getelementptr inbounds [2 x i64], [2 x i64]* %".380", i32 0, i32 0
  %".382" = load i64, i64* %".381", !range !1
  %".383" = getelementptr inbounds [2 x i64], [2 x i64]* %".380", i32 0, i32 1
  %".384" = load i64, i64* %".383", !range !1
  %".385" = insertvalue [2 x i64] undef, i64 %".382", 0
  %".386" = insertvalue [2 x i64] %".385", i64 %".384", 1
  %".387" = extractvalue [2 x i64] %".386", 0
  %".388" = extractvalue [2 x i64] %".386", 1
  %".389" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376", i32 0, i32 6
  %".390" = load [2 x i64], [2 x i64]* %".389"
  %".391" = extractvalue [2 x i64] %".390", 0
  %".392" = extractvalue [2 x i64] %".390", 1
  %".393" = icmp slt i64 %".374", 0
  %".394" = add i64 %".374", %".387"
  %".395" = select  i1 %".393", i64 %".394", i64 %".374"
  %".396" = icmp slt i64 %".375", 0
  %".397" = add i64 %".375", %".388"
  %".398" = select  i1 %".396", i64 %".397", i64 %".375"
  %".399" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376", i32 0, i32 5
  %".400" = getelementptr inbounds [2 x i64], [2 x i64]* %".399", i32 0, i32 0
  %".401" = load i64, i64* %".400", !range !1
  %".402" = getelementptr inbounds [2 x i64], [2 x i64]* %".399", i32 0, i32 1
  %".403" = load i64, i64* %".402", !range !1
  %".404" = insertvalue [2 x i64] undef, i64 %".401", 0
  %".405" = insertvalue [2 x i64] %".404", i64 %".403", 1
  %".406" = extractvalue [2 x i64] %".405", 0
  %".407" = extractvalue [2 x i64] %".405", 1
  %".408" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376", i32 0, i32 6
  %".409" = load [2 x i64], [2 x i64]* %".408"
  %".410" = extractvalue [2 x i64] %".409", 0
  %".411" = extractvalue [2 x i64] %".409", 1
  %".412" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".376", i32 0, i32 4
  %".413" = load double*, double** %".412"
  %".414" = mul i64 %".410", %".395"
  %".415" = mul i64 %".411", %".398"
  %".416" = add i64 %".414", %".415"
  %".417" = ptrtoint double* %".413" to i64
  %".418" = add i64 %".417", %".416"
  %".419" = inttoptr i64 %".418" to double*
  store double %".367", double* %".419"
  %".421" = load double, double* %"acc.2"
  store double 0.0, double* %"acc.2"
  %".423" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  store i8* null, i8** %".ret"
  ret i32 0
B246:
  %".427" = load i32, i32* %"j"
  store i32 0, i32* %"j"
  %".429" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".431" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  %".433" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  %".435" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  store i8* null, i8** %".ret"
  ret i32 0
B250:
  %".439" = load i32, i32* %"j"
  store i32 0, i32* %"j"
  %".441" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".443" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"C"
  %".445" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"B"
  %".447" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"A"
  store i8* null, i8** %".ret"
  ret i32 0
B118.if:
  ret i32 1
B118.endif:
  br i1 %".158", label %"B118.endif.if", label %"B118.endif.else"
B118.endif.if:
  %".163" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".133", i32 0, i32 3
  %".164" = load i64*, i64** %".163"
  store i64 0, i64* %".164"
  br label %"B118.endif.endif"
B118.endif.else:
  %".167" = srem i64 %".155", %".141"
  %".168" = sub i64 0, %".167"
  %".169" = select  i1 %".156", i64 %".167", i64 %".168"
  %".170" = icmp sgt i64 %".169", 0
  %".171" = sdiv i64 %".155", %".141"
  %".172" = select  i1 %".170", i64 1, i64 0
  %".173" = add i64 %".171", %".172"
  %".174" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".133", i32 0, i32 3
  %".175" = load i64*, i64** %".174"
  store i64 %".173", i64* %".175"
  br label %"B118.endif.endif"
B118.endif.endif:
  %".178" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".133"
  %".180" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi174.0"
  store {i64*, i64, i64, i64*} %".178", {i64*, i64, i64, i64*}* %"$phi174.0"
  br label %"B174"
B174.if:
  %".198" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".187", i32 0, i32 0
  %".199" = load i64*, i64** %".198"
  %".200" = load i64, i64* %".199"
  %".201" = getelementptr inbounds {i64, i1}, {i64, i1}* %".184", i32 0, i32 0
  store i64 %".200", i64* %".201"
  %".203" = sub nsw i64 %".193", 1
  store i64 %".203", i64* %".192"
  %".205" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".187", i32 0, i32 2
  %".206" = load i64, i64* %".205"
  %".207" = add i64 %".200", %".206"
  %".208" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".187", i32 0, i32 0
  %".209" = load i64*, i64** %".208"
  store i64 %".207", i64* %".209"
  br label %"B174.endif"
B174.endif:
  %".212" = load {i64, i1}, {i64, i1}* %".184"
  store {i64, i1} zeroinitializer, {i64, i1}* %".213"
  store {i64, i1} %".212", {i64, i1}* %".213"
  %".217" = getelementptr inbounds {i64, i1}, {i64, i1}* %".213", i32 0, i32 0
  %".218" = load i64, i64* %".217"
  store {i64, i1} zeroinitializer, {i64, i1}* %".219"
  store {i64, i1} %".212", {i64, i1}* %".219"
  %".223" = getelementptr inbounds {i64, i1}, {i64, i1}* %".219", i32 0, i32 1
  %".224" = load i1, i1* %".223"
  %".226" = load i64, i64* %"$phi176.1"
  store i64 %".218", i64* %"$phi176.1"
  br i1 %".224", label %"B176", label %"B228"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }