; PRODUCER: Numba 0.56.4 (the body of saxpy, as handed to libNVVM)
; COMMAND: python3 nb.py, as numba_saxpy_kernel.ll (module 1 of 2)
; SM: 75
; ModuleID = "saxpy$1"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8** %".ret", float %"arg.a", i8* %"arg.x.0", i8* %"arg.x.1", i64 %"arg.x.2", i64 %"arg.x.3", float* %"arg.x.4", i64 %"arg.x.5.0", i64 %"arg.x.6.0", i8* %"arg.y.0", i8* %"arg.y.1", i64 %"arg.y.2", i64 %"arg.y.3", float* %"arg.y.4", i64 %"arg.y.5.0", i64 %"arg.y.6.0", i8* %"arg.out.0", i8* %"arg.out.1", i64 %"arg.out.2", i64 %"arg.out.3", float* %"arg.out.4", i64 %"arg.out.5.0", i64 %"arg.out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"arg.x.4", 4
  %".25" = insertvalue [1 x i64] undef, i64 %"arg.x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".25", 5
  %".26" = insertvalue [1 x i64] undef, i64 %"arg.x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".26", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.y.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"arg.y.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"arg.y.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"arg.y.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"arg.y.4", 4
  %".27" = insertvalue [1 x i64] undef, i64 %"arg.y.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".27", 5
  %".28" = insertvalue [1 x i64] undef, i64 %"arg.y.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".28", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"arg.out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"arg.out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"arg.out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"arg.out.4", 4
  %".29" = insertvalue [1 x i64] undef, i64 %"arg.out.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".29", 5
  %".30" = insertvalue [1 x i64] undef, i64 %"arg.out.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".30", 6
  %"a" = alloca float
  store float 0.0, float* %"a"
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"y" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"y"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i32
  store i32 0, i32* %"i"
  %".49" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49"
  %".62" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62"
  %".101" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101"
  %".137" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  br label %"B0"
B0:
  store float %"arg.a", float* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".39" = trunc i64 1 to i32
  %".40" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".41" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".42" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".43" = mul i32 %".41", %".42"
  %".44" = add i32 %".43", %".40"
  %".46" = load i32, i32* %"i"
  store i32 %".44", i32* %"i"
  %".48" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  %".55" = load i32, i32* %"i"
  %".56" = sext i32 %".55" to i64
  %".57" = icmp slt i64 %".56", %".54"
  br i1 %".57", label %"B66", label %"B116"
B66:
  %".59" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".60" = load i32, i32* %"i"
  %".61" = sext i32 %".60" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 5
  %".67" = getelementptr inbounds [1 x i64], [1 x i64]* %".66", i32 0, i32 0
  %".68" = load i64, i64* %".67", !range !1
  %".69" = insertvalue [1 x i64] undef, i64 %".68", 0
  %".70" = extractvalue [1 x i64] %".69", 0
  %".71" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 6
  %".72" = load [1 x i64], [1 x i64]* %".71"
  %".73" = extractvalue [1 x i64] %".72", 0
  %".74" = icmp slt i64 %".61", 0
  %".75" = add i64 %".61", %".70"
  %".76" = select  i1 %".74", i64 %".75", i64 %".61"
  %".77" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 5
  %".78" = getelementptr inbounds [1 x i64], [1 x i64]* %".77", i32 0, i32 0
  %".79" = load i64, i64* %".78", !range !1
  %".80" = insertvalue [1 x i64] undef, i64 %".79", 0
  %".81" = extractvalue [1 x i64] %".80", 0
  %".82" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 6
  %".83" = load [1 x i64], [1 x i64]* %".82"
  %".84" = extractvalue [1 x i64] %".83", 0
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 4
  %".86" = load float*, float** %".85"
  %".87" = mul i64 %".84", %".76"
  %".88" = ptrtoint float* %".86" to i64
  %".89" = add i64 %".88", %".87"
  %".90" = inttoptr i64 %".89" to float*
  %".91" = load float, float* %".90"
  %".92" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".94" = load float, float* %"a"
  %".95" = fmul float %".94", %".91"
  %".96" = load float, float* %"a"
  store float 0.0, float* %"a"
  %".98" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"y"
  %".99" = load i32, i32* %"i"
  %".100" = sext i32 %".99" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".98", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101"
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 5
  %".106" = getelementptr inbounds [1 x i64], [1 x i64]* %".105", i32 0, i32 0
  %".107" = load i64, i64* %".106", !range !1
  %".108" = insertvalue [1 x i64] undef, i64 %".107", 0
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 6
  %".111" = load [1 x i64], [1 x i64]* %".110"
  %".112" = extractvalue [1 x i64] %".111", 0
  %".113" = icmp slt i64 %".100", 0
  %".114" = add i64 %".100", %".109"
  %".115" = select  i1 %".113", i64 %".114", i64 %".100"
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 5
  %".117" = getelementptr inbounds [1 x i64], [1 x i64]* %".116", i32 0, i32 0
  %".118" = load i64, i64* %".117", !range !1
  %".119" = insertvalue [1 x i64] undef, i64 %".118", 0
  %".120" = extractvalue [1 x i64] %".119", 0
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 6
  %".122" = load [1 x i64], [1 x i64]* %".121"
  %".123" = extractvalue [1 x i64] %".122", 0
  %".124" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 4
  %".125" = load float*, float** %".124"
  %".126" = mul i64 %".123", %".115"
  %".127" = ptrtoint float* %".125" to i64
  %".128" = add i64 %".127", %".126"
  %".129" = inttoptr i64 %".128" to float*
  %".130" = load float, float* %".129"
  %".131" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"y"
  %".133" = fadd float %".95", %".130"
  %".134" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".135" = load i32, i32* %"i"
  %".136" = sext i32 %".135" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".134", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
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
  %".162" = mul i64 %".159", %".151"
  %".163" = ptrtoint float* %".161" to i64
  %".164" = add i64 %".163", %".162"
  %".165" = inttoptr i64 %".164" to float*
  store float %".133", float* %".165"
  %".167" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".169" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  store i8* null, i8** %".ret"
  ret i32 0
B116:
  %".173" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"y"
  %".175" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".177" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".179" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".181" = load float, float* %"a"
  store float 0.0, float* %"a"
  store i8* null, i8** %".ret"
  ret i32 0
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ i64 0, i64 9223372036854775807 }