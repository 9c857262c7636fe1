import halide as hl
# A histogram with GPU atomics (an update over an RDom, atomic()), and a
# matrix transpose through shared memory, for the CUDA target.
x, y, xo, xi, yo, yi = hl.Var("x"), hl.Var("y"), hl.Var("xo"), hl.Var("xi"), hl.Var("yo"), hl.Var("yi")
inp = hl.ImageParam(hl.UInt(8), 2, "inp")
hist = hl.Func("hist")
hist[x] = 0
r = hl.RDom([(0, 1024), (0, 1024)])
hist[hl.cast(hl.Int(32), inp[r.x, r.y])] += 1
hist.compute_root().gpu_single_thread()
ro, ri = hl.RVar("ro"), hl.RVar("ri")
hist.update().atomic().split(r.x, ro, ri, 32).gpu_blocks(ro).gpu_threads(ri)
t = hl.Target("host-cuda-cuda_capability_61")
hist.compile_to({hl.OutputFileType.llvm_assembly: "hist_host.ll"}, [inp], "hist", t)

src = hl.ImageParam(hl.Float(32), 2, "src")
tile = hl.Func("tile")
tr = hl.Func("tr")
tile[x, y] = src[x, y]
tr[x, y] = tile[y, x] * 2.0
tr.gpu_tile(x, y, xo, yo, xi, yi, 32, 8)
tile.compute_at(tr, xo).gpu_threads(x, y)
tr.compile_to({hl.OutputFileType.llvm_assembly: "tr_host.ll"}, [src], "tr", t)
