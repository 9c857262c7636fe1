; PRODUCER: Numba 0.56.4 (cuda.atomic.add on float32 and int32, atomic.max on float32, compare_and_swap, inc, exch)
; COMMAND: python3 nb.py, kernel atomics (module 1 of 2)
; SM: 75
; ModuleID = "atomics$6"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7atomicsB2v6B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__7atomicsB2v6B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE"(i8** %".ret", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", float* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0", i8* %"arg.hist.0", i8* %"arg.hist.1", i64 %"arg.hist.2", i64 %"arg.hist.3", i32* %"arg.hist.4", i64 %"arg.hist.5.0", i64 %"arg.hist.6.0", i8* %"arg.fsum.0", i8* %"arg.fsum.1", i64 %"arg.fsum.2", i64 %"arg.fsum.3", float* %"arg.fsum.4", i64 %"arg.fsum.5.0", i64 %"arg.fsum.6.0", i8* %"arg.mx.0", i8* %"arg.mx.1", i64 %"arg.mx.2", i64 %"arg.mx.3", float* %"arg.mx.4", i64 %"arg.mx.5.0", i64 %"arg.mx.6.0", i8* %"arg.out.0", i8* %"arg.out.1", i64 %"arg.out.2", i64 %"arg.out.3", i32* %"arg.out.4", i64 %"arg.out.5.0", i64 %"arg.out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"arg.a.4", 4
  %".38" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".38", 5
  %".39" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".39", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"arg.hist.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"arg.hist.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"arg.hist.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"arg.hist.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"arg.hist.4", 4
  %".40" = insertvalue [1 x i64] undef, i64 %"arg.hist.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".40", 5
  %".41" = insertvalue [1 x i64] undef, i64 %"arg.hist.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".41", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.fsum.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"arg.fsum.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"arg.fsum.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"arg.fsum.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"arg.fsum.4", 4
  %".42" = insertvalue [1 x i64] undef, i64 %"arg.fsum.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".42", 5
  %".43" = insertvalue [1 x i64] undef, i64 %"arg.fsum.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".43", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.mx.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"arg.mx.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"arg.mx.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"arg.mx.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", float* %"arg.mx.4", 4
  %".44" = insertvalue [1 x i64] undef, i64 %"arg.mx.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".44", 5
  %".45" = insertvalue [1 x i64] undef, i64 %"arg.mx.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".45", 6
  %"inserted.meminfo.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"arg.out.0", 0
  %"inserted.parent.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.4", i8* %"arg.out.1", 1
  %"inserted.nitems.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.4", i64 %"arg.out.2", 2
  %"inserted.itemsize.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.4", i64 %"arg.out.3", 3
  %"inserted.data.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.4", i32* %"arg.out.4", 4
  %".46" = insertvalue [1 x i64] undef, i64 %"arg.out.5.0", 0
  %"inserted.shape.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.4", [1 x i64] %".46", 5
  %".47" = insertvalue [1 x i64] undef, i64 %"arg.out.6.0", 0
  %"inserted.strides.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.4", [1 x i64] %".47", 6
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %"hist" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  %"fsum" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fsum"
  %"mx" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"mx"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i32
  store i32 0, i32* %"i"
  %".68" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".68"
  %".81" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81"
  %".116" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".116"
  %".141" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".141"
  %".170" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".170"
  %".195" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".195"
  %".206" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206"
  %".218" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".218"
  %".333" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333"
  %".363" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".363"
  %".385" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".385"
  %".410" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fsum"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"mx"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.4", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".58" = trunc i64 1 to i32
  %".59" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".60" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".61" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".62" = mul i32 %".60", %".61"
  %".63" = add i32 %".62", %".59"
  %".65" = load i32, i32* %"i"
  store i32 %".63", i32* %"i"
  %".67" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".68"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".67", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".68"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".68", i32 0, i32 2
  %".73" = load i64, i64* %".72"
  %".74" = load i32, i32* %"i"
  %".75" = sext i32 %".74" to i64
  %".76" = icmp slt i64 %".75", %".73"
  br i1 %".76", label %"B66", label %"B560"
B66:
  %".78" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".79" = load i32, i32* %"i"
  %".80" = sext i32 %".79" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81"
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5
  %".86" = getelementptr inbounds [1 x i64], [1 x i64]* %".85", i32 0, i32 0
  %".87" = load i64, i64* %".86", !range !1
  %".88" = insertvalue [1 x i64] undef, i64 %".87", 0
  %".89" = extractvalue [1 x i64] %".88", 0
  %".90" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6
  %".91" = load [1 x i64], [1 x i64]* %".90"
  %".92" = extractvalue [1 x i64] %".91", 0
  %".93" = icmp slt i64 %".80", 0
  %".94" = add i64 %".80", %".89"
  %".95" = select  i1 %".93", i64 %".94", i64 %".80"
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5
  %".97" = getelementptr inbounds [1 x i64], [1 x i64]* %".96", i32 0, i32 0
  %".98" = load i64, i64* %".97", !range !1
  %".99" = insertvalue [1 x i64] undef, i64 %".98", 0
  %".100" = extractvalue [1 x i64] %".99", 0
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6
  %".102" = load [1 x i64], [1 x i64]* %".101"
  %".103" = extractvalue [1 x i64] %".102", 0
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 4
  %".105" = load float*, float** %".104"
  %".106" = mul i64 %".103", %".95"
  %".107" = ptrtoint float* %".105" to i64
  %".108" = add i64 %".107", %".106"
  %".109" = inttoptr i64 %".108" to float*
  %".110" = load float, float* %".109"
  %".111" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".113" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".115" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fsum"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".116"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".115", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".116"
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".116", i32 0, i32 5
  %".121" = getelementptr inbounds [1 x i64], [1 x i64]* %".120", i32 0, i32 0
  %".122" = load i64, i64* %".121", !range !1
  %".123" = insertvalue [1 x i64] undef, i64 %".122", 0
  %".124" = extractvalue [1 x i64] %".123", 0
  %".125" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".116", i32 0, i32 6
  %".126" = load [1 x i64], [1 x i64]* %".125"
  %".127" = extractvalue [1 x i64] %".126", 0
  %".128" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".116", i32 0, i32 4
  %".129" = load float*, float** %".128"
  %".130" = icmp slt i64 0, 0
  %".131" = add i64 %".124", 0
  %".132" = select  i1 %".130", i64 %".131", i64 0
  %".133" = mul i64 %".127", %".132"
  %".134" = ptrtoint float* %".129" to i64
  %".135" = add i64 %".134", %".133"
  %".136" = inttoptr i64 %".135" to float*
  %".137" = call float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".136", float %".110")
  %".138" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fsum"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fsum"
  %".140" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"mx"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".141"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".140", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".141"
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 5
  %".146" = getelementptr inbounds [1 x i64], [1 x i64]* %".145", i32 0, i32 0
  %".147" = load i64, i64* %".146", !range !1
  %".148" = insertvalue [1 x i64] undef, i64 %".147", 0
  %".149" = extractvalue [1 x i64] %".148", 0
  %".150" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 6
  %".151" = load [1 x i64], [1 x i64]* %".150"
  %".152" = extractvalue [1 x i64] %".151", 0
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 4
  %".154" = load float*, float** %".153"
  %".155" = icmp slt i64 0, 0
  %".156" = add i64 %".149", 0
  %".157" = select  i1 %".155", i64 %".156", i64 0
  %".158" = mul i64 %".152", %".157"
  %".159" = ptrtoint float* %".154" to i64
  %".160" = add i64 %".159", %".158"
  %".161" = inttoptr i64 %".160" to float*
  %".162" = call float @"___numba_atomic_float_max"(float* %".161", float %".110")
  %".163" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"mx"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"mx"
  %".165" = fptosi float %".110" to i32
  %".166" = sext i32 %".165" to i64
  %".167" = and i64 %".166", 15
  %".168" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  %".169" = trunc i64 1 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".170"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".168", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".170"
  %".174" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 5
  %".175" = getelementptr inbounds [1 x i64], [1 x i64]* %".174", i32 0, i32 0
  %".176" = load i64, i64* %".175", !range !1
  %".177" = insertvalue [1 x i64] undef, i64 %".176", 0
  %".178" = extractvalue [1 x i64] %".177", 0
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 6
  %".180" = load [1 x i64], [1 x i64]* %".179"
  %".181" = extractvalue [1 x i64] %".180", 0
  %".182" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 4
  %".183" = load i32*, i32** %".182"
  %".184" = icmp slt i64 %".167", 0
  %".185" = add i64 %".178", %".167"
  %".186" = select  i1 %".184", i64 %".185", i64 %".167"
  %".187" = mul i64 %".181", %".186"
  %".188" = ptrtoint i32* %".183" to i64
  %".189" = add i64 %".188", %".187"
  %".190" = inttoptr i64 %".189" to i32*
  %".191" = atomicrmw add i32* %".190", i32 %".169" monotonic
  %".192" = icmp slt i64 1, 0
  %".193" = select  i1 %".192", i64 -9223372036854775808, i64 9223372036854775807
  %".194" = select  i1 %".192", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".195"
  %".198" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".195", i32 0, i32 0
  store i64 16, i64* %".198"
  %".200" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".195", i32 0, i32 1
  store i64 %".193", i64* %".200"
  %".202" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".195", i32 0, i32 2
  store i64 1, i64* %".202"
  %".204" = load {i64, i64, i64}, {i64, i64, i64}* %".195"
  %".205" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".205", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206"
  %".210" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 5
  %".211" = getelementptr inbounds [1 x i64], [1 x i64]* %".210", i32 0, i32 0
  %".212" = load i64, i64* %".211", !range !1
  %".213" = insertvalue [1 x i64] undef, i64 %".212", 0
  %".214" = extractvalue [1 x i64] %".213", 0
  %".215" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 6
  %".216" = load [1 x i64], [1 x i64]* %".215"
  %".217" = extractvalue [1 x i64] %".216", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".218"
  store {i64, i64, i64} %".204", {i64, i64, i64}* %".218"
  %".222" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 2
  %".223" = load i64, i64* %".222"
  %".224" = icmp slt i64 %".223", 0
  br i1 %".224", label %"B66.if", label %"B66.else"
B560:
  %".436" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".438" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"mx"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"mx"
  %".440" = load i32, i32* %"i"
  store i32 0, i32* %"i"
  %".442" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  %".444" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fsum"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fsum"
  %".446" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store i8* null, i8** %".ret"
  ret i32 0
B66.if:
  %".261" = add i64 %".214", -1
  %".262" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  %".263" = load i64, i64* %".262"
  %".264" = icmp slt i64 %".263", 0
  %".265" = add i64 %".263", %".214"
  %".266" = select  i1 %".264", i64 %".265", i64 %".263"
  %".267" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  store i64 %".266", i64* %".267"
  %".269" = icmp slt i64 %".266", 0
  br i1 %".269", label %"B66.if.if", label %"B66.if.endif", !prof !2
B66.else:
  %".226" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  %".227" = load i64, i64* %".226"
  %".228" = icmp slt i64 %".227", 0
  %".229" = add i64 %".227", %".214"
  %".230" = select  i1 %".228", i64 %".229", i64 %".227"
  %".231" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  store i64 %".230", i64* %".231"
  %".233" = icmp slt i64 %".230", 0
  br i1 %".233", label %"B66.else.if", label %"B66.else.endif", !prof !2
B66.endif:
  %".297" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  %".298" = load i64, i64* %".297"
  %".299" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  %".300" = load i64, i64* %".299"
  %".301" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  %".302" = load i64, i64* %".301"
  %".303" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 2
  %".304" = load i64, i64* %".303"
  %".305" = icmp slt i64 %".304", 0
  %".306" = sub i64 %".302", %".300"
  %".307" = sub i64 %".306", 1
  %".308" = add i64 %".306", 1
  %".309" = select  i1 %".305", i64 %".308", i64 %".307"
  %".310" = sdiv i64 %".309", %".304"
  %".311" = add i64 1, %".310"
  %".312" = icmp sge i64 %".306", 0
  %".313" = icmp sle i64 %".306", 0
  %".314" = select  i1 %".305", i1 %".312", i1 %".313"
  %".315" = select  i1 %".314", i64 0, i64 %".311"
  %".316" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 2
  %".317" = load i64, i64* %".316"
  %".318" = mul i64 %".317", %".217"
  %".319" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 5
  %".320" = getelementptr inbounds [1 x i64], [1 x i64]* %".319", i32 0, i32 0
  %".321" = load i64, i64* %".320", !range !1
  %".322" = insertvalue [1 x i64] undef, i64 %".321", 0
  %".323" = extractvalue [1 x i64] %".322", 0
  %".324" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 6
  %".325" = load [1 x i64], [1 x i64]* %".324"
  %".326" = extractvalue [1 x i64] %".325", 0
  %".327" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 4
  %".328" = load i32*, i32** %".327"
  %".329" = mul i64 %".326", %".298"
  %".330" = ptrtoint i32* %".328" to i64
  %".331" = add i64 %".330", %".329"
  %".332" = inttoptr i64 %".331" to i32*
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333"
  %".336" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 3
  %".337" = load i64, i64* %".336"
  %".338" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 0
  %".339" = load i8*, i8** %".338"
  %".340" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".206", i32 0, i32 1
  %".341" = load i8*, i8** %".340"
  %".342" = insertvalue [1 x i64] undef, i64 %".315", 0
  %".343" = insertvalue [1 x i64] undef, i64 %".318", 0
  %".344" = extractvalue [1 x i64] %".342", 0
  %".345" = mul nsw i64 1, %".344"
  %".346" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333", i32 0, i32 5
  store [1 x i64] %".342", [1 x i64]* %".346"
  %".348" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333", i32 0, i32 6
  store [1 x i64] %".343", [1 x i64]* %".348"
  %".350" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333", i32 0, i32 4
  store i32* %".332", i32** %".350"
  %".352" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333", i32 0, i32 3
  store i64 %".337", i64* %".352"
  %".354" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333", i32 0, i32 0
  store i8* %".339", i8** %".354"
  %".356" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333", i32 0, i32 1
  store i8* %".341", i8** %".356"
  %".358" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333", i32 0, i32 2
  store i64 %".345", i64* %".358"
  %".360" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".333"
  %".361" = trunc i64 0 to i32
  %".362" = trunc i64 7 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".363"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".360", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".363"
  %".367" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".363", i32 0, i32 5
  %".368" = getelementptr inbounds [1 x i64], [1 x i64]* %".367", i32 0, i32 0
  %".369" = load i64, i64* %".368", !range !1
  %".370" = insertvalue [1 x i64] undef, i64 %".369", 0
  %".371" = extractvalue [1 x i64] %".370", 0
  %".372" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".363", i32 0, i32 6
  %".373" = load [1 x i64], [1 x i64]* %".372"
  %".374" = extractvalue [1 x i64] %".373", 0
  %".375" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".363", i32 0, i32 4
  %".376" = load i32*, i32** %".375"
  %".377" = mul i64 %".374", 0
  %".378" = ptrtoint i32* %".376" to i64
  %".379" = add i64 %".378", %".377"
  %".380" = inttoptr i64 %".379" to i32*
  %".381" = cmpxchg i32* %".380", i32 %".361", i32 %".362" monotonic monotonic
  %".382" = extractvalue {i32, i1} %".381", 0
  %".383" = trunc i64 100 to i32
  %".384" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".385"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".384", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".385"
  %".389" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 5
  %".390" = getelementptr inbounds [1 x i64], [1 x i64]* %".389", i32 0, i32 0
  %".391" = load i64, i64* %".390", !range !1
  %".392" = insertvalue [1 x i64] undef, i64 %".391", 0
  %".393" = extractvalue [1 x i64] %".392", 0
  %".394" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 6
  %".395" = load [1 x i64], [1 x i64]* %".394"
  %".396" = extractvalue [1 x i64] %".395", 0
  %".397" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 4
  %".398" = load i32*, i32** %".397"
  %".399" = icmp slt i64 0, 0
  %".400" = add i64 %".393", 0
  %".401" = select  i1 %".399", i64 %".400", i64 0
  %".402" = mul i64 %".396", %".401"
  %".403" = ptrtoint i32* %".398" to i64
  %".404" = add i64 %".403", %".402"
  %".405" = inttoptr i64 %".404" to i32*
  %".406" = call i32 @"llvm.nvvm.atomic.load.inc.32.p0i32"(i32* %".405", i32 %".383")
  %".407" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".409" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".409", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410"
  %".414" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 5
  %".415" = getelementptr inbounds [1 x i64], [1 x i64]* %".414", i32 0, i32 0
  %".416" = load i64, i64* %".415", !range !1
  %".417" = insertvalue [1 x i64] undef, i64 %".416", 0
  %".418" = extractvalue [1 x i64] %".417", 0
  %".419" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 6
  %".420" = load [1 x i64], [1 x i64]* %".419"
  %".421" = extractvalue [1 x i64] %".420", 0
  %".422" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 4
  %".423" = load i32*, i32** %".422"
  %".424" = icmp slt i64 17, 0
  %".425" = add i64 %".418", 17
  %".426" = select  i1 %".424", i64 %".425", i64 17
  %".427" = mul i64 %".421", %".426"
  %".428" = ptrtoint i32* %".423" to i64
  %".429" = add i64 %".428", %".427"
  %".430" = inttoptr i64 %".429" to i32*
  %".431" = atomicrmw xchg i32* %".430", i32 %".382" monotonic
  %".432" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store i8* null, i8** %".ret"
  ret i32 0
B66.else.if:
  %".235" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  store i64 0, i64* %".235"
  br label %"B66.else.endif"
B66.else.endif:
  %".238" = icmp sge i64 %".230", %".214"
  br i1 %".238", label %"B66.else.endif.if", label %"B66.else.endif.endif", !prof !2
B66.else.endif.if:
  %".240" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  store i64 %".214", i64* %".240"
  br label %"B66.else.endif.endif"
B66.else.endif.endif:
  %".243" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  %".244" = load i64, i64* %".243"
  %".245" = icmp slt i64 %".244", 0
  %".246" = add i64 %".244", %".214"
  %".247" = select  i1 %".245", i64 %".246", i64 %".244"
  %".248" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  store i64 %".247", i64* %".248"
  %".250" = icmp slt i64 %".247", 0
  br i1 %".250", label %"B66.else.endif.endif.if", label %"B66.else.endif.endif.endif", !prof !2
B66.else.endif.endif.if:
  %".252" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  store i64 0, i64* %".252"
  br label %"B66.else.endif.endif.endif"
B66.else.endif.endif.endif:
  %".255" = icmp sge i64 %".247", %".214"
  br i1 %".255", label %"B66.else.endif.endif.endif.if", label %"B66.else.endif.endif.endif.endif", !prof !2
B66.else.endif.endif.endif.if:
  %".257" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  store i64 %".214", i64* %".257"
  br label %"B66.else.endif.endif.endif.endif"
B66.else.endif.endif.endif.endif:
  br label %"B66.endif"
B66.if.if:
  %".271" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  store i64 -1, i64* %".271"
  br label %"B66.if.endif"
B66.if.endif:
  %".274" = icmp sge i64 %".266", %".214"
  br i1 %".274", label %"B66.if.endif.if", label %"B66.if.endif.endif", !prof !2
B66.if.endif.if:
  %".276" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 0
  store i64 %".261", i64* %".276"
  br label %"B66.if.endif.endif"
B66.if.endif.endif:
  %".279" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  %".280" = load i64, i64* %".279"
  %".281" = icmp slt i64 %".280", 0
  %".282" = add i64 %".280", %".214"
  %".283" = select  i1 %".281", i64 %".282", i64 %".280"
  %".284" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  store i64 %".283", i64* %".284"
  %".286" = icmp slt i64 %".283", 0
  br i1 %".286", label %"B66.if.endif.endif.if", label %"B66.if.endif.endif.endif", !prof !2
B66.if.endif.endif.if:
  %".288" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  store i64 -1, i64* %".288"
  br label %"B66.if.endif.endif.endif"
B66.if.endif.endif.endif:
  %".291" = icmp sge i64 %".283", %".214"
  br i1 %".291", label %"B66.if.endif.endif.endif.if", label %"B66.if.endif.endif.endif.endif", !prof !2
B66.if.endif.endif.endif.if:
  %".293" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".218", i32 0, i32 1
  store i64 %".261", i64* %".293"
  br label %"B66.if.endif.endif.endif.endif"
B66.if.endif.endif.endif.endif:
  br label %"B66.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".1", float %".2")


define internal float @___numba_atomic_float_max(float* %ptr, float %val) alwaysinline {
entry:
    %ptrval = load volatile float, float* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno float %val, %ptrval
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi float [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp nnan olt float %dold, %val
    br i1 %cmp, label %attempt, label %done

attempt:
    ; Attempt to swap in the value
    %old = bitcast float %dold to i32
    %iptr = bitcast float* %ptr to i32*
    %new = bitcast float %val to i32
    
    %cas_success = cmpxchg volatile i32* %iptr, i32 %old, i32 %new monotonic monotonic
    %cas = extractvalue { i32, i1 } %cas_success, 0

    %dcas = bitcast i32 %cas to float
    br label %lt_check

done:
    ret float %ptrval
}


declare i32 @"llvm.nvvm.atomic.load.inc.32.p0i32"(i32* %".1", i32 %".2")

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }