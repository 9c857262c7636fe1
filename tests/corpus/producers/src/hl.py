import halide as hl
x, y, xo, xi, yo, yi = hl.Var("x"), hl.Var("y"), hl.Var("xo"), hl.Var("xi"), hl.Var("yo"), hl.Var("yi")
inp = hl.ImageParam(hl.Float(32), 2, "inp")
blur_x = hl.Func("blur_x")
blur = hl.Func("blur")
blur_x[x, y] = (inp[x, y] + inp[x + 1, y] + inp[x + 2, y]) / 3
blur[x, y] = (blur_x[x, y] + blur_x[x, y + 1] + blur_x[x, y + 2]) / 3
blur.gpu_tile(x, y, xo, yo, xi, yi, 16, 16)
blur_x.compute_at(blur, xo).gpu_threads(x, y)
t = hl.Target("host-cuda-cuda_capability_61")
blur.compile_to({hl.OutputFileType.llvm_assembly: "blur_host.ll"}, [inp], "blur", t)
