; PRODUCER: Numba 0.56.4 (cuda.activemask, lanemask_lt, syncwarp, popc/clz/ffs/brev, shfl_xor_sync, all_sync/any_sync)
; COMMAND: python3 nb.py, kernel warp_misc (module 1 of 5)
; SM: 75
; ARGS: --ir=llvm
; NOTE: NVVM IR (it carries !nvvmir.version), and the NVVM contract refuses its i8 parameters without zeroext/signext ("Integer parameter less than 32-bits without sext/zext flag"); compiled as LLVM IR, where that rule is a -Wnvvm-compat warning
; ModuleID = "warp_misc$9"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__9warp_miscB2v9B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__9warp_miscB2v9B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8** %".ret", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", i32* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0", i8* %"arg.out.0", i8* %"arg.out.1", i64 %"arg.out.2", i64 %"arg.out.3", i32* %"arg.out.4", i64 %"arg.out.5.0", i64 %"arg.out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"arg.a.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"arg.out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"arg.out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"arg.out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"arg.out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"arg.out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"arg.out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"arg.out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %".31" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31"
  %".74" = alloca i32
  store i32 0, i32* %".74"
  %".90" = alloca i8
  store i8 0, i8* %".90"
  %".103" = alloca i1
  store i1 0, i1* %".103"
  %".116" = alloca i8
  store i8 0, i8* %".116"
  %".129" = alloca i1
  store i1 0, i1* %".129"
  %".149" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  br label %"B0"
B0:
  %".21" = trunc i64 1 to i32
  %".22" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".23" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".24" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".25" = mul i32 %".23", %".24"
  %".26" = add i32 %".25", %".22"
  %".27" = call i32 asm sideeffect "activemask.b32 $0;", "=r"
()
  %".28" = call i32 asm sideeffect "mov.u32 $0, %lanemask_lt;", "=r"
()
  call void @"llvm.nvvm.bar.warp.sync"(i32 %".27")
  %".30" = sext i32 %".26" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31"
  %".35" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 5
  %".36" = getelementptr inbounds [1 x i64], [1 x i64]* %".35", i32 0, i32 0
  %".37" = load i64, i64* %".36", !range !1
  %".38" = insertvalue [1 x i64] undef, i64 %".37", 0
  %".39" = extractvalue [1 x i64] %".38", 0
  %".40" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 6
  %".41" = load [1 x i64], [1 x i64]* %".40"
  %".42" = extractvalue [1 x i64] %".41", 0
  %".43" = icmp slt i64 %".30", 0
  %".44" = add i64 %".30", %".39"
  %".45" = select  i1 %".43", i64 %".44", i64 %".30"
  %".46" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 5
  %".47" = getelementptr inbounds [1 x i64], [1 x i64]* %".46", i32 0, i32 0
  %".48" = load i64, i64* %".47", !range !1
  %".49" = insertvalue [1 x i64] undef, i64 %".48", 0
  %".50" = extractvalue [1 x i64] %".49", 0
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 6
  %".52" = load [1 x i64], [1 x i64]* %".51"
  %".53" = extractvalue [1 x i64] %".52", 0
  %".54" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 4
  %".55" = load i32*, i32** %".54"
  %".56" = mul i64 %".53", %".45"
  %".57" = ptrtoint i32* %".55" to i64
  %".58" = add i64 %".57", %".56"
  %".59" = inttoptr i64 %".58" to i32*
  %".60" = load i32, i32* %".59"
  %".61" = zext i32 %".27" to i64
  %".62" = zext i32 %".28" to i64
  %".63" = and i64 %".61", %".62"
  %".64" = call i64 @"llvm.ctpop.i64"(i64 %".63")
  %".65" = call i32 @"llvm.ctlz.i32"(i32 %".60", i1 0)
  %".66" = sext i32 %".65" to i64
  %".67" = add nsw i64 %".64", %".66"
  %".68" = call i32 @"__nv_ffs"(i32 %".60")
  %".69" = zext i32 %".68" to i64
  %".70" = add nsw i64 %".67", %".69"
  %".71" = call i32 @"__nv_brev"(i32 %".60")
  %".72" = zext i32 %".71" to i64
  %".73" = add nsw i64 %".70", %".72"
  store i32 0, i32* %".74"
  %".77" = call i32 @"_ZN5numba4cuda17intrinsic_wrapper13shfl_xor_syncB3v10B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAEji23Literal_5bint_5d_284_29"(i32* %".74", i32 %".27", i32 %".60", i64 4)
  %".78" = icmp eq i32 %".77", 0
  %".79" = icmp eq i32 %".77", -2
  %".80" = or i1 %".78", %".79"
  %".81" = xor i1 %".80", -1
  %".82" = icmp eq i32 %".77", -1
  %".83" = icmp eq i32 %".77", -3
  %".84" = icmp sge i32 %".77", 1
  %".85" = load i32, i32* %".74"
  br i1 %".81", label %"B0.if", label %"B0.endif", !prof !2
B0.if:
  ret i32 %".77"
B0.endif:
  %".88" = sext i32 %".60" to i64
  %".89" = icmp sgt i64 %".88", 0
  store i8 0, i8* %".90"
  %".93" = zext i1 %".89" to i8
  %".94" = call i32 @"_ZN5numba4cuda17intrinsic_wrapper8all_syncB3v11B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAEjb"(i8* %".90", i32 %".27", i8 %".93")
  %".95" = icmp eq i32 %".94", 0
  %".96" = icmp eq i32 %".94", -2
  %".97" = or i1 %".95", %".96"
  %".98" = xor i1 %".97", -1
  %".99" = icmp eq i32 %".94", -1
  %".100" = icmp eq i32 %".94", -3
  %".101" = icmp sge i32 %".94", 1
  %".102" = load i8, i8* %".90"
  %".105" = icmp eq i8 %".102", 0
  br i1 %".105", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  store i1 0, i1* %".103"
  br label %"B0.endif.endif"
B0.endif.else:
  store i1 1, i1* %".103"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".111" = load i1, i1* %".103"
  br i1 %".98", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !2
B0.endif.endif.if:
  ret i32 %".94"
B0.endif.endif.endif:
  %".114" = sext i32 %".60" to i64
  %".115" = icmp slt i64 %".114", 0
  store i8 0, i8* %".116"
  %".119" = zext i1 %".115" to i8
  %".120" = call i32 @"_ZN5numba4cuda17intrinsic_wrapper8any_syncB3v12B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAEjb"(i8* %".116", i32 %".27", i8 %".119")
  %".121" = icmp eq i32 %".120", 0
  %".122" = icmp eq i32 %".120", -2
  %".123" = or i1 %".121", %".122"
  %".124" = xor i1 %".123", -1
  %".125" = icmp eq i32 %".120", -1
  %".126" = icmp eq i32 %".120", -3
  %".127" = icmp sge i32 %".120", 1
  %".128" = load i8, i8* %".116"
  %".131" = icmp eq i8 %".128", 0
  br i1 %".131", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.else"
B0.endif.endif.endif.if:
  store i1 0, i1* %".129"
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.else:
  store i1 1, i1* %".129"
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif:
  %".137" = load i1, i1* %".129"
  br i1 %".124", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !2
B0.endif.endif.endif.endif.if:
  ret i32 %".120"
B0.endif.endif.endif.endif.endif:
  %".140" = zext i1 %".111" to i32
  %".141" = sext i32 %".140" to i64
  %".142" = zext i1 %".137" to i32
  %".143" = sext i32 %".142" to i64
  %".144" = add nsw i64 %".141", %".143"
  %".145" = sext i32 %".85" to i64
  %".146" = add nsw i64 %".73", %".145"
  %".147" = add nsw i64 %".146", %".144"
  %".148" = sext i32 %".26" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 5
  %".154" = getelementptr inbounds [1 x i64], [1 x i64]* %".153", i32 0, i32 0
  %".155" = load i64, i64* %".154", !range !1
  %".156" = insertvalue [1 x i64] undef, i64 %".155", 0
  %".157" = extractvalue [1 x i64] %".156", 0
  %".158" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 6
  %".159" = load [1 x i64], [1 x i64]* %".158"
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = icmp slt i64 %".148", 0
  %".162" = add i64 %".148", %".157"
  %".163" = select  i1 %".161", i64 %".162", i64 %".148"
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 5
  %".165" = getelementptr inbounds [1 x i64], [1 x i64]* %".164", i32 0, i32 0
  %".166" = load i64, i64* %".165", !range !1
  %".167" = insertvalue [1 x i64] undef, i64 %".166", 0
  %".168" = extractvalue [1 x i64] %".167", 0
  %".169" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 6
  %".170" = load [1 x i64], [1 x i64]* %".169"
  %".171" = extractvalue [1 x i64] %".170", 0
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 4
  %".173" = load i32*, i32** %".172"
  %".174" = mul i64 %".171", %".163"
  %".175" = ptrtoint i32* %".173" to i64
  %".176" = add i64 %".175", %".174"
  %".177" = inttoptr i64 %".176" to i32*
  %".178" = trunc i64 %".147" to i32
  store i32 %".178", i32* %".177"
  store i8* null, i8** %".ret"
  ret i32 0
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.nvvm.bar.warp.sync"(i32 %".1")

declare i64 @"llvm.ctpop.i64"(i64 %".1")

declare i32 @"llvm.ctlz.i32"(i32 %".1", i1 %".2")

declare i32 @"__nv_ffs"(i32 %".1")

declare i32 @"__nv_brev"(i32 %".1")

declare i32 @"_ZN5numba4cuda17intrinsic_wrapper13shfl_xor_syncB3v10B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAEji23Literal_5bint_5d_284_29"(i32* %".ret", i32 %"arg.mask", i32 %"arg.value", i64 %"arg.lane_mask")

declare i32 @"_ZN5numba4cuda17intrinsic_wrapper8all_syncB3v11B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAEjb"(i8* %".ret", i32 %"arg.mask", i8 %"arg.predicate")

declare i32 @"_ZN5numba4cuda17intrinsic_wrapper8any_syncB3v12B88cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKRjoKKgDRYEsYyALFiRALtiJtZoAEjb"(i8* %".ret", i32 %"arg.mask", i8 %"arg.predicate")

!nvvmir.version = !{ !0 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }