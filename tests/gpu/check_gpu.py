#!/usr/bin/env python3
"""check_gpu -- run tnvcc's code and llc-19's code for the same IR on a GPU
and compare what they compute (`make check-gpu`; tests/README.md).

usage: check_gpu.py [--tnvcc PATH] [--work DIR] [--only TEXT] [--dry-run]
                    [--prepare-only | --from DIR] [--no-math] [--math-n N]
                    [--time] [--self-test]

Two parts:
  kernels  every file of tests/corpus is compiled by llc-19 (the reference)
           and by tnvcc for its own target (libdevice linked in where it
           calls __nv_* functions); each kernel runs from freshly loaded
           modules on identical inputs in three input modes: llc-19's code
           twice (does the kernel give the same result each time?), then
           tnvcc's.  All pointer buffers and the device printf output are
           compared: bytes first; a span that differs only in order (atomic
           slots, printf lines of different warps) is "unordered", a pass.
           One line per kernel.
  math     one kernel per scalar libdevice function, out[i] = f(a[i], ...),
           compiled by llc-19, tnvcc and nvcc (nvcc's defaults are
           libNVVM's: -O3, no ftz, IEEE division and square root, fma
           contraction on); tnvcc's results must equal llc-19's bit for bit
           on N inputs (special values, random bit patterns, ranges), and
           nvcc's wherever llc-19's equal nvcc's.

Verdicts per kernel and input mode: exact, unordered (pass), nondet
(llc-19's own two runs differ: reported, not judged), ref-faults / skip
(nothing to compare), DIFF, FAULT-tnv, TIMEOUT-tnv (failures).

Without a CUDA driver or a GPU it prints why ("check-gpu: skipped: ...")
and exits 0.  --dry-run does everything but launch (compile both, parse the
signatures, plan every launch and its arguments) and needs no GPU;
--prepare-only/--from split the work between a machine with the compilers
and one with the GPU (which needs only Python and the driver: the PTX is
JIT-compiled by the driver).  --time adds timings: each kernel on large
inputs, the median of 5 launches, tnvcc beside llc-19 (and nvcc for the
math kernels, which have a CUDA source).  --self-test checks the harness
itself with a fake driver (tests/gpu/run.sh, part of `make test`).

The parts: plan.py (signatures, launch shapes, arguments, comparisons),
libdevice_math.py (the math kernels, inputs, bitwise comparison), cuda.py
(the driver through ctypes, and a fake), fakecuda.c (a fake libcuda.so.1);
this file prepares, runs the child processes and reports.
"""
import argparse
import glob
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
from array import array

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True    # no __pycache__ in the source tree
import plan    # noqa: E402
import cuda    # noqa: E402
import libdevice_math    # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(ROOT, "tests", "corpus")
# the kernels written for ptxsim (tests/sim/kernels): each exercises one
# lowering on inputs like the harness's, so they run on the GPU too
SIM_KERNELS = os.path.join(ROOT, "tests", "sim", "kernels")
CHILD_TIMEOUT = 120     # seconds for one child process (a hang ends it; --child-timeout)


def say(*a):
    print(*a, flush=True)


# --deadline: the parent puts the time to stop at in the environment, so
# that its children see it too; what is left then is reported as not run
DEADLINE_ENV = "CHECK_GPU_DEADLINE"
DEADLINE = "stopped by --deadline"
NOT_RUN = {"n": 0}   # results not run because of the deadline


def past_deadline():
    t = os.environ.get(DEADLINE_ENV)
    return t is not None and time.time() >= float(t)


def tool(name):
    return shutil.which(name)


def run(cmd, timeout=300):
    """(exit status, stderr) of CMD; 124 on timeout."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "timed out after %d s" % timeout


def wanted(args, path):
    """Whether --only (substrings separated by commas) selects a corpus file."""
    return not args.only or any(x in path for x in args.only.split(","))


def first_line(err):
    lines = [x for x in err.splitlines() if "error" in x.lower()] or err.splitlines() or [""]
    return lines[0].strip()[:200]

# ---- preparation: both compilers, the signatures, the plan ------------------


def corpus_target(path):
    """The target a corpus file was written for: its "; CORPUS-SM: sm_X"
    line, else the .smXX. in its name, else sm_80."""
    head = open(path, errors="replace").read(4000)
    m = re.search(r"CORPUS-SM:\s*sm_(\w+)", head)
    if m:
        return m.group(1)
    m = re.search(r"\.sm(\d+a?)\.", os.path.basename(path))
    return m.group(1) if m else "80"


def libdevice_text(work):
    """CUDA's libdevice as IR text with the triple llc-19 and tnvcc take, or
    None where llvm-dis-19 or the CUDA install is missing."""
    out = os.path.join(work, "libdevice.ll")
    if os.path.exists(out):
        return out
    cuda_path = os.environ.get("CUDA_PATH", "/usr/local/cuda")
    bc = os.path.join(cuda_path, "nvvm", "libdevice", "libdevice.10.bc")
    if not (os.path.exists(bc) and tool("llvm-dis-19")):
        return None
    rc, err = run(["llvm-dis-19", bc, "-o", out + ".tmp"])
    if rc:
        return None
    txt = open(out + ".tmp").read().replace("nvptx64-nvidia-gpulibs", "nvptx64-nvidia-cuda")
    open(out, "w").write(txt)
    os.remove(out + ".tmp")
    return out


def prepare_file(args, work, path):
    """One corpus file: its job (kernels, plans) or the reason it is skipped."""
    # corpus files are named from tests/corpus (ll/x.ll), the kernels
    # written for ptxsim from tests (sim/kernels/x.ll)
    rel = os.path.relpath(path, CORPUS)
    if rel.startswith(".."):
        rel = os.path.relpath(path, os.path.join(ROOT, "tests"))
    cid = re.sub(r"[^\w.-]", "_", rel)
    d = os.path.join(work, "k", cid)
    os.makedirs(d, exist_ok=True)
    sm = corpus_target(path)
    job = {"id": cid, "src": rel, "sm": sm}
    src = path
    text = open(path, errors="replace").read()
    if re.search(r"^declare .*@__nv_", text, re.M):
        # clang leaves libdevice calls to the link step: link them in, as
        # clang's -mlink-builtin-bitcode would, for both compilers alike
        ld = libdevice_text(work)
        if not ld or not tool("llvm-link-19"):
            job["skip"] = "calls libdevice: needs llvm-link-19, llvm-dis-19 and CUDA's libdevice"
            return job
        src = os.path.join(d, "linked.ll")
        rc, err = run(["llvm-link-19", "--only-needed", "-S", path, ld, "-o", src])
        if rc:
            job["skip"] = "llvm-link-19 fails: " + first_line(err)
            return job
    ref, tnv = os.path.join(d, "ref.ptx"), os.path.join(d, "tnv.ptx")
    rc, err = run(["llc-19", "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_" + sm, src, "-o", ref])
    if rc:
        job["skip"] = "llc-19 fails: " + first_line(err)
        return job
    # a producer file's "; ARGS:" line: options tnvcc needs for it
    # (tests/corpus/README.md), e.g. the PTX version an old producer asked for
    m = re.search(r"^; ARGS:(.*)$", text, re.M)
    extra = m.group(1).split() if m else []
    rc, err = run([args.tnvcc, "--sm", sm] + extra + [src, "-o", tnv])
    if rc:
        job["skip"] = "tnvcc fails: " + first_line(err)
        return job
    job["ref"], job["tnv"] = os.path.relpath(ref, work), os.path.relpath(tnv, work)
    sigs = plan.ir_signatures(text)
    ref_e, tnv_e = plan.ptx_entries(open(ref).read()), plan.ptx_entries(open(tnv).read())
    kernels = []
    for name, ent in ref_e.items():
        k = {"name": name}
        if name not in tnv_e:
            k["problem"] = "tnvcc's PTX has no .entry " + name
        elif tnv_e[name]["sizes"] != ent["sizes"]:
            k["problem"] = "parameter sizes differ: llc-19 %s, tnvcc %s" % (ent["sizes"], tnv_e[name]["sizes"])
        else:
            ent = plan.merge_bounds(ent, tnv_e[name])
        kinds = sigs.get(name)
        if kinds is None or len(kinds) != len(ent["sizes"]):
            # no define of that name (a renamed symbol): guess from the sizes
            kinds = ["ptr" if s == 8 else "i%d" % (8 * s) if s <= 8 else "bytes" for s in ent["sizes"]]
            k["kinds_guessed"] = True
        k.update({"kinds": kinds, "sizes": ent["sizes"], "entry": ent})
        kernels.append(k)
    job["kernels"] = kernels
    return job


def prepare(args, work):
    files = sorted(glob.glob(os.path.join(CORPUS, "ll", "*.ll")) +
                   glob.glob(os.path.join(CORPUS, "handwritten", "*.ll")) +
                   glob.glob(os.path.join(CORPUS, "producers", "*.ll")) +
                   glob.glob(os.path.join(SIM_KERNELS, "*.ll")))
    files = [f for f in files if wanted(args, f)]
    jobs = []
    for f in files:
        job = prepare_file(args, work, f)
        jobs.append(job)
        json.dump(job, open(os.path.join(work, "k", job["id"], "job.json"), "w"), indent=1)
    json.dump(jobs, open(os.path.join(work, "jobs.json"), "w"), indent=1)
    n = sum(len(j.get("kernels", [])) for j in jobs)
    say("check-gpu: prepared %d files, %d kernels (%d files skipped)"
        % (len(jobs), n, sum("skip" in j for j in jobs)))
    return jobs

# ---- the libdevice math part ------------------------------------------------


def unlowered_intrinsics(ll_path, ptx_path):
    """(functions, message) for the intrinsics llc-19 wrote as external
    functions instead of instructions.

    llc-19 does not know every intrinsic a newer libdevice calls (CUDA 13's
    __nv_fast_tanhf calls llvm.nvvm.tanh.approx.f32, which LLVM 19 lacks).
    It then declares `.extern .func llvm.nvvm...` and calls it; ptxas and
    the driver's JIT reject that name, so the whole module would fail to
    load.  The libdevice functions that reach such a symbol (through the
    linked IR's call graph) are left out of llc-19's module and reported."""
    syms = set(re.findall(r"^\.extern\s+\.func\s+(?:\([^)]*\)\s*)?(llvm\.[\w.$]+)",
                          open(ptx_path).read(), re.M))
    if not syms:
        return [], ""
    calls, cur = {}, None
    for line in open(ll_path):
        m = re.match(r"define\b.*?@([\w.$]+)\(", line)
        if m:
            cur = m.group(1)
            calls[cur] = set()
        elif line.startswith("}"):
            cur = None
        elif cur:
            calls[cur].update(re.findall(r"@([\w.$]+)\(", line))
    # a function is bad when it calls a bad one: grow the set until it
    # stops growing (recursion needs no special case)
    bad, grew = set(syms), True
    while grew:
        grew = False
        for f, callees in calls.items():
            if f not in bad and callees & bad:
                bad.add(f)
                grew = True
    return (sorted(f for f in bad if f.startswith("__nv_")),
            "llc-19 leaves %s as an external function, which ptxas rejects" % ", ".join(sorted(syms)))


def prepare_math(args, work, sm):
    """math/{ref,tnv,nvcc}.ptx and math/funcs.json, or the reason why not."""
    d = os.path.join(work, "math")
    os.makedirs(d, exist_ok=True)
    ld = libdevice_text(work)
    if not ld or not tool("llvm-link-19"):
        return "needs llvm-dis-19, llvm-link-19 and CUDA's libdevice"
    funcs = libdevice_math.math_functions(ld)
    if args.only_math:
        funcs = [f for f in funcs if any(x in f["name"] for x in args.only_math.split(","))]
    status = {}
    for tag in ("ref", "tnv"):
        todo = list(funcs)
        while True:
            open(os.path.join(d, tag + ".k.ll"), "w").write(libdevice_math.math_module(todo))
            linked = os.path.join(d, tag + ".ll")
            rc, err = run(["llvm-link-19", "--only-needed", "-S", os.path.join(d, tag + ".k.ll"), ld, "-o", linked])
            if rc:
                return "llvm-link-19 fails: " + first_line(err)
            if tag == "ref":
                rc, err = run(["llc-19", "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_" + sm, linked,
                               "-o", os.path.join(d, "ref.ptx")], 900)
                bad = re.findall(r"In function: (__nv_\w+|k__nv_\w+)", err)
                if rc == 0:
                    bad, err = unlowered_intrinsics(linked, os.path.join(d, "ref.ptx"))
                    rc = 1 if bad else 0
            else:
                rc, err = run([args.tnvcc, "--sm", sm, linked, "-o", os.path.join(d, "tnv.ptx")])
                bad = []
            if rc == 0:
                break
            # a function the compiler cannot select is left out of its
            # module (llc-19: tanh.approx before sm_75, ...) and reported
            names = {b[1:] if b.startswith("k__nv_") else b for b in bad}
            if not names or not any(f["name"] in names for f in todo):
                return "%s fails on the math module: %s" % (tag, first_line(err))
            for f in todo:
                if f["name"] in names:
                    status.setdefault(f["name"], {})[tag] = "does not compile: " + first_line(err)
            todo = [f for f in todo if f["name"] not in names]
    if tool("nvcc"):
        open(os.path.join(d, "math.cu"), "w").write(libdevice_math.math_cuda(funcs))
        rc, err = run(["nvcc", "-ptx", "-arch=sm_" + sm, "-O3", os.path.join(d, "math.cu"),
                       "-o", os.path.join(d, "nvcc.ptx")], 900)
        if rc:
            say("check-gpu: nvcc fails on the math module (compared with llc-19 only): " + first_line(err))
    for f in funcs:
        f["status"] = status.get(f["name"], {})
    json.dump({"sm": sm, "funcs": funcs}, open(os.path.join(d, "funcs.json"), "w"), indent=0)
    return None


# ---- the child processes (one per corpus file; a fault ends one) ------------


class Capture:
    """Device printf output of one launch: the CUDA driver writes it to the
    C library's stdout, so the child points file descriptor 1 at a file."""

    def __init__(self, path):
        self.fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
        os.dup2(self.fd, 1)

    def reset(self):
        os.ftruncate(self.fd, 0)

    def text(self):
        os.lseek(self.fd, 0, os.SEEK_SET)
        data = b""
        while True:
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                return data.decode(errors="replace")
            data += chunk


def driver(fake):
    return cuda.FakeDriver() if fake else cuda.Driver()


def shape(job, k, n):
    """A kernel's launch: ptxsim's for the kernels written for it, else
    one that covers n (plan.py)."""
    if job["src"].startswith("sim/"):
        return plan.sim_shape(k["entry"])
    return plan.launch_shape(k["entry"], n)


def child_kernels(work, job_path, start, result_path, fake):
    """Kernel-mode pairs START.. of one job: llc-19 twice, tnvcc once, each
    from a freshly loaded module; one JSON line per pair (and a "running"
    line before each launch, so that a hang names its launch)."""
    job = json.load(open(job_path))
    dev = driver(fake)
    cap = Capture(result_path + ".printf")
    out = open(result_path, "a")
    modes = list(plan.MODES)
    pairs = [(ki, m) for ki in range(len(job["kernels"])) for m in modes]

    def emit(obj):
        out.write(json.dumps(obj) + "\n")
        out.flush()

    ptx = {t: open(os.path.join(work, job[t])).read() for t in ("ref", "tnv")}
    for j in range(start, len(pairs)):
        if past_deadline():
            break
        ki, mode = pairs[j]
        k = job["kernels"][ki]
        row = {"j": j, "kernel": k["name"], "mode": mode}
        if k.get("problem"):
            emit(dict(row, verdict="DIFF", detail=k["problem"]))
            continue
        kind, n = plan.MODES[mode]
        if k["entry"]["dims"] == 3:
            n = min(n, 96)      # a 96^3 volume of doubles still fits a buffer; 1000^3 would not
        args, nbuf = plan.arg_plan(k["kinds"], k["sizes"], n)
        grid, block = shape(job, k, n)
        dyn = 16384 if re.search(r"\.extern\s+\.shared", ptx["tnv"] + ptx["ref"]) else 0
        inits = [plan.fill(kind, b) for b in range(nbuf)]
        bufs = [dev.alloc(plan.BUF) for _ in range(nbuf)]
        seen = {}
        for tag in ("ref1", "ref2", "tnv"):
            emit(dict(row, running=tag))
            try:
                for b, init in zip(bufs, inits):
                    dev.h2d(b, init)
                mod = dev.load(ptx[tag[:3]])
                fn = dev.function(mod, k["name"])
                values = [bufs[a[1]].to_bytes(8, "little") if a[0] == "buf" else a[1] for a in args]
                cap.reset()
                dev.launch(fn, grid, block, dyn, values)
                seen[tag] = ([dev.d2h(b, plan.BUF) for b in bufs], cap.text())
                dev.unload(mod)
            except cuda.CudaError as e:
                verdict = "FAULT-tnv" if tag == "tnv" else "ref-faults"
                emit(dict(row, verdict=verdict, detail=str(e)[:300]))
                sys.exit(3)     # the context may be unusable: a fresh child goes on
        for b in bufs:
            dev.free(b)
        emit(dict(row, **judge(seen)))


def judge(seen):
    """The verdict of one kernel in one mode from its three runs' outputs."""
    (r1, p1), (r2, p2), (t, pt) = seen["ref1"], seen["ref2"], seen["tnv"]
    ref_same = plan.combine([plan.compare_bytes(a, b) for a, b in zip(r1, r2)] + [plan.compare_lines(p1, p2)])
    parts = [plan.compare_bytes(a, b) for a, b in zip(r1, t)]
    lines = plan.compare_lines(p1, pt)
    verdict = plan.combine(parts + [lines])
    row = {"verdict": verdict, "printf_lines": len(p1.splitlines())}
    if verdict == "DIFF":
        if ref_same == "DIFF":
            row["verdict"] = "nondet"   # llc-19's own runs differ: no reference
        where = [i for i, p in enumerate(parts) if isinstance(p, dict)]
        row["detail"] = {"buffer": where[0], **parts[where[0]]} if where else {"printf": lines}
    return row


def child_math(work, start, result_path, n, fake):
    """Functions START.. of the math part, one JSON line each."""
    d = os.path.join(work, "math")
    meta = json.load(open(os.path.join(d, "funcs.json")))
    dev = driver(fake)
    mods = {t: dev.load(open(os.path.join(d, t + ".ptx")).read())
            for t in ("ref", "tnv", "nvcc") if os.path.exists(os.path.join(d, t + ".ptx"))}
    out = open(result_path, "a")
    size = {"float": 4, "double": 8, "i32": 4, "i64": 8}
    inputs = {}
    for j in range(start, len(meta["funcs"])):
        if past_deadline():
            break
        f = meta["funcs"][j]
        row = {"j": j, "name": f["name"]}
        ins = []
        for i, t in enumerate(f["params"]):
            small = t in ("i32", "i64") and f["name"] in libdevice_math.LOOP_COUNT_ARG
            if (t, i, small) not in inputs:
                inputs[(t, i, small)] = libdevice_math.math_inputs(t, 17 + 101 * i, n, small)
            ins.append(inputs[(t, i, small)])
        dins = [dev.alloc(len(a)) for a in ins]
        for p, a in zip(dins, ins):
            dev.h2d(p, a)
        dout = dev.alloc(n * size[f["ret"]])
        res = {}
        for tag, mod in mods.items():
            if tag in f["status"]:
                continue
            out.write(json.dumps(dict(row, running=tag)) + "\n")
            out.flush()
            try:
                fn = dev.function(mod, "k" + f["name"])
                dev.h2d(dout, bytes(n * size[f["ret"]]))
                values = [x.to_bytes(8, "little") for x in [dout] + dins] + [struct.pack("<i", n)]
                dev.launch(fn, [(n + 255) // 256, 1, 1], [256, 1, 1], 0, values)
                res[tag] = dev.d2h(dout, n * size[f["ret"]])
            except cuda.CudaError as e:
                row[tag + "_error"] = str(e)[:200]
                if tag == "tnv":
                    out.write(json.dumps(dict(row, verdict="FAULT-tnv")) + "\n")
                    sys.exit(3)
        for ref in ("ref", "nvcc"):
            if ref in res and "tnv" in res:
                bad, nan = libdevice_math.count_diffs(f["ret"], res[ref], res["tnv"])
                row["vs_" + ref] = bad
                row["nan_payload_" + ref] = nan
                if bad or nan:
                    i = plan.first_diff(res[ref], res["tnv"]) // size[f["ret"]]
                    row["example_" + ref] = libdevice_math.example(f, ins, res[ref], res["tnv"], i)
                if bad:
                    row["llc_vs_nvcc"] = libdevice_math.count_diffs(f["ret"], res["ref"], res["nvcc"])[0] \
                        if "ref" in res and "nvcc" in res else None
        if os.environ.get("CHECK_GPU_TIME"):
            for tag, mod in mods.items():
                if tag not in f["status"]:
                    values = [x.to_bytes(8, "little") for x in [dout] + dins] + [struct.pack("<i", n)]
                    ts = sorted(dev.time(dev.function(mod, "k" + f["name"]), [(n + 255) // 256, 1, 1],
                                         [256, 1, 1], 0, values, 5))
                    row[tag + "_ms"] = ts[len(ts) // 2]
        row["verdict"] = "DIFF" if row.get("vs_ref") or (row.get("vs_nvcc") and row.get("llc_vs_nvcc") == 0) \
            else ("exact" if "vs_ref" in row else "skip")
        for p in dins + [dout]:
            dev.free(p)
        out.write(json.dumps(row) + "\n")
        out.flush()

# ---- the parent: children, restarts, the report -----------------------------


def drive(cmd, result_path, total, timeout=CHILD_TIMEOUT):
    """Run child CMD + [start] until every one of TOTAL items has a result
    line.  A child that dies while "running" item j -- killed by the
    timeout (a hang) or by an error of the harness itself -- gets a line
    for it (TIMEOUT-tnv, ref-hangs, HARNESS-ERROR), and the next child
    starts after it."""
    start = 0
    while start < total:
        if past_deadline():
            return DEADLINE
        try:
            p = subprocess.run(cmd + [str(start)], capture_output=True, text=True, timeout=timeout)
            crash = (p.stderr.strip() or "exit %d" % p.returncode) if p.returncode not in (0, 3) else None
            hung = False
        except subprocess.TimeoutExpired:
            crash, hung = None, True
        rows = [json.loads(x) for x in open(result_path)] if os.path.exists(result_path) else []
        done = {r["j"] for r in rows if "verdict" in r}
        last = rows[-1] if rows else None
        if last and "verdict" not in last and last["j"] not in done and (hung or crash):
            if hung:
                verdict = "TIMEOUT-tnv" if last.get("running") == "tnv" else "ref-hangs"
                detail = "no result within %d s" % timeout
            else:
                verdict, detail = "HARNESS-ERROR", (crash or "").splitlines()[-1:] or ["?"]
            with open(result_path, "a") as f:
                f.write(json.dumps({"j": last["j"], "verdict": verdict, "detail": detail,
                                    **{k: v for k, v in last.items() if k in ("kernel", "mode", "name")}}) + "\n")
            done.add(last["j"])
        elif (crash or hung) and not done:
            return "child fails: " + ((crash or "").splitlines()[-1:] or ["timed out"])[0][:300]
        start = max(done) + 1 if done else total
    return None


PASS = ("exact", "unordered", "nondet", "ref-faults", "ref-hangs", "skip", "not-run")


def run_kernels(args, work, jobs, dev_cc):
    fails, counts = 0, {}
    for job in jobs:
        if "skip" in job:
            say("  skip %-44s %s" % (job["src"], job["skip"]))
            counts["skip"] = counts.get("skip", 0) + 1
            continue
        need = int(re.match(r"\d+", job["sm"]).group(0))
        if need > dev_cc or (job["sm"].endswith("a") and need != dev_cc):
            say("  skip %-44s written for sm_%s, the GPU is sm_%d" % (job["src"], job["sm"], dev_cc))
            counts["skip"] = counts.get("skip", 0) + 1
            continue
        if not job["kernels"]:
            # a producer's module of device functions only (Numba's bodies)
            say("  skip %-44s no kernel to launch" % job["src"])
            counts["skip"] = counts.get("skip", 0) + 1
            continue
        jp = os.path.join(work, "k", job["id"], "job.json")
        rp = os.path.join(work, "k", job["id"], "result.jsonl")
        if os.path.exists(rp):
            os.remove(rp)
        total = len(job["kernels"]) * len(plan.MODES)
        err = drive([sys.executable, __file__] + (["--fake"] if args.fake else []) + ["--child", work, jp, rp],
                    rp, total)
        missing = "not-run" if err == DEADLINE else "missing"
        if err == DEADLINE and not os.path.exists(rp):
            say("  not run %-40s %s" % (job["src"], DEADLINE))
            NOT_RUN["n"] += total
            continue
        if err and err != DEADLINE:
            say("  FAIL %-44s %s" % (job["src"], err))
            fails += 1
            continue
        rows = {}
        for r in (json.loads(x) for x in open(rp)):
            if "verdict" in r:
                rows[r["j"]] = r
        for ki, k in enumerate(job["kernels"]):
            verdicts = [rows.get(ki * len(plan.MODES) + m, {"verdict": missing}) for m in range(len(plan.MODES))]
            NOT_RUN["n"] += sum(v["verdict"] == "not-run" for v in verdicts)
            bad = [v for v in verdicts if v["verdict"] not in PASS]
            fails += bool(bad)
            for v in verdicts:
                counts[v["verdict"]] = counts.get(v["verdict"], 0) + 1
            line = " ".join("%s:%s" % (m, v["verdict"]) for m, v in zip(plan.MODES, verdicts))
            say("  %s %-44s %s  %s" % ("FAIL" if bad else "ok  ", job["src"], k["name"][:48], line))
            for v in bad:
                say("       %s: %s" % (v.get("mode"), json.dumps(v.get("detail"))[:400]))
    say("check-gpu kernels: " + ", ".join("%d %s" % (v, k) for k, v in sorted(counts.items())))
    return fails


def run_math(args, work):
    d = os.path.join(work, "math")
    meta = json.load(open(os.path.join(d, "funcs.json")))
    rp = os.path.join(d, "result.jsonl")
    if os.path.exists(rp):
        os.remove(rp)
    err = drive([sys.executable, __file__] + (["--fake"] if args.fake else []) +
                ["--math-child", work, rp, str(args.math_n)], rp, len(meta["funcs"]))
    missing = "not-run" if err == DEADLINE else "missing"
    if err and err != DEADLINE:
        say("  FAIL math: " + err)
        return 1
    rows = {r["j"]: r for r in (json.loads(x) for x in open(rp)) if "verdict" in r} if os.path.exists(rp) else {}
    fails = 0
    for j, f in enumerate(meta["funcs"]):
        r = rows.get(j, {"verdict": missing})
        NOT_RUN["n"] += r["verdict"] == "not-run"
        if r["verdict"] not in PASS or f["status"]:
            fails += r["verdict"] not in PASS
            say("  %s math %-24s %s %s" % ("FAIL" if r["verdict"] not in PASS else "note", f["name"],
                                          r["verdict"], json.dumps({k: v for k, v in r.items()
                                                                    if k not in ("j", "name", "verdict")})))
    same_ref = sum(1 for r in rows.values() if r.get("vs_ref") == 0)
    same_nvcc = sum(1 for r in rows.values() if r.get("vs_nvcc") == 0)
    has_nvcc = sum(1 for r in rows.values() if "vs_nvcc" in r)
    import math
    for a, b in (("tnv", "ref"), ("tnv", "nvcc"), ("ref", "nvcc")):
        rs = [r[a + "_ms"] / r[b + "_ms"] for r in rows.values() if r.get(a + "_ms") and r.get(b + "_ms")]
        if rs:
            say("check-gpu time math: %s/%s geometric mean %.3f over %d functions (median of 5 launches)"
                % (a, b, math.exp(sum(math.log(x) for x in rs) / len(rs)), len(rs)))
    say("check-gpu math: %d functions, %d inputs each: %d bit-identical to llc-19, %d of %d to nvcc; %d failed"
        % (len(meta["funcs"]), args.math_n, same_ref, same_nvcc, has_nvcc, fails))
    return fails


def dry_run_report(work, jobs):
    """What a run would launch: every kernel's grid, block and arguments."""
    for job in jobs:
        if "skip" in job:
            say("  skip %-44s %s" % (job["src"], job["skip"]))
            continue
        for k in job["kernels"]:
            if k.get("problem"):
                say("  FAIL %-44s %s: %s" % (job["src"], k["name"], k["problem"]))
                continue
            grid, block = shape(job, k, 96)
            args, nbuf = plan.arg_plan(k["kinds"], k["sizes"], 96)
            say("  plan %-44s %-40s grid %s block %s, %d buffers, args %s%s"
                % (job["src"], k["name"][:40], grid, block, nbuf,
                   "".join("p" if a[0] == "buf" else "v" for a in args),
                   " (kinds guessed)" if k.get("kinds_guessed") else ""))
    return sum(1 for j in jobs for k in j.get("kernels", []) if k.get("problem"))

# ---- timings (--time) -------------------------------------------------------


def child_time(work, job_path, start, result_path, fake):
    """Kernels START.. of a job on large inputs: the median of 5 launches of
    llc-19's and of tnvcc's code (after one not counted).  One JSON line
    per kernel, and a "running" line before each timing."""
    job = json.load(open(job_path))
    dev = driver(fake)
    Capture(result_path + ".printf")   # device printf of the timed kernels, unread
    big = (1 << 20) if fake else 64 << 20   # the fake keeps host copies
    out = open(result_path, "a")

    def emit(obj):
        out.write(json.dumps(obj) + "\n")
        out.flush()
    mods = {t: dev.load(open(os.path.join(work, job[t])).read()) for t in ("ref", "tnv")}
    for ki in range(start, len(job["kernels"])):
        if past_deadline():
            break
        k = job["kernels"][ki]
        row = {"j": ki, "kernel": k["name"]}
        if k.get("problem"):
            emit(dict(row, verdict="skip"))
            continue
        # a problem size that keeps every index inside a 64 MiB buffer
        n = {1: 1 << 22, 2: 2048, 3: 256}[k["entry"]["dims"]]
        args, nbuf = plan.arg_plan(k["kinds"], k["sizes"], n)
        grid, block = plan.launch_shape(k["entry"], n, big=True)
        bufs = [dev.alloc(big) for _ in range(nbuf)]
        for tag, mod in mods.items():
            emit(dict(row, running=tag))
            for b in range(nbuf):
                dev.h2d(bufs[b], plan.fill("float", b, big))
            values = [bufs[a[1]].to_bytes(8, "little") if a[0] == "buf" else a[1] for a in args]
            try:
                ts = sorted(dev.time(dev.function(mod, k["name"]), grid, block, 0, values, 5))
                row[tag + "_ms"] = ts[len(ts) // 2]
            except cuda.CudaError as e:
                emit(dict(row, verdict="fault", detail="%s: %s" % (tag, str(e)[:200])))
                sys.exit(3)
        for b in bufs:
            dev.free(b)
        emit(dict(row, verdict="timed"))


def run_time(args, work, jobs):
    """Timings of the O3 corpus kernels; the geometric mean of tnvcc/llc-19
    over the kernels that run for at least 20 us (shorter ones are mostly
    launch overhead)."""
    import math
    ratios = []
    for job in jobs:
        if "skip" in job or ".O3." not in job["src"]:
            continue
        if past_deadline():
            say("  time %-44s not timed: %s" % (job["src"], DEADLINE))
            NOT_RUN["n"] += len(job["kernels"])
            continue
        if re.search(r"\bvprintf\b", open(os.path.join(work, job["ref"])).read()):
            # millions of threads printing time the printf buffer, not the
            # code (and a launch can run for minutes)
            say("  time %-44s skip: calls vprintf" % job["src"])
            continue
        jp = os.path.join(work, "k", job["id"], "job.json")
        rp = os.path.join(work, "k", job["id"], "time.jsonl")
        if os.path.exists(rp):
            os.remove(rp)
        drive([sys.executable, __file__] + (["--fake"] if args.fake else []) + ["--time-child", work, jp, rp],
              rp, len(job["kernels"]), args.child_timeout)
        for r in (json.loads(x) for x in open(rp)) if os.path.exists(rp) else []:
            if r.get("verdict") == "timed":
                ratio = r["tnv_ms"] / r["ref_ms"] if r["ref_ms"] > 0 else float("nan")
                if r["ref_ms"] >= 0.02:
                    ratios.append(ratio)
                say("  time %-44s %-40s llc-19 %.4f ms  tnvcc %.4f ms  (%.2fx)"
                    % (job["src"], r["kernel"][:40], r["ref_ms"], r["tnv_ms"], ratio))
            elif "verdict" in r:
                say("  time %-44s %-40s %s %s" % (job["src"], r["kernel"][:40], r["verdict"], r.get("detail", "")))
    if ratios:
        g = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        say("check-gpu time: tnvcc/llc-19 geometric mean %.3f over %d kernels of 20 us or more"
            " (median of 5 launches each)" % (g, len(ratios)))
    return ratios


# ---- the self-test (no GPU) -------------------------------------------------


def self_test(args):
    """Unit checks of the planning and comparison code, then the whole
    harness (children, restarts, verdicts) against the fake driver."""
    fails = []

    def expect(what, got, want):
        if got != want:
            fails.append("%s: got %r, want %r" % (what, got, want))

    expect("param kind ptr", plan.param_kind("ptr addrspace(1) noalias %x"), "ptr")
    expect("param kind typed ptr", plan.param_kind("float addrspace(1)* nocapture %out"), "ptr")
    expect("param kind i8**", plan.param_kind("i8** noalias %r"), "ptr")
    expect("param kind byval", plan.param_kind("ptr byval(%struct.S) align 8 %s"), "bytes")
    expect("param kind i32", plan.param_kind("i32 noundef %0"), "i32")
    expect("param kind float", plan.param_kind("float %s"), "f32")
    expect("param kind vector", plan.param_kind("<2 x float> %v"), "bytes")
    expect("signature", plan.ir_signatures('define void @"k$1"(i32 %n, { i32, i64 } %s, ptr %p) {\n'),
           {"k$1": ["i32", "bytes", "ptr"]})
    ptx = (".visible .entry k(\n\t.param .u64 .ptr .global .align 4 k_param_0,\n\t.param .f32 k_param_1,\n"
           "\t.param .align 8 .b8 k_param_2[24]\n)\n.maxntid 64, 1, 1\n{\n\tmov.u32 %r1, %tid.y;\n}\n"
           ".visible .entry c()\n.reqntid 32, 2, 2\n.reqnctapercluster 4, 1, 1\n{\n\tret;\n}\n")
    ents = plan.ptx_entries(ptx)
    expect("entry sizes", ents["k"]["sizes"], [8, 4, 24])
    expect("maxntid honoured", plan.launch_shape(ents["k"], 96), ([8, 8, 1], [4, 16, 1]))
    expect("reqntid and cluster", plan.launch_shape(ents["c"], 96), ([8, 1, 1], [32, 2, 2]))
    expect("ptxsim's shape", plan.sim_shape(dict(ents["c"], cluster=None)), ([2, 1, 1], [32, 2, 2]))
    expect("ptxsim's shape, 1-D", plan.sim_shape(dict(ents["c"], reqntid=None, cluster=None, dims=1)),
           ([2, 1, 1], [64, 1, 1]))
    a, nbuf = plan.arg_plan(["ptr", "f32", "bytes"], [8, 4, 24], 96)
    expect("arguments", (nbuf, a[0], a[1][1], len(a[2][1])), (1, ("buf", 0), struct.pack("<f", 0.75), 24))
    b = plan.fill("float", 0, 1 << 16)
    swapped = bytearray(b)
    swapped[40:44], swapped[4000:4004] = b[4000:4004], b[40:44]
    expect("swapped words", plan.compare_bytes(b, bytes(swapped)), "unordered")
    swapped[41] ^= 0x10
    expect("changed word", isinstance(plan.compare_bytes(b, bytes(swapped)), dict), True)
    expect("printf order", plan.compare_lines("a 1\nb 2\n", "b 2\na 1\n"), "unordered")
    expect("printf text", isinstance(plan.compare_lines("a 1\n", "a 2\n"), dict), True)
    x = array("f", [1.0, float("nan"), 2.0]).tobytes()
    y = bytearray(x)
    y[4:8] = struct.pack("<I", 0x7fc00001)
    expect("nan payload", libdevice_math.count_diffs("float", x, bytes(y)), (0, 1))
    expect("signed zero", libdevice_math.count_diffs("double", struct.pack("<2d", 0.0, 1.0), struct.pack("<2d", -0.0, 1.0)),
           (1, 0))
    expect("same nan", libdevice_math.count_diffs("float", x, x), (0, 0))
    # the whole harness against the fake driver: one case per marker
    work = os.path.join(args.work, "self-test")
    shutil.rmtree(work, ignore_errors=True)
    cases = {"same": ("", "", "exact"), "order": ("", "// fake: reorder", "unordered"),
             "wrong": ("", "// fake: wrong", "DIFF"), "fault": ("", "// fake: fault", "FAULT-tnv"),
             "print": ("// fake: print\n// calls vprintf", "// fake: print\n// fake: reorder", "unordered"),
             "reffault": ("// fake: fault", "", "ref-faults")}
    jobs = []
    for cid, (rmark, tmark, _) in cases.items():
        d = os.path.join(work, "k", cid)
        os.makedirs(d)
        body = ".visible .entry kern(\n\t.param .u64 kern_param_0,\n\t.param .u32 kern_param_1\n)\n{\n\tret;\n}\n"
        for tag, mark in (("ref", rmark), ("tnv", tmark)):
            open(os.path.join(d, tag + ".ptx"), "w").write(mark + "\n" + body)
        ent = plan.ptx_entries(body)["kern"]
        job = {"id": cid, "src": "fake/%s.O3.ll" % cid, "sm": "80", "ref": "k/%s/ref.ptx" % cid,
               "tnv": "k/%s/tnv.ptx" % cid,
               "kernels": [{"name": "kern", "kinds": ["ptr", "i32"], "sizes": ent["sizes"], "entry": ent}]}
        json.dump(job, open(os.path.join(d, "job.json"), "w"))
        jobs.append(job)
    args.fake = True
    nfail = run_kernels(args, work, jobs, 90)
    expect("fake run failures", nfail, 2)
    for cid, (_, _, want) in cases.items():
        rp = os.path.join(work, "k", cid, "result.jsonl")
        rows = [json.loads(x) for x in open(rp)] if os.path.exists(rp) else []
        got = sorted({r["verdict"] for r in rows if "verdict" in r})
        expect("fake run " + cid, got, [want])
    ratios = run_time(args, work, jobs)
    # "fault" and "reffault" have none; "print" calls vprintf, not timed
    expect("fake timings", ratios, [1.0] * 3)
    # --only takes a list; llc-19's unknown intrinsics are found by name
    args.only = "a.sm80,b."
    expect("only", [wanted(args, x) for x in ("ll/a.sm80.O3.ll", "ll/a.sm90a.O3.ll", "ll/b.sm90a.ll")],
           [True, False, True])
    args.only = None
    open(os.path.join(work, "u.ll"), "w").write(
        "define float @__nv_t(float %x) {\n  %r = call float @llvm.nvvm.tanh.approx.f32(float %x)\n"
        "  ret float %r\n}\ndefine float @__nv_u(float %x) {\n  %r = call float @__nv_t(float %x)\n"
        "  ret float %r\n}\ndefine float @__nv_v(float %x) {\n  ret float %x\n}\n")
    open(os.path.join(work, "u.ptx"), "w").write(
        ".extern .func  (.param .b32 func_retval0) llvm.nvvm.tanh.approx.f32\n(\n\t.param .b32 p\n)\n;\n")
    expect("unlowered", sorted(unlowered_intrinsics(os.path.join(work, "u.ll"), os.path.join(work, "u.ptx"))[0]),
           ["__nv_t", "__nv_u"])
    # the math part against the fake driver: one function agrees, one not
    md = os.path.join(work, "math")
    os.makedirs(md)
    entry = ".visible .entry k__nv_%s(\n\t.param .u64 o,\n\t.param .u64 a,\n\t.param .u32 n\n)\n{\n\tret;\n}\n"
    for tag in ("ref", "tnv", "nvcc"):
        open(os.path.join(md, tag + ".ptx"), "w").write(
            entry % "good" + ("// fake: wrong k__nv_bad\n" if tag == "tnv" else "") + entry % "bad")
    funcs = [{"name": "__nv_" + x, "ret": "float", "params": ["float"], "status": {}} for x in ("good", "bad")]
    json.dump({"sm": "90", "funcs": funcs}, open(os.path.join(md, "funcs.json"), "w"))
    args.math_n = 4096
    expect("fake math failures", run_math(args, work), 1)
    # --deadline already passed: nothing runs, nothing fails, all counted
    os.environ[DEADLINE_ENV] = str(time.time() - 1)
    NOT_RUN["n"] = 0
    expect("deadline kernels", run_kernels(args, work, jobs, 90), 0)
    expect("deadline math", run_math(args, work), 0)
    expect("deadline timings", run_time(args, work, jobs), [])
    expect("deadline not run", NOT_RUN["n"], len(cases) * len(plan.MODES) + 2 + len(cases))
    del os.environ[DEADLINE_ENV]
    NOT_RUN["n"] = 0
    for f in fails:
        say("FAIL self-test " + f)
    say("check-gpu self-test: %d checks failed" % len(fails))
    return len(fails)

# ---- main -------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tnvcc", default=os.path.join(ROOT, "tnvcc"))
    ap.add_argument("--work", default=os.path.join(ROOT, "build", "check-gpu"))
    ap.add_argument("--only", help="only the corpus files whose path contains one of these (a,b)")
    ap.add_argument("--only-math", help="only the libdevice functions whose name contains one of these (a,b)")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--prepare-only", action="store_true")
    ap.add_argument("--from", dest="prepared")
    ap.add_argument("--no-math", action="store_true")
    ap.add_argument("--no-kernels", action="store_true")
    ap.add_argument("--math-n", type=int, default=1 << 20)
    ap.add_argument("--math-sm", default=None, help="target of the math kernels (default: the GPU's, or 90)")
    ap.add_argument("--time", action="store_true")
    ap.add_argument("--deadline", type=float, help="stop launching after this many seconds; report what ran")
    ap.add_argument("--child-timeout", type=int, default=CHILD_TIMEOUT,
                    help="seconds one --time child may run (a file's kernels; default %d)" % CHILD_TIMEOUT)
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--fake", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    ap.add_argument("--math-child", nargs=4, help=argparse.SUPPRESS)
    ap.add_argument("--time-child", nargs=4, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        return child_kernels(args.child[0], args.child[1], int(args.child[3]), args.child[2], args.fake)
    if args.math_child:
        w, rp, n, start = args.math_child
        return child_math(w, int(start), rp, int(n), args.fake)
    if args.time_child:
        w, jp, rp, start = args.time_child
        return child_time(w, jp, int(start), rp, args.fake)
    os.makedirs(args.work, exist_ok=True)
    if args.self_test:
        return 1 if self_test(args) else 0

    dev_cc, reason = None, None
    if not (args.dry_run or args.prepare_only):
        try:
            dev = cuda.Driver()
            dev_cc = dev.cc
            say("check-gpu: %s (sm_%d)" % (dev.name, dev.cc))
            del dev
        except cuda.NoGpu as e:
            reason = str(e)
        if reason:
            say("check-gpu: skipped: %s; nothing was run (`tests/gpu/check_gpu.py --dry-run` "
                "compiles and plans every launch without a GPU)" % reason)
            return 0
    work = args.prepared or args.work
    if not args.prepared:
        missing = [t for t in ("llc-19",) if not tool(t)] + ([] if os.access(args.tnvcc, os.X_OK) else [args.tnvcc])
        if missing:
            say("check-gpu: skipped: %s not found (needed to compile the kernels; or prepare them "
                "elsewhere with --prepare-only and run here with --from DIR)" % ", ".join(missing))
            return 0
    t0 = time.time()
    if args.deadline is not None:
        os.environ[DEADLINE_ENV] = str(t0 + args.deadline)
    fails = 0
    math_sm = args.math_sm or (str(dev_cc) if dev_cc else "90")
    jobs, math_err = [], None
    if args.prepared:
        jobs = [j for j in json.load(open(os.path.join(work, "jobs.json"))) if wanted(args, j["src"])]
    else:
        if not args.no_kernels:
            jobs = prepare(args, work)
        if not args.no_math:
            math_err = prepare_math(args, work, math_sm)
            say("check-gpu: math module: " + (math_err or "prepared for sm_" + math_sm))
    if args.prepare_only:
        return 0
    if args.dry_run:
        fails = dry_run_report(work, jobs)
        say("check-gpu: dry run: %d kernels planned, %d with a problem; nothing was launched (%.0f s)"
            % (sum(len(j.get("kernels", [])) for j in jobs), fails, time.time() - t0))
        return 1 if fails else 0
    if not args.no_kernels:
        fails += run_kernels(args, work, jobs, dev_cc)
    if args.time:
        os.environ["CHECK_GPU_TIME"] = "1"     # the math children time each function too
    if not args.no_math and not math_err and os.path.exists(os.path.join(work, "math", "funcs.json")):
        fails += run_math(args, work)
    if args.time:
        run_time(args, work, jobs)
    if NOT_RUN["n"]:
        # an incomplete check is not a pass: say so, and exit 2
        say("check-gpu: INCOMPLETE: %d results not run (%s %g s); %d failures among the rest (%.0f s)"
            % (NOT_RUN["n"], DEADLINE, args.deadline, fails, time.time() - t0))
        return 1 if fails else 2
    say("check-gpu: %s (%d failures, %.0f s)" % ("FAILED" if fails else "passed", fails, time.time() - t0))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
