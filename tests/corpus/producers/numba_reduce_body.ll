; PRODUCER: Numba 0.56.4 (a block tree reduction: cuda.shared.array, syncthreads, a while loop, cuda.atomic.add; unoptimised, every local variable an alloca, as Numba hands it to libNVVM)
; COMMAND: python3 tests/numba/kernels.py OUT (kernel reduce_sum, cuda.compile_ptx for cc 9.0) with numba.cuda.cudadrv.nvvm.CompilationUnit.add_module replaced to capture its modules (module 1 of 2: the body)
; SM: 90
; ModuleID = "reduce_sum$2"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10reduce_sumB2v2B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__10reduce_sumB2v2B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8** %".ret", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", float* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0", i8* %"arg.out.0", i8* %"arg.out.1", i64 %"arg.out.2", i64 %"arg.out.3", float* %"arg.out.4", i64 %"arg.out.5.0", i64 %"arg.out.6.0")
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
  %".26" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26"
  %"buf" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %"t" = alloca i32
  store i32 0, i32* %"t"
  %"i" = alloca i32
  store i32 0, i32* %"i"
  %".74" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".74"
  %".87" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87"
  %"$phi218.0.2" = alloca float
  store float 0.0, float* %"$phi218.0.2"
  %".137" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  %"s.2" = alloca i64
  store i64 0, i64* %"s.2"
  %"$400pred" = alloca i1
  store i1 0, i1* %"$400pred"
  %".185" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185"
  %".219" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219"
  %".252" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".291" = alloca i64
  store i64 0, i64* %".291"
  %".294" = alloca i64
  store i64 0, i64* %".294"
  %".342" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342"
  %".374" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".374"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".25" = call i8* @"llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8"(i8 addrspace(3)* bitcast ([128 x float] addrspace(3)* @"_cudapy_smem_1" to i8 addrspace(3)*))
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26"
  %".29" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 4
  %".30" = load float*, float** %".29"
  %".31" = bitcast i8* %".25" to float*
  %".32" = insertvalue [1 x i64] undef, i64 128, 0
  %".33" = insertvalue [1 x i64] undef, i64 4, 0
  %".34" = extractvalue [1 x i64] %".32", 0
  %".35" = mul nsw i64 1, %".34"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 5
  store [1 x i64] %".32", [1 x i64]* %".36"
  %".38" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 6
  store [1 x i64] %".33", [1 x i64]* %".38"
  %".40" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 4
  store float* %".31", float** %".40"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 3
  store i64 4, i64* %".42"
  %".44" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 0
  store i8* null, i8** %".44"
  %".46" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 1
  store i8* null, i8** %".46"
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26", i32 0, i32 2
  store i64 %".35", i64* %".48"
  %".50" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".26"
  %".52" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".50", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".54" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".55" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".56" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".57" = insertvalue {i32, i32, i32} undef, i32 %".54", 0
  %".58" = insertvalue {i32, i32, i32} %".57", i32 %".55", 1
  %".59" = insertvalue {i32, i32, i32} %".58", i32 %".56", 2
  %".60" = extractvalue {i32, i32, i32} %".59", 0
  %".62" = load i32, i32* %"t"
  store i32 %".60", i32* %"t"
  %".64" = trunc i64 1 to i32
  %".65" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".66" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".67" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".68" = mul i32 %".66", %".67"
  %".69" = add i32 %".68", %".65"
  %".71" = load i32, i32* %"i"
  store i32 %".69", i32* %"i"
  %".73" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".74"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".73", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".74"
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".74", i32 0, i32 2
  %".79" = load i64, i64* %".78"
  %".80" = load i32, i32* %"i"
  %".81" = sext i32 %".80" to i64
  %".82" = icmp slt i64 %".81", %".79"
  br i1 %".82", label %"B174", label %"B190"
B174:
  %".84" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".85" = load i32, i32* %"i"
  %".86" = sext i32 %".85" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".84", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 5
  %".92" = getelementptr inbounds [1 x i64], [1 x i64]* %".91", i32 0, i32 0
  %".93" = load i64, i64* %".92", !range !1
  %".94" = insertvalue [1 x i64] undef, i64 %".93", 0
  %".95" = extractvalue [1 x i64] %".94", 0
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 6
  %".97" = load [1 x i64], [1 x i64]* %".96"
  %".98" = extractvalue [1 x i64] %".97", 0
  %".99" = icmp slt i64 %".86", 0
  %".100" = add i64 %".86", %".95"
  %".101" = select  i1 %".99", i64 %".100", i64 %".86"
  %".102" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 5
  %".103" = getelementptr inbounds [1 x i64], [1 x i64]* %".102", i32 0, i32 0
  %".104" = load i64, i64* %".103", !range !1
  %".105" = insertvalue [1 x i64] undef, i64 %".104", 0
  %".106" = extractvalue [1 x i64] %".105", 0
  %".107" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 6
  %".108" = load [1 x i64], [1 x i64]* %".107"
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 4
  %".111" = load float*, float** %".110"
  %".112" = mul i64 %".109", %".101"
  %".113" = ptrtoint float* %".111" to i64
  %".114" = add i64 %".113", %".112"
  %".115" = inttoptr i64 %".114" to float*
  %".116" = load float, float* %".115"
  %".117" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".119" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".122" = load float, float* %"$phi218.0.2"
  store float %".116", float* %"$phi218.0.2"
  br label %"B218"
B190:
  %".125" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".127" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".129" = sitofp i64 0 to float
  %".130" = load float, float* %"$phi218.0.2"
  store float %".129", float* %"$phi218.0.2"
  br label %"B218"
B218:
  %".133" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".134" = load float, float* %"$phi218.0.2"
  %".135" = load i32, i32* %"t"
  %".136" = sext i32 %".135" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".133", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  %".141" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 5
  %".142" = getelementptr inbounds [1 x i64], [1 x i64]* %".141", i32 0, i32 0
  %".143" = load i64, i64* %".142", !range !1
  %".144" = insertvalue [1 x i64] undef, i64 %".143", 0
  %".145" = extractvalue [1 x i64] %".144", 0
  %".146" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 6
  %".147" = load [1 x i64], [1 x i64]* %".146"
  %".148" = extractvalue [1 x i64] %".147", 0
  %".149" = icmp slt i64 %".136", 0
  %".150" = add i64 %".136", %".145"
  %".151" = select  i1 %".149", i64 %".150", i64 %".136"
  %".152" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 5
  %".153" = getelementptr inbounds [1 x i64], [1 x i64]* %".152", i32 0, i32 0
  %".154" = load i64, i64* %".153", !range !1
  %".155" = insertvalue [1 x i64] undef, i64 %".154", 0
  %".156" = extractvalue [1 x i64] %".155", 0
  %".157" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 6
  %".158" = load [1 x i64], [1 x i64]* %".157"
  %".159" = extractvalue [1 x i64] %".158", 0
  %".160" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 4
  %".161" = load float*, float** %".160"
  %".162" = mul i64 %".151", 1
  %".163" = add i64 0, %".162"
  %".164" = getelementptr float, float* %".161", i64 %".163"
  store float %".134", float* %".164"
  %".166" = load float, float* %"$phi218.0.2"
  store float 0.0, float* %"$phi218.0.2"
  call void @"llvm.nvvm.barrier0"()
  %".170" = load i64, i64* %"s.2"
  store i64 64, i64* %"s.2"
  %".172" = icmp sgt i64 64, 0
  br i1 %".172", label %"B280", label %"B402"
B280:
  %".175" = load i1, i1* %"$400pred"
  store i1 0, i1* %"$400pred"
  %".177" = load i32, i32* %"t"
  %".178" = load i64, i64* %"s.2"
  %".179" = sext i32 %".177" to i64
  %".180" = icmp slt i64 %".179", %".178"
  br i1 %".180", label %"B292", label %"B342"
B292:
  %".182" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".183" = load i32, i32* %"t"
  %".184" = sext i32 %".183" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".182", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185"
  %".189" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 5
  %".190" = getelementptr inbounds [1 x i64], [1 x i64]* %".189", i32 0, i32 0
  %".191" = load i64, i64* %".190", !range !1
  %".192" = insertvalue [1 x i64] undef, i64 %".191", 0
  %".193" = extractvalue [1 x i64] %".192", 0
  %".194" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 6
  %".195" = load [1 x i64], [1 x i64]* %".194"
  %".196" = extractvalue [1 x i64] %".195", 0
  %".197" = icmp slt i64 %".184", 0
  %".198" = add i64 %".184", %".193"
  %".199" = select  i1 %".197", i64 %".198", i64 %".184"
  %".200" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 5
  %".201" = getelementptr inbounds [1 x i64], [1 x i64]* %".200", i32 0, i32 0
  %".202" = load i64, i64* %".201", !range !1
  %".203" = insertvalue [1 x i64] undef, i64 %".202", 0
  %".204" = extractvalue [1 x i64] %".203", 0
  %".205" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 6
  %".206" = load [1 x i64], [1 x i64]* %".205"
  %".207" = extractvalue [1 x i64] %".206", 0
  %".208" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 4
  %".209" = load float*, float** %".208"
  %".210" = mul i64 %".199", 1
  %".211" = add i64 0, %".210"
  %".212" = getelementptr float, float* %".209", i64 %".211"
  %".213" = load float, float* %".212"
  %".214" = load i32, i32* %"t"
  %".215" = load i64, i64* %"s.2"
  %".216" = sext i32 %".214" to i64
  %".217" = add nsw i64 %".216", %".215"
  %".218" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".218", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219"
  %".223" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219", i32 0, i32 5
  %".224" = getelementptr inbounds [1 x i64], [1 x i64]* %".223", i32 0, i32 0
  %".225" = load i64, i64* %".224", !range !1
  %".226" = insertvalue [1 x i64] undef, i64 %".225", 0
  %".227" = extractvalue [1 x i64] %".226", 0
  %".228" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219", i32 0, i32 6
  %".229" = load [1 x i64], [1 x i64]* %".228"
  %".230" = extractvalue [1 x i64] %".229", 0
  %".231" = icmp slt i64 %".217", 0
  %".232" = add i64 %".217", %".227"
  %".233" = select  i1 %".231", i64 %".232", i64 %".217"
  %".234" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219", i32 0, i32 5
  %".235" = getelementptr inbounds [1 x i64], [1 x i64]* %".234", i32 0, i32 0
  %".236" = load i64, i64* %".235", !range !1
  %".237" = insertvalue [1 x i64] undef, i64 %".236", 0
  %".238" = extractvalue [1 x i64] %".237", 0
  %".239" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219", i32 0, i32 6
  %".240" = load [1 x i64], [1 x i64]* %".239"
  %".241" = extractvalue [1 x i64] %".240", 0
  %".242" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".219", i32 0, i32 4
  %".243" = load float*, float** %".242"
  %".244" = mul i64 %".233", 1
  %".245" = add i64 0, %".244"
  %".246" = getelementptr float, float* %".243", i64 %".245"
  %".247" = load float, float* %".246"
  %".248" = fadd float %".213", %".247"
  %".249" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".250" = load i32, i32* %"t"
  %".251" = sext i32 %".250" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".249", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252"
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 5
  %".257" = getelementptr inbounds [1 x i64], [1 x i64]* %".256", i32 0, i32 0
  %".258" = load i64, i64* %".257", !range !1
  %".259" = insertvalue [1 x i64] undef, i64 %".258", 0
  %".260" = extractvalue [1 x i64] %".259", 0
  %".261" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 6
  %".262" = load [1 x i64], [1 x i64]* %".261"
  %".263" = extractvalue [1 x i64] %".262", 0
  %".264" = icmp slt i64 %".251", 0
  %".265" = add i64 %".251", %".260"
  %".266" = select  i1 %".264", i64 %".265", i64 %".251"
  %".267" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 5
  %".268" = getelementptr inbounds [1 x i64], [1 x i64]* %".267", i32 0, i32 0
  %".269" = load i64, i64* %".268", !range !1
  %".270" = insertvalue [1 x i64] undef, i64 %".269", 0
  %".271" = extractvalue [1 x i64] %".270", 0
  %".272" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 6
  %".273" = load [1 x i64], [1 x i64]* %".272"
  %".274" = extractvalue [1 x i64] %".273", 0
  %".275" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 4
  %".276" = load float*, float** %".275"
  %".277" = mul i64 %".266", 1
  %".278" = add i64 0, %".277"
  %".279" = getelementptr float, float* %".276", i64 %".278"
  store float %".248", float* %".279"
  br label %"B342"
B342:
  call void @"llvm.nvvm.barrier0"()
  %".283" = load i64, i64* %"s.2"
  %".286" = icmp eq i64 2, 0
  br i1 %".286", label %"B342.if", label %"B342.else", !prof !2
B402:
  %".331" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  %".333" = load i1, i1* %"$400pred"
  store i1 0, i1* %"$400pred"
  %".335" = load i32, i32* %"t"
  %".336" = sext i32 %".335" to i64
  %".337" = icmp eq i64 %".336", 0
  %".338" = load i32, i32* %"t"
  store i32 0, i32* %"t"
  br i1 %".337", label %"B414", label %"B496"
B414:
  %".341" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".341", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342"
  %".346" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342", i32 0, i32 5
  %".347" = getelementptr inbounds [1 x i64], [1 x i64]* %".346", i32 0, i32 0
  %".348" = load i64, i64* %".347", !range !1
  %".349" = insertvalue [1 x i64] undef, i64 %".348", 0
  %".350" = extractvalue [1 x i64] %".349", 0
  %".351" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342", i32 0, i32 6
  %".352" = load [1 x i64], [1 x i64]* %".351"
  %".353" = extractvalue [1 x i64] %".352", 0
  %".354" = icmp slt i64 0, 0
  %".355" = add i64 0, %".350"
  %".356" = select  i1 %".354", i64 %".355", i64 0
  %".357" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342", i32 0, i32 5
  %".358" = getelementptr inbounds [1 x i64], [1 x i64]* %".357", i32 0, i32 0
  %".359" = load i64, i64* %".358", !range !1
  %".360" = insertvalue [1 x i64] undef, i64 %".359", 0
  %".361" = extractvalue [1 x i64] %".360", 0
  %".362" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342", i32 0, i32 6
  %".363" = load [1 x i64], [1 x i64]* %".362"
  %".364" = extractvalue [1 x i64] %".363", 0
  %".365" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".342", i32 0, i32 4
  %".366" = load float*, float** %".365"
  %".367" = mul i64 %".356", 1
  %".368" = add i64 0, %".367"
  %".369" = getelementptr float, float* %".366", i64 %".368"
  %".370" = load float, float* %".369"
  %".371" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".373" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".374"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".373", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".374"
  %".378" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".374", i32 0, i32 5
  %".379" = getelementptr inbounds [1 x i64], [1 x i64]* %".378", i32 0, i32 0
  %".380" = load i64, i64* %".379", !range !1
  %".381" = insertvalue [1 x i64] undef, i64 %".380", 0
  %".382" = extractvalue [1 x i64] %".381", 0
  %".383" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".374", i32 0, i32 6
  %".384" = load [1 x i64], [1 x i64]* %".383"
  %".385" = extractvalue [1 x i64] %".384", 0
  %".386" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".374", i32 0, i32 4
  %".387" = load float*, float** %".386"
  %".388" = icmp slt i64 0, 0
  %".389" = add i64 %".382", 0
  %".390" = select  i1 %".388", i64 %".389", i64 0
  %".391" = mul i64 %".385", %".390"
  %".392" = ptrtoint float* %".387" to i64
  %".393" = add i64 %".392", %".391"
  %".394" = inttoptr i64 %".393" to float*
  %".395" = call float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".394", float %".370")
  %".396" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store i8* null, i8** %".ret"
  ret i32 0
B496:
  %".400" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".402" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store i8* null, i8** %".ret"
  ret i32 0
B342.if:
  store i64 2, i64* %"quot"
  store i64 2, i64* %"rem"
  br label %"B342.endif"
B342.else:
  store i64 0, i64* %".291"
  store i64 0, i64* %".294"
  %".297" = icmp eq i64 %".283", -9223372036854775808
  %".298" = icmp eq i64 2, -1
  %".299" = and i1 %".297", %".298"
  %".300" = xor i1 %".299", -1
  br i1 %".300", label %"B342.else.if", label %"B342.else.endif", !prof !3
B342.endif:
  %".323" = load i64, i64* %"quot"
  %".324" = load i64, i64* %"s.2"
  store i64 %".323", i64* %"s.2"
  %".326" = icmp sgt i64 %".323", 0
  %".327" = load i1, i1* %"$400pred"
  store i1 %".326", i1* %"$400pred"
  %".329" = load i1, i1* %"$400pred"
  br i1 %".329", label %"B280", label %"B402"
B342.else.if:
  %".302" = sdiv i64 %".283", 2
  %".303" = srem i64 %".283", 2
  %".304" = xor i64 2, %".303"
  %".305" = icmp slt i64 %".304", 0
  %".306" = icmp ne i64 %".303", 0
  %".307" = and i1 %".306", %".305"
  br i1 %".307", label %"B342.else.if.if", label %"B342.else.if.else"
B342.else.endif:
  %".318" = load i64, i64* %".291"
  %".319" = load i64, i64* %".294"
  store i64 %".318", i64* %"quot"
  store i64 %".319", i64* %"rem"
  br label %"B342.endif"
B342.else.if.if:
  %".312" = sub i64 %".302", 1
  store i64 %".312", i64* %".291"
  %".314" = add i64 %".303", 2
  store i64 %".314", i64* %".294"
  br label %"B342.else.if.endif"
B342.else.if.else:
  store i64 %".302", i64* %".291"
  store i64 %".303", i64* %".294"
  br label %"B342.else.if.endif"
B342.else.if.endif:
  br label %"B342.else.endif"
}

@"_cudapy_smem_1" = addrspace(3) global [128 x float] undef, align 4
declare i8* @"llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8"(i8 addrspace(3)* %".1")

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.nvvm.barrier0"()

declare float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".1", float %".2")

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }