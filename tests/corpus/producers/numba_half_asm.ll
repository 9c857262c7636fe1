; PRODUCER: Numba 0.56.4 (cuda.fp16.hfma/hmax on float16 arrays: NVVM IR with multi-line inline asm strings)
; COMMAND: python3 nb.py, kernel halfk (module 1 of 2)
; SM: 75
; ModuleID = "halfk$13"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__5halfkB3v13B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__5halfkB3v13B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE"(i8** %".ret", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", i16* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0", i8* %"arg.b.0", i8* %"arg.b.1", i64 %"arg.b.2", i64 %"arg.b.3", i16* %"arg.b.4", i64 %"arg.b.5.0", i64 %"arg.b.6.0", i8* %"arg.out.0", i8* %"arg.out.1", i64 %"arg.out.2", i64 %"arg.out.3", i16* %"arg.out.4", i64 %"arg.out.5.0", i64 %"arg.out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.itemsize", i16* %"arg.a.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} undef, i8* %"arg.b.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"arg.b.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"arg.b.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"arg.b.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i16* %"arg.b.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"arg.b.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"arg.b.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} undef, i8* %"arg.out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"arg.out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"arg.out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"arg.out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", i16* %"arg.out.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"arg.out.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"arg.out.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"a" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  %"b" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  %"out" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i32
  store i32 0, i32* %"i"
  %".46" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".46"
  %".59" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59"
  %".92" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92"
  %".125" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125"
  %".159" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159"
  %".194" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194"
  %".235" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  %".36" = trunc i64 1 to i32
  %".37" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".38" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".39" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".40" = mul i32 %".38", %".39"
  %".41" = add i32 %".40", %".37"
  %".43" = load i32, i32* %"i"
  store i32 %".41", i32* %"i"
  %".45" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".46"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".45", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".46"
  %".50" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".46", i32 0, i32 2
  %".51" = load i64, i64* %".50"
  %".52" = load i32, i32* %"i"
  %".53" = sext i32 %".52" to i64
  %".54" = icmp slt i64 %".53", %".51"
  br i1 %".54", label %"B66", label %"B268"
B66:
  %".56" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  %".57" = load i32, i32* %"i"
  %".58" = sext i32 %".57" to i64
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".56", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59"
  %".63" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 5
  %".64" = getelementptr inbounds [1 x i64], [1 x i64]* %".63", i32 0, i32 0
  %".65" = load i64, i64* %".64", !range !1
  %".66" = insertvalue [1 x i64] undef, i64 %".65", 0
  %".67" = extractvalue [1 x i64] %".66", 0
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 6
  %".69" = load [1 x i64], [1 x i64]* %".68"
  %".70" = extractvalue [1 x i64] %".69", 0
  %".71" = icmp slt i64 %".58", 0
  %".72" = add i64 %".58", %".67"
  %".73" = select  i1 %".71", i64 %".72", i64 %".58"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 5
  %".75" = getelementptr inbounds [1 x i64], [1 x i64]* %".74", i32 0, i32 0
  %".76" = load i64, i64* %".75", !range !1
  %".77" = insertvalue [1 x i64] undef, i64 %".76", 0
  %".78" = extractvalue [1 x i64] %".77", 0
  %".79" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 6
  %".80" = load [1 x i64], [1 x i64]* %".79"
  %".81" = extractvalue [1 x i64] %".80", 0
  %".82" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 4
  %".83" = load i16*, i16** %".82"
  %".84" = mul i64 %".81", %".73"
  %".85" = ptrtoint i16* %".83" to i64
  %".86" = add i64 %".85", %".84"
  %".87" = inttoptr i64 %".86" to i16*
  %".88" = load i16, i16* %".87"
  %".89" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  %".90" = load i32, i32* %"i"
  %".91" = sext i32 %".90" to i64
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".89", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92"
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92", i32 0, i32 5
  %".97" = getelementptr inbounds [1 x i64], [1 x i64]* %".96", i32 0, i32 0
  %".98" = load i64, i64* %".97", !range !1
  %".99" = insertvalue [1 x i64] undef, i64 %".98", 0
  %".100" = extractvalue [1 x i64] %".99", 0
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92", i32 0, i32 6
  %".102" = load [1 x i64], [1 x i64]* %".101"
  %".103" = extractvalue [1 x i64] %".102", 0
  %".104" = icmp slt i64 %".91", 0
  %".105" = add i64 %".91", %".100"
  %".106" = select  i1 %".104", i64 %".105", i64 %".91"
  %".107" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92", i32 0, i32 5
  %".108" = getelementptr inbounds [1 x i64], [1 x i64]* %".107", i32 0, i32 0
  %".109" = load i64, i64* %".108", !range !1
  %".110" = insertvalue [1 x i64] undef, i64 %".109", 0
  %".111" = extractvalue [1 x i64] %".110", 0
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92", i32 0, i32 6
  %".113" = load [1 x i64], [1 x i64]* %".112"
  %".114" = extractvalue [1 x i64] %".113", 0
  %".115" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".92", i32 0, i32 4
  %".116" = load i16*, i16** %".115"
  %".117" = mul i64 %".114", %".106"
  %".118" = ptrtoint i16* %".116" to i64
  %".119" = add i64 %".118", %".117"
  %".120" = inttoptr i64 %".119" to i16*
  %".121" = load i16, i16* %".120"
  %".122" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  %".123" = load i32, i32* %"i"
  %".124" = sext i32 %".123" to i64
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".122", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125"
  %".129" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 5
  %".130" = getelementptr inbounds [1 x i64], [1 x i64]* %".129", i32 0, i32 0
  %".131" = load i64, i64* %".130", !range !1
  %".132" = insertvalue [1 x i64] undef, i64 %".131", 0
  %".133" = extractvalue [1 x i64] %".132", 0
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 6
  %".135" = load [1 x i64], [1 x i64]* %".134"
  %".136" = extractvalue [1 x i64] %".135", 0
  %".137" = icmp slt i64 %".124", 0
  %".138" = add i64 %".124", %".133"
  %".139" = select  i1 %".137", i64 %".138", i64 %".124"
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 5
  %".141" = getelementptr inbounds [1 x i64], [1 x i64]* %".140", i32 0, i32 0
  %".142" = load i64, i64* %".141", !range !1
  %".143" = insertvalue [1 x i64] undef, i64 %".142", 0
  %".144" = extractvalue [1 x i64] %".143", 0
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 6
  %".146" = load [1 x i64], [1 x i64]* %".145"
  %".147" = extractvalue [1 x i64] %".146", 0
  %".148" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 4
  %".149" = load i16*, i16** %".148"
  %".150" = mul i64 %".147", %".139"
  %".151" = ptrtoint i16* %".149" to i64
  %".152" = add i64 %".151", %".150"
  %".153" = inttoptr i64 %".152" to i16*
  %".154" = load i16, i16* %".153"
  %".155" = call i16 asm  "fma.rn.f16 $0,$1,$2,$3;", "=h,h,h,h"
(i16 %".88", i16 %".121", i16 %".154")
  %".156" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  %".157" = load i32, i32* %"i"
  %".158" = sext i32 %".157" to i64
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".156", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159"
  %".163" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 5
  %".164" = getelementptr inbounds [1 x i64], [1 x i64]* %".163", i32 0, i32 0
  %".165" = load i64, i64* %".164", !range !1
  %".166" = insertvalue [1 x i64] undef, i64 %".165", 0
  %".167" = extractvalue [1 x i64] %".166", 0
  %".168" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 6
  %".169" = load [1 x i64], [1 x i64]* %".168"
  %".170" = extractvalue [1 x i64] %".169", 0
  %".171" = icmp slt i64 %".158", 0
  %".172" = add i64 %".158", %".167"
  %".173" = select  i1 %".171", i64 %".172", i64 %".158"
  %".174" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 5
  %".175" = getelementptr inbounds [1 x i64], [1 x i64]* %".174", i32 0, i32 0
  %".176" = load i64, i64* %".175", !range !1
  %".177" = insertvalue [1 x i64] undef, i64 %".176", 0
  %".178" = extractvalue [1 x i64] %".177", 0
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 6
  %".180" = load [1 x i64], [1 x i64]* %".179"
  %".181" = extractvalue [1 x i64] %".180", 0
  %".182" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 4
  %".183" = load i16*, i16** %".182"
  %".184" = mul i64 %".181", %".173"
  %".185" = ptrtoint i16* %".183" to i64
  %".186" = add i64 %".185", %".184"
  %".187" = inttoptr i64 %".186" to i16*
  %".188" = load i16, i16* %".187"
  %".189" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  %".191" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  %".192" = load i32, i32* %"i"
  %".193" = sext i32 %".192" to i64
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".191", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194"
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 5
  %".199" = getelementptr inbounds [1 x i64], [1 x i64]* %".198", i32 0, i32 0
  %".200" = load i64, i64* %".199", !range !1
  %".201" = insertvalue [1 x i64] undef, i64 %".200", 0
  %".202" = extractvalue [1 x i64] %".201", 0
  %".203" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 6
  %".204" = load [1 x i64], [1 x i64]* %".203"
  %".205" = extractvalue [1 x i64] %".204", 0
  %".206" = icmp slt i64 %".193", 0
  %".207" = add i64 %".193", %".202"
  %".208" = select  i1 %".206", i64 %".207", i64 %".193"
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 5
  %".210" = getelementptr inbounds [1 x i64], [1 x i64]* %".209", i32 0, i32 0
  %".211" = load i64, i64* %".210", !range !1
  %".212" = insertvalue [1 x i64] undef, i64 %".211", 0
  %".213" = extractvalue [1 x i64] %".212", 0
  %".214" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 6
  %".215" = load [1 x i64], [1 x i64]* %".214"
  %".216" = extractvalue [1 x i64] %".215", 0
  %".217" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 4
  %".218" = load i16*, i16** %".217"
  %".219" = mul i64 %".216", %".208"
  %".220" = ptrtoint i16* %".218" to i64
  %".221" = add i64 %".220", %".219"
  %".222" = inttoptr i64 %".221" to i16*
  %".223" = load i16, i16* %".222"
  %".224" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  %".226" = call i16 asm  "{
          .reg .pred __$$f16_cmp_tmp;
          setp.gt.f16 __$$f16_cmp_tmp, $1, $2;
          selp.u16 $0, 1, 0, __$$f16_cmp_tmp;
        }", "=h,h,h"
(i16 %".188", i16 %".223")
  %".227" = icmp ne i16 %".226", 0
  %".228" = select  i1 %".227", i16 %".188", i16 %".223"
  %".229" = call float asm  "cvt.f32.f16 $0, $1;", "=f,h"
(i16 %".155")
  %".230" = call float asm  "cvt.f32.f16 $0, $1;", "=f,h"
(i16 %".228")
  %".231" = fadd float %".229", %".230"
  %".232" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  %".233" = load i32, i32* %"i"
  %".234" = sext i32 %".233" to i64
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".232", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235"
  %".239" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 5
  %".240" = getelementptr inbounds [1 x i64], [1 x i64]* %".239", i32 0, i32 0
  %".241" = load i64, i64* %".240", !range !1
  %".242" = insertvalue [1 x i64] undef, i64 %".241", 0
  %".243" = extractvalue [1 x i64] %".242", 0
  %".244" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 6
  %".245" = load [1 x i64], [1 x i64]* %".244"
  %".246" = extractvalue [1 x i64] %".245", 0
  %".247" = icmp slt i64 %".234", 0
  %".248" = add i64 %".234", %".243"
  %".249" = select  i1 %".247", i64 %".248", i64 %".234"
  %".250" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 5
  %".251" = getelementptr inbounds [1 x i64], [1 x i64]* %".250", i32 0, i32 0
  %".252" = load i64, i64* %".251", !range !1
  %".253" = insertvalue [1 x i64] undef, i64 %".252", 0
  %".254" = extractvalue [1 x i64] %".253", 0
  %".255" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 6
  %".256" = load [1 x i64], [1 x i64]* %".255"
  %".257" = extractvalue [1 x i64] %".256", 0
  %".258" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 4
  %".259" = load i16*, i16** %".258"
  %".260" = mul i64 %".257", %".249"
  %".261" = ptrtoint i16* %".259" to i64
  %".262" = add i64 %".261", %".260"
  %".263" = inttoptr i64 %".262" to i16*
  %".264" = call i16 asm  "cvt.rn.f16.f32 $0, $1;", "=h,f"
(float %".231")
  store i16 %".264", i16* %".263"
  %".266" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  %".268" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  store i8* null, i8** %".ret"
  ret i32 0
B268:
  %".272" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"out"
  %".274" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".276" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"b"
  %".278" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"a"
  store i8* null, i8** %".ret"
  ret i32 0
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ i64 0, i64 9223372036854775807 }