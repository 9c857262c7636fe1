; PRODUCER: clang 19.1.7, CUDA 13 CUB (BlockLoad warp-transpose, BlockRadixSort, BlockScan, BlockHistogram; llc-19 writes PTX 7.0 here, which ptxas refuses for CUB's bmsk asm)
; COMMAND: clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudalib -O2 -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl -Iinc cubblock.cu (inc/ holds an empty texture_fetch_functions.h, which CUDA 13 no longer ships)
; SM: 80
; ModuleID = 'cubblock.cu'
source_filename = "cubblock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%union.anon = type { %"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::BlockRadixSort<int, 128, 4>::TempStorage" }
%"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::BlockRadixSort<int, 128, 4>::TempStorage" = type { %"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::Uninitialized.0" }
%"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::Uninitialized.0" = type { [290 x %struct.ulonglong2] }
%struct.ulonglong2 = type { i64, i64 }

@_ZZ9sort_scanPKiPiPjE3tmp = internal unnamed_addr addrspace(3) global %union.anon undef, align 16
@_ZZ9sort_scanPKiPiPjE4bins = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9sort_scanPKiPiPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 9
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = and i32 %4, 31
  %10 = shl nuw nsw i32 %4, 2
  %11 = and i32 %10, 3968
  %12 = or disjoint i32 %9, %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %8, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = or disjoint i32 %12, 32
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %8, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = or disjoint i32 %12, 64
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %8, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = or disjoint i32 %12, 96
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %8, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !9
  %29 = lshr i32 %4, 5
  %30 = shl nuw nsw i32 %29, 7
  %31 = add i32 %28, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %32
  store i32 %15, ptr %33, align 4, !tbaa !5
  %34 = add i32 %31, 32
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %35
  store i32 %19, ptr %36, align 4, !tbaa !5
  %37 = add i32 %31, 64
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %38
  store i32 %23, ptr %39, align 4, !tbaa !5
  %40 = add i32 %31, 96
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %41
  store i32 %27, ptr %42, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %43 = shl i32 %28, 2
  %44 = add i32 %43, %30
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = or disjoint i32 %44, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = or disjoint i32 %44, 2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = or disjoint i32 %44, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %60 = xor i32 %47, -2147483648
  %61 = xor i32 %51, -2147483648
  %62 = xor i32 %55, -2147483648
  %63 = xor i32 %59, -2147483648
  %64 = zext nneg i32 %4 to i64
  %65 = getelementptr inbounds [128 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %64
  %66 = zext nneg i32 %29 to i64
  %67 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4608), i64 %66
  %68 = icmp eq i32 %29, 1
  %69 = icmp eq i32 %29, 2
  %70 = icmp eq i32 %29, 3
  %71 = icmp ugt i32 %4, 31
  %72 = icmp eq i32 %4, 0
  %73 = zext nneg i32 %10 to i64
  %74 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %73
  %75 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 0, i64 %64
  %76 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 1, i64 %64
  %77 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 2, i64 %64
  %78 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 3, i64 %64
  %79 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 4, i64 %64
  %80 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 5, i64 %64
  %81 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 6, i64 %64
  %82 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 7, i64 %64
  %83 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 8, i64 %64
  %84 = getelementptr inbounds i8, ptr %65, i64 4
  %85 = getelementptr inbounds i8, ptr %65, i64 8
  %86 = getelementptr inbounds i8, ptr %65, i64 12
  %87 = getelementptr inbounds i8, ptr %65, i64 16
  %88 = getelementptr inbounds i8, ptr %65, i64 20
  %89 = getelementptr inbounds i8, ptr %65, i64 24
  %90 = getelementptr inbounds i8, ptr %65, i64 28
  %91 = getelementptr inbounds i8, ptr %65, i64 32
  %92 = or disjoint i32 %10, 1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %93
  %95 = or disjoint i32 %10, 2
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %96
  %98 = or disjoint i32 %10, 3
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %99
  br label %101

101:                                              ; preds = %3, %231
  %102 = phi i32 [ %63, %3 ], [ %229, %231 ]
  %103 = phi i32 [ %62, %3 ], [ %228, %231 ]
  %104 = phi i32 [ %61, %3 ], [ %227, %231 ]
  %105 = phi i32 [ %60, %3 ], [ %226, %231 ]
  %106 = phi i32 [ undef, %3 ], [ %182, %231 ]
  %107 = phi i32 [ 0, %3 ], [ %232, %231 ]
  store i32 0, ptr %75, align 4, !tbaa !5
  store i32 0, ptr %76, align 4, !tbaa !5
  store i32 0, ptr %77, align 4, !tbaa !5
  store i32 0, ptr %78, align 4, !tbaa !5
  store i32 0, ptr %79, align 4, !tbaa !5
  store i32 0, ptr %80, align 4, !tbaa !5
  store i32 0, ptr %81, align 4, !tbaa !5
  store i32 0, ptr %82, align 4, !tbaa !5
  store i32 0, ptr %83, align 4, !tbaa !5
  %108 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %105, i32 %107) #3, !srcloc !10
  %109 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %110 = and i32 %109, %108
  %111 = lshr i32 %110, 3
  %112 = and i32 %110, 7
  %113 = zext nneg i32 %112 to i64
  %114 = zext nneg i32 %111 to i64
  %115 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %113, i64 %64, i64 %114
  %116 = load i16, ptr %115, align 2, !tbaa !12
  %117 = add i16 %116, 1
  store i16 %117, ptr %115, align 2, !tbaa !12
  %118 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %104, i32 %107) #3, !srcloc !10
  %119 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %120 = and i32 %119, %118
  %121 = lshr i32 %120, 3
  %122 = and i32 %120, 7
  %123 = zext nneg i32 %122 to i64
  %124 = zext nneg i32 %121 to i64
  %125 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %123, i64 %64, i64 %124
  %126 = load i16, ptr %125, align 2, !tbaa !12
  %127 = add i16 %126, 1
  store i16 %127, ptr %125, align 2, !tbaa !12
  %128 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %103, i32 %107) #3, !srcloc !10
  %129 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %130 = and i32 %129, %128
  %131 = lshr i32 %130, 3
  %132 = and i32 %130, 7
  %133 = zext nneg i32 %132 to i64
  %134 = zext nneg i32 %131 to i64
  %135 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %133, i64 %64, i64 %134
  %136 = load i16, ptr %135, align 2, !tbaa !12
  %137 = add i16 %136, 1
  store i16 %137, ptr %135, align 2, !tbaa !12
  %138 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %102, i32 %107) #3, !srcloc !10
  %139 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %140 = and i32 %139, %138
  %141 = lshr i32 %140, 3
  %142 = and i32 %140, 7
  %143 = zext nneg i32 %142 to i64
  %144 = zext nneg i32 %141 to i64
  %145 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %143, i64 %64, i64 %144
  %146 = load i16, ptr %145, align 2, !tbaa !12
  %147 = add i16 %146, 1
  store i16 %147, ptr %145, align 2, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %148 = load i32, ptr %65, align 4, !tbaa !5
  %149 = load i32, ptr %84, align 4, !tbaa !5
  %150 = load i32, ptr %85, align 4, !tbaa !5
  %151 = load i32, ptr %86, align 4, !tbaa !5
  %152 = load i32, ptr %87, align 4, !tbaa !5
  %153 = load i32, ptr %88, align 4, !tbaa !5
  %154 = load i32, ptr %89, align 4, !tbaa !5
  %155 = load i32, ptr %90, align 4, !tbaa !5
  %156 = load i32, ptr %91, align 4, !tbaa !5
  %157 = add i32 %149, %148
  %158 = add i32 %150, %157
  %159 = add i32 %152, %151
  %160 = add i32 %153, %159
  %161 = add i32 %155, %154
  %162 = add i32 %156, %161
  %163 = add i32 %160, %158
  %164 = add i32 %162, %163
  %165 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !9
  %166 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %164, i32 1, i32 0, i32 %164, i32 -1) #4, !srcloc !14
  %167 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %166, i32 2, i32 0, i32 %166, i32 -1) #4, !srcloc !14
  %168 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %167, i32 4, i32 0, i32 %167, i32 -1) #4, !srcloc !14
  %169 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %168, i32 8, i32 0, i32 %168, i32 -1) #4, !srcloc !14
  %170 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %169, i32 16, i32 0, i32 %169, i32 -1) #4, !srcloc !14
  %171 = sub i32 %170, %164
  %172 = icmp eq i32 %165, 31
  br i1 %172, label %173, label %174

173:                                              ; preds = %101
  store i32 %170, ptr %67, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %101, %173
  tail call void @llvm.nvvm.barrier0()
  %175 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4608), align 32, !tbaa !5
  %176 = select i1 %68, i32 %175, i32 %106
  %177 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4612), align 4, !tbaa !5
  %178 = add i32 %177, %175
  %179 = select i1 %69, i32 %178, i32 %176
  %180 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4616), align 8, !tbaa !5
  %181 = add i32 %180, %178
  %182 = select i1 %70, i32 %181, i32 %179
  %183 = icmp ne i32 %165, 0
  %184 = select i1 %183, i32 %171, i32 0
  %185 = add i32 %182, %184
  %186 = or i1 %71, %183
  %187 = select i1 %71, i32 %185, i32 %171
  br i1 %186, label %192, label %188

188:                                              ; preds = %174
  %189 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4620), align 4, !tbaa !5
  %190 = add i32 %189, %181
  %191 = shl i32 %190, 16
  store i32 %191, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4628), align 4, !tbaa !5
  br label %192

192:                                              ; preds = %174, %188
  %193 = phi i32 [ %187, %174 ], [ %191, %188 ]
  tail call void @llvm.nvvm.barrier0()
  %194 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4628), align 4, !tbaa !15
  %195 = select i1 %72, i32 0, i32 %194
  %196 = add i32 %195, %193
  %197 = add i32 %196, %148
  %198 = add i32 %149, %197
  %199 = add i32 %150, %198
  %200 = add i32 %151, %199
  %201 = add i32 %152, %200
  %202 = add i32 %153, %201
  %203 = add i32 %154, %202
  %204 = add i32 %155, %203
  store i32 %196, ptr %65, align 4, !tbaa !5
  store i32 %197, ptr %84, align 4, !tbaa !5
  store i32 %198, ptr %85, align 4, !tbaa !5
  store i32 %199, ptr %86, align 4, !tbaa !5
  store i32 %200, ptr %87, align 4, !tbaa !5
  store i32 %201, ptr %88, align 4, !tbaa !5
  store i32 %202, ptr %89, align 4, !tbaa !5
  store i32 %203, ptr %90, align 4, !tbaa !5
  store i32 %204, ptr %91, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %205 = zext i16 %116 to i64
  %206 = load i16, ptr %115, align 2, !tbaa !12
  %207 = zext i16 %206 to i64
  %208 = zext i16 %126 to i64
  %209 = load i16, ptr %125, align 2, !tbaa !12
  %210 = zext i16 %209 to i64
  %211 = zext i16 %136 to i64
  %212 = load i16, ptr %135, align 2, !tbaa !12
  %213 = zext i16 %212 to i64
  %214 = zext i16 %146 to i64
  %215 = load i16, ptr %145, align 2, !tbaa !12
  %216 = zext i16 %215 to i64
  tail call void @llvm.nvvm.barrier0()
  %217 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !9
  %218 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %207
  %219 = getelementptr inbounds i32, ptr %218, i64 %205
  store i32 %105, ptr %219, align 4, !tbaa !5
  %220 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %210
  %221 = getelementptr inbounds i32, ptr %220, i64 %208
  store i32 %104, ptr %221, align 4, !tbaa !5
  %222 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %213
  %223 = getelementptr inbounds i32, ptr %222, i64 %211
  store i32 %103, ptr %223, align 4, !tbaa !5
  %224 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %216
  %225 = getelementptr inbounds i32, ptr %224, i64 %214
  store i32 %102, ptr %225, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %226 = load i32, ptr %74, align 4, !tbaa !5
  %227 = load i32, ptr %94, align 4, !tbaa !5
  %228 = load i32, ptr %97, align 4, !tbaa !5
  %229 = load i32, ptr %100, align 4, !tbaa !5
  %230 = icmp ult i32 %107, 28
  br i1 %230, label %231, label %233

231:                                              ; preds = %192
  %232 = add nuw nsw i32 %107, 4
  tail call void @llvm.nvvm.barrier0()
  br label %101

233:                                              ; preds = %192
  %234 = xor i32 %226, -2147483648
  %235 = xor i32 %227, -2147483648
  %236 = xor i32 %228, -2147483648
  %237 = xor i32 %229, -2147483648
  tail call void @llvm.nvvm.barrier0()
  %238 = add nsw i32 %235, %234
  %239 = add nsw i32 %236, %238
  %240 = add nsw i32 %237, %239
  %241 = lshr i32 %4, 2
  %242 = add nuw nsw i32 %241, %4
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 16), i64 %243
  store i32 %240, ptr %244, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br i1 %71, label %272, label %245

245:                                              ; preds = %233
  %246 = mul nuw nsw i32 %4, 5
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 16), i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !5
  %250 = getelementptr inbounds i8, ptr %248, i64 4
  %251 = load i32, ptr %250, align 4, !tbaa !5
  %252 = getelementptr inbounds i8, ptr %248, i64 8
  %253 = load i32, ptr %252, align 4, !tbaa !5
  %254 = getelementptr inbounds i8, ptr %248, i64 12
  %255 = load i32, ptr %254, align 4, !tbaa !5
  %256 = add nsw i32 %251, %249
  %257 = add nsw i32 %256, %253
  %258 = add nsw i32 %257, %255
  %259 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !9
  %260 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %258, i32 1, i32 0, i32 %258, i32 -1) #4, !srcloc !17
  %261 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %260, i32 2, i32 0, i32 %260, i32 -1) #4, !srcloc !17
  %262 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %261, i32 4, i32 0, i32 %261, i32 -1) #4, !srcloc !17
  %263 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %262, i32 8, i32 0, i32 %262, i32 -1) #4, !srcloc !17
  %264 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %263, i32 16, i32 0, i32 %263, i32 -1) #4, !srcloc !17
  %265 = sub nsw i32 %264, %258
  %266 = load i32, ptr %248, align 4, !tbaa !5
  %267 = load i32, ptr %250, align 4, !tbaa !5
  %268 = load i32, ptr %252, align 4, !tbaa !5
  %269 = add nsw i32 %266, %265
  %270 = add nsw i32 %267, %269
  %271 = add nsw i32 %268, %270
  store i32 %265, ptr %248, align 4, !tbaa !5
  store i32 %269, ptr %250, align 4, !tbaa !5
  store i32 %270, ptr %252, align 4, !tbaa !5
  store i32 %271, ptr %254, align 4, !tbaa !5
  br label %272

272:                                              ; preds = %233, %245
  tail call void @llvm.nvvm.barrier0()
  %273 = load i32, ptr %244, align 4, !tbaa !5
  %274 = add nsw i32 %273, %234
  %275 = add nsw i32 %235, %274
  %276 = add nsw i32 %236, %275
  tail call void @llvm.nvvm.barrier0()
  %277 = insertelement <4 x i32> poison, i32 %273, i64 0
  %278 = insertelement <4 x i32> %277, i32 %274, i64 1
  %279 = insertelement <4 x i32> %278, i32 %275, i64 2
  %280 = insertelement <4 x i32> %279, i32 %276, i64 3
  %281 = trunc <4 x i32> %280 to <4 x i8>
  %282 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE4bins to ptr), i64 %64
  store i32 0, ptr %282, align 4, !tbaa !5
  %283 = add nuw nsw i32 %4, 128
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE4bins to ptr), i64 %284
  store i32 0, ptr %285, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %286 = getelementptr inbounds [512 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %73
  br label %287

287:                                              ; preds = %272, %423
  %288 = phi i32 [ undef, %272 ], [ %378, %423 ]
  %289 = phi i1 [ true, %272 ], [ false, %423 ]
  %290 = phi i32 [ 0, %272 ], [ 4, %423 ]
  %291 = phi <4 x i8> [ %281, %272 ], [ %422, %423 ]
  store i32 0, ptr %75, align 4, !tbaa !5
  store i32 0, ptr %76, align 4, !tbaa !5
  store i32 0, ptr %77, align 4, !tbaa !5
  store i32 0, ptr %78, align 4, !tbaa !5
  store i32 0, ptr %79, align 4, !tbaa !5
  store i32 0, ptr %80, align 4, !tbaa !5
  store i32 0, ptr %81, align 4, !tbaa !5
  store i32 0, ptr %82, align 4, !tbaa !5
  store i32 0, ptr %83, align 4, !tbaa !5
  %292 = extractelement <4 x i8> %291, i64 0
  %293 = zext i8 %292 to i32
  %294 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %293, i32 %290) #3, !srcloc !10
  %295 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %296 = and i32 %295, %294
  %297 = lshr i32 %296, 3
  %298 = and i32 %297, 31
  %299 = and i32 %296, 7
  %300 = zext nneg i32 %299 to i64
  %301 = zext nneg i32 %298 to i64
  %302 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %300, i64 %64, i64 %301
  %303 = load i16, ptr %302, align 2, !tbaa !12
  %304 = add i16 %303, 1
  store i16 %304, ptr %302, align 2, !tbaa !12
  %305 = extractelement <4 x i8> %291, i64 1
  %306 = zext i8 %305 to i32
  %307 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %306, i32 %290) #3, !srcloc !10
  %308 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %309 = and i32 %308, %307
  %310 = lshr i32 %309, 3
  %311 = and i32 %310, 31
  %312 = and i32 %309, 7
  %313 = zext nneg i32 %312 to i64
  %314 = zext nneg i32 %311 to i64
  %315 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %313, i64 %64, i64 %314
  %316 = load i16, ptr %315, align 2, !tbaa !12
  %317 = add i16 %316, 1
  store i16 %317, ptr %315, align 2, !tbaa !12
  %318 = extractelement <4 x i8> %291, i64 2
  %319 = zext i8 %318 to i32
  %320 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %319, i32 %290) #3, !srcloc !10
  %321 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %322 = and i32 %321, %320
  %323 = lshr i32 %322, 3
  %324 = and i32 %323, 31
  %325 = and i32 %322, 7
  %326 = zext nneg i32 %325 to i64
  %327 = zext nneg i32 %324 to i64
  %328 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %326, i64 %64, i64 %327
  %329 = load i16, ptr %328, align 2, !tbaa !12
  %330 = add i16 %329, 1
  store i16 %330, ptr %328, align 2, !tbaa !12
  %331 = extractelement <4 x i8> %291, i64 3
  %332 = zext i8 %331 to i32
  %333 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %332, i32 %290) #3, !srcloc !10
  %334 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #3, !srcloc !11
  %335 = and i32 %334, %333
  %336 = lshr i32 %335, 3
  %337 = and i32 %336, 31
  %338 = and i32 %335, 7
  %339 = zext nneg i32 %338 to i64
  %340 = zext nneg i32 %337 to i64
  %341 = getelementptr inbounds [9 x [128 x [2 x i16]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 0, i64 %339, i64 %64, i64 %340
  %342 = load i16, ptr %341, align 2, !tbaa !12
  %343 = add i16 %342, 1
  store i16 %343, ptr %341, align 2, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %344 = load i32, ptr %65, align 4, !tbaa !5
  %345 = load i32, ptr %84, align 4, !tbaa !5
  %346 = load i32, ptr %85, align 4, !tbaa !5
  %347 = load i32, ptr %86, align 4, !tbaa !5
  %348 = load i32, ptr %87, align 4, !tbaa !5
  %349 = load i32, ptr %88, align 4, !tbaa !5
  %350 = load i32, ptr %89, align 4, !tbaa !5
  %351 = load i32, ptr %90, align 4, !tbaa !5
  %352 = load i32, ptr %91, align 4, !tbaa !5
  %353 = add i32 %345, %344
  %354 = add i32 %346, %353
  %355 = add i32 %348, %347
  %356 = add i32 %349, %355
  %357 = add i32 %351, %350
  %358 = add i32 %352, %357
  %359 = add i32 %356, %354
  %360 = add i32 %358, %359
  %361 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !9
  %362 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %360, i32 1, i32 0, i32 %360, i32 -1) #4, !srcloc !14
  %363 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %362, i32 2, i32 0, i32 %362, i32 -1) #4, !srcloc !14
  %364 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %363, i32 4, i32 0, i32 %363, i32 -1) #4, !srcloc !14
  %365 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %364, i32 8, i32 0, i32 %364, i32 -1) #4, !srcloc !14
  %366 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %365, i32 16, i32 0, i32 %365, i32 -1) #4, !srcloc !14
  %367 = sub i32 %366, %360
  %368 = icmp eq i32 %361, 31
  br i1 %368, label %369, label %370

369:                                              ; preds = %287
  store i32 %366, ptr %67, align 4, !tbaa !5
  br label %370

370:                                              ; preds = %369, %287
  tail call void @llvm.nvvm.barrier0()
  %371 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4608), align 32, !tbaa !5
  %372 = select i1 %68, i32 %371, i32 %288
  %373 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4612), align 4, !tbaa !5
  %374 = add i32 %373, %371
  %375 = select i1 %69, i32 %374, i32 %372
  %376 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4616), align 8, !tbaa !5
  %377 = add i32 %376, %374
  %378 = select i1 %70, i32 %377, i32 %375
  %379 = icmp ne i32 %361, 0
  %380 = select i1 %379, i32 %367, i32 0
  %381 = add i32 %378, %380
  %382 = or i1 %71, %379
  %383 = select i1 %71, i32 %381, i32 %367
  br i1 %382, label %388, label %384

384:                                              ; preds = %370
  %385 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4620), align 4, !tbaa !5
  %386 = add i32 %385, %377
  %387 = shl i32 %386, 16
  store i32 %387, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4628), align 4, !tbaa !5
  br label %388

388:                                              ; preds = %370, %384
  %389 = phi i32 [ %383, %370 ], [ %387, %384 ]
  tail call void @llvm.nvvm.barrier0()
  %390 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 4628), align 4, !tbaa !15
  %391 = select i1 %72, i32 0, i32 %390
  %392 = add i32 %391, %389
  %393 = add i32 %392, %344
  %394 = add i32 %345, %393
  %395 = add i32 %346, %394
  %396 = add i32 %347, %395
  %397 = add i32 %348, %396
  %398 = add i32 %349, %397
  %399 = add i32 %350, %398
  %400 = add i32 %351, %399
  store i32 %392, ptr %65, align 4, !tbaa !5
  store i32 %393, ptr %84, align 4, !tbaa !5
  store i32 %394, ptr %85, align 4, !tbaa !5
  store i32 %395, ptr %86, align 4, !tbaa !5
  store i32 %396, ptr %87, align 4, !tbaa !5
  store i32 %397, ptr %88, align 4, !tbaa !5
  store i32 %398, ptr %89, align 4, !tbaa !5
  store i32 %399, ptr %90, align 4, !tbaa !5
  store i32 %400, ptr %91, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %401 = zext i16 %303 to i64
  %402 = load i16, ptr %302, align 2, !tbaa !12
  %403 = zext i16 %402 to i64
  %404 = zext i16 %316 to i64
  %405 = load i16, ptr %315, align 2, !tbaa !12
  %406 = zext i16 %405 to i64
  %407 = zext i16 %329 to i64
  %408 = load i16, ptr %328, align 2, !tbaa !12
  %409 = zext i16 %408 to i64
  %410 = zext i16 %342 to i64
  %411 = load i16, ptr %341, align 2, !tbaa !12
  %412 = zext i16 %411 to i64
  tail call void @llvm.nvvm.barrier0()
  %413 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !9
  %414 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %403
  %415 = getelementptr inbounds i8, ptr %414, i64 %401
  store i8 %292, ptr %415, align 1, !tbaa !18
  %416 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %406
  %417 = getelementptr inbounds i8, ptr %416, i64 %404
  store i8 %305, ptr %417, align 1, !tbaa !18
  %418 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %409
  %419 = getelementptr inbounds i8, ptr %418, i64 %407
  store i8 %318, ptr %419, align 1, !tbaa !18
  %420 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 %412
  %421 = getelementptr inbounds i8, ptr %420, i64 %410
  store i8 %331, ptr %421, align 1, !tbaa !18
  tail call void @llvm.nvvm.barrier0()
  %422 = load <4 x i8>, ptr %286, align 1, !tbaa !18
  br i1 %289, label %423, label %424

423:                                              ; preds = %388
  tail call void @llvm.nvvm.barrier0()
  br label %287

424:                                              ; preds = %388
  tail call void @llvm.nvvm.barrier0()
  %425 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 256), i64 0, i64 %64
  store i32 512, ptr %425, align 4, !tbaa !18
  %426 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 1280), i64 0, i64 %64
  store i32 512, ptr %426, align 4, !tbaa !18
  %427 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 256), i64 0, i64 %284
  store i32 512, ptr %427, align 4, !tbaa !18
  %428 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 1280), i64 0, i64 %284
  store i32 512, ptr %428, align 4, !tbaa !18
  tail call void @llvm.nvvm.barrier0()
  %429 = getelementptr inbounds [128 x i8], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 128), i64 0, i64 %64
  %430 = extractelement <4 x i8> %422, i64 3
  store i8 %430, ptr %429, align 1, !tbaa !18
  tail call void @llvm.nvvm.barrier0()
  br i1 %72, label %443, label %431

431:                                              ; preds = %424
  %432 = add nsw i32 %4, -1
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds [128 x i8], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 128), i64 0, i64 %433
  %435 = load i8, ptr %434, align 1, !tbaa !18
  %436 = extractelement <4 x i8> %422, i64 0
  %437 = icmp eq i8 %435, %436
  br i1 %437, label %443, label %438

438:                                              ; preds = %431
  %439 = zext i8 %435 to i64
  %440 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 1280), i64 0, i64 %439
  %441 = zext i8 %436 to i64
  %442 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 256), i64 0, i64 %441
  store i32 %10, ptr %442, align 4, !tbaa !18
  store i32 %10, ptr %440, align 4, !tbaa !18
  br label %443

443:                                              ; preds = %438, %431, %424
  %444 = extractelement <4 x i8> %422, i64 0
  %445 = extractelement <4 x i8> %422, i64 1
  %446 = icmp eq i8 %444, %445
  br i1 %446, label %452, label %447

447:                                              ; preds = %443
  %448 = zext i8 %444 to i64
  %449 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 1280), i64 0, i64 %448
  %450 = zext i8 %445 to i64
  %451 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 256), i64 0, i64 %450
  store i32 %92, ptr %451, align 4, !tbaa !18
  store i32 %92, ptr %449, align 4, !tbaa !18
  br label %452

452:                                              ; preds = %443, %447
  %453 = extractelement <4 x i8> %422, i64 2
  %454 = icmp eq i8 %445, %453
  br i1 %454, label %460, label %455

455:                                              ; preds = %452
  %456 = zext i8 %445 to i64
  %457 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 1280), i64 0, i64 %456
  %458 = zext i8 %453 to i64
  %459 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 256), i64 0, i64 %458
  store i32 %95, ptr %459, align 4, !tbaa !18
  store i32 %95, ptr %457, align 4, !tbaa !18
  br label %460

460:                                              ; preds = %455, %452
  %461 = icmp eq i8 %453, %430
  br i1 %461, label %467, label %462

462:                                              ; preds = %460
  %463 = zext i8 %453 to i64
  %464 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 1280), i64 0, i64 %463
  %465 = zext i8 %430 to i64
  %466 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 256), i64 0, i64 %465
  store i32 %98, ptr %466, align 4, !tbaa !18
  store i32 %98, ptr %464, align 4, !tbaa !18
  br label %467

467:                                              ; preds = %462, %460
  br i1 %72, label %468, label %471

468:                                              ; preds = %467
  %469 = zext i8 %444 to i64
  %470 = getelementptr inbounds [256 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE3tmp to ptr), i64 256), i64 0, i64 %469
  store i32 0, ptr %470, align 4, !tbaa !18
  br label %471

471:                                              ; preds = %468, %467
  tail call void @llvm.nvvm.barrier0()
  %472 = load i32, ptr %426, align 4, !tbaa !18
  %473 = load i32, ptr %425, align 4, !tbaa !18
  %474 = sub i32 %472, %473
  %475 = load i32, ptr %282, align 4, !tbaa !5
  %476 = add i32 %474, %475
  store i32 %476, ptr %282, align 4, !tbaa !5
  %477 = load i32, ptr %428, align 4, !tbaa !18
  %478 = load i32, ptr %427, align 4, !tbaa !18
  %479 = sub i32 %477, %478
  %480 = load i32, ptr %285, align 4, !tbaa !5
  %481 = add i32 %479, %480
  store i32 %481, ptr %285, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %482 = add i32 %6, %10
  %483 = zext i32 %482 to i64
  %484 = getelementptr inbounds i32, ptr %1, i64 %483
  store i32 %273, ptr %484, align 4, !tbaa !5
  %485 = or disjoint i32 %482, 1
  %486 = zext i32 %485 to i64
  %487 = getelementptr inbounds i32, ptr %1, i64 %486
  store i32 %274, ptr %487, align 4, !tbaa !5
  %488 = or disjoint i32 %482, 2
  %489 = zext i32 %488 to i64
  %490 = getelementptr inbounds i32, ptr %1, i64 %489
  store i32 %275, ptr %490, align 4, !tbaa !5
  %491 = or disjoint i32 %482, 3
  %492 = zext i32 %491 to i64
  %493 = getelementptr inbounds i32, ptr %1, i64 %492
  store i32 %276, ptr %493, align 4, !tbaa !5
  %494 = icmp ult i32 %4, 256
  br i1 %494, label %496, label %495

495:                                              ; preds = %496, %471
  ret void

496:                                              ; preds = %471, %496
  %497 = phi i32 [ %503, %496 ], [ %4, %471 ]
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr inbounds i32, ptr %2, i64 %498
  %500 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9sort_scanPKiPiPjE4bins to ptr), i64 0, i64 %498
  %501 = load i32, ptr %500, align 4, !tbaa !5
  %502 = atomicrmw add ptr %499, i32 %501 seq_cst, align 4
  %503 = add nuw nsw i32 %497, 128
  %504 = icmp ult i32 %497, 128
  br i1 %504, label %496, label %495, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9sort_scanPKiPiPj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 21934648}
!10 = !{i64 17041413}
!11 = !{i64 21504912}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{i64 27019164}
!15 = !{!16, !6, i64 20}
!16 = !{!"_ZTSN3cub32CUB_300001_SM___CUDA_ARCH_LIST__6detail18BlockScanWarpScansIjLi128ELi1ELi1EE12_TempStorageE", !7, i64 0, !7, i64 16, !6, i64 20}
!17 = !{i64 27018179}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
