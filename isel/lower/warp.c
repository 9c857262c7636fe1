/*
 * isel/lower/warp.c -- warp-level and synchronization intrinsics: the family
 * handler that intrin.c asks first, and the hand-selected nodes it makes.
 *
 * Most intrinsics of this family are one rule each in nvptx.md's
 * "warp-level, synchronization and atomic intrinsics" section (shfl.sync,
 * vote.sync, match.any.sync, redux.sync, activemask, the CTA barriers,
 * membar and fence, isspacep, prefetch, nanosleep, trap).  A rule's
 * template fixes the PTX types of its registers, so a call whose types
 * differ from LLVM's declaration would become PTX that ptxas rejects; this
 * file therefore checks the signature of every such intrinsic first
 * (the `signatures` table) and lets the pattern family take it only when
 * it matches.  What a single rule cannot express is built here:
 *
 *   shfl.sync.*p, match.all.sync.*p   {T, i1} results: one PRED_PAIR node
 *                                     writing `d|p`, read through two
 *                                     result registers
 *   barrier0.{popc,and,or}            take and return i32: setp, then the
 *                                     barrier.cta.red rule, then selp
 *   ldg.global.*, ldu.global.*        read-only and uniform loads, scalar,
 *                                     vector or pointer (LOAD/LOADV with
 *                                     .nc, or an LDU node)
 *   shfl.*, vote.* without .sync      nvptx.md's rules before sm_70; a
 *                                     located error from sm_70 on, where
 *                                     PTX no longer has them
 *   shfl.sync.i32, vote.sync          NVVM IR's own forms, the operation
 *                                     a constant operand: one pair each
 *   llvm.nvvm.atomic.*                handed to isel/lower/atomic.c
 *
 * Invariant: the family returns true exactly when it has built the
 * call's value or reported a located error; a name it does not know, or a
 * pattern intrinsic whose signature is right, goes on to the next family.
 */
#include <stdlib.h>
#include <string.h>

#include "isel/isel.h"
#include "isel/tables.h"

/* ---------------- signatures ---------------- */

/* One letter per type: v void, b i1, h i16, i i32, l i64, q i128, f
 * float, H <2 x half>, B <2 x bfloat>, V <4 x float>, Q <4 x i8>, p a
 * generic pointer, g a global pointer, s a shared pointer, c a
 * shared::cluster pointer (7), t a tensor-memory pointer (6), k a
 * constant pointer, L a local pointer,
 * P { i32, i1 }, F { float, i1 }.  A pointer matches whatever its pointee
 * (typed IR).  The string is "result:arguments".  From LLVM's
 * IntrinsicsNVVM.td (19; 21 for barrier.cta, fence.*, prefetch and the
 * f32 redux; 22 for the sreg, conversion, bulk-copy, wgmma-group,
 * tcgen05, st.bulk and clusterlaunchcontrol entries). */
static const struct {
    const char *name, *sig;
} signatures[] = { /* in strcmp order: signature_of searches it */
    {"llvm.debugtrap", "v:"},
    {"llvm.nvvm.activemask", "i:"},
    {"llvm.nvvm.bar.sync", "v:i"},
    {"llvm.nvvm.bar.warp.sync", "v:i"},
    {"llvm.nvvm.barrier", "v:ii"},
    {"llvm.nvvm.barrier.cta.arrive.aligned.count", "v:ii"},
    {"llvm.nvvm.barrier.cta.arrive.count", "v:ii"},
    {"llvm.nvvm.barrier.cta.red.and.aligned.all", "b:ib"},
    {"llvm.nvvm.barrier.cta.red.and.aligned.count", "b:iib"},
    {"llvm.nvvm.barrier.cta.red.and.all", "b:ib"},
    {"llvm.nvvm.barrier.cta.red.and.count", "b:iib"},
    {"llvm.nvvm.barrier.cta.red.or.aligned.all", "b:ib"},
    {"llvm.nvvm.barrier.cta.red.or.aligned.count", "b:iib"},
    {"llvm.nvvm.barrier.cta.red.or.all", "b:ib"},
    {"llvm.nvvm.barrier.cta.red.or.count", "b:iib"},
    {"llvm.nvvm.barrier.cta.red.popc.aligned.all", "i:ib"},
    {"llvm.nvvm.barrier.cta.red.popc.aligned.count", "i:iib"},
    {"llvm.nvvm.barrier.cta.red.popc.all", "i:ib"},
    {"llvm.nvvm.barrier.cta.red.popc.count", "i:iib"},
    {"llvm.nvvm.barrier.cta.sync.aligned.all", "v:i"},
    {"llvm.nvvm.barrier.cta.sync.aligned.count", "v:ii"},
    {"llvm.nvvm.barrier.cta.sync.all", "v:i"},
    {"llvm.nvvm.barrier.cta.sync.count", "v:ii"},
    {"llvm.nvvm.barrier.n", "v:i"},
    {"llvm.nvvm.barrier.sync", "v:i"},
    {"llvm.nvvm.barrier.sync.cnt", "v:ii"},
    {"llvm.nvvm.barrier0", "v:"},
    {"llvm.nvvm.barrier0.and", "i:i"},
    {"llvm.nvvm.barrier0.or", "i:i"},
    {"llvm.nvvm.barrier0.popc", "i:i"},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rp", "h:B"},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite", "h:B"},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rz", "h:B"},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite", "h:B"},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x", "i:q"},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y", "i:q"},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z", "i:q"},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled", "b:q"},
    {"llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared", "v:ss"},
    {"llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared", "v:ss"},
    {"llvm.nvvm.cp.async.bulk.commit.group", "v:"},
    {"llvm.nvvm.cp.async.bulk.global.to.shared.cluster", "v:csgihlbb"},
    {"llvm.nvvm.cp.async.bulk.global.to.shared.cta", "v:ssgilb"},
    {"llvm.nvvm.cp.async.bulk.prefetch.L2", "v:gilb"},
    {"llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", "v:cssi"},
    {"llvm.nvvm.cp.async.bulk.shared.cta.to.global", "v:gsilb"},
    {"llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask", "v:gsilbh"},
    {"llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d", "v:piiihlb"},
    {"llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.4d", "v:piiiihhlb"},
    {"llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d", "v:pilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d", "v:piilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.3d", "v:piiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.4d", "v:piiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d", "v:piiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d", "v:spilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d", "v:spiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d", "v:spiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.tile.4d", "v:spiiiilb"},
    {"llvm.nvvm.cp.async.bulk.tensor.s2g.tile.5d", "v:spiiiiilb"},
    {"llvm.nvvm.cp.async.bulk.wait.group", "v:i"},
    {"llvm.nvvm.cp.async.bulk.wait.group.read", "v:i"},
    {"llvm.nvvm.e2m1x2.to.f16x2.rn", "H:h"},
    {"llvm.nvvm.e2m1x2.to.f16x2.rn.relu", "H:h"},
    {"llvm.nvvm.e2m3x2.to.f16x2.rn", "H:h"},
    {"llvm.nvvm.e2m3x2.to.f16x2.rn.relu", "H:h"},
    {"llvm.nvvm.e3m2x2.to.f16x2.rn", "H:h"},
    {"llvm.nvvm.e3m2x2.to.f16x2.rn.relu", "H:h"},
    {"llvm.nvvm.e4m3x2.to.f16x2.rn", "H:h"},
    {"llvm.nvvm.e4m3x2.to.f16x2.rn.relu", "H:h"},
    {"llvm.nvvm.e5m2x2.to.f16x2.rn", "H:h"},
    {"llvm.nvvm.e5m2x2.to.f16x2.rn.relu", "H:h"},
    {"llvm.nvvm.exit", "v:"},
    {"llvm.nvvm.f16x2.to.e4m3x2.rn", "h:H"},
    {"llvm.nvvm.f16x2.to.e4m3x2.rn.relu", "h:H"},
    {"llvm.nvvm.f16x2.to.e5m2x2.rn", "h:H"},
    {"llvm.nvvm.f16x2.to.e5m2x2.rn.relu", "h:H"},
    {"llvm.nvvm.f2tf32.rn", "i:f"},
    {"llvm.nvvm.f2tf32.rn.relu", "i:f"},
    {"llvm.nvvm.f2tf32.rn.relu.satfinite", "i:f"},
    {"llvm.nvvm.f2tf32.rn.satfinite", "i:f"},
    {"llvm.nvvm.f2tf32.rna", "i:f"},
    {"llvm.nvvm.f2tf32.rna.satfinite", "i:f"},
    {"llvm.nvvm.f2tf32.rz", "i:f"},
    {"llvm.nvvm.f2tf32.rz.relu", "i:f"},
    {"llvm.nvvm.f2tf32.rz.relu.satfinite", "i:f"},
    {"llvm.nvvm.f2tf32.rz.satfinite", "i:f"},
    {"llvm.nvvm.f32x4.to.e2m1x4.rs.relu.satfinite", "h:Vi"},
    {"llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite", "h:Vi"},
    {"llvm.nvvm.f32x4.to.e2m3x4.rs.relu.satfinite", "Q:Vi"},
    {"llvm.nvvm.f32x4.to.e2m3x4.rs.satfinite", "Q:Vi"},
    {"llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite", "Q:Vi"},
    {"llvm.nvvm.f32x4.to.e3m2x4.rs.satfinite", "Q:Vi"},
    {"llvm.nvvm.f32x4.to.e4m3x4.rs.relu.satfinite", "Q:Vi"},
    {"llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite", "Q:Vi"},
    {"llvm.nvvm.f32x4.to.e5m2x4.rs.relu.satfinite", "Q:Vi"},
    {"llvm.nvvm.f32x4.to.e5m2x4.rs.satfinite", "Q:Vi"},
    {"llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster", "v:"},
    {"llvm.nvvm.fence.mbarrier_init.release.cluster", "v:"},
    {"llvm.nvvm.fence.proxy.alias", "v:"},
    {"llvm.nvvm.fence.proxy.async", "v:"},
    {"llvm.nvvm.fence.proxy.async.global", "v:"},
    {"llvm.nvvm.fence.proxy.async.shared_cluster", "v:"},
    {"llvm.nvvm.fence.proxy.async.shared_cta", "v:"},
    {"llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster",
     "v:"},
    {"llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster", "v:"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster", "v:pi"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta", "v:pi"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu", "v:pi"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys", "v:pi"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.release.cluster", "v:"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.release.cta", "v:"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.release.gpu", "v:"},
    {"llvm.nvvm.fence.proxy.tensormap_generic.release.sys", "v:"},
    {"llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster", "v:"},
    {"llvm.nvvm.fence.sc.cluster", "v:"},
    {"llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite", "h:ff"},
    {"llvm.nvvm.ff.to.e2m1x2.rn.satfinite", "h:ff"},
    {"llvm.nvvm.ff.to.e2m3x2.rn.relu.satfinite", "h:ff"},
    {"llvm.nvvm.ff.to.e2m3x2.rn.satfinite", "h:ff"},
    {"llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite", "h:ff"},
    {"llvm.nvvm.ff.to.e3m2x2.rn.satfinite", "h:ff"},
    {"llvm.nvvm.ff.to.e4m3x2.rn", "h:ff"},
    {"llvm.nvvm.ff.to.e4m3x2.rn.relu", "h:ff"},
    {"llvm.nvvm.ff.to.e5m2x2.rn", "h:ff"},
    {"llvm.nvvm.ff.to.e5m2x2.rn.relu", "h:ff"},
    {"llvm.nvvm.ff.to.ue8m0x2.rp", "h:ff"},
    {"llvm.nvvm.ff.to.ue8m0x2.rp.satfinite", "h:ff"},
    {"llvm.nvvm.ff.to.ue8m0x2.rz", "h:ff"},
    {"llvm.nvvm.ff.to.ue8m0x2.rz.satfinite", "h:ff"},
    {"llvm.nvvm.ff2bf16x2.rs", "B:ffi"},
    {"llvm.nvvm.ff2bf16x2.rs.relu", "B:ffi"},
    {"llvm.nvvm.ff2bf16x2.rs.relu.satfinite", "B:ffi"},
    {"llvm.nvvm.ff2bf16x2.rs.satfinite", "B:ffi"},
    {"llvm.nvvm.ff2f16x2.rs", "H:ffi"},
    {"llvm.nvvm.ff2f16x2.rs.relu", "H:ffi"},
    {"llvm.nvvm.ff2f16x2.rs.relu.satfinite", "H:ffi"},
    {"llvm.nvvm.ff2f16x2.rs.satfinite", "H:ffi"},
    {"llvm.nvvm.griddepcontrol.launch.dependents", "v:"},
    {"llvm.nvvm.isspacep.const", "b:p"},
    {"llvm.nvvm.isspacep.global", "b:p"},
    {"llvm.nvvm.isspacep.local", "b:p"},
    {"llvm.nvvm.isspacep.shared", "b:p"},
    {"llvm.nvvm.isspacep.shared.cluster", "b:p"},
    {"llvm.nvvm.match.all.sync.i32", "P:ii"},  /* NVVM IR's names of the */
    {"llvm.nvvm.match.all.sync.i32p", "P:ii"},
    {"llvm.nvvm.match.all.sync.i64", "P:il"},  /* same pairs (Numba)     */
    {"llvm.nvvm.match.all.sync.i64p", "P:il"},
    {"llvm.nvvm.match.any.sync.i32", "i:ii"},
    {"llvm.nvvm.match.any.sync.i64", "i:il"},
    {"llvm.nvvm.membar.cta", "v:"},
    {"llvm.nvvm.membar.gl", "v:"},
    {"llvm.nvvm.membar.sys", "v:"},
    {"llvm.nvvm.nanosleep", "v:i"},
    {"llvm.nvvm.pm.event.mask", "v:h"},
    {"llvm.nvvm.prefetch.L1", "v:p"},
    {"llvm.nvvm.prefetch.L2", "v:p"},
    {"llvm.nvvm.prefetch.global.L1", "v:g"},
    {"llvm.nvvm.prefetch.global.L2", "v:g"},
    {"llvm.nvvm.prefetch.global.L2.evict.last", "v:g"},
    {"llvm.nvvm.prefetch.global.L2.evict.normal", "v:g"},
    {"llvm.nvvm.prefetch.local.L1", "v:L"},
    {"llvm.nvvm.prefetch.local.L2", "v:L"},
    {"llvm.nvvm.prefetch.tensormap.p0", "v:p"},
    {"llvm.nvvm.prefetch.tensormap.p4", "v:k"},
    {"llvm.nvvm.prefetchu.L1", "v:p"},
    {"llvm.nvvm.read.ptx.sreg.cluster.ctaid.w", "i:"},
    {"llvm.nvvm.read.ptx.sreg.cluster.nctaid.w", "i:"},
    {"llvm.nvvm.read.ptx.sreg.clusterid.w", "i:"},
    {"llvm.nvvm.read.ptx.sreg.ctaid.w", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg0", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg1", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg10", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg11", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg12", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg13", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg14", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg15", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg16", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg17", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg18", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg19", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg2", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg20", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg21", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg22", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg23", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg24", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg25", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg26", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg27", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg28", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg29", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg3", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg30", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg31", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg4", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg5", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg6", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg7", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg8", "i:"},
    {"llvm.nvvm.read.ptx.sreg.envreg9", "i:"},
    {"llvm.nvvm.read.ptx.sreg.globaltimer", "l:"},
    {"llvm.nvvm.read.ptx.sreg.globaltimer.lo", "i:"},
    {"llvm.nvvm.read.ptx.sreg.gridid", "i:"},
    {"llvm.nvvm.read.ptx.sreg.nclusterid.w", "i:"},
    {"llvm.nvvm.read.ptx.sreg.nctaid.w", "i:"},
    {"llvm.nvvm.read.ptx.sreg.ntid.w", "i:"},
    {"llvm.nvvm.read.ptx.sreg.pm0", "i:"},
    {"llvm.nvvm.read.ptx.sreg.pm1", "i:"},
    {"llvm.nvvm.read.ptx.sreg.pm2", "i:"},
    {"llvm.nvvm.read.ptx.sreg.pm3", "i:"},
    {"llvm.nvvm.read.ptx.sreg.tid.w", "i:"},
    {"llvm.nvvm.redux.sync.add", "i:ii"},
    {"llvm.nvvm.redux.sync.and", "i:ii"},
    {"llvm.nvvm.redux.sync.fmax", "f:fi"},
    {"llvm.nvvm.redux.sync.fmax.NaN", "f:fi"},
    {"llvm.nvvm.redux.sync.fmax.abs", "f:fi"},
    {"llvm.nvvm.redux.sync.fmax.abs.NaN", "f:fi"},
    {"llvm.nvvm.redux.sync.fmin", "f:fi"},
    {"llvm.nvvm.redux.sync.fmin.NaN", "f:fi"},
    {"llvm.nvvm.redux.sync.fmin.abs", "f:fi"},
    {"llvm.nvvm.redux.sync.fmin.abs.NaN", "f:fi"},
    {"llvm.nvvm.redux.sync.max", "i:ii"},
    {"llvm.nvvm.redux.sync.min", "i:ii"},
    {"llvm.nvvm.redux.sync.or", "i:ii"},
    {"llvm.nvvm.redux.sync.umax", "i:ii"},
    {"llvm.nvvm.redux.sync.umin", "i:ii"},
    {"llvm.nvvm.redux.sync.xor", "i:ii"},
    {"llvm.nvvm.setmaxnreg.dec.sync.aligned.u32", "v:i"},
    {"llvm.nvvm.setmaxnreg.inc.sync.aligned.u32", "v:i"},
    {"llvm.nvvm.shfl.bfly.f32", "f:fii"},
    {"llvm.nvvm.shfl.bfly.f32p", "F:fii"},
    {"llvm.nvvm.shfl.bfly.i32", "i:iii"},
    {"llvm.nvvm.shfl.bfly.i32p", "P:iii"},
    {"llvm.nvvm.shfl.down.f32", "f:fii"},
    {"llvm.nvvm.shfl.down.f32p", "F:fii"},
    {"llvm.nvvm.shfl.down.i32", "i:iii"},
    {"llvm.nvvm.shfl.down.i32p", "P:iii"},
    {"llvm.nvvm.shfl.idx.f32", "f:fii"},
    {"llvm.nvvm.shfl.idx.f32p", "F:fii"},
    {"llvm.nvvm.shfl.idx.i32", "i:iii"},
    {"llvm.nvvm.shfl.idx.i32p", "P:iii"},
    {"llvm.nvvm.shfl.sync.bfly.f32", "f:ifii"},
    {"llvm.nvvm.shfl.sync.bfly.f32p", "F:ifii"},
    {"llvm.nvvm.shfl.sync.bfly.i32", "i:iiii"},
    {"llvm.nvvm.shfl.sync.bfly.i32p", "P:iiii"},
    {"llvm.nvvm.shfl.sync.down.f32", "f:ifii"},
    {"llvm.nvvm.shfl.sync.down.f32p", "F:ifii"},
    {"llvm.nvvm.shfl.sync.down.i32", "i:iiii"},
    {"llvm.nvvm.shfl.sync.down.i32p", "P:iiii"},
    {"llvm.nvvm.shfl.sync.i32", "P:iiiii"},
    {"llvm.nvvm.shfl.sync.idx.f32", "f:ifii"},
    {"llvm.nvvm.shfl.sync.idx.f32p", "F:ifii"},
    {"llvm.nvvm.shfl.sync.idx.i32", "i:iiii"},
    {"llvm.nvvm.shfl.sync.idx.i32p", "P:iiii"},
    {"llvm.nvvm.shfl.sync.up.f32", "f:ifii"},
    {"llvm.nvvm.shfl.sync.up.f32p", "F:ifii"},
    {"llvm.nvvm.shfl.sync.up.i32", "i:iiii"},
    {"llvm.nvvm.shfl.sync.up.i32p", "P:iiii"},
    {"llvm.nvvm.shfl.up.f32", "f:fii"},
    {"llvm.nvvm.shfl.up.f32p", "F:fii"},
    {"llvm.nvvm.shfl.up.i32", "i:iii"},
    {"llvm.nvvm.shfl.up.i32p", "P:iii"},
    {"llvm.nvvm.st.bulk", "v:pll"},
    {"llvm.nvvm.st.bulk.shared.cta", "v:sll"},
    {"llvm.nvvm.tcgen05.alloc.cg1", "v:pi"},
    {"llvm.nvvm.tcgen05.alloc.cg2", "v:pi"},
    {"llvm.nvvm.tcgen05.alloc.shared.cg1", "v:si"},
    {"llvm.nvvm.tcgen05.alloc.shared.cg2", "v:si"},
    {"llvm.nvvm.tcgen05.commit.cg1", "v:p"},
    {"llvm.nvvm.tcgen05.commit.cg2", "v:p"},
    {"llvm.nvvm.tcgen05.commit.mc.cg1", "v:ph"},
    {"llvm.nvvm.tcgen05.commit.mc.cg2", "v:ph"},
    {"llvm.nvvm.tcgen05.commit.mc.shared.cg1", "v:sh"},
    {"llvm.nvvm.tcgen05.commit.mc.shared.cg2", "v:sh"},
    {"llvm.nvvm.tcgen05.commit.shared.cg1", "v:s"},
    {"llvm.nvvm.tcgen05.commit.shared.cg2", "v:s"},
    {"llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x128b.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x128b.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x256b.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.128x256b.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.4x256b.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.4x256b.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1", "v:tl"},
    {"llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg2", "v:tl"},
    {"llvm.nvvm.tcgen05.dealloc.cg1", "v:ti"},
    {"llvm.nvvm.tcgen05.dealloc.cg2", "v:ti"},
    {"llvm.nvvm.tcgen05.fence.after.thread.sync", "v:"},
    {"llvm.nvvm.tcgen05.fence.before.thread.sync", "v:"},
    {"llvm.nvvm.tcgen05.relinq.alloc.permit.cg1", "v:"},
    {"llvm.nvvm.tcgen05.relinq.alloc.permit.cg2", "v:"},
    {"llvm.nvvm.tcgen05.shift.down.cg1", "v:t"},
    {"llvm.nvvm.tcgen05.shift.down.cg2", "v:t"},
    {"llvm.nvvm.tcgen05.wait.ld", "v:"},
    {"llvm.nvvm.tcgen05.wait.st", "v:"},
    {"llvm.nvvm.ue8m0x2.to.bf16x2", "B:h"},
    {"llvm.nvvm.vote.all", "b:b"},
    {"llvm.nvvm.vote.all.sync", "b:ib"},
    {"llvm.nvvm.vote.any", "b:b"},
    {"llvm.nvvm.vote.any.sync", "b:ib"},
    {"llvm.nvvm.vote.ballot", "i:b"},
    {"llvm.nvvm.vote.ballot.sync", "i:ib"},
    {"llvm.nvvm.vote.sync", "P:iib"},
    {"llvm.nvvm.vote.uni", "b:b"},
    {"llvm.nvvm.vote.uni.sync", "b:ib"},
    {"llvm.nvvm.wgmma.commit_group.sync.aligned", "v:"},
    {"llvm.nvvm.wgmma.fence.sync.aligned", "v:"},
    {"llvm.nvvm.wgmma.wait_group.sync.aligned", "v:l"},
    {"llvm.trap", "v:"},
};

static bool is_int(const Type *t, uint32_t bits) { return t->kind == TY_INT && t->bits == bits; }

static bool is_ptr_in(const Type *t, uint32_t as)
{
    return t->kind == TY_PTR && t->addrspace == as;
}

/* A two-member struct { first, i1 }. */
static bool is_pair(const Type *t, TypeKind first, uint32_t bits)
{
    return t->kind == TY_STRUCT && t->nmem == 2 && t->mem[0]->kind == first &&
           (first != TY_INT || t->mem[0]->bits == bits) && is_int(t->mem[1], 1);
}

/* <n x T> (T an integer of `bits` bits, or a float type with bits 0). */
static bool is_vec_of(const Type *t, uint64_t n, TypeKind elem, uint32_t bits)
{
    return t->kind == TY_VEC && !t->scalable && t->count == n && t->elem->kind == elem &&
           (elem != TY_INT || t->elem->bits == bits);
}

/* <2 x T>: the packed pairs of the f16x2/bf16x2 conversions. */
static bool is_pair_vec(const Type *t, TypeKind elem)
{
    return is_vec_of(t, 2, elem, 0);
}

static bool type_matches(const Type *t, char code)
{
    switch (code) {
    case 'v': return t->kind == TY_VOID;
    case 'b': return is_int(t, 1);
    case 'h': return is_int(t, 16);
    case 'i': return is_int(t, 32);
    case 'l': return is_int(t, 64);
    case 'q': return is_int(t, 128);
    case 'f': return t->kind == TY_FLOAT;
    case 'H': return is_pair_vec(t, TY_HALF);
    case 'B': return is_pair_vec(t, TY_BFLOAT);
    case 'V': return is_vec_of(t, 4, TY_FLOAT, 0);
    case 'Q': return is_vec_of(t, 4, TY_INT, 8);
    case 'p': return is_ptr_in(t, 0);
    case 'g': return is_ptr_in(t, 1);
    case 's': return is_ptr_in(t, 3);
    case 'k': return is_ptr_in(t, 4);
    case 'L': return is_ptr_in(t, 5);
    case 't': return is_ptr_in(t, 6);
    case 'c': return is_ptr_in(t, 7);
    case 'P': return is_pair(t, TY_INT, 32);
    case 'F': return is_pair(t, TY_FLOAT, 0);
    default: BUG("unknown signature letter '%c'", code);
    }
}

static bool signature_matches(const Instr *i, const char *sig)
{
    if (!type_matches(i->v.type, sig[0]))
        return false;
    const char *args = sig + 2;
    if (strlen(args) != i->nargs)
        return false;
    for (uint32_t k = 0; k < i->nargs; k++)
        if (!type_matches(instr_op(i, k)->type, args[k]))
            return false;
    return true;
}

static int cmp_name(const void *key, const void *elem)
{
    return strcmp((const char *)key, *(const char *const *)elem);
}

/* The call's type, as LLVM would print it: "i32 (i32, float)". */
static const char *call_type_str(IselCtx *c, const Instr *i)
{
    char buf[128], arg[64];
    const char *s = fn_strf(c, "%s (", type_str(i->v.type, buf, sizeof buf));
    for (uint32_t k = 0; k < i->nargs; k++)
        s = fn_strf(c, "%s%s%s", s, k ? ", " : "", type_str(instr_op(i, k)->type, arg, sizeof arg));
    return fn_strf(c, "%s)", s);
}

/* The table's signature of `name`, or NULL when it is not one of ours. */
/* The table is in strcmp order (a unit test checks it), so a lookup is a
 * binary search: every intrinsic call of a module passes through here, and
 * libdevice alone makes thousands of them. */
static const char *signature_of(const char *name)
{
    size_t lo = 0, hi = sizeof signatures / sizeof *signatures;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int d = strcmp(name, signatures[mid].name);
        if (d == 0)
            return signatures[mid].sig;
        if (d < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

/* For the unit test: the first index whose name is not above its
 * predecessor's (the table's length when it is strictly sorted). */
size_t warp_signatures_unsorted_at(void)
{
    size_t n = sizeof signatures / sizeof *signatures;
    for (size_t k = 1; k < n; k++)
        if (strcmp(signatures[k - 1].name, signatures[k].name) >= 0)
            return k;
    return n;
}

size_t warp_signatures_count(void)
{
    return sizeof signatures / sizeof *signatures;
}

/* tcgen05's .cta_group::1 and ::2 (the names' .cg1/.cg2) cannot meet in
 * one function: ptxas refuses the PTX ("uses single CTA and CTA pair
 * granularity").  The first one a function selects is its group; a call
 * of the other is a located error (true). */
static bool mixed_cta_group(IselCtx *c, const Instr *i, const char *name)
{
    size_t len = strlen(name);
    if (strncmp(name, "llvm.nvvm.tcgen05.", 18) || len < 4 ||
        (strcmp(name + len - 4, ".cg1") && strcmp(name + len - 4, ".cg2")))
        return false;
    return tcgen05_group_clash(c, i, name, (unsigned)(name[len - 1] - '0'));
}

/* setmaxnreg's count: a constant multiple of 8 from 24 to 256 (PTX ISA,
 * setmaxnreg; ptxas refuses anything else). */
static bool setmaxnreg_count(const Value *v)
{
    if (v->kind != VK_CINT)
        return false;
    uint64_t n = const_int_zext((const Const *)v);
    return n >= 24 && n <= 256 && n % 8 == 0;
}

/* An intrinsic of the table called with other types than LLVM's: a
 * located error (true).  Also the constant-operand rules of PTX. */
static bool bad_signature(IselCtx *c, const Instr *i, const char *name, const char *sig)
{
    if (!sig)
        return false;
    if (!signature_matches(i, sig)) {
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' called as '%s', which is not its "
                   "LLVM signature", name, call_type_str(c, i));
        return true;
    }
    if (mixed_cta_group(c, i, name))
        return true;
    if (strchr(sig + 2, 't') && !c->tmem_ptr32) {
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' on a 64-bit tensor-memory pointer: "
                   "PTX addresses tensor memory with 32 bits (the data layout's \"p6:32:32\", "
                   "as LLVM 21 and later write it)", name);
        return true;
    }
    if (!strncmp(name, "llvm.nvvm.setmaxnreg.", 21) && !setmaxnreg_count(instr_op(i, 0))) {
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' with a register count that is not a "
                   "multiple of 8 in 24..256, the range PTX's setmaxnreg takes", name);
        return true;
    }
    if (!strncmp(name, "llvm.nvvm.st.bulk", 17) &&
        (instr_op(i, 2)->kind != VK_CINT || const_int_zext((const Const *)instr_op(i, 2)) != 0)) {
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' with an initial value other than the "
                   "constant 0, the only one PTX's st.bulk has", name);
        return true;
    }
    if (!strncmp(name, "llvm.nvvm.fence.proxy.tensormap_generic.acquire.", 48) &&
        (instr_op(i, 1)->kind != VK_CINT || const_int_zext((const Const *)instr_op(i, 1)) != 128)) {
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' with a size other than the "
                   "constant 128", name);
        return true;
    }
    return false;
}

/* ---------------- pattern intrinsics built by hand ---------------- */

/* An INTRIN node for intrinsic `name` of nvptx.md (which must have rules)
 * over kids, chained: the rewritten form of another intrinsic. */
static DagNode *pattern_intrinsic(IselCtx *c, const char *name, Vt vt, DagNode **kids,
                                  uint32_t n)
{
    const char *const *hit = bsearch(name, isel_intrinsic_names, isel_nintrinsics,
                                     sizeof *isel_intrinsic_names, cmp_name);
    if (!hit)
        BUG("intrinsic %s has no rule in nvptx.md", name);
    DagNode *node = dag_node(c, DOP_INTRIN, vt, n);
    for (uint32_t k = 0; k < n; k++)
        dag_set_kid(node, k, kids[k]);
    node->intr = (uint16_t)(hit - isel_intrinsic_names + 1);
    node->chained = true;
    return dag_chained(c, node);
}

/* llvm.nvvm.barrier0.{popc,and,or}(i32 x): barrier 0 over the predicate
 * x != 0; and/or give back 0 or 1 as an i32. */
static DagVal barrier0_red(IselCtx *c, const Instr *i, const char *op)
{
    DagNode *x = dag_value(c, instr_op(i, 0)), *kids[2];
    kids[0] = dag_const(c, VT_I32, 0); /* barrier 0 */
    kids[1] = dag_setcc(c, PRED_NE, x, dag_const(c, VT_I32, 0));
    bool popc = !strcmp(op, "popc");
    DagNode *r = pattern_intrinsic(c, fn_strf(c, "llvm.nvvm.barrier.cta.red.%s.aligned.all", op),
                                   popc ? VT_I32 : VT_I1, kids, 2);
    return dag_one(c, popc ? r : dag_node1(c, DOP_ZEXT, VT_I32, r));
}

/* ---------------- {T, i1} results ---------------- */

/* A hand-built instruction's target feature (rules have `feat`): false
 * after a located error; else the feature is recorded for .version. */
static bool need(IselCtx *c, const Instr *i, const char *name, Feature f)
{
    if (!target_has(c->target, f)) {
        const Target *t = feature_introduced_by(f, 0);
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' needs %s or newer (target is %s)",
                   name, t ? t->name : "a newer target", c->target->name);
        return false;
    }
    c->mf->features |= TNV_FEATURE_BIT(f);
    return true;
}

/* `op.mods d|p, kids...;` writing both parts of the call's value.  The
 * kids are in PTX operand order. */
static DagVal pred_pair(IselCtx *c, const Instr *i, PtxOp op, const char *mods, DagNode **kids,
                        uint32_t n)
{
    DagNode *node = dag_node(c, DOP_PRED_PAIR, VT_NONE, n);
    for (uint32_t k = 0; k < n; k++)
        dag_set_kid(node, k, kids[k]);
    node->insn = mi_new_insn(c, op, mods, 0, NULL);
    dag_chained(c, node);
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    node->res = dag_result_regs(c, i, tp);
    node->nres = tp->n;
    return dag_result_parts(c, node, tp);
}

/* shfl.sync.MODE.{i32,f32}p (mask, value, b, c) -> shfl.sync.MODE.b32
 * d|p, value, b, c, mask: p says whether the source lane was in range. */
static DagVal shfl_pair(IselCtx *c, const Instr *i, const char *name)
{
    const char *mode = name + strlen("llvm.nvvm.shfl.sync.");
    size_t len = strcspn(mode, ".");
    DagNode *kids[4];
    for (uint32_t k = 0; k < 4; k++) /* operands first: kids precede parents */
        kids[k] = dag_value(c, instr_op(i, (k + 1) % 4));
    return pred_pair(c, i, PI_SHFL, fn_strf(c, ".sync.%.*s.b32", (int)len, mode), kids, 4);
}

/* shfl.MODE.{i32,f32}p (value, b, c), before sm_70 -> shfl.MODE.b32 d|p,
 * value, b, c: the same pair without a member mask. */
static DagVal shfl_unsynced_pair(IselCtx *c, const Instr *i, const char *name)
{
    const char *mode = name + strlen("llvm.nvvm.shfl.");
    size_t len = strcspn(mode, ".");
    DagNode *kids[3];
    for (uint32_t k = 0; k < 3; k++)
        kids[k] = dag_value(c, instr_op(i, k));
    return pred_pair(c, i, PI_SHFL, fn_strf(c, ".%.*s.b32", (int)len, mode), kids, 3);
}

/* match.all.sync.{i32,i64}p (mask, value) -> match.all.sync.bN d|p, value,
 * mask: d is the mask if every lane holds the same value, p says so. */
static DagVal match_all_pair(IselCtx *c, const Instr *i)
{
    DagNode *kids[2];
    kids[0] = dag_value(c, instr_op(i, 1));
    kids[1] = dag_value(c, instr_op(i, 0));
    const char *m = kids[0]->vt == VT_I64 ? ".all.sync.b64" : ".all.sync.b32";
    return pred_pair(c, i, PI_MATCH, m, kids, 2);
}

/* ---------------- the implicitly warp-synchronous forms ---------------- */

/* shfl.MODE.T and vote.MODE without .sync assumed that a warp executes in
 * lockstep; since Volta's independent thread scheduling (sm_70, the
 * targets of the PTX memory model) PTX no longer has them (PTX ISA,
 * "shfl" and "vote": not supported on sm_70 and later).  Before it they
 * are nvptx.md's rules: shfl from sm_30 on, vote everywhere.  A located
 * error (true) where the target lacks them. */
static bool unsynced(IselCtx *c, const Instr *i, const char *name)
{
    bool shfl = !strncmp(name, "llvm.nvvm.shfl.", 15) && strncmp(name, "llvm.nvvm.shfl.sync.", 20);
    if (!target_has(c->target, FEAT_MEM_MODEL)) {
        if (!shfl || target_has(c->target, FEAT_WARP_SYNC))
            return false;
        diag_error(c->diag, i->v.loc, "'shfl' requires sm_30 or newer (target is %s)",
                   c->target->name);
        return true;
    }
    static const char *const votes[] = {"llvm.nvvm.vote.all", "llvm.nvvm.vote.any",
                                        "llvm.nvvm.vote.uni", "llvm.nvvm.vote.ballot"};
    const char *use = NULL;
    if (!strncmp(name, "llvm.nvvm.shfl.", 15) && strncmp(name, "llvm.nvvm.shfl.sync.", 20))
        use = fn_strf(c, "llvm.nvvm.shfl.sync.%s", name + 15);
    for (size_t k = 0; k < sizeof votes / sizeof *votes; k++)
        if (!strcmp(name, votes[k]))
            use = fn_strf(c, "%s.sync", name);
    if (!use)
        return false;
    diag_error(c->diag, i->v.loc, "unsupported: '@%s' (without .sync, not supported from "
               "sm_70 on); use '@%s' with a lane mask", name, use);
    return true;
}

/* ---------------- NVVM IR's own warp intrinsics ---------------- */

/* NVIDIA's NVVM IR specification ("Warp-level Operations") names the
 * shuffle and the vote by one intrinsic each, with the operation as an
 * operand (what Numba hands libNVVM):
 *     {i32, i1} @llvm.nvvm.shfl.sync.i32(mask, mode, a, b, c)
 *         mode 0 idx, 1 up, 2 down, 3 bfly: shfl.sync.MODE.b32 d|p
 *     {i32, i1} @llvm.nvvm.vote.sync(mask, mode, i1 pred)
 *         mode 0 all, 1 any, 2 uni: the i1 is the vote;
 *         mode 3 ballot: the i32 is the ballot
 * The mode must be known at compile time: a constant, or one seen
 * through integer casts of a constant (Numba writes `trunc i64 2 to i32`
 * at -O0). */
static bool const_mode(const Value *v, uint64_t *out)
{
    for (unsigned depth = 0; depth < 8 && v->kind == VK_INSTR; depth++) {
        const Instr *i = (const Instr *)v;
        if (i->op != OP_TRUNC && i->op != OP_ZEXT && i->op != OP_SEXT)
            return false;
        v = instr_op(i, 0);
    }
    return v->kind == VK_CINT && value_const_int(v, false, out);
}

/* The sub-word of a constant mode, by the specification's numbering. */
static bool nvvm_mode(IselCtx *c, const Instr *i, const char *name, const char *const *modes,
                      const char **mode)
{
    uint64_t m;
    if (!const_mode(instr_op(i, 1), &m) || m > 3) {
        diag_error(c->diag, i->v.loc, "unsupported: '@%s' with a mode that is not a "
                   "constant 0 to 3", name);
        return false;
    }
    *mode = modes[m];
    return true;
}

static DagVal nvvm_shfl_sync(IselCtx *c, const Instr *i, const char *name)
{
    static const char *const modes[] = {"idx", "up", "down", "bfly"};
    const char *mode;
    if (!nvvm_mode(c, i, name, modes, &mode) || !need(c, i, name, FEAT_WARP_SYNC))
        return dag_unsupported_val(c, i->v.type, NULL);
    DagNode *kids[4]; /* PTX order: a, b, c, mask */
    for (uint32_t k = 0; k < 4; k++)
        kids[k] = dag_value(c, instr_op(i, k < 3 ? k + 2 : 0));
    return pred_pair(c, i, PI_SHFL, fn_strf(c, ".sync.%s.b32", mode), kids, 4);
}

static DagVal nvvm_vote_sync(IselCtx *c, const Instr *i, const char *name)
{
    static const char *const modes[] = {"all", "any", "uni", "ballot"};
    const char *mode;
    if (!nvvm_mode(c, i, name, modes, &mode) || !need(c, i, name, FEAT_WARP_SYNC))
        return dag_unsupported_val(c, i->v.type, NULL);
    DagNode *kids[2];
    kids[0] = dag_value(c, instr_op(i, 0));
    kids[1] = dag_value(c, instr_op(i, 2));
    bool ballot = !strcmp(mode, "ballot");
    DagNode *r = pattern_intrinsic(c, fn_strf(c, "llvm.nvvm.vote.%s.sync", mode),
                                   ballot ? VT_I32 : VT_I1, kids, 2);
    /* the half the mode does not define: 0 (false) */
    DagVal v = dag_val_new(c, 2);
    v.p[0] = ballot ? r : dag_const(c, VT_I32, 0);
    v.p[1] = ballot ? dag_const(c, VT_I1, 0) : r;
    return v;
}

/* ---------------- ldg and ldu ---------------- */

/* The alignment operand of ldg/ldu: a constant, else the element's. */
static uint64_t load_align(const Instr *i, const TypeParts *tp)
{
    const Value *a = instr_op(i, 1);
    if (a->kind == VK_CINT)
        return const_int_zext((const Const *)a);
    return vt_bits(tp->vt[0]) / 8;
}

/* One ld.v2/.v4 for a vector of 2 or 4 elements of at most 16 bytes
 * whose alignment covers it (as for ordinary loads, dag_mem.c). */
static bool one_vector_access(const Instr *i, const TypeParts *tp)
{
    if (i->v.type->kind != TY_VEC || (tp->n != 2 && tp->n != 4))
        return false;
    uint64_t bytes = (uint64_t)tp->n * (vt_bits(tp->vt[0]) / 8);
    return bytes <= 16 && load_align(i, tp) >= bytes;
}

/* The address of an ldg/ldu in the global space: a generic pointer goes
 * through cvta.to.global first (ld.global with a generic address is
 * undefined in PTX, even where the two coincide). */
static DagNode *global_address(IselCtx *c, const Instr *i)
{
    const Value *p = instr_op(i, 0);
    DagNode *a = dag_value(c, p);
    return p->type->addrspace == 1 ? a : dag_addrspace_cast(c, a, p->type->addrspace, 1);
}

/* ldg: ld.global.nc, through the LOAD and LOADV nodes of ordinary loads. */
static DagVal ldg(IselCtx *c, const Instr *i, const TypeParts *tp)
{
    DagNode *base = global_address(c, i);
    if (one_vector_access(i, tp)) {
        DagNode *n = dag_node1(c, DOP_LOADV, VT_NONE, base);
        n->nc = true, n->as = 1, n->evt = tp->vt[0];
        n->res = dag_result_regs(c, i, tp), n->nres = tp->n;
        dag_chained(c, n);
        return dag_result_parts(c, n, tp);
    }
    DagVal r = dag_val_new(c, tp->n);
    uint64_t align = load_align(i, tp);
    for (uint32_t k = 0; k < tp->n; k++) {
        if (piece_load_needed(tp->vt[k], tp->bits[k], mem_align_at(align, tp->off[k]))) {
            /* under-aligned: ld.global.nc in pieces (isel/legal/unaligned.c) */
            PieceAccess a = {.base = base, .off = tp->off[k], .align = align,
                             .bits = tp->bits[k], .vt = tp->vt[k], .as = 1, .nc = true};
            r.p[k] = piece_load(c, &a);
            continue;
        }
        DagNode *a = dag_addr_offset(c, base, (int64_t)tp->off[k]);
        DagNode *n = dag_node1(c, DOP_LOAD, tp->vt[k], a);
        n->nc = true, n->as = 1;
        r.p[k] = dag_chained(c, n);
    }
    return r;
}

/* ldu: one LDU node per access (a whole vector, or each part). */
static DagVal ldu(IselCtx *c, const Instr *i, const TypeParts *tp)
{
    DagNode *base = global_address(c, i);
    bool whole = one_vector_access(i, tp);
    VReg *regs = dag_result_regs(c, i, tp);
    for (uint32_t k = 0; k < tp->n; k += whole ? tp->n : 1) {
        DagNode *n = dag_node1(c, DOP_LDU, VT_NONE, dag_addr_offset(c, base, (int64_t)tp->off[k]));
        n->evt = tp->vt[k];
        n->res = regs + k, n->nres = whole ? tp->n : 1;
        dag_chained(c, n);
    }
    DagVal r = dag_val_new(c, tp->n);
    for (uint32_t k = 0; k < tp->n; k++)
        r.p[k] = dag_reg(c, tp->vt[k], regs[k]);
    return r;
}

static DagVal global_load(IselCtx *c, const Instr *i, bool uniform)
{
    const TypeParts *tp = type_parts(c, i->v.type, NULL);
    const Type *pt = i->nargs == 2 ? instr_op(i, 0)->type : NULL;
    unsigned as = pt && pt->kind == TY_PTR ? pt->addrspace : 99;
    if (!tp || (as != 0 && as != 1))
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "this form of '@%s' (a pointer "
                                   "to global or generic memory and an alignment)",
                                   call_callee_fn(i)->v.name));
    for (uint32_t k = 0; k < tp->n; k++)
        if (tp->vt[k] == VT_I1 || tp->vt[k] != tp->vt[0])
            return dag_unsupported_val(c, i->v.type, fn_strf(c, "'@%s' of a vector of i1 "
                                       "or a mixed type", call_callee_fn(i)->v.name));
    /* ldu reads a value the whole warp shares in one access: it cannot be
     * split as an under-aligned ldg is. */
    uint64_t es = vt_bits(tp->vt[0]) / 8;
    if (uniform && load_align(i, tp) < es)
        return dag_unsupported_val(c, i->v.type, fn_strf(c, "'@%s' at align %llu, below its "
                                   "element's %llu bytes", call_callee_fn(i)->v.name,
                                   (unsigned long long)load_align(i, tp),
                                   (unsigned long long)es));
    return uniform ? ldu(c, i, tp) : ldg(c, i, tp);
}

/* ---------------- the family ---------------- */

bool family_warp(IselCtx *c, const Instr *i, const char *name, DagVal *out)
{
    const char *sig = signature_of(name);
    if (bad_signature(c, i, name, sig) || unsynced(c, i, name)) {
        *out = dag_unsupported_val(c, i->v.type, NULL);
        return true;
    }
    /* Only names of the table: their operands are known to be right.  A
     * 'P' or 'F' result is a { T, i1 } pair. */
    bool pair = sig && (sig[0] == 'P' || sig[0] == 'F');
    if (sig && !strcmp(name, "llvm.nvvm.shfl.sync.i32")) {
        *out = nvvm_shfl_sync(c, i, name);
        return true;
    }
    if (sig && !strcmp(name, "llvm.nvvm.vote.sync")) {
        *out = nvvm_vote_sync(c, i, name);
        return true;
    }
    bool shfl = pair && !strncmp(name, "llvm.nvvm.shfl.sync.", 20);
    bool match = pair && !strncmp(name, "llvm.nvvm.match.all.sync.", 25);
    bool bar0 = sig && !strncmp(name, "llvm.nvvm.barrier0.", 19);
    if ((shfl && !need(c, i, name, FEAT_WARP_SYNC)) ||
        (match && !need(c, i, name, FEAT_MATCH_SYNC))) {
        *out = dag_unsupported_val(c, i->v.type, NULL);
        return true;
    }
    if (shfl)
        *out = shfl_pair(c, i, name);
    else if (pair && !strncmp(name, "llvm.nvvm.shfl.", 15))
        *out = shfl_unsynced_pair(c, i, name);
    else if (match)
        *out = match_all_pair(c, i);
    else if (bar0)
        *out = barrier0_red(c, i, name + 19);
    else if (!strncmp(name, "llvm.nvvm.ldg.global.", 21))
        *out = global_load(c, i, false);
    else if (!strncmp(name, "llvm.nvvm.ldu.global.", 21))
        *out = global_load(c, i, true);
    else if (!strncmp(name, "llvm.nvvm.atomic.", 17))
        return atomic_intrinsic(c, i, name, out);
    else
        return false; /* a pattern of nvptx.md, or another family's */
    return true;
}

/* ---------------- selection (layer 1) ---------------- */

/* "{%f1, %f2}" for several registers, "%f1" for one. */
/* The register the node writes, or {..} of them. */
static MOp result_op(IselCtx *c, const DagNode *n)
{
    if (n->nres == 1)
        return mo_reg(n->res[0]);
    MOp *m = arena_array(c->fn_arena, n->nres, sizeof *m);
    for (uint32_t k = 0; k < n->nres; k++)
        m[k] = mo_reg(n->res[k]);
    return mo_group(c, '{', m, n->nres);
}

/* The value and the predicate written together, v|p. */
static MOp pair_op(IselCtx *c, VReg v, VReg p)
{
    MOp m[2] = {mo_reg(v), mo_reg(p)};
    return mo_group(c, '|', m, 2);
}

static void select_pred_pair(IselCtx *c, DagNode *n)
{
    MOp *ops = arena_array(c->fn_arena, n->nkids + 1, sizeof *ops);
    ops[0] = pair_op(c, n->res[0], n->res[1]);
    for (uint32_t k = 0; k < n->nkids; k++)
        ops[k + 1] = isel_op(c, n->kids[k], NT_ri);
    mi_emit(c, n->insn->op, n->insn->mods, n->nkids + 1, ops);
}

static void select_ldu(IselCtx *c, DagNode *n)
{
    MOp addr = isel_op(c, n->kids[0], NT_addr);
    const char *v = n->nres > 1 ? fn_strf(c, ".v%u", n->nres) : "";
    MI(c, LDU, fn_strf(c, ".global%s%s", v, vt_dot(n->evt, 'm')), result_op(c, n), addr);
}

bool select_warp(IselCtx *c, DagNode *n)
{
    switch (n->op) {
    case DOP_PRED_PAIR: select_pred_pair(c, n); break;
    case DOP_LDU: select_ldu(c, n); break;
    default: return false;
    }
    return true;
}

bool warp_kid_folds(const DagNode *n, uint32_t k)
{
    switch (n->op) {
    case DOP_PRED_PAIR: return k > 0 && n->kids[k]->op == DOP_CONST; /* value: a register */
    case DOP_LDU: return true; /* the address folds into [%rd+off] */
    default: return false;
    }
}
