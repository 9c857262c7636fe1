; PRODUCER: Numba 0.56.4 (kernel wrapper of saxpy, as handed to libNVVM)
; COMMAND: python3 nb.py: cuda.compile_ptx(saxpy, (float32, float32[:], float32[:], float32[:]), cc=(7, 5)) with numba.cuda.cudadrv.nvvm.CompilationUnit.add_module replaced to capture its modules (module 0 of 2)
; SM: 75
; ModuleID = "cuda.kernel.wrapper"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

declare i32 @"_ZN8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8** %".1", float %".2", i8* %".3", i8* %".4", i64 %".5", i64 %".6", float* %".7", i64 %".8", i64 %".9", i8* %".10", i8* %".11", i64 %".12", i64 %".13", float* %".14", i64 %".15", i64 %".16", i8* %".17", i8* %".18", i64 %".19", i64 %".20", float* %".21", i64 %".22", i64 %".23")

define void @"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(float %".1", i8* %".2", i8* %".3", i64 %".4", i64 %".5", float* %".6", i64 %".7", i64 %".8", i8* %".9", i8* %".10", i64 %".11", i64 %".12", float* %".13", i64 %".14", i64 %".15", i8* %".16", i8* %".17", i64 %".18", i64 %".19", float* %".20", i64 %".21", i64 %".22")
{
.24:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %".2", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %".3", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %".4", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %".5", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %".6", 4
  %".25" = insertvalue [1 x i64] undef, i64 %".7", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".25", 5
  %".26" = insertvalue [1 x i64] undef, i64 %".8", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".26", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %".9", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %".10", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %".11", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %".12", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %".13", 4
  %".27" = insertvalue [1 x i64] undef, i64 %".14", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".27", 5
  %".28" = insertvalue [1 x i64] undef, i64 %".15", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".28", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %".16", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %".17", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %".18", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %".19", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %".20", 4
  %".29" = insertvalue [1 x i64] undef, i64 %".21", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".29", 5
  %".30" = insertvalue [1 x i64] undef, i64 %".22", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".30", 6
  %".31" = alloca i8*
  store i8* null, i8** %".31"
  store i8* null, i8** %".31"
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".34" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".35" = extractvalue [1 x i64] %"extracted.strides", 0
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", 5
  %".36" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", 6
  %".37" = extractvalue [1 x i64] %"extracted.strides.1", 0
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", 5
  %".38" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", 6
  %".39" = extractvalue [1 x i64] %"extracted.strides.2", 0
  %".40" = call i32 @"_ZN8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8** %".31", float %".1", i8* %"extracted.meminfo", i8* %"extracted.parent", i64 %"extracted.nitems", i64 %"extracted.itemsize", float* %"extracted.data", i64 %".34", i64 %".35", i8* %"extracted.meminfo.1", i8* %"extracted.parent.1", i64 %"extracted.nitems.1", i64 %"extracted.itemsize.1", float* %"extracted.data.1", i64 %".36", i64 %".37", i8* %"extracted.meminfo.2", i8* %"extracted.parent.2", i64 %"extracted.nitems.2", i64 %"extracted.itemsize.2", float* %"extracted.data.2", i64 %".38", i64 %".39")
  %".41" = icmp eq i32 %".40", 0
  %".42" = icmp eq i32 %".40", -2
  %".43" = or i1 %".41", %".42"
  %".44" = xor i1 %".43", -1
  %".45" = icmp eq i32 %".40", -1
  %".46" = icmp eq i32 %".40", -3
  %".47" = icmp sge i32 %".40", 1
  %".48" = load i8*, i8** %".31"
  ret void
}

@"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE__errcode__" = global i32 0
@"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE__tidx__" = global i32 0
@"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE__ctaidx__" = global i32 0
@"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE__tidy__" = global i32 0
@"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE__ctaidy__" = global i32 0
@"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE__tidz__" = global i32 0
@"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE__ctaidz__" = global i32 0
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !1 }
!0 = !{ i32 1, i32 6, i32 3, i32 0 }
!1 = !{ void (float, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN6cudapy8__main__5saxpyB2v1B96cw51cXTLSUwHBinCqbbgUAAGBlq82ILSCEQYkgSQBFCjFSaBZJtttTo4sahbKUBDUB3kNVDaQRKChQ_2bSEFA_2fkGdcqwkAEf5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }